module

public import Llmbda.Spec.LowEq
public import Llmbda.Label.Lemmas

/-!
# Basic lemmas about `∼m`

`∼m` is an equivalence on terms, values and conversations; hidden values are all related; a visible
value is related only to values with its label; erasing commutes with substitution (so `E-App`
substitutes related values into related bodies).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local infix:50 " ⊑ " => Flows

variable {L : Type} [JoinSemilattice L] [DecidableEq L]

theorem Term.LowEq.refl (m : L) (t : Term L) : t.LowEq m t := rfl
theorem Term.LowEq.symm {m : L} {t1 t2 : Term L} (h : t1.LowEq m t2) : t2.LowEq m t1 := Eq.symm h
theorem Term.LowEq.trans {m : L} {t1 t2 t3 : Term L} (h1 : t1.LowEq m t2) (h2 : t2.LowEq m t3) :
    t1.LowEq m t3 := Eq.trans h1 h2

/-- Two values hidden from `m` are indistinguishable, whatever they are. -/
theorem Value.LowEq.of_hidden {m : L} {v1 v2 : Value L} (h1 : flows v1.label m = false)
    (h2 : flows v2.label m = false) : v1.LowEq m v2 := by
  simp [Value.LowEq, Value.toTerm, Term.erase, h1, h2]

/-- A visible value is indistinguishable only from a value with the same label. -/
theorem Value.LowEq.label_eq {m : L} {v1 v2 : Value L} (h : v1.LowEq m v2)
    (h1 : flows v1.label m = true) : v2.label = v1.label ∧ flows v2.label m = true := by
  unfold Value.LowEq Value.toTerm Term.erase at h
  rw [if_pos h1] at h
  by_cases h2 : flows v2.label m = true
  · rw [if_pos h2] at h
    injection h with _ hl
    exact ⟨hl.symm, h2⟩
  · rw [if_neg h2] at h
    injection h with hr hl
    exfalso; apply h2
    rw [flows_iff] at h1 ⊢
    rw [hl] at h1
    exact flows_trans (flows_top _) h1

/-- Erasing commutes with substitution. -/
theorem Term.erase_subst (m : L) (t : Term L) (x : String) (v : Term L) :
    (t.subst x v).erase m = (t.erase m).subst x (v.erase m) := by
  induction t with
  | var y => by_cases h : y = x <;> simp [Term.subst, Term.erase, h]
  | lam y b ih => by_cases h : y = x <;> simp [Term.subst, Term.erase, h, ih]
  | fix f y b ih => by_cases h : f = x ∨ y = x <;> simp [Term.subst, Term.erase, h, ih]
  | val r l => simp [Term.subst, Term.erase]; split <;> simp [Term.subst]
  | _ => simp_all [Term.subst, Term.erase]

theorem Value.LowEq.refl (m : L) (v : Value L) : v.LowEq m v := rfl
theorem Value.LowEq.symm {m : L} {v1 v2 : Value L} (h : v1.LowEq m v2) : v2.LowEq m v1 := Eq.symm h
theorem Value.LowEq.trans {m : L} {v1 v2 v3 : Value L} (h1 : v1.LowEq m v2) (h2 : v2.LowEq m v3) :
    v1.LowEq m v3 := Eq.trans h1 h2

theorem Session.LowEq.refl (m : L) (C : Session L) : Session.LowEq m C C := ⟨rfl, rfl⟩
theorem Session.LowEq.symm {m : L} {C1 C2 : Session L} (h : Session.LowEq m C1 C2) :
    Session.LowEq m C2 C1 := ⟨Eq.symm h.1, Eq.symm h.2⟩
theorem Session.LowEq.trans {m : L} {C1 C2 C3 : Session L} (h1 : Session.LowEq m C1 C2)
    (h2 : Session.LowEq m C2 C3) : Session.LowEq m C1 C3 := ⟨Eq.trans h1.1 h2.1, Eq.trans h1.2 h2.2⟩

/-! ## Labels seen by an observer -/

/-- A join is visible exactly when both parts are. -/
theorem flows_join_eq (a b m : L) : flows (a ⊔ b) m = (flows a m && flows b m) := by
  apply Bool.eq_iff_iff.mpr
  simp only [Bool.and_eq_true, flows_iff]
  exact ⟨fun h => ⟨flows_trans (flows_join_left a b) h, flows_trans (flows_join_right a b) h⟩,
    fun ⟨ha, hb⟩ => join_flows ha hb⟩

/-- A Boolean is `false` or `true`: the case split on whether a label is visible. -/
theorem Bool.dichotomy (b : Bool) : b = false ∨ b = true := by cases b <;> simp

/-- A join with a hidden right part is hidden. -/
theorem flows_join_eq_false_of_right {m : L} (p : L) {l : L} (h : flows l m = false) :
    flows (p ⊔ l) m = false := by
  rw [flows_join_eq, h, Bool.and_false]

/-- A join with a hidden left part is hidden. -/
theorem flows_join_eq_false_of_left {m : L} {p : L} (l : L) (h : flows p m = false) :
    flows (p ⊔ l) m = false := by
  rw [flows_join_eq, h, Bool.false_and]

/-- A hidden join is hidden in either order. -/
theorem flows_join_eq_false_comm {m a b : L} (h : flows (a ⊔ b) m = false) :
    flows (b ⊔ a) m = false := by
  rw [flows_join_eq, Bool.and_comm, ← flows_join_eq, h]

/-- A hidden join stays hidden joined on the left with anything (`p ⊔ a ⊔ b` is `(p ⊔ a) ⊔ b`). -/
theorem flows_join_eq_false_assoc {m a b : L} (p : L) (h : flows (a ⊔ b) m = false) :
    flows (p ⊔ a ⊔ b) m = false := by
  rw [flows_join_eq, flows_join_eq, Bool.and_assoc, ← flows_join_eq a, h, Bool.and_false]

/-- Joins of labels equally visible are equally visible. -/
theorem flows_join_congr {m l1 l2 k1 k2 : L} (h1 : flows l1 m = flows l2 m)
    (h2 : flows k1 m = flows k2 m) : flows (l1 ⊔ k1) m = flows (l2 ⊔ k2) m := by
  rw [flows_join_eq, flows_join_eq, h1, h2]

/-- Below a visible label everything is visible. -/
theorem flows_of_flows {a b m : L} (hab : a ⊑ b) (hb : flows b m = true) : flows a m = true :=
  flows_iff.mpr (flows_trans hab (flows_iff.mp hb))

/-- Above a hidden label everything is hidden. -/
theorem flows_eq_false_of {a b m : L} (hab : a ⊑ b) (ha : flows a m = false) :
    flows b m = false := by
  cases hb : flows b m
  · rfl
  · rw [flows_of_flows hab hb] at ha; exact ha

/-- A hidden label does not flow to a visible one: so a label test against a visible policy says
`false` of every hidden value (E-Test). -/
theorem flows_eq_false_of_hidden {l ℓ m : L} (hl : flows l m = false) (hℓ : flows ℓ m = true) :
    flows l ℓ = false := by
  cases h : flows l ℓ
  · rfl
  · rw [flows_of_flows (flows_iff.mp h) hℓ] at hl; exact hl

/-- The placeholder is hidden from every observer that does not see everything. -/
theorem flows_top_eq_false {l m : L} (hl : flows l m = false) :
    flows JoinSemilattice.top m = false :=
  flows_eq_false_of (flows_top l) hl

/-! ## Erasure and the labels inside a term -/

/-- A term whose embedded values are all visible is left as it is by erasure. -/
theorem Term.erase_of_inner (m : L) (t : Term L) (h : flows t.innerLabel m = true) :
    t.erase m = t := by
  induction t with
  | val r l ih =>
    simp only [Term.innerLabel, flows_join_eq, Bool.and_eq_true] at h
    simp [Term.erase, h.1, ih h.2]
  | _ => simp_all [Term.erase, Term.innerLabel, flows_join_eq]

/-- Erasure keeps the visibility of the labels inside a term. -/
theorem Term.inner_erase (m : L) (t : Term L) :
    flows (t.erase m).innerLabel m = flows t.innerLabel m := by
  induction t with
  | val r l ih =>
    by_cases hl : flows l m = true
    · simp [Term.erase, hl, Term.innerLabel, flows_join_eq, ih]
    · have hl' : flows l m = false := by simpa using hl
      simp [Term.erase, hl', Term.innerLabel, flows_join_eq, flows_top_eq_false hl']
  | _ => simp_all [Term.erase, Term.innerLabel, flows_join_eq]

/-- Related terms have their inner labels both visible or both hidden. -/
theorem Term.LowEq.inner_eq {m : L} {t1 t2 : Term L} (h : t1.LowEq m t2) :
    flows t1.innerLabel m = flows t2.innerLabel m := by
  rw [← Term.inner_erase m t1, ← Term.inner_erase m t2]; unfold Term.LowEq at h; rw [h]

/-- Related terms whose inner labels are visible are equal. -/
theorem Term.LowEq.eq_of_inner {m : L} {t1 t2 : Term L} (h : t1.LowEq m t2)
    (h1 : flows t1.innerLabel m = true) : t1 = t2 := by
  have h2 : flows t2.innerLabel m = true := by rw [← h.inner_eq]; exact h1
  rw [← Term.erase_of_inner m t1 h1, ← Term.erase_of_inner m t2 h2]; exact h

/-- Related values have deep labels both visible or both hidden. -/
theorem Value.LowEq.deep_eq {m : L} {v1 v2 : Value L} (h : v1.LowEq m v2) :
    flows v1.deepLabel m = flows v2.deepLabel m := Term.LowEq.inner_eq (t1 := v1.toTerm) h

/-- Related values whose deep label is visible are equal. -/
theorem Value.LowEq.eq_of_deep {m : L} {v1 v2 : Value L} (h : v1.LowEq m v2)
    (h1 : flows v1.deepLabel m = true) : v1 = v2 := by
  have := Term.LowEq.eq_of_inner (t1 := v1.toTerm) (t2 := v2.toTerm) h h1
  rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
  simp only [Value.toTerm, Term.val.injEq] at this
  rw [this.1, this.2]

/-- Constants and label literals: the raw values erasure cannot change. -/
def Term.IsAtom (t : Term L) : Prop := (∃ c, t = .const c) ∨ (∃ ℓ, t = .lit ℓ)

omit [JoinSemilattice L] [DecidableEq L] in
theorem Term.isAtom_const (c : Const) : (Term.const c : Term L).IsAtom := Or.inl ⟨c, rfl⟩
omit [JoinSemilattice L] [DecidableEq L] in
theorem Term.isAtom_lit (ℓ : L) : (Term.lit ℓ).IsAtom := Or.inr ⟨ℓ, rfl⟩

/-- A raw value related to an atom is that atom. -/
theorem Term.IsAtom.eq_of_erase {m : L} {t1 t2 : Term L} (ha : t1.IsAtom)
    (h : t1.erase m = t2.erase m) : t1 = t2 := by
  rcases ha with ⟨c, rfl⟩ | ⟨ℓ, rfl⟩ <;>
  · cases t2 <;> simp only [Term.erase] at h <;> (try split at h) <;> simp_all

/-! ## Values -/

/-- `∼m` on values, by cases: both labels visible or both hidden, and when visible the labels are
equal and the raw values look the same. -/
theorem Value.lowEq_iff {m : L} {v1 v2 : Value L} :
    v1.LowEq m v2 ↔ (flows v1.label m = flows v2.label m) ∧
      (flows v1.label m = true → v1.label = v2.label ∧ v1.raw.erase m = v2.raw.erase m) := by
  rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
  simp only [Value.LowEq, Value.toTerm, Term.erase]
  cases h1 : flows l1 m <;> cases h2 : flows l2 m <;> simp
  · intro _ h; subst h; rw [flows_top_eq_false h1] at h2; exact Bool.false_ne_true h2
  · intro _ h; subst h; rw [flows_top_eq_false h2] at h1; exact Bool.false_ne_true h1
  · constructor
    · rintro ⟨h, h'⟩; exact ⟨h', h⟩
    · rintro ⟨h, h'⟩; exact ⟨h', h⟩

/-- Related values have labels both visible or both hidden. -/
theorem Value.LowEq.flows_eq {m : L} {v1 v2 : Value L} (h : v1.LowEq m v2) :
    flows v1.label m = flows v2.label m := (Value.lowEq_iff.mp h).1

/-- Build `∼m` from its cases. -/
theorem Value.LowEq.mk' {m : L} {r1 r2 : Term L} {l1 l2 : L} (hf : flows l1 m = flows l2 m)
    (hv : flows l1 m = true → l1 = l2 ∧ r1.erase m = r2.erase m) :
    Value.LowEq m ⟨r1, l1⟩ ⟨r2, l2⟩ := Value.lowEq_iff.mpr ⟨hf, hv⟩

/-- Raising two related values by the same label keeps them related. -/
theorem Value.LowEq.raise {m : L} {r1 r2 : Term L} {l1 l2 : L} (p : L)
    (h : Value.LowEq m ⟨r1, l1⟩ ⟨r2, l2⟩) : Value.LowEq m ⟨r1, l1 ⊔ p⟩ ⟨r2, l2 ⊔ p⟩ := by
  obtain ⟨hf, hv⟩ := Value.lowEq_iff.mp h
  apply Value.LowEq.mk'
  · simp only [flows_join_eq]; rw [hf]
  · intro hv'
    simp only [flows_join_eq, Bool.and_eq_true] at hv'
    obtain ⟨hl, hr⟩ := hv hv'.1
    exact ⟨by simp only at hl; rw [hl], hr⟩

/-- Values with the same raw value and labels both visible or both hidden, equal when visible, are
related. -/
theorem Value.LowEq.of_label {m : L} {r : Term L} {l1 l2 : L} (hf : flows l1 m = flows l2 m)
    (hv : flows l1 m = true → l1 = l2) : Value.LowEq m ⟨r, l1⟩ ⟨r, l2⟩ :=
  Value.LowEq.mk' hf fun h => ⟨hv h, rfl⟩

/-- `∼m` on two values given by parts: their labels are both visible or both hidden. -/
theorem Value.LowEq.flows_eq_mk {m : L} {r1 r2 : Term L} {l1 l2 : L}
    (h : Value.LowEq m ⟨r1, l1⟩ ⟨r2, l2⟩) : flows l1 m = flows l2 m := h.flows_eq

/-- `∼m` on two values given by parts, when the first label is visible: the labels are equal and the
raw values look the same. -/
theorem Value.LowEq.vis {m : L} {r1 r2 : Term L} {l1 l2 : L} (h : Value.LowEq m ⟨r1, l1⟩ ⟨r2, l2⟩)
    (hl : flows l1 m = true) : l1 = l2 ∧ r1.erase m = r2.erase m := (Value.lowEq_iff.mp h).2 hl

/-- Raising two related values by the same label, on the left, keeps them related. -/
theorem Value.LowEq.raise_left {m : L} {r1 r2 : Term L} {l1 l2 : L} (p : L)
    (h : Value.LowEq m ⟨r1, l1⟩ ⟨r2, l2⟩) : Value.LowEq m ⟨r1, p ⊔ l1⟩ ⟨r2, p ⊔ l2⟩ := by
  rw [JoinSemilattice.join_comm p l1, JoinSemilattice.join_comm p l2]; exact h.raise p

/-- Erasing a pair erases its components. -/
theorem Term.erase_pair (m : L) (a b : Term L) :
    (Term.pair a b).erase m = .pair (a.erase m) (b.erase m) :=
  rfl

/-- Under an integrity-maximal observer (one that sees every integrity label) a label is visible
exactly when its confidentiality part is. -/
theorem flows_conf_eq {L : Type} [Factored L] [DecidableEq L] {m : L}
    (hm : ∀ l : L, flows (Factored.integ l) m = true) (l : L) :
    flows (Factored.conf l) m = flows l m := by
  conv => rhs; rw [← Factored.integ_join_conf l]
  rw [flows_join_eq, hm]; simp

/-! ## Conversations -/

/-- A conversation whose label is visible is seen whole. -/
theorem Session.visible_of_label {m : L} {C : Session L} (h : flows (Session.label C) m = true) :
    Session.visible m C = C := by
  induction C with
  | nil => rfl
  | cons y ys ih =>
    simp only [Session.label, flows_join_eq, Bool.and_eq_true] at h
    simp [Session.visible, h.1] at ih ⊢
    exact ih h.2

/-- Related conversations with a visible label are equal. -/
theorem Session.LowEq.eq_of_label {m : L} {C1 C2 : Session L} (h : Session.LowEq m C1 C2)
    (h1 : flows (Session.label C1) m = true) : C1 = C2 := by
  have h2 : flows (Session.label C2) m = true := by rw [← h.2]; exact h1
  rw [← Session.visible_of_label h1, ← Session.visible_of_label h2]; exact h.1

/-- Appending the same message to related conversations keeps them related. -/
theorem Session.LowEq.append_same {m : L} {C1 C2 : Session L} (x : Message L)
    (h : Session.LowEq m C1 C2) : Session.LowEq m (C1 ++ [x]) (C2 ++ [x]) := by
  refine ⟨?_, ?_⟩
  · have h1 := h.1
    simp only [Session.visible] at h1 ⊢
    rw [List.filter_append, List.filter_append, h1]
  · rw [Session.label_append, Session.label_append, flows_join_eq, flows_join_eq, h.2]

/-- Appending hidden messages to related conversations keeps them related. -/
theorem Session.LowEq.append_hidden {m : L} {C1 C2 : Session L} {x y : Message L}
    (h : Session.LowEq m C1 C2) (hx : flows x.label m = false) (hy : flows y.label m = false) :
    Session.LowEq m (C1 ++ [x]) (C2 ++ [y]) := by
  refine ⟨?_, ?_⟩
  · have := h.1
    simp only [Session.visible, List.filter_append, List.filter_cons, hx, hy] at this ⊢
    simpa using this
  · rw [Session.label_append, Session.label_append, flows_join_eq, flows_join_eq, hx, hy]
    simp

/-- Appending a hidden message to a conversation with a hidden label is invisible. -/
theorem Session.LowEq.append_hidden_self {m : L} (C : Session L) {x : Message L}
    (hC : flows (Session.label C) m = false) (hx : flows x.label m = false) :
    Session.LowEq m C (C ++ [x]) := by
  refine ⟨?_, ?_⟩
  · simp [Session.visible, List.filter_append, hx]
  · rw [Session.label_append, flows_join_eq, hC]; simp

end Llmbda

end
