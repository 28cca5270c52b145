module

public import Llmbda.Spec.Denote
public import Llmbda.Spec.Eval

/-!
# The denotation is the weighted big-step semantics

`Llmbda.denote_sound`: every outcome of the denotation `denote S T none n pc C e` (any depth `n`) is
derived by `Eval` from the same configuration, with the outcome's weight and trace, for a model whose
weights are the sampler's. So the denotation at depth `n` sums weights of derivations.

pin: 'Llmbda.denote_sound' depends on axioms: [propext]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (denotations).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

namespace Denote

omit [LabelSyntax L] in
/-- The plain semantics hides nothing. -/
@[simp] theorem hid_none (l : L) : hid none l = false := rfl

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The outcome of `ret`. -/
theorem mem_ret {C C' : Session L} {v v' : Value L} {w : W} {s : List String}
    (h : (w, C', v', s) ∈ (ret C v : Dist W (Outcome L))) : w = 1 ∧ C' = C ∧ v' = v ∧ s = [] := by
  simp [ret, Dist.pure] at h; exact h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- An outcome of `andThen`: an outcome of the first run continued. -/
theorem mem_andThen {μ : Dist W (Outcome L)} {k : Session L → Value L → Dist W (Outcome L)}
    {w : W} {C' : Session L} {v : Value L} {s : List String} (h : (w, C', v, s) ∈ andThen μ k) :
    ∃ w1 C1 v1 s1 w2 s2, (w1, C1, v1, s1) ∈ μ ∧ (w2, C', v, s2) ∈ k C1 v1 ∧ w = w1 * w2 ∧
      s = s1 ++ s2 := by
  simp only [andThen, Dist.bind, Dist.scale, Dist.map, List.mem_flatMap, List.mem_map] at h
  obtain ⟨⟨w1, C1, v1, s1⟩, h1, ⟨w2', o⟩, ⟨⟨w2, C2, v2, s2⟩, h2, e1⟩, e2⟩ := h
  simp only [Prod.mk.injEq] at e1 e2
  obtain ⟨rfl, rfl⟩ := e1
  obtain ⟨rfl, rfl, rfl, rfl⟩ := e2
  exact ⟨w1, C1, v1, s1, w2, s2, h1, h2, rfl, rfl⟩

omit [DecidableEq L] in
/-- An outcome of `sample`: a reply in the support that parses, and an outcome of its run. -/
theorem mem_sample {S : Sampler L W} {C : Session L} {lc : L}
    {run : Session L → Term L → Dist W (Outcome L)}
    {w : W} {C' : Session L} {v : Value L} {s : List String} (h : (w, C', v, s) ∈ sample S C lc run) :
    ∃ w1 r t w2 s2, (w1, r) ∈ S C ∧ parse r = .ok t ∧
      (w2, C', v, s2) ∈ run (C ++ [⟨.assistant, r, lc⟩]) t ∧ w = w1 * w2 ∧ s = r :: s2 := by
  simp only [sample, Dist.bind, Dist.scale, List.mem_flatMap, List.mem_map] at h
  obtain ⟨⟨w1, r⟩, h1, ⟨w2', o⟩, h2, e2⟩ := h
  simp only [Prod.mk.injEq] at e2
  obtain ⟨rfl, rfl⟩ := e2
  revert h2
  split
  · rename_i t ht
    intro h2
    simp only [Dist.map, List.mem_map] at h2
    obtain ⟨⟨w2, C2, v2, s2⟩, h2, e⟩ := h2
    simp only [Prod.mk.injEq] at e
    obtain ⟨rfl, rfl, rfl, rfl⟩ := e
    exact ⟨w1, r, t, w2, s2, h1, ht, h2, rfl, rfl⟩
  · intro h2; simp at h2

end Denote

open Denote

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem w_mul_one (a : W) : a * 1 = a := by rw [Weight.mul_comm, Weight.one_mul]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem wt3 {a b c : W} {s1 s2 s3 : List String} {P : W → List String → Prop}
    (h : P (a * b * c) (s1 ++ s2 ++ s3)) : P (a * (b * c)) (s1 ++ (s2 ++ s3)) := by
  rwa [Weight.mul_assoc, List.append_assoc] at h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem wt2 {a b : W} {s1 s2 : List String} {P : W → List String → Prop}
    (h : P (a * b) (s1 ++ s2)) : P (a * (b * 1)) (s1 ++ (s2 ++ [])) := by
  rwa [w_mul_one, List.append_nil]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem wt1 {a : W} {s1 : List String} {P : W → List String → Prop}
    (h : P a s1) : P (a * 1) (s1 ++ []) := by
  rwa [w_mul_one, List.append_nil]

/-- **The denotation is the weighted big-step semantics**: every outcome of `denote` (at any depth)
is derived by `Eval` from the same configuration, with the outcome's weight and trace, for a model
whose weights are the sampler's. -/
theorem denote_sound (M : Model L W) (S : Sampler L W) (T : Tools L)
    (hS : ∀ C, ∀ p ∈ S C, M.weight C p.2 = p.1) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L) (w : W) (C' : Session L) (v : Value L)
      (s : List String), (w, C', v, s) ∈ denote S T none n pc C e → Eval M T pc C e C' v w s := by
  intro n
  induction n with
  | zero => intro pc C e w C' v s h; simp [denote] at h
  | succ d ih =>
    intro pc C e w C' v s h
    cases e with
    | var x => simp [denote] at h
    | const c =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h; exact .const
    | lit l =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h; exact .lit
    | lam x b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h; exact .lam
    | fix f x b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h; exact .fix
    | val r l =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h; exact .val
    | app e1 e2 =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h, rfl, rfl⟩ := mem_andThen hk
      have d1 := ih _ _ _ _ _ _ _ h1
      have d2 := ih _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      · exact wt3 (P := Eval M T pc C _ C' v) (.app d1 d2 (ih _ _ _ _ _ _ _ h))
      · exact wt3 (P := Eval M T pc C _ C' v) (.appFix d1 d2 (ih _ _ _ _ _ _ _ h))
    | ite c a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      have d1 := ih _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      rename_i k
      cases k <;> try (simp at h; done)
      rename_i bv
      cases bv
      · exact .iteFalse d1 (ih _ _ _ _ _ _ _ h)
      · exact .iteTrue d1 (ih _ _ _ _ _ _ _ h)
    | prim1 op a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      have d1 := ih _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      revert h; split
      · rename_i r hr
        intro h; obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact wt1 (P := Eval M T pc C _ C' _) (.prim1 d1 hr)
      · intro h; simp at h
    | prim2 op a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h, rfl, rfl⟩ := mem_andThen hk
      have d1 := ih _ _ _ _ _ _ _ h1
      have d2 := ih _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      revert h; split
      · rename_i r hr
        intro h; obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact wt2 (P := Eval M T pc C _ C' _) (.prim2 d1 d2 hr)
      · intro h; simp at h
    | pair a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h3, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h3
      exact wt2 (P := Eval M T pc C _ C' _) (.pair (ih _ _ _ _ _ _ _ h1) (ih _ _ _ _ _ _ _ h2))
    | fst a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      have d1 := ih _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      rename_i p q
      cases p <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact wt1 (P := Eval M T pc C _ C' _) (.fst d1)
    | snd a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      have d1 := ih _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      rename_i p q
      cases q <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact wt1 (P := Eval M T pc C _ C' _) (.snd d1)
    | labS l a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      rcases v1 with ⟨r1, l1⟩
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact wt1 (P := Eval M T pc C _ C' _) (.labS (ih _ _ _ _ _ _ _ h1))
    | labD a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h, rfl, rfl⟩ := mem_andThen hk
      have d1 := ih _ _ _ _ _ _ _ h1
      have d2 := ih _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r1 <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact wt2 (P := Eval M T pc C _ C' _) (.labD d1 d2)
    | test a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h, rfl, rfl⟩ := mem_andThen hk
      have d1 := ih _ _ _ _ _ _ _ h1
      have d2 := ih _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r2 <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact wt2 (P := Eval M T pc C _ C' _) (.test d1 d2)
    | assert a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h, rfl, rfl⟩ := mem_andThen hk
      have d1 := ih _ _ _ _ _ _ _ h1
      have d2 := ih _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r1 <;> try (simp at h; done)
      simp only at h
      split at h
      · rename_i hf
        obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact wt2 (P := Eval M T pc C _ C' _) (.assert d1 d2 hf)
      · simp at h
    | endorse a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, _, _, h1, hk, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, w3, s3, h2, h, rfl, rfl⟩ := mem_andThen hk
      have d1 := ih _ _ _ _ _ _ _ h1
      have d2 := ih _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r1 <;> try (simp at h; done)
      simp only at h
      split at h
      · rename_i hc
        obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact wt2 (P := Eval M T pc C _ C' _) (.endorse d1 d2 hc)
      · simp at h
    | send a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false, Bool.false_or] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      rcases v1 with ⟨r1, l1⟩
      split at h
      · rename_i hf
        obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact wt1 (P := Eval M T pc C _ _ _) (.send (ih _ _ _ _ _ _ _ h1) hf)
      · simp at h
    | recv =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      split at h
      · rename_i hf
        obtain ⟨w1, r, t, w2, s2, hr, ht, h3, rfl, rfl⟩ := mem_sample h
        have hw := hS _ _ hr
        simp only at hw
        rw [← hw]
        exact .recv hf ht (ih _ _ _ _ _ _ _ h3)
      · simp at h
    | fork a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false, Dist.map, List.mem_map] at h
      obtain ⟨⟨w1, C1, v1, s1⟩, h1, e⟩ := h
      simp only [Prod.mk.injEq] at e
      obtain ⟨rfl, rfl, rfl, rfl⟩ := e
      exact .fork (ih _ _ _ _ _ _ _ h1)
    | clear =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      split at h
      · rename_i hf
        obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact .clear hf
      · simp at h
    | call name a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, w2, s2, h1, h, rfl, rfl⟩ := mem_andThen h
      rcases v1 with ⟨r1, l1⟩
      revert h; split
      · rename_i r lt ht
        intro h; obtain ⟨rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact wt1 (P := Eval M T pc C _ C' _) (.call (ih _ _ _ _ _ _ _ h1) ht)
      · intro h; simp at h

end Llmbda

end
