module

import LlmbdaTest.Harness

/-!
# The run's log

What `peval` records besides what the semantics observes (`State.log`): the endorse log and the step
trace, evaluated by the kernel.
-/

namespace Llmbda.Test

/-- The endorse log `peval` keeps (`State.log`): each endorsement executed, at the position the
parser gave its `endorse`, with its target and the value's label before and after; one site run
twice is logged twice, and an illegal target is not an endorsement. -/
example : endorsedSrc "let f = fun x -> endorse {} x in\n(f ({U} : 1), f ({U, S} : 2))" =
    ["1:18 {} {U} -> {}", "1:18 {} {U, S} -> {S}"] := by decide +kernel
example : endorsedSrc "1 + 1" = [] := by decide +kernel
example : endorsedSrc "(endorse {} ({U} : 1), endorse {S} 2)" = ["1:2 {} {U} -> {}"] := by
  decide +kernel

/-- The step trace: each step's rule and `pc`, as long as the room given lasts, none without. -/
example : stepsSrc "if ({U} : true) then 1 else 2" 10 =
    ["E-If {}", "E-LabelStatic {}", "E-Const {}", "E-Const {U}"] := by decide +kernel
example : stepsSrc "if ({U} : true) then 1 else 2" 2 = ["E-If {}", "E-LabelStatic {}"] := by
  decide +kernel
example : stepsSrc "if ({U} : true) then 1 else 2" 0 = [] := by decide +kernel

end Llmbda.Test
