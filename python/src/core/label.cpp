#include "label.hpp"

namespace llmbda {

void Lattice::validate() const {
  if ((integ_mask & conf_mask) != 0)
    throw std::invalid_argument("the integrity and confidentiality bits overlap");
  for (std::size_t i = 0; i < atoms.size(); ++i) {
    const Atom& a = atoms[i];
    if (a.name.empty()) throw std::invalid_argument("an atom has an empty name");
    char c0 = a.name[0];
    bool start = (c0 >= 'a' && c0 <= 'z') || (c0 >= 'A' && c0 <= 'Z') || c0 == '_';
    bool rest = true;
    for (char c : a.name)
      rest = rest && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '_' || c == '\'');
    if (!start || !rest) throw std::invalid_argument("atom name '" + a.name + "' is not an identifier");
    if ((a.bits & ~(integ_mask | conf_mask)) != 0)
      throw std::invalid_argument("atom '" + a.name + "' has bits outside the lattice");
    Label i_part = a.bits & integ_mask, c_part = a.bits & conf_mask;
    if (i_part != 0 && c_part != 0)
      throw std::invalid_argument("atom '" + a.name + "' mixes integrity and confidentiality");
    for (std::size_t j = 0; j < i; ++j)
      if (atoms[j].name == a.name) throw std::invalid_argument("atom '" + a.name + "' is declared twice");
  }
}

}  // namespace llmbda
