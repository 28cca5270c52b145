module

public import Llmbda.Thm.PevalSound
public import Llmbda.Thm.Reply
public import Llmbda.Spec.Hypotheses

/-!
# A reply read as data never acts

`recv_data` (what the prelude's `quarantine` uses) reads the model's reply as a value. Whatever the
model says, running `recv_data` draws exactly one reply (the oracle's answer to the next call
number), makes exactly one effect, the prompt (the model is shown the conversation: no tool is
called), only appends the reply to the conversation (no message is sent, no `clear`), and returns
a value labelled `pc ⊔ label C` (not lowered: no `endorse`) that is plain data
(`Term.isPlainData`: constants, label literals and pairs of them, no function, so nothing the
program later does with it runs code the model wrote).

`Llmbda.Eval.recv_data_inv` states it for the semantics, `Llmbda.EvalFx.recv_data_inv` with the
effect trace, and `Llmbda.peval_recv_data` for the interpreter that runs agents.

pin: 'Llmbda.Eval.recv_data_inv' does not depend on any axioms
pin: 'Llmbda.EvalFx.recv_data_inv' does not depend on any axioms
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

/-- Running data changes nothing: the conversation is left as it was, no reply is drawn, no
effect is made, the value is labelled `pc`, and it is plain data. -/
theorem EvalFx.of_isData {M : Model L W} {T : Tools L} {pc : L} :
    ∀ {t : Term L} {C C' : Session L} {v : Value L} {w : W} {s : List String} {E : List (Effect L)},
      t.isData = true → EvalFx M T pc C t C' v w s E →
        C' = C ∧ v.label = pc ∧ s = [] ∧ E = [] ∧ v.raw.isPlainData = true
  | .const _, _, _, _, _, _, _, _, h => by cases h; exact ⟨rfl, rfl, rfl, rfl, rfl⟩
  | .lit _, _, _, _, _, _, _, _, h => by cases h; exact ⟨rfl, rfl, rfl, rfl, rfl⟩
  | .pair a b, _, _, _, _, _, _, hd, h => by
    simp only [Term.isData, Bool.and_eq_true] at hd
    cases h with
    | pair h1 h2 =>
      obtain ⟨rfl, -, rfl, rfl, d1⟩ := EvalFx.of_isData hd.1 h1
      obtain ⟨rfl, -, rfl, rfl, d2⟩ := EvalFx.of_isData hd.2 h2
      refine ⟨rfl, rfl, rfl, rfl, ?_⟩
      simp only [Term.isPlainData, Value.toTerm, d1, d2, Bool.and_self]

/-- Running data changes nothing (the semantics without effects). -/
theorem Eval.of_isData {M : Model L W} {T : Tools L} {pc : L} {t : Term L} {C C' : Session L}
    {v : Value L} {w : W} {s : List String} (hd : t.isData = true) (h : Eval M T pc C t C' v w s) :
    C' = C ∧ v.label = pc ∧ s = [] ∧ v.raw.isPlainData = true := by
  obtain ⟨E, hE⟩ := Eval.effects h
  obtain ⟨h1, h2, h3, -, h5⟩ := EvalFx.of_isData hd hE
  exact ⟨h1, h2, h3, h5⟩

/-- **`recv_data` never acts** (the semantics): its only effect is the reply `r` appended to the
conversation, labelled `pc ⊔ label C`; the value is labelled `pc ⊔ label C` and is plain data, and
the trace is the one reply. -/
theorem Eval.recv_data_inv {M : Model L W} {T : Tools L} {pc : L} {C C' : Session L} {v : Value L}
    {w : W} {s : List String} (h : Eval M T pc C (.recv .data) C' v w s) :
    ∃ r, C' = C ++ [⟨.assistant, r, pc ⊔ Session.label C⟩] ∧ v.label = pc ⊔ Session.label C ∧
      v.raw.isPlainData = true ∧ s = [r] := by
  cases h with
  | recv hf hp d =>
    obtain ⟨rfl, hl, rfl, hv⟩ := Eval.of_isData (parseReply_isData hp) d
    exact ⟨_, rfl, hl, hv, rfl⟩

/-- **`recv_data` never acts** (the semantics, with its effects): as `Eval.recv_data_inv`, and its
effect trace is the one prompt showing the model the conversation `C` under `pc`: no call. -/
theorem EvalFx.recv_data_inv {M : Model L W} {T : Tools L} {pc : L} {C C' : Session L}
    {v : Value L} {w : W} {s : List String} {E : List (Effect L)}
    (h : EvalFx M T pc C (.recv .data) C' v w s E) :
    ∃ r, C' = C ++ [⟨.assistant, r, pc ⊔ Session.label C⟩] ∧ v.label = pc ⊔ Session.label C ∧
      v.raw.isPlainData = true ∧ s = [r] ∧ E = [.prompt pc C] := by
  cases h with
  | recv hf hp d =>
    obtain ⟨rfl, hl, rfl, rfl, hv⟩ := EvalFx.of_isData (parseReply_isData hp) d
    exact ⟨_, rfl, hl, hv, rfl, rfl⟩

/-- A `recv` that `peval` ran to a value read the oracle's answer, in the `recv`'s mode, to the
call number and conversation it started from, and ran the term read from it under `pc ⊔ label C`,
from a state that holds the reply on top of the conversation. -/
theorem peval_recv_ok {O : Oracle L} {T : Tools L} {d : Nat} {pc : L} {st st' : State L}
    {md : ReplyMode} {v : Value L} (h : peval O T d pc st (.recv md) = .ok st' v) :
    ∃ d' st1 t, parseReply md (O st.calls md st.rsession) = .ok t ∧
      st1.rsession = ⟨.assistant, O st.calls md st.rsession, pc ⊔ Session.label st.rsession⟩ ::
        st.rsession ∧
      peval O T d' (pc ⊔ Session.label st.rsession) st1 t = .ok st' v := by
  cases d with
  | zero => simp [peval] at h
  | succ d =>
    unfold peval at h
    split at h
    · simp at h
    · simp only at h
      split at h
      · simp at h
      · obtain ⟨-, h⟩ := charge_eq_ok h
        split at h
        · rename_i t hp
          exact ⟨d, _, t, hp, rfl, h⟩
        · simp at h

/-- **`recv_data` never acts** (the interpreter): when `peval` runs `recv_data` to a value, it drew
exactly one reply `r`, the oracle's answer, asked in data mode, to the next call number; its only
effect is the prompt showing the model the conversation under `pc` (no tool was called); the final
conversation is the initial one with `r` appended, labelled `pc ⊔ label C` (nothing was sent or
cleared); and the value is labelled `pc ⊔ label C` (nothing endorsed) and is plain data (no code),
whatever the reply said. -/
theorem peval_recv_data (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st st' : State L)
    (v : Value L) (h : peval O T d pc st (.recv .data) = .ok st' v) :
    ∃ r, (∃ C, O st.calls .data C = r) ∧ st'.calls = st.calls + 1 ∧
      st'.effects = Effects.push [.prompt pc st.session] st.effects ∧
      st'.session = st.session ++ [⟨.assistant, r, pc ⊔ Session.label st.session⟩] ∧
      v.label = pc ⊔ Session.label st.session ∧ v.raw.isPlainData = true := by
  obtain ⟨w, s, E, hd, -, -, hcalls, heff⟩ :=
    peval_sound_weight O.toModel O T (fun _ => True) trivial (fun _ _ _ _ => trivial)
      (fun _ _ _ => trivial) d pc st _ st' v h
  obtain ⟨r, hC, hl, hv, rfl, rfl⟩ := EvalFx.recv_data_inv hd
  -- the reply read is the oracle's answer in data mode: the term read from it is data, so running
  -- it leaves the conversation holding that answer last
  obtain ⟨d', st1, t, hp, h1, ht⟩ := peval_recv_ok h
  obtain ⟨w1, s1, E1, d1, -⟩ :=
    peval_sound_weight O.toModel O T (fun _ => True) trivial (fun _ _ _ _ => trivial)
      (fun _ _ _ => trivial) d' _ st1 t st' v ht
  obtain ⟨h2, -⟩ := EvalFx.of_isData (parseReply_isData hp) d1
  have hr : r = O st.calls .data st.rsession := by
    have h3 := hC.symm.trans h2
    simp only [State.session] at h3
    rw [h1, List.reverse_cons] at h3
    have h4 := List.append_cancel_left h3
    injection h4 with h5
    injection h5
  exact ⟨r, ⟨_, hr.symm⟩, hcalls, heff, hC, hl, hv⟩

end Llmbda
