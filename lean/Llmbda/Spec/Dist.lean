module

/-!
# Weights and finite sub-distributions

The denotation of a configuration is a sub-distribution over final states. Without a measure theory
library we work with *finite* weighted lists: `Dist W α` is a list of outcomes with weights, the
same outcome possibly listed more than once (its probability is the sum of its weights). Everything
the theorems say is through expectations: `μ.exp f` is `∑ w * f a` over the entries `(w, a)`, so
"`μ` is dominated by `ν`" is `μ.exp f ≤ ν.exp f` for every test function `f`, which for a single
outcome `o` (the test `fun a => if a = o then 1 else 0`) is `μ(o) ≤ ν(o)`.

Weights are an ordered commutative semiring in which every element is nonnegative (`Weight`): the
natural numbers (deterministic runs) and the nonnegative rationals (`NNRat`, probabilities).

The denotation of a program is the limit of finite ones (`Llmbda.denote`, indexed by an evaluation
depth); the theorems hold at every depth, which is what they say about the limit: a bound
`μₙ.exp f ≤ c` for every `n` bounds the increasing limit.
-/

@[expose] public section

noncomputable section

namespace Llmbda

/-- Weights: a commutative semiring, ordered, every element `≥ 0` (e.g. `Nat`, `NNRat`). -/
class Weight (W : Type) extends Zero W, One W, Add W, Mul W, LE W where
  add_assoc : ∀ a b c : W, a + b + c = a + (b + c)
  add_comm : ∀ a b : W, a + b = b + a
  zero_add : ∀ a : W, 0 + a = a
  mul_assoc : ∀ a b c : W, a * b * c = a * (b * c)
  mul_comm : ∀ a b : W, a * b = b * a
  one_mul : ∀ a : W, 1 * a = a
  zero_mul : ∀ a : W, 0 * a = 0
  mul_add : ∀ a b c : W, a * (b + c) = a * b + a * c
  le_refl : ∀ a : W, a ≤ a
  le_trans : ∀ a b c : W, a ≤ b → b ≤ c → a ≤ c
  le_antisymm : ∀ a b : W, a ≤ b → b ≤ a → a = b
  zero_le : ∀ a : W, 0 ≤ a
  add_le_add : ∀ a b c d : W, a ≤ b → c ≤ d → a + c ≤ b + d
  mul_le_mul_left : ∀ a b c : W, a ≤ b → c * a ≤ c * b
  le_of_add_le_add_right : ∀ a b c : W, a + c ≤ b + c → a ≤ b

/-- Weights without infinitesimal gaps: `a ≤ b` as soon as `a ≤ b + ε` for every positive `ε`
(true of `NNRat`, `Llmbda.NNRat.dense`; false of `Nat`). What lets a statement about the limit of
an increasing sequence be read off its terms. -/
def Weight.Dense (W : Type) [Weight W] : Prop :=
  ∀ a b : W, (∀ ε : W, ¬ ε ≤ 0 → a ≤ b + ε) → a ≤ b

/-- The weights `f n` come within every positive `ε` of `1`: for a sequence of masses of a run cut
at depth `n`, termination with probability `1` (almost-sure termination). -/
def Weight.TendsToOne {W : Type} [Weight W] (f : Nat → W) : Prop :=
  ∀ ε : W, ¬ ε ≤ 0 → ∃ n, 1 ≤ f n + ε

/-- The nonnegative rationals: the weights of probabilistic models. -/
def NNRat : Type := { q : Rat // 0 ≤ q }

/-- A finite weighted collection of outcomes: a sub-distribution when its mass is at most `1`. -/
abbrev Dist (W α : Type) := List (W × α)

namespace Dist

variable {W α β : Type} [Weight W]

/-- The point mass. -/
def pure (a : α) : Dist W α := [(1, a)]

/-- Every weight multiplied by `w`. -/
def scale (w : W) (μ : Dist W α) : Dist W α := List.map (fun p => (w * p.1, p.2)) μ

/-- Sequencing: run `k` on every outcome of `μ`, weights multiplied. -/
def bind (μ : Dist W α) (k : α → Dist W β) : Dist W β := List.flatMap (fun p => scale p.1 (k p.2)) μ

/-- The image of `μ` under `g` (weights unchanged). -/
def map (g : α → β) (μ : Dist W α) : Dist W β := List.map (fun p => (p.1, g p.2)) μ

/-- The expectation of `f`: `∑ w * f a` over the entries `(w, a)` of `μ`. -/
def exp : Dist W α → (α → W) → W
  | [], _ => 0
  | p :: μ, f => p.1 * f p.2 + exp μ f

/-- The total weight: the probability of terminating (in the limit). -/
def mass (μ : Dist W α) : W := μ.exp fun _ => 1

/-- The weight of one outcome. -/
def prob [DecidableEq α] (μ : Dist W α) (a : α) : W := μ.exp fun b => if b = a then 1 else 0

/-- `μ` seen through `π` is dominated by `ν`: `μ.exp (f ∘ π) ≤ ν.exp f` for every test `f`; with
`π = id`, the pointwise order of sub-distributions. -/
def LeOn (π : α → β) (μ : Dist W α) (ν : Dist W β) : Prop :=
  ∀ f : β → W, μ.exp (fun a => f (π a)) ≤ ν.exp f

/-- Two sub-distributions are *compatible* when one sub-distribution dominates both: they differ
only by where the missing (nontermination) mass goes. -/
def Compatible (μ1 μ2 : Dist W α) : Prop :=
  ∃ δ : Dist W α, δ.mass ≤ 1 ∧ LeOn id μ1 δ ∧ LeOn id μ2 δ

end Dist

end Llmbda

end

end
