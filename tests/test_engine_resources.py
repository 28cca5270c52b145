"""What a run of the default engine (Lean's compiled ``peval``) costs and leaves behind, whatever way it
ends: every run's objects are freed on every exit, a value, an error, a resource limit or Ctrl-C
(the runtime's region for the run, python/src/leanrt/runtime.c).

Each test runs in a child process (a regression could hold gigabytes or hang), measures the child's
resident memory, and asserts outcomes and memory, never time."""

from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

import llmbda as L
from support.child import child

#: A program whose string doubles 40 times: a run stopped by its memory bound (1 GiB), holding about
#: 256 MiB when it stops.
DOUBLE = 'let rec d k = fun s -> if k == 0 then s else d (k - 1) (s ++ s) in d 40 "xy"'


def test_runs_stopped_by_a_resource_limit_leave_no_memory_behind() -> None:
    """Before: each such run kept what it held, about +256 MiB a run (10 -> 1,585 MiB after six). (With
    fuel for the doubling's host work, the memory bound, not the fuel, stops it.)"""
    out = child(f"""
        import llmbda as L
        kinds, sizes = [], []
        for _ in range(6):
            try:
                L.run("recv", lambda c: {DOUBLE!r}, fuel=2**62)
                kinds.append("finished")
            except L.ResourceLimit as e:
                kinds.append("memory bound" in str(e))
            sizes.append(rss())
        print(json.dumps([kinds, sizes, L.run("1 + 1").value.raw]))
    """)
    kinds, sizes, two = out
    assert kinds == [True] * 6 and two == 2
    # five more runs, each of which held ~256 MiB; the evaluation stack's pages, touched by the
    # deep recursion, stay resident once (up to ~64 MiB over the first runs), not once per run
    assert sizes[-1] - sizes[0] < 128, sizes


def test_runs_stopped_by_ctrl_c_leave_no_memory_behind() -> None:
    """Before: 200 interrupted runs took the process from 10 to 893 MiB."""
    out = child("""
        import os, threading, time
        import llmbda as L
        grow = "let rec g k = fun acc -> if k == 0 then acc else g (k - 1) ((k, acc)) in g 100000000 0"
        stopped, sizes = 0, []
        for _ in range(20):
            threading.Timer(0.2, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
            try:
                L.run(grow, fuel=2**63, max_depth=2_000_000)
            except KeyboardInterrupt:
                stopped += 1
            time.sleep(0.05)  # (a late signal lands here, not in the next run's set-up)
            sizes.append(rss())
        print(json.dumps([stopped, sizes, L.run("1 + 1").value.raw]))
    """)
    stopped, sizes, two = out
    assert stopped == 20 and two == 2
    assert sizes[-1] - sizes[0] < 64, sizes


def test_runs_that_end_leave_no_lean_object_behind() -> None:
    """Every object a run made is freed when it ends, whatever way (`_core.lean_leaked_objects` counts
    what is still referenced after a run that ended normally). Before, the binding's readers of a tool's
    argument kept a reference too many (a join point of the generated code): ~0.5 MiB a call with 200
    records; and each `recv` left its reply behind (the runtime's `lean_string_data`, which the
    compiled `parse` gives its own reference, did not consume it)."""
    from llmbda import _core

    recs = [{"id": i, "name": "x" * 20, "amount": i} for i in range(200)]
    tools = {"t": lambda _: recs, "sink": lambda v: 0, "raise": lambda v: 1 / 0}
    programs = ['let xs = call "t" () in (call "sink" xs, xs)', "let y = {S} : 2 in fun x -> x + y", "zz",
                "1 + true", "assert {} ({S} : 1)", 'call "nope" [1, 2]', 'call "raise" (1, 2)',
                'fold (fun a -> fun r -> a + get r "amount") 0 (call "t" ())', 'fork (send "a"; 0)',
                'send "q"; let f = recv in (f 1, recv_data)', "recv", 'fork (send "a"; recv)']
    replies = ["fun x -> x + 1", "(1, [2])", "1 +"]
    before = _core.lean_leaked_objects()
    for src in programs:
        try:
            L.run(src, lambda c: replies[len(c) % 3], tools=tools, max_depth=100_000)
        except L.EvalError:
            pass
    try:
        L.run('call "sink" ({S} : 1)', tools=tools, bounds={"sink": "{}"})
    except L.CallDenied:
        pass
    assert _core.lean_leaked_objects() == before


#: A pair DAG: `f n p` is a pair of depth n whose two components are the same value (n nodes, 2^n
#: paths), built in ~14 n steps.
DAG = "let rec f k = fun p -> if k == 0 then p else f (k - 1) (p, p) in "


def test_a_dag_of_pairs_crosses_the_binding_by_its_nodes() -> None:
    """Data crosses as values read and built through the compiled chain's exported functions, each
    shared node once. Before, it crossed as text: returning a DAG of depth 21, or passing it to a tool,
    held 4.4 GiB."""
    out = child("""
        import llmbda as L
        got = []
        r = L.run(DAG + "f 64 ({S} : 1)")
        v = r.value
        depth = 0
        while v.kind == "pair":
            a, b = v.raw
            assert a.label == b.label
            v, depth = a, depth + 1
        t = L.run(DAG + 'call "t" (f 64 ({U} : 2))', tools={"t": lambda a: got.append(a) or 7}, bounds={"t": "{U}"})
        print(json.dumps([depth, v.raw, str(r.value.deep_label), r.engine, t.value.raw, str(t.label),
                          str(got[0].deep_label), rss()]))
    """.replace("DAG", repr(DAG)))
    depth, leaf, deep, engine, answer, label, arg_deep, memory = out
    assert (depth, leaf, deep, engine) == (64, 1, "{S}", "lean")
    assert (answer, label, arg_deep) == (7, "{U}", "{U}")
    assert memory < 512  # before: 4.4 GiB at depth 21


def test_a_long_reply_is_charged_before_it_is_parsed() -> None:
    """A reply of 40,000 literals at fuel 10 (before: 16-34 s in a quadratic lexer, not charged): its
    160 KB are charged to the fuel (624 units) before it is parsed, so the run ends with `OutOfFuel`
    having parsed nothing, as on the oracle."""
    reply = " ".join(['"x"'] * 40_000)
    with pytest.raises(L.OutOfFuel) as info:
        L.run("recv", lambda convo: reply, fuel=10)
    e = info.value
    assert e.steps == 1 and e.steps + e.work == 10 and e.fuel_left == 0 and e.calls == 1
    assert [m.role for m in e.session] == ["assistant"] and len(e.session[0].content) == len(reply)


def test_a_deep_label_over_a_dag_costs_its_nodes() -> None:
    """A call, an `assert` and a `send` take their value's deep label. The compiled walk keeps a table
    of the objects it has seen (`Llmbda.Compiled.innerLabelMemo`, proved equal to the Lean definition),
    so a DAG of depth 64 (2^64 paths) costs its 64 nodes: before, a DAG of depth 40 passed to a tool
    that does not exist ran until the work bound (`ResourceLimit` after 2.9 s)."""
    out = child("""
        import llmbda as L
        got = []
        def outcome(prog, **kw):
            try:
                r = L.run(DAG + prog, **kw)
                return ["ok", str(r.label)]
            except L.LlmbdaError as e:
                return [type(e).__name__, str(e.label)]
        print(json.dumps([
            outcome('call "nope" (f 64 ({U} : 2))', tools={"t": lambda a: 0}),
            outcome('assert {U} (f 64 ({U} : 2))'),
            outcome('assert {U} (let d = f 64 2 in (d, ({S} : d)))'),
            outcome('call "t" (f 64 ({S} : 2))', tools={"t": lambda a: got.append(a) or 0}, bounds={"t": "{S}"}),
            str(got[0].deep_label) if got else None,
        ]))
    """.replace("DAG", repr(DAG)), timeout=240)
    assert out == [["NoTool", "{U}"], ["ok", "{U}"], ["LabelViolation", "{S}"], ["ok", "{S}"], "{S}"]


def test_long_and_deep_data_crosses_the_binding() -> None:
    """A tool result of 5,000 records (before: 379 s), or of 100,000 items (before: a ToolError), and a
    200,000-deep pair returned, passed to a tool or sent (before: a ResourceLimit, or still running at
    60 s; sent, a ResourceLimit after 12 s: printing checked at each level whether the rest is a list)."""
    out = child("""
        import llmbda as L
        recs = [{"id": i, "recipient": "GB29NWBK60161331926819", "amount": 100 + i, "recurring": i % 7 == 0}
                for i in range(5_000)]
        n = L.run('length (call "t" ())', tools={"t": lambda _: L.Labelled(recs, "{U}")}, max_depth=100_000)
        total = L.run('fold (fun a -> fun r -> a + get r "amount") 0 (call "t" ())', tools={"t": lambda _: recs},
                      max_depth=100_000)
        items = L.run('call "t" ()', tools={"t": lambda _: list(range(100_000))}).value.items()
        deep = "let rec g k = fun acc -> if k == 0 then acc else g (k - 1) ((k, acc)) in let v = g 200000 0 in "
        def depth(v):
            k = 0
            while v.kind == "pair":
                v, k = v.raw[1], k + 1
            return k
        back = L.run(deep + "v", fuel=10**7, max_depth=2_000_000).value
        got = []
        L.run(deep + 'call "t" v', fuel=10**7, max_depth=2_000_000, tools={"t": lambda v: got.append(v) or 0})
        sent = L.run(deep + "send v; 0", fuel=10**8, max_depth=2_000_000).session[0].content
        print(json.dumps([n.value.raw, str(n.label), total.value.raw, len(items), items[-1].raw, depth(back),
                          depth(got[0]), sent.count("("), sent[:26],
                          sent.endswith("({} : 0)" + ")" * (2 * 200_000 - 1))]))
    """, timeout=300)
    assert out == [5_000, "{U}", sum(100 + i for i in range(5_000)), 100_000, 99_999, 200_000, 200_000,
                   600_000, "(({} : 1), ({} : (({} : 2)", True]


def test_a_deep_tower_of_closures_is_returned_passed_and_sent() -> None:
    """A 20,000-deep tower of closures returned by a run, passed to a tool and sent to the model, on
    the default engine (before: a ResourceLimit when returned, a ToolError when passed: the function
    was read back by a run of the core). A function stays its printed text and deep label."""
    out = child("""
        import llmbda as L
        tower = ("let rec g k = fun acc -> if k == 0 then acc else g (k - 1) (fun x -> acc x) in "
                 "let v = g 20000 (fun x -> ({S} : x)) in ")
        back = L.run(tower + "v", fuel=10**7, max_depth=2_000_000)
        got = []
        passed = L.run(tower + 'call "t" v', fuel=10**7, max_depth=2_000_000,
                       tools={"t": lambda v: got.append(v) or 0})
        sent = L.run(tower + "send v; 0", L.ScriptedOracle([]), fuel=10**7, max_depth=2_000_000)
        print(json.dumps([back.engine, back.value.kind, str(back.value.deep_label), got[0].kind,
                          str(got[0].deep_label), passed.value.raw, sent.value.raw, len(sent.session),
                          sent.session[0].content.count("fun x ->")]))
    """, timeout=300)
    assert out == ["lean", "fun", "{}", "fun", "{}", 0, 0, 1, 20_001]


# --------------------------------------------------------------------------------------------------
# data crosses both ways as it is, on both engines

_labels = st.sampled_from(["{}", "{U}", "{S}", "{U, S}"])
_leaves = st.one_of(
    st.none().map(lambda _: ()), st.booleans(), st.integers(-(1 << 63), (1 << 63) - 1),
    st.text(max_size=8), _labels.map(L.LAB4.label),
)
_data = st.recursive(
    st.one_of(_leaves, st.tuples(_leaves, _labels).map(lambda p: L.Labelled(p[0], p[1]))),
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner),
                            st.dictionaries(st.text(max_size=3), inner, max_size=3)),
    max_leaves=12)


def _seen(v: L.Value) -> tuple[str, str, str]:
    return str(v), str(v.label), str(v.deep_label)


@settings(max_examples=150, deadline=None)
@given(_data, _labels)
def test_data_crosses_the_binding_as_it_is(data: object, outer: str) -> None:
    """A tool's result, the tool's argument made from it, and the run's value read back, on the lean
    engine (values built and read through Lean's exports) and on the core: the same text, label and
    deep label. (`Labelled` inside a result gives the component its label.)"""
    got: dict[str, list[L.Value]] = {"core": [], "lean": []}
    outs = []
    for engine in ("core", "lean"):
        tools = {"src": lambda _: L.Labelled(data, outer), "sink": lambda v, e=engine: got[e].append(v) or 0}
        r = L.run('let x = call "src" () in (call "sink" x; x)', tools=tools, bounds={"sink": L.LAB4.top},
                  engine=engine, prelude=False)
        outs.append((_seen(r.value), [_seen(v) for v in got[engine]]))
    assert outs[0] == outs[1]


def test_nested_runs_draw_on_the_calling_run(engine: str) -> None:
    """A run started by a tool (`llmbda.try`, say) is charged to the calling run. Before, on the lean
    engine, an outer run of fuel 20,000 bought 400 nested runs of 180,000 steps each (72 million
    steps). A nested run gets at most the caller's fuel (never what the caller has left, which
    would show the caller's branches to it) and `peval` charges what it used when the tool answers
    (`Tools.cost`), so the caller runs out of fuel paying; the tests' oracle, the core, the same."""
    inner = "let rec loop n = if n == 0 then 0 else loop (n - 1) in loop 300"
    steps: list[int] = []
    refused: list[str] = []

    def t(_v: L.Value) -> int:
        try:
            steps.append(L.run(inner, fuel=10_000, engine=engine).steps)  # type: ignore[arg-type]
        except L.OutOfFuel:
            refused.append("out of fuel")
            raise
        return 0

    src = 'let rec k n = if n == 0 then 0 else (call "t" (); k (n - 1)) in k 400'
    with pytest.raises(L.OutOfFuel) as info:
        L.run(src, fuel=20_000, tools={"t": t}, engine=engine)  # type: ignore[arg-type]
    e = info.value
    assert refused == [] and len(set(steps)) == 1 and len(steps) < 400
    assert e.steps + e.work == 20_000 and e.fuel_left == 0 and sum(steps[:-1]) <= e.work < sum(steps)
    r = L.run('call "t" (); call "t" ()', fuel=20_000, tools={"t": t}, engine=engine)  # type: ignore[arg-type]
    assert r.work == 2 * steps[0] and r.steps + r.work + r.fuel_left == 20_000


def test_a_signal_handler_may_run_the_engine_while_a_run_is_stopped_for_it() -> None:
    """A run evaluates on the calling thread, on a stack of its own, and switches back to the thread's
    own stack every 50 ms to let Python's signal handlers run (python/src/jobs.cpp). A handler that
    starts runs there (with a tool, whose result is built while the first run waits) and then raises
    stops the first run with its exception; the runs it started answer, and nothing is left behind."""
    out = child("""
        import llmbda as L
        from llmbda import _core

        class Stop(Exception):
            pass

        seen = []

        def handler(signum, frame):
            r = L.run('let p = call "t" (1, "x") in (fst p + 1, snd p)', tools={"t": lambda v: v})
            seen.append([r.value.raw[0].raw, r.value.raw[1].raw, str(r.label)])
            if len(seen) == 3:
                raise Stop()

        signal.signal(signal.SIGALRM, handler)
        L.run  # imported before the timer starts: a handler run in the middle of the import would find it half made
        before = _core.lean_leaked_objects()
        signal.setitimer(signal.ITIMER_REAL, 0.1, 0.1)
        heavy = "let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 200"
        try:
            L.run(heavy, fuel=2**64 - 1, tools={"unused": lambda v: v})
            res = "finished"
        except Stop:
            res = "Stop"
        signal.setitimer(signal.ITIMER_REAL, 0)
        print(json.dumps([res, seen, L.run("1 + 1").value.raw, _core.lean_leaked_objects() - before]))
    """)
    assert out == ["Stop", [[2, "x", "{}"]] * 3, 2, 0]


def test_runs_on_several_threads_start_runs_from_their_tools() -> None:
    """Runs on several threads at once, each calling a tool that starts a run (on the same thread, on
    another stack) that calls a tool in turn: every answer right, nothing left behind."""
    from concurrent.futures import ThreadPoolExecutor

    from llmbda import _core

    def inner(v: L.Value) -> L.Value:
        n = v.raw
        return L.run(f'call "double" {n} + 1', tools={"double": lambda w: 2 * w.raw}).value

    def one(i: int) -> int:
        src = f'let rec k n = if n == 0 then 0 else call "inner" n + k (n - 1) in k {i % 7 + 3}'
        return L.run(src, tools={"inner": inner}).value.raw

    before = _core.lean_leaked_objects()
    with ThreadPoolExecutor(4) as pool:
        outs = list(pool.map(one, range(60)))
    assert outs == [sum(2 * n + 1 for n in range(1, i % 7 + 4)) for i in range(60)]
    assert _core.lean_leaked_objects() == before


def test_a_stack_the_address_space_cannot_hold_is_made_smaller() -> None:
    """The default stack (1.25 GiB of address space) does not fit under an RLIMIT_AS 512 MiB above
    what the process holds: runs take a smaller stack (halved until it fits: 320 MiB by default, 288
    MiB for a max_depth of 2,000,000), and a recursion deeper than it holds (660,000 iterations of a
    non-tail call, 1.98 million levels) ends in ResourceLimit, not a crash nor a failure to run."""
    out = child("""
        import resource
        import llmbda as L
        L.DEFAULT_MAX_DEPTH  # (loads the engine)
        held = int(next(l.split()[1] for l in open("/proc/self/status") if l.startswith("VmSize"))) * 1024
        resource.setrlimit(resource.RLIMIT_AS, (held + (512 << 20),) * 2)
        f = "let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f {}"
        res = [L.run(f.format(10000)).value.raw]
        try:
            L.run(f.format(660000), max_depth=2_000_000)
            res.append("finished")
        except L.ResourceLimit as e:
            res.append("native stack" in str(e))
        res.append(L.run("1 + 1").value.raw)
        print(json.dumps(res))
    """)
    assert out == [10000, True, 2]
