"""Module-by-module compilation with a content-addressed cache."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

from .toolchain import Toolchain

#: Files Lean writes next to ``-o X.olean``, by suffix.
OUTPUT_SUFFIXES: tuple[str, ...] = (".olean", ".ilean", ".ir", ".olean.private", ".olean.server", ".c")
#: Files that must exist after a successful compile.
REQUIRED_SUFFIXES: tuple[str, ...] = (".olean", ".ilean")
STORE_REVISION = "2"  # 2: Lean runs with Elab.async off (its C names some auxiliary definitions otherwise)


@dataclass
class Diagnostic:
    severity: str
    message: str
    line: int
    column: int
    file: str
    kind: str = ""

    @property
    def is_sorry(self) -> bool:
        return self.kind == "hasSorry" or self.message.startswith("declaration uses `sorry`")

    @staticmethod
    def from_json(obj: dict[str, Any]) -> "Diagnostic | None":
        if not isinstance(obj, dict) or "severity" not in obj or "data" not in obj:
            return None
        pos = obj.get("pos") or {}
        return Diagnostic(
            severity=str(obj.get("severity")),
            message=str(obj.get("data")),
            line=int(pos.get("line", 0) or 0),
            column=int(pos.get("column", 0) or 0),
            file=str(obj.get("fileName", "")),
            kind=str(obj.get("kind", "") or ""),
        )


def parse_diagnostics(stdout: str) -> list[Diagnostic]:
    """Real diagnostics from ``lean --json`` stdout (which also carries debug junk)."""
    diags: list[Diagnostic] = []
    for line in stdout.splitlines():
        if not line.startswith("{"):
            continue
        try:
            obj = json.loads(line)
        except ValueError:
            continue
        diag = Diagnostic.from_json(obj)
        if diag is not None:
            diags.append(diag)
    return diags


@dataclass
class LeanRun:
    returncode: int
    diagnostics: list[Diagnostic]
    seconds: float
    stderr_tail: str = ""
    #: the process's peak resident memory in MiB (0 when it could not be measured)
    peak_mb: int = 0


class LeanRunner:
    """Runs the wasm Lean and counts the processes it starts."""

    def __init__(self, toolchain: Toolchain, timeout: float | None = None) -> None:
        self.toolchain = toolchain
        self.timeout = timeout
        self.processes = 0
        self._lock = threading.Lock()

    def run(self, src_root: Path, lean_path: list[Path], args: list[str]) -> LeanRun:
        with self._lock:
            self.processes += 1
        env = dict(os.environ)
        env["LEAN_PATH"] = ":".join(str(p) for p in [self.toolchain.lib, *lean_path])
        start = time.monotonic()
        # Elab.async off: elaborating a module's proofs as parallel tasks keeps several times the
        # memory in the wasm Lean (the bundle: 11 GB instead of 2.9) and is no faster on two cores
        cmd = self.toolchain.command("--json", "-DElab.async=false", "-R", str(src_root), *args)
        try:
            proc = subprocess.Popen(
                cmd, cwd=src_root, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True, errors="replace",
            )
        except OSError as exc:
            return LeanRun(127, [], time.monotonic() - start, f"could not start Lean: {exc}")
        out: dict[str, str] = {}

        def drain(name: str, stream: Any) -> None:
            with stream:
                out[name] = stream.read()

        readers = [threading.Thread(target=drain, args=(n, s), daemon=True)
                   for n, s in (("stdout", proc.stdout), ("stderr", proc.stderr))]
        for t in readers:
            t.start()
        timed_out = threading.Event()

        def expire() -> None:
            timed_out.set()
            proc.kill()

        timer = threading.Timer(self.timeout, expire) if self.timeout is not None else None
        if timer is not None:
            timer.start()
        # wait4 rather than Popen.wait: it also gives the child's peak resident memory, which the
        # scheduler uses to keep the Lean processes it runs at once within a memory budget
        try:
            _, status, usage = os.wait4(proc.pid, 0)
            proc.returncode = os.waitstatus_to_exitcode(status)
            peak_mb = int(usage.ru_maxrss) // 1024  # ru_maxrss is in KiB on Linux
        except ChildProcessError:
            proc.wait()
            peak_mb = 0
        finally:
            if timer is not None:
                timer.cancel()
        for t in readers:
            t.join()
        seconds = time.monotonic() - start
        if timed_out.is_set():
            return LeanRun(124, [], seconds, f"timed out after {self.timeout} s", peak_mb)
        tail = "\n".join(
            ln for ln in out.get("stderr", "").splitlines()[-40:] if not ln.startswith("[DEBUG")
        )
        return LeanRun(proc.returncode, parse_diagnostics(out.get("stdout", "")), seconds,
                       tail[-4000:], peak_mb)


def module_key(toolchain_id: str, source: bytes, dep_keys: list[str]) -> str:
    """Cache key: toolchain identity, the module's bytes and its direct project deps' keys."""
    h = hashlib.sha256()
    h.update(f"llmbda-lean-store-{STORE_REVISION}\0{toolchain_id}\0".encode())
    h.update(hashlib.sha256(source).digest())
    for dep in sorted(dep_keys):
        h.update(b"\0dep:" + dep.encode())
    return h.hexdigest()


@dataclass
class StoredResult:
    module: str
    key: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    seconds: float = 0.0


class Store:
    """Content-addressed store of successful compile outputs: ``store/<key>/``."""

    def __init__(self, root: Path) -> None:
        self.root = root

    def entry(self, key: str) -> Path:
        return self.root / key[:2] / key

    def load(self, key: str) -> StoredResult | None:
        meta = self.entry(key) / "meta.json"
        try:
            data = json.loads(meta.read_text())
            base = data["basename"]
            for suffix in REQUIRED_SUFFIXES:
                if not (self.entry(key) / (base + suffix)).exists():
                    return None
            return StoredResult(
                module=data["module"], key=key, seconds=float(data.get("seconds", 0.0)),
                diagnostics=[Diagnostic(**d) for d in data["diagnostics"]],
            )
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def save(self, key: str, module: str, build_dir: Path, basename: str,
             diagnostics: list[Diagnostic], seconds: float) -> None:
        final = self.entry(key)
        tmp = final.with_name(final.name + f".tmp{os.getpid()}.{threading.get_ident()}")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        for suffix in OUTPUT_SUFFIXES:
            src = build_dir / (basename + suffix)
            if src.exists():
                shutil.move(str(src), tmp / (basename + suffix))
        (tmp / "meta.json").write_text(json.dumps({
            "module": module, "basename": basename, "seconds": seconds,
            "diagnostics": [asdict(d) for d in diagnostics],
        }, indent=1))
        if final.exists():
            shutil.rmtree(final, ignore_errors=True)
        try:
            tmp.rename(final)
        except OSError:  # a concurrent run stored the same key first
            shutil.rmtree(tmp, ignore_errors=True)

    def materialize(self, key: str, module: str, out_dir: Path) -> None:
        """Hardlink (or copy) the stored outputs into ``out_dir`` at the module's path."""
        parts = module.split(".")
        target_dir = out_dir.joinpath(*parts[:-1])
        target_dir.mkdir(parents=True, exist_ok=True)
        entry = self.entry(key)
        for src in entry.iterdir():
            if src.name == "meta.json":
                continue
            dst = target_dir / src.name
            if dst.exists() or dst.is_symlink():
                dst.unlink()
            try:
                os.link(src, dst)
            except OSError:
                shutil.copy2(src, dst)


ProgressFn = Callable[[str], None]
