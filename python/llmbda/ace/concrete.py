"""ACE's concrete planner: abstract apps → installed apps, checked statically, least privilege.

For each abstract app:

1. **candidates** — installed apps whose description is among the ``k`` nearest (Euclidean distance
   of embeddings, :mod:`llmbda.ace.embed`) to the abstract app's description;
2. **verification** — the model is asked whether each candidate implements the abstract app and how
   the arguments and results map (a reply ``false``, or ``"origin destination -> fare"``: the
   candidate's input names in the order of the abstract inputs, then the candidate's outputs in the
   order of the abstract outputs); the mapping is checked against both signatures' types.

Then every **assignment** (one verified candidate per abstract app) is **checked statically**
(:mod:`llmbda.ace.checker`) with each app's bound — its clearance, met with the user's policy for
the privileges it holds — and its provider's trust. Among the secure assignments the planner picks
one of **least privilege**: its risk set (the privileges it grants, and ``untrusted-provider`` if an
app's provider is untrusted) is minimal under strict inclusion; ties are broken by a seeded random
choice. With no secure assignment it **fails closed** (:class:`NoSecurePlan`, with a report of every
assignment and why it was refused).
"""

from __future__ import annotations

import itertools
import random
import re
from dataclasses import dataclass, field
from typing import Callable, Mapping, Optional, Sequence

from .abstract import AbstractApp, AbstractPlan
from .checker import BOT, AppPolicy, CheckResult, Label, check, parse_label, show
from .embed import Embedder, euclidean
from .registry import App, Registry

Model = Callable[[list[dict[str, str]]], str]

#: The user's default policy: the most a call may carry into an app holding each privilege.
DEFAULT_POLICY: dict[str, Label] = {
    "network": frozenset(),             # nothing untrusted steers, nothing secret leaves
    "process": frozenset(),
    "filesystem": frozenset({"S"}),     # may store secrets, not be steered by untrusted data
}

VERIFY_PROMPT = """\
An abstract app is needed:
  {abstract}   -- {adesc}
Is this installed app a correct implementation of it?
  {concrete}   -- {cdesc}
Reply with false if it is not. If it is, reply with one string literal: the installed app's input \
names in the order of the abstract app's inputs, then ->, then the installed app's output names in \
the order of the abstract app's outputs. Example: "origin destination -> fare"."""


@dataclass(frozen=True)
class Binding:
    """An abstract app bound to an installed one: ``inputs[i]`` is the installed app's input that
    takes the abstract app's ``i``-th argument; ``outputs[j]`` the installed output that gives the
    abstract app's ``j``-th result."""

    abstract: AbstractApp
    app: App
    inputs: tuple[str, ...]
    outputs: tuple[str, ...]


def app_bound(app: App, policy: Mapping[str, Label] = DEFAULT_POLICY) -> Label:
    """An app's bound: its clearance met with the policy of each privilege it holds."""
    bound = parse_label(app.clearance)
    for p in sorted(app.privileges):
        if p in policy:
            bound = bound & policy[p]
    return bound


def app_result(app: App) -> Label:
    return frozenset({"U"}) if app.trust == "untrusted" else BOT


def risk(bindings: Sequence[Binding]) -> frozenset[str]:
    out: set[str] = set()
    for b in bindings:
        out |= b.app.privileges
        if b.app.trust == "untrusted":
            out.add("untrusted-provider")
    return frozenset(out)


def signature(app: App) -> str:
    ins = " ".join(f"({n} : {t})" for n, t in app.inputs) or "()"
    outs = " ".join(f"({n} : {t})" for n, t in app.outputs)
    return f"{app.name} {ins} -> {outs}"


def parse_mapping(reply: str, abstract: AbstractApp, app: App) -> Optional[Binding]:
    """The binding a verification reply describes, or None (``false``, or a mapping whose names or
    types do not fit — a model's mistake is a refusal, never a wrong binding)."""
    text = reply.strip()
    if text == "false" or not (text.startswith('"') and text.endswith('"')):
        return None
    body = text[1:-1]
    if "->" not in body:
        return None
    left, right = body.split("->", 1)
    ins, outs = tuple(left.split()), tuple(right.split())
    app_in, app_out = dict(app.inputs), dict(app.outputs)
    if len(ins) != len(abstract.inputs) or set(ins) != set(app_in) or len(set(ins)) != len(ins):
        return None
    if len(outs) != len(abstract.outputs) or not set(outs) <= set(app_out) or len(set(outs)) != len(outs):
        return None
    for (_, ty), name in zip(abstract.inputs, ins):
        if not _fits(ty, app_in[name]):
            return None
    for (_, ty), name in zip(abstract.outputs, outs):
        if not _fits(app_out[name], ty):
            return None
    return Binding(abstract, app, ins, outs)


def _fits(src: str, dst: str) -> bool:
    return src == dst or (src == "int" and dst == "float")


@dataclass
class Considered:
    """One assignment the planner considered, and its fate."""

    bindings: tuple[Binding, ...]
    check: CheckResult
    risk: frozenset[str]

    def describe(self) -> str:
        names = ", ".join(f"{b.abstract.name}→{b.app.name}" for b in self.bindings)
        if self.check.ok:
            return f"{names}: secure; risk {{{', '.join(sorted(self.risk))}}}"
        return f"{names}: refused: " + "; ".join(str(v) for v in self.check.violations)


class NoSecurePlan(Exception):
    """No assignment of installed apps makes the plan secure (or some abstract app has no
    implementation); ``report`` says why, assignment by assignment."""

    def __init__(self, report: str) -> None:
        super().__init__(report)
        self.report = report


@dataclass
class ConcretePlan:
    abstract: AbstractPlan
    bindings: dict[str, Binding]
    check: CheckResult
    risk: frozenset[str]
    considered: list[Considered] = field(default_factory=list)
    candidates: dict[str, list[tuple[str, float]]] = field(default_factory=dict)


#: Embeddings already computed, by embedder name and text (descriptions repeat across plans).
_EMBEDDINGS: dict[str, dict[str, list[float]]] = {}


def words(name: str) -> str:
    """An app's PascalCase name as words (``GetMostRecentTransactions`` → ``Get Most Recent
    Transactions``), so that an embedder that reads words sees the name's."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", name)


def candidates(abstract: AbstractApp, registry: Registry, embedder: Embedder, k: int = 3) -> list[tuple[App, float]]:
    """The ``k`` installed apps nearest to the abstract app (by description and signature)."""
    apps = list(registry)
    if not apps:
        return []
    texts = [f"{words(abstract.name)}: {abstract.description}"] + [f"{words(a.name)}: {a.description}" for a in apps]
    cache = _EMBEDDINGS.setdefault(embedder.name, {})
    todo = [t for t in dict.fromkeys(texts) if t not in cache]
    if todo:
        cache.update(zip(todo, embedder.embed(todo)))
    vecs = [cache[t] for t in texts]
    scored = sorted(((euclidean(vecs[0], v), a.name, a) for a, v in zip(apps, vecs[1:])), key=lambda t: t[:2])
    return [(a, d) for d, _, a in scored[:k]]


def concretize(plan: AbstractPlan, registry: Registry, model: Model, embedder: Embedder, *,
               policy: Mapping[str, Label] = DEFAULT_POLICY, k: int = 3, seed: int = 0,
               max_assignments: int = 10_000) -> ConcretePlan:
    """Bind the abstract plan to installed apps (see the module doc)."""
    options: dict[str, list[Binding]] = {}
    cand_report: dict[str, list[tuple[str, float]]] = {}
    for name, abstract in plan.apps.items():
        found: list[Binding] = []
        near = candidates(abstract, registry, embedder, k)
        cand_report[name] = [(a.name, round(d, 4)) for a, d in near]
        for app, _ in near:
            prompt = VERIFY_PROMPT.format(abstract=abstract.signature(), adesc=abstract.description,
                                          concrete=signature(app), cdesc=app.description)
            try:
                reply = model([{"role": "user", "content": prompt}])
            except Exception as exc:  # a model failure refuses the candidate, clearly
                reply = f"error: {exc}"
            b = parse_mapping(reply, abstract, app)
            if b is not None:
                found.append(b)
        options[name] = found
    missing = [n for n, bs in options.items() if not bs]
    if missing:
        lines = [f"no installed app implements {n} (candidates: "
                 f"{', '.join(a for a, _ in cand_report[n]) or 'none'})" for n in missing]
        raise NoSecurePlan("; ".join(lines))
    names = list(options)
    considered: list[Considered] = []
    for combo in itertools.islice(itertools.product(*(options[n] for n in names)), max_assignments):
        pols = {b.abstract.name: AppPolicy(b.abstract.name, app_bound(b.app, policy), app_result(b.app))
                for b in combo}
        considered.append(Considered(tuple(combo), check(plan.plan, pols), risk(combo)))
    secure = [c for c in considered if c.check.ok]
    if not secure:
        raise NoSecurePlan("no assignment of installed apps is secure:\n" +
                           "\n".join(f"- {c.describe()}" for c in considered))
    minimal = [c for c in secure if not any(o.risk < c.risk for o in secure)]
    minimal.sort(key=lambda c: tuple(b.app.name for b in c.bindings))
    chosen = random.Random(seed).choice(minimal)
    return ConcretePlan(plan, {b.abstract.name: b for b in chosen.bindings}, chosen.check, chosen.risk,
                        considered, cand_report)


def name_match_model(messages: list[dict[str, str]]) -> str:
    """An offline verification model for tests and replays: it accepts a candidate whose signature
    matches the abstract app's position by position (types only), mapping names in order; and
    refuses otherwise. It reads signatures, never descriptions."""
    text = messages[-1]["content"]
    sigs = re.findall(r"^\s+(\S+) (.*?) -> (.*?)   --", text, re.M)
    if len(sigs) != 2:
        return "false"
    (_, ain, aout), (_, cin, cout) = sigs
    pat = re.compile(r"\((\S+) : (\S+)\)")
    ai, ao, ci, co = (pat.findall(x) for x in (ain, aout, cin, cout))
    if [t for _, t in ai] != [t for _, t in ci] or len(ao) > len(co):
        return "false"
    if [t for _, t in ao] != [t for _, t in co[:len(ao)]]:
        return "false"
    return '"' + " ".join(n for n, _ in ci) + " -> " + " ".join(n for n, _ in co[:len(ao)]) + '"'


__all__ = ["Binding", "ConcretePlan", "Considered", "DEFAULT_POLICY", "NoSecurePlan", "app_bound", "candidates",
           "concretize", "name_match_model", "parse_mapping", "risk", "show"]
