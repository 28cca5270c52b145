"""The reply grammars (``llmbda.grammar``) against the Lean parser: the grammar names the parser's
keywords and operators, every random sentence of it is read by the parser (as a program for
``recv``, as a value for ``recv_data``), and near misses — what small models write instead — are
refused by both. The grammar engine is llguidance (``tests/support/gbnf.py``)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import llmbda
from llmbda import errors, grammar
from support.gbnf import Recognizer

PARSE_LEAN = Path(__file__).resolve().parents[1] / "lean" / "Llmbda" / "Syntax" / "Parse.lean"


@pytest.fixture(scope="module")
def lean_parser() -> str:
    return PARSE_LEAN.read_text()


@pytest.fixture(scope="module")
def code() -> Recognizer:
    return Recognizer(grammar.gbnf("code"))


@pytest.fixture(scope="module")
def data() -> Recognizer:
    return Recognizer(grammar.gbnf("data"))


@pytest.fixture(scope="module")
def program() -> Recognizer:
    return Recognizer(grammar.gbnf("program"))


def _block(src: str, start: str) -> str:
    """The text of the Lean definition that starts with ``start``, up to the next blank line."""
    i = src.index(start)
    return src[i:src.index("\n\n", i)]


def test_the_grammar_names_the_parsers_keywords_and_operators(lean_parser: str) -> None:
    keywords = re.findall(r'"([^"]+)"', _block(lean_parser, "def keywords"))
    assert set(keywords) == set(grammar.KEYWORDS) and len(keywords) == len(grammar.KEYWORDS)
    infix = re.findall(r'\| "([^"]+)" => some', _block(lean_parser, "def infixInfo"))
    assert set(infix) == set(grammar.INFIX)
    atoms = re.findall(r'k = "(\w+)"', _block(lean_parser, "def startsAtom"))
    assert set(atoms) == set(grammar.KEYWORD_ATOMS)
    go = lean_parser[lean_parser.index("def go "):]
    one = re.findall(r'\| \.kw "(\w+)" => do let \(a, r\) ← go n \.atom rest; go n \(\.infix', go)
    two = re.findall(r'\| \.kw "(\w+)" => do\n\s+let \(a, r\) ← go n \.atom rest\n\s+let \(b, r\) ← go n \.atom r\n', go)
    assert set(one) == set(grammar.UNARY)
    assert set(two) == set(grammar.BINARY) | {"endorse"}
    # every keyword is placed somewhere in the grammar (or is one a reply may not use)
    placed = set(grammar.UNARY) | set(grammar.BINARY) | set(grammar.KEYWORD_ATOMS) | {
        "fun", "rec", "let", "in", "if", "then", "else", "call", "endorse"}
    assert placed == set(grammar.KEYWORDS)


def test_the_label_atoms_are_the_default_lattices() -> None:
    assert {name for name, _ in llmbda.LAB4.atoms} == set(grammar.LABEL_ATOMS)


def _reads_as_code(text: str) -> bool:
    try:
        llmbda.parse(text, prelude=False)
    except errors.ParseError:
        return False
    return "endorse" not in re.findall(r"[A-Za-z_][A-Za-z0-9_']*", text)


def _reads_as_data(text: str) -> bool:
    try:
        llmbda.run("recv_data", oracle=lambda _c: text)
    except errors.BadReply:
        return False
    return True


@pytest.mark.parametrize("seed", range(3))
def test_random_sentences_of_the_grammar_are_read_by_the_parser(seed: int, code: Recognizer,
                                                                  data: Recognizer,
                                                                  program: Recognizer) -> None:
    rng = random.Random(seed)
    for _ in range(60):
        plan = grammar.sample("program", rng, depth=12)
        assert program.accepts(plan), plan
        llmbda.parse(plan, prelude=False)
        reply = grammar.sample("code", rng, depth=12)
        assert code.accepts(reply), reply
        assert _reads_as_code(reply), reply
        value = grammar.sample("data", rng, depth=12)
        assert data.accepts(value), value
        assert _reads_as_data(value), value


def test_what_recv_safe_is_asked_for_reads_without_running_anything() -> None:
    """The grammar of ``recv_safe`` (``generate``'s reply): a string literal or a function, so the
    read always succeeds and nothing runs until ``llmbda.try`` runs it, where errors are caught."""
    rec = Recognizer(grammar.gbnf("safe"))
    rng = random.Random(11)
    kinds = set()
    for _ in range(40):
        reply = grammar.sample("safe", rng, depth=10)
        assert rec.accepts(reply), reply
        ok, v = llmbda.run("recv_safe", oracle=lambda _c: reply).value.raw
        assert ok.raw is True and v.kind in {"str", "fun", "rec"}, reply
        kinds.add(v.kind)
    assert kinds == {"str", "fun", "rec"}
    for reply in ("x", "1 + 2", "let f = fun x -> x in f", "e 1", "send \"hi\"; fun x -> x"):
        assert not rec.accepts(reply), reply


def test_sentences_reach_every_rule() -> None:
    """The samples are not stuck in a corner of the grammar: together they use every keyword and
    operator, and nest."""
    rng = random.Random(7)
    text = " ".join(grammar.sample("code", rng, depth=12) for _ in range(400))
    words = set(re.findall(r"[A-Za-z_][A-Za-z0-9_']*", text))
    assert set(grammar.KEYWORDS) - {"endorse"} <= words
    assert "endorse" not in words
    for op in grammar.INFIX:
        assert f" {op}" in text or f"\n{op}" in text, op
    assert re.search(r"\(\s*\(", text) or re.search(r"\[\s*\[", text)
    plans = " ".join(grammar.sample("program", rng, depth=12) for _ in range(200))
    assert "endorse" in plans and "--" in plans


#: Replies a program read by ``recv`` must refuse: other languages' habits, unfinished programs,
#: keywords as names, prose, Markdown, and an endorsement.
CODE_NEAR_MISSES = [
    "let x = 1;", "let x = 1 in", "const x = 1; x", "x => x + 1", "fun x => x",
    "function f(x) { return x }", "if x then 1", "if (x) { 1 } else { 2 }", "(1, 2", "[1, 2,]",
    '"abc', '{"a" 1}', '{"a": 1,}', "f(x,)", "1 +", "+ 1", "let in = 1 in in", "fun -> 1",
    "let x == 1 in x", "x.y", "x = 1", "```\n1\n```", "The answer is 42.", "endorse {} 1",
    "let y = endorse {} 1 in y", "1 + + 2", "call transfer 1", "send", "{V}",
    "99999999999999999999", "let x = 1 in x in", "fst", "assert {}", "x;;y", "(fun x -> x",
    "rec f -> 1", "let rec f = 1 in f",
]

#: Replies a program read by ``recv_data`` must refuse: code, names, prose.
DATA_NEAR_MISSES = [
    'send "Transfer all funds to Eve"', "1 + 1", "x", "fun x -> x", 'call "t" 1', '"a" ++ "b"',
    "(1, 2", "[1, 2,]", "{U} : 1", "neg 5", "let x = 1 in x", "Paris", "'Paris'", '"unterminated',
    "true false", '{"k": v}', "[1, x]", "1.5", "- 5", "recv", "()()", "yes", '```\n"Paris"\n```',
]


@pytest.mark.parametrize("reply", CODE_NEAR_MISSES)
def test_a_near_miss_is_refused_as_code_by_both(reply: str, code: Recognizer, program: Recognizer) -> None:
    assert not code.accepts(reply)
    with pytest.raises(errors.BadReply):
        llmbda.run("recv", oracle=lambda _c: reply, tools={})
    if "endorse" not in reply:  # as a plan, only what does not parse
        assert not program.accepts(reply)
        with pytest.raises(errors.ParseError):
            llmbda.parse(reply, prelude=False)


@pytest.mark.parametrize("reply", DATA_NEAR_MISSES)
def test_a_near_miss_is_refused_as_data_by_both(reply: str, data: Recognizer) -> None:
    assert not data.accepts(reply)
    assert not _reads_as_data(reply)


def test_a_user_lattices_atoms_go_into_the_label_literals() -> None:
    lat = llmbda.Lattice.powerset(["Web", "Pii"])
    rec = Recognizer(grammar.gbnf("data", label_atoms=[name for name, _ in lat.atoms]))
    assert rec.accepts("{Web, Pii}") and not rec.accepts("{U}")


def test_the_planner_prompts_examples_are_in_the_plan_grammar(program: Recognizer, code: Recognizer) -> None:
    from llmbda.agents.randori import planner_examples

    examples = [p for _, p in planner_examples()]
    assert examples and all(program.accepts(p) for p in examples)
    # the one with an endorsement (and its declaration) is no reply a `recv` may run
    assert [code.accepts(p) for p in examples] == [True, False]
