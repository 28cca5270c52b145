module

public import Llmbda.Syntax.Print

/-!
# Parsing the surface syntax

`parse : String → Except ParseError (Term L)` reads the surface syntax printed by `print`. It is
total: every input, however malformed, gives a term or a `ParseError` with a line and a column. The
parser is a Pratt parser written as one structurally recursive function whose recursion depth is
bounded by `Parse.maxDepth`; deeper input is a `ParseError`, never a crash. Model replies are parsed
with it (`parseReply`): as a program for `recv` (code generation; a reply may not contain
`endorse`), as a value for `recv_data` (data only: literals and pairs).

Lexical syntax: identifiers `[A-Za-z_][A-Za-z0-9_']*`; integers `[0-9]+` (a `-` directly before
digits where an operand is expected makes a negative literal; literals must fit in 64 bits); strings
in double quotes with the escapes `\" \\ \n \t \r \u{hex}`; label literals `{A, B}`; comments `-- …`
to the end of the line.
-/

@[expose] public section

noncomputable section

namespace Llmbda

/-- A parse error at a 1-based line and column. -/
structure ParseError where
  line : Nat
  col : Nat
  msg : String
deriving DecidableEq, Inhabited

/-- A parse error as text: `line L, column C: message` (what `recv_safe` returns for a bad
reply). -/
def ParseError.describe (e : ParseError) : String :=
  "line " ++ Print.natToString e.line ++ ", column " ++ Print.natToString e.col ++ ": " ++ e.msg

namespace Parse

/-- Tokens. -/
inductive Tok where
  | ident (s : String)
  | kw (s : String)
  | int (i : Int)
  | str (s : String)
  /-- A label literal `{A, B}`, as its atom names. -/
  | label (atoms : List String)
  /-- Punctuation and operators. -/
  | sym (s : String)
  | eof
deriving DecidableEq, Inhabited

/-- A token and its position. -/
structure PTok where
  tok : Tok
  line : Nat
  col : Nat
deriving DecidableEq, Inhabited

/-- The keywords (they cannot be identifiers). -/
def keywords : List String :=
  ["fun", "rec", "let", "in", "if", "then", "else", "true", "false", "send", "recv", "recv_data",
   "fork", "clear", "assert", "endorse", "call", "not", "neg", "show", "len", "fst", "snd",
   "null", "recv_safe", "str_find", "str_take", "str_drop", "str_lower", "str_upper", "str_trim",
   "parse_int"]

/-- Can `c` start an identifier? -/
def isIdStart (c : Char) : Bool := c.isAlpha || c = '_'

/-- Can `c` continue an identifier? -/
def isIdChar (c : Char) : Bool := c.isAlphanum || c = '_' || c = '\''

/-- Split off the longest prefix whose characters satisfy `p`. -/
def span (p : Char → Bool) : List Char → List Char × List Char
  | [] => ([], [])
  | c :: cs => if p c then let (a, b) := span p cs; (c :: a, b) else ([], c :: cs)

/-- The value of a list of decimal digits, or `2 ^ 64` if it is larger (every literal from `2 ^ 63`
on is out of range anyway; the bound keeps the number small for the compiled code's runtime). -/
def digitsValue (acc : Nat) : List Char → Nat
  | [] => acc
  | c :: cs => digitsValue (min (acc * 10 + (c.toNat - 48)) 18446744073709551616) cs

/-- The value of a hexadecimal digit. -/
def hexValue (c : Char) : Option Nat :=
  if '0' ≤ c ∧ c ≤ '9' then some (c.toNat - 48)
  else if 'a' ≤ c ∧ c ≤ 'f' then some (c.toNat - 87)
  else if 'A' ≤ c ∧ c ≤ 'F' then some (c.toNat - 55)
  else none

/-- Read hexadecimal digits up to `}`; returns the code point, the rest after `}`, and the number of
characters consumed. More than 6 digits are refused at the seventh (the number stays below `16 ^ 6`,
small for the compiled code's runtime). -/
def lexHex (acc : Nat) (n : Nat) : List Char → Option (Nat × List Char × Nat)
  | [] => none
  | '}' :: rest => if n = 0 ∨ n > 6 then none else some (acc, rest, n + 1)
  | c :: rest =>
    if n ≥ 6 then none
    else match hexValue c with
      | some d => lexHex (acc * 16 + d) (n + 1) rest
      | none => none

/-- Read the body of a string literal after the opening quote. Returns the characters, the rest of
the input, and the position after the closing quote. -/
def lexString : Nat → Nat → Nat → List Char →
    List Char → Except ParseError (List Char × List Char × Nat × Nat)
  | 0, line, col, _, _ => .error ⟨line, col, "string literal too long"⟩
  | _ + 1, line, col, _, [] => .error ⟨line, col, "unterminated string literal"⟩
  | _ + 1, line, col, acc, '"' :: rest => .ok (acc.reverse, rest, line, col + 1)
  | fuel + 1, line, col, acc, '\\' :: 'n' :: rest => lexString fuel line (col + 2)
      ('\n' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: 't' :: rest => lexString fuel line (col + 2)
      ('\t' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: 'r' :: rest => lexString fuel line (col + 2)
      ('\r' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: '"' :: rest => lexString fuel line (col + 2) ('"' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: '\\' :: rest => lexString fuel line (col + 2)
      ('\\' :: acc) rest
  | fuel + 1, line, col, acc, '\\' :: 'u' :: '{' :: rest =>
    match lexHex 0 0 rest with
    | some (cp, rest', n) =>
      if cp.isValidChar then lexString fuel line (col + 3 + n) (Char.ofNat cp :: acc) rest'
      else .error ⟨line, col, "invalid \\u{…} escape"⟩
    | none => .error ⟨line, col, "invalid \\u{…} escape"⟩
  | _ + 1, line, col, _, '\\' :: _ => .error ⟨line, col, "unknown escape in string literal"⟩
  | fuel + 1, line, _, acc, '\n' :: rest => lexString fuel (line + 1) 1 ('\n' :: acc) rest
  | fuel + 1, line, col, acc, c :: rest => lexString fuel line (col + 1) (c :: acc) rest

/-- Read the atoms of a label literal after `{`. Returns the atoms, the rest after `}`, and the
column after `}`. -/
def lexLabel : Nat → Nat → Nat → List String →
    List Char → Except ParseError (List String × List Char × Nat)
  | 0, line, col, _, _ => .error ⟨line, col, "label literal too long"⟩
  | _ + 1, line, col, _, [] => .error ⟨line, col, "unterminated label literal"⟩
  | _ + 1, _, col, acc, '}' :: rest => .ok (acc.reverse, rest, col + 1)
  | fuel + 1, line, col, acc, ' ' :: rest => lexLabel fuel line (col + 1) acc rest
  | fuel + 1, line, col, acc, ',' :: rest => lexLabel fuel line (col + 1) acc rest
  | fuel + 1, line, col, acc, c :: rest =>
    if isIdStart c then
      let (a, b) := span isIdChar rest
      lexLabel fuel line (col + 1 + a.length) (String.ofList (c :: a) :: acc) b
    else .error ⟨line, col, "unexpected character in label literal"⟩

/-- Does this token end an operand (so that a following `-` is subtraction)? -/
def endsOperand : Tok → Bool
  | .ident _ | .int _ | .str _ | .label _ => true
  | .kw k => k = "true" || k = "false" || k = "recv" || k = "recv_data" || k = "recv_safe" ||
    k = "clear" || k = "null"
  | .sym s => s = ")" || s = "]" || s = "}"
  | .eof => false

/-- The two-character operators. -/
def sym2 : List String := ["->", "==", "!=", "<=", ">=", "++", "&&", "||"]

/-- The one-character punctuation and operators. -/
def sym1 : List Char :=
  ['(', ')', ',', ';', ':', '?', '@', '=', '<', '>', '+', '-', '*', '/', '%', '[', ']', '}']

/-- Does a record open here: after `{`, only spaces, tabs, newlines and carriage returns, then `"`?
(Otherwise `{` opens a label literal.) -/
def opensRecord : List Char → Bool
  | '"' :: _ => true
  | ' ' :: cs | '\t' :: cs | '\n' :: cs | '\r' :: cs => opensRecord cs
  | _ => false

/-- The lexer. `fuel` bounds the number of steps (the caller passes the input length plus one). Each
step reads at least one character, so the fuel left always exceeds the length of the rest of the
input, and the string and label readers take it as their own bound: computing the rest's length at
each literal instead would make lexing quadratic in the number of literals. -/
def lex : Nat → Nat → Nat → Bool → List Char → Except ParseError (List PTok)
  | 0, line, col, _, _ => .error ⟨line, col, "input too long"⟩
  | _ + 1, line, col, _, [] => .ok [⟨.eof, line, col⟩]
  | fuel + 1, line, col, prev, c :: cs =>
    if c = '\n' then lex fuel (line + 1) 1 prev cs
    else if c = ' ' ∨ c = '\t' ∨ c = '\r' then lex fuel line (col + 1) prev cs
    else if c = '-' ∧ cs.head? = some '-' then
      lex fuel line col prev ((span (· ≠ '\n') cs).2)
    else if isIdStart c then
      let (a, b) := span isIdChar cs
      let s := String.ofList (c :: a)
      let t := if keywords.contains s then Tok.kw s else Tok.ident s
      (lex fuel line (col + 1 + a.length) (endsOperand t) b).map (⟨t, line, col⟩ :: ·)
    else if c.isDigit ∨ (c = '-' ∧ !prev ∧ (cs.head?.map Char.isDigit) = some true) then
      let neg := c = '-'
      let (ds, b) := span Char.isDigit (if neg then cs else c :: cs)
      let n := digitsValue 0 ds
      let i : Int := if neg then -(n : Int) else n
      let width := ds.length + (if neg then 1 else 0)
      if b.head?.map isIdStart = some true then .error ⟨line, col, "malformed number"⟩
      -- Integers are 64-bit (`Prim.intMin` … `Prim.intMax`); a literal outside that range is an
      -- error.
      else if i < -9223372036854775808 ∨ 9223372036854775807 < i then
        .error ⟨line, col, "integer literal out of range"⟩
      else (lex fuel line (col + width) true b).map (⟨.int i, line, col⟩ :: ·)
    else if c = '"' then
      match lexString fuel line (col + 1) [] cs with
      | .ok (s, rest, line', col') =>
        (lex fuel line' col' true rest).map (⟨.str (String.ofList s), line, col⟩ :: ·)
      | .error e => .error e
    else if c = '{' ∧ opensRecord cs then
      (lex fuel line (col + 1) false cs).map (⟨.sym "{", line, col⟩ :: ·)
    else if c = '{' then
      match lexLabel fuel line (col + 1) [] cs with
      | .ok (atoms, rest, col') => (lex fuel line col' true rest).map
          (⟨.label atoms, line, col⟩ :: ·)
      | .error e => .error e
    else
      match cs with
      | d :: rest =>
        let two := String.ofList [c, d]
        if sym2.contains two then (lex fuel line (col + 2) false rest).map
          (⟨.sym two, line, col⟩ :: ·)
        else if sym1.contains c then
          (lex fuel line (col + 1) (c = ')' || c = ']' || c = '}') cs).map
            (⟨.sym (String.ofList [c]), line, col⟩ :: ·)
        else .error ⟨line, col, "unexpected character '" ++ String.ofList [c] ++ "'"⟩
      | [] =>
        if sym1.contains c then
          (lex fuel line (col + 1) (c = ')' || c = ']' || c = '}') cs).map
            (⟨.sym (String.ofList [c]), line, col⟩ :: ·)
        else .error ⟨line, col, "unexpected character '" ++ String.ofList [c] ++ "'"⟩

/-- The maximum recursion depth of the parser; deeper input is rejected with a `ParseError`. -/
def maxDepth : Nat := 20000

/-- What the parser is doing: parsing an expression whose operators bind at least at level `m`,
continuing after a left operand, collecting application arguments, or parsing one atom. -/
inductive Mode (L : Type) where
  | expr (m : Nat)
  | infix (lhs : Term L) (m : Nat)
  | args (head : Term L) (m : Nat)
  | atom
  /-- After `(e`: either `)` or `, e2)`. -/
  | close (e : Term L)
  /-- After `[e1, …, ek` (the elements so far, last first): either `, e` or `]`. -/
  | items (acc : List (Term L))
  /-- Before a record entry `"k": e`, after `{` or `,` (the entries so far, last first). -/
  | entry (acc : List (Term L))
  /-- After a record entry: either `,` and another entry, or `}`. -/
  | entries (acc : List (Term L))

/-- Infix operators: the level at which they bind, and the level of their right operand. -/
def infixInfo : String → Option (Nat × Nat)
  | ";" => some (1, 0)
  | ":" => some (2, 2)
  | "?" => some (3, 4)
  | "||" => some (4, 5)
  | "&&" => some (5, 6)
  | "==" => some (6, 7)
  | "!=" => some (6, 7)
  | "<" => some (6, 7)
  | "<=" => some (6, 7)
  | ">" => some (6, 7)
  | ">=" => some (6, 7)
  | "+" => some (7, 8)
  | "-" => some (7, 8)
  | "++" => some (7, 8)
  | "*" => some (8, 9)
  | "/" => some (8, 9)
  | "%" => some (8, 9)
  | _ => none

/-- Build the term for an infix operator. -/
def mkInfix {L : Type} (op : String) (a b : Term L) : Term L :=
  match op with
  | ";" => .app (.lam "_" b) a
  | ":" => .labD a b
  | "?" => .test a b
  | "||" => .prim2 .or a b
  | "&&" => .prim2 .and a b
  | "==" => .prim2 .eq a b
  | "!=" => .prim2 .ne a b
  | "<" => .prim2 .lt a b
  | "<=" => .prim2 .le a b
  | ">" => .prim2 .gt a b
  | ">=" => .prim2 .ge a b
  | "+" => .prim2 .add a b
  | "-" => .prim2 .sub a b
  | "++" => .prim2 .concat a b
  | "*" => .prim2 .mul a b
  | "/" => .prim2 .div a b
  | _ => .prim2 .mod a b

/-- Can this token start an atom (and so an application argument)? -/
def startsAtom : Tok → Bool
  | .ident _ | .int _ | .str _ | .label _ => true
  | .kw k => k = "true" || k = "false" || k = "recv" || k = "recv_data" || k = "recv_safe" ||
    k = "clear" || k = "null"
  | .sym s => s = "(" || s = "[" || s = "{"
  | .eof => false

/-- A description of a token for error messages. -/
def describe : Tok → String
  | .ident s => "identifier '" ++ s ++ "'"
  | .kw s => "keyword '" ++ s ++ "'"
  | .int _ => "integer literal"
  | .str _ => "string literal"
  | .label _ => "label literal"
  | .sym s => "'" ++ s ++ "'"
  | .eof => "end of input"

/-- An error at a token. -/
def errAt {α : Type} (t : PTok) (msg : String) : Except ParseError α := .error ⟨t.line, t.col, msg⟩

/-- The token at the head (end of input if none). -/
def peek : List PTok → PTok
  | [] => ⟨.eof, 0, 0⟩
  | t :: _ => t

/-- Drop the head token. -/
def advance : List PTok → List PTok
  | [] => []
  | _ :: ts => ts

/-- Read identifiers (binder names) up to the token `stop`. -/
def binders : List PTok → List String × List PTok
  | ⟨.ident x, _, _⟩ :: ts => let (xs, r) := binders ts; (x :: xs, r)
  | ts => ([], ts)

/-- Read `->`/`=` etc.: the next token must be the symbol `s`. -/
def expectSym (s : String) (ts : List PTok) : Except ParseError (List PTok) :=
  let t := peek ts
  if t.tok = .sym s then .ok (advance ts)
  else errAt t ("expected '" ++ s ++ "' but found " ++ describe t.tok)

/-- The next token must be the keyword `k`. -/
def expectKw (k : String) (ts : List PTok) : Except ParseError (List PTok) :=
  let t := peek ts
  if t.tok = .kw k then .ok (advance ts)
  else errAt t ("expected '" ++ k ++ "' but found " ++ describe t.tok)

/-- The list of the elements (given last first) as pairs ending in `[]`. -/
def listOf {L : Type} : List (Term L) → Term L → Term L
  | [], t => t
  | e :: es, t => listOf es (.pair e t)

/-- `fun x y z -> b` as nested functions. -/
def lams {L : Type} : List String → Term L → Term L
  | [] , b => b
  | x :: xs, b => .lam x (lams xs b)

variable {L : Type} [LabelSyntax L]

/-- The label denoted by the atoms of a literal, or an error naming an unknown atom. -/
def labelOf [JoinSemilattice L] (t : PTok) : List String → Except ParseError L
  | [] => .ok JoinSemilattice.bot
  | a :: as => match LabelSyntax.atom? (L := L) a with
    | some l => (labelOf t as).map (JoinSemilattice.join l)
    | none => errAt t ("unknown label atom '" ++ a ++ "'")

/-- The parser (see `Mode`). Structurally recursive on the depth bound. -/
def go [JoinSemilattice L] : Nat → Mode L → List PTok → Except ParseError (Term L × List PTok)
  | 0, _, ts => errAt (peek ts) "program too deeply nested"
  | n + 1, .expr m, ts =>
    let t := peek ts
    let rest := advance ts
    match t.tok with
    | .kw "fun" =>
      let (xs, r) := binders rest
      if xs.isEmpty then errAt (peek rest) "expected a parameter name after 'fun'"
      else do
        let r ← expectSym "->" r
        let (b, r) ← go n (.expr 0) r
        .ok (lams xs b, r)
    | .kw "rec" =>
      match binders rest with
      | ([f, x], r) => do
        let r ← expectSym "->" r
        let (b, r) ← go n (.expr 0) r
        .ok (.fix f x b, r)
      | (_, r) => errAt (peek r) "expected 'rec f x -> body'"
    | .kw "let" =>
      match peek rest with
      | ⟨.kw "rec", _, _⟩ =>
        match binders (advance rest) with
        | ([f, x], r) => do
          let r ← expectSym "=" r
          let (e1, r) ← go n (.expr 0) r
          let r ← expectKw "in" r
          let (e2, r) ← go n (.expr 0) r
          .ok (.app (.lam f e2) (.fix f x e1), r)
        | (_, r) => errAt (peek r) "expected 'let rec f x = e1 in e2'"
      | _ =>
        match binders rest with
        | (x :: xs, r) => do
          let r ← expectSym "=" r
          let (e1, r) ← go n (.expr 0) r
          let r ← expectKw "in" r
          let (e2, r) ← go n (.expr 0) r
          .ok (.app (.lam x e2) (lams xs e1), r)
        | ([], r) => errAt (peek r) "expected a name after 'let'"
    | .kw "if" => do
      let (c, r) ← go n (.expr 0) rest
      let r ← expectKw "then" r
      let (a, r) ← go n (.expr 0) r
      let r ← expectKw "else" r
      let (b, r) ← go n (.expr 0) r
      .ok (.ite c a b, r)
    | .label atoms =>
      if m ≤ 2 ∧ (peek rest).tok = .sym ":" then do
        let ℓ ← labelOf t atoms
        let (e, r) ← go n (.expr 2) (advance rest)
        go n (.infix (.labS ℓ e) m) r
      else do
        let (a, r) ← go n .atom ts
        go n (.args a m) r
    | .kw "send" => do let (a, r) ← go n .atom rest; go n (.infix (.send a) m) r
    | .kw "fork" => do let (a, r) ← go n .atom rest; go n (.infix (.fork a) m) r
    | .kw "not" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .not a) m) r
    | .kw "neg" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .neg a) m) r
    | .kw "show" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .show a) m) r
    | .kw "len" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .len a) m) r
    | .kw "str_lower" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .lower a) m) r
    | .kw "str_upper" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .upper a) m) r
    | .kw "str_trim" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .trim a) m) r
    | .kw "parse_int" => do let (a, r) ← go n .atom rest; go n (.infix (.prim1 .parseInt a) m) r
    | .kw "str_find" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.prim2 .find a b) m) r
    | .kw "str_take" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.prim2 .take a b) m) r
    | .kw "str_drop" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.prim2 .drop a b) m) r
    | .kw "fst" => do let (a, r) ← go n .atom rest; go n (.infix (.fst a) m) r
    | .kw "snd" => do let (a, r) ← go n .atom rest; go n (.infix (.snd a) m) r
    | .sym "@" => do
      let (a, r) ← go n .atom rest
      go n (.infix (.app (.lam "_" (.recv .code)) (.send a)) m) r
    | .kw "assert" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.assert a b) m) r
    | .kw "endorse" => do
      let (a, r) ← go n .atom rest
      let (b, r) ← go n .atom r
      go n (.infix (.endorse ⟨t.line, t.col⟩ a b) m) r
    | .kw "call" =>
      match peek rest with
      | ⟨.str name, _, _⟩ => do
        let (a, r) ← go n .atom (advance rest)
        go n (.infix (.call name a) m) r
      | t' => errAt t' "expected a tool name (a string literal) after 'call'"
    | _ =>
      if startsAtom t.tok then do
        let (a, r) ← go n .atom ts
        go n (.args a m) r
      else errAt t ("expected an expression but found " ++ describe t.tok)
  | n + 1, .args head m, ts =>
    if startsAtom (peek ts).tok then do
      let (a, r) ← go n .atom ts
      go n (.args (.app head a) m) r
    else go n (.infix head m) ts
  | n + 1, .infix lhs m, ts =>
    match (peek ts).tok with
    | .sym op =>
      match infixInfo op with
      | some (lvl, rp) =>
        if lvl < m then .ok (lhs, ts)
        else do
          let (rhs, r) ← go n (.expr rp) (advance ts)
          go n (.infix (mkInfix op lhs rhs) m) r
      | none => .ok (lhs, ts)
    | _ => .ok (lhs, ts)
  | n + 1, .atom, ts =>
    let t := peek ts
    let rest := advance ts
    match t.tok with
    | .ident x => .ok (.var x, rest)
    | .int i => .ok (.const (.int i), rest)
    | .str s => .ok (.const (.str s), rest)
    | .kw "true" => .ok (.const (.bool true), rest)
    | .kw "false" => .ok (.const (.bool false), rest)
    | .kw "recv" => .ok (.recv .code, rest)
    | .kw "recv_data" => .ok (.recv .data, rest)
    | .kw "recv_safe" => .ok (.recv .safe, rest)
    | .kw "clear" => .ok (.clear, rest)
    | .kw "null" => .ok (.const .unit, rest)
    | .sym "[" =>
      if (peek rest).tok = .sym "]" then .ok (.const .nil, advance rest)
      else do
        let (e, r) ← go n (.expr 0) rest
        go n (.items [e]) r
    | .sym "{" => go n (.entry []) rest
    | .label atoms => do let ℓ ← labelOf t atoms; .ok (.lit ℓ, rest)
    | .sym "(" =>
      if (peek rest).tok = .sym ")" then .ok (.const .unit, advance rest)
      else do
        let (e, r) ← go n (.expr 0) rest
        go n (.close e) r
    | _ => errAt t ("expected an expression but found " ++ describe t.tok)
  | n + 1, .close e, ts =>
    let t := peek ts
    match t.tok with
    | .sym ")" => .ok (e, advance ts)
    | .sym "," => do
      let (b, r) ← go n (.expr 0) (advance ts)
      let r ← expectSym ")" r
      .ok (.pair e b, r)
    | _ => errAt t ("expected ')' but found " ++ describe t.tok)
  | n + 1, .items acc, ts =>
    let t := peek ts
    match t.tok with
    | .sym "]" => .ok (listOf acc (.const .nil), advance ts)
    | .sym "," => do
      let (e, r) ← go n (.expr 0) (advance ts)
      go n (.items (e :: acc)) r
    | _ => errAt t ("expected ',' or ']' but found " ++ describe t.tok)
  | n + 1, .entry acc, ts =>
    let t := peek ts
    match t.tok with
    | .str k => do
      let r ← expectSym ":" (advance ts)
      let (e, r) ← go n (.expr 0) r
      go n (.entries (.pair (.const (.str k)) e :: acc)) r
    | _ => errAt t ("expected a record key (a string literal) but found " ++ describe t.tok)
  | n + 1, .entries acc, ts =>
    let t := peek ts
    match t.tok with
    | .sym "}" => .ok (listOf acc (.const .nil), advance ts)
    | .sym "," => go n (.entry acc) (advance ts)
    | _ => errAt t ("expected ',' or '}' but found " ++ describe t.tok)

end Parse

/-- Parse a program in the surface syntax. -/
def parse {L : Type} [JoinSemilattice L] [LabelSyntax L] (src : String) :
    Except ParseError (Term L) := do
  let cs := src.toList
  let toks ← Parse.lex (cs.length + 1) 1 1 false cs
  let (t, rest) ← Parse.go Parse.maxDepth (.expr 0) toks
  match Parse.peek rest with
  | ⟨.eof, _, _⟩ => .ok t
  | t' => .error ⟨t'.line, t'.col, "unexpected " ++ Parse.describe t'.tok ++
      " after the end of the program"⟩

/-- The prelude's library functions a model reply may call (`python/llmbda/prelude.lam`): pure
functions on lists, records and strings. None endorses. -/
def replyScope : List String :=
  ["length", "nth", "append", "reverse", "map", "filter", "fold", "find", "any", "all",
   "get", "has", "set", "keys", "contains", "substring", "split", "join"]

/-- Is `x` one of the strings `xs`? (Structurally recursive, for the compiled chain.) -/
def memStr (x : String) : List String → Bool
  | [] => false
  | y :: ys => x == y || memStr x ys

/-- `closeReply bound t`: the free occurrences in `t` of a name of `replyScope` (not in `bound` and
not bound in `t` by `fun` or `rec`) become calls of the host tool `prelude.<name>`, which gives the
prelude's function: so a reply may call the library the program uses. -/
def closeReply {L : Type} (bound : List String) : Term L → Term L
  | .var x => if memStr x replyScope && !memStr x bound then .call ("prelude." ++ x) (.const .unit)
    else .var x
  | .const c => .const c
  | .lit ℓ => .lit ℓ
  | .lam x b => .lam x (closeReply (x :: bound) b)
  | .fix f x b => .fix f x (closeReply (x :: f :: bound) b)
  | .app a b => .app (closeReply bound a) (closeReply bound b)
  | .ite c a b => .ite (closeReply bound c) (closeReply bound a) (closeReply bound b)
  | .prim1 op a => .prim1 op (closeReply bound a)
  | .prim2 op a b => .prim2 op (closeReply bound a) (closeReply bound b)
  | .pair a b => .pair (closeReply bound a) (closeReply bound b)
  | .fst a => .fst (closeReply bound a)
  | .snd a => .snd (closeReply bound a)
  | .labS ℓ a => .labS ℓ (closeReply bound a)
  | .labD a b => .labD (closeReply bound a) (closeReply bound b)
  | .test a b => .test (closeReply bound a) (closeReply bound b)
  | .assert a b => .assert (closeReply bound a) (closeReply bound b)
  | .endorse p a b => .endorse p (closeReply bound a) (closeReply bound b)
  | .send a => .send (closeReply bound a)
  | .recv md => .recv md
  | .fork a => .fork (closeReply bound a)
  | .clear => .clear
  | .call t a => .call t (closeReply bound a)
  | .val r l => .val r l

/-- Why a reply that endorses is refused. -/
def endorseRefusal : ParseError :=
  ⟨1, 1, "a model reply may not endorse: endorse is written by the program, never generated"⟩

/-- Read a model reply for `recv` (`mode = code`: a program without `endorse`, closed over the
prelude's library by `closeReply`) or `recv_data`
(`mode = data`: a value: literals and pairs). Anything else is a `ParseError`, which the interpreter
reports as a bad reply. -/
def parseReply {L : Type} [JoinSemilattice L] [LabelSyntax L] (mode : ReplyMode) (r : String) :
    Except ParseError (Term L) :=
  match parse r with
  | .error e =>
    match mode with
    | .safe => .ok (.pair (.const (.bool false)) (.const (.str e.describe)))
    | _ => .error e
  | .ok t =>
    match mode with
    | .safe =>
      if t.endorseFree then .ok (.pair (.const (.bool true)) (closeReply [] t))
      else .ok (.pair (.const (.bool false)) (.const (.str endorseRefusal.describe)))
    | .code =>
      if t.endorseFree then .ok (closeReply [] t)
      else .error endorseRefusal
    | .data =>
      if t.isData then .ok t
      else .error
        ⟨1, 1, "expected a value (a literal or a pair of values), not code: this reply is read as \
            data"⟩

end Llmbda

end
