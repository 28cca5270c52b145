module

public import Llmbda.Thm.Tipni

/-!
# The limit of the finite-depth denotations

`denote … n …` is the denotation cut at evaluation depth `n`; the paper's denotation is its limit as
`n` grows. What makes the limit well defined, and the theorems about it:

* `Llmbda.denote_mono`: the denotations increase with the depth — for every test `f`, the
  expectation at depth `n` is at most the expectation at any depth `n' ≥ n` (as sub-distributions,
  `LeOn id`): a deeper cut only adds runs, and never counts a run twice (together with
  `Llmbda.denote_trace_unique`: a trace determines the outcome). With `denote_mass_le`, every
  expectation of a test with values in `[0, 1]` is an increasing sequence bounded by `1`, whose
  limit is the paper's denotation (Lean has no real numbers here to state the limit itself).
* `Llmbda.denote_tipni_depths`: Insulated TIPNI across depths — the first run cut at any depth
  `n1` and the second at any depth `n2` have compatible observed denotations. So one
  sub-distribution of mass at most `1` dominates any two cuts, which is what compatibility of the
  two limits means for every test.

* `Llmbda.denote_pni_limit`: the paper's Lemma 4 for runs that terminate with probability `1` in
  the limit (`Weight.TendsToOne` of the masses), not within one depth: every test of
  observations with values in `[0, 1]` has the same limit of expectations in the two runs, stated
  as the same upper bounds (the limit of an increasing sequence is its least upper bound).

pin: 'Llmbda.denote_mono' does not depend on any axioms
pin: 'Llmbda.denote_pni_limit' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.denote_tipni_depths' depends on axioms: [propext, Classical.choice]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §5 (the denotation as a limit).
-/

public section

namespace Llmbda

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

open Denote

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- Domination is a congruence for `andThen`. -/
theorem Denote.LeOn.andThen {μ μ' : Dist W (Outcome L)}
    {k k' : Session L → Value L → Dist W (Outcome L)}
    (h : Dist.LeOn id μ μ') (hk : ∀ C v, Dist.LeOn id (k C v) (k' C v)) :
    Dist.LeOn id (andThen μ k) (andThen μ' k') :=
  Dist.LeOn.bind h fun o => Dist.LeOn.map (hk o.1 o.2.1) fun _ => rfl

omit [DecidableEq L] in
/-- Domination is a congruence for `sample`. -/
theorem Denote.LeOn.sample {S : Sampler L W} {md : ReplyMode} {C : Session L} {lc : L}
    {ev : Effect L} {k k' : Session L → Term L → Dist W (Outcome L)}
    (hk : ∀ C t, Dist.LeOn id (k C t) (k' C t)) :
    Dist.LeOn id (sample S md C lc ev k) (sample S md C lc ev k') := by
  refine Dist.LeOn.bind_right fun p _ => ?_
  split
  · exact Dist.LeOn.map (hk _ _) fun _ => rfl
  · exact Dist.LeOn.refl _

/-- One more level of depth only adds runs. -/
theorem denote_succ_le (S : Sampler L W) (T : Tools L) (m : Option L) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L),
      Dist.LeOn id (denote S T m n pc C e) (denote S T m (n + 1) pc C e) := by
  intro n
  induction n with
  | zero => intro pc C e; exact Dist.LeOn.nil _ _
  | succ d ih =>
    intro pc C e
    simp only [denote]
    refine Dist.LeOn.ite (fun _ => Dist.LeOn.refl _) fun _ => ?_
    cases e <;> simp only <;>
      repeat (first
        | exact Dist.LeOn.nil _ _ | exact Dist.LeOn.refl _ | exact ih _ _ _
        | exact Dist.LeOn.map (ih _ _ _) fun _ => rfl
        | exact Denote.LeOn.sample fun _ _ => ih _ _ _
        | (refine Denote.LeOn.andThen (ih _ _ _) fun _ _ => ?_)
        | (refine Dist.LeOn.ite (fun _ => ?_) (fun _ => ?_))
        | split)

/-- **The denotations increase with the depth**: for `n ≤ n'`, every test's expectation at depth
`n` is at most its expectation at depth `n'` (`LeOn id`: the sub-distribution at depth `n` is
dominated by the one at depth `n'`). With `denote_mass_le`, the expectations of a test with values
in `[0, 1]` form an increasing sequence bounded by `1`: the paper's denotation is their limit. -/
theorem denote_mono (S : Sampler L W) (T : Tools L) (m : Option L) {n n' : Nat} (h : n ≤ n')
    (pc : L) (C : Session L) (e : Term L) :
    Dist.LeOn id (denote S T m n pc C e) (denote S T m n' pc C e) := by
  induction h with
  | refl => exact Dist.LeOn.refl _
  | step _ ih => exact Dist.LeOn.trans ih (denote_succ_le S T m _ pc C e)

/-- **Insulated TIPNI across depths** (towards the limit): under the hypotheses of
`denote_tipni`, the first run cut at any depth `n1` and the second at any depth `n2` have
compatible observed denotations — one sub-distribution of mass at most `1` dominates both, so it
dominates every pair of cuts, and hence (for every test) the two limits. -/
theorem denote_tipni_depths (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true) (n1 n2 : Nat)
    (pc : L) {C1 C2 : Session L} {e1 e2 : Term L} (hC : Session.LowEq m C1 C2)
    (hE : e1.LowEq m e2) :
    Dist.Compatible (Dist.map (observe m) (denote S1 T1 none n1 pc C1 e1))
      (Dist.map (observe m) (denote S2 T2 none n2 pc C2 e2)) := by
  obtain ⟨δ, hδ, h1, h2⟩ := denote_tipni S1 S2 T1 T2 hS1 hS2 hS hT hm (max n1 n2) pc hC hE
  refine ⟨δ, hδ, ?_, ?_⟩
  · exact Dist.LeOn.trans (Dist.LeOn.map (denote_mono S1 T1 none (Nat.le_max_left n1 n2) pc C1 e1)
      fun _ => rfl) h1
  · exact Dist.LeOn.trans (Dist.LeOn.map (denote_mono S2 T2 none (Nat.le_max_right n1 n2) pc C2 e2)
      fun _ => rfl) h2

/-- **Probabilistic noninterference under almost-sure termination** (the paper's Lemma 4, in the
limit): under the hypotheses of Insulated TIPNI, when both runs terminate with probability `1` — the
masses of their denotations tend to `1` as the depth grows, though no depth need reach it — every
test `g` of observations with values in `[0, 1]` has the same limit of expectations in the two runs.
The expectations increase with the depth (`denote_mono`), so each limit is the least upper bound;
the conclusion says the two sequences have the same upper bounds, i.e. the same limit. Weights must
have no infinitesimal gaps (`Weight.Dense`, true of the probabilities `NNRat`). -/
theorem denote_pni_limit (S1 S2 : Sampler L W) (T1 T2 : Tools L) {m : L}
    (hS1 : ∀ md C, (S1 md C).mass ≤ 1) (hS2 : ∀ md C, (S2 md C).mass ≤ 1)
    (hS : Sampler.LowEq m S1 S2)
    (hT : Tools.Agree m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true)
    (hW : Weight.Dense W) (pc : L) {C1 C2 : Session L} {e1 e2 : Term L}
    (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2)
    (h1 : Weight.TendsToOne fun n => (denote S1 T1 none n pc C1 e1).mass)
    (h2 : Weight.TendsToOne fun n => (denote S2 T2 none n pc C2 e2).mass)
    {g : Observation L → W} (hg : ∀ b, ∃ c, g b + c = 1) (b : W) :
    (∀ n, (denote S1 T1 none n pc C1 e1).exp (fun o => g (observe m o)) ≤ b) ↔
      (∀ n, (denote S2 T2 none n pc C2 e2).exp (fun o => g (observe m o)) ≤ b) := by
  have hc := fun n1 n2 => denote_tipni_depths S1 S2 T1 T2 hS1 hS2 hS hT hm n1 n2 pc hC hE
  have h1' : Weight.TendsToOne
    fun n => (Dist.map (observe m) (denote S1 T1 none n pc C1 e1)).mass := by
    simpa only [Dist.mass_map] using h1
  have h2' : Weight.TendsToOne
    fun n => (Dist.map (observe m) (denote S2 T2 none n pc C2 e2)).mass := by
    simpa only [Dist.mass_map] using h2
  constructor
  · intro hb n
    have := Dist.Compatible.le_of_tendsToOne (fun n1 n2 => (hc n2 n1).symm) hW h1' hg
      (b := b) (fun n => by rw [Dist.exp_map]; exact hb n) n
    rwa [Dist.exp_map] at this
  · intro hb n
    have := Dist.Compatible.le_of_tendsToOne hc hW h2' hg (b := b)
      (fun n => by rw [Dist.exp_map]; exact hb n) n
    rwa [Dist.exp_map] at this

end Llmbda

end
