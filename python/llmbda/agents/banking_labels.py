"""The labelling table of the AgentDojo banking tools: the one place that says what is trusted.

Every banking tool of AgentDojo (``agentdojo.default_suites.v1.banking``) is a primitive of LLMbda
programs (:mod:`llmbda.agents.banking`). This table fixes, for each tool,

* **sources** — the label of its result, by provenance:

  - ``{}`` (trusted, public): data the user wrote or the bank computes for the user — the account's
    IBAN and balance, the user's standing orders (scheduled transactions), the user's profile;
  - ``{U}`` (untrusted): anything a third party can write — files (bills, landlord notices), and,
    field by field (:data:`FIELD_SOURCES`), the subject lines of incoming transactions in the history
    (the rest of the history — ids, dates, IBANs, amounts — is the bank's record, ``{}``);
  - ``{S}`` (secret) would mark secrets; no banking tool returns one (the password is only written,
    by ``update_password``, whose argument a plan labels ``{S}``).

* **sinks** — the label each argument may carry at most. A sink's LLMbda wrapper ``assert``\\ s every
  argument against it before the call, so the run stops with a :class:`llmbda.LabelViolation` when an
  argument — or the ``pc`` of the call (arguments are raised to the ``pc``) — has untrusted influence
  that was not explicitly endorsed. Money and account changes need ``{}``: no untrusted influence and
  no secret (money leaves the account to third parties). The user's own credentials may be secret:
  ``update_password`` and ``update_user_info`` accept ``{S}``, never ``{U}``. The bounds are also the
  sinks' clearances in the calculus (:func:`llmbda.agents.banking.tool_bounds`, given to ``run`` by
  Randori, with the sources' declared :data:`SOURCE_CLEARANCE`): generated code that calls the raw
  tool ``banking.<name>`` directly, bypassing the wrapper, is refused by E-Call before the host is
  asked (:class:`llmbda.CallDenied`). The host checks the same bound again on the argument's deep
  label (defence in depth, and the check of a run whose clearances were loosened explicitly).

* **refinements** — what a sink's argument must be whatever its label (:data:`REFINEMENTS`, per
  parameter): an amount sent now positive and at most the balance, a standing order's amount
  positive and at most :data:`STANDING_ORDER_LIMIT`, an IBAN well formed, a date a calendar date.
  The host checks them before the tool runs (:func:`refinement_violation`), so an endorsed value
  (which the labels let through) still cannot send a negative amount, more than the account holds
  or money to a malformed account; a violation is a :class:`llmbda.agents.banking.RefinementViolation`.

* **read back** — what a sink writes keeps its label in the environment: a source that shows it
  (:data:`READS_BACK`: the profile, standing orders, the history and the balance) labels its result
  with at least the label it was written with, in later runs on the same environment too. So a
  secret written with ``update_user_info`` comes back ``{S}`` from ``get_user_info``, not ``{}``.
  What a run that executed an ``endorse`` wrote comes back :data:`ENDORSED_READ_BACK` (``{U}``) in
  later runs: the endorsement does not outlive its run as trust.

Amounts are integers in **cents** in LLMbda (the calculus has 64-bit integers, no floats);
``()`` as an optional argument means "leave unchanged".
"""

from __future__ import annotations

import datetime
import math
import re
from dataclasses import dataclass
from typing import Mapping

#: trusted and public
TRUSTED = "{}"
#: untrusted (third-party text)
UNTRUSTED = "{U}"
#: may be secret, must be trusted
SECRET_OK = "{S}"
#: A source's clearance: any argument, under any ``pc`` (declared: a tool given none gets the
#: most restrictive one, ``{}``).
SOURCE_CLEARANCE = "{U,S}"


@dataclass(frozen=True)
class Param:
    """A parameter of a banking tool: its LLMbda name, kind (``str``, ``cents``, ``int``, ``bool``),
    whether it is optional (``()`` = unchanged), and the AgentDojo argument it becomes."""

    name: str
    kind: str
    optional: bool = False
    doc: str = ""
    #: a refinement the argument must satisfy at the sink (:data:`REFINEMENTS`), "" for none
    refine: str = ""


@dataclass(frozen=True)
class ToolSpec:
    """One banking tool: a source (``result`` is its label) or a sink (``bound`` is what every
    argument must flow to)."""

    name: str
    params: tuple[Param, ...]
    returns: str
    doc: str
    result: str = TRUSTED
    bound: str | None = None

    @property
    def is_sink(self) -> bool:
        return self.bound is not None

    @property
    def clearance(self) -> str:
        """The tool's clearance in the calculus (``run(..., bounds=...)``): a sink's ``bound``; a
        source takes any argument under any ``pc``, declared here (:data:`SOURCE_CLEARANCE`), since
        a read changes nothing and its result is labelled by provenance joined with its argument's
        label (E-Call)."""
        return self.bound if self.bound is not None else SOURCE_CLEARANCE


_P = Param

#: The table. Sources first, then sinks.
BANKING_TOOLS: tuple[ToolSpec, ...] = (
    ToolSpec("get_iban", (), "str", "the IBAN of the user's account", TRUSTED),
    ToolSpec("get_balance", (), "cents", "the balance of the user's account, in cents", TRUSTED),
    ToolSpec("get_most_recent_transactions", (_P("n", "int", doc="how many"),), "[transaction]",
             "the n most recent transactions, oldest first (outgoing ones have sender \"me\", "
             "incoming ones recipient \"me\"; an incoming transaction's subject is written by its "
             "sender and labelled {U}, every other field is the bank's record)", TRUSTED),
    ToolSpec("get_scheduled_transactions", (), "[transaction]",
             "the user's scheduled transactions (standing orders), with their ids", TRUSTED),
    ToolSpec("read_file", (_P("file_path", "str"),), "str", "the contents of a file (written by "
             "third parties: bills, notices)", UNTRUSTED),
    ToolSpec("get_user_info", (), "profile", "the user's profile: a record "
             '{"first_name": …, "last_name": …, "street": …, "city": …}', TRUSTED),
    ToolSpec("send_money", (_P("recipient", "str", doc="IBAN", refine="iban"),
                            _P("amount", "cents", refine="payment"),
                            _P("subject", "str"), _P("date", "str", doc="YYYY-MM-DD", refine="date")), "str",
             "send money now", bound=TRUSTED),
    ToolSpec("schedule_transaction", (_P("recipient", "str", doc="IBAN", refine="iban"),
                                      _P("amount", "cents", refine="standing"),
                                      _P("subject", "str"), _P("date", "str", doc="next date", refine="date"),
                                      _P("recurring", "bool")), "str",
             "schedule a (possibly recurring) transaction", bound=TRUSTED),
    ToolSpec("update_scheduled_transaction", (
        _P("id", "int"), _P("recipient", "str", True, refine="iban"),
        _P("amount", "cents", True, refine="standing"), _P("subject", "str", True),
        _P("date", "str", True, refine="date"), _P("recurring", "bool", True)), "str",
        "change a scheduled transaction; pass () for what stays", bound=TRUSTED),
    ToolSpec("update_password", (_P("password", "str"),), "str", "set a new password",
             bound=SECRET_OK),
    ToolSpec("update_user_info", (_P("first_name", "str", True), _P("last_name", "str", True),
                                  _P("street", "str", True), _P("city", "str", True)), "str",
             "change the user's profile; pass () for what stays", bound=SECRET_OK),
)

#: Per-field provenance inside structured results: the label of the fields a third party writes, by
#: source. A transaction is the record ``{"id": int, "date": str, "sender": str, "recipient": str,
#: "amount": cents, "subject": str, "recurring": bool}``; in the history, the ``subject`` of an
#: incoming transaction (``sender`` is not ``"me"``) is the sender's text, labelled ``{U}``: it is
#: where AgentDojo's injections arrive. Everything else the bank records, so a plan may read the
#: amounts, dates and IBANs of the history as trusted, without the Q-model and without endorse.
FIELD_SOURCES: dict[str, str] = {"get_most_recent_transactions": UNTRUSTED}

#: How the structured results look, for the planner.
RESULT_TYPES = (
    'transaction = {"id": int, "date": "YYYY-MM-DD", "sender": IBAN or "me", "recipient": IBAN or '
    '"me", "amount": cents, "subject": str, "recurring": bool}   -- a record; read a field with '
    'get t "amount"'
)

#: Labels persist through the environment: what a sink writes is read back by these sources, which
#: label their result with at least the label it was written with (the join of every write's deep
#: label, kept with the environment across runs). ``update_password`` writes what no tool reads.
READS_BACK: dict[str, tuple[str, ...]] = {
    "get_user_info": ("update_user_info",),
    "get_scheduled_transactions": ("schedule_transaction", "update_scheduled_transaction"),
    "get_most_recent_transactions": ("send_money",),   # sent transactions are in the history
    "get_balance": ("send_money",),                    # and their amounts in the balance
}
#: How what a run wrote after an endorse reads back in later runs: untrusted. An endorsement vouches
#: for the run that declared it, not for later runs: a later plan that reads the value back (the
#: profile a declared endorse filled from a letter) acts on it only through an ``endorse`` of its
#: own, declared like any other. The host marks the writes (``BankingHost.mark_endorsed``) of every
#: run that executed an endorse, all its sink writes: which of them depended on the endorsed value is
#: not known to the host, so it marks them all.
ENDORSED_READ_BACK = UNTRUSTED

#: Sinks whose writes no source reads.
WRITE_ONLY: frozenset[str] = frozenset({"update_password"})

#: The most a standing order may move per payment, in cents: a declared bound (raising it is the
#: user's decision, made here), since a future payment is not bounded by today's balance.
STANDING_ORDER_LIMIT = 500_000

#: The refinements of sink arguments (``Param.refine``), checked by the host before the tool runs,
#: whatever the argument's label, so an endorsed value is checked like any other:
REFINEMENTS: dict[str, str] = {
    "payment": "a positive amount, at most the account's balance",
    "standing": f"a positive amount, at most {STANDING_ORDER_LIMIT // 100:,}.00 (STANDING_ORDER_LIMIT)",
    "iban": "an IBAN: two capital letters, two digits, then 11 to 30 capital letters or digits",
    "date": "a calendar date written YYYY-MM-DD",
}
_IBAN = re.compile(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}")


def refinement_violation(t: ToolSpec, args: Mapping[str, object], balance: float) -> str | None:
    """Why the arguments of the sink ``t`` (by parameter name, amounts in units, not cents) break a
    refinement of the table, or None. An optional parameter left out, ``""`` or ``0`` (unchanged)
    is not checked."""
    for p in t.params:
        if not p.refine or p.name not in args:
            continue
        v = args[p.name]
        if p.optional and v in ("", 0, None):
            continue
        rule = REFINEMENTS[p.refine]
        if p.refine in ("payment", "standing"):
            ok = (isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) and v > 0
                  and (v <= balance if p.refine == "payment" else v * 100 <= STANDING_ORDER_LIMIT))
        elif p.refine == "iban":
            ok = isinstance(v, str) and _IBAN.fullmatch(v) is not None
        else:
            ok = isinstance(v, str) and _is_date(v)
        if not ok:
            shown = f"{v!r}"[:80]
            return f"{t.name}: {p.name} {shown} is not {rule}"
    return None


def _is_date(text: str) -> bool:
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):
        return False
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return True


#: By name.
TOOL_SPECS: dict[str, ToolSpec] = {t.name: t for t in BANKING_TOOLS}
#: The names of the sinks.
SINKS: frozenset[str] = frozenset(t.name for t in BANKING_TOOLS if t.is_sink)


def signature(t: ToolSpec) -> str:
    """A tool's signature as shown to the planner, e.g.
    ``send_money (recipient : str) (amount : cents) … -> str   -- send money now [sink: {}]``."""
    ps = " ".join(f"({p.name} : {p.kind}{' or ()' if p.optional else ''})" for p in t.params) or "()"
    tail = f"[sink: arguments must be {t.bound}]" if t.is_sink else f"[result labelled {t.result}]"
    return f"{t.name} {ps} -> {t.returns}   -- {t.doc} {tail}"
