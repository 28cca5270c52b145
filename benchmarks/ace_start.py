"""The cost of one ACE app call: starting a worker in the executor's isolation, running a trivial
app (``echo``) and collecting its answer, measured end to end by :func:`llmbda.ace.executor.run_app`.

    PYTHONPATH=python python3 benchmarks/ace_start.py [--n 100]

Prints the median and the 10th/90th percentiles over ``--n`` sequential calls (after one warm-up
call, which also probes the sandbox), and what bounds a call's memory (a memory cgroup per call, or
the seccomp fallback). Run it from two checkouts side by side to compare executors.
"""

from __future__ import annotations

import argparse
import statistics
import time

from llmbda.ace.executor import isolation_report, run_app
from llmbda.ace.registry import App

ECHO = App("echo", "echo", (("text", "str"),), (("text", "str"),), "llmbda.ace.demo_apps:echo")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", type=int, default=100, help="calls to time (default 100)")
    args = ap.parse_args()
    run_app(ECHO, {"text": "warm-up"})
    times = []
    for i in range(args.n):
        start = time.perf_counter()
        assert run_app(ECHO, {"text": str(i)}) == {"text": str(i)}
        times.append(time.perf_counter() - start)
    q = statistics.quantiles(times, n=10)
    report = isolation_report()
    how = report.get("how") or report.get("network", "")
    print(f"{args.n} calls of echo: median {statistics.median(times) * 1000:.1f} ms, "
          f"p10 {q[0] * 1000:.1f} ms, p90 {q[-1] * 1000:.1f} ms")
    print(f"isolation: {how[:160]}")
    # an executor from before memory cgroups has no such key (its memory bound was RLIMIT_AS alone)
    print(f"memory: {report.get('memory_mechanism', 'RLIMIT_AS only')}")


if __name__ == "__main__":
    main()
