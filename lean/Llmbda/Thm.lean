module

public import Llmbda.Thm.Reply
public import Llmbda.Thm.Confinement
public import Llmbda.Thm.PevalSound
public import Llmbda.Thm.PevalFuel
public import Llmbda.Thm.PevalComplete
public import Llmbda.Thm.LowEq
public import Llmbda.Thm.Noninterference
public import Llmbda.Thm.Denote
public import Llmbda.Thm.DenoteComplete
public import Llmbda.Thm.Dist
public import Llmbda.Thm.SkipBlind
public import Llmbda.Thm.SkipStrip
public import Llmbda.Thm.Oracular
public import Llmbda.Thm.Tipni
public import Llmbda.Thm.RecvData
public import Llmbda.Thm.Sinks
public import Llmbda.Thm.Limit
public import Llmbda.Thm.SampledOracle
public import Llmbda.Thm.Errors
public import Llmbda.Thm.EvalFx
public import Llmbda.Thm.Effects

/-!
# Theorems

Every headline theorem of the development, one file each under `Llmbda/Thm/`:

* `Llmbda.parseReply_parse`, `Llmbda.parseReply_endorseFree`, `Llmbda.closeReply_endorseFree` (what
  `recv`, `recv_safe` and `recv_data` accept) —
  `Llmbda/Thm/Reply.lean`;
* `Llmbda.Eval.recv_data_inv`, `Llmbda.EvalFx.recv_data_inv`, `Llmbda.peval_recv_data` (a reply read
  as data never acts) — `Llmbda/Thm/RecvData.lean`;
* `Llmbda.Eval.confinement` (Lemma 1) — `Llmbda/Thm/Confinement.lean`;
* `Llmbda.Eval.guard_iff` (no tool is given an argument above its clearance),
  `Llmbda.peval_confinement` (Lemma 1 for `peval`) — `Llmbda/Thm/Sinks.lean`;
* `Llmbda.peval_sound`, `Llmbda.run_sound`, `Llmbda.peval_sound_weight` (the replies drawn) —
  `Llmbda/Thm/PevalSound.lean`;
* `Llmbda.peval_fuel_mono`, `Llmbda.peval_depth_mono` — `Llmbda/Thm/PevalFuel.lean`;
* `Llmbda.peval_complete`, `Llmbda.run_complete` — `Llmbda/Thm/PevalComplete.lean`;
* lemmas about `∼m` (`Llmbda.Term.erase_subst`, …) — `Llmbda/Thm/LowEq.lean`;
* `Llmbda.Eval.tini`, `Llmbda.peval_tini`, `Llmbda.Eval.tini_of_endorseFree`,
  `Llmbda.peval_tini_of_endorseFree` (noninterference for deterministic models) —
  `Llmbda/Thm/Noninterference.lean`;
* `Llmbda.denote_sound`, `Llmbda.denote_sound_rel` (the denotation is the weighted big-step
  semantics), `Llmbda.denote_mass_le` (it is a sub-distribution) — `Llmbda/Thm/Denote.lean`;
* `Llmbda.denote_complete`, `Llmbda.denote_complete_eq` (every derivation of nonzero weight is in
  the denotation at every large enough depth) — `Llmbda/Thm/DenoteComplete.lean`;
* lemmas about finite sub-distributions (`Llmbda.Dist.exp_bind`, `Llmbda.Dist.LeOn.bind`, the
  leakage bound `Llmbda.Dist.leakage_le`) and the instances `Weight Nat`, `Weight NNRat` —
  `Llmbda/Thm/Dist.lean`;
* `Llmbda.denote_skip_blind`, `Llmbda.denote_skip_blind_of` (high-blindness of the skipping
  semantics `⇓♯`, for samplers and tools that differ where the observer cannot see),
  `Llmbda.observe_eq_iff_lowEq` (what the probabilistic theorems observe: conversation, value and
  effect trace, related as in the deterministic theorems) — `Llmbda/Thm/SkipBlind.lean`;
* `Llmbda.denote_strip`, `Llmbda.denote_strip_of_endorseFree` (stripping) —
  `Llmbda/Thm/SkipStrip.lean`;
* `Llmbda.denote_peval`, `Llmbda.denote_trace_unique`, `Llmbda.peval_denote`,
  `Llmbda.denote_eq_peval` (oracular correctness, Theorem 3, outcome by outcome and as one
  equation) — `Llmbda/Thm/Oracular.lean`;
* `Llmbda.peval_tipni`, `Llmbda.peval_tipni_shown` (TIPNI for `peval` under a sampled oracle, and
  for what its effect log shows) — `Llmbda/Thm/SampledOracle.lean`;
* `Llmbda.peval_err_label` (a failure is shown at least at the `pc` it happened under) —
  `Llmbda/Thm/Errors.lean`;
* `Llmbda.denote_tipni_of_endorseFree` (TIPNI, Theorem 1), `Llmbda.denote_tipni` (Insulated TIPNI,
  Theorem 2), `Llmbda.Dist.compatible_pure_iff`, `Llmbda.tipni_deterministic` (Lemma 3),
  `Llmbda.denote_leakage`, `Llmbda.denote_leakage_avg` (Lemma 5), `Llmbda.denote_pni` (Lemma 4),
  `Llmbda.denote_tipni_shown` (Insulated TIPNI for what the effect log shows) —
  `Llmbda/Thm/Tipni.lean`;
* `Llmbda.denote_mono` (the denotations increase with the depth), `Llmbda.denote_tipni_depths`
  (Insulated TIPNI across depths, towards the limit) — `Llmbda/Thm/Limit.lean`;
* `Llmbda.EvalFx.eval`, `Llmbda.Eval.effects` (the semantics with its effect trace has the same
  runs) — `Llmbda/Thm/EvalFx.lean`; `Llmbda.peval_complete_fx` (`peval` records exactly a
  derivation's effect trace) — `Llmbda/Thm/PevalComplete.lean`;
* `Llmbda.EvalFx.calls_bounded` (no tool call above its clearance), `Llmbda.EvalFx.effects_tini`,
  `Llmbda.EvalFx.effects_tini_of_endorseFree` (noninterference of the prompts and tool calls an
  observer can follow), `Llmbda.EvalFx.shown_eq` (what the effect log shows an observer),
  `Llmbda.peval_effects` (the trace `peval` records in its state is a derivation's),
  `Llmbda.peval_effects_tini`, `Llmbda.run_effects_tini` (the same noninterference for what `peval`
  records) — `Llmbda/Thm/Effects.lean`.
-/
