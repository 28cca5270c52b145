import Lake
open Lake DSL

/-! Lake build for users with `elan`: `lake build Llmbda LlmbdaTest`. On machines without a native Lean,
`scripts/lean-check` (or `python -m llmbda.lean check`) checks the same sources with the wasm build. -/

package llmbda where
  srcDir := "lean"

@[default_target]
lean_lib Llmbda

lean_lib LlmbdaTest
