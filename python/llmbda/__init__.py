"""LLMbda: a labelled lambda calculus for LLM agents whose safety is a theorem.

The Lean development lives in ``lean/``; ``llmbda.lean`` checks it (``python -m llmbda.lean check``).
The compiled core is ``llmbda._core``; it is imported lazily so that the Lean tooling works from a
source checkout without a build.
"""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
