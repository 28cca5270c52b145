module

public import Llmbda.Spec.Effects

/-!
# The instrumentation changes no run

`Llmbda.EvalFx.eval` and `Llmbda.Eval.effects`: erasing the effect trace of an `EvalFx` run gives an
`Eval` run, and every `Eval` run has an effect trace. So every theorem about `Eval` is a theorem
about the instrumented runs, and the two copies of the rules (`Spec/Eval.lean`, `Spec/Effects.lean`)
are held together: a premise changed in one and not the other breaks one of these proofs.

pin: 'Llmbda.EvalFx.eval' does not depend on any axioms
pin: 'Llmbda.Eval.effects' does not depend on any axioms
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]
variable {M : Model L W} {T : Tools L}

/-! ## The instrumentation changes no run -/

/-- **Erasing the effect trace gives a run of `Eval`.** -/
theorem EvalFx.eval {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) :
    Eval M T pc C e C' v w s := by
  induction h with
  | const => exact .const
  | lit => exact .lit
  | lam => exact .lam
  | fix => exact .fix
  | val => exact .val
  | app _ _ _ ih1 ih2 ih3 => exact .app ih1 ih2 ih3
  | appFix _ _ _ ih1 ih2 ih3 => exact .appFix ih1 ih2 ih3
  | iteTrue _ _ ih1 ih2 => exact .iteTrue ih1 ih2
  | iteFalse _ _ ih1 ih2 => exact .iteFalse ih1 ih2
  | prim1 _ hp ih => exact .prim1 ih hp
  | prim2 _ _ hp ih1 ih2 => exact .prim2 ih1 ih2 hp
  | pair _ _ ih1 ih2 => exact .pair ih1 ih2
  | fst _ ih => exact .fst ih
  | snd _ ih => exact .snd ih
  | labS _ ih => exact .labS ih
  | labD _ _ ih1 ih2 => exact .labD ih1 ih2
  | test _ _ ih1 ih2 => exact .test ih1 ih2
  | assert _ _ hf ih1 ih2 => exact .assert ih1 ih2 hf
  | endorse _ _ hc ih1 ih2 => exact .endorse ih1 ih2 hc
  | send _ hf ih => exact .send ih hf
  | recv hf hp _ ih => exact .recv hf hp ih
  | fork _ ih => exact .fork ih
  | clear hf => exact .clear hf
  | call _ hb ht ih => exact .call ih hb ht

/-- **Every run of `Eval` has an effect trace.** -/
theorem Eval.effects {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} (h : Eval M T pc C e C' v w s) : ∃ E, EvalFx M T pc C e C' v w s E := by
  induction h with
  | const => exact ⟨_, .const⟩
  | lit => exact ⟨_, .lit⟩
  | lam => exact ⟨_, .lam⟩
  | fix => exact ⟨_, .fix⟩
  | val => exact ⟨_, .val⟩
  | app _ _ _ ih1 ih2 ih3 =>
    obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; obtain ⟨_, h3⟩ := ih3; exact ⟨_, .app h1 h2 h3⟩
  | appFix _ _ _ ih1 ih2 ih3 =>
    obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; obtain ⟨_, h3⟩ := ih3; exact ⟨_, .appFix h1 h2 h3⟩
  | iteTrue _ _ ih1 ih2 => obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .iteTrue h1 h2⟩
  | iteFalse _ _ ih1 ih2 => obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .iteFalse h1 h2⟩
  | prim1 _ hp ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .prim1 h hp⟩
  | prim2 _ _ hp ih1 ih2 => obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .prim2 h1 h2 hp⟩
  | pair _ _ ih1 ih2 => obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .pair h1 h2⟩
  | fst _ ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .fst h⟩
  | snd _ ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .snd h⟩
  | labS _ ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .labS h⟩
  | labD _ _ ih1 ih2 => obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .labD h1 h2⟩
  | test _ _ ih1 ih2 => obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .test h1 h2⟩
  | assert _ _ hf ih1 ih2 =>
    obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .assert h1 h2 hf⟩
  | endorse _ _ hc ih1 ih2 =>
    obtain ⟨_, h1⟩ := ih1; obtain ⟨_, h2⟩ := ih2; exact ⟨_, .endorse h1 h2 hc⟩
  | send _ hf ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .send h hf⟩
  | recv hf hp _ ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .recv hf hp h⟩
  | fork _ ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .fork h⟩
  | clear hf => exact ⟨_, .clear hf⟩
  | call _ hb ht ih => obtain ⟨_, h⟩ := ih; exact ⟨_, .call h hb ht⟩

end Llmbda

end
