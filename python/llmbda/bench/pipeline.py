"""Helpers shared by the AgentDojo pipeline elements (Randori's in :mod:`llmbda.bench.agentdojo`,
ACE's in :mod:`llmbda.bench.ace_banking`): a leaf module, so neither imports the other."""

from __future__ import annotations

from typing import Any, Sequence


def text_message(role: str, text: str) -> Any:
    """An AgentDojo chat message with one text block (an assistant message makes no tool call)."""
    from agentdojo.types import text_content_block_from_string

    return {"role": role, "content": [text_content_block_from_string(text)],
            **({"tool_calls": None} if role == "assistant" else {})}


def transcript(messages: Sequence[Any], query: str, answer: str) -> list[Any]:
    """``messages`` followed by the user's query and the agent's answer: what an element returns."""
    return [*messages, text_message("user", query), text_message("assistant", answer)]
