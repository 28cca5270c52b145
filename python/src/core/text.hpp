// Printing terms and values in the surface syntax, and UTF-8 helpers.
//
// Mirrors lean/Llmbda/Syntax/Print.lean (`Print.term`, `print`, `render`, `Print.label`,
// `Print.quote`) and `Prim.showConst`.
#pragma once

#include <string>
#include <vector>

#include "label.hpp"
#include "term.hpp"

namespace llmbda {

// Decode UTF-8 (assumed valid: it comes from Python `str`) into code points.
std::vector<char32_t> utf8_decode(const std::string& s);
void utf8_append(std::string& out, char32_t c);
// The number of code points of a UTF-8 string (`String.length`), or of `n` bytes of one.
std::size_t utf8_length(const char* p, std::size_t n);
inline std::size_t utf8_length(const std::string& s) { return utf8_length(s.data(), s.size()); }

// `Print.natToString` / `Print.intToString` for 64-bit integers.
std::string int_to_string(std::int64_t i);
// `Print.quote`: a quoted, escaped string literal.
std::string quote(const std::string& s);
// `Print.label`: `{A, B}`.
std::string label_text(const Lattice& lat, Label l);
// `Prim.showConst` for a constant value.
std::string show_const(const Value& v);

// Told how many bytes of output the printer has produced since the last call, every few KiB (and
// every MiB of a long string), so that the interpreter can charge fuel for rendering and poll for
// cancellation. It may throw to stop the printing.
struct Meter {
  virtual void add(std::size_t bytes) = 0;

 protected:
  ~Meter() = default;
};

// `print t` for a parsed term.
std::string print_term(const Lattice& lat, const Term& t);
// `print v.raw` for a value's raw part.
std::string print_raw(const Lattice& lat, const Value& v, Meter* meter = nullptr);
// `render v.raw`: a string as is, anything else printed.
std::string render_raw(const Lattice& lat, const Value& v, Meter* meter = nullptr);
// `printAt v.label v.raw` (or `render v.raw`) cut at `limit` bytes: the text, and whether it was cut. The
// printer stops there, so a value whose text is exponential in its size costs `limit`, not its text.
std::string print_raw_prefix(const Lattice& lat, const Value& v, bool render, std::size_t limit,
                             bool& cut);
// `Value.deepLabel`: the value's label joined with the labels of every value inside it (pair
// components, values substituted into a function's body), as `send` labels a message. Each heap
// node's inner label is computed once and cached (`Heap::inner`), so the cost is linear in the number
// of distinct nodes not yet visited, not in the number of paths (exponential for a DAG of pairs).
Label deep_label(const Value& v);

}  // namespace llmbda
