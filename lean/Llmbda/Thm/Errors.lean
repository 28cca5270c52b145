module

public import Llmbda.Thm.Sinks
public import Llmbda.Spec.Hypotheses

/-!
# Which observer may see a failure

`peval` returns an error together with the label `l` it may be shown at (`Result.err st l e`; the
Python API shows an error's payload only at that label). `Llmbda.peval_err_label`: that label is
above the `pc` the run was started under — so a failure that happens inside a branch on data an
observer cannot see, or anywhere in a run under such a `pc`, is itself hidden from that observer,
payload and kind. `Llmbda.peval_err_payload`: the labels an error carries as its payload (the label
an assertion found, the `pc` and conversation label of a refused `send`/`recv` or `clear`, the
argument's label of a refused call: `Error.PayloadBelow`) flow to the label it is shown at.

What is not proved: that an observer who *may* see two failures sees the same failure in two runs
from related inputs. That is false for running out of fuel — the fuel is shared by the whole run,
so a hidden branch's length shows in where the fuel runs out — and the noninterference theorems
treat a failed run as one that does not terminate. Each error site's label is tested against the
C++ core's and per error type (`tests/test_leanrt.py`, `tests/test_error_labels.py`).

pin: 'Llmbda.peval_err_label' does not depend on any axioms
pin: 'Llmbda.peval_err_payload' does not depend on any axioms
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local infix:50 " ⊑ " => Flows

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-- **A failure is shown at least at the `pc` it happened under**: every error `peval` returns is
labelled above the `pc` of the run (so a failure inside a branch on data an observer cannot see is
itself hidden from that observer). -/
theorem peval_err_label (O : Oracle L) (T : Tools L) :
    ∀ (d : Nat) (pc : L) (st : State L) (e : Term L) (st' : State L) (l : L) (er : Error L),
      peval O T d pc st e = .err st' l er → pc ⊑ l := by
  intro d
  induction d with
  | zero =>
    intro pc st e st' l er h
    simp only [peval, Result.err.injEq] at h
    rw [← h.2.1]; exact flows_refl _
  | succ d ih =>
    intro pc st e st' l er h
    have conf : ∀ {s0 : State L} {a : Term L} {s1 : State L} {v : Value L},
        peval O T d pc s0 a = .ok s1 v → pc ⊑ v.label :=
      fun h => peval_confinement O T d pc _ _ _ _ h
    have sub : ∀ {p : L} {s0 : State L} {a : Term L}, peval O T d (pc ⊔ p) s0 a = .err st' l er →
        pc ⊑ l := fun h => flows_trans (flows_join_left _ _) (ih _ _ _ _ _ _ h)
    unfold peval at h
    split at h
    · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_refl _
    cases e with
    | var x => simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_refl _
    | const | lit | lam | fix | val => simp at h
    | app a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · exact sub h
      · exact sub h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact conf h1
    | ite c a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · exact sub h
      · exact sub h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact conf h1
    | prim1 op a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases primResult_eq_err h with h | h <;> rw [h]
      · exact conf h1
      · exact flows_refl _
    | prim2 op a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases primResult_eq_err h with h | h <;> rw [h]
      · exact flows_join_of_left _ (conf h1)
      · exact flows_refl _
    | pair a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      simp at h
    | fst a | snd a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · simp at h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact conf h1
    | labS ℓ a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      simp at h
    | labD a b | assert a b | endorse _ a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · first
          | simp at h; done
          | (split at h
             · simp at h
             · simp only [Result.err.injEq] at h; rw [← h.2.1]
               first | exact flows_join_of_left _ (conf h1) | exact conf h1)
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact conf h1
    | test a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · simp at h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact conf h2
    | send a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · rcases charge_eq_err h with h | h
        · rw [h]; exact flows_refl _
        · simp at h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_join_left _ _
    | recv md =>
      dsimp only at h
      split at h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_join_left pc _
      · rcases charge_eq_err h with h | h
        · rw [h]; exact flows_refl _
        split at h
        · exact sub h
        · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_join_left pc _
    | fork a =>
      simp only at h
      split at h
      · simp at h
      · rename_i heq
        simp only [Result.err.injEq] at h; rw [← h.2.1]; exact ih _ _ _ _ _ _ heq
    | clear =>
      simp only at h
      split at h
      · simp at h
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_refl _
    | call name a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · split at h
        · rcases charge_eq_err h with h | h
          · rw [h]; exact flows_refl _
          · simp at h
        · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_join_left _ _
      · simp only [Result.err.injEq] at h; rw [← h.2.1]; exact flows_join_left _ _

/-- Closes a goal `Error.PayloadBelow l e` at an error site. -/
local macro "payload" : tactic => `(tactic| ((try simp only [Error.PayloadBelow]) <;> first
  | trivial | exact flows_refl _ | exact flows_join_right _ _ | exact flows_join_left _ _
  | exact ⟨flows_join_left _ _, flows_join_right _ _⟩))

omit [DecidableEq L] [LabelSyntax L] in
theorem primResult_err_payload {st st' : State L} {pc l l' : L} {b : Term L → Nat}
    {x : Except PrimError (Term L)} {e : Error L} (h : primResult st pc l b x = .err st' l' e) :
    Error.PayloadBelow l' e := by
  cases x with
  | ok r =>
    simp only [primResult, charge] at h
    split at h
    · simp at h
    · simp only [Result.err.injEq] at h; obtain ⟨-, -, rfl⟩ := h; trivial
  | error pe => cases pe <;> simp [primResult] at h <;> (obtain ⟨-, -, rfl⟩ := h; trivial)

omit [DecidableEq L] [LabelSyntax L] in
theorem charge_err_payload {st st' : State L} {pc l : L} {c : Nat} {k : State L → Result L}
    {e : Error L} (h : charge st pc c k = .err st' l e)
    (hk : ∀ st0, k st0 = .err st' l e → Error.PayloadBelow l e) :
    Error.PayloadBelow l e := by
  unfold charge at h
  split at h
  · exact hk _ h
  · simp only [Result.err.injEq] at h; obtain ⟨-, -, rfl⟩ := h; trivial

/-- **A failure's labelled payload is below the label it is shown at**: for every error `peval`
returns, the labels it carries (`Error.PayloadBelow`) flow to the error's label, so an observer who
may not see the error sees none of them either. -/
theorem peval_err_payload (O : Oracle L) (T : Tools L) :
    ∀ (d : Nat) (pc : L) (st : State L) (e : Term L) (st' : State L) (l : L) (er : Error L),
      peval O T d pc st e = .err st' l er → Error.PayloadBelow l er := by
  intro d
  induction d with
  | zero =>
    intro pc st e st' l er h
    simp only [peval, Result.err.injEq] at h
    obtain ⟨-, -, rfl⟩ := h; trivial
  | succ d ih =>
    intro pc st e st' l er h
    have sub : ∀ {p : L} {s0 : State L} {a : Term L}, peval O T d (pc ⊔ p) s0 a = .err st' l er →
        Error.PayloadBelow l er := fun h => ih _ _ _ _ _ _ h
    unfold peval at h
    split at h
    · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    cases e with
    | var x => simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | const | lit | lam | fix | val => simp at h
    | app a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · exact sub h
      · exact sub h
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | ite c a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · exact sub h
      · exact sub h
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | prim1 op a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      exact primResult_err_payload h
    | prim2 op a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      exact primResult_err_payload h
    | pair a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      simp at h
    | fst a | snd a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · simp at h
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | labS ℓ a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      simp at h
    | labD a b | assert a b | endorse _ a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · first
          | simp at h; done
          | (split at h
             · simp at h
             · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload)
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | test a b =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      rcases Result.bind_eq_err h with h | ⟨st2, v2, h2, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · simp at h
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | send a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · exact charge_err_payload h fun _ h' => by simp at h'
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | recv md =>
      dsimp only at h
      split at h
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
      · refine charge_err_payload h fun st0 h => ?_
        split at h
        · exact sub h
        · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | fork a =>
      simp only at h
      split at h
      · simp at h
      · rename_i heq
        simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; exact ih _ _ _ _ _ _ heq
    | clear =>
      simp only at h
      split at h
      · simp at h
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
    | call name a =>
      rcases Result.bind_eq_err h with h | ⟨st1, v1, h1, h⟩
      · exact ih _ _ _ _ _ _ h
      split at h
      · split at h
        · exact charge_err_payload h fun _ h' => by simp at h'
        · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload
      · simp only [Result.err.injEq] at h; obtain ⟨-, rfl, rfl⟩ := h; payload


end Llmbda

end
