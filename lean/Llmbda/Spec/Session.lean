module

public import Llmbda.Syntax.Term

/-!
# Conversations (sessions)

The configuration `C` of the semantics is the conversation with the model: a list of labelled
messages, oldest first. `send` appends a user message, `recv` appends the model's reply. The session
label is the join of the labels of its messages; it labels everything the model says next.
-/

@[expose] public section

noncomputable section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

/-- Who wrote a message. -/
inductive Role where
  /-- A prompt, appended by `send`. -/
  | user
  /-- A model reply, appended by `recv`. -/
  | assistant
deriving DecidableEq, Inhabited

/-- A labelled message of the conversation. -/
structure Message (L : Type) where
  role : Role
  content : String
  label : L
deriving DecidableEq, Inhabited

/-- A conversation, oldest message first: the configuration `C` of the semantics. -/
abbrev Session (L : Type) := List (Message L)

namespace Session
variable {L : Type} [JoinSemilattice L]

/-- The session label: the join of the labels of the messages (`⊥` for the empty session). -/
def label : Session L → L
  | [] => JoinSemilattice.bot
  | m :: ms => m.label ⊔ label ms

end Session

end Llmbda

end
