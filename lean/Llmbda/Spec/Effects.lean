module

public import LlmbdaExec
public import Llmbda.Spec.LowEq

/-!
# Effect traces: what the model provider and the tools are shown

An outcome of `Eval` is a final conversation, a value and a sampling trace. What an agent does to
the world is more than that: every conversation the model is shown (inside `fork` too, and before a
`clear`) and every tool call (the call that moves the money). `EvalFx M T pc C e C' V w s E` is the
big-step semantics instrumented with the **effect trace** `E`, the run's effects in the order they
happen:

* `Effect.prompt pc C`: a `recv` under `pc` showed the model the conversation `C` (what the provider
  receives);
* `Effect.call pc name v`: a call under `pc` gave tool `name` the argument `v` (label included),
  after the argument passed the tool's clearance.

`EvalFx` has one constructor per rule of `Eval`, with the same premises; each rule's trace is its
premises' traces in evaluation order, `recv` putting its prompt first and `call` its call last.
`Llmbda.EvalFx.eval` and `Llmbda.Eval.effects` show that erasing the trace gives exactly `Eval`: the
instrumentation changes no run. (`Eval` itself is left without the trace so that the statements
and proofs about it stay as they are.)

The observer at `m` sees the events of runs it can follow: those made under a `pc` that flows to `m`
(`Effect.Visible`). Two such events look alike to it (`Effect.LowEq`) when they are the same kind of
event under the same `pc`, to the same tool, with arguments (or conversations) that are
`∼m`-related.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §3–4 (semantics), §6.
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

/-- The `pc` an effect happened under. -/
def Effect.pc : Effect L → L
  | .prompt pc _ => pc
  | .call pc _ _ => pc

/-- The observer at `m` follows the run that made the effect: its `pc` flows to `m`. -/
def Effect.Visible (m : L) (ev : Effect L) : Bool := flows ev.pc m

/-- Two effects that look alike to the observer at `m`: the same kind under the same `pc`, the same
tool, and `∼m`-related arguments or conversations (a conversation labelled above `m` shows only its
messages at or below `m`, `Session.LowEq`). -/
def Effect.LowEq (m : L) : Effect L → Effect L → Prop
  | .prompt p1 C1, .prompt p2 C2 => p1 = p2 ∧ Session.LowEq m C1 C2
  | .call p1 n1 v1, .call p2 n2 v2 => p1 = p2 ∧ n1 = n2 ∧ Value.LowEq m v1 v2
  | _, _ => False

/-- The label an effect is shown at in the host's effect log (`python/llmbda/effects.py`): a call's
argument's deep label, a prompt's conversation label. -/
def Effect.label : Effect L → L
  | .prompt _ C => Session.label C
  | .call _ _ v => v.deepLabel

/-- What the effect log shows the observer at `m`: the effects whose label flows to `m`, whole. -/
def Effects.shown (m : L) (E : List (Effect L)) : List (Effect L) :=
  E.filter fun ev => flows ev.label m

/-- Pointwise `Effect.LowEq` of two lists of effects. -/
def Effects.Rel (m : L) : List (Effect L) → List (Effect L) → Prop
  | [], [] => True
  | a :: as, b :: bs => Effect.LowEq m a b ∧ Effects.Rel m as bs
  | _, _ => False

/-- Two effect traces the observer at `m` cannot tell apart: the effects it can see (those under a
`pc` that flows to `m`) come in the same order and look alike pairwise. -/
def Effects.LowEq (m : L) (E1 E2 : List (Effect L)) : Prop :=
  Effects.Rel m (E1.filter (Effect.Visible m)) (E2.filter (Effect.Visible m))

open Factored in
/-- The big-step semantics with its effect trace, `pc ⊢ C, e ⇓ C', V ▷ w, s, E`: `Eval` (one
constructor per rule, same premises) that also records every prompt and tool call, in order. -/
inductive EvalFx (M : Model L W) (T : Tools L) :
    L → Session L → Term L → Session L → Value L → W → List String → List (Effect L) → Prop where
  /-- **E-Const** -/
  | const {pc C c} : EvalFx M T pc C (.const c) C ⟨.const c, pc⟩ 1 [] []
  /-- **E-Label** -/
  | lit {pc C ℓ} : EvalFx M T pc C (.lit ℓ) C ⟨.lit ℓ, pc⟩ 1 [] []
  /-- **E-Lam** -/
  | lam {pc C x b} : EvalFx M T pc C (.lam x b) C ⟨.lam x b, pc⟩ 1 [] []
  /-- **E-Rec** -/
  | fix {pc C f x b} : EvalFx M T pc C (.fix f x b) C ⟨.fix f x b, pc⟩ 1 [] []
  /-- **E-Val** -/
  | val {pc C r l} : EvalFx M T pc C (.val r l) C ⟨r, pc ⊔ l⟩ 1 [] []
  /-- **E-App**: the function's effects, the argument's, then the body's. -/
  | app {pc C C1 C2 C3 e1 e2 x b l v2 v w1 w2 w3 s1 s2 s3 E1 E2 E3} :
      EvalFx M T pc C e1 C1 ⟨.lam x b, l⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 v2 w2 s2 E2 →
      EvalFx M T (pc ⊔ l) C2 (b.subst x v2.toTerm) C3 v w3 s3 E3 →
      EvalFx M T pc C (.app e1 e2) C3 v (w1 * w2 * w3) (s1 ++ s2 ++ s3) (E1 ++ E2 ++ E3)
  /-- **E-AppRec** -/
  | appFix {pc C C1 C2 C3 e1 e2 f x b l v2 v w1 w2 w3 s1 s2 s3 E1 E2 E3} :
      EvalFx M T pc C e1 C1 ⟨.fix f x b, l⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 v2 w2 s2 E2 →
      EvalFx M T (pc ⊔ l) C2 ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l)) C3 v w3 s3 E3 →
      EvalFx M T pc C (.app e1 e2) C3 v (w1 * w2 * w3) (s1 ++ s2 ++ s3) (E1 ++ E2 ++ E3)
  /-- **E-IfTrue** -/
  | iteTrue {pc C C1 C2 c a b l v w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C c C1 ⟨.const (.bool true), l⟩ w1 s1 E1 →
      EvalFx M T (pc ⊔ l) C1 a C2 v w2 s2 E2 →
      EvalFx M T pc C (.ite c a b) C2 v (w1 * w2) (s1 ++ s2) (E1 ++ E2)
  /-- **E-IfFalse** -/
  | iteFalse {pc C C1 C2 c a b l v w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C c C1 ⟨.const (.bool false), l⟩ w1 s1 E1 →
      EvalFx M T (pc ⊔ l) C1 b C2 v w2 s2 E2 →
      EvalFx M T pc C (.ite c a b) C2 v (w1 * w2) (s1 ++ s2) (E1 ++ E2)
  /-- **E-Prim1** -/
  | prim1 {pc C C1 op e r r' l w s E} :
      EvalFx M T pc C e C1 ⟨r, l⟩ w s E →
      Prim.eval1 op r = .ok r' →
      EvalFx M T pc C (.prim1 op e) C1 ⟨r', l⟩ w s E
  /-- **E-Prim2** -/
  | prim2 {pc C C1 C2 op e1 e2 r1 r2 r l1 l2 w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C e1 C1 ⟨r1, l1⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 ⟨r2, l2⟩ w2 s2 E2 →
      Prim.eval2 op r1 r2 = .ok r →
      EvalFx M T pc C (.prim2 op e1 e2) C2 ⟨r, l1 ⊔ l2⟩ (w1 * w2) (s1 ++ s2) (E1 ++ E2)
  /-- **E-Pair** -/
  | pair {pc C C1 C2 e1 e2 v1 v2 w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C e1 C1 v1 w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 v2 w2 s2 E2 →
      EvalFx M T pc C (.pair e1 e2) C2 ⟨.pair v1.toTerm v2.toTerm, pc⟩ (w1 * w2)
        (s1 ++ s2) (E1 ++ E2)
  /-- **E-Fst** -/
  | fst {pc C C1 e r1 l1 b l w s E} :
      EvalFx M T pc C e C1 ⟨.pair (.val r1 l1) b, l⟩ w s E →
      EvalFx M T pc C (.fst e) C1 ⟨r1, l1 ⊔ l⟩ w s E
  /-- **E-Snd** -/
  | snd {pc C C1 e a r2 l2 l w s E} :
      EvalFx M T pc C e C1 ⟨.pair a (.val r2 l2), l⟩ w s E →
      EvalFx M T pc C (.snd e) C1 ⟨r2, l2 ⊔ l⟩ w s E
  /-- **E-LabelStatic** -/
  | labS {pc C C1 ℓ e r l w s E} :
      EvalFx M T pc C e C1 ⟨r, l⟩ w s E →
      EvalFx M T pc C (.labS ℓ e) C1 ⟨r, l ⊔ ℓ⟩ w s E
  /-- **E-LabelDynamic** -/
  | labD {pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 E2 →
      EvalFx M T pc C (.labD e1 e2) C2 ⟨r, l2 ⊔ ℓ ⊔ l1⟩ (w1 * w2) (s1 ++ s2) (E1 ++ E2)
  /-- **E-Test** -/
  | test {pc C C1 C2 e1 e2 r l1 ℓ l2 w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C e1 C1 ⟨r, l1⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 ⟨.lit ℓ, l2⟩ w2 s2 E2 →
      EvalFx M T pc C (.test e1 e2) C2 ⟨.const (.bool (flows l1 ℓ)), pc ⊔ ℓ ⊔ l2⟩
        (w1 * w2) (s1 ++ s2)
        (E1 ++ E2)
  /-- **E-Assert** (deep) -/
  | assert {pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 E2 →
      flows (l2 ⊔ r.innerLabel) ℓ = true →
      EvalFx M T pc C (.assert e1 e2) C2 ⟨r, l2 ⊔ r.innerLabel ⊔ l1⟩ (w1 * w2) (s1 ++ s2) (E1 ++ E2)
  /-- **E-Endorse** -/
  | endorse {pc C C1 C2 p e1 e2 ℓ l1 r l2 w1 w2 s1 s2 E1 E2} :
      EvalFx M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 E1 →
      EvalFx M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 E2 →
      conf ℓ = ⊥ →
      EvalFx M T pc C (.endorse p e1 e2) C2 ⟨r, pc ⊔ l1 ⊔ conf l2 ⊔ ℓ⟩ (w1 * w2)
        (s1 ++ s2) (E1 ++ E2)
  /-- **E-Send**: appending a message is not an effect by itself; the model is shown it at the next
  `recv` on this conversation (`Effect.prompt`). -/
  | send {pc C C1 e r l w s E} :
      EvalFx M T pc C e C1 ⟨r, l⟩ w s E →
      flows pc (Session.label C1) = true →
      EvalFx M T pc C (.send e) (C1 ++ [⟨.user, render r, l ⊔ r.innerLabel⟩])
        ⟨.const .unit, pc⟩ w s E
  /-- **E-Recv** / **E-RecvData**: the model is shown `C` (`Effect.prompt pc C`), then the term read
  from its reply runs. -/
  | recv {pc C C' md r t v w s E} :
      flows pc (Session.label C) = true →
      parseReply md r = .ok t →
      EvalFx M T (pc ⊔ Session.label C)
        (C ++ [⟨.assistant, r, pc ⊔ Session.label C⟩]) t C' v w s E →
      EvalFx M T pc C (.recv md) C' v (M.weight md C r * w) (r :: s) (.prompt pc C :: E)
  /-- **E-Fork**: the conversation is restored, but the prompts made on the copy stay in the
  trace. -/
  | fork {pc C C' e v w s E} :
      EvalFx M T pc C e C' v w s E →
      EvalFx M T pc C (.fork e) C v w s E
  /-- **E-Clear** -/
  | clear {pc C} :
      flows pc ⊥ = true →
      EvalFx M T pc C .clear [] ⟨.const .unit, pc⟩ 1 [] []
  /-- **E-Call**: the argument's effects, then the call itself (`Effect.call pc name ⟨r, l⟩`), made
  only once the argument passed the tool's clearance. -/
  | call {pc C C1 name e r l r' lt w s E} :
      EvalFx M T pc C e C1 ⟨r, l⟩ w s E →
      flows (pc ⊔ (l ⊔ r.innerLabel)) (T.bound name) = true →
      T.run name ⟨r, l⟩ = some (r', lt) →
      EvalFx M T pc C (.call name e) C1 ⟨r', l ⊔ r.innerLabel ⊔ lt⟩ w s
        (E ++ [.call pc name ⟨r, l⟩])

end Llmbda

end
