"""The OpenAI-compatible oracle end to end: real HTTP requests to a ChatServer on loopback."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from typing import Any, Callable, Iterator

import pytest

import llmbda
from llmbda.errors import OracleConfigError, OracleRequestError
from llmbda.hints import SYSTEM_PROMPT
from llmbda.labels import LAB4
from llmbda.oracles.openai import OpenAIOracle, render_messages
from llmbda.runtime import Message
from llmbda.testing import ChatServer
from support.deep_json import DEEP_JSON, TOO_DEEP

ENV = ("OPENAI_API_KEY", "LLMBDA_MODEL", "OPENAI_MODEL", "OPENAI_BASE_URL")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ENV:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def server() -> Iterator[Callable[..., ChatServer]]:
    """Start ChatServers; all are stopped at the end of the test."""
    started: list[ChatServer] = []

    def make(replies: Any = (), **kw: Any) -> ChatServer:
        srv = ChatServer(replies, **kw).start()
        started.append(srv)
        return srv

    yield make
    for srv in started:
        srv.stop()


@pytest.fixture
def slept() -> list[float]:
    return []


def oracle(srv: ChatServer, slept: list[float], **kw: Any) -> OpenAIOracle:
    kw.setdefault("model", "test-model")
    return OpenAIOracle(base_url=srv.base_url, sleep=slept.append, **kw)


def oracle_failure(src: str, orc: OpenAIOracle) -> OracleRequestError:
    """Run ``src``; it must fail with an OracleError caused by an OracleRequestError."""
    with pytest.raises(llmbda.OracleError) as info:
        llmbda.run(src, orc)
    cause = info.value.__cause__
    assert isinstance(cause, OracleRequestError)
    return cause


def chats(srv: ChatServer) -> list[dict[str, Any]]:
    return [r.body for r in srv.requests if r.path == "/v1/chat/completions"]


# -- a run through the model ---------------------------------------------------------------------


def test_reply_is_parsed_and_run(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["fun x -> x * 2"])
    orc = oracle(srv, slept)
    r = llmbda.run('(@"double it") 21', orc)
    assert r.value.raw == 42
    assert r.calls == 1 and orc.requests == 1 and len(srv.requests) == 1
    assert orc.last_usage is not None and orc.last_usage["completion_tokens"] == 6
    assert slept == []


def test_request_body_messages_and_labels(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(['"a"', '"b"'], api_key="sk-test")
    orc = oracle(srv, slept, api_key="sk-test", temperature=0.25, max_tokens=64)
    r = llmbda.run('send "trusted"; send ({U} : "data"); let a = recv in @"more"', orc)
    assert r.value.raw == "b"
    first, second = chats(srv)
    assert second["model"] == "test-model"
    assert second["temperature"] == 0.25 and second["max_tokens"] == 64
    assert second["messages"] == [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": "trusted"},
        {"role": "user", "content": "[label {U}]\ndata"},
        {"role": "assistant", "content": '"a"'},  # the reply is labelled {U} but never annotated
        {"role": "user", "content": "more"},
    ]
    assert first["messages"] == second["messages"][:3]
    assert all(req.headers["authorization"] == "Bearer sk-test" for req in srv.requests)


def test_options_off(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"])
    llmbda.run('send ({S} : "secret"); recv', oracle(srv, slept, system=None, show_labels=False))
    body = chats(srv)[0]
    assert body["messages"] == [{"role": "user", "content": "secret"}]
    assert "temperature" not in body and "max_tokens" not in body
    assert srv.requests[0].headers["authorization"] == "Bearer unused"


def test_reply_that_does_not_parse(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["Sure! The answer is 42."])
    with pytest.raises(llmbda.BadReply) as info:
        llmbda.run('@"question"', oracle(srv, slept))
    assert info.value.reply == "Sure! The answer is 42."


def test_existing_client(server: Callable[..., ChatServer], slept: list[float]) -> None:
    import openai

    srv = server(["7"])
    client = openai.OpenAI(api_key="k", base_url=srv.base_url, max_retries=0)
    with OpenAIOracle("m", client=client, sleep=slept.append) as orc:
        assert llmbda.run("recv", orc).value.raw == 7
        assert orc.base_url == srv.base_url
    client.close()


# -- retries -------------------------------------------------------------------------------------


def test_429_retry_after_then_success(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["42"])
    srv.fail_next(429, retry_after=2, message="slow down")
    orc = oracle(srv, slept)
    assert llmbda.run("recv", orc).value.raw == 42
    assert len(srv.requests) == 2 and orc.requests == 2
    assert slept == [2.0]


def test_retry_after_capped_by_max_backoff(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"])
    srv.fail_next(429, retry_after=120)
    assert llmbda.run("recv", oracle(srv, slept, max_backoff=5.0)).value.raw == 1
    assert slept == [5.0]


def test_5xx_and_408_retried_with_backoff(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"])
    for status in (500, 503, 408, 502):
        srv.fail_next(status)
    assert llmbda.run("recv", oracle(srv, slept, backoff=0.5, max_backoff=3.0)).value.raw == 1
    assert len(srv.requests) == 5
    assert slept == [0.5, 1.0, 2.0, 3.0]


def test_retries_exhausted(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"])
    srv.fail_next(503, times=10, message="overloaded")
    err = oracle_failure("recv", oracle(srv, slept, max_retries=2))
    assert err.status == 503 and err.attempts == 3
    assert len(srv.requests) == 3 and slept == [0.5, 1.0]
    msg = str(err)
    assert "HTTP 503" in msg and srv.base_url in msg and "test-model" in msg and "overloaded" in msg
    assert "\n" not in msg


def test_401_not_retried(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"], api_key="right")
    err = oracle_failure("recv", oracle(srv, slept, api_key="wrong"))
    assert err.status == 401 and err.attempts == 1
    assert len(srv.requests) == 1 and slept == []
    assert str(err).startswith(f"model request failed: HTTP 401 from {srv.base_url} (model test-model): ")
    assert "Incorrect API key" in str(err)


@pytest.mark.parametrize("status", [400, 403, 404, 422])
def test_client_errors_not_retried(server: Callable[..., ChatServer], slept: list[float], status: int) -> None:
    srv = server(["1"])
    srv.fail_next(status, message=f"nope {status}")
    err = oracle_failure("recv", oracle(srv, slept))
    assert err.status == status and len(srv.requests) == 1 and slept == []
    assert f"HTTP {status}" in str(err) and f"nope {status}" in str(err)


def test_unknown_model(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"], model="served")
    err = oracle_failure("recv", oracle(srv, slept, model="other"))
    assert err.status == 404 and "does not exist" in str(err)


def test_timeout_retried_then_success(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["5"])
    srv.delay_next(1.0)
    orc = oracle(srv, slept, timeout=0.3)
    assert llmbda.run("recv", orc).value.raw == 5  # the timed-out request drew no reply
    assert orc.requests == 2 and slept == [0.5]


def test_timeout_exhausted(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["5"])
    srv.delay_next(1.0, times=2)
    err = oracle_failure("recv", oracle(srv, slept, timeout=0.3, max_retries=1))
    assert err.status is None and err.attempts == 2
    assert "timed out after 0.3 s" in str(err)


def test_connection_refused(slept: list[float]) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    orc = OpenAIOracle("m", base_url=f"http://127.0.0.1:{port}/v1", max_retries=1, sleep=slept.append)
    err = oracle_failure("recv", orc)
    assert err.status is None and err.attempts == 2 and slept == [0.5]
    assert "connection error" in str(err) and str(port) in str(err)


def test_malformed_json(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"])
    srv.malformed_next()
    err = oracle_failure("recv", oracle(srv, slept))
    assert err.attempts == 1 and len(srv.requests) == 1
    assert "invalid response" in str(err)


@pytest.mark.parametrize("kind", list(DEEP_JSON))
def test_a_deeply_nested_response_is_an_invalid_response(server: Callable[..., ChatServer], slept: list[float],
                                                         kind: str) -> None:
    srv = server(["1"])
    srv.malformed_next(body=DEEP_JSON[kind].encode())
    err = oracle_failure("recv", oracle(srv, slept))
    assert err.attempts == 1 and len(srv.requests) == 1 and slept == []
    assert "invalid response (not the JSON of a chat completion)" in str(err)
    assert "recursion" in str(err)


def test_no_text(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server([None])
    err = oracle_failure("recv", oracle(srv, slept))
    assert str(err).startswith("the model returned no text (finish_reason content_filter)")
    assert err.status == 200


def test_script_exhausted_is_a_500(server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server([])
    err = oracle_failure("recv", oracle(srv, slept, max_retries=0))
    assert err.status == 500 and "script exhausted" in str(err)


# -- configuration -------------------------------------------------------------------------------


def test_missing_model() -> None:
    with pytest.raises(OracleConfigError, match="no model configured.*LLMBDA_MODEL"):
        OpenAIOracle(base_url="http://127.0.0.1:1/v1")


def test_missing_key_for_openai() -> None:
    with pytest.raises(OracleConfigError, match="no API key: set OPENAI_API_KEY"):
        OpenAIOracle("gpt-4o-mini")
    with pytest.raises(OracleConfigError, match="no API key"):
        OpenAIOracle("gpt-4o-mini", base_url="https://api.openai.com/v1")


def test_environment(server: Callable[..., ChatServer], slept: list[float],
                     monkeypatch: pytest.MonkeyPatch) -> None:
    srv = server(["1", "2"], api_key="env-key")
    monkeypatch.setenv("OPENAI_BASE_URL", srv.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", "env-key")
    monkeypatch.setenv("OPENAI_MODEL", "from-openai-model")
    assert llmbda.run("recv", OpenAIOracle(sleep=slept.append)).value.raw == 1
    monkeypatch.setenv("LLMBDA_MODEL", "from-llmbda-model")
    orc = OpenAIOracle(sleep=slept.append)
    assert orc.base_url == srv.base_url
    assert llmbda.run("recv", orc).value.raw == 2
    assert [b["model"] for b in chats(srv)] == ["from-openai-model", "from-llmbda-model"]
    assert OpenAIOracle("explicit").model == "explicit"


# -- rendering -----------------------------------------------------------------------------------


def msg(role: Any, content: str, label: str = "{}") -> Message:
    return Message(role, content, LAB4.label(label))


def test_render_messages() -> None:
    session = [msg("user", "do it"), msg("user", "doc", "{U, S}"), msg("assistant", '"ok"', "{U}"),
               msg("user", "pw", "{S}")]
    assert render_messages(session) == [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": "do it"},
        {"role": "user", "content": "[label {U, S}]\ndoc"},
        {"role": "assistant", "content": '"ok"'},
        {"role": "user", "content": "[label {S}]\npw"},
    ]
    assert render_messages(session, system="sys", show_labels=False) == [
        {"role": "system", "content": "sys"}, *({"role": m.role, "content": m.content} for m in session)]
    assert render_messages([], system=None) == []


# -- the server on its own -----------------------------------------------------------------------


def http(url: str, body: Any = None, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json", **(headers or {})})
    try:
        with urllib.request.urlopen(req, timeout=5) as resp:
            return resp.status, json.loads(resp.read())
    except urllib.error.HTTPError as exc:
        with exc:
            return exc.code, json.loads(exc.read())


def test_chat_server_endpoints(server: Callable[..., ChatServer]) -> None:
    srv = server(lambda messages: f'"{len(messages)} messages"', model="m", api_key="k")
    auth = {"Authorization": "Bearer k"}
    status, body = http(f"{srv.base_url}/models", headers=auth)
    assert status == 200 and body["data"][0]["id"] == "m"
    status, body = http(f"{srv.base_url}/nowhere", headers=auth)
    assert status == 404 and "unknown endpoint" in body["error"]["message"]
    status, body = http(f"{srv.base_url}/chat/completions", {"model": "m", "messages": []})
    assert status == 401 and body["error"]["code"] == "invalid_api_key"
    status, body = http(f"{srv.base_url}/chat/completions",
                        {"model": "m", "messages": [{"role": "user", "content": "hi"}]}, auth)
    assert status == 200 and body["object"] == "chat.completion"
    assert body["choices"][0]["message"]["content"] == '"1 messages"'
    assert body["choices"][0]["finish_reason"] == "stop" and body["usage"]["total_tokens"] == 3


def test_chat_server_cli(tmp_path: Any) -> None:
    replies = tmp_path / "replies.json"
    replies.write_text(json.dumps(["fun x -> x + 1"]))
    proc = subprocess.Popen(
        [sys.executable, "-m", "llmbda.testing.chat_server", "--port", "0", "--reply", '"hi"',
         "--replies-file", str(replies)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        base_url = proc.stdout.readline().strip()
        assert base_url.startswith("http://127.0.0.1:") and base_url.endswith("/v1")
        assert proc.stdout.readline().startswith("2 scripted replies")
        with OpenAIOracle("m", base_url=base_url, max_retries=0) as orc:
            assert llmbda.run("recv", orc).value.raw == "hi"
            assert llmbda.run("(recv) 1", orc).value.raw == 2
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=10)
    assert err == ""


def test_chat_server_refuses_deeply_nested_json(server: Callable[..., ChatServer], tmp_path: Any,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from llmbda.testing import chat_server

    srv = server(["1"])
    req = urllib.request.Request(f"{srv.base_url}/chat/completions", data=DEEP_JSON["array"].encode(),
                                 headers={"Content-Type": "application/json"})
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(req, timeout=5)
    with info.value as exc:
        assert exc.code == 400 and "'messages' list" in json.loads(exc.read())["error"]["message"]
    assert srv.requests[-1].body is None
    # --replies-file that is not JSON, or nested too deeply: a usage error (exit 2), not a traceback
    for name, text, msg in (("deep.json", DEEP_JSON["object"], TOO_DEEP), ("bad.json", "[1,", "Expecting value")):
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        with pytest.raises(SystemExit) as exit_info:
            chat_server.main(["--port", "0", "--replies-file", str(path)])
        assert exit_info.value.code == 2
        err = capsys.readouterr().err
        assert f"error: cannot read {path}: {msg}" in err and "Traceback" not in err


# -- constrained replies -------------------------------------------------------------------------


class _DataConversation(list):  # type: ignore[type-arg]
    """A conversation whose reply is read as data (as ``Conversation.reply`` says for ``recv_data``)."""

    reply = "data"


def test_a_request_carries_the_grammar_of_what_the_program_reads(
        server: Callable[..., ChatServer], slept: list[float]) -> None:
    from llmbda import grammar

    srv = server(["fun x -> x * 2", '"Paris"'])
    orc = oracle(srv, slept)
    assert llmbda.run('(@"double it") 21', orc).value.raw == 42
    assert orc([Message("user", "the capital?", LAB4.bot)]) == '"Paris"'  # a plain list: code
    assert [c["grammar"] for c in chats(srv)] == [grammar.gbnf("code")] * 2
    srv2 = server(['"Paris"'])
    orc2 = oracle(srv2, slept)
    assert orc2(_DataConversation([Message("user", "the capital?", LAB4.bot)])) == '"Paris"'
    assert chats(srv2)[0]["grammar"] == grammar.gbnf("data")
    assert orc.constrained == 2 and orc2.constrained == 1


def test_a_server_that_refuses_the_grammar_is_asked_without_it(
        server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1", "2"])
    srv.fail_next(400, message="Unrecognized request argument supplied: grammar")
    orc = oracle(srv, slept)
    assert llmbda.run("@\"one\"", orc).value.raw == 1
    assert llmbda.run("@\"two\"", orc).value.raw == 2
    sent = chats(srv)
    assert ["grammar" in c for c in sent] == [True, False, False]
    assert orc.grammar_refused and orc.constrained == 0 and orc.requests == 3 and slept == []


def test_other_400s_are_not_taken_for_a_refused_grammar(
        server: Callable[..., ChatServer], slept: list[float]) -> None:
    srv = server(["1"])
    srv.fail_next(400, message="context length exceeded")
    cause = oracle_failure('@"x"', oracle(srv, slept))
    assert cause.status == 400 and "context length" in str(cause)


@pytest.mark.parametrize("policy, sent", [("never", False), ("always", True)])
def test_the_grammar_policy(server: Callable[..., ChatServer], slept: list[float], policy: str,
                            sent: bool) -> None:
    srv = server(["1"])
    llmbda.run('@"x"', oracle(srv, slept, grammar=policy))
    assert ("grammar" in chats(srv)[0]) is sent


def test_the_openai_api_gets_no_grammar_unless_asked() -> None:
    orc = OpenAIOracle(model="m", api_key="k")
    assert orc._grammar_for("code") is None
    assert OpenAIOracle(model="m", api_key="k", grammar="always")._grammar_for("data") is not None
    with pytest.raises(ValueError, match="grammar must be"):
        OpenAIOracle(model="m", api_key="k", grammar="sometimes")  # type: ignore[arg-type]
