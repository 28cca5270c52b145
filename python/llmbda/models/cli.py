"""``llmbda model serve|stop|status|path``: the command line of :mod:`llmbda.models`.

    llmbda model serve NAME [--port P] [--timeout S]
    llmbda model stop [NAME]
    llmbda model status
    llmbda model path NAME

``serve`` prints the two values ``llmbda run`` takes (``base_url: URL`` and ``model: NAME``) and the
command that uses them; progress goes to standard error. Exit status: 0 success, 1 a failure (one
line on standard error), 2 bad usage."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from .catalog import MODELS
from .install import ModelError


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is between 1 and 65535, not {port}")
    return port


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be positive, not {text}")
    return value


def add_parser(sub: Any) -> None:
    names = ", ".join(f"{m.name}: {m.title}" for m in MODELS.values())
    m = sub.add_parser("model", help="serve a small real model locally for `llmbda run` (llama.cpp)")
    ms = m.add_subparsers(dest="model_command", required=True, metavar="{serve,stop,status,path}")
    s = ms.add_parser("serve", help="install (once) and start a local OpenAI-compatible server of a model",
                      description=f"Models: {names}.")
    s.add_argument("name", metavar="NAME", choices=tuple(MODELS), help=f"one of: {', '.join(MODELS)}")
    s.add_argument("--port", type=_port, help="the port on 127.0.0.1 (default: a free one)")
    s.add_argument("--timeout", type=_seconds, default=120.0,
                   help="seconds to wait for the server to answer (default 120)")
    t = ms.add_parser("stop", help="stop the server of a model (default: every server started)")
    t.add_argument("name", metavar="NAME", nargs="?", choices=tuple(MODELS))
    ms.add_parser("status", help="list the servers started and whether they run")
    p = ms.add_parser("path", help="install (once) a model's weights and print the GGUF file's path")
    p.add_argument("name", metavar="NAME", choices=tuple(MODELS))


def cmd_model(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from . import server

    def log(line: str) -> None:
        print(f"llmbda: {line}", file=err, flush=True)

    try:
        if args.model_command == "serve":
            state, reused = server.serve(args.name, args.port, args.timeout, log)
            if reused:
                log(f"{state.model} was already running (pid {state.pid})")
            print(f"base_url: {state.base_url}", file=out)
            print(f"model: {state.model}", file=out)
            print(f"run: llmbda run examples/codegen.lam --base-url {state.base_url} --model {state.model}",
                  file=out)
            log(f"stop it with: llmbda model stop {state.model}")
        elif args.model_command == "stop":
            print("\n".join(server.stop(args.name)), file=out)
        elif args.model_command == "status":
            print("\n".join(server.status()), file=out)
        else:
            print(server.weights_path(args.name, log), file=out)
    except ModelError as exc:
        print(f"llmbda: {exc}", file=err)
        return 1
    except OSError as exc:  # the cache cannot be written, say
        print(f"llmbda: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else ""), file=err)
        return 1
    return 0
