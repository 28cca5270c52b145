"""Values are the compiled chain's own objects: ``llmbda.Value`` holds a handle on a Lean value, which
outlives the run that made it, crosses into later runs as it is (functions included), is shared by
runs on several threads at once, and survives a run that referred to it and was stopped. The default
path runs nothing of the tests' oracle, the C++ core.

Each test that could crash or hang on a regression runs in a child process."""

from __future__ import annotations

import llmbda as L
from support.child import child


def test_the_default_path_never_loads_the_cpp_core() -> None:
    """Parsing, running (tools, a model, the prelude and its reply library, a user lattice, traces),
    building, reading and printing values: none of it imports the oracle's module."""
    out = child("""
        import sys
        import llmbda as L
        lat = L.Lattice.chains(integrity=["T", "Un"], confidentiality=["Pub", "Sec"])
        p = L.parse('let x = call "t" 1 in send x; (recv, length [1, 2])')
        r = L.run(p, L.ScriptedOracle(['map (fun y -> y + 1) [1, 2]']), tools={"t": lambda v: [v, {"k": "v"}]},
                  trace=True)
        u = L.run("{Un} : (1, fun x -> x)", lattice=lat)
        v = L.value({"a": [1, (True, L.S)]})
        texts = [str(p)[:20], str(r.value), str(u.value), str(v), v.render(), str(u.label)]
        print(json.dumps(["llmbda._cppcore" in sys.modules, texts, len(r.trace or []) > 0]))
    """)
    loaded, texts, traced = out
    assert loaded is False and traced
    assert texts[1:] == ["(({} : [2, 3]), ({} : 2))", "(({} : 1), ({} : (fun x -> x)))",
                         '{"a": [1, (({} : true), ({} : {S}))]}', '{"a": [1, (({} : true), ({} : {S}))]}', "{Un}"]


def test_a_function_value_crosses_into_a_later_run_as_it_is() -> None:
    """A function one run returned is a later run's tool result, with its captured labels: no text,
    so what it captured stays apart from its own label."""
    f = L.run("let secret = {S} : 40 in fun x -> x + secret").value
    assert f.kind == "fun" and str(f.label) == "{}" and str(f.deep_label) == "{S}"
    r = L.run('(call "f" ()) 2', tools={"f": lambda _v: f})
    assert r.value.raw == 42 and str(r.label) == "{S}"
    g = L.run('rec loop n -> if n == 0 then "done" else loop (n - 1)').value
    assert g.kind == "rec" and L.run('(call "g" ()) 3', tools={"g": lambda _v: g}).value.raw == "done"


def test_values_are_shared_by_runs_on_several_threads() -> None:
    """One value (a list of 2,000 pairs) handed to runs on four threads at once, 40 runs each, read by
    each run and returned: every result is the value, and no run leaves an object behind (the counts
    of a shared value are atomic; a non-atomic count would free it early or never)."""
    out = child("""
        import threading
        import llmbda as L
        from llmbda import _core
        shared = L.value([(i, str(i)) for i in range(2000)])
        before = _core.lean_leaked_objects()
        bad = []

        def worker() -> None:
            for _ in range(40):
                r = L.run('let xs = call "t" () in (fst (fst xs), xs)', tools={"t": lambda _v: shared})
                first, xs = r.value.raw
                if first.raw != 0 or len(xs.items()) != 2000:
                    bad.append(str(r.value)[:40])

        threads = [threading.Thread(target=worker) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        print(json.dumps([bad, _core.lean_leaked_objects() - before, str(shared.items()[1999])]))
    """, timeout=600.0)
    bad, leaked, last = out
    assert bad == [] and leaked == 0 and last == '(({} : 1999), ({} : "1999"))'


def test_a_value_outlives_a_stopped_run_that_held_it() -> None:
    """A run that took a value from a tool and was stopped by its memory bound frees what it made,
    gives the value's references back, and leaves the value whole; its memory goes back too."""
    out = child("""
        import llmbda as L
        doc = L.value(["x" * 1000] * 100)
        grow = 'let xs = call "t" () in let rec d k = fun s -> if k == 0 then s else d (k - 1) (s ++ s) in d 40 (fst xs)'
        sizes, kinds = [], []
        for _ in range(5):
            try:
                L.run(grow, tools={"t": lambda _v: doc}, fuel=2**62)  # (fuel for the host work: the memory bound stops it)
                kinds.append("finished")
            except L.ResourceLimit as e:
                kinds.append("memory bound" in str(e))
            sizes.append(rss())
        print(json.dumps([kinds, sizes, len(doc.items()), len(str(doc))]))
    """)
    kinds, sizes, items, length = out
    assert kinds == [True] * 5 and items == 100 and length == 100 * 1002 + 99 * 2 + 2
    assert sizes[-1] - sizes[0] < 128, sizes


def test_printing_is_the_compiled_print_and_is_linear() -> None:
    """``str(value)`` is Lean's ``print`` (its accumulating compiled form, proved equal to it): a
    100,000-element list prints, as the run's ``send`` prints it."""
    n = 100_000
    v = L.value(list(range(n)))
    r = L.run('let xs = call "t" () in send xs; 0', tools={"t": lambda _v: v}, prelude=False)
    text = str(v)
    assert text == "[" + ", ".join(map(str, range(n))) + "]" and r.session[0].content == text
