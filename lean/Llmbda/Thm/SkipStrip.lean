module

public import Llmbda.Thm.Denote
public import Llmbda.Thm.SkipBlind
public import Llmbda.Thm.Noninterference
public import Llmbda.Thm.Effects

/-!
# Stripping: the skipping semantics dominates the semantics, as the observer sees them

`Llmbda.denote_strip`: for a sampler of sub-distributions and an observer `m` that sees every
integrity label (or a run that never endorses), what `m` observes of the denotation
`denote S T none n pc C e` is dominated by what it observes of the skipping semantics
`denote S T (some m) n pc C e`: for every test `f` of observations,
`exp (f ∘ observe m) ≤ exp (f ∘ observe m)`. Where the skipping semantics short-circuits, the plain
run continues under a hidden `pc` (or with a hidden value); everything it can end in looks the same
to `m` (`Llmbda.denote_hidden`, from `Eval.hidden_session`, Confinement, and
`EvalFx.visible_eq_nil`: every effect of a run under a hidden `pc` is made under a hidden `pc`), and
it is a sub-distribution (`Llmbda.denote_mass_le`), so it weighs at most the dummy's `1`. Effects
are observed in order, so a sequenced run is observed as the continuation's observation after the
first part's effects (`Llmbda.exp_obs_andThen`).

Sequencing needs the dominating continuation to be *blind* (`Llmbda.Blind`: it gives the same
observations on outcomes `m` cannot tell apart); that is the high-blindness of the skipping
semantics (`Llmbda.denote_skip_blind`), continuation by continuation.

The proof is by induction on the depth (`Llmbda.denote_strip_inv`), under the invariant
`Llmbda.StripInv`: the observer sees every integrity label (then endorsing a hidden value gives a
hidden value, `flows_conf_eq`), or nothing endorses (`Llmbda.denote_strip_of_endorseFree`, every
observer: the term, the tools' results and the sampler's parsed replies are endorse-free, and so
are the values of plain runs, `Llmbda.denote_endorseFree_value`, so function bodies stay
endorse-free). Where the skipping semantics returns a dummy, the plain run fails, returns a hidden
value, or runs under a hidden `pc` (`Llmbda.Strip.hidden_run`); a `recv` under a hidden
conversation label records the same prompt in both and appends a hidden reply to a conversation
with a hidden label; a call with a hidden argument records the same call in both, with a hidden
result (`Llmbda.Strip.emit_hidden`); a `send` the
skipping semantics lets through without the upgrade check either passes it in the plain run too or
fails there. Elsewhere both runs do the same thing.

pin: 'Llmbda.denote_strip' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.denote_strip_of_endorseFree' depends on axioms: [propext, Classical.choice]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §6 (the stripping lemma).
-/

public section

namespace Llmbda

local infixl:68 " ⊔ " => JoinSemilattice.join

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

open Denote

section
noncomputable section
/-- `μ` is dominated by `ν` as the observer at `m` sees them: for every test `f` of observations,
`μ.exp (f ∘ observe m) ≤ ν.exp (f ∘ observe m)`. -/
def Strip (m : L) (μ ν : Dist W (Outcome L)) : Prop :=
  ∀ f : Observation L → W,
    μ.exp (fun o => f (observe m o)) ≤ ν.exp (fun o => f (observe m o))

/-- A continuation that gives the same observations on outcomes the observer cannot tell apart. -/
def Blind (m : L) (k : Session L → Value L → Dist W (Outcome L)) : Prop :=
  ∀ o1 o2 : Outcome L, observe m o1 = observe m o2 →
    Dist.map (observe m) (k o1.1 o1.2.1) = Dist.map (observe m) (k o2.1 o2.2.1)

end
end

omit [LabelSyntax L] in
/-- What `Strip` says, for one test `f`. -/
theorem Strip.exp_le {m : L} {μ ν : Dist W (Outcome L)} (h : Strip m μ ν)
    (f : Observation L → W) :
    μ.exp (fun o => f (observe m o)) ≤ ν.exp (fun o => f (observe m o)) := h f

omit [LabelSyntax L] in
/-- What `m` observes of a sequenced run: the continuation's observation, after the effects of the
first part that `m` can follow. -/
theorem exp_obs_andThen (m : L) (μ : Dist W (Outcome L))
    (k : Session L → Value L → Dist W (Outcome L)) (f : Observation L → W) :
    (andThen μ k).exp (fun o => f (observe m o)) =
      μ.exp (fun o => (k o.1 o.2.1).exp
        (fun o' => f (Observation.after (Effects.observe m o.2.2.2) (observe m o')))) := by
  unfold andThen
  rw [Dist.exp_bind]
  apply Dist.exp_congr_mem
  intro p _
  rw [Dist.exp_map]
  exact Dist.exp_congr_mem fun q _ => congrArg f (observe_prefix m p.2.2.2.1 p.2.2.2.2 q.2)

omit [LabelSyntax L] in
theorem Blind.exp_eq {m : L} {k : Session L → Value L → Dist W (Outcome L)} (hb : Blind m k)
    {o1 o2 : Outcome L} (h : observe m o1 = observe m o2) (f : Observation L → W) :
    (k o1.1 o1.2.1).exp (fun o => f (observe m o)) =
    (k o2.1 o2.2.1).exp (fun o => f (observe m o)) := by
  rw [← Dist.exp_map (observe m) (k o1.1 o1.2.1) f, ← Dist.exp_map (observe m) (k o2.1 o2.2.1) f,
    hb _ _ h]

omit [LabelSyntax L] in
theorem Strip.refl (m : L) (μ : Dist W (Outcome L)) : Strip m μ μ := fun _ => Weight.le_refl _

omit [LabelSyntax L] in
theorem Strip.nil (m : L) (ν : Dist W (Outcome L)) : Strip m [] ν := fun _ => Weight.zero_le _

omit [LabelSyntax L] in
/-- Sequencing preserves domination when the dominating continuation is blind. -/
theorem Strip.andThen {m : L} {μ ν : Dist W (Outcome L)}
    {k k' : Session L → Value L → Dist W (Outcome L)} (h : Strip m μ ν)
    (hk : ∀ p ∈ μ, Strip m (k p.2.1 p.2.2.1) (k' p.2.1 p.2.2.1)) (hb : Blind m k') :
    Strip m (Denote.andThen μ k) (Denote.andThen ν k') := by
  intro f
  rw [exp_obs_andThen, exp_obs_andThen]
  open Classical in
  let G : Observation L → W := fun x =>
    if hx : ∃ o : Outcome L, observe m o = x then
      (k' (Classical.choose hx).1 (Classical.choose hx).2.1).exp
        (fun o' => f (Observation.after x.2.2.2 (observe m o')))
    else 0
  have hG : ∀ o : Outcome L,
      (k' o.1 o.2.1).exp
        (fun o' => f (Observation.after (Effects.observe m o.2.2.2) (observe m o'))) =
        G (observe m o) := by
    intro o
    have hx : ∃ o', observe m o' = observe m o := ⟨o, rfl⟩
    simp only [G, dif_pos hx]
    exact (hb.exp_eq (Classical.choose_spec hx)
      (fun x => f (Observation.after (Effects.observe m o.2.2.2) x))).symm
  have e1 : μ.exp (fun o => (k' o.1 o.2.1).exp
      (fun o' => f (Observation.after (Effects.observe m o.2.2.2) (observe m o')))) =
      μ.exp (fun o => G (observe m o)) := Dist.exp_congr_mem fun p _ => hG p.2
  have e2 : ν.exp (fun o => (k' o.1 o.2.1).exp
      (fun o' => f (Observation.after (Effects.observe m o.2.2.2) (observe m o')))) =
      ν.exp (fun o => G (observe m o)) := Dist.exp_congr_mem fun p _ => hG p.2
  rw [e2]
  exact Weight.le_trans _ _ _ (Dist.exp_mono_mem fun p hp =>
    hk p hp (fun x => f (Observation.after (Effects.observe m p.2.2.2.2) x))) (e1 ▸ h G)

omit [LabelSyntax L] in
/-- A sub-distribution all of whose outcomes look like `o` is dominated by the point mass at `o`. -/
theorem Strip.of_obs {m : L} {μ : Dist W (Outcome L)} {o : Outcome L}
    (h : ∀ p ∈ μ, observe m p.2 = observe m o) (hμ : μ.mass ≤ 1) : Strip m μ (Dist.pure o) := by
  intro f
  rw [Dist.exp_pure]
  have := Dist.LeOn.of_mass (π := observe m) h hμ f
  rwa [Dist.exp_pure] at this

/-- What a run under a `pc` the observer cannot see ends in looks like the dummy. -/
theorem denote_hidden (S : Sampler L W) (T : Tools L) {m : L} {n : Nat} {pc : L} {C : Session L}
    {e : Term L} {p : W × Outcome L} (h : p ∈ denote S T none n pc C e) (hpc : flows pc m = false) :
    observe m p.2 = observe m (C, ⟨.const .unit, pc⟩, [], []) := by
  obtain ⟨w, C', v, s, E⟩ := p
  obtain ⟨w', d⟩ := denote_eval (⟨fun _ _ _ => 0⟩ : Model L Nat) S T h
  have hC := d.eval.hidden_session hpc
  have hv : Value.LowEq m v ⟨.const .unit, pc⟩ :=
    Value.LowEq.of_hidden (flows_eq_false_of d.eval.confinement hpc) hpc
  refine observe_eq_iff.mpr ⟨hC.symm, hv, ?_⟩
  simp only [Effects.observe, d.visible_eq_nil hpc, List.map_nil, List.filter_nil]

/-! ## Building blocks -/

omit [LabelSyntax L] in
/-- Under an observer that sees every integrity label, endorsing a hidden value (or with a hidden
label) gives a hidden value. -/
private theorem endorse_hidden {m : L} (hm : ∀ l : L, flows (Factored.integ l) m = true)
    (pc : L) {l1 l2 : L} (ℓ : L) (h : flows (l1 ⊔ l2) m = false) :
    flows (pc ⊔ l1 ⊔ Factored.conf l2 ⊔ ℓ) m = false := by
  rw [flows_join_eq, flows_join_eq, flows_join_eq, flows_conf_eq hm]
  rw [flows_join_eq] at h
  revert h
  cases flows pc m <;> cases flows l1 m <;> cases flows l2 m <;> simp

omit [LabelSyntax L] in
/-- Outcomes that look the same are dominated by one another. -/
theorem Strip.of_observe_eq {m : L} {o o' : Outcome L} (h : observe m o = observe m o') :
    Strip m (Dist.pure o : Dist W (Outcome L)) (Dist.pure o') := by
  intro f
  rw [Dist.exp_pure, Dist.exp_pure, h]
  exact Weight.le_refl _

omit [LabelSyntax L] in
/-- A hidden value is dominated by a dummy with a hidden label. -/
theorem Strip.ret_hidden {m : L} (C : Session L) {v : Value L} {l : L}
    (hv : flows v.label m = false) (hl : flows l m = false) :
    Strip m (ret C v : Dist W (Outcome L)) (dummy C l) :=
  Strip.of_observe_eq
    (observe_eq_iff.mpr ⟨Session.LowEq.refl _ _, Value.LowEq.of_hidden hv hl, rfl⟩)

omit [LabelSyntax L] in
/-- An effect with a hidden result is dominated by the same effect with a dummy result. -/
theorem Strip.emit_hidden {m : L} (C : Session L) (ev : Effect L) {v : Value L} {l : L}
    (hv : flows v.label m = false) (hl : flows l m = false) :
    Strip m (emit C v ev : Dist W (Outcome L)) (emit C ⟨.const .unit, l⟩ ev) :=
  Strip.of_observe_eq
    (observe_eq_iff.mpr ⟨Session.LowEq.refl _ _, Value.LowEq.of_hidden hv hl, rfl⟩)

/-- A plain run under a hidden `pc` is dominated by a dummy with a hidden label. -/
theorem Strip.hidden_run (S : Sampler L W) (T : Tools L) (hS : ∀ md C, (S md C).mass ≤ 1) {m : L}
    {n : Nat} {pc : L} {C : Session L} {e : Term L} {l : L} (hpc : flows pc m = false)
    (hl : flows l m = false) : Strip m (denote S T none n pc C e) (dummy C l) := by
  refine Strip.of_obs (fun p hp => ?_) (denote_mass_le S T none hS n pc C e)
  rw [denote_hidden S T hp hpc]
  exact observe_eq_iff.mpr ⟨Session.LowEq.refl _ _, Value.LowEq.of_hidden hpc hl, rfl⟩

omit [LabelSyntax L] [Weight W] in
/-- A continuation giving the same observations on related conversations and values is blind. -/
theorem Blind.of_rel {m : L} {k : Session L → Value L → Dist W (Outcome L)}
    (h : ∀ C1 C2 v1 v2, Session.LowEq m C1 C2 → Value.LowEq m v1 v2 →
      Dist.map (observe m) (k C1 v1) = Dist.map (observe m) (k C2 v2)) : Blind m k :=
  fun _ _ ho => let ⟨hC, hv, _⟩ := observe_eq_iff.mp ho; h _ _ _ _ hC hv

omit [LabelSyntax L] in
/-- Sequencing two runs (the second not looking at the first value) and a continuation of both
values preserves domination, when the dominating second run and continuation are blind. -/
theorem Strip.andThen2 {m : L} {μ ν : Dist W (Outcome L)} {k k' : Session L → Dist W (Outcome L)}
    {K K' : Value L → Session L → Value L → Dist W (Outcome L)} (h : Strip m μ ν)
    (hk : ∀ p ∈ μ, Strip m (k p.2.1) (k' p.2.1))
    (hK : ∀ p ∈ μ, ∀ q ∈ k p.2.1, Strip m (K p.2.2.1 q.2.1 q.2.2.1) (K' p.2.2.1 q.2.1 q.2.2.1))
    (hb : ∀ v1 v2, Value.LowEq m v1 v2 → ∀ C1 C2 u1 u2, Session.LowEq m C1 C2 →
      Value.LowEq m u1 u2 → Dist.map (observe m) (K' v1 C1 u1) = Dist.map (observe m) (K' v2 C2 u2))
    (hr : ∀ C1 C2, Session.LowEq m C1 C2 →
      Dist.map (observe m) (k' C1) = Dist.map (observe m) (k' C2)) :
    Strip m (Denote.andThen μ fun C1 v1 => Denote.andThen (k C1) (K v1))
      (Denote.andThen ν fun C1 v1 => Denote.andThen (k' C1) (K' v1)) :=
  Strip.andThen h
    (fun p hp => Strip.andThen (hk p hp) (fun q hq => hK p hp q hq)
      (Blind.of_rel fun _ _ _ _ hC hu => hb _ _ (Value.LowEq.refl _ _) _ _ _ _ hC hu))
    (Blind.of_rel fun _ _ _ _ hC hv =>
      map_observe_andThen (hr _ _ hC) fun _ _ _ _ hC' hu => hb _ _ hv _ _ _ _ hC' hu)

/-- Sampling the same replies, then runs dominated on the replies that parse, preserves
domination. -/
theorem Strip.sample {m : L} (S : Sampler L W) (md : ReplyMode) (C : Session L) (lc : L)
    (ev : Effect L) {run run' : Session L → Term L → Dist W (Outcome L)}
    (h : ∀ p ∈ S md C, ∀ t, parseReply md p.2 = .ok t →
      Strip m (run (C ++ [⟨.assistant, p.2, lc⟩]) t) (run' (C ++ [⟨.assistant, p.2, lc⟩]) t)) :
    Strip m (Denote.sample S md C lc ev run) (Denote.sample S md C lc ev run') := by
  intro f
  unfold Denote.sample
  rw [Dist.exp_bind, Dist.exp_bind]
  refine Dist.exp_mono_mem fun p hp => ?_
  dsimp only
  split
  · next t ht =>
    rw [Dist.exp_map, Dist.exp_map]
    have e : ∀ μ : Dist W (Outcome L),
        μ.exp (fun a => f (observe m (a.1, a.2.1, p.2 :: a.2.2.1, ev :: a.2.2.2))) =
          μ.exp (fun a => f (Observation.after (Effects.observe m [ev]) (observe m a))) :=
      fun μ => Dist.exp_congr_mem fun q _ => congrArg f (observe_prefix m [p.2] [ev] q.2)
    rw [e, e]
    exact h p hp t ht (fun x => f (Observation.after (Effects.observe m [ev]) x))
  · exact Weight.le_refl _

omit [LabelSyntax L] in
/-- `fork` (keep the conversation, take the value) preserves domination. -/
theorem Strip.fork {m : L} (C : Session L) {μ ν : Dist W (Outcome L)} (h : Strip m μ ν) :
    Strip m (Dist.map (fun o => (C, o.2.1, o.2.2)) μ)
      (Dist.map (fun o => (C, o.2.1, o.2.2)) ν) := by
  intro f
  rw [Dist.exp_map, Dist.exp_map]
  exact h fun x => f (Session.visible m C, flows (Session.label C) m, x.2.2)

/-! ## The invariant: an observer that sees every integrity label, or no `endorse` -/

section
noncomputable section
/-- The invariant of stripping: the observer sees every integrity label, or nothing endorses (the
term and the tools' results are endorse-free; the replies a run reads always are,
`parseReply_endorseFree`). -/
def StripInv (_S : Sampler L W) (T : Tools L) (m : L) (e : Term L) : Prop :=
  (∀ l : L, flows (Factored.integ l) m = true) ∨
    ((∀ name r r' lt, T.run name r = some (r', lt) → r'.endorseFree = true) ∧ e.endorseFree = true)
end
end

omit [Weight W] [LabelSyntax L] in
/-- The invariant passes to the parts of a term. -/
theorem StripInv.sub {S : Sampler L W} {T : Tools L} {m : L} {e a : Term L}
    (h : StripInv S T m e)
    (h' : e.endorseFree = true → a.endorseFree = true := by
      simp +contextual [Term.endorseFree]) :
    StripInv S T m a := by
  rcases h with hm | ⟨hT, he⟩
  · exact Or.inl hm
  · exact Or.inr ⟨hT, h' he⟩

/-- **Endorse-free runs give endorse-free values** (for the denotation): when the tools' results
are endorse-free, every outcome value of a plain endorse-free run is (from `Eval.endorseFree_value`,
for the sampler's support model, `Sampler.supportModel`). -/
theorem denote_endorseFree_value (S : Sampler L W) (T : Tools L)
    (hT : ∀ name r r' lt, T.run name r = some (r', lt) → r'.endorseFree = true)
    {n : Nat} {pc : L} {C C' : Session L} {e : Term L} {w : W} {v : Value L}
    {s : List String × List (Effect L)}
    (h : (w, C', v, s) ∈ denote S T none n pc C e) (he : e.endorseFree = true) :
    v.raw.endorseFree = true := by
  have hW : EndorseFreeWorld T := EndorseFreeWorld.intro hT
  obtain ⟨w', d, hw'⟩ := denote_sound_rel (P := fun (_ : W) (u : Nat) => u ≠ 0) S.supportModel S T
    Nat.one_ne_zero (fun _ _ _ _ h1 h2 => Nat.mul_ne_zero h1 h2)
    (fun md C p hp => by
      show S.supportModel.weight md C p.2 ≠ 0
      rw [show S.supportModel.weight md C p.2 = 1 from if_pos ⟨p.1, hp⟩]; exact Nat.one_ne_zero)
    n pc C e w C' v s.1 s.2 h
  exact d.eval.endorseFree_value hW hw' he

/-- The invariant passes to the body of an application of a function. -/
theorem StripInv.app_lam {S : Sampler L W} {T : Tools L} {m : L} {n : Nat} {pc : L}
    {C C1 C2 : Session L} {a b body : Term L} {x : String} {l : L} {v2 : Value L}
    {w1 w2 : W} {s1 s2 : List String × List (Effect L)} (h : StripInv S T m (.app a b))
    (h1 : (w1, C1, ⟨.lam x body, l⟩, s1) ∈ denote S T none n pc C a)
    (h2 : (w2, C2, v2, s2) ∈ denote S T none n pc C1 b) :
    StripInv S T m (body.subst x v2.toTerm) := by
  rcases h with hm | ⟨hT, he⟩
  · exact Or.inl hm
  refine Or.inr ⟨hT, ?_⟩
  simp only [Term.endorseFree, Bool.and_eq_true] at he
  have f1 := denote_endorseFree_value S T hT h1 he.1
  have f2 := denote_endorseFree_value S T hT h2 he.2
  simp only [Term.endorseFree] at f1
  exact Term.endorseFree_subst _ f1 (by simpa [Value.toTerm, Term.endorseFree] using f2)

/-- The invariant passes to the body of an application of a recursive function. -/
theorem StripInv.app_fix {S : Sampler L W} {T : Tools L} {m : L} {n : Nat} {pc : L}
    {C C1 C2 : Session L} {a b body : Term L} {f x : String} {l : L} {v2 : Value L}
    {w1 w2 : W} {s1 s2 : List String × List (Effect L)} (h : StripInv S T m (.app a b))
    (h1 : (w1, C1, ⟨.fix f x body, l⟩, s1) ∈ denote S T none n pc C a)
    (h2 : (w2, C2, v2, s2) ∈ denote S T none n pc C1 b) :
    StripInv S T m ((body.subst x v2.toTerm).subst f (.val (.fix f x body) l)) := by
  rcases h with hm | ⟨hT, he⟩
  · exact Or.inl hm
  refine Or.inr ⟨hT, ?_⟩
  simp only [Term.endorseFree, Bool.and_eq_true] at he
  have f1 := denote_endorseFree_value S T hT h1 he.1
  have f2 := denote_endorseFree_value S T hT h2 he.2
  simp only [Term.endorseFree] at f1
  exact Term.endorseFree_subst _
    (Term.endorseFree_subst _ f1 (by simpa [Value.toTerm, Term.endorseFree] using f2))
    (by simpa [Term.endorseFree] using f1)

/-! ## Stripping -/

/-- Stripping under the invariant `StripInv` (an observer that sees every integrity label, or no
`endorse` anywhere), by induction on the depth. -/
theorem denote_strip_inv (S : Sampler L W) (T : Tools L) (m : L) (hS : ∀ md C, (S md C).mass ≤ 1) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L), StripInv S T m e →
      Strip m (denote S T none n pc C e) (denote S T (some m) n pc C e) := by
  intro n
  induction n with
  | zero => intro pc C e _; exact Strip.nil _ _
  | succ d ih =>
    intro pc C e hI
    obtain hpc | hpc := Bool.dichotomy (flows pc m)
    · have e1 : denote S T (some m) (d + 1) pc C e = dummy C pc := by
        simp only [denote, hid_some, hpc, Bool.not_false, ↓reduceIte]
      rw [e1]
      exact Strip.hidden_run S T hS hpc hpc
    cases e with
    | var x =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.nil _ _
    | const c =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.refl _ _
    | lit l =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.refl _ _
    | lam x b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.refl _ _
    | fix f x b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.refl _ _
    | val r l =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.refl _ _
    | app a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun p hp q hq => ?_) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      · obtain ⟨w1, C1, v1, s1⟩ := p; obtain ⟨w2, C2, v2, s2⟩ := q
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ |
            exact Strip.hidden_run S T hS (flows_join_eq_false_of_right _ hl)
              (flows_join_eq_false_of_right _ hl)
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · exact ih _ _ _ (hI.app_lam hp hq)
          · exact ih _ _ _ (hI.app_fix hp hq)
          · exact Strip.nil _ _
      · intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        obtain hl | hl := Bool.dichotomy (flows l1 m)
        · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC2 (flows_join_eq_false_of_right pc hl)
            (flows_join_eq_false_of_right pc hl')
        · obtain ⟨rfl, hraw⟩ := hv1.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i x b l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨b', rfl, hb'⟩ := Term.erase_eq_lam hraw
            dsimp only
            apply denote_skip_blind S T m d _ _ _ _ _ hC2
            show Term.erase m _ = Term.erase m _
            rw [Term.erase_subst, Term.erase_subst, hb', hu]
          · rename_i f x b l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨b', rfl, hb'⟩ := Term.erase_eq_fix hraw
            dsimp only
            apply denote_skip_blind S T m d _ _ _ _ _ hC2
            show Term.erase m _ = Term.erase m _
            rw [Term.erase_subst, Term.erase_subst, Term.erase_subst, Term.erase_subst, hb', hu]
            simp only [Term.erase, hb']
          · rename_i hne1 hne2
            split
            · rename_i x b l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              obtain ⟨b', rfl, -⟩ := Term.erase_eq_lam hraw.symm
              exact (hne1 _ _ _ rfl).elim
            · rename_i f x b l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              obtain ⟨b', rfl, -⟩ := Term.erase_eq_fix hraw.symm
              exact (hne2 _ _ _ _ rfl).elim
            · rfl
    | ite c a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun p _ => ?_) ?_
      · obtain ⟨-, C1, v1, -⟩ := p
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ |
            exact Strip.hidden_run S T hS (flows_join_eq_false_of_right _ hl)
              (flows_join_eq_false_of_right _ hl)
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ | exact ih _ _ _ hI.sub
      · refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        obtain hl | hl := Bool.dichotomy (flows l1 m)
        · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC1 (flows_join_eq_false_of_right pc hl)
            (flows_join_eq_false_of_right pc hl')
        · obtain ⟨rfl, hraw⟩ := hv1.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_const _).eq_of_erase hraw
            exact denote_skip_blind S T m d _ _ _ _ _ hC1 (Term.LowEq.refl _ _)
          · rename_i l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_const _).eq_of_erase hraw
            exact denote_skip_blind S T m d _ _ _ _ _ hC1 (Term.LowEq.refl _ _)
          · rename_i hne1 hne2
            split
            · rename_i l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              cases (Term.isAtom_const _).eq_of_erase hraw.symm
              exact (hne1 _ rfl).elim
            · rename_i l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              cases (Term.isAtom_const _).eq_of_erase hraw.symm
              exact (hne2 _ rfl).elim
            · rfl
    | prim1 op a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun p _ => ?_) ?_
      · obtain ⟨-, C1, v1, -⟩ := p
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ | exact Strip.ret_hidden _ hl hl
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        obtain hl | hl := Bool.dichotomy (flows l1 m)
        · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC1 hl hl'
        · obtain ⟨rfl, hraw⟩ := hv1.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split <;> split
          · rename_i _ x hx _ y hy
            cases (Prim.eval1_atom hx).eq_of_erase hraw
            rw [hx] at hy; cases hy
            exact map_observe_ret hC1 (Value.LowEq.refl _ _)
          · rename_i _ x hx _ y hy
            cases (Prim.eval1_atom hx).eq_of_erase hraw
            rw [hx] at hy; cases hy
          · rename_i _ x hx _ y hy
            cases (Prim.eval1_atom hy).eq_of_erase hraw.symm
            rw [hx] at hy; cases hy
          · rfl
    | prim2 op a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun p hp q hq => ?_) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      · obtain ⟨w1, C1, v1, s1⟩ := p; obtain ⟨w2, C2, v2, s2⟩ := q
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows (v1.label ⊔ v2.label) m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ | exact Strip.ret_hidden _ hl hl
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
        obtain hl | hl := Bool.dichotomy (flows (l1 ⊔ k1) m)
        · have hl' : flows (l2 ⊔ k2) m = false := by
            rw [← flows_join_congr hv1.flows_eq_mk hu.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC2 hl hl'
        · have hl2 := hl
          rw [flows_join_eq, Bool.and_eq_true] at hl2
          obtain ⟨rfl, hraw1⟩ := hv1.vis hl2.1
          obtain ⟨rfl, hraw2⟩ := hu.vis hl2.2
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split <;> split
          · rename_i _ x hx _ y hy
            rw [Prim.eval2_erase hraw1 hraw2 hx] at hy; cases hy
            exact map_observe_ret hC2 (Value.LowEq.refl _ _)
          · rename_i _ x hx _ y hy
            rw [Prim.eval2_erase hraw1 hraw2 hx] at hy; cases hy
          · rename_i _ x hx _ y hy
            rw [Prim.eval2_erase hraw1.symm hraw2.symm hy] at hx; cases hx
          · rfl
    | pair a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun _ _ _ _ => Strip.refl _ _) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
      refine map_observe_ret hC2 (Value.LowEq.mk' rfl fun _ => ⟨rfl, ?_⟩)
      rw [Term.erase_pair, Term.erase_pair]
      exact congr (congrArg Term.pair hv1) hu
    | fst a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun p _ => ?_) ?_
      · obtain ⟨-, C1, v1, -⟩ := p
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ |
            exact Strip.ret_hidden _ (flows_join_eq_false_of_right _ hl) hl
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        obtain hl | hl := Bool.dichotomy (flows l1 m)
        · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC1 hl hl'
        · obtain ⟨rfl, hraw⟩ := hv1.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i x lx q l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨a', q', rfl, hx, -⟩ := Term.erase_eq_pair hraw
            obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
            dsimp only
            have hv : Value.LowEq m ⟨x, lx⟩ ⟨x', lx'⟩ := hx
            exact map_observe_ret hC1 (hv.raise l1)
          · rename_i hne
            split
            · rename_i x lx q l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              obtain ⟨a', q', rfl, hx, -⟩ := Term.erase_eq_pair hraw.symm
              obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
              exact (hne _ _ _ _ rfl).elim
            · rfl
    | snd a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun p _ => ?_) ?_
      · obtain ⟨-, C1, v1, -⟩ := p
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ |
            exact Strip.ret_hidden _ (flows_join_eq_false_of_right _ hl) hl
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        obtain hl | hl := Bool.dichotomy (flows l1 m)
        · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC1 hl hl'
        · obtain ⟨rfl, hraw⟩ := hv1.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i q x lx l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            obtain ⟨q', a', rfl, -, hx⟩ := Term.erase_eq_pair hraw
            obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
            dsimp only
            have hv : Value.LowEq m ⟨x, lx⟩ ⟨x', lx'⟩ := hx
            exact map_observe_ret hC1 (hv.raise l1)
          · rename_i hne
            split
            · rename_i q x lx l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              obtain ⟨q', a', rfl, -, hx⟩ := Term.erase_eq_pair hraw.symm
              obtain ⟨x', lx', rfl⟩ := Term.erase_eq_val hx
              exact (hne _ _ _ _ rfl).elim
            · rfl
    | labS ℓ a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun _ _ => Strip.refl _ _) ?_
      refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
      rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
      exact map_observe_ret hC1 (hv1.raise ℓ)
    | labD a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun p hp q hq => ?_) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      · obtain ⟨w1, C1, v1, s1⟩ := p; obtain ⟨w2, C2, v2, s2⟩ := q
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ |
            exact Strip.ret_hidden _ (flows_join_eq_false_of_right _ hl)
              (flows_join_eq_false_of_right _ hl)
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
        obtain hl | hl := Bool.dichotomy (flows l1 m)
        · have hl' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC2 (flows_join_eq_false_of_right k1 hl)
            (flows_join_eq_false_of_right k2 hl')
        · obtain ⟨rfl, hraw⟩ := hv1.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw
            exact map_observe_ret hC2 ((hu.raise ℓ).raise l1)
          · rename_i hne
            split
            · rename_i ℓ l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              cases (Term.isAtom_lit _).eq_of_erase hraw.symm
              exact (hne _ _ rfl).elim
            · rfl
    | test a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun p hp q hq => ?_) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      · obtain ⟨w1, C1, v1, s1⟩ := p; obtain ⟨w2, C2, v2, s2⟩ := q
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v2.label m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> first | exact Strip.nil _ _ |
            exact Strip.ret_hidden _ (flows_join_eq_false_of_right _ hl)
              (flows_join_eq_false_of_right pc hl)
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · split
            · rename_i ℓ _ hlm
              have hlm' : flows ℓ m = false := by simpa using hlm
              exact Strip.ret_hidden _
                (flows_join_eq_false_of_left _ (flows_join_eq_false_of_right pc hlm'))
                (flows_join_eq_false_of_left _ (flows_join_eq_false_of_right pc hlm'))
            · exact Strip.refl _ _
          · exact Strip.refl _ _
      · intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
        obtain hl | hl := Bool.dichotomy (flows k1 m)
        · have hl' : flows k2 m = false := by rw [← hu.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC2 (flows_join_eq_false_of_right pc hl)
            (flows_join_eq_false_of_right pc hl')
        · obtain ⟨rfl, hraw⟩ := hu.vis hl
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw
            obtain hlm | hlm := Bool.dichotomy (flows ℓ m)
            · simp only [hlm, Bool.not_false, ↓reduceIte]
              exact map_observe_dummy hC2
                (flows_join_eq_false_of_left _ (flows_join_eq_false_of_right pc hlm))
                (flows_join_eq_false_of_left _ (flows_join_eq_false_of_right pc hlm))
            · simp only [hlm, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
              have hans : flows l1 ℓ = flows l2 ℓ := by
                obtain h1 | h1 := Bool.dichotomy (flows l1 m)
                · have h1' : flows l2 m = false := by rw [← hv1.flows_eq_mk]; exact h1
                  rw [flows_eq_false_of_hidden h1 hlm, flows_eq_false_of_hidden h1' hlm]
                · obtain ⟨rfl, -⟩ := hv1.vis h1; rfl
              rw [hans]
              exact map_observe_ret hC2 (Value.LowEq.refl _ _)
          · rename_i hne
            split
            · rename_i ℓ l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              cases (Term.isAtom_lit _).eq_of_erase hraw.symm
              exact (hne _ _ rfl).elim
            · rfl
    | assert a b =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun p hp q hq => ?_) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      · obtain ⟨w1, C1, v1, s1⟩ := p; obtain ⟨w2, C2, v2, s2⟩ := q
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows (v1.label ⊔ v2.deepLabel) m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> (try split) <;> first | exact Strip.nil _ _ |
            exact Strip.ret_hidden _ (flows_join_eq_false_comm hl) (flows_join_eq_false_comm hl)
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        obtain hl | hl := Bool.dichotomy (flows (l1 ⊔ u1.deepLabel) m)
        · have hl' : flows (l2 ⊔ u2.deepLabel) m = false := by
            rw [← flows_join_congr hv1.flows_eq_mk hu.deep_eq]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC2 (flows_join_eq_false_comm hl) (flows_join_eq_false_comm hl')
        · have hl2 := hl
          rw [flows_join_eq, Bool.and_eq_true] at hl2
          obtain ⟨rfl, hraw⟩ := hv1.vis hl2.1
          cases hu.eq_of_deep hl2.2
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw
            dsimp only
            split
            · exact map_observe_ret hC2 (Value.LowEq.refl _ _)
            · rfl
          · rename_i hne
            split
            · rename_i ℓ l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              cases (Term.isAtom_lit _).eq_of_erase hraw.symm
              exact (hne _ _ rfl).elim
            · rfl
    | endorse p a b =>
      have hm : ∀ l : L, flows (Factored.integ l) m = true := by
        rcases hI with hm | ⟨-, hef⟩
        · exact hm
        · simp [Term.endorseFree] at hef
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen2 (ih _ _ _ hI.sub) (fun _ _ => ih _ _ _ hI.sub)
        (fun p hp q hq => ?_) ?_
        (fun C1 C2 hC => denote_skip_blind S T m d pc C1 C2 b b hC (Term.LowEq.refl _ _))
      · obtain ⟨w1, C1, v1, s1⟩ := p; obtain ⟨w2, C2, v2, s2⟩ := q
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows (v1.label ⊔ v2.label) m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> (try split) <;> first | exact Strip.nil _ _ |
            exact Strip.ret_hidden _ (endorse_hidden hm pc _ hl) (flows_join_eq_false_assoc pc hl)
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · intro v1 v2 hv1 C5 C6 u1 u2 hC2 hu
        rcases v1 with ⟨r1, l1⟩; rcases v2 with ⟨r2, l2⟩
        rcases u1 with ⟨s1, k1⟩; rcases u2 with ⟨s2, k2⟩
        obtain hl | hl := Bool.dichotomy (flows (l1 ⊔ k1) m)
        · have hl' : flows (l2 ⊔ k2) m = false := by
            rw [← flows_join_congr hv1.flows_eq_mk hu.flows_eq_mk]; exact hl
          simp only [hl, hl', Bool.not_false, ↓reduceIte]
          exact map_observe_dummy hC2 (flows_join_eq_false_assoc pc hl)
            (flows_join_eq_false_assoc pc hl')
        · have hl2 := hl
          rw [flows_join_eq, Bool.and_eq_true] at hl2
          obtain ⟨rfl, hraw⟩ := hv1.vis hl2.1
          obtain ⟨rfl, hraw2⟩ := hu.vis hl2.2
          simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · rename_i ℓ l heq
            simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
            cases (Term.isAtom_lit _).eq_of_erase hraw
            dsimp only
            split
            · exact map_observe_ret hC2 (Value.LowEq.mk' rfl fun _ => ⟨rfl, hraw2⟩)
            · rfl
          · rename_i hne
            split
            · rename_i ℓ l heq
              simp only [Value.mk.injEq] at heq; obtain ⟨rfl, rfl⟩ := heq
              cases (Term.isAtom_lit _).eq_of_erase hraw.symm
              exact (hne _ _ rfl).elim
            · rfl
    | send a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun p _ => ?_) ?_
      · obtain ⟨-, C1, v1, -⟩ := p
        dsimp only
        obtain hf | hf := Bool.dichotomy (flows pc (Session.label C1))
        · simp only [hf]
          exact Strip.nil _ _
        · simp only [hf, Bool.or_true, ↓reduceIte]
          exact Strip.refl _ _
      · refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
        obtain hl | hl := Bool.dichotomy (flows (Session.label C3) m)
        · have hl' : flows (Session.label C4) m = false := by rw [← hC1.2]; exact hl
          simp only [hl, hl', Bool.not_false, Bool.true_or, ↓reduceIte]
          refine map_observe_ret ?_ (Value.LowEq.refl _ _)
          obtain hd | hd := Bool.dichotomy (flows v1.deepLabel m)
          · have hd' : flows v2.deepLabel m = false := by rw [← hv1.deep_eq]; exact hd
            exact hC1.append_hidden hd hd'
          · cases hv1.eq_of_deep hd
            exact hC1.append_same _
        · cases hC1.eq_of_label hl
          obtain hd | hd := Bool.dichotomy (flows v1.deepLabel m)
          · have hd' : flows v2.deepLabel m = false := by rw [← hv1.deep_eq]; exact hd
            simp only [hl, Bool.not_true, Bool.false_or]
            split
            · refine map_observe_ret ?_ (Value.LowEq.refl _ _)
              exact hC1.append_hidden hd hd'
            · rfl
          · cases hv1.eq_of_deep hd
            rfl
    | recv md =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      obtain hl | hl := Bool.dichotomy (flows (pc ⊔ Session.label C) m)
      · simp only [hl, Bool.not_false, ↓reduceIte]
        have hC : flows (Session.label C) m = false := by
          rw [flows_join_eq, hpc, Bool.true_and] at hl; exact hl
        split
        · refine Strip.of_obs (fun p hp => ?_)
            (mass_sample_le (hS md C) fun _ _ => denote_mass_le S T none hS _ _ _ _)
          obtain ⟨w, C', v, s, E⟩ := p
          obtain ⟨w1, r, t, w2, s2, E2, -, -, h2, -, rfl, rfl⟩ := mem_sample hp
          obtain ⟨hC', hv, hE⟩ := observe_eq_iff.mp (denote_hidden S T h2 hl)
          refine observe_eq_iff.mpr
            ⟨hC'.trans (Session.LowEq.append_hidden_self C hC hl).symm, hv, ?_⟩
          show Effects.observe m ([.prompt pc C] ++ E2) = Effects.observe m [.prompt pc C]
          rw [Effects.observe_append, hE]
          exact List.append_nil _
        · exact Strip.nil _ _
      · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
        obtain hf | hf := Bool.dichotomy (flows pc (Session.label C))
        · simp only [hf, Bool.false_eq_true, ↓reduceIte]
          exact Strip.nil _ _
        · simp only [hf, ↓reduceIte]
          refine Strip.sample S md C _ _ fun p hp t ht => ih _ _ _ ?_
          rcases hI with hm | ⟨hT, -⟩
          · exact Or.inl hm
          · exact Or.inr ⟨hT, parseReply_endorseFree ht⟩
    | fork a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.fork C (ih _ _ _ hI.sub)
    | clear =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      exact Strip.refl _ _
    | call name a =>
      simp only [denote, hid_none, hid_some, hpc, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
      refine Strip.andThen (ih _ _ _ hI.sub) (fun p _ => ?_) ?_
      · obtain ⟨-, C1, v1, -⟩ := p
        dsimp only
        obtain hl | hl := Bool.dichotomy (flows v1.deepLabel m)
        · simp only [hl, Bool.not_false, ↓reduceIte]
          split <;> (try split) <;> first | exact Strip.nil _ _ |
            exact Strip.emit_hidden _ _ (flows_join_eq_false_of_left _ hl) hl
        · simp only [hl, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          exact Strip.refl _ _
      · refine Blind.of_rel fun C3 C4 v1 v2 hC1 hv1 => ?_
        obtain hd | hd := Bool.dichotomy (flows v1.deepLabel m)
        · have hd' : flows v2.deepLabel m = false := by rw [← hv1.deep_eq]; exact hd
          simp only [hd, hd', Bool.not_false, ↓reduceIte]
          exact map_observe_emit hC1 (Value.LowEq.of_hidden hd hd') (Effects.observe_call hv1)
        · cases hv1.eq_of_deep hd
          simp only [hd, Bool.not_true, Bool.false_eq_true, ↓reduceIte]
          split
          · split
            · exact map_observe_emit hC1 (Value.LowEq.refl _ _) rfl
            · rfl
          · rfl

/-- **Stripping** (the skipping semantics dominates the semantics, as `m` sees them): for a sampler
of sub-distributions and an observer `m` that sees every integrity label, what `m` observes of the
denotation is dominated by what it observes of the `m`-skipping semantics, at every depth. -/
theorem denote_strip (S : Sampler L W) (T : Tools L) (m : L) (hS : ∀ md C, (S md C).mass ≤ 1)
    (hm : ∀ l : L, flows (Factored.integ l) m = true) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L),
      Strip m (denote S T none n pc C e) (denote S T (some m) n pc C e) :=
  fun n pc C e => denote_strip_inv S T m hS n pc C e (Or.inl hm)

/-- **Stripping for endorse-free runs**, for every observer: when the tools' results are
endorse-free (the model's replies need no hypothesis: a run never reads one that endorses), what `m`
observes of the denotation of an endorse-free term is dominated by what it observes of the
`m`-skipping semantics, at every depth. -/
theorem denote_strip_of_endorseFree (S : Sampler L W) (T : Tools L) (m : L)
    (hS : ∀ md C, (S md C).mass ≤ 1)
    (hT : ∀ name r r' lt, T.run name r = some (r', lt) → r'.endorseFree = true) :
    ∀ (n : Nat) (pc : L) (C : Session L) (e : Term L), e.endorseFree = true →
      Strip m (denote S T none n pc C e) (denote S T (some m) n pc C e) :=
  fun n pc C e he => denote_strip_inv S T m hS n pc C e (Or.inr ⟨hT, he⟩)

end Llmbda

end
