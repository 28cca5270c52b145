module

public import LlmbdaExec
public import Llmbda.Thm.Peval.Lemmas
public import Llmbda.Thm.EvalFx

/-!
# `peval` is complete for the big-step semantics

Whatever the semantics derives, `peval` computes, given an oracle that gives the derivation's
replies in order (a scripted oracle, as the tests and the replay oracles use) and enough depth and
fuel: there are a depth `d` and a fuel `f` such that with any depth `D ≥ d` and any fuel `f + R`,
`peval` returns the derived value and conversation, having drawn exactly the derivation's replies,
with `R` fuel left, and having recorded exactly the derivation's effect trace (`peval_complete_fx`,
from an `EvalFx` derivation; `peval_complete` from an `Eval` one, with the trace of its instrumented
copy). By induction on the derivation, with a statement that already allows any larger depth and any
extra fuel: the sub-derivations of a rule then run under one common depth bound, with their fuel
budgets added up and the rest passed on.

pin: 'Llmbda.peval_complete_fx' depends on axioms: [propext]
pin: 'Llmbda.peval_complete' depends on axioms: [propext]
pin: 'Llmbda.run_complete' depends on axioms: [propext]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §5 (the interpreter).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

section
variable {L : Type}

noncomputable section

/-- From reply number `n` on, the oracle gives the replies `s`, in order, whatever the reply mode
and the conversation (a scripted oracle). -/
abbrev Oracle.Supplies (O : Oracle L) : Nat → List String → Prop :=
  Oracle.Along fun k r => ∀ md C, O k md C = r

end

/-- An oracle supplies two traces in a row exactly when it supplies the first and then the
second. -/
theorem Oracle.supplies_append (O : Oracle L) (s1 s2 : List String) : ∀ n : Nat,
    O.Supplies n (s1 ++ s2) ↔ O.Supplies n s1 ∧ O.Supplies (n + s1.length) s2 :=
  Oracle.along_append _ s1 s2

/-- Every oracle supplies the empty trace. -/
theorem Oracle.supplies_nil (O : Oracle L) (n : Nat) : O.Supplies n [] := trivial

/-- Supplying `r :: rs` from reply number `n` on: reply `n` is `r`, then `rs`. -/
theorem Oracle.supplies_cons (O : Oracle L) (n : Nat) (r : String) (rs : List String) :
    O.Supplies n (r :: rs) ↔ (∀ md C, O n md C = r) ∧ O.Supplies (n + 1) rs := Iff.rfl

end

private theorem succ_of_le {a D : Nat} (h : a + 1 ≤ D) : ∃ D', D = D' + 1 := ⟨D - 1, by omega⟩

/-- **`peval` is complete, effects included**: whatever the instrumented semantics derives, `peval`
computes with every large enough depth and fuel, when the oracle supplies the derivation's replies
from reply number `n` on; it ends having drawn exactly those replies, with the extra fuel left over,
and having recorded exactly the derivation's effect trace (pushed onto the effects it started with,
newest first: `State.trace_push`). -/
theorem peval_complete_fx (M : Model L W) (O : Oracle L) (T : Tools L) {pc : L} {C C' : Session L}
    {e : Term L} {v : Value L} {w : W} {s : List String} {E : List (Effect L)}
    (h : EvalFx M T pc C e C' v w s E) :
    ∀ n, O.Supplies n s → ∃ (d f : Nat) (g : Log L → Log L), ∀ D R F G, d ≤ D →
      peval O T D pc ⟨C.reverse, n, f + R, F, G⟩ e =
        .ok ⟨C'.reverse, n + s.length, R, Effects.push E F, g G⟩ v := by
  induction h with
  | @const pc C c =>
    intro n _
    refine ⟨1, 1, fun G => G.step pc (.const c), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show 1 + R = R + 1 by omega]
    unfold peval
    simp
  | @lit pc C ℓ =>
    intro n _
    refine ⟨1, 1, fun G => G.step pc (.lit ℓ), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show 1 + R = R + 1 by omega]
    unfold peval
    simp
  | @lam pc C x b =>
    intro n _
    refine ⟨1, 1, fun G => G.step pc (.lam x b), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show 1 + R = R + 1 by omega]
    unfold peval
    simp
  | @fix pc C f x b =>
    intro n _
    refine ⟨1, 1, fun G => G.step pc (.fix f x b), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show 1 + R = R + 1 by omega]
    unfold peval
    simp
  | @val pc C r l =>
    intro n _
    refine ⟨1, 1, fun G => G.step pc (.val r l), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show 1 + R = R + 1 by omega]
    unfold peval
    simp
  | @app pc C C1 C2 C3 e1 e2 x b l v2 v w1 w2 w3 s1 s2 s3 E1 E2 E3 d1 d2 d3 ih1 ih2 ih3 =>
    intro n hO
    rw [Oracle.supplies_append, Oracle.supplies_append] at hO
    obtain ⟨⟨o1, o2⟩, o3⟩ := hO
    rw [List.length_append, ← Nat.add_assoc] at o3
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    obtain ⟨a3, f3, g3, p3⟩ := ih3 _ o3
    refine ⟨a1 + a2 + a3 + 1, f1 + f2 + f3 + 1, fun G => g3 (g2 (g1 (G.step pc (.app e1 e2)))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + f3 + 1 + R = f1 + (f2 + (f3 + R)) + 1 by omega,
      show n + (s1 ++ s2 ++ s3).length = n + s1.length + s2.length + s3.length by
        simp only [List.length_append]; omega]
    rw [Effects.push_append, Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only
    exact p3 D R _ _ (by omega)
  | @appFix pc C C1 C2 C3 e1 e2 f x b l v2 v w1 w2 w3 s1 s2 s3 E1 E2 E3 d1 d2 d3 ih1 ih2 ih3 =>
    intro n hO
    rw [Oracle.supplies_append, Oracle.supplies_append] at hO
    obtain ⟨⟨o1, o2⟩, o3⟩ := hO
    rw [List.length_append, ← Nat.add_assoc] at o3
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    obtain ⟨a3, f3, g3, p3⟩ := ih3 _ o3
    refine ⟨a1 + a2 + a3 + 1, f1 + f2 + f3 + 1, fun G => g3 (g2 (g1 (G.step pc (.app e1 e2)))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + f3 + 1 + R = f1 + (f2 + (f3 + R)) + 1 by omega,
      show n + (s1 ++ s2 ++ s3).length = n + s1.length + s2.length + s3.length by
        simp only [List.length_append]; omega]
    rw [Effects.push_append, Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only
    exact p3 D R _ _ (by omega)
  | @iteTrue pc C C1 C2 c a b l v w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => g2 (g1 (G.step pc (.ite c a b))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals exact p2 D R _ _ (by omega)
  | @iteFalse pc C C1 C2 c a b l v w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => g2 (g1 (G.step pc (.ite c a b))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals exact p2 D R _ _ (by omega)
  | @prim1 pc C C1 op e r r' l w s E d hp ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + Prim.bytes1 op r / bytesPerFuel + 1,
      fun G => (g1 (G.step pc (.prim1 op e))).charge (Prim.bytes1 op r / bytesPerFuel),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + Prim.bytes1 op r / bytesPerFuel + 1 + R =
      f1 + (Prim.bytes1 op r / bytesPerFuel + R) + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    simp [hp, primResult]
  | @prim2 pc C C1 C2 op e1 e2 r1 r2 r l1 l2 w1 w2 s1 s2 E1 E2 d1 d2 hp ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + Prim.bytes2 op r1 r2 r / bytesPerFuel + 1,
      fun G => (g2 (g1 (G.step pc (.prim2 op e1 e2)))).charge
        (Prim.bytes2 op r1 r2 r / bytesPerFuel),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + Prim.bytes2 op r1 r2 r / bytesPerFuel + 1 + R =
        f1 + (f2 + (Prim.bytes2 op r1 r2 r / bytesPerFuel + R)) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only
    simp [hp, primResult]
  | @pair pc C C1 C2 e1 e2 v1 v2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => g2 (g1 (G.step pc (.pair e1 e2))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @fst pc C C1 e r1 l1 b l w s E d ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + 1, fun G => g1 (G.step pc (.fst e)), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + 1 + R = f1 + R + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @snd pc C C1 e a r2 l2 l w s E d ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + 1, fun G => g1 (G.step pc (.snd e)), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + 1 + R = f1 + R + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @labS pc C C1 ℓ e r l w s E d ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + 1, fun G => g1 (G.step pc (.labS ℓ e)), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + 1 + R = f1 + R + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @labD pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => g2 (g1 (G.step pc (.labD e1 e2))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @test pc C C1 C2 e1 e2 r l1 ℓ l2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => g2 (g1 (G.step pc (.test e1 e2))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @assert pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 hf ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => g2 (g1 (G.step pc (.assert e1 e2))),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only
    simp [Value.deepLabel, hf]
  | @endorse pc C C1 C2 p e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 hc ih1 ih2 =>
    intro n hO
    rw [Oracle.supplies_append] at hO
    obtain ⟨o1, o2⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih1 n o1
    obtain ⟨a2, f2, g2, p2⟩ := ih2 _ o2
    refine ⟨a1 + a2 + 1, f1 + f2 + 1, fun G => (g2 (g1 (G.step pc (.endorse p e1 e2)))).endorse
      ⟨p, ℓ, l2, pc ⊔ l1 ⊔ Factored.conf l2 ⊔ ℓ⟩, fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + f2 + 1 + R = f1 + (f2 + R) + 1 by omega,
      show n + (s1 ++ s2).length = n + s1.length + s2.length
        by simp only [List.length_append]; omega]
    rw [Effects.push_append]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    rw [p2 D _ _ _ (by omega)]
    try simp only
    simp [hc]
  | @send pc C C1 e r l w s E d hf ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + sendCost r (render r) + 1,
      fun G => (g1 (G.step pc (.send e))).charge (sendCost r (render r)), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + sendCost r (render r) + 1 + R = f1 + (sendCost r (render r) + R) + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    simp [hf, Value.deepLabel]
  | @recv pc C C' md r t v w s E hf hp d ih =>
    intro n hO
    obtain ⟨o0, o1⟩ := hO
    obtain ⟨a1, f1, g1, p1⟩ := ih (n + 1) o1
    refine ⟨a1 + 1, f1 + (r.utf8ByteSize / bytesPerFuel + T.recvCost n r) + 1,
      fun G => g1 ((G.step pc (.recv md)).charge (r.utf8ByteSize / bytesPerFuel + T.recvCost n r)),
      fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + (r.utf8ByteSize / bytesPerFuel + T.recvCost n r) + 1 + R =
        (r.utf8ByteSize / bytesPerFuel + T.recvCost n r) + (f1 + R) + 1 by omega,
      show n + (r :: s).length = n + 1 + s.length by simp only [List.length_cons]; omega]
    unfold peval
    simp [hf, o0, hp, Effect.revConv]
    simpa using p1 D R _ _ (by omega)
  | @fork pc C C' e v w s E d ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + 1, fun G => g1 (G.step pc (.fork e)), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + 1 + R = f1 + R + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    all_goals rfl
  | @clear pc C hf =>
    intro n _
    refine ⟨1, 1, fun G => G.step pc (.clear), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show 1 + R = R + 1 by omega]
    unfold peval
    simp [hf]
  | @call pc C C1 name e r l r' lt w s E d hb ht ih =>
    intro n hO
    obtain ⟨a1, f1, g1, p1⟩ := ih n hO
    refine ⟨a1 + 1, f1 + T.cost name ⟨r, l⟩ + 1,
      fun G => (g1 (G.step pc (.call name e))).charge (T.cost name ⟨r, l⟩), fun D R F G hD => ?_⟩
    obtain ⟨D, rfl⟩ := succ_of_le hD
    rw [show f1 + T.cost name ⟨r, l⟩ + 1 + R = f1 + (T.cost name ⟨r, l⟩ + R) + 1 by omega]
    unfold peval
    try simp only []
    rw [p1 D _ _ _ (by omega)]
    try simp only [Result.bind]
    simp [ht, Value.deepLabel, hb, Effect.revConv]

/-- **`peval` is complete**: whatever the big-step semantics derives, `peval` computes with every
large enough depth and fuel, when the oracle supplies the derivation's replies from reply number
`n` on; it ends having drawn exactly those replies, with the extra fuel left over, and having
recorded an effect trace of the derivation (`Llmbda.peval_complete_fx`: exactly the trace of an
`EvalFx` derivation). -/
theorem peval_complete (M : Model L W) (O : Oracle L) (T : Tools L) {pc : L} {C C' : Session L}
    {e : Term L} {v : Value L} {w : W} {s : List String} (h : Eval M T pc C e C' v w s) :
    ∀ n, O.Supplies n s →
    ∃ (d f : Nat) (E : List (Effect L)) (g : Log L → Log L), EvalFx M T pc C e C' v w s E ∧
    ∀ D R F G, d ≤ D →
      peval O T D pc ⟨C.reverse, n, f + R, F, G⟩ e =
        .ok ⟨C'.reverse, n + s.length, R, Effects.push E F, g G⟩ v := by
  intro n hO
  obtain ⟨E, hE⟩ := h.effects
  obtain ⟨d, f, g, p⟩ := peval_complete_fx M O T hE n hO
  exact ⟨d, f, E, g, hE, p⟩

/-- **`run` is complete**: whatever the semantics derives from conversation `C`, `run` computes with
enough fuel, when the oracle supplies the derivation's replies from the first on and the default
depth bound is large enough. -/
theorem run_complete (M : Model L W) (O : Oracle L) (T : Tools L) {pc : L} {C C' : Session L}
    {e : Term L} {v : Value L} {w : W} {s : List String} (h : Eval M T pc C e C' v w s)
    (hO : O.Supplies 0 s) :
    ∃ (d f : Nat) (E : List (Effect L)) (G : Log L), EvalFx M T pc C e C' v w s E ∧
    ∀ R, d ≤ defaultMaxDepth →
      run O T (f + R) pc C e = .ok ⟨C'.reverse, s.length, R, Effects.push E [], G⟩ v := by
  obtain ⟨d, f, E, g, hE, p⟩ := peval_complete M O T h 0 hO
  refine ⟨d, f, E, g (Log.init 0), hE, fun R hd => ?_⟩
  have := p defaultMaxDepth R [] (Log.init 0) hd
  rw [Nat.zero_add] at this
  exact this

end Llmbda

end
