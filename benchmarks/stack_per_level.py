"""Benchmark: the native stack one level of ``peval``'s depth bound takes, on one engine.

For each shape of recursion it finds the least ``max_depth`` a run needs (by bisection: the depth the
run reaches), then runs it once more with that bound and reads how much of the evaluation stack the
run has touched at its deepest point: there the program calls a tool, ``probe``, which reads the
resident size of the stack mapping from ``/proc/self/smaps`` while the run's stack is still in use
(after a run, a kept stack's pages below its top 8 MiB are given back, so reading it then shows at
most 8 MiB). The binding gives a run 256 MiB and ``kFramePerDepth`` (1 KiB) per
level (``python/src/lean_engine.cpp``); bytes per level well below that is the margin.

    pip install . && python benchmarks/stack_per_level.py [--engine lean|core] [--n 50000]

Each shape runs in a child process of its own (a fresh set of kept stacks).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import textwrap

# `P` is where the recursion is deepest: a call of the tool `probe`, which measures the stack there
SHAPES = {
    "tail": "let rec f n = if n == 0 then (P; 0) else f (n - 1) in f {n}",
    "prim2": "let rec f n = if n == 0 then (P; 0) else 1 + f (n - 1) in f {n}",
    "pair": "let rec f n = if n == 0 then (P; 0) else (n, f (n - 1)) in fst (f {n})",
    "label": "let rec f n = if n == 0 then (P; 0) else {{U}}:(f (n - 1)) in f {n}",
    "fork": "let rec f n = if n == 0 then (P; 0) else fork (f (n - 1)) in f {n}",
    "app": "let rec f n = if n == 0 then (P; fun x -> x) else (f (n - 1)) (fun x -> x) in f {n}",
    "map": ("let rec mk n = fun acc -> if n == 0 then acc else mk (n - 1) (n, acc) in "
            "length (map (fun x -> (if x == {n} then P else ()); x + 1) (mk {n} []))"),
}

CHILD = """
import json, sys, llmbda as L
src, prelude = sys.argv[1], sys.argv[2] == "1"
touched = [0]
def probe(_arg):
    size = 0
    for line in open("/proc/self/smaps"):
        parts = line.split()
        if "-" in parts[0] and len(parts) >= 5:
            a, b = (int(x, 16) for x in parts[0].split("-"))
            size = b - a
        elif parts[0] == "Rss:" and size >= 256 << 20:
            touched[0] = max(touched[0], int(parts[1]) * 1024)
    return 0
def needs(depth):
    try:
        L.run(src, max_depth=depth, fuel=10**9, prelude=prelude, tools={"probe": probe})
        return True
    except L.DepthExceeded:
        return False
lo, hi = 1, L.MAX_DEPTH_LIMIT
while lo < hi:
    mid = (lo + hi) // 2
    lo, hi = (lo, mid) if needs(mid) else (mid + 1, hi)
touched[0] = 0
assert needs(lo)
print(json.dumps({"depth": lo, "stack": touched[0]}))
"""


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", choices=["lean", "core"], default="lean")
    ap.add_argument("--n", type=int, default=50_000, help="iterations of each recursion")
    args = ap.parse_args()
    env = dict(os.environ, LLMBDA_ENGINE=args.engine)
    print(f"engine {args.engine}, {args.n:,} iterations")
    print(f"{'shape':8} {'depth':>9} {'levels/iter':>11} {'stack MiB':>9} {'bytes/level':>11}")
    for name, src in SHAPES.items():
        prog = src.format(n=args.n).replace("P", 'call "probe" 0')
        out = subprocess.run([sys.executable, "-c", textwrap.dedent(CHILD), prog,
                              "1" if name == "map" else "0"], env=env, capture_output=True, text=True,
                             timeout=600)
        if out.returncode != 0:
            print(f"{name:8} failed: {out.stderr.strip().splitlines()[-1:]}")
            continue
        r = json.loads(out.stdout)
        print(f"{name:8} {r['depth']:>9,} {r['depth'] / args.n:>11.2f} {r['stack'] / 2**20:>9.1f} "
              f"{r['stack'] / r['depth']:>11.0f}")


if __name__ == "__main__":
    main()
