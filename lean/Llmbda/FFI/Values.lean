module

public import Llmbda.Syntax.Term

/-!
# Values across the binding

The functions the Python binding (`python/src/lean_engine.cpp`) builds and reads the compiled
chain's data values with, at the lattice `Lab4`, so that a tool's argument and result and a run's
value cross the boundary as Lean objects, not as text, and the binding knows no constructor tag or
field position: the layout of `Term`, `Value` and `Lab4` stays here, in Lean, and the code generator
turns each function into an exported C function of the same name.

A data value is a constant, a label literal, or a pair of data values; a value holding a function
(`kind` 7) crosses as text instead. Labels cross as bits (`1` for `U`, `2` for `S`). Every argument
is owned, as for any compiled Lean function (the binding passes a reference of its own). Each reader
is total: on a value of another kind it answers a default (`false`, `0`, `""`, `()`), and the
binding asks `kind` first.

These are definitions only: nothing here is part of the semantics, and no theorem depends on them.
What the binding does with them is in the trusted base (`TCB.md`).
-/

@[expose] public section

noncomputable section

namespace Llmbda.FFI

/-- The bits of a label: `1` for `U`, `2` for `S`. -/
@[export llmbda_ffi_bits]
def bits (l : Lab4) : UInt8 := (if l.u then 1 else 0) + (if l.s then 2 else 0)

/-- The label with these bits (`1` for `U`, `2` for `S`; other bits ignored). -/
@[export llmbda_ffi_of_bits]
def ofBits (b : UInt8) : Lab4 := ⟨b &&& 1 != 0, b &&& 2 != 0⟩

/-- What a raw value is: `0` unit, `1` a boolean, `2` an integer, `3` a string, `4` a label, `5` a
pair of values, `6` the empty list, `7` anything else (a function, or a term not in value form). -/
@[export llmbda_ffi_kind]
def kind : Term Lab4 → UInt8
  | .const .unit => 0
  | .const (.bool _) => 1
  | .const (.int _) => 2
  | .const (.str _) => 3
  | .lit _ => 4
  | .pair (.val _ _) (.val _ _) => 5
  | .const .nil => 6
  | _ => 7

/-- The boolean of a raw value of kind 1. -/
@[export llmbda_ffi_as_bool]
def asBool : Term Lab4 → Bool
  | .const (.bool b) => b
  | _ => false

/-- The integer of a raw value of kind 2. -/
@[export llmbda_ffi_as_int]
def asInt : Term Lab4 → Int
  | .const (.int i) => i
  | _ => 0

/-- The string of a raw value of kind 3. -/
@[export llmbda_ffi_as_str]
def asStr : Term Lab4 → String
  | .const (.str s) => s
  | _ => ""

/-- The bits of the label a raw value of kind 4 is. -/
@[export llmbda_ffi_as_lit]
def asLit : Term Lab4 → UInt8
  | .lit l => bits l
  | _ => 0

/-- The raw value of the first component of a raw value of kind 5. -/
@[export llmbda_ffi_fst_raw]
def fstRaw : Term Lab4 → Term Lab4
  | .pair (.val r _) _ => r
  | _ => .const .unit

/-- The label bits of the first component of a raw value of kind 5. -/
@[export llmbda_ffi_fst_bits]
def fstBits : Term Lab4 → UInt8
  | .pair (.val _ l) _ => bits l
  | _ => 0

/-- The raw value of the second component of a raw value of kind 5. -/
@[export llmbda_ffi_snd_raw]
def sndRaw : Term Lab4 → Term Lab4
  | .pair _ (.val r _) => r
  | _ => .const .unit

/-- The label bits of the second component of a raw value of kind 5. -/
@[export llmbda_ffi_snd_bits]
def sndBits : Term Lab4 → UInt8
  | .pair _ (.val _ l) => bits l
  | _ => 0

/-- A value's raw value. -/
@[export llmbda_ffi_raw]
def raw (v : Value Lab4) : Term Lab4 := v.raw

/-- The bits of a value's label. -/
@[export llmbda_ffi_label_bits]
def labelBits (v : Value Lab4) : UInt8 := bits v.label

/-- The value with this raw value and label. -/
@[export llmbda_ffi_value]
def value (r : Term Lab4) (l : UInt8) : Value Lab4 := ⟨r, ofBits l⟩

/-- `()`. -/
@[export llmbda_ffi_unit]
def mkUnit (_ : Unit) : Term Lab4 := .const .unit

/-- A boolean. -/
@[export llmbda_ffi_bool]
def mkBool (b : Bool) : Term Lab4 := .const (.bool b)

/-- An integer. -/
@[export llmbda_ffi_int]
def mkInt (i : Int) : Term Lab4 := .const (.int i)

/-- A string. -/
@[export llmbda_ffi_str]
def mkStr (s : String) : Term Lab4 := .const (.str s)

/-- The label literal with these bits. -/
@[export llmbda_ffi_lit]
def mkLit (l : UInt8) : Term Lab4 := .lit (ofBits l)

/-- `[]`. -/
@[export llmbda_ffi_nil]
def mkNil (_ : Unit) : Term Lab4 := .const .nil

/-- The pair of the raw values `a` and `b` labelled `la` and `lb`; each keeps its own label. -/
@[export llmbda_ffi_pair]
def mkPair (a : Term Lab4) (la : UInt8) (b : Term Lab4) (lb : UInt8) : Term Lab4 :=
  .pair (.val a (ofBits la)) (.val b (ofBits lb))

/-- A tool's answer, as `Tools.run` gives it: the raw value `r` and its provenance label `l`. -/
@[export llmbda_ffi_tool_answer]
def toolAnswer (r : Term Lab4) (l : UInt8) : Option (Term Lab4 × Lab4) := some (r, ofBits l)

end Llmbda.FFI

end
