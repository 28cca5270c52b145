"""``llmbda.lean check``: build every project module and audit axioms."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from . import audit as audit_mod
from . import codegen as codegen_mod
from .build import Diagnostic, LeanRun, LeanRunner, Store, module_key
from .graph import (
    PROJECT_PREFIXES, ROOTS, GraphError, Header, discover, find_sorry_tokens, parse_header,
    project_deps, reachable, topo_sort,
)
from .toolchain import (
    Toolchain, ToolchainError, cache_dir, ensure_toolchain, file_lock, is_visible,
)


@dataclass
class CheckOptions:
    root: Path
    jobs: int = 2
    use_cache: bool = True
    verbose: bool = False
    allow_lake: bool = True
    #: Files to check against the built library after it builds (``llmbda-lean run``): tests that
    #: import the project, e.g. the generated differential tests.
    extra_files: list[Path] = field(default_factory=list)
    #: Where to write the extra files' diagnostics as JSON.
    json_out: Path | None = None
    #: Write the C of the executable chain to lean/generated/ instead of comparing it (and the
    #: modules' measured peak memory to lean/peak-memory.json).
    codegen_write: bool = False
    #: The memory the Lean processes run at once may take together, in MiB: a module starts beside
    #: the running ones only when the peaks measured for them (``PeakMemory``) fit in it.
    memory_mb: int = field(default_factory=lambda: default_memory_mb())


#: The memory budget of the Lean processes run at once when neither option nor environment says
#: otherwise: with the test process beside them, the tests stay within 8 GB.
DEFAULT_MEMORY_MB = 6144
#: What a module never measured is assumed to take.
UNKNOWN_PEAK_MB = 2560
#: A measured peak is taken with this margin: a module's peak varies between runs (by up to a fifth seen).
PEAK_MARGIN = 1.2
#: The committed record of each module's peak memory, for a machine whose cache has none yet.
PEAK_FILE = "peak-memory.json"


def default_memory_mb() -> int:
    """``LLMBDA_LEAN_MEMORY_MB`` when set to a positive integer, else ``DEFAULT_MEMORY_MB``."""
    env = os.environ.get("LLMBDA_LEAN_MEMORY_MB", "")
    return int(env) if env.isdigit() and int(env) > 0 else DEFAULT_MEMORY_MB


class PeakMemory:
    """Each module's peak resident memory (MiB) as last measured: the record of this tree's compiles
    on this machine (``peak-memory.json`` in its stage directory of the cache) over the committed
    one (``lean/peak-memory.json``)."""

    def __init__(self, stage: Path, lean_dir: Path) -> None:
        self.path = stage / PEAK_FILE
        self.committed = _read_peaks(lean_dir / PEAK_FILE)
        self.measured = _read_peaks(self.path)
        self._lock = threading.Lock()

    def estimate(self, module: str) -> int:
        """What to expect the module to take: its last measured peak times ``PEAK_MARGIN``, or
        ``UNKNOWN_PEAK_MB`` when never measured."""
        peak = self.measured.get(module) or self.committed.get(module)
        return int(peak * PEAK_MARGIN) if peak else UNKNOWN_PEAK_MB

    def admits(self, running: list[str], name: str, opts: CheckOptions) -> bool:
        """Whether ``name`` may start beside the ``running`` ones: within ``opts.jobs`` and, by
        their estimates, within ``opts.memory_mb`` (the first always starts)."""
        if len(running) >= max(1, opts.jobs):
            return False
        return not running or sum(map(self.estimate, running)) + self.estimate(name) <= opts.memory_mb

    def record(self, module: str, peak_mb: int) -> None:
        if peak_mb <= 0:
            return
        with self._lock:
            self.measured = {**_read_peaks(self.path), **self.measured, module: peak_mb}
            tmp = self.path.with_name(f"{PEAK_FILE}.tmp{os.getpid()}.{threading.get_ident()}")
            try:
                tmp.write_text(json.dumps(dict(sorted(self.measured.items())), indent=1) + "\n")
                tmp.replace(self.path)
            except OSError:
                tmp.unlink(missing_ok=True)

    def write_committed(self, lean_dir: Path, modules: list[str]) -> None:
        table = {m: self.measured.get(m) or self.committed.get(m) for m in sorted(modules)}
        (lean_dir / PEAK_FILE).write_text(
            json.dumps({k: v for k, v in table.items() if v}, indent=1) + "\n")


def _read_peaks(path: Path) -> dict[str, int]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, int) and v > 0}


@dataclass
class ModuleState:
    name: str
    path: Path
    source: bytes
    deps: list[str]
    key: str = ""
    status: str = "pending"  # ok | sorry | cached | failed | skipped
    available: bool = False  # outputs present in the out dir
    diagnostics: list[Diagnostic] = field(default_factory=list)
    seconds: float = 0.0
    peak_mb: int = 0
    note: str = ""


class Reporter:
    def __init__(self, out: TextIO, root: Path, src_root: Path | None = None) -> None:
        self.out = out
        self.root = root
        self.src_root = src_root
        self.problems: list[str] = []
        self._lock = threading.Lock()
        #: the bundle's text, to say which chain module a line of it comes from
        self.bundle_text: str | None = None

    def line(self, text: str) -> None:
        with self._lock:
            print(text, file=self.out, flush=True)

    def rel(self, path: Path) -> str:
        try:
            return str(path.relative_to(self.root))
        except ValueError:
            return str(path)

    def map_file(self, file: str, default: Path) -> str:
        if self.src_root is not None and file:
            try:
                rel = Path(file).relative_to(self.src_root)
                return self.rel(self.root / "lean" / rel)
            except ValueError:
                pass
        return self.rel(default) if not file else file

    def problem(self, text: str) -> None:
        self.problems.append(text)
        self.line(text)

    def diagnostic(self, d: Diagnostic, default: Path, verbose: bool) -> None:
        fatal = d.severity == "error" or d.is_sorry
        if d.severity == "information" and not verbose:
            return
        text = f"{self.map_file(d.file, default)}:{d.line}:{d.column}: {d.severity}: {d.message}"
        if self.bundle_text is not None and default.name == codegen_mod.BUNDLE + ".lean":
            text += f" (from {_bundle_origin(self.bundle_text, d.line)})"
        if fatal:
            self.problem(text)
        else:
            self.line(text)


def find_repo_root(start: Path) -> Path | None:
    for cand in [start, *start.parents]:
        if (cand / "lean-toolchain").is_file() or (cand / "lean" / "Llmbda.lean").is_file():
            return cand
    return None


def default_root() -> Path:
    root = find_repo_root(Path.cwd().resolve())
    if root is None:
        root = find_repo_root(Path(__file__).resolve().parent)
    return root or Path.cwd().resolve()


def _version_of(text: str) -> str | None:
    m = re.search(r"(\d+\.\d+\.\d+)", text)
    return m.group(1) if m else None


def native_lake(root: Path) -> str | None:
    """Path of a native ``lake`` whose Lean matches ``lean-toolchain``, if any."""
    lake = shutil.which("lake")
    tc_file = root / "lean-toolchain"
    if lake is None or not tc_file.is_file():
        return None
    wanted = _version_of(tc_file.read_text())
    if wanted is None:
        return None
    for cmd in ([lake, "--version"], [shutil.which("lean") or "lean", "--version"]):
        try:
            proc = subprocess.run(cmd, cwd=root, capture_output=True, text=True, timeout=120)
        except (OSError, subprocess.TimeoutExpired):
            continue
        if proc.returncode == 0 and wanted in proc.stdout and "Lean" in proc.stdout:
            # `lake --version` reports "(Lean version X)"; `lean --version` "version X".
            if _version_of(proc.stdout.split("Lean", 1)[-1]) == wanted:
                return lake
    return None


def _stage_sources(modules: dict[str, ModuleState], src_root: Path) -> None:
    wanted: set[Path] = set()
    for st in modules.values():
        dst = src_root.joinpath(*st.name.split(".")).with_suffix(".lean")
        wanted.add(dst)
        dst.parent.mkdir(parents=True, exist_ok=True)
        try:
            same = dst.read_bytes() == st.source
        except OSError:
            same = False
        if not same:
            dst.write_bytes(st.source)
    if src_root.is_dir():
        for p in src_root.rglob("*.lean"):
            if p not in wanted:
                p.unlink()


def run_check(opts: CheckOptions, out: TextIO = sys.stdout) -> int:
    start = time.monotonic()
    root = opts.root.resolve()
    rep = Reporter(out, root)
    lean_dir = root / "lean"

    if opts.allow_lake and not opts.extra_files:
        lake = native_lake(root)
        if lake is not None:
            rep.line(f"native {lake} matches lean-toolchain: running `lake build Llmbda LlmbdaTest`")
            return subprocess.run([lake, "build", "Llmbda", "LlmbdaTest"], cwd=root).returncode

    # 1. the bundle (written, or compared), discover + headers + graph (no Lean needed); the chain
    # modules are the bundle's parts, not modules of the build: the theorems import the bundle
    bundle_text = _sync_bundle(opts, rep, lean_dir)
    rep.bundle_text = bundle_text
    chain = codegen_mod.chain_modules() if bundle_text is not None else frozenset()
    found = {n: p for n, p in discover(lean_dir).items() if n not in chain}
    if not found:
        rep.line(f"error: no Lean modules under {lean_dir}")
        return 1
    headers: dict[str, Header] = {}
    modules: dict[str, ModuleState] = {}
    try:
        for name, path in found.items():
            source = path.read_bytes()
            headers[name] = parse_header(source.decode("utf-8", errors="replace"))
        deps = project_deps(headers)
        order = topo_sort(deps)
    except GraphError as exc:
        rep.line(f"error: {exc}")
        rep.line(f"FAILED: module graph is invalid ({time.monotonic() - start:.1f} s)")
        return 1
    for name in order:
        modules[name] = ModuleState(name, found[name], found[name].read_bytes(), deps[name])

    roots = [r for r in ROOTS if r in modules]
    if "Llmbda" not in modules:
        rep.problem(f"{rep.rel(lean_dir / 'Llmbda.lean')}: error: library root module Llmbda is missing")
    seen = reachable(deps, roots)
    for name in order:
        if name not in seen:
            rep.problem(
                f"{rep.rel(modules[name].path)}:1:0: error: module {name} is not imported by its "
                f"parent: it is not reachable from the roots {' / '.join(ROOTS)}"
            )
    for name in order:
        text = modules[name].source.decode("utf-8", errors="replace")
        for line, col, tok in find_sorry_tokens(text):
            rep.problem(f"{rep.rel(modules[name].path)}:{line}:{col}: error: `{tok}` in source")

    # 2. toolchain
    try:
        cache = cache_dir()
        tc = ensure_toolchain(cache, rep.line)
    except ToolchainError as exc:
        rep.line(f"error: {exc}")
        return 1

    # 3. keys
    for name in order:
        st = modules[name]
        st.key = module_key(tc.identity, st.source, [modules[d].key for d in st.deps])

    stage = cache / "stage" / hashlib.sha256(str(root).encode()).hexdigest()[:16]
    with file_lock(stage / ".lock"):
        return _build_and_audit(opts, rep, root, tc, cache, stage, order, modules, start)


def _build_and_audit(opts: CheckOptions, rep: Reporter, root: Path, tc: Toolchain, cache: Path,
                     stage: Path, order: list[str], modules: dict[str, ModuleState],
                     start: float) -> int:
    src_root, out_dir, build_root = stage / "src", stage / "out", stage / "build"
    rep.src_root = src_root
    _stage_sources(modules, src_root)
    shutil.rmtree(out_dir, ignore_errors=True)
    out_dir.mkdir(parents=True)
    shutil.rmtree(build_root, ignore_errors=True)
    store = Store(cache / "store")
    runner = LeanRunner(tc)
    peaks = PeakMemory(stage, root / "lean")
    total = len(order)
    counter = [0]
    lock = threading.Lock()

    def finish(st: ModuleState, status: str, seconds: float | None) -> None:
        with lock:
            counter[0] += 1
            n = counter[0]
        st.status = status
        extra = f" ({seconds:.1f} s{_gb(st.peak_mb)})" if seconds is not None else ""
        note = f" [{st.note}]" if st.note else ""
        rep.line(f"[{n}/{total}] {st.name} ... {status}{extra}{note}")
        for d in st.diagnostics:
            rep.diagnostic(d, st.path, opts.verbose)

    def evaluate(st: ModuleState) -> str:
        if any(d.severity == "error" for d in st.diagnostics):
            return "failed"
        if any(d.is_sorry for d in st.diagnostics):
            return "sorry"
        return "ok"

    def compile_one(st: ModuleState) -> None:
        parts = st.name.split(".")
        bdir = build_root / st.name
        bdir.mkdir(parents=True, exist_ok=True)
        base = parts[-1]
        src = src_root.joinpath(*parts).with_suffix(".lean")
        # the bundle is compiled once, to the .olean the theorems import and to the C that runs
        emit_c = ["-c", str(bdir / (base + ".c"))] if st.name == codegen_mod.BUNDLE else []
        run = runner.run(src_root, [out_dir], [
            "-o", str(bdir / (base + ".olean")), "-i", str(bdir / (base + ".ilean")), *emit_c, str(src)])
        st.diagnostics = run.diagnostics
        st.seconds = run.seconds
        st.peak_mb = run.peak_mb
        peaks.record(st.name, run.peak_mb)
        outputs_ok = all((bdir / (base + s)).exists() for s in (".olean", ".ilean"))
        errors = any(d.severity == "error" for d in run.diagnostics)
        if run.returncode == 0 and outputs_ok and not errors:
            store.save(st.key, st.name, bdir, base, run.diagnostics, run.seconds)
            store.materialize(st.key, st.name, out_dir)
            st.available = True
            finish(st, evaluate(st), run.seconds)
        else:
            if not errors:
                st.note = f"lean exited with code {run.returncode}"
                rep.problem(f"{rep.rel(st.path)}: error: Lean exited with code {run.returncode}"
                            + (f"\n{run.stderr_tail}" if run.stderr_tail else ""))
            finish(st, "failed", run.seconds)
        shutil.rmtree(bdir, ignore_errors=True)

    # Schedule: cached modules resolve at once, others compile when their deps are available.
    pending = list(order)
    running: dict[str, threading.Thread] = {}
    cond = threading.Condition()

    def worker(st: ModuleState) -> None:
        try:
            compile_one(st)
        except Exception as exc:  # keep the scheduler alive; report cleanly
            st.note = f"internal error: {exc!r}"
            finish(st, "failed", None)
        with cond:
            running.pop(st.name, None)
            cond.notify_all()

    with cond:
        while pending or running:
            progressed = False
            for name in list(pending):
                st = modules[name]
                dep_states = [modules[d] for d in st.deps]
                if any(d.status in ("failed", "skipped") and not d.available for d in dep_states):
                    pending.remove(name)
                    st.note = "dependency failed"
                    finish(st, "skipped", None)
                    progressed = True
                    continue
                if not all(d.available for d in dep_states):
                    continue
                hit = store.load(st.key) if opts.use_cache else None
                if hit is not None and name == codegen_mod.BUNDLE and not _bundle_c(store, st.key).is_file():
                    hit = None  # (stored by a check that did not emit C)
                if hit is not None:
                    pending.remove(name)
                    st.diagnostics = hit.diagnostics
                    store.materialize(st.key, st.name, out_dir)
                    st.available = True
                    status = evaluate(st)
                    finish(st, "cached" if status == "ok" else f"cached ({status})", None)
                    progressed = True
                    continue
                if peaks.admits(list(running), name, opts):
                    pending.remove(name)
                    t = threading.Thread(target=worker, args=(st,), daemon=True)
                    running[name] = t
                    t.start()
                    progressed = True
            if not progressed:
                cond.wait(timeout=1.0)

    counts = {k: 0 for k in ("compiled", "cached", "failed", "skipped")}
    for st in modules.values():
        if st.status.startswith("cached"):
            counts["cached"] += 1
        elif st.status in ("ok", "sorry"):
            counts["compiled"] += 1
        elif st.status == "failed":
            counts["compiled"] += 1
            counts["failed"] += 1
        elif st.status == "skipped":
            counts["skipped"] += 1
    audit_line = "axiom audit: not run (modules failed)"
    codegen_line = "code generation: not run (modules failed)"
    if all(st.available for st in modules.values()):
        audit_line = _audit(opts, rep, root, runner, cache, stage, order, modules, tc)
        if not opts.extra_files and codegen_mod.BUNDLE in modules:
            c = _bundle_c(store, modules[codegen_mod.BUNDLE].key)
            codegen_line = _codegen(rep, root, c.read_bytes() if c.is_file() else None,
                                    write=opts.codegen_write)
            if opts.codegen_write:
                peaks.write_committed(root / "lean", list(order))
        elif not opts.extra_files:
            codegen_line = "code generation: skipped (this tree has no executable chain)"
    rep.line(audit_line)
    if not opts.extra_files:
        rep.line(codegen_line)
    if opts.extra_files:
        _check_extra(opts, rep, runner, stage, modules, peaks)
    elapsed = time.monotonic() - start
    verdict = "OK" if not rep.problems else "FAILED"
    rep.line(
        f"{verdict}: {total} modules ({counts['compiled']} compiled, {counts['cached']} cached, "
        f"{counts['failed']} failed, {counts['skipped']} skipped), {len(rep.problems)} problems, "
        f"{runner.processes} Lean processes, {elapsed:.1f} s"
    )
    return 0 if not rep.problems else 1


def _gb(mb: int) -> str:
    return f", {mb / 1024:.1f} GB" if mb > 0 else ""


def _check_extra(opts: CheckOptions, rep: Reporter, runner: LeanRunner, stage: Path,
                 modules: dict[str, ModuleState], peaks: PeakMemory) -> None:
    """Check each extra file (one Lean process each) against the freshly built library: up to
    ``opts.jobs`` at once, within the memory budget (an extra file's peak is recorded under its
    name, like a module's), reported in the order given."""
    paths = [p.resolve() for p in opts.extra_files]
    runs: dict[int, LeanRun] = {}
    todo: list[int] = []
    for i, path in enumerate(paths):
        if not all(st.available for st in modules.values()):
            rep.problem(f"{path}: error: not checked: the library did not build")
        elif not is_visible(path):
            rep.problem(f"{path}: error: extra files must lie under /tmp or /home (the wasm Lean "
                        "sees nothing else)")
        else:
            todo.append(i)
    cond = threading.Condition()
    running: dict[int, str] = {}

    def worker(i: int, key: str) -> None:
        try:
            run = runner.run(paths[i].parent, [stage / "out"], [str(paths[i])])
            peaks.record(key, run.peak_mb)
        except Exception as exc:  # (reported as the file's failure; the loop must not wait for it)
            run = LeanRun(1, [], 0.0, f"the check of this file failed: {exc!r}")
        with cond:
            runs[i] = run
            del running[i]
            cond.notify_all()

    with cond:
        while todo or running:
            if todo:
                key = f"extra:{paths[todo[0]].name}"
                if peaks.admits(list(running.values()), key, opts):
                    i = todo.pop(0)
                    running[i] = key
                    threading.Thread(target=worker, args=(i, key), daemon=True).start()
                    continue
            cond.wait(timeout=1.0)
    results: list[dict[str, object]] = []
    for i in sorted(runs):
        path, run = paths[i], runs[i]
        errors = [d for d in run.diagnostics if d.severity == "error"]
        rep.line(f"{path.name}: {len(errors)} errors ({run.seconds:.1f} s{_gb(run.peak_mb)})")
        for d in run.diagnostics:
            rep.diagnostic(d, path, opts.verbose)
        if run.returncode != 0 and not errors:
            rep.problem(f"{path}: error: Lean exited with code {run.returncode}"
                        + (f"\n{run.stderr_tail}" if run.stderr_tail else ""))
        results.append({
            "file": str(path), "returncode": run.returncode, "seconds": run.seconds,
            "diagnostics": [
                {"severity": d.severity, "line": d.line, "column": d.column, "message": d.message}
                for d in run.diagnostics
            ],
        })
    if opts.json_out is not None:
        opts.json_out.write_text(json.dumps(results, indent=1))


def _bundle_origin(bundle: str, line: int) -> str:
    """Which chain module a line of the bundle comes from."""
    origin = codegen_mod.BUNDLE + ".lean"
    for i, text in enumerate(bundle.split("\n")[:line], start=1):
        if text.startswith("-- Llmbda/") and text.endswith(".lean"):
            origin = f"lean/{text[3:]} (bundle line {line}; the module's line {line - i - 1})"
    return origin


def _sync_bundle(opts: CheckOptions, rep: Reporter, lean_dir: Path) -> str | None:
    """The executable chain's bundle (``lean/LlmbdaExec.lean``, the module the theorems import and
    the code generator compiles), regenerated from the chain modules: written with
    ``--codegen-write``, otherwise compared with the stored file (a problem when they differ). None
    for a tree without the chain."""
    if not all((lean_dir / f"{m}.lean").is_file() for m in codegen_mod.CHAIN):
        return None
    try:
        text = codegen_mod.bundle_source(lean_dir)
    except (OSError, codegen_mod.BundleError) as exc:
        rep.problem(f"error: the bundle: {exc}")
        return None
    stored = lean_dir / f"{codegen_mod.BUNDLE}.lean"
    current = stored.read_text(encoding="utf-8") if stored.is_file() else None
    if current != text:
        if opts.codegen_write:
            stored.write_text(text, encoding="utf-8")
            rep.line(f"wrote the bundle {rep.rel(stored)} from the chain modules")
        else:
            rep.problem(f"{rep.rel(stored)}: error: not the bundle of the chain modules as they are now "
                        "(a chain module changed): run `llmbda-lean check --codegen-write` "
                        "(scripts/lean-check --codegen-write)")
    return text


def _bundle_c(store: Store, key: str) -> Path:
    """Where the store keeps the C the bundle compiled to."""
    return store.entry(key) / f"{codegen_mod.BUNDLE}.c"


def _codegen(rep: Reporter, root: Path, c: bytes | None, write: bool = False) -> str:
    """Compare the C the bundle compiled to (in the same Lean run as its .olean) with the stored C,
    or write it."""
    if c is None:
        rep.problem(f"error: code generation: the bundle {codegen_mod.BUNDLE} built but left no C")
        return "code generation: FAILED"
    stored = root / codegen_mod.GENERATED
    if write:
        stored.parent.mkdir(parents=True, exist_ok=True)
        stored.write_bytes(c)
        return f"code generation: wrote {len(c)} bytes of C to {codegen_mod.GENERATED}"
    if not stored.is_file() or stored.read_bytes() != c:
        rep.problem(f"{codegen_mod.GENERATED}: error: the stored C is not what `lean -c` emits for the "
                    "executable chain now: run `llmbda-lean check --codegen-write` (scripts/lean-check --codegen-write)")
        return "code generation: the stored C is stale"
    return f"code generation: the chain compiles; {len(c)} bytes of C identical to {codegen_mod.GENERATED}"


def _audit(opts: CheckOptions, rep: Reporter, root: Path, runner: LeanRunner, cache: Path,
           stage: Path, order: list[str], modules: dict[str, ModuleState], tc: Toolchain) -> str:
    h = hashlib.sha256(f"audit-{audit_mod.AUDIT_REVISION}\0{tc.identity}\0".encode())
    for name in sorted(order):
        h.update(f"{name}\0{modules[name].key}\0".encode())
    akey = h.hexdigest()
    cache_file = cache / "audit" / f"{akey}.json"
    if opts.use_cache:
        try:
            data = json.loads(cache_file.read_text())
            return str(data["line"]) + " (cached)"
        except (OSError, ValueError, KeyError):
            pass
    adir = stage / "audit"
    shutil.rmtree(adir, ignore_errors=True)
    adir.mkdir(parents=True)
    afile = adir / "LlmbdaAxiomAudit.lean"
    pins: dict[str, tuple[Path, tuple[str, ...]]] = {}
    for name in order:
        path = modules[name].path
        for decl, axioms in audit_mod.find_pins(modules[name].source.decode("utf-8", "replace")):
            pins[decl] = (path, axioms)
    afile.write_text(audit_mod.audit_source(order, PROJECT_PREFIXES, tuple(sorted(pins))))
    run = runner.run(adir, [stage / "out"], [str(afile)])
    report = audit_mod.parse_report(
        [d.message for d in run.diagnostics if audit_mod.MARK in d.message])
    for f in report.findings:
        path = modules[f.module].path if f.module in modules else Path(f.module)
        if f.kind == "axiom":
            rep.problem(f"{rep.rel(path)}: error: axiom audit: project declares axiom `{f.decl}`")
        else:
            rep.problem(f"{rep.rel(path)}: error: axiom audit: `{f.decl}` depends on "
                        f"{', '.join(f.axioms)}")
    pin_problems = 0
    if report.decls is not None:
        for decl, (path, want) in sorted(pins.items()):
            got = report.pins.get(decl, None)
            if got is None:
                pin_problems += 1
                rep.problem(f"{rep.rel(path)}: error: axiom pin: no declaration `{decl}`")
            elif got != want:
                pin_problems += 1
                rep.problem(f"{rep.rel(path)}: error: axiom pin: `{decl}` depends on "
                            f"[{', '.join(got)}], pinned [{', '.join(want)}]")
    if report.decls is None:
        for d in run.diagnostics:
            if audit_mod.MARK not in d.message and d.severity != "information":
                rep.line(f"{rep.rel(afile)}:{d.line}:{d.column}: {d.severity}: {d.message}")
        rep.problem(f"error: axiom audit did not run (Lean exit code {run.returncode})"
                    + (f"\n{run.stderr_tail}" if run.stderr_tail and opts.verbose else ""))
        return "axiom audit: FAILED to run"
    if report.bad or report.findings or pin_problems:
        return (f"axiom audit: {report.decls} declarations, {report.bad} use axioms outside "
                f"{'/'.join(audit_mod.ALLOWED_AXIOMS)}, {pin_problems} of {len(pins)} pins broken "
                f"({run.seconds:.1f} s)")
    line = (f"axiom audit: {report.decls} declarations, only "
            f"{'/'.join(audit_mod.ALLOWED_AXIOMS)}; {len(pins)} axiom pins hold")
    if run.returncode == 0:
        cache_file.parent.mkdir(parents=True, exist_ok=True)
        cache_file.write_text(json.dumps({"line": line}))
    return line + f" ({run.seconds:.1f} s)"
