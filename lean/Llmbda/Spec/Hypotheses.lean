module

public import LlmbdaExec
public import Llmbda.Spec.LowEq
public import Llmbda.Spec.Denote

/-!
# What the probabilistic theorems assume and look at

The definitions the noninterference theorems (`Llmbda.Eval.tini`, `Llmbda.denote_tipni`,
`Llmbda.peval_tipni` …) mention beside the semantics, exposed so that a user of the library can
unfold them to instantiate the theorems:

* `EndorseFreeWorld T`: the tools write no `endorse`;
* `Tools.LowEq m T1 T2`, `Model.LowEq m M1 M2`: two tool sets, two (deterministic) models an
  observer at `m` cannot tell apart (TINI);
* `Sampler.LowEq m S1 S2`: two models an observer at `m` cannot tell apart (TIPNI);
* `Tools.Agree m T1 T2`: two tool sets it cannot tell apart (TIPNI);
* `Oracle.script s`: the oracle that answers with the sampled trace `s`;
* `Result.okPart r`: the conversation, value and effect trace of a run of `peval` that returned a
  value;
* `Term.isPlainData t`: a value with no code in it (what a reply read as data is,
  `Llmbda.peval_recv_data`);
* `Error.PayloadBelow l e`: the labels an error carries flow to `l` (`Llmbda.peval_err_payload`).
-/

@[expose] public section

noncomputable section

namespace Llmbda

variable {L W : Type} [Factored L] [DecidableEq L]

local infixl:68 " ⊔ " => JoinSemilattice.join

/-- The tools write no `endorse`: every tool result is endorse-free. (The model needs no such
hypothesis: every reply a run reads is endorse-free, `parseReply_endorseFree`.) -/
def EndorseFreeWorld (T : Tools L) : Prop :=
  ∀ name r r' lt, T.run name r = some (r', lt) → r'.endorseFree = true


/-- Two tool sets an observer at `m` cannot tell apart: on an argument `m` sees whole (its deep
label flows to `m`), when both answer, the results look the same to `m`, labelled as `E-Call`
labels them. Results labelled above `m` (a secret a tool reads, e.g. `{S}` for `m = {U}`) may
differ freely, and so may the clearances and whether a tool answers (termination-insensitive). -/
def Tools.LowEq (m : L) (T1 T2 : Tools L) : Prop :=
  ∀ name (v : Value L) r1 lt1 r2 lt2, flows v.deepLabel m = true →
    T1.run name v = some (r1, lt1) → T2.run name v = some (r2, lt2) →
    Value.LowEq m ⟨r1, v.deepLabel ⊔ lt1⟩ ⟨r2, v.deepLabel ⊔ lt2⟩

/-- Two models an observer at `m` cannot tell apart, for deterministic runs: asked in the same reply
mode after a conversation `m` sees whole (its label flows to `m`), the replies of nonzero weight of
the two are one and the same reply; after a conversation labelled above `m` they may differ freely
(what the model says about a secret is itself secret). The mode is part of the program, which the
observer knows, so the models may answer each mode differently. -/
def Model.LowEq (m : L) (M1 M2 : Model L Nat) : Prop :=
  ∀ md C r r', flows (Session.label C) m = true → M1.weight md C r ≠ 0 → M2.weight md C r' ≠ 0 →
    r = r'

/-- Two samplers an observer at `m` cannot tell apart: the same replies with the same weights when
asked in the same reply mode after a conversation `m` sees whole; after a conversation labelled
above `m` (the model reading a secret) they may differ freely. -/
def Sampler.LowEq (m : L) (S1 S2 : Sampler L W) : Prop :=
  ∀ md C, flows (Session.label C) m = true → S1 md C = S2 md C

/-- Two tool sets an observer at `m` cannot tell apart, for the probabilistic theorems (which see
whether a run ends): the same clearances, and on an argument `m` sees whole (deep label `⊑ m`) both
answer, with results that look the same to `m` as `E-Call` labels them, or both refuse. Results
labelled above `m` (a secret a tool reads) may differ freely. -/
def Tools.Agree (m : L) (T1 T2 : Tools L) : Prop :=
  T1.bound = T2.bound ∧ ∀ name (v : Value L), flows v.deepLabel m = true →
    match T1.run name v, T2.run name v with
    | some (r1, lt1), some (r2, lt2) => Value.LowEq m ⟨r1, v.deepLabel ⊔ lt1⟩
        ⟨r2, v.deepLabel ⊔ lt2⟩
    | none, none => True
    | _, _ => False

/-- The oracle that answers with a given trace, reply number `n` being `s[n]` (and `""`, which does
not parse, past its end), whatever the reply mode and the conversation. -/
def Oracle.script {L : Type} (s : List String) : Oracle L := fun n _ _ => s.getD n ""

/-- The conversation, value and effect trace of a run that returned a value (`none` for an
error). -/
def Result.okPart {L : Type} : Result L → Option (Session L × Value L × List (Effect L))
  | .ok st v => some (st.session, v, st.trace)
  | .err _ _ _ => none

/-- `t.isPlainData`: a value with no code in it, looking through runtime values (`val`): a
constant, a label literal, or a pair of such. Nothing in it can be applied, so nothing in it can
call a tool, send, ask the model or endorse when the program uses it. -/
def Term.isPlainData {L : Type} : Term L → Bool
  | .const _ | .lit _ => true
  | .pair a b => a.isPlainData && b.isPlainData
  | .val r _ => r.isPlainData
  | _ => false

local infix:50 " ⊑ " => Flows

/-- Where an error's labelled payload sits: the label an assertion found, the `pc` and conversation
label of a refused `send`/`recv`, the `pc` of a refused `clear`, the argument's label of a refused
call are all below the label the error is shown at. (The other payloads are not labels: names from
the program, fixed messages, a reply shown at its own message's label, which is the error's.) -/
def Error.PayloadBelow (l : L) : Error L → Prop
  | .assertFailed a _ => a ⊑ l
  | .upgradeDenied p c => p ⊑ l ∧ c ⊑ l
  | .clearDenied p => p ⊑ l
  | .callDenied _ a _ => a ⊑ l
  | _ => True

end Llmbda

end
