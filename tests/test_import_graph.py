"""The modules of python/llmbda import each other without cycles.

The graph is built from the import statements (``ast``), function-local imports and imports under
``if TYPE_CHECKING:`` included: a cycle through a function-local import still couples the two
modules, and one through a type-only import still makes each module's meaning depend on the other's
(the type checker reads them as one). ``from pkg import name`` is an edge to ``pkg.name`` when that
is a module, else to ``pkg``."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Iterator

PACKAGE = Path(__file__).resolve().parent.parent / "python" / "llmbda"


def _modules() -> dict[str, Path | None]:
    """Module name → its source (None for compiled modules and stubs without source)."""
    mods: dict[str, Path | None] = {}
    for f in sorted(PACKAGE.rglob("*")):
        if f.suffix not in (".py", ".pyi", ".so", ".pyd") or "__pycache__" in f.parts:
            continue
        parts = list(f.relative_to(PACKAGE.parent).parts)
        parts[-1] = parts[-1].split(".")[0]
        if parts[-1] == "__init__":
            parts.pop()
        name = ".".join(parts)
        if f.suffix == ".py":
            mods[name] = f
        else:
            mods.setdefault(name, None)
    return mods


def _imports(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node


def import_graph() -> dict[str, set[str]]:
    mods = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        deps: set[str] = set()
        if path is not None:
            package = name if path.name == "__init__.py" else name.rpartition(".")[0]
            for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
                if isinstance(node, ast.Import):
                    targets = [a.name for a in node.names]
                else:
                    if node.level:
                        base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                        mod = ".".join(base + ([node.module] if node.module else []))
                    else:
                        mod = node.module or ""
                    subs = [f"{mod}.{a.name}" for a in node.names]
                    targets = subs if all(t in mods for t in subs) else [mod, *(t for t in subs if t in mods)]
                deps |= {t for t in targets if t in mods and t != name}
        graph[name] = deps
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            v, children = work[-1]
            w = next(children, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = len(index)
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def test_the_graph_sees_the_imports() -> None:
    graph = import_graph()
    assert "llmbda.bench.agentdojo" in graph["llmbda.bench.cli"]            # top-level, relative
    assert "llmbda.bench.ace_banking" in graph["llmbda.bench.agentdojo"]    # function-local
    assert "llmbda._core" in graph["llmbda.runtime"]                        # a compiled module
    assert "llmbda.labels" in graph["llmbda.errors"]                        # under TYPE_CHECKING only
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_the_benchmark_and_the_command_line_import_no_cycle() -> None:
    graph = import_graph()
    for a, b in (("llmbda.bench.agentdojo", "llmbda.bench.ace_banking"), ("llmbda.cli", "llmbda.bench.cli")):
        assert b in graph[a] and a not in graph[b], (a, b)
    mine = {m: deps for m, deps in graph.items() if m.startswith("llmbda.bench") or m == "llmbda.cli"}
    assert cycles({m: deps & set(mine) for m, deps in mine.items()}) == []


def test_python_llmbda_has_no_import_cycle() -> None:
    assert cycles(import_graph()) == []


def test_the_data_model_imports_nothing_that_could_import_it_back() -> None:
    """``llmbda.values`` (the data model: values, messages, results, effects) imports only the labels,
    so every module that needs the data model may import it."""
    graph = import_graph()
    assert graph["llmbda.values"] == {"llmbda.labels"}
    assert graph["llmbda.labels"] <= {"llmbda._core"}
