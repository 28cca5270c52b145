"""The effect log of a run: what the run did to the world outside it.

``run`` records, in order, every tool it invoked (a *call*) and every conversation it showed the model
(a *prompt*), in the host callbacks the engines call (:mod:`llmbda._engine`); the log is
``Result.effects`` (``EvalError.effects`` on a failure: the effects up to it), a list of
:class:`Effect` (part of the data model, :mod:`llmbda.values`; re-exported here). Prompts made inside a
``fork`` or before a ``clear`` are in the log although the final conversation no longer holds them.

Each effect carries the label it may be shown at, and that label is sound — whether the effect
happens and what it contains depend on nothing above it:

* a call's label is its argument's deep label. By Confinement every value computed under a ``pc`` is
  labelled at least ``pc``, so the argument's label is above the ``pc`` of the ``call``, which is
  what decided that the call happens (the branches taken to reach it);
* a prompt's label is the conversation's label (the join of its messages' labels). ``recv`` runs only
  when the ``pc`` flows to it (no sensitive upgrade), so it too is above what decided the prompt.

The log follows the effect trace of the Lean semantics (``Llmbda.EvalFx``: a prompt when ``recv``
asks, a call once the clearance check passed), whose noninterference is proved
(``Llmbda.EvalFx.effects_tini``: the effects made under a ``pc`` an observer can follow come in the
same order in two runs it cannot tell apart and look alike to it), and so is what that trace,
labelled as this log labels it (``Llmbda.Effect.label``), shows an observer
(``Llmbda.EvalFx.shown_eq``: the same list in both runs). The Lean ``peval`` records that trace in
its state (``Llmbda.peval_effects``; ``Llmbda.run_effects_tini`` is the noninterference of what it
records). The log itself is host code; every run (a ``ResourceLimit`` aside, which leaves no state)
compares it with the trace ``peval`` recorded — kind, tool, label and prompt length of every effect —
and raises ``EffectLogMismatch`` rather than return a log that differs (``EffectLog.differs_from``).
It is tested too (``tests/test_effects.py``: the effects an observer may see are equal in two runs
that differ only above it; ``tests/test_leanrt.py``: the engine and the tests' oracle log the same
on generated programs). A call refused by a
tool's clearance (``CallDenied``) or made to a tool that does not exist never reaches the host, so
it is not an effect.
"""

from __future__ import annotations

from typing import Optional, Sequence

from .labels import Label, Lattice
from .values import Effect as Effect, EffectKind as EffectKind, Message, Value

#: The default bound on the effects of a run (``run(..., effects_limit=...)``).
DEFAULT_EFFECTS_LIMIT = 10_000


class EffectsFull(Exception):
    """Raised by an :class:`EffectLog` at its limit, from the host call that would log one effect
    more (``kind``: ``"call"`` or ``"prompt"``); the engine ends the run with it and the runtime
    reports :class:`llmbda.EffectLimit`."""

    def __init__(self, kind: str, limit: int) -> None:
        super().__init__(f"the run reached its effects_limit ({limit} effects) at a {kind}")
        self.kind = kind


def call_effect(tool: str, arg: Value) -> Effect:
    """The effect of invoking ``tool`` on ``arg``."""
    return Effect("call", tool, arg, None, arg.deep_label_or_top())


def prompt_effect(conversation: Sequence[Message], lattice: Lattice, bits: Optional[int] = None) -> Effect:
    """The effect of showing the model ``conversation``. With ``bits``, the bits of its label, the
    conversation is a view nothing changes (the :class:`llmbda.Conversation` an engine gives the
    oracle, a view of its persistent conversation) and is kept as it is, in O(1); without, it is
    copied into a tuple, so that the log cannot be changed afterwards, and its label computed."""
    if bits is not None:
        return Effect("prompt", None, None, conversation, Label(bits, lattice))
    shown = tuple(conversation)
    bits = 0
    for msg in shown:
        bits |= msg.label.bits
    return Effect("prompt", None, None, shown, Label(bits, lattice))


class EffectLog:
    """A run's effects, in order, at most ``limit`` of them: the host call that would log one more
    raises :class:`EffectsFull` before it happens, so the log is always whole."""

    __slots__ = ("effects", "limit")

    def __init__(self, limit: int) -> None:
        self.effects: list[Effect] = []
        self.limit = limit

    def _room(self, kind: str) -> None:
        if len(self.effects) >= self.limit:
            raise EffectsFull(kind, self.limit)

    def call(self, tool: str, arg: Value) -> None:
        """Log that ``tool`` is invoked on ``arg`` (:class:`EffectsFull` at the limit)."""
        self._room("call")
        self.effects.append(call_effect(tool, arg))

    def differs_from(self, trace: Sequence[tuple[str, str, int, int]], failed_call: bool = False,
                     failed_prompt: bool = False) -> Optional[str]:
        """How this log differs from ``trace``, the effect trace the Lean ``peval`` recorded, one
        ``(kind, tool, label bits, prompt length)`` per effect: ``None`` when every effect has the same
        kind, tool and prompt length and a label at least the recorded one (a log label may only err
        upwards: a value too deep to measure is logged at the top). ``failed_call``: the run ended
        with a tool that gave no result (it raised, answered ``None`` or something unreadable); the
        host logged that call when it
        invoked the tool, while ``peval`` records a call only once the tool answered, so the log may
        have that one call more, last. ``failed_prompt``: the run ended with an oracle that gave
        no reply; ``peval`` recorded the prompt when it asked, the host only if there was an oracle
        to show it to (and not past its limit), so the trace may have that one prompt more, last."""
        mine = [(ev.kind, ev.tool or "", ev.label.bits, len(ev.conversation or ())) for ev in self.effects]
        theirs = [(str(k), str(t), int(b), int(n)) for k, t, b, n in trace]
        if failed_call and len(mine) == len(theirs) + 1 and mine[-1][0] == "call":
            mine.pop()
        if failed_prompt and len(theirs) == len(mine) + 1 and theirs[-1][0] == "prompt":
            theirs.pop()
        if len(mine) != len(theirs):
            return f"the log has {len(mine)} effects, peval recorded {len(theirs)}"
        for i, (a, b) in enumerate(zip(mine, theirs)):
            if a[0] != b[0] or a[1] != b[1] or a[3] != b[3] or b[2] & ~a[2]:
                return f"effect {i}: the log has {a!r}, peval recorded {b!r}"
        return None

    def prompt(self, conversation: Sequence[Message], lattice: Lattice, bits: Optional[int] = None) -> None:
        """Log that the model is shown ``conversation``, whose label's bits are ``bits`` (see
        :func:`prompt_effect`; :class:`EffectsFull` at the limit)."""
        self._room("prompt")
        self.effects.append(prompt_effect(conversation, lattice, bits))
