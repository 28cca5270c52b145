"""Test helpers for LLMbda users: :class:`ChatServer`, a real OpenAI-compatible HTTP server on
loopback with scripted replies and injectable failures, for tests and offline demos (stdlib only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["ChatServer", "ReceivedRequest"]

if TYPE_CHECKING:
    from .chat_server import ChatServer, ReceivedRequest


def __getattr__(name: str) -> Any:
    # lazy, so that ``python -m llmbda.testing.chat_server`` does not import the module twice
    if name in __all__:
        from . import chat_server

        return getattr(chat_server, name)
    raise AttributeError(f"module 'llmbda.testing' has no attribute {name!r}")
