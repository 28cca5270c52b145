module

public import Llmbda.Exec.Env
public import Llmbda.FFI.Values

/-!
# Runs across the binding

The functions the Python binding (`python/src/lean_engine.cpp`) parses programs, starts `peval` and
reads its outcome with, at a lattice `BitLab M` given at run time: the instance arguments are
resolved here, in Lean, and every structure the binding reads (the parse result, `Result`, `State`,
`Message`, `Effect`, `Error`) is read through a function of this file, so the binding writes no
constructor tag or field position.
Lists are read as Lean lists (`List.cons`, `List.nil`), labels as bits (`Llmbda.FFI.bits`).

`treeBits` gives the term a parse read as JSON, so that a host reader of program structure (ACE's
plans) reads the structure this parser gave instead of parsing the text again.

`pevalBits` is `peval` itself at `BitLab M` (compiled as `pevalKept`, proved equal by
`peval_eq_pevalKept`), and `parseBits` is `parse`: the theorems about `peval` and `parse` are about
what these run. The rest are definitions the theorems do not mention; what the
binding does with them is in the trusted base (`TCB.md`).
-/

@[expose] public section

noncomputable section

namespace Llmbda.FFI

variable {M : BitLattice}

/-- `parse src` at `BitLab M`. -/
@[export llmbda_ffi_parse]
def parseBits (src : String) : Except ParseError (Term (BitLab M)) := parse src

/-- Whether a parse succeeded. -/
@[export llmbda_ffi_parsed_ok]
def parsedOk : Except ParseError (Term (BitLab M)) → Bool
  | .ok _ => true
  | .error _ => false

/-- The term a successful parse gave. -/
@[export llmbda_ffi_parsed_term]
def parsedTerm : Except ParseError (Term (BitLab M)) → Term (BitLab M)
  | .ok t => t
  | .error _ => .const .unit

/-- The error a failed parse gave. -/
@[export llmbda_ffi_parsed_error]
def parsedError : Except ParseError (Term (BitLab M)) → ParseError
  | .ok _ => ⟨0, 0, ""⟩
  | .error e => e

/-- A parse error's line. -/
@[export llmbda_ffi_parse_error_line]
def parseErrorLine (e : ParseError) : Nat := e.line

/-- A parse error's column. -/
@[export llmbda_ffi_parse_error_col]
def parseErrorCol (e : ParseError) : Nat := e.col

/-- A parse error's message. -/
@[export llmbda_ffi_parse_error_msg]
def parseErrorMsg (e : ParseError) : String := e.msg

/-- `defaultMaxDepth`, the depth bound of `run`: the binding's default `max_depth`. -/
@[export llmbda_ffi_default_max_depth]
def defaultMaxDepthNat (_ : Unit) : Nat := defaultMaxDepth

/-- `Parse.maxDepth`, the parser's nesting bound. -/
@[export llmbda_ffi_parse_max_depth]
def parseMaxDepthNat (_ : Unit) : Nat := Parse.maxDepth

/-- `print t` at `BitLab M`: a raw value's text in the surface syntax. -/
@[export llmbda_ffi_print]
def printBits (t : Term (BitLab M)) : String := print t

/-- `printCap cap t` at `BitLab M`: a raw value's text as `send` renders it, stopping once it has
`cap` bytes (below them it is `print t`: `printCap_eq`), so that rendering a value whose text is
exponential in its size (a DAG of pairs) takes time in `cap`. -/
@[export llmbda_ffi_print_cap]
def printCapBits (cap : Nat) (t : Term (BitLab M)) : String := printCap cap t

/-- `printAt l t` at `BitLab M`, the label given as bits: the text of a value labelled `l` with raw
value `t` (parts labelled below `l` print bare). -/
@[export llmbda_ffi_print_at]
def printAtBits (l : UInt64) (t : Term (BitLab M)) : String := printAt (ofBits l) t

/-- `printCapAt cap l t` at `BitLab M`, the label given as bits: the text of a value labelled `l`
with raw value `t` (parts labelled below `l` print bare), stopping once it has `cap` bytes (below
them it is `printAt l t`: `printCapAt_eq`). -/
@[export llmbda_ffi_print_cap_at]
def printCapAtBits (cap : Nat) (l : UInt64) (t : Term (BitLab M)) : String :=
  printCapAt cap (ofBits l) t

/-- The hexadecimal digit of `n < 16`. -/
def hexDigit (n : Nat) : Char := if n < 10 then Char.ofNat (48 + n) else Char.ofNat (87 + n)

/-- One character inside a JSON string: `"` and `\` escaped, a control character as `\u00XX`. -/
def jsonChar (c : Char) : List Char :=
  if c = '"' then ['\\', '"']
  else if c = '\\' then ['\\', '\\']
  else if c.toNat < 32 then ['\\', 'u', '0', '0', hexDigit (c.toNat / 16), hexDigit (c.toNat % 16)]
  else [c]

/-- Escape a list of characters for a JSON string. -/
def jsonChars : List Char → List Char
  | [] => []
  | c :: cs => jsonChar c ++ jsonChars cs

/-- `s` as a JSON string literal (a `String` holds only Unicode scalar values, so the text is valid
JSON). -/
def jsonStr (s : String) : String := String.ofList ('"' :: jsonChars s.toList ++ ['"'])

/-- A constant as a JSON array. -/
def constTree : Const → String
  | .unit => "[\"unit\"]"
  | .bool b => if b then "[\"bool\",true]" else "[\"bool\",false]"
  | .int i => "[\"int\"," ++ Print.intToString i ++ "]"
  | .str s => "[\"str\"," ++ jsonStr s ++ "]"
  | .nil => "[\"nil\"]"

/-- A reply mode's keyword. -/
def modeName : ReplyMode → String
  | .code => "recv" | .data => "recv_data" | .safe => "recv_safe"

/-- A term as JSON: each constructor an array whose first element names it (`"var"`, `"const"`,
`"label"`, `"fun"`, `"rec"`, `"app"`, `"if"`, `"prim1"`, `"prim2"`, `"pair"`, `"fst"`, `"snd"`,
`"labS"`, `"labD"`, `"test"`, `"assert"`, `"endorse"`, `"send"`, `"recv"`, `"fork"`, `"clear"`,
`"call"`, `"val"`), then its fields in order; labels as their bits. Read by the host's JSON reader
(ACE reads its plans from it), so that a program's structure is the one this parser gave. -/
def treeOf : Term (BitLab M) → String
  | .var x => "[\"var\"," ++ jsonStr x ++ "]"
  | .const c => "[\"const\"," ++ constTree c ++ "]"
  | .lit l => "[\"label\"," ++ Print.natToString l.bits.toNat ++ "]"
  | .lam x b => "[\"fun\"," ++ jsonStr x ++ "," ++ treeOf b ++ "]"
  | .fix f x b => "[\"rec\"," ++ jsonStr f ++ "," ++ jsonStr x ++ "," ++ treeOf b ++ "]"
  | .app f a => "[\"app\"," ++ treeOf f ++ "," ++ treeOf a ++ "]"
  | .ite c t e => "[\"if\"," ++ treeOf c ++ "," ++ treeOf t ++ "," ++ treeOf e ++ "]"
  | .prim1 o e => "[\"prim1\"," ++ jsonStr (Print.op1Name o) ++ "," ++ treeOf e ++ "]"
  | .prim2 o a b =>
    "[\"prim2\"," ++ jsonStr (Print.op2Info o).1 ++ "," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .pair a b => "[\"pair\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .fst e => "[\"fst\"," ++ treeOf e ++ "]"
  | .snd e => "[\"snd\"," ++ treeOf e ++ "]"
  | .labS l e => "[\"labS\"," ++ Print.natToString l.bits.toNat ++ "," ++ treeOf e ++ "]"
  | .labD a b => "[\"labD\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .test a b => "[\"test\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .assert a b => "[\"assert\"," ++ treeOf a ++ "," ++ treeOf b ++ "]"
  | .endorse p a b =>
    "[\"endorse\"," ++ Print.natToString p.line ++ "," ++ Print.natToString p.col ++ "," ++
      treeOf a ++ "," ++ treeOf b ++ "]"
  | .send e => "[\"send\"," ++ treeOf e ++ "]"
  | .recv m => "[\"recv\"," ++ jsonStr (modeName m) ++ "]"
  | .fork e => "[\"fork\"," ++ treeOf e ++ "]"
  | .clear => "[\"clear\"]"
  | .call tool e => "[\"call\"," ++ jsonStr tool ++ "," ++ treeOf e ++ "]"
  | .val r l => "[\"val\"," ++ treeOf r ++ "," ++ Print.natToString l.bits.toNat ++ "]"

/-- `treeOf t` at `BitLab M`: the term a parse gave, as JSON (ACE reads its plans from it). -/
@[export llmbda_ffi_tree]
def treeBits (t : Term (BitLab M)) : String := treeOf t

/-- A message of a conversation: written by the user (`send`) or the model, its text, its label. -/
@[export llmbda_ffi_message]
def message (user : Bool) (content : String) (l : UInt64) : Message (BitLab M) :=
  ⟨if user then .user else .assistant, content, ofBits l⟩

/-- Whether a message was written by the user (`send`), not the model. -/
@[export llmbda_ffi_message_user]
def messageUser (m : Message (BitLab M)) : Bool :=
  match m.role with
  | .user => true
  | .assistant => false

/-- A message's text. -/
@[export llmbda_ffi_message_content]
def messageContent (m : Message (BitLab M)) : String := m.content

/-- The bits of a message's label. -/
@[export llmbda_ffi_message_bits]
def messageBits (m : Message (BitLab M)) : UInt64 := bits m.label

/-- The tools of a run: `run` answers a call (`Tools.run`), `bound` gives a tool's clearance as
bits, `cost` the fuel the call just answered used (`Tools.cost`: the runs it started), `recvCost`
the fuel the oracle call just answered used (`Tools.recvCost`: the runs it started). -/
@[export llmbda_ffi_tools]
def tools (run : String → Value (BitLab M) → Option (Term (BitLab M) × BitLab M))
    (bound : String → UInt64) (cost : String → Value (BitLab M) → Nat)
    (recvCost : Nat → String → Nat) : Tools (BitLab M) :=
  ⟨run, fun name => ofBits (bound name), cost, recvCost⟩

/-- The state a run starts in: the conversation `rsession` (newest message first), no replies drawn,
`fuel`, no effects, room in the log for `trace` steps. -/
@[export llmbda_ffi_state]
def state (rsession : List (Message (BitLab M))) (fuel trace : Nat) : State (BitLab M) :=
  ⟨rsession, 0, fuel, [], Log.init trace⟩

/-- The name of the reply mode the oracle is asked in: `"code"` (`recv`), `"data"` (`recv_data`),
`"safe"` (`recv_safe`). The oracle closure gets the mode (`Oracle`), and the binding hands its name
to the host, which may constrain the model to the matching grammar. -/
@[export llmbda_ffi_reply_mode]
def replyModeName (md : ReplyMode) : String :=
  match md with
  | .code => "code"
  | .data => "data"
  | .safe => "safe"

/-- `peval O T depth pc st e` at `BitLab M`, the `pc` given as bits. -/
@[export llmbda_ffi_peval]
def pevalBits (O : Oracle (BitLab M)) (T : Tools (BitLab M)) (depth : Nat) (pc : UInt64)
    (st : State (BitLab M)) (e : Term (BitLab M)) : Result (BitLab M) :=
  peval O T depth (ofBits pc) st e

/-- Whether a run gave a value. -/
@[export llmbda_ffi_result_ok]
def resultOk : Result (BitLab M) → Bool
  | .ok _ _ => true
  | .err _ _ _ => false

/-- The state a run ended in. -/
@[export llmbda_ffi_result_state]
def resultState : Result (BitLab M) → State (BitLab M)
  | .ok st _ => st
  | .err st _ _ => st

/-- The value of a run that gave one. -/
@[export llmbda_ffi_result_value]
def resultValue : Result (BitLab M) → Value (BitLab M)
  | .ok _ v => v
  | .err _ _ _ => ⟨.const .unit, ⟨0⟩⟩

/-- The bits of the label a failed run's error may be shown at. -/
@[export llmbda_ffi_result_error_bits]
def resultErrorBits : Result (BitLab M) → UInt64
  | .ok _ _ => 0
  | .err _ l _ => bits l

/-- The error of a failed run. -/
@[export llmbda_ffi_result_error]
def resultError : Result (BitLab M) → Error (BitLab M)
  | .ok _ _ => .outOfFuel
  | .err _ _ e => e

/-- The conversation a state holds, newest message first. -/
@[export llmbda_ffi_state_rsession]
def stateRsession (st : State (BitLab M)) : List (Message (BitLab M)) := st.rsession

/-- The replies a state has drawn. -/
@[export llmbda_ffi_state_calls]
def stateCalls (st : State (BitLab M)) : Nat := st.calls

/-- The fuel a state has left. -/
@[export llmbda_ffi_state_fuel]
def stateFuel (st : State (BitLab M)) : Nat := st.fuel

/-- The fuel a state's run was charged for host work (`Log.work`). -/
@[export llmbda_ffi_state_work]
def stateWork (st : State (BitLab M)) : Nat := st.log.work

/-- The effects of a state, newest first (each prompt's conversation newest first). -/
@[export llmbda_ffi_state_effects]
def stateEffects (st : State (BitLab M)) : List (Effect (BitLab M)) := st.effects

/-- The steps a state's log recorded, newest first (the step trace). -/
@[export llmbda_ffi_state_steps]
def stateSteps (st : State (BitLab M)) : List (TraceStep (BitLab M)) := st.log.steps

/-- The bits of the `pc` a step ran under. -/
@[export llmbda_ffi_step_pc]
def stepPc (s : TraceStep (BitLab M)) : UInt64 := bits s.pc

/-- The rule a step applied. -/
@[export llmbda_ffi_step_rule]
def stepRule (s : TraceStep (BitLab M)) : String := s.rule

/-- The endorsements a state's log recorded, newest first (the endorse log). -/
@[export llmbda_ffi_state_endorsed]
def stateEndorsed (st : State (BitLab M)) : List (Endorsement (BitLab M)) := st.log.endorsed

/-- The source line of an endorsement. -/
@[export llmbda_ffi_endorsement_line]
def endorsementLine (en : Endorsement (BitLab M)) : Nat := en.pos.line

/-- The source column of an endorsement. -/
@[export llmbda_ffi_endorsement_col]
def endorsementCol (en : Endorsement (BitLab M)) : Nat := en.pos.col

/-- The bits of an endorsement's target. -/
@[export llmbda_ffi_endorsement_target]
def endorsementTarget (en : Endorsement (BitLab M)) : UInt64 := bits en.target

/-- The bits of the endorsed value's label before. -/
@[export llmbda_ffi_endorsement_before]
def endorsementBefore (en : Endorsement (BitLab M)) : UInt64 := bits en.before

/-- The bits of the endorsed value's label after. -/
@[export llmbda_ffi_endorsement_after]
def endorsementAfter (en : Endorsement (BitLab M)) : UInt64 := bits en.after

/-- Whether an effect is a prompt (else it is a tool call). -/
@[export llmbda_ffi_effect_prompt]
def effectPrompt : Effect (BitLab M) → Bool
  | .prompt _ _ => true
  | .call _ _ _ => false

/-- The conversation a prompt showed the model (as the state keeps it: newest first). -/
@[export llmbda_ffi_effect_conversation]
def effectConversation : Effect (BitLab M) → List (Message (BitLab M))
  | .prompt _ C => C
  | .call _ _ _ => []

/-- The tool a call called. -/
@[export llmbda_ffi_effect_tool]
def effectTool : Effect (BitLab M) → String
  | .prompt _ _ => ""
  | .call _ name _ => name

/-- The argument a call gave its tool. -/
@[export llmbda_ffi_effect_value]
def effectValue : Effect (BitLab M) → Value (BitLab M)
  | .prompt _ _ => ⟨.const .unit, ⟨0⟩⟩
  | .call _ _ v => v

/-- An error's kind: the name of its constructor. -/
@[export llmbda_ffi_error_kind]
def errorKind : Error (BitLab M) → String
  | .outOfFuel => "outOfFuel"
  | .depthExceeded => "depthExceeded"
  | .unbound _ => "unbound"
  | .typeError _ => "typeError"
  | .overflow => "overflow"
  | .assertFailed _ _ => "assertFailed"
  | .illegalEndorse _ => "illegalEndorse"
  | .clearDenied _ => "clearDenied"
  | .upgradeDenied _ _ => "upgradeDenied"
  | .noTool _ => "noTool"
  | .badReply _ _ => "badReply"
  | .callDenied _ _ _ => "callDenied"

/-- An error's text: the variable, the type error's message, the tool's name, or the reply. -/
@[export llmbda_ffi_error_text]
def errorText : Error (BitLab M) → String
  | .unbound x => x
  | .typeError msg => msg
  | .noTool name => name
  | .badReply reply _ => reply
  | .callDenied name _ _ => name
  | _ => ""

/-- The bits of an error's actual label: the asserted value's deep label, the conversation's label
of a denied upgrade, the refused argument's (joined with `pc`). -/
@[export llmbda_ffi_error_actual]
def errorActual : Error (BitLab M) → UInt64
  | .assertFailed actual _ => bits actual
  | .upgradeDenied _ conv => bits conv
  | .callDenied _ actual _ => bits actual
  | _ => 0

/-- The bits of an error's required label: the assertion's, the endorsement's target, the `pc` of a
denied `clear` or upgrade, the tool's clearance. -/
@[export llmbda_ffi_error_required]
def errorRequired : Error (BitLab M) → UInt64
  | .assertFailed _ required => bits required
  | .illegalEndorse target => bits target
  | .clearDenied pc => bits pc
  | .upgradeDenied pc _ => bits pc
  | .callDenied _ _ bound => bits bound
  | _ => 0

/-- The parse error of a refused reply. -/
@[export llmbda_ffi_error_parse]
def errorParse : Error (BitLab M) → ParseError
  | .badReply _ e => e
  | _ => ⟨0, 0, ""⟩

/-- A tool's answer when there is no tool of that name (or it failed): `none`. -/
@[export llmbda_ffi_tool_none]
def toolNone (_ : Unit) : Option (Term (BitLab M) × BitLab M) := none

/-- The bits of a term's own label, if it is an embedded value (`val`): one step of
`Term.innerLabel`, which the binding takes over a value's nodes, each shared node once (these
readers allocate nothing). -/
@[export llmbda_ffi_inner_bits]
def innerBits : Term (BitLab M) → UInt64
  | .val _ l => bits l
  | _ => 0

/-- How many terms are directly inside a term: the other step of `Term.innerLabel`, with
`innerFirst`, `innerSecond` and `innerThird`. -/
@[export llmbda_ffi_inner_arity]
def innerArity : Term (BitLab M) → UInt8
  | .var _ | .const _ | .lit _ | .recv _ | .clear => 0
  | .lam _ _ | .fix _ _ _ | .prim1 _ _ | .fst _ | .snd _ | .labS _ _ | .send _ | .fork _
  | .call _ _ | .val _ _ => 1
  | .app _ _ | .prim2 _ _ _ | .pair _ _ | .labD _ _ | .test _ _ | .assert _ _ | .endorse _ _ _ => 2
  | .ite _ _ _ => 3

/-- The first term directly inside a term (the term itself when there is none). Each constructor
has an alternative of its own: shared alternatives compile to a join point that this toolchain's
code generator gives a reference count too many (a leak, found by the binding's tests). -/
@[export llmbda_ffi_inner_first]
def innerFirst : Term (BitLab M) → Term (BitLab M)
  | .lam _ b => b
  | .fix _ _ b => b
  | .prim1 _ b => b
  | .fst b => b
  | .snd b => b
  | .labS _ b => b
  | .send b => b
  | .fork b => b
  | .call _ b => b
  | .val r _ => r
  | .app a _ => a
  | .prim2 _ a _ => a
  | .pair a _ => a
  | .labD a _ => a
  | .test a _ => a
  | .assert a _ => a
  | .endorse _ a _ => a
  | .ite c _ _ => c
  | t => t

/-- The second term directly inside a term (the term itself when there is none). -/
@[export llmbda_ffi_inner_second]
def innerSecond : Term (BitLab M) → Term (BitLab M)
  | .app _ b => b
  | .prim2 _ _ b => b
  | .pair _ b => b
  | .labD _ b => b
  | .test _ b => b
  | .assert _ b => b
  | .endorse _ _ b => b
  | .ite _ a _ => a
  | t => t

/-- The third term directly inside a term (the term itself when there is none). -/
@[export llmbda_ffi_inner_third]
def innerThird : Term (BitLab M) → Term (BitLab M)
  | .ite _ _ b => b
  | t => t

end Llmbda.FFI

end
