module

public import LlmbdaExec
public import Llmbda.Spec.Denote
public import Llmbda.Spec.Effects
public import Llmbda.Thm.Denote

/-!
# The denotation is complete for the big-step semantics

`Llmbda.denote_complete`: every derivation `EvalFx M T pc C e C' v w s E` of nonzero weight whose
replies the sampler supports appears in the denotation `denote S T none D pc C e` at every large
enough depth `D`, with the same final conversation, value, trace and effect trace, and a weight
related to `w` by any relation `P` that relates `1` to `1`, is closed under products, and relates
the sampler's weights to the model's. `Llmbda.denote_complete_eq` is the case `P := Eq`: when the
sampler lists the replies of nonzero model weight with their model weights, the derivation appears
with its own weight. This is the converse of `Llmbda.denote_sound` (`Llmbda/Thm/Denote.lean`: every
entry of the denotation is a derivation). The hypothesis `w ≠ 0` is what lets a finite sampler
suffice: a derivation may sample a reply of model weight `0`, which the sampler need not list.

The proof is by induction on the derivation, as for `Llmbda.peval_complete`, with a statement that
already allows every larger depth: the sub-derivations then run under one common depth bound. The
weight `w ≠ 0` is inherited by the sub-derivations (a nonzero product has nonzero factors), so every
reply sampled has nonzero model weight, hence is listed by the sampler. `denote` multiplies weights
and concatenates traces to the right, `Eval` to the left; the `ret` of a single-premise rule adds a
factor `1` and an empty trace.

pin: 'Llmbda.denote_complete' depends on axioms: [propext]
pin: 'Llmbda.denote_complete_eq' depends on axioms: [propext]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (denotations).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

namespace Denote

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- `ret` has its point. -/
theorem mem_ret_self (C : Session L) (v : Value L) :
    ((1 : W), C, v, ([] : List String), ([] : List (Effect L))) ∈
    (ret C v : Dist W (Outcome L)) := by
  simp [ret, Dist.pure]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- `emit` has its point. -/
theorem mem_emit_self (C : Session L) (v : Value L) (ev : Effect L) :
    ((1 : W), C, v, ([] : List String), [ev]) ∈ (emit C v ev : Dist W (Outcome L)) := by
  simp [emit, Dist.pure]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- An outcome of the first run continued by an outcome of `k` is an outcome of `andThen`. -/
theorem mem_andThen_of {μ : Dist W (Outcome L)} {k : Session L → Value L → Dist W (Outcome L)}
    {w1 w2 : W} {C1 C' : Session L} {v1 v : Value L} {s1 s2 : List String}
    {E1 E2 : List (Effect L)} (h1 : (w1, C1, v1, s1, E1) ∈ μ) (h2 : (w2, C', v, s2, E2) ∈ k C1 v1) :
    (w1 * w2, C', v, s1 ++ s2, E1 ++ E2) ∈ andThen μ k := by
  simp only [andThen, Dist.bind, Dist.scale, Dist.map, List.mem_flatMap, List.mem_map]
  exact ⟨_, h1, _, ⟨_, h2, rfl⟩, rfl⟩

omit [DecidableEq L] in
/-- A reply in the support that parses, followed by an outcome of its run, is an outcome of
`sample`. -/
theorem mem_sample_of {S : Sampler L W} {md : ReplyMode} {C : Session L} {lc : L} {ev : Effect L}
    {run : Session L → Term L → Dist W (Outcome L)} {w1 w2 : W} {r : String} {t : Term L}
    {C' : Session L} {v : Value L} {s : List String} {E : List (Effect L)} (hr : (w1, r) ∈ S md C)
    (ht : parseReply md r = .ok t) (h : (w2, C', v, s, E) ∈ run (C ++ [⟨.assistant, r, lc⟩]) t) :
    (w1 * w2, C', v, r :: s, ev :: E) ∈ sample S md C lc ev run := by
  simp only [sample, Dist.bind, Dist.scale, List.mem_flatMap, List.mem_map]
  refine ⟨_, hr, (w2, C', v, r :: s, ev :: E), ?_, rfl⟩
  simp only [ht, Dist.map, List.mem_map]
  exact ⟨_, h, rfl⟩

end Denote

open Denote

omit [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W] in
/-- The outcomes of a `fork`: the outcomes of the run, in the conversation it started from. -/
theorem Denote.mem_fork_of {μ : Dist W (Outcome L)} {C C1 : Session L} {v : Value L} {w : W}
    {s : List String} {E : List (Effect L)} (h : (w, C1, v, s, E) ∈ μ) :
    (w, C, v, s, E) ∈ Dist.map (fun o : Outcome L => (C, o.2.1, o.2.2)) μ := by
  simp only [Dist.map, List.mem_map]
  exact ⟨_, h, rfl⟩

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- A nonzero product has nonzero factors. -/
private theorem ne_zero_of_mul {a b : W} (h : a * b ≠ 0) : a ≠ 0 ∧ b ≠ 0 :=
  ⟨fun ha => h (by rw [ha, Weight.zero_mul]), fun hb => h (by rw [hb, Weight.mul_zero])⟩

/-- A depth above `a + 1` is a successor. -/
private theorem exists_succ_of_le {a D : Nat} (h : a + 1 ≤ D) : ∃ D', D = D' + 1 :=
  ⟨D - 1, by omega⟩

section Complete

variable {W' : Type} [Weight W'] {P : W → W' → Prop}

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The weight of one premise and a `ret`. -/
private theorem rel1 (hP1 : P 1 1) (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d))
    {x : W} {w : W'} (p : P x w) : P (x * 1) w := by
  have := hPmul _ _ _ _ p hP1; rwa [Weight.mul_one w] at this

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The weight of two premises and a `ret`. -/
private theorem rel2 (hP1 : P 1 1) (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d))
    {x1 x2 : W} {w1 w2 : W'} (p1 : P x1 w1) (p2 : P x2 w2) : P (x1 * (x2 * 1)) (w1 * w2) := by
  have := hPmul _ _ _ _ p1 (hPmul _ _ _ _ p2 hP1); rwa [Weight.mul_one w2] at this

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The weight of three premises: `denote` associates to the right, `Eval` to the left. -/
private theorem rel3 (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d))
    {x1 x2 x3 : W} {w1 w2 w3 : W'} (p1 : P x1 w1) (p2 : P x2 w2) (p3 : P x3 w3) :
    P (x1 * (x2 * x3)) (w1 * w2 * w3) := by
  rw [Weight.mul_assoc w1]; exact hPmul _ _ _ _ p1 (hPmul _ _ _ _ p2 p3)

/-- **The denotation is complete for the semantics**: every derivation of nonzero weight appears in
the denotation at every large enough depth, with the same final conversation, value and trace and a
weight related to the derivation's, for every relation `P` that relates `1` to `1`, is closed under
products, and relates some weight the sampler gives each reply of nonzero model weight to the
model's weight of that reply. (The weight is nonzero, so every reply the derivation samples has
nonzero model weight, hence is in the sampler's support.) -/
theorem denote_complete (M : Model L W') (S : Sampler L W) (T : Tools L)
    (hP1 : P 1 1) (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d))
    (hS : ∀ md C r, M.weight md C r ≠ 0 → ∃ p, (p, r) ∈ S md C ∧ P p (M.weight md C r))
    {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W'} {s : List String}
    {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) (hw : w ≠ 0) :
    ∃ d, ∀ D, d ≤ D → ∃ w0, (w0, C', v, s, E) ∈ denote S T none D pc C e ∧ P w0 w := by
  induction h with
  | const | lit | lam | fix | val =>
    refine ⟨1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    exact ⟨1, mem_ret_self _ _, hP1⟩
  | @app pc C C1 C2 C3 e1 e2 x b l v2 v w1 w2 w3 s1 s2 s3 E1 E2 E3 d1 d2 d3 ih1 ih2 ih3 =>
    obtain ⟨hw12, hw3⟩ := ne_zero_of_mul hw
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw12
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    obtain ⟨a3, h3⟩ := ih3 hw3
    refine ⟨a1 + a2 + a3 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    obtain ⟨x3, m3, p3⟩ := h3 D (by omega)
    refine ⟨x1 * (x2 * x3), ?_, rel3 hPmul p1 p2 p3⟩
    rw [List.append_assoc s1, List.append_assoc E1]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    exact mem_andThen_of m1 (mem_andThen_of m2 m3)
  | @appFix pc C C1 C2 C3 e1 e2 f x b l v2 v w1 w2 w3 s1 s2 s3 E1 E2 E3 d1 d2 d3 ih1 ih2 ih3 =>
    obtain ⟨hw12, hw3⟩ := ne_zero_of_mul hw
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw12
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    obtain ⟨a3, h3⟩ := ih3 hw3
    refine ⟨a1 + a2 + a3 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    obtain ⟨x3, m3, p3⟩ := h3 D (by omega)
    refine ⟨x1 * (x2 * x3), ?_, rel3 hPmul p1 p2 p3⟩
    rw [List.append_assoc s1, List.append_assoc E1]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    exact mem_andThen_of m1 (mem_andThen_of m2 m3)
  | @iteTrue pc C C1 C2 c a b l v w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * x2, ?_, hPmul _ _ _ _ p1 p2⟩
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    exact mem_andThen_of m1 m2
  | @iteFalse pc C C1 C2 c a b l v w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * x2, ?_, hPmul _ _ _ _ p1 p2⟩
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    exact mem_andThen_of m1 m2
  | @prim1 pc C C1 op e r r' l w s E d hp ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1 * 1, ?_, rel1 hP1 hPmul p1⟩
    rw [← List.append_nil s, ← List.append_nil E]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 ?_
    simp only [hp]
    exact mem_ret_self _ _
  | @prim2 pc C C1 C2 op e1 e2 r1 r2 r l1 l2 w1 w2 s1 s2 E1 E2 d1 d2 hp ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * (x2 * 1), ?_, rel2 hP1 hPmul p1 p2⟩
    rw [← List.append_nil s2, ← List.append_nil E2]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 (mem_andThen_of m2 ?_)
    simp only [hp]
    exact mem_ret_self _ _
  | @pair pc C C1 C2 e1 e2 v1 v2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * (x2 * 1), ?_, rel2 hP1 hPmul p1 p2⟩
    rw [← List.append_nil s2, ← List.append_nil E2]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 (mem_andThen_of m2 ?_)
    exact mem_ret_self _ _
  | @fst pc C C1 e r1 l1 b l w s E d ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1 * 1, ?_, rel1 hP1 hPmul p1⟩
    rw [← List.append_nil s, ← List.append_nil E]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 ?_
    exact mem_ret_self _ _
  | @snd pc C C1 e a r2 l2 l w s E d ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1 * 1, ?_, rel1 hP1 hPmul p1⟩
    rw [← List.append_nil s, ← List.append_nil E]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 ?_
    exact mem_ret_self _ _
  | @labS pc C C1 ℓ e r l w s E d ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1 * 1, ?_, rel1 hP1 hPmul p1⟩
    rw [← List.append_nil s, ← List.append_nil E]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 ?_
    exact mem_ret_self _ _
  | @labD pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * (x2 * 1), ?_, rel2 hP1 hPmul p1 p2⟩
    rw [← List.append_nil s2, ← List.append_nil E2]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 (mem_andThen_of m2 ?_)
    exact mem_ret_self _ _
  | @test pc C C1 C2 e1 e2 r l1 ℓ l2 w1 w2 s1 s2 E1 E2 d1 d2 ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * (x2 * 1), ?_, rel2 hP1 hPmul p1 p2⟩
    rw [← List.append_nil s2, ← List.append_nil E2]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 (mem_andThen_of m2 ?_)
    exact mem_ret_self _ _
  | @assert pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 hf ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * (x2 * 1), ?_, rel2 hP1 hPmul p1 p2⟩
    rw [← List.append_nil s2, ← List.append_nil E2]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 (mem_andThen_of m2 ?_)
    simp only [Value.deepLabel, hf]
    exact mem_ret_self _ _
  | @endorse pc C C1 C2 p e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2 d1 d2 hc ih1 ih2 =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨a1, h1⟩ := ih1 hw1
    obtain ⟨a2, h2⟩ := ih2 hw2
    refine ⟨a1 + a2 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    obtain ⟨x2, m2, p2⟩ := h2 D (by omega)
    refine ⟨x1 * (x2 * 1), ?_, rel2 hP1 hPmul p1 p2⟩
    rw [← List.append_nil s2, ← List.append_nil E2]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 (mem_andThen_of m2 ?_)
    simp only [if_pos hc]
    exact mem_ret_self _ _
  | @send pc C C1 e r l w s E d hf ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1 * 1, ?_, rel1 hP1 hPmul p1⟩
    rw [← List.append_nil s, ← List.append_nil E]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 ?_
    simp only [Bool.false_or, hf]
    exact mem_ret_self _ _
  | @recv pc C C' md r t v w s E hf hp d ih =>
    obtain ⟨hw1, hw2⟩ := ne_zero_of_mul hw
    obtain ⟨q, hq, pq⟩ := hS md C r hw1
    obtain ⟨a1, h1⟩ := ih hw2
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨q * x1, ?_, hPmul _ _ _ _ pq p1⟩
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte, hf]
    exact mem_sample_of hq hp m1
  | @fork pc C C' e v w s E d ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1, ?_, p1⟩
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    exact mem_fork_of m1
  | @clear pc C hf =>
    refine ⟨1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    refine ⟨1, ?_, hP1⟩
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte, hf]
    exact mem_ret_self _ _
  | @call pc C C1 name e r l r' lt w s E d hb ht ih =>
    obtain ⟨a1, h1⟩ := ih hw
    refine ⟨a1 + 1, fun D hD => ?_⟩
    obtain ⟨D, rfl⟩ := exists_succ_of_le hD
    obtain ⟨x1, m1, p1⟩ := h1 D (by omega)
    refine ⟨x1 * 1, ?_, rel1 hP1 hPmul p1⟩
    rw [← List.append_nil s]
    simp only [denote, hid_none, Bool.false_eq_true, ↓reduceIte]
    refine mem_andThen_of m1 ?_
    simp only [Value.deepLabel, hb, ↓reduceIte, ht]
    exact mem_emit_self _ _ _

end Complete

/-- **The denotation is complete, with exact weights**: when the sampler lists every reply of
nonzero model weight with its model weight, every derivation of nonzero weight appears in the
denotation at every large enough depth with its own weight, conversation, value and trace (the
converse of `Llmbda.denote_sound`). -/
theorem denote_complete_eq (M : Model L W) (S : Sampler L W) (T : Tools L)
    (hS : ∀ md C r, M.weight md C r ≠ 0 → (M.weight md C r, r) ∈ S md C)
    {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : W} {s : List String}
    {E : List (Effect L)} (h : EvalFx M T pc C e C' v w s E) (hw : w ≠ 0) :
    ∃ d, ∀ D, d ≤ D → (w, C', v, s, E) ∈ denote S T none D pc C e := by
  obtain ⟨d, hd⟩ := denote_complete (P := Eq) M S T rfl (fun _ _ _ _ h1 h2 => by rw [h1, h2])
    (fun md C r hr => ⟨_, hS md C r hr, rfl⟩) h hw
  refine ⟨d, fun D hD => ?_⟩
  obtain ⟨w0, hm, rfl⟩ := hd D hD
  exact hm

end Llmbda

end
