"""ACE's sandbox: bubblewrap for the namespaces and mounts, libseccomp for the system-call filter.

Every app call runs ``python -m llmbda.ace.worker`` inside `bubblewrap <https://github.com/containers/bubblewrap>`_
(``bwrap``, the Debian package ``bubblewrap``), started by :func:`command`:

* new **user, PID, IPC, UTS and cgroup** namespaces always, a new **network** namespace unless the app
  holds ``network`` (then it has no interface but a down loopback); the app runs as uid/gid 65534
  (``nobody``) inside, with no capabilities (``--cap-drop ALL``), may create no further user
  namespace (``--disable-userns``), in a new session (``--new-session``: no terminal injection), and
  dies with its parent (``--die-with-parent``). In its PID namespace it sees and can name only its
  own processes; its IPC namespace (SysV queues, semaphores, shared memory) is destroyed with it.
* a **new root** holding read-only binds of the system (``/usr`` and the ``/bin``-style links, a few
  files of ``/etc`` for name resolution and TLS), the Python installation and the directories on
  ``PYTHONPATH`` (llmbda itself); a private ``/proc`` and a minimal ``/dev`` whose ``/dev/shm`` is a
  tiny tmpfs; and the **private directory** :data:`PRIVATE`, a tmpfs of ``limits.disk_mb`` MiB
  (cwd, ``HOME``, ``TMPDIR``): the app's only writable place, and the disk quota. Everything else of
  the host is absent: an app reads no host file outside the system paths.
* an app holding ``filesystem`` gets the host's top-level directories bound **read-write** instead
  (not ``/proc``, ``/dev``, ``/sys``, ``/run``), as the executor's user: that is what the privilege
  grants; its writes there are bounded per file only (``RLIMIT_FSIZE``).
* a **seccomp filter** (:func:`seccomp_filter`, compiled by libseccomp through ``pyseccomp`` and
  loaded by ``bwrap --seccomp``) for every app: no ``ptrace``/``process_vm_*``/``kcmp``/pidfds, no
  ``prlimit64``, ``setpriority``, ``ioprio_set`` or ``sched_set*`` on another process, no
  ``fcntl`` ``F_SETOWN``/``F_SETOWN_EX``/``F_SETSIG`` (signals by SIGIO), no keyrings, no
  ``mount``/``unshare``/``setns``/``bpf``/``perf_event_open``/``userfaultfd``/module, reboot or
  swap calls; ``socket()`` only of ``AF_INET``/``AF_INET6`` and only with ``network`` (no unix
  sockets, pathname or abstract, no netlink or raw packets); system calls of another ABI (i386,
  x32) kill the process. The worker adds its own filter for apps without ``process``
  (:func:`llmbda.ace.worker.seccomp_program`: no fork, exec or signals to other processes).

What is written by hand here: the list of binds and the list of denied system calls. What is not:
the namespaces, mounts and uid mapping (bubblewrap) and the BPF program (libseccomp).
"""

from __future__ import annotations

import errno
import os
import site
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

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

#: Denied outright (EPERM).
DENIED_SYSCALLS = (
    "ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_open", "pidfd_send_signal",
    "pidfd_getfd", "keyctl", "add_key", "request_key", "mount", "umount2", "pivot_root", "chroot",
    "unshare", "setns", "bpf", "perf_event_open", "userfaultfd", "kexec_load", "kexec_file_load",
    "init_module", "finit_module", "delete_module", "reboot", "swapon", "swapoff", "syslog", "acct",
    "quotactl", "open_by_handle_at", "name_to_handle_at", "fanotify_init", "move_mount", "open_tree",
    "fsopen", "fsconfig", "fsmount", "fspick", "mount_setattr", "io_uring_setup", "personality",
)
#: Denied when the first argument (a pid, 0 meaning the caller) is another process.
OTHER_PROCESS_ARG0 = ("prlimit64", "sched_setaffinity", "sched_setscheduler", "sched_setparam",
                      "sched_setattr", "migrate_pages", "move_pages")
#: Denied when the second argument (``who``, 0 meaning the caller) is not 0.
OTHER_PROCESS_ARG1 = ("setpriority", "ioprio_set")
#: fcntl commands that route signals (SIGIO) to a chosen process or group.
FCNTL_SIGNALLING = (8, 10, 15)  # F_SETOWN, F_SETSIG, F_SETOWN_EX
_AF_INET, _AF_INET6, _AF_MAX = 2, 10, 64


@lru_cache(maxsize=2)
def seccomp_filter(*, network: bool) -> bytes:
    """The BPF program of the sandbox's seccomp filter (see the module doc), compiled by libseccomp
    once per value of ``network``. Raises ImportError without ``pyseccomp`` and OSError without
    ``libseccomp``."""
    import pyseccomp as sc  # type: ignore[import-untyped]

    f: Any = sc.SyscallFilter(sc.ALLOW)
    deny = sc.ERRNO(errno.EPERM)
    for name in DENIED_SYSCALLS:
        try:
            f.add_rule(deny, name)
        except (RuntimeError, ValueError, OSError):
            pass  # not a system call of this architecture
    for name in OTHER_PROCESS_ARG0:
        f.add_rule(deny, name, sc.Arg(0, sc.NE, 0))
    for name in OTHER_PROCESS_ARG1:
        f.add_rule(deny, name, sc.Arg(1, sc.NE, 0))
    for cmd in FCNTL_SIGNALLING:
        f.add_rule(deny, "fcntl", sc.Arg(1, sc.EQ, cmd))
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
    cmd += ["--proc", "/proc", "--dev", "/dev", "--size", str(SHM_BYTES), "--tmpfs", "/dev/shm",
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


__all__ = ["DENIED_SYSCALLS", "INSTALL_HINT", "PRIVATE", "SANDBOX_ID", "bwrap_path", "command", "seccomp_filter"]
