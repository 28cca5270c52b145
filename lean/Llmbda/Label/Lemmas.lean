module

public import LlmbdaExec

/-!
# Lemmas about labels

The flow order `a ⊑ b` (`a ⊔ b = b`) is a partial order with `⊥` least, and `⊔` is its least upper
bound. These are the facts the proofs under `Llmbda.Thm` use.
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot
local infix:50 " ⊑ " => Flows

variable {L : Type} [JoinSemilattice L]

/-- Every label flows to itself. -/
theorem flows_refl (a : L) : a ⊑ a := JoinSemilattice.join_idem a

/-- The flow order is transitive. -/
theorem flows_trans {a b c : L} (hab : a ⊑ b) (hbc : b ⊑ c) : a ⊑ c := by
  unfold Flows at *
  rw [← hbc, ← JoinSemilattice.join_assoc, hab]

/-- A label flows to its join with any other. -/
theorem flows_join_left (a b : L) : a ⊑ a ⊔ b := by
  unfold Flows
  rw [← JoinSemilattice.join_assoc, JoinSemilattice.join_idem]

/-- A label flows to the join of any other with it. -/
theorem flows_join_right (a b : L) : b ⊑ a ⊔ b := by
  rw [JoinSemilattice.join_comm]; exact flows_join_left b a

/-- If `a ⊑ b` then `a ⊑ b ⊔ c`. -/
theorem flows_join_of_left {a b : L} (c : L) (h : a ⊑ b) : a ⊑ b ⊔ c :=
  flows_trans h (flows_join_left b c)

/-- If `a ⊑ c` then `a ⊑ b ⊔ c`. -/
theorem flows_join_of_right {a c : L} (b : L) (h : a ⊑ c) : a ⊑ b ⊔ c :=
  flows_trans h (flows_join_right b c)

/-- A join flows to `c` when both parts do. -/
theorem join_flows {a b c : L} (ha : a ⊑ c) (hb : b ⊑ c) : a ⊔ b ⊑ c := by
  unfold Flows at *
  rw [JoinSemilattice.join_assoc, hb, ha]

/-- `⊥` flows to every label. -/
theorem bot_flows (a : L) : (⊥ : L) ⊑ a := JoinSemilattice.bot_join a

/-- Everything flows to `⊤`. -/
theorem flows_top (a : L) : a ⊑ JoinSemilattice.top := by
  unfold Flows; rw [JoinSemilattice.join_comm, JoinSemilattice.top_join]

omit [JoinSemilattice L] in
/-- The boolean test `flows` decides `⊑`. -/
theorem flows_iff [JoinSemilattice L] [DecidableEq L] {a b : L} : flows a b = true ↔ a ⊑ b := by
  simp [flows, Flows]

/-- The label of a conversation with one more message. -/
theorem Session.label_append (C : Session L) (x : Message L) :
    Session.label (C ++ [x]) = Session.label C ⊔ x.label := by
  induction C with
  | nil => simp [Session.label, JoinSemilattice.join_comm]
  | cons y ys ih => simp [Session.label, ih, JoinSemilattice.join_assoc]

end Llmbda

end
