module

-- GENERATED from the modules Llmbda/Exec/Csimp, Llmbda/Label/Basic, Llmbda/Label/Bits, Llmbda/Syntax/Term, Llmbda/Exec/DeepLabel, Llmbda/Syntax/Print, Llmbda/Syntax/Parse, Llmbda/Spec/Session, Llmbda/Spec/Search, Llmbda/Exec/Search, Llmbda/Spec/Prim, Llmbda/Spec/Eval, Llmbda/Exec/Peval, Llmbda/Exec/KeptLabel, Llmbda/Exec/Env, Llmbda/FFI/Values, Llmbda/FFI/Run by
-- python/llmbda/lean/codegen.py (`llmbda-lean check --codegen-write`): edit those, not this.
-- The theorems import this module, and the Lean check compiles it to lean/generated/LlmbdaExec.c.

@[expose] public section

-- Llmbda/Exec/Csimp.lean
section

/-!
# Compiled replacements for Init functions

The wasm Lean that checks this project has no private IR for Init, so its code generator cannot
compile calls into some Init functions (`List.instAppend`, derived `DecidableEq` on lists and
options, …). Each is replaced here, for the compiler only, by a structurally recursive copy bound to
it by a `@[csimp]` theorem: a proved equality, so the kernel and every proof keep seeing Init's
definition, and every theorem about `peval` is a theorem about the compiled code.
-/


namespace Llmbda.Compiled

universe u

/-- List append, structurally recursive. -/
def append {α : Type u} : List α → List α → List α
  | [], l => l
  | a :: as, l => a :: append as l

theorem append_eq {α : Type u} : ∀ (a b : List α), append a b = List.append a b
  | [], _ => rfl
  | a :: as, b => by simp only [append, append_eq as b]; rfl

/-- `Append (List α)` through `append`. -/
def instAppend {α : Type u} : Append (List α) := ⟨append⟩

@[csimp] theorem instAppend_eq : @List.instAppend = @instAppend := by
  funext α
  show (⟨List.append⟩ : Append (List α)) = ⟨append⟩
  congr 1
  funext a b
  exact (append_eq a b).symm

/-- Decidable equality of lists, structurally recursive. -/
def decEqList {α : Type u} [DecidableEq α] : (a b : List α) → Decidable (a = b)
  | [], [] => isTrue rfl
  | [], _ :: _ => isFalse (fun h => by cases h)
  | _ :: _, [] => isFalse (fun h => by cases h)
  | a :: as, b :: bs =>
    if h : a = b then
      match decEqList as bs with
      | isTrue h' => isTrue (h ▸ h' ▸ rfl)
      | isFalse h' => isFalse (fun e => h' (List.cons.inj e).2)
    else isFalse (fun e => h (List.cons.inj e).1)

@[csimp] theorem instDecidableEqList_eq : @instDecidableEqList = @decEqList := by
  funext α inst a b
  exact Subsingleton.elim _ _

/-- Decidable equality of options. -/
def decEqOption {α : Type u} [DecidableEq α] : (a b : Option α) → Decidable (a = b)
  | none, none => isTrue rfl
  | none, some _ => isFalse (fun h => by cases h)
  | some _, none => isFalse (fun h => by cases h)
  | some a, some b =>
    if h : a = b then isTrue (h ▸ rfl) else isFalse (fun e => h (Option.some.inj e))

@[csimp] theorem instDecidableEqOption_eq : @Option.instDecidableEq = @decEqOption := by
  funext α inst a b
  exact Subsingleton.elim _ _

end Llmbda.Compiled

namespace Llmbda.Compiled

universe v

/-- `List.reverse`, through an accumulator. -/
def reverseAux {α : Type v} : List α → List α → List α
  | [], acc => acc
  | a :: as, acc => reverseAux as (a :: acc)

theorem reverseAux_eq {α : Type v} : ∀ (a acc : List α), reverseAux a acc = List.reverseAux a acc
  | [], _ => rfl
  | a :: as, acc => reverseAux_eq as (a :: acc)

/-- `List.reverse`. -/
def reverse {α : Type v} (l : List α) : List α := reverseAux l []

@[csimp] theorem reverse_eq : @List.reverse = @reverse := by
  funext α l
  exact (reverseAux_eq l []).symm

/-- `List.length`, structurally recursive. -/
def length {α : Type v} : List α → Nat
  | [] => 0
  | _ :: as => length as + 1

theorem length_eq' {α : Type v} : ∀ l : List α, length l = List.length l
  | [] => rfl
  | _ :: as => by simp only [length, length_eq' as, List.length_cons]

@[csimp] theorem length_eq : @List.length = @length := by
  funext α l
  exact (length_eq' l).symm

/-- `List.isEmpty`. -/
def isEmpty {α : Type v} : List α → Bool
  | [] => true
  | _ :: _ => false

@[csimp] theorem isEmpty_eq : @List.isEmpty = @isEmpty := by
  funext α l
  cases l <;> rfl

end Llmbda.Compiled

namespace Llmbda.Compiled

universe w

/-- `List.head?`. -/
def head? {α : Type w} : List α → Option α
  | [] => none
  | a :: _ => some a

@[csimp] theorem head?_eq : @List.head? = @head? := by
  funext α l
  cases l <;> rfl

/-- `List.getD`. -/
def getD {α : Type w} : List α → Nat → α → α
  | [], _, d => d
  | a :: _, 0, _ => a
  | _ :: as, n + 1, d => getD as n d

theorem getD_eq' {α : Type w} : ∀ (l : List α) (n : Nat) (d : α), getD l n d = List.getD l n d
  | [], _, _ => rfl
  | _ :: _, 0, _ => rfl
  | _ :: as, n + 1, d => by simp only [getD, getD_eq' as n d, List.getD_cons_succ]

@[csimp] theorem getD_eq : @List.getD = @getD := by
  funext α l n d
  exact (getD_eq' l n d).symm

end Llmbda.Compiled
end

-- Llmbda/Label/Basic.lean
section

/-!
# Labels

Information-flow labels form a join-semilattice with a bottom and a top. We give the structure
algebraically, by its join, and define the order `a ⊑ b` as `a ⊔ b = b`; this keeps the order decidable
whenever equality of labels is, which is what the interpreter `peval` needs.

`Factored` adds the factoring `L ≅ I × S` of a label into its integrity part and its confidentiality part,
which is what `endorse` needs: an endorsement may change the integrity part only.

`Lab4` is the paper's running example, the powerset of `{U, S}` (`U`: untrusted, `S`: secret).

## References
* Z. Garby, A. D. Gordon, D. Sands. *The LLMbda Calculus: AI Agents, Conversations, and Information Flow*.
  arXiv:2602.20064, 2026.
-/


-- The wasm Lean used on CI lacks Init's private IR, so its code generator cannot compile these
-- definitions; they are evaluated by the kernel instead (see TCB.md).

namespace Llmbda

/-- A join-semilattice with a bottom and a top element, presented by its join. -/
class JoinSemilattice (L : Type) where
  /-- The least upper bound of two labels. -/
  join : L → L → L
  /-- The least label: public and trusted. -/
  bot : L
  /-- The greatest label. -/
  top : L
  join_comm : ∀ a b : L, join a b = join b a
  join_assoc : ∀ a b c : L, join (join a b) c = join a (join b c)
  join_idem : ∀ a : L, join a a = a
  bot_join : ∀ a : L, join bot a = a
  top_join : ∀ a : L, join top a = top

/-! Notation is `local` in every file that uses it: under the wasm Lean used on CI, a syntax extension
declared in one module cannot be run in another (its parser has no loaded code), so each file declares
the same three lines (`⊔`, `⊥`, `⊤`, and `⊑` below). -/
local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot
local notation "⊤" => JoinSemilattice.top

/-- The flow order: information labelled `a` may flow to `b` when `a ⊔ b = b`. -/
def Flows {L : Type} [JoinSemilattice L] (a b : L) : Prop := a ⊔ b = b

local infix:50 " ⊑ " => Flows

instance {L : Type} [JoinSemilattice L] [DecidableEq L] (a b : L) : Decidable (a ⊑ b) :=
  inferInstanceAs (Decidable (a ⊔ b = b))

/-- The flow order as a boolean test, as the interpreter runs it. -/
def flows {L : Type} [JoinSemilattice L] [DecidableEq L] (a b : L) : Bool := decide (a ⊔ b = b)

/-- The factoring `L ≅ I × S` of a label into an integrity part (`integ`) and a confidentiality part
(`conf`). `endorse` replaces the integrity part and keeps the confidentiality part. -/
class Factored (L : Type) extends JoinSemilattice L where
  /-- The integrity component of a label (for `Lab4`: whether `U` is present). -/
  integ : L → L
  /-- The confidentiality component of a label (for `Lab4`: whether `S` is present). -/
  conf : L → L
  integ_join_conf : ∀ a : L, join (integ a) (conf a) = a
  integ_join : ∀ a b : L, integ (join a b) = join (integ a) (integ b)
  conf_join : ∀ a b : L, conf (join a b) = join (conf a) (conf b)
  integ_integ : ∀ a : L, integ (integ a) = integ a
  conf_conf : ∀ a : L, conf (conf a) = conf a
  integ_conf : ∀ a : L, integ (conf a) = bot
  conf_integ : ∀ a : L, conf (integ a) = bot

/-- Concrete syntax for labels: a label literal `{A, B}` denotes the join of its atoms. -/
class LabelSyntax (L : Type) where
  /-- The label an atom name stands for, if it is an atom of this lattice. -/
  atom? : String → Option L
  /-- The atoms of a label in canonical order (their join is the label). -/
  atoms : L → List String

/-- The paper's four-point lattice: the powerset of `{U, S}`. -/
structure Lab4 where
  /-- `U ∈ l`: the data may have been influenced by an untrusted source. -/
  u : Bool
  /-- `S ∈ l`: the data is secret. -/
  s : Bool
deriving DecidableEq, Inhabited

namespace Lab4

/-- `{}`: public and trusted. -/
def empty : Lab4 := ⟨false, false⟩
/-- `{U}`: untrusted. -/
def U : Lab4 := ⟨true, false⟩
/-- `{S}`: secret. -/
def S : Lab4 := ⟨false, true⟩
/-- `{U, S}`: untrusted and secret. -/
def US : Lab4 := ⟨true, true⟩

instance : Factored Lab4 where
  join a b := ⟨a.u || b.u, a.s || b.s⟩
  bot := empty
  top := US
  join_comm := by
    intro ⟨a1, a2⟩ ⟨b1, b2⟩; cases a1 <;> cases a2 <;> cases b1 <;> cases b2 <;> rfl
  join_assoc := by
    intro ⟨a1, a2⟩ ⟨b1, b2⟩ ⟨c1, c2⟩
    cases a1 <;> cases a2 <;> cases b1 <;> cases b2 <;> cases c1 <;> cases c2 <;> rfl
  join_idem := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  bot_join := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  top_join := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  integ a := ⟨a.u, false⟩
  conf a := ⟨false, a.s⟩
  integ_join_conf := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  integ_join := by
    intro ⟨a1, a2⟩ ⟨b1, b2⟩; cases a1 <;> cases a2 <;> cases b1 <;> cases b2 <;> rfl
  conf_join := by
    intro ⟨a1, a2⟩ ⟨b1, b2⟩; cases a1 <;> cases a2 <;> cases b1 <;> cases b2 <;> rfl
  integ_integ := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  conf_conf := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  integ_conf := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl
  conf_integ := by intro ⟨a1, a2⟩; cases a1 <;> cases a2 <;> rfl

instance : LabelSyntax Lab4 where
  atom? a := if a = "U" then some U else if a = "S" then some S else none
  atoms l := (if l.u then ["U"] else []) ++ (if l.s then ["S"] else [])

end Lab4

end Llmbda

end

-- Llmbda/Label/Bits.lean
section


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

-- Llmbda/Syntax/Term.lean
section


/-!
# Terms and values

The untyped call-by-value λ-calculus of LLMbda: constants, functions (plain and recursive), pairs,
primitive operators, tool calls, the labelling constructs (`l:e`, `e1:e2`, `e1 ? e2`, `assert`,
`endorse`) and the conversation constructs (`send`, `recv`, `fork`, `clear`).

Values carry labels. A value is a *raw value* (a term in value form: a constant, a label, a function, a
recursive function or a pair of labelled values) together with its label. Substitution puts a value
back into a term as the runtime form `Term.val r l`; values are closed, so substitution never descends
into them and never captures.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §3 (syntax).
-/



namespace Llmbda

/-- Constants of the language. -/
inductive Const where
  /-- `()` -/
  | unit
  /-- `true`, `false` -/
  | bool (b : Bool)
  /-- Integers; arithmetic stays within signed 64 bits (`Prim.intMin` … `Prim.intMax`). -/
  | int (i : Int)
  /-- String literals. -/
  | str (s : String)
  /-- `[]`: the empty list. A list `[e1, …, en]` is the pairs `(e1, (…, (en, [])))`, a record
  `{"k": e, …}` the list of its `("k", e)` pairs; each element keeps its own label. -/
  | nil
deriving DecidableEq, Inhabited

/-- Unary primitive operators. -/
inductive Op1 where
  /-- `not b` -/
  | not
  /-- `neg i` -/
  | neg
  /-- `show c`: a constant as a string. -/
  | show
  /-- `len s`: the number of characters of a string. -/
  | len
  /-- `str_lower s`: ASCII letters to lower case. -/
  | lower
  /-- `str_upper s`: ASCII letters to upper case. -/
  | upper
  /-- `str_trim s`: without leading and trailing spaces, tabs, newlines and carriage returns. -/
  | trim
  /-- `parse_int s`: the integer `s` writes (`-?[0-9]+`, 64 bits), or `()` if it writes none. -/
  | parseInt
deriving DecidableEq, Inhabited

/-- Binary primitive operators (all strict). -/
inductive Op2 where
  | add | sub | mul | div | mod
  | eq | ne | lt | le
  /-- `a > b`, `a >= b` on integers. -/
  | gt | ge
  /-- `s1 ++ s2`: string concatenation. -/
  | concat
  | and | or
  /-- `str_find s t`: the index of the first occurrence of `t` in `s` (in characters), `-1` if none. -/
  | find
  /-- `str_take s n`: the first `n` characters of `s`. -/
  | take
  /-- `str_drop s n`: `s` without its first `n` characters. -/
  | drop
deriving DecidableEq, Inhabited

/-- Where a construct stands in a program's source: a 1-based line and column (`⟨0, 0⟩` for one
that was not read from source). The parser gives each `endorse` its position, for the run's endorse
log (`State.log`); no rule looks at it. -/
structure Pos where
  line : Nat
  col : Nat
deriving DecidableEq, Inhabited

/-- How `recv` reads the model's reply. -/
inductive ReplyMode where
  /-- `recv`: the reply is a program; it is parsed and run (code generation). A reply may not
  contain `endorse`: what the model says never vouches for anything. -/
  | code
  /-- `recv_data`: the reply is a value (a literal, or a pair of values); it is parsed as data and
  never runs as code, so no tool call, `send` or `endorse` can come from it. -/
  | data
  /-- `recv_safe`: like `recv`, but a reply that cannot be read is not an error: the reply is read as
  `(true, t)` when it parses as a program `t` without `endorse`, and as `(false, "why")` otherwise,
  so a program can retry in the language. -/
  | safe
deriving DecidableEq, Inhabited

/-- Terms, parametric in the label lattice `L`. -/
inductive Term (L : Type) where
  /-- A variable. -/
  | var (x : String)
  /-- A constant. -/
  | const (c : Const)
  /-- A label literal `{A, B}`: labels are first-class values. -/
  | lit (ℓ : L)
  /-- `fun x -> e` -/
  | lam (x : String) (body : Term L)
  /-- `rec f x -> e`: a recursive function; `f` names the function itself in `e`. -/
  | fix (f x : String) (body : Term L)
  /-- `e1 e2` -/
  | app (fn arg : Term L)
  /-- `if e1 then e2 else e3` -/
  | ite (cond thn els : Term L)
  /-- A unary primitive. -/
  | prim1 (op : Op1) (e : Term L)
  /-- A binary primitive. -/
  | prim2 (op : Op2) (e1 e2 : Term L)
  /-- `(e1, e2)` -/
  | pair (e1 e2 : Term L)
  /-- `fst e` -/
  | fst (e : Term L)
  /-- `snd e` -/
  | snd (e : Term L)
  /-- `ℓ : e`: static labelling with a literal label. -/
  | labS (ℓ : L) (e : Term L)
  /-- `e1 : e2`: dynamic labelling; `e1` evaluates to a label. -/
  | labD (e1 e2 : Term L)
  /-- `e1 ? e2`: does the label of `e1`'s value flow to the label `e2`? -/
  | test (e1 e2 : Term L)
  /-- `assert e1 e2`: `e2`'s value if its label flows to the label `e1`; stuck otherwise. -/
  | assert (e1 e2 : Term L)
  /-- `endorse e1 e2`: `e2`'s value with its integrity part replaced by the label `e1`; `pos` is
  where it stands in the source, for the endorse log. -/
  | endorse (pos : Pos) (e1 e2 : Term L)
  /-- `send e`: append `e`'s value to the conversation as a user message. -/
  | send (e : Term L)
  /-- `recv` (`mode = code`): sample a reply from the model, parse it as a term, and run it.
  `recv_data` (`mode = data`): sample a reply and read it as a value. -/
  | recv (mode : ReplyMode)
  /-- `fork e`: run `e` on a throw-away copy of the conversation. -/
  | fork (e : Term L)
  /-- `clear`: empty the conversation. -/
  | clear
  /-- `call "tool" e`: call an external tool. -/
  | call (tool : String) (e : Term L)
  /-- A labelled value `r^l` placed into a term by substitution (not surface syntax). -/
  | val (r : Term L) (l : L)
deriving DecidableEq, Inhabited

/-- A labelled value: a raw value (a term in value form) and its label. -/
structure Value (L : Type) where
  /-- The raw value: `const`, `lit`, `lam`, `fix`, or `pair` of two `val`s. -/
  raw : Term L
  /-- The value's label. -/
  label : L
deriving DecidableEq, Inhabited

namespace Value
variable {L : Type}

/-- A value as a term (the runtime form `Term.val`). -/
def toTerm (v : Value L) : Term L := .val v.raw v.label

end Value

section InnerLabel
variable {L : Type} [JoinSemilattice L]

local infixl:68 " ⊔ " => JoinSemilattice.join

/-- The join of the labels of the values embedded in a term (`⊥` when there are none): the labels
of everything its printed text shows, such as the components of a pair or the values substituted
into a function's body. -/
def Term.innerLabel : Term L → L
  | .var _ | .const _ | .lit _ | .recv _ | .clear => JoinSemilattice.bot
  | .lam _ b | .fix _ _ b | .prim1 _ b | .fst b | .snd b | .labS _ b | .send b | .fork b
  | .call _ b => b.innerLabel
  | .app a b | .prim2 _ a b | .pair a b | .labD a b | .test a b | .assert a b | .endorse _ a b =>
    a.innerLabel ⊔ b.innerLabel
  | .ite c a b => c.innerLabel ⊔ a.innerLabel ⊔ b.innerLabel
  | .val r l => l ⊔ r.innerLabel

/-- The deep label of a value: its label joined with the labels of everything inside it. `send`
labels a message with it, since the message shows the whole value. -/
def Value.deepLabel (v : Value L) : L := v.label ⊔ v.raw.innerLabel

end InnerLabel

namespace Term
variable {L : Type}

/-- `@e = (fun _ -> recv) (send e)`: send a prompt and run the reply. -/
def ask (e : Term L) : Term L := .app (.lam "_" (.recv .code)) (.send e)

/-- `let x = e1 in e2 = (fun x -> e2) e1`. -/
def letIn (x : String) (e1 e2 : Term L) : Term L := .app (.lam x e2) e1

/-- `e1; e2 = let _ = e1 in e2`. -/
def seq (e1 e2 : Term L) : Term L := letIn "_" e1 e2

/-- `t.endorseFree`: no `endorse` anywhere in `t`, embedded values included. Noninterference for
observers that tell trusted from untrusted data holds for runs that never endorse, and `recv` refuses
a reply that is not endorse-free. -/
def endorseFree : Term L → Bool
  | .endorse _ _ _ => false
  | .var _ | .const _ | .lit _ | .recv _ | .clear => true
  | .lam _ b | .fix _ _ b | .prim1 _ b | .fst b | .snd b | .labS _ b | .send b | .fork b
  | .call _ b => b.endorseFree
  | .app a b | .prim2 _ a b | .pair a b | .labD a b | .test a b | .assert a b =>
    a.endorseFree && b.endorseFree
  | .ite c a b => c.endorseFree && a.endorseFree && b.endorseFree
  | .val r _ => r.endorseFree

/-- `t.isData`: `t` is a value written as data: a constant, a label literal, or a pair of data.
`recv_data` accepts only such replies. -/
def isData : Term L → Bool
  | .const _ | .lit _ => true
  | .pair a b => a.isData && b.isData
  | _ => false

/-- Substitution `e.subst x v = e[x := v]` of a closed term `v` for the free occurrences of `x` in `e`.
Runtime values (`val`) are closed and left alone. -/
def subst : Term L → String → Term L → Term L
  | .var y, x, v => if y = x then v else .var y
  | .const c, _, _ => .const c
  | .lit ℓ, _, _ => .lit ℓ
  | .lam y b, x, v => if y = x then .lam y b else .lam y (subst b x v)
  | .fix f y b, x, v => if f = x ∨ y = x then .fix f y b else .fix f y (subst b x v)
  | .app a b, x, v => .app (subst a x v) (subst b x v)
  | .ite c a b, x, v => .ite (subst c x v) (subst a x v) (subst b x v)
  | .prim1 op a, x, v => .prim1 op (subst a x v)
  | .prim2 op a b, x, v => .prim2 op (subst a x v) (subst b x v)
  | .pair a b, x, v => .pair (subst a x v) (subst b x v)
  | .fst a, x, v => .fst (subst a x v)
  | .snd a, x, v => .snd (subst a x v)
  | .labS ℓ a, x, v => .labS ℓ (subst a x v)
  | .labD a b, x, v => .labD (subst a x v) (subst b x v)
  | .test a b, x, v => .test (subst a x v) (subst b x v)
  | .assert a b, x, v => .assert (subst a x v) (subst b x v)
  | .endorse p a b, x, v => .endorse p (subst a x v) (subst b x v)
  | .send a, x, v => .send (subst a x v)
  | .recv md, _, _ => .recv md
  | .fork a, x, v => .fork (subst a x v)
  | .clear, _, _ => .clear
  | .call t a, x, v => .call t (subst a x v)
  | .val r l, _, _ => .val r l

end Term

end Llmbda

end

-- Llmbda/Exec/DeepLabel.lean
section


/-!
# The deep label in time linear in a value's objects

`Term.innerLabel` (and so `Value.deepLabel`, which E-Call, `send` and `assert` take) visits a value
once per *path*: a pair DAG `(p, p)` nested 40 times has 41 objects and 2^40 paths. The compiled code
runs `Llmbda.Compiled.innerLabelFast` instead, bound to `Term.innerLabel` by a `@[csimp]` theorem (a
proved equality, so every theorem about `peval` is a theorem about the compiled code; and
`Value.deepLabel`, compiled before, by `deepLabelFast`). It takes two walks:
* the plain walk (`innerPlain`), which allocates nothing and loops along the rest of a list, for at
  most `plainVisits` visits: any tree of that size, a list of millions of elements included;
* past them, the memoised walk (`innerLabelMemo`), which keeps a table from the objects it has seen
  to their inner labels and takes the label of an object it meets again from the table: a DAG costs
  its objects, not its paths.

Two primitives read object identity, each with an `unsafe` implementation (`@[implemented_by]`) and a
logical definition that the implementation agrees with, which the caller proves by the primitive's
hypothesis:
* `withAddr a k h` is logically `k 0`; compiled, `k` gets `a`'s address, and `h : ∀ m n, k m = k n`
  says the answer cannot depend on it.
* `ifSame a b yes no h` is logically `no`; compiled, it is `yes` when `a` and `b` are one object
  (then `a = b`, and `h : ∀ e, yes e = no` says that is the same answer).

The walk's answers are values of `{l // l = t.innerLabel}`, and its table lives in a quotient by the
total relation (`Memo`), so every answer type has one element: the hypotheses are `Subsingleton`
facts, whatever the table holds. A table entry holds its term, so an address in the table is never
reused while the table lives.

This module comes before `Llmbda.Exec.Peval` in the compiled chain (`python/llmbda/lean/codegen.py`):
a `@[csimp]` theorem applies to the definitions compiled after it.
-/


namespace Llmbda.Compiled

universe u v

/-- The implementation of `withAddr`: `k` applied to the address of `a`'s object. -/
@[inline] unsafe def withAddrUnsafe {α : Type u} {β : Sort v} (a : α) (k : Nat → β)
    (_h : ∀ m n, k m = k n) : β :=
  k (ptrAddrUnsafe a).toNat

/-- `k 0`; compiled, `k` applied to the address of `a`'s object, which `h` says is the same answer. -/
@[implemented_by withAddrUnsafe]
def withAddr {α : Type u} {β : Sort v} (a : α) (k : Nat → β) (_h : ∀ m n, k m = k n) : β := k 0

/-- The implementation of `ifSame`: `yes` when `a` and `b` are one object (so `a = b`), else `no`. -/
@[inline] unsafe def ifSameUnsafe {α : Type u} {β : Sort v} (a b : α) (yes : a = b → β) (no : β)
    (_h : ∀ e, yes e = no) : β :=
  if (ptrAddrUnsafe a).toNat = (ptrAddrUnsafe b).toNat then yes (unsafeCast (rfl : a = a)) else no

/-- `no`; compiled, `yes` when `a` and `b` are one object, which `h` says is the same answer. -/
@[implemented_by ifSameUnsafe]
def ifSame {α : Type u} {β : Sort v} (a b : α) (yes : a = b → β) (no : β) (_h : ∀ e, yes e = no) :
    β :=
  no

/-- A table from numbers to values: a trie on the key's base-4 digits, least significant first. -/
inductive Trie (α : Type) where
  /-- The empty table. -/
  | nil
  /-- One entry, at the rest of its key. -/
  | tip (key : Nat) (val : α)
  /-- The entries whose next digit is 0, 1, 2, 3. -/
  | node (c0 c1 c2 c3 : Trie α)

namespace Trie
variable {α : Type}

/-- The value at `key`, if the table has one. -/
def find? : Trie α → Nat → Option α
  | .nil, _ => none
  | .tip k v, key => if k = key then some v else none
  | .node c0 c1 c2 c3, key =>
    match key % 4 with
    | 0 => c0.find? (key / 4)
    | 1 => c1.find? (key / 4)
    | 2 => c2.find? (key / 4)
    | _ => c3.find? (key / 4)

/-- The node `c0 … c3` with `v` put at `key`, by `put` in the child of `key`'s digit. -/
@[inline] def putIn (put : Trie α → Nat → α → Trie α) (c0 c1 c2 c3 : Trie α) (key : Nat) (v : α) :
    Trie α :=
  match key % 4 with
  | 0 => .node (put c0 (key / 4) v) c1 c2 c3
  | 1 => .node c0 (put c1 (key / 4) v) c2 c3
  | 2 => .node c0 c1 (put c2 (key / 4) v) c3
  | _ => .node c0 c1 c2 (put c3 (key / 4) v)

/-- The children of a node holding only `w` at `k`: a tip in the child of `k`'s digit. -/
@[inline] def spread (k : Nat) (w : α) : Trie α × Trie α × Trie α × Trie α :=
  match k % 4 with
  | 0 => (.tip (k / 4) w, .nil, .nil, .nil)
  | 1 => (.nil, .tip (k / 4) w, .nil, .nil)
  | 2 => (.nil, .nil, .tip (k / 4) w, .nil)
  | _ => (.nil, .nil, .nil, .tip (k / 4) w)

/-- The table with `v` at `key`, at most `d` levels down; past them the entry there is replaced (the
table may forget an entry, never confuse two). -/
def put : Nat → Trie α → Nat → α → Trie α
  | _, .nil, key, v => .tip key v
  | 0, _, key, v => .tip key v
  | d + 1, .tip k w, key, v =>
    if k = key then .tip key v
    else
      let (c0, c1, c2, c3) := spread k w
      putIn (put d) c0 c1 c2 c3 key v
  | d + 1, .node c0 c1 c2 c3, key, v => putIn (put d) c0 c1 c2 c3 key v

end Trie

variable {L : Type} [JoinSemilattice L]

/-- A term with its inner label. -/
structure Known (L : Type) [JoinSemilattice L] where
  /-- The term (the table holds it, so its object stays where it is). -/
  term : Term L
  /-- Its inner label. -/
  label : L
  is_inner : label = term.innerLabel

/-- The table of a deep-label walk, from objects' addresses to what is known of them, as one point:
any two tables are identified, so what the table holds cannot change an answer. -/
def Memo (L : Type) [JoinSemilattice L] : Type := Quot (fun (_ _ : Trie (Known L)) => True)

/-- `t`'s inner label, with the proof that it is. -/
abbrev Inner (t : Term L) : Type := {l : L // l = t.innerLabel}

/-- An answer of the walk is unique. -/
theorem inner_memo_eq {t : Term L} : ∀ (x y : Inner t × Memo L), x = y
  | (⟨a, ha⟩, m), (⟨b, hb⟩, n) => by
    have hab : a = b := ha.trans hb.symm
    subst hab
    have : m = n := by
      induction m using Quot.ind
      induction n using Quot.ind
      exact Quot.sound trivial
    subst this
    rfl

/-- `go m`, the walk of `t`, unless the table knows `t`'s object: then what it knows. -/
@[inline] def memoized (t : Term L) (m : Memo L) (go : Memo L → Inner t × Memo L) :
    Inner t × Memo L :=
  withAddr t (fun a =>
    Quot.lift (fun (tr : Trie (Known L)) =>
      let miss : Unit → Inner t × Memo L := fun _ =>
        match go (Quot.mk _ tr) with
        | (l, m') => (l, Quot.lift (fun tr' => Quot.mk _ (tr'.put 32 (a / 8) ⟨t, l.1, l.2⟩))
                            (fun _ _ _ => Quot.sound trivial) m')
      match tr.find? (a / 8) with
      | some k => ifSame k.term t (fun e => (⟨k.label, e ▸ k.is_inner⟩, Quot.mk _ tr)) (miss ())
                    (fun _ => inner_memo_eq _ _)
      | none => miss ())
      (fun _ _ _ => inner_memo_eq _ _) m)
    (fun _ _ => inner_memo_eq _ _)

/-- A term with nothing inside it: its inner label is `⊥` without a look. -/
def isLeaf : Term L → Bool
  | .var _ | .const _ | .lit _ | .recv _ | .clear => true
  | _ => false

/-- The walk: `Term.innerLabel`, with the raw value inside each `val` (values are what programs
share) taken from the table when its object was seen before, and added to it otherwise. -/
def innerGo : (t : Term L) → Memo L → Inner t × Memo L
  | .var _, m | .const _, m | .lit _, m | .recv _, m | .clear, m => (⟨JoinSemilattice.bot, rfl⟩, m)
  | .lam _ b, m | .fix _ _ b, m | .prim1 _ b, m | .fst b, m | .snd b, m | .labS _ b, m | .send b, m
  | .fork b, m | .call _ b, m =>
    match innerGo b m with
    | (l, m) => (⟨l.1, l.2⟩, m)
  | .app a b, m | .prim2 _ a b, m | .pair a b, m | .labD a b, m | .test a b, m | .assert a b, m
  | .endorse _ a b, m =>
    match innerGo a m with
    | (la, m) => match innerGo b m with
      | (lb, m) => (⟨JoinSemilattice.join la.1 lb.1, by rw [la.2, lb.2]; rfl⟩, m)
  | .ite c a b, m =>
    match innerGo c m with
    | (lc, m) => match innerGo a m with
      | (la, m) => match innerGo b m with
        | (lb, m) => (⟨JoinSemilattice.join (JoinSemilattice.join lc.1 la.1) lb.1,
                        by rw [lc.2, la.2, lb.2]; rfl⟩, m)
  | .val r l, m =>
    match (if isLeaf r then innerGo r m else memoized r m (innerGo r)) with
    | (i, m) => (⟨JoinSemilattice.join l i.1, by rw [i.2]; rfl⟩, m)

/-- `Term.innerLabel` by the memoised walk: time linear in the term's objects, not its paths. -/
def innerLabelMemo (t : Term L) : L := (innerGo t (Quot.mk _ .nil)).1.1

theorem innerLabelMemo_eq (t : Term L) : innerLabelMemo t = t.innerLabel :=
  (innerGo t (Quot.mk _ .nil)).1.2

/-- The plain walk, at most `n` visits: `acc` joined with `t`'s inner label and the visits left, or
`none` when they ran out. It allocates nothing, and the last term inside a term (the rest of a list)
is a tail call, so a long list is a loop, not native stack per element. -/
def innerPlain : Term L → L → Nat → Option (L × Nat)
  | _, _, 0 => none
  | .var _, acc, n + 1 | .const _, acc, n + 1 | .lit _, acc, n + 1 | .recv _, acc, n + 1
  | .clear, acc, n + 1 => some (acc, n)
  | .lam _ b, acc, n + 1 | .fix _ _ b, acc, n + 1 | .prim1 _ b, acc, n + 1 | .fst b, acc, n + 1
  | .snd b, acc, n + 1 | .labS _ b, acc, n + 1 | .send b, acc, n + 1 | .fork b, acc, n + 1
  | .call _ b, acc, n + 1 => innerPlain b acc n
  | .app a b, acc, n + 1 | .prim2 _ a b, acc, n + 1 | .pair a b, acc, n + 1 | .labD a b, acc, n + 1
  | .test a b, acc, n + 1 | .assert a b, acc, n + 1 | .endorse _ a b, acc, n + 1 =>
    match innerPlain a acc n with
    | some (l, n) => innerPlain b l n
    | none => none
  | .ite c a b, acc, n + 1 =>
    match innerPlain c acc n with
    | some (l, n) =>
      match innerPlain a l n with
      | some (l, n) => innerPlain b l n
      | none => none
    | none => none
  | .val r l, acc, n + 1 => innerPlain r (JoinSemilattice.join acc l) n

theorem join_bot_right (a : L) : JoinSemilattice.join a JoinSemilattice.bot = a := by
  rw [JoinSemilattice.join_comm, JoinSemilattice.bot_join]

/-- What the plain walk finds is `acc` joined with the inner label. -/
theorem innerPlain_sound (t : Term L) (acc : L) (n : Nat) (l : L) (n' : Nat)
    (h : innerPlain t acc n = some (l, n')) : l = JoinSemilattice.join acc t.innerLabel := by
  fun_induction innerPlain t acc n generalizing l n' <;>
    grind [Term.innerLabel, join_bot_right, JoinSemilattice.join_assoc]

/-- How many visits the plain walk makes before the memoised one takes over: a tree of up to this
many terms (a list of millions of elements) is walked without a table; a DAG with more paths than
this costs at most this many visits, then its objects. -/
def plainVisits : Nat := 16777216

/-- `Term.innerLabel` as the compiled code takes it: the plain walk, or, past `plainVisits` visits,
the memoised walk. -/
def innerLabelFast (t : Term L) : L :=
  match innerPlain t JoinSemilattice.bot plainVisits with
  | some (l, _) => l
  | none => innerLabelMemo t

@[csimp] theorem innerLabel_eq_fast : @Term.innerLabel = @innerLabelFast := by
  funext L _ t
  unfold innerLabelFast
  split
  · rename_i l n h
    rw [innerPlain_sound t _ _ l n h, JoinSemilattice.bot_join]
  · exact (innerLabelMemo_eq t).symm

/-- `Value.deepLabel` through `innerLabelFast`: `Value.deepLabel` was compiled before
`innerLabel_eq_fast`, so it is replaced too. -/
def deepLabelFast (v : Value L) : L := JoinSemilattice.join v.label (innerLabelFast v.raw)

@[csimp] theorem deepLabel_eq_fast : @Value.deepLabel = @deepLabelFast := by
  funext L _ v
  simp only [deepLabelFast, Value.deepLabel, ← innerLabel_eq_fast]

end Llmbda.Compiled
end

-- Llmbda/Syntax/Print.lean
section


/-!
# Printing terms in the surface syntax

`print` renders a term in the surface syntax that `parse` reads back (`parse (print t) = t` for every
term without runtime values `val`; a `val r l` prints as the static labelling `({l} : r)`, which evaluates
to the same labelled value). Printing is also how values are serialised into prompts (`render`).

Every function here is structurally recursive, so the kernel can evaluate it (`decide +kernel`).

Precedence levels, loosest first: 0 `fun`/`rec`/`let`/`if`/`;`, 2 `:`, 3 `?`, 4 `||`, 5 `&&`,
6 comparisons, 7 `+ - ++`, 8 `* / %`, 9 application and keyword forms, 10 atoms.
-/



namespace Llmbda

namespace Print

/-- Decimal digits of `n`, prepended to `acc` (`fuel` bounds the number of digits). -/
def natDigits : Nat → Nat → List Char → List Char
  | 0, _, acc => acc
  | fuel + 1, n, acc =>
    let acc := Char.ofNat (48 + n % 10) :: acc
    if n < 10 then acc else natDigits fuel (n / 10) acc

/-- Lowercase hexadecimal digits of `n`, prepended to `acc`. -/
def hexDigits : Nat → Nat → List Char → List Char
  | 0, _, acc => acc
  | fuel + 1, n, acc =>
    let d := n % 16
    let acc := Char.ofNat (if d < 10 then 48 + d else 87 + d) :: acc
    if n < 16 then acc else hexDigits fuel (n / 16) acc

/-- A natural number in decimal. -/
def natToString (n : Nat) : String := String.ofList (natDigits (n + 1) n [])

/-- An integer in decimal, with a leading `-` when negative. -/
def intToString : Int → String
  | .ofNat n => natToString n
  | .negSucc n => "-" ++ natToString (n + 1)

/-- The escaped form of one character inside a string literal. -/
def escapeChar (c : Char) : List Char :=
  if c = '"' then ['\\', '"']
  else if c = '\\' then ['\\', '\\']
  else if c = '\n' then ['\\', 'n']
  else if c = '\t' then ['\\', 't']
  else if c = '\r' then ['\\', 'r']
  else if c.toNat < 32 ∨ c.toNat = 127 then
    ['\\', 'u', '{'] ++ hexDigits 8 c.toNat [] ++ ['}']
  else [c]

/-- Escape a list of characters. -/
def escapeList : List Char → List Char
  | [] => []
  | c :: cs => escapeChar c ++ escapeList cs

/-- A string literal, quoted and escaped. -/
def quote (s : String) : String := String.ofList ('"' :: escapeList s.toList ++ ['"'])

/-- Join strings with a separator. -/
def joinSep (sep : String) : List String → String
  | [] => ""
  | [s] => s
  | s :: ss => s ++ sep ++ joinSep sep ss

/-- Parenthesise when `b`. -/
def paren (b : Bool) (s : String) : String := if b then "(" ++ s ++ ")" else s

/-- `acc`, then `"("` when `b`: the opening half of `paren b`, for the accumulating printer `goAcc`. -/
def parenOpen (b : Bool) (acc : String) : String := if b then acc ++ "(" else acc

/-- `acc`, then `")"` when `b`: the closing half of `paren b`. -/
def parenClose (b : Bool) (acc : String) : String := if b then acc ++ ")" else acc

@[simp] theorem parenOpen_false (acc : String) : parenOpen false acc = acc := rfl

@[simp] theorem parenClose_false (acc : String) : parenClose false acc = acc := rfl

/-- Appending `paren b s` is opening, appending `s`, closing: how `goAcc` prints a parenthesised form. -/
theorem append_paren (b : Bool) (acc s : String) :
    acc ++ paren b s = parenClose b (parenOpen b acc ++ s) := by
  cases b <;> simp [paren, parenOpen, parenClose, String.append_assoc]

/-- Operator symbol, its level, and the levels of its left and right operands. -/
def op2Info : Op2 → String × Nat × Nat × Nat
  | .or => ("||", 4, 4, 5)
  | .and => ("&&", 5, 5, 6)
  | .eq => ("==", 6, 7, 7)
  | .ne => ("!=", 6, 7, 7)
  | .lt => ("<", 6, 7, 7)
  | .le => ("<=", 6, 7, 7)
  | .gt => (">", 6, 7, 7)
  | .ge => (">=", 6, 7, 7)
  | .add => ("+", 7, 7, 8)
  | .sub => ("-", 7, 7, 8)
  | .concat => ("++", 7, 7, 8)
  | .mul => ("*", 8, 8, 9)
  | .div => ("/", 8, 8, 9)
  | .mod => ("%", 8, 8, 9)
  | .find => ("str_find", 9, 10, 10)
  | .take => ("str_take", 9, 10, 10)
  | .drop => ("str_drop", 9, 10, 10)

/-- Is this binary primitive written as a keyword before its two operands (`str_find s t`)? -/
def op2Prefix : Op2 → Bool
  | .find | .take | .drop => true
  | _ => false

/-- The keyword of a unary primitive. -/
def op1Name : Op1 → String
  | .not => "not"
  | .neg => "neg"
  | .show => "show"
  | .len => "len"
  | .lower => "str_lower"
  | .upper => "str_upper"
  | .trim => "str_trim"
  | .parseInt => "parse_int"

/-- A constant in surface syntax (negative integers are parenthesised). -/
def const : Const → String
  | .unit => "()"
  | .bool true => "true"
  | .bool false => "false"
  | .int (.ofNat n) => natToString n
  | .int (.negSucc n) => "(-" ++ natToString (n + 1) ++ ")"
  | .str s => quote s
  | .nil => "[]"

/-- Is this an application printed as juxtaposition (not as `let`, `;` or `@`, which are applications
of a `fun`)? Only those may head an application without parentheses. -/
def isPlainApp {L : Type} : Term L → Bool
  | .app (.lam _ _) _ => false
  | .app _ _ => true
  | _ => false

variable {L : Type} [LabelSyntax L]

/-- A label literal `{A, B}`. -/
def label (l : L) : String := "{" ++ joinSep ", " (LabelSyntax.atoms l) ++ "}"

/-- Does the label print as `{}` (no atoms)? Elements of lists and records print bare then. -/
def isBot (l : L) : Bool :=
  match LabelSyntax.atoms l with
  | [] => true
  | _ => false

/-- Is `t` the end of a list: `[]`, possibly as a value labelled `{}`? -/
def isEnd : Term L → Bool
  | .const .nil => true
  | .val r l => isBot l && isEnd r
  | _ => false

/-- Is `t` a list spine: `[]` or a pair whose second component is a list spine, looking through
values labelled `{}` (an evaluated list is pairs of values)? -/
def isList : Term L → Bool
  | .const .nil => true
  | .pair _ b => isList b
  | .val r l => isBot l && isList r
  | _ => false

/-- Is `k` a record key: a string, possibly as a value labelled `{}`? -/
def isKey : Term L → Bool
  | .const (.str _) => true
  | .val (.const (.str _)) l => isBot l
  | _ => false

/-- The text of a record key. -/
def keyText : Term L → String
  | .const (.str s) => s
  | .val (.const (.str s)) _ => s
  | _ => ""

/-- Is `e` a record entry `("k", v)`, possibly as a value labelled `{}`? -/
def isEntry : Term L → Bool
  | .pair k _ => isKey k
  | .val (.pair k _) l => isBot l && isKey k
  | _ => false

/-- Is `t` a list spine all of whose elements are record entries? -/
def isRecord : Term L → Bool
  | .const .nil => true
  | .pair a b => isEntry a && isRecord b
  | .val r l => isBot l && isRecord r
  | _ => false

/-- Where a term is printed: at a precedence level (`bare`: a value labelled `{}` prints without
its label, as list and record elements do), as the rest of a list's elements, as the rest of a
record's entries, or as one record entry. -/
inductive Ctx where
  | prec (p : Nat) (bare : Bool)
  | items
  | entries
  | entry

/-- Print a term in a context (see `Ctx`); structurally recursive on the term. -/
def go : Ctx → Term L → String
  | .items, .pair a b => go (.prec 0 true) a ++ (if isEnd b then "" else ", " ++ go .items b)
  | .items, .val r _ => go .items r
  | .items, _ => ""
  | .entries, .pair a b => go .entry a ++ (if isEnd b then "" else ", " ++ go .entries b)
  | .entries, .val r _ => go .entries r
  | .entries, _ => ""
  | .entry, .pair k v => quote (keyText k) ++ ": " ++ go (.prec 0 true) v
  | .entry, .val r _ => go .entry r
  | .entry, _ => ""
  | .prec _ _, .var x => x
  | .prec _ _, .const c => const c
  | .prec _ _, .lit ℓ => label ℓ
  | .prec p _, .lam x b => paren (p > 0) ("fun " ++ x ++ " -> " ++ go (.prec 0 false) b)
  | .prec p _, .fix f x b => paren (p > 0) ("rec " ++ f ++ " " ++ x ++ " -> " ++ go (.prec 0 false) b)
  | .prec p _, .app (.lam "_" (.recv .code)) (.send e) => paren (p > 9) ("@" ++ go (.prec 10 false) e)
  | .prec p _, .app (.lam f e2) (.fix g x e1) =>
    if f = g then
      paren (p > 0) ("let rec " ++ f ++ " " ++ x ++ " = " ++ go (.prec 0 false) e1 ++ " in " ++
        go (.prec 0 false) e2)
    else paren (p > 0) ("let " ++ f ++ " = " ++ go (.prec 0 false) (.fix g x e1) ++ " in " ++
      go (.prec 0 false) e2)
  | .prec p _, .app (.lam x e2) e1 =>
    if x = "_" then paren (p > 0) (go (.prec 2 false) e1 ++ "; " ++ go (.prec 0 false) e2)
    else paren (p > 0) ("let " ++ x ++ " = " ++ go (.prec 0 false) e1 ++ " in " ++ go (.prec 0 false) e2)
  | .prec p _, .app f a =>
    paren (p > 9) (go (.prec (if isPlainApp f then 9 else 10) false) f ++ " " ++ go (.prec 10 false) a)
  | .prec p _, .ite c t e =>
    paren (p > 0) ("if " ++ go (.prec 0 false) c ++ " then " ++ go (.prec 0 false) t ++ " else " ++
      go (.prec 0 false) e)
  | .prec p _, .prim1 op e => paren (p > 9) (op1Name op ++ " " ++ go (.prec 10 false) e)
  | .prec p _, .prim2 op a b =>
    let (sym, lvl, lp, rp) := op2Info op
    if op2Prefix op then paren (p > 9) (sym ++ " " ++ go (.prec 10 false) a ++ " " ++ go (.prec 10 false) b)
    else paren (p > lvl) (go (.prec lp false) a ++ " " ++ sym ++ " " ++ go (.prec rp false) b)
  | .prec _ _, .pair a b =>
    if isList b then
      if isEntry a && isRecord b then
        "{" ++ go .entry a ++ (if isEnd b then "" else ", " ++ go .entries b) ++ "}"
      else "[" ++ go (.prec 0 true) a ++ (if isEnd b then "" else ", " ++ go .items b) ++ "]"
    else "(" ++ go (.prec 0 false) a ++ ", " ++ go (.prec 0 false) b ++ ")"
  | .prec p _, .fst e => paren (p > 9) ("fst " ++ go (.prec 10 false) e)
  | .prec p _, .snd e => paren (p > 9) ("snd " ++ go (.prec 10 false) e)
  | .prec p _, .labS ℓ e => paren (p > 2) (label ℓ ++ " : " ++ go (.prec 2 false) e)
  | .prec p _, .labD (.lit ℓ) e => paren (p > 2) ("(" ++ label ℓ ++ ") : " ++ go (.prec 2 false) e)
  | .prec p _, .labD a b => paren (p > 2) (go (.prec 3 false) a ++ " : " ++ go (.prec 2 false) b)
  | .prec p _, .test a b => paren (p > 3) (go (.prec 4 false) a ++ " ? " ++ go (.prec 4 false) b)
  | .prec p _, .assert a b => paren (p > 9) ("assert " ++ go (.prec 10 false) a ++ " " ++ go (.prec 10 false) b)
  | .prec p _, .endorse _ a b =>
    paren (p > 9) ("endorse " ++ go (.prec 10 false) a ++ " " ++ go (.prec 10 false) b)
  | .prec p _, .send e => paren (p > 9) ("send " ++ go (.prec 10 false) e)
  | .prec _ _, .recv .code => "recv"
  | .prec _ _, .recv .data => "recv_data"
  | .prec _ _, .recv .safe => "recv_safe"
  | .prec p _, .fork e => paren (p > 9) ("fork " ++ go (.prec 10 false) e)
  | .prec _ _, .clear => "clear"
  | .prec p _, .call t e => paren (p > 9) ("call " ++ quote t ++ " " ++ go (.prec 10 false) e)
  | .prec p bare, .val r l =>
    if bare && isBot l then go (.prec p false) r
    else "(" ++ label l ++ " : " ++ go (.prec 2 false) r ++ ")"

/-- `go`, appending to an accumulator: `goAcc nl c t acc = acc ++ go c t` (`goAcc_eq`). Each case of
`go` is mirrored, its pieces appended to `acc` left to right, so that every `++` appends to the
growing output (in place when the string is unshared, with doubling capacity): printing is linear in
the output, where `go`'s right-nested `a ++ (", " ++ go .items b)` copies the rest of a list at each
element. The rest of a list or record (`.items`, `.entries`) is a tail call, so the compiled code
loops over a long list instead of using native stack per element. Only the compiled code runs it
(`go_eq_goC`); proofs keep seeing `go`. `nl` says that `t` is known to be no list: a pair printed
as a tuple passes it to its second component (and a value labelled `{}` to what it labels), so a
spine of pairs that ends in something other than `[]` is checked once (`isList`), not once per
level (quadratic). -/
def goAcc : Bool → Ctx → Term L → String → String
  | _, .items, .pair a b, acc =>
    let acc := goAcc false (.prec 0 true) a acc
    if isEnd b then acc else goAcc false .items b (acc ++ ", ")
  | _, .items, .val r _, acc => goAcc false .items r acc
  | _, .items, _, acc => acc
  | _, .entries, .pair a b, acc =>
    let acc := goAcc false .entry a acc
    if isEnd b then acc else goAcc false .entries b (acc ++ ", ")
  | _, .entries, .val r _, acc => goAcc false .entries r acc
  | _, .entries, _, acc => acc
  | _, .entry, .pair k v, acc => goAcc false (.prec 0 true) v (acc ++ quote (keyText k) ++ ": ")
  | _, .entry, .val r _, acc => goAcc false .entry r acc
  | _, .entry, _, acc => acc
  | _, .prec _ _, .var x, acc => acc ++ x
  | _, .prec _ _, .const c, acc => acc ++ const c
  | _, .prec _ _, .lit ℓ, acc => acc ++ label ℓ
  | _, .prec p _, .lam x b, acc =>
    parenClose (p > 0) (goAcc false (.prec 0 false) b (parenOpen (p > 0) acc ++ "fun " ++ x ++ " -> "))
  | _, .prec p _, .fix f x b, acc =>
    parenClose (p > 0)
      (goAcc false (.prec 0 false) b (parenOpen (p > 0) acc ++ "rec " ++ f ++ " " ++ x ++ " -> "))
  | _, .prec p _, .app (.lam "_" (.recv .code)) (.send e), acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "@"))
  | _, .prec p _, .app (.lam f e2) (.fix g x e1), acc =>
    if f = g then
      parenClose (p > 0) (goAcc false (.prec 0 false) e2
        (goAcc false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let rec " ++ f ++ " " ++ x ++ " = ") ++
          " in "))
    else parenClose (p > 0) (goAcc false (.prec 0 false) e2
      (goAcc false (.prec 0 false) (.fix g x e1) (parenOpen (p > 0) acc ++ "let " ++ f ++ " = ") ++ " in "))
  | _, .prec p _, .app (.lam x e2) e1, acc =>
    if x = "_" then
      parenClose (p > 0)
        (goAcc false (.prec 0 false) e2 (goAcc false (.prec 2 false) e1 (parenOpen (p > 0) acc) ++ "; "))
    else parenClose (p > 0) (goAcc false (.prec 0 false) e2
      (goAcc false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let " ++ x ++ " = ") ++ " in "))
  | _, .prec p _, .app f a, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) a
      (goAcc false (.prec (if isPlainApp f then 9 else 10) false) f (parenOpen (p > 9) acc) ++ " "))
  | _, .prec p _, .ite c t e, acc =>
    parenClose (p > 0) (goAcc false (.prec 0 false) e
      (goAcc false (.prec 0 false) t
        (goAcc false (.prec 0 false) c (parenOpen (p > 0) acc ++ "if ") ++ " then ") ++ " else "))
  | _, .prec p _, .prim1 op e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ op1Name op ++ " "))
  | _, .prec p _, .prim2 op a b, acc =>
    let (sym, lvl, lp, rp) := op2Info op
    if op2Prefix op then
      parenClose (p > 9) (goAcc false (.prec 10 false) b
        (goAcc false (.prec 10 false) a (parenOpen (p > 9) acc ++ sym ++ " ") ++ " "))
    else parenClose (p > lvl) (goAcc false (.prec rp false) b
      (goAcc false (.prec lp false) a (parenOpen (p > lvl) acc) ++ " " ++ sym ++ " "))
  | nl, .prec _ _, .pair a b, acc =>
    if !nl && isList b then
      if isEntry a && isRecord b then
        let acc := goAcc false .entry a (acc ++ "{")
        (if isEnd b then acc else goAcc false .entries b (acc ++ ", ")) ++ "}"
      else
        let acc := goAcc false (.prec 0 true) a (acc ++ "[")
        (if isEnd b then acc else goAcc false .items b (acc ++ ", ")) ++ "]"
    else goAcc true (.prec 0 false) b (goAcc false (.prec 0 false) a (acc ++ "(") ++ ", ") ++ ")"
  | _, .prec p _, .fst e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fst "))
  | _, .prec p _, .snd e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "snd "))
  | _, .prec p _, .labS ℓ e, acc =>
    parenClose (p > 2) (goAcc false (.prec 2 false) e (parenOpen (p > 2) acc ++ label ℓ ++ " : "))
  | _, .prec p _, .labD (.lit ℓ) e, acc =>
    parenClose (p > 2) (goAcc false (.prec 2 false) e (parenOpen (p > 2) acc ++ "(" ++ label ℓ ++ ") : "))
  | _, .prec p _, .labD a b, acc =>
    parenClose (p > 2)
      (goAcc false (.prec 2 false) b (goAcc false (.prec 3 false) a (parenOpen (p > 2) acc) ++ " : "))
  | _, .prec p _, .test a b, acc =>
    parenClose (p > 3)
      (goAcc false (.prec 4 false) b (goAcc false (.prec 4 false) a (parenOpen (p > 3) acc) ++ " ? "))
  | _, .prec p _, .assert a b, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) b
      (goAcc false (.prec 10 false) a (parenOpen (p > 9) acc ++ "assert ") ++ " "))
  | _, .prec p _, .endorse _ a b, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) b
      (goAcc false (.prec 10 false) a (parenOpen (p > 9) acc ++ "endorse ") ++ " "))
  | _, .prec p _, .send e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "send "))
  | _, .prec _ _, .recv .code, acc => acc ++ "recv"
  | _, .prec _ _, .recv .data, acc => acc ++ "recv_data"
  | _, .prec _ _, .recv .safe, acc => acc ++ "recv_safe"
  | _, .prec p _, .fork e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fork "))
  | _, .prec _ _, .clear, acc => acc ++ "clear"
  | _, .prec p _, .call t e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "call " ++ quote t ++ " "))
  | nl, .prec p bare, .val r l, acc =>
    if bare && isBot l then goAcc nl (.prec p false) r acc
    else goAcc (nl && isBot l) (.prec 2 false) r (acc ++ "(" ++ label l ++ " : ") ++ ")"


/-- `goAcc` appends what `go` prints, given that a term it is told is no list is none. -/
theorem goAcc_eq (nl : Bool) (c : Ctx) (t : Term L) (acc : String) (h : nl = true → isList t = false) :
    goAcc nl c t acc = acc ++ go c t := by
  fun_induction goAcc nl c t acc <;> simp_all +zetaDelta [go, append_paren, String.append_assoc, isList]
  all_goals (repeat' split) <;> simp_all +zetaDelta [String.append_assoc]

/-- `go c t`, printed through the accumulating `goAcc`: what the compiled code runs for `go`
(`go_eq_goC`). -/
def goC (c : Ctx) (t : Term L) : String := goAcc false c t ""

/-- The compiled code prints through `goC`, in time linear in the output; the kernel and every
proof keep seeing `go`. -/
@[csimp] theorem go_eq_goC : @go = @goC := by
  funext L _ c t
  simp [goC, goAcc_eq false c t "" (by simp)]

/-- `goAcc`, stopping once the output has `cap` bytes: each case first checks the accumulator, and
returns it as it is when it is that long. Printing a value whose text is far longer than `cap` (a
DAG of pairs: exponential) then takes time in `cap` and the term's depth, not in the whole text.
Below `cap` bytes it prints what `goAcc` prints; at or past it both texts are that long
(`goCap_eq`). -/
def goCap (cap : Nat) (nl : Bool) (c : Ctx) (t : Term L) (acc : String) : String :=
  if cap ≤ acc.utf8ByteSize then acc else
  match nl, c, t, acc with
  | _, .items, .pair a b, acc =>
    let acc := goCap cap false (.prec 0 true) a acc
    if isEnd b then acc else goCap cap false .items b (acc ++ ", ")
  | _, .items, .val r _, acc => goCap cap false .items r acc
  | _, .items, _, acc => acc
  | _, .entries, .pair a b, acc =>
    let acc := goCap cap false .entry a acc
    if isEnd b then acc else goCap cap false .entries b (acc ++ ", ")
  | _, .entries, .val r _, acc => goCap cap false .entries r acc
  | _, .entries, _, acc => acc
  | _, .entry, .pair k v, acc => goCap cap false (.prec 0 true) v (acc ++ quote (keyText k) ++ ": ")
  | _, .entry, .val r _, acc => goCap cap false .entry r acc
  | _, .entry, _, acc => acc
  | _, .prec _ _, .var x, acc => acc ++ x
  | _, .prec _ _, .const c, acc => acc ++ const c
  | _, .prec _ _, .lit ℓ, acc => acc ++ label ℓ
  | _, .prec p _, .lam x b, acc =>
    parenClose (p > 0) (goCap cap false (.prec 0 false) b (parenOpen (p > 0) acc ++ "fun " ++ x ++ " -> "))
  | _, .prec p _, .fix f x b, acc =>
    parenClose (p > 0)
      (goCap cap false (.prec 0 false) b (parenOpen (p > 0) acc ++ "rec " ++ f ++ " " ++ x ++ " -> "))
  | _, .prec p _, .app (.lam "_" (.recv .code)) (.send e), acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "@"))
  | _, .prec p _, .app (.lam f e2) (.fix g x e1), acc =>
    if f = g then
      parenClose (p > 0) (goCap cap false (.prec 0 false) e2
        (goCap cap false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let rec " ++ f ++ " " ++ x ++ " = ") ++
          " in "))
    else parenClose (p > 0) (goCap cap false (.prec 0 false) e2
      (goCap cap false (.prec 0 false) (.fix g x e1) (parenOpen (p > 0) acc ++ "let " ++ f ++ " = ") ++ " in "))
  | _, .prec p _, .app (.lam x e2) e1, acc =>
    if x = "_" then
      parenClose (p > 0)
        (goCap cap false (.prec 0 false) e2 (goCap cap false (.prec 2 false) e1 (parenOpen (p > 0) acc) ++ "; "))
    else parenClose (p > 0) (goCap cap false (.prec 0 false) e2
      (goCap cap false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let " ++ x ++ " = ") ++ " in "))
  | _, .prec p _, .app f a, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) a
      (goCap cap false (.prec (if isPlainApp f then 9 else 10) false) f (parenOpen (p > 9) acc) ++ " "))
  | _, .prec p _, .ite c t e, acc =>
    parenClose (p > 0) (goCap cap false (.prec 0 false) e
      (goCap cap false (.prec 0 false) t
        (goCap cap false (.prec 0 false) c (parenOpen (p > 0) acc ++ "if ") ++ " then ") ++ " else "))
  | _, .prec p _, .prim1 op e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ op1Name op ++ " "))
  | _, .prec p _, .prim2 op a b, acc =>
    let (sym, lvl, lp, rp) := op2Info op
    if op2Prefix op then
      parenClose (p > 9) (goCap cap false (.prec 10 false) b
        (goCap cap false (.prec 10 false) a (parenOpen (p > 9) acc ++ sym ++ " ") ++ " "))
    else parenClose (p > lvl) (goCap cap false (.prec rp false) b
      (goCap cap false (.prec lp false) a (parenOpen (p > lvl) acc) ++ " " ++ sym ++ " "))
  | nl, .prec _ _, .pair a b, acc =>
    if !nl && isList b then
      if isEntry a && isRecord b then
        let acc := goCap cap false .entry a (acc ++ "{")
        (if isEnd b then acc else goCap cap false .entries b (acc ++ ", ")) ++ "}"
      else
        let acc := goCap cap false (.prec 0 true) a (acc ++ "[")
        (if isEnd b then acc else goCap cap false .items b (acc ++ ", ")) ++ "]"
    else goCap cap true (.prec 0 false) b (goCap cap false (.prec 0 false) a (acc ++ "(") ++ ", ") ++ ")"
  | _, .prec p _, .fst e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fst "))
  | _, .prec p _, .snd e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "snd "))
  | _, .prec p _, .labS ℓ e, acc =>
    parenClose (p > 2) (goCap cap false (.prec 2 false) e (parenOpen (p > 2) acc ++ label ℓ ++ " : "))
  | _, .prec p _, .labD (.lit ℓ) e, acc =>
    parenClose (p > 2) (goCap cap false (.prec 2 false) e (parenOpen (p > 2) acc ++ "(" ++ label ℓ ++ ") : "))
  | _, .prec p _, .labD a b, acc =>
    parenClose (p > 2)
      (goCap cap false (.prec 2 false) b (goCap cap false (.prec 3 false) a (parenOpen (p > 2) acc) ++ " : "))
  | _, .prec p _, .test a b, acc =>
    parenClose (p > 3)
      (goCap cap false (.prec 4 false) b (goCap cap false (.prec 4 false) a (parenOpen (p > 3) acc) ++ " ? "))
  | _, .prec p _, .assert a b, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) b
      (goCap cap false (.prec 10 false) a (parenOpen (p > 9) acc ++ "assert ") ++ " "))
  | _, .prec p _, .endorse _ a b, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) b
      (goCap cap false (.prec 10 false) a (parenOpen (p > 9) acc ++ "endorse ") ++ " "))
  | _, .prec p _, .send e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "send "))
  | _, .prec _ _, .recv .code, acc => acc ++ "recv"
  | _, .prec _ _, .recv .data, acc => acc ++ "recv_data"
  | _, .prec _ _, .recv .safe, acc => acc ++ "recv_safe"
  | _, .prec p _, .fork e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fork "))
  | _, .prec _ _, .clear, acc => acc ++ "clear"
  | _, .prec p _, .call t e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "call " ++ quote t ++ " "))
  | nl, .prec p bare, .val r l, acc =>
    if bare && isBot l then goCap cap nl (.prec p false) r acc
    else goCap cap (nl && isBot l) (.prec 2 false) r (acc ++ "(" ++ label l ++ " : ") ++ ")"

theorem parenOpen_size (b : Bool) (acc : String) :
    acc.utf8ByteSize ≤ (parenOpen b acc).utf8ByteSize := by
  cases b <;> simp [parenOpen]

theorem parenClose_size (b : Bool) (acc : String) :
    acc.utf8ByteSize ≤ (parenClose b acc).utf8ByteSize := by
  cases b <;> simp [parenClose]

/-- `goAcc` only appends. -/
theorem goAcc_size (nl : Bool) (c : Ctx) (t : Term L) (acc : String) :
    acc.utf8ByteSize ≤ (goAcc nl c t acc).utf8ByteSize := by
  fun_induction goAcc nl c t acc <;> grind [parenOpen_size, parenClose_size, String.utf8ByteSize_append]

/-- `goCap` only appends. -/
theorem goCap_size (cap : Nat) (nl : Bool) (c : Ctx) (t : Term L) (acc : String) :
    acc.utf8ByteSize ≤ (goCap cap nl c t acc).utf8ByteSize := by
  fun_induction goCap cap nl c t acc <;>
    grind [parenOpen_size, parenClose_size, String.utf8ByteSize_append]

/-- `goCap` prints what `goAcc` prints, or both texts have at least `cap` bytes. -/
theorem goCap_eq (cap : Nat) (nl : Bool) (c : Ctx) (t : Term L) (acc : String) :
    goCap cap nl c t acc = goAcc nl c t acc ∨
      (cap ≤ (goCap cap nl c t acc).utf8ByteSize ∧ cap ≤ (goAcc nl c t acc).utf8ByteSize) := by
  fun_induction goCap cap nl c t acc <;>
    grind [goAcc, goAcc_size, goCap_size, parenOpen_size, parenClose_size, String.utf8ByteSize_append]

/-- Print a term in a context of precedence level `p` (parenthesising when the term's level is lower). -/
def term (p : Nat) (t : Term L) : String := go (.prec p false) t

end Print

/-- A term in surface syntax. -/
def print {L : Type} [LabelSyntax L] (t : Term L) : String := Print.term 0 t

/-- `print t`, stopping once the text has `cap` bytes (`printCap_eq`): how the binding shows a value
whose text may be exponential in its size. -/
def printCap {L : Type} [LabelSyntax L] (cap : Nat) (t : Term L) : String :=
  Print.goCap cap false (.prec 0 false) t ""

/-- Below `cap` bytes, `printCap` is `print`; at or past it, so is `print`'s text. -/
theorem printCap_eq {L : Type} [LabelSyntax L] (cap : Nat) (t : Term L) :
    ((printCap cap t).utf8ByteSize < cap → printCap cap t = print t) ∧
      (cap ≤ (printCap cap t).utf8ByteSize → cap ≤ (print t).utf8ByteSize) := by
  have hp : print t = Print.goAcc false (.prec 0 false) t "" := by
    rw [Print.goAcc_eq false _ t "" (by simp)]; simp [print, Print.term]
  rw [hp]
  rcases Print.goCap_eq cap false (.prec 0 false) t "" with h | ⟨h1, h2⟩
  · exact ⟨fun _ => h, fun hc => h ▸ hc⟩
  · exact ⟨fun hc => absurd h1 (by unfold printCap at hc; omega), fun _ => h2⟩


/-- The text of a value sent as a prompt: a string is sent as is, anything else is printed. -/
def render {L : Type} [LabelSyntax L] : Term L → String
  | .const (.str s) => s
  | t => print t

end Llmbda

end

-- Llmbda/Syntax/Parse.lean
section


/-!
# Parsing the surface syntax

`parse : String → Except ParseError (Term L)` reads the surface syntax printed by `print`. It is total:
every input, however malformed, gives a term or a `ParseError` with a line and a column. The parser is
a Pratt parser written as one structurally recursive function whose recursion depth is bounded by
`Parse.maxDepth`; deeper input is a `ParseError`, never a crash. Model replies are parsed with it
(`parseReply`): as a program for `recv` (code generation; a reply may not contain `endorse`), as a
value for `recv_data` (data only: literals and pairs).

Lexical syntax: identifiers `[A-Za-z_][A-Za-z0-9_']*`; integers `[0-9]+` (a `-` directly before digits
where an operand is expected makes a negative literal; literals must fit in 64 bits); strings in double quotes with the escapes
`\" \\ \n \t \r \u{hex}`; label literals `{A, B}`; comments `-- …` to the end of the line.
-/



namespace Llmbda

/-- A parse error at a 1-based line and column. -/
structure ParseError where
  line : Nat
  col : Nat
  msg : String
deriving DecidableEq, Inhabited

/-- A parse error as text: `line L, column C: message` (what `recv_safe` returns for a bad reply). -/
def ParseError.describe (e : ParseError) : String :=
  "line " ++ Print.natToString e.line ++ ", column " ++ Print.natToString e.col ++ ": " ++ e.msg

namespace Parse

/-- Tokens. -/
inductive Tok where
  | ident (s : String)
  | kw (s : String)
  | int (i : Int)
  | str (s : String)
  /-- A label literal `{A, B}`, as its atom names. -/
  | label (atoms : List String)
  /-- Punctuation and operators. -/
  | sym (s : String)
  | eof
deriving DecidableEq, Inhabited

/-- A token and its position. -/
structure PTok where
  tok : Tok
  line : Nat
  col : Nat
deriving DecidableEq, Inhabited

/-- The keywords (they cannot be identifiers). -/
def keywords : List String :=
  ["fun", "rec", "let", "in", "if", "then", "else", "true", "false", "send", "recv", "recv_data", "fork", "clear",
   "assert", "endorse", "call", "not", "neg", "show", "len", "fst", "snd",
   "null", "recv_safe", "str_find", "str_take", "str_drop", "str_lower", "str_upper", "str_trim", "parse_int"]

/-- Can `c` start an identifier? -/
def isIdStart (c : Char) : Bool := c.isAlpha || c = '_'

/-- Can `c` continue an identifier? -/
def isIdChar (c : Char) : Bool := c.isAlphanum || c = '_' || c = '\''

/-- Split off the longest prefix whose characters satisfy `p`. -/
def span (p : Char → Bool) : List Char → List Char × List Char
  | [] => ([], [])
  | c :: cs => if p c then let (a, b) := span p cs; (c :: a, b) else ([], c :: cs)

/-- The value of a list of decimal digits, or `2 ^ 64` if it is larger (every literal from `2 ^ 63`
on is out of range anyway; the bound keeps the number small for the compiled code's runtime). -/
def digitsValue (acc : Nat) : List Char → Nat
  | [] => acc
  | c :: cs => digitsValue (min (acc * 10 + (c.toNat - 48)) 18446744073709551616) cs

/-- The value of a hexadecimal digit. -/
def hexValue (c : Char) : Option Nat :=
  if '0' ≤ c ∧ c ≤ '9' then some (c.toNat - 48)
  else if 'a' ≤ c ∧ c ≤ 'f' then some (c.toNat - 87)
  else if 'A' ≤ c ∧ c ≤ 'F' then some (c.toNat - 55)
  else none

/-- Read hexadecimal digits up to `}`; returns the code point, the rest after `}`, and the number of
characters consumed. More than 6 digits are refused at the seventh (the number stays below `16 ^ 6`,
small for the compiled code's runtime). -/
def lexHex (acc : Nat) (n : Nat) : List Char → Option (Nat × List Char × Nat)
  | [] => none
  | '}' :: rest => if n = 0 ∨ n > 6 then none else some (acc, rest, n + 1)
  | c :: rest =>
    if n ≥ 6 then none
    else match hexValue c with
      | some d => lexHex (acc * 16 + d) (n + 1) rest
      | none => none

/-- Read the body of a string literal after the opening quote. Returns the characters, the rest of the
input, and the position after the closing quote. -/
def lexString : Nat → Nat → Nat → List Char →
    List Char → Except ParseError (List Char × List Char × Nat × Nat)
  | 0, line, col, _, _ => .error ⟨line, col, "string literal too long"⟩
  | _ + 1, line, col, _, [] => .error ⟨line, col, "unterminated string literal"⟩
  | _ + 1, line, col, acc, '"' :: rest => .ok (acc.reverse, rest, line, col + 1)
  | fuel + 1, line, col, acc, '\\' :: 'n' :: rest => lexString fuel line (col + 2) ('\n' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: 't' :: rest => lexString fuel line (col + 2) ('\t' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: 'r' :: rest => lexString fuel line (col + 2) ('\r' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: '"' :: rest => lexString fuel line (col + 2) ('"' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: '\\' :: rest => lexString fuel line (col + 2) ('\\' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: 'u' :: '{' :: rest =>
    match lexHex 0 0 rest with
    | some (cp, rest', n) =>
      if cp.isValidChar then lexString fuel line (col + 3 + n) (Char.ofNat cp :: acc) rest'
      else .error ⟨line, col, "invalid \\u{…} escape"⟩
    | none => .error ⟨line, col, "invalid \\u{…} escape"⟩
  | _ + 1, line, col, _, '\\' :: _ => .error ⟨line, col, "unknown escape in string literal"⟩
  | fuel + 1, line, _, acc, '\n' :: rest => lexString fuel (line + 1) 1 ('\n' :: acc) rest
  | fuel + 1, line, col, acc, c :: rest => lexString fuel line (col + 1) (c :: acc) rest

/-- Read the atoms of a label literal after `{`. Returns the atoms, the rest after `}`, and the
column after `}`. -/
def lexLabel : Nat → Nat → Nat → List String →
    List Char → Except ParseError (List String × List Char × Nat)
  | 0, line, col, _, _ => .error ⟨line, col, "label literal too long"⟩
  | _ + 1, line, col, _, [] => .error ⟨line, col, "unterminated label literal"⟩
  | _ + 1, _, col, acc, '}' :: rest => .ok (acc.reverse, rest, col + 1)
  | fuel + 1, line, col, acc, ' ' :: rest => lexLabel fuel line (col + 1) acc rest
  | fuel + 1, line, col, acc, ',' :: rest => lexLabel fuel line (col + 1) acc rest
  | fuel + 1, line, col, acc, c :: rest =>
    if isIdStart c then
      let (a, b) := span isIdChar rest
      lexLabel fuel line (col + 1 + a.length) (String.ofList (c :: a) :: acc) b
    else .error ⟨line, col, "unexpected character in label literal"⟩

/-- Does this token end an operand (so that a following `-` is subtraction)? -/
def endsOperand : Tok → Bool
  | .ident _ | .int _ | .str _ | .label _ => true
  | .kw k => k = "true" || k = "false" || k = "recv" || k = "recv_data" || k = "recv_safe" ||
    k = "clear" || k = "null"
  | .sym s => s = ")" || s = "]" || s = "}"
  | .eof => false

/-- The two-character operators. -/
def sym2 : List String := ["->", "==", "!=", "<=", ">=", "++", "&&", "||"]

/-- The one-character punctuation and operators. -/
def sym1 : List Char :=
  ['(', ')', ',', ';', ':', '?', '@', '=', '<', '>', '+', '-', '*', '/', '%', '[', ']', '}']

/-- Does a record open here: after `{`, only spaces, tabs, newlines and carriage returns, then `"`?
(Otherwise `{` opens a label literal.) -/
def opensRecord : List Char → Bool
  | '"' :: _ => true
  | ' ' :: cs | '\t' :: cs | '\n' :: cs | '\r' :: cs => opensRecord cs
  | _ => false

/-- The lexer. `fuel` bounds the number of steps (the caller passes the input length plus one). Each
step reads at least one character, so the fuel left always exceeds the length of the rest of the
input, and the string and label readers take it as their own bound: computing the rest's length at
each literal instead would make lexing quadratic in the number of literals. -/
def lex : Nat → Nat → Nat → Bool → List Char → Except ParseError (List PTok)
  | 0, line, col, _, _ => .error ⟨line, col, "input too long"⟩
  | _ + 1, line, col, _, [] => .ok [⟨.eof, line, col⟩]
  | fuel + 1, line, col, prev, c :: cs =>
    if c = '\n' then lex fuel (line + 1) 1 prev cs
    else if c = ' ' ∨ c = '\t' ∨ c = '\r' then lex fuel line (col + 1) prev cs
    else if c = '-' ∧ cs.head? = some '-' then
      lex fuel line col prev ((span (· ≠ '\n') cs).2)
    else if isIdStart c then
      let (a, b) := span isIdChar cs
      let s := String.ofList (c :: a)
      let t := if keywords.contains s then Tok.kw s else Tok.ident s
      (lex fuel line (col + 1 + a.length) (endsOperand t) b).map (⟨t, line, col⟩ :: ·)
    else if c.isDigit ∨ (c = '-' ∧ !prev ∧ (cs.head?.map Char.isDigit) = some true) then
      let neg := c = '-'
      let (ds, b) := span Char.isDigit (if neg then cs else c :: cs)
      let n := digitsValue 0 ds
      let i : Int := if neg then -(n : Int) else n
      let width := ds.length + (if neg then 1 else 0)
      if b.head?.map isIdStart = some true then .error ⟨line, col, "malformed number"⟩
      -- Integers are 64-bit (`Prim.intMin` … `Prim.intMax`); a literal outside that range is an error.
      else if i < -9223372036854775808 ∨ 9223372036854775807 < i then
        .error ⟨line, col, "integer literal out of range"⟩
      else (lex fuel line (col + width) true b).map (⟨.int i, line, col⟩ :: ·)
    else if c = '"' then
      match lexString fuel line (col + 1) [] cs with
      | .ok (s, rest, line', col') =>
        (lex fuel line' col' true rest).map (⟨.str (String.ofList s), line, col⟩ :: ·)
      | .error e => .error e
    else if c = '{' ∧ opensRecord cs then
      (lex fuel line (col + 1) false cs).map (⟨.sym "{", line, col⟩ :: ·)
    else if c = '{' then
      match lexLabel fuel line (col + 1) [] cs with
      | .ok (atoms, rest, col') => (lex fuel line col' true rest).map (⟨.label atoms, line, col⟩ :: ·)
      | .error e => .error e
    else
      match cs with
      | d :: rest =>
        let two := String.ofList [c, d]
        if sym2.contains two then (lex fuel line (col + 2) false rest).map (⟨.sym two, line, col⟩ :: ·)
        else if sym1.contains c then
          (lex fuel line (col + 1) (c = ')' || c = ']' || c = '}') cs).map (⟨.sym (String.ofList [c]), line, col⟩ :: ·)
        else .error ⟨line, col, "unexpected character '" ++ String.ofList [c] ++ "'"⟩
      | [] =>
        if sym1.contains c then
          (lex fuel line (col + 1) (c = ')' || c = ']' || c = '}') cs).map (⟨.sym (String.ofList [c]), line, col⟩ :: ·)
        else .error ⟨line, col, "unexpected character '" ++ String.ofList [c] ++ "'"⟩

/-- The maximum recursion depth of the parser; deeper input is rejected with a `ParseError`. -/
def maxDepth : Nat := 20000

/-- What the parser is doing: parsing an expression whose operators bind at least at level `m`,
continuing after a left operand, collecting application arguments, or parsing one atom. -/
inductive Mode (L : Type) where
  | expr (m : Nat)
  | infix (lhs : Term L) (m : Nat)
  | args (head : Term L) (m : Nat)
  | atom
  /-- After `(e`: either `)` or `, e2)`. -/
  | close (e : Term L)
  /-- After `[e1, …, ek` (the elements so far, last first): either `, e` or `]`. -/
  | items (acc : List (Term L))
  /-- Before a record entry `"k": e`, after `{` or `,` (the entries so far, last first). -/
  | entry (acc : List (Term L))
  /-- After a record entry: either `,` and another entry, or `}`. -/
  | entries (acc : List (Term L))

/-- Infix operators: the level at which they bind, and the level of their right operand. -/
def infixInfo : String → Option (Nat × Nat)
  | ";" => some (1, 0)
  | ":" => some (2, 2)
  | "?" => some (3, 4)
  | "||" => some (4, 5)
  | "&&" => some (5, 6)
  | "==" => some (6, 7)
  | "!=" => some (6, 7)
  | "<" => some (6, 7)
  | "<=" => some (6, 7)
  | ">" => some (6, 7)
  | ">=" => some (6, 7)
  | "+" => some (7, 8)
  | "-" => some (7, 8)
  | "++" => some (7, 8)
  | "*" => some (8, 9)
  | "/" => some (8, 9)
  | "%" => some (8, 9)
  | _ => none

/-- Build the term for an infix operator. -/
def mkInfix {L : Type} (op : String) (a b : Term L) : Term L :=
  match op with
  | ";" => .app (.lam "_" b) a
  | ":" => .labD a b
  | "?" => .test a b
  | "||" => .prim2 .or a b
  | "&&" => .prim2 .and a b
  | "==" => .prim2 .eq a b
  | "!=" => .prim2 .ne a b
  | "<" => .prim2 .lt a b
  | "<=" => .prim2 .le a b
  | ">" => .prim2 .gt a b
  | ">=" => .prim2 .ge a b
  | "+" => .prim2 .add a b
  | "-" => .prim2 .sub a b
  | "++" => .prim2 .concat a b
  | "*" => .prim2 .mul a b
  | "/" => .prim2 .div a b
  | _ => .prim2 .mod a b

/-- Can this token start an atom (and so an application argument)? -/
def startsAtom : Tok → Bool
  | .ident _ | .int _ | .str _ | .label _ => true
  | .kw k => k = "true" || k = "false" || k = "recv" || k = "recv_data" || k = "recv_safe" ||
    k = "clear" || k = "null"
  | .sym s => s = "(" || s = "[" || s = "{"
  | .eof => false

/-- A description of a token for error messages. -/
def describe : Tok → String
  | .ident s => "identifier '" ++ s ++ "'"
  | .kw s => "keyword '" ++ s ++ "'"
  | .int _ => "integer literal"
  | .str _ => "string literal"
  | .label _ => "label literal"
  | .sym s => "'" ++ s ++ "'"
  | .eof => "end of input"

/-- An error at a token. -/
def errAt {α : Type} (t : PTok) (msg : String) : Except ParseError α := .error ⟨t.line, t.col, msg⟩

/-- The token at the head (end of input if none). -/
def peek : List PTok → PTok
  | [] => ⟨.eof, 0, 0⟩
  | t :: _ => t

/-- Drop the head token. -/
def advance : List PTok → List PTok
  | [] => []
  | _ :: ts => ts

/-- Read identifiers (binder names) up to the token `stop`. -/
def binders : List PTok → List String × List PTok
  | ⟨.ident x, _, _⟩ :: ts => let (xs, r) := binders ts; (x :: xs, r)
  | ts => ([], ts)

/-- Read `->`/`=` etc.: the next token must be the symbol `s`. -/
def expectSym (s : String) (ts : List PTok) : Except ParseError (List PTok) :=
  let t := peek ts
  if t.tok = .sym s then .ok (advance ts) else errAt t ("expected '" ++ s ++ "' but found " ++ describe t.tok)

/-- The next token must be the keyword `k`. -/
def expectKw (k : String) (ts : List PTok) : Except ParseError (List PTok) :=
  let t := peek ts
  if t.tok = .kw k then .ok (advance ts) else errAt t ("expected '" ++ k ++ "' but found " ++ describe t.tok)

/-- The list of the elements (given last first) as pairs ending in `[]`. -/
def listOf {L : Type} : List (Term L) → Term L → Term L
  | [], t => t
  | e :: es, t => listOf es (.pair e t)

/-- `fun x y z -> b` as nested functions. -/
def lams {L : Type} : List String → Term L → Term L
  | [] , b => b
  | x :: xs, b => .lam x (lams xs b)

variable {L : Type} [LabelSyntax L]

/-- The label denoted by the atoms of a literal, or an error naming an unknown atom. -/
def labelOf [JoinSemilattice L] (t : PTok) : List String → Except ParseError L
  | [] => .ok JoinSemilattice.bot
  | a :: as => match LabelSyntax.atom? (L := L) a with
    | some l => (labelOf t as).map (JoinSemilattice.join l)
    | none => errAt t ("unknown label atom '" ++ a ++ "'")

/-- The parser (see `Mode`). Structurally recursive on the depth bound. -/
def go [JoinSemilattice L] : Nat → Mode L → List PTok → Except ParseError (Term L × List PTok)
  | 0, _, ts => errAt (peek ts) "program too deeply nested"
  | n + 1, .expr m, ts =>
    let t := peek ts
    let rest := advance ts
    match t.tok with
    | .kw "fun" =>
      let (xs, r) := binders rest
      if xs.isEmpty then errAt (peek rest) "expected a parameter name after 'fun'"
      else do
        let r ← expectSym "->" r
        let (b, r) ← go n (.expr 0) r
        .ok (lams xs b, r)
    | .kw "rec" =>
      match binders rest with
      | ([f, x], r) => do
        let r ← expectSym "->" r
        let (b, r) ← go n (.expr 0) r
        .ok (.fix f x b, r)
      | (_, r) => errAt (peek r) "expected 'rec f x -> body'"
    | .kw "let" =>
      match peek rest with
      | ⟨.kw "rec", _, _⟩ =>
        match binders (advance rest) with
        | ([f, x], r) => do
          let r ← expectSym "=" r
          let (e1, r) ← go n (.expr 0) r
          let r ← expectKw "in" r
          let (e2, r) ← go n (.expr 0) r
          .ok (.app (.lam f e2) (.fix f x e1), r)
        | (_, r) => errAt (peek r) "expected 'let rec f x = e1 in e2'"
      | _ =>
        match binders rest with
        | (x :: xs, r) => do
          let r ← expectSym "=" r
          let (e1, r) ← go n (.expr 0) r
          let r ← expectKw "in" r
          let (e2, r) ← go n (.expr 0) r
          .ok (.app (.lam x e2) (lams xs e1), r)
        | ([], r) => errAt (peek r) "expected a name after 'let'"
    | .kw "if" => do
      let (c, r) ← go n (.expr 0) rest
      let r ← expectKw "then" r
      let (a, r) ← go n (.expr 0) r
      let r ← expectKw "else" r
      let (b, r) ← go n (.expr 0) r
      .ok (.ite c a b, r)
    | .label atoms =>
      if m ≤ 2 ∧ (peek rest).tok = .sym ":" then do
        let ℓ ← labelOf t atoms
        let (e, r) ← go n (.expr 2) (advance rest)
        go n (.infix (.labS ℓ e) m) r
      else do
        let (a, r) ← go n .atom ts
        go n (.args a m) r
    | .kw "send" => do let (a, r) ← go n .atom rest; go n (.infix (.send a) m) r
    | .kw "fork" => do let (a, r) ← go n .atom rest; go n (.infix (.fork a) m) r
    | .kw "not" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .not a) m) r
    | .kw "neg" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .neg a) m) r
    | .kw "show" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .show a) m) r
    | .kw "len" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .len a) m) r
    | .kw "str_lower" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .lower a) m) r
    | .kw "str_upper" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .upper a) m) r
    | .kw "str_trim" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .trim a) m) r
    | .kw "parse_int" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .parseInt a) m) r
    | .kw "str_find" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.prim2 .find a b) m) r
    | .kw "str_take" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.prim2 .take a b) m) r
    | .kw "str_drop" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.prim2 .drop a b) m) r
    | .kw "fst" => do let (a, r) ← go n .atom rest; go n (.infix (.fst a) m) r
    | .kw "snd" => do let (a, r) ← go n .atom rest; go n (.infix (.snd a) m) r
    | .sym "@" => do let (a, r) ← go n .atom rest; go n (.infix (.app (.lam "_" (.recv .code)) (.send a)) m) r
    | .kw "assert" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.assert a b) m) r
    | .kw "endorse" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.endorse ⟨t.line, t.col⟩ a b) m) r
    | .kw "call" =>
      match peek rest with
      | ⟨.str name, _, _⟩ => do
        let (a, r) ← go n .atom (advance rest)
        go n (.infix (.call name a) m) r
      | t' => errAt t' "expected a tool name (a string literal) after 'call'"
    | _ =>
      if startsAtom t.tok then do
        let (a, r) ← go n .atom ts
        go n (.args a m) r
      else errAt t ("expected an expression but found " ++ describe t.tok)
  | n + 1, .args head m, ts =>
    if startsAtom (peek ts).tok then do
      let (a, r) ← go n .atom ts
      go n (.args (.app head a) m) r
    else go n (.infix head m) ts
  | n + 1, .infix lhs m, ts =>
    match (peek ts).tok with
    | .sym op =>
      match infixInfo op with
      | some (lvl, rp) =>
        if lvl < m then .ok (lhs, ts)
        else do
          let (rhs, r) ← go n (.expr rp) (advance ts)
          go n (.infix (mkInfix op lhs rhs) m) r
      | none => .ok (lhs, ts)
    | _ => .ok (lhs, ts)
  | n + 1, .atom, ts =>
    let t := peek ts
    let rest := advance ts
    match t.tok with
    | .ident x => .ok (.var x, rest)
    | .int i => .ok (.const (.int i), rest)
    | .str s => .ok (.const (.str s), rest)
    | .kw "true" => .ok (.const (.bool true), rest)
    | .kw "false" => .ok (.const (.bool false), rest)
    | .kw "recv" => .ok (.recv .code, rest)
    | .kw "recv_data" => .ok (.recv .data, rest)
    | .kw "recv_safe" => .ok (.recv .safe, rest)
    | .kw "clear" => .ok (.clear, rest)
    | .kw "null" => .ok (.const .unit, rest)
    | .sym "[" =>
      if (peek rest).tok = .sym "]" then .ok (.const .nil, advance rest)
      else do
        let (e, r) ← go n (.expr 0) rest
        go n (.items [e]) r
    | .sym "{" => go n (.entry []) rest
    | .label atoms => do let ℓ ← labelOf t atoms; .ok (.lit ℓ, rest)
    | .sym "(" =>
      if (peek rest).tok = .sym ")" then .ok (.const .unit, advance rest)
      else do
        let (e, r) ← go n (.expr 0) rest
        go n (.close e) r
    | _ => errAt t ("expected an expression but found " ++ describe t.tok)
  | n + 1, .close e, ts =>
    let t := peek ts
    match t.tok with
    | .sym ")" => .ok (e, advance ts)
    | .sym "," => do
      let (b, r) ← go n (.expr 0) (advance ts)
      let r ← expectSym ")" r
      .ok (.pair e b, r)
    | _ => errAt t ("expected ')' but found " ++ describe t.tok)
  | n + 1, .items acc, ts =>
    let t := peek ts
    match t.tok with
    | .sym "]" => .ok (listOf acc (.const .nil), advance ts)
    | .sym "," => do
      let (e, r) ← go n (.expr 0) (advance ts)
      go n (.items (e :: acc)) r
    | _ => errAt t ("expected ',' or ']' but found " ++ describe t.tok)
  | n + 1, .entry acc, ts =>
    let t := peek ts
    match t.tok with
    | .str k => do
      let r ← expectSym ":" (advance ts)
      let (e, r) ← go n (.expr 0) r
      go n (.entries (.pair (.const (.str k)) e :: acc)) r
    | _ => errAt t ("expected a record key (a string literal) but found " ++ describe t.tok)
  | n + 1, .entries acc, ts =>
    let t := peek ts
    match t.tok with
    | .sym "}" => .ok (listOf acc (.const .nil), advance ts)
    | .sym "," => go n (.entry acc) (advance ts)
    | _ => errAt t ("expected ',' or '}' but found " ++ describe t.tok)

end Parse

/-- Parse a program in the surface syntax. -/
def parse {L : Type} [JoinSemilattice L] [LabelSyntax L] (src : String) : Except ParseError (Term L) := do
  let cs := src.toList
  let toks ← Parse.lex (cs.length + 1) 1 1 false cs
  let (t, rest) ← Parse.go Parse.maxDepth (.expr 0) toks
  match Parse.peek rest with
  | ⟨.eof, _, _⟩ => .ok t
  | t' => .error ⟨t'.line, t'.col, "unexpected " ++ Parse.describe t'.tok ++ " after the end of the program"⟩

/-- The prelude's library functions a model reply may call (`python/llmbda/prelude.lam`): pure
functions on lists, records and strings. None endorses. -/
def replyScope : List String :=
  ["length", "nth", "append", "reverse", "map", "filter", "fold", "find", "any", "all",
   "get", "has", "set", "keys", "contains", "substring", "split", "join"]

/-- Is `x` one of the strings `xs`? (Structurally recursive, for the compiled chain.) -/
def memStr (x : String) : List String → Bool
  | [] => false
  | y :: ys => x == y || memStr x ys

/-- `closeReply bound t`: the free occurrences in `t` of a name of `replyScope` (not in `bound` and not
bound in `t` by `fun` or `rec`) become calls of the host tool `prelude.<name>`, which gives the
prelude's function: so a reply may call the library the program uses. -/
def closeReply {L : Type} (bound : List String) : Term L → Term L
  | .var x => if memStr x replyScope && !memStr x bound then .call ("prelude." ++ x) (.const .unit)
    else .var x
  | .const c => .const c
  | .lit ℓ => .lit ℓ
  | .lam x b => .lam x (closeReply (x :: bound) b)
  | .fix f x b => .fix f x (closeReply (x :: f :: bound) b)
  | .app a b => .app (closeReply bound a) (closeReply bound b)
  | .ite c a b => .ite (closeReply bound c) (closeReply bound a) (closeReply bound b)
  | .prim1 op a => .prim1 op (closeReply bound a)
  | .prim2 op a b => .prim2 op (closeReply bound a) (closeReply bound b)
  | .pair a b => .pair (closeReply bound a) (closeReply bound b)
  | .fst a => .fst (closeReply bound a)
  | .snd a => .snd (closeReply bound a)
  | .labS ℓ a => .labS ℓ (closeReply bound a)
  | .labD a b => .labD (closeReply bound a) (closeReply bound b)
  | .test a b => .test (closeReply bound a) (closeReply bound b)
  | .assert a b => .assert (closeReply bound a) (closeReply bound b)
  | .endorse p a b => .endorse p (closeReply bound a) (closeReply bound b)
  | .send a => .send (closeReply bound a)
  | .recv md => .recv md
  | .fork a => .fork (closeReply bound a)
  | .clear => .clear
  | .call t a => .call t (closeReply bound a)
  | .val r l => .val r l

/-- Why a reply that endorses is refused. -/
def endorseRefusal : ParseError :=
  ⟨1, 1, "a model reply may not endorse: endorse is written by the program, never generated"⟩

/-- Read a model reply for `recv` (`mode = code`: a program without `endorse`, closed over the
prelude's library by `closeReply`) or `recv_data`
(`mode = data`: a value: literals and pairs). Anything else is a `ParseError`, which the interpreter
reports as a bad reply. -/
def parseReply {L : Type} [JoinSemilattice L] [LabelSyntax L] (mode : ReplyMode) (r : String) :
    Except ParseError (Term L) :=
  match parse r with
  | .error e =>
    match mode with
    | .safe => .ok (.pair (.const (.bool false)) (.const (.str e.describe)))
    | _ => .error e
  | .ok t =>
    match mode with
    | .safe =>
      if t.endorseFree then .ok (.pair (.const (.bool true)) (closeReply [] t))
      else .ok (.pair (.const (.bool false)) (.const (.str endorseRefusal.describe)))
    | .code =>
      if t.endorseFree then .ok (closeReply [] t)
      else .error endorseRefusal
    | .data =>
      if t.isData then .ok t
      else .error ⟨1, 1, "expected a value (a literal or a pair of values), not code: this reply is read as data"⟩

end Llmbda

end

-- Llmbda/Spec/Session.lean
section


/-!
# Conversations (sessions)

The configuration `C` of the semantics is the conversation with the model: a list of labelled
messages, oldest first. `send` appends a user message, `recv` appends the model's reply. The session
label is the join of the labels of its messages; it labels everything the model says next.
-/



namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

/-- Who wrote a message. -/
inductive Role where
  /-- A prompt, appended by `send`. -/
  | user
  /-- A model reply, appended by `recv`. -/
  | assistant
deriving DecidableEq, Inhabited

/-- A labelled message of the conversation. -/
structure Message (L : Type) where
  role : Role
  content : String
  label : L
deriving DecidableEq, Inhabited

/-- A conversation, oldest message first: the configuration `C` of the semantics. -/
abbrev Session (L : Type) := List (Message L)

namespace Session
variable {L : Type} [JoinSemilattice L]

/-- The session label: the join of the labels of the messages (`⊥` for the empty session). -/
def label : Session L → L
  | [] => JoinSemilattice.bot
  | m :: ms => m.label ⊔ label ms

end Session

end Llmbda

end

-- Llmbda/Spec/Search.lean
section

/-!
# Substring search

The meaning of `str_find` (`Llmbda.Prim.eval2`): the index of the first occurrence of one string in
another, by plain search. (The compiled code runs a copy proved equal to `Llmbda.Prim.findFrom`
that charges its work to the run's work bound: `Llmbda.Exec.Search`.)
-/



namespace Llmbda

namespace Prim

/-- Is `t` a prefix of `s`? -/
def isPrefix : List Char → List Char → Bool
  | [], _ => true
  | _ :: _, [] => false
  | a :: t, b :: s => a == b && isPrefix t s

/-- The index of the first occurrence of `t` in `s`, counting from `i`; `-1` if none. -/
def findFrom (t : List Char) : List Char → Nat → Int
  | s, i =>
    if isPrefix t s then i
    else match s with
      | [] => -1
      | _ :: s' => findFrom t s' (i + 1)

end Prim

end Llmbda

end

-- Llmbda/Exec/Search.lean
section


/-!
# `str_find` under the run's work bound

`Llmbda.Prim.findFrom`, the meaning of `str_find`, is a plain search: its time is the product of the
two lengths, and it allocates nothing while it searches, so the compiled runtime's checks (the run's
work bound and its cancellation, made at every allocation) would never meet a long search. The
compiled code runs `Llmbda.Compiled.findFromC` instead, bound to `findFrom` by a `@[csimp]` theorem
(a proved equality, so every theorem about `peval` is a theorem about the compiled code): the same
search, which charges each position's comparison to the run's work before it makes it (`tick`), so
that a search too long for the run ends in a `ResourceLimit`, and Ctrl-C stops it.

This module comes before `Llmbda.Spec.Prim` in the compiled chain (`python/llmbda/lean/codegen.py`):
a `@[csimp]` theorem applies to the definitions compiled after it.
-/



namespace Llmbda.Compiled

/-- Charge `n` units of work to the run. In compiled code this is the runtime's `leanrt_tick`
(`python/src/leanrt/runtime.c`), which counts them with the run's allocations and does not return
when the run is over its work bound or cancelled (the run ends in a `ResourceLimit`). For the
kernel and every proof it is `true`. -/
@[extern "leanrt_tick"]
def tick (_n : UInt64) : Bool := true

/-- `Llmbda.Prim.findFrom`, charging `cost` units (`tick`) before each position's comparison. -/
def findFromCharged (t : List Char) (cost : UInt64) : List Char → Nat → Int
  | s, i =>
    if tick cost then
      if Prim.isPrefix t s then i
      else match s with
        | [] => -1
        | _ :: s' => findFromCharged t cost s' (i + 1)
    else -1

theorem findFromCharged_eq (t : List Char) (cost : UInt64) (s : List Char) (i : Nat) :
    findFromCharged t cost s i = Prim.findFrom t s i := by
  induction s generalizing i with
  | nil => rw [findFromCharged, Prim.findFrom]; rfl
  | cons c s ih =>
    rw [findFromCharged, Prim.findFrom]
    show (if Prim.isPrefix t (c :: s) then (i : Int) else findFromCharged t cost s (i + 1)) =
      (if Prim.isPrefix t (c :: s) then (i : Int) else Prim.findFrom t s (i + 1))
    rw [ih]

/-- The search the compiled code runs: each position charged `|t| / 16 + 1` units (a unit is what
the runtime charges for an allocation; comparing about 16 characters costs about as much). -/
def findFromC (t s : List Char) (i : Nat) : Int :=
  findFromCharged t (UInt64.ofNat (t.length / 16 + 1)) s i

@[csimp] theorem findFrom_eq_findFromC : @Prim.findFrom = @findFromC := by
  funext t s i
  exact (findFromCharged_eq t _ s i).symm

end Llmbda.Compiled

end

-- Llmbda/Spec/Prim.lean
section


/-!
# Primitive operators

The meaning of the unary and binary primitives on raw values. Integers are 64-bit: a result outside
`[intMin, intMax]` is an `overflow` error (so the executable core can use machine integers and agree
exactly). Division and remainder are Euclidean (`Int.ediv`, `Int.emod`); division by zero gives `0`
and `x % 0 = x`, as in Lean.
-/



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
  | .take, .const (.str a), .const (.int n) => .ok (.const (.str (String.ofList (takeChars (count n) a.toList))))
  | .drop, .const (.str a), .const (.int n) => .ok (.const (.str (String.ofList (dropChars (count n) a.toList))))
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

-- Llmbda/Spec/Eval.lean
section


/-!
# The probabilistic big-step semantics

`Eval M T pc C e C' V w s` is the paper's judgement `pc ⊢ C, e ⇓ C', V ▷ w, s`: under program counter
label `pc`, in conversation `C`, the term `e` evaluates to the labelled value `V`, leaving conversation
`C'`; the derivation has weight `w` (the product of the model's weights of the replies it used) and
consumes the sampling trace `s` (the model's replies, in order).

One constructor per rule. The semantics is parametric in the model `M` (`M.weight md C r` is the
weight of reply `r` after conversation `C` when the program reads the reply in mode `md`) and in
the tools `T` (deterministic external functions).

Labelling discipline (the invariant is Confinement: every result label is above `pc`):
* a value built under `pc` is labelled `pc`; branching and applying raise `pc` by the label of the
  scrutinee or function;
* `recv` runs the parsed reply under `pc ⊔ label C`, so everything generated is labelled by what the
  model saw; `recv_data` reads the reply as a value (never code), labelled the same way, and no reply
  may contain `endorse`;
* `send` appends a message labelled by the *deep* label of the value sent (the message shows the whole
  value, pairs and function bodies included);
* no sensitive upgrade of the conversation: `send` and `recv` run only when `pc` flows to the
  conversation's label, and `clear` (which makes the label `⊥`) only when `pc` is `⊥`, so whether the
  conversation label is visible to an observer never depends on data the observer cannot see;
* `e1 ? e2` is labelled `pc ⊔ ℓ ⊔ l2`: by the label `ℓ` tested against (and `ℓ`'s own label `l2`),
  not by the label of the value tested, as in the paper;
* `endorse` keeps the confidentiality part of the value's label and replaces its integrity part by the
  target, joined with `pc`: under a tainted `pc` it is inert.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §3–4 (semantics), App. E (endorse).
-/



namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- A language model: the weight of each reply, as a function of the reply mode the program asked
for (`recv`, `recv_data`, `recv_safe`: a host may constrain the model's output to the matching
grammar) and of the conversation. The mode is part of the program, so an observer who sees the
conversation sees it too. -/
structure Model (L W : Type) where
  /-- `weight md C r`: the weight (probability) of the reply `r` after conversation `C`, asked in
  mode `md`. -/
  weight : ReplyMode → Session L → String → W

/-- A deterministic model: in each mode, after each conversation at most one reply has a weight
other than `0` (weights are natural numbers, as for a model given by an oracle). -/
def Model.Deterministic {L : Type} (M : Model L Nat) : Prop :=
  ∀ md C r r', M.weight md C r ≠ 0 → M.weight md C r' ≠ 0 → r = r'

/-- External tools. `run`: deterministic functions from a tool name and the argument value (its
label included) to a raw result and the label of its provenance (e.g. `{U}` for third-party text);
`none`: no such tool, or it refused. `bound`: each tool's clearance, the highest label its argument
(deep label, joined with `pc`) may carry; `E-Call` checks it before the tool runs (`⊤`: no bound). -/
structure Tools (L : Type) where
  /-- `run name arg`: the tool's raw result and provenance label, or `none`. -/
  run : String → Value L → Option (Term L × L)
  /-- `bound name`: the tool's clearance. -/
  bound : String → L
  /-- `cost name arg`: the fuel a call used beyond its step (the runs it started), which `peval`
  charges to the caller; the semantics does not look at it. -/
  cost : String → Value L → Nat
  /-- `recvCost n r`: the fuel the host used producing the `n`th reply `r` beyond reading it (the runs
  the oracle started), which `peval` charges to the caller with the reply; the semantics does not
  look at it. -/
  recvCost : Nat → String → Nat

/-- An effect of a run on the world outside the program (`Llmbda.EvalFx`, `Spec/Effects.lean`, records
them; `peval` keeps them in its state). -/
inductive Effect (L : Type) where
  /-- `recv` under `pc` showed the model the conversation `C`. -/
  | prompt (pc : L) (C : Session L)
  /-- A call under `pc` gave the tool `name` the argument `v`. -/
  | call (pc : L) (name : String) (v : Value L)
deriving DecidableEq, Inhabited

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Mul W] [OfNat W 1]

/-- The tools as sinks that enforced their own clearances would be: `run` refuses every argument
whose deep label does not flow to the tool's bound. (`Llmbda.Eval.guard_iff`: no run can tell.) -/
def Tools.guard (T : Tools L) : Tools L :=
  ⟨fun name v => if flows v.deepLabel (T.bound name) then T.run name v else none, T.bound, T.cost, T.recvCost⟩

open Factored in
/-- The big-step semantics `pc ⊢ C, e ⇓ C', V ▷ w, s`. -/
inductive Eval (M : Model L W) (T : Tools L) :
    L → Session L → Term L → Session L → Value L → W → List String → Prop where
  /-- **E-Const**: a constant is a value labelled `pc`. -/
  | const {pc C c} : Eval M T pc C (.const c) C ⟨.const c, pc⟩ 1 []
  /-- **E-Label**: a label literal is a value labelled `pc`. -/
  | lit {pc C ℓ} : Eval M T pc C (.lit ℓ) C ⟨.lit ℓ, pc⟩ 1 []
  /-- **E-Lam**: a function is a value labelled `pc`. -/
  | lam {pc C x b} : Eval M T pc C (.lam x b) C ⟨.lam x b, pc⟩ 1 []
  /-- **E-Rec**: a recursive function is a value labelled `pc`. -/
  | fix {pc C f x b} : Eval M T pc C (.fix f x b) C ⟨.fix f x b, pc⟩ 1 []
  /-- **E-Val**: a substituted value `r^l` is raised to `pc`. -/
  | val {pc C r l} : Eval M T pc C (.val r l) C ⟨r, pc ⊔ l⟩ 1 []
  /-- **E-App**: call-by-value application; the body runs under `pc ⊔ l`, `l` the function's label. -/
  | app {pc C C1 C2 C3 e1 e2 x b l v2 v w1 w2 w3 s1 s2 s3} :
      Eval M T pc C e1 C1 ⟨.lam x b, l⟩ w1 s1 →
      Eval M T pc C1 e2 C2 v2 w2 s2 →
      Eval M T (pc ⊔ l) C2 (b.subst x v2.toTerm) C3 v w3 s3 →
      Eval M T pc C (.app e1 e2) C3 v (w1 * w2 * w3) (s1 ++ s2 ++ s3)
  /-- **E-AppRec**: applying a recursive function substitutes the argument and the function itself. -/
  | appFix {pc C C1 C2 C3 e1 e2 f x b l v2 v w1 w2 w3 s1 s2 s3} :
      Eval M T pc C e1 C1 ⟨.fix f x b, l⟩ w1 s1 →
      Eval M T pc C1 e2 C2 v2 w2 s2 →
      Eval M T (pc ⊔ l) C2 ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l)) C3 v w3 s3 →
      Eval M T pc C (.app e1 e2) C3 v (w1 * w2 * w3) (s1 ++ s2 ++ s3)
  /-- **E-IfTrue**: the branch runs under `pc ⊔ l`, `l` the condition's label. -/
  | iteTrue {pc C C1 C2 c a b l v w1 w2 s1 s2} :
      Eval M T pc C c C1 ⟨.const (.bool true), l⟩ w1 s1 →
      Eval M T (pc ⊔ l) C1 a C2 v w2 s2 →
      Eval M T pc C (.ite c a b) C2 v (w1 * w2) (s1 ++ s2)
  /-- **E-IfFalse** -/
  | iteFalse {pc C C1 C2 c a b l v w1 w2 s1 s2} :
      Eval M T pc C c C1 ⟨.const (.bool false), l⟩ w1 s1 →
      Eval M T (pc ⊔ l) C1 b C2 v w2 s2 →
      Eval M T pc C (.ite c a b) C2 v (w1 * w2) (s1 ++ s2)
  /-- **E-Prim1**: a unary primitive keeps its operand's label. -/
  | prim1 {pc C C1 op e r r' l w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      Prim.eval1 op r = .ok r' →
      Eval M T pc C (.prim1 op e) C1 ⟨r', l⟩ w s
  /-- **E-Prim2**: a binary primitive joins its operands' labels. -/
  | prim2 {pc C C1 C2 op e1 e2 r1 r2 r l1 l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨r1, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r2, l2⟩ w2 s2 →
      Prim.eval2 op r1 r2 = .ok r →
      Eval M T pc C (.prim2 op e1 e2) C2 ⟨r, l1 ⊔ l2⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Pair**: a pair of labelled values, itself labelled `pc`. -/
  | pair {pc C C1 C2 e1 e2 v1 v2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 v1 w1 s1 →
      Eval M T pc C1 e2 C2 v2 w2 s2 →
      Eval M T pc C (.pair e1 e2) C2 ⟨.pair v1.toTerm v2.toTerm, pc⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Fst**: a component's label is joined with the pair's. -/
  | fst {pc C C1 e r1 l1 b l w s} :
      Eval M T pc C e C1 ⟨.pair (.val r1 l1) b, l⟩ w s →
      Eval M T pc C (.fst e) C1 ⟨r1, l1 ⊔ l⟩ w s
  /-- **E-Snd** -/
  | snd {pc C C1 e a r2 l2 l w s} :
      Eval M T pc C e C1 ⟨.pair a (.val r2 l2), l⟩ w s →
      Eval M T pc C (.snd e) C1 ⟨r2, l2 ⊔ l⟩ w s
  /-- **E-LabelStatic** `ℓ : e`: raise the value's label by `ℓ`. -/
  | labS {pc C C1 ℓ e r l w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      Eval M T pc C (.labS ℓ e) C1 ⟨r, l ⊔ ℓ⟩ w s
  /-- **E-LabelDynamic** `e1 : e2`: raise by the computed label `ℓ` and by the label `l1` of `ℓ`. -/
  | labD {pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 →
      Eval M T pc C (.labD e1 e2) C2 ⟨r, l2 ⊔ ℓ ⊔ l1⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Test** `e1 ? e2`: does `l1` flow to `ℓ`? The answer is labelled by the *policy* tested:
  `pc ⊔ ℓ ⊔ l2` (`l2` the label of `ℓ` itself), not by the tested value's label `l1`. An observer who
  sees the answer sees `ℓ`; if `l1` is hidden from it, `l1` cannot flow to `ℓ`, so the answer is
  `false` in every run. -/
  | test {pc C C1 C2 e1 e2 r l1 ℓ l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨r, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨.lit ℓ, l2⟩ w2 s2 →
      Eval M T pc C (.test e1 e2) C2 ⟨.const (.bool (flows l1 ℓ)), pc ⊔ ℓ ⊔ l2⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Assert** (deep): pass the value on if its *deep* label (its label and every label inside
  it) flows to `ℓ`, labelled by that deep label (and `ℓ`'s own label); there is no rule otherwise
  (stuck). The paper's rule checks the outer label only; the deep check is what a sink needs (a
  pair at `{}` may hold a secret), and labelling the result by what was checked keeps whether the
  check passes visible to exactly the observers that see the value whole. -/
  | assert {pc C C1 C2 e1 e2 ℓ l1 r l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 →
      flows (l2 ⊔ r.innerLabel) ℓ = true →
      Eval M T pc C (.assert e1 e2) C2 ⟨r, l2 ⊔ r.innerLabel ⊔ l1⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Endorse**: the target `ℓ` must be a pure integrity label (`conf ℓ = ⊥`); the result keeps the
  value's confidentiality, takes `ℓ` as its integrity, and is joined with `pc` and `ℓ`'s own label.
  (`p`, where the `endorse` stands in the source, plays no part.) -/
  | endorse {pc C C1 C2 p e1 e2 ℓ l1 r l2 w1 w2 s1 s2} :
      Eval M T pc C e1 C1 ⟨.lit ℓ, l1⟩ w1 s1 →
      Eval M T pc C1 e2 C2 ⟨r, l2⟩ w2 s2 →
      conf ℓ = ⊥ →
      Eval M T pc C (.endorse p e1 e2) C2 ⟨r, pc ⊔ l1 ⊔ conf l2 ⊔ ℓ⟩ (w1 * w2) (s1 ++ s2)
  /-- **E-Send**: append the rendered value as a user message carrying the value's deep label; `pc`
  must flow to the conversation's label (no sensitive upgrade). -/
  | send {pc C C1 e r l w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      flows pc (Session.label C1) = true →
      Eval M T pc C (.send e) (C1 ++ [⟨.user, render r, l ⊔ r.innerLabel⟩]) ⟨.const .unit, pc⟩ w s
  /-- **E-Recv** (`recv`, `mode = code`) and **E-RecvData** (`recv_data`, `mode = data`): sample a
  reply `r` (weight `M.weight md C r`: the model knows the mode), append it, read it
  (`parseReply md`: a program without `endorse`, or a value) and run the term read under
  `pc ⊔ label C`; `pc` must flow to `label C` (no sensitive upgrade). A reply read as data is a
  literal or a pair, so running it only labels it. `recv_safe` (`mode = safe`) is the same rule:
  its reading is `(true, t)` or `(false, "why")`. -/
  | recv {pc C C' md r t v w s} :
      flows pc (Session.label C) = true →
      parseReply md r = .ok t →
      Eval M T (pc ⊔ Session.label C) (C ++ [⟨.assistant, r, pc ⊔ Session.label C⟩]) t C' v w s →
      Eval M T pc C (.recv md) C' v (M.weight md C r * w) (r :: s)
  /-- **E-Fork**: run on a copy of the conversation; the conversation is left as it was. -/
  | fork {pc C C' e v w s} :
      Eval M T pc C e C' v w s →
      Eval M T pc C (.fork e) C v w s
  /-- **E-Clear**: empty the conversation, when `pc` is `⊥` (the empty conversation's label is `⊥`,
  so a `clear` under a raised `pc` would be a sensitive upgrade). -/
  | clear {pc C} :
      flows pc ⊥ = true →
      Eval M T pc C .clear [] ⟨.const .unit, pc⟩ 1 []
  /-- **E-Call**: the argument's deep label (the tool sees the whole argument value, its label,
  pairs and function bodies included) and `pc` must flow to the tool's clearance `T.bound name`
  (a sink in the calculus); the result is labelled by that deep label and its provenance label. -/
  | call {pc C C1 name e r l r' lt w s} :
      Eval M T pc C e C1 ⟨r, l⟩ w s →
      flows (pc ⊔ (l ⊔ r.innerLabel)) (T.bound name) = true →
      T.run name ⟨r, l⟩ = some (r', lt) →
      Eval M T pc C (.call name e) C1 ⟨r', l ⊔ r.innerLabel ⊔ lt⟩ w s

end Llmbda

end

-- Llmbda/Exec/Peval.lean
section


/-!
# `peval`: the executable interpreter

A pure, total interpreter for the calculus. The model is an *oracle*: a function from the number of
replies drawn so far, the reply mode the program asked for (`recv`, `recv_data` or `recv_safe`) and
the current conversation (newest message first) to the next reply, so a scripted list of replies and
a real model are both oracles. Tools are the same `Tools` as in the semantics.

Two bounds make it total, and both are ordinary results:
* **fuel**: every evaluation step (every visit of a term) costs one unit, and host work costs more:
  a primitive that reads or writes `n` bytes of strings, a reply of `n` bytes read, a string of `n`
  bytes sent cost `n / 256` units (`Prim.bytes1`, `Prim.bytes2`), and a value printed into a
  message as `n > 256` bytes of text `(n - 256) / 16` (`sendCost`), a tool call what the tool
  says it used (`Tools.cost`: the runs it started), and a reply what the host says the oracle used
  (`Tools.recvCost`: the runs it started). At zero, or short of a charge,
  the result is `outOfFuel`. Fuel is threaded through the whole run, so it bounds the total work.
* **depth**: the nesting depth of evaluation (the recursion depth of `peval`); past it the result is
  `depthExceeded`. It is structural, which is what makes `peval` a structurally recursive function the
  kernel can evaluate.

Every other way of going wrong (an unbound variable, a type error, an integer overflow, a failed
`assert`, an illegal `endorse`, a denied `clear`, a missing tool, a reply that does not parse) is an
`Error` value together with the state reached, never a panic.

The tests' oracle (`python/src/core/`) is a line-by-line C++ rendering of this file, held to it by
differential tests.
-/



namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- Why evaluation stopped without a value. -/
inductive Error (L : Type) where
  /-- The fuel ran out. -/
  | outOfFuel
  /-- The evaluation nested deeper than the depth bound. -/
  | depthExceeded
  /-- A free variable was evaluated. -/
  | unbound (x : String)
  /-- An operation was applied to a value of the wrong shape. -/
  | typeError (msg : String)
  /-- An integer result did not fit in 64 bits. -/
  | overflow
  /-- `assert ℓ e`: the deep label `actual` of `e`'s value does not flow to `required`. -/
  | assertFailed (actual required : L)
  /-- `endorse ℓ e` with a target that is not a pure integrity label. -/
  | illegalEndorse (target : L)
  /-- `clear` under a `pc` other than `⊥`. -/
  | clearDenied (pc : L)
  /-- `send` or `recv` under a `pc` that does not flow to the conversation's label `conv` (a
  sensitive upgrade of the conversation). -/
  | upgradeDenied (pc conv : L)
  /-- `call` of a tool that does not exist or refused its argument. -/
  | noTool (name : String)
  /-- A model reply that `recv` cannot read: it does not parse, it endorses, or (`recv_data`) it is
  not a value. -/
  | badReply (reply : String) (err : ParseError)
  /-- `call name e`: the argument's deep label joined with `pc`, `actual`, does not flow to the
  tool's clearance `bound`. -/
  | callDenied (name : String) (actual bound : L)
deriving DecidableEq, Inhabited

/-- The rule of the semantics a visit of a term applies (the step trace's names). A variable is
named as the value it stands for: `peval` reaches one only unbound, substitution having replaced
the others by values (`E-Val`). -/
def Term.rule {L : Type} : Term L → String
  | .var _ | .val _ _ => "E-Val"
  | .const _ => "E-Const"
  | .lit _ => "E-Label"
  | .lam _ _ => "E-Lam"
  | .fix _ _ _ => "E-Rec"
  | .app _ _ => "E-App"
  | .ite _ _ _ => "E-If"
  | .prim1 _ _ => "E-Prim1"
  | .prim2 _ _ _ => "E-Prim2"
  | .pair _ _ => "E-Pair"
  | .fst _ => "E-Fst"
  | .snd _ => "E-Snd"
  | .labS _ _ => "E-LabelStatic"
  | .labD _ _ => "E-LabelDynamic"
  | .test _ _ => "E-Test"
  | .assert _ _ => "E-Assert"
  | .endorse _ _ _ => "E-Endorse"
  | .send _ => "E-Send"
  | .recv .code => "E-Recv"
  | .recv .data => "E-RecvData"
  | .recv .safe => "E-RecvSafe"
  | .fork _ => "E-Fork"
  | .clear => "E-Clear"
  | .call _ _ => "E-Call"

/-- A step of a run: the rule it applied and the `pc` it ran under. -/
structure TraceStep (L : Type) where
  pc : L
  rule : String
deriving DecidableEq, Inhabited

/-- An `endorse` a run executed: where it stands in the source, its target, and the label of the
value it endorsed before and after. -/
structure Endorsement (L : Type) where
  pos : Pos
  target : L
  before : L
  after : L
deriving DecidableEq, Inhabited

/-- What a run records for its user and its auditor besides what the semantics observes: its steps,
newest first, as long as `room` lasts (the step trace; `room = 0` records none), and the endorsements
it executed, newest first (the endorse log). No rule looks at it, and neither fuel nor the depth
bound changes it. -/
structure Log (L : Type) where
  steps : List (TraceStep L)
  room : Nat
  endorsed : List (Endorsement L)
  /-- The fuel charged for host work (`charge`): the run's steps are the fuel spent less it. -/
  work : Nat
deriving DecidableEq, Inhabited

/-- A log with room for `room` steps and nothing recorded. -/
def Log.init {L : Type} (room : Nat) : Log L := ⟨[], room, [], 0⟩

/-- The log after a visit of `e` under `pc`: the step recorded if there is room. -/
def Log.step {L : Type} (g : Log L) (pc : L) (e : Term L) : Log L :=
  match g.room with
  | 0 => g
  | k + 1 => { g with steps := ⟨pc, e.rule⟩ :: g.steps, room := k }

/-- The log after an endorsement. -/
def Log.endorse {L : Type} (g : Log L) (en : Endorsement L) : Log L :=
  { g with endorsed := en :: g.endorsed }

/-- The log after `c` units of fuel were charged for host work. -/
def Log.charge {L : Type} (g : Log L) (c : Nat) : Log L :=
  { g with work := g.work + c }

/-- The interpreter's state: the conversation, the number of replies drawn, the fuel left, the
effects so far, and the run's log. The conversation and the effects are kept newest first, so that a new message or
effect is one cons and the conversations the effects keep share their messages (kept oldest first,
each prompt would hold its own copy of the conversation: memory quadratic in the number of `recv`). -/
structure State (L : Type) where
  /-- The conversation, newest message first (`State.session` is it oldest first). -/
  rsession : List (Message L)
  calls : Nat
  fuel : Nat
  /-- The effects so far, newest first, each prompt's conversation newest first (`State.trace` is
  the effect trace, as `EvalFx` orders it). -/
  effects : List (Effect L)
  /-- The step trace and the endorse log (`Log`). -/
  log : Log L
deriving DecidableEq, Inhabited

/-- The conversation, oldest message first: the configuration `C` of the semantics. -/
def State.session {L : Type} (st : State L) : Session L := st.rsession.reverse

/-- An effect with its conversation (if it has one) reversed: between `State.effects`' order
(newest first) and the semantics' (oldest first). -/
def Effect.revConv {L : Type} : Effect L → Effect L
  | .prompt pc C => .prompt pc C.reverse
  | .call pc name v => .call pc name v

/-- `E` (an effect trace, oldest first) pushed onto `F` (effects newest first, as `State.effects`
keeps them). -/
def Effects.push {L : Type} (E F : List (Effect L)) : List (Effect L) :=
  E.foldl (fun acc ev => ev.revConv :: acc) F

/-- The effect trace of the run so far, oldest first, each prompt's conversation oldest first. -/
def State.trace {L : Type} (st : State L) : List (Effect L) := Effects.push st.effects []

/-- The state a run starts in: conversation `C` (oldest first), no replies drawn yet, `fuel` steps, no
effects, and a log with room for `trace` steps (none by default). -/
def State.init {L : Type} (C : Session L) (fuel : Nat) (trace : Nat := 0) : State L :=
  ⟨C.reverse, 0, fuel, [], Log.init trace⟩

/-- The outcome of a run: a value or an error, with the state reached. An error carries the label
`l` at which it may be shown: the failure depends on nothing above `l` (the `pc` it happened
under, and the labels of the values it looked at: the operand of a type error, the deep label of a
refused argument, the conversation's label for a reply or a denied upgrade), and neither does its
payload (a variable name from a term run under `pc`, a reply labelled `pc ⊔ label C`, a label). -/
inductive Result (L : Type) where
  | ok (st : State L) (v : Value L)
  | err (st : State L) (l : L) (e : Error L)
deriving DecidableEq, Inhabited

/-- An oracle for `recv`: the next reply, given the number of replies drawn so far, the reply mode
of the `recv` that asks (how the reply will be read: as code, as data, or as code that may fail
softly; a host can constrain the model's output to match), and the current conversation, newest
message first, as the state keeps it (`C.reverse` for the session `C`): handing it over costs
nothing, and successive conversations share their older messages, so the host reads only the
messages that are new since the last call. The mode is part of the program, so an observer who
sees the conversation sees it too. -/
abbrev Oracle (L : Type) := Nat → ReplyMode → List (Message L) → String

/-- The deterministic model of an oracle that ignores how many replies were drawn: weight `1` for the
reply `O 0 md C.reverse` after the session `C` in mode `md`, `0` for every other. -/
def Oracle.toModel {L : Type} (O : Oracle L) : Model L Nat where
  weight md C r := if r = O 0 md C.reverse then 1 else 0

namespace Result
variable {L : Type}

/-- Continue with the value, or pass the error on. -/
def bind (r : Result L) (k : State L → Value L → Result L) : Result L :=
  match r with
  | .ok st v => k st v
  | .err st l e => .err st l e

end Result

/-- Bytes of strings per unit of fuel charged for host work. -/
def bytesPerFuel : Nat := 256

/-- Charge `c` units of fuel for host work done under `pc` (bytes a primitive handled, a message
printed, a reply read): go on with `c` units less, counted in the log, or, when less is left, fail
with `outOfFuel` at `pc`, what was left counted and none left. -/
def charge {L : Type} (st : State L) (pc : L) (c : Nat) (k : State L → Result L) : Result L :=
  if c ≤ st.fuel then k { st with fuel := st.fuel - c, log := st.log.charge c }
  else .err { st with fuel := 0, log := st.log.charge st.fuel } pc .outOfFuel

/-- `charge`, for the compiler: a charge of nothing keeps the state as it is (no new state), and the
continuation appears once, so that inlined it is no closure. -/
@[inline] def chargeC {L : Type} (st : State L) (pc : L) (c : Nat) (k : State L → Result L) : Result L :=
  if c ≤ st.fuel then k (if c = 0 then st else { st with fuel := st.fuel - c, log := st.log.charge c })
  else .err { st with fuel := 0, log := st.log.charge st.fuel } pc .outOfFuel

@[csimp] theorem charge_eq_chargeC : @charge = @chargeC := by
  funext L st pc c k
  unfold chargeC charge
  by_cases h : c = 0
  · subst h
    rcases st with ⟨rs, n, f, F, ⟨ss, room, en, w⟩⟩
    simp [Log.charge]
  · simp [h]

/-- The bytes of strings a unary primitive reads (`show` copies a string, the others scan it). -/
def Prim.bytes1 {L : Type} : Op1 → Term L → Nat
  | .show, .const (.str s) | .len, .const (.str s) | .lower, .const (.str s)
  | .upper, .const (.str s) | .trim, .const (.str s) | .parseInt, .const (.str s) => s.utf8ByteSize
  | _, _ => 0

/-- The bytes of strings a binary primitive reads or writes, given its operands and its result:
`++` both operands, `==` and `!=` both strings when their sizes agree, `str_find` both, `str_take`
its result, `str_drop` its operand. -/
def Prim.bytes2 {L : Type} : Op2 → Term L → Term L → Term L → Nat
  | .concat, .const (.str a), .const (.str b), _ => a.utf8ByteSize + b.utf8ByteSize
  | .eq, .const (.str a), .const (.str b), _ | .ne, .const (.str a), .const (.str b), _ =>
    if a.utf8ByteSize = b.utf8ByteSize then 2 * a.utf8ByteSize else 0
  | .find, .const (.str a), .const (.str b), _ => a.utf8ByteSize + b.utf8ByteSize
  | .take, .const (.str _), .const (.int _), .const (.str r) => r.utf8ByteSize
  | .drop, .const (.str a), .const (.int _), _ => a.utf8ByteSize
  | _, _, _, _ => 0

/-- The fuel printing `r` into a message as the text `t` costs: a string `|t| / 256`, any other
value `(|t| - 256) / 16` (printing is about ten times slower per byte than copying). -/
def sendCost {L : Type} (r : Term L) (t : String) : Nat :=
  match r with
  | .const (.str _) => t.utf8ByteSize / bytesPerFuel
  | _ => (t.utf8ByteSize - 256) / 16

/-- `send`'s charge: the text of `r` (`render`) charged by `sendCost` under `pc`, then `k` with the
text, or `outOfFuel` when less fuel is left. -/
def sendCharge {L : Type} [LabelSyntax L] (st : State L) (pc : L) (r : Term L)
    (k : String → State L → Result L) : Result L :=
  charge st pc (sendCost r (render r)) (k (render r))

/-- `sendCharge`, for the compiler: a value that is not a string is printed only up to the bytes the
fuel left can pay for (`printCap`); a text that reaches them costs more than the fuel left, so the
run is out of fuel without the rest of the text (a DAG of pairs: exponential). Inlined, so that the
continuation is no closure. -/
@[inline] def sendChargeC {L : Type} [LabelSyntax L] (st : State L) (pc : L) (r : Term L)
    (k : String → State L → Result L) : Result L :=
  match r with
  | .const (.str s) => charge st pc (s.utf8ByteSize / bytesPerFuel) (k s)
  | r =>
    let cap := 256 + 16 * (st.fuel + 1)
    let t := printCap cap r
    charge st pc (if cap ≤ t.utf8ByteSize then st.fuel + 1 else (t.utf8ByteSize - 256) / 16) (k t)

@[csimp] theorem sendCharge_eq_sendChargeC : @sendCharge = @sendChargeC := by
  funext L _ st pc r k
  unfold sendCharge sendChargeC
  split
  · rfl
  · rename_i hr
    have hrender : render r = print r := by
      unfold render; split
      · exact absurd rfl (hr _)
      · rfl
    have hcost : ∀ t, sendCost r t = (t.utf8ByteSize - 256) / 16 := by
      intro t; unfold sendCost; split
      · exact absurd rfl (hr _)
      · rfl
    rw [hrender, hcost]
    obtain ⟨h1, h2⟩ := printCap_eq (256 + 16 * (st.fuel + 1)) r
    dsimp only
    split
    · rename_i hc
      have := h2 hc
      unfold charge
      rw [if_neg (by omega), if_neg (by omega)]
    · rename_i hc
      rw [h1 (by omega)]

/-- A primitive's outcome as a result: the raw value labelled `l`, with the bytes it handled
(`bytes` of it) charged under `pc`, or the matching `Error` (shown at `l`, the operands' label). -/
@[inline] def primResult {L : Type} (st : State L) (pc l : L) (bytes : Term L → Nat) :
    Except PrimError (Term L) → Result L
  | .ok r => charge st pc (bytes r / bytesPerFuel) fun st => .ok st ⟨r, l⟩
  | .error (.type msg) => .err st l (.typeError msg)
  | .error .overflow => .err st l .overflow

/-- The default depth bound: a million nested evaluations, enough for loops of 10⁵ iterations (a
tail call nests two or three levels per iteration: `peval` counts every nested evaluation). It is
sized to the native stack the binding gives a run (256 MiB and 1 KiB per level; the compiled `peval`
uses about 150 bytes per level of non-tail nesting and none for a tail call:
`benchmarks/stack_per_level.py`). -/
def defaultMaxDepth : Nat := 1000000

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-- The interpreter: `peval O T depth pc st e`. -/
def peval (O : Oracle L) (T : Tools L) : Nat → L → State L → Term L → Result L
  | 0, pc, st, _ => .err st pc .depthExceeded
  | d + 1, pc, st, e =>
    match st.fuel with
    | 0 => .err st pc .outOfFuel
    | n + 1 =>
    let st : State L := { st with fuel := n, log := st.log.step pc e }
    match e with
    | .var x => .err st pc (.unbound x)
    | .const c => .ok st ⟨.const c, pc⟩
    | .lit ℓ => .ok st ⟨.lit ℓ, pc⟩
    | .lam x b => .ok st ⟨.lam x b, pc⟩
    | .fix f x b => .ok st ⟨.fix f x b, pc⟩
    | .val r l => .ok st ⟨r, pc ⊔ l⟩
    | .app e1 e2 =>
      (peval O T d pc st e1).bind fun st v1 =>
      (peval O T d pc st e2).bind fun st v2 =>
      match v1 with
      | ⟨.lam x b, l⟩ => peval O T d (pc ⊔ l) st (b.subst x v2.toTerm)
      | ⟨.fix f x b, l⟩ =>
        peval O T d (pc ⊔ l) st ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l))
      | _ => .err st v1.label (.typeError "application of a value that is not a function")
    | .ite c a b =>
      (peval O T d pc st c).bind fun st v =>
      match v with
      | ⟨.const (.bool true), l⟩ => peval O T d (pc ⊔ l) st a
      | ⟨.const (.bool false), l⟩ => peval O T d (pc ⊔ l) st b
      | _ => .err st v.label (.typeError "if: the condition is not a boolean")
    | .prim1 op a =>
      (peval O T d pc st a).bind fun st v =>
      primResult st pc v.label (fun _ => Prim.bytes1 op v.raw) (Prim.eval1 op v.raw)
    | .prim2 op a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      primResult st pc (v1.label ⊔ v2.label) (Prim.bytes2 op v1.raw v2.raw) (Prim.eval2 op v1.raw v2.raw)
    | .pair a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      .ok st ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      (peval O T d pc st a).bind fun st v =>
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => .ok st ⟨r1, l1 ⊔ l⟩
      | _ => .err st v.label (.typeError "fst: not a pair")
    | .snd a =>
      (peval O T d pc st a).bind fun st v =>
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => .ok st ⟨r2, l2 ⊔ l⟩
      | _ => .err st v.label (.typeError "snd: not a pair")
    | .labS ℓ a =>
      (peval O T d pc st a).bind fun st v => .ok st ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ => .ok st ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => .err st v1.label (.typeError "e1 : e2: e1 is not a label")
    | .test a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v2 with
      | ⟨.lit ℓ, l2⟩ => .ok st ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => .err st v2.label (.typeError "e1 ? e2: e2 is not a label")
    | .assert a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if flows v2.deepLabel ℓ then .ok st ⟨v2.raw, v2.deepLabel ⊔ l1⟩
        else .err st (l1 ⊔ v2.deepLabel) (.assertFailed v2.deepLabel ℓ)
      | _ => .err st v1.label (.typeError "assert: the first argument is not a label")
    | .endorse p a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then
          let l := pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ
          .ok { st with log := st.log.endorse ⟨p, ℓ, v2.label, l⟩ } ⟨v2.raw, l⟩
        else .err st l1 (.illegalEndorse ℓ)
      | _ => .err st v1.label (.typeError "endorse: the first argument is not a label")
    | .send a =>
      (peval O T d pc st a).bind fun st v =>
      if flows pc (Session.label st.rsession) then
        sendCharge st pc v.raw fun t st =>
        .ok { st with rsession := ⟨.user, t, v.deepLabel⟩ :: st.rsession } ⟨.const .unit, pc⟩
      else .err st (pc ⊔ Session.label st.rsession) (.upgradeDenied pc (Session.label st.rsession))
    | .recv md =>
      if flows pc (Session.label st.rsession) = false then
        .err st (pc ⊔ Session.label st.rsession) (.upgradeDenied pc (Session.label st.rsession))
      else
      let r := O st.calls md st.rsession
      let lc := pc ⊔ Session.label st.rsession
      let st' : State L :=
        { st with rsession := ⟨.assistant, r, lc⟩ :: st.rsession, calls := st.calls + 1,
                  effects := .prompt pc st.rsession :: st.effects }
      charge st' pc (r.utf8ByteSize / bytesPerFuel + T.recvCost st.calls r) fun st' =>
      match parseReply md r with
      | .ok t => peval O T d lc st' t
      | .error pe => .err st' lc (.badReply r pe)
    | .fork a =>
      match peval O T d pc st a with
      | .ok st' v => .ok { st' with rsession := st.rsession } v
      | .err st' l er => .err st' l er
    | .clear =>
      if flows pc ⊥ then .ok { st with rsession := [] } ⟨.const .unit, pc⟩
      else .err st pc (.clearDenied pc)
    | .call name a =>
      (peval O T d pc st a).bind fun st v =>
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) =>
          charge { st with effects := .call pc name v :: st.effects } pc (T.cost name v) fun st =>
          .ok st ⟨r, v.deepLabel ⊔ lt⟩
        | none => .err st (pc ⊔ v.deepLabel) (.noTool name)
      else .err st (pc ⊔ v.deepLabel) (.callDenied name (pc ⊔ v.deepLabel) (T.bound name))

/-- Run a program: `peval` from conversation `C` with `fuel` steps, the default depth bound, and no
replies drawn yet. -/
def run (O : Oracle L) (T : Tools L) (fuel : Nat) (pc : L) (C : Session L) (e : Term L) : Result L :=
  peval O T defaultMaxDepth pc (State.init C fuel) e

end Llmbda

end

-- Llmbda/Exec/KeptLabel.lean
section


/-!
# `peval` with the conversation's label kept

`peval` reads the conversation's label (`Session.label`: the join of its messages' labels) at every
`send` and `recv`, a fold over the whole conversation, so a run that holds a conversation of `n`
messages pays O(n) per message. `pevalKeptAux` is `peval` with that label carried beside the
state: computed once when a run starts, then updated by each message (`send` joins the message's
label in, `recv` the reply's, `clear` empties it, `fork` puts back the one it started with): O(1)
per message.

`pevalKeptAux_eq` proves it equal to `peval`; `Llmbda.Exec.Env` adds an environment to it and binds
the result to `peval` for the compiler (`peval_eq_pevalKept`).
-/



namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- A `Result` with the label of its state's conversation beside it, as `pevalKeptAux` returns it. -/
inductive KeptResult (L : Type) where
  | ok (st : State L) (sl : L) (v : Value L)
  | err (st : State L) (sl : L) (l : L) (e : Error L)

namespace KeptResult
variable {L : Type}

/-- Continue with the state, the conversation's label and the value, or pass the error on. Inlined,
so that the continuation is no closure (one made and applied at every step doubled the time of the
loops of `benchmarks/agent_workloads.py`). -/
@[inline] def bind (r : KeptResult L) (k : State L → L → Value L → KeptResult L) : KeptResult L :=
  match r with
  | .ok st sl v => k st sl v
  | .err st sl l e => .err st sl l e

/-- The `Result`, the label dropped. -/
def forget : KeptResult L → Result L
  | .ok st _ v => .ok st v
  | .err st _ l e => .err st l e

end KeptResult

/-- A `Result` with the label of its state's conversation computed. -/
def Result.kept {L : Type} [JoinSemilattice L] : Result L → KeptResult L
  | .ok st v => .ok st (Session.label st.rsession) v
  | .err st l e => .err st (Session.label st.rsession) l e

/-- `chargeC`, the conversation's label `sl` kept (a charge leaves the conversation as it is). -/
@[inline] def chargeKept {L : Type} (st : State L) (sl pc : L) (c : Nat)
    (k : State L → KeptResult L) : KeptResult L :=
  if c ≤ st.fuel then k (if c = 0 then st else { st with fuel := st.fuel - c, log := st.log.charge c })
  else .err { st with fuel := 0, log := st.log.charge st.fuel } sl pc .outOfFuel

/-- `sendChargeC`, the conversation's label `sl` kept. -/
@[inline] def sendChargeKept {L : Type} [LabelSyntax L] (st : State L) (sl pc : L) (r : Term L)
    (k : String → State L → KeptResult L) : KeptResult L :=
  match r with
  | .const (.str s) => chargeKept st sl pc (s.utf8ByteSize / bytesPerFuel) (k s)
  | r =>
    let cap := 256 + 16 * (st.fuel + 1)
    let t := printCap cap r
    chargeKept st sl pc (if cap ≤ t.utf8ByteSize then st.fuel + 1 else (t.utf8ByteSize - 256) / 16)
      (k t)

/-- `primResult`, the conversation's label `sl` kept. -/
@[inline] def primResultKept {L : Type} (st : State L) (sl pc l : L) (bytes : Term L → Nat) :
    Except PrimError (Term L) → KeptResult L
  | .ok r => chargeKept st sl pc (bytes r / bytesPerFuel) fun st => .ok st sl ⟨r, l⟩
  | .error (.type msg) => .err st sl l (.typeError msg)
  | .error .overflow => .err st sl l .overflow

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-- `peval` with `sl`, the label of the state's conversation, carried beside the state: the same
cases in the same order, each reading `sl` where `peval` folds `Session.label` over the conversation,
and giving the label of the conversation it ends with. -/
def pevalKeptAux (O : Oracle L) (T : Tools L) : Nat → L → State L → L → Term L → KeptResult L
  | 0, pc, st, sl, _ => .err st sl pc .depthExceeded
  | d + 1, pc, st, sl, e =>
    match st.fuel with
    | 0 => .err st sl pc .outOfFuel
    | n + 1 =>
    let st : State L := { st with fuel := n, log := st.log.step pc e }
    match e with
    | .var x => .err st sl pc (.unbound x)
    | .const c => .ok st sl ⟨.const c, pc⟩
    | .lit ℓ => .ok st sl ⟨.lit ℓ, pc⟩
    | .lam x b => .ok st sl ⟨.lam x b, pc⟩
    | .fix f x b => .ok st sl ⟨.fix f x b, pc⟩
    | .val r l => .ok st sl ⟨r, pc ⊔ l⟩
    | .app e1 e2 =>
      (pevalKeptAux O T d pc st sl e1).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl e2).bind fun st sl v2 =>
      match v1 with
      | ⟨.lam x b, l⟩ => pevalKeptAux O T d (pc ⊔ l) st sl (b.subst x v2.toTerm)
      | ⟨.fix f x b, l⟩ =>
        pevalKeptAux O T d (pc ⊔ l) st sl ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l))
      | _ => .err st sl v1.label (.typeError "application of a value that is not a function")
    | .ite c a b =>
      (pevalKeptAux O T d pc st sl c).bind fun st sl v =>
      match v with
      | ⟨.const (.bool true), l⟩ => pevalKeptAux O T d (pc ⊔ l) st sl a
      | ⟨.const (.bool false), l⟩ => pevalKeptAux O T d (pc ⊔ l) st sl b
      | _ => .err st sl v.label (.typeError "if: the condition is not a boolean")
    | .prim1 op a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      primResultKept st sl pc v.label (fun _ => Prim.bytes1 op v.raw) (Prim.eval1 op v.raw)
    | .prim2 op a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      primResultKept st sl pc (v1.label ⊔ v2.label) (Prim.bytes2 op v1.raw v2.raw)
        (Prim.eval2 op v1.raw v2.raw)
    | .pair a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      .ok st sl ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => .ok st sl ⟨r1, l1 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "fst: not a pair")
    | .snd a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => .ok st sl ⟨r2, l2 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "snd: not a pair")
    | .labS ℓ a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v => .ok st sl ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ => .ok st sl ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => .err st sl v1.label (.typeError "e1 : e2: e1 is not a label")
    | .test a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v2 with
      | ⟨.lit ℓ, l2⟩ => .ok st sl ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => .err st sl v2.label (.typeError "e1 ? e2: e2 is not a label")
    | .assert a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if flows v2.deepLabel ℓ then .ok st sl ⟨v2.raw, v2.deepLabel ⊔ l1⟩
        else .err st sl (l1 ⊔ v2.deepLabel) (.assertFailed v2.deepLabel ℓ)
      | _ => .err st sl v1.label (.typeError "assert: the first argument is not a label")
    | .endorse p a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then
          let l := pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ
          .ok { st with log := st.log.endorse ⟨p, ℓ, v2.label, l⟩ } sl ⟨v2.raw, l⟩
        else .err st sl l1 (.illegalEndorse ℓ)
      | _ => .err st sl v1.label (.typeError "endorse: the first argument is not a label")
    | .send a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      if flows pc sl then
        sendChargeKept st sl pc v.raw fun t st =>
        .ok { st with rsession := ⟨.user, t, v.deepLabel⟩ :: st.rsession } (v.deepLabel ⊔ sl)
          ⟨.const .unit, pc⟩
      else .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
    | .recv md =>
      if flows pc sl = false then .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
      else
      let r := O st.calls md st.rsession
      let lc := pc ⊔ sl
      let st' : State L :=
        { st with rsession := ⟨.assistant, r, lc⟩ :: st.rsession, calls := st.calls + 1,
                  effects := .prompt pc st.rsession :: st.effects }
      chargeKept st' (lc ⊔ sl) pc (r.utf8ByteSize / bytesPerFuel + T.recvCost st.calls r) fun st' =>
      match parseReply md r with
      | .ok t => pevalKeptAux O T d lc st' (lc ⊔ sl) t
      | .error pe => .err st' (lc ⊔ sl) lc (.badReply r pe)
    | .fork a =>
      match pevalKeptAux O T d pc st sl a with
      | .ok st' _ v => .ok { st' with rsession := st.rsession } sl v
      | .err st' sl' l er => .err st' sl' l er
    | .clear =>
      if flows pc ⊥ then .ok { st with rsession := [] } ⊥ ⟨.const .unit, pc⟩
      else .err st sl pc (.clearDenied pc)
    | .call name a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) =>
          chargeKept { st with effects := .call pc name v :: st.effects } sl pc (T.cost name v)
            fun st => .ok st sl ⟨r, v.deepLabel ⊔ lt⟩
        | none => .err st sl (pc ⊔ v.deepLabel) (.noTool name)
      else .err st sl (pc ⊔ v.deepLabel) (.callDenied name (pc ⊔ v.deepLabel) (T.bound name))

section Proofs

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem KeptResult.forget_kept [JoinSemilattice L] (r : Result L) : r.kept.forget = r := by
  cases r <;> rfl

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem KeptResult.bind_kept [JoinSemilattice L] (r : Result L)
    (kk : State L → L → Value L → KeptResult L) (k : State L → Value L → Result L)
    (h : ∀ st v, kk st (Session.label st.rsession) v = (k st v).kept) :
    r.kept.bind kk = (r.bind k).kept := by
  cases r
  · exact h _ _
  · rfl

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem chargeKept_eq [JoinSemilattice L] (st : State L) (sl pc : L) (c : Nat)
    (kk : State L → KeptResult L) (k : State L → Result L) (hsl : sl = Session.label st.rsession)
    (hk : ∀ st', st'.rsession = st.rsession → kk st' = (k st').kept) :
    chargeKept st sl pc c kk = (charge st pc c k).kept := by
  rw [charge_eq_chargeC]
  unfold chargeKept chargeC
  split
  · exact hk _ (by split <;> rfl)
  · subst hsl; rfl

omit [DecidableEq L] in
theorem sendChargeKept_eq (st : State L) (sl pc : L) (r : Term L)
    (kk : String → State L → KeptResult L) (k : String → State L → Result L)
    (hsl : sl = Session.label st.rsession)
    (hk : ∀ t st', st'.rsession = st.rsession → kk t st' = (k t st').kept) :
    sendChargeKept st sl pc r kk = (sendCharge st pc r k).kept := by
  rw [sendCharge_eq_sendChargeC]
  unfold sendChargeKept sendChargeC
  split
  · exact chargeKept_eq _ _ _ _ _ _ hsl (hk _)
  · rename_i hr
    first
      | exact chargeKept_eq _ _ _ _ _ _ hsl (hk _)
      | split
        · exact (hr _ rfl).elim
        · exact chargeKept_eq _ _ _ _ _ _ hsl (hk _)

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem primResultKept_eq [JoinSemilattice L] (st : State L) (sl pc l : L) (bytes : Term L → Nat)
    (x : Except PrimError (Term L)) (hsl : sl = Session.label st.rsession) :
    primResultKept st sl pc l bytes x = (primResult st pc l bytes x).kept := by
  unfold primResultKept primResult
  split
  · exact chargeKept_eq _ _ _ _ _ _ hsl (fun st' h => by simp only [Result.kept, h, hsl])
  · subst hsl; rfl
  · subst hsl; rfl

omit [DecidableEq L] [LabelSyntax L] in
theorem fork_kept (r : Result L) (rs : List (Message L)) :
    (match r.kept with
      | .ok st' _ v => KeptResult.ok { st' with rsession := rs } (Session.label rs) v
      | .err st' sl' l er => .err st' sl' l er) =
    (match r with
      | .ok st' v => Result.ok { st' with rsession := rs } v
      | .err st' l er => .err st' l er).kept := by
  cases r <;> rfl

set_option linter.unusedSimpArgs false in
/-- `pevalKeptAux` from the label of the state's conversation is `peval`, the label of the
conversation each run ends with beside it. -/
theorem pevalKeptAux_eq (O : Oracle L) (T : Tools L) :
    ∀ (d : Nat) (pc : L) (st : State L) (sl : L) (e : Term L), sl = Session.label st.rsession →
    pevalKeptAux O T d pc st sl e = (peval O T d pc st e).kept := by
  intro d
  induction d with
  | zero => intro pc st sl e h; subst h; rfl
  | succ d ih =>
    intro pc st sl e h
    subst h
    rcases st with ⟨rs, calls, fuel, F, g⟩
    cases fuel with
    | zero => rfl
    | succ n =>
      have ihr : ∀ pc st e, pevalKeptAux O T d pc st (Session.label st.rsession) e =
          (peval O T d pc st e).kept := fun pc st e => ih pc st _ e rfl
      cases e <;> simp only [pevalKeptAux, peval]
      case fork a => rw [ihr]; exact fork_kept _ _
      all_goals
        repeat (rw [ihr]; refine KeptResult.bind_kept _ _ _ (fun _ _ => ?_); dsimp only)
      all_goals
        repeat' (first
          | rfl
          | exact ihr _ _ _
          | exact primResultKept_eq _ _ _ _ _ _ rfl
          | (refine chargeKept_eq _ _ _ _ _ _ rfl (fun _ h => ?_); simp only [Result.kept, h])
          | (refine sendChargeKept_eq _ _ _ _ _ _ rfl (fun _ _ h => ?_);
             simp only [Result.kept, h, Session.label])
          | (exact ih _ _ _ _ (by simp only [*, Session.label]))
          | (simp only [Result.kept, Session.label, *]; done)
          | (exfalso; rename_i h; first | exact h _ _ rfl | exact h _ _ _ rfl | exact h _ _ _ _ rfl)
          | dsimp only
          | (split <;> (try (rename_i heq; simp only [heq]))))

end Proofs

end Llmbda

end

-- Llmbda/Exec/Env.lean
section


/-!
# `peval` with an environment

`peval` applies a function by substituting the argument into the body (`Term.subst`): every call
copies the body, so a loop pays for the size of its body at every iteration in allocation alone.
`pevalEnv` evaluates a term together with an environment `ρ`, the values of its free variables:
an application binds the parameter in a new environment and evaluates the body as it is. Values are
unchanged: a function value still holds a closed body, the environment substituted into it when the
value is made (`Term.substGo`, one pass, none for an empty environment), so everything a run shows
(values, effects, errors, the log) is `peval`'s.

`pevalEnv_eq` proves `pevalEnv … ρ e` equal to `pevalKeptAux … (e.substEnv ρ)`, where
`substEnv` substitutes the bindings one at a time, innermost first, with `Term.subst`; with
`pevalKeptAux_eq` that makes `pevalKept` (the empty environment) equal to `peval`, and
`peval_eq_pevalKept`, a `@[csimp]` theorem, makes the compiler run it wherever `peval` is
called: the kernel and every proof see `peval`, and every theorem about `peval` is a theorem about
the compiled code.
-/



namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- An environment: values bound to variables, the innermost binding first. -/
abbrev Env (L : Type) := List (String × Value L)

namespace Env
variable {L : Type}

/-- The value of the innermost binding of `x`. -/
def lookup : Env L → String → Option (Value L)
  | [], _ => none
  | (y, v) :: ρ, x => if y = x then some v else lookup ρ x

/-- The environment without its bindings of `x` (under a binder of `x`). -/
def erase : Env L → String → Env L
  | [], _ => []
  | (y, v) :: ρ, x => if y = x then erase ρ x else (y, v) :: erase ρ x

/-- The value of the innermost binding of `x` as a term, or `x` itself: `lookup` without the
`Option` it allocates, for substitution. -/
def substVar : Env L → String → Term L
  | [], x => .var x
  | (y, v) :: ρ, x => if y = x then v.toTerm else substVar ρ x

theorem substVar_eq (ρ : Env L) (x : String) :
    ρ.substVar x = match ρ.lookup x with | some v => v.toTerm | none => .var x := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih =>
    obtain ⟨y, v⟩ := b
    by_cases h : y = x <;> simp [substVar, lookup, h, ih]

/-- Whether `ρ` binds `x`. -/
def binds : Env L → String → Bool
  | [], _ => false
  | (y, _) :: ρ, x => if y = x then true else binds ρ x

/-- `ρ.erase x`, and `ρ` itself, not a copy, when it does not bind `x`: what runs. -/
def without (ρ : Env L) (x : String) : Env L := if ρ.binds x then ρ.erase x else ρ

theorem erase_of_not_binds (x : String) : ∀ ρ : Env L, ρ.binds x = false → ρ.erase x = ρ
  | [], _ => rfl
  | (y, v) :: ρ, h => by
    unfold binds at h
    unfold erase
    by_cases hy : y = x
    · simp [hy] at h
    · simp only [hy, if_false] at h ⊢
      rw [erase_of_not_binds x ρ h]

theorem without_eq (ρ : Env L) (x : String) : ρ.without x = ρ.erase x := by
  unfold without
  cases h : ρ.binds x
  · exact (erase_of_not_binds x ρ h).symm
  · rfl

end Env

namespace Term
variable {L : Type}

/-- `e.substEnv ρ`: the values of `ρ` substituted into `e`, the innermost binding first (so it
shadows the outer ones). -/
def substEnv : Env L → Term L → Term L
  | [], e => e
  | (x, v) :: ρ, e => substEnv ρ (e.subst x v.toTerm)

/-- `substEnv` in one pass, and no pass at all for the empty environment: what runs. -/
def substGo : Env L → Term L → Term L
  | [], e => e
  | ρ@(_ :: _), e =>
    match e with
    | .var y => ρ.substVar y
    | .const c => .const c
    | .lit ℓ => .lit ℓ
    | .lam y b => .lam y (substGo (ρ.without y) b)
    | .fix f y b => .fix f y (substGo ((ρ.without f).without y) b)
    | .app a b => .app (substGo ρ a) (substGo ρ b)
    | .ite c a b => .ite (substGo ρ c) (substGo ρ a) (substGo ρ b)
    | .prim1 op a => .prim1 op (substGo ρ a)
    | .prim2 op a b => .prim2 op (substGo ρ a) (substGo ρ b)
    | .pair a b => .pair (substGo ρ a) (substGo ρ b)
    | .fst a => .fst (substGo ρ a)
    | .snd a => .snd (substGo ρ a)
    | .labS ℓ a => .labS ℓ (substGo ρ a)
    | .labD a b => .labD (substGo ρ a) (substGo ρ b)
    | .test a b => .test (substGo ρ a) (substGo ρ b)
    | .assert a b => .assert (substGo ρ a) (substGo ρ b)
    | .endorse p a b => .endorse p (substGo ρ a) (substGo ρ b)
    | .send a => .send (substGo ρ a)
    | .recv md => .recv md
    | .fork a => .fork (substGo ρ a)
    | .clear => .clear
    | .call t a => .call t (substGo ρ a)
    | .val r l => .val r l

theorem substEnv_var (ρ : Env L) (x : String) :
    substEnv ρ (.var x) = match ρ.lookup x with | some v => v.toTerm | none => .var x := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih =>
    obtain ⟨y, v⟩ := b
    simp only [substEnv, subst, Env.lookup]
    by_cases h : x = y
    · subst h
      simp only [if_true]
      clear ih
      induction ρ with
      | nil => rfl
      | cons b ρ ih => exact ih
    · simp only [h, if_false, ih, Ne.symm h]

theorem substEnv_val (ρ : Env L) (r : Term L) (l : L) : substEnv ρ (.val r l) = .val r l := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih => exact ih

theorem substEnv_lam (ρ : Env L) (y : String) (b : Term L) :
    substEnv ρ (.lam y b) = .lam y (substEnv (ρ.erase y) b) := by
  induction ρ generalizing b with
  | nil => rfl
  | cons p ρ ih =>
    obtain ⟨x, v⟩ := p
    simp only [substEnv, subst, Env.erase]
    by_cases h : y = x
    · subst h; simp only [if_true, ih]
    · simp only [h, if_false, ih, Ne.symm h, substEnv]

theorem substEnv_fix (ρ : Env L) (f y : String) (b : Term L) :
    substEnv ρ (.fix f y b) = .fix f y (substEnv ((ρ.erase f).erase y) b) := by
  induction ρ generalizing b with
  | nil => rfl
  | cons p ρ ih =>
    obtain ⟨x, v⟩ := p
    simp only [substEnv, subst, Env.erase]
    by_cases hf : f = x
    · subst hf; simp only [true_or, if_true, ih]
    · by_cases hy : y = x
      · subst hy; simp only [Ne.symm hf, if_false, or_true, if_true, ih, Env.erase]
      · simp only [hf, hy, or_self, if_false, ih, Ne.symm hf, Ne.symm hy, Env.erase, substEnv]

theorem substEnv_const (ρ : Env L) (c : Const) :
    substEnv ρ (.const c) = .const c := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_lit (ρ : Env L) (ℓ : L) :
    substEnv ρ (.lit ℓ) = .lit ℓ := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_app (ρ : Env L) (a b : Term L) :
    substEnv ρ (.app a b) = .app (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_ite (ρ : Env L) (c a b : Term L) :
    substEnv ρ (.ite c a b) = .ite (substEnv ρ c) (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing c a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _ _

theorem substEnv_prim1 (ρ : Env L) (op : Op1) (a : Term L) :
    substEnv ρ (.prim1 op a) = .prim1 op (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_prim2 (ρ : Env L) (op : Op2) (a b : Term L) :
    substEnv ρ (.prim2 op a b) = .prim2 op (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_pair (ρ : Env L) (a b : Term L) :
    substEnv ρ (.pair a b) = .pair (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_fst (ρ : Env L) (a : Term L) :
    substEnv ρ (.fst a) = .fst (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_snd (ρ : Env L) (a : Term L) :
    substEnv ρ (.snd a) = .snd (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_labS (ρ : Env L) (ℓ : L) (a : Term L) :
    substEnv ρ (.labS ℓ a) = .labS ℓ (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_labD (ρ : Env L) (a b : Term L) :
    substEnv ρ (.labD a b) = .labD (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_test (ρ : Env L) (a b : Term L) :
    substEnv ρ (.test a b) = .test (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_assert (ρ : Env L) (a b : Term L) :
    substEnv ρ (.assert a b) = .assert (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_endorse (ρ : Env L) (p : Pos) (a b : Term L) :
    substEnv ρ (.endorse p a b) = .endorse p (substEnv ρ a) (substEnv ρ b) := by
  induction ρ generalizing a b with
  | nil => rfl
  | cons _ ρ ih => exact ih _ _

theorem substEnv_send (ρ : Env L) (a : Term L) :
    substEnv ρ (.send a) = .send (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_recv (ρ : Env L) (md : ReplyMode) :
    substEnv ρ (.recv md) = .recv md := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_fork (ρ : Env L) (a : Term L) :
    substEnv ρ (.fork a) = .fork (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_clear (ρ : Env L) :
    substEnv ρ .clear = .clear := by
  induction ρ with
  | nil => rfl
  | cons _ ρ ih => exact ih

theorem substEnv_call (ρ : Env L) (t : String) (a : Term L) :
    substEnv ρ (.call t a) = .call t (substEnv ρ a) := by
  induction ρ generalizing a with
  | nil => rfl
  | cons _ ρ ih => exact ih _

theorem substEnv_nil (e : Term L) : substEnv [] e = e := rfl

/-- A variable substituted by a value is gone: substituting it again changes nothing. -/
theorem subst_subst_same (e : Term L) (x : String) (a b : Value L) :
    (e.subst x a.toTerm).subst x b.toTerm = e.subst x a.toTerm := by
  induction e with
  | var y => by_cases h : y = x <;> simp [subst, h, Value.toTerm]
  | lam y body ih => by_cases h : y = x <;> simp [subst, h, ih]
  | fix f y body ih => by_cases h : f = x ∨ y = x <;> simp [subst, h, ih]
  | _ => simp_all [subst]

/-- Values are closed, so substitutions of two different variables commute. -/
theorem subst_comm (e : Term L) (x y : String) (a b : Value L) (hxy : x ≠ y) :
    (e.subst x a.toTerm).subst y b.toTerm = (e.subst y b.toTerm).subst x a.toTerm := by
  induction e with
  | var z =>
    by_cases hx : z = x <;> by_cases hy : z = y <;> simp_all [subst, Value.toTerm]
  | lam z body ih =>
    by_cases hx : z = x <;> by_cases hy : z = y <;> simp_all [subst]
  | fix f z body ih =>
    by_cases hx : f = x ∨ z = x <;> by_cases hy : f = y ∨ z = y <;> simp_all [subst]
  | _ => simp_all [subst]

/-- A binding added in front of an environment is the substitution of the body the environment
makes under a binder of its variable. -/
theorem substEnv_subst (ρ : Env L) (x : String) (v : Value L) (b : Term L) :
    substEnv ρ (b.subst x v.toTerm) = (substEnv (ρ.erase x) b).subst x v.toTerm := by
  induction ρ generalizing b with
  | nil => rfl
  | cons p ρ ih =>
    obtain ⟨y, w⟩ := p
    by_cases h : y = x
    · subst h
      simp only [substEnv, Env.erase, if_true, subst_subst_same, ih]
    · simp only [substEnv, Env.erase, h, if_false]
      rw [subst_comm _ _ _ _ _ (Ne.symm h), ih]

/-- The pass that runs is the substitutions one at a time. -/
theorem substGo_eq (ρ : Env L) (e : Term L) : substGo ρ e = substEnv ρ e := by
  induction e generalizing ρ <;> cases ρ <;> try rfl
  all_goals
    rename_i p ρ
    simp only [substGo, Env.without_eq, Env.substVar_eq, substEnv_var, substEnv_lam, substEnv_fix,
      substEnv_val, substEnv_const, substEnv_lit, substEnv_app, substEnv_ite, substEnv_prim1,
      substEnv_prim2, substEnv_pair, substEnv_fst, substEnv_snd, substEnv_labS, substEnv_labD,
      substEnv_test, substEnv_assert, substEnv_endorse, substEnv_send, substEnv_recv,
      substEnv_fork, substEnv_clear, substEnv_call, *]

end Term

section
variable {L : Type}

theorem Term.rule_subst (e : Term L) (x : String) (v : Value L) :
    (e.subst x v.toTerm).rule = e.rule := by
  cases e <;> simp only [Term.subst] <;> (try split) <;> rfl

theorem Term.rule_substEnv (ρ : Env L) (e : Term L) : (e.substEnv ρ).rule = e.rule := by
  induction ρ generalizing e with
  | nil => rfl
  | cons p ρ ih => rw [Term.substEnv, ih, Term.rule_subst]

theorem Log.step_substEnv (g : Log L) (pc : L) (ρ : Env L) (e : Term L) :
    g.step pc (e.substEnv ρ) = g.step pc e := by
  unfold Log.step; rw [Term.rule_substEnv]

variable [Factored L] [DecidableEq L] [LabelSyntax L]

/-- `pevalEnv`'s step on the variable `x`: the value `ρ` binds it to, labelled with `pc`, or the
error `unbound`, without the `Option` `lookup` allocates. -/
def Env.varResult (st : State L) (sl pc : L) (x : String) : Env L → KeptResult L
  | [] => .err st sl pc (.unbound x)
  | (y, v) :: ρ => if y = x then .ok st sl ⟨v.raw, pc ⊔ v.label⟩ else varResult st sl pc x ρ

omit [DecidableEq L] [LabelSyntax L] in
theorem Env.varResult_eq (st : State L) (sl pc : L) (x : String) (ρ : Env L) :
    Env.varResult st sl pc x ρ = match ρ.lookup x with
      | some v => .ok st sl ⟨v.raw, pc ⊔ v.label⟩
      | none => .err st sl pc (.unbound x) := by
  induction ρ with
  | nil => rfl
  | cons b ρ ih =>
    obtain ⟨y, v⟩ := b
    by_cases h : y = x <;> simp [Env.varResult, Env.lookup, h, ih]

/-- `pevalKeptAux` with an environment: `pevalEnv O T d pc st sl ρ e` evaluates `e` with the
values of `ρ` for its free variables, as `pevalKeptAux` evaluates `e.substEnv ρ`. An application
binds the parameter in a new environment instead of substituting the argument into the body, so a
function's body is not copied at each call; a function value still holds a closed body (`ρ`
substituted into it when it is made, in one pass: `Term.substGo`), so values are `peval`'s. -/
def pevalEnv (O : Oracle L) (T : Tools L) :
    Nat → L → State L → L → Env L → Term L → KeptResult L
  | 0, pc, st, sl, _, _ => .err st sl pc .depthExceeded
  | d + 1, pc, st, sl, ρ, e =>
    match st.fuel with
    | 0 => .err st sl pc .outOfFuel
    | n + 1 =>
    let st : State L := { st with fuel := n, log := st.log.step pc e }
    match e with
    | .var x => Env.varResult st sl pc x ρ
    | .const c => .ok st sl ⟨.const c, pc⟩
    | .lit ℓ => .ok st sl ⟨.lit ℓ, pc⟩
    | .lam x b => .ok st sl ⟨.lam x (b.substGo (ρ.without x)), pc⟩
    | .fix f x b => .ok st sl ⟨.fix f x (b.substGo ((ρ.without f).without x)), pc⟩
    | .val r l => .ok st sl ⟨r, pc ⊔ l⟩
    | .app (.lam x b) e2 =>
      -- `(fun x -> b) e2`, a `let`: the function visited as `peval` visits it (a step at depth
      -- `d`), its value not made: `b` runs with `x` bound in front of `ρ`, nothing substituted.
      match d with
      | 0 => .err st sl pc .depthExceeded
      | _ + 1 =>
      match st.fuel with
      | 0 => .err st sl pc .outOfFuel
      | n + 1 =>
      let st : State L := { st with fuel := n, log := st.log.step pc (.lam x b) }
      (pevalEnv O T d pc st sl ρ e2).bind fun st sl v2 =>
      pevalEnv O T d (pc ⊔ pc) st sl ((x, v2) :: ρ) b
    | .app e1 e2 =>
      (pevalEnv O T d pc st sl ρ e1).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ e2).bind fun st sl v2 =>
      match v1 with
      | ⟨.lam x b, l⟩ => pevalEnv O T d (pc ⊔ l) st sl [(x, v2)] b
      | ⟨.fix f x b, l⟩ =>
        pevalEnv O T d (pc ⊔ l) st sl [(x, v2), (f, ⟨.fix f x b, l⟩)] b
      | _ => .err st sl v1.label (.typeError "application of a value that is not a function")
    | .ite c a b =>
      (pevalEnv O T d pc st sl ρ c).bind fun st sl v =>
      match v with
      | ⟨.const (.bool true), l⟩ => pevalEnv O T d (pc ⊔ l) st sl ρ a
      | ⟨.const (.bool false), l⟩ => pevalEnv O T d (pc ⊔ l) st sl ρ b
      | _ => .err st sl v.label (.typeError "if: the condition is not a boolean")
    | .prim1 op a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      primResultKept st sl pc v.label (fun _ => Prim.bytes1 op v.raw) (Prim.eval1 op v.raw)
    | .prim2 op a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      primResultKept st sl pc (v1.label ⊔ v2.label) (Prim.bytes2 op v1.raw v2.raw)
        (Prim.eval2 op v1.raw v2.raw)
    | .pair a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      .ok st sl ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => .ok st sl ⟨r1, l1 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "fst: not a pair")
    | .snd a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => .ok st sl ⟨r2, l2 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "snd: not a pair")
    | .labS ℓ a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v => .ok st sl ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ => .ok st sl ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => .err st sl v1.label (.typeError "e1 : e2: e1 is not a label")
    | .test a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v2 with
      | ⟨.lit ℓ, l2⟩ => .ok st sl ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => .err st sl v2.label (.typeError "e1 ? e2: e2 is not a label")
    | .assert a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if flows v2.deepLabel ℓ then .ok st sl ⟨v2.raw, v2.deepLabel ⊔ l1⟩
        else .err st sl (l1 ⊔ v2.deepLabel) (.assertFailed v2.deepLabel ℓ)
      | _ => .err st sl v1.label (.typeError "assert: the first argument is not a label")
    | .endorse p a b =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v1 =>
      (pevalEnv O T d pc st sl ρ b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then
          let l := pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ
          .ok { st with log := st.log.endorse ⟨p, ℓ, v2.label, l⟩ } sl ⟨v2.raw, l⟩
        else .err st sl l1 (.illegalEndorse ℓ)
      | _ => .err st sl v1.label (.typeError "endorse: the first argument is not a label")
    | .send a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      if flows pc sl then
        sendChargeKept st sl pc v.raw fun t st =>
        .ok { st with rsession := ⟨.user, t, v.deepLabel⟩ :: st.rsession } (v.deepLabel ⊔ sl)
          ⟨.const .unit, pc⟩
      else .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
    | .recv md =>
      if flows pc sl = false then .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
      else
      let r := O st.calls md st.rsession
      let lc := pc ⊔ sl
      let st' : State L :=
        { st with rsession := ⟨.assistant, r, lc⟩ :: st.rsession, calls := st.calls + 1,
                  effects := .prompt pc st.rsession :: st.effects }
      chargeKept st' (lc ⊔ sl) pc (r.utf8ByteSize / bytesPerFuel + T.recvCost st.calls r)
        fun st' =>
      match parseReply md r with
      | .ok t => pevalEnv O T d lc st' (lc ⊔ sl) [] t
      | .error pe => .err st' (lc ⊔ sl) lc (.badReply r pe)
    | .fork a =>
      match pevalEnv O T d pc st sl ρ a with
      | .ok st' _ v => .ok { st' with rsession := st.rsession } sl v
      | .err st' sl' l er => .err st' sl' l er
    | .clear =>
      if flows pc ⊥ then .ok { st with rsession := [] } ⊥ ⟨.const .unit, pc⟩
      else .err st sl pc (.clearDenied pc)
    | .call name a =>
      (pevalEnv O T d pc st sl ρ a).bind fun st sl v =>
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) =>
          chargeKept { st with effects := .call pc name v :: st.effects } sl pc (T.cost name v)
            fun st => .ok st sl ⟨r, v.deepLabel ⊔ lt⟩
        | none => .err st sl (pc ⊔ v.deepLabel) (.noTool name)
      else .err st sl (pc ⊔ v.deepLabel) (.callDenied name (pc ⊔ v.deepLabel) (T.bound name))


/-- `pevalEnv` is `pevalKeptAux` on the term with its environment substituted. -/
theorem pevalEnv_eq (O : Oracle L) (T : Tools L) :
    ∀ (d : Nat) (pc : L) (st : State L) (sl : L) (ρ : Env L) (e : Term L),
    pevalEnv O T d pc st sl ρ e = pevalKeptAux O T d pc st sl (e.substEnv ρ) := by
  intro d
  induction d with
  | zero => intro pc st sl ρ e; rfl
  | succ d ih =>
    intro pc st sl ρ e
    rcases st with ⟨rs, calls, fuel, F, g⟩
    cases fuel with
    | zero => cases e <;> rfl
    | succ n =>
      cases e
      case var x =>
        simp only [pevalEnv, Env.varResult_eq]
        rw [← Log.step_substEnv g pc ρ (.var x), Term.substEnv_var]
        cases ρ.lookup x <;> rfl
      case app e1 e2 =>
        cases e1
        case lam x b =>
          simp only [Term.substEnv_app, Term.substEnv_lam]
          cases d with
          | zero => rfl
          | succ d =>
            cases n with
            | zero => simp only [pevalEnv, pevalKeptAux]; rfl
            | succ m =>
              rw [pevalEnv, pevalKeptAux]
              dsimp only
              rw [pevalKeptAux]
              dsimp only [KeptResult.bind]
              simp only [ih, Term.substEnv, Term.substEnv_subst]
              simp only [Log.step, Term.rule]
        all_goals simp only [pevalEnv, pevalKeptAux,
          Term.substEnv_fix, Term.substEnv_val, Term.substEnv_const,
          Term.substEnv_lit, Term.substEnv_app, Term.substEnv_ite, Term.substEnv_prim1,
          Term.substEnv_prim2, Term.substEnv_pair, Term.substEnv_fst, Term.substEnv_snd,
          Term.substEnv_labS, Term.substEnv_labD, Term.substEnv_test, Term.substEnv_assert,
          Term.substEnv_endorse, Term.substEnv_send, Term.substEnv_recv, Term.substEnv_fork,
          Term.substEnv_clear, Term.substEnv_call, ih, Term.substEnv_var]
        all_goals (try simp only [Log.step, Term.rule])
        all_goals (try rfl)
      all_goals simp only [pevalEnv, pevalKeptAux,
        Term.substEnv_lam, Term.substEnv_fix, Term.substEnv_val, Term.substEnv_const,
        Term.substEnv_lit, Term.substEnv_ite, Term.substEnv_prim1,
        Term.substEnv_prim2, Term.substEnv_pair, Term.substEnv_fst, Term.substEnv_snd,
        Term.substEnv_labS, Term.substEnv_labD, Term.substEnv_test, Term.substEnv_assert,
        Term.substEnv_endorse, Term.substEnv_send, Term.substEnv_recv, Term.substEnv_fork,
        Term.substEnv_clear, Term.substEnv_call, Term.substGo_eq, Env.without_eq, ih,
        Term.substEnv_nil]
      all_goals (try simp only [Log.step, Term.rule])
      all_goals (try rfl)

/-- `peval` as the compiler runs it: `pevalEnv` from the empty environment and the label of the
conversation the run starts with (one fold per run). -/
def pevalKept (O : Oracle L) (T : Tools L) (d : Nat) (pc : L) (st : State L) (e : Term L) :
    Result L :=
  (pevalEnv O T d pc st (Session.label st.rsession) [] e).forget

/-- **`peval` runs as `pevalKept`**: the compiler's `peval` (`@[csimp]`) evaluates with an
environment instead of substituting at each application, and keeps the conversation's label
instead of folding it at every message. -/
@[csimp] theorem peval_eq_pevalKept : @peval = @pevalKept := by
  funext L _ _ _ O T d pc st e
  unfold pevalKept
  rw [pevalEnv_eq, Term.substEnv_nil, pevalKeptAux_eq O T d pc st _ e rfl, KeptResult.forget_kept]

end

end Llmbda

end

-- Llmbda/FFI/Values.lean
section


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

-- Llmbda/FFI/Run.lean
section


/-!
# Runs across the binding

The functions the Python binding (`python/src/lean_engine.cpp`) parses programs, starts `peval` and
reads its outcome with, at a lattice `BitLab M` given at run time: the instance arguments are
resolved here, in Lean, and every structure the binding reads (the parse result, `Result`, `State`,
`Message`, `Effect`, `Error`) is read through a function of this file, so the binding writes no
constructor tag or field position.
Lists are read as Lean lists (`List.cons`, `List.nil`), labels as bits (`Llmbda.FFI.bits`).

`treeBits` gives the term a parse read as JSON, so that a host reader of program structure (ACE's
plans) reads the structure this parser gave instead of parsing the text again.

`pevalBits` is `peval` itself at `BitLab M` (compiled as `pevalKept`, proved equal by
`peval_eq_pevalKept`), and `parseBits` is `parse`: the theorems about `peval` and `parse` are about
what these run. The rest are definitions the theorems do not mention; what the
binding does with them is in the trusted base (`TCB.md`).
-/



namespace Llmbda.FFI

variable {M : BitLattice}

/-- `parse src` at `BitLab M`. -/
@[export llmbda_ffi_parse]
def parseBits (src : String) : Except ParseError (Term (BitLab M)) := parse src

/-- Whether a parse succeeded. -/
@[export llmbda_ffi_parsed_ok]
def parsedOk : Except ParseError (Term (BitLab M)) → Bool
  | .ok _ => true
  | .error _ => false

/-- The term a successful parse gave. -/
@[export llmbda_ffi_parsed_term]
def parsedTerm : Except ParseError (Term (BitLab M)) → Term (BitLab M)
  | .ok t => t
  | .error _ => .const .unit

/-- The error a failed parse gave. -/
@[export llmbda_ffi_parsed_error]
def parsedError : Except ParseError (Term (BitLab M)) → ParseError
  | .ok _ => ⟨0, 0, ""⟩
  | .error e => e

/-- A parse error's line. -/
@[export llmbda_ffi_parse_error_line]
def parseErrorLine (e : ParseError) : Nat := e.line

/-- A parse error's column. -/
@[export llmbda_ffi_parse_error_col]
def parseErrorCol (e : ParseError) : Nat := e.col

/-- A parse error's message. -/
@[export llmbda_ffi_parse_error_msg]
def parseErrorMsg (e : ParseError) : String := e.msg

/-- `defaultMaxDepth`, the depth bound of `run`: the binding's default `max_depth`. -/
@[export llmbda_ffi_default_max_depth]
def defaultMaxDepthNat (_ : Unit) : Nat := defaultMaxDepth

/-- `Parse.maxDepth`, the parser's nesting bound. -/
@[export llmbda_ffi_parse_max_depth]
def parseMaxDepthNat (_ : Unit) : Nat := Parse.maxDepth

/-- `print t` at `BitLab M`: a raw value's text in the surface syntax. -/
@[export llmbda_ffi_print]
def printBits (t : Term (BitLab M)) : String := print t

/-- `printCap cap t` at `BitLab M`: a raw value's text, stopping once it has `cap` bytes (below
them it is `print t`: `printCap_eq`), so that showing a value whose text is exponential in its size
(a DAG of pairs) takes time in `cap`. -/
@[export llmbda_ffi_print_cap]
def printCapBits (cap : Nat) (t : Term (BitLab M)) : String := printCap cap t

/-- The hexadecimal digit of `n < 16`. -/
def hexDigit (n : Nat) : Char := if n < 10 then Char.ofNat (48 + n) else Char.ofNat (87 + n)

/-- One character inside a JSON string: `"` and `\` escaped, a control character as `\u00XX`. -/
def jsonChar (c : Char) : List Char :=
  if c = '"' then ['\\', '"']
  else if c = '\\' then ['\\', '\\']
  else if c.toNat < 32 then ['\\', 'u', '0', '0', hexDigit (c.toNat / 16), hexDigit (c.toNat % 16)]
  else [c]

/-- Escape a list of characters for a JSON string. -/
def jsonChars : List Char → List Char
  | [] => []
  | c :: cs => jsonChar c ++ jsonChars cs

/-- `s` as a JSON string literal (a `String` holds only Unicode scalar values, so the text is valid
JSON). -/
def jsonStr (s : String) : String := String.ofList ('"' :: jsonChars s.toList ++ ['"'])

/-- A constant as a JSON array. -/
def constTree : Const → String
  | .unit => "[\"unit\"]"
  | .bool b => if b then "[\"bool\",true]" else "[\"bool\",false]"
  | .int i => "[\"int\"," ++ Print.intToString i ++ "]"
  | .str s => "[\"str\"," ++ jsonStr s ++ "]"
  | .nil => "[\"nil\"]"

/-- A reply mode's keyword. -/
def modeName : ReplyMode → String
  | .code => "recv" | .data => "recv_data" | .safe => "recv_safe"

/-- A term as JSON: each constructor an array whose first element names it (`"var"`, `"const"`,
`"label"`, `"fun"`, `"rec"`, `"app"`, `"if"`, `"prim1"`, `"prim2"`, `"pair"`, `"fst"`, `"snd"`,
`"labS"`, `"labD"`, `"test"`, `"assert"`, `"endorse"`, `"send"`, `"recv"`, `"fork"`, `"clear"`,
`"call"`, `"val"`), then its fields in order; labels as their bits. Read by the host's JSON reader
(ACE reads its plans from it), so that a program's structure is the one this parser gave. -/
def treeOf : Term (BitLab M) → String
  | .var x => "[\"var\"," ++ jsonStr x ++ "]"
  | .const c => "[\"const\"," ++ constTree c ++ "]"
  | .lit l => "[\"label\"," ++ Print.natToString l.bits.toNat ++ "]"
  | .lam x b => "[\"fun\"," ++ jsonStr x ++ "," ++ treeOf b ++ "]"
  | .fix f x b => "[\"rec\"," ++ jsonStr f ++ "," ++ jsonStr x ++ "," ++ treeOf b ++ "]"
  | .app f a => "[\"app\"," ++ treeOf f ++ "," ++ treeOf a ++ "]"
  | .ite c t e => "[\"if\"," ++ treeOf c ++ "," ++ treeOf t ++ "," ++ treeOf e ++ "]"
  | .prim1 o e => "[\"prim1\"," ++ jsonStr (Print.op1Name o) ++ "," ++ treeOf e ++ "]"
  | .prim2 o a b =>
    "[\"prim2\"," ++ jsonStr (Print.op2Info o).1 ++ "," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .pair a b => "[\"pair\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .fst e => "[\"fst\"," ++ treeOf e ++ "]"
  | .snd e => "[\"snd\"," ++ treeOf e ++ "]"
  | .labS l e => "[\"labS\"," ++ Print.natToString l.bits.toNat ++ "," ++ treeOf e ++ "]"
  | .labD a b => "[\"labD\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .test a b => "[\"test\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .assert a b => "[\"assert\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .endorse p a b =>
    "[\"endorse\"," ++ Print.natToString p.line ++ "," ++ Print.natToString p.col ++ "," ++
      treeOf a ++ "," ++ treeOf b ++ "]"
  | .send e => "[\"send\"," ++ treeOf e ++ "]"
  | .recv m => "[\"recv\"," ++ jsonStr (modeName m) ++ "]"
  | .fork e => "[\"fork\"," ++ treeOf e ++ "]"
  | .clear => "[\"clear\"]"
  | .call tool e => "[\"call\"," ++ jsonStr tool ++ "," ++ treeOf e ++ "]"
  | .val r l => "[\"val\"," ++ treeOf r ++ "," ++ Print.natToString l.bits.toNat ++ "]"

/-- `treeOf t` at `BitLab M`: the term a parse gave, as JSON (ACE reads its plans from it). -/
@[export llmbda_ffi_tree]
def treeBits (t : Term (BitLab M)) : String := treeOf t

/-- A message of a conversation: written by the user (`send`) or the model, its text, its label. -/
@[export llmbda_ffi_message]
def message (user : Bool) (content : String) (l : UInt64) : Message (BitLab M) :=
  ⟨if user then .user else .assistant, content, ofBits l⟩

/-- Whether a message was written by the user (`send`), not the model. -/
@[export llmbda_ffi_message_user]
def messageUser (m : Message (BitLab M)) : Bool :=
  match m.role with
  | .user => true
  | .assistant => false

/-- A message's text. -/
@[export llmbda_ffi_message_content]
def messageContent (m : Message (BitLab M)) : String := m.content

/-- The bits of a message's label. -/
@[export llmbda_ffi_message_bits]
def messageBits (m : Message (BitLab M)) : UInt64 := bits m.label

/-- The tools of a run: `run` answers a call (`Tools.run`), `bound` gives a tool's clearance as
bits, `cost` the fuel the call just answered used (`Tools.cost`: the runs it started), `recvCost`
the fuel the oracle call just answered used (`Tools.recvCost`: the runs it started). -/
@[export llmbda_ffi_tools]
def tools (run : String → Value (BitLab M) → Option (Term (BitLab M) × BitLab M))
    (bound : String → UInt64) (cost : String → Value (BitLab M) → Nat)
    (recvCost : Nat → String → Nat) : Tools (BitLab M) :=
  ⟨run, fun name => ofBits (bound name), cost, recvCost⟩

/-- The state a run starts in: the conversation `rsession` (newest message first), no replies drawn,
`fuel`, no effects, room in the log for `trace` steps. -/
@[export llmbda_ffi_state]
def state (rsession : List (Message (BitLab M))) (fuel trace : Nat) : State (BitLab M) :=
  ⟨rsession, 0, fuel, [], Log.init trace⟩

/-- The name of the reply mode the oracle is asked in: `"code"` (`recv`), `"data"` (`recv_data`),
`"safe"` (`recv_safe`). The oracle closure gets the mode (`Oracle`), and the binding hands its name
to the host, which may constrain the model to the matching grammar. -/
@[export llmbda_ffi_reply_mode]
def replyModeName (md : ReplyMode) : String :=
  match md with
  | .code => "code"
  | .data => "data"
  | .safe => "safe"

/-- `peval O T depth pc st e` at `BitLab M`, the `pc` given as bits. -/
@[export llmbda_ffi_peval]
def pevalBits (O : Oracle (BitLab M)) (T : Tools (BitLab M)) (depth : Nat) (pc : UInt64)
    (st : State (BitLab M)) (e : Term (BitLab M)) : Result (BitLab M) :=
  peval O T depth (ofBits pc) st e

/-- Whether a run gave a value. -/
@[export llmbda_ffi_result_ok]
def resultOk : Result (BitLab M) → Bool
  | .ok _ _ => true
  | .err _ _ _ => false

/-- The state a run ended in. -/
@[export llmbda_ffi_result_state]
def resultState : Result (BitLab M) → State (BitLab M)
  | .ok st _ => st
  | .err st _ _ => st

/-- The value of a run that gave one. -/
@[export llmbda_ffi_result_value]
def resultValue : Result (BitLab M) → Value (BitLab M)
  | .ok _ v => v
  | .err _ _ _ => ⟨.const .unit, ⟨0⟩⟩

/-- The bits of the label a failed run's error may be shown at. -/
@[export llmbda_ffi_result_error_bits]
def resultErrorBits : Result (BitLab M) → UInt64
  | .ok _ _ => 0
  | .err _ l _ => bits l

/-- The error of a failed run. -/
@[export llmbda_ffi_result_error]
def resultError : Result (BitLab M) → Error (BitLab M)
  | .ok _ _ => .outOfFuel
  | .err _ _ e => e

/-- The conversation a state holds, newest message first. -/
@[export llmbda_ffi_state_rsession]
def stateRsession (st : State (BitLab M)) : List (Message (BitLab M)) := st.rsession

/-- The replies a state has drawn. -/
@[export llmbda_ffi_state_calls]
def stateCalls (st : State (BitLab M)) : Nat := st.calls

/-- The fuel a state has left. -/
@[export llmbda_ffi_state_fuel]
def stateFuel (st : State (BitLab M)) : Nat := st.fuel

/-- The fuel a state's run was charged for host work (`Log.work`). -/
@[export llmbda_ffi_state_work]
def stateWork (st : State (BitLab M)) : Nat := st.log.work

/-- The effects of a state, newest first (each prompt's conversation newest first). -/
@[export llmbda_ffi_state_effects]
def stateEffects (st : State (BitLab M)) : List (Effect (BitLab M)) := st.effects

/-- The steps a state's log recorded, newest first (the step trace). -/
@[export llmbda_ffi_state_steps]
def stateSteps (st : State (BitLab M)) : List (TraceStep (BitLab M)) := st.log.steps

/-- The bits of the `pc` a step ran under. -/
@[export llmbda_ffi_step_pc]
def stepPc (s : TraceStep (BitLab M)) : UInt64 := bits s.pc

/-- The rule a step applied. -/
@[export llmbda_ffi_step_rule]
def stepRule (s : TraceStep (BitLab M)) : String := s.rule

/-- The endorsements a state's log recorded, newest first (the endorse log). -/
@[export llmbda_ffi_state_endorsed]
def stateEndorsed (st : State (BitLab M)) : List (Endorsement (BitLab M)) := st.log.endorsed

/-- The source line of an endorsement. -/
@[export llmbda_ffi_endorsement_line]
def endorsementLine (en : Endorsement (BitLab M)) : Nat := en.pos.line

/-- The source column of an endorsement. -/
@[export llmbda_ffi_endorsement_col]
def endorsementCol (en : Endorsement (BitLab M)) : Nat := en.pos.col

/-- The bits of an endorsement's target. -/
@[export llmbda_ffi_endorsement_target]
def endorsementTarget (en : Endorsement (BitLab M)) : UInt64 := bits en.target

/-- The bits of the endorsed value's label before. -/
@[export llmbda_ffi_endorsement_before]
def endorsementBefore (en : Endorsement (BitLab M)) : UInt64 := bits en.before

/-- The bits of the endorsed value's label after. -/
@[export llmbda_ffi_endorsement_after]
def endorsementAfter (en : Endorsement (BitLab M)) : UInt64 := bits en.after

/-- Whether an effect is a prompt (else it is a tool call). -/
@[export llmbda_ffi_effect_prompt]
def effectPrompt : Effect (BitLab M) → Bool
  | .prompt _ _ => true
  | .call _ _ _ => false

/-- The conversation a prompt showed the model (as the state keeps it: newest first). -/
@[export llmbda_ffi_effect_conversation]
def effectConversation : Effect (BitLab M) → List (Message (BitLab M))
  | .prompt _ C => C
  | .call _ _ _ => []

/-- The tool a call called. -/
@[export llmbda_ffi_effect_tool]
def effectTool : Effect (BitLab M) → String
  | .prompt _ _ => ""
  | .call _ name _ => name

/-- The argument a call gave its tool. -/
@[export llmbda_ffi_effect_value]
def effectValue : Effect (BitLab M) → Value (BitLab M)
  | .prompt _ _ => ⟨.const .unit, ⟨0⟩⟩
  | .call _ _ v => v

/-- An error's kind: the name of its constructor. -/
@[export llmbda_ffi_error_kind]
def errorKind : Error (BitLab M) → String
  | .outOfFuel => "outOfFuel"
  | .depthExceeded => "depthExceeded"
  | .unbound _ => "unbound"
  | .typeError _ => "typeError"
  | .overflow => "overflow"
  | .assertFailed _ _ => "assertFailed"
  | .illegalEndorse _ => "illegalEndorse"
  | .clearDenied _ => "clearDenied"
  | .upgradeDenied _ _ => "upgradeDenied"
  | .noTool _ => "noTool"
  | .badReply _ _ => "badReply"
  | .callDenied _ _ _ => "callDenied"

/-- An error's text: the variable, the type error's message, the tool's name, or the reply. -/
@[export llmbda_ffi_error_text]
def errorText : Error (BitLab M) → String
  | .unbound x => x
  | .typeError msg => msg
  | .noTool name => name
  | .badReply reply _ => reply
  | .callDenied name _ _ => name
  | _ => ""

/-- The bits of an error's actual label: the asserted value's deep label, the conversation's label
of a denied upgrade, the refused argument's (joined with `pc`). -/
@[export llmbda_ffi_error_actual]
def errorActual : Error (BitLab M) → UInt64
  | .assertFailed actual _ => bits actual
  | .upgradeDenied _ conv => bits conv
  | .callDenied _ actual _ => bits actual
  | _ => 0

/-- The bits of an error's required label: the assertion's, the endorsement's target, the `pc` of a
denied `clear` or upgrade, the tool's clearance. -/
@[export llmbda_ffi_error_required]
def errorRequired : Error (BitLab M) → UInt64
  | .assertFailed _ required => bits required
  | .illegalEndorse target => bits target
  | .clearDenied pc => bits pc
  | .upgradeDenied pc _ => bits pc
  | .callDenied _ _ bound => bits bound
  | _ => 0

/-- The parse error of a refused reply. -/
@[export llmbda_ffi_error_parse]
def errorParse : Error (BitLab M) → ParseError
  | .badReply _ e => e
  | _ => ⟨0, 0, ""⟩

/-- A tool's answer when there is no tool of that name (or it failed): `none`. -/
@[export llmbda_ffi_tool_none]
def toolNone (_ : Unit) : Option (Term (BitLab M) × BitLab M) := none

/-- The bits of a term's own label, if it is an embedded value (`val`): one step of
`Term.innerLabel`, which the binding takes over a value's nodes, each shared node once (these
readers allocate nothing). -/
@[export llmbda_ffi_inner_bits]
def innerBits : Term (BitLab M) → UInt64
  | .val _ l => bits l
  | _ => 0

/-- How many terms are directly inside a term: the other step of `Term.innerLabel`, with
`innerFirst`, `innerSecond` and `innerThird`. -/
@[export llmbda_ffi_inner_arity]
def innerArity : Term (BitLab M) → UInt8
  | .var _ | .const _ | .lit _ | .recv _ | .clear => 0
  | .lam _ _ | .fix _ _ _ | .prim1 _ _ | .fst _ | .snd _ | .labS _ _ | .send _ | .fork _
  | .call _ _ | .val _ _ => 1
  | .app _ _ | .prim2 _ _ _ | .pair _ _ | .labD _ _ | .test _ _ | .assert _ _ | .endorse _ _ _ => 2
  | .ite _ _ _ => 3

/-- The first term directly inside a term (the term itself when there is none). Each constructor
has an alternative of its own: shared alternatives compile to a join point that this toolchain's
code generator gives a reference count too many (a leak, found by the binding's tests). -/
@[export llmbda_ffi_inner_first]
def innerFirst : Term (BitLab M) → Term (BitLab M)
  | .lam _ b => b
  | .fix _ _ b => b
  | .prim1 _ b => b
  | .fst b => b
  | .snd b => b
  | .labS _ b => b
  | .send b => b
  | .fork b => b
  | .call _ b => b
  | .val r _ => r
  | .app a _ => a
  | .prim2 _ a _ => a
  | .pair a _ => a
  | .labD a _ => a
  | .test a _ => a
  | .assert a _ => a
  | .endorse _ a _ => a
  | .ite c _ _ => c
  | t => t

/-- The second term directly inside a term (the term itself when there is none). -/
@[export llmbda_ffi_inner_second]
def innerSecond : Term (BitLab M) → Term (BitLab M)
  | .app _ b => b
  | .prim2 _ _ b => b
  | .pair _ b => b
  | .labD _ b => b
  | .test _ b => b
  | .assert _ b => b
  | .endorse _ _ b => b
  | .ite _ a _ => a
  | t => t

/-- The third term directly inside a term (the term itself when there is none). -/
@[export llmbda_ffi_inner_third]
def innerThird : Term (BitLab M) → Term (BitLab M)
  | .ite _ _ b => b
  | t => t

end Llmbda.FFI

end
