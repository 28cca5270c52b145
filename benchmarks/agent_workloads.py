"""Benchmark: the work an agent does, timed whole, on both engines side by side.

The workloads of the comparison with CaMeL's reference interpreter (see benchmarks/README.md): each
is one `llmbda.run` (or, for the last, 2,000 of them), best of `--repeat`, on the default engine and
on the tests' oracle, the C++ core (when built):

* `sum`: the sum of 1..20,000 in a tail loop;
* `labels`: 5,000 additions of a value labelled `{U}`;
* `search`: 100 searches (`str_find`) of a 1,000,000-character tool result;
* `tools`: 1,000 tool calls;
* `model`: 1,000 model round trips (`send`, `recv` of the reply `1`, `clear`);
* `records`: a plan: 200 transaction records from a tool, filtered, summed, the sum sent once;
* `plans`: a one-statement plan (`call "send_money" ("alice", 10)`) parsed and run 2,000 times.

    pip install . && python benchmarks/agent_workloads.py [--repeat 3]
"""

from __future__ import annotations

import argparse
import time
from typing import Any, Callable

import llmbda as L

RECORDS = [{"id": i, "amount": (i * 37) % 500, "recipient": f"acct-{i % 17}", "subject": f"payment {i}"}
           for i in range(200)]
DOC = "x" * 999_994 + "needle"


def workloads() -> dict[str, Callable[[str], Any]]:
    def sum_(engine: str) -> Any:
        return L.run("let rec f n = fun acc -> if n == 0 then acc else f (n - 1) (acc + n) in f 20000 0",
                     engine=engine, prelude=False).value.raw

    def labels(engine: str) -> Any:
        return L.run("let rec f n = fun acc -> if n == 0 then acc else f (n - 1) (acc + ({U} : 1)) in f 5000 0",
                     engine=engine, prelude=False).value.raw

    def search(engine: str) -> Any:
        src = ('let s = call "doc" () in let rec f n = fun acc -> if n == 0 then acc else '
               'f (n - 1) (acc + str_find s "needle") in f 100 0')
        return L.run(src, tools={"doc": lambda _: DOC}, engine=engine, prelude=False).value.raw

    def tools(engine: str) -> Any:
        src = 'let rec f n = if n == 0 then 0 else (call "t" n; f (n - 1)) in f 1000'
        return L.run(src, tools={"t": lambda v: v}, engine=engine, prelude=False).value.raw

    def model(engine: str) -> Any:
        src = 'let rec f n = if n == 0 then 0 else (send "q"; recv; clear; f (n - 1)) in f 1000'
        return L.run(src, lambda _c: "1", engine=engine, prelude=False).value.raw

    def records(engine: str) -> Any:
        src = ('let txs = call "get_transactions" () in '
               'let big = filter (fun t -> get t "amount" > 100) txs in '
               'send (show (fold (fun a -> fun t -> a + get t "amount") 0 big)); length big')
        return L.run(src, lambda _c: "1", tools={"get_transactions": lambda _: RECORDS},
                     engine=engine).value.raw

    def plans(engine: str) -> Any:
        sent: list[Any] = []
        for _ in range(2000):
            L.run('call "send_money" ("alice", 10)', tools={"send_money": lambda v: (sent.append(v), "ok")[1]},
                  engine=engine, prelude=False)
        return len(sent)

    return {"sum": sum_, "labels": labels, "search": search, "tools": tools, "model": model,
            "records": records, "plans": plans}


def best(fn: Callable[[str], Any], engine: str, repeat: int) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn(engine)
        times.append(time.perf_counter() - t0)
    return min(times), out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    engines = ["lean"]
    try:
        L.run("1", engine="core")
        engines.append("core")
    except Exception:  # noqa: BLE001 - the tests' oracle is not built
        pass
    print("| workload | " + " | ".join(f"{e} ms" for e in engines) + " | lean/core |")
    print("|---|" + "---|" * len(engines) + "---|")
    for name, fn in workloads().items():
        row = [best(fn, e, args.repeat) for e in engines]
        outs = {repr(o) for _, o in row}
        assert len(outs) == 1, f"{name}: the engines disagree: {outs}"
        ratio = f"{row[0][0] / row[1][0]:.2f}" if len(row) > 1 else "-"
        print(f"| {name} | " + " | ".join(f"{t * 1e3:.1f}" for t, _ in row) + f" | {ratio} |")


if __name__ == "__main__":
    main()
