// Evaluation threads and host calls (see jobs.hpp).
#include "jobs.hpp"

#include <pthread.h>
#include <pybind11/pybind11.h>

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

}  // namespace

void host_call(const std::function<void()>& fn) {
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
  using Clock = std::chrono::steady_clock;
  constexpr auto kSignalCheck = std::chrono::milliseconds(50);
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
