module

public import Llmbda.Label.Bits
public import Llmbda.Syntax.Term

/-!
# Values across the binding

The functions the Python binding (`python/src/lean_engine.cpp`) builds and reads the compiled
chain's data values with, at a lattice `BitLab M` given at run time (`Llmbda.Label.Bits`), so that a
tool's argument and result and a run's value cross the boundary as Lean objects, not as text, and
the binding knows no constructor tag or field position: the layout of `Term`, `Value` and `BitLab`
stays here, in Lean, and the code generator turns each function into an exported C function of the
same name. Every function but the lattice constructors takes the lattice `M` first (the code
generator keeps it as the first argument of the C function, also where the function does not look at
it).

A data value is a constant, a label literal, or a pair of data values; a value holding a function
(`kind` 7) crosses as text instead. Labels cross as their bits (`BitLab.bits`). Every argument
is owned, as for any compiled Lean function (the binding passes a reference of its own). Each reader
is total: on a value of another kind it answers a default (`false`, `0`, `""`, `()`), and the
binding asks `kind` first.

These are definitions only: nothing here is part of the semantics, and no theorem depends on them.
What the binding does with them is in the trusted base (`TCB.md`).
-/

@[expose] public section

noncomputable section

namespace Llmbda.FFI

variable {M : BitLattice}

/-- The lattice with integrity mask `integ` and no atoms yet (`latticeAtom` adds them). -/
@[export llmbda_ffi_lattice]
def lattice (integ : UInt64) : BitLattice := ⟨[], integ⟩

/-- `M` with the atom `name` (bits `b`) placed first: the binding adds a lattice's atoms last one
first, so that they end up in canonical order. -/
@[export llmbda_ffi_lattice_atom]
def latticeAtom (M : BitLattice) (name : String) (b : UInt64) : BitLattice :=
  ⟨(name, b) :: M.atoms, M.integ⟩

/-- The bits of a label. -/
@[export llmbda_ffi_bits]
def bits (l : BitLab M) : UInt64 := l.bits

/-- The label with these bits. -/
@[export llmbda_ffi_of_bits]
def ofBits (b : UInt64) : BitLab M := ⟨b⟩

/-- What a raw value is: `0` unit, `1` a boolean, `2` an integer, `3` a string, `4` a label, `5` a
pair of values, `6` the empty list, `7` anything else (a function, or a term not in value form). -/
@[export llmbda_ffi_kind]
def kind : Term (BitLab M) → UInt8
  | .const .unit => 0
  | .const (.bool _) => 1
  | .const (.int _) => 2
  | .const (.str _) => 3
  | .lit _ => 4
  | .pair (.val _ _) (.val _ _) => 5
  | .const .nil => 6
  | _ => 7

/-- Which function a raw value of kind 7 is: `1` a `fun` (`Term.lam`), `2` a `rec` (`Term.fix`),
`0` neither. -/
@[export llmbda_ffi_fun_kind]
def funKind : Term (BitLab M) → UInt8
  | .lam _ _ => 1
  | .fix _ _ _ => 2
  | _ => 0

/-- The boolean of a raw value of kind 1. -/
@[export llmbda_ffi_as_bool]
def asBool : Term (BitLab M) → Bool
  | .const (.bool b) => b
  | _ => false

/-- The integer of a raw value of kind 2. -/
@[export llmbda_ffi_as_int]
def asInt : Term (BitLab M) → Int
  | .const (.int i) => i
  | _ => 0

/-- The string of a raw value of kind 3. -/
@[export llmbda_ffi_as_str]
def asStr : Term (BitLab M) → String
  | .const (.str s) => s
  | _ => ""

/-- The bits of the label a raw value of kind 4 is. -/
@[export llmbda_ffi_as_lit]
def asLit : Term (BitLab M) → UInt64
  | .lit l => bits l
  | _ => 0

/-- The raw value of the first component of a raw value of kind 5. -/
@[export llmbda_ffi_fst_raw]
def fstRaw : Term (BitLab M) → Term (BitLab M)
  | .pair (.val r _) _ => r
  | _ => .const .unit

/-- The label bits of the first component of a raw value of kind 5. -/
@[export llmbda_ffi_fst_bits]
def fstBits : Term (BitLab M) → UInt64
  | .pair (.val _ l) _ => bits l
  | _ => 0

/-- The raw value of the second component of a raw value of kind 5. -/
@[export llmbda_ffi_snd_raw]
def sndRaw : Term (BitLab M) → Term (BitLab M)
  | .pair _ (.val r _) => r
  | _ => .const .unit

/-- The label bits of the second component of a raw value of kind 5. -/
@[export llmbda_ffi_snd_bits]
def sndBits : Term (BitLab M) → UInt64
  | .pair _ (.val _ l) => bits l
  | _ => 0

/-- A value's raw value. -/
@[export llmbda_ffi_raw]
def raw (v : Value (BitLab M)) : Term (BitLab M) := v.raw

/-- The bits of a value's label. -/
@[export llmbda_ffi_label_bits]
def labelBits (v : Value (BitLab M)) : UInt64 := bits v.label

/-- The value with this raw value and label. -/
@[export llmbda_ffi_value]
def value (r : Term (BitLab M)) (l : UInt64) : Value (BitLab M) := ⟨r, ofBits l⟩

/-- `()`. -/
@[export llmbda_ffi_unit]
def mkUnit (_ : Unit) : Term (BitLab M) := .const .unit

/-- A boolean. -/
@[export llmbda_ffi_bool]
def mkBool (b : Bool) : Term (BitLab M) := .const (.bool b)

/-- An integer. -/
@[export llmbda_ffi_int]
def mkInt (i : Int) : Term (BitLab M) := .const (.int i)

/-- A string. -/
@[export llmbda_ffi_str]
def mkStr (s : String) : Term (BitLab M) := .const (.str s)

/-- The label literal with these bits. -/
@[export llmbda_ffi_lit]
def mkLit (l : UInt64) : Term (BitLab M) := .lit (ofBits l)

/-- `[]`. -/
@[export llmbda_ffi_nil]
def mkNil (_ : Unit) : Term (BitLab M) := .const .nil

/-- The pair of the raw values `a` and `b` labelled `la` and `lb`; each keeps its own label. -/
@[export llmbda_ffi_pair]
def mkPair (a : Term (BitLab M)) (la : UInt64) (b : Term (BitLab M)) (lb : UInt64) :
    Term (BitLab M) :=
  .pair (.val a (ofBits la)) (.val b (ofBits lb))

/-- A tool's answer, as `Tools.run` gives it: the raw value `r` and its provenance label `l`. -/
@[export llmbda_ffi_tool_answer]
def toolAnswer (r : Term (BitLab M)) (l : UInt64) : Option (Term (BitLab M) × BitLab M) :=
  some (r, ofBits l)

end Llmbda.FFI

end
