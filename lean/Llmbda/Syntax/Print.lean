module

public import Llmbda.Syntax.Term

/-!
# Printing terms in the surface syntax

`print` renders a term in the surface syntax that `parse` reads back (`parse (print t) = t` for
every term without runtime values `val`; a `val r l` prints as the static labelling `({l} : r)`,
which evaluates to the same labelled value). Printing is also how values are serialised into prompts
(`render`).

Every function here is structurally recursive, so the kernel can evaluate it (`decide +kernel`).

Precedence levels, loosest first: 0 `fun`/`rec`/`let`/`if`/`;`, 2 `:`, 3 `?`, 4 `||`, 5 `&&`,
6 comparisons, 7 `+ - ++`, 8 `* / %`, 9 application and keyword forms, 10 atoms.
-/

@[expose] public section

noncomputable section

namespace Llmbda

namespace Print

/-- Decimal digits of `n`, prepended to `acc` (`fuel` bounds the number of digits). -/
def natDigits : Nat → Nat → List Char → List Char
  | 0, _, acc => acc
  | fuel + 1, n, acc =>
    let acc := Char.ofNat (48 + n % 10) :: acc
    if n < 10 then acc else natDigits fuel (n / 10) acc

/-- Lowercase hexadecimal digits of `n`, prepended to `acc`. -/
def hexDigits : Nat → Nat → List Char → List Char
  | 0, _, acc => acc
  | fuel + 1, n, acc =>
    let d := n % 16
    let acc := Char.ofNat (if d < 10 then 48 + d else 87 + d) :: acc
    if n < 16 then acc else hexDigits fuel (n / 16) acc

/-- A natural number in decimal. -/
def natToString (n : Nat) : String := String.ofList (natDigits (n + 1) n [])

/-- An integer in decimal, with a leading `-` when negative. -/
def intToString : Int → String
  | .ofNat n => natToString n
  | .negSucc n => "-" ++ natToString (n + 1)

/-- The escaped form of one character inside a string literal. -/
def escapeChar (c : Char) : List Char :=
  if c = '"' then ['\\', '"']
  else if c = '\\' then ['\\', '\\']
  else if c = '\n' then ['\\', 'n']
  else if c = '\t' then ['\\', 't']
  else if c = '\r' then ['\\', 'r']
  else if c.toNat < 32 ∨ c.toNat = 127 then
    ['\\', 'u', '{'] ++ hexDigits 8 c.toNat [] ++ ['}']
  else [c]

/-- Escape a list of characters. -/
def escapeList : List Char → List Char
  | [] => []
  | c :: cs => escapeChar c ++ escapeList cs

/-- A string literal, quoted and escaped. -/
def quote (s : String) : String := String.ofList ('"' :: escapeList s.toList ++ ['"'])

/-- Join strings with a separator. -/
def joinSep (sep : String) : List String → String
  | [] => ""
  | [s] => s
  | s :: ss => s ++ sep ++ joinSep sep ss

/-- Parenthesise when `b`. -/
def paren (b : Bool) (s : String) : String := if b then "(" ++ s ++ ")" else s

/-- `acc`, then `"("` when `b`: the opening half of `paren b`, for the accumulating printer
`goAcc`. -/
def parenOpen (b : Bool) (acc : String) : String := if b then acc ++ "(" else acc

/-- `acc`, then `")"` when `b`: the closing half of `paren b`. -/
def parenClose (b : Bool) (acc : String) : String := if b then acc ++ ")" else acc

@[simp] theorem parenOpen_false (acc : String) : parenOpen false acc = acc := rfl

@[simp] theorem parenClose_false (acc : String) : parenClose false acc = acc := rfl

/-- Appending `paren b s` is opening, appending `s`, closing: how `goAcc` prints a parenthesised
form. -/
theorem append_paren (b : Bool) (acc s : String) :
    acc ++ paren b s = parenClose b (parenOpen b acc ++ s) := by
  cases b <;> simp [paren, parenOpen, parenClose, String.append_assoc]

/-- Operator symbol, its level, and the levels of its left and right operands. -/
def op2Info : Op2 → String × Nat × Nat × Nat
  | .or => ("||", 4, 4, 5)
  | .and => ("&&", 5, 5, 6)
  | .eq => ("==", 6, 7, 7)
  | .ne => ("!=", 6, 7, 7)
  | .lt => ("<", 6, 7, 7)
  | .le => ("<=", 6, 7, 7)
  | .gt => (">", 6, 7, 7)
  | .ge => (">=", 6, 7, 7)
  | .add => ("+", 7, 7, 8)
  | .sub => ("-", 7, 7, 8)
  | .concat => ("++", 7, 7, 8)
  | .mul => ("*", 8, 8, 9)
  | .div => ("/", 8, 8, 9)
  | .mod => ("%", 8, 8, 9)
  | .find => ("str_find", 9, 10, 10)
  | .take => ("str_take", 9, 10, 10)
  | .drop => ("str_drop", 9, 10, 10)

/-- Is this binary primitive written as a keyword before its two operands (`str_find s t`)? -/
def op2Prefix : Op2 → Bool
  | .find | .take | .drop => true
  | _ => false

/-- The keyword of a unary primitive. -/
def op1Name : Op1 → String
  | .not => "not"
  | .neg => "neg"
  | .show => "show"
  | .len => "len"
  | .lower => "str_lower"
  | .upper => "str_upper"
  | .trim => "str_trim"
  | .parseInt => "parse_int"

/-- A constant in surface syntax (negative integers are parenthesised). -/
def const : Const → String
  | .unit => "()"
  | .bool true => "true"
  | .bool false => "false"
  | .int (.ofNat n) => natToString n
  | .int (.negSucc n) => "(-" ++ natToString (n + 1) ++ ")"
  | .str s => quote s
  | .nil => "[]"

/-- Is this an application printed as juxtaposition (not as `let`, `;` or `@`, which are
applications of a `fun`)? Only those may head an application without parentheses. -/
def isPlainApp {L : Type} : Term L → Bool
  | .app (.lam _ _) _ => false
  | .app _ _ => true
  | _ => false

variable {L : Type} [LabelSyntax L]

/-- A label literal `{A, B}`. -/
def label (l : L) : String := "{" ++ joinSep ", " (LabelSyntax.atoms l) ++ "}"

/-- Does the label print as `{}` (no atoms)? `print` shows no such label on a list element. -/
def isBot (l : L) : Bool :=
  match LabelSyntax.atoms l with
  | [] => true
  | _ => false

/- Which labels are not shown: a list element, a record entry's value or a list's tail labelled
`hide l` prints bare, as if unlabelled. `print` hides `{}` (`isBot`); a value's text hides every
label that flows to the value's own label (`printAt`), which a part read out of the value is joined
with anyway. -/
variable (hide : L → Bool)

/-- Is `t` the end of a list: `[]`, possibly as a value whose label is hidden? -/
def isEnd : Term L → Bool
  | .const .nil => true
  | .val r l => hide l && isEnd r
  | _ => false

/-- Is `t` a list spine: `[]` or a pair whose second component is a list spine, looking through
values whose label is hidden (an evaluated list is pairs of values)? -/
def isList : Term L → Bool
  | .const .nil => true
  | .pair _ b => isList b
  | .val r l => hide l && isList r
  | _ => false

/-- Is `k` a record key: a string, possibly as a value whose label is hidden? -/
def isKey : Term L → Bool
  | .const (.str _) => true
  | .val (.const (.str _)) l => hide l
  | _ => false

/-- The text of a record key. -/
def keyText : Term L → String
  | .const (.str s) => s
  | .val (.const (.str s)) _ => s
  | _ => ""

/-- Is `e` a record entry `("k", v)`, possibly as a value whose label is hidden? -/
def isEntry : Term L → Bool
  | .pair k _ => isKey hide k
  | .val (.pair k _) l => hide l && isKey hide k
  | _ => false

/-- Is `t` a list spine all of whose elements are record entries? -/
def isRecord : Term L → Bool
  | .const .nil => true
  | .pair a b => isEntry hide a && isRecord b
  | .val r l => hide l && isRecord r
  | _ => false

/-- Where a term is printed: at a precedence level (`bare`: a value whose label is hidden prints
without its label, as list and record elements do), as the rest of a list's elements, as the rest
of a record's entries, or as one record entry. -/
inductive Ctx where
  | prec (p : Nat) (bare : Bool)
  | items
  | entries
  | entry

/-- Print a term in a context (see `Ctx`); structurally recursive on the term. -/
def go : Ctx → Term L → String
  | .items, .pair a b => go (.prec 0 true) a ++ (if isEnd hide b then "" else ", " ++ go .items b)
  | .items, .val r _ => go .items r
  | .items, _ => ""
  | .entries, .pair a b => go .entry a ++ (if isEnd hide b then "" else ", " ++ go .entries b)
  | .entries, .val r _ => go .entries r
  | .entries, _ => ""
  | .entry, .pair k v => quote (keyText k) ++ ": " ++ go (.prec 0 true) v
  | .entry, .val r _ => go .entry r
  | .entry, _ => ""
  | .prec _ _, .var x => x
  | .prec _ _, .const c => const c
  | .prec _ _, .lit ℓ => label ℓ
  | .prec p _, .lam x b => paren (p > 0) ("fun " ++ x ++ " -> " ++ go (.prec 0 false) b)
  | .prec p _, .fix f x b => paren (p > 0) ("rec " ++ f ++ " " ++ x ++ " -> " ++
      go (.prec 0 false) b)
  | .prec p _, .app (.lam "_" (.recv .code)) (.send e) => paren (p > 9)
      ("@" ++ go (.prec 10 false) e)
  | .prec p _, .app (.lam f e2) (.fix g x e1) =>
    if f = g then
      paren (p > 0) ("let rec " ++ f ++ " " ++ x ++ " = " ++ go (.prec 0 false) e1 ++ " in " ++
        go (.prec 0 false) e2)
    else paren (p > 0) ("let " ++ f ++ " = " ++ go (.prec 0 false) (.fix g x e1) ++ " in " ++
      go (.prec 0 false) e2)
  | .prec p _, .app (.lam x e2) e1 =>
    if x = "_" then paren (p > 0) (go (.prec 2 false) e1 ++ "; " ++ go (.prec 0 false) e2)
    else paren (p > 0) ("let " ++ x ++ " = " ++ go (.prec 0 false) e1 ++ " in " ++
      go (.prec 0 false) e2)
  | .prec p _, .app f a =>
    paren (p > 9) (go (.prec (if isPlainApp f then 9 else 10) false) f ++ " " ++
      go (.prec 10 false) a)
  | .prec p _, .ite c t e =>
    paren (p > 0) ("if " ++ go (.prec 0 false) c ++ " then " ++ go (.prec 0 false) t ++ " else " ++
      go (.prec 0 false) e)
  | .prec p _, .prim1 op e => paren (p > 9) (op1Name op ++ " " ++ go (.prec 10 false) e)
  | .prec p _, .prim2 op a b =>
    let (sym, lvl, lp, rp) := op2Info op
    if op2Prefix op then paren (p > 9) (sym ++ " " ++ go (.prec 10 false) a ++ " " ++
      go (.prec 10 false) b)
    else paren (p > lvl) (go (.prec lp false) a ++ " " ++ sym ++ " " ++ go (.prec rp false) b)
  | .prec _ _, .pair a b =>
    if isList hide b then
      if isEntry hide a && isRecord hide b then
        "{" ++ go .entry a ++ (if isEnd hide b then "" else ", " ++ go .entries b) ++ "}"
      else "[" ++ go (.prec 0 true) a ++ (if isEnd hide b then "" else ", " ++ go .items b) ++ "]"
    else "(" ++ go (.prec 0 false) a ++ ", " ++ go (.prec 0 false) b ++ ")"
  | .prec p _, .fst e => paren (p > 9) ("fst " ++ go (.prec 10 false) e)
  | .prec p _, .snd e => paren (p > 9) ("snd " ++ go (.prec 10 false) e)
  | .prec p _, .labS ℓ e => paren (p > 2) (label ℓ ++ " : " ++ go (.prec 2 false) e)
  | .prec p _, .labD (.lit ℓ) e => paren (p > 2) ("(" ++ label ℓ ++ ") : " ++ go (.prec 2 false) e)
  | .prec p _, .labD a b => paren (p > 2) (go (.prec 3 false) a ++ " : " ++ go (.prec 2 false) b)
  | .prec p _, .test a b => paren (p > 3) (go (.prec 4 false) a ++ " ? " ++ go (.prec 4 false) b)
  | .prec p _, .assert a b => paren (p > 9) ("assert " ++ go (.prec 10 false) a ++ " " ++
      go (.prec 10 false) b)
  | .prec p _, .endorse _ a b =>
    paren (p > 9) ("endorse " ++ go (.prec 10 false) a ++ " " ++ go (.prec 10 false) b)
  | .prec p _, .send e => paren (p > 9) ("send " ++ go (.prec 10 false) e)
  | .prec _ _, .recv .code => "recv"
  | .prec _ _, .recv .data => "recv_data"
  | .prec _ _, .recv .safe => "recv_safe"
  | .prec p _, .fork e => paren (p > 9) ("fork " ++ go (.prec 10 false) e)
  | .prec _ _, .clear => "clear"
  | .prec p _, .call t e => paren (p > 9) ("call " ++ quote t ++ " " ++ go (.prec 10 false) e)
  | .prec p bare, .val r l =>
    if bare && hide l then go (.prec p false) r
    else "(" ++ label l ++ " : " ++ go (.prec 2 false) r ++ ")"

/-- `go`, appending to an accumulator: `goAcc nl c t acc = acc ++ go c t` (`goAcc_eq`). Each case of
`go` is mirrored, its pieces appended to `acc` left to right, so that every `++` appends to the
growing output (in place when the string is unshared, with doubling capacity): printing is linear in
the output, where `go`'s right-nested `a ++ (", " ++ go .items b)` copies the rest of a list at each
element. The rest of a list or record (`.items`, `.entries`) is a tail call, so the compiled code
loops over a long list instead of using native stack per element. Only the compiled code runs it
(`go_eq_goC`); proofs keep seeing `go`. `nl` says that `t` is known to be no list: a pair printed
as a tuple passes it to its second component (and a value whose label is hidden to what it
labels), so a spine of pairs that ends in something other than `[]` is checked once (`isList`),
not once per level (quadratic). -/
def goAcc : Bool → Ctx → Term L → String → String
  | _, .items, .pair a b, acc =>
    let acc := goAcc false (.prec 0 true) a acc
    if isEnd hide b then acc else goAcc false .items b (acc ++ ", ")
  | _, .items, .val r _, acc => goAcc false .items r acc
  | _, .items, _, acc => acc
  | _, .entries, .pair a b, acc =>
    let acc := goAcc false .entry a acc
    if isEnd hide b then acc else goAcc false .entries b (acc ++ ", ")
  | _, .entries, .val r _, acc => goAcc false .entries r acc
  | _, .entries, _, acc => acc
  | _, .entry, .pair k v, acc => goAcc false (.prec 0 true) v (acc ++ quote (keyText k) ++ ": ")
  | _, .entry, .val r _, acc => goAcc false .entry r acc
  | _, .entry, _, acc => acc
  | _, .prec _ _, .var x, acc => acc ++ x
  | _, .prec _ _, .const c, acc => acc ++ const c
  | _, .prec _ _, .lit ℓ, acc => acc ++ label ℓ
  | _, .prec p _, .lam x b, acc =>
    parenClose (p > 0)
      (goAcc false (.prec 0 false) b (parenOpen (p > 0) acc ++ "fun " ++ x ++ " -> "))
  | _, .prec p _, .fix f x b, acc =>
    parenClose (p > 0)
      (goAcc false (.prec 0 false) b (parenOpen (p > 0) acc ++ "rec " ++ f ++ " " ++ x ++ " -> "))
  | _, .prec p _, .app (.lam "_" (.recv .code)) (.send e), acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "@"))
  | _, .prec p _, .app (.lam f e2) (.fix g x e1), acc =>
    if f = g then
      parenClose (p > 0) (goAcc false (.prec 0 false) e2
        (goAcc false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let rec " ++ f ++ " " ++
          x ++ " = ") ++
          " in "))
    else parenClose (p > 0) (goAcc false (.prec 0 false) e2
      (goAcc false (.prec 0 false) (.fix g x e1) (parenOpen (p > 0) acc ++ "let " ++ f ++
        " = ") ++ " in "))
  | _, .prec p _, .app (.lam x e2) e1, acc =>
    if x = "_" then
      parenClose (p > 0)
        (goAcc false (.prec 0 false) e2
          (goAcc false (.prec 2 false) e1 (parenOpen (p > 0) acc) ++ "; "))
    else parenClose (p > 0) (goAcc false (.prec 0 false) e2
      (goAcc false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let " ++ x ++ " = ") ++ " in "))
  | _, .prec p _, .app f a, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) a
      (goAcc false (.prec (if isPlainApp f then 9 else 10) false) f (parenOpen (p > 9) acc) ++ " "))
  | _, .prec p _, .ite c t e, acc =>
    parenClose (p > 0) (goAcc false (.prec 0 false) e
      (goAcc false (.prec 0 false) t
        (goAcc false (.prec 0 false) c (parenOpen (p > 0) acc ++ "if ") ++ " then ") ++ " else "))
  | _, .prec p _, .prim1 op e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ op1Name op ++ " "))
  | _, .prec p _, .prim2 op a b, acc =>
    let (sym, lvl, lp, rp) := op2Info op
    if op2Prefix op then
      parenClose (p > 9) (goAcc false (.prec 10 false) b
        (goAcc false (.prec 10 false) a (parenOpen (p > 9) acc ++ sym ++ " ") ++ " "))
    else parenClose (p > lvl) (goAcc false (.prec rp false) b
      (goAcc false (.prec lp false) a (parenOpen (p > lvl) acc) ++ " " ++ sym ++ " "))
  | nl, .prec _ _, .pair a b, acc =>
    if !nl && isList hide b then
      if isEntry hide a && isRecord hide b then
        let acc := goAcc false .entry a (acc ++ "{")
        (if isEnd hide b then acc else goAcc false .entries b (acc ++ ", ")) ++ "}"
      else
        let acc := goAcc false (.prec 0 true) a (acc ++ "[")
        (if isEnd hide b then acc else goAcc false .items b (acc ++ ", ")) ++ "]"
    else goAcc true (.prec 0 false) b (goAcc false (.prec 0 false) a (acc ++ "(") ++ ", ") ++ ")"
  | _, .prec p _, .fst e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fst "))
  | _, .prec p _, .snd e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "snd "))
  | _, .prec p _, .labS ℓ e, acc =>
    parenClose (p > 2) (goAcc false (.prec 2 false) e (parenOpen (p > 2) acc ++ label ℓ ++ " : "))
  | _, .prec p _, .labD (.lit ℓ) e, acc =>
    parenClose (p > 2)
      (goAcc false (.prec 2 false) e (parenOpen (p > 2) acc ++ "(" ++ label ℓ ++ ") : "))
  | _, .prec p _, .labD a b, acc =>
    parenClose (p > 2)
      (goAcc false (.prec 2 false) b
        (goAcc false (.prec 3 false) a (parenOpen (p > 2) acc) ++ " : "))
  | _, .prec p _, .test a b, acc =>
    parenClose (p > 3)
      (goAcc false (.prec 4 false) b
        (goAcc false (.prec 4 false) a (parenOpen (p > 3) acc) ++ " ? "))
  | _, .prec p _, .assert a b, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) b
      (goAcc false (.prec 10 false) a (parenOpen (p > 9) acc ++ "assert ") ++ " "))
  | _, .prec p _, .endorse _ a b, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) b
      (goAcc false (.prec 10 false) a (parenOpen (p > 9) acc ++ "endorse ") ++ " "))
  | _, .prec p _, .send e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "send "))
  | _, .prec _ _, .recv .code, acc => acc ++ "recv"
  | _, .prec _ _, .recv .data, acc => acc ++ "recv_data"
  | _, .prec _ _, .recv .safe, acc => acc ++ "recv_safe"
  | _, .prec p _, .fork e, acc =>
    parenClose (p > 9) (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fork "))
  | _, .prec _ _, .clear, acc => acc ++ "clear"
  | _, .prec p _, .call t e, acc =>
    parenClose (p > 9)
      (goAcc false (.prec 10 false) e (parenOpen (p > 9) acc ++ "call " ++ quote t ++ " "))
  | nl, .prec p bare, .val r l, acc =>
    if bare && hide l then goAcc nl (.prec p false) r acc
    else goAcc (nl && hide l) (.prec 2 false) r (acc ++ "(" ++ label l ++ " : ") ++ ")"


/-- `goAcc` appends what `go` prints, given that a term it is told is no list is none. -/
theorem goAcc_eq (nl : Bool) (c : Ctx) (t : Term L) (acc : String)
    (h : nl = true → isList hide t = false) :
    goAcc hide nl c t acc = acc ++ go hide c t := by
  fun_induction goAcc hide nl c t acc <;>
    simp_all +zetaDelta [go, append_paren, String.append_assoc, isList]
  all_goals (repeat' split) <;> simp_all +zetaDelta [String.append_assoc]

/-- `go c t`, printed through the accumulating `goAcc`: what the compiled code runs for `go`
(`go_eq_goC`). -/
def goC (c : Ctx) (t : Term L) : String := goAcc hide false c t ""

/-- The compiled code prints through `goC`, in time linear in the output; the kernel and every
proof keep seeing `go`. -/
@[csimp] theorem go_eq_goC : @go = @goC := by
  funext L _ hide c t
  simp [goC, goAcc_eq hide false c t "" (by simp)]

/-- `goAcc`, stopping once the output has `cap` bytes: each case first checks the accumulator, and
returns it as it is when it is that long. Printing a value whose text is far longer than `cap` (a
DAG of pairs: exponential) then takes time in `cap` and the term's depth, not in the whole text.
Below `cap` bytes it prints what `goAcc` prints; at or past it both texts are that long
(`goCap_eq`). -/
def goCap (cap : Nat) (nl : Bool) (c : Ctx) (t : Term L) (acc : String) : String :=
  if cap ≤ acc.utf8ByteSize then acc else
  match nl, c, t, acc with
  | _, .items, .pair a b, acc =>
    let acc := goCap cap false (.prec 0 true) a acc
    if isEnd hide b then acc else goCap cap false .items b (acc ++ ", ")
  | _, .items, .val r _, acc => goCap cap false .items r acc
  | _, .items, _, acc => acc
  | _, .entries, .pair a b, acc =>
    let acc := goCap cap false .entry a acc
    if isEnd hide b then acc else goCap cap false .entries b (acc ++ ", ")
  | _, .entries, .val r _, acc => goCap cap false .entries r acc
  | _, .entries, _, acc => acc
  | _, .entry, .pair k v, acc => goCap cap false (.prec 0 true) v (acc ++ quote (keyText k) ++ ": ")
  | _, .entry, .val r _, acc => goCap cap false .entry r acc
  | _, .entry, _, acc => acc
  | _, .prec _ _, .var x, acc => acc ++ x
  | _, .prec _ _, .const c, acc => acc ++ const c
  | _, .prec _ _, .lit ℓ, acc => acc ++ label ℓ
  | _, .prec p _, .lam x b, acc =>
    parenClose (p > 0)
      (goCap cap false (.prec 0 false) b (parenOpen (p > 0) acc ++ "fun " ++ x ++ " -> "))
  | _, .prec p _, .fix f x b, acc =>
    parenClose (p > 0)
      (goCap cap false (.prec 0 false) b (parenOpen (p > 0) acc ++ "rec " ++ f ++ " " ++
        x ++ " -> "))
  | _, .prec p _, .app (.lam "_" (.recv .code)) (.send e), acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "@"))
  | _, .prec p _, .app (.lam f e2) (.fix g x e1), acc =>
    if f = g then
      parenClose (p > 0) (goCap cap false (.prec 0 false) e2
        (goCap cap false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let rec " ++ f ++ " " ++
          x ++ " = ") ++
          " in "))
    else parenClose (p > 0) (goCap cap false (.prec 0 false) e2
      (goCap cap false (.prec 0 false) (.fix g x e1) (parenOpen (p > 0) acc ++ "let " ++ f ++
        " = ") ++ " in "))
  | _, .prec p _, .app (.lam x e2) e1, acc =>
    if x = "_" then
      parenClose (p > 0)
        (goCap cap false (.prec 0 false) e2
          (goCap cap false (.prec 2 false) e1 (parenOpen (p > 0) acc) ++ "; "))
    else parenClose (p > 0) (goCap cap false (.prec 0 false) e2
      (goCap cap false (.prec 0 false) e1 (parenOpen (p > 0) acc ++ "let " ++ x ++
        " = ") ++ " in "))
  | _, .prec p _, .app f a, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) a
      (goCap cap false (.prec (if isPlainApp f then 9 else 10) false) f
        (parenOpen (p > 9) acc) ++ " "))
  | _, .prec p _, .ite c t e, acc =>
    parenClose (p > 0) (goCap cap false (.prec 0 false) e
      (goCap cap false (.prec 0 false) t
        (goCap cap false (.prec 0 false) c (parenOpen (p > 0) acc ++ "if ") ++
          " then ") ++ " else "))
  | _, .prec p _, .prim1 op e, acc =>
    parenClose (p > 9)
      (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ op1Name op ++ " "))
  | _, .prec p _, .prim2 op a b, acc =>
    let (sym, lvl, lp, rp) := op2Info op
    if op2Prefix op then
      parenClose (p > 9) (goCap cap false (.prec 10 false) b
        (goCap cap false (.prec 10 false) a (parenOpen (p > 9) acc ++ sym ++ " ") ++ " "))
    else parenClose (p > lvl) (goCap cap false (.prec rp false) b
      (goCap cap false (.prec lp false) a (parenOpen (p > lvl) acc) ++ " " ++ sym ++ " "))
  | nl, .prec _ _, .pair a b, acc =>
    if !nl && isList hide b then
      if isEntry hide a && isRecord hide b then
        let acc := goCap cap false .entry a (acc ++ "{")
        (if isEnd hide b then acc else goCap cap false .entries b (acc ++ ", ")) ++ "}"
      else
        let acc := goCap cap false (.prec 0 true) a (acc ++ "[")
        (if isEnd hide b then acc else goCap cap false .items b (acc ++ ", ")) ++ "]"
    else
      goCap cap true (.prec 0 false) b (goCap cap false (.prec 0 false) a (acc ++ "(") ++ ", ") ++
        ")"
  | _, .prec p _, .fst e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fst "))
  | _, .prec p _, .snd e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "snd "))
  | _, .prec p _, .labS ℓ e, acc =>
    parenClose (p > 2)
      (goCap cap false (.prec 2 false) e (parenOpen (p > 2) acc ++ label ℓ ++ " : "))
  | _, .prec p _, .labD (.lit ℓ) e, acc =>
    parenClose (p > 2)
      (goCap cap false (.prec 2 false) e (parenOpen (p > 2) acc ++ "(" ++ label ℓ ++ ") : "))
  | _, .prec p _, .labD a b, acc =>
    parenClose (p > 2)
      (goCap cap false (.prec 2 false) b
        (goCap cap false (.prec 3 false) a (parenOpen (p > 2) acc) ++ " : "))
  | _, .prec p _, .test a b, acc =>
    parenClose (p > 3)
      (goCap cap false (.prec 4 false) b
        (goCap cap false (.prec 4 false) a (parenOpen (p > 3) acc) ++ " ? "))
  | _, .prec p _, .assert a b, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) b
      (goCap cap false (.prec 10 false) a (parenOpen (p > 9) acc ++ "assert ") ++ " "))
  | _, .prec p _, .endorse _ a b, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) b
      (goCap cap false (.prec 10 false) a (parenOpen (p > 9) acc ++ "endorse ") ++ " "))
  | _, .prec p _, .send e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "send "))
  | _, .prec _ _, .recv .code, acc => acc ++ "recv"
  | _, .prec _ _, .recv .data, acc => acc ++ "recv_data"
  | _, .prec _ _, .recv .safe, acc => acc ++ "recv_safe"
  | _, .prec p _, .fork e, acc =>
    parenClose (p > 9) (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "fork "))
  | _, .prec _ _, .clear, acc => acc ++ "clear"
  | _, .prec p _, .call t e, acc =>
    parenClose (p > 9)
      (goCap cap false (.prec 10 false) e (parenOpen (p > 9) acc ++ "call " ++ quote t ++ " "))
  | nl, .prec p bare, .val r l, acc =>
    if bare && hide l then goCap cap nl (.prec p false) r acc
    else goCap cap (nl && hide l) (.prec 2 false) r (acc ++ "(" ++ label l ++ " : ") ++ ")"

theorem parenOpen_size (b : Bool) (acc : String) :
    acc.utf8ByteSize ≤ (parenOpen b acc).utf8ByteSize := by
  cases b <;> simp [parenOpen]

theorem parenClose_size (b : Bool) (acc : String) :
    acc.utf8ByteSize ≤ (parenClose b acc).utf8ByteSize := by
  cases b <;> simp [parenClose]

/-- `goAcc` only appends. -/
theorem goAcc_size (nl : Bool) (c : Ctx) (t : Term L) (acc : String) :
    acc.utf8ByteSize ≤ (goAcc hide nl c t acc).utf8ByteSize := by
  fun_induction goAcc hide nl c t acc <;>
    grind [parenOpen_size, parenClose_size, String.utf8ByteSize_append]

/-- `goCap` only appends. -/
theorem goCap_size (cap : Nat) (nl : Bool) (c : Ctx) (t : Term L) (acc : String) :
    acc.utf8ByteSize ≤ (goCap hide cap nl c t acc).utf8ByteSize := by
  fun_induction goCap hide cap nl c t acc <;>
    grind [parenOpen_size, parenClose_size, String.utf8ByteSize_append]

/-- `goCap` prints what `goAcc` prints, or both texts have at least `cap` bytes. -/
theorem goCap_eq (cap : Nat) (nl : Bool) (c : Ctx) (t : Term L) (acc : String) :
    goCap hide cap nl c t acc = goAcc hide nl c t acc ∨
      (cap ≤ (goCap hide cap nl c t acc).utf8ByteSize ∧
        cap ≤ (goAcc hide nl c t acc).utf8ByteSize) := by
  fun_induction goCap hide cap nl c t acc <;>
    grind [goAcc, goAcc_size, goCap_size, parenOpen_size, parenClose_size,
      String.utf8ByteSize_append]

/-- Print a term in a context of precedence level `p` (parenthesising when the term's level is
lower). -/
def term (p : Nat) (t : Term L) : String := go isBot (.prec p false) t

/-- `goCap` from the start: below `cap` bytes it prints what `go` prints; at or past them, so
does `go`. -/
theorem goCap_start (cap : Nat) (t : Term L) :
    ((goCap hide cap false (.prec 0 false) t "").utf8ByteSize < cap →
        goCap hide cap false (.prec 0 false) t "" = go hide (.prec 0 false) t) ∧
      (cap ≤ (goCap hide cap false (.prec 0 false) t "").utf8ByteSize →
        cap ≤ (go hide (.prec 0 false) t).utf8ByteSize) := by
  have hp : go hide (.prec 0 false) t = goAcc hide false (.prec 0 false) t "" := by
    rw [goAcc_eq hide false _ t "" (by simp)]; simp
  rw [hp]
  rcases goCap_eq hide cap false (.prec 0 false) t "" with h | ⟨h1, h2⟩
  · exact ⟨fun _ => h, fun hc => h ▸ hc⟩
  · exact ⟨fun hc => absurd h1 (by omega), fun _ => h2⟩

end Print

/-- A term in surface syntax. -/
def print {L : Type} [LabelSyntax L] (t : Term L) : String := Print.term 0 t

/-- `print t`, stopping once the text has `cap` bytes (`printCap_eq`): how the binding shows a value
whose text may be exponential in its size. -/
def printCap {L : Type} [LabelSyntax L] (cap : Nat) (t : Term L) : String :=
  Print.goCap Print.isBot cap false (.prec 0 false) t ""

/-- Below `cap` bytes, `printCap` is `print`; at or past it, so is `print`'s text. -/
theorem printCap_eq {L : Type} [LabelSyntax L] (cap : Nat) (t : Term L) :
    ((printCap cap t).utf8ByteSize < cap → printCap cap t = print t) ∧
      (cap ≤ (printCap cap t).utf8ByteSize → cap ≤ (print t).utf8ByteSize) := by
  simpa [printCap, print, Print.term] using Print.goCap_start Print.isBot cap t

/-- The text of a value labelled `l`, whose raw value is `t`: `print t`, except that a list
element, a record entry's value or a list's tail labelled with a label that flows to `l` prints
bare.
Reading such a part out of the value joins it with `l`, so its own label says nothing more: a list
built under a tainted `pc` prints as a list. -/
def printAt {L : Type} [LabelSyntax L] [JoinSemilattice L] [DecidableEq L] (l : L) (t : Term L) :
    String :=
  Print.go (fun k => flows k l) (.prec 0 false) t

/-- `printAt l t`, stopping once the text has `cap` bytes (`printCapAt_eq`): how the binding shows
a value, whose text may be exponential in its size. -/
def printCapAt {L : Type} [LabelSyntax L] [JoinSemilattice L] [DecidableEq L] (cap : Nat) (l : L)
    (t : Term L) : String :=
  Print.goCap (fun k => flows k l) cap false (.prec 0 false) t ""

/-- Below `cap` bytes, `printCapAt` is `printAt`; at or past it, so is `printAt`'s text. -/
theorem printCapAt_eq {L : Type} [LabelSyntax L] [JoinSemilattice L] [DecidableEq L] (cap : Nat)
    (l : L) (t : Term L) :
    ((printCapAt cap l t).utf8ByteSize < cap → printCapAt cap l t = printAt l t) ∧
      (cap ≤ (printCapAt cap l t).utf8ByteSize → cap ≤ (printAt l t).utf8ByteSize) :=
  Print.goCap_start (fun k => flows k l) cap t


/-- The text of a value sent as a prompt: a string is sent as is, anything else is printed. -/
def render {L : Type} [LabelSyntax L] : Term L → String
  | .const (.str s) => s
  | t => print t

end Llmbda

end
