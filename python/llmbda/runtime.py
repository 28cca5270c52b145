"""Running programs: ``run`` on the engine, Lean's compiled ``peval`` (``llmbda._core``,
docs/ENGINES.md); ``engine="core"`` is the differential tests' oracle (:mod:`llmbda._coreengine`).

``run`` checks its arguments and prepares the run (:class:`llmbda._engine.Job`: the program, the
oracle, the tools with their clearances, the prelude's host tools among them), chooses the engine
and hands the job to its driver (:mod:`llmbda._leanengine`, :mod:`llmbda._coreengine`), which drives
it and reads the engine's report back. Parsing is :mod:`llmbda.program`; the data model a run takes
and gives (:class:`Value`, :class:`Message`, :class:`Conversation`, :class:`Result`,
:class:`Effect`, …) is :mod:`llmbda.values`. Both are re-exported here."""

from __future__ import annotations

import functools
import os
from types import MappingProxyType
from typing import Any, Iterable, Literal, Mapping, Optional, Union

from . import _core, _leanengine
from . import prelude as _prelude
from ._engine import Job
from .effects import DEFAULT_EFFECTS_LIMIT, EffectLog
from .errors import EvalError, LlmbdaError, OracleError, ParseError, ResourceLimit
from .hints import CODE_AS_STRING, SYNTAX_HINTS
from .labels import LAB4, Label, LabelLike, Lattice
from .program import Program as Program, check_text, parse as parse, surrogate_error, unchecked_program
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
    prog = _program_to_run(program, lattice, prelude)
    _check_limits(fuel, max_depth, trace_limit, effects_limit)
    lat = prog.lattice
    log = EffectLog(effects_limit)
    pc_label = lat.label(pc)
    sess = _session_in(session, lat)
    declared = _bounds_in(bounds, lat)
    chosen = default_engine() if engine is None else engine
    table, bound_bits = _tools_for(prog, tools, declared, prelude)
    job = Job(prog, oracle, pc_label, fuel, max_depth, sess, table, bound_bits, trace, trace_limit, log, _tool_result)
    return _drive(chosen, job)


def _program_to_run(program: Union[Program, str], lattice: Optional[Lattice], prelude: bool) -> Program:
    """The program ``run`` was given: a :class:`Program` as it is (``lattice``, if given, must be its
    own), or source with the prelude definitions it mentions bound around it, left for the engine to
    parse (which raises a parse error as :func:`parse` does)."""
    if isinstance(program, Program):
        if lattice is not None and lattice != program.lattice:
            raise ValueError("the program was parsed with another lattice")
        return program
    return unchecked_program(program, lattice if lattice is not None else LAB4, prelude)


def _check_limits(fuel: int, max_depth: int, trace_limit: int, effects_limit: int) -> None:
    """Raise :class:`ValueError` for a bound of ``run`` out of its range."""
    if isinstance(fuel, bool) or not isinstance(fuel, int) or not 0 <= fuel < _U64:
        raise ValueError(f"fuel must be an int from 0 to 2**64 - 1, not {fuel!r}")
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or not 1 <= max_depth <= MAX_DEPTH_LIMIT:
        raise ValueError(f"max_depth must be an int from 1 to {MAX_DEPTH_LIMIT}, not {max_depth!r}")
    if not isinstance(trace_limit, int) or trace_limit < 0:
        raise ValueError("trace_limit must be a non-negative int")
    if isinstance(effects_limit, bool) or not isinstance(effects_limit, int) or effects_limit < 0:
        raise ValueError("effects_limit must be a non-negative int")


def _tools_for(prog: Program, tools: Optional[Mapping[str, Tool]], declared: dict[str, int],
               prelude: bool) -> tuple[Optional[Mapping[str, Tool]], dict[str, int]]:
    """The tools a run gets and their clearances (label bits by name): the caller's ``tools``, each at
    its ``declared`` bound, else at the lattice's bottom (safe by default), and the prelude's host
    tools, pure functions of their argument, which take anything (a caller's tool of the same name
    wins)."""
    lat = prog.lattice
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
    return tools, bound_bits


def _drive(engine: str, job: Job) -> Result:
    """Hand ``job`` to the driver of ``engine``, which runs it and reads the engine's report back: the
    run's :class:`Result`, or its typed error raised."""
    if engine == "lean":
        return _leanengine.run_lean(job)
    if engine != "core":
        raise ValueError(f"engine must be 'core' or 'lean', not {engine!r}")
    from . import _coreengine  # the differential tests' oracle
    return _coreengine.run_core(job, run)


#: The environment variable that picks the default engine (``lean`` or ``core``).
ENGINE_VARIABLE = "LLMBDA_ENGINE"


def default_engine() -> Literal["core", "lean"]:
    """The engine ``run`` uses when not told: ``$LLMBDA_ENGINE`` if set, else ``"lean"``."""
    chosen = os.environ.get(ENGINE_VARIABLE, "").strip()
    if chosen not in ("", "lean", "core"):
        raise ValueError(f"${ENGINE_VARIABLE} must be 'lean' or 'core', not {chosen!r}")
    return "core" if chosen == "core" else "lean"


def _session_in(session: Iterable[Union[Message, tuple[str, str, LabelLike]]],
                lattice: Lattice) -> list[tuple[str, str, int]]:
    """The starting conversation (``run``'s ``session``) as (role, content, label bits), checked."""
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
        check_text(content, "a message's content")
        if surrogate_error(content) is not None:
            raise ValueError("a message's content is not valid Unicode (lone surrogates)")
        out.append((role, content, lattice.label(label).bits))
    return out


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
        if surrogate_error(obj) is not None:
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
