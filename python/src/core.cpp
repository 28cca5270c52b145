// The executable core of LLMbda. Issue #3 grows this into a faithful C++ rendering of the Lean `peval`
// (lean/Llmbda/Exec/Peval.lean); for now it carries the paper's four-point label lattice, whose laws
// are proved in lean/Llmbda/Label/Basic.lean (instance `Llmbda.Lab4.instFactored`).
#include <pybind11/pybind11.h>


namespace py = pybind11;

namespace llmbda {

// A label of the four-point lattice: the powerset of {U, S}, as two bits (U = 1, S = 2).
struct Lab4 {
  bool u = false;
  bool s = false;
};

inline Lab4 join(Lab4 a, Lab4 b) { return Lab4{a.u || b.u, a.s || b.s}; }
inline bool flows(Lab4 a, Lab4 b) {
  Lab4 j = join(a, b);
  return j.u == b.u && j.s == b.s;
}
inline Lab4 integ(Lab4 a) { return Lab4{a.u, false}; }
inline Lab4 conf(Lab4 a) { return Lab4{false, a.s}; }
inline int bits(Lab4 a) { return (a.u ? 1 : 0) | (a.s ? 2 : 0); }
inline Lab4 of_bits(int b) { return Lab4{(b & 1) != 0, (b & 2) != 0}; }

}  // namespace llmbda

PYBIND11_MODULE(_core, m) {
  m.doc() = "LLMbda executable core";
  auto check = [](int b) {
    if (b < 0 || b > 3) throw py::value_error("a Lab4 label is an int from 0 to 3 (bit 1: U, bit 2: S)");
    return llmbda::of_bits(b);
  };
  m.def("lab4_join", [check](int a, int b) { return llmbda::bits(llmbda::join(check(a), check(b))); },
        "Join of two Lab4 labels given as bit sets (1: U, 2: S).");
  m.def("lab4_flows", [check](int a, int b) { return llmbda::flows(check(a), check(b)); },
        "Whether Lab4 label a flows to b.");
  m.def("lab4_integ", [check](int a) { return llmbda::bits(llmbda::integ(check(a))); });
  m.def("lab4_conf", [check](int a) { return llmbda::bits(llmbda::conf(check(a))); });
#ifdef VERSION_INFO
#define LLMBDA_STR(x) #x
#define LLMBDA_XSTR(x) LLMBDA_STR(x)
  m.attr("__version__") = LLMBDA_XSTR(VERSION_INFO);
#else
  m.attr("__version__") = "dev";
#endif
}
