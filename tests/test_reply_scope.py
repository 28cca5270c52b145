"""The prelude's library in scope of model replies, on the engine (Lean's compiled ``peval``) and on
the Python reference interpreter (benchmarks/pyinterp.py).

A reply read by ``recv`` or ``recv_safe`` is closed over ``replyScope`` (18 names: ``length``, ``map``,
…): a free occurrence of one of them becomes ``call "prelude.<name>" ()``; one bound in the reply
(``fun``, ``let``, ``let rec``, ``rec``) is left alone; any other name stays an unbound variable; a
reply read by ``recv_data`` is not closed. The runs give the ``prelude.<name>`` tools explicitly
(``prelude=False``: no host-side prelude).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

import pytest

import llmbda as L
from llmbda import prelude as host_prelude
from support.child import check_oracle

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))

import pyinterp as P  # noqa: E402

SCOPE = ("length", "nth", "append", "reverse", "map", "filter", "fold", "find", "any", "all",
         "get", "has", "set", "keys", "contains", "substring", "split", "join")


class Marker:
    """A ``prelude.<name>`` tool that answers ``"<name>"`` labelled {U} and records its arguments."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.args: list[L.Value] = []

    def __call__(self, v: L.Value) -> L.Labelled:
        self.args.append(v)
        return L.Labelled(f"<{self.name}>", L.U)


def markers(*names: str) -> dict[str, Marker]:
    return {f"prelude.{n}": Marker(n) for n in (names or SCOPE)}


def run_engine(src: str, replies: Sequence[str], tools: dict[str, Any], **kw: Any) -> L.Result:
    oracle = L.ScriptedOracle(list(replies), default="()", by_call_count=True)
    kw.setdefault("fuel", P.DEFAULT_FUEL)  # (pyinterp's default, which the outcomes are compared with)
    kw.setdefault("bounds", {name: L.LAB4.top for name in tools})  # (pyinterp's default: ⊤)
    return L.run(src, oracle, tools=tools, prelude=False, **kw)


def calls(tools: dict[str, Marker]) -> dict[str, int]:
    return {name: len(t.args) for name, t in tools.items() if t.args}


# --------------------------------------------------------------------------------------------------
# the scope


def test_the_scope_is_the_same_18_names_everywhere() -> None:
    assert len(SCOPE) == len(set(SCOPE)) == 18
    assert P.REPLY_SCOPE == SCOPE
    assert tuple(host_prelude.REPLY_SCOPE) == SCOPE
    lean = (REPO / "lean" / "Llmbda" / "Syntax" / "Parse.lean").read_text()
    m = re.search(r"def replyScope : List String :=\s*\[([^\]]*)\]", lean)
    assert m is not None
    assert tuple(re.findall(r'"([^"]*)"', m.group(1))) == SCOPE


@pytest.mark.parametrize("name", SCOPE)
def test_a_free_scope_name_becomes_a_call_of_its_prelude_tool(name: str) -> None:
    tools = markers()
    r = run_engine('send "q"; recv', [name], tools)
    assert str(r.value) == f'"<{name}>"' and r.label == L.U
    assert calls(tools) == {f"prelude.{name}": 1}
    (arg,) = tools[f"prelude.{name}"].args
    assert arg.kind == "unit" and arg.raw is None and arg.label == L.BOT  # the tool receives `()`
    # the conversation keeps the raw reply
    assert [(m.role, m.content) for m in r.session] == [("user", "q"), ("assistant", name)]


def test_a_free_name_inside_a_function_is_called_when_the_function_runs() -> None:
    tools = markers("map")
    r = run_engine("recv", ["fun z -> if z then map else 0"], tools)
    assert str(r.value) == 'fun z -> if z then call "prelude.map" () else 0'
    assert calls(tools) == {}
    r = run_engine("recv true", ["fun z -> if z then map else 0"], tools)
    assert str(r.value) == '"<map>"'
    assert calls(tools) == {"prelude.map": 1}
    r = run_engine("recv false", ["fun z -> if z then map else 0"], tools)
    assert str(r.value) == "0" and calls(tools) == {"prelude.map": 1}


@pytest.mark.parametrize("reply, value", [
    ("(fun map -> map) 5", "5"),
    ("let map = 1 in map", "1"),
    ("let map x = x + 1 in map 2", "3"),
    ("let rec length x = if x <= 0 then 0 else 1 + length (x - 1) in length 3", "3"),
    ("(rec map x -> if x then map false else 7) true", "7"),  # `rec f x` binds f ...
    ("(rec f length -> length + 1) 4", "5"),  # ... and x
    ("let f = fun map -> map in f 2", "2"),
    ("fun keys -> keys", "fun keys -> keys"),
    ("fun x -> fun get -> get", "fun x -> fun get -> get"),
    ("(fun filter -> (fun z -> filter) 0) 8", "8"),
    ("let split = 1 in let split = 2 in split", "2"),
])
def test_a_bound_scope_name_is_not_replaced(reply: str, value: str) -> None:
    tools = markers()
    r = run_engine('send "q"; recv', [reply], tools)
    assert str(r.value) == value and calls(tools) == {}


@pytest.mark.parametrize("reply, called, value", [
    ("(fun map -> map) length", {"prelude.length": 1}, '"<length>"'),
    ("(fun x -> x) length", {"prelude.length": 1}, '"<length>"'),
    ("let map = 1 in (map, map)", {}, "(({} : 1), ({} : 1))"),
    ("(let map = 1 in map, map)", {"prelude.map": 1}, '(({} : 1), ({U} : "<map>"))'),
    ("(fun map -> map) 1; map", {"prelude.map": 1}, '"<map>"'),
    ("let rec length l = l in (length 3, nth)", {"prelude.nth": 1}, '(({} : 3), ({U} : "<nth>"))'),
    ("[fold, fold, {S} : find]", {"prelude.fold": 2, "prelude.find": 1},
     '[({U} : "<fold>"), ({U} : "<fold>"), ({U, S} : "<find>")]'),
    ("if has == has then any else all", {"prelude.has": 2, "prelude.any": 1}, '"<any>"'),
    ('call "prelude.map" 5', {"prelude.map": 1}, '"<map>"'),  # the tool itself, called by name
])
def test_free_and_bound_occurrences_in_one_reply(reply: str, called: dict[str, int], value: str) -> None:
    tools = markers()
    r = run_engine('send "q"; recv', [reply], tools)
    assert str(r.value) == value and calls(tools) == called


@pytest.mark.parametrize("reply, name", [
    ("double", "double"), ("double 1", "double"), ("Map", "Map"), ("maps", "maps"), ("len2", "len2"),
    ("lengths", "lengths"), ("fun map -> mapp", "mapp"),
])
def test_a_name_outside_the_scope_stays_unbound(reply: str, name: str) -> None:
    tools = {**markers(), "prelude.double": Marker("double"), "prelude.Map": Marker("Map")}
    with pytest.raises(L.UnboundVariable) as info:
        run_engine('send "q"; recv 1', [reply], tools)
    assert info.value.name == name
    assert calls(tools) == {}


def test_a_program_is_not_closed_only_replies() -> None:
    tools = markers("map")
    with pytest.raises(L.UnboundVariable) as info:
        run_engine("map", [], tools)
    assert info.value.name == "map" and calls(tools) == {}


def test_a_missing_prelude_tool_is_named_in_the_error() -> None:
    with pytest.raises(L.NoTool) as info:
        run_engine('send "q"; recv', ["reverse [1]"], {})
    assert info.value.name == "prelude.reverse" and info.value.calls == 1


def test_recv_data_replies_are_not_closed() -> None:
    tools = markers()
    for reply in ("map", "[1, length]", '{"a": keys}'):
        with pytest.raises(L.BadReply) as info:
            run_engine('fork (clear; send "d"; recv_data)', [reply], tools)
        pe = info.value.parse_error
        assert (pe.line, pe.col) == (1, 1) and pe.msg.startswith("expected a value"), pe
        assert info.value.reply == reply
    assert calls(tools) == {}
    r = run_engine('fork (clear; send "d"; recv_data)', ['[1, "map"]'], tools)
    assert str(r.value) == '[1, "map"]'


def test_recv_safe_closes_too() -> None:
    tools = markers()
    r = run_engine('send "q"; recv_safe', ["map"], tools)
    assert str(r.value) == '(({} : true), ({U} : "<map>"))' and calls(tools) == {"prelude.map": 1}
    assert tools["prelude.map"].args[0].kind == "unit"
    r = run_engine('send "q"; recv_safe', ["let rec length x = x in length 3"], tools)
    assert str(r.value) == "(({} : true), ({} : 3))" and calls(tools) == {"prelude.map": 1}
    with pytest.raises(L.UnboundVariable):
        run_engine('send "q"; recv_safe', ["double"], tools)
    # a reply that cannot be read is answered, never run: no tool is called
    for reply in ("map +", "endorse {} map"):
        r = run_engine('send "q"; recv_safe', [reply], tools)
        assert str(r.value).startswith('(({} : false), ({} : "line 1, column ')
        assert calls(tools) == {"prelude.map": 1}


def test_a_recv_in_a_reply_closes_its_own_reply() -> None:
    tools = markers()
    r = run_engine('@"go"', ["let map = 1 in (map, recv)", "map"], tools)
    assert str(r.value) == '(({} : 1), ({U} : "<map>"))' and calls(tools) == {"prelude.map": 1}


def test_deep_replies_are_closed_without_a_crash() -> None:
    """Replies as deep as the parser allows (and deeper, refused as before): the closing walks them
    without recursion. In a subprocess, so that a crash is a failed test."""
    code = textwrap.dedent("""
        import json, llmbda as L
        seen = []
        def tool(v):
            seen.append(v.kind)
            return L.Labelled("M", L.U)
        def out(reply):
            seen.clear()
            try:
                r = L.run('send "q"; recv', L.ScriptedOracle([reply]), tools={"prelude.map": tool},
                          prelude=False, max_depth=200_000, fuel=10_000_000)
                text = str(r.value)
                return ["ok", text[:40], len(seen), text[-80:]]
            except L.EvalError as e:
                return [e.kind, str(e)[:80], len(seen)]
        n = 19_990
        res = {
            "lets_free": out("let x = 1 in " * n + "map"),
            "lets_bound": out("let map = 1 in " * n + "map"),
            "funs": out("fun x -> " * n + "map"),
            "apps": out("map" + " 1" * n),
            "plus": out("1" + " + map" * n),
            "too_deep": out("(" * 10_000 + "map" + ")" * 10_000),
            # one unit of the parser's depth for 200,000 nested functions
            "many_params": out("fun " + " ".join(f"x{i}" for i in range(200_000)) + " -> (map, reverse)"),
            "many_params_bound": out("fun map " + " ".join(f"x{i}" for i in range(200_000)) + " -> map"),
        }
        print(json.dumps(res))
    """)
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                       env=dict(os.environ))
    check_oracle(p.stderr)
    assert p.returncode == 0, p.stderr[-3000:]
    res = json.loads(p.stdout.strip().splitlines()[-1])
    assert res["lets_free"] == ["ok", '"M"', 1, '"M"']
    assert res["lets_bound"] == ["ok", "1", 0, "1"]
    assert res["funs"][0] == "ok" and res["funs"][1].startswith("fun x -> fun x -> ") and res["funs"][2] == 0
    assert res["funs"][3].endswith('fun x -> call "prelude.map" ()')
    assert res["apps"][0] == "typeError" and res["apps"][2] == 1  # `"M" 1`
    assert res["plus"][0] == "typeError" and res["plus"][2] == 1  # `1 + "M"`
    assert res["too_deep"][0] == "badReply" and "too deeply nested" in res["too_deep"][1]
    assert res["too_deep"][2] == 0
    assert res["many_params"][0] == "ok" and res["many_params"][1].startswith("fun x0 -> fun x1 -> ")
    assert res["many_params"][2] == 0
    assert res["many_params"][3].endswith('-> (call "prelude.map" (), call "prelude.reverse" ())')
    assert res["many_params_bound"][0] == "ok" and res["many_params_bound"][2] == 0
    assert res["many_params_bound"][1].startswith("fun map -> fun x0 -> ")
    assert res["many_params_bound"][3].endswith("fun x199999 -> map")


# --------------------------------------------------------------------------------------------------
# pyinterp: the same closing, and the same outcomes as the engine


def test_pyinterp_closes_replies() -> None:
    unit = P.Const(P.CUnit())
    assert P.parse_reply(P.CODE, "map") == P.Call("prelude.map", unit)
    assert P.parse_reply(P.CODE, "fun map -> map") == P.Lam("map", P.Var("map"))
    assert P.parse_reply(P.CODE, "rec length x -> (x, nth)") == P.Fix(
        "length", "x", P.Pair(P.Var("x"), P.Call("prelude.nth", unit)))
    assert P.parse_reply(P.CODE, "double") == P.Var("double")
    assert P.parse_reply(P.SAFE, "keys") == P.Pair(P.Const(P.CBool(True)), P.Call("prelude.keys", unit))
    assert P.parse_reply(P.SAFE, "map +") == P.Pair(P.Const(P.CBool(False)), P.Const(P.CStr(
        "line 1, column 6: expected an expression but found end of input")))
    with pytest.raises(P.PyParseError):
        P.parse_reply(P.DATA, "map")
    assert P.parse_reply(P.DATA, '["map"]') == P.parse("[\"map\"]")


#: Small definitions the `prelude.<name>` tools answer with in the agreement test (the others answer
#: the string "<name>").
DEFS = {
    "length": "rec length l -> if l == [] then 0 else 1 + length (snd l)",
    "map": "fun f -> rec go l -> if l == [] then [] else (f (fst l), go (snd l))",
    "fold": "fun f -> rec go a -> fun l -> if l == [] then a else go (f a (fst l)) (snd l)",
}

REPLIES = (
    "map", "map (fun x -> x * 2) [1, 2, {S} : 3]", "length [1, 2, 3]", "fold (fun a -> fun x -> a + x) 0 [4, 5]",
    "(fun map -> map 1) (fun z -> z + 1)", "let map = 5 in map", "let map = {U} : 5 in (map, nth)",
    "let rec length x = if x <= 0 then 0 else 1 + length (x - 1) in length 3", "(fun x -> x) length",
    "fun z -> fold z", "rec join x -> if x then join else split", "let rec map f = f in (map, keys)",
    "fun get -> fun x -> (get x, set)", "double 1", "map 1 2", "[length, reverse]", "{\"k\": has}",
    "map (fun x -> length x) [[1], []]", "if contains then 1 else 2", "substring ++ \"!\"", "map +",
    "endorse {} length", "send append; recv", "(map (fun x -> x) [1], all)",
)


def engine_outcome(src: str, replies: Sequence[str]) -> str:
    fns = {n: L.run(d, prelude=False).value for n, d in DEFS.items()}

    def tool(name: str) -> Callable[[L.Value], Any]:
        return lambda _v: fns[name] if name in fns else L.Labelled(f"<{name}>", L.U)

    tools = {f"prelude.{n}": tool(n) for n in SCOPE}
    def convo(session: Sequence[L.Message]) -> str:
        return " / ".join(f"{m.role} {m.label}: {m.content}" for m in session)

    try:
        r = run_engine(src, replies, tools)
    except L.EvalError as e:
        return (f"error: {e.kind}: {getattr(e, 'name', '')} | calls {e.calls} | fuel {e.fuel_left} | "
                f"{convo(e.session)}")
    return f"{r.value} @ {r.label} | calls {r.calls} | fuel {r.fuel_left} | {convo(r.session)}"


def py_outcome(src: str, replies: Sequence[str]) -> str:
    fns = {n: P.run(d, lambda k, s: "()").value for n, d in DEFS.items()}

    def tools(name: str, _raw: P.Term) -> Optional[tuple[P.Term, int]]:
        if not name.startswith("prelude.") or name[len("prelude."):] not in SCOPE:
            return None
        n = name[len("prelude."):]
        f = fns.get(n)
        return (f, P.EMPTY) if f is not None else (P.Const(P.CStr(f"<{n}>")), P.U)

    rs = list(replies)
    r = P.run(src, lambda k, _s: rs[k] if k < len(rs) else "()", tools=tools)
    msgs = " / ".join(f"{role} {P.print_label(lab)}: {text}" for role, text, lab in r.session)
    if r.ok:
        assert r.label is not None
        return f"{r.value_text} @ {P.print_label(r.label)} | calls {r.calls} | fuel {r.fuel_left} | {msgs}"
    name = r.error_args[0] if r.error in ("unbound", "noTool") else ""
    return f"error: {r.error}: {name} | calls {r.calls} | fuel {r.fuel_left} | {msgs}"


@pytest.mark.parametrize("reply", REPLIES)
@pytest.mark.parametrize("src", ['send "q"; recv', 'send "q"; recv_safe', "(fork recv, recv_safe)"])
def test_the_engine_and_pyinterp_agree_on_replies_that_use_the_library(src: str, reply: str) -> None:
    replies = [reply, reply]
    assert engine_outcome(src, replies) == py_outcome(src, replies)


def test_the_agreement_test_sees_the_library() -> None:
    """The agreement above is not vacuous: the tools are reached and give working functions."""
    assert engine_outcome('send "q"; recv', ["map (fun x -> x * 2) [1, 2, {S} : 3]"]).startswith(
        "[2, 4, ({S} : 6)] @ {}")
    assert engine_outcome('send "q"; recv', ["length [1, 2, 3]"]).startswith("3 @ {}")
    assert engine_outcome('send "q"; recv', ["nth"]).startswith('"<nth>" @ {U}')
    assert py_outcome('send "q"; recv', ["fold (fun a -> fun x -> a + x) 0 [4, 5]"]).startswith("9 @ {}")


# --------------------------------------------------------------------------------------------------
# the reply-scope examples of lean/LlmbdaTest/Data.lean (at the time of writing: `lengthTool` gives
# the prelude's `length`), on both implementations

LENGTH_DEF = "rec length xs -> if xs == [] then 0 else 1 + length (snd xs)"

DATA_LEAN_SCOPE = [
    ('send "q"; recv', ["length [1, 2, 3]"], "3 @ {}"),
    ('send "q"; recv_safe', ["length []"], "(({} : true), ({} : 0)) @ {}"),
    ('send "q"; recv', ["(fun length -> length) 7"], "7 @ {}"),
    ('send "q"; recv', ["foo 1"], "error: unbound foo"),
    ('send "q"; recv', ["map 1"], "error: no tool prelude.map"),
    ('send "q"; recv_data', ["length"], 'error: bad reply "length" at 1:1: expected a value (a literal or a '
     "pair of values), not code: this reply is read as data"),
]


@pytest.mark.parametrize("src, replies, out", DATA_LEAN_SCOPE)
def test_the_lean_reply_scope_examples(src: str, replies: list[str], out: str) -> None:
    fn = L.run(LENGTH_DEF, prelude=False).value
    try:
        r = run_engine(src, replies, {"prelude.length": lambda _v: fn})
        got = f"{r.value} @ {r.label}"
    except L.UnboundVariable as e:
        got = f"error: unbound {e.name}"
    except L.NoTool as e:
        got = f"error: no tool {e.name}"
    except L.BadReply as e:
        pe = e.parse_error
        got = f'error: bad reply "{e.reply}" at {pe.line}:{pe.col}: {pe.msg}'
    assert got == out

    fn_py = P.run(LENGTH_DEF, lambda k, s: "()").value
    assert fn_py is not None
    rs = list(replies)
    res = P.run(src, lambda k, _s: rs[k] if k < len(rs) else "()",
                tools=lambda name, _raw: (fn_py, P.EMPTY) if name == "prelude.length" else None)
    if res.ok:
        assert res.label is not None
        py = f"{res.value_text} @ {P.print_label(res.label)}"
    elif res.error == "unbound":
        py = f"error: unbound {res.error_args[0]}"
    elif res.error == "noTool":
        py = f"error: no tool {res.error_args[0]}"
    else:
        assert res.error == "badReply"
        r0, pe = res.error_args
        py = f'error: bad reply "{r0}" at {pe.line}:{pe.col}: {pe.msg}'
    assert py == out
