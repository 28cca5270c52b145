module

import LlmbdaTest.Harness

/-!
# `peval` at a lattice given at run time

The compiled engine runs `peval` at `BitLab M` (`Llmbda.Label.Bits`), for `M` built from the user's
Python `Lattice`. These runs, evaluated by the kernel, are at such a lattice: two chains, integrity
`{} < Checked < Untrusted` and confidentiality `{} < Internal < Secret`, as `Lattice.chains` builds
it (an atom is the set of its level's bits and those below). A label prints as its maximal atoms.
-/

-- evaluated by the kernel only (code for it would call into another module: see `LlmbdaExec`)
noncomputable section

namespace Llmbda.Test

/-- The two chains: `Checked` = bit 0, `Untrusted` = bits 0–1, `Internal` = bit 2, `Secret` = bits
2–3; integrity mask bits 0–1. -/
def chains : BitLattice := ⟨[("Checked", 1), ("Untrusted", 3), ("Internal", 4), ("Secret", 12)], 3⟩

/-- `src` run at `BitLab chains` (pc `{}`, the scripted model, no tools): its value and label, or
which error. -/
def runChains (src : String) (replies : List String := []) : String :=
  match parse (L := BitLab chains) src with
  | .error _ => "parse error"
  | .ok t =>
    match peval (fun k _ _ => replies.getD k "()")
      ⟨fun _ _ => none, fun _ => ⟨~~~0⟩, fun _ _ => 0, fun _ _ => 0⟩ 200
      (JoinSemilattice.bot) (State.init [] 10000) t with
    | .ok _ v => print v.raw ++ " @ " ++ Print.label v.label
    | .err _ l _ => "error @ " ++ Print.label l

/-- A join of atoms prints as its maximal atoms: `Checked` is below `Untrusted`, `Internal` below
`Secret`. -/
example : runChains "({Checked, Untrusted} : 1) + ({Internal} : 2)" =
    "3 @ {Untrusted, Internal}" := by
  decide +kernel

/-- A label test answers by the order of the chains, at the policy's label. -/
example : runChains "({Checked} : 1) ? {Untrusted}" = "true @ {Untrusted}" := by decide +kernel
example : runChains "({Untrusted} : 1) ? {Checked, Secret}" = "false @ {Checked, Secret}" := by
  decide +kernel

/-- `assert` refuses data above its label (the error is shown at the data's label). -/
example : runChains "assert {Checked} ({Untrusted} : 1)" = "error @ {Untrusted}" := by
  decide +kernel

/-- `endorse` replaces the integrity part and keeps the confidentiality part. -/
example : runChains "endorse {Checked} ({Untrusted, Secret} : 1)" = "1 @ {Checked, Secret}" := by
  decide +kernel

/-- A reply read under an untrusted conversation is labelled by it. -/
example : runChains "send ({Untrusted} : \"doc\"); recv" ["40 + 2"] = "42 @ {Untrusted}" := by
  decide +kernel

end Llmbda.Test

end
