module

public import Llmbda.Syntax.Term

/-!
# The deep label in time linear in a value's objects

`Term.innerLabel` (and so `Value.deepLabel`, which E-Call, `send` and `assert` take) visits a value
once per *path*: a pair DAG `(p, p)` nested 40 times has 41 objects and 2^40 paths. The compiled
code runs `Llmbda.Compiled.innerLabelFast` instead, bound to `Term.innerLabel` by a `@[csimp]`
theorem (a proved equality, so every theorem about `peval` is a theorem about the compiled code; and
`Value.deepLabel`, compiled before, by `deepLabelFast`). It takes two walks:
* the plain walk (`innerPlain`), which allocates nothing and loops along the rest of a list, for at
  most `plainVisits` visits: any tree of that size, a list of millions of elements included;
* past them, the memoised walk (`innerLabelMemo`), which keeps a table from the objects it has seen
  to their inner labels and takes the label of an object it meets again from the table: a DAG costs
  its objects, not its paths.

Two primitives read object identity, each with an `unsafe` implementation (`@[implemented_by]`) and
a logical definition that the implementation agrees with, which the caller proves by the primitive's
hypothesis:
* `withAddr a k h` is logically `k 0`; compiled, `k` gets `a`'s address, and `h : ∀ m n, k m = k n`
  says the answer cannot depend on it.
* `ifSame a b yes no h` is logically `no`; compiled, it is `yes` when `a` and `b` are one object
  (then `a = b`, and `h : ∀ e, yes e = no` says that is the same answer).

The walk's answers are values of `{l // l = t.innerLabel}`, and its table lives in a quotient by the
total relation (`Memo`), so every answer type has one element: the hypotheses are `Subsingleton`
facts, whatever the table holds. A table entry holds its term, so an address in the table is never
reused while the table lives.

This module comes before `Llmbda.Exec.Peval` in the compiled chain
(`python/llmbda/lean/codegen.py`): a `@[csimp]` theorem applies to the definitions compiled after
it.
-/

@[expose] public section

namespace Llmbda.Compiled

universe u v

/-- The implementation of `withAddr`: `k` applied to the address of `a`'s object. -/
@[inline] unsafe def withAddrUnsafe {α : Type u} {β : Sort v} (a : α) (k : Nat → β)
    (_h : ∀ m n, k m = k n) : β :=
  k (ptrAddrUnsafe a).toNat

/-- `k 0`; compiled, `k` applied to the address of `a`'s object, which `h` says is the same
answer. -/
@[implemented_by withAddrUnsafe]
def withAddr {α : Type u} {β : Sort v} (a : α) (k : Nat → β) (_h : ∀ m n, k m = k n) : β := k 0

/-- The implementation of `ifSame`: `yes` when `a` and `b` are one object (so `a = b`), else
`no`. -/
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
