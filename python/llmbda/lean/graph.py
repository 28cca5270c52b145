"""Lean header parsing, module discovery and dependency ordering (no Lean needed)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

PROJECT_PREFIXES: tuple[str, ...] = ("Llmbda", "LlmbdaTest", "LlmbdaExec")
ROOTS: tuple[str, ...] = ("Llmbda", "LlmbdaTest")

_IMPORT_MODIFIERS = frozenset({"public", "private", "meta"})
_TOKEN = re.compile(r"«[^»]*»(?:\.(?:«[^»]*»|[^\s.]+))*|[^\s]+")


class GraphError(Exception):
    """Cycle, missing module or malformed header."""


@dataclass(frozen=True)
class Import:
    module: str
    public: bool = False
    meta: bool = False
    all: bool = False
    private: bool = False


@dataclass
class Header:
    is_module: bool = False
    prelude: bool = False
    imports: list[Import] = field(default_factory=list)


def _strip_comments_and_strings(text: str, keep_strings: bool) -> str:
    """Blank out comments (and optionally string/char literals), keeping offsets/lines.

    Lean block comments ``/- ... -/`` nest; ``--`` runs to the end of the line.
    """
    out: list[str] = list(text)
    i, n = 0, len(text)

    def blank(a: int, b: int) -> None:
        for k in range(a, min(b, n)):
            if out[k] != "\n":
                out[k] = " "

    ident_char = re.compile(r"[\w'!?.]")
    while i < n:
        c = text[i]
        if text.startswith("--", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            blank(i, j)
            i = j
        elif text.startswith("/-", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/-", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("-/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif c == '"' or (c == "r" and re.match(r'r#*"', text[i:i + 64] or "")
                          and (i == 0 or not ident_char.match(text[i - 1]))):
            start = i
            if c == "r":
                m = re.match(r'r(#*)"', text[i:])
                assert m is not None
                hashes = m.group(1)
                end = text.find('"' + hashes, i + m.end())
                j = n if end < 0 else end + 1 + len(hashes)
            else:
                j = i + 1
                while j < n and text[j] != '"':
                    j += 2 if text[j] == "\\" else 1
                j += 1
            if not keep_strings:
                blank(start, j)
            i = j
        elif c == "'" and (i == 0 or not ident_char.match(text[i - 1])):
            m = re.match(r"'(?:\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)|[^\\'\n])'", text[i:])
            if m:
                if not keep_strings:
                    blank(i, i + m.end())
                i += m.end()
            else:
                i += 1
        else:
            i += 1
    return "".join(out)


def parse_header(text: str) -> Header:
    """Parse ``module``/``prelude``/imports up to the first other command."""
    header = Header()
    tokens = _TOKEN.findall(_strip_comments_and_strings(text, keep_strings=True))
    i = 0
    if i < len(tokens) and tokens[i] == "module":
        header.is_module, i = True, i + 1
    if i < len(tokens) and tokens[i] == "prelude":
        header.prelude, i = True, i + 1
    while i < len(tokens):
        j = i
        mods: set[str] = set()
        while j < len(tokens) and tokens[j] in _IMPORT_MODIFIERS:
            mods.add(tokens[j])
            j += 1
        if j >= len(tokens) or tokens[j] != "import":
            break  # first non-import command (``public section``, ``def`` ...)
        j += 1
        is_all = False
        if j < len(tokens) and tokens[j] == "all":
            is_all, j = True, j + 1
        if j >= len(tokens):
            raise GraphError("`import` without a module name")
        name = tokens[j].replace("«", "").replace("»", "")
        header.imports.append(
            Import(name, public="public" in mods, meta="meta" in mods, all=is_all,
                   private="private" in mods)
        )
        i = j + 1
    return header


def is_project_module(name: str) -> bool:
    return name.split(".", 1)[0] in PROJECT_PREFIXES


def module_name(lean_dir: Path, path: Path) -> str:
    rel = path.relative_to(lean_dir).with_suffix("")
    return ".".join(rel.parts)


def discover(lean_dir: Path) -> dict[str, Path]:
    """All project modules under ``lean_dir`` (module name -> path)."""
    found: dict[str, Path] = {}
    if not lean_dir.is_dir():
        return found
    for path in sorted(lean_dir.rglob("*.lean")):
        rel = path.relative_to(lean_dir)
        if any(part.startswith(".") for part in rel.parts) or rel.parts[0] == "build":
            continue
        name = module_name(lean_dir, path)
        if is_project_module(name):
            found[name] = path
    return found


def project_deps(headers: dict[str, Header]) -> dict[str, list[str]]:
    """Direct project imports of every module; raises on a missing project module."""
    deps: dict[str, list[str]] = {}
    missing: list[str] = []
    for name, header in headers.items():
        ds: list[str] = []
        for imp in header.imports:
            if not is_project_module(imp.module):
                continue
            if imp.module not in headers:
                missing.append(f"{name} imports missing project module {imp.module}")
            elif imp.module not in ds:
                ds.append(imp.module)
        deps[name] = ds
    if missing:
        raise GraphError("; ".join(missing))
    return deps


def topo_sort(deps: dict[str, list[str]]) -> list[str]:
    """Dependencies first; deterministic (alphabetical among ready modules)."""
    order: list[str] = []
    state: dict[str, int] = {}  # 1 = visiting, 2 = done

    def visit(node: str, stack: list[str]) -> None:
        st = state.get(node, 0)
        if st == 2:
            return
        if st == 1:
            cycle = stack[stack.index(node):] + [node]
            raise GraphError("import cycle: " + " -> ".join(cycle))
        state[node] = 1
        stack.append(node)
        for dep in sorted(deps.get(node, [])):
            if dep not in deps:
                raise GraphError(f"{node} imports missing project module {dep}")
            visit(dep, stack)
        stack.pop()
        state[node] = 2
        order.append(node)

    for node in sorted(deps):
        visit(node, [])
    return order


def reachable(deps: dict[str, list[str]], roots: list[str]) -> set[str]:
    seen: set[str] = set()
    todo = [r for r in roots if r in deps]
    while todo:
        node = todo.pop()
        if node in seen:
            continue
        seen.add(node)
        todo.extend(deps.get(node, []))
    return seen


def strip_comments(text: str) -> str:
    """The text with its comments and string literals blanked out, lines and offsets kept."""
    return _strip_comments_and_strings(text, keep_strings=False)


_SORRY = re.compile(r"(?<![\w'!?.])(sorry|admit)(?![\w'!?])")


def find_sorry_tokens(text: str) -> list[tuple[int, int, str]]:
    """``(line, column, token)`` for ``sorry``/``admit`` outside comments and strings."""
    clean = _strip_comments_and_strings(text, keep_strings=False)
    hits: list[tuple[int, int, str]] = []
    for lineno, line in enumerate(clean.splitlines(), start=1):
        for m in _SORRY.finditer(line):
            hits.append((lineno, m.start(), m.group(1)))
    return hits
