module

public import Llmbda.Spec.Eval
public import Llmbda.Thm.Peval.Lemmas

/-!
# `peval` is sound for the big-step semantics

If the interpreter `peval` returns a value, the relation `Eval` derives it: by induction on the depth
bound, one case per term former, each closed by the rule of the same name. Errors (out of fuel, depth,
a failed `assert`, a refused upgrade, …) are not values, so they need no derivation.

pin: 'Llmbda.peval_sound_weight' does not depend on any axioms
pin: 'Llmbda.peval_sound' does not depend on any axioms
pin: 'Llmbda.run_sound' does not depend on any axioms

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §5 (the interpreter).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

/-- **`peval` is sound, with the oracle's replies**: whatever value `peval` returns (with any oracle,
tools, depth and fuel), the big-step semantics derives it from the same `pc`, conversation and term,
ending in the same conversation, for every model `M`; and the derivation's weight is a product of `1`s
and of the model's weights of the replies the oracle gave, so every property `P` of weights that holds
of those and is closed under products holds of it (for example: the weight is not `0` in a model
that gives the oracle's replies a weight other than `0`). -/
theorem peval_sound_weight (M : Model L W) (O : Oracle L) (T : Tools L) (P : W → Prop) (hP1 : P 1)
    (hPmul : ∀ a b, P a → P b → P (a * b)) (hPO : ∀ n C, P (M.weight C (O n C))) :
    ∀ (d : Nat) (pc : L) (st : State L) (e : Term L) (st' : State L) (v : Value L),
    peval O T d pc st e = .ok st' v → ∃ w s, Eval M T pc st.session e st'.session v w s ∧ P w := by
  intro d
  induction d with
  | zero => intro pc st e st' v h; simp [peval] at h
  | succ d ih =>
    intro pc st e st' v h
    unfold peval at h
    split at h
    · simp at h
    · rename_i n hfuel
      cases e with
      | var x => simp at h
      | const c => simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], .const, hP1⟩
      | lit l => simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], .lit, hP1⟩
      | lam x b => simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], .lam, hP1⟩
      | fix f x b => simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], .fix, hP1⟩
      | val r l => simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], .val, hP1⟩
      | app e1 e2 =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        · obtain ⟨w3, s3, d3, p3⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, .app d1 d2 d3, hPmul _ _ (hPmul _ _ p1 p2) p3⟩
        · obtain ⟨w3, s3, d3, p3⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, .appFix d1 d2 d3, hPmul _ _ (hPmul _ _ p1 p2) p3⟩
      | ite c a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i k
        cases k <;> try (simp at h; done)
        rename_i bv
        cases bv
        · obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, .iteFalse d1 d2, (hPmul _ _ p1 p2)⟩
        · obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, .iteTrue d1 d2, (hPmul _ _ p1 p2)⟩
      | prim1 op a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨rfl, r, hr, rfl⟩ := primResult_eq_ok h
        rcases v1 with ⟨r1, l1⟩
        exact ⟨_, _, .prim1 d1 hr, p1⟩
      | prim2 op a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        obtain ⟨rfl, r, hr, rfl⟩ := primResult_eq_ok h
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        exact ⟨_, _, .prim2 d1 d2 hr, (hPmul _ _ p1 p2)⟩
      | pair a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, .pair d1 d2, (hPmul _ _ p1 p2)⟩
      | fst a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i p q
        cases p <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, .fst d1, p1⟩
      | snd a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i p q
        cases q <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, .snd d1, p1⟩
      | labS l a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, .labS d1, p1⟩
      | labD a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r1 <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, .labD d1 d2, (hPmul _ _ p1 p2)⟩
      | test a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r2 <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, .test d1 d2, (hPmul _ _ p1 p2)⟩
      | assert a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r1 <;> try (simp at h; done)
        simp only at h
        split at h
        · rename_i hf
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, .assert d1 d2 hf, (hPmul _ _ p1 p2)⟩
        · simp at h
      | endorse a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, d2, p2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r1 <;> try (simp at h; done)
        simp only at h
        split at h
        · rename_i hc
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, .endorse d1 d2 hc, (hPmul _ _ p1 p2)⟩
        · simp at h
      | send a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        simp only at h
        split at h
        · rename_i hf
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, .send d1 hf, p1⟩
        · simp at h
      | recv =>
        simp only at h
        split at h
        · simp at h
        · rename_i hf
          split at h
          · rename_i t hp
            obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h
            exact ⟨_, _, .recv (by simpa using hf) hp d1, hPmul _ _ (hPO _ _) p1⟩
          · simp at h
      | fork a =>
        simp only at h
        split at h
        · rename_i st1 v1 h1
          simp at h; obtain ⟨rfl, rfl⟩ := h
          obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
          exact ⟨_, _, .fork d1, p1⟩
        · simp at h
      | clear =>
        simp only at h
        split at h
        · rename_i hf
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, .clear hf, hP1⟩
        · simp at h
      | call name a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, d1, p1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        simp only at h
        split at h
        · rename_i r lt ht
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, .call d1 ht, p1⟩
        · simp at h

/-- **`peval` is sound**: whatever value `peval` returns, the big-step semantics derives it from the
same `pc`, conversation and term, ending in the same conversation, for every model `M`. -/
theorem peval_sound (M : Model L W) (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st : State L)
    (e : Term L) (st' : State L) (v : Value L) (h : peval O T d pc st e = .ok st' v) :
    ∃ w s, Eval M T pc st.session e st'.session v w s :=
  let ⟨w, s, hd, _⟩ := peval_sound_weight M O T (fun _ => True) trivial (fun _ _ _ _ => trivial)
    (fun _ _ => trivial) d pc st e st' v h
  ⟨w, s, hd⟩

/-- **`run` is sound**: a value returned by `run` from conversation `C` is derived by the semantics
from `C`. -/
theorem run_sound (M : Model L W) (O : Oracle L) (T : Tools L) {fuel : Nat} {pc : L}
    {C : Session L} {e : Term L} {st' : State L} {v : Value L}
    (h : run O T fuel pc C e = .ok st' v) : ∃ w s, Eval M T pc C e st'.session v w s :=
  peval_sound M O T _ _ _ _ _ _ h

end Llmbda

end
