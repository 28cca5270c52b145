"""The typed errors of LLMbda. Every failure of ``parse`` and ``run`` is one of these.

The base classes :class:`LlmbdaError` and :class:`EvalError`, and :class:`ResourceLimit`, are defined
with the data model they carry (:mod:`llmbda.values`) and re-exported here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from .values import EvalError as EvalError, LlmbdaError as LlmbdaError, ResourceLimit as ResourceLimit

if TYPE_CHECKING:
    from .labels import Label


class ParseError(LlmbdaError):
    """A program (or a model reply) that does not parse; ``line`` and ``col`` are 1-based."""

    def __init__(self, line: int, col: int, msg: str) -> None:
        super().__init__(f"{line}:{col}: {msg}")
        self.line = line
        self.col = col
        self.msg = msg


class LabelViolation(EvalError):
    """``assert l e`` failed: the deep label ``actual`` of ``e``'s value (its label joined with every
    label inside it, as ``send`` and ``call`` see it) does not flow to ``required``. Shown at the
    label of ``l``'s value joined with ``actual``."""

    kind = "assertFailed"

    def __init__(self, actual: "Label", required: "Label", *, label: Optional["Label"] = None) -> None:
        super().__init__("label violation", details=f": {actual} does not flow to {required}", label=label)
        self.actual = actual
        self.required = required


class CallDenied(LabelViolation):
    """``call name e`` was refused before the tool ran: ``actual``, the deep label of ``e``'s value
    joined with the ``pc``, does not flow to ``required``, the tool's clearance (``run(...,
    bounds=...)``; a tool given no bound gets the lattice's bottom: trusted, public arguments under
    a trusted ``pc`` only). The tool was not called. Shown at
    ``actual``."""

    kind = "callDenied"

    def __init__(self, tool: str, actual: "Label", required: "Label", *, label: Optional["Label"] = None) -> None:
        EvalError.__init__(self, "call denied", details=f": tool {tool!r} takes arguments up to {required}, "
                           f"and this argument (with the pc) is {actual}", label=label)
        self.tool = tool
        self.actual = actual
        self.required = required


class IllegalEndorse(EvalError):
    """``endorse l e`` with a target that is not a pure integrity label. Shown at the label of
    ``l``'s value."""

    kind = "illegalEndorse"

    def __init__(self, target: "Label", *, label: Optional["Label"] = None) -> None:
        super().__init__("illegal endorse", details=f": target {target} is not a pure integrity label",
                         label=label)
        self.target = target


class ClearDenied(EvalError):
    """``clear`` under a raised ``pc``: it empties the conversation, making its label ``{}``, so it
    may run only under ``pc = {}`` (no sensitive upgrade). Shown at the ``pc``."""

    kind = "clearDenied"

    def __init__(self, pc: "Label", *, label: Optional["Label"] = None) -> None:
        super().__init__("clear denied", details=f": it needs pc {{}}, and the pc is {pc}", label=label)
        self.pc = pc


class UpgradeDenied(EvalError):
    """``send`` or ``recv`` under a ``pc`` that does not flow to the conversation's label
    ``conversation`` (no sensitive upgrade: whether the conversation's label rises must not depend on
    a branch taken on data the conversation does not already carry). Raise the conversation's label
    first (e.g. send a message labelled like the branch condition) or decide outside the branch.
    Shown at ``pc`` joined with ``conversation``."""

    kind = "upgradeDenied"

    def __init__(self, pc: "Label", conversation: "Label", *, label: Optional["Label"] = None) -> None:
        super().__init__("send/recv denied", details=f": pc {pc} does not flow to the conversation's label "
                                                     f"{conversation} (no sensitive upgrade)", label=label)
        self.pc = pc
        self.conversation = conversation


class OutOfFuel(EvalError):
    """The fuel (the step budget of the run) ran out. Shown at the ``pc`` where it ran out (as in
    the Lean ``peval``: how much fuel a branch used is a termination channel, which the
    termination-insensitive guarantees leave out)."""

    kind = "outOfFuel"


class DepthExceeded(EvalError):
    """Evaluation nested deeper than ``max_depth``. Shown at the ``pc`` where it did."""

    kind = "depthExceeded"


class UnboundVariable(EvalError):
    """A free variable was evaluated. Shown at the ``pc``."""

    kind = "unbound"

    def __init__(self, name: str, *, label: Optional["Label"] = None) -> None:
        super().__init__("unbound variable", details=f" {name!r}", label=label)
        self.name = name


class EvalTypeError(EvalError):
    """An operation was applied to a value of the wrong shape. Shown at the label of the value
    looked at (a primitive's: the label its result would have had)."""

    kind = "typeError"

    def __init__(self, msg: str, *, label: Optional["Label"] = None) -> None:
        super().__init__("type error", details=f": {msg}", label=label)
        self.msg = msg


class IntegerOverflow(EvalError):
    """An integer result did not fit in 64 bits. Shown at the label the result would have had."""

    kind = "overflow"


class NoTool(EvalError):
    """``call`` of a tool that does not exist or refused its argument. Shown at the ``pc`` joined
    with the argument's deep label."""

    kind = "noTool"

    def __init__(self, name: str, *, label: Optional["Label"] = None) -> None:
        super().__init__("no tool", details=f" {name!r} (or it refused its argument)", label=label)
        self.name = name


class BadReply(EvalError):
    """A model reply that ``recv`` cannot read: it does not parse, it contains ``endorse`` (no reply may
    endorse), or, read by ``recv_data`` (``quarantine``), it is not a value (a literal, or a list,
    record or pair of them). ``recv_safe`` never raises it: it answers ``(false, "why")`` instead.
    Shown at the label the reply got in the conversation (``pc`` joined with the conversation's
    label before it)."""

    kind = "badReply"

    def __init__(self, reply: str, error: ParseError, *, label: Optional["Label"] = None) -> None:
        super().__init__("the model's reply was refused", details=f" ({error}): {reply[:200]!r}", label=label)
        self.reply = reply
        self.parse_error = error


class OracleError(EvalError):
    """The oracle raised (the exception is chained as ``__cause__``) or returned something that is not a
    string. Not an error of the calculus; shown where a refused reply would be (the ``pc`` joined with
    the conversation's label at the ``recv``)."""

    kind = "oracle"


class ToolError(EvalError):
    """A tool raised (chained as ``__cause__``) or returned something that is not a value. Not an
    error of the calculus; shown where a missing tool would be (the ``pc`` joined with the argument's
    deep label)."""

    kind = "tool"


class EffectLimit(ResourceLimit):
    """The run reached its ``effects_limit``: the effect that would have gone past it did not happen
    (the tool was not called, the model was not asked). A run's effect log is therefore always
    whole: no effect an observer may see is ever dropped from it. Labelled with the lattice's top,
    as a resource limit: how many effects a run makes may depend on what it hides. ``at``: the kind
    of effect that did not happen (``"call"`` or ``"prompt"``)."""

    kind = "effects"
    at: str = ""


class EffectLogMismatch(LlmbdaError):
    """On the lean engine, the host's effect log (``Result.effects``) was not the effect trace the
    Lean ``peval`` recorded in its state (``State.trace``, which ``Llmbda.peval_effects`` proves is
    the trace of the run's derivation): the kinds, tools, labels or prompt lengths differ. This is a
    bug of LLMbda's, never of the program; the run's value is withheld (the log cannot be trusted)."""


class UndeclaredEndorse(LlmbdaError):
    """A Randori plan whose endorsements do not match its declarations, refused before it runs
    (:func:`llmbda.agents.randori.check_endorsements`). ``undeclared`` are the lines that endorse
    without a ``-- endorse: <what and why>`` comment line directly above them, ``unmatched`` the
    lines of declarations that are not directly above a line that endorses (or share a line with
    code), ``rebound`` the (line, name) pairs where the plan binds a prelude name. Lines are 1-based,
    in the plan."""

    def __init__(self, undeclared: "tuple[int, ...]" = (), unmatched: "tuple[int, ...]" = (),
                 rebound: "tuple[tuple[int, str], ...]" = ()) -> None:
        parts: list[str] = []
        if undeclared:
            parts.append(f"{_lines(undeclared)} {'endorse' if len(undeclared) > 1 else 'endorses'} "
                         "without a declaration: put a comment line "
                         "`-- endorse: <what, and why the task requires it>` directly above each "
                         "line that endorses")
        if unmatched:
            parts.append(f"the declaration{'s' if len(unmatched) > 1 else ''} on {_lines(unmatched)} "
                         f"{'are' if len(unmatched) > 1 else 'is'} not directly above a line that "
                         "endorses: a declaration is a comment line of its own, directly above the "
                         "line it declares; remove it or move it there")
        if rebound:
            parts.append("; ".join(f"line {n} rebinds the prelude name {name!r}" for n, name in rebound)
                         + ": a plan may not define its own " + ", ".join(sorted({n for _, n in rebound})))
        super().__init__("endorse only where the plan says: " + "; ".join(parts or ["(no details)"]))
        self.undeclared = undeclared
        self.unmatched = unmatched
        self.rebound = rebound


def _lines(ns: "tuple[int, ...]") -> str:
    return ("line " if len(ns) == 1 else "lines ") + ", ".join(str(n) for n in ns)


class OracleConfigError(LlmbdaError):
    """No model is configured: no API key, base URL or model name (raised before any request)."""


class OracleRequestError(LlmbdaError):
    """A model request failed for good: a non-retryable HTTP status (400, 401, 404, …), retries
    exhausted on rate limits, server errors or timeouts, or a reply without text. ``status`` is the
    last HTTP status (``None`` for connection errors and timeouts), ``attempts`` the requests made."""

    def __init__(self, message: str, *, status: "int | None" = None, attempts: int = 1) -> None:
        super().__init__(message)
        self.status = status
        self.attempts = attempts


class ReplayMiss(LlmbdaError):
    """A replay oracle was asked about a conversation its recording never saw."""


class CountDependentReply(LlmbdaError, ValueError):
    """An oracle refused a call because its reply would depend on how many replies were drawn, not
    on the conversation, which is outside the noninterference theorems' hypothesis (an oracle that
    answers from the conversation alone, ``docs/ORACLES.md``). It is raised by a list-mode
    :class:`~llmbda.oracles.ScriptedOracle` asked about a conversation that does not continue the
    previous one (the program forked or cleared and asked again), and by a
    :class:`~llmbda.oracles.ReplayOracle` asked again about a conversation whose recorded replies
    differ. Inside ``run`` it is the ``__cause__`` of an :class:`OracleError`."""
