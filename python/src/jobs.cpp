// Evaluation threads (the tests' oracle), runs on the calling thread on a stack of their own (the
// engine), and host calls (see jobs.hpp).
#include "jobs.hpp"

#include <pthread.h>
#include <pybind11/pybind11.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>

#include "cancelled.hpp"
#include "stack.hpp"

namespace py = pybind11;

namespace llmbda {
thread_local const char* tl_stack_limit = nullptr;
}  // namespace llmbda

namespace llmbda::jobs {

namespace {

// A call into Python (the oracle, a tool) that the evaluation thread asks the waiting thread to make.
struct HostCall {
  const std::function<void()>* fn = nullptr;
  std::exception_ptr exc;
  bool done = false;
  bool refused = false;  // the run was interrupted: not called
};

// A job for an evaluation thread.
struct Job {
  const std::function<void()>* fn = nullptr;
  std::size_t stack = 0;  // the stack size of the thread that runs it
  std::exception_ptr exc;
  std::mutex m;
  std::condition_variable cv;  // signalled for `done`, for a new `call` and for a call's completion
  bool done = false;
  HostCall* call = nullptr;  // a host call waiting to be made
  bool stopping = false;     // interrupted: further host calls are refused
};

// The job the current (evaluation) thread runs.
thread_local Job* tl_job = nullptr;

void run_job(Job* j) {
  char base;
  guard_stack(&base, j->stack);
  tl_job = j;
  try {
    (*j->fn)();
  } catch (...) {
    j->exc = std::current_exception();
  }
  tl_job = nullptr;
  // Notify under the lock: once the waiter sees `done` it destroys the job.
  std::lock_guard<std::mutex> lk(j->m);
  j->done = true;
  j->cv.notify_all();
}

// One long-lived thread with a standard large stack serves the common case (starting a thread costs
// tens of microseconds, most of a short run); a job that needs a bigger stack, or arrives while it is
// busy, gets a thread of its own. The pool is leaked on purpose (never destroyed at exit) and reset in
// a forked child, where the thread does not exist.
struct Pool {
  std::mutex m;
  std::condition_variable cv;
  Job* job = nullptr;
  bool started = false;
  bool busy = false;
};
Pool* pool = new Pool;

void* pool_main(void* arg) {
  Pool* p = static_cast<Pool*>(arg);
  std::unique_lock<std::mutex> lk(p->m);
  while (true) {
    p->cv.wait(lk, [p] { return p->job != nullptr; });
    Job* j = p->job;
    p->job = nullptr;
    lk.unlock();
    run_job(j);
    lk.lock();
    p->busy = false;
    p->cv.notify_all();  // a caller that found it busy may be waiting for it (run_big)
  }
  return nullptr;
}

bool start_thread(std::size_t stack, void* (*body)(void*), void* arg, bool detach) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, stack);
  if (detach) pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
  pthread_t th;
  int rc = pthread_create(&th, &attr, body, arg);
  pthread_attr_destroy(&attr);
  return rc == 0;
}

// Submit to the pool thread if the stack suffices and it is free; false otherwise.
bool submit_to_pool(std::size_t stack, Job* job) {
  if (stack > kStandardStack) return false;
  std::lock_guard<std::mutex> lk(pool->m);
  if (pool->busy) return false;
  if (!pool->started) {
    if (!start_thread(kStandardStack, pool_main, pool, true)) return false;
    pool->started = true;
  }
  pool->busy = true;
  pool->job = job;
  pool->cv.notify_all();
  return true;
}

struct AtFork {
  AtFork() {
    pthread_atfork(nullptr, nullptr, [] { pool = new Pool; });
  }
} at_fork;

// ------------------------------------------------------------------------------------------------
// Runs on the calling thread (run_here): a fiber on a stack of its own.

using Clock = std::chrono::steady_clock;
constexpr auto kSignalCheck = std::chrono::milliseconds(50);

// A stack for run_here: [base, base + size), with a guard page below `base`.
struct Stack {
  char* base = nullptr;
  std::size_t size = 0;
};

// Standard stacks kept for the next runs (slots: taken and given back without a lock, so a forked
// child may use them too); more runs at once, or bigger stacks, map their own.
constexpr int kKeptStacks = 4;
std::atomic<char*> kept[kKeptStacks];

std::size_t page_size() {
  static const std::size_t page = (std::size_t)sysconf(_SC_PAGESIZE);
  return page;
}

void unmap(const Stack& s) { munmap(s.base - page_size(), s.size + page_size()); }

void drop_kept() {
  for (auto& slot : kept)
    if (char* b = slot.exchange(nullptr)) unmap(Stack{b, kStandardStack});
}

bool map_stack(std::size_t size, Stack* out) {
  std::size_t page = page_size();
  size = (size + page - 1) / page * page;
  void* p = mmap(nullptr, size + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                 -1, 0);
  if (p == MAP_FAILED) return false;
  mprotect(p, page, PROT_NONE);  // the guard page
  out->base = static_cast<char*>(p) + page;
  out->size = size;
  return true;
}

// A stack of at least `size` bytes or, when the address space has no room for it (an RLIMIT_AS), the
// largest of half, a quarter, ... of it down to `kLeastStack`; throws std::runtime_error when none can
// be mapped.
Stack take_stack(std::size_t size) {
  Stack s;
  if (size <= kStandardStack) {
    for (auto& slot : kept)
      if (char* b = slot.exchange(nullptr)) return Stack{b, kStandardStack};
    size = kStandardStack;
  }
  if (map_stack(size, &s)) return s;
  drop_kept();  // (the kept stacks take room)
  for (std::size_t less = size; less >= kLeastStack; less /= 2)
    if (map_stack(less, &s)) return s;
  throw std::runtime_error("llmbda: could not map an evaluation stack (stack of " + std::to_string(size >> 20) +
                           " MiB)");
}

// The top of a stack a run keeps touched for the next (its first frames); below it, the pages a deep
// run touched are given back to the system when the stack is kept (`low`: the lowest address the run
// used, null if unknown), so that a stack kept after a deep run is not memory. (Only then: the call
// costs about 4 µs, half a short run.)
constexpr std::size_t kWarmStack = std::size_t(8) << 20;

void give_back(const Stack& s, const char* low) {
  if (s.size == kStandardStack)
    for (auto& slot : kept) {
      char* none = nullptr;
      if (slot.compare_exchange_strong(none, s.base)) {
        if (low == nullptr || low < s.base + s.size - kWarmStack) madvise(s.base, s.size - kWarmStack, MADV_DONTNEED);
        return;
      }
    }
  unmap(s);
}

// A run on the calling thread: the evaluation's context (on its own stack) and the thread's own.
struct Fiber {
  ucontext_t own, eval;
  const std::function<void()>* fn = nullptr;
  std::exception_ptr exc;
  enum class Ask { nothing, call, signals, done } ask = Ask::nothing;
  // a host call asked for, and how it went
  const std::function<void()>* call = nullptr;
  std::exception_ptr call_exc;
  bool stopping = false;  // interrupted: further host calls are refused
  Clock::time_point next_check;
  bool signals = true;  // whether to check for signals: not off the main thread, which never handles them
  bool thread_known = false;
};

// Whether the calling thread (holding the GIL) is Python's main thread, the one that runs signal
// handlers (elsewhere PyErr_CheckSignals does nothing).
bool on_main_thread() {
  try {
    py::object main = py::module_::import("threading").attr("main_thread")();
    return py::cast<unsigned long>(main.attr("ident")) == PyThread_get_thread_ident();
  } catch (...) {
    return true;  // (unknown: keep checking)
  }
}

// The fiber whose evaluation the current thread runs (set by run_here before each switch to it).
thread_local Fiber* tl_fiber = nullptr;

void fiber_main() {
  Fiber* f = tl_fiber;
  try {
    (*f->fn)();
  } catch (...) {
    f->exc = std::current_exception();
  }
  f->ask = Fiber::Ask::done;
  swapcontext(&f->eval, &f->own);  // never resumed
}

// From the evaluation: switch to the thread's own stack to have `ask` done, and back.
void ask_own(Fiber* f, Fiber::Ask ask) {
  f->ask = ask;
  swapcontext(&f->eval, &f->own);
}

}  // namespace

void run_here(std::size_t stack, const std::function<const char*(std::size_t)>& fn, std::atomic<bool>* cancel) {
  Stack s = take_stack(stack);
  struct GiveBack {
    const Stack& s;
    const char* low = nullptr;
    ~GiveBack() { give_back(s, low); }
  } give{s};
  const std::function<void()> on_stack = [&] { give.low = fn(s.size); };
  Fiber f;
  f.fn = &on_stack;
  getcontext(&f.eval);
  f.eval.uc_stack.ss_sp = s.base;
  f.eval.uc_stack.ss_size = s.size;
  f.eval.uc_link = nullptr;
  makecontext(&f.eval, fiber_main, 0);
  std::optional<py::error_already_set> interrupted;
  Fiber* outer = tl_fiber;  // (a run started by a host call of another run on this thread)
  PyThreadState* ts = PyEval_SaveThread();
  f.next_check = Clock::now() + kSignalCheck;
  while (true) {
    tl_fiber = &f;
    swapcontext(&f.own, &f.eval);
    tl_fiber = outer;
    if (f.ask == Fiber::Ask::done) break;
    PyEval_RestoreThread(ts);
    if (f.ask == Fiber::Ask::call) {
      try {
        (*f.call)();
      } catch (...) {
        f.call_exc = std::current_exception();
      }
    } else if (!interrupted && PyErr_CheckSignals() != 0) {
      interrupted.emplace();  // fetches the pending exception
      f.stopping = true;
      if (cancel) cancel->store(true);
    } else if (!f.thread_known) {
      // (at the first check of a run: off the main thread, the next ones would wait for the GIL, which
      // another thread may hold, for nothing)
      f.thread_known = true;
      f.signals = on_main_thread();
    }
    ts = PyEval_SaveThread();
  }
  PyEval_RestoreThread(ts);
  if (interrupted) throw *interrupted;
  if (f.exc) std::rethrow_exception(f.exc);
}

bool signal_check_due() {
  Fiber* f = tl_fiber;
  return f->signals && Clock::now() >= f->next_check;
}

void check_signals() {
  Fiber* f = tl_fiber;
  ask_own(f, Fiber::Ask::signals);
  f->next_check = Clock::now() + kSignalCheck;
}

void host_call(const std::function<void()>& fn) {
  if (Fiber* f = tl_fiber) {
    if (f->stopping) throw Cancelled{};
    f->call = &fn;
    f->call_exc = nullptr;
    ask_own(f, Fiber::Ask::call);
    if (f->call_exc) std::rethrow_exception(f->call_exc);
    return;
  }
  Job* j = tl_job;
  HostCall hc;
  hc.fn = &fn;
  {
    std::unique_lock<std::mutex> lk(j->m);
    if (j->stopping) throw Cancelled{};
    j->call = &hc;
    j->cv.notify_all();
    j->cv.wait(lk, [&] { return hc.done; });
  }
  if (hc.refused) throw Cancelled{};
  if (hc.exc) std::rethrow_exception(hc.exc);
}

void run_big(std::size_t stack, const std::function<void()>& fn, std::atomic<bool>* cancel) {
  Job job;
  job.fn = &fn;
  job.stack = stack <= kStandardStack ? kStandardStack : stack;
  if (!submit_to_pool(stack, &job)) {
    stack = job.stack;
    auto body = [](void* p) -> void* {
      run_job(static_cast<Job*>(p));
      return nullptr;
    };
    if (!start_thread(stack, +body, &job, true)) {
      // No memory for another thread's stack (an address-space limit, say). The pool thread may be
      // just finishing the previous run: its caller is woken before the thread marks itself free.
      // Wait a little for it (without the GIL: the thread may need it to finish), then take it.
      bool took = false;
      if (job.stack == kStandardStack) {
        py::gil_scoped_release release;
        std::unique_lock<std::mutex> lk(pool->m);
        bool free = pool->cv.wait_for(lk, std::chrono::seconds(2), [] { return !pool->busy; });
        lk.unlock();
        took = free && submit_to_pool(stack, &job);
      }
      if (!took)
        throw std::runtime_error("llmbda: could not start an evaluation thread (stack of " +
                                 std::to_string(stack >> 20) + " MiB)");
    }
  }
  std::optional<py::error_already_set> interrupted;
  {
    py::gil_scoped_release release;
    std::unique_lock<std::mutex> lk(job.m);
    auto next_check = Clock::now() + kSignalCheck;
    while (!job.done) {
      if (job.call) {
        HostCall* hc = job.call;
        job.call = nullptr;
        if (interrupted) {
          hc->refused = true;
        } else {
          lk.unlock();
          try {
            py::gil_scoped_acquire acquire;
            (*hc->fn)();
          } catch (...) {
            hc->exc = std::current_exception();
          }
          lk.lock();
        }
        hc->done = true;
        job.cv.notify_all();
        continue;
      }
      if (interrupted || Clock::now() < next_check) {
        // (once interrupted, only wait for the job: it stops at its next poll)
        job.cv.wait_until(lk, interrupted ? Clock::now() + kSignalCheck : next_check);
        continue;
      }
      next_check = Clock::now() + kSignalCheck;
      lk.unlock();
      {
        py::gil_scoped_acquire acquire;
        if (PyErr_CheckSignals() != 0) interrupted.emplace();  // fetches the pending exception
      }
      lk.lock();
      if (interrupted) {
        job.stopping = true;
        if (cancel) cancel->store(true);
      }
    }
  }
  if (interrupted) throw *interrupted;
  if (job.exc) std::rethrow_exception(job.exc);
}


}  // namespace llmbda::jobs
