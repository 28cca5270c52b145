"""Benchmark: what the edge cases of a run cost, and what a run leaves behind, on one engine.

Each row runs in a fresh child process (killed after ``--timeout`` seconds) and reports how it ended,
its wall time and the child's peak resident memory (``VmHWM``), or the resident memory after the
runs where the row is about memory left behind:

* ``resource-limit``: six runs whose model reply doubles a string 40 times (each ends in a
  ``ResourceLimit``); memory before and after;
* ``ctrl-c``: 200 runs stopped by Ctrl-C 20 ms in; memory before and after;
* ``dag-return``, ``dag-tool``: a pair DAG of depth 21 (2^21 paths, 21 nodes) returned by a run, or
  passed to a tool;
* ``dag-no-tool``: a pair DAG of depth 40 passed to a tool that does not exist;
* ``dag-sent``: a pair DAG of depth 64 sent to the model, at the default fuel (out of fuel: its text
  has 2^64 leaves);
* ``lexer``: a model reply of 40,000 string literals, at fuel 10 (refused: nested too deeply);
* ``records``: a tool result of 5,000 transaction records, counted by the program (``max_depth``
  100,000);
* ``list-100k``: a tool result of 100,000 items, returned by the run;
* ``deep-pair``: a 200,000-deep pair built by the program, then returned, or passed to a tool;
* ``deep-pair-sent``: the same pair sent to the model;
* ``closures``: a 20,000-deep tower of closures, returned, passed to a tool, sent;
* ``nested``: a tool that starts a nested run of 200,000 steps, 400 times, under outer fuel 20,000;
* ``nested-oracle``: the model starts a nested run of 9,000 steps before each of 400 replies, under
  outer fuel 20,000.

    pip install . && python benchmarks/engine_costs.py [--engine lean|core] [--only ROW]...
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import textwrap
import time

PRELUDE = """
import json, os, signal, sys, threading, time
signal.signal(signal.SIGINT, signal.default_int_handler)
import llmbda as L

def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") >> 20

def outcome(fn):
    try:
        fn()
        return "ok"
    except L.LlmbdaError as e:
        return type(e).__name__
    except KeyboardInterrupt:
        return "KeyboardInterrupt"

DAG = "let rec f k = fun p -> if k == 0 then p else f (k - 1) (p, p) in "
"""

ROWS: dict[str, str] = {
    "resource-limit": """
        reply = 'let rec d k = fun s -> if k == 0 then s else d (k - 1) (s ++ s) in d 40 "xy"'
        before = rss()
        kinds = [outcome(lambda: L.run("recv", lambda c: reply, fuel=1_000_000)) for _ in range(6)]
        out = {"outcome": ",".join(sorted(set(kinds))), "memory": f"{before} -> {rss()} MiB"}
    """,
    "ctrl-c": """
        grow = "let rec g k = fun acc -> if k == 0 then acc else g (k - 1) ((k, acc)) in g 100000000 0"
        before = rss()
        kinds = []
        for _ in range(200):
            threading.Timer(0.02, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
            kinds.append(outcome(lambda: L.run(grow, fuel=2**63, max_depth=2_000_000)))
            time.sleep(0.03)
        out = {"outcome": ",".join(sorted(set(kinds))), "memory": f"{before} -> {rss()} MiB"}
    """,
    "dag-return": """
        out = {"outcome": outcome(lambda: L.run(DAG + "f 21 ({S} : 1)").value.deep_label)}
    """,
    "dag-tool": """
        got = []
        out = {"outcome": outcome(lambda: L.run(DAG + 'call "t" (f 21 1)', tools={"t": lambda v: got.append(v) or 0}))}
    """,
    "dag-no-tool": """
        out = {"outcome": outcome(lambda: L.run(DAG + 'call "nope" (f 40 1)', tools={"t": lambda v: 0}))}
    """,
    "dag-sent": """
        out = {"outcome": outcome(lambda: L.run(DAG + 'send (f 64 1); 0'))}
    """,
    "lexer": """
        reply = " ".join(['"a"'] * 40_000)  # 40,000 string literals (applied to each other)
        out = {"outcome": outcome(lambda: L.run("recv", lambda c: reply, fuel=10))}
    """,
    "records": """
        recs = [{"id": i, "sender": "me", "recipient": "GB29NWBK60161331926819", "amount": 100 + i,
                 "subject": f"payment {i}", "date": "2022-03-01", "recurring": i % 7 == 0}
                for i in range(5_000)]
        r = []
        out = {"outcome": outcome(lambda: r.append(L.run('length (call "t" ())', tools={"t": lambda _: recs},
                                                          max_depth=100_000)))}
        if r: assert r[0].value.raw == 5_000
    """,
    "list-100k": """
        r = []
        out = {"outcome": outcome(lambda: r.append(L.run('call "t" ()', tools={"t": lambda _: list(range(100_000))})))}
        if r: assert len(r[0].value.items()) == 100_000
    """,
    "deep-pair": """
        deep = "let rec g k = fun acc -> if k == 0 then acc else g (k - 1) ((k, acc)) in let v = g 200000 0 in "
        got = []
        kinds = [outcome(lambda: L.run(deep + "v", fuel=10**7, max_depth=2_000_000)),
                 outcome(lambda: L.run(deep + 'call "t" v', fuel=10**7, max_depth=2_000_000,
                                       tools={"t": lambda v: got.append(v) or 0}))]
        out = {"outcome": "returned " + kinds[0] + ", passed " + kinds[1]}
    """,
    "deep-pair-sent": """
        deep = "let rec g k = fun acc -> if k == 0 then acc else g (k - 1) ((k, acc)) in let v = g 200000 0 in "
        out = {"outcome": outcome(lambda: L.run(deep + "send v; 0", fuel=10**7, max_depth=2_000_000))}
    """,
    "closures": """
        tower = "let rec g k = fun acc -> if k == 0 then acc else g (k - 1) (fun x -> acc x) in let v = g 20000 (fun x -> x) in "
        kinds = [outcome(lambda: L.run(tower + "v", fuel=10**7, max_depth=2_000_000)),
                 outcome(lambda: L.run(tower + 'call "t" v', fuel=10**7, max_depth=2_000_000,
                                       tools={"t": lambda v: 0})),
                 outcome(lambda: L.run(tower + "send v; 0", fuel=10**7, max_depth=2_000_000))]
        out = {"outcome": "returned " + kinds[0] + ", passed " + kinds[1] + ", sent " + kinds[2]}
    """,
    "nested": """
        inner = "let rec loop n = if n == 0 then 0 else loop (n - 1) in loop 20000"
        calls = []
        def t(v):
            calls.append(L.run(inner, fuel=200_000, max_depth=2_000_000).steps)
            return 0
        src = 'let rec k n = if n == 0 then 0 else (call "t" (); k (n - 1)) in k 400'
        o = outcome(lambda: L.run(src, fuel=20_000, tools={"t": t}))
        out = {"outcome": f"{o}: {len(calls)} nested runs, {sum(calls):,} nested steps"}
    """,
    "nested-oracle": """
        inner = "let rec loop n = if n == 0 then 0 else loop (n - 1) in loop 1000"
        calls = []
        def model(c):
            calls.append(L.run(inner, fuel=200_000, max_depth=2_000_000).steps)
            return "0"
        src = 'let rec k n = if n == 0 then 0 else (@"go"; k (n - 1)) in k 400'
        o = outcome(lambda: L.run(src, model, fuel=20_000))
        out = {"outcome": f"{o}: {len(calls)} nested runs, {sum(calls):,} nested steps"}
    """,
}


def run_row(name: str, engine: str, timeout: float) -> dict[str, str]:
    code = PRELUDE + textwrap.dedent(ROWS[name]) + textwrap.dedent("""
        with open("/proc/self/status") as f:
            peak = [ln.split()[1] for ln in f if ln.startswith("VmHWM")][0]
        out.setdefault("memory", f"peak {int(peak) >> 10} MiB")
        print(json.dumps(out))
    """)
    env = {**os.environ, "LLMBDA_ENGINE": engine}
    t0 = time.monotonic()
    try:
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"outcome": f"still running after {timeout:.0f} s (killed)", "memory": "", "seconds": f"> {timeout:.0f}"}
    secs = time.monotonic() - t0
    if p.returncode != 0:
        tail = (p.stderr.strip().splitlines() or ["?"])[-1]
        return {"outcome": f"crashed ({p.returncode}): {tail[:120]}", "memory": "", "seconds": f"{secs:.1f}"}
    out: dict[str, str] = json.loads(p.stdout.strip().splitlines()[-1])
    out["seconds"] = f"{secs:.2f}"
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", choices=["lean", "core"], default="lean")
    ap.add_argument("--only", action="append", choices=sorted(ROWS), help="run only this row (repeatable)")
    ap.add_argument("--timeout", type=float, default=120.0, help="seconds before a row's child is killed")
    args = ap.parse_args(argv)
    print(f"engine: {args.engine}\n")
    print("| row | outcome | seconds (child, with start-up) | memory |")
    print("|---|---|---|---|")
    for name in args.only or list(ROWS):
        r = run_row(name, args.engine, args.timeout)
        print(f"| {name} | {r['outcome']} | {r['seconds']} | {r.get('memory', '')} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
