module

import LlmbdaTest.Harness
import Llmbda.Thm.SampledOracle
import Llmbda.Thm.Limit
import Llmbda.Thm.Dist
import Llmbda.Thm.Errors
import Llmbda.Thm.RecvData
import Llmbda.Thm.Effects
import Llmbda.Thm.Sinks

/-!
# The headline theorems bite

Each headline noninterference theorem instantiated with two concrete runs, seen by the observer
`{U}` (it sees every integrity label and no secret): `Llmbda.Eval.tini` (two derivations),
`Llmbda.peval_tini` (two runs of `peval`), `Llmbda.denote_tipni` (two denotations) and
`Llmbda.peval_tipni` (two runs of `peval` under a sampled oracle), `Llmbda.denote_pni_limit` (the
limits of two denotations that terminate with probability `1`); and the endorse-free versions
`Llmbda.Eval.tini_of_endorseFree` and `Llmbda.denote_tipni_of_endorseFree` seen by the public
observer `{}` (integrity included), on untrusted (`{U}`) data:

* two programs that differ only in what the observer may not see (`{S}`-labelled `1` against `2`
  for `{U}`; `{U}`-labelled for `{}`): the theorem applies, and its conclusion decides that the
  observer sees the same outcome of both;
* two programs that differ where `{U}` looks (public `1` against `2`): the conclusion of the theorem
  is refuted, so it is not a statement that any pair satisfies (as one about depth or fuel `0`,
  where every `peval` fails, would be).

The step from `peval` to the denotation is the theorem `denote_eq_peval_of_le` (from a depth and
fuel on, `peval` returns the denotation's outcomes); the denotations of the small programs are
evaluated by the kernel.
-/

noncomputable section

namespace Llmbda.Test

/-- A model that never answers (the programs below never ask it). -/
def mute : Sampler Lab4 Nat := fun _ _ => []

/-- The value `i` embedded in a program with the label `l`. -/
def valAt (i : Int) (l : Lab4) : Term Lab4 := .val (.const (.int i)) l

/-- `{U}` sees every integrity label. -/
theorem integ_flows_U : ∀ l : Lab4, flows (Factored.integ l) Lab4.U = true := by
  intro ⟨a, b⟩; cases a <;> cases b <;> rfl

/-- What `{U}` observes of a run `peval` returned. -/
def obsU (r : Session Lab4 × Value Lab4 × List (Effect Lab4)) : Observation Lab4 :=
  observe Lab4.U (r.1, r.2.1, [], r.2.2)

/-- The conclusion of `peval_tipni` for two programs run by `peval` under the mute model, from the
empty conversation under `pc = {}`, with the denotation at depth `5`. -/
def PevalTipni (e1 e2 : Term Lab4) : Prop :=
  ∃ D0 F0, ∀ D F, D0 ≤ D → F0 ≤ F → Dist.Compatible
    (Dist.map (fun o => (peval (Oracle.script o.2.2.1) noTools D Lab4.empty
      (State.init [] F) e1).okPart.map
      obsU) (denote mute noTools none 5 Lab4.empty [] e1))
    (Dist.map (fun o => (peval (Oracle.script o.2.2.1) noTools D Lab4.empty
      (State.init [] F) e2).okPart.map
      obsU) (denote mute noTools none 5 Lab4.empty [] e2))

/-- From a depth and fuel on, the conclusion is about the denotation's outcomes: `peval` at a depth
and fuel large enough for both programs (`denote_eq_peval_of_le`) returns exactly them. -/
theorem PevalTipni.denote {e1 e2 : Term Lab4} (h : PevalTipni e1 e2) :
    Dist.Compatible
      (Dist.map some (Dist.map (fun o => obsU (o.1, o.2.1, o.2.2.2))
        (denote mute noTools none 5 Lab4.empty [] e1)))
      (Dist.map some (Dist.map (fun o => obsU (o.1, o.2.1, o.2.2.2))
        (denote mute noTools none 5 Lab4.empty [] e2))) := by
  obtain ⟨D0, F0, h⟩ := h
  obtain ⟨D1, F1, h1⟩ := denote_eq_peval_of_le mute noTools 5 Lab4.empty [] e1
  obtain ⟨D2, F2, h2⟩ := denote_eq_peval_of_le mute noTools 5 Lab4.empty [] e2
  have h' := h (max D0 (max D1 D2)) (max F0 (max F1 F2)) (Nat.le_max_left _ _) (Nat.le_max_left _ _)
  rw [map_okPart_of_eq _ (h1 _ _ (Nat.le_trans (Nat.le_max_left _ _) (Nat.le_max_right _ _))
      (Nat.le_trans (Nat.le_max_left _ _) (Nat.le_max_right _ _))),
    map_okPart_of_eq _ (h2 _ _ (Nat.le_trans (Nat.le_max_right _ _) (Nat.le_max_right _ _))
      (Nat.le_trans (Nat.le_max_right _ _) (Nat.le_max_right _ _)))] at h'
  exact h'

/-- The denotation of an embedded value: the value, once, with no reply and no effect. -/
theorem denote_valAt (i : Int) (l : Lab4) :
    denote mute noTools none 5 Lab4.empty [] (valAt i l) =
      [(1, ([], ⟨.const (.int i), l⟩, [], []))] := by
  rfl

/-- Two point masses compatible: the same observation. -/
theorem obs_eq_of_tipni {i j : Int} {l : Lab4} (h : PevalTipni (valAt i l) (valAt j l)) :
    obsU ([], ⟨.const (.int i), l⟩, []) = obsU ([], ⟨.const (.int j), l⟩, []) := by
  have h' := h.denote
  rw [denote_valAt, denote_valAt] at h'
  exact Option.some.inj ((Dist.compatible_pure_iff (by decide) _ _).mp h')

/-- **The theorem applies to a secret pair** and decides that `{U}` sees the same outcome of a run
returning a secret `1` and one returning a secret `2`. -/
theorem peval_tipni_secret_pair :
    obsU ([], ⟨.const (.int 1), Lab4.S⟩, []) = obsU ([], ⟨.const (.int 2), Lab4.S⟩, []) :=
  obs_eq_of_tipni (peval_tipni mute mute noTools noTools (fun _ _ => Nat.zero_le _)
    (fun _ _ => Nat.zero_le _) (Sampler.LowEq.refl _ _) (Tools.Agree.refl _ _) integ_flows_U 5
    Lab4.empty (Session.LowEq.refl _ _) (by unfold Term.LowEq; decide +kernel))

/-- **A leaky pair is refuted**: for public `1` against `2` the conclusion of `peval_tipni` is
false at every depth and fuel from any bound on, so the statement is not satisfied by failing
runs. -/
theorem peval_tipni_refutes_leaky_pair :
    ¬ PevalTipni (valAt 1 Lab4.empty) (valAt 2 Lab4.empty) := by
  intro h
  -- the value as `{U}` sees it: `1` against `2`
  exact absurd (congrArg (fun o : Observation Lab4 => o.2.2.1) (obs_eq_of_tipni h))
    (by decide +kernel)

/-! ## `denote_tipni` -/

/-- **`denote_tipni` applies to the secret pair** and decides that `{U}` sees the same outcome. -/
theorem denote_tipni_secret_pair :
    observe Lab4.U ([], ⟨.const (.int 1), Lab4.S⟩, [], []) =
      observe Lab4.U ([], ⟨.const (.int 2), Lab4.S⟩, [], []) := by
  have h := denote_tipni mute mute noTools noTools (fun _ _ => Nat.zero_le _)
    (fun _ _ => Nat.zero_le _)
    (Sampler.LowEq.refl _ _) (Tools.Agree.refl _ _) integ_flows_U 5 Lab4.empty
    (Session.LowEq.refl _ []) (e1 := valAt 1 Lab4.S) (e2 := valAt 2 Lab4.S)
    (by unfold Term.LowEq; decide +kernel)
  rw [denote_valAt, denote_valAt] at h
  exact (Dist.compatible_pure_iff (by decide) _ _).mp h

/-- **`denote_tipni`'s conclusion is refuted for the leaky pair** (public `1` against `2`). -/
theorem denote_tipni_refutes_leaky_pair :
    ¬ Dist.Compatible
      (Dist.map (observe Lab4.U)
        (denote mute noTools none 5 Lab4.empty [] (valAt 1 Lab4.empty)))
      (Dist.map (observe Lab4.U)
        (denote mute noTools none 5 Lab4.empty [] (valAt 2 Lab4.empty))) := by
  intro h
  rw [denote_valAt, denote_valAt] at h
  exact absurd (congrArg (fun o : Observation Lab4 => o.2.2.1)
    ((Dist.compatible_pure_iff (by decide) _ _).mp h)) (by decide +kernel)

/-! ## `peval_tini` -/

/-- An oracle that answers `()` to everything: it answers from the conversation alone. -/
def unitOracle : Oracle Lab4 := fun _ _ _ => "()"

/-- `peval` runs an embedded value to that value (the kernel computes the run). -/
theorem peval_valAt (i : Int) (l : Lab4) :
    ∃ st' V, peval unitOracle noTools 10 Lab4.empty (State.init [] 100) (valAt i l) = .ok st' V ∧
      V = ⟨.const (.int i), l⟩ :=
  ⟨_, _, rfl, rfl⟩

/-- **`peval_tini` applies to the secret pair** and decides that `{U}` sees the two values alike. -/
theorem peval_tini_secret_pair :
    ∃ V1 V2 : Value Lab4, V1 = ⟨.const (.int 1), Lab4.S⟩ ∧ V2 = ⟨.const (.int 2), Lab4.S⟩ ∧
      V1.LowEq Lab4.U V2 := by
  obtain ⟨st1, V1, h1, rfl⟩ := peval_valAt 1 Lab4.S
  obtain ⟨st2, V2, h2, rfl⟩ := peval_valAt 2 Lab4.S
  exact ⟨_, _, rfl, rfl, (peval_tini unitOracle unitOracle noTools noTools (fun _ _ _ _ => rfl)
    (fun _ _ _ _ => rfl) (fun _ _ _ _ => rfl) (Tools.LowEq.refl _) integ_flows_U h1 h2
    (Session.LowEq.refl _ _) (by unfold Term.LowEq; decide +kernel)).2⟩

/-- **`peval_tini`'s conclusion is refuted for the leaky pair**: the two values `peval` returns for
public `1` and `2` are not alike to `{U}`. -/
theorem peval_tini_refutes_leaky_pair :
    ∀ st1 st2 V1 V2,
      peval unitOracle noTools 10 Lab4.empty (State.init [] 100) (valAt 1 Lab4.empty) = .ok st1 V1 →
      peval unitOracle noTools 10 Lab4.empty (State.init [] 100) (valAt 2 Lab4.empty) = .ok st2 V2 →
      ¬ V1.LowEq Lab4.U V2 := by
  intro st1 st2 V1 V2 h1 h2
  obtain ⟨_, _, h1', rfl⟩ := peval_valAt 1 Lab4.empty
  obtain ⟨_, _, h2', rfl⟩ := peval_valAt 2 Lab4.empty
  rw [h1'] at h1; rw [h2'] at h2
  cases h1; cases h2
  unfold Value.LowEq; decide +kernel

/-! ## `Eval.tini` and `Eval.tini_of_endorseFree` -/

/-- The deterministic model of `unitOracle`. -/
abbrev unitModel : Model Lab4 Nat := unitOracle.toModel

/-- **`Eval.tini` applies to the secret pair** and decides that `{U}` sees the two values alike. -/
theorem eval_tini_secret_pair :
    Value.LowEq Lab4.U ⟨.const (.int 1), JoinSemilattice.join Lab4.empty Lab4.S⟩
      ⟨.const (.int 2), JoinSemilattice.join Lab4.empty Lab4.S⟩ :=
  (Eval.tini (M1 := unitModel) (M2 := unitModel) (T1 := noTools) (T2 := noTools)
    (Oracle.toModel_lowEq (fun _ _ _ _ => rfl)) (Tools.LowEq.refl _) integ_flows_U
    (Eval.val (C := []) (r := .const (.int 1)) (l := Lab4.S))
    (Eval.val (C := []) (r := .const (.int 2)) (l := Lab4.S))
    Nat.one_ne_zero Nat.one_ne_zero (Session.LowEq.refl _ [])
      (by unfold Term.LowEq; decide +kernel)).2

/-- **`Eval.tini`'s conclusion fails for the leaky pair**: the derivations of public `1` and `2`
return values `{U}` tells apart. -/
theorem eval_tini_refutes_leaky_pair :
    ∃ V1 V2, Eval unitModel noTools Lab4.empty [] (valAt 1 Lab4.empty) [] V1 1 [] ∧
      Eval unitModel noTools Lab4.empty [] (valAt 2 Lab4.empty) [] V2 1 [] ∧ ¬ V1.LowEq Lab4.U V2 :=
  ⟨_, _, .val, .val, by unfold Value.LowEq; decide +kernel⟩

/-- `noTools` answers nothing, so writes no `endorse`. -/
theorem noTools_endorseFree : ∀ name r r' lt, noTools.run name r = some (r', lt) →
    r'.endorseFree = true := by
  intro _ _ _ _ h; cases h

/-- **`Eval.tini_of_endorseFree` applies to an untrusted pair** (`{U}`-labelled `1` against `2`,
endorse-free) and decides that the public observer `{}` sees the two values alike: untrusted data
changes nothing trusted. -/
theorem eval_tini_of_endorseFree_untrusted_pair :
    Value.LowEq Lab4.empty ⟨.const (.int 1), JoinSemilattice.join Lab4.empty Lab4.U⟩
      ⟨.const (.int 2), JoinSemilattice.join Lab4.empty Lab4.U⟩ :=
  (Eval.tini_of_endorseFree (M1 := unitModel) (M2 := unitModel) (T1 := noTools) (T2 := noTools)
    (Oracle.toModel_lowEq (fun _ _ _ _ => rfl))
    (Tools.LowEq.refl _) noTools_endorseFree noTools_endorseFree
    (Eval.val (C := []) (r := .const (.int 1)) (l := Lab4.U))
    (Eval.val (C := []) (r := .const (.int 2)) (l := Lab4.U)) Nat.one_ne_zero Nat.one_ne_zero
    (Session.LowEq.refl _ []) (by unfold Term.LowEq; decide +kernel) (by decide +kernel)
      (by decide +kernel)).2

/-- **... and its conclusion fails for the leaky pair** (public `1` against `2`, seen by `{}`). -/
theorem eval_tini_of_endorseFree_refutes_leaky_pair :
    ∃ V1 V2, Eval unitModel noTools Lab4.empty [] (valAt 1 Lab4.empty) [] V1 1 [] ∧
      Eval unitModel noTools Lab4.empty [] (valAt 2 Lab4.empty) [] V2 1 [] ∧
      ¬ V1.LowEq Lab4.empty V2 :=
  ⟨_, _, .val, .val, by unfold Value.LowEq; decide +kernel⟩

/-! ## `denote_tipni_of_endorseFree` -/

/-- **`denote_tipni_of_endorseFree` applies to the untrusted pair** and decides that `{}` sees the
same outcome. -/
theorem denote_tipni_of_endorseFree_untrusted_pair :
    observe Lab4.empty ([], ⟨.const (.int 1), Lab4.U⟩, [], []) =
      observe Lab4.empty ([], ⟨.const (.int 2), Lab4.U⟩, [], []) := by
  have h := denote_tipni_of_endorseFree (m := Lab4.empty) mute mute noTools noTools
    (fun _ _ => Nat.zero_le _)
    (fun _ _ => Nat.zero_le _) (Sampler.LowEq.refl _ _) (Tools.Agree.refl _ _) noTools_endorseFree
    noTools_endorseFree 5 Lab4.empty (Session.LowEq.refl _ []) (e1 := valAt 1 Lab4.U)
      (e2 := valAt 2 Lab4.U)
    (by unfold Term.LowEq; decide +kernel) (by decide +kernel) (by decide +kernel)
  rw [denote_valAt, denote_valAt] at h
  exact (Dist.compatible_pure_iff (by decide) _ _).mp h

/-- **... and its conclusion is refuted for the leaky pair** (public `1` against `2`, seen by
`{}`). -/
theorem denote_tipni_of_endorseFree_refutes_leaky_pair :
    ¬ Dist.Compatible
      (Dist.map (observe Lab4.empty)
        (denote mute noTools none 5 Lab4.empty [] (valAt 1 Lab4.empty)))
      (Dist.map (observe Lab4.empty)
        (denote mute noTools none 5 Lab4.empty [] (valAt 2 Lab4.empty))) := by
  intro h
  rw [denote_valAt, denote_valAt] at h
  exact absurd (congrArg (fun o : Observation Lab4 => o.2.2.1)
    ((Dist.compatible_pure_iff (by decide) _ _).mp h)) (by decide +kernel)

/-! ## The other headline theorems

Each applied to a concrete run computed by the kernel, beside a variant of that run for which the
conclusion would be false, so the conclusion is not one every run has. -/

/-- **`Eval.confinement`**: a value computed under `{S}` is labelled at least `{S}`, though the
value itself is public (under `{}` its label would be `{}`, which `{S}` does not flow to). -/
theorem confinement_bites :
    Flows Lab4.S (JoinSemilattice.join Lab4.S Lab4.empty) ∧ ¬ Flows Lab4.S Lab4.empty :=
  ⟨Eval.confinement (Eval.val (M := unitModel) (T := noTools) (C := []) (r := .const (.int 1))
    (l := Lab4.empty)), by decide⟩

/-- **`Eval.guard_iff`**: the run of `call "post" 1` (within the sink's clearance) is a run with
tools that refuse every argument above their clearance, which is what `post` would get from
`({S} : 1)`: the harness's `post` answers it, the guarded one refuses it. -/
theorem guard_iff_bites :
    (∃ st V w s, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
        (.call "post" (valAt 1 Lab4.empty)) = .ok st V ∧
      Eval unitModel fileTool.guard Lab4.empty []
        (.call "post" (valAt 1 Lab4.empty)) st.session V w s) ∧
    (fileTool.run "post" ⟨.const (.int 1), Lab4.S⟩).isSome = true ∧
    (fileTool.guard.run "post" ⟨.const (.int 1), Lab4.S⟩).isNone = true := by
  obtain ⟨st, V, h⟩ : ∃ st V, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
      (.call "post" (valAt 1 Lab4.empty)) = .ok st V := ⟨_, _, rfl⟩
  obtain ⟨w, s, hd⟩ := peval_sound unitModel unitOracle fileTool _ _ _ _ _ _ h
  refine ⟨⟨st, V, w, s, h, ?_⟩, rfl, rfl⟩
  have := Eval.guard_iff.mp hd
  simpa [State.init, State.session] using this

/-- `assert {} ({U} : 1)`: an assertion that fails. -/
def failingAssert : Term Lab4 := .assert (.lit Lab4.empty) (valAt 1 Lab4.U)

/-- **`peval_err_label`**: the failure of `failingAssert` under `{S}` is labelled at least `{S}`;
under `{}` the same failure is labelled `{U}`, which `{S}` does not flow to. -/
theorem peval_err_label_bites :
    ∃ st l, peval unitOracle noTools 10 Lab4.S (State.init [] 100) failingAssert =
        .err st l (.assertFailed Lab4.US Lab4.empty) ∧ Flows Lab4.S l ∧
    ∃ st' l', peval unitOracle noTools 10 Lab4.empty (State.init [] 100) failingAssert =
        .err st' l' (.assertFailed Lab4.U Lab4.empty) ∧ ¬ Flows Lab4.S l' := by
  obtain ⟨st, l, h⟩ : ∃ st l, peval unitOracle noTools 10 Lab4.S (State.init [] 100) failingAssert =
      .err st l (.assertFailed Lab4.US Lab4.empty) := ⟨_, _, rfl⟩
  exact ⟨st, l, h, peval_err_label unitOracle noTools _ _ _ _ _ _ _ h, _, _, rfl, by decide⟩

/-- **`peval_err_payload`**: the failure of `failingAssert` under `{S}` carries the label the
assertion found, `{U, S}`, and that label flows to the error's; it would not flow to the run's
`pc` alone. -/
theorem peval_err_payload_bites :
    ∃ st l, peval unitOracle noTools 10 Lab4.S (State.init [] 100) failingAssert =
        .err st l (.assertFailed Lab4.US Lab4.empty) ∧ Flows Lab4.US l ∧
        ¬ Flows Lab4.US Lab4.S := by
  obtain ⟨st, l, h⟩ : ∃ st l, peval unitOracle noTools 10 Lab4.S (State.init [] 100) failingAssert =
      .err st l (.assertFailed Lab4.US Lab4.empty) := ⟨_, _, rfl⟩
  exact ⟨st, l, h, peval_err_payload unitOracle noTools _ _ _ _ _ _ _ h, by decide⟩

/-- **`peval_guard`**: the call `peval` records for `call "post" 1` (the harness's sink, clearance
`{}`) passed the clearance; `call "post" ({S} : 1)`, whose argument does not, is refused before
the tool runs (`callDenied`), so no run records it. -/
theorem peval_guard_bites :
    (∃ st V, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
        (.call "post" (valAt 1 Lab4.empty)) = .ok st V ∧
        ∃ E, st.trace = (State.init [] 100 : State Lab4).trace ++ E ∧
        ∀ pc' name (a : Value Lab4), Effect.call pc' name a ∈ E →
          Flows Lab4.empty pc' ∧
          flows (JoinSemilattice.join pc' a.deepLabel) (fileTool.bound name) = true) ∧
    ∃ st l, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
        (.call "post" (valAt 1 Lab4.S)) = .err st l (.callDenied "post" Lab4.S Lab4.empty) := by
  obtain ⟨st, V, h⟩ : ∃ st V, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
      (.call "post" (valAt 1 Lab4.empty)) = .ok st V := ⟨_, _, rfl⟩
  exact ⟨⟨st, V, h, peval_guard unitOracle fileTool h⟩, _, _, rfl⟩

/-- The harness's tools, except that `post` answers an argument labelled above its clearance `{}`
(which `E-Call` never lets through) with a string instead of `()`. -/
def leakyPost : Tools Lab4 :=
  { fileTool with run := fun name v =>
      if name = "post" ∧ v.label ≠ Lab4.empty then some (.const (.str "leak"), Lab4.empty)
      else fileTool.run name v }

/-- A call within the clearance `{}` has an argument labelled `{}`. -/
theorem label_eq_empty_of_flows {pc l x : Lab4}
    (h : flows (JoinSemilattice.join pc (JoinSemilattice.join l x)) Lab4.empty = true) :
    l = Lab4.empty := by
  obtain ⟨a, b⟩ := pc; obtain ⟨c, d⟩ := l; obtain ⟨e, f⟩ := x
  revert h; cases a <;> cases b <;> cases c <;> cases d <;> cases e <;> cases f <;> decide

/-- **`Eval.tools_congr`**: the run of `call "post" 1` with the harness's tools is a run with
`leakyPost`, whose `post` answers `({S} : 1)` otherwise: tools that differ only on calls `E-Call`
refuses give the same runs. -/
theorem tools_congr_bites :
    (∃ st V w s, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
        (.call "post" (valAt 1 Lab4.empty)) = .ok st V ∧
      Eval unitModel leakyPost Lab4.empty [] (.call "post" (valAt 1 Lab4.empty)) st.session V w s) ∧
    fileTool.run "post" ⟨.const (.int 1), Lab4.S⟩ ≠
      leakyPost.run "post" ⟨.const (.int 1), Lab4.S⟩ := by
  obtain ⟨st, V, h⟩ : ∃ st V, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
      (.call "post" (valAt 1 Lab4.empty)) = .ok st V := ⟨_, _, rfl⟩
  obtain ⟨w, s, hd⟩ := peval_sound unitModel unitOracle fileTool _ _ _ _ _ _ h
  refine ⟨⟨st, V, w, s, h, ?_⟩, by decide⟩
  have := Eval.tools_congr (T := fileTool) (T' := leakyPost) rfl (fun name pc l r hb => by
    by_cases hn : name = "post"
    · subst hn
      simp [leakyPost, label_eq_empty_of_flows (x := r.innerLabel) (pc := pc) (l := l) hb]
    · simp [leakyPost, hn]) hd
  simpa [State.init, State.session] using this

/-- **`peval_effects`**: the run of `call "post" 1` records one effect, the call, and the
instrumented semantics derives the run with exactly that trace (a run without a call would record
none). -/
theorem peval_effects_bites :
    ∃ st V, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
        (.call "post" (valAt 1 Lab4.empty)) = .ok st V ∧ st.trace.length = 1 ∧
      ∃ w s, EvalFx unitModel fileTool Lab4.empty [] (.call "post" (valAt 1 Lab4.empty))
        st.session V w s st.trace := by
  obtain ⟨st, V, h, hl⟩ : ∃ st V, peval unitOracle fileTool 10 Lab4.empty (State.init [] 100)
      (.call "post" (valAt 1 Lab4.empty)) = .ok st V ∧ st.trace.length = 1 := ⟨_, _, rfl, rfl⟩
  obtain ⟨w, s, E, hd, hE, -⟩ := peval_effects unitModel unitOracle fileTool h
  refine ⟨st, V, h, hl, w, s, ?_⟩
  have h0 : (State.init [] 100 : State Lab4).trace = [] := rfl
  rw [hE, h0, List.nil_append]
  simpa [State.init, State.session] using hd

/-- An oracle whose every reply is `(1, 2)` (data), or code calling the sink. -/
def dataOracle : Oracle Lab4 := fun _ _ _ => "(1, 2)"
def codeOracle : Oracle Lab4 := fun _ _ _ => "call \"post\" 1"

/-- **`peval_recv_data`**: `recv_data` draws one reply and records one effect, the prompt; `recv`
(code) given a reply that calls the sink records two, the prompt and the call, so the conclusion
is not one every `recv` has. -/
theorem peval_recv_data_bites :
    (∃ st V, peval dataOracle fileTool 10 Lab4.empty (State.init [] 100) (.recv .data) = .ok st V ∧
      st.calls = 1 ∧ st.effects = Effects.push [.prompt Lab4.empty []] [] ∧
      V.raw.isPlainData = true) ∧
    (∃ st V, peval codeOracle fileTool 10 Lab4.empty (State.init [] 100) (.recv .code) = .ok st V ∧
      st.effects.length = 2) := by
  refine ⟨?_, _, _, rfl, rfl⟩
  obtain ⟨st, V, h⟩ : ∃ st V, peval dataOracle fileTool 10 Lab4.empty (State.init [] 100)
      (.recv .data) = .ok st V := ⟨_, _, rfl⟩
  obtain ⟨r, -, hc, he, -, -, hv⟩ := peval_recv_data dataOracle fileTool _ _ _ _ _ h
  exact ⟨st, V, h, hc, he, hv⟩

/-- **`parseReply_endorseFree`**: a reply that parses is endorse-free, so a reply that endorses is
refused in every mode (the kernel computes the refusal; the theorem says no mode could accept
it). -/
theorem parseReply_endorseFree_bites :
    (∀ t, parseReply (L := Lab4) .code "1" = .ok t → t.endorseFree = true) ∧
      (parseReply (L := Lab4) .code "endorse {} ({U} : 1)" matches .error _) :=
  ⟨fun _ h => parseReply_endorseFree h, by decide +kernel⟩

/-- **`peval_sound` and `peval_complete`**: the run of `valAt 1 {S}` is a derivation of the
semantics, and the derivation is a run of `peval`, with the value `1` labelled `{S}`. -/
theorem peval_sound_complete_bite :
    (∃ st V, peval unitOracle noTools 10 Lab4.empty (State.init [] 100)
      (valAt 1 Lab4.S) = .ok st V ∧
      ∃ w s, Eval unitModel noTools Lab4.empty [] (valAt 1 Lab4.S) st.session V w s) ∧
    (∃ (d f : Nat) (E : List (Effect Lab4)) (g : Log Lab4 → Log Lab4),
      EvalFx unitModel noTools Lab4.empty [] (valAt 1 Lab4.S) []
        ⟨.const (.int 1), JoinSemilattice.join Lab4.empty Lab4.S⟩ 1 [] E ∧
      ∀ D R F G, d ≤ D →
        peval unitOracle noTools D Lab4.empty ⟨[], 0, f + R, F, G⟩ (valAt 1 Lab4.S) =
        .ok ⟨[], 0, R, Effects.push E F, g G⟩
          ⟨.const (.int 1), JoinSemilattice.join Lab4.empty Lab4.S⟩) := by
  obtain ⟨st, V, h, -⟩ := peval_valAt 1 Lab4.S
  refine ⟨⟨st, V, h, ?_⟩, ?_⟩
  · have := peval_sound unitModel unitOracle noTools _ _ _ _ _ _ h
    simpa [State.init, State.session] using this
  · exact peval_complete unitModel unitOracle noTools (Eval.val (C := [])) 0
      (Oracle.supplies_nil _ _)

/-- **`denote_eq_peval`**: from some depth and fuel on, `peval` returns the denotation's only
outcome for `valAt 1 {S}`; at depth `0` it returns nothing, so the witnesses are not trivial. -/
theorem denote_eq_peval_bites :
    (∃ D F, (peval (Oracle.script []) noTools D Lab4.empty (State.init [] F)
      (valAt 1 Lab4.S)).okPart =
      some ([], ⟨.const (.int 1), Lab4.S⟩, [])) ∧
    ∀ F, (peval (Oracle.script []) noTools 0 Lab4.empty (State.init [] F)
      (valAt 1 Lab4.S)).okPart = none := by
  refine ⟨?_, fun F => rfl⟩
  obtain ⟨D, F, h⟩ := denote_eq_peval mute noTools 5 Lab4.empty [] (valAt 1 Lab4.S)
  rw [denote_valAt] at h
  exact ⟨D, F, by simpa [Dist.map] using h⟩


/-! ## `denote_pni_limit` -/

/-- A model that never answers, weighted by probabilities. -/
def muteQ : Sampler Lab4 NNRat := fun _ _ => []

/-- The denotation of an embedded value at every depth past `0`, with probabilities. -/
theorem denoteQ_valAt (n : Nat) (i : Int) (l : Lab4) :
    denote muteQ noTools none (n + 1) Lab4.empty [] (valAt i l) =
      [(1, ([], ⟨.const (.int i), l⟩, [], []))] :=
  rfl

/-- An embedded value terminates with probability `1` (from depth `1` on). -/
theorem tendsToOne_valAt (i : Int) (l : Lab4) :
    Weight.TendsToOne fun n => (denote muteQ noTools none n Lab4.empty [] (valAt i l)).mass := by
  intro ε _
  refine ⟨1, ?_⟩
  show (1 : NNRat) ≤ 1 * 1 + 0 + ε
  rw [Weight.one_mul, Weight.add_zero]
  exact Weight.le_add_right 1 ε

/-- What `{U}` observes of the run returning the embedded value `i` labelled `l`. -/
def obsVal (i : Int) (l : Lab4) : Observation Lab4 :=
  observe Lab4.U ([], ⟨.const (.int i), l⟩, [], [])

/-- The conclusion of `denote_pni_limit` for two programs under the mute model, from the empty
conversation under `pc = {}`, seen by `{U}`. -/
def PniLimit (e1 e2 : Term Lab4) : Prop :=
  ∀ g : Observation Lab4 → NNRat, (∀ b, ∃ c, g b + c = 1) → ∀ b : NNRat,
    (∀ n, (denote muteQ noTools none n Lab4.empty [] e1).exp (fun o => g (observe Lab4.U o)) ≤ b) ↔
      (∀ n, (denote muteQ noTools none n Lab4.empty [] e2).exp (fun o => g (observe Lab4.U o)) ≤ b)

open Classical in
/-- For two embedded values the conclusion decides that `{U}` observes them alike: with `g` the
indicator of the first run's observation, `0` would otherwise bound the second run's expectations
at every depth but not the first's (`1` from depth `1` on). -/
theorem obs_eq_of_pniLimit {i j : Int} {l : Lab4} (h : PniLimit (valAt i l) (valAt j l)) :
    obsVal i l = obsVal j l := by
  apply Classical.byContradiction
  intro hne
  let g : Observation Lab4 → NNRat := fun o => if o = obsVal i l then 1 else 0
  have hg : ∀ b, ∃ c, g b + c = 1 := fun b => by
    by_cases hb : b = obsVal i l
    · exact ⟨0, by simp only [g, if_pos hb]; exact Weight.add_zero 1⟩
    · exact ⟨1, by simp only [g, if_neg hb]; exact Weight.zero_add 1⟩
  have h0 : ∀ n, (denote muteQ noTools none n Lab4.empty [] (valAt j l)).exp
      (fun o => g (observe Lab4.U o)) ≤ 0 := by
    intro n
    cases n with
    | zero => exact Weight.le_refl _
    | succ n =>
      rw [denoteQ_valAt]
      have hj : g (obsVal j l) = 0 := if_neg (Ne.symm hne)
      show 1 * g (obsVal j l) + 0 ≤ 0
      rw [hj, Weight.one_mul, Weight.add_zero]
      exact Weight.le_refl _
  have h1 := (h g hg 0).mpr h0 1
  rw [denoteQ_valAt 0] at h1
  have hi : g (obsVal i l) = 1 := if_pos rfl
  have h1' : 1 * g (obsVal i l) + 0 ≤ 0 := h1
  rw [hi, Weight.one_mul, Weight.add_zero] at h1'
  exact absurd (h1' : (1 : NNRat).1 ≤ (0 : NNRat).1) (by show ¬ (1 : Rat) ≤ 0; grind)

/-- **`denote_pni_limit` applies to the secret pair** (runs that terminate with probability `1`)
and decides that `{U}` observes the same outcome. -/
theorem denote_pni_limit_secret_pair : obsVal 1 Lab4.S = obsVal 2 Lab4.S :=
  obs_eq_of_pniLimit fun _ hg b =>
    denote_pni_limit muteQ muteQ noTools noTools (fun _ _ => Weight.zero_le _)
      (fun _ _ => Weight.zero_le _)
      (Sampler.LowEq.refl _ _) (Tools.Agree.refl _ _) integ_flows_U NNRat.dense Lab4.empty
      (Session.LowEq.refl _ []) (by unfold Term.LowEq; decide +kernel) (tendsToOne_valAt 1 Lab4.S)
      (tendsToOne_valAt 2 Lab4.S) hg b

/-- **`denote_pni_limit`'s conclusion is refuted for the leaky pair** (public `1` against `2`). -/
theorem denote_pni_limit_refutes_leaky_pair :
    ¬ PniLimit (valAt 1 Lab4.empty) (valAt 2 Lab4.empty) := fun h =>
  absurd (congrArg (fun o : Observation Lab4 => o.2.2.1) (obs_eq_of_pniLimit h)) (by decide +kernel)

end Llmbda.Test
