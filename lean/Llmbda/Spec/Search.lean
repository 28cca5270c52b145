module

/-!
# Substring search

The meaning of `str_find` (`Llmbda.Prim.eval2`): the index of the first occurrence of one string in
another, by plain search. (The compiled code runs a copy proved equal to `Llmbda.Prim.findFrom`
that charges its work to the run's work bound: `Llmbda.Exec.Search`.)
-/

@[expose] public section

noncomputable section

namespace Llmbda

namespace Prim

/-- Is `t` a prefix of `s`? -/
def isPrefix : List Char → List Char → Bool
  | [], _ => true
  | _ :: _, [] => false
  | a :: t, b :: s => a == b && isPrefix t s

/-- The index of the first occurrence of `t` in `s`, counting from `i`; `-1` if none. -/
def findFrom (t : List Char) : List Char → Nat → Int
  | s, i =>
    if isPrefix t s then i
    else match s with
      | [] => -1
      | _ :: s' => findFrom t s' (i + 1)

end Prim

end Llmbda

end
