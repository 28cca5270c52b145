"""The examples run offline with the recordings shipped beside them, and the recordings are
current (re-recording with the scripted model of ``examples/record_replays.py`` gives the same
files)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

import llmbda
from llmbda.cli import replay_beside
from llmbda.oracles import ReplayOracle

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def _recorder() -> object:
    spec = importlib.util.spec_from_file_location("record_replays", EXAMPLES / "record_replays.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules["record_replays"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_every_example_has_a_current_recording(tmp_path: Path) -> None:
    rec = _recorder()
    written = rec.record(tmp_path)  # type: ignore[attr-defined]
    names = sorted(p.name for p in written)
    assert names == sorted(replay_beside(p).name for p in EXAMPLES.glob("*.lam"))
    for p in written:
        assert p.read_text() == (EXAMPLES / p.name).read_text(), f"{p.name} is stale: run examples/record_replays.py"


def _run(name: str) -> llmbda.Result:
    path = EXAMPLES / f"{name}.lam"
    return llmbda.run(path.read_text(), ReplayOracle(replay_beside(path)))


def test_quarantine_example() -> None:
    r = _run("quarantine")
    assert str(r.label) == "{U}" and "Friday" in r.value.raw
    assert [m.content for m in r.session] == ["The meeting notes were updated."]


def test_codegen_example() -> None:
    r = _run("codegen")
    assert r.value.raw is True and r.calls == 2


def test_label_violation_example() -> None:
    with pytest.raises(llmbda.LabelViolation) as ei:
        _run("label_violation")
    assert (str(ei.value.actual), str(ei.value.required)) == ("{U}", "{}")


def test_known_payees_example() -> None:
    r = _run("known_payees")
    assert str(r.label) == "{}" and r.value.raw.startswith("not paid")
