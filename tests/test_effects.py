"""The effect log (``Result.effects``, python/llmbda/effects.py), on both engines: what it records, its
cap, and noninterference of the effects an observer may see, over generated pairs of runs."""

from __future__ import annotations

import collections
from typing import Any, Callable, Literal, Optional

import pytest
from hypothesis import HealthCheck, given, settings

import llmbda as L
from llmbda.effects import EffectLog
import ni_programs as N

pytestmark = pytest.mark.filterwarnings(
    "ignore:mypy_extensions.TypedDict is deprecated:DeprecationWarning")

Engine = Literal["core", "lean"]


def echo(v: L.Value) -> str:
    """A tool that answers from its argument alone."""
    return "echo:" + v.text(200)


#: ``echo`` takes anything (declared: a tool given no clearance takes only trusted, public data)
ANYTHING = {"echo": L.LAB4.top}


def msgs(conversation: Optional[tuple[L.Message, ...]]) -> list[tuple[str, str, str]]:
    assert conversation is not None
    return [N.msg_tuple(m) for m in conversation]


# --------------------------------------------------------------------------------------------------
# What is recorded

PROGRAM = '''
let s = {S} : "secret" in
let a = call "echo" ({U} : "hi") in
send "q";
let f = fork (send s; recv) in
let r = recv in
clear;
send "after";
let b = recv in
(a, b)
'''


def test_calls_and_prompts_in_order_with_labels(engine: Engine) -> None:
    def oracle(c: L.Conversation) -> str:
        return N.quote(f"n{len(c)}")

    r = L.run(PROGRAM, oracle, tools={"echo": echo}, bounds=ANYTHING, engine=engine, prelude=False)
    assert [(e.kind, e.tool) for e in r.effects] == [
        ("call", "echo"), ("prompt", None), ("prompt", None), ("prompt", None)]
    call, in_fork, before_clear, after_clear = r.effects
    assert call.arg is not None and call.arg.raw == "hi" and call.arg.label == L.U
    assert call.label == L.U and call.conversation is None
    assert call.visible_to("{U}") and not call.visible_to("{}")
    # the fork's prompt showed the secret; the final conversation no longer holds it
    assert msgs(in_fork.conversation) == [("user", "q", "{}"), ("user", "secret", "{S}")]
    assert in_fork.label == L.S and in_fork.arg is None and in_fork.tool is None
    assert not in_fork.visible_to("{U}") and in_fork.visible_to("{U, S}")
    assert msgs(before_clear.conversation) == [("user", "q", "{}")] and before_clear.label == L.BOT
    assert msgs(after_clear.conversation) == [("user", "after", "{}")] and after_clear.label == L.BOT
    assert [N.msg_tuple(m) for m in r.session] == [("user", "after", "{}"), ("assistant", '"n1"', "{}")]
    assert not any(m.content in ("secret", '"n2"', '"n1"') and m.role == "user" for m in r.session)
    assert isinstance(call, L.Effect)


def test_the_lean_engine_checks_its_log_against_the_trace_peval_recorded(monkeypatch: pytest.MonkeyPatch) -> None:
    """On the lean engine the host log is compared with the trace the Lean ``peval`` keeps in its
    state: a log that drops a call, or that labels an effect lower than the trace, is refused."""
    def oracle(c: L.Conversation) -> str:
        return N.quote(f"n{len(c)}")

    ok = L.run(PROGRAM, oracle, tools={"echo": echo}, bounds=ANYTHING, engine="lean", prelude=False)
    assert len(ok.effects) == 4  # the log agreed with the trace, or run would have raised
    original = EffectLog.call

    def dropping(self: EffectLog, tool: str, arg: L.Value) -> None:
        pass  # a host log that forgets the call

    monkeypatch.setattr(EffectLog, "call", dropping)
    with pytest.raises(L.EffectLogMismatch, match="the log has 3 effects, peval recorded 4"):
        L.run(PROGRAM, oracle, tools={"echo": echo}, bounds=ANYTHING, engine="lean", prelude=False)
    # failed runs are checked too (the error is the mismatch's cause)
    with pytest.raises(L.EffectLogMismatch) as info:
        L.run('let a = call "echo" 1 in nope', oracle, tools={"echo": echo}, bounds=ANYTHING, engine="lean", prelude=False)
    assert isinstance(info.value.__cause__, L.UnboundVariable)
    # the core engine has no recorded trace to compare with: its log is only tested
    assert len(L.run(PROGRAM, oracle, tools={"echo": echo}, bounds=ANYTHING, engine="core", prelude=False).effects) == 3

    def lowering(self: EffectLog, tool: str, arg: L.Value) -> None:
        original(self, tool, arg)
        ev = self.effects[-1]
        self.effects[-1] = L.Effect(ev.kind, ev.tool, ev.arg, ev.conversation, L.BOT)

    monkeypatch.setattr(EffectLog, "call", lowering)
    with pytest.raises(L.EffectLogMismatch, match="effect 0"):
        L.run(PROGRAM, oracle, tools={"echo": echo}, bounds=ANYTHING, engine="lean", prelude=False)


def test_failed_host_calls_are_compared_with_the_trace() -> None:
    """A tool that gives no result was logged when the host invoked it, but ``peval`` records a call
    only once the tool answered; an oracle that is missing never saw the prompt ``peval`` recorded.
    Both runs end with their own error, not with a mismatch."""
    def broken(v: L.Value) -> Any:
        raise ValueError("down")

    with pytest.raises(L.ToolError) as info:
        L.run('call "t" 1', tools={"t": broken}, engine="lean", prelude=False)
    assert [e.kind for e in info.value.effects] == ["call"]
    with pytest.raises(L.NoTool):
        L.run('call "t" 1', tools={"t": lambda v: None}, engine="lean", prelude=False)
    with pytest.raises(L.OracleError) as oinfo:
        L.run("send 1; recv", engine="lean", prelude=False)
    assert oinfo.value.effects == []
    log = EffectLog(10)
    log.call("t", L.value(1))
    assert log.differs_from([]) is not None
    assert log.differs_from([], failed_call=True) is None
    assert EffectLog(10).differs_from([("prompt", "", 0, 1)], failed_prompt=True) is None
    assert EffectLog(10).differs_from([("prompt", "", 0, 1)]) is not None


def test_a_log_may_label_an_effect_higher_than_the_trace() -> None:
    log = EffectLog(10)
    log.call("t", L.value(L.Labelled(1, "{U, S}")))
    assert log.differs_from([("call", "t", 1, 0)]) is None
    assert log.differs_from([("call", "t", 3, 0)]) is None
    assert log.differs_from([("call", "u", 3, 0)]) is not None
    assert log.differs_from([("prompt", "", 0, 0)]) is not None
    assert log.differs_from([]) == "the log has 1 effects, peval recorded 0"


def test_a_prompt_on_an_empty_conversation_is_public(engine: Engine) -> None:
    r = L.run("recv", lambda c: "1", engine=engine, prelude=False)
    assert [(e.kind, e.conversation, e.label) for e in r.effects] == [("prompt", (), L.BOT)]


def test_failures_carry_the_effects_before_them(engine: Engine) -> None:
    tools = {"echo": echo, "post": echo}
    # a call refused by the clearance never reaches the host: not an effect
    with pytest.raises(L.CallDenied) as denied:
        L.run('call "echo" 1; call "post" ({S} : 2)', tools=tools, bounds={"post": "{}"}, engine=engine,
              prelude=False)
    assert [(e.tool, str(e.arg)) for e in denied.value.effects] == [("echo", "1")]
    # nor is a call of a tool that does not exist, nor a recv with no oracle
    with pytest.raises(L.NoTool) as missing:
        L.run('call "echo" 1; call "nothere" 2', tools=tools, engine=engine, prelude=False)
    assert [e.tool for e in missing.value.effects] == ["echo"]
    with pytest.raises(L.OracleError) as no_oracle:
        L.run('call "echo" 1; recv', tools=tools, engine=engine, prelude=False)
    assert [e.kind for e in no_oracle.value.effects] == ["call"]

    # a tool that fails was invoked: its call is in the log
    def broken(v: L.Value) -> str:
        raise RuntimeError("down")

    with pytest.raises(L.ToolError) as failed:
        L.run('send "x"; let r = recv in call "broken" r', lambda c: "7", tools={"broken": broken},
              engine=engine, prelude=False)
    assert [(e.kind, e.tool) for e in failed.value.effects] == [("prompt", None), ("call", "broken")]


def test_a_nested_run_keeps_its_own_log(engine: Engine) -> None:
    def outer(v: L.Value) -> Any:
        return L.run('call "inner" 5', tools={"inner": echo}, engine=engine, prelude=False).value

    r = L.run('call "outer" 1', tools={"outer": outer}, engine=engine, prelude=False)
    assert [(e.tool, str(e.arg)) for e in r.effects] == [("outer", "1")]


def test_a_run_ends_at_its_effects_limit_and_its_log_is_whole(engine: Engine) -> None:
    """Past ``effects_limit`` the effect does not happen and the run ends with ``EffectLimit``
    (labelled top): no effect, visible or not, is dropped from the log of a run that goes on."""
    seen: list[str] = []

    def count(v: L.Value) -> Any:
        seen.append(str(v))
        return v

    src = 'let rec loop n = if n == 0 then 0 else (call "echo" n; loop (n - 1)) in loop 50'
    with pytest.raises(L.EffectLimit) as info:
        L.run(src, tools={"echo": count}, engine=engine, prelude=False, effects_limit=5)
    assert [str(e.arg) for e in info.value.effects] == seen == ["50", "49", "48", "47", "46"]
    assert info.value.at == "call" and info.value.label == L.LAB4.top and isinstance(info.value, L.ResourceLimit)
    r = L.run(src, tools={"echo": echo}, bounds=ANYTHING, engine=engine, prelude=False)
    assert len(r.effects) == 50
    with pytest.raises(L.EffectLimit):
        L.run(src, tools={"echo": echo}, bounds=ANYTHING, engine=engine, prelude=False, effects_limit=0)
    assert L.run("1", effects_limit=0).value.raw == 1  # no effect, no limit reached
    # a prompt past the limit is not shown to the model
    asked: list[int] = []

    def oracle(c: Any) -> str:
        asked.append(len(c))
        return "1"

    with pytest.raises(L.EffectLimit) as info:
        L.run('send "a"; recv; send "b"; recv', oracle, engine=engine, prelude=False, effects_limit=1)
    assert asked == [1] and info.value.at == "prompt" and len(info.value.effects) == 1
    with pytest.raises(ValueError):
        L.run("1", effects_limit=-1)


def test_a_hidden_branch_cannot_push_a_visible_effect_out_of_the_log(engine: Engine) -> None:
    """Many calls on secret data, then one public call: either the log holds the public call, or
    the run ends with EffectLimit at the top (no ``[]`` against ``[call]`` for a public observer)."""
    src = ('let s = {S} : 3 in let rec loop n = if n == 0 then 0 else (call "echo" s; loop (n - 1)) in '
           'loop 20; call "echo" 1')
    r = L.run(src, tools={"echo": echo}, bounds={"echo": "{S}"}, engine=engine, prelude=False)
    assert [e.visible_to("{}") for e in r.effects] == [False] * 20 + [True]
    with pytest.raises(L.EffectLimit) as info:
        L.run(src, tools={"echo": echo}, bounds={"echo": "{S}"}, engine=engine, prelude=False, effects_limit=20)
    assert not info.value.visible_to("{}")


# --------------------------------------------------------------------------------------------------
# Noninterference of the visible effects


class CallGen(N.Gen):
    """The noninterference generator, with tool calls: ``call "echo" e`` on a scalar or a pair."""

    def generic(self, ty: N.Ty, env: list[tuple[str, N.Ty]], d: int) -> list[Callable[[], str]]:
        k = d - 1

        def call() -> str:
            c = self.fresh("c")
            # one call in three on a constant: visible to ``{U}`` whenever the pc is, so that the
            # pairs compare visible calls whatever the draw
            arg = self.scalar(env, k) if self.chance(67) else '"ping"'
            if self.chance(50):  # a pair: its components keep their own labels
                arg = f"({arg}, {self.scalar(env, k)})"
            return f'(let {c} = call "echo" {arg} in {self.expr(ty, env + [(c, N.STR)], k)})'

        return super().generic(ty, env, d) + [call, call]


OBSERVER = L.U
TOP = L.US
STATS: collections.Counter[str] = collections.Counter()


def run_effects(src: str, oracle: N.Oracle, pc: Any, session: list[Any], engine: Engine) -> Optional[list[L.Effect]]:
    """The effects of a run that returned a value; ``None`` if it failed (termination-insensitive)."""
    try:
        r = L.run(src, oracle, pc=pc, fuel=N.DEFAULT_FUEL, session=session, tools={"echo": echo}, bounds=ANYTHING,
                  engine=engine)
    except L.EvalError:
        return None
    return r.effects


def observe(effects: list[L.Effect], m: Any) -> list[tuple[Any, ...]]:
    """The effects visible to ``m``: calls by tool and argument, prompts by conversation."""
    out: list[tuple[Any, ...]] = []
    for e in effects:
        if not e.visible_to(m):
            continue
        if e.kind == "call":
            assert e.arg is not None
            out.append(("call", e.tool, e.arg.text(), str(e.arg.label), str(e.label)))
        else:
            out.append(("prompt", tuple(msgs(e.conversation)), str(e.label)))
    return out


EFFECT_SETTINGS = settings(max_examples=300, deadline=None, derandomize=True, database=None,
                           print_blob=False,
                           suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                                  HealthCheck.filter_too_much, HealthCheck.large_base_example])


@EFFECT_SETTINGS
@given(N.cases(depth=4, gen=CallGen))
def test_visible_effects_are_noninterfering(engine: Engine, case: N.Case) -> None:
    """Two runs whose inputs, initial conversations and oracles differ only where ``{U}`` cannot see
    (the data labelled with ``S``), both returning a value, show ``{U}`` the same effects. The oracles
    answer from the conversation alone (``ni_programs.oracle_pair``, adversarial: the same function on
    conversations ``{U}`` may see, a different one per run on the others); the tool from its
    argument. ``Llmbda.EvalFx.shown_eq`` proves this of the semantics' effect trace; this checks the
    host's log, on each engine."""
    pc = case.pc if N.visible(case.pc, OBSERVER) else L.BOT
    for variation in (1, 2):
        i1, i2 = case.inputs(OBSERVER, variation)
        s1, s2 = case.sessions(OBSERVER, variation)
        o1, o2 = N.oracle_pair("adversarial", case.seed + 7919 * variation, OBSERVER)
        src1, src2 = case.template.source(i1), case.template.source(i2)
        e1 = run_effects(src1, o1, pc, s1, engine)
        e2 = run_effects(src2, o2, pc, s2, engine)
        STATS[f"{engine}:pairs"] += 1
        if e1 is None or e2 is None:
            continue
        STATS[f"{engine}:compared"] += 1
        v1, v2 = observe(e1, OBSERVER), observe(e2, OBSERVER)
        assert v1 == v2, f"{engine}: effects visible to {OBSERVER} differ\n  {src1}\n  {src2}\n  {v1}\n  {v2}"
        STATS[f"{engine}:visible calls"] += sum(1 for x in v1 if x[0] == "call")
        STATS[f"{engine}:visible prompts"] += sum(1 for x in v1 if x[0] == "prompt")
        # the check could fail: seen from the top, the generator's secrets do reach the effects
        if observe(e1, TOP) != observe(e2, TOP):
            STATS[f"{engine}:differ at top"] += 1


def test_the_noninterference_check_could_fail(engine: Engine) -> None:
    """The pairs above vary secrets that reach effects: seen by ``{U, S}`` some logs differ; and many
    pairs were compared, with visible calls and prompts."""
    if STATS[f"{engine}:pairs"] == 0:  # run on its own (-k): run the property first
        test_visible_effects_are_noninterfering(engine)
    counts = {k: v for k, v in STATS.items() if k.startswith(engine)}
    assert STATS[f"{engine}:differ at top"] > 0, counts
    assert STATS[f"{engine}:compared"] >= STATS[f"{engine}:pairs"] // 4, counts
    assert STATS[f"{engine}:visible calls"] > 0 and STATS[f"{engine}:visible prompts"] > 0, counts
