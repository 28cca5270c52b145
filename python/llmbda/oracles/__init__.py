"""Oracles: what answers ``recv``.

- :class:`ScriptedOracle` — replies written in advance (a list for one linear conversation, a list
  by call count, or a function of the conversation);
- :class:`RecordingOracle` / :class:`ReplayOracle` — record every exchange to JSONL, serve it offline;
- :class:`OpenAIOracle` — any OpenAI-compatible chat-completions server (the ``openai`` package).

The noninterference theorems assume an oracle that answers from the conversation alone, not from how
many replies were drawn; each class says whether it meets that hypothesis, and docs/ORACLES.md has
the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .record import RecordingOracle, ReplayOracle, session_to_json
from .scripted import ScriptedOracle

__all__ = ["OpenAIOracle", "RecordingOracle", "ReplayOracle", "ScriptedOracle", "render_messages",
           "session_to_json"]

if TYPE_CHECKING:
    from .openai import OpenAIOracle, render_messages


def __getattr__(name: str) -> Any:
    if name in ("OpenAIOracle", "render_messages"):
        from . import openai as _openai

        obj = getattr(_openai, name)
        globals()[name] = obj
        return obj
    raise AttributeError(f"module 'llmbda.oracles' has no attribute {name!r}")
