module

import LlmbdaTest.Harness
import Llmbda.Thm.Effects

/-!
# Effect traces

Tests of the instrumented semantics `EvalFx`: a prompt made inside `fork` stays in the trace while
the conversation is restored; a call that passes the clearance is recorded with its argument; a
call above the clearance has no run (so no effect); and what the effect log shows an observer. Then
the trace `peval` records (`State.trace`), evaluated by the kernel.
-/

noncomputable section

namespace Llmbda.Test

/-- 1. `fork` restores the conversation, but the model was shown it: the prompt is in the trace. -/
example {M : Model Lab4 Nat} {T : Tools Lab4} {md : ReplyMode} {C C' : Session Lab4}
    {v : Value Lab4} {w : Nat} {s : List String} {E : List (Effect Lab4)}
    (h : EvalFx M T Lab4.empty C (.fork (.recv md)) C' v w s E) :
    C' = C ∧ E.head? = some (.prompt Lab4.empty C) := by
  cases h with
  | fork d => cases d with
    | recv => exact ⟨rfl, rfl⟩

/-- 2. A call within the clearance is recorded, after the argument's effects, with the argument. -/
example {M : Model Lab4 Nat} :
    ∃ v, EvalFx M fileTool Lab4.empty [] (.call "post" (.const (.int 1))) [] v 1 []
      [.call Lab4.empty "post" ⟨.const (.int 1), Lab4.empty⟩] :=
  ⟨_, .call .const (by decide +kernel) rfl⟩

/-- 3. A secret argument to the sink `"post"` (clearance `{}`) has no run at all: no call effect. -/
example {M : Model Lab4 Nat} {C C' : Session Lab4} {v : Value Lab4} {w : Nat} {s : List String}
    {E : List (Effect Lab4)} :
    ¬ EvalFx M fileTool Lab4.empty C
    (.call "post" (.labS Lab4.S (.const (.int 1)))) C' v w s E := by
  intro h
  cases h with
  | call d hb _ => cases d with
    | labS d' => cases d'; revert hb; decide +kernel

/-- 4. The log shows `{U}` the call with a public argument, not the prompt of a secret
conversation. -/
example : Effects.shown Lab4.U
    [.prompt Lab4.empty [⟨.user, "secret", Lab4.S⟩],
     .call Lab4.empty "post" ⟨.const (.int 1), Lab4.empty⟩] =
    [.call Lab4.empty "post" ⟨.const (.int 1), Lab4.empty⟩] := by
  rfl

/-- 5. `peval` records the prompts made inside `fork` and before `clear`, with the conversation
each showed, and the call with its argument, in order. -/
example : traceSrc "send ({S} : 1); fork (recv); clear; send 2; let r = recv in call \"post\" r"
    ["7", "8"] =
    ["prompt {}: user {S}: 1", "prompt {}: user {}: 2", "call {} post: 8 @ {}"] := by decide +kernel

/-- 6. A call refused by its clearance is not recorded; a `recv` refused by the no-sensitive-upgrade
check shows the model nothing. -/
example : traceSrc "call \"post\" ({S} : 1)" = [] := by decide +kernel
example : traceSrc "if ({S} : true) then recv else 0" = [] := by decide +kernel

/-- 7. A reply that asks again: each prompt is recorded with the conversation it showed. -/
example : traceSrc "recv" ["recv", "5"] = ["prompt {}: ", "prompt {}: model {}: recv"] := by
  decide +kernel

end Llmbda.Test
