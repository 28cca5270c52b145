"""Lean's own C for `peval` (lean/generated/LlmbdaExec.c) on the project's runtime (python/src/leanrt):
it compiles, links and runs, and agrees with the C++ core: on programs covering every rule and error
(python/src/leanrt/tests/smoke.c) and on 100,000 random programs of the differential generator, whole
outcomes compared (python/src/leanrt/tests/diffdrive.c; LLMBDA_COMPILED_DIFF_PROGRAMS sets the number).

Issue 19 in progress: the Python binding does not use the compiled `peval` yet; small C drivers run it."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

import llmbda
from llmbda.oracles import ScriptedOracle

REPO = Path(__file__).resolve().parent.parent
RT = REPO / "python" / "src" / "leanrt"
REPLY = "fun x -> x * 2"
PROGRAMS = [
    "1 + 2 * 3", 'let x = {U} : "a" in x ++ "b"', '(@"double") 21', "let rec f n = if n == 0 then 0 else n + f (n - 1) in f 100",
    "assert {} ({U} : 1)", '(1, ({S} : "two"))', "fst (1, 2) + snd (3, 4)", "endorse {} ({U, S} : 5)",
    "endorse {S} 5", 'if ({U} : true) then send "x" else ()', 'send "a"; recv_data', "9223372036854775807 + 1",
    "-9223372036854775807 - 1", "neg 5 / 2", "7 % -3", "len \"héllo\"", 'show 12 ++ show true', "zz",
    "1 2", 'call "nope" 1', "fork (send \"a\"; clear; 3)", "(5 ? {U}, ({U} : 5) ? {})",
    "let rec loop n = loop n in loop 0", "let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 30", '(fun x -> x) "ünïcödé ✓"', "{U, S} : (1, (2, 3))",
    'fork (clear; send ({U} : "doc"); recv)', "\"a\" == \"a\"", "(1 < 2, 2 <= 1)", "not true || false && true",
]


@pytest.fixture(scope="module")
def driver(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc is not None, "a C compiler is needed (gcc)"
    out = tmp_path_factory.mktemp("leanrt") / "smoke"
    subprocess.run([cc, "-O1", "-w", "-I", str(RT), str(RT / "tests" / "smoke.c"), str(RT / "runtime.c"),
                    str(REPO / "lean" / "generated" / "LlmbdaExec.c"), "-o", str(out), "-lpthread"], check=True)
    return out


def _core(src: str) -> str:
    try:
        r = llmbda.run(src, ScriptedOracle(lambda convo: REPLY), fuel=100_000, prelude=False)
    except llmbda.ParseError:
        return "error parse"
    except llmbda.EvalError as e:
        return f"error {e.kind}"
    return f"ok {r.value} @ {r.label}"


def test_compiled_peval_agrees_with_the_core(driver: Path) -> None:
    out = subprocess.run([str(driver), REPLY], input="\n".join(PROGRAMS) + "\n", capture_output=True, text=True,
                         timeout=300, check=True).stdout.splitlines()
    assert len(out) == len(PROGRAMS)
    mismatches = [(p, c, core) for p, c in zip(PROGRAMS, out) if c != (core := _core(p))]
    assert mismatches == []
    kinds = {line.split()[1] for line in out if line.startswith("error")}
    assert {"assertFailed", "illegalEndorse", "upgradeDenied", "unbound", "typeError", "overflow", "noTool",
            "outOfFuel", "depthExceeded"} <= kinds  # the errors are reached, not only values


def test_runtime_unit_tests(tmp_path: Path) -> None:
    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc is not None
    exe = tmp_path / "unit"
    subprocess.run([cc, "-O1", "-Wall", "-Werror", "-Wno-unused-function", "-I", str(RT), str(RT / "tests" / "unit.c"),
                    str(RT / "runtime.c"), "-o", str(exe)], check=True)
    assert subprocess.run([str(exe)], capture_output=True, text=True, timeout=120).stdout.strip() == "ok"


def _encode(cases: list) -> bytes:  # type: ignore[type-arg]
    parts = []
    for c in cases:
        b = c.src.encode()
        parts.append(f"{len(b)}\n".encode() + b + f"\n{len(c.replies)}\n".encode())
        for r in c.replies:
            rb = r.encode()
            parts.append(f"{len(rb)}\n".encode() + rb + b"\n")
        parts.append(f"{c.fuel} {c.depth} {llmbda.LAB4.label(c.pc).bits}\n".encode())
    return b"".join(parts)


def _decode(out: bytes) -> list[str]:
    res, i = [], 0
    while i < len(out):
        j = out.index(b"\n", i)
        n = int(out[i:j])
        res.append(out[j + 1:j + 1 + n].decode())
        i = j + 1 + n + 1
    return res


#: Random programs per run (issue 19: at least 100,000 through both engines).
N_DIFF = int(os.environ.get("LLMBDA_COMPILED_DIFF_PROGRAMS", "100000"))


def test_compiled_peval_agrees_with_the_core_on_random_programs(tmp_path: Path) -> None:
    """The generator of tests/test_differential.py (every rule and every error, scripted replies that
    are programs, fuel and depth limits, pcs): each program's whole outcome (`Test.fullSummary`: value
    or error, replies drawn, fuel left, the conversation with labels) from the compiled `peval`
    (python/src/leanrt/tests/diffdrive.c) equals the C++ core's."""
    from support.difftest import run_case
    from support.gen_programs import cases

    cc = shutil.which("cc") or shutil.which("gcc")
    assert cc is not None
    exe = tmp_path / "diffdrive"
    subprocess.run([cc, "-O2", "-w", "-I", str(RT), str(RT / "tests" / "diffdrive.c"), str(RT / "runtime.c"),
                    str(REPO / "lean" / "generated" / "LlmbdaExec.c"), "-o", str(exe), "-lpthread"], check=True)
    cs = cases(int(os.environ.get("LLMBDA_DIFF_SEED", "20261203")), N_DIFF)
    core = [run_case(c).summary for c in cs]
    p = subprocess.run([str(exe)], input=_encode(cs), capture_output=True, timeout=1800)
    assert p.returncode == 0, p.stderr.decode()[-2000:]
    compiled = _decode(p.stdout)
    assert len(compiled) == len(cs)
    bad = [(c.src, a, b) for c, a, b in zip(cs, core, compiled) if a != b]
    assert bad == [], f"{len(bad)} of {len(cs)} differ; first: {bad[0]}"
    kinds = {s.split(" | ")[0].split(":")[1].strip().split(" ")[0] for s in compiled if s.startswith("error:")}
    assert len(kinds) >= 8, kinds  # the errors are reached, not only values
