"""A GBNF recognizer for the tests: llguidance (the grammar engine llama.cpp can also use) over a
tokenizer whose tokens are single bytes, so that a grammar accepts a string exactly when the
engine lets it be written byte by byte and then stop."""

from __future__ import annotations

from typing import Any

import llguidance
from llguidance.gbnf_to_lark import gbnf_to_lark


class _Bytes:
    """A tokenizer of 256 one-byte tokens and an end token."""

    eos_token_id = 256
    bos_token_id = None
    tokens = [bytes([i]) for i in range(256)] + [b"<eos>"]
    special_token_ids = [256]

    def __call__(self, s: str | bytes) -> list[int]:
        return list(s.encode() if isinstance(s, str) else s)


_TOKENIZER = llguidance.LLTokenizer(llguidance.TokenizerWrapper(_Bytes()))


class Recognizer:
    """The language of one GBNF grammar."""

    def __init__(self, grammar: str) -> None:
        self._grammar: Any = llguidance.LLMatcher.grammar_from_lark(gbnf_to_lark(grammar))
        probe = llguidance.LLMatcher(_TOKENIZER, self._grammar, log_level=0)
        if probe.is_error():
            raise ValueError(f"the grammar does not compile: {probe.get_error()}")

    def accepts(self, text: str) -> bool:
        """Whether the grammar lets ``text`` be written in full and end there."""
        m = llguidance.LLMatcher(_TOKENIZER, self._grammar, log_level=0)
        ok = m.consume_tokens(list(text.encode()))
        return bool(ok and not m.is_error() and m.is_accepting())

    def allows_prefix(self, text: str) -> bool:
        """Whether the grammar lets ``text`` be written in full (as the start of a sentence, which
        need not end there: a reply cut short by a token limit)."""
        m = llguidance.LLMatcher(_TOKENIZER, self._grammar, log_level=0)
        ok = m.consume_tokens(list(text.encode()))
        return bool(ok and not m.is_error())
