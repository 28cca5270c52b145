// Where the binding evaluates: a run, a parse or a print needs a large stack, lets Python's signal
// handlers run (so Ctrl-C stops a long run) and has the calls into Python it asks for (the oracle, the
// tools) made on the calling thread with the GIL, on the thread's own stack (python/src/jobs.cpp).
// The engine (lean_engine.cpp) evaluates on the calling thread itself, switched to a stack of its own
// (`run_here`): no thread to start or wake, nothing handed between threads. The tests' oracle, the C++
// core (binding.cpp), runs on an evaluation thread while the calling thread waits (`run_big`).
#ifndef LLMBDA_JOBS_HPP
#define LLMBDA_JOBS_HPP

#include <atomic>
#include <cstddef>
#include <functional>

#include "cancelled.hpp"

namespace llmbda::jobs {

constexpr std::size_t kMiB = std::size_t(1) << 20;
// The stack of the long-lived evaluation thread (`run_big`; bigger requests get a thread of their own)
// and of the stacks `run_here` keeps for the next runs (bigger requests map their own): what a run at
// the default depth bound asks for (256 MiB and 1 KiB for each of its 10^6 levels). Only the pages a
// run touches are memory; the rest is address space.
constexpr std::size_t kStandardStack = std::size_t(256 + 1024) << 20;

// The least stack `run_here` settles for when the address space has no room for the one asked for
// (an RLIMIT_AS): a deep run then stops at the stack's guard with a resource error, not at its depth
// bound.
constexpr std::size_t kLeastStack = std::size_t(64) << 20;

// Run `fn` on a thread with at least `stack` bytes of stack; wait for it with the GIL released, making
// the host calls it asks for, and check for signals every 50 ms. When a signal handler raises (Ctrl-C),
// refuse further host calls, ask the job to stop (`cancel`, if given), wait for it, and re-raise.
// Throws std::runtime_error when no thread can be started, and whatever `fn` threw.
void run_big(std::size_t stack, const std::function<void()>& fn, std::atomic<bool>* cancel);

// Run `fn` on the calling thread, on a stack of at least `stack` bytes (mapped once and kept for
// the next runs, up to 4 at a time; less, down to `kLeastStack`, when no such stack can be mapped,
// and `fn` is told the size it has; `fn` returns the lowest address of the stack it used, or null
// if it does not know, so that what a deep run touched is given back before the stack is kept): the
// thread switches to that stack, runs `fn` with the GIL released and switches back. No thread is
// started or woken: a host call (`host_call`) and a signal check (`check_signals`) switch back to
// the thread's own stack and run there with the GIL, so Python code only ever runs on the thread's
// own stack. When a signal handler raises (Ctrl-C), further host calls are refused, `cancel` is set
// and the exception is raised once `fn` has returned (it stops at its next poll). Throws
// std::runtime_error when no stack can be mapped, and whatever `fn` threw. What `fn` keeps per
// thread (the runtime's run state) it sets aside itself around `host_call` and `check_signals`:
// another run may start on the same thread meanwhile (a tool's nested run).
void run_here(std::size_t stack, const std::function<const char*(std::size_t)>& fn, std::atomic<bool>* cancel);

// From `run_here`'s `fn`: whether the calling thread is due to check for signals (every 50 ms).
bool signal_check_due();

// From `run_here`'s `fn`: check for signals on the thread's own stack, with the GIL (Python's handlers
// run there: Ctrl-C's raises KeyboardInterrupt, which sets the run's `cancel`).
void check_signals();

// From an evaluation thread (or `run_here`'s `fn`): run `fn` on the thread that waits for the job (the
// caller of `run`) with the GIL held there, on its own stack, and wait. Python callbacks thus run on
// the caller's thread: on the main thread a SIGINT interrupts an oracle call in progress (KeyboardInterrupt inside it), as it would
// without the core. Throws `llmbda::Cancelled` when the run was interrupted, and whatever `fn` threw.
void host_call(const std::function<void()>& fn);

}  // namespace llmbda::jobs

#endif
