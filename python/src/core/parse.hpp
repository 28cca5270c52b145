// Parsing the surface syntax. Mirrors lean/Llmbda/Syntax/Parse.lean: the same lexer, the same Pratt
// parser with the same depth bound (`Parse.maxDepth`), the same error positions and messages.
#pragma once

#include <cstdint>
#include <string>

#include "label.hpp"
#include "term.hpp"

namespace llmbda {

struct ParseError {
  std::uint64_t line = 0;
  std::uint64_t col = 0;
  std::string msg;
};

// `Parse.maxDepth`
constexpr std::uint64_t kParseMaxDepth = 20000;

struct ParseResult {
  bool ok = false;
  TermP term;
  ParseError error;
};

// `parse src`. Recursion depth is bounded by kParseMaxDepth; run it on a stack of a few MB or more.
ParseResult parse(const Lattice& lat, const std::string& src);

// `parseReply`: a model reply read by `recv` (`data == false`: a program without `endorse`) or by
// `recv_data` (`data == true`: a value, i.e. literals and pairs). Anything else is a ParseError at 1:1.
ParseResult parse_reply(const Lattice& lat, const std::string& reply, bool data);

}  // namespace llmbda
