// A guard for the native stack of the evaluation threads.
//
// The interpreter and the parser recurse within their depth bounds, but printing a value recurses once
// per level of the printed text, which no bound of the semantics limits (a closure prints the closures
// it captured inside its own body). Each thread that runs core code records how far its stack may
// grow; recursive functions call `check_stack()`, which throws `StackExhausted` near that point, and
// the binding reports a typed resource error instead of a crash.
#pragma once

#include <cstddef>

namespace llmbda {

struct StackExhausted {};

// The lowest address the current thread's stack may reach (null: unguarded).
extern thread_local const char* tl_stack_limit;

// Guard the current thread: `size` bytes of stack above `base`, less a safety margin.
inline void guard_stack(const char* base, std::size_t size) {
  const std::size_t margin = std::size_t(16) << 20;
  tl_stack_limit = size > 2 * margin ? base - (size - margin) : base - size / 2;
}

inline void check_stack() {
  char probe;
  if (tl_stack_limit != nullptr && &probe < tl_stack_limit) throw StackExhausted{};
}

}  // namespace llmbda
