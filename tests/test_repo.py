"""Repository conventions that CI relies on: the README's commands, the CI entry point, and the
documentation of the semantics (one documented constructor per paper rule)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.append(str(REPO / "python"))  # a source checkout works without an install

from llmbda.lean.graph import find_sorry_tokens  # noqa: E402


def _readme_commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    quick = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [b.strip() for b in re.findall(r"```\n(.*?)```", quick, re.S)]


def test_readme_has_setup_and_test_commands_and_ci_runs_the_test_command() -> None:
    setup, test = _readme_commands()[:2]
    assert setup.startswith("pip install . && llmbda run examples/")
    assert (REPO / setup.split()[-1]).is_file()
    ci = (REPO / ".ci" / "run").read_text()
    assert test in ci.splitlines(), f"{test!r} not a line of .ci/run"
    assert (REPO / test.split()[-1]).is_file()


def test_every_semantic_rule_is_documented_and_mapped() -> None:
    src = (REPO / "lean/Llmbda/Spec/Eval.lean").read_text()
    body = src.split("inductive Eval", 1)[1]
    ctors = re.findall(r"^  \| (\w+)", body, re.M)
    docs = re.findall(r"/-- \*\*(E-[A-Za-z0-9]+)\*\*", body)
    assert len(ctors) == 24
    assert len(docs) == len(ctors), "every constructor of Eval needs a docstring naming its rule"
    mapping = (REPO / "PAPER_MAPPING.md").read_text()
    paper = mapping.split("## The paper's rules and ours", 1)[1].split("\n## ", 1)[0]
    for c in ctors:
        assert f"`Eval.{c}`" in mapping, f"Eval.{c} missing from PAPER_MAPPING.md"
        assert f"`Eval.{c}`" in paper, f"Eval.{c} not accounted for against the paper's rules"


def test_no_sorry_or_admit_in_lean_sources() -> None:
    for f in (REPO / "lean").rglob("*.lean"):
        assert find_sorry_tokens(f.read_text()) == [], f


def _theorems_doc():  # noqa: ANN202
    sys.path.insert(0, str(REPO / "scripts"))
    import theorems_doc  # noqa: PLC0415

    return theorems_doc


def test_theorem_documents_are_generated_from_the_lean_sources() -> None:
    """docs/theorems.md, and the tables of theorems in the README, docs/PROVED.md and
    PAPER_MAPPING.md (their links to the Lean files, their file column), read as the script writes
    them from the sources."""
    docs = _theorems_doc().documents()
    assert {p.relative_to(REPO).as_posix() for p in docs} == {
        "docs/theorems.md", "README.md", "docs/PROVED.md", "PAPER_MAPPING.md"}
    for path, text in docs.items():
        assert path.read_text() == text, (
            f"{path.relative_to(REPO)} is stale: run python3 scripts/theorems_doc.py")


def test_every_pinned_theorem_is_on_the_theorems_page_and_in_every_table() -> None:
    pins = set()
    for f in (REPO / "lean" / "Llmbda").rglob("*.lean"):
        pins |= set(re.findall(r"^pin: '([\w.']+)'", f.read_text(), re.M))
    assert len(pins) >= 20
    page = (REPO / "docs" / "theorems.md").read_text()
    missing = sorted(p for p in pins if f"### `{p}`" not in page)
    assert missing == [], f"pinned theorems without an entry in docs/theorems.md: {missing}"
    for doc in ("docs/PROVED.md", "PAPER_MAPPING.md"):
        table = (REPO / doc).read_text().split("<!-- BEGIN scripts/theorems_doc.py", 1)[1]
        table = table.split("<!-- END scripts/theorems_doc.py -->", 1)[0]
        missing = sorted(p for p in pins if f"`{p}`" not in table)
        assert missing == [], f"pinned theorems missing from the table of {doc}: {missing}"


def test_the_theorem_list_refuses_a_missing_or_stray_gloss() -> None:
    """A pin without a gloss, a gloss for a theorem without a pin, and a table that leaves out a
    pinned theorem or names an undeclared one are errors, not silent omissions."""
    import dataclasses  # noqa: PLC0415

    td = _theorems_doc()
    src = td.sources()
    assert td.check_glosses(src) == []
    pinned = dict(src.pins, **{"Llmbda.Eval.erase_subst_fake": "Thm/LowEq.lean"})
    problems = td.check_glosses(dataclasses.replace(src, pins=pinned))
    assert any(p.startswith("Llmbda.Eval.erase_subst_fake: pinned") for p in problems), problems
    unpinned = {k: v for k, v in src.pins.items() if k != "Llmbda.Eval.tini"}
    problems = td.check_glosses(dataclasses.replace(src, pins=unpinned))
    assert any(p.startswith("Llmbda.Eval.tini: a gloss for a theorem with no pin")
               for p in problems), problems
    proved = td.TABLES[1]
    text = (REPO / proved.path).read_text()
    problems: list[str] = []
    td.refresh(proved, text.replace("`Llmbda.Eval.tini`, ", "`Llmbda.Eval.tiny`, "), src, problems)
    assert any("`Llmbda.Eval.tiny` is declared 0 times" in p for p in problems), problems
    assert any("missing from the table: Llmbda.Eval.tini" in p for p in problems), problems


def test_every_headline_theorem_bites() -> None:
    """Every theorem of the README's table of what is proved is instantiated in
    lean/LlmbdaTest/Bites.lean, which the Lean check compiles: each applied to a concrete run beside
    a variant for which its conclusion would be false; the noninterference ones (TINI, TIPNI) to a
    pair of runs that differ only in what the observer may not see, with the conclusion refuted for
    a pair that differs where it looks (a statement that any pair satisfies would fail that)."""
    readme = (REPO / "README.md").read_text()
    table = readme.split("## What is proved", 1)[1].split("\n## ", 1)[0]
    rows = [r for r in table.splitlines() if r.startswith("| ") and "`Llmbda." in r]
    names = {n for r in rows for n in re.findall(r"`Llmbda\.([\w.]+)`", r.rsplit("|", 2)[1])}
    ni = {n for r in rows if r.startswith(("| noninterference", "| TIPNI"))
          for n in re.findall(r"`Llmbda\.([\w.]+)`", r.rsplit("|", 2)[1])}
    assert {"Eval.tini", "denote_tipni", "peval_tipni", "Eval.guard_iff", "peval_recv_data"} <= names, names
    bites = (REPO / "lean" / "LlmbdaTest" / "Bites.lean").read_text()
    missing = sorted(n for n in names if not re.search(rf"(?<![\w.]){re.escape(n)}[\s.]", bites))
    assert missing == [], f"headline theorems with no instance in Bites.lean: {missing}"
    assert bites.count("refutes_leaky_pair") >= len(ni)  # each: an instance and a refutation
