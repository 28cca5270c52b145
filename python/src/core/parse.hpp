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

// `ParseError.describe`: "line L, column C: message".
std::string describe_error(const ParseError& e);

// `parseReply`: a model reply read by `recv` (`Code`: a program without `endorse`) or by `recv_data`
// (`Data`: a value, i.e. literals and pairs); anything else is a ParseError (at 1:1 for a reply that
// parses but is refused). `recv_safe` (`Safe`) never fails: `(true, t)` for a program `t` without
// `endorse`, else `(false, "line L, column C: why")`. A program read by `recv` or `recv_safe` is closed
// over the prelude's library (`closeReply`): a free variable named in `replyScope` (`map`, `length`,
// ...) becomes `call "prelude.<name>" ()`.
ParseResult parse_reply(const Lattice& lat, const std::string& reply, ReplyMode mode);

}  // namespace llmbda
