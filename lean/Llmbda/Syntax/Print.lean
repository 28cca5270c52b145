module

public import Llmbda.Syntax.Term

/-!
# Printing terms in the surface syntax

`print` renders a term in the surface syntax that `parse` reads back (`parse (print t) = t` for every
term without runtime values `val`; a `val r l` prints as the static labelling `({l} : r)`, which evaluates
to the same labelled value). Printing is also how values are serialised into prompts (`render`).

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

/-- Operator symbol, its level, and the levels of its left and right operands. -/
def op2Info : Op2 → String × Nat × Nat × Nat
  | .or => ("||", 4, 4, 5)
  | .and => ("&&", 5, 5, 6)
  | .eq => ("==", 6, 7, 7)
  | .ne => ("!=", 6, 7, 7)
  | .lt => ("<", 6, 7, 7)
  | .le => ("<=", 6, 7, 7)
  | .add => ("+", 7, 7, 8)
  | .sub => ("-", 7, 7, 8)
  | .concat => ("++", 7, 7, 8)
  | .mul => ("*", 8, 8, 9)
  | .div => ("/", 8, 8, 9)
  | .mod => ("%", 8, 8, 9)

/-- The keyword of a unary primitive. -/
def op1Name : Op1 → String
  | .not => "not"
  | .neg => "neg"
  | .show => "show"
  | .len => "len"

/-- A constant in surface syntax (negative integers are parenthesised). -/
def const : Const → String
  | .unit => "()"
  | .bool true => "true"
  | .bool false => "false"
  | .int (.ofNat n) => natToString n
  | .int (.negSucc n) => "(-" ++ natToString (n + 1) ++ ")"
  | .str s => quote s

/-- Is this an application printed as juxtaposition (not as `let`, `;` or `@`, which are applications
of a `fun`)? Only those may head an application without parentheses. -/
def isPlainApp {L : Type} : Term L → Bool
  | .app (.lam _ _) _ => false
  | .app _ _ => true
  | _ => false

variable {L : Type} [LabelSyntax L]

/-- A label literal `{A, B}`. -/
def label (l : L) : String := "{" ++ joinSep ", " (LabelSyntax.atoms l) ++ "}"

/-- Print a term in a context of precedence level `p` (parenthesising when the term's level is lower). -/
def term (p : Nat) : Term L → String
  | .var x => x
  | .const c => const c
  | .lit ℓ => label ℓ
  | .lam x b => paren (p > 0) ("fun " ++ x ++ " -> " ++ term 0 b)
  | .fix f x b => paren (p > 0) ("rec " ++ f ++ " " ++ x ++ " -> " ++ term 0 b)
  | .app (.lam "_" (.recv .code)) (.send e) => paren (p > 9) ("@" ++ term 10 e)
  | .app (.lam f e2) (.fix g x e1) =>
    if f = g then
      paren (p > 0) ("let rec " ++ f ++ " " ++ x ++ " = " ++ term 0 e1 ++ " in " ++ term 0 e2)
    else paren (p > 0) ("let " ++ f ++ " = " ++ term 0 (.fix g x e1) ++ " in " ++ term 0 e2)
  | .app (.lam x e2) e1 =>
    if x = "_" then paren (p > 0) (term 2 e1 ++ "; " ++ term 0 e2)
    else paren (p > 0) ("let " ++ x ++ " = " ++ term 0 e1 ++ " in " ++ term 0 e2)
  | .app f a => paren (p > 9) (term (if isPlainApp f then 9 else 10) f ++ " " ++ term 10 a)
  | .ite c t e => paren (p > 0) ("if " ++ term 0 c ++ " then " ++ term 0 t ++ " else " ++ term 0 e)
  | .prim1 op e => paren (p > 9) (op1Name op ++ " " ++ term 10 e)
  | .prim2 op a b =>
    let (sym, lvl, lp, rp) := op2Info op
    paren (p > lvl) (term lp a ++ " " ++ sym ++ " " ++ term rp b)
  | .pair a b => "(" ++ term 0 a ++ ", " ++ term 0 b ++ ")"
  | .fst e => paren (p > 9) ("fst " ++ term 10 e)
  | .snd e => paren (p > 9) ("snd " ++ term 10 e)
  | .labS ℓ e => paren (p > 2) (label ℓ ++ " : " ++ term 2 e)
  | .labD (.lit ℓ) e => paren (p > 2) ("(" ++ label ℓ ++ ") : " ++ term 2 e)
  | .labD a b => paren (p > 2) (term 3 a ++ " : " ++ term 2 b)
  | .test a b => paren (p > 3) (term 4 a ++ " ? " ++ term 4 b)
  | .assert a b => paren (p > 9) ("assert " ++ term 10 a ++ " " ++ term 10 b)
  | .endorse a b => paren (p > 9) ("endorse " ++ term 10 a ++ " " ++ term 10 b)
  | .send e => paren (p > 9) ("send " ++ term 10 e)
  | .recv .code => "recv"
  | .recv .data => "recv_data"
  | .fork e => paren (p > 9) ("fork " ++ term 10 e)
  | .clear => "clear"
  | .call t e => paren (p > 9) ("call " ++ quote t ++ " " ++ term 10 e)
  | .val r l => "(" ++ label l ++ " : " ++ term 2 r ++ ")"

end Print

/-- A term in surface syntax. -/
def print {L : Type} [LabelSyntax L] (t : Term L) : String := Print.term 0 t

/-- The text of a value sent as a prompt: a string is sent as is, anything else is printed. -/
def render {L : Type} [LabelSyntax L] : Term L → String
  | .const (.str s) => s
  | t => print t

end Llmbda

end
