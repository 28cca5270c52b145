module

public import Llmbda.Spec.Session
public import Llmbda.Spec.Prim
public import Llmbda.Syntax.Parse

/-!
# The probabilistic big-step semantics

`Eval M T pc C e C' V w s` is the paper's judgement `pc ⊢ C, e ⇓ C', V ▷ w, s`: under program
counter label `pc`, in conversation `C`, the term `e` evaluates to the labelled value `V`, leaving
conversation `C'`; the derivation has weight `w` (the product of the model's weights of the replies
it used) and consumes the sampling trace `s` (the model's replies, in order).

One constructor per rule. The semantics is parametric in the model `M` (`M.weight md C r` is the
weight of reply `r` after conversation `C` when the program reads the reply in mode `md`) and in
the tools `T` (deterministic external functions).

Labelling discipline (the invariant is Confinement: every result label is above `pc`):
* a value built under `pc` is labelled `pc`; branching and applying raise `pc` by the label of the
  scrutinee or function;
* `recv` runs the parsed reply under `pc ⊔ label C`, so everything generated is labelled by what the
  model saw; `recv_data` reads the reply as a value (never code), labelled the same way, and no
  reply may contain `endorse`;
* `send` appends a message labelled by the *deep* label of the value sent (the message shows the
  whole value, pairs and function bodies included);
* no sensitive upgrade of the conversation: `send` and `recv` run only when `pc` flows to the
  conversation's label, and `clear` (which makes the label `⊥`) only when `pc` is `⊥`, so whether
  the conversation label is visible to an observer never depends on data the observer cannot see;
* `e1 ? e2` is labelled `pc ⊔ ℓ ⊔ l2`: by the label `ℓ` tested against (and `ℓ`'s own label `l2`),
  not by the label of the value tested, as in the paper;
* `endorse` keeps the confidentiality part of the value's label and replaces its integrity part by
  the target, joined with `pc`: under a tainted `pc` it is inert.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §3–4 (semantics), App. E (endorse).
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- A language model: the weight of each reply, as a function of the reply mode the program asked
for (`recv`, `recv_data`, `recv_safe`: a host may constrain the model's output to the matching
grammar) and of the conversation. The mode is part of the program, so an observer who sees the
conversation sees it too. -/
structure Model (L W : Type) where
  /-- `weight md C r`: the weight (probability) of the reply `r` after conversation `C`, asked in
  mode `md`. -/
  weight : ReplyMode → Session L → String → W

/-- A deterministic model: in each mode, after each conversation at most one reply has a weight
other than `0` (weights are natural numbers, as for a model given by an oracle). -/
def Model.Deterministic {L : Type} (M : Model L Nat) : Prop :=
  ∀ md C r r', M.weight md C r ≠ 0 → M.weight md C r' ≠ 0 → r = r'

/-- External tools. `run`: deterministic functions from a tool name and the argument value (its
label included) to a raw result and the label of its provenance (e.g. `{U}` for third-party text);
`none`: no such tool, or it refused. `bound`: each tool's clearance, the highest label its argument
(deep label, joined with `pc`) may carry; `E-Call` checks it before the tool runs (`⊤`: no
bound). -/
structure Tools (L : Type) where
  /-- `run name arg`: the tool's raw result and provenance label, or `none`. -/
  run : String → Value L → Option (Term L × L)
  /-- `bound name`: the tool's clearance. -/
  bound : String → L
  /-- `cost name arg`: the fuel a call used beyond its step (the runs it started), which `peval`
  charges to the caller; the semantics does not look at it. -/
  cost : String → Value L → Nat
  /-- `recvCost n r`: the fuel the host used producing the `n`th reply `r` beyond reading it (the
  runs the oracle started), which `peval` charges to the caller with the reply; the semantics does
  not look at it. -/
  recvCost : Nat → String → Nat

/-- An effect of a run on the world outside the program (`Llmbda.EvalFx`, `Spec/Effects.lean`,
records them; `peval` keeps them in its state). -/
inductive Effect (L : Type) where
  /-- `recv` under `pc` showed the model the conversation `C`. -/
  | prompt (pc : L) (C : Session L)
  /-- A call under `pc` gave the tool `name` the argument `v`. -/
  | call (pc : L) (name : String) (v : Value L)
deriving DecidableEq, Inhabited

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

/-- The tools as sinks that enforced their own clearances would be: `run` refuses every argument
whose deep label does not flow to the tool's bound. (`Llmbda.Eval.guard_iff`: no run can tell.) -/
def Tools.guard (T : Tools L) : Tools L :=
  ⟨fun name v => if flows v.deepLabel (T.bound name) then T.run name v else none, T.bound,
    T.cost, T.recvCost⟩

open Factored in
/-- The big-step semantics `pc ⊢ C, e ⇓ C', V ▷ w, s`. -/
inductive Eval (M : Model L W) (T : Tools L) :
    L → Session L → Term L → Session L → Value L → W → List String → Prop where
  /-- **E-Const**: a constant is a value labelled `pc`. -/
  | const {pc C c} : Eval M T pc C (.const c) C ⟨.const c, pc⟩ 1 []
  /-- **E-Label**: a label literal is a value labelled `pc`. -/
  | lit {pc C ℓ} : Eval M T pc C (.lit ℓ) C ⟨.lit ℓ, pc⟩ 1 []
  /-- **E-Lam**: a function is a value labelled `pc`. -/
  | lam {pc C x b} : Eval M T pc C (.lam x b) C ⟨.lam x b, pc⟩ 1 []
  /-- **E-Rec**: a recursive function is a value labelled `pc`. -/
  | fix {pc C f x b} : Eval M T pc C (.fix f x b) C ⟨.fix f x b, pc⟩ 1 []
  /-- **E-Val**: a substituted value `r^l` is raised to `pc`. -/
  | val {pc C r l} : Eval M T pc C (.val r l) C ⟨r, pc ⊔ l⟩ 1 []
  /-- **E-App**: call-by-value application; the body runs under `pc ⊔ l`, `l` the function's
  label. -/
  | app {pc C C1 C2 C3 e1 e2 x b l v2 v w1 w2 w3 s1 s2 s3} :
      Eval M T pc C e1 C1 ⟨.lam x b, l⟩ w1 s1 →
      Eval M T pc C1 e2 C2 v2 w2 s2 →
      Eval M T (pc ⊔ l) C2 (b.subst x v2.toTerm) C3 v w3 s3 →
      Eval M T pc C (.app e1 e2) C3 v (w1 * w2 * w3) (s1 ++ s2 ++ s3)
  /-- **E-AppRec**: applying a recursive function substitutes the argument and the function
  itself. -/
  | appFix {pc C C1 C2 C3 e1 e2 f x b l v2 v w1 w2 w3 s1 s2 s3} :
      Eval M T pc C e1 C1 ⟨.fix f x b, l⟩ w1 s1 →
      Eval M T pc C1 e2 C2 v2 w2 s2 →
      Eval M T (pc ⊔ l) C2 ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l)) C3 v w3 s3 →
      Eval M T pc C (.app e1 e2) C3 v (w1 * w2 * w3) (s1 ++ s2 ++ s3)
  /-- **E-IfTrue**: the branch runs under `pc ⊔ l`, `l` the condition's label. -/
  | iteTrue {pc C C1 C2 c a b l v w1 w2 s1 s2} :
      Eval M T pc C c C1 ⟨.const (.bool true), l⟩ w1 s1 →
      Eval M T (pc ⊔ l) C1 a C2 v w2 s2 →
      Eval M T pc C (.ite c a b) C2 v (w1 * w2) (s1 ++ s2)
  /-- **E-IfFalse** -/
  | iteFalse {pc C C1 C2 c a b l v w1 w2 s1 s2} :
      Eval M T pc C c C1 ⟨.const (.bool false), l⟩ w1 s1 →
      Eval M T (pc ⊔ l) C1 b C2 v w2 s2 →
      Eval M T pc C (.ite c a b) C2 v (w1 * w2) (s1 ++ s2)
  /-- **E-Prim1**: a unary primitive keeps its operand's label. -/
  | prim1 {pc C C1 op e r r' l w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      Prim.eval1 op r = .ok r' →
      Eval M T pc C (.prim1 op e) C1 ⟨r', l⟩ w s
  /-- **E-Prim2**: a binary primitive joins its operands' labels. -/
  | prim2 {pc C C1 C2 op e1 e2 r1 r2 r l1 l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨r1, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r2, l2⟩ w2 s2 →
      Prim.eval2 op r1 r2 = .ok r →
      Eval M T pc C (.prim2 op e1 e2) C2 ⟨r, l1 ⊔ l2⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Pair**: a pair of labelled values, itself labelled `pc`. -/
  | pair {pc C C1 C2 e1 e2 v1 v2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 v1 w1 s1 →
      Eval M T pc C1 e2 C2 v2 w2 s2 →
      Eval M T pc C (.pair e1 e2) C2 ⟨.pair v1.toTerm v2.toTerm, pc⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Fst**: a component's label is joined with the pair's. -/
  | fst {pc C C1 e r1 l1 b l w s} :
      Eval M T pc C e C1 ⟨.pair (.val r1 l1) b, l⟩ w s →
      Eval M T pc C (.fst e) C1 ⟨r1, l1 ⊔ l⟩ w s
  /-- **E-Snd** -/
  | snd {pc C C1 e a r2 l2 l w s} :
      Eval M T pc C e C1 ⟨.pair a (.val r2 l2), l⟩ w s →
      Eval M T pc C (.snd e) C1 ⟨r2, l2 ⊔ l⟩ w s
  /-- **E-LabelStatic** `ℓ : e`: raise the value's label by `ℓ`. -/
  | labS {pc C C1 ℓ e r l w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      Eval M T pc C (.labS ℓ e) C1 ⟨r, l ⊔ ℓ⟩ w s
  /-- **E-LabelDynamic** `e1 : e2`: raise by the computed label `ℓ` and by the label `l1` of `ℓ`. -/
  | labD {pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 →
      Eval M T pc C (.labD e1 e2) C2 ⟨r, l2 ⊔ ℓ ⊔ l1⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Test** `e1 ? e2`: does `l1` flow to `ℓ`? The answer is labelled by the *policy* tested:
  `pc ⊔ ℓ ⊔ l2` (`l2` the label of `ℓ` itself), not by the tested value's label `l1`. An observer
  who sees the answer sees `ℓ`; if `l1` is hidden from it, `l1` cannot flow to `ℓ`, so the answer is
  `false` in every run. -/
  | test {pc C C1 C2 e1 e2 r l1 ℓ l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨r, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨.lit ℓ, l2⟩ w2 s2 →
      Eval M T pc C (.test e1 e2) C2 ⟨.const (.bool (flows l1 ℓ)), pc ⊔ ℓ ⊔ l2⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Assert** (deep): pass the value on if its *deep* label (its label and every label inside
  it) flows to `ℓ`, labelled by that deep label (and `ℓ`'s own label); there is no rule otherwise
  (stuck). The paper's rule checks the outer label only; the deep check is what a sink needs (a
  pair at `{}` may hold a secret), and labelling the result by what was checked keeps whether the
  check passes visible to exactly the observers that see the value whole. -/
  | assert {pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 →
      flows (l2 ⊔ r.innerLabel) ℓ = true →
      Eval M T pc C (.assert e1 e2) C2 ⟨r, l2 ⊔ r.innerLabel ⊔ l1⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Endorse**: the target `ℓ` must be a pure integrity label (`conf ℓ = ⊥`); the result keeps
  the value's confidentiality, takes `ℓ` as its integrity, and is joined with `pc` and `ℓ`'s own
  label. (`p`, where the `endorse` stands in the source, plays no part.) -/
  | endorse {pc C C1 C2 p e1 e2 ℓ l1 r l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 →
      conf ℓ = ⊥ →
      Eval M T pc C (.endorse p e1 e2) C2 ⟨r, pc ⊔ l1 ⊔ conf l2 ⊔ ℓ⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Send**: append the rendered value as a user message carrying the value's deep label; `pc`
  must flow to the conversation's label (no sensitive upgrade). -/
  | send {pc C C1 e r l w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      flows pc (Session.label C1) = true →
      Eval M T pc C (.send e) (C1 ++ [⟨.user, render r, l ⊔ r.innerLabel⟩]) ⟨.const .unit, pc⟩ w s
  /-- **E-Recv** (`recv`, `mode = code`) and **E-RecvData** (`recv_data`, `mode = data`): sample a
  reply `r` (weight `M.weight md C r`: the model knows the mode), append it, read it
  (`parseReply md`: a program without `endorse`, or a value) and run the term read under
  `pc ⊔ label C`; `pc` must flow to `label C` (no sensitive upgrade). A reply read as data is a
  literal or a pair, so running it only labels it. `recv_safe` (`mode = safe`) is the same rule:
  its reading is `(true, t)` or `(false, "why")`. -/
  | recv {pc C C' md r t v w s} :
      flows pc (Session.label C) = true →
      parseReply md r = .ok t →
      Eval M T (pc ⊔ Session.label C) (C ++ [⟨.assistant, r, pc ⊔ Session.label C⟩]) t C' v w s →
      Eval M T pc C (.recv md) C' v (M.weight md C r * w) (r :: s)
  /-- **E-Fork**: run on a copy of the conversation; the conversation is left as it was. -/
  | fork {pc C C' e v w s} :
      Eval M T pc C e C' v w s →
      Eval M T pc C (.fork e) C v w s
  /-- **E-Clear**: empty the conversation, when `pc` is `⊥` (the empty conversation's label is `⊥`,
  so a `clear` under a raised `pc` would be a sensitive upgrade). -/
  | clear {pc C} :
      flows pc ⊥ = true →
      Eval M T pc C .clear [] ⟨.const .unit, pc⟩ 1 []
  /-- **E-Call**: the argument's deep label (the tool sees the whole argument value, its label,
  pairs and function bodies included) and `pc` must flow to the tool's clearance `T.bound name`
  (a sink in the calculus); the result is labelled by that deep label and its provenance label. -/
  | call {pc C C1 name e r l r' lt w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      flows (pc ⊔ (l ⊔ r.innerLabel)) (T.bound name) = true →
      T.run name ⟨r, l⟩ = some (r', lt) →
      Eval M T pc C (.call name e) C1 ⟨r', l ⊔ r.innerLabel ⊔ lt⟩ w s

end Llmbda

end
