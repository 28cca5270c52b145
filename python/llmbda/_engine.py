"""What the two engine drivers share: the run they are given (:class:`Job`, which
:func:`llmbda.runtime.run` prepares), the host callbacks they hand the engine (:func:`ask_oracle`,
:func:`tool_caller`: each prompt and tool call logged in the job's effect log) and how an engine's
report is read back into Python (the conversation's messages, the endorse log, the typed error of a
failed run).

The drivers are :mod:`llmbda._leanengine` (the engine: Lean's compiled ``peval``) and
:mod:`llmbda._coreengine` (the differential tests' oracle, the C++ core). This module imports
neither :mod:`llmbda.runtime` nor :mod:`llmbda.program` (whose ``Program.lean`` asks the tests'
oracle): a job names its program by what the drivers read of it (:class:`ParsedProgram`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping, NoReturn, Optional, Protocol

from .effects import EffectLog, EffectsFull
from .errors import (
    BadReply, CallDenied, ClearDenied, DepthExceeded, EffectLimit, EvalTypeError, IllegalEndorse, IntegerOverflow,
    LabelViolation, NoTool, OracleError, OutOfFuel, ParseError, ToolError, UnboundVariable, UpgradeDenied,
)
from .labels import Label, Lattice
from .values import (
    Conversation, Endorsement, EvalError, LlmbdaError, Message, Oracle, ReplyMode, Tool, TraceEvent, Value,
)


class ParsedProgram(Protocol):
    """What the drivers read of a :class:`llmbda.program.Program`: the text to run, its lattice, the
    lines of prelude before the program's own source (for a parse error's line) and the tests'
    oracle's parse of it, made once (:func:`llmbda._coreengine.term`)."""

    source: str
    lattice: Lattice
    offset: int
    _core_term: Any


@dataclass(slots=True)
class Job:
    """A run as :func:`llmbda.runtime.run` hands it to an engine driver, its arguments checked: the
    program, the oracle, the ``pc``, the fuel and depth bounds, the starting conversation (role,
    content, label bits), the tools and their clearances (label bits by name), the trace asked for
    (``trace``, at most ``trace_limit`` steps) and the effect log to fill."""

    program: ParsedProgram
    oracle: Optional[Oracle]
    pc: Label
    fuel: int
    max_depth: int
    session: list[tuple[str, str, int]]
    tools: Optional[Mapping[str, Tool]]
    bounds: dict[str, int]
    trace: bool
    trace_limit: int
    log: EffectLog
    #: a tool's answer as the chain's value and the bits of its provenance label (given by the
    #: runtime: reading a value the tests' oracle made may run the engine)
    tool_result: Callable[[Any, Lattice, str], tuple[Any, int]]


def reply_mode(mode: str) -> ReplyMode:
    """The reply mode an engine names (``llmbda_ffi_reply_mode``; the C++ core spells it the same)."""
    return "data" if mode == "data" else "safe" if mode == "safe" else "code"


def ask_oracle(job: Job, view: Any, bits: int, mode: str) -> str:
    """The reply of the job's oracle to the conversation an engine shows it (``view``: the engine's
    view of it, which :class:`Conversation` wraps; ``bits``: its label's bits; ``mode``: what the
    program reads the reply as), the prompt logged first."""
    if job.oracle is None:
        raise LookupError("the program called recv but no oracle was given")
    shown = Conversation(view, reply_mode(mode))
    job.log.prompt(shown, job.program.lattice, bits)
    return job.oracle(shown)


def tool_caller(job: Job) -> Optional[Callable[[str, Any], Optional[tuple[Any, int]]]]:
    """The job's tools as an engine calls them: on a tool's name and the chain's value of its
    argument, the result as the chain's value and the bits of its provenance label, or ``None`` (no
    such tool, or it refused the argument); each call logged before the tool runs. ``None`` when the
    run has no tools."""
    if job.tools is None:
        return None
    table = dict(job.tools)
    log, lat, tool_result = job.log, job.program.lattice, job.tool_result

    def call(name: str, arg: Any) -> Optional[tuple[Any, int]]:
        fn = table.get(name)
        if fn is None:
            return None
        given = Value(arg, lat)
        log.call(name, given)
        out = fn(given)
        if out is None:
            return None
        return tool_result(out, lat, name)

    return call


def message_maker(lat: Lattice) -> Callable[[str, str, int], Message]:
    """How an engine makes the :class:`Message` objects of a conversation (labels shared)."""
    labels: dict[int, Label] = {}

    def make_message(role: str, content: str, bits: int) -> Message:
        label = labels.get(bits)
        if label is None:
            label = labels[bits] = Label(bits, lat)
        return Message("user" if role == "user" else "assistant", content, label)

    return make_message


def endorsements(r: Mapping[str, Any], lat: Lattice) -> tuple[list[Endorsement], int]:
    """A run's endorse log as an engine reports it: the endorsements it keeps, and how many there were."""
    kept = [Endorsement(int(ln), int(c), Label(int(t), lat), Label(int(b), lat), Label(int(a), lat))
            for ln, c, t, b, a in r["endorsed"]]
    return kept, int(r["endorsed_total"])


def failure(r: Mapping[str, Any], lat: Lattice, work: int,
            max_depth: int) -> tuple[EvalError, Optional[BaseException]]:
    """The typed error of a run that stopped without a value (``r``: the engine's report, its status
    ``"host"`` or ``"error"``), and the host's exception that caused it, if any (re-raised here when
    it is not an :class:`Exception`: ``KeyboardInterrupt``, ``SystemExit`` are not ours to wrap)."""
    if r["status"] != "host":
        return eval_error(r["error"], lat, int(r["steps"]), work, max_depth), None
    cause = r["host_exc"] if isinstance(r["host_exc"], BaseException) else None
    if cause is not None and not isinstance(cause, Exception):
        raise cause
    problem = r["host_problem"] or (f"{type(cause).__name__}: {cause}" if cause else "failed")
    return host_error(r["host_where"], problem, Label(int(r["host_label"]), lat), cause), cause


def eval_error(e: Mapping[str, Any], lat: Lattice, steps: int, work: int, max_depth: int) -> EvalError:
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


def host_error(where: str, problem: str, label: Label, cause: Optional[BaseException] = None) -> EvalError:
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


def raise_failed(exc: EvalError, cause: Optional[BaseException], session: list[Message], calls: int, steps: int,
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
