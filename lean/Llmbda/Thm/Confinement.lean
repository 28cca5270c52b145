module

public import LlmbdaExec
public import Llmbda.Label.Lemmas

/-!
# Confinement

The paper's Lemma 1: evaluation under `pc` yields values labelled at least `pc`. Every rule either
labels its result `pc` (constants, functions, pairs, `send`, `clear`), joins `pc` into it (`E-Val`,
`E-Test`, `E-Endorse`), or passes on the label of a premise evaluated under `pc` or a higher
`pc ⊔ l` (`E-App`, `E-If`, `E-Recv`, …).

Axiom pin (checked by the check driver's audit; `#print axioms` cannot run in a module build, see
TCB.md):

pin: 'Llmbda.Eval.confinement' does not depend on any axioms

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, Lemma 1.
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local infix:50 " ⊑ " => Flows

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

/-- **Confinement** (the paper's Lemma 1): the label of every result is above the `pc` it was
computed under. -/
theorem Eval.confinement {M : Model L W} {T : Tools L} {pc : L} {C C' : Session L} {e : Term L}
    {v : Value L} {w : W} {s : List String} (h : Eval M T pc C e C' v w s) : pc ⊑ v.label := by
  induction h with
  | const | lit | lam | fix | pair | send | clear => exact flows_refl _
  | val => exact flows_join_left _ _
  | app _ _ _ _ _ ih => exact flows_trans (flows_join_left _ _) ih
  | appFix _ _ _ _ _ ih => exact flows_trans (flows_join_left _ _) ih
  | iteTrue _ _ _ ih => exact flows_trans (flows_join_left _ _) ih
  | iteFalse _ _ _ ih => exact flows_trans (flows_join_left _ _) ih
  | prim1 _ _ ih => exact ih
  | prim2 _ _ _ ih => exact flows_join_of_left _ ih
  | fst _ ih => exact flows_join_of_right _ ih
  | snd _ ih => exact flows_join_of_right _ ih
  | labS _ ih => exact flows_join_of_left _ ih
  | labD _ _ _ ih => exact flows_join_of_left _ (flows_join_of_left _ ih)
  | test => exact flows_join_of_left _ (flows_join_left _ _)
  | assert _ _ _ _ ih => exact flows_join_of_left _ (flows_join_of_left _ ih)
  | endorse => exact flows_join_of_left _ (flows_join_of_left _ (flows_join_left _ _))
  | recv _ _ _ ih => exact flows_trans (flows_join_left _ _) ih
  | fork _ ih => exact ih
  | call _ _ _ ih => exact flows_join_of_left _ (flows_join_of_left _ ih)

end Llmbda

end
