"""Scripted, recording and replaying oracles."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import llmbda
from llmbda.oracles import RecordingOracle, ReplayOracle, ScriptedOracle
from support.deep_json import DEEP_JSON, TOO_DEEP

PROG = ('let a = @"first" in let s = quarantine "q" ({U} : "doc") in '
        'let b = @("second " ++ show a) in (a + b, s)')


def test_scripted_oracle_from_a_function_of_the_conversation() -> None:
    oracle = ScriptedOracle(lambda session: str(len(session)))
    r = llmbda.run('let a = @"x" in let b = @"y" in (a, b)', oracle)
    assert [v.raw for v in r.value.raw] == [1, 3] and oracle.calls == 2


def test_scripted_oracle_rejects_non_string_replies_and_reports_running_out() -> None:
    with pytest.raises(TypeError):
        ScriptedOracle([1])  # type: ignore[list-item]
    with pytest.raises(llmbda.OracleError) as ei:
        llmbda.run("recv; recv", ScriptedOracle(["1"]))
    assert isinstance(ei.value.__cause__, IndexError)


def test_record_then_replay_reproduces_the_run(tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    # the quarantine asks in a conversation of its own, so the replies go by call count
    rec = RecordingOracle(ScriptedOracle(["1", '"summary"', "2"], by_call_count=True), path)
    live = llmbda.run(PROG, rec)
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    assert rec.exchanges == 3 and [x["reply"] for x in lines] == ["1", '"summary"', "2"]
    assert lines[1]["session"] == [{"role": "user", "label": "{}", "content": "q"},
                                   {"role": "user", "label": "{U}", "content": "doc"}]
    replay = ReplayOracle(path)
    again = llmbda.run(PROG, replay)
    assert str(again.value) == str(live.value) and again.label == live.label
    assert again.session == live.session and again.steps == live.steps
    assert len(replay) == 3


def test_replay_reports_a_conversation_it_has_never_seen(tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    llmbda.run(PROG, RecordingOracle(ScriptedOracle(["1", '"s"', "2"], by_call_count=True), path))
    with pytest.raises(llmbda.OracleError) as ei:
        llmbda.run(PROG.replace('"doc"', '"another doc"'), ReplayOracle(path))
    miss = ei.value.__cause__
    assert isinstance(miss, llmbda.ReplayMiss)
    assert "message 2" in str(miss) and "another doc" in str(miss) and "'doc'" in str(miss)
    with pytest.raises(llmbda.ReplayMiss, match="after the end"):
        ReplayOracle(path)(llmbda.run('send "first"; send "1"; send "more"; fork ()').session)


def test_a_conversation_recorded_with_different_replies_is_answered_once_unless_in_order(
        tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    prog = "let a = fork recv in let b = fork recv in let c = fork recv in (a, (b, c))"
    llmbda.run(prog, RecordingOracle(ScriptedOracle(["1", "2"], default="3", by_call_count=True), path))
    # By default the replay is a function of the conversation: the second ask of the same
    # conversation would get another reply, so it is refused.
    assert llmbda.run("fork recv", ReplayOracle(path)).value.raw == 1
    with pytest.raises(llmbda.OracleError) as ei:
        llmbda.run(prog, ReplayOracle(path))
    assert isinstance(ei.value.__cause__, llmbda.CountDependentReply)
    assert "3 replies, not all equal" in str(ei.value) and "in_order=True" in str(ei.value)
    # in_order=True replays the recorded sample: in recording order, then the last one again.
    r = llmbda.run(prog + "; fork recv", ReplayOracle(path, in_order=True))
    assert r.value.raw == 3
    r2 = llmbda.run(prog, ReplayOracle(path, in_order=True))
    a, bc = r2.value.raw
    assert (a.raw, bc.raw[0].raw, bc.raw[1].raw) == (1, 2, 3)


def test_a_conversation_recorded_with_one_reply_is_answered_every_time(tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    prog = "let a = fork recv in let b = fork recv in (a, b)"
    llmbda.run(prog, RecordingOracle(ScriptedOracle(lambda session: "7"), path))
    assert len(path.read_text().splitlines()) == 2  # the same exchange, twice
    r = llmbda.run(prog + "; fork recv", ReplayOracle(path))
    assert r.value.raw == 7 and r.calls == 3


def test_a_failing_oracle_records_nothing_and_appending_keeps_earlier_lines(tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    rec = RecordingOracle(ScriptedOracle(["1"]), path)
    with pytest.raises(llmbda.OracleError):
        llmbda.run("recv + recv", rec)
    assert len(path.read_text().splitlines()) == 1
    RecordingOracle(ScriptedOracle(["5"]), path, append=True)([])
    assert len(path.read_text().splitlines()) == 2


@pytest.mark.parametrize("content,match", [
    ("{not json\n", "rec.jsonl:1: not a JSON line"),
    ('{"session": [], "reply": 3}\n', "a 'reply' string"),
    ('{"session": [{"role": "user"}], "reply": "x"}\n', "role, label and content"),
    ('{"session": "x", "reply": "x"}\n', "must be a list"),
])
def test_malformed_recordings_are_reported_with_the_line(tmp_path: Path, content: str, match: str) -> None:
    path = tmp_path / "rec.jsonl"
    path.write_text("# a comment\n\n" + content if "rec.jsonl:1" not in match else content)
    with pytest.raises(llmbda.ReplayMiss, match=match):
        ReplayOracle(path)


def test_a_missing_or_binary_recording_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(llmbda.ReplayMiss, match="cannot read"):
        ReplayOracle(tmp_path / "nope.jsonl")
    (tmp_path / "bin.jsonl").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(llmbda.ReplayMiss, match="not UTF-8"):
        ReplayOracle(tmp_path / "bin.jsonl")
    (tmp_path / "empty.jsonl").write_text("")
    with pytest.raises(llmbda.ReplayMiss, match="empty"):
        ReplayOracle(tmp_path / "empty.jsonl")([])


@pytest.mark.parametrize("kind", list(DEEP_JSON))
def test_a_deeply_nested_line_is_a_malformed_line_not_a_recursion_error(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "rec.jsonl"
    path.write_text('{"session": [], "reply": "1"}\n' + DEEP_JSON[kind] + "\n", encoding="utf-8")
    with pytest.raises(llmbda.ReplayMiss, match=rf"rec\.jsonl:2: not a JSON line \({TOO_DEEP}\)$"):
        ReplayOracle(path)


def test_the_inner_oracle_sees_what_the_reply_is_read_as_and_the_recording_keeps_it(tmp_path: Path) -> None:
    from llmbda.grammar import Request
    from llmbda.labels import LAB4
    from llmbda.runtime import Message

    seen: list[str] = []

    def inner(session: Any) -> str:
        seen.append(getattr(session, "reply", "none"))
        return "1"
    path = tmp_path / "rec.jsonl"
    asked = [Message("user", "q", LAB4.bot)]
    RecordingOracle(inner, path)(Request(asked, reply="data"))
    assert seen == ["data"]
    [line] = [json.loads(x) for x in path.read_text().splitlines()]
    assert line["reply_kind"] == "data" and line["seconds"] >= 0
    replay = ReplayOracle(path)
    assert replay(Request(asked, reply="data")) == "1"
    with pytest.raises(llmbda.ReplayMiss, match="read as program: it was recorded read as data"):
        replay(Request(asked, reply="program"))
    # a line without a reply_kind (an older recording) answers any
    path.write_text(json.dumps({"session": [{"role": "user", "label": "{}", "content": "q"}], "reply": "2"}) + "\n")
    assert ReplayOracle(path)(Request(asked, reply="program")) == "2"
