"""JSON nested far deeper than the interpreter's recursion limit, on which ``json.loads`` raises
RecursionError rather than JSONDecodeError: hostile replay, plans and results files."""

from __future__ import annotations

DEPTH = 100_000

#: A JSON array and a JSON object nested ``DEPTH`` deep.
DEEP_JSON = {"array": "[" * DEPTH + "]" * DEPTH, "object": '{"a": ' * DEPTH + "1" + "}" * DEPTH}

#: What the error says (``llmbda._json.TOO_DEEP``).
TOO_DEEP = "arrays or objects nested too deeply"
