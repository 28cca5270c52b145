"""Scripted oracles: replies fixed in advance, for tests and examples."""

from __future__ import annotations

from typing import Callable, Iterable, Optional, Sequence, Union

from ..errors import CountDependentReply
from ..labels import Label
from ..values import Message

#: What a refused call of a list-mode :class:`ScriptedOracle` should use instead.
_INSTEAD = ("Use ScriptedOracle(f) with f a function of the conversation, or "
            "ScriptedOracle(replies, by_call_count=True) to give the k-th reply to the k-th call whatever "
            "the conversation (outside the theorems' hypothesis: fine for a program whose number of recvs "
            "does not depend on secrets).")


class ScriptedOracle:
    """An oracle whose replies are written in advance.

    ``replies`` is a function of the conversation, called on every ``recv``, or a list of replies:

    * ``ScriptedOracle(f)``: the reply is ``f(conversation)``. **Covered by the noninterference
      theorems** when ``f`` is deterministic (it answers from the conversation alone: roles, labels
      and texts).
    * ``ScriptedOracle(replies)`` (the default list mode): the replies answer **one linear
      conversation**. The k-th call gets the k-th reply, and each call's conversation must extend
      the previous call's conversation followed by the previous reply (the assistant message
      ``recv`` appended); a call that does not (the program forked or cleared and asked again:
      ``quarantine`` twice, a ``recv`` after a ``fork`` that itself called ``recv``) is refused with
      :class:`~llmbda.errors.CountDependentReply`, which ``run`` reports as an ``OracleError``. Only
      ``recv`` appends assistant messages, so along one linear conversation the k-th reply answers
      exactly the conversations holding ``n₀ + k - 1`` assistant messages, ``n₀`` being the number
      in the first conversation asked about (``0`` unless the starting conversation holds replies):
      the reply is a function of the conversation (the same function for two runs, each with a fresh
      oracle, whose first conversations hold as many replies), and the oracle never answers one
      conversation twice. **Covered by the theorems** (a run that a refusal stops is a run that does
      not terminate, which termination-insensitive noninterference allows).
    * ``ScriptedOracle(replies, by_call_count=True)``: the k-th call gets the k-th reply, whatever
      the conversation. **Outside the theorems' hypothesis**: the reply depends on how many replies
      were drawn, so a secret-dependent number of ``recv`` calls inside a ``fork`` changes what a
      later public ``recv`` returns. Fine for testing programs whose number of ``recv`` calls does
      not depend on secrets.

    In list mode, past the end of the list the oracle returns ``default`` or, if that is ``None``,
    raises :class:`IndexError` (reported by ``run`` as an ``OracleError``). ``calls`` counts the
    calls (refused ones included) and ``prompts`` keeps every conversation the oracle was asked
    about. The oracle only needs the conversation's sequence operations (``len``, indexing,
    iteration).
    """

    def __init__(self, replies: Union[Iterable[str], Callable[[list[Message]], str]],
                 default: Optional[str] = None, *, by_call_count: bool = False) -> None:
        self.function: Optional[Callable[[list[Message]], str]] = None
        self.replies: list[str] = []
        if callable(replies):
            if by_call_count:
                raise ValueError("by_call_count=True applies to a list of replies, not to a function "
                                 "of the conversation")
            self.function = replies
        else:
            self.replies = list(replies)
            for r in self.replies:
                if not isinstance(r, str):
                    raise TypeError(f"a scripted reply must be a str, not {type(r).__name__}")
        self.default = default
        self.by_call_count = by_call_count
        self.calls = 0
        self.prompts: list[list[Message]] = []
        #: Linear mode: the conversation of the last call answered and the reply it got.
        self._last: Optional[tuple[list[Message], str]] = None
        self._answered = 0

    def __call__(self, session: Sequence[Message]) -> str:
        conv = list(session)
        k = self.calls
        self.calls += 1
        self.prompts.append(conv)
        if self.function is not None:
            return self.function(conv)
        if self.by_call_count:
            return self._reply(k)
        if self._last is not None:
            problem = _departure(*self._last, conv)
            if problem is not None:
                raise CountDependentReply(
                    f"ScriptedOracle: call {k + 1} is about a conversation that does not continue the "
                    f"previous call's conversation and reply ({problem}). A list of replies answers one "
                    "linear conversation, so that each reply is a function of the conversation, as the "
                    "noninterference theorems assume; a program that forks or clears and asks again "
                    "(quarantine twice, a recv after a fork that called recv) leaves it. " + _INSTEAD)
        reply = self._reply(self._answered)
        self._answered += 1
        self._last = (conv, reply)
        return reply

    def _reply(self, k: int) -> str:
        if k < len(self.replies):
            return self.replies[k]
        if self.default is not None:
            return self.default
        raise IndexError(f"the script has {len(self.replies)} replies; reply {k + 1} was asked for")


def _departure(prev: list[Message], reply: str, conv: list[Message]) -> Optional[str]:
    """Where ``conv`` departs from ``prev`` followed by the assistant message ``reply`` (``None``
    when it extends it)."""
    n = len(prev)

    def want(i: int) -> str:
        return (f"{prev[i].role} {prev[i].label} {_shown(prev[i])}" if i < n
                else f"assistant {_clip(reply)} (the previous reply)")

    for i in range(n + 1):
        if i >= len(conv):
            return f"it has {len(conv)} message(s) and lacks message {i + 1}, {want(i)}"
        got = conv[i]
        same = (got is prev[i] or got == prev[i]) if i < n else (got.role == "assistant"
                                                                 and got.content == reply)
        if not same:
            return (f"message {i + 1} is {got.role} {got.label} {_shown(got)}, where the previous "
                    f"conversation and reply have {want(i)}")
    return None


def _clip(s: str, n: int = 60) -> str:
    return repr(s if len(s) <= n else s[:n] + "…")


def quoted(label: Optional[Label], content: str, n: int = 60) -> str:
    """A message's text for an oracle's error message, only when its label is public (no
    confidentiality; ``None``, an unknown label, counts as secret): the error is raised at the label
    of the call that failed, and a message of another conversation (sent inside a ``fork``, or
    recorded) may be secret, so its text is not quoted."""
    if label is not None and label.confidentiality.bits == 0:
        return _clip(content, n)
    return f"({len(content)} characters, not shown)"


def _shown(m: Message) -> str:
    label = getattr(m, "label", None)
    return quoted(label if isinstance(label, Label) else None, m.content)
