"""The prelude: library functions written in the calculus (``prelude.lam``), and its host tools.

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

Host tools (available to every program that uses the prelude; a user tool of the same name wins):

- ``llmbda.hints`` — the syntax hints for a model writing programs (``llmbda.hints``), trusted;
- ``llmbda.try`` — ``call "llmbda.try" (code, input)``: parse ``code`` (a string; a function value is
  used as is) and apply it to ``input`` in a nested run whose pc is the label of ``code``, without
  model or tools, with :data:`TRY_FUEL` fuel at most, drawn from the calling run's fuel (and no
  deeper than the calling run may go; ``docs/RESOURCE_BOUNDS.md``). Returns ``(true, result)`` — the result keeps the
  label the nested run gave it — or ``(false, "parse error …" / "runtime error …")``; the flag and
  the message are labelled with the labels of ``code`` and ``input``, and a runtime error's message
  also with the error's label (``EvalError.label``: its payload may be shown only there).
  **Generated code never endorses**: code that contains ``endorse``, ``robust_endorse`` or ``bounded_endorse``
  as code (not in a string or a comment) is refused before it runs, with
  ``(false, "refused: generated code may not endorse …")`` — the same rule as ``recv``'s for a
  model's reply. A function value is checked through its printed text (its body, with what it
  captured); one whose text is longer than :data:`TRY_CHECK_LIMIT` bytes is refused, as it cannot
  be checked whole.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Callable

from .hints import CODE_AS_STRING, SYNTAX_HINTS

#: The most fuel a nested run of ``llmbda.try`` gets (no more than the calling run's fuel; the
#: calling run pays for what it uses).
TRY_FUEL = 200_000
#: The names ``llmbda.try`` refuses in the code it is given (the keyword and the prelude functions
#: that endorse; the nested run has no prelude, so the latter could only be the code's own).
TRY_REFUSED = frozenset({"endorse", "robust_endorse", "bounded_endorse"})
#: The longest printed function value ``llmbda.try`` checks for :data:`TRY_REFUSED` (bytes).
TRY_CHECK_LIMIT = 64 << 10

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


# ---- host tools ---------------------------------------------------------------------------------


def _hints(_arg: Any) -> str:
    return SYNTAX_HINTS + "\n" + CODE_AS_STRING


def _try(arg: Any, *, parse: Callable[..., Any], run: Callable[..., Any],
         Labelled: Callable[[Any, Any], Any]) -> Any:
    from . import errors
    from .labels import LAB4

    raw = arg.raw
    if not isinstance(raw, tuple):
        raise TypeError("llmbda.try expects a pair (code, input)")
    code, inp = raw
    lab = code.label | inp.label

    def fail(msg: str) -> Any:
        return (Labelled(False, lab), Labelled(msg, lab))

    def endorses(text: str) -> Any:
        found = sorted(identifiers(text) & TRY_REFUSED)
        return fail(f"refused: generated code may not endorse (it uses {', '.join(found)})") if found else None

    tools: dict[str, Callable[[Any], Any]] = {"llmbda.input": lambda _v: Labelled(inp, inp.label)}
    if _holds_function(inp):
        return fail("the input holds a function: llmbda.try takes data as input")
    if code.kind == "str":
        text = code.raw
        try:
            parse(text, prelude=False)
        except errors.ParseError as exc:
            return fail(f"parse error at line {exc.line}, column {exc.col}: {exc.msg}")
        refused = endorses(text)  # the text parsed, so its tokens are the lexer's
        if refused is not None:
            return refused
        src = f'(\n{text}\n) (call "llmbda.input" ())'
    elif code.kind in ("fun", "rec"):
        try:
            printed = code.text(TRY_CHECK_LIMIT)  # ends with " …" when cut (code never does)
        except errors.ResourceLimit:
            printed = " …"
        if printed.endswith(" …"):
            return fail(f"refused: the code is too large to check (its text is longer than "
                        f"{TRY_CHECK_LIMIT} bytes or too deeply nested)")
        refused = endorses(printed)
        if refused is not None:
            return refused
        # the code's text is self-contained (what it captured is printed in place, with its labels),
        # so it runs on either engine (the lean engine takes only data from tools)
        src = f'({code.label} : (\n{printed}\n)) (call "llmbda.input" ())'
    else:
        return fail(f"the reply is not a program: a {code.kind} ({code.text(200)})")

    def no_model(_session: Any) -> str:
        raise LookupError("generated code may not call recv")

    try:
        # the input's accessor is a pure function of nothing: it takes any pc (the code's label)
        r = run(src, no_model, pc=code.label, fuel=TRY_FUEL, tools=tools, bounds={"llmbda.input": LAB4.top},
                lattice=LAB4, prelude=False)
    except errors.LlmbdaError as exc:
        cause = exc.__cause__
        if isinstance(exc, errors.OracleError) and cause is not None:
            return fail(f"runtime error: {cause}")  # (the fixed refusal of `no_model`)
        if isinstance(exc, errors.EvalError):
            # the whole message, labelled at least where the error may be shown (`exc.label`: the
            # failure and its payload depend on nothing above it); the flag stays at `lab`
            return (Labelled(False, lab),
                    Labelled(f"runtime error: {exc.message_for(exc.label)}", lab | exc.label))
        return fail(f"runtime error: {exc}")
    return (Labelled(True, lab), r.value)


def _holds_function(v: Any) -> bool:
    """Whether a value holds a function; a value of more than 100,000 pair nodes (a DAG, say) counts
    as one (it is refused as an input to ``llmbda.try``)."""
    todo = [v]
    seen = 0
    while todo:
        x = todo.pop()
        seen += 1
        if seen > 100_000:
            return True
        if x.kind in ("fun", "rec"):
            return True
        if x.kind == "pair":
            todo.extend(x.raw)
    return False


#: The prelude's functions a model reply may call (``recv``, ``recv_safe``): the pure library on
#: lists, records and strings. The engines read a free occurrence of one of these names in a reply as
#: ``call "prelude.<name>" ()`` (Lean ``Llmbda.replyScope``, ``Llmbda.closeReply``), and the host
#: answers with the prelude's function (:func:`reply_tools`). None of them endorses.
REPLY_SCOPE: tuple[str, ...] = (
    "length", "nth", "append", "reverse", "map", "filter", "fold", "find", "any", "all",
    "get", "has", "set", "keys", "contains", "substring", "split", "join")


def reply_tools(run: Callable[..., Any]) -> dict[str, Callable[[Any], Any]]:
    """The host tools ``prelude.<name>`` that give a reply the prelude's functions: each returns the
    function value, computed once here (``run`` runs the definitions, without the prelude's own
    binding: the text is bound here)."""
    values = {n: run(bind(n, needed(n))[0]).value for n in REPLY_SCOPE}

    def tool(name: str) -> Callable[[Any], Any]:
        return lambda _arg: values[name]

    return {f"prelude.{n}": tool(n) for n in REPLY_SCOPE}


def host_tools(parse: Callable[..., Any], run: Callable[..., Any],
               labelled: Callable[[Any, Any], Any]) -> dict[str, Callable[[Any], Any]]:
    """The host tools of the prelude, built on the runtime's ``parse``, ``run`` and ``Labelled``
    (passed in, so that this module never imports :mod:`llmbda.runtime`, which imports it;
    :func:`llmbda.runtime.prelude_tools` gives them ready-made)."""
    return {"llmbda.hints": _hints,
            "llmbda.try": functools.partial(_try, parse=parse, run=run, Labelled=labelled)}
