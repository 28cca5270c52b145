module

public import Llmbda.Label.Basic
public import Llmbda.Label.Bits
public import Llmbda.Label.Lemmas
public import Llmbda.Syntax.Term
public import Llmbda.Syntax.Print
public import Llmbda.Syntax.Parse
public import Llmbda.Spec.Session
public import Llmbda.Spec.Search
public import Llmbda.Spec.Prim
public import Llmbda.Spec.Eval
public import Llmbda.Spec.LowEq
public import Llmbda.Spec.Dist
public import Llmbda.Spec.Denote
public import Llmbda.Exec.Csimp
public import Llmbda.Exec.Search
public import Llmbda.Exec.Peval
public import Llmbda.FFI.Values
public import Llmbda.FFI.Run
public import Llmbda.Thm

/-!
# LLMbda

The LLMbda calculus: labels (`Llmbda.Label`), syntax (`Llmbda.Syntax`), the big-step semantics
(`Llmbda.Spec`), the interpreter `peval` (`Llmbda.Exec`), and the functions the binding builds
and reads values with (`Llmbda.FFI`). Proofs live under `Llmbda.Thm`.
-/
