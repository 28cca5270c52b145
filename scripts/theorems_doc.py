#!/usr/bin/env python3
"""Write every list of the headline theorems from one source: the ``pin:`` lines of the Lean
sources.

A headline theorem is a declaration that carries an axiom pin (``pin: 'Llmbda.x' depends on
axioms: [propext]``, in its file's module docstring), which ``llmbda-lean check`` compares with the
axioms the theorem really uses. From the pins and a scan of the declarations under ``lean/Llmbda/``
this script writes

* ``docs/theorems.md``, whole: each pinned theorem (and the definitions the statements use) with its
  statement copied from its file (from the declaration keyword to the ``:=`` that starts the proof)
  and the plain-words gloss kept below;
* the block between the ``BEGIN``/``END scripts/theorems_doc.py`` comments of ``README.md``,
  ``docs/PROVED.md`` and ``PAPER_MAPPING.md``: a table written by hand (which property, in plain
  words; which paper item), whose Lean names the script links to the files that declare them
  (``PAPER_MAPPING.md``: whose file column it fills in).

What cannot be derived is kept here: the sections of ``docs/theorems.md`` and a gloss for each name.
The script fails, writing nothing, when a pinned theorem has no gloss, a gloss is for a theorem with
no pin (or a name declared nowhere), a table names an undeclared name, the README's table names a
theorem with no pin, or a pinned theorem is missing from the tables of ``docs/PROVED.md`` or
``PAPER_MAPPING.md``. ``tests/test_repo.py`` regenerates every document and compares. Run
``python3 scripts/theorems_doc.py`` after changing a statement, a pin, a gloss or one of the tables.
"""

from __future__ import annotations

import functools
import itertools
import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
LEAN = REPO / "lean" / "Llmbda"
OUT = REPO / "docs" / "theorems.md"

sys.path.insert(0, str(REPO / "python"))  # a source checkout works without an install
from llmbda.lean.audit import find_pins  # noqa: E402
from llmbda.lean.graph import strip_comments  # noqa: E402

#: Kinds of declaration that may have a gloss without a pin (what the statements use).
DEFINITION_KINDS = ("def", "abbrev", "inductive", "structure", "class")

#: Theorems on the page that carry no ``pin:`` line yet, so the check does not compare their axioms.
#: Pin each in its file and drop it here (the script fails once one of them is pinned).
NOT_PINNED: tuple[str, ...] = ()

@dataclass(frozen=True)
class Table:
    """A document's table of theorems, between the BEGIN and END comments, and how it is kept."""

    path: str
    #: ``links``: each Lean name of the last column is linked to its file; ``files``: the last
    #: column lists the files that declare the Lean names of the one before.
    style: str
    every_pin: bool  # every pinned theorem must be named in the table
    pinned_only: bool  # every name in the table must be a pinned theorem


TABLES = (
    Table("README.md", "links", every_pin=False, pinned_only=True),
    Table("docs/PROVED.md", "links", every_pin=True, pinned_only=False),
    Table("PAPER_MAPPING.md", "files", every_pin=True, pinned_only=False),
)

# The sections of docs/theorems.md: (section title, [(Lean name, gloss)]). Where each name is
# declared, and its statement, are read from the sources.
SECTIONS: list[tuple[str, list[tuple[str, str]]]] = [
    ("Definitions the statements use", [
        ("Llmbda.Eval",
         "The big-step semantics `pc ⊢ C, e ⇓ C', V ▷ w, s`: 24 constructors, one per rule of the "
         "paper (E-Const … E-Call), each with a docstring naming its rule."),
        ("Llmbda.Session.LowEq",
         "Two conversations look the same to observer `m`: the same visible messages, and labels "
         "both visible or both hidden. `Term.LowEq` / `Value.LowEq` are equality after blanking "
         "every value `m` may not see (`Term.erase`)."),
        ("Llmbda.denote",
         "The denotation at depth `n` (`m = none`): every way the run can end (final conversation, "
         "value, trace of replies, effect trace: every prompt the model was shown and every tool "
         "call, in order) with its weight; `recv` branches over the model's finite support "
         "(a `Sampler`). With `m = some m` it is the paper's `m`-skipping semantics `⇓♯`, which "
         "keeps the prompt of a skipped `recv` and the call of a skipped tool call."),
        ("Llmbda.observe",
         "What observer `m` sees of an outcome: the visible messages, whether the conversation's "
         "label is visible, the value with everything hidden blanked out, and the effects made "
         "under a `pc` that flows to `m`, in order, as `m` sees them (`Effects.observe`: a "
         "prompt's visible messages, a call's tool and blanked argument). The reply trace is not "
         "observed."),
        ("Llmbda.Dist.Compatible",
         "Two sub-distributions are compatible when one sub-distribution (mass at most 1) "
         "dominates both: they differ only in where the missing (nontermination) mass goes."),
        ("Llmbda.Dist.LeOn",
         "Domination through a projection, stated with test functions: `μ.exp (f ∘ π) ≤ ν.exp f` "
         "for every `f`; for a single outcome, `μ(o) ≤ ν(o)`."),
        ("Llmbda.Weight.TendsToOne",
         "A sequence of weights comes within every positive `ε` of 1: for the masses of a run cut "
         "at growing depths, termination with probability 1."),
        ("Llmbda.Weight.Dense",
         "Weights without infinitesimal gaps: `a ≤ b` once `a ≤ b + ε` for every positive `ε` "
         "(true of `NNRat`, false of `Nat`)."),
        ("Llmbda.Tools.guard",
         "Tools (`run`: the functions; `bound`: each tool's clearance) made to refuse every "
         "argument whose deep label does not flow to the tool's bound."),
        ("Llmbda.Model.LowEq",
         "Two models observer `m` cannot tell apart (deterministic runs): one and the same reply "
         "after every conversation `m` sees whole; after a conversation labelled above `m` (the "
         "model reading a secret) anything."),
        ("Llmbda.Tools.LowEq",
         "Two tool sets `m` cannot tell apart (termination-insensitive): on an argument `m` sees "
         "whole, results that look the same to `m` as `E-Call` labels them; results labelled "
         "above `m` (a secret a tool reads) may differ."),
        ("Llmbda.Sampler.LowEq",
         "Two samplers `m` cannot tell apart: the same weighted replies after every conversation "
         "`m` sees whole."),
        ("Llmbda.Tools.Agree",
         "Two tool sets `m` cannot tell apart, for the probabilistic theorems (which see whether a "
         "run ends): the same clearances, and on an argument `m` sees whole both answer (results "
         "that look the same to `m`) or both refuse."),
        ("Llmbda.EndorseFreeWorld",
         "The tools write no `endorse`: every tool result is endorse-free (the model needs no such "
         "hypothesis: a reply never endorses)."),
        ("Llmbda.Oracle.script",
         "The oracle that answers with a sampled trace: reply number `n` is the trace's `n`-th "
         "(`\"\"`, which does not parse, past its end)."),
        ("Llmbda.Result.okPart",
         "The conversation, value and effect trace of a run of `peval` that returned a value "
         "(`none` for an error)."),
        ("Llmbda.Error.PayloadBelow",
         "The labels an error carries as its payload (an assertion's actual label, a refused "
         "`send`/`recv`'s `pc` and conversation label, a refused `clear`'s `pc`, a refused call's "
         "argument label) flow to `l`."),
        ("Llmbda.Term.isPlainData",
         "A value with no code in it: constants, label literals and pairs of them (runtime values "
         "looked through); nothing in it can be applied."),
    ]),
    ("The interpreter and the semantics", [
        ("Llmbda.Eval.confinement",
         "Lemma 1 (Confinement): whatever a term evaluates to under `pc` is labelled at least `pc`."),
        ("Llmbda.peval_sound_weight",
         "Whenever `peval` returns a value, the instrumented semantics (`EvalFx`) derives it, with "
         "the replies the oracle gave as the trace (exactly as many as `peval` drew), a weight "
         "built from those replies' weights, and as effect trace exactly the effects `peval` added "
         "to its state."),
        ("Llmbda.peval_sound",
         "The same, without the trace: the semantics derives every value `peval` returns."),
        ("Llmbda.run_sound",
         "The same for `run` (the entry point: default depth, no replies drawn yet)."),
        ("Llmbda.peval_complete",
         "Whatever the semantics derives, `peval` computes at every large enough depth with enough "
         "fuel, when the oracle gives the derivation's replies in order (recording the effect trace "
         "of the derivation's instrumented copy). The run's log (its step trace and endorse log, "
         "which no rule reads) ends as a function `g` of the log it started with, the same at every "
         "depth and fuel."),
        ("Llmbda.run_complete",
         "The same for `run`."),
        ("Llmbda.peval_fuel_mono",
         "More fuel never changes a value `peval` returned (the extra fuel is left over; the run's "
         "log is the same)."),
        ("Llmbda.peval_depth_mono",
         "A larger depth bound never changes a value `peval` returned, nor the state it ends in (its "
         "log included: a step records its rule and `pc`, not the depth bound)."),
        ("Llmbda.peval_confinement",
         "Lemma 1 for the interpreter: every value `peval` returns is labelled at least the `pc` "
         "it was computed under."),
        ("Llmbda.Eval.guard_iff",
         "Sinks in the calculus: `E-Call` runs a tool only when the argument's deep "
         "label and `pc` flow to the tool's clearance, so what a tool would answer for an argument "
         "above its clearance never matters: the runs with the tools are exactly the runs with "
         "tools that refuse every such argument (same conversation, value, weight, trace)."),
        ("Llmbda.peval_err_payload",
         "A failure's labelled payload is below the label it is shown at: for every error `peval` "
         "returns, the labels it carries (`Error.PayloadBelow`) flow to the error's label."),
        ("Llmbda.peval_guard",
         "Sinks for the interpreter that runs: every tool call a run of `peval` that returns a value "
         "recorded was made under a `pc'` above the run's `pc`, with an argument whose deep label, "
         "joined with `pc'`, flows to the tool's clearance."),
        ("Llmbda.Eval.tools_congr",
         "A run sees the tools only through their clearances and their answers to calls that pass "
         "`E-Call`'s check: any tools that agree on those give the same runs."),
        ("Llmbda.peval_err_label",
         "A failure is shown at least at the `pc` it happened under: every error `peval` returns "
         "carries a label above the run's `pc`, so a failure inside a branch on hidden data is "
         "hidden (kind and payload) from an observer that may not see the branch."),
        ("Llmbda.Eval.hidden_session",
         "A run under a `pc` the observer cannot see leaves the conversation the observer sees "
         "alone (no sensitive upgrade)."),
        ("Llmbda.Eval.tini",
         "TINI for deterministic models: two terminating runs from inputs `m` cannot tell apart end "
         "in outputs `m` cannot tell apart, for observers that see every integrity label. The two "
         "runs may use different models and tools where `m` cannot see (`Model.LowEq`, "
         "`Tools.LowEq`): a secret may come from the program, the conversation, a tool or the model."),
        ("Llmbda.Eval.tini_of_endorseFree",
         "The same for every observer (integrity too) when the programs and the tools' results "
         "never endorse; the model needs no hypothesis (a run never reads a reply that endorses)."),
        ("Llmbda.peval_tini",
         "TINI for the interpreter `peval` itself, with oracles that answer from the "
         "conversation alone (not the call count) and agree after conversations `m` sees whole, "
         "and tools `m` cannot tell apart, any depth and fuel."),
        ("Llmbda.peval_tini_of_endorseFree",
         "The same for every observer when the programs and the tools' results never endorse, "
         "whatever the oracle answers."),
    ]),
    ("Denotations, TIPNI, oracular correctness", [
        ("Llmbda.denote_sound",
         "The denotation is made of derivations: every outcome of `denote` is derived by `EvalFx` "
         "(the semantics with its effect trace) from the same configuration, with the outcome's "
         "weight, trace and effect trace, for the model whose weights the sampler lists."),
        ("Llmbda.denote_sound_rel",
         "The general form: for any model, the derivation's weight is related to the outcome's by "
         "any relation that relates `1` to `1`, is closed under products and relates the "
         "sampler's weights to the model's."),
        ("Llmbda.denote_complete",
         "The general form of completeness, weights related as in `denote_sound_rel`."),
        ("Llmbda.denote_complete_eq",
         "… and every derivation of nonzero weight is an outcome of `denote` at every large enough "
         "depth, with its weight and effect trace. So the denotation at depth `n` is the sum of the weights of the "
         "derivations it has reached; its limit is the paper's denotation."),
        ("Llmbda.denote_mass_le",
         "The denotation is a sub-distribution (and so is the skipping semantics): total weight at "
         "most 1 when the model's weights after each conversation sum to at most 1. The missing "
         "mass is the probability of not terminating (or getting stuck) within the depth."),
        ("Llmbda.denote_skip_blind",
         "High-blindness: the `m`-skipping semantics gives the same weighted observations on "
         "inputs `m` cannot tell apart (it never looks at anything `m` cannot see)."),
        ("Llmbda.denote_skip_blind_of",
         "The same for two runs whose samplers and tools differ where `m` cannot see "
         "(`Sampler.LowEq`, `Tools.Agree`)."),
        ("Llmbda.observe_eq_iff_lowEq",
         "What the TIPNI theorems observe: two outcomes look the same to `m` exactly when their "
         "conversations and values are `∼m`-related and their effect traces are related as in the "
         "deterministic theorems (`Effects.LowEq`: the same prompts and calls under the `pc`s `m` "
         "can follow, in order, pairwise alike)."),
        ("Llmbda.denote_strip",
         "Stripping: what `m` observes of the semantics is dominated by what it observes of the "
         "skipping semantics of the same run (for every test `f`), for observers that see every "
         "integrity label."),
        ("Llmbda.denote_strip_of_endorseFree",
         "Stripping for every observer, for runs that never endorse (the program and the tools' "
         "results contain no `endorse`; the model's replies need no hypothesis)."),
        ("Llmbda.denote_tipni_of_endorseFree",
         "TIPNI (Theorem 1): for every observer `m` (integrity included), runs that never endorse "
         "(programs and tools' results; whatever the model replies), "
         "from inputs `m` cannot tell apart under the same `pc`, have compatible observed "
         "denotations at every depth: one sub-distribution of mass at most 1 dominates both."),
        ("Llmbda.denote_tipni",
         "Insulated TIPNI (Theorem 2): for observers that see every integrity label, whatever "
         "the programs, tools and replies endorse, inputs `m` cannot tell apart give compatible "
         "observed denotations: confidentiality is unaffected by endorsement. The inputs include "
         "the samplers and tools, which may differ where `m` cannot see (a secret read by a tool "
         "or the model)."),
        ("Llmbda.denote_tipni_shown",
         "Insulated TIPNI for the effect log: what `m` observes together with what the host's "
         "effect log shows `m` (`Effects.shown`: the prompts and calls labelled at most `m`, whole, "
         "in order) have compatible distributions in the two runs; the log's view is a function of "
         "the observation (`Effects.shownOf_observe`)."),
        ("Llmbda.Dist.compatible_pure_iff",
         "Lemma 3: for runs that end in one outcome with weight 1 (deterministic, terminating), "
         "compatibility is equality: TIPNI is TINI."),
        ("Llmbda.tipni_deterministic",
         "Lemma 3 applied: two runs that each end in one observed outcome with weight 1 end in the "
         "same observed outcome (TINI, from TIPNI)."),
        ("Llmbda.denote_leakage",
         "Lemma 5: the probability of any event of observations under one run exceeds its "
         "probability under the other by at most the other run's nontermination probability."),
        ("Llmbda.denote_leakage_avg",
         "Lemma 5, averaged (symmetric) form: for tests `g`, `h` adding up to 1, "
         "`E₁[g] + E₂[h] ≤ 1`; so the statistical distance between what `m` observes of the two "
         "runs is at most the average of their nontermination probabilities."),
        ("Llmbda.Dist.compatible_total_eq",
         "Compatible sub-distributions that both have mass 1 give every test with values in "
         "[0, 1] the same expectation."),
        ("Llmbda.denote_pni",
         "Lemma 4 (probabilistic noninterference under total termination): under the hypotheses "
         "of Insulated TIPNI, when both runs terminate with probability 1 within one depth `n` "
         "(mass 1 at depth `n`) the observer sees the same distribution (every test has the same "
         "expectation)."),
        ("Llmbda.denote_mono",
         "The denotations increase with the depth: every test's expectation at depth `n` is at "
         "most its expectation at any deeper cut, so (bounded by 1) they converge; the limit is "
         "the paper's denotation. A trace determines its outcome (`denote_trace_unique`): no run "
         "is counted twice."),
        ("Llmbda.denote_tipni_depths",
         "Insulated TIPNI across depths: the two runs cut at any two depths have compatible "
         "observed denotations, so one sub-distribution of mass at most 1 dominates every pair of "
         "cuts and hence, test by test, the two limits."),
        ("Llmbda.denote_pni_limit",
         "Lemma 4 under almost-sure termination: under the hypotheses of Insulated TIPNI, when the "
         "masses of both runs' denotations tend to 1 as the depth grows (`Weight.TendsToOne`; no "
         "depth need reach 1), every test of observations with values in [0, 1] has the same "
         "upper bounds on its expectations in the two runs, i.e. the same limit. For weights "
         "without infinitesimal gaps (`Weight.Dense`, proved of `NNRat` by `NNRat.dense`)."),
        ("Llmbda.denote_peval",
         "Theorem 3 (oracular correctness), one outcome at a time: every outcome of the denotation "
         "is what `peval` returns when its oracle answers with that outcome's trace, and `peval` "
         "records exactly the outcome's effect trace."),
        ("Llmbda.denote_trace_unique",
         "A trace determines the outcome, and no outcome's trace is a proper prefix of another's: "
         "the denotation is a function of the sampled replies."),
        ("Llmbda.peval_denote",
         "Conversely, whatever `peval` returns with an oracle that only gives replies the model "
         "may give is an outcome of the denotation, with the trace of the oracle's answers and "
         "the effects `peval` recorded."),
        ("Llmbda.denote_eq_peval",
         "Theorem 3 as one equation: with one depth and fuel for all outcomes, sampling the "
         "model's replies (an outcome of the denotation, with its weight) and running `peval` with "
         "an oracle that answers them gives exactly the denotation's distribution of final "
         "conversations, values and effect traces (`peval`'s `State.trace`)."),
        ("Llmbda.denote_eq_peval_of_le",
         "Theorem 3 as one equation from a depth and fuel on: the same equation at every larger "
         "depth and fuel."),
        ("Llmbda.peval_tipni",
         "TIPNI for the interpreter under a sampled oracle: from a depth and fuel on (every larger "
         "one, the same for both runs) sampling each run's replies from its model and running "
         "`peval` with them gives compatible distributions of what `m` observes (the conversation, "
         "the value and the effects `peval` recorded), under the hypotheses of Insulated TIPNI (the "
         "oracle is the sampled trace, so it may depend on the call count). From that depth on "
         "`peval` returns the denotation's outcomes, so failing runs cannot satisfy it "
         "(`LlmbdaTest/Bites.lean` refutes it for a leaky pair)."),
        ("Llmbda.peval_tipni_shown",
         "The same for what the effect log shows `m` of the trace `peval` recorded (`Effects.shown`: "
         "the prompts and calls labelled at most `m`, whole, in order)."),
    ]),
    ("Effects: what the model provider and the tools are shown", [
        ("Llmbda.EvalFx",
         "`Eval` with its effect trace `E`: every conversation a `recv` shows the model "
         "(`Effect.prompt pc C`, inside `fork` and before `clear` too) and every tool call "
         "(`Effect.call pc name v`, made only after the clearance check), in order."),
        ("Llmbda.Effects.LowEq",
         "Two effect traces observer `m` cannot tell apart: the effects made under a `pc` that "
         "flows to `m` come in the same order and pairwise look alike (same kind, `pc` and tool; "
         "`∼m`-related arguments and conversations)."),
        ("Llmbda.EvalFx.eval",
         "Erasing the effect trace gives a run of `Eval`, ..."),
        ("Llmbda.Eval.effects",
         "... and every run of `Eval` has an effect trace: the instrumentation changes no run, so "
         "every theorem about `Eval` holds of the instrumented runs."),
        ("Llmbda.EvalFx.calls_bounded",
         "No tool call in any run receives an argument above the tool's clearance: every call in "
         "the trace has `pc ⊔ deep(argument)` below `T.bound name`."),
        ("Llmbda.EvalFx.effects_tini",
         "Noninterference for effects: under the hypotheses of `Eval.tini` (models and tools that "
         "differ where `m` cannot see, i.e. replies and tool results chosen by an attacker), the "
         "effects `m` sees are the same in both runs: the same tools called with `∼m`-related "
         "arguments, the model shown `∼m`-related conversations."),
        ("Llmbda.EvalFx.effects_tini_of_endorseFree",
         "The same for every observer (integrity too) when the programs and the tools' results "
         "never endorse."),
        ("Llmbda.EvalFx.shown_eq",
         "What the host's effect log shows observer `m` (`Effects.shown`: the effects whose label "
         "flows to `m`, a call labelled by its argument's deep label and a prompt by its "
         "conversation's label, as `python/llmbda/effects.py` labels them) is the same list in "
         "both runs."),
        ("Llmbda.peval_effects",
         "`peval` records the effect trace: the effects it adds to its state (`State.trace`, "
         "oldest first) are exactly the trace of an `EvalFx` derivation of its run, and every call "
         "in it is within its clearance."),
        ("Llmbda.peval_complete_fx",
         "Conversely, whatever the instrumented semantics derives, `peval` computes (enough depth "
         "and fuel, an oracle giving the derivation's replies), recording exactly the derivation's "
         "effect trace."),
        ("Llmbda.peval_effects_tini",
         "Noninterference of what `peval` records: under the hypotheses of `peval_tini`, the "
         "effects two runs add to their states look alike to `m`."),
        ("Llmbda.run_effects_tini",
         "The same for `run` (from no effects): the traces the two runs record look alike to `m`, "
         "and the effects labelled at most `m`, as the host's log labels them, are the same list "
         "in both (what the lean engine checks its `Result.effects` against)."),
    ]),
    ("Model replies", [
        ("Llmbda.parseReply_endorseFree",
         "Every reply a run accepts (`recv`, `recv_safe` or `recv_data`) is endorse-free: no model "
         "reply ever endorses. This includes `recv_safe`'s `(false, \"why\")` for a reply it cannot "
         "read, and the closing of a reply over the prelude's library (`Llmbda.closeReply`, which "
         "only adds calls of the host tools `prelude.<name>`; `Llmbda.closeReply_endorseFree`)."),
        ("Llmbda.Eval.recv_data_inv",
         "`recv_data` (what `quarantine` uses) only appends the model's reply to the conversation "
         "and returns a value labelled `pc ⊔ label C` that is plain data (`Term.isPlainData`: no "
         "function), with the one reply as its trace: whatever the reply says, nothing is sent, "
         "cleared, drawn or endorsed, and no code of the model's can run later."),
        ("Llmbda.EvalFx.recv_data_inv",
         "The same with the effect trace: the one prompt, no call."),
        ("Llmbda.peval_recv_data",
         "The same for the interpreter `peval`: exactly one reply drawn (the oracle's answer to the "
         "next call number), the call count up by one, the only effect recorded the prompt (no "
         "tool called), the conversation only extended by the reply, the value labelled "
         "`pc ⊔ label C` and plain data."),
    ]),
]



@dataclass(frozen=True)
class Decl:
    file: str  # under lean/Llmbda/
    kind: str  # theorem, def, inductive, …; ``field`` and ``constructor`` for their parts
    offset: int  # where the declaration keyword is in the file


_MODIFIERS = r"(?:(?:private|protected|noncomputable|partial|unsafe|public|nonrec|meta)\s+)*"
_DECL = re.compile(r"^(?:@\[[^\]]*\]\s*)*" + _MODIFIERS
                   + r"(theorem|lemma|def|abbrev|inductive|structure|class|instance|opaque|axiom)"
                   r"\s+([^\s:({\[]+)")
_CONSTRUCTOR = re.compile(r"^\s*\|\s*([\w']+)")
_FIELD = re.compile(r"^  ([\w']+)\s*:")
_SECTION = re.compile(r"^(?:@\[[^\]]*\]\s*)?(?:(?:public|noncomputable)\s+)*section(?:\s+\S+)?\s*$")


def scan(file: str, text: str) -> list[tuple[str, Decl]]:
    """The declarations of one file, with their full names (namespaces followed, comments skipped):
    every declaration at the start of a line, a named instance, and the constructors of an inductive
    type and the fields of a structure or class."""
    clean = strip_comments(text)
    scopes: list[list[str]] = []  # one entry per namespace, section or mutual block
    out: list[tuple[str, Decl]] = []
    parent: tuple[str, str] | None = None  # the inductive type or structure being declared
    offset = 0
    for line in clean.splitlines(keepends=True):
        start, offset = offset, offset + len(line)
        s = line.rstrip("\n")
        if _SECTION.match(s) or re.match(r"^mutual\s*$", s):
            scopes.append([])
        elif m := re.match(r"^namespace\s+(\S+)\s*$", s):
            scopes.append(m.group(1).split("."))
        elif re.match(r"^end(?:\s+\S+)?\s*$", s):
            if not scopes:
                raise SystemExit(f"lean/Llmbda/{file}: an `end` closes nothing")
            scopes.pop()
        elif m := _DECL.match(s):
            kind, name = m.groups()
            if name.startswith("_root_."):
                full = name.removeprefix("_root_.")
            else:
                full = ".".join([p for scope in scopes for p in scope] + [name])
            out.append((full, Decl(file, kind, start + m.start(1))))
            parent = (kind, full)
            continue
        elif parent and parent[0] == "inductive" and (m := _CONSTRUCTOR.match(s)):
            # `| a | b | c` declares three constructors; `| a (x : T) : …` one
            several = re.fullmatch(r"(\s*\|\s*[\w']+)+\s*", s)
            names = re.findall(r"\|\s*([\w']+)", s) if several else [m.group(1)]
            out += [(f"{parent[1]}.{name}", Decl(file, "constructor", start)) for name in names]
            continue
        elif parent and parent[0] in ("structure", "class") and (m := _FIELD.match(s)):
            out.append((f"{parent[1]}.{m.group(1)}", Decl(file, "field", start)))
            continue
        if s and not s[0].isspace():
            parent = None
    return out


@dataclass(frozen=True)
class Sources:
    decls: dict[str, list[Decl]]  # full name -> its declarations (one, for every name we use)
    pins: dict[str, str]  # pinned name -> the file its pin is written in

    def find(self, name: str) -> Decl | None:
        found = self.decls.get(name, [])
        return found[0] if len(found) == 1 else None


@functools.cache
def sources() -> Sources:
    decls: dict[str, list[Decl]] = {}
    pins: dict[str, str] = {}
    for path in sorted(LEAN.rglob("*.lean")):
        file = path.relative_to(LEAN).as_posix()
        text = path.read_text()
        for name, decl in scan(file, text):
            decls.setdefault(name, []).append(decl)
        for name, _axioms in find_pins(text):
            pins[name] = file
    return Sources(decls, pins)


def check_glosses(src: Sources) -> list[str]:
    """Every pinned theorem has a gloss; every gloss is for a pinned theorem or a definition."""
    problems = []
    glossed = [name for _, entries in SECTIONS for name, _ in entries]
    for name, n in sorted((n, glossed.count(n)) for n in set(glossed)):
        if n > 1:
            problems.append(f"{name}: {n} glosses")
    for name in dict.fromkeys(glossed):
        decl = src.find(name)
        if decl is None:
            problems.append(f"{name}: a gloss, but {len(src.decls.get(name, []))} declarations "
                            "of that name under lean/Llmbda/ (one is needed)")
        elif name not in src.pins and decl.kind not in DEFINITION_KINDS and name not in NOT_PINNED:
            problems.append(f"{name}: a gloss for a {decl.kind} with no pin: line (pin it in "
                            f"lean/Llmbda/{decl.file}, or drop its gloss)")
    for name, file in sorted(src.pins.items()):
        if name not in glossed:
            problems.append(f"{name}: pinned in lean/Llmbda/{file}, but has no gloss here")
        if name in NOT_PINNED:
            problems.append(f"{name}: pinned now, drop it from NOT_PINNED")
    return problems


def statement(decl: Decl) -> str:
    """The declaration from its keyword to the `:=` (at bracket depth 0) that starts its proof or
    body; for an inductive type or a definition by pattern matching, its signature."""
    text = (LEAN / decl.file).read_text()
    i = j = decl.offset
    depth = 0
    while j < len(text):
        c = text[j]
        if c in "([{⟨":
            depth += 1
        elif c in ")]}⟩":
            depth -= 1
        elif depth == 0 and text.startswith(":=", j):
            return text[i:j].rstrip()
        elif depth == 0 and text.startswith(" where", j) and decl.kind == "inductive":
            return text[i:j + len(" where")] + " …"
        elif depth == 0 and text.startswith("\n  | ", j):
            return text[i:j].rstrip() + " …"
        j += 1
    raise SystemExit(f"no ':=' after the declaration at offset {decl.offset} of {decl.file}")


def render() -> str:
    """docs/theorems.md."""
    src = sources()
    problems = check_glosses(src)
    if problems:
        raise SystemExit("scripts/theorems_doc.py:\n  " + "\n  ".join(problems))
    out = [
        "# The theorems, as they read in Lean",
        "",
        "Generated by `scripts/theorems_doc.py` from the sources (do not edit by hand; "
        "`tests/test_repo.py` regenerates it and compares). Each statement is copied from its file "
        "up to the `:=` that starts the proof; the gloss says what it means. The variables "
        "`L` (labels: a `Factored` join-semilattice with decidable equality and a syntax), "
        "`W` (weights: `Weight`, e.g. `Nat` or the nonnegative rationals `NNRat`) are the "
        "files' section variables. Every theorem here is checked by `llmbda-lean check`, which "
        "rejects `sorry` and compares each pinned theorem's axioms (only `propext`, "
        "`Classical.choice`, `Quot.sound` are allowed) with its `pin:` line.",
        "",
        "Why finite depths: there is no measure theory library here, so a denotation is a finite "
        "weighted list at each depth `n` (`denote … n …`). Every outcome listed at depth `n` is a "
        "derivation of the semantics with that weight (`denote_sound`), and every derivation of "
        "nonzero weight is listed at every large enough depth (`denote_complete_eq`): the paper's "
        "denotation, the sum over all derivations, is the limit of the finite ones as `n` grows. "
        "The theorems hold at every `n`; a bound that holds at every `n` (a domination "
        "`μₙ.exp f ≤ δₙ.exp f` with `δₙ` of mass at most 1, an inequality of expectations) also "
        "holds in the limit.",
        "",
    ]
    for title, entries in SECTIONS:
        out += [f"## {title}", ""]
        for name, gloss in entries:
            decl = src.find(name)
            assert decl is not None
            out += [f"### `{name}`", "", f"[`lean/Llmbda/{decl.file}`](../lean/Llmbda/{decl.file})",
                    "", "```lean", statement(decl), "```", "", gloss, ""]
    return "\n".join(out)


BEGIN = "<!-- BEGIN scripts/theorems_doc.py"
END = "<!-- END scripts/theorems_doc.py -->"
_NAME = r"`Llmbda\.[^`\s]+`"
_LINKED = re.compile(rf"\[({_NAME}(?:, {_NAME})*)\]\([^)\s]*\)")
_RUN = re.compile(rf"{_NAME}(?:, {_NAME})*")
_BARE = re.compile(r"(?<![\w.])Llmbda\.[\w'.]*[\w']")


def _cells(row: str) -> list[str]:
    return [c.strip() for c in row.strip().removeprefix("|").removesuffix("|").split(" | ")]


def refresh(table: Table, text: str, src: Sources, problems: list[str]) -> str:
    """The document with its table's links (or file column) written from where each name is
    declared; what is wrong with the table appended to `problems`."""
    if text.count(BEGIN) != 1 or text.count(END) != 1:
        problems.append(f"{table.path}: needs one {BEGIN} … -->, {END} block")
        return text
    head, rest = text.split(BEGIN, 1)
    block, tail = rest.split(END, 1)
    lines = block.split("\n")
    rows = [i for i, line in enumerate(lines) if line.startswith("| ")]
    width = len(_cells(lines[rows[0]])) if rows else 0
    named: set[str] = set()
    up = os.path.relpath(REPO / "lean" / "Llmbda", (REPO / table.path).parent)

    def where(name: str) -> str | None:
        decl = src.find(name)
        if decl is None:
            problems.append(f"{table.path}: `{name}` is declared "
                            f"{len(src.decls.get(name, []))} times under lean/Llmbda/ (not once)")
            return None
        if table.pinned_only and name not in src.pins:
            problems.append(f"{table.path}: `{name}` is in the table but has no pin")
        named.add(name)
        return decl.file

    def relink(run: re.Match[str]) -> str:
        names = re.findall(r"`([^`]+)`", run.group(0))
        groups = itertools.groupby(names, key=where)
        return ", ".join(", ".join(f"`{n}`" for n in group) if file is None
                         else "[" + ", ".join(f"`{n}`" for n in group) + f"]({up}/{file})"
                         for file, group in ((f, list(g)) for f, g in groups))

    for i in rows[2:]:  # below the header and its rule
        cells = _cells(lines[i])
        if len(cells) != width:
            problems.append(f"{table.path}: a row with {len(cells)} cells, not {width}: "
                            f"{lines[i][:60]}…")
            continue
        if table.style == "links":
            cells[-1] = _RUN.sub(relink, _LINKED.sub(lambda m: m.group(1), cells[-1]))
        else:
            files = [where(n) for n in _BARE.findall(cells[-2])]
            for path in re.findall(r"lean/Llmbda/[\w/]+\.lean", cells[-2]):
                if path.removeprefix("lean/Llmbda/") not in files:
                    problems.append(f"{table.path}: `{path}` is named in a row, but declares none "
                                    "of its Lean names")
            cells[-1] = ", ".join(f"`lean/Llmbda/{f}`" for f in dict.fromkeys(files) if f)
        lines[i] = "| " + " | ".join(cells) + " |"
    if table.every_pin:
        missing = sorted(set(src.pins) - named)
        if missing:
            problems.append(f"{table.path}: pinned theorems missing from the table: "
                            + ", ".join(missing))
    return head + BEGIN + "\n".join(lines) + END + tail


def documents() -> dict[Path, str]:
    """Every document this script writes, as it should read."""
    src = sources()
    out = {OUT: render()}
    problems: list[str] = []
    for table in TABLES:
        path = REPO / table.path
        out[path] = refresh(table, path.read_text(), src, problems)
    if problems:
        raise SystemExit("scripts/theorems_doc.py:\n  " + "\n  ".join(problems))
    return out


def main() -> int:
    for path, text in documents().items():
        if not path.is_file() or path.read_text() != text:
            path.write_text(text)
            print(f"wrote {path.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
