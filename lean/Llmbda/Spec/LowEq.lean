module

public import LlmbdaExec

/-!
# Indistinguishability `∼m`

What an observer at level `m` can tell apart. A term is seen through `Term.erase m`, which replaces
every embedded value whose label does not flow to `m` by one placeholder; two terms or values are
`∼m`-related when they look the same that way (so `∼m` is an equivalence by construction). Two
conversations are related when the observer sees the same messages (those labelled `⊑ m`) and their
labels — the labels the next replies get — are both visible or both hidden; the rules' no sensitive
upgrade premises are what keep the second part true along two runs.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (noninterference).
-/

@[expose] public section

noncomputable section

namespace Llmbda

variable {L : Type} [JoinSemilattice L] [DecidableEq L]

/-- What an observer at level `m` sees of a term: every embedded value whose label does not flow to
`m` is replaced by the same placeholder (`()` labelled `⊤`). -/
def Term.erase (m : L) : Term L → Term L
  | .var x => .var x
  | .const c => .const c
  | .lit ℓ => .lit ℓ
  | .lam x b => .lam x (b.erase m)
  | .fix f x b => .fix f x (b.erase m)
  | .app a b => .app (a.erase m) (b.erase m)
  | .ite c a b => .ite (c.erase m) (a.erase m) (b.erase m)
  | .prim1 op a => .prim1 op (a.erase m)
  | .prim2 op a b => .prim2 op (a.erase m) (b.erase m)
  | .pair a b => .pair (a.erase m) (b.erase m)
  | .fst a => .fst (a.erase m)
  | .snd a => .snd (a.erase m)
  | .labS ℓ a => .labS ℓ (a.erase m)
  | .labD a b => .labD (a.erase m) (b.erase m)
  | .test a b => .test (a.erase m) (b.erase m)
  | .assert a b => .assert (a.erase m) (b.erase m)
  | .endorse p a b => .endorse p (a.erase m) (b.erase m)
  | .send a => .send (a.erase m)
  | .recv md => .recv md
  | .fork a => .fork (a.erase m)
  | .clear => .clear
  | .call t a => .call t (a.erase m)
  | .val r l => if flows l m then .val (r.erase m) l else .val (.const .unit) JoinSemilattice.top

/-- `t1 ∼m t2`: the terms look the same to an observer at `m`. -/
def Term.LowEq (m : L) (t1 t2 : Term L) : Prop := t1.erase m = t2.erase m

/-- `v1 ∼m v2`: both values are hidden from `m`, or both are visible with the same label and raw
values that look the same to `m`. -/
def Value.LowEq (m : L) (v1 v2 : Value L) : Prop := v1.toTerm.erase m = v2.toTerm.erase m

/-- The messages of a conversation an observer at `m` sees. -/
def Session.visible (m : L) (C : Session L) : Session L := C.filter fun msg => flows msg.label m

/-- `C1 ∼m C2`: the observer sees the same messages, and the labels of both conversations (the
labels the next replies get) are both visible or both hidden. -/
def Session.LowEq (m : L) (C1 C2 : Session L) : Prop :=
  Session.visible m C1 = Session.visible m C2 ∧
    (flows (Session.label C1) m = flows (Session.label C2) m)

end Llmbda

end
