module

public import LlmbdaExec

/-!
# Reading replies

What `parseReply` accepts: a reply for `recv` or `recv_data` parses, and what any mode reads
(`recv_safe` included) is endorse-free (so no reply the model writes can endorse: the integrity
hypotheses of the noninterference theorems about parsed replies hold of every reply a run accepts).

pin: 'Llmbda.parseReply_endorseFree' does not depend on any axioms
-/

public section

namespace Llmbda

/-- Data is endorse-free. -/
theorem Term.isData_endorseFree {L : Type} : {t : Term L} → t.isData = true → t.endorseFree = true
  | .const _, _ | .lit _, _ => rfl
  | .pair a b, h => by
    simp only [Term.isData, Bool.and_eq_true] at h
    simp only [Term.endorseFree, Term.isData_endorseFree h.1, Term.isData_endorseFree h.2,
      Bool.and_self]

/-- A reply that `recv_data` accepts parses as itself (`recv` closes the reply over the prelude's
library, `closeReply`; `recv_safe` reads every reply, as `(true, t)` or `(false, "why")`). -/
theorem parseReply_parse {L : Type} [JoinSemilattice L] [LabelSyntax L] {r : String}
    {t : Term L} (h : parseReply .data r = .ok t) : parse r = .ok t := by
  unfold parseReply at h
  cases hp : (parse r : Except ParseError (Term L)) with
  | error e => rw [hp] at h; cases h
  | ok t' => rw [hp] at h; dsimp only at h; split at h <;> cases h; rfl

private theorem and_left {a b : Bool} (h : (a && b) = true) : a = true := by
  cases a <;> cases b <;> first | rfl | cases h

private theorem and_right {a b : Bool} (h : (a && b) = true) : b = true := by
  cases a <;> cases b <;> first | rfl | cases h

private theorem and_intro {a b : Bool} (ha : a = true) (hb : b = true) : (a && b) = true := by
  rw [ha, hb]; rfl

/-- Closing a reply over the prelude's library adds only tool calls: it keeps a term
endorse-free. -/
theorem closeReply_endorseFree {L : Type} :
    ∀ (b : List String) (t : Term L), t.endorseFree = true → (closeReply b t).endorseFree = true
  | b, .var x, _ => by unfold closeReply; split <;> rfl
  | _, .const _, _ => rfl
  | _, .lit _, _ => rfl
  | b, .lam x t, h => closeReply_endorseFree (x :: b) t h
  | b, .fix f x t, h => closeReply_endorseFree (x :: f :: b) t h
  | b, .app a c, h =>
    and_intro (closeReply_endorseFree b a (and_left h)) (closeReply_endorseFree b c (and_right h))
  | b, .ite c a d, h =>
    and_intro (and_intro (closeReply_endorseFree b c (and_left (and_left h)))
      (closeReply_endorseFree b a (and_right (and_left h))))
      (closeReply_endorseFree b d (and_right h))
  | b, .prim1 _ a, h => closeReply_endorseFree b a h
  | b, .prim2 _ a c, h =>
    and_intro (closeReply_endorseFree b a (and_left h)) (closeReply_endorseFree b c (and_right h))
  | b, .pair a c, h =>
    and_intro (closeReply_endorseFree b a (and_left h)) (closeReply_endorseFree b c (and_right h))
  | b, .fst a, h => closeReply_endorseFree b a h
  | b, .snd a, h => closeReply_endorseFree b a h
  | b, .labS _ a, h => closeReply_endorseFree b a h
  | b, .labD a c, h =>
    and_intro (closeReply_endorseFree b a (and_left h)) (closeReply_endorseFree b c (and_right h))
  | b, .test a c, h =>
    and_intro (closeReply_endorseFree b a (and_left h)) (closeReply_endorseFree b c (and_right h))
  | b, .assert a c, h =>
    and_intro (closeReply_endorseFree b a (and_left h)) (closeReply_endorseFree b c (and_right h))
  | _, .endorse _ _ _, h => by cases h
  | b, .send a, h => closeReply_endorseFree b a h
  | _, .recv _, _ => rfl
  | b, .fork a, h => closeReply_endorseFree b a h
  | _, .clear, _ => rfl
  | b, .call _ a, h => closeReply_endorseFree b a h
  | _, .val _ _, h => h

/-- What `parseReply` reads is endorse-free, in every mode: a model reply never endorses. -/
theorem parseReply_endorseFree {L : Type} [JoinSemilattice L] [LabelSyntax L] {mode : ReplyMode}
    {r : String} {t : Term L} (h : parseReply mode r = .ok t) : t.endorseFree = true := by
  unfold parseReply at h
  cases hp : (parse r : Except ParseError (Term L)) with
  | error e =>
    rw [hp] at h
    cases mode
    · cases h
    · cases h
    · cases h; rfl
  | ok t' =>
    rw [hp] at h
    cases mode
    · dsimp only at h; split at h <;> cases h; exact closeReply_endorseFree _ _ ‹_›
    · dsimp only at h; split at h <;> cases h; rename_i hd; exact Term.isData_endorseFree hd
    · dsimp only at h; split at h <;> cases h
      · exact and_intro rfl (closeReply_endorseFree _ _ ‹_›)
      · rfl

end Llmbda
