/* The entry points of Lean's compiled executable chain (lean/generated/LlmbdaExec.c) that the
   binding (python/src/lean_engine.cpp) and the C drivers use (diffdrive and benchdrive on the
   binding's path, smoke.c too). */
#ifndef LLMBDA_LEANRT_EXEC_H
#define LLMBDA_LEANRT_EXEC_H

#include <setjmp.h>

#include "lean/lean.h"

#ifdef __cplusplus
extern "C" {
#endif

lean_object* initialize_LlmbdaExec(uint8_t builtin);
/* parse {L} [JoinSemilattice L] [LabelSyntax L] (src, owned) : Except ParseError (Term L) */
lean_object* l_Llmbda_parse(lean_object*, lean_object*, lean_object*, lean_object*);
/* print {L} [LabelSyntax L] (t) : String */
lean_object* l_Llmbda_print(lean_object*, lean_object*, lean_object*);
lean_object* l_Llmbda_Print_label(lean_object*, lean_object*, lean_object*);
/* `BitLab.instLabelSyntax M` (M owned): the label syntax of a `BitLattice` */
lean_object* l_Llmbda_BitLab_instLabelSyntax(lean_object* M);
lean_object* l_Llmbda_Print_quote(lean_object*);
lean_object* l_Llmbda_Print_natToString(lean_object*);
/* peval {L} [Factored L] [DecidableEq L] [LabelSyntax L] (O T depth pc st e) : Result L */
lean_object* l_Llmbda_peval(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*,
                            lean_object*, lean_object*, lean_object*, lean_object*);
void leanrt_set_handler(jmp_buf* h);
const char* leanrt_last_error(void);

/* Values across the binding (lean/Llmbda/FFI/Values.lean, at the lattice `BitLab M`): every function
   but the lattice's constructors and the parse error's readers takes the lattice `M` (a
   `Llmbda.BitLattice`, built by llmbda_ffi_lattice and llmbda_ffi_lattice_atom) first; labels cross
   as their bits. Every result is owned, and every argument too: a reader consumes its argument, so
   pass a reference of your own (the binding's lattice is persistent, so passing it costs nothing). tests/test_leanrt.py checks each function's convention on the generated C. */
lean_object* llmbda_ffi_lattice(uint64_t integ);
lean_object* llmbda_ffi_lattice_atom(lean_object* M, lean_object* name, uint64_t bits); /* the atom first */
uint64_t llmbda_ffi_bits(lean_object* M, uint64_t label);
uint64_t llmbda_ffi_of_bits(lean_object* M, uint64_t bits);
uint8_t llmbda_ffi_kind(lean_object* M, lean_object* raw); /* 0 unit, 1 bool, 2 int, 3 str, 4 label, 5 pair, 6 nil, 7 other */
uint8_t llmbda_ffi_fun_kind(lean_object* M, lean_object* raw); /* kind 7: 1 fun, 2 rec, 0 neither */
uint8_t llmbda_ffi_as_bool(lean_object* M, lean_object* raw);
lean_object* llmbda_ffi_as_int(lean_object* M, lean_object* raw);
lean_object* llmbda_ffi_as_str(lean_object* M, lean_object* raw);
uint64_t llmbda_ffi_as_lit(lean_object* M, lean_object* raw);
lean_object* llmbda_ffi_fst_raw(lean_object* M, lean_object* raw);
uint64_t llmbda_ffi_fst_bits(lean_object* M, lean_object* raw);
lean_object* llmbda_ffi_snd_raw(lean_object* M, lean_object* raw);
uint64_t llmbda_ffi_snd_bits(lean_object* M, lean_object* raw);
lean_object* llmbda_ffi_raw(lean_object* M, lean_object* value);
uint64_t llmbda_ffi_label_bits(lean_object* M, lean_object* value);
lean_object* llmbda_ffi_value(lean_object* M, lean_object* raw, uint64_t bits);
lean_object* llmbda_ffi_unit(lean_object* M, lean_object* unit);
lean_object* llmbda_ffi_bool(lean_object* M, uint8_t b);
lean_object* llmbda_ffi_int(lean_object* M, lean_object* i);
lean_object* llmbda_ffi_str(lean_object* M, lean_object* s);
lean_object* llmbda_ffi_lit(lean_object* M, uint64_t bits);
lean_object* llmbda_ffi_nil(lean_object* M, lean_object* unit);
lean_object* llmbda_ffi_pair(lean_object* M, lean_object* a, uint64_t la, lean_object* b, uint64_t lb);
lean_object* llmbda_ffi_tool_answer(lean_object* M, lean_object* raw, uint64_t bits);

/* Runs across the binding (lean/Llmbda/FFI/Run.lean): the same conventions. */
lean_object* llmbda_ffi_parse(lean_object* M, lean_object* src); /* Except ParseError (Term) */
uint8_t llmbda_ffi_parsed_ok(lean_object* M, lean_object* parsed);
lean_object* llmbda_ffi_parsed_term(lean_object* M, lean_object* parsed);
lean_object* llmbda_ffi_parsed_error(lean_object* M, lean_object* parsed);
lean_object* llmbda_ffi_parse_error_line(lean_object* e); /* Nat */
lean_object* llmbda_ffi_parse_error_col(lean_object* e);  /* Nat */
lean_object* llmbda_ffi_parse_error_msg(lean_object* e);
lean_object* llmbda_ffi_print(lean_object* M, lean_object* raw);
lean_object* llmbda_ffi_print_cap(lean_object* M, lean_object* cap, lean_object* raw);
lean_object* llmbda_ffi_print_at(lean_object* M, uint64_t label, lean_object* raw);
lean_object* llmbda_ffi_print_cap_at(lean_object* M, lean_object* cap, uint64_t label, lean_object* raw);
lean_object* llmbda_ffi_tree(lean_object* M, lean_object* term); /* the term as JSON */
lean_object* llmbda_ffi_default_max_depth(lean_object* unit); /* Nat */
lean_object* llmbda_ffi_parse_max_depth(lean_object* unit);   /* Nat */
lean_object* llmbda_ffi_message(lean_object* M, uint8_t user, lean_object* content, uint64_t bits);
uint8_t llmbda_ffi_message_user(lean_object* M, lean_object* m);
lean_object* llmbda_ffi_message_content(lean_object* M, lean_object* m);
uint64_t llmbda_ffi_message_bits(lean_object* M, lean_object* m);
/* `run`: a closure String → Value → Option (Term × BitLab M) (arity 2); `bound`: String → UInt64
   (arity 1, the bits boxed); `cost`: String → Value → Nat (arity 2, `Tools.cost`); `recv_cost`:
   Nat → String → Nat (arity 2, `Tools.recvCost`) */
lean_object* llmbda_ffi_tools(lean_object* M, lean_object* run, lean_object* bound, lean_object* cost,
                              lean_object* recv_cost);
lean_object* llmbda_ffi_state(lean_object* M, lean_object* rsession, lean_object* fuel, lean_object* trace);
/* the oracle: a closure Nat → ReplyMode → List Message → String (arity 3; the mode boxed, a scalar) */
lean_object* llmbda_ffi_peval(lean_object* M, lean_object* oracle, lean_object* tools, lean_object* depth,
                              uint64_t pc, lean_object* state, lean_object* term);
/* the name of a reply mode (unboxed, as the oracle closure gets it boxed): "code" (`recv`), "data"
   (`recv_data`), "safe" (`recv_safe`); owned */
lean_object* llmbda_ffi_reply_mode(uint8_t mode);
uint8_t llmbda_ffi_result_ok(lean_object* M, lean_object* r);
lean_object* llmbda_ffi_result_state(lean_object* M, lean_object* r);
lean_object* llmbda_ffi_result_value(lean_object* M, lean_object* r);
uint64_t llmbda_ffi_result_error_bits(lean_object* M, lean_object* r);
lean_object* llmbda_ffi_result_error(lean_object* M, lean_object* r);
lean_object* llmbda_ffi_state_rsession(lean_object* M, lean_object* st);
lean_object* llmbda_ffi_state_calls(lean_object* M, lean_object* st);     /* Nat */
lean_object* llmbda_ffi_state_fuel(lean_object* M, lean_object* st);      /* Nat */
lean_object* llmbda_ffi_state_work(lean_object* M, lean_object* st);      /* Nat: fuel charged for host work */
lean_object* llmbda_ffi_state_effects(lean_object* M, lean_object* st);
lean_object* llmbda_ffi_state_steps(lean_object* M, lean_object* st);    /* List TraceStep, newest first */
uint64_t llmbda_ffi_step_pc(lean_object* M, lean_object* step);
lean_object* llmbda_ffi_step_rule(lean_object* M, lean_object* step);
lean_object* llmbda_ffi_state_endorsed(lean_object* M, lean_object* st); /* List Endorsement, newest first */
lean_object* llmbda_ffi_endorsement_line(lean_object* M, lean_object* en); /* Nat */
lean_object* llmbda_ffi_endorsement_col(lean_object* M, lean_object* en);  /* Nat */
uint64_t llmbda_ffi_endorsement_target(lean_object* M, lean_object* en);
uint64_t llmbda_ffi_endorsement_before(lean_object* M, lean_object* en);
uint64_t llmbda_ffi_endorsement_after(lean_object* M, lean_object* en);
uint8_t llmbda_ffi_effect_prompt(lean_object* M, lean_object* ev);
lean_object* llmbda_ffi_effect_conversation(lean_object* M, lean_object* ev);
lean_object* llmbda_ffi_effect_tool(lean_object* M, lean_object* ev);
lean_object* llmbda_ffi_effect_value(lean_object* M, lean_object* ev);
lean_object* llmbda_ffi_error_kind(lean_object* M, lean_object* e);
lean_object* llmbda_ffi_error_text(lean_object* M, lean_object* e);
uint64_t llmbda_ffi_error_actual(lean_object* M, lean_object* e);
uint64_t llmbda_ffi_error_required(lean_object* M, lean_object* e);
lean_object* llmbda_ffi_error_parse(lean_object* M, lean_object* e);
lean_object* llmbda_ffi_tool_none(lean_object* M, lean_object* unit);
uint64_t llmbda_ffi_inner_bits(lean_object* M, lean_object* t);
uint8_t llmbda_ffi_inner_arity(lean_object* M, lean_object* t);
lean_object* llmbda_ffi_inner_first(lean_object* M, lean_object* t);
lean_object* llmbda_ffi_inner_second(lean_object* M, lean_object* t);
lean_object* llmbda_ffi_inner_third(lean_object* M, lean_object* t);

/* A Lean list (List.cons: fields head and tail; List.nil: a scalar), borrowed. */
static inline int llmbda_list_is_cons(lean_object* l) { return !lean_is_scalar(l); }
static inline lean_object* llmbda_list_head(lean_object* l) { return lean_ctor_get(l, 0); }
static inline lean_object* llmbda_list_tail(lean_object* l) { return lean_ctor_get(l, 1); }
static inline lean_object* llmbda_list_cons(lean_object* head, lean_object* tail) {
  lean_object* c = lean_alloc_ctor(1, 2, 0);
  lean_ctor_set(c, 0, head);
  lean_ctor_set(c, 1, tail);
  return c;
}

/* LAB4 as the binding makes it, for the C drivers (smoke.c, diffdrive.c, benchdrive.c), which use the
   exports above only:
   a `BitLattice` with atoms U = 1, S = 2 (added last one first) and integrity mask 1, made
   persistent (no reference count). */
static inline lean_object* llmbda_lab4_bitlattice(void) {
  lean_object* m = llmbda_ffi_lattice_atom(llmbda_ffi_lattice_atom(llmbda_ffi_lattice(1), lean_mk_string("S"), 2),
                                           lean_mk_string("U"), 1);
  lean_mark_persistent(m);
  return m;
}

#ifdef __cplusplus
}
#endif
#endif
