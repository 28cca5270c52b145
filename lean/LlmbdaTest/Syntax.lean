module

import LlmbdaTest.Harness

/-!
# Parsing and printing

`parse (print t) = t` on terms covering every constructor, the canonical printing of programs, and
parse errors with positions.
-/

namespace Llmbda.Test

open Lab4

/-- A term using every surface constructor. -/
noncomputable def everything : Term Lab4 :=
  .app (.lam "f" (.ite (.test (.var "f") (.lit U))
      (.pair (.prim1 .neg (.const (.int (-3))))
        (.prim2 .concat (.const (.str "a\n\"b\"\\")) (.prim1 .show (.const (.bool true)))))
      (.labD (.lit S)
        (.labS US (.assert (.lit empty)
          (.endorse ⟨0, 0⟩ (.lit empty) (.call "tool" (.const .unit))))))))
    (.fix "g" "x"
      (.app (.app (.var "g") (.fst (.var "x")))
        (.snd (.fork (.app (.lam "_" .clear) (.send (.var "x")))))))

example : printParses everything = true := by decide +kernel
example : printParses
    (.app (.app (.lam "_" (.recv .code)) (.send (.const (.str "W"))))
      (.const (.int 21)) : Term Lab4) = true := by
  decide +kernel
example : printParses (.fork (.pair (.recv .data) (.recv .code)) : Term Lab4) = true := by
  decide +kernel
example : printParses
    (.prim2 .sub (.prim2 .sub (.const (.int 1)) (.const (.int 2)))
      (.prim2 .sub (.const (.int 3)) (.const (.int 4))) : Term Lab4) = true := by
  decide +kernel
example : printParses (.labD (.test (.var "x") (.lit U)) (.labS S (.var "y")) : Term Lab4) =
    true := by decide +kernel
example : printParses
    (.app (.var "f") (.lam "x" (.app (.lam "y" (.var "y")) (.var "x"))) : Term Lab4) = true := by
  decide +kernel
example : printParses (.const (.str "tab\there \x01 del\x7f ünï") : Term Lab4) = true := by
  decide +kernel

/-! Canonical printing. -/

example : roundTrip "let x = 1 + 2 * 3 in x ; {U} : \"a\\nb\"" =
    "let x = 1 + 2 * 3 in x; {U} : \"a\\nb\"" := by
  decide +kernel
example : roundTrip "fun x y -> f x (y, -3) ? {U,S}" =
    "fun x -> fun y -> f x (y, (-3)) ? {U, S}" := by
  decide +kernel
example : roundTrip "@(\"hi\" ++ show 3)" = "@(\"hi\" ++ show 3)" := by decide +kernel
example : roundTrip "(@\"W\") 21" = "(@\"W\") 21" := by decide +kernel
example : roundTrip "let rec f n = if n <= 0 then 0 else n + f (n - 1) in f 10" =
    "let rec f n = if n <= 0 then 0 else n + f (n - 1) in f 10" := by decide +kernel
example : roundTrip "({U}) : x" = "({U}) : x" := by decide +kernel
example : roundTrip "x ? {U} : y" = "x ? {U} : y" := by decide +kernel
example : roundTrip "a-1 -- a comment\n" = "a - 1" := by decide +kernel
example : roundTrip "send x; recv" = "@x" := by decide +kernel
example : roundTrip "\"\\u{1F600}\\x\"" = "error 1:11 unknown escape in string literal" := by
  decide +kernel
example : roundTrip "\"\\u{41}\\u{7f}\"" = "\"A\\u{7f}\"" := by decide +kernel

/-! A value's text (`printAt`): a list built under a tainted `pc`, each element and the tail
labelled `{U}`, prints as a list inside a `{U}` value; `print` (how `send` renders it) keeps those
labels, and so does a value whose label they do not flow to. -/

/-- `[1]` as evaluated under `pc = {U}`. -/
def taintedList : Term Lab4 := .pair (.val (.const (.int 1)) U) (.val (.const .nil) U)

example : printAt U taintedList = "[1]" := by decide +kernel
example : print taintedList = "(({U} : 1), ({U} : []))" := by decide +kernel
example : printAt S taintedList = "(({U} : 1), ({U} : []))" := by decide +kernel
example : printAt U (.pair (.val (.const (.int 1)) S) (.val (.const .nil) U) : Term Lab4) =
    "[({S} : 1)]" := by decide +kernel
example : printAt U (.pair (.val (.pair (.const (.str "k")) (.val (.const .unit) U)) U)
    (.val (.const .nil) U) : Term Lab4) = "{\"k\": ()}" := by decide +kernel

/-! Errors carry a line and a column. -/

example : roundTrip "1 +" = "error 1:4 expected an expression but found end of input" := by
  decide +kernel
example : roundTrip "let x = 1\nin x )" =
    "error 2:6 unexpected ')' after the end of the program" := by decide +kernel
example : roundTrip "\"abc" = "error 1:5 unterminated string literal" := by decide +kernel
example : roundTrip "{U, X} : 1" = "error 1:1 unknown label atom 'X'" := by decide +kernel
example : roundTrip "fun -> 1" = "error 1:5 expected a parameter name after 'fun'" := by
  decide +kernel
example : roundTrip "x $ y" = "error 1:3 unexpected character '$'" := by decide +kernel
example : roundTrip "12ab" = "error 1:1 malformed number" := by decide +kernel

end Llmbda.Test
