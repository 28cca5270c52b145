module

public import Llmbda.Spec.Denote
public import Llmbda.Spec.Hypotheses
public import Llmbda.Thm.LowEq
public import Llmbda.Thm.Noninterference
public import Llmbda.Thm.Effects

/-!
# High-blindness of the skipping semantics

`Llmbda.denote_skip_blind`: the `m`-skipping semantics `⇓♯` (`denote S T (some m)`) never looks
at what the observer `m` cannot see. From `∼m`-related conversations and terms, under the same `pc`,
it gives the same weighted list of observations (`observe m`: the visible messages, whether the
conversation's label is visible, the value as `m` sees it, and the effects made under a `pc` that
`m` can follow, as `m` sees them), at every depth, for every sampler, tools and observer.

The proof is by induction on the depth, inverting the second term from the first (erasure is
homomorphic on everything but embedded values). Under a hidden `pc`, and at every elimination of a
hidden value, both runs return a dummy with a hidden label. Where a run looks at a visible value,
the two values agree on what is looked at: atoms are equal (`Term.IsAtom.eq_of_erase`), function
bodies and pair components look the same (`Term.erase_subst`), and a value sent to the model or to
a tool is equal whenever its deep label is visible (`Value.LowEq.eq_of_deep`). `recv` under a
visible `pc ⊔ label C` has a visible conversation label, so both conversations are equal and both
runs sample the same list. A `recv` on a hidden conversation, or a call with a hidden argument,
under a visible `pc`, records in both runs an effect that looks the same (`Effects.observe_prompt`,
`Effects.observe_call`). The sequencing of two runs is a congruence for what `m` observes
(`Denote.map_observe_andThen`): the reply traces are not observed, and the first run's effects
precede the second's (`observe_prefix`). `Llmbda.observe_eq_iff_lowEq` says what the observation
is: two outcomes look the same to `m` exactly when their conversations, values and effect traces
are `∼m`-related, the effect traces as in the deterministic theorems (`Effects.LowEq`).

pin: 'Llmbda.denote_skip_blind' depends on axioms: [propext]
pin: 'Llmbda.denote_skip_blind_of' depends on axioms: [propext]
pin: 'Llmbda.observe_eq_iff_lowEq' depends on axioms: [propext]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (TIPNI, `⇓♯`).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

open Denote

omit [LabelSyntax L] in
/-- The skipping semantics hides from `m` exactly the labels that do not flow to `m`. -/
theorem hid_some (m l : L) : hid (some m) l = !flows l m := rfl

omit [LabelSyntax L] in
/-- Two outcomes look the same to `m` exactly when their conversations and values are
`∼m`-related and the effects `m` can follow look the same (the reply traces are not observed). -/
theorem observe_eq_iff {m : L} {o1 o2 : Outcome L} :
    observe m o1 = observe m o2 ↔ Session.LowEq m o1.1 o2.1 ∧ Value.LowEq m o1.2.1 o2.2.1 ∧
      Effects.observe m o1.2.2.2 = Effects.observe m o2.2.2.2 := by
  simp only [observe, Prod.mk.injEq, Session.LowEq, Value.LowEq, and_assoc]

/-- Effects `P` observed before an observation (the effects of an earlier part of the run). -/
noncomputable def Observation.after (P : List (Effect.Seen L)) (x : Observation L) :
    Observation L :=
  (x.1, x.2.1, x.2.2.1, P ++ x.2.2.2)

omit [LabelSyntax L] in
/-- The effects of a trace's two parts, observed. -/
theorem Effects.observe_append (m : L) (E1 E2 : List (Effect L)) :
    Effects.observe m (E1 ++ E2) = Effects.observe m E1 ++ Effects.observe m E2 := by
  simp only [Effects.observe, List.filter_append, List.map_append]

omit [LabelSyntax L] in
/-- An outcome whose effects are preceded by `E` looks like the outcome, after `E`. -/
theorem observe_prefix (m : L) (s : List String) (E : List (Effect L)) (o : Outcome L) :
    observe m (o.1, o.2.1, s ++ o.2.2.1, E ++ o.2.2.2) =
      Observation.after (Effects.observe m E) (observe m o) := by
  simp only [observe, Observation.after, Effects.observe_append]

omit [LabelSyntax L] in
/-- Two effects look the same to `m` exactly when they are `∼m`-related (`Effect.LowEq`). -/
theorem Effect.observe_eq_iff {m : L} {a b : Effect L} :
    Effect.observe m a = Effect.observe m b ↔ Effect.LowEq m a b := by
  cases a <;> cases b <;>
    simp [Effect.observe, Effect.LowEq, Session.LowEq, Value.LowEq]

omit [LabelSyntax L] in
/-- Two lists of effects look the same to `m`, effect by effect, exactly when they are pairwise
`∼m`-related (`Effects.Rel`). -/
theorem Effects.map_observe_eq_iff {m : L} :
    ∀ {A B : List (Effect L)}, A.map (Effect.observe m) = B.map (Effect.observe m) ↔
    Effects.Rel m A B
  | [], [] => by simp [Effects.Rel]
  | _ :: _, [] => by simp [Effects.Rel]
  | [], _ :: _ => by simp [Effects.Rel]
  | _ :: _, _ :: _ => by
    simp only [List.map_cons, List.cons.injEq, Effects.Rel, Effect.observe_eq_iff,
      Effects.map_observe_eq_iff]

omit [LabelSyntax L] in
/-- The effects `m` observes of two traces are equal exactly when the traces are `∼m`-related in the
sense of the deterministic theorems (`Effects.LowEq`: the effects `m` can follow come in the same
order and are pairwise alike). -/
theorem Effects.observe_eq_iff {m : L} {E1 E2 : List (Effect L)} :
    Effects.observe m E1 = Effects.observe m E2 ↔ Effects.LowEq m E1 E2 :=
  Effects.map_observe_eq_iff

omit [LabelSyntax L] in
/-- Prompts of related conversations under the same `pc` look the same. -/
theorem Effects.observe_prompt {m pc : L} {C1 C2 : Session L} (hC : Session.LowEq m C1 C2) :
    Effects.observe m [.prompt pc C1] = Effects.observe m [.prompt pc C2] :=
  Effects.observe_eq_iff.mpr (Effects.LowEq.single rfl fun _ => ⟨rfl, hC⟩)

omit [LabelSyntax L] in
/-- Calls of the same tool under the same `pc` with related arguments look the same. -/
theorem Effects.observe_call {m pc : L} {name : String} {v1 v2 : Value L}
    (hv : Value.LowEq m v1 v2) :
    Effects.observe m [.call pc name v1] = Effects.observe m [.call pc name v2] :=
  Effects.observe_eq_iff.mpr (Effects.LowEq.single rfl fun _ => ⟨rfl, rfl, hv⟩)

omit [LabelSyntax L] in
/-- **What TIPNI observes** (`observe`): two outcomes look the same to `m` exactly when their final
conversations and values are `∼m`-related and their effect traces are `∼m`-related
(`Effects.LowEq`, as in `Llmbda.EvalFx.effects_tini`): the same prompts and tool calls under the
`pc`s `m` can follow, in the same order, with conversations and arguments `m` cannot tell apart. -/
theorem observe_eq_iff_lowEq {m : L} {o1 o2 : Outcome L} :
    observe m o1 = observe m o2 ↔ Session.LowEq m o1.1 o2.1 ∧ Value.LowEq m o1.2.1 o2.2.1 ∧
      Effects.LowEq m o1.2.2.2 o2.2.2.2 := by
  rw [observe_eq_iff, Effects.observe_eq_iff]

omit [LabelSyntax L] in
/-- `ret` from related conversations with related values looks the same. -/
theorem Denote.map_observe_ret {m : L} {C1 C2 : Session L} {v1 v2 : Value L}
    (hC : Session.LowEq m C1 C2) (hv : Value.LowEq m v1 v2) :
    Dist.map (observe m) (ret C1 v1 : Dist W (Outcome L)) = Dist.map (observe m) (ret C2 v2) := by
  have h : observe m (C1, v1, [], []) = observe m (C2, v2, [], []) :=
    observe_eq_iff.mpr ⟨hC, hv, rfl⟩
  simp only [ret, Dist.pure, Dist.map, List.map_cons, List.map_nil, h]

omit [LabelSyntax L] in
/-- `emit` from related conversations with related values and effects that look the same looks
the same. -/
theorem Denote.map_observe_emit {m : L} {C1 C2 : Session L} {v1 v2 : Value L} {ev1 ev2 : Effect L}
    (hC : Session.LowEq m C1 C2) (hv : Value.LowEq m v1 v2)
    (he : Effects.observe m [ev1] = Effects.observe m [ev2]) :
    Dist.map (observe m) (emit C1 v1 ev1 : Dist W (Outcome L)) =
      Dist.map (observe m) (emit C2 v2 ev2) := by
  have h : observe m (C1, v1, [], [ev1]) = observe m (C2, v2, [], [ev2]) :=
    observe_eq_iff.mpr ⟨hC, hv, he⟩
  simp only [emit, Dist.pure, Dist.map, List.map_cons, List.map_nil, h]

omit [LabelSyntax L] in
/-- Dummies with hidden labels in related conversations look the same. -/
theorem Denote.map_observe_dummy {m : L} {C1 C2 : Session L} {l1 l2 : L}
    (hC : Session.LowEq m C1 C2) (h1 : flows l1 m = false) (h2 : flows l2 m = false) :
    Dist.map (observe m) (dummy C1 l1 : Dist W (Outcome L)) = Dist.map (observe m) (dummy C2 l2) :=
  map_observe_ret hC (Value.LowEq.of_hidden h1 h2)

omit [LabelSyntax L] in
/-- Prefixing the traces and effect traces and scaling the weights: the observer sees the scaling
and the prefixed effects it can follow. -/
theorem Denote.map_observe_trace {m : L} (w : W) (s : List String) (E : List (Effect L))
    (μ : Dist W (Outcome L)) :
    Dist.map (observe m)
        (Dist.scale w (Dist.map (fun o' => (o'.1, o'.2.1, s ++ o'.2.2.1, E ++ o'.2.2.2)) μ)) =
      Dist.scale w
      (Dist.map (Observation.after (Effects.observe m E)) (Dist.map (observe m) μ)) := by
  simp only [Dist.map, Dist.scale, List.map_map]
  exact List.map_congr_left fun p _ => Prod.ext rfl (observe_prefix m s E p.2)

omit [LabelSyntax L] in
/-- `andThen` is a congruence for what `m` observes: first runs that look the same, continued
by continuations that look the same on related conversations and values, look the same. -/
theorem Denote.map_observe_andThen {m : L} {μ1 μ2 : Dist W (Outcome L)}
    {k1 k2 : Session L → Value L → Dist W (Outcome L)}
    (hμ : Dist.map (observe m) μ1 = Dist.map (observe m) μ2)
    (hk : ∀ C1 C2 v1 v2, Session.LowEq m C1 C2 → Value.LowEq m v1 v2 →
      Dist.map (observe m) (k1 C1 v1) = Dist.map (observe m) (k2 C2 v2)) :
    Dist.map (observe m) (andThen μ1 k1) = Dist.map (observe m) (andThen μ2 k2) := by
  induction μ1 generalizing μ2 with
  | nil => cases μ2 with
    | nil => rfl
    | cons _ _ => simp [Dist.map] at hμ
  | cons p μ1 ih => cases μ2 with
    | nil => simp [Dist.map] at hμ
    | cons q μ2 =>
      simp only [Dist.map, List.map_cons, List.cons.injEq, Prod.mk.injEq] at hμ
      obtain ⟨⟨hw, ho⟩, hμ⟩ := hμ
      obtain ⟨hC, hv, hE⟩ := observe_eq_iff.mp ho
      have := ih hμ
      simp only [andThen, Dist.bind, List.flatMap_cons] at this ⊢
      simp only [Dist.map] at this ⊢
      rw [List.map_append, List.map_append, this]
      have h2 := Denote.map_observe_trace (m := m) p.1 p.2.2.2.1 p.2.2.2.2 (k1 p.2.1 p.2.2.1)
      have h3 := Denote.map_observe_trace (m := m) q.1 q.2.2.2.1 q.2.2.2.2 (k2 q.2.1 q.2.2.1)
      simp only [Dist.map] at h2 h3
      have hk' := hk _ _ _ _ hC hv
      simp only [Dist.map] at hk'
      rw [h2, h3, hw, hk', hE]

omit [LabelSyntax L] [Weight W] in
/-- `fork` (keep the conversation, take the value) is a congruence for what `m` observes. -/
theorem Denote.map_observe_fork {m : L} {C1 C2 : Session L} {μ1 μ2 : Dist W (Outcome L)}
    (hC : Session.LowEq m C1 C2) (hμ : Dist.map (observe m) μ1 = Dist.map (observe m) μ2) :
    Dist.map (observe m) (Dist.map (fun o => (C1, o.2.1, o.2.2)) μ1) =
      Dist.map (observe m) (Dist.map (fun o => (C2, o.2.1, o.2.2)) μ2) := by
  have h : ∀ (C : Session L) (μ : Dist W (Outcome L)),
      Dist.map (observe m) (Dist.map (fun o => (C, o.2.1, o.2.2)) μ) =
        Dist.map (fun x => (Session.visible m C, flows (Session.label C) m, x.2.2))
          (Dist.map (observe m) μ) := by
    intro C μ; simp only [Dist.map, List.map_map]; rfl
  rw [h, h, hμ, hC.1, hC.2]

omit [LabelSyntax L] [Weight W] in
/-- A term that looks like a function to `m` is a function with the same parameter. -/
theorem Term.erase_eq_lam {m : L} {x : String} {b t : Term L}
    (h : (Term.lam x b).erase m = t.erase m) :
    ∃ b', t = .lam x b' ∧ b.erase m = b'.erase m := by
  cases t <;> simp only [Term.erase, Term.lam.injEq, reduceCtorEq] at h <;>
    (try split at h) <;> (try simp at h)
  exact ⟨_, by rw [h.1], h.2⟩

omit [LabelSyntax L] [Weight W] in
/-- A term that looks like a recursive function to `m` is one, with the same names. -/
theorem Term.erase_eq_fix {m : L} {f x : String} {b t : Term L}
    (h : (Term.fix f x b).erase m = t.erase m) :
    ∃ b', t = .fix f x b' ∧ b.erase m = b'.erase m := by
  cases t <;> simp only [Term.erase, Term.fix.injEq, reduceCtorEq] at h <;>
    (try split at h) <;> (try simp at h)
  exact ⟨_, by rw [h.1, h.2.1], h.2.2⟩

omit [LabelSyntax L] [Weight W] in
/-- A term that looks like a pair to `m` is a pair of terms that look like its components. -/
theorem Term.erase_eq_pair {m : L} {a b t : Term L}
    (h : (Term.pair a b).erase m = t.erase m) :
    ∃ a' b', t = .pair a' b' ∧ a.erase m = a'.erase m ∧ b.erase m = b'.erase m := by
  cases t <;> simp only [Term.erase, Term.pair.injEq, reduceCtorEq] at h <;>
    (try split at h) <;> (try simp at h)
  exact ⟨_, _, rfl, h.1, h.2⟩

omit [LabelSyntax L] [Weight W] in
/-- A term that looks like an embedded value to `m` is an embedded value. -/
theorem Term.erase_eq_val {m : L} {r : Term L} {l : L} {t : Term L}
    (h : (Term.val r l).erase m = t.erase m) : ∃ r' l', t = .val r' l' := by
  cases t <;> simp only [Term.erase] at h <;> (try split at h) <;> (try split at h) <;>
    simp at h ⊢

/-- `sample` is a congruence for what `m` observes: continuations that look the same give runs
that look the same (the reply trace is not observed; the prompt is the same). -/
theorem Denote.map_observe_sample {m : L} (S : Sampler L W) (md : ReplyMode) (C : Session L)
    (lc : L) (ev : Effect L) {k1 k2 : Session L → Term L → Dist W (Outcome L)}
    (hk : ∀ C' t, Dist.map (observe m) (k1 C' t) = Dist.map (observe m) (k2 C' t)) :
    Dist.map (observe m) (sample S md C lc ev k1) =
    Dist.map (observe m) (sample S md C lc ev k2) := by
  simp only [sample, Dist.bind, Dist.map, List.map_flatMap]
  congr 1
  funext p
  split
  · rename_i t _
    have h1 :=
      Denote.map_observe_trace (m := m) p.1 [p.2] [ev] (k1 (C ++ [⟨.assistant, p.2, lc⟩]) t)
    have h2 :=
      Denote.map_observe_trace (m := m) p.1 [p.2] [ev] (k2 (C ++ [⟨.assistant, p.2, lc⟩]) t)
    simp only [Dist.map] at h1 h2
    have hk' := hk (C ++ [⟨.assistant, p.2, lc⟩]) t
    simp only [Dist.map] at hk'
    exact h1.trans (hk' ▸ h2.symm)
  · rfl

omit [LabelSyntax L] [Weight W] in
theorem Sampler.LowEq.refl (m : L) (S : Sampler L W) : Sampler.LowEq m S S := fun _ _ _ => rfl

omit [LabelSyntax L] in
theorem Tools.Agree.refl (m : L) (T : Tools L) : Tools.Agree m T T := by
  refine ⟨rfl, fun name v _ => ?_⟩
  rcases T.run name v with _ | ⟨r, lt⟩
  · trivial
  · exact Value.LowEq.refl _ _

/-- **High-blindness** (the skipping semantics never looks at what `m` cannot see), **with the
unseen inputs chosen freely**: from `∼m`-related conversations and terms, under the same `pc`, the
`m`-skipping semantics gives the same weighted list of observations, for samplers and tools `m`
cannot tell apart (`Sampler.LowEq`, `Tools.Agree`). -/
theorem denote_skip_blind_of (S1 S2 : Sampler L W) (T1 T2 : Tools L) (m : L)
    (hS : Sampler.LowEq m S1 S2) (hT : Tools.Agree m T1 T2) :
    ∀ (n : Nat) (pc : L) (C1 C2 : Session L) (e1 e2 : Term L),
      Session.LowEq m C1 C2 → Term.LowEq m e1 e2 →
      Dist.map (observe m) (denote S1 T1 (some m) n pc C1 e1) =
        Dist.map (observe m) (denote S2 T2 (some m) n pc C2 e2) := by
  intro n
  induction n with
  | zero => intro pc C1 C2 e1 e2 _ _; rfl
  | succ d ih =>
    intro pc C1 C2 e1 e2 hC hE
    obtain hpc | hpc := Bool.dichotomy (flows pc m)
    · simp only [denote, hid_some, hpc, Bool.not_false, ↓reduceIte]
      exact map_observe_dummy hC hpc hpc
    have hE0 := hE
    cases e1 with
    | var x =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
    | const c =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact map_observe_ret hC (Value.LowEq.mk' rfl fun _ => ⟨rfl, hE0⟩)
    | lit l =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact map_observe_ret hC (Value.LowEq.mk' rfl fun _ => ⟨rfl, hE0⟩)
    | lam x b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact map_observe_ret hC (Value.LowEq.mk' rfl fun _ => ⟨rfl, hE0⟩)
    | fix f x b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact map_observe_ret hC (Value.LowEq.mk' rfl fun _ => ⟨rfl, hE0⟩)
    | val r l =>
      obtain ⟨r', l', rfl⟩ := Term.erase_eq_val hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      have hv : Value.LowEq m ⟨r, l⟩ ⟨r', l'⟩ := hE
      exact map_observe_ret hC (hv.raise_left pc)
    | app a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      obtain hl | hl := Bool.dichotomy (flows l1 m)
      · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC2 (flows_join_eq_false_of_right pc hl)
          (flows_join_eq_false_of_right pc hl')
      · obtain ⟨rfl, hraw⟩ := hv1.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i x b l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          obtain ⟨b', rfl, hb'⟩ := Term.erase_eq_lam hraw
          dsimp only
          apply ih _ _ _ _ _ hC2
          show Term.erase m _ = Term.erase m _
          rw [Term.erase_subst, Term.erase_subst, hb', hu]
        · rename_i f x b l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          obtain ⟨b', rfl, hb'⟩ := Term.erase_eq_fix hraw
          dsimp only
          apply ih _ _ _ _ _ hC2
          show Term.erase m _ = Term.erase m _
          rw [Term.erase_subst, Term.erase_subst, Term.erase_subst, Term.erase_subst, hb', hu]
          simp only [Term.erase, hb']
        · rename_i hne1 hne2
          split
          · rename_i x b l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨b', rfl, -⟩ := Term.erase_eq_lam hraw.symm
            exact (hne1 _ _ _ rfl).elim
          · rename_i f x b l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨b', rfl, -⟩ := Term.erase_eq_fix hraw.symm
            exact (hne2 _ _ _ _ rfl).elim
          · rfl
    | ite c a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨hc, ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC hc) fun C3 C4 v1 v2 hC1 hv1 => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      obtain hl | hl := Bool.dichotomy (flows l1 m)
      · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC1 (flows_join_eq_false_of_right pc hl)
          (flows_join_eq_false_of_right pc hl')
      · obtain ⟨rfl, hraw⟩ := hv1.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          cases (Term.isAtom_const _).eq_of_erase hraw
          exact ih _ _ _ _ _ hC1 ha
        · rename_i l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          cases (Term.isAtom_const _).eq_of_erase hraw
          exact ih _ _ _ _ _ hC1 hb
        · rename_i hne1 hne2
          split
          · rename_i l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_const _).eq_of_erase hraw.symm
            exact (hne1 _ rfl).elim
          · rename_i l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_const _).eq_of_erase hraw.symm
            exact (hne2 _ rfl).elim
          · rfl
    | prim1 op a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨rfl, ha⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      obtain hl | hl := Bool.dichotomy (flows l1 m)
      · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC1 hl hl'
      · obtain ⟨rfl, hraw⟩ := hv1.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split <;> split
        · rename_i _ x hx _ y hy
          cases (Prim.eval1_atom hx).eq_of_erase hraw
          rw [hx] at hy; cases hy
          exact map_observe_ret hC1 (Value.LowEq.refl _ _)
        · rename_i _ x hx _ y hy
          cases (Prim.eval1_atom hx).eq_of_erase hraw
          rw [hx] at hy; cases hy
        · rename_i _ x hx _ y hy
          cases (Prim.eval1_atom hy).eq_of_erase hraw.symm
          rw [hx] at hy; cases hy
        · rfl
    | prim2 op a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨rfl, ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
      obtain hl | hl := Bool.dichotomy (flows (l1 ⊔ k1) m)
      · have hl' : flows (l2 ⊔ k2) m = false := by
          rw [← flows_join_congr hv1.flows_eq_mk hu.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC2 hl hl'
      · have hl2 := hl
        rw [flows_join_eq, Bool.and_eq_true] at hl2
        obtain ⟨rfl, hraw1⟩ := hv1.vis hl2.1
        obtain ⟨rfl, hraw2⟩ := hu.vis hl2.2
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split <;> split
        · rename_i _ x hx _ y hy
          rw [Prim.eval2_erase hraw1 hraw2 hx] at hy; cases hy
          exact map_observe_ret hC2 (Value.LowEq.refl _ _)
        · rename_i _ x hx _ y hy
          rw [Prim.eval2_erase hraw1 hraw2 hx] at hy; cases hy
        · rename_i _ x hx _ y hy
          rw [Prim.eval2_erase hraw1.symm hraw2.symm hy] at hx; cases hx
        · rfl
    | pair a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      refine map_observe_ret hC2 (Value.LowEq.mk' rfl fun _ => ⟨rfl, ?_⟩)
      rw [Term.erase_pair, Term.erase_pair]
      exact congr (congrArg Term.pair hv1) hu
    | fst a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC hE) fun C3 C4 v1 v2 hC1 hv1 => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      obtain hl | hl := Bool.dichotomy (flows l1 m)
      · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC1 hl hl'
      · obtain ⟨rfl, hraw⟩ := hv1.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i x lx q l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          obtain ⟨a', q', rfl, hx, -⟩ := Term.erase_eq_pair hraw
          obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
          dsimp only
          have hv : Value.LowEq m ⟨x, lx⟩ ⟨x', lx'⟩ := hx
          exact map_observe_ret hC1 (hv.raise l1)
        · rename_i hne
          split
          · rename_i x lx q l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨a', q', rfl, hx, -⟩ := Term.erase_eq_pair hraw.symm
            obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
            exact (hne _ _ _ _ rfl).elim
          · rfl
    | snd a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC hE) fun C3 C4 v1 v2 hC1 hv1 => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      obtain hl | hl := Bool.dichotomy (flows l1 m)
      · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC1 hl hl'
      · obtain ⟨rfl, hraw⟩ := hv1.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i q x lx l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          obtain ⟨q', a', rfl, -, hx⟩ := Term.erase_eq_pair hraw
          obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
          dsimp only
          have hv : Value.LowEq m ⟨x, lx⟩ ⟨x', lx'⟩ := hx
          exact map_observe_ret hC1 (hv.raise l1)
        · rename_i hne
          split
          · rename_i q x lx l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨q', a', rfl, -, hx⟩ := Term.erase_eq_pair hraw.symm
            obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
            exact (hne _ _ _ _ rfl).elim
          · rfl
    | labS ℓ a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨rfl, ha⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      exact map_observe_ret hC1 (hv1.raise ℓ)
    | labD a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
      obtain hl | hl := Bool.dichotomy (flows l1 m)
      · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC2 (flows_join_eq_false_of_right k1 hl)
          (flows_join_eq_false_of_right k2 hl')
      · obtain ⟨rfl, hraw⟩ := hv1.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i ℓ l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          cases (Term.isAtom_lit _).eq_of_erase hraw
          exact map_observe_ret hC2 ((hu.raise ℓ).raise l1)
        · rename_i hne
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw.symm
            exact (hne _ _ rfl).elim
          · rfl
    | test a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
      obtain hl | hl := Bool.dichotomy (flows k1 m)
      · have hl' : flows k2 m = false := by rw [← hu.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC2 (flows_join_eq_false_of_right pc hl)
          (flows_join_eq_false_of_right pc hl')
      · obtain ⟨rfl, hraw⟩ := hu.vis hl
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i ℓ l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          cases (Term.isAtom_lit _).eq_of_erase hraw
          obtain hlm | hlm := Bool.dichotomy (flows ℓ m)
          · simp only [hlm, Bool.not_false, ↓reduceIte]
            exact map_observe_dummy hC2
              (flows_join_eq_false_of_left _ (flows_join_eq_false_of_right pc hlm))
              (flows_join_eq_false_of_left _ (flows_join_eq_false_of_right pc hlm))
          · simp only [hlm, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
            have hans : flows l1 ℓ = flows l2 ℓ := by
              obtain h1 | h1 := Bool.dichotomy (flows l1 m)
              · have h1' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact h1
                rw [flows_eq_false_of_hidden h1 hlm, flows_eq_false_of_hidden h1' hlm]
              · obtain ⟨rfl, -⟩ := hv1.vis h1; rfl
            rw [hans]
            exact map_observe_ret hC2 (Value.LowEq.refl _ _)
        · rename_i hne
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw.symm
            exact (hne _ _ rfl).elim
          · rfl
    | assert a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      obtain hl | hl := Bool.dichotomy (flows (l1 ⊔ u1.deepLabel) m)
      · have hl' : flows (l2 ⊔ u2.deepLabel) m = false := by
          rw [← flows_join_congr hv1.flows_eq_mk hu.deep_eq]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC2 (flows_join_eq_false_comm hl) (flows_join_eq_false_comm hl')
      · have hl2 := hl
        rw [flows_join_eq, Bool.and_eq_true] at hl2
        obtain ⟨rfl, hraw⟩ := hv1.vis hl2.1
        cases hu.eq_of_deep hl2.2
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i ℓ l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          cases (Term.isAtom_lit _).eq_of_erase hraw
          dsimp only
          split
          · exact map_observe_ret hC2 (Value.LowEq.refl _ _)
          · rfl
        · rename_i hne
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw.symm
            exact (hne _ _ rfl).elim
          · rfl
    | endorse p a b =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨-, ha, hb⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      refine map_observe_andThen (ih _ _ _ _ _ hC1 hb) fun C5 C6 u1 u2 hC2 hu => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
      obtain hl | hl := Bool.dichotomy (flows (l1 ⊔ k1) m)
      · have hl' : flows (l2 ⊔ k2) m = false := by
          rw [← flows_join_congr hv1.flows_eq_mk hu.flows_eq_mk]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_dummy hC2 (flows_join_eq_false_assoc pc hl)
          (flows_join_eq_false_assoc pc hl')
      · have hl2 := hl
        rw [flows_join_eq, Bool.and_eq_true] at hl2
        obtain ⟨rfl, hraw⟩ := hv1.vis hl2.1
        obtain ⟨rfl, hraw2⟩ := hu.vis hl2.2
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        split
        · rename_i ℓ l heq
          simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
          cases (Term.isAtom_lit _).eq_of_erase hraw
          dsimp only
          split
          · exact map_observe_ret hC2 (Value.LowEq.mk' rfl fun _ => ⟨rfl, hraw2⟩)
          · rfl
        · rename_i hne
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw.symm
            exact (hne _ _ rfl).elim
          · rfl
    | send a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC hE) fun C3 C4 v1 v2 hC1 hv1 => ?_
      obtain hl | hl := Bool.dichotomy (flows (Session.label C3) m)
      · have hl' : flows (Session.label C4) m = false := by rw [← hC1.2]; exact hl
        simp only [hl, hl', Bool.not_false, Bool.true_or, ↓reduceIte]
        refine map_observe_ret ?_ (Value.LowEq.refl _ _)
        obtain hd | hd := Bool.dichotomy (flows v1.deepLabel m)
        · have hd' : flows v2.deepLabel m = false := by rw [← hv1.deep_eq]; exact hd
          exact hC1.append_hidden hd hd'
        · cases hv1.eq_of_deep hd
          exact hC1.append_same _
      · cases hC1.eq_of_label hl
        obtain hd | hd := Bool.dichotomy (flows v1.deepLabel m)
        · have hd' : flows v2.deepLabel m = false := by rw [← hv1.deep_eq]; exact hd
          simp only [hl, Bool.not_true, Bool.false_or]
          split
          · refine map_observe_ret ?_ (Value.LowEq.refl _ _)
            exact hC1.append_hidden hd hd'
          · rfl
        · cases hv1.eq_of_deep hd
          rfl
    | recv md =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      subst hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte,
        flows_join_eq, Bool.true_and]
      obtain hl | hl := Bool.dichotomy (flows (Session.label C1) m)
      · have hl' : flows (Session.label C2) m = false := by rw [← hC.2]; exact hl
        simp only [hl, hl', Bool.not_false, ↓reduceIte]
        exact map_observe_emit hC
          (Value.LowEq.of_hidden (flows_join_eq_false_of_right pc hl)
            (flows_join_eq_false_of_right pc hl'))
          (Effects.observe_prompt hC)
      · cases hC.eq_of_label hl
        have hsame : ∀ lc ev k, sample S1 md C1 lc ev k = sample S2 md C1 lc ev k :=
          fun lc ev k => by simp only [sample, hS _ C1 hl]
        simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte, hsame]
        split
        · exact Denote.map_observe_sample S2 md _ _ _ fun C' t =>
            ih _ _ _ _ _ (Session.LowEq.refl _ _) (Term.LowEq.refl _ _)
        · rfl
    | fork a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact map_observe_fork hC (ih _ _ _ _ _ hC hE)
    | clear =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
    | call name a =>
      cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;>
        (try simp at hE)
      obtain ⟨rfl, ha⟩ := hE
      simp only [denote, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine map_observe_andThen (ih _ _ _ _ _ hC ha) fun C3 C4 v1 v2 hC1 hv1 => ?_
      obtain hd | hd := Bool.dichotomy (flows v1.deepLabel m)
      · have hd' : flows v2.deepLabel m = false := by rw [← hv1.deep_eq]; exact hd
        simp only [hd, hd', Bool.not_false, ↓reduceIte]
        exact map_observe_emit hC1 (Value.LowEq.of_hidden hd hd') (Effects.observe_call hv1)
      · cases hv1.eq_of_deep hd
        simp only [hd, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        rw [hT.1]
        split
        · have h := hT.2 name v1 hd
          split
          · rename_i r1 lt1 heq1
            split
            · rename_i r2 lt2 heq2
              rw [heq1, heq2] at h
              exact map_observe_emit hC1 h rfl
            · rename_i heq2
              rw [heq1, heq2] at h
              exact False.elim h
          · rename_i heq1
            split
            · rename_i r2 lt2 heq2
              rw [heq1, heq2] at h
              exact False.elim h
            · rfl
        · rfl

/-- **High-blindness** (the skipping semantics never looks at what `m` cannot see): from
`∼m`-related conversations and terms, under the same `pc`, the `m`-skipping semantics gives the same
weighted list of observations. -/
theorem denote_skip_blind (S : Sampler L W) (T : Tools L) (m : L) :
    ∀ (n : Nat) (pc : L) (C1 C2 : Session L) (e1 e2 : Term L),
      Session.LowEq m C1 C2 → Term.LowEq m e1 e2 →
      Dist.map (observe m) (denote S T (some m) n pc C1 e1) =
        Dist.map (observe m) (denote S T (some m) n pc C2 e2) :=
  denote_skip_blind_of S S T T m (Sampler.LowEq.refl m S) (Tools.Agree.refl m T)

end Llmbda

end
