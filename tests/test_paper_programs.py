"""The paper's programs (docs/PAPER_PROGRAMS.md) give the results the table shows, on both engines.

The table in the docs is the test's input: each row's program ("ours") runs with the row's scripted
replies, and its outcome, printed as ``value @ label`` or ``error: …``, must be the row's result. A
row whose result is edited, or a semantics that changes, fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import llmbda
from llmbda.errors import EvalError, IllegalEndorse, LabelViolation
from llmbda.oracles import ScriptedOracle

DOC = Path(__file__).resolve().parent.parent / "docs" / "PAPER_PROGRAMS.md"


def _cell(text: str) -> str:
    text = text.strip()
    return text[1:-1].replace("\\|", "|") if text.startswith("`") and text.endswith("`") else text


def rows() -> list[tuple[str, str, list[str], str]]:
    out = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        if not line.startswith("| ") or line.startswith("| #") or line.startswith("| ---"):
            continue
        cells = [c for c in re.split(r"(?<!\\)\|", line)[1:-1]]
        assert len(cells) == 5, line
        key, _paper, ours, replies, result = cells
        reps = [_cell(r) for r in replies.split("·")] if replies.strip() else []
        out.append((key.strip(), _cell(ours), reps, _cell(result)))
    return out


def outcome(src: str, replies: list[str], engine: str) -> str:
    try:
        res = llmbda.run(src, ScriptedOracle(replies) if replies else None, engine=engine)  # type: ignore[arg-type]
    except LabelViolation as e:
        return f"error: assert failed: {e.actual} does not flow to {e.required}"
    except IllegalEndorse as e:
        return f"error: illegal endorse target {e.target}"
    except EvalError as e:  # pragma: no cover - shown in the failure
        return f"error: {e}"
    return f"{res.value.text()} @ {res.label}"


ROWS = rows()


def test_the_table_has_the_paper_programs() -> None:
    keys = {k for k, *_ in ROWS}
    assert {"E.5-1", "E.5-6", "8", "10", "11"} <= keys and len(ROWS) >= 17


@pytest.mark.parametrize("key,src,replies,result", ROWS, ids=[r[0] for r in ROWS])
def test_paper_program(key: str, src: str, replies: list[str], result: str, engine: str) -> None:
    assert outcome(src, replies, engine) == result
