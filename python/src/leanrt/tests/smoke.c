/* The compiled `peval` (lean/generated/LlmbdaExec.c on this runtime), through the functions Lean
   exports for the binding, at LAB4 as the binding makes it: each line of stdin is a program; it is
   parsed, run from the empty conversation with pc {} and 100,000 steps, every `recv` answered with
   argv[1], and the outcome printed as `ok <value> @ <label>` or `error <kind> @ <label>` (the label
   the error may be shown at). */
#include <stdio.h>
#include <string.h>
#include "llmbda_exec.h"

static const char* reply = "()";
static lean_object* M;      /* the lattice (persistent) */
static lean_object* syntax; /* its label syntax (persistent) */

/* the oracle closure: Nat → ReplyMode → List Message → String (the mode boxed, a scalar) */
static lean_object* oracle(lean_object* calls, lean_object* mode, lean_object* session) {
  (void)mode;
  lean_dec(calls);
  lean_dec(session);
  return lean_mk_string(reply);
}

static lean_object* no_tools(lean_object* name, lean_object* arg) {
  lean_dec(name);
  lean_dec(arg);
  return llmbda_ffi_tool_none(M, lean_box(0));
}

/* `Tools.cost` and `Tools.recvCost`: no call starts a run */
static lean_object* no_cost(lean_object* name, lean_object* value) {
  lean_dec(name);
  lean_dec(value);
  return lean_box(0);
}

static lean_object* bound_top(lean_object* name) {
  lean_dec(name);
  return lean_box_uint64(3);
}

static void print_label(uint64_t bits) {
  lean_object* s = l_Llmbda_Print_label(lean_box(0), syntax, lean_box_uint64(bits));
  printf("%s", lean_string_cstr(s));
  lean_dec(s);
}

static void run(const char* src) {
  lean_object* parsed = llmbda_ffi_parse(M, lean_mk_string(src));
  lean_inc(parsed);
  if (!llmbda_ffi_parsed_ok(M, parsed)) {
    printf("error parse\n");
    lean_dec(parsed);
    return;
  }
  lean_object* term = llmbda_ffi_parsed_term(M, parsed);
  lean_object* tools = llmbda_ffi_tools(M, lean_alloc_closure((void*)no_tools, 2, 0),
                                        lean_alloc_closure((void*)bound_top, 1, 0),
                                        lean_alloc_closure((void*)no_cost, 2, 0),
                                        lean_alloc_closure((void*)no_cost, 2, 0));
  /* a depth bound of 10,000 (the test gives the core the same), no replies drawn yet */
  lean_object* r = llmbda_ffi_peval(M, lean_alloc_closure((void*)oracle, 3, 0), tools, lean_usize_to_nat(10000), 0,
                                    llmbda_ffi_state(M, lean_box(0), lean_usize_to_nat(100000), lean_box(0)), term);
  lean_inc(r);
  if (llmbda_ffi_result_ok(M, r)) {
    lean_object* v = llmbda_ffi_result_value(M, r);
    lean_inc(v);
    lean_object* shown = llmbda_ffi_print(M, llmbda_ffi_raw(M, v));
    printf("ok %s @ ", lean_string_cstr(shown));
    lean_dec(shown);
    print_label(llmbda_ffi_label_bits(M, v));
    printf("\n");
  } else {
    lean_inc(r);
    uint64_t bits = llmbda_ffi_result_error_bits(M, r);
    lean_object* kind = llmbda_ffi_error_kind(M, llmbda_ffi_result_error(M, r));
    printf("error %s @ ", lean_string_cstr(kind));
    lean_dec(kind);
    print_label(bits);
    printf("\n");
  }
}

static void* loop(void* arg) {
  (void)arg;
  static char line[1 << 16];
  while (fgets(line, sizeof line, stdin) != NULL) {
    line[strcspn(line, "\n")] = 0;
    if (line[0]) run(line);
    fflush(stdout);
  }
  return NULL;
}

int main(int argc, char** argv) {
  if (argc > 1) reply = argv[1];
  lean_object* res = initialize_LlmbdaExec(1);
  if (lean_io_result_is_error(res)) {
    printf("initialisation failed\n");
    return 1;
  }
  lean_dec(res);
  M = llmbda_lab4_bitlattice();
  syntax = l_Llmbda_BitLab_instLabelSyntax(M);
  lean_mark_persistent(syntax);
  /* peval recurses as deep as its depth bound (10,000 nested evaluations): a large native stack */
  if (leanrt_run_on_big_stack(loop, NULL, (size_t)1 << 30) != 0) return 1;
  return 0;
}
