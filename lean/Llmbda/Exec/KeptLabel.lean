module

public import Llmbda.Exec.Peval

/-!
# `peval` with the conversation's label kept

`peval` reads the conversation's label (`Session.label`: the join of its messages' labels) at every
`send` and `recv`, a fold over the whole conversation, so a run that holds a conversation of `n`
messages pays O(n) per message. `pevalKeptAux` is `peval` with that label carried beside the
state: computed once when a run starts, then updated by each message (`send` joins the message's
label in, `recv` the reply's, `clear` empties it, `fork` puts back the one it started with): O(1)
per message.

`pevalKeptAux_eq` proves it equal to `peval`; `Llmbda.Exec.Env` adds an environment to it and binds
the result to `peval` for the compiler (`peval_eq_pevalKept`).
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join
local notation "⊥" => JoinSemilattice.bot

/-- A `Result` with the label of its state's conversation beside it, as `pevalKeptAux` returns
it. -/
inductive KeptResult (L : Type) where
  | ok (st : State L) (sl : L) (v : Value L)
  | err (st : State L) (sl : L) (l : L) (e : Error L)

namespace KeptResult
variable {L : Type}

/-- Continue with the state, the conversation's label and the value, or pass the error on. Inlined,
so that the continuation is no closure (one made and applied at every step doubled the time of the
loops of `benchmarks/agent_workloads.py`). -/
@[inline] def bind (r : KeptResult L) (k : State L → L → Value L → KeptResult L) : KeptResult L :=
  match r with
  | .ok st sl v => k st sl v
  | .err st sl l e => .err st sl l e

/-- The `Result`, the label dropped. -/
def forget : KeptResult L → Result L
  | .ok st _ v => .ok st v
  | .err st _ l e => .err st l e

end KeptResult

/-- A `Result` with the label of its state's conversation computed. -/
def Result.kept {L : Type} [JoinSemilattice L] : Result L → KeptResult L
  | .ok st v => .ok st (Session.label st.rsession) v
  | .err st l e => .err st (Session.label st.rsession) l e

/-- `chargeC`, the conversation's label `sl` kept (a charge leaves the conversation as it is). -/
@[inline] def chargeKept {L : Type} (st : State L) (sl pc : L) (c : Nat)
    (k : State L → KeptResult L) : KeptResult L :=
  if c ≤ st.fuel then
    k (if c = 0 then st else { st with fuel := st.fuel - c, log := st.log.charge c })
  else .err { st with fuel := 0, log := st.log.charge st.fuel } sl pc .outOfFuel

/-- `sendChargeC`, the conversation's label `sl` kept. -/
@[inline] def sendChargeKept {L : Type} [LabelSyntax L] (st : State L) (sl pc : L) (r : Term L)
    (k : String → State L → KeptResult L) : KeptResult L :=
  match r with
  | .const (.str s) => chargeKept st sl pc (s.utf8ByteSize / bytesPerFuel) (k s)
  | r =>
    let cap := 256 + 16 * (st.fuel + 1)
    let t := printCap cap r
    chargeKept st sl pc (if cap ≤ t.utf8ByteSize then st.fuel + 1 else (t.utf8ByteSize - 256) / 16)
      (k t)

/-- `primResult`, the conversation's label `sl` kept. -/
@[inline] def primResultKept {L : Type} (st : State L) (sl pc l : L) (bytes : Term L → Nat) :
    Except PrimError (Term L) → KeptResult L
  | .ok r => chargeKept st sl pc (bytes r / bytesPerFuel) fun st => .ok st sl ⟨r, l⟩
  | .error (.type msg) => .err st sl l (.typeError msg)
  | .error .overflow => .err st sl l .overflow

variable {L : Type} [Factored L] [DecidableEq L] [LabelSyntax L]

/-- `peval` with `sl`, the label of the state's conversation, carried beside the state: the same
cases in the same order, each reading `sl` where `peval` folds `Session.label` over the
conversation, and giving the label of the conversation it ends with. -/
def pevalKeptAux (O : Oracle L) (T : Tools L) : Nat → L → State L → L → Term L → KeptResult L
  | 0, pc, st, sl, _ => .err st sl pc .depthExceeded
  | d + 1, pc, st, sl, e =>
    match st.fuel with
    | 0 => .err st sl pc .outOfFuel
    | n + 1 =>
    let st : State L := { st with fuel := n, log := st.log.step pc e }
    match e with
    | .var x => .err st sl pc (.unbound x)
    | .const c => .ok st sl ⟨.const c, pc⟩
    | .lit ℓ => .ok st sl ⟨.lit ℓ, pc⟩
    | .lam x b => .ok st sl ⟨.lam x b, pc⟩
    | .fix f x b => .ok st sl ⟨.fix f x b, pc⟩
    | .val r l => .ok st sl ⟨r, pc ⊔ l⟩
    | .app e1 e2 =>
      (pevalKeptAux O T d pc st sl e1).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl e2).bind fun st sl v2 =>
      match v1 with
      | ⟨.lam x b, l⟩ => pevalKeptAux O T d (pc ⊔ l) st sl (b.subst x v2.toTerm)
      | ⟨.fix f x b, l⟩ =>
        pevalKeptAux O T d (pc ⊔ l) st sl ((b.subst x v2.toTerm).subst f (.val (.fix f x b) l))
      | _ => .err st sl v1.label (.typeError "application of a value that is not a function")
    | .ite c a b =>
      (pevalKeptAux O T d pc st sl c).bind fun st sl v =>
      match v with
      | ⟨.const (.bool true), l⟩ => pevalKeptAux O T d (pc ⊔ l) st sl a
      | ⟨.const (.bool false), l⟩ => pevalKeptAux O T d (pc ⊔ l) st sl b
      | _ => .err st sl v.label (.typeError "if: the condition is not a boolean")
    | .prim1 op a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      primResultKept st sl pc v.label (fun _ => Prim.bytes1 op v.raw) (Prim.eval1 op v.raw)
    | .prim2 op a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      primResultKept st sl pc (v1.label ⊔ v2.label) (Prim.bytes2 op v1.raw v2.raw)
        (Prim.eval2 op v1.raw v2.raw)
    | .pair a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      .ok st sl ⟨.pair v1.toTerm v2.toTerm, pc⟩
    | .fst a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      match v with
      | ⟨.pair (.val r1 l1) _, l⟩ => .ok st sl ⟨r1, l1 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "fst: not a pair")
    | .snd a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      match v with
      | ⟨.pair _ (.val r2 l2), l⟩ => .ok st sl ⟨r2, l2 ⊔ l⟩
      | _ => .err st sl v.label (.typeError "snd: not a pair")
    | .labS ℓ a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v => .ok st sl ⟨v.raw, v.label ⊔ ℓ⟩
    | .labD a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ => .ok st sl ⟨v2.raw, v2.label ⊔ ℓ ⊔ l1⟩
      | _ => .err st sl v1.label (.typeError "e1 : e2: e1 is not a label")
    | .test a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v2 with
      | ⟨.lit ℓ, l2⟩ => .ok st sl ⟨.const (.bool (flows v1.label ℓ)), pc ⊔ ℓ ⊔ l2⟩
      | _ => .err st sl v2.label (.typeError "e1 ? e2: e2 is not a label")
    | .assert a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if flows v2.deepLabel ℓ then .ok st sl ⟨v2.raw, v2.deepLabel ⊔ l1⟩
        else .err st sl (l1 ⊔ v2.deepLabel) (.assertFailed v2.deepLabel ℓ)
      | _ => .err st sl v1.label (.typeError "assert: the first argument is not a label")
    | .endorse p a b =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v1 =>
      (pevalKeptAux O T d pc st sl b).bind fun st sl v2 =>
      match v1 with
      | ⟨.lit ℓ, l1⟩ =>
        if Factored.conf ℓ = ⊥ then
          let l := pc ⊔ l1 ⊔ Factored.conf v2.label ⊔ ℓ
          .ok { st with log := st.log.endorse ⟨p, ℓ, v2.label, l⟩ } sl ⟨v2.raw, l⟩
        else .err st sl l1 (.illegalEndorse ℓ)
      | _ => .err st sl v1.label (.typeError "endorse: the first argument is not a label")
    | .send a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      if flows pc sl then
        sendChargeKept st sl pc v.raw fun t st =>
        .ok { st with rsession := ⟨.user, t, v.deepLabel⟩ :: st.rsession } (v.deepLabel ⊔ sl)
          ⟨.const .unit, pc⟩
      else .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
    | .recv md =>
      if flows pc sl = false then .err st sl (pc ⊔ sl) (.upgradeDenied pc sl)
      else
      let r := O st.calls md st.rsession
      let lc := pc ⊔ sl
      let st' : State L :=
        { st with rsession := ⟨.assistant, r, lc⟩ :: st.rsession, calls := st.calls + 1,
                  effects := .prompt pc st.rsession :: st.effects }
      chargeKept st' (lc ⊔ sl) pc (r.utf8ByteSize / bytesPerFuel + T.recvCost st.calls r) fun st' =>
      match parseReply md r with
      | .ok t => pevalKeptAux O T d lc st' (lc ⊔ sl) t
      | .error pe => .err st' (lc ⊔ sl) lc (.badReply r pe)
    | .fork a =>
      match pevalKeptAux O T d pc st sl a with
      | .ok st' _ v => .ok { st' with rsession := st.rsession } sl v
      | .err st' sl' l er => .err st' sl' l er
    | .clear =>
      if flows pc ⊥ then .ok { st with rsession := [] } ⊥ ⟨.const .unit, pc⟩
      else .err st sl pc (.clearDenied pc)
    | .call name a =>
      (pevalKeptAux O T d pc st sl a).bind fun st sl v =>
      if flows (pc ⊔ v.deepLabel) (T.bound name) then
        match T.run name v with
        | some (r, lt) =>
          chargeKept { st with effects := .call pc name v :: st.effects } sl pc (T.cost name v)
            fun st => .ok st sl ⟨r, v.deepLabel ⊔ lt⟩
        | none => .err st sl (pc ⊔ v.deepLabel) (.noTool name)
      else .err st sl (pc ⊔ v.deepLabel) (.callDenied name (pc ⊔ v.deepLabel) (T.bound name))

section Proofs

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem KeptResult.forget_kept [JoinSemilattice L] (r : Result L) : r.kept.forget = r := by
  cases r <;> rfl

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem KeptResult.bind_kept [JoinSemilattice L] (r : Result L)
    (kk : State L → L → Value L → KeptResult L) (k : State L → Value L → Result L)
    (h : ∀ st v, kk st (Session.label st.rsession) v = (k st v).kept) :
    r.kept.bind kk = (r.bind k).kept := by
  cases r
  · exact h _ _
  · rfl

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem chargeKept_eq [JoinSemilattice L] (st : State L) (sl pc : L) (c : Nat)
    (kk : State L → KeptResult L) (k : State L → Result L) (hsl : sl = Session.label st.rsession)
    (hk : ∀ st', st'.rsession = st.rsession → kk st' = (k st').kept) :
    chargeKept st sl pc c kk = (charge st pc c k).kept := by
  rw [charge_eq_chargeC]
  unfold chargeKept chargeC
  split
  · exact hk _ (by split <;> rfl)
  · subst hsl; rfl

omit [DecidableEq L] in
theorem sendChargeKept_eq (st : State L) (sl pc : L) (r : Term L)
    (kk : String → State L → KeptResult L) (k : String → State L → Result L)
    (hsl : sl = Session.label st.rsession)
    (hk : ∀ t st', st'.rsession = st.rsession → kk t st' = (k t st').kept) :
    sendChargeKept st sl pc r kk = (sendCharge st pc r k).kept := by
  rw [sendCharge_eq_sendChargeC]
  unfold sendChargeKept sendChargeC
  split
  · exact chargeKept_eq _ _ _ _ _ _ hsl (hk _)
  · rename_i hr
    first
      | exact chargeKept_eq _ _ _ _ _ _ hsl (hk _)
      | split
        · exact (hr _ rfl).elim
        · exact chargeKept_eq _ _ _ _ _ _ hsl (hk _)

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
theorem primResultKept_eq [JoinSemilattice L] (st : State L) (sl pc l : L) (bytes : Term L → Nat)
    (x : Except PrimError (Term L)) (hsl : sl = Session.label st.rsession) :
    primResultKept st sl pc l bytes x = (primResult st pc l bytes x).kept := by
  unfold primResultKept primResult
  split
  · exact chargeKept_eq _ _ _ _ _ _ hsl (fun st' h => by simp only [Result.kept, h, hsl])
  · subst hsl; rfl
  · subst hsl; rfl

omit [DecidableEq L] [LabelSyntax L] in
theorem fork_kept (r : Result L) (rs : List (Message L)) :
    (match r.kept with
      | .ok st' _ v => KeptResult.ok { st' with rsession := rs } (Session.label rs) v
      | .err st' sl' l er => .err st' sl' l er) =
    (match r with
      | .ok st' v => Result.ok { st' with rsession := rs } v
      | .err st' l er => .err st' l er).kept := by
  cases r <;> rfl

set_option linter.unusedSimpArgs false in
/-- `pevalKeptAux` from the label of the state's conversation is `peval`, the label of the
conversation each run ends with beside it. -/
theorem pevalKeptAux_eq (O : Oracle L) (T : Tools L) :
    ∀ (d : Nat) (pc : L) (st : State L) (sl : L) (e : Term L), sl = Session.label st.rsession →
    pevalKeptAux O T d pc st sl e = (peval O T d pc st e).kept := by
  intro d
  induction d with
  | zero => intro pc st sl e h; subst h; rfl
  | succ d ih =>
    intro pc st sl e h
    subst h
    rcases st with ⟨rs, calls, fuel, F, g⟩
    cases fuel with
    | zero => rfl
    | succ n =>
      have ihr : ∀ pc st e, pevalKeptAux O T d pc st (Session.label st.rsession) e =
          (peval O T d pc st e).kept := fun pc st e => ih pc st _ e rfl
      cases e <;> simp only [pevalKeptAux, peval]
      case fork a => rw [ihr]; exact fork_kept _ _
      all_goals
        repeat (rw [ihr]; refine KeptResult.bind_kept _ _ _ (fun _ _ => ?_); dsimp only)
      all_goals
        repeat' (first
          | rfl
          | exact ihr _ _ _
          | exact primResultKept_eq _ _ _ _ _ _ rfl
          | (refine chargeKept_eq _ _ _ _ _ _ rfl (fun _ h => ?_); simp only [Result.kept, h])
          | (refine sendChargeKept_eq _ _ _ _ _ _ rfl (fun _ _ h => ?_);
             simp only [Result.kept, h, Session.label])
          | (exact ih _ _ _ _ (by simp only [*, Session.label]))
          | (simp only [Result.kept, Session.label, *]; done)
          | (exfalso; rename_i h; first | exact h _ _ rfl | exact h _ _ _ rfl | exact h _ _ _ _ rfl)
          | dsimp only
          | (split <;> (try (rename_i heq; simp only [heq]))))

end Proofs

end Llmbda

end
