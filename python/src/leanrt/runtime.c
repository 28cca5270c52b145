/* LLMbda's runtime for Lean's generated C: the out-of-line part (see lean/lean.h). */
#include "lean/lean.h"

#include <malloc.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The runtime's thread-local state, in the initial-exec model: read at every allocation, it must not
   cost a call to __tls_get_addr (the default for a shared library); it is a few hundred bytes, which
   the static TLS block glibc keeps for libraries loaded by dlopen (a Python extension) holds. */
#define LEANRT_TLS _Thread_local __attribute__((tls_model("initial-exec")))

/* ------------------------------------------------------------------------------------------
   allocation, the resource error */

static LEANRT_TLS jmp_buf* leanrt_handler = NULL;
static LEANRT_TLS const char* leanrt_error_what = NULL;

void leanrt_set_handler(jmp_buf* h) { leanrt_handler = h; }
const char* leanrt_last_error(void) { return leanrt_error_what; }

void leanrt_resource_error(const char* what) {
  leanrt_error_what = what;
  if (leanrt_handler != NULL) longjmp(*leanrt_handler, 1);
  fprintf(stderr, "llmbda runtime: %s\n", what);
  abort();
}

/* The run's guards (leanrt_set_guards): a flag that asks it to stop, and the lowest stack address it
   may use. Every allocation checks both: an evaluation step allocates, so a long or deep run meets the
   check often. */
static LEANRT_TLS const volatile unsigned char* leanrt_cancel = NULL;
static LEANRT_TLS const char* leanrt_stack_floor = NULL;
static LEANRT_TLS const char* leanrt_stack_low = NULL;
static LEANRT_TLS int leanrt_interrupted = 0;

void leanrt_set_guards(const volatile unsigned char* cancel, const char* stack_floor) {
  leanrt_cancel = cancel;
  leanrt_stack_floor = stack_floor;
  leanrt_stack_low = NULL;
  leanrt_interrupted = 0;
}
const char* leanrt_stack_lowest(void) { return leanrt_stack_low; }
int leanrt_was_interrupted(void) { return leanrt_interrupted; }

/* The run's budget (leanrt_set_budget): its work, 1 unit per allocation and 1 per 256 bytes allocated,
   and the bytes it holds live. 0: no bound. */
static LEANRT_TLS uint64_t leanrt_work = 0, leanrt_work_cap = 0;
static LEANRT_TLS uint64_t leanrt_live = 0, leanrt_live_cap = 0;

/* The run's poll (leanrt_set_poll): called when its work reaches `leanrt_poll_at`, every
   LEANRT_POLL_EVERY units (by work, not by allocations, so that a few big allocations, a long string's
   copies, are polled as soon as many small ones would be); it may ask the run to stop (the binding
   checks for signals there). */
static LEANRT_TLS leanrt_poll_fn leanrt_poll = NULL;
static LEANRT_TLS uint64_t leanrt_poll_at = 0;

/* The least work at which leanrt_charge looks further (the work bound passed, or the poll due): one
   comparison per allocation for both. */
static LEANRT_TLS uint64_t leanrt_work_mark = UINT64_MAX;

static void leanrt_set_mark(void) {
  uint64_t cap = leanrt_work_cap != 0 && leanrt_work_cap < UINT64_MAX ? leanrt_work_cap + 1 : UINT64_MAX;
  uint64_t poll = leanrt_poll != NULL ? leanrt_poll_at : UINT64_MAX;
  leanrt_work_mark = cap < poll ? cap : poll;
}

void leanrt_set_budget(uint64_t work_cap, uint64_t live_cap) {
  leanrt_work = 0;
  leanrt_work_cap = work_cap;
  leanrt_live = 0;
  leanrt_live_cap = live_cap;
  leanrt_poll_at = LEANRT_POLL_EVERY;
  leanrt_set_mark();
}
uint64_t leanrt_work_done(void) { return leanrt_work; }

void leanrt_set_poll(leanrt_poll_fn poll) {
  leanrt_poll = poll;
  leanrt_poll_at = leanrt_work + LEANRT_POLL_EVERY;
  leanrt_set_mark();
}

static const char leanrt_work_bound[] = "the run's work bound (allocations and bytes, from its fuel) was reached";

/* Stop the run (a resource error "interrupted") once it is asked to. */
static void leanrt_check_cancel(void) {
  if (leanrt_cancel != NULL && *leanrt_cancel) {
    leanrt_interrupted = 1;
    leanrt_resource_error("interrupted");
  }
}

/* Before work as long as an allocation of `bytes` that allocates nothing (comparing long strings): poll
   (the poll itself decides whether it is due), and stop if it asked to. */
static void leanrt_poll_long(size_t bytes) {
  if (leanrt_poll != NULL && bytes >= (size_t)256 * LEANRT_POLL_EVERY) {
    leanrt_poll();
    leanrt_check_cancel();
  }
}

enum { LEANRT_CHARGED, LEANRT_OVER_BOUND, LEANRT_POLLED };

/* Charge `units` of work, and poll when due: LEANRT_OVER_BOUND when the run is now over its work bound,
   LEANRT_POLLED when the poll ran (the caller checks the cancel flag again, which it may have set, so
   that the work the charge was for is not done first: a long string's copy). */
static int leanrt_charge(uint64_t units) {
  leanrt_work += units;
  if (LEAN_LIKELY(leanrt_work < leanrt_work_mark)) return LEANRT_CHARGED;
  if (leanrt_work_cap != 0 && leanrt_work > leanrt_work_cap) return LEANRT_OVER_BOUND;
  if (leanrt_poll == NULL || leanrt_work < leanrt_poll_at) return LEANRT_CHARGED;
  leanrt_poll_at = leanrt_work + LEANRT_POLL_EVERY;
  leanrt_set_mark();
  leanrt_poll();
  return LEANRT_POLLED;
}

/* The run's region (leanrt_region_begin): every object allocated while it is open carries a link in
   front of it into the region's list, which leanrt_free unlinks it from. A run stopped by a resource
   error or Ctrl-C leaves its objects unreachable (its C frames are gone), and leanrt_region_end frees
   every one still listed, so a failed run leaves nothing behind. The link is in front of every object
   (allocated outside a region too, then unlisted: `next == NULL`), 16 bytes, which keeps the object
   16-byte aligned; the run's bounds count the objects' own bytes, not the links. */
static lean_object** children(lean_object* o, unsigned* n);

typedef struct leanrt_link {
  struct leanrt_link* prev;
  struct leanrt_link* next;
} leanrt_link;

static LEANRT_TLS leanrt_link leanrt_region_head;
static LEANRT_TLS int leanrt_region_open = 0;
static LEANRT_TLS unsigned leanrt_joins = 0;

/* Small objects (up to LEANRT_CLASS_MAX bytes) come in size classes of 16 bytes, and a thread keeps
   the blocks of the ones it frees for its next allocations of the class instead of handing them back
   to malloc: an evaluation step frees about as many objects as it allocates, and a string's list of
   characters made for one `str_find` is as long as the next one's. It keeps up to LEANRT_CACHE_RUN_MAX
   bytes of them while a run is open (its region), LEANRT_CACHE_MAX otherwise: the end of a run hands
   the rest back. An object's class is in its header (m_cs_sz, 0: not a class), where leanrt_alloc
   puts it; every block is still one malloc'd block, so the region can free any of them with free(). */
#define LEANRT_CLASS_MAX 128
#define LEANRT_CLASSES (LEANRT_CLASS_MAX / 16)
#define LEANRT_CACHE_MAX ((size_t)1 << 20)
#define LEANRT_CACHE_RUN_MAX ((size_t)64 << 20)

static LEANRT_TLS leanrt_link* leanrt_cache[LEANRT_CLASSES + 1];
static LEANRT_TLS size_t leanrt_cached = 0;  /* bytes of the blocks in leanrt_cache */
static LEANRT_TLS int leanrt_cache_owned = 0;  /* the thread's exit empties its cache */
static pthread_key_t leanrt_cache_key;
static pthread_once_t leanrt_cache_once = PTHREAD_ONCE_INIT;

static void leanrt_cache_flush(void) {
  for (unsigned c = 1; c <= LEANRT_CLASSES; c++) {
    leanrt_link* l = leanrt_cache[c];
    while (l != NULL) {
      leanrt_link* next = l->next;
      free(l);
      l = next;
    }
    leanrt_cache[c] = NULL;
  }
  leanrt_cached = 0;
}

static void leanrt_cache_exit(void* unused) {
  (void)unused;
  leanrt_cache_flush();
}

static void leanrt_cache_init(void) { (void)pthread_key_create(&leanrt_cache_key, leanrt_cache_exit); }

/* Hand a block back: to the thread's cache when it is of a class and the cache has room, else free. */
static void leanrt_release(leanrt_link* l, unsigned c) {
  if (c != 0 && leanrt_cached + 16 * (size_t)c <= (leanrt_region_open ? LEANRT_CACHE_RUN_MAX : LEANRT_CACHE_MAX)) {
    if (LEAN_UNLIKELY(!leanrt_cache_owned)) {
      (void)pthread_once(&leanrt_cache_once, leanrt_cache_init);
      (void)pthread_setspecific(leanrt_cache_key, (void*)1);
      leanrt_cache_owned = 1;
    }
    l->next = leanrt_cache[c];
    leanrt_cache[c] = l;
    leanrt_cached += 16 * (size_t)c;
  } else {
    free(l);
  }
}

static void leanrt_unlink(leanrt_link* l) {
  if (l->next == NULL) return;
  l->prev->next = l->next;
  l->next->prev = l->prev;
  l->prev = l->next = NULL;
}

void leanrt_region_begin(void) {
  leanrt_region_head.prev = leanrt_region_head.next = &leanrt_region_head;
  leanrt_region_open = 1;
}

size_t leanrt_region_end(int free_all) {
  size_t n = 0;
  if (!leanrt_region_open) return 0;
  leanrt_link* l = leanrt_region_head.next;
  while (l != &leanrt_region_head) {
    leanrt_link* next = l->next;
    l->prev = l->next = NULL;
    if (free_all) {
      /* a shared object it holds (a value Python holds too, outside the region) loses a reference */
      unsigned nk;
      lean_object** kids = children((lean_object*)(l + 1), &nk);
      for (unsigned i = 0; i < nk; i++)
        if (!lean_is_scalar(kids[i]) && kids[i]->m_rc < 0) lean_dec_ref(kids[i]);
      free(l);
    }
    n++;
    l = next;
  }
  leanrt_region_head.prev = leanrt_region_head.next = NULL;
  leanrt_region_open = 0;
  if (free_all || leanrt_cached > LEANRT_CACHE_MAX) leanrt_cache_flush();
  if (free_all) {
    leanrt_live = 0;
    malloc_trim(0);  /* give the pages back: a failed run may have held up to its memory bound */
  }
  return n;
}

/* Move a region's list from the head `from` to the head `to` (the first and last objects point back at
   their head). */
static void leanrt_region_move(leanrt_link* from, leanrt_link* to, int open) {
  if (!open) {
    to->prev = to->next = NULL;
  } else if (from->next == from) {
    to->prev = to->next = to;
  } else {
    to->prev = from->prev;
    to->next = from->next;
    to->prev->next = to->next->prev = to;
  }
}

#define LEANRT_SWAP(type, var, field) \
  do {                                \
    type t_ = var;                    \
    var = s->field;                   \
    s->field = t_;                    \
  } while (0)

void leanrt_swap_state(leanrt_state* s) {
  LEANRT_SWAP(jmp_buf*, leanrt_handler, handler);
  LEANRT_SWAP(const char*, leanrt_error_what, error_what);
  LEANRT_SWAP(const volatile unsigned char*, leanrt_cancel, cancel);
  LEANRT_SWAP(const char*, leanrt_stack_floor, stack_floor);
  LEANRT_SWAP(const char*, leanrt_stack_low, stack_low);
  LEANRT_SWAP(int, leanrt_interrupted, interrupted);
  LEANRT_SWAP(leanrt_poll_fn, leanrt_poll, poll);
  LEANRT_SWAP(uint64_t, leanrt_poll_at, poll_at);
  LEANRT_SWAP(uint64_t, leanrt_work, work);
  LEANRT_SWAP(uint64_t, leanrt_work_cap, work_cap);
  LEANRT_SWAP(uint64_t, leanrt_live, live);
  LEANRT_SWAP(uint64_t, leanrt_live_cap, live_cap);
  LEANRT_SWAP(unsigned, leanrt_joins, joins);
  leanrt_link saved, *theirs = (leanrt_link*)s->region;
  int open = leanrt_region_open;
  leanrt_region_move(&leanrt_region_head, &saved, open);
  leanrt_region_move(theirs, &leanrt_region_head, s->region_open);
  leanrt_region_move(&saved, theirs, open);
  leanrt_region_open = s->region_open;
  s->region_open = open;
  leanrt_set_mark();
}

/* Give back a block an allocation refused (the run stops): its bytes are not held. */
static void leanrt_refuse(leanrt_link* l, unsigned c, size_t n) {
  leanrt_live -= n;
  leanrt_release(l, c);
}

void* leanrt_alloc(size_t sz) {
  char here;
  leanrt_check_cancel();
  if (leanrt_stack_low == NULL || &here < leanrt_stack_low) {
    leanrt_stack_low = &here;
    if (leanrt_stack_floor != NULL && &here < leanrt_stack_floor)
      leanrt_resource_error("the native stack ran out (evaluation nested too deeply for it)");
  }
  unsigned c = sz <= LEANRT_CLASS_MAX ? (unsigned)((sz + 15) / 16) : 0;
  leanrt_link* l;
  size_t n;  /* the object's bytes: the bounds count those */
  if (c != 0) {
    n = 16 * (size_t)c;
    l = leanrt_cache[c];
    if (l != NULL) {
      leanrt_cache[c] = l->next;
      leanrt_cached -= n;
    } else {
      l = (leanrt_link*)malloc(sizeof(leanrt_link) + n);
      if (l == NULL) leanrt_resource_error("out of memory");
    }
  } else {
    l = (leanrt_link*)malloc(sizeof(leanrt_link) + sz);
    if (l == NULL) leanrt_resource_error("out of memory");
    n = malloc_usable_size(l) - sizeof(leanrt_link);
  }
  leanrt_live += n;
  int charged = leanrt_charge(1 + n / 256);
  if (charged != LEANRT_CHARGED) {
    if (charged == LEANRT_OVER_BOUND) {
      leanrt_refuse(l, c, n);
      leanrt_resource_error(leanrt_work_bound);
    }
    if (leanrt_cancel != NULL && *leanrt_cancel) {
      leanrt_refuse(l, c, n);
      leanrt_check_cancel();  /* (stops the run) */
    }
  }
  if (leanrt_live_cap != 0 && leanrt_live > leanrt_live_cap) {
    leanrt_refuse(l, c, n);
    leanrt_resource_error("the run's memory bound was reached");
  }
  if (leanrt_region_open) {
    l->prev = &leanrt_region_head;
    l->next = leanrt_region_head.next;
    leanrt_region_head.next->prev = l;
    leanrt_region_head.next = l;
  } else {
    l->prev = l->next = NULL;
  }
  ((lean_object*)(l + 1))->m_cs_sz = c;
  return l + 1;
}

uint64_t lean_uint64_of_nat(lean_object* a) { return (uint64_t)leanrt_value(a); }

/* Work that allocates nothing (Llmbda.Compiled.tick: a position of a `str_find` search), charged like
an allocation's and under the same checks, so that a long search meets the work bound and Ctrl-C.
Returns 1 (the Lean definition is `true`) or does not return. */
uint8_t leanrt_tick(uint64_t n) {
  leanrt_check_cancel();
  int charged = leanrt_charge(n);
  if (charged == LEANRT_OVER_BOUND) leanrt_resource_error(leanrt_work_bound);
  if (charged == LEANRT_POLLED) leanrt_check_cancel();
  return 1;
}

uint8_t leanrt_join(void) {
  if (++leanrt_joins % LEANRT_JOINS_PER_UNIT == 0) leanrt_tick(1);
  return 1;
}

void leanrt_free(void* p) {
  leanrt_link* l = (leanrt_link*)p - 1;
  leanrt_unlink(l);
  unsigned c = ((lean_object*)p)->m_cs_sz;
  size_t n = c != 0 ? 16 * (size_t)c : malloc_usable_size(l) - sizeof(leanrt_link);
  leanrt_live = leanrt_live > n ? leanrt_live - n : 0;
  leanrt_release(l, c);
}

/* The objects an object holds: a constructor's object fields, a closure's fixed arguments. */
static lean_object** children(lean_object* o, unsigned* n) {
  if (o->m_tag <= LeanMaxCtorTag) {
    *n = o->m_other;
    return lean_ctor_obj_cptr(o);
  }
  if (o->m_tag == LeanClosure) {
    *n = ((lean_closure_object*)o)->m_num_fixed;
    return ((lean_closure_object*)o)->m_objs;
  }
  *n = 0;
  return NULL;
}

/* Free an object whose count reached zero, and every object that only it held (iteratively: a long
   list must not exhaust the native stack). */
void lean_dec_ref_cold(lean_object* root) {
  /* the pending objects on the native stack, moved to the heap only past 64 (most values free fewer
     at once: no allocation for the usual case) */
  lean_object* small[64];
  size_t cap = 64, n = 0;
  lean_object** stack = small;
  bool heap = false;
  stack[n++] = root;
  while (n > 0) {
    lean_object* o = stack[--n];
    unsigned nk;
    lean_object** kids = children(o, &nk);
    for (unsigned i = 0; i < nk; i++) {
      lean_object* k = kids[i];
      if (lean_is_scalar(k) || k->m_rc == 0) continue;
      if (k->m_rc > 1) {
        k->m_rc--;
        continue;
      }
      if (k->m_rc < 0 && __atomic_add_fetch(&k->m_rc, 1, __ATOMIC_ACQ_REL) != 0) continue;
      if (n == cap) {
        lean_object** bigger = (lean_object**)(heap ? realloc(stack, 2 * cap * sizeof(lean_object*))
                                                    : malloc(2 * cap * sizeof(lean_object*)));
        if (bigger == NULL) leanrt_resource_error("out of memory freeing a value");
        if (!heap) memcpy(bigger, small, n * sizeof(lean_object*));
        stack = bigger;
        heap = true;
        cap *= 2;
      }
      stack[n++] = k;
    }
    leanrt_free(o);
  }
  if (heap) free(stack);
}

/* Mark `root` and every object it holds that `mark` accepts (it marks the object and says whether
   it did: an object already marked is not visited again), each taken out of the run's region;
   iteratively, so that a long list does not exhaust the native stack. */
static void mark_all(lean_object* root, int (*mark)(lean_object*), const char* oom) {
  size_t cap = 64, n = 0;
  if (lean_is_scalar(root) || !mark(root)) return;
  leanrt_unlink((leanrt_link*)root - 1);
  lean_object** stack = (lean_object**)malloc(cap * sizeof(lean_object*));
  if (stack == NULL) leanrt_resource_error(oom);
  stack[n++] = root;
  while (n > 0) {
    lean_object* o = stack[--n];
    unsigned nk;
    lean_object** kids = children(o, &nk);
    for (unsigned i = 0; i < nk; i++) {
      lean_object* k = kids[i];
      if (lean_is_scalar(k) || !mark(k)) continue;
      leanrt_unlink((leanrt_link*)k - 1);
      if (n == cap) {
        lean_object** bigger = (lean_object**)realloc(stack, 2 * cap * sizeof(lean_object*));
        if (bigger == NULL) {
          free(stack);
          leanrt_resource_error(oom);
        }
        stack = bigger;
        cap *= 2;
      }
      stack[n++] = k;
    }
  }
  free(stack);
}

static int mark_persistent(lean_object* o) {
  if (o->m_rc == 0) return 0;
  o->m_rc = 0;
  return 1;
}

/* A persistent object and everything it holds are never counted nor freed: the compiled module's
   constants, shared by every run, so that runs on different threads never touch the same count. */
void lean_mark_persistent(lean_object* root) { mark_all(root, mark_persistent, "out of memory marking a constant"); }

static int mark_shared(lean_object* o) {
  if (o->m_rc <= 0) return 0;  /* shared or persistent already, and so is everything it holds */
  o->m_rc = -o->m_rc;
  return 1;
}

void leanrt_mark_mt(lean_object* root) { mark_all(root, mark_shared, "out of memory sharing a value"); }

/* Run `f(arg)` on a new thread with a stack of `bytes` and wait for it: the compiled `peval` recurses
   as deep as its depth bound. 0 on success. */
int leanrt_run_on_big_stack(void* (*f)(void*), void* arg, size_t bytes) {
  pthread_attr_t attr;
  pthread_t t;
  if (pthread_attr_init(&attr) != 0) return -1;
  int rc = pthread_attr_setstacksize(&attr, bytes);
  if (rc == 0) rc = pthread_create(&t, &attr, f, arg);
  pthread_attr_destroy(&attr);
  if (rc == 0) rc = pthread_join(t, NULL);
  return rc;
}

/* ------------------------------------------------------------------------------------------
   application */

typedef lean_object* (*leanrt_fn)();

static lean_object* call(void* f, unsigned n, lean_object** a) {
  switch (n) {
    case 1: return ((lean_object * (*)(lean_object*)) f)(a[0]);
#define A(k) lean_object*
    case 2: return ((lean_object * (*)(A(0), A(1))) f)(a[0], a[1]);
    case 3: return ((lean_object * (*)(A(0), A(1), A(2))) f)(a[0], a[1], a[2]);
    case 4: return ((lean_object * (*)(A(0), A(1), A(2), A(3))) f)(a[0], a[1], a[2], a[3]);
    case 5: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4))) f)(a[0], a[1], a[2], a[3], a[4]);
    case 6: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5))) f)(a[0], a[1], a[2], a[3], a[4], a[5]);
    case 7: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6]);
    case 8: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7]);
    case 9: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8]);
    case 10: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9]);
    case 11: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10]);
    case 12: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10), A(11))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11]);
    case 13: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10), A(11), A(12))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12]);
    case 14: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10), A(11), A(12), A(13))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13]);
    case 15: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10), A(11), A(12), A(13), A(14))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13], a[14]);
    case 16: return ((lean_object * (*)(A(0), A(1), A(2), A(3), A(4), A(5), A(6), A(7), A(8), A(9), A(10), A(11), A(12), A(13), A(14), A(15))) f)(a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10], a[11], a[12], a[13], a[14], a[15]);
#undef A
    default: leanrt_resource_error("a function of more than 16 arguments");
  }
}

/* Apply the closure `f` (owned) to `n` arguments (owned). */
lean_object* lean_apply_n(lean_object* f, unsigned n, lean_object** args) {
  while (n > 0) {
    lean_closure_object* c = (lean_closure_object*)f;
    unsigned arity = c->m_arity, fixed = c->m_num_fixed;
    if (fixed + n < arity) {  /* a partial application: a new closure with more fixed arguments */
      lean_object* g = lean_alloc_closure(c->m_fun, arity, fixed + n);
      for (unsigned i = 0; i < fixed; i++) {
        lean_inc(c->m_objs[i]);
        lean_closure_set(g, i, c->m_objs[i]);
      }
      for (unsigned i = 0; i < n; i++) lean_closure_set(g, fixed + i, args[i]);
      lean_dec(f);
      return g;
    }
    unsigned take = arity - fixed;
    lean_object* all[16];
    if (arity > 16) leanrt_resource_error("a function of more than 16 arguments");
    for (unsigned i = 0; i < fixed; i++) {
      lean_inc(c->m_objs[i]);
      all[i] = c->m_objs[i];
    }
    for (unsigned i = 0; i < take; i++) all[fixed + i] = args[i];
    void* fun = c->m_fun;
    lean_dec(f);
    f = call(fun, arity, all);
    args += take;
    n -= take;
  }
  return f;
}

/* ------------------------------------------------------------------------------------------
   Nat and Int */

lean_object* leanrt_big(__int128 v) {
  leanrt_bignum* b = (leanrt_bignum*)leanrt_alloc(sizeof(leanrt_bignum));
  b->m_header.m_rc = 1;
  b->m_header.m_tag = LeanBigNum;
  b->m_header.m_other = 0;
  b->m_value = v;
  return (lean_object*)b;
}

static const __int128 BIG_MAX = (((__int128)1) << 126);  /* the product of two 64-bit integers fits */

static lean_object* checked(__int128 v) {
  if (v > BIG_MAX || v < -BIG_MAX) leanrt_resource_error("an integer beyond 126 bits");
  return leanrt_make(v);
}

lean_object* lean_cstr_to_nat(const char* s) {
  __int128 v = 0;
  for (; *s; s++) {
    v = v * 10 + (*s - '0');
    if (v > BIG_MAX) leanrt_resource_error("an integer beyond 126 bits");
  }
  return leanrt_make(v);
}

lean_object* leanrt_nat_add(lean_object* a, lean_object* b) { return checked(leanrt_value(a) + leanrt_value(b)); }
lean_object* leanrt_nat_sub(lean_object* a, lean_object* b) {
  __int128 x = leanrt_value(a), y = leanrt_value(b);
  return leanrt_make(x > y ? x - y : 0);
}
lean_object* lean_nat_mul(lean_object* a, lean_object* b) {
  __int128 x = leanrt_value(a), y = leanrt_value(b), r;
  if (__builtin_mul_overflow(x, y, &r)) leanrt_resource_error("an integer beyond 126 bits");
  return checked(r);
}
lean_object* lean_nat_div(lean_object* a, lean_object* b) {
  __int128 y = leanrt_value(b);
  return leanrt_make(y == 0 ? 0 : leanrt_value(a) / y);
}
lean_object* lean_nat_mod(lean_object* a, lean_object* b) {
  __int128 y = leanrt_value(b);
  return leanrt_make(y == 0 ? leanrt_value(a) : leanrt_value(a) % y);
}
lean_object* lean_nat_shiftr(lean_object* a, lean_object* b) {
  __int128 s = leanrt_value(b);
  return leanrt_make(s >= 127 ? 0 : leanrt_value(a) >> (int)s);
}
lean_object* lean_nat_abs(lean_object* a) {
  __int128 x = leanrt_value(a);
  return leanrt_make(x < 0 ? -x : x);
}
lean_object* leanrt_int_add(lean_object* a, lean_object* b) { return checked(leanrt_value(a) + leanrt_value(b)); }
lean_object* leanrt_int_sub(lean_object* a, lean_object* b) { return checked(leanrt_value(a) - leanrt_value(b)); }
lean_object* lean_int_mul(lean_object* a, lean_object* b) {
  __int128 r;
  if (__builtin_mul_overflow(leanrt_value(a), leanrt_value(b), &r)) leanrt_resource_error("an integer beyond 126 bits");
  return checked(r);
}
lean_object* lean_int_neg(lean_object* a) { return checked(-leanrt_value(a)); }
/* Euclidean division and modulus (the remainder is never negative), `x / 0 = 0`, `x % 0 = x`. */
lean_object* lean_int_ediv(lean_object* a, lean_object* b) {
  __int128 x = leanrt_value(a), y = leanrt_value(b);
  if (y == 0) return leanrt_make(0);
  __int128 q = x / y, r = x % y;
  if (r < 0) q = y > 0 ? q - 1 : q + 1;
  return checked(q);
}
lean_object* lean_int_emod(lean_object* a, lean_object* b) {
  __int128 x = leanrt_value(a), y = leanrt_value(b);
  if (y == 0) return leanrt_make(x);
  __int128 r = x % y;
  if (r < 0) r += y > 0 ? y : -y;
  return leanrt_make(r);
}

/* ------------------------------------------------------------------------------------------
   strings */

static size_t utf8_length(const char* s, size_t n) {
  size_t len = 0;
  for (size_t i = 0; i < n; i++)
    if (((unsigned char)s[i] & 0xC0) != 0x80) len++;
  return len;
}

static lean_string_object* alloc_string(size_t size, size_t capacity, size_t len) {
  lean_string_object* o = (lean_string_object*)leanrt_alloc(sizeof(lean_string_object) + capacity);
  o->m_header.m_rc = 1;
  o->m_header.m_tag = LeanString;
  o->m_header.m_other = 0;
  o->m_size = size;
  o->m_capacity = capacity;
  o->m_length = len;
  return o;
}

lean_object* lean_mk_string_unchecked(const char* s, size_t sz, size_t len) {
  lean_string_object* o = alloc_string(sz + 1, sz + 1, len);
  memcpy(o->m_data, s, sz);
  o->m_data[sz] = 0;
  return (lean_object*)o;
}

lean_object* lean_mk_string_from_bytes(const char* s, size_t sz) {
  return lean_mk_string_unchecked(s, sz, utf8_length(s, sz));
}

lean_object* lean_mk_string(const char* s) { return lean_mk_string_from_bytes(s, strlen(s)); }

/* `s1 ++ s2`: `s1` owned (extended in place when exclusive), `s2` borrowed. */
lean_object* lean_string_append(lean_object* s1, lean_object* s2) {
  lean_string_object* a = (lean_string_object*)s1;
  lean_string_object* b = (lean_string_object*)s2;
  size_t n1 = a->m_size - 1, n2 = b->m_size - 1, size = n1 + n2 + 1;
  if (lean_is_exclusive(s1) && a->m_capacity >= size) {
    memmove(a->m_data + n1, b->m_data, n2 + 1);
    a->m_size = size;
    a->m_length += b->m_length;
    return s1;
  }
  size_t cap = size < 2 * a->m_capacity ? 2 * a->m_capacity : size;
  lean_string_object* r = alloc_string(size, cap, a->m_length + b->m_length);
  memcpy(r->m_data, a->m_data, n1);
  memcpy(r->m_data + n1, b->m_data, n2 + 1);
  lean_dec(s1);
  return (lean_object*)r;
}

bool lean_string_eq_cold(lean_object* s1, lean_object* s2) {
  lean_string_object* a = (lean_string_object*)s1;
  lean_string_object* b = (lean_string_object*)s2;
  if (a->m_size != b->m_size) return false;
  leanrt_poll_long(a->m_size);
  return memcmp(a->m_data, b->m_data, a->m_size) == 0;
}

static uint32_t decode(const unsigned char* s, size_t* i) {
  unsigned c = s[*i];
  if (c < 0x80) { *i += 1; return c; }
  if ((c & 0xE0) == 0xC0) { uint32_t r = ((c & 0x1F) << 6) | (s[*i + 1] & 0x3F); *i += 2; return r; }
  if ((c & 0xF0) == 0xE0) {
    uint32_t r = ((c & 0x0F) << 12) | ((s[*i + 1] & 0x3F) << 6) | (s[*i + 2] & 0x3F); *i += 3; return r;
  }
  uint32_t r = ((c & 0x07) << 18) | ((s[*i + 1] & 0x3F) << 12) | ((s[*i + 2] & 0x3F) << 6) | (s[*i + 3] & 0x3F);
  *i += 4;
  return r;
}

/* `String.data` (borrowed): the list of characters. */
lean_object* lean_string_data(lean_object* s) {
  lean_string_object* o = (lean_string_object*)s;
  const unsigned char* d = (const unsigned char*)o->m_data;
  size_t n = o->m_size - 1;
  lean_object* head = lean_box(0);
  lean_object** tail = &head;
  for (size_t i = 0; i < n;) {
    uint32_t c = decode(d, &i);
    lean_object* cell = lean_alloc_ctor(1, 2, 0);
    lean_ctor_set(cell, 0, lean_box_uint32(c));
    lean_ctor_set(cell, 1, lean_box(0));
    *tail = cell;
    tail = &lean_ctor_obj_cptr(cell)[1];
  }
  lean_dec(s);  /* consumed, as Lean's `lean_string_data` (the generated C gives it a reference of its own) */
  return head;
}

static size_t encode(uint32_t c, char* out) {
  if (c < 0x80) { out[0] = (char)c; return 1; }
  if (c < 0x800) { out[0] = (char)(0xC0 | (c >> 6)); out[1] = (char)(0x80 | (c & 0x3F)); return 2; }
  if (c < 0x10000) {
    out[0] = (char)(0xE0 | (c >> 12)); out[1] = (char)(0x80 | ((c >> 6) & 0x3F)); out[2] = (char)(0x80 | (c & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | (c >> 18)); out[1] = (char)(0x80 | ((c >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((c >> 6) & 0x3F)); out[3] = (char)(0x80 | (c & 0x3F));
  return 4;
}

/* `String.mk` (owned list of characters). */
lean_object* lean_string_mk(lean_object* chars) {
  size_t size = 0, len = 0;
  char buf[4];
  for (lean_object* l = chars; !lean_is_scalar(l); l = lean_ctor_get(l, 1)) {
    size += encode(lean_unbox_uint32(lean_ctor_get(l, 0)), buf);
    len++;
  }
  lean_string_object* o = alloc_string(size + 1, size + 1, len);
  size_t at = 0;
  for (lean_object* l = chars; !lean_is_scalar(l); l = lean_ctor_get(l, 1))
    at += encode(lean_unbox_uint32(lean_ctor_get(l, 0)), o->m_data + at);
  o->m_data[size] = 0;
  lean_dec(chars);
  return (lean_object*)o;
}

/* ------------------------------------------------------------------------------------------
   the few Init functions the generated code calls, and module initialisation */

/* `Char.ofNat n`: `n` if it is a Unicode scalar value, else 0. */
uint32_t l_Char_ofNat(lean_object* n) {
  __int128 v = leanrt_value(n);
  if (v < 0xD800 || (v > 0xDFFF && v < 0x110000)) return (uint32_t)v;
  return 0;
}

/* `String.toRawSubstring'` (borrowed): the whole string as a raw substring (string, start, stop). */
lean_object* l_String_toRawSubstring_x27(lean_object* s) {
  lean_object* r = lean_alloc_ctor(0, 3, 0);
  lean_inc(s);
  lean_ctor_set(r, 0, s);
  lean_ctor_set(r, 1, lean_box(0));
  lean_ctor_set(r, 2, lean_box(lean_string_size(s) - 1));
  return r;
}

lean_object* lean_io_result_mk_ok(lean_object* v) {
  lean_object* r = lean_alloc_ctor(0, 2, 0);
  lean_ctor_set(r, 0, v);
  lean_ctor_set(r, 1, lean_box(0));
  return r;
}

lean_object* initialize_Init(uint8_t builtin) {
  (void)builtin;
  return lean_io_result_mk_ok(lean_box(0));
}

/* Lean.Name and Lean.Syntax: only the compiled `notation` macros of the chain use them, when they
   expand syntax, which never happens at run time. Names are built (module initialisation makes some
   as constants); the syntax functions refuse. */
static lean_object* name_str(lean_object* p, lean_object* s) {
  lean_object* r = lean_alloc_ctor(1, 2, 8);
  lean_ctor_set(r, 0, p);
  lean_ctor_set(r, 1, s);
  lean_ctor_set_uint64(r, sizeof(void*) * 2, 0);
  return r;
}
lean_object* l_Lean_Name_str___override(lean_object* p, lean_object* s) { return name_str(p, s); }
lean_object* l_Lean_Name_num___override(lean_object* p, lean_object* n) {
  lean_object* r = lean_alloc_ctor(2, 2, 8);
  lean_ctor_set(r, 0, p);
  lean_ctor_set(r, 1, n);
  lean_ctor_set_uint64(r, sizeof(void*) * 2, 0);
  return r;
}
lean_object* l_Lean_Name_mkStr1(lean_object* a) { return name_str(lean_box(0), a); }
lean_object* l_Lean_Name_mkStr2(lean_object* a, lean_object* b) { return name_str(name_str(lean_box(0), a), b); }
lean_object* l_Lean_Name_mkStr3(lean_object* a, lean_object* b, lean_object* c) {
  return name_str(name_str(name_str(lean_box(0), a), b), c);
}
lean_object* l_Lean_Name_mkStr4(lean_object* a, lean_object* b, lean_object* c, lean_object* d) {
  return name_str(name_str(name_str(name_str(lean_box(0), a), b), c), d);
}
#define LEANRT_NO_MACROS(name, params) \
  lean_object* name params { leanrt_resource_error("syntax macros are not available at run time"); }
LEANRT_NO_MACROS(l_Lean_SourceInfo_fromRef, (lean_object* a, uint8_t b))
LEANRT_NO_MACROS(l_Lean_Syntax_getArg, (lean_object* a, lean_object* b))
LEANRT_NO_MACROS(l_Lean_Syntax_node1, (lean_object* a, lean_object* b, lean_object* c))
LEANRT_NO_MACROS(l_Lean_Syntax_node2, (lean_object* a, lean_object* b, lean_object* c, lean_object* d))
LEANRT_NO_MACROS(l_Lean_Syntax_node3, (lean_object* a, lean_object* b, lean_object* c, lean_object* d, lean_object* e))
LEANRT_NO_MACROS(l_Lean_addMacroScope, (lean_object* a, lean_object* b, lean_object* c))
LEANRT_NO_MACROS(l_Lean_replaceRef, (lean_object* a, lean_object* b))
uint8_t l_Lean_Syntax_isOfKind(lean_object* a, lean_object* b) {
  (void)a; (void)b;
  leanrt_resource_error("syntax macros are not available at run time");
}
uint8_t l_Lean_Syntax_matchesNull(lean_object* a, lean_object* b) {
  (void)a; (void)b;
  leanrt_resource_error("syntax macros are not available at run time");
}
