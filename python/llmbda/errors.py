"""The typed errors of LLMbda. Every failure of ``parse`` and ``run`` is one of these."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from .labels import Label
    from .runtime import Endorsement, Message, TraceEvent


class LlmbdaError(Exception):
    """Base class of every LLMbda error."""


class ParseError(LlmbdaError):
    """A program (or a model reply) that does not parse; ``line`` and ``col`` are 1-based."""

    def __init__(self, line: int, col: int, msg: str) -> None:
        super().__init__(f"{line}:{col}: {msg}")
        self.line = line
        self.col = col
        self.msg = msg


class EvalError(LlmbdaError):
    """Evaluation stopped without a value. Nothing is lost: the conversation reached, the number of
    replies drawn, the steps taken, the fuel spent on host work and the fuel left are attached
    (``steps + work + fuel_left`` is the fuel the run was given)."""

    kind: str = ""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.session: list["Message"] = []
        self.calls: int = 0
        self.steps: int = 0
        self.work: int = 0
        self.fuel_left: int = 0
        self.trace: Optional[list["TraceEvent"]] = None
        #: the ``endorse`` steps executed before it stopped (see ``Result.endorsements``)
        self.endorsements: list["Endorsement"] = []
        self.endorsements_total: int = 0


class LabelViolation(EvalError):
    """``assert l e`` failed: the deep label ``actual`` of ``e``'s value (its label joined with every
    label inside it, as ``send`` and ``call`` see it) does not flow to ``required``."""

    kind = "assertFailed"

    def __init__(self, actual: "Label", required: "Label") -> None:
        super().__init__(f"label violation: {actual} does not flow to {required}")
        self.actual = actual
        self.required = required


class CallDenied(LabelViolation):
    """``call name e`` was refused before the tool ran: ``actual``, the deep label of ``e``'s value
    joined with the ``pc``, does not flow to ``required``, the tool's clearance (``run(...,
    bounds=...)``; a tool given no bound takes any argument). The tool was not called."""

    kind = "callDenied"

    def __init__(self, tool: str, actual: "Label", required: "Label") -> None:
        EvalError.__init__(self, f"call denied: tool {tool!r} takes arguments up to {required}, and "
                                 f"this argument (with the pc) is {actual}")
        self.tool = tool
        self.actual = actual
        self.required = required


class IllegalEndorse(EvalError):
    """``endorse l e`` with a target that is not a pure integrity label."""

    kind = "illegalEndorse"

    def __init__(self, target: "Label") -> None:
        super().__init__(f"illegal endorse: target {target} is not a pure integrity label")
        self.target = target


class ClearDenied(EvalError):
    """``clear`` under a raised ``pc``: it empties the conversation, making its label ``{}``, so it
    may run only under ``pc = {}`` (no sensitive upgrade)."""

    kind = "clearDenied"

    def __init__(self, pc: "Label") -> None:
        super().__init__(f"clear denied: it needs pc {{}}, and the pc is {pc}")
        self.pc = pc


class UpgradeDenied(EvalError):
    """``send`` or ``recv`` under a ``pc`` that does not flow to the conversation's label
    ``conversation`` (no sensitive upgrade: whether the conversation's label rises must not depend on
    a branch taken on data the conversation does not already carry). Raise the conversation's label
    first (e.g. send a message labelled like the branch condition) or decide outside the branch."""

    kind = "upgradeDenied"

    def __init__(self, pc: "Label", conversation: "Label") -> None:
        super().__init__(f"send/recv denied: pc {pc} does not flow to the conversation's label "
                         f"{conversation} (no sensitive upgrade)")
        self.pc = pc
        self.conversation = conversation


class OutOfFuel(EvalError):
    """The fuel (the step budget of the run) ran out."""

    kind = "outOfFuel"


class DepthExceeded(EvalError):
    """Evaluation nested deeper than ``max_depth``."""

    kind = "depthExceeded"


class UnboundVariable(EvalError):
    kind = "unbound"

    def __init__(self, name: str) -> None:
        super().__init__(f"unbound variable {name!r}")
        self.name = name


class EvalTypeError(EvalError):
    """An operation was applied to a value of the wrong shape."""

    kind = "typeError"

    def __init__(self, msg: str) -> None:
        super().__init__(f"type error: {msg}")
        self.msg = msg


class IntegerOverflow(EvalError):
    """An integer result did not fit in 64 bits."""

    kind = "overflow"


class NoTool(EvalError):
    """``call`` of a tool that does not exist or refused its argument."""

    kind = "noTool"

    def __init__(self, name: str) -> None:
        super().__init__(f"no tool {name!r} (or it refused its argument)")
        self.name = name


class BadReply(EvalError):
    """A model reply that ``recv`` cannot read: it does not parse, it contains ``endorse`` (no reply may
    endorse), or, read by ``recv_data`` (``quarantine``), it is not a value (a literal, or a list,
    record or pair of them). ``recv_safe`` never raises it: it answers ``(false, "why")`` instead."""

    kind = "badReply"

    def __init__(self, reply: str, error: ParseError) -> None:
        super().__init__(f"the model's reply was refused ({error}): {reply[:200]!r}")
        self.reply = reply
        self.parse_error = error


class OracleError(EvalError):
    """The oracle raised (the exception is chained as ``__cause__``) or returned something that is not a
    string."""

    kind = "oracle"


class ToolError(EvalError):
    """A tool raised (chained as ``__cause__``) or returned something that is not a value."""

    kind = "tool"


class ResourceLimit(EvalError):
    """The native stack or the memory ran out: a value too deeply nested to print or send (printing
    recurses once per printed level, which fuel and ``max_depth`` do not bound), or a program that
    builds data faster than memory allows. See docs/RESOURCE_BOUNDS.md."""

    kind = "resource"


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
