"""Shared fixtures."""

from __future__ import annotations

import pytest


@pytest.fixture
def core_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run on the C++ core (``$LLMBDA_ENGINE=core``, inherited by child processes): for tests of what
    only the core does (host work charged to the fuel, printing deep values in linear time)."""
    monkeypatch.setenv("LLMBDA_ENGINE", "core")
