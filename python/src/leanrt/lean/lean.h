/* LLMbda's runtime for the C that Lean's code generator emits (lean/generated/LlmbdaExec.c).

   Written by this project for the part of Lean's runtime ABI that the generated code uses, from the
   ABI as documented (objects with a reference count and a tag, boxed scalars with the low bit set,
   constructor objects with pointer fields then scalar fields, closures with fixed arguments, UTF-8
   strings, `Nat`/`Int`); nothing here is copied from Lean's sources. Reference counting,
   single-threaded except for shared objects (negative counts, atomic: values Python holds); a count
   of 0 marks a persistent object (never freed).

   Numbers: a `Nat` or `Int` that fits in 62 bits is a boxed scalar; a larger one is a heap object
   holding a 128-bit value; beyond that `leanrt_resource_error` is raised (a typed error in the
   binding, never a wrong result). */
#ifndef LLMBDA_LEANRT_LEAN_H
#define LLMBDA_LEANRT_LEAN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LEAN_EXPORT
#define LEAN_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define LEAN_LIKELY(x) __builtin_expect(!!(x), 1)

typedef struct {
  int m_rc;              /* > 0: reference count; 0: persistent */
  unsigned m_cs_sz : 16; /* the size class leanrt_alloc gave the object (runtime.c); 0: none */
  unsigned m_other : 8;  /* constructors: the number of pointer fields */
  unsigned m_tag : 8;    /* constructor tag, or one of the kinds below */
} lean_object;

typedef lean_object* lean_obj_arg;
typedef lean_object* b_lean_obj_arg;
typedef lean_object* u_lean_obj_arg;
typedef lean_object* lean_obj_res;
typedef lean_object* b_lean_obj_res;

enum { LeanMaxCtorTag = 244, LeanClosure = 245, LeanString = 249, LeanBigNum = 250 };

typedef struct {
  lean_object m_header;
  void* m_fun;
  uint16_t m_arity;
  uint16_t m_num_fixed;
  lean_object* m_objs[];
} lean_closure_object;

typedef struct {
  lean_object m_header;
  size_t m_size;     /* bytes, including the terminating NUL */
  size_t m_capacity; /* bytes allocated for m_data */
  size_t m_length;   /* characters */
  char m_data[];
} lean_string_object;

typedef struct {
  lean_object m_header;
  __int128 m_value;
} leanrt_bignum;

/* allocation and the resource error (both in runtime.c) */
void* leanrt_alloc(size_t sz);
void leanrt_free(void* p);
__attribute__((noreturn)) void leanrt_resource_error(const char* what);
void lean_dec_ref_cold(lean_object* o);
int leanrt_run_on_big_stack(void* (*f)(void*), void* arg, size_t bytes);
void lean_mark_persistent(lean_object* o);
/* Make an object and everything it holds shared (counted atomically, see lean_inc_ref) and take them
   out of the run's region: a value handed to Python, which may outlive the run and be used by runs on
   other threads. Objects already shared or persistent are not visited again. */
void leanrt_mark_mt(lean_object* o);
/* The calling thread's guards for a run: stop (a resource error "interrupted") once `*cancel` is set,
   and with a resource error when the stack reaches below `stack_floor`; NULL: no such guard. */
void leanrt_set_guards(const volatile unsigned char* cancel, const char* stack_floor);
/* The lowest stack address an allocation was made from since the guards were last set (NULL: none):
   how deep into its stack the run went. */
const char* leanrt_stack_lowest(void);
/* The calling thread's budget for a run: at most `work_cap` units of work (1 per allocation, 1 per 256
   bytes allocated) and `live_cap` bytes held at once; 0: no bound. Counts from zero. */
void leanrt_set_budget(uint64_t work_cap, uint64_t live_cap);
uint64_t leanrt_work_done(void);
/* Charge `n` units of work that allocate nothing (Llmbda.Compiled.tick), under the allocation's checks;
   returns 1 or does not return. */
uint8_t leanrt_tick(uint64_t n);
/* Count a label join: one unit of work per LEANRT_JOINS_PER_UNIT joins (leanrt_tick); returns 1 or
   does not return. */
#define LEANRT_JOINS_PER_UNIT 4
uint8_t leanrt_join(void);
/* Whether the last resource error on this thread was an interruption. */
int leanrt_was_interrupted(void);
/* The calling thread's region for a run: the objects allocated until leanrt_region_end are listed
   (and unlisted when freed or made persistent). leanrt_region_end(1) frees every object still listed
   (for a run a resource error or Ctrl-C stopped: nothing can reach them), leanrt_region_end(0) only
   closes the region (the objects live on, counted as usual); either returns how many were listed. */
void leanrt_region_begin(void);
size_t leanrt_region_end(int free_all);
/* The calling thread's poll for a run: `poll` is called every LEANRT_POLL_EVERY units of work (where an
   allocation or a tick is charged) and before comparing strings of LEANRT_POLL_EVERY * 256 bytes or
   more; it may set the cancel flag, which is checked right after. NULL: none. */
#define LEANRT_POLL_EVERY 1024
typedef void (*leanrt_poll_fn)(void);
void leanrt_set_poll(leanrt_poll_fn poll);
/* A thread's run state: its handler, guards, poll, budget and region. leanrt_swap_state exchanges the
   calling thread's with `*s` (zeroed: no run), so that one thread can hold several runs at once, each
   on a stack of its own (the binding's evaluation stacks: a run's host call may start another run on
   the same thread); the objects of a region set aside stay listed in it. */
typedef struct {
  void* handler;
  const char* error_what;
  const volatile unsigned char* cancel;
  const char* stack_floor;
  const char* stack_low;
  int interrupted;
  leanrt_poll_fn poll;
  uint64_t poll_at;
  uint64_t work, work_cap, live, live_cap;
  unsigned joins;
  void* region[2]; /* the region's list head */
  int region_open;
} leanrt_state;
void leanrt_swap_state(leanrt_state* s);

static inline bool lean_is_scalar(lean_object* o) { return ((size_t)o & 1) == 1; }
static inline lean_object* lean_box(size_t n) { return (lean_object*)((n << 1) | 1); }
static inline size_t lean_unbox(lean_object* o) { return (size_t)o >> 1; }
static inline lean_object* lean_box_uint32(uint32_t v) { return lean_box(v); }
static inline uint32_t lean_unbox_uint32(lean_object* o) { return (uint32_t)lean_unbox(o); }
static inline lean_object* lean_box_uint64(uint64_t v);
static inline uint8_t lean_unbox_uint8(lean_object* o) { return (uint8_t)lean_unbox(o); }

/* A shared object (leanrt_mark_mt: a value Python holds, which runs on several threads may use at
   once) counts with atomic operations, as a negative count: -1 is one reference. */
static inline void lean_inc_ref(lean_object* o) {
  if (LEAN_LIKELY(o->m_rc > 0)) o->m_rc++;
  else if (o->m_rc != 0) __atomic_sub_fetch(&o->m_rc, 1, __ATOMIC_RELAXED);
}
static inline void lean_inc_ref_n(lean_object* o, size_t n) {
  if (LEAN_LIKELY(o->m_rc > 0)) o->m_rc += (int)n;
  else if (o->m_rc != 0) __atomic_sub_fetch(&o->m_rc, (int)n, __ATOMIC_RELAXED);
}
static inline void lean_inc(lean_object* o) { if (!lean_is_scalar(o)) lean_inc_ref(o); }
static inline void lean_inc_n(lean_object* o, size_t n) { if (!lean_is_scalar(o)) lean_inc_ref_n(o, n); }
static inline void lean_dec_ref(lean_object* o) {
  if (LEAN_LIKELY(o->m_rc > 1)) o->m_rc--;
  else if (o->m_rc == 1) lean_dec_ref_cold(o);
  else if (o->m_rc < 0 && __atomic_add_fetch(&o->m_rc, 1, __ATOMIC_ACQ_REL) == 0) lean_dec_ref_cold(o);
}
static inline void lean_dec(lean_object* o) { if (!lean_is_scalar(o)) lean_dec_ref(o); }
static inline bool lean_is_exclusive(lean_object* o) { return !lean_is_scalar(o) && o->m_rc == 1; }
static inline bool lean_is_shared(lean_object* o) { return !lean_is_scalar(o) && o->m_rc != 1; }

static inline unsigned lean_ptr_tag(lean_object* o) { return o->m_tag; }
static inline unsigned lean_obj_tag(lean_object* o) {
  return lean_is_scalar(o) ? (unsigned)lean_unbox(o) : lean_ptr_tag(o);
}

/* constructors: header, m_other pointer fields, then the scalar fields */
static inline lean_object** lean_ctor_obj_cptr(lean_object* o) { return (lean_object**)(o + 1); }
static inline unsigned lean_ctor_num_objs(lean_object* o) { return o->m_other; }
static inline lean_object* lean_alloc_ctor(unsigned tag, unsigned num_objs, unsigned scalar_sz) {
  lean_object* o = (lean_object*)leanrt_alloc(sizeof(lean_object) + sizeof(void*) * num_objs + scalar_sz);
  o->m_rc = 1;
  o->m_tag = tag;
  o->m_other = num_objs;
  /* (boxed zeros until set: a run stopped in between frees the object, reading its fields) */
  for (unsigned i = 0; i < num_objs; i++) lean_ctor_obj_cptr(o)[i] = lean_box(0);
  return o;
}
static inline lean_object* lean_ctor_get(lean_object* o, unsigned i) { return lean_ctor_obj_cptr(o)[i]; }
static inline void lean_ctor_set(lean_object* o, unsigned i, lean_object* v) { lean_ctor_obj_cptr(o)[i] = v; }
static inline void lean_ctor_set_tag(lean_object* o, uint8_t tag) { o->m_tag = tag; }
static inline void lean_ctor_release(lean_object* o, unsigned i) {
  lean_object** objs = lean_ctor_obj_cptr(o);
  lean_dec(objs[i]);
  objs[i] = lean_box(0);
}
static inline uint8_t* lean_ctor_scalar_cptr(lean_object* o) { return (uint8_t*)lean_ctor_obj_cptr(o); }
static inline uint8_t lean_ctor_get_uint8(lean_object* o, unsigned off) { return lean_ctor_scalar_cptr(o)[off]; }
static inline void lean_ctor_set_uint8(lean_object* o, unsigned off, uint8_t v) { lean_ctor_scalar_cptr(o)[off] = v; }
static inline uint32_t lean_ctor_get_uint32(lean_object* o, unsigned off) {
  uint32_t v; memcpy(&v, lean_ctor_scalar_cptr(o) + off, sizeof v); return v;
}
static inline void lean_ctor_set_uint32(lean_object* o, unsigned off, uint32_t v) {
  memcpy(lean_ctor_scalar_cptr(o) + off, &v, sizeof v);
}
static inline uint64_t lean_ctor_get_uint64(lean_object* o, unsigned off) {
  uint64_t v; memcpy(&v, lean_ctor_scalar_cptr(o) + off, sizeof v); return v;
}
static inline void lean_ctor_set_uint64(lean_object* o, unsigned off, uint64_t v) {
  memcpy(lean_ctor_scalar_cptr(o) + off, &v, sizeof v);
}
static inline void lean_free_object(lean_object* o) { leanrt_free(o); }

/* closures */
static inline lean_object* lean_alloc_closure(void* fun, unsigned arity, unsigned num_fixed) {
  lean_closure_object* c =
      (lean_closure_object*)leanrt_alloc(sizeof(lean_closure_object) + sizeof(void*) * num_fixed);
  c->m_header.m_rc = 1;
  c->m_header.m_tag = LeanClosure;
  c->m_header.m_other = 0;
  c->m_fun = fun;
  c->m_arity = (uint16_t)arity;
  c->m_num_fixed = (uint16_t)num_fixed;
  for (unsigned i = 0; i < num_fixed; i++) c->m_objs[i] = lean_box(0);
  return (lean_object*)c;
}
static inline void lean_closure_set(lean_object* o, unsigned i, lean_object* v) {
  ((lean_closure_object*)o)->m_objs[i] = v;
}
static inline lean_object* lean_closure_get(lean_object* o, unsigned i) { return ((lean_closure_object*)o)->m_objs[i]; }
lean_object* lean_apply_n(lean_object* f, unsigned n, lean_object** args);
static inline lean_object* lean_apply_1(lean_object* f, lean_object* a1) {
  lean_object* a[1] = {a1}; return lean_apply_n(f, 1, a);
}
static inline lean_object* lean_apply_2(lean_object* f, lean_object* a1, lean_object* a2) {
  lean_object* a[2] = {a1, a2}; return lean_apply_n(f, 2, a);
}
static inline lean_object* lean_apply_3(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3) {
  lean_object* a[3] = {a1, a2, a3}; return lean_apply_n(f, 3, a);
}
static inline lean_object* lean_apply_4(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3,
                                        lean_object* a4) {
  lean_object* a[4] = {a1, a2, a3, a4}; return lean_apply_n(f, 4, a);
}
static inline lean_object* lean_apply_5(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3,
                                        lean_object* a4, lean_object* a5) {
  lean_object* a[5] = {a1, a2, a3, a4, a5}; return lean_apply_n(f, 5, a);
}
static inline lean_object* lean_apply_6(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3,
                                        lean_object* a4, lean_object* a5, lean_object* a6) {
  lean_object* a[6] = {a1, a2, a3, a4, a5, a6}; return lean_apply_n(f, 6, a);
}
static inline lean_object* lean_apply_7(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3,
                                        lean_object* a4, lean_object* a5, lean_object* a6, lean_object* a7) {
  lean_object* a[7] = {a1, a2, a3, a4, a5, a6, a7}; return lean_apply_n(f, 7, a);
}
static inline lean_object* lean_apply_8(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3,
                                        lean_object* a4, lean_object* a5, lean_object* a6, lean_object* a7,
                                        lean_object* a8) {
  lean_object* a[8] = {a1, a2, a3, a4, a5, a6, a7, a8}; return lean_apply_n(f, 8, a);
}
static inline lean_object* lean_apply_9(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3, lean_object* a4, lean_object* a5, lean_object* a6, lean_object* a7, lean_object* a8, lean_object* a9) {
  lean_object* a[9] = {a1, a2, a3, a4, a5, a6, a7, a8, a9}; return lean_apply_n(f, 9, a);
}
static inline lean_object* lean_apply_10(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3, lean_object* a4, lean_object* a5, lean_object* a6, lean_object* a7, lean_object* a8, lean_object* a9, lean_object* a10) {
  lean_object* a[10] = {a1, a2, a3, a4, a5, a6, a7, a8, a9, a10}; return lean_apply_n(f, 10, a);
}
static inline lean_object* lean_apply_11(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3, lean_object* a4, lean_object* a5, lean_object* a6, lean_object* a7, lean_object* a8, lean_object* a9, lean_object* a10, lean_object* a11) {
  lean_object* a[11] = {a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11}; return lean_apply_n(f, 11, a);
}
static inline lean_object* lean_apply_12(lean_object* f, lean_object* a1, lean_object* a2, lean_object* a3, lean_object* a4, lean_object* a5, lean_object* a6, lean_object* a7, lean_object* a8, lean_object* a9, lean_object* a10, lean_object* a11, lean_object* a12) {
  lean_object* a[12] = {a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12}; return lean_apply_n(f, 12, a);
}

/* Nat and Int: scalars below 2^62 in magnitude, else 128-bit heap values */
#define LEANRT_SMALL_MAX ((((int64_t)1) << 62) - 1)
#define LEANRT_SMALL_MIN (-(((int64_t)1) << 62))
lean_object* leanrt_big(__int128 v);
static inline __int128 leanrt_value(lean_object* o) {
  if (lean_is_scalar(o)) return (__int128)(int64_t)((int64_t)(size_t)o >> 1);
  return ((leanrt_bignum*)o)->m_value;
}
static inline lean_object* leanrt_make(__int128 v) {
  if (v >= LEANRT_SMALL_MIN && v <= LEANRT_SMALL_MAX) return (lean_object*)(size_t)((((int64_t)v) << 1) | 1);
  return leanrt_big(v);
}
static inline lean_object* lean_box_uint64(uint64_t v) { return leanrt_make((__int128)v); }
static inline uint64_t lean_unbox_uint64(lean_object* o) { return (uint64_t)leanrt_value(o); }
/* `UInt64.ofNat`: the number modulo 2^64 (in runtime.c: the generated C declares it). */
uint64_t lean_uint64_of_nat(lean_object* a);
static inline lean_object* lean_unsigned_to_nat(unsigned n) { return lean_box(n); }
/* `ptrAddrUnsafe`: an object's address (Llmbda.Compiled.withAddr, ifSame). */
static inline size_t lean_ptr_addr(b_lean_obj_arg a) { return (size_t)a; }
static inline lean_object* lean_usize_to_nat(size_t n) { return leanrt_make((__int128)n); }
static inline lean_object* lean_uint64_to_nat(uint64_t n) { return leanrt_make((__int128)n); }
static inline lean_object* lean_uint32_to_nat(uint32_t n) { return lean_box(n); }
lean_object* lean_cstr_to_nat(const char* s);
/* Addition and subtraction: two scalars inline (the sum of two is below 2^63: no overflow), anything
   else in runtime.c. */
lean_object* leanrt_nat_add(lean_object* a, lean_object* b);
lean_object* leanrt_nat_sub(lean_object* a, lean_object* b);
static inline lean_object* lean_nat_add(lean_object* a, lean_object* b) {
  if (LEAN_LIKELY(lean_is_scalar(a) && lean_is_scalar(b))) return leanrt_make((__int128)((int64_t)lean_unbox(a) + (int64_t)lean_unbox(b)));
  return leanrt_nat_add(a, b);
}
static inline lean_object* lean_nat_sub(lean_object* a, lean_object* b) {
  if (LEAN_LIKELY(lean_is_scalar(a) && lean_is_scalar(b))) {
    size_t x = lean_unbox(a), y = lean_unbox(b);
    return lean_box(x > y ? x - y : 0);
  }
  return leanrt_nat_sub(a, b);
}
lean_object* lean_nat_mul(lean_object* a, lean_object* b);
lean_object* lean_nat_div(lean_object* a, lean_object* b);
lean_object* lean_nat_mod(lean_object* a, lean_object* b);
lean_object* lean_nat_shiftr(lean_object* a, lean_object* b);
static inline uint8_t lean_nat_dec_eq(lean_object* a, lean_object* b) { return leanrt_value(a) == leanrt_value(b); }
static inline uint8_t lean_nat_dec_lt(lean_object* a, lean_object* b) { return leanrt_value(a) < leanrt_value(b); }
static inline uint8_t lean_nat_dec_le(lean_object* a, lean_object* b) { return leanrt_value(a) <= leanrt_value(b); }
static inline lean_object* lean_nat_to_int(lean_object* a) { return a; }
lean_object* lean_nat_abs(lean_object* a);
lean_object* leanrt_int_add(lean_object* a, lean_object* b);
lean_object* leanrt_int_sub(lean_object* a, lean_object* b);
static inline lean_object* lean_int_add(lean_object* a, lean_object* b) {
  if (LEAN_LIKELY(lean_is_scalar(a) && lean_is_scalar(b))) return leanrt_make((__int128)leanrt_value(a) + leanrt_value(b));
  return leanrt_int_add(a, b);
}
static inline lean_object* lean_int_sub(lean_object* a, lean_object* b) {
  if (LEAN_LIKELY(lean_is_scalar(a) && lean_is_scalar(b))) return leanrt_make((__int128)leanrt_value(a) - leanrt_value(b));
  return leanrt_int_sub(a, b);
}
lean_object* lean_int_mul(lean_object* a, lean_object* b);
lean_object* lean_int_neg(lean_object* a);
lean_object* lean_int_ediv(lean_object* a, lean_object* b);
lean_object* lean_int_emod(lean_object* a, lean_object* b);
static inline uint8_t lean_int_dec_eq(lean_object* a, lean_object* b) { return leanrt_value(a) == leanrt_value(b); }
static inline uint8_t lean_int_dec_lt(lean_object* a, lean_object* b) { return leanrt_value(a) < leanrt_value(b); }
static inline uint8_t lean_int_dec_le(lean_object* a, lean_object* b) { return leanrt_value(a) <= leanrt_value(b); }
static inline uint8_t lean_uint32_dec_eq(uint32_t a, uint32_t b) { return a == b; }
static inline uint8_t lean_uint32_dec_lt(uint32_t a, uint32_t b) { return a < b; }
static inline uint8_t lean_uint32_dec_le(uint32_t a, uint32_t b) { return a <= b; }
static inline uint8_t lean_uint8_add(uint8_t a, uint8_t b) { return (uint8_t)(a + b); }
static inline uint8_t lean_uint8_land(uint8_t a, uint8_t b) { return a & b; }
static inline uint8_t lean_uint8_dec_eq(uint8_t a, uint8_t b) { return a == b; }
/* A label join (`BitLab.union`, the only `|||` of the chain) is work that allocates nothing: a deep
   label over a DAG of pairs visits every path, so joins are charged (leanrt_join), which also checks
   Ctrl-C. */
static inline uint64_t lean_uint64_lor(uint64_t a, uint64_t b) { return leanrt_join() ? a | b : a | b; }
static inline uint64_t lean_uint64_land(uint64_t a, uint64_t b) { return a & b; }
static inline uint64_t lean_uint64_complement(uint64_t a) { return ~a; }
static inline uint8_t lean_uint64_dec_eq(uint64_t a, uint64_t b) { return a == b; }
static inline uint32_t lean_uint32_add(uint32_t a, uint32_t b) { return a + b; } /* modular, as UInt32.add */

/* strings (UTF-8) */
lean_object* lean_mk_string_unchecked(const char* s, size_t sz, size_t len);
lean_object* lean_mk_string(const char* s);
lean_object* lean_mk_string_from_bytes(const char* s, size_t sz); /* valid UTF-8, `sz` bytes */
static inline const char* lean_string_cstr(lean_object* o) { return ((lean_string_object*)o)->m_data; }
static inline size_t lean_string_size(lean_object* o) { return ((lean_string_object*)o)->m_size; }
static inline lean_object* lean_string_length(lean_object* o) { return lean_box(((lean_string_object*)o)->m_length); }
/* `String.utf8ByteSize`: the bytes of the text (m_size counts the terminating NUL) */
static inline lean_object* lean_string_utf8_byte_size(lean_object* o) { return lean_box(((lean_string_object*)o)->m_size - 1); }
lean_object* lean_string_append(lean_object* s1, lean_object* s2);
bool lean_string_eq_cold(lean_object* s1, lean_object* s2);
static inline uint8_t lean_string_dec_eq(lean_object* s1, lean_object* s2) {
  return s1 == s2 || lean_string_eq_cold(s1, s2);
}
lean_object* lean_string_data(lean_object* s);
lean_object* lean_string_mk(lean_object* chars);

/* IO results (only module initialisation uses them) */
lean_object* lean_io_result_mk_ok(lean_object* v);
static inline bool lean_io_result_is_error(lean_object* r) { return lean_ptr_tag(r) == 1; }
static inline lean_object* lean_io_mk_world(void) { return lean_box(0); }

#ifdef __cplusplus
}
#endif
#endif
