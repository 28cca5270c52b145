"""Benchmark: the cost of one message in a long conversation.

A `send`/`recv` loop that keeps its conversation runs for n = 10^3, 10^4 and 10^5 iterations, and the
script prints the CPU time per iteration (`time.process_time`, best of `--repeat` runs, garbage
collector off). The core's conversation is persistent and the oracle gets an O(1) view of it
(`llmbda.Conversation`), so the per-iteration cost must not grow with n: the last column is the cost at
the largest n divided by the cost at the smallest (≈ 1 is flat; it was 37x at 3·10^4 before).

The programs (each iteration appends two messages and calls the oracle once):

* `keep`: `send "ping"; recv` in a loop, the oracle replying `1` (it reads nothing);
* `last`: the same, the oracle reading `len(conversation)` and `conversation[-1]` (O(1) in the view);
* `fork-1k`: a 1 KB message sent to the kept conversation, then `fork (send m; recv)`: the fork
  shares the conversation instead of copying it.

An oracle that reads the whole conversation (a real model's request holds every message) costs O(n)
per call by itself; that is the oracle's work, not the core's, and is not measured here.

    pip install . && python benchmarks/conversation.py            # n up to 10^5
    python benchmarks/conversation.py --quick                     # n up to 10^4, one repeat
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from typing import Callable

PROGRAMS: dict[str, str] = {
    "keep": 'let rec loop n = if n == 0 then 0 else (send "ping"; let r = recv in loop (n - r)) in loop {n}',
    "last": 'let rec loop n = if n == 0 then 0 else (send "ping"; let r = recv in loop (n - r)) in loop {n}',
    "fork-1k": ('let m = "{m}" in let rec loop n = if n == 0 then 0 else '
                '(send m; let r = fork (send m; recv) in loop (n - r)) in loop {n}'),
}


def oracle_for(name: str) -> Callable[..., str]:
    if name == "last":
        def last(conv: object) -> str:
            assert len(conv) > 0 and conv[-1].role == "user"  # type: ignore[arg-type,index]
            return "1"
        return last
    return lambda conv: "1"


def measure(name: str, n: int, repeat: int) -> float:
    import llmbda

    src = PROGRAMS[name].format(n=n, m="x" * 1024)
    prog = llmbda.parse(src)
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        gc.disable()
        try:
            t0 = time.process_time()
            r = llmbda.run(prog, oracle_for(name), fuel=10**9, max_depth=min(2_000_000, 12 * n + 1000),
                           effects_limit=2 * n + 10)  # one prompt per iteration (the default allows 10,000)
            dt = time.process_time() - t0
        finally:
            gc.enable()
        assert r.value.raw == 0 and r.calls == n
        best = min(best, dt)
    return best / n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="n up to 10^4, one repeat")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    try:
        import llmbda
        llmbda.run("1")
    except Exception as exc:  # noqa: BLE001 - a missing core is a usage error here
        print(f"conversation.py: the llmbda core is not available ({exc}); pip install . first", file=sys.stderr)
        return 2
    sizes = [1_000, 10_000] if args.quick else [1_000, 10_000, 100_000]
    repeat = 1 if args.quick else args.repeat
    print("| program | " + " | ".join(f"µs/iteration at n={n:,}" for n in sizes) + " | largest/smallest |")
    print("|---|" + "---|" * len(sizes) + "---|")
    for name in PROGRAMS:
        costs = [measure(name, n, repeat) for n in sizes]
        cells = " | ".join(f"{c * 1e6:.1f}" for c in costs)
        print(f"| {name} | {cells} | {costs[-1] / costs[0]:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
