"""The worker process of the isolated executor: ``python -m llmbda.ace.worker``.

Started by :func:`llmbda.ace.executor.run_app` inside the sandbox (:mod:`llmbda.ace.sandbox`:
bubblewrap's namespaces and mounts, a seccomp filter), in its private directory (its cwd). It reads
one JSON request from stdin::

    {"impl": "module:function", "inputs": {...}, "confine": {"no_process": bool}}

confines itself (below), imports ``impl``, calls it with ``**inputs`` and writes one JSON response
to its original stdout: ``{"ok": true, "outputs": {...}}`` or ``{"ok": false, "kind": ...,
"error": "..."}`` (kind: ``crashed``, ``memory``, ``bad-output`` or ``refused``). While the app runs,
file descriptor 1 and ``sys.stdout`` point to stderr, so what the app prints cannot corrupt the
response. The worker then leaves with ``os._exit`` (no atexit handlers, no waiting for threads).

Confinement applied by this (trusted) code before the app is imported, on top of the sandbox's; a
step that was asked for and fails makes the worker refuse to run the app:

* ``no_process``: a second seccomp filter (:func:`seccomp_program`) makes creating processes
  (``fork``, ``vfork``, ``clone`` without ``CLONE_THREAD``, ``execve``, ``execveat``), signalling
  another process and ``ptrace``/``process_vm_*`` fail with EPERM; threads stay possible. It cannot
  be part of the sandbox's filter, which bubblewrap installs before it executes the worker. x86-64
  and aarch64 only.

A probe request (``{"probe": true, "confine": ...}``) applies the confinement and answers
``{"ok": true, "probe": {step: "ok" | error}}`` without running an app.

This module must stay light: only the standard library (it never imports llmbda's compiled core).
"""

from __future__ import annotations

import ctypes
import errno
import importlib
import json
import os
import struct
import sys
from typing import Any, Callable

MAX_ERROR = 2000  # characters of an exception's text kept in the response

_PR_SET_NO_NEW_PRIVS = 38
_PR_SET_SECCOMP = 22
_SECCOMP_MODE_FILTER = 2
_CLONE_THREAD = 0x00010000


class ConfineError(Exception):
    """A confinement step that was asked for failed."""


def _libc() -> Any:
    return ctypes.CDLL(None, use_errno=True)


def _fail(what: str) -> ConfineError:
    e = ctypes.get_errno()
    return ConfineError(f"{what}: {os.strerror(e)} ({errno.errorcode.get(e, e)})")


# seccomp: the audit architecture, the x32 bit to reject (0: none) and the system call numbers
_ARCHES: dict[str, tuple[int, int, dict[str, int]]] = {
    "x86_64": (0xC000003E, 0x40000000, {
        "clone": 56, "clone3": 435, "fork": 57, "vfork": 58, "execve": 59, "execveat": 322,
        "kill": 62, "tkill": 200, "tgkill": 234, "rt_sigqueueinfo": 129, "rt_tgsigqueueinfo": 297,
        "pidfd_open": 434, "pidfd_send_signal": 424, "ptrace": 101, "process_vm_readv": 310,
        "process_vm_writev": 311}),
    "aarch64": (0xC00000B7, 0, {  # no fork/vfork system calls
        "clone": 220, "clone3": 435, "execve": 221, "execveat": 281,
        "kill": 129, "tkill": 130, "tgkill": 131, "rt_sigqueueinfo": 138, "rt_tgsigqueueinfo": 240,
        "pidfd_open": 434, "pidfd_send_signal": 424, "ptrace": 117, "process_vm_readv": 270,
        "process_vm_writev": 271}),
}
_DENIED = ("fork", "vfork", "execve", "execveat", "tkill", "pidfd_open", "pidfd_send_signal", "ptrace",
           "process_vm_readv", "process_vm_writev")
_SELF_ONLY = ("kill", "tgkill", "rt_sigqueueinfo", "rt_tgsigqueueinfo")  # first argument: a pid

_BPF_LD_W_ABS = 0x20
_BPF_JEQ_K = 0x15
_BPF_JGE_K = 0x35
_BPF_JSET_K = 0x45
_BPF_RET_K = 0x06
_RET_ALLOW = 0x7FFF0000
_RET_ERRNO = 0x00050000


def seccomp_program(machine: str, pid: int) -> list[tuple[int, int, int, int]]:
    """The BPF program (code, jt, jf, k) of the process ``pid`` on ``machine`` that denies (EPERM)
    creating processes (fork, vfork, clone without CLONE_THREAD, execve, execveat; clone3 gets
    ENOSYS so that the C library falls back to clone), signalling processes other than itself
    (kill/tgkill/rt_(tg)sigqueueinfo to another pid; tkill, pidfd_open, pidfd_send_signal) and
    reading or writing other processes (ptrace, process_vm_readv/writev). Other architectures'
    system calls (i386, x32) are denied."""
    if machine not in _ARCHES:
        raise ConfineError(f"no seccomp filter for architecture {machine!r}")
    arch, x32, nr = _ARCHES[machine]
    # symbolic program: jumps name labels (BPF jumps only forward), resolved below
    prog: list[tuple[int, object, object, int]] = [
        (_BPF_LD_W_ABS, 0, 0, 4),  # seccomp_data.arch
        (_BPF_JEQ_K, 0, "deny", arch),
        (_BPF_LD_W_ABS, 0, 0, 0),  # seccomp_data.nr
    ]
    if x32:
        prog.append((_BPF_JGE_K, "deny", 0, x32))
    prog.append((_BPF_JEQ_K, "enosys", 0, nr["clone3"]))
    prog.append((_BPF_JEQ_K, "clone", 0, nr["clone"]))
    prog += [(_BPF_JEQ_K, "self", 0, nr[name]) for name in _SELF_ONLY]
    prog += [(_BPF_JEQ_K, "deny", 0, nr[name]) for name in _DENIED if name in nr]
    prog.append((_BPF_RET_K, 0, 0, _RET_ALLOW))
    labels = {"clone": len(prog)}
    prog.append((_BPF_LD_W_ABS, 0, 0, 16))  # low word of seccomp_data.args[0] (little endian)
    prog.append((_BPF_JSET_K, "allow", "deny", _CLONE_THREAD))
    labels["self"] = len(prog)
    prog.append((_BPF_LD_W_ABS, 0, 0, 16))  # the pid argument (an int)
    prog.append((_BPF_JEQ_K, "allow", 0, pid))
    prog.append((_BPF_JEQ_K, "allow", "deny", 0))  # kill(0, sig): its own process group
    labels["allow"] = len(prog)
    prog.append((_BPF_RET_K, 0, 0, _RET_ALLOW))
    labels["deny"] = len(prog)
    prog.append((_BPF_RET_K, 0, 0, _RET_ERRNO | errno.EPERM))
    labels["enosys"] = len(prog)
    prog.append((_BPF_RET_K, 0, 0, _RET_ERRNO | errno.ENOSYS))

    def off(i: int, target: object) -> int:
        if isinstance(target, str):
            d = labels[target] - i - 1
            if not 0 <= d < 256:
                raise ConfineError(f"seccomp program: jump to {target} out of range")
            return d
        assert isinstance(target, int)
        return target

    return [(c, off(i, jt), off(i, jf), k) for i, (c, jt, jf, k) in enumerate(prog)]


class _SockFprog(ctypes.Structure):
    _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.c_void_p)]


def forbid_processes() -> None:
    """Install the seccomp filter of :func:`seccomp_program` (sets no_new_privs first)."""
    if sys.byteorder != "little":
        raise ConfineError("the seccomp filter assumes a little-endian machine")
    insns = seccomp_program(os.uname().machine, os.getpid())
    raw = b"".join(struct.pack("=HBBI", *i) for i in insns)
    buf = ctypes.create_string_buffer(raw, len(raw))
    prog = _SockFprog(len(insns), ctypes.cast(buf, ctypes.c_void_p))
    libc = _libc()
    if libc.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0:
        raise _fail("prctl(PR_SET_NO_NEW_PRIVS)")
    if libc.prctl(_PR_SET_SECCOMP, _SECCOMP_MODE_FILTER, ctypes.byref(prog), 0, 0) != 0:
        raise _fail("installing the seccomp filter")


_STEPS: dict[str, Callable[[str], None]] = {
    "no_process": lambda _: forbid_processes(),
}


def confine(spec: object, private: str, *, probe: bool = False) -> dict[str, str]:
    """Apply the requested steps in a fixed order. Raises ConfineError on the first failure unless
    ``probe``, which records each step's result instead."""
    if not isinstance(spec, dict):
        raise ConfineError("malformed confinement request")
    results: dict[str, str] = {}
    for step, apply in _STEPS.items():
        if not spec.get(step):
            continue
        try:
            apply(private)
        except Exception as e:  # noqa: BLE001 - any failure to confine refuses the app
            if not probe:
                raise ConfineError(f"{step}: {e}") from None
            results[step] = str(e) or type(e).__name__
        else:
            results[step] = "ok"
    return results


def _truncate(text: str, limit: int = MAX_ERROR) -> str:
    return text if len(text) <= limit else text[: limit - 15] + "... [truncated]"


def _describe(e: BaseException) -> str:
    text = str(e)
    return _truncate(f"{type(e).__name__}: {text}" if text else type(e).__name__)


def handle(request: object, private: str) -> dict[str, object]:
    """The response to one request (run in the worker process)."""
    if not isinstance(request, dict):
        return {"ok": False, "kind": "refused", "error": "malformed request"}
    try:
        if request.get("probe") is True:
            return {"ok": True, "outputs": {}, "probe": confine(request.get("confine", {}), private, probe=True)}
        confine(request.get("confine", {}), private)
    except ConfineError as e:
        return {"ok": False, "kind": "refused", "error": f"cannot confine the app: {e}"}
    impl, inputs = request.get("impl"), request.get("inputs")
    if not isinstance(impl, str) or impl.count(":") != 1 or not isinstance(inputs, dict):
        return {"ok": False, "kind": "refused", "error": "malformed request (impl must be 'module:function')"}
    module_name, func_name = impl.split(":")
    try:
        func = getattr(importlib.import_module(module_name), func_name)
    except MemoryError:
        return {"ok": False, "kind": "memory", "error": f"out of memory importing {impl}"}
    except BaseException as e:  # noqa: BLE001 - anything the import does is the app's failure
        return {"ok": False, "kind": "crashed", "error": f"cannot import {impl}: {_describe(e)}"}
    try:
        result = func(**inputs)
    except MemoryError as e:
        return {"ok": False, "kind": "memory", "error": _describe(e)}
    except BaseException as e:  # noqa: BLE001 - SystemExit and KeyboardInterrupt included
        return {"ok": False, "kind": "crashed", "error": _describe(e)}
    if not isinstance(result, dict) or not all(isinstance(k, str) for k in result):
        return {"ok": False, "kind": "bad-output",
                "error": f"the app returned {type(result).__name__}, not a dict with str keys"}
    return {"ok": True, "outputs": result}


def _encode(response: dict[str, object]) -> bytes:
    try:
        return json.dumps(response, allow_nan=False).encode()
    except MemoryError:
        return b'{"ok": false, "kind": "memory", "error": "out of memory encoding the outputs"}'
    except (TypeError, ValueError, RecursionError) as e:
        bad = {"ok": False, "kind": "bad-output", "error": f"outputs are not JSON scalars: {_describe(e)}"}
        return json.dumps(bad).encode()


def main() -> None:
    proto = os.dup(1)  # the response channel; fd 1 and sys.stdout go to stderr while the app runs
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    try:
        request: object = json.loads(sys.stdin.buffer.read())
    except (ValueError, RecursionError) as e:
        request = None
        response: dict[str, object] = {"ok": False, "kind": "refused", "error": f"malformed request: {e}"}
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    if request is not None:
        response = handle(request, os.getcwd())
    data = _encode(response)
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    view = memoryview(data)
    try:
        while view:
            view = view[os.write(proto, view):]
    except OSError:
        os._exit(3)
    os._exit(0)


if __name__ == "__main__":
    main()
