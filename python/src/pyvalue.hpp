// The Python-facing wrappers of the C++ core's lattices and values (`llmbda._core.Lattice`,
// `llmbda._core.Value`), shared by the module's two translation units: binding.cpp registers them,
// lean_engine.cpp hands values it reads out of the compiled `peval` to Python as them.
#pragma once

#include <memory>

#include "core/label.hpp"
#include "core/term.hpp"

namespace llmbda {

using LatticeP = std::shared_ptr<const Lattice>;

struct PyLattice {
  LatticeP lat;
};

struct PyValue {
  Value v;
  LatticeP lat;
};

}  // namespace llmbda
