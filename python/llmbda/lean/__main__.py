"""Command line: ``python -m llmbda.lean check [--root DIR] [-j N] [--no-cache] [--verbose]`` and
``python -m llmbda.lean run FILE... [--json-out F]`` (check files that import the library)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


MEMORY_HELP = ("the memory the Lean processes run at once may take together, in MiB (default "
               "$LLMBDA_LEAN_MEMORY_MB, else 6144): a module starts beside the running ones only when "
               "their measured peaks fit")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="llmbda-lean", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser(
        "check", help="compile all Lean modules, reject sorry, audit axioms",
        description="Compile every module under lean/ in dependency order (content-hash "
        "cached), fail on errors, `sorry`, unreachable modules and non-standard axioms.",
    )
    check.add_argument("--root", type=Path, default=None,
                       help="repository root (default: found from cwd or the package)")
    check.add_argument("-j", "--jobs", type=int, default=2,
                       help="parallel Lean processes (default 2), within --memory-mb")
    check.add_argument("--memory-mb", type=int, default=None,
                       help=MEMORY_HELP)
    check.add_argument("--no-cache", action="store_true",
                       help="ignore cached results (still stores fresh ones)")
    check.add_argument("--verbose", action="store_true",
                       help="also print information messages")
    check.add_argument("--wasm", action="store_true",
                       help="use the wasm Lean even if a matching native lake is installed")
    check.add_argument("--codegen-write", action="store_true",
                       help="write the bundle of the executable chain (lean/LlmbdaExec.lean) and the C "
                            "that `lean -c` emits for it (lean/generated/LlmbdaExec.c) instead of "
                            "comparing them")
    run = sub.add_parser(
        "run", help="check the library, then check FILEs that import it",
        description="Build the library as `check` does (cached), then check each FILE against it "
        "with one Lean process per file, two at once within --memory-mb (each file's peak is "
        "recorded, like a module's). FILEs must lie under /tmp or /home.",
    )
    run.add_argument("files", type=Path, nargs="+", metavar="FILE")
    run.add_argument("--root", type=Path, default=None)
    run.add_argument("--json-out", type=Path, default=None,
                     help="write the FILEs' diagnostics to this JSON file")
    run.add_argument("--verbose", action="store_true")
    run.add_argument("--memory-mb", type=int, default=None, help=MEMORY_HELP)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
    from .check import CheckOptions, default_root, run_check

    root = args.root.resolve() if args.root is not None else default_root()
    if args.memory_mb is not None and args.memory_mb < 1:
        print("error: --memory-mb must be at least 1", file=sys.stderr)
        return 2
    memory = {"memory_mb": args.memory_mb} if args.memory_mb is not None else {}
    if args.command == "run":
        missing = [f for f in args.files if not f.is_file()]
        if missing:
            print(f"error: no such file: {missing[0]}", file=sys.stderr)
            return 2
        try:
            return run_check(CheckOptions(root=root, verbose=args.verbose, extra_files=list(args.files),
                                          json_out=args.json_out, **memory))
        except OSError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 1
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            return 130
    if args.jobs < 1:
        print("error: -j must be at least 1", file=sys.stderr)
        return 2
    try:
        return run_check(CheckOptions(root=root, jobs=args.jobs, use_cache=not args.no_cache,
                                      verbose=args.verbose,
                                      allow_lake=not (args.wasm or args.codegen_write),
                                      codegen_write=args.codegen_write, **memory))
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
