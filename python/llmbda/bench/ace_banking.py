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
from ..agents.banking_labels import BANKING_TOOLS, FIELD_SOURCES, ToolSpec
from ..labels import LAB4
from ..runtime import Message
from .pipeline import transcript

Model = Callable[[list[dict[str, str]]], str]
QModel = Callable[[list[Message]], str]

_KIND: dict[str, Type] = {"str": "str", "cents": "float", "int": "int", "bool": "bool"}
_IMPL = "llmbda.bench.ace_banking:in_process"


def pascal(name: str) -> str:
    return "".join(w.capitalize() for w in name.split("_"))


def _app(t: ToolSpec) -> App:
    inputs: Schema = tuple((p.name, _KIND[p.kind]) for p in t.params)
    out: Type = "float" if t.returns == "cents" else "str"
    if t.is_sink:
        privileges = frozenset({"network"}) if t.bound == "{}" else frozenset({"filesystem"})
        return App(pascal(t.name), t.doc, inputs, (("message", "str"),), _IMPL, privileges=privileges,
                   trust="trusted", clearance=t.bound or "{}")
    # ACE's apps return text (render_text): the whole text of a source that holds an untrusted field
    # (the history's incoming subjects, FIELD_SOURCES) is untrusted
    trust: Trust = "untrusted" if t.result == "{U}" or t.name in FIELD_SOURCES else "trusted"
    return App(pascal(t.name), t.doc, inputs, (("result", out),), _IMPL, trust=trust, clearance="{S}")


ASK_APPS = {
    "AskNumber": ("int", "answers a question about a text with a number"),
    "AskText": ("str", "answers a question about a text with a text"),
    "AskYesNo": ("bool", "answers a yes or no question about a text"),
}


def banking_registry() -> Registry:
    apps = [_app(t) for t in BANKING_TOOLS]
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


def banking_runner(runtime: Any, env: Any, q_model: QModel) -> Callable[[App, Mapping[str, object]], Mapping[str, object]]:
    """Runs the banking apps on AgentDojo's environment, and the Ask apps with the Q-model."""
    tools = {pascal(t.name): t for t in BANKING_TOOLS}

    def run(app: App, inputs: Mapping[str, object]) -> Mapping[str, object]:
        if app.name in ASK_APPS:
            session = [Message("user", str(inputs["question"]), LAB4.bot),
                       Message("user", str(inputs["data"]), LAB4.bot)]
            try:
                reply = q_model(session)
            except Exception as exc:
                raise AppFailure(app.name, "crashed", f"the model failed: {exc}") from None
            return {"answer": _literal(reply, ASK_APPS[app.name][0], app.name)}
        t = tools[app.name]
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
