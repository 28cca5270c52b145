module

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

/-!
# Theorems

Every headline theorem of the development, one file each under `Llmbda/Thm/`:

* `Llmbda.Eval.confinement` (Lemma 1) — `Llmbda/Thm/Confinement.lean`;
* `Llmbda.peval_sound`, `Llmbda.run_sound`, `Llmbda.peval_sound_weight` (the replies drawn) —
  `Llmbda/Thm/PevalSound.lean`;
* `Llmbda.peval_fuel_mono`, `Llmbda.peval_depth_mono` — `Llmbda/Thm/PevalFuel.lean`;
* `Llmbda.peval_complete`, `Llmbda.run_complete` — `Llmbda/Thm/PevalComplete.lean`;
* lemmas about `∼m` (`Llmbda.Term.erase_subst`, …) — `Llmbda/Thm/LowEq.lean`;
* `Llmbda.Eval.tini`, `Llmbda.peval_tini`, `Llmbda.Eval.tini_of_endorseFree`,
  `Llmbda.peval_tini_of_endorseFree` (noninterference for deterministic models) —
  `Llmbda/Thm/Noninterference.lean`;
* `Llmbda.denote_sound` (the denotation is the weighted big-step semantics) —
  `Llmbda/Thm/Denote.lean`;
* `Llmbda.denote_complete`, `Llmbda.denote_complete_eq` (every derivation of nonzero weight is in
  the denotation at every large enough depth) — `Llmbda/Thm/DenoteComplete.lean`;
* lemmas about finite sub-distributions (`Llmbda.Dist.exp_bind`, `Llmbda.Dist.LeOn.bind`, the
  leakage bound `Llmbda.Dist.leakage_le`) and the instances `Weight Nat`, `Weight NNRat` —
  `Llmbda/Thm/Dist.lean`;
* `Llmbda.denote_skip_blind` (high-blindness of the skipping semantics `⇓♯`) —
  `Llmbda/Thm/SkipBlind.lean`.
-/
