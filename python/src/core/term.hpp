// Terms, raw values, labelled values and environments.
//
// Mirrors lean/Llmbda/Syntax/Term.lean. The Lean `peval` substitutes values into terms
// (`Term.subst`); this core keeps an environment instead and substitutes only when it prints a
// function (text.cpp), which gives the same results: values are closed, substitution stops at a binder
// of the same name exactly as an environment lookup is shadowed by it, and no rule of `peval` looks
// inside a function body except to evaluate it.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "label.hpp"

namespace llmbda {

enum class Op1 : std::uint8_t { Not, Neg, Show, Len, Lower, Upper, Trim, ParseInt };
enum class Op2 : std::uint8_t { Add, Sub, Mul, Div, Mod, Eq, Ne, Lt, Le, Gt, Ge, Concat, And, Or, Find, Take, Drop };

// `ReplyMode`: how `recv` reads the model's reply (`recv`: code, `recv_data`: a value, `recv_safe`:
// code, with a reply that cannot be read answered as `(false, "why")` instead of an error).
enum class ReplyMode : std::uint8_t { Code, Data, Safe };

// The constructors of `Term` (runtime values `Term.val` never occur in a parsed term: see above).
enum class K : std::uint8_t {
  Var, Const, Lit, Lam, Fix, App, Ite, Prim1, Prim2, Pair, Fst, Snd,
  LabS, LabD, Test, Assert, Endorse, Send, Recv, Fork, Clear, Call
};

// The shape of a raw value: a constant (`Const`: unit, booleans, integers, strings, `nil` = `[]`), a
// label (`lit`), a function (`lam`, `fix`) or a pair.
enum class RK : std::uint8_t { Unit, Bool, Int, Str, Lit, Lam, Fix, Pair, Nil };

struct Term;
struct Heap;
struct EnvNode;
using TermP = std::shared_ptr<const Term>;
using HeapP = std::shared_ptr<const Heap>;
using EnvP = std::shared_ptr<const EnvNode>;

// A labelled value `⟨raw, label⟩`. Unit, `[]`, booleans, integers and labels are stored inline; strings,
// functions (closures) and pairs on the heap.
struct Value {
  RK k = RK::Unit;
  bool b = false;
  std::int64_t i = 0;
  Label lit = 0;  // the label, when `k == RK::Lit`
  Label label = 0;
  HeapP h;
};

// Heap part of a value: the string, the closure (a `lam`/`fix` node and its environment), or the pair.
//
// `inner` caches `Term.innerLabel` of the raw value (the join of the labels of everything inside it),
// so that the deep label of a value is computed once per heap node, not once per path to it: a pair
// DAG built in n steps has 2^n paths (see `deep_label` in text.hpp). The heap is immutable once built,
// so the cache never goes stale; it is atomic because a value may be shared by runs on several threads
// (every thread computes the same label).
struct Heap {
  std::string s;
  TermP fn;
  EnvP env;
  Value fst, snd;
  mutable std::atomic<bool> inner_known{false};
  mutable std::atomic<Label> inner{0};
  ~Heap();
};

// An environment: a linked list of bindings, innermost first.
struct EnvNode {
  std::string name;
  Value v;
  EnvP next;
  ~EnvNode();
};

struct Term : std::enable_shared_from_this<Term> {
  K k = K::Const;
  Op1 op1 = Op1::Not;
  Op2 op2 = Op2::Add;
  Value c;             // `Const`: the constant as a value (label unused)
  Label lit = 0;       // `Lit`, `LabS`
  std::string x;       // `Var`, `Lam`, `Fix` (parameter); `Call` (tool name)
  std::string f;       // `Fix` (the function's own name)
  ReplyMode mode = ReplyMode::Code;  // `Recv`: how the reply is read
  std::uint32_t line = 0, col = 0;  // `Endorse`: where it is in the parsed source (1-based)
  TermP a, b, c3;      // children in order
  // `Lam`, `Fix`: the variables free in the function (its body less its own binders), computed once
  // (see `free_vars`); a closure's inner label is the join of the deep labels of their values.
  mutable std::atomic<const std::vector<std::string>*> fv{nullptr};
  ~Term();
};

// The free variables of a `Lam`/`Fix` term, each once (cached in the term).
const std::vector<std::string>& free_vars(const Term& fn);

inline HeapP make_str(std::string s) {
  auto h = std::make_shared<Heap>();
  h->s = std::move(s);
  return h;
}

inline Value str_value(std::string s, Label l) {
  Value v;
  v.k = RK::Str;
  v.h = make_str(std::move(s));
  v.label = l;
  return v;
}

inline Value unit_value(Label l) {
  Value v;
  v.label = l;
  return v;
}

inline Value nil_value(Label l) {
  Value v;
  v.k = RK::Nil;
  v.label = l;
  return v;
}

inline Value bool_value(bool b, Label l) {
  Value v;
  v.k = RK::Bool;
  v.b = b;
  v.label = l;
  return v;
}

inline Value int_value(std::int64_t i, Label l) {
  Value v;
  v.k = RK::Int;
  v.i = i;
  v.label = l;
  return v;
}

inline Value lit_value(Label lit, Label l) {
  Value v;
  v.k = RK::Lit;
  v.lit = lit;
  v.label = l;
  return v;
}

// The cached inner label of a value, when it is known without computing it (always, for a constant).
inline bool known_inner(const Value& v, Label& out) {
  switch (v.k) {
    case RK::Pair: case RK::Lam: case RK::Fix:
      if (!v.h->inner_known.load(std::memory_order_acquire)) return false;
      out = v.h->inner.load(std::memory_order_relaxed);
      return true;
    default:
      out = 0;
      return true;
  }
}

inline Value pair_value(Value a, Value b, Label l) {
  auto h = std::make_shared<Heap>();
  Label la = 0, lb = 0;
  if (known_inner(a, la) && known_inner(b, lb)) {  // O(1): a pair's inner label is its parts' deep labels
    h->inner.store(a.label | la | b.label | lb, std::memory_order_relaxed);
    h->inner_known.store(true, std::memory_order_release);
  }
  h->fst = std::move(a);
  h->snd = std::move(b);
  Value v;
  v.k = RK::Pair;
  v.h = std::move(h);
  v.label = l;
  return v;
}

// Deeply nested values (long chains of pairs, closures over closures) are freed iteratively, so that
// dropping one never overflows the stack of whichever thread drops it.
void defer_free(HeapP&& h);
void defer_free(EnvP&& e);
void defer_free(TermP&& t);

}  // namespace llmbda
