"""The ``llmbda`` command line: ``run`` and ``check``, offline, with replays, and against a real
OpenAI-compatible server on loopback."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from llmbda.cli import main
from support.deep_json import DEEP_JSON, TOO_DEEP

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "examples"


@pytest.fixture(autouse=True)
def _no_model_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LLMBDA_MODEL", "OPENAI_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def write(tmp_path: Path, name: str, text: str) -> str:
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return str(p)


def test_run_prints_value_and_label(tmp_path: Path) -> None:
    code, out, err = cli("run", write(tmp_path, "p.lam", '{U} : "hi" ++ "!"'))
    assert code == 0 and out == 'value: "hi!"\nlabel: {U}\n'
    assert "step" in err and "oracle: none" in err


def test_run_an_example_offline_with_the_replay_beside_it() -> None:
    code, out, err = cli("run", str(EXAMPLES / "quarantine.lam"), "--show-session")
    assert code == 0, err
    assert "label: {U}" in out and "Friday" in out
    assert "The meeting notes were updated." in out and "Eve" not in out
    assert "replaying" in err and "quarantine.replay.jsonl" in err


def test_check_reports_parse_errors_with_the_line_and_a_caret(tmp_path: Path) -> None:
    f = write(tmp_path, "bad.lam", "let x = 1 in\nlet y = x + in\ny\n")
    code, out, err = cli("check", f)
    assert code == 1 and out == ""
    assert err == f"{f}:2:13: parse error: expected an expression but found keyword 'in'\n  let y = x + in\n              ^\n"
    code, out, _ = cli("check", str(EXAMPLES / "quarantine.lam"), str(REPO / "python/llmbda/prelude.lam"))
    assert code == 0 and "quarantine.lam: ok (prelude: quarantine)" in out and "prelude.lam: ok" in out
    code, _, err = cli("run", f)
    assert code == 1 and "^" in err


def test_a_label_violation_is_explained_and_exits_1() -> None:
    code, out, err = cli("run", str(EXAMPLES / "label_violation.lam"))
    assert code == 1 and out == ""
    assert "label violation: a value labelled {U} reached `assert {} …`" in err
    assert "1 model call" in err


def test_a_bad_model_reply_is_shown_with_a_caret(tmp_path: Path) -> None:
    rec = tmp_path / "r.jsonl"
    rec.write_text(json.dumps({"session": [{"role": "user", "label": "{}", "content": "q"}],
                               "reply": "Sure! Here is the answer: 42"}) + "\n")
    code, _, err = cli("run", write(tmp_path, "p.lam", '@"q"'), "--replay", str(rec))
    assert code == 1 and "the model's reply was refused (1:5:" in err
    assert "  Sure! Here is the answer: 42\n      ^\n" in err


def test_recv_without_a_model_says_how_to_configure_one(tmp_path: Path) -> None:
    code, _, err = cli("run", write(tmp_path, "p.lam", '@"hello"'))
    assert code == 1 and "no model configured" in err and "--model" in err


def test_record_then_replay(tmp_path: Path) -> None:
    rec = tmp_path / "rec.jsonl"
    src = write(tmp_path, "p.lam", 'let q = quarantine "Summarise." ({U} : "doc") in q')
    code, _, err = cli("run", src, "--record", str(rec))
    assert code == 1 and "no model configured" in err and rec.read_text() == ""
    rec.write_text(json.dumps({"session": [{"role": "user", "label": "{}", "content": "Summarise."},
                                           {"role": "user", "label": "{U}", "content": "doc"}],
                               "reply": '"short"'}) + "\n")
    rec2 = tmp_path / "rec2.jsonl"
    code, out, _ = cli("run", src, "--replay", str(rec), "--record", str(rec2))
    assert code == 0 and out == 'value: "short"\nlabel: {U}\n'
    assert json.loads(rec2.read_text())["reply"] == '"short"'
    code, _, err = cli("run", write(tmp_path, "p2.lam", 'quarantine "Other." "doc"'), "--replay", str(rec))
    assert code == 1 and "the model could not answer" in err and "no reply for this conversation" in err


def test_json_output(tmp_path: Path) -> None:
    code, out, _ = cli("run", str(EXAMPLES / "codegen.lam"), "--json")
    data = json.loads(out)
    assert code == 0 and data["value"] == "true" and data["label"] == "{}" and data["calls"] == 2
    assert data["prelude"] == ["generate_with", "generate"]


def test_trace_shows_each_step_with_its_pc(tmp_path: Path) -> None:
    code, out, _ = cli("run", write(tmp_path, "p.lam", "if {U} : true then 1 else 2"), "--trace")
    lines = out.splitlines()
    assert code == 0 and lines[-2:] == ["value: 1", "label: {U}"]
    steps = lines[:-2]
    assert steps[0].split()[:4] == ["1", "pc", "{}", "E-If"]
    assert any("* pc {U}" in s and "E-Const" in s for s in steps)  # the branch runs under {U}


def test_fuel_exhaustion_and_usage_errors(tmp_path: Path) -> None:
    loop = write(tmp_path, "loop.lam", "let rec f n = f (n + 1) in f 0")
    code, _, err = cli("run", loop, "--fuel", "100")
    assert code == 1 and "out of fuel after 100 steps" in err
    assert cli("run", str(tmp_path / "missing.lam"))[0] == 2
    (tmp_path / "bin.lam").write_bytes(b"\xff\x00")
    code, _, err = cli("run", str(tmp_path / "bin.lam"))
    assert code == 2 and "not UTF-8" in err
    code, _, err = cli("run", loop, "--pc", "{Q}")
    assert code == 2 and "Q" in err
    code, _, err = cli("run", loop, "--fuel", "-1")
    assert code == 2
    code, _, err = cli("run", loop, "--replay", str(tmp_path / "none.jsonl"))
    assert code == 2 and "cannot read the recording" in err


def cli_process(*argv: str) -> tuple[int, str, str]:
    """``python -m llmbda ARGV`` in a fresh interpreter, without a model configured."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("LLMBDA_MODEL", "OPENAI_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY")}
    p = subprocess.run([sys.executable, "-m", "llmbda", *argv], cwd=REPO, capture_output=True, text=True,
                       env=env, timeout=60)
    return p.returncode, p.stdout, p.stderr


@pytest.mark.parametrize("kind", list(DEEP_JSON))
def test_a_deeply_nested_replay_file_is_one_clear_message_not_a_traceback(tmp_path: Path, kind: str) -> None:
    prog = write(tmp_path, "p.lam", '@"q"')
    rec = write(tmp_path, "deep.jsonl", DEEP_JSON[kind] + "\n")
    # --replay F: a malformed recording is a usage error (exit 2), like any line that is not JSON
    code, out, err = cli_process("run", prog, "--replay", rec)
    assert (code, out, err) == (2, "", f"llmbda: {rec}:1: not a JSON line ({TOO_DEEP})\n")
    # the recording beside the program (p.replay.jsonl), read when no model is configured: exit 1
    write(tmp_path, "p.replay.jsonl", '{"session": [], "reply": "1"}\n' + DEEP_JSON[kind] + "\n")
    code, out, err = cli_process("run", prog)
    assert (code, out, err) == (1, "", f"llmbda: {tmp_path / 'p.replay.jsonl'}:2: not a JSON line ({TOO_DEEP})\n")


def test_the_console_script_runs_the_readme_example() -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("LLMBDA_MODEL", "OPENAI_MODEL", "OPENAI_BASE_URL")}
    p = subprocess.run([sys.executable, "-m", "llmbda", "run", "examples/quarantine.lam"], cwd=REPO,
                       capture_output=True, text=True, env=env, timeout=60)
    assert p.returncode == 0, p.stderr
    assert p.stdout.endswith("label: {U}\n")


def test_run_against_an_openai_compatible_server_on_loopback(tmp_path: Path) -> None:
    from llmbda.testing import ChatServer

    with ChatServer(['"Bob wants Friday."'], api_key="sk-test", model="tiny") as srv:
        os.environ["OPENAI_API_KEY"] = "sk-test"
        try:
            code, out, err = cli("run", str(EXAMPLES / "quarantine.lam"), "--model", "tiny",
                                 "--base-url", srv.base_url, "--record", str(tmp_path / "r.jsonl"))
        finally:
            del os.environ["OPENAI_API_KEY"]
        assert code == 0, err
        assert out == 'value: "Bob wants Friday."\nlabel: {U}\n'
        assert len(srv.requests) == 1
        # the quarantined conversation, with the untrusted email marked, under the system prompt
        body = srv.requests[0].body if hasattr(srv.requests[0], "body") else srv.requests[0]["body"]
        msgs = body["messages"]
        assert body["model"] == "tiny" and msgs[0]["role"] == "system"
        assert msgs[1]["content"].startswith("Summarise") and msgs[2]["content"].startswith("[label {U}]")
    rec = [json.loads(x) for x in (tmp_path / "r.jsonl").read_text().splitlines()]
    assert rec[0]["reply"] == '"Bob wants Friday."'
    with ChatServer([], api_key="sk-test") as srv:
        code, _, err = cli("run", str(EXAMPLES / "quarantine.lam"), "--model", "tiny", "--base-url",
                           srv.base_url)
        assert code == 1 and "401" in err


_TOKENS = ["let", "x", "=", "in", "fun", "->", "(", ")", "1", '"s"', "{U}", ":", "?", "send", "recv",
           "quarantine", "generate", "robust_endorse", "assert", "{}", "+", "++", "if", "then", "else",
           "\n", "--", '"', "\\", "é", ";"]


def test_fuzzed_programs_never_escape_as_a_traceback(tmp_path: Path) -> None:
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    path = tmp_path / "fuzz.lam"
    rec = tmp_path / "fuzz.jsonl"
    rec.write_text('{"session": [], "reply": "1"}\n')

    @settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.one_of(st.text(max_size=80), st.lists(st.sampled_from(_TOKENS), max_size=30).map(" ".join)))
    def prop(src: str) -> None:
        path.write_text(src, encoding="utf-8", errors="surrogatepass")
        code, out, err = cli("run", str(path), "--fuel", "3000", "--replay", str(rec))
        assert code in (0, 1, 2), (src, err)
        assert "Traceback" not in err
        assert (code == 0) == out.startswith("value: ")

    prop()


def test_engine_core_without_the_oracle_is_a_usage_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An install without the tests' oracle (the product) answers ``--engine core`` with one line
    saying why, exit status 2, not a traceback."""
    from llmbda import _coreengine

    def missing() -> None:
        raise ImportError("engine='core' is the differential tests' oracle, ... not built", name="llmbda._cppcore")

    monkeypatch.setattr(_coreengine, "module", missing)
    code, out, err = cli("run", write(tmp_path, "p.lam", "1 + 1"), "--engine", "core")
    assert code == 2 and out == "" and err.startswith("llmbda: --engine core: engine='core' is the") and "Traceback" not in err
    code, out, _ = cli("run", write(tmp_path, "q.lam", "1 + 1"))
    assert code == 0 and "value: 2" in out
