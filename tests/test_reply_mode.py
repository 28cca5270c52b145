"""The oracle is told what the program will read its reply as, on both engines.

In the Lean definitions the model is a function of the reply mode and the conversation (`Oracle`,
`Model.weight`, `Sampler`), and `peval`'s `recv` passes its mode; the binding hands it to Python as
`Conversation.reply`: `"code"` for `recv` (and so `@e`), `"data"` for `recv_data`, `"safe"` for
`recv_safe` (the prelude's `generate`). A host oracle sends the matching grammar to a constrained
model server.
"""

from __future__ import annotations

import pytest

import llmbda as L


class Modes:
    """An oracle that writes down the mode of every call and answers `1` (a reply every mode reads)."""

    def __init__(self) -> None:
        self.seen: list[str] = []

    def __call__(self, convo: L.Conversation) -> str:
        self.seen.append(convo.reply)
        return "1"


@pytest.mark.parametrize("src, modes", [
    ('send "q"; recv_data', ["data"]),
    ('send "q"; recv', ["code"]),
    ('send "q"; recv_safe', ["safe"]),
    ('@"q"', ["code"]),
    ('send "q"; (recv_data, (recv, (recv_data, recv_safe)))', ["data", "code", "data", "safe"]),
    ('fork (send "a"; recv_data) + fork (send "b"; recv)', ["data", "code"]),
])
def test_the_oracle_sees_the_reply_mode_of_each_recv(engine: str, src: str, modes: list[str]) -> None:
    oracle = Modes()
    L.run(src, oracle, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert oracle.seen == modes


def test_the_prelude_reads_quarantine_as_data_and_generate_as_safe(engine: str) -> None:
    oracle = Modes()
    L.run('quarantine "how many?" ({U} : "three")', oracle, engine=engine)  # type: ignore[arg-type]
    assert oracle.seen == ["data"]

    def code(convo: L.Conversation) -> str:
        oracle.seen.append(convo.reply)
        return "fun x -> x + 1"
    oracle.seen.clear()
    r = L.run('generate "Add one." 41 1', code, engine=engine)  # type: ignore[arg-type]
    ok, v = r.value.raw
    assert oracle.seen == ["safe"] and ok.raw is True and v.raw == 42


def test_the_mode_is_read_only_and_not_part_of_equality(engine: str) -> None:
    shown: list[L.Conversation] = []

    def keep(convo: L.Conversation) -> str:
        shown.append(convo)
        return "1"
    L.run('send "q"; fork recv_data; fork recv', keep, engine=engine)  # type: ignore[arg-type]
    data, code = shown
    assert (data.reply, code.reply) == ("data", "code")
    assert data == code  # the same messages: a mode is not a message
    with pytest.raises(AttributeError):
        data.reply = "code"  # type: ignore[misc]


def test_a_host_oracle_picks_the_grammar_of_what_the_program_reads(engine: str) -> None:
    """What `OpenAIOracle` does with the mode: the grammar kind of each call (`llmbda.grammar`)."""
    from llmbda.oracles.openai import reply_kind
    kinds: list[str] = []

    def oracle(convo: L.Conversation) -> str:
        kinds.append(reply_kind(convo))
        return "1"
    L.run('send "q"; (recv, (recv_data, recv_safe))', oracle, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert kinds == ["code", "data", "safe"]
