#include "term.hpp"

#include <unordered_set>

#include "../stack.hpp"

namespace llmbda {

namespace {
struct Pending {
  std::vector<HeapP> heaps;
  std::vector<EnvP> envs;
  std::vector<TermP> terms;
  bool draining = false;
};
thread_local Pending pending;

void drain() {
  if (pending.draining) return;
  pending.draining = true;
  while (!pending.heaps.empty() || !pending.envs.empty() || !pending.terms.empty()) {
    if (!pending.terms.empty()) {
      TermP t = std::move(pending.terms.back());
      pending.terms.pop_back();
      t.reset();
    } else if (!pending.heaps.empty()) {
      HeapP h = std::move(pending.heaps.back());
      pending.heaps.pop_back();
      h.reset();
    } else {
      EnvP e = std::move(pending.envs.back());
      pending.envs.pop_back();
      e.reset();
    }
  }
  pending.draining = false;
}
}  // namespace

void defer_free(HeapP&& h) {
  if (h) pending.heaps.push_back(std::move(h));
}
void defer_free(EnvP&& e) {
  if (e) pending.envs.push_back(std::move(e));
}

void defer_free(TermP&& t) {
  if (t) pending.terms.push_back(std::move(t));
}

namespace {
// The variables free in `t` and not in `bound`, each once, in `out`.
void collect_free(const Term& t, std::vector<const std::string*>& bound,
                  std::unordered_set<std::string>& seen, std::vector<std::string>& out) {
  check_stack();
  switch (t.k) {
    case K::Var: {
      for (auto it = bound.rbegin(); it != bound.rend(); ++it)
        if (**it == t.x) return;
      if (seen.insert(t.x).second) out.push_back(t.x);
      return;
    }
    case K::Lam:
      bound.push_back(&t.x);
      collect_free(*t.a, bound, seen, out);
      bound.pop_back();
      return;
    case K::Fix:
      bound.push_back(&t.f);
      bound.push_back(&t.x);
      collect_free(*t.a, bound, seen, out);
      bound.pop_back();
      bound.pop_back();
      return;
    default:
      if (t.a) collect_free(*t.a, bound, seen, out);
      if (t.b) collect_free(*t.b, bound, seen, out);
      if (t.c3) collect_free(*t.c3, bound, seen, out);
      return;
  }
}
}  // namespace

const std::vector<std::string>& free_vars(const Term& fn) {
  const std::vector<std::string>* known = fn.fv.load(std::memory_order_acquire);
  if (known) return *known;
  auto* mine = new std::vector<std::string>();
  std::vector<const std::string*> bound;
  std::unordered_set<std::string> seen;
  try {
    collect_free(fn, bound, seen, *mine);
  } catch (...) {
    delete mine;
    throw;
  }
  // another thread may have computed it first: keep theirs
  if (fn.fv.compare_exchange_strong(known, mine, std::memory_order_acq_rel)) return *mine;
  delete mine;
  return *known;
}

Term::~Term() {
  delete fv.load(std::memory_order_relaxed);
  defer_free(std::move(a));
  defer_free(std::move(b));
  defer_free(std::move(c3));
  defer_free(std::move(c.h));
  drain();
}

Heap::~Heap() {
  defer_free(std::move(fn));
  defer_free(std::move(env));
  defer_free(std::move(fst.h));
  defer_free(std::move(snd.h));
  drain();
}

EnvNode::~EnvNode() {
  defer_free(std::move(v.h));
  defer_free(std::move(next));
  drain();
}

}  // namespace llmbda
