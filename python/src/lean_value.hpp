// The values Python holds (`llmbda._core.LeanValue`, behind `llmbda.Value`): a raw value of the
// compiled chain (a `Term (BitLab M)` in value form) with its label's bits, at a lattice `M`.
//
// The raw value is shared (leanrt_mark_mt): counted atomically and out of every run's region, so it
// outlives the run that made it and runs on other threads may use it at once (a value is immutable:
// a shared object is never updated in place). Copying a handle takes a reference, dropping it
// releases one, on whatever thread.
#pragma once

#include <cstdint>
#include <utility>

#include "leanrt/lean/lean.h"

namespace llmbda {

using Bits = std::uint64_t;

// The run's lattice on the thread that reads or builds the chain's objects (lean_engine.cpp).
extern thread_local lean_object* t_lattice;

// A lattice as the chain's `BitLattice` (persistent, made once per lattice) and its top.
struct LeanLattice {
  lean_object* m = nullptr;
  Bits top = 0;
};

struct LeanValue {
  lean_object* raw = lean_box(0);  // shared, or a scalar
  Bits label = 0;
  lean_object* lat = nullptr;  // the persistent `BitLattice` it belongs to

  LeanValue() = default;
  // Takes `owned` (a reference of the caller's), which must already be shared.
  LeanValue(lean_object* owned, Bits bits, lean_object* m) : raw(owned), label(bits), lat(m) {}
  LeanValue(const LeanValue& o) : raw(o.raw), label(o.label), lat(o.lat) { lean_inc(raw); }
  LeanValue(LeanValue&& o) noexcept : raw(o.raw), label(o.label), lat(o.lat) { o.raw = lean_box(0); }
  LeanValue& operator=(LeanValue o) noexcept {
    std::swap(raw, o.raw);
    label = o.label;
    lat = o.lat;
    return *this;
  }
  ~LeanValue() { lean_dec(raw); }
};

}  // namespace llmbda
