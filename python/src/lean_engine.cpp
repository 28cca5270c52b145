// The engine of `llmbda.run`, the module `llmbda._core`: Lean's own compiled `peval`
// (lean/generated/LlmbdaExec.c on the project's runtime, python/src/leanrt), at the run's lattice (a
// `Llmbda.BitLattice` made from the Python `Lattice`: its atoms and integrity mask).
//
// The program is parsed by the compiled `parse` and run by the compiled `peval` on the calling thread,
// switched to an evaluation stack of its own (python/src/jobs.hpp, `run_here`); every 50 ms it switches
// back to the thread's own stack to let Python's signal handlers run. The model and the tools are
// Python callables wrapped in Lean closures; each call is made on the thread's own stack with the GIL
// held (a host call).
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
// * The binding knows no layout of the chain's structures: it parses, starts `peval` and reads the
//   outcome (state, conversation, effects, error) through the functions lean/Llmbda/FFI/Run.lean
//   exports, and reads and builds values through those of lean/Llmbda/FFI/Values.lean (labels as
//   bits). It walks Lean lists (`List.cons`/`List.nil`) itself.
// * Values cross the boundary as the chain's own objects (lean_value.hpp): a tool's argument and the
//   run's value are made shared (leanrt_mark_mt) and handed to Python as handles, a tool's result is
//   the object a handle holds, functions included. No text crosses for a value.
// * Ctrl-C, a number beyond the runtime's 126 bits, memory exhaustion and the native stack are checked
//   at every allocation of the runtime (every evaluation step allocates) and end the run with a typed
//   error (KeyboardInterrupt for Ctrl-C). Every object of the run is allocated in the runtime's region
//   for the run (leanrt_region_begin), so a run stopped that way has all its objects freed.
// * The module's constants are persistent (never counted), so runs on different threads share no
//   reference count and run concurrently.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <setjmp.h>

#include <algorithm>
#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "cancelled.hpp"  // what jobs::host_call throws on Ctrl-C
#include "jobs.hpp"
#include "lean_value.hpp"
#include "leanrt/llmbda_exec.h"

namespace py = pybind11;

namespace llmbda {
// The run's lattice (Llmbda.BitLattice), on the thread that reads or builds the run's objects: every
// function the chain exports for the binding takes it first. It is persistent (see `lattice_of`), so
// passing it costs no reference count and runs on other threads may share it.
thread_local lean_object* t_lattice = nullptr;
}  // namespace llmbda

using llmbda::Bits;
using llmbda::LeanValue;
using llmbda::t_lattice;

// No tools: every call answers `none` (for runs given no tools).
extern "C" lean_object* engine_nothing(lean_object* a, lean_object* b) {
  lean_dec(a);
  lean_dec(b);
  return llmbda_ffi_tool_none(t_lattice, lean_box(0));
}

namespace {

static_assert(sizeof(std::atomic<bool>) == 1 && std::atomic<bool>::is_always_lock_free,
              "the runtime reads the cancel flag as a byte");

std::string str_of(lean_object* s) { return std::string(lean_string_cstr(s), lean_string_size(s) - 1); }

lean_object* mk_str(const std::string& s) { return lean_mk_string_from_bytes(s.data(), s.size()); }

// The endorse log keeps the first this many endorsements of a run (and counts them all).
constexpr std::size_t kEndorseLog = 10000;

// The fuel of reading a program of `bytes` bytes (`parse_lean`): proportional to its size, so that the
// work bound it gives (`work_cap`) is too.
std::size_t read_fuel(std::size_t bytes) { return 64 + 8 * bytes; }

// Call one of the chain's readers on a borrowed object: they take their argument owned
// (tests/test_leanrt.py checks each), so the reader gets a reference of its own.
template <class R, class... A>
R rd(R (*f)(lean_object*, lean_object*, A...), lean_object* o, A... a) {
  lean_inc(o);
  return f(t_lattice, o, a...);
}

// An owned string a Lean function returned, as C++ text (the reference dropped).
std::string take_str(lean_object* s) {
  std::string out = str_of(s);
  lean_dec(s);
  return out;
}

// An owned `Nat` a Lean function returned, as a number (the reference dropped).
std::size_t take_nat(lean_object* n) {
  std::size_t out = (std::size_t)leanrt_value(n);
  lean_dec(n);
  return out;
}

// A message's text (the message borrowed).
std::string content_of(lean_object* m) { return take_str(rd(llmbda_ffi_message_content, m)); }

// `Term.innerLabel` of a raw value (borrowed): the labels of every `Term.val` inside it,
// function bodies included, each shared node visited once (Llmbda.FFI.innerBits, innerArity,
// innerFirst, innerSecond, innerThird; they allocate nothing).
Bits inner_bits(lean_object* raw) {
  static lean_object* (*const child[])(lean_object*, lean_object*) = {llmbda_ffi_inner_first, llmbda_ffi_inner_second,
                                                        llmbda_ffi_inner_third};
  Bits bits = 0;
  std::vector<lean_object*> todo{raw};
  std::unordered_set<lean_object*> seen;
  while (!todo.empty()) {
    lean_object* t = todo.back();
    todo.pop_back();
    if (!seen.insert(t).second) continue;
    bits |= rd(llmbda_ffi_inner_bits, t);
    for (unsigned i = 0, n = rd(llmbda_ffi_inner_arity, t); i < n && i < 3; i++) {
      lean_object* k = rd(child[i], t);
      lean_dec(k);  // (the term holds it)
      todo.push_back(k);
    }
  }
  return bits;
}

// `Session.label` of a conversation (borrowed, in either order); its length in `*length`.
Bits session_bits(lean_object* session, std::size_t* length = nullptr) {
  Bits bits = 0;
  std::size_t n = 0;
  for (lean_object* c = session; llmbda_list_is_cons(c); c = llmbda_list_tail(c), n++)
    bits |= rd(llmbda_ffi_message_bits, llmbda_list_head(c));
  if (length) *length = n;
  return bits;
}

struct Run {
  // the inputs
  std::string source;
  py::object oracle, tools, make_message, make_link;
  std::unordered_map<std::string, Bits> bounds;  // the tools' clearances (⊤ if not listed)
  std::size_t fuel = 0, depth = 0;
  Bits pc = 0;
  std::vector<std::tuple<std::string, std::string, Bits>> session;
  // runs started by the oracle or tool call in progress (`llmbda.try`, say): what they drew (their
  // steps and their own nested runs), which `peval` charges to this run when the call answers
  // (`Tools.recvCost`, `Tools.cost`: `engine_recv_cost`, `engine_cost`)
  std::uint64_t host_spent = 0;
  std::atomic<bool> cancel{false};
  lean_object* lat = nullptr;  // the lattice, the chain's `BitLattice` (persistent)
  Bits top = 0;
  // during the run (the evaluation): the last host call's answer, the oracle's reply or a
  // tool's result (a raw value, owned, and its provenance label)
  std::string answer;
  lean_object* answer_raw = nullptr;
  Bits answer_label = 0;
  // set inside host calls (on the thread's own stack, the GIL held)
  bool host_failed = false;
  bool cancelled = false;
  std::string host_where, host_problem;
  py::object host_exc = py::none();
  Bits host_label = 0;  // a failed host call's label (`engine_oracle`, `evaluate`); ⊤ until known
  // the outcome, plain data (made by the evaluation, turned into Python afterwards)
  std::string status;  // ok | error | parse | resource
  std::string resource;
  std::string value_text;  // the term read, printed (`print_term`), or the value printed (`print_raw`)
  lean_object* value_raw = nullptr;  // the run's value (owned, shared), until handed to Python
  Bits value_label = 0;
  // `parse_lean`: parse only (and print the term read, when `print_term`, or give it as JSON, when
  // `tree_term`), no evaluation
  bool parse_only = false, print_term = false, tree_term = false;
  // `LeanValue.text`: print this raw value (borrowed), no parsing
  lean_object* print_raw = nullptr;
  bool print_at = false;  // print `print_raw` as the raw value of a value labelled `print_label`
  Bits print_label = 0;   // (`printCapAt`), or as `send` renders it (`printCap`)
  std::size_t print_limit = 0;  // `print_raw` is printed until it passes this many bytes (`printCapAt`)
  std::uint64_t work = 0;  // the runtime's work units (see work_cap)
  std::size_t line = 0, col = 0, calls = 0, fuel_left = 0;
  std::size_t charged = 0;  // the fuel `peval` charged for host work (`Log.work`)
  const char* stack_low = nullptr;  // the lowest address of its stack the run allocated from
  std::string err_kind, err_text, err_msg;
  Bits err_actual = 0, err_required = 0;
  Bits err_label = 0;  // `l` of `Result.err st l e`
  std::vector<std::tuple<bool, std::string, Bits>> final_session;
  struct LeanEffect {
    std::string kind, tool;
    Bits label;
    std::size_t messages;  // a prompt's conversation length
  };
  std::vector<LeanEffect> lean_effects;  // the effect trace `peval` recorded (`State.trace`)
  // the run's log (`State.log`): the steps `peval` recorded while it had room (`trace_room`), oldest
  // first, and the endorsements it executed, oldest first (the first kEndorseLog, and how many)
  std::size_t trace_room = 0;
  std::vector<std::pair<Bits, std::string>> trace_steps;
  struct Endorsed {
    std::size_t line, col;
    Bits target, before, after;
  };
  std::vector<Endorsed> endorsed;
  std::size_t endorsed_total = 0;
  // the conversations shown to the oracle, by list cell (see conversation_py): each cell's Python link
  // (its message and the link before it), and the conversation's length and label from that cell on
  struct Link {
    py::object link;
    std::size_t length;
    Bits bits;
  };
  std::unordered_map<lean_object*, Link> links;

  Run() = default;
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;
  ~Run() {  // (shared objects: released on any thread)
    if (answer_raw) lean_dec(answer_raw);
    if (value_raw) lean_dec(value_raw);
  }
};

thread_local Run* current = nullptr;

// The run whose host call (an oracle or tool call, on the thread's own stack) is in progress: a run
// started from there is capped by its parameters and charged to it (`run_lean`).
thread_local Run* t_host_run = nullptr;

// The objects runs that ended normally left behind (still referenced when the run was over): 0 unless
// the binding or the generated code leaks (`_core.lean_leaked_objects`, for the tests).
std::atomic<std::size_t> leaked_objects{0};

// Called inside a host call, on the thread's own stack (the evaluation waits): the Python conversation
// of a Lean one (newest message first, as `peval` keeps it and hands it to the oracle), as the link of
// its newest message (`make_link(message, link before, length, bits)`, the conversation's length and
// label up to that message; None for no message). Successive
// conversations share their older cells, so only the cells not seen before in the run are read, and
// each gets its link once: the cost is the number of new messages, not the conversation's length. The
// table holds a reference to each cell it knows (so its address is not reused by another object while
// it is listed), dropped after the run (`release_links`).
py::object conversation_py(Run* r, lean_object* session) {
  t_lattice = r->lat;  // (read here, outside the evaluation)
  std::vector<lean_object*> fresh;
  py::object below = py::none();
  std::size_t length = 0;
  Bits bits = 0;
  for (lean_object* c = session; llmbda_list_is_cons(c); c = llmbda_list_tail(c)) {
    auto it = r->links.find(c);
    if (it != r->links.end()) {
      below = it->second.link;
      length = it->second.length;
      bits = it->second.bits;
      break;
    }
    fresh.push_back(c);
  }
  for (auto i = fresh.rbegin(); i != fresh.rend(); ++i) {
    lean_object* m = llmbda_list_head(*i);
    Bits mb = rd(llmbda_ffi_message_bits, m);
    py::object msg = r->make_message(rd(llmbda_ffi_message_user, m) ? "user" : "assistant", content_of(m), mb);
    length++;
    bits |= mb;
    below = r->make_link(msg, below, length, bits);
    lean_inc(*i);
    r->links.emplace(*i, Run::Link{below, length, bits});
  }
  return below;
}

// The length and label of a conversation (newest message first) the run showed its oracle, from the
// table of `conversation_py`, or counted.
Bits conversation_bits(Run* r, lean_object* session, std::size_t* length) {
  auto it = r->links.find(session);
  if (it == r->links.end()) return session_bits(session, length);
  *length = it->second.length;
  return it->second.bits;
}

// After the run (the evaluation has finished), with the GIL: drop the table's Python links
void release_links(Run* r) { r->links.clear(); }

// While the evaluation has switched to the thread's own stack (a host call, a signal check): the run's
// state in the runtime (its region, guards and budget) and the binding's per-thread pointers are set
// aside, so that what runs there allocates outside the run (a tool's result, which Python holds) and a
// run it starts (on another stack of the same thread) has the thread to itself; restored on return.
struct SetAside {
  leanrt_state state{};  // (zeroed: no run)
  Run* run = current;
  lean_object* lattice = t_lattice;
  SetAside() { leanrt_swap_state(&state); }
  ~SetAside() {
    leanrt_swap_state(&state);
    current = run;
    t_lattice = lattice;
  }
};

// The runtime's poll (every LEANRT_POLL_EVERY units of a run's work): every 50 ms, check for signals on
// the thread's own stack (Ctrl-C sets the run's cancel flag, which the runtime checks next).
extern "C" void engine_poll(void) {
  if (!llmbda::jobs::signal_check_due()) return;
  SetAside aside;
  llmbda::jobs::check_signals();
}

// From the evaluation: run `body` as a host call; a Python exception, a problem it reports (a
// non-empty string) or an interruption marks the run failed. Never throws (the caller is Lean's C).
void host(Run* r, const char* where, const std::function<std::string()>& body) {
  std::function<void()> call = [&] {
    struct Scope {
      Run* saved;
      ~Scope() { t_host_run = saved; }
    } scope{t_host_run};
    t_host_run = r;
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
    SetAside aside;
    llmbda::jobs::host_call(call);
  } catch (llmbda::Cancelled&) {
    r->cancelled = true;
  } catch (std::exception& e) {
    r->host_failed = true;
    r->host_where = where;
    r->host_problem = e.what();
  }
}

void oracle_call(Run* r, lean_object* calls, const std::string& mode, lean_object* session) {
  r->host_spent = 0;
  host(r, "oracle", [&]() -> std::string {
    if (r->oracle.is_none()) throw py::value_error("the program called recv but no oracle was given");
    py::object ans = r->oracle(py::int_((std::size_t)leanrt_value(calls)), py::str(mode),
                               conversation_py(r, session));
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

// The oracle closure: `Nat → ReplyMode → List Message → String` (the conversation newest first). The
// mode comes boxed, as a closure's arguments do (a scalar: nothing to release); the host gets its
// name ("code", "data", "safe": `llmbda_ffi_reply_mode`, the chain's own reading of the mode).
// After a failure (or an interruption) every reply is "": it does not parse, so the run ends with
// `badReply`, which the binding reports as the failure.
extern "C" lean_object* engine_oracle(lean_object* calls, lean_object* mode, lean_object* session) {
  Run* r = current;
  r->answer.clear();
  if (!r->host_failed && !r->cancelled) {
    std::string name = take_str(llmbda_ffi_reply_mode((uint8_t)lean_unbox(mode)));
    oracle_call(r, calls, name, session);
    if (r->host_failed)  // shown at `label C` (= `pc ⊔ label C` here), where `badReply` would be
      r->host_label = session_bits(session);
  }
  if (r->host_failed || r->cancelled) r->answer.clear();
  lean_dec(calls);
  lean_dec(session);
  return mk_str(r->answer);
}

// Call the tool `name` on its argument (`raw`, borrowed and shared, labelled `label`). Returns whether
// the tool gave a result: a raw value of the run's lattice (r->answer_raw, owned) and its provenance
// label (r->answer_label).
bool tool_call(Run* r, const std::string& name, lean_object* raw, Bits label) {
  bool found = false;
  r->host_spent = 0;
  host(r, "tool", [&]() -> std::string {
    lean_inc(raw);
    py::object out = r->tools(name, LeanValue(raw, label, r->lat));
    if (out.is_none()) return "";
    auto t = out.cast<py::tuple>();
    const LeanValue& v = t[0].cast<const LeanValue&>();
    if (v.lat != r->lat) return "the tool '" + name + "' returned a value of another lattice";
    lean_inc(v.raw);
    r->answer_raw = v.raw;
    r->answer_label = t[1].cast<Bits>();
    found = true;
    return "";
  });
  return found && !r->host_failed && !r->cancelled;
}

// The tools closure: `String → Value → Option (Term × L)`. The argument crosses as a handle on its
// raw value, made shared first (it may outlive the run); the result is a raw value Python holds. A
// failure answers `none` (the run ends with `noTool`, which the binding reports as the failure).
extern "C" lean_object* engine_tool(lean_object* name, lean_object* value) {
  Run* r = current;
  lean_object* raw = rd(llmbda_ffi_raw, value);
  Bits label = rd(llmbda_ffi_label_bits, value);
  lean_dec(value);
  leanrt_mark_mt(raw);
  bool found = false;
  if (!r->host_failed && !r->cancelled) {
    std::string tool = str_of(name);  // (no C++ object lives across an allocation of the chain)
    found = tool_call(r, tool, raw, label);
  }
  lean_dec(raw);
  lean_dec(name);
  if (!found) return llmbda_ffi_tool_none(t_lattice, lean_box(0));
  lean_object* out = r->answer_raw;
  r->answer_raw = nullptr;
  return llmbda_ffi_tool_answer(t_lattice, out, r->answer_label);
}

// The cost closure: `String → Value → Nat`, what the runs the tool call `peval` just had answered
// started drew (`Tools.cost`); `peval` asks right after the call, and charges it.
extern "C" lean_object* engine_cost(lean_object* name, lean_object* value) {
  lean_dec(name);
  lean_dec(value);
  std::uint64_t spent = current->host_spent;
  current->host_spent = 0;
  return lean_uint64_to_nat(spent);
}

// The reply cost closure: `Nat → String → Nat`, what the runs the oracle call `peval` just had
// answered started drew (`Tools.recvCost`); `peval` asks right after the call (its reply is an
// argument, so the call comes first), and charges it with the reply's bytes.
extern "C" lean_object* engine_recv_cost(lean_object* calls, lean_object* reply) {
  lean_dec(calls);
  lean_dec(reply);
  std::uint64_t spent = current->host_spent;
  current->host_spent = 0;
  return lean_uint64_to_nat(spent);
}

// The bound closure: `String → UInt64`, the bits of the run's clearance of the tool (the lattice's ⊤
// when not listed), boxed. Pure data in the evaluation: no host call.
extern "C" lean_object* engine_bound(lean_object* name) {
  Bits bits = current->top;
  {
    const Run* r = current;
    auto it = r->bounds.find(str_of(name));
    if (it != r->bounds.end()) bits = it->second;
  }  // no C++ object lives across the allocation below (it may jump out: see `evaluate`)
  lean_dec(name);
  return lean_box_uint64(bits);
}

// The state `peval` ended in (borrowed): the conversation and the effects, both kept newest first.
void record_state(Run* r, lean_object* state) {
  r->final_session.clear();
  lean_object* rsession = rd(llmbda_ffi_state_rsession, state);
  for (lean_object* c = rsession; llmbda_list_is_cons(c); c = llmbda_list_tail(c)) {
    lean_object* m = llmbda_list_head(c);
    r->final_session.emplace_back(rd(llmbda_ffi_message_user, m), content_of(m), rd(llmbda_ffi_message_bits, m));
  }
  lean_dec(rsession);
  std::reverse(r->final_session.begin(), r->final_session.end());
  r->calls = take_nat(rd(llmbda_ffi_state_calls, state));
  r->fuel_left = take_nat(rd(llmbda_ffi_state_fuel, state));
  r->charged = take_nat(rd(llmbda_ffi_state_work, state));
  // the effect trace `peval` recorded (`State.trace`), as the host log labels it (`Effect.label`): a
  // prompt by its conversation's label, a call by its argument's deep label
  r->lean_effects.clear();
  lean_object* effects = rd(llmbda_ffi_state_effects, state);
  for (lean_object* c = effects; llmbda_list_is_cons(c); c = llmbda_list_tail(c)) {
    lean_object* ev = llmbda_list_head(c);
    if (rd(llmbda_ffi_effect_prompt, ev)) {
      std::size_t n = 0;
      lean_object* conv = rd(llmbda_ffi_effect_conversation, ev);
      Bits bits = conversation_bits(r, conv, &n);
      lean_dec(conv);
      r->lean_effects.push_back({"prompt", std::string(), bits, n});
    } else {
      lean_object* v = rd(llmbda_ffi_effect_value, ev);
      lean_object* raw = rd(llmbda_ffi_raw, v);
      Bits bits = rd(llmbda_ffi_label_bits, v) | inner_bits(raw);
      lean_dec(raw);
      lean_dec(v);
      r->lean_effects.push_back({"call", take_str(rd(llmbda_ffi_effect_tool, ev)), bits, 0});
    }
  }
  lean_dec(effects);
  std::reverse(r->lean_effects.begin(), r->lean_effects.end());
  // the log: the rules are the string literals of `Term.rule` (a few objects), copied once each
  r->trace_steps.clear();
  std::unordered_map<lean_object*, std::string> rules;
  lean_object* steps = rd(llmbda_ffi_state_steps, state);
  for (lean_object* c = steps; llmbda_list_is_cons(c); c = llmbda_list_tail(c)) {
    lean_object* s = llmbda_list_head(c);
    lean_object* rule = rd(llmbda_ffi_step_rule, s);
    auto it = rules.find(rule);
    if (it == rules.end()) it = rules.emplace(rule, str_of(rule)).first;
    lean_dec(rule);
    r->trace_steps.emplace_back(rd(llmbda_ffi_step_pc, s), it->second);
  }
  lean_dec(steps);
  std::reverse(r->trace_steps.begin(), r->trace_steps.end());
  r->endorsed.clear();
  r->endorsed_total = 0;
  lean_object* endorsed = rd(llmbda_ffi_state_endorsed, state);
  for (lean_object* c = endorsed; llmbda_list_is_cons(c); c = llmbda_list_tail(c)) r->endorsed_total++;
  std::size_t skip = r->endorsed_total > kEndorseLog ? r->endorsed_total - kEndorseLog : 0;
  for (lean_object* c = endorsed; llmbda_list_is_cons(c); c = llmbda_list_tail(c)) {
    if (skip > 0) {  // (newest first: the newest beyond the limit are left out)
      skip--;
      continue;
    }
    lean_object* en = llmbda_list_head(c);
    r->endorsed.push_back({take_nat(rd(llmbda_ffi_endorsement_line, en)), take_nat(rd(llmbda_ffi_endorsement_col, en)),
                           rd(llmbda_ffi_endorsement_target, en), rd(llmbda_ffi_endorsement_before, en),
                           rd(llmbda_ffi_endorsement_after, en)});
  }
  lean_dec(endorsed);
  std::reverse(r->endorsed.begin(), r->endorsed.end());
}

// A parse error (borrowed): where and why.
void record_parse_error(Run* r, lean_object* pe) {
  lean_inc_n(pe, 3);  // (each reader consumes one reference; `ParseError` has no label)
  r->line = take_nat(llmbda_ffi_parse_error_line(pe));
  r->col = take_nat(llmbda_ffi_parse_error_col(pe));
  r->err_msg = take_str(llmbda_ffi_parse_error_msg(pe));
}

// The error of a failed run (borrowed).
void record_error(Run* r, lean_object* e) {
  r->err_kind = take_str(rd(llmbda_ffi_error_kind, e));
  r->err_text = take_str(rd(llmbda_ffi_error_text, e));
  r->err_actual = rd(llmbda_ffi_error_actual, e);
  r->err_required = rd(llmbda_ffi_error_required, e);
  lean_object* pe = rd(llmbda_ffi_error_parse, e);
  record_parse_error(r, pe);
  lean_dec(pe);
}

// The runtime's bounds for a run, a backstop beside the fuel (`peval` charges host work to the fuel
// itself): the work of the runtime (allocations, and bytes allocated / 256) at most kWorkPerFuel per
// unit of fuel, plus a fixed allowance; at most kLiveBytes held at once. An evaluation step and the
// host work `peval` charges cost a few units per unit of fuel, so only work the fuel does not see
// meets the bound.
constexpr std::uint64_t kWorkPerFuel = 16;
constexpr std::uint64_t kWorkAllowance = std::uint64_t(1) << 26;
constexpr std::uint64_t kLiveBytes = std::uint64_t(1) << 30;

std::uint64_t work_cap(std::size_t fuel) {
  if (fuel >= (std::size_t(1) << 50)) return 0;  // fuel this large asks for no bound
  return kWorkAllowance + kWorkPerFuel * fuel;
}

using Atoms = std::vector<std::pair<std::string, Bits>>;

// The chain's `BitLattice` of a lattice: its integrity mask and atoms in canonical order
// (Llmbda.FFI.lattice, latticeAtom), made once per lattice and kept for the process (persistent: no
// reference count, shared by concurrent runs; a program uses a handful of lattices). The Python
// `Lattice` checked the atoms and masks.
llmbda::LeanLattice lattice_of(const Atoms& atoms, Bits integ, Bits conf) {
  static std::mutex mu;
  static std::unordered_map<std::string, lean_object*> made;
  std::string key = std::to_string(integ) + "/" + std::to_string(conf);
  for (const auto& [name, bits] : atoms) key += "/" + std::to_string(bits) + "=" + name;
  std::lock_guard<std::mutex> lock(mu);
  auto it = made.find(key);
  if (it == made.end()) {
    lean_object* m = llmbda_ffi_lattice(integ);
    for (auto a = atoms.rbegin(); a != atoms.rend(); ++a) m = llmbda_ffi_lattice_atom(m, mk_str(a->first), a->second);
    lean_mark_persistent(m);
    it = made.emplace(key, m).first;
  }
  return llmbda::LeanLattice{it->second, integ | conf};
}

// Initialise the compiled module (its constants, made persistent), once, when the module is
// imported (`register_lean_engine`): every run and every value the module makes comes after it.
void initialise() {
  lean_object* res = initialize_LlmbdaExec(1);
  bool ok = !lean_io_result_is_error(res);
  lean_dec(res);
  if (!ok) throw std::runtime_error("the compiled peval did not initialise");
}

// The run's starting conversation as `State.rsession`: newest message first.
lean_object* build_session(const Run* r) {
  lean_object* session = lean_box(0);  // List.nil
  for (const auto& [role, content, label] : r->session)
    session = llmbda_list_cons(llmbda_ffi_message(t_lattice, role == "user", mk_str(content), label), session);
  return session;
}

// The body of the evaluation (on its own stack). The jump buffer is this function's: between a
// resource error and here there are only the runtime's and Lean's C frames, and the closures above,
// which hold no object with a destructor when they allocate.
void finish(Run* r);

void evaluate(Run* r, std::size_t stack) {
  char base;
  current = r;
  t_lattice = r->lat;
  jmp_buf h;
  if (setjmp(h) != 0) {
    leanrt_set_handler(nullptr);
    r->stack_low = leanrt_stack_lowest();
    leanrt_set_guards(nullptr, nullptr);
    leanrt_set_poll(nullptr);
    if (leanrt_was_interrupted()) r->cancelled = true;
    r->work = leanrt_work_done();
    r->fuel_left = 0;  // (what it took is unknown: all of it)
    // nothing reaches the run's objects any more (the frames that held them are gone): free them all,
    // the cells the conversation table held among them
    leanrt_region_end(1);
    leanrt_set_budget(0, 0);
    r->status = "resource";
    r->resource = leanrt_last_error();
    return;
  }
  leanrt_set_handler(&h);
  leanrt_region_begin();
  leanrt_set_budget(work_cap(r->fuel), kLiveBytes);
  // keep 16 MiB of the stack for the frames between two allocations and for the closures' C++
  leanrt_set_guards(reinterpret_cast<const volatile unsigned char*>(&r->cancel), &base - (stack - (std::size_t(16) << 20)));
  leanrt_set_poll(engine_poll);
  if (r->print_raw) {
    r->status = "ok";
    lean_inc(r->print_raw);
    lean_object* cap = lean_nat_add(lean_usize_to_nat(r->print_limit), lean_box(1));  // no wrap at 2^64 - 1
    r->value_text = take_str(r->print_at ? llmbda_ffi_print_cap_at(t_lattice, cap, r->print_label, r->print_raw)
                                         : llmbda_ffi_print_cap(t_lattice, cap, r->print_raw));
    finish(r);
    return;
  }
  lean_object* text = mk_str(r->source);
  lean_object* parsed = llmbda_ffi_parse(t_lattice, text);
  if (!rd(llmbda_ffi_parsed_ok, parsed)) {
    lean_object* pe = rd(llmbda_ffi_parsed_error, parsed);
    r->status = "parse";
    record_parse_error(r, pe);
    lean_dec(pe);
    lean_dec(parsed);
  } else if (r->parse_only) {
    lean_object* term = rd(llmbda_ffi_parsed_term, parsed);
    lean_dec(parsed);
    r->status = "ok";
    if (r->print_term) r->value_text = take_str(llmbda_ffi_print(t_lattice, term));
    else if (r->tree_term) r->value_text = take_str(llmbda_ffi_tree(t_lattice, term));
    else lean_dec(term);
  } else {
    lean_object* term = rd(llmbda_ffi_parsed_term, parsed);
    lean_dec(parsed);
    lean_object* run = r->tools.is_none() ? lean_alloc_closure((void*)engine_nothing, 2, 0)
                                          : lean_alloc_closure((void*)engine_tool, 2, 0);
    lean_object* tools = llmbda_ffi_tools(t_lattice, run, lean_alloc_closure((void*)engine_bound, 1, 0),
                                          lean_alloc_closure((void*)engine_cost, 2, 0),
                                          lean_alloc_closure((void*)engine_recv_cost, 2, 0));
    lean_object* res = llmbda_ffi_peval(t_lattice, lean_alloc_closure((void*)engine_oracle, 3, 0), tools,
                                        lean_usize_to_nat(r->depth), r->pc,
                                        llmbda_ffi_state(t_lattice, build_session(r), lean_usize_to_nat(r->fuel),
                                                         lean_usize_to_nat(r->trace_room)),
                                        term);
    lean_object* st = rd(llmbda_ffi_result_state, res);
    record_state(r, st);
    lean_dec(st);
    if (rd(llmbda_ffi_result_ok, res)) {
      lean_object* v = rd(llmbda_ffi_result_value, res);
      lean_object* raw = rd(llmbda_ffi_raw, v);
      r->status = "ok";
      r->value_label = rd(llmbda_ffi_label_bits, v);
      lean_dec(v);
      leanrt_mark_mt(raw);  // handed to Python: it outlives the run
      r->value_raw = raw;
    } else {
      r->status = "error";
      r->err_label = rd(llmbda_ffi_result_error_bits, res);
      lean_object* e = rd(llmbda_ffi_result_error, res);
      record_error(r, e);
      lean_dec(e);
      // a failed tool answered `none`: the run ended right there with `noTool`, at its label
      if (r->host_failed && r->host_where == "tool") r->host_label = r->err_label;
    }
    lean_dec(res);
  }
  finish(r);
}

// The end of a run that was not stopped: its objects are released (the conversation table holds the
// last references it made); whatever is still listed in its region is a leak, and counted.
void finish(Run* r) {
  r->work = leanrt_work_done();
  // the conversation table holds the last references the run made (the Python links stay, dropped
  // with the GIL after the run): whatever is still listed after them is a leak, and counted
  for (auto& [cell, link] : r->links) lean_dec(cell);
  leaked_objects.fetch_add(leanrt_region_end(0), std::memory_order_relaxed);
  leanrt_set_budget(0, 0);
  leanrt_set_handler(nullptr);
  r->stack_low = leanrt_stack_lowest();
  leanrt_set_guards(nullptr, nullptr);
  leanrt_set_poll(nullptr);
}

// The evaluation's stack: room for `depth` nested evaluations of the compiled `peval` (it uses about
// 150 bytes per level of non-tail nesting: `benchmarks/stack_per_level.py`), and for lexing the source.
// (The compiled lexer recurses once per character of a string literal.)
constexpr std::size_t kFramePerDepth = 1024;
constexpr std::size_t kFramePerSourceByte = 160;

// A parse error's line, column and message (of the program, or of a refused reply) into `d`.
void put_parse_error(py::dict& d, const Run& r) {
  d["line"] = r.line;
  d["col"] = r.col;
  d["msg"] = r.err_msg;
}

// A run at `lattice`.
void set_lattice(Run& r, const llmbda::LeanLattice& lattice) {
  r.lat = lattice.m;
  r.top = lattice.top;
}

// Evaluate `r` (`evaluate`) on the calling thread, on a native stack of `stack` bytes; "" or why no
// such stack could be had. A run stopped from outside without a signal on this thread (an outer run was
// interrupted) is a KeyboardInterrupt.
std::string start(Run& r, std::size_t stack) {
  std::string failed;
  try {
    llmbda::jobs::run_here(stack, [&](std::size_t size) {
      evaluate(&r, size);
      return r.stack_low;
    }, &r.cancel);
  } catch (std::runtime_error& e) {
    failed = e.what();
  }
  release_links(&r);
  if (r.cancelled) {
    PyErr_SetNone(PyExc_KeyboardInterrupt);
    throw py::error_already_set();
  }
  return failed;
}

// `llmbda.parse` on the compiled parser: whether `source` parses (else where and why it does not),
// and with `print` the term read, printed by the compiled `print`; with `tree` (and not `print`) the
// term read as JSON (`treeBits`: ACE's plans are read from it). On the evaluation machinery of a
// run (a big stack, a region freed on every exit, Ctrl-C), with the work bound of a run whose fuel
// is proportional to the source's size, as for reading a value back.
py::dict parse_lean(const llmbda::LeanLattice& lattice, const std::string& source, bool print, bool tree) {
  Run r;
  set_lattice(r, lattice);
  r.source = source;
  r.fuel = r.fuel_left = read_fuel(source.size());
  r.depth = 1;
  r.parse_only = true;
  r.print_term = print;
  r.tree_term = tree && !print;
  std::string failed_start = start(r, 256 * llmbda::jobs::kMiB + source.size() * kFramePerSourceByte);
  py::dict out;
  if (!failed_start.empty()) {
    out["status"] = "resource";
    out["resource"] = failed_start;
    return out;
  }
  out["status"] = r.status;
  out["resource"] = r.resource;
  put_parse_error(out, r);
  out["text"] = r.value_text;
  return out;
}

py::dict run_lean(const llmbda::LeanLattice& lattice, const std::string& source, py::object oracle, Bits pc,
                  std::size_t fuel, std::size_t depth,
                  const std::vector<std::tuple<std::string, std::string, Bits>>& session, py::object tools,
                  const std::unordered_map<std::string, Bits>& bounds, py::object make_message, py::object make_link,
                  std::size_t trace_room) {
  // A run started by an oracle or tool call of another run gets at most that run's fuel and depth
  // (its parameters: never what the run has left, which depends on the branches it took, so a
  // nested run's outcome is no channel for them) and is charged to it, however it ends, when the
  // call answers (`Tools.recvCost`, `Tools.cost`: in `peval`, as any fuel; a run that cannot pay
  // is out of fuel there). So a run and its nested runs take at most about twice its fuel.
  Run* parent = t_host_run;
  if (parent) {
    fuel = std::min<std::uint64_t>(fuel, parent->fuel);
    depth = std::min(depth, parent->depth);
  }
  Run r;
  struct Pay {
    Run* parent;
    Run& r;
    ~Pay() {
      // (a run stopped by a resource limit leaves no state: it is charged all it was given)
      if (parent) parent->host_spent += r.status == "resource" ? r.fuel : r.fuel - std::min(r.fuel, r.fuel_left);
    }
  } pay{parent, r};
  set_lattice(r, lattice);
  r.host_label = r.top;
  r.source = source;
  r.oracle = oracle;
  r.tools = tools;
  r.bounds = bounds;
  r.make_message = make_message;
  r.make_link = make_link;
  r.fuel = fuel;
  r.fuel_left = fuel;  // (until the run says otherwise: a program that does not parse takes no step)
  r.depth = depth;
  r.pc = pc;
  r.session = session;
  r.trace_room = trace_room;
  std::string failed_start =
      start(r, 256 * llmbda::jobs::kMiB + depth * kFramePerDepth + source.size() * kFramePerSourceByte);
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
  py::list trace;
  for (std::size_t i = 0; i < r.trace_steps.size(); i++)
    trace.append(py::make_tuple(i + 1, r.trace_steps[i].second, r.trace_steps[i].first));
  out["trace"] = trace;
  py::list endorsed;
  for (const auto& en : r.endorsed) endorsed.append(py::make_tuple(en.line, en.col, en.target, en.before, en.after));
  out["endorsed"] = endorsed;
  out["endorsed_total"] = r.endorsed_total;
  out["calls"] = r.calls;
  out["fuel"] = r.fuel_left;
  out["steps"] = r.fuel - std::min(r.fuel, r.fuel_left + r.charged);
  out["resource"] = r.resource;
  out["runtime_work"] = r.work;
  out["work"] = r.charged;
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
    out["value"] = LeanValue(r.value_raw, r.value_label, r.lat);
    r.value_raw = nullptr;
  } else if (r.status == "parse") {
    put_parse_error(out, r);
  } else if (r.status == "error") {
    py::dict err;
    err["kind"] = r.err_kind;
    err["label"] = r.err_label;
    err["text"] = r.err_text;
    err["actual"] = r.err_actual;
    err["required"] = r.err_required;
    put_parse_error(err, r);
    out["error"] = err;
  }
  return out;
}

// ----------------------------------------------------------------------------------------------
// Values Python holds (lean_value.hpp): read and built through the chain's exported functions
// (lean/Llmbda/FFI/Values.lean) on the calling thread, where they allocate nothing but the objects
// they build, and print on the evaluation machinery (a big stack, the work bound, Ctrl-C).

// The calling thread's lattice for the chain's functions, while reading or building a value.
struct AtLattice {
  lean_object* saved;
  explicit AtLattice(lean_object* m) : saved(t_lattice) { t_lattice = m; }
  ~AtLattice() { t_lattice = saved; }
};

template <class F>
bool built_under_handler(F& make, lean_object** out) {
  jmp_buf h;
  if (setjmp(h) != 0) {
    leanrt_set_handler(nullptr);
    return false;
  }
  leanrt_set_handler(&h);
  lean_object* o = make();
  leanrt_mark_mt(o);
  leanrt_set_handler(nullptr);
  *out = o;
  return true;
}

// Build a value's raw object on the calling thread (`make`, which allocates and must hold no C++
// object with a destructor) and share it; out of memory raises MemoryError.
template <class F>
lean_object* build(F&& make) {
  lean_object* out = nullptr;
  if (built_under_handler(make, &out)) return out;
  throw std::bad_alloc();
}

const char* const kKindNames[] = {"unit", "bool", "int", "str", "label", "pair", "nil"};

std::string value_kind(const LeanValue& v) {
  AtLattice at(v.lat);
  unsigned k = rd(llmbda_ffi_kind, v.raw);
  if (k < 7) return kKindNames[k];
  unsigned f = rd(llmbda_ffi_fun_kind, v.raw);
  return f == 2 ? "rec" : f == 1 ? "fun" : "term";
}

unsigned kind_of(const LeanValue& v) {
  AtLattice at(v.lat);
  return rd(llmbda_ffi_kind, v.raw);
}

void expect_kind(const LeanValue& v, unsigned k, const char* what) {
  if (kind_of(v) != k) throw py::type_error(std::string("the value is not ") + what);
}

// A component of a pair (`first`: the first), with its own label.
LeanValue component(const LeanValue& v, bool first) {
  expect_kind(v, 5, "a pair");
  AtLattice at(v.lat);
  lean_object* raw = rd(first ? llmbda_ffi_fst_raw : llmbda_ffi_snd_raw, v.raw);
  return LeanValue(raw, rd(first ? llmbda_ffi_fst_bits : llmbda_ffi_snd_bits, v.raw), v.lat);
}

// The value printed by the compiled `printCapAt` (`render`: by `printCap`, as `send` renders it): its
// text, and whether it was cut at `limit` bytes, on a character boundary; on the evaluation machinery
// with the work bound of `limit`. Each stops once the text has `limit + 1` bytes (below that it is
// `printAt`'s or `print`'s text: `printCapAt_eq`, `printCap_eq`), so a
// value whose text is exponential in its size (a DAG of pairs) is cut in time proportional to `limit`
// and its depth; the work bound stays as a backstop (an OverflowError, `ResourceLimit` in Python).
std::pair<std::string, bool> value_text(const LeanValue& v, std::size_t limit, bool render) {
  Run r;
  set_lattice(r, llmbda::LeanLattice{v.lat, 0});
  r.print_raw = v.raw;
  r.print_at = !render;
  r.print_label = v.label;
  r.print_limit = limit;
  r.fuel = r.fuel_left = limit;
  r.depth = 1;
  std::string failed = start(r, llmbda::jobs::kStandardStack);
  if (!failed.empty()) throw py::value_error(failed);
  if (r.status != "ok") throw std::overflow_error("printing the value: " + r.resource);
  std::string& t = r.value_text;
  if (t.size() <= limit) return {std::move(t), false};
  std::size_t cut = limit;
  while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) cut--;
  t.resize(cut);
  return {std::move(t), true};
}

}  // namespace

static void register_lean_engine(py::module_& m) {
  initialise();
  m.attr("DEFAULT_MAX_DEPTH") = take_nat(llmbda_ffi_default_max_depth(lean_box(0)));  // defaultMaxDepth
  m.attr("PARSE_MAX_DEPTH") = take_nat(llmbda_ffi_parse_max_depth(lean_box(0)));      // Parse.maxDepth
  py::class_<llmbda::LeanLattice>(m, "BitLattice",
                                  "A lattice as the compiled chain's `BitLattice` (made once per lattice).")
      .def(py::init(&lattice_of),
           py::arg("atoms"), py::arg("integ_mask"), py::arg("conf_mask"))
      .def_property_readonly("top", [](const llmbda::LeanLattice& l) { return l.top; });
  py::class_<LeanValue>(m, "LeanValue", "A value of the compiled chain: its raw value (shared) and label.")
      .def_property_readonly("kind", &value_kind)
      .def_property_readonly("label", [](const LeanValue& v) { return v.label; })
      .def_property_readonly("as_bool", [](const LeanValue& v) {
        expect_kind(v, 1, "a boolean");
        AtLattice at(v.lat);
        return rd(llmbda_ffi_as_bool, v.raw) != 0;
      })
      .def_property_readonly("as_int", [](const LeanValue& v) {
        expect_kind(v, 2, "an integer");
        AtLattice at(v.lat);
        lean_object* i = rd(llmbda_ffi_as_int, v.raw);
        std::int64_t out = (std::int64_t)leanrt_value(i);  // within 64 bits (Prim)
        lean_dec(i);
        return out;
      })
      .def_property_readonly("as_str", [](const LeanValue& v) {
        expect_kind(v, 3, "a string");
        AtLattice at(v.lat);
        return take_str(rd(llmbda_ffi_as_str, v.raw));
      })
      .def_property_readonly("lit", [](const LeanValue& v) {
        expect_kind(v, 4, "a label");
        AtLattice at(v.lat);
        return rd(llmbda_ffi_as_lit, v.raw);
      })
      .def_property_readonly("fst", [](const LeanValue& v) { return component(v, true); })
      .def_property_readonly("snd", [](const LeanValue& v) { return component(v, false); })
      .def_property_readonly("deep_label", [](const LeanValue& v) {
        AtLattice at(v.lat);
        return v.label | inner_bits(v.raw);
      })
      .def_property_readonly("node", [](const LeanValue& v) { return reinterpret_cast<std::uintptr_t>(v.raw); },
                             "The raw value's identity (shared nodes of a DAG have one each).")
      .def("relabel", [](const LeanValue& v, Bits bits) {
        LeanValue out(v);
        out.label = bits;
        return out;
      })
      .def("text", [](const LeanValue& v, std::size_t limit) { return value_text(v, limit, false); },
           py::arg("limit"),
           "The value printed by the compiled `printCapAt` (parts labelled below the value's label "
           "print bare), and whether it was cut at `limit` bytes.")
      .def("render", [](const LeanValue& v, std::size_t limit) { return value_text(v, limit, true); },
           py::arg("limit"),
           "A value that is no string printed as `send` renders it (the compiled `printCap`), and "
           "whether it was cut at `limit` bytes.");
  auto leaf = [](const llmbda::LeanLattice& l, auto make) {
    AtLattice at(l.m);
    return LeanValue(build(make), 0, l.m);
  };
  m.def("lean_unit", [leaf](const llmbda::LeanLattice& l) {
    return leaf(l, [] { return llmbda_ffi_unit(t_lattice, lean_box(0)); });
  });
  m.def("lean_nil", [leaf](const llmbda::LeanLattice& l) {
    return leaf(l, [] { return llmbda_ffi_nil(t_lattice, lean_box(0)); });
  });
  m.def("lean_bool", [leaf](const llmbda::LeanLattice& l, bool b) {
    return leaf(l, [b] { return llmbda_ffi_bool(t_lattice, b); });
  });
  m.def("lean_int", [leaf](const llmbda::LeanLattice& l, std::int64_t i) {
    return leaf(l, [i] { return llmbda_ffi_int(t_lattice, leanrt_make((__int128)i)); });
  });
  m.def("lean_label", [leaf](const llmbda::LeanLattice& l, Bits bits) {
    return leaf(l, [bits] { return llmbda_ffi_lit(t_lattice, bits); });
  });
  m.def("lean_str", [leaf](const llmbda::LeanLattice& l, const std::string& s) {
    return leaf(l, [&s] { return llmbda_ffi_str(t_lattice, mk_str(s)); });
  });
  m.def("lean_pair", [](const LeanValue& a, const LeanValue& b) {
    if (a.lat != b.lat) throw py::type_error("a pair of values of two lattices");
    AtLattice at(a.lat);
    lean_object *ra = a.raw, *rb = b.raw;
    Bits la = a.label, lb = b.label;
    lean_inc(ra);
    lean_inc(rb);
    return LeanValue(build([=] { return llmbda_ffi_pair(t_lattice, ra, la, rb, lb); }), 0, a.lat);
  });
  m.def("lean_leaked_objects", [] { return leaked_objects.load(std::memory_order_relaxed); },
        "The Lean objects runs that ended normally left behind (0 unless something leaks).");
  m.def("parse_lean", &parse_lean, py::arg("lattice"), py::arg("source"), py::arg("print"), py::arg("tree") = false,
        "Parse a program with Lean's compiled `parse` (and print it with its `print`, or give it as JSON).");
  m.def("run_lean", &run_lean, py::arg("lattice"), py::arg("source"), py::arg("oracle"), py::arg("pc"), py::arg("fuel"),
        py::arg("max_depth"), py::arg("session"), py::arg("tools"), py::arg("bounds"), py::arg("make_message"),
        py::arg("make_link"), py::arg("trace_room"),
        "Run a program with Lean's compiled `peval` (see python/src/lean_engine.cpp).");
}

PYBIND11_MODULE(_core, m) {
  m.doc() = "LLMbda's engine: Lean's compiled `peval`, `parse` and `print` (lean/generated/LlmbdaExec.c)";
  register_lean_engine(m);
}
