module

public import Llmbda.Thm.LowEq
public import Llmbda.Thm.PevalSound
public import Llmbda.Thm.Confinement

/-!
# Sinks: no tool is given an argument above its clearance

Tools declare a clearance (`Tools.bound`), and `E-Call` runs a tool only when the argument's deep
label and `pc` flow to it. In the semantics a tool is a function, so "a tool never receives an
argument above its clearance" is the statement that nothing a run does depends on what a tool
would answer for such an argument: `Llmbda.Eval.guard_iff` — every run with tools `T` is a run
with `T.guard` (each tool refusing every argument above its bound) and back, with the same
conversation, value, weight and trace (from `Llmbda.Eval.tools_congr`: a run sees the tools only
through their clearances and their answers to calls that pass the check), and
`Llmbda.peval_confinement` is Confinement for the interpreter itself.

The host's own checks at its sinks (the banking tools re-check an argument's deep label) are
defence in depth behind this one (TCB.md).

pin: 'Llmbda.Eval.guard_iff' depends on axioms: [propext]
pin: 'Llmbda.Eval.tools_congr' does not depend on any axioms
pin: 'Llmbda.peval_confinement' does not depend on any axioms
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local infix:50 " ⊑ " => Flows

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]
variable {M : Model L W} {T : Tools L}

omit [LabelSyntax L] in
/-- A call that passes `E-Call`'s check is answered by the guarded tool as by the tool. -/
theorem Tools.guard_run {T : Tools L} {pc l : L} {name : String} {r : Term L}
    (hb : flows (pc ⊔ (l ⊔ r.innerLabel)) (T.bound name) = true) :
    T.guard.run name ⟨r, l⟩ = T.run name ⟨r, l⟩ := by
  simp only [flows_join_eq, Bool.and_eq_true] at hb
  simp only [Tools.guard, Value.deepLabel, flows_join_eq, hb.2.1, hb.2.2, Bool.and_self, ↓reduceIte]

/-- **Runs see the tools only through their clearances and their answers within them**: a run
with tools `T` is a run with any tools `T'` that have the same clearances and answer as `T` every
call that passes `E-Call`'s check. -/
theorem Eval.tools_congr {T' : Tools L} (hb : T'.bound = T.bound)
    (hr : ∀ name pc l (r : Term L), flows (pc ⊔ (l ⊔ r.innerLabel)) (T.bound name) = true →
      T'.run name ⟨r, l⟩ = T.run name ⟨r, l⟩)
    {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W} {s : List String}
    (h : Eval M T pc C e C' v w s) : Eval M T' pc C e C' v w s := by
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
  | call _ hb' ht ih => exact .call ih (by rw [hb]; exact hb') (by rw [hr _ _ _ _ hb']; exact ht)

/-- **No tool is given an argument above its clearance**: a tool's answers to arguments above its
bound never matter — the runs with the tools `T` are exactly the runs with `T.guard`, in which
every tool refuses every argument whose deep label (with `pc`) does not flow to its bound: the
same conversation, value, weight and trace. -/
theorem Eval.guard_iff {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} : Eval M T pc C e C' v w s ↔ Eval M T.guard pc C e C' v w s :=
  ⟨Eval.tools_congr (T := T) (T' := T.guard) rfl fun _ _ _ _ hb => Tools.guard_run hb,
   Eval.tools_congr (T := T.guard) (T' := T) rfl
     fun _ _ _ _ hb => (Tools.guard_run (T := T) hb).symm⟩

/-- **Confinement for `peval`** (Lemma 1 for the interpreter): every value `peval` returns is
labelled above the `pc` it was computed under. -/
theorem peval_confinement (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st : State L)
    (e : Term L) (st' : State L) (v : Value L) (h : peval O T d pc st e = .ok st' v) :
    pc ⊑ v.label :=
  let ⟨_, _, hd⟩ := peval_sound (W := Nat) ⟨fun _ _ _ => 1⟩ O T d pc st e st' v h
  hd.confinement

end Llmbda

end
