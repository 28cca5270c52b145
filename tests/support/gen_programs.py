"""Random well-formed LLMbda programs for the differential tests.

A small type-directed generator: it builds mostly well-typed programs (so that evaluation goes deep)
over every construct of the calculus, with a few ill-typed holes, failing asserts, illegal endorsements,
denied clears, missing tools, calls of the sink `post` (bound `{}`: some go through, some are denied
by their argument's deep label or the pc), tiny fuel and depth budgets, and scripted model replies
that are themselves programs (or junk). Every compound subterm is parenthesised, so the text parses as built.
Lists (of integers) and records (`{"n": int, "s": str}`) are types of their own; the string
primitives, `>`/`>=`, `parse_int`, `recv_safe` (good and bad replies), label tests of untrusted
or secret values and replies that mention the prelude's library (free and bound) are among the forms.

Label literals are those of LAB4 unless a case is made for another lattice (`case(rng, labels)`: the
lattice's own literals, which must name the atoms `U`, untrusted, and `S`, secret: the scenarios and
the label tests of tainted values use them). `endorse`s, legal and illegal, some over several lines
(positions past the first line) or repeated by a loop, feed the endorse log.

Nested runs (`case(rng, labels, nested=True)`, a stream of its own: the default stream is left as it
is): programs also call the tool `sub`, whose argument is a program's text, which the harness runs in
a run of its own (tests/support/difftest.py, `SUB_FUEL`, `SUB_DEPTH`): small random programs, and
recursions, loops, errors, functions and text that does not parse, so that nested runs end every way;
some cases' oracle runs a small program before each reply (`Case.oracle_run`, with `k` bound to the
reply's number), which the reply is charged for; and some cases get a fuel between the tiny ones and
the large default, so that a nested run's fuel is capped by the outer run's and the outer run runs out
at a nested run's charge.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

TYPES = ("int", "bool", "str", "label", "unit", "pair", "fun", "list", "rec")
#: LAB4's label literals.
LABELS = ("{}", "{U}", "{S}", "{U, S}")
STRINGS = ('"a"', '"hi"', '""', '"x\\ny"', '"q\\"t"', '"é→"', '"tab\\t"', '"\\u{7}"', '"IGNORE"')
INT_EDGE = ("9223372036854775807", "(-9223372036854775807 - 1)", "4611686018427387904", "(-1)", "0")
#: Strings for `parse_int`: integers, and near misses (spaces, `+`, out of range, empty, `-`).
INT_STRINGS = ('"42"', '"-7"', '"007"', '" 1"', '"+1"', '"1 "', '"-"', '""', '"12a"', '"9223372036854775807"',
               '"9223372036854775808"', '"-9223372036854775808"', '"99999999999999999999"', '"٣"')
#: Replies that mention the prelude's library (`replyScope`: `map`, `length`, …). `recv` and
#: `recv_safe` close a free occurrence into `call "prelude.<name>" ()` (a tool the harness does not
#: have: `noTool "prelude.<name>"`, which names the tool); a bound one (`fun`, `let`, `let rec`, `rec`)
#: is left alone, and a name outside the scope stays an unbound variable.
SCOPE_REPLIES = ("map", "length [1, 2]", "(fun x -> x) length", "[1, nth]", "fun map -> map 1",
                 "(fun map -> map 1) (fun z -> z + 1)", "let map = 5 in map",
                 "let rec length x = if x <= 0 then 0 else 1 + length (x - 1) in length 3",
                 "let f = fun z -> filter z in 1", "fun z -> fold z 0", "rec join x -> if x then join else split",
                 "let rec map f = f in (map, keys)", "fun get -> fun x -> (get x, set)",
                 "double 1", "let reverse = fun l -> l in reverse [1, 2]", "if true then 1 else any")
#: Replies `recv_safe` cannot read: junk, and programs that endorse.
BAD_REPLIES = ("fun ->", "1 +", "(", "\"open", "[1,", '{"a" 1}', "{X} : 1", "endorse {} 1",
               "fun x -> endorse {} x", "]", "let x = in", "@")


@dataclass
class Case:
    """One differential test case."""

    src: str
    replies: list[str]
    fuel: int
    depth: int
    pc: str
    tags: set[str] = field(default_factory=set)
    #: a program the oracle runs before each reply, `let k = <the reply's number> in` it ("": none)
    oracle_run: str = ""


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _escape(s: str, control: str) -> str:
    """A double-quoted literal; other control characters as `control % code`."""
    out = ['"']
    for c in s:
        if c in _ESCAPES:
            out.append(_ESCAPES[c])
        elif ord(c) < 32 or ord(c) == 127:
            out.append(control % ord(c))
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def quote(s: str) -> str:
    """`Print.quote`: a string literal of the surface syntax."""
    return _escape(s, "\\u{%x}")


def lean_string(s: str) -> str:
    """A Lean string literal."""
    return _escape(s, "\\x%02x")


#: Programs of a nested run (the tool `sub`) besides random ones, by how they end: errors, functions
#: (the tool answers a string for a value holding one), text that does not parse, and a call of `sub`
#: itself (which nested runs do not have: `noTool`).
SUB_ERRORS = ("assert {} ({S} : 1)", '1 + "a"', "zz", "endorse {S} 5", 'call "nope" 1', 'call "sub" "1"',
              "9223372036854775807 + 1", 'send ({S} : "s"); if ({S} : true) then clear else ()',
              "fst []", 'call "post" ({U} : 1)')
SUB_VALUES = ("fun x -> x + 1", "(1, fun y -> y)", "{S} : 5", '({U} : (1, {S} : "a"))', "[1, {S} : 2, 3]",
              '{"n": {U} : 4, "s": "t"}', 'call "read_file" ()', "rec f n -> f n")
SUB_BROKEN = ("(1 +", "let x = in x", '"open', "fun ->", "1 )")


class Gen:
    def __init__(self, rng: random.Random, labels: tuple[str, ...] = LABELS, nested: bool = False) -> None:
        self.r = rng
        self.labels = labels  # the label literals of the lattice the program is for
        self.nested = nested  # whether `call "sub"` (a nested run) is among the forms
        self.fresh = 0
        self.replies: list[str] = []
        self.tags: set[str] = set()

    def name(self, base: str = "x") -> str:
        self.fresh += 1
        return f"{base}{self.fresh}"

    def lit(self, ty: str) -> str:
        r = self.r
        if ty == "int":
            if r.random() < 0.1:
                return r.choice(INT_EDGE)
            n = r.randint(-20, 40)
            return str(n) if n >= 0 else f"({n})"
        if ty == "bool":
            return r.choice(("true", "false"))
        if ty == "str":
            return r.choice(STRINGS)
        if ty == "label":
            return r.choice(self.labels)
        if ty == "unit":
            return "()"
        if ty == "pair":
            return f"({self.lit('int')}, {self.lit('str')})"
        if ty == "list":
            self.tags.add("list")
            return "[" + ", ".join(self.lit("int") for _ in range(r.randrange(0, 4))) + "]"
        if ty == "rec":
            self.tags.add("record")
            return f'{{"n": {self.lit("int")}, "s": {self.lit("str")}}}'
        return r.choice(("(fun n -> n + 1)", "(fun n -> n * 2)", "(rec f n -> if n <= 0 then 0 else f (n - 1))"))

    def reply(self, ty: str) -> str:
        """A scripted model reply: usually a small closed program of type `ty`, sometimes junk."""
        r = self.r
        x = r.random()
        if x < 0.08:
            self.tags.add("badReply")
            return r.choice(("fun ->", "1 +", "(", "\"open", "{X} : 1", "let x = in", "@"))
        if x < 0.11:
            self.tags.add("unboundReply")
            return "y"
        if x < 0.14:
            self.tags.add("replyScope")
            return r.choice(SCOPE_REPLIES)
        g = Gen(self.r, self.labels)
        g.fresh = 1000 + self.fresh
        return g.expr(ty, 1, [])

    def expr(self, ty: str, d: int, env: list[tuple[str, str]]) -> str:
        r = self.r
        if r.random() < 0.03:  # an ill-typed hole
            self.tags.add("illTyped")
            ty = r.choice(TYPES)
        same = [x for x, t in env if t == ty]
        if d <= 0 or r.random() < 0.2:
            if same and r.random() < 0.6:
                return r.choice(same)
            if r.random() < 0.02:
                self.tags.add("unbound")
                return "zz"
            return self.lit(ty)
        if self.nested and r.random() < 0.04:
            return self.sub_call(ty, d, env)
        c = r.random()
        # forms available at every type
        if c < 0.10:
            x = self.name()
            t1 = r.choice(TYPES)
            return f"(let {x} = {self.expr(t1, d - 1, env)} in {self.expr(ty, d - 1, env + [(x, t1)])})"
        if c < 0.17:
            return f"(if {self.expr('bool', d - 1, env)} then {self.expr(ty, d - 1, env)} else {self.expr(ty, d - 1, env)})"
        if c < 0.22:
            self.tags.add("labS")
            return f"({r.choice(self.labels)} : {self.expr(ty, d - 1, env)})"
        if c < 0.26:
            self.tags.add("labD")
            return f"(({self.expr('label', d - 1, env)}) : {self.expr(ty, d - 1, env)})"
        if c < 0.30:
            self.tags.add("assert")
            return f"(assert {self.atom('label', d - 1, env)} {self.atom(ty, d - 1, env)})"
        if c < 0.34:
            self.tags.add("endorse")
            return f"(endorse {self.atom('label', d - 1, env)} {self.atom(ty, d - 1, env)})"
        if c < 0.38:
            self.tags.add("fork")
            return f"(fork ({self.expr('unit', d - 1, env)}; {self.expr(ty, d - 1, env)}))"
        if c < 0.42:
            self.tags.add("send")
            return f"((send {self.atom(r.choice(TYPES), d - 1, env)}); {self.expr(ty, d - 1, env)})"
        if c < 0.47:
            self.tags.add("recv")
            if r.random() < 0.25:  # a reply read as data: usually a literal, sometimes code
                self.tags.add("recvData")
                self.replies.append(self.lit(ty) if r.random() < 0.7 else self.reply(ty))
                return "recv_data"
            self.replies.append(self.reply(ty))
            if r.random() < 0.5:
                return f"(@{self.atom('str', d - 1, env)})"
            return "recv"
        if c < 0.50:
            self.tags.add("clear")
            return f"(clear; {self.expr(ty, d - 1, env)})"
        if c < 0.55:
            x = self.name()
            t1 = r.choice(TYPES)
            return f"((fun {x} -> {self.expr(ty, d - 1, env + [(x, t1)])}) {self.atom(t1, d - 1, env)})"
        if c < 0.58:
            self.tags.add("fst")
            p = self.atom("pair", d - 1, env)
            if ty == "int":
                return f"(fst {p})"
            if ty == "str":
                return f"(snd {p})"
        if 0.60 <= c < 0.625:
            # `recv_safe`: `(true, v)` for a reply that reads, `(false, why)` for one that does not
            self.tags.add("recvSafe")
            x = self.name("r")
            if r.random() < 0.5:
                self.tags.add("recvSafeBad")
                self.replies.append(r.choice(BAD_REPLIES))
            else:
                self.replies.append(self.reply(ty))
            if ty == "str" and r.random() < 0.3:
                return f"(let {x} = recv_safe in if fst {x} then {self.expr(ty, d - 1, env)} else snd {x})"
            return f"(let {x} = recv_safe in if fst {x} then snd {x} else {self.expr(ty, d - 1, env)})"
        if c < 0.60 and ty == "str":
            self.tags.add("call")
            tool = "read_file" if r.random() < 0.8 else "nope"
            return f'(call "{tool}" {self.atom(r.choice(TYPES), d - 1, env)})'
        return self.typed(ty, d, env)

    def sub_program(self, ty: str) -> str:
        """A program for a nested run: a random one of type `ty` (without `sub`), or one that
        recurses (some out of the nested run's fuel or depth), loops, fails, gives a function or a
        labelled value, or does not parse."""
        r = self.r
        x = r.random()
        if x < 0.45:
            g = Gen(r, self.labels)
            g.fresh = 2000 + self.fresh
            return g.expr(ty, r.randint(1, 3), [])
        if x < 0.7:
            self.tags.add("subDeep")
            n = r.randint(0, 40) if r.random() < 0.4 else r.randint(0, 250)
            return f"let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f {n}"
        if x < 0.76:
            self.tags.add("subLoop")
            return f"let rec f n = if n <= 0 then n else f (n - 1) in f {r.randint(0, 300)}"
        if x < 0.86:
            return r.choice(SUB_ERRORS)
        if x < 0.96:
            return r.choice(SUB_VALUES)
        return r.choice(SUB_BROKEN)

    def sub_call(self, ty: str, d: int, env: list[tuple[str, str]]) -> str:
        """`call "sub"` of a program's text (sometimes labelled, sometimes built by `++`), or, now
        and then, of a value that is no string (the tool answers nothing: `noTool`)."""
        r = self.r
        self.tags.add("sub")
        prog = self.sub_program(ty)
        x = r.random()
        if x < 0.15:
            arg = f"({r.choice(self.labels)} : {quote(prog)})"
        elif x < 0.2 and len(prog) > 1:
            i = r.randrange(1, len(prog))
            arg = f"({quote(prog[:i])} ++ {quote(prog[i:])})"
        elif x < 0.23:
            self.tags.add("subNotStr")
            arg = self.atom(r.choice(TYPES), d - 1, env)
        else:
            arg = quote(prog)
        return f'(call "sub" {arg})'

    def atom(self, ty: str, d: int, env: list[tuple[str, str]]) -> str:
        e = self.expr(ty, d, env)
        return e if e.startswith("(") or e.isidentifier() else f"({e})"

    def typed(self, ty: str, d: int, env: list[tuple[str, str]]) -> str:
        r = self.r
        e = lambda t: self.expr(t, d - 1, env)  # noqa: E731
        if ty == "int":
            c = r.random()
            if c < 0.5:
                return f"({e('int')} {r.choice(('+', '-', '*', '/', '%'))} {e('int')})"
            if c < 0.56:
                return f"(len {self.atom('str', d - 1, env)})"
            if c < 0.6:
                self.tags.add("strPrim")
                return f"(str_find {self.atom('str', d - 1, env)} {self.atom('str', d - 1, env)})"
            if c < 0.64:
                self.tags.add("parseInt")
                arg = r.choice(INT_STRINGS) if r.random() < 0.5 else f"(show {self.atom('int', d - 1, env)})"
                return f"(parse_int {arg})"
            if c < 0.67:
                self.tags.add("list")
                return f"(fst {self.atom('list', d - 1, env)})"  # `fst []` is a type error
            if c < 0.7:
                self.tags.add("record")
                return f"(snd (fst {self.atom('rec', d - 1, env)}))"
            if c < 0.85:
                self.tags.add("app")
                return f"({self.atom('fun', d - 1, env)} {self.atom('int', d - 1, env)})"
            self.tags.add("fix")
            f, n = self.name("f"), self.name("n")
            k = r.randint(0, 6)
            body = f"if {n} <= 0 then {e('int')} else ({n} + ({f} ({n} - 1)))"
            return f"(let rec {f} {n} = {body} in {f} {k})"
        if ty == "bool":
            c = r.random()
            if c < 0.3:
                op = r.choice(('<', '<=', '==', '!=', '>', '>='))
                if op in (">", ">="):
                    self.tags.add("cmpGt")
                return f"({e('int')} {op} {e('int')})"
            if c < 0.45:
                return f"({e('bool')} {r.choice(('&&', '||'))} {e('bool')})"
            if c < 0.55:
                return f"(not {self.atom('bool', d - 1, env)})"
            if c < 0.7:
                self.tags.add("test")
                return f"({e(r.choice(TYPES))} ? {self.atom('label', d - 1, env)})"
            if c < 0.8:
                # the tested value is untrusted or secret: the answer is labelled by the policy only
                self.tags.add("testTainted")
                tested = f"({r.choice(('{U}', '{S}', '{U, S}'))} : {e(r.choice(TYPES))})"
                if r.random() < 0.3:
                    tested = r.choice(("(call \"read_file\" ())", f"(snd ({e('int')}, {tested}))"))
                return f"({tested} ? {self.atom('label', d - 1, env)})"
            t = r.choice(("str", "label", "unit", "bool", "list"))
            if t == "list":  # `[]` is a constant: equal to itself, different from other constants
                return f"({e(t)} {r.choice(('==', '!='))} {r.choice(('[]', 'null', '()', '0'))})"
            return f"({e(t)} {r.choice(('==', '!='))} {e(t)})"
        if ty == "str":
            c = r.random()
            if c < 0.4:
                return f"({e('str')} ++ {e('str')})"
            if c < 0.65:
                self.tags.add("strPrim")
                if r.random() < 0.5:
                    op = r.choice(("str_take", "str_drop"))
                    return f"({op} {self.atom('str', d - 1, env)} {self.atom('int', d - 1, env)})"
                op = r.choice(("str_lower", "str_upper", "str_trim"))
                return f"({op} {self.atom('str', d - 1, env)})"
            if c < 0.72:
                self.tags.add("record")
                return f"(snd (fst (snd {self.atom('rec', d - 1, env)})))"
            return f"(show {self.atom(r.choice(('int', 'bool', 'str', 'unit', 'list')), d - 1, env)})"
        if ty == "label":
            return f"(if {e('bool')} then {self.lit('label')} else {self.lit('label')})"
        if ty == "unit":
            c = r.random()
            if c < 0.5:
                self.tags.add("send")
                return f"(send {self.atom(r.choice(TYPES), d - 1, env)})"
            if c < 0.7:
                self.tags.add("clear")
                return "clear"
            if c < 0.8:  # the harness's sink (bound {}): refused when the argument or the pc is not {}
                self.tags.add("callPost")
                return f'(call "post" {self.atom(r.choice(TYPES), d - 1, env)})'
            return "()"
        if ty == "pair":
            self.tags.add("pair")
            return f"({e('int')}, {e('str')})"
        if ty == "list":
            self.tags.add("list")
            c = r.random()
            if c < 0.4:  # a cons cell: a list is pairs ending in `[]`
                return f"({e('int')}, {e('list')})"
            if c < 0.6:
                return f"(snd {self.atom('list', d - 1, env)})"  # `snd []` is a type error
            # elements keep their own labels
            items = [e("int") if r.random() < 0.7 else f"({r.choice(self.labels)} : {e('int')})"
                     for _ in range(r.randrange(0, 4))]
            return "[" + ", ".join(items) + "]"
        if ty == "rec":
            self.tags.add("record")
            n = e("int") if r.random() < 0.7 else f"({r.choice(self.labels)} : {e('int')})"
            return f'{{"n": {n}, "s": {e("str")}}}'
        x = self.name()
        return f"(fun {x} -> {self.expr('int', d - 1, env + [(x, 'int')])})"


#: Scenarios that random programs reach rarely; `{e}` is filled with a random int expression.
SCENARIOS: tuple[tuple[str, list[str], str], ...] = (
    ('send "a"; if ({S} : true) then clear else ()', [], "clearDenied"),
    ('if ({S} : true) then send "x" else ()', [], "upgradeDenied"),
    ('send "a"; let r = (if ({U} : true) then recv else 0) in r', ["1"], "upgradeDenied"),
    ('send ({U} : "a"); if ({U} : true) then (send "b"; recv) else 0', ["7"], "noUpgrade"),
    ('send (1, ({S} : {e})); send (fun z -> ({U} : {e}) + z); recv', ["()"], "deepLabel"),
    ('send ({S} : "a"); if ({S} : true) then (clear; {e}) else 0', [], "clearHigh"),
    ('call "nope" {e}', [], "noTool"),
    ('call "post" {e}', [], "callPost"),
    ('call "post" ({U} : {e})', [], "callDenied"),
    ('call "post" (1, {S} : {e})', [], "callDenied"),
    ('if ({U} : true) then call "post" {e} else ()', [], "callDenied"),
    ('let d = call "read_file" {e} in call "post" (fork (clear; send d; recv_data))', ["1"], "callDenied"),
    ('assert {} (1, {S} : {e})', [], "deepAssert"),
    ('assert {S} ({e}, {S} : 2)', [], "deepAssert"),
    ('fork (send "in fork"; assert {} ({S} : {e}))', [], "forkError"),
    ('fork (send "in fork"; {e}); recv', ["1"], "forkRestores"),
    ('(@"code?") {e}', ["fun x -> x * 3", "2"], "codegen"),
    ('let r = @({U} : "summarise") in if r == "ok" then {e} else 0', ['"ok"'], "taint"),
    ('endorse {S} {e}', [], "illegalEndorse"),
    ('endorse {} ({U, S} : {e})', [], "endorseKeepsSecret"),
    # the endorse log: what is endorsed, where (lines past the first), under which pc, how often
    ('endorse {} (call "read_file" {e})', [], "endorseLog"),
    ('let x = {U} : {e} in\nlet y = endorse {} x in\n  (y, endorse {} ({U, S} : y))', [], "endorseLog"),
    ('let rec f n = if n <= 0 then 0 else (endorse {} ({U} : n)) + f (n - 1) in f ({e} % 6)', [], "endorseLog"),
    ('if ({U} : true) then endorse {} ({U, S} : {e}) else 0', [], "endorseLog"),
    ('fork (send "a";\n  endorse {} ({U} : {e}))', [], "endorseLog"),
    ('endorse ({U} : {}) (1, {U} : {e})', [], "endorseLog"),
    ('send ({U} : "q"); let r = recv in\n  endorse {} r', ["41"], "endorseLog"),
    ('let v = endorse {} ({U} : {e}) in\n\n endorse {S} v', [], "illegalEndorse"),
    ('let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f 40', [], "deep"),
    ('let rec f n = f n in f {e}', [], "loop"),
    ('@"go"', ["@\"again\"", "let k = 2 in k * 21"], "nestedRecv"),
    ('send (fun x -> x + {e}); send ({U} : (1, "p")); recv', ["()"], "renderValues"),
    ('let f = fun x -> fun y -> x in f ({S} : {e})', [], "closurePrint"),
    ('(rec f x -> if x then f else x) true', [], "fixValue"),
    ('({e} ? {S}, ({S} : {e}) ? {})', [], "tests"),
    ('fork (clear; send ({U} : "doc"); recv_data)', ['("a", (-3, {S}))'], "recvData"),
    ('fork (clear; send ({U} : "doc"); recv_data); {e}', ['call "read_file" ()'], "dataRefused"),
    ('(@"q") ({U} : {e})', ["fun x -> endorse {} x"], "replyEndorse"),
    ('let x = {U} : {e} in if x ? {} then 1 else 2', [], "testUntrusted"),
    ('let x = call "read_file" {e} in [x ? {}, x ? {U}, x ? ({S} : {U})]', [], "testUntrusted"),
    ('fork (clear; send [1, {S} : {e}]; recv_data)', ['[1, {"k": "v"}, []]'], "dataList"),
    ('fork (clear; send {"a": ({U} : {e})}; recv_data)', ['{"a": 1, "b": [2, (3, {S})]}'], "dataList"),
    ('send ({U} : "q"); recv_safe', ["1 +"], "recvSafeBad"),
    ('send "q"; recv_safe', ["endorse {} 1"], "recvSafeBad"),
    ('send "q"; recv_safe', ['[1, {"k": "v"}]'], "recvSafe"),
    ('let rec ask n = let r = (send "n?"; recv_safe) in if fst r then snd r else if n == 0 then 0 else ask (n - 1) in ask 2',
     ["oops (", "6 + 1"], "recvSafe"),
    ('[str_find "banking" "king", str_take "héllo" {e}, str_drop "héllo" {e}, parse_int (show {e})]', [],
     "strPrim"),
    # replies that mention the prelude's library: free (closed into `call "prelude.<name>" ()`: no such
    # tool here), bound (left alone), outside the scope (unbound), read as data (refused, as before)
    ('send "q"; recv', ["map"], "replyScope"),
    ('(@"q") {e}', ["fun map -> map + 1"], "replyScope"),
    ('(@"q") {e}', ["fun x -> length x"], "replyScope"),
    ('send "q"; recv', ["let rec length x = if x <= 0 then 0 else 1 + length (x - 1) in length 4"],
     "replyScope"),
    ('send "q"; recv', ["(fun x -> x) length"], "replyScope"),
    ('send "q"; let f = recv in send f; f {e}', ["fun z -> if z > 100 then fold z else z"], "replyScope"),
    ('send "q"; recv', ["let map = 2 in (map, keys)"], "replyScope"),
    ('send "q"; recv', ["double 1"], "replyScope"),
    ('send "q"; recv_safe', ["filter"], "replyScope"),
    ('send "q"; recv_safe', ["fun contains -> contains"], "replyScope"),
    ('let r = (send "q"; recv_safe) in if fst r then snd r else 0', ["join ()"], "replyScope"),
    ('fork (clear; send "d"; recv_data)', ["map"], "replyScope"),
)


#: Programs an oracle runs before its replies (`Case.oracle_run`; `k` is the reply's number): loops whose
#: length grows with `k` (the later replies cost more, some run out of the nested run's fuel or depth),
#: a recursion that never ends for a later reply, and a program of no cost to speak of.
ORACLE_RUNS = ("let rec f n = if n <= 0 then 0 else f (n - 1) in f (k * {a} + {b})",
               "let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f ({b} - k * {a})",
               "k * {a}")


def _nested_budget(rng: random.Random, c: Case) -> Case:
    """A case of the nested stream: an oracle that runs a program before its replies for some, and for
    some a fuel between the tiny ones and the default (the nested runs' requests lie in it)."""
    if rng.random() < 0.5:
        tmpl = rng.choice(ORACLE_RUNS)
        c.oracle_run = tmpl.replace("{a}", str(rng.randint(0, 100))).replace("{b}", str(rng.randint(0, 200)))
        c.tags.add("oracleRun")
    if c.fuel == 10000 and rng.random() < 0.2:
        c.fuel = rng.randint(100, 4000)
    return c


def case(rng: random.Random, labels: tuple[str, ...] = LABELS, nested: bool = False) -> Case:
    """A case whose label literals are `labels` (a lattice's, naming `U` and `S`; LAB4's by default);
    with `nested`, of the nested stream (see the module's docstring)."""
    if rng.random() < 0.12:
        tmpl, replies, tag = rng.choice(SCENARIOS)
        g = Gen(rng, labels, nested)
        src = tmpl.replace("{e}", g.atom("int", rng.randint(0, 2), []))
        pc = rng.choice(labels) if rng.random() < 0.3 else "{}"
        c = Case(src, list(replies) + g.replies, 10000, 10000, pc, {tag} | g.tags)
        return _nested_budget(rng, c) if nested else c
    g = Gen(rng, labels, nested)
    ty = rng.choice(TYPES)
    src = g.expr(ty, rng.randint(2, 4), [])
    if nested and rng.random() < 0.1:  # a nested run first, which a tiny fuel reaches too
        src = f"(let s0 = {g.sub_call(rng.choice(TYPES), 1, [])} in {src})"
    x = rng.random()
    fuel = rng.randint(1, 80) if x < 0.15 else 10000
    depth = rng.randint(2, 25) if 0.15 <= x < 0.25 else 10000
    pc = rng.choice(labels) if rng.random() < 0.4 else "{}"
    c = Case(src, g.replies, fuel, depth, pc, g.tags)
    return _nested_budget(rng, c) if nested else c


def cases(seed: int, n: int, labels: tuple[str, ...] = LABELS) -> list[Case]:
    rng = random.Random(seed)
    return [case(rng, labels) for _ in range(n)]
