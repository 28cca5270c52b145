module

public import LlmbdaExec
public import Llmbda.Label.Lemmas
public import Llmbda.Spec.LowEq
public import Llmbda.Spec.Dist
public import Llmbda.Spec.Denote
public import Llmbda.Spec.Hypotheses
public import Llmbda.Thm

/-!
# LLMbda

The LLMbda calculus: labels (`Llmbda.Label`), syntax (`Llmbda.Syntax`), the big-step semantics
(`Llmbda.Spec`), the interpreter `peval` (`Llmbda.Exec`), and the functions the binding builds
and reads values with (`Llmbda.FFI`). Proofs live under `Llmbda.Thm`.

The executable chain (labels, syntax, the semantics `Eval`, `peval`, the binding's functions) is
written in the files under `Llmbda/Label`, `Llmbda/Syntax`, `Llmbda/Spec`, `Llmbda/Exec` and
`Llmbda/FFI` that `python/llmbda/lean/codegen.py` lists, and defined once, in the module
`LlmbdaExec` assembled from them: the proofs import `LlmbdaExec`, and the C that runs is compiled
from it (`lean/generated/LlmbdaExec.c`), so the theorems are about the constants that run.
-/
