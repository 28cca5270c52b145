// The pybind11 module `llmbda._cppcore`: the hand-written C++ core, the differential tests' oracle
// (built only with -DLLMBDA_TEST_ORACLE=ON; `run(..., engine="core")` in the tests).
//
// Every evaluation, parse and print runs on a thread of its own with a large stack (the interpreter and
// the parser recurse as deeply as their depth bounds allow), while the calling thread waits with the GIL
// released and keeps checking for signals, so Ctrl-C stops a long run. The oracle and the tools are
// called from the evaluation thread with the GIL acquired.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <pthread.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "core/label.hpp"
#include "core/lean_syntax.hpp"
#include "core/parse.hpp"
#include "core/peval.hpp"
#include "stack.hpp"
#include "core/term.hpp"
#include "core/text.hpp"
#include "jobs.hpp"
#include "core/pyvalue.hpp"

namespace py = pybind11;
using namespace llmbda;
using jobs::host_call;
using jobs::kMiB;
using jobs::kStandardStack;
using jobs::run_big;

namespace {

struct PyProgram {
  TermP term;
  LatticeP lat;
};

const char* error_kind_name(ErrorKind k) {
  switch (k) {
    case ErrorKind::OutOfFuel: return "outOfFuel";
    case ErrorKind::DepthExceeded: return "depthExceeded";
    case ErrorKind::Unbound: return "unbound";
    case ErrorKind::TypeError: return "typeError";
    case ErrorKind::Overflow: return "overflow";
    case ErrorKind::AssertFailed: return "assertFailed";
    case ErrorKind::IllegalEndorse: return "illegalEndorse";
    case ErrorKind::ClearDenied: return "clearDenied";
    case ErrorKind::UpgradeDenied: return "upgradeDenied";
    case ErrorKind::NoTool: return "noTool";
    case ErrorKind::BadReply: return "badReply";
    case ErrorKind::CallDenied: return "callDenied";
  }
  return "?";
}

const char* kind_name(RK k) {
  switch (k) {
    case RK::Unit: return "unit";
    case RK::Bool: return "bool";
    case RK::Int: return "int";
    case RK::Str: return "str";
    case RK::Lit: return "label";
    case RK::Lam: return "fun";
    case RK::Fix: return "rec";
    case RK::Pair: return "pair";
    case RK::Nil: return "nil";
  }
  return "?";
}

// A Python `str` as UTF-8; nullopt when it holds lone surrogates.
std::optional<std::string> utf8_of(PyObject* o) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(o, &size);
  if (!data) {
    PyErr_Clear();
    return std::nullopt;
  }
  return std::string(data, static_cast<std::size_t>(size));
}

struct HostFailure {};  // the oracle or a tool raised; the Python exception is kept aside

const char* role_name(Role r) { return r == Role::User ? "user" : "assistant"; }

// Run `fn` on an evaluation thread; a stack or memory exhaustion becomes OverflowError (the Python
// package turns it into `llmbda.ResourceLimit`).
void guarded(std::size_t stack, const std::function<void()>& fn) {
  bool deep = false, oom = false;
  run_big(stack, [&] {
    try {
      fn();
    } catch (StackExhausted&) {
      deep = true;
    } catch (std::bad_alloc&) {
      oom = true;
    }
  }, nullptr);
  if (deep) throw std::overflow_error("too deeply nested for the native stack");
  if (oom) throw std::overflow_error("out of memory");
}

// The text of a value, cut at `limit` bytes (the printer stops there); and whether it was cut.
py::tuple print_big(const PyValue& v, bool render, std::size_t limit) {
  std::string out;
  bool cut = false;
  guarded(kStandardStack, [&] { out = print_raw_prefix(*v.lat, v.v, render, limit, cut); });
  // a cut may fall inside a UTF-8 sequence: drop the partial character
  if (cut) {
    std::size_t end = out.size();
    while (end > 0 && (static_cast<unsigned char>(out[end - 1]) & 0xC0) == 0x80) --end;
    if (end > 0 && static_cast<unsigned char>(out[end - 1]) >= 0xC0) out.resize(end - 1);
  }
  return py::make_tuple(py::str(out), cut);
}

py::tuple do_parse(const PyLattice& lat, const std::string& src) {
  ParseResult pr;
  // A short source cannot nest deeply enough to need a big stack: parse it right here (a thread hop
  // costs more than parsing it).
  if (src.size() <= 256) pr = parse(*lat.lat, src);
  else guarded(kStandardStack, [&] { pr = parse(*lat.lat, src); });
  if (pr.ok) return py::make_tuple(true, PyProgram{pr.term, lat.lat});
  return py::make_tuple(false, py::make_tuple(pr.error.line, pr.error.col, pr.error.msg));
}

// Python message objects, made once per message with the GIL held, for the views of one run.
struct MsgCache {
  py::object make_message;
  std::unordered_map<std::uint64_t, py::object> made;
  py::object get(const Message& m) {
    auto it = made.find(m.id);
    if (it != made.end()) return it->second;
    py::object o = make_message(role_name(m.role), py::str(m.content), m.label);
    made.emplace(m.id, o);
    return o;
  }
};
using MsgCacheP = std::shared_ptr<MsgCache>;

// A read-only view of a conversation for Python (the oracle's argument): O(1) to make, whatever the
// conversation's length, since the conversation is persistent. Its length and its last messages are
// O(1) to read; the whole list is made once, on the first access that needs it.
struct PyConversation {
  MsgP last;
  MsgCacheP cache;
  std::shared_ptr<py::list> items;

  std::size_t size() const { return last ? last->index + 1 : 0; }
  Label bits() const { return Session{last}.label(); }
  py::list list() {
    if (!items) {
      std::vector<const Message*> msgs = Session{last}.messages();
      py::list out(msgs.size());
      for (std::size_t i = 0; i < msgs.size(); ++i) out[i] = cache->get(*msgs[i]);
      items = std::make_shared<py::list>(std::move(out));
    }
    return *items;
  }
  py::object at(std::int64_t i) {
    std::int64_t n = static_cast<std::int64_t>(size());
    if (i < 0) i += n;
    if (i < 0 || i >= n) throw py::index_error("conversation index out of range");
    if (items) return (*items)[static_cast<std::size_t>(i)];
    const MsgNode* node = last.get();
    for (std::int64_t k = n - 1; k > i; --k) node = node->prev.get();
    return cache->get(node->m);
  }
};

// The interpreter whose oracle or tool the current thread is running (for a run started inside it).
thread_local Interp* tl_host_interp = nullptr;

struct HostScope {
  Interp* saved;
  explicit HostScope(Interp* in) : saved(tl_host_interp) { tl_host_interp = in; }
  ~HostScope() { tl_host_interp = saved; }
};

py::dict do_run(const PyProgram& prog, py::object oracle, Label pc, std::uint64_t fuel,
                const std::vector<std::tuple<std::string, std::string, Label>>& session,
                py::object tools, const std::unordered_map<std::string, Label>& bounds, bool trace,
                std::size_t trace_limit, std::uint64_t max_depth, py::object make_message) {
  // A run started by an oracle or a tool of another run (`llmbda.try`, say) gets at most that run's
  // fuel and depth (its parameters) and is charged to it when the call answers, as on the engine.
  Interp* parent = tl_host_interp;
  if (parent) {
    fuel = std::min(fuel, parent->fuel_given);
    max_depth = std::min(max_depth, parent->depth_given);
  }
  const Lattice& lat = *prog.lat;
  Interp in(lat);
  in.bounds = bounds;
  for (const auto& [role, content, label] : session) {
    in.st.session.push(Message{role == "user" ? Role::User : Role::Assistant, content, label, in.next_id++});
  }
  auto cache = std::make_shared<MsgCache>();
  cache->make_message = make_message;
  in.st.fuel = fuel;
  in.fuel_given = fuel;
  in.depth_given = max_depth;
  std::vector<TraceEvent> events;
  if (trace) {
    in.trace = &events;
    in.trace_limit = trace_limit;
  }
  std::atomic<bool> cancel{false};
  in.cancel = &cancel;

  // Set on the calling thread, inside host calls (the GIL held): why a host call failed.
  py::object host_exc = py::none();
  std::string host_where;
  std::string host_problem;
  // Run `body` on the calling thread as a host call of `in`; a Python exception, or a problem it
  // reports (a non-empty string), stops the run as a failure of the oracle or a tool (`where`).
  auto host = [&](const char* where, const std::function<std::string()>& body) {
    std::function<void()> call = [&] {
      HostScope scope(&in);
      try {
        host_problem = body();
      } catch (py::error_already_set& e) {
        host_exc = e.value();
      }
      if (!host_problem.empty() || !host_exc.is_none()) host_where = where;
    };
    host_call(call);
    if (!host_where.empty()) throw HostFailure{};
  };
  // The oracle gets the reply mode by name, as the engine gives it (`llmbda_ffi_reply_mode`).
  in.oracle = [&](std::uint64_t calls, ReplyMode mode, const Session& s) -> std::string {
    std::string reply;
    host("oracle", [&]() -> std::string {
      const char* name = mode == ReplyMode::Data ? "data" : mode == ReplyMode::Safe ? "safe" : "code";
      py::object r = oracle(calls, name, py::cast(PyConversation{s.last, cache, nullptr}));
      if (!PyUnicode_Check(r.ptr()))
        return std::string("the oracle returned ") + Py_TYPE(r.ptr())->tp_name + ", not str";
      auto s8 = utf8_of(r.ptr());
      if (!s8) return "the oracle returned a string that is not valid Unicode (lone surrogates)";
      reply = std::move(*s8);
      return "";
    });
    return reply;
  };
  if (!tools.is_none()) {
    in.tools = [&](const std::string& name, const Value& v) -> std::optional<std::pair<Value, Label>> {
      std::optional<std::pair<Value, Label>> result;
      host("tool", [&]() -> std::string {
        py::object r = tools(py::str(name), PyValue{v, prog.lat});
        if (r.is_none()) return "";
        try {
          auto t = r.cast<py::tuple>();
          result = std::make_pair(t[0].cast<PyValue>().v, t[1].cast<Label>());
        } catch (py::cast_error&) {
          return std::string("the tool '") + name + "' returned a malformed result";
        }
        return "";
      });
      return result;
    };
  }

  bool ok = false;
  bool host_failed = false;
  bool cancelled = false;
  std::string resource;  // why the run stopped for want of native stack or memory
  Value out;
  std::size_t stack = 256 * kMiB + static_cast<std::size_t>(max_depth) * 1024;
  std::function<void()> job = [&] {
    try {
      ok = in.eval(max_depth, pc, prog.term, out);
    } catch (HostFailure&) {
      host_failed = true;
    } catch (Cancelled&) {
      cancelled = true;
    } catch (StackExhausted&) {
      resource = "the native stack ran out (a value too deeply nested to print or send)";
    } catch (std::bad_alloc&) {
      resource = "out of memory";
    }
  };
  // the outer run pays for this one, however it ends (when the call answers)
  struct Pay {
    Interp* parent;
    Interp& in;
    std::uint64_t fuel;
    ~Pay() {
      if (parent) parent->host_spent += fuel - in.st.fuel;
    }
  } pay{parent, in, fuel};
  try {
    run_big(stack, job, &cancel);
  } catch (std::runtime_error& e) {  // no thread could be started
    resource = e.what();
  }
  if (cancelled) {
    // stopped from outside without a signal on this thread (an outer run was interrupted)
    PyErr_SetNone(PyExc_KeyboardInterrupt);
    throw py::error_already_set();
  }

  py::dict res;
  res["status"] = !resource.empty() ? "resource" : host_failed ? "host" : ok ? "ok" : "error";
  res["resource"] = resource;
  res["value"] = ok ? py::cast(PyValue{out, prog.lat}) : py::none();
  if (!ok && !host_failed && resource.empty()) {
    py::dict e;
    e["kind"] = error_kind_name(in.err.kind);
    e["label"] = in.err.label;  // `l` of `Result.err st l e`: where the error may be shown
    e["text"] = py::str(in.err.text);
    e["actual"] = in.err.actual;
    e["required"] = in.err.required;
    e["line"] = in.err.parse.line;
    e["col"] = in.err.parse.col;
    e["msg"] = in.err.parse.msg;
    res["error"] = e;
  } else {
    res["error"] = py::none();
  }
  res["session"] = PyConversation{in.st.session.last, cache, nullptr}.list();
  res["calls"] = in.st.calls;
  res["fuel"] = in.st.fuel;
  res["steps"] = in.steps;
  res["work"] = in.work;
  res["host_exc"] = host_exc;
  res["host_where"] = host_where;
  res["host_problem"] = host_problem;
  // The label a failure is shown at when it is not an `Error` of the calculus: a failed oracle or
  // tool call is labelled as the error the Lean rule gives when the call answers nothing (see
  // `Interp::host_label`); a resource limit at ⊤ (where in the run the native stack or the memory ran
  // out is not tracked).
  res["host_label"] = host_failed ? in.host_label : lat.top();
  py::list el;
  for (const EndorseEvent& ev : in.endorsed)
    el.append(py::make_tuple(ev.line, ev.col, ev.target, ev.before, ev.after));
  res["endorsed"] = el;
  res["endorsed_total"] = in.endorsed_total;
  if (trace) {
    py::list tl;
    for (const TraceEvent& ev : events) tl.append(py::make_tuple(ev.step, ev.depth, ev.rule, ev.pc));
    res["trace"] = tl;
    res["trace_truncated"] = in.trace_truncated;
  } else {
    res["trace"] = py::none();
    res["trace_truncated"] = false;
  }
  return res;
}

}  // namespace


PYBIND11_MODULE(_cppcore, m) {
  m.doc() = "The differential tests' oracle: a C++17 rendering of the Lean `peval` (lean/Llmbda/Exec/Peval.lean)";

  py::class_<PyLattice>(m, "Lattice")
      .def(py::init([](const std::vector<std::pair<std::string, Label>>& atoms, Label integ, Label conf) {
             Lattice l;
             for (const auto& [n, b] : atoms) l.atoms.push_back({n, b});
             l.integ_mask = integ;
             l.conf_mask = conf;
             try {
               l.validate();
             } catch (const std::invalid_argument& e) {
               throw py::value_error(e.what());
             }
             return PyLattice{std::make_shared<const Lattice>(std::move(l))};
           }),
           py::arg("atoms"), py::arg("integ_mask"), py::arg("conf_mask"))
      .def_static("lab4", [] { return PyLattice{std::make_shared<const Lattice>(Lattice::lab4())}; })
      .def("label_text", [](const PyLattice& l, Label x) { return label_text(*l.lat, x); })
      .def("atoms_of", [](const PyLattice& l, Label x) { return l.lat->atoms_of(x); })
      .def("atom", [](const PyLattice& l, const std::string& n) { return l.lat->atom(n); })
      .def("integ", [](const PyLattice& l, Label x) { return l.lat->integ(x); })
      .def("conf", [](const PyLattice& l, Label x) { return l.lat->conf(x); })
      .def_property_readonly("top", [](const PyLattice& l) { return l.lat->top(); })
      .def_property_readonly("atoms", [](const PyLattice& l) {
        std::vector<std::pair<std::string, Label>> out;
        for (const auto& a : l.lat->atoms) out.emplace_back(a.name, a.bits);
        return out;
      });

  py::class_<PyProgram>(m, "Program")
      .def("text", [](const PyProgram& p) {
        std::string out;
        guarded(kStandardStack, [&] { out = print_term(*p.lat, *p.term); });
        return out;
      })
      .def("lean", [](const PyProgram& p) {
        std::string out;
        guarded(kStandardStack, [&] { out = lean_term(*p.term); });
        return out;
      });

  py::class_<PyConversation>(m, "Conversation")
      .def("__len__", &PyConversation::size)
      .def("__getitem__", &PyConversation::at)
      .def("list", &PyConversation::list)
      .def("bits", &PyConversation::bits);

  py::class_<PyValue>(m, "Value")
      .def_property_readonly("kind", [](const PyValue& v) { return kind_name(v.v.k); })
      .def_property_readonly("label", [](const PyValue& v) { return v.v.label; })
      .def_property_readonly("deep_label", [](const PyValue& v) {
        Label inner = 0;
        if (known_inner(v.v, inner)) return v.v.label | inner;
        Label out = 0;  // a closure not labelled yet: may recurse as deep as its captures
        guarded(kStandardStack, [&] { out = deep_label(v.v); });
        return out;
      })
      .def_property_readonly("as_bool", [](const PyValue& v) { return v.v.b; })
      .def_property_readonly("as_int", [](const PyValue& v) { return v.v.i; })
      .def_property_readonly("as_str", [](const PyValue& v) { return v.v.k == RK::Str ? v.v.h->s : std::string(); })
      .def_property_readonly("lit", [](const PyValue& v) { return v.v.lit; })
      .def_property_readonly("fst", [](const PyValue& v) -> py::object {
        if (v.v.k != RK::Pair) return py::none();
        return py::cast(PyValue{v.v.h->fst, v.lat});
      })
      .def_property_readonly("snd", [](const PyValue& v) -> py::object {
        if (v.v.k != RK::Pair) return py::none();
        return py::cast(PyValue{v.v.h->snd, v.lat});
      })
      .def("text", [](const PyValue& v, std::size_t limit) { return print_big(v, false, limit); })
      .def("render", [](const PyValue& v, std::size_t limit) { return print_big(v, true, limit); })
      .def("relabel", [](const PyValue& v, Label l) {
        PyValue o = v;
        o.v.label = l;
        return o;
      });

  m.def("make_unit", [](const PyLattice& lat) { return PyValue{unit_value(0), lat.lat}; });
  m.def("make_nil", [](const PyLattice& lat) { return PyValue{nil_value(0), lat.lat}; });
  m.def("make_bool", [](const PyLattice& lat, bool b) { return PyValue{bool_value(b, 0), lat.lat}; });
  m.def("make_int", [](const PyLattice& lat, std::int64_t i) { return PyValue{int_value(i, 0), lat.lat}; });
  m.def("make_str", [](const PyLattice& lat, const std::string& s) { return PyValue{str_value(s, 0), lat.lat}; });
  m.def("make_label", [](const PyLattice& lat, Label l) { return PyValue{lit_value(l, 0), lat.lat}; });
  m.def("make_pair", [](const PyValue& a, const PyValue& b) { return PyValue{pair_value(a.v, b.v, 0), a.lat}; });
  // Whether a value holds a function anywhere (each shared node visited once; no recursion).
  m.def("has_function", [](const PyValue& root) {
    std::vector<const Value*> todo{&root.v};
    std::unordered_set<const Heap*> seen;
    while (!todo.empty()) {
      const Value* v = todo.back();
      todo.pop_back();
      if (v->k == RK::Lam || v->k == RK::Fix) return true;
      if (v->k == RK::Pair && seen.insert(v->h.get()).second) {
        todo.push_back(&v->h->fst);
        todo.push_back(&v->h->snd);
      }
    }
    return false;
  });

  m.def("parse", &do_parse, py::arg("lattice"), py::arg("src"));
  m.def("run", &do_run, py::arg("program"), py::arg("oracle"), py::arg("pc"), py::arg("fuel"),
        py::arg("session"), py::arg("tools"), py::arg("bounds"), py::arg("trace"), py::arg("trace_limit"),
        py::arg("max_depth"), py::arg("make_message"));
  m.attr("DEFAULT_MAX_DEPTH") = kDefaultMaxDepth;
  m.attr("PARSE_MAX_DEPTH") = kParseMaxDepth;
#ifdef VERSION_INFO
#define LLMBDA_STR(x) #x
#define LLMBDA_XSTR(x) LLMBDA_STR(x)
  m.attr("__version__") = LLMBDA_XSTR(VERSION_INFO);
#else
  m.attr("__version__") = "dev";
#endif
}
