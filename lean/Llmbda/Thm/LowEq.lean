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

end Llmbda

end
