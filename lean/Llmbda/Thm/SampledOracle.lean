module

public import Llmbda.Thm.Oracular
public import Llmbda.Thm.Tipni

/-!
# TIPNI for `peval` under a sampled oracle

`Llmbda.peval_tipni`: from a depth and a fuel on (every larger one, the same for both runs),
sampling each run's replies from its model (an outcome of the denotation, with its weight) and
running the interpreter `peval` with an oracle that answers them
(`Llmbda.denote_eq_peval_of_le`, Theorem 3 as one equation) gives, for what an observer `m` sees of
the runs that return a value (the conversation, the value, and the effects `peval` recorded in its
state, as `observe` shows them), compatible distributions — Insulated TIPNI for `peval` itself,
whatever the oracle's answers depend on (the call count included: the oracle is the sampled
trace). `Llmbda.peval_tipni_shown` says the same of what the effect log shows the observer.

pin: 'Llmbda.peval_tipni' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.peval_tipni_shown' depends on axioms: [propext, Classical.choice]
-/

public section

namespace Llmbda

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

omit [Weight W] in
/-- Running `peval` on each sampled outcome, as in `denote_eq_peval`, and looking at the result
through `g` gives `g` of the outcomes. -/
theorem map_okPart_of_eq {β : Type} {D F : Nat} {T : Tools L} {pc : L} {C : Session L} {e : Term L}
    {μ : Dist W (Outcome L)} (g : Session L × Value L × List (Effect L) → β)
    (h : Dist.map (fun o => (peval (Oracle.script o.2.2.1) T D pc (State.init C F) e).okPart) μ =
      Dist.map (fun o => some (o.1, o.2.1, o.2.2.2)) μ) :
    Dist.map (fun o => (peval (Oracle.script o.2.2.1) T D pc (State.init C F) e).okPart.map g) μ =
      Dist.map some (Dist.map (fun o => g (o.1, o.2.1, o.2.2.2)) μ) := by
  have := congrArg (Dist.map (Option.map g)) h
  simp only [Dist.map, List.map_map] at this ⊢
  exact this.trans (List.map_congr_left fun _ _ => rfl)

/-- **TIPNI for `peval` under a sampled oracle**: under the hypotheses of Insulated TIPNI, there
are a depth and a fuel from which on (every larger depth and fuel, the same for both runs)
sampling each run's replies from its model and running `peval` with them gives compatible
distributions of what `m` observes of the runs that return a value: the conversation, the value and
the effect trace `peval` recorded (`State.trace`). From that depth and fuel on `peval` returns
exactly the denotation's outcomes (`denote_eq_peval_of_le`), so the statement cannot hold by both
runs failing (`LlmbdaTest/Bites.lean` refutes it for a pair that differs where `m` looks). -/
theorem peval_tipni (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat)
    (pc : L) {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2)
    (hE : e1.LowEq m e2) :
    ∃ D0 F0, ∀ D F, D0 ≤ D → F0 ≤ F → Dist.Compatible
      (Dist.map (fun o => (peval (Oracle.script o.2.2.1) T1 D pc (State.init C1 F) e1).okPart.map
        fun r => observe m (r.1, r.2.1, [], r.2.2)) (denote S1 T1 none n pc C1 e1))
      (Dist.map (fun o => (peval (Oracle.script o.2.2.1) T2 D pc (State.init C2 F) e2).okPart.map
        fun r => observe m (r.1, r.2.1, [], r.2.2)) (denote S2 T2 none n pc C2 e2)) := by
  obtain ⟨D1, F1, h1⟩ := denote_eq_peval_of_le S1 T1 n pc C1 e1
  obtain ⟨D2, F2, h2⟩ := denote_eq_peval_of_le S2 T2 n pc C2 e2
  refine ⟨max D1 D2, max F1 F2, fun D F hD hF => ?_⟩
  rw [map_okPart_of_eq _ (h1 D F (Nat.le_trans (Nat.le_max_left _ _) hD)
      (Nat.le_trans (Nat.le_max_left _ _) hF)),
    map_okPart_of_eq _ (h2 D F (Nat.le_trans (Nat.le_max_right _ _) hD)
      (Nat.le_trans (Nat.le_max_right _ _) hF))]
  exact Dist.Compatible.map some (denote_tipni S1 S2 T1 T2 hS1 hS2 hS hT hm n pc hC hE)

/-- **TIPNI for `peval`'s effect log under a sampled oracle**: as `peval_tipni` (from a depth and a
fuel on, the same for both runs), for what `m` observes together with what the effect log shows
`m` (`Effects.shown` of the trace `peval` recorded: the prompts and calls labelled at most `m`,
whole, in order). -/
theorem peval_tipni_shown (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true) (n : Nat)
    (pc : L) {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2)
    (hE : e1.LowEq m e2) :
    ∃ D0 F0, ∀ D F, D0 ≤ D → F0 ≤ F → Dist.Compatible
      (Dist.map (fun o => (peval (Oracle.script o.2.2.1) T1 D pc (State.init C1 F) e1).okPart.map
        fun r => (observe m (r.1, r.2.1, [], r.2.2), Effects.shown m r.2.2))
        (denote S1 T1 none n pc C1 e1))
      (Dist.map (fun o => (peval (Oracle.script o.2.2.1) T2 D pc (State.init C2 F) e2).okPart.map
        fun r => (observe m (r.1, r.2.1, [], r.2.2), Effects.shown m r.2.2))
        (denote S2 T2 none n pc C2 e2)) := by
  obtain ⟨D1, F1, h1⟩ := denote_eq_peval_of_le S1 T1 n pc C1 e1
  obtain ⟨D2, F2, h2⟩ := denote_eq_peval_of_le S2 T2 n pc C2 e2
  refine ⟨max D1 D2, max F1 F2, fun D F hD hF => ?_⟩
  rw [map_okPart_of_eq _ (h1 D F (Nat.le_trans (Nat.le_max_left _ _) hD)
      (Nat.le_trans (Nat.le_max_left _ _) hF)),
    map_okPart_of_eq _ (h2 D F (Nat.le_trans (Nat.le_max_right _ _) hD)
      (Nat.le_trans (Nat.le_max_right _ _) hF))]
  exact Dist.Compatible.map some (denote_tipni_shown S1 S2 T1 T2 hS1 hS2 hS hT hm n pc hC hE)

end Llmbda

end
