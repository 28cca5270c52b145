"""The isolated executor: one app call in a fresh worker process inside a sandbox.

:func:`run_app` validates the inputs against the app's signature, starts ``python -m
llmbda.ace.worker`` (:mod:`llmbda.ace.worker`) inside bubblewrap with a seccomp filter and, where
the machine allows, in a memory cgroup of its own (:mod:`llmbda.ace.sandbox`, which documents the
sandbox) and validates the outputs. Every failure is an :class:`AppFailure` whose ``kind`` says what
went wrong; a call never hangs past the app's ``wall_seconds`` (plus a short grace to collect the
worker).

**Fail closed.** The sandbox is probed once per process (a worker is started in it). When bubblewrap
or libseccomp is missing or the sandbox does not start, every call is refused with kind ``sandbox``
and :func:`isolation_report` says why and what to install; no app ever runs with weaker isolation
than the report states (a call whose memory cgroup cannot be made is refused too).

What is enforced (:func:`isolation_report` says it in full):

* **namespaces** (bubblewrap): user (uid/gid 65534 inside, no capabilities), PID (the app can name
  and signal only its own processes), IPC (SysV objects invisible to others and destroyed with the
  call), UTS, cgroup, and network unless the app holds ``network``; the sandbox dies with the
  executor and is SIGKILLed after every call, which ends its whole PID namespace.
* **filesystem**: a new root with read-only system directories and the Python installation; a
  private tmpfs of ``limits.disk_mb`` MiB (cwd, ``HOME``, ``TMPDIR``) as the only writable place; no
  ``/proc`` and no ``/sys``; with ``filesystem``, the host's top-level directories read-write
  instead (still no ``/proc``, ``/sys``).
* **system calls** (seccomp, every app): nothing that reaches another process (ptrace, pidfds,
  prlimit/priority/scheduling of others, SIGIO ownership), no keyrings or mounts, sockets only of
  ``AF_INET``/``AF_INET6`` and ``socketpair`` only with ``network``, nothing that tells whether
  a page is in the page cache or in memory (``mincore``, ``cachestat``, ``RWF_NOWAIT``, AIO,
  io_uring, the NUMA calls, ``getrusage``/rusage of children, ``sysinfo``); without ``process``,
  also no fork, exec or signals to other processes (the worker's own filter).
* **the answer**: the worker forks the app's process and alone holds the channel to the executor;
  every failure kind is decided by it or by the executor, never by the app (:mod:`llmbda.ace.worker`).
* **resources** (``setrlimit`` before ``exec``, inherited): ``RLIMIT_CPU`` = ``cpu_seconds``
  rounded up (SIGXCPU; SIGKILL one second later) -> kind ``cpu``; ``RLIMIT_AS`` = ``memory_mb``
  MiB per process -> kind ``memory``; the call's memory cgroup (:func:`memory_mechanism`), where
  there is one: ``memory_mb`` MiB over all its processes, shared memory, memfds, tmpfs and page
  tables included, no swap -> an OOM kill, kind ``memory``; without one, SysV shared memory and
  memfds are refused. ``RLIMIT_FSIZE`` = :data:`FILE_BYTES`; ``RLIMIT_NOFILE`` =
  :data:`OPEN_FILES`; ``RLIMIT_CORE`` = 0. The wall clock (``wall_seconds``) is watched by the
  parent -> kind ``timeout``. The response is read up to ``output_bytes`` (more -> kind
  ``output-too-large``).
* **environment**: only ``PATH``, ``PYTHONPATH`` (plus the directory llmbda was imported from when
  that is not a site directory), ``LANG``, ``HOME``, ``TMPDIR``, ``PYTHONSAFEPATH=1`` and
  ``PYTHONDONTWRITEBYTECODE=1``.

Not enforced: the number of processes or threads of an app with ``process`` (its memory and CPU
limits bound them), the host files an app with ``filesystem`` writes (per file only), timing side
channels (among them the time a read of a shared file takes: cached or not).
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
    memory: sandbox.MemoryCgroups | None = None  # where each call gets its memory cgroup; None: seccomp

    @property
    def mechanism(self) -> sandbox.MemoryMechanism:
        return self.memory.mechanism if self.memory is not None else "seccomp: shm and memfd refused"


_ISOLATION: _Isolation | None = None
_ISOLATION_LOCK = threading.Lock()
#: Per-call cgroups that could not be removed yet (retried after every later call).
_LEFTOVER: list[sandbox.CallCgroup] = []
_LEFTOVER_LOCK = threading.Lock()


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


def _spawn(bwrap: str, *, network: bool, filesystem: bool, disk_mb: int, refuse_shm: bool,
           preexec: Callable[[], None] | None = None) -> subprocess.Popen[bytes]:
    """Start a sandboxed worker (its seccomp program passed to bwrap through a pipe)."""
    program = sandbox.seccomp_filter(network=network, refuse_shm=refuse_shm)
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


_PROBE_MB = 256  #: the memory limit of the probe's worker


def _find_memory_cgroups() -> tuple[sandbox.MemoryCgroups | None, str]:
    try:
        proc_cgroup = Path("/proc/self/cgroup").read_text()
        mountinfo = Path("/proc/self/mountinfo").read_text()
    except OSError as e:
        return None, f"cannot read /proc/self/cgroup or mountinfo: {e}"
    return sandbox.find_memory_cgroups(proc_cgroup, mountinfo)


def _probe_worker(bwrap: str, seccomp: bool,
                  memory: sandbox.MemoryCgroups | None) -> tuple[dict[str, object] | None, str]:
    """Start the probe's worker (in a call cgroup under ``memory`` when given): its probe result, or
    None and what went wrong."""
    request = json.dumps({"probe": True, "confine": {"no_process": seccomp}}).encode()
    cg: sandbox.CallCgroup | None = None
    proc: subprocess.Popen[bytes] | None = None
    out, err, problem = b"", b"", ""
    try:
        if memory is not None:
            cg = sandbox.CallCgroup(memory, _PROBE_MB * 1024 * 1024)
        proc = _spawn(bwrap, network=False, filesystem=False, disk_mb=1, refuse_shm=memory is None,
                      preexec=cg.enter if cg is not None else None)
        out, err = proc.communicate(request, timeout=30)
    except (OSError, subprocess.SubprocessError, ImportError) as e:
        problem = f"{type(e).__name__}: {e}"
    finally:
        if proc is not None and proc.returncode is None:
            _killpg(proc.pid)
            proc.wait()
        if cg is not None and not cg.remove():
            problem = problem or f"cannot remove the cgroup {cg.path}"
    if problem:
        return None, problem
    try:
        result = _json.loads(out)["probe"]
        assert isinstance(result, dict)
        return result, ""
    except (ValueError, KeyError, TypeError, AssertionError):
        lines = err.decode(errors="replace").strip().splitlines()
        return None, f"exit status {proc.returncode if proc else '?'}: {lines[-1] if lines else 'no output'}"


def _probe() -> _Isolation:
    notes: list[str] = []
    bwrap = sandbox.bwrap_path()
    if bwrap is None:
        return _Isolation(None, False, f"bubblewrap (bwrap) is not installed. {sandbox.INSTALL_HINT}", ())
    try:
        sandbox.seccomp_filter(network=False)
        sandbox.seccomp_filter(network=False, refuse_shm=True)
    except (ImportError, OSError, RuntimeError, ValueError) as e:
        return _Isolation(None, False, f"no seccomp filter ({type(e).__name__}: {e}). {sandbox.INSTALL_HINT}", ())
    seccomp = os.uname().machine in ("x86_64", "aarch64") and sys.byteorder == "little"
    if not seccomp:
        notes.append(f"no process filter for {os.uname().machine}: apps without 'process' are refused")
    memory, why = _find_memory_cgroups()
    result: dict[str, object] | None = None
    if memory is not None:
        for path in sandbox.sweep_cgroups(memory):
            notes.append(f"a call cgroup of a former executor could not be removed: {path}")
        result, problem = _probe_worker(bwrap, seccomp, memory)
        if result is None:
            why = f"{memory.mechanism} at {memory.base} does not work ({problem})"
            memory = None
    if memory is None:
        notes.append(f"no memory cgroup ({why}): SysV shared memory and memfds are refused instead")
        result, problem = _probe_worker(bwrap, seccomp, None)
    if result is None:
        return _Isolation(None, False, f"the sandbox does not start ({problem})", ())
    no_process = result.get("no_process") == "ok"
    if seccomp and not no_process:
        notes.append(f"no_process: {result.get('no_process')}: apps without 'process' are refused")
    return _Isolation(bwrap, no_process, "", tuple(notes), memory)


def _isolation() -> _Isolation:
    global _ISOLATION
    with _ISOLATION_LOCK:
        if _ISOLATION is None:
            _ISOLATION = _probe()
        return _ISOLATION


def memory_mechanism() -> str:
    """What bounds a call's memory beyond ``RLIMIT_AS`` on this machine (probed once per process):
    ``"cgroup v2"`` or ``"cgroup v1"`` (a memory cgroup per call, limited to ``memory_mb``), or
    ``"seccomp: shm and memfd refused"`` (no cgroup available: SysV shared memory and memfds are
    refused by the seccomp filter instead); ``"none: no sandbox"`` when every call is refused."""
    iso = _isolation()
    return iso.mechanism if iso.bwrap is not None else "none: no sandbox"


def memory_cgroups() -> list[str]:
    """The per-call memory cgroups of this process that exist now (none between calls)."""
    iso = _isolation()
    if iso.memory is None:
        return []
    prefix = f"{sandbox.CGROUP_PREFIX}{os.getpid()}-"
    try:
        return sorted(os.path.join(iso.memory.base, n) for n in os.listdir(iso.memory.base) if n.startswith(prefix))
    except OSError:
        return []


def _memory_sentence(iso: _Isolation) -> str:
    if iso.memory is not None:
        return (f"{iso.mechanism}: each call runs in a fresh memory cgroup under {iso.memory.base} limited to"
                " memory_mb MiB with no swap, over all its processes: anonymous memory, SysV and POSIX shared"
                " memory, memfds, tmpfs pages (its private directory included), page tables and the page cache"
                " it brings in; exceeding it is an OOM kill (kind 'memory'); the cgroup is removed after the"
                " call. Also RLIMIT_AS = memory_mb MiB of address space per process (allocations fail)")
    return (f"{iso.mechanism}: no memory cgroup can be made here, so the seccomp filter refuses shmget and"
            " memfd_create; RLIMIT_AS = memory_mb MiB of address space per process (allocations fail); tmpfs"
            f" pages are bounded by the private directory's size (disk_mb) and /dev/shm's"
            f" ({sandbox.SHM_BYTES // 1024} KiB)")


def isolation_report() -> dict[str, str]:
    """What the executor enforces on this machine (probed once per process), for docs and reports.
    ``sandbox``, ``network_namespace``, ``mount_namespace``, ``pid_namespace``, ``ipc_namespace`` and
    ``seccomp`` are ``"yes"`` or ``"no"``; ``memory_mechanism`` is :func:`memory_mechanism`; the
    others are sentences. Without a working sandbox every call is refused (kind ``sandbox``), so
    nothing is reported as enforced."""
    iso = _isolation()
    yes = {True: "yes", False: "no"}
    ok = iso.bwrap is not None
    if not ok:
        refused = f"every app call is refused: {iso.problem}"
        return {"sandbox": "no", "network_namespace": "no", "mount_namespace": "no", "pid_namespace": "no",
                "ipc_namespace": "no", "seccomp": "no", "memory_mechanism": "none: no sandbox", "refused": refused,
                "network": refused, "filesystem": refused, "process": refused, "cpu": refused, "memory": refused,
                "wall": refused, "workdir": refused, "cleanup": refused, "notes": iso.problem}
    return {
        "sandbox": "yes",
        "network_namespace": "yes", "mount_namespace": "yes", "pid_namespace": "yes", "ipc_namespace": "yes",
        "seccomp": yes[iso.no_process],
        "memory_mechanism": iso.mechanism,
        "how": (f"bubblewrap ({iso.bwrap}): new user, PID, IPC, UTS and cgroup namespaces, uid/gid "
                f"{sandbox.SANDBOX_ID} inside, no capabilities, no further user namespaces, a new session, "
                f"killed with its parent; a seccomp filter compiled by libseccomp; memory: {iso.mechanism}"),
        "network": ("an app without 'network' runs in a new, empty network namespace (no interface up: "
                    "neither the internet nor the host's loopback); socket() of any family fails for it, "
                    "and an app with 'network' may open only AF_INET/AF_INET6 sockets (no unix sockets, "
                    "pathname or abstract) and anonymous socket pairs (asyncio's wake-up channel)"),
        "filesystem": (f"an app without 'filesystem' sees a new root: read-only system directories "
                       f"(/usr, a few files of /etc, the Python installation and PYTHONPATH), a minimal /dev "
                       f"and its private directory {sandbox.PRIVATE}; no /proc, no /sys, no other host file. "
                       f"An app with 'filesystem' gets the host's top-level directories read-write (not /proc, "
                       f"/dev, /sys, /run) as the executor's user"),
        "disk": (f"the private directory is a tmpfs of limits.disk_mb MiB (the quota); /dev/shm a tmpfs "
                 f"of {sandbox.SHM_BYTES // 1024} KiB; an app with 'filesystem' writes host files bounded "
                 f"per file only (RLIMIT_FSIZE = {FILE_BYTES} bytes)"),
        "process": ("an app without 'process' runs under a second seccomp filter denying (EPERM) fork, vfork,"
                    " clone (except threads), execve, execveat, signals to other processes, ptrace and"
                    " process_vm_readv/writev" if iso.no_process else
                    "apps without 'process' are refused: the worker's filter does not install here"),
        "processes": ("every app is in its own PID namespace: it can name and signal only its own processes"
                      " (kill, SIGIO, pidfds, process groups; there is no /proc); prlimit64, setpriority,"
                      " ioprio_set and sched_set* on any other process, fcntl F_SETOWN/F_SETSIG, ptrace,"
                      " process_vm_*, kcmp and pidfds are denied by the seccomp filter"),
        "answer": ("the worker forks the app's process, which closes the response channel and confines itself"
                   " before the app is loaded; only the worker, which runs no app code, writes the response, and"
                   " it decides every failure kind: the app can send its outputs or an exception, never a kind"),
        "ipc": ("its own IPC namespace: SysV message queues, semaphores and shared memory are invisible to"
                " other apps and destroyed with the call; POSIX shared memory lives in its private /dev/shm"),
        "cpu": "RLIMIT_CPU = cpu_seconds rounded up (SIGXCPU), hard limit one second later (SIGKILL)",
        "memory": _memory_sentence(iso),
        "side_channels": ("ruled out (refused by the seccomp filter, or absent with /proc and /sys): asking"
                          " whether a page of a shared file is in the page cache or a page is in memory (mincore,"
                          " cachestat, preadv2/pwritev2 RWF_NOWAIT, Linux AIO, io_uring, move_pages and the other"
                          " NUMA calls), the fault and I/O counters that tell the same (getrusage, the rusage of"
                          " wait4/waitid, /proc/self/stat, io, status, statm, smaps, pagemap, perf_event_open), the"
                          " host's memory, load and pressure figures (sysinfo, /proc/meminfo, vmstat, loadavg, stat,"
                          " pressure, uptime, diskstats), other apps' accesses to shared files (inotify, fanotify)."
                          " Not ruled out: timing (an app can time reads of a shared file, cached or not, and its"
                          " page faults; its clocks tell the host's uptime)"),
        "wall": "wall_seconds, then the sandbox is SIGKILLed (with it, every process of its PID namespace)",
        "files": f"RLIMIT_FSIZE = {FILE_BYTES} bytes per file, RLIMIT_NOFILE = {OPEN_FILES}, RLIMIT_CORE = 0",
        "output": "the worker's JSON response is read up to output_bytes bytes, then it is killed",
        "workdir": (f"{sandbox.PRIVATE}: a fresh tmpfs per call, the worker's cwd, HOME and TMPDIR; gone with"
                    " the call"),
        "environment": ("PATH, PYTHONPATH, LANG, HOME, TMPDIR, PYTHONSAFEPATH=1, PYTHONDONTWRITEBYTECODE=1;"
                        " nothing else is inherited"),
        "cleanup": ("after every call the sandbox is SIGKILLed; its PID namespace ends with it, so no process"
                    " of the app survives (setsid included)"
                    + ("; its memory cgroup is removed" if iso.memory is not None else "")),
        "not_enforced": ("the number of processes or threads of an app with 'process' (bounded by its memory"
                         " and CPU limits only); the host files an app with 'filesystem' writes; timing side"
                         " channels, among them the time a read of a shared file takes (page cache); channels"
                         " between apps running at the same time (contention, locks on shared read-only files)"),
        "notes": "; ".join(iso.notes) or "none",
    }


# ---------------------------------------------------------------------------------------------
# one call


def _preexec(app: App, cgroup: sandbox.CallCgroup | None) -> Callable[[], None]:
    """The ``preexec_fn`` moving the worker into its memory cgroup (if any) and setting its rlimits
    (never above the executor's hard limits, which an unprivileged process could not raise);
    bubblewrap, the worker and the app's process inherit both."""
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
        if cgroup is not None:
            cgroup.enter()  # before exec: nothing of the call runs outside the cgroup
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


def _classify(app: App, o: _Outcome, oom_kills: int = 0) -> dict[str, object]:
    """The outputs of a finished worker, or AppFailure. ``oom_kills``: processes of the call the
    kernel's OOM killer ended in its memory cgroup. Nothing the app prints decides a kind: what is
    read from the worker's response was composed by the worker (:mod:`llmbda.ace.worker`)."""
    name, lim = app.name, app.limits
    stderr = o.stderr.decode(errors="replace")
    tail = _truncate(stderr[-MAX_DETAIL:], MAX_DETAIL) if stderr.strip() else ""
    cpu_used = (o.rusage.ru_utime + o.rusage.ru_stime) if o.rusage else 0.0
    if o.reason == "timeout":
        raise AppFailure(name, "timeout", f"no result within the wall-clock limit of {lim.wall_seconds:g} s"
                         " (the worker's process group was killed)")
    if o.reason == "output-too-large":
        raise AppFailure(name, "output-too-large",
                         f"the response exceeded the limit of {lim.output_bytes} bytes (the worker was killed)")
    try:
        response = _json.loads(o.stdout)
    except ValueError:
        response = None
    if not isinstance(response, dict) or not isinstance(response.get("ok"), bool):
        response = None
    if oom_kills and (response is None or not response["ok"]):
        raise AppFailure(name, "memory", f"the call's memory cgroup reached its limit of {lim.memory_mb} MiB"
                         f" (the OOM killer ended {oom_kills} of its processes)")
    if response is not None and response["ok"]:  # (an app may survive the OOM kill of a child of its own)
        outputs = response.get("outputs")
        if not isinstance(outputs, dict):
            raise AppFailure(name, "bad-output", "the worker's response has no outputs object")
        try:
            return validate(app.outputs, outputs, f"outputs of app {name!r}")
        except SchemaError as e:
            raise AppFailure(name, "bad-output", str(e)) from None
    sig = 0
    if response is not None:  # the worker answered: a signal it names killed the app's process
        named = response.get("signal")
        sig = named if isinstance(named, int) and not isinstance(named, bool) else 0
        victim = "the app"
    else:  # the worker itself died (bwrap reports a signal as 128 + its number)
        if os.WIFSIGNALED(o.status):
            sig = os.WTERMSIG(o.status)
        elif os.WIFEXITED(o.status) and os.WEXITSTATUS(o.status) > 128:
            sig = os.WEXITSTATUS(o.status) - 128
        victim = "the worker"
    if sig:
        signame = signal.Signals(sig).name if sig in signal.valid_signals() else str(sig)
        if sig == signal.SIGXCPU or (sig == signal.SIGKILL and cpu_used >= math.ceil(lim.cpu_seconds)):
            raise AppFailure(name, "cpu", f"killed by {signame} after {cpu_used:.2f} s of CPU time"
                             f" (limit {lim.cpu_seconds:g} s)")
        # (a kill is kind `memory` only when the call's memory cgroup counted an OOM kill, above: a
        # child's ru_maxrss includes the resident size it had before exec, as a fork of this
        # process, so it tells nothing about the app)
        raise AppFailure(name, "crashed", f"{victim} was killed by {signame}" + (f"; stderr: {tail}" if tail else ""))
    code = os.WEXITSTATUS(o.status)
    if response is None:
        if code != 0:
            raise AppFailure(name, "crashed", f"the worker exited with status {code}" + (f": {tail}" if tail else ""))
        if not o.stdout:
            raise AppFailure(name, "bad-output", "the worker exited without a response")
        shown = o.stdout[:200].decode(errors="replace")
        raise AppFailure(name, "bad-output", f"the worker's response is not a JSON response object: {shown!r}")
    kind = response.get("kind")
    error = response.get("error")
    detail = error if isinstance(error, str) else "unknown error"
    if kind == "memory":
        raise AppFailure(name, "memory", f"{detail} (limit {lim.memory_mb} MiB)")
    if kind == "crashed" and tail:
        raise AppFailure(name, "crashed", f"{detail}; stderr: {tail}")
    if kind in ("crashed", "bad-output", "refused", "output-too-large"):
        raise AppFailure(name, kind, detail)
    raise AppFailure(name, "bad-output", f"the worker's response has an unknown failure kind {kind!r}")


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
    request = json.dumps({"impl": app.impl, "inputs": args, "confine": {"no_process": no_process},
                          "output_bytes": app.limits.output_bytes}).encode()
    cgroup: sandbox.CallCgroup | None = None
    if iso.memory is not None:
        try:
            cgroup = sandbox.CallCgroup(iso.memory, app.limits.memory_mb * 1024 * 1024)
        except OSError as e:
            raise AppFailure(app.name, "sandbox", f"refused: cannot make the call's memory cgroup under "
                             f"{iso.memory.base}: {type(e).__name__}: {e}") from None
    try:
        try:
            proc = _spawn(iso.bwrap, network="network" in app.privileges,
                          filesystem="filesystem" in app.privileges, disk_mb=app.limits.disk_mb,
                          refuse_shm=iso.memory is None, preexec=_preexec(app, cgroup))
        except (OSError, subprocess.SubprocessError, ImportError, RuntimeError, ValueError) as e:
            raise AppFailure(app.name, "sandbox", f"cannot start the sandbox: {type(e).__name__}: {e}") from None
        outcome = _communicate(proc, request, app.limits.wall_seconds, app.limits.output_bytes)
        oom_kills = cgroup.oom_kills() if cgroup is not None else 0
    finally:
        if cgroup is not None:
            _remove(cgroup)
    return _classify(app, outcome, oom_kills)


def _remove(cgroup: sandbox.CallCgroup) -> None:
    """Remove a call's cgroup, and retry those that earlier calls could not remove; one that still
    cannot be removed stays on the list (and in :func:`memory_cgroups`)."""
    with _LEFTOVER_LOCK:
        pending = [cgroup, *_LEFTOVER]
        _LEFTOVER.clear()
    left = [cg for cg in pending if not cg.remove(timeout=2.0 if cg is cgroup else 0.0)]
    if left:
        with _LEFTOVER_LOCK:
            _LEFTOVER.extend(left)


__all__ = ["AppFailure", "FAILURE_KINDS", "FILE_BYTES", "FailureKind", "OPEN_FILES", "isolation_report",
           "memory_cgroups", "memory_mechanism", "run_app"]
