module

public import Llmbda.Thm.Peval.Lemmas

/-!
# Fuel monotonicity of `peval`

A run that returns a value with fuel `n` returns the same value with fuel `n + k`, ending in the
same state with `k` more fuel left, and the same with a larger depth bound: fuel and depth only ever
stop a run, they never steer it. One proof for both (`peval_mono`), by induction on the depth bound,
one case per term former.

pin: 'Llmbda.peval_fuel_mono' depends on axioms: [propext]
pin: 'Llmbda.peval_depth_mono' depends on axioms: [propext]
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-- **Monotonicity in depth and fuel**: a larger depth bound and more fuel never change a value
`peval` returned: the same value, the same final conversation and number of replies, and the extra
fuel left over. -/
theorem peval_mono (O : Oracle L) (T : Tools L) (j k : Nat) :
    ∀ (d : Nat) (pc : L) (st : State L) (e : Term L) (st' : State L) (v : Value L),
    peval O T d pc st e = .ok st' v →
    peval O T (d + j) pc { st with fuel := st.fuel + k } e =
      .ok { st' with fuel := st'.fuel + k } v := by
  intro d
  induction d with
  | zero => intro pc st e st' v h; simp [peval] at h
  | succ d ih =>
    intro pc st e st' v h
    rw [show d + 1 + j = (d + j) + 1 by omega]
    unfold peval at h
    split at h
    · simp at h
    · rename_i n hfuel
      have hf : st.fuel + k = (n + k) + 1 := by omega
      unfold peval
      simp only [hf]
      cases e with
      | var x => simp at h
      | const c => simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | app e1 e2 =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        · exact ih _ _ _ _ _ h
        · exact ih _ _ _ _ _ h
      | lit l => simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | lam x b => simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | fix f x b => simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | val r l => simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | ite c a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i kk
        cases kk <;> try (simp at h; done)
        rename_i bv
        cases bv
        · exact ih _ _ _ _ _ h
        · exact ih _ _ _ _ _ h
      | prim1 op a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        obtain ⟨r, hr, rfl, hc, rfl⟩ := primResult_eq_ok h
        simp only [hr, primResult]
        exact charge_add hc
      | prim2 op a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        try simp only
        obtain ⟨r, hr, rfl, hc, rfl⟩ := primResult_eq_ok h
        simp only [hr, primResult]
        exact charge_add hc
      | pair a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        try simp only
        simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | fst a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i p q
        cases p <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | snd a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i p q
        cases q <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | labS l a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | labD a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        try simp only
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | test a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        try simp only
        rcases v2 with ⟨r2, l2⟩
        cases r2 <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h; simp
      | assert a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        try simp only
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        simp only at h ⊢
        split at h
        · rename_i hf
          simp [hf] at h ⊢; obtain ⟨rfl, rfl⟩ := h; simp
        · simp at h
      | endorse p a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        have i2 := ih _ _ _ _ _ h2
        simp only at i1 i2 ⊢
        rw [i1]
        try simp only [Result.bind]
        rw [i2]
        try simp only
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        simp only at h ⊢
        split at h
        · rename_i hf
          simp [hf] at h ⊢; obtain ⟨rfl, rfl⟩ := h; simp
        · simp at h
      | send a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        by_cases hc : flows pc (Session.label st1.rsession) = true
        · simp only [hc, if_true] at h ⊢
          obtain ⟨hle, h⟩ := charge_eq_ok h
          refine (charge_add hle).trans ?_
          simp only [Result.ok.injEq] at h; obtain ⟨rfl, rfl⟩ := h; rfl
        · simp [hc] at h
      | recv md =>
        try simp only at h ⊢
        by_cases hc : flows pc (Session.label st.rsession) = true
        · simp only [hc] at h ⊢
          simp only [Bool.true_eq_false, if_false] at h ⊢
          obtain ⟨hle, h⟩ := charge_eq_ok h
          refine (charge_add hle).trans ?_
          split at h
          · exact ih _ _ _ _ _ h
          · simp at h
        · simp [hc] at h
      | fork a =>
        simp only at h ⊢
        split at h
        · rename_i st1 v1 h1
          have i1 := ih _ _ _ _ _ h1
          simp only at i1 ⊢
          rw [i1]
          simp at h ⊢; obtain ⟨rfl, rfl⟩ := h; simp
        · simp at h
      | clear =>
        simp only at h ⊢
        by_cases hc : flows pc JoinSemilattice.bot = true
        · simp [hc] at h ⊢; obtain ⟨rfl, rfl⟩ := h; simp
        · simp [hc] at h
      | call name a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        have i1 := ih _ _ _ _ _ h1
        simp only at i1 ⊢
        rw [i1]
        try simp only [Result.bind]
        rcases v1 with ⟨r1, l1⟩
        split at h
        · rename_i hb
          split at h
          · rename_i r lt ht
            simp only [hb, if_true]
            obtain ⟨hle, h⟩ := charge_eq_ok h
            refine (charge_add hle).trans ?_
            simp only [Result.ok.injEq] at h; obtain ⟨rfl, rfl⟩ := h; rfl
          · simp at h
        · simp at h

/-- **Fuel monotonicity**: more fuel never changes a value `peval` returned: the same value, the
same final conversation and number of replies, and the extra fuel left over. -/
theorem peval_fuel_mono (O : Oracle L) (T : Tools L) (k : Nat) (d : Nat) (pc : L) (st : State L)
    (e : Term L) (st' : State L) (v : Value L) (h : peval O T d pc st e = .ok st' v) :
    peval O T d pc { st with fuel := st.fuel + k } e = .ok { st' with fuel := st'.fuel + k } v :=
  peval_mono O T 0 k d pc st e st' v h

/-- **Depth monotonicity**: a larger depth bound never changes a value `peval` returned.
Completeness of `peval` uses it to run the sub-derivations of a rule under one common bound. -/
theorem peval_depth_mono (O : Oracle L) (T : Tools L) (j : Nat) (d : Nat) (pc : L) (st : State L)
    (e : Term L) (st' : State L) (v : Value L) (h : peval O T d pc st e = .ok st' v) :
    peval O T (d + j) pc st e = .ok st' v := by
  have := peval_mono O T j 0 d pc st e st' v h
  rcases st with ⟨C, n, f, F, G⟩
  rcases st' with ⟨C', n', f', F', G'⟩
  simpa using this

end Llmbda

end
