module

public import Llmbda.Syntax.Print

/-!
# Primitive operators

The meaning of the unary and binary primitives on raw values. Integers are 64-bit: a result outside
`[intMin, intMax]` is an `overflow` error (so the executable core can use machine integers and agree
exactly). Division and remainder are Euclidean (`Int.ediv`, `Int.emod`); division by zero gives `0`
and `x % 0 = x`, as in Lean.
-/

@[expose] public section

noncomputable section

namespace Llmbda

/-- Why a primitive could not be applied. -/
inductive PrimError where
  /-- The operands have the wrong shape. -/
  | type (msg : String)
  /-- The integer result does not fit in 64 bits. -/
  | overflow
deriving DecidableEq, Inhabited

namespace Prim
variable {L : Type}

/-- The least 64-bit integer. -/
def intMin : Int := -9223372036854775808
/-- The greatest 64-bit integer. -/
def intMax : Int := 9223372036854775807

/-- An integer result, if it fits in 64 bits. -/
def intResult (i : Int) : Except PrimError (Term L) :=
  if intMin ≤ i ∧ i ≤ intMax then .ok (.const (.int i)) else .error .overflow

/-- A constant as a string (`show`). -/
def showConst : Const → String
  | .unit => "()"
  | .bool true => "true"
  | .bool false => "false"
  | .int i => Print.intToString i
  | .str s => s

/-- Unary primitives. -/
def eval1 : Op1 → Term L → Except PrimError (Term L)
  | .not, .const (.bool b) => .ok (.const (.bool (!b)))
  | .neg, .const (.int i) => intResult (-i)
  | .show, .const c => .ok (.const (.str (showConst c)))
  | .len, .const (.str s) => .ok (.const (.int s.length))
  | .not, _ => .error (.type "not: expected a boolean")
  | .neg, _ => .error (.type "neg: expected an integer")
  | .show, _ => .error (.type "show: expected a constant")
  | .len, _ => .error (.type "len: expected a string")

/-- Equality of raw values: constants and labels compare; other values cannot. -/
def rawEq [DecidableEq L] : Term L → Term L → Except PrimError Bool
  | .const a, .const b => .ok (decide (a = b))
  | .lit a, .lit b => .ok (decide (a = b))
  | .const _, .lit _ => .ok false
  | .lit _, .const _ => .ok false
  | _, _ => .error (.type "==: only constants and labels can be compared")

/-- Binary primitives. -/
def eval2 [DecidableEq L] : Op2 → Term L → Term L → Except PrimError (Term L)
  | .add, .const (.int a), .const (.int b) => intResult (a + b)
  | .sub, .const (.int a), .const (.int b) => intResult (a - b)
  | .mul, .const (.int a), .const (.int b) => intResult (a * b)
  | .div, .const (.int a), .const (.int b) => intResult (a / b)
  | .mod, .const (.int a), .const (.int b) => intResult (a % b)
  | .lt, .const (.int a), .const (.int b) => .ok (.const (.bool (decide (a < b))))
  | .le, .const (.int a), .const (.int b) => .ok (.const (.bool (decide (a ≤ b))))
  | .concat, .const (.str a), .const (.str b) => .ok (.const (.str (a ++ b)))
  | .and, .const (.bool a), .const (.bool b) => .ok (.const (.bool (a && b)))
  | .or, .const (.bool a), .const (.bool b) => .ok (.const (.bool (a || b)))
  | .eq, a, b => (rawEq a b).map fun r => .const (.bool r)
  | .ne, a, b => (rawEq a b).map fun r => .const (.bool (!r))
  | .concat, _, _ => .error (.type "++: expected two strings")
  | .and, _, _ => .error (.type "&&: expected two booleans")
  | .or, _, _ => .error (.type "||: expected two booleans")
  | _, _, _ => .error (.type "arithmetic: expected two integers")

end Prim

end Llmbda

end
