"""Benchmark: the C++ core (`llmbda.run`), Lean's own compiled `peval` and the pure-Python
interpreter `pyinterp.py`.

Runs the same programs under all three, side by side, and prints for each: the evaluation steps of
one run (the fuel it consumed, counted the same way by all, as in the Lean `peval`), seconds per run,
steps per second, and the ratios of the core's steps/s to the compiled `peval`'s and to pyinterp's.
The compiled `peval` is the C that Lean emits (lean/generated/LlmbdaExec.c) on the project's runtime
(python/src/leanrt), built here with the system C compiler (`cc -O2`) into a small driver
(benchmarks/leanrt/benchdrive.c) that parses and runs the program itself; it is skipped when no C
compiler is found. Then the fixed cost of one call of
`llmbda.run` (and of `pyinterp.run`) on the program `1`, of a run with one tool call, and the cost per
call of runs of 1,000 tool calls and of 1,000 model round trips (the way from evaluation to a Python
callback and back), on both engines.

Each measurement repeats the run enough times to last at least `--target` seconds (0.5 s by default)
and takes the best of 3 such measurements (`time.perf_counter`, garbage collector off while timing,
as `timeit` does). The two implementations must agree on the steps, the value and its label of every
program; a disagreement is reported and makes the exit status 1.

    pip install . && python benchmarks/bench.py            # full run
    python benchmarks/bench.py --quick                     # smoke run (small inputs, short timings)
    python benchmarks/bench.py --pyinterp-only             # without the core
    python benchmarks/bench.py --against HEAD              # the compiled peval: this tree vs a commit

`--against REV` compares the compiled `peval` of the working tree with that of a commit (its
generated C, runtime and driver, taken with `git archive`), alternating the two in each of 3 rounds
and keeping each one's best: a change's cost, measured side by side in one run.
"""

from __future__ import annotations

import argparse
import gc
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pyinterp  # noqa: E402


@dataclass
class Program:
    name: str
    what: str
    src: str  # with `{n}` for the size
    n: int
    levels: int  # depth levels per iteration: size n needs max_depth levels * n + 5

    def max_depth(self, n: int) -> int:
        return self.levels * n + 100


# The depth bound counts every nested evaluation, tail calls included (a recursive loop costs a few
# levels per iteration), so every program runs with a max_depth sized for its n (a little above the
# least that suffices), the same for both implementations.
PROGRAMS = [
    Program(
        "labels",
        "loop labelling, testing labels (?) and joining labels on every iteration",
        "let rec loop n = if n == 0 then 0 else "
        "let x = {{U}} : n in "
        "let l = if x ? {{}} then {{S}} else {{U}} in "
        "let y = (l : x) + ({{S}} : 1) in "
        "if y ? {{U, S}} then loop (n - 1) else 0 "
        "in loop {n}",
        5_000, 6),
    Program(
        "deep",
        "non-tail recursion: sum of 1..n, n near the depth bound (3 levels per call)",
        "let rec sum n = if n == 0 then 0 else n + sum (n - 1) in sum {n}",
        20_000, 3),
    Program(
        "send/recv",
        "loop of send, recv (the oracle replies 1, which is parsed and run) and clear",
        'let rec loop n = if n == 0 then 0 else send "ping"; let r = recv in clear; loop (n - r) in loop {n}',
        5_000, 5),
]

FUEL = 10**12

#: A loop of 1,000 tool calls, and one of 1,000 model round trips (`send`, `recv` of a reply `1`,
#: `clear`), for the cost of a call from evaluation to Python and back (`LOOP_DEPTH` suffices for both).
TOOL_LOOP = 'let rec loop n = if n == 0 then 0 else (call "t" n; loop (n - 1)) in loop 1000'
MODEL_LOOP = 'let rec loop n = if n == 0 then 0 else send "ping"; let r = recv in clear; loop (n - r) in loop 1000'
LOOP_DEPTH = 20_000


def need_core():
    """The core's `llmbda.run`, or exit with an explanation."""
    try:
        import llmbda
    except ImportError as e:
        sys.exit(f"bench.py: cannot import llmbda ({e}). Install the package first: pip install .\n"
                 "(or run with --pyinterp-only)")
    if not hasattr(llmbda, "run"):
        sys.exit(f"bench.py: the installed llmbda ({getattr(llmbda, '__file__', '?')}) has no `run`: the C++ "
                 "core is missing or too old. Rebuild it with: pip install .\n(or run with --pyinterp-only)")
    return llmbda


@dataclass
class Outcome:
    steps: int
    value: str
    label: str


def core_runner(llmbda, prog_src: str, max_depth: int) -> Callable[[], Outcome]:
    def oracle(session) -> str:
        return "1"

    def once() -> Outcome:
        res = llmbda.run(prog_src, oracle, pc="{}", fuel=FUEL, max_depth=max_depth, engine="core")
        return Outcome(res.steps, str(res.value), str(res.label))

    return once


REPO = Path(__file__).resolve().parent.parent


def build_compiled(root: Path = REPO) -> Optional[Path]:
    """The compiled-`peval` driver of the tree at `root`, built in a temporary directory (None
    without a C compiler)."""
    import shutil
    import subprocess
    import tempfile

    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        return None
    rt = root / "python" / "src" / "leanrt"
    out = Path(tempfile.mkdtemp(prefix="llmbda-bench-")) / "benchdrive"
    subprocess.run([cc, "-O2", "-w", "-I", str(rt), str(root / "benchmarks" / "leanrt" / "benchdrive.c"),
                    str(rt / "runtime.c"), str(root / "lean" / "generated" / "LlmbdaExec.c"), "-o", str(out),
                    "-lpthread"], check=True)
    return out


def against(rev: str, scale: float, target: float, rounds: int = 3) -> int:
    """The compiled `peval` of the working tree beside that of commit `rev`, program by program."""
    import subprocess
    import tempfile

    old_root = Path(tempfile.mkdtemp(prefix="llmbda-bench-rev-"))
    archive = subprocess.run(["git", "-C", str(REPO), "archive", rev, "python/src/leanrt", "benchmarks/leanrt",
                              "lean/generated"], capture_output=True, check=False)
    if archive.returncode != 0:
        print(f"bench: cannot take {rev!r} from git: {archive.stderr.decode().strip()}", file=sys.stderr)
        return 2
    subprocess.run(["tar", "-x", "-C", str(old_root)], input=archive.stdout, check=True)
    old, new = build_compiled(old_root), build_compiled()
    if old is None or new is None:
        print("bench: --against needs a C compiler (cc or gcc)", file=sys.stderr)
        return 2
    print(f"compiled peval, {rev} vs the working tree: steps/s, best of {rounds} alternating rounds, "
          f"each measurement >= {target} s, sizes x{scale:g}")
    status = 0
    for prog in PROGRAMS:
        n = max(1, int(prog.n * scale))
        src, depth = prog.src.format(n=n), prog.max_depth(n)
        best = {"old": 0.0, "new": 0.0}
        seen = set()
        for _ in range(rounds):
            for name, driver in (("old", old), ("new", new)):
                t = compiled_timing(driver, src, depth, target)
                seen.add(str(t.outcome))
                best[name] = max(best[name], t.steps_per_s)
        if len(seen) != 1:
            print(f"MISMATCH: {prog.name}: {sorted(seen)}", file=sys.stderr)
            status = 1
        print(f"{prog.name:<10} {rev}: {fmt_rate(best['old']):>14}  tree: {fmt_rate(best['new']):>14}  "
              f"tree/{rev}: {best['new'] / best['old']:.3f}")
    return status


def compiled_timing(driver: Path, prog_src: str, max_depth: int, target: float) -> "Timing":
    """Time the compiled `peval` (the driver calibrates and takes the best of 3 itself)."""
    import subprocess

    p = subprocess.run([str(driver), str(FUEL), str(max_depth), str(target)], input=prog_src.encode(),
                       capture_output=True, check=True)
    steps, seconds, rest = p.stdout.decode().strip().split(" ", 2)
    value, _, label = rest.rpartition(" @ ")
    return Timing(Outcome(int(steps), value, label), float(seconds), 0)


def py_runner(prog_src: str, max_depth: int) -> Callable[[], Outcome]:
    def oracle(calls: int, session) -> str:
        return "1"

    def once() -> Outcome:
        res = pyinterp.run(prog_src, oracle, fuel=FUEL, max_depth=max_depth)
        if not res.ok:
            raise RuntimeError(f"pyinterp: {res.error} {res.error_args}")
        return Outcome(res.steps, res.value_text, pyinterp.print_label(res.label))

    return once


@dataclass
class Timing:
    outcome: Outcome
    seconds: float  # per run, best of `repeat`
    reps: int

    @property
    def steps_per_s(self) -> float:
        return self.outcome.steps / self.seconds


def measure(once: Callable[[], Outcome], target: float, repeat: int) -> Timing:
    """Time `once`: calibrate the number of runs per measurement to last `target` seconds, then take
    the best of `repeat` measurements."""
    t0 = time.perf_counter()
    outcome = once()
    first = time.perf_counter() - t0
    reps = max(1, math.ceil(target / max(first, 1e-9)))
    best = math.inf
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        try:
            t0 = time.perf_counter()
            for _ in range(reps):
                once()
            best = min(best, (time.perf_counter() - t0) / reps)
        finally:
            gc.enable()
    return Timing(outcome, best, reps)


def per_call_us(call: Callable[[], object], calls: int, repeat: int) -> float:
    best = math.inf
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        try:
            t0 = time.perf_counter()
            for _ in range(calls):
                call()
            best = min(best, (time.perf_counter() - t0) / calls)
        finally:
            gc.enable()
    return best * 1e6


def fmt_rate(x: Optional[float]) -> str:
    return "-" if x is None else f"{x:,.0f}"


def fmt_s(x: Optional[float]) -> str:
    return "-" if x is None else f"{x:.4f}"


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="smoke run: 1/20 of the sizes, short timings")
    ap.add_argument("--pyinterp-only", action="store_true", help="do not run the C++ core")
    ap.add_argument("--scale", type=float, default=None, help="multiply every program size by this")
    ap.add_argument("--target", type=float, default=None, help="seconds per measurement (default 0.5)")
    ap.add_argument("--against", metavar="REV", default=None,
                    help="compare the compiled peval of the working tree with that of a git commit")
    args = ap.parse_args(argv)

    scale = args.scale if args.scale is not None else (0.05 if args.quick else 1.0)
    target = args.target if args.target is not None else (0.02 if args.quick else 0.5)
    if args.against is not None:
        return against(args.against, scale, target)
    repeat = 3
    overhead_calls = 1_000 if args.quick else 10_000

    llmbda = None if args.pyinterp_only else need_core()
    driver = None if args.pyinterp_only else build_compiled()

    print(f"Python {sys.version.split()[0]}; best of {repeat}; each measurement >= {target} s; "
          f"sizes x{scale:g}")
    print()
    header = (f"{'program':<10} {'n':>7} {'steps/run':>11} | {'core s/run':>10} {'core steps/s':>14} | "
              f"{'lean s/run':>10} {'lean steps/s':>14} | {'py s/run':>9} {'py steps/s':>11} | "
              f"{'core/lean':>9} {'core/py':>8}")
    print(header)
    print("-" * len(header))
    mismatches = []
    for prog in PROGRAMS:
        n = max(1, int(prog.n * scale))
        depth = prog.max_depth(n)
        src = prog.src.format(n=n)
        py = measure(py_runner(src, depth), target, repeat)
        core = None
        if llmbda is not None:
            try:
                core = measure(core_runner(llmbda, src, depth), target, repeat)
            except llmbda.LlmbdaError as e:
                mismatches.append(f"{prog.name}: the core raised {type(e).__name__}: {e}")
            if core is not None and core.outcome != py.outcome:
                mismatches.append(f"{prog.name}: core {core.outcome} != pyinterp {py.outcome}")
        lean = compiled_timing(driver, src, depth, target) if driver is not None else None
        if lean is not None and lean.outcome != py.outcome:
            mismatches.append(f"{prog.name}: compiled peval {lean.outcome} != pyinterp {py.outcome}")
        ratio = core.steps_per_s / py.steps_per_s if core else None
        lratio = core.steps_per_s / lean.steps_per_s if core and lean else None
        print(f"{prog.name:<10} {n:>7} {py.outcome.steps:>11,} | {fmt_s(core and core.seconds):>10} "
              f"{fmt_rate(core and core.steps_per_s):>14} | {fmt_s(lean and lean.seconds):>10} "
              f"{fmt_rate(lean and lean.steps_per_s):>14} | {py.seconds:>9.4f} {py.steps_per_s:>11,.0f} | "
              f"{'-' if lratio is None else f'{lratio:.1f}x':>9} {'-' if ratio is None else f'{ratio:.1f}x':>8}")
    print()
    for prog in PROGRAMS:
        n = max(1, int(prog.n * scale))
        print(f"  {prog.name}: {prog.what}; max_depth {prog.max_depth(n):,}")
    print()

    if llmbda is not None:
        for engine in ("core", "lean"):
            us = per_call_us(lambda: llmbda.run("1", lambda session: "1", engine=engine), overhead_calls, repeat)
            print(f"llmbda.run(\"1\", oracle, engine={engine!r}): {us:8.2f} us per call "
                  f"(best of {repeat} x {overhead_calls:,} calls)")
        tools = {"t": lambda v: v}
        for engine in ("core", "lean"):
            us = per_call_us(lambda: llmbda.run('call "t" ("iban", 100)', tools=tools, engine=engine),
                             overhead_calls // 10, repeat)
            print(f"llmbda.run(one tool call, engine={engine!r}): {us:8.2f} us per call "
                  f"(best of {repeat} x {overhead_calls // 10:,} calls)")
        # the hand-off between evaluation and the Python callbacks, per callback
        runs = 3 if args.quick else 10
        for what, src, oracle in (("1,000 tool calls", TOOL_LOOP, None),
                                  ("1,000 model round trips", MODEL_LOOP, lambda session: "1")):
            for engine in ("core", "lean"):
                us = per_call_us(lambda: llmbda.run(src, oracle, tools=tools, max_depth=LOOP_DEPTH, engine=engine),
                                 runs, repeat)
                print(f"llmbda.run({what}, engine={engine!r}): {us / 1000:8.2f} ms per run, "
                      f"{us / 1000:.2f} us per call (best of {repeat} x {runs} runs)")
    py_calls = max(100, overhead_calls // 10)
    us = per_call_us(lambda: pyinterp.run("1", lambda c, s: "1"), py_calls, repeat)
    print(f"pyinterp.run(\"1\", oracle): {us:8.2f} us per call (best of {repeat} x {py_calls:,} calls; "
          "includes starting its big-stack thread)")

    for m in mismatches:
        print("MISMATCH:", m, file=sys.stderr)
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
