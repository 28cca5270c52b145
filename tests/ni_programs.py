"""The noninterference checker of ``tests/test_noninterference.py``: observers, oracle pairs, a random
program generator, and the pairwise check.

Definitions (m is the observer's level, a label of the four-point lattice; ``l`` is *m-visible* iff
``l <= m``):

* **Observation of a value** ``obs_m(V)``: ``HIDDEN`` if its label is not m-visible; otherwise its kind, its
  label and its printed text, except that a pair is observed component-wise (each component by its own
  label, so a visible pair may have hidden components) and a function only by its kind and label (a
  closure may carry substituted high values in its body, which the observer can only reach by applying
  it, and then they come out with their own labels).
* **Observation of a conversation** ``obs_m(C)``: the sub-sequence of its messages whose label is
  m-visible, each as (role, content, label).
* **Low-equivalent inputs**: the same program template; free inputs ``h0..h3`` bound by
  ``let hi = {l} : <literal> in …`` whose literal may differ between the two runs only when ``l`` is
  not m-visible; the same initial ``pc`` (m-visible); initial conversations of the same shape (same
  roles and labels position by position) whose contents may differ only in messages that are not
  m-visible.
* **Oracle pairs**: an oracle is a deterministic function of the conversation. Two modes:
  ``adversarial``: on a conversation whose label (the join of its messages' labels, the label the reply
  gets) is m-visible, both runs use the same function ``f``; on any other conversation each run uses its
  own function ``g1``/``g2`` of the *whole* conversation (so the model may react differently to the
  secrets it was shown). ``projection``: both runs use one function of ``obs_m(C)`` only (the model of
  the deterministic-oracle case of the paper's Lemma 3: the reply depends only on the
  m-observable part of the session).
* **Endorse**: ``endorse`` is an integrity downgrade, so a program using it is only held to
  noninterference by I-maximal observers (``U <= m``: Insulated TIPNI, where the attacker may choose all
  untrusted inputs and every endorsement; only confidentiality is claimed).

The checked property, for the two runs of a pair (termination-insensitive: a run that ends in any error,
out of fuel or depth included, is treated as non-terminating):

1. **Strong TINI** (asserted): if both runs return, ``obs_m`` of the values are equal (both hidden, or
   the same kind, label and text) and ``obs_m`` of the final conversations are equal.
2. **Progress-insensitive prefix** (asserted) when neither run evaluated a ``fork`` or ``clear`` (so the
   conversation only grew) and at least one run failed: ``obs_m`` of one run's final conversation (at
   the error) is a prefix of the other's. So an error, a failed ``assert`` or a denied sensitive upgrade
   included, reveals *where* the run stopped (the termination channel TINI allows) and nothing else:
   what the observer saw before it is the same in both runs.
3. Everything else is counted as out of scope, not checked.

**No sensitive upgrade.** The conversation's label (the label every reply gets) would be a
flow-sensitive variable if ``send``/``recv`` could run under a ``pc`` above it, or ``clear`` under a
raised ``pc``: the visibility of a later reply would then depend on a secret branch. The semantics
forbids both (``UpgradeDenied``, ``ClearDenied``); the tests ``test_no_sensitive_upgrade_*`` in
``test_noninterference.py`` are the leaks this used to allow. A run that does such a step is counted
(``hazard``, from the trace: an ``E-Send``/``E-Clear`` or a receive (``E-Recv``, ``E-RecvData``,
``E-RecvSafe``) under a ``pc`` that is not m-visible, then a receive under an m-visible one) and held
to the strong property like every other run.

The generator sends pairs and functions too: ``send`` labels the message with the value's *deep*
label, since the text shows the components and the values inside a function's body.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Callable, Optional, Sequence, Union

from hypothesis import strategies as st

import llmbda as L
from support.difftest import quote

Label = Any  # llmbda.Label (lazily imported by the package)

LABELS: tuple[Label, ...] = (L.BOT, L.U, L.S, L.US)
#: Observers of the random tests that are not the top of the lattice.
OBSERVERS: tuple[Label, ...] = (L.BOT, L.U, L.S)
#: Observers for programs that use ``endorse`` (I-maximal, below top).
ENDORSE_OBSERVERS: tuple[Label, ...] = (L.U,)

HIDDEN = "<hidden>"
#: the rules that receive a reply (`recv`, `recv_data`, `recv_safe`)
RECEIVES = frozenset({"E-Recv", "E-RecvData", "E-RecvSafe"})
MUTATORS = frozenset({"E-Send", "E-Clear"}) | RECEIVES
DEFAULT_FUEL = 4000


def lab(label: Label) -> str:
    """A label as a label literal, ``{U, S}``."""
    return str(label)


def join(labels: Sequence[Label]) -> Label:
    out = L.BOT
    for x in labels:
        out = out | x
    return out


def visible(label: Label, m: Label) -> bool:
    return bool(label <= m)


# --------------------------------------------------------------------------------------------------
# Observation


def obs_value(v: Any, m: Label) -> Any:
    """``obs_m`` of a :class:`llmbda.Value` (see the module docstring)."""
    if not visible(v.label, m):
        return HIDDEN
    kind = v.kind
    if kind == "pair":
        a, b = v.raw
        return ("pair", lab(v.label), obs_value(a, m), obs_value(b, m))
    if kind in ("fun", "rec"):
        return (kind, lab(v.label))
    return (kind, lab(v.label), str(v))


def weak_eq(a: Any, b: Any) -> bool:
    """Equal where both are visible."""
    if a == HIDDEN or b == HIDDEN:
        return True
    if a[0] == "pair" and b[0] == "pair":
        return a[1] == b[1] and weak_eq(a[2], b[2]) and weak_eq(a[3], b[3])
    return bool(a == b)


def msg_tuple(msg: Any) -> tuple[str, str, str]:
    return (msg.role, msg.content, lab(msg.label))


def obs_session(msgs: Sequence[Any], m: Label) -> tuple[tuple[str, str, str], ...]:
    """``obs_m`` of a conversation: its m-visible messages, in order."""
    return tuple(msg_tuple(x) for x in msgs if visible(x.label, m))


def session_label(msgs: Sequence[Any]) -> Label:
    return join([x.label for x in msgs])


# --------------------------------------------------------------------------------------------------
# Oracles

CONST_REPLIES = ('"yes"', '"no"', '"ok"', "0", "1", "3", "true", "false", "()", '"done"', '"a"')
CODE_REPLIES = (
    "1 + 2",
    '"a" ++ "b"',
    "{U} : 5",
    '{S} : "s"',
    'send "side"; "sent"',
    'fork (send "f"; recv)',
    "recv",
    "clear; 4",
    "endorse {} 7",
    "assert {} 1",
    "let z = 2 in z * z",
    'if true then "t" else "f"',
    "fun x -> x",
    "(1, 2)",
    "1 +",
)


def stable_hash(*parts: Any) -> int:
    return int.from_bytes(hashlib.blake2b(repr(parts).encode(), digest_size=8).digest(), "big")


def pick_reply(h: int, msgs: Sequence[tuple[str, str, str]], nested: bool = True) -> str:
    """A reply chosen by ``h`` from a fixed menu: constants, an echo of the last message, the number of
    messages, or code (with effects, nested ``recv``, errors). Past 24 messages, only constants (a chain
    of ``recv`` replies would otherwise grow the conversation until the fuel runs out, quadratically).
    ``nested=False`` leaves out the replies that call ``recv`` again."""
    r = h % 100
    if len(msgs) >= 24:
        return CONST_REPLIES[(h >> 8) % len(CONST_REPLIES)]
    if r < 55:
        return CONST_REPLIES[(h >> 8) % len(CONST_REPLIES)]
    if r < 70:
        return quote(msgs[-1][1] if msgs else "")
    if r < 75:
        return str(len(msgs))
    code = CODE_REPLIES if nested else tuple(c for c in CODE_REPLIES if "recv" not in c)
    return code[(h >> 8) % len(code)]


Oracle = Callable[[list[Any]], str]


def oracle_pair(mode: str, seed: int, m: Label) -> tuple[Oracle, Oracle]:
    """The two oracles of a pair (see the module docstring)."""
    if mode == "projection":
        def proj(session: list[Any]) -> str:
            seen = obs_session(session, m)
            # No nested ``recv`` here: when the projection stops growing (high messages), the same
            # reply would come back forever.
            return pick_reply(stable_hash(seed, "proj", seen), seen, nested=False)

        return proj, proj

    def make(run: int) -> Oracle:
        def oracle(session: list[Any]) -> str:
            full = tuple(msg_tuple(x) for x in session)
            if visible(session_label(session), m):
                return pick_reply(stable_hash(seed, "low", full), full)
            return pick_reply(stable_hash(seed, "high", run, full), full)

        return oracle

    return make(1), make(2)


# --------------------------------------------------------------------------------------------------
# Running and checking


@dataclass
class Outcome:
    ok: bool
    value: Any
    session: list[Any]
    error: Optional[BaseException]
    trace: list[Any]

    def describe(self, m: Label) -> str:
        if self.ok:
            head = f"ok {self.value} @ {self.value.label} (obs {obs_value(self.value, m)!r})"
        else:
            head = f"error {type(self.error).__name__}: {self.error}"
        msgs = [msg_tuple(x) for x in self.session]
        return f"{head}\n    session {msgs!r}\n    obs session {obs_session(self.session, m)!r}"


def run_one(src: str, oracle: Optional[Oracle], pc: Label = L.BOT, session: Sequence[Any] = (),
            fuel: int = DEFAULT_FUEL, tools: Optional[dict[str, Any]] = None) -> Outcome:
    """One run; its tools take anything (declared: the families compare what the runs show)."""
    bounds = {name: L.LAB4.top for name in tools or {}}
    try:
        r = L.run(src, oracle, pc=pc, fuel=fuel, session=list(session), trace=True, tools=tools, bounds=bounds)
    except L.EvalError as e:
        return Outcome(False, None, list(e.session), e, list(e.trace or []))
    return Outcome(True, r.value, list(r.session), None, list(r.trace or []))


def hazard(trace: Sequence[Any], m: Label) -> bool:
    """A conversation upgrade hazard: a send/recv/clear under a pc that is not m-visible, followed later
    by a recv under an m-visible pc."""
    dirty = False
    for ev in trace:
        if ev.rule in MUTATORS:
            if not visible(ev.pc, m):
                dirty = True
            elif ev.rule in RECEIVES and dirty:
                return True
    return False


def append_only(trace: Sequence[Any]) -> bool:
    return not any(ev.rule in ("E-Fork", "E-Clear") for ev in trace)


@dataclass
class Verdict:
    m: Label
    o1: Outcome
    o2: Outcome
    hazard: bool
    checked: str  # "strong", "weak", "prefix" or "none"
    violation: Optional[str] = None

    @property
    def both_ok(self) -> bool:
        return self.o1.ok and self.o2.ok


def check_outcomes(o1: Outcome, o2: Outcome, m: Label, *, weak_ok: bool,
                   strong_despite_hazard: bool = True) -> Verdict:
    """Apply the property of the module docstring to two runs. ``strong_despite_hazard=False`` gives
    pairs with a hazard only the weak property (values and conversations visible in both runs agree),
    as the checker did before the semantics forbade sensitive upgrades."""
    hz = hazard(o1.trace, m) or hazard(o2.trace, m)
    if o1.ok and o2.ok:
        v1, v2 = obs_value(o1.value, m), obs_value(o2.value, m)
        if not hz or strong_despite_hazard:
            s1, s2 = obs_session(o1.session, m), obs_session(o2.session, m)
            bad = []
            if v1 != v2:
                bad.append(f"observed values differ: {v1!r} vs {v2!r}")
            if s1 != s2:
                bad.append(f"observed conversations differ: {s1!r} vs {s2!r}")
            return Verdict(m, o1, o2, hz, "strong", "; ".join(bad) or None)
        if weak_ok:
            bad = []
            if not weak_eq(v1, v2):
                bad.append(f"values visible in both runs differ: {v1!r} vs {v2!r}")
            if visible(session_label(o1.session), m) and visible(session_label(o2.session), m):
                f1 = [msg_tuple(x) for x in o1.session]
                f2 = [msg_tuple(x) for x in o2.session]
                if f1 != f2:
                    bad.append(f"conversations visible in both runs differ: {f1!r} vs {f2!r}")
            return Verdict(m, o1, o2, hz, "weak", "; ".join(bad) or None)
        return Verdict(m, o1, o2, hz, "none")
    if (not hz or strong_despite_hazard) and append_only(o1.trace) and append_only(o2.trace):
        s1, s2 = obs_session(o1.session, m), obs_session(o2.session, m)
        n = min(len(s1), len(s2))
        if s1[:n] != s2[:n]:
            return Verdict(m, o1, o2, hz, "prefix",
                           f"observed conversations are not prefix-related: {s1!r} vs {s2!r}")
        return Verdict(m, o1, o2, hz, "prefix")
    return Verdict(m, o1, o2, hz, "none")


# --------------------------------------------------------------------------------------------------
# Programs

INT, STR, BOOL, UNIT, LABEL = "int", "str", "bool", "unit", "label"
SCALARS = (INT, STR, BOOL)
Ty = Union[str, tuple[str, str, str]]
STRINGS = ("", "a", "yes", "no", "ok", "pub", "secret", "x y")
INPUT_TYPES: tuple[str, ...] = (INT, STR, BOOL, INT)


def literal(ty: str, v: Any) -> str:
    if ty == INT:
        return str(v) if v >= 0 else f"({v})"
    if ty == STR:
        return quote(v)
    if ty == BOOL:
        return "true" if v else "false"
    raise ValueError(ty)


@dataclass
class Template:
    """A program over free inputs ``h0..h3`` (bound by :meth:`source`)."""

    body: str
    input_labels: tuple[Label, ...]
    label_tests: bool
    endorse: bool

    def source(self, values: Sequence[Any]) -> str:
        binds = "".join(
            f"let h{i} = {lab(lbl)} : {literal(INPUT_TYPES[i], v)} in "
            for i, (lbl, v) in enumerate(zip(self.input_labels, values))
        )
        return binds + self.body


class Gen:
    """A type-directed generator of well-typed programs (errors come from ``assert``, ``endorse``,
    ``clear``, fuel and the model's replies, not from type confusion). Every compound subterm is
    parenthesised, so the text parses as built."""

    def __init__(self, draw: Callable[[Any], Any]) -> None:
        self.draw = draw
        self.fresh_n = 0
        self.label_tests = False
        self.endorse = False

    def pick(self, n: int) -> int:
        return int(self.draw(st.integers(0, n - 1)))

    def chance(self, percent: int) -> bool:
        return self.pick(100) < percent

    def fresh(self, base: str) -> str:
        self.fresh_n += 1
        return f"{base}{self.fresh_n}"

    def any_type(self) -> Ty:
        return (INT, STR, BOOL, UNIT, LABEL, ("pair", INT, STR))[self.pick(6)]

    def label(self) -> str:
        return lab(LABELS[self.pick(4)])

    # leaves -------------------------------------------------------------------------------------

    def leaf(self, ty: Ty, env: list[tuple[str, Ty]]) -> str:
        names = [x for x, t in env if t == ty]
        if names and self.chance(55):
            return names[self.pick(len(names))]
        if ty == INT:
            return literal(INT, self.pick(16) - 3)
        if ty == STR:
            return quote(STRINGS[self.pick(len(STRINGS))])
        if ty == BOOL:
            return ("true", "false")[self.pick(2)]
        if ty == UNIT:
            return "()"
        if ty == LABEL:
            return self.label()
        assert isinstance(ty, tuple)
        return f"({self.leaf(ty[1], env)}, {self.leaf(ty[2], env)})"

    # expressions ----------------------------------------------------------------------------------

    def expr(self, ty: Ty, env: list[tuple[str, Ty]], d: int) -> str:
        if d <= 0 or self.chance(25):
            return self.leaf(ty, env)
        forms: list[Callable[[], str]] = list(self.generic(ty, env, d)) + list(self.specific(ty, env, d))
        return forms[self.pick(len(forms))]()

    def scalar(self, env: list[tuple[str, Ty]], d: int) -> str:
        return self.expr(SCALARS[self.pick(3)], env, d)

    def generic(self, ty: Ty, env: list[tuple[str, Ty]], d: int) -> list[Callable[[], str]]:
        e = self.expr
        k = d - 1

        def if_() -> str:
            return f"(if {e(BOOL, env, k)} then {e(ty, env, k)} else {e(ty, env, k)})"

        def let() -> str:
            t = self.any_type()
            x = self.fresh("x")
            return f"(let {x} = {e(t, env, k)} in {e(ty, env + [(x, t)], k)})"

        def lab_static() -> str:
            return f"({self.label()} : {e(ty, env, k)})"

        def lab_dynamic() -> str:
            return f"(({e(LABEL, env, k)}) : {e(ty, env, k)})"

        def assert_() -> str:
            return f"(assert {self.label()} {e(ty, env, k)})"

        def endorse() -> str:
            self.endorse = True
            target = ("{}", "{}", "{U}", "{S}")[self.pick(4)]
            return f"(endorse {target} {e(ty, env, k)})"

        def send_seq() -> str:
            what = self.scalar(env, k)
            if self.chance(20):  # a compound value: the message shows its components
                what = f"({what}, {self.scalar(env, k)})"
            elif self.chance(10):
                what = f"(fun z -> {what})"
            return f"(send {what}; {e(ty, env, k)})"

        def fork() -> str:
            return f"(fork {e(ty, env, k)})"

        def clear_seq() -> str:
            return f"(clear; {e(ty, env, k)})"

        def apply() -> str:
            t = self.any_type()
            x = self.fresh("a")
            fn = f"(fun {x} -> {e(ty, env + [(x, t)], k)})"
            if self.chance(40):
                fn = f"({self.label()} : {fn})"
            if self.chance(50):
                f = self.fresh("f")
                return f"(let {f} = {fn} in ({f} {e(t, env, k)}))"
            return f"({fn} {e(t, env, k)})"

        def rec() -> str:
            f, n, r = self.fresh("f"), self.fresh("n"), self.fresh("r")
            inner = env + [(n, INT)]
            step = e(ty, inner + [(r, ty)], k)
            return (f"(let rec {f} {n} = (if {n} <= 0 then {e(ty, inner, k)} else "
                    f"(let {r} = {f} ({n} - 1) in {step})) in {f} ({e(INT, env, k)} % 4))")

        def retry() -> str:
            loop, n, r = self.fresh("loop"), self.fresh("n"), self.fresh("r")
            inner = env + [(n, INT), (r, STR)]
            return (f"(let rec {loop} {n} = (if {n} == 0 then {e(ty, env + [(n, INT)], k)} else "
                    f"(let {r} = show (@{e(STR, env + [(n, INT)], k)}) in "
                    f"(if {e(BOOL, inner, k)} then {e(ty, inner, k)} else {loop} ({n} - 1)))) in {loop} 3)")

        def ask() -> str:
            r = self.fresh("r")
            return f"(let {r} = show (@{self.scalar(env, k)}) in {e(ty, env + [(r, STR)], k)})"

        forms = [if_, if_, let, let, lab_static, lab_dynamic, send_seq, send_seq, fork, apply, apply, rec,
                 ask, ask]
        if self.chance(30):
            forms += [retry]
        if self.chance(35):
            forms += [assert_]
        if self.chance(15):
            forms += [endorse]
        if self.chance(25):
            forms += [clear_seq]
        if ty in SCALARS:
            def proj() -> str:
                if self.chance(50):
                    return f"(fst {e(('pair', ty, self.any_scalar()), env, k)})"
                return f"(snd {e(('pair', self.any_scalar(), ty), env, k)})"

            forms.append(proj)
        return forms

    def any_scalar(self) -> str:
        return SCALARS[self.pick(3)]

    def specific(self, ty: Ty, env: list[tuple[str, Ty]], d: int) -> list[Callable[[], str]]:
        e = self.expr
        k = d - 1
        if ty == INT:
            def arith() -> str:
                op = ("+", "-", "*", "/", "%")[self.pick(5)]
                return f"({e(INT, env, k)} {op} {e(INT, env, k)})"

            def find() -> str:
                return f"(str_find {e(STR, env, k)} {e(STR, env, k)})"

            def parse_int() -> str:  # an int when the reply (or the shown int) is one, else 0
                x = self.fresh("p")
                arg = f"(show {e(INT, env, k)})" if self.chance(50) else f"(show (@{e(STR, env, k)}))"
                return f"(let {x} = parse_int {arg} in if {x} == () then 0 else {x})"

            def element() -> str:  # lists: each element keeps its own label
                items = f"[{e(INT, env, k)}, ({self.label()} : {e(INT, env, k)})]"
                return f"(fst {items})" if self.chance(50) else f"(fst (snd {items}))"

            def safe() -> str:  # `recv_safe`: a reply that does not read is a value, not an error
                x = self.fresh("r")
                return (f"(let {x} = (send {self.scalar(env, k)}; recv_safe) in "
                        f"if fst {x} then len (show (snd {x})) else len (snd {x}))")

            return [arith, arith, lambda: f"(len {e(STR, env, k)})", lambda: f"(neg {e(INT, env, k)})",
                    lambda: f"(len (show (@{e(STR, env, k)})))", find, parse_int, element, safe]
        if ty == STR:
            def take_drop() -> str:
                op = ("str_take", "str_drop")[self.pick(2)]
                return f"({op} {e(STR, env, k)} {e(INT, env, k)})"

            def case_trim() -> str:
                op = ("str_lower", "str_upper", "str_trim")[self.pick(3)]
                return f"({op} {e(STR, env, k)})"

            def field() -> str:  # a record's field
                return f'(snd (fst (snd {{"a": {e(INT, env, k)}, "b": {e(STR, env, k)}}})))'

            return [lambda: f"({e(STR, env, k)} ++ {e(STR, env, k)})",
                    lambda: f"(show {self.scalar(env, k)})",
                    lambda: f"(show (@{e(STR, env, k)}))", take_drop, case_trim, field]
        if ty == BOOL:
            def cmp() -> str:
                t = (INT, STR, LABEL)[self.pick(3)]
                op = "==" if t != INT or self.chance(50) else ("<", "<=", ">", ">=")[self.pick(4)]
                return f"({e(t, env, k)} {op} {e(t, env, k)})"

            def logic() -> str:
                return f"({e(BOOL, env, k)} {('&&', '||')[self.pick(2)]} {e(BOOL, env, k)})"

            def test() -> str:
                self.label_tests = True
                target = self.label() if self.chance(60) else e(LABEL, env, k)
                inputs = [x for x, _ in env if x.startswith("h")]
                if inputs and self.chance(40):  # test an input itself: secret, untrusted or both
                    return f"({inputs[self.pick(len(inputs))]} ? {target})"
                return f"({e(self.any_type(), env, k)} ? {target})"

            def ask() -> str:
                return f"((show (@{e(STR, env, k)})) == {quote(('yes', 'no', 'ok')[self.pick(3)])})"

            return [cmp, cmp, logic, lambda: f"(not {e(BOOL, env, k)})", test, ask]
        if ty == UNIT:
            return [lambda: f"(send {self.scalar(env, k)})", lambda: "clear",
                    lambda: f"(fork (send {self.scalar(env, k)}))"]
        if ty == LABEL:
            return []
        assert isinstance(ty, tuple)
        return [lambda: f"({e(ty[1], env, k)}, {e(ty[2], env, k)})"]


# --------------------------------------------------------------------------------------------------
# Cases


@dataclass
class Case:
    template: Template
    mode: str
    seed: int
    #: per input, three candidate values (run 1 takes the first; run 2 of variation j takes the j-th)
    values: list[tuple[Any, Any, Any]]
    #: initial conversation shape: (role, label, low content, (high contents...))
    session_shape: list[tuple[str, Label, str, tuple[str, str, str]]]
    pc: Label
    fuel: int = DEFAULT_FUEL

    def observers(self) -> tuple[Label, ...]:
        return ENDORSE_OBSERVERS if self.template.endorse else OBSERVERS

    def inputs(self, m: Label, variation: int, vary_visible: bool = False) -> tuple[list[Any], list[Any]]:
        """Run 1 and run 2 inputs, equal where m sees them (``vary_visible``: a deliberately wrong
        low-equivalence that varies every input, to show that the checker then finds violations)."""
        one = [v[0] for v in self.values]
        two = [v[variation] if vary_visible or not visible(lbl, m) else v[0]
               for v, lbl in zip(self.values, self.template.input_labels)]
        return one, two

    def sessions(self, m: Label, variation: int) -> tuple[list[tuple[str, str, Label]], ...]:
        s1, s2 = [], []
        for role, lbl, low, high in self.session_shape:
            if visible(lbl, m):
                s1.append((role, low, lbl))
                s2.append((role, low, lbl))
            else:
                s1.append((role, high[0], lbl))
                s2.append((role, high[variation], lbl))
        return s1, s2

    def check(self, m: Label, variation: int, vary_visible: bool = False) -> Verdict:
        i1, i2 = self.inputs(m, variation, vary_visible)
        s1, s2 = self.sessions(m, variation)
        o1, o2 = oracle_pair(self.mode, self.seed + 7919 * variation, m)
        pc = self.pc if visible(self.pc, m) else L.BOT
        src1, src2 = self.template.source(i1), self.template.source(i2)
        r1 = run_one(src1, o1, pc, s1, self.fuel)
        r2 = run_one(src2, o2, pc, s2, self.fuel)
        weak_ok = self.mode == "projection" and not self.template.label_tests
        v = check_outcomes(r1, r2, m, weak_ok=weak_ok)
        if v.violation:
            v.violation = (f"{v.violation}\n  observer m = {m}, oracle mode {self.mode}, pc {pc}\n"
                           f"  run 1: {src1}\n    initial session {s1!r}\n    -> {r1.describe(m)}\n"
                           f"  run 2: {src2}\n    initial session {s2!r}\n    -> {r2.describe(m)}")
        return v


def input_values(ty: str) -> st.SearchStrategy[tuple[Any, Any, Any]]:
    if ty == INT:
        base = st.integers(-5, 20)
        return st.tuples(base, base, base)
    if ty == STR:
        s = st.sampled_from(STRINGS)
        return st.tuples(s, s, s)
    return st.booleans().flatmap(lambda b: st.tuples(st.just(b), st.just(not b), st.booleans()))


@st.composite
def cases(draw: Callable[[Any], Any], depth: int = 4, gen: Callable[[Callable[[Any], Any]], Gen] = Gen) -> Case:
    """A random :class:`Case`; ``gen`` makes the program generator (a subclass of :class:`Gen` adds
    forms, e.g. tool calls in ``tests/test_effects.py``)."""
    labels = [draw(st.sampled_from(LABELS)) for _ in INPUT_TYPES]
    # Every observer below top must have something to vary: one input carries S, one carries U.
    if not any(L.S <= x for x in labels):
        labels[0] = labels[0] | L.S
    if not any(L.U <= x for x in labels):
        labels[1] = labels[1] | L.U
    g = gen(draw)
    env: list[tuple[str, Ty]] = [(f"h{i}", t) for i, t in enumerate(INPUT_TYPES)]
    ty = (INT, STR, BOOL, UNIT, ("pair", INT, STR), ("pair", BOOL, INT))[g.pick(6)]
    body = g.expr(ty, env, depth)
    template = Template(body, tuple(labels), g.label_tests, g.endorse)
    values = [draw(input_values(t)) for t in INPUT_TYPES]
    n_msgs = draw(st.integers(0, 2))
    shape = []
    for i in range(n_msgs):
        role = draw(st.sampled_from(("user", "assistant")))
        lbl = draw(st.sampled_from(LABELS))
        shape.append((role, lbl, f"m{i}", (f"hi{i}", f"other{i}", f"more{i}")))
    pc = draw(st.sampled_from((L.BOT, L.BOT, L.BOT, L.U, L.S)))
    mode = draw(st.sampled_from(("adversarial", "projection")))
    seed = draw(st.integers(0, 2**32))
    return Case(template, mode, seed, values, shape, pc)
