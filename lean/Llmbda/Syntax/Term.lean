module

public import Llmbda.Label.Basic

/-!
# Terms and values

The untyped call-by-value λ-calculus of LLMbda: constants, functions (plain and recursive), pairs,
primitive operators, tool calls, the labelling constructs (`l:e`, `e1:e2`, `e1 ? e2`, `assert`,
`endorse`) and the conversation constructs (`send`, `recv`, `fork`, `clear`).

Values carry labels. A value is a *raw value* (a term in value form: a constant, a label, a
function, a recursive function or a pair of labelled values) together with its label. Substitution
puts a value back into a term as the runtime form `Term.val r l`; values are closed, so substitution
never descends into them and never captures.

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §3 (syntax).
-/

@[expose] public section

noncomputable section

namespace Llmbda

/-- Constants of the language. -/
inductive Const where
  /-- `()` -/
  | unit
  /-- `true`, `false` -/
  | bool (b : Bool)
  /-- Integers; arithmetic stays within signed 64 bits (`Prim.intMin` … `Prim.intMax`). -/
  | int (i : Int)
  /-- String literals. -/
  | str (s : String)
  /-- `[]`: the empty list. A list `[e1, …, en]` is the pairs `(e1, (…, (en, [])))`, a record
  `{"k": e, …}` the list of its `("k", e)` pairs; each element keeps its own label. -/
  | nil
deriving DecidableEq, Inhabited

/-- Unary primitive operators. -/
inductive Op1 where
  /-- `not b` -/
  | not
  /-- `neg i` -/
  | neg
  /-- `show c`: a constant as a string. -/
  | show
  /-- `len s`: the number of characters of a string. -/
  | len
  /-- `str_lower s`: ASCII letters to lower case. -/
  | lower
  /-- `str_upper s`: ASCII letters to upper case. -/
  | upper
  /-- `str_trim s`: without leading and trailing spaces, tabs, newlines and carriage returns. -/
  | trim
  /-- `parse_int s`: the integer `s` writes (`-?[0-9]+`, 64 bits), or `()` if it writes none. -/
  | parseInt
deriving DecidableEq, Inhabited

/-- Binary primitive operators (all strict). -/
inductive Op2 where
  | add | sub | mul | div | mod
  | eq | ne | lt | le
  /-- `a > b`, `a >= b` on integers. -/
  | gt | ge
  /-- `s1 ++ s2`: string concatenation. -/
  | concat
  | and | or
  /-- `str_find s t`: the index of the first occurrence of `t` in `s` (in characters), `-1` if
  none. -/
  | find
  /-- `str_take s n`: the first `n` characters of `s`. -/
  | take
  /-- `str_drop s n`: `s` without its first `n` characters. -/
  | drop
deriving DecidableEq, Inhabited

/-- Where a construct stands in a program's source: a 1-based line and column (`⟨0, 0⟩` for one
that was not read from source). The parser gives each `endorse` its position, for the run's endorse
log (`State.log`); no rule looks at it. -/
structure Pos where
  line : Nat
  col : Nat
deriving DecidableEq, Inhabited

/-- How `recv` reads the model's reply. -/
inductive ReplyMode where
  /-- `recv`: the reply is a program; it is parsed and run (code generation). A reply may not
  contain `endorse`: what the model says never vouches for anything. -/
  | code
  /-- `recv_data`: the reply is a value (a literal, or a pair of values); it is parsed as data and
  never runs as code, so no tool call, `send` or `endorse` can come from it. -/
  | data
  /-- `recv_safe`: like `recv`, but a reply that cannot be read is not an error: the reply is read
  as `(true, t)` when it parses as a program `t` without `endorse`, and as `(false, "why")`
  otherwise, so a program can retry in the language. -/
  | safe
deriving DecidableEq, Inhabited

/-- Terms, parametric in the label lattice `L`. -/
inductive Term (L : Type) where
  /-- A variable. -/
  | var (x : String)
  /-- A constant. -/
  | const (c : Const)
  /-- A label literal `{A, B}`: labels are first-class values. -/
  | lit (ℓ : L)
  /-- `fun x -> e` -/
  | lam (x : String) (body : Term L)
  /-- `rec f x -> e`: a recursive function; `f` names the function itself in `e`. -/
  | fix (f x : String) (body : Term L)
  /-- `e1 e2` -/
  | app (fn arg : Term L)
  /-- `if e1 then e2 else e3` -/
  | ite (cond thn els : Term L)
  /-- A unary primitive. -/
  | prim1 (op : Op1) (e : Term L)
  /-- A binary primitive. -/
  | prim2 (op : Op2) (e1 e2 : Term L)
  /-- `(e1, e2)` -/
  | pair (e1 e2 : Term L)
  /-- `fst e` -/
  | fst (e : Term L)
  /-- `snd e` -/
  | snd (e : Term L)
  /-- `ℓ : e`: static labelling with a literal label. -/
  | labS (ℓ : L) (e : Term L)
  /-- `e1 : e2`: dynamic labelling; `e1` evaluates to a label. -/
  | labD (e1 e2 : Term L)
  /-- `e1 ? e2`: does the label of `e1`'s value flow to the label `e2`? -/
  | test (e1 e2 : Term L)
  /-- `assert e1 e2`: `e2`'s value if its label flows to the label `e1`; stuck otherwise. -/
  | assert (e1 e2 : Term L)
  /-- `endorse e1 e2`: `e2`'s value with its integrity part replaced by the label `e1`; `pos` is
  where it stands in the source, for the endorse log. -/
  | endorse (pos : Pos) (e1 e2 : Term L)
  /-- `send e`: append `e`'s value to the conversation as a user message. -/
  | send (e : Term L)
  /-- `recv` (`mode = code`): sample a reply from the model, parse it as a term, and run it.
  `recv_data` (`mode = data`): sample a reply and read it as a value. -/
  | recv (mode : ReplyMode)
  /-- `fork e`: run `e` on a throw-away copy of the conversation. -/
  | fork (e : Term L)
  /-- `clear`: empty the conversation. -/
  | clear
  /-- `call "tool" e`: call an external tool. -/
  | call (tool : String) (e : Term L)
  /-- A labelled value `r^l` placed into a term by substitution (not surface syntax). -/
  | val (r : Term L) (l : L)
deriving DecidableEq, Inhabited

/-- A labelled value: a raw value (a term in value form) and its label. -/
structure Value (L : Type) where
  /-- The raw value: `const`, `lit`, `lam`, `fix`, or `pair` of two `val`s. -/
  raw : Term L
  /-- The value's label. -/
  label : L
deriving DecidableEq, Inhabited

namespace Value
variable {L : Type}

/-- A value as a term (the runtime form `Term.val`). -/
def toTerm (v : Value L) : Term L := .val v.raw v.label

end Value

section InnerLabel
variable {L : Type} [JoinSemilattice L]

local infixl:68 " ⊔ " => JoinSemilattice.join

/-- The join of the labels of the values embedded in a term (`⊥` when there are none): the labels
of everything its printed text shows, such as the components of a pair or the values substituted
into a function's body. -/
def Term.innerLabel : Term L → L
  | .var _ | .const _ | .lit _ | .recv _ | .clear => JoinSemilattice.bot
  | .lam _ b | .fix _ _ b | .prim1 _ b | .fst b | .snd b | .labS _ b | .send b | .fork b
  | .call _ b => b.innerLabel
  | .app a b | .prim2 _ a b | .pair a b | .labD a b | .test a b | .assert a b | .endorse _ a b =>
    a.innerLabel ⊔ b.innerLabel
  | .ite c a b => c.innerLabel ⊔ a.innerLabel ⊔ b.innerLabel
  | .val r l => l ⊔ r.innerLabel

/-- The deep label of a value: its label joined with the labels of everything inside it. `send`
labels a message with it, since the message shows the whole value. -/
def Value.deepLabel (v : Value L) : L := v.label ⊔ v.raw.innerLabel

end InnerLabel

namespace Term
variable {L : Type}

/-- `@e = (fun _ -> recv) (send e)`: send a prompt and run the reply. -/
def ask (e : Term L) : Term L := .app (.lam "_" (.recv .code)) (.send e)

/-- `let x = e1 in e2 = (fun x -> e2) e1`. -/
def letIn (x : String) (e1 e2 : Term L) : Term L := .app (.lam x e2) e1

/-- `e1; e2 = let _ = e1 in e2`. -/
def seq (e1 e2 : Term L) : Term L := letIn "_" e1 e2

/-- `t.endorseFree`: no `endorse` anywhere in `t`, embedded values included. Noninterference for
observers that tell trusted from untrusted data holds for runs that never endorse, and `recv`
refuses a reply that is not endorse-free. -/
def endorseFree : Term L → Bool
  | .endorse _ _ _ => false
  | .var _ | .const _ | .lit _ | .recv _ | .clear => true
  | .lam _ b | .fix _ _ b | .prim1 _ b | .fst b | .snd b | .labS _ b | .send b | .fork b
  | .call _ b => b.endorseFree
  | .app a b | .prim2 _ a b | .pair a b | .labD a b | .test a b | .assert a b =>
    a.endorseFree && b.endorseFree
  | .ite c a b => c.endorseFree && a.endorseFree && b.endorseFree
  | .val r _ => r.endorseFree

/-- `t.isData`: `t` is a value written as data: a constant, a label literal, or a pair of data.
`recv_data` accepts only such replies. -/
def isData : Term L → Bool
  | .const _ | .lit _ => true
  | .pair a b => a.isData && b.isData
  | _ => false

/-- Substitution `e.subst x v = e[x := v]` of a closed term `v` for the free occurrences of `x` in
`e`. Runtime values (`val`) are closed and left alone. -/
def subst : Term L → String → Term L → Term L
  | .var y, x, v => if y = x then v else .var y
  | .const c, _, _ => .const c
  | .lit ℓ, _, _ => .lit ℓ
  | .lam y b, x, v => if y = x then .lam y b else .lam y (subst b x v)
  | .fix f y b, x, v => if f = x ∨ y = x then .fix f y b else .fix f y (subst b x v)
  | .app a b, x, v => .app (subst a x v) (subst b x v)
  | .ite c a b, x, v => .ite (subst c x v) (subst a x v) (subst b x v)
  | .prim1 op a, x, v => .prim1 op (subst a x v)
  | .prim2 op a b, x, v => .prim2 op (subst a x v) (subst b x v)
  | .pair a b, x, v => .pair (subst a x v) (subst b x v)
  | .fst a, x, v => .fst (subst a x v)
  | .snd a, x, v => .snd (subst a x v)
  | .labS ℓ a, x, v => .labS ℓ (subst a x v)
  | .labD a b, x, v => .labD (subst a x v) (subst b x v)
  | .test a b, x, v => .test (subst a x v) (subst b x v)
  | .assert a b, x, v => .assert (subst a x v) (subst b x v)
  | .endorse p a b, x, v => .endorse p (subst a x v) (subst b x v)
  | .send a, x, v => .send (subst a x v)
  | .recv md, _, _ => .recv md
  | .fork a, x, v => .fork (subst a x v)
  | .clear, _, _ => .clear
  | .call t a, x, v => .call t (subst a x v)
  | .val r l, _, _ => .val r l

end Term

end Llmbda

end
