module

public import Llmbda.Syntax.Parse

/-!
# Reading replies

What `parseReply` accepts: a reply for `recv` or `recv_data` parses, and is endorse-free (so no
reply the model writes can endorse: the integrity hypotheses of the noninterference theorems about
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

/-- A reply that `parseReply` accepts parses. -/
theorem parseReply_parse {L : Type} [JoinSemilattice L] [LabelSyntax L] {mode : ReplyMode} {r : String}
    {t : Term L} (h : parseReply mode r = .ok t) : parse r = .ok t := by
  unfold parseReply at h
  split at h
  · cases h
  · rename_i t' ht
    cases mode <;> simp only at h <;> split at h <;> cases h <;> exact ht

/-- A reply that `parseReply` accepts is endorse-free. -/
theorem parseReply_endorseFree {L : Type} [JoinSemilattice L] [LabelSyntax L] {mode : ReplyMode}
    {r : String} {t : Term L} (h : parseReply mode r = .ok t) : t.endorseFree = true := by
  unfold parseReply at h
  split at h
  · cases h
  · cases mode <;> simp only at h <;> split at h <;> cases h
    · assumption
    · rename_i hd; exact Term.isData_endorseFree hd

end Llmbda
