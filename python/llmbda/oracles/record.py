"""Recording and replaying oracles: every exchange with a model as one JSON line.

A recording is a JSONL file. Each line is one exchange::

    {"session": [{"role": "user", "label": "{U}", "content": "..."}, ...], "reply": "..."}

``session`` is the conversation the oracle was asked about (labels printed as in the surface
syntax), ``reply`` what the model answered; ``reply_kind`` (when the conversation says what its
reply is read as: ``Conversation.reply``, :class:`llmbda.grammar.Request`) is ``"code"``, ``"data"``
or ``"program"``, and ``seconds`` the wall time of the exchange. A line with a ``reply_kind`` answers
only conversations read the same way; a line without one (older recordings) answers any. Lines starting with ``#`` and blank lines are ignored,
so a recording can carry a comment. :class:`ReplayOracle` serves a recording offline: the reply to a
conversation is the reply recorded for the same conversation (roles, labels and texts equal). A
conversation recorded several times with different replies (a live model asked it twice) is
answered once; asked again it is refused (:class:`~llmbda.errors.CountDependentReply`), since
serving the later replies would make the reply depend on how many times it was asked, unless
``in_order=True``, which serves them in recording order and then repeats the last. A conversation
never recorded is a :class:`~llmbda.errors.ReplayMiss` naming the first message where it departs
from the closest recording.
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any, Callable, Optional, Sequence, Union

from .. import _json
from ..errors import CountDependentReply, ReplayMiss
from ..grammar import said_reply
from ..labels import LAB4, Label
from ..values import Message
from .scripted import quoted

Oracle = Callable[[list[Message]], str]
Key = tuple[tuple[str, str, str], ...]


def session_to_json(session: Sequence[Message]) -> list[dict[str, str]]:
    """The JSON form of a conversation, as recordings store it."""
    return [{"role": m.role, "label": str(m.label), "content": m.content} for m in session]


def reply_kind_of(session: Sequence[Message]) -> Optional[str]:
    """What the conversation says its reply is read as (:func:`llmbda.grammar.said_reply`), or None."""
    return said_reply(session)


def _key(session: Sequence[Message]) -> Key:
    return tuple((m.role, str(m.label), m.content) for m in session)


def _key_json(items: Any, where: str) -> Key:
    if not isinstance(items, list):
        raise ValueError(f"{where}: 'session' must be a list of messages")
    out = []
    for m in items:
        if not (isinstance(m, dict) and all(isinstance(m.get(f), str) for f in ("role", "label", "content"))):
            raise ValueError(f"{where}: a message needs string fields role, label and content")
        out.append((m["role"], m["label"], m["content"]))
    return tuple(out)


class RecordingOracle:
    """Wrap any oracle and append every exchange to a JSONL recording (flushed as it happens, so a
    crashed or interrupted run keeps what it got). ``append=False`` starts the file afresh.

    Noninterference: it answers exactly as ``inner`` does (recording has no effect on the reply), so
    the theorems cover it exactly when they cover ``inner``."""

    def __init__(self, inner: Oracle, path: Union[str, "os.PathLike[str]"], *, append: bool = False,
                 timing: bool = True) -> None:
        self.inner = inner
        #: Whether each line records the exchange's wall time (off for recordings kept in the
        #: repository and compared byte for byte, like the examples').
        self.timing = timing
        self.path = Path(path)
        self.exchanges = 0
        self._lock = threading.Lock()
        if not append:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text("", encoding="utf-8")

    def __call__(self, session: Sequence[Message]) -> str:
        # the conversation itself, not a copy: the inner oracle sees what the reply is read as
        t0 = time.monotonic()
        reply = self.inner(session)  # type: ignore[arg-type]
        obj: dict[str, Any] = {"session": session_to_json(session), "reply": reply}
        kind = reply_kind_of(session)
        if kind is not None:
            obj["reply_kind"] = kind
        if self.timing:
            obj["seconds"] = round(time.monotonic() - t0, 4)
        line = json.dumps(obj, ensure_ascii=False)
        with self._lock, self.path.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
            self.exchanges += 1
        return reply


class ReplayOracle:
    """Serve a recording offline: the reply to a conversation is the reply recorded for the same
    conversation (roles, labels and texts equal); a conversation never recorded is a
    :class:`~llmbda.errors.ReplayMiss`.

    Noninterference: by default the replay is a function of the conversation, **covered by the
    theorems**. A conversation recorded once (or always with the same reply) gets that reply every
    time it is asked; one recorded with different replies (a model sampled at a temperature above 0,
    asked it twice) gets its first recorded reply once and is refused when asked again
    (:class:`~llmbda.errors.CountDependentReply`, reported by ``run`` as an ``OracleError``).
    ``in_order=True`` instead serves a conversation's replies in recording order and then repeats
    the last, reproducing such a run: **outside the theorems' hypothesis**, since the reply then
    depends on how many times the conversation was asked (a replayed sample path of a probabilistic
    model, not the model)."""

    def __init__(self, path: Union[str, "os.PathLike[str]"], *, in_order: bool = False) -> None:
        self.path = Path(path)
        self.in_order = in_order
        try:
            text = self.path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ReplayMiss(f"cannot read the recording {self.path}: {exc.strerror or exc}") from None
        except UnicodeDecodeError:
            raise ReplayMiss(f"the recording {self.path} is not UTF-8 text") from None
        # (reply kind or None for any, conversation) -> its replies
        self._replies: dict[tuple[Optional[str], Key], list[str]] = {}
        self._served: dict[tuple[Optional[str], Key], int] = {}
        for n, raw in enumerate(text.splitlines(), 1):
            if not raw.strip() or raw.lstrip().startswith("#"):
                continue
            where = f"{self.path}:{n}"
            try:
                obj = _json.loads(raw)
            except json.JSONDecodeError as exc:
                raise ReplayMiss(f"{where}: not a JSON line ({exc.msg})") from None
            if not isinstance(obj, dict) or not isinstance(obj.get("reply"), str):
                raise ReplayMiss(f"{where}: an exchange needs a 'session' list and a 'reply' string")
            kind = obj.get("reply_kind")
            if kind is not None and not isinstance(kind, str):
                raise ReplayMiss(f"{where}: 'reply_kind' must be a string")
            try:
                key = _key_json(obj.get("session"), where)
            except ValueError as exc:
                raise ReplayMiss(str(exc)) from None
            self._replies.setdefault((kind, key), []).append(obj["reply"])
        self.calls = 0

    def __len__(self) -> int:
        return sum(len(v) for v in self._replies.values())

    def __call__(self, session: Sequence[Message]) -> str:
        self.calls += 1
        conversation = _key(session)
        kind = reply_kind_of(session)
        key = (kind, conversation) if kind is not None and (kind, conversation) in self._replies else (None, conversation)
        replies = self._replies.get(key)
        if replies is None:
            raise ReplayMiss(self._miss(conversation, kind))
        k = self._served.get(key, 0)
        if k and not self.in_order and any(r != replies[0] for r in replies):
            raise CountDependentReply(
                f"the recording {self.path} has {len(replies)} replies, not all equal, for this conversation "
                f"({len(conversation)} message(s)), which is asked again: serving the next one would make the reply "
                "depend on how many times the conversation was asked, not on the conversation, which is "
                "outside the noninterference theorems' hypothesis. Pass ReplayOracle(path, in_order=True) "
                "(llmbda run --replay-in-order) to serve a conversation's replies in recording order.")
        self._served[key] = k + 1
        return replies[min(k, len(replies) - 1)]

    def _miss(self, key: Key, kind: Optional[str]) -> str:
        what = f"the recording {self.path} has no reply for this conversation ({len(key)} message(s))"
        other_kinds = sorted(str(k) for k, c in self._replies if c == key and k != kind)
        if other_kinds:
            return (f"{what} read as {kind}: it was recorded read as {' and '.join(other_kinds)} "
                    "(its reply_kind)")
        best: Optional[tuple[int, Key]] = None
        for other in dict.fromkeys(c for _, c in self._replies):
            common = 0
            while common < min(len(key), len(other)) and key[common] == other[common]:
                common += 1
            if best is None or common > best[0]:
                best = (common, other)
        if best is None:
            return what + "; it is empty"
        common, other = best
        if common < len(key):
            role, label, content = key[common]
            got = f"{role} {label} {_shown(label, content)}"
            if common < len(other):
                r2, l2, c2 = other[common]
                return (f"{what}: message {common + 1} is {got}, where the closest recording has "
                        f"{r2} {l2} {_shown(l2, c2)}")
            return f"{what}: message {common + 1} ({got}) comes after the end of every recorded conversation"
        return f"{what}: it is a prefix of a recorded conversation (message {common + 1} is missing)"


def _shown(label: str, content: str) -> str:
    """A recorded message's text for an error message (:func:`quoted`, its label read at LAB4; a
    label that does not read there counts as secret)."""
    try:
        lab: Optional[Label] = LAB4.label(label)
    except ValueError:
        lab = None
    return quoted(lab, content, 80)
