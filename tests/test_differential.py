"""Differential tests: the C++ core against the Lean `peval`.

Random programs covering every rule (and every way of going wrong) run through `llmbda._core`; the
same programs, as Lean terms, run through the Lean `peval` in two Lean processes at once
(`llmbda-lean run`),
where the kernel checks `runTerm … = "<what the core produced>"` for each (`decide +kernel`). The
compared string holds the outcome (printed value and label, or the error), the replies drawn, the fuel
left and the whole conversation with labels. A few short sources also check that the core's parser
and printer agree with the Lean `parse` and `print`.

Environment: LLMBDA_DIFF_PROGRAMS (default 1000), LLMBDA_DIFF_SEED (default fixed).
"""

from __future__ import annotations

import bisect
import collections
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from support.difftest import (
    HEADER, lean_example, lean_parse_example, parse_case, parse_sources, run_case,
)
from support.gen_programs import cases

pytestmark = pytest.mark.lean_diff

REPO = Path(__file__).resolve().parent.parent
N_PROGRAMS = int(os.environ.get("LLMBDA_DIFF_PROGRAMS", "1000"))
SEED = int(os.environ.get("LLMBDA_DIFF_SEED", "20261202"))
N_PARSE = 60
DIFF_MEMORY_MB = 7800

REQUIRED_TAGS = {"labS", "labD", "assert", "endorse", "fork", "send", "recv", "clear", "fst", "call",
                 "app", "fix", "test", "pair", "badReply", "clearDenied", "forkError", "codegen",
                 "upgradeDenied", "noUpgrade", "deepLabel", "recvData", "dataRefused", "replyEndorse",
                 "list", "record", "dataList", "cmpGt", "strPrim", "parseInt", "recvSafe", "recvSafeBad",
                 "testTainted", "testUntrusted", "replyScope", "callPost", "callDenied", "deepAssert"}
REQUIRED_KINDS = {"ok", "outOfFuel", "depthExceeded", "unbound", "typeError", "overflow",
                  "assertFailed", "illegalEndorse", "clearDenied", "upgradeDenied", "noTool", "badReply",
                  "callDenied"}


def test_core_agrees_with_lean_peval(tmp_path: Path) -> None:
    outcomes = [run_case(c) for c in cases(SEED, N_PROGRAMS)]
    # the core charges host work (long strings, large printed values) that the Lean `peval` does not
    # model; the generated programs stay below it, so their fuel must agree exactly
    paying = [o.case.src for o in outcomes if o.work]
    assert not paying, f"programs that pay host work cannot be compared: {paying[:3]}"
    kinds = collections.Counter(o.kind for o in outcomes)
    tags = set().union(*(o.case.tags for o in outcomes))
    if N_PROGRAMS >= 1000:
        assert REQUIRED_KINDS <= set(kinds), f"outcomes not covered: {REQUIRED_KINDS - set(kinds)}"
        assert REQUIRED_TAGS <= tags, f"constructs not covered: {REQUIRED_TAGS - tags}"
    parses = [parse_case(s) for s in parse_sources(SEED, N_PARSE)]

    # Two files, checked by two Lean processes at once (the kernel's evaluation is the test's cost):
    # each a canary that must fail (so a check that cannot fail is noticed), then its half of the
    # programs, then of the parser cases. Each example's first line maps a Lean error to its case.
    items = ([(f"program {i}", lean_example(o)) for i, o in enumerate(outcomes)]
             + [(f"parse {i}", lean_parse_example(pc)) for i, pc in enumerate(parses)])
    files: list[Path] = []
    owners: list[dict[int, str]] = []
    for part, chunk in enumerate((items[0::2], items[1::2])):
        lines: dict[int, str] = {}
        text = HEADER
        lines[text.count("\n") + 1] = "canary"
        text += lean_example(outcomes[part], expected=outcomes[part].summary + " (canary)") + "\n"
        for who, example in chunk:
            lines[text.count("\n") + 1] = who
            text += example + "\n"
        lean_file = tmp_path / f"LlmbdaDiff{part}.lean"
        lean_file.write_text(text)
        files.append(lean_file)
        owners.append(lines)
    report = tmp_path / "diagnostics.json"
    # the two processes peak at 3.3 and 3.1 GB (measured), 7.7 GB with the scheduler's margin of a
    # fifth: a budget that admits both (pytest, the only other process then, holds about 0.5 GB)
    proc = subprocess.run(
        [sys.executable, "-m", "llmbda.lean", "run", *map(str, files), "--json-out", str(report),
         "--root", str(REPO), "--memory-mb", str(DIFF_MEMORY_MB)],
        capture_output=True, text=True, timeout=3600,
        env={**os.environ, "PYTHONPATH": str(REPO / "python")},
    )
    assert report.exists(), f"the Lean run did not happen:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}"
    results = json.loads(report.read_text())
    assert [r["file"] for r in results] == [str(f.resolve()) for f in files]

    def owner(lines: dict[int, str], starts: list[int], line: int) -> str:
        at = bisect.bisect_right(starts, line)
        return lines[starts[at - 1]] if at else "header"

    problems = []
    for part, (result, lines) in enumerate(zip(results, owners)):
        failed: dict[str, list[str]] = collections.defaultdict(list)
        starts = sorted(lines)
        for d in result["diagnostics"]:
            if d["severity"] == "error":
                failed[owner(lines, starts, d["line"])].append(d["message"])
        assert "canary" in failed, f"file {part}: the wrong canary example was accepted: the check is vacuous"
        assert result["returncode"] != 0  # only because of the canary
        del failed["canary"]
        for who, msgs in failed.items():
            kind, _, idx = who.partition(" ")
            if kind == "program":
                o = outcomes[int(idx)]
                problems.append(
                    f"--- {who}: the Lean peval disagrees with the core\n"
                    f"program: {o.case.src}\nreplies: {o.case.replies!r}\n"
                    f"fuel {o.case.fuel}, depth {o.case.depth}, pc {o.case.pc}\n"
                    f"core:    {o.summary}\nLean:    {msgs[0][:1500]}")
            elif kind == "parse":
                pc = parses[int(idx)]
                problems.append(f"--- {who}: the Lean parser disagrees\nsource: {pc.src!r}\n"
                                f"core: {pc.printed or pc.error}\nLean: {msgs[0][:1500]}")
            else:
                problems.append(f"--- {who}: {msgs[0][:1500]}")
    assert not problems, "\n".join(problems)
    print(f"{N_PROGRAMS} programs agree ({dict(kinds)}); {len(parses)} parser cases agree; "
          f"Lean {' + '.join(str(round(r['seconds'])) for r in results)} s")
