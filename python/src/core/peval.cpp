#include "peval.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include "../stack.hpp"
#include "text.hpp"

namespace llmbda {

namespace {

const char* rule_name(const Term& t) {
  if (t.k == K::Recv && t.mode == ReplyMode::Data) return "E-RecvData";
  if (t.k == K::Recv && t.mode == ReplyMode::Safe) return "E-RecvSafe";
  const K k = t.k;
  switch (k) {
    case K::Var: return "E-Val";
    case K::Const: return "E-Const";
    case K::Lit: return "E-Label";
    case K::Lam: return "E-Lam";
    case K::Fix: return "E-Rec";
    case K::App: return "E-App";
    case K::Ite: return "E-If";
    case K::Prim1: return "E-Prim1";
    case K::Prim2: return "E-Prim2";
    case K::Pair: return "E-Pair";
    case K::Fst: return "E-Fst";
    case K::Snd: return "E-Snd";
    case K::LabS: return "E-LabelStatic";
    case K::LabD: return "E-LabelDynamic";
    case K::Test: return "E-Test";
    case K::Assert: return "E-Assert";
    case K::Endorse: return "E-Endorse";
    case K::Send: return "E-Send";
    case K::Recv: return "E-Recv";
    case K::Fork: return "E-Fork";
    case K::Clear: return "E-Clear";
    case K::Call: return "E-Call";
  }
  return "?";
}

bool is_const(const Value& v) {
  return v.k == RK::Unit || v.k == RK::Bool || v.k == RK::Int || v.k == RK::Str || v.k == RK::Nil;
}

bool const_eq(const Value& a, const Value& b) {
  if (a.k != b.k) return false;
  switch (a.k) {
    case RK::Unit: case RK::Nil: return true;
    case RK::Bool: return a.b == b.b;
    case RK::Int: return a.i == b.i;
    case RK::Str: return a.h->s == b.h->s;
    default: return false;
  }
}

// `Int.ediv` / `Int.emod` on 64-bit operands; `ok` is false when the quotient overflows.
void ediv_emod(std::int64_t a, std::int64_t b, std::int64_t& q, std::int64_t& r, bool& ok) {
  ok = true;
  if (b == 0) {
    q = 0;
    r = a;
    return;
  }
  if (b == -1) {
    r = 0;
    if (a == std::numeric_limits<std::int64_t>::min()) {
      ok = false;
      q = 0;
    } else {
      q = -a;
    }
    return;
  }
  q = a / b;
  r = a % b;
  if (r < 0) {
    if (b > 0) {
      q -= 1;
      r += b;
    } else {
      q += 1;
      r -= b;
    }
  }
}

// A string operation's work, in chunks of kChunkBytes with a cancellation poll after each (fuel was
// charged before it started).
std::size_t utf8_length_polled(Interp& in, const std::string& s) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < s.size(); i += kChunkBytes) {
    n += utf8_length(s.data() + i, std::min(kChunkBytes, s.size() - i));
    in.poll();
  }
  return n;
}

std::string concat_polled(Interp& in, const std::string& a, const std::string& b) {
  std::string out;
  out.reserve(a.size() + b.size());
  for (const std::string* part : {&a, &b}) {
    for (std::size_t i = 0; i < part->size(); i += kChunkBytes) {
      out.append(*part, i, kChunkBytes);
      in.poll();
    }
  }
  return out;
}

bool equal_polled(Interp& in, const std::string& a, const std::string& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); i += kChunkBytes) {
    std::size_t n = std::min(kChunkBytes, a.size() - i);
    if (a.compare(i, n, b, i, n) != 0) return false;
    in.poll();
  }
  return true;
}

// `str_lower` / `str_upper`: ASCII letters only (UTF-8 bytes of other characters are never ASCII).
std::string ascii_case_polled(Interp& in, const std::string& s, bool upper) {
  std::string out = s;
  for (std::size_t i = 0; i < out.size(); i += kChunkBytes) {
    std::size_t end = std::min(out.size(), i + kChunkBytes);
    for (std::size_t k = i; k < end; ++k) {
      char c = out[k];
      if (upper ? (c >= 'a' && c <= 'z') : (c >= 'A' && c <= 'Z')) out[k] = static_cast<char>(c ^ 0x20);
    }
    in.poll();
  }
  return out;
}

// `Prim.isSpace`: the whitespace `str_trim` removes.
bool is_trim_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// `str_trim`
std::string trim_polled(Interp& in, const std::string& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && is_trim_space(s[b])) ++b;
  while (e > b && is_trim_space(s[e - 1])) --e;
  in.poll();
  std::string out;
  out.reserve(e - b);
  for (std::size_t i = b; i < e; i += kChunkBytes) {
    out.append(s, i, std::min(kChunkBytes, e - i));
    in.poll();
  }
  return out;
}

// `Prim.parseInt`: the integer `s` writes as `-?[0-9]+` if it fits in 64 bits.
std::optional<std::int64_t> parse_int(const std::string& s) {
  std::size_t i = 0;
  bool neg = !s.empty() && s[0] == '-';
  if (neg) i = 1;
  if (i >= s.size()) return std::nullopt;
  const std::uint64_t limit = std::uint64_t(1) << 63;  // the magnitude of the least integer
  std::uint64_t mag = 0;
  bool big = false;
  for (; i < s.size(); ++i) {
    char c = s[i];
    if (c < '0' || c > '9') return std::nullopt;
    std::uint64_t d = static_cast<std::uint64_t>(c - '0');
    if (!big) {
      if (mag > (limit - d) / 10) big = true;
      else mag = mag * 10 + d;
    }
  }
  if (big || mag > (neg ? limit : limit - 1)) return std::nullopt;
  if (neg) return mag == limit ? std::numeric_limits<std::int64_t>::min() : -static_cast<std::int64_t>(mag);
  return static_cast<std::int64_t>(mag);
}

// The byte offset of the first occurrence of `t` in `s`, or npos; linear time (Knuth-Morris-Pratt),
// whatever the strings. A match of valid UTF-8 in valid UTF-8 starts and ends on character boundaries.
std::size_t find_polled(Interp& in, const std::string& s, const std::string& t) {
  const std::size_t m = t.size(), n = s.size();
  if (m == 0) return 0;
  if (m > n) return std::string::npos;
  std::vector<std::size_t> border(m, 0);  // border[i]: the longest proper border of t[0..i]
  for (std::size_t i = 1, k = 0; i < m; ++i) {
    while (k > 0 && t[i] != t[k]) k = border[k - 1];
    if (t[i] == t[k]) ++k;
    border[i] = k;
    if ((i & (kChunkBytes - 1)) == 0) in.poll();
  }
  for (std::size_t i = 0, k = 0; i < n; ++i) {
    while (k > 0 && s[i] != t[k]) k = border[k - 1];
    if (s[i] == t[k]) ++k;
    if (k == m) return i + 1 - m;
    if ((i & (kChunkBytes - 1)) == 0) in.poll();
  }
  return std::string::npos;
}

// The byte offset after the first `n` characters of `s` (its size if it has fewer; 0 for n <= 0).
std::size_t char_offset_polled(Interp& in, const std::string& s, std::int64_t n) {
  if (n <= 0) return 0;
  std::uint64_t seen = 0;
  const std::uint64_t want = static_cast<std::uint64_t>(n);
  for (std::size_t i = 0; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) {
      if (seen == want) return i;
      ++seen;
    }
    if ((i & (kChunkBytes - 1)) == 0) in.poll();
  }
  return s.size();
}

std::string substr_polled(Interp& in, const std::string& s, std::size_t from, std::size_t to) {
  std::string out;
  out.reserve(to - from);
  for (std::size_t i = from; i < to; i += kChunkBytes) {
    out.append(s, i, std::min(kChunkBytes, to - i));
    in.poll();
  }
  return out;
}

struct FuelOut {};

// Charges the interpreter for a rendering as it grows; throws FuelOut when the fuel runs out.
struct FuelMeter final : Meter {
  Interp& in;
  Label pc;  // the pc of the `send` (an exhausted fuel is shown at it)
  std::uint64_t free, per_unit;
  std::uint64_t total = 0;
  std::uint64_t charged = 0;  // units charged so far: floor((total - free) / per_unit)
  FuelMeter(Interp& i, Label c, std::uint64_t f, std::uint64_t p) : in(i), pc(c), free(f), per_unit(p) {}
  void add(std::size_t bytes) override {
    total += bytes;
    std::uint64_t units = total > free ? (total - free) / per_unit : 0;
    if (!in.charge_units(units - charged, pc)) throw FuelOut{};
    charged = units;
    in.poll();
  }
};

}  // namespace

MsgNode::~MsgNode() {
  // unlink the chain iteratively: a conversation of a million messages must not recurse a million deep
  MsgP p = std::move(prev);
  while (p && p.use_count() == 1) {
    MsgP before = std::move(p->prev);
    p = std::move(before);
  }
}

void Session::push(Message m) {
  auto n = std::make_shared<MsgNode>();
  n->m = std::move(m);
  n->index = size();
  n->bits = last ? join(last->bits, n->m.label) : n->m.label;
  n->prev = std::move(last);
  last = std::move(n);
}

std::vector<const Message*> Session::messages() const {
  std::vector<const Message*> out(size());
  std::size_t i = out.size();
  for (const MsgNode* n = last.get(); n; n = n->prev.get()) out[--i] = &n->m;
  return out;
}

void Interp::poll() {
  if (cancel && cancel->load(std::memory_order_relaxed)) throw Cancelled{};
}

bool Interp::charge_units(std::uint64_t units, Label pc) {
  if (units == 0) return true;
  if (units > st.fuel) {
    work += st.fuel;
    st.fuel = 0;
    return fail(ErrorKind::OutOfFuel, pc);
  }
  st.fuel -= units;
  work += units;
  return true;
}

bool Interp::charge_bytes(std::uint64_t bytes, Label pc, std::uint64_t extra) {
  polled_bytes += bytes;
  if (polled_bytes >= kPollBytes) {
    polled_bytes = 0;
    poll();
  }
  return charge_units(bytes / kBytesPerFuel + extra, pc);
}

bool Interp::string_op(Op2 op, const std::string& a, const std::string& b, Label pc, Label l, Value& out) {
  if (op == Op2::Concat) {
    if (!charge_bytes(a.size() + b.size(), pc)) return false;
    out = str_value(concat_polled(*this, a, b), l);
    return true;
  }
  // == and != read both strings only when their sizes agree
  if (!charge_bytes(a.size() == b.size() ? 2 * a.size() : 0, pc)) return false;
  bool eq = equal_polled(*this, a, b);
  out = bool_value(op == Op2::Eq ? eq : !eq, l);
  return true;
}

bool Interp::fail(ErrorKind k, Label l) {
  err = Error{};
  err.kind = k;
  err.label = l;
  return false;
}

// No sensitive upgrade: `send` and `recv` need `pc ⊑ label C`; false (with the error, shown at
// `pc ⊔ label C`, set) otherwise.
bool Interp::may_upgrade(Label pc) {
  Label conv = st.session.label();
  if (flows(pc, conv)) return true;
  fail(ErrorKind::UpgradeDenied, join(pc, conv));
  err.required = pc;
  err.actual = conv;
  return false;
}

bool Interp::eval(std::uint64_t depth, Label pc, const TermP& e, Value& out) {
  return go(depth, pc, e.get(), nullptr, out);
}

bool Interp::go(std::uint64_t d, Label pc, const Term* e, EnvP env, Value& out) {
  TermP hold;  // keeps the term of a tail call alive (a reply's program, a closure's body)
  check_stack();
  while (true) {
    if (d == 0) return fail(ErrorKind::DepthExceeded, pc);
    if (st.fuel == 0) return fail(ErrorKind::OutOfFuel, pc);
    --st.fuel;
    --d;  // now the Lean pattern's `d` in `d + 1`
    ++steps;
    if ((steps & (kPollSteps - 1)) == 0) poll();
    if (trace) {
      if (trace->size() < trace_limit) trace->push_back(TraceEvent{steps, d + 1, rule_name(*e), pc});
      else trace_truncated = true;
    }
    switch (e->k) {
      case K::Var: {
        for (const EnvNode* n = env.get(); n; n = n->next.get()) {
          if (n->name == e->x) {
            out = n->v;  // `E-Val`: the substituted value, raised to `pc`
            out.label = join(pc, n->v.label);
            return true;
          }
        }
        fail(ErrorKind::Unbound, pc);
        err.text = e->x;
        return false;
      }
      case K::Const:
        out = e->c;
        out.label = pc;
        return true;
      case K::Lit:
        out = lit_value(e->lit, pc);
        return true;
      case K::Lam:
      case K::Fix: {
        auto h = std::make_shared<Heap>();
        h->fn = e->shared_from_this();
        h->env = env;
        out = Value{};
        out.k = e->k == K::Lam ? RK::Lam : RK::Fix;
        out.h = std::move(h);
        out.label = pc;
        return true;
      }
      case K::App: {
        Value v1, v2;
        if (!go(d, pc, e->a.get(), env, v1)) return false;
        if (!go(d, pc, e->b.get(), env, v2)) return false;
        if (v1.k == RK::Lam) {
          hold = v1.h->fn;
          auto n = std::make_shared<EnvNode>();
          n->name = hold->x;
          n->v = std::move(v2);
          n->next = v1.h->env;
          env = std::move(n);
          pc = join(pc, v1.label);
          e = hold->a.get();
          continue;
        }
        if (v1.k == RK::Fix) {
          hold = v1.h->fn;
          auto self = std::make_shared<EnvNode>();
          self->name = hold->f;
          self->next = v1.h->env;
          Label l = v1.label;
          self->v = std::move(v1);
          auto n = std::make_shared<EnvNode>();
          n->name = hold->x;
          n->v = std::move(v2);
          n->next = std::move(self);
          env = std::move(n);
          pc = join(pc, l);
          e = hold->a.get();
          continue;
        }
        fail(ErrorKind::TypeError, v1.label);
        err.text = "application of a value that is not a function";
        return false;
      }
      case K::Ite: {
        Value v;
        if (!go(d, pc, e->a.get(), env, v)) return false;
        if (v.k != RK::Bool) {
          fail(ErrorKind::TypeError, v.label);
          err.text = "if: the condition is not a boolean";
          return false;
        }
        pc = join(pc, v.label);
        e = v.b ? e->b.get() : e->c3.get();
        continue;
      }
      case K::Prim1: {
        Value v;
        if (!go(d, pc, e->a.get(), env, v)) return false;
        Label l = v.label;
        const char* msg = nullptr;
        switch (e->op1) {
          case Op1::Not:
            if (v.k == RK::Bool) { out = bool_value(!v.b, l); return true; }
            msg = "not: expected a boolean";
            break;
          case Op1::Neg:
            if (v.k == RK::Int) {
              if (v.i == std::numeric_limits<std::int64_t>::min()) return fail(ErrorKind::Overflow, l);
              out = int_value(-v.i, l);
              return true;
            }
            msg = "neg: expected an integer";
            break;
          case Op1::Show:
            if (v.k == RK::Str) {  // a copy of the string
              if (!charge_bytes(v.h->s.size(), pc)) return false;
              out = str_value(concat_polled(*this, v.h->s, std::string()), l);
              return true;
            }
            if (is_const(v)) { out = str_value(show_const(v), l); return true; }
            msg = "show: expected a constant";
            break;
          case Op1::Len:
            if (v.k == RK::Str) {
              if (!charge_bytes(v.h->s.size(), pc)) return false;
              out = int_value(static_cast<std::int64_t>(utf8_length_polled(*this, v.h->s)), l);
              return true;
            }
            msg = "len: expected a string";
            break;
          case Op1::Lower:
          case Op1::Upper:
            if (v.k == RK::Str) {
              if (!charge_bytes(v.h->s.size(), pc)) return false;
              out = str_value(ascii_case_polled(*this, v.h->s, e->op1 == Op1::Upper), l);
              return true;
            }
            msg = e->op1 == Op1::Upper ? "str_upper: expected a string" : "str_lower: expected a string";
            break;
          case Op1::Trim:
            if (v.k == RK::Str) {
              if (!charge_bytes(v.h->s.size(), pc)) return false;
              out = str_value(trim_polled(*this, v.h->s), l);
              return true;
            }
            msg = "str_trim: expected a string";
            break;
          case Op1::ParseInt:
            if (v.k == RK::Str) {
              if (!charge_bytes(v.h->s.size(), pc)) return false;
              poll();
              std::optional<std::int64_t> i = parse_int(v.h->s);
              out = i ? int_value(*i, l) : unit_value(l);
              return true;
            }
            msg = "parse_int: expected a string";
            break;
        }
        fail(ErrorKind::TypeError, l);
        err.text = msg;
        return false;
      }
      case K::Prim2: {
        Value a, b;
        if (!go(d, pc, e->a.get(), env, a)) return false;
        if (!go(d, pc, e->b.get(), env, b)) return false;
        Label l = join(a.label, b.label);
        Op2 op = e->op2;
        bool ints = a.k == RK::Int && b.k == RK::Int;
        if (ints) {
          std::int64_t r = 0;
          bool ok = true;
          switch (op) {
            case Op2::Add: ok = !__builtin_add_overflow(a.i, b.i, &r); break;
            case Op2::Sub: ok = !__builtin_sub_overflow(a.i, b.i, &r); break;
            case Op2::Mul: ok = !__builtin_mul_overflow(a.i, b.i, &r); break;
            case Op2::Div: { std::int64_t q, m; ediv_emod(a.i, b.i, q, m, ok); r = q; break; }
            case Op2::Mod: { std::int64_t q, m; bool qok; ediv_emod(a.i, b.i, q, m, qok); r = m; break; }
            case Op2::Lt: out = bool_value(a.i < b.i, l); return true;
            case Op2::Le: out = bool_value(a.i <= b.i, l); return true;
            case Op2::Gt: out = bool_value(a.i > b.i, l); return true;
            case Op2::Ge: out = bool_value(a.i >= b.i, l); return true;
            default: goto other;
          }
          if (!ok) return fail(ErrorKind::Overflow, l);
          out = int_value(r, l);
          return true;
        }
      other:
        if (op == Op2::Find) {
          if (a.k != RK::Str || b.k != RK::Str) {
            fail(ErrorKind::TypeError, l);
            err.text = "str_find: expected two strings";
            return false;
          }
          const std::string &hay = a.h->s, &needle = b.h->s;
          if (!charge_bytes(hay.size() + needle.size(), pc)) return false;
          std::size_t at = find_polled(*this, hay, needle);
          std::int64_t index = -1;
          if (at != std::string::npos) index = static_cast<std::int64_t>(utf8_length(hay.data(), at));
          out = int_value(index, l);
          return true;
        }
        if (op == Op2::Take || op == Op2::Drop) {
          if (a.k != RK::Str || b.k != RK::Int) {
            fail(ErrorKind::TypeError, l);
            err.text = op == Op2::Take ? "str_take: expected a string and an integer"
                                       : "str_drop: expected a string and an integer";
            return false;
          }
          const std::string& str = a.h->s;
          std::size_t cut = char_offset_polled(*this, str, b.i);
          // take copies the first `cut` bytes; drop scans them and copies the rest
          if (!charge_bytes(op == Op2::Take ? cut : str.size(), pc)) return false;
          out = str_value(op == Op2::Take ? substr_polled(*this, str, 0, cut)
                                          : substr_polled(*this, str, cut, str.size()), l);
          return true;
        }
        if (a.k == RK::Str && b.k == RK::Str && (op == Op2::Concat || op == Op2::Eq || op == Op2::Ne))
          return string_op(op, a.h->s, b.h->s, pc, l, out);
        if ((op == Op2::And || op == Op2::Or) && a.k == RK::Bool && b.k == RK::Bool) {
          out = bool_value(op == Op2::And ? (a.b && b.b) : (a.b || b.b), l);
          return true;
        }
        if (op == Op2::Eq || op == Op2::Ne) {
          // `Prim.rawEq`
          bool eq;
          if (is_const(a) && is_const(b)) eq = const_eq(a, b);
          else if (a.k == RK::Lit && b.k == RK::Lit) eq = a.lit == b.lit;
          else if (is_const(a) || a.k == RK::Lit || is_const(b) || b.k == RK::Lit) eq = false;
          // (a constant or label is never a pair or a function: `xs == []` tests a list)
          else {
            fail(ErrorKind::TypeError, l);
            err.text = "==: only constants and labels can be compared";
            return false;
          }
          out = bool_value(op == Op2::Eq ? eq : !eq, l);
          return true;
        }
        fail(ErrorKind::TypeError, l);
        err.text = op == Op2::Concat ? "++: expected two strings"
                   : op == Op2::And  ? "&&: expected two booleans"
                   : op == Op2::Or   ? "||: expected two booleans"
                                     : "arithmetic: expected two integers";
        return false;
      }
      case K::Pair: {
        Value a, b;
        if (!go(d, pc, e->a.get(), env, a)) return false;
        if (!go(d, pc, e->b.get(), env, b)) return false;
        out = pair_value(std::move(a), std::move(b), pc);
        return true;
      }
      case K::Fst:
      case K::Snd: {
        Value v;
        if (!go(d, pc, e->a.get(), env, v)) return false;
        if (v.k != RK::Pair) {
          fail(ErrorKind::TypeError, v.label);
          err.text = e->k == K::Fst ? "fst: not a pair" : "snd: not a pair";
          return false;
        }
        Value part = e->k == K::Fst ? v.h->fst : v.h->snd;
        part.label = join(part.label, v.label);
        out = std::move(part);
        return true;
      }
      case K::LabS: {
        if (!go(d, pc, e->a.get(), env, out)) return false;
        out.label = join(out.label, e->lit);
        return true;
      }
      case K::LabD:
      case K::Test:
      case K::Assert:
      case K::Endorse: {
        Value v1, v2;
        if (!go(d, pc, e->a.get(), env, v1)) return false;
        if (!go(d, pc, e->b.get(), env, v2)) return false;
        if (e->k == K::Test) {
          if (v2.k != RK::Lit) {
            fail(ErrorKind::TypeError, v2.label);
            err.text = "e1 ? e2: e2 is not a label";
            return false;
          }
          // the answer is labelled by the policy `ℓ` and its own label, not by the tested value's
          out = bool_value(flows(v1.label, v2.lit), join(join(pc, v2.lit), v2.label));
          return true;
        }
        if (v1.k != RK::Lit) {
          fail(ErrorKind::TypeError, v1.label);
          err.text = e->k == K::LabD   ? "e1 : e2: e1 is not a label"
                     : e->k == K::Assert ? "assert: the first argument is not a label"
                                         : "endorse: the first argument is not a label";
          return false;
        }
        Label ell = v1.lit, l1 = v1.label;
        if (e->k == K::LabD) {
          out = std::move(v2);
          out.label = join(join(out.label, ell), l1);
          return true;
        }
        if (e->k == K::Assert) {
          // deep: the value's label and every label inside it (as `send` and `call` see it)
          Label dl = deep_label(v2);
          if (!flows(dl, ell)) {
            fail(ErrorKind::AssertFailed, join(l1, dl));
            err.actual = dl;
            err.required = ell;
            return false;
          }
          out = std::move(v2);
          out.label = join(dl, l1);
          return true;
        }
        if (lat.conf(ell) != lat.bot()) {
          fail(ErrorKind::IllegalEndorse, l1);
          err.required = ell;
          return false;
        }
        Label l = join(join(join(pc, l1), lat.conf(v2.label)), ell);
        endorsed_total += 1;
        if (endorsed.size() < kEndorseLogLimit) endorsed.push_back(EndorseEvent{e->line, e->col, ell, v2.label, l});
        out = std::move(v2);
        out.label = l;
        return true;
      }
      case K::Send: {
        Value v;
        if (!go(d, pc, e->a.get(), env, v)) return false;
        if (!may_upgrade(pc)) return false;
        // rendering is charged by its size as it grows, so a value whose text is exponential in the
        // steps that built it (a DAG of pairs, closures capturing closures) runs out of fuel
        std::string text;
        try {
          FuelMeter meter = v.k == RK::Str ? FuelMeter(*this, pc, 0, kBytesPerFuel)
                                           : FuelMeter(*this, pc, kFreePrinted, kPrintedPerFuel);
          text = render_raw(lat, v, &meter);
        } catch (FuelOut&) {
          return false;
        }
        Label ml = deep_label(v);
        st.session.push(Message{Role::User, std::move(text), ml, next_id++});
        out = unit_value(pc);
        return true;
      }
      case K::Recv: {
        if (!may_upgrade(pc)) return false;
        poll();
        Label lc = join(pc, st.session.label());
        host_pc = pc;
        host_label = lc;  // a failing oracle: shown where a refused reply is (`badReply`)
        host_spent = 0;
        std::string r = oracle(st.calls, e->mode, st.session);
        st.session.push(Message{Role::Assistant, r, lc, next_id++});
        st.calls += 1;
        // the reply is stored and parsed; the runs the oracle started are charged with it
        if (!charge_bytes(r.size(), pc, host_spent)) return false;
        ParseResult pr = parse_reply(lat, r, e->mode);  // `recv_safe`: always ok
        if (!pr.ok) {
          fail(ErrorKind::BadReply, lc);
          err.text = std::move(r);
          err.parse = pr.error;
          return false;
        }
        hold = std::move(pr.term);
        e = hold.get();
        env = nullptr;
        pc = lc;
        continue;
      }
      case K::Fork: {
        Session saved = st.session;  // O(1): the conversation is persistent
        if (!go(d, pc, e->a.get(), env, out)) return false;
        st.session = std::move(saved);
        return true;
      }
      case K::Clear: {
        if (!flows(pc, lat.bot())) {
          fail(ErrorKind::ClearDenied, pc);
          err.required = pc;
          return false;
        }
        st.session.clear();
        out = unit_value(pc);
        return true;
      }
      case K::Call: {
        Value v;
        if (!go(d, pc, e->a.get(), env, v)) return false;
        std::optional<std::pair<Value, Label>> r;
        // the tool sees the whole argument: its result carries the argument's deep label (cached
        // per heap node, so linear in the nodes not seen before, even for a DAG)
        Label al = deep_label(v);
        // the tool's clearance, checked before it runs: a sink in the calculus
        Label b = bound(e->x);
        if (!flows(join(pc, al), b)) {
          fail(ErrorKind::CallDenied, join(pc, al));
          err.text = e->x;
          err.actual = join(pc, al);
          err.required = b;
          return false;
        }
        poll();
        host_pc = pc;
        host_label = join(pc, al);  // a failing tool: shown where a missing one is (`noTool`)
        host_spent = 0;
        if (tools) r = tools(e->x, v);
        if (!r) {
          fail(ErrorKind::NoTool, join(pc, al));
          err.text = e->x;
          return false;
        }
        if (!charge_units(host_spent, pc)) return false;  // the runs the tool started
        out = std::move(r->first);
        out.label = join(al, r->second);
        return true;
      }
    }
    return false;
  }
}

}  // namespace llmbda
