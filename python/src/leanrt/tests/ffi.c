/* The calling conventions of the functions the compiled chain exports for the binding
   (lean/Llmbda/FFI), as the binding relies on them (python/src/lean_engine.cpp): every reader consumes
   its argument, the lattice included, and gives back no reference it does not return (the
   reference counts of what the argument holds are unchanged). Prints "ok" or the first failure. */
#include <stdio.h>
#include <string.h>

#include "llmbda_exec.h"

static int failures = 0;

/* `o` after a reader consumed the extra reference it was given: back to `before`. */
static void check(const char* what, lean_object* o, int before, int consumed) {
  int want = consumed ? before : before + 1;
  if (o->m_rc != want) {
    printf("FAIL: %s: reference count %d, expected %d\n", what, o->m_rc, want);
    failures++;
  }
  if (!consumed) lean_dec(o);
}

#define GIVE(o) (lean_inc(o), (o))
#define READ(call, o, consumed, drop)                                \
  do {                                                               \
    int before_ = (o)->m_rc;                                         \
    drop(call);                                                      \
    check(#call, (o), before_, (consumed));                          \
  } while (0)
#define KEEP(x) ((void)(x))
#define DROP(x) lean_dec(x)

/* the holders of `t`'s fields keep their counts */
static void same_children(const char* what, lean_object* t, const int* counts) {
  for (unsigned i = 0; i < lean_ctor_num_objs(t); i++) {
    lean_object* k = lean_ctor_get(t, i);
    if (!lean_is_scalar(k) && k->m_rc != counts[i]) {
      printf("FAIL: %s: field %u holds %d references, expected %d\n", what, i, k->m_rc, counts[i]);
      failures++;
    }
  }
}

static void counts_of(lean_object* t, int* counts) {
  for (unsigned i = 0; i < lean_ctor_num_objs(t); i++) {
    lean_object* k = lean_ctor_get(t, i);
    counts[i] = lean_is_scalar(k) ? 0 : k->m_rc;
  }
}

int main(void) {
  lean_dec(initialize_LlmbdaExec(1));
  /* the lattice {U, S} as the binding makes it: atoms added last one first, made persistent */
  lean_object* M = llmbda_lab4_bitlattice();
  lean_object* raw = llmbda_ffi_pair(M, llmbda_ffi_int(M, lean_box(5)), 0, llmbda_ffi_str(M, lean_mk_string("x")), 2);
  lean_object* v = llmbda_ffi_value(M, raw, 1);
  lean_object* r = llmbda_ffi_raw(M, GIVE(v));
  int counts[4];
  counts_of(r, counts);
  READ(llmbda_ffi_kind(M, GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_fst_raw(M, GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_snd_raw(M, GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_fst_bits(M, GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_snd_bits(M, GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_inner_bits(M, GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_inner_arity(M, GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_inner_first(M, GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_inner_second(M, GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_inner_third(M, GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_print(M, GIVE(r)), r, 1, DROP);
  same_children("the pair's readers", r, counts);
  lean_object* first = lean_ctor_get(r, 0); /* a `val` */
  int fcounts[4];
  counts_of(first, fcounts);
  READ(llmbda_ffi_inner_bits(M, GIVE(first)), first, 1, KEEP);
  READ(llmbda_ffi_inner_first(M, GIVE(first)), first, 1, DROP);
  same_children("the value's readers", first, fcounts);
  READ(llmbda_ffi_raw(M, GIVE(v)), v, 1, DROP);
  READ(llmbda_ffi_label_bits(M, GIVE(v)), v, 1, KEEP);
  lean_object* ci = llmbda_ffi_int(M, lean_box(7));
  READ(llmbda_ffi_as_int(M, GIVE(ci)), ci, 1, DROP);
  lean_object* cs = llmbda_ffi_str(M, lean_mk_string("q"));
  READ(llmbda_ffi_as_str(M, GIVE(cs)), cs, 1, DROP);
  lean_object* cb = llmbda_ffi_bool(M, 1);
  READ(llmbda_ffi_as_bool(M, GIVE(cb)), cb, 1, KEEP);
  lean_object* cl = llmbda_ffi_lit(M, 1);
  READ(llmbda_ffi_as_lit(M, GIVE(cl)), cl, 1, KEEP);
  if (llmbda_ffi_bits(M, llmbda_ffi_of_bits(M, 37)) != 37) {
    printf("FAIL: a label's bits do not come back\n");
    failures++;
  }
  /* the lattice is an owned argument too (the binding's is persistent, which no count touches) */
  lean_object* M2 = llmbda_ffi_lattice(1);
  READ(llmbda_ffi_kind(GIVE(M2), GIVE(r)), M2, 1, KEEP);
  lean_dec(M2);
  lean_object* m = llmbda_ffi_message(M, 1, lean_mk_string("abc"), 2);
  READ(llmbda_ffi_message_user(M, GIVE(m)), m, 1, KEEP);
  READ(llmbda_ffi_message_content(M, GIVE(m)), m, 1, DROP);
  READ(llmbda_ffi_message_bits(M, GIVE(m)), m, 1, KEEP);
  /* parse consumes its source too (through `String.toList`, `lean_string_data`) */
  lean_object* src = lean_mk_string("let x = 1 in (x, recv)");
  lean_object* parsed = NULL;
  READ((parsed = llmbda_ffi_parse(M, GIVE(src))), src, 1, KEEP);
  lean_dec(src);
  READ(llmbda_ffi_parsed_ok(M, GIVE(parsed)), parsed, 1, KEEP);
  READ(llmbda_ffi_parsed_term(M, GIVE(parsed)), parsed, 1, DROP);
  lean_object* term = llmbda_ffi_parsed_term(M, GIVE(parsed));
  READ(llmbda_ffi_tree(M, GIVE(term)), term, 1, DROP);
  lean_dec(term);
  lean_object* bad = lean_mk_string("let x = ");
  lean_object* perr = llmbda_ffi_parse(M, bad);  /* (consumes `bad`) */
  READ(llmbda_ffi_parsed_error(M, GIVE(perr)), perr, 1, DROP);
  lean_object* pe = llmbda_ffi_parsed_error(M, GIVE(perr));
  READ(llmbda_ffi_parse_error_line(GIVE(pe)), pe, 1, DROP);
  READ(llmbda_ffi_parse_error_col(GIVE(pe)), pe, 1, DROP);
  READ(llmbda_ffi_parse_error_msg(GIVE(pe)), pe, 1, DROP);
  if (failures == 0) printf("ok\n");
  return failures != 0;
}
