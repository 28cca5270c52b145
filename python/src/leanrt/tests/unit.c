/* Unit tests of the runtime (python/src/leanrt/runtime.c); prints "ok" or the first failure. */
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include "lean/lean.h"

void leanrt_set_handler(jmp_buf* h);
const char* leanrt_last_error(void);

#define CHECK(c) do { if (!(c)) { printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #c); return 1; } } while (0)

static lean_object* add3(lean_object* a, lean_object* b, lean_object* c) {
  return lean_box(lean_unbox(a) + lean_unbox(b) + lean_unbox(c));
}
static lean_object* konst(lean_object* a) { /* returns a closure adding `a` to two more arguments */
  lean_object* c = lean_alloc_closure((void*)add3, 3, 1);
  lean_closure_set(c, 0, a);
  return c;
}

/* the polls of the run state test: one counts its calls, one asks the run to stop */
static int polls = 0;
static void count_poll(void) { polls++; }
static volatile unsigned char poll_stop = 0;
static void stop_poll(void) { poll_stop = 1; }

/* counts a shared object up and down from another thread */
static void* churn(void* o) {
  for (int i = 0; i < 1000000; i++) {
    lean_inc((lean_object*)o);
    lean_dec((lean_object*)o);
  }
  return NULL;
}

int main(void) {
  /* scalars and small numbers */
  CHECK(lean_is_scalar(lean_box(5)) && lean_unbox(lean_box(5)) == 5);
  lean_object* big = lean_cstr_to_nat("9223372036854775808");  /* 2^63: a heap number */
  CHECK(!lean_is_scalar(big));
  lean_object* one = lean_unsigned_to_nat(1);
  lean_object* s = lean_nat_sub(big, one);
  CHECK(lean_nat_dec_eq(s, lean_cstr_to_nat("9223372036854775807")));
  CHECK(lean_nat_dec_lt(s, big) && !lean_nat_dec_lt(big, s));
  CHECK(lean_unbox(lean_nat_sub(one, big)) == 0);  /* truncated subtraction */
  lean_object* m7 = lean_int_neg(lean_box(7));
  CHECK(leanrt_value(lean_int_ediv(m7, lean_box(2))) == -4 && leanrt_value(lean_int_emod(m7, lean_box(2))) == 1);
  CHECK(leanrt_value(lean_int_ediv(lean_box(7), lean_int_neg(lean_box(2)))) == -3);
  CHECK(leanrt_value(lean_int_emod(lean_box(7), lean_int_neg(lean_box(2)))) == 1);
  CHECK(leanrt_value(lean_nat_div(lean_box(7), lean_box(0))) == 0 && leanrt_value(lean_nat_mod(lean_box(7), lean_box(0))) == 7);
  lean_dec(s);
  /* past 126 bits: a resource error, caught by the handler */
  jmp_buf h;
  leanrt_set_handler(&h);
  if (setjmp(h) == 0) {
    lean_object* x = big;
    for (int i = 0; i < 4; i++) x = lean_nat_mul(x, big);
    printf("FAIL: no resource error\n");
    return 1;
  }
  CHECK(strstr(leanrt_last_error(), "126 bits") != NULL);
  leanrt_set_handler(NULL);
  /* strings: UTF-8 length, append in place, data/mk round trip, equality */
  lean_object* a = lean_mk_string("h\xc3\xa9llo");  /* "héllo" */
  CHECK(lean_unbox(lean_string_length(a)) == 5 && lean_string_size(a) == 7);
  lean_object* b = lean_mk_string(" \xe2\x9c\x93");  /* " ✓" */
  lean_object* ab = lean_string_append(a, b);
  CHECK(lean_unbox(lean_string_length(ab)) == 7 && strcmp(lean_string_cstr(ab), "h\xc3\xa9llo \xe2\x9c\x93") == 0);
  lean_inc(ab);
  lean_object* chars = lean_string_data(ab);  /* (consumes one reference) */
  CHECK(lean_unbox_uint32(lean_ctor_get(chars, 0)) == 'h' && lean_unbox_uint32(lean_ctor_get(lean_ctor_get(chars, 1), 0)) == 0xE9);
  lean_object* back = lean_string_mk(chars);
  CHECK(lean_string_dec_eq(back, ab) && !lean_string_dec_eq(back, b));
  lean_dec(back); lean_dec(ab); lean_dec(b);
  /* closures: partial and over-application */
  lean_object* c = lean_alloc_closure((void*)add3, 3, 0);
  lean_object* c1 = lean_apply_1(c, lean_box(1));            /* partial */
  CHECK(lean_unbox(lean_apply_2(c1, lean_box(2), lean_box(3))) == 6);
  lean_object* k = lean_alloc_closure((void*)konst, 1, 0);
  CHECK(lean_unbox(lean_apply_3(k, lean_box(10), lean_box(20), lean_box(30))) == 60);  /* over-application */
  /* freeing a long list does not recurse */
  lean_object* l = lean_box(0);
  for (int i = 0; i < 2000000; i++) {
    lean_object* cell = lean_alloc_ctor(1, 2, 0);
    lean_ctor_set(cell, 0, lean_mk_string("x"));
    lean_ctor_set(cell, 1, l);
    l = cell;
  }
  lean_dec(l);
  /* a persistent constant: it and what it holds are never counted again */
  lean_object* pc = lean_alloc_ctor(0, 1, 0);
  lean_object* inner = lean_mk_string("kept");
  lean_ctor_set(pc, 0, inner);
  lean_mark_persistent(pc);
  CHECK(pc->m_rc == 0 && inner->m_rc == 0);
  lean_inc(inner);
  lean_dec(inner);
  lean_dec(inner);
  CHECK(inner->m_rc == 0 && strcmp(lean_string_cstr(inner), "kept") == 0);
  /* the guards: a set cancel flag, and a stack floor above the stack, stop the next allocation */
  volatile unsigned char stop = 0;
  leanrt_set_handler(&h);
  leanrt_set_guards(&stop, NULL);
  if (setjmp(h) == 0) {
    lean_dec(lean_alloc_ctor(0, 0, 0));  /* not stopped */
    stop = 1;
    lean_alloc_ctor(0, 0, 0);
    printf("FAIL: not interrupted\n");
    return 1;
  }
  CHECK(leanrt_was_interrupted() && strcmp(leanrt_last_error(), "interrupted") == 0);
  char here;
  leanrt_set_guards(NULL, &here + 4096);
  if (setjmp(h) == 0) {
    lean_alloc_ctor(0, 0, 0);
    printf("FAIL: no stack error\n");
    return 1;
  }
  CHECK(!leanrt_was_interrupted() && strstr(leanrt_last_error(), "native stack") != NULL);
  leanrt_set_guards(NULL, NULL);
  leanrt_set_handler(NULL);
  /* a run's region: closed, what is still live lives on; freed, what a stopped run held goes, but not
     what was made persistent meanwhile */
  leanrt_region_begin();
  lean_object* kept = lean_mk_string("kept");
  lean_dec(lean_mk_string("freed"));
  CHECK(leanrt_region_end(0) == 1);
  lean_dec(kept);
  leanrt_region_begin();
  for (int i = 0; i < 1000; i++) lean_mk_string("dropped");
  lean_object* constant = lean_alloc_ctor(0, 1, 0);
  lean_ctor_set(constant, 0, lean_mk_string("constant"));
  lean_mark_persistent(constant);
  CHECK(leanrt_region_end(1) == 1000);
  CHECK(strcmp(lean_string_cstr(lean_ctor_get(constant, 0)), "constant") == 0);
  CHECK(leanrt_region_end(1) == 0);  /* no region open: nothing to free */
  /* a run's state set aside (leanrt_swap_state) while another runs on the same thread: what is made
     meanwhile is not listed in the first run's region, a second run's region is its own, and the first
     run gets its region, budget and guards back */
  volatile unsigned char stop_a = 0;
  leanrt_set_handler(&h);
  leanrt_region_begin();
  leanrt_set_budget(1000000, 0);
  leanrt_set_guards(&stop_a, NULL);
  for (int i = 0; i < 3; i++) lean_mk_string("a's");
  uint64_t work_a = leanrt_work_done();
  leanrt_state aside;
  memset(&aside, 0, sizeof aside);
  leanrt_swap_state(&aside);
  CHECK(leanrt_work_done() == 0 && leanrt_region_end(1) == 0);  /* no run: nothing listed */
  lean_object* outside = lean_mk_string("outside");             /* (a tool's result, say) */
  leanrt_region_begin();
  for (int i = 0; i < 5; i++) lean_mk_string("b's");
  leanrt_state aside_b;
  memset(&aside_b, 0, sizeof aside_b);
  leanrt_swap_state(&aside_b);  /* the second run set aside too, its region empty then */
  leanrt_region_begin();
  leanrt_swap_state(&aside_b);
  CHECK(leanrt_region_end(1) == 5);
  leanrt_swap_state(&aside_b);
  CHECK(leanrt_region_end(1) == 0);
  leanrt_swap_state(&aside);  /* the first run again */
  CHECK(leanrt_work_done() == work_a);
  stop_a = 1;
  if (setjmp(h) == 0) {
    lean_alloc_ctor(0, 0, 0);
    printf("FAIL: the first run's guard is gone\n");
    return 1;
  }
  CHECK(leanrt_was_interrupted());
  CHECK(leanrt_region_end(1) == 3);
  CHECK(strcmp(lean_string_cstr(outside), "outside") == 0);
  lean_dec(outside);
  leanrt_set_guards(NULL, NULL);
  /* the poll: every LEANRT_POLL_EVERY units of work, a big allocation's bytes counted; under a work
     bound too */
  leanrt_set_budget(0, 0);
  leanrt_set_poll(count_poll);
  for (int i = 0; i < LEANRT_POLL_EVERY - 1; i++) lean_dec(lean_alloc_ctor(0, 0, 0));
  CHECK(polls == 0);
  lean_dec(lean_alloc_ctor(0, 0, 0));
  CHECK(polls == 1);
  void* bytes = leanrt_alloc(256 * LEANRT_POLL_EVERY);
  CHECK(polls == 2);
  leanrt_free(bytes);
  leanrt_set_budget(3 * LEANRT_POLL_EVERY, 0);
  for (int i = 0; i < 2 * LEANRT_POLL_EVERY; i++) lean_dec(lean_alloc_ctor(0, 0, 0));
  CHECK(polls == 4);
  if (setjmp(h) == 0) {
    for (int i = 0; i < 2 * LEANRT_POLL_EVERY; i++) lean_dec(lean_alloc_ctor(0, 0, 0));
    printf("FAIL: no work bound\n");
    return 1;
  }
  CHECK(polls == 5 && strstr(leanrt_last_error(), "work bound") != NULL);
  /* a poll that asks the run to stop stops the allocation it ran in */
  leanrt_set_budget(0, 0);
  leanrt_set_guards(&poll_stop, NULL);
  leanrt_set_poll(stop_poll);
  leanrt_region_begin();
  volatile int made = 0;
  if (setjmp(h) == 0) {
    for (;;) {
      lean_alloc_ctor(0, 0, 0);
      made++;
    }
  }
  CHECK(leanrt_was_interrupted() && made == LEANRT_POLL_EVERY - 1);
  CHECK(leanrt_region_end(1) == LEANRT_POLL_EVERY - 1);
  leanrt_set_guards(NULL, NULL);
  leanrt_set_poll(NULL);
  leanrt_set_budget(0, 0);
  leanrt_set_handler(NULL);
  /* a shared object (a value Python holds): counted atomically, never exclusive, out of the region;
     a stopped run's objects that held it give their references back */
  leanrt_region_begin();
  lean_object* shared = lean_alloc_ctor(0, 1, 0);
  lean_ctor_set(shared, 0, lean_mk_string("shared"));
  leanrt_mark_mt(shared);
  CHECK(shared->m_rc == -1 && lean_ctor_get(shared, 0)->m_rc == -1);
  CHECK(!lean_is_exclusive(shared) && lean_is_shared(shared));
  for (int i = 0; i < 3; i++) {
    lean_object* holder = lean_alloc_ctor(0, 1, 0);
    lean_inc(shared);
    lean_ctor_set(holder, 0, shared);
  }
  lean_alloc_ctor(0, 2, 0);  /* a constructor stopped before its fields were set holds nothing */
  CHECK(shared->m_rc == -4);
  CHECK(leanrt_region_end(1) == 4);
  CHECK(shared->m_rc == -1);
  pthread_t t1, t2;
  CHECK(pthread_create(&t1, NULL, churn, shared) == 0 && pthread_create(&t2, NULL, churn, shared) == 0);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  CHECK(shared->m_rc == -1);
  lean_dec(shared);  /* the last reference: freed with its field */
  /* small objects by size class: a freed block is the next one of its class, a bigger class does not
     take it; the memory bound counts a class's 16-byte multiple (a 2-field constructor, 24 bytes: 32),
     and a freed object gives its bytes back */
  lean_object* pair = lean_alloc_ctor(0, 2, 0);
  lean_dec(pair);
  lean_object* wider = lean_alloc_ctor(0, 4, 0);  /* 40 bytes: the next class */
  lean_object* again = lean_alloc_ctor(1, 2, 0);
  CHECK(again == pair && wider != pair && lean_ptr_tag(again) == 1);
  lean_dec(again);
  lean_dec(wider);
  leanrt_set_handler(&h);
  leanrt_set_budget(0, 10 * 32);
  lean_object* ten[10];
  for (int i = 0; i < 10; i++) ten[i] = lean_alloc_ctor(0, 2, 0);
  if (setjmp(h) == 0) {
    lean_alloc_ctor(0, 2, 0);
    printf("FAIL: no memory bound\n");
    return 1;
  }
  CHECK(strstr(leanrt_last_error(), "memory bound") != NULL);
  for (int i = 0; i < 10; i++) lean_dec(ten[i]);
  for (int i = 0; i < 10; i++) ten[i] = lean_alloc_ctor(0, 2, 0);
  for (int i = 0; i < 10; i++) lean_dec(ten[i]);
  leanrt_set_budget(0, 0);
  leanrt_set_handler(NULL);
  /* a string too long for a class, and one that fits: freed by their own kind */
  lean_dec(lean_mk_string("a string longer than the largest size class of the runtime's small objects, "
                          "which is one hundred and twenty-eight bytes: freed by free()"));
  lean_dec(lean_mk_string("short"));
  printf("ok\n");
  return 0;
}
