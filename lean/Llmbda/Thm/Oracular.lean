module

public import Llmbda.Thm.Denote
public import Llmbda.Thm.DenoteComplete
public import Llmbda.Thm.PevalSound
public import Llmbda.Thm.PevalComplete
public import Llmbda.Spec.Hypotheses

/-!
# Oracular correctness: sampling the oracle and running `peval` gives the denotation

The paper's Theorem 3, for the interpreter `peval` the executable core is tested against. Sampling
the oracle means choosing the trace of replies `s` reply by reply, each with the model's weight
after the conversation so far; running `peval` with the oracle that answers `s`
(`Oracle.script s`) then gives one outcome. The theorems say that the denotation is exactly this:

* `Llmbda.denote_peval`: every outcome `(C', v, s)` of the denotation is what `peval` returns with
  the oracle `Oracle.script s` (every large enough depth, enough fuel), having drawn exactly `s`;
* `Llmbda.denote_trace_unique`: a trace determines the outcome (no trace of an outcome is a proper
  prefix of another's), so the denotation is a function of the sampled trace;
* `Llmbda.peval_denote`: conversely, whatever `peval` returns with an oracle that only gives replies
  the model may give is an outcome of the denotation at every large enough depth, with the trace of
  the oracle's answers;
* `Llmbda.denote_eq_peval` (**Theorem 3 as one equation**; `Llmbda.denote_eq_peval_of_le`: from
  one depth and fuel on, every larger one too): with one depth and fuel for all outcomes,
  mapping each outcome of the denotation (a sampled trace, with its weight) to what `peval` returns
  with the oracle that answers it gives exactly the denotation's distribution of conversations and
  values;
* the weight of each outcome is the product of the model's weights of the replies of its trace
  (`Llmbda.denote_sound`: the outcome's `Eval` derivation has the outcome's weight), and the total
  mass is at most `1` (`Llmbda.denote_mass_le`; it tends to `1` minus the probability of getting
  stuck or not terminating as the depth grows).

pin: 'Llmbda.denote_peval' depends on axioms: [propext]
pin: 'Llmbda.denote_trace_unique' depends on axioms: [propext]
pin: 'Llmbda.peval_denote' depends on axioms: [propext, Classical.choice]
pin: 'Llmbda.denote_eq_peval' depends on axioms: [propext]
pin: 'Llmbda.denote_eq_peval_of_le' depends on axioms: [propext]

## References
* Garby, Gordon, Sands. *The LLMbda Calculus*, arXiv:2602.20064, §5 (Theorem 3).
-/

public section

namespace Llmbda

variable {L W : Type} [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W]

omit [Factored L] [DecidableEq L] [LabelSyntax L] in
/-- The scripted oracle of `p ++ s` supplies `s` from reply number `p.length` on. -/
theorem Oracle.script_supplies (p s : List String) :
    (Oracle.script (p ++ s) : Oracle L).Supplies p.length s := by
  induction s generalizing p with
  | nil => exact Oracle.supplies_nil _ _
  | cons r rs ih =>
    refine (Oracle.supplies_cons _ _ _ _).mpr ⟨fun md C => ?_, ?_⟩
    · simp [Oracle.script]
    · have := ih (p ++ [r])
      simp only [List.append_assoc, List.cons_append, List.nil_append, List.length_append,
        List.length_cons, List.length_nil] at this
      exact this

/-- **The denotation is what `peval` computes** (oracular correctness, one outcome at a time): every
outcome of the denotation (final conversation `C'`, value `v`, trace `s`, effect trace `E`) is what
the interpreter `peval` returns from conversation `C` when its oracle answers with the trace `s`, at
every depth from some `d` on and with enough fuel `f`, having drawn exactly the replies of `s`, with
`R` fuel left over, and having recorded exactly the effects `E`. -/
theorem denote_peval (S : Sampler L W) (T : Tools L) {n : Nat} {pc : L} {C C' : Session L}
    {e : Term L} {w : W} {v : Value L} {s : List String} {E : List (Effect L)}
    (h : (w, C', v, s, E) ∈ denote S T none n pc C e) :
    ∃ (d f : Nat) (G : Log L), ∀ D R, d ≤ D →
      peval (Oracle.script s) T D pc (State.init C (f + R)) e =
        .ok ⟨C'.reverse, s.length, R, Effects.push E [], G⟩ v := by
  obtain ⟨w', hd⟩ := denote_eval (⟨fun _ _ _ => 0⟩ : Model L Nat) S T h
  obtain ⟨d, f, g, p⟩ := peval_complete_fx (⟨fun _ _ _ => 0⟩ : Model L Nat) (Oracle.script s) T hd 0
    (by simpa using Oracle.script_supplies (L := L) [] s)
  refine ⟨d, f, g (Log.init 0), fun D R hD => ?_⟩
  have := p D R [] (Log.init 0) hD
  rw [Nat.zero_add] at this
  exact this

/-- **A trace determines the outcome** (so the denotation is a function of the traces): two
outcomes of the denotation of the same configuration whose traces extend one another have the same
trace, conversation and value. The trace a run consumed is never a proper prefix of another's. -/
theorem denote_trace_unique (S : Sampler L W) (T : Tools L) {n1 n2 : Nat} {pc : L}
    {C C1 C2 : Session L} {e : Term L} {w1 w2 : W} {v1 v2 : Value L} {s1 s2 t : List String}
    {E1 E2 : List (Effect L)} (h1 : (w1, C1, v1, s1, E1) ∈ denote S T none n1 pc C e)
    (h2 : (w2, C2, v2, s2, E2) ∈ denote S T none n2 pc C e) (ht : s2 = s1 ++ t) :
    s1 = s2 ∧ C1 = C2 ∧ v1 = v2 := by
  obtain ⟨w1', d1⟩ := denote_eval (⟨fun _ _ _ => 0⟩ : Model L Nat) S T h1
  obtain ⟨w2', d2⟩ := denote_eval (⟨fun _ _ _ => 0⟩ : Model L Nat) S T h2
  have q1 : (Oracle.script s2 : Oracle L).Supplies 0 s1 := by
    rw [ht]
    exact ((Oracle.supplies_append _ s1 t 0).mp
      (by simpa using Oracle.script_supplies (L := L) [] (s1 ++ t))).1
  have q2 : (Oracle.script s2 : Oracle L).Supplies 0 s2 := by
    simpa using Oracle.script_supplies (L := L) [] s2
  obtain ⟨da, fa, ga, pa⟩ := peval_complete_fx (⟨fun _ _ _ => 0⟩ : Model L Nat) _ T d1 0 q1
  obtain ⟨db, fb, gb, pb⟩ := peval_complete_fx (⟨fun _ _ _ => 0⟩ : Model L Nat) _ T d2 0 q2
  have ea := pa (da + db) fb [] (Log.init 0) (Nat.le_add_right _ _)
  have eb := pb (da + db) fa [] (Log.init 0) (Nat.le_add_left _ _)
  rw [Nat.add_comm fb fa] at eb
  rw [ea] at eb
  simp only [Result.ok.injEq, State.mk.injEq, Nat.zero_add] at eb
  obtain ⟨⟨hC, hlen, _, _, _⟩, hv⟩ := eb
  refine ⟨?_, List.reverse_inj.mp hC, hv⟩
  rw [ht] at hlen ⊢
  have : t.length = 0 := by rw [List.length_append] at hlen; omega
  rw [List.length_eq_zero_iff.mp this, List.append_nil]


/-- **`peval` computes outcomes of the denotation**: if the oracle only gives replies the model may
give (each in the sampler's support in the reply mode and after the conversation it is asked
about, handed to it newest first), whatever `peval` returns is an outcome of the denotation at
every large enough depth, with the trace of the replies it drew (the oracle's answers number
`st.calls`, `st.calls + 1`, …) and the effects it recorded. -/
theorem peval_denote (S : Sampler L W) (T : Tools L) (O : Oracle L)
    (hO : ∀ n md C, ∃ p, (p, O n md C.reverse) ∈ S md C) {d : Nat} {pc : L} {st st' : State L}
    {e : Term L} {v : Value L} (h : peval O T d pc st e = .ok st' v) :
    ∃ s E, O.Drew st.calls s ∧ st'.calls = st.calls + s.length ∧
      st'.effects = Effects.push E st.effects ∧
      ∃ n, ∀ D, n ≤ D → ∃ w, (w, st'.session, v, s, E) ∈ denote S T none D pc st.session e := by
  have hPO : ∀ n md C, S.supportModel.weight md C (O n md C.reverse) ≠ 0 := by
    intro n md C
    simp [Sampler.supportModel, hO n md C]
  have hmul : ∀ a b : Nat, a ≠ 0 → b ≠ 0 → a * b ≠ 0 := fun _ _ => Nat.mul_ne_zero
  obtain ⟨w, s, E, hfx, hw, hdrew, hcalls, heff⟩ :=
    peval_sound_weight S.supportModel O T (· ≠ 0) (by decide) hmul hPO _ _ _ _ _ _ h
  refine ⟨s, E, hdrew, hcalls, heff, ?_⟩
  have hS : ∀ md C r, S.supportModel.weight md C r ≠ 0 →
      ∃ p, (p, r) ∈ S md C ∧ (fun (_ : W) (u : Nat) => u ≠ 0) p (S.supportModel.weight md C r) := by
    intro md C r hr
    have hex : ∃ p, (p, r) ∈ S md C := by
      refine Classical.byContradiction fun hn => hr ?_
      simp [Sampler.supportModel, hn]
    obtain ⟨p, hp⟩ := hex
    exact ⟨p, hp, hr⟩
  obtain ⟨n, hn⟩ := denote_complete (P := fun (_ : W) (u : Nat) => u ≠ 0) S.supportModel S T
    Nat.one_ne_zero (fun _ _ _ _ h1 h2 => hmul _ _ h1 h2) hS hfx hw
  exact ⟨n, fun D hD => let ⟨w0, hm, _⟩ := hn D hD; ⟨w0, hm⟩⟩

omit [Factored L] [DecidableEq L] [LabelSyntax L] [Weight W] in
/-- Finitely many "from some depth and fuel on" facts hold together from one depth and fuel on. -/
theorem uniform_bound {α : Type} (P : Nat → Nat → α → Prop) :
    ∀ (μ : List α), (∀ o ∈ μ, ∃ d f, ∀ D F, d ≤ D → f ≤ F → P D F o) →
      ∃ d f, ∀ D F, d ≤ D → f ≤ F → ∀ o ∈ μ, P D F o := by
  intro μ
  induction μ with
  | nil => intro _; exact ⟨0, 0, fun _ _ _ _ o h => by simp at h⟩
  | cons a μ ih =>
    intro h
    obtain ⟨d, f, ha⟩ := h a (List.mem_cons_self ..)
    obtain ⟨d', f', hμ⟩ := ih fun o ho => h o (List.mem_cons_of_mem _ ho)
    refine ⟨max d d', max f f', fun D F hD hF o ho => ?_⟩
    rcases List.mem_cons.mp ho with rfl | ho
    · exact ha D F (Nat.le_trans (Nat.le_max_left _ _) hD) (Nat.le_trans (Nat.le_max_left _ _) hF)
    · exact hμ D F (Nat.le_trans (Nat.le_max_right _ _) hD)
        (Nat.le_trans (Nat.le_max_right _ _) hF) o ho

/-- **Theorem 3 as one equation, from a depth and a fuel on** (oracular correctness, as
distributions): there are a depth and a fuel from which on (every larger depth and fuel) sampling
the model's replies (an outcome of the denotation, drawn with its weight) and running `peval` with
an oracle that answers with them gives, as a distribution of final conversations, values and
recorded effect traces, exactly the denotation's. -/
theorem denote_eq_peval_of_le (S : Sampler L W) (T : Tools L) (n : Nat) (pc : L) (C : Session L)
    (e : Term L) :
    ∃ D0 F0, ∀ D F, D0 ≤ D → F0 ≤ F →
      Dist.map (fun o => (peval (Oracle.script o.2.2.1) T D pc (State.init C F) e).okPart)
        (denote S T none n pc C e) =
      Dist.map (fun o => some (o.1, o.2.1, o.2.2.2)) (denote S T none n pc C e) := by
  obtain ⟨D0, F0, h⟩ := uniform_bound
    (fun D F (o : W × Outcome L) =>
      (peval (Oracle.script o.2.2.2.1) T D pc (State.init C F) e).okPart =
        some (o.2.1, o.2.2.1, o.2.2.2.2)) (denote S T none n pc C e) fun o ho => by
    obtain ⟨w, C', v, s, E⟩ := o
    obtain ⟨d, f, _, hp⟩ := denote_peval S T ho
    refine ⟨d, f, fun D F hD hF => ?_⟩
    have := hp D (F - f) hD
    rw [Nat.add_sub_cancel' hF] at this
    simp [this, Result.okPart, State.trace, Effects.push_push]
  refine ⟨D0, F0, fun D F hD hF => ?_⟩
  simp only [Dist.map]
  exact List.map_congr_left fun p hp => by simp only [h D F hD hF p hp]

/-- **Theorem 3 as one equation** (oracular correctness, as distributions): there are a depth and
a fuel with which sampling the model's replies (an outcome of the denotation, drawn with its
weight) and running `peval` with an oracle that answers with them gives, as a distribution of
final conversations, values and recorded effect traces, exactly the denotation's (every larger
depth and fuel too: `denote_eq_peval_of_le`). -/
theorem denote_eq_peval (S : Sampler L W) (T : Tools L) (n : Nat) (pc : L) (C : Session L)
    (e : Term L) :
    ∃ D F, Dist.map (fun o => (peval (Oracle.script o.2.2.1) T D pc (State.init C F) e).okPart)
        (denote S T none n pc C e) =
      Dist.map (fun o => some (o.1, o.2.1, o.2.2.2)) (denote S T none n pc C e) := by
  obtain ⟨D0, F0, h⟩ := denote_eq_peval_of_le S T n pc C e
  exact ⟨D0, F0, h D0 F0 (Nat.le_refl _) (Nat.le_refl _)⟩

end Llmbda

end
