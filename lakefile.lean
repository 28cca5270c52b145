import Lake
open Lake DSL

/-! Lake build for users with `elan`: `lake build Llmbda LlmbdaTest`. On machines without a native
Lean, `scripts/lean-check` (or `python -m llmbda.lean check`) checks the same sources with the wasm
build. -/

package llmbda where
  srcDir := "lean"

-- The executable chain as one module (generated from the chain modules by `llmbda-lean check
-- --codegen-write`): the theorems import it, and it is what `lean -c` compiles.
lean_lib LlmbdaExec

@[default_target]
lean_lib Llmbda

lean_lib LlmbdaTest
