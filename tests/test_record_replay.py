"""Scripted, recording and replaying oracles."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import llmbda
from llmbda.oracles import RecordingOracle, ReplayOracle, ScriptedOracle

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
    rec = RecordingOracle(ScriptedOracle(["1", '"summary"', "2"]), path)
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
    llmbda.run(PROG, RecordingOracle(ScriptedOracle(["1", '"s"', "2"]), path))
    with pytest.raises(llmbda.OracleError) as ei:
        llmbda.run(PROG.replace('"doc"', '"another doc"'), ReplayOracle(path))
    miss = ei.value.__cause__
    assert isinstance(miss, llmbda.ReplayMiss)
    assert "message 2" in str(miss) and "another doc" in str(miss) and "'doc'" in str(miss)
    with pytest.raises(llmbda.ReplayMiss, match="after the end"):
        ReplayOracle(path)(llmbda.run('send "first"; send "1"; send "more"; fork ()').session)


def test_repeated_conversations_are_served_in_order_then_the_last_repeats(tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    prog = "let a = fork recv in let b = fork recv in let c = fork recv in (a, (b, c))"
    llmbda.run(prog, RecordingOracle(ScriptedOracle(["1", "2"], default="3"), path))
    r = llmbda.run(prog + "; fork recv", ReplayOracle(path))
    assert r.value.raw == 3
    r2 = llmbda.run(prog, ReplayOracle(path))
    a, bc = r2.value.raw
    assert (a.raw, bc.raw[0].raw, bc.raw[1].raw) == (1, 2, 3)


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
