"""Running programs: ``parse`` and ``run`` on the engine, Lean's compiled ``peval`` (``llmbda._core``,
docs/ENGINES.md); ``engine="core"`` is the differential tests' oracle (:mod:`llmbda._coreengine`).

The data model a run takes and gives (:class:`Value`, :class:`Message`, :class:`Conversation`,
:class:`Result`, :class:`Effect`, …) is defined in :mod:`llmbda.values` and re-exported here."""

from __future__ import annotations

import functools
import os
import sys
from types import MappingProxyType
from typing import Any, Callable, Iterable, Literal, Mapping, NoReturn, Optional, Union

from . import _core
from .errors import (
    BadReply, CallDenied, ClearDenied, DepthExceeded, EffectLimit, EffectLogMismatch, EvalError, EvalTypeError,
    IllegalEndorse, IntegerOverflow, LabelViolation, LlmbdaError, NoTool, OracleError, OutOfFuel, ParseError,
    ResourceLimit, ToolError, UnboundVariable, UpgradeDenied,
)
from . import prelude as _prelude
from .effects import DEFAULT_EFFECTS_LIMIT, EffectLog, EffectsFull
from .hints import CODE_AS_STRING, SYNTAX_HINTS
from .labels import LAB4, Label, LabelLike, Lattice
from .values import (
    TEXT_LIMIT as TEXT_LIMIT, Conversation as Conversation, Effect as Effect, Endorsement as Endorsement,
    Labelled as Labelled, Message as Message, Oracle as Oracle, ReplyMode as ReplyMode, Result as Result,
    Role as Role, Tool as Tool, TraceEvent as TraceEvent, Value as Value,
)


#: The default fuel of a run: ten million steps, enough for loops of 10^5 iterations (a map over a
#: 100,000-element list takes about 4.3 million), a few seconds of work.
DEFAULT_FUEL = 10_000_000
#: The default depth bound of ``peval`` (``defaultMaxDepth``: a million nested evaluations).
DEFAULT_MAX_DEPTH: int = int(_core.DEFAULT_MAX_DEPTH)
#: The largest ``max_depth`` accepted (the evaluation stack grows with it).
MAX_DEPTH_LIMIT = 2_000_000
#: The parser's nesting bound (``Parse.maxDepth``).
PARSE_MAX_DEPTH: int = int(_core.PARSE_MAX_DEPTH)
_U64 = 1 << 64


def _reply_mode(mode: str) -> ReplyMode:
    """The reply mode an engine names (``llmbda_ffi_reply_mode``; the C++ core spells it the same)."""
    return "data" if mode == "data" else "safe" if mode == "safe" else "code"


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



def _check_text(text: str, what: str) -> None:
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a str, not {type(text).__name__}")


def _surrogate_error(src: str) -> Optional[ParseError]:
    try:
        src.encode("utf-8")
        return None
    except UnicodeEncodeError as exc:
        before = src[: exc.start]
        line = before.count("\n") + 1
        col = exc.start - (before.rfind("\n") + 1) + 1
        return ParseError(line, col, "invalid character (a lone surrogate)")


def parse(src: str, *, lattice: Lattice = LAB4, prelude: bool = True) -> Program:
    """Parse a program in the surface syntax; raises :class:`ParseError` with a line and column.

    With ``prelude`` (the default), the prelude definitions the program mentions are bound around it
    (:mod:`llmbda.prelude`); ``str(program)`` then shows them."""
    prog = _unchecked_program(src, lattice, prelude)
    r = _core.parse_lean(lattice._lean, prog.source, False)
    if r["status"] == "resource":
        raise ResourceLimit(f"resource limit: parsing the program: {r['resource']}", label=lattice.top)
    if r["status"] != "ok":
        raise _parse_error(prog, r)
    return prog


def _unchecked_program(src: str, lattice: Lattice, prelude: bool) -> Program:
    """``src`` with the prelude definitions it mentions bound around it, not parsed yet (a run on the
    lean engine parses it, and reports a parse error as :func:`parse` does); text that is too long or
    not valid Unicode is refused here."""
    _check_text(src, "the program")
    err = _surrogate_error(src)
    if err is not None:
        raise err
    names: tuple[str, ...] = ()
    offset = 0
    text = src
    if prelude and lattice == LAB4:
        names = _prelude.needed(src)
        text, offset = _prelude.bind(src, names)
    return Program(text, lattice, names, offset)


def _parse_error(prog: Program, r: Mapping[str, Any]) -> ParseError:
    """The compiled parser's error (``r``: its line, column and message) at the program's own line."""
    line = int(r["line"]) - prog.offset
    col = int(r["col"])
    if line < 1:  # pragma: no cover - the prelude parses; an error lies in the program
        line, col = 1, 1
    return ParseError(line, col, str(r["msg"]))


def _to_lean(obj: Any, lattice: Lattice, where: str) -> Any:
    """A Python value (a :class:`Value`, ``Labelled``, a constant, a pair, a list, a dict) as the
    compiled chain's value (a :class:`Value` is taken as it is)."""
    if isinstance(obj, Value):
        if obj.lattice != lattice:
            raise TypeError(f"{where}: a value of another lattice")
        return _backing(obj)
    lat = lattice._lean
    if isinstance(obj, Labelled):
        return _to_lean(obj.value, lattice, where).relabel(lattice.label(obj.label).bits)
    if isinstance(obj, bool):
        return _core.lean_bool(lat, obj)
    if isinstance(obj, int):
        if not -(1 << 63) <= obj < (1 << 63):
            raise ValueError(f"{where}: integer {obj} does not fit in 64 bits")
        return _core.lean_int(lat, obj)
    if isinstance(obj, str):
        if _surrogate_error(obj) is not None:
            raise ValueError(f"{where}: string is not valid Unicode (lone surrogates)")
        return _core.lean_str(lat, obj)
    if isinstance(obj, Label):
        return _core.lean_label(lat, lattice.label(obj).bits)
    if isinstance(obj, tuple) and len(obj) == 0:
        return _core.lean_unit(lat)
    if isinstance(obj, tuple) and len(obj) == 2:
        return _core.lean_pair(_to_lean(obj[0], lattice, where), _to_lean(obj[1], lattice, where))
    if isinstance(obj, (list, dict)):
        # a list `[a, b]` is the pairs `(a, (b, []))`, a dict the record of its `("k", v)` entries;
        # built from the end, so a long list costs no recursion
        if isinstance(obj, dict):
            for k in obj:
                if not isinstance(k, str):
                    raise TypeError(f"{where}: a record's keys are strings, not {type(k).__name__}")
            items = [(k, v) for k, v in obj.items()]
        else:
            items = obj
        out = _core.lean_nil(lat)
        for x in reversed(items):
            out = _core.lean_pair(_to_lean(x, lattice, where), out)
        return out
    raise TypeError(f"{where}: cannot turn a {type(obj).__name__} into a value "
                    "(use str, int, bool, Label, () for unit, a pair, a list, a dict with string "
                    "keys, or Labelled)")


def _backing(v: Value) -> Any:
    """A value's compiled-chain object (a value the differential tests' oracle made is converted)."""
    if isinstance(v._v, _core.LeanValue):
        return v._v
    from . import _coreengine
    return _coreengine.to_lean(v._v, v.lattice, run)


def value(obj: Any, *, lattice: Lattice = LAB4) -> Value:
    """A Python value as an LLMbda value labelled ``{}`` (for tools and tests)."""
    try:
        return Value(_to_lean(obj, lattice, "value"), lattice)
    except RecursionError:
        raise ValueError("value: too deeply nested to convert") from None


def _tool_result(out: Any, lat: Lattice, name: str) -> tuple[Any, int]:
    """A tool's answer (a value, or ``Labelled``) as the chain's value and the bits of its provenance
    label."""
    try:
        if isinstance(out, Labelled):
            return _to_lean(out.value, lat, f"tool {name!r}"), lat.label(out.label).bits
        return _to_lean(out, lat, f"tool {name!r}"), 0
    except RecursionError:
        raise ValueError(f"tool {name!r}: result too deeply nested to convert") from None


def _session_in(session: Iterable[Union[Message, tuple[str, str, LabelLike]]],
                lattice: Lattice) -> list[tuple[str, str, int]]:
    out: list[tuple[str, str, int]] = []
    for m in session:
        role: str
        content: str
        label: LabelLike
        if isinstance(m, Message):
            role, content, label = m.role, m.content, m.label
        else:
            role, content, label = m
        if role not in ("user", "assistant"):
            raise ValueError(f"a message role is 'user' or 'assistant', not {role!r}")
        _check_text(content, "a message's content")
        if _surrogate_error(content) is not None:
            raise ValueError("a message's content is not valid Unicode (lone surrogates)")
        out.append((role, content, lattice.label(label).bits))
    return out


def _message_maker(lat: Lattice) -> Callable[[str, str, int], Message]:
    """How an engine makes the :class:`Message` objects of a conversation (labels shared)."""
    labels: dict[int, Label] = {}

    def make_message(role: str, content: str, bits: int) -> Message:
        label = labels.get(bits)
        if label is None:
            label = labels[bits] = Label(bits, lat)
        return Message("user" if role == "user" else "assistant", content, label)

    return make_message


def _bounds_in(bounds: Optional[Mapping[str, LabelLike]], lattice: Lattice) -> dict[str, int]:
    """The tools' clearances as label bits by tool name (``run``'s ``bounds``), checked."""
    if bounds is None:
        return {}
    if not isinstance(bounds, Mapping):
        raise TypeError(f"bounds must be a mapping from tool names to labels, not {type(bounds).__name__}")
    out: dict[str, int] = {}
    for name, spec in bounds.items():
        if not isinstance(name, str):
            raise TypeError(f"bounds: a tool name is a str, not {type(name).__name__}")
        if not isinstance(spec, (Label, str, Iterable)):
            raise TypeError(f"bounds[{name!r}]: a label is a Label, a literal such as '{{U}}' or atom "
                            f"names, not {type(spec).__name__}")
        try:
            out[name] = lattice.label(spec).bits
        except ValueError as exc:
            raise ValueError(f"bounds[{name!r}]: {exc}") from None
    return out


def _eval_error(e: Mapping[str, Any], lat: Lattice, steps: int, work: int, max_depth: int) -> EvalError:
    """The typed error of an engine's error record (a constructor of the Lean `Error`, and the label
    `l` of `Result.err st l e` it may be shown at)."""
    kind = e["kind"]
    label = Label(int(e["label"]), lat)
    if kind == "outOfFuel":
        return OutOfFuel("out of fuel", details=f" after {steps} steps" +
                         (f" and {work} units of host work" if work else ""), label=label)
    if kind == "depthExceeded":
        return DepthExceeded(f"evaluation nested deeper than max_depth={max_depth}", label=label)
    if kind == "unbound":
        return UnboundVariable(e["text"], label=label)
    if kind == "typeError":
        return EvalTypeError(e["text"], label=label)
    if kind == "overflow":
        return IntegerOverflow("integer overflow (results must fit in 64 bits)", label=label)
    if kind == "assertFailed":
        return LabelViolation(Label(int(e["actual"]), lat), Label(int(e["required"]), lat), label=label)
    if kind == "illegalEndorse":
        return IllegalEndorse(Label(int(e["required"]), lat), label=label)
    if kind == "clearDenied":
        return ClearDenied(Label(int(e["required"]), lat), label=label)
    if kind == "upgradeDenied":
        return UpgradeDenied(Label(int(e["required"]), lat), Label(int(e["actual"]), lat), label=label)
    if kind == "noTool":
        return NoTool(e["text"], label=label)
    if kind == "callDenied":
        return CallDenied(str(e["text"]), Label(int(e["actual"]), lat), Label(int(e["required"]), lat),
                          label=label)
    if kind == "badReply":
        return BadReply(e["text"], ParseError(int(e["line"]), int(e["col"]), str(e["msg"])), label=label)
    raise LlmbdaError(f"unknown error kind {kind!r}")  # pragma: no cover - no engine has other kinds


def _host_error(where: str, problem: str, label: Label, cause: Optional[BaseException] = None) -> EvalError:
    """A failed oracle or tool call (not an `Error` of the calculus), shown at ``label``: where the
    error its answer makes in the Lean ``peval`` would be (``badReply``, ``noTool``); or, when the
    effect log stopped it (``cause`` an :class:`EffectsFull`), :class:`EffectLimit`, labelled top."""
    if isinstance(cause, EffectsFull):
        limit = EffectLimit(f"effect limit: {cause}", label=label.lattice.top)
        limit.at = cause.kind
        return limit
    if where == "tool":
        return ToolError("a tool failed", details=f": {problem}", label=label)
    return OracleError("the oracle failed", details=f": {problem}", label=label)


def run(
    program: Union[Program, str],
    oracle: Optional[Oracle] = None,
    *,
    pc: LabelLike = "{}",
    fuel: int = DEFAULT_FUEL,
    session: Iterable[Union[Message, tuple[str, str, LabelLike]]] = (),
    tools: Optional[Mapping[str, Tool]] = None,
    bounds: Optional[Mapping[str, LabelLike]] = None,
    trace: bool = False,
    trace_limit: int = 1_000_000,
    max_depth: int = DEFAULT_MAX_DEPTH,
    lattice: Optional[Lattice] = None,
    prelude: bool = True,
    engine: Optional[Literal["core", "lean"]] = None,
    effects_limit: int = DEFAULT_EFFECTS_LIMIT,
) -> Result:
    """Run a program (source or :class:`Program`) with the Lean ``peval``'s semantics.

    ``oracle`` answers ``recv``: it gets the conversation so far (a :class:`Conversation`, a
    read-only sequence of :class:`Message`) and returns the model's reply, which is parsed and run.
    The oracle and the tools are called on the calling thread. ``fuel`` bounds the evaluation steps
    (see docs/RESOURCE_BOUNDS.md); ``max_depth`` the nesting of evaluation. A run started from
    inside a tool or an oracle of another run gets at most that run's fuel and depth, and
    ``peval`` charges what it used to that run when the tool or the oracle answers.
    ``Result.work`` is the fuel spent beyond the steps (host work and nested runs). Errors are
    typed (:class:`LlmbdaError` subclasses) and carry the state reached. A source program that
    mentions a prelude function gets it bound around it (``prelude=False`` turns that off), and the
    prelude's host tools.

    ``bounds`` gives tools a clearance, by name (a :class:`Label` or a literal such as ``"{U}"``):
    ``call name e`` runs the tool only if the deep label of ``e``'s value joined with the ``pc``
    flows to it, and otherwise stops with :class:`CallDenied` without calling the tool (E-Call). A
    tool given no bound gets the most restrictive one, the lattice's bottom (trusted and public
    argument and ``pc``): untrusted data or untrusted control reaching it is a :class:`CallDenied`
    unless its bound says otherwise (``bounds={"t": lattice.top}`` takes anything). The prelude's
    own host tools are pure functions of their argument and take anything. A tool gets its
    argument and gives its result as values (:class:`Value`, or Python data made into one), functions
    included.

    The engine is Lean's own compiled ``peval`` (the C that Lean emits for the verified definitions,
    ``lean/generated/LlmbdaExec.c``, on the project's runtime; docs/ENGINES.md); ``Result.engine``
    is ``"lean"``. ``engine="core"`` (or ``$LLMBDA_ENGINE=core``) is for the tests only: it runs
    their oracle, the hand-written C++ core, when it was built (``-DLLMBDA_TEST_ORACLE=ON``).
    ``trace=True`` keeps the first ``trace_limit`` steps (``Result.trace``), and every run keeps its
    endorse log (``Result.endorsements``): ``peval`` records both (``State.log``).

    ``Result.effects`` (``EvalError.effects`` on a failure) logs, in order, every
    tool the run invoked (with the argument as the tool got it) and every conversation it showed the
    oracle (inside a ``fork`` or before a ``clear`` too), each labelled with the level it may be
    shown at (:mod:`llmbda.effects`). A call refused by a clearance, or to a missing tool, is not
    an effect: the host is not asked. Runs started by a tool or an oracle keep their own logs. A run
    makes at most ``effects_limit`` effects: the call or prompt that would go past it does not
    happen and the run ends with :class:`EffectLimit` (labelled top), so the log is always whole.
    """
    if isinstance(program, Program):
        lat = program.lattice
        if lattice is not None and lattice != lat:
            raise ValueError("the program was parsed with another lattice")
        prog = program
    else:
        lat = lattice if lattice is not None else LAB4
        # parsed by the engine that runs it (a parse error is raised as `parse` raises it)
        prog = _unchecked_program(program, lat, prelude)
    if isinstance(fuel, bool) or not isinstance(fuel, int) or not 0 <= fuel < _U64:
        raise ValueError(f"fuel must be an int from 0 to 2**64 - 1, not {fuel!r}")
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or not 1 <= max_depth <= MAX_DEPTH_LIMIT:
        raise ValueError(f"max_depth must be an int from 1 to {MAX_DEPTH_LIMIT}, not {max_depth!r}")
    if not isinstance(trace_limit, int) or trace_limit < 0:
        raise ValueError("trace_limit must be a non-negative int")
    if isinstance(effects_limit, bool) or not isinstance(effects_limit, int) or effects_limit < 0:
        raise ValueError("effects_limit must be a non-negative int")
    log = EffectLog(effects_limit)
    pc_label = lat.label(pc)
    sess = _session_in(session, lat)
    declared = _bounds_in(bounds, lat)
    if engine is None:
        engine = default_engine()
    # safe by default: a tool the caller gave without a bound gets the lattice's bottom; the
    # prelude's host tools (pure functions of their argument) take anything
    bot, top = lat.bot.bits, lat.top.bits
    bound_bits = {name: bot for name in tools or {}}
    library: dict[str, Tool] = {}
    if prog.prelude:
        library.update(prelude_tools())
    if prelude and lat == LAB4:  # a reply may call the prelude's library (prelude.REPLY_SCOPE)
        library.update(reply_tools())
    if library:
        bound_bits.update({name: top for name in library if name not in (tools or {})})
        tools = {**library, **(tools or {})}
    bound_bits.update(declared)
    if engine == "lean":
        return _run_lean(prog, oracle, pc_label, fuel, max_depth, sess, tools, bound_bits,
                         trace_limit if trace else None, log)
    if engine != "core":
        raise ValueError(f"engine must be 'core' or 'lean', not {engine!r}")
    from . import _coreengine  # the differential tests' oracle
    return _coreengine.run_core(prog, oracle, pc_label, fuel, max_depth, sess, tools, bound_bits, trace,
                                trace_limit, log, sys.modules[__name__])


def _endorsements(r: Mapping[str, Any], lat: Lattice) -> tuple[list[Endorsement], int]:
    """A run's endorse log as an engine reports it: the endorsements it keeps, and how many there were."""
    kept = [Endorsement(int(ln), int(c), Label(int(t), lat), Label(int(b), lat), Label(int(a), lat))
            for ln, c, t, b, a in r["endorsed"]]
    return kept, int(r["endorsed_total"])


#: The environment variable that picks the default engine (``lean`` or ``core``).
ENGINE_VARIABLE = "LLMBDA_ENGINE"


def default_engine() -> Literal["core", "lean"]:
    """The engine ``run`` uses when not told: ``$LLMBDA_ENGINE`` if set, else ``"lean"``."""
    chosen = os.environ.get(ENGINE_VARIABLE, "").strip()
    if chosen not in ("", "lean", "core"):
        raise ValueError(f"${ENGINE_VARIABLE} must be 'lean' or 'core', not {chosen!r}")
    return "core" if chosen == "core" else "lean"


# ---- the prelude's host tools --------------------------------------------------------------------
# (here, beside `run`: `llmbda.try` parses and runs, and the reply library is computed by running
# the prelude's definitions)

#: The most fuel a nested run of ``llmbda.try`` gets (no more than the calling run's fuel; the
#: calling run pays for what it uses).
TRY_FUEL = 200_000
#: The names ``llmbda.try`` refuses in the code it is given (the keyword and the prelude functions
#: that endorse; the nested run has no prelude, so the latter could only be the code's own).
TRY_REFUSED = frozenset({"endorse", "robust_endorse", "bounded_endorse"})
#: The longest printed function value ``llmbda.try`` checks for :data:`TRY_REFUSED` (bytes).
TRY_CHECK_LIMIT = 64 << 10


def prelude_tools() -> dict[str, Tool]:
    """The prelude's host tools, which a run whose program uses the prelude gets (a user tool of the
    same name wins):

    - ``llmbda.hints`` — the syntax hints for a model writing programs (``llmbda.hints``), trusted;
    - ``llmbda.try`` — ``call "llmbda.try" (code, input)``: parse ``code`` (a string; a function value
      is used as is) and apply it to ``input`` in a nested run whose pc is the label of ``code``,
      without model or tools, with :data:`TRY_FUEL` fuel at most, drawn from the calling run's fuel
      (and no deeper than the calling run may go; ``docs/RESOURCE_BOUNDS.md``). Returns
      ``(true, result)`` — the result keeps the label the nested run gave it — or
      ``(false, "parse error …" / "runtime error …")``; the flag and the message are labelled with
      the labels of ``code`` and ``input``, and a runtime error's message also with the error's label
      (``EvalError.label``: its payload may be shown only there).
      **Generated code never endorses**: code that contains ``endorse``, ``robust_endorse`` or
      ``bounded_endorse`` as code (not in a string or a comment) is refused before it runs, with
      ``(false, "refused: generated code may not endorse …")`` — the same rule as ``recv``'s for a
      model's reply. A function value is checked through its printed text (its body, with what it
      captured); one whose text is longer than :data:`TRY_CHECK_LIMIT` bytes is refused, as it
      cannot be checked whole."""
    return {"llmbda.hints": _hints, "llmbda.try": _try}


@functools.lru_cache(maxsize=1)
def reply_tools() -> Mapping[str, Tool]:
    """The host tools ``prelude.<name>`` that give a model reply the prelude's functions (the names
    of :data:`llmbda.prelude.REPLY_SCOPE`), which every run with the prelude on ``LAB4`` gets: each
    returns the function value, computed once (read-only, the same for every run)."""
    values = {n: run(_prelude.bind(n, _prelude.needed(n))[0], engine="lean", prelude=False).value
              for n in _prelude.REPLY_SCOPE}

    def tool(name: str) -> Tool:
        return lambda _arg: values[name]

    return MappingProxyType({f"prelude.{n}": tool(n) for n in _prelude.REPLY_SCOPE})


def _hints(_arg: Value) -> str:
    return SYNTAX_HINTS + "\n" + CODE_AS_STRING


def _try(arg: Value) -> Any:
    """``llmbda.try`` (:func:`prelude_tools`)."""
    raw = arg.raw
    if not isinstance(raw, tuple):
        raise TypeError("llmbda.try expects a pair (code, input)")
    code, inp = raw
    lab = code.label | inp.label

    def fail(msg: str) -> Any:
        return (Labelled(False, lab), Labelled(msg, lab))

    def endorses(text: str) -> Any:
        found = sorted(_prelude.identifiers(text) & TRY_REFUSED)
        return fail(f"refused: generated code may not endorse (it uses {', '.join(found)})") if found else None

    tools: dict[str, Tool] = {"llmbda.input": lambda _v: Labelled(inp, inp.label)}
    if _holds_function(inp):
        return fail("the input holds a function: llmbda.try takes data as input")
    if code.kind == "str":
        text = code.raw
        try:
            parse(text, prelude=False)
        except ParseError as exc:
            return fail(f"parse error at line {exc.line}, column {exc.col}: {exc.msg}")
        refused = endorses(text)  # the text parsed, so its tokens are the lexer's
        if refused is not None:
            return refused
        src = f'(\n{text}\n) (call "llmbda.input" ())'
    elif code.kind in ("fun", "rec"):
        try:
            printed = code.text(TRY_CHECK_LIMIT)  # ends with " …" when cut (code never does)
        except ResourceLimit:
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

    def no_model(_session: Conversation) -> str:
        raise LookupError("generated code may not call recv")

    try:
        # the input's accessor is a pure function of nothing: it takes any pc (the code's label)
        r = run(src, no_model, pc=code.label, fuel=TRY_FUEL, tools=tools, bounds={"llmbda.input": LAB4.top},
                lattice=LAB4, prelude=False)
    except LlmbdaError as exc:
        cause = exc.__cause__
        if isinstance(exc, OracleError) and cause is not None:
            return fail(f"runtime error: {cause}")  # (the fixed refusal of `no_model`)
        if isinstance(exc, EvalError):
            # the whole message, labelled at least where the error may be shown (`exc.label`: the
            # failure and its payload depend on nothing above it); the flag stays at `lab`
            return (Labelled(False, lab),
                    Labelled(f"runtime error: {exc.message_for(exc.label)}", lab | exc.label))
        return fail(f"runtime error: {exc}")
    return (Labelled(True, lab), r.value)


def _holds_function(v: Value) -> bool:
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


class _Link:
    """A message of the engine's persistent conversation: the message, the link of the one before it
    (``None`` for the first), the conversation's length and its label's bits up to this message (as
    the engine counted them, ``conversation_py`` in python/src/lean_engine.cpp)."""

    __slots__ = ("msg", "prev", "n", "bits")
    msg: Message
    prev: Optional["_Link"]
    n: int
    bits: int

    def __init__(self, msg: Message, prev: Optional["_Link"], n: int, bits: int) -> None:
        self.msg = msg
        self.prev = prev
        self.n = n
        self.bits = bits


class _Chain:
    """A conversation given as the link of its newest message, in the shape :class:`Conversation`
    wraps: O(1) to make, its list made on first use."""

    __slots__ = ("_last", "_items")

    def __init__(self, last: Optional[_Link]) -> None:
        self._last = last
        self._items: Optional[list[Message]] = None

    def __len__(self) -> int:
        return 0 if self._last is None else self._last.n

    def __getitem__(self, i: int) -> Message:
        n = len(self)
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("conversation index out of range")
        if self._items is None and n - i <= 16:  # (the last messages: walked back to)
            link = self._last
            for _ in range(n - 1 - i):
                link = link.prev  # type: ignore[union-attr]
            return link.msg  # type: ignore[union-attr]
        return self.list()[i]

    def list(self) -> list[Message]:
        if self._items is None:
            out: list[Message] = []
            link = self._last
            while link is not None:
                out.append(link.msg)
                link = link.prev
            out.reverse()
            self._items = out
        return self._items

    @property
    def bits(self) -> int:
        """The bits of the conversation's label."""
        return 0 if self._last is None else self._last.bits


def _check_effects(log: EffectLog, trace: list[tuple[str, str, int, int]],
                   exc: Optional[EvalError] = None) -> None:
    """Raise :class:`EffectLogMismatch` (caused by ``exc``, the run's own error, if any) when the host's
    effect log is not the trace the Lean ``peval`` recorded (:meth:`EffectLog.differs_from`)."""
    if not trace and not log.effects:
        return  # (nothing to compare: the common case of a run without effects)
    problem = log.differs_from(trace, failed_call=isinstance(exc, (NoTool, ToolError)),
                               failed_prompt=isinstance(exc, OracleError) or (
                                   isinstance(exc, EffectLimit) and exc.at == "prompt"))
    if problem is not None:
        raise EffectLogMismatch(f"the effect log is not the trace peval recorded: {problem}") from exc


def _run_lean(prog: Program, oracle: Optional[Oracle], pc: Label, fuel: int, max_depth: int,
              sess: list[tuple[str, str, int]], tools: Optional[Mapping[str, Tool]], bounds: dict[str, int],
              trace_limit: Optional[int], log: EffectLog) -> Result:
    """``run(..., engine="lean")``: Lean's compiled ``peval`` (python/src/lean_engine.cpp); a trace of
    at most ``trace_limit`` steps when that is not ``None``."""
    lat = prog.lattice
    make_message = _message_maker(lat)

    def lean_oracle(calls: int, mode: str, last: Optional[_Link]) -> str:
        if oracle is None:
            raise LookupError("the program called recv but no oracle was given")
        chain = _Chain(last)
        shown = Conversation(chain, _reply_mode(mode))
        log.prompt(shown, lat, chain.bits)
        return oracle(shown)

    lean_tools = None
    if tools is not None:
        table = dict(tools)

        def lean_tools(name: str, arg: Any) -> Optional[tuple[Any, int]]:
            fn = table.get(name)
            if fn is None:
                return None
            given = Value(arg, lat)
            log.call(name, given)
            out = fn(given)
            if out is None:
                return None
            return _tool_result(out, lat, name)

    r = _core.run_lean(lat._lean, prog.source, lean_oracle, pc.bits, fuel, max_depth, list(sess),
                       lean_tools, bounds, make_message, _Link, 0 if trace_limit is None else trace_limit)
    status = r["status"]
    if status == "parse":
        raise _parse_error(prog, r)
    msgs = list(r.get("session", []))
    if status == "resource":
        exc_r = ResourceLimit(f"resource limit: {r['resource']}", label=lat.top)
        if "calls" in r:
            exc_r.session, exc_r.calls = msgs, int(r["calls"])
        exc_r.effects = log.effects
        raise exc_r
    # host work: the fuel `peval` charged (bytes handled, the runs a tool or oracle call started)
    work = int(r.get("work", 0))
    fuel_left = int(r["fuel"])
    events = None
    if trace_limit is not None:
        events = [TraceEvent(int(s), str(rule), Label(int(p), lat)) for s, rule, p in r["trace"]]
    truncated = trace_limit is not None and int(r["steps"]) > trace_limit
    endorsed, endorsed_total = _endorsements(r, lat)
    if status == "ok":
        _check_effects(log, r["lean_effects"])
        return Result(Value(r["value"], lat), msgs, int(r["steps"]), int(r["calls"]), fuel_left, events, truncated, work,
                      endorsed, endorsed_total, "lean", log.effects)
    exc: EvalError
    cause: Optional[BaseException] = None
    if status == "host":
        cause = r["host_exc"] if isinstance(r["host_exc"], BaseException) else None
        if cause is not None and not isinstance(cause, Exception):
            raise cause  # KeyboardInterrupt, SystemExit: not ours to wrap
        exc = _host_error(r["host_where"], r["host_problem"], Label(int(r["host_label"]), lat), cause)
    else:
        exc = _eval_error(r["error"], lat, int(r["steps"]), work, max_depth)
    _check_effects(log, r["lean_effects"], exc)
    _raise_failed(exc, cause, msgs, int(r["calls"]), int(r["steps"]), fuel_left, work, events,
                  (endorsed, endorsed_total), log)


def _raise_failed(exc: EvalError, cause: Optional[BaseException], session: list[Message], calls: int, steps: int,
                  fuel_left: int, work: int, trace: Optional[list[TraceEvent]],
                  endorsements: tuple[list[Endorsement], int], log: EffectLog) -> NoReturn:
    """Raise a failed run's error with the state it reached (from ``cause``, the host's exception)."""
    exc.session, exc.calls, exc.steps, exc.fuel_left, exc.work = session, calls, steps, fuel_left, work
    exc.trace = trace
    exc.endorsements, exc.endorsements_total = endorsements
    exc.effects = log.effects
    if cause is not None:
        raise exc from cause
    raise exc
