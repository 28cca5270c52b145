"""A plain Python tree-walking interpreter for LLMbda over the four-point lattice `Lab4`.

This is a deliberately simple, line-by-line port of the Lean definitions, used as the baseline of
`bench.py` and as a third implementation to cross-check the Lean spec and the C++ core against:

* terms, values and substitution   lean/Llmbda/Syntax/Term.lean
* `print`, `render`                lean/Llmbda/Syntax/Print.lean
* the lexer and the Pratt parser   lean/Llmbda/Syntax/Parse.lean
* primitives (64-bit integers)     lean/Llmbda/Spec/Prim.lean
* conversations                    lean/Llmbda/Spec/Session.lean
* the interpreter `peval`          lean/Llmbda/Exec/Peval.lean

It is substitution-based like the Lean, and makes no attempt to be fast.

Labels are ints used as bitmasks: `U = 1` (untrusted), `S = 2` (secret); join is `|`, `a` flows to
`b` iff `a | b == b`, the integrity part is `l & U` and the confidentiality part `l & S`.

    >>> run("let x = {U} : 20 in x + 22", lambda calls, session: "()").value_text
    '42'

The state (`session`, `calls`, `fuel`) is threaded through `peval` as one mutable object; since the
Lean threads it linearly, this is the same thing, except for `fork`, which saves and restores the
conversation as the Lean does. Errors are Python exceptions (`EvalError`) and the state at the raise
is the state the Lean returns with its `Result.err`.

Python recursion: `peval`, `parse`, `subst` and `print` are recursive like their Lean originals, so
`parse` and `run` do their work in a thread with a 512 MiB stack and a raised recursion limit.
"""

from __future__ import annotations

import sys
import threading
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Callable, Optional, Union

__all__ = [
    "U", "S", "EMPTY", "US", "join", "flows", "integ", "conf", "label_atoms",
    "CUnit", "CBool", "CInt", "CStr", "CNil",
    "Var", "Const", "Lit", "Lam", "Fix", "App", "Ite", "Prim1", "Prim2", "Pair", "Fst", "Snd",
    "LabS", "LabD", "LabelTest", "Assert", "Endorse", "Send", "Recv", "Fork", "Clear", "Call", "Val",
    "CODE", "DATA", "SAFE", "Value", "subst", "ask", "let_in", "seq", "endorse_free", "is_data",
    "print_term", "print_at", "print_label", "quote", "render",
    "PyParseError", "parse", "parse_reply", "MAX_PARSE_DEPTH", "describe_error", "REPLY_SCOPE",
    "close_reply",
    "PrimError", "eval1", "eval2", "INT_MIN", "INT_MAX",
    "EvalError", "State", "peval", "PyResult", "run", "DEFAULT_MAX_DEPTH",
]

# --------------------------------------------------------------------------------------------------
# Labels (lean/Llmbda/Label/Basic.lean, `Lab4`)
# --------------------------------------------------------------------------------------------------

EMPTY = 0  # {}
U = 1  # {U}: untrusted
S = 2  # {S}: secret
US = 3  # {U, S}


def join(a: int, b: int) -> int:
    return a | b


def flows(a: int, b: int) -> bool:
    return (a | b) == b


def integ(l: int) -> int:
    return l & U


def conf(l: int) -> int:
    return l & S


def atom(name: str) -> Optional[int]:
    """`LabelSyntax.atom?`"""
    return U if name == "U" else S if name == "S" else None


def label_atoms(l: int) -> list[str]:
    """`LabelSyntax.atoms`: U first, then S."""
    return (["U"] if l & U else []) + (["S"] if l & S else [])


# --------------------------------------------------------------------------------------------------
# Terms and values (lean/Llmbda/Syntax/Term.lean)
# --------------------------------------------------------------------------------------------------

# Constants (`Const`): separate classes so that `true` and `1` are different constants.


@dataclass(slots=True)
class CUnit:
    pass


@dataclass(slots=True)
class CBool:
    b: bool


@dataclass(slots=True)
class CInt:
    i: int


@dataclass(slots=True)
class CStr:
    s: str


@dataclass(slots=True)
class CNil:
    """`[]`, the empty list. A list `[e1, …, en]` is the pairs `(e1, (…, (en, [])))`, a record
    `{"k": e, …}` the list of its `("k", e)` pairs."""


ConstT = Union[CUnit, CBool, CInt, CStr, CNil]

# Terms (`Term Lab4`). Operator names are the Lean constructor names:
# Op1: "not" "neg" "show" "len" "lower" "upper" "trim" "parseInt";
# Op2: "add" "sub" "mul" "div" "mod" "eq" "ne" "lt" "le" "gt" "ge" "concat" "and" "or" "find" "take" "drop".


@dataclass(slots=True)
class Var:
    x: str


@dataclass(slots=True)
class Const:
    c: ConstT


@dataclass(slots=True)
class Lit:
    l: int


@dataclass(slots=True)
class Lam:
    x: str
    body: "Term"


@dataclass(slots=True)
class Fix:
    f: str
    x: str
    body: "Term"


@dataclass(slots=True)
class App:
    fn: "Term"
    arg: "Term"


@dataclass(slots=True)
class Ite:
    cond: "Term"
    thn: "Term"
    els: "Term"


@dataclass(slots=True)
class Prim1:
    op: str
    e: "Term"


@dataclass(slots=True)
class Prim2:
    op: str
    e1: "Term"
    e2: "Term"


@dataclass(slots=True)
class Pair:
    e1: "Term"
    e2: "Term"


@dataclass(slots=True)
class Fst:
    e: "Term"


@dataclass(slots=True)
class Snd:
    e: "Term"


@dataclass(slots=True)
class LabS:
    l: int
    e: "Term"


@dataclass(slots=True)
class LabD:
    e1: "Term"
    e2: "Term"


@dataclass(slots=True)
class LabelTest:
    """`e1 ? e2` (Lean `Term.test`)."""

    e1: "Term"
    e2: "Term"


@dataclass(slots=True)
class Assert:
    e1: "Term"
    e2: "Term"


@dataclass(slots=True)
class Endorse:
    e1: "Term"
    e2: "Term"


@dataclass(slots=True)
class Send:
    e: "Term"


# `ReplyMode`: how `recv` reads the model's reply.
CODE = "code"  # `recv`: the reply is a program, parsed and run; it may not contain `endorse`
DATA = "data"  # `recv_data`: the reply is a value (a literal or a pair of values), never code
SAFE = "safe"  # `recv_safe`: `(true, t)` for a program `t` (run), `(false, "why")` for a bad reply


@dataclass(slots=True)
class Recv:
    """`recv` (`mode = CODE`), `recv_data` (`mode = DATA`) or `recv_safe` (`mode = SAFE`)."""

    mode: str = CODE


@dataclass(slots=True)
class Fork:
    e: "Term"


@dataclass(slots=True)
class Clear:
    pass


@dataclass(slots=True)
class Call:
    tool: str
    e: "Term"


@dataclass(slots=True)
class Val:
    """A labelled value placed into a term by substitution (not surface syntax)."""

    r: "Term"
    l: int


Term = Union[Var, Const, Lit, Lam, Fix, App, Ite, Prim1, Prim2, Pair, Fst, Snd, LabS, LabD, LabelTest,
             Assert, Endorse, Send, Recv, Fork, Clear, Call, Val]


@dataclass(slots=True)
class Value:
    """A labelled value: a raw value (a term in value form) and its label."""

    raw: Term
    label: int

    def to_term(self) -> Term:
        return Val(self.raw, self.label)


def ask(e: Term) -> Term:
    """`@e = (fun _ -> recv) (send e)`"""
    return App(Lam("_", Recv(CODE)), Send(e))


def let_in(x: str, e1: Term, e2: Term) -> Term:
    return App(Lam(x, e2), e1)


def seq(e1: Term, e2: Term) -> Term:
    return let_in("_", e1, e2)


def endorse_free(t: Term) -> bool:
    """`Term.endorseFree`: no `endorse` anywhere in `t`, embedded values included."""
    match t:
        case Endorse():
            return False
        case Var() | Const() | Lit() | Recv() | Clear():
            return True
        case Lam(_, b) | Fix(_, _, b) | Prim1(_, b) | Fst(b) | Snd(b) | LabS(_, b) | Send(b) | Fork(b) \
                | Call(_, b):
            return endorse_free(b)
        case App(a, b) | Prim2(_, a, b) | Pair(a, b) | LabD(a, b) | LabelTest(a, b) | Assert(a, b):
            return endorse_free(a) and endorse_free(b)
        case Ite(c, a, b):
            return endorse_free(c) and endorse_free(a) and endorse_free(b)
        case Val(r, _):
            return endorse_free(r)
    raise TypeError(f"not a term: {t!r}")


def is_data(t: Term) -> bool:
    """`Term.isData`: a constant, a label literal, or a pair of data."""
    match t:
        case Const() | Lit():
            return True
        case Pair(a, b):
            return is_data(a) and is_data(b)
    return False


def subst(e: Term, x: str, v: Term) -> Term:
    """`e.subst x v = e[x := v]` for a closed `v`; runtime values `Val` are left alone."""
    match e:
        case Var(y):
            return v if y == x else e
        case Const() | Lit() | Recv() | Clear() | Val():
            return e
        case Lam(y, b):
            return e if y == x else Lam(y, subst(b, x, v))
        case Fix(f, y, b):
            return e if (f == x or y == x) else Fix(f, y, subst(b, x, v))
        case App(a, b):
            return App(subst(a, x, v), subst(b, x, v))
        case Ite(c, a, b):
            return Ite(subst(c, x, v), subst(a, x, v), subst(b, x, v))
        case Prim1(op, a):
            return Prim1(op, subst(a, x, v))
        case Prim2(op, a, b):
            return Prim2(op, subst(a, x, v), subst(b, x, v))
        case Pair(a, b):
            return Pair(subst(a, x, v), subst(b, x, v))
        case Fst(a):
            return Fst(subst(a, x, v))
        case Snd(a):
            return Snd(subst(a, x, v))
        case LabS(l, a):
            return LabS(l, subst(a, x, v))
        case LabD(a, b):
            return LabD(subst(a, x, v), subst(b, x, v))
        case LabelTest(a, b):
            return LabelTest(subst(a, x, v), subst(b, x, v))
        case Assert(a, b):
            return Assert(subst(a, x, v), subst(b, x, v))
        case Endorse(a, b):
            return Endorse(subst(a, x, v), subst(b, x, v))
        case Send(a):
            return Send(subst(a, x, v))
        case Fork(a):
            return Fork(subst(a, x, v))
        case Call(t, a):
            return Call(t, subst(a, x, v))
    raise TypeError(f"not a term: {e!r}")


# --------------------------------------------------------------------------------------------------
# Printing (lean/Llmbda/Syntax/Print.lean)
# --------------------------------------------------------------------------------------------------


def nat_to_string(n: int) -> str:
    return str(n)


def int_to_string(i: int) -> str:
    return nat_to_string(i) if i >= 0 else "-" + nat_to_string(-i)


def escape_char(c: str) -> str:
    if c == '"':
        return '\\"'
    if c == "\\":
        return "\\\\"
    if c == "\n":
        return "\\n"
    if c == "\t":
        return "\\t"
    if c == "\r":
        return "\\r"
    if ord(c) < 32 or ord(c) == 127:
        return "\\u{" + format(ord(c), "x") + "}"
    return c


def quote(s: str) -> str:
    """A string literal, quoted and escaped."""
    return '"' + "".join(escape_char(c) for c in s) + '"'


def paren(b: bool, s: str) -> str:
    return "(" + s + ")" if b else s


# operator symbol, its level, and the levels of its left and right operands
OP2_INFO = {
    "or": ("||", 4, 4, 5),
    "and": ("&&", 5, 5, 6),
    "eq": ("==", 6, 7, 7),
    "ne": ("!=", 6, 7, 7),
    "lt": ("<", 6, 7, 7),
    "le": ("<=", 6, 7, 7),
    "gt": (">", 6, 7, 7),
    "ge": (">=", 6, 7, 7),
    "add": ("+", 7, 7, 8),
    "sub": ("-", 7, 7, 8),
    "concat": ("++", 7, 7, 8),
    "mul": ("*", 8, 8, 9),
    "div": ("/", 8, 8, 9),
    "mod": ("%", 8, 8, 9),
    "find": ("str_find", 9, 10, 10),
    "take": ("str_take", 9, 10, 10),
    "drop": ("str_drop", 9, 10, 10),
}

#: `Print.op2Prefix`: the binary primitives written as a keyword before their two operands.
OP2_PREFIX = frozenset({"find", "take", "drop"})

#: `Print.op1Name`: the keyword of a unary primitive.
OP1_NAME = {"not": "not", "neg": "neg", "show": "show", "len": "len", "lower": "str_lower",
            "upper": "str_upper", "trim": "str_trim", "parseInt": "parse_int"}


def print_const(c: ConstT) -> str:
    match c:
        case CUnit():
            return "()"
        case CBool(b):
            return "true" if b else "false"
        case CInt(i):
            return nat_to_string(i) if i >= 0 else "(-" + nat_to_string(-i) + ")"
        case CStr(s):
            return quote(s)
        case CNil():
            return "[]"
    raise TypeError(f"not a constant: {c!r}")


def is_plain_app(t: Term) -> bool:
    """An application printed as juxtaposition (not `let`, `;` or `@`, which apply a `fun`)."""
    return isinstance(t, App) and not isinstance(t.fn, Lam)


def print_label(l: int) -> str:
    return "{" + ", ".join(label_atoms(l)) + "}"


def is_bot(l: int) -> bool:
    """`Print.isBot`: the label prints as `{}`."""
    return not label_atoms(l)


#: `Print.go`'s `hide`: which labels a list element, a record entry's value or a list's tail does
#: not show (`is_bot` for `print`; flowing to the value's label for `print_at`).
_HIDE: ContextVar[Callable[[int], bool]] = ContextVar("_HIDE", default=is_bot)


def hidden(l: int) -> bool:
    return _HIDE.get()(l)


def _is_nil(t: Term) -> bool:
    return isinstance(t, Const) and isinstance(t.c, CNil)


def is_end(t: Term) -> bool:
    """`Print.isEnd`: `[]`, possibly as a value whose label is hidden."""
    while isinstance(t, Val) and hidden(t.l):
        t = t.r
    return _is_nil(t)


def is_list(t: Term) -> bool:
    """`Print.isList`: a list spine, looking through values whose label is hidden."""
    while True:
        if _is_nil(t):
            return True
        if isinstance(t, Pair):
            t = t.e2
        elif isinstance(t, Val) and hidden(t.l):
            t = t.r
        else:
            return False


def is_key(k: Term) -> bool:
    """`Print.isKey`: a string, possibly as a value whose label is hidden."""
    if isinstance(k, Const):
        return isinstance(k.c, CStr)
    return isinstance(k, Val) and isinstance(k.r, Const) and isinstance(k.r.c, CStr) and hidden(k.l)


def is_entry(e: Term) -> bool:
    """`Print.isEntry`: a record entry `("k", v)`, possibly as a value whose label is hidden."""
    if isinstance(e, Pair):
        return is_key(e.e1)
    return isinstance(e, Val) and hidden(e.l) and isinstance(e.r, Pair) and is_key(e.r.e1)


def is_record(t: Term) -> bool:
    """`Print.isRecord`: a list spine all of whose elements are record entries."""
    while True:
        if _is_nil(t):
            return True
        if isinstance(t, Pair):
            if not is_entry(t.e1):
                return False
            t = t.e2
        elif isinstance(t, Val) and hidden(t.l):
            t = t.r
        else:
            return False


def element(t: Term) -> str:
    """`Print.go (.prec 0 true)`: a list element or a record entry's value (bare when its label is hidden)."""
    if isinstance(t, Val) and hidden(t.l):
        return term(0, t.r)
    return term(0, t)


def entry(t: Term) -> str:
    """`Print.go .entry`: `"k": v`."""
    while isinstance(t, Val):
        t = t.r
    assert isinstance(t, Pair)
    k = t.e1.r if isinstance(t.e1, Val) else t.e1
    assert isinstance(k, Const) and isinstance(k.c, CStr)
    return quote(k.c.s) + ": " + element(t.e2)


def print_list(a: Term, b: Term) -> str:
    """`[x1, …]` or `{"k1": v1, …}` for `Term.pair a b` whose `b` is a list spine (`Print.go .items`,
    `.entries`, iteratively)."""
    rec = is_entry(a) and is_record(b)
    one = entry if rec else element
    parts = [one(a)]
    while not is_end(b):
        while isinstance(b, Val):
            b = b.r
        assert isinstance(b, Pair)
        parts.append(one(b.e1))
        b = b.e2
    return ("{" if rec else "[") + ", ".join(parts) + ("}" if rec else "]")


def term(p: int, t: Term) -> str:
    """`Print.term`: print `t` in a context of precedence level `p`."""
    match t:
        case Var(x):
            return x
        case Const(c):
            return print_const(c)
        case Lit(l):
            return print_label(l)
        case Lam(x, b):
            return paren(p > 0, "fun " + x + " -> " + term(0, b))
        case Fix(f, x, b):
            return paren(p > 0, "rec " + f + " " + x + " -> " + term(0, b))
        case App(Lam("_", Recv("code")), Send(e)):
            return paren(p > 9, "@" + term(10, e))
        case App(Lam(f, e2), Fix(g, x, e1)):
            if f == g:
                return paren(p > 0, "let rec " + f + " " + x + " = " + term(0, e1) + " in " + term(0, e2))
            return paren(p > 0, "let " + f + " = " + term(0, Fix(g, x, e1)) + " in " + term(0, e2))
        case App(Lam(x, e2), e1):
            if x == "_":
                return paren(p > 0, term(2, e1) + "; " + term(0, e2))
            return paren(p > 0, "let " + x + " = " + term(0, e1) + " in " + term(0, e2))
        case App(f, a):
            return paren(p > 9, term(9 if is_plain_app(f) else 10, f) + " " + term(10, a))
        case Ite(c, a, b):
            return paren(p > 0, "if " + term(0, c) + " then " + term(0, a) + " else " + term(0, b))
        case Prim1(op, e):
            return paren(p > 9, OP1_NAME[op] + " " + term(10, e))
        case Prim2(op, a, b):
            sym, lvl, lp, rp = OP2_INFO[op]
            if op in OP2_PREFIX:
                return paren(p > 9, sym + " " + term(10, a) + " " + term(10, b))
            return paren(p > lvl, term(lp, a) + " " + sym + " " + term(rp, b))
        case Pair(a, b):
            if is_list(b):
                return print_list(a, b)
            return "(" + term(0, a) + ", " + term(0, b) + ")"
        case Fst(e):
            return paren(p > 9, "fst " + term(10, e))
        case Snd(e):
            return paren(p > 9, "snd " + term(10, e))
        case LabS(l, e):
            return paren(p > 2, print_label(l) + " : " + term(2, e))
        case LabD(Lit(l), e):
            return paren(p > 2, "(" + print_label(l) + ") : " + term(2, e))
        case LabD(a, b):
            return paren(p > 2, term(3, a) + " : " + term(2, b))
        case LabelTest(a, b):
            return paren(p > 3, term(4, a) + " ? " + term(4, b))
        case Assert(a, b):
            return paren(p > 9, "assert " + term(10, a) + " " + term(10, b))
        case Endorse(a, b):
            return paren(p > 9, "endorse " + term(10, a) + " " + term(10, b))
        case Send(e):
            return paren(p > 9, "send " + term(10, e))
        case Recv(mode):
            return {CODE: "recv", DATA: "recv_data", SAFE: "recv_safe"}[mode]
        case Fork(e):
            return paren(p > 9, "fork " + term(10, e))
        case Clear():
            return "clear"
        case Call(tool, e):
            return paren(p > 9, "call " + quote(tool) + " " + term(10, e))
        case Val(r, l):
            return "(" + print_label(l) + " : " + term(2, r) + ")"
    raise TypeError(f"not a term: {t!r}")


def print_term(t: Term) -> str:
    """`print`: a term in surface syntax."""
    return term(0, t)


def print_at(l: int, t: Term) -> str:
    """`printAt l t`: the text of a value labelled `l` whose raw value is `t` (a list element, a record
    entry's value or a list's tail labelled below `l` prints bare)."""
    token = _HIDE.set(lambda k: flows(k, l))
    try:
        return term(0, t)
    finally:
        _HIDE.reset(token)


def render(t: Term) -> str:
    """The text of a value sent as a prompt: a string as is, anything else printed."""
    if isinstance(t, Const) and isinstance(t.c, CStr):
        return t.c.s
    return print_term(t)


# --------------------------------------------------------------------------------------------------
# Parsing (lean/Llmbda/Syntax/Parse.lean)
# --------------------------------------------------------------------------------------------------


class PyParseError(Exception):
    """`ParseError`: a message at a 1-based line and column."""

    def __init__(self, line: int, col: int, msg: str) -> None:
        super().__init__(f"{line}:{col}: {msg}")
        self.line = line
        self.col = col
        self.msg = msg


KEYWORDS = frozenset([
    "fun", "rec", "let", "in", "if", "then", "else", "true", "false", "send", "recv", "recv_data", "fork",
    "clear", "assert", "endorse", "call", "not", "neg", "show", "len", "fst", "snd",
    "null", "recv_safe", "str_find", "str_take", "str_drop", "str_lower", "str_upper", "str_trim",
    "parse_int"])

SYM2 = ("->", "==", "!=", "<=", ">=", "++", "&&", "||")
SYM1 = "(),;:?@=<>+-*/%[]}"
#: the keywords that are atoms
ATOM_KW = ("true", "false", "recv", "recv_data", "recv_safe", "clear", "null")

# Lean's `Char.isAlpha`, `Char.isDigit`, `Char.isAlphanum` are ASCII-only.


def is_alpha(c: str) -> bool:
    return ("A" <= c <= "Z") or ("a" <= c <= "z")


def is_digit(c: str) -> bool:
    return "0" <= c <= "9"


def is_id_start(c: str) -> bool:
    return is_alpha(c) or c == "_"


def is_id_char(c: str) -> bool:
    return is_alpha(c) or is_digit(c) or c == "_" or c == "'"


def hex_value(c: str) -> Optional[int]:
    if "0" <= c <= "9":
        return ord(c) - 48
    if "a" <= c <= "f":
        return ord(c) - 87
    if "A" <= c <= "F":
        return ord(c) - 55
    return None


def is_valid_char(n: int) -> bool:
    """`Nat.isValidChar`"""
    return n < 0xD800 or (0xDFFF < n < 0x110000)


def digits_value(ds: str) -> int:
    acc = 0
    for c in ds:  # no int(): it refuses more than 4300 digits, Lean has no such limit
        acc = acc * 10 + (ord(c) - 48)
    return acc


# A token is (kind, value, line, col); kind is one of
# "ident" "kw" "int" "str" "label" (value: tuple of atom names) "sym" "eof".
Tok = tuple


def ends_operand(kind: str, value: object) -> bool:
    """Does this token end an operand (so that a following `-` is subtraction)?"""
    if kind in ("ident", "int", "str", "label"):
        return True
    if kind == "kw":
        return value in ATOM_KW
    if kind == "sym":
        return value in (")", "]", "}")
    return False


def opens_record(cs: str, i: int) -> bool:
    """`Parse.opensRecord` from index `i` (after `{`): only spaces, tabs, newlines and carriage
    returns, then `"`."""
    while i < len(cs) and cs[i] in " \t\n\r":
        i += 1
    return i < len(cs) and cs[i] == '"'


def lex_hex(cs: str, i: int) -> Optional[tuple[int, int, int]]:
    """`lexHex` from index `i`: the code point, the index after `}`, and the characters consumed."""
    acc, n = 0, 0
    while i < len(cs):
        c = cs[i]
        if c == "}":
            return None if (n == 0 or n > 6) else (acc, i + 1, n + 1)
        d = hex_value(c)
        if d is None:
            return None
        acc, n, i = acc * 16 + d, n + 1, i + 1
    return None


ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}


def lex_string(cs: str, i: int, line: int, col: int) -> tuple[str, int, int, int]:
    """`lexString` from index `i` (after the opening quote): the string, the index after the closing
    quote, and the line and column there. (The Lean fuel is never exhausted.)"""
    acc = []
    while True:
        if i >= len(cs):
            raise PyParseError(line, col, "unterminated string literal")
        c = cs[i]
        if c == '"':
            return "".join(acc), i + 1, line, col + 1
        if c == "\\":
            d = cs[i + 1] if i + 1 < len(cs) else None
            if d is not None and d in ESCAPES:
                acc.append(ESCAPES[d])
                i, col = i + 2, col + 2
                continue
            if d == "u" and i + 2 < len(cs) and cs[i + 2] == "{":
                h = lex_hex(cs, i + 3)
                if h is not None and is_valid_char(h[0]):
                    cp, i, n = h
                    acc.append(chr(cp))
                    col = col + 3 + n
                    continue
                raise PyParseError(line, col, "invalid \\u{…} escape")
            raise PyParseError(line, col, "unknown escape in string literal")
        if c == "\n":
            acc.append(c)
            i, line, col = i + 1, line + 1, 1
            continue
        acc.append(c)
        i, col = i + 1, col + 1


def lex_label(cs: str, i: int, line: int, col: int) -> tuple[tuple[str, ...], int, int]:
    """`lexLabel` from index `i` (after `{`): the atoms, the index after `}`, and the column there."""
    acc = []
    while True:
        if i >= len(cs):
            raise PyParseError(line, col, "unterminated label literal")
        c = cs[i]
        if c == "}":
            return tuple(acc), i + 1, col + 1
        if c == " " or c == ",":
            i, col = i + 1, col + 1
            continue
        if is_id_start(c):
            j = i + 1
            while j < len(cs) and is_id_char(cs[j]):
                j += 1
            acc.append(cs[i:j])
            col += j - i
            i = j
            continue
        raise PyParseError(line, col, "unexpected character in label literal")


def lex(cs: str) -> list[Tok]:
    """The lexer (`Parse.lex`; its token fuel, the input length plus one, is never exhausted)."""
    toks: list[Tok] = []
    i, line, col, prev = 0, 1, 1, False
    n = len(cs)
    while True:
        if i >= n:
            toks.append(("eof", None, line, col))
            return toks
        c = cs[i]
        nxt = cs[i + 1] if i + 1 < n else None
        if c == "\n":
            i, line, col = i + 1, line + 1, 1
        elif c in " \t\r":
            i, col = i + 1, col + 1
        elif c == "-" and nxt == "-":
            j = cs.find("\n", i + 1)
            i = n if j < 0 else j
        elif is_id_start(c):
            j = i + 1
            while j < n and is_id_char(cs[j]):
                j += 1
            s = cs[i:j]
            kind = "kw" if s in KEYWORDS else "ident"
            toks.append((kind, s, line, col))
            prev = ends_operand(kind, s)
            col += j - i
            i = j
        elif is_digit(c) or (c == "-" and not prev and nxt is not None and is_digit(nxt)):
            neg = c == "-"
            start = i + 1 if neg else i
            j = start
            while j < n and is_digit(cs[j]):
                j += 1
            v = digits_value(cs[start:j])
            width = j - start + (1 if neg else 0)
            lit = -v if neg else v
            if j < n and is_id_start(cs[j]):
                raise PyParseError(line, col, "malformed number")
            if lit < INT_MIN or INT_MAX < lit:
                raise PyParseError(line, col, "integer literal out of range")
            toks.append(("int", lit, line, col))
            prev = True
            col += width
            i = j
        elif c == '"':
            s, i2, line2, col2 = lex_string(cs, i + 1, line, col + 1)
            toks.append(("str", s, line, col))
            prev = True
            i, line, col = i2, line2, col2
        elif c == "{" and opens_record(cs, i + 1):
            toks.append(("sym", "{", line, col))
            prev = False
            i, col = i + 1, col + 1
        elif c == "{":
            atoms, i2, col2 = lex_label(cs, i + 1, line, col + 1)
            toks.append(("label", atoms, line, col))
            prev = True
            i, col = i2, col2
        elif nxt is not None and c + nxt in SYM2:
            toks.append(("sym", c + nxt, line, col))
            prev = False
            i, col = i + 2, col + 2
        elif c in SYM1:
            toks.append(("sym", c, line, col))
            prev = c in ")]}"
            i, col = i + 1, col + 1
        else:
            raise PyParseError(line, col, "unexpected character '" + c + "'")


MAX_PARSE_DEPTH = 20000  # `Parse.maxDepth`

# infix operator: the level at which it binds, and the level of its right operand
INFIX_INFO = {
    ";": (1, 0), ":": (2, 2), "?": (3, 4), "||": (4, 5), "&&": (5, 6),
    "==": (6, 7), "!=": (6, 7), "<": (6, 7), "<=": (6, 7), ">": (6, 7), ">=": (6, 7),
    "+": (7, 8), "-": (7, 8), "++": (7, 8), "*": (8, 9), "/": (8, 9), "%": (8, 9),
}

INFIX_OP2 = {"||": "or", "&&": "and", "==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge",
             "+": "add",
             "-": "sub", "++": "concat", "*": "mul", "/": "div", "%": "mod"}


def mk_infix(op: str, a: Term, b: Term) -> Term:
    if op == ";":
        return App(Lam("_", b), a)
    if op == ":":
        return LabD(a, b)
    if op == "?":
        return LabelTest(a, b)
    return Prim2(INFIX_OP2[op], a, b)


def starts_atom(t: Tok) -> bool:
    kind, value = t[0], t[1]
    if kind in ("ident", "int", "str", "label"):
        return True
    if kind == "kw":
        return value in ATOM_KW
    if kind == "sym":
        return value in ("(", "[", "{")
    return False


def describe(t: Tok) -> str:
    kind, value = t[0], t[1]
    if kind == "ident":
        return "identifier '" + value + "'"
    if kind == "kw":
        return "keyword '" + value + "'"
    if kind == "int":
        return "integer literal"
    if kind == "str":
        return "string literal"
    if kind == "label":
        return "label literal"
    if kind == "sym":
        return "'" + value + "'"
    return "end of input"


def err_at(t: Tok, msg: str) -> PyParseError:
    return PyParseError(t[2], t[3], msg)


def lams(xs: list[str], b: Term) -> Term:
    for x in reversed(xs):
        b = Lam(x, b)
    return b


def label_of(t: Tok, atoms: tuple[str, ...]) -> int:
    l = EMPTY
    for a in atoms:
        la = atom(a)
        if la is None:
            raise err_at(t, "unknown label atom '" + a + "'")
        l |= la
    return l


UNARY_KW = {
    "send": Send, "fork": Fork, "fst": Fst, "snd": Snd,
    "not": lambda a: Prim1("not", a), "neg": lambda a: Prim1("neg", a),
    "show": lambda a: Prim1("show", a), "len": lambda a: Prim1("len", a),
    "str_lower": lambda a: Prim1("lower", a), "str_upper": lambda a: Prim1("upper", a),
    "str_trim": lambda a: Prim1("trim", a), "parse_int": lambda a: Prim1("parseInt", a),
}

#: keywords of binary primitives taking two atoms
BINARY_KW = {"str_find": "find", "str_take": "take", "str_drop": "drop"}

# parser modes (`Parse.Mode`)
EXPR, INFIX, ARGS, ATOM, CLOSE = "expr", "infix", "args", "atom", "close"
ITEMS, ENTRY, ENTRIES = "items", "entry", "entries"


def list_of(items: list[Term]) -> Term:
    """`Parse.listOf`: the elements (in order here) as pairs ending in `[]`."""
    t: Term = Const(CNil())
    for e in reversed(items):
        t = Pair(e, t)
    return t


class Parser:
    """`Parse.go` over a token array; positions are indices into it."""

    def __init__(self, toks: list[Tok]) -> None:
        self.toks = toks

    def peek(self, pos: int) -> Tok:
        return self.toks[pos] if pos < len(self.toks) else ("eof", None, 0, 0)

    def advance(self, pos: int) -> int:
        return pos + 1 if pos < len(self.toks) else pos

    def binders(self, pos: int) -> tuple[list[str], int]:
        xs = []
        while self.peek(pos)[0] == "ident":
            xs.append(self.peek(pos)[1])
            pos = self.advance(pos)
        return xs, pos

    def expect(self, kind: str, s: str, pos: int) -> int:
        t = self.peek(pos)
        if t[0] == kind and t[1] == s:
            return self.advance(pos)
        raise err_at(t, "expected '" + s + "' but found " + describe(t))

    def go(self, n: int, mode: str, pos: int, x: Optional[Term] = None, m: int = 0) -> tuple[Term, int]:
        """`go n mode ts`; `x` is the term of the modes `infix`/`args` (lhs, head) and `close` (e), `m`
        the level of `expr`/`infix`/`args`. The Lean's tail calls `go n (.infix …)`, `go n (.args …)`
        and `go n (.close …)` are iterations of the loop, each costing one unit of `n` as in the Lean;
        so are `.items`, `.entry` and `.entries`, whose elements so far are in `acc`."""
        acc: list[Term] = []
        while True:
            if n == 0:
                raise err_at(self.peek(pos), "program too deeply nested")
            n -= 1
            if mode == EXPR:
                t = self.peek(pos)
                rest = self.advance(pos)
                kind, v = t[0], t[1]
                if kind == "kw" and v == "fun":
                    xs, r = self.binders(rest)
                    if not xs:
                        raise err_at(self.peek(rest), "expected a parameter name after 'fun'")
                    r = self.expect("sym", "->", r)
                    b, r = self.go(n, EXPR, r, m=0)
                    return lams(xs, b), r
                if kind == "kw" and v == "rec":
                    xs, r = self.binders(rest)
                    if len(xs) != 2:
                        raise err_at(self.peek(r), "expected 'rec f x -> body'")
                    r = self.expect("sym", "->", r)
                    b, r = self.go(n, EXPR, r, m=0)
                    return Fix(xs[0], xs[1], b), r
                if kind == "kw" and v == "let":
                    if self.peek(rest)[:2] == ("kw", "rec"):
                        xs, r = self.binders(self.advance(rest))
                        if len(xs) != 2:
                            raise err_at(self.peek(r), "expected 'let rec f x = e1 in e2'")
                        r = self.expect("sym", "=", r)
                        e1, r = self.go(n, EXPR, r, m=0)
                        r = self.expect("kw", "in", r)
                        e2, r = self.go(n, EXPR, r, m=0)
                        return App(Lam(xs[0], e2), Fix(xs[0], xs[1], e1)), r
                    xs, r = self.binders(rest)
                    if not xs:
                        raise err_at(self.peek(r), "expected a name after 'let'")
                    r = self.expect("sym", "=", r)
                    e1, r = self.go(n, EXPR, r, m=0)
                    r = self.expect("kw", "in", r)
                    e2, r = self.go(n, EXPR, r, m=0)
                    return App(Lam(xs[0], e2), lams(xs[1:], e1)), r
                if kind == "kw" and v == "if":
                    c, r = self.go(n, EXPR, rest, m=0)
                    r = self.expect("kw", "then", r)
                    a, r = self.go(n, EXPR, r, m=0)
                    r = self.expect("kw", "else", r)
                    b, r = self.go(n, EXPR, r, m=0)
                    return Ite(c, a, b), r
                if kind == "label":
                    if m <= 2 and self.peek(rest)[:2] == ("sym", ":"):
                        l = label_of(t, v)
                        e, r = self.go(n, EXPR, self.advance(rest), m=2)
                        mode, x, pos = INFIX, LabS(l, e), r
                    else:
                        a, r = self.go(n, ATOM, pos)
                        mode, x, pos = ARGS, a, r
                    continue
                if kind == "kw" and v in UNARY_KW:
                    a, r = self.go(n, ATOM, rest)
                    mode, x, pos = INFIX, UNARY_KW[v](a), r
                    continue
                if kind == "sym" and v == "@":
                    a, r = self.go(n, ATOM, rest)
                    mode, x, pos = INFIX, ask(a), r
                    continue
                if kind == "kw" and v in BINARY_KW:
                    a, r = self.go(n, ATOM, rest)
                    b, r = self.go(n, ATOM, r)
                    mode, x, pos = INFIX, Prim2(BINARY_KW[v], a, b), r
                    continue
                if kind == "kw" and v in ("assert", "endorse"):
                    a, r = self.go(n, ATOM, rest)
                    b, r = self.go(n, ATOM, r)
                    mode, x, pos = INFIX, (Assert(a, b) if v == "assert" else Endorse(a, b)), r
                    continue
                if kind == "kw" and v == "call":
                    t2 = self.peek(rest)
                    if t2[0] != "str":
                        raise err_at(t2, "expected a tool name (a string literal) after 'call'")
                    a, r = self.go(n, ATOM, self.advance(rest))
                    mode, x, pos = INFIX, Call(t2[1], a), r
                    continue
                if starts_atom(t):
                    a, r = self.go(n, ATOM, pos)
                    mode, x, pos = ARGS, a, r
                    continue
                raise err_at(t, "expected an expression but found " + describe(t))
            elif mode == ARGS:
                if starts_atom(self.peek(pos)):
                    a, r = self.go(n, ATOM, pos)
                    x, pos = App(x, a), r
                else:
                    mode = INFIX
                continue
            elif mode == INFIX:
                t = self.peek(pos)
                if t[0] == "sym" and t[1] in INFIX_INFO:
                    lvl, rp = INFIX_INFO[t[1]]
                    if lvl < m:
                        return x, pos
                    rhs, r = self.go(n, EXPR, self.advance(pos), m=rp)
                    x, pos = mk_infix(t[1], x, rhs), r
                    continue
                return x, pos
            elif mode == ATOM:
                t = self.peek(pos)
                rest = self.advance(pos)
                kind, v = t[0], t[1]
                if kind == "ident":
                    return Var(v), rest
                if kind == "int":
                    return Const(CInt(v)), rest
                if kind == "str":
                    return Const(CStr(v)), rest
                if kind == "kw" and v in ("true", "false"):
                    return Const(CBool(v == "true")), rest
                if kind == "kw" and v == "recv":
                    return Recv(CODE), rest
                if kind == "kw" and v == "recv_data":
                    return Recv(DATA), rest
                if kind == "kw" and v == "recv_safe":
                    return Recv(SAFE), rest
                if kind == "kw" and v == "null":
                    return Const(CUnit()), rest
                if kind == "sym" and v == "[":
                    if self.peek(rest)[:2] == ("sym", "]"):
                        return Const(CNil()), self.advance(rest)
                    e, r = self.go(n, EXPR, rest, m=0)
                    acc.append(e)
                    mode, pos = ITEMS, r
                    continue
                if kind == "sym" and v == "{":
                    mode, pos = ENTRY, rest
                    continue
                if kind == "kw" and v == "clear":
                    return Clear(), rest
                if kind == "label":
                    return Lit(label_of(t, v)), rest
                if kind == "sym" and v == "(":
                    if self.peek(rest)[:2] == ("sym", ")"):
                        return Const(CUnit()), self.advance(rest)
                    e, r = self.go(n, EXPR, rest, m=0)
                    mode, x, pos = CLOSE, e, r
                    continue
                raise err_at(t, "expected an expression but found " + describe(t))
            elif mode == CLOSE:
                t = self.peek(pos)
                if t[:2] == ("sym", ")"):
                    return x, self.advance(pos)
                if t[:2] == ("sym", ","):
                    b, r = self.go(n, EXPR, self.advance(pos), m=0)
                    r = self.expect("sym", ")", r)
                    return Pair(x, b), r
                raise err_at(t, "expected ')' but found " + describe(t))
            elif mode == ITEMS:
                t = self.peek(pos)
                if t[:2] == ("sym", "]"):
                    return list_of(acc), self.advance(pos)
                if t[:2] == ("sym", ","):
                    e, r = self.go(n, EXPR, self.advance(pos), m=0)
                    acc.append(e)
                    pos = r
                    continue
                raise err_at(t, "expected ',' or ']' but found " + describe(t))
            elif mode == ENTRY:
                t = self.peek(pos)
                if t[0] == "str":
                    r = self.expect("sym", ":", self.advance(pos))
                    e, r = self.go(n, EXPR, r, m=0)
                    acc.append(Pair(Const(CStr(t[1])), e))
                    mode, pos = ENTRIES, r
                    continue
                raise err_at(t, "expected a record key (a string literal) but found " + describe(t))
            else:  # ENTRIES
                t = self.peek(pos)
                if t[:2] == ("sym", "}"):
                    return list_of(acc), self.advance(pos)
                if t[:2] == ("sym", ","):
                    mode, pos = ENTRY, self.advance(pos)
                    continue
                raise err_at(t, "expected ',' or '}' but found " + describe(t))


def parse_here(src: str) -> Term:
    """`parse`, on the current thread (needs a deep Python stack for deeply nested input)."""
    p = Parser(lex(src))
    t, rest = p.go(MAX_PARSE_DEPTH, EXPR, 0, m=0)
    tok = p.peek(rest)
    if tok[0] != "eof":
        raise err_at(tok, "unexpected " + describe(tok) + " after the end of the program")
    return t


REPLY_ENDORSES = "a model reply may not endorse: endorse is written by the program, never generated"
REPLY_NOT_DATA = ("expected a value (a literal or a pair of values), not code: this reply is read as "
                  "data")


def describe_error(e: PyParseError) -> str:
    """`ParseError.describe`: `line L, column C: message`."""
    return f"line {e.line}, column {e.col}: {e.msg}"


# `replyScope`: the prelude's library functions a model reply may call (`python/llmbda/prelude.lam`).
REPLY_SCOPE = ("length", "nth", "append", "reverse", "map", "filter", "fold", "find", "any", "all",
               "get", "has", "set", "keys", "contains", "substring", "split", "join")


def close_reply(bound: frozenset[str], t: Term) -> Term:
    """`closeReply bound t`: every free `Var(x)` with `x` in `REPLY_SCOPE` (and not in `bound`) becomes
    `Call("prelude." + x, ())`; `Lam(x, b)` binds `x` in `b`, `Fix(f, x, b)` binds `f` and `x`."""
    match t:
        case Var(x):
            if x in REPLY_SCOPE and x not in bound:
                return Call("prelude." + x, Const(CUnit()))
            return t
        case Const() | Lit() | Recv() | Clear() | Val():
            return t
        case Lam(x, b):
            return Lam(x, close_reply(bound | {x}, b))
        case Fix(f, x, b):
            return Fix(f, x, close_reply(bound | {f, x}, b))
        case App(a, b):
            return App(close_reply(bound, a), close_reply(bound, b))
        case Ite(c, a, b):
            return Ite(close_reply(bound, c), close_reply(bound, a), close_reply(bound, b))
        case Prim1(op, a):
            return Prim1(op, close_reply(bound, a))
        case Prim2(op, a, b):
            return Prim2(op, close_reply(bound, a), close_reply(bound, b))
        case Pair(a, b):
            return Pair(close_reply(bound, a), close_reply(bound, b))
        case Fst(a):
            return Fst(close_reply(bound, a))
        case Snd(a):
            return Snd(close_reply(bound, a))
        case LabS(l, a):
            return LabS(l, close_reply(bound, a))
        case LabD(a, b):
            return LabD(close_reply(bound, a), close_reply(bound, b))
        case LabelTest(a, b):
            return LabelTest(close_reply(bound, a), close_reply(bound, b))
        case Assert(a, b):
            return Assert(close_reply(bound, a), close_reply(bound, b))
        case Endorse(a, b):
            return Endorse(close_reply(bound, a), close_reply(bound, b))
        case Send(a):
            return Send(close_reply(bound, a))
        case Fork(a):
            return Fork(close_reply(bound, a))
        case Call(tool, a):
            return Call(tool, close_reply(bound, a))
    raise TypeError(f"not a term: {t!r}")


def parse_reply_here(mode: str, r: str) -> Term:
    """`parseReply mode r`, on the current thread: a program without `endorse` (`CODE`) or a value
    (`DATA`); anything else is a `PyParseError`. `SAFE` never fails: `(true, t)` for a program `t`
    without `endorse`, `(false, "line L, column C: why")` otherwise. A program (`CODE`, `SAFE`) is
    closed over the prelude's library by `close_reply`."""
    if mode == SAFE:
        try:
            t = parse_here(r)
        except PyParseError as e:
            return Pair(Const(CBool(False)), Const(CStr(describe_error(e))))
        if endorse_free(t):
            return Pair(Const(CBool(True)), close_reply(frozenset(), t))
        return Pair(Const(CBool(False)), Const(CStr(describe_error(PyParseError(1, 1, REPLY_ENDORSES)))))
    t = parse_here(r)
    if mode == CODE:
        if endorse_free(t):
            return close_reply(frozenset(), t)
        raise PyParseError(1, 1, REPLY_ENDORSES)
    if is_data(t):
        return t
    raise PyParseError(1, 1, REPLY_NOT_DATA)


# --------------------------------------------------------------------------------------------------
# Primitives (lean/Llmbda/Spec/Prim.lean)
# --------------------------------------------------------------------------------------------------

INT_MIN = -(2**63)
INT_MAX = 2**63 - 1


class PrimError(Exception):
    """`PrimError`: `kind` is "type" (with a message) or "overflow"."""

    def __init__(self, kind: str, msg: str = "") -> None:
        super().__init__(kind, msg)
        self.kind = kind
        self.msg = msg


def int_result(i: int) -> Term:
    if INT_MIN <= i <= INT_MAX:
        return Const(CInt(i))
    raise PrimError("overflow")


def ediv(a: int, b: int) -> int:
    """`Int.ediv` (Lean's `/` on `Int`): Euclidean division, `a / 0 = 0`."""
    if b == 0:
        return 0
    return a // b if b > 0 else -(a // -b)


def emod(a: int, b: int) -> int:
    """`Int.emod` (Lean's `%` on `Int`): `0 <= a % b < |b|`, `a % 0 = a`."""
    if b == 0:
        return a
    return a % abs(b)


def show_const(c: ConstT) -> str:
    match c:
        case CUnit():
            return "()"
        case CBool(b):
            return "true" if b else "false"
        case CInt(i):
            return int_to_string(i)
        case CStr(s):
            return s
        case CNil():
            return "[]"
    raise TypeError(f"not a constant: {c!r}")


def is_space(c: str) -> bool:
    """`Prim.isSpace`: the whitespace `str_trim` removes."""
    return c in " \t\n\r"


_LOWER = {c: c + 32 for c in range(ord("A"), ord("Z") + 1)}
_UPPER = {c: c - 32 for c in range(ord("a"), ord("z") + 1)}


def parse_int(s: str) -> Optional[int]:
    """`Prim.parseInt`: the integer `s` writes as `-?[0-9]+`, if it fits in 64 bits."""
    neg = s.startswith("-")
    ds = s[1:] if neg else s
    if not ds or not all(is_digit(c) for c in ds):
        return None
    i = -digits_value(ds) if neg else digits_value(ds)
    return i if INT_MIN <= i <= INT_MAX else None


def eval1(op: str, t: Term) -> Term:
    match op, t:
        case "not", Const(CBool(b)):
            return Const(CBool(not b))
        case "neg", Const(CInt(i)):
            return int_result(-i)
        case "show", Const(c):
            return Const(CStr(show_const(c)))
        case "len", Const(CStr(s)):
            return Const(CInt(len(s)))
        case "lower", Const(CStr(s)):
            return Const(CStr(s.translate(_LOWER)))
        case "upper", Const(CStr(s)):
            return Const(CStr(s.translate(_UPPER)))
        case "trim", Const(CStr(s)):
            return Const(CStr(s.strip(" \t\n\r")))
        case "parseInt", Const(CStr(s)):
            i = parse_int(s)
            return Const(CUnit()) if i is None else Const(CInt(i))
        case "not", _:
            raise PrimError("type", "not: expected a boolean")
        case "neg", _:
            raise PrimError("type", "neg: expected an integer")
        case "show", _:
            raise PrimError("type", "show: expected a constant")
        case "len", _:
            raise PrimError("type", "len: expected a string")
        case "lower", _:
            raise PrimError("type", "str_lower: expected a string")
        case "upper", _:
            raise PrimError("type", "str_upper: expected a string")
        case "trim", _:
            raise PrimError("type", "str_trim: expected a string")
        case "parseInt", _:
            raise PrimError("type", "parse_int: expected a string")
    raise ValueError(f"unknown unary operator {op!r}")


def raw_eq(a: Term, b: Term) -> bool:
    match a, b:
        case Const(x), Const(y):
            return x == y  # dataclass equality: same constructor and same field
        case Lit(x), Lit(y):
            return x == y
        case (Const(), Lit()) | (Lit(), Const()):
            return False
        case (Const() | Lit(), _) | (_, Const() | Lit()):
            return False  # a constant or label is never a pair or a function: `xs == []`
    raise PrimError("type", "==: only constants and labels can be compared")


INT_OPS = {
    "add": lambda a, b: int_result(a + b),
    "sub": lambda a, b: int_result(a - b),
    "mul": lambda a, b: int_result(a * b),
    "div": lambda a, b: int_result(ediv(a, b)),
    "mod": lambda a, b: int_result(emod(a, b)),
    "lt": lambda a, b: Const(CBool(a < b)),
    "le": lambda a, b: Const(CBool(a <= b)),
    "gt": lambda a, b: Const(CBool(a > b)),
    "ge": lambda a, b: Const(CBool(a >= b)),
}


def count(n: int) -> int:
    """`Prim.count`: an integer as a number of characters (0 for a negative one)."""
    return max(n, 0)


def eval2(op: str, a: Term, b: Term) -> Term:
    match op, a, b:
        case _, Const(CInt(x)), Const(CInt(y)) if op in INT_OPS:
            return INT_OPS[op](x, y)
        case "concat", Const(CStr(x)), Const(CStr(y)):
            return Const(CStr(x + y))
        case "find", Const(CStr(x)), Const(CStr(y)):
            return Const(CInt(x.find(y)))
        case "take", Const(CStr(x)), Const(CInt(n)):
            return Const(CStr(x[:count(n)]))
        case "drop", Const(CStr(x)), Const(CInt(n)):
            return Const(CStr(x[count(n):]))
        case "and", Const(CBool(x)), Const(CBool(y)):
            return Const(CBool(x and y))
        case "or", Const(CBool(x)), Const(CBool(y)):
            return Const(CBool(x or y))
        case "eq", _, _:
            return Const(CBool(raw_eq(a, b)))
        case "ne", _, _:
            return Const(CBool(not raw_eq(a, b)))
        case "concat", _, _:
            raise PrimError("type", "++: expected two strings")
        case "and", _, _:
            raise PrimError("type", "&&: expected two booleans")
        case "or", _, _:
            raise PrimError("type", "||: expected two booleans")
        case "find", _, _:
            raise PrimError("type", "str_find: expected two strings")
        case "take", _, _:
            raise PrimError("type", "str_take: expected a string and an integer")
        case "drop", _, _:
            raise PrimError("type", "str_drop: expected a string and an integer")
    raise PrimError("type", "arithmetic: expected two integers")


# --------------------------------------------------------------------------------------------------
# Sessions (lean/Llmbda/Spec/Session.lean) and the interpreter (lean/Llmbda/Exec/Peval.lean)
# --------------------------------------------------------------------------------------------------

# A message is (role, content, label) with role "user" or "assistant".
Message = tuple[str, str, int]
Oracle = Callable[[int, list[Message]], str]
Tools = Callable[[str, Term], Optional[tuple[Term, int]]]
#: `Tools.bound`: each tool's clearance, by name.
Bounds = Callable[[str], int]


def session_label(session: list[Message]) -> int:
    l = EMPTY
    for _, _, ml in session:
        l |= ml
    return l


def inner_label(t: Term) -> int:
    """`Term.innerLabel`: the join of the labels of the values embedded in a term."""
    if isinstance(t, Val):
        return t.l | inner_label(t.r)
    if isinstance(t, (Var, Const, Lit, Recv, Clear)):
        return EMPTY
    out = EMPTY
    for name in t.__slots__:  # type: ignore[union-attr]
        child = getattr(t, name)
        if isinstance(child, (Var, Const, Lit, Lam, Fix, App, Ite, Prim1, Prim2, Pair, Fst, Snd, LabS,
                              LabD, LabelTest, Assert, Endorse, Send, Recv, Fork, Clear, Call, Val)):
            out |= inner_label(child)
    return out


def deep_label(v: Value) -> int:
    """`Value.deepLabel`: the value's label joined with every label inside it (what `send` and
    `call` show)."""
    return v.label | inner_label(v.raw)


class EvalError(Exception):
    """`Error`: `kind` is the Lean constructor name, `args` its arguments
    (`unbound x`, `typeError msg`, `assertFailed actual required`, `illegalEndorse target`,
    `clearDenied pc`, `upgradeDenied pc conv`, `noTool name`, `badReply reply parseError`,
    `callDenied name actual bound`)."""

    def __init__(self, kind: str, *args: object) -> None:
        super().__init__(kind, *args)
        self.kind = kind
        self.args_ = args


class State:
    """The interpreter state: the conversation, the number of replies drawn, the fuel left."""

    __slots__ = ("session", "calls", "fuel")

    def __init__(self, session: list[Message], calls: int, fuel: int) -> None:
        self.session = session
        self.calls = calls
        self.fuel = fuel


# The bounds a run gets by default here: smaller than the Lean definition's (`defaultMaxDepth`, a
# million) and `llmbda.run`'s fuel, so that the recursion of this interpreter stays within Python's.
DEFAULT_MAX_DEPTH = 10000
DEFAULT_FUEL = 1_000_000


def no_tools(name: str, arg: Term) -> None:
    return None


def no_bounds(name: str) -> int:
    """Every tool's bound is ⊤: the clearance check never refuses."""
    return US


def peval(O: Oracle, T: Tools, B: Bounds, d: int, pc: int, st: State, e: Term) -> Value:
    """`peval O T d pc st e` with `T = ⟨T, B⟩` (the tools and their bounds): the value, or
    `EvalError` raised with `st` as the Lean's error state."""
    if d == 0:
        raise EvalError("depthExceeded")
    if st.fuel == 0:
        raise EvalError("outOfFuel")
    st.fuel -= 1
    d -= 1
    match e:
        case Var(x):
            raise EvalError("unbound", x)
        case Const() | Lit() | Lam() | Fix():
            return Value(e, pc)
        case Val(r, l):
            return Value(r, pc | l)
        case App(e1, e2):
            v1 = peval(O, T, B, d, pc, st, e1)
            v2 = peval(O, T, B, d, pc, st, e2)
            match v1.raw:
                case Lam(x, b):
                    return peval(O, T, B, d, pc | v1.label, st, subst(b, x, v2.to_term()))
                case Fix(f, x, b):
                    body = subst(subst(b, x, v2.to_term()), f, Val(Fix(f, x, b), v1.label))
                    return peval(O, T, B, d, pc | v1.label, st, body)
            raise EvalError("typeError", "application of a value that is not a function")
        case Ite(c, a, b):
            v = peval(O, T, B, d, pc, st, c)
            match v.raw:
                case Const(CBool(True)):
                    return peval(O, T, B, d, pc | v.label, st, a)
                case Const(CBool(False)):
                    return peval(O, T, B, d, pc | v.label, st, b)
            raise EvalError("typeError", "if: the condition is not a boolean")
        case Prim1(op, a):
            v = peval(O, T, B, d, pc, st, a)
            return prim_result(v.label, lambda: eval1(op, v.raw))
        case Prim2(op, a, b):
            v1 = peval(O, T, B, d, pc, st, a)
            v2 = peval(O, T, B, d, pc, st, b)
            return prim_result(v1.label | v2.label, lambda: eval2(op, v1.raw, v2.raw))
        case Pair(a, b):
            v1 = peval(O, T, B, d, pc, st, a)
            v2 = peval(O, T, B, d, pc, st, b)
            return Value(Pair(v1.to_term(), v2.to_term()), pc)
        case Fst(a):
            v = peval(O, T, B, d, pc, st, a)
            match v.raw:
                case Pair(Val(r1, l1), _):
                    return Value(r1, l1 | v.label)
            raise EvalError("typeError", "fst: not a pair")
        case Snd(a):
            v = peval(O, T, B, d, pc, st, a)
            match v.raw:
                case Pair(_, Val(r2, l2)):
                    return Value(r2, l2 | v.label)
            raise EvalError("typeError", "snd: not a pair")
        case LabS(l, a):
            v = peval(O, T, B, d, pc, st, a)
            return Value(v.raw, v.label | l)
        case LabD(a, b):
            v1 = peval(O, T, B, d, pc, st, a)
            v2 = peval(O, T, B, d, pc, st, b)
            match v1.raw:
                case Lit(l):
                    return Value(v2.raw, v2.label | l | v1.label)
            raise EvalError("typeError", "e1 : e2: e1 is not a label")
        case LabelTest(a, b):
            v1 = peval(O, T, B, d, pc, st, a)
            v2 = peval(O, T, B, d, pc, st, b)
            match v2.raw:
                case Lit(l):
                    return Value(Const(CBool(flows(v1.label, l))), pc | l | v2.label)
            raise EvalError("typeError", "e1 ? e2: e2 is not a label")
        case Assert(a, b):
            v1 = peval(O, T, B, d, pc, st, a)
            v2 = peval(O, T, B, d, pc, st, b)
            match v1.raw:
                case Lit(l):
                    dl = deep_label(v2)
                    if flows(dl, l):
                        return Value(v2.raw, dl | v1.label)
                    raise EvalError("assertFailed", dl, l)
            raise EvalError("typeError", "assert: the first argument is not a label")
        case Endorse(a, b):
            v1 = peval(O, T, B, d, pc, st, a)
            v2 = peval(O, T, B, d, pc, st, b)
            match v1.raw:
                case Lit(l):
                    if conf(l) == EMPTY:
                        return Value(v2.raw, pc | v1.label | conf(v2.label) | l)
                    raise EvalError("illegalEndorse", l)
            raise EvalError("typeError", "endorse: the first argument is not a label")
        case Send(a):
            v = peval(O, T, B, d, pc, st, a)
            sl = session_label(st.session)
            if not flows(pc, sl):
                raise EvalError("upgradeDenied", pc, sl)
            st.session.append(("user", render(v.raw), deep_label(v)))
            return Value(Const(CUnit()), pc)
        case Recv(mode):
            sl = session_label(st.session)
            if not flows(pc, sl):
                raise EvalError("upgradeDenied", pc, sl)
            r = O(st.calls, list(st.session))
            lc = pc | sl
            st.session.append(("assistant", r, lc))
            st.calls += 1
            try:
                t = parse_reply_here(mode, r)
            except PyParseError as pe:
                raise EvalError("badReply", r, pe) from None
            return peval(O, T, B, d, lc, st, t)
        case Fork(a):
            saved = list(st.session)
            v = peval(O, T, B, d, pc, st, a)
            st.session = saved  # on an error the inner conversation stays, as in the Lean
            return v
        case Clear():
            if pc == EMPTY:
                st.session = []
                return Value(Const(CUnit()), pc)
            raise EvalError("clearDenied", pc)
        case Call(name, a):
            v = peval(O, T, B, d, pc, st, a)
            if not flows(pc | deep_label(v), B(name)):
                raise EvalError("callDenied", name, pc | deep_label(v), B(name))
            res = T(name, v.raw)
            if res is None:
                raise EvalError("noTool", name)
            r, lt = res
            return Value(r, deep_label(v) | lt)
    raise TypeError(f"not a term: {e!r}")


def prim_result(l: int, compute: Callable[[], Term]) -> Value:
    """`primResult`: the primitive's raw value labelled `l`, or the matching error."""
    try:
        return Value(compute(), l)
    except PrimError as pe:
        if pe.kind == "overflow":
            raise EvalError("overflow") from None
        raise EvalError("typeError", pe.msg) from None


# --------------------------------------------------------------------------------------------------
# Entry points, run on a thread with a deep stack
# --------------------------------------------------------------------------------------------------

_STACK_SIZE = 512 * 1024 * 1024
_lock = threading.Lock()
_active = 0  # runs in progress; the recursion limit is raised while there are any
_saved_limit = 0


def _on_big_stack(fn: Callable[[], object], frames: int) -> object:
    """Run `fn()` in a fresh thread with a 512 MiB stack, the recursion limit raised to at least
    `frames` meanwhile, and return its result (or raise its exception). The recursion limit is global
    to the interpreter, so it is restored when the last run ends: other code keeps its protection."""
    global _active, _saved_limit
    box: dict[str, object] = {}

    def target() -> None:
        try:
            box["ok"] = fn()
        except BaseException as exc:  # re-raised on the calling thread
            box["exc"] = exc

    with _lock:
        if _active == 0:
            _saved_limit = sys.getrecursionlimit()
        _active += 1
        sys.setrecursionlimit(max(frames, sys.getrecursionlimit()))
    try:
        with _lock:  # the thread stack size is global too
            old = threading.stack_size(_STACK_SIZE)
            try:
                th = threading.Thread(target=target, name="pyinterp")
                th.start()
            finally:
                threading.stack_size(old)
        th.join()
    finally:
        with _lock:
            _active -= 1
            if _active == 0:
                sys.setrecursionlimit(_saved_limit)
    if "exc" in box:
        raise box["exc"]  # type: ignore[misc]
    return box["ok"]


# The Python recursion limit: `peval` takes one frame per unit of depth; the parser at most one per
# unit of its depth bound; substitution and printing one or two per level of nesting of a term, which
# can exceed the parser's depth (`fun x1 … xn -> e` costs one unit for n nested functions). Python
# 3.11 frames live on the heap, so a generous limit costs nothing until it is used.
def _frames_for(max_depth: int) -> int:
    return 2 * max_depth + 1_000_000


def parse(src: str) -> Term:
    """`parse`: the term, or `PyParseError(line, col, msg)`."""
    return _on_big_stack(lambda: parse_here(src), _frames_for(0))  # type: ignore[return-value]


def parse_reply(mode: str, r: str) -> Term:
    """`parseReply`: the term read from reply `r` for `recv` (`CODE`), `recv_data` (`DATA`) or
    `recv_safe` (`SAFE`), or `PyParseError(line, col, msg)` (never for `SAFE`)."""
    return _on_big_stack(lambda: parse_reply_here(mode, r), _frames_for(0))  # type: ignore[return-value]


@dataclass
class PyResult:
    """The outcome of `run`. `value_text`, `label` and `value` are `None` on an error; `error` is the
    Lean `Error` constructor name and `error_args` its arguments."""

    ok: bool
    value_text: Optional[str]
    label: Optional[int]
    error: Optional[str]
    session: list[Message]
    calls: int
    fuel_left: int
    steps: int
    value: Optional[Term] = None
    error_args: tuple = ()


def run(src_or_term: Union[str, Term], oracle: Oracle, *, pc: int = EMPTY, fuel: int = DEFAULT_FUEL,
        max_depth: int = DEFAULT_MAX_DEPTH, session: tuple | list = (),
        tools: Optional[Tools] = None, bounds: Optional[Bounds] = None) -> PyResult:
    """`run`: parse (a string; a parse error raises `PyParseError`) and `peval` from conversation
    `session` with `fuel` steps and depth bound `max_depth`. `oracle(calls, session)` gives the next
    reply; `tools(name, raw)` gives `(raw, label)` or `None` (default: no tools); `bounds(name)` the
    tool's clearance (default: ⊤ for every tool)."""

    def go() -> PyResult:
        t = parse_here(src_or_term) if isinstance(src_or_term, str) else src_or_term
        st = State(list(session), 0, fuel)
        try:
            v = peval(oracle, tools or no_tools, bounds or no_bounds, max_depth, pc, st, t)
        except EvalError as err:
            return PyResult(False, None, None, err.kind, list(st.session), st.calls, st.fuel,
                            fuel - st.fuel, None, err.args_)
        return PyResult(True, print_at(v.label, v.raw), v.label, None, list(st.session), st.calls, st.fuel,
                        fuel - st.fuel, v.raw)

    return _on_big_stack(go, _frames_for(max_depth))  # type: ignore[return-value]
