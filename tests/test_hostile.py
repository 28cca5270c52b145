"""Hostile input: fuzzed programs, fuzzed model replies, deep nesting, huge literals, runaway programs.

Whatever the input, ``parse`` and ``run`` either give a result or raise a typed error (a subclass of
``llmbda.LlmbdaError``): never a crash, a hang, or a stray ``RecursionError``/``MemoryError``/
``SystemError``. The cases that could crash the process (deep nesting, deep values, resource limits,
signals) run in a subprocess, so that a segmentation fault shows up as a failed test with its return
code instead of killing pytest.

The bounds checked here are documented in ``docs/RESOURCE_BOUNDS.md``.
"""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import textwrap
import time
from typing import Any, Optional

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import llmbda as L
from support.child import check_oracle

INT_MIN = -(2**63)
INT_MAX = 2**63 - 1

FUZZ = settings(
    max_examples=300,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)

# Every message a ParseError may carry starts with one of these (parse.cpp / Parse.lean, and the
# lone-surrogate check of program.py).
PARSE_MESSAGES = (
    "expected an expression but found ",
    "expected a parameter name after 'fun'",
    "expected 'rec f x -> body'",
    "expected 'let rec f x = e1 in e2'",
    "expected a name after 'let'",
    "expected a tool name (a string literal) after 'call'",
    "expected '",
    "unexpected character '",
    "unexpected character in label literal",
    "unterminated string literal",
    "unterminated label literal",
    "unknown escape in string literal",
    "invalid \\u{\u2026} escape",
    "malformed number",
    "integer literal out of range",
    "unknown label atom '",
    "program too deeply nested",
    "invalid character (a lone surrogate)",
    "unexpected ",  # "unexpected <token> after the end of the program"
)

# Plain Python exceptions that must never come out of the core for these inputs.
STRAY = (RecursionError, MemoryError, SystemError, RuntimeError, TypeError, ValueError, OverflowError,
         UnicodeError, IndexError, KeyError, AttributeError)


# --------------------------------------------------------------------------------------------------
# helpers


def check_parse_error(src: str, e: L.ParseError) -> None:
    """A ParseError is well formed: a 1-based position inside the input and a known message."""
    assert isinstance(e.line, int) and isinstance(e.col, int) and isinstance(e.msg, str)
    assert str(e) == f"{e.line}:{e.col}: {e.msg}"
    lines = src.split("\n")
    assert 1 <= e.line <= len(lines), (src[:200], e)
    assert 1 <= e.col <= len(lines[e.line - 1]) + 1, (src[:200], e)
    assert e.msg.startswith(PARSE_MESSAGES), e.msg


def parse_outcome(src: str) -> Optional[L.Program]:
    """``parse(src)``: the program, or None after checking the ParseError. Anything else fails."""
    try:
        return L.parse(src)
    except L.ParseError as e:
        check_parse_error(src, e)
        return None


def unpositioned(lean_term: str) -> str:
    """A term in Lean constructor syntax without the source positions of its `endorse`s (printing
    drops them; re-parsing gives the positions in the printed text)."""
    return re.sub(r"Term\.endorse ⟨\d+, \d+⟩", "Term.endorse", lean_term)


def assert_round_trip(program: L.Program) -> None:
    """Printing and re-parsing gives the same term (compared as Lean constructor syntax, up to the
    positions of `endorse`) and the same text."""
    text = str(program)
    again = L.parse(text)
    assert str(again) == text
    assert unpositioned(again.lean()) == unpositioned(program.lean()), text


def run_outcome(program: Any, oracle: Any = None, **kw: Any) -> Optional[L.Result]:
    """``run``: the result, or None after a typed error. A plain Python exception propagates (and fails
    the test)."""
    try:
        return L.run(program, oracle, **kw)
    except L.LlmbdaError as e:
        assert not isinstance(e, STRAY)
        if isinstance(e, L.EvalError):
            # the state reached is within the run's fuel: what it spent and what is left
            assert e.steps + e.work + e.fuel_left <= kw.get("fuel", L.DEFAULT_FUEL), e
        return None


def isolated(code: str, timeout: float = 60.0) -> str:
    """Run ``code`` in a fresh interpreter; a crash (negative return code: killed by a signal) or a hang
    (timeout) fails the test. Returns the standard output."""
    # Python's SIGINT handler, whatever the parent ignores: a process started with SIGINT ignored (a
    # background job of a non-interactive shell, as CI may be) never installs it, and Ctrl-C would
    # do nothing there (tests/test_bounds.py::test_an_ignored_sigint_stays_ignored)
    prelude = "import signal\nsignal.signal(signal.SIGINT, signal.default_int_handler)\n"
    proc = subprocess.run([sys.executable, "-X", "faulthandler", "-c", prelude + textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=timeout)
    if proc.returncode != 0:
        check_oracle(proc.stderr)
        how = (f"killed by {signal.Signals(-proc.returncode).name}" if proc.returncode < 0
               else f"exit status {proc.returncode}")
        pytest.fail(f"the subprocess failed ({how})\n--- stdout\n{proc.stdout[-2000:]}\n"
                    f"--- stderr\n{proc.stderr[-4000:]}", pytrace=False)
    return proc.stdout


def isolated_json(code: str, timeout: float = 60.0) -> Any:
    """Like :func:`isolated`; the last line of the output is JSON."""
    out = isolated(code, timeout).strip().splitlines()
    assert out, "no output"
    return json.loads(out[-1])


# --------------------------------------------------------------------------------------------------
# strategies

ANY_CHAR = st.one_of(
    st.characters(exclude_categories=()),           # all of Unicode, control characters included
    st.characters(categories=["Cs"]),               # lone surrogates
    st.sampled_from(list('(){}"\\-\n\r\t\x00 ,;:?@=<+*/%\'_0123456789xfu')),  # the lexer's alphabet
)
ANY_TEXT = st.text(ANY_CHAR, max_size=80)

IDENTS = ["x", "y", "f", "g", "_", "x'", "_a1", "funx", "iff", "letx", "recv1", "n", "ifthen"]
KW_ATOMS = ["true", "false", "recv", "clear", "()"]
LABELS = ["{}", "{U}", "{S}", "{U, S}", "{S,U}", "{ U }"]
BINOPS = [";", ":", "?", "||", "&&", "==", "!=", "<", "<=", "+", "-", "++", "*", "/", "%"]
PREFIX1 = ["send", "fork", "not", "neg", "show", "len", "fst", "snd", "@"]
INTS = st.one_of(st.integers(INT_MIN, INT_MAX), st.integers(-3, 3),
                 st.sampled_from([INT_MIN, INT_MAX, INT_MIN + 1]))


def string_literal(s: str) -> str:
    out = []
    for c in s:
        o = ord(c)
        if c == '"':
            out.append('\\"')
        elif c == "\\":
            out.append("\\\\")
        elif c == "\n":
            out.append("\\n")
        elif 0xD800 <= o <= 0xDFFF:
            out.append("\\u{fffd}")
        elif o < 32 or o == 127 or o > 0xFFFF:
            out.append("\\u{%x}" % o)
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


STRINGS = st.text(ANY_CHAR, max_size=8).map(string_literal)
IDENT = st.sampled_from(IDENTS)
NAMED = IDENT.filter(lambda x: x != "_")
ATOMS = st.one_of(IDENT, st.sampled_from(KW_ATOMS), st.sampled_from(LABELS), INTS.map(str), STRINGS)


def _paren(s: str) -> str:
    return f"({s})"


def _compound(e: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    names = st.lists(IDENT, max_size=2).map(" ".join)
    return st.one_of(
        st.tuples(NAMED, names, e).map(lambda t: f"fun {t[0]} {t[1]} -> {t[2]}"),
        st.tuples(IDENT, IDENT, e).map(lambda t: f"rec {t[0]} {t[1]} -> {t[2]}"),
        st.tuples(IDENT, names, e, e).map(lambda t: f"let {t[0]} {t[1]} = {t[2]} in {t[3]}"),
        st.tuples(IDENT, IDENT, e, e).map(lambda t: f"let rec {t[0]} {t[1]} = {t[2]} in {t[3]}"),
        st.tuples(e, e, e).map(lambda t: f"if {t[0]} then {t[1]} else {t[2]}"),
        # operands sometimes unparenthesised, so that precedence and associativity get exercised
        st.tuples(e, st.sampled_from(BINOPS), e, st.booleans(), st.booleans()).map(
            lambda t: f"{_paren(t[0]) if t[3] else t[0]} {t[1]} {_paren(t[2]) if t[4] else t[2]}"),
        st.tuples(e, e).map(lambda t: f"{_paren(t[0])} {_paren(t[1])}"),
        st.tuples(st.sampled_from(PREFIX1), e).map(lambda t: f"{t[0]} {_paren(t[1])}"),
        st.tuples(st.sampled_from(["assert", "endorse"]), e, e).map(
            lambda t: f"{t[0]} ({t[1]}) ({t[2]})"),
        st.tuples(STRINGS, e).map(lambda t: f"call {t[0]} ({t[1]})"),
        st.tuples(e, e).map(lambda t: f"({t[0]}, {t[1]})"),
        st.tuples(st.sampled_from(LABELS), e).map(lambda t: f"{t[0]} : {t[1]}"),
        e.map(_paren),
    )


#: Programs from the grammar (they nearly always parse).
PROGRAMS = st.recursive(ATOMS, _compound, max_leaves=20)

#: Token soup: random sequences of valid tokens (a good share of them parse).
TOKENS = st.one_of(
    st.sampled_from(IDENTS + KW_ATOMS + LABELS + BINOPS + PREFIX1 + [
        "fun", "rec", "let", "in", "if", "then", "else", "assert", "endorse", "call", "(", ")", ",",
        "->", "=", "-- comment\n", "\n", "{Nope}", "{U"]),
    INTS.map(str), STRINGS)
SOUP = st.lists(TOKENS, max_size=25).map(" ".join)


# --------------------------------------------------------------------------------------------------
# the parser on random input


@FUZZ
@given(ANY_TEXT)
def test_parse_random_text(src: str) -> None:
    p = parse_outcome(src)
    if p is not None:
        assert_round_trip(p)


@FUZZ
@given(st.binary(max_size=120))
def test_parse_random_bytes(data: bytes) -> None:
    for src in (data.decode("utf-8", errors="surrogateescape"), data.decode("latin-1"),
                data.decode("utf-8", errors="replace")):
        p = parse_outcome(src)
        if p is not None:
            assert_round_trip(p)


@FUZZ
@given(SOUP)
def test_parse_token_soup_round_trips(src: str) -> None:
    p = parse_outcome(src)
    if p is not None:
        assert_round_trip(p)


@FUZZ
@given(PROGRAMS)
def test_parse_generated_programs_round_trip(src: str) -> None:
    p = parse_outcome(src)
    if p is not None:
        assert_round_trip(p)


def test_lone_surrogates_are_parse_errors() -> None:
    for src, pos in [("\ud800", (1, 1)), ("1 +\n x\udfff", (2, 3)), ('"\udc80"', (1, 2))]:
        with pytest.raises(L.ParseError) as info:
            L.parse(src)
        assert (info.value.line, info.value.col) == pos
        assert info.value.msg == "invalid character (a lone surrogate)"


@pytest.mark.parametrize("src", ["\x00", "\x00\x00", "1\x00", '"\\\x00"', "\x7f", "\u2028", "\ufeff1",
                                 "\U0010ffff", "\u0661", "\uff11", "1\u00a0+ 1", "λx -> x"])
def test_parse_odd_characters(src: str) -> None:
    p = parse_outcome(src)
    assert p is None  # none of these is a program


def test_parse_accepts_raw_control_characters_inside_strings() -> None:
    r = L.run('"a\x00b\x01\x7f\r\t\u2028"')
    assert r.value.raw == "a\x00b\x01\x7f\r\t\u2028"
    assert_round_trip(L.parse('"a\x00b\x01\x7f\r\t\u2028"'))


# --------------------------------------------------------------------------------------------------
# deep nesting (in a subprocess: a stack overflow would kill the interpreter)

#: family -> (source of nesting n, the largest n that parses). Each construct costs a fixed number of
#: units of the parser's depth budget `Parse.maxDepth` = 20000 (see docs/RESOURCE_BOUNDS.md).
NESTING = {
    "parens": ('"(" * n + "1" + ")" * n', 9998),
    "fun": ('"fun x -> " * n + "x"', 19997),
    "let": ('"let x = 1 in " * n + "x"', 19997),
    "let_rec": ('"let rec f x = x in " * n + "f"', 19997),
    "if": ('"if true then " * n + "1" + " else 2" * n', 19997),
    "if_cond": ('"if " * n + "true" + " then 1 else 2" * n', 19997),
    "plus_chain": ('"1" + " + 1" * n', 19995),
    "minus_chain": ('"1" + " - 1" * n', 19995),
    "neg_literals": ('"1" + " -1" * n', 19995),
    "plus_right": ('"1 + (" * n + "1" + ")" * n', 3999),
    "application": ('"f" + " x" * n', 19997),
    "seq": ('"1; " * n + "1"', 6665),
    "pairs": ('"(1, " * n + "1" + ")" * n', 6665),
    "pairs_left": ('"(" * n + "1" + ", 1)" * n', 9998),
    "neg": ('"neg (" * n + "1" + ")" * n', 9998),
    "send": ('"send (" * n + "1" + ")" * n', 9998),
    "label": ('"{U} : " * n + "1"', 19997),
}


@pytest.mark.parametrize("family", sorted(NESTING))
def test_deep_nesting(family: str) -> None:
    make, limit = NESTING[family]
    out = isolated_json(f"""
        import json, llmbda as L
        def src(n): return {make}
        res = {{}}
        p = L.parse(src({limit}))
        text = str(p)
        again = L.parse(text)
        res["round_trip"] = str(again) == text and again.lean() == p.lean()
        for n in ({limit} + 1, 100_000):
            try:
                L.parse(src(n))
                res[n] = "parsed"
            except L.ParseError as e:
                res[n] = [e.line, e.col, e.msg]
        print(json.dumps(res))
    """)
    assert out["round_trip"] is True
    for n in (str(limit + 1), "100000"):
        line, col, msg = out[n]
        assert msg == "program too deeply nested" and line == 1 and col >= 1


def test_deep_nesting_mixed() -> None:
    """Random interleavings of nesting constructs, up to 30000 deep: a program or a ParseError."""
    out = isolated_json("""
        import json, random, llmbda as L
        opens = [("(", ")"), ("fun x -> ", ""), ("if true then ", " else 0"), ("let x = 1 in ", ""),
                 ("neg (", ")"), ("{U} : ", ""), ("(1, ", ")"), ("1 + (", ")"), ("fst (", ")"),
                 ("assert {U} (", ")"), ("@(", ")"), ("x; ", ""), ("f (", ") 1")]
        rng = random.Random(20240607)
        kinds = {"ok": 0, "deep": 0}
        for _ in range(40):
            n = rng.choice([10, 1000, 5000, 9000, 12000, 30000])
            parts = [rng.choice(opens) for _ in range(n)]
            src = "".join(a for a, _ in parts) + "x" + "".join(b for _, b in reversed(parts))
            try:
                p = L.parse(src)
                str(p); p.lean()
                kinds["ok"] += 1
            except L.ParseError as e:
                assert e.msg == "program too deeply nested" and e.line == 1 and e.col >= 1, e
                kinds["deep"] += 1
        print(json.dumps(kinds))
    """)
    assert out["ok"] > 0 and out["deep"] > 0


def test_long_flat_input_is_not_nesting() -> None:
    """Length alone is no problem: 10 MB of blanks, comments, one identifier, a long label literal."""
    big = 10_000_000
    assert str(L.parse(" " * big + "1")) == "1"
    assert str(L.parse("-- " + "x" * big + "\n1")) == "1"
    assert str(L.parse("\n" * 1_000_000 + "x")) == "x"
    assert len(str(L.parse("x" * big))) == big
    assert str(L.parse("{" + "U, " * 300_000 + "S}")) == "{U, S}"
    with pytest.raises(L.ParseError) as info:
        L.parse("\n" * 1_000_000 + "1 +")
    assert (info.value.line, info.value.col) == (1_000_001, 4)


# --------------------------------------------------------------------------------------------------
# huge and odd literals


@pytest.mark.parametrize("src", [
    "1" * 100_000, "9" * 10_000_000, "-" + "1" * 100_000, "9223372036854775808",
    "-9223372036854775809", "18446744073709551616", "99999999999999999999",
    "1 + 9223372036854775808", "x -9223372036854775809",
])
def test_integer_literal_out_of_range(src: str) -> None:
    with pytest.raises(L.ParseError) as info:
        L.parse(src)
    assert info.value.msg == "integer literal out of range"
    check_parse_error(src, info.value)


@pytest.mark.parametrize("src, value", [
    ("-9223372036854775808", INT_MIN), ("9223372036854775807", INT_MAX),
    ("0" * 100_000 + "7", 7), ("-" + "0" * 1000, 0), ("-9223372036854775807 - 1", INT_MIN),
])
def test_integer_literal_extremes(src: str, value: int) -> None:
    assert L.run(src).value.raw == value
    assert_round_trip(L.parse(src))


@pytest.mark.parametrize("src", ["1x", "123abc", "-1_", "9223372036854775808x"])
def test_malformed_number(src: str) -> None:
    with pytest.raises(L.ParseError) as info:
        L.parse(src)
    assert info.value.msg == "malformed number"


def test_ten_megabyte_string_literal() -> None:
    big = "ab\u00e9\U0001f600" * 2_500_000  # 10 M characters, 25 MB of UTF-8
    r = L.run('len "' + big + '"')
    assert r.value.raw == len(big)
    r = L.run('let s = "' + big + '" in s ++ s')
    assert r.value.raw == big + big
    with pytest.raises(L.ParseError) as info:
        L.parse('"' + big)
    assert info.value.msg == "unterminated string literal"
    assert (info.value.line, info.value.col) == (1, len(big) + 2)


@pytest.mark.parametrize("escape, char", [
    ("\\u{0}", "\x00"), ("\\u{41}", "A"), ("\\u{000041}", "A"), ("\\u{D7FF}", "\ud7ff"),
    ("\\u{e000}", "\ue000"), ("\\u{10FFFF}", "\U0010ffff"), ("\\u{1F600}", "\U0001f600"),
    ("\\n\\t\\r\\\"\\\\", "\n\t\r\"\\"),
])
def test_valid_escapes(escape: str, char: str) -> None:
    src = f'"{escape}"'
    assert L.run(src).value.raw == char
    assert_round_trip(L.parse(src))


@pytest.mark.parametrize("src, msg", [
    ('"\\u{}"', "invalid \\u{\u2026} escape"),
    ('"\\u{0000041}"', "invalid \\u{\u2026} escape"),
    ('"\\u{110000}"', "invalid \\u{\u2026} escape"),
    ('"\\u{D800}"', "invalid \\u{\u2026} escape"),
    ('"\\u{DFFF}"', "invalid \\u{\u2026} escape"),
    ('"\\u{' + "F" * 100_000 + '}"', "invalid \\u{\u2026} escape"),
    ('"\\u{g}"', "invalid \\u{\u2026} escape"),
    ('"\\u{41"', "invalid \\u{\u2026} escape"),
    ('"\\u{', "invalid \\u{\u2026} escape"),
    ('"\\u41"', "unknown escape in string literal"),
    ('"\\x41"', "unknown escape in string literal"),
    ('"\\', "unknown escape in string literal"),
    ('"abc', "unterminated string literal"),
    ('"a\nb', "unterminated string literal"),
])
def test_invalid_escapes(src: str, msg: str) -> None:
    with pytest.raises(L.ParseError) as info:
        L.parse(src)
    assert info.value.msg == msg
    check_parse_error(src, info.value)


@pytest.mark.parametrize("src, msg", [
    ("{Foo}", "unknown label atom 'Foo'"),
    ("{U, s}", "unknown label atom 's'"),
    ("{" + "Q" * 100_000 + "}", "unknown label atom '" + "Q" * 100_000 + "'"),
    ("{U, S, Secret} : 1", "unknown label atom 'Secret'"),
    ("{U;}", "unexpected character in label literal"),
    ("{1}", "unexpected character in label literal"),
    ("{U\n}", "unexpected character in label literal"),
    ("{U", "unterminated label literal"),
    ("{" + "U " * 100_000, "unterminated label literal"),
])
def test_label_literals(src: str, msg: str) -> None:
    with pytest.raises(L.ParseError) as info:
        L.parse(src)
    assert info.value.msg == msg
    check_parse_error(src, info.value)


def test_label_literal_of_a_wide_lattice() -> None:
    names = [f"A{i}" for i in range(64)]
    lat = L.Lattice.powerset(confidentiality=names)
    src = "{" + ", ".join(reversed(names)) + "} : 1"
    r = L.run(src, lattice=lat)
    assert r.value.label == lat.top
    with pytest.raises(L.ParseError):
        L.parse("{U}", lattice=lat)


# --------------------------------------------------------------------------------------------------
# running hostile programs


@FUZZ
@given(PROGRAMS, st.lists(st.one_of(PROGRAMS, ANY_TEXT), max_size=3), st.integers(0, 400),
       st.integers(1, 60), st.sampled_from(["{}", "{U}", "{S}", "{U, S}"]))
def test_run_generated_programs(src: str, replies: list[str], fuel: int, depth: int, pc: str) -> None:
    """Random programs, random replies (scripted, then exhausted), small fuel and depth, tools that
    echo, wrap, refuse or fail: a result or a typed error, and the accounting adds up."""
    p = parse_outcome(src)
    if p is None:
        return

    def fail(v: L.Value) -> Any:
        raise RuntimeError("tool failure")

    tools = {"": lambda v: v, "a": lambda v: (v, v), "\n": lambda v: None, "x": fail,
             "y": lambda v: L.Labelled(v, L.U)}
    try:
        r = L.run(p, L.ScriptedOracle(replies, by_call_count=True), fuel=fuel, max_depth=depth, pc=pc,
                  tools=tools)
    except L.LlmbdaError as e:
        assert not isinstance(e, STRAY)
        assert isinstance(e, L.EvalError)
        assert e.steps + e.work + e.fuel_left == fuel
        if isinstance(e, (L.OracleError, L.ToolError)):
            assert e.__cause__ is not None or "not str" in str(e) or "not valid Unicode" in str(e)
        return
    assert r.steps + r.work + r.fuel_left == fuel and r.steps >= 1
    text = str(r.value)
    r.value.render()
    parse_outcome(text)  # a printed value is a program (or, if it is very deep, a ParseError)


@FUZZ
@given(ANY_TEXT, st.integers(0, 300))
def test_run_random_text(src: str, fuel: int) -> None:
    """Random text as a program: a parse error, a typed evaluation error, or a value."""
    try:
        r = L.run(src, lambda s: "recv", fuel=fuel, tools={})
    except L.ParseError as e:
        check_parse_error(src, e)
        return
    except L.LlmbdaError as e:
        assert not isinstance(e, STRAY)
        return
    str(r.value)


def test_deep_non_tail_recursion_is_depth_exceeded() -> None:
    src = "let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f {}"
    with pytest.raises(L.DepthExceeded) as info:
        L.run(src.format(400000))  # 1.2 million levels: past the default bound
    assert info.value.steps + info.value.work + info.value.fuel_left == L.DEFAULT_FUEL
    assert L.run(src.format(3331), max_depth=10_000).value.raw == 3331  # ~3 units of depth per level
    with pytest.raises(L.DepthExceeded):
        L.run(src.format(3332), max_depth=10_000)


def test_tail_calls_consume_depth() -> None:
    loop = "let rec f x = f x in f 0"
    with pytest.raises(L.DepthExceeded):
        L.run(loop, max_depth=50)
    with pytest.raises(L.OutOfFuel) as info:
        L.run(loop, fuel=500)
    assert info.value.steps == 500 and info.value.fuel_left == 0
    count = "let rec f n = if n == 0 then 0 else f (n - 1) in f {}"
    assert L.run(count.format(4997), max_depth=10_000).value.raw == 0  # 2 units per iteration
    with pytest.raises(L.DepthExceeded):
        L.run(count.format(4998), max_depth=10_000)


def test_loops_of_a_hundred_thousand_run_under_the_default_bounds(engine: str) -> None:
    """A counter to 100,000, a list of 100,000 built by a tail loop, mapped and folded: no bound to
    raise (2-3 levels of depth and 9-43 steps an iteration, within the default depth bound and fuel)."""
    r = L.run("let rec f n = if n == 0 then 0 else f (n - 1) in f 100000", engine=engine)
    assert r.value.raw == 0 and r.steps > 100_000 * 2
    r = L.run("let rec mk n = fun acc -> if n == 0 then acc else mk (n - 1) (n, acc) in "
              "let ys = map (fun x -> 2 * x) (mk 100000 []) in (fold (fun a -> fun x -> a + x) 0 ys, fst ys)",
              engine=engine)
    total, first = r.value.raw
    assert (total.raw, first.raw) == (100_000 * 100_001, 2)


@pytest.mark.parametrize("max_depth", [0, -1, 2_000_001, 10**30, True, 1.5, "10"])
def test_max_depth_outside_its_range(max_depth: Any) -> None:
    with pytest.raises(ValueError):
        L.run("1", max_depth=max_depth)


def test_smallest_budgets() -> None:
    assert L.run("1", max_depth=1, fuel=1).value.raw == 1
    with pytest.raises(L.DepthExceeded):
        L.run("1 + 1", max_depth=1)
    with pytest.raises(L.OutOfFuel) as info:
        L.run("1", fuel=0)
    assert info.value.steps == 0


def test_fuel_bounds_an_exponential_computation() -> None:
    """An exponential computation stops when the fuel runs out, after exactly the steps it was given
    (its speed is a benchmark's business, not a test's: see benchmarks/)."""
    with pytest.raises(L.OutOfFuel) as info:
        L.run("let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 200", fuel=10**7)
    assert info.value.steps == 10**7 and info.value.fuel_left == 0


def test_deepest_recursion() -> None:
    """max_depth at its limit: a non-tail recursion 400000 deep, and a loop that never ends."""
    out = isolated_json("""
        import json, llmbda as L
        r = L.run("let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f 400000",
                  max_depth=2_000_000, fuel=10**8)
        res = {"value": r.value.raw}
        try:
            L.run("let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f 700000",
                  max_depth=2_000_000, fuel=10**8)
        except L.DepthExceeded:
            res["deeper"] = "DepthExceeded"
        try:
            L.run("let rec f x = f x in f 0", max_depth=2_000_000, fuel=10**7)
        except L.DepthExceeded as e:
            res["loop"] = ["DepthExceeded", e.steps + e.fuel_left]
        print(json.dumps(res))
    """)
    assert out == {"value": 400000, "deeper": "DepthExceeded", "loop": ["DepthExceeded", 10**7]}


@pytest.mark.usefixtures("core_engine")  # the core prints deep values in linear time
def test_deep_pair_chain_prints_and_drops() -> None:
    """A tail-recursive loop at max_depth 2,000,000 builds pairs nested 600000 deep; printing,
    rendering and dropping them must not overflow a stack."""
    out = isolated_json("""
        import gc, json, llmbda as L
        n = 600_000
        src = "let rec f n = fun a -> if n == 0 then a else f (n - 1) (a, n) in f %d ()" % n
        r = L.run(src, max_depth=2_000_000, fuel=10**8)
        v = r.value
        text = str(v)
        rendered = v.render()
        fst, snd = v.raw
        res = {"kind": v.kind, "len": len(text), "same": rendered == text, "snd": snd.raw,
               "head": text[:12], "tail": text[-12:]}
        try:
            L.parse(text)
        except L.ParseError as e:
            res["reparse"] = e.msg
        del r, v, fst, snd, text, rendered
        gc.collect()
        r = L.run(src, max_depth=2_000_000, fuel=10**8)  # and dropped without printing
        del r
        gc.collect()
        print(json.dumps(res))
    """, timeout=120)
    assert out["kind"] == "pair" and out["same"] and out["snd"] == 1
    assert out["head"] == "(({} : (({} " and out["tail"] == "), ({} : 1))"
    assert out["reparse"] == "program too deeply nested"


@pytest.mark.usefixtures("core_engine")  # the core prints deep values in linear time
def test_deep_closure_chain_is_sent_and_dropped() -> None:
    """Closures nested 600000 deep: rendered by send on the evaluation thread, and dropped."""
    out = isolated_json("""
        import gc, json, llmbda as L
        n = 600_000
        mk = "let rec f n = fun g -> if n == 0 then g else f (n - 1) (fun x -> g x) in f %d (fun x -> x)" % n
        r = L.run("send (" + mk + "); 0", max_depth=2_000_000, fuel=10**8)
        sent = r.session[0].content
        res = {"len": len(sent), "head": sent[:25]}
        del r, sent
        gc.collect()
        r = L.run(mk, max_depth=2_000_000, fuel=10**8)
        res["kind"] = r.value.kind
        del r
        gc.collect()
        print(json.dumps(res))
    """, timeout=120)
    assert out == {"len": 20 * 600_000 + 10, "head": "fun x -> ({} : (fun x -> ", "kind": "fun"}


def _closure_tower(levels: int, width: int) -> str:
    """A program whose value is a closure over a closure over ... (``levels`` deep), each with a body
    nested ``width`` deep. Printing it (``str``, ``render``, ``send``) substitutes every captured
    closure into the body that uses it, so the printer recurses ``levels * width`` deep, while the
    evaluation takes only ~12 steps and ~2 units of depth per level."""
    body = "(1, " * width + "g x" + ")" * width
    return (f"let rec f n = fun g -> if n == 0 then g else f (n - 1) (fun x -> {body}) "
            f"in f {levels} (fun x -> x)")


TOWER = _closure_tower(4000, 1000)  # 5 KB of source; default fuel and max_depth suffice


@pytest.mark.parametrize("how", ["str", "send", "reply"])
@pytest.mark.usefixtures("core_engine")  # the core prints deep values in linear time
def test_closure_tower_prints(how: str) -> None:
    """Printing it either works or raises a typed error; it must not crash."""
    out = isolated_json(f"""
        import json, llmbda as L
        tower = {TOWER!r}
        how = {how!r}
        try:
            if how == "str":
                r = L.run(tower)
                print(json.dumps(len(str(r.value))))
            elif how == "send":
                r = L.run("send (" + tower + "); 0")
                print(json.dumps(len(r.session[0].content)))
            else:
                r = L.run("recv", lambda s: "send (" + tower + "); 0")
                print(json.dumps(len(r.session[-1].content)))
        except L.LlmbdaError as e:
            print(json.dumps("typed " + type(e).__name__))
    """)
    assert out == 4000 * 5020 + 10 or str(out).startswith("typed")


@pytest.mark.usefixtures("core_engine")  # the core prints deep values in linear time
def test_pair_tower_is_sent() -> None:
    width = 3000
    body = "(1, " * width + "a" + ")" * width
    src = f"send (let rec f n = fun a -> if n == 0 then a else f (n - 1) {body} in f 2000 ()); 0"
    out = isolated_json(f"""
        import json, llmbda as L
        try:
            r = L.run({src!r}, fuel=10**8)
            print(json.dumps(len(r.session[0].content)))
        except L.LlmbdaError as e:
            print(json.dumps("typed " + type(e).__name__))
    """, timeout=120)
    assert out == 2000 * width * 19 + 2 or str(out).startswith("typed")


@pytest.mark.parametrize("src", [
    "9223372036854775807 + 1", "-9223372036854775808 - 1", "neg (-9223372036854775807 - 1)",
    "(-9223372036854775807 - 1) / (-1)", "3037000500 * 3037000500", "-9223372036854775808 * -1",
    "let rec f n = f (n * 2) in f 1", "let rec f n = f (n + n) in f (-1)",
])
def test_integer_overflow(src: str) -> None:
    with pytest.raises(L.IntegerOverflow):
        L.run(src)


@pytest.mark.parametrize("src, value", [
    ("(-9223372036854775807 - 1) % (-1)", 0), ("7 / 0", 0), ("7 % 0", 7), ("-7 / 2", -4),
    ("-7 % 2", 1), ("7 / -2", -3), ("-9223372036854775808 / 1", INT_MIN),
    ("show (-9223372036854775807 - 1)", "-9223372036854775808"),
    ("9223372036854775807 - 9223372036854775807", 0),
])
def test_integer_edges(src: str, value: Any) -> None:
    assert L.run(src).value.raw == value


def test_ctrl_c_cancels_a_run() -> None:
    out = isolated_json("""
        import json, os, signal, threading, time, llmbda as L
        threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        res = {}
        try:
            L.run("let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 200",
                  fuel=2**64 - 1)
            res["outcome"] = "finished"
        except KeyboardInterrupt:
            res["outcome"] = "KeyboardInterrupt"
        res["after"] = L.run("1 + 1").value.raw  # the core is usable afterwards
        class Stop(Exception):
            pass
        def handler(signum, frame):
            raise Stop()
        signal.signal(signal.SIGINT, handler)
        threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        try:
            L.run("let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 200",
                  fuel=2**64 - 1)
            res["handler"] = "finished"
        except Stop:
            res["handler"] = "Stop"
        print(json.dumps(res))
    """)
    assert out["outcome"] == "KeyboardInterrupt" and out["after"] == 2 and out["handler"] == "Stop"


def test_ctrl_c_during_an_oracle_call_stops_the_run() -> None:
    out = isolated_json("""
        import json, os, signal, threading, time, llmbda as L
        calls = []
        def slow(session):
            calls.append(1)
            if len(calls) == 1:  # the signal comes during the first call, however busy the machine
                threading.Timer(0.2, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
            time.sleep(0.4)  # interrupted: the oracle runs on this (the main) thread
            return "1"
        try:
            L.run("recv + recv + recv + recv + recv + recv", slow)
            outcome = "finished"
        except KeyboardInterrupt:
            outcome = "KeyboardInterrupt"
        print(json.dumps([outcome, len(calls)]))
    """)
    assert out == ["KeyboardInterrupt", 1]


#: Programs that exhaust memory in a few hundred steps: fuel does not bound the size of values, nor
#: the size of a printed closure (each copy of a captured closure is printed in full).
MEMORY_HOGS = {
    "doubling_string": 'let rec f s = f (s ++ s) in f "x"',
    "doubling_print": ("let rec f n = fun g -> if n == 0 then g else f (n - 1) (fun x -> g (g x)) "
                       "in send (f 40 (fun x -> x)); 0"),
}


def _memory_hog(src: str) -> Any:
    return isolated_json(f"""
        import json, resource
        limit = 1280 << 20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        import llmbda as L
        res = {{}}
        try:
            r = L.run({src!r})
            res["outcome"] = "finished"
        except L.LlmbdaError as e:
            res["outcome"] = "typed"
        except BaseException as e:
            res["outcome"] = type(e).__name__
        res["after"] = L.run("1 + 1").value.raw
        print(json.dumps(res))
    """, timeout=120)


@pytest.mark.parametrize("hog", sorted(MEMORY_HOGS))
def test_memory_exhaustion_does_not_crash(hog: str) -> None:
    """Under an address-space limit (1.25 GiB) the run fails and the process survives."""
    out = _memory_hog(MEMORY_HOGS[hog])
    assert out["outcome"] != "finished" and out["after"] == 2


@pytest.mark.parametrize("hog", sorted(MEMORY_HOGS))
def test_memory_exhaustion_is_a_typed_error(hog: str) -> None:
    out = _memory_hog(MEMORY_HOGS[hog])
    assert out["outcome"] == "typed"


# --------------------------------------------------------------------------------------------------
# hostile oracles


@FUZZ
@given(ANY_TEXT)
def test_fuzzed_model_replies(reply: str) -> None:
    """Whatever the model says: a value, BadReply carrying the reply's ParseError, OracleError for text
    that is not valid Unicode, or another typed evaluation error."""
    try:
        r = L.run("recv", lambda s: reply, fuel=300, tools={})
    except L.BadReply as e:
        assert e.reply == reply and e.calls == 1
        with pytest.raises(L.ParseError) as info:
            L.parse(reply)
        pe = e.parse_error
        assert (pe.line, pe.col, pe.msg) == (info.value.line, info.value.col, info.value.msg)
        check_parse_error(reply, pe)
        return
    except L.OracleError as e:
        assert any(0xD800 <= ord(c) <= 0xDFFF for c in reply)
        assert "not valid Unicode" in str(e)
        return
    except L.LlmbdaError as e:
        assert isinstance(e, L.EvalError) and not isinstance(e, STRAY)
        L.parse(reply)
        return
    assert r.calls >= 1


@settings(FUZZ, max_examples=150)
@given(st.lists(PROGRAMS, min_size=1, max_size=5))
def test_generated_replies_run(replies: list[str]) -> None:
    """Replies that are programs (which may themselves recv): a value or a typed error."""
    oracle = L.ScriptedOracle(replies, by_call_count=True)
    r = run_outcome("@\"go\"", oracle, fuel=500, max_depth=200)
    if r is not None:
        assert r.calls <= len(replies)


class _StrSub(str):
    pass


@pytest.mark.parametrize("reply, tname", [
    (42, "int"), (None, "NoneType"), (b"1", "bytes"), (1.5, "float"), (["1"], "list"),
    (object(), "object"), (bytearray(b"1"), "bytearray"),
])
def test_oracle_returning_a_non_string(reply: Any, tname: str) -> None:
    with pytest.raises(L.OracleError) as info:
        L.run("recv", lambda s: reply)
    assert f"the oracle returned {tname}, not str" in str(info.value)
    assert info.value.__cause__ is None and info.value.calls == 0


def test_oracle_returning_a_str_subclass() -> None:
    assert L.run("recv + 1", lambda s: _StrSub("41")).value.raw == 42


@pytest.mark.parametrize("reply", ["\ud800", "1 + \udfff", "\udc80" * 1000])
def test_oracle_returning_lone_surrogates(reply: str) -> None:
    with pytest.raises(L.OracleError) as info:
        L.run("send 1; recv", lambda s: reply)
    assert "not valid Unicode" in str(info.value)
    assert [m.content for m in info.value.session] == ["1"]


@pytest.mark.parametrize("exc", [ValueError("boom"), RecursionError("deep"), MemoryError(),
                                 LookupError("x"), L.BadReply("r", L.ParseError(1, 1, "m")),
                                 StopIteration(), Exception()])
def test_oracle_raising(exc: Exception) -> None:
    def oracle(session: Any) -> str:
        raise exc

    with pytest.raises(L.OracleError) as info:
        L.run('send "hi"; recv', oracle)
    assert info.value.__cause__ is exc
    assert [m.content for m in info.value.session] == ["hi"]


@pytest.mark.parametrize("exc", [KeyboardInterrupt(), SystemExit(3), GeneratorExit()])
def test_oracle_raising_base_exceptions_propagates(exc: BaseException) -> None:
    def oracle(session: Any) -> str:
        raise exc

    with pytest.raises(type(exc)) as info:
        L.run("recv", oracle)
    assert info.value is exc


def test_oracle_without_oracle() -> None:
    with pytest.raises(L.OracleError) as info:
        L.run("recv")
    assert isinstance(info.value.__cause__, LookupError)


def test_one_megabyte_replies() -> None:
    mb = 1 << 20
    assert L.run("len recv", lambda s: '"' + "x" * mb + '"').value.raw == mb
    assert L.run("recv", lambda s: "-- " + "x" * mb + "\n7").value.raw == 7
    with pytest.raises(L.BadReply) as info:
        L.run("recv", lambda s: "1" * mb)
    assert info.value.parse_error.msg == "integer literal out of range"
    assert len(str(info.value)) < 1000  # the message quotes only the start of the reply
    with pytest.raises(L.BadReply) as info:
        L.run("recv", lambda s: "\x00" * mb)
    assert info.value.reply == "\x00" * mb


def test_deeply_nested_replies() -> None:
    n = NESTING["parens"][1]
    assert L.run("recv", lambda s: "(" * n + "1" + ")" * n).value.raw == 1
    with pytest.raises(L.BadReply) as info:
        L.run("recv", lambda s: "(" * 100_000 + "1" + ")" * 100_000)
    assert info.value.parse_error.msg == "program too deeply nested"
    # A reply that recurses deeper than allowed, and one that loops.
    with pytest.raises(L.DepthExceeded):
        L.run("recv", lambda s: "let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f 100000",
              max_depth=100_000)
    with pytest.raises(L.OutOfFuel):
        L.run("recv", lambda s: "let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 99",
              fuel=100_000)


def test_reply_that_asks_again() -> None:
    """A model that always answers ``recv``: every reply is another call; the depth bound stops it."""
    with pytest.raises(L.DepthExceeded) as info:
        L.run("recv", lambda s: "recv", max_depth=300)
    assert info.value.calls == 300 and len(info.value.session) == 300
    with pytest.raises(L.DepthExceeded) as info:
        L.run("recv", lambda s: "recv", max_depth=10_000)  # 10,000 oracle calls
    assert info.value.calls == 10_000
    # every prompt is in the effect log (on the lean engine, checked against the trace peval kept:
    # 10,000 prompts sharing their messages), the last one showing the 9,999 replies before it
    assert len(info.value.effects) == 10_000
    last = info.value.effects[-1].conversation
    assert last is not None and len(last) == 10_000 - 1


# --------------------------------------------------------------------------------------------------
# hostile tools


@pytest.mark.parametrize("out, cause", [
    (b"1", TypeError), (1.5, TypeError), ({1}, TypeError), ({1: 2}, TypeError), ([1.5], TypeError),
    ((1, 2, 3), TypeError),
    (object(), TypeError), (2**64, ValueError), (-(2**63) - 1, ValueError), ("\ud800", ValueError),
    (L.Labelled(1, "{Nope}"), ValueError), (L.Labelled(1, "U"), ValueError),
    ((1, b"x"), TypeError), (L.value(1, lattice=L.Lattice.powerset(["A"])), TypeError),
])
def test_tool_returning_garbage(out: Any, cause: type) -> None:
    with pytest.raises(L.ToolError) as info:
        L.run('call "t" 1', tools={"t": lambda v: out})
    assert isinstance(info.value.__cause__, cause)


def test_tool_returning_deeply_nested_tuples() -> None:
    deep: Any = ()
    for _ in range(100_000):
        deep = (deep, 1)
    with pytest.raises(L.ToolError) as info:
        L.run('call "t" 1', tools={"t": lambda v: deep})
    assert isinstance(info.value.__cause__, ValueError)


@pytest.mark.parametrize("exc", [ValueError("boom"), RecursionError(), MemoryError()])
def test_tool_raising(exc: Exception) -> None:
    def tool(v: L.Value) -> Any:
        raise exc

    with pytest.raises(L.ToolError) as info:
        L.run('call "t" 1', tools={"t": tool})
    assert info.value.__cause__ is exc


@pytest.mark.parametrize("exc", [KeyboardInterrupt(), SystemExit(0)])
def test_tool_raising_base_exceptions_propagates(exc: BaseException) -> None:
    def tool(v: L.Value) -> Any:
        raise exc

    with pytest.raises(type(exc)) as info:
        L.run('call "t" 1', tools={"t": tool})
    assert info.value is exc


def test_tool_refusing_and_missing() -> None:
    with pytest.raises(L.NoTool):
        L.run('call "t" 1', tools={"t": lambda v: None})
    with pytest.raises(L.NoTool):
        L.run('call "\u0000\ud7ff" 1', tools={})
    with pytest.raises(L.NoTool):
        L.run('call "t" 1')
