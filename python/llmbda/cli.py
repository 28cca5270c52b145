"""The ``llmbda`` command line: run and check LLMbda programs.

    llmbda run FILE [--model M] [--base-url U] [--replay F [--replay-in-order]] [--record F] [--fuel N]
                    [--trace]
    llmbda check FILE
    llmbda model serve NAME [--port P] | stop [NAME] | status | path NAME

``run`` picks the model in this order: ``--replay F``; a live OpenAI-compatible model when
``--model``/``--base-url`` is given or ``LLMBDA_MODEL``/``OPENAI_MODEL`` is set; the recording shipped
beside the program (``prog.lam`` → ``prog.replay.jsonl``), so the examples run offline; else none
(a program that calls ``recv`` then stops with a message saying how to configure a model).
Exit status: 0 success, 1 the program failed (parse error, label violation, …), 2 bad usage or
configuration, 130 interrupted.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, TextIO

from . import errors
from .runtime import DEFAULT_FUEL, DEFAULT_MAX_DEPTH, Message, Result, TraceEvent, parse, run

#: The longest reply `llmbda run` asks of a model, in tokens (--max-tokens).
DEFAULT_MAX_TOKENS = 1024

Oracle = Callable[[Sequence[Message]], str]

_NO_MODEL = (
    "no model configured: pass --model M (and --base-url U for an OpenAI-compatible server other "
    "than OpenAI's, with OPENAI_API_KEY for OpenAI), set LLMBDA_MODEL, or pass --replay F"
)


class UsageError(Exception):
    """Bad arguments or configuration (exit status 2)."""


def replay_beside(path: Path) -> Path:
    """The recording shipped beside a program: ``x.lam`` → ``x.replay.jsonl``."""
    return path.with_name(path.name.rsplit(".", 1)[0] + ".replay.jsonl")


def _read_source(name: str) -> tuple[str, str]:
    if name == "-":
        return "<stdin>", sys.stdin.read()
    path = Path(name)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise UsageError(f"{name}: no such file") from None
    except IsADirectoryError:
        raise UsageError(f"{name}: is a directory") from None
    except OSError as exc:
        raise UsageError(f"{name}: cannot read: {exc.strerror or exc}") from None
    try:
        return name, data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{name}: not UTF-8 text (byte {exc.start + 1})") from None


def _caret(src: str, line: int, col: int) -> str:
    lines = src.split("\n")
    if not 1 <= line <= len(lines):
        return ""
    text = lines[line - 1].replace("\t", " ")
    clip = 0
    if len(text) > 100 and col > 80:
        clip = col - 60
        text = "…" + text[clip:]
        col = col - clip + 1
    return f"  {text[:160]}\n  {' ' * (col - 1)}^"


def _parse_error_text(where: str, src: str, exc: errors.ParseError) -> str:
    caret = _caret(src, exc.line, exc.col)
    return f"{where}:{exc.line}:{exc.col}: parse error: {exc.msg}" + (f"\n{caret}" if caret else "")


def _choose_oracle(args: argparse.Namespace, file: Optional[Path], err: TextIO) -> tuple[Optional[Oracle], str]:
    from .oracles import RecordingOracle, ReplayOracle

    oracle: Optional[Oracle]
    if args.replay:
        try:
            oracle = ReplayOracle(args.replay, in_order=args.replay_in_order)
        except errors.ReplayMiss as exc:
            raise UsageError(str(exc)) from None
        what = f"replay {args.replay}"
    elif args.model or args.base_url or os.environ.get("LLMBDA_MODEL") or os.environ.get("OPENAI_MODEL"):
        from .oracles.openai import OpenAIOracle

        try:
            live = OpenAIOracle(args.model, base_url=args.base_url, timeout=args.timeout,
                                max_tokens=args.max_tokens, temperature=args.temperature)
        except errors.OracleConfigError as exc:
            raise UsageError(str(exc)) from None
        oracle = live
        what = f"model {getattr(live, 'model', args.model)}"
    elif file is not None and replay_beside(file).is_file():
        path = replay_beside(file)
        oracle = ReplayOracle(path, in_order=args.replay_in_order)
        what = f"replay {path}"
        print(f"llmbda: no model configured; replaying {path}", file=err)
    else:
        oracle, what = None, "none"
    if args.record:
        inner = oracle

        def unconfigured(_session: Sequence[Message]) -> str:
            raise errors.OracleConfigError(_NO_MODEL)

        oracle = RecordingOracle(inner if inner is not None else unconfigured, args.record)
        what += f", recorded to {args.record}"
    return oracle, what


def _trace_lines(events: Sequence[TraceEvent]) -> list[str]:
    """A step per line: its number, a ``*`` where the pc changed, the pc and the rule."""
    out = []
    prev = None
    for ev in events:
        pc = str(ev.pc)
        mark = "*" if prev is not None and pc != prev else " "
        prev = pc
        out.append(f"{ev.step:>8} {mark} pc {pc:<7} {ev.rule}")
    return out


def _session_lines(session: Sequence[Message]) -> list[str]:
    out = []
    for m in session:
        text = m.content if len(m.content) <= 300 else m.content[:300] + "…"
        out.append(f"  {m.role:<9} {str(m.label):<7} {text!r}")
    return out


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}" + ("" if n == 1 else "s")


def _cmd_run(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    where, src = _read_source(args.file)
    file = Path(args.file) if args.file != "-" else None
    try:
        program = parse(src, prelude=not args.no_prelude)
    except errors.ParseError as exc:
        print(_parse_error_text(where, src, exc), file=err)
        return 1
    oracle, what = _choose_oracle(args, file, err)
    try:
        return _run_with(args, program, oracle, what, where, out, err)
    finally:
        inner = getattr(oracle, "inner", oracle)
        close = getattr(inner, "close", None)
        if callable(close):
            close()


def _run_with(args: argparse.Namespace, program: Any, oracle: Optional[Oracle], what: str, where: str,
              out: TextIO, err: TextIO) -> int:
    try:
        res: Result = run(program, oracle, pc=args.pc, fuel=args.fuel, trace=args.trace,
                          max_depth=args.max_depth, engine=args.engine)
    except errors.EvalError as exc:
        if args.trace and exc.trace:
            print("\n".join(_trace_lines(exc.trace)), file=out)
        print(f"{where}: {_describe(exc)}", file=err)
        print(f"  stopped after {_plural(exc.steps, 'step')} and {_plural(exc.calls, 'model call')} "
              f"(oracle: {what})", file=err)
        if exc.session:
            print("  conversation reached:", file=err)
            print("\n".join(_session_lines(exc.session)), file=err)
        return 1
    except ValueError as exc:  # a bad --pc label, --fuel or --max-depth
        raise UsageError(str(exc)) from None
    except ImportError as exc:  # --engine core where the tests' oracle is not built
        if exc.name != "llmbda._cppcore":
            raise
        raise UsageError(f"--engine core: {exc}") from None
    if args.json:
        json.dump({
            "value": str(res.value), "kind": res.value.kind, "label": str(res.label),
            "steps": res.steps, "calls": res.calls, "fuel_left": res.fuel_left,
            "session": [{"role": m.role, "label": str(m.label), "content": m.content} for m in res.session],
            "prelude": list(program.prelude), "engine": res.engine,
        }, out, ensure_ascii=False, indent=2)
        out.write("\n")
        return 0
    if res.trace is not None:
        print("\n".join(_trace_lines(res.trace)), file=out)
        if res.trace_truncated:
            print("  … (trace truncated)", file=out)
    print(f"value: {res.value}", file=out)
    print(f"label: {res.label}", file=out)
    if args.show_session and res.session:
        print("conversation:", file=out)
        print("\n".join(_session_lines(res.session)), file=out)
    engine = "; engine: Lean's compiled peval" if res.engine == "lean" else "; engine: the tests' oracle (C++ core)"
    print(f"({_plural(res.steps, 'step')}, {_plural(res.calls, 'model call')}; oracle: {what}{engine})", file=err)
    return 0


def _describe(exc: errors.EvalError) -> str:
    """The error for the terminal: with its details only when its label is public (as
    ``str(exc)``); the configuration problems of the host (no model) always."""
    cause = exc.__cause__
    if isinstance(exc, errors.OracleError) and isinstance(cause, errors.OracleConfigError):
        return f"the model could not answer: {cause}"
    if isinstance(exc, errors.OracleError) and isinstance(cause, LookupError) and "no oracle" in str(cause):
        return f"the program called recv, but {_NO_MODEL}"
    if not exc.public:
        return str(exc)  # the kind, and where it may be shown
    if isinstance(exc, errors.OracleError) and isinstance(
            cause, (errors.OracleRequestError, errors.ReplayMiss, errors.CountDependentReply)):
        return f"the model could not answer: {cause}"
    if isinstance(exc, errors.CallDenied):
        return str(exc)
    if isinstance(exc, errors.LabelViolation):
        return (f"label violation: a value labelled {exc.actual} reached `assert {exc.required} …`, "
                f"which lets through only values whose label flows to {exc.required}")
    if isinstance(exc, errors.BadReply):
        pe = exc.parse_error
        caret = _caret(exc.reply, pe.line, pe.col)
        return f"the model's reply was refused ({pe.line}:{pe.col}: {pe.msg})" + (f"\n{caret}" if caret else "")
    return str(exc)


def _cmd_check(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    status = 0
    for name in args.files:
        where, src = _read_source(name)
        try:
            program = parse(src, prelude=not args.no_prelude)
        except errors.ParseError as exc:
            print(_parse_error_text(where, src, exc), file=err)
            status = 1
            continue
        uses = f" (prelude: {', '.join(program.prelude)})" if program.prelude else ""
        print(f"{where}: ok{uses}", file=out)
    return status


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="llmbda", description="Run and check LLMbda programs.")
    sub = p.add_subparsers(dest="command", required=True, metavar="{run,bench,check,model}")
    r = sub.add_parser("run", help="run a program and print its value and label")
    r.add_argument("file", metavar="FILE", help="the program (- for standard input)")
    r.add_argument("--model", help="model name for an OpenAI-compatible server (env LLMBDA_MODEL)")
    r.add_argument("--base-url", help="the server's base URL, e.g. http://localhost:8000/v1 (env OPENAI_BASE_URL)")
    r.add_argument("--timeout", type=float, default=60.0, help="seconds per model request (default 60)")
    r.add_argument("--max-tokens", type=int, default=DEFAULT_MAX_TOKENS, metavar="N",
                   help=f"the longest reply asked of the model, in tokens (default {DEFAULT_MAX_TOKENS}): a small "
                        "model can go on writing one string or comment until its context is full; a reply cut "
                        "off there does not parse (recv_data: a BadReply; generate: fed back and retried)")
    r.add_argument("--temperature", type=float, metavar="T",
                   help="the sampling temperature (default: the server's); 0 samples greedily, so a run repeats")
    r.add_argument("--replay", metavar="F", help="answer recv from the recording F (JSONL)")
    r.add_argument("--replay-in-order", action="store_true",
                   help="serve a conversation recorded with several replies in recording order (a replayed "
                        "sample, outside the noninterference theorems' hypothesis; docs/ORACLES.md)")
    r.add_argument("--record", metavar="F", help="write every exchange with the model to F (JSONL)")
    r.add_argument("--fuel", type=int, default=DEFAULT_FUEL, help=f"evaluation steps allowed (default {DEFAULT_FUEL:,})")
    r.add_argument("--max-depth", type=int, default=DEFAULT_MAX_DEPTH, help="evaluation nesting bound")
    r.add_argument("--pc", default="{}", help="the initial pc label, e.g. '{U}'")
    r.add_argument("--trace", action="store_true", help="print every evaluation step with its pc label")
    r.add_argument("--show-session", action="store_true", help="print the final conversation")
    r.add_argument("--json", action="store_true", help="print the result as JSON (with the engine that ran)")
    r.add_argument("--engine", choices=("core", "lean"), default=None,
                   help="lean: Lean's own compiled peval (the default and only engine of an install); core: "
                        "the tests' oracle, the C++ core, in builds made for the tests; see docs/ENGINES.md")
    r.add_argument("--no-prelude", action="store_true", help="do not bind the prelude's functions")
    from .bench.cli import add_parser as add_bench

    add_bench(sub)
    c = sub.add_parser("check", help="parse programs and report errors with the source line")
    c.add_argument("files", metavar="FILE", nargs="+")
    c.add_argument("--no-prelude", action="store_true", help="do not bind the prelude's functions")
    from .models.cli import add_parser as add_model

    add_model(sub)
    return p


def main(argv: Optional[Sequence[str]] = None, *, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    """Run the command line; returns the exit status."""
    args = build_parser().parse_args(argv)
    try:
        if args.command == "run":
            if args.fuel < 0:
                raise UsageError("--fuel must be at least 0")
            return _cmd_run(args, out, err)
        if args.command == "bench":
            from .bench.agentdojo import BenchError
            from .bench.cli import cmd_bench

            try:
                return cmd_bench(args, out, err)
            except BenchError as exc:
                raise UsageError(str(exc)) from None
        if args.command == "model":
            from .models.cli import cmd_model

            return cmd_model(args, out, err)
        return _cmd_check(args, out, err)
    except UsageError as exc:
        print(f"llmbda: {exc}", file=err)
        return 2
    except errors.LlmbdaError as exc:
        print(f"llmbda: {exc}", file=err)
        return 1
    except KeyboardInterrupt:
        print("llmbda: interrupted", file=err)
        return 130


def entry() -> None:  # pragma: no cover - the console script
    sys.exit(main())


if __name__ == "__main__":  # pragma: no cover
    entry()
