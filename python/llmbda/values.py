"""The data model of a run: the values a program computes and a host hands it (:class:`Value`,
:class:`Labelled`), the conversation (:class:`Message`, :class:`Conversation`), what a run records
(:class:`TraceEvent`, :class:`Endorsement`, :class:`Effect`) and how it ends: a :class:`Result`, or
an :class:`EvalError` that carries the same state.

Three errors live here, not in :mod:`llmbda.errors`: :class:`EvalError` carries the run's state (its
messages, trace, endorsements and effects), and a value whose text is too long raises
:class:`ResourceLimit` (an :class:`EvalError`), so the errors and the values are one knot of types;
:mod:`llmbda.errors` re-exports them with the other errors. This module imports nothing of llmbda
but :mod:`llmbda.labels`, so that every other module may import it; :mod:`llmbda.runtime`
re-exports its names."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Literal, Optional, Union, overload

from .labels import LAB4, Label, LabelLike, Lattice

Role = Literal["user", "assistant"]
#: What a program reads a model's reply as (:attr:`Conversation.reply`), the Lean ``ReplyMode``:
#: ``"code"`` (``recv``), ``"data"`` (``recv_data``) or ``"safe"`` (``recv_safe``).
ReplyMode = Literal["code", "data", "safe"]

#: The longest text ``str(value)`` and ``value.render()`` make (bytes of UTF-8): ``str`` cuts there,
#: ``render`` raises :class:`ResourceLimit`.
TEXT_LIMIT = 16 << 20


class LlmbdaError(Exception):
    """Base class of every LLMbda error."""


class EvalError(LlmbdaError):
    """Evaluation stopped without a value. Nothing is lost: the conversation reached, the number of
    replies drawn, the steps taken, the fuel spent on host work, the fuel left and the effects so far
    (``effects``) are attached (``steps + work + fuel_left`` is the fuel the run was given).

    ``label`` is the level at which this failure may be shown: an observer at ``m`` may see the
    error's kind and payload only if ``label`` flows to ``m`` (:meth:`visible_to`). It is the label
    the Lean ``peval`` gives the error (``Result.err st l e``): the failure depends on nothing above
    it. ``str(exc)`` includes the payload (a reply's text, a variable's name, labels, a tool's
    name…) only when ``label`` is public (its confidentiality part is bottom); otherwise it says the
    kind and that the details are withheld. The attributes (``exc.reply``, ``exc.name``…) keep the
    payload for the host program, which decides who sees them."""

    kind: str = ""

    def __init__(self, message: str = "", *, details: str = "", label: Optional["Label"] = None) -> None:
        """``message`` says the kind of failure and is always shown; ``details`` (appended to it)
        only when ``label`` is public. An error made without a label (by the host, not by a run) is
        labelled ``{}`` of ``LAB4``."""
        super().__init__(message)  # (the args are set with the label, below)
        self._head = message
        self._details = details
        self.session: list["Message"] = []
        self.calls: int = 0
        self.steps: int = 0
        self.work: int = 0
        self.fuel_left: int = 0
        self.trace: Optional[list["TraceEvent"]] = None
        #: the ``endorse`` steps executed before it stopped (see ``Result.endorsements``)
        self.endorsements: list["Endorsement"] = []
        self.endorsements_total: int = 0
        #: the effects of the run up to the failure, in order (see ``Result.effects``)
        self.effects: list["Effect"] = []
        self.label = label if label is not None else _bottom()

    @property
    def label(self) -> "Label":
        """The level at which this failure (its kind and its payload) may be shown."""
        return self._label

    @label.setter
    def label(self, label: "Label") -> None:
        self._label = label
        self.args = (self._text(),)

    def visible_to(self, observer: "LabelLike") -> bool:
        """Whether an observer at ``observer`` may see this error's kind and payload: ``label`` flows
        to it."""
        return self._label.flows_to(self._label.lattice.label(observer))

    @property
    def public(self) -> bool:
        """Whether ``label`` is public (its confidentiality part is bottom), so that ``str(exc)``
        shows the payload."""
        return self._label.confidentiality.bits == 0

    def message_for(self, observer: "LabelLike") -> str:
        """The message as an observer at ``observer`` may see it: with the payload if
        :meth:`visible_to` it, else the kind only. ``exc.message_for(exc.label)`` is the whole
        message, for a host that puts it where only observers at ``exc.label`` or above see it (a
        value labelled at least ``exc.label``, say)."""
        return self._text(self.visible_to(observer))

    def _text(self, shown: Optional[bool] = None) -> str:
        if not self._details or (self.public if shown is None else shown):
            return self._head + self._details
        return f"{self._head} (details withheld: labelled {self._label}; see .label and the attributes)"


def _bottom() -> "Label":
    return LAB4.bot


class ResourceLimit(EvalError):
    """The native stack or the memory ran out: a value too deeply nested to print or send (printing
    recurses once per printed level, which fuel and ``max_depth`` do not bound), or a program that
    builds data faster than memory allows. See docs/RESOURCE_BOUNDS.md. Not an error of the calculus:
    a run's resource limit is labelled with the lattice's top (where in the run it struck is not
    tracked); its message names the resource only."""

    kind = "resource"


@dataclass(frozen=True)
class Message:
    """A message of the conversation: who wrote it, its text and its label."""

    role: Role
    content: str
    label: Label


class Conversation(Sequence[Message]):
    """The conversation an oracle is asked about: a read-only sequence of :class:`Message`, oldest
    first.

    It is a view of the run's persistent conversation (each message linked to the one before, shared
    by every later conversation that extends it), O(1) to make however long the conversation is, on
    both engines: the engine reads only the messages that are new since its last call
    (``benchmarks/conversation.py``). ``len(c)``, ``c[-1]`` and the last messages are O(1) to read;
    iterating, slicing or indexing from the front makes the whole list once (O(n)), after which every
    access is O(1).
    ``list(c)`` is a plain list to keep. Two conversations (or a conversation and a list) are equal
    when they hold equal messages.

    ``c.reply`` (read-only) says what the program will read the reply as: ``"code"`` for ``recv``
    (and so ``@e``: a program without ``endorse``), ``"data"`` for ``recv_data`` (a value: a literal,
    list, record or pair), ``"safe"`` for ``recv_safe`` (the prelude's ``generate``: a program, or
    ``(false, why)`` for a reply that does not parse). An oracle may constrain its model to the
    matching grammar (:mod:`llmbda.grammar`). The Lean model is a function of this mode and the
    conversation (``Oracle``, ``Model.weight``), so the theorems cover an oracle that looks at it;
    the mode is part of the program, so an observer who sees the conversation sees it too."""

    __slots__ = ("_core", "_reply")

    def __init__(self, core: Any, reply: ReplyMode = "code") -> None:
        self._core = core
        self._reply: ReplyMode = reply

    @property
    def reply(self) -> ReplyMode:
        """``"code"``, ``"data"`` or ``"safe"``: what the program reads the reply as."""
        return self._reply

    def __len__(self) -> int:
        return int(len(self._core))

    @overload
    def __getitem__(self, i: int) -> Message: ...

    @overload
    def __getitem__(self, i: slice) -> list[Message]: ...

    def __getitem__(self, i: Union[int, slice]) -> Union[Message, list[Message]]:
        if isinstance(i, slice):
            return list(self._core.list()[i])
        if not isinstance(i, int):
            raise TypeError(f"conversation indices must be integers or slices, not {type(i).__name__}")
        msg: Message = self._core[i]
        return msg

    def __iter__(self) -> Iterator[Message]:
        return iter(self._core.list())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (Conversation, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Conversation({list(self)!r})"


@dataclass(frozen=True)
class TraceEvent:
    """One evaluation step: its number, the rule it applied (``E-App``…) and the pc it ran under,
    as ``peval`` records it (``Log`` in lean/Llmbda/Exec/Peval.lean)."""

    step: int
    rule: str
    pc: Label


@dataclass(frozen=True)
class Endorsement:
    """An ``endorse`` the run executed: where it is in the program's source (``line``, ``col``,
    1-based), its target label, and the value's label before and after. Runs keep the first 10,000
    (``endorsements_total`` counts them all)."""

    line: int
    col: int
    target: Label
    before: Label
    after: Label


def _guard(fn: Callable[[], Any]) -> Any:
    """Call into the engine; a resource error (the native stack, the work bound) becomes
    :class:`ResourceLimit`."""
    try:
        return fn()
    except OverflowError as exc:
        raise ResourceLimit(f"resource limit: {exc}") from None


class Value:
    """A labelled value. ``raw`` is the Python view of the raw value: ``None`` (unit), ``bool``,
    ``int``, ``str``, a :class:`Label` (a label value), a pair ``(Value, Value)``, ``[]`` (the empty
    list ``[]``; a list ``[a, b]`` is the pairs ``(a, (b, []))``, a record ``{"k": v}`` the list of
    its ``("k", v)`` pairs), or the value itself for a function. ``str(value)`` prints the raw value
    in the surface syntax.

    A value is the compiled chain's own object (a handle on a Lean value, shared: it outlives the
    run that made it, and runs on other threads may use it); reading it calls the chain's exported
    readers, printing it the compiled ``print``. Handed to a run (a tool's result), it crosses as
    that object."""

    __slots__ = ("_v", "lattice")

    def __init__(self, backing: Any, lattice: Lattice) -> None:
        self._v = backing
        self.lattice = lattice

    @property
    def kind(self) -> str:
        """``unit``, ``bool``, ``int``, ``str``, ``label``, ``fun``, ``rec``, ``pair`` or ``nil``."""
        return str(self._v.kind)

    @property
    def label(self) -> Label:
        return Label(int(self._v.label), self.lattice)

    @property
    def raw(self) -> Any:
        k = self.kind
        if k == "unit":
            return None
        if k == "bool":
            return bool(self._v.as_bool)
        if k == "int":
            return int(self._v.as_int)
        if k == "str":
            return str(self._v.as_str)
        if k == "label":
            return Label(int(self._v.lit), self.lattice)
        if k == "pair":
            return (Value(self._v.fst, self.lattice), Value(self._v.snd, self.lattice))
        if k == "nil":
            return []
        return self

    def items(self) -> Optional[list["Value"]]:
        """The elements of a list (``[]`` or pairs ending in ``[]``), each labelled as the program
        sees it with ``fst``/``snd``: its own label joined with the labels of the list's spine up to
        it and of the list itself; ``None`` when the value is not a list. Walks the spine without
        recursion (a long list is fine)."""
        out: list[Value] = []
        node, acc = self._v, int(self._v.label)
        while True:
            k = str(node.kind)
            if k == "nil":
                return out
            if k != "pair":
                return None
            fst, snd = node.fst, node.snd
            out.append(Value(fst.relabel(int(fst.label) | acc), self.lattice))
            acc |= int(snd.label)
            node = snd

    def fields(self) -> Optional[dict[str, "Value"]]:
        """The fields of a record (a list of ``("key", value)`` pairs with string keys), by key, each
        labelled as the program sees it (``get``: the first field of a key wins; its label is joined
        with the labels of its key, its entry and the spine up to it). ``None`` when the value is not
        a record."""
        entries = self.items()
        if entries is None:
            return None
        out: dict[str, Value] = {}
        for e in entries:
            if e.kind != "pair":
                return None
            k_node, v_node = e._v.fst, e._v.snd
            if str(k_node.kind) != "str":
                return None
            key = str(k_node.as_str)
            if key not in out:
                lab = int(v_node.label) | int(k_node.label) | int(e._v.label)
                out[key] = Value(v_node.relabel(lab), self.lattice)
        return out

    @property
    def deep_label(self) -> Label:
        """The label joined with the labels of everything inside the value (pair components, values
        captured by a function), as ``send`` labels a message, ``call`` labels a tool's result and checks
        a tool's clearance, and ``assert`` checks a value.
        Computed once per heap node, so a DAG of pairs costs its number of nodes, not of paths."""
        return Label(int(self._v.deep_label), self.lattice)

    def deep_label_or_top(self) -> Label:
        """:attr:`deep_label`, or the lattice's top for a value too deep for the native stack (a
        label to show something that depends on the whole value at, erring on the safe side)."""
        try:
            return self.deep_label
        except OverflowError:
            return self.lattice.top

    def render(self, limit: int = TEXT_LIMIT) -> str:
        """The text ``send`` would put in a prompt: a string as is, anything else printed. A text
        longer than ``limit`` bytes (a value's text can be exponential in its size: a DAG of pairs,
        closures capturing closures) is a :class:`ResourceLimit`; printing stops there."""
        if self.kind == "str":
            text = str(self._v.as_str)
            data = text.encode()
            cut = len(data) > limit
        else:
            text, cut = _guard(lambda: self._v.render(limit))
        if cut:
            # the failure depends on the whole value
            raise ResourceLimit(f"resource limit: the value's text is longer than {limit} bytes",
                                label=self.deep_label_or_top())
        return str(text)

    def text(self, limit: int = TEXT_LIMIT) -> str:
        """The value printed in the surface syntax, cut at ``limit`` bytes (with `` …`` after a cut).
        A list element, a record entry's value or a list's tail whose label flows to the value's own
        label prints bare: reading it out of the value joins that label in anyway, so a list built
        under a tainted ``pc`` prints as a list.
        A value whose text is far longer than ``limit`` (a DAG of pairs) meets the work bound of
        printing that ``limit`` gives: :class:`ResourceLimit`."""
        text, cut = _guard(lambda: self._v.text(limit))
        return str(text) + (" …" if cut else "")

    def __str__(self) -> str:
        return self.text()

    def __repr__(self) -> str:
        return f"Value({self.text(200)} @ {self.label})"


@dataclass(frozen=True)
class Labelled:
    """A tool result with a provenance label (joined with the label of the tool's argument)."""

    value: Any
    label: Label


#: What an :class:`Effect` is: a tool call or a prompt.
EffectKind = Literal["call", "prompt"]


@dataclass(frozen=True)
class Effect:
    """One effect of a run: a tool call (``kind == "call"``: ``tool`` and ``arg``, the argument
    exactly as the tool got it) or a prompt (``kind == "prompt"``: ``conversation``, the messages the
    oracle was shown, oldest first: the read-only :class:`llmbda.Conversation` it got, a view of the
    run's persistent conversation that nothing changes afterwards, or a tuple). ``label``
    is the level at which the effect may be shown (see :mod:`llmbda.effects`): a call's is the
    argument's deep label, a prompt's the conversation's label (``{}`` when it is empty)."""

    kind: EffectKind
    tool: Optional[str]
    arg: Optional[Value]
    conversation: Optional[Sequence[Message]]
    label: Label

    def visible_to(self, observer: LabelLike) -> bool:
        """Whether an observer at ``observer`` may see this effect (that it happened and what it
        holds): ``label`` flows to it."""
        return self.label.flows_to(self.label.lattice.label(observer))


@dataclass
class Result:
    """The outcome of a successful run."""

    value: Value
    session: list[Message]
    steps: int
    calls: int
    fuel_left: int
    trace: Optional[list[TraceEvent]] = None
    trace_truncated: bool = False
    #: fuel spent on host work: bytes handled (1 unit per 256 bytes of an operation) and nested runs;
    #: ``steps + work + fuel_left`` is the fuel the run was given
    work: int = 0
    #: every ``endorse`` the run executed, in order (the first 10,000), and how many there were
    endorsements: list[Endorsement] = field(default_factory=list)
    endorsements_total: int = 0
    #: the engine that ran: ``"lean"`` (Lean's compiled ``peval``) or ``"core"`` (the C++ core)
    engine: str = "core"
    #: what the run did outside itself, in order: every tool invoked and every conversation shown to
    #: the model, each with the label it may be shown at (:class:`llmbda.Effect`); always whole (a
    #: run that would make more than ``effects_limit`` effects ends with :class:`EffectLimit`)
    effects: list[Effect] = field(default_factory=list)

    @property
    def label(self) -> Label:
        return self.value.label


#: What answers ``recv``: given the conversation so far, the model's reply.
Oracle = Callable[[Conversation], str]
#: A host tool (``call name e``): given the argument's value, its result (Python data, a
#: :class:`Value` or :class:`Labelled`; ``None`` refuses the argument: :class:`llmbda.errors.NoTool`).
Tool = Callable[[Value], Any]
