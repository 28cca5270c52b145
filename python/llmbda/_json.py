"""Reading JSON so that every malformed input fails the same way.

``json.loads`` reports malformed JSON as :class:`json.JSONDecodeError` (a :class:`ValueError`), except
for arrays or objects nested deeper than the interpreter's recursion limit (``[[[[…]]]]``), which it
reports as :class:`RecursionError`. :func:`loads` turns that into :class:`JSONTooDeep`, a
:class:`json.JSONDecodeError`, so a loader's existing handling of malformed JSON (``except
ValueError`` or ``except json.JSONDecodeError``) covers deep nesting too. Use it for every file a user
passes in and every reply a model, server or worker sends.
"""

from __future__ import annotations

import json
from typing import Any, Union

#: What :class:`JSONTooDeep` says (its ``msg``).
TOO_DEEP = "arrays or objects nested too deeply"


class JSONTooDeep(json.JSONDecodeError):
    """JSON nested too deeply to parse. A :class:`json.JSONDecodeError` whose ``msg`` is
    :data:`TOO_DEEP`; it names no position (the parser gives up at a depth that depends on the
    stack in use), so its text is the message alone."""

    def __init__(self, doc: str) -> None:
        super().__init__(TOO_DEEP, doc, 0)

    def __str__(self) -> str:
        return self.msg

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (self.doc,)


def loads(text: Union[str, bytes, bytearray]) -> Any:
    """:func:`json.loads`, with input nested too deeply a :class:`JSONTooDeep` (a ``ValueError``)
    instead of a :class:`RecursionError`."""
    try:
        return json.loads(text)
    except RecursionError:
        doc = text if isinstance(text, str) else bytes(text).decode("utf-8", "replace")
        raise JSONTooDeep(doc) from None
