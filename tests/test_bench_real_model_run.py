"""The committed real-model AgentDojo run replays without a model and is judged again.

``benchmarks/results/agentdojo-banking-qwen2.5-coder-1.5b`` holds a live run of Randori, ACE and the
undefended baseline with Qwen2.5-Coder-1.5B served by llama.cpp (``docs/REAL_MODEL_RUN.md`` says how
it was made): every model exchange (``exchanges.jsonl.gz``), the results, the report and the plot.
Here every request is answered from that recording, every run is judged again by AgentDojo's own
checks on the environment it leaves, and each verdict must equal the recorded one; the report made
from the replay must say what the committed report says about the agents and the model.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agentdojo")
pytest.importorskip("numpy")  # ACE's embeddings

from llmbda import cli  # noqa: E402

RUN = Path(__file__).resolve().parents[1] / "benchmarks" / "results" / "agentdojo-banking-qwen2.5-coder-1.5b"


def _verdicts(results: dict[str, Any]) -> dict[tuple[Any, ...], tuple[Any, ...]]:
    return {(r["agent"], r["user_task"], r["injection_task"], r["rep"]):
            (r["utility"], r["attack_succeeded"], r["attack_succeeded_intended"], r["error"], r["category"],
             r["no_plan"], r.get("harm"), r["model"]) for r in results["runs"]}


def _section(report: str, title: str) -> str:
    """The section of ``report`` under the heading ``title`` (to the next heading of its level)."""
    start = report.index(title)
    level = title.split(" ", 1)[0]
    rest = report[start + len(title):]
    end = re.search(rf"^{level} ", rest, re.MULTILINE)
    return title + (rest[:end.start()] if end else rest)


@pytest.fixture(scope="module")
def replayed(tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str, str, dict[str, Any], Path]:
    out_dir = tmp_path_factory.mktemp("replay")
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["bench", "agentdojo", "--replay-exchanges", str(RUN / "exchanges.jsonl.gz"),
                     "--out", str(out_dir)], out=out, err=err)
    path = out_dir / "results.json"
    results = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return code, out.getvalue(), err.getvalue(), results, out_dir


def test_every_recorded_run_is_judged_again_to_its_verdict(replayed: Any) -> None:
    code, _, err, again, _ = replayed
    recorded = json.loads((RUN / "results.json").read_text(encoding="utf-8"))
    assert code == 0, err
    assert "every verdict equals the recorded one" in err
    assert again["replay"]["differences"] == [] and again["replay"]["unused_requests"] == 0
    assert _verdicts(again) == _verdicts(recorded)
    def probes(results: dict[str, Any]) -> list[dict[str, Any]]:  # a replay asks them in another order
        return sorted(results.get("probe", []), key=lambda p: (p["agent"], p["user_task"], p["grammar"]))
    assert probes(again) == probes(recorded) and len(probes(recorded)) >= 4
    # the three agents ran the same pairs: every user task without attack and with the injection
    rows = {r["agent"] for r in recorded["runs"]}
    assert rows == {"randori", "ace", "baseline"}
    pairs = {row: {(r["user_task"], r["injection_task"]) for r in recorded["runs"] if r["agent"] == row}
             for row in rows}
    assert len({frozenset(p) for p in pairs.values()}) == 1
    assert any(i is None for _, i in pairs["randori"]) and any(i is not None for _, i in pairs["randori"])


def test_the_replayed_report_says_what_the_committed_report_says(replayed: Any) -> None:
    _, _, _, _, out_dir = replayed
    committed = (RUN / "report.md").read_text(encoding="utf-8")
    again = (out_dir / "report.md").read_text(encoding="utf-8")
    # the agents' utility and security, and the model's section (requests, wall time, parse rates)
    # (a replay says where its replies came from, in a line and a subsection of its own)
    def said(report: str, title: str) -> str:
        return "\n".join(line for line in _section(report, title).split("### Replay")[0].splitlines()
                         if not line.startswith(("- **Every model exchange**", "- **Replayed from**"))).strip()
    for title in ("## Results", "## The model"):
        assert said(again, title) == said(committed, title)
    model = _section(committed, "## The model")
    assert "`qwen2.5-coder-1.5b`" in model and "sha256 `cc324af070c2" in model and "Server version" in model
