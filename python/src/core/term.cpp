#include "term.hpp"

#include "stack.hpp"

namespace llmbda {

thread_local const char* tl_stack_limit = nullptr;

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

Term::~Term() {
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
