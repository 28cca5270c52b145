"""A real model behind the real ``openai`` client over HTTP: llama.cpp's server from PyPI serving the
smallest model this CPU runs (``tests/support/served.py``). The quarantine example, a ``recv_data``
question and the code-generation loop run against it with the reply grammars; and the server's own
grammar engine is held to the parser: what it lets the model write parses. The tests assert formats
and labels, never what the model answers (``model_download``: skipped where the server cannot run)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import llmbda
from llmbda import grammar
from llmbda.cli import main
from llmbda.oracles.openai import OpenAIOracle
from support.gbnf import Recognizer
from support.served import served

pytestmark = pytest.mark.model_download

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"
#: Kinds of value a reply read as data can be (a literal, a list, a record or a pair of them).
DATA_KINDS = {"int", "str", "bool", "unit", "nil", "label", "pair"}


@pytest.fixture(scope="module")
def model(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    with served(tmp_path_factory.mktemp("served") / "cache") as url_and_name:
        yield url_and_name


def oracle(model: tuple[str, str], **kw: Any) -> OpenAIOracle:
    url, name = model
    kw.setdefault("temperature", 0)
    return OpenAIOracle(name, base_url=url, timeout=600, max_retries=1, **kw)


def test_the_quarantine_example_gives_an_untrusted_value(model: tuple[str, str], tmp_path: Path) -> None:
    url, name = model
    out, err = io.StringIO(), io.StringIO()
    record = tmp_path / "exchanges.jsonl"
    # greedy, and a reply of at most 200 tokens: SmolLM2 has been seen opening lists ("[\n\n[\n\n…")
    # until a longer limit cut it off, a reply that cannot parse
    code = main(["run", str(EXAMPLES / "quarantine.lam"), "--model", name, "--base-url", url, "--timeout", "600",
                 "--temperature", "0", "--max-tokens", "200", "--json", "--record", str(record)], out=out, err=err)
    assert code == 0, err.getvalue()
    result = json.loads(out.getvalue())
    assert result["label"] == "{U}" and result["kind"] in DATA_KINDS
    # the program's own conversation holds only its trusted message: the email and the reply stayed
    # in the quarantine's throw-away conversation
    assert [(m["label"], m["content"]) for m in result["session"]] == [("{}", "The meeting notes were updated.")]
    exchanges = [json.loads(line) for line in record.read_text().splitlines() if line.strip()]
    assert len(exchanges) == 1 and "IGNORE ALL PREVIOUS INSTRUCTIONS" in exchanges[0]["session"][-1]["content"]


def test_a_recv_data_question_is_answered_with_a_value(model: tuple[str, str]) -> None:
    orc = oracle(model)
    r = llmbda.run('send "How many legs does a spider have? Answer with an integer."; recv_data', orc)
    assert r.value.kind in DATA_KINDS and str(r.label) == "{}"
    untrusted = llmbda.run('quarantine "Which city is the capital of this country? Reply with a string literal." '
                           '({U} : "France, a country in western Europe.")', orc)
    assert untrusted.value.kind in DATA_KINDS and str(untrusted.label) == "{U}"
    assert orc.requests == orc.constrained == 2  # each asked with the data grammar


def test_the_code_generation_loop_ends_with_a_result(model: tuple[str, str]) -> None:
    orc = oracle(model)
    r = llmbda.run('generate "Write an LLMbda function that doubles an integer." 21 3', orc)
    ok, value = r.value.raw
    assert ok.kind == "bool" and 1 <= r.calls <= 3 and orc.constrained == orc.requests == r.calls
    if ok.raw:
        assert value.kind == "int"
    else:
        assert value.kind == "str"  # the last error, fed back to the model each time


@pytest.mark.parametrize("kind, prompt", [
    ("code", "Write an LLMbda program that computes the sum of the numbers from 1 to 10."),
    ("data", "Give me a list of three colours."),
    ("safe", "Write an LLMbda function that doubles an integer."),
    ("program", "Write a one-line LLMbda program that adds 1 to 41."),
])
def test_the_servers_grammar_engine_lets_the_model_write_only_what_parses(
        model: tuple[str, str], kind: grammar.ReplyKind, prompt: str) -> None:
    """Sampled (temperature 1, two seeds), every reply the server finished under the grammar is read
    by the parser: as a program, a value, a string or function that reading runs nothing of, or a
    program with comments and endorsements; a reply cut short by the token limit (a small model
    sampled hot often rambles on) is a start the grammar allows, as llguidance reads the grammar."""
    import openai

    url, name = model
    gbnf = grammar.gbnf(kind)
    with openai.OpenAI(base_url=url, api_key="unused", timeout=600, max_retries=1) as client:
        for seed in (1, 2):
            reply = client.chat.completions.create(
                model=name, temperature=1.0, max_tokens=300, seed=seed,
                messages=[{"role": "user", "content": prompt}],
                extra_body={"grammar": gbnf})
            choice = reply.choices[0]
            text = choice.message.content
            if choice.finish_reason == "length":  # cut short by max_tokens: the start of a sentence
                assert Recognizer(gbnf).allows_prefix(text), (seed, text)
                continue
            if kind == "data":
                assert llmbda.run("recv_data", oracle=lambda _c: text).value.kind in DATA_KINDS
            elif kind == "safe":  # read without running anything: a program's text or a function
                ok, v = llmbda.run("recv_safe", oracle=lambda _c: text).value.raw
                assert ok.raw is True and v.kind in {"str", "fun", "rec"}
            else:
                llmbda.parse(text, prelude=False)
