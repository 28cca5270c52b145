"""ACE's sandbox: bubblewrap for the namespaces and mounts, libseccomp for the system-call filter,
a memory cgroup for the call's memory.

Every app call runs ``python -m llmbda.ace.worker`` inside `bubblewrap <https://github.com/containers/bubblewrap>`_
(``bwrap``, the Debian package ``bubblewrap``), started by :func:`command`:

* new **user, PID, IPC, UTS and cgroup** namespaces always, a new **network** namespace unless the app
  holds ``network`` (then it has no interface but a down loopback); the app runs as uid/gid 65534
  (``nobody``) inside, with no capabilities (``--cap-drop ALL``), may create no further user
  namespace (``--disable-userns``), in a new session (``--new-session``: no terminal injection), and
  dies with its parent (``--die-with-parent``). In its PID namespace it can name only its own
  processes; its IPC namespace (SysV queues, semaphores, shared memory) is destroyed with it.
* a **new root** holding read-only binds of the system (``/usr`` and the ``/bin``-style links, a few
  files of ``/etc`` for name resolution and TLS), the Python installation and the directories on
  ``PYTHONPATH`` (llmbda itself); a minimal ``/dev`` whose ``/dev/shm`` is a tiny tmpfs; and the
  **private directory** :data:`PRIVATE`, a tmpfs of ``limits.disk_mb`` MiB (cwd, ``HOME``,
  ``TMPDIR``): the app's only writable place, and the disk quota. **No** ``/proc`` and no ``/sys``:
  the host's load, memory and pressure figures (``/proc/loadavg``, ``stat``, ``meminfo``,
  ``vmstat``, ``pressure/*``, ``uptime``, ``diskstats``) and a process's own fault and I/O counters
  (``/proc/self/stat``, ``io``, ``status``, ``statm``, ``smaps``, ``pagemap``) do not exist there.
  Everything else of the host is absent: an app reads no host file outside the system paths.
* an app holding ``filesystem`` gets the host's top-level directories bound **read-write** instead
  (not ``/proc``, ``/dev``, ``/sys``, ``/run``), as the executor's user: that is what the privilege
  grants; its writes there are bounded per file only (``RLIMIT_FSIZE``).
* a **seccomp filter** (:func:`seccomp_filter`, compiled by libseccomp through ``pyseccomp`` and
  loaded by ``bwrap --seccomp``) for every app: no ``ptrace``/``process_vm_*``/``kcmp``/pidfds, no
  ``prlimit64``, ``setpriority``, ``ioprio_set`` or ``sched_set*`` on another process, no
  ``fcntl`` ``F_SETOWN``/``F_SETOWN_EX``/``F_SETSIG`` (signals by SIGIO), no keyrings, no
  ``mount``/``unshare``/``setns``/``bpf``/``perf_event_open``/``userfaultfd``/module, reboot or
  swap calls, no ``modify_ldt``, ``memfd_secret``, Landlock or ``inotify``; ``socket()`` only of
  ``AF_INET``/``AF_INET6`` and only with ``network`` (no unix sockets, pathname or abstract, no
  netlink or raw packets); ``socketpair`` only with ``network`` (an anonymous pair inside the
  sandbox, which asyncio's event loop needs: an app without ``network`` has no socket at all, so
  no asyncio loop either); system calls of another ABI (i386, x32) kill the
  process. The worker adds its own filter for apps without ``process``
  (:func:`llmbda.ace.worker.seccomp_program`: no fork, exec or signals to other processes).
* the call's **memory** (:func:`llmbda.ace.executor.memory_mechanism`): where the machine lets this process create
  memory cgroups (cgroup v2 with the ``memory`` controller delegated to its cgroup's children, else
  a writable cgroup v1 ``memory`` hierarchy), each call runs in a fresh cgroup (:class:`CallCgroup`)
  limited to ``limits.memory_mb`` MiB without swap: anonymous memory, SysV and POSIX shared
  memory, memfds, tmpfs pages (the private directory included), page tables and the page cache the
  call brings in all count, over every process of the call; exceeding it is an OOM kill in the
  cgroup, which the executor reports as kind ``memory``. Elsewhere the seccomp filter refuses
  ``shmget`` and ``memfd_create`` (the memory no address-space limit sees) and only
  ``RLIMIT_AS`` per process and the tmpfs sizes bound the call.

**Storage channels through the page cache and the host's memory state.** Two apps of a plan
(KeepSecret, which may hold a secret, and Ping, which may talk to the network) share the host's
page cache: KeepSecret can read (or drop, ``posix_fadvise``) read-only system files, one per bit of
a secret, and Ping would ask which of them are resident. Every way of *asking* that we know of is
refused (EPERM): ``mincore``; ``cachestat``; ``preadv2``/``pwritev2`` with ``RWF_NOWAIT`` (which fail
with EAGAIN when the page is not cached); the Linux AIO calls (``io_setup``, ``io_submit`` -- which
can carry ``RWF_NOWAIT`` --, ``io_getevents``, ``io_pgetevents``, ``io_cancel``, ``io_destroy``) and
io_uring (``io_uring_setup``, ``io_uring_enter``, ``io_uring_register``); the NUMA calls that report
where (and so whether) a page is (``move_pages``, ``get_mempolicy``, ``mbind``, ``set_mempolicy``,
``set_mempolicy_home_node``, ``migrate_pages``); the fault and I/O counters (``getrusage``, and
``wait4``/``waitid`` when given a ``struct rusage`` to fill: ``ru_majflt``, ``ru_minflt``,
``ru_inblock``, ``ru_maxrss`` tell a cached page from one read from disk); ``perf_event_open``;
``process_madvise``/``process_mrelease``; ``sysinfo`` (free, shared and buffer RAM, load averages);
and ``/proc`` and ``/sys`` altogether (fault counters, ``pagemap``, ``smaps``, ``meminfo``,
``vmstat``, PSI). ``inotify`` is refused too: it would show another running app's reads of a shared
file. **Not ruled out: timing.** An app can still time its own reads of a shared file (a cached page
comes back in microseconds, an uncached one from the disk) or its page faults, and it has clocks
(``CLOCK_MONOTONIC``/``CLOCK_BOOTTIME`` also tell the host's uptime). ACE does not claim to close
timing channels. Nor does it close the channels between apps that run *at the same time* (a plan's
calls run one after the other): contention for CPU and memory bandwidth, and locks (``flock``,
``fcntl`` read locks) on shared read-only files, which end with the process that holds them.

What is written by hand here: the list of binds, the lists of denied system calls and the memory
cgroup's life cycle (:class:`CallCgroup`). What is not: the namespaces, mounts and uid mapping
(bubblewrap), the BPF program (libseccomp) and the memory accounting (the kernel).
"""

from __future__ import annotations

import errno
import itertools
import os
import signal
import site
import sys
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

#: The private directory inside the sandbox: cwd, HOME and TMPDIR of the worker.
PRIVATE = "/ace-private"
#: The uid and gid of the app inside the sandbox.
SANDBOX_ID = 65534
#: The size of the sandbox's /dev/shm (POSIX shared memory), in bytes.
SHM_BYTES = 1024 * 1024
#: What to install when the sandbox is missing.
INSTALL_HINT = ("ACE runs apps only inside a sandbox: install bubblewrap (Debian/Ubuntu: apt-get install "
                "bubblewrap; Fedora: dnf install bubblewrap; Arch: pacman -S bubblewrap) and libseccomp "
                "(libseccomp2, with pip install pyseccomp); `bash scripts/test` installs them when run as root")

#: Files of /etc an app may need (name resolution, TLS certificates, time zone), bound read-only when present.
ETC_FILES = ("/etc/resolv.conf", "/etc/hosts", "/etc/nsswitch.conf", "/etc/host.conf", "/etc/gai.conf",
             "/etc/protocols", "/etc/services", "/etc/ssl", "/etc/ca-certificates", "/etc/localtime",
             "/etc/mime.types")
#: Top-level host directories never bound for an app with ``filesystem``.
NOT_BOUND = frozenset({"proc", "dev", "sys", "run", "lost+found"})

# ---------------------------------------------------------------------------------------------
# the seccomp filter

#: Denied outright (EPERM): other processes, the kernel's global state, new sandboxes of its own
#: (Landlock), the LDT and secret memory (outside every memory account). (``socketpair`` is denied
#: to an app without ``network``, which has no socket at all.)
DENIED_SYSCALLS = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_open", "pidfd_send_signal",
    "pidfd_getfd", "keyctl", "add_key", "request_key", "mount", "umount2", "pivot_root", "chroot",
    "unshare", "setns", "bpf", "perf_event_open", "userfaultfd", "kexec_load", "kexec_file_load",
    "init_module", "finit_module", "delete_module", "reboot", "swapon", "swapoff", "syslog", "acct",
    "quotactl", "open_by_handle_at", "name_to_handle_at", "fanotify_init", "move_mount", "open_tree",
    "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr", "personality", "modify_ldt",
    "memfd_secret", "landlock_create_ruleset", "landlock_add_rule", "landlock_restrict_self",
    "process_madvise", "process_mrelease",
)
#: Denied outright (EPERM): what tells whether a page is resident (of a shared file in the page
#: cache, or of memory), the fault and I/O counters that tell the same, the host's memory figures,
#: and other apps' accesses to shared files (see the module doc: storage channels).
RESIDENCY_SYSCALLS = (
    "mincore", "cachestat", "io_setup", "io_destroy", "io_submit", "io_cancel", "io_getevents",
    "io_pgetevents", "io_uring_setup", "io_uring_enter", "io_uring_register", "move_pages", "migrate_pages",
    "get_mempolicy", "set_mempolicy", "mbind", "set_mempolicy_home_node", "getrusage", "sysinfo",
    "inotify_init", "inotify_init1", "inotify_add_watch",
)
#: Denied when the argument (index) is not 0: a ``struct rusage`` to fill (fault and I/O counters).
RUSAGE_ARG = (("wait4", 3), ("waitid", 4))
#: ``preadv2``/``pwritev2`` are denied with this flag in their ``flags`` (argument 5 on 64-bit
#: machines): RWF_NOWAIT fails with EAGAIN when the data is not in the page cache.
RWF_NOWAIT = 0x8
#: Denied when there is no memory cgroup (``refuse_shm``): memory no address-space limit sees.
SHM_SYSCALLS = ("shmget", "memfd_create")
#: Denied when the first argument (a pid, 0 meaning the caller) is another process.
OTHER_PROCESS_ARG0 = ("prlimit64", "sched_setaffinity", "sched_setscheduler", "sched_setparam",
                      "sched_setattr")
#: Denied when the second argument (``who``, 0 meaning the caller) is not 0.
OTHER_PROCESS_ARG1 = ("setpriority", "ioprio_set")
#: fcntl commands that route signals (SIGIO) to a chosen process or group.
FCNTL_SIGNALLING = (8, 10, 15)  # F_SETOWN, F_SETSIG, F_SETOWN_EX
_AF_INET, _AF_INET6, _AF_MAX = 2, 10, 64
#: Numbers of recent system calls an older libseccomp may not know by name (the same on every
#: architecture since Linux 5.1's unified numbering); used only on the machines listed.
_RECENT_SYSCALLS = {"process_madvise": 440, "landlock_create_ruleset": 444, "landlock_add_rule": 445,
                    "landlock_restrict_self": 446, "memfd_secret": 447, "process_mrelease": 448,
                    "set_mempolicy_home_node": 450, "cachestat": 451}
_UNIFIED_NUMBERING = ("x86_64", "aarch64")


@lru_cache(maxsize=4)
def seccomp_filter(*, network: bool, refuse_shm: bool = False) -> bytes:
    """The BPF program of the sandbox's seccomp filter (see the module doc), compiled by libseccomp
    once per value of ``network`` and ``refuse_shm`` (no memory cgroup: SysV shm and memfds refused
    too). Raises ImportError without ``pyseccomp`` and OSError without ``libseccomp``."""
    import pyseccomp as sc  # type: ignore[import-untyped]

    f: Any = sc.SyscallFilter(sc.ALLOW)
    deny = sc.ERRNO(errno.EPERM)

    def deny_all(name: str) -> None:
        try:
            f.add_rule(deny, name)
            return
        except (RuntimeError, ValueError, OSError):
            pass
        number = _RECENT_SYSCALLS.get(name)
        if number is not None and os.uname().machine in _UNIFIED_NUMBERING:
            f.add_rule(deny, number)  # libseccomp is older than the system call
        # else: not a system call of this architecture (modify_ldt outside x86, inotify_init on arm64)

    for name in (*DENIED_SYSCALLS, *RESIDENCY_SYSCALLS, *(SHM_SYSCALLS if refuse_shm else ())):
        deny_all(name)
    for name, index in RUSAGE_ARG:
        f.add_rule(deny, name, sc.Arg(index, sc.NE, 0))
    for name in ("preadv2", "pwritev2"):
        f.add_rule(deny, name, sc.Arg(5, sc.MASKED_EQ, RWF_NOWAIT, RWF_NOWAIT))
    for name in OTHER_PROCESS_ARG0:
        f.add_rule(deny, name, sc.Arg(0, sc.NE, 0))
    for name in OTHER_PROCESS_ARG1:
        f.add_rule(deny, name, sc.Arg(1, sc.NE, 0))
    for cmd in FCNTL_SIGNALLING:
        f.add_rule(deny, "fcntl", sc.Arg(1, sc.EQ, cmd))
    if not network:
        # an anonymous connected pair inside the sandbox: no new reach, but no socket at all is the
        # rule without `network` (with it, asyncio's event loop needs its wake-up pair)
        f.add_rule(deny, "socketpair")
    refuse = sc.ERRNO(errno.EACCES)
    allowed = {_AF_INET, _AF_INET6} if network else set()
    for family in range(_AF_MAX):
        if family not in allowed:
            f.add_rule(refuse, "socket", sc.Arg(0, sc.EQ, family))
    f.add_rule(refuse, "socket", sc.Arg(0, sc.GE, _AF_MAX))
    r, w = os.pipe()
    try:
        with os.fdopen(w, "wb") as out:
            f.export_bpf(out)
        chunks = []
        while chunk := os.read(r, 65536):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(r)


# ---------------------------------------------------------------------------------------------
# the memory cgroup

MemoryMechanism = Literal["cgroup v2", "cgroup v1", "seccomp: shm and memfd refused"]
#: The prefix of the per-call cgroups' names (followed by the executor's pid and a counter).
CGROUP_PREFIX = "llmbda-ace-"


@dataclass(frozen=True)
class MemoryCgroups:
    """Where this process can create memory cgroups: ``base`` (its own cgroup's directory in the
    ``version`` 1 or 2 hierarchy) gets one child per call."""

    version: Literal[1, 2]
    base: str

    @property
    def mechanism(self) -> MemoryMechanism:
        return "cgroup v2" if self.version == 2 else "cgroup v1"


def _unescape(field: str) -> str:
    """A path of /proc/self/mountinfo (spaces and the like written as octal escapes)."""
    out, i = [], 0
    while i < len(field):
        if field[i] == "\\" and i + 3 < len(field) and field[i + 1:i + 4].isdigit():
            out.append(chr(int(field[i + 1:i + 4], 8)))
            i += 4
        else:
            out.append(field[i])
            i += 1
    return "".join(out)


def find_memory_cgroups(proc_cgroup: str, mountinfo: str, *, exists: Any = os.path.isdir,
                        read: Any = None) -> tuple[MemoryCgroups | None, str]:
    """Where the process described by ``proc_cgroup`` (the text of /proc/self/cgroup) and
    ``mountinfo`` (/proc/self/mountinfo) can create memory cgroups: cgroup v2 when its v2 cgroup
    delegates the ``memory`` controller to children (``cgroup.subtree_control``), else the cgroup v1
    ``memory`` hierarchy when it is mounted and its cgroup's directory is writable; ``None`` and
    the reason otherwise. ``exists`` and ``read`` (a file's text or None) are for tests."""

    def read_text(path: str) -> str | None:
        try:
            return Path(path).read_text()
        except OSError:
            return None

    reader = read if read is not None else read_text
    paths: dict[int, str] = {}
    for line in proc_cgroup.splitlines():
        parts = line.split(":", 2)
        if len(parts) != 3:
            continue
        if parts[0] == "0" and parts[1] == "":
            paths[2] = parts[2]
        elif "memory" in parts[1].split(","):
            paths[1] = parts[2]
    mounts: dict[int, tuple[str, str]] = {}  # version -> (root within the hierarchy, mount point)
    for line in mountinfo.splitlines():
        fields = line.split()
        if "-" not in fields:
            continue
        dash = fields.index("-")
        if len(fields) < dash + 4 or dash < 5:
            continue
        fstype, options = fields[dash + 1], fields[dash + 3].split(",")
        version = 2 if fstype == "cgroup2" else 1 if fstype == "cgroup" and "memory" in options else 0
        if version and version not in mounts:
            mounts[version] = (_unescape(fields[3]), _unescape(fields[4]))
    reasons = []
    versions: tuple[Literal[2], Literal[1]] = (2, 1)
    for version in versions:
        if version not in paths or version not in mounts:
            reasons.append(f"cgroup v{version}: {'no memory hierarchy' if version == 1 else 'not mounted'}")
            continue
        root, point = mounts[version]
        path = paths[version]
        if root != "/" and path != root and not path.startswith(root.rstrip("/") + "/"):
            reasons.append(f"cgroup v{version}: the process's cgroup {path} is outside the mount of {root}")
            continue
        rel = path[len(root):] if root != "/" else path
        base = point.rstrip("/") + "/" + rel.strip("/") if rel.strip("/") else point
        if not exists(base):
            reasons.append(f"cgroup v{version}: {base} is missing")
            continue
        if version == 2:
            delegated = (reader(os.path.join(base, "cgroup.subtree_control")) or "").split()
            if "memory" not in delegated:
                reasons.append(f"cgroup v2: the memory controller is not enabled for the children of {base} "
                               "(cgroup.subtree_control)")
                continue
        return MemoryCgroups(version, base), ""
    return None, "; ".join(reasons)


_CALLS = itertools.count()


def _write(path: str, text: str) -> None:
    with open(path, "w") as f:
        f.write(text)


def _counter(path: str, key: str) -> int:
    """The value of ``key`` in a flat-keyed cgroup file (``memory.events``, ``memory.oom_control``)."""
    try:
        for line in Path(path).read_text().splitlines():
            name, _, value = line.partition(" ")
            if name == key:
                return int(value)
    except (OSError, ValueError):
        pass
    return 0


class CallCgroup:
    """The memory cgroup of one call: created with its limit, entered by the call's first process
    before it executes anything (:meth:`enter`, in ``preexec_fn``: every later process inherits it),
    asked how many processes the kernel's OOM killer ended in it (:meth:`oom_kills`), removed when
    the call is over (:meth:`remove`)."""

    def __init__(self, where: MemoryCgroups, limit_bytes: int) -> None:
        self.version = where.version
        self.path = os.path.join(where.base, f"{CGROUP_PREFIX}{os.getpid()}-{next(_CALLS)}")
        os.mkdir(self.path)
        self._procs = -1
        try:
            if self.version == 2:
                _write(os.path.join(self.path, "memory.max"), str(limit_bytes))
                for name, value in (("memory.swap.max", "0"), ("memory.oom.group", "1")):
                    if os.path.exists(os.path.join(self.path, name)):
                        _write(os.path.join(self.path, name), value)
            else:
                _write(os.path.join(self.path, "memory.limit_in_bytes"), str(limit_bytes))
                memsw = os.path.join(self.path, "memory.memsw.limit_in_bytes")
                if os.path.exists(memsw):  # memory + swap: no swap beyond the limit
                    _write(memsw, str(limit_bytes))
                else:  # no swap accounting: keep the call's memory out of swap
                    _write(os.path.join(self.path, "memory.swappiness"), "0")
            # cgroup v1: the thread file. The process that enters is single-threaded (a child between fork
            # and exec), so moving its thread moves the process; and a thread that moves itself spares
            # the kernel the global threadgroup lock, whose write side waits for an RCU grace period
            # (measured on a busy 2-core machine: ~13 ms per call through cgroup.procs, ~0 here)
            entry = "cgroup.procs" if self.version == 2 else "tasks"
            self._procs = os.open(os.path.join(self.path, entry), os.O_WRONLY | os.O_CLOEXEC)
        except BaseException:
            self.remove()
            raise

    def enter(self) -> None:
        """Move the calling process, which must be single-threaded, into the cgroup (``0``: the
        writer itself). Runs between fork and exec: no allocation worth the name."""
        os.write(self._procs, b"0")

    def oom_kills(self) -> int:
        """How many processes of the call the OOM killer ended (the cgroup must still exist)."""
        if self.version == 2:
            return _counter(os.path.join(self.path, "memory.events"), "oom_kill")
        return _counter(os.path.join(self.path, "memory.oom_control"), "oom_kill")

    def members(self) -> list[int]:
        try:
            return [int(p) for p in Path(self.path, "cgroup.procs").read_text().split()]
        except (OSError, ValueError):
            return []

    def remove(self, timeout: float = 2.0) -> bool:
        """Remove the cgroup; processes still in it (the call's, killed but not yet gone) are
        SIGKILLed and waited for up to ``timeout`` seconds. Whether it is gone."""
        if self._procs >= 0:
            os.close(self._procs)
            self._procs = -1
        deadline = time.monotonic() + timeout
        pause = 0.0005  # the sandbox's last processes are usually gone within a millisecond or two
        while True:
            try:
                os.rmdir(self.path)
                return True
            except FileNotFoundError:
                return True
            except OSError as e:
                if e.errno != errno.EBUSY:
                    return False
            self._kill_members()
            if time.monotonic() >= deadline:
                return False
            time.sleep(pause)
            pause = min(2 * pause, 0.01)

    def _kill_members(self) -> None:
        """SIGKILL what is left in the cgroup. A pid is signalled through a pidfd taken before
        checking that the pid is (still) a member, so a reused pid is never hit."""
        for pid in self.members():
            try:
                fd = os.pidfd_open(pid)
            except OSError:
                continue
            try:
                if pid in self.members():
                    signal.pidfd_send_signal(fd, signal.SIGKILL)
            except OSError:
                pass
            finally:
                os.close(fd)


def sweep_cgroups(where: MemoryCgroups) -> list[str]:
    """Remove the per-call cgroups left under ``where`` by executors that are gone (a process killed
    between creating a cgroup and removing it); the ones that could not be removed."""
    left = []
    try:
        names = os.listdir(where.base)
    except OSError:
        return []
    for name in names:
        if not name.startswith(CGROUP_PREFIX):
            continue
        owner = name[len(CGROUP_PREFIX):].split("-", 1)[0]
        if owner.isdigit() and (int(owner) == os.getpid() or _alive(int(owner))):
            continue  # a running executor's (this one's own are removed by its calls)
        try:
            os.rmdir(os.path.join(where.base, name))
        except FileNotFoundError:
            pass
        except OSError:
            left.append(os.path.join(where.base, name))
    return left


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


# ---------------------------------------------------------------------------------------------
# the bubblewrap command


def _covered(path: str, bound: list[str]) -> bool:
    return any(path == b or path.startswith(b.rstrip("/") + "/") for b in bound)


@lru_cache(maxsize=None)
def _python_paths(pythonpath: str) -> tuple[str, ...]:
    """The directories the worker's Python needs, outermost first, none inside another or /usr."""
    wanted = [sys.base_prefix, sys.prefix, sys.exec_prefix, sys.base_exec_prefix,
              *site.getsitepackages(), site.getusersitepackages(),
              *[p for p in pythonpath.split(os.pathsep) if p]]
    real = sorted({os.path.realpath(p) for p in wanted if p and os.path.isdir(p)}, key=len)
    real += sorted({p for p in wanted if p and os.path.isdir(p)} - set(real), key=len)
    out: list[str] = ["/usr"]
    for p in real:
        if not _covered(p, out):
            out.append(p)
    return tuple(out[1:])


def _root_entries() -> list[tuple[str, str]]:
    """The host's top-level entries: (name, symlink target or "" for a directory)."""
    out = []
    for name in sorted(os.listdir("/")):
        path = "/" + name
        if os.path.islink(path):
            out.append((name, os.readlink(path)))
        elif os.path.isdir(path):
            out.append((name, ""))
    return out


def command(bwrap: str, *, network: bool, filesystem: bool, disk_mb: int, seccomp_fd: int,
            pythonpath: str) -> list[str]:
    """The ``bwrap`` argument list (up to ``--``) of one worker."""
    cmd = [bwrap, "--unshare-user", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
           "--uid", str(SANDBOX_ID), "--gid", str(SANDBOX_ID), "--hostname", "ace",
           "--disable-userns", "--cap-drop", "ALL", "--die-with-parent", "--new-session"]
    if not network:
        cmd.append("--unshare-net")
    if filesystem:
        for name, target in _root_entries():
            if name in NOT_BOUND:
                continue
            if target:
                cmd += ["--symlink", target, "/" + name]
            else:
                cmd += ["--bind", "/" + name, "/" + name]
    else:
        cmd += ["--ro-bind", "/usr", "/usr"]
        for name, target in _root_entries():
            if target and name in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
                cmd += ["--symlink", target, "/" + name]
            elif not target and name in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
                cmd += ["--ro-bind", "/" + name, "/" + name]
        for path in ETC_FILES:
            cmd += ["--ro-bind-try", path, path]
        for path in _python_paths(pythonpath):
            cmd += ["--ro-bind", path, path]
    # no --proc: see the module doc (page-cache and host-load channels)
    cmd += ["--dev", "/dev", "--size", str(SHM_BYTES), "--tmpfs", "/dev/shm",
            "--size", str(disk_mb * 1024 * 1024), "--perms", "0700", "--tmpfs", PRIVATE, "--chdir", PRIVATE]
    if not filesystem:
        cmd += ["--remount-ro", "/"]
    cmd += ["--seccomp", str(seccomp_fd)]
    return cmd


def bwrap_path() -> str | None:
    """The bubblewrap binary, if installed."""
    from shutil import which

    found = which("bwrap")
    if found is None:
        for p in ("/usr/bin/bwrap", "/usr/local/bin/bwrap"):
            if Path(p).is_file() and os.access(p, os.X_OK):
                return p
    return found


__all__ = ["CGROUP_PREFIX", "DENIED_SYSCALLS", "INSTALL_HINT", "PRIVATE", "RESIDENCY_SYSCALLS", "SANDBOX_ID",
           "CallCgroup", "MemoryCgroups", "MemoryMechanism", "bwrap_path", "command", "find_memory_cgroups",
           "seccomp_filter", "sweep_cgroups"]
