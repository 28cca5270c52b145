module

import LlmbdaTest.Harness
import Llmbda.Spec.Denote
import Llmbda.Thm.Dist

/-!
# The denotation and the skipping semantics on small programs

`denote` evaluated by the kernel on programs that sample a two-reply model: every way the run can
end, with its weight and the replies it sampled. Weights are natural numbers here (each reply weight
`1`), so a weight counts paths; with probabilities (`NNRat`) they would be `1/2` each.
-/

namespace Llmbda.Test

/-- A two-sided coin: in every reply mode, after every conversation, the model answers `1` or
`2`. -/
noncomputable def coin : Sampler Lab4 Nat := fun _ _ => [(1, "1"), (1, "2")]

/-- The outcomes of `denote` (plain for `m = none`, skipping for `some m`) at depth `n`, from the
empty conversation under `pc = {}`, as (weight, `value @ label`, trace). -/
noncomputable def denoteSrc (m : Option Lab4) (src : String) (n : Nat := 20) :
    List (Nat × String × List String) :=
  match (parse src : Except ParseError (Term Lab4)) with
  | .ok t => List.map (fun (p : Nat × Outcome Lab4) =>
      (p.1, print p.2.2.1.raw ++ " @ " ++ Print.label p.2.2.1.label, p.2.2.2.1))
      (denote coin noTools m n Lab4.empty [] t)
  | .error _ => []

/-- The effect traces of `denote` (tool `fileTool`) at depth `n` from the empty conversation under
`pc = {}`, one list per outcome, one line per effect. -/
noncomputable def denoteFxSrc (m : Option Lab4) (src : String) (n : Nat := 20) :
    List (List String) :=
  match (parse src : Except ParseError (Term Lab4)) with
  | .ok t => List.map (fun (p : Nat × Outcome Lab4) => p.2.2.2.2.map effectSummary)
      (denote coin fileTool m n Lab4.empty [] t)
  | .error _ => []

/-- One sample, two outcomes, each with its trace. -/
example : denoteSrc none "recv + 10" = [(1, "11 @ {}", ["1"]), (1, "12 @ {}", ["2"])] := by
  decide +kernel

/-- Two samples: four paths, in the order the replies were drawn. -/
example : denoteSrc none "recv * 10 + recv" =
    [(1, "11 @ {}", ["1", "1"]), (1, "12 @ {}", ["1", "2"]), (1, "21 @ {}", ["2", "1"]),
     (1, "22 @ {}", ["2", "2"])] := by decide +kernel

/-- A reply that does not parse, or a run that gets stuck, contributes nothing (missing mass). -/
example : denoteSrc none "if recv == 1 then 0 else assert {} ({U} : 0)" =
    [(1, "0 @ {}", ["1"])] := by
  decide +kernel

/-- Too little depth: nothing yet (the denotation grows with the depth). -/
example : denoteSrc none "recv + 10" 1 = [] := by decide +kernel

/-- A secret branch that asks the model is stuck in the plain semantics (no sensitive upgrade of a
public conversation)... -/
example : denoteSrc none "if ({S} : true) then recv else 0" = [] := by decide +kernel

/-- ... and a dummy in the skipping semantics of the public observer `{}`: it does not look inside
the secret branch. -/
example : denoteSrc (some Lab4.empty) "if ({S} : true) then recv else 0" =
    [(1, "() @ {S}", [])] := by
  decide +kernel

/-- The skipping semantics of an observer that sees everything is the plain semantics. -/
example : denoteSrc (some Lab4.US) "recv + 10" = denoteSrc none "recv + 10" := by decide +kernel

/-- A public sample after a secret computation: the skipping semantics keeps the visible
sampling. -/
example : denoteSrc (some Lab4.empty) "let x = ({S} : 5) + 1 in recv" =
    [(1, "1 @ {}", ["1"]), (1, "2 @ {}", ["2"])] := by decide +kernel

/-! ## Effect traces in the denotation -/

/-- Every outcome carries the prompts made inside `fork` (the conversation is restored, the model
was shown it) and the call, in order, as `peval` records them (`LlmbdaTest/Effects.lean`). -/
example : denoteFxSrc none
    "send ({S} : 1); fork (recv); clear; send 2; let r = recv in call \"post\" (r - r)" =
    List.replicate 4 ["prompt {}: user {S}: 1", "prompt {}: user {}: 2",
      "call {} post: 0 @ {}"] := by
  decide +kernel

/-- A call refused by its clearance has no outcome, so no effect. -/
example : denoteFxSrc none "call \"post\" ({S} : 1)" = [] := by decide +kernel

/-- The skipping semantics of the public observer `{}` skips a `recv` on a secret conversation but
keeps its prompt (made under the public `pc`): the observer sees that the model was asked. -/
example : denoteFxSrc (some Lab4.empty) "send ({S} : 1); recv" = [["prompt {}: user {S}: 1"]] := by
  decide +kernel

/-- It skips a call with a secret argument but keeps the call (the clearance check and the result
are skipped: the observer sees that the tool was called). -/
example : denoteFxSrc (some Lab4.empty) "call \"read_file\" ({S} : 1)" =
    [["call {} read_file: 1 @ {S}"]] := by
  decide +kernel

/-- Under a secret `pc` nothing is recorded by the skipping semantics: the observer cannot follow
that run, and the plain semantics records its effects under the secret `pc`. -/
example : denoteFxSrc (some Lab4.empty)
    "if ({S} : true) then call \"read_file\" 1 else 0" = [[]] := by
  decide +kernel
example : denoteFxSrc none "if ({S} : true) then call \"read_file\" 1 else 0" =
    [["call {S} read_file: 1 @ {S}"]] := by
  decide +kernel

end Llmbda.Test
