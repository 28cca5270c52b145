"""The static information-flow checker of ACE's concrete plans.

Labels are sets of atoms of the four-point lattice ``{}``, ``{U}``, ``{S}``, ``{U, S}`` (``⊑`` is
``⊆``, join is ``∪``). For a plan and the apps it is bound to, :func:`check` computes an upper bound
of the label every value can have at run time — the labels the LLMbda semantics gives it — and
checks every app call against the app's **bound** (its clearance, met with the user's policy for
its privileges):

* a literal is labelled ``pc``; ``{S} : e`` adds the user's mark; a variable carries its binding's
  label ``⊔ pc``; an operator, a pair, ``fst``/``snd`` join their operands' labels;
* **app call** ``App e1 … en`` under ``pc``: every ``label(ei) ⊔ pc`` must flow to the app's bound
  (that is what the app's wrapper ``assert``\\ s at run time, and what the orchestrator checks again on
  the whole argument); the result is labelled with the app's provider trust (``{U}`` for an
  untrusted provider) ``⊔`` the arguments ``⊔ pc``;
* ``if c then P else Q``: both branches are checked under ``pc ⊔ label(c)`` (**implicit flows**), and
  the result is labelled at least that;
* ``let rec f x = P in Q`` (a loop): the label of ``x``, the ``pc`` of the body and the label of the
  result are the least **fixpoint** over every call ``f e`` (from ``Q`` and from the body, whose
  branch conditions raise the ``pc`` of the next iteration);
* ``P; Q`` and ``let x = R in P`` check ``R`` under the same ``pc``.

The checker is sound for the dynamic labels: when it accepts a plan, no app wrapper's ``assert``
and no orchestrator check fails on any inputs and app outputs (``tests/test_ace_checker.py``
checks this on random plans against the LLMbda core).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Optional

from .plan import Binary, Call, Expr, If, Let, LetRec, Lit, Mark, Pair, Plan, Ret, Rhs, Seq, Unary, Var

Label = frozenset[str]
BOT: Label = frozenset()


def show(label: Label) -> str:
    return "{" + ", ".join(sorted(label)) + "}"


def parse_label(text: str) -> Label:
    body = text.strip()
    if not (body.startswith("{") and body.endswith("}")):
        raise ValueError(f"a label is written like {{}}, {{U}}, {{S}} or {{U, S}}, not {text!r}")
    atoms = frozenset(a.strip() for a in body[1:-1].split(",") if a.strip())
    if not atoms <= {"U", "S"}:
        raise ValueError(f"unknown atoms in {text!r} (the atoms are U and S)")
    return atoms


@dataclass(frozen=True)
class AppPolicy:
    """What the checker knows of the app a plan's name is bound to: the most its inputs (and the
    ``pc`` of the call) may carry, and the label of its results (the provider's trust)."""

    name: str
    bound: Label
    result: Label = BOT


@dataclass(frozen=True)
class Violation:
    """A call whose input label does not flow to the app's bound."""

    app: str
    arg: Optional[int]  # the argument's position, or None for the pc alone
    label: Label
    bound: Label
    path: str

    def __str__(self) -> str:
        what = f"argument {self.arg + 1}" if self.arg is not None else "the call's pc"
        return (f"{self.path}: {self.app}'s {what} is labelled {show(self.label)}, "
                f"which does not flow to its bound {show(self.bound)}")


@dataclass
class CheckResult:
    violations: list[Violation] = field(default_factory=list)
    result: Label = BOT
    labels: dict[str, Label] = field(default_factory=dict)
    iterations: int = 0

    @property
    def ok(self) -> bool:
        return not self.violations


@dataclass
class _Loop:
    arg: Label
    pc: Label
    res: Label
    calls_arg: Label = BOT
    calls_pc: Label = BOT


class _Checker:
    def __init__(self, apps: Mapping[str, AppPolicy]) -> None:
        self.apps = apps
        self.out = CheckResult()

    def expr(self, e: Expr, env: Mapping[str, Label], pc: Label) -> Label:
        if isinstance(e, Lit):
            return pc
        if isinstance(e, Var):
            return env.get(e.name, BOT) | pc
        if isinstance(e, Mark):
            return self.expr(e.expr, env, pc) | e.label
        if isinstance(e, Unary):
            return self.expr(e.arg, env, pc)
        if isinstance(e, Binary):
            return self.expr(e.left, env, pc) | self.expr(e.right, env, pc)
        if isinstance(e, Pair):
            return self.expr(e.first, env, pc) | self.expr(e.second, env, pc) | pc
        raise TypeError(f"not an expression: {e!r}")  # pragma: no cover

    def rhs(self, r: Rhs, env: Mapping[str, Label], pc: Label, loops: Mapping[str, _Loop],
            path: str) -> Label:
        if not isinstance(r, Call):
            return self.expr(r, env, pc)
        args = [self.expr(a, env, pc) for a in r.args]
        if r.loop:
            st = loops[r.name]
            st.calls_arg |= args[0] | pc
            st.calls_pc |= pc
            return st.res | pc
        app = self.apps.get(r.name)
        if app is None:
            raise KeyError(f"the plan calls {r.name}, which no app is bound to")
        joined = pc
        for i, lab in enumerate(args):
            joined |= lab
            if not (lab | pc) <= app.bound:
                self.out.violations.append(Violation(r.name, i, lab | pc, app.bound, path))
        if not args and not pc <= app.bound:
            self.out.violations.append(Violation(r.name, None, pc, app.bound, path))
        return app.result | joined

    def plan(self, q: Plan, env: dict[str, Label], pc: Label, loops: dict[str, _Loop], path: str) -> Label:
        if isinstance(q, Let):
            lab = self.rhs(q.rhs, env, pc, loops, f"{path}let {q.name}")
            self.out.labels[q.name] = self.out.labels.get(q.name, BOT) | lab
            return self.plan(q.body, {**env, q.name: lab}, pc, loops, path)
        if isinstance(q, Seq):
            self.rhs(q.first, env, pc, loops, f"{path}step")
            return self.plan(q.rest, env, pc, loops, path)
        if isinstance(q, If):
            inner = pc | self.expr(q.cond, env, pc)
            a = self.plan(q.then, env, inner, loops, f"{path}then: ")
            b = self.plan(q.orelse, env, inner, loops, f"{path}else: ")
            return a | b | inner
        if isinstance(q, LetRec):
            st = _Loop(BOT, pc, BOT)
            mark = len(self.out.violations)
            while True:
                self.out.iterations += 1
                del self.out.violations[mark:]
                st.calls_arg, st.calls_pc = BOT, BOT
                scope = {**loops, q.name: st}
                body = self.plan(q.body, {**env, q.param: st.arg}, st.pc, scope, f"{path}loop {q.name}: ")
                res = self.plan(q.rest, env, pc, scope, path)
                new = (st.calls_arg, pc | st.calls_pc, body | st.pc)
                if new == (st.arg, st.pc, st.res):
                    self.out.labels[q.param] = st.arg
                    return res
                st.arg, st.pc, st.res = st.arg | new[0], st.pc | new[1], st.res | new[2]
        if isinstance(q, Ret):
            return self.rhs(q.rhs, env, pc, loops, f"{path}result")
        raise TypeError(f"not a plan: {q!r}")  # pragma: no cover


def check(plan: Plan, apps: Mapping[str, AppPolicy], *, pc: Label = BOT) -> CheckResult:
    """Check a plan against the apps its names are bound to; see the module doc."""
    c = _Checker(apps)
    c.out.result = c.plan(plan, {}, pc, {}, "")
    return c.out
