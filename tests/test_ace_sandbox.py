"""Each isolation claim of ACE's executor as an attack by a hostile app in a real worker.

The apps are in :mod:`llmbda.ace.attack_apps`; each catches the error the sandbox makes it hit and
reports what happened. Every test asserts that the attack FAILS on the host's side (the victim
process is alive and unchanged, the secret is not received, nothing is left behind), and where it
makes sense a control shows the same app working on what is legitimately its own. The targets
(victim processes, sockets, files, IPC keys) are created by the tests and removed afterwards, also
when an attack got through.

The sandbox (bubblewrap + seccomp) is not optional: the first test asserts it is up, none skips.
"""

from __future__ import annotations

import ctypes
import dataclasses
import json
import os
import resource
import secrets
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Iterator

import pytest

import llmbda
from llmbda.ace.abstract import read_reply
from llmbda.ace.attack_apps import KEY
from llmbda.ace.concrete import concretize, name_match_model
from llmbda.ace.embed import HashEmbedder
from llmbda.ace import executor
from llmbda.ace.executor import AppFailure, isolation_report, run_app
from llmbda.ace.orchestrator import execute
from llmbda.ace.registry import App, Limits, Registry, Schema

ATTACK = "llmbda.ace.attack_apps"
OK: Schema = (("ok", "bool"), ("error", "str"))
FOUND: Schema = (("found", "bool"), ("text", "str"), ("error", "str"))
PID: Schema = (("pid", "int"),)
MiB = 1024 * 1024


def app(fn: str, inputs: Schema = (), outputs: Schema = OK, *, privileges: tuple[str, ...] = (),
        limits: Limits = Limits()) -> App:
    impl = fn if ":" in fn else f"{ATTACK}:{fn}"
    return App(fn.rsplit(":", 1)[-1], f"attack app {fn}", inputs, outputs, impl, frozenset(privileges),
               limits=limits)


def ids(privileges: tuple[str, ...]) -> str:
    return "+".join(privileges) or "none"


PRIVILEGE_SETS = [(), ("process",), ("filesystem", "network", "process")]


@pytest.fixture
def victim() -> Iterator[subprocess.Popen[bytes]]:
    """A host process (``sleep 30``) in its own session, so its pid is also its process group."""
    p = subprocess.Popen(["sleep", "30"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL, start_new_session=True)
    yield p
    if p.poll() is None:
        p.kill()
    p.wait()


def survives(p: subprocess.Popen[bytes]) -> bool:
    try:
        p.wait(timeout=0.2)
    except subprocess.TimeoutExpired:
        return True
    return False


# ---- System V IPC on the host (to observe and clean up what an attack left there) ----------------

_LIBC = ctypes.CDLL(None, use_errno=True)


def sysv(kind: str) -> list[tuple[int, int, int]]:
    """(key, id, size or queued bytes) of the host's SysV message queues (``msg``) or shared memory
    segments (``shm``), as this process sees them."""
    rows = Path(f"/proc/sysvipc/{kind}").read_text().splitlines()[1:]
    return [(int(f[0]), int(f[1]), int(f[3])) for f in (r.split() for r in rows) if f]


def sysv_remove(kind: str, ident: int) -> None:
    (_LIBC.msgctl if kind == "msg" else _LIBC.shmctl)(ident, 0, None)  # IPC_RMID


def sysv_clean(key: int) -> None:
    signed = ctypes.c_int(key).value
    for kind in ("msg", "shm"):
        for k, ident, _ in sysv(kind):
            if k in (key, signed):
                sysv_remove(kind, ident)


# ---------------------------------------------------------------------------------------------


def test_the_sandbox_is_up() -> None:
    report = isolation_report()
    assert report.get("sandbox") == "yes", report


# ---- signals by any route ----------------------------------------------------------------------


SIGNAL_ROUTES = {
    "kill": ("signal_kill", {}),
    "killpg": ("signal_group", {}),
    "sigio": ("signal_sigio", {"extended": False}),
    "sigio-ex": ("signal_sigio", {"extended": True}),
    "pidfd": ("signal_pidfd", {}),
}


@pytest.mark.parametrize("privileges", [(), ("process",)], ids=ids)
@pytest.mark.parametrize("route", list(SIGNAL_ROUTES))
def test_signals_by_any_route_do_not_reach_a_host_process(
        route: str, privileges: tuple[str, ...], victim: subprocess.Popen[bytes]) -> None:
    fn, extra = SIGNAL_ROUTES[route]
    inputs: Schema = PID if fn != "signal_sigio" else (("pid", "int"), ("extended", "bool"))
    out = run_app(app(fn, inputs, privileges=privileges), {"pid": victim.pid, **extra})
    assert survives(victim), f"{route} killed the host process ({out})"
    assert out["ok"] is False, out


@pytest.mark.parametrize("route", ["kill", "killpg"])
def test_an_app_with_process_may_signal_its_own_child(route: str) -> None:
    out = run_app(app("signal_own_child", (("route", "str"),), privileges=("process",)), {"route": route})
    assert out == {"ok": True, "error": "exit status -15"}


# ---- rlimits, priorities and affinity of other processes -----------------------------------------


def _state(pid: int) -> tuple[object, ...]:
    return (resource.prlimit(pid, resource.RLIMIT_NOFILE), os.getpriority(os.PRIO_PROCESS, pid),
            os.sched_getaffinity(pid))


RESOURCE_ATTACKS = {
    "prlimit": ("set_rlimit", {}),
    "setpriority": ("set_priority", {"group": False}),
    "setpriority-pgrp": ("set_priority", {"group": True}),
    "sched_setaffinity": ("set_affinity", {}),
}


@pytest.mark.parametrize("privileges", [(), ("process",)], ids=ids)
@pytest.mark.parametrize("attack", list(RESOURCE_ATTACKS))
def test_limits_priority_and_affinity_of_a_host_process_are_out_of_reach(
        attack: str, privileges: tuple[str, ...], victim: subprocess.Popen[bytes]) -> None:
    fn, extra = RESOURCE_ATTACKS[attack]
    inputs: Schema = PID if fn != "set_priority" else (("pid", "int"), ("group", "bool"))
    before = _state(victim.pid)
    out = run_app(app(fn, inputs, privileges=privileges), {"pid": victim.pid, **extra})
    assert _state(victim.pid) == before, f"{attack} changed the host process ({out})"
    assert out["ok"] is False, out


def test_an_app_may_lower_its_own_limits_and_priority() -> None:
    assert run_app(app("own_limits"), {}) == {"ok": True, "error": ""}


_STARVE = """
import json, os, resource, sys
from llmbda.ace.executor import AppFailure, run_app
from llmbda.ace.registry import App
attack = App("limit_parent", "", (("pid", "int"),), (("done", "int"), ("error", "str")),
             "llmbda.ace.attack_apps:limit_parent", frozenset(sys.argv[1:]))
echo = App("echo", "", (("text", "str"),), (("text", "str"),), "llmbda.ace.demo_apps:echo")
before = resource.getrlimit(resource.RLIMIT_NOFILE)
out = run_app(attack, {"pid": os.getpid()})
after = resource.getrlimit(resource.RLIMIT_NOFILE)
try:
    following = run_app(echo, {"text": "next"})
except AppFailure as e:
    following = str(e)
print(json.dumps({"attack": out, "before": before, "after": after, "next": following}))
"""


@pytest.mark.parametrize("privileges", [(), ("process",)], ids=ids)
def test_an_app_cannot_starve_the_executor_of_file_descriptors(privileges: tuple[str, ...]) -> None:
    # IsolateGPT's resource attack: prlimit64(getppid(), RLIMIT_NOFILE, 8) made every later call fail. The
    # executor is a separate Python process here: without CAP_SYS_RESOURCE a lowered hard limit
    # cannot be raised again, so a successful attack would break the rest of this test session.
    done = subprocess.run([sys.executable, "-c", _STARVE, *privileges], capture_output=True, text=True,
                          timeout=60, env=os.environ)
    assert done.returncode == 0, done.stderr[-2000:]
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["after"] == report["before"], f"the executor's RLIMIT_NOFILE changed ({report})"
    assert report["next"] == {"text": "next"}, report


# ---- SysV and POSIX IPC --------------------------------------------------------------------------


@pytest.mark.parametrize("mechanism", ["msg", "shm", "posix_shm"])
def test_ipc_left_by_one_app_is_not_found_by_the_next(mechanism: str) -> None:
    # the IPC channel at the app level: A (may hold secrets, no network) leaves a secret in IPC, B (network)
    # runs afterwards and looks for it
    secret = f"PIN {secrets.randbelow(10**6):06d}"
    key = 0x4C4C0000 + secrets.randbelow(0xFFFF)
    name = f"llmbda-test-{secrets.token_hex(6)}"
    put, get = {"msg": ("msg_put", "msg_get"), "shm": ("shm_put", "shm_get"),
                "posix_shm": ("posix_shm_put", "posix_shm_get")}[mechanism]
    target: Schema = (("name", "str"),) if mechanism == "posix_shm" else (("key", "int"),)
    where: dict[str, object] = {"name": name} if mechanism == "posix_shm" else {"key": key}
    writer = ("filesystem",) if mechanism == "posix_shm" else ()  # /dev/shm is a file system
    try:
        stored = run_app(app(put, (*target, ("secret", "str")), privileges=writer), {**where, "secret": secret})
        got = run_app(app(get, target, FOUND, privileges=("network",)), where)
        assert secret not in str(got["text"]), f"the secret crossed from one app to the next ({stored})"
        assert got["found"] is False, got
        assert not Path("/dev/shm", name).exists()
        assert key not in [k for kind in ("msg", "shm") for k, _, _ in sysv(kind)]
    finally:
        sysv_clean(key)
        Path("/dev/shm", name).unlink(missing_ok=True)


def test_the_secret_kept_by_one_app_of_a_plan_does_not_reach_its_network_app() -> None:
    # the IPC channel end to end: the plan passes the static check; KeepSecret drops the secret into a SysV
    # message queue with a key agreed in advance, Ping (network, bound {}) reads it
    plan = ('-- app KeepSecret (text : str) -> (stored : bool) : keep a note\n'
            '-- app Ping (host : str) -> (reply : str) : ping a host\n'
            'let stored = KeepSecret ({S} : "PIN 4321") in let r = Ping "example.org" in r\n')
    registry = Registry([
        App("KeepSecret", "keep a note", (("text", "str"),), (("stored", "bool"),), f"{ATTACK}:keep_secret",
            clearance="{S}"),
        App("Ping", "ping a host", (("host", "str"),), (("reply", "str"),), f"{ATTACK}:ping",
            frozenset({"network"})),
    ])
    sysv_clean(KEY)
    try:
        c = concretize(read_reply(plan), registry, name_match_model, HashEmbedder())
        assert c.check.ok and {n: b.app.name for n, b in c.bindings.items()} == {"KeepSecret": "KeepSecret",
                                                                                 "Ping": "Ping"}
        ex = execute(c)
        assert ex.error is None and ex.value is not None, ex
        assert [call.app for call in ex.calls] == ["KeepSecret", "Ping"]
        assert "4321" not in ex.value, ex.value
        assert "pong from example.org" in ex.value
    finally:
        sysv_clean(KEY)


@pytest.mark.parametrize("privileges", [(), ("filesystem",)], ids=ids)
def test_shared_memory_does_not_outlive_a_killed_app(privileges: tuple[str, ...]) -> None:
    # IPC memory: 3 x 100 MiB of SysV shared memory (never in RLIMIT_AS: attached one at a time)
    # stayed resident after the app was killed. (3 x 30 MiB here: the call's memory cgroup counts
    # shared memory against memory_mb; without a cgroup, shmget is refused.)
    name = f"llmbda-test-{secrets.token_hex(6)}"
    io: tuple[Schema, Schema] = ((("segments", "int"), ("mb", "int"), ("name", "str"), ("hang", "bool")),
                                 (("created", "int"), ("posix", "bool"), ("error", "str")))
    before = {ident for _, ident, _ in sysv("shm")}
    expected = 0 if executor.memory_mechanism().startswith("seccomp") else 3

    def left() -> list[int]:
        return [ident for _, ident, size in sysv("shm") if ident not in before and size == 30 * MiB]

    try:
        # the app does create them (inside its own IPC namespace) and returns...
        out = run_app(app("shm_hog", *io, privileges=privileges, limits=Limits(memory_mb=160)),
                      {"segments": 3, "mb": 30, "name": name, "hang": False})
        assert out["created"] == expected, out
        assert left() == [] and not Path("/dev/shm", name).exists(), f"left behind by a call that returned ({out})"
        # ... or is killed by its wall limit
        with pytest.raises(AppFailure) as info:
            run_app(app("shm_hog", *io, privileges=privileges, limits=Limits(memory_mb=160, wall_seconds=2)),
                    {"segments": 3, "mb": 30, "name": name, "hang": True})
        assert info.value.kind == "timeout", str(info.value)
        assert left() == [] and not Path("/dev/shm", name).exists(), "left behind by a killed call"
    finally:
        for ident in left():
            sysv_remove("shm", ident)
        Path("/dev/shm", name).unlink(missing_ok=True)


# ---- unix sockets --------------------------------------------------------------------------------


@pytest.mark.parametrize("abstract,datagram,privileges", [
    pytest.param(False, False, (), id="pathname-stream-none"),
    pytest.param(False, True, (), id="pathname-datagram-none"),
    pytest.param(False, False, ("filesystem", "network"), id="pathname-stream-filesystem+network"),
    pytest.param(True, False, (), id="abstract-stream-none"),
    pytest.param(True, True, (), id="abstract-datagram-none"),
    pytest.param(True, False, ("network",), id="abstract-stream-network"),
])
def test_host_unix_sockets_are_out_of_reach(abstract: bool, datagram: bool, privileges: tuple[str, ...]) -> None:
    # a host socket: an app without network connected to a pathname unix socket on the host
    directory = tempfile.mkdtemp(prefix="llmbda-sock-")  # short: sun_path has 108 bytes
    address = f"llmbda-test-{secrets.token_hex(6)}" if abstract else os.path.join(directory, "host.sock")
    server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM if datagram else socket.SOCK_STREAM)
    try:
        server.bind("\0" + address if abstract else address)
        if not datagram:
            server.listen(4)
        server.settimeout(0.3)
        out = run_app(app("unix_send", (("address", "str"), ("abstract", "bool"), ("datagram", "bool")),
                          privileges=privileges), {"address": address, "abstract": abstract, "datagram": datagram})
        received = b""
        try:
            if datagram:
                received = server.recv(100)
            else:
                conn, _ = server.accept()
                with conn:
                    conn.settimeout(0.3)
                    received = b"(connected) " + conn.recv(100)
        except (socket.timeout, OSError):
            pass
        assert received == b"", f"the host socket received {received!r} ({out})"
        assert out["ok"] is False, out
    finally:
        server.close()
        shutil.rmtree(directory, ignore_errors=True)


def test_only_inet_sockets_and_only_with_network() -> None:
    assert run_app(app("socket_families", (), (("families", "str"),), privileges=("filesystem", "network",
                                                                                  "process")), {}) == {"families": ""}
    # control: with network, the host's loopback is reachable over TCP; without, it is not
    with socket.create_server(("127.0.0.1", 0)) as server:
        server.settimeout(0.5)
        port = server.getsockname()[1]
        inet = app("inet_send", (("host", "str"), ("port", "int")))
        assert run_app(inet, {"host": "127.0.0.1", "port": port})["ok"] is False
        out = run_app(app("inet_send", (("host", "str"), ("port", "int")), privileges=("network",)),
                      {"host": "127.0.0.1", "port": port})
        assert out == {"ok": True, "error": ""}
        conn, _ = server.accept()
        with conn:
            conn.settimeout(0.5)
            assert conn.recv(100) == b"hello from the sandbox"


# ---- disk, processes, /proc ------------------------------------------------------------------------


def test_the_private_directory_has_a_quota() -> None:
    # disk quota: bounded per file only, 300 MiB were written in 1.2 s
    out = run_app(app("fill_disk", (("mb", "int"),), (("written_mb", "int"), ("error", "str")),
                      limits=Limits(wall_seconds=20)), {"mb": 300})
    assert isinstance(out["written_mb"], int) and out["written_mb"] < 300, out
    assert str(out["error"]).startswith(("ENOSPC", "EFBIG", "EDQUOT")), out


def test_no_fork_bomb_without_process() -> None:
    io: tuple[Schema, Schema] = ((("limit", "int"),), (("forks", "int"), ("fork_error", "str"),
                                                       ("spawn_error", "str"), ("threads", "int")))
    out = run_app(app("fork_bomb", *io, privileges=("filesystem", "network")), {"limit": 50})
    assert out["forks"] == 0 and str(out["fork_error"]).startswith("EPERM"), out
    assert out["spawn_error"] != "" and out["threads"] == 8, out
    # control: with process it forks and starts programs
    out = run_app(app("fork_bomb", *io, privileges=("process",)), {"limit": 50})
    assert out == {"forks": 50, "fork_error": "", "spawn_error": "", "threads": 8}


@pytest.mark.parametrize("privileges", [(), ("process",), ("filesystem",)], ids=ids)
def test_there_is_no_proc_and_other_processes_stay_invisible(privileges: tuple[str, ...]) -> None:
    # /proc is not mounted in the sandbox (its counters and the host's figures are storage channels,
    # below); another process can still not be named by its pid (getpriority, getsid, getpgid: ESRCH)
    secret = f"llmbda-secret-{secrets.token_hex(8)}"
    env = {"PATH": os.environ.get("PATH", os.defpath), "LLMBDA_VICTIM_SECRET": secret}
    victim = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)", secret], env=env,
                              stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        io: tuple[Schema, Schema] = ((("pid", "int"), ("needle", "str")),
                                     (("processes", "int"), ("visible", "bool"), ("found", "str"), ("named", "str"),
                                      ("error", "str")))
        out = run_app(app("proc_snoop", *io, privileges=privileges), {"pid": victim.pid, "needle": secret})
        assert out["found"] == "", f"read the victim's secret from {out['found']}"
        assert out["processes"] == -1 and out["visible"] is False, f"the sandbox has a /proc ({out})"
        assert str(out["error"]).startswith("/proc: ENOENT"), out
        assert out["named"] == "" and str(out["error"]).count("ESRCH") == 3, out
    finally:
        victim.kill()
        victim.wait()


# ---- the page cache and the host's memory state -----------------------------------------------------


def test_the_page_cache_does_not_carry_a_secret_from_one_app_to_the_next() -> None:
    # a storage channel through the host's page cache: KeepSecret (clearance {S}, no network) reads one
    # of 16 read-only system files per 1-bit of a PIN (after dropping them all from the cache), Ping
    # (network, bound {}) asks mincore which of them are resident and decodes the PIN
    keep = App("KeepSecret", "keep a note", (("pin", "int"), ("bits", "int")), (("stored", "bool"),),
               f"{ATTACK}:cache_keep_secret", clearance="{S}")
    ping = App("Ping", "ping a host", (("host", "str"), ("bits", "int")), (("reply", "str"), ("error", "str")),
               f"{ATTACK}:cache_ping", frozenset({"network"}))
    pin = 0
    while not 4 <= bin(pin).count("1") <= 12:  # a PIN of 1s and 0s alike, so that no answer decodes it
        pin = secrets.randbelow(2**16)
    assert run_app(keep, {"pin": pin, "bits": 16}) == {"stored": True}  # the sender did its part
    out = run_app(ping, {"host": "example.org", "bits": 16})
    assert "found PIN" not in str(out["reply"]), f"Ping decoded a PIN (the secret was {pin}): {out}"
    assert str(out["error"]).startswith("EPERM"), out


#: Every system call that tells whether a page is resident (of a shared file in the page cache, or of
#: memory), a fault or I/O counter, the host's memory figures, or another app's file accesses.
RESIDENCY_CALLS = ["mincore", "preadv2", "pwritev2", "cachestat", "getrusage", "wait4", "waitid", "io_setup",
                   "io_submit", "io_getevents", "io_pgetevents", "io_cancel", "io_destroy", "io_uring_setup",
                   "io_uring_enter", "io_uring_register", "move_pages", "get_mempolicy", "set_mempolicy", "mbind",
                   "migrate_pages", "set_mempolicy_home_node", "sysinfo", "inotify", "process_madvise"]
PROBES: tuple[Schema, Schema] = ((("names", "str"),), (("results", "str"),))


@pytest.mark.parametrize("privileges", [(), ("filesystem", "network", "process")], ids=ids)
def test_no_system_call_tells_whether_a_page_is_cached(privileges: tuple[str, ...]) -> None:
    # preadv2/pwritev2 are probed with RWF_NOWAIT (EAGAIN: not cached), wait4/waitid with a struct rusage
    out = run_app(app("syscall_probes", *PROBES, privileges=privileges), {"names": ",".join(RESIDENCY_CALLS)})
    got = dict(r.split("=") for r in str(out["results"]).split(","))
    assert list(got) == RESIDENCY_CALLS and {n: r for n, r in got.items() if r != "EPERM"} == {}, "not refused"
    # control: the same calls without what reveals residency are not refused (preadv2 with another flag,
    # waitpid: wait4 without a struct rusage)
    out = run_app(app("syscall_probes", *PROBES, privileges=privileges), {"names": "preadv2_hipri,waitpid"})
    hipri, waitpid = str(out["results"]).split(",")
    assert hipri != "preadv2_hipri=EPERM" and waitpid == "waitpid=ok", out


@pytest.mark.parametrize("privileges", [(), ("filesystem",)], ids=ids)
def test_the_hosts_load_and_memory_figures_are_out_of_sight(privileges: tuple[str, ...]) -> None:
    io: Schema = (("read", "str"), ("sysinfo", "str"))
    out = run_app(app("host_figures", (), io, privileges=privileges), {})
    assert out == {"read": "", "sysinfo": "EPERM"}


@pytest.mark.parametrize("privileges", [(), ("filesystem", "network", "process")], ids=ids)
def test_more_system_calls_are_refused(privileges: tuple[str, ...]) -> None:
    # a new sandbox of its own (Landlock), the LDT, secret memory (in no memory account); a unix
    # socket pair without `network` (no socket at all), which asyncio needs with it
    names = ["memfd_secret", "landlock_create_ruleset", "landlock_add_rule", "landlock_restrict_self"]
    if os.uname().machine == "x86_64":
        names.append("modify_ldt")
    want = [f"{n}=EPERM" for n in names]
    names.append("socketpair")
    want.append("socketpair=ok" if "network" in privileges else "socketpair=EPERM")
    out = run_app(app("syscall_probes", *PROBES, privileges=privileges), {"names": ",".join(names)})
    assert out == {"results": ",".join(want)}


# ---- memory no address-space limit sees --------------------------------------------------------------


HOLD_IO: Schema = (("held_mb", "int"), ("error", "str"))


@pytest.mark.parametrize("fn,size,memory_mb", [("shm_hold", "segment_mb", 128), ("memfd_hold", "file_mb", 64)])
def test_shared_memory_and_memfds_count_against_the_memory_limit(fn: str, size: str, memory_mb: int) -> None:
    # SysV shared memory (attached one segment at a time) and memfds (written, never mapped) escape
    # RLIMIT_AS: 4,009 MiB were held with memory_mb=128, 2,409 MiB with memory_mb=64
    hold = app(fn, (("mb", "int"), (size, "int")), HOLD_IO, limits=Limits(memory_mb=memory_mb, wall_seconds=20))
    try:
        out = run_app(hold, {"mb": 512, size: 32 if fn == "shm_hold" else 8})
    except AppFailure as e:
        assert e.kind == "memory", str(e)  # the call's memory cgroup: an OOM kill
        return
    assert isinstance(out["held_mb"], int) and out["held_mb"] <= memory_mb, f"held more than the limit ({out})"
    assert str(out["error"]).startswith(("EPERM", "ENOMEM")), out  # refused (no cgroup), or the cgroup said no


def test_without_a_memory_cgroup_shared_memory_and_memfds_are_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    # the fallback where no memory cgroup can be made: the seccomp filter refuses shmget and memfd_create
    monkeypatch.setattr(executor, "_ISOLATION", dataclasses.replace(executor._isolation(), memory=None))
    assert executor.memory_mechanism() == "seccomp: shm and memfd refused"
    assert isolation_report()["memory"].startswith("seccomp: shm and memfd refused")
    out = run_app(app("syscall_probes", *PROBES, privileges=("filesystem", "network", "process")),
                  {"names": "shmget,memfd_create"})
    assert out == {"results": "shmget=EPERM,memfd_create=EPERM"}
    out = run_app(app("memfd_hold", (("mb", "int"), ("file_mb", "int")), HOLD_IO), {"mb": 512, "file_mb": 8})
    assert out == {"held_mb": 0, "error": "EPERM: [Errno 1] Operation not permitted"}


def test_no_memory_cgroup_is_left_behind() -> None:
    mechanism = executor.memory_mechanism()
    assert mechanism == isolation_report()["memory_mechanism"]
    if not mechanism.startswith("cgroup"):
        pytest.skip(f"no memory cgroups here ({mechanism}): {isolation_report()['notes']}")
    assert executor.memory_cgroups() == []
    seen: list[str] = []
    failures: list[str] = []

    def timed_out() -> None:
        sleepy = App("sleepy", "", (), (), "llmbda.ace.demo_apps:sleepy", limits=Limits(wall_seconds=1))
        try:
            run_app(sleepy, {})
        except AppFailure as e:
            failures.append(e.kind)

    watched = threading.Thread(target=timed_out)
    watched.start()
    while watched.is_alive():  # the call has its cgroup while it runs...
        seen += executor.memory_cgroups()
        watched.join(0.01)
    assert failures == ["timeout"] and seen, f"no cgroup was seen during the call ({failures})"
    assert executor.memory_cgroups() == [], "left behind by a timed-out call"  # ... and not after
    echo = App("echo", "", (("text", "str"),), (("text", "str"),), "llmbda.ace.demo_apps:echo")
    assert run_app(echo, {"text": "x"}) == {"text": "x"}
    assert executor.memory_cgroups() == [], "left behind by a call that returned"
    spawn = App("spawn_sleeper", "", (), (("pid", "int"),), "llmbda.ace.demo_apps:spawn_sleeper",
                frozenset({"process"}))
    run_app(spawn, {})  # leaves a background child, killed with the sandbox
    assert executor.memory_cgroups() == [], "left behind by a call with a background child"
    hog = app("memfd_hold", (("mb", "int"), ("file_mb", "int")), HOLD_IO, limits=Limits(memory_mb=64))
    with pytest.raises(AppFailure) as info:
        run_app(hog, {"mb": 512, "file_mb": 8})
    assert info.value.kind == "memory", str(info.value)
    assert executor.memory_cgroups() == [], "left behind by an OOM-killed call"


V1_MOUNTS = ("31 23 0:28 / /sys/fs/cgroup rw - tmpfs tmpfs rw\n"
             "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
             "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n")


@pytest.mark.parametrize("proc_cgroup,mountinfo,delegated,expected", [
    # this machine's kind: cgroup v1 memory, and a v2 hierarchy without the memory controller
    ("4:memory:/process_api/abc\n0::/\n", V1_MOUNTS, "hugetlb", (1, "/sys/fs/cgroup/memory/process_api/abc")),
    # cgroup v2 whose cgroup delegates memory to its children
    ("0::/\n", "30 1 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n", "cpu memory", (2, "/sys/fs/cgroup")),
    # a container: the v2 mount shows /ctr of the hierarchy, the process is in /ctr/app
    ("0::/ctr/app\n", "30 1 0:26 /ctr /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n", "memory", (2, "/sys/fs/cgroup/app")),
    # v2 without memory for the children, no v1 memory hierarchy: none (the seccomp fallback)
    ("0::/user.slice\n", "30 1 0:26 / /sys/fs/cgroup rw - cgroup2 cgroup2 rw\n", "cpu", None),
], ids=["v1", "v2", "v2-container", "none"])
def test_where_memory_cgroups_are_found(proc_cgroup: str, mountinfo: str, delegated: str,
                                        expected: tuple[int, str] | None) -> None:
    from llmbda.ace.sandbox import find_memory_cgroups  # (here: the file's other tests run on older executors)

    found, why = find_memory_cgroups(proc_cgroup, mountinfo, exists=lambda _: True, read=lambda _: delegated)
    assert (None if found is None else (found.version, found.base)) == expected, why
    assert (why == "") == (expected is not None), why


# ---- the worker's answer ------------------------------------------------------------------------------


FORGED = {
    "refused": {"ok": False, "kind": "refused", "error": "forged: cannot confine the app"},
    "memory": {"ok": False, "kind": "memory", "error": "forged: out of memory"},
    "outputs": {"ok": True, "outputs": {"text": "forged"}},
}


@pytest.mark.parametrize("then", ["exit", "close"])
@pytest.mark.parametrize("forged", list(FORGED))
def test_an_app_cannot_forge_the_workers_answer(forged: str, then: str) -> None:
    # the app writes a response of the worker's own format to every descriptor 3..20, then leaves at once
    # (exit) or closes them and returns {"text": "real"} (close): the executor must not take it
    forge = app("forge_response", (("response", "str"), ("then", "str")), (("text", "str"),))
    try:
        out = run_app(forge, {"response": json.dumps(FORGED[forged]), "then": then})
    except AppFailure as e:
        assert e.kind in ("crashed", "bad-output") and "forged" not in e.detail, str(e)
    else:
        assert out == {"text": "real"}, f"the forged answer was taken: {out}"


def test_what_an_app_prints_does_not_decide_its_failure_kind() -> None:
    # an app that prints an allocation failure to stderr and kills itself crashed: it did not run out of memory
    liar = app("forge_by_stderr", (("message", "str"),), ())
    # with the executor's process this large, a child's ru_maxrss (which counts what it held as a
    # fork of the executor, before exec) is above the app's limit: not a sign of the app's memory
    ballast = b"\x01" * (300 * MiB)
    with pytest.raises(AppFailure) as info:
        run_app(liar, {"message": "MemoryError: Cannot allocate memory (out of memory)"})
    del ballast
    assert info.value.kind == "crashed" and "SIGKILL" in str(info.value), str(info.value)


# ---- the host's file system ------------------------------------------------------------------------


@pytest.mark.parametrize("privileges", [(), ("network", "process")], ids=ids)
def test_no_writes_outside_the_private_directory(privileges: tuple[str, ...], tmp_path: Path) -> None:
    tag = secrets.token_hex(6)
    outside = [tmp_path / "outside.txt", Path(tempfile.gettempdir(), f"llmbda-attack-{tag}"),
               Path("/var/tmp", f"llmbda-attack-{tag}"), Path("/dev/shm", f"llmbda-attack-{tag}"),
               Path(llmbda.__file__).parent / f"attack-{tag}.py"]
    try:
        out = run_app(app("write_paths", (("paths", "str"),), (("written", "str"),), privileges=privileges),
                      {"paths": "\n".join(["inside.txt", *map(str, outside)])})
        assert [p for p in outside if p.exists()] == [], out
        written = str(out["written"]).split("\n")
        assert "inside.txt" in written, out  # the private directory is writable
        # and so may be the sandbox's own /dev/shm (a small private tmpfs): nothing else
        assert set(written) <= {"inside.txt", str(outside[3])}, out
    finally:
        for p in outside:
            p.unlink(missing_ok=True)


@pytest.mark.parametrize("privileges", [(), ("network", "process")], ids=ids)
def test_no_reads_of_host_files_outside_system_paths(privileges: tuple[str, ...], tmp_path: Path) -> None:
    secret = f"llmbda-secret-{secrets.token_hex(8)}"
    (tmp_path / "secret.txt").write_text(secret)
    read = app("read_path", (("path", "str"),), (("ok", "bool"), ("text", "str"), ("error", "str")),
               privileges=privileges)
    out = run_app(read, {"path": str(tmp_path / "secret.txt")})
    assert secret not in str(out["text"]) and out["ok"] is False, out
    # control: the Python installation is readable
    assert run_app(read, {"path": os.__file__})["ok"] is True


# ---- the answer carries the deep label ------------------------------------------------------------


@pytest.mark.parametrize("plan", [
    "let s = {S} : 987654 in let rec f x = s in (f, 0)",      # f captured the secret
    "let s = {S} : 987654 in let rec f x = (x, s) in (0, (f, 1))",  # deeper in a pair
])
def test_an_answer_rendering_a_secret_inside_a_closure_carries_its_label(plan: str) -> None:
    """The answer's label is its deep label: the values a closure captured count. (A label written
    into a closure's *code*, `let rec f x = ({S} : 987654)`, labels the value the code will compute,
    not the code: the code is the plan's own text, public at the closure's label, as in the calculus's
    `Term.innerLabel`.)"""
    # `fun` is not in the plan language; `let rec` makes the closure
    c = concretize(read_reply(plan), Registry(), name_match_model, HashEmbedder())
    assert c.check.ok
    ex = execute(c)
    assert ex.error is None and ex.value is not None and ex.label is not None, ex
    assert "987654" in ex.value and "S" in ex.label, ex
