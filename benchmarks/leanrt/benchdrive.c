/* The compiled `peval` (lean/generated/LlmbdaExec.c on python/src/leanrt) for benchmarks/bench.py, on
   the path the binding runs (`Llmbda.FFI.parseBits`, `pevalBits` at LAB4 as a `BitLattice`):
   argv: <fuel> <depth> <target seconds>; stdin: the program. Parses and runs it (pc {}, the oracle
   answers "1", no tools) repeatedly for at least the target time, best of 3, and prints
   `<steps> <seconds per run> <value> @ <label>`, or `<steps> <seconds per run> error <kind> @ <label>`
   (the label the error may be shown at). Every structure is read through the chain's readers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "llmbda_exec.h"

static char src[1 << 20];
static size_t fuel, depth;
static double target;
static lean_object* M;       /* LAB4 as a `BitLattice` (persistent) */
static lean_object* syntax;  /* its label syntax (persistent) */

/* the oracle closure: Nat → ReplyMode → List Message → String (the mode boxed, a scalar) */
static lean_object* oracle(lean_object* calls, lean_object* mode, lean_object* session) {
  (void)mode;
  lean_dec(calls);
  lean_dec(session);
  return lean_mk_string("1");
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
static lean_object* top_bound(lean_object* name) {
  lean_dec(name);
  return lean_box_uint64(3);
}
static lean_object* label_text(uint64_t bits) {
  return l_Llmbda_Print_label(lean_box(0), syntax, lean_box_uint64(bits));
}
/* A reader of the chain on a borrowed object (the readers consume their argument). */
#define RD(f, o) (lean_inc(o), f(M, (o)))
static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* One run: parse and evaluate; the result (owned) or NULL on a parse error. */
static lean_object* once(void) {
  lean_object* text = lean_mk_string(src);
  lean_object* parsed = llmbda_ffi_parse(M, text);  /* (consumes the text) */
  if (!RD(llmbda_ffi_parsed_ok, parsed)) { lean_dec(parsed); return NULL; }
  lean_object* term = llmbda_ffi_parsed_term(M, parsed);
  lean_object* tools = llmbda_ffi_tools(M, lean_alloc_closure((void*)no_tools, 2, 0),
                                        lean_alloc_closure((void*)top_bound, 1, 0),
                                        lean_alloc_closure((void*)no_cost, 2, 0),
                                        lean_alloc_closure((void*)no_cost, 2, 0));
  return llmbda_ffi_peval(M, lean_alloc_closure((void*)oracle, 3, 0), tools, lean_usize_to_nat(depth), 0,
                          llmbda_ffi_state(M, lean_box(0), lean_usize_to_nat(fuel), lean_box(0)), term);
}

static void* bench(void* arg) {
  (void)arg;
  double t0 = now();
  lean_object* r = once();
  double first = now() - t0;
  if (r == NULL) { printf("parse error\n"); return NULL; }
  long reps = first > 0 ? (long)(target / first) + 1 : 1;
  double best = 1e300;
  for (int k = 0; k < 3; k++) {
    double s = now();
    for (long i = 0; i < reps; i++) lean_dec(once());
    double per = (now() - s) / reps;
    if (per < best) best = per;
  }
  lean_object* state = RD(llmbda_ffi_result_state, r);
  lean_object* left_n = RD(llmbda_ffi_state_fuel, state);
  size_t left = (size_t)leanrt_value(left_n);
  lean_dec(left_n);
  lean_dec(state);
  if (!RD(llmbda_ffi_result_ok, r)) {
    lean_object* el = label_text(RD(llmbda_ffi_result_error_bits, r));
    lean_object* kind = llmbda_ffi_error_kind(M, RD(llmbda_ffi_result_error, r));
    printf("%zu %.9f error %s @ %s\n", fuel - left, best, lean_string_cstr(kind), lean_string_cstr(el));
    lean_dec(kind);
    lean_dec(el);
    return NULL;
  }
  lean_object* v = RD(llmbda_ffi_result_value, r);
  lean_object* shown = llmbda_ffi_print(M, RD(llmbda_ffi_raw, v));
  lean_object* lab = label_text(RD(llmbda_ffi_label_bits, v));
  printf("%zu %.9f %s @ %s\n", fuel - left, best, lean_string_cstr(shown), lean_string_cstr(lab));
  return NULL;
}

int main(int argc, char** argv) {
  if (argc < 4) return 2;
  fuel = strtoull(argv[1], NULL, 10);
  depth = strtoull(argv[2], NULL, 10);
  target = atof(argv[3]);
  size_t n = fread(src, 1, sizeof src - 1, stdin);
  src[n] = 0;
  lean_object* res = initialize_LlmbdaExec(1);
  if (lean_io_result_is_error(res)) return 1;
  lean_dec(res);
  M = llmbda_lab4_bitlattice();
  syntax = l_Llmbda_BitLab_instLabelSyntax(M);
  lean_mark_persistent(syntax);
  if (leanrt_run_on_big_stack(bench, NULL, (size_t)1 << 30) != 0) return 1;
  return 0;
}
