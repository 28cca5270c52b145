module

/-!
# Compiled replacements for Init functions

The wasm Lean that checks this project has no private IR for Init, so its code generator cannot
compile calls into some Init functions (`List.instAppend`, derived `DecidableEq` on lists and
options, …). Each is replaced here, for the compiler only, by a structurally recursive copy bound to
it by a `@[csimp]` theorem: a proved equality, so the kernel and every proof keep seeing Init's
definition, and every theorem about `peval` is a theorem about the compiled code.
-/

public section

namespace Llmbda.Compiled

universe u

/-- List append, structurally recursive. -/
def append {α : Type u} : List α → List α → List α
  | [], l => l
  | a :: as, l => a :: append as l

theorem append_eq {α : Type u} : ∀ (a b : List α), append a b = List.append a b
  | [], _ => rfl
  | a :: as, b => by simp only [append, append_eq as b]; rfl

/-- `Append (List α)` through `append`. -/
def instAppend {α : Type u} : Append (List α) := ⟨append⟩

@[csimp] theorem instAppend_eq : @List.instAppend = @instAppend := by
  funext α
  show (⟨List.append⟩ : Append (List α)) = ⟨append⟩
  congr 1
  funext a b
  exact (append_eq a b).symm

/-- Decidable equality of lists, structurally recursive. -/
def decEqList {α : Type u} [DecidableEq α] : (a b : List α) → Decidable (a = b)
  | [], [] => isTrue rfl
  | [], _ :: _ => isFalse (fun h => by cases h)
  | _ :: _, [] => isFalse (fun h => by cases h)
  | a :: as, b :: bs =>
    if h : a = b then
      match decEqList as bs with
      | isTrue h' => isTrue (h ▸ h' ▸ rfl)
      | isFalse h' => isFalse (fun e => h' (List.cons.inj e).2)
    else isFalse (fun e => h (List.cons.inj e).1)

@[csimp] theorem instDecidableEqList_eq : @instDecidableEqList = @decEqList := by
  funext α inst a b
  exact Subsingleton.elim _ _

/-- Decidable equality of options. -/
def decEqOption {α : Type u} [DecidableEq α] : (a b : Option α) → Decidable (a = b)
  | none, none => isTrue rfl
  | none, some _ => isFalse (fun h => by cases h)
  | some _, none => isFalse (fun h => by cases h)
  | some a, some b =>
    if h : a = b then isTrue (h ▸ rfl) else isFalse (fun e => h (Option.some.inj e))

@[csimp] theorem instDecidableEqOption_eq : @Option.instDecidableEq = @decEqOption := by
  funext α inst a b
  exact Subsingleton.elim _ _

end Llmbda.Compiled

namespace Llmbda.Compiled

universe v

/-- `List.reverse`, through an accumulator. -/
def reverseAux {α : Type v} : List α → List α → List α
  | [], acc => acc
  | a :: as, acc => reverseAux as (a :: acc)

theorem reverseAux_eq {α : Type v} : ∀ (a acc : List α), reverseAux a acc = List.reverseAux a acc
  | [], _ => rfl
  | a :: as, acc => reverseAux_eq as (a :: acc)

/-- `List.reverse`. -/
def reverse {α : Type v} (l : List α) : List α := reverseAux l []

@[csimp] theorem reverse_eq : @List.reverse = @reverse := by
  funext α l
  exact (reverseAux_eq l []).symm

/-- `List.length`, structurally recursive. -/
def length {α : Type v} : List α → Nat
  | [] => 0
  | _ :: as => length as + 1

theorem length_eq' {α : Type v} : ∀ l : List α, length l = List.length l
  | [] => rfl
  | _ :: as => by simp only [length, length_eq' as, List.length_cons]

@[csimp] theorem length_eq : @List.length = @length := by
  funext α l
  exact (length_eq' l).symm

/-- `List.isEmpty`. -/
def isEmpty {α : Type v} : List α → Bool
  | [] => true
  | _ :: _ => false

@[csimp] theorem isEmpty_eq : @List.isEmpty = @isEmpty := by
  funext α l
  cases l <;> rfl

end Llmbda.Compiled

namespace Llmbda.Compiled

universe w

/-- `List.head?`. -/
def head? {α : Type w} : List α → Option α
  | [] => none
  | a :: _ => some a

@[csimp] theorem head?_eq : @List.head? = @head? := by
  funext α l
  cases l <;> rfl

/-- `List.getD`. -/
def getD {α : Type w} : List α → Nat → α → α
  | [], _, d => d
  | a :: _, 0, _ => a
  | _ :: as, n + 1, d => getD as n d

theorem getD_eq' {α : Type w} : ∀ (l : List α) (n : Nat) (d : α), getD l n d = List.getD l n d
  | [], _, _ => rfl
  | _ :: _, 0, _ => rfl
  | _ :: as, n + 1, d => by simp only [getD, getD_eq' as n d, List.getD_cons_succ]

@[csimp] theorem getD_eq : @List.getD = @getD := by
  funext α l n d
  exact (getD_eq' l n d).symm

end Llmbda.Compiled
