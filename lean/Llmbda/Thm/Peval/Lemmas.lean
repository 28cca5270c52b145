module

public import Llmbda.Exec.Peval

/-!
# Lemmas about `peval`'s building blocks

Inversion lemmas for `Result.bind` and `primResult`, used by the soundness proof of `peval`.
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

/-- A primitive's outcome that is a value: the primitive returned `r`, labelled `l`, state unchanged. -/
theorem primResult_eq_ok {st st' : State L} {l : L} {x : Except PrimError (Term L)} {v : Value L}
    (h : primResult st l x = .ok st' v) : st' = st ∧ ∃ r, x = .ok r ∧ v = ⟨r, l⟩ := by
  cases x with
  | ok r => simp [primResult] at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨rfl, r, rfl, rfl⟩
  | error e => cases e <;> simp [primResult] at h

end Llmbda

end
