// Labels: a finite join-semilattice, represented as bit sets with union as the join.
//
// Mirrors lean/Llmbda/Label/Basic.lean. Every finite join-semilattice embeds into a powerset with union
// as its join (send x to the set of meet-irreducibles above which it does not lie), so one
// representation serves the four-point lattice `Lab4` and user-supplied lattices alike. A lattice is
// given by named atoms (a label literal `{A, B}` denotes the join of its atoms' bit sets) and by the
// factoring L = I x S of `Factored`: the integrity bits and the confidentiality bits are disjoint, so
// `integ l = l & integ_mask` and `conf l = l & conf_mask`.
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace llmbda {

using Label = std::uint64_t;

// The join `a ⊔ b`.
inline Label join(Label a, Label b) { return a | b; }
// `flows a b`: `a ⊔ b = b`.
inline bool flows(Label a, Label b) { return (a | b) == b; }

// A label lattice: its atoms (the concrete syntax, `LabelSyntax`) and its factoring (`Factored`).
struct Lattice {
  struct Atom {
    std::string name;
    Label bits;
  };
  std::vector<Atom> atoms;  // canonical order: labels print their atoms in this order
  Label integ_mask = 0;
  Label conf_mask = 0;

  // The paper's running example, the powerset of {U, S}: U (untrusted) = bit 0, S (secret) = bit 1.
  static Lattice lab4() {
    Lattice l;
    l.atoms = {{"U", 1}, {"S", 2}};
    l.integ_mask = 1;
    l.conf_mask = 2;
    return l;
  }

  Label bot() const { return 0; }
  Label top() const { return integ_mask | conf_mask; }
  Label integ(Label l) const { return l & integ_mask; }
  Label conf(Label l) const { return l & conf_mask; }

  // `LabelSyntax.atom?`
  std::optional<Label> atom(const std::string& name) const {
    for (const Atom& a : atoms)
      if (a.name == name) return a.bits;
    return std::nullopt;
  }

  // `LabelSyntax.atoms`: the maximal atoms below `l`, in canonical order (their join is `l` for every
  // label that is a join of atoms, which is every label a program can build).
  std::vector<std::string> atoms_of(Label l) const {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < atoms.size(); ++i) {
      const Atom& a = atoms[i];
      if (a.bits == 0 || !flows(a.bits, l)) continue;
      bool maximal = true, first = true;
      for (std::size_t j = 0; j < atoms.size() && maximal; ++j) {
        const Atom& b = atoms[j];
        if (j == i || !flows(b.bits, l)) continue;
        if (b.bits != a.bits && flows(a.bits, b.bits)) maximal = false;  // strictly below another
        if (b.bits == a.bits && j < i) first = false;                   // an earlier equal atom wins
      }
      if (maximal && first) out.push_back(a.name);
    }
    return out;
  }

  // Check the lattice is well formed (names distinct and non-empty identifiers, masks disjoint and
  // covering the atoms). Throws std::invalid_argument.
  void validate() const;
};

}  // namespace llmbda
