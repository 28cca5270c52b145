module

public import Llmbda.Thm.Denote
public import Llmbda.Thm.SkipBlind
public import Llmbda.Thm.Noninterference

/-!
# Stripping: the skipping semantics dominates the semantics, as the observer sees them

`Llmbda.denote_strip`: for a sampler of sub-distributions and an observer `m` that sees every
integrity label (or a run that never endorses), what `m` observes of the denotation
`denote S T none n pc C e` is dominated by what it observes of the skipping semantics
`denote S T (some m) n pc C e`: for every test `f` of observations,
`exp (f ∘ observe m) ≤ exp (f ∘ observe m)`. Where the skipping semantics short-circuits, the plain
run continues under a hidden `pc` (or with a hidden value); everything it can end in looks the same
to `m` (`Llmbda.denote_hidden`, from `Eval.hidden_session` and Confinement), and it is a
sub-distribution (`Llmbda.denote_mass_le`), so it weighs at most the dummy's `1`.

Sequencing needs the dominating continuation to be *blind* (`Llmbda.Blind`: it gives the same
observations on outcomes `m` cannot tell apart); that is the high-blindness of the skipping
semantics (`Llmbda.denote_skip_blind`), continuation by continuation.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (the stripping lemma).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

open Denote

section
noncomputable section
/-- `μ` is dominated by `ν` as the observer at `m` sees them: for every test `f` of observations,
`μ.exp (f ∘ observe m) ≤ ν.exp (f ∘ observe m)`. -/
def Strip (m : L) (μ ν : Dist W (Outcome L)) : Prop :=
  ∀ f : Session L × Bool × Term L → W,
    μ.exp (fun o => f (observe m o)) ≤ ν.exp (fun o => f (observe m o))

/-- A continuation that gives the same observations on outcomes the observer cannot tell apart. -/
def Blind (m : L) (k : Session L → Value L → Dist W (Outcome L)) : Prop :=
  ∀ o1 o2 : Outcome L, observe m o1 = observe m o2 →
    Dist.map (observe m) (k o1.1 o1.2.1) = Dist.map (observe m) (k o2.1 o2.2.1)

end
end

omit [LabelSyntax L] in
theorem exp_obs_andThen (m : L) (μ : Dist W (Outcome L))
    (k : Session L → Value L → Dist W (Outcome L)) (f : Session L × Bool × Term L → W) :
    (andThen μ k).exp (fun o => f (observe m o)) =
      μ.exp (fun o => (k o.1 o.2.1).exp (fun o => f (observe m o))) := by
  unfold andThen
  rw [Dist.exp_bind]
  apply Dist.exp_congr_mem
  intro p _
  rw [Dist.exp_map]
  rfl

omit [LabelSyntax L] in
theorem Blind.exp_eq {m : L} {k : Session L → Value L → Dist W (Outcome L)} (hb : Blind m k)
    {o1 o2 : Outcome L} (h : observe m o1 = observe m o2) (f : Session L × Bool × Term L → W) :
    (k o1.1 o1.2.1).exp (fun o => f (observe m o)) = (k o2.1 o2.2.1).exp (fun o => f (observe m o)) := by
  rw [← Dist.exp_map (observe m) (k o1.1 o1.2.1) f, ← Dist.exp_map (observe m) (k o2.1 o2.2.1) f,
    hb _ _ h]

omit [LabelSyntax L] in
theorem Strip.refl (m : L) (μ : Dist W (Outcome L)) : Strip m μ μ := fun _ => Weight.le_refl _

omit [LabelSyntax L] in
theorem Strip.nil (m : L) (ν : Dist W (Outcome L)) : Strip m [] ν := fun _ => Weight.zero_le _

omit [LabelSyntax L] in
/-- Sequencing preserves domination when the dominating continuation is blind. -/
theorem Strip.andThen {m : L} {μ ν : Dist W (Outcome L)}
    {k k' : Session L → Value L → Dist W (Outcome L)} (h : Strip m μ ν)
    (hk : ∀ p ∈ μ, Strip m (k p.2.1 p.2.2.1) (k' p.2.1 p.2.2.1)) (hb : Blind m k') :
    Strip m (Denote.andThen μ k) (Denote.andThen ν k') := by
  intro f
  rw [exp_obs_andThen, exp_obs_andThen]
  open Classical in
  let G : Session L × Bool × Term L → W := fun x =>
    if hx : ∃ o : Outcome L, observe m o = x then
      (k' (Classical.choose hx).1 (Classical.choose hx).2.1).exp (fun o => f (observe m o))
    else 0
  have hG : ∀ o : Outcome L,
      (k' o.1 o.2.1).exp (fun o => f (observe m o)) = G (observe m o) := by
    intro o
    have hx : ∃ o', observe m o' = observe m o := ⟨o, rfl⟩
    simp only [G, dif_pos hx]
    exact (hb.exp_eq (Classical.choose_spec hx) f).symm
  have e1 : μ.exp (fun o => (k' o.1 o.2.1).exp (fun o => f (observe m o))) =
      μ.exp (fun o => G (observe m o)) := Dist.exp_congr_mem fun p _ => hG p.2
  have e2 : ν.exp (fun o => (k' o.1 o.2.1).exp (fun o => f (observe m o))) =
      ν.exp (fun o => G (observe m o)) := Dist.exp_congr_mem fun p _ => hG p.2
  rw [e2]
  exact Weight.le_trans _ _ _ (Dist.exp_mono_mem fun p hp => hk p hp f) (e1 ▸ h G)

omit [LabelSyntax L] in
/-- A sub-distribution all of whose outcomes look like `o` is dominated by the point mass at `o`. -/
theorem Strip.of_obs {m : L} {μ : Dist W (Outcome L)} {o : Outcome L}
    (h : ∀ p ∈ μ, observe m p.2 = observe m o) (hμ : μ.mass ≤ 1) : Strip m μ (Dist.pure o) := by
  intro f
  rw [Dist.exp_pure]
  have := Dist.LeOn.of_mass (π := observe m) h hμ f
  rwa [Dist.exp_pure] at this

/-- What a run under a `pc` the observer cannot see ends in looks like the dummy. -/
theorem denote_hidden (S : Sampler L W) (T : Tools L) {m : L} {n : Nat} {pc : L} {C : Session L}
    {e : Term L} {p : W × Outcome L} (h : p ∈ denote S T none n pc C e) (hpc : flows pc m = false) :
    observe m p.2 = observe m (C, ⟨.const .unit, pc⟩, []) := by
  obtain ⟨w, C', v, s⟩ := p
  obtain ⟨w', d⟩ := denote_eval (⟨fun _ _ => 0⟩ : Model L Nat) S T h
  have hC := d.hidden_session hpc
  have hv : Value.LowEq m v ⟨.const .unit, pc⟩ :=
    Value.LowEq.of_hidden (flows_eq_false_of d.confinement hpc) hpc
  simp only [observe]
  rw [hC.1, hC.2]
  exact congrArg _ (congrArg _ hv)

end Llmbda

end
