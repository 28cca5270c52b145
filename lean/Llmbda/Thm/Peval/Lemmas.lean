module

public import LlmbdaExec
public import Llmbda.Label.Lemmas

/-!
# Lemmas about `peval`'s building blocks

Inversion lemmas for `Result.bind` and `primResult` (a value, used by the soundness proof of
`peval`; an error, used by `peval_err_label`); how the state's newest-first conversation and effects
read oldest first (`State.session`, `State.trace`, `Effects.push`); and
`Oracle.Along`: a trace of replies read off an oracle, the one definition behind
`Oracle.Drew` (soundness) and `Oracle.Supplies` (completeness).
-/

public section

namespace Llmbda

variable {L : Type}

/-- A `bind` that returns a value came from a first step that returned one. -/
theorem Result.bind_eq_ok {r : Result L} {k : State L → Value L → Result L} {st : State L}
    {v : Value L} (h : r.bind k = .ok st v) : ∃ st1 v1, r = .ok st1 v1 ∧ k st1 v1 = .ok st v := by
  cases r with
  | ok st1 v1 => exact ⟨st1, v1, rfl, h⟩
  | err st1 e => simp [Result.bind] at h

/-- `send`'s charge is a charge of the text's cost (what proofs see; the compiled code prints only
what the fuel can pay for, `sendCharge_eq_sendChargeC`). -/
@[simp] theorem sendCharge_eq [LabelSyntax L] (st : State L) (pc : L) (r : Term L)
    (k : String → State L → Result L) :
    sendCharge st pc r k = charge st pc (sendCost r (render r)) (k (render r)) := rfl

/-- A charge that went on: there was enough fuel, and the continuation ran with the charged
state. -/
theorem charge_eq_ok {st st' : State L} {pc : L} {c : Nat} {k : State L → Result L} {v : Value L}
    (h : charge st pc c k = .ok st' v) :
    c ≤ st.fuel ∧ k { st with fuel := st.fuel - c, log := st.log.charge c } = .ok st' v := by
  unfold charge at h
  split at h
  · exact ⟨by assumption, h⟩
  · simp at h

/-- A charge that failed: it ran out of fuel at `pc`, or its continuation failed. -/
theorem charge_eq_err {st st' : State L} {pc l : L} {c : Nat} {k : State L → Result L} {e : Error L}
    (h : charge st pc c k = .err st' l e) :
    l = pc ∨ k { st with fuel := st.fuel - c, log := st.log.charge c } = .err st' l e := by
  unfold charge at h
  split at h
  · exact Or.inr h
  · simp only [Result.err.injEq] at h; exact Or.inl h.2.1.symm

/-- A charge with enough fuel goes on. -/
theorem charge_of_le {st : State L} {pc : L} {c : Nat} {k : State L → Result L} (h : c ≤ st.fuel) :
    charge st pc c k = k { st with fuel := st.fuel - c, log := st.log.charge c } := by
  unfold charge; rw [if_pos h]

/-- A charge on a state holding the charge and `R` more: it goes on with `R` left, the charge
logged. -/
@[simp] theorem charge_mk_add (rs : List (Message L)) (n c R : Nat)
    (F : List (Effect L)) (G : Log L) (pc : L) (k : State L → Result L) :
    charge (⟨rs, n, c + R, F, G⟩ : State L) pc c k = k ⟨rs, n, R, F, G.charge c⟩ := by
  unfold charge
  rw [if_pos (Nat.le_add_right c R)]
  simp

/-- A charge that went on goes on with more fuel, the extra fuel left over. -/
theorem charge_add {st : State L} {pc : L} {c k : Nat} {K : State L → Result L} (h : c ≤ st.fuel) :
    charge { st with fuel := st.fuel + k } pc c K =
      K { { st with fuel := st.fuel - c, log := st.log.charge c } with
        fuel := st.fuel - c + k } := by
  rcases st with ⟨rs, n, f, F, G⟩
  simp only at h ⊢
  unfold charge
  rw [if_pos (by simp only; omega)]
  congr 1
  simp only [State.mk.injEq, and_true, true_and]
  omega

/-- A primitive's outcome that is a value: the primitive returned `r`, labelled `l`, with the bytes
it handled charged. -/
theorem primResult_eq_ok {st st' : State L} {pc l : L} {b : Term L → Nat}
    {x : Except PrimError (Term L)} {v : Value L}
    (h : primResult st pc l b x = .ok st' v) : ∃ r, x = .ok r ∧ v = ⟨r, l⟩ ∧
      b r / bytesPerFuel ≤ st.fuel ∧
      st' = { st with fuel := st.fuel - b r / bytesPerFuel,
                      log := st.log.charge (b r / bytesPerFuel) } := by
  cases x with
  | ok r =>
    simp only [primResult] at h
    obtain ⟨hc, h⟩ := charge_eq_ok h
    simp only [Result.ok.injEq] at h
    obtain ⟨rfl, rfl⟩ := h
    exact ⟨r, rfl, rfl, hc, rfl⟩
  | error e => cases e <;> simp [primResult] at h

/-- A `bind` that fails failed in its first step or in its continuation. -/
theorem Result.bind_eq_err {r : Result L} {k : State L → Value L → Result L} {st : State L} {l : L}
    {e : Error L} (h : r.bind k = .err st l e) :
    r = .err st l e ∨ ∃ st1 v1, r = .ok st1 v1 ∧ k st1 v1 = .err st l e := by
  cases r with
  | ok st1 v1 => exact Or.inr ⟨st1, v1, rfl, h⟩
  | err st1 l1 e1 => exact Or.inl h

/-- A primitive's failure is shown at the operands' label, or, out of fuel, at the `pc`. -/
theorem primResult_eq_err {st st' : State L} {pc l l' : L} {b : Term L → Nat}
    {x : Except PrimError (Term L)} {e : Error L} (h : primResult st pc l b x = .err st' l' e) :
    l' = l ∨ l' = pc := by
  cases x with
  | ok r =>
    simp only [primResult] at h
    rcases charge_eq_err h with h | h
    · exact Or.inr h
    · simp at h
  | error pe => cases pe <;> simp [primResult] at h <;> exact Or.inl h.2.1.symm

/-! ## The state's conversation and effects, oldest first -/

/-- A conversation's label does not depend on the order of its messages. -/
@[simp] theorem Session.label_reverse [JoinSemilattice L] (C : List (Message L)) :
    Session.label C.reverse = Session.label C := by
  induction C with
  | nil => rfl
  | cons y ys ih =>
    rw [List.reverse_cons, Session.label_append, ih]
    exact JoinSemilattice.join_comm _ _

@[simp] theorem State.session_mk (rs : List (Message L)) (n f : Nat) (F : List (Effect L))
    (G : Log L) : (State.mk rs n f F G).session = rs.reverse := rfl

theorem State.session_eq (st : State L) : st.session = st.rsession.reverse := rfl

@[simp] theorem Effect.revConv_revConv (ev : Effect L) : ev.revConv.revConv = ev := by
  cases ev <;> simp [Effect.revConv]

@[simp] theorem Effects.push_nil (F : List (Effect L)) : Effects.push [] F = F := rfl

@[simp] theorem Effects.push_cons (ev : Effect L) (E F : List (Effect L)) :
    Effects.push (ev :: E) F = Effects.push E (ev.revConv :: F) := rfl

@[simp] theorem Effects.push_append (E1 E2 F : List (Effect L)) :
    Effects.push (E1 ++ E2) F = Effects.push E2 (Effects.push E1 F) := by
  simp [Effects.push, List.foldl_append]

/-- Pushing effects in front of others: the same as pushing them onto nothing, then appending. -/
theorem Effects.push_eq (E F : List (Effect L)) : Effects.push E F = Effects.push E [] ++ F := by
  induction E generalizing F with
  | nil => rfl
  | cons ev E ih => simp only [Effects.push_cons]; rw [ih, ih [ev.revConv]]; simp

/-- The trace read off effects pushed onto others: theirs, then the pushed ones. -/
theorem Effects.push_push (E F : List (Effect L)) :
    Effects.push (Effects.push E F) [] = Effects.push F [] ++ E := by
  induction E generalizing F with
  | nil => simp
  | cons ev E ih =>
    simp only [Effects.push_cons]
    rw [ih, Effects.push_cons, Effects.push_eq F [ev.revConv.revConv]]
    simp

/-- The trace after pushing `E` onto a state's effects: the state's trace, then `E`. -/
theorem State.trace_push (st : State L) (E : List (Effect L)) :
    ({ st with effects := Effects.push E st.effects } : State L).trace = st.trace ++ E :=
  Effects.push_push E st.effects

@[simp] theorem State.init_session (C : Session L) (fuel : Nat) :
    (State.init C fuel).session = C := by
  simp [State.init]

@[simp] theorem State.init_trace (C : Session L) (fuel : Nat) :
    (State.init C fuel).trace = [] := rfl

section
noncomputable section

/-- `Oracle.Along P n s`: the replies `s` are, in order, the oracle's answers number `n`, `n + 1`,
…, in the sense of `P` (`P k r`: "answer number `k` is `r`"). -/
@[expose] def Oracle.Along (P : Nat → String → Prop) : Nat → List String → Prop
  | _, [] => True
  | n, r :: rs => P n r ∧ Oracle.Along P (n + 1) rs

end
end

/-- A trace read off, then another from where it ended: their concatenation is read off (without
axioms, for `peval_sound`'s pin). -/
theorem Oracle.Along.append {P : Nat → String → Prop} {s1 s2 : List String} :
    ∀ {n : Nat}, Oracle.Along P n s1 → Oracle.Along P (n + s1.length) s2 →
      Oracle.Along P n (s1 ++ s2) := by
  induction s1 with
  | nil => intro n _ h2; simpa using h2
  | cons r rs ih =>
    intro n h1 h2
    obtain ⟨hr, hrs⟩ := h1
    refine ⟨hr, ih hrs ?_⟩
    rw [show n + 1 + rs.length = n + (r :: rs).length by simp only [List.length_cons]; omega]
    exact h2

/-- Two traces in a row are read off exactly when the first is, and then the second. -/
theorem Oracle.along_append (P : Nat → String → Prop) (s1 s2 : List String) : ∀ n : Nat,
    Oracle.Along P n (s1 ++ s2) ↔ Oracle.Along P n s1 ∧ Oracle.Along P (n + s1.length) s2 := by
  induction s1 with
  | nil => intro n; simp [Oracle.Along]
  | cons r rs ih =>
    intro n
    simp only [List.cons_append, Oracle.Along, ih (n + 1), List.length_cons]
    rw [show n + 1 + rs.length = n + (rs.length + 1) by omega]
    exact and_assoc.symm

end Llmbda

end
