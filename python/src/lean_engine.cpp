// The default engine of `llmbda.run`: Lean's own compiled `peval` (lean/generated/LlmbdaExec.c on the
// project's runtime, python/src/leanrt), for the lattice LAB4.
//
// The program is parsed by the compiled `parse` and run by the compiled `peval` on an evaluation thread
// (python/src/jobs.hpp), so the calling thread keeps serving Python and checking for signals. The model
// and the tools are Python callables wrapped in Lean closures; each call is made on the calling thread
// with the GIL held (a host call), as for the C++ core.
//
// * The tools' clearances (`Tools.bound`) are the run's `bounds`, answered by a closure from the Run
//   (⊤ for a tool not listed); `peval` checks them before it calls the tools closure.
// * A Python exception in the oracle ends the run: the closure answers a reply that does not parse,
//   and the binding reports the exception with the state reached before that call. A tool's exception
//   likewise: the closure answers "no such tool", the binding reports the exception.
// * `Result.err st l e` carries the label `l` the error may be shown at (field 1; the error is field
//   2). A failed host call is labelled as the error its answer makes: `label C` for the oracle (the
//   `badReply` label `pc ⊔ label C`, since `recv` asks only when `pc ⊑ label C`), and the `noTool`
//   label `pc ⊔ deepLabel(argument)` for a tool; a resource limit at ⊤.
// * Values cross the boundary as text: a tool's argument and the run's value are printed by the
//   compiled printer and read back by the C++ core; a tool's result is printed by the core, parsed by
//   the compiled parser and evaluated by the compiled `peval` (at pc `{}`: the labels inside it stay).
// * Ctrl-C, a number beyond the runtime's 126 bits, memory exhaustion and the native stack are checked
//   at every allocation of the runtime (every evaluation step allocates) and end the run with a typed
//   error (KeyboardInterrupt for Ctrl-C); the objects of an interrupted run are not freed.
// * The module's constants are persistent (never counted), so runs on different threads share no
//   reference count and run concurrently.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <setjmp.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/peval.hpp"
#include "jobs.hpp"
#include "leanrt/llmbda_exec.h"

namespace py = pybind11;

// No tools (every call answers `none`), and no model (every reply is "", which does not parse): for
// reading values back, which call neither, and for runs given no tools.
extern "C" lean_object* engine_nothing(lean_object* a, lean_object* b) {
  lean_dec(a);
  lean_dec(b);
  return lean_box(0);
}
extern "C" lean_object* engine_no_model(lean_object* a, lean_object* b) {
  lean_dec(a);
  lean_dec(b);
  return lean_mk_string_from_bytes("", 0);
}

namespace {

static_assert(sizeof(std::atomic<bool>) == 1 && std::atomic<bool>::is_always_lock_free,
              "the runtime reads the cancel flag as a byte");

const char* const KINDS[] = {"outOfFuel",     "depthExceeded", "unbound",        "typeError",
                             "overflow",      "assertFailed",  "illegalEndorse", "clearDenied",
                             "upgradeDenied", "noTool",        "badReply",       "callDenied"};
constexpr std::size_t kKinds = sizeof(KINDS) / sizeof(KINDS[0]);

// Term constructor tags (lean/Llmbda/Syntax/Term.lean)
constexpr unsigned kLam = 3, kFix = 4, kPair = 9, kVal = 22;

std::string str_of(lean_object* s) { return std::string(lean_string_cstr(s), lean_string_size(s) - 1); }

lean_object* mk_str(const std::string& s) { return lean_mk_string_from_bytes(s.data(), s.size()); }

// Does a raw value hold a function (`Term.lam`, `Term.fix`), itself or inside a pair of `Term.val`s?
// (Each shared node visited once: a DAG of pairs has exponentially many paths.)
bool has_function(lean_object* raw) {
  std::vector<lean_object*> todo{raw};
  std::unordered_set<lean_object*> seen;
  while (!todo.empty()) {
    lean_object* t = todo.back();
    todo.pop_back();
    if (lean_is_scalar(t) || !seen.insert(t).second) continue;
    unsigned tag = lean_obj_tag(t);
    if (tag == kLam || tag == kFix) return true;
    if (tag == kPair) {
      for (unsigned i = 0; i < 2; i++) {
        lean_object* c = lean_ctor_get(t, i);
        if (!lean_is_scalar(c) && lean_obj_tag(c) == kVal) todo.push_back(lean_ctor_get(c, 0));
      }
    }
  }
  return false;
}

// `Term.innerLabel` of a raw value at LAB4: the labels of every `Term.val` inside it, function bodies
// included (each shared node visited once).
int inner_bits(lean_object* raw) {
  int bits = 0;
  std::vector<lean_object*> todo{raw};
  std::unordered_set<lean_object*> seen;
  while (!todo.empty()) {
    lean_object* t = todo.back();
    todo.pop_back();
    if (lean_is_scalar(t) || lean_ptr_tag(t) > LeanMaxCtorTag || !seen.insert(t).second) continue;
    unsigned n = lean_ctor_num_objs(t);
    if (lean_ptr_tag(t) == kVal && n == 2) bits |= llmbda_lab4_bits(lean_ctor_get(t, 1));
    for (unsigned i = 0; i < n; i++) todo.push_back(lean_ctor_get(t, i));
  }
  return bits;
}

// `Session.label` of a conversation (borrowed, in either order) at LAB4; its length in `*length`.
int session_bits(lean_object* session, std::size_t* length = nullptr) {
  int bits = 0;
  std::size_t n = 0;
  for (lean_object* c = session; !lean_is_scalar(c); c = lean_ctor_get(c, 1), n++)
    bits |= llmbda_lab4_bits(lean_ctor_get(lean_ctor_get(c, 0), 1));
  if (length) *length = n;
  return bits;
}

struct Run {
  // the inputs
  std::string source;
  py::object oracle, tools, make_message;
  std::unordered_map<std::string, int> bounds;  // the tools' clearances (⊤ for a tool not listed)
  std::size_t fuel = 0, depth = 0;
  int pc = 0;
  std::vector<std::tuple<std::string, std::string, int>> session;
  std::atomic<bool> cancel{false};
  // during the run (the evaluation thread): the last host call's answer
  std::string answer;
  int answer_label = 0;
  // set inside host calls (on the calling thread, the GIL held)
  bool host_failed = false;
  bool cancelled = false;
  std::string host_where, host_problem;
  py::object host_exc = py::none();
  int host_label = 3;  // a failed host call's label (`engine_oracle`, `evaluate`); ⊤ until known
  // the outcome, plain data (made on the evaluation thread, turned into Python afterwards)
  std::string status;  // ok | error | parse | resource
  std::string resource;
  std::string value_text;
  int value_label = 0;
  bool value_function = false;
  std::uint64_t work = 0;  // the runtime's work units (see work_cap)
  std::size_t err_kind = 0, line = 0, col = 0, calls = 0, fuel_left = 0;
  std::string err_text, err_msg;
  int err_actual = 0, err_required = 0;
  int err_label = 0;  // `l` of `Result.err st l e`
  std::vector<std::tuple<bool, std::string, int>> final_session;
  struct LeanEffect {
    std::string kind, tool;
    int label;
    std::size_t messages;  // a prompt's conversation length
  };
  std::vector<LeanEffect> lean_effects;  // the effect trace `peval` recorded (`State.trace`)
  // the Python message objects made for the oracle, by Lean message object (see session_py)
  std::unordered_map<lean_object*, py::object> messages;
};

thread_local Run* current = nullptr;

// Called on the calling thread, inside a host call (the evaluation thread waits): the Python messages
// of a Lean conversation. Each message object is made once per run: successive conversations share
// their messages, and the cache holds a reference to each (so its address is not reused), dropped
// after the run (`release_messages`).
py::list session_py(Run* r, lean_object* session) {
  py::list l;
  for (lean_object* c = session; !lean_is_scalar(c); c = lean_ctor_get(c, 1)) {
    lean_object* m = lean_ctor_get(c, 0);
    auto it = r->messages.find(m);
    if (it == r->messages.end()) {
      bool user = lean_ctor_get_uint8(m, sizeof(void*) * 2) == 0;
      py::object made = r->make_message(user ? "user" : "assistant", str_of(lean_ctor_get(m, 0)),
                                        llmbda_lab4_bits(lean_ctor_get(m, 1)));
      lean_inc(m);
      it = r->messages.emplace(m, made).first;
    }
    l.append(it->second);
  }
  return l;
}

// After the run (the evaluation thread has finished): drop the cache's references.
void release_messages(Run* r) {
  for (auto& [m, made] : r->messages) lean_dec(m);
  r->messages.clear();
}

// From the evaluation thread: run `body` as a host call; a Python exception, a problem it reports (a
// non-empty string) or an interruption marks the run failed. Never throws (the caller is Lean's C).
void host(Run* r, const char* where, const std::function<std::string()>& body) {
  std::function<void()> call = [&] {
    std::string problem;
    try {
      problem = body();
    } catch (py::error_already_set& e) {
      r->host_exc = e.value();
      problem = std::string(py::str(e.type().attr("__name__"))) + ": " + std::string(py::str(e.value()));
    }
    if (!problem.empty()) {
      r->host_failed = true;
      r->host_where = where;
      r->host_problem = problem;
    }
  };
  try {
    llmbda::jobs::host_call(call);
  } catch (llmbda::Cancelled&) {
    r->cancelled = true;
  } catch (std::exception& e) {
    r->host_failed = true;
    r->host_where = where;
    r->host_problem = e.what();
  }
}

void oracle_call(Run* r, lean_object* calls, lean_object* session) {
  host(r, "oracle", [&]() -> std::string {
    if (r->oracle.is_none()) throw py::value_error("the program called recv but no oracle was given");
    py::object ans = r->oracle(py::int_((std::size_t)leanrt_value(calls)), session_py(r, session));
    if (!PyUnicode_Check(ans.ptr())) return std::string("the oracle returned ") + Py_TYPE(ans.ptr())->tp_name + ", not str";
    Py_ssize_t size = 0;
    const char* data = PyUnicode_AsUTF8AndSize(ans.ptr(), &size);
    if (!data) {
      PyErr_Clear();
      return "the oracle returned a string that is not valid Unicode (lone surrogates)";
    }
    r->answer.assign(data, (std::size_t)size);
    return "";
  });
}

// The oracle closure: `Nat → Session → String`. After a failure (or an interruption) every reply is
// "": it does not parse, so the run ends with `badReply`, which the binding reports as the failure.
extern "C" lean_object* engine_oracle(lean_object* calls, lean_object* session) {
  Run* r = current;
  r->answer.clear();
  if (!r->host_failed && !r->cancelled) {
    oracle_call(r, calls, session);
    if (r->host_failed)  // shown at `label C` (= `pc ⊔ label C` here), where `badReply` would be
      r->host_label = session_bits(session);
  }
  if (r->host_failed || r->cancelled) r->answer.clear();
  lean_dec(calls);
  lean_dec(session);
  return mk_str(r->answer);
}

// Returns whether the tool gave a result (its text in r->answer, its label in r->answer_label).
bool tool_call(Run* r, const std::string& name, const std::string& arg, int label, bool fun) {
  bool found = false;
  host(r, "tool", [&]() -> std::string {
    py::object out = r->tools(name, arg, label, fun);
    if (out.is_none()) return "";
    auto t = out.cast<py::tuple>();
    r->answer = t[0].cast<std::string>();
    r->answer_label = t[1].cast<int>();
    found = true;
    return "";
  });
  return found && !r->host_failed && !r->cancelled;
}

// Evaluate the text of a data value at pc `{}` with the compiled chain: the raw value (owned), or
// nullptr when the text is not a value the engine can read.
lean_object* read_value(Run* r, const std::string& text) {
  lean_object* src = mk_str(text);
  lean_object* parsed = llmbda_parse_lab4(src);
  lean_dec(src);
  if (lean_obj_tag(parsed) != 1) {
    lean_dec(parsed);
    return nullptr;
  }
  lean_object* term = lean_ctor_get(parsed, 0);
  lean_inc(term);
  lean_dec(parsed);
  lean_object* tools = llmbda_tools_unbounded(lean_alloc_closure((void*)engine_nothing, 2, 0));
  lean_object* res = llmbda_peval_lab4(lean_alloc_closure((void*)engine_no_model, 2, 0), tools, r->depth,
                                       llmbda_lab4(0), llmbda_state(lean_box(0), 64 + 8 * text.size()), term);
  lean_object* raw = nullptr;
  if (llmbda_result_is_ok(res)) {
    raw = lean_ctor_get(llmbda_result_value(res), 0);
    lean_inc(raw);
  }
  lean_dec(res);
  return raw;
}

// The tools closure: `String → Value → Option (Term × L)`. A failure answers `none` (the run ends with
// `noTool`, which the binding reports as the failure).
extern "C" lean_object* engine_tool(lean_object* name, lean_object* value) {
  Run* r = current;
  lean_object* raw = lean_ctor_get(value, 0);
  lean_inc(raw);
  int label = llmbda_lab4_bits(lean_ctor_get(value, 1));
  bool fun = has_function(raw);
  if (fun) label |= inner_bits(raw);  // a function's text does not keep what it captured apart
  lean_object* shown = llmbda_print_lab4(raw);
  bool found = false;
  if (!r->host_failed && !r->cancelled) found = tool_call(r, str_of(name), str_of(shown), label, fun);
  lean_dec(shown);
  lean_dec(name);
  lean_dec(value);
  if (!found) return lean_box(0);
  lean_object* out = read_value(r, r->answer);
  if (out == nullptr) {
    r->host_failed = true;
    r->host_where = "tool";
    r->host_problem = "the tool's result cannot be read back as a value";
    return lean_box(0);
  }
  lean_object* pair = lean_alloc_ctor(0, 2, 0);
  lean_ctor_set(pair, 0, out);
  lean_ctor_set(pair, 1, llmbda_lab4(r->answer_label));
  lean_object* some = lean_alloc_ctor(1, 1, 0);
  lean_ctor_set(some, 0, pair);
  return some;
}

// The bound closure: `String → L`, the run's clearance of the tool (⊤, {U, S}, when not listed). Pure
// data on the evaluation thread: no host call.
extern "C" lean_object* engine_bound(lean_object* name) {
  int bits = 3;
  {
    const Run* r = current;
    auto it = r->bounds.find(str_of(name));
    if (it != r->bounds.end()) bits = it->second;
  }  // no C++ object lives across the allocation below (it may jump out: see `evaluate`)
  lean_dec(name);
  return llmbda_lab4(bits);
}

// The state `peval` ended in (field 0 the conversation and 3 the effects, both newest first).
void record_state(Run* r, lean_object* state) {
  r->final_session.clear();
  for (lean_object* c = lean_ctor_get(state, 0); !lean_is_scalar(c); c = lean_ctor_get(c, 1)) {
    lean_object* m = lean_ctor_get(c, 0);
    r->final_session.emplace_back(lean_ctor_get_uint8(m, sizeof(void*) * 2) == 0, str_of(lean_ctor_get(m, 0)),
                                  llmbda_lab4_bits(lean_ctor_get(m, 1)));
  }
  std::reverse(r->final_session.begin(), r->final_session.end());
  r->calls = (std::size_t)leanrt_value(lean_ctor_get(state, 1));
  r->fuel_left = (std::size_t)leanrt_value(lean_ctor_get(state, 2));
  // the effect trace `peval` recorded (`State.trace`), as the host log labels it (`Effect.label`): a
  // prompt by its conversation's label, a call by its argument's deep label
  r->lean_effects.clear();
  for (lean_object* c = lean_ctor_get(state, 3); !lean_is_scalar(c); c = lean_ctor_get(c, 1)) {
    lean_object* ev = lean_ctor_get(c, 0);
    if (lean_obj_tag(ev) == 0) {
      std::size_t n = 0;
      int bits = session_bits(lean_ctor_get(ev, 1), &n);
      r->lean_effects.push_back({"prompt", std::string(), bits, n});
    } else {
      lean_object* v = lean_ctor_get(ev, 2);
      int bits = llmbda_lab4_bits(lean_ctor_get(v, 1)) | inner_bits(lean_ctor_get(v, 0));
      r->lean_effects.push_back({"call", str_of(lean_ctor_get(ev, 1)), bits, 0});
    }
  }
  std::reverse(r->lean_effects.begin(), r->lean_effects.end());
}

void record_error(Run* r, lean_object* e) {
  unsigned k = lean_obj_tag(e);
  r->err_kind = k;
  switch (k) {
    case 2: case 3: case 9: r->err_text = str_of(lean_ctor_get(e, 0)); break;
    case 5:
      r->err_actual = llmbda_lab4_bits(lean_ctor_get(e, 0));
      r->err_required = llmbda_lab4_bits(lean_ctor_get(e, 1));
      break;
    case 6: case 7: r->err_required = llmbda_lab4_bits(lean_ctor_get(e, 0)); break;
    case 8:
      r->err_required = llmbda_lab4_bits(lean_ctor_get(e, 0));
      r->err_actual = llmbda_lab4_bits(lean_ctor_get(e, 1));
      break;
    case 10: {
      lean_object* pe = lean_ctor_get(e, 1);
      r->err_text = str_of(lean_ctor_get(e, 0));
      r->line = (std::size_t)leanrt_value(lean_ctor_get(pe, 0));
      r->col = (std::size_t)leanrt_value(lean_ctor_get(pe, 1));
      r->err_msg = str_of(lean_ctor_get(pe, 2));
      break;
    }
    case 11:  // callDenied name actual bound
      r->err_text = str_of(lean_ctor_get(e, 0));
      r->err_actual = llmbda_lab4_bits(lean_ctor_get(e, 1));
      r->err_required = llmbda_lab4_bits(lean_ctor_get(e, 2));
      break;
    default: break;
  }
}

// The runtime's bounds for a run (the C++ core charges its host work to the fuel instead): the work
// of the runtime (allocations, and bytes allocated / 256) at most kWorkPerFuel per unit of fuel, plus
// a fixed allowance; at most kLiveBytes held at once. An evaluation step costs a few units, so only a
// step of unbounded host work (printing a DAG of pairs into a message, say) meets the bound.
constexpr std::uint64_t kWorkPerFuel = 16;
constexpr std::uint64_t kWorkAllowance = std::uint64_t(1) << 26;
constexpr std::uint64_t kLiveBytes = std::uint64_t(1) << 30;

std::uint64_t work_cap(std::size_t fuel) {
  if (fuel >= (std::size_t(1) << 50)) return 0;  // fuel this large asks for no bound
  return kWorkAllowance + kWorkPerFuel * fuel;
}

std::once_flag initialised;
bool init_ok = false;

// The run's starting conversation as `State.rsession`: newest message first.
lean_object* build_session(const Run* r) {
  lean_object* session = lean_box(0);
  for (const auto& [role, content, label] : r->session) {
    lean_object* msg = lean_alloc_ctor(0, 2, 1);
    lean_ctor_set(msg, 0, mk_str(content));
    lean_ctor_set(msg, 1, llmbda_lab4(label));
    lean_ctor_set_uint8(msg, sizeof(void*) * 2, role == "user" ? 0 : 1);
    lean_object* cell = lean_alloc_ctor(1, 2, 0);
    lean_ctor_set(cell, 0, msg);
    lean_ctor_set(cell, 1, session);
    session = cell;
  }
  return session;
}

// The body of the evaluation thread. The jump buffer is this function's: between a resource error and
// here there are only the runtime's and Lean's C frames, and the closures above, which hold no object
// with a destructor when they allocate.
void evaluate(Run* r, std::size_t stack) {
  char base;
  current = r;
  std::call_once(initialised, [] {
    lean_object* res = initialize_LlmbdaExec(1);
    init_ok = !lean_io_result_is_error(res);
    lean_dec(res);
  });
  if (!init_ok) throw std::runtime_error("the compiled peval did not initialise");
  jmp_buf h;
  if (setjmp(h) != 0) {
    leanrt_set_handler(nullptr);
    leanrt_set_guards(nullptr, nullptr);
    if (leanrt_was_interrupted()) r->cancelled = true;
    r->work = leanrt_work_done();
    leanrt_set_budget(0, 0);
    r->status = "resource";
    r->resource = leanrt_last_error();
    return;
  }
  leanrt_set_handler(&h);
  leanrt_set_budget(work_cap(r->fuel), kLiveBytes);
  // keep 16 MiB of the stack for the frames between two allocations and for the closures' C++
  leanrt_set_guards(reinterpret_cast<const volatile unsigned char*>(&r->cancel), &base - (stack - (std::size_t(16) << 20)));
  lean_object* text = mk_str(r->source);
  lean_object* parsed = llmbda_parse_lab4(text);
  lean_dec(text);
  if (lean_obj_tag(parsed) != 1) {
    lean_object* pe = lean_ctor_get(parsed, 0);
    r->status = "parse";
    r->line = (std::size_t)leanrt_value(lean_ctor_get(pe, 0));
    r->col = (std::size_t)leanrt_value(lean_ctor_get(pe, 1));
    r->err_msg = str_of(lean_ctor_get(pe, 2));
    lean_dec(parsed);
  } else {
    lean_object* term = lean_ctor_get(parsed, 0);
    lean_inc(term);
    lean_dec(parsed);
    lean_object* run = r->tools.is_none() ? lean_alloc_closure((void*)engine_nothing, 2, 0)
                                          : lean_alloc_closure((void*)engine_tool, 2, 0);
    lean_object* tools = llmbda_tools(run, lean_alloc_closure((void*)engine_bound, 1, 0));
    lean_object* res = llmbda_peval_lab4(lean_alloc_closure((void*)engine_oracle, 2, 0), tools, r->depth,
                                         llmbda_lab4(r->pc), llmbda_state(build_session(r), r->fuel), term);
    record_state(r, llmbda_result_state(res));
    if (llmbda_result_is_ok(res)) {
      lean_object* v = llmbda_result_value(res);
      lean_inc(lean_ctor_get(v, 0));
      lean_object* shown = llmbda_print_lab4(lean_ctor_get(v, 0));
      r->status = "ok";
      r->value_text = str_of(shown);
      r->value_label = llmbda_lab4_bits(lean_ctor_get(v, 1));
      r->value_function = has_function(lean_ctor_get(v, 0));
      if (r->value_function) r->value_label |= inner_bits(lean_ctor_get(v, 0));
      lean_dec(shown);
    } else {
      r->status = "error";
      r->err_label = llmbda_lab4_bits(llmbda_result_error_label(res));
      record_error(r, llmbda_result_error(res));
      // a failed tool answered `none`: the run ended right there with `noTool`, at its label
      if (r->host_failed && r->host_where == "tool") r->host_label = r->err_label;
    }
    lean_dec(res);
  }
  r->work = leanrt_work_done();
  leanrt_set_budget(0, 0);
  leanrt_set_handler(nullptr);
  leanrt_set_guards(nullptr, nullptr);
}

// The stack of the evaluation thread: room for `depth` nested evaluations of the compiled `peval`,
// and for lexing the source.
// (The compiled lexer recurses once per character of a string literal.)
constexpr std::size_t kFramePerDepth = 2048;
constexpr std::size_t kFramePerSourceByte = 160;

py::dict run_lean(const std::string& source, py::object oracle, int pc, std::size_t fuel, std::size_t depth,
                  const std::vector<std::tuple<std::string, std::string, int>>& session, py::object tools,
                  const std::unordered_map<std::string, int>& bounds, py::object make_message) {
  Run r;
  r.source = source;
  r.oracle = oracle;
  r.tools = tools;
  r.bounds = bounds;
  r.make_message = make_message;
  r.fuel = fuel;
  r.depth = depth;
  r.pc = pc;
  r.session = session;
  std::size_t stack = 256 * llmbda::jobs::kMiB + depth * kFramePerDepth + source.size() * kFramePerSourceByte;
  std::string failed_start;
  try {
    llmbda::jobs::run_big(stack, [&] { evaluate(&r, stack); }, &r.cancel);
  } catch (std::runtime_error& e) {  // no thread could be started, or no initialisation
    failed_start = e.what();
  }
  release_messages(&r);
  if (r.cancelled) {
    // stopped from outside without a signal on this thread (an outer run was interrupted)
    PyErr_SetNone(PyExc_KeyboardInterrupt);
    throw py::error_already_set();
  }
  py::dict out;
  if (!failed_start.empty()) {
    out["status"] = "resource";
    out["resource"] = failed_start;
    return out;
  }
  py::list msgs;
  for (const auto& [user, content, label] : r.final_session)
    msgs.append(make_message(user ? "user" : "assistant", content, label));
  out["session"] = msgs;
  py::list effects;
  for (const auto& ev : r.lean_effects)
    effects.append(py::make_tuple(ev.kind, ev.tool, ev.label, ev.messages));
  out["lean_effects"] = effects;
  out["calls"] = r.calls;
  out["fuel"] = r.fuel_left;
  out["steps"] = r.fuel - r.fuel_left;
  out["resource"] = r.resource;
  out["runtime_work"] = r.work;
  if (r.host_failed) {
    out["status"] = "host";
    out["host_where"] = r.host_where;
    out["host_exc"] = r.host_exc;
    out["host_problem"] = r.host_problem;
    out["host_label"] = r.host_label;
    if (r.host_where == "oracle" && py::len(msgs) > 0) {
      // the state before the failed call: the refused "" reply is not part of it
      msgs.attr("pop")();
      out["calls"] = r.calls - 1;
    }
    return out;
  }
  out["status"] = r.status;
  if (r.status == "ok") {
    out["value_text"] = r.value_text;
    out["value_label"] = r.value_label;
    out["value_function"] = r.value_function;
  } else if (r.status == "parse") {
    out["line"] = r.line;
    out["col"] = r.col;
    out["msg"] = r.err_msg;
  } else if (r.status == "error") {
    py::dict err;
    err["kind"] = r.err_kind < kKinds ? KINDS[r.err_kind] : "?";
    err["label"] = r.err_label;
    err["text"] = r.err_text;
    err["actual"] = r.err_actual;
    err["required"] = r.err_required;
    err["line"] = r.line;
    err["col"] = r.col;
    err["msg"] = r.err_msg;
    out["error"] = err;
  }
  return out;
}

}  // namespace

void register_lean_engine(py::module_& m) {
  m.def("run_lean", &run_lean, py::arg("source"), py::arg("oracle"), py::arg("pc"), py::arg("fuel"),
        py::arg("max_depth"), py::arg("session"), py::arg("tools"), py::arg("bounds"), py::arg("make_message"),
        "Run a program with Lean's compiled `peval` (LAB4; see python/src/lean_engine.cpp).");
}
