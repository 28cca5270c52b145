module

public import Llmbda.Spec.Search

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

@[expose] public section

noncomputable section

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
