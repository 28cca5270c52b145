module

public import Llmbda.Syntax.Parse

/-!
# Reading replies

What `parseReply` accepts: a reply for `recv` or `recv_data` parses, and what any mode reads
(`recv_safe` included) is endorse-free (so no reply the model writes can endorse: the integrity hypotheses of the noninterference theorems about
parsed replies hold of every reply a run accepts).

pin: 'Llmbda.parseReply_endorseFree' does not depend on any axioms
-/

public section

namespace Llmbda

/-- Data is endorse-free. -/
theorem Term.isData_endorseFree {L : Type} : {t : Term L} → t.isData = true → t.endorseFree = true
  | .const _, _ | .lit _, _ => rfl
  | .pair a b, h => by
    simp only [Term.isData, Bool.and_eq_true] at h
    simp only [Term.endorseFree, Term.isData_endorseFree h.1, Term.isData_endorseFree h.2, Bool.and_self]

/-- A reply that `recv` or `recv_data` accepts parses (`recv_safe` reads every reply, as
`(true, t)` or `(false, "why")`). -/
theorem parseReply_parse {L : Type} [JoinSemilattice L] [LabelSyntax L] {mode : ReplyMode} {r : String}
    {t : Term L} (hm : mode ≠ .safe) (h : parseReply mode r = .ok t) : parse r = .ok t := by
  unfold parseReply at h
  cases hp : (parse r : Except ParseError (Term L)) with
  | error e =>
    rw [hp] at h
    cases mode
    · cases h
    · cases h
    · exact absurd rfl hm
  | ok t' =>
    rw [hp] at h
    cases mode
    · dsimp only at h; split at h <;> cases h; rfl
    · dsimp only at h; split at h <;> cases h; rfl
    · exact absurd rfl hm

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
    · dsimp only at h; split at h <;> cases h; assumption
    · dsimp only at h; split at h <;> cases h; rename_i hd; exact Term.isData_endorseFree hd
    · dsimp only at h; split at h <;> cases h
      · simp only [Term.endorseFree, Bool.true_and]; assumption
      · rfl

end Llmbda
