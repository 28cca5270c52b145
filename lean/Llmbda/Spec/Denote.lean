module

public import LlmbdaExec
public import Llmbda.Spec.Dist
public import Llmbda.Spec.LowEq
public import Llmbda.Spec.Effects

/-!
# Denotations: the sub-distribution of final states

For a model with finite support (a `Sampler`: in each reply mode, after each conversation, a finite
list of replies with their weights), `denote S T none n pc C e` is the denotation of the
configuration `pc ⊢ C, e` at depth `n`: every way the big-step semantics can end (final
conversation, value, the trace of replies it sampled, and the effect trace of `EvalFx`: every
conversation the model was shown and every tool call, in order), with the weight of that derivation.
It mirrors `peval` rule for rule, except that `recv` branches over the model's support instead of
asking an oracle; a run that gets stuck (no rule applies) or goes deeper than `n` contributes
nothing. Its mass is the probability of terminating within depth `n`; the missing mass is the
probability of nontermination (in the limit, as `n` grows) or of getting stuck.
`Llmbda.denote_sound` proves every entry is an `Eval` derivation with its weight.

## The skipping semantics `⇓♯`
`denote S T (some m) n pc C e` is the paper's *m-skipping* semantics `⇓♯`, used to prove TIPNI: it
short-circuits to a dummy value as soon as the result would be hidden from the observer `m` — a
`pc` that `m` cannot see, a `recv` under a conversation label `m` cannot see, an elimination
(application, branch, primitive, projection, label operation, tool call) of a value `m` cannot see —
and it skips the no-sensitive-upgrade check of `send` when the conversation label is hidden (its
outcome depends on hidden labels). Where it skips a `recv` (hidden conversation) or a tool call
(hidden argument) under a `pc` the observer sees, it still records the effect: the observer sees
that the model was prompted, or the tool called, though not with what. So it never looks at anything
the observer cannot see (high-blindness), and it has at least the weight of the plain semantics on
everything the observer sees (stripping).

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (denotations, TIPNI, `⇓♯`).
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- A model with finite support: asked in reply mode `md` (`recv`, `recv_data`, `recv_safe`) after
conversation `C`, the replies it may give, with their weights (a sub-distribution when the weights
sum to at most `1`). The model is a function of the mode and the conversation; the mode is part of
the program, so an observer who sees the conversation sees it too. -/
abbrev Sampler (L W : Type) := ReplyMode → Session L → Dist W String

/-- The `Nat` model of a sampler: weight `1` for every reply in its support, `0` otherwise (the
deterministic-weight view of a sampler, for the theorems stated about models). -/
def Sampler.supportModel {L W : Type} (S : Sampler L W) : Model L Nat where
  weight md C r := open Classical in if ∃ p, (p, r) ∈ S md C then 1 else 0

/-- How a run ends: the final conversation, the value, the trace of replies sampled, and the effect
trace (`EvalFx`): the prompts the model was shown and the tool calls made, in order. -/
abbrev Outcome (L : Type) := Session L × Value L × List String × List (Effect L)

/-- What the observer at `m` sees of an effect made under a `pc` it can follow
(`Effect.Visible`). -/
inductive Effect.Seen (L : Type) where
  /-- The model was shown a conversation: the messages `m` sees, and whether `m` sees its label. -/
  | prompt (pc : L) (C : Session L) (whole : Bool)
  /-- Tool `name` was called with an argument that looks like `arg` to `m` (`Term.erase`). -/
  | call (pc : L) (name : String) (arg : Term L)

/-- What the observer at `m` observes of an outcome: the visible messages of the final conversation,
whether its label is visible, the value as it looks to `m`, and the effects made under a `pc` that
`m` can follow, as they look to `m` (the reply trace is not observed). -/
abbrev Observation (L : Type) := Session L × Bool × Term L × List (Effect.Seen L)

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

/-- An effect as the observer at `m` sees it: a prompt's visible messages and whether its
conversation's label is visible (`Session.LowEq`), a call's argument erased at `m`
(`Value.LowEq`). -/
def Effect.observe (m : L) : Effect L → Effect.Seen L
  | .prompt pc C => .prompt pc (Session.visible m C) (flows (Session.label C) m)
  | .call pc name v => .call pc name (v.toTerm.erase m)

/-- The effects of a trace the observer at `m` can follow, as it sees them. -/
def Effects.observe (m : L) (E : List (Effect L)) : List (Effect.Seen L) :=
  (E.filter (Effect.Visible m)).map (Effect.observe m)

/-- Is the label `l` hidden from the skipping semantics' observer? Never, for the plain semantics
(`none`). -/
def hid (m : Option L) (l : L) : Bool :=
  match m with
  | none => false
  | some m => !flows l m

namespace Denote

/-- A run that ends at once, in conversation `C` with value `v`. -/
def ret (C : Session L) (v : Value L) : Dist W (Outcome L) := Dist.pure (C, v, [], [])

/-- A run that ends at once, in conversation `C` with value `v`, having made the effect `ev`. -/
def emit (C : Session L) (v : Value L) (ev : Effect L) : Dist W (Outcome L) :=
  Dist.pure (C, v, [], [ev])

/-- The skipping semantics' dummy result: a unit value with a (hidden) label. -/
def dummy (C : Session L) (l : L) : Dist W (Outcome L) := ret C ⟨.const .unit, l⟩

/-- Continue every outcome of `μ` with `k`; weights multiply, traces and effect traces
concatenate. -/
def andThen (μ : Dist W (Outcome L)) (k : Session L → Value L → Dist W (Outcome L)) :
    Dist W (Outcome L) :=
  μ.bind fun o =>
    Dist.map (fun o' => (o'.1, o'.2.1, o.2.2.1 ++ o'.2.2.1, o.2.2.2 ++ o'.2.2.2)) (k o.1 o.2.1)

/-- `recv`/`recv_data`: sample a reply (the model asked in mode `md`), append it, run the term read
(`parseReply md`) under `lc`; the reply heads the trace, and the prompt `ev` the effect trace. -/
def sample (S : Sampler L W) (md : ReplyMode) (C : Session L) (lc : L) (ev : Effect L)
    (run : Session L → Term L → Dist W (Outcome L)) : Dist W (Outcome L) :=
  (S md C).bind fun r =>
    match parseReply md r with
    | .ok t =>
      Dist.map (fun o => (o.1, o.2.1, r :: o.2.2.1, ev :: o.2.2.2))
        (run (C ++ [⟨.assistant, r, lc⟩]) t)
    | .error _ => []

end Denote

open Denote in
/-- The denotation at depth `n` (`m = none`), or the `m`-skipping semantics `⇓♯` (`m = some m`). -/
def denote (S : Sampler L W) (T : Tools L) (m : Option L) :
    Nat → L → Session L → Term L → Dist W (Outcome L)
  | 0, _, _, _ => []
  | d + 1, pc, C, e =>
    if hid m pc then dummy C pc else
    match e with
    | .var _ => []
    | .const c => ret C ⟨.const c, pc⟩
    | .lit ℓ => ret C ⟨.lit ℓ, pc⟩
    | .lam x b => ret C ⟨.lam x b, pc⟩
    | .fix f x b => ret C ⟨.fix f x b, pc⟩
    | .val r l => ret C ⟨r, pc ⊔ l⟩
    | .app e1 e2 =>
      andThen (denote S T m d pc C e1) fun C1 v1 =>
      andThen (denote S T m d pc C1 e2) fun C2 v2 =>
      if hid m v1.label then dummy C2 (pc ⊔ v1.label) else
      match v1 with
      | ⟨.lam x b, l⟩ => denote S T m d (pc ⊔ l) C2 (b.subst x v2.toTerm)
      | ⟨.fix f x b, l⟩ =>
        denote S T m d (pc ⊔ l) C2 ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l))
      | _ => []
    | .ite c a b =>
      andThen (denote S T m d pc C c) fun C1 v =>
      if hid m v.label then dummy C1 (pc ⊔ v.label) else
      match v with
      | ⟨.const (.bool true), l⟩ => denote S T m d (pc ⊔ l) C1 a
      | ⟨.const (.bool false), l⟩ => denote S T m d (pc ⊔ l) C1 b
      | _ => []
    | .prim1 op a =>
      andThen (denote S T m d pc C a) fun C1 v =>
      if hid m v.label then dummy C1 v.label else
      match Prim.eval1 op v.raw with
      | .ok r => ret C1 ⟨r, v.label⟩
      | .error _ => []
    | .prim2 op a b =>
      andThen (denote S T m d pc C a) fun C1 v1 =>
      andThen (denote S T m d pc C1 b) fun C2 v2 =>
      if hid m (v1.label ⊔ v2.label) then dummy C2 (v1.label ⊔ v2.label) else
      match Prim.eval2 op v1.raw v2.raw with
      | .ok r => ret C2 ⟨r, v1.label ⊔ v2.label⟩
      | .error _ => []
    | .pair a b =>
      andThen (denote S T m d pc C a) fun C1 v1 =>
      andThen (denote S T m d pc C1 b) fun C2 v2 =>
      ret C2 ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      andThen (denote S T m d pc C a) fun C1 v =>
      if hid m v.label then dummy C1 v.label else
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => ret C1 ⟨r1, l1 ⊔ l⟩
      | _ => []
    | .snd a =>
      andThen (denote S T m d pc C a) fun C1 v =>
      if hid m v.label then dummy C1 v.label else
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => ret C1 ⟨r2, l2 ⊔ l⟩
      | _ => []
    | .labS ℓ a =>
      andThen (denote S T m d pc C a) fun C1 v => ret C1 ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      andThen (denote S T m d pc C a) fun C1 v1 =>
      andThen (denote S T m d pc C1 b) fun C2 v2 =>
      if hid m v1.label then dummy C2 (v2.label ⊔ v1.label) else
      match v1 with
      | ⟨.lit ℓ, l1⟩ => ret C2 ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => []
    | .test a b =>
      andThen (denote S T m d pc C a) fun C1 v1 =>
      andThen (denote S T m d pc C1 b) fun C2 v2 =>
      if hid m v2.label then dummy C2 (pc ⊔ v2.label) else
      match v2 with
      | ⟨.lit ℓ, l2⟩ =>
        if hid m ℓ then dummy C2 (pc ⊔ ℓ ⊔ l2) else
        ret C2 ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => []
    | .assert a b =>
      andThen (denote S T m d pc C a) fun C1 v1 =>
      andThen (denote S T m d pc C1 b) fun C2 v2 =>
      if hid m (v1.label ⊔ v2.deepLabel) then dummy C2 (v2.deepLabel ⊔ v1.label) else
      match v1 with
      | ⟨.lit ℓ, l1⟩ => if flows v2.deepLabel ℓ then ret C2 ⟨v2.raw, v2.deepLabel ⊔ l1⟩ else []
      | _ => []
    | .endorse _ a b =>
      andThen (denote S T m d pc C a) fun C1 v1 =>
      andThen (denote S T m d pc C1 b) fun C2 v2 =>
      if hid m (v1.label ⊔ v2.label) then dummy C2 (pc ⊔ v1.label ⊔ v2.label) else
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then ret C2 ⟨v2.raw, pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ⟩ else []
      | _ => []
    | .send a =>
      andThen (denote S T m d pc C a) fun C1 v =>
      if hid m (Session.label C1) || flows pc (Session.label C1) then
        ret (C1 ++ [⟨.user, render v.raw, v.deepLabel⟩]) ⟨.const .unit, pc⟩
      else []
    | .recv md =>
      if hid m (pc ⊔ Session.label C) then
        emit C ⟨.const .unit, pc ⊔ Session.label C⟩ (.prompt pc C)
      else
      if flows pc (Session.label C) then
        sample S md C (pc ⊔ Session.label C) (.prompt pc C) fun C' t =>
          denote S T m d (pc ⊔ Session.label C) C' t
      else []
    | .fork a => Dist.map (fun o => (C, o.2.1, o.2.2)) (denote S T m d pc C a)
    | .clear => if flows pc ⊥ then ret [] ⟨.const .unit, pc⟩ else []
    | .call name a =>
      andThen (denote S T m d pc C a) fun C1 v =>
      if hid m v.deepLabel then emit C1 ⟨.const .unit, v.deepLabel⟩ (.call pc name v) else
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) => emit C1 ⟨r, v.deepLabel ⊔ lt⟩ (.call pc name v)
        | none => []
      else []

/-- What an observer at `m` sees of an outcome (`Observation`): the visible messages, whether the
conversation's label is visible, the value as it looks to `m`, and the effects it can follow (the
reply trace is not observed). -/
def observe (m : L) (o : Outcome L) : Observation L :=
  (Session.visible m o.1, flows (Session.label o.1) m, o.2.1.toTerm.erase m,
    Effects.observe m o.2.2.2)

end Llmbda

end
