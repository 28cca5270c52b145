"""The package is typed: `mypy --strict` accepts it, stubs of the compiled core included."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def test_mypy_strict() -> None:
    pytest.importorskip("mypy")
    proc = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-incremental",
                           str(REPO / "python" / "llmbda")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
