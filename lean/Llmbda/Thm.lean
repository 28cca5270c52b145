module

public import Llmbda.Thm.Confinement

/-!
# Theorems

Every headline theorem of the development, one file each under `Llmbda/Thm/`:

* `Llmbda.Eval.confinement` (Lemma 1) — `Llmbda/Thm/Confinement.lean`.
-/
