"""The worker process of the isolated executor: ``python -m llmbda.ace.worker``.

Started by :func:`llmbda.ace.executor.run_app` inside the sandbox (:mod:`llmbda.ace.sandbox`:
bubblewrap's namespaces and mounts, a seccomp filter, a memory cgroup), in its private directory
(its cwd). It reads one JSON request from stdin::

    {"impl": "module:function", "inputs": {...}, "confine": {"no_process": bool}, "output_bytes": int}

and writes one JSON response to its original stdout: ``{"ok": true, "outputs": {...}}`` or
``{"ok": false, "kind": ..., "error": "..."}`` (kind: ``crashed``, ``memory``, ``bad-output``,
``output-too-large`` or ``refused``; a failure caused by a signal also carries ``"signal": n``).

**Two processes, so that the app cannot forge the answer.** The worker (trusted code) keeps the
response channel (its original stdout) and never runs app code. It forks the **app process**, which
closes the response channel, confines itself (below), reports on a *status pipe* whether that
worked and closes it, and only then imports ``impl`` and calls it with ``**inputs``; it sends what
came of it (the outputs, or a description of the exception) over a *result pipe* and exits. The
worker composes the response from these and from the app process's exit status: every failure
*kind* is decided here, never taken from the app. What the app can write (to the result pipe, to
stderr, to any descriptor it holds) can only be its own outputs or garbage (kind ``bad-output``);
it holds no descriptor that reaches the executor's response reader, and the status pipe is closed
before its code is loaded, so it cannot make a call look ``refused``. (An app that raises
``MemoryError`` itself is reported as ``memory``: its own failure, as if it had allocated too much.)
In the app process, file descriptor 1 and ``sys.stdout`` point to stderr and stdin is
``/dev/null``. Both processes leave with ``os._exit`` (no atexit handlers, no waiting for threads).

Confinement applied by the app process before the app is imported, on top of the sandbox's; a step
that was asked for and fails makes the worker refuse to run the app:

* ``no_process``: a second seccomp filter (:func:`seccomp_program`) makes creating processes
  (``fork``, ``vfork``, ``clone`` without ``CLONE_THREAD``, ``execve``, ``execveat``), signalling
  another process and ``ptrace``/``process_vm_*`` fail with EPERM; threads stay possible. It cannot
  be part of the sandbox's filter, which bubblewrap installs before it executes the worker (and the
  worker must fork the app process). x86-64 and aarch64 only.

A probe request (``{"probe": true, "confine": ...}``) has the app process apply the confinement
and answers ``{"ok": true, "probe": {step: "ok" | error}}`` without running an app.

This module must stay light: only the standard library (it never imports llmbda's compiled core).
"""

from __future__ import annotations

import ctypes
import errno
import importlib
import json
import os
import select
import signal
import struct
import sys
from typing import Any, Callable

MAX_ERROR = 2000  # characters of an exception's text kept in the response

#: Descriptors of the worker that the app process must not hold (the response channel).
_TRUSTED_FDS: list[int] = []

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


def _refused(error: str) -> dict[str, object]:
    return {"ok": False, "kind": "refused", "error": error}


# ---------------------------------------------------------------------------------------------
# the app process (runs app code: everything it sends is untrusted)


def _send(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _call(impl: str, inputs: dict[str, object]) -> bytes:
    """Import and call the app; the report for the worker: ``{"outputs": {...}}``, ``{"raised":
    description, "memory": bool}`` or ``{"bad": description}`` (JSON)."""
    module_name, func_name = impl.split(":")
    try:
        func = getattr(importlib.import_module(module_name), func_name)
    except BaseException as e:  # noqa: BLE001 - anything the import does is the app's failure
        return json.dumps({"raised": f"cannot import {impl}: {_describe(e)}",
                           "memory": isinstance(e, MemoryError)}).encode()
    try:
        result = func(**inputs)
    except BaseException as e:  # noqa: BLE001 - SystemExit and KeyboardInterrupt included
        return json.dumps({"raised": _describe(e), "memory": isinstance(e, MemoryError)}).encode()
    if not isinstance(result, dict) or not all(isinstance(k, str) for k in result):
        return json.dumps({"bad": f"the app returned {type(result).__name__}, not a dict with str keys"}).encode()
    try:
        return json.dumps({"outputs": result}, allow_nan=False).encode()
    except (TypeError, ValueError, RecursionError) as e:
        return json.dumps({"bad": f"outputs are not JSON scalars: {_describe(e)}"}).encode()


def _app_process(request: dict[str, Any], private: str, status: int, result: int) -> None:
    """The forked app process: confine, say so on ``status`` and close it, run the app, send the
    report on ``result``. Never returns."""
    code = 0
    try:
        null = os.open(os.devnull, os.O_RDONLY)
        os.dup2(null, 0)
        os.close(null)
        probe = request.get("probe") is True
        try:
            steps = confine(request.get("confine", {}), private, probe=probe)
        except ConfineError as e:
            _send(status, json.dumps({"confined": False, "error": str(e)}).encode())
            os._exit(0)
        _send(status, json.dumps({"confined": True, "probe": steps}).encode())
        os.close(status)  # from here on the app's code runs: it must not hold the status pipe
        if not probe:
            try:
                report = _call(request["impl"], request["inputs"])
            except MemoryError:
                report = b'{"raised": "MemoryError: out of memory reporting the result", "memory": true}'
            _send(result, report)
    except BaseException:  # noqa: BLE001 - e.g. the app closed the result pipe; the worker sees a bad report
        code = 3
    try:
        sys.stderr.flush()
    except BaseException:  # noqa: BLE001
        pass
    os._exit(code)


# ---------------------------------------------------------------------------------------------
# the worker (trusted: never runs app code)


def _read_status(fd: int) -> bytes:
    chunks = []
    while chunk := os.read(fd, 65536):
        chunks.append(chunk)
    return b"".join(chunks)


def _collect(fd: int, pid: int, limit: int) -> tuple[bytes, int, bool]:
    """The result pipe's content (read until end of file, or until the app process has exited and
    the pipe is drained: a child of the app may hold it open), the app process's wait status, and
    whether more than ``limit`` bytes came (then the app process was killed)."""
    data = bytearray()
    wait_status: int | None = None
    too_large = False
    while True:
        ready, _, _ = select.select([fd], [], [], 0.05 if wait_status is None else 0)
        if ready:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            data += chunk
            if len(data) > limit:
                too_large = True
                os.kill(pid, signal.SIGKILL)
                break
            continue
        if wait_status is not None:
            break
        done, st = os.waitpid(pid, os.WNOHANG)
        if done:
            wait_status = st
    if wait_status is None:
        _, wait_status = os.waitpid(pid, 0)
    return bytes(data), wait_status, too_large


def _signal_name(sig: int) -> str:
    try:
        return signal.Signals(sig).name
    except ValueError:
        return str(sig)


def _compose(report: bytes, wait_status: int) -> dict[str, object]:
    """The response to an app process that was confined and ran the app: from its report (the app's
    own words: outputs or an exception's description) and its wait status (the kernel's)."""
    if os.WIFSIGNALED(wait_status):
        sig = os.WTERMSIG(wait_status)
        return {"ok": False, "kind": "crashed", "signal": sig,
                "error": f"the app's process was killed by {_signal_name(sig)}"}
    code = os.waitstatus_to_exitcode(wait_status)
    if not report:
        if code != 0:
            return {"ok": False, "kind": "crashed", "error": f"the app's process exited with status {code}"}
        return {"ok": False, "kind": "bad-output", "error": "the app's process exited without a response"}
    try:
        parsed: object = json.loads(report, parse_constant=_no_constant)
    except (ValueError, RecursionError) as e:
        parsed = None
        problem = _describe(e)
    else:
        problem = "not a report object"
    if isinstance(parsed, dict) and len(parsed) == 1 and isinstance(parsed.get("outputs"), dict):
        outputs = parsed["outputs"]
        if all(isinstance(k, str) for k in outputs):
            return {"ok": True, "outputs": outputs}
    if isinstance(parsed, dict) and set(parsed) == {"raised", "memory"} and isinstance(parsed["raised"], str):
        kind = "memory" if parsed["memory"] is True else "crashed"
        return {"ok": False, "kind": kind, "error": _truncate(parsed["raised"])}
    if isinstance(parsed, dict) and set(parsed) == {"bad"} and isinstance(parsed["bad"], str):
        return {"ok": False, "kind": "bad-output", "error": _truncate(parsed["bad"])}
    return {"ok": False, "kind": "bad-output",
            "error": f"the app's process sent a malformed result ({problem}; exit status {code})"}


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON number")


def handle(request: object, private: str) -> dict[str, object]:
    """The response to one request (run in the worker process, which forks the app process)."""
    if not isinstance(request, dict):
        return _refused("malformed request")
    probe = request.get("probe") is True
    if not probe:
        impl, inputs = request.get("impl"), request.get("inputs")
        if not isinstance(impl, str) or impl.count(":") != 1 or not isinstance(inputs, dict):
            return _refused("malformed request (impl must be 'module:function')")
    limit = request.get("output_bytes")
    if not isinstance(limit, int) or isinstance(limit, bool) or limit <= 0:
        limit = 1 << 62
    status_r, status_w = os.pipe()
    result_r, result_w = os.pipe()
    try:
        pid = os.fork()
    except OSError as e:
        for fd in (status_r, status_w, result_r, result_w):
            os.close(fd)
        return _refused(f"cannot start the app's process: {_describe(e)}")
    if pid == 0:  # the app process: never returns into the worker's code
        try:
            os.close(status_r)
            os.close(result_r)
            for fd in _TRUSTED_FDS:
                os.close(fd)
            _app_process(request, private, status_w, result_w)
        finally:
            os._exit(3)
    os.close(status_w)
    os.close(result_w)
    try:
        status = _read_status(status_r)
        os.close(status_r)
        try:
            said: object = json.loads(status)
        except ValueError:
            said = None
        if not isinstance(said, dict) or said.get("confined") is not True:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            if isinstance(said, dict) and isinstance(said.get("error"), str):
                return _refused(f"cannot confine the app: {said['error']}")
            return _refused("cannot confine the app: its process ended before it was confined")
        if probe:
            os.waitpid(pid, 0)
            steps = said.get("probe")
            return {"ok": True, "outputs": {}, "probe": steps if isinstance(steps, dict) else {}}
        report, wait_status, too_large = _collect(result_r, pid, limit)
        if too_large:
            return {"ok": False, "kind": "output-too-large",
                    "error": f"the app's result exceeded {limit} bytes (its process was killed)"}
        return _compose(report, wait_status)
    except MemoryError:
        return {"ok": False, "kind": "memory", "error": "out of memory reading the app's result"}
    finally:
        os.close(result_r)


def _encode(response: dict[str, object]) -> bytes:
    try:
        return json.dumps(response, allow_nan=False).encode()
    except MemoryError:
        return b'{"ok": false, "kind": "memory", "error": "out of memory encoding the outputs"}'
    except (TypeError, ValueError, RecursionError) as e:
        bad = {"ok": False, "kind": "bad-output", "error": f"outputs are not JSON scalars: {_describe(e)}"}
        return json.dumps(bad).encode()


def main() -> None:
    proto = os.dup(1)  # the response channel: held by this process only, never by the app process
    _TRUSTED_FDS.append(proto)
    os.dup2(2, 1)  # fd 1 and sys.stdout go to stderr
    sys.stdout = sys.stderr
    try:
        request: object = json.loads(sys.stdin.buffer.read())
    except (ValueError, RecursionError) as e:
        request = None
        response: dict[str, object] = _refused(f"malformed request: {e}")
    if request is not None:
        response = handle(request, os.getcwd())
    data = _encode(response)
    try:
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    try:
        _send(proto, data)
    except OSError:
        os._exit(3)
    os._exit(0)


if __name__ == "__main__":
    main()
