"""Shared fixtures, and the tests' oracle.

``run(..., engine="core")`` runs the differential tests' oracle, the C++ core (``llmbda._cppcore``),
which ``scripts/test`` builds into the package. Built without it (to show that nothing but the tests
uses it), set ``LLMBDA_NO_ORACLE=1``: a test that needs the oracle is then skipped, saying so;
otherwise its absence fails the test."""

from __future__ import annotations

import os
from collections.abc import Generator

import pytest

ORACLE_MODULE = "llmbda._cppcore"


def _needs_oracle(exc: BaseException) -> bool:
    while exc is not None:
        if isinstance(exc, ImportError) and exc.name == ORACLE_MODULE:
            return True
        exc = exc.__cause__ or exc.__context__  # type: ignore[assignment]
    return False


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    outcome = yield
    if os.environ.get("LLMBDA_NO_ORACLE") != "1":
        return
    excinfo = outcome.excinfo
    if excinfo is not None and _needs_oracle(excinfo[1]):
        outcome.force_exception(pytest.skip.Exception("needs the tests' oracle (the C++ core), not built"))


@pytest.fixture(scope="module", params=["lean", "core"])
def engine(request: pytest.FixtureRequest) -> str:
    """Each engine in turn: the default (``lean``, the compiled Lean chain) and the tests' oracle
    (``core``). A test that takes ``engine`` runs once on each and passes it to ``run``."""
    return str(request.param)


@pytest.fixture
def core_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Run on the tests' oracle, the C++ core (``$LLMBDA_ENGINE=core``, inherited by child processes):
    for tests of what only the oracle does yet (host work charged to the fuel). Skipped when the
    oracle is not built (``LLMBDA_NO_ORACLE=1``)."""
    if os.environ.get("LLMBDA_NO_ORACLE") == "1":
        pytest.skip("runs on the tests' oracle (the C++ core), not built")
    monkeypatch.setenv("LLMBDA_ENGINE", "core")
