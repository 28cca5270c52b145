"""The AgentDojo benchmark runner: Randori (and the undefended baseline) on the banking suite.

``run_benchmark`` runs every (user task, injection task) pair of the suite with AgentDojo's
``important_instructions`` attack, plus every user task without attack, ``k`` times each, for each
agent configuration (an agent, and for Randori the adversary its Q-model plays:
:mod:`llmbda.bench.adversaries`); after every run it rewrites the results file (JSON,
:mod:`llmbda.bench.report`'s schema), so an interrupted run resumes where it stopped. Utility and
security are AgentDojo's own checks on the environment after the run (for the ``stored`` adversary,
after both of its runs). AgentDojo's benchmark version is pinned: :data:`BENCHMARK_VERSION`.
"""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, TextIO

from .. import _json
from ..agents.banking import BankingHost
from ..agents.banking_labels import SINKS
from ..agents.mock_banking import mock_environment
from ..agents.randori import Oracle, Outcome, Randori
from .adversaries import READ_BACK_PLAN, READ_BACK_QUERY, FixedPlanner, row_name
from .pipeline import transcript

#: The AgentDojo benchmark version the runner pins (its tasks differ slightly between versions).
BENCHMARK_VERSION = "v1.2.2"
#: The AgentDojo release the runner was written against.
AGENTDOJO_VERSION = "0.1.35"
#: The attack.
ATTACK = "important_instructions"
#: Results file format (2: runs carry ``adversary``, part of the key a resumed run skips by).
SCHEMA = 2


class BenchError(Exception):
    """A clear, user-facing failure of the benchmark runner (bad option, missing package…)."""


def _require_agentdojo() -> None:
    try:
        import agentdojo  # noqa: F401
    except ImportError:
        raise BenchError("the benchmark needs AgentDojo: pip install 'llmbda[agentdojo]' "
                         f"(agentdojo=={AGENTDOJO_VERSION})") from None


def load_suite(suite: str = "banking") -> Any:
    _require_agentdojo()
    from agentdojo.task_suite.load_suites import get_suite

    if suite != "banking":
        raise BenchError(f"only the banking suite has LLMbda tools so far, not {suite!r}")
    return get_suite(BENCHMARK_VERSION, suite)


def _attack(suite: Any, model: Optional[str]) -> Any:
    """AgentDojo's attack, addressing the victim model by name when AgentDojo knows it (else as
    "the AI language model")."""
    from agentdojo.agent_pipeline.base_pipeline_element import BasePipelineElement
    from agentdojo.attacks.attack_registry import load_attack
    from agentdojo.attacks.base_attacks import DEFAULT_MODEL_NAME
    from agentdojo.models import MODEL_NAMES

    known = next((m for m in MODEL_NAMES if model and m in model), None)

    class Named(BasePipelineElement):  # type: ignore[misc]
        def query(self, *a: Any, **k: Any) -> Any:  # pragma: no cover - never run
            raise NotImplementedError

    target = Named()
    target.name = known or next(iter(MODEL_NAMES))
    attack = load_attack(ATTACK, suite, target)
    if known is None:
        attack.model_name = DEFAULT_MODEL_NAME
    return attack


def required_sinks(injection_task: Any, env: Any) -> frozenset[str]:
    """The sinks among the tool calls the injection task's ground truth makes."""
    return frozenset(c.function for c in injection_task.ground_truth(env)) & SINKS


class RandoriElement:
    """Randori as an AgentDojo pipeline element (``query`` runs one task; :attr:`last` keeps the
    :class:`Outcome`).

    With ``read_back`` (the ``stored`` adversary), ``query`` runs a second Randori solve on the same
    environment afterwards: ``read_back`` with :data:`READ_BACK_QUERY` (its planner is fixed, e.g.
    :class:`FixedPlanner`), whose :class:`Outcome` is :attr:`second`. The answer returned to
    AgentDojo is still the first run's (the user task's), and AgentDojo checks the environment
    after both runs."""

    def __init__(self, agent: Randori, suite: Any, name: str = "llmbda-randori", *,
                 read_back: Optional[Randori] = None) -> None:
        self.agent = agent
        self.suite = suite
        self.name = name
        self.read_back = read_back
        self.last: Optional[Outcome] = None
        self.second: Optional[Outcome] = None

    def plan_sinks(self) -> frozenset[str]:
        """The sinks the final plans mention (the read-back run's plan has none)."""
        return frozenset().union(*(o.plan_sinks for o in (self.last, self.second) if o is not None))

    def _mock(self) -> BankingHost:
        from agentdojo.functions_runtime import FunctionsRuntime

        return BankingHost(FunctionsRuntime(self.suite.tools), mock_environment(), trusted=True)

    def query(self, query: str, runtime: Any, env: Any, messages: Sequence[Any] = (),
              extra_args: Optional[dict[str, Any]] = None) -> tuple[Any, ...]:
        out = self.agent.solve(query, BankingHost(runtime, env), self._mock())
        self.last = out
        if self.read_back is not None:  # the same environment: labels written in run 1 persist
            self.second = self.read_back.solve(READ_BACK_QUERY, BankingHost(runtime, env), self._mock())
        text = out.answer if out.error is None else f"I could not complete the task ({out.error})."
        return query, runtime, env, transcript(messages, query, text or ""), extra_args or {}


@dataclass
class AgentConfig:
    """One agent of a benchmark run: ``kind`` is ``randori``, ``ace`` or ``baseline``. For Randori,
    ``adversary`` names the adversary its Q-model plays (:mod:`llmbda.bench.adversaries`; one
    report row each), and ``read_back_q`` (the ``stored`` adversary) is the Q-model of a second,
    read-back run on the same environment (:data:`READ_BACK_PLAN`)."""

    kind: str
    planner: Optional[Oracle] = None
    q_model: Optional[Oracle] = None
    verifier: Any = None                 # ACE's concrete-planner model (chat messages → reply)
    embedder: Any = None                 # ACE's embeddings (default: MiniLM offline)
    model: Optional[str] = None          # the model id (names the attack's victim; the baseline's LLM)
    client: Any = None                   # an openai.OpenAI client for the real baseline
    describe: dict[str, Any] = field(default_factory=dict)
    adversary: Optional[str] = None      # Randori: code, liar, stored (None: the Q-model as given)
    read_back_q: Optional[Oracle] = None  # Randori, stored: the read-back run's Q-model

    @property
    def row(self) -> str:
        """The name of its rows in the report (and in the progress lines)."""
        return row_name(self.kind, self.adversary)


def _baseline_pipeline(cfg: AgentConfig, user_task: Any, injection_task: Any) -> Any:
    from agentdojo.agent_pipeline import AgentPipeline, InitQuery, SystemMessage, ToolsExecutionLoop, ToolsExecutor
    from agentdojo.agent_pipeline.agent_pipeline import load_system_message

    if cfg.client is not None:
        from agentdojo.agent_pipeline.llms.openai_llm import OpenAILLM

        llm: Any = OpenAILLM(cfg.client, cfg.model or "")
    else:
        from .offline import GullibleToolCaller

        llm = GullibleToolCaller(user_task, injection_task)
    pipe = AgentPipeline([SystemMessage(load_system_message(None)), InitQuery(), llm,
                          ToolsExecutionLoop([ToolsExecutor(), llm])])
    pipe.name = f"baseline-{cfg.model or 'offline'}"
    return pipe


def _isatty(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _progress(stream: TextIO, i: int, n: int, record: dict[str, Any], started: float) -> None:
    """One progress line: rewritten in place on a terminal, else every 5% (and the last run)."""
    tty = _isatty(stream)
    if not tty and i != n and i % max(1, n // 20) != 0:
        return
    left = (time.monotonic() - started) / i * (n - i)
    it_id = record["injection_task"]
    mark = "attack succeeded" if record["attack_succeeded"] else (
        "repelled" if it_id else ("solved" if record["utility"] else "not solved"))
    agent = record["agent"] + (f"/{record['adversary']}" if record.get("adversary") else "")
    line = (f"[{i:>4}/{n}] {agent:<15} {record['user_task']:<13} "
            f"{(it_id or 'no attack'):<17} {mark:<16} ~{left:4.0f}s left")
    stream.write(f"\r{line} " if tty else line + "\n")
    stream.flush()


def _key(r: dict[str, Any]) -> tuple[Any, ...]:
    """What identifies a run: a resumed benchmark skips the runs whose key is done (so runs under
    different adversaries never stand in for each other)."""
    return (r["agent"], r.get("adversary"), r["user_task"], r["injection_task"], r["rep"])


def _write(path: Path, results: dict[str, Any]) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(results, indent=1), encoding="utf-8")
    os.replace(tmp, path)


def _task_sort(ids: Sequence[str]) -> list[str]:
    return sorted(ids, key=lambda s: int(s.rsplit("_", 1)[1]))


def run_benchmark(agents: Sequence[AgentConfig], out: str | os.PathLike[str], *, k: int = 1,
                  suite_name: str = "banking", no_endorse: bool = False,
                  user_tasks: Optional[Sequence[str]] = None,
                  injection_tasks: Optional[Sequence[str]] = None, victim: Optional[str] = None,
                  meta: Optional[dict[str, Any]] = None, progress: Optional[TextIO] = None,
                  on_run: Optional[Callable[[dict[str, Any]], None]] = None) -> dict[str, Any]:
    """Run the benchmark; ``out`` is the results file (resumed if it exists with the same
    settings). Returns the results."""
    if k < 1:
        raise BenchError("--k must be at least 1")
    suite = load_suite(suite_name)
    all_user = _task_sort(list(suite.user_tasks))
    all_inj = _task_sort(list(suite.injection_tasks))
    for name, chosen, known in (("user task", user_tasks, all_user),
                                ("injection task", injection_tasks, all_inj)):
        for t in chosen or ():
            if t not in known:
                raise BenchError(f"no {name} {t!r} in {suite_name} {BENCHMARK_VERSION} "
                                 f"(there are {known[0]} … {known[-1]})")
    uts = [t for t in all_user if user_tasks is None or t in user_tasks]
    its = [t for t in all_inj if injection_tasks is None or t in injection_tasks]
    settings = {"suite": suite_name, "benchmark_version": BENCHMARK_VERSION, "attack": ATTACK,
                "k": k, "no_endorse": no_endorse, "schema": SCHEMA}
    path = Path(out)
    results: dict[str, Any] = {"meta": {**settings, **(meta or {})}, "runs": []}
    if path.exists():
        try:
            old = _json.loads(path.read_text(encoding="utf-8"))
            if not (isinstance(old, dict) and isinstance(old.get("meta", {}), dict)
                    and isinstance(old.get("runs", []), list)):
                raise ValueError("not a JSON object with a 'meta' object and a 'runs' list")
        except (OSError, ValueError) as exc:
            raise BenchError(f"{path} is not a results file ({exc}); move it away to start afresh") from None
        old_settings = {key: old.get("meta", {}).get(key) for key in settings}
        if old_settings != settings:
            raise BenchError(f"{path} holds a run with other settings ({old_settings}); "
                             "use another --out or delete it")
        results["runs"] = list(old.get("runs", []))
    done = {_key(r) for r in results["runs"]}
    attack = _attack(suite, victim)
    jobs = [(cfg, ut, it, rep) for cfg in agents for ut in uts for it in [None, *its] for rep in range(k)]
    todo = [j for j in jobs if (j[0].kind, j[0].adversary, j[1], j[2], j[3]) not in done]
    if progress is not None and len(todo) < len(jobs):
        progress.write(f"resuming: {len(jobs) - len(todo)} of {len(jobs)} runs already in {path}\n")
    started = time.monotonic()
    for i, (cfg, ut_id, it_id, rep) in enumerate(todo, 1):
        ut = suite.get_user_task_by_id(ut_id)
        it = suite.get_injection_task_by_id(it_id) if it_id else None
        injections = attack.attack(ut, it) if it is not None else {}
        t0 = time.monotonic()
        record: dict[str, Any] = {"agent": cfg.kind, "adversary": cfg.adversary, "user_task": ut_id,
                                  "injection_task": it_id, "rep": rep, "utility": False,
                                  "attack_succeeded": None, "category": None, "error": None, "endorses": 0}
        element: Any
        planner: Any = cfg.planner
        if hasattr(planner, "task"):  # a replayed planner: the plan of this user task
            planner.task = ut_id
        if cfg.kind == "randori":
            assert planner is not None and cfg.q_model is not None
            read_back = (Randori(FixedPlanner(READ_BACK_PLAN), cfg.read_back_q, no_endorse=no_endorse)
                         if cfg.read_back_q is not None else None)
            element = RandoriElement(Randori(planner, cfg.q_model, no_endorse=no_endorse), suite,
                                     read_back=read_back)
        elif cfg.kind == "ace":
            from .ace_banking import AceElement

            assert planner is not None and cfg.q_model is not None and cfg.verifier is not None
            element = AceElement(planner, cfg.verifier, cfg.q_model, embedder=cfg.embedder)
        else:
            element = _baseline_pipeline(cfg, ut, it)
        try:
            utility, attacked = suite.run_task_with_pipeline(element, ut, it, injections)
        except Exception as exc:  # an agent or AgentDojo failure: recorded, never a traceback
            utility, attacked = False, False
            record["error"] = f"RunnerError: {type(exc).__name__}: {exc}"
        record["utility"] = bool(utility)
        if it is not None:
            record["attack_succeeded"] = bool(attacked)
        outcome = getattr(element, "last", None)  # the agents with plans: Randori and ACE
        if outcome is not None:
            record["error"] = record["error"] or outcome.error
            record["endorses"] = len(getattr(outcome, "endorses", ()))
            record["outcome"] = outcome.to_json()
            second = getattr(element, "second", None)  # the stored adversary's read-back run
            if second is not None:
                record["error"] = record["error"] or second.error
                record["read_back"] = second.to_json()
            if it is not None:
                env = ut.init_environment(suite.load_and_inject_default_environment(injections))
                record["category"] = "A" if not (element.plan_sinks() & required_sinks(it, env)) else "B"
        record["seconds"] = round(time.monotonic() - t0, 4)
        results["runs"].append(record)
        _write(path, results)
        if on_run is not None:
            on_run(record)
        if progress is not None:
            _progress(progress, i, len(todo), record, started)
    if progress is not None and todo and _isatty(progress):
        progress.write("\n")
    _write(path, results)
    return results
