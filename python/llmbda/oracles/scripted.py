"""Scripted oracles: replies fixed in advance, for tests and examples."""

from __future__ import annotations

from typing import Callable, Iterable, Optional, Union

from ..runtime import Message


class ScriptedOracle:
    """An oracle whose replies are written in advance.

    ``replies`` is either a list — the k-th ``recv`` gets the k-th reply; past the end the oracle
    returns ``default`` or, if that is ``None``, raises :class:`IndexError` (reported by ``run`` as an
    ``OracleError``) — or a function of the conversation, called on every ``recv``. Every
    conversation the oracle was asked about is kept in ``prompts``.
    """

    def __init__(self, replies: Union[Iterable[str], Callable[[list[Message]], str]],
                 default: Optional[str] = None) -> None:
        self.function: Optional[Callable[[list[Message]], str]] = None
        self.replies: list[str] = []
        if callable(replies):
            self.function = replies
        else:
            self.replies = list(replies)
            for r in self.replies:
                if not isinstance(r, str):
                    raise TypeError(f"a scripted reply must be a str, not {type(r).__name__}")
        self.default = default
        self.calls = 0
        self.prompts: list[list[Message]] = []

    def __call__(self, session: list[Message]) -> str:
        k = self.calls
        self.calls += 1
        self.prompts.append(list(session))
        if self.function is not None:
            return self.function(list(session))
        if k < len(self.replies):
            return self.replies[k]
        if self.default is not None:
            return self.default
        raise IndexError(f"the script has {len(self.replies)} replies; reply {k + 1} was asked for")
