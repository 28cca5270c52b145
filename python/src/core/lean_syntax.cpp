#include "lean_syntax.hpp"

#include <cstdio>

#include "../stack.hpp"
#include "text.hpp"

namespace llmbda {

std::string lean_string(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (c < 32 || c == 127) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\x%02x", c);
          out += buf;
        } else {
          out.push_back(static_cast<char>(c));
        }
    }
  }
  out += "\"";
  return out;
}

std::string lean_lab4(Label l) {
  return std::string("(Lab4.mk ") + ((l & 1) ? "true" : "false") + " " + ((l & 2) ? "true" : "false") + ")";
}

namespace {

const char* op1(Op1 op) {
  switch (op) {
    case Op1::Not: return "Op1.not";
    case Op1::Neg: return "Op1.neg";
    case Op1::Show: return "Op1.show";
    case Op1::Len: return "Op1.len";
    case Op1::Lower: return "Op1.lower";
    case Op1::Upper: return "Op1.upper";
    case Op1::Trim: return "Op1.trim";
    case Op1::ParseInt: return "Op1.parseInt";
  }
  return "";
}

const char* op2(Op2 op) {
  switch (op) {
    case Op2::Add: return "Op2.add";
    case Op2::Sub: return "Op2.sub";
    case Op2::Mul: return "Op2.mul";
    case Op2::Div: return "Op2.div";
    case Op2::Mod: return "Op2.mod";
    case Op2::Eq: return "Op2.eq";
    case Op2::Ne: return "Op2.ne";
    case Op2::Lt: return "Op2.lt";
    case Op2::Le: return "Op2.le";
    case Op2::Gt: return "Op2.gt";
    case Op2::Ge: return "Op2.ge";
    case Op2::Concat: return "Op2.concat";
    case Op2::And: return "Op2.and";
    case Op2::Or: return "Op2.or";
    case Op2::Find: return "Op2.find";
    case Op2::Take: return "Op2.take";
    case Op2::Drop: return "Op2.drop";
  }
  return "";
}

void go(std::string& out, const Term& t) {
  check_stack();
  auto sub = [&](const TermP& c) {
    out += " (";
    go(out, *c);
    out += ")";
  };
  switch (t.k) {
    case K::Var: out += "Term.var " + lean_string(t.x); break;
    case K::Const:
      out += "Term.const ";
      switch (t.c.k) {
        case RK::Unit: out += "Const.unit"; break;
        case RK::Nil: out += "Const.nil"; break;
        case RK::Bool: out += t.c.b ? "(Const.bool true)" : "(Const.bool false)"; break;
        case RK::Int: out += "(Const.int (" + int_to_string(t.c.i) + "))"; break;
        case RK::Str: out += "(Const.str " + lean_string(t.c.h->s) + ")"; break;
        default: break;
      }
      break;
    case K::Lit: out += "Term.lit " + lean_lab4(t.lit); break;
    case K::Lam: out += "Term.lam " + lean_string(t.x); sub(t.a); break;
    case K::Fix: out += "Term.fix " + lean_string(t.f) + " " + lean_string(t.x); sub(t.a); break;
    case K::App: out += "Term.app"; sub(t.a); sub(t.b); break;
    case K::Ite: out += "Term.ite"; sub(t.a); sub(t.b); sub(t.c3); break;
    case K::Prim1: out += std::string("Term.prim1 ") + op1(t.op1); sub(t.a); break;
    case K::Prim2: out += std::string("Term.prim2 ") + op2(t.op2); sub(t.a); sub(t.b); break;
    case K::Pair: out += "Term.pair"; sub(t.a); sub(t.b); break;
    case K::Fst: out += "Term.fst"; sub(t.a); break;
    case K::Snd: out += "Term.snd"; sub(t.a); break;
    case K::LabS: out += "Term.labS " + lean_lab4(t.lit); sub(t.a); break;
    case K::LabD: out += "Term.labD"; sub(t.a); sub(t.b); break;
    case K::Test: out += "Term.test"; sub(t.a); sub(t.b); break;
    case K::Assert: out += "Term.assert"; sub(t.a); sub(t.b); break;
    case K::Endorse:
      out += "Term.endorse ⟨" + std::to_string(t.line) + ", " + std::to_string(t.col) + "⟩";
      sub(t.a);
      sub(t.b);
      break;
    case K::Send: out += "Term.send"; sub(t.a); break;
    case K::Recv:
      out += t.mode == ReplyMode::Code   ? "Term.recv ReplyMode.code"
             : t.mode == ReplyMode::Data ? "Term.recv ReplyMode.data"
                                         : "Term.recv ReplyMode.safe";
      break;
    case K::Fork: out += "Term.fork"; sub(t.a); break;
    case K::Clear: out += "Term.clear"; break;
    case K::Call: out += "Term.call " + lean_string(t.x); sub(t.a); break;
  }
}

}  // namespace

std::string lean_term(const Term& t) {
  std::string out;
  go(out, t);
  return out;
}

}  // namespace llmbda
