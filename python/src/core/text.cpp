#include "text.hpp"

#include <algorithm>

#include "../stack.hpp"

namespace llmbda {

std::vector<char32_t> utf8_decode(const std::string& s) {
  std::vector<char32_t> out;
  out.reserve(s.size());
  std::size_t i = 0, n = s.size();
  while (i < n) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    char32_t cp;
    int len;
    if (c < 0x80) { cp = c; len = 1; }
    else if ((c >> 5) == 0x6) { cp = c & 0x1F; len = 2; }
    else if ((c >> 4) == 0xE) { cp = c & 0x0F; len = 3; }
    else { cp = c & 0x07; len = 4; }
    for (int k = 1; k < len && i + k < n; ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    out.push_back(cp);
    i += len;
  }
  return out;
}

void utf8_append(std::string& out, char32_t c) {
  if (c < 0x80) {
    out.push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (c >> 6)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (c >> 12)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (c >> 18)));
    out.push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

std::size_t utf8_length(const char* p, std::size_t n) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i)
    if ((static_cast<unsigned char>(p[i]) & 0xC0) != 0x80) ++count;
  return count;
}

std::string int_to_string(std::int64_t i) {
  if (i >= 0) return std::to_string(i);
  // -(i + 1) + 1 avoids overflow at the least integer.
  std::uint64_t m = static_cast<std::uint64_t>(-(i + 1)) + 1;
  return "-" + std::to_string(m);
}

namespace {

void hex_digits(std::string& out, unsigned n) {
  const char* d = "0123456789abcdef";
  std::string tmp;
  do {
    tmp.push_back(d[n % 16]);
    n /= 16;
  } while (n > 0);
  std::reverse(tmp.begin(), tmp.end());
  out += tmp;
}

void quote_body(std::string& out, const char* p, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    unsigned char c = static_cast<unsigned char>(p[i]);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 32 || c == 127) {
          out += "\\u{";
          hex_digits(out, c);
          out.push_back('}');
        } else {
          out.push_back(static_cast<char>(c));  // UTF-8 bytes of other characters pass through
        }
    }
  }
}

void quote_into(std::string& out, const std::string& s) {
  out.push_back('"');
  quote_body(out, s.data(), s.size());
  out.push_back('"');
}

// Long strings are copied and quoted a chunk at a time, the meter told after each chunk.
constexpr std::size_t kChunk = std::size_t(1) << 20;
// The printer tells its meter about its output at least this often.
constexpr std::size_t kTick = std::size_t(64) << 10;

struct Op2Info {
  const char* sym;
  int lvl, lp, rp;
};

Op2Info op2_info(Op2 op) {
  switch (op) {
    case Op2::Or: return {"||", 4, 4, 5};
    case Op2::And: return {"&&", 5, 5, 6};
    case Op2::Eq: return {"==", 6, 7, 7};
    case Op2::Ne: return {"!=", 6, 7, 7};
    case Op2::Lt: return {"<", 6, 7, 7};
    case Op2::Le: return {"<=", 6, 7, 7};
    case Op2::Gt: return {">", 6, 7, 7};
    case Op2::Ge: return {">=", 6, 7, 7};
    case Op2::Add: return {"+", 7, 7, 8};
    case Op2::Sub: return {"-", 7, 7, 8};
    case Op2::Concat: return {"++", 7, 7, 8};
    case Op2::Mul: return {"*", 8, 8, 9};
    case Op2::Div: return {"/", 8, 8, 9};
    case Op2::Mod: return {"%", 8, 8, 9};
    case Op2::Find: return {"str_find", 9, 10, 10};
    case Op2::Take: return {"str_take", 9, 10, 10};
    case Op2::Drop: return {"str_drop", 9, 10, 10};
  }
  return {"?", 0, 0, 0};
}

const char* op1_name(Op1 op) {
  switch (op) {
    case Op1::Not: return "not";
    case Op1::Neg: return "neg";
    case Op1::Show: return "show";
    case Op1::Len: return "len";
    case Op1::Lower: return "str_lower";
    case Op1::Upper: return "str_upper";
    case Op1::Trim: return "str_trim";
    case Op1::ParseInt: return "parse_int";
  }
  return "?";
}

// The value a variable stands for in the term the Lean `peval` would hold: bound in `env` and not
// shadowed by an enclosing binder (`bound`); nullptr for a variable that prints as itself.
const Value* lookup_free(const EnvP& env, const std::vector<const std::string*>& bound,
                         const std::string& x) {
  for (auto it = bound.rbegin(); it != bound.rend(); ++it)
    if (**it == x) return nullptr;
  for (const EnvNode* n = env.get(); n; n = n->next.get())
    if (n->name == x) return &n->v;
  return nullptr;
}

// The printer. `env` and `bound` implement the substitution of the Lean `peval`: a variable bound in
// the environment and not shadowed by an enclosing binder prints as the value it stands for, in the
// form `Term.val r l` prints (`({l} : r)`).
struct Printer {
  const Lattice& lat;
  std::string out;
  EnvP env;
  std::vector<const std::string*> bound;
  Meter* meter = nullptr;
  std::size_t metered = 0;  // the output size the meter was last told

  explicit Printer(const Lattice& l, Meter* m = nullptr) : lat(l), meter(m) {}

  void tick() {
    if (meter && out.size() - metered >= kTick) flush();
  }
  void flush() {
    if (meter && out.size() > metered) {
      std::size_t n = out.size() - metered;
      metered = out.size();
      meter->add(n);
    }
  }

  const Value* lookup(const std::string& x) const { return lookup_free(env, bound, x); }

  void open(bool b) { if (b) out.push_back('('); }
  void close(bool b) { if (b) out.push_back(')'); }

  // label texts, made once per label (a printed value repeats the same few labels)
  std::vector<std::pair<Label, std::string>> labels;

  void label(Label l) {
    for (const auto& [k, text] : labels) {
      if (k == l) {
        out += text;
        return;
      }
    }
    std::string text = label_text(lat, l);
    out += text;
    if (labels.size() < 16) labels.emplace_back(l, std::move(text));
  }

  void constant(const Value& c) {
    switch (c.k) {
      case RK::Unit: out += "()"; break;
      case RK::Nil: out += "[]"; break;
      case RK::Bool: out += c.b ? "true" : "false"; break;
      case RK::Int:
        if (c.i < 0) { out += "("; out += int_to_string(c.i); out += ")"; }
        else out += int_to_string(c.i);
        break;
      case RK::Str: {
        const std::string& str = c.h->s;
        out.push_back('"');
        for (std::size_t i = 0; i < str.size(); i += kChunk) {
          quote_body(out, str.data() + i, std::min(kChunk, str.size() - i));
          tick();
        }
        out.push_back('"');
        break;
      }
      default: break;
    }
  }

  // A labelled value in the form of `Term.val r l`.
  void val(const Value& v, bool not_list = false) {
    out += "(";
    label(v.label);
    out += " : ";
    raw(2, v, not_list && hidden(v.label));
    out += ")";
  }

  // `Print.term p` applied to a raw value.
  void raw(int p, const Value& v, bool not_list = false) {
    check_stack();
    tick();
    switch (v.k) {
      case RK::Unit: case RK::Bool: case RK::Int: case RK::Str: case RK::Nil: constant(v); break;
      case RK::Lit: label(v.lit); break;
      case RK::Lam: case RK::Fix: {
        EnvP saved_env = env;
        std::vector<const std::string*> saved_bound;
        saved_bound.swap(bound);
        env = v.h->env;
        term(p, *v.h->fn);
        env = std::move(saved_env);
        bound.swap(saved_bound);
        break;
      }
      case RK::Pair: pair(Node::value(&v.h->fst), Node::value(&v.h->snd), not_list); break;
    }
  }

  // ---- lists and records (`Print.isList`, `Print.isRecord`, `Print.Ctx`) ----
  //
  // A node is what the Lean printer holds after substitution: a parsed term (a variable bound in the
  // environment stands for `Term.val r l` of its value), a value `v` as `Term.val v.raw v.label`, or
  // the raw part of a value. The spine of a list is walked iteratively, and a pair found not to be a
  // list tells the printing of its second component so (`not_list`), which would otherwise walk the
  // same spine again: printing stays linear in the size of the text.

  struct Node {
    enum Kind : std::uint8_t { T, V, R } kind = T;
    const Term* t = nullptr;
    const Value* v = nullptr;
    static Node term(const Term* t) { return Node{T, t, nullptr}; }
    static Node value(const Value* v) { return Node{V, nullptr, v}; }
    static Node rawof(const Value* v) { return Node{R, nullptr, v}; }
  };
  enum class Shape : std::uint8_t { Nil, Pair, Val, Str, Other };
  struct Look {
    Shape s = Shape::Other;
    Node a, b;              // Pair: the components; Val: a is the raw part
    Label l = 0;            // Val: the label
    const std::string* str = nullptr;  // Str
  };

  Look look(Node n) const {
    Look o;
    if (n.kind == Node::T) {
      const Term& t = *n.t;
      switch (t.k) {
        case K::Const:
          if (t.c.k == RK::Nil) o.s = Shape::Nil;
          else if (t.c.k == RK::Str) { o.s = Shape::Str; o.str = &t.c.h->s; }
          return o;
        case K::Pair:
          o.s = Shape::Pair;
          o.a = Node::term(t.a.get());
          o.b = Node::term(t.b.get());
          return o;
        case K::Var:
          if (const Value* v = lookup(t.x)) {
            o.s = Shape::Val;
            o.a = Node::rawof(v);
            o.l = v->label;
          }
          return o;
        default:
          return o;
      }
    }
    if (n.kind == Node::V) {
      o.s = Shape::Val;
      o.a = Node::rawof(n.v);
      o.l = n.v->label;
      return o;
    }
    const Value& v = *n.v;
    switch (v.k) {
      case RK::Nil: o.s = Shape::Nil; return o;
      case RK::Str: o.s = Shape::Str; o.str = &v.h->s; return o;
      case RK::Pair:
        o.s = Shape::Pair;
        o.a = Node::value(&v.h->fst);
        o.b = Node::value(&v.h->snd);
        return o;
      default: return o;
    }
  }

  // Whether a label is hidden on a list element, a record entry's value or a list's tail (the
  // `hide` of `Print.go`): `Print.isBot` when printing a term or rendering a prompt (`print`), a label
  // that flows to the value's own label when printing a value (`printAt`).
  bool at_label = false;
  Label enclosing = 0;
  bool hidden(Label l) const { return at_label ? flows(l, enclosing) : is_bot(l); }

  // `Print.isBot`: the label prints as `{}`.
  bool is_bot(Label l) const {
    if (l == 0) return true;
    for (const Lattice::Atom& a : lat.atoms)
      if (a.bits != 0 && flows(a.bits, l)) return false;
    return true;
  }

  // `Print.isEnd`
  bool is_end(Node n) const {
    while (true) {
      Look o = look(n);
      if (o.s == Shape::Nil) return true;
      if (o.s != Shape::Val || !hidden(o.l)) return false;
      n = o.a;
    }
  }
  // `Print.isList`
  bool is_list(Node n) const {
    while (true) {
      Look o = look(n);
      if (o.s == Shape::Nil) return true;
      if (o.s == Shape::Pair) n = o.b;
      else if (o.s == Shape::Val && hidden(o.l)) n = o.a;
      else return false;
    }
  }
  // `Print.isKey`
  bool is_key(Node n) const {
    Look o = look(n);
    if (o.s == Shape::Val && hidden(o.l)) o = look(o.a);
    return o.s == Shape::Str;
  }
  // `Print.isEntry`
  bool is_entry(Node n) const {
    Look o = look(n);
    if (o.s == Shape::Val && hidden(o.l)) o = look(o.a);
    return o.s == Shape::Pair && is_key(o.a);
  }
  // `Print.isRecord`
  bool is_record(Node n) const {
    while (true) {
      Look o = look(n);
      if (o.s == Shape::Nil) return true;
      if (o.s == Shape::Pair) {
        if (!is_entry(o.a)) return false;
        n = o.b;
      } else if (o.s == Shape::Val && hidden(o.l)) {
        n = o.a;
      } else {
        return false;
      }
    }
  }

  // A node at precedence `p` (`Print.go (.prec p bare)`).
  void node(int p, Node n, bool bare, bool not_list) {
    if (n.kind == Node::T) {
      const Value* v = n.t->k == K::Var ? lookup(n.t->x) : nullptr;
      if (!v) {
        term(p, *n.t, not_list);
        return;
      }
      n = Node::value(v);
    }
    if (n.kind == Node::V) {
      if (bare && hidden(n.v->label)) raw(p, *n.v, not_list);
      else val(*n.v, not_list);
      return;
    }
    raw(p, *n.v, not_list);
  }

  // A list element, or a record entry's value: a value labelled `{}` prints bare.
  void element(Node n) { node(0, n, true, false); }

  // A list spine that is not at its end: the pair it is, looking through values labelled `{}`.
  Look spine_pair(Node n) const {
    Look o = look(n);
    while (o.s == Shape::Val) o = look(o.a);
    return o;
  }

  // A record entry `"k": v` (`Print.go .entry`).
  void entry(Node n) {
    Look o = spine_pair(n);
    Look k = look(o.a);
    if (k.s == Shape::Val) k = look(k.a);
    quote_into(out, *k.str);
    out += ": ";
    element(o.b);
  }

  // `Term.pair a b` (or a raw pair): a list, a record, or a pair. `not_list`: known not to be a list.
  void pair(Node a, Node b, bool not_list) {
    if (not_list || !is_list(b)) {
      out += "(";
      node(0, a, false, false);
      out += ", ";
      node(0, b, false, true);  // not a list either
      out += ")";
      return;
    }
    bool record = is_entry(a) && is_record(b);
    out += record ? "{" : "[";
    if (record) entry(a);
    else element(a);
    while (!is_end(b)) {
      check_stack();
      tick();
      Look o = spine_pair(b);
      out += ", ";
      if (record) entry(o.a);
      else element(o.a);
      b = o.b;
    }
    out += record ? "}" : "]";
  }

  void under(const std::string& x, int p, const Term& t) {
    bound.push_back(&x);
    term(p, t);
    bound.pop_back();
  }
  void under2(const std::string& f, const std::string& x, int p, const Term& t) {
    bound.push_back(&f);
    bound.push_back(&x);
    term(p, t);
    bound.pop_back();
    bound.pop_back();
  }

  static bool is_plain_app(const Term& t) { return t.k == K::App && t.a->k != K::Lam; }

  // `not_list`: the term is known not to be a list (see `pair`).
  void term(int p, const Term& t, bool not_list = false) {
    check_stack();
    tick();
    switch (t.k) {
      case K::Var: {
        const Value* v = lookup(t.x);
        if (v) val(*v, not_list);
        else out += t.x;
        break;
      }
      case K::Const: constant(t.c); break;
      case K::Lit: label(t.lit); break;
      case K::Lam:
        open(p > 0);
        out += "fun " + t.x + " -> ";
        under(t.x, 0, *t.a);
        close(p > 0);
        break;
      case K::Fix:
        open(p > 0);
        out += "rec " + t.f + " " + t.x + " -> ";
        under2(t.f, t.x, 0, *t.a);
        close(p > 0);
        break;
      case K::App: {
        const Term& fn = *t.a;
        const Term& arg = *t.b;
        if (fn.k == K::Lam && fn.x == "_" && fn.a->k == K::Recv && fn.a->mode == ReplyMode::Code &&
            arg.k == K::Send) {
          open(p > 9);
          out += "@";
          term(10, *arg.a);
          close(p > 9);
        } else if (fn.k == K::Lam && arg.k == K::Fix) {
          const Term& e2 = *fn.a;
          open(p > 0);
          if (fn.x == arg.f) {
            out += "let rec " + fn.x + " " + arg.x + " = ";
            under2(arg.f, arg.x, 0, *arg.a);
            out += " in ";
          } else {
            out += "let " + fn.x + " = ";
            term(0, arg);
            out += " in ";
          }
          under(fn.x, 0, e2);
          close(p > 0);
        } else if (fn.k == K::Lam) {
          open(p > 0);
          if (fn.x == "_") {
            term(2, arg);
            out += "; ";
          } else {
            out += "let " + fn.x + " = ";
            term(0, arg);
            out += " in ";
          }
          under(fn.x, 0, *fn.a);
          close(p > 0);
        } else {
          open(p > 9);
          term(is_plain_app(fn) ? 9 : 10, fn);
          out += " ";
          term(10, arg);
          close(p > 9);
        }
        break;
      }
      case K::Ite:
        open(p > 0);
        out += "if ";
        term(0, *t.a);
        out += " then ";
        term(0, *t.b);
        out += " else ";
        term(0, *t.c3);
        close(p > 0);
        break;
      case K::Prim1:
        open(p > 9);
        out += op1_name(t.op1);
        out += " ";
        term(10, *t.a);
        close(p > 9);
        break;
      case K::Prim2: {
        Op2Info info = op2_info(t.op2);
        if (t.op2 == Op2::Find || t.op2 == Op2::Take || t.op2 == Op2::Drop) {  // `Print.op2Prefix`
          open(p > 9);
          out += info.sym;
          out += " ";
          term(10, *t.a);
          out += " ";
          term(10, *t.b);
          close(p > 9);
          break;
        }
        open(p > info.lvl);
        term(info.lp, *t.a);
        out += " ";
        out += info.sym;
        out += " ";
        term(info.rp, *t.b);
        close(p > info.lvl);
        break;
      }
      case K::Pair: pair(Node::term(t.a.get()), Node::term(t.b.get()), not_list); break;
      case K::Fst: keyword1(p, "fst ", t); break;
      case K::Snd: keyword1(p, "snd ", t); break;
      case K::LabS:
        open(p > 2);
        label(t.lit);
        out += " : ";
        term(2, *t.a);
        close(p > 2);
        break;
      case K::LabD:
        open(p > 2);
        if (t.a->k == K::Lit) {
          out += "(";
          label(t.a->lit);
          out += ")";
        } else {
          term(3, *t.a);
        }
        out += " : ";
        term(2, *t.b);
        close(p > 2);
        break;
      case K::Test:
        open(p > 3);
        term(4, *t.a);
        out += " ? ";
        term(4, *t.b);
        close(p > 3);
        break;
      case K::Assert: keyword2(p, "assert ", t); break;
      case K::Endorse: keyword2(p, "endorse ", t); break;
      case K::Send: keyword1(p, "send ", t); break;
      case K::Recv:
        out += t.mode == ReplyMode::Code ? "recv" : t.mode == ReplyMode::Data ? "recv_data" : "recv_safe";
        break;
      case K::Fork: keyword1(p, "fork ", t); break;
      case K::Clear: out += "clear"; break;
      case K::Call:
        open(p > 9);
        out += "call ";
        quote_into(out, t.x);
        out += " ";
        term(10, *t.a);
        close(p > 9);
        break;
    }
  }

  void keyword1(int p, const char* kw, const Term& t) {
    open(p > 9);
    out += kw;
    term(10, *t.a);
    close(p > 9);
  }
  void keyword2(int p, const char* kw, const Term& t) {
    open(p > 9);
    out += kw;
    term(10, *t.a);
    out += " ";
    term(10, *t.b);
    close(p > 9);
  }
};

}  // namespace

std::string quote(const std::string& s) {
  std::string out;
  quote_into(out, s);
  return out;
}

std::string label_text(const Lattice& lat, Label l) {
  std::string out = "{";
  bool first = true;
  for (const std::string& a : lat.atoms_of(l)) {
    if (!first) out += ", ";
    out += a;
    first = false;
  }
  out += "}";
  return out;
}

std::string show_const(const Value& v) {
  switch (v.k) {
    case RK::Unit: return "()";
    case RK::Nil: return "[]";
    case RK::Bool: return v.b ? "true" : "false";
    case RK::Int: return int_to_string(v.i);
    case RK::Str: return v.h->s;
    default: return "";
  }
}

std::string print_term(const Lattice& lat, const Term& t) {
  Printer pr(lat);
  pr.term(0, t);
  return std::move(pr.out);
}

std::string print_raw(const Lattice& lat, const Value& v, Meter* meter) {
  Printer pr(lat, meter);
  pr.raw(0, v);
  pr.flush();
  return std::move(pr.out);
}

std::string render_raw(const Lattice& lat, const Value& v, Meter* meter) {
  if (v.k != RK::Str) return print_raw(lat, v, meter);
  const std::string& s = v.h->s;
  if (!meter) return s;
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); i += kChunk) {
    std::size_t n = std::min(kChunk, s.size() - i);
    out.append(s, i, n);
    meter->add(n);
  }
  return out;
}

namespace {
struct Cut {};
struct LimitMeter final : Meter {
  std::size_t total = 0, limit;
  explicit LimitMeter(std::size_t l) : limit(l) {}
  void add(std::size_t bytes) override {
    total += bytes;
    if (total > limit) throw Cut{};
  }
};
}  // namespace

std::string print_raw_prefix(const Lattice& lat, const Value& v, bool render, std::size_t limit,
                             bool& cut) {
  cut = false;
  if (v.k == RK::Str && render) {
    if (v.h->s.size() <= limit) return v.h->s;
    cut = true;
    return v.h->s.substr(0, limit);
  }
  LimitMeter meter(limit);
  Printer pr(lat, &meter);
  if (!render) {  // a value's text (`printAt`): parts labelled below the value's label print bare
    pr.at_label = true;
    pr.enclosing = v.label;
  }
  try {
    pr.raw(0, v);
    pr.flush();
  } catch (Cut&) {
    cut = true;
  }
  if (pr.out.size() > limit) {
    cut = true;
    pr.out.resize(limit);
  }
  return std::move(pr.out);
}

namespace {

Label inner_of(const Value& v);

// `v.label ⊔ v.raw.innerLabel`
Label deep_of(const Value& v) { return v.label | inner_of(v); }

// `Term.innerLabel` of a pair or a closure, as the Lean `peval` holds it: a pair's components are
// `Term.val` nodes; a closure's body has the value of each of its free variables bound in the
// environment substituted (`Term.val r l`), and each such value's deep label counts once.
Label compute_inner(const Value& v) {
  check_stack();
  if (v.k == RK::Pair) return deep_of(v.h->fst) | deep_of(v.h->snd);
  Label l = 0;
  for (const std::string& x : free_vars(*v.h->fn)) {
    for (const EnvNode* n = v.h->env.get(); n; n = n->next.get()) {
      if (n->name == x) {
        l |= deep_of(n->v);
        break;
      }
    }
  }
  return l;
}

Label inner_of(const Value& v) {
  Label l = 0;
  if (known_inner(v, l)) return l;
  l = compute_inner(v);
  v.h->inner.store(l, std::memory_order_relaxed);
  v.h->inner_known.store(true, std::memory_order_release);
  return l;
}

}  // namespace

Label deep_label(const Value& v) { return deep_of(v); }

}  // namespace llmbda
