"""The differential tests' oracle: ``run(..., engine="core")`` on the hand-written C++ core.

The C++ core (``python/src/core``, the module ``llmbda._cppcore``) is not part of the product: it is
built only with ``-DLLMBDA_TEST_ORACLE=ON`` (``scripts/test`` builds it) and held to the engine by
the differential tests. This module runs a program on it and carries values between it and the
engine: data structurally, a function as its printed text, read by the other side's parser. It
imports neither :mod:`llmbda.runtime` nor :mod:`llmbda.program`, which import it when asked for the
oracle; ``run``, which reads a function's text, is passed in."""

from __future__ import annotations

import functools
import threading
from typing import Any, Callable

from . import _core
from ._engine import Job, ParsedProgram, ask_oracle, endorsements, failure, message_maker, raise_failed, tool_caller
from .errors import ParseError, ResourceLimit
from .labels import Label, Lattice
from .values import Message, Result, TraceEvent, Value

_U64 = 1 << 64
ORACLE_MODULE = "llmbda._cppcore"


def module() -> Any:
    """``llmbda._cppcore``, or an ImportError saying how to build it."""
    try:
        from . import _cppcore
    except ImportError as exc:
        raise ImportError(
            "engine='core' is the differential tests' oracle, the C++ core, which this build of llmbda "
            "does not include (build it with -DLLMBDA_TEST_ORACLE=ON, as scripts/test does)",
            name=ORACLE_MODULE) from exc
    return _cppcore


@functools.lru_cache(maxsize=64)
def lattice(lat: Lattice) -> Any:
    """The core's lattice of ``lat``."""
    return module().Lattice(list(lat.atoms), lat._integ, lat._conf)


def term(prog: ParsedProgram) -> Any:
    """The program as the core's parser reads it (made once per program)."""
    if prog._core_term is None:
        ok, payload = module().parse(lattice(prog.lattice), prog.source)
        if not ok:
            line, col, msg = payload
            raise ParseError(max(1, int(line) - prog.offset), int(col), f"(the C++ core's parser) {msg}")
        prog._core_term = payload
    return prog._core_term


def is_core(backing: Any) -> bool:
    return not isinstance(backing, _core.LeanValue)


def to_core(backing: Any, lat: Lattice, run: Callable[..., Any]) -> Any:
    """A value's backing (a Lean value or a core value) as a core value."""
    if is_core(backing):
        return backing
    cc = module()
    clat = lattice(lat)
    done: dict[int, Any] = {}
    todo: list[tuple[Any, bool]] = [(backing, False)]
    while todo:
        v, expanded = todo[-1]
        node = v.node
        if node in done:
            todo.pop()
            continue
        k = v.kind
        if k == "pair":
            a, b = v.fst, v.snd
            if not expanded:
                todo[-1] = (v, True)
                todo.append((a, False))
                todo.append((b, False))
                continue
            out = cc.make_pair(done[a.node].relabel(a.label), done[b.node].relabel(b.label))
        elif k == "unit":
            out = cc.make_unit(clat)
        elif k == "bool":
            out = cc.make_bool(clat, v.as_bool)
        elif k == "int":
            out = cc.make_int(clat, v.as_int)
        elif k == "str":
            out = cc.make_str(clat, v.as_str)
        elif k == "label":
            out = cc.make_label(clat, v.lit)
        elif k == "nil":
            out = cc.make_nil(clat)
        else:  # a function: its text, read by the core's parser (its inner labels are in the text)
            text, cut = v.text(_U64 - 1)
            out = _core_read(str(text), lat, run)
        done[node] = out
        todo.pop()
    return done[backing.node].relabel(backing.label)


def _outside_runs(fn: Callable[[], Any]) -> Any:
    """``fn()`` on a thread of its own: a run it starts is not a nested run of the run whose tool is
    converting a value (which would be charged for it)."""
    out: list[Any] = []
    err: list[BaseException] = []

    def body() -> None:
        try:
            out.append(fn())
        except BaseException as exc:  # re-raised on the caller's thread
            err.append(exc)

    t = threading.Thread(target=body, name="llmbda-convert")
    t.start()
    t.join()
    if err:
        raise err[0]
    return out[0]


def _core_read(text: str, lat: Lattice, run: Callable[..., Any]) -> Any:
    try:
        return _outside_runs(lambda: run(text, lattice=lat, prelude=False, engine="core", fuel=_U64 - 1).value._v)
    except ParseError as exc:
        raise ResourceLimit(f"resource limit: the value cannot be read by the C++ core ({exc.msg})",
                            label=lat.top) from None


def to_lean(backing: Any, lat: Lattice, run: Callable[..., Any]) -> Any:
    """A value's backing (a Lean value or a core value) as a Lean value."""
    if not is_core(backing):
        return backing
    llat = lat._lean

    def leaf(v: Any) -> Any:
        k = str(v.kind)
        if k == "unit":
            return _core.lean_unit(llat)
        if k == "bool":
            return _core.lean_bool(llat, bool(v.as_bool))
        if k == "int":
            return _core.lean_int(llat, int(v.as_int))
        if k == "str":
            return _core.lean_str(llat, str(v.as_str))
        if k == "label":
            return _core.lean_label(llat, int(v.lit))
        if k == "nil":
            return _core.lean_nil(llat)
        # a function: its text, read and evaluated by the engine
        text, _cut = v.text(_U64 - 1)
        return _outside_runs(
            lambda: run(str(text), lattice=lat, prelude=False, engine="lean", fuel=_U64 - 1).value._v)

    out: list[Any] = []
    todo: list[tuple[Any, bool]] = [(backing, False)]
    while todo:
        v, expanded = todo.pop()
        if str(v.kind) != "pair":
            out.append(leaf(v).relabel(int(v.label)))
        elif not expanded:
            todo.append((v, True))
            todo.append((v.snd, False))
            todo.append((v.fst, False))
        else:
            b, a = out.pop(), out.pop()
            out.append(_core.lean_pair(a, b).relabel(int(v.label)))
    return out[0]


def run_core(job: Job, run: Callable[..., Result]) -> Result:
    """``run(..., engine="core")``: the job on the C++ core (``run``: :func:`llmbda.runtime.run`, for
    the functions a tool gives, read by the core's parser)."""
    cc = module()
    prog, log = job.program, job.log
    lat = prog.lattice

    def core_oracle(calls: int, mode: str, msgs: Any) -> str:
        return ask_oracle(job, msgs, msgs.bits(), mode)

    make_message = message_maker(lat)
    call = tool_caller(job)
    core_tools = None
    if call is not None:
        def core_tools(name: str, arg: Any) -> Any:
            got = call(name, arg)
            if got is None:
                return None
            made, bits = got
            return to_core(made, lat, run), bits

    r = cc.run(term(prog), core_oracle, job.pc.bits, job.fuel, job.session, core_tools, job.bounds, bool(job.trace),
               job.trace_limit, job.max_depth, make_message)
    msgs: list[Message] = list(r["session"])
    events = None
    if r["trace"] is not None:
        events = [TraceEvent(int(s), str(rule), Label(int(p), lat)) for s, _depth, rule, p in r["trace"]]
    endorsed, endorsed_total = endorsements(r, lat)
    status = r["status"]
    if status == "resource":
        exc_r = ResourceLimit(f"resource limit: {r['resource']}", label=lat.top)
        exc_r.session, exc_r.calls, exc_r.steps = msgs, int(r["calls"]), int(r["steps"])
        exc_r.fuel_left, exc_r.trace, exc_r.work = int(r["fuel"]), events, int(r["work"])
        exc_r.endorsements, exc_r.endorsements_total = endorsed, endorsed_total
        exc_r.effects = log.effects
        raise exc_r
    if status == "ok":
        return Result(Value(r["value"], lat), msgs, int(r["steps"]), int(r["calls"]), int(r["fuel"]), events,
                      bool(r["trace_truncated"]), int(r["work"]), endorsed, endorsed_total, "core", log.effects)
    exc, cause = failure(r, lat, int(r["work"]), job.max_depth)
    raise_failed(exc, cause, msgs, int(r["calls"]), int(r["steps"]), int(r["fuel"]), int(r["work"]), events,
                 (endorsed, endorsed_total), log)


def lean_syntax(prog: ParsedProgram) -> str:
    """The program as a Lean ``Term Lab4`` (constructor syntax), printed by the core."""
    try:
        return str(term(prog).lean())
    except OverflowError as exc:
        raise ResourceLimit(f"resource limit: {exc}") from None
