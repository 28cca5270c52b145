module

public import LlmbdaExec
public import Llmbda.Spec.Denote
public import Llmbda.Spec.Effects
public import Llmbda.Thm.Dist

/-!
# The denotation is the weighted big-step semantics, and a sub-distribution

`Llmbda.denote_sound`: every outcome of the denotation `denote S T none n pc C e` (any depth `n`) is
derived by `Eval` from the same configuration, with the outcome's weight and trace, for a model
whose weights are the sampler's (`Llmbda.denote_sound_rel`: for any model, weights related by any
relation closed under products; `Llmbda.denote_eval`: some derivation under any model). With
`Llmbda.denote_complete` (the converse) the denotation at depth `n` sums the weights of the
derivations it has reached.

`Llmbda.denote_mass_le`: with a sampler of sub-distributions, the denotation and the skipping
semantics have mass at most `1` at every depth (the paper's sub-distribution lemma).

pin: 'Llmbda.denote_sound_rel' depends on axioms: [propext]
pin: 'Llmbda.denote_sound' depends on axioms: [propext]
pin: 'Llmbda.denote_mass_le' does not depend on any axioms

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
theorem mem_ret {C C' : Session L} {v v' : Value L} {w : W} {s : List String} {E : List (Effect L)}
    (h : (w, C', v', s, E) ∈ (ret C v : Dist W (Outcome L))) :
    w = 1 ∧ C' = C ∧ v' = v ∧ s = [] ∧ E = [] := by
  simp [ret, Dist.pure] at h; exact h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The outcome of `emit`. -/
theorem mem_emit {C C' : Session L} {v v' : Value L} {ev : Effect L} {w : W} {s : List String}
    {E : List (Effect L)} (h : (w, C', v', s, E) ∈ (emit C v ev : Dist W (Outcome L))) :
    w = 1 ∧ C' = C ∧ v' = v ∧ s = [] ∧ E = [ev] := by
  simp [emit, Dist.pure] at h; exact h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- An outcome of `andThen`: an outcome of the first run continued. -/
theorem mem_andThen {μ : Dist W (Outcome L)} {k : Session L → Value L → Dist W (Outcome L)}
    {w : W} {C' : Session L} {v : Value L} {s : List String} {E : List (Effect L)}
    (h : (w, C', v, s, E) ∈ andThen μ k) :
    ∃ w1 C1 v1 s1 E1 w2 s2 E2, (w1, C1, v1, s1, E1) ∈ μ ∧ (w2, C', v, s2, E2) ∈ k C1 v1 ∧
      w = w1 * w2 ∧ s = s1 ++ s2 ∧ E = E1 ++ E2 := by
  simp only [andThen, Dist.bind, Dist.scale, Dist.map, List.mem_flatMap, List.mem_map] at h
  obtain ⟨⟨w1, C1, v1, s1, E1⟩, h1, ⟨w2', o⟩, ⟨⟨w2, C2, v2, s2, E2⟩, h2, e1⟩, e2⟩ := h
  simp only [Prod.mk.injEq] at e1 e2
  obtain ⟨rfl, rfl⟩ := e1
  obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := e2
  exact ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h2, rfl, rfl, rfl⟩

omit [DecidableEq L] in
/-- An outcome of `sample`: a reply in the support that parses, and an outcome of its run. -/
theorem mem_sample {S : Sampler L W} {md : ReplyMode} {C : Session L} {lc : L} {ev : Effect L}
    {run : Session L → Term L → Dist W (Outcome L)}
    {w : W} {C' : Session L} {v : Value L} {s : List String} {E : List (Effect L)}
    (h : (w, C', v, s, E) ∈ sample S md C lc ev run) :
    ∃ w1 r t w2 s2 E2, (w1, r) ∈ S md C ∧ parseReply md r = .ok t ∧
      (w2, C', v, s2, E2) ∈ run (C ++ [⟨.assistant, r, lc⟩]) t ∧ w = w1 * w2 ∧ s = r :: s2 ∧
      E = ev :: E2 := by
  simp only [sample, Dist.bind, Dist.scale, List.mem_flatMap, List.mem_map] at h
  obtain ⟨⟨w1, r⟩, h1, ⟨w2', o⟩, h2, e2⟩ := h
  simp only [Prod.mk.injEq] at e2
  obtain ⟨rfl, rfl⟩ := e2
  revert h2
  split
  · rename_i t ht
    intro h2
    simp only [Dist.map, List.mem_map] at h2
    obtain ⟨⟨w2, C2, v2, s2, E2⟩, h2, e⟩ := h2
    simp only [Prod.mk.injEq] at e
    obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := e
    exact ⟨w1, r, t, w2, s2, E2, h1, ht, h2, rfl, rfl, rfl⟩
  · intro h2; simp at h2

end Denote

open Denote

section Sound

variable {W' : Type} [Weight W'] {P : W → W' → Prop}

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem ex1 {Q : W' → List String → List (Effect L) → Prop} (hP1 : P 1 1)
    (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d)) {w1 : W} {u1 : W'} {s1 : List String}
    {E1 F : List (Effect L)} (d : Q u1 s1 F) (hF : F = E1) (p1 : P w1 u1) :
    ∃ w', Q w' (s1 ++ []) E1 ∧ P (w1 * 1) w' :=
  ⟨u1, by rwa [List.append_nil, ← hF], by
    have := hPmul _ _ _ _ p1 hP1; rwa [Weight.mul_one u1] at this⟩

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem ex2 {Q : W' → List String → List (Effect L) → Prop} (hP1 : P 1 1)
    (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d)) {w1 w2 : W} {u1 u2 : W'}
    {s1 s2 : List String} {E1 E2 : List (Effect L)} (d : Q (u1 * u2) (s1 ++ s2) (E1 ++ E2))
    (p1 : P w1 u1) (p2 : P w2 u2) :
    ∃ w', Q w' (s1 ++ (s2 ++ [])) (E1 ++ (E2 ++ [])) ∧ P (w1 * (w2 * 1)) w' :=
  ⟨u1 * u2, by rwa [List.append_nil, List.append_nil], by
    have := hPmul _ _ _ _ p1 (hPmul _ _ _ _ p2 hP1); rwa [Weight.mul_one u2] at this⟩

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
private theorem ex3 {Q : W' → List String → List (Effect L) → Prop}
    (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d)) {w1 w2 w3 : W} {u1 u2 u3 : W'}
    {s1 s2 s3 : List String} {E1 E2 E3 : List (Effect L)}
    (d : Q (u1 * u2 * u3) (s1 ++ s2 ++ s3) (E1 ++ E2 ++ E3)) (p1 : P w1 u1)
    (p2 : P w2 u2) (p3 : P w3 u3) :
    ∃ w', Q w' (s1 ++ (s2 ++ s3)) (E1 ++ (E2 ++ E3)) ∧ P (w1 * (w2 * w3)) w' :=
  ⟨u1 * u2 * u3, by rwa [List.append_assoc, List.append_assoc] at d, by
    rw [Weight.mul_assoc]; exact hPmul _ _ _ _ p1 (hPmul _ _ _ _ p2 p3)⟩

/-- **The denotation is the big-step semantics, weights related**: every outcome of `denote` (at any
depth) is derived by `Eval` from the same configuration, with the same trace, for any model `M`;
the derivation's weight is related to the outcome's by every relation `P` that relates `1` to `1`,
is closed under products, and relates each weight of the sampler to the model's weight of that
reply. -/
theorem denote_sound_rel (M : Model L W') (S : Sampler L W) (T : Tools L) (hP1 : P 1 1)
    (hPmul : ∀ a b c d, P a b → P c d → P (a * c) (b * d))
    (hS : ∀ md C, ∀ p ∈ S md C, P p.1 (M.weight md C p.2)) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L) (w : W) (C' : Session L) (v : Value L)
      (s : List String) (E : List (Effect L)), (w, C', v, s, E) ∈ denote S T none n pc C e →
      ∃ w', EvalFx M T pc C e C' v w' s E ∧ P w w' := by
  intro n
  induction n with
  | zero => intro pc C e w C' v s E h; simp [denote] at h
  | succ d ih =>
    intro pc C e w C' v s E h
    cases e with
    | var x => simp [denote] at h
    | const c =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h; exact ⟨1, .const, hP1⟩
    | lit l =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h; exact ⟨1, .lit, hP1⟩
    | lam x b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h; exact ⟨1, .lam, hP1⟩
    | fix f x b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h; exact ⟨1, .fix, hP1⟩
    | val r l =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h; exact ⟨1, .val, hP1⟩
    | app e1 e2 =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      · obtain ⟨u3, d3, p3⟩ := ih _ _ _ _ _ _ _ _ h
        exact ex3 (Q := EvalFx M T pc C _ C' v) hPmul (.app d1 d2 d3) p1 p2 p3
      · obtain ⟨u3, d3, p3⟩ := ih _ _ _ _ _ _ _ _ h
        exact ex3 (Q := EvalFx M T pc C _ C' v) hPmul (.appFix d1 d2 d3) p1 p2 p3
    | ite c a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      rename_i k
      cases k <;> try (simp at h; done)
      rename_i bv
      cases bv
      · obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h
        exact ⟨_, .iteFalse d1 d2, hPmul _ _ _ _ p1 p2⟩
      · obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h
        exact ⟨_, .iteTrue d1 d2, hPmul _ _ _ _ p1 p2⟩
    | prim1 op a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      revert h; split
      · rename_i r hr
        intro h; obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact ex1 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.prim1 d1 hr)
          (List.append_nil _).symm p1
      · intro h; simp at h
    | prim2 op a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      revert h; split
      · rename_i r hr
        intro h; obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact ex2 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.prim2 d1 d2 hr) p1 p2
      · intro h; simp at h
    | pair a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h3, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h3
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      exact ex2 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.pair d1 d2) p1 p2
    | fst a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      rename_i p q
      cases p <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact ex1 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.fst d1)
          (List.append_nil _).symm p1
    | snd a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      rcases v1 with ⟨r1, l1⟩
      cases r1 <;> try (simp at h; done)
      rename_i p q
      cases q <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact ex1 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.snd d1)
          (List.append_nil _).symm p1
    | labS l a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      rcases v1 with ⟨r1, l1⟩
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      exact ex1 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.labS d1) (List.append_nil _).symm p1
    | labD a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r1 <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact ex2 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.labD d1 d2) p1 p2
    | test a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r2 <;> try (simp at h; done)
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
      exact ex2 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.test d1 d2) p1 p2
    | assert a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r1 <;> try (simp at h; done)
      simp only at h
      split at h
      · rename_i hf
        obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact ex2 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.assert d1 d2 hf) p1 p2
      · simp at h
    | endorse p a b =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, _, _, _, h1, hk, rfl, rfl, rfl⟩ := mem_andThen h
      obtain ⟨w2, C2, v2, s2, E2, w3, s3, E3, h2, h, rfl, rfl, rfl⟩ := mem_andThen hk
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h2
      rcases v1 with ⟨r1, l1⟩
      rcases v2 with ⟨r2, l2⟩
      cases r1 <;> try (simp at h; done)
      simp only at h
      split at h
      · rename_i hc
        obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact ex2 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.endorse d1 d2 hc) p1 p2
      · simp at h
    | send a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false, Bool.false_or] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      rcases v1 with ⟨r1, l1⟩
      split at h
      · rename_i hf
        obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
        obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
        exact ex1 (Q := EvalFx M T pc C _ _ _) hP1 hPmul (.send d1 hf)
          (List.append_nil _).symm p1
      · simp at h
    | recv md =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      split at h
      · rename_i hf
        obtain ⟨w1, r, t, w2, s2, E2, hr, ht, h3, rfl, rfl, rfl⟩ := mem_sample h
        obtain ⟨u2, d2, p2⟩ := ih _ _ _ _ _ _ _ _ h3
        exact ⟨_, .recv hf ht d2, hPmul _ _ _ _ (hS _ _ _ hr) p2⟩
      · simp at h
    | fork a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false, Dist.map, List.mem_map] at h
      obtain ⟨⟨w1, C1, v1, s1, E1⟩, h1, e⟩ := h
      simp only [Prod.mk.injEq] at e
      obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := e
      obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
      exact ⟨_, .fork d1, p1⟩
    | clear =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      split at h
      · rename_i hf
        obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_ret h
        exact ⟨1, .clear hf, hP1⟩
      · simp at h
    | call name a =>
      simp only [denote, hid_none, Bool.false_eq_true, if_false] at h
      obtain ⟨w1, C1, v1, s1, E1, w2, s2, E2, h1, h, rfl, rfl, rfl⟩ := mem_andThen h
      rcases v1 with ⟨r1, l1⟩
      revert h; split
      · rename_i hb
        split
        · rename_i r lt ht
          intro h; obtain ⟨rfl, rfl, rfl, rfl, rfl⟩ := mem_emit h
          obtain ⟨u1, d1, p1⟩ := ih _ _ _ _ _ _ _ _ h1
          exact ex1 (Q := EvalFx M T pc C _ C' _) hP1 hPmul (.call d1 hb ht) rfl p1
        · intro h; simp at h
      · intro h; simp at h



/-- **The denotation is the weighted big-step semantics**: every outcome of `denote` (at any depth)
is derived by `Eval` from the same configuration, with the outcome's weight and trace, for a model
whose weights are the sampler's. -/
theorem denote_sound (M : Model L W) (S : Sampler L W) (T : Tools L)
    (hS : ∀ md C, ∀ p ∈ S md C, p.1 = M.weight md C p.2) {n : Nat} {pc : L} {C : Session L}
    {e : Term L} {w : W} {C' : Session L} {v : Value L} {s : List String} {E : List (Effect L)}
    (h : (w, C', v, s, E) ∈ denote S T none n pc C e) : EvalFx M T pc C e C' v w s E := by
  obtain ⟨w', d, rfl⟩ := denote_sound_rel (P := Eq) M S T rfl
    (fun _ _ _ _ h1 h2 => by rw [h1, h2]) hS n pc C e w C' v s E h
  exact d

/-- Every outcome of `denote` is derived by `Eval` under any model (with some weight). -/
theorem denote_eval (M : Model L W') (S : Sampler L W) (T : Tools L) {n : Nat} {pc : L}
    {C : Session L} {e : Term L} {w : W} {C' : Session L} {v : Value L} {s : List String}
    {E : List (Effect L)} (h : (w, C', v, s, E) ∈ denote S T none n pc C e) :
    ∃ w', EvalFx M T pc C e C' v w' s E :=
  let ⟨w', d, _⟩ := denote_sound_rel (P := fun _ _ => True) M S T trivial
    (fun _ _ _ _ _ _ => trivial) (fun _ _ _ _ => trivial) n pc C e w C' v s E h
  ⟨w', d⟩

end Sound

/-! ## Sub-distributions -/

namespace Denote

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- `ret` is a point mass. -/
theorem mass_ret_le (C : Session L) (v : Value L) :
    Dist.mass (ret C v : Dist W (Outcome L)) ≤ 1 := by
  simp only [ret, Dist.mass_pure]; exact Weight.le_refl _

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The dummy is a point mass. -/
theorem mass_dummy_le (C : Session L) (l : L) : Dist.mass (dummy C l : Dist W (Outcome L)) ≤ 1 :=
  mass_ret_le _ _

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- `emit` is a point mass. -/
theorem mass_emit_le (C : Session L) (v : Value L) (ev : Effect L) :
    Dist.mass (emit C v ev : Dist W (Outcome L)) ≤ 1 := by
  simp only [emit, Dist.mass_pure]; exact Weight.le_refl _

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- Nothing has mass `0`. -/
theorem mass_nil_le : Dist.mass ([] : Dist W (Outcome L)) ≤ 1 := by
  rw [Dist.mass_nil]; exact Weight.zero_le _

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- Sequencing sub-distributions gives a sub-distribution. -/
theorem mass_andThen_le {μ : Dist W (Outcome L)} {k : Session L → Value L → Dist W (Outcome L)}
    (hμ : μ.mass ≤ 1) (hk : ∀ C v, (k C v).mass ≤ 1) : (andThen μ k).mass ≤ 1 :=
  Dist.mass_bind_le_one hμ fun _ _ => by rw [Dist.mass_map]; exact hk _ _

omit [DecidableEq L] in
/-- Sampling from a sub-distribution, then running sub-distributions, gives one. -/
theorem mass_sample_le {S : Sampler L W} {md : ReplyMode} {C : Session L} {lc : L} {ev : Effect L}
    {run : Session L → Term L → Dist W (Outcome L)} (hS : (S md C).mass ≤ 1)
    (hr : ∀ C' t, (run C' t).mass ≤ 1) : (sample S md C lc ev run).mass ≤ 1 := by
  refine Dist.mass_bind_le_one hS fun p _ => ?_
  split
  · rw [Dist.mass_map]; exact hr _ _
  · exact mass_nil_le

end Denote

open Denote

/-- **The denotation is a sub-distribution** (and so is the skipping semantics): with a sampler
whose weights sum to at most `1` in every reply mode after every conversation, the total weight at
every depth is at most `1`; the missing mass is the probability of getting stuck or not terminating
within depth `n`. -/
theorem denote_mass_le (S : Sampler L W) (T : Tools L) (m : Option L)
    (hS : ∀ md C, (S md C).mass ≤ 1) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L), (denote S T m n pc C e).mass ≤ 1 := by
  intro n
  induction n with
  | zero => intro pc C e; exact mass_nil_le
  | succ d ih =>
    intro pc C e
    simp only [denote]
    split
    · exact mass_dummy_le _ _
    · cases e <;> simp only <;>
        repeat (first
          | exact mass_nil_le | exact mass_ret_le _ _ | exact mass_dummy_le _ _ | exact ih _ _ _
          | exact mass_emit_le _ _ _
          | (rw [Dist.mass_map]; exact ih _ _ _)
          | exact mass_sample_le (hS _ _) fun _ _ => ih _ _ _
          | (apply mass_andThen_le (ih _ _ _); intro _ _)
          | split)

end Llmbda

end
