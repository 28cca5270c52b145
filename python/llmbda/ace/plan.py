"""ACE plans: a restricted subset of the LLMbda surface language, parsed and validated.

A plan is LLMbda source that the abstract planner writes from the user's query alone::

    let fare_a = RideFare "Main St" "Airport" in
    let fare_b = OtherFare "Main St" "Airport" in
    if fare_a <= fare_b then BookRide "Main St" "Airport" else BookOther "Main St" "Airport"

The subset (checked by :func:`parse_plan` before anything runs):

* **statements**: ``let x = R in P``, ``R; P``, ``if E then P else P``, a final ``R``, and a loop
  ``let rec f x = P in P`` whose recursive calls ``f E`` appear only as the last step of a branch
  (tail position);
* **app calls** ``App E1 … En`` (an abstract app: a PascalCase name) only as the right-hand side of a
  ``let``, as a statement, or as a branch's result — never inside an expression ("no calls in
  sub-expressions");
* **expressions** ``E``: literals (``42``, ``"text"``, ``true``, ``()``, ``null``), variables bound
  earlier, pairs, ``fst``/``snd``/``not``/``neg``/``show``/``len`` and the string functions
  ``str_lower``/``str_upper``/``str_trim``/``parse_int`` (one operand) and
  ``str_find``/``str_take``/``str_drop`` (two), the binary operators, parentheses, and a sensitivity
  mark ``{S} : E`` (data from the query the user marked secret);
* **bindings are immutable** and every name is bound once (no shadowing), so each variable has one
  label for the static checker.

Anything else — ``fun``, ``recv`` (``recv_data``, ``recv_safe``), ``send``, ``call``, ``endorse``,
``assert``, ``fork``, ``clear``, lists and records,
an unknown app, a call with the wrong number of arguments — is rejected with a :class:`PlanError`.

**One parser.** A plan is read by the engine's own parser (Lean's compiled ``parse``, the one every
run uses), which gives the term it read as JSON (``treeBits`` in ``lean/Llmbda/FFI/Run.lean``);
this module only walks that term. So the checker sees exactly the program that runs: escapes,
precedence and desugaring (``let x = e in b`` is ``(fun x -> b) e``, ``e; b`` is
``(fun _ -> b) e``, ``let rec f x = e in b`` is ``(fun f -> b) (rec f x -> e)``) are the engine's.
A parse error carries the engine's line and column; the term has no positions, so a construct
outside the subset is located by the first occurrence of the name it concerns in the source
(:func:`locate`), or not at all.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, Mapping, Optional, Union

# ---- the abstract syntax -----------------------------------------------------------------------


@dataclass(frozen=True)
class Lit:
    value: Union[int, str, bool, None]


@dataclass(frozen=True)
class Var:
    name: str


@dataclass(frozen=True)
class Mark:
    """``{S} : e`` — the user marked this data with a label (from the query)."""

    label: frozenset[str]
    expr: "Expr"


@dataclass(frozen=True)
class Unary:
    op: str
    arg: "Expr"


@dataclass(frozen=True)
class Binary:
    op: str
    left: "Expr"
    right: "Expr"


@dataclass(frozen=True)
class Pair:
    first: "Expr"
    second: "Expr"


Expr = Union[Lit, Var, Mark, Unary, Binary, Pair]


@dataclass(frozen=True)
class Call:
    """``App e1 … en`` (an app) or ``f e`` (a loop's recursive call, ``loop=True``)."""

    name: str
    args: tuple[Expr, ...]
    loop: bool = False


Rhs = Union[Call, Expr]


@dataclass(frozen=True)
class Let:
    name: str
    rhs: Rhs
    body: "Plan"


@dataclass(frozen=True)
class Seq:
    first: Rhs
    rest: "Plan"


@dataclass(frozen=True)
class If:
    cond: Expr
    then: "Plan"
    orelse: "Plan"


@dataclass(frozen=True)
class LetRec:
    name: str
    param: str
    body: "Plan"
    rest: "Plan"


@dataclass(frozen=True)
class Ret:
    """The last step: its value is the plan's (or the branch's) result."""

    rhs: Rhs


Plan = Union[Let, Seq, If, LetRec, Ret]


class PlanError(ValueError):
    """The plan is not in the subset (or does not parse): ``line`` and ``col`` locate the problem
    (both 0 when it has no place in the source)."""

    def __init__(self, line: int, col: int, msg: str) -> None:
        super().__init__(f"{line}:{col}: {msg}" if line else msg)
        self.line, self.col, self.msg = line, col, msg


# ---- reading the engine's term -----------------------------------------------------------------

#: The longest plan read (characters): a plan is a few lines; the engine's term of a longer text is
#: not worth building.
MAX_PLAN = 100_000
#: Words of LLMbda a plan may not use, by the constructor of the engine's term they make.
FORBIDDEN = {"fun": "fun", "rec": "rec", "send": "send", "fork": "fork", "clear": "clear", "call": "call",
             "endorse": "endorse", "assert": "assert", "labD": "a dynamic label", "test": "a label test",
             "label": "a label value", "val": "a value"}
_WORD = re.compile(r'"(?:\\.|[^"\\])*"|--[^\n]*|(?P<w>[A-Za-z_][A-Za-z0-9_\']*)')


def is_app_name(name: str) -> bool:
    """Abstract apps are PascalCase."""
    return bool(re.fullmatch(r"[A-Z][A-Za-z0-9]*", name))


def locate(src: str, word: str) -> tuple[int, int]:
    """The line and column of the first occurrence of the name ``word`` in ``src`` outside string
    literals and comments, or (0, 0): where an error about ``word`` is shown (the engine's term has no
    positions; this finds a place for a message, it does not read the plan)."""
    for m in _WORD.finditer(src):
        if m.group("w") == word:
            before = src[:m.start()]
            return before.count("\n") + 1, m.start() - (before.rfind("\n") + 1) + 1
    return 0, 0


def _engine_term(src: str) -> Any:
    """The engine's term of ``src`` (JSON, see the module doc), or PlanError where it does not parse."""
    from .. import _core
    from ..labels import LAB4
    from ..program import surrogate_error

    if len(src) > MAX_PLAN:
        raise PlanError(0, 0, f"the plan is too long ({len(src)} characters; at most {MAX_PLAN})")
    bad = surrogate_error(src)  # (the engine takes UTF-8, as for any program)
    if bad is not None:
        raise PlanError(bad.line, bad.col, bad.msg)
    r = _core.parse_lean(LAB4._lean, src, False, True)
    if r["status"] == "parse":
        raise PlanError(int(r["line"]), int(r["col"]), str(r["msg"]))
    if r["status"] != "ok":
        raise PlanError(0, 0, f"the plan could not be read: {r['resource'] or r['msg']}")
    try:
        return json.loads(r["text"])
    except RecursionError:
        raise PlanError(0, 0, "the plan is nested too deeply") from None


class _Reader:
    """Walks the engine's term of a plan (the subset of the module doc)."""

    def __init__(self, src: str, apps: Mapping[str, int]) -> None:
        self.src = src
        self.apps = apps
        self.bound: set[str] = set()  # every name bound anywhere: each is bound once

    def fail(self, msg: str, word: str = "") -> PlanError:
        line, col = locate(self.src, word) if word else (0, 0)
        return PlanError(line, col, msg)

    def bind(self, name: str) -> str:
        if name in self.bound:
            raise self.fail(f"{name!r} is already bound (bindings are immutable; use a new name)", name)
        if is_app_name(name):
            raise self.fail(f"{name!r}: PascalCase names are for apps", name)
        self.bound.add(name)
        return name

    def forbidden(self, t: list[Any]) -> PlanError:
        kind = t[0]
        if kind == "recv":
            return self.fail(f"{t[1]!r} is not allowed in a plan", t[1])
        word = FORBIDDEN.get(kind, kind)
        return self.fail(f"{word!r} is not allowed in a plan", word if word.isidentifier() else "")

    def not_callable(self, head: list[Any]) -> PlanError:
        """The error of an application whose function is ``head`` (not an app or a loop)."""
        if head[0] in FORBIDDEN or head[0] == "recv":
            return self.forbidden(head)
        return self.fail("only apps and loops are called in a plan (a function application is not allowed)",
                         head[1] if head[0] == "var" else "")

    # plans
    def plan(self, t: list[Any], scope: frozenset[str], loops: dict[str, bool]) -> Plan:
        """``scope``: the names bound around ``t``; ``loops``: the loops in scope, each with whether
        ``t`` is inside its body (where it may only be called in tail position)."""
        if t[0] == "app" and t[1][0] == "fun":
            _, (_, x, body), rhs_t = t
            if x == "_":  # `R; P`
                first = self.rhs(rhs_t, scope, loops, tail=False, statement=True)
                return Seq(first, self.plan(body, scope, loops))
            if rhs_t[0] == "rec" and rhs_t[1] == x:  # `let rec f y = e in b`
                _, f, y, fbody = rhs_t
                self.bind(f)
                self.bind(y)
                inner = scope | {f, y}
                loop_body = self.plan(fbody, inner, {**loops, f: True})
                return LetRec(f, y, loop_body, self.plan(body, scope | {f}, {**loops, f: False}))
            rhs = self.rhs(rhs_t, scope, loops, tail=False)
            name = self.bind(x)
            return Let(name, rhs, self.plan(body, scope | {name}, loops))
        if t[0] == "if":
            return If(self.expr(t[1], scope, loops), self.plan(t[2], scope, loops), self.plan(t[3], scope, loops))
        return Ret(self.rhs(t, scope, loops, tail=True))

    def rhs(self, t: list[Any], scope: frozenset[str], loops: dict[str, bool], *, tail: bool,
            statement: bool = False) -> Rhs:
        head, args = _spine(t)
        if head[0] != "var" or not (head[1] in loops or is_app_name(head[1])):
            if args:
                raise self.not_callable(head)
            return self.expr(t, scope, loops)
        name = head[1]
        if name in loops:
            if loops[name] and not tail:
                msg = ("a loop's recursive call must be the last step" if statement else
                       f"inside its body, the loop {name!r} may only be called as the last step")
                raise self.fail(msg, name)
            if len(args) != 1:
                raise self.fail(f"the loop {name!r} takes one argument, not {len(args)}", name)
            return Call(name, (self.expr(args[0], scope, loops),), loop=True)
        if name not in self.apps:
            raise self.fail(f"unknown app {name!r} (the plan's apps: {', '.join(sorted(self.apps)) or 'none'})",
                            name)
        if self.apps[name] == 0:  # called with a unit argument, as LLMbda needs one
            if args != [["const", ["unit"]]]:
                raise self.fail(f"{name} takes no inputs: call it as {name} ()", name)
            return Call(name, ())
        if len(args) != self.apps[name]:
            raise self.fail(f"{name} takes {self.apps[name]} argument(s), not {len(args)}", name)
        return Call(name, tuple(self.expr(a, scope, loops) for a in args))

    # expressions
    def expr(self, t: list[Any], scope: frozenset[str], loops: dict[str, bool]) -> Expr:
        kind = t[0]
        if kind == "const":
            c = t[1]
            if c[0] == "unit":
                return Lit(None)
            if c[0] in ("bool", "int", "str"):
                return Lit(c[1])
            raise self.fail("lists and records are not allowed in a plan")
        if kind == "var":
            name = t[1]
            if is_app_name(name):
                raise self.fail(f"the app {name} is called inside an expression: bind its result with let "
                                "first (no calls in sub-expressions)", name)
            if name not in scope:
                raise self.fail(f"unbound name {name!r}", name)
            return Var(name)
        if kind in ("fst", "snd"):
            return Unary(kind, self.expr(t[1], scope, loops))
        if kind == "prim1":
            return Unary(t[1], self.expr(t[2], scope, loops))
        if kind == "prim2":
            return Binary(t[1], self.expr(t[2], scope, loops), self.expr(t[3], scope, loops))
        if kind == "pair":
            return Pair(self.expr(t[1], scope, loops), self.expr(t[2], scope, loops))
        if kind == "labS":
            return Mark(_atoms(int(t[1])), self.expr(t[2], scope, loops))
        if kind == "app":
            head, _ = _spine(t)
            if head[0] == "var" and head[1] in loops:
                raise self.fail(f"the loop {head[1]!r} is called inside an expression: bind its result with "
                                "let first", head[1])
            if head[0] == "var" and is_app_name(head[1]):
                return self.expr(head, scope, loops)  # the message of a call inside an expression
            raise self.not_callable(head)
        if kind == "if":
            raise self.fail("'if' is a step of a plan, not part of an expression: bind its parts with let",
                            "if")
        raise self.forbidden(t)


def _spine(t: list[Any]) -> tuple[list[Any], list[list[Any]]]:
    """An application ``f a1 … an`` as its function ``f`` and its arguments, in order."""
    args: list[list[Any]] = []
    while t[0] == "app":
        args.append(t[2])
        t = t[1]
    return t, args[::-1]


def _atoms(bits: int) -> frozenset[str]:
    from ..labels import LAB4, Label

    return frozenset(Label(bits, LAB4).atoms)


def parse_plan(src: str, apps: Mapping[str, int]) -> Plan:
    """Read a plan with the engine's parser and validate it (see the module doc); ``apps`` maps each
    app the plan may call to its arity."""
    term = _engine_term(src)
    r = _Reader(src, apps)
    try:
        return r.plan(term, frozenset(), {})
    except RecursionError:
        raise PlanError(0, 0, "the plan is nested too deeply") from None


def apps_called(plan: Plan) -> frozenset[str]:
    """The apps a plan calls."""
    out: set[str] = set()

    def rhs(r: Rhs) -> None:
        if isinstance(r, Call) and not r.loop:
            out.add(r.name)

    def go(q: Plan) -> None:
        if isinstance(q, Let):
            rhs(q.rhs)
            go(q.body)
        elif isinstance(q, Seq):
            rhs(q.first)
            go(q.rest)
        elif isinstance(q, If):
            go(q.then)
            go(q.orelse)
        elif isinstance(q, LetRec):
            go(q.body)
            go(q.rest)
        else:
            rhs(q.rhs)

    go(plan)
    return frozenset(out)
