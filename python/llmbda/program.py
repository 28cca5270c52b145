"""Parsing: a program's text as Lean's compiled parser reads it (:class:`Program`, :func:`parse`),
with the prelude definitions it mentions bound around it (:mod:`llmbda.prelude`).

:func:`llmbda.runtime.run` takes a :class:`Program` or its source (:func:`unchecked_program`: bound
to the prelude but left for the engine to parse, which reports a parse error as :func:`parse`
does, :func:`parse_error`)."""

from __future__ import annotations

from typing import Any, Mapping, Optional

from . import _core
from . import prelude as _prelude
from .errors import ParseError
from .labels import LAB4, Lattice
from .values import ResourceLimit


class Program:
    """A parsed program: its text (the prelude definitions it mentions bound around it), which Lean's
    compiled parser read. ``str(program)`` prints it in the surface syntax (Lean's ``print``)."""

    __slots__ = ("_core_term", "lattice", "prelude", "source", "offset")

    def __init__(self, source: str, lattice: Lattice, prelude: tuple[str, ...] = (), offset: int = 0) -> None:
        #: the text that was parsed (the prelude definitions bound around the source): what the
        #: compiled parser reads, so that an ``endorse``'s position is the one in this text
        self.source = source
        self.lattice = lattice
        #: the prelude definitions bound around the program (see :mod:`llmbda.prelude`)
        self.prelude = prelude
        #: the lines of prelude definitions before the program's own source
        self.offset = offset
        self._core_term: Any = None

    def __str__(self) -> str:
        r = _core.parse_lean(self.lattice._lean, self.source, True)
        if r["status"] != "ok":
            raise ResourceLimit(f"resource limit: printing the program: {r['resource'] or r['msg']}")
        return str(r["text"])

    def __repr__(self) -> str:
        text = str(self)
        return f"Program({text[:80] + '…' if len(text) > 80 else text!r})"

    def lean(self) -> str:
        """The program as a Lean `Term Lab4` (constructor syntax), for the differential tests (printed
        by their oracle, the C++ core)."""
        from . import _coreengine
        return _coreengine.lean_syntax(self)


def parse(src: str, *, lattice: Lattice = LAB4, prelude: bool = True) -> Program:
    """Parse a program in the surface syntax; raises :class:`ParseError` with a line and column.

    With ``prelude`` (the default), the prelude definitions the program mentions are bound around it
    (:mod:`llmbda.prelude`); ``str(program)`` then shows them."""
    prog = unchecked_program(src, lattice, prelude)
    r = _core.parse_lean(lattice._lean, prog.source, False)
    if r["status"] == "resource":
        raise ResourceLimit(f"resource limit: parsing the program: {r['resource']}", label=lattice.top)
    if r["status"] != "ok":
        raise parse_error(r, prog.offset)
    return prog


def unchecked_program(src: str, lattice: Lattice, prelude: bool) -> Program:
    """``src`` with the prelude definitions it mentions bound around it, not parsed yet (a run on the
    lean engine parses it, and reports a parse error as :func:`parse` does); text that is too long or
    not valid Unicode is refused here."""
    check_text(src, "the program")
    err = surrogate_error(src)
    if err is not None:
        raise err
    names: tuple[str, ...] = ()
    offset = 0
    text = src
    if prelude and lattice == LAB4:
        names = _prelude.needed(src)
        text, offset = _prelude.bind(src, names)
    return Program(text, lattice, names, offset)


def parse_error(r: Mapping[str, Any], offset: int) -> ParseError:
    """The compiled parser's error (``r``: its line, column and message) at the program's own line
    (``offset``: the lines of prelude before it, :attr:`Program.offset`)."""
    line = int(r["line"]) - offset
    col = int(r["col"])
    if line < 1:  # pragma: no cover - the prelude parses; an error lies in the program
        line, col = 1, 1
    return ParseError(line, col, str(r["msg"]))


def check_text(text: str, what: str) -> None:
    """Raise :class:`TypeError` when ``text`` (``what``, for the message) is not a ``str``."""
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a str, not {type(text).__name__}")


def surrogate_error(src: str) -> Optional[ParseError]:
    """The :class:`ParseError` at the first lone surrogate of ``src`` (text that is not valid
    Unicode), or ``None``."""
    try:
        src.encode("utf-8")
        return None
    except UnicodeEncodeError as exc:
        before = src[: exc.start]
        line = before.count("\n") + 1
        col = exc.start - (before.rfind("\n") + 1) + 1
        return ParseError(line, col, "invalid character (a lone surrogate)")
