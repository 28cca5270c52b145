module

public import Llmbda.Spec.Eval

/-!
# `peval`: the executable interpreter

A pure, total interpreter for the calculus. The model is an *oracle*: a function from the number of
replies drawn so far, the reply mode the program asked for (`recv`, `recv_data` or `recv_safe`) and
the current conversation (newest message first) to the next reply, so a scripted list of replies and
a real model are both oracles. Tools are the same `Tools` as in the semantics.

Two bounds make it total, and both are ordinary results:
* **fuel**: every evaluation step (every visit of a term) costs one unit, and host work costs more:
  a primitive that reads or writes `n` bytes of strings, a reply of `n` bytes read, a string of `n`
  bytes sent cost `n / 256` units (`Prim.bytes1`, `Prim.bytes2`), and a value printed into a
  message as `n > 256` bytes of text `(n - 256) / 16` (`sendCost`), a tool call what the tool
  says it used (`Tools.cost`: the runs it started), and a reply what the host says the oracle used
  (`Tools.recvCost`: the runs it started). At zero, or short of a charge,
  the result is `outOfFuel`. Fuel is threaded through the whole run, so it bounds the total work.
* **depth**: the nesting depth of evaluation (the recursion depth of `peval`); past it the result is
  `depthExceeded`. It is structural, which is what makes `peval` a structurally recursive function
  the kernel can evaluate.

Every other way of going wrong (an unbound variable, a type error, an integer overflow, a failed
`assert`, an illegal `endorse`, a denied `clear`, a missing tool, a reply that does not parse) is an
`Error` value together with the state reached, never a panic.

The tests' oracle (`python/src/core/`) is a line-by-line C++ rendering of this file, held to it by
differential tests.
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- Why evaluation stopped without a value. -/
inductive Error (L : Type) where
  /-- The fuel ran out. -/
  | outOfFuel
  /-- The evaluation nested deeper than the depth bound. -/
  | depthExceeded
  /-- A free variable was evaluated. -/
  | unbound (x : String)
  /-- An operation was applied to a value of the wrong shape. -/
  | typeError (msg : String)
  /-- An integer result did not fit in 64 bits. -/
  | overflow
  /-- `assert ℓ e`: the deep label `actual` of `e`'s value does not flow to `required`. -/
  | assertFailed (actual required : L)
  /-- `endorse ℓ e` with a target that is not a pure integrity label. -/
  | illegalEndorse (target : L)
  /-- `clear` under a `pc` other than `⊥`. -/
  | clearDenied (pc : L)
  /-- `send` or `recv` under a `pc` that does not flow to the conversation's label `conv` (a
  sensitive upgrade of the conversation). -/
  | upgradeDenied (pc conv : L)
  /-- `call` of a tool that does not exist or refused its argument. -/
  | noTool (name : String)
  /-- A model reply that `recv` cannot read: it does not parse, it endorses, or (`recv_data`) it is
  not a value. -/
  | badReply (reply : String) (err : ParseError)
  /-- `call name e`: the argument's deep label joined with `pc`, `actual`, does not flow to the
  tool's clearance `bound`. -/
  | callDenied (name : String) (actual bound : L)
deriving DecidableEq, Inhabited

/-- The rule of the semantics a visit of a term applies (the step trace's names). A variable is
named as the value it stands for: `peval` reaches one only unbound, substitution having replaced
the others by values (`E-Val`). -/
def Term.rule {L : Type} : Term L → String
  | .var _ | .val _ _ => "E-Val"
  | .const _ => "E-Const"
  | .lit _ => "E-Label"
  | .lam _ _ => "E-Lam"
  | .fix _ _ _ => "E-Rec"
  | .app _ _ => "E-App"
  | .ite _ _ _ => "E-If"
  | .prim1 _ _ => "E-Prim1"
  | .prim2 _ _ _ => "E-Prim2"
  | .pair _ _ => "E-Pair"
  | .fst _ => "E-Fst"
  | .snd _ => "E-Snd"
  | .labS _ _ => "E-LabelStatic"
  | .labD _ _ => "E-LabelDynamic"
  | .test _ _ => "E-Test"
  | .assert _ _ => "E-Assert"
  | .endorse _ _ _ => "E-Endorse"
  | .send _ => "E-Send"
  | .recv .code => "E-Recv"
  | .recv .data => "E-RecvData"
  | .recv .safe => "E-RecvSafe"
  | .fork _ => "E-Fork"
  | .clear => "E-Clear"
  | .call _ _ => "E-Call"

/-- A step of a run: the rule it applied and the `pc` it ran under. -/
structure TraceStep (L : Type) where
  pc : L
  rule : String
deriving DecidableEq, Inhabited

/-- An `endorse` a run executed: where it stands in the source, its target, and the label of the
value it endorsed before and after. -/
structure Endorsement (L : Type) where
  pos : Pos
  target : L
  before : L
  after : L
deriving DecidableEq, Inhabited

/-- What a run records for its user and its auditor besides what the semantics observes: its steps,
newest first, as long as `room` lasts (the step trace; `room = 0` records none), and the
endorsements it executed, newest first (the endorse log). No rule looks at it, and neither fuel nor
the depth bound changes it. -/
structure Log (L : Type) where
  steps : List (TraceStep L)
  room : Nat
  endorsed : List (Endorsement L)
  /-- The fuel charged for host work (`charge`): the run's steps are the fuel spent less it. -/
  work : Nat
deriving DecidableEq, Inhabited

/-- A log with room for `room` steps and nothing recorded. -/
def Log.init {L : Type} (room : Nat) : Log L := ⟨[], room, [], 0⟩

/-- The log after a visit of `e` under `pc`: the step recorded if there is room. -/
def Log.step {L : Type} (g : Log L) (pc : L) (e : Term L) : Log L :=
  match g.room with
  | 0 => g
  | k + 1 => { g with steps := ⟨pc, e.rule⟩ :: g.steps, room := k }

/-- The log after an endorsement. -/
def Log.endorse {L : Type} (g : Log L) (en : Endorsement L) : Log L :=
  { g with endorsed := en :: g.endorsed }

/-- The log after `c` units of fuel were charged for host work. -/
def Log.charge {L : Type} (g : Log L) (c : Nat) : Log L :=
  { g with work := g.work + c }

/-- The interpreter's state: the conversation, the number of replies drawn, the fuel left, the
effects so far, and the run's log. The conversation and the effects are kept newest first, so that a
new message or effect is one cons and the conversations the effects keep share their messages (kept
oldest first, each prompt would hold its own copy of the conversation: memory quadratic in the
number of `recv`). -/
structure State (L : Type) where
  /-- The conversation, newest message first (`State.session` is it oldest first). -/
  rsession : List (Message L)
  calls : Nat
  fuel : Nat
  /-- The effects so far, newest first, each prompt's conversation newest first (`State.trace` is
  the effect trace, as `EvalFx` orders it). -/
  effects : List (Effect L)
  /-- The step trace and the endorse log (`Log`). -/
  log : Log L
deriving DecidableEq, Inhabited

/-- The conversation, oldest message first: the configuration `C` of the semantics. -/
def State.session {L : Type} (st : State L) : Session L := st.rsession.reverse

/-- An effect with its conversation (if it has one) reversed: between `State.effects`' order
(newest first) and the semantics' (oldest first). -/
def Effect.revConv {L : Type} : Effect L → Effect L
  | .prompt pc C => .prompt pc C.reverse
  | .call pc name v => .call pc name v

/-- `E` (an effect trace, oldest first) pushed onto `F` (effects newest first, as `State.effects`
keeps them). -/
def Effects.push {L : Type} (E F : List (Effect L)) : List (Effect L) :=
  E.foldl (fun acc ev => ev.revConv :: acc) F

/-- The effect trace of the run so far, oldest first, each prompt's conversation oldest first. -/
def State.trace {L : Type} (st : State L) : List (Effect L) := Effects.push st.effects []

/-- The state a run starts in: conversation `C` (oldest first), no replies drawn yet, `fuel` steps,
no effects, and a log with room for `trace` steps (none by default). -/
def State.init {L : Type} (C : Session L) (fuel : Nat) (trace : Nat := 0) : State L :=
  ⟨C.reverse, 0, fuel, [], Log.init trace⟩

/-- The outcome of a run: a value or an error, with the state reached. An error carries the label
`l` at which it may be shown: the failure depends on nothing above `l` (the `pc` it happened
under, and the labels of the values it looked at: the operand of a type error, the deep label of a
refused argument, the conversation's label for a reply or a denied upgrade), and neither does its
payload (a variable name from a term run under `pc`, a reply labelled `pc ⊔ label C`, a label). -/
inductive Result (L : Type) where
  | ok (st : State L) (v : Value L)
  | err (st : State L) (l : L) (e : Error L)
deriving DecidableEq, Inhabited

/-- An oracle for `recv`: the next reply, given the number of replies drawn so far, the reply mode
of the `recv` that asks (how the reply will be read: as code, as data, or as code that may fail
softly; a host can constrain the model's output to match), and the current conversation, newest
message first, as the state keeps it (`C.reverse` for the session `C`): handing it over costs
nothing, and successive conversations share their older messages, so the host reads only the
messages that are new since the last call. The mode is part of the program, so an observer who
sees the conversation sees it too. -/
abbrev Oracle (L : Type) := Nat → ReplyMode → List (Message L) → String

/-- The deterministic model of an oracle that ignores how many replies were drawn: weight `1` for
the reply `O 0 md C.reverse` after the session `C` in mode `md`, `0` for every other. -/
def Oracle.toModel {L : Type} (O : Oracle L) : Model L Nat where
  weight md C r := if r = O 0 md C.reverse then 1 else 0

namespace Result
variable {L : Type}

/-- Continue with the value, or pass the error on. -/
def bind (r : Result L) (k : State L → Value L → Result L) : Result L :=
  match r with
  | .ok st v => k st v
  | .err st l e => .err st l e

end Result

/-- Bytes of strings per unit of fuel charged for host work. -/
def bytesPerFuel : Nat := 256

/-- Charge `c` units of fuel for host work done under `pc` (bytes a primitive handled, a message
printed, a reply read): go on with `c` units less, counted in the log, or, when less is left, fail
with `outOfFuel` at `pc`, what was left counted and none left. -/
def charge {L : Type} (st : State L) (pc : L) (c : Nat) (k : State L → Result L) : Result L :=
  if c ≤ st.fuel then k { st with fuel := st.fuel - c, log := st.log.charge c }
  else .err { st with fuel := 0, log := st.log.charge st.fuel } pc .outOfFuel

/-- `charge`, for the compiler: a charge of nothing keeps the state as it is (no new state), and the
continuation appears once, so that inlined it is no closure. -/
@[inline] def chargeC {L : Type} (st : State L) (pc : L) (c : Nat)
    (k : State L → Result L) : Result L :=
  if c ≤ st.fuel then
    k (if c = 0 then st else { st with fuel := st.fuel - c, log := st.log.charge c })
  else .err { st with fuel := 0, log := st.log.charge st.fuel } pc .outOfFuel

@[csimp] theorem charge_eq_chargeC : @charge = @chargeC := by
  funext L st pc c k
  unfold chargeC charge
  by_cases h : c = 0
  · subst h
    rcases st with ⟨rs, n, f, F, ⟨ss, room, en, w⟩⟩
    simp [Log.charge]
  · simp [h]

/-- The bytes of strings a unary primitive reads (`show` copies a string, the others scan it). -/
def Prim.bytes1 {L : Type} : Op1 → Term L → Nat
  | .show, .const (.str s) | .len, .const (.str s) | .lower, .const (.str s)
  | .upper, .const (.str s) | .trim, .const (.str s) | .parseInt, .const (.str s) => s.utf8ByteSize
  | _, _ => 0

/-- The bytes of strings a binary primitive reads or writes, given its operands and its result:
`++` both operands, `==` and `!=` both strings when their sizes agree, `str_find` both, `str_take`
its result, `str_drop` its operand. -/
def Prim.bytes2 {L : Type} : Op2 → Term L → Term L → Term L → Nat
  | .concat, .const (.str a), .const (.str b), _ => a.utf8ByteSize + b.utf8ByteSize
  | .eq, .const (.str a), .const (.str b), _ | .ne, .const (.str a), .const (.str b), _ =>
    if a.utf8ByteSize = b.utf8ByteSize then 2 * a.utf8ByteSize else 0
  | .find, .const (.str a), .const (.str b), _ => a.utf8ByteSize + b.utf8ByteSize
  | .take, .const (.str _), .const (.int _), .const (.str r) => r.utf8ByteSize
  | .drop, .const (.str a), .const (.int _), _ => a.utf8ByteSize
  | _, _, _, _ => 0

/-- The fuel printing `r` into a message as the text `t` costs: a string `|t| / 256`, any other
value `(|t| - 256) / 16` (printing is about ten times slower per byte than copying). -/
def sendCost {L : Type} (r : Term L) (t : String) : Nat :=
  match r with
  | .const (.str _) => t.utf8ByteSize / bytesPerFuel
  | _ => (t.utf8ByteSize - 256) / 16

/-- `send`'s charge: the text of `r` (`render`) charged by `sendCost` under `pc`, then `k` with the
text, or `outOfFuel` when less fuel is left. -/
def sendCharge {L : Type} [LabelSyntax L] (st : State L) (pc : L) (r : Term L)
    (k : String → State L → Result L) : Result L :=
  charge st pc (sendCost r (render r)) (k (render r))

/-- `sendCharge`, for the compiler: a value that is not a string is printed only up to the bytes the
fuel left can pay for (`printCap`); a text that reaches them costs more than the fuel left, so the
run is out of fuel without the rest of the text (a DAG of pairs: exponential). Inlined, so that the
continuation is no closure. -/
@[inline] def sendChargeC {L : Type} [LabelSyntax L] (st : State L) (pc : L) (r : Term L)
    (k : String → State L → Result L) : Result L :=
  match r with
  | .const (.str s) => charge st pc (s.utf8ByteSize / bytesPerFuel) (k s)
  | r =>
    let cap := 256 + 16 * (st.fuel + 1)
    let t := printCap cap r
    charge st pc (if cap ≤ t.utf8ByteSize then st.fuel + 1 else (t.utf8ByteSize - 256) / 16) (k t)

@[csimp] theorem sendCharge_eq_sendChargeC : @sendCharge = @sendChargeC := by
  funext L _ st pc r k
  unfold sendCharge sendChargeC
  split
  · rfl
  · rename_i hr
    have hrender : render r = print r := by
      unfold render; split
      · exact absurd rfl (hr _)
      · rfl
    have hcost : ∀ t, sendCost r t = (t.utf8ByteSize - 256) / 16 := by
      intro t; unfold sendCost; split
      · exact absurd rfl (hr _)
      · rfl
    rw [hrender, hcost]
    obtain ⟨h1, h2⟩ := printCap_eq (256 + 16 * (st.fuel + 1)) r
    dsimp only
    split
    · rename_i hc
      have := h2 hc
      unfold charge
      rw [if_neg (by omega), if_neg (by omega)]
    · rename_i hc
      rw [h1 (by omega)]

/-- A primitive's outcome as a result: the raw value labelled `l`, with the bytes it handled
(`bytes` of it) charged under `pc`, or the matching `Error` (shown at `l`, the operands' label). -/
@[inline] def primResult {L : Type} (st : State L) (pc l : L) (bytes : Term L → Nat) :
    Except PrimError (Term L) → Result L
  | .ok r => charge st pc (bytes r / bytesPerFuel) fun st => .ok st ⟨r, l⟩
  | .error (.type msg) => .err st l (.typeError msg)
  | .error .overflow => .err st l .overflow

/-- The default depth bound: a million nested evaluations, enough for loops of 10⁵ iterations (a
tail call nests two or three levels per iteration: `peval` counts every nested evaluation). It is
sized to the native stack the binding gives a run (256 MiB and 1 KiB per level; the compiled `peval`
uses about 150 bytes per level of non-tail nesting and none for a tail call:
`benchmarks/stack_per_level.py`). -/
def defaultMaxDepth : Nat := 1000000

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-- The interpreter: `peval O T depth pc st e`. -/
def peval (O : Oracle L) (T : Tools L) : Nat → L → State L → Term L → Result L
  | 0, pc, st, _ => .err st pc .depthExceeded
  | d + 1, pc, st, e =>
    match st.fuel with
    | 0 => .err st pc .outOfFuel
    | n + 1 =>
    let st : State L := { st with fuel := n, log := st.log.step pc e }
    match e with
    | .var x => .err st pc (.unbound x)
    | .const c => .ok st ⟨.const c, pc⟩
    | .lit ℓ => .ok st ⟨.lit ℓ, pc⟩
    | .lam x b => .ok st ⟨.lam x b, pc⟩
    | .fix f x b => .ok st ⟨.fix f x b, pc⟩
    | .val r l => .ok st ⟨r, pc ⊔ l⟩
    | .app e1 e2 =>
      (peval O T d pc st e1).bind fun st v1 =>
      (peval O T d pc st e2).bind fun st v2 =>
      match v1 with
      | ⟨.lam x b, l⟩ => peval O T d (pc ⊔ l) st (b.subst x v2.toTerm)
      | ⟨.fix f x b, l⟩ =>
        peval O T d (pc ⊔ l) st ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l))
      | _ => .err st v1.label (.typeError "application of a value that is not a function")
    | .ite c a b =>
      (peval O T d pc st c).bind fun st v =>
      match v with
      | ⟨.const (.bool true), l⟩ => peval O T d (pc ⊔ l) st a
      | ⟨.const (.bool false), l⟩ => peval O T d (pc ⊔ l) st b
      | _ => .err st v.label (.typeError "if: the condition is not a boolean")
    | .prim1 op a =>
      (peval O T d pc st a).bind fun st v =>
      primResult st pc v.label (fun _ => Prim.bytes1 op v.raw) (Prim.eval1 op v.raw)
    | .prim2 op a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      primResult st pc (v1.label ⊔ v2.label) (Prim.bytes2 op v1.raw v2.raw)
        (Prim.eval2 op v1.raw v2.raw)
    | .pair a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      .ok st ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      (peval O T d pc st a).bind fun st v =>
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => .ok st ⟨r1, l1 ⊔ l⟩
      | _ => .err st v.label (.typeError "fst: not a pair")
    | .snd a =>
      (peval O T d pc st a).bind fun st v =>
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => .ok st ⟨r2, l2 ⊔ l⟩
      | _ => .err st v.label (.typeError "snd: not a pair")
    | .labS ℓ a =>
      (peval O T d pc st a).bind fun st v => .ok st ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ => .ok st ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => .err st v1.label (.typeError "e1 : e2: e1 is not a label")
    | .test a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v2 with
      | ⟨.lit ℓ, l2⟩ => .ok st ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => .err st v2.label (.typeError "e1 ? e2: e2 is not a label")
    | .assert a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if flows v2.deepLabel ℓ then .ok st ⟨v2.raw, v2.deepLabel ⊔ l1⟩
        else .err st (l1 ⊔ v2.deepLabel) (.assertFailed v2.deepLabel ℓ)
      | _ => .err st v1.label (.typeError "assert: the first argument is not a label")
    | .endorse p a b =>
      (peval O T d pc st a).bind fun st v1 =>
      (peval O T d pc st b).bind fun st v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then
          let l := pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ
          .ok { st with log := st.log.endorse ⟨p, ℓ, v2.label, l⟩ } ⟨v2.raw, l⟩
        else .err st l1 (.illegalEndorse ℓ)
      | _ => .err st v1.label (.typeError "endorse: the first argument is not a label")
    | .send a =>
      (peval O T d pc st a).bind fun st v =>
      if flows pc (Session.label st.rsession) then
        sendCharge st pc v.raw fun t st =>
        .ok { st with rsession := ⟨.user, t, v.deepLabel⟩ :: st.rsession } ⟨.const .unit, pc⟩
      else .err st (pc ⊔ Session.label st.rsession) (.upgradeDenied pc (Session.label st.rsession))
    | .recv md =>
      if flows pc (Session.label st.rsession) = false then
        .err st (pc ⊔ Session.label st.rsession) (.upgradeDenied pc (Session.label st.rsession))
      else
      let r := O st.calls md st.rsession
      let lc := pc ⊔ Session.label st.rsession
      let st' : State L :=
        { st with rsession := ⟨.assistant, r, lc⟩ :: st.rsession, calls := st.calls + 1,
                  effects := .prompt pc st.rsession :: st.effects }
      charge st' pc (r.utf8ByteSize / bytesPerFuel + T.recvCost st.calls r) fun st' =>
      match parseReply md r with
      | .ok t => peval O T d lc st' t
      | .error pe => .err st' lc (.badReply r pe)
    | .fork a =>
      match peval O T d pc st a with
      | .ok st' v => .ok { st' with rsession := st.rsession } v
      | .err st' l er => .err st' l er
    | .clear =>
      if flows pc ⊥ then .ok { st with rsession := [] } ⟨.const .unit, pc⟩
      else .err st pc (.clearDenied pc)
    | .call name a =>
      (peval O T d pc st a).bind fun st v =>
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) =>
          charge { st with effects := .call pc name v :: st.effects } pc (T.cost name v) fun st =>
          .ok st ⟨r, v.deepLabel ⊔ lt⟩
        | none => .err st (pc ⊔ v.deepLabel) (.noTool name)
      else .err st (pc ⊔ v.deepLabel) (.callDenied name (pc ⊔ v.deepLabel) (T.bound name))

/-- Run a program: `peval` from conversation `C` with `fuel` steps, the default depth bound, and no
replies drawn yet. -/
def run (O : Oracle L) (T : Tools L) (fuel : Nat) (pc : L) (C : Session L)
    (e : Term L) : Result L :=
  peval O T defaultMaxDepth pc (State.init C fuel) e

end Llmbda

end
