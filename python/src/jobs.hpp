// Evaluation threads for the binding: a run (of either engine), a parse or a print runs on a thread
// with a large stack while the calling thread waits with the GIL released, makes the calls into Python
// the evaluation thread asks for (the oracle, the tools), and checks for signals, so Ctrl-C stops a
// long run (python/src/jobs.cpp).
#ifndef LLMBDA_JOBS_HPP
#define LLMBDA_JOBS_HPP

#include <atomic>
#include <cstddef>
#include <functional>

#include "cancelled.hpp"

namespace llmbda::jobs {

constexpr std::size_t kMiB = std::size_t(1) << 20;
// The stack of the long-lived evaluation thread; bigger requests get a thread of their own.
constexpr std::size_t kStandardStack = std::size_t(512) << 20;

// Run `fn` on a thread with at least `stack` bytes of stack; wait for it with the GIL released, making
// the host calls it asks for, and check for signals every 50 ms. When a signal handler raises (Ctrl-C),
// refuse further host calls, ask the job to stop (`cancel`, if given), wait for it, and re-raise.
// Throws std::runtime_error when no thread can be started, and whatever `fn` threw.
void run_big(std::size_t stack, const std::function<void()>& fn, std::atomic<bool>* cancel);

// From an evaluation thread: run `fn` on the thread that waits for the job (the caller of `run`),
// with the GIL held there, and wait. Python callbacks thus run on the caller's thread: on the main
// thread a SIGINT interrupts an oracle call in progress (KeyboardInterrupt inside it), as it would
// without the core. Throws `llmbda::Cancelled` when the run was interrupted, and whatever `fn` threw.
void host_call(const std::function<void()>& fn);

}  // namespace llmbda::jobs

#endif
