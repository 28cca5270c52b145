"""Lean's own C for the executable chain (issue 19, steps 1 and 2).

The executable chain (labels, terms, printer, parser, sessions, primitives, the model and tools of
the semantics, ``peval``) is compiled by Lean's code generator from one generated file, the
*bundle*: the chain's module sources in dependency order, with their module headers removed, each in
a ``section`` of its own, after ``Llmbda.Exec.Csimp`` (the ``@[csimp]`` replacements of the Init
functions whose compiled code the wasm Lean lacks; ``Llmbda.Exec.Search``, the search ``str_find`` runs
under the work bound, comes after the definition it replaces and before its callers). The bundle is a
single module because the wasm
Lean cannot compile a call from one of our modules into another's reduced-arity auxiliary
(``Unknown constant `….\\_redArg```): within one file they are local.

:func:`generate` builds the bundle and runs ``lean -c``; the Lean check compares the result
byte for byte with the stored, generated :data:`GENERATED` (``lean/generated/LlmbdaExec.c``) and
fails when the chain stops compiling or the C differs (``llmbda-lean codegen --write`` regenerates
it). The emitted C is deterministic for a given bundle and toolchain.

The bundle's definitions are textual copies of the modules' (nothing but the headers changes), so
the theorems, which are about the modules' constants, carry over to the compiled code only through
that textual identity; this is listed in TCB.md.
"""

from __future__ import annotations

import hashlib
import shutil
from dataclasses import dataclass
from pathlib import Path

from .build import Diagnostic, LeanRunner

#: The modules of the executable chain, in dependency order (paths under ``lean/``, no suffix).
CHAIN: tuple[str, ...] = (
    "Llmbda/Exec/Csimp", "Llmbda/Label/Basic", "Llmbda/Label/Bits", "Llmbda/Syntax/Term", "Llmbda/Syntax/Print",
    "Llmbda/Syntax/Parse", "Llmbda/Spec/Session", "Llmbda/Spec/Search", "Llmbda/Exec/Search",
    "Llmbda/Spec/Prim", "Llmbda/Spec/Eval",
    "Llmbda/Exec/Peval", "Llmbda/FFI/Values", "Llmbda/FFI/Run",
)
#: The bundle's module name (it names the C file and appears in the C).
BUNDLE = "LlmbdaExec"
#: The stored C, relative to the repository root.
GENERATED = Path("lean/generated") / f"{BUNDLE}.c"
CODEGEN_REVISION = "1"
_DROPPED = ("module", "@[expose] public section", "public section", "noncomputable section")


class BundleError(ValueError):
    """A chain module does not have the shape the bundle generator expects."""


def bundle_source(lean_dir: Path) -> str:
    """The bundle: every chain module without its header lines (``module``, imports, the
    ``public``/``noncomputable`` section openers and the closing ``end`` of the last of them), each
    wrapped in a section, in one public module."""
    parts = [f"module\n\n-- GENERATED from the modules {', '.join(CHAIN)} by\n"
             "-- python/llmbda/lean/codegen.py; compiled by `lean -c` into lean/generated/LlmbdaExec.c.\n\n"
             "@[expose] public section\n"]
    for name in CHAIN:
        path = lean_dir / f"{name}.lean"
        lines = path.read_text(encoding="utf-8").split("\n")
        if not lines or lines[0].strip() != "module":
            raise BundleError(f"{path}: a chain module must start with `module`")
        kept = [ln for ln in lines if ln.strip() not in _DROPPED
                and not ln.startswith(("public import ", "import "))]
        body = "\n".join(kept).rstrip()
        if body.endswith("\nend") and any(ln.strip() in _DROPPED[1:] for ln in lines):
            body = body[: -len("\nend")]  # it closed a section opener dropped above
        parts.append(f"-- {name}.lean\nsection\n{body}\nend\n")
    return "\n".join(parts)


def key(toolchain_id: str, bundle: str) -> str:
    h = hashlib.sha256(f"codegen-{CODEGEN_REVISION}\0{toolchain_id}\0".encode())
    h.update(bundle.encode("utf-8"))
    return h.hexdigest()


@dataclass
class Generated:
    c: bytes | None  # the C, or None when the bundle did not compile
    diagnostics: list[Diagnostic]
    seconds: float
    stderr_tail: str


def generate(runner: LeanRunner, workdir: Path, bundle: str) -> Generated:
    """Compile ``bundle`` with code generation in ``workdir`` (under /tmp or /home) and return the C."""
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True)
    src = workdir / f"{BUNDLE}.lean"
    out = workdir / f"{BUNDLE}.c"
    src.write_text(bundle, encoding="utf-8")
    run = runner.run(workdir, [], ["-c", str(out), str(src)])
    errors = [d for d in run.diagnostics if d.severity == "error"]
    ok = run.returncode == 0 and not errors and out.exists()
    return Generated(out.read_bytes() if ok else None, run.diagnostics, run.seconds, run.stderr_tail)


__all__ = ["BUNDLE", "CHAIN", "GENERATED", "BundleError", "Generated", "bundle_source", "generate", "key"]
