module

public import Llmbda.Thm.Confinement
public import Llmbda.Thm.Reply
public import Llmbda.Thm.LowEq
public import Llmbda.Thm.PevalSound
public import Llmbda.Spec.Hypotheses

/-!
# Termination-insensitive noninterference for deterministic models

Two runs of `∼m`-related terms from `∼m`-related conversations under the same `pc`, with a
deterministic model, that both end in a value, end in `∼m`-related conversations and values
(`Llmbda.Eval.tini`); the same for `peval` with an oracle that depends on the conversation only
(`Llmbda.peval_tini`). This is the case the paper's Lemma 3 reduces TIPNI to.

The observer `m` must see every integrity label (`flows (integ l) m` for all `l`, e.g. `{U}` in the
paper's lattice): `endorse` is an integrity downgrade, so an observer that tells trusted from
untrusted data sees what it endorses. For such observers the theorem is confidentiality: nothing the
observer sees depends on data labelled above it.

The proof is the usual one for a big-step semantics: by induction on the first derivation, inverting
the second. Where the two runs branch on a hidden value (a hidden function, condition or
conversation label) they may take different paths, but then everything they do is under a hidden
`pc`, and `Eval.hidden_session` (with Confinement) shows the observer sees none of it; the
no-sensitive-upgrade premises of `send`, `recv` and `clear` are what make that lemma true. Where the
runs see a visible value, the value is the same on both sides (for a message or a tool argument: the
whole value, by its deep label), so the two runs take the same step.

The oracle need not hide anything from the model: the two runs call the model at a visible `pc` with
a visible conversation label only when the two conversations are equal.

pin: 'Llmbda.Eval.hidden_session' depends on axioms: [propext]
pin: 'Llmbda.Eval.tini' depends on axioms: [propext]
pin: 'Llmbda.peval_tini' depends on axioms: [propext]
pin: 'Llmbda.Eval.tini_of_endorseFree' depends on axioms: [propext]
pin: 'Llmbda.peval_tini_of_endorseFree' depends on axioms: [propext]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (noninterference), Lemma 3.
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot
local infix:50 " ⊑ " => Flows

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-! ## Primitives look only at constants and labels -/

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- A unary primitive that returns a value was applied to a constant. -/
theorem Prim.eval1_atom {op : Op1} {r x : Term L} (h : Prim.eval1 op r = .ok x) : r.IsAtom := by
  cases r <;> first | exact Term.isAtom_const _ | (cases op <;> simp [Prim.eval1] at h)

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- A binary primitive other than `==`/`!=` that returns a value was applied to constants. -/
theorem Prim.arith_atom {op : Op2} {a b x : Term L} (h : Prim.arith op a b = .ok x) :
    a.IsAtom ∧ b.IsAtom := by
  unfold Prim.arith at h
  split at h <;> first
    | exact ⟨Term.isAtom_const _, Term.isAtom_const _⟩
    | simp at h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem Prim.isAtom_spec {t : Term L} (h : Prim.isAtom t = true) : t.IsAtom := by
  cases t <;> first | exact Term.isAtom_const _ | exact Term.isAtom_lit _ | simp [Prim.isAtom] at h

omit [LabelSyntax L] in
/-- Erasure keeps whether a term is a constant or a label. -/
theorem Prim.isAtom_erase (m : L) (t : Term L) : Prim.isAtom (t.erase m) = Prim.isAtom t := by
  cases t <;> simp only [Term.erase] <;> (try split) <;> rfl

omit [LabelSyntax L] in
/-- `==` gives the same answer on related raw values: atoms are equal, and otherwise only whether
each side is an atom counts. -/
theorem Prim.rawEq_erase {m : L} {a b a' b' : Term L} (ha : a.erase m = a'.erase m)
    (hb : b.erase m = b'.erase m) : Prim.rawEq a b = Prim.rawEq a' b' := by
  unfold Prim.rawEq
  rw [← Prim.isAtom_erase m a, ha, Prim.isAtom_erase, ← Prim.isAtom_erase m b, hb,
    Prim.isAtom_erase]
  split
  · rename_i h
    rw [Bool.and_eq_true] at h
    rw [(Prim.isAtom_spec h.1).eq_of_erase ha.symm, (Prim.isAtom_spec h.2).eq_of_erase hb.symm]
  · rfl

omit [LabelSyntax L] in
/-- A binary primitive gives the same result on related raw values. -/
theorem Prim.eval2_erase {m : L} {op : Op2} {a b a' b' x : Term L} (ha : a.erase m = a'.erase m)
    (hb : b.erase m = b'.erase m) (h : Prim.eval2 op a b = .ok x) :
    Prim.eval2 op a' b' = .ok x := by
  cases op
  case eq => simp only [Prim.eval2] at h ⊢; rw [← Prim.rawEq_erase ha hb]; exact h
  case ne => simp only [Prim.eval2] at h ⊢; rw [← Prim.rawEq_erase ha hb]; exact h
  all_goals
    simp only [Prim.eval2] at h ⊢
    obtain ⟨h1, h2⟩ := Prim.arith_atom h
    rw [← h1.eq_of_erase ha, ← h2.eq_of_erase hb]; exact h

/-! ## Runs under a hidden `pc` -/

variable {M : Model L Nat} {T : Tools L} {m : L}

/-- **Hidden runs are invisible**: what a run under a `pc` the observer cannot see does to the
conversation is invisible to the observer (no sensitive upgrade: `send` and `recv` only run when
the conversation's label is above `pc`, and `clear` only under `⊥`). -/
theorem Eval.hidden_session {pc : L} {C C' : Session L} {e : Term L} {v : Value L} {w : Nat}
    {s : List String} (h : Eval M T pc C e C' v w s) : flows pc m = false →
    Session.LowEq m C C' := by
  induction h with
  | const | lit | lam | fix | val => intro _; exact Session.LowEq.refl _ _
  | app _ _ _ ih1 ih2 ih3 =>
    intro hpc; exact (ih1 hpc).trans ((ih2 hpc).trans (ih3 (flows_join_eq_false_of_left _ hpc)))
  | appFix _ _ _ ih1 ih2 ih3 =>
    intro hpc; exact (ih1 hpc).trans ((ih2 hpc).trans (ih3 (flows_join_eq_false_of_left _ hpc)))
  | iteTrue _ _ ih1 ih2 =>
    intro hpc; exact (ih1 hpc).trans (ih2 (flows_join_eq_false_of_left _ hpc))
  | iteFalse _ _ ih1 ih2 =>
    intro hpc; exact (ih1 hpc).trans (ih2 (flows_join_eq_false_of_left _ hpc))
  | prim1 _ _ ih => exact ih
  | prim2 _ _ _ ih1 ih2 => intro hpc; exact (ih1 hpc).trans (ih2 hpc)
  | pair _ _ ih1 ih2 => intro hpc; exact (ih1 hpc).trans (ih2 hpc)
  | fst _ ih => exact ih
  | snd _ ih => exact ih
  | labS _ ih => exact ih
  | labD _ _ ih1 ih2 => intro hpc; exact (ih1 hpc).trans (ih2 hpc)
  | test _ _ ih1 ih2 => intro hpc; exact (ih1 hpc).trans (ih2 hpc)
  | assert _ _ _ ih1 ih2 => intro hpc; exact (ih1 hpc).trans (ih2 hpc)
  | endorse _ _ _ ih1 ih2 => intro hpc; exact (ih1 hpc).trans (ih2 hpc)
  | @send pc C C1 e r l w s d hf ih =>
    intro hpc
    refine (ih hpc).trans (Session.LowEq.append_hidden_self _ ?_ ?_)
    · exact flows_eq_false_of (flows_iff.mp hf) hpc
    · exact flows_eq_false_of (flows_join_of_left _ d.confinement) hpc
  | @recv pc C C' md r t v w s hf hp d ih =>
    intro hpc
    have hl : flows (Session.label C) m = false := flows_eq_false_of (flows_iff.mp hf) hpc
    exact (Session.LowEq.append_hidden_self _ hl (flows_join_eq_false_of_left _ hpc)).trans
      (ih (flows_join_eq_false_of_left _ hpc))
  | fork _ _ => intro _; exact Session.LowEq.refl _ _
  | @clear pc C hf =>
    intro hpc
    have : flows pc m = true := flows_iff.mpr (flows_trans (flows_iff.mp hf) (bot_flows m))
    rw [this] at hpc; cases hpc
  | call _ _ _ ih => exact ih

/-- Two runs under hidden `pc`s from related conversations end in related conversations and (hidden,
by Confinement) values. -/
theorem Eval.hidden_pair {M1 M2 : Model L Nat} {T1 T2 : Tools L} {p1 p2 : L}
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {v1 v2 : Value L} {w1 w2 : Nat}
    {s1 s2 : List String}
    (h1 : Eval M1 T1 p1 C1 e1 C1' v1 w1 s1) (h2 : Eval M2 T2 p2 C2 e2 C2' v2 w2 s2)
    (hp1 : flows p1 m = false) (hp2 : flows p2 m = false) (hC : Session.LowEq m C1 C2) :
    Session.LowEq m C1' C2' ∧ Value.LowEq m v1 v2 :=
  ⟨((h1.hidden_session hp1).symm.trans hC).trans (h2.hidden_session hp2),
   Value.LowEq.of_hidden (flows_eq_false_of h1.confinement hp1)
     (flows_eq_false_of h2.confinement hp2)⟩

/-! ## Runs without `endorse`

For observers that tell trusted from untrusted data, noninterference needs runs that never endorse:
programs, tool results and model replies without `endorse`. -/

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- Substituting an endorse-free value into an endorse-free term gives an endorse-free term. -/
theorem Term.endorseFree_subst {t v : Term L} (x : String) (ht : t.endorseFree = true)
    (hv : v.endorseFree = true) : (t.subst x v).endorseFree = true := by
  induction t with
  | var y => by_cases h : y = x <;> simp [Term.subst, h, hv, Term.endorseFree]
  | lam y b ih =>
    by_cases h : y = x <;> simp_all [Term.subst, Term.endorseFree]
  | fix f y b ih =>
    by_cases h : f = x ∨ y = x <;> simp_all [Term.subst, Term.endorseFree]
  | _ => simp_all [Term.subst, Term.endorseFree]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem Prim.intResult_const {i : Int} {x : Term L} (h : Prim.intResult i = .ok x) :
    ∃ c, x = .const c := by
  unfold Prim.intResult at h
  split at h
  · cases h; exact ⟨_, rfl⟩
  · simp at h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- A unary primitive returns a constant. -/
theorem Prim.eval1_const {op : Op1} {r x : Term L} (h : Prim.eval1 op r = .ok x) :
    ∃ c, x = .const c := by
  unfold Prim.eval1 at h
  split at h <;> first | (cases h; exact ⟨_, rfl⟩) | exact Prim.intResult_const h | simp at h

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem Prim.map_const {e : Except PrimError Bool} {f : Bool → Term L} {x : Term L}
    (hf : ∀ b, ∃ c, f b = .const c) (h : e.map f = .ok x) : ∃ c, x = .const c := by
  cases e with
  | error => simp [Except.map] at h
  | ok b => simp [Except.map] at h; rw [← h]; exact hf b

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem Prim.arith_const {op : Op2} {a b x : Term L} (h : Prim.arith op a b = .ok x) :
    ∃ c, x = .const c := by
  unfold Prim.arith at h
  split at h <;> first
    | (cases h; exact ⟨_, rfl⟩)
    | exact Prim.intResult_const h
    | simp at h

omit [Factored L] [LabelSyntax L] in
/-- A binary primitive returns a constant. -/
theorem Prim.eval2_const {op : Op2} {a b x : Term L} (h : Prim.eval2 op a b = .ok x) :
    ∃ c, x = .const c := by
  cases op <;> simp only [Prim.eval2] at h <;> first
    | exact Prim.map_const (fun _ => ⟨_, rfl⟩) h
    | exact Prim.arith_const h

section
noncomputable section

/-- The invariant of the two runs: the observer sees every integrity label, or nothing endorses. -/
@[expose] def NIInv (T1 T2 : Tools L) (m : L) (e1 e2 : Term L) : Prop :=
  (∀ l : L, flows (Factored.integ l) m = true) ∨
    (EndorseFreeWorld T1 ∧ EndorseFreeWorld T2 ∧ e1.endorseFree = true ∧ e2.endorseFree = true)

end
end

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- A world is endorse-free when the tools' results are (the definition, for other modules). -/
theorem EndorseFreeWorld.intro
    (hT : ∀ name r r' lt, T.run name r = some (r', lt) → r'.endorseFree = true) :
    EndorseFreeWorld T :=
  hT

/-- Endorse-free runs give endorse-free values. -/
theorem Eval.endorseFree_value (hW : EndorseFreeWorld T) {pc : L} {C C' : Session L} {e : Term L}
    {v : Value L} {w : Nat} {s : List String} (h : Eval M T pc C e C' v w s) :
    w ≠ 0 → e.endorseFree = true → v.raw.endorseFree = true := by
  induction h with
  | const | lit | test | send | clear => intro _ _; rfl
  | lam | fix => intro _ he; simpa [Term.endorseFree] using he
  | val => intro _ he; simpa [Term.endorseFree] using he
  | app _ _ _ ih1 ih2 ih3 =>
    intro hw he
    obtain ⟨hw, hw3⟩ := Nat.mul_ne_zero_iff.mp hw
    obtain ⟨hw1, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    have f1 := ih1 hw1 he.1
    have f2 := ih2 hw2 he.2
    simp only [Term.endorseFree] at f1
    exact ih3 hw3 (Term.endorseFree_subst _ f1 (by simpa [Value.toTerm, Term.endorseFree] using f2))
  | appFix _ _ _ ih1 ih2 ih3 =>
    intro hw he
    obtain ⟨hw, hw3⟩ := Nat.mul_ne_zero_iff.mp hw
    obtain ⟨hw1, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    have f1 := ih1 hw1 he.1
    have f2 := ih2 hw2 he.2
    simp only [Term.endorseFree] at f1
    exact ih3 hw3 (Term.endorseFree_subst _
      (Term.endorseFree_subst _ f1 (by simpa [Value.toTerm, Term.endorseFree] using f2))
      (by simpa [Term.endorseFree] using f1))
  | iteTrue _ _ ih1 ih2 =>
    intro hw he
    obtain ⟨_, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    exact ih2 hw2 he.1.2
  | iteFalse _ _ ih1 ih2 =>
    intro hw he
    obtain ⟨_, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    exact ih2 hw2 he.2
  | prim1 _ hp _ =>
    intro _ _; obtain ⟨c, rfl⟩ := Prim.eval1_const hp; rfl
  | prim2 _ _ hp _ _ =>
    intro _ _; obtain ⟨c, rfl⟩ := Prim.eval2_const hp; rfl
  | pair _ _ ih1 ih2 =>
    intro hw he
    obtain ⟨hw1, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    simp only [Term.endorseFree, Value.toTerm, ih1 hw1 he.1, ih2 hw2 he.2, Bool.and_self]
  | fst _ ih =>
    intro hw he
    have := ih hw (by simpa [Term.endorseFree] using he)
    simp only [Term.endorseFree, Bool.and_eq_true] at this
    exact this.1
  | snd _ ih =>
    intro hw he
    have := ih hw (by simpa [Term.endorseFree] using he)
    simp only [Term.endorseFree, Bool.and_eq_true] at this
    exact this.2
  | labS _ ih => intro hw he; exact ih hw (by simpa [Term.endorseFree] using he)
  | labD _ _ ih1 ih2 =>
    intro hw he
    obtain ⟨_, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    exact ih2 hw2 he.2
  | assert _ _ _ ih1 ih2 =>
    intro hw he
    obtain ⟨_, hw2⟩ := Nat.mul_ne_zero_iff.mp hw
    simp only [Term.endorseFree, Bool.and_eq_true] at he
    exact ih2 hw2 he.2
  | endorse => intro _ he; simp [Term.endorseFree] at he
  | recv _ hp _ ih =>
    intro hw _
    obtain ⟨hwr, hw⟩ := Nat.mul_ne_zero_iff.mp hw
    exact ih hw (parseReply_endorseFree hp)
  | fork _ ih => intro hw he; exact ih hw (by simpa [Term.endorseFree] using he)
  | call _ _ ht _ => intro _ _; exact hW _ _ _ _ ht

/-- The body of an endorse-free application, with the argument substituted, is endorse-free. -/
theorem Eval.endorseFree_app_body (hW : EndorseFreeWorld T) {pc : L} {C C1 C2 : Session L}
    {a b body : Term L} {x : String} {l : L} {va : Value L} {w1 w2 : Nat} {s1 s2 : List String}
    (d1 : Eval M T pc C a C1 ⟨.lam x body, l⟩ w1 s1) (d2 : Eval M T pc C1 b C2 va w2 s2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (h : (Term.app a b).endorseFree = true) :
    (body.subst x va.toTerm).endorseFree = true := by
  simp only [Term.endorseFree, Bool.and_eq_true] at h
  have f1 := d1.endorseFree_value hW hw1 h.1
  have f2 := d2.endorseFree_value hW hw2 h.2
  simp only [Term.endorseFree] at f1
  exact Term.endorseFree_subst _ f1 (by simpa [Value.toTerm, Term.endorseFree] using f2)

/-- The body of an endorse-free application of a recursive function, with the argument and the
function substituted, is endorse-free. -/
theorem Eval.endorseFree_fix_body (hW : EndorseFreeWorld T) {pc : L} {C C1 C2 : Session L}
    {a b body : Term L} {f x : String} {l : L} {va : Value L} {w1 w2 : Nat} {s1 s2 : List String}
    (d1 : Eval M T pc C a C1 ⟨.fix f x body, l⟩ w1 s1) (d2 : Eval M T pc C1 b C2 va w2 s2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (h : (Term.app a b).endorseFree = true) :
    ((body.subst x va.toTerm).subst f (.val (.fix f x body) l)).endorseFree = true := by
  simp only [Term.endorseFree, Bool.and_eq_true] at h
  have f1 := d1.endorseFree_value hW hw1 h.1
  have f2 := d2.endorseFree_value hW hw2 h.2
  simp only [Term.endorseFree] at f1
  exact Term.endorseFree_subst _
    (Term.endorseFree_subst _ f1 (by simpa [Value.toTerm, Term.endorseFree] using f2))
    (by simpa [Term.endorseFree] using f1)

omit [LabelSyntax L] in
/-- The invariant passes to the parts of the terms. -/
theorem NIInv.sub {T1 T2 : Tools L} {e1 e2 a1 a2 : Term L} (h : NIInv T1 T2 m e1 e2)
    (h1 : EndorseFreeWorld T1 → e1.endorseFree = true → a1.endorseFree = true)
    (h2 : EndorseFreeWorld T2 → e2.endorseFree = true → a2.endorseFree = true) :
    NIInv T1 T2 m a1 a2 := by
  rcases h with hm | ⟨hW1, hW2, f1, f2⟩
  · exact Or.inl hm
  · exact Or.inr ⟨hW1, hW2, h1 hW1 f1, h2 hW2 f2⟩

/-! ## The two runs in step -/

set_option maxHeartbeats 1000000 in
theorem Eval.tini_aux {M1 M2 : Model L Nat} {T1 T2 : Tools L} (hM : Model.LowEq m M1 M2)
    (hT : Tools.LowEq m T1 T2)
    {pc : L} {C1 C1' : Session L} {e1 : Term L} {V1 : Value L} {w1 : Nat} {s1 : List String}
    (h1 : Eval M1 T1 pc C1 e1 C1' V1 w1 s1) :
    ∀ {C2 : Session L} {e2 : Term L} {C2' : Session L} {V2 : Value L} {w2 : Nat} {s2 : List String},
    Eval M2 T2 pc C2 e2 C2' V2 w2 s2 → w1 ≠ 0 → w2 ≠ 0 → Session.LowEq m C1 C2 → e1.LowEq m e2 →
    NIInv T1 T2 m e1 e2 → Session.LowEq m C1' C2' ∧ V1.LowEq m V2 := by
  induction h1 with
  | @const pc C1 c =>
    intro C2 e2 C2' V2 w2 s2 h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    subst hE; cases h2; exact ⟨hC, Value.LowEq.refl _ _⟩
  | @lit pc C1 ℓ =>
    intro C2 e2 C2' V2 w2 s2 h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    subst hE; cases h2; exact ⟨hC, Value.LowEq.refl _ _⟩
  | @lam pc C1 x b =>
    intro C2 e2 C2' V2 w2 s2 h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, hb⟩ := hE
    cases h2
    exact ⟨hC, Value.LowEq.mk' rfl fun _ => ⟨rfl, by simp only [Term.erase, hb]⟩⟩
  | @fix pc C1 f x b =>
    intro C2 e2 C2' V2 w2 s2 h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, rfl, hb⟩ := hE
    cases h2
    exact ⟨hC, Value.LowEq.mk' rfl fun _ => ⟨rfl, by simp only [Term.erase, hb]⟩⟩
  | @val pc C1 r l =>
    intro C2 e2 C2' V2 w2 s2 h2 hw1 hw2 hC hE hI
    cases e2
    case val r' l' =>
      cases h2
      exact ⟨hC, Value.LowEq.raise_left pc (hE : Value.LowEq m ⟨r, l⟩ ⟨r', l'⟩)⟩
    all_goals (simp only [Term.LowEq, Term.erase] at hE; split at hE <;> simp at hE)
  | @app pc C1 C1a C1b C1c a b x body l va v w1 w2 w3 s1 s2 s3 d1 d2 d3 ih1 ih2 ih3 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1, hw1c⟩ := Nat.mul_ne_zero_iff.mp hw1
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @app _ _ C2a C2b _ _ _ x' body' l' va' _ w1' w2' w3' _ _ _ d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d3 d3' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC2
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp only [Term.erase, Term.lam.injEq] at hraw
        obtain ⟨rfl, hbody⟩ := hraw
        have hV2' : va.toTerm.erase m = va'.toTerm.erase m := hV2
        exact ih3 d3' hw1c hw2c hC2 (by
          simp only [Term.LowEq, Term.erase_subst, hbody, hV2'])
          (hI.sub (fun hW h => Eval.endorseFree_app_body hW d1 d2 hw1a hw1b h)
            (fun hW h => Eval.endorseFree_app_body hW d1' d2' hw2a hw2b h))
    | @appFix _ _ C2a C2b _ _ _ f' x' body' l' va' _ w1' w2' w3' _ _ _ d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d3 d3' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC2
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
  | @appFix pc C1 C1a C1b C1c a b f x body l va v w1 w2 w3 s1 s2 s3 d1 d2 d3 ih1 ih2 ih3 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1, hw1c⟩ := Nat.mul_ne_zero_iff.mp hw1
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @app _ _ C2a C2b _ _ _ x' body' l' va' _ w1' w2' w3' _ _ _ d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d3 d3' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC2
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
    | @appFix _ _ C2a C2b _ _ _ f' x' body' l' va' _ w1' w2' w3' _ _ _ d1' d2' d3' =>
      obtain ⟨hw2, hw2c⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d3 d3' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC2
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp only [Term.erase, Term.fix.injEq] at hraw
        obtain ⟨rfl, rfl, hbody⟩ := hraw
        have hV2' : va.toTerm.erase m = va'.toTerm.erase m := hV2
        exact ih3 d3' hw1c hw2c hC2 (by
          simp only [Term.LowEq, Term.erase_subst, Term.erase, hl, if_true, hbody, hV2'])
          (hI.sub (fun hW h => Eval.endorseFree_fix_body hW d1 d2 hw1a hw1b h)
            (fun hW h => Eval.endorseFree_fix_body hW d1' d2' hw2a hw2b h))
  | @iteTrue pc C1 C1a C1b c a b l v w1 w2 s1 s2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨hc, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @iteTrue _ _ C2a _ _ _ _ l' _ w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC hc
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d2 d2' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC1
      · obtain ⟨rfl, -⟩ := hV1.vis hl
        exact ih2 d2' hw1b hw2b hC1 ha
          (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
            (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
    | @iteFalse _ _ C2a _ _ _ _ l' _ w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC hc
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d2 d2' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC1
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
  | @iteFalse pc C1 C1a C1b c a b l v w1 w2 s1 s2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨hc, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @iteTrue _ _ C2a _ _ _ _ l' _ w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC hc
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d2 d2' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC1
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        simp [Term.erase] at hraw
    | @iteFalse _ _ C2a _ _ _ _ l' _ w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC hc
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      cases hl : flows l m
      · exact Eval.hidden_pair d2 d2' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ (by rw [← hV1.flows_eq_mk]; exact hl)) hC1
      · obtain ⟨rfl, -⟩ := hV1.vis hl
        exact ih2 d2' hw1b hw2b hC1 hb
          (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
            (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
  | @prim1 pc C1 C1a op a r r' l w s d hp ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha⟩ := hE
    cases h2 with
    | @prim1 _ _ C2a _ _ r2 r2' l2 _ _ d' hp' =>
      obtain ⟨hC1, hV1⟩ := ih d' hw1 hw2 hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC1, Value.LowEq.mk' hV1.flows_eq_mk fun hl => ?_⟩
      obtain ⟨rfl, hraw⟩ := hV1.vis hl
      have := (Prim.eval1_atom hp).eq_of_erase hraw
      subst this; rw [hp] at hp'; cases hp'; exact ⟨rfl, rfl⟩
  | @prim2 pc C1 C1a C1b op a b r1 r2 r l1 l2 w1 w2 s1 s2 d1 d2 hp ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @prim2 _ _ C2a C2b _ _ _ r1' r2' r' l1' l2' w1' w2' _ _ d1' d2' hp' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC2, Value.LowEq.mk' ?_ fun hl => ?_⟩
      · rw [flows_join_eq, flows_join_eq, hV1.flows_eq_mk, hV2.flows_eq_mk]
      · rw [flows_join_eq, Bool.and_eq_true] at hl
        obtain ⟨rfl, hr1⟩ := hV1.vis hl.1
        obtain ⟨rfl, hr2⟩ := hV2.vis hl.2
        rw [Prim.eval2_erase hr1 hr2 hp] at hp'; cases hp'; exact ⟨rfl, rfl⟩
  | @pair pc C1 C1a C1b a b va vb w1 w2 s1 s2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @pair _ _ C2a C2b _ _ va' vb' w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      have e1 : va.toTerm.erase m = va'.toTerm.erase m := hV1
      have e2 : vb.toTerm.erase m = vb'.toTerm.erase m := hV2
      exact ⟨hC2,
        Value.LowEq.mk' rfl fun _ => ⟨rfl, by rw [Term.erase_pair, Term.erase_pair, e1, e2]⟩⟩
  | @fst pc C1 C1a a r1 l1 b l w s d ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @fst _ _ C2a _ r1' l1' b' l' _ _ d' =>
      obtain ⟨hC1, hV1⟩ := ih d' hw1 hw2 hC hE
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC1, ?_⟩
      cases hl : flows l m
      · have hl' : flows l' m = false := by rw [← hV1.flows_eq_mk]; exact hl
        exact Value.LowEq.of_hidden (by simp [flows_join_eq, hl]) (by simp [flows_join_eq, hl'])
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        rw [Term.erase_pair, Term.erase_pair] at hraw
        injection hraw with h1 _
        exact Value.LowEq.raise l (h1 : Value.LowEq m ⟨r1, l1⟩ ⟨r1', l1'⟩)
  | @snd pc C1 C1a a b r2 l2 l w s d ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @snd _ _ C2a _ b' r2' l2' l' _ _ d' =>
      obtain ⟨hC1, hV1⟩ := ih d' hw1 hw2 hC hE
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC1, ?_⟩
      cases hl : flows l m
      · have hl' : flows l' m = false := by rw [← hV1.flows_eq_mk]; exact hl
        exact Value.LowEq.of_hidden (by simp [flows_join_eq, hl]) (by simp [flows_join_eq, hl'])
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        rw [Term.erase_pair, Term.erase_pair] at hraw
        injection hraw with _ h2
        exact Value.LowEq.raise l (h2 : Value.LowEq m ⟨r2, l2⟩ ⟨r2', l2'⟩)
  | @labS pc C1 C1a ℓ a r l w s d ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha⟩ := hE
    cases h2 with
    | @labS _ _ C2a _ _ r' l' _ _ d' =>
      obtain ⟨hC1, hV1⟩ := ih d' hw1 hw2 hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      exact ⟨hC1, hV1.raise ℓ⟩
  | @labD pc C1 C1a C1b a b ℓ l1 r l2 w1 w2 s1 s2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @labD _ _ C2a C2b _ _ ℓ' l1' r' l2' w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC2, ?_⟩
      cases hl : flows l1 m
      · have hl' : flows l1' m = false := by rw [← hV1.flows_eq_mk]; exact hl
        exact Value.LowEq.of_hidden (by simp [flows_join_eq, hl]) (by simp [flows_join_eq, hl'])
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        have : Term.lit ℓ = Term.lit ℓ' :=
          (Term.isAtom_lit ℓ).eq_of_erase hraw
        cases this
        exact (hV2.raise ℓ).raise l1
  | @test pc C1 C1a C1b a b r l1 ℓ l2 w1 w2 s1 s2 d1 d2 ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @test _ _ C2a C2b _ _ r' l1' ℓ' l2' w1' w2' _ _ d1' d2' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC2, ?_⟩
      cases hl2 : flows l2 m
      · have hl2' : flows l2' m = false := by rw [← hV2.flows_eq_mk]; exact hl2
        exact Value.LowEq.of_hidden (by simp [flows_join_eq, hl2]) (by simp [flows_join_eq, hl2'])
      · obtain ⟨rfl, hraw⟩ := hV2.vis hl2
        have : Term.lit ℓ = Term.lit ℓ' :=
          (Term.isAtom_lit ℓ).eq_of_erase hraw
        cases this
        cases hlm : flows ℓ m
        · exact Value.LowEq.of_hidden (by simp [flows_join_eq, hlm]) (by simp [flows_join_eq, hlm])
        · have hans : flows l1 ℓ = flows l1' ℓ := by
            cases h1 : flows l1 m
            · have h1' : flows l1' m = false := by rw [← hV1.flows_eq_mk]; exact h1
              rw [flows_eq_false_of_hidden h1 hlm, flows_eq_false_of_hidden h1' hlm]
            · obtain ⟨rfl, -⟩ := hV1.vis h1; rfl
          rw [hans]; exact Value.LowEq.refl _ _
  | @assert pc C1 C1a C1b a b ℓ l1 r l2 w1 w2 s1 s2 d1 d2 hf ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @assert _ _ C2a C2b _ _ ℓ' l1' r' l2' w1' w2' _ _ d1' d2' hf' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC2, ?_⟩
      cases hl : flows l1 m
      · have hl' : flows l1' m = false := by rw [← hV1.flows_eq_mk]; exact hl
        exact Value.LowEq.of_hidden (by simp [flows_join_eq, hl]) (by simp [flows_join_eq, hl'])
      · cases hd : flows (l2 ⊔ r.innerLabel) m
        · have hd' : flows (l2' ⊔ r'.innerLabel) m = false := by
            have := hV2.deep_eq; simp only [Value.deepLabel] at this; rw [← this]; exact hd
          exact Value.LowEq.of_hidden (by simp only; rw [flows_join_eq, hd, Bool.false_and])
            (by simp only; rw [flows_join_eq, hd', Bool.false_and])
        · obtain ⟨rfl, -⟩ := hV1.vis hl
          have := hV2.eq_of_deep hd
          cases this
          exact Value.LowEq.refl _ _
  | @endorse pc C1 C1a C1b p a b ℓ l1 r l2 w1 w2 s1 s2 d1 d2 hc ih1 ih2 =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    have hm : ∀ l : L, flows (Factored.integ l) m = true := by
      rcases hI with hm | ⟨_, _, hf, _⟩
      · exact hm
      · simp [Term.endorseFree] at hf
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨-, ha, hb⟩ := hE
    obtain ⟨hw1a, hw1b⟩ := Nat.mul_ne_zero_iff.mp hw1
    cases h2 with
    | @endorse _ _ C2a C2b _ _ _ ℓ' l1' r' l2' w1' w2' _ _ d1' d2' hc' =>
      obtain ⟨hw2a, hw2b⟩ := Nat.mul_ne_zero_iff.mp hw2
      obtain ⟨hC1, hV1⟩ := ih1 d1' hw1a hw2a hC ha (Or.inl hm)
      obtain ⟨hC2, hV2⟩ := ih2 d2' hw1b hw2b hC1 hb (Or.inl hm)
      refine ⟨hC2, ?_⟩
      cases hl : flows l1 m
      · have hl' : flows l1' m = false := by rw [← hV1.flows_eq_mk]; exact hl
        exact Value.LowEq.of_hidden (by simp [flows_join_eq, hl]) (by simp [flows_join_eq, hl'])
      · obtain ⟨rfl, hraw⟩ := hV1.vis hl
        have : Term.lit ℓ = Term.lit ℓ' :=
          (Term.isAtom_lit ℓ).eq_of_erase hraw
        cases this
        refine Value.LowEq.mk' ?_ fun h => ?_
        · simp only [flows_join_eq, flows_conf_eq hm, hV2.flows_eq_mk]
        · simp only [flows_join_eq, flows_conf_eq hm, Bool.and_eq_true] at h
          obtain ⟨rfl, hr⟩ := hV2.vis h.1.2
          exact ⟨rfl, hr⟩
  | @send pc C1 C1a a r l w s d hf ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @send _ _ C2a _ r' l' _ _ d' hf' =>
      obtain ⟨hC1, hV1⟩ := ih d' hw1 hw2 hC hE
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨?_, Value.LowEq.refl _ _⟩
      cases hd : flows (l ⊔ r.innerLabel) m
      · have hd' : flows (l' ⊔ r'.innerLabel) m = false := by
          have := hV1.deep_eq; simp only [Value.deepLabel] at this; rw [← this]; exact hd
        exact hC1.append_hidden hd hd'
      · have := hV1.eq_of_deep hd
        cases this
        exact hC1.append_same _
  | @recv pc C1 C1' md r t v w s hf hp d ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    subst hE
    cases h2 with
    | @recv _ _ _ md' r' t' v' w'' s'' hf' hp' d' =>
      obtain ⟨hwr, hw⟩ := Nat.mul_ne_zero_iff.mp hw1
      obtain ⟨hwr', hw'⟩ := Nat.mul_ne_zero_iff.mp hw2
      cases hl : flows (Session.label C1) m
      · have hl' : flows (Session.label C2) m = false := by rw [← hC.2]; exact hl
        exact Eval.hidden_pair d d' (flows_join_eq_false_of_right _ hl)
          (flows_join_eq_false_of_right _ hl')
          (hC.append_hidden (flows_join_eq_false_of_right _ hl)
            (flows_join_eq_false_of_right _ hl'))
      · have hCC := hC.eq_of_label hl
        subst hCC
        have hr := hM _ _ _ _ hl hwr hwr'
        subst hr
        rw [hp] at hp'; cases hp'
        exact ih d' hw hw' (Session.LowEq.refl _ _) (Term.LowEq.refl _ _)
          (hI.sub (fun _ _ => parseReply_endorseFree hp)
            (fun _ _ => parseReply_endorseFree hp))
  | @fork pc C1 C1' a v w s d ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | @fork _ _ _ _ v' _ _ d' =>
      exact ⟨hC, (ih d' hw1 hw2 hC hE
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))).2⟩
  | @clear pc C1 hf =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    cases h2 with
    | clear _ => exact ⟨Session.LowEq.refl _ _, Value.LowEq.refl _ _⟩
  | @call pc C1 C1a name a r l r' lt w s d hb ht ih =>
    intro C2 e2 C2' V2 w' s' h2 hw1 hw2 hC hE hI
    cases e2 <;> simp only [Term.LowEq, Term.erase] at hE <;> (try split at hE) <;> (try simp at hE)
    obtain ⟨rfl, ha⟩ := hE
    cases h2 with
    | @call _ _ C2a _ _ r2 l2 r2' lt2 _ _ d' hb' ht' =>
      obtain ⟨hC1, hV1⟩ := ih d' hw1 hw2 hC ha
        (hI.sub (fun _ h => by simp [Term.endorseFree] at h; simp [h])
          (fun _ h => by simp [Term.endorseFree] at h; simp [h]))
      refine ⟨hC1, ?_⟩
      cases hd : flows (l ⊔ r.innerLabel) m
      · have hd' : flows (l2 ⊔ r2.innerLabel) m = false := by
          have := hV1.deep_eq; simp only [Value.deepLabel] at this; rw [← this]; exact hd
        exact Value.LowEq.of_hidden (by simp only; rw [flows_join_eq, hd, Bool.false_and])
          (by simp only; rw [flows_join_eq, hd', Bool.false_and])
      · have := hV1.eq_of_deep hd
        cases this
        exact hT name ⟨r, l⟩ _ _ _ _ hd ht ht'

omit [LabelSyntax L] in
/-- A deterministic model is indistinguishable from itself. -/
theorem Model.Deterministic.lowEq {M : Model L Nat} (hdet : M.Deterministic) : Model.LowEq m M M :=
  fun md C _ _ _ hr hr' => hdet md C _ _ hr hr'

omit [LabelSyntax L] in
/-- Tools are indistinguishable from themselves. -/
theorem Tools.LowEq.refl (T : Tools L) : Tools.LowEq m T T := by
  intro name v r1 lt1 r2 lt2 _ h1 h2
  rw [h1] at h2; cases h2; exact Value.LowEq.refl _ _

/-- **Noninterference for deterministic models** (TINI; the case the paper's Lemma 3 reduces TIPNI
to), **with the inputs the observer cannot see chosen freely**: two derivations of nonzero weight,
under the same `pc`, from `∼m`-related conversations and terms, end in `∼m`-related conversations
and values, for every observer `m` that sees all integrity labels. The two runs may use different
models and tools, as long as `m` cannot tell them apart (`Model.LowEq`: the same reply, in each
reply mode, after every conversation `m` sees whole; `Tools.LowEq`: results that look the same to
`m` on arguments `m` sees whole): a secret may come from the program, the conversation, a tool or
the model. -/
theorem Eval.tini {M1 M2 : Model L Nat} {T1 T2 : Tools L} {m pc : L} (hM : Model.LowEq m M1 M2)
    (hT : Tools.LowEq m T1 T2) (hm : ∀ l : L, flows (Factored.integ l) m = true)
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {V1 V2 : Value L} {w1 w2 : Nat}
    {s1 s2 : List String}
    (h1 : Eval M1 T1 pc C1 e1 C1' V1 w1 s1) (h2 : Eval M2 T2 pc C2 e2 C2' V2 w2 s2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2) :
    Session.LowEq m C1' C2' ∧ V1.LowEq m V2 :=
  Eval.tini_aux hM hT h1 h2 hw1 hw2 hC hE (Or.inl hm)

/-- **Noninterference for deterministic models, every observer** (TINI): as `Eval.tini`, for every
observer `m` (integrity included: what is trusted cannot depend on what is not), when the two
programs and the tools' results are endorse-free (every reply a run reads is,
`parseReply_endorseFree`). -/
theorem Eval.tini_of_endorseFree {M1 M2 : Model L Nat} {T1 T2 : Tools L} {m pc : L}
    (hM : Model.LowEq m M1 M2) (hT : Tools.LowEq m T1 T2)
    (hT1 : ∀ name r r' lt, T1.run name r = some (r', lt) → r'.endorseFree = true)
    (hT2 : ∀ name r r' lt, T2.run name r = some (r', lt) → r'.endorseFree = true)
    {C1 C2 C1' C2' : Session L} {e1 e2 : Term L} {V1 V2 : Value L} {w1 w2 : Nat}
    {s1 s2 : List String}
    (h1 : Eval M1 T1 pc C1 e1 C1' V1 w1 s1) (h2 : Eval M2 T2 pc C2 e2 C2' V2 w2 s2)
    (hw1 : w1 ≠ 0) (hw2 : w2 ≠ 0) (hC : Session.LowEq m C1 C2) (hE : e1.LowEq m e2)
    (hf1 : e1.endorseFree = true) (hf2 : e2.endorseFree = true) :
    Session.LowEq m C1' C2' ∧ V1.LowEq m V2 :=
  Eval.tini_aux hM hT h1 h2 hw1 hw2 hC hE (Or.inr ⟨hT1, hT2, hf1, hf2⟩)

/-- The runs of `peval` with an oracle that ignores the call count are derivations of nonzero
weight. -/
theorem peval_derivations (O : Oracle L) (T : Tools L) (hO : ∀ n n' md C, O n md C = O n' md C)
    {d : Nat} {pc : L} {st st' : State L} {e : Term L} {V : Value L}
    (h : peval O T d pc st e = .ok st' V) :
    ∃ w s, Eval O.toModel T pc st.session e st'.session V w s ∧ w ≠ 0 := by
  have hP : ∀ n md C, O.toModel.weight md C (O n md C.reverse) ≠ 0 := by
    intro n md C; simp [Oracle.toModel, hO n 0]
  have hmul : ∀ a b : Nat, a ≠ 0 → b ≠ 0 → a * b ≠ 0 := fun _ _ => Nat.mul_ne_zero
  obtain ⟨w, s, _, hd, hw, _⟩ :=
    peval_sound_weight O.toModel O T (· ≠ 0) (by decide) hmul hP _ _ _ _ _ _ h
  exact ⟨w, s, hd.eval, hw⟩

omit [LabelSyntax L] in
/-- Oracles that agree, in each reply mode, on the conversations `m` sees whole are models `m`
cannot tell apart. -/
theorem Oracle.toModel_lowEq {O1 O2 : Oracle L}
    (hO : ∀ n md C, flows (Session.label C) m = true → O1 n md C = O2 n md C) :
    Model.LowEq m O1.toModel O2.toModel := by
  intro md C r r' hl hr hr'
  simp only [Oracle.toModel] at hr hr'
  by_cases h1 : r = O1 0 md C.reverse
  · by_cases h2 : r' = O2 0 md C.reverse
    · rw [h1, h2, hO 0 md C.reverse (by rwa [Session.label_reverse])]
    · simp [h2] at hr'
  · simp [h1] at hr

/-- **Noninterference of `peval`** (TINI), **with the unseen inputs chosen freely**: two runs of
`peval` under the same `pc`, from `∼m`-related conversations and terms, that both return a value
(whatever their fuel and depth), end in `∼m`-related conversations and values, for every observer
`m` that sees all integrity labels. The oracles depend on the reply mode and the conversation only
(not on how many replies were drawn: a count-dependent oracle would let a hidden branch's extra
`recv` show) and give the same reply, in each mode, after every conversation `m` sees whole; the
tools give results that look the same to `m` on arguments it sees whole (`Tools.LowEq`). -/
theorem peval_tini (O1 O2 : Oracle L) (T1 T2 : Tools L) {m : L}
    (hO1 : ∀ n n' md C, O1 n md C = O1 n' md C)
    (hO2 : ∀ n n' md C, O2 n md C = O2 n' md C)
    (hO : ∀ n md C, flows (Session.label C) m = true → O1 n md C = O2 n md C)
    (hT : Tools.LowEq m T1 T2)
    (hm : ∀ l : L, flows (Factored.integ l) m = true)
    {d1 d2 : Nat} {pc : L} {st1 st2 st1' st2' : State L} {e1 e2 : Term L} {V1 V2 : Value L}
    (h1 : peval O1 T1 d1 pc st1 e1 = .ok st1' V1) (h2 : peval O2 T2 d2 pc st2 e2 = .ok st2' V2)
    (hC : Session.LowEq m st1.session st2.session) (hE : e1.LowEq m e2) :
    Session.LowEq m st1'.session st2'.session ∧ V1.LowEq m V2 := by
  obtain ⟨w1, s1, d1', hw1⟩ := peval_derivations O1 T1 hO1 h1
  obtain ⟨w2, s2, d2', hw2⟩ := peval_derivations O2 T2 hO2 h2
  exact Eval.tini (Oracle.toModel_lowEq hO) hT hm d1' d2' hw1 hw2 hC hE

/-- **Noninterference of `peval`, every observer** (TINI): as `peval_tini`, for every observer `m`
(integrity included), when the two programs and the tools' results are endorse-free. -/
theorem peval_tini_of_endorseFree (O1 O2 : Oracle L) (T1 T2 : Tools L) {m : L}
    (hO1 : ∀ n n' md C, O1 n md C = O1 n' md C) (hO2 : ∀ n n' md C, O2 n md C = O2 n' md C)
    (hO : ∀ n md C, flows (Session.label C) m = true → O1 n md C = O2 n md C)
    (hT : Tools.LowEq m T1 T2)
    (hT1 : ∀ name r r' lt, T1.run name r = some (r', lt) → r'.endorseFree = true)
    (hT2 : ∀ name r r' lt, T2.run name r = some (r', lt) → r'.endorseFree = true)
    {d1 d2 : Nat} {pc : L} {st1 st2 st1' st2' : State L} {e1 e2 : Term L} {V1 V2 : Value L}
    (h1 : peval O1 T1 d1 pc st1 e1 = .ok st1' V1) (h2 : peval O2 T2 d2 pc st2 e2 = .ok st2' V2)
    (hC : Session.LowEq m st1.session st2.session) (hE : e1.LowEq m e2)
    (hf1 : e1.endorseFree = true) (hf2 : e2.endorseFree = true) :
    Session.LowEq m st1'.session st2'.session ∧ V1.LowEq m V2 := by
  obtain ⟨w1, s1, d1', hw1⟩ := peval_derivations O1 T1 hO1 h1
  obtain ⟨w2, s2, d2', hw2⟩ := peval_derivations O2 T2 hO2 h2
  exact Eval.tini_of_endorseFree (Oracle.toModel_lowEq hO) hT hT1 hT2 d1' d2' hw1 hw2 hC hE hf1 hf2

end Llmbda

end
