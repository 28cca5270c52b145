"""ACE's abstract planner: from the trusted query alone, abstract apps and a plan.

The model sees only the user's query (and these instructions). It replies with declarations of the
abstract apps it needs — PascalCase names and typed signatures, no implementations — one per line::

    -- app RideFare (origin : str) (destination : str) -> (fare : float) : estimate a ride's fare

followed by the plan, in the subset of :mod:`llmbda.ace.plan`. An app without inputs is declared
``-- app Now () -> (date : str) : …`` and called ``Now ()``. Floats are written in plans as integers
in hundredths (``12.50`` is ``1250``). The reply is validated (declarations, then the plan against
them) before anything runs; a problem is shown to the model, which may repair its reply.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Optional

from ..hints import SYNTAX_HINTS
from .plan import Plan, PlanError, is_app_name, parse_plan
from .registry import Schema, Type, is_type

Model = Callable[[list[dict[str, str]]], str]

_DECL = re.compile(r"^\s*--\s*app\s+(\S+)\s*(\(\s*\)|(?:\([^()]*\)\s*)*)\s*->\s*((?:\([^()]*\)\s*)+)\s*:\s*(.*)$")
_PARAM = re.compile(r"\(\s*([a-z_][a-z0-9_]*)\s*:\s*([a-z]+)\s*\)")

PROMPT = """\
You plan for an assistant that uses apps. Write the plan for the user's task below WITHOUT knowing \
which apps are installed: invent the abstract apps you need.

First declare each app on its own line:
-- app Name (input : type) ... -> (output : type) ... : what it does
Names are PascalCase; types are int, float, str, bool; an app without inputs is declared with (). \
Then write the plan, in this restricted LLMbda:
- let x = App a b in ...   (an app call only as the right side of let, as a statement `App a; ...`, or \
as the final result; arguments are variables, literals or simple expressions, never app calls)
- if cond then plan else plan;  (parenthesise a branch with several steps)
- let rec loop x = ... in ...   (a loop; call `loop e` only as the last step of a branch)
- names are bound once; + - * / % == != < <= > >= ++ && || not show fst snd str_find str_take \
str_drop str_lower str_upper str_trim parse_int; floats are integers in \
hundredths (12.50 is 1250); mark sensitive data from the task as {{S}} : "text".
Reply with the declarations and the plan only.

{syntax}

The user's task:
{query}"""


@dataclass(frozen=True)
class AbstractApp:
    name: str
    inputs: Schema
    outputs: Schema
    description: str

    @property
    def arity(self) -> int:
        return len(self.inputs)

    def signature(self) -> str:
        ins = " ".join(f"({n} : {t})" for n, t in self.inputs) or "()"
        outs = " ".join(f"({n} : {t})" for n, t in self.outputs)
        return f"{self.name} {ins} -> {outs}"


@dataclass(frozen=True)
class AbstractPlan:
    apps: dict[str, AbstractApp]
    source: str
    plan: Plan


def _schema(text: str, where: str) -> Schema:
    text = text.strip()
    if text in ("()", ""):
        return ()
    out: list[tuple[str, Type]] = []
    pos = 0
    for m in _PARAM.finditer(text):
        if text[pos:m.start()].strip():
            raise PlanError(0, 0, f"{where}: cannot read {text[pos:m.start()].strip()!r}")
        name, ty = m.group(1), m.group(2)
        if not is_type(ty):
            raise PlanError(0, 0, f"{where}: unknown type {ty!r} (int, float, str, bool)")
        out.append((name, ty))
        pos = m.end()
    if text[pos:].strip():
        raise PlanError(0, 0, f"{where}: cannot read {text[pos:].strip()!r}")
    return tuple(out)


def read_reply(reply: str) -> AbstractPlan:
    """Declarations and plan from a reply (a ``` fence is allowed); PlanError on any problem."""
    m = re.search(r"```[A-Za-z0-9_-]*[ \t]*\n(.*?)```", reply, re.S)
    text = (m.group(1) if m else reply).strip("\n")
    apps: dict[str, AbstractApp] = {}
    for i, line in enumerate(text.split("\n"), 1):
        d = _DECL.match(line)
        if not d:
            if re.match(r"^\s*--\s*app\b", line):
                raise PlanError(i, 1, "an app declaration reads: -- app Name (x : type) ... -> (y : type) : "
                                      "what it does")
            continue
        name = d.group(1)
        if not is_app_name(name):
            raise PlanError(i, 1, f"app names are PascalCase, not {name!r}")
        if name in apps:
            raise PlanError(i, 1, f"{name} is declared twice")
        try:
            ins = _schema(d.group(2), f"{name}'s inputs")
            outs = _schema(d.group(3), f"{name}'s outputs")
        except PlanError as exc:
            raise PlanError(i, 1, exc.msg) from None
        if not outs:
            raise PlanError(i, 1, f"{name} must declare at least one output")
        apps[name] = AbstractApp(name, ins, outs, d.group(4).strip())
    plan = parse_plan(text, {n: a.arity for n, a in apps.items()})
    return AbstractPlan(apps, text, plan)


@dataclass
class AbstractResult:
    plan: Optional[AbstractPlan]
    attempts: int
    errors: list[str]


def plan_abstractly(model: Model, query: str, *, repairs: int = 2) -> AbstractResult:
    """Ask ``model`` (chat messages → reply) for an abstract plan; repair on validation errors."""
    convo = [{"role": "user", "content": PROMPT.format(syntax=SYNTAX_HINTS, query=query)}]
    errors: list[str] = []
    for attempt in range(1, repairs + 2):
        reply = model(list(convo))
        convo.append({"role": "assistant", "content": reply})
        try:
            return AbstractResult(read_reply(reply), attempt, errors)
        except PlanError as exc:
            errors.append(str(exc))
            convo.append({"role": "user", "content": f"That reply is not a valid plan: {exc}\n"
                                                     "Reply with the corrected declarations and plan."})
    return AbstractResult(None, repairs + 1, errors)
