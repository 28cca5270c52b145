// The Python-facing wrappers of the C++ core's lattices and values (`llmbda._cppcore.Lattice`,
// `llmbda._cppcore.Value`), registered by python/src/binding.cpp.
#pragma once

#include <memory>

#include "label.hpp"
#include "term.hpp"

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
