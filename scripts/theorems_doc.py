#!/usr/bin/env python3
"""Generate ``docs/theorems.md``: every headline theorem as its statement reads in the Lean sources,
with a plain-words gloss.

The statements are copied from the sources each time (from the declaration keyword to the ``:=`` that
starts the proof), so the page cannot drift from what is proved: ``tests/test_repo.py`` regenerates it
and compares. Run ``python3 scripts/theorems_doc.py`` after changing a statement or a gloss.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "theorems.md"

# (section title, [(Lean name, declaration as written in the file, file, gloss)])
Entry = tuple[str, str, str, str]

SECTIONS: list[tuple[str, list[Entry]]] = [
    ("Definitions the statements use", [
        ("Llmbda.Eval", "inductive Eval", "Spec/Eval.lean",
         "The big-step semantics `pc ⊢ C, e ⇓ C', V ▷ w, s`: 24 constructors, one per rule of the "
         "paper (E-Const … E-Call), each with a docstring naming its rule."),
        ("Llmbda.Session.LowEq", "def Session.LowEq", "Spec/LowEq.lean",
         "Two conversations look the same to observer `m`: the same visible messages, and labels "
         "both visible or both hidden. `Term.LowEq` / `Value.LowEq` are equality after blanking "
         "every value `m` may not see (`Term.erase`)."),
        ("Llmbda.denote", "def denote", "Spec/Denote.lean",
         "The denotation at depth `n` (`m = none`): every way the run can end (final conversation, "
         "value, trace of replies, effect trace: every prompt the model was shown and every tool "
         "call, in order) with its weight; `recv` branches over the model's finite support "
         "(a `Sampler`). With `m = some m` it is the paper's `m`-skipping semantics `⇓♯`, which "
         "keeps the prompt of a skipped `recv` and the call of a skipped tool call."),
        ("Llmbda.observe", "def observe", "Spec/Denote.lean",
         "What observer `m` sees of an outcome: the visible messages, whether the conversation's "
         "label is visible, the value with everything hidden blanked out, and the effects made "
         "under a `pc` that flows to `m`, in order, as `m` sees them (`Effects.observe`: a "
         "prompt's visible messages, a call's tool and blanked argument). The reply trace is not "
         "observed."),
        ("Llmbda.Dist.Compatible", "def Compatible", "Spec/Dist.lean",
         "Two sub-distributions are compatible when one sub-distribution (mass at most 1) "
         "dominates both: they differ only in where the missing (nontermination) mass goes."),
        ("Llmbda.Dist.LeOn", "def LeOn", "Spec/Dist.lean",
         "Domination through a projection, stated with test functions: `μ.exp (f ∘ π) ≤ ν.exp f` "
         "for every `f`; for a single outcome, `μ(o) ≤ ν(o)`."),
        ("Llmbda.Weight.TendsToOne", "def Weight.TendsToOne", "Spec/Dist.lean",
         "A sequence of weights comes within every positive `ε` of 1: for the masses of a run cut "
         "at growing depths, termination with probability 1."),
        ("Llmbda.Weight.Dense", "def Weight.Dense", "Spec/Dist.lean",
         "Weights without infinitesimal gaps: `a ≤ b` once `a ≤ b + ε` for every positive `ε` "
         "(true of `NNRat`, false of `Nat`)."),
        ("Llmbda.Tools.guard", "def Tools.guard", "Spec/Eval.lean",
         "Tools (`run`: the functions; `bound`: each tool's clearance) made to refuse every "
         "argument whose deep label does not flow to the tool's bound."),
        ("Llmbda.Model.LowEq", "def Model.LowEq", "Spec/Hypotheses.lean",
         "Two models observer `m` cannot tell apart (deterministic runs): one and the same reply "
         "after every conversation `m` sees whole; after a conversation labelled above `m` (the "
         "model reading a secret) anything."),
        ("Llmbda.Tools.LowEq", "def Tools.LowEq", "Spec/Hypotheses.lean",
         "Two tool sets `m` cannot tell apart (termination-insensitive): on an argument `m` sees "
         "whole, results that look the same to `m` as `E-Call` labels them; results labelled "
         "above `m` (a secret a tool reads) may differ."),
        ("Llmbda.Sampler.LowEq", "def Sampler.LowEq", "Spec/Hypotheses.lean",
         "Two samplers `m` cannot tell apart: the same weighted replies after every conversation "
         "`m` sees whole."),
        ("Llmbda.Tools.Agree", "def Tools.Agree", "Spec/Hypotheses.lean",
         "Two tool sets `m` cannot tell apart, for the probabilistic theorems (which see whether a "
         "run ends): the same clearances, and on an argument `m` sees whole both answer (results "
         "that look the same to `m`) or both refuse."),
        ("Llmbda.EndorseFreeWorld", "def EndorseFreeWorld", "Spec/Hypotheses.lean",
         "The tools write no `endorse`: every tool result is endorse-free (the model needs no such "
         "hypothesis: a reply never endorses)."),
        ("Llmbda.Oracle.script", "def Oracle.script", "Spec/Hypotheses.lean",
         "The oracle that answers with a sampled trace: reply number `n` is the trace's `n`-th "
         "(`\"\"`, which does not parse, past its end)."),
        ("Llmbda.Result.okPart", "def Result.okPart", "Spec/Hypotheses.lean",
         "The conversation, value and effect trace of a run of `peval` that returned a value "
         "(`none` for an error)."),
        ("Llmbda.Error.PayloadBelow", "def Error.PayloadBelow", "Spec/Hypotheses.lean",
         "The labels an error carries as its payload (an assertion's actual label, a refused "
         "`send`/`recv`'s `pc` and conversation label, a refused `clear`'s `pc`, a refused call's "
         "argument label) flow to `l`."),
        ("Llmbda.Term.isPlainData", "def Term.isPlainData", "Spec/Hypotheses.lean",
         "A value with no code in it: constants, label literals and pairs of them (runtime values "
         "looked through); nothing in it can be applied."),
    ]),
    ("The interpreter and the semantics", [
        ("Llmbda.Eval.confinement", "theorem Eval.confinement", "Thm/Confinement.lean",
         "Lemma 1 (Confinement): whatever a term evaluates to under `pc` is labelled at least `pc`."),
        ("Llmbda.peval_sound_weight", "theorem peval_sound_weight", "Thm/PevalSound.lean",
         "Whenever `peval` returns a value, the instrumented semantics (`EvalFx`) derives it, with "
         "the replies the oracle gave as the trace (exactly as many as `peval` drew), a weight "
         "built from those replies' weights, and as effect trace exactly the effects `peval` added "
         "to its state."),
        ("Llmbda.peval_sound", "theorem peval_sound", "Thm/PevalSound.lean",
         "The same, without the trace: the semantics derives every value `peval` returns."),
        ("Llmbda.run_sound", "theorem run_sound", "Thm/PevalSound.lean",
         "The same for `run` (the entry point: default depth, no replies drawn yet)."),
        ("Llmbda.peval_complete", "theorem peval_complete", "Thm/PevalComplete.lean",
         "Whatever the semantics derives, `peval` computes at every large enough depth with enough "
         "fuel, when the oracle gives the derivation's replies in order (recording the effect trace "
         "of the derivation's instrumented copy). The run's log (its step trace and endorse log, "
         "which no rule reads) ends as a function `g` of the log it started with, the same at every "
         "depth and fuel."),
        ("Llmbda.run_complete", "theorem run_complete", "Thm/PevalComplete.lean",
         "The same for `run`."),
        ("Llmbda.peval_fuel_mono", "theorem peval_fuel_mono", "Thm/PevalFuel.lean",
         "More fuel never changes a value `peval` returned (the extra fuel is left over; the run's "
         "log is the same)."),
        ("Llmbda.peval_depth_mono", "theorem peval_depth_mono", "Thm/PevalFuel.lean",
         "A larger depth bound never changes a value `peval` returned, nor the state it ends in (its "
         "log included: a step records its rule and `pc`, not the depth bound)."),
        ("Llmbda.peval_confinement", "theorem peval_confinement", "Thm/Sinks.lean",
         "Lemma 1 for the interpreter: every value `peval` returns is labelled at least the `pc` "
         "it was computed under."),
        ("Llmbda.Eval.guard_iff", "theorem Eval.guard_iff", "Thm/Sinks.lean",
         "Sinks in the calculus: `E-Call` runs a tool only when the argument's deep "
         "label and `pc` flow to the tool's clearance, so what a tool would answer for an argument "
         "above its clearance never matters: the runs with the tools are exactly the runs with "
         "tools that refuse every such argument (same conversation, value, weight, trace)."),
        ("Llmbda.peval_err_payload", "theorem peval_err_payload", "Thm/Errors.lean",
         "A failure's labelled payload is below the label it is shown at: for every error `peval` "
         "returns, the labels it carries (`Error.PayloadBelow`) flow to the error's label."),
        ("Llmbda.peval_guard", "theorem peval_guard", "Thm/Effects.lean",
         "Sinks for the interpreter that runs: every tool call a run of `peval` that returns a value "
         "recorded was made under a `pc'` above the run's `pc`, with an argument whose deep label, "
         "joined with `pc'`, flows to the tool's clearance."),
        ("Llmbda.Eval.tools_congr", "theorem Eval.tools_congr", "Thm/Sinks.lean",
         "A run sees the tools only through their clearances and their answers to calls that pass "
         "`E-Call`'s check: any tools that agree on those give the same runs."),
        ("Llmbda.peval_err_label", "theorem peval_err_label", "Thm/Errors.lean",
         "A failure is shown at least at the `pc` it happened under: every error `peval` returns "
         "carries a label above the run's `pc`, so a failure inside a branch on hidden data is "
         "hidden (kind and payload) from an observer that may not see the branch."),
        ("Llmbda.Eval.hidden_session", "theorem Eval.hidden_session", "Thm/Noninterference.lean",
         "A run under a `pc` the observer cannot see leaves the conversation the observer sees "
         "alone (no sensitive upgrade)."),
        ("Llmbda.Eval.tini", "theorem Eval.tini", "Thm/Noninterference.lean",
         "TINI for deterministic models: two terminating runs from inputs `m` cannot tell apart end "
         "in outputs `m` cannot tell apart, for observers that see every integrity label. The two "
         "runs may use different models and tools where `m` cannot see (`Model.LowEq`, "
         "`Tools.LowEq`): a secret may come from the program, the conversation, a tool or the model."),
        ("Llmbda.Eval.tini_of_endorseFree", "theorem Eval.tini_of_endorseFree",
         "Thm/Noninterference.lean",
         "The same for every observer (integrity too) when the programs and the tools' results "
         "never endorse; the model needs no hypothesis (a run never reads a reply that endorses)."),
        ("Llmbda.peval_tini", "theorem peval_tini", "Thm/Noninterference.lean",
         "TINI for the interpreter `peval` itself, with oracles that answer from the "
         "conversation alone (not the call count) and agree after conversations `m` sees whole, "
         "and tools `m` cannot tell apart, any depth and fuel."),
        ("Llmbda.peval_tini_of_endorseFree", "theorem peval_tini_of_endorseFree",
         "Thm/Noninterference.lean",
         "The same for every observer when the programs and the tools' results never endorse, "
         "whatever the oracle answers."),
    ]),
    ("Denotations, TIPNI, oracular correctness", [
        ("Llmbda.denote_sound", "theorem denote_sound", "Thm/Denote.lean",
         "The denotation is made of derivations: every outcome of `denote` is derived by `EvalFx` "
         "(the semantics with its effect trace) from the same configuration, with the outcome's "
         "weight, trace and effect trace, for the model whose weights the sampler lists."),
        ("Llmbda.denote_sound_rel", "theorem denote_sound_rel", "Thm/Denote.lean",
         "The general form: for any model, the derivation's weight is related to the outcome's by "
         "any relation that relates `1` to `1`, is closed under products and relates the "
         "sampler's weights to the model's."),
        ("Llmbda.denote_complete", "theorem denote_complete", "Thm/DenoteComplete.lean",
         "The general form of completeness, weights related as in `denote_sound_rel`."),
        ("Llmbda.denote_complete_eq", "theorem denote_complete_eq", "Thm/DenoteComplete.lean",
         "… and every derivation of nonzero weight is an outcome of `denote` at every large enough "
         "depth, with its weight and effect trace. So the denotation at depth `n` is the sum of the weights of the "
         "derivations it has reached; its limit is the paper's denotation."),
        ("Llmbda.denote_mass_le", "theorem denote_mass_le", "Thm/Denote.lean",
         "The denotation is a sub-distribution (and so is the skipping semantics): total weight at "
         "most 1 when the model's weights after each conversation sum to at most 1. The missing "
         "mass is the probability of not terminating (or getting stuck) within the depth."),
        ("Llmbda.denote_skip_blind", "theorem denote_skip_blind", "Thm/SkipBlind.lean",
         "High-blindness: the `m`-skipping semantics gives the same weighted observations on "
         "inputs `m` cannot tell apart (it never looks at anything `m` cannot see)."),
        ("Llmbda.denote_skip_blind_of", "theorem denote_skip_blind_of", "Thm/SkipBlind.lean",
         "The same for two runs whose samplers and tools differ where `m` cannot see "
         "(`Sampler.LowEq`, `Tools.Agree`)."),
        ("Llmbda.observe_eq_iff_lowEq", "theorem observe_eq_iff_lowEq", "Thm/SkipBlind.lean",
         "What the TIPNI theorems observe: two outcomes look the same to `m` exactly when their "
         "conversations and values are `∼m`-related and their effect traces are related as in the "
         "deterministic theorems (`Effects.LowEq`: the same prompts and calls under the `pc`s `m` "
         "can follow, in order, pairwise alike)."),
        ("Llmbda.denote_strip", "theorem denote_strip", "Thm/SkipStrip.lean",
         "Stripping: what `m` observes of the semantics is dominated by what it observes of the "
         "skipping semantics of the same run (for every test `f`), for observers that see every "
         "integrity label."),
        ("Llmbda.denote_strip_of_endorseFree", "theorem denote_strip_of_endorseFree",
         "Thm/SkipStrip.lean",
         "Stripping for every observer, for runs that never endorse (the program and the tools' "
         "results contain no `endorse`; the model's replies need no hypothesis)."),
        ("Llmbda.denote_tipni_of_endorseFree", "theorem denote_tipni_of_endorseFree",
         "Thm/Tipni.lean",
         "TIPNI (Theorem 1): for every observer `m` (integrity included), runs that never endorse "
         "(programs and tools' results; whatever the model replies), "
         "from inputs `m` cannot tell apart under the same `pc`, have compatible observed "
         "denotations at every depth: one sub-distribution of mass at most 1 dominates both."),
        ("Llmbda.denote_tipni", "theorem denote_tipni", "Thm/Tipni.lean",
         "Insulated TIPNI (Theorem 2): for observers that see every integrity label, whatever "
         "the programs, tools and replies endorse, inputs `m` cannot tell apart give compatible "
         "observed denotations: confidentiality is unaffected by endorsement. The inputs include "
         "the samplers and tools, which may differ where `m` cannot see (a secret read by a tool "
         "or the model)."),
        ("Llmbda.denote_tipni_shown", "theorem denote_tipni_shown", "Thm/Tipni.lean",
         "Insulated TIPNI for the effect log: what `m` observes together with what the host's "
         "effect log shows `m` (`Effects.shown`: the prompts and calls labelled at most `m`, whole, "
         "in order) have compatible distributions in the two runs; the log's view is a function of "
         "the observation (`Effects.shownOf_observe`)."),
        ("Llmbda.Dist.compatible_pure_iff", "theorem compatible_pure_iff", "Thm/Tipni.lean",
         "Lemma 3: for runs that end in one outcome with weight 1 (deterministic, terminating), "
         "compatibility is equality: TIPNI is TINI."),
        ("Llmbda.tipni_deterministic", "theorem tipni_deterministic", "Thm/Tipni.lean",
         "Lemma 3 applied: two runs that each end in one observed outcome with weight 1 end in the "
         "same observed outcome (TINI, from TIPNI)."),
        ("Llmbda.denote_leakage", "theorem denote_leakage", "Thm/Tipni.lean",
         "Lemma 5: the probability of any event of observations under one run exceeds its "
         "probability under the other by at most the other run's nontermination probability."),
        ("Llmbda.denote_leakage_avg", "theorem denote_leakage_avg", "Thm/Tipni.lean",
         "Lemma 5, averaged (symmetric) form: for tests `g`, `h` adding up to 1, "
         "`E₁[g] + E₂[h] ≤ 1`; so the statistical distance between what `m` observes of the two "
         "runs is at most the average of their nontermination probabilities."),
        ("Llmbda.Dist.compatible_total_eq", "theorem compatible_total_eq", "Thm/Tipni.lean",
         "Compatible sub-distributions that both have mass 1 give every test with values in "
         "[0, 1] the same expectation."),
        ("Llmbda.denote_pni", "theorem denote_pni", "Thm/Tipni.lean",
         "Lemma 4 (probabilistic noninterference under total termination): under the hypotheses "
         "of Insulated TIPNI, when both runs terminate with probability 1 within one depth `n` "
         "(mass 1 at depth `n`) the observer sees the same distribution (every test has the same "
         "expectation)."),
        ("Llmbda.denote_mono", "theorem denote_mono", "Thm/Limit.lean",
         "The denotations increase with the depth: every test's expectation at depth `n` is at "
         "most its expectation at any deeper cut, so (bounded by 1) they converge; the limit is "
         "the paper's denotation. A trace determines its outcome (`denote_trace_unique`): no run "
         "is counted twice."),
        ("Llmbda.denote_tipni_depths", "theorem denote_tipni_depths", "Thm/Limit.lean",
         "Insulated TIPNI across depths: the two runs cut at any two depths have compatible "
         "observed denotations, so one sub-distribution of mass at most 1 dominates every pair of "
         "cuts and hence, test by test, the two limits."),
        ("Llmbda.denote_pni_limit", "theorem denote_pni_limit", "Thm/Limit.lean",
         "Lemma 4 under almost-sure termination: under the hypotheses of Insulated TIPNI, when the "
         "masses of both runs' denotations tend to 1 as the depth grows (`Weight.TendsToOne`; no "
         "depth need reach 1), every test of observations with values in [0, 1] has the same "
         "upper bounds on its expectations in the two runs, i.e. the same limit. For weights "
         "without infinitesimal gaps (`Weight.Dense`, proved of `NNRat` by `NNRat.dense`)."),
        ("Llmbda.denote_peval", "theorem denote_peval", "Thm/Oracular.lean",
         "Theorem 3 (oracular correctness), one outcome at a time: every outcome of the denotation "
         "is what `peval` returns when its oracle answers with that outcome's trace, and `peval` "
         "records exactly the outcome's effect trace."),
        ("Llmbda.denote_trace_unique", "theorem denote_trace_unique", "Thm/Oracular.lean",
         "A trace determines the outcome, and no outcome's trace is a proper prefix of another's: "
         "the denotation is a function of the sampled replies."),
        ("Llmbda.peval_denote", "theorem peval_denote", "Thm/Oracular.lean",
         "Conversely, whatever `peval` returns with an oracle that only gives replies the model "
         "may give is an outcome of the denotation, with the trace of the oracle's answers and "
         "the effects `peval` recorded."),
        ("Llmbda.denote_eq_peval", "theorem denote_eq_peval", "Thm/Oracular.lean",
         "Theorem 3 as one equation: with one depth and fuel for all outcomes, sampling the "
         "model's replies (an outcome of the denotation, with its weight) and running `peval` with "
         "an oracle that answers them gives exactly the denotation's distribution of final "
         "conversations, values and effect traces (`peval`'s `State.trace`)."),
        ("Llmbda.denote_eq_peval_of_le", "theorem denote_eq_peval_of_le", "Thm/Oracular.lean",
         "Theorem 3 as one equation from a depth and fuel on: the same equation at every larger "
         "depth and fuel."),
        ("Llmbda.peval_tipni", "theorem peval_tipni", "Thm/SampledOracle.lean",
         "TIPNI for the interpreter under a sampled oracle: from a depth and fuel on (every larger "
         "one, the same for both runs) sampling each run's replies from its model and running "
         "`peval` with them gives compatible distributions of what `m` observes (the conversation, "
         "the value and the effects `peval` recorded), under the hypotheses of Insulated TIPNI (the "
         "oracle is the sampled trace, so it may depend on the call count). From that depth on "
         "`peval` returns the denotation's outcomes, so failing runs cannot satisfy it "
         "(`LlmbdaTest/Bites.lean` refutes it for a leaky pair)."),
        ("Llmbda.peval_tipni_shown", "theorem peval_tipni_shown", "Thm/SampledOracle.lean",
         "The same for what the effect log shows `m` of the trace `peval` recorded (`Effects.shown`: "
         "the prompts and calls labelled at most `m`, whole, in order)."),
    ]),
    ("Effects: what the model provider and the tools are shown", [
        ("Llmbda.EvalFx", "inductive EvalFx", "Spec/Effects.lean",
         "`Eval` with its effect trace `E`: every conversation a `recv` shows the model "
         "(`Effect.prompt pc C`, inside `fork` and before `clear` too) and every tool call "
         "(`Effect.call pc name v`, made only after the clearance check), in order."),
        ("Llmbda.Effects.LowEq", "def Effects.LowEq", "Spec/Effects.lean",
         "Two effect traces observer `m` cannot tell apart: the effects made under a `pc` that "
         "flows to `m` come in the same order and pairwise look alike (same kind, `pc` and tool; "
         "`∼m`-related arguments and conversations)."),
        ("Llmbda.EvalFx.eval", "theorem EvalFx.eval", "Thm/EvalFx.lean",
         "Erasing the effect trace gives a run of `Eval`, ..."),
        ("Llmbda.Eval.effects", "theorem Eval.effects", "Thm/EvalFx.lean",
         "... and every run of `Eval` has an effect trace: the instrumentation changes no run, so "
         "every theorem about `Eval` holds of the instrumented runs."),
        ("Llmbda.EvalFx.calls_bounded", "theorem EvalFx.calls_bounded", "Thm/Effects.lean",
         "No tool call in any run receives an argument above the tool's clearance: every call in "
         "the trace has `pc ⊔ deep(argument)` below `T.bound name`."),
        ("Llmbda.EvalFx.effects_tini", "theorem EvalFx.effects_tini", "Thm/Effects.lean",
         "Noninterference for effects: under the hypotheses of `Eval.tini` (models and tools that "
         "differ where `m` cannot see, i.e. replies and tool results chosen by an attacker), the "
         "effects `m` sees are the same in both runs: the same tools called with `∼m`-related "
         "arguments, the model shown `∼m`-related conversations."),
        ("Llmbda.EvalFx.effects_tini_of_endorseFree", "theorem EvalFx.effects_tini_of_endorseFree",
         "Thm/Effects.lean",
         "The same for every observer (integrity too) when the programs and the tools' results "
         "never endorse."),
        ("Llmbda.EvalFx.shown_eq", "theorem EvalFx.shown_eq", "Thm/Effects.lean",
         "What the host's effect log shows observer `m` (`Effects.shown`: the effects whose label "
         "flows to `m`, a call labelled by its argument's deep label and a prompt by its "
         "conversation's label, as `python/llmbda/effects.py` labels them) is the same list in "
         "both runs."),
        ("Llmbda.peval_effects", "theorem peval_effects", "Thm/Effects.lean",
         "`peval` records the effect trace: the effects it adds to its state (`State.trace`, "
         "oldest first) are exactly the trace of an `EvalFx` derivation of its run, and every call "
         "in it is within its clearance."),
        ("Llmbda.peval_complete_fx", "theorem peval_complete_fx", "Thm/PevalComplete.lean",
         "Conversely, whatever the instrumented semantics derives, `peval` computes (enough depth "
         "and fuel, an oracle giving the derivation's replies), recording exactly the derivation's "
         "effect trace."),
        ("Llmbda.peval_effects_tini", "theorem peval_effects_tini", "Thm/Effects.lean",
         "Noninterference of what `peval` records: under the hypotheses of `peval_tini`, the "
         "effects two runs add to their states look alike to `m`."),
        ("Llmbda.run_effects_tini", "theorem run_effects_tini", "Thm/Effects.lean",
         "The same for `run` (from no effects): the traces the two runs record look alike to `m`, "
         "and the effects labelled at most `m`, as the host's log labels them, are the same list "
         "in both (what the lean engine checks its `Result.effects` against)."),
    ]),
    ("Model replies", [
        ("Llmbda.parseReply_endorseFree", "theorem parseReply_endorseFree", "Thm/Reply.lean",
         "Every reply a run accepts (`recv`, `recv_safe` or `recv_data`) is endorse-free: no model "
         "reply ever endorses. This includes `recv_safe`'s `(false, \"why\")` for a reply it cannot "
         "read, and the closing of a reply over the prelude's library (`Llmbda.closeReply`, which "
         "only adds calls of the host tools `prelude.<name>`; `Llmbda.closeReply_endorseFree`)."),
        ("Llmbda.Eval.recv_data_inv", "theorem Eval.recv_data_inv", "Thm/RecvData.lean",
         "`recv_data` (what `quarantine` uses) only appends the model's reply to the conversation "
         "and returns a value labelled `pc ⊔ label C` that is plain data (`Term.isPlainData`: no "
         "function), with the one reply as its trace: whatever the reply says, nothing is sent, "
         "cleared, drawn or endorsed, and no code of the model's can run later."),
        ("Llmbda.EvalFx.recv_data_inv", "theorem EvalFx.recv_data_inv", "Thm/RecvData.lean",
         "The same with the effect trace: the one prompt, no call."),
        ("Llmbda.peval_recv_data", "theorem peval_recv_data", "Thm/RecvData.lean",
         "The same for the interpreter `peval`: exactly one reply drawn (the oracle's answer to the "
         "next call number), the call count up by one, the only effect recorded the prompt (no "
         "tool called), the conversation only extended by the reply, the value labelled "
         "`pc ⊔ label C` and plain data."),
    ]),
]

def statement(file: str, decl: str) -> str:
    """The declaration from its keyword to the `:=` (at bracket depth 0) that starts its proof or
    body; for an inductive type or a definition by pattern matching, its signature."""
    path = REPO / "lean" / "Llmbda" / file
    if not path.is_file():
        raise SystemExit(f"{file} does not exist")
    text = path.read_text()
    m = re.compile(re.escape(decl) + r"(?=\s)").search(text)
    if m is None:
        raise SystemExit(f"{decl!r} not found in {file}")
    i = m.start()
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c in "([{⟨":
            depth += 1
        elif c in ")]}⟩":
            depth -= 1
        elif depth == 0 and text.startswith(":=", j):
            return text[i:j].rstrip()
        elif depth == 0 and text.startswith(" where", j) and decl.startswith("inductive"):
            return text[i:j + len(" where")] + " …"
        elif depth == 0 and text.startswith("\n  | ", j):
            return text[i:j].rstrip() + " …"
        j += 1
    raise SystemExit(f"no ':=' after {decl!r} in {file}")


def render() -> str:
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
        for name, decl, file, gloss in entries:
            out += [f"### `{name}`", "", f"[`lean/Llmbda/{file}`](../lean/Llmbda/{file})", "",
                    "```lean", statement(file, decl), "```", "", gloss, ""]
    return "\n".join(out)


def main() -> int:
    OUT.write_text(render())
    print(f"wrote {OUT.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
