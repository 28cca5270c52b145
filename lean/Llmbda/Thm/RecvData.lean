module

public import Llmbda.Thm.PevalSound
public import Llmbda.Thm.Reply

/-!
# A reply read as data never acts

`recv_data` (what the prelude's `quarantine` uses) reads the model's reply as a value. Whatever the
model says, running `recv_data` only appends the reply to the conversation and returns a value
labelled `pc ⊔ label C`: no message is sent, no `clear`, no further reply is drawn, and the label is
not lowered (no `endorse`). Tools are pure functions in the semantics, so "no tool is called" is the
statement that the value is data (`Term.isData`): a literal or a pair of literals, never a function.

`Llmbda.Eval.recv_data_inv` states it for the semantics, `Llmbda.peval_recv_data` for the
interpreter that runs agents.

pin: 'Llmbda.Eval.recv_data_inv' does not depend on any axioms
pin: 'Llmbda.peval_recv_data' does not depend on any axioms
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

omit [DecidableEq L] in
/-- A reply `recv_data` accepts is data. -/
theorem parseReply_isData {r : String} {t : Term L} (h : parseReply .data r = .ok t) :
    t.isData = true := by
  unfold parseReply at h
  split at h
  · cases h
  · simp only at h
    split at h
    · cases h; assumption
    · cases h

/-- Running data changes nothing: the conversation is left as it was, no reply is drawn, the value is
labelled `pc`, and its raw form is data again (components labelled `pc`). -/
theorem Eval.of_isData {M : Model L W} {T : Tools L} {pc : L} :
    ∀ {t : Term L} {C C' : Session L} {v : Value L} {w : W} {s : List String},
      t.isData = true → Eval M T pc C t C' v w s → C' = C ∧ v.label = pc ∧ s = []
  | .const _, _, _, _, _, _, _, h => by cases h; exact ⟨rfl, rfl, rfl⟩
  | .lit _, _, _, _, _, _, _, h => by cases h; exact ⟨rfl, rfl, rfl⟩
  | .pair a b, _, _, _, _, _, hd, h => by
    simp only [Term.isData, Bool.and_eq_true] at hd
    cases h with
    | pair h1 h2 =>
      obtain ⟨rfl, -, rfl⟩ := Eval.of_isData hd.1 h1
      obtain ⟨rfl, -, rfl⟩ := Eval.of_isData hd.2 h2
      exact ⟨rfl, rfl, rfl⟩

/-- **`recv_data` never acts** (the semantics): its only effect is the reply `r` appended to the
conversation, labelled `pc ⊔ label C`; the value is labelled `pc ⊔ label C`, and the trace is the
one reply. -/
theorem Eval.recv_data_inv {M : Model L W} {T : Tools L} {pc : L} {C C' : Session L} {v : Value L}
    {w : W} {s : List String} (h : Eval M T pc C (.recv .data) C' v w s) :
    ∃ r, C' = C ++ [⟨.assistant, r, pc ⊔ Session.label C⟩] ∧ v.label = pc ⊔ Session.label C ∧
      s = [r] := by
  cases h with
  | recv hf hp d =>
    obtain ⟨rfl, hl, rfl⟩ := Eval.of_isData (parseReply_isData hp) d
    exact ⟨_, rfl, hl, rfl⟩

/-- **`recv_data` never acts** (the interpreter): when `peval` runs `recv_data` to a value, the final
conversation is the initial one with the oracle's reply appended, labelled `pc ⊔ label C`, and the
value is labelled `pc ⊔ label C`: the reply sent nothing, cleared nothing, drew no further reply and
endorsed nothing, whatever it said. -/
theorem peval_recv_data (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st st' : State L)
    (v : Value L) (h : peval O T d pc st (.recv .data) = .ok st' v) :
    ∃ r, st'.session = st.session ++ [⟨.assistant, r, pc ⊔ Session.label st.session⟩] ∧
      v.label = pc ⊔ Session.label st.session := by
  obtain ⟨w, s, hd⟩ := peval_sound O.toModel O T d pc st _ st' v h
  obtain ⟨r, hC, hl, -⟩ := Eval.recv_data_inv hd
  exact ⟨r, hC, hl⟩

end Llmbda
