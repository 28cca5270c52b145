module

public import Llmbda.Syntax.Print
public import Llmbda.Spec.Search

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
  | .nil => "[]"

/-- Whitespace for `str_trim`: space, tab, newline, carriage return. -/
def isSpace (c : Char) : Bool := c = ' ' || c = '\t' || c = '\n' || c = '\r'

/-! Structurally recursive list helpers (the compiled chain cannot call Init's `List.map`, `take`,
`dropWhile`, … in this toolchain; see `Llmbda.Exec.Csimp`). -/

/-- `List.map` on characters. -/
def mapChars (f : Char → Char) : List Char → List Char
  | [] => []
  | c :: cs => f c :: mapChars f cs

/-- Drop leading whitespace. -/
def dropSpaces : List Char → List Char
  | [] => []
  | c :: cs => if isSpace c then dropSpaces cs else c :: cs

/-- Reverse onto an accumulator. -/
def revOnto : List Char → List Char → List Char
  | [], acc => acc
  | c :: cs, acc => revOnto cs (c :: acc)

/-- The first `n` characters. -/
def takeChars : Nat → List Char → List Char
  | 0, _ => []
  | _ + 1, [] => []
  | n + 1, c :: cs => c :: takeChars n cs

/-- Without the first `n` characters. -/
def dropChars : Nat → List Char → List Char
  | 0, cs => cs
  | _ + 1, [] => []
  | n + 1, _ :: cs => dropChars n cs

/-- Are all characters decimal digits? -/
def allDigits : List Char → Bool
  | [] => true
  | c :: cs => c.isDigit && allDigits cs

/-- An integer as a count: `0` for a negative one. -/
def count (n : Int) : Nat := if n ≤ 0 then 0 else n.natAbs

/-- `str_trim`: drop leading and trailing whitespace. -/
def trim (s : String) : String :=
  String.ofList (revOnto (dropSpaces (revOnto (dropSpaces s.toList) [])) [])

/-- The value of decimal digits, capped at `2^64` (every capped value is out of range). -/
def digitsNat (acc : Nat) : List Char → Nat
  | [] => acc
  | c :: cs => digitsNat (min (10 * acc + (c.toNat - 48)) 18446744073709551616) cs

/-- `parse_int`: the integer a string writes as `-?[0-9]+`, if it fits in 64 bits. -/
def parseIntChars (neg : Bool) (ds : List Char) : Option Int :=
  match ds with
  | [] => none
  | _ :: _ =>
    if allDigits ds then
      let n := digitsNat 0 ds
      let i : Int := if neg then -(n : Int) else n
      if intMin ≤ i ∧ i ≤ intMax then some i else none
    else none

/-- `parse_int` on a string. -/
def parseInt (s : String) : Option Int :=
  match s.toList with
  | '-' :: ds => parseIntChars true ds
  | ds => parseIntChars false ds

/-- `parse_int s` as a constant: the integer, or `()`. -/
def parseIntConst (s : String) : Const :=
  match parseInt s with
  | some i => .int i
  | none => .unit

/-- Unary primitives. -/
def eval1 : Op1 → Term L → Except PrimError (Term L)
  | .not, .const (.bool b) => .ok (.const (.bool (!b)))
  | .neg, .const (.int i) => intResult (-i)
  | .show, .const c => .ok (.const (.str (showConst c)))
  | .len, .const (.str s) => .ok (.const (.int s.length))
  | .lower, .const (.str s) => .ok (.const (.str (String.ofList (mapChars Char.toLower s.toList))))
  | .upper, .const (.str s) => .ok (.const (.str (String.ofList (mapChars Char.toUpper s.toList))))
  | .trim, .const (.str s) => .ok (.const (.str (trim s)))
  | .parseInt, .const (.str s) => .ok (.const (parseIntConst s))
  | .not, _ => .error (.type "not: expected a boolean")
  | .neg, _ => .error (.type "neg: expected an integer")
  | .show, _ => .error (.type "show: expected a constant")
  | .len, _ => .error (.type "len: expected a string")
  | .lower, _ => .error (.type "str_lower: expected a string")
  | .upper, _ => .error (.type "str_upper: expected a string")
  | .trim, _ => .error (.type "str_trim: expected a string")
  | .parseInt, _ => .error (.type "parse_int: expected a string")

/-- Is this raw value a constant or a label (what `==` compares)? -/
def isAtom {L : Type} : Term L → Bool
  | .const _ | .lit _ => true
  | _ => false

/-- Equality of two atoms. -/
def atomEq [DecidableEq L] : Term L → Term L → Bool
  | .const a, .const b => decide (a = b)
  | .lit a, .lit b => decide (a = b)
  | _, _ => false

/-- Equality of raw values: constants and labels compare; a constant or label is never equal to a
pair or a function (so `xs == []` tells an empty list from a non-empty one); two values that are
neither cannot be compared. -/
def rawEq [DecidableEq L] (a b : Term L) : Except PrimError Bool :=
  if isAtom a && isAtom b then .ok (atomEq a b)
  else if isAtom a || isAtom b then .ok false
  else .error (.type "==: only constants and labels can be compared")

/-- The binary primitives other than `==` and `!=`: they take constants. -/
def arith : Op2 → Term L → Term L → Except PrimError (Term L)
  | .add, .const (.int a), .const (.int b) => intResult (a + b)
  | .sub, .const (.int a), .const (.int b) => intResult (a - b)
  | .mul, .const (.int a), .const (.int b) => intResult (a * b)
  | .div, .const (.int a), .const (.int b) => intResult (a / b)
  | .mod, .const (.int a), .const (.int b) => intResult (a % b)
  | .lt, .const (.int a), .const (.int b) => .ok (.const (.bool (decide (a < b))))
  | .le, .const (.int a), .const (.int b) => .ok (.const (.bool (decide (a ≤ b))))
  | .gt, .const (.int a), .const (.int b) => .ok (.const (.bool (decide (b < a))))
  | .ge, .const (.int a), .const (.int b) => .ok (.const (.bool (decide (b ≤ a))))
  | .find, .const (.str a), .const (.str b) => .ok (.const (.int (findFrom b.toList a.toList 0)))
  | .take, .const (.str a), .const (.int n) => .ok
      (.const (.str (String.ofList (takeChars (count n) a.toList))))
  | .drop, .const (.str a), .const (.int n) => .ok
      (.const (.str (String.ofList (dropChars (count n) a.toList))))
  | .concat, .const (.str a), .const (.str b) => .ok (.const (.str (a ++ b)))
  | .and, .const (.bool a), .const (.bool b) => .ok (.const (.bool (a && b)))
  | .or, .const (.bool a), .const (.bool b) => .ok (.const (.bool (a || b)))
  | .concat, _, _ => .error (.type "++: expected two strings")
  | .and, _, _ => .error (.type "&&: expected two booleans")
  | .or, _, _ => .error (.type "||: expected two booleans")
  | .find, _, _ => .error (.type "str_find: expected two strings")
  | .take, _, _ => .error (.type "str_take: expected a string and an integer")
  | .drop, _, _ => .error (.type "str_drop: expected a string and an integer")
  | _, _, _ => .error (.type "arithmetic: expected two integers")

/-- Binary primitives. -/
def eval2 [DecidableEq L] (op : Op2) (a b : Term L) : Except PrimError (Term L) :=
  match op with
  | .eq => (rawEq a b).map fun r => .const (.bool r)
  | .ne => (rawEq a b).map fun r => .const (.bool (!r))
  | op => arith op a b

end Prim

end Llmbda

end
