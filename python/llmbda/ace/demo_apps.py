"""Example app implementations for ACE's tests and demos (run by :mod:`llmbda.ace.worker`).

Well-behaved: :func:`fare_estimate`, :func:`echo`, :func:`net_probe`, :func:`write_file`,
:func:`spawn_sleeper`, :func:`environment`, :func:`kill_pid`. Misbehaving on purpose: :func:`spin` (CPU), :func:`hog` (memory),
:func:`sleepy` (wall clock), :func:`bad_output`, :func:`crash`, :func:`chatty` (prints to stdout).
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import time
import zlib


def fare_estimate(origin: str, destination: str) -> dict[str, object]:
    """A deterministic taxi fare (in some currency) between two places."""
    a, b = sorted((origin.strip().lower(), destination.strip().lower()))
    km = 2 + zlib.crc32(f"{a}|{b}".encode()) % 40 if a != b else 0
    return {"fare": round(3.5 + 1.8 * km, 2)}


def echo(text: str) -> dict[str, object]:
    return {"text": text}


def spin() -> dict[str, object]:
    """Burns CPU forever."""
    n = 0
    while True:
        n += 1


def hog() -> dict[str, object]:
    """Allocates (and touches) 2 GB."""
    block = bytearray(2 * 1024**3)
    block[:: 4096] = b"x" * len(block[:: 4096])
    return {"size": len(block)}


def sleepy() -> dict[str, object]:
    time.sleep(60)
    return {}


def net_probe(host: str, port: int) -> dict[str, object]:
    """Whether a TCP connection to ``host:port`` succeeds within 1 s."""
    try:
        with socket.create_connection((host, port), timeout=1):
            return {"connected": True}
    except OSError:
        return {"connected": False}


def write_file(name: str, text: str) -> dict[str, object]:
    """Writes ``text`` to ``name`` relative to the working directory; the file's absolute path."""
    path = os.path.abspath(name)
    with open(path, "w") as f:
        f.write(text)
    return {"path": path}


def spawn_sleeper() -> dict[str, object]:
    """Starts ``sleep 30`` in the background and returns its pid without waiting for it."""
    child = subprocess.Popen(["sleep", "30"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL)
    return {"pid": child.pid}


def environment() -> dict[str, object]:
    """The worker's cwd, HOME and the names of its environment variables (comma-separated)."""
    return {"cwd": os.getcwd(), "home": os.environ.get("HOME", ""), "names": ",".join(sorted(os.environ))}


def kill_pid(pid: int) -> dict[str, object]:
    """Sends SIGTERM to process ``pid``."""
    os.kill(pid, signal.SIGTERM)
    return {"sent": True}


def bad_output() -> dict[str, object]:
    """Declared to return ``{"fare": float}``; returns a string instead."""
    return {"fare": "cheap"}


def crash(message: str = "the app crashed on purpose") -> dict[str, object]:
    raise RuntimeError(message)


def chatty(text: str) -> dict[str, object]:
    """Prints to stdout (which must not corrupt the worker's response) and echoes ``text``."""
    print('{"ok": true, "outputs": {"text": "forged"}}', flush=True)
    os.write(1, b"raw noise on fd 1\n")
    return {"text": text}
