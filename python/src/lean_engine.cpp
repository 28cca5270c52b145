// The second engine of `llmbda.run(..., engine="lean")`: Lean's own compiled `peval`
// (lean/generated/LlmbdaExec.c on the project's runtime, python/src/leanrt), for the lattice LAB4.
//
// The program is parsed by the compiled `parse`, run by the compiled `peval` on a thread with a 1 GiB
// stack (peval recurses as deep as its depth bound), the model is a Python callable wrapped in a Lean
// closure. A Python exception in the oracle ends the run: the closure answers a reply that does not
// parse, and the binding reports the exception with the state reached before that call. A number
// beyond the runtime's 126 bits or memory exhaustion is a resource error. Not (yet) supported here:
// tools, traces, other lattices, the endorse log, host-work fuel, Ctrl-C during evaluation.
#include <pybind11/pybind11.h>

#include <setjmp.h>

#include <mutex>
#include <string>
#include <vector>

#include "leanrt/llmbda_exec.h"

namespace py = pybind11;

namespace {

const char* const KINDS[] = {"outOfFuel",     "depthExceeded", "unbound",     "typeError",
                             "overflow",      "assertFailed",  "illegalEndorse", "clearDenied",
                             "upgradeDenied", "noTool",        "badReply"};

std::string str_of(lean_object* s) { return std::string(lean_string_cstr(s), lean_string_size(s) - 1); }

lean_object* mk_str(const std::string& s) { return lean_mk_string_from_bytes(s.data(), s.size()); }

// Does a raw value hold a function (`Term.lam`, `Term.fix`), itself or inside a pair of `Term.val`s?
bool has_function(lean_object* raw) {
  std::vector<lean_object*> todo{raw};
  while (!todo.empty()) {
    lean_object* t = todo.back();
    todo.pop_back();
    if (lean_is_scalar(t)) continue;
    unsigned tag = lean_obj_tag(t);
    if (tag == 3 || tag == 4) return true;                // lam, fix
    if (tag == 9) {                                        // pair (val r1 l1) (val r2 l2)
      for (unsigned i = 0; i < 2; i++) {
        lean_object* c = lean_ctor_get(t, i);
        if (!lean_is_scalar(c) && lean_obj_tag(c) == 22) todo.push_back(lean_ctor_get(c, 0));
      }
    }
  }
  return false;
}

struct Run {
  std::string source;
  py::object oracle, make_message;
  size_t fuel = 0, depth = 0;
  int pc = 0;
  py::list session_in;
  // results
  py::dict out;
  bool oracle_failed = false;
  py::object exc;
  std::string problem;
};

thread_local Run* current = nullptr;

py::list session_py(lean_object* session) {
  py::list l;
  for (lean_object* c = session; !lean_is_scalar(c); c = lean_ctor_get(c, 1)) {
    lean_object* m = lean_ctor_get(c, 0);
    bool user = lean_ctor_get_uint8(m, sizeof(void*) * 2) == 0;
    l.append(current->make_message(user ? "user" : "assistant", str_of(lean_ctor_get(m, 0)),
                                   llmbda_lab4_bits(lean_ctor_get(m, 1))));
  }
  return l;
}

extern "C" lean_object* engine_oracle(lean_object* calls, lean_object* session) {
  lean_dec(calls);
  Run* r = current;
  std::string reply;
  if (!r->oracle_failed) {
    py::gil_scoped_acquire gil;
    try {
      if (r->oracle.is_none()) throw py::value_error("the program called recv but no oracle was given");
      py::object ans = r->oracle(session_py(session));
      if (!py::isinstance<py::str>(ans)) {
        r->oracle_failed = true;
        r->problem = std::string("the oracle returned a ") + std::string(py::str(py::type::of(ans).attr("__name__")));
      } else {
        reply = ans.cast<std::string>();
      }
    } catch (py::error_already_set& e) {
      r->oracle_failed = true;
      r->exc = e.value();
      r->problem = std::string(py::str(e.type().attr("__name__"))) + ": " + std::string(py::str(e.value()));
    } catch (std::exception& e) {
      r->oracle_failed = true;
      r->problem = e.what();
    }
  }
  lean_dec(session);
  if (r->oracle_failed) reply = "";  // does not parse: the run ends with badReply, reported as the failure
  return mk_str(reply);
}

extern "C" lean_object* engine_no_tools(lean_object* name, lean_object* arg) {
  lean_dec(name);
  lean_dec(arg);
  return lean_box(0);
}

void put_session_state(Run* r, lean_object* state) {
  py::gil_scoped_acquire gil;
  r->out["session"] = session_py(lean_ctor_get(state, 0));
  r->out["calls"] = (size_t)leanrt_value(lean_ctor_get(state, 1));
  size_t left = (size_t)leanrt_value(lean_ctor_get(state, 2));
  r->out["fuel"] = left;
  r->out["steps"] = r->fuel - left;
}

void* eval_thread(void* arg) {
  Run* r = static_cast<Run*>(arg);
  current = r;
  jmp_buf h;
  if (setjmp(h) != 0) {
    leanrt_set_handler(nullptr);
    py::gil_scoped_acquire gil;
    r->out["status"] = "resource";
    r->out["resource"] = std::string(leanrt_last_error());
    return nullptr;
  }
  leanrt_set_handler(&h);
  lean_object* text = mk_str(r->source);
  lean_object* parsed = llmbda_parse_lab4(text);
  lean_dec(text);
  if (lean_obj_tag(parsed) != 1) {
    lean_object* pe = lean_ctor_get(parsed, 0);
    py::gil_scoped_acquire gil;
    r->out["status"] = "parse";
    r->out["line"] = (size_t)leanrt_value(lean_ctor_get(pe, 0));
    r->out["col"] = (size_t)leanrt_value(lean_ctor_get(pe, 1));
    r->out["msg"] = str_of(lean_ctor_get(pe, 2));
    lean_dec(parsed);
    leanrt_set_handler(nullptr);
    return nullptr;
  }
  lean_object* term = lean_ctor_get(parsed, 0);
  lean_inc(term);
  lean_dec(parsed);
  lean_object* session = lean_box(0);
  {
    py::gil_scoped_acquire gil;
    lean_object** tail = &session;
    for (py::handle m : r->session_in) {
      auto t = m.cast<py::tuple>();
      lean_object* msg = lean_alloc_ctor(0, 2, 1);
      lean_ctor_set(msg, 0, mk_str(t[1].cast<std::string>()));
      lean_ctor_set(msg, 1, llmbda_lab4(t[2].cast<int>()));
      lean_ctor_set_uint8(msg, sizeof(void*) * 2, t[0].cast<std::string>() == "user" ? 0 : 1);
      lean_object* cell = lean_alloc_ctor(1, 2, 0);
      lean_ctor_set(cell, 0, msg);
      lean_ctor_set(cell, 1, lean_box(0));
      *tail = cell;
      tail = &lean_ctor_obj_cptr(cell)[1];
    }
  }
  lean_object* res = llmbda_peval_lab4(lean_alloc_closure((void*)engine_oracle, 2, 0),
                                       lean_alloc_closure((void*)engine_no_tools, 2, 0), r->depth, llmbda_lab4(r->pc),
                                       llmbda_state(session, r->fuel), term);
  put_session_state(r, lean_ctor_get(res, 0));
  if (lean_obj_tag(res) == 0) {
    lean_object* v = lean_ctor_get(res, 1);
    lean_inc(lean_ctor_get(v, 0));
    lean_object* shown = llmbda_print_lab4(lean_ctor_get(v, 0));
    py::gil_scoped_acquire gil;
    r->out["status"] = "ok";
    r->out["value_text"] = str_of(shown);
    r->out["value_label"] = llmbda_lab4_bits(lean_ctor_get(v, 1));
    r->out["value_function"] = has_function(lean_ctor_get(v, 0));
    lean_dec(shown);
  } else {
    lean_object* e = lean_ctor_get(res, 1);
    unsigned k = lean_obj_tag(e);
    py::gil_scoped_acquire gil;
    py::dict err;
    err["kind"] = k < 11 ? KINDS[k] : "?";
    err["text"] = "";
    err["actual"] = 0;
    err["required"] = 0;
    err["line"] = 0;
    err["col"] = 0;
    err["msg"] = "";
    switch (k) {
      case 2: case 3: case 9: err["text"] = str_of(lean_ctor_get(e, 0)); break;
      case 5:
        err["actual"] = llmbda_lab4_bits(lean_ctor_get(e, 0));
        err["required"] = llmbda_lab4_bits(lean_ctor_get(e, 1));
        break;
      case 6: case 7: err["required"] = llmbda_lab4_bits(lean_ctor_get(e, 0)); break;
      case 8:
        err["required"] = llmbda_lab4_bits(lean_ctor_get(e, 0));
        err["actual"] = llmbda_lab4_bits(lean_ctor_get(e, 1));
        break;
      case 10: {
        lean_object* pe = lean_ctor_get(e, 1);
        err["text"] = str_of(lean_ctor_get(e, 0));
        err["line"] = (size_t)leanrt_value(lean_ctor_get(pe, 0));
        err["col"] = (size_t)leanrt_value(lean_ctor_get(pe, 1));
        err["msg"] = str_of(lean_ctor_get(pe, 2));
        break;
      }
      default: break;
    }
    r->out["status"] = "error";
    r->out["error"] = err;
  }
  lean_dec(res);
  leanrt_set_handler(nullptr);
  return nullptr;
}

bool initialised = false;
// The runtime's reference counts are not atomic and the compiled code shares objects (the instances,
// the constants) between runs: runs on the compiled `peval` take turns.
std::mutex engine_mutex;

py::dict run_lean(const std::string& source, py::object oracle, int pc, size_t fuel, size_t depth,
                  py::list session, py::object make_message) {
  if (fuel >= ((size_t)1 << 62) || depth >= ((size_t)1 << 62))
    throw py::value_error("fuel and max_depth must be below 2**62 for the lean engine");
  Run r;
  r.source = source;
  r.oracle = oracle;
  r.make_message = make_message;
  r.fuel = fuel;
  r.depth = depth;
  r.pc = pc;
  r.session_in = session;
  {
    py::gil_scoped_release nogil;
    std::lock_guard<std::mutex> lock(engine_mutex);
    if (!initialised) {
      lean_object* res = initialize_LlmbdaExec(1);
      if (lean_io_result_is_error(res)) {
        py::gil_scoped_acquire gil;
        throw std::runtime_error("the compiled peval did not initialise");
      }
      lean_dec(res);
      initialised = true;
    }
    if (leanrt_run_on_big_stack(eval_thread, &r, (size_t)1 << 30) != 0) {
      py::gil_scoped_acquire gil;
      throw std::runtime_error("cannot start the evaluation thread");
    }
  }
  if (r.oracle_failed) {
    r.out["status"] = "host";
    r.out["host_where"] = "oracle";
    r.out["host_exc"] = r.exc;
    r.out["host_problem"] = r.problem;
    // the state before the failed call: the refused sentinel reply is not part of it
    py::list s = r.out["session"].cast<py::list>();
    if (py::len(s) > 0) s.attr("pop")();
    r.out["calls"] = r.out["calls"].cast<size_t>() - 1;
  }
  return r.out;
}

}  // namespace

void register_lean_engine(py::module_& m) {
  m.def("run_lean", &run_lean, py::arg("source"), py::arg("oracle"), py::arg("pc"), py::arg("fuel"),
        py::arg("max_depth"), py::arg("session"), py::arg("make_message"),
        "Run a program with Lean's compiled `peval` (LAB4; see python/src/lean_engine.cpp).");
}
