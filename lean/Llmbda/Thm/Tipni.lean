module

public import Llmbda.Thm.SkipStrip

/-!
# TIPNI: termination-insensitive probabilistic noninterference

The paper's Theorems 1 and 2 and Lemmas 3 and 5, for the denotation `denote S T none n pc C e` (at
every depth `n`: the bounds hold for the increasing limit) of a sampler of sub-distributions.

What the observer `m` sees of a run (`observe m`, an `Observation`) is the final conversation's
visible messages, whether its label is visible, the value as `m` sees it, and **the effect trace**
as far as `m` can follow it: every prompt the model was shown (inside `fork` and before `clear`
too) and every tool call made under a `pc` that flows to `m`, in order, each as `m` sees it (a
prompt's visible messages, a call's tool and erased argument; `Effects.observe`). So the theorems
below also bound what the model provider and the tools are shown.

* `Llmbda.denote_tipni` (**Insulated TIPNI**, Theorem 2): for every observer `m` that sees every
  integrity label, whatever the programs endorse, `∼m`-related conversations and terms under the
  same `pc` give *compatible* observed denotations: one sub-distribution dominates both (the
  `m`-skipping semantics of either run). Confidentiality is unaffected by `endorse`, whatever the
  attacker chooses as untrusted input (the theorem holds for every program, sampler and tools), and
  the two runs' samplers and tools may themselves differ where `m` cannot see (`Sampler.LowEq`,
  `Tools.Agree`): a secret may come from the program, the conversation, a tool or the model.
* `Llmbda.denote_tipni_of_endorseFree` (**TIPNI**, Theorem 1): the same for every observer, for
  runs that never endorse.
* `Llmbda.Dist.compatible_pure_iff`, `Llmbda.tipni_deterministic` (Lemma 3): for runs that end in
  one outcome with weight `1` (deterministic, terminating), compatibility is equality of what the
  observer sees: TIPNI is TINI.
* `Llmbda.Dist.compatible_total_eq`, `Llmbda.denote_pni` (Lemma 4): when both runs terminate with
  probability `1`, compatibility is equality of every test's expectation: probabilistic
  noninterference.
* `Llmbda.denote_tipni_shown`: the same for what the host's effect log (`Result.effects`) shows
  `m` (`Effects.shown`), which is a function of what `m` observes (`Effects.shownOf_observe`).
* `Llmbda.denote_leakage` (Lemma 5): for every event `A` of observations, the probability of `A`
  in the first run exceeds its probability in the second by at most the second run's
  nontermination probability `1 - mass`: `P₁(A) + mass₂ ≤ 1 + P₂(A)`.

The proof is the paper's: the stripping lemma (`Llmbda.denote_strip`: the skipping semantics
dominates the semantics, as `m` sees them), high-blindness (`Llmbda.denote_skip_blind`: the
skipping semantics gives the same observations on `∼m`-related inputs) and the sub-distribution
lemma (`Llmbda.denote_mass_le`).

pin: 'Llmbda.denote_tipni' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.denote_tipni_of_endorseFree' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.tipni_deterministic' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.denote_leakage' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.denote_leakage_avg' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.Dist.compatible_pure_iff' depends on axioms: [Classical.choice]
pin: 'Llmbda.denote_pni' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.Dist.compatible_total_eq' depends on axioms: [Classical.choice]
pin: 'Llmbda.denote_tipni_shown' depends on axioms: [propext, Classical.choice]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (Theorems 1 and 2, Lemmas 3
  and 5), App. E (endorse).
-/

public section

namespace Llmbda

namespace Dist
variable {W β : Type} [Weight W]

/-- **Compatible point masses are equal** (the heart of the paper's Lemma 3: for deterministic
runs, TIPNI is TINI): two terminating deterministic runs are compatible exactly when they end in the
same outcome, for weights in which `1 + 1 ≰ 1`. -/
theorem compatible_pure_iff (h2 : ¬ ((1 : W) + 1 ≤ 1)) (a b : β) :
    Compatible (Dist.pure a : Dist W β) (Dist.pure b) ↔ a = b := by
  constructor
  · intro ⟨δ, hδ, ha, hb⟩
    classical
    refine Classical.byContradiction fun hab => ?_
    let fa : β → W := fun x => if x = a then 1 else 0
    let fb : β → W := fun x => if x = b then 1 else 0
    have e1 := ha fa
    have e2 := hb fb
    simp only [id, exp_pure, fa, fb] at e1 e2
    have hsum : exp δ (fun x => fa x + fb x) ≤ mass δ := by
      apply exp_le_mass
      intro x
      simp only [fa, fb]
      by_cases hxa : x = a
      · have hxb : ¬ x = b := fun h => hab (hxa ▸ h)
        rw [if_pos hxa, if_neg hxb, Weight.add_zero]; exact Weight.le_refl _
      · by_cases hxb : x = b
        · rw [if_neg hxa, if_pos hxb, Weight.zero_add]; exact Weight.le_refl _
        · rw [if_neg hxa, if_neg hxb, Weight.zero_add]; exact Weight.zero_le _
    rw [exp_add] at hsum
    exact h2 (Weight.le_trans _ _ _ (Weight.add_le_add _ _ _ _ e1 e2)
      (Weight.le_trans _ _ _ hsum hδ))
  · rintro rfl
    exact ⟨Dist.pure a, by rw [mass_pure]; exact Weight.le_refl _, LeOn.refl _, LeOn.refl _⟩


/-- **Compatible runs that both terminate look the same** (the heart of the paper's Lemma 4): two
compatible sub-distributions of mass `1` give every test with values in `[0, 1]` (`g b + c = 1`
for some `c`) the same expectation. -/
theorem compatible_total_eq {μ1 μ2 : Dist W β} (h : Compatible μ1 μ2) (h1 : mass μ1 = 1)
    (h2 : mass μ2 = 1) {g : β → W} (hg : ∀ b, ∃ c, g b + c = 1) : exp μ1 g = exp μ2 g := by
  obtain ⟨δ, hδ, l1, l2⟩ := h
  have a := leakage_le' (π := id) l1 l2 hδ hg
  have b := leakage_le' (π := id) l2 l1 hδ hg
  rw [h2, Weight.add_comm 1] at a
  rw [h1, Weight.add_comm 1] at b
  exact Weight.le_antisymm _ _ (Weight.le_of_add_le_add_right _ _ _ a)
    (Weight.le_of_add_le_add_right _ _ _ b)

end Dist

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

omit [LabelSyntax L] in
/-- Two runs each stripped to skipping runs that look the same to `m` have compatible observed
denotations. -/
theorem compatible_of_strip {m : L} {μ1 μ2 ν1 ν2 : Dist W (Outcome L)} (h1 : Strip m μ1 ν1)
    (h2 : Strip m μ2 ν2) (hν : Dist.map (observe m) ν1 = Dist.map (observe m) ν2)
    (hmass : ν1.mass ≤ 1) :
    Dist.Compatible (Dist.map (observe m) μ1) (Dist.map (observe m) μ2) := by
  refine ⟨Dist.map (observe m) ν1, by rw [Dist.mass_map]; exact hmass, fun f => ?_, fun f => ?_⟩
  · rw [Dist.exp_map, Dist.exp_map]; exact h1.exp_le f
  · rw [hν, Dist.exp_map, Dist.exp_map]; exact h2.exp_le f

/-- **Insulated TIPNI** (the paper's Theorem 2), **with the unseen inputs chosen freely**: for
samplers of sub-distributions and an observer `m` that sees every integrity label, two runs under
the same `pc` from `∼m`-related conversations and terms have compatible observed denotations at
every depth (one sub-distribution, of mass at most `1`, dominates what `m` observes of both),
whatever the programs, tools and model replies endorse. The runs may use different samplers and
tools as long as `m` cannot tell them apart (`Sampler.LowEq`: the same replies, in each reply mode,
after every conversation `m` sees whole; `Tools.Agree`: the same answers, as `m` sees them, on
arguments it sees whole), so a secret may come from the program, the conversation, a tool or the
model. -/
theorem denote_tipni (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat) (pc : L) {C1 C2 : Session L}
    {e1 e2 : Term L} (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2) :
    Dist.Compatible (Dist.map (observe m) (denote S1 T1 none n pc C1 e1))
      (Dist.map (observe m) (denote S2 T2 none n pc C2 e2)) :=
  compatible_of_strip (denote_strip S1 T1 m hS1 hm n pc C1 e1)
    (denote_strip S2 T2 m hS2 hm n pc C2 e2)
    (denote_skip_blind_of S1 S2 T1 T2 m hS hT n pc C1 C2 e1 e2 hC hE)
    (denote_mass_le S1 T1 (some m) hS1 n pc C1 e1)

/-- **TIPNI** (the paper's Theorem 1): for samplers of sub-distributions and *every* observer `m`
(integrity included), two runs that never endorse (the programs and the tools' results contain no
`endorse`; the model's replies need no hypothesis, as a run never reads one that endorses), under
the same `pc` from `∼m`-related conversations and terms, have compatible observed denotations at
every depth; the samplers and tools may differ where `m` cannot see, as in `denote_tipni`. -/
theorem denote_tipni_of_endorseFree (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2)
    (hT1 : ∀ name r r' lt, T1.run name r = some (r', lt) → r'.endorseFree = true)
    (hT2 : ∀ name r r' lt, T2.run name r = some (r', lt) → r'.endorseFree = true)
    (n : Nat) (pc : L) {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2)
    (hE : e1.LowEq m e2) (hf1 : e1.endorseFree = true) (hf2 : e2.endorseFree = true) :
    Dist.Compatible (Dist.map (observe m) (denote S1 T1 none n pc C1 e1))
      (Dist.map (observe m) (denote S2 T2 none n pc C2 e2)) :=
  compatible_of_strip (denote_strip_of_endorseFree S1 T1 m hS1 hT1 n pc C1 e1 hf1)
    (denote_strip_of_endorseFree S2 T2 m hS2 hT2 n pc C2 e2 hf2)
    (denote_skip_blind_of S1 S2 T1 T2 m hS hT n pc C1 C2 e1 e2 hC hE)
    (denote_mass_le S1 T1 (some m) hS1 n pc C1 e1)

/-- **TIPNI for deterministic runs is TINI** (the paper's Lemma 3): when two runs each end in one
observed outcome with weight `1` (a deterministic model, both terminating), their observed
denotations are compatible exactly when the observer sees the same outcome; with Insulated TIPNI,
it does. -/
theorem tipni_deterministic (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (h2 : ¬ ((1 : W) + 1 ≤ 1))
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true) {n : Nat}
    {pc : L} {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2)
    (hE : e1.LowEq m e2) {o1 o2 : Observation L}
    (h1 : Dist.map (observe m) (denote S1 T1 none n pc C1 e1) = Dist.pure o1)
    (h2' : Dist.map (observe m) (denote S2 T2 none n pc C2 e2) = Dist.pure o2) : o1 = o2 := by
  have := denote_tipni S1 S2 T1 T2 hS1 hS2 hS hT hm n pc hC hE
  rw [h1, h2'] at this
  exact (Dist.compatible_pure_iff h2 o1 o2).mp this

/-- **Leakage is bounded by nontermination** (the paper's Lemma 5): under the hypotheses of
Insulated TIPNI, for every test `g` of observations with values in `[0, 1]` (`g b + c = 1` for some
`c`; an event when `g` is `0`/`1`), its expectation under the first run exceeds that under the
second by at most the second run's missing mass (the probability that it does not terminate within
depth `n`): `E₁[g] + mass₂ ≤ 1 + E₂[g]`. -/
theorem denote_leakage (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1)
    (hS2 : ∀ md C, (S2 md C).mass ≤ 1) (hS : Sampler.LowEq m S1 S2) (hT : Tools.Agree m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat) (pc : L) {C1 C2 : Session L}
    {e1 e2 : Term L} (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2)
    {g : Observation L → W} (hg : ∀ b, ∃ c, g b + c = 1) :
    (denote S1 T1 none n pc C1 e1).exp (fun o => g (observe m o)) +
        (denote S2 T2 none n pc C2 e2).mass ≤
      1 + (denote S2 T2 none n pc C2 e2).exp (fun o => g (observe m o)) := by
  have hb := denote_skip_blind_of S1 S2 T1 T2 m hS hT n pc C1 C2 e1 e2 hC hE
  refine Dist.leakage_le' (π := observe m)
    (δ := Dist.map (observe m) (denote S1 T1 (some m) n pc C1 e1))
    (fun f => ?_) (fun f => ?_) ?_ hg
  · rw [Dist.exp_map]; exact (denote_strip S1 T1 m hS1 hm n pc C1 e1).exp_le f
  · rw [hb, Dist.exp_map]; exact (denote_strip S2 T2 m hS2 hm n pc C2 e2).exp_le f
  · rw [Dist.mass_map]; exact denote_mass_le S1 T1 (some m) hS1 n pc C1 e1

/-- **Leakage is bounded by nontermination, averaged** (Lemma 5, symmetric form): under the
hypotheses of Insulated TIPNI, for any two tests `g` and `h` of observations that add up to `1`
everywhere, `E₁[g] + E₂[h] ≤ 1`. With `g` the indicator of an event `A` and `h` of its complement
this is `P₁(A) + P₂(not A) ≤ 1`; for the event `A = {o | P₁(o) > P₂(o)}` it says that the
statistical distance between the two observed sub-distributions, `½ Σₒ |P₁(o) - P₂(o)|`, is at most
the average `½ (n₁ + n₂)` of the two runs' nontermination probabilities `nᵢ = 1 - massᵢ` (since
`Σₒ |P₁(o) - P₂(o)| = 2 (P₁(A) - P₂(A)) + mass₂ - mass₁`). -/
theorem denote_leakage_avg (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat) (pc : L)
    {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2)
    {g h : Observation L → W} (hgh : ∀ b, g b + h b = 1) :
    (denote S1 T1 none n pc C1 e1).exp (fun o => g (observe m o)) +
        (denote S2 T2 none n pc C2 e2).exp (fun o => h (observe m o)) ≤ 1 := by
  have hb := denote_skip_blind_of S1 S2 T1 T2 m hS hT n pc C1 C2 e1 e2 hC hE
  refine Dist.leakage_le (π := observe m)
    (δ := Dist.map (observe m) (denote S1 T1 (some m) n pc C1 e1)) (fun f => ?_)
      (fun f => ?_) ?_ hgh
  · rw [Dist.exp_map]; exact (denote_strip S1 T1 m hS1 hm n pc C1 e1).exp_le f
  · rw [hb, Dist.exp_map]; exact (denote_strip S2 T2 m hS2 hm n pc C2 e2).exp_le f
  · rw [Dist.mass_map]; exact denote_mass_le S1 T1 (some m) hS1 n pc C1 e1

/-- **Probabilistic noninterference under total termination** (the paper's Lemma 4): under the
hypotheses of Insulated TIPNI, when both runs terminate with probability `1` (mass `1` at depth
`n`), every test of observations with values in `[0, 1]` has the same expectation under both: the
observer sees the same distribution. -/
theorem denote_pni (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1)
    (hS2 : ∀ md C, (S2 md C).mass ≤ 1) (hS : Sampler.LowEq m S1 S2) (hT : Tools.Agree m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat) (pc : L) {C1 C2 : Session L}
    {e1 e2 : Term L} (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2)
    (h1 : (denote S1 T1 none n pc C1 e1).mass = 1) (h2 : (denote S2 T2 none n pc C2 e2).mass = 1)
    {g : Observation L → W} (hg : ∀ b, ∃ c, g b + c = 1) :
    (denote S1 T1 none n pc C1 e1).exp (fun o => g (observe m o)) =
      (denote S2 T2 none n pc C2 e2).exp (fun o => g (observe m o)) := by
  have := Dist.compatible_total_eq (denote_tipni S1 S2 T1 T2 hS1 hS2 hS hT hm n pc hC hE)
    (by rw [Dist.mass_map]; exact h1) (by rw [Dist.mass_map]; exact h2) hg
  rwa [Dist.exp_map, Dist.exp_map] at this

/-! ## What the host's effect log shows -/

section
noncomputable section
/-- What the host's effect log shows `m` (`Effects.shown`: the effects labelled at most `m`, whole),
read off what `m` observes of the effects (`Effects.observe`), for traces whose effects are labelled
above their `pc`s (every run's, `EvalFx.pc_flows_label`). -/
def Effects.shownOf (m : L) (x : List (Effect.Seen L)) : List (Effect L) :=
  open Classical in
  if h : ∃ E : List (Effect L), (∀ ev ∈ E, Flows ev.pc ev.label) ∧ Effects.observe m E = x then
    Effects.shown m (Classical.choose h)
  else []
end
end

omit [LabelSyntax L] in
/-- The log's view is a function of the observation: `Effects.shownOf` recovers it. -/
theorem Effects.shownOf_observe {m : L} {E : List (Effect L)}
    (hE : ∀ ev ∈ E, Flows ev.pc ev.label) :
    Effects.shownOf m (Effects.observe m E) = Effects.shown m E := by
  have h : ∃ E' : List (Effect L), (∀ ev ∈ E', Flows ev.pc ev.label) ∧
      Effects.observe m E' = Effects.observe m E := ⟨E, hE, rfl⟩
  simp only [Effects.shownOf, dif_pos h]
  obtain ⟨hwf, hobs⟩ := Classical.choose_spec h
  rw [← Effects.shown_visible hwf, ← Effects.shown_visible hE]
  exact Effects.Rel.shown_eq (Effects.observe_eq_iff.mp hobs)

/-- **Insulated TIPNI for the effect log**: under the hypotheses of `denote_tipni`, what `m`
observes of a run together with what the host's effect log (`Result.effects`) shows `m` — the
prompts and tool calls labelled at most `m` (a prompt by its conversation's label, a call by its
argument's deep label), whole, in order (`Effects.shown`) — have compatible distributions in the two
runs. -/
theorem denote_tipni_shown (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat)
    (pc : L) {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2)
    (hE : e1.LowEq m e2) :
    Dist.Compatible
      (Dist.map (fun o => (observe m o, Effects.shown m o.2.2.2)) (denote S1 T1 none n pc C1 e1))
      (Dist.map (fun o => (observe m o, Effects.shown m o.2.2.2))
        (denote S2 T2 none n pc C2 e2)) := by
  have key : ∀ (S : Sampler L W) (T : Tools L) (C : Session L) (e : Term L),
      Dist.map (fun o => (observe m o, Effects.shown m o.2.2.2)) (denote S T none n pc C e) =
        Dist.map (fun x => (x, Effects.shownOf m x.2.2.2))
          (Dist.map (observe m) (denote S T none n pc C e)) := by
    intro S T C e
    simp only [Dist.map, List.map_map]
    refine List.map_congr_left fun p hp => ?_
    obtain ⟨w, C', v, s, E⟩ := p
    obtain ⟨_, d⟩ := denote_eval (⟨fun _ _ _ => 0⟩ : Model L Nat) S T hp
    show (w, observe m (C', v, s, E), Effects.shown m E) =
      (w, observe m (C', v, s, E), Effects.shownOf m (Effects.observe m E))
    rw [Effects.shownOf_observe d.pc_flows_label]
  rw [key S1 T1 C1 e1, key S2 T2 C2 e2]
  exact Dist.Compatible.map _ (denote_tipni S1 S2 T1 T2 hS1 hS2 hS hT hm n pc hC hE)

end Llmbda

end
