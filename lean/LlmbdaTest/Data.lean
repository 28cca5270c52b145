module

import LlmbdaTest.Harness

/-!
# Structured data, string primitives and `recv_safe`

Lists and records are pairs ending in `[]`; each element keeps its own label (deep labels), and
printing shows them as `[…]` and `{"k": …}` (the form a model reads in a prompt).
-/

namespace Llmbda.Test

open Lab4

/-! ## Lists and records: syntax, printing, deep labels -/

example : runSrc "[1, {U} : \"x\", [2, 3]]" = "[1, ({U} : \"x\"), [2, 3]] @ {}" := by decide +kernel
example : runSrc "[]" = "[] @ {}" := by decide +kernel
example : runSrc "fst (snd [1, {U} : 2, 3])" = "2 @ {U}" := by decide +kernel
example : runSrc "fst [1, {U} : 2]" = "1 @ {}" := by decide +kernel
example : runSrc "{\"iban\": \"DE89\", \"subject\": {U} : \"hi\"}" =
    "{\"iban\": \"DE89\", \"subject\": ({U} : \"hi\")} @ {}" := by decide +kernel
example : runSrc "snd (fst {\"iban\": \"DE89\", \"subject\": {U} : \"hi\"})" = "\"DE89\" @ {}" := by
  decide +kernel
example : roundTrip "[1, [], {\"a\": (1, 2)}, (3, [4])]" = "[1, [], {\"a\": (1, 2)}, [3, 4]]" := by
  decide +kernel
example : roundTrip "{ \"a\" : 1 }" = "{\"a\": 1}" := by decide +kernel
example : roundTrip "[1, 2" = "error 1:6 expected ',' or ']' but found end of input" := by
  decide +kernel
example : roundTrip "{\"a\" 1}" = "error 1:6 expected ':' but found integer literal" := by
  decide +kernel
example : roundTrip "{\"a\": 1, 2}" =
    "error 1:10 expected a record key (a string literal) but found integer literal" := by
  decide +kernel
/-- A list is data: `recv_data` reads it. -/
example : runSrc "fork (clear; send \"q\"; recv_data)" ["[1, {\"k\": \"v\"}]"] =
    "[1, {\"k\": \"v\"}] @ {}" := by
  decide +kernel
/-- A message shows each element's label. -/
example : sessionSrc "send [1, {S} : 2]" = ["user {S}: [1, ({S} : 2)]"] := by decide +kernel

/-! ## Comparisons and string primitives -/

example : runSrc "(3 > 2, 2 >= 3)" = "(({} : true), ({} : false))" ++ " @ {}" := by decide +kernel
example : runSrc "str_find \"banking\" \"king\"" = "3 @ {}" := by decide +kernel
example : runSrc "str_find \"abc\" \"x\"" = "(-1) @ {}" := by decide +kernel
example : runSrc "str_take \"hello\" 2 ++ str_drop \"hello\" 4" = "\"heo\" @ {}" := by
  decide +kernel
example : runSrc "str_take \"hi\" (-1)" = "\"\" @ {}" := by decide +kernel
example : runSrc "str_upper (str_trim \"  Hi there\\n\")" = "\"HI THERE\" @ {}" := by decide +kernel
example : runSrc "str_lower ({U} : \"ÄB\")" = "\"Äb\" @ {U}" := by decide +kernel
example : runSrc "parse_int \"-42\" + 1" = "(-41) @ {}" := by decide +kernel
example : runSrc "parse_int \"4 2\"" = "() @ {}" := by decide +kernel
example : runSrc "parse_int \"9223372036854775808\"" = "() @ {}" := by decide +kernel
example : runSrc "str_find 1 \"a\"" = "error: type error: str_find: expected two strings" := by
  decide +kernel

/-! ## `recv_safe`: a bad reply is a value, labelled by the conversation -/

example : runSrc "send \"q\"; recv_safe" ["1 + 1"] = "(({} : true), ({} : 2)) @ {}" := by
  decide +kernel
example : runSrc "send ({U} : \"q\"); recv_safe" ["1 +"] =
    "(({U} : false), ({U} : \"line 1, column 4: expected an expression but found end of input\")) \
        @ {U}" := by
  decide +kernel
example : runSrc "send \"q\"; recv_safe" ["endorse {} 1"] =
    "(({} : false), ({} : \"line 1, column 1: a model reply may not endorse: endorse is written by \
        the program, never generated\")) @ {}" := by
  decide +kernel
/-- Retrying in the language: the first reply does not parse, the second does. -/
example : runSrc
    "let rec ask n = let r = (send \"give a number\"; recv_safe) in if fst r then snd r else if n \
        == 0 then 0 else ask (n - 1) in ask 2"
    ["oops (", "7"] = "7 @ {}" := by decide +kernel

/-! ## The prelude's library in scope of replies -/

/-- A host that gives the prelude's `length` (as `python/llmbda/prelude.lam` defines it). -/
noncomputable def lengthTool : Tools Lab4 := ⟨fun name _ =>
  if name = "prelude.length" then
    match (parse "rec length xs -> if xs == [] then 0 else 1 + length (snd xs)" :
        Except ParseError (Term Lab4)) with
    | .ok t => some (t, Lab4.empty)
    | .error _ => none
  else none, fun _ => Lab4.US, fun _ _ => 0, fun _ _ => 0⟩

/-- A reply that calls `length` runs the prelude's function, given by the host. -/
example : summary
    (runWith lengthTool "send \"q\"; recv" ["length [1, 2, 3]"] Lab4.empty 10000) = "3 @ {}" := by
  decide +kernel
example : summary (runWith lengthTool "send \"q\"; recv_safe" ["length []"] Lab4.empty 10000) =
    "(({} : true), ({} : 0)) @ {}" := by decide +kernel
/-- A name the reply binds itself is its own; a name outside the library is unbound, as before. -/
example : summary
    (runWith lengthTool "send \"q\"; recv"
      ["(fun length -> length) 7"] Lab4.empty 10000) = "7 @ {}" := by
  decide +kernel
example : summary (runWith lengthTool "send \"q\"; recv" ["foo 1"] Lab4.empty 10000) =
    "error: unbound foo" := by
  decide +kernel
example : summary (runWith lengthTool "send \"q\"; recv" ["map 1"] Lab4.empty 10000) =
    "error: no tool prelude.map" := by
  decide +kernel
/-- Data replies are never closed: a name there is not data. -/
example : runSrc "send \"q\"; recv_data" ["length"] =
    "error: bad reply \"length\" at 1:1: expected a value (a literal or a pair of values), not \
        code: this reply is read as data" := by
  decide +kernel

/-! ## The oracle is told the reply mode -/

/-- An oracle that answers by the reply mode it is asked in: `1` to `recv_data`, `2` to `recv` and
`recv_safe` (a host would pick a data or a code grammar the same way). -/
noncomputable def modeOracle : Oracle Lab4 := fun _ md _ =>
  match md with
  | .data => "1"
  | .code | .safe => "2"

/-- `src` run with `modeOracle` (pc `{}`, 10000 steps, no tools), summarised. -/
noncomputable def runMode (src : String) : String :=
  match (parse src : Except ParseError (Term Lab4)) with
  | .ok t => summary (run modeOracle noTools 10000 Lab4.empty [] t)
  | .error _ => "parse error"

/-- `peval` asks the oracle in the mode the program's `recv` names. -/
example : runMode "send \"q\"; recv_data" = "1 @ {}" := by decide +kernel
example : runMode "send \"q\"; recv" = "2 @ {}" := by decide +kernel
example : runMode "send \"q\"; recv_safe" = "(({} : true), ({} : 2)) @ {}" := by decide +kernel

end Llmbda.Test
