module

public import Llmbda.Spec.Dist

/-!
# Lemmas about weights and finite sub-distributions

The instances `Weight Nat` and `Weight NNRat`; the algebra of `Weight` derived from its laws; the
expectation `Dist.exp` through `pure`, `scale`, `bind`, `map` and `++`; membership in them; and the
domination order `Dist.LeOn`: reflexive, transitive, a congruence for `bind` (`Dist.LeOn.bind`, the
key lemma), and the leakage bound `Dist.leakage_le` (the paper's Lemma 5, in additive form).
-/

@[expose] public section

noncomputable section

namespace Llmbda

/-! ## Instances -/

instance : Zero NNRat := ⟨⟨0, Rat.le_refl⟩⟩
instance : One NNRat := ⟨⟨1, by decide⟩⟩
instance : Add NNRat := ⟨fun a b => ⟨a.1 + b.1, Rat.add_nonneg a.2 b.2⟩⟩
instance : Mul NNRat := ⟨fun a b => ⟨a.1 * b.1, Rat.mul_nonneg a.2 b.2⟩⟩
instance : LE NNRat := ⟨fun a b => a.1 ≤ b.1⟩

instance : Weight NNRat where
  add_assoc a b c := Subtype.ext (Rat.add_assoc a.1 b.1 c.1)
  add_comm a b := Subtype.ext (Rat.add_comm a.1 b.1)
  zero_add a := Subtype.ext (Rat.zero_add a.1)
  mul_assoc a b c := Subtype.ext (Rat.mul_assoc a.1 b.1 c.1)
  mul_comm a b := Subtype.ext (Rat.mul_comm a.1 b.1)
  one_mul a := Subtype.ext (Rat.one_mul a.1)
  zero_mul a := Subtype.ext (Rat.zero_mul a.1)
  mul_add a b c := Subtype.ext (Rat.mul_add a.1 b.1 c.1)
  le_refl _ := Rat.le_refl
  le_trans _ _ _ := Rat.le_trans
  le_antisymm _ _ h1 h2 := Subtype.ext (Rat.le_antisymm h1 h2)
  zero_le a := a.2
  add_le_add _ _ _ _ h1 h2 :=
    Rat.le_trans (Rat.add_le_add_right.mpr h1) (Rat.add_le_add_left.mpr h2)
  mul_le_mul_left _ _ c h := Rat.mul_le_mul_of_nonneg_left h c.2
  le_of_add_le_add_right _ _ _ h := Rat.add_le_add_right.mp h

instance : Weight Nat where
  add_assoc := Nat.add_assoc
  add_comm := Nat.add_comm
  zero_add := Nat.zero_add
  mul_assoc := Nat.mul_assoc
  mul_comm := Nat.mul_comm
  one_mul := Nat.one_mul
  zero_mul := Nat.zero_mul
  mul_add := Nat.left_distrib
  le_refl := Nat.le_refl
  le_trans _ _ _ := Nat.le_trans
  le_antisymm _ _ := Nat.le_antisymm
  zero_le := Nat.zero_le
  add_le_add _ _ _ _ := Nat.add_le_add
  mul_le_mul_left _ _ c h := Nat.mul_le_mul_left c h
  le_of_add_le_add_right _ _ _ h := Nat.le_of_add_le_add_right h

end Llmbda

end

end

public section

namespace Llmbda

/-! ## The algebra of weights -/

namespace Weight

variable {W : Type} [Weight W]

/-- `0` is a right unit of `+`. -/
theorem add_zero (a : W) : a + 0 = a := by rw [Weight.add_comm, Weight.zero_add]

/-- `1` is a right unit of `*`. -/
theorem mul_one (a : W) : a * 1 = a := by rw [Weight.mul_comm, Weight.one_mul]

/-- `0` is right absorbing for `*`. -/
theorem mul_zero (a : W) : a * 0 = 0 := by rw [Weight.mul_comm, Weight.zero_mul]

/-- Right distributivity. -/
theorem add_mul (a b c : W) : (a + b) * c = a * c + b * c := by
  rw [Weight.mul_comm, Weight.mul_add, Weight.mul_comm c a, Weight.mul_comm c b]

/-- Left commutativity of `+`. -/
theorem add_left_comm (a b c : W) : a + (b + c) = b + (a + c) := by
  rw [← Weight.add_assoc, Weight.add_comm a b, Weight.add_assoc]

/-- Left commutativity of `*`. -/
theorem mul_left_comm (a b c : W) : a * (b * c) = b * (a * c) := by
  rw [← Weight.mul_assoc, Weight.mul_comm a b, Weight.mul_assoc]

/-- Exchanging the middle terms of a sum of four. -/
theorem add_add_add_comm (a b c d : W) : a + b + (c + d) = a + c + (b + d) := by
  rw [Weight.add_assoc, Weight.add_left_comm b c d, ← Weight.add_assoc]

/-- Equal weights are ordered. -/
theorem le_of_eq {a b : W} (h : a = b) : a ≤ b := h ▸ Weight.le_refl a

/-- Adding on the left is monotone. -/
theorem add_le_add_left {b c : W} (h : b ≤ c) (a : W) : a + b ≤ a + c :=
  Weight.add_le_add _ _ _ _ (Weight.le_refl a) h

/-- Adding on the right is monotone. -/
theorem add_le_add_right {b c : W} (h : b ≤ c) (a : W) : b + a ≤ c + a :=
  Weight.add_le_add _ _ _ _ h (Weight.le_refl a)

/-- A weight is at most itself plus anything. -/
theorem le_add_right (a b : W) : a ≤ a + b :=
  Weight.le_trans _ _ _ (Weight.le_of_eq (Weight.add_zero a).symm)
    (Weight.add_le_add_left (Weight.zero_le b) a)

/-- A weight is at most anything plus itself. -/
theorem le_add_left (a b : W) : a ≤ b + a := by
  rw [Weight.add_comm]; exact Weight.le_add_right a b

/-- Multiplying on the right is monotone. -/
theorem mul_le_mul_right {a b : W} (h : a ≤ b) (c : W) : a * c ≤ b * c := by
  rw [Weight.mul_comm a c, Weight.mul_comm b c]; exact Weight.mul_le_mul_left _ _ _ h

/-- Multiplication is monotone in both arguments. -/
theorem mul_le_mul {a b c d : W} (h1 : a ≤ b) (h2 : c ≤ d) : a * c ≤ b * d :=
  Weight.le_trans _ _ _ (Weight.mul_le_mul_left _ _ a h2) (Weight.mul_le_mul_right h1 d)

/-- In `Nat`, a weight at most `1` has a complement to `1`. -/
theorem nat_exists_add_eq_one {a : Nat} (h : a ≤ 1) : ∃ c : Nat, a + c = 1 := ⟨1 - a, by omega⟩

end Weight

/-- In `NNRat`, a weight at most `1` has a complement to `1`. -/
theorem NNRat.exists_add_eq_one {a : NNRat} (h : a ≤ 1) : ∃ c : NNRat, a + c = 1 := by
  refine ⟨⟨1 - a.1, (Rat.le_iff_sub_nonneg _ _).mp h⟩, Subtype.ext ?_⟩
  show a.1 + (1 - a.1) = 1
  rw [Rat.sub_eq_add_neg, Rat.add_comm 1, ← Rat.add_assoc, Rat.add_neg_cancel, Rat.zero_add]

/-- The nonnegative rationals have no infinitesimal gaps: if `a > b`, then `a ≤ b + ε` fails for
`ε = (a - b) / 2`. -/
theorem NNRat.dense : Weight.Dense NNRat := by
  intro a b h
  apply Classical.byContradiction
  intro hn
  have hlt : b.1 < a.1 := Rat.not_le.mp hn
  have hε := h ⟨(a.1 - b.1) / 2, by grind⟩ (fun h0 => by
    have : (a.1 - b.1) / 2 ≤ 0 := h0
    grind)
  have : a.1 ≤ b.1 + (a.1 - b.1) / 2 := hε
  grind

namespace Dist

variable {W α β γ : Type} [Weight W]

/-! ## Unfolding -/

/-- `scale` on the empty list. -/
@[simp] theorem scale_nil (w : W) : scale w ([] : Dist W α) = [] := rfl

/-- `scale` on a cons. -/
@[simp] theorem scale_cons (w : W) (p : W × α) (μ : Dist W α) :
    scale w (p :: μ) = (w * p.1, p.2) :: scale w μ := rfl

omit [Weight W] in
/-- `map` on the empty list. -/
@[simp] theorem map_nil (g : α → β) : map g ([] : Dist W α) = [] := rfl

omit [Weight W] in
/-- `map` on a cons. -/
@[simp] theorem map_cons (g : α → β) (p : W × α) (μ : Dist W α) :
    map g (p :: μ) = (p.1, g p.2) :: map g μ := rfl

/-- `bind` on the empty list. -/
@[simp] theorem bind_nil (k : α → Dist W β) : bind ([] : Dist W α) k = [] := rfl

/-- `bind` on a cons. -/
@[simp] theorem bind_cons (p : W × α) (μ : Dist W α) (k : α → Dist W β) :
    bind (p :: μ) k = scale p.1 (k p.2) ++ bind μ k := List.flatMap_cons

/-! ## Expectations -/

/-- The expectation over the empty list. -/
@[simp] theorem exp_nil (f : α → W) : exp ([] : Dist W α) f = 0 := rfl

/-- The expectation over a cons. -/
@[simp] theorem exp_cons (p : W × α) (μ : Dist W α) (f : α → W) :
    exp (p :: μ) f = p.1 * f p.2 + exp μ f := rfl

/-- The expectation over a concatenation is the sum. -/
theorem exp_append (μ ν : Dist W α) (f : α → W) : exp (μ ++ ν) f = exp μ f + exp ν f := by
  induction μ with
  | nil => exact (Weight.zero_add _).symm
  | cons p μ ih => rw [List.cons_append, exp_cons, exp_cons, ih, Weight.add_assoc]

/-- Scaling multiplies the expectation. -/
theorem exp_scale (w : W) (μ : Dist W α) (f : α → W) : exp (scale w μ) f = w * exp μ f := by
  induction μ with
  | nil => exact (Weight.mul_zero w).symm
  | cons p μ ih => rw [scale_cons, exp_cons, exp_cons, ih, Weight.mul_add, Weight.mul_assoc]

/-- The expectation under the point mass is the value. -/
theorem exp_pure (a : α) (f : α → W) : exp (Dist.pure a : Dist W α) f = f a := by
  show 1 * f a + 0 = f a
  rw [Weight.add_zero, Weight.one_mul]

/-- The expectation under an image. -/
theorem exp_map (g : α → β) (μ : Dist W α) (f : β → W) :
    exp (map g μ) f = exp μ (fun a => f (g a)) := by
  induction μ with
  | nil => rfl
  | cons p μ ih => rw [map_cons, exp_cons, exp_cons, ih]

/-- The expectation under a `bind`: iterated expectations. -/
theorem exp_bind (μ : Dist W α) (k : α → Dist W β) (f : β → W) :
    exp (bind μ k) f = exp μ (fun a => exp (k a) f) := by
  induction μ with
  | nil => rfl
  | cons p μ ih => rw [bind_cons, exp_append, exp_scale, ih, exp_cons]

/-- The expectation is additive in the test. -/
theorem exp_add (μ : Dist W α) (f g : α → W) :
    exp μ (fun a => f a + g a) = exp μ f + exp μ g := by
  induction μ with
  | nil => exact (Weight.add_zero 0).symm
  | cons p μ ih =>
    rw [exp_cons, exp_cons, exp_cons, ih, Weight.mul_add, Weight.add_add_add_comm]

/-- A constant factor of the test comes out of the expectation. -/
theorem exp_mul_left (μ : Dist W α) (c : W) (f : α → W) :
    exp μ (fun a => c * f a) = c * exp μ f := by
  induction μ with
  | nil => exact (Weight.mul_zero c).symm
  | cons p μ ih => rw [exp_cons, exp_cons, ih, Weight.mul_add, Weight.mul_left_comm]

/-- The expectation of a constant is the constant times the mass. -/
theorem exp_const (μ : Dist W α) (c : W) : exp μ (fun _ => c) = c * mass μ := by
  rw [mass, ← exp_mul_left]
  simp only [Weight.mul_one]

/-- The expectation of `0` is `0`. -/
theorem exp_zero (μ : Dist W α) : exp μ (fun _ => (0 : W)) = 0 := by
  rw [exp_const, Weight.zero_mul]

/-- The expectation is monotone in the test, on the members. -/
theorem exp_mono_mem {μ : Dist W α} {f g : α → W} (h : ∀ p ∈ μ, f p.2 ≤ g p.2) :
    exp μ f ≤ exp μ g := by
  induction μ with
  | nil => exact Weight.le_refl _
  | cons p μ ih =>
    exact Weight.add_le_add _ _ _ _ (Weight.mul_le_mul_left _ _ _ (h p List.mem_cons_self))
      (ih fun q hq => h q (List.mem_cons_of_mem _ hq))

/-- The expectation is monotone in the test. -/
theorem exp_mono {μ : Dist W α} {f g : α → W} (h : ∀ a, f a ≤ g a) : exp μ f ≤ exp μ g :=
  exp_mono_mem fun p _ => h p.2

/-- The expectation depends only on the test's values at the members. -/
theorem exp_congr_mem {μ : Dist W α} {f g : α → W} (h : ∀ p ∈ μ, f p.2 = g p.2) :
    exp μ f = exp μ g :=
  Weight.le_antisymm _ _ (exp_mono_mem fun p hp => Weight.le_of_eq (h p hp))
    (exp_mono_mem fun p hp => Weight.le_of_eq (h p hp).symm)

/-- A test bounded by `c` has expectation at most `c` times the mass. -/
theorem exp_const_le {μ : Dist W α} {f : α → W} {c : W} (h : ∀ a, f a ≤ c) :
    exp μ f ≤ c * mass μ := by
  rw [← exp_const]; exact exp_mono h

/-- A test bounded by `1` has expectation at most the mass. -/
theorem exp_le_mass {μ : Dist W α} {f : α → W} (h : ∀ a, f a ≤ 1) : exp μ f ≤ mass μ := by
  have := exp_const_le (μ := μ) h
  rwa [Weight.one_mul] at this

/-! ## Masses -/

/-- The empty list has mass `0`. -/
@[simp] theorem mass_nil : mass ([] : Dist W α) = 0 := rfl

/-- The mass of a cons. -/
theorem mass_cons (p : W × α) (μ : Dist W α) : mass (p :: μ) = p.1 * 1 + mass μ := rfl

/-- The point mass has mass `1`. -/
@[simp] theorem mass_pure (a : α) : mass (Dist.pure a : Dist W α) = 1 := exp_pure a _

/-- The mass of a concatenation is the sum. -/
theorem mass_append (μ ν : Dist W α) : mass (μ ++ ν) = mass μ + mass ν := exp_append μ ν _

/-- Scaling multiplies the mass. -/
theorem mass_scale (w : W) (μ : Dist W α) : mass (scale w μ) = w * mass μ := exp_scale w μ _

/-- An image has the same mass. -/
@[simp] theorem mass_map (g : α → β) (μ : Dist W α) : mass (map g μ) = mass μ := exp_map g μ _

/-- The mass of a `bind`: the expected mass of the continuation. -/
theorem mass_bind (μ : Dist W α) (k : α → Dist W β) :
    mass (bind μ k) = exp μ (fun a => mass (k a)) := exp_bind μ k _

/-- Binding with sub-distributions does not increase the mass. -/
theorem mass_bind_le {μ : Dist W α} {k : α → Dist W β} (h : ∀ p ∈ μ, mass (k p.2) ≤ 1) :
    mass (bind μ k) ≤ mass μ := by
  rw [mass_bind]; exact exp_mono_mem h

/-- A sub-distribution bound with sub-distributions is a sub-distribution. -/
theorem mass_bind_le_one {μ : Dist W α} {k : α → Dist W β} (hμ : mass μ ≤ 1)
    (h : ∀ p ∈ μ, mass (k p.2) ≤ 1) : mass (bind μ k) ≤ 1 :=
  Weight.le_trans _ _ _ (mass_bind_le h) hμ

/-! ## Membership -/

/-- The only entry of the point mass. -/
theorem mem_pure {a : α} {p : W × α} : p ∈ (Dist.pure a : Dist W α) ↔ p = (1, a) :=
  List.mem_singleton

omit [Weight W] in
/-- The entries of an image. -/
theorem mem_map {g : α → β} {μ : Dist W α} {p : W × β} :
    p ∈ map g μ ↔ ∃ q ∈ μ, p = (q.1, g q.2) := by
  simp only [map, List.mem_map]
  constructor
  · rintro ⟨q, hq, rfl⟩; exact ⟨q, hq, rfl⟩
  · rintro ⟨q, hq, rfl⟩; exact ⟨q, hq, rfl⟩

/-- The entries of a scaled list. -/
theorem mem_scale {w : W} {μ : Dist W α} {p : W × α} :
    p ∈ scale w μ ↔ ∃ q ∈ μ, p = (w * q.1, q.2) := by
  simp only [scale, List.mem_map]
  constructor
  · rintro ⟨q, hq, rfl⟩; exact ⟨q, hq, rfl⟩
  · rintro ⟨q, hq, rfl⟩; exact ⟨q, hq, rfl⟩

/-- The entries of a `bind`. -/
theorem mem_bind {μ : Dist W α} {k : α → Dist W β} {p : W × β} :
    p ∈ bind μ k ↔ ∃ q ∈ μ, ∃ r ∈ k q.2, p = (q.1 * r.1, r.2) := by
  simp only [bind, List.mem_flatMap, mem_scale]

/-! ## Domination -/

variable {α' β' : Type}

/-- Every list dominates itself. -/
theorem LeOn.refl (μ : Dist W α) : LeOn id μ μ := fun _ => Weight.le_refl _

/-- Equal lists dominate each other. -/
theorem LeOn.of_eq {μ ν : Dist W α} (h : μ = ν) : LeOn id μ ν := h ▸ LeOn.refl μ

/-- Domination composes along the projections. -/
theorem LeOn.comp {π : α → β} {π' : β → γ} {μ : Dist W α} {ν : Dist W β} {ρ : Dist W γ}
    (h1 : LeOn π μ ν) (h2 : LeOn π' ν ρ) : LeOn (fun a => π' (π a)) μ ρ :=
  fun f => Weight.le_trans _ _ _ (h1 fun b => f (π' b)) (h2 f)

/-- Transitivity, the second step unprojected. -/
theorem LeOn.trans {π : α → β} {μ : Dist W α} {ν ρ : Dist W β} (h1 : LeOn π μ ν)
    (h2 : LeOn id ν ρ) : LeOn π μ ρ :=
  fun f => Weight.le_trans _ _ _ (h1 f) (h2 f)

/-- Transitivity, the first step unprojected. -/
theorem LeOn.id_trans {π : α → β} {μ ν : Dist W α} {ρ : Dist W β} (h1 : LeOn id μ ν)
    (h2 : LeOn π ν ρ) : LeOn π μ ρ :=
  fun f => Weight.le_trans _ _ _ (h1 fun a => f (π a)) (h2 f)

/-- An image on the left is a projection. -/
theorem LeOn.map_left {π : β → γ} {g : α → β} {μ : Dist W α} {ν : Dist W γ} :
    LeOn π (map g μ) ν ↔ LeOn (fun a => π (g a)) μ ν := by
  constructor
  · intro h f; have := h f; rwa [exp_map] at this
  · intro h f; rw [exp_map]; exact h f

/-- A list projected by `g` is dominated by its image under `g`. -/
theorem LeOn.self_map (g : α → β) (μ : Dist W α) : LeOn g μ (map g μ) :=
  fun f => by rw [exp_map]; exact Weight.le_refl _

/-- Images along maps commuting with the projections. -/
theorem LeOn.map {π : α → α'} {π' : β → β'} {g : α → β} {g' : α' → β'} {μ : Dist W α}
    {ν : Dist W α'} (h : LeOn π μ ν) (hg : ∀ a, π' (g a) = g' (π a)) :
    LeOn π' (map g μ) (map g' ν) := by
  intro f
  rw [exp_map, exp_map]
  refine Weight.le_trans _ _ _ (Weight.le_of_eq ?_) (h fun b => f (g' b))
  exact exp_congr_mem fun p _ => congrArg f (hg p.2)

/-- The point mass is dominated by the point mass at its projection. -/
theorem LeOn.pure (π : α → β) (a : α) : LeOn π (Dist.pure a : Dist W α) (Dist.pure (π a)) :=
  fun f => by rw [exp_pure, exp_pure]; exact Weight.le_refl _

/-- The empty list is dominated by anything. -/
theorem LeOn.nil (π : α → β) (ν : Dist W β) : LeOn π ([] : Dist W α) ν :=
  fun _ => Weight.zero_le _

/-- Domination of concatenations. -/
theorem LeOn.append {π : α → β} {μ1 μ2 : Dist W α} {ν1 ν2 : Dist W β} (h1 : LeOn π μ1 ν1)
    (h2 : LeOn π μ2 ν2) : LeOn π (μ1 ++ μ2) (ν1 ++ ν2) := by
  intro f
  rw [exp_append, exp_append]
  exact Weight.add_le_add _ _ _ _ (h1 f) (h2 f)

/-- Domination of conses with the same weight. -/
theorem LeOn.cons {π : α → β} {μ : Dist W α} {ν : Dist W β} (w : W) (a : α) (h : LeOn π μ ν) :
    LeOn π ((w, a) :: μ) ((w, π a) :: ν) := by
  intro f
  rw [exp_cons, exp_cons]
  exact Weight.add_le_add_left (h f) _

/-- Domination of scaled lists. -/
theorem LeOn.scale {π : α → β} {μ : Dist W α} {ν : Dist W β} (w : W) (h : LeOn π μ ν) :
    LeOn π (scale w μ) (scale w ν) := by
  intro f
  rw [exp_scale, exp_scale]
  exact Weight.mul_le_mul_left _ _ _ (h f)

/-- `bind` is monotone: dominated first steps, continuations dominated on the projected
outcomes. -/
theorem LeOn.bind {π : α → α'} {π' : β → β'} {μ : Dist W α} {ν : Dist W α'}
    {k : α → Dist W β} {k' : α' → Dist W β'} (h : LeOn π μ ν)
    (hk : ∀ a, LeOn π' (k a) (k' (π a))) : LeOn π' (Dist.bind μ k) (Dist.bind ν k') := by
  intro f
  rw [exp_bind, exp_bind]
  exact Weight.le_trans _ _ _ (exp_mono fun a => hk a f) (h fun b => exp (k' b) f)

/-- Domination is a congruence for `if`. -/
theorem LeOn.ite {c : Prop} [Decidable c] {A B A' B' : Dist W α} (h1 : c → LeOn id A A')
    (h2 : ¬c → LeOn id B B') : LeOn id (if c then A else B) (if c then A' else B') := by
  by_cases h : c
  · simp only [h, ↓reduceIte]; exact h1 h
  · simp only [h, ↓reduceIte]; exact h2 h

/-- `bind` is monotone, the continuations compared only on the members of the first step. -/
theorem LeOn.bind_mem {π : α → α'} {π' : β → β'} {μ : Dist W α} {ν : Dist W α'}
    {k : α → Dist W β} {k' : α' → Dist W β'} (h : LeOn π μ ν)
    (hk : ∀ p ∈ μ, LeOn π' (k p.2) (k' (π p.2))) :
    LeOn π' (Dist.bind μ k) (Dist.bind ν k') := by
  intro f
  rw [exp_bind, exp_bind]
  exact Weight.le_trans _ _ _ (exp_mono_mem fun p hp => hk p hp f) (h fun b => exp (k' b) f)

/-- Sampling from the same list, then continuations dominated on its members. -/
theorem LeOn.bind_right {π : β → β'} {S : Dist W γ} {k : γ → Dist W β} {k' : γ → Dist W β'}
    (hk : ∀ p ∈ S, LeOn π (k p.2) (k' p.2)) : LeOn π (Dist.bind S k) (Dist.bind S k') := by
  intro f
  rw [exp_bind, exp_bind]
  exact exp_mono_mem fun p hp => hk p hp f

/-- A sub-distribution all of whose outcomes project to `b` is dominated by the point mass. -/
theorem LeOn.of_mass {π : α → β} {μ : Dist W α} {b : β} (hπ : ∀ p ∈ μ, π p.2 = b)
    (hm : mass μ ≤ 1) : LeOn π μ (Dist.pure b) := by
  intro f
  have e : exp μ (fun a => f (π a)) = exp μ (fun _ => f b) :=
    exp_congr_mem fun p hp => congrArg f (hπ p hp)
  rw [exp_pure, e, exp_const]
  exact Weight.le_trans _ _ _ (Weight.mul_le_mul_left _ _ _ hm)
    (Weight.le_of_eq (Weight.mul_one _))

/-! ## Compatibility and leakage -/

/-- Two lists dominated by one sub-distribution are compatible. -/
theorem Compatible.of_le {μ1 μ2 δ : Dist W α} (hδ : mass δ ≤ 1) (h1 : LeOn id μ1 δ)
    (h2 : LeOn id μ2 δ) : Compatible μ1 μ2 :=
  ⟨δ, hδ, h1, h2⟩

/-- Compatibility is symmetric. -/
theorem Compatible.symm {μ1 μ2 : Dist W α} (h : Compatible μ1 μ2) : Compatible μ2 μ1 :=
  let ⟨δ, hδ, h1, h2⟩ := h
  ⟨δ, hδ, h2, h1⟩

/-- A sub-distribution is compatible with itself. -/
theorem Compatible.refl {μ : Dist W α} (h : mass μ ≤ 1) : Compatible μ μ :=
  ⟨μ, h, LeOn.refl μ, LeOn.refl μ⟩

/-- Compatibility survives applying one function to both. -/
theorem Compatible.map {μ1 μ2 : Dist W α} (g : α → β) (h : Compatible μ1 μ2) :
    Compatible (Dist.map g μ1) (Dist.map g μ2) :=
  let ⟨δ, hδ, h1, h2⟩ := h
  ⟨Dist.map g δ, by rw [mass_map]; exact hδ, LeOn.map h1 fun _ => rfl, LeOn.map h2 fun _ => rfl⟩

/-- Leakage bound (Lemma 5, additive form): for runs dominated, through `π`, by one
sub-distribution, the probability of an event `g` under run 1 plus that of its complement `h`
under run 2 is at most `1`. -/
theorem leakage_le {π : α → β} {μ1 μ2 : Dist W α} {δ : Dist W β} {g h : β → W}
    (h1 : LeOn π μ1 δ) (h2 : LeOn π μ2 δ) (hδ : mass δ ≤ 1) (hgh : ∀ b, g b + h b = 1) :
    exp μ1 (fun a => g (π a)) + exp μ2 (fun a => h (π a)) ≤ 1 := by
  have e : exp δ g + exp δ h = mass δ := by
    rw [mass, ← exp_add]
    simp only [hgh]
  refine Weight.le_trans _ _ _ (Weight.add_le_add _ _ _ _ (h1 g) (h2 h)) ?_
  rw [e]; exact hδ

/-- Leakage bound, subtraction-free form of `P1(A) - P2(A) ≤ 1 - mass μ2`: for a test `g` with a
complement to `1` at every point (e.g. `g ≤ 1` in `Nat` or `NNRat`). -/
theorem leakage_le' {π : α → β} {μ1 μ2 : Dist W α} {δ : Dist W β} {g : β → W}
    (h1 : LeOn π μ1 δ) (h2 : LeOn π μ2 δ) (hδ : mass δ ≤ 1) (hg : ∀ b, ∃ c, g b + c = 1) :
    exp μ1 (fun a => g (π a)) + mass μ2 ≤ 1 + exp μ2 (fun a => g (π a)) := by
  have hc : ∃ h : β → W, ∀ b, g b + h b = 1 :=
    ⟨fun b => Classical.choose (hg b), fun b => Classical.choose_spec (hg b)⟩
  obtain ⟨h, hgh⟩ := hc
  have hl := leakage_le h1 h2 hδ hgh
  have e : mass μ2 = exp μ2 (fun a => g (π a)) + exp μ2 (fun a => h (π a)) := by
    rw [mass, ← exp_add]
    simp only [hgh]
  rw [e, Weight.add_left_comm, Weight.add_comm 1]
  exact Weight.add_le_add_left hl _

/-- Lemma 5 for two compatible sub-distributions: a test `g` with values in `[0, 1]` has an
expectation under the first exceeding that under the second by at most the second's missing
mass. -/
theorem Compatible.leakage {μ1 μ2 : Dist W α} (h : Compatible μ1 μ2) {g : α → W}
    (hg : ∀ b, ∃ c, g b + c = 1) : exp μ1 g + mass μ2 ≤ 1 + exp μ2 g :=
  let ⟨_, hδ, h1, h2⟩ := h
  leakage_le' (π := id) h1 h2 hδ hg

/-- **The limits of two sequences of compatible sub-distributions, one of which tends to mass
`1`**: when the `n1`-th term of the first and the `n2`-th of the second are compatible for every
`n1` and `n2`, and the masses of the second tend to `1`, every upper bound of a test's expectations
under the second bounds them under the first too (for weights without infinitesimal gaps). -/
theorem Compatible.le_of_tendsToOne {μ1 μ2 : Nat → Dist W α}
    (hc : ∀ n1 n2, Compatible (μ1 n1) (μ2 n2)) (hW : Weight.Dense W)
    (h2 : Weight.TendsToOne fun n => mass (μ2 n)) {g : α → W} (hg : ∀ b, ∃ c, g b + c = 1)
    {b : W} (hb : ∀ n, exp (μ2 n) g ≤ b) (n1 : Nat) : exp (μ1 n1) g ≤ b := by
  refine hW _ _ fun ε hε => ?_
  obtain ⟨n2, hn2⟩ := h2 ε hε
  have hl := (hc n1 n2).leakage hg
  -- `E₁ + mass₂ ≤ 1 + E₂ ≤ (mass₂ + ε) + b`; cancel `mass₂`
  have : exp (μ1 n1) g + mass (μ2 n2) ≤ b + ε + mass (μ2 n2) := by
    refine Weight.le_trans _ _ _ hl ?_
    refine Weight.le_trans _ _ _ (Weight.add_le_add _ _ _ _ hn2 (hb n2)) (Weight.le_of_eq ?_)
    rw [Weight.add_comm b ε, Weight.add_assoc, Weight.add_comm (mass (μ2 n2))]
  exact Weight.le_of_add_le_add_right _ _ _ this

end Dist

end Llmbda

end
