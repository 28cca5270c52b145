/* The compiled `peval` (lean/generated/LlmbdaExec.c on this runtime): each line of stdin is a program;
   it is parsed, run from the empty conversation with pc {} and 100,000 steps, every `recv` answered
   with argv[1], and the outcome printed as `ok <value> @ <label>` or `error <kind> @ <label>` (the
   label the error may be shown at). */
#include <stdio.h>
#include <string.h>
#include "llmbda_exec.h"

static const char* reply = "()";
static const char* KINDS[] = {"outOfFuel", "depthExceeded", "unbound", "typeError", "overflow", "assertFailed",
                              "illegalEndorse", "clearDenied", "upgradeDenied", "noTool", "badReply", "callDenied"};

static lean_object* oracle(lean_object* calls, lean_object* session) {
  lean_dec(calls);
  lean_dec(session);
  return lean_mk_string(reply);
}

static lean_object* no_tools(lean_object* name, lean_object* arg) {
  lean_dec(name);
  lean_dec(arg);
  return lean_box(0); /* none */
}

static void run(const char* src) {
  lean_object* text = lean_mk_string(src);
  lean_object* parsed = llmbda_parse_lab4(text);  /* (consumes the text) */
  if (lean_obj_tag(parsed) != 1) {
    printf("error parse\n");
    lean_dec(parsed);
    return;
  }
  lean_object* term = lean_ctor_get(parsed, 0);
  lean_inc(term);
  lean_dec(parsed);
  /* `run`: the default depth bound (`defaultMaxDepth`), no replies drawn yet */
  lean_object* r = llmbda_peval_lab4(lean_alloc_closure((void*)oracle, 2, 0),
                                     llmbda_tools_unbounded(lean_alloc_closure((void*)no_tools, 2, 0)), 10000,
                                     l_Llmbda_Lab4_empty, llmbda_state(lean_box(0), 100000), term);
  if (llmbda_result_is_ok(r)) {
    lean_object* v = llmbda_result_value(r);
    lean_object* raw = lean_ctor_get(v, 0);
    lean_inc(raw);
    lean_object* shown = llmbda_print_lab4(raw);
    lean_inc(lean_ctor_get(v, 1));
    lean_object* lab = llmbda_label_lab4(lean_ctor_get(v, 1));
    printf("ok %s @ %s\n", lean_string_cstr(shown), lean_string_cstr(lab));
    lean_dec(shown);
    lean_dec(lab);
  } else {
    unsigned k = lean_obj_tag(llmbda_result_error(r));
    lean_inc(llmbda_result_error_label(r));
    lean_object* lab = llmbda_label_lab4(llmbda_result_error_label(r));
    printf("error %s @ %s\n", k < sizeof KINDS / sizeof KINDS[0] ? KINDS[k] : "?", lean_string_cstr(lab));
    lean_dec(lab);
  }
  lean_dec(r);
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
  /* peval recurses as deep as its depth bound (10,000 nested evaluations): a large native stack */
  if (leanrt_run_on_big_stack(loop, NULL, (size_t)1 << 30) != 0) return 1;
  return 0;
}
