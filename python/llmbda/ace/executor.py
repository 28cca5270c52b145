"""The isolated executor: one app call in a fresh, confined worker process.

:func:`run_app` validates the inputs against the app's signature, starts ``python -m
llmbda.ace.worker`` (:mod:`llmbda.ace.worker`) and validates the outputs. Every failure is an
:class:`AppFailure` whose ``kind`` says what went wrong; a call never hangs past the app's
``wall_seconds`` (plus a short grace to collect the worker).

What is enforced (Linux; :func:`isolation_report` says what holds on this machine):

* **working directory**: a fresh private directory (mode 0700, under ``workdir_root`` or the
  system temp dir) is the worker's cwd, ``HOME`` and ``TMPDIR``; it is deleted after the call.
* **environment**: only ``PATH``, ``PYTHONPATH`` (plus the directory llmbda was imported from
  when that is not a site directory), ``LANG``, ``HOME``, ``TMPDIR``, ``PYTHONSAFEPATH=1`` (the
  cwd is not put on ``sys.path``) and ``PYTHONDONTWRITEBYTECODE=1``.
* **resources** (``setrlimit`` in the child before ``exec``): ``RLIMIT_CPU`` = ``cpu_seconds``
  rounded up (SIGXCPU; SIGKILL one second later) -> kind ``cpu``; ``RLIMIT_AS`` = ``memory_mb``
  MiB of address space (allocations fail: MemoryError) -> kind ``memory``; ``RLIMIT_FSIZE`` =
  :data:`FILE_BYTES` per written file (0 when the app lacks ``filesystem`` and no mount
  namespace is available); ``RLIMIT_NOFILE`` = :data:`OPEN_FILES`; ``RLIMIT_CORE`` = 0. The wall
  clock (``wall_seconds``) is watched by the parent, which SIGKILLs the worker's whole process
  group (``start_new_session=True``) -> kind ``timeout``. The response is read up to
  ``output_bytes`` (more -> SIGKILL, kind ``output-too-large``). After every call the process
  group is SIGKILLed, so children the app left behind die with it.
* **network** (app without ``network``): the worker runs in a new, empty network namespace
  (``unshare --user --map-root-user --net``, or ``unshare --net`` as root where user namespaces are
  disabled); it has no interface up, so neither the internet nor the host's loopback is reachable.
* **filesystem** (app without ``filesystem``): in a new mount namespace every mount is read-only
  except the private directory. Reads are NOT confined: an app can read whatever the executor's
  user can read.
* **capabilities**: the worker drops every capability and sets ``no_new_privs`` before importing
  the app, so it can neither leave its namespaces nor undo the read-only mounts.
* **process** (app without ``process``): a seccomp filter denies creating processes
  (fork/vfork/clone other than for threads/execve/execveat), signalling any process but itself and
  ptrace/process_vm_readv/writev (see :func:`llmbda.ace.worker.seccomp_program`). RLIMIT_NPROC is
  not used (it counts all processes of the user and is ignored for root). An app *with*
  ``process`` can fork and signal the user's processes; its children are SIGKILLed with the process
  group after the call unless they left the group with ``setsid``, which is not prevented.

Not enforced: reads of the host filesystem, the CPU time of children beyond their own
``RLIMIT_CPU``, the number of processes of an app with ``process``, timing side channels. There is
no PID namespace: other processes are visible in ``/proc`` (ptrace across the user namespace is
refused by the kernel, and without ``process`` by the seccomp filter too). Where
namespaces or seccomp are unavailable the call runs without them (see :func:`isolation_report`).
"""

from __future__ import annotations

import json
import math
import os
import resource
import selectors
import shutil
import signal
import site
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Literal, Mapping, get_args

from .. import _json
from .registry import App, SchemaError, check_app, validate

FailureKind = Literal["timeout", "cpu", "memory", "crashed", "bad-output", "bad-input", "refused",
                      "output-too-large"]
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
    unshare: tuple[str, ...] | None  # command prefix creating namespaces; None: no namespaces
    readonly_root: bool  # a mount namespace can be made read-only
    drop_caps: bool
    no_process: bool  # the seccomp filter installs
    notes: tuple[str, ...]


_ISOLATION: _Isolation | None = None
_ISOLATION_LOCK = threading.Lock()


def _worker_env(home: str) -> dict[str, str]:
    env = {"PATH": os.environ.get("PATH", os.defpath), "LANG": os.environ.get("LANG", "C.UTF-8"),
           "HOME": home, "TMPDIR": home, "PYTHONSAFEPATH": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    paths = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    root = str(Path(__file__).resolve().parents[2])  # the directory llmbda was imported from
    sites = {str(Path(p).resolve()) for p in [*site.getsitepackages(), site.getusersitepackages()]}
    if root not in sites and root not in paths:
        paths.insert(0, root)
    if paths:
        env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def _probe_one(prefix: tuple[str, ...], flags: tuple[str, ...], steps: dict[str, bool]) -> dict[str, str] | str:
    """Run a probe worker; its per-step results, or why it did not run."""
    cmd = [*prefix, *flags, "--"] if prefix else []
    cmd += [sys.executable, "-m", "llmbda.ace.worker"]
    home = tempfile.mkdtemp(prefix="ace-probe-")
    try:
        proc = subprocess.run(cmd, input=json.dumps({"probe": True, "confine": steps}).encode(),
                              capture_output=True, cwd=home, env=_worker_env(home), timeout=30,
                              start_new_session=True)
    except (OSError, subprocess.SubprocessError) as e:
        return f"{type(e).__name__}: {e}"
    finally:
        shutil.rmtree(home, ignore_errors=True)
    try:
        response = _json.loads(proc.stdout)
        result = response["probe"]
        assert isinstance(result, dict)
        return {str(k): str(v) for k, v in result.items()}
    except (ValueError, KeyError, TypeError, AssertionError):
        err = proc.stderr.decode(errors="replace").strip().splitlines()
        return f"exit status {proc.returncode}: {err[-1] if err else 'no output'}"


def _probe() -> _Isolation:
    notes: list[str] = []
    seccomp = os.uname().machine in ("x86_64", "aarch64") and sys.byteorder == "little"
    if not seccomp:
        notes.append(f"no seccomp filter for {os.uname().machine}")
    steps = {"readonly_root": True, "drop_caps": True, "no_process": seccomp}
    unshare = shutil.which("unshare")
    candidates: list[tuple[str, ...]] = []
    if unshare is None:
        notes.append("the unshare command (util-linux) is not installed")
    else:
        candidates.append((unshare, "--user", "--map-root-user"))
        if os.geteuid() == 0:
            candidates.append((unshare,))
    for prefix in candidates:
        result = _probe_one(prefix, ("--net", "--mount"), steps)
        if isinstance(result, str):
            notes.append(f"{' '.join([Path(prefix[0]).name, *prefix[1:]])} --net --mount: {result}")
            continue
        failed = {k: v for k, v in result.items() if v != "ok"}
        notes += [f"{k}: {v}" for k, v in failed.items()]
        return _Isolation(prefix, result.get("readonly_root") == "ok", result.get("drop_caps") == "ok",
                          result.get("no_process") == "ok", tuple(notes))
    result = _probe_one((), (), {"drop_caps": True, "no_process": seccomp})
    if isinstance(result, str):
        notes.append(f"worker without namespaces: {result}")
        return _Isolation(None, False, False, False, tuple(notes))
    notes += [f"{k}: {v}" for k, v in result.items() if v != "ok"]
    return _Isolation(None, False, result.get("drop_caps") == "ok", result.get("no_process") == "ok",
                      tuple(notes))


def _isolation() -> _Isolation:
    global _ISOLATION
    with _ISOLATION_LOCK:
        if _ISOLATION is None:
            _ISOLATION = _probe()
        return _ISOLATION


def isolation_report() -> dict[str, str]:
    """What the executor enforces on this machine (probed once per process), for docs and
    reports. The keys ``network_namespace``, ``mount_namespace`` and ``seccomp`` are ``"yes"`` or
    ``"no"``; the others are sentences."""
    iso = _isolation()
    ns = iso.unshare is not None
    how = " ".join([Path(iso.unshare[0]).name, *iso.unshare[1:]]) if iso.unshare else ""
    yes = {True: "yes", False: "no"}
    return {
        "network_namespace": yes[ns],
        "mount_namespace": yes[ns and iso.readonly_root],
        "seccomp": yes[iso.no_process],
        "network": (f"an app without 'network' runs in a new empty network namespace ({how} --net):"
                    " no interface is up, the host's loopback and the internet are unreachable"
                    if ns else "NOT isolated: user/network namespaces are unavailable here, every app"
                    " has the executor's network access"),
        "filesystem": (f"an app without 'filesystem' runs in a new mount namespace ({how} --mount) where"
                       " every mount is read-only except its private directory; reads are not confined"
                       if ns and iso.readonly_root else
                       "NOT isolated: no mount namespace here; an app without 'filesystem' gets"
                       " RLIMIT_FSIZE=0 (it cannot write file contents, even in its private directory)"
                       " but can create empty files, delete and read files as the executor's user"),
        "process": ("an app without 'process' runs under a seccomp filter denying (EPERM) fork, vfork,"
                    " clone (except threads), execve, execveat, signals to other processes, ptrace and"
                    " process_vm_readv/writev" if iso.no_process else
                    "NOT enforced: no seccomp filter here, an app without 'process' can start processes"),
        "capabilities": ("the worker drops all capabilities and sets no_new_privs before importing the"
                         " app (it cannot leave its namespaces, remount, or gain privileges by executing"
                         " set-uid programs)" if iso.drop_caps else
                         "NOT dropped: the worker keeps the capabilities it starts with"),
        "cpu": "RLIMIT_CPU = cpu_seconds rounded up (SIGXCPU), hard limit one second later (SIGKILL)",
        "memory": "RLIMIT_AS = memory_mb MiB of address space per process (allocations fail)",
        "wall": "wall_seconds, then the worker's whole process group is SIGKILLed",
        "files": (f"RLIMIT_FSIZE = {FILE_BYTES} bytes per file (0 without 'filesystem' and without a"
                  f" mount namespace), RLIMIT_NOFILE = {OPEN_FILES}, RLIMIT_CORE = 0"),
        "output": "the worker's JSON response is read up to output_bytes bytes, then it is killed",
        "workdir": ("a fresh private directory (0700) per call: cwd, HOME and TMPDIR of the worker;"
                    " deleted after the call"),
        "environment": ("PATH, PYTHONPATH, LANG, HOME, TMPDIR, PYTHONSAFEPATH=1,"
                        " PYTHONDONTWRITEBYTECODE=1; nothing else is inherited"),
        "cleanup": ("the worker's process group is SIGKILLed after every call; children that called"
                    " setsid() (possible only with 'process') are not tracked"),
        "not_enforced": ("reads of host files; the number of processes of an app with 'process'"
                         " (RLIMIT_NPROC is per user and ignored for root); no PID namespace (other"
                         " processes are visible in /proc); timing side channels"),
        "notes": "; ".join(iso.notes) or "none",
    }


# ---------------------------------------------------------------------------------------------
# one call


def _rlimits(app: App, may_write: bool) -> Callable[[], None]:
    """The ``preexec_fn`` setting the worker's rlimits (never above the executor's hard limits, which
    an unprivileged process could not raise)."""
    cpu = max(1, math.ceil(app.limits.cpu_seconds))
    mem = app.limits.memory_mb * 1024 * 1024
    fsize = FILE_BYTES if may_write else 0
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
    if os.WIFSIGNALED(o.status):
        sig = os.WTERMSIG(o.status)
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


def _remove_tree(path: str) -> None:
    for root, dirs, _ in os.walk(path):  # an app may have left directories without permissions
        for d in dirs:
            try:
                os.chmod(os.path.join(root, d), 0o700, follow_symlinks=False)
            except (OSError, NotImplementedError):
                pass
    shutil.rmtree(path, ignore_errors=True)


def run_app(app: App, inputs: Mapping[str, object], *, workdir_root: Path | None = None) -> dict[str, object]:
    """Run one call of ``app`` in an isolated worker process and return its validated outputs.
    Raises :class:`AppFailure` (never anything else for a misbehaving app); see the module
    documentation for what is enforced."""
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
    flags: list[str] = []
    if "network" not in app.privileges and iso.unshare is not None:
        flags.append("--net")
    readonly_root = "filesystem" not in app.privileges and iso.unshare is not None and iso.readonly_root
    if readonly_root:
        flags.append("--mount")
    confine = {"readonly_root": readonly_root, "drop_caps": iso.drop_caps,
               "no_process": "process" not in app.privileges and iso.no_process}
    cmd = [*iso.unshare, *flags, "--"] if flags and iso.unshare is not None else []
    cmd += [sys.executable, "-m", "llmbda.ace.worker"]
    request = json.dumps({"impl": app.impl, "inputs": args, "confine": confine}).encode()
    may_write = "filesystem" in app.privileges or readonly_root
    try:
        home = tempfile.mkdtemp(prefix="ace-", dir=None if workdir_root is None else str(workdir_root))
    except OSError as e:
        raise AppFailure(app.name, "refused", f"cannot create the private working directory: {e}") from None
    try:
        try:
            proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, cwd=home, env=_worker_env(home),
                                    start_new_session=True, preexec_fn=_rlimits(app, may_write))
        except (OSError, subprocess.SubprocessError) as e:
            raise AppFailure(app.name, "refused", f"cannot start the worker: {type(e).__name__}: {e}") from None
        outcome = _communicate(proc, request, app.limits.wall_seconds, app.limits.output_bytes)
        return _classify(app, outcome)
    finally:
        _remove_tree(home)


__all__ = ["AppFailure", "FAILURE_KINDS", "FILE_BYTES", "FailureKind", "OPEN_FILES", "isolation_report",
           "run_app"]
