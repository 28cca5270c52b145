"""The reply languages as grammars, for constrained decoding.

A model server that takes a grammar (llama.cpp's GBNF) can be made to write only replies that the
program reads: a program for ``recv`` (and ``recv_safe``, ``@e``, the prelude's ``generate``), a value
for ``recv_data``, and, for host code asking a model for a program of its own (an agent's plan), a
program with ``endorse`` and comments. This module holds those languages as one grammar, written after the Lean
parser (``lean/Llmbda/Syntax/Parse.lean``: its lexer, its ``keywords``, ``infixInfo`` and
``startsAtom``, and ``parseReply``), and renders it as GBNF (:func:`gbnf`). ``tests/test_grammar.py``
holds the two to each other: random sentences of the grammar (:func:`sample`) parse, and a corpus of
near misses is refused by both.

The grammar is a *subset* of what the parser reads, never more: every sentence parses (as a program
without ``endorse`` for ``recv``, as a value for ``recv_data``). It asks for whitespace where the
parser would merely allow it (around infix operators, between an application's atoms, after a
keyword), leaves out comments and ``\\u{…}`` escapes, and limits integer literals to 18 digits (so
they fit in 64 bits). What it does not give is *meaning*: a reply the grammar allows can still fail
when it runs. The grammar is a help for the model, not a defence: the parser reads every reply
whatever the server did (``parseReply``), and that is what the theorems cover.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Literal, Optional, Sequence, Union

#: The keywords of the surface syntax: none is an identifier (``Parse.keywords``).
KEYWORDS: tuple[str, ...] = (
    "fun", "rec", "let", "in", "if", "then", "else", "true", "false", "send", "recv", "recv_data",
    "fork", "clear", "assert", "endorse", "call", "not", "neg", "show", "len", "fst", "snd", "null",
    "recv_safe", "str_find", "str_take", "str_drop", "str_lower", "str_upper", "str_trim", "parse_int")

#: The infix operators (``Parse.infixInfo``), ``;`` included.
INFIX: tuple[str, ...] = (";", ":", "?", "||", "&&", "==", "!=", "<", "<=", ">", ">=", "+", "-", "++",
                          "*", "/", "%")

#: The keywords that are atoms (``Parse.startsAtom``).
KEYWORD_ATOMS: tuple[str, ...] = ("true", "false", "recv", "recv_data", "recv_safe", "clear", "null")

#: The prefix keywords that take one atom.
UNARY: tuple[str, ...] = ("send", "fork", "not", "neg", "show", "len", "str_lower", "str_upper",
                          "str_trim", "parse_int", "fst", "snd")

#: The prefix keywords that take two atoms (``endorse`` only in programs, never in a reply).
BINARY: tuple[str, ...] = ("str_find", "str_take", "str_drop", "assert")

#: The atoms of the default lattice's label literals.
LABEL_ATOMS: tuple[str, ...] = ("U", "S")

#: The longest integer literal the grammar writes: every 18-digit number fits in 64 bits.
MAX_DIGITS = 18

#: What a reply is read as: ``"code"`` (``recv``: a program, no ``endorse``), ``"data"``
#: (``recv_data``: a value), ``"safe"`` (``recv_safe``, what the prelude's ``generate`` reads: a
#: string literal — a program's text — or a function, so that reading it runs nothing and cannot
#: fail; the program runs later, where its errors are caught), ``"program"`` (a program the host
#: reads as the user's own, e.g. an agent's plan: ``endorse`` and comments allowed).
ReplyKind = Literal["code", "data", "safe", "program"]
REPLY_KINDS: tuple[ReplyKind, ...] = ("code", "data", "safe", "program")


def said_reply(session: object) -> Optional[ReplyKind]:
    """What a conversation says its reply will be read as (``Conversation.reply`` in a run,
    :class:`Request` from host code), or ``None`` when it does not say."""
    kind = getattr(session, "reply", None)
    return kind if kind in REPLY_KINDS else None


class Request(list):  # type: ignore[type-arg]
    """A conversation host code hands an oracle, saying what the reply will be read as (``reply``,
    as :class:`llmbda.Conversation` does for a run's ``recv`` and ``recv_data``): e.g. an agent
    asking its planner for a plan, ``Request(messages, reply="program")``."""

    def __init__(self, messages: Iterable[object] = (), *, reply: ReplyKind = "code") -> None:
        super().__init__(messages)
        if reply not in REPLY_KINDS:
            raise ValueError(f"reply must be one of {', '.join(REPLY_KINDS)}, not {reply!r}")
        self.reply: ReplyKind = reply


# -- the grammar as data --------------------------------------------------------------------------

@dataclass(frozen=True)
class Lit:
    """A literal string."""
    text: str


@dataclass(frozen=True)
class Chars:
    """One character: one of ``chars`` (or, ``negated``, any character but those)."""
    chars: frozenset[str]
    negated: bool = False


@dataclass(frozen=True)
class Ref:
    """A rule, by name."""
    name: str


@dataclass(frozen=True)
class Seq:
    """The items in order."""
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Alt:
    """One of the options."""
    options: tuple[Node, ...]


@dataclass(frozen=True)
class Rep:
    """``item`` from ``lo`` to ``hi`` times (``hi`` ``None``: no upper bound)."""
    item: Node
    lo: int
    hi: Optional[int]


Node = Union[Lit, Chars, Ref, Seq, Alt, Rep]
Rules = dict[str, Node]


def _seq(*items: Node) -> Node:
    return items[0] if len(items) == 1 else Seq(items)


def _alt(*options: Node) -> Node:
    return options[0] if len(options) == 1 else Alt(options)


def _lits(words: tuple[str, ...]) -> Node:
    return _alt(*(Lit(w) for w in words))


def _opt(item: Node) -> Node:
    return Rep(item, 0, 1)


def _range(a: str, b: str) -> frozenset[str]:
    return frozenset(chr(c) for c in range(ord(a), ord(b) + 1))


_LETTERS = _range("a", "z") | _range("A", "Z")
_DIGITS = _range("0", "9")
ID_START = _LETTERS | {"_"}
ID_CHAR = ID_START | _DIGITS | {"'"}
WS = frozenset(" \t\n")


def _identifier_rules(rules: Rules) -> None:
    """``id``: an identifier that is not a keyword, as the automaton of the keywords' prefixes: the
    rule of a prefix of some keyword continues into its children by their letter, and into
    ``id-tail`` (anything) by every other letter; it may stop unless the prefix is a keyword."""
    prefixes = sorted({k[:i] for k in KEYWORDS for i in range(len(k) + 1)})
    names = {p: ("id" if p == "" else f"id-{i}") for i, p in enumerate(prefixes)}
    for p in prefixes:
        children = sorted({k[len(p)] for k in KEYWORDS if k.startswith(p) and len(k) > len(p)})
        allowed = ID_START if p == "" else ID_CHAR
        options: list[Node] = [Seq((Lit(c), Ref(names[p + c]))) for c in children]
        others = allowed - set(children)
        options.append(Seq((Chars(frozenset(others)), Ref("id-tail"))))
        body = _alt(*options)
        rules[names[p]] = body if p == "" or p in KEYWORDS else _opt(body)
    rules["id-tail"] = Rep(Chars(ID_CHAR), 0, None)


def rules(kind: ReplyKind, *, label_atoms: Sequence[str] = LABEL_ATOMS) -> Rules:
    """The grammar of a reply read as ``kind`` (:data:`ReplyKind`), as rules by name; ``root`` is the
    start. ``label_atoms`` are the atoms label literals may name (the lattice's:
    ``[name for name, _ in lattice.atoms]``)."""
    r: Rules = {}
    ws, ws1 = Ref("o"), Ref("_")
    if kind == "program":
        # comments run to the end of a line; a mandatory space starts with a blank, so that no
        # comment follows the operator `-` directly (`- --` would lex as a comment). `o` is written
        # as a recursion so that grammar engines with a lexer (llguidance) keep a comment a token of
        # its own rather than one greedy token of all the space, which would swallow a `-` after it
        r["comment"] = Seq((Lit("--"), Rep(Chars(frozenset("\n"), negated=True), 0, None), Lit("\n")))
        r["o"] = Rep(Seq((_alt(Chars(WS), Ref("comment")), ws)), 0, 1)
        r["_"] = Seq((Chars(WS), ws))
    elif kind == "data":
        # a value on one line, at most one blank between its tokens: small models asked for data,
        # allowed blank lines, were seen opening lists ("[\n\n[\n\n…") until the token limit cut
        # them off; held to single blanks they closed them (a narrower language than the parser
        # reads, so every reply still parses)
        r["o"] = Rep(Chars(frozenset(" ")), 0, 1)
    else:
        r["o"] = Rep(Chars(WS), 0, None)
        r["_"] = Rep(Chars(WS), 1, None)
    digits = Rep(Chars(_DIGITS), 1, MAX_DIGITS)
    # a `-` directly before digits is a negative literal only where no operand ends just before it
    # (`Parse.lex`): in a program, only at the head of an operand
    r["int"] = digits
    r["negint"] = Seq((Lit("-"), digits))
    r["string"] = Seq((Lit('"'), Rep(Ref("char"), 0, None), Lit('"')))
    r["char"] = _alt(Chars(frozenset('"\\'), negated=True), Seq((Lit("\\"), Chars(frozenset('"\\ntr')))))
    latom = _lits(tuple(label_atoms))
    r["label"] = _alt(Lit("{}"), Seq((Lit("{"), latom, Rep(Seq((Lit(", "), latom)), 0, None), Lit("}"))))

    def listed(open_: str, item: Node, close: str, after_open: Node = ws) -> Node:
        more = Rep(Seq((ws, Lit(","), ws, item)), 0, None)
        return Seq((Lit(open_), after_open, item, more, ws, Lit(close)))

    def record(value: Node) -> Node:
        # `{` opens a record only when blanks, then `"`, follow (`Parse.opensRecord`): no comment
        entry = Seq((Ref("string"), ws, Lit(":"), ws, value))
        return listed("{", entry, "}", ws if kind == "data" else Rep(Chars(WS), 0, None))

    if kind == "data":
        v = Ref("value")
        pair = Seq((Lit("("), ws, v, ws, Lit(","), ws, v, ws, Lit(")")))
        r["value"] = _alt(Ref("int"), Ref("negint"), Ref("string"), _lits(("true", "false", "null", "()", "[]")),
                          Ref("label"), pair, listed("[", v, "]"), record(v))
        r["root"] = Seq((ws, v, ws))
        return r

    e, a, ident = Ref("expr"), Ref("atom"), Ref("id")
    _identifier_rules(r)
    # a function's body runs only when it is applied: read by recv_safe it is a value
    r["root"] = Seq((ws, _alt(Ref("string"), Ref("function")) if kind == "safe" else e, ws))
    tail = _alt(Seq((ws1, _lits(tuple(op for op in INFIX if op != ";")), ws1, Ref("operand"))),
                Seq((ws, Lit(";"), ws1, Ref("operand"))))
    r["expr"] = Seq((Ref("operand"), Rep(tail, 0, None)))
    r["operand"] = _alt(Ref("prefix"), Ref("unary"), Ref("app"))
    names = Rep(Seq((ws1, ident)), 1, None)
    r["function"] = _alt(
        Seq((Lit("fun"), names, ws, Lit("->"), ws1, e)),
        Seq((Lit("rec"), ws1, ident, ws1, ident, ws, Lit("->"), ws1, e)))
    r["prefix"] = _alt(
        Ref("function"),
        Seq((Lit("let"), names, ws, Lit("="), ws1, e, ws1, Lit("in"), ws1, e)),
        Seq((Lit("let"), ws1, Lit("rec"), ws1, ident, ws1, ident, ws, Lit("="), ws1, e, ws1, Lit("in"),
             ws1, e)),
        Seq((Lit("if"), ws1, e, ws1, Lit("then"), ws1, e, ws1, Lit("else"), ws1, e)))
    binary = BINARY + (("endorse",) if kind == "program" else ())
    r["unary"] = _alt(
        Seq((_lits(UNARY), ws1, a)),
        Seq((_lits(binary), ws1, a, ws1, a)),
        Seq((Lit("call"), ws1, Ref("string"), ws1, a)),
        Seq((Lit("@"), ws, a)))
    r["app"] = Seq((_alt(a, Ref("negint")), Rep(Seq((ws1, a)), 0, None)))
    r["atom"] = _alt(
        ident, Ref("int"), Ref("string"), _lits(KEYWORD_ATOMS), Ref("label"),
        Lit("()"), Seq((Lit("("), ws, e, ws, Lit(")"))),
        Seq((Lit("("), ws, e, ws, Lit(","), ws, e, ws, Lit(")"))),
        Lit("[]"), listed("[", e, "]"), record(e))
    return r


# -- GBNF -----------------------------------------------------------------------------------------

_RULE_NAMES = {"o": "ws", "_": "ws1"}


def _name(n: str) -> str:
    return _RULE_NAMES.get(n, n)


def _escape(c: str, in_class: bool) -> str:
    special = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\\": "\\\\"}
    if c in special:
        return special[c]
    if in_class and c in "]^-[":
        return "\\" + c
    if not in_class and c == '"':
        return '\\"'
    return c


def _class(chars: frozenset[str], negated: bool) -> str:
    codes = sorted(ord(c) for c in chars)
    parts: list[str] = []
    i = 0
    while i < len(codes):
        j = i
        while j + 1 < len(codes) and codes[j + 1] == codes[j] + 1:
            j += 1
        lo, hi = chr(codes[i]), chr(codes[j])
        if j - i >= 2:
            parts.append(f"{_escape(lo, True)}-{_escape(hi, True)}")
        else:
            parts.extend(_escape(chr(c), True) for c in codes[i:j + 1])
        i = j + 1
    return "[" + ("^" if negated else "") + "".join(parts) + "]"


def _render(node: Node, top: bool = False) -> str:
    if isinstance(node, Lit):
        return '"' + "".join(_escape(c, False) for c in node.text) + '"'
    if isinstance(node, Chars):
        return _class(node.chars, node.negated)
    if isinstance(node, Ref):
        return _name(node.name)
    if isinstance(node, Seq):
        body = " ".join(_render(i) for i in node.items)
        return body if top else f"({body})"
    if isinstance(node, Alt):
        body = " | ".join(_render(o, top=True) for o in node.options)
        return body if top else f"({body})"
    inner = _render(node.item)
    if (node.lo, node.hi) == (0, 1):
        return inner + "?"
    if (node.lo, node.hi) == (0, None):
        return inner + "*"
    if (node.lo, node.hi) == (1, None):
        return inner + "+"
    return inner + "{" + str(node.lo) + "," + ("" if node.hi is None else str(node.hi)) + "}"


def gbnf(kind: ReplyKind, *, label_atoms: Sequence[str] = LABEL_ATOMS) -> str:
    """The grammar of a reply read as ``kind`` in llama.cpp's GBNF (``root`` first)."""
    rs = rules(kind, label_atoms=label_atoms)
    order = ["root"] + [n for n in rs if n != "root"]
    return "".join(f"{_name(n)} ::= {_render(rs[n], top=True)}\n" for n in order)


# -- random sentences -----------------------------------------------------------------------------

#: The characters a sentence's negated classes (string contents) are drawn from.
_ANY = tuple("abcXYZ019 _-+*/=<>(){}[],;:?!@#$%&'`~|^.\n\té€ü✓")


def _costs(rs: Rules) -> dict[int, float]:
    """The least depth of a derivation of each node (by ``id``), a fixpoint over the rules."""
    cost: dict[int, float] = {}
    inf = float("inf")

    def of(n: Node) -> float:
        if isinstance(n, (Lit, Chars)):
            return 0.0
        if isinstance(n, Ref):
            return 1.0 + cost.get(id(rs[n.name]), inf)
        if isinstance(n, Seq):
            return max((of(i) for i in n.items), default=0.0)
        if isinstance(n, Alt):
            return min(of(o) for o in n.options)
        return of(n.item) if n.lo > 0 else 0.0

    nodes: list[Node] = []

    def walk(n: Node) -> None:
        nodes.append(n)
        if isinstance(n, Seq):
            for i in n.items:
                walk(i)
        elif isinstance(n, Alt):
            for o in n.options:
                walk(o)
        elif isinstance(n, Rep):
            walk(n.item)

    for n in rs.values():
        walk(n)
    changed = True
    while changed:
        changed = False
        for n in nodes:
            c = of(n)
            if c < cost.get(id(n), inf):
                cost[id(n)] = c
                changed = True
    return cost


def sample(kind: ReplyKind, rng: random.Random, *, depth: int = 8,
           label_atoms: Sequence[str] = LABEL_ATOMS) -> str:
    """A random sentence of the grammar of ``kind``: options are drawn uniformly among those that
    can still end within ``depth`` more rules."""
    rs = rules(kind, label_atoms=label_atoms)
    cost = _costs(rs)
    out: list[str] = []

    def gen(n: Node, budget: float) -> None:
        if isinstance(n, Lit):
            out.append(n.text)
        elif isinstance(n, Chars):
            if n.negated:
                out.append(rng.choice([c for c in _ANY if c not in n.chars]))
            elif n.chars == WS:
                out.append(rng.choice(" \n"))
            else:
                out.append(rng.choice(sorted(n.chars)))
        elif isinstance(n, Ref):
            gen(rs[n.name], budget - 1)
        elif isinstance(n, Seq):
            for i in n.items:
                gen(i, budget)
        elif isinstance(n, Alt):
            fits = [o for o in n.options if cost[id(o)] <= budget]
            gen(rng.choice(fits) if fits else min(n.options, key=lambda o: cost[id(o)]), budget)
        else:
            hi = n.lo + 2 if n.hi is None else min(n.hi, n.lo + 2)
            if cost[id(n.item)] > budget or budget <= 0:
                hi = n.lo
            for _ in range(rng.randint(n.lo, hi)):
                gen(n.item, budget)

    gen(rs["root"], float(depth))
    return "".join(out)
