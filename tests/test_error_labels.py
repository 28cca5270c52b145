"""The label of an error (lean/Llmbda/Exec/Peval.lean: `Result.err st l e`), on both engines.

A run that fails carries the label `l` at which the failure may be shown: the failure, its kind and
its payload, depends on nothing above `l`. Per error (the Lean rule at each site):

* depth exceeded, out of fuel, unbound variable, `clear` denied: the `pc`;
* a type error: the label of the value looked at (a primitive's: the label its result would have had,
  the operands' label); an overflow likewise;
* a failed `assert ℓ e`: `ℓ`'s own label joined with the deep label of `e`'s value;
* an illegal `endorse ℓ e`: `ℓ`'s own label;
* a denied `send`/`recv`: `pc ⊔ label C`;
* a refused reply: the label the reply got, `pc ⊔ label C` before it;
* a missing tool and a denied `call`: `pc ⊔` the argument's deep label.

`EvalError.label` reports it; `str(exc)` shows the payload only when the label is public (no
confidentiality), and otherwise names the kind and says the details are withheld, while the attributes
keep the payload for the host.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import pytest

import llmbda as L

SECRET = "s3cr3t-marker"
WITHHELD = "(details withheld: labelled {label}; see .label and the attributes)"


def fail(src: str, engine: str, *, oracle: Optional[Callable[[Any], str]] = None, pc: str = "{}",
         fuel: int = 100_000, max_depth: int = L.DEFAULT_MAX_DEPTH, tools: Optional[dict[str, Any]] = None,
         bounds: Optional[dict[str, str]] = None) -> L.EvalError:
    with pytest.raises(L.EvalError) as info:
        L.run(src, oracle, pc=pc, fuel=fuel, max_depth=max_depth, tools=tools, bounds=bounds,  # type: ignore[arg-type]
              prelude=False, engine=engine)  # type: ignore[arg-type]
    return info.value


def check(e: L.EvalError, cls: type, label: str, *, head: str, payload: str = "", details: bool = True) -> None:
    """`e` is a `cls` shown at `label`; its message starts with `head`, and shows `payload` exactly when
    the label is public (otherwise it is the withheld form; an error with no `details` has nothing to
    withhold)."""
    assert type(e) is cls, (type(e), str(e))
    assert str(e.label) == label
    assert e.label.lattice == L.LAB4
    public = L.LAB4.label(label).confidentiality == L.BOT
    assert e.public == public
    assert e.visible_to(label) and e.visible_to("{U, S}")
    assert e.visible_to("{}") == (label == "{}")
    assert e.visible_to("{U}") == public
    if public or not details:
        assert str(e).startswith(head) and payload in str(e) and "withheld" not in str(e)
    else:
        assert str(e) == f"{head} {WITHHELD.format(label=label)}"
        if payload:
            assert payload not in str(e) and payload not in repr(e)


# -- depth exceeded, out of fuel, unbound variable, clear denied: the pc ----------------------------


def test_out_of_fuel_is_shown_at_the_pc(engine: str) -> None:
    loop = "let rec loop n = loop n in loop 0"
    e = fail(f"if ({{S}} : true) then {loop} else 0", engine, fuel=1000)
    check(e, L.OutOfFuel, "{S}", head="out of fuel")
    e = fail(loop, engine, fuel=1000)
    check(e, L.OutOfFuel, "{}", head="out of fuel", payload="after 1000 steps")
    e = fail(loop, engine, fuel=1000, pc="{U}")  # integrity only: public
    check(e, L.OutOfFuel, "{U}", head="out of fuel", payload="after 1000 steps")


def test_depth_exceeded_is_shown_at_the_pc(engine: str) -> None:
    deep = "let rec f n = 1 + f n in f 0"
    e = fail(f"if ({{U, S}} : true) then {deep} else 0", engine, max_depth=200)
    # (no payload: the bound is the host's)
    check(e, L.DepthExceeded, "{U, S}", head="evaluation nested deeper than max_depth=200", details=False)
    check(fail(deep, engine, max_depth=200), L.DepthExceeded, "{}", head="evaluation nested deeper",
          details=False)


def test_an_unbound_variable_is_shown_at_the_pc(engine: str) -> None:
    e = fail(f"if ({{S}} : true) then {SECRET.replace('-', '_')} else 0", engine)
    check(e, L.UnboundVariable, "{S}", head="unbound variable", payload=SECRET.replace("-", "_"))
    assert isinstance(e, L.UnboundVariable) and e.name == SECRET.replace("-", "_")  # kept for the host
    check(fail("fork (zz)", engine), L.UnboundVariable, "{}", head="unbound variable", payload="'zz'")
    check(fail("zz", engine, pc="{S}"), L.UnboundVariable, "{S}", head="unbound variable", payload="zz")


def test_a_denied_clear_is_shown_at_the_pc(engine: str) -> None:
    e = fail("if ({S} : true) then clear else ()", engine)
    check(e, L.ClearDenied, "{S}", head="clear denied")
    e = fail("if ({U} : true) then clear else ()", engine)
    check(e, L.ClearDenied, "{U}", head="clear denied", payload="the pc is {U}")


# -- type errors and primitive errors: the label of the value looked at ------------------------------


@pytest.mark.parametrize("src, label, msg", [
    ("({S} : 1) 2", "{S}", "application of a value that is not a function"),  # v1.label
    ("(fun x -> x) ({S} : 1) 2", "{S}", "application of a value that is not a function"),
    ("if ({S} : 1) then 1 else 2", "{S}", "if: the condition is not a boolean"),  # the condition's
    ("fst ({U} : 1)", "{U}", "fst: not a pair"),
    ("snd ({U, S} : 1)", "{U, S}", "snd: not a pair"),
    ("({S} : 1) : 2", "{S}", "e1 : e2: e1 is not a label"),  # v1.label
    ("1 ? ({S} : 2)", "{S}", "e1 ? e2: e2 is not a label"),  # v2.label
    ("({S} : 1) ? 2", "{}", "e1 ? e2: e2 is not a label"),  # (not v1's)
    ("assert ({S} : 1) 2", "{S}", "assert: the first argument is not a label"),
    ("endorse ({S} : 1) 2", "{S}", "endorse: the first argument is not a label"),
    ("({S} : 1) + true", "{S}", "arithmetic: expected two integers"),  # v1.label ⊔ v2.label
    ("1 + ({U} : true)", "{U}", "arithmetic: expected two integers"),
    ("not ({S} : 1)", "{S}", "not: expected a boolean"),  # the operand's label
    ('if ({S} : true) then 1 ++ "a" else ""', "{S}", "++: expected two strings"),  # constants get the pc
    ('let f = {S} : (fun x -> x) in if true then f 1 2 else 0', "{S}",  # the result of a secret function
     "application of a value that is not a function"),
])
def test_a_type_error_is_shown_at_the_label_of_the_value_looked_at(engine: str, src: str, label: str,
                                                                    msg: str) -> None:
    e = fail(src, engine)
    check(e, L.EvalTypeError, label, head="type error", payload=msg)
    assert isinstance(e, L.EvalTypeError) and e.msg == msg


def test_an_overflow_is_shown_at_the_label_the_result_would_have_had(engine: str) -> None:
    # (no payload)
    check(fail("({S} : 9223372036854775807) + 1", engine), L.IntegerOverflow, "{S}", head="integer overflow",
          details=False)
    check(fail("neg ({U} : -9223372036854775807 - 1)", engine), L.IntegerOverflow, "{U}",
          head="integer overflow", details=False)
    check(fail("if ({S} : true) then 9223372036854775807 * 2 else 0", engine), L.IntegerOverflow, "{S}",
          head="integer overflow", details=False)


# -- assert, endorse --------------------------------------------------------------------------------


def test_a_failed_assert_is_shown_at_the_labels_label_joined_with_the_values_deep_label(engine: str) -> None:
    e = fail("assert {U} (1, {S} : 2)", engine)  # l1 = {}, deep label {S}
    check(e, L.LabelViolation, "{S}", head="label violation")
    assert isinstance(e, L.LabelViolation) and (str(e.actual), str(e.required)) == ("{S}", "{U}")
    e = fail("assert ({S} : {}) ({U} : 1)", engine)  # l1 = {S}
    check(e, L.LabelViolation, "{U, S}", head="label violation")
    e = fail("assert {} ({U} : 1)", engine)
    check(e, L.LabelViolation, "{U}", head="label violation", payload="{U} does not flow to {}")


def test_an_illegal_endorse_is_shown_at_the_labels_own_label(engine: str) -> None:
    e = fail("endorse {S} 5", engine)  # l1 = pc = {}: the target may be shown
    check(e, L.IllegalEndorse, "{}", head="illegal endorse", payload="target {S}")
    e = fail("if ({S} : true) then endorse {S} 5 else 0", engine)  # l1 = pc = {S}
    check(e, L.IllegalEndorse, "{S}", head="illegal endorse")
    e = fail("endorse ({S} : {U, S}) ({U} : 5)", engine)
    check(e, L.IllegalEndorse, "{S}", head="illegal endorse")
    assert isinstance(e, L.IllegalEndorse) and str(e.target) == "{U, S}"


# -- send, recv: the conversation's label ------------------------------------------------------------


def test_a_denied_upgrade_is_shown_at_the_pc_joined_with_the_conversations_label(engine: str) -> None:
    e = fail('if ({S} : true) then send "x" else ()', engine)
    check(e, L.UpgradeDenied, "{S}", head="send/recv denied")
    e = fail("if ({S} : true) then recv else 0", engine, oracle=lambda c: "1")
    check(e, L.UpgradeDenied, "{S}", head="send/recv denied")
    e = fail('send ({U} : "a"); if ({S} : true) then send "x" else ()', engine)  # pc {S}, conversation {U}
    check(e, L.UpgradeDenied, "{U, S}", head="send/recv denied")
    e = fail('if ({U} : true) then send "x" else ()', engine)
    check(e, L.UpgradeDenied, "{U}", head="send/recv denied", payload="pc {U} does not flow")


def _echo(prefix: str) -> Callable[[Any], str]:
    """A model that repeats the last message (a secret, if the conversation holds one) after `prefix`."""
    return lambda convo: prefix + convo[-1].content


def test_a_refused_reply_is_shown_at_the_label_the_reply_got(engine: str) -> None:
    # the reply repeats a secret: it is labelled {S} in the conversation, and so is its refusal
    src = f'send ({{S}} : "the code is {SECRET}"); recv'
    e = fail(src, engine, oracle=_echo("(("))
    check(e, L.BadReply, "{S}", head="the model's reply was refused", payload=SECRET)
    assert isinstance(e, L.BadReply) and SECRET in e.reply  # the host still has it
    assert e.session[-1].role == "assistant" and str(e.session[-1].label) == "{S}"
    e = fail(f'send ({{S}} : "{SECRET}"); recv_data', engine, oracle=_echo("1 + "))  # not a value
    check(e, L.BadReply, "{S}", head="the model's reply was refused", payload=SECRET)
    # under pc {U} in a public conversation: the reply is labelled {U}, public
    e = fail('send ({U} : "x"); if ({U} : true) then recv else 0', engine, oracle=_echo("(("))
    check(e, L.BadReply, "{U}", head="the model's reply was refused", payload="((x")
    e = fail('send "hi"; recv', engine, oracle=_echo("(("))
    check(e, L.BadReply, "{}", head="the model's reply was refused", payload="((hi")


def test_a_replys_own_failure_is_shown_at_the_replys_label(engine: str) -> None:
    """A reply runs at `pc ⊔ label C`: its errors are shown there."""
    e = fail(f'send ({{S}} : "x"); recv', engine, oracle=lambda c: SECRET.replace("-", "_"))
    check(e, L.UnboundVariable, "{S}", head="unbound variable", payload=SECRET.replace("-", "_"))


# -- call: the argument's deep label -----------------------------------------------------------------


def test_a_missing_tool_is_shown_at_the_pc_joined_with_the_arguments_deep_label(engine: str) -> None:
    tool = SECRET.replace("-", "_")
    e = fail(f'call "{tool}" (1, {{S}} : 2)', engine, tools={})
    check(e, L.NoTool, "{S}", head="no tool", payload=tool)
    assert isinstance(e, L.NoTool) and e.name == tool
    e = fail(f'if ({{S}} : true) then call "{tool}" 1 else ()', engine)
    check(e, L.NoTool, "{S}", head="no tool", payload=tool)
    e = fail('call "nope" ({U} : 1)', engine, tools={"other": lambda v: 1})
    check(e, L.NoTool, "{U}", head="no tool", payload="'nope'")


def test_a_denied_call_is_shown_at_the_pc_joined_with_the_arguments_deep_label(engine: str) -> None:
    tool = SECRET.replace("-", "_")
    tools = {tool: lambda v: ()}
    e = fail(f'call "{tool}" [1, {{S}} : 2]', engine, tools=tools, bounds={tool: "{U}"})
    check(e, L.CallDenied, "{S}", head="call denied", payload=tool)
    assert isinstance(e, L.CallDenied) and e.tool == tool and str(e.actual) == "{S}"
    e = fail(f'call "{tool}" 1', engine, tools=tools, bounds={tool: "{}"}, pc="{U, S}")
    check(e, L.CallDenied, "{U, S}", head="call denied", payload=tool)
    e = fail(f'call "{tool}" ({{U}} : 1)', engine, tools=tools, bounds={tool: "{}"})
    check(e, L.CallDenied, "{U}", head="call denied", payload=tool)


# -- fork passes an error on; failures that are not errors of the calculus ---------------------------


def test_fork_passes_the_error_and_its_label_on(engine: str) -> None:
    e = fail('fork (send "a"; if ({S} : true) then zz else 0)', engine)
    check(e, L.UnboundVariable, "{S}", head="unbound variable", payload="zz")
    assert [m.content for m in e.session] == ["a"]  # the state reached inside the fork


def test_a_failing_oracle_is_shown_where_a_refused_reply_would_be(engine: str) -> None:
    def down(convo: Any) -> str:
        raise RuntimeError("model down while reading " + convo[-1].content)

    e = fail(f'send ({{S}} : "{SECRET}"); recv', engine, oracle=down)
    check(e, L.OracleError, "{S}", head="the oracle failed", payload=SECRET)
    assert isinstance(e.__cause__, RuntimeError) and SECRET in str(e.__cause__)  # the host's own exception
    e = fail('send "hi"; recv_safe', engine, oracle=down)
    check(e, L.OracleError, "{}", head="the oracle failed", payload="model down while reading hi")


def test_a_failing_tool_is_shown_where_a_missing_tool_would_be(engine: str) -> None:
    def broken(v: L.Value) -> Any:
        raise ValueError("cannot handle " + str(v))

    e = fail(f'call "t" ({{S}} : "{SECRET}")', engine, tools={"t": broken}, bounds={"t": "{U, S}"})
    check(e, L.ToolError, "{S}", head="a tool failed", payload=SECRET)
    e = fail('if ({U} : true) then call "t" "x" else ()', engine, tools={"t": broken}, bounds={"t": "{U, S}"})
    check(e, L.ToolError, "{U}", head="a tool failed", payload="cannot handle")


def test_a_resource_limit_is_labelled_top_and_names_the_resource() -> None:
    grow = 'let rec d k = fun s -> if k == 0 then s else d (k - 1) (s ++ s) in d 40 "xy"'
    e = fail(grow, "lean", fuel=2**62)  # past the memory a run may hold
    assert isinstance(e, L.ResourceLimit) and e.label == L.LAB4.top and "memory bound" in str(e)
    assert not e.visible_to("{S}")


# -- the API --------------------------------------------------------------------------------------------


def test_errors_made_by_the_host_are_public_and_labels_may_be_set() -> None:
    e = L.UnboundVariable("x")
    assert e.label == L.BOT and str(e) == "unbound variable 'x'" and e.visible_to("{}")
    e.label = L.S
    assert str(e) == "unbound variable " + WITHHELD.format(label="{S}") and e.args == (str(e),)
    assert e.name == "x" and not e.visible_to("{U}") and e.visible_to(["S"])
    assert str(L.OutOfFuel("out of fuel", label=L.S)) == "out of fuel"  # nothing to withhold


def test_another_lattice_withholds_what_is_not_public() -> None:
    lat = L.Lattice.chains(integrity=["Trusted", "Untrusted"], confidentiality=["Public", "Internal", "Secret"])
    internal = lat.label(["Internal"])
    with pytest.raises(L.UnboundVariable) as info:
        L.run("if ({Internal} : true) then zz else 0", lattice=lat, engine="core", prelude=False)
    e = info.value
    assert e.label == internal and "zz" not in str(e) and "labelled {Internal}" in str(e)
    assert e.visible_to("{Internal}") and e.visible_to("{Secret}") and not e.visible_to("{Untrusted}")
    with pytest.raises(L.UnboundVariable) as info:
        L.run("if ({Untrusted} : true) then zz else 0", lattice=lat, engine="core", prelude=False)
    assert "'zz'" in str(info.value) and str(info.value.label) == "{Untrusted}"


# -- where messages go: the command line, llmbda.try ---------------------------------------------------


def test_the_command_line_shows_a_secret_failures_kind_only(tmp_path: Any,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import io

    from llmbda.cli import main

    for var in ("LLMBDA_MODEL", "OPENAI_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    name = SECRET.replace("-", "_")
    for src, shown in [(f"if ({{S}} : true) then {name} else 0", False), (f"{name}", True)]:
        p = tmp_path / "p.lam"
        p.write_text(src, encoding="utf-8")
        out, err = io.StringIO(), io.StringIO()
        assert main(["run", str(p)], out=out, err=err) == 1
        text = err.getvalue()
        assert (name in text) == shown and ("details withheld: labelled {S}" in text) == (not shown), text


def test_llmbda_try_gives_a_runtime_errors_message_at_the_errors_label() -> None:
    """`llmbda.try` returns a nested run's failure as a message labelled with the code's and the
    input's labels joined with the error's: the whole message, never the withheld form."""
    name = SECRET.replace("-", "_")
    # (a program that mentions a prelude name gets the prelude's host tools)
    r = L.run(f'let quarantine = 0 in call "llmbda.try" ("fun x -> if ({{S}} : true) then {name} else x", 1)')
    ok, msg = r.value.raw
    assert ok.raw is False and str(ok.label) == "{}"  # the flag: the code's and the input's labels
    assert msg.raw == f"runtime error: unbound variable '{name}'" and str(msg.label) == "{S}"
    r = L.run('let quarantine = 0 in call "llmbda.try" ("fun x -> x ++ 1", 2)')
    ok, msg = r.value.raw
    assert msg.raw == "runtime error: type error: ++: expected two strings" and str(msg.label) == "{}"
