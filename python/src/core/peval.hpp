// `peval`, the interpreter. Mirrors lean/Llmbda/Exec/Peval.lean rule by rule: the same results, the
// same errors, the same fuel accounting (one unit per visit of a term, threaded through the run) and
// the same depth bound (the recursion depth of `peval`; tail positions of the Lean function are
// iterations here, so the native stack grows only with non-tail nesting).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "../cancelled.hpp"
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

// A conversation is persistent: a message points to the one before it, so appending is O(1) and
// `fork` shares the conversation instead of copying it (the Lean `Session` is a list; this is the
// same sequence, oldest first, read backwards from `last`).
struct MsgNode;
using MsgP = std::shared_ptr<const MsgNode>;

struct MsgNode {
  Message m;
  mutable MsgP prev;      // the message before (null for the first); freed iteratively
  std::size_t index = 0;  // the position in the conversation, from 0
  Label bits = 0;         // the join of the labels of this message and those before it
  ~MsgNode();
};

struct Session {
  MsgP last;
  std::size_t size() const { return last ? last->index + 1 : 0; }
  // `Session.label`: the join of the messages' labels, kept along the messages (O(1)).
  Label label() const { return last ? last->bits : 0; }
  void push(Message m);
  void clear() { last.reset(); }
  // The messages, oldest first (O(size)).
  std::vector<const Message*> messages() const;
};

// `Error`
enum class ErrorKind : std::uint8_t {
  OutOfFuel, DepthExceeded, Unbound, TypeError, Overflow, AssertFailed, IllegalEndorse, ClearDenied,
  UpgradeDenied, NoTool, BadReply, CallDenied
};

// `Result.err st l e`: the error and the label `l` at which it may be shown (the failure, its kind
// and its payload, depends on nothing above `l`), set at each failure site as the Lean rule sets it.
struct Error {
  ErrorKind kind = ErrorKind::OutOfFuel;
  Label label = 0;      // `l`
  std::string text;     // unbound: the variable; typeError: the message; noTool, callDenied: the tool;
                        // badReply: the reply
  Label actual = 0;     // assertFailed, callDenied; upgradeDenied: the conversation's label
  Label required = 0;   // assertFailed; callDenied: the tool's bound; illegalEndorse: the target;
                        // clearDenied, upgradeDenied: the pc
  ParseError parse;     // badReply
};

// `State`
struct State {
  Session session;
  std::uint64_t calls = 0;
  std::uint64_t fuel = 0;
};

// One step of an evaluation trace: the rule applied at a visit, the depth and the pc.
struct TraceEvent {
  std::uint64_t step;
  std::uint64_t depth;
  const char* rule;
  Label pc;
};

// An executed `endorse`: where it is in the source, the target label, the value's label before and
// its label after (the run's audit log of endorsements; not part of the Lean state).
struct EndorseEvent {
  std::uint32_t line, col;
  Label target, before, after;
};
// The endorse log keeps the first kEndorseLogLimit events and counts the rest.
constexpr std::size_t kEndorseLogLimit = 10000;

// The oracle: the next reply, given the number of replies drawn so far, the reply mode of the `recv`
// that asks (`Oracle` in the Lean) and the conversation. It may throw; the exception propagates out
// of `Interp::run` and the state reached stays in `Interp::st`.
using OracleFn = std::function<std::string(std::uint64_t, ReplyMode, const Session&)>;
// A tool: `some (raw, provenance label)` or `none`. May throw like the oracle.
using ToolFn = std::function<std::optional<std::pair<Value, Label>>(const std::string&, const Value&)>;
// The tools' clearances (`Tools.bound`): the highest label a tool's argument (its deep label, joined
// with `pc`) may carry, by name; a tool not listed has bound ⊤ (`Lattice::top`).
using BoundMap = std::unordered_map<std::string, Label>;


// `defaultMaxDepth`
constexpr std::uint64_t kDefaultMaxDepth = 1000000;

// Host work charged to fuel, beyond the Lean `peval`'s one unit per step, so that fuel bounds time:
// - an operation that copies or scans n bytes of strings (`++`, `==`, `len`, `show`, sending a
//   string, receiving a reply) costs floor(n / kBytesPerFuel) more units;
// - printing a value that is not a string for `send` costs floor((n - kFreePrinted) / kPrintedPerFuel)
//   more units for n > kFreePrinted bytes of text (printing is ~10x slower per byte than copying).
// An operation on fewer bytes costs nothing extra, and there the core's fuel is exactly the Lean
// `peval`'s (the differential tests check that).
constexpr std::uint64_t kBytesPerFuel = 256;
constexpr std::uint64_t kPrintedPerFuel = 16;
constexpr std::uint64_t kFreePrinted = 256;
// Cancellation is polled every kPollSteps steps and after every kPollBytes bytes of such work, and
// long operations work in chunks of kChunkBytes between polls.
constexpr std::uint64_t kPollSteps = 4096;
constexpr std::uint64_t kPollBytes = std::uint64_t(1) << 20;
constexpr std::size_t kChunkBytes = std::size_t(8) << 20;

struct Interp {
  const Lattice& lat;
  OracleFn oracle;
  ToolFn tools;
  BoundMap bounds;
  State st;
  Error err;
  std::vector<TraceEvent>* trace = nullptr;
  std::size_t trace_limit = 0;
  bool trace_truncated = false;
  std::vector<EndorseEvent> endorsed;  // every executed endorse (the first kEndorseLogLimit)
  std::uint64_t endorsed_total = 0;
  const std::atomic<bool>* cancel = nullptr;
  std::uint64_t steps = 0;
  // Fuel spent on host work (bytes handled, nested runs): `steps + work + st.fuel` is the fuel given.
  std::uint64_t work = 0;
  // The fuel and depth bound the run was given: a run started by one of its oracle or tool calls
  // gets no more (its parameters, never what is left, which depends on the branches it took).
  std::uint64_t fuel_given = 0, depth_given = 0;
  // What the runs started by the current oracle or tool call drew: charged when the call answers
  // (with the reply's bytes for the oracle, `Tools.recvCost`; after the result for a tool,
  // `Tools.cost`), as the Lean `peval` charges them.
  std::uint64_t host_spent = 0;
  // The pc at the current oracle or tool call, and the label
  // a failure of that call is shown at (not an `Error` of the calculus, labelled as the error the
  // Lean rule gives when the call answers nothing): `pc ⊔ label C` for the oracle (`badReply`), `pc
  // ⊔ deepLabel(argument)` for a tool (`noTool`).
  Label host_pc = 0;
  Label host_label = 0;
  std::uint64_t next_id = 1;

  explicit Interp(const Lattice& l) : lat(l) {}

  // `T.bound name`: the tool's clearance (⊤ when not listed).
  Label bound(const std::string& name) const {
    auto it = bounds.find(name);
    return it == bounds.end() ? lat.top() : it->second;
  }

  // `peval O T depth pc st e` from the current state; on `false` the error is in `err`.
  bool eval(std::uint64_t depth, Label pc, const TermP& e, Value& out);

  // Charge `units` of fuel for host work (a nested run's fuel, say) done under `pc`. False, with
  // `outOfFuel` shown at `pc` in `err` (as the Lean rule for an exhausted fuel), and the fuel at 0,
  // when less is left.
  bool charge_units(std::uint64_t units, Label pc);
  // Charge for handling `bytes` bytes (floor(bytes / kBytesPerFuel) units, and `extra` units more:
  // the runs a model call started) under `pc`, and poll for cancellation every kPollBytes.
  bool charge_bytes(std::uint64_t bytes, Label pc, std::uint64_t extra = 0);
  // Throws `Cancelled` when a stop was requested.
  void poll();

 private:
  std::uint64_t polled_bytes = 0;
  bool go(std::uint64_t d, Label pc, const Term* e, EnvP env, Value& out);
  // Set `err` to the error `k` shown at `l`; false.
  bool fail(ErrorKind k, Label l);
  bool may_upgrade(Label pc);
  bool string_op(Op2 op, const std::string& a, const std::string& b, Label pc, Label l, Value& out);
};

}  // namespace llmbda
