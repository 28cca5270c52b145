module

public import Llmbda.Spec.Effects
public import Llmbda.Thm.EvalFx
public import Llmbda.Thm.Noninterference

/-!
# Effect traces: the instrumentation changes no run, and the effects an observer sees do not depend
on what it cannot see

* (`Thm/EvalFx.lean`) `Llmbda.EvalFx.eval`, `Llmbda.Eval.effects`: erasing the effect trace of an
  `EvalFx` run gives an `Eval` run, and every `Eval` run has an effect trace: the theorems about
  `Eval` are theorems about the instrumented runs.
* `Llmbda.EvalFx.effects_above`: every effect of a run under `pc` is made under a `pc` above it, so
  a run under a `pc` the observer cannot see shows it no effect at all (`EvalFx.visible_eq_nil`).
* `Llmbda.EvalFx.calls_bounded`: **no tool call in any run receives an argument above the tool's
  clearance**: every call in the trace has its argument's deep label, joined with its `pc`, below
  `T.bound name`.
* `Llmbda.EvalFx.effects_tini`, `Llmbda.EvalFx.effects_tini_of_endorseFree`: **noninterference for
  effects**. Under the hypotheses of `Llmbda.Eval.tini` (two models and two tool sets the observer
  cannot tell apart: the attacker chooses every reply and tool result it cannot see), the effects
  the observer at `m` sees come in the same order in both runs and look alike: the same tools
  called, with `∼m`-related arguments, and the model shown `∼m`-related conversations — including
  the prompts made inside `fork` and before `clear`, which leave no trace in the final
  conversation.
* `Llmbda.EvalFx.shown_eq`: what the host's effect log shows an observer (the effects whose label
  flows to it: a call's argument's deep label, a prompt's conversation label) is the same in both
  runs.
* `Llmbda.peval_effects`, `Llmbda.peval_effects_tini`, `Llmbda.run_effects_tini`: `peval` records
  the trace (its state's effects, `State.trace`, gain exactly an `EvalFx` derivation's trace), and
  the same noninterference holds of what it records; `Llmbda.peval_guard`: every call `peval`
  records was made above the run's `pc` and within its tool's clearance (the guard, for the
  interpreter).

pin: 'Llmbda.EvalFx.calls_bounded' depends on axioms: [propext]
pin: 'Llmbda.EvalFx.effects_tini' depends on axioms: [propext]
pin: 'Llmbda.EvalFx.effects_tini_of_endorseFree' depends on axioms: [propext]
pin: 'Llmbda.peval_effects' depends on axioms: [propext]
pin: 'Llmbda.peval_effects_tini' depends on axioms: [propext]
pin: 'Llmbda.run_effects_tini' depends on axioms: [propext]
pin: 'Llmbda.EvalFx.shown_eq' depends on axioms: [propext]
pin: 'Llmbda.peval_guard' depends on axioms: [propext]
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local infix:50 " ⊑ " => Flows

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]
variable {M : Model L W} {T : Tools L}

/-! ## Effects are made above `pc`; calls within their clearances -/

/-- What every effect of a run under `pc` satisfies: it was made under a `pc'` above `pc`, it is
labelled above `pc'` (a call's argument by Confinement, a prompt's conversation by the
no-sensitive-upgrade premise of `recv`), and a call passed its tool's clearance. -/
def EffectWf (T : Tools L) (pc : L) (ev : Effect L) : Prop :=
  pc ⊑ ev.pc ∧ ev.pc ⊑ ev.label ∧
    ∀ pc' name (a : Value L), ev = .call pc' name a →
      flows (pc' ⊔ a.deepLabel) (T.bound name) = true

omit [LabelSyntax L] in
/-- `EffectWf` for a `pc` holds for every lower `pc`. -/
theorem EffectWf.mono {pc pc' : L} {ev : Effect L} (hp : pc ⊑ pc') (h : EffectWf T pc' ev) :
    EffectWf T pc ev :=
  ⟨flows_trans hp h.1, h.2⟩

/-- Every effect of a run satisfies `EffectWf`. -/
theorem EvalFx.effects_wf {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) :
    ∀ ev ∈ E, EffectWf T pc ev := by
  induction h with
  | const | lit | lam | fix | val | clear => intro ev hev; cases hev
  | app _ _ _ ih1 ih2 ih3 | appFix _ _ _ ih1 ih2 ih3 =>
    intro ev hev
    simp only [List.mem_append] at hev
    rcases hev with (hev | hev) | hev
    · exact ih1 ev hev
    · exact ih2 ev hev
    · exact (ih3 ev hev).mono (flows_join_left _ _)
  | iteTrue _ _ ih1 ih2 | iteFalse _ _ ih1 ih2 =>
    intro ev hev
    rcases List.mem_append.mp hev with hev | hev
    · exact ih1 ev hev
    · exact (ih2 ev hev).mono (flows_join_left _ _)
  | prim2 _ _ _ ih1 ih2 | pair _ _ ih1 ih2 | labD _ _ ih1 ih2 | test _ _ ih1 ih2
  | assert _ _ _ ih1 ih2 | endorse _ _ _ ih1 ih2 =>
    intro ev hev
    rcases List.mem_append.mp hev with hev | hev
    · exact ih1 ev hev
    · exact ih2 ev hev
  | prim1 _ _ ih | fst _ ih | snd _ ih | labS _ ih | send _ _ ih | fork _ ih => exact ih
  | recv hf _ _ ih =>
    intro ev hev
    rcases List.mem_cons.mp hev with rfl | hev
    · exact ⟨flows_refl _, flows_iff.mp hf, fun _ _ _ h => by cases h⟩
    · exact (ih ev hev).mono (flows_join_left _ _)
  | call d hb _ ih =>
    intro ev hev
    rcases List.mem_append.mp hev with hev | hev
    · exact ih ev hev
    · rcases List.mem_singleton.mp hev with rfl
      exact ⟨flows_refl _, flows_join_of_left _ d.eval.confinement,
        fun _ _ _ h => by cases h; exact hb⟩

/-- Every effect of a run under `pc` is made under a `pc` above it. -/
theorem EvalFx.effects_above {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) :
    ∀ ev ∈ E, pc ⊑ ev.pc :=
  fun ev hev => (h.effects_wf ev hev).1

/-- A run under a `pc` the observer at `m` cannot see shows it no effect. -/
theorem EvalFx.visible_eq_nil {m pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E)
    (hpc : flows pc m = false) : E.filter (Effect.Visible m) = [] :=
  List.filter_eq_nil_iff.mpr fun ev hev => by
    simp [Effect.Visible, flows_eq_false_of (h.effects_above ev hev) hpc]

/-- **No tool call in any run receives an argument above the tool's clearance**: every call in the
effect trace of a run, under `pc'` to the tool `name` with argument `v`, has `pc' ⊔ deep(v)` below
`T.bound name`. -/
theorem EvalFx.calls_bounded {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) :
    ∀ pc' name (a : Value L), Effect.call pc' name a ∈ E →
      flows (pc' ⊔ a.deepLabel) (T.bound name) = true :=
  fun _ _ _ hev => (h.effects_wf _ hev).2.2 _ _ _ rfl

/-! ## Traces the observer cannot tell apart -/

variable {m : L}

omit [LabelSyntax L] in
/-- Pointwise related lists, appended, are pointwise related. -/
theorem Effects.Rel.append {a b c d : List (Effect L)} (h1 : Effects.Rel m a b)
    (h2 : Effects.Rel m c d) : Effects.Rel m (a ++ c) (b ++ d) := by
  induction a generalizing b with
  | nil => cases b with
    | nil => exact h2
    | cons _ _ => exact h1.elim
  | cons x xs ih => cases b with
    | nil => exact h1.elim
    | cons y ys => exact ⟨h1.1, ih h1.2⟩

omit [LabelSyntax L] in
/-- Traces the observer cannot tell apart, appended, are traces it cannot tell apart. -/
theorem Effects.LowEq.append {E1 E2 F1 F2 : List (Effect L)} (h1 : Effects.LowEq m E1 E2)
    (h2 : Effects.LowEq m F1 F2) : Effects.LowEq m (E1 ++ F1) (E2 ++ F2) := by
  unfold Effects.LowEq at *
  rw [List.filter_append, List.filter_append]
  exact h1.append h2

omit [LabelSyntax L] in
/-- Two effects made under the same `pc` that look alike whenever the observer can see them. -/
theorem Effects.LowEq.single {ev1 ev2 : Effect L} (hpc : ev1.pc = ev2.pc)
    (h : flows ev1.pc m = true → Effect.LowEq m ev1 ev2) : Effects.LowEq m [ev1] [ev2] := by
  unfold Effects.LowEq
  cases hv : flows ev1.pc m
  · have hv' : flows ev2.pc m = false := hpc ▸ hv
    simp [Effect.Visible, hv, hv', Effects.Rel]
  · have hv' : flows ev2.pc m = true := hpc ▸ hv
    simp only [List.filter_cons, Effect.Visible, hv, hv', if_true, List.filter_nil]
    exact ⟨h hv, trivial⟩

/-- Two runs under `pc`s the observer at `m` cannot see: their traces look alike (empty) to it. -/
theorem Effects.LowEq.of_hidden {M1 M2 : Model L Nat} {T1 T2 : Tools L} {p1 p2 : L}
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {v1 v2 : Value L}
    {w1 w2 : Nat} {s1 s2 : List String}
    {E1 E2 : List (Effect L)}
    (h1 : EvalFx M1 T1 p1 C1 e1 C1' v1 w1 s1 E1) (h2 : EvalFx M2 T2 p2 C2 e2 C2' v2 w2 s2 E2)
    (hp1 : flows p1 m = false) (hp2 : flows p2 m = false) : Effects.LowEq m E1 E2 := by
  unfold Effects.LowEq
  rw [h1.visible_eq_nil hp1, h2.visible_eq_nil hp2]
  exact trivial

omit [LabelSyntax L] in
/-- Two empty traces. -/
theorem Effects.LowEq.nil : Effects.LowEq m ([] : List (Effect L)) [] := trivial

set_option hygiene false in
/-- `NIInv.sub` for the immediate parts of the two terms (endorse-freeness passes to parts);
`ni_sub_endorse` for the parts of two `endorse` terms (which are not endorse-free). -/
local macro "ni_sub" : term =>
  `(hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
      (fun _ h => by simp [Term.endorseFree] at h; simp [h]))

set_option hygiene false in
local macro "ni_sub_endorse" : term =>
  `(hI.sub (fun _ h => by simp [Term.endorseFree] at h)
      (fun _ h => by simp [Term.endorseFree] at h))

set_option maxHeartbeats 1000000 in
/-- The two runs in step (the proof of `EvalFx.effects_tini`): by induction on the first run,
inverting the second, as `Eval.tini_aux`, whose conclusions for the premises' runs give the related
conversations and values the steps need. Where the runs branch on a hidden value, both continue
under a hidden `pc` and show the observer nothing (`Effects.LowEq.of_hidden`). -/
theorem EvalFx.effects_tini_aux {M1 M2 : Model L Nat} {T1 T2 : Tools L} (hM : Model.LowEq m M1 M2)
    (hT : Tools.LowEq m T1 T2)
    {pc : L} {C1 C1' : Session L} {e1 : Term L} {V1 : Value L} {w1 : Nat} {s1 : List String}
    {E1 : List (Effect L)} (h1 : EvalFx M1 T1 pc C1 e1 C1' V1 w1 s1 E1) :
    ∀ {C2 : Session L} {e2 : Term L} {C2' : Session L} {V2 : Value L} {w2 : Nat} {s2 : List String}
      {E2 : List (Effect L)},
    EvalFx M2 T2 pc C2 e2 C2' V2 w2 s2 E2 → w1 ≠ 0 → w2 ≠ 0 → Session.LowEq m C1 C2 →
    e1.LowEq m e2 → NIInv T1 T2 m e1 e2 → Effects.LowEq m E1 E2 := by
  induction h1 with
  | const | lit | lam | fix =>
    intro C2 e2 C2' V2 w2 s2 E2 h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    all_goals (cases h2; exact Effects.LowEq.nil)
  | val =>
    intro C2 e2 C2' V2 w2 s2 E2 h2 hw1 hw2 hC hE hI
    cases e2
    case val r' l' => cases h2; exact Effects.LowEq.nil
    all_goals (simp only [Term.LowEq, Term.erase] at hE; split at hE <;> simp at hE)
  | clear =>
    intro C2 e2 C2' V2 w2 s2 E2 h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2; exact Effects.LowEq.nil
  | @app pc C1 C1a C1b C1c a b x body l va v w1 w2 w3 s1 s2 s3 E1 E2 E3 d1 d2 d3 ih1 ih2 ih3 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1, hw1c⟩ := Nat.mul_ne_zero_iff.mp hw1
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @app _ _ C2a C2b _ _ _ x' body' l' va' _ w1' w2' w3' _ _ _ E1' E2' E3' d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      obtain ⟨hC2, hV2⟩ := Eval.tini_aux hM hT d2.eval d2'.eval hw1b hw2b hC1 hb ni_sub
      refine ((ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d3 d3' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp only [Term.erase, Term.lam.injEq] at hraw
        obtain ⟨rfl, hbody⟩ := hraw
        have hV2' : va.toTerm.erase m = va'.toTerm.erase m := hV2
        exact ih3 d3' hw1c hw2c hC2 (by
          simp only [Term.LowEq, Term.erase_subst, hbody, hV2'])
          (hI.sub (fun hW h => Eval.endorseFree_app_body hW d1.eval d2.eval hw1a hw1b h)
            (fun hW h => Eval.endorseFree_app_body hW d1'.eval d2'.eval hw2a hw2b h))
    | @appFix _ _ C2a C2b _ _ _ f' x' body' l' va' _ w1' w2' w3' _ _ _ E1' E2' E3' d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      refine ((ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d3 d3' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
  | @appFix pc C1 C1a C1b C1c a b f x body l va v w1 w2 w3 s1 s2 s3 E1 E2 E3 d1 d2 d3 ih1 ih2 ih3 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1, hw1c⟩ := Nat.mul_ne_zero_iff.mp hw1
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @app _ _ C2a C2b _ _ _ x' body' l' va' _ w1' w2' w3' _ _ _ E1' E2' E3' d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      refine ((ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d3 d3' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
    | @appFix _ _ C2a C2b _ _ _ f' x' body' l' va' _ w1' w2' w3' _ _ _ E1' E2' E3' d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      obtain ⟨hC2, hV2⟩ := Eval.tini_aux hM hT d2.eval d2'.eval hw1b hw2b hC1 hb ni_sub
      refine ((ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d3 d3' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp only [Term.erase, Term.fix.injEq] at hraw
        obtain ⟨rfl, rfl, hbody⟩ := hraw
        have hV2' : va.toTerm.erase m = va'.toTerm.erase m := hV2
        exact ih3 d3' hw1c hw2c hC2 (by
          simp only [Term.LowEq, Term.erase_subst, Term.erase, hl, if_true, hbody, hV2'])
          (hI.sub (fun hW h => Eval.endorseFree_fix_body hW d1.eval d2.eval hw1a hw1b h)
            (fun hW h => Eval.endorseFree_fix_body hW d1'.eval d2'.eval hw2a hw2b h))
  | @iteTrue pc C1 C1a C1b c a b l v w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨hc, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @iteTrue _ _ C2a _ _ _ _ l' _ w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC hc ni_sub
      refine (ih1 d1' hw1a hw2a hC hc ni_sub).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d2 d2' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, -⟩ := hV1.vis hl
        exact ih2 d2' hw1b hw2b hC1 ha
          ni_sub
    | @iteFalse _ _ C2a _ _ _ _ l' _ w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC hc ni_sub
      refine (ih1 d1' hw1a hw2a hC hc ni_sub).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d2 d2' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
  | @iteFalse pc C1 C1a C1b c a b l v w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨hc, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @iteTrue _ _ C2a _ _ _ _ l' _ w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC hc ni_sub
      refine (ih1 d1' hw1a hw2a hC hc ni_sub).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d2 d2' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
    | @iteFalse _ _ C2a _ _ _ _ l' _ w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC hc ni_sub
      refine (ih1 d1' hw1a hw2a hC hc ni_sub).append ?_
      cases hl : flows l m
      · exact Effects.LowEq.of_hidden d2 d2' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) (by rw [← hV1.flows_eq_mk]; exact hl))
      · obtain ⟨rfl, -⟩ := hV1.vis hl
        exact ih2 d2' hw1b hw2b hC1 hb
          ni_sub
  | @prim1 pc C1 C1a op a r r' l w s E d hp ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha⟩ := hE
    cases h2 with
    | @prim1 _ _ C2a _ _ r2 r2' l2 _ _ E' d' hp' =>
      exact ih d' hw1 hw2 hC ha
        ni_sub
  | @prim2 pc C1 C1a C1b op a b r1 r2 r l1 l2 w1 w2 s1 s2 E1 E2 d1 d2 hp ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @prim2 _ _ C2a C2b _ _ _ r1' r2' r' l1' l2' w1' w2' _ _ E1' E2' d1' d2' hp' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, -⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      exact (ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)
  | @pair pc C1 C1a C1b a b va vb w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @pair _ _ C2a C2b _ _ va' vb' w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, -⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      exact (ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)
  | @fst pc C1 C1a a r1 l1 b l w s E d ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @fst _ _ C2a _ r1' l1' b' l' _ _ E' d' =>
      exact ih d' hw1 hw2 hC hE
        ni_sub
  | @snd pc C1 C1a a b r2 l2 l w s E d ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @snd _ _ C2a _ b' r2' l2' l' _ _ E' d' =>
      exact ih d' hw1 hw2 hC hE
        ni_sub
  | @labS pc C1 C1a ℓ a r l w s E d ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha⟩ := hE
    cases h2 with
    | @labS _ _ C2a _ _ r' l' _ _ E' d' =>
      exact ih d' hw1 hw2 hC ha
        ni_sub
  | @labD pc C1 C1a C1b a b ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @labD _ _ C2a C2b _ _ ℓ' l1' r' l2' w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, -⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      exact (ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)
  | @test pc C1 C1a C1b a b r l1 ℓ l2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @test _ _ C2a C2b _ _ r' l1' ℓ' l2' w1' w2' _ _ E1' E2' d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, -⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      exact (ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)
  | @assert pc C1 C1a C1b a b ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 hf ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @assert _ _ C2a C2b _ _ ℓ' l1' r' l2' w1' w2' _ _ E1' E2' d1' d2' hf' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, -⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub
      exact (ih1 d1' hw1a hw2a hC ha ni_sub).append (ih2 d2' hw1b hw2b hC1 hb ni_sub)
  | @endorse pc C1 C1a C1b p a b ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 hc ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨-, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @endorse _ _ C2a C2b _ _ _ ℓ' l1' r' l2' w1' w2' _ _ E1' E2' d1' d2' hc' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, -⟩ := Eval.tini_aux hM hT d1.eval d1'.eval hw1a hw2a hC ha ni_sub_endorse
      exact (ih1 d1' hw1a hw2a hC ha ni_sub_endorse).append
        (ih2 d2' hw1b hw2b hC1 hb ni_sub_endorse)
  | @send pc C1 C1a a r l w s E d hf ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @send _ _ C2a _ r' l' _ _ E' d' hf' =>
      exact ih d' hw1 hw2 hC hE
        ni_sub
  | @recv pc C1 C1' md r t v w s E hf hp d ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    subst hE
    cases h2 with
    | @recv _ _ _ md' r' t' v' w'' s'' E'' hf' hp' d' =>
      obtain ⟨hwr, hw⟩ := Nat.mul_ne_zero_iff.mp hw1
      obtain ⟨hwr', hw'⟩ := Nat.mul_ne_zero_iff.mp hw2
      refine Effects.LowEq.append (E1 := [Effect.prompt pc C1]) (E2 := [Effect.prompt pc C2])
        (Effects.LowEq.single rfl fun _ => by simp [Effect.LowEq, hC]) ?_
      cases hl : flows (Session.label C1) m
      · have hl' : flows (Session.label C2) m = false := by rw [← hC.2]; exact hl
        exact Effects.LowEq.of_hidden d d' (flows_eq_false_of (flows_join_right _ _) hl)
          (flows_eq_false_of (flows_join_right _ _) hl')
      · have hCC := hC.eq_of_label hl
        subst hCC
        have hr := hM _ _ _ _ hl hwr hwr'
        subst hr
        rw [hp] at hp'; cases hp'
        exact ih d' hw hw' (Session.LowEq.refl _ _) (Term.LowEq.refl _ _)
          (hI.sub (fun _ _ => parseReply_endorseFree hp)
            (fun _ _ => parseReply_endorseFree hp))
  | @fork pc C1 C1' a v w s E d ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @fork _ _ _ _ v' _ _ E' d' =>
      exact ih d' hw1 hw2 hC hE
        ni_sub
  | @call pc C1 C1a name a r l r' lt w s E d hb ht ih =>
    intro C2 e2 C2' V2 w' s' E' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha⟩ := hE
    cases h2 with
    | @call _ _ C2a _ _ r2 l2 r2' lt2 _ _ E' d' hb' ht' =>
      obtain ⟨-, hV1⟩ := Eval.tini_aux hM hT d.eval d'.eval hw1 hw2 hC ha ni_sub
      exact (ih d' hw1 hw2 hC ha ni_sub).append
        (Effects.LowEq.single rfl fun _ => by simp [Effect.LowEq, hV1])

/-- **Noninterference for effects** (TINI, the effect trace): under the hypotheses of
`Llmbda.Eval.tini` — two runs of nonzero weight under the same `pc`, from `∼m`-related conversations
and terms, with models and tools the observer at `m` cannot tell apart (every reply and tool result
`m` cannot see chosen freely, by an attacker) — the effects `m` sees come in the same order in both
runs and look alike: the same tools called under the same `pc` with `∼m`-related arguments, and the
model shown `∼m`-related conversations, inside `fork` and before `clear` too. For every observer
that sees all integrity labels. -/
theorem EvalFx.effects_tini {M1 M2 : Model L Nat} {T1 T2 : Tools L} {pc : L}
    (hM : Model.LowEq m M1 M2) (hT : Tools.LowEq m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true)
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {V1 V2 : Value L} {w1 w2 : Nat}
    {s1 s2 : List String} {E1 E2 : List (Effect L)}
    (h1 : EvalFx M1 T1 pc C1 e1 C1' V1 w1 s1 E1) (h2 : EvalFx M2 T2 pc C2 e2 C2' V2 w2 s2 E2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2) :
    Effects.LowEq m E1 E2 :=
  EvalFx.effects_tini_aux hM hT h1 h2 hw1 hw2 hC hE (Or.inl hm)

/-- **Noninterference for effects, every observer**: as `EvalFx.effects_tini`, for every observer
`m` (integrity included), when the two programs and the tools' results are endorse-free. -/
theorem EvalFx.effects_tini_of_endorseFree {M1 M2 : Model L Nat} {T1 T2 : Tools L} {pc : L}
    (hM : Model.LowEq m M1 M2) (hT : Tools.LowEq m T1 T2)
    (hT1 : ∀ name r r' lt, T1.run name r = some (r', lt) → r'.endorseFree = true)
    (hT2 : ∀ name r r' lt, T2.run name r = some (r', lt) → r'.endorseFree = true)
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {V1 V2 : Value L} {w1 w2 : Nat}
    {s1 s2 : List String} {E1 E2 : List (Effect L)}
    (h1 : EvalFx M1 T1 pc C1 e1 C1' V1 w1 s1 E1) (h2 : EvalFx M2 T2 pc C2 e2 C2' V2 w2 s2 E2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2)
    (hf1 : e1.endorseFree = true) (hf2 : e2.endorseFree = true) :
    Effects.LowEq m E1 E2 :=
  EvalFx.effects_tini_aux hM hT h1 h2 hw1 hw2 hC hE (Or.inr ⟨hT1, hT2, hf1, hf2⟩)

/-! ## What the host's effect log shows -/

/-- Every effect is labelled above the `pc` it was made under (a call's argument by Confinement, a
prompt's conversation by the no-sensitive-upgrade premise of `recv`). -/
theorem EvalFx.pc_flows_label {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) :
    ∀ ev ∈ E, ev.pc ⊑ ev.label :=
  fun ev hev => (h.effects_wf ev hev).2.1

omit [LabelSyntax L] in
/-- Effects that look alike to `m` are both shown to it or both not, and when shown, are equal. -/
theorem Effect.LowEq.shown {a b : Effect L} (h : Effect.LowEq m a b) :
    flows a.label m = flows b.label m ∧ (flows a.label m = true → a = b) := by
  cases a <;> cases b <;> simp only [Effect.LowEq] at h
  · obtain ⟨rfl, hC⟩ := h
    exact ⟨hC.2, fun hl => by rw [hC.eq_of_label hl]⟩
  · obtain ⟨rfl, rfl, hv⟩ := h
    exact ⟨hv.deep_eq, fun hl => by rw [hv.eq_of_deep hl]⟩

omit [LabelSyntax L] in
/-- Pointwise related lists show the observer the same effects. -/
theorem Effects.Rel.shown_eq {A B : List (Effect L)} (h : Effects.Rel m A B) :
    Effects.shown m A = Effects.shown m B := by
  induction A generalizing B with
  | nil => cases B with
    | nil => rfl
    | cons _ _ => exact h.elim
  | cons a as ih => cases B with
    | nil => exact h.elim
    | cons b bs =>
      obtain ⟨hab, hrest⟩ := h
      obtain ⟨hl, heq⟩ := hab.shown
      unfold Effects.shown at *
      cases ha : flows a.label m
      · have hb : flows b.label m = false := hl ▸ ha
        simp only [List.filter_cons, ha, hb]
        exact ih hrest
      · have hb : flows b.label m = true := hl ▸ ha
        simp only [List.filter_cons, hb, if_true, heq ha]
        rw [ih hrest]

omit [LabelSyntax L] in
/-- What the log shows `m` of a trace whose effects are labelled above their `pc`s is what it shows
of the effects `m` can follow. -/
theorem Effects.shown_visible {E : List (Effect L)} (h : ∀ ev ∈ E, ev.pc ⊑ ev.label) :
    Effects.shown m (E.filter (Effect.Visible m)) = Effects.shown m E := by
  unfold Effects.shown
  rw [List.filter_filter]
  apply List.filter_congr
  intro ev hev
  cases hl : flows ev.label m
  · simp
  · have : flows ev.pc m = true := flows_iff.mpr (flows_trans (h ev hev) (flows_iff.mp hl))
    simp [Effect.Visible, this]

/-- **The effect log shows an observer the same in both runs**: under the hypotheses of
`EvalFx.effects_tini`, the effects labelled at most `m` — as the host's log labels them, a call by
its argument's deep label and a prompt by its conversation's label — are the same effects, in the
same order, in both runs. -/
theorem EvalFx.shown_eq {M1 M2 : Model L Nat} {T1 T2 : Tools L} {pc : L}
    (hM : Model.LowEq m M1 M2) (hT : Tools.LowEq m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true)
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {V1 V2 : Value L} {w1 w2 : Nat}
    {s1 s2 : List String} {E1 E2 : List (Effect L)}
    (h1 : EvalFx M1 T1 pc C1 e1 C1' V1 w1 s1 E1) (h2 : EvalFx M2 T2 pc C2 e2 C2' V2 w2 s2 E2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2) :
    Effects.shown m E1 = Effects.shown m E2 := by
  rw [← Effects.shown_visible h1.pc_flows_label, ← Effects.shown_visible h2.pc_flows_label]
  exact Effects.Rel.shown_eq (EvalFx.effects_tini hM hT hm h1 h2 hw1 hw2 hC hE)

/-! ## `peval` records the trace -/

/-- **`peval` records the effect trace of its run**: a value returned by `peval` is derived by the
instrumented semantics; the effects `peval` adds to its state are exactly that derivation's trace
(`State.trace`, oldest first); and every tool call in it is within the tool's clearance. -/
theorem peval_effects (M : Model L W) (O : Oracle L) (T : Tools L) {d : Nat} {pc : L}
    {st st' : State L} {e : Term L} {V : Value L} (h : peval O T d pc st e = .ok st' V) :
    ∃ w s E, EvalFx M T pc st.session e st'.session V w s E ∧ st'.trace = st.trace ++ E ∧
      ∀ pc' name (a : Value L), Effect.call pc' name a ∈ E →
        flows (pc' ⊔ a.deepLabel) (T.bound name) = true := by
  obtain ⟨w, s, E, hd, -, -, -, hE⟩ := peval_sound_weight M O T (fun _ => True) trivial
    (fun _ _ _ _ => trivial) (fun _ _ _ => trivial) _ _ _ _ _ _ h
  refine ⟨w, s, E, hd, ?_, hd.calls_bounded⟩
  show Effects.push st'.effects [] = Effects.push st.effects [] ++ E
  rw [hE]
  exact Effects.push_push _ _

/-- **The guard for `peval`** (sinks, for the interpreter that runs): every tool call a run of
`peval` that returns a value recorded (the effects its trace gained) was made under a `pc'` above
the run's `pc`, with an argument whose deep label, joined with `pc'`, flows to the tool's
clearance `T.bound name`. -/
theorem peval_guard (O : Oracle L) (T : Tools L) {d : Nat} {pc : L} {st st' : State L} {e : Term L}
    {V : Value L} (h : peval O T d pc st e = .ok st' V) :
    ∃ E, st'.trace = st.trace ++ E ∧ ∀ pc' name (a : Value L), Effect.call pc' name a ∈ E →
      pc ⊑ pc' ∧ flows (pc' ⊔ a.deepLabel) (T.bound name) = true := by
  obtain ⟨w, s, E, hd, hE, hb⟩ := peval_effects O.toModel O T h
  exact ⟨E, hE, fun pc' name a hm => ⟨(hd.effects_wf _ hm).1, hb pc' name a hm⟩⟩

/-- The runs of `peval` with an oracle that ignores the call count are instrumented derivations of
nonzero weight whose traces are what `peval` records. -/
theorem peval_derivations_fx (O : Oracle L) (T : Tools L) (hO : ∀ n n' md C, O n md C = O n' md C)
    {d : Nat} {pc : L} {st st' : State L} {e : Term L} {V : Value L}
    (h : peval O T d pc st e = .ok st' V) :
    ∃ w s E, EvalFx O.toModel T pc st.session e st'.session V w s E ∧ w ≠ 0 ∧
      st'.trace = st.trace ++ E := by
  have hP : ∀ n md C, O.toModel.weight md C (O n md C.reverse) ≠ 0 := by
    intro n md C; simp [Oracle.toModel, hO n 0]
  obtain ⟨w, s, E, hd, hw, -, -, hE⟩ :=
    peval_sound_weight O.toModel O T (· ≠ 0) (by decide)
      (fun a b => Nat.mul_ne_zero) hP _ _ _ _ _ _ h
  refine ⟨w, s, E, hd, hw, ?_⟩
  show Effects.push st'.effects [] = Effects.push st.effects [] ++ E
  rw [hE]
  exact Effects.push_push _ _

/-- **Noninterference of the effects `peval` records** (under the hypotheses of
`Llmbda.peval_tini`: oracles and tools that differ only where `m` cannot see): the effects two runs
of `peval` that both return a value add to their states look alike to the observer at `m` — the
effects it can follow come in the same order, the same tools called with `∼m`-related arguments,
the model shown `∼m`-related conversations. -/
theorem peval_effects_tini (O1 O2 : Oracle L) (T1 T2 : Tools L)
    (hO1 : ∀ n n' md C, O1 n md C = O1 n' md C) (hO2 : ∀ n n' md C, O2 n md C = O2 n' md C)
    (hO : ∀ n md C, flows (Session.label C) m = true → O1 n md C = O2 n md C)
    (hT : Tools.LowEq m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true)
    {d1 d2 : Nat} {pc : L} {st1 st2 st1' st2' : State L} {e1 e2 : Term L} {V1 V2 : Value L}
    (h1 : peval O1 T1 d1 pc st1 e1 = .ok st1' V1) (h2 : peval O2 T2 d2 pc st2 e2 = .ok st2' V2)
    (hC : Session.LowEq m st1.session st2.session) (hE : e1.LowEq m e2) :
    ∃ E1 E2, st1'.trace = st1.trace ++ E1 ∧ st2'.trace = st2.trace ++ E2 ∧
    Effects.LowEq m E1 E2 := by
  obtain ⟨w1, s1, E1, d1', hw1, f1⟩ := peval_derivations_fx O1 T1 hO1 h1
  obtain ⟨w2, s2, E2, d2', hw2, f2⟩ := peval_derivations_fx O2 T2 hO2 h2
  exact ⟨E1, E2, f1, f2, EvalFx.effects_tini (Oracle.toModel_lowEq hO) hT hm d1' d2' hw1 hw2 hC hE⟩

/-- **What `run` records, as the host's log shows it, is the same for every observer's pair of
runs** (under the hypotheses of `Llmbda.peval_tini`): two runs of `run` from `∼m`-related
conversations and terms that both return a value record effect traces that look alike to `m`, and
the effects labelled at most `m` (a call by its argument's deep label, a prompt by its
conversation's label) are the same list in both. -/
theorem run_effects_tini (O1 O2 : Oracle L) (T1 T2 : Tools L)
    (hO1 : ∀ n n' md C, O1 n md C = O1 n' md C) (hO2 : ∀ n n' md C, O2 n md C = O2 n' md C)
    (hO : ∀ n md C, flows (Session.label C) m = true → O1 n md C = O2 n md C)
    (hT : Tools.LowEq m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true)
    {f1 f2 : Nat} {pc : L} {C1 C2 : Session L} {st1' st2' : State L} {e1 e2 : Term L}
    {V1 V2 : Value L}
    (h1 : run O1 T1 f1 pc C1 e1 = .ok st1' V1) (h2 : run O2 T2 f2 pc C2 e2 = .ok st2' V2)
    (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2) :
    Effects.LowEq m st1'.trace st2'.trace ∧
      Effects.shown m st1'.trace = Effects.shown m st2'.trace := by
  obtain ⟨w1, s1, E1, d1', hw1, t1⟩ := peval_derivations_fx O1 T1 hO1 h1
  obtain ⟨w2, s2, E2, d2', hw2, t2⟩ := peval_derivations_fx O2 T2 hO2 h2
  simp only [State.init_session, State.init_trace, List.nil_append] at d1' d2' t1 t2
  rw [t1, t2]
  exact ⟨EvalFx.effects_tini (Oracle.toModel_lowEq hO) hT hm d1' d2' hw1 hw2 hC hE,
    EvalFx.shown_eq (Oracle.toModel_lowEq hO) hT hm d1' d2' hw1 hw2 hC hE⟩

end Llmbda

end
