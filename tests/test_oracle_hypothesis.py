"""The shipped oracles meet the noninterference theorems' hypothesis by default.

`Llmbda.peval_tini` assumes an oracle that answers from the conversation alone
(`hO : ∀ n n' C, O n C = O n' C`: not from the number `n` of replies drawn). A list of replies given
by call count is not such an oracle: a secret-dependent number of `recv`s inside a `fork` changes
what a later public `recv` returns. The default list mode of `ScriptedOracle` answers one linear
conversation and refuses any other call; `by_call_count=True` keeps the old behaviour, outside the
hypothesis; a function of the conversation is covered. See docs/ORACLES.md.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

import llmbda as L
import ni_programs as N
from llmbda.oracles import ScriptedOracle

#: The issue's leak: the number of replies drawn inside the fork is the secret bit; the fork
#: discards that conversation, so the last `recv` is asked about the empty conversation, at a public
#: pc, and its reply is labelled `{}`.
LEAK = 'let s = {S} : %s in fork (send ({S} : "x"); if s then recv else ()); recv'
SCRIPT = ['"first"', '"second"']


def runs(oracle: Callable[[], Any]) -> list[N.Outcome]:
    """The leak, run for the secret true and false, each with a fresh oracle."""
    return [N.run_one(LEAK % s, oracle()) for s in ("true", "false")]


def test_by_call_count_leaks_the_secret_and_is_outside_the_hypothesis() -> None:
    """`by_call_count=True` keeps the old list behaviour: the public result is "second" when the
    secret is true and "first" when it is false, labelled {} both times. This is the leak; the
    oracle is documented as outside the theorems' hypothesis."""
    t, f = runs(lambda: ScriptedOracle(SCRIPT, by_call_count=True))
    assert t.ok and f.ok
    assert (t.value.raw, str(t.value.label)) == ("second", "{}")
    assert (f.value.raw, str(f.value.label)) == ("first", "{}")
    v = N.check_outcomes(t, f, L.BOT, weak_ok=False)
    assert v.violation is not None and "observed values differ" in v.violation


def test_the_default_list_oracle_refuses_the_leak() -> None:
    """The default list mode refuses the public `recv` that comes after the fork that drew a reply
    (on the code before the fix it answered "second"): an `OracleError` caused by
    `CountDependentReply`, whose message says why and what to use instead. The run with no `recv`
    in the fork is a linear conversation and answers "first"."""
    t, f = runs(lambda: ScriptedOracle(SCRIPT))
    assert not t.ok and isinstance(t.error, L.OracleError)
    cause = t.error.__cause__
    assert isinstance(cause, L.CountDependentReply) and isinstance(cause, ValueError)
    for text in (str(cause), str(t.error)):  # the message reaches the user through OracleError
        assert "does not continue the previous call's conversation" in text
        assert "by_call_count=True" in text and "function of the conversation" in text
    assert f.ok and (f.value.raw, str(f.value.label)) == ("first", "{}")
    # A refusal is a run that does not terminate: termination-insensitive noninterference holds.
    for m in (L.BOT, L.U):
        assert N.check_outcomes(t, f, m, weak_ok=False).violation is None


@pytest.mark.parametrize("model", [
    lambda session: '"first"' if not session else '"inner"',
    lambda session: '"%d"' % sum(m.role == "assistant" for m in session),  # replies so far
    lambda session: '"%s"' % "|".join(m.content.replace('"', "") for m in session),  # everything shown
])
def test_a_function_of_the_conversation_gives_the_same_public_result(
        model: Callable[[list[L.Message]], str]) -> None:
    """A deterministic function of the conversation meets the hypothesis: the public `recv` is asked
    about the same (empty) conversation in both runs, so it gets the same reply."""
    t, f = runs(lambda: ScriptedOracle(model))
    assert t.ok and f.ok
    assert t.value.raw == f.value.raw and str(t.value.label) == str(f.value.label) == "{}"
    for m in (L.BOT, L.U):
        assert N.check_outcomes(t, f, m, weak_ok=False).violation is None


def test_a_linear_program_with_several_recvs_works_in_list_mode() -> None:
    """Sends between the calls, a reply that itself calls `recv`, a fork that only sends, and a
    starting conversation that holds a reply: one linear conversation, answered in order."""
    oracle = ScriptedOracle(["1", "fork (send 9); 2 + recv", "10", "100"])
    src = 'let a = @"one" in let b = @"two" in send "three"; fork (send "x"); let c = recv in (a, (b, c))'
    start = [L.Message("user", "hi", L.BOT), L.Message("assistant", "earlier", L.BOT)]
    r = L.run(src, oracle, session=start)
    a, bc = r.value.raw
    assert (a.raw, bc.raw[0].raw, bc.raw[1].raw) == (1, 12, 100)
    assert oracle.calls == 4 and len(oracle.prompts) == 4
    assert [m.content for m in r.session if m.role == "assistant"] == [
        "earlier", "1", "fork (send 9); 2 + recv", "10", "100"]
    # The prelude's code generation retries in one forked conversation: linear as well.
    gen = ScriptedOracle(['"fun x -> x +"', '"fun x -> x * 2"'])
    assert L.run('generate "Double it." 21 3', gen).value.raw[1].raw == 42 and gen.calls == 2


def test_quarantine_twice_is_refused_with_a_message_that_says_what_to_use() -> None:
    src = 'let a = quarantine "Summarise." ({U} : "one") in let b = quarantine "Summarise." ({U} : "two") in (a, b)'
    with pytest.raises(L.OracleError) as ei:
        L.run(src, ScriptedOracle(['"x"', '"y"']))
    assert isinstance(ei.value.__cause__, L.CountDependentReply)
    msg = str(ei.value)
    assert "call 2" in msg and "quarantine twice" in msg
    assert "message 2 is user {U} 'two', where the previous conversation and reply have user {U} 'one'" in msg
    assert "by_call_count=True" in msg and "ScriptedOracle(f) with f a function of the conversation" in msg
    assert ei.value.calls == 1  # the refused call drew no reply
    # What the message suggests works: replies by call count (this program asks twice whatever the
    # data), or replies computed from the conversation.
    r = L.run(src, ScriptedOracle(['"x"', '"y"'], by_call_count=True))
    assert [v.raw for v in r.value.raw] == ["x", "y"]
    r = L.run(src, ScriptedOracle(lambda session: '"about %s"' % session[-1].content))
    assert [v.raw for v in r.value.raw] == ["about one", "about two"]


@pytest.mark.parametrize("src, where", [
    ('fork (send "a"; recv); recv', "it has 0 message(s) and lacks message 1, user {} 'a'"),
    ('send "a"; recv; clear; send "b"; recv', "message 1 is user {} 'b'"),
    ('send "a"; recv; fork (send "b"; recv); send "c"; recv', "message 3 is user {} 'c'"),
])
def test_a_call_that_leaves_the_linear_conversation_is_refused(src: str, where: str) -> None:
    with pytest.raises(L.OracleError) as ei:
        L.run(src, ScriptedOracle(["1", "2", "3"]))
    assert isinstance(ei.value.__cause__, L.CountDependentReply) and where in str(ei.value)


def test_the_refusal_quotes_no_message_above_bottom() -> None:
    """The refusal is raised at the label of the call that failed ({} here), so a message of another
    conversation that carries more (a secret sent inside a fork) is named by its role and label,
    never quoted: not in the error's text, not in what an observer at {} is told."""
    with pytest.raises(L.OracleError) as ei:
        L.run('let a = fork (send ({S} : "pin 4711"); recv_data) in recv_data', ScriptedOracle(["1", "2"]))
    assert isinstance(ei.value.__cause__, L.CountDependentReply) and str(ei.value.label) == "{}"
    for text in (str(ei.value), str(ei.value.__cause__), ei.value.message_for(L.LAB4.bot)):
        assert "4711" not in text
        assert "lacks message 1, user {S} (8 characters, not shown)" in text


def test_the_same_oracle_for_a_second_run_is_refused_and_by_call_count_needs_a_list() -> None:
    """One list-mode oracle answers one conversation; a second run starts another (use a fresh
    oracle per run)."""
    oracle = ScriptedOracle(["1", "2"])
    assert L.run('@"q"', oracle).value.raw == 1
    with pytest.raises(L.OracleError, match="does not continue"):
        L.run('@"q"', oracle)
    with pytest.raises(ValueError, match="list of replies"):
        ScriptedOracle(lambda session: "1", by_call_count=True)


def test_oracles_accept_a_read_only_sequence_of_messages(tmp_path: Any) -> None:
    """The oracles use only sequence operations on the conversation (the core may pass a view)."""
    conv = (L.Message("user", "q", L.BOT),)
    cont = conv + (L.Message("assistant", "1", L.BOT), L.Message("user", "again", L.U))
    o = ScriptedOracle(["1", "2"])
    assert (o(conv), o(cont)) == ("1", "2")
    rec = L.RecordingOracle(ScriptedOracle(["5"]), tmp_path / "r.jsonl")
    assert rec(conv) == "5" and L.ReplayOracle(tmp_path / "r.jsonl")(conv) == "5"


def test_the_cli_replays_a_repeated_conversation_only_with_replay_in_order(tmp_path: Any) -> None:
    import io
    import json

    from llmbda.cli import main

    rec = tmp_path / "rec.jsonl"
    rec.write_text("".join(json.dumps({"session": [], "reply": r}) + "\n" for r in ("1", "2")))
    prog = tmp_path / "p.lam"
    prog.write_text("let a = fork recv in let b = fork recv in a + 10 * b\n")

    def cli(*argv: str) -> tuple[int, str, str]:
        out, err = io.StringIO(), io.StringIO()
        return main(list(argv), out=out, err=err), out.getvalue(), err.getvalue()

    code, _, err = cli("run", str(prog), "--replay", str(rec))
    assert code == 1 and "the model could not answer" in err and "--replay-in-order" in err
    code, out, _ = cli("run", str(prog), "--replay", str(rec), "--replay-in-order")
    assert code == 0 and out == "value: 21\nlabel: {}\n"
