"""Running test code in a fresh interpreter: for what could hang, crash or leave state behind on a
regression, and for what is measured per process (memory)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from typing import Any, Mapping, Optional

import pytest

#: Lines every child starts with: Python's default SIGINT handler (whatever the parent ignores), and
#: ``json`` for its answer.
PRELUDE = "import json, signal\nsignal.signal(signal.SIGINT, signal.default_int_handler)\n"
#: ``rss()``: the child's resident memory in MiB.
RSS = """
def rss():
    import os
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") >> 20
"""


#: What a child says when it needed the tests' oracle (the C++ core) and it is not built.
ORACLE_MISSING = "engine='core' is the differential tests' oracle"


def check_oracle(stderr: str) -> None:
    """A child that failed for want of the tests' oracle: so does the test (an ImportError of the
    oracle's module, which tests/conftest.py skips when the oracle is knowingly left out)."""
    if ORACLE_MISSING in stderr:
        raise ImportError("the child process needed the tests' oracle (the C++ core)", name="llmbda._cppcore")


def child(code: str, timeout: float = 120.0, env: Optional[Mapping[str, str]] = None) -> Any:
    """Run ``code`` (dedented) in a fresh interpreter, with ``env`` added to the environment, and
    return the JSON its last line prints; a crash, a non-zero exit or a hang (the child is killed
    after ``timeout`` seconds) fails the test. The code may call ``rss()``, the child's resident
    memory in MiB."""
    proc = subprocess.Popen([sys.executable, "-X", "faulthandler", "-c", PRELUDE + RSS + textwrap.dedent(code)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, **(env or {})})
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"the child did not finish in {timeout} s\n--- stderr\n{err[-3000:]}", pytrace=False)
    if proc.returncode != 0:
        check_oracle(err)
        pytest.fail(f"the child failed (status {proc.returncode})\n--- stdout\n{out[-2000:]}\n"
                    f"--- stderr\n{err[-3000:]}", pytrace=False)
    return json.loads(out.strip().splitlines()[-1])

