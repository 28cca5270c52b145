module

import LlmbdaTest.Harness

/-!
# The `endorse` probes of the paper's Appendix E.5

`endorse ℓ e` replaces the integrity part of `e`'s label by the pure integrity label `ℓ`, keeps the
confidentiality part, and joins `pc`.
-/

namespace Llmbda.Test

/-- 1. Laundering: `{U}` data endorsed to `{}` becomes trusted. -/
example : runSrc "endorse {} ({U} : \"ok\")" = "\"ok\" @ {}" := by decide +kernel

/-- 2. No lowering of confidentiality: endorsing `{U, S}` data to `{}` leaves `{S}`. -/
example : runSrc "endorse {} ({U, S} : \"pw\")" = "\"pw\" @ {S}" := by decide +kernel

/-- 3. Inert under a tainted pc: the result keeps `U` from the pc. -/
example : runSrc "endorse {} ({U} : \"ok\")" (pc := Lab4.U) = "\"ok\" @ {U}" := by decide +kernel
example : runSrc "if ({U} : true) then endorse {} ({U} : 1) else 0" = "1 @ {U}" := by decide +kernel

/-- 4. Value pass-through: the value itself is unchanged. -/
example : runSrc "endorse {} ({U} : (1, \"two\"))" = "(({} : 1), ({} : \"two\")) @ {}" := by
  decide +kernel

/-- 5. An illegal target (with a confidentiality part) is an error. -/
example : runSrc "endorse {S} ({U} : 1)" = "error: illegal endorse target {S}" := by decide +kernel
example : runSrc "endorse 3 1" =
    "error: type error: endorse: the first argument is not a label" := by
  decide +kernel

/-- 6. The test is lifted for later flows: after endorsement, label tests and sinks accept the
value. The paper's program: the answer to `w ? {S}` is labelled by the policy `{S}`, so the branch
runs under `{S}`. -/
example : runSrc
    "let v = {U} : \"x\" in let w = endorse {} v in if w ? {S} then \"accepted\" else \
        \"rejected\"" =
    "\"accepted\" @ {S}" := by decide +kernel
example : runSrc "let v = {U} : \"x\" in if v ? {S} then \"accepted\" else \"rejected\"" =
    "\"rejected\" @ {S}" := by decide +kernel
example : runSrc "let x = endorse {} ({U} : 5) in x ? {}" = "true @ {}" := by decide +kernel
example : runSrc "let x = endorse {} ({U} : 5) in assert {} x" = "5 @ {}" := by decide +kernel
example : runSrc "let x = {U} : 5 in assert {} x" =
    "error: assert failed: {U} does not flow to {}" := by
  decide +kernel

end Llmbda.Test
