"""The isolated executor: one app call in a fresh worker process inside a sandbox.

:func:`run_app` validates the inputs against the app's signature, starts ``python -m
llmbda.ace.worker`` (:mod:`llmbda.ace.worker`) inside bubblewrap with a seccomp filter
(:mod:`llmbda.ace.sandbox`, which documents the sandbox) and validates the outputs. Every failure is
an :class:`AppFailure` whose ``kind`` says what went wrong; a call never hangs past the app's
``wall_seconds`` (plus a short grace to collect the worker).

**Fail closed.** The sandbox is probed once per process (a worker is started in it). When bubblewrap
or libseccomp is missing or the sandbox does not start, every call is refused with kind ``sandbox``
and :func:`isolation_report` says why and what to install; no app ever runs with weaker isolation
than the report states.

What is enforced (:func:`isolation_report` says it in full):

* **namespaces** (bubblewrap): user (uid/gid 65534 inside, no capabilities), PID (the app sees and
  can signal only its own processes), IPC (SysV objects invisible to others and destroyed with the
  call), UTS, cgroup, and network unless the app holds ``network``; the sandbox dies with the
  executor and is SIGKILLed after every call, which ends its whole PID namespace.
* **filesystem**: a new root with read-only system directories and the Python installation; a
  private tmpfs of ``limits.disk_mb`` MiB (cwd, ``HOME``, ``TMPDIR``) as the only writable place;
  with ``filesystem``, the host's top-level directories read-write instead.
* **system calls** (seccomp, every app): nothing that reaches another process (ptrace, pidfds,
  prlimit/priority/scheduling of others, SIGIO ownership), no keyrings or mounts, sockets only of
  ``AF_INET``/``AF_INET6`` and only with ``network``; without ``process``, also no fork, exec or
  signals to other processes (the worker's own filter).
* **resources** (``setrlimit`` before ``exec``, inherited): ``RLIMIT_CPU`` = ``cpu_seconds``
  rounded up (SIGXCPU; SIGKILL one second later) -> kind ``cpu``; ``RLIMIT_AS`` = ``memory_mb``
  MiB -> kind ``memory``; ``RLIMIT_FSIZE`` = :data:`FILE_BYTES`; ``RLIMIT_NOFILE`` =
  :data:`OPEN_FILES`; ``RLIMIT_CORE`` = 0. The wall clock (``wall_seconds``) is watched by the
  parent -> kind ``timeout``. The response is read up to ``output_bytes`` (more -> kind
  ``output-too-large``).
* **environment**: only ``PATH``, ``PYTHONPATH`` (plus the directory llmbda was imported from when
  that is not a site directory), ``LANG``, ``HOME``, ``TMPDIR``, ``PYTHONSAFEPATH=1`` and
  ``PYTHONDONTWRITEBYTECODE=1``.

Not enforced: the number of processes or threads of an app with ``process`` (its memory and CPU
limits bound them), the host files an app with ``filesystem`` writes (per file only), timing side
channels.
"""

from __future__ import annotations

import json
import math
import os
import resource
import selectors
import signal
import site
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Literal, Mapping, get_args

from .. import _json
from . import sandbox
from .registry import App, SchemaError, check_app, validate

FailureKind = Literal["timeout", "cpu", "memory", "crashed", "bad-output", "bad-input", "refused",
                      "output-too-large", "sandbox"]
FAILURE_KINDS: frozenset[str] = frozenset(get_args(FailureKind))

FILE_BYTES = 10 * 1024 * 1024  #: RLIMIT_FSIZE of a worker that may write files
OPEN_FILES = 256  #: RLIMIT_NOFILE of a worker
STDERR_BYTES = 16 * 1024  #: the tail of the worker's stderr kept for error messages
MAX_DETAIL = 2000  #: characters of an error's detail kept in an AppFailure's message
_GRACE = 2.0  #: seconds to collect a worker after it exited or was killed


class AppFailure(Exception):
    """An app call that produced no valid outputs. ``app`` is the app's name, ``kind`` one of
    :data:`FAILURE_KINDS`, ``detail`` the explanation (also in the message)."""

    def __init__(self, app: str, kind: FailureKind, detail: str) -> None:
        if kind not in FAILURE_KINDS:
            raise ValueError(f"unknown failure kind {kind!r}")
        self.app = app
        self.kind: FailureKind = kind
        self.detail = _truncate(detail)
        super().__init__(f"app {app!r} failed ({kind}): {self.detail}")


def _truncate(text: str, limit: int = MAX_DETAIL) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 15] + "... [truncated]"


# ---------------------------------------------------------------------------------------------
# what this machine supports (probed once)


@dataclass(frozen=True)
class _Isolation:
    bwrap: str | None  # the bubblewrap binary; None: no working sandbox, every call is refused
    no_process: bool  # the worker's no-process seccomp filter installs (inside the sandbox)
    problem: str  # why there is no sandbox ("" when there is one)
    notes: tuple[str, ...]


_ISOLATION: _Isolation | None = None
_ISOLATION_LOCK = threading.Lock()


def _worker_env() -> dict[str, str]:
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": os.environ.get("LANG", "C.UTF-8"),
           "HOME": sandbox.PRIVATE, "TMPDIR": sandbox.PRIVATE, "PYTHONSAFEPATH": "1",
           "PYTHONDONTWRITEBYTECODE": "1"}
    paths = [os.path.abspath(p) for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    root = str(Path(__file__).resolve().parents[2])  # the directory llmbda was imported from
    sites = {str(Path(p).resolve()) for p in [*site.getsitepackages(), site.getusersitepackages()]}
    if root not in sites and root not in paths:
        paths.insert(0, root)
    if paths:
        env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def _spawn(bwrap: str, *, network: bool, filesystem: bool, disk_mb: int,
           preexec: Callable[[], None] | None = None) -> subprocess.Popen[bytes]:
    """Start a sandboxed worker (its seccomp program passed to bwrap through a pipe)."""
    program = sandbox.seccomp_filter(network=network)
    r, w = os.pipe()
    try:
        env = _worker_env()
        cmd = sandbox.command(bwrap, network=network, filesystem=filesystem, disk_mb=disk_mb,
                              seccomp_fd=r, pythonpath=env.get("PYTHONPATH", ""))
        cmd += ["--", sys.executable, "-m", "llmbda.ace.worker"]
        os.set_inheritable(r, True)
        with os.fdopen(w, "wb") as out:  # the program is small: the pipe's buffer holds it
            w = -1
            out.write(program)
        return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                cwd="/", env=env, start_new_session=True, pass_fds=(r,), preexec_fn=preexec)
    finally:
        os.close(r)
        if w >= 0:
            os.close(w)


def _probe() -> _Isolation:
    notes: list[str] = []
    bwrap = sandbox.bwrap_path()
    if bwrap is None:
        return _Isolation(None, False, f"bubblewrap (bwrap) is not installed. {sandbox.INSTALL_HINT}", ())
    try:
        sandbox.seccomp_filter(network=False)
    except (ImportError, OSError, RuntimeError, ValueError) as e:
        return _Isolation(None, False, f"no seccomp filter ({type(e).__name__}: {e}). {sandbox.INSTALL_HINT}", ())
    seccomp = os.uname().machine in ("x86_64", "aarch64") and sys.byteorder == "little"
    if not seccomp:
        notes.append(f"no process filter for {os.uname().machine}: apps without 'process' are refused")
    request = json.dumps({"probe": True, "confine": {"no_process": seccomp}}).encode()
    try:
        proc = _spawn(bwrap, network=False, filesystem=False, disk_mb=1)
        out, err = proc.communicate(request, timeout=30)
    except (OSError, subprocess.SubprocessError, ImportError) as e:
        return _Isolation(None, False, f"the sandbox does not start: {type(e).__name__}: {e}", ())
    try:
        result = _json.loads(out)["probe"]
        assert isinstance(result, dict)
    except (ValueError, KeyError, TypeError, AssertionError):
        lines = err.decode(errors="replace").strip().splitlines()
        return _Isolation(None, False, f"the sandbox does not start (exit status {proc.returncode}: "
                          f"{lines[-1] if lines else 'no output'})", ())
    no_process = result.get("no_process") == "ok"
    if seccomp and not no_process:
        notes.append(f"no_process: {result.get('no_process')}: apps without 'process' are refused")
    return _Isolation(bwrap, no_process, "", tuple(notes))


def _isolation() -> _Isolation:
    global _ISOLATION
    with _ISOLATION_LOCK:
        if _ISOLATION is None:
            _ISOLATION = _probe()
        return _ISOLATION


def isolation_report() -> dict[str, str]:
    """What the executor enforces on this machine (probed once per process), for docs and reports.
    ``sandbox``, ``network_namespace``, ``mount_namespace``, ``pid_namespace``, ``ipc_namespace`` and
    ``seccomp`` are ``"yes"`` or ``"no"``; the others are sentences. Without a working sandbox every
    call is refused (kind ``sandbox``), so nothing is reported as enforced."""
    iso = _isolation()
    yes = {True: "yes", False: "no"}
    ok = iso.bwrap is not None
    if not ok:
        refused = f"every app call is refused: {iso.problem}"
        return {"sandbox": "no", "network_namespace": "no", "mount_namespace": "no", "pid_namespace": "no",
                "ipc_namespace": "no", "seccomp": "no", "refused": refused, "network": refused,
                "filesystem": refused, "process": refused, "cpu": refused, "memory": refused, "wall": refused,
                "workdir": refused, "cleanup": refused, "notes": iso.problem}
    return {
        "sandbox": "yes",
        "network_namespace": "yes", "mount_namespace": "yes", "pid_namespace": "yes", "ipc_namespace": "yes",
        "seccomp": yes[iso.no_process],
        "how": (f"bubblewrap ({iso.bwrap}): new user, PID, IPC, UTS and cgroup namespaces, uid/gid "
                f"{sandbox.SANDBOX_ID} inside, no capabilities, no further user namespaces, a new session, "
                "killed with its parent; a seccomp filter compiled by libseccomp"),
        "network": ("an app without 'network' runs in a new, empty network namespace (no interface up: "
                    "neither the internet nor the host's loopback); socket() of any family fails for it, "
                    "and an app with 'network' may open only AF_INET/AF_INET6 sockets (no unix sockets, "
                    "pathname or abstract)"),
        "filesystem": (f"an app without 'filesystem' sees a new root: read-only system directories "
                       f"(/usr, a few files of /etc, the Python installation and PYTHONPATH), a private "
                       f"/proc and /dev, and its private directory {sandbox.PRIVATE}; no other host file "
                       f"exists for it. An app with 'filesystem' gets the host's top-level directories "
                       f"read-write (not /proc, /dev, /sys, /run) as the executor's user"),
        "disk": (f"the private directory is a tmpfs of limits.disk_mb MiB (the quota); /dev/shm a tmpfs "
                 f"of {sandbox.SHM_BYTES // 1024} KiB; an app with 'filesystem' writes host files bounded "
                 f"per file only (RLIMIT_FSIZE = {FILE_BYTES} bytes)"),
        "process": ("an app without 'process' runs under a second seccomp filter denying (EPERM) fork, vfork,"
                    " clone (except threads), execve, execveat, signals to other processes, ptrace and"
                    " process_vm_readv/writev" if iso.no_process else
                    "apps without 'process' are refused: the worker's filter does not install here"),
        "processes": ("every app is in its own PID namespace: it sees and can signal only its own processes"
                      " (kill, SIGIO, pidfds, process groups, /proc); prlimit64, setpriority, ioprio_set and"
                      " sched_set* on any other process, fcntl F_SETOWN/F_SETSIG, ptrace, process_vm_*, kcmp"
                      " and pidfds are denied by the seccomp filter"),
        "ipc": ("its own IPC namespace: SysV message queues, semaphores and shared memory are invisible to"
                " other apps and destroyed with the call; POSIX shared memory lives in its private /dev/shm"),
        "cpu": "RLIMIT_CPU = cpu_seconds rounded up (SIGXCPU), hard limit one second later (SIGKILL)",
        "memory": "RLIMIT_AS = memory_mb MiB of address space per process (allocations fail)",
        "wall": "wall_seconds, then the sandbox is SIGKILLed (with it, every process of its PID namespace)",
        "files": f"RLIMIT_FSIZE = {FILE_BYTES} bytes per file, RLIMIT_NOFILE = {OPEN_FILES}, RLIMIT_CORE = 0",
        "output": "the worker's JSON response is read up to output_bytes bytes, then it is killed",
        "workdir": (f"{sandbox.PRIVATE}: a fresh tmpfs per call, the worker's cwd, HOME and TMPDIR; gone with"
                    " the call"),
        "environment": ("PATH, PYTHONPATH, LANG, HOME, TMPDIR, PYTHONSAFEPATH=1, PYTHONDONTWRITEBYTECODE=1;"
                        " nothing else is inherited"),
        "cleanup": ("after every call the sandbox is SIGKILLed; its PID namespace ends with it, so no process"
                    " of the app survives (setsid included)"),
        "not_enforced": ("the number of processes or threads of an app with 'process' (bounded by its memory"
                         " and CPU limits only); the host files an app with 'filesystem' writes; timing side"
                         " channels"),
        "notes": "; ".join(iso.notes) or "none",
    }


# ---------------------------------------------------------------------------------------------
# one call


def _rlimits(app: App) -> Callable[[], None]:
    """The ``preexec_fn`` setting the worker's rlimits (never above the executor's hard limits, which
    an unprivileged process could not raise); bubblewrap and the worker inherit them."""
    cpu = max(1, math.ceil(app.limits.cpu_seconds))
    mem = app.limits.memory_mb * 1024 * 1024
    fsize = FILE_BYTES
    wanted = [
        (resource.RLIMIT_CPU, cpu, cpu + 1),
        (resource.RLIMIT_AS, mem, mem),
        (resource.RLIMIT_FSIZE, fsize, fsize),
        (resource.RLIMIT_NOFILE, OPEN_FILES, OPEN_FILES),
        (resource.RLIMIT_CORE, 0, 0),
    ]
    limits = []
    for which, soft, hard in wanted:
        current = resource.getrlimit(which)[1]
        if current != resource.RLIM_INFINITY:
            hard = min(hard, current)
        limits.append((which, (min(soft, hard), hard)))

    def apply() -> None:  # runs in the child between fork and exec: keep it minimal
        for which, value in limits:
            resource.setrlimit(which, value)

    return apply


@dataclass
class _Outcome:
    stdout: bytes
    stderr: bytes
    status: int  # as from wait4
    rusage: resource.struct_rusage | None
    reason: str | None  # "timeout" / "output-too-large" if the parent killed the worker
    elapsed: float


def _killpg(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _live_members(pgid: int) -> list[int]:
    """The processes of group ``pgid`` that are not zombies (Linux /proc; [] elsewhere)."""
    members = []
    try:
        entries = os.listdir("/proc")
    except OSError:
        return []
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                fields = f.read().rsplit(b")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if len(fields) > 2 and fields[2] == str(pgid).encode() and fields[0] not in (b"Z", b"X"):
            members.append(int(entry))
    return members


def _await_group(pgid: int, timeout: float = 1.0) -> None:
    """After the leader was reaped: wait (briefly) until the SIGKILLed rest of its process group is
    dead, so that no process of the call outlives :func:`run_app`."""
    end = time.monotonic() + timeout
    while True:
        try:
            os.killpg(pgid, 0)
        except (ProcessLookupError, PermissionError):
            return  # the group is empty
        if not _live_members(pgid) or time.monotonic() >= end:
            return
        _killpg(pgid)  # the group is not empty, so its id has not been reused
        time.sleep(0.01)


def _exited(pid: int) -> bool:
    """Whether the (unreaped) child ``pid`` has terminated, without reaping it."""
    try:
        info = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
    except ChildProcessError:
        return True
    return info is not None


def _communicate(proc: subprocess.Popen[bytes], request: bytes, wall: float, limit: int) -> _Outcome:
    """Feed ``request``, collect stdout (at most ``limit`` bytes) and the tail of stderr until the
    worker exits or the deadline passes; then SIGKILL its process group and reap it."""
    assert proc.stdin is not None and proc.stdout is not None and proc.stderr is not None
    start = time.monotonic()
    deadline = start + wall
    out, err = bytearray(), bytearray()
    reason: str | None = None
    pidfd = -1
    sel = selectors.DefaultSelector()
    try:
        try:
            pidfd = os.pidfd_open(proc.pid)
            sel.register(pidfd, selectors.EVENT_READ, "exit")
        except (AttributeError, OSError):
            pidfd = -1  # polled below instead
        fds = {"stdin": proc.stdin.fileno(), "stdout": proc.stdout.fileno(), "stderr": proc.stderr.fileno()}
        for fd in fds.values():
            os.set_blocking(fd, False)
        pending = memoryview(request)
        if pending:
            sel.register(fds["stdin"], selectors.EVENT_WRITE, "stdin")
        else:
            proc.stdin.close()
        sel.register(fds["stdout"], selectors.EVENT_READ, "stdout")
        sel.register(fds["stderr"], selectors.EVENT_READ, "stderr")
        open_reads = 2
        exited = False
        exit_deadline = math.inf

        def read(fd: int, name: str) -> None:
            nonlocal open_reads, reason
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                sel.unregister(fd)
                open_reads -= 1
                return
            if name == "stdout":
                out.extend(chunk)
                if len(out) > limit and reason is None:
                    reason = "output-too-large"
            else:
                err.extend(chunk)
                del err[:-STDERR_BYTES]

        while reason is None and (open_reads or not exited):
            now = time.monotonic()
            if now >= deadline:
                reason = "timeout"
                break
            if exited and now >= exit_deadline:
                break  # pipes held open by a process that left the group
            if not exited and pidfd < 0 and _exited(proc.pid):
                exited = True
            if exited and exit_deadline == math.inf:
                _killpg(proc.pid)  # the leader is a zombie, so the group id is still ours
                exit_deadline = now + _GRACE
            timeout = min(deadline, exit_deadline) - now
            if pidfd < 0 and not exited:
                timeout = min(timeout, 0.02)
            for key, _ in sel.select(timeout):
                name = key.data
                if name == "exit":
                    sel.unregister(pidfd)
                    exited = True
                elif name == "stdin":
                    try:
                        pending = pending[os.write(key.fd, pending):]
                    except BlockingIOError:
                        continue
                    except OSError:  # the worker closed stdin (or died)
                        pending = pending[:0]
                    if not pending:
                        sel.unregister(key.fd)
                        proc.stdin.close()
                else:
                    read(key.fd, name)
                if reason is not None:
                    break
    finally:
        _killpg(proc.pid)
        sel.close()
        if pidfd >= 0:
            os.close(pidfd)
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            stream.close()
    try:
        _, status, rusage = os.wait4(proc.pid, 0)
    except ChildProcessError:  # reaped elsewhere (should not happen)
        status, rusage = 0, None
    proc.returncode = os.waitstatus_to_exitcode(status)
    _await_group(proc.pid)
    return _Outcome(bytes(out), bytes(err), status, rusage, reason, time.monotonic() - start)


_MEMORY_HINTS = ("MemoryError", "Cannot allocate memory", "out of memory", "bad_alloc",
                 "memory allocation failed", "Could not allocate")


def _classify(app: App, o: _Outcome) -> dict[str, object]:
    """The outputs of a finished worker, or AppFailure."""
    name, lim = app.name, app.limits
    stderr = o.stderr.decode(errors="replace")
    tail = _truncate(stderr[-MAX_DETAIL:], MAX_DETAIL) if stderr.strip() else ""
    memory_hint = any(h in stderr for h in _MEMORY_HINTS)
    cpu_used = (o.rusage.ru_utime + o.rusage.ru_stime) if o.rusage else 0.0
    if o.reason == "timeout":
        raise AppFailure(name, "timeout", f"no result within the wall-clock limit of {lim.wall_seconds:g} s"
                         " (the worker's process group was killed)")
    if o.reason == "output-too-large":
        raise AppFailure(name, "output-too-large",
                         f"the response exceeded the limit of {lim.output_bytes} bytes (the worker was killed)")
    sig = 0
    if os.WIFSIGNALED(o.status):
        sig = os.WTERMSIG(o.status)
    elif os.WIFEXITED(o.status) and os.WEXITSTATUS(o.status) > 128:  # bwrap: the worker died of a signal
        sig = os.WEXITSTATUS(o.status) - 128
    if sig:
        signame = signal.Signals(sig).name if sig in signal.valid_signals() else str(sig)
        if sig == signal.SIGXCPU or (sig == signal.SIGKILL and cpu_used >= math.ceil(lim.cpu_seconds)):
            raise AppFailure(name, "cpu", f"killed by {signame} after {cpu_used:.2f} s of CPU time"
                             f" (limit {lim.cpu_seconds:g} s)")
        if memory_hint or (o.rusage and o.rusage.ru_maxrss * 1024 >= 0.9 * lim.memory_mb * 1024 * 1024):
            raise AppFailure(name, "memory", f"killed by {signame} at the memory limit of {lim.memory_mb} MiB")
        raise AppFailure(name, "crashed", f"the worker was killed by {signame}" + (f"; stderr: {tail}" if tail else ""))
    code = os.WEXITSTATUS(o.status)
    try:
        response = _json.loads(o.stdout)
    except ValueError:
        response = None
    if not isinstance(response, dict) or not isinstance(response.get("ok"), bool):
        if code != 0 and memory_hint:
            raise AppFailure(name, "memory", f"the worker ran out of memory (limit {lim.memory_mb} MiB): {tail}")
        if code != 0:
            raise AppFailure(name, "crashed", f"the worker exited with status {code}" + (f": {tail}" if tail else ""))
        if not o.stdout:
            raise AppFailure(name, "bad-output", "the worker exited without a response")
        shown = o.stdout[:200].decode(errors="replace")
        raise AppFailure(name, "bad-output", f"the worker's response is not a JSON response object: {shown!r}")
    if not response["ok"]:
        kind = response.get("kind")
        error = response.get("error")
        detail = error if isinstance(error, str) else "unknown error"
        if kind == "memory":
            raise AppFailure(name, "memory", f"{detail} (limit {lim.memory_mb} MiB)")
        if kind in ("crashed", "bad-output", "refused"):
            raise AppFailure(name, kind, detail)
        raise AppFailure(name, "bad-output", f"the worker's response has an unknown failure kind {kind!r}")
    outputs = response.get("outputs")
    if not isinstance(outputs, dict):
        raise AppFailure(name, "bad-output", "the worker's response has no outputs object")
    try:
        return validate(app.outputs, outputs, f"outputs of app {name!r}")
    except SchemaError as e:
        raise AppFailure(name, "bad-output", str(e)) from None


def run_app(app: App, inputs: Mapping[str, object]) -> dict[str, object]:
    """Run one call of ``app`` in a sandboxed worker process and return its validated outputs.
    Raises :class:`AppFailure` (never anything else for a misbehaving app); kind ``sandbox`` when no
    working sandbox is available (the call is refused, never run with weaker isolation). See the
    module documentation for what is enforced."""
    try:
        check_app(app, clearance=False)
    except SchemaError as e:
        name = app.name if isinstance(getattr(app, "name", None), str) else "?"
        raise AppFailure(name, "refused", f"malformed app declaration: {e}") from None
    try:
        args = validate(app.inputs, inputs, f"inputs of app {app.name!r}")
    except SchemaError as e:
        raise AppFailure(app.name, "bad-input", str(e)) from None
    iso = _isolation()
    if iso.bwrap is None:
        raise AppFailure(app.name, "sandbox", f"refused: no working sandbox: {iso.problem}")
    no_process = "process" not in app.privileges
    if no_process and not iso.no_process:
        raise AppFailure(app.name, "sandbox", "refused: the no-process filter does not install here "
                         f"({'; '.join(iso.notes)})")
    request = json.dumps({"impl": app.impl, "inputs": args, "confine": {"no_process": no_process}}).encode()
    try:
        proc = _spawn(iso.bwrap, network="network" in app.privileges, filesystem="filesystem" in app.privileges,
                      disk_mb=app.limits.disk_mb, preexec=_rlimits(app))
    except (OSError, subprocess.SubprocessError, ImportError, RuntimeError, ValueError) as e:
        raise AppFailure(app.name, "sandbox", f"cannot start the sandbox: {type(e).__name__}: {e}") from None
    outcome = _communicate(proc, request, app.limits.wall_seconds, app.limits.output_bytes)
    return _classify(app, outcome)


__all__ = ["AppFailure", "FAILURE_KINDS", "FILE_BYTES", "FailureKind", "OPEN_FILES", "isolation_report",
           "run_app"]
