"""The compiled core builds, imports, and its four-point lattice agrees with the Lean definition
(`Llmbda.Lab4`: join is bitwise or; `a ⊑ b` iff `a ⊔ b = b`; `integ`/`conf` project U and S)."""

from __future__ import annotations

import itertools

import pytest

core = pytest.importorskip("llmbda._core", reason="the compiled core is built by `pip install .`")

LABELS = range(4)  # bit 1: U, bit 2: S


def test_join_is_a_semilattice() -> None:
    for a, b, c in itertools.product(LABELS, repeat=3):
        assert core.lab4_join(a, b) == core.lab4_join(b, a)
        assert core.lab4_join(core.lab4_join(a, b), c) == core.lab4_join(a, core.lab4_join(b, c))
    for a in LABELS:
        assert core.lab4_join(a, a) == a
        assert core.lab4_join(0, a) == a and core.lab4_join(3, a) == 3


def test_flows_and_factoring() -> None:
    for a, b in itertools.product(LABELS, repeat=2):
        assert core.lab4_flows(a, b) == (a | b == b)
    for a in LABELS:
        assert core.lab4_join(core.lab4_integ(a), core.lab4_conf(a)) == a
        assert core.lab4_integ(a) == a & 1 and core.lab4_conf(a) == a & 2


def test_bad_label_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="from 0 to 3"):
        core.lab4_join(4, 0)
