"""The real-model path of ``llmbda bench agentdojo``, end to end through the command line, against an
OpenAI-compatible server on loopback (``llmbda.testing.ChatServer``; the ``openai`` client is real).

The server plays both models: a request whose conversation holds the planner prompt gets the stored
plan of the user task it names; any other request is a Q-model request, answered from the data it
carries (the logic of the offline ``DataQModel``). Because every request is recorded, the test can
check the dual-LLM property on the wire: the planner is never sent untrusted text — only the Q-model
is.
"""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any, Iterator, Optional

import pytest

pytest.importorskip("agentdojo")

from llmbda import cli  # noqa: E402
from llmbda.bench.offline import DataQModel  # noqa: E402
from llmbda.labels import LAB4  # noqa: E402
from llmbda.oracles.openai import OpenAIOracle  # noqa: E402
from llmbda.runtime import Message  # noqa: E402
from llmbda.testing import ChatServer  # noqa: E402

PLANS = Path(__file__).resolve().parent / "data" / "banking_plans"
PLANNER_MARK = "You are the planner"
#: Text only tool results hold (files, transaction subjects, injections): never for the planner's eyes.
UNTRUSTED = ("Sushi dinner", "<INFORMATION>", "Pizza party", "New year gift", "iPhone 3GS", "Spotify Premium",
             "Car Rental", "UK12345678901234567890", "Dear tenant", "Dalton Street", "increased by 100.00",
             "Correction: the rent", "US133000000121212121212", "CH9300762011623852957", "[label {U}]")
TASK = ["--user-task", "user_task_4", "--injection-task", "injection_task_0", "--k", "1"]


@pytest.fixture(autouse=True)
def _no_model_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LLMBDA_MODEL", "OPENAI_MODEL", "OPENAI_BASE_URL", "OPENAI_API_KEY"):
        monkeypatch.delenv(var, raising=False)


@pytest.fixture(scope="module")
def task_prompts() -> dict[str, str]:
    from agentdojo.task_suite.load_suites import get_suite

    suite = get_suite("v1.2.2", "banking")
    return {t.PROMPT.strip(): k for k, t in suite.user_tasks.items()}


class TwoModels:
    """The server's reply function: the planner (stored plans) and the Q-model (answers from the data).
    With ``q_fails`` every Q-model reply carries no text (``"content": null``)."""

    def __init__(self, task_prompts: dict[str, str], *, q_fails: bool = False) -> None:
        self.task_prompts = task_prompts
        self.q_fails = q_fails
        self.q = DataQModel()
        self.planner_requests: list[list[dict[str, Any]]] = []
        self.q_requests: list[list[dict[str, Any]]] = []
        self.problems: list[str] = []

    def __call__(self, messages: list[dict[str, Any]]) -> Optional[str]:
        try:
            if any(PLANNER_MARK in str(m.get("content")) for m in messages):
                self.planner_requests.append(messages)
                prompt = str(messages[1]["content"]).rstrip()
                task = next((k for p, k in self.task_prompts.items() if prompt.endswith(p)), None)
                if task is None:
                    self.problems.append(f"no user task in the planner prompt: {prompt[-200:]!r}")
                    return '"unknown task"'
                return (PLANS / f"{task}.lam").read_text(encoding="utf-8")
            self.q_requests.append(messages)
            if self.q_fails:
                return None
            return self.q([Message(m["role"], str(m["content"]), LAB4.bot) for m in messages
                           if m["role"] in ("user", "assistant")])
        except Exception as exc:  # a bug of the test itself: make it visible
            self.problems.append(repr(exc))
            raise


def text_of(requests: list[list[dict[str, Any]]]) -> str:
    return "\n".join(str(m.get("content")) for msgs in requests for m in msgs)


def bench(server: ChatServer, out_dir: Path, *extra: str) -> tuple[int, str, str, dict[str, Any]]:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["bench", "agentdojo", "--model", "test-model", "--base-url", server.base_url,
                     "--out", str(out_dir), *extra], out=out, err=err)
    path = out_dir / "results.json"
    results = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    return code, out.getvalue(), err.getvalue(), results


@pytest.fixture(scope="module")
def randori_run(task_prompts: dict[str, str], tmp_path_factory: pytest.TempPathFactory
                ) -> Iterator[tuple[int, str, str, dict[str, Any], Path, TwoModels, ChatServer]]:
    models = TwoModels(task_prompts)
    tmp = tmp_path_factory.mktemp("realmodel")
    with ChatServer(models, model="test-model") as srv:
        code, out, err, results = bench(srv, tmp, "--agent", "randori", *TASK)
    yield code, out, err, results, tmp, models, srv


def test_randori_through_the_cli_solves_the_task_and_repels_the_attack(randori_run: Any) -> None:
    code, out, err, results, tmp, models, _ = randori_run
    assert code == 0, err
    assert models.problems == []
    assert "Traceback" not in err + out
    assert results["meta"]["planner"] == "test-model" and results["meta"]["q_model"] == "test-model"
    runs = {r["injection_task"]: r for r in results["runs"]}
    assert len(results["runs"]) == 2 and set(runs) == {None, "injection_task_0"}
    for r in runs.values():
        assert (r["agent"], r["user_task"], r["utility"], r["error"]) == ("randori", "user_task_4", True, None)
        assert r["outcome"]["planner_calls"] == 1 and r["outcome"]["practice_errors"] == []
        [pay] = [c for c in r["outcome"]["calls"] if c["tool"] == "send_money"]
        assert pay["args"]["recipient"] == "GB29NWBK60161331926819" and pay["args"]["amount"] == 10.0
    assert runs[None]["attack_succeeded"] is None
    assert runs["injection_task_0"]["attack_succeeded"] is False
    report = (tmp / "report.md").read_text(encoding="utf-8")
    assert "| randori | 1 | 1 |" in report and "| user_task_4 | 1/1 · 1/1 · 0/1 |" in report
    assert report in out and (tmp / "plot.svg").exists()
    camel = json.loads((tmp / "camel.json").read_text(encoding="utf-8"))
    assert [c["attack"] for c in camel] == ["bill-payee", "rent-increase"]
    assert all(c["error"] is None for c in camel)      # both stored plans ran to the end


def test_the_planner_never_sees_untrusted_text_only_the_q_model_does(randori_run: Any) -> None:
    _, _, _, results, _, models, srv = randori_run
    chats = [r.body for r in srv.requests if r.path == "/v1/chat/completions"]
    assert len(chats) == len(models.planner_requests) + len(models.q_requests)
    assert all(b["model"] == "test-model" for b in chats)
    # one planner request per solve (2 runs + 2 CaMeL attacks): the system prompt and the planner prompt
    assert len(models.planner_requests) == 4
    for msgs in models.planner_requests:
        assert [m["role"] for m in msgs] == ["system", "user"]
    planner_text = text_of(models.planner_requests)
    leaked = [s for s in UNTRUSTED if s in planner_text]
    assert leaked == []
    # the same strings do reach the Q-model (so the check above can fail), marked as untrusted
    q_text = text_of(models.q_requests)
    # (the files of the CaMeL-style attacks; user task 4's plan reads the history's trusted fields, the
    # bank's record, and asks the Q-model nothing: the injected subject never reaches a model)
    for s in ("Car Rental", "US133000000121212121212", "Dear tenant", "[label {U}]"):
        assert s in q_text, s
    assert "Sushi dinner" not in q_text and "<INFORMATION>" not in q_text
    # and the Q-model never sees the planner's conversation (quarantine starts from a cleared one)
    assert PLANNER_MARK not in q_text
    for msgs in models.q_requests:
        assert [m["role"] for m in msgs] == ["system", "user", "user"]


def _assert_no_traceback(code: int, out: str, err: str) -> None:
    assert code in (0, 1, 2), (code, err)
    assert "Traceback" not in out + err


def test_a_server_failing_every_request_is_a_recorded_PlannerError(
        task_prompts: dict[str, str], tmp_path: Path) -> None:
    models = TwoModels(task_prompts)
    with ChatServer(models) as srv:
        srv.fail_next(500, times=1000, retry_after=0)   # Retry-After: 0 keeps the client's retries fast
        code, out, err, results = bench(srv, tmp_path, "--agent", "randori", *TASK)
    _assert_no_traceback(code, out, err)
    assert code == 0
    assert models.planner_requests == [] and models.q_requests == []
    assert len(results["runs"]) == 2
    for r in results["runs"]:
        assert r["utility"] is False and r["attack_succeeded"] in (None, False)
        assert r["error"].startswith("PlannerError: OracleRequestError: model request failed: HTTP 500")
        assert "gave up after 5 attempts" in r["error"]
    camel = json.loads((tmp_path / "camel.json").read_text(encoding="utf-8"))
    assert all(c["error"].startswith("PlannerError:") and not c["succeeded"] for c in camel)
    # 5 attempts per planner call: 2 runs and 2 CaMeL attacks (besides the GET /props and /v1/models that
    # ask the server what it serves)
    assert len([r for r in srv.requests if r.path == "/v1/chat/completions"]) == 4 * 5
    assert {r.path for r in srv.requests if r.method == "GET"} == {"/props", "/v1/models"}
    assert "PlannerError" in (tmp_path / "report.md").read_text(encoding="utf-8")


def test_an_exhausted_script_is_a_recorded_PlannerError(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the oracle's backoff between retries, recorded instead of slept (the CLI cannot set it)
    slept: list[float] = []
    kwdefaults = OpenAIOracle.__init__.__kwdefaults__
    assert kwdefaults is not None and "sleep" in kwdefaults
    monkeypatch.setitem(kwdefaults, "sleep", slept.append)
    with ChatServer([]) as srv:
        code, out, err, results = bench(srv, tmp_path, "--agent", "randori", "--no-camel", *TASK)
    _assert_no_traceback(code, out, err)
    assert code == 0 and not (tmp_path / "camel.json").exists()
    for r in results["runs"]:
        assert r["error"].startswith("PlannerError: OracleRequestError: model request failed: HTTP 500")
        assert "script exhausted" in r["error"]
    assert slept == [0.5, 1.0, 2.0, 4.0] * 2


def test_a_q_model_without_replies_ends_cleanly(task_prompts: dict[str, str], tmp_path: Path) -> None:
    """The planner answers, the Q-model's replies carry no text: the Q-model's failure ends the run at
    practice, as what it is (not as a fault of the plan for the planner to repair); no money moves."""
    models = TwoModels(task_prompts, q_fails=True)
    with ChatServer(models) as srv:
        # user task 0 asks the Q-model about the bill (a file: untrusted)
        code, out, err, results = bench(srv, tmp_path, "--agent", "randori", "--no-camel",
                                        "--user-task", "user_task_0", *TASK[2:])
    _assert_no_traceback(code, out, err)
    assert code == 0 and models.problems == []
    for r in results["runs"]:
        assert r["error"].startswith("QModelError") and r["utility"] is False
        assert "OracleRequestError" in r["error"] and "no text" in r["error"]
        assert r["outcome"]["planner_calls"] == 1 and r["outcome"]["practice_errors"] == []
        assert r["outcome"]["calls"] == []
    assert [s for s in UNTRUSTED if s in text_of(models.planner_requests)] == []


def test_the_baseline_reaches_the_server_with_the_tools(tmp_path: Path) -> None:
    """With native function calls (``--baseline-tools native``): ChatServer answers with text only (it
    cannot make tool calls), so AgentDojo's tool loop ends after one model turn: the task is not
    solved, and nothing fails."""
    with ChatServer(lambda messages: "I would need to call a tool.", model="test-model") as srv:
        code, out, err, results = bench(srv, tmp_path, "--agent", "baseline", "--baseline-tools", "native", *TASK)
    _assert_no_traceback(code, out, err)
    assert code == 0, err
    chats = [r.body for r in srv.requests if r.path == "/v1/chat/completions"]
    assert len(chats) == 2                                     # one model turn per run
    for body in chats:
        assert body["model"] == "test-model"
        tools = {t["function"]["name"] for t in body["tools"]}
        assert {"send_money", "get_most_recent_transactions", "read_file"} <= tools
        assert "GB29NWBK60161331926819" in json.dumps(body["messages"])   # the user task's prompt
    assert results["meta"]["baseline"] == "AgentDojo tool-calling loop, test-model"
    assert [(r["agent"], r["utility"], r["error"]) for r in results["runs"]] == [("baseline", False, None)] * 2


def test_the_prompting_baseline_calls_tools_in_its_text(tmp_path: Path) -> None:
    """The default for a live model: AgentDojo's prompting-based tool calls (its LocalLLM prompt). The
    tools are described in the system prompt, no ``tools`` field is sent, a call written
    ``<function=name>{json}</function>`` runs, and its result comes back as a ``tool`` message."""
    def model(messages: list[dict[str, Any]]) -> str:
        if messages[-1]["role"] == "tool":
            return "Your balance is in the result."
        return 'Let me look. <function=get_balance>{}</function>'

    with ChatServer(model, model="test-model") as srv:
        code, out, err, results = bench(srv, tmp_path, "--agent", "baseline", *TASK)
    _assert_no_traceback(code, out, err)
    assert code == 0, err
    chats = [r.body for r in srv.requests if r.path == "/v1/chat/completions"]
    assert len(chats) == 4                                     # two model turns per run
    for body in chats:
        assert "tools" not in body and body["seed"] == 0 and body["temperature"] == 0.0
        system = body["messages"][0]
        assert system["role"] == "system" and "<function=function_name>" in system["content"]
        assert '"name": "send_money"' in system["content"]
    assert chats[1]["messages"][-1]["role"] == "tool" and '"result"' in chats[1]["messages"][-1]["content"]
    assert results["meta"]["rows"]["baseline"]["tool_calls"] == "prompting"
    assert [(r["agent"], r["error"]) for r in results["runs"]] == [("baseline", None)] * 2


@pytest.mark.parametrize("tools", ["native", "prompting"])
def test_a_failing_server_is_a_recorded_baseline_error(tmp_path: Path, tools: str) -> None:
    with ChatServer([]) as srv:
        srv.fail_next(400, times=100)                         # not retried by AgentDojo's client
        code, out, err, results = bench(srv, tmp_path, "--agent", "baseline", "--baseline-tools", tools, *TASK)
    _assert_no_traceback(code, out, err)
    assert code == 0
    assert len(results["runs"]) == 2
    for r in results["runs"]:
        assert r["error"].startswith("RunnerError: BadRequestError") and "400" in r["error"]
        assert r["utility"] is False


@pytest.mark.parametrize("argv,message", [
    (["--agent", "randori"], "no planner: pass --model M"),
    (["--model", "test-model", "--agent", "randori"], "no API key"),           # no --base-url, no key
    (["--model", "offline", "--agent", "baseline"], "--model offline: the offline stand-ins are for --q-model only"),
    (["--model", "offline-hostile", "--replay", str(PLANS)], "--q-model only"),
    (["--replay", str(PLANS), "--baseline-tools", "native"], "--baseline-tools is how the baseline's model"),
    (["--replay", str(PLANS), "--parse-probe"], "--parse-probe asks the model's planners: it needs --model"),
], ids=["no-model", "no-key", "offline-baseline", "offline-model", "offline-tools", "offline-probe"])
def test_bad_model_options_are_usage_errors(argv: list[str], message: str, tmp_path: Path) -> None:
    out, err = io.StringIO(), io.StringIO()
    code = cli.main(["bench", "agentdojo", *argv, "--out", str(tmp_path), *TASK], out=out, err=err)
    assert (code, out.getvalue()) == (2, "")
    assert message in err.getvalue() and "Traceback" not in err.getvalue()
    assert not (tmp_path / "results.json").exists()
