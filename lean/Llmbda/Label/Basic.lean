module

/-!
# Labels

Information-flow labels form a join-semilattice with a bottom and a top. We give the structure
algebraically, by its join, and define the order `a ⊑ b` as `a ⊔ b = b`; this keeps the order
decidable whenever equality of labels is, which is what the interpreter `peval` needs.

`Factored` adds the factoring `L ≅ I × S` of a label into its integrity part and its confidentiality
part, which is what `endorse` needs: an endorsement may change the integrity part only.

`Lab4` is the paper's running example, the powerset of `{U, S}` (`U`: untrusted, `S`: secret).

## References
* Z. Garby, A. D. Gordon, D. Sands. *The LLMbda Calculus: AI Agents, Conversations, and Information
  Flow*. arXiv:2602.20064, 2026.
-/

@[expose] public section

-- The wasm Lean used on CI lacks Init's private IR, so its code generator cannot compile these
-- definitions; they are evaluated by the kernel instead (see TCB.md).
noncomputable section

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

/-! Notation is `local` in every file that uses it: under the wasm Lean used on CI, a syntax
extension declared in one module cannot be run in another (its parser has no loaded code), so each
file declares the same three lines (`⊔`, `⊥`, `⊤`, and `⊑` below). -/
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
