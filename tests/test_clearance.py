"""Deep `assert` and tools' clearances (lean/Llmbda/Exec/Peval.lean: `assert`, `call`), on both engines.

* `assert ℓ e` checks the *deep* label of `e`'s value (its label joined with every label inside it,
  as `send` and `call` see it) and labels the result by that deep label (and `ℓ`'s own label).
* `call name e` with `run(..., bounds={name: ℓ})`: the tool runs only if `pc ⊔ deepLabel v` flows to
  `ℓ`; otherwise the run stops with `CallDenied` and the tool is never called. A tool given no
  bound takes any argument.
"""

from __future__ import annotations

from typing import Any

import pytest

import llmbda as L



class Counter:
    """A tool that counts its calls and returns `()`."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, v: L.Value) -> Any:
        self.calls += 1
        return ()


# -- deep assert ------------------------------------------------------------------------------------


@pytest.mark.parametrize("src, actual", [
    ("assert {} (1, {S} : 2)", "{S}"),                         # a secret inside a public pair
    ("assert {} [1, {U} : 2]", "{U}"),                         # an untrusted element of a list
    ('assert {} {"k": ({U, S} : 3)}', "{U, S}"),               # a record's field
    ("let y = {S} : 1 in assert {} (fun x -> x + y)", "{S}"),  # a value a function captured
    ("assert {U} ((1, {S} : 2), {U} : 3)", "{U, S}"),
])
def test_deep_assert_refuses_a_label_inside_the_value(engine: str, src: str, actual: str) -> None:
    with pytest.raises(L.LabelViolation) as info:
        L.run(src, engine=engine, prelude=False)  # type: ignore[arg-type]
    e = info.value
    assert type(e) is L.LabelViolation and e.kind == "assertFailed"
    assert str(e.actual) == actual and e.required in (L.BOT, L.U)


@pytest.mark.parametrize("src, text, label", [
    ("assert {S} (1, {S} : 2)", "(({} : 1), ({S} : 2))", "{S}"),             # labelled by the deep label
    ("assert ({U} : {U, S}) (1, {S} : 2)", "(({} : 1), ({S} : 2))", "{U, S}"),  # and ℓ's own label
    ("assert {U, S} [1, {U} : 2]", "[1, 2]", "{U}"),  # an element labelled below the value prints bare
    ("assert {} (1, 2)", "(({} : 1), ({} : 2))", "{}"),
    ("assert {S} ({S} : 5)", "5", "{S}"),
])
def test_a_passing_assert_labels_the_result_by_the_deep_label(engine: str, src: str, text: str,
                                                               label: str) -> None:
    r = L.run(src, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert (str(r.value), str(r.label)) == (text, label)


def test_what_a_passing_assert_returns_keeps_its_inner_labels(engine: str) -> None:
    r = L.run("snd (assert {S} (1, {S} : 2))", engine=engine, prelude=False)  # type: ignore[arg-type]
    assert r.value.raw == 2 and r.label == L.S


# -- tools' clearances ------------------------------------------------------------------------------


@pytest.mark.parametrize("src, pc, actual", [
    ('call "post" ({U} : 1)', "{}", "{U}"),                                  # the argument's label
    ('call "post" (1, {S} : 2)', "{}", "{S}"),                               # a label inside it
    ('call "post" [1, ({U} : 2)]', "{}", "{U}"),
    ('let k = {S} : 1 in call "post" (fun x -> x + k)', "{}", "{S}"),       # captured by a function
    ('if ({U} : true) then call "post" 1 else ()', "{}", "{U}"),             # the pc of a branch
    ('call "post" 1', "{S}", "{S}"),                                         # the run's pc
    ('let d = call "read_file" () in call "post" (fork (clear; send d; recv_data))', "{}", "{U}"),
])
def test_a_call_above_the_tools_bound_is_denied_and_the_tool_never_runs(
        engine: str, src: str, pc: str, actual: str) -> None:
    post = Counter()
    tools = {"post": post, "read_file": lambda v: L.Labelled("pay Eve", L.U)}
    with pytest.raises(L.CallDenied) as info:
        L.run(src, L.ScriptedOracle(["1"]), pc=pc, tools=tools, bounds={"post": "{}"},  # type: ignore[arg-type]
              engine=engine, prelude=False)  # type: ignore[arg-type]
    e = info.value
    assert post.calls == 0
    assert isinstance(e, L.LabelViolation) and e.kind == "callDenied"
    assert (e.tool, str(e.actual), e.required) == ("post", actual, L.BOT)
    assert str(e.label) == actual  # shown at `pc ⊔ deepLabel(argument)`
    if e.public:
        assert "'post'" in str(e) and actual in str(e)
    else:  # a secret argument: the message names the kind only
        assert str(e) == f"call denied (details withheld: labelled {actual}; see .label and the attributes)"
    assert e.steps > 0


def test_a_call_within_the_bound_runs_the_tool(engine: str) -> None:
    post = Counter()
    bounds = {"post": L.S}
    r = L.run('call "post" (1, {S} : 2)', tools={"post": post}, bounds=bounds, engine=engine,  # type: ignore[arg-type]
              prelude=False)
    assert post.calls == 1 and r.label == L.S  # the result carries the argument's deep label
    r = L.run('call "post" 1', tools={"post": post}, bounds={"post": "{}"}, engine=engine,  # type: ignore[arg-type]
              prelude=False)
    assert post.calls == 2 and r.label == L.BOT


def test_a_models_code_is_held_to_the_bound_too(engine: str) -> None:
    """A reply run by `recv` runs under `pc ⊔` the conversation's label: after untrusted text was
    sent, the model's `call "post" 1` is denied."""
    post = Counter()
    reply = L.ScriptedOracle(['call "post" 1'])
    with pytest.raises(L.CallDenied) as info:
        L.run('send ({U} : "doc"); recv', reply, tools={"post": post}, bounds={"post": "{}"},  # type: ignore[arg-type]
              engine=engine, prelude=False)  # type: ignore[arg-type]
    assert post.calls == 0 and info.value.actual == L.U
    L.run('send "trusted"; recv', L.ScriptedOracle(['call "post" 1']), tools={"post": post},  # type: ignore[arg-type]
          bounds={"post": "{}"}, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert post.calls == 1


def test_a_tool_without_a_bound_takes_only_trusted_public_arguments(engine: str) -> None:
    """Safe by default: a tool given no clearance gets the lattice's bottom, so untrusted or secret
    data, or an untrusted ``pc``, reaching it is ``CallDenied`` and the tool is not called; a
    declared clearance loosens it."""
    other = Counter()
    for src, pc in (('call "other" ({U} : 1)', "{}"), ('call "other" ({S} : 1)', "{}"),
                    ('call "other" (1, {S} : 2)', "{}"), ('call "other" 1', "{U}"),
                    ('let x = {U} : "pay" in if x == "pay" then call "other" 1 else 0', "{}")):
        with pytest.raises(L.CallDenied) as info:
            L.run(src, pc=pc, tools={"other": other}, bounds={"post": "{}"}, engine=engine,  # type: ignore[arg-type]
                  prelude=False)
        assert str(info.value.required) == "{}" and other.calls == 0, src
    L.run('call "other" 1', tools={"other": other}, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert other.calls == 1
    r = L.run('call "other" ({U, S} : (1, {S} : 2))', pc="{U}", tools={"other": other},  # type: ignore[arg-type]
              bounds={"other": L.LAB4.top}, engine=engine, prelude=False)
    assert other.calls == 2 and r.label == L.US


def test_the_bound_is_checked_before_the_tool_is_looked_up(engine: str) -> None:
    """E-Call: the clearance check comes first, so a bounded name with no tool is `CallDenied` for a
    high argument and `NoTool` for one within the bound."""
    with pytest.raises(L.CallDenied):
        L.run('call "post" ({U} : 1)', bounds={"post": "{}"}, engine=engine, prelude=False)  # type: ignore[arg-type]
    with pytest.raises(L.NoTool):
        L.run('call "post" 1', bounds={"post": "{}"}, engine=engine, prelude=False)  # type: ignore[arg-type]


def test_bounds_on_a_lattice_of_its_own() -> None:
    """On another lattice (the core), a tool with no bound takes the lattice's bottom, and its top
    when declared."""
    lat = L.Lattice.powerset(integrity=["U"], confidentiality=["S", "T"])
    post = Counter()
    tools = {"post": post, "other": post}
    with pytest.raises(L.CallDenied) as info:
        L.run('call "post" ({T} : 1)', tools=tools, bounds={"post": "{S}"}, lattice=lat)  # type: ignore[arg-type]
    assert str(info.value.actual) == "{T}" and str(info.value.required) == "{S}" and post.calls == 0
    L.run('call "post" ({S} : 1)', tools=tools, bounds={"post": lat.label("{S}")}, lattice=lat)  # type: ignore[arg-type]
    with pytest.raises(L.CallDenied) as info:
        L.run('call "other" ({T} : 1)', tools=tools, bounds={"post": ["S"]}, lattice=lat)  # type: ignore[arg-type]
    assert str(info.value.required) == "{}"
    L.run('call "other" ({U, S, T} : 1)', tools=tools, bounds={"other": lat.top}, lattice=lat)  # type: ignore[arg-type]
    assert post.calls == 2


@pytest.mark.parametrize("bounds, error, match", [
    ({"post": "{X}"}, ValueError, r"bounds\['post'\]: unknown label atom 'X'"),
    ({"post": "U"}, ValueError, r"bounds\['post'\]: a label literal looks like"),
    ({"post": 3}, TypeError, r"bounds\['post'\]: a label is"),
    ({"post": L.Lattice.chains(["a", "b"]).top}, ValueError, r"bounds\['post'\]: .*another lattice"),
    ({1: "{}"}, TypeError, "a tool name is a str"),
    (["post"], TypeError, "bounds must be a mapping"),
])
def test_bad_bounds_are_typed_errors(engine: str, bounds: Any, error: type, match: str) -> None:
    with pytest.raises(error, match=match):
        L.run('call "post" 1', tools={"post": Counter()}, bounds=bounds, engine=engine)  # type: ignore[arg-type]
