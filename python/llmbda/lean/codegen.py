"""The executable chain as one module, ``LlmbdaExec``: what the theorems import and what runs.

The executable chain (labels, terms, printer, parser, sessions, primitives, the model and tools of
the semantics, ``peval``, the functions exported for the binding) is written as modules under
``lean/Llmbda`` (:data:`CHAIN`), one file per subject, and assembled into one generated module, the
*bundle* ``lean/LlmbdaExec.lean``: the chain's sources in dependency order, with their module
headers removed, each in a ``section`` of its own, after ``Llmbda.Exec.Csimp`` (the ``@[csimp]``
replacements of the Init functions whose compiled code the wasm Lean lacks). It is one module
because the wasm Lean cannot compile a call from one of our modules into another's reduced-arity
auxiliary (``Unknown constant `….\\_redArg```): within one file they are local.

The bundle is the only place the chain's constants are defined: every proof module imports
``LlmbdaExec`` (never a chain module), and the Lean check compiles it once, with ``-c``, to the
``.olean`` the proofs import and to the C that runs (``lean/generated/LlmbdaExec.c``, compared byte
for byte). So the theorems are about the very constants the code generator compiled. The check
regenerates the bundle from the chain modules and fails when the stored one differs (``llmbda-lean
check --codegen-write`` rewrites both files); the chain modules are the bundle's parts, not modules
of the build. The emitted C is deterministic for a given bundle and toolchain.
"""

from __future__ import annotations

from pathlib import Path

#: The modules of the executable chain, in dependency order (paths under ``lean/``, no suffix).
CHAIN: tuple[str, ...] = (
    "Llmbda/Exec/Csimp", "Llmbda/Label/Basic", "Llmbda/Label/Bits", "Llmbda/Syntax/Term", "Llmbda/Exec/DeepLabel",
    "Llmbda/Syntax/Print",
    "Llmbda/Syntax/Parse", "Llmbda/Spec/Session", "Llmbda/Spec/Search", "Llmbda/Exec/Search",
    "Llmbda/Spec/Prim", "Llmbda/Spec/Eval",
    "Llmbda/Exec/Peval", "Llmbda/Exec/KeptLabel", "Llmbda/Exec/Env", "Llmbda/FFI/Values", "Llmbda/FFI/Run",
)
#: The bundle's module name (it names the C file and appears in the C).
BUNDLE = "LlmbdaExec"
#: The stored C, relative to the repository root.
GENERATED = Path("lean/generated") / f"{BUNDLE}.c"
_DROPPED = ("module", "@[expose] public section", "public section", "noncomputable section")


class BundleError(ValueError):
    """A chain module does not have the shape the bundle generator expects."""


def bundle_source(lean_dir: Path) -> str:
    """The bundle: every chain module without its header lines (``module``, imports, the
    ``public``/``noncomputable`` section openers and the closing ``end`` of the last of them), each
    wrapped in a section, in one public module."""
    parts = [f"module\n\n-- GENERATED from the modules {', '.join(CHAIN)} by\n"
             "-- python/llmbda/lean/codegen.py (`llmbda-lean check --codegen-write`): edit those, not this.\n"
             "-- The theorems import this module, and the Lean check compiles it to lean/generated/LlmbdaExec.c.\n\n"
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


def chain_modules() -> frozenset[str]:
    """The chain modules' names (``Llmbda.Exec.Peval``…): the bundle's parts."""
    return frozenset(name.replace("/", ".") for name in CHAIN)


__all__ = ["BUNDLE", "CHAIN", "GENERATED", "BundleError", "bundle_source", "chain_modules"]
