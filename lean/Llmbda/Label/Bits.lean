module

public import Llmbda.Label.Basic

/-!
# Lattices given at run time

A user's lattice (a Python `llmbda.Lattice`) is a lattice of bit sets: a label is a set of bits, the
join is union, a named atom stands for a set of bits, and a mask says which bits are integrity bits
(every other bit is a confidentiality bit). `BitLattice` is such a lattice as a value, built when a
run starts, and `BitLab M` is the type of its labels, with the instances the interpreter needs
(`Factored`, `DecidableEq`, `LabelSyntax`). The theorems are generic in the lattice, so they hold at
`BitLab M` for every `M`; this is the lattice the compiled engine runs at (`Llmbda.FFI`).

Labels here are 64-bit words, and `⊤` is the word of all ones: a program's labels are joins of
atoms, which lie inside the lattice's masks, so `⊤` (used by no rule of the interpreter) is never
seen, and `conf` (the bits outside the integrity mask) is the label's confidentiality part. `LAB4`,
the paper's `{U, S}`, is the lattice with atoms `U = 1`, `S = 2` and integrity mask `1`.
-/

@[expose] public section

noncomputable section

namespace Llmbda

/-- A lattice of bit sets given at run time: its atoms, in the order labels print them, and the
integrity mask. -/
structure BitLattice where
  /-- Each atom's name and its bits, in canonical order. -/
  atoms : List (String × UInt64)
  /-- The integrity bits (every other bit is a confidentiality bit). -/
  integ : UInt64

/-- A label of the lattice `M`: a set of bits. -/
structure BitLab (M : BitLattice) where
  /-- The label's bits. -/
  bits : UInt64

namespace BitLab

variable {M : BitLattice}

theorem ext : ∀ {a b : BitLab M}, a.bits = b.bits → a = b
  | ⟨_⟩, ⟨_⟩, rfl => rfl

instance : DecidableEq (BitLab M) := fun a b =>
  if h : a.bits = b.bits then isTrue (ext h) else isFalse (fun e => h (congrArg BitLab.bits e))

theorem word_ext {a b : UInt64}
    (h : ∀ i, i < 64 → a.toBitVec.getLsbD i = b.toBitVec.getLsbD i) : a = b :=
  UInt64.toBitVec_inj.mp (BitVec.eq_of_getLsbD_eq h)

theorem or_comm' (a b : UInt64) : a ||| b = b ||| a := by
  apply word_ext; intro i _; simp [Bool.or_comm]

theorem or_assoc' (a b c : UInt64) : a ||| b ||| c = a ||| (b ||| c) := by
  apply word_ext; intro i _; simp [Bool.or_assoc]

theorem or_self' (a : UInt64) : a ||| a = a := by
  apply word_ext; intro i _; simp

theorem zero_or' (a : UInt64) : 0 ||| a = a := by
  apply word_ext; intro i _; simp

theorem ones_or (a : UInt64) : ~~~0 ||| a = ~~~0 := by
  apply word_ext; intro i _; simp

theorem and_or_and_not (a m : UInt64) : (a &&& m) ||| (a &&& ~~~m) = a := by
  apply word_ext; intro i hi; simp [hi]; cases a.toBitVec[i] <;> cases m.toBitVec[i] <;> rfl

theorem or_and (a b m : UInt64) : (a ||| b) &&& m = (a &&& m) ||| (b &&& m) := by
  apply word_ext; intro i _; simp
  cases a.toBitVec.getLsbD i <;> cases b.toBitVec.getLsbD i <;> simp

theorem and_and_self (a m : UInt64) : a &&& m &&& m = a &&& m := by
  apply word_ext; intro i _; simp

theorem and_not_and (a m : UInt64) : a &&& ~~~m &&& m = 0 := by
  apply word_ext; intro i _; simp

theorem and_and_not (a m : UInt64) : a &&& m &&& ~~~m = 0 := by
  apply word_ext; intro i _; simp; intros; assumption

/-- Union of bit sets. A function of its own, never inlined: the compiled instance holds it as a
closure, and `UInt64.lor` itself has no compiled closure in the toolchain's `Init`. -/
@[noinline] def union (a b : UInt64) : UInt64 := a ||| b

/-- The lattice of bit sets: join is union, `⊥` the empty set; the integrity part is the bits in
the mask, the confidentiality part the others. -/
instance : Factored (BitLab M) where
  join a b := ⟨union a.bits b.bits⟩
  bot := ⟨0⟩
  top := ⟨~~~0⟩
  join_comm a b := ext (or_comm' a.bits b.bits)
  join_assoc a b c := ext (or_assoc' a.bits b.bits c.bits)
  join_idem a := ext (or_self' a.bits)
  bot_join a := ext (zero_or' a.bits)
  top_join a := ext (ones_or a.bits)
  integ a := ⟨a.bits &&& M.integ⟩
  conf a := ⟨a.bits &&& ~~~M.integ⟩
  integ_join_conf a := ext (and_or_and_not a.bits M.integ)
  integ_join a b := ext (or_and a.bits b.bits M.integ)
  conf_join a b := ext (or_and a.bits b.bits (~~~M.integ))
  integ_integ a := ext (and_and_self a.bits M.integ)
  conf_conf a := ext (and_and_self a.bits (~~~M.integ))
  integ_conf a := ext (and_not_and a.bits M.integ)
  conf_integ a := ext (and_and_not a.bits M.integ)

/-- `a ⊆ b` on bits. -/
def within (a b : UInt64) : Bool := decide (a ||| b = b)

/-- The bits of the first atom named `name`. -/
def atomBits (name : String) : List (String × UInt64) → Option UInt64
  | [] => none
  | (n, b) :: rest => if n = name then some b else atomBits name rest

/-- Some atom of `atoms` lies below `l` and strictly above the bits `a`. -/
def dominated (l a : UInt64) : List (String × UInt64) → Bool
  | [] => false
  | (_, b) :: rest =>
    if within b l && !decide (b = a) && within a b then true else dominated l a rest

/-- Some atom of `seen` has the bits `a`. -/
def hasBits (a : UInt64) : List (String × UInt64) → Bool
  | [] => false
  | (_, b) :: rest => if decide (b = a) then true else hasBits a rest

/-- The names of the atoms of `rest` that are maximal below `l` among all atoms `all` (the first
of atoms with equal bits; `seen` are the atoms before `rest`). -/
def maximalAtoms (all : List (String × UInt64)) (l : UInt64) :
    List (String × UInt64) → List (String × UInt64) → List String
  | _, [] => []
  | seen, (n, a) :: rest =>
    if !decide (a = 0) && within a l && !dominated l a all && !hasBits a seen then
      n :: maximalAtoms all l ((n, a) :: seen) rest
    else maximalAtoms all l ((n, a) :: seen) rest

/-- Label literals name the lattice's atoms; a label prints as its maximal atoms in canonical order
(their join is the label for every label that is a join of atoms). -/
instance : LabelSyntax (BitLab M) where
  atom? name := match atomBits name M.atoms with
    | some b => some ⟨b⟩
    | none => none
  atoms l := maximalAtoms M.atoms l.bits [] M.atoms

end BitLab

end Llmbda

end
