"""ACE as an agent: abstract plan → concrete plan (static IFC) → isolated execution."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional

from .abstract import AbstractPlan, plan_abstractly
from .checker import Label
from .concrete import DEFAULT_POLICY, ConcretePlan, NoSecurePlan, concretize
from .embed import Embedder
from .executor import run_app
from .orchestrator import AppRunner, Execution, execute
from .registry import Registry

Model = Callable[[list[dict[str, str]]], str]


@dataclass
class AceOutcome:
    query: str
    abstract: Optional[AbstractPlan] = None
    planner_errors: list[str] = field(default_factory=list)
    concrete: Optional[ConcretePlan] = None
    refused: Optional[str] = None       # why no concrete plan is secure (fail closed)
    execution: Optional[Execution] = None
    error: Optional[str] = None

    @property
    def answer(self) -> Optional[str]:
        return self.execution.value if self.execution is not None else None

    def to_json(self) -> dict[str, Any]:
        c = self.concrete
        ex = self.execution
        return {
            "plan": self.abstract.source if self.abstract else None,
            "planner_errors": self.planner_errors,
            "bindings": {n: {"app": b.app.name, "inputs": list(b.inputs), "outputs": list(b.outputs)}
                         for n, b in (c.bindings.items() if c else [])},
            "risk": sorted(c.risk) if c else None,
            "considered": [x.describe() for x in c.considered] if c else None,
            "refused": self.refused, "error": self.error,
            "answer": ex.value if ex else None, "label": ex.label if ex else None,
            "calls": [{"abstract": k.abstract, "app": k.app, "inputs": k.inputs, "label": k.label,
                       "outputs": k.outputs, "error": k.error} for k in (ex.calls if ex else [])],
        }


class Ace:
    """``planner`` writes the abstract plan from the query alone; ``verifier`` answers the concrete
    planner's questions about candidate apps (it sees app descriptions, never data)."""

    def __init__(self, planner: Model, verifier: Model, registry: Registry, embedder: Embedder, *,
                 policy: Mapping[str, Label] = DEFAULT_POLICY, seed: int = 0, k: int = 3,
                 runner: AppRunner = run_app) -> None:
        self.planner, self.verifier = planner, verifier
        self.registry, self.embedder = registry, embedder
        self.policy, self.seed, self.k, self.runner = policy, seed, k, runner

    def run(self, query: str) -> AceOutcome:
        out = AceOutcome(query)
        try:
            ab = plan_abstractly(self.planner, query)
        except Exception as exc:  # the planner's failure, reported
            out.error = f"PlannerError: {type(exc).__name__}: {exc}"
            return out
        out.planner_errors = ab.errors
        if ab.plan is None:
            out.error = "NoPlan: " + (ab.errors[-1] if ab.errors else "no valid plan")
            return out
        out.abstract = ab.plan
        try:
            out.concrete = concretize(ab.plan, self.registry, self.verifier, self.embedder,
                                      policy=self.policy, k=self.k, seed=self.seed)
        except NoSecurePlan as exc:
            out.refused = exc.report
            out.error = "NoSecurePlan: " + exc.report.split("\n")[0]
            return out
        out.execution = execute(out.concrete, runner=self.runner, policy=self.policy)
        out.error = out.execution.error
        return out
