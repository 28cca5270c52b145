module

public import Llmbda.Thm.Reply
public import Llmbda.Thm.Confinement
public import Llmbda.Thm.PevalSound
public import Llmbda.Thm.PevalFuel
public import Llmbda.Thm.PevalComplete
public import Llmbda.Thm.LowEq
public import Llmbda.Thm.Noninterference
public import Llmbda.Thm.Denote
public import Llmbda.Thm.DenoteComplete
public import Llmbda.Thm.Dist
public import Llmbda.Thm.SkipBlind
public import Llmbda.Thm.SkipStrip
public import Llmbda.Thm.Oracular
public import Llmbda.Thm.Tipni
public import Llmbda.Thm.RecvData
public import Llmbda.Thm.Sinks
public import Llmbda.Thm.Limit
public import Llmbda.Thm.SampledOracle
public import Llmbda.Thm.Errors
public import Llmbda.Thm.EvalFx
public import Llmbda.Thm.Effects

/-!
# Theorems

The headline theorems of the development, in the files under `Llmbda/Thm/`. A headline theorem is
one named on a `pin:` line of its file's module docstring, which the Lean check compares with the
axioms the theorem depends on; `docs/theorems.md`, generated from those lines
(`scripts/theorems_doc.py`), lists each with its statement, its file and what it says in plain
words, and `docs/PROVED.md` groups them by property. The other files' lemmas serve these.
-/
