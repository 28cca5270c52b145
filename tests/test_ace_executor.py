"""ACE's app registry types and isolated executor: limits really kill, failures are typed, the
network and the host filesystem are out of reach of apps without the privilege, nothing is left
behind."""

from __future__ import annotations

import math
import os
import signal
import socket
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Iterator

import pytest

from llmbda.ace.executor import FAILURE_KINDS, AppFailure, isolation_report, run_app
from llmbda.ace.sandbox import PRIVATE
from llmbda.ace.registry import (
    PRIVILEGES, App, Limits, Registry, SchemaError, Type, check_app, is_type, validate,
)
from llmbda.ace.worker import seccomp_program

DEMO = "llmbda.ace.demo_apps"


def app(name: str, fn: str, inputs: tuple[tuple[str, Type], ...] = (),
        outputs: tuple[tuple[str, Type], ...] = (), *, privileges: tuple[str, ...] = (),
        limits: Limits = Limits()) -> App:
    return App(name, f"demo app {fn}", inputs, outputs, f"{DEMO}:{fn}", frozenset(privileges), limits=limits)


FARE = app("fare_estimate", "fare_estimate", (("origin", "str"), ("destination", "str")), (("fare", "float"),))
ECHO = app("echo", "echo", (("text", "str"),), (("text", "str"),))
NET_IO = ((("host", "str"), ("port", "int")), (("connected", "bool"),))
WRITE_IO = ((("name", "str"), ("text", "str")), (("path", "str"),))


def fails(a: App, inputs: dict[str, object], kind: str) -> AppFailure:
    """run_app raises AppFailure of ``kind`` (which names the limit or check that stopped the app: the
    outcome, not how fast it came, is what is asserted)."""
    with pytest.raises(AppFailure) as info:
        run_app(a, inputs)
    e = info.value
    assert e.kind == kind, str(e)
    assert e.app == a.name and kind in str(e) and a.name in str(e)
    return e


def _children() -> list[int]:
    """Live (non-zombie) children of this process."""
    kids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                fields = Path(f"/proc/{entry}/stat").read_bytes().rsplit(b")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if int(fields[1]) == os.getpid() and fields[0] != b"Z":
                kids.append(int(entry))
    return kids


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_bytes().rsplit(b")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in (b"Z", b"X")


# ---------------------------------------------------------------------------------------------
# schemas and the registry


def test_validate_exact_keys_and_types() -> None:
    schema: tuple[tuple[str, Type], ...] = (("n", "int"), ("x", "float"), ("s", "str"), ("b", "bool"))
    ok = validate(schema, {"b": False, "s": "hi", "x": 2, "n": 3}, "inputs")
    assert ok == {"n": 3, "x": 2.0, "s": "hi", "b": False} and type(ok["x"]) is float
    assert list(ok) == ["n", "x", "s", "b"]
    good = {"n": 1, "x": 1.5, "s": "", "b": True}
    bad: list[tuple[dict[str, object], str]] = [
        ({**good, "n": True}, "field 'n' must be an int, got bool True"),
        ({**good, "x": False}, "field 'x' must be a float, got bool"),
        ({**good, "x": math.nan}, "finite"),
        ({**good, "x": math.inf}, "finite"),
        ({**good, "x": 10**400}, "too large"),
        ({**good, "n": 1.0}, "must be an int, got float"),
        ({**good, "s": 3}, "must be a str, got int"),
        ({**good, "b": 1}, "must be a bool, got int"),
        ({k: v for k, v in good.items() if k != "s"}, "missing field(s) 's'"),
        ({**good, "zz": 1}, "unexpected field(s) 'zz'"),
    ]
    for values, message in bad:
        with pytest.raises(SchemaError, match="^inputs: ") as info:
            validate(schema, values, "inputs")
        assert message in str(info.value), (values, str(info.value))
    with pytest.raises(SchemaError, match="expected a mapping"):
        validate(schema, [1, 2], "inputs")  # type: ignore[arg-type]
    assert issubclass(SchemaError, ValueError)
    assert is_type("float") and not is_type("list") and not is_type(1)


def test_registry_checks_apps_and_names() -> None:
    reg = Registry([FARE])
    reg.add(ECHO)
    assert len(reg) == 2 and [a.name for a in reg] == ["fare_estimate", "echo"]
    assert reg.get("echo") is ECHO and "echo" in reg and "nope" not in reg
    with pytest.raises(KeyError, match="no app named 'nope'.*fare_estimate, echo"):
        reg.get("nope")
    with pytest.raises(SchemaError, match="already installed"):
        reg.add(ECHO)
    reg.add(App("GetFare", "PascalCase is fine", (), (), f"{DEMO}:echo", PRIVILEGES, "untrusted", "{U, S}"))
    broken = [
        (dict(name="get-fare"), "neither PascalCase nor snake_case"),
        (dict(name="Get_Fare"), "neither PascalCase nor snake_case"),
        (dict(privileges=frozenset({"root"})), "unknown privilege(s) 'root'"),
        (dict(privileges={"network"}), "frozenset"),
        (dict(clearance="{X}"), "unknown label atom 'X'"),
        (dict(clearance="S"), "label literal"),
        (dict(trust="maybe"), "trust"),
        (dict(impl="llmbda.ace.demo_apps.echo"), "not 'module:function'"),
        (dict(inputs=(("text", "string"),)), "unknown type 'string'"),
        (dict(inputs=(("a", "int"), ("a", "int"))), "declared twice"),
        (dict(inputs=(("class", "int"),)), "not a Python identifier"),
        (dict(outputs=[("text", "str")]), "must be a tuple"),
        (dict(limits=Limits(cpu_seconds=0)), "limits.cpu_seconds"),
        (dict(limits=Limits(memory_mb=True)), "limits.memory_mb"),
        (dict(limits=Limits(wall_seconds=math.inf)), "limits.wall_seconds"),
    ]
    base = dict(name="ok_app", description="", inputs=(), outputs=(), impl=f"{DEMO}:echo")
    for change, message in broken:
        with pytest.raises(SchemaError) as info:
            reg.add(App(**{**base, **change}))  # type: ignore[arg-type]
        assert message in str(info.value), (change, str(info.value))
    assert len(reg) == 3
    check_app(App(**{**base, "clearance": "{X}"}), clearance=False)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# calls that work


def test_round_trip_with_schema_conversion() -> None:
    out = run_app(FARE, {"origin": "Zurich HB", "destination": "Airport"})
    assert set(out) == {"fare"} and isinstance(out["fare"], float) and out["fare"] > 0
    assert run_app(FARE, {"origin": "Airport", "destination": "Zurich HB"}) == out
    assert run_app(ECHO, {"text": "héllo \U0001F600 \n\"quoted\""}) == {"text": "héllo \U0001F600 \n\"quoted\""}


def test_what_an_app_prints_does_not_corrupt_the_response() -> None:
    chatty = app("chatty", "chatty", (("text", "str"),), (("text", "str"),))
    assert run_app(chatty, {"text": "real"}) == {"text": "real"}


# ---------------------------------------------------------------------------------------------
# limits


def test_cpu_limit_kills() -> None:
    e = fails(app("spin", "spin", limits=Limits(cpu_seconds=0.5, wall_seconds=20)), {}, "cpu")
    assert "SIGXCPU" in str(e) or "SIGKILL" in str(e)


def test_memory_limit_kills() -> None:
    fails(app("hog", "hog", limits=Limits(memory_mb=200)), {}, "memory")


def test_wall_clock_limit_kills() -> None:
    start = time.monotonic()
    fails(app("sleepy", "sleepy", limits=Limits(wall_seconds=1)), {}, "timeout")
    assert time.monotonic() - start >= 1


def test_output_size_limit() -> None:
    small = app("echo", "echo", ECHO.inputs, ECHO.outputs, limits=Limits(output_bytes=1000))
    assert run_app(small, {"text": "x" * 500}) == {"text": "x" * 500}
    fails(small, {"text": "x" * 5000}, "output-too-large")


# ---------------------------------------------------------------------------------------------
# typed failures


def test_app_exception_is_crashed_with_its_text() -> None:
    e = fails(app("crash", "crash", (("message", "str"),)), {"message": "boom " * 2000}, "crashed")
    assert "RuntimeError: boom boom" in str(e) and "[truncated]" in str(e) and len(str(e)) < 2200


def test_outputs_are_validated() -> None:
    fails(app("bad_output", "bad_output", outputs=(("fare", "float"),)), {}, "bad-output")
    wrong_keys = app("echo", "echo", ECHO.inputs, (("message", "str"),))
    e = fails(wrong_keys, {"text": "hi"}, "bad-output")
    assert "missing field(s) 'message'" in str(e) and "unexpected field(s) 'text'" in str(e)
    not_a_dict = App("bad", "", (), (), "os:getcwd")  # returns a str
    assert "not a dict" in str(fails(not_a_dict, {}, "bad-output"))


def test_worker_that_exits_without_answering() -> None:
    quit_app = App("quit", "", (("status", "int"),), (), "os:_exit")
    assert "without a response" in str(fails(quit_app, {"status": 0}, "bad-output"))
    assert "status 3" in str(fails(quit_app, {"status": 3}, "crashed"))


def test_inputs_are_validated_before_anything_runs() -> None:
    for inputs in ({}, {"text": 1}, {"text": "a", "extra": "b"}):
        e = fails(ECHO, inputs, "bad-input")
        assert "inputs of app 'echo'" in str(e)
    fails(app("net_probe", "net_probe", *NET_IO), {"host": "x", "port": True}, "bad-input")
    fails(FARE, {"origin": "a", "destination": math.nan}, "bad-input")


def test_unimportable_or_malformed_apps() -> None:
    assert "cannot import" in str(fails(App("ghost", "", (), (), "no_such_module_xyz:f"), {}, "crashed"))
    assert "cannot import" in str(fails(App("ghost", "", (), (), f"{DEMO}:no_such_fn"), {}, "crashed"))
    fails(App("ghost", "", (), (), "no colon"), {}, "refused")
    fails(App("ghost", "", (), (), f"{DEMO}:echo", limits=Limits(memory_mb=0)), {}, "refused")
    fails(App("ghost", "", (), (), f"{DEMO}:echo", limits=Limits(disk_mb=0)), {}, "refused")


def test_failure_kinds() -> None:
    assert FAILURE_KINDS == {"timeout", "cpu", "memory", "crashed", "bad-output", "bad-input", "refused",
                             "output-too-large", "sandbox"}
    with pytest.raises(ValueError):
        AppFailure("x", "nope", "")  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------------
# isolation


@pytest.fixture
def listener() -> Iterator[int]:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(8)
        yield s.getsockname()[1]


def test_isolation_report_is_complete() -> None:
    report = isolation_report()
    assert report["sandbox"] == "yes", report["notes"]  # the project's scripts install bubblewrap
    for key in ("network_namespace", "mount_namespace", "pid_namespace", "ipc_namespace", "seccomp"):
        assert report[key] == "yes", key
    for key in ("network", "filesystem", "process", "cpu", "memory", "wall", "workdir", "cleanup", "notes"):
        assert report[key]


def test_network_needs_the_privilege(listener: int) -> None:
    if isolation_report()["network_namespace"] != "yes":
        pytest.skip(f"network namespaces are unavailable here: {isolation_report()['notes']}")
    without = app("net_probe", "net_probe", *NET_IO)
    with_net = app("net_probe", "net_probe", *NET_IO, privileges=("network",))
    assert run_app(with_net, {"host": "127.0.0.1", "port": listener}) == {"connected": True}
    assert run_app(without, {"host": "127.0.0.1", "port": listener}) == {"connected": False}


def test_private_working_directory() -> None:
    writer = app("write_file", "write_file", *WRITE_IO, privileges=("filesystem",))
    path = Path(str(run_app(writer, {"name": "note.txt", "text": "hi"})["path"]))
    assert path == Path(PRIVATE) / "note.txt" and not path.exists()  # a tmpfs inside the sandbox
    env = run_app(app("environment", "environment", outputs=(("cwd", "str"), ("home", "str"), ("names", "str"))), {})
    assert env["cwd"] == env["home"] == PRIVATE
    names = set(str(env["names"]).split(","))
    assert {"PATH", "HOME", "TMPDIR"} <= names <= {"PATH", "HOME", "TMPDIR", "LANG", "PYTHONPATH", "PYTHONSAFEPATH",
                                                   "PYTHONDONTWRITEBYTECODE", "LC_CTYPE", "PWD"}  # PWD: bwrap's


def test_host_files_are_out_of_reach_without_the_privilege(tmp_path: Path) -> None:
    target = tmp_path / "outside.txt"
    without = app("write_file", "write_file", *WRITE_IO)
    assert run_app(without, {"name": "inside.txt", "text": "ok"})["path"] == f"{PRIVATE}/inside.txt"
    e = fails(without, {"name": str(target), "text": "x"}, "crashed")
    assert "No such file or directory" in str(e) and not target.exists()  # the host's /tmp is not there
    with_fs = app("write_file", "write_file", *WRITE_IO, privileges=("filesystem",))
    assert run_app(with_fs, {"name": str(target), "text": "x"}) == {"path": str(target)}
    assert target.read_text() == "x"


def test_without_a_sandbox_every_call_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail closed: no bubblewrap, no app runs (and the report enforces nothing)."""
    from llmbda.ace import executor, sandbox

    monkeypatch.setattr(executor, "_ISOLATION", None)
    monkeypatch.setattr(sandbox, "bwrap_path", lambda: None)
    e = fails(ECHO, {"text": "x"}, "sandbox")
    assert "bubblewrap" in str(e) and "apt-get install bubblewrap" in str(e)
    report = isolation_report()
    assert report["sandbox"] == "no" and report["network_namespace"] == "no" and "refused" in report["network"]
    monkeypatch.setattr(executor, "_ISOLATION", None)  # and a sandbox that does not start
    monkeypatch.setattr(sandbox, "bwrap_path", lambda: "/bin/false")
    assert "does not start" in str(fails(ECHO, {"text": "x"}, "sandbox"))


def _sleepers() -> set[int]:
    """Host processes running ``sleep 30``."""
    out = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if Path(f"/proc/{entry}/cmdline").read_bytes() == b"sleep\x0030\x00":
                    out.add(int(entry))
            except OSError:
                pass
    return out


def test_processes_need_the_privilege_and_are_cleaned_up() -> None:
    spawn = app("spawn_sleeper", "spawn_sleeper", outputs=(("pid", "int"),))
    assert "Operation not permitted" in str(fails(spawn, {}, "crashed"))
    spawn_ok = app("spawn_sleeper", "spawn_sleeper", outputs=(("pid", "int"),), privileges=("process",))
    before = _sleepers()
    pid = run_app(spawn_ok, {})["pid"]
    assert isinstance(pid, int) and pid < 10  # a pid of the sandbox's own PID namespace
    deadline = time.monotonic() + 10
    while _sleepers() - before and time.monotonic() < deadline:  # the namespace is torn down
        time.sleep(0.05)
    assert _sleepers() - before == set(), "the app's background child outlived the call"


def test_other_processes_cannot_be_signalled_even_with_the_privilege() -> None:
    victim = subprocess.Popen(["sleep", "30"])
    try:
        killer = app("kill_pid", "kill_pid", (("pid", "int"),), (("sent", "bool"),))
        assert "Operation not permitted" in str(fails(killer, {"pid": victim.pid}, "crashed"))
        killer_ok = app("kill_pid", "kill_pid", (("pid", "int"),), (("sent", "bool"),), privileges=("process",))
        e = fails(killer_ok, {"pid": victim.pid}, "crashed")  # not in its PID namespace
        assert "No such process" in str(e) or "Operation not permitted" in str(e)
        assert victim.poll() is None
    finally:
        victim.kill()
        victim.wait()


def test_sequential_and_concurrent_calls_leave_no_processes() -> None:
    before = set(_children())
    assert run_app(ECHO, {"text": "one"}) == {"text": "one"}
    fails(app("sleepy", "sleepy", limits=Limits(wall_seconds=0.5)), {}, "timeout")
    with ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda t: run_app(ECHO, {"text": t}), ["a", "b"]))
    assert results == [{"text": "a"}, {"text": "b"}]
    assert set(_children()) - before == set()


def test_seccomp_program_jumps_forward() -> None:
    for machine in ("x86_64", "aarch64"):
        prog = seccomp_program(machine, 4242)
        for code, jt, jf, _ in prog:
            if code & 0x07 == 0x05:  # BPF_JMP
                assert jt >= 0 and jf >= 0
        assert prog[-1][0] == 0x06 and len(prog) < 32
