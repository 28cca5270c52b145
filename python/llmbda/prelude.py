"""The prelude: library functions written in the calculus (``prelude.lam``).

A program that mentions a prelude name (``quarantine``, ``robust_endorse``, ``bounded_endorse``,
``generate``, ``generate_with``) is parsed with the definitions it needs bound around it, in the
order of the prelude file::

    let quarantine = fun prompt -> fun data -> ... in
    <the program>

so the prelude is ordinary LLMbda code, run by the same ``peval``, with the same labels and fuel. A
name is "mentioned" when it occurs as an identifier token (not in a string or a comment); a program
that defines its own ``quarantine`` shadows the prelude's. Programs that mention no prelude name run
exactly as written. Parse errors are reported at their position in the program, not in the
combined text. The prelude is written for the four-point lattice ``LAB4``; with another lattice no
prelude is added.

The prelude's host tools (``llmbda.hints``, ``llmbda.try``, and ``prelude.<name>`` for a reply's
library, :data:`REPLY_SCOPE`) run beside ``run``, in :mod:`llmbda.runtime`
(:func:`llmbda.runtime.prelude_tools`, :func:`llmbda.runtime.reply_tools`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

_TOKENS = re.compile(r'"(?:\\.|[^"\\])*"?|--[^\n]*|[A-Za-z_][A-Za-z0-9_\']*|.', re.S)
_DEF = re.compile(r"^let (?:rec )?([A-Za-z_][A-Za-z0-9_']*)\b", re.M)


@dataclass(frozen=True)
class Definition:
    """One prelude definition: its name, its text (``let name = … in``), its doc comment and the
    prelude names its body mentions."""

    name: str
    text: str
    doc: str
    uses: frozenset[str]


def prelude_source() -> str:
    """The text of ``prelude.lam``."""
    return resources.files(__package__).joinpath("prelude.lam").read_text(encoding="utf-8")


def identifiers(src: str) -> set[str]:
    """The identifier tokens of a source text (strings and comments skipped; keywords included)."""
    return {t for t in _TOKENS.findall(src) if t[0].isascii() and (t[0].isalpha() or t[0] == "_")}


@lru_cache(maxsize=1)
def definitions() -> tuple[Definition, ...]:
    """The prelude's definitions, in file order."""
    src = prelude_source()
    starts = [m.start() for m in _DEF.finditer(src)]
    names = [m.group(1) for m in _DEF.finditer(src)]
    out: list[Definition] = []
    for i, (start, name) in enumerate(zip(starts, names)):
        end = starts[i + 1] if i + 1 < len(starts) else len(src)
        lines = src[start:end].rstrip().split("\n")
        while lines and (not lines[-1].strip() or lines[-1].startswith("--") or lines[-1].strip() == "()"):
            lines.pop()  # the next definition's comment, or the prelude's final `()`
        text = "\n".join(lines)
        if not text.endswith(" in"):
            raise RuntimeError(f"prelude.lam: the definition of {name} must end with `in`")
        before = src[:start].rstrip("\n").split("\n")
        doc_lines: list[str] = []
        while before and before[-1].startswith("--"):
            doc_lines.insert(0, before.pop()[2:].strip())
        body_ids = identifiers(text.split("=", 1)[1])
        out.append(Definition(name, text, " ".join(doc_lines), frozenset(n for n in names if n in body_ids)))
    return tuple(out)


#: The names the prelude defines.
PRELUDE_NAMES: tuple[str, ...] = tuple(d.name for d in definitions())


#: Some prelude name occurs in a text (anywhere: a quick test before tokenising).
_ANY_NAME = re.compile("|".join(re.escape(name) for name in PRELUDE_NAMES))
#: The words of a text: every identifier token is one (a word may also lie in a string or a comment).
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_']*")
_NAMES = frozenset(PRELUDE_NAMES)


def needed(src: str) -> tuple[str, ...]:
    """The prelude definitions a program needs (its mentions and their dependencies), in file order."""
    if _ANY_NAME.search(src) is None or _NAMES.isdisjoint(_WORD.findall(src)):
        return ()  # the common cases, without tokenising: no name occurs, or none as a word
    ids = identifiers(src)
    want = {d.name for d in definitions() if d.name in ids}
    for d in reversed(definitions()):
        if d.name in want:
            want |= d.uses
    return tuple(d.name for d in definitions() if d.name in want)


def bind(src: str, names: tuple[str, ...]) -> tuple[str, int]:
    """``src`` with the named definitions bound around it, and the number of lines added before it."""
    if not names:
        return src, 0
    head = "\n".join(d.text for d in definitions() if d.name in names) + "\n"
    return head + src, head.count("\n")


#: The prelude's functions a model reply may call (``recv``, ``recv_safe``): the pure library on
#: lists, records and strings. The engines read a free occurrence of one of these names in a reply as
#: ``call "prelude.<name>" ()`` (Lean ``Llmbda.replyScope``, ``Llmbda.closeReply``), and the host
#: answers with the prelude's function (:func:`llmbda.runtime.reply_tools`). None of them endorses.
REPLY_SCOPE: tuple[str, ...] = (
    "length", "nth", "append", "reverse", "map", "filter", "fold", "find", "any", "all",
    "get", "has", "set", "keys", "contains", "substring", "split", "join")
