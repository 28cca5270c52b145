"""ACE's executor: the orchestrator, the plan worker and the app workers.

* The **orchestrator** holds the verified concrete plan. It turns it into an LLMbda program: each
  abstract app's name is bound to a wrapper that ``assert``\\ s every argument against the app's
  bound and calls the host tool ``ace.<Name>``; the plan's text follows unchanged. The run is given
  each ``ace.<Name>``'s bound as its clearance (``run(..., bounds=...)``), so E-Call refuses a call
  whose argument or ``pc`` exceeds it before the orchestrator is asked. So the dynamic labels of the
  calculus still apply underneath the static check.
* The **plan worker** is that program's run on the LLMbda core (``peval``'s semantics). It has no
  tools but ``ace.<Name>`` for the apps of its plan: it never calls an app itself.
* Every ``ace.<Name>`` call goes back to the orchestrator, which re-checks the argument's deep label
  against the bound (defence in depth), maps the arguments onto the installed app's inputs, validates them against its
  schema and runs the app in its own **isolated worker process** (:func:`llmbda.ace.executor.run_app`:
  private directory, rlimits, no network unless declared); the outputs are validated, mapped back
  and labelled with the provider's trust. A worker that fails or exceeds its limits is killed and
  the failure is reported to the plan worker, whose run stops with a :class:`llmbda.ToolError`
  naming the app and what happened.

Floats cross into plans as integers in hundredths (``12.5`` ↔ ``1250``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional

from .. import errors
from ..labels import LAB4
from ..runtime import DEFAULT_FUEL, Labelled, Value, run
from ..toolargs import deep_label, flatten
from .checker import show
from .concrete import Binding, ConcretePlan, app_bound
from .executor import AppFailure, run_app
from .registry import App

#: Runs an installed app on validated inputs (the isolated executor by default).
AppRunner = Callable[[App, Mapping[str, object]], Mapping[str, object]]


class AppRefused(Exception):
    """The orchestrator refused a call: its argument's label exceeds the app's bound."""


@dataclass
class AppCall:
    abstract: str
    app: str
    inputs: dict[str, object]
    label: str
    outputs: Optional[dict[str, object]] = None
    error: Optional[str] = None


@dataclass
class Execution:
    value: Optional[str] = None
    label: Optional[str] = None
    error: Optional[str] = None
    calls: list[AppCall] = field(default_factory=list)


def _to_py(v: Value, ty: str, where: str) -> object:
    want = {"int": "int", "float": "int", "str": "str", "bool": "bool"}[ty]
    if v.kind != want:
        raise TypeError(f"{where} must be {'an int (hundredths)' if ty == 'float' else 'a ' + want}, "
                        f"not a {v.kind} ({v.text(200)})")
    raw = v.raw
    return raw / 100 if ty == "float" else raw


def _to_plan(x: object, ty: str) -> object:
    if ty == "float":
        assert isinstance(x, (int, float))
        return int(round(float(x) * 100))
    return x


def wrapper(b: Binding, bound: str) -> str:
    """The LLMbda definition of an abstract app's name (one line)."""
    n = b.abstract.arity
    if n == 0:
        return f'let {b.abstract.name} = fun u -> call "ace.{b.abstract.name}" (assert {bound} u) in'
    names = [f"a{i}" for i in range(n)]
    args = [f"assert {bound} {x}" for x in names]
    tup = args[-1]
    for a in reversed(args[:-1]):
        tup = f"({a}, {tup})"
    lam = " ".join(f"fun {x} ->" for x in names)
    return f'let {b.abstract.name} = {lam} call "ace.{b.abstract.name}" ({tup}) in'


def program(plan: ConcretePlan, policy: Optional[Mapping[str, Any]] = None) -> str:
    """The concrete plan as an LLMbda program: the wrappers, then the plan's text."""
    from .concrete import DEFAULT_POLICY

    pol = DEFAULT_POLICY if policy is None else policy
    lines = [wrapper(b, show(app_bound(b.app, pol))) for b in plan.bindings.values()]
    return "\n".join(lines) + "\n" + plan.abstract.source


def execute(plan: ConcretePlan, *, runner: AppRunner = run_app, policy: Optional[Mapping[str, Any]] = None,
            fuel: int = DEFAULT_FUEL) -> Execution:
    """Run a verified concrete plan (see the module doc)."""
    from .concrete import DEFAULT_POLICY

    pol = DEFAULT_POLICY if policy is None else policy
    ex = Execution()

    def tool(b: Binding) -> Callable[[Value], Any]:
        bound = app_bound(b.app, pol)

        def call(arg: Value) -> Any:
            lab = deep_label(arg)
            atoms = frozenset(lab.atoms)
            if not atoms <= bound:
                ex.calls.append(AppCall(b.abstract.name, b.app.name, {}, str(lab), error="refused"))
                raise AppRefused(f"{b.abstract.name} ({b.app.name}): argument labelled {lab} exceeds the "
                                 f"app's bound {show(bound)}")
            n = b.abstract.arity
            vals = flatten(arg, n, b.abstract.name) if n else []
            inputs = {cname: _to_py(v, aty, f"{b.abstract.name}'s {aname}")
                      for (aname, aty), cname, v in zip(b.abstract.inputs, b.inputs, vals)}
            rec = AppCall(b.abstract.name, b.app.name, inputs, str(lab))
            ex.calls.append(rec)
            try:
                outputs = dict(runner(b.app, inputs))
            except AppFailure as exc:
                rec.error = f"{exc.kind}: {exc}"
                raise
            rec.outputs = outputs
            results = [_to_plan(outputs[c], aty) for (_, aty), c in zip(b.abstract.outputs, b.outputs)]
            value: Any = results[-1]
            for r in reversed(results[:-1]):
                value = (r, value)
            return Labelled(value, LAB4.label("{U}" if b.app.trust == "untrusted" else "{}"))
        return call

    tools = {f"ace.{name}": tool(b) for name, b in plan.bindings.items()}
    bounds = {f"ace.{name}": show(app_bound(b.app, pol)) for name, b in plan.bindings.items()}
    try:
        r = run(program(plan, pol), None, tools=tools, bounds=bounds, fuel=fuel, prelude=False)
        ex.value = r.value.render()  # a text past TEXT_LIMIT is a ResourceLimit
    except errors.LlmbdaError as exc:
        ex.error = f"{type(exc).__name__}: {exc}"
        return ex
    ex.label = str(deep_label(r.value))  # the deep label: what the answer carries, pairs included
    return ex
