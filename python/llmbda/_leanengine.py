"""The engine's driver: ``run(..., engine="lean")`` on Lean's compiled ``peval`` (``llmbda._core``,
python/src/lean_engine.cpp; docs/ENGINES.md).

It hands the engine the job's oracle and tools as callbacks that log each prompt and call
(:mod:`llmbda.effects`), and reads the engine's report back: a :class:`Result`, or the typed error
with the state the run reached, after checking the host's effect log against the trace ``peval``
recorded."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Optional

from . import _core
from ._engine import Job, ask_oracle, endorsements, failure, message_maker, raise_failed, tool_caller
from .effects import EffectLog
from .errors import EffectLimit, EffectLogMismatch, NoTool, OracleError, ToolError
from .labels import Label
from .program import parse_error
from .values import EvalError, Message, ResourceLimit, Result, TraceEvent, Value


def run_lean(job: Job) -> Result:
    """``run(..., engine="lean")``: the job on the compiled ``peval``, with a trace of at most
    ``job.trace_limit`` steps when ``job.trace``."""
    lat = job.program.lattice
    trace_limit = job.trace_limit if job.trace else None
    r = _core.run_lean(lat._lean, job.program.source, _oracle(job), job.pc.bits, job.fuel, job.max_depth,
                       list(job.session), tool_caller(job), job.bounds, message_maker(lat), _Link,
                       0 if trace_limit is None else trace_limit)
    return _read_back(job, r, trace_limit)


def _oracle(job: Job) -> Callable[[int, str, Optional[_Link]], str]:
    """The job's oracle as the engine calls it: on the number of replies drawn, the reply mode and the
    link of the conversation's newest message."""

    def lean_oracle(calls: int, mode: str, last: Optional[_Link]) -> str:
        chain = _Chain(last)
        return ask_oracle(job, chain, chain.bits, mode)

    return lean_oracle


def _read_back(job: Job, r: Mapping[str, Any], trace_limit: Optional[int]) -> Result:
    """The engine's report ``r`` as the run's :class:`Result`; a failed run raises its typed error,
    with the state it reached."""
    lat, log = job.program.lattice, job.log
    status = r["status"]
    if status == "parse":
        raise parse_error(r, job.program.offset)
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
    endorsed, endorsed_total = endorsements(r, lat)
    if status == "ok":
        _check_effects(log, r["lean_effects"])
        return Result(Value(r["value"], lat), msgs, int(r["steps"]), int(r["calls"]), fuel_left, events, truncated, work,
                      endorsed, endorsed_total, "lean", log.effects)
    exc, cause = failure(r, lat, work, job.max_depth)
    _check_effects(log, r["lean_effects"], exc)
    raise_failed(exc, cause, msgs, int(r["calls"]), int(r["steps"]), fuel_left, work, events,
                 (endorsed, endorsed_total), log)


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
