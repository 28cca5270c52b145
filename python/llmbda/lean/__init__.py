"""Lean build/check driver for LLMbda (``python -m llmbda.lean check``).

Pure Python (3.11, stdlib only).  Compiles the Lean sources under ``lean/`` module
by module with the WebAssembly Lean toolchain (or ``lake`` when a matching native
toolchain is installed), caches results by content hash, and audits axioms.
"""

from __future__ import annotations

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    from .__main__ import main as _main

    return _main(argv)
