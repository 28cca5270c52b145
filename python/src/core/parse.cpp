#include "parse.hpp"

#include <utility>
#include <vector>

#include "../stack.hpp"
#include "text.hpp"

namespace llmbda {

namespace {

enum class TK : std::uint8_t { Ident, Kw, Int, Str, Label, Sym, Eof };

struct PTok {
  TK k = TK::Eof;
  std::string s;                   // identifier, keyword, string literal, symbol
  std::int64_t i = 0;              // integer literal
  std::vector<std::string> atoms;  // label literal
  std::uint64_t line = 0, col = 0;
};

struct Fail {
  ParseError e;
};

[[noreturn]] void fail(std::uint64_t line, std::uint64_t col, std::string msg) {
  throw Fail{ParseError{line, col, std::move(msg)}};
}

const char* const kKeywords[] = {"fun", "rec", "let", "in", "if", "then", "else", "true", "false",
                                 "send", "recv", "recv_data", "fork", "clear", "assert", "endorse", "call",
                                 "not", "neg", "show", "len", "fst", "snd",
                                 "null", "recv_safe", "str_find", "str_take", "str_drop", "str_lower",
                                 "str_upper", "str_trim", "parse_int"};

bool is_keyword(const std::string& s) {
  for (const char* k : kKeywords)
    if (s == k) return true;
  return false;
}

bool is_alpha(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }
bool is_id_start(char32_t c) { return is_alpha(c) || c == '_'; }
bool is_id_char(char32_t c) { return is_alpha(c) || is_digit(c) || c == '_' || c == '\''; }

// The keywords that are atoms.
bool atom_kw(const std::string& s) {
  return s == "true" || s == "false" || s == "recv" || s == "recv_data" || s == "recv_safe" || s == "clear" ||
         s == "null";
}

bool ends_operand(const PTok& t) {
  switch (t.k) {
    case TK::Ident: case TK::Int: case TK::Str: case TK::Label: return true;
    case TK::Kw: return atom_kw(t.s);
    case TK::Sym: return t.s == ")" || t.s == "]" || t.s == "}";
    case TK::Eof: return false;
  }
  return false;
}

bool starts_atom(const PTok& t) {
  switch (t.k) {
    case TK::Ident: case TK::Int: case TK::Str: case TK::Label: return true;
    case TK::Kw: return atom_kw(t.s);
    case TK::Sym: return t.s == "(" || t.s == "[" || t.s == "{";
    case TK::Eof: return false;
  }
  return false;
}

std::string describe(const PTok& t) {
  switch (t.k) {
    case TK::Ident: return "identifier '" + t.s + "'";
    case TK::Kw: return "keyword '" + t.s + "'";
    case TK::Int: return "integer literal";
    case TK::Str: return "string literal";
    case TK::Label: return "label literal";
    case TK::Sym: return "'" + t.s + "'";
    case TK::Eof: return "end of input";
  }
  return "";
}

std::string encode(const std::vector<char32_t>& cs, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t k = from; k < to; ++k) utf8_append(out, cs[k]);
  return out;
}

// `Parse.opensRecord`: after a `{` at `from`, only spaces, tabs, newlines and carriage returns, then `"`.
bool opens_record(const std::vector<char32_t>& cs, std::size_t from) {
  for (std::size_t q = from; q < cs.size(); ++q) {
    char32_t d = cs[q];
    if (d == '"') return true;
    if (d != ' ' && d != '\t' && d != '\n' && d != '\r') return false;
  }
  return false;
}

// `Parse.lex`: the whole token list (ending with `eof`), or the first lexical error.
std::vector<PTok> lex(const std::vector<char32_t>& cs) {
  std::vector<PTok> out;
  std::uint64_t line = 1, col = 1;
  bool prev = false;
  std::size_t p = 0, n = cs.size();
  auto push = [&](PTok t, bool next_prev) {
    prev = next_prev;
    out.push_back(std::move(t));
  };
  while (true) {
    if (p >= n) {
      PTok t;
      t.k = TK::Eof;
      t.line = line;
      t.col = col;
      out.push_back(std::move(t));
      return out;
    }
    char32_t c = cs[p];
    if (c == '\n') {
      ++line;
      col = 1;
      ++p;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++col;
      ++p;
    } else if (c == '-' && p + 1 < n && cs[p + 1] == '-') {
      ++p;  // `span (· ≠ '\n') cs` on the characters after the first `-`
      while (p < n && cs[p] != '\n') ++p;
    } else if (is_id_start(c)) {
      std::size_t q = p + 1;
      while (q < n && is_id_char(cs[q])) ++q;
      PTok t;
      t.s = encode(cs, p, q);
      t.k = is_keyword(t.s) ? TK::Kw : TK::Ident;
      t.line = line;
      t.col = col;
      col += q - p;
      p = q;
      bool e = ends_operand(t);
      push(std::move(t), e);
    } else if (is_digit(c) || (c == '-' && !prev && p + 1 < n && is_digit(cs[p + 1]))) {
      bool neg = c == '-';
      std::size_t q = neg ? p + 1 : p;
      std::size_t start = q;
      // The magnitude, saturating just past 2^63 (anything larger is out of range either way).
      const std::uint64_t limit = 9223372036854775808ULL;  // 2^63
      std::uint64_t mag = 0;
      bool big = false;
      while (q < n && is_digit(cs[q])) {
        std::uint64_t d = cs[q] - '0';
        if (!big) {
          if (mag > (limit - d) / 10) big = true;
          else mag = mag * 10 + d;
        }
        ++q;
      }
      std::uint64_t width = (q - start) + (neg ? 1 : 0);
      if (q < n && is_id_start(cs[q])) fail(line, col, "malformed number");
      bool in_range = !big && (neg ? mag <= limit : mag < limit);
      if (!in_range) fail(line, col, "integer literal out of range");
      PTok t;
      t.k = TK::Int;
      if (neg) t.i = mag == limit ? INT64_MIN : -static_cast<std::int64_t>(mag);
      else t.i = static_cast<std::int64_t>(mag);
      t.line = line;
      t.col = col;
      col += width;
      p = q;
      push(std::move(t), true);
    } else if (c == '"') {
      // `Parse.lexString`
      PTok t;
      t.k = TK::Str;
      t.line = line;
      t.col = col;
      std::uint64_t l = line, k = col + 1;
      std::size_t q = p + 1;
      std::string s;
      while (true) {
        if (q >= n) fail(l, k, "unterminated string literal");
        char32_t d = cs[q];
        if (d == '"') {
          ++q;
          ++k;
          break;
        }
        if (d == '\\') {
          char32_t e = q + 1 < n ? cs[q + 1] : 0;
          bool has = q + 1 < n;
          if (has && (e == 'n' || e == 't' || e == 'r' || e == '"' || e == '\\')) {
            s.push_back(e == 'n' ? '\n' : e == 't' ? '\t' : e == 'r' ? '\r' : static_cast<char>(e));
            q += 2;
            k += 2;
            continue;
          }
          if (has && e == 'u' && q + 2 < n && cs[q + 2] == '{') {
            // `Parse.lexHex`
            std::size_t r = q + 3;
            std::uint64_t acc = 0, digits = 0;
            bool ok = false;
            while (r < n) {
              char32_t h = cs[r];
              if (h == '}') {
                ok = digits != 0 && digits <= 6;
                ++r;
                break;
              }
              int v = (h >= '0' && h <= '9') ? int(h - '0')
                      : (h >= 'a' && h <= 'f') ? int(h - 'a' + 10)
                      : (h >= 'A' && h <= 'F') ? int(h - 'A' + 10) : -1;
              if (v < 0) break;
              if (digits < 7) acc = acc * 16 + static_cast<std::uint64_t>(v);
              ++digits;
              ++r;
            }
            bool valid = acc < 0xD800 || (acc > 0xDFFF && acc < 0x110000);
            if (!ok || !valid) fail(l, k, "invalid \\u{\xE2\x80\xA6} escape");
            utf8_append(s, static_cast<char32_t>(acc));
            k += 3 + digits + 1;
            q = r;
            continue;
          }
          fail(l, k, "unknown escape in string literal");
        }
        if (d == '\n') {
          ++l;
          k = 1;
        } else {
          ++k;
        }
        utf8_append(s, d);
        ++q;
      }
      t.s = std::move(s);
      line = l;
      col = k;
      p = q;
      push(std::move(t), true);
    } else if (c == '{' && opens_record(cs, p + 1)) {
      // a record opens: `{` is a symbol (`Parse.opensRecord`)
      PTok t;
      t.k = TK::Sym;
      t.s = "{";
      t.line = line;
      t.col = col;
      col += 1;
      p += 1;
      push(std::move(t), false);
    } else if (c == '{') {
      // `Parse.lexLabel`
      PTok t;
      t.k = TK::Label;
      t.line = line;
      t.col = col;
      std::uint64_t k = col + 1;
      std::size_t q = p + 1;
      while (true) {
        if (q >= n) fail(line, k, "unterminated label literal");
        char32_t d = cs[q];
        if (d == '}') {
          ++q;
          ++k;
          break;
        }
        if (d == ' ' || d == ',') {
          ++q;
          ++k;
          continue;
        }
        if (!is_id_start(d)) fail(line, k, "unexpected character in label literal");
        std::size_t r = q + 1;
        while (r < n && is_id_char(cs[r])) ++r;
        t.atoms.push_back(encode(cs, q, r));
        k += r - q;
        q = r;
      }
      col = k;
      p = q;
      push(std::move(t), true);
    } else {
      static const char* const sym2[] = {"->", "==", "!=", "<=", ">=", "++", "&&", "||"};
      static const char sym1[] = "(),;:?@=<>+-*/%[]}";
      if (p + 1 < n) {
        std::string two = encode(cs, p, p + 2);
        bool is2 = false;
        for (const char* s2 : sym2)
          if (two == s2) is2 = true;
        if (is2) {
          PTok t;
          t.k = TK::Sym;
          t.s = two;
          t.line = line;
          t.col = col;
          col += 2;
          p += 2;
          push(std::move(t), false);
          continue;
        }
      }
      bool is1 = false;
      for (const char* s1 = sym1; *s1; ++s1)
        if (c == static_cast<char32_t>(*s1)) is1 = true;
      if (!is1) fail(line, col, "unexpected character '" + encode(cs, p, p + 1) + "'");
      PTok t;
      t.k = TK::Sym;
      t.s = std::string(1, static_cast<char>(c));
      t.line = line;
      t.col = col;
      col += 1;
      p += 1;
      push(std::move(t), c == ')' || c == ']' || c == '}');
    }
  }
}

TermP node(K k) {
  auto t = std::make_shared<Term>();
  t->k = k;
  return t;
}
TermP node1(K k, TermP a) {
  auto t = std::make_shared<Term>();
  t->k = k;
  t->a = std::move(a);
  return t;
}
TermP node2(K k, TermP a, TermP b) {
  auto t = std::make_shared<Term>();
  t->k = k;
  t->a = std::move(a);
  t->b = std::move(b);
  return t;
}
TermP lam(const std::string& x, TermP body) {
  auto t = std::make_shared<Term>();
  t->k = K::Lam;
  t->x = x;
  t->a = std::move(body);
  return t;
}
TermP prim2(Op2 op, TermP a, TermP b) {
  auto t = std::make_shared<Term>();
  t->k = K::Prim2;
  t->op2 = op;
  t->a = std::move(a);
  t->b = std::move(b);
  return t;
}
TermP prim1(Op1 op, TermP a) {
  auto t = std::make_shared<Term>();
  t->k = K::Prim1;
  t->op1 = op;
  t->a = std::move(a);
  return t;
}

// `Parse.infixInfo`: the level at which the operator binds and the level of its right operand.
bool infix_info(const std::string& op, int& lvl, int& rp) {
  struct E {
    const char* op;
    int lvl, rp;
  };
  static const E table[] = {{";", 1, 0}, {":", 2, 2}, {"?", 3, 4}, {"||", 4, 5}, {"&&", 5, 6},
                            {"==", 6, 7}, {"!=", 6, 7}, {"<", 6, 7},  {"<=", 6, 7}, {">", 6, 7},
                            {">=", 6, 7}, {"+", 7, 8},
                            {"-", 7, 8},  {"++", 7, 8}, {"*", 8, 9},  {"/", 8, 9},  {"%", 8, 9}};
  for (const E& e : table)
    if (op == e.op) {
      lvl = e.lvl;
      rp = e.rp;
      return true;
    }
  return false;
}

// `Parse.mkInfix`
TermP mk_infix(const std::string& op, TermP a, TermP b) {
  if (op == ";") return node2(K::App, lam("_", std::move(b)), std::move(a));
  if (op == ":") return node2(K::LabD, std::move(a), std::move(b));
  if (op == "?") return node2(K::Test, std::move(a), std::move(b));
  if (op == "||") return prim2(Op2::Or, std::move(a), std::move(b));
  if (op == "&&") return prim2(Op2::And, std::move(a), std::move(b));
  if (op == "==") return prim2(Op2::Eq, std::move(a), std::move(b));
  if (op == "!=") return prim2(Op2::Ne, std::move(a), std::move(b));
  if (op == "<") return prim2(Op2::Lt, std::move(a), std::move(b));
  if (op == "<=") return prim2(Op2::Le, std::move(a), std::move(b));
  if (op == ">") return prim2(Op2::Gt, std::move(a), std::move(b));
  if (op == ">=") return prim2(Op2::Ge, std::move(a), std::move(b));
  if (op == "+") return prim2(Op2::Add, std::move(a), std::move(b));
  if (op == "-") return prim2(Op2::Sub, std::move(a), std::move(b));
  if (op == "++") return prim2(Op2::Concat, std::move(a), std::move(b));
  if (op == "*") return prim2(Op2::Mul, std::move(a), std::move(b));
  if (op == "/") return prim2(Op2::Div, std::move(a), std::move(b));
  return prim2(Op2::Mod, std::move(a), std::move(b));
}

TermP lams(const std::vector<std::string>& xs, std::size_t from, TermP b) {
  for (std::size_t k = xs.size(); k > from; --k) b = lam(xs[k - 1], std::move(b));
  return b;
}

// `Parse.Mode`; `Items`, `Entry` and `Entries` keep their elements (last first in the Lean, in order
// here) in the frame of the `go` that parsed the opening `[` or `{`.
enum class Mode : std::uint8_t { Expr, Infix, Args, Atom, Close, Items, Entry, Entries };

// `Parse.listOf`: the elements as pairs ending in `[]`.
TermP list_of(std::vector<TermP>& items) {
  auto nil = std::make_shared<Term>();
  nil->k = K::Const;
  nil->c = nil_value(0);
  TermP t = std::move(nil);
  for (std::size_t k = items.size(); k > 0; --k) t = node2(K::Pair, std::move(items[k - 1]), std::move(t));
  items.clear();
  return t;
}

struct Parser {
  const Lattice& lat;
  const std::vector<PTok>& ts;
  PTok eof0;  // `peek []`: end of input at 0:0

  Parser(const Lattice& l, const std::vector<PTok>& t) : lat(l), ts(t) {}

  const PTok& peek(std::size_t p) const { return p < ts.size() ? ts[p] : eof0; }
  std::size_t advance(std::size_t p) const { return p < ts.size() ? p + 1 : p; }

  [[noreturn]] void err_at(const PTok& t, std::string msg) const { fail(t.line, t.col, std::move(msg)); }

  std::vector<std::string> binders(std::size_t& p) const {
    std::vector<std::string> xs;
    while (p < ts.size() && ts[p].k == TK::Ident) xs.push_back(ts[p++].s);
    return xs;
  }
  std::size_t expect_sym(const std::string& s, std::size_t p) const {
    const PTok& t = peek(p);
    if (t.k == TK::Sym && t.s == s) return advance(p);
    err_at(t, "expected '" + s + "' but found " + describe(t));
  }
  std::size_t expect_kw(const std::string& k, std::size_t p) const {
    const PTok& t = peek(p);
    if (t.k == TK::Kw && t.s == k) return advance(p);
    err_at(t, "expected '" + k + "' but found " + describe(t));
  }

  // `Parse.labelOf`
  Label label_of(const PTok& t) const {
    Label l = 0;
    for (const std::string& a : t.atoms) {
      auto v = lat.atom(a);
      if (!v) err_at(t, "unknown label atom '" + a + "'");
      l = join(l, *v);
    }
    return l;
  }

  // `Parse.go n mode ts`. Tail calls of the Lean function are iterations of the loop, each costing one
  // unit of `n` exactly as the recursive call does.
  TermP go(std::uint64_t n, Mode mode, TermP t_arg, int m, std::size_t p, std::size_t& out) const {
    check_stack();
    std::vector<TermP> acc;  // `Items`, `Entry`, `Entries`: the elements so far
    while (true) {
      if (n == 0) err_at(peek(p), "program too deeply nested");
      --n;  // `n` is now the Lean pattern's `n` in `n + 1`
      switch (mode) {
        case Mode::Expr: {
          const PTok& t = peek(p);
          std::size_t rest = advance(p);
          if (t.k == TK::Kw && t.s == "fun") {
            std::size_t r = rest;
            std::vector<std::string> xs = binders(r);
            if (xs.empty()) err_at(peek(r), "expected a parameter name after 'fun'");
            r = expect_sym("->", r);
            TermP b = go(n, Mode::Expr, nullptr, 0, r, r);
            out = r;
            return lams(xs, 0, std::move(b));
          }
          if (t.k == TK::Kw && t.s == "rec") {
            std::size_t r = rest;
            std::vector<std::string> xs = binders(r);
            if (xs.size() != 2) err_at(peek(r), "expected 'rec f x -> body'");
            r = expect_sym("->", r);
            TermP b = go(n, Mode::Expr, nullptr, 0, r, r);
            out = r;
            auto f = std::make_shared<Term>();
            f->k = K::Fix;
            f->f = xs[0];
            f->x = xs[1];
            f->a = std::move(b);
            return f;
          }
          if (t.k == TK::Kw && t.s == "let") {
            const PTok& t2 = peek(rest);
            if (t2.k == TK::Kw && t2.s == "rec") {
              std::size_t r = advance(rest);
              std::vector<std::string> xs = binders(r);
              if (xs.size() != 2) err_at(peek(r), "expected 'let rec f x = e1 in e2'");
              r = expect_sym("=", r);
              TermP e1 = go(n, Mode::Expr, nullptr, 0, r, r);
              r = expect_kw("in", r);
              TermP e2 = go(n, Mode::Expr, nullptr, 0, r, r);
              out = r;
              auto f = std::make_shared<Term>();
              f->k = K::Fix;
              f->f = xs[0];
              f->x = xs[1];
              f->a = std::move(e1);
              return node2(K::App, lam(xs[0], std::move(e2)), std::move(f));
            }
            std::size_t r = rest;
            std::vector<std::string> xs = binders(r);
            if (xs.empty()) err_at(peek(r), "expected a name after 'let'");
            r = expect_sym("=", r);
            TermP e1 = go(n, Mode::Expr, nullptr, 0, r, r);
            r = expect_kw("in", r);
            TermP e2 = go(n, Mode::Expr, nullptr, 0, r, r);
            out = r;
            return node2(K::App, lam(xs[0], std::move(e2)), lams(xs, 1, std::move(e1)));
          }
          if (t.k == TK::Kw && t.s == "if") {
            std::size_t r = rest;
            TermP c = go(n, Mode::Expr, nullptr, 0, r, r);
            r = expect_kw("then", r);
            TermP a = go(n, Mode::Expr, nullptr, 0, r, r);
            r = expect_kw("else", r);
            TermP b = go(n, Mode::Expr, nullptr, 0, r, r);
            out = r;
            auto ite = std::make_shared<Term>();
            ite->k = K::Ite;
            ite->a = std::move(c);
            ite->b = std::move(a);
            ite->c3 = std::move(b);
            return ite;
          }
          if (t.k == TK::Label) {
            const PTok& t2 = peek(rest);
            if (m <= 2 && t2.k == TK::Sym && t2.s == ":") {
              Label l = label_of(t);
              std::size_t r;
              TermP e = go(n, Mode::Expr, nullptr, 2, advance(rest), r);
              auto ls = std::make_shared<Term>();
              ls->k = K::LabS;
              ls->lit = l;
              ls->a = std::move(e);
              mode = Mode::Infix;
              t_arg = std::move(ls);
              p = r;
              continue;
            }
            std::size_t r;
            TermP a = go(n, Mode::Atom, nullptr, 0, p, r);
            mode = Mode::Args;
            t_arg = std::move(a);
            p = r;
            continue;
          }
          if (t.k == TK::Kw || (t.k == TK::Sym && t.s == "@")) {
            const std::string& k = t.s;
            K kind = K::Const;
            Op1 op = Op1::Not;
            Op2 op2 = Op2::Add;
            bool one = true;
            if (k == "send") kind = K::Send;
            else if (k == "fork") kind = K::Fork;
            else if (k == "not") { kind = K::Prim1; op = Op1::Not; }
            else if (k == "neg") { kind = K::Prim1; op = Op1::Neg; }
            else if (k == "show") { kind = K::Prim1; op = Op1::Show; }
            else if (k == "len") { kind = K::Prim1; op = Op1::Len; }
            else if (k == "str_lower") { kind = K::Prim1; op = Op1::Lower; }
            else if (k == "str_upper") { kind = K::Prim1; op = Op1::Upper; }
            else if (k == "str_trim") { kind = K::Prim1; op = Op1::Trim; }
            else if (k == "parse_int") { kind = K::Prim1; op = Op1::ParseInt; }
            else if (k == "str_find") { kind = K::Prim2; op2 = Op2::Find; one = false; }
            else if (k == "str_take") { kind = K::Prim2; op2 = Op2::Take; one = false; }
            else if (k == "str_drop") { kind = K::Prim2; op2 = Op2::Drop; one = false; }
            else if (k == "fst") kind = K::Fst;
            else if (k == "snd") kind = K::Snd;
            else if (k == "@") kind = K::App;  // `@e`
            else if (k == "assert") { kind = K::Assert; one = false; }
            else if (k == "endorse") { kind = K::Endorse; one = false; }
            if (kind != K::Const) {
              std::size_t r;
              TermP a = go(n, Mode::Atom, nullptr, 0, rest, r);
              TermP built;
              if (!one && kind == K::Prim2) {
                TermP b = go(n, Mode::Atom, nullptr, 0, r, r);
                built = prim2(op2, std::move(a), std::move(b));
              } else if (!one) {
                TermP b = go(n, Mode::Atom, nullptr, 0, r, r);
                auto bin = std::make_shared<Term>();
                bin->k = kind;
                bin->a = std::move(a);
                bin->b = std::move(b);
                bin->line = static_cast<std::uint32_t>(t.line);
                bin->col = static_cast<std::uint32_t>(t.col);
                built = std::move(bin);
              } else if (kind == K::Prim1) {
                built = prim1(op, std::move(a));
              } else if (kind == K::App) {
                built = node2(K::App, lam("_", node(K::Recv)), node1(K::Send, std::move(a)));
              } else {
                built = node1(kind, std::move(a));
              }
              mode = Mode::Infix;
              t_arg = std::move(built);
              p = r;
              continue;
            }
            if (k == "call") {
              const PTok& t2 = peek(rest);
              if (t2.k != TK::Str) err_at(t2, "expected a tool name (a string literal) after 'call'");
              std::size_t r;
              TermP a = go(n, Mode::Atom, nullptr, 0, advance(rest), r);
              auto c = std::make_shared<Term>();
              c->k = K::Call;
              c->x = t2.s;
              c->a = std::move(a);
              mode = Mode::Infix;
              t_arg = std::move(c);
              p = r;
              continue;
            }
          }
          if (starts_atom(t)) {
            std::size_t r;
            TermP a = go(n, Mode::Atom, nullptr, 0, p, r);
            mode = Mode::Args;
            t_arg = std::move(a);
            p = r;
            continue;
          }
          err_at(t, "expected an expression but found " + describe(t));
        }
        case Mode::Args: {
          if (starts_atom(peek(p))) {
            std::size_t r;
            TermP a = go(n, Mode::Atom, nullptr, 0, p, r);
            t_arg = node2(K::App, std::move(t_arg), std::move(a));
            p = r;
            continue;  // `go n (.args (.app head a) m) r`
          }
          mode = Mode::Infix;  // `go n (.infix head m) ts`
          continue;
        }
        case Mode::Infix: {
          const PTok& t = peek(p);
          int lvl, rp;
          if (t.k == TK::Sym && infix_info(t.s, lvl, rp)) {
            if (lvl < m) {
              out = p;
              return t_arg;
            }
            std::size_t r;
            TermP rhs = go(n, Mode::Expr, nullptr, rp, advance(p), r);
            t_arg = mk_infix(t.s, std::move(t_arg), std::move(rhs));
            p = r;
            continue;
          }
          out = p;
          return t_arg;
        }
        case Mode::Atom: {
          const PTok& t = peek(p);
          std::size_t rest = advance(p);
          switch (t.k) {
            case TK::Ident: {
              auto v = std::make_shared<Term>();
              v->k = K::Var;
              v->x = t.s;
              out = rest;
              return v;
            }
            case TK::Int: {
              auto v = std::make_shared<Term>();
              v->k = K::Const;
              v->c = int_value(t.i, 0);
              out = rest;
              return v;
            }
            case TK::Str: {
              auto v = std::make_shared<Term>();
              v->k = K::Const;
              v->c = str_value(t.s, 0);
              out = rest;
              return v;
            }
            case TK::Kw:
              if (t.s == "true" || t.s == "false") {
                auto v = std::make_shared<Term>();
                v->k = K::Const;
                v->c = bool_value(t.s == "true", 0);
                out = rest;
                return v;
              }
              if (t.s == "recv" || t.s == "recv_data" || t.s == "recv_safe") {
                out = rest;
                auto v = std::make_shared<Term>();
                v->k = K::Recv;
                v->mode = t.s == "recv" ? ReplyMode::Code : t.s == "recv_data" ? ReplyMode::Data : ReplyMode::Safe;
                return v;
              }
              if (t.s == "null") {
                auto v = std::make_shared<Term>();
                v->k = K::Const;
                v->c = unit_value(0);
                out = rest;
                return v;
              }
              if (t.s == "clear") {
                out = rest;
                return node(K::Clear);
              }
              break;
            case TK::Label: {
              Label l = label_of(t);
              auto v = std::make_shared<Term>();
              v->k = K::Lit;
              v->lit = l;
              out = rest;
              return v;
            }
            case TK::Sym:
              if (t.s == "(") {
                const PTok& t2 = peek(rest);
                if (t2.k == TK::Sym && t2.s == ")") {
                  out = advance(rest);
                  auto v = std::make_shared<Term>();
                  v->k = K::Const;
                  v->c = unit_value(0);
                  return v;
                }
                std::size_t r;
                TermP e = go(n, Mode::Expr, nullptr, 0, rest, r);
                mode = Mode::Close;
                t_arg = std::move(e);
                p = r;
                continue;
              }
              if (t.s == "[") {
                const PTok& t2 = peek(rest);
                if (t2.k == TK::Sym && t2.s == "]") {
                  out = advance(rest);
                  auto v = std::make_shared<Term>();
                  v->k = K::Const;
                  v->c = nil_value(0);
                  return v;
                }
                std::size_t r;
                acc.push_back(go(n, Mode::Expr, nullptr, 0, rest, r));
                mode = Mode::Items;
                p = r;
                continue;
              }
              if (t.s == "{") {
                mode = Mode::Entry;
                p = rest;
                continue;
              }
              break;
            default:
              break;
          }
          err_at(t, "expected an expression but found " + describe(t));
        }
        case Mode::Close: {
          const PTok& t = peek(p);
          if (t.k == TK::Sym && t.s == ")") {
            out = advance(p);
            return t_arg;
          }
          if (t.k == TK::Sym && t.s == ",") {
            std::size_t r;
            TermP b = go(n, Mode::Expr, nullptr, 0, advance(p), r);
            r = expect_sym(")", r);
            out = r;
            return node2(K::Pair, std::move(t_arg), std::move(b));
          }
          err_at(t, "expected ')' but found " + describe(t));
        }
        case Mode::Items: {
          const PTok& t = peek(p);
          if (t.k == TK::Sym && t.s == "]") {
            out = advance(p);
            return list_of(acc);
          }
          if (t.k == TK::Sym && t.s == ",") {
            std::size_t r;
            acc.push_back(go(n, Mode::Expr, nullptr, 0, advance(p), r));
            p = r;
            continue;  // `go n (.items (e :: acc)) r`
          }
          err_at(t, "expected ',' or ']' but found " + describe(t));
        }
        case Mode::Entry: {
          const PTok& t = peek(p);
          if (t.k == TK::Str) {
            std::size_t r = expect_sym(":", advance(p));
            auto key = std::make_shared<Term>();
            key->k = K::Const;
            key->c = str_value(t.s, 0);
            TermP e = go(n, Mode::Expr, nullptr, 0, r, r);
            acc.push_back(node2(K::Pair, std::move(key), std::move(e)));
            mode = Mode::Entries;
            p = r;
            continue;
          }
          err_at(t, "expected a record key (a string literal) but found " + describe(t));
        }
        case Mode::Entries: {
          const PTok& t = peek(p);
          if (t.k == TK::Sym && t.s == "}") {
            out = advance(p);
            return list_of(acc);
          }
          if (t.k == TK::Sym && t.s == ",") {
            mode = Mode::Entry;
            p = advance(p);
            continue;
          }
          err_at(t, "expected ',' or '}' but found " + describe(t));
        }
      }
    }
  }
};

}  // namespace

ParseResult parse(const Lattice& lat, const std::string& src) {
  ParseResult res;
  try {
    std::vector<char32_t> cs = utf8_decode(src);
    std::vector<PTok> toks = lex(cs);
    Parser ps(lat, toks);
    std::size_t rest;
    TermP t = ps.go(kParseMaxDepth, Mode::Expr, nullptr, 0, 0, rest);
    const PTok& tr = ps.peek(rest);
    if (tr.k != TK::Eof)
      fail(tr.line, tr.col, "unexpected " + describe(tr) + " after the end of the program");
    res.ok = true;
    res.term = std::move(t);
  } catch (const Fail& f) {
    res.ok = false;
    res.error = f.e;
  }
  return res;
}

namespace {

// `Term.endorseFree` of a parsed term (no `val` nodes). The parser bounds the depth.
bool endorse_free(const Term& t) {
  check_stack();
  if (t.k == K::Endorse) return false;
  for (const TermP* c : {&t.a, &t.b, &t.c3})
    if (*c && !endorse_free(**c)) return false;
  return true;
}

// `Term.isData`: a constant, a label literal, or a pair of data.
bool is_data(const Term& t) {
  check_stack();
  switch (t.k) {
    case K::Const: case K::Lit: return true;
    case K::Pair: return is_data(*t.a) && is_data(*t.b);
    default: return false;
  }
}

const char* const kReplyEndorses =
    "a model reply may not endorse: endorse is written by the program, never generated";
const char* const kReplyNotData =
    "expected a value (a literal or a pair of values), not code: this reply is read as data";

TermP const_term(Value c) {
  auto t = std::make_shared<Term>();
  t->k = K::Const;
  t->c = std::move(c);
  return t;
}

// `(ok, t)` as a term
TermP safe_answer(bool ok, TermP t) {
  return node2(K::Pair, const_term(bool_value(ok, 0)), std::move(t));
}

// `replyScope`: the prelude's library functions a model reply may call.
constexpr const char* kReplyScope[] = {"length", "nth",  "append", "reverse",  "map",       "filter",
                                       "fold",   "find", "any",    "all",      "get",       "has",
                                       "set",    "keys", "contains", "substring", "split", "join"};
constexpr int kReplyScopeSize = static_cast<int>(sizeof(kReplyScope) / sizeof(kReplyScope[0]));

// The index of `x` in `kReplyScope`, or -1.
int reply_scope_index(const std::string& x) {
  for (int i = 0; i < kReplyScopeSize; ++i)
    if (x == kReplyScope[i]) return i;
  return -1;
}

// A copy of node `t` with children `a`, `b`, `c3` (its cache of free variables left empty).
TermP with_children(const Term& t, TermP a, TermP b, TermP c3) {
  auto n = std::make_shared<Term>();
  n->k = t.k;
  n->op1 = t.op1;
  n->op2 = t.op2;
  n->c = t.c;
  n->lit = t.lit;
  n->x = t.x;
  n->f = t.f;
  n->mode = t.mode;
  n->line = t.line;
  n->col = t.col;
  n->a = std::move(a);
  n->b = std::move(b);
  n->c3 = std::move(c3);
  return n;
}

// `closeReply [] t`: every free `var x` with `x` in `replyScope` becomes `call "prelude.x" ()`; `fun x`
// binds `x` in its body, `rec f x` binds `f` and `x`. Subterms without such an occurrence are shared
// with `t`. Iterative (an explicit stack), since a reply's term can be deeper than the parser's depth
// bound (`fun x1 … xn -> e` costs one unit of it for n nested functions): a hostile reply cannot
// overflow the native stack here.
TermP close_reply(const TermP& root) {
  struct Frame {
    const TermP* t;      // the node (owned by its parent frame's node, or `root`)
    int next = 0;        // the next child to visit: 0 `a`, 1 `b`, 2 `c3`, 3 done
    bool changed = false;
    TermP kids[3];
    explicit Frame(const TermP* p) : t(p) {}
  };
  int bound[kReplyScopeSize] = {};  // how many enclosing binders bind each name of the scope
  auto bind = [&](const std::string& x, int d) {
    int i = reply_scope_index(x);
    if (i >= 0) bound[i] += d;
  };
  std::vector<Frame> stack;
  stack.emplace_back(&root);
  TermP result;
  while (!stack.empty()) {
    Frame& fr = stack.back();
    const Term& t = **fr.t;
    TermP done;
    if (t.k == K::Var) {
      int i = reply_scope_index(t.x);
      if (i >= 0 && bound[i] == 0) {
        auto c = std::make_shared<Term>();
        c->k = K::Call;
        c->x = std::string("prelude.") + kReplyScope[i];
        c->a = const_term(unit_value(0));
        done = std::move(c);
      } else {
        done = *fr.t;
      }
    } else {
      if (fr.next == 0) {
        if (t.k == K::Lam) bind(t.x, 1);
        if (t.k == K::Fix) {
          bind(t.f, 1);
          bind(t.x, 1);
        }
      }
      const TermP* child = nullptr;
      while (fr.next < 3) {
        const TermP& c = fr.next == 0 ? t.a : fr.next == 1 ? t.b : t.c3;
        if (c) {
          child = &c;
          break;
        }
        fr.next += 1;
      }
      if (child) {
        stack.emplace_back(child);  // `fr` may dangle from here on
        continue;
      }
      if (t.k == K::Lam) bind(t.x, -1);
      if (t.k == K::Fix) {
        bind(t.f, -1);
        bind(t.x, -1);
      }
      done = fr.changed ? with_children(t, std::move(fr.kids[0]), std::move(fr.kids[1]), std::move(fr.kids[2]))
                        : *fr.t;
    }
    stack.pop_back();
    if (stack.empty()) {
      result = std::move(done);
      break;
    }
    Frame& parent = stack.back();
    const Term& pt = **parent.t;
    const TermP& orig = parent.next == 0 ? pt.a : parent.next == 1 ? pt.b : pt.c3;
    if (done.get() != orig.get()) parent.changed = true;
    parent.kids[parent.next] = std::move(done);
    parent.next += 1;
  }
  return result;
}

}  // namespace

std::string describe_error(const ParseError& e) {
  return "line " + std::to_string(e.line) + ", column " + std::to_string(e.col) + ": " + e.msg;
}

ParseResult parse_reply(const Lattice& lat, const std::string& reply, ReplyMode mode) {
  ParseResult res = parse(lat, reply);
  if (mode == ReplyMode::Safe) {
    if (res.ok && !endorse_free(*res.term)) {
      res.term = nullptr;
      res.error = ParseError{1, 1, kReplyEndorses};
      res.ok = false;
    }
    if (res.ok) {
      res.term = safe_answer(true, close_reply(res.term));
    } else {
      res.term = safe_answer(false, const_term(str_value(describe_error(res.error), 0)));
      res.ok = true;
      res.error = ParseError{};
    }
    return res;
  }
  if (!res.ok) return res;
  bool data = mode == ReplyMode::Data;
  if (data ? !is_data(*res.term) : !endorse_free(*res.term)) {
    res.ok = false;
    res.term = nullptr;
    res.error = ParseError{1, 1, data ? kReplyNotData : kReplyEndorses};
    return res;
  }
  if (!data) res.term = close_reply(res.term);
  return res;
}

}  // namespace llmbda
