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
an unknown app, a call with the wrong number of arguments — is rejected with a :class:`PlanError`
that names the line and column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Mapping, Optional, Union

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
    """The plan is not in the subset (or does not parse): ``line`` and ``col`` locate the problem."""

    def __init__(self, line: int, col: int, msg: str) -> None:
        super().__init__(f"{line}:{col}: {msg}")
        self.line, self.col, self.msg = line, col, msg


# ---- tokens ------------------------------------------------------------------------------------

_TOKEN = re.compile(r"""
    (?P<ws>[ \t\r\n]+|--[^\n]*)
  | (?P<str>"(?:\\.|[^"\\])*")
  | (?P<int>\d+)
  | (?P<label>\{[ A-Za-z,]*\})
  | (?P<id>[A-Za-z_][A-Za-z0-9_']*)
  | (?P<op>->|==|!=|<=|>=|\+\+|&&|\|\||[-+*/%<>();=:,])
""", re.X)

UNARY = ("not", "neg", "show", "len", "fst", "snd", "str_lower", "str_upper", "str_trim", "parse_int")
#: Primitives written before their two operands (``str_find s t``).
BINARY_PREFIX = ("str_find", "str_take", "str_drop")
KEYWORDS = frozenset({"let", "rec", "in", "if", "then", "else", "true", "false", "null", *UNARY,
                      *BINARY_PREFIX})
#: Words of LLMbda a plan may not use.
FORBIDDEN = frozenset({"fun", "recv", "recv_data", "recv_safe", "send", "call", "endorse", "assert", "fork",
                       "clear"})
#: Binary operators by precedence, loosest first (as in the LLMbda parser).
LEVELS = (("||",), ("&&",), ("==", "!=", "<", "<=", ">", ">="), ("+", "-", "++"), ("*", "/", "%"))


@dataclass(frozen=True)
class Tok:
    kind: str
    text: str
    line: int
    col: int


def _tokens(src: str) -> list[Tok]:
    out: list[Tok] = []
    pos, line, col = 0, 1, 1
    while pos < len(src):
        m = _TOKEN.match(src, pos)
        if m is None:
            raise PlanError(line, col, f"unexpected character {src[pos]!r}")
        kind = m.lastgroup or ""
        text = m.group(0)
        if kind != "ws":
            out.append(Tok(kind, text, line, col))
        nl = text.count("\n")
        line, col = (line + nl, len(text) - text.rfind("\n")) if nl else (line, col + len(text))
        pos = m.end()
    out.append(Tok("eof", "", line, col))
    return out


def _unescape(s: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), s[1:-1])


def is_app_name(name: str) -> bool:
    """Abstract apps are PascalCase."""
    return bool(re.fullmatch(r"[A-Z][A-Za-z0-9]*", name))


class _Parser:
    def __init__(self, src: str, apps: Mapping[str, int]) -> None:
        self.toks = _tokens(src)
        self.i = 0
        self.apps = apps
        self.bound: set[str] = set()

    # helpers
    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def fail(self, msg: str, tok: Optional[Tok] = None) -> PlanError:
        t = tok or self.tok
        return PlanError(t.line, t.col, msg)

    def next(self) -> Tok:
        t = self.tok
        self.i += 1
        return t

    def at(self, text: str) -> bool:
        return self.tok.text == text and self.tok.kind in ("id", "op")

    def expect(self, text: str) -> Tok:
        if not self.at(text):
            raise self.fail(f"expected {text!r} but found {self.tok.text or 'the end'!r}")
        return self.next()

    def ident(self) -> Tok:
        t = self.tok
        if t.kind != "id" or t.text in KEYWORDS or t.text in FORBIDDEN:
            raise self.fail(f"expected a name but found {t.text or 'the end'!r}")
        return self.next()

    def bind(self, t: Tok) -> str:
        if t.text in self.bound:
            raise self.fail(f"{t.text!r} is already bound (bindings are immutable; use a new name)", t)
        if is_app_name(t.text):
            raise self.fail(f"{t.text!r}: PascalCase names are for apps", t)
        self.bound.add(t.text)
        return t.text

    # plans
    def plan(self, loops: dict[str, bool]) -> Plan:
        """``loops``: the loops in scope, each with whether we are inside its body (where it may
        only be called in tail position)."""
        t = self.tok
        if t.text in FORBIDDEN:
            raise self.fail(f"{t.text!r} is not allowed in a plan")
        if self.at("let"):
            self.next()
            if self.at("rec"):
                self.next()
                f = self.bind(self.ident())
                x = self.bind(self.ident())
                self.expect("=")
                body = self.plan({**loops, f: True})
                self.expect("in")
                rest = self.plan({**loops, f: False})
                return LetRec(f, x, body, rest)
            name_tok = self.ident()
            self.expect("=")
            rhs = self.rhs(loops, tail=False)
            self.expect("in")
            name = self.bind(name_tok)
            return Let(name, rhs, self.plan(loops))
        if self.at("if"):
            self.next()
            cond = self.expr()
            self.expect("then")
            then = self.branch(loops)
            self.expect("else")
            orelse = self.branch(loops)
            return If(cond, then, orelse)
        rhs = self.rhs(loops, tail=True)
        if self.at(";"):
            if isinstance(rhs, Call) and rhs.loop and loops[rhs.name]:
                raise self.fail("a loop's recursive call must be the last step")
            self.next()
            return Seq(rhs, self.plan(loops))
        return Ret(rhs)

    def branch(self, loops: dict[str, bool]) -> Plan:
        if self.at("("):
            save = self.i
            self.next()
            try:
                p = self.plan(loops)
                self.expect(")")
                return p
            except PlanError:
                self.i = save  # a parenthesised expression, e.g. (a + b) * c
        return self.plan_no_seq(loops)

    def plan_no_seq(self, loops: dict[str, bool]) -> Plan:
        if self.at("let") or self.at("if"):
            return self.plan(loops)
        return Ret(self.rhs(loops, tail=True))

    def rhs(self, loops: dict[str, bool], *, tail: bool) -> Rhs:
        t = self.tok
        if t.kind == "id" and t.text in loops:
            self.next()
            if not tail and loops[t.text]:
                raise self.fail(f"inside its body, the loop {t.text!r} may only be called as the last "
                                "step", t)
            return Call(t.text, (self.atom(),), loop=True)
        if t.kind == "id" and is_app_name(t.text):
            self.next()
            if t.text not in self.apps:
                raise self.fail(f"unknown app {t.text!r} (the plan's apps: "
                                f"{', '.join(sorted(self.apps)) or 'none'})", t)
            args: list[Expr] = []
            while self._starts_atom():
                args.append(self.atom())
            if self.apps[t.text] == 0:  # called with a unit argument, as LLMbda needs one
                if args != [Lit(None)]:
                    raise self.fail(f"{t.text} takes no inputs: call it as {t.text} ()", t)
                args = []
            elif len(args) != self.apps[t.text]:
                raise self.fail(f"{t.text} takes {self.apps[t.text]} argument(s), not {len(args)}", t)
            return Call(t.text, tuple(args))
        return self.expr()

    # expressions
    def _starts_atom(self) -> bool:
        t = self.tok
        return (t.kind in ("str", "int") or (t.kind == "id" and t.text not in KEYWORDS
                and t.text not in FORBIDDEN and not is_app_name(t.text))
                or (t.kind == "id" and t.text in ("true", "false", "null")) or self.at("("))

    def expr(self, level: int = 0) -> Expr:
        if level == 0 and self.tok.kind == "label":  # `{S} : e` binds loosest, as `:` does in LLMbda
            t = self.next()
            self.expect(":")
            return Mark(_label(t, self), self.expr(0))
        if level == len(LEVELS):
            return self.unary()
        left = self.expr(level + 1)
        while self.tok.kind == "op" and self.tok.text in LEVELS[level]:
            op = self.next().text
            left = Binary(op, left, self.expr(level + 1))
        return left

    def unary(self) -> Expr:
        t = self.tok
        if t.kind == "id" and t.text in UNARY:
            self.next()
            return Unary(t.text, self.unary())
        if t.kind == "id" and t.text in BINARY_PREFIX:  # `str_find a b`: two atoms, as in LLMbda
            self.next()
            a = self.atom()
            return Binary(t.text, a, self.atom())
        return self.atom()

    def atom(self) -> Expr:
        t = self.tok
        if t.kind == "int":
            self.next()
            return Lit(int(t.text))
        if t.kind == "str":
            self.next()
            return Lit(_unescape(t.text))
        if t.text in ("true", "false") and t.kind == "id":
            self.next()
            return Lit(t.text == "true")
        if t.text == "null" and t.kind == "id":
            self.next()
            return Lit(None)
        if t.kind == "id":
            if t.text in FORBIDDEN:
                raise self.fail(f"{t.text!r} is not allowed in a plan")
            if is_app_name(t.text):
                raise self.fail(f"the app {t.text} is called inside an expression: bind its result "
                                "with let first (no calls in sub-expressions)")
            if t.text in KEYWORDS:
                raise self.fail(f"unexpected {t.text!r}")
            if t.text not in self.bound:
                raise self.fail(f"unbound name {t.text!r}")
            self.next()
            return Var(t.text)
        if self.at("("):
            self.next()
            if self.at(")"):
                self.next()
                return Lit(None)
            e = self.expr()
            if self.at(","):
                self.next()
                e = Pair(e, self.expr())
            self.expect(")")
            return e
        raise self.fail(f"unexpected {t.text or 'end of the plan'!r}")


def _label(t: Tok, p: _Parser) -> frozenset[str]:
    atoms = frozenset(a.strip() for a in t.text[1:-1].split(",") if a.strip())
    if not atoms <= {"U", "S"}:
        raise p.fail(f"unknown label {t.text} (the atoms are U and S)", t)
    return atoms


def parse_plan(src: str, apps: Mapping[str, int]) -> Plan:
    """Parse and validate a plan; ``apps`` maps each app the plan may call to its arity."""
    p = _Parser(src, apps)
    plan = p.plan({})
    if p.tok.kind != "eof":
        raise p.fail(f"unexpected {p.tok.text!r} after the end of the plan")
    return plan


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
