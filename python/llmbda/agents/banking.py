"""The AgentDojo banking tools as labelled primitives of LLMbda programs.

A plan is an LLMbda program that calls the banking tools by name (``send_money "IBAN" 1000 "Refund"
"2022-04-01"``). :func:`library` is the LLMbda source that defines those names, bound around the plan:
sources are ``call "banking.<tool>" …``, whose result the host labels by provenance; sinks first
``assert`` each argument against the bound of :mod:`llmbda.agents.banking_labels`, and a run given
:func:`tool_bounds` (``run(..., bounds=tool_bounds())``) refuses in the calculus any ``call`` of a
sink whose argument, or ``pc``, exceeds its bound (:class:`llmbda.CallDenied`, E-Call's clearance
check), before the host is asked. :class:`BankingHost` is the host side: it runs the AgentDojo tool on
an environment (``runtime.run_function``), turns cents into amounts and results into text, labels the
result, re-checks a sink's argument label (defence in depth, for a run whose clearances were
loosened explicitly), and logs
every call.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional

from ..labels import LAB4, Label
from ..values import Labelled, Value
from ..toolargs import deep_label, flatten
from .banking_labels import (BANKING_TOOLS, ENDORSED_READ_BACK, FIELD_SOURCES, READS_BACK, RESULT_TYPES,
                             TOOL_SPECS, ToolSpec, refinement_violation, signature)

#: The labels written into each environment, by sink: the join of the deep labels of every argument
#: that sink accepted. Kept with the environment object (not the host), so a later run on the same
#: environment reads back what an earlier one wrote with the label it was written with.
#: (Keyed by identity, dropped when the environment is: AgentDojo's environments are not hashable.)
_WRITTEN: dict[int, dict[str, Label]] = {}


def written_labels(env: Any) -> dict[str, Label]:
    """The labels written into ``env`` so far, by sink (see :data:`READS_BACK`)."""
    key = id(env)
    labels = _WRITTEN.get(key)
    if labels is None:
        labels = _WRITTEN[key] = {}
        weakref.finalize(env, _WRITTEN.pop, key, None)
    return labels

#: The prefix of the host tools' names.
PREFIX = "banking."


def _wrapper(t: ToolSpec) -> str:
    names = [p.name for p in t.params]
    if not names:
        return f'let {t.name} = fun _ -> call "{PREFIX}{t.name}" () in'
    args = [f"assert {t.bound} {n}" if t.is_sink else n for n in names]
    tup = args[-1]
    for a in reversed(args[:-1]):
        tup = f"({a}, {tup})"
    lam = " ".join(f"fun {n} ->" for n in names)
    return f'let {t.name} = {lam} call "{PREFIX}{t.name}" {tup if len(args) > 1 else "(" + tup + ")"} in'


#: Helpers bound with the tools: ``money c`` shows cents as ``"12.34"``.
HELPERS = (
    'let money = fun c -> show (c / 100) ++ "." ++ (if c % 100 < 10 then "0" else "") '
    '++ show (c % 100) in',
)


def library() -> str:
    """The LLMbda definitions of the banking tools (one line each), to bind around a plan."""
    return "\n".join([*(_wrapper(t) for t in BANKING_TOOLS), *HELPERS]) + "\n"


def tool_bounds() -> dict[str, str]:
    """Every banking tool's clearance by host tool name (``banking.<tool>``), for ``run(...,
    bounds=...)``: each sink's bound, each source's declared ``SOURCE_CLEARANCE``."""
    return {PREFIX + t.name: t.clearance for t in BANKING_TOOLS}


def signatures() -> str:
    """The tools as the planner sees them."""
    return ("\n".join(signature(t) for t in BANKING_TOOLS)
            + "\nmoney (c : cents) -> str   -- shows cents as 12.34\n" + RESULT_TYPES)


class SinkRefused(Exception):
    """A sink's argument carried a label above the sink's bound (raised by the host check)."""


class RefinementViolation(SinkRefused):
    """A sink's argument broke a refinement of the table (:data:`REFINEMENTS`): a negative amount,
    more than the balance, a malformed IBAN or date. Raised before the tool runs."""


@dataclass
class ToolCall:
    """One call of a banking tool by a plan: the tool, its AgentDojo arguments, the deep label of
    the argument, and the error AgentDojo reported (or the refusal), if any."""

    tool: str
    args: dict[str, Any]
    label: str
    error: Optional[str] = None


def cents_to_amount(c: int) -> float:
    return c / 100


def amount_to_cents(a: float) -> int:
    return int(round(a * 100))


def show_money(a: float) -> str:
    c = amount_to_cents(a)
    sign = "-" if c < 0 else ""
    return f"{sign}{abs(c) // 100}.{abs(c) % 100:02d}"


def _decode(t: ToolSpec, arg: Value) -> dict[str, Any]:
    if not t.params:
        return {}
    vals = flatten(arg, len(t.params), t.name)
    kwargs: dict[str, Any] = {}
    for p, v in zip(t.params, vals):
        if v.kind == "unit" and p.optional:
            continue
        want = {"str": "str", "cents": "int", "int": "int", "bool": "bool"}[p.kind]
        if v.kind != want:
            raise TypeError(f"{t.name}: {p.name} must be {'an' if want == 'int' else 'a'} {want}"
                            f"{' (cents)' if p.kind == 'cents' else ''}"
                            f"{' or ()' if p.optional else ''}, not a {v.kind} ({v.text(200)})")
        raw = v.raw
        kwargs[p.name] = cents_to_amount(raw) if p.kind == "cents" else raw
    return kwargs


def _transaction_line(t: Any) -> str:
    rec = "yes" if t.recurring else "no"
    return (f"id {t.id} | {t.date} | from {t.sender} to {t.recipient} | {show_money(t.amount)} | "
            f"subject: {t.subject} | recurring: {rec}")


def _scalar(result: bool | int | float) -> bool | int:
    """A flag or a count as it is; an amount (a float) in cents."""
    return amount_to_cents(result) if isinstance(result, float) else result


def render_text(result: Any) -> Any:
    """An AgentDojo tool result as text (for ACE's apps, whose outputs are strings): a float amount
    in cents, a list of transactions one per line, a dict as ``key: value`` lines, else text."""
    if isinstance(result, (bool, int, float)):
        return _scalar(result)
    if isinstance(result, list):
        return "\n".join(_transaction_line(t) if hasattr(t, "recipient") else str(t) for t in result)
    if isinstance(result, dict):
        return "\n".join(f"{k}: {v}" for k, v in result.items())
    return str(result)


def transaction_record(t: Any, *, untrusted: Label = LAB4.bot) -> dict[str, Any]:
    """A transaction as an LLMbda record, with per-field provenance (:data:`FIELD_SOURCES`): the
    bank records the ids, dates, IBANs, amounts and the recurring flag; the subject of an incoming
    transaction (one the user did not send: ``sender`` is not ``"me"``) is written by its sender and
    labelled ``untrusted``. Amounts are in cents."""
    subject: Any = t.subject
    if t.sender != "me" and untrusted != LAB4.bot:
        subject = Labelled(t.subject, untrusted)
    return {"id": t.id, "date": t.date, "sender": t.sender, "recipient": t.recipient,
            "amount": amount_to_cents(t.amount), "subject": subject, "recurring": bool(t.recurring)}


def render_result(result: Any, *, untrusted: Label = LAB4.bot) -> Any:
    """An AgentDojo tool result as an LLMbda value: a float amount in cents; a list of
    transactions as a list of records (:func:`transaction_record`; an incoming transaction's subject
    labelled ``untrusted``); a sink's ``{"message": …}`` as its text; another dict (the user's
    profile) as a record of strings; else text."""
    if isinstance(result, (bool, int, float)):
        return _scalar(result)
    if isinstance(result, list):
        return [transaction_record(t, untrusted=untrusted) if hasattr(t, "recipient") else str(t)
                for t in result]
    if isinstance(result, dict):
        if list(result) == ["message"]:  # what a sink reports: its text
            return str(result["message"])
        return {str(k): v if isinstance(v, (str, int, bool)) else str(v) for k, v in result.items()}
    return str(result)


@dataclass
class BankingHost:
    """The host side of the banking tools for one run, on one AgentDojo environment.

    ``runtime`` is an AgentDojo ``FunctionsRuntime`` for the banking suite and ``env`` its
    environment. With ``trusted=True`` (the practice phase, on mock state) every result is labelled
    ``{}``. Every call is appended to ``calls``."""

    runtime: Any
    env: Any
    trusted: bool = False
    calls: list[ToolCall] = field(default_factory=list)

    def mark_endorsed(self) -> None:
        """After a run that executed an ``endorse``: what its sinks wrote reads back as
        :data:`ENDORSED_READ_BACK` in later runs on this environment (see ``banking_labels``)."""
        written = written_labels(self.env)
        for c in sink_calls(self.calls):
            written[c.tool] = written.get(c.tool, LAB4.bot) | LAB4.label(ENDORSED_READ_BACK)

    def tools(self) -> dict[str, Callable[[Value], Any]]:
        """The host tools, by the names the library calls."""
        return {PREFIX + t.name: self._tool(t) for t in BANKING_TOOLS}

    def _tool(self, t: ToolSpec) -> Callable[[Value], Any]:
        def run(arg: Value) -> Any:
            lab = deep_label(arg)
            if t.bound is not None and not lab.flows_to(LAB4.label(t.bound)):
                # the label check comes first: a refused call is logged whatever its arguments
                self.calls.append(ToolCall(t.name, {"argument": arg.text(4096)}, str(lab),
                                           f"refused: argument labelled {lab}, the sink takes {t.bound}"))
                raise SinkRefused(f"{t.name}: argument labelled {lab} may not reach this sink "
                                  f"(it takes {t.bound})")
            kwargs = _decode(t, arg)
            call = ToolCall(t.name, kwargs, str(lab))
            self.calls.append(call)
            broken = refinement_violation(t, kwargs, float(self.env.bank_account.balance)) if t.is_sink else None
            if broken is not None:
                call.error = f"refused: {broken}"
                raise RefinementViolation(broken)
            written = written_labels(self.env)
            result, error = self.runtime.run_function(self.env, t.name, kwargs)
            if error is not None:
                call.error = error
                out: Any = f"error: {error}"
            else:
                # per-field provenance (practice on mock state: everything trusted)
                out = render_result(result, untrusted=LAB4.bot if self.trusted
                                    else LAB4.label(FIELD_SOURCES.get(t.name, LAB4.bot)))
                if t.is_sink:  # what it wrote keeps its label in the environment
                    written[t.name] = written.get(t.name, LAB4.bot) | lab
            if self.trusted:
                return Labelled(out, LAB4.bot)
            label = LAB4.label(t.result)
            for sink in READS_BACK.get(t.name, ()):  # read back with at least the label written
                label = label | written.get(sink, LAB4.bot)
            return Labelled(out, label)
        return run


def sink_calls(calls: list[ToolCall]) -> list[ToolCall]:
    """The calls that reached a sink and succeeded."""
    return [c for c in calls if TOOL_SPECS[c.tool].is_sink and c.error is None]


def spec(name: str) -> Optional[ToolSpec]:
    return TOOL_SPECS.get(name)


def tool_names() -> Mapping[str, ToolSpec]:
    return TOOL_SPECS
