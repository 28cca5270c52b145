"""Benchmark: how soon Ctrl-C stops a run, for each kind of long operation.

Each case runs in a fresh interpreter: the program starts, a timer thread sends the process SIGINT
after `--after` seconds, and the child reports the time from the signal to the moment `llmbda.run`
raised KeyboardInterrupt (`time.perf_counter`). Best and worst of `--repeat` runs per case. The
promise (docs/RESOURCE_BOUNDS.md, section 4) is under 0.5 s on an idle machine.

    pip install . && python benchmarks/cancel.py
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import textwrap

DAG = "let rec f k = fun p -> if k == 0 then p else f (k - 1) (p, p) in "
LOOP = "let rec loop k = if k == 0 then 0 else ({op}; loop (k - 1)) in loop 1000000000"

CASES: dict[str, tuple[str, str]] = {
    # name: (program, what the oracle / tools do)
    "steps (exponential recursion)": ("let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 200", ""),
    "len of a 64 MiB string": ('let s = call "big" () in ' + LOOP.format(op="len s"), ""),
    "== of two 64 MiB strings": ('let s = call "big" () in let t = call "big" () in ' + LOOP.format(op="s == t"), ""),
    "++ of 64 MiB strings": ('let s = call "big" () in ' + LOOP.format(op="s ++ s"), ""),
    "send of a pair DAG (2^64 leaves)": (DAG + LOOP.format(op="fork (send (f 64 1))"), ""),
    "call with a pair DAG": (DAG + LOOP.format(op='call "id" (f 64 1)'), ""),
    "an oracle call in progress (30 s)": ("recv", "slow"),
    "a nested run (from a tool)": ('call "nest" ()', ""),
}

CHILD = """
import json, os, signal, sys, threading, time, llmbda as L
signal.signal(signal.SIGINT, signal.default_int_handler)
src, mode, after = {src!r}, {mode!r}, {after!r}
big = "x" * (64 << 20)
heavy = "let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 80"
tools = {{"big": lambda _: big, "id": lambda v: 0,
         "nest": lambda _: L.run(heavy, fuel=2**64 - 1).value}}
def oracle(conv):
    time.sleep(30)
    return "1"
sent = []
def fire():
    sent.append(time.perf_counter())
    os.kill(os.getpid(), signal.SIGINT)
threading.Timer(after, fire).start()
try:
    L.run(src, oracle, fuel=2**64 - 1, max_depth=2_000_000, tools=tools)
    print(json.dumps(None))
except KeyboardInterrupt:
    print(json.dumps(time.perf_counter() - sent[0]))
"""


def once(src: str, mode: str, after: float) -> float | None:
    code = textwrap.dedent(CHILD.format(src=src, mode=mode, after=after))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(out.stderr[-2000:])
    value = json.loads(out.stdout.strip().splitlines()[-1])
    return None if value is None else float(value)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--after", type=float, default=1.0, help="seconds before the SIGINT")
    args = ap.parse_args(argv)
    print("| long operation | latency, best (ms) | latency, worst (ms) |")
    print("|---|---|---|")
    worst_all = 0.0
    for name, (src, mode) in CASES.items():
        lat = [once(src, mode, args.after) for _ in range(args.repeat)]
        if any(x is None for x in lat):
            print(f"| {name} | finished before the signal | |")
            continue
        vals = [x for x in lat if x is not None]
        worst_all = max(worst_all, max(vals))
        print(f"| {name} | {min(vals) * 1e3:.1f} | {max(vals) * 1e3:.1f} |", flush=True)
    print(f"\nworst latency: {worst_all * 1e3:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
