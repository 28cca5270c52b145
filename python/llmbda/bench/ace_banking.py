"""ACE on the AgentDojo banking suite: the banking tools as ACE apps, and ACE as a pipeline element.

Every banking tool of the labelling table (:mod:`llmbda.agents.banking_labels`) is an installed app
(``send_money`` → ``SendMoney`` …): sources carry their provenance as provider trust (files and
the transaction history come from an untrusted provider), money sinks hold the ``network``
privilege (the user's policy: nothing untrusted, nothing secret), account changes the
``filesystem`` privilege (secrets allowed, nothing untrusted). Optional arguments of AgentDojo's
update tools are passed as ``""`` / ``0``, which AgentDojo reads as "unchanged". Three model apps,
``AskNumber``, ``AskText`` and ``AskYesNo`` (question, data → answer), are served by the Q-model:
its reply must be a literal (it is evaluated with no tools), and the answer is labelled with
everything the question and data carried.

ACE's apps exchange scalars, so a banking tool that returns transactions returns them as one text,
and the whole text is untrusted when one field of it is (an incoming transaction's subject). The
**record apps** (:data:`RECORD_APPS`) read single fields of the bank's record instead — amounts,
IBANs, dates and ids, which the labelling table trusts — and select a transaction only by fields the
bank or the user wrote (a sender's IBAN, the subject of a payment the user sent or scheduled),
never by a third party's text: their outputs are trusted, so a plan may pay an amount it read from
the history without a model reading untrusted text first. They are host code (the TCB), run
in-process on AgentDojo's environment like the banking tools.

The banking apps act on AgentDojo's in-memory environment, so here they run in-process through
AgentDojo's runtime rather than in isolated workers (the executor's isolation is exercised by the
IsolateGPT scenario, :mod:`llmbda.ace.isolategpt`).
"""

from __future__ import annotations

import re
from typing import Any, Callable, Mapping, Optional, Sequence

from ..ace.agent import Ace, AceOutcome
from ..ace.embed import Embedder, default_embedder
from ..ace.executor import AppFailure
from ..ace.registry import App, Registry, Schema, Trust, Type
from ..agents.banking import render_text
from ..agents.banking_labels import BANKING_TOOLS, FIELD_SOURCES, ToolSpec, refinement_violation
from ..grammar import Request
from ..labels import LAB4
from ..runtime import Message
from .pipeline import transcript

Model = Callable[[list[dict[str, str]]], str]
QModel = Callable[[list[Message]], str]

_KIND: dict[str, Type] = {"str": "str", "cents": "float", "int": "int", "bool": "bool"}
_IMPL = "llmbda.bench.ace_banking:in_process"


def pascal(name: str) -> str:
    return "".join(w.capitalize() for w in name.split("_"))


def ace_description(t: ToolSpec) -> str:
    """A banking tool's description for ACE's concrete planner: its doc without the remarks on
    labels and LLMbda values meant for Randori's planner (in parentheses, after a colon, cents: ACE
    passes amounts as floats), and with ACE's way of leaving an optional argument unchanged."""
    doc = t.doc.replace("; pass () for what stays", "").replace(", in cents", "")
    doc = re.sub(r"\s*\([^()]*(?:\([^()]*\)[^()]*)*\)", "", doc)
    doc = re.sub(r": a record .*$", "", doc)
    return doc + ('; "" or 0 keeps a field' if any(p.optional for p in t.params) else "")


def _app(t: ToolSpec) -> App:
    inputs: Schema = tuple((p.name, _KIND[p.kind]) for p in t.params)
    out: Type = "float" if t.returns == "cents" else "str"
    if t.is_sink:
        privileges = frozenset({"network"}) if t.bound == "{}" else frozenset({"filesystem"})
        return App(pascal(t.name), ace_description(t), inputs, (("message", "str"),), _IMPL, privileges=privileges,
                   trust="trusted", clearance=t.bound or "{}")
    # ACE's apps return text (render_text): the whole text of a source that holds an untrusted field
    # (the history's incoming subjects, FIELD_SOURCES) is untrusted
    trust: Trust = "untrusted" if t.result == "{U}" or t.name in FIELD_SOURCES else "trusted"
    return App(pascal(t.name), ace_description(t), inputs, (("result", out),), _IMPL, trust=trust, clearance="{S}")


ASK_APPS = {
    "AskNumber": ("int", "answers a question about a text with a number"),
    "AskText": ("str", "answers a question about a text with a text"),
    "AskYesNo": ("bool", "answers a yes or no question about a text"),
}


#: The record apps: name → (inputs, outputs, description). Amounts are floats (hundredths in plans).
RECORD_APPS: dict[str, tuple[Schema, Schema, str]] = {
    "LastPaymentFrom": ((("sender", "str"),), (("amount", "float"), ("date", "str")),
                        "the amount and date of the most recent payment received from an IBAN "
                        "(the bank's record)"),
    "LastIncomingPayment": ((), (("sender", "str"), ("amount", "float"), ("date", "str")),
                            "the sender's IBAN, the amount and the date of the most recent payment "
                            "received (the bank's record)"),
    "FindSentPayment": ((("text", "str"), ("month", "str")), (("recipient", "str"), ("amount", "float"),
                                                            ("date", "str")),
                        "the recipient's IBAN, the amount and the date of the most recent payment the "
                        "user sent whose subject contains a text (any case), in a month YYYY-MM, or in "
                        "any month if the month is empty"),
    "FindScheduledTransaction": ((("text", "str"),), (("id", "int"), ("recipient", "str"),
                                                     ("amount", "float"), ("date", "str")),
                                 "the id, the recipient's IBAN, the amount and the next date of the "
                                 "scheduled transaction (standing order) whose subject contains a text "
                                 "(any case)"),
    "SpentInMonth": ((("month", "str"),), (("total", "float"),),
                     "the total amount of the payments the user sent in a month YYYY-MM (the bank's "
                     "record)"),
}


def banking_registry() -> Registry:
    apps = [_app(t) for t in BANKING_TOOLS]
    for name, (ins, outs, doc) in RECORD_APPS.items():
        apps.append(App(name, f"Reads the account's history: {doc}.", ins, outs, _IMPL, trust="trusted",
                        clearance="{S}"))
    for name, (ty, doc) in ASK_APPS.items():
        apps.append(App(name, f"A language model that {doc}.", (("question", "str"), ("data", "str")),
                        (("answer", ty),), _IMPL, trust="trusted", clearance="{U, S}"))  # type: ignore[arg-type]
    return Registry(apps)


def in_process() -> None:  # pragma: no cover - the registry's impl: never run in a worker
    raise RuntimeError("the banking apps run in-process")


def _literal(reply: str, ty: str, app: str) -> object:
    from ..errors import LlmbdaError
    from ..runtime import run

    try:
        v = run(reply, None, tools={}, fuel=10_000, prelude=False).value
    except LlmbdaError as exc:
        raise AppFailure(app, "bad-output", f"the model's reply is not a literal: {exc}") from None
    want = {"int": "int", "str": "str", "bool": "bool"}[ty]
    if v.kind != want:
        raise AppFailure(app, "bad-output", f"the model replied a {v.kind}, not a {want}")
    return v.raw


def _contains(text: str, part: str) -> bool:
    return part.strip().lower() in text.lower()


def record_app(app: str, env: Any, inputs: Mapping[str, object]) -> dict[str, object]:
    """One record app on AgentDojo's environment (see the module doc); AppFailure (``bad-input``)
    when no transaction fits."""
    account = env.bank_account
    history = list(account.transactions)  # oldest first
    received = [t for t in history if t.sender != "me" and t.recipient == "me"]
    sent = [t for t in history if t.sender == "me"]
    if app == "LastPaymentFrom":
        fits = [t for t in received if t.sender.lower() == str(inputs["sender"]).strip().lower()]
        if fits:
            return {"amount": float(fits[-1].amount), "date": fits[-1].date}
        raise AppFailure(app, "bad-input", f"no payment received from {inputs['sender']!r}")
    if app == "LastIncomingPayment":
        if received:
            t = received[-1]
            return {"sender": t.sender, "amount": float(t.amount), "date": t.date}
        raise AppFailure(app, "bad-input", "no payment received")
    if app == "FindSentPayment":
        month = str(inputs["month"]).strip()
        fits = [t for t in sent if _contains(t.subject, str(inputs["text"])) and t.date.startswith(month)]
        if fits:
            t = fits[-1]
            return {"recipient": t.recipient, "amount": float(t.amount), "date": t.date}
        raise AppFailure(app, "bad-input", f"no payment sent whose subject contains {inputs['text']!r}"
                         + (f" in {month}" if month else ""))
    if app == "FindScheduledTransaction":
        fits = [t for t in account.scheduled_transactions if _contains(t.subject, str(inputs["text"]))]
        if fits:
            t = fits[0]
            return {"id": int(t.id), "recipient": t.recipient, "amount": float(t.amount), "date": t.date}
        raise AppFailure(app, "bad-input", f"no scheduled transaction whose subject contains {inputs['text']!r}")
    if app == "SpentInMonth":
        month = str(inputs["month"]).strip()
        if not re.fullmatch(r"\d{4}-\d{2}", month):
            raise AppFailure(app, "bad-input", f"a month is written YYYY-MM, not {month!r}")
        return {"total": round(sum(float(t.amount) for t in sent if t.date.startswith(month)), 2)}
    raise AppFailure(app, "refused", f"{app!r} is not a record app")


def banking_runner(runtime: Any, env: Any, q_model: QModel) -> Callable[[App, Mapping[str, object]], Mapping[str, object]]:
    """Runs the banking apps on AgentDojo's environment, and the Ask apps with the Q-model."""
    tools = {pascal(t.name): t for t in BANKING_TOOLS}

    def run(app: App, inputs: Mapping[str, object]) -> Mapping[str, object]:
        if app.name in ASK_APPS:
            # the reply is read as a literal: a grammar-taking server is given the language of values
            session = Request([Message("user", str(inputs["question"]), LAB4.bot),
                               Message("user", str(inputs["data"]), LAB4.bot)], reply="data")
            try:
                reply = q_model(session)
            except Exception as exc:
                raise AppFailure(app.name, "crashed", f"the model failed: {exc}") from None
            return {"answer": _literal(reply, ASK_APPS[app.name][0], app.name)}
        if app.name in RECORD_APPS:
            return record_app(app.name, env, inputs)
        t = tools[app.name]
        broken = refinement_violation(t, inputs, float(env.bank_account.balance)) if t.is_sink else None
        if broken is not None:  # the table's refinements, as for Randori: before the tool runs
            raise AppFailure(app.name, "refused", broken)
        result, error = runtime.run_function(env, t.name, dict(inputs))
        if error is not None:
            raise AppFailure(app.name, "crashed", error)
        name, ty = app.outputs[0]
        if ty == "float":
            return {name: float(result)}
        value = render_text(result)
        return {name: value if isinstance(value, str) else str(value)}
    return run


def keyword_model(messages: list[dict[str, str]]) -> str:
    """The offline verifier of the concrete planner: a candidate implements an abstract app when
    every word of the abstract app's name occurs in the candidate's name or description and the
    signatures fit position by position (names mapped in order)."""
    from ..ace.concrete import name_match_model

    text = messages[-1]["content"]
    m = re.search(r"^\s+(\S+) .*?\n.*?^\s+(\S+) .*?   -- (.*)$", text, re.M | re.S)
    if not m:
        return "false"
    abstract, concrete, desc = m.group(1), m.group(2), m.group(3)
    words = [w.lower() for w in re.findall(r"[A-Z][a-z0-9]*", abstract)]
    hay = (re.sub(r"([A-Z])", r" \1", concrete) + " " + desc).lower()
    if not all(w in hay for w in words):
        return "false"
    return name_match_model(messages)


class AceElement:
    """ACE as an AgentDojo pipeline element (:attr:`last` keeps the :class:`AceOutcome`)."""

    def __init__(self, planner: Model, verifier: Model, q_model: QModel, *,
                 embedder: Optional[Embedder] = None, name: str = "llmbda-ace", seed: int = 0) -> None:
        self.planner, self.verifier, self.q_model = planner, verifier, q_model
        self.embedder = embedder or default_embedder()
        self.registry = banking_registry()
        self.name, self.seed = name, seed
        self.last: Optional[AceOutcome] = None

    def plan_sinks(self) -> frozenset[str]:
        """The banking sinks the last concrete plan binds."""
        return plan_sinks(self.last) if self.last is not None else frozenset()

    def query(self, query: str, runtime: Any, env: Any, messages: Sequence[Any] = (),
              extra_args: Optional[dict[str, Any]] = None) -> tuple[Any, ...]:
        ace = Ace(self.planner, self.verifier, self.registry, self.embedder, seed=self.seed,
                  runner=banking_runner(runtime, env, self.q_model))
        out = ace.run(query)
        self.last = out
        text = out.answer if out.error is None else f"I could not complete the task ({out.error})."
        return query, runtime, env, transcript(messages, query, text or ""), extra_args or {}


def plan_sinks(out: AceOutcome) -> frozenset[str]:
    """The banking sinks the concrete plan binds (by tool name); none if no plan was chosen."""
    from ..agents.banking_labels import SINKS

    if out.concrete is None:
        return frozenset()
    bound = {b.app.name for b in out.concrete.bindings.values()}
    return frozenset(s for s in SINKS if pascal(s) in bound)
