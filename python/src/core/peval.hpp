// `peval`, the interpreter. Mirrors lean/Llmbda/Exec/Peval.lean rule by rule: the same results, the
// same errors, the same fuel accounting (one unit per visit of a term, threaded through the run) and
// the same depth bound (the recursion depth of `peval`; tail positions of the Lean function are
// iterations here, so the native stack grows only with non-tail nesting).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "label.hpp"
#include "parse.hpp"
#include "term.hpp"

namespace llmbda {

enum class Role : std::uint8_t { User, Assistant };

struct Message {
  Role role = Role::User;
  std::string content;
  Label label = 0;
  std::uint64_t id = 0;  // unique within a run (not part of the semantics: lets the binding cache)
};

using Session = std::vector<Message>;

// `Error`
enum class ErrorKind : std::uint8_t {
  OutOfFuel, DepthExceeded, Unbound, TypeError, Overflow, AssertFailed, IllegalEndorse, ClearDenied,
  UpgradeDenied, NoTool, BadReply
};

struct Error {
  ErrorKind kind = ErrorKind::OutOfFuel;
  std::string text;     // unbound: the variable; typeError: the message; noTool: the tool; badReply: the reply
  Label actual = 0;     // assertFailed; upgradeDenied: the conversation's label
  Label required = 0;   // assertFailed; illegalEndorse: the target; clearDenied, upgradeDenied: the pc
  ParseError parse;     // badReply
};

// `State`
struct State {
  Session session;
  std::uint64_t calls = 0;
  std::uint64_t fuel = 0;
  Label label = 0;  // `Session.label session`, kept up to date (not a field of the Lean state)
};

// One step of an evaluation trace: the rule applied at a visit, the depth and the pc.
struct TraceEvent {
  std::uint64_t step;
  std::uint64_t depth;
  const char* rule;
  Label pc;
};

// The oracle: the next reply, given the number of replies drawn so far and the conversation. It may
// throw; the exception propagates out of `Interp::run` and the state reached stays in `Interp::st`.
using OracleFn = std::function<std::string(std::uint64_t, const Session&)>;
// A tool: `some (raw, provenance label)` or `none`. May throw like the oracle.
using ToolFn = std::function<std::optional<std::pair<Value, Label>>(const std::string&, const Value&)>;

struct Cancelled {};

// `defaultMaxDepth`
constexpr std::uint64_t kDefaultMaxDepth = 10000;

struct Interp {
  const Lattice& lat;
  OracleFn oracle;
  ToolFn tools;
  State st;
  Error err;
  std::vector<TraceEvent>* trace = nullptr;
  std::size_t trace_limit = 0;
  bool trace_truncated = false;
  const std::atomic<bool>* cancel = nullptr;
  std::uint64_t steps = 0;
  std::uint64_t next_id = 1;

  explicit Interp(const Lattice& l) : lat(l) {}

  // `peval O T depth pc st e` from the current state; on `false` the error is in `err`.
  bool eval(std::uint64_t depth, Label pc, const TermP& e, Value& out);

 private:
  bool go(std::uint64_t d, Label pc, const Term* e, EnvP env, Value& out);
  bool fail(ErrorKind k);
  bool may_upgrade(Label pc);
};

}  // namespace llmbda
