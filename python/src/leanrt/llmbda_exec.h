/* The entry points of Lean's compiled executable chain (lean/generated/LlmbdaExec.c) that the
   binding (python/src/lean_engine.cpp) and the C drivers use, with the Lab4 instances. */
#ifndef LLMBDA_LEANRT_EXEC_H
#define LLMBDA_LEANRT_EXEC_H

#include <setjmp.h>

#include "lean/lean.h"

#ifdef __cplusplus
extern "C" {
#endif

lean_object* initialize_LlmbdaExec(uint8_t builtin);
extern lean_object* l_Llmbda_Lab4_instFactored;
extern lean_object* l_Llmbda_Lab4_instLabelSyntax;
extern lean_object* l_Llmbda_Lab4_empty;
extern lean_object* l_Llmbda_Lab4_U;
lean_object* l_Llmbda_instDecidableEqLab4___boxed(lean_object*, lean_object*);
/* parse {L} [JoinSemilattice L] [LabelSyntax L] (src, borrowed) : Except ParseError (Term L) */
lean_object* l_Llmbda_parse(lean_object*, lean_object*, lean_object*, lean_object*);
/* print {L} [LabelSyntax L] (t) : String */
lean_object* l_Llmbda_print(lean_object*, lean_object*, lean_object*);
lean_object* l_Llmbda_Print_label(lean_object*, lean_object*, lean_object*);
lean_object* l_Llmbda_Print_quote(lean_object*);
lean_object* l_Llmbda_Print_natToString(lean_object*);
/* peval {L} [Factored L] [DecidableEq L] [LabelSyntax L] (O T depth pc st e) : Result L */
lean_object* l_Llmbda_peval(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*,
                            lean_object*, lean_object*, lean_object*, lean_object*);
/* run {L} [Factored L] [DecidableEq L] [LabelSyntax L] (O T fuel pc C e) : Result L */
lean_object* l_Llmbda_run(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*,
                          lean_object*, lean_object*, lean_object*, lean_object*);
void leanrt_set_handler(jmp_buf* h);
const char* leanrt_last_error(void);

#ifdef __cplusplus
}
#endif
#endif
