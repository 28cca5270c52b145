"""Every line of the Lean sources is at most 100 characters (characters, not bytes: the sources are
full of `⊔`, `→`, `⇓`), as in Mathlib. The generated bundle `lean/LlmbdaExec.lean` counts too: it
is the chain modules' lines under a header that `python/llmbda/lean/codegen.py` keeps short."""

from __future__ import annotations

from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
MAX_LINE = 100


def lean_sources() -> list[Path]:
    """The Lean files of the repository: the lakefile and everything under `lean/` (whose
    `generated/` folder holds C, not Lean)."""
    files = [REPO / "lakefile.lean"] + sorted((REPO / "lean").rglob("*.lean"))
    return [f for f in files if f.is_file() and ".lake" not in f.parts]


def long_lines(path: Path, root: Path = REPO) -> list[str]:
    """`file:line: N characters` for each line of `path` longer than `MAX_LINE` characters, the
    file named relative to `root`."""
    rel = path.relative_to(root).as_posix()
    return [f"{rel}:{n}: {len(line)} characters"
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
            if len(line) > MAX_LINE]


def test_there_are_lean_sources() -> None:
    names = {f.relative_to(REPO).as_posix() for f in lean_sources()}
    assert {"lakefile.lean", "lean/Llmbda.lean", "lean/LlmbdaExec.lean",
            "lean/Llmbda/Thm/Noninterference.lean", "lean/LlmbdaTest/Paper.lean"} <= names


def test_no_lean_line_is_longer_than_100_characters() -> None:
    found = [msg for f in lean_sources() for msg in long_lines(f)]
    assert found == [], f"Lean lines over {MAX_LINE} characters:\n" + "\n".join(found)


def test_the_limit_counts_characters_not_bytes(tmp_path: Path) -> None:
    ok = tmp_path / "ok.lean"
    ok.write_text("-- " + "⊔" * (MAX_LINE - 3) + "\n", encoding="utf-8")  # 100 characters, 294 bytes
    assert long_lines(ok, tmp_path) == []
    bad = tmp_path / "bad.lean"
    bad.write_text("x\n" + "a" * (MAX_LINE + 1) + "\n", encoding="utf-8")
    assert long_lines(bad, tmp_path) == [f"bad.lean:2: {MAX_LINE + 1} characters"]
