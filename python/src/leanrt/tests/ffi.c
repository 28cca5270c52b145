/* The calling conventions of the functions the compiled chain exports for the binding
   (lean/Llmbda/FFI), as the binding relies on them (python/src/lean_engine.cpp): every reader consumes
   its argument but `llmbda_ffi_parse` (borrows), and gives back no reference it does not return (the
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
  lean_object* raw = llmbda_ffi_pair(llmbda_ffi_int(lean_box(5)), 0, llmbda_ffi_str(lean_mk_string("x")), 2);
  lean_object* v = llmbda_ffi_value(raw, 1);
  lean_object* r = llmbda_ffi_raw(GIVE(v));
  int counts[4];
  counts_of(r, counts);
  READ(llmbda_ffi_kind(GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_fst_raw(GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_snd_raw(GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_fst_bits(GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_snd_bits(GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_inner_bits(GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_inner_arity(GIVE(r)), r, 1, KEEP);
  READ(llmbda_ffi_inner_first(GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_inner_second(GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_inner_third(GIVE(r)), r, 1, DROP);
  READ(llmbda_ffi_print(GIVE(r)), r, 1, DROP);
  same_children("the pair's readers", r, counts);
  lean_object* first = lean_ctor_get(r, 0); /* a `val` */
  int fcounts[4];
  counts_of(first, fcounts);
  READ(llmbda_ffi_inner_bits(GIVE(first)), first, 1, KEEP);
  READ(llmbda_ffi_inner_first(GIVE(first)), first, 1, DROP);
  same_children("the value's readers", first, fcounts);
  READ(llmbda_ffi_raw(GIVE(v)), v, 1, DROP);
  READ(llmbda_ffi_label_bits(GIVE(v)), v, 1, KEEP);
  lean_object* ci = llmbda_ffi_int(lean_box(7));
  READ(llmbda_ffi_as_int(GIVE(ci)), ci, 1, DROP);
  lean_object* cs = llmbda_ffi_str(lean_mk_string("q"));
  READ(llmbda_ffi_as_str(GIVE(cs)), cs, 1, DROP);
  lean_object* cb = llmbda_ffi_bool(1);
  READ(llmbda_ffi_as_bool(GIVE(cb)), cb, 1, KEEP);
  lean_object* cl = llmbda_ffi_lit(1);
  READ(llmbda_ffi_as_lit(GIVE(cl)), cl, 1, KEEP);
  lean_object* l = llmbda_ffi_of_bits(3);
  READ(llmbda_ffi_bits(GIVE(l)), l, 1, KEEP);
  lean_object* m = llmbda_ffi_message(1, lean_mk_string("abc"), 2);
  READ(llmbda_ffi_message_user(GIVE(m)), m, 1, KEEP);
  READ(llmbda_ffi_message_content(GIVE(m)), m, 1, DROP);
  READ(llmbda_ffi_message_bits(GIVE(m)), m, 1, KEEP);
  /* parse: borrowed */
  lean_object* src = lean_mk_string("let x = 1 in (x, recv)");
  lean_object* parsed = NULL;
  {
    int before = src->m_rc;
    parsed = llmbda_ffi_parse(src);
    if (src->m_rc != before) {
      printf("FAIL: llmbda_ffi_parse: the source's count went from %d to %d (expected borrowed)\n", before, src->m_rc);
      failures++;
    }
  }
  READ(llmbda_ffi_parsed_ok(GIVE(parsed)), parsed, 1, KEEP);
  READ(llmbda_ffi_parsed_term(GIVE(parsed)), parsed, 1, DROP);
  lean_object* bad = lean_mk_string("let x = ");
  lean_object* perr = llmbda_ffi_parse(bad);
  READ(llmbda_ffi_parsed_error(GIVE(perr)), perr, 1, DROP);
  lean_object* pe = llmbda_ffi_parsed_error(GIVE(perr));
  READ(llmbda_ffi_parse_error_line(GIVE(pe)), pe, 1, DROP);
  READ(llmbda_ffi_parse_error_col(GIVE(pe)), pe, 1, DROP);
  READ(llmbda_ffi_parse_error_msg(GIVE(pe)), pe, 1, DROP);
  if (failures == 0) printf("ok\n");
  return failures != 0;
}
