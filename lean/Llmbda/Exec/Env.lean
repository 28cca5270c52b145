module

public import Llmbda.Exec.KeptLabel

/-!
# `peval` with an environment

`peval` applies a function by substituting the argument into the body (`Term.subst`): every call
copies the body, so a loop pays for the size of its body at every iteration in allocation alone.
`pevalEnv` evaluates a term together with an environment `ρ`, the values of its free variables:
an application binds the parameter in a new environment and evaluates the body as it is. Values are
unchanged: a function value still holds a closed body, the environment substituted into it when the
value is made (`Term.substGo`, one pass, none for an empty environment), so everything a run shows
(values, effects, errors, the log) is `peval`'s.

`pevalEnv_eq` proves `pevalEnv … ρ e` equal to `pevalKeptAux … (e.substEnv ρ)`, where
`substEnv` substitutes the bindings one at a time, innermost first, with `Term.subst`; with
`pevalKeptAux_eq` that makes `pevalKept` (the empty environment) equal to `peval`, and
`peval_eq_pevalKept`, a `@[csimp]` theorem, makes the compiler run it wherever `peval` is
called: the kernel and every proof see `peval`, and every theorem about `peval` is a theorem about
the compiled code.
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- An environment: values bound to variables, the innermost binding first. -/
abbrev Env (L : Type) := List (String × Value L)

namespace Env
variable {L : Type}

/-- The value of the innermost binding of `x`. -/
def lookup : Env L → String → Option (Value L)
  | [], _ => none
  | (y, v) :: ρ, x => if y = x then some v else lookup ρ x

/-- The environment without its bindings of `x` (under a binder of `x`). -/
def erase : Env L → String → Env L
  | [], _ => []
  | (y, v) :: ρ, x => if y = x then erase ρ x else (y, v) :: erase ρ x

/-- The value of the innermost binding of `x` as a term, or `x` itself: `lookup` without the
`Option` it allocates, for substitution. -/
def substVar : Env L → String → Term L
  | [], x => .var x
  | (y, v) :: ρ, x => if y = x then v.toTerm else substVar ρ x

theorem substVar_eq (ρ : Env L) (x : String) :
    ρ.substVar x = match ρ.lookup x with | some v => v.toTerm | none => .var x := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih =>
    obtain ⟨y, v⟩ := b
    by_cases h : y = x <;> simp [substVar, lookup, h, ih]

/-- Whether `ρ` binds `x`. -/
def binds : Env L → String → Bool
  | [], _ => false
  | (y, _) :: ρ, x => if y = x then true else binds ρ x

/-- `ρ.erase x`, and `ρ` itself, not a copy, when it does not bind `x`: what runs. -/
def without (ρ : Env L) (x : String) : Env L := if ρ.binds x then ρ.erase x else ρ

theorem erase_of_not_binds (x : String) : ∀ ρ : Env L, ρ.binds x = false → ρ.erase x = ρ
  | [], _ => rfl
  | (y, v) :: ρ, h => by
    unfold binds at h
    unfold erase
    by_cases hy : y = x
    · simp [hy] at h
    · simp only [hy, if_false] at h ⊢
      rw [erase_of_not_binds x ρ h]

theorem without_eq (ρ : Env L) (x : String) : ρ.without x = ρ.erase x := by
  unfold without
  cases h : ρ.binds x
  · exact (erase_of_not_binds x ρ h).symm
  · rfl

end Env

namespace Term
variable {L : Type}

/-- `e.substEnv ρ`: the values of `ρ` substituted into `e`, the innermost binding first (so it
shadows the outer ones). -/
def substEnv : Env L → Term L → Term L
  | [], e => e
  | (x, v) :: ρ, e => substEnv ρ (e.subst x v.toTerm)

/-- `substEnv` in one pass, and no pass at all for the empty environment: what runs. -/
def substGo : Env L → Term L → Term L
  | [], e => e
  | ρ@(_ :: _), e =>
    match e with
    | .var y => ρ.substVar y
    | .const c => .const c
    | .lit ℓ => .lit ℓ
    | .lam y b => .lam y (substGo (ρ.without y) b)
    | .fix f y b => .fix f y (substGo ((ρ.without f).without y) b)
    | .app a b => .app (substGo ρ a) (substGo ρ b)
    | .ite c a b => .ite (substGo ρ c) (substGo ρ a) (substGo ρ b)
    | .prim1 op a => .prim1 op (substGo ρ a)
    | .prim2 op a b => .prim2 op (substGo ρ a) (substGo ρ b)
    | .pair a b => .pair (substGo ρ a) (substGo ρ b)
    | .fst a => .fst (substGo ρ a)
    | .snd a => .snd (substGo ρ a)
    | .labS ℓ a => .labS ℓ (substGo ρ a)
    | .labD a b => .labD (substGo ρ a) (substGo ρ b)
    | .test a b => .test (substGo ρ a) (substGo ρ b)
    | .assert a b => .assert (substGo ρ a) (substGo ρ b)
    | .endorse p a b => .endorse p (substGo ρ a) (substGo ρ b)
    | .send a => .send (substGo ρ a)
    | .recv md => .recv md
    | .fork a => .fork (substGo ρ a)
    | .clear => .clear
    | .call t a => .call t (substGo ρ a)
    | .val r l => .val r l

theorem substEnv_var (ρ : Env L) (x : String) :
    substEnv ρ (.var x) = match ρ.lookup x with | some v => v.toTerm | none => .var x := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih =>
    obtain ⟨y, v⟩ := b
    simp only [substEnv, subst, Env.lookup]
    by_cases h : x = y
    · subst h
      simp only [if_true]
      clear ih
      induction ρ with
      | nil => rfl
      | cons b ρ ih => exact ih
    · simp only [h, if_false, ih, Ne.symm h]

theorem substEnv_val (ρ : Env L) (r : Term L) (l : L) : substEnv ρ (.val r l) = .val r l := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih => exact ih

theorem substEnv_lam (ρ : Env L) (y : String) (b : Term L) :
    substEnv ρ (.lam y b) = .lam y (substEnv (ρ.erase y) b) := by
  induction ρ generalizing b with
  | nil => rfl
  | cons p ρ ih =>
    obtain ⟨x, v⟩ := p
    simp only [substEnv, subst, Env.erase]
    by_cases h : y = x
    · subst h; simp only [if_true, ih]
    · simp only [h, if_false, ih, Ne.symm h, substEnv]

theorem substEnv_fix (ρ : Env L) (f y : String) (b : Term L) :
    substEnv ρ (.fix f y b) = .fix f y (substEnv ((ρ.erase f).erase y) b) := by
  induction ρ generalizing b with
  | nil => rfl
  | cons p ρ ih =>
    obtain ⟨x, v⟩ := p
    simp only [substEnv, subst, Env.erase]
    by_cases hf : f = x
    · subst hf; simp only [true_or, if_true, ih]
    · by_cases hy : y = x
      · subst hy; simp only [Ne.symm hf, if_false, or_true, if_true, ih, Env.erase]
      · simp only [hf, hy, or_self, if_false, ih, Ne.symm hf, Ne.symm hy, Env.erase, substEnv]

theorem substEnv_const (ρ : Env L) (c : Const) :
    substEnv ρ (.const c) = .const c := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_lit (ρ : Env L) (ℓ : L) :
    substEnv ρ (.lit ℓ) = .lit ℓ := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_app (ρ : Env L) (a b : Term L) :
    substEnv ρ (.app a b) = .app (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_ite (ρ : Env L) (c a b : Term L) :
    substEnv ρ (.ite c a b) = .ite (substEnv ρ c) (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing c a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _ _

theorem substEnv_prim1 (ρ : Env L) (op : Op1) (a : Term L) :
    substEnv ρ (.prim1 op a) = .prim1 op (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_prim2 (ρ : Env L) (op : Op2) (a b : Term L) :
    substEnv ρ (.prim2 op a b) = .prim2 op (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_pair (ρ : Env L) (a b : Term L) :
    substEnv ρ (.pair a b) = .pair (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_fst (ρ : Env L) (a : Term L) :
    substEnv ρ (.fst a) = .fst (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_snd (ρ : Env L) (a : Term L) :
    substEnv ρ (.snd a) = .snd (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_labS (ρ : Env L) (ℓ : L) (a : Term L) :
    substEnv ρ (.labS ℓ a) = .labS ℓ (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_labD (ρ : Env L) (a b : Term L) :
    substEnv ρ (.labD a b) = .labD (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_test (ρ : Env L) (a b : Term L) :
    substEnv ρ (.test a b) = .test (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_assert (ρ : Env L) (a b : Term L) :
    substEnv ρ (.assert a b) = .assert (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_endorse (ρ : Env L) (p : Pos) (a b : Term L) :
    substEnv ρ (.endorse p a b) = .endorse p (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_send (ρ : Env L) (a : Term L) :
    substEnv ρ (.send a) = .send (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_recv (ρ : Env L) (md : ReplyMode) :
    substEnv ρ (.recv md) = .recv md := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_fork (ρ : Env L) (a : Term L) :
    substEnv ρ (.fork a) = .fork (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_clear (ρ : Env L) :
    substEnv ρ .clear = .clear := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_call (ρ : Env L) (t : String) (a : Term L) :
    substEnv ρ (.call t a) = .call t (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_nil (e : Term L) : substEnv [] e = e := rfl

/-- A variable substituted by a value is gone: substituting it again changes nothing. -/
theorem subst_subst_same (e : Term L) (x : String) (a b : Value L) :
    (e.subst x a.toTerm).subst x b.toTerm = e.subst x a.toTerm := by
  induction e with
  | var y => by_cases h : y = x <;> simp [subst, h, Value.toTerm]
  | lam y body ih => by_cases h : y = x <;> simp [subst, h, ih]
  | fix f y body ih => by_cases h : f = x ∨ y = x <;> simp [subst, h, ih]
  | _ => simp_all [subst]

/-- Values are closed, so substitutions of two different variables commute. -/
theorem subst_comm (e : Term L) (x y : String) (a b : Value L) (hxy : x ≠ y) :
    (e.subst x a.toTerm).subst y b.toTerm = (e.subst y b.toTerm).subst x a.toTerm := by
  induction e with
  | var z =>
    by_cases hx : z = x <;> by_cases hy : z = y <;> simp_all [subst, Value.toTerm]
  | lam z body ih =>
    by_cases hx : z = x <;> by_cases hy : z = y <;> simp_all [subst]
  | fix f z body ih =>
    by_cases hx : f = x ∨ z = x <;> by_cases hy : f = y ∨ z = y <;> simp_all [subst]
  | _ => simp_all [subst]

/-- A binding added in front of an environment is the substitution of the body the environment
makes under a binder of its variable. -/
theorem substEnv_subst (ρ : Env L) (x : String) (v : Value L) (b : Term L) :
    substEnv ρ (b.subst x v.toTerm) = (substEnv (ρ.erase x) b).subst x v.toTerm := by
  induction ρ generalizing b with
  | nil => rfl
  | cons p ρ ih =>
    obtain ⟨y, w⟩ := p
    by_cases h : y = x
    · subst h
      simp only [substEnv, Env.erase, if_true, subst_subst_same, ih]
    · simp only [substEnv, Env.erase, h, if_false]
      rw [subst_comm _ _ _ _ _ (Ne.symm h), ih]

/-- The pass that runs is the substitutions one at a time. -/
theorem substGo_eq (ρ : Env L) (e : Term L) : substGo ρ e = substEnv ρ e := by
  induction e generalizing ρ <;> cases ρ <;> try rfl
  all_goals
    rename_i p ρ
    simp only [substGo, Env.without_eq, Env.substVar_eq, substEnv_var, substEnv_lam, substEnv_fix,
      substEnv_val, substEnv_const, substEnv_lit, substEnv_app, substEnv_ite, substEnv_prim1,
      substEnv_prim2, substEnv_pair, substEnv_fst, substEnv_snd, substEnv_labS, substEnv_labD,
      substEnv_test, substEnv_assert, substEnv_endorse, substEnv_send, substEnv_recv,
      substEnv_fork, substEnv_clear, substEnv_call, *]

end Term

section
variable {L : Type}

theorem Term.rule_subst (e : Term L) (x : String) (v : Value L) :
    (e.subst x v.toTerm).rule = e.rule := by
  cases e <;> simp only [Term.subst] <;> (try split) <;> rfl

theorem Term.rule_substEnv (ρ : Env L) (e : Term L) : (e.substEnv ρ).rule = e.rule := by
  induction ρ generalizing e with
  | nil => rfl
  | cons p ρ ih => rw [Term.substEnv, ih, Term.rule_subst]

theorem Log.step_substEnv (g : Log L) (pc : L) (ρ : Env L) (e : Term L) :
    g.step pc (e.substEnv ρ) = g.step pc e := by
  unfold Log.step; rw [Term.rule_substEnv]

variable [Factored L] [DecidableEq L] [LabelSyntax L]

/-- `pevalEnv`'s step on the variable `x`: the value `ρ` binds it to, labelled with `pc`, or the
error `unbound`, without the `Option` `lookup` allocates. -/
def Env.varResult (st : State L) (sl pc : L) (x : String) : Env L → KeptResult L
  | [] => .err st sl pc (.unbound x)
  | (y, v) :: ρ => if y = x then .ok st sl ⟨v.raw, pc ⊔ v.label⟩ else varResult st sl pc x ρ

omit [DecidableEq L] [LabelSyntax L] in
theorem Env.varResult_eq (st : State L) (sl pc : L) (x : String) (ρ : Env L) :
    Env.varResult st sl pc x ρ = match ρ.lookup x with
      | some v => .ok st sl ⟨v.raw, pc ⊔ v.label⟩
      | none => .err st sl pc (.unbound x) := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih =>
    obtain ⟨y, v⟩ := b
    by_cases h : y = x <;> simp [Env.varResult, Env.lookup, h, ih]

/-- `pevalKeptAux` with an environment: `pevalEnv O T d pc st sl ρ e` evaluates `e` with the
values of `ρ` for its free variables, as `pevalKeptAux` evaluates `e.substEnv ρ`. An application
binds the parameter in a new environment instead of substituting the argument into the body, so a
function's body is not copied at each call; a function value still holds a closed body (`ρ`
substituted into it when it is made, in one pass: `Term.substGo`), so values are `peval`'s. -/
def pevalEnv (O : Oracle L) (T : Tools L) :
    Nat → L → State L → L → Env L → Term L → KeptResult L
  | 0, pc, st, sl, _, _ => .err st sl pc .depthExceeded
  | d + 1, pc, st, sl, ρ, e =>
    match st.fuel with
    | 0 => .err st sl pc .outOfFuel
    | n + 1 =>
    let st : State L := { st with fuel := n, log := st.log.step pc e }
    match e with
    | .var x => Env.varResult st sl pc x ρ
    | .const c => .ok st sl ⟨.const c, pc⟩
    | .lit ℓ => .ok st sl ⟨.lit ℓ, pc⟩
    | .lam x b => .ok st sl ⟨.lam x (b.substGo (ρ.without x)), pc⟩
    | .fix f x b => .ok st sl ⟨.fix f x (b.substGo ((ρ.without f).without x)), pc⟩
    | .val r l => .ok st sl ⟨r, pc ⊔ l⟩
    | .app (.lam x b) e2 =>
      -- `(fun x -> b) e2`, a `let`: the function visited as `peval` visits it (a step at depth
      -- `d`), its value not made: `b` runs with `x` bound in front of `ρ`, nothing substituted.
      match d with
      | 0 => .err st sl pc .depthExceeded
      | _ + 1 =>
      match st.fuel with
      | 0 => .err st sl pc .outOfFuel
      | n + 1 =>
      let st : State L := { st with fuel := n, log := st.log.step pc (.lam x b) }
      (pevalEnv O T d pc st sl ρ e2).bind fun st sl v2 =>
      pevalEnv O T d (pc ⊔ pc) st sl ((x, v2) :: ρ) b
    | .app e1 e2 =>
      (pevalEnv O T d pc st sl ρ e1).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ e2).bind fun st sl v2 =>
      match v1 with
      | ⟨.lam x b, l⟩ => pevalEnv O T d (pc ⊔ l) st sl [(x, v2)] b
      | ⟨.fix f x b, l⟩ =>
        pevalEnv O T d (pc ⊔ l) st sl [(x, v2), (f, ⟨.fix f x b, l⟩)] b
      | _ => .err st sl v1.label (.typeError "application of a value that is not a function")
    | .ite c a b =>
      (pevalEnv O T d pc st sl ρ c).bind fun st sl v =>
      match v with
      | ⟨.const (.bool true), l⟩ => pevalEnv O T d (pc ⊔ l) st sl ρ a
      | ⟨.const (.bool false), l⟩ => pevalEnv O T d (pc ⊔ l) st sl ρ b
      | _ => .err st sl v.label (.typeError "if: the condition is not a boolean")
    | .prim1 op a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      primResultKept st sl pc v.label (fun _ => Prim.bytes1 op v.raw) (Prim.eval1 op v.raw)
    | .prim2 op a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      primResultKept st sl pc (v1.label ⊔ v2.label) (Prim.bytes2 op v1.raw v2.raw)
        (Prim.eval2 op v1.raw v2.raw)
    | .pair a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      .ok st sl ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => .ok st sl ⟨r1, l1 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "fst: not a pair")
    | .snd a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => .ok st sl ⟨r2, l2 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "snd: not a pair")
    | .labS ℓ a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v => .ok st sl ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ => .ok st sl ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => .err st sl v1.label (.typeError "e1 : e2: e1 is not a label")
    | .test a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v2 with
      | ⟨.lit ℓ, l2⟩ => .ok st sl ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => .err st sl v2.label (.typeError "e1 ? e2: e2 is not a label")
    | .assert a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if flows v2.deepLabel ℓ then .ok st sl ⟨v2.raw, v2.deepLabel ⊔ l1⟩
        else .err st sl (l1 ⊔ v2.deepLabel) (.assertFailed v2.deepLabel ℓ)
      | _ => .err st sl v1.label (.typeError "assert: the first argument is not a label")
    | .endorse p a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then
          let l := pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ
          .ok { st with log := st.log.endorse ⟨p, ℓ, v2.label, l⟩ } sl ⟨v2.raw, l⟩
        else .err st sl l1 (.illegalEndorse ℓ)
      | _ => .err st sl v1.label (.typeError "endorse: the first argument is not a label")
    | .send a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      if flows pc sl then
        sendChargeKept st sl pc v.raw fun t st =>
        .ok { st with rsession := ⟨.user, t, v.deepLabel⟩ :: st.rsession } (v.deepLabel ⊔ sl)
          ⟨.const .unit, pc⟩
      else .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
    | .recv md =>
      if flows pc sl = false then .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
      else
      let r := O st.calls md st.rsession
      let lc := pc ⊔ sl
      let st' : State L :=
        { st with rsession := ⟨.assistant, r, lc⟩ :: st.rsession, calls := st.calls + 1,
                  effects := .prompt pc st.rsession :: st.effects }
      chargeKept st' (lc ⊔ sl) pc (r.utf8ByteSize / bytesPerFuel + T.recvCost st.calls r)
        fun st' =>
      match parseReply md r with
      | .ok t => pevalEnv O T d lc st' (lc ⊔ sl) [] t
      | .error pe => .err st' (lc ⊔ sl) lc (.badReply r pe)
    | .fork a =>
      match pevalEnv O T d pc st sl ρ a with
      | .ok st' _ v => .ok { st' with rsession := st.rsession } sl v
      | .err st' sl' l er => .err st' sl' l er
    | .clear =>
      if flows pc ⊥ then .ok { st with rsession := [] } ⊥ ⟨.const .unit, pc⟩
      else .err st sl pc (.clearDenied pc)
    | .call name a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) =>
          chargeKept { st with effects := .call pc name v :: st.effects } sl pc (T.cost name v)
            fun st => .ok st sl ⟨r, v.deepLabel ⊔ lt⟩
        | none => .err st sl (pc ⊔ v.deepLabel) (.noTool name)
      else .err st sl (pc ⊔ v.deepLabel) (.callDenied name (pc ⊔ v.deepLabel) (T.bound name))


/-- `pevalEnv` is `pevalKeptAux` on the term with its environment substituted. -/
theorem pevalEnv_eq (O : Oracle L) (T : Tools L) :
    ∀ (d : Nat) (pc : L) (st : State L) (sl : L) (ρ : Env L) (e : Term L),
    pevalEnv O T d pc st sl ρ e = pevalKeptAux O T d pc st sl (e.substEnv ρ) := by
  intro d
  induction d with
  | zero => intro pc st sl ρ e; rfl
  | succ d ih =>
    intro pc st sl ρ e
    rcases st with ⟨rs, calls, fuel, F, g⟩
    cases fuel with
    | zero => cases e <;> rfl
    | succ n =>
      cases e
      case var x =>
        simp only [pevalEnv, Env.varResult_eq]
        rw [← Log.step_substEnv g pc ρ (.var x), Term.substEnv_var]
        cases ρ.lookup x <;> rfl
      case app e1 e2 =>
        cases e1
        case lam x b =>
          simp only [Term.substEnv_app, Term.substEnv_lam]
          cases d with
          | zero => rfl
          | succ d =>
            cases n with
            | zero => simp only [pevalEnv, pevalKeptAux]; rfl
            | succ m =>
              rw [pevalEnv, pevalKeptAux]
              dsimp only
              rw [pevalKeptAux]
              dsimp only [KeptResult.bind]
              simp only [ih, Term.substEnv, Term.substEnv_subst]
              simp only [Log.step, Term.rule]
        all_goals simp only [pevalEnv, pevalKeptAux,
          Term.substEnv_fix, Term.substEnv_val, Term.substEnv_const,
          Term.substEnv_lit, Term.substEnv_app, Term.substEnv_ite, Term.substEnv_prim1,
          Term.substEnv_prim2, Term.substEnv_pair, Term.substEnv_fst, Term.substEnv_snd,
          Term.substEnv_labS, Term.substEnv_labD, Term.substEnv_test, Term.substEnv_assert,
          Term.substEnv_endorse, Term.substEnv_send, Term.substEnv_recv, Term.substEnv_fork,
          Term.substEnv_clear, Term.substEnv_call, ih, Term.substEnv_var]
        all_goals (try simp only [Log.step, Term.rule])
        all_goals (try rfl)
      all_goals simp only [pevalEnv, pevalKeptAux,
        Term.substEnv_lam, Term.substEnv_fix, Term.substEnv_val, Term.substEnv_const,
        Term.substEnv_lit, Term.substEnv_ite, Term.substEnv_prim1,
        Term.substEnv_prim2, Term.substEnv_pair, Term.substEnv_fst, Term.substEnv_snd,
        Term.substEnv_labS, Term.substEnv_labD, Term.substEnv_test, Term.substEnv_assert,
        Term.substEnv_endorse, Term.substEnv_send, Term.substEnv_recv, Term.substEnv_fork,
        Term.substEnv_clear, Term.substEnv_call, Term.substGo_eq, Env.without_eq, ih,
        Term.substEnv_nil]
      all_goals (try simp only [Log.step, Term.rule])
      all_goals (try rfl)

/-- `peval` as the compiler runs it: `pevalEnv` from the empty environment and the label of the
conversation the run starts with (one fold per run). -/
def pevalKept (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st : State L) (e : Term L) :
    Result L :=
  (pevalEnv O T d pc st (Session.label st.rsession) [] e).forget

/-- **`peval` runs as `pevalKept`**: the compiler's `peval` (`@[csimp]`) evaluates with an
environment instead of substituting at each application, and keeps the conversation's label
instead of folding it at every message. -/
@[csimp] theorem peval_eq_pevalKept : @peval = @pevalKept := by
  funext L _ _ _ O T d pc st e
  unfold pevalKept
  rw [pevalEnv_eq, Term.substEnv_nil, pevalKeptAux_eq O T d pc st _ e rfl, KeptResult.forget_kept]

end

end Llmbda

end
