"""The oracle is told what the program will read its reply as, on both engines.

In the Lean definitions the model is a function of the reply mode and the conversation (`Oracle`,
`Model.weight`, `Sampler`), and `peval`'s `recv` passes its mode; the binding hands it to Python as
`Conversation.reply`: `"data"` for `recv_data` and `"code"` for `recv` (and so `@e`, `recv_safe`,
the prelude's `generate`). A host oracle sends the matching grammar to a constrained model server.
"""

from __future__ import annotations

import pytest

import llmbda as L
import llmbda.runtime as rt


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
    ('send "q"; recv_safe', ["code"]),
    ('@"q"', ["code"]),
    ('send "q"; (recv_data, (recv, (recv_data, recv_safe)))', ["data", "code", "data", "code"]),
    ('fork (send "a"; recv_data) + fork (send "b"; recv)', ["data", "code"]),
])
def test_the_oracle_sees_the_reply_mode_of_each_recv(engine: str, src: str, modes: list[str]) -> None:
    oracle = Modes()
    L.run(src, oracle, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert oracle.seen == modes


def test_the_prelude_reads_quarantine_as_data_and_generate_as_code(engine: str) -> None:
    oracle = Modes()
    L.run('quarantine "how many?" ({U} : "three")', oracle, engine=engine)  # type: ignore[arg-type]
    assert oracle.seen == ["data"]

    def code(convo: L.Conversation) -> str:
        oracle.seen.append(convo.reply)
        return "fun x -> x + 1"
    oracle.seen.clear()
    r = L.run('generate "Add one." 41 1', code, engine=engine)  # type: ignore[arg-type]
    ok, v = r.value.raw
    assert oracle.seen == ["code"] and ok.raw is True and v.raw == 42


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


def test_the_engines_hand_over_the_lean_mode_by_name(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both engines give Python the mode's name as the Lean's `llmbda_ffi_reply_mode` spells it
    (`recv_safe` included); `Conversation.reply` is read from it in one place (`_reply_mode`)."""
    names: list[str] = []
    real = rt._reply_mode

    def spy(mode: str) -> rt.ReplyMode:
        names.append(mode)
        return real(mode)
    monkeypatch.setattr(rt, "_reply_mode", spy)
    oracle = Modes()
    L.run('send "q"; (recv, (recv_data, recv_safe))', oracle, engine=engine, prelude=False)  # type: ignore[arg-type]
    assert names == ["code", "data", "safe"] and oracle.seen == ["code", "data", "code"]
