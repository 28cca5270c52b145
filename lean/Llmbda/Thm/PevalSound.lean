module

public import LlmbdaExec
public import Llmbda.Thm.Peval.Lemmas
public import Llmbda.Thm.EvalFx

/-!
# `peval` is sound for the big-step semantics

If the interpreter `peval` returns a value, the relation `Eval` derives it: by induction on the
depth bound, one case per term former, each closed by the rule of the same name. Errors (out of
fuel, depth, a failed `assert`, a refused upgrade, …) are not values, so they need no derivation.
The derivation is of the instrumented semantics `EvalFx`, whose effect trace is exactly what `peval`
recorded in its state; it uses the replies the oracle gave: its trace is the oracle's answers number
`calls`, `calls + 1`, … (`Oracle.Drew`), exactly as many as `peval` drew, and its weight is built
from the model's weights of those answers (`peval_sound_weight`).

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

section
noncomputable section

/-- The replies `s` are the oracle's answers number `n`, `n + 1`, … (each in some reply mode, to
some conversation): the replies a run of `peval` drew, in order. -/
abbrev Oracle.Drew {L : Type} (O : Oracle L) : Nat → List String → Prop :=
  Oracle.Along fun k r => ∃ md C, O k md C = r

end
end

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem Oracle.Drew.append {O : Oracle L} {s1 s2 : List String} {n : Nat} (h1 : O.Drew n s1)
    (h2 : O.Drew (n + s1.length) s2) : O.Drew n (s1 ++ s2) :=
  Oracle.Along.append h1 h2

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem drew2 {O : Oracle L} {n n1 : Nat} {s1 s2 : List String} (q1 : O.Drew n s1)
    (q2 : O.Drew n1 s2) (c1 : n1 = n + s1.length) : O.Drew n (s1 ++ s2) :=
  Oracle.Drew.append q1 (c1 ▸ q2)

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem drew3 {O : Oracle L} {n n1 n2 : Nat} {s1 s2 s3 : List String} (q1 : O.Drew n s1)
    (q2 : O.Drew n1 s2) (q3 : O.Drew n2 s3) (c1 : n1 = n + s1.length) (c2 : n2 = n1 + s2.length) :
    O.Drew n (s1 ++ s2 ++ s3) :=
  Oracle.Drew.append (drew2 q1 q2 c1)
    (by rw [List.length_append, ← Nat.add_assoc, ← c1, ← c2]; exact q3)

private theorem calls2 {n n1 n2 : Nat} {s1 s2 : List String} (c1 : n1 = n + s1.length)
    (c2 : n2 = n1 + s2.length) : n2 = n + (s1 ++ s2).length := by
  rw [List.length_append]; omega

private theorem calls3 {n n1 n2 n3 : Nat} {s1 s2 s3 : List String} (c1 : n1 = n + s1.length)
    (c2 : n2 = n1 + s2.length) (c3 : n3 = n2 + s3.length) : n3 = n + (s1 ++ s2 ++ s3).length := by
  rw [List.length_append, List.length_append]; omega

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem eff2 {F F1 F2 E1 E2 : List (Effect L)} (f1 : F1 = Effects.push E1 F)
    (f2 : F2 = Effects.push E2 F1) : F2 = Effects.push (E1 ++ E2) F := by
  rw [f2, f1, Effects.push_append]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem eff3 {F F1 F2 F3 E1 E2 E3 : List (Effect L)} (f1 : F1 = Effects.push E1 F)
    (f2 : F2 = Effects.push E2 F1) (f3 : F3 = Effects.push E3 F2) :
    F3 = Effects.push (E1 ++ E2 ++ E3) F := by
  rw [f3, f2, f1, Effects.push_append, Effects.push_append]

private theorem calls_cons {n n1 : Nat} {r : String} {s : List String}
    (c : n1 = (n + 1) + s.length) :
    n1 = n + (r :: s).length := by
  rw [List.length_cons]; omega

/-- **`peval` is sound, with the oracle's replies and the effects**: whatever value `peval` returns
(with any oracle, tools, depth and fuel), the instrumented big-step semantics derives it from the
same `pc`, conversation and term, ending in the same conversation, for every model `M`; the effects
`peval` adds to its state are exactly the derivation's trace `E` (`Effects.push`, newest first; read
oldest first, `State.trace_push`); and the derivation's weight is a product of `1`s and of the
model's weights of the replies the oracle gave, so every property `P` of weights that holds of those
and is closed under products holds of it (for example: the weight is not `0` in a model that gives
the oracle's replies a weight other than `0`). -/
theorem peval_sound_weight (M : Model L W) (O : Oracle L) (T : Tools L) (P : W → Prop) (hP1 : P 1)
    (hPmul : ∀ a b, P a → P b → P (a * b))
    (hPO : ∀ n md C, P (M.weight md C (O n md C.reverse))) :
    ∀ (d : Nat) (pc : L) (st : State L) (e : Term L) (st' : State L) (v : Value L),
    peval O T d pc st e = .ok st' v →
    ∃ w s E, EvalFx M T pc st.session e st'.session v w s E ∧ P w ∧
      O.Drew st.calls s ∧ st'.calls = st.calls + s.length ∧
      st'.effects = Effects.push E st.effects := by
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
      | const c =>
        simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], [], .const, hP1, trivial, by simp, rfl⟩
      | lit l =>
        simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], [], .lit, hP1, trivial, by simp, rfl⟩
      | lam x b =>
        simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], [], .lam, hP1, trivial, by simp, rfl⟩
      | fix f x b =>
        simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], [], .fix, hP1, trivial, by simp, rfl⟩
      | val r l =>
        simp at h; obtain ⟨rfl, rfl⟩ := h; exact ⟨1, [], [], .val, hP1, trivial, by simp, rfl⟩
      | app e1 e2 =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        · obtain ⟨w3, s3, E3, d3, p3, q3, c3, f3⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, _, .app d1 d2 d3, hPmul _ _ (hPmul _ _ p1 p2) p3,
            drew3 q1 q2 q3 c1 c2, calls3 c1 c2 c3, eff3 f1 f2 f3⟩
        · obtain ⟨w3, s3, E3, d3, p3, q3, c3, f3⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, _, .appFix d1 d2 d3, hPmul _ _ (hPmul _ _ p1 p2) p3,
            drew3 q1 q2 q3 c1 c2, calls3 c1 c2 c3, eff3 f1 f2 f3⟩
      | ite c a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i k
        cases k <;> try (simp at h; done)
        rename_i bv
        cases bv
        · obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, _, .iteFalse d1 d2, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
        · obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h
          exact ⟨_, _, _, .iteTrue d1 d2, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
      | prim1 op a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨r, hr, rfl, -, rfl⟩ := primResult_eq_ok h
        rcases v1 with ⟨r1, l1⟩
        exact ⟨_, _, _, .prim1 d1 hr, p1, q1, c1, f1⟩
      | prim2 op a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        obtain ⟨r, hr, rfl, -, rfl⟩ := primResult_eq_ok h
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        exact ⟨_, _, _, .prim2 d1 d2 hr, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
      | pair a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, _, .pair d1 d2, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
      | fst a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i p q
        cases p <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, _, .fst d1, p1, q1, c1, f1⟩
      | snd a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        cases r1 <;> try (simp at h; done)
        rename_i p q
        cases q <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, _, .snd d1, p1, q1, c1, f1⟩
      | labS l a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, _, .labS d1, p1, q1, c1, f1⟩
      | labD a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r1 <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, _, .labD d1 d2, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
      | test a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r2 <;> try (simp at h; done)
        simp at h; obtain ⟨rfl, rfl⟩ := h
        exact ⟨_, _, _, .test d1 d2, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
      | assert a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r1 <;> try (simp at h; done)
        simp only at h
        split at h
        · rename_i hf
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, _, .assert d1 d2 hf, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
        · simp at h
      | endorse p a b =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨st2, v2, h2, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        obtain ⟨w2, s2, E2, d2, p2, q2, c2, f2⟩ := ih _ _ _ _ _ h2
        rcases v1 with ⟨r1, l1⟩
        rcases v2 with ⟨r2, l2⟩
        cases r1 <;> try (simp at h; done)
        simp only at h
        split at h
        · rename_i hc
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, _, .endorse d1 d2 hc, (hPmul _ _ p1 p2),
            drew2 q1 q2 c1, calls2 c1 c2, eff2 f1 f2⟩
        · simp at h
      | send a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        simp only at h
        split at h
        · rename_i hf
          obtain ⟨-, h⟩ := charge_eq_ok h
          simp at h; obtain ⟨rfl, rfl⟩ := h
          refine ⟨_, _, _, ?_, p1, q1, c1, f1⟩
          simpa [State.session_eq] using EvalFx.send d1 (by simpa [State.session_eq] using hf)
        · simp at h
      | recv md =>
        simp only at h
        split at h
        · simp at h
        · rename_i hf
          obtain ⟨-, h⟩ := charge_eq_ok h
          split at h
          · rename_i t hp
            obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h
            refine ⟨_, _, _, .recv (by simpa [State.session_eq] using hf) hp
              (by simpa [State.session_eq] using d1),
              hPmul _ _ (by simpa [State.session_eq] using hPO st.calls md st.session) p1,
              ⟨⟨_, _, rfl⟩, q1⟩, calls_cons c1, ?_⟩
            rw [f1]; simp [Effect.revConv, State.session_eq]
          · simp at h
      | fork a =>
        simp only at h
        split at h
        · rename_i st1 v1 h1
          simp at h; obtain ⟨rfl, rfl⟩ := h
          obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
          exact ⟨_, _, _, .fork d1, p1, q1, c1, f1⟩
        · simp at h
      | clear =>
        simp only at h
        split at h
        · rename_i hf
          simp at h; obtain ⟨rfl, rfl⟩ := h
          exact ⟨_, _, _, .clear hf, hP1, trivial, by simp, rfl⟩
        · simp at h
      | call name a =>
        obtain ⟨st1, v1, h1, h⟩ := Result.bind_eq_ok h
        obtain ⟨w1, s1, E1, d1, p1, q1, c1, f1⟩ := ih _ _ _ _ _ h1
        rcases v1 with ⟨r1, l1⟩
        split at h
        · rename_i hb
          split at h
          · rename_i r lt ht
            obtain ⟨-, h⟩ := charge_eq_ok h
            simp at h; obtain ⟨rfl, rfl⟩ := h
            exact ⟨_, _, _, .call d1 hb ht, p1, q1, c1, by rw [f1]; simp [Effect.revConv]⟩
          · simp at h
        · simp at h

/-- **`peval` is sound**: whatever value `peval` returns, the big-step semantics derives it from the
same `pc`, conversation and term, ending in the same conversation, for every model `M`. -/
theorem peval_sound (M : Model L W) (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st : State L)
    (e : Term L) (st' : State L) (v : Value L) (h : peval O T d pc st e = .ok st' v) :
    ∃ w s, Eval M T pc st.session e st'.session v w s :=
  let ⟨w, s, _, hd, _⟩ := peval_sound_weight M O T (fun _ => True) trivial (fun _ _ _ _ => trivial)
    (fun _ _ _ => trivial) d pc st e st' v h
  ⟨w, s, hd.eval⟩

/-- **`run` is sound**: a value returned by `run` from conversation `C` is derived by the semantics
from `C`. -/
theorem run_sound (M : Model L W) (O : Oracle L) (T : Tools L) {fuel : Nat} {pc : L}
    {C : Session L} {e : Term L} {st' : State L} {v : Value L}
    (h : run O T fuel pc C e = .ok st' v) : ∃ w s, Eval M T pc C e st'.session v w s := by
  have := peval_sound M O T _ _ _ _ _ _ h
  simpa using this

end Llmbda

end
