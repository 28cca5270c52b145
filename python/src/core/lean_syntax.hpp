// A parsed term as Lean constructor syntax (`Term.app (Term.lam "f" …) …` over `Lab4`), for the
// differential tests that run the same program through the Lean `peval`.
#pragma once

#include <string>

#include "term.hpp"

namespace llmbda {

std::string lean_string(const std::string& s);
std::string lean_lab4(Label l);
std::string lean_term(const Term& t);

}  // namespace llmbda
