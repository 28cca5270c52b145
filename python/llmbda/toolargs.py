"""Helpers for host tools: the deep label of an argument, and arguments passed as nested pairs."""

from __future__ import annotations

from .labels import Label
from .values import Value


def deep_label(v: Value) -> Label:
    """The join of the labels of a value and of everything inside it (its pairs, and the values a
    function captured): :attr:`Value.deep_label`, computed once per node by the core, so a DAG of
    pairs costs its number of nodes, not its number of paths."""
    return v.deep_label


def flatten(v: Value, n: int, name: str) -> list[Value]:
    """The ``n`` arguments of the tool ``name``, passed as nested pairs ``(a, (b, (c, d)))``."""
    out: list[Value] = []
    for i in range(n - 1):
        if v.kind != "pair":
            raise TypeError(f"{name}: expected {n} arguments as nested pairs (a, (b, ...)), got {i + 1}")
        a, v = v.raw
        out.append(a)
    out.append(v)
    return out
