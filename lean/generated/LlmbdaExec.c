// Lean compiler output
// Module: LlmbdaExec
// Imports: public import Init
#include <lean/lean.h>
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wunused-parameter"
#pragma clang diagnostic ignored "-Wunused-label"
#elif defined(__GNUC__) && !defined(__CLANG__)
#pragma GCC diagnostic ignored "-Wunused-parameter"
#pragma GCC diagnostic ignored "-Wunused-label"
#pragma GCC diagnostic ignored "-Wunused-but-set-variable"
#endif
#ifdef __cplusplus
extern "C" {
#endif
static lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Print_paren___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___boxed__const__1;
static lean_object* l_Llmbda_Parse_infixInfo___closed__5;
static lean_object* l_Llmbda_Print_const___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Term_send_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_label_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_typeError_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_toCtorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Term_isData___redArg___boxed(lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Print_natToString(lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__14;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue_decEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_sym_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ofNat___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_ite_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___closed__9___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__1___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__10;
LEAN_EXPORT lean_object* l_Llmbda_Parse_advance___boxed(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__2(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_const___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__5;
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString___boxed__const__4;
LEAN_EXPORT lean_object* l_Llmbda_Term_prim1_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_toCtorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_labelOf___redArg(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Term_seq(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_endorse_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_peek___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_var_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14;
LEAN_EXPORT lean_object* l_Llmbda_Parse_peek(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqLab4(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_int_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Term_isData___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_toCtorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Error_illegalEndorse_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_parseReply___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_isEmpty___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__2___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____3;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__5___boxed__const__1;
static lean_object* l_Llmbda_Parse_keywords___closed__0;
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_close_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqRole(uint8_t, uint8_t);
static lean_object* l_Llmbda_Print_op2Info___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__12(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableFlowsOfDecidableEq___redArg(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_toCtorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx___boxed(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_defaultMaxDepth;
static lean_object* l_Llmbda_Print_term___redArg___closed__14;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__4;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage_decEq(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_rawEq___redArg___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Print_paren(uint8_t, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqConst_decEq___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm___redArg___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Print_label___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__5;
lean_object* lean_uint32_to_nat(uint32_t);
static lean_object* l_Llmbda_Print_op2Info___closed__26;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__2___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage_default___redArg(lean_object*);
static lean_object* l_Llmbda_Term_ask___redArg___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__5___boxed__const__1;
LEAN_EXPORT uint8_t l_Llmbda_Term_endorseFree___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedPrimError;
LEAN_EXPORT lean_object* l_Llmbda_Term_labD_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_rawEq___redArg___closed__1;
static lean_object* l_Llmbda_Parse_lexLabel___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim___redArg(lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__11;
LEAN_EXPORT lean_object* l_Llmbda_Op1_toCtorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Value_toTerm___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_errAt(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__35;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13(uint8_t, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqPrimError_decEq(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString___boxed__const__2;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__0(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored___lam__1(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_advance(lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__30;
LEAN_EXPORT lean_object* l_Llmbda_Term_clear_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqParseError(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_overflow_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel___redArg___lam__0(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_hexValue(uint32_t);
static lean_object* l_Llmbda_Parse_keywords___closed__15;
static lean_object* l_Llmbda_Parse_infixInfo___closed__7;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_infix_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_parseReply___redArg___closed__3;
static lean_object* l_Llmbda_Parse_lex___closed__3;
static lean_object* l_Llmbda_Parse_keywords___closed__26;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__5___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__3(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqParseError_decEq___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_upgradeDenied_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_parseReply___redArg___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Term_var_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedState(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_unit_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__8(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__3;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__4(lean_object*, lean_object*, lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorIdx___boxed(lean_object*);
uint8_t lean_nat_dec_le(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim___redArg(lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__18;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__7;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__18(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Session_label(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_typeError_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__4___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__7;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableFlowsOfDecidableEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__4___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Role_toCtorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__7;
LEAN_EXPORT lean_object* l_Llmbda_Print_op2Info(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Term_prim2_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5;
static lean_object* l_Llmbda_Parse_describe___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_ite_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__11;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedError(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__2___closed__1;
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__7;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_getD_match__1_splitter___redArg(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* l_Lean_replaceRef(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_errAt___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____2__1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__12;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__4___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291__;
LEAN_EXPORT lean_object* l_Llmbda_Error_overflow_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__8;
lean_object* lean_int_emod(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__2;
static lean_object* l_Llmbda_Parse_sym1___closed__10;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_kw_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__2;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__1;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__6(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_isData___boxed(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_toCtorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__10;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__11;
static lean_object* l_Llmbda_Parse_keywords___closed__14;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ident_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_isIdStart(uint32_t);
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lex___closed__0;
static lean_object* l_Llmbda_Parse_sym2___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__3___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorIdx___boxed(lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__9___boxed__const__1;
static lean_object* l_Llmbda_peval___redArg___lam__15___closed__0;
static lean_object* l_Llmbda_Print_term___redArg___closed__10;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Term_letIn___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_bind___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_op1Name(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult___redArg___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__9;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorElim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_label___redArg___closed__1;
LEAN_EXPORT uint8_t l_Llmbda_Compiled_isEmpty(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__top__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__7;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__3(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_endsOperand(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length___boxed(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString___boxed__const__5;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lex___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_primResult(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_label___redArg___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Const_unit_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Const_int_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_int_elim(lean_object*, lean_object*, lean_object*, lean_object*);
uint8_t l_Lean_Syntax_isOfKind(lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__8___closed__0;
static lean_object* l_Llmbda_Parse_sym2___closed__2;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__12(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_PrimError_overflow_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_upgradeDenied_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD___redArg(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__9___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_labelOf(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2(lean_object*, lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_fork_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__19;
static lean_object* l_Llmbda_Print_paren___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__4___boxed__const__1;
static lean_object* l_Llmbda_Print_escapeChar___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim___redArg___boxed(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1;
static lean_object* l_Llmbda_instInhabitedTerm___closed__0;
static lean_object* l_Llmbda_Parse_digitsValue___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_isIdChar___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134____boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Term_labS_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__12;
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__1___boxed(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage_decEq___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim___redArg(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue_decEq___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState_decEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqLab4_decEq(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
uint8_t lean_string_dec_eq(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__15;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____4__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_rawEq(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__12___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__5;
static lean_object* l_Llmbda_Print_op2Info___closed__28;
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedOp1_default;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__1___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedReplyMode_default;
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedRole;
LEAN_EXPORT uint8_t l_Llmbda_Print_isPlainApp___redArg(lean_object*);
uint8_t lean_int_dec_le(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqList___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* lean_nat_shiftr(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Term_endorseFree___boxed(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__2;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqOp1(uint8_t, uint8_t);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__10;
LEAN_EXPORT lean_object* l_Llmbda_Prim_intResult(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__13;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__Flows__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__16(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableFlowsOfDecidableEq___redArg___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__8;
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedOp2_default;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams___redArg___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_parseReply___redArg___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_instInhabitedPTok_default;
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorIdx(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__10(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim___redArg___boxed(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1;
static lean_object* l_Llmbda_Parse_lex___closed__2;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult_decEq(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__0;
static lean_object* l_Llmbda_Parse_infixInfo___closed__13;
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_fst_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Op1_ofNat(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorElim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeList(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Lab4_US___closed__0;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__2__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedConst_default;
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqList(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState_decEq___redArg___lam__0___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim___redArg___boxed(lean_object*);
static lean_object* l_Llmbda_Parse_lex___closed__7;
static lean_object* l_Llmbda_Parse_keywords___closed__19;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__5;
static lean_object* l_Llmbda_Parse_lexString___closed__0;
static lean_object* l_Llmbda_Print_op2Info___closed__29;
lean_object* l_Lean_Name_mkStr3(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__2___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__7(lean_object*, uint8_t, lean_object*, uint8_t, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_bool_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_binders(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__1;
static lean_object* l_Llmbda_Parse_infixInfo___closed__4;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__0;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__4;
static lean_object* l_Llmbda_Parse_sym1___closed__1;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__top__1___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim___redArg(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__13___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__5___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__2___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_describe___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Term_endorse_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue_default___redArg(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__12;
static lean_object* l_Llmbda_parseReply___redArg___closed__1;
static lean_object* l_Llmbda_Parse_sym2___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_test_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm___redArg(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorElim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedLab4;
static lean_object* l_Llmbda_Print_term___redArg___closed__7;
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim___redArg___boxed(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_isIdChar(uint32_t);
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__5(lean_object*, lean_object*, uint8_t, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_List_elem___at___00Llmbda_Parse_lex_spec__0___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__6;
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedRole_default;
LEAN_EXPORT lean_object* l_Llmbda_Term_prim2_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_send_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_flows___redArg(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym2___closed__0;
static lean_object* l_Llmbda_Parse_keywords___closed__11;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_PrimError_type_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_term___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_render(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_ask___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__1(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__2___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2___redArg(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__8;
static lean_object* l_Llmbda_peval___redArg___lam__13___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorIdx(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState_decEq___redArg___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_parseReply___redArg___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Op2_ofNat___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_assert_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__13;
static lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__1;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Term_endorseFree___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_ofNat___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__1___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__0;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__10;
LEAN_EXPORT uint8_t l_List_elem___at___00Llmbda_Parse_lex_spec__0(uint32_t, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Value_deepLabel___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___redArg___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lex___closed__5;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__4;
static lean_object* l_Llmbda_Parse_go___redArg___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__7___boxed__const__1;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedPrimError_default;
static lean_object* l_Llmbda_Print_op1Name___closed__0;
lean_object* l_Lean_SourceInfo_fromRef(lean_object*, uint8_t);
uint8_t lean_uint32_dec_le(uint32_t, uint32_t);
static lean_object* l_Llmbda_Parse_infixInfo___closed__6;
lean_object* lean_nat_to_int(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqOp1___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__13(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_str_elim(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__7;
static lean_object* l_Llmbda_Parse_lex___closed__9;
static lean_object* l_Llmbda_peval___redArg___lam__0___closed__1;
static lean_object* l_Llmbda_Print_term___redArg___closed__21;
static lean_object* l_Llmbda_peval___redArg___lam__9___closed__1;
lean_object* lean_nat_div(lean_object*, lean_object*);
static lean_object* l_Llmbda_parseReply___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__3(uint8_t, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqParseError_decEq(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym2___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__14(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel___redArg___lam__0___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_app_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim___redArg___boxed(lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexLabel(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Prim_rawEq___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_instInhabitedLab4_default___closed__0;
static lean_object* l_Llmbda_Parse_sym1___closed__4;
static lean_object* l_Llmbda_Parse_keywords___closed__31;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__20(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_labelOf___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__7___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_atom_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462____boxed(lean_object**);
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__11(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_close_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__3;
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqList___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_ReplyMode_ofNat(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqTok(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_infixInfo(lean_object*);
static lean_object* l_Llmbda_Parse_lexLabel___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Error_clearDenied_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__3___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim(lean_object*, lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__6___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Term_labD_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_noTool_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_instInhabitedParseError_default___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__5___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__14(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorElim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_length_match__1_splitter___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeList___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqList___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_eof_elim___redArg(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__0;
static lean_object* l_Llmbda_Print_escapeChar___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Term_snd_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____4;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__0;
static lean_object* l_Llmbda_Parse_go___redArg___closed__11;
LEAN_EXPORT lean_object* l_Llmbda_Error_illegalEndorse_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__7(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqPrimError(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_intToString___boxed(lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__17___closed__1;
static lean_object* l_Llmbda_Parse_keywords___closed__36;
LEAN_EXPORT lean_object* l_Llmbda_primResult___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_ok_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__8;
static lean_object* l_Llmbda_Parse_instInhabitedPTok_default___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__1(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lex___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym2___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorIdx(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_instInhabitedResult_default___closed__0;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__11;
LEAN_EXPORT lean_object* l_Llmbda_Const_str_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1___redArg(uint8_t, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_isPlainApp___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_call_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_parseReply___redArg___closed__2;
static lean_object* l_Llmbda_Print_escapeChar___closed__5;
static lean_object* l_Llmbda_Print_intToString___closed__0;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__15;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__3;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_getD_match__1_splitter(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_go___redArg(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_depthExceeded_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_parse___redArg(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__16;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16;
lean_object* l_Lean_Name_num___override(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_val_elim___redArg(lean_object*, lean_object*);
lean_object* l_Lean_Syntax_node3(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_instInhabitedTok_default;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__3___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__17(uint8_t, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op1Name___closed__1;
static lean_object* l_Llmbda_parse___redArg___closed__1;
LEAN_EXPORT lean_object* l_Nat_cast___at___00Llmbda_Parse_lex_spec__3(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_depthExceeded_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_const___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__6(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__0;
static lean_object* l_Llmbda_Print_op2Info___closed__16;
LEAN_EXPORT lean_object* l_Llmbda_Term_subst(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_expr_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__Flows__1___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexHex(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_render___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_badReply_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__1;
LEAN_EXPORT uint8_t l_Llmbda_Parse_startsAtom(lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__13;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__4___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_expr_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___lam__1___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_ok_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* l_Lean_addMacroScope(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Compiled_isEmpty___redArg(lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__6;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Error_outOfFuel_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_fst_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__0___closed__0;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Print_label(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__15___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_label_elim___redArg(lean_object*, lean_object*);
lean_object* l_Lean_Name_str___override(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_joinSep(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Term_isData(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_fix_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_app_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__8;
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_joinSep___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_recv_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim(lean_object*, lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqPTok(lean_object*, lean_object*);
lean_object* l_Lean_Syntax_node2(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__19;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__8;
static lean_object* l_Llmbda_Print_term___redArg___closed__18;
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax;
LEAN_EXPORT lean_object* l_Llmbda_Error_noTool_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim___redArg___boxed(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_lex___lam__1(uint32_t, uint8_t, uint8_t, uint32_t);
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_recv_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__6(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym2;
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__11;
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim(lean_object*, lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__0;
lean_object* l_Lean_Syntax_getArg(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqPrimError___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__0;
static lean_object* l_Llmbda_instInhabitedState_default___closed__0;
uint8_t l_Lean_Syntax_matchesNull(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__14___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue_default(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_parseReply(lean_object*, lean_object*, lean_object*, uint8_t, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_isPlainApp___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_bool_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym2___closed__5;
static lean_object* l_Llmbda_Print_term___redArg___closed__20;
static lean_object* l_Llmbda_Parse_infixInfo___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__11___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Prim_showConst(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqParseError___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__33;
static lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorElim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_maxDepth;
static lean_object* l_Llmbda_Parse_keywords___closed__29;
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedOp2;
LEAN_EXPORT lean_object* l_Llmbda_Lab4_S;
LEAN_EXPORT lean_object* l_Llmbda_Lab4_U;
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1(lean_object*, uint8_t, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__13;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx___redArg(lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__22;
LEAN_EXPORT lean_object* l_Llmbda_Term_test_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__11(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue___redArg(lean_object*);
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__8;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_instInhabitedPrimError_default___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedResult_default(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_Parse_lex___lam__0(uint32_t);
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__5(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverseAux(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__17___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append___redArg___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____3__1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__10;
static lean_object* l_Llmbda_Parse_infixInfo___closed__11;
static lean_object* l_Llmbda_Print_escapeChar___closed__1;
static lean_object* l_Llmbda_Parse_lexLabel___closed__3;
lean_object* l_String_toRawSubstring_x27(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__11;
LEAN_EXPORT lean_object* l_Llmbda_Print_term___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__9___boxed__const__1;
static lean_object* l_Llmbda_Print_const___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Parse_expectKw(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim___redArg___boxed(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqTok_decEq(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_clear_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__2(lean_object*, lean_object*, lean_object*);
lean_object* lean_int_sub(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__4___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim___redArg(lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__2;
static lean_object* l_Llmbda_Parse_sym1___closed__13;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__4(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqConst(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Const_int_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_snd_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__1___boxed__const__1;
static lean_object* l_Llmbda_Parse_sym2___closed__7;
static lean_object* l_Llmbda_Parse_expectSym___closed__1;
static lean_object* l_Llmbda_Parse_lexLabel___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_run___redArg(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString___boxed__const__3;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState_decEq(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_flows(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1;
static lean_object* l_Llmbda_instInhabitedResult___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue_decEq(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqConst___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_go(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqReplyMode(uint8_t, uint8_t);
static lean_object* l_Llmbda_Parse_describe___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Print_natDigits(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__25;
static lean_object* l_Llmbda_Parse_lex___closed__8;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a4;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__13;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_args_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__5___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__11;
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__17(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_print(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex(lean_object*, lean_object*, lean_object*, uint8_t, lean_object*);
lean_object* lean_string_data(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim___redArg(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
static lean_object* l_Llmbda_Print_op2Info___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__10___boxed__const__1;
static lean_object* l_Llmbda_Prim_intResult___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__2___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_val_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Const_str_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_intMax;
static lean_object* l_Llmbda_Parse_infixInfo___closed__14;
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqTok_decEq___boxed(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Term_endorseFree(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__3___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__11___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_kw_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__24;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__12___boxed__const__1;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294__;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__19(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedParseError;
lean_object* lean_nat_abs(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_instAppend(lean_object*);
LEAN_EXPORT lean_object* l_List_elem___at___00Llmbda_Parse_lex_spec__1___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_intMin;
static lean_object* l_Llmbda_Print_op2Info___closed__32;
LEAN_EXPORT lean_object* l_Llmbda_Term_fork_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqLab4_decEq___boxed(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState_decEq___redArg(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Term_ask___redArg___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__3___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorElim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored___lam__0(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqReplyMode___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op1Name___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__9___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_str_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_call_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* lean_int_mul(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lexString___closed__1;
lean_object* lean_string_length(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_describe___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_quote___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_hexValue___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_startsAtom___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqOp2___boxed(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
uint8_t lean_nat_dec_eq(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__7;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__3___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_op1Name___boxed(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedReplyMode;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_eof_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage_decEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_op2Info___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_span(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqConst_decEq(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_assert_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_innerLabel(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__12;
uint8_t lean_nat_dec_lt(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__5(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Parse_keywords;
lean_object* lean_nat_mod(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__3___boxed__const__1;
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Term_pair_elim___redArg(lean_object*, lean_object*);
uint8_t lean_uint32_dec_eq(uint32_t, uint32_t);
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim___redArg(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_run(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* l_Lean_Name_mkStr2(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_unbound_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__6___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___boxed(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Print_quote(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_err_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__1(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqPTok_decEq(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverseAux___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_parse___redArg___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__3(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Session_label___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_US;
LEAN_EXPORT lean_object* l_Llmbda_Result_bind(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__7;
static lean_object* l_Llmbda_Print_term___redArg___closed__12;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_append_match__1_splitter___redArg(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2___redArg___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_err_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__2;
static lean_object* l_Llmbda_Print_op2Info___closed__31;
LEAN_EXPORT lean_object* l_Llmbda_Parse_digitsValue___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__17;
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage_decEq___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f___redArg(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_fix_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD___redArg___boxed(lean_object*, lean_object*, lean_object*);
lean_object* l_Lean_Syntax_node1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__28;
static lean_object* l_Llmbda_Parse_keywords___closed__12;
LEAN_EXPORT lean_object* l_Llmbda_Parse_instInhabitedPTok;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__8___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedState_default(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__9(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_length_match__1_splitter(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim(lean_object*, lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage_default(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__11___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqTok___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__1;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__9(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_peek___closed__0;
static lean_object* l_Llmbda_Parse_lex___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverse___redArg(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__2(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__7___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_flows___redArg___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__15;
static lean_object* l_Llmbda_Parse_go___redArg___closed__5;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Term_letIn(lean_object*, lean_object*, lean_object*, lean_object*);
uint8_t lean_int_dec_lt(lean_object*, lean_object*);
static lean_object* l_Llmbda_instInhabitedTerm_default___closed__0;
static lean_object* l_Llmbda_peval___redArg___lam__17___closed__0;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__0;
static lean_object* l_Llmbda_Prim_rawEq___redArg___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Term_prim1_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* lean_nat_sub(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__17;
LEAN_EXPORT uint8_t l_Llmbda_Op2_ofNat(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__1(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_isEmpty___redArg___boxed(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__1;
static lean_object* l_Llmbda_Parse_keywords___closed__27;
LEAN_EXPORT lean_object* l_Llmbda_Term_subst___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue_decEq___redArg___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_instInhabitedTok_default___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedTerm_default(lean_object*);
lean_object* lean_nat_mul(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorElim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqPTok_decEq___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_ofNat___boxed(lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__1;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__1(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored___lam__2(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_isIdStart___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqLab4___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__4;
static lean_object* l_Llmbda_Parse_keywords___closed__16;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_lam_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__13;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Role_ofNat(lean_object*);
static lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__3;
static lean_object* l_Llmbda_Parse_go___redArg___closed__12;
LEAN_EXPORT lean_object* l_Llmbda_Print_intToString(lean_object*);
static lean_object* l_Llmbda_Parse_go___redArg___closed__14;
static lean_object* l_Llmbda_Print_op2Info___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_parse(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_PrimError_overflow_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__12___boxed__const__1;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Error_unbound_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim___redArg(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__13;
static lean_object* l_Llmbda_Print_term___redArg___closed__15;
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval1___redArg___closed__6;
LEAN_EXPORT lean_object* l_Llmbda_Error_badReply_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__20;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorElim___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__1___boxed__const__1;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__2;
static lean_object* l_Llmbda_Print_escapeChar___closed__2;
static lean_object* l_Llmbda_Prim_rawEq___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___lam__0___boxed(lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__27;
LEAN_EXPORT lean_object* l_Llmbda_Term_lam_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorIdx___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_atom_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__4(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult_decEq___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__2;
static lean_object* l_Llmbda_Print_term___redArg___closed__8;
static lean_object* l_Llmbda_instInhabitedState___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult_decEq___redArg___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage___redArg(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__21;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorElim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix___redArg(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Term_ask___redArg___closed__0;
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__17;
LEAN_EXPORT lean_object* l_Llmbda_Value_deepLabel(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_showConst___boxed(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__4(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__25;
LEAN_EXPORT lean_object* l_Llmbda_Parse_digitsValue(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__18;
static lean_object* l_Llmbda_Parse_keywords___closed__30;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__0___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__0___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Lab4_U___closed__0;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__10(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__0___boxed__const__1;
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__4;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__8___boxed__const__1;
LEAN_EXPORT uint8_t l_Llmbda_instInhabitedOp1;
LEAN_EXPORT lean_object* l_Llmbda_Term_const_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_lit_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState_decEq___redArg___lam__0(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_expectSym(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_args_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_endsOperand___boxed(lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__17;
static lean_object* l_Llmbda_Print_op2Info___closed__24;
static lean_object* l_Llmbda_Parse_keywords___closed__32;
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2294____2;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_toCtorIdx(uint8_t);
LEAN_EXPORT lean_object* l_Llmbda_Print_const(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__2(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_intToString___closed__1;
lean_object* lean_int_add(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedResult(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__34;
static lean_object* l_Llmbda_Parse_describe___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_flows___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_sym_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__6___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Term_seq___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__2___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar(uint32_t);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult_decEq___redArg(lean_object*, lean_object*, lean_object*);
lean_object* l_Lean_Name_mkStr1(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim___redArg(lean_object*);
lean_object* l_Lean_Name_mkStr4(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__25;
uint8_t lean_int_dec_eq(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462____boxed(lean_object**);
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim___redArg___boxed(lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqRole___boxed(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lexString___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__2;
static lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___closed__0;
static lean_object* l_Llmbda_Print_op2Info___closed__10;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError___redArg(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedError_default(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_instInhabitedTok;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedParseError_default;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__13___boxed__const__1;
lean_object* lean_string_append(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_lexString___closed__2;
static lean_object* l_Llmbda_Compiled_instAppend___closed__0;
static lean_object* l_Llmbda_Print_op2Info___closed__22;
static lean_object* l_Llmbda_Print_op2Info___closed__20;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__23;
static lean_object* l_Llmbda_peval___redArg___lam__11___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Term_const_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__1;
static lean_object* l_Llmbda_peval___redArg___lam__11___closed__1;
lean_object* lean_int_ediv(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8;
static lean_object* l_Llmbda_Print_escapeChar___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__0;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim___redArg(lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__23;
LEAN_EXPORT lean_object* l_Llmbda_Term_ask(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx___redArg___boxed(lean_object*);
static lean_object* l_Llmbda_Parse_describe___closed__5;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__6___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__10___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__8;
LEAN_EXPORT lean_object* l_Llmbda_Print_term___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
lean_object* lean_int_neg(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableFlowsOfDecidableEq(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_describe___closed__3;
uint8_t lean_nat_dec_le(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverse(lean_object*, lean_object*);
lean_object* lean_string_mk(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString___boxed__const__1;
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqOp2(uint8_t, uint8_t);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__0(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__4___boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__22;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqPrimError_decEq___boxed(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___closed__10___boxed__const__1;
LEAN_EXPORT lean_object* l_Llmbda_Prim_intResult___redArg(lean_object*);
static lean_object* l_Llmbda_Print_escapeChar___closed__10;
static lean_object* l_Llmbda_Print_label___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Term_subst___redArg(lean_object*, lean_object*, lean_object*);
lean_object* lean_nat_add(lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__2(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Prim_eval2___redArg___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_infixInfo___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_sym1___closed__8___boxed__const__1;
static lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim___redArg(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_expectSym___closed__0;
static lean_object* l_Llmbda_Print_op2Info___closed__12;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__1;
static lean_object* l_Llmbda_Print_op2Info___closed__21;
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__4(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim___redArg___boxed(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim___boxed(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_parseReply___redArg(lean_object*, lean_object*, uint8_t, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1___redArg___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim(lean_object*, uint8_t, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_sym1___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedTerm(lean_object*);
static lean_object* l_Llmbda_Print_term___redArg___closed__0;
static lean_object* l_Llmbda_Parse_keywords___closed__23;
static lean_object* l_Llmbda_Print_term___redArg___closed__24;
static lean_object* l_Llmbda_Print_op1Name___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_List_elem___at___00Llmbda_Parse_lex_spec__1(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_lit_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim(lean_object*, uint8_t, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_print___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedLab4_default;
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13___boxed(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqPTok___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__15(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim___redArg(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Value_toTerm(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_hexDigits(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__5(lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__3(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored;
LEAN_EXPORT lean_object* l_Llmbda_Error_outOfFuel_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_assertFailed_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_assertFailed_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134____boxed(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Lab4_empty;
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx(lean_object*, lean_object*);
static lean_object* l_Llmbda_instInhabitedTerm_default___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_Error_clearDenied_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_infix_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3;
LEAN_EXPORT lean_object* l_Llmbda_Term_subst___redArg___boxed(lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_paren___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Term_pair_elim(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_infixInfo___closed__10;
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx___redArg___boxed(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim___redArg(lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__13___closed__0;
uint32_t l_Char_ofNat(lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_Print_isPlainApp(lean_object*, lean_object*);
static lean_object* l_Llmbda_Parse_keywords___closed__9;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage___redArg(lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Parse_describe(lean_object*);
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_append_match__1_splitter(lean_object*, lean_object*, lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__8(lean_object*, uint8_t, lean_object*, lean_object*, uint8_t, lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_Lab4_S___closed__0;
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ident_elim(lean_object*, lean_object*, lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_PrimError_type_elim___redArg(lean_object*, lean_object*);
static lean_object* l_Llmbda_Print_op2Info___closed__2;
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f___boxed(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Term_labS_elim___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Print_term(lean_object*, lean_object*, lean_object*, lean_object*);
static lean_object* l_Llmbda_peval___redArg___lam__8___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorIdx___boxed(lean_object*);
static lean_object* l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1;
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedConst;
static lean_object* l_Llmbda_Print_escapeChar___closed__4;
LEAN_EXPORT lean_object* l_Llmbda_Term_innerLabel___redArg(lean_object*, lean_object*);
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_inc(x_2);
return x_2;
}
else
{
uint8_t x_3; 
x_3 = !lean_is_exclusive(x_1);
if (x_3 == 0)
{
lean_object* x_4; lean_object* x_5; 
x_4 = lean_ctor_get(x_1, 1);
x_5 = l_Llmbda_Compiled_append___redArg(x_4, x_2);
lean_ctor_set(x_1, 1, x_5);
return x_1;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_6 = lean_ctor_get(x_1, 0);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_inc(x_6);
lean_dec(x_1);
x_8 = l_Llmbda_Compiled_append___redArg(x_7, x_2);
x_9 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_9, 0, x_6);
lean_ctor_set(x_9, 1, x_8);
return x_9;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Compiled_append___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Compiled_append(x_1, x_2, x_3);
lean_dec(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_append___redArg___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Compiled_append___redArg(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_append_match__1_splitter___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_5; 
lean_dec(x_4);
x_5 = lean_apply_1(x_3, x_2);
return x_5;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
lean_dec(x_3);
x_6 = lean_ctor_get(x_1, 0);
lean_inc(x_6);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_apply_3(x_4, x_6, x_7, x_2);
return x_8;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_append_match__1_splitter(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l___private_LlmbdaExec_0__Llmbda_Compiled_append_match__1_splitter___redArg(x_3, x_4, x_5, x_6);
return x_7;
}
}
static lean_object* _init_l_Llmbda_Compiled_instAppend___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_alloc_closure((void*)(l_Llmbda_Compiled_append___boxed), 3, 1);
lean_closure_set(x_1, 0, lean_box(0));
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_instAppend(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Compiled_instAppend___closed__0;
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqList___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 0)
{
uint8_t x_4; 
x_4 = 1;
return x_4;
}
else
{
uint8_t x_5; 
lean_dec_ref(x_3);
x_5 = 0;
return x_5;
}
}
else
{
lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_6 = lean_ctor_get(x_2, 0);
lean_inc(x_6);
x_7 = lean_ctor_get(x_2, 1);
lean_inc(x_7);
lean_dec_ref(x_2);
x_8 = 0;
if (lean_obj_tag(x_3) == 0)
{
lean_dec(x_7);
lean_dec(x_6);
lean_dec_ref(x_1);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; uint8_t x_12; 
x_9 = lean_ctor_get(x_3, 0);
lean_inc(x_9);
x_10 = lean_ctor_get(x_3, 1);
lean_inc(x_10);
lean_dec_ref(x_3);
lean_inc_ref(x_1);
x_11 = lean_apply_2(x_1, x_6, x_9);
x_12 = lean_unbox(x_11);
if (x_12 == 0)
{
lean_dec(x_10);
lean_dec(x_7);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_13; 
x_13 = l_Llmbda_Compiled_decEqList___redArg(x_1, x_7, x_10);
if (x_13 == 0)
{
return x_8;
}
else
{
return x_13;
}
}
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqList(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_Compiled_decEqList___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqList___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_Compiled_decEqList(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqList___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_Compiled_decEqList___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 0)
{
uint8_t x_4; 
x_4 = 1;
return x_4;
}
else
{
uint8_t x_5; 
lean_dec_ref(x_3);
x_5 = 0;
return x_5;
}
}
else
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_ctor_get(x_2, 0);
lean_inc(x_6);
lean_dec_ref(x_2);
x_7 = 0;
if (lean_obj_tag(x_3) == 0)
{
lean_dec(x_6);
lean_dec_ref(x_1);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; uint8_t x_10; 
x_8 = lean_ctor_get(x_3, 0);
lean_inc(x_8);
lean_dec_ref(x_3);
x_9 = lean_apply_2(x_1, x_6, x_8);
x_10 = lean_unbox(x_9);
if (x_10 == 0)
{
return x_7;
}
else
{
uint8_t x_11; 
x_11 = lean_unbox(x_9);
return x_11;
}
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_Compiled_decEqOption___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_Compiled_decEqOption(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_Compiled_decEqOption___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverseAux___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
return x_2;
}
else
{
uint8_t x_3; 
x_3 = !lean_is_exclusive(x_1);
if (x_3 == 0)
{
lean_object* x_4; 
x_4 = lean_ctor_get(x_1, 1);
lean_ctor_set(x_1, 1, x_2);
{
lean_object* _tmp_0 = x_4;
lean_object* _tmp_1 = x_1;
x_1 = _tmp_0;
x_2 = _tmp_1;
}
goto _start;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_6 = lean_ctor_get(x_1, 0);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_inc(x_6);
lean_dec(x_1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_6);
lean_ctor_set(x_8, 1, x_2);
x_1 = x_7;
x_2 = x_8;
goto _start;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverseAux(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Compiled_reverseAux___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverse___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; lean_object* x_3; 
x_2 = lean_box(0);
x_3 = l_Llmbda_Compiled_reverseAux___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_reverse(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Compiled_reverse___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length___redArg(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
else
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; 
x_3 = lean_ctor_get(x_1, 1);
x_4 = l_Llmbda_Compiled_length___redArg(x_3);
x_5 = lean_unsigned_to_nat(1u);
x_6 = lean_nat_add(x_4, x_5);
lean_dec(x_4);
return x_6;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Compiled_length___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Compiled_length(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_length___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Compiled_length___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_length_match__1_splitter___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_4; lean_object* x_5; 
lean_dec(x_3);
x_4 = lean_box(0);
x_5 = lean_apply_1(x_2, x_4);
return x_5;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
lean_dec(x_2);
x_6 = lean_ctor_get(x_1, 0);
lean_inc(x_6);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_apply_2(x_3, x_6, x_7);
return x_8;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_length_match__1_splitter(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l___private_LlmbdaExec_0__Llmbda_Compiled_length_match__1_splitter___redArg(x_3, x_4, x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_isEmpty___redArg(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
uint8_t x_2; 
x_2 = 1;
return x_2;
}
else
{
uint8_t x_3; 
x_3 = 0;
return x_3;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_isEmpty(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_Compiled_isEmpty___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_isEmpty___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Compiled_isEmpty(x_1, x_2);
lean_dec(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_isEmpty___redArg___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Compiled_isEmpty___redArg(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f___redArg(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_2; 
x_2 = lean_box(0);
return x_2;
}
else
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc(x_3);
x_4 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_4, 0, x_3);
return x_4;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Compiled_head_x3f___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Compiled_head_x3f(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_head_x3f___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Compiled_head_x3f___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_dec(x_2);
lean_inc(x_3);
return x_3;
}
else
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; uint8_t x_7; 
x_4 = lean_ctor_get(x_1, 0);
x_5 = lean_ctor_get(x_1, 1);
x_6 = lean_unsigned_to_nat(0u);
x_7 = lean_nat_dec_eq(x_2, x_6);
if (x_7 == 1)
{
lean_dec(x_2);
lean_inc(x_4);
return x_4;
}
else
{
lean_object* x_8; lean_object* x_9; 
x_8 = lean_unsigned_to_nat(1u);
x_9 = lean_nat_sub(x_2, x_8);
lean_dec(x_2);
x_1 = x_5;
x_2 = x_9;
goto _start;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Compiled_getD___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Compiled_getD(x_1, x_2, x_3, x_4);
lean_dec(x_4);
lean_dec(x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_getD___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Compiled_getD___redArg(x_1, x_2, x_3);
lean_dec(x_3);
lean_dec(x_1);
return x_4;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_getD_match__1_splitter___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_7; 
lean_dec(x_6);
lean_dec(x_5);
x_7 = lean_apply_2(x_4, x_2, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
lean_dec(x_4);
x_8 = lean_ctor_get(x_1, 0);
lean_inc(x_8);
x_9 = lean_ctor_get(x_1, 1);
lean_inc(x_9);
lean_dec_ref(x_1);
x_10 = lean_unsigned_to_nat(0u);
x_11 = lean_nat_dec_eq(x_2, x_10);
if (x_11 == 1)
{
lean_object* x_12; 
lean_dec(x_6);
lean_dec(x_2);
x_12 = lean_apply_3(x_5, x_8, x_9, x_3);
return x_12;
}
else
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; 
lean_dec(x_5);
x_13 = lean_unsigned_to_nat(1u);
x_14 = lean_nat_sub(x_2, x_13);
lean_dec(x_2);
x_15 = lean_apply_4(x_6, x_8, x_9, x_14, x_3);
return x_15;
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda_Compiled_getD_match__1_splitter(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8) {
_start:
{
lean_object* x_9; 
x_9 = l___private_LlmbdaExec_0__Llmbda_Compiled_getD_match__1_splitter___redArg(x_3, x_4, x_5, x_6, x_7, x_8);
return x_9;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("_private", 8, 8);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__0;
x_2 = lean_box(0);
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("LlmbdaExec", 10, 10);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__2;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__1;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__3;
x_3 = l_Lean_Name_num___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("Llmbda", 6, 6);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__4;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__7() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term_⊔_", 9, 7);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__7;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__9() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("andthen", 7, 7);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__9;
x_2 = l_Lean_Name_mkStr1(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" ⊔ ", 5, 3);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
x_2 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__13() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term", 4, 4);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__13;
x_2 = l_Lean_Name_mkStr1(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__15() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(69u);
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14;
x_3 = lean_alloc_ctor(7, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__15;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__12;
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10;
x_4 = lean_alloc_ctor(2, 3, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__17() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16;
x_2 = lean_unsigned_to_nat(68u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8;
x_4 = lean_alloc_ctor(4, 4, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_2);
lean_ctor_set(x_4, 3, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294__() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__17;
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("Lean", 4, 4);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("Parser", 6, 6);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("Term", 4, 4);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("app", 3, 3);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; lean_object* x_5; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__3;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__2;
x_3 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__1;
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__0;
x_5 = l_Lean_Name_mkStr4(x_4, x_3, x_2, x_1);
return x_5;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("JoinSemilattice.join", 20, 20);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__5;
x_2 = l_String_toRawSubstring_x27(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("JoinSemilattice", 15, 15);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("join", 4, 4);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
x_3 = l_Lean_Name_mkStr2(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5;
x_4 = l_Lean_Name_mkStr3(x_3, x_2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__11() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__10;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__11;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__13() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("null", 4, 4);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__13;
x_2 = l_Lean_Name_mkStr1(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8;
lean_inc(x_1);
x_6 = l_Lean_Syntax_isOfKind(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_2);
lean_dec(x_1);
x_7 = lean_box(1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_3);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; uint8_t x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 2);
lean_inc(x_10);
x_11 = lean_ctor_get(x_2, 5);
lean_inc(x_11);
lean_dec_ref(x_2);
x_12 = l_Lean_Syntax_getArg(x_1, x_4);
x_13 = lean_unsigned_to_nat(2u);
x_14 = l_Lean_Syntax_getArg(x_1, x_13);
lean_dec(x_1);
x_15 = 0;
x_16 = l_Lean_SourceInfo_fromRef(x_11, x_15);
lean_dec(x_11);
x_17 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
x_18 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6;
x_19 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9;
x_20 = l_Lean_addMacroScope(x_9, x_19, x_10);
x_21 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12;
lean_inc(x_16);
x_22 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_22, 0, x_16);
lean_ctor_set(x_22, 1, x_18);
lean_ctor_set(x_22, 2, x_20);
lean_ctor_set(x_22, 3, x_21);
x_23 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
lean_inc(x_16);
x_24 = l_Lean_Syntax_node2(x_16, x_23, x_12, x_14);
x_25 = l_Lean_Syntax_node2(x_16, x_17, x_22, x_24);
x_26 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_26, 0, x_25);
lean_ctor_set(x_26, 1, x_3);
return x_26;
}
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("ident", 5, 5);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__0;
x_2 = l_Lean_Name_mkStr1(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = l_Lean_Syntax_getArg(x_1, x_8);
x_10 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_9);
x_11 = l_Lean_Syntax_isOfKind(x_9, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec(x_9);
lean_dec(x_1);
x_12 = lean_box(0);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_3);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = l_Lean_Syntax_getArg(x_1, x_14);
lean_dec(x_1);
x_16 = lean_unsigned_to_nat(2u);
lean_inc(x_15);
x_17 = l_Lean_Syntax_matchesNull(x_15, x_16);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
lean_dec(x_15);
lean_dec(x_9);
x_18 = lean_box(0);
x_19 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_19, 0, x_18);
lean_ctor_set(x_19, 1, x_3);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; uint8_t x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_20 = l_Lean_Syntax_getArg(x_15, x_8);
x_21 = l_Lean_Syntax_getArg(x_15, x_14);
lean_dec(x_15);
x_22 = l_Lean_replaceRef(x_9, x_2);
lean_dec(x_9);
x_23 = 0;
x_24 = l_Lean_SourceInfo_fromRef(x_22, x_23);
lean_dec(x_22);
x_25 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8;
x_26 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
lean_inc(x_24);
x_27 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_27, 0, x_24);
lean_ctor_set(x_27, 1, x_26);
x_28 = l_Lean_Syntax_node3(x_24, x_25, x_20, x_27, x_21);
x_29 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_29, 0, x_28);
lean_ctor_set(x_29, 1, x_3);
return x_29;
}
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term⊥", 7, 5);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("⊥", 3, 1);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2;
x_2 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3;
x_2 = lean_unsigned_to_nat(1024u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1;
x_4 = lean_alloc_ctor(3, 3, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__4;
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("JoinSemilattice.bot", 19, 19);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__0;
x_2 = l_String_toRawSubstring_x27(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("bot", 3, 3);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
x_3 = l_Lean_Name_mkStr2(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5;
x_4 = l_Lean_Name_mkStr3(x_3, x_2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__4;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__5;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1;
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec_ref(x_2);
x_6 = lean_box(1);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; 
x_8 = lean_ctor_get(x_2, 1);
lean_inc(x_8);
x_9 = lean_ctor_get(x_2, 2);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 5);
lean_inc(x_10);
lean_dec_ref(x_2);
x_11 = 0;
x_12 = l_Lean_SourceInfo_fromRef(x_10, x_11);
lean_dec(x_10);
x_13 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1;
x_14 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3;
x_15 = l_Lean_addMacroScope(x_8, x_14, x_9);
x_16 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6;
x_17 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_17, 0, x_12);
lean_ctor_set(x_17, 1, x_13);
lean_ctor_set(x_17, 2, x_15);
lean_ctor_set(x_17, 3, x_16);
x_18 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_18, 0, x_17);
lean_ctor_set(x_18, 1, x_3);
return x_18;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; uint8_t x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_8 = l_Lean_replaceRef(x_1, x_2);
lean_dec(x_1);
x_9 = 0;
x_10 = l_Lean_SourceInfo_fromRef(x_8, x_9);
lean_dec(x_8);
x_11 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1;
x_12 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2;
lean_inc(x_10);
x_13 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_13, 0, x_10);
lean_ctor_set(x_13, 1, x_12);
x_14 = l_Lean_Syntax_node1(x_10, x_11, x_13);
x_15 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_15, 0, x_14);
lean_ctor_set(x_15, 1, x_3);
return x_15;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__1(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term⊤", 7, 5);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("⊤", 3, 1);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2;
x_2 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__3;
x_2 = lean_unsigned_to_nat(1024u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1;
x_4 = lean_alloc_ctor(3, 3, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__4;
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("JoinSemilattice.top", 19, 19);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__0;
x_2 = l_String_toRawSubstring_x27(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("top", 3, 3);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
x_3 = l_Lean_Name_mkStr2(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2;
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7;
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5;
x_4 = l_Lean_Name_mkStr3(x_3, x_2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__4;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__5;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1;
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec_ref(x_2);
x_6 = lean_box(1);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; 
x_8 = lean_ctor_get(x_2, 1);
lean_inc(x_8);
x_9 = lean_ctor_get(x_2, 2);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 5);
lean_inc(x_10);
lean_dec_ref(x_2);
x_11 = 0;
x_12 = l_Lean_SourceInfo_fromRef(x_10, x_11);
lean_dec(x_10);
x_13 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__1;
x_14 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__3;
x_15 = l_Lean_addMacroScope(x_8, x_14, x_9);
x_16 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__6;
x_17 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_17, 0, x_12);
lean_ctor_set(x_17, 1, x_13);
lean_ctor_set(x_17, 2, x_15);
lean_ctor_set(x_17, 3, x_16);
x_18 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_18, 0, x_17);
lean_ctor_set(x_18, 1, x_3);
return x_18;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__top__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; uint8_t x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_8 = l_Lean_replaceRef(x_1, x_2);
lean_dec(x_1);
x_9 = 0;
x_10 = l_Lean_SourceInfo_fromRef(x_8, x_9);
lean_dec(x_8);
x_11 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1;
x_12 = l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2;
lean_inc(x_10);
x_13 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_13, 0, x_10);
lean_ctor_set(x_13, 1, x_12);
x_14 = l_Lean_Syntax_node1(x_10, x_11, x_13);
x_15 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_15, 0, x_14);
lean_ctor_set(x_15, 1, x_3);
return x_15;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__top__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__top__1(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term_⊑_", 9, 7);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" ⊑ ", 5, 3);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2;
x_2 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(51u);
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14;
x_3 = lean_alloc_ctor(7, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__4;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__3;
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10;
x_4 = lean_alloc_ctor(2, 3, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; lean_object* x_5; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__5;
x_2 = lean_unsigned_to_nat(51u);
x_3 = lean_unsigned_to_nat(50u);
x_4 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1;
x_5 = lean_alloc_ctor(4, 4, 0);
lean_ctor_set(x_5, 0, x_4);
lean_ctor_set(x_5, 1, x_3);
lean_ctor_set(x_5, 2, x_2);
lean_ctor_set(x_5, 3, x_1);
return x_5;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2291__() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__6;
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("Flows", 5, 5);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0;
x_2 = l_String_toRawSubstring_x27(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0;
x_2 = l_Lean_Name_mkStr1(x_1);
return x_2;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5;
x_3 = l_Lean_Name_mkStr2(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__3;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__4;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1;
lean_inc(x_1);
x_6 = l_Lean_Syntax_isOfKind(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_2);
lean_dec(x_1);
x_7 = lean_box(1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_3);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; uint8_t x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 2);
lean_inc(x_10);
x_11 = lean_ctor_get(x_2, 5);
lean_inc(x_11);
lean_dec_ref(x_2);
x_12 = l_Lean_Syntax_getArg(x_1, x_4);
x_13 = lean_unsigned_to_nat(2u);
x_14 = l_Lean_Syntax_getArg(x_1, x_13);
lean_dec(x_1);
x_15 = 0;
x_16 = l_Lean_SourceInfo_fromRef(x_11, x_15);
lean_dec(x_11);
x_17 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
x_18 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__1;
x_19 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__2;
x_20 = l_Lean_addMacroScope(x_9, x_19, x_10);
x_21 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__5;
lean_inc(x_16);
x_22 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_22, 0, x_16);
lean_ctor_set(x_22, 1, x_18);
lean_ctor_set(x_22, 2, x_20);
lean_ctor_set(x_22, 3, x_21);
x_23 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
lean_inc(x_16);
x_24 = l_Lean_Syntax_node2(x_16, x_23, x_12, x_14);
x_25 = l_Lean_Syntax_node2(x_16, x_17, x_22, x_24);
x_26 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_26, 0, x_25);
lean_ctor_set(x_26, 1, x_3);
return x_26;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__Flows__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = l_Lean_Syntax_getArg(x_1, x_8);
x_10 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_9);
x_11 = l_Lean_Syntax_isOfKind(x_9, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec(x_9);
lean_dec(x_1);
x_12 = lean_box(0);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_3);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = l_Lean_Syntax_getArg(x_1, x_14);
lean_dec(x_1);
x_16 = lean_unsigned_to_nat(2u);
lean_inc(x_15);
x_17 = l_Lean_Syntax_matchesNull(x_15, x_16);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
lean_dec(x_15);
lean_dec(x_9);
x_18 = lean_box(0);
x_19 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_19, 0, x_18);
lean_ctor_set(x_19, 1, x_3);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; uint8_t x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_20 = l_Lean_Syntax_getArg(x_15, x_8);
x_21 = l_Lean_Syntax_getArg(x_15, x_14);
lean_dec(x_15);
x_22 = l_Lean_replaceRef(x_9, x_2);
lean_dec(x_9);
x_23 = 0;
x_24 = l_Lean_SourceInfo_fromRef(x_22, x_23);
lean_dec(x_22);
x_25 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1;
x_26 = l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2;
lean_inc(x_24);
x_27 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_27, 0, x_24);
lean_ctor_set(x_27, 1, x_26);
x_28 = l_Lean_Syntax_node3(x_24, x_25, x_20, x_27, x_21);
x_29 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_29, 0, x_28);
lean_ctor_set(x_29, 1, x_3);
return x_29;
}
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__Flows__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__Flows__1(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableFlowsOfDecidableEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_5 = lean_ctor_get(x_1, 0);
lean_inc(x_5);
lean_dec_ref(x_1);
lean_inc(x_4);
x_6 = lean_apply_2(x_5, x_3, x_4);
x_7 = lean_apply_2(x_2, x_6, x_4);
x_8 = lean_unbox(x_7);
return x_8;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableFlowsOfDecidableEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; 
x_6 = l_Llmbda_instDecidableFlowsOfDecidableEq___redArg(x_2, x_3, x_4, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableFlowsOfDecidableEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = l_Llmbda_instDecidableFlowsOfDecidableEq(x_1, x_2, x_3, x_4, x_5);
x_7 = lean_box(x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableFlowsOfDecidableEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableFlowsOfDecidableEq___redArg(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_flows___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_5 = lean_ctor_get(x_1, 0);
lean_inc(x_5);
lean_dec_ref(x_1);
lean_inc(x_4);
x_6 = lean_apply_2(x_5, x_3, x_4);
x_7 = lean_apply_2(x_2, x_6, x_4);
x_8 = lean_unbox(x_7);
return x_8;
}
}
LEAN_EXPORT uint8_t l_Llmbda_flows(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; 
x_6 = l_Llmbda_flows___redArg(x_2, x_3, x_4, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_flows___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = l_Llmbda_flows(x_1, x_2, x_3, x_4, x_5);
x_7 = lean_box(x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_flows___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_flows___redArg(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqLab4_decEq(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; uint8_t x_4; uint8_t x_5; uint8_t x_6; 
x_3 = lean_ctor_get_uint8(x_1, 0);
x_4 = lean_ctor_get_uint8(x_1, 1);
x_5 = lean_ctor_get_uint8(x_2, 0);
x_6 = lean_ctor_get_uint8(x_2, 1);
if (x_3 == 0)
{
if (x_5 == 0)
{
goto block_8;
}
else
{
return x_3;
}
}
else
{
if (x_5 == 0)
{
return x_5;
}
else
{
goto block_8;
}
}
block_8:
{
if (x_4 == 0)
{
if (x_6 == 0)
{
uint8_t x_7; 
x_7 = 1;
return x_7;
}
else
{
return x_4;
}
}
else
{
return x_6;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqLab4_decEq___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqLab4_decEq(x_1, x_2);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqLab4(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_instDecidableEqLab4_decEq(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqLab4___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqLab4(x_1, x_2);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_instInhabitedLab4_default___closed__0() {
_start:
{
uint8_t x_1; lean_object* x_2; 
x_1 = 0;
x_2 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_2, 0, x_1);
lean_ctor_set_uint8(x_2, 1, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_instInhabitedLab4_default() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedLab4_default___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_instInhabitedLab4() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedLab4_default;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Lab4_empty() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedLab4_default___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Lab4_U___closed__0() {
_start:
{
uint8_t x_1; uint8_t x_2; lean_object* x_3; 
x_1 = 0;
x_2 = 1;
x_3 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_3, 0, x_2);
lean_ctor_set_uint8(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Lab4_U() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Lab4_U___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Lab4_S___closed__0() {
_start:
{
uint8_t x_1; uint8_t x_2; lean_object* x_3; 
x_1 = 1;
x_2 = 0;
x_3 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_3, 0, x_2);
lean_ctor_set_uint8(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Lab4_S() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Lab4_S___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Lab4_US___closed__0() {
_start:
{
uint8_t x_1; lean_object* x_2; 
x_1 = 1;
x_2 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_2, 0, x_1);
lean_ctor_set_uint8(x_2, 1, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Lab4_US() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Lab4_US___closed__0;
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored___lam__1(lean_object* x_1) {
_start:
{
uint8_t x_2; 
x_2 = !lean_is_exclusive(x_1);
if (x_2 == 0)
{
uint8_t x_3; 
x_3 = 0;
lean_ctor_set_uint8(x_1, 1, x_3);
return x_1;
}
else
{
uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_4 = lean_ctor_get_uint8(x_1, 0);
lean_dec(x_1);
x_5 = 0;
x_6 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_6, 0, x_4);
lean_ctor_set_uint8(x_6, 1, x_5);
return x_6;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored___lam__2(lean_object* x_1) {
_start:
{
uint8_t x_2; 
x_2 = !lean_is_exclusive(x_1);
if (x_2 == 0)
{
uint8_t x_3; 
x_3 = 0;
lean_ctor_set_uint8(x_1, 0, x_3);
return x_1;
}
else
{
uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_4 = lean_ctor_get_uint8(x_1, 1);
lean_dec(x_1);
x_5 = 0;
x_6 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_6, 0, x_5);
lean_ctor_set_uint8(x_6, 1, x_4);
return x_6;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instFactored___lam__0(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; uint8_t x_4; lean_object* x_5; uint8_t x_6; 
x_3 = lean_ctor_get_uint8(x_1, 0);
x_4 = lean_ctor_get_uint8(x_1, 1);
if (lean_is_exclusive(x_1)) {
 x_5 = x_1;
} else {
 lean_dec_ref(x_1);
 x_5 = lean_box(0);
}
if (x_3 == 0)
{
uint8_t x_12; 
x_12 = lean_ctor_get_uint8(x_2, 0);
x_6 = x_12;
goto block_11;
}
else
{
x_6 = x_3;
goto block_11;
}
block_11:
{
if (x_4 == 0)
{
uint8_t x_7; 
lean_dec(x_5);
x_7 = !lean_is_exclusive(x_2);
if (x_7 == 0)
{
lean_ctor_set_uint8(x_2, 0, x_6);
return x_2;
}
else
{
uint8_t x_8; lean_object* x_9; 
x_8 = lean_ctor_get_uint8(x_2, 1);
lean_dec(x_2);
x_9 = lean_alloc_ctor(0, 0, 2);
lean_ctor_set_uint8(x_9, 0, x_6);
lean_ctor_set_uint8(x_9, 1, x_8);
return x_9;
}
}
else
{
lean_object* x_10; 
lean_dec_ref(x_2);
if (lean_is_scalar(x_5)) {
 x_10 = lean_alloc_ctor(0, 0, 2);
} else {
 x_10 = x_5;
}
lean_ctor_set_uint8(x_10, 0, x_6);
lean_ctor_set_uint8(x_10, 1, x_4);
return x_10;
}
}
}
}
static lean_object* _init_l_Llmbda_Lab4_instFactored() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; 
x_1 = lean_alloc_closure((void*)(l_Llmbda_Lab4_instFactored___lam__0), 2, 0);
x_2 = lean_alloc_closure((void*)(l_Llmbda_Lab4_instFactored___lam__1), 1, 0);
x_3 = lean_alloc_closure((void*)(l_Llmbda_Lab4_instFactored___lam__2), 1, 0);
x_4 = l_Llmbda_Lab4_empty;
x_5 = l_Llmbda_Lab4_US;
x_6 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_6, 0, x_1);
lean_ctor_set(x_6, 1, x_4);
lean_ctor_set(x_6, 2, x_5);
x_7 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_2);
lean_ctor_set(x_7, 2, x_3);
return x_7;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("U", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("S", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Lab4_S;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Lab4_U;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0(lean_object* x_1) {
_start:
{
lean_object* x_2; uint8_t x_3; 
x_2 = l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0;
x_3 = lean_string_dec_eq(x_1, x_2);
if (x_3 == 0)
{
lean_object* x_4; uint8_t x_5; 
x_4 = l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1;
x_5 = lean_string_dec_eq(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; 
x_6 = lean_box(0);
return x_6;
}
else
{
lean_object* x_7; 
x_7 = l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__2;
return x_7;
}
}
else
{
lean_object* x_8; 
x_8 = l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__3;
return x_8;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__0___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Lab4_instLabelSyntax___lam__0(x_1);
lean_dec_ref(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__1(lean_object* x_1) {
_start:
{
uint8_t x_2; uint8_t x_3; lean_object* x_4; 
x_2 = lean_ctor_get_uint8(x_1, 0);
x_3 = lean_ctor_get_uint8(x_1, 1);
if (x_2 == 0)
{
lean_object* x_10; 
x_10 = lean_box(0);
x_4 = x_10;
goto block_9;
}
else
{
lean_object* x_11; 
x_11 = l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__1;
x_4 = x_11;
goto block_9;
}
block_9:
{
if (x_3 == 0)
{
lean_object* x_5; lean_object* x_6; 
x_5 = lean_box(0);
x_6 = l_Llmbda_Compiled_append___redArg(x_4, x_5);
return x_6;
}
else
{
lean_object* x_7; lean_object* x_8; 
x_7 = l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__0;
x_8 = l_Llmbda_Compiled_append___redArg(x_4, x_7);
return x_8;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Lab4_instLabelSyntax___lam__1___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Lab4_instLabelSyntax___lam__1(x_1);
lean_dec_ref(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Lab4_instLabelSyntax() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_alloc_closure((void*)(l_Llmbda_Lab4_instLabelSyntax___lam__0___boxed), 1, 0);
x_2 = lean_alloc_closure((void*)(l_Llmbda_Lab4_instLabelSyntax___lam__1___boxed), 1, 0);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_1);
lean_ctor_set(x_3, 1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorIdx(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
default: 
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorIdx___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Const_ctorIdx(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
return x_2;
}
case 1:
{
uint8_t x_3; lean_object* x_4; lean_object* x_5; 
x_3 = lean_ctor_get_uint8(x_1, 0);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
x_5 = lean_apply_1(x_2, x_4);
return x_5;
}
case 2:
{
lean_object* x_6; lean_object* x_7; 
x_6 = lean_ctor_get(x_1, 0);
lean_inc(x_6);
lean_dec_ref(x_1);
x_7 = lean_apply_1(x_2, x_6);
return x_7;
}
default: 
{
lean_object* x_8; lean_object* x_9; 
x_8 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_8);
lean_dec_ref(x_1);
x_9 = lean_apply_1(x_2, x_8);
return x_9;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Const_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Const_ctorElim(x_1, x_2, x_3, x_4, x_5);
lean_dec(x_2);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_unit_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Const_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_unit_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Const_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_bool_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Const_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_bool_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Const_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_int_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Const_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_int_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Const_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_str_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Const_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Const_str_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Const_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqConst_decEq(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_3; 
x_3 = 1;
return x_3;
}
else
{
uint8_t x_4; 
x_4 = 0;
return x_4;
}
}
case 1:
{
uint8_t x_5; uint8_t x_6; 
x_5 = lean_ctor_get_uint8(x_1, 0);
x_6 = 0;
switch (lean_obj_tag(x_2)) {
case 0:
{
return x_6;
}
case 1:
{
if (x_5 == 0)
{
uint8_t x_7; 
x_7 = lean_ctor_get_uint8(x_2, 0);
if (x_7 == 0)
{
uint8_t x_8; 
x_8 = 1;
return x_8;
}
else
{
return x_6;
}
}
else
{
uint8_t x_9; 
x_9 = lean_ctor_get_uint8(x_2, 0);
if (x_9 == 0)
{
return x_6;
}
else
{
return x_9;
}
}
}
default: 
{
return x_6;
}
}
}
case 2:
{
lean_object* x_10; uint8_t x_11; 
x_10 = lean_ctor_get(x_1, 0);
x_11 = 0;
switch (lean_obj_tag(x_2)) {
case 0:
{
return x_11;
}
case 2:
{
lean_object* x_12; uint8_t x_13; 
x_12 = lean_ctor_get(x_2, 0);
x_13 = lean_int_dec_eq(x_10, x_12);
if (x_13 == 0)
{
return x_11;
}
else
{
return x_13;
}
}
default: 
{
return x_11;
}
}
}
default: 
{
lean_object* x_14; uint8_t x_15; 
x_14 = lean_ctor_get(x_1, 0);
x_15 = 0;
switch (lean_obj_tag(x_2)) {
case 0:
{
return x_15;
}
case 3:
{
lean_object* x_16; uint8_t x_17; 
x_16 = lean_ctor_get(x_2, 0);
x_17 = lean_string_dec_eq(x_14, x_16);
if (x_17 == 0)
{
return x_15;
}
else
{
return x_17;
}
}
default: 
{
return x_15;
}
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqConst_decEq___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqConst_decEq(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqConst(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_instDecidableEqConst_decEq(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqConst___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqConst(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_instInhabitedConst_default() {
_start:
{
lean_object* x_1; 
x_1 = lean_box(0);
return x_1;
}
}
static lean_object* _init_l_Llmbda_instInhabitedConst() {
_start:
{
lean_object* x_1; 
x_1 = lean_box(0);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorIdx(uint8_t x_1) {
_start:
{
switch (x_1) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
default: 
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Op1_ctorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_toCtorIdx(uint8_t x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op1_ctorIdx(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_toCtorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Op1_toCtorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_inc(x_5);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_3);
x_7 = l_Llmbda_Op1_ctorElim(x_1, x_2, x_6, x_4, x_5);
lean_dec(x_5);
lean_dec(x_2);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ctorElim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op1_ctorElim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op1_not_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_not_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op1_not_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op1_neg_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_neg_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op1_neg_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op1_show_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_show_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op1_show_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op1_len_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_len_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op1_len_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Op1_ofNat(lean_object* x_1) {
_start:
{
lean_object* x_2; uint8_t x_3; 
x_2 = lean_unsigned_to_nat(1u);
x_3 = lean_nat_dec_le(x_1, x_2);
if (x_3 == 0)
{
lean_object* x_4; uint8_t x_5; 
x_4 = lean_unsigned_to_nat(2u);
x_5 = lean_nat_dec_le(x_1, x_4);
if (x_5 == 0)
{
uint8_t x_6; 
x_6 = 3;
return x_6;
}
else
{
uint8_t x_7; 
x_7 = 2;
return x_7;
}
}
else
{
lean_object* x_8; uint8_t x_9; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = lean_nat_dec_le(x_1, x_8);
if (x_9 == 0)
{
uint8_t x_10; 
x_10 = 1;
return x_10;
}
else
{
uint8_t x_11; 
x_11 = 0;
return x_11;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op1_ofNat___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Op1_ofNat(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqOp1(uint8_t x_1, uint8_t x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; uint8_t x_5; 
x_3 = l_Llmbda_Op1_ctorIdx(x_1);
x_4 = l_Llmbda_Op1_ctorIdx(x_2);
x_5 = lean_nat_dec_eq(x_3, x_4);
lean_dec(x_4);
lean_dec(x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqOp1___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_3 = lean_unbox(x_1);
x_4 = lean_unbox(x_2);
x_5 = l_Llmbda_instDecidableEqOp1(x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
static uint8_t _init_l_Llmbda_instInhabitedOp1_default() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
static uint8_t _init_l_Llmbda_instInhabitedOp1() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorIdx(uint8_t x_1) {
_start:
{
switch (x_1) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
case 3:
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
case 4:
{
lean_object* x_6; 
x_6 = lean_unsigned_to_nat(4u);
return x_6;
}
case 5:
{
lean_object* x_7; 
x_7 = lean_unsigned_to_nat(5u);
return x_7;
}
case 6:
{
lean_object* x_8; 
x_8 = lean_unsigned_to_nat(6u);
return x_8;
}
case 7:
{
lean_object* x_9; 
x_9 = lean_unsigned_to_nat(7u);
return x_9;
}
case 8:
{
lean_object* x_10; 
x_10 = lean_unsigned_to_nat(8u);
return x_10;
}
case 9:
{
lean_object* x_11; 
x_11 = lean_unsigned_to_nat(9u);
return x_11;
}
case 10:
{
lean_object* x_12; 
x_12 = lean_unsigned_to_nat(10u);
return x_12;
}
default: 
{
lean_object* x_13; 
x_13 = lean_unsigned_to_nat(11u);
return x_13;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Op2_ctorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_toCtorIdx(uint8_t x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_ctorIdx(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_toCtorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Op2_toCtorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_inc(x_5);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_3);
x_7 = l_Llmbda_Op2_ctorElim(x_1, x_2, x_6, x_4, x_5);
lean_dec(x_5);
lean_dec(x_2);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ctorElim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_ctorElim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_add_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_add_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_add_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_sub_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_sub_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_sub_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_mul_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mul_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_mul_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_div_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_div_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_div_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_mod_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_mod_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_mod_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_eq_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_eq_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_eq_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_ne_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ne_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_ne_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_lt_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_lt_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_lt_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_le_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_le_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_le_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_concat_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_concat_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_concat_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_and_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_and_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_and_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Op2_or_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_or_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Op2_or_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Op2_ofNat(lean_object* x_1) {
_start:
{
lean_object* x_2; uint8_t x_3; 
x_2 = lean_unsigned_to_nat(5u);
x_3 = lean_nat_dec_le(x_1, x_2);
if (x_3 == 0)
{
lean_object* x_4; uint8_t x_5; 
x_4 = lean_unsigned_to_nat(8u);
x_5 = lean_nat_dec_le(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_unsigned_to_nat(9u);
x_7 = lean_nat_dec_le(x_1, x_6);
if (x_7 == 0)
{
lean_object* x_8; uint8_t x_9; 
x_8 = lean_unsigned_to_nat(10u);
x_9 = lean_nat_dec_le(x_1, x_8);
if (x_9 == 0)
{
uint8_t x_10; 
x_10 = 11;
return x_10;
}
else
{
uint8_t x_11; 
x_11 = 10;
return x_11;
}
}
else
{
uint8_t x_12; 
x_12 = 9;
return x_12;
}
}
else
{
lean_object* x_13; uint8_t x_14; 
x_13 = lean_unsigned_to_nat(6u);
x_14 = lean_nat_dec_le(x_1, x_13);
if (x_14 == 0)
{
lean_object* x_15; uint8_t x_16; 
x_15 = lean_unsigned_to_nat(7u);
x_16 = lean_nat_dec_le(x_1, x_15);
if (x_16 == 0)
{
uint8_t x_17; 
x_17 = 8;
return x_17;
}
else
{
uint8_t x_18; 
x_18 = 7;
return x_18;
}
}
else
{
uint8_t x_19; 
x_19 = 6;
return x_19;
}
}
}
else
{
lean_object* x_20; uint8_t x_21; 
x_20 = lean_unsigned_to_nat(2u);
x_21 = lean_nat_dec_le(x_1, x_20);
if (x_21 == 0)
{
lean_object* x_22; uint8_t x_23; 
x_22 = lean_unsigned_to_nat(3u);
x_23 = lean_nat_dec_le(x_1, x_22);
if (x_23 == 0)
{
lean_object* x_24; uint8_t x_25; 
x_24 = lean_unsigned_to_nat(4u);
x_25 = lean_nat_dec_le(x_1, x_24);
if (x_25 == 0)
{
uint8_t x_26; 
x_26 = 5;
return x_26;
}
else
{
uint8_t x_27; 
x_27 = 4;
return x_27;
}
}
else
{
uint8_t x_28; 
x_28 = 3;
return x_28;
}
}
else
{
lean_object* x_29; uint8_t x_30; 
x_29 = lean_unsigned_to_nat(0u);
x_30 = lean_nat_dec_le(x_1, x_29);
if (x_30 == 0)
{
lean_object* x_31; uint8_t x_32; 
x_31 = lean_unsigned_to_nat(1u);
x_32 = lean_nat_dec_le(x_1, x_31);
if (x_32 == 0)
{
uint8_t x_33; 
x_33 = 2;
return x_33;
}
else
{
uint8_t x_34; 
x_34 = 1;
return x_34;
}
}
else
{
uint8_t x_35; 
x_35 = 0;
return x_35;
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Op2_ofNat___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Op2_ofNat(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqOp2(uint8_t x_1, uint8_t x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; uint8_t x_5; 
x_3 = l_Llmbda_Op2_ctorIdx(x_1);
x_4 = l_Llmbda_Op2_ctorIdx(x_2);
x_5 = lean_nat_dec_eq(x_3, x_4);
lean_dec(x_4);
lean_dec(x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqOp2___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_3 = lean_unbox(x_1);
x_4 = lean_unbox(x_2);
x_5 = l_Llmbda_instDecidableEqOp2(x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
static uint8_t _init_l_Llmbda_instInhabitedOp2_default() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
static uint8_t _init_l_Llmbda_instInhabitedOp2() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorIdx(uint8_t x_1) {
_start:
{
if (x_1 == 0)
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
else
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_ReplyMode_ctorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_toCtorIdx(uint8_t x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_ReplyMode_ctorIdx(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_toCtorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_ReplyMode_toCtorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_inc(x_5);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_3);
x_7 = l_Llmbda_ReplyMode_ctorElim(x_1, x_2, x_6, x_4, x_5);
lean_dec(x_5);
lean_dec(x_2);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ctorElim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_ReplyMode_ctorElim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_ReplyMode_code_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_code_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_ReplyMode_code_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_ReplyMode_data_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_data_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_ReplyMode_data_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_ReplyMode_ofNat(lean_object* x_1) {
_start:
{
lean_object* x_2; uint8_t x_3; 
x_2 = lean_unsigned_to_nat(0u);
x_3 = lean_nat_dec_le(x_1, x_2);
if (x_3 == 0)
{
uint8_t x_4; 
x_4 = 1;
return x_4;
}
else
{
uint8_t x_5; 
x_5 = 0;
return x_5;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_ReplyMode_ofNat___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_ReplyMode_ofNat(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqReplyMode(uint8_t x_1, uint8_t x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; uint8_t x_5; 
x_3 = l_Llmbda_ReplyMode_ctorIdx(x_1);
x_4 = l_Llmbda_ReplyMode_ctorIdx(x_2);
x_5 = lean_nat_dec_eq(x_3, x_4);
lean_dec(x_4);
lean_dec(x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqReplyMode___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_3 = lean_unbox(x_1);
x_4 = lean_unbox(x_2);
x_5 = l_Llmbda_instDecidableEqReplyMode(x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
static uint8_t _init_l_Llmbda_instInhabitedReplyMode_default() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
static uint8_t _init_l_Llmbda_instInhabitedReplyMode() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx___redArg(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
case 3:
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
case 4:
{
lean_object* x_6; 
x_6 = lean_unsigned_to_nat(4u);
return x_6;
}
case 5:
{
lean_object* x_7; 
x_7 = lean_unsigned_to_nat(5u);
return x_7;
}
case 6:
{
lean_object* x_8; 
x_8 = lean_unsigned_to_nat(6u);
return x_8;
}
case 7:
{
lean_object* x_9; 
x_9 = lean_unsigned_to_nat(7u);
return x_9;
}
case 8:
{
lean_object* x_10; 
x_10 = lean_unsigned_to_nat(8u);
return x_10;
}
case 9:
{
lean_object* x_11; 
x_11 = lean_unsigned_to_nat(9u);
return x_11;
}
case 10:
{
lean_object* x_12; 
x_12 = lean_unsigned_to_nat(10u);
return x_12;
}
case 11:
{
lean_object* x_13; 
x_13 = lean_unsigned_to_nat(11u);
return x_13;
}
case 12:
{
lean_object* x_14; 
x_14 = lean_unsigned_to_nat(12u);
return x_14;
}
case 13:
{
lean_object* x_15; 
x_15 = lean_unsigned_to_nat(13u);
return x_15;
}
case 14:
{
lean_object* x_16; 
x_16 = lean_unsigned_to_nat(14u);
return x_16;
}
case 15:
{
lean_object* x_17; 
x_17 = lean_unsigned_to_nat(15u);
return x_17;
}
case 16:
{
lean_object* x_18; 
x_18 = lean_unsigned_to_nat(16u);
return x_18;
}
case 17:
{
lean_object* x_19; 
x_19 = lean_unsigned_to_nat(17u);
return x_19;
}
case 18:
{
lean_object* x_20; 
x_20 = lean_unsigned_to_nat(18u);
return x_20;
}
case 19:
{
lean_object* x_21; 
x_21 = lean_unsigned_to_nat(19u);
return x_21;
}
case 20:
{
lean_object* x_22; 
x_22 = lean_unsigned_to_nat(20u);
return x_22;
}
case 21:
{
lean_object* x_23; 
x_23 = lean_unsigned_to_nat(21u);
return x_23;
}
default: 
{
lean_object* x_24; 
x_24 = lean_unsigned_to_nat(22u);
return x_24;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorIdx___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorIdx(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorIdx___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Term_ctorIdx___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_3);
lean_dec_ref(x_1);
x_4 = lean_apply_1(x_2, x_3);
return x_4;
}
case 1:
{
lean_object* x_5; lean_object* x_6; 
x_5 = lean_ctor_get(x_1, 0);
lean_inc(x_5);
lean_dec_ref(x_1);
x_6 = lean_apply_1(x_2, x_5);
return x_6;
}
case 2:
{
lean_object* x_7; lean_object* x_8; 
x_7 = lean_ctor_get(x_1, 0);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_apply_1(x_2, x_7);
return x_8;
}
case 3:
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; 
x_9 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_9);
x_10 = lean_ctor_get(x_1, 1);
lean_inc(x_10);
lean_dec_ref(x_1);
x_11 = lean_apply_2(x_2, x_9, x_10);
return x_11;
}
case 4:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_12 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_12);
x_13 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_13);
x_14 = lean_ctor_get(x_1, 2);
lean_inc(x_14);
lean_dec_ref(x_1);
x_15 = lean_apply_3(x_2, x_12, x_13, x_14);
return x_15;
}
case 6:
{
lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_16 = lean_ctor_get(x_1, 0);
lean_inc(x_16);
x_17 = lean_ctor_get(x_1, 1);
lean_inc(x_17);
x_18 = lean_ctor_get(x_1, 2);
lean_inc(x_18);
lean_dec_ref(x_1);
x_19 = lean_apply_3(x_2, x_16, x_17, x_18);
return x_19;
}
case 7:
{
uint8_t x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; 
x_20 = lean_ctor_get_uint8(x_1, sizeof(void*)*1);
x_21 = lean_ctor_get(x_1, 0);
lean_inc(x_21);
lean_dec_ref(x_1);
x_22 = lean_box(x_20);
x_23 = lean_apply_2(x_2, x_22, x_21);
return x_23;
}
case 8:
{
uint8_t x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; 
x_24 = lean_ctor_get_uint8(x_1, sizeof(void*)*2);
x_25 = lean_ctor_get(x_1, 0);
lean_inc(x_25);
x_26 = lean_ctor_get(x_1, 1);
lean_inc(x_26);
lean_dec_ref(x_1);
x_27 = lean_box(x_24);
x_28 = lean_apply_3(x_2, x_27, x_25, x_26);
return x_28;
}
case 10:
{
lean_object* x_29; lean_object* x_30; 
x_29 = lean_ctor_get(x_1, 0);
lean_inc(x_29);
lean_dec_ref(x_1);
x_30 = lean_apply_1(x_2, x_29);
return x_30;
}
case 11:
{
lean_object* x_31; lean_object* x_32; 
x_31 = lean_ctor_get(x_1, 0);
lean_inc(x_31);
lean_dec_ref(x_1);
x_32 = lean_apply_1(x_2, x_31);
return x_32;
}
case 17:
{
lean_object* x_33; lean_object* x_34; 
x_33 = lean_ctor_get(x_1, 0);
lean_inc(x_33);
lean_dec_ref(x_1);
x_34 = lean_apply_1(x_2, x_33);
return x_34;
}
case 18:
{
uint8_t x_35; lean_object* x_36; lean_object* x_37; 
x_35 = lean_ctor_get_uint8(x_1, 0);
lean_dec_ref(x_1);
x_36 = lean_box(x_35);
x_37 = lean_apply_1(x_2, x_36);
return x_37;
}
case 19:
{
lean_object* x_38; lean_object* x_39; 
x_38 = lean_ctor_get(x_1, 0);
lean_inc(x_38);
lean_dec_ref(x_1);
x_39 = lean_apply_1(x_2, x_38);
return x_39;
}
case 20:
{
return x_2;
}
case 21:
{
lean_object* x_40; lean_object* x_41; lean_object* x_42; 
x_40 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_40);
x_41 = lean_ctor_get(x_1, 1);
lean_inc(x_41);
lean_dec_ref(x_1);
x_42 = lean_apply_2(x_2, x_40, x_41);
return x_42;
}
default: 
{
lean_object* x_43; lean_object* x_44; lean_object* x_45; 
x_43 = lean_ctor_get(x_1, 0);
lean_inc(x_43);
x_44 = lean_ctor_get(x_1, 1);
lean_inc(x_44);
lean_dec(x_1);
x_45 = lean_apply_2(x_2, x_43, x_44);
return x_45;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Term_ctorElim___redArg(x_4, x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Term_ctorElim(x_1, x_2, x_3, x_4, x_5, x_6);
lean_dec(x_3);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_var_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_var_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_const_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_const_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_lit_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_lit_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_lam_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_lam_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_fix_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_fix_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_app_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_app_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ite_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ite_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_prim1_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_prim1_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_prim2_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_prim2_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_pair_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_pair_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_fst_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_fst_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_snd_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_snd_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_labS_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_labS_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_labD_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_labD_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_test_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_test_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_assert_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_assert_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_endorse_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_endorse_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_send_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_send_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_recv_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_recv_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_fork_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_fork_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_clear_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_clear_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_call_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_call_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_val_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Term_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_val_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12, lean_object* x_13, lean_object* x_14, lean_object* x_15, lean_object* x_16, lean_object* x_17, lean_object* x_18, lean_object* x_19, lean_object* x_20, lean_object* x_21, lean_object* x_22, lean_object* x_23, lean_object* x_24, lean_object* x_25) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_26; lean_object* x_27; lean_object* x_28; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
x_26 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_26);
lean_dec_ref(x_1);
x_27 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_27);
lean_dec(x_2);
x_28 = lean_apply_2(x_3, x_26, x_27);
return x_28;
}
case 1:
{
lean_object* x_29; lean_object* x_30; lean_object* x_31; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_3);
x_29 = lean_ctor_get(x_1, 0);
lean_inc(x_29);
lean_dec_ref(x_1);
x_30 = lean_ctor_get(x_2, 0);
lean_inc(x_30);
lean_dec(x_2);
x_31 = lean_apply_2(x_4, x_29, x_30);
return x_31;
}
case 2:
{
lean_object* x_32; lean_object* x_33; lean_object* x_34; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_4);
lean_dec(x_3);
x_32 = lean_ctor_get(x_1, 0);
lean_inc(x_32);
lean_dec_ref(x_1);
x_33 = lean_ctor_get(x_2, 0);
lean_inc(x_33);
lean_dec(x_2);
x_34 = lean_apply_2(x_5, x_32, x_33);
return x_34;
}
case 3:
{
lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_35 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_35);
x_36 = lean_ctor_get(x_1, 1);
lean_inc(x_36);
lean_dec_ref(x_1);
x_37 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_37);
x_38 = lean_ctor_get(x_2, 1);
lean_inc(x_38);
lean_dec(x_2);
x_39 = lean_apply_4(x_6, x_35, x_36, x_37, x_38);
return x_39;
}
case 4:
{
lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; lean_object* x_44; lean_object* x_45; lean_object* x_46; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_40 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_40);
x_41 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_41);
x_42 = lean_ctor_get(x_1, 2);
lean_inc(x_42);
lean_dec_ref(x_1);
x_43 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_43);
x_44 = lean_ctor_get(x_2, 1);
lean_inc_ref(x_44);
x_45 = lean_ctor_get(x_2, 2);
lean_inc(x_45);
lean_dec(x_2);
x_46 = lean_apply_6(x_7, x_40, x_41, x_42, x_43, x_44, x_45);
return x_46;
}
case 5:
{
lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_47 = lean_ctor_get(x_1, 0);
lean_inc(x_47);
x_48 = lean_ctor_get(x_1, 1);
lean_inc(x_48);
lean_dec_ref(x_1);
x_49 = lean_ctor_get(x_2, 0);
lean_inc(x_49);
x_50 = lean_ctor_get(x_2, 1);
lean_inc(x_50);
lean_dec(x_2);
x_51 = lean_apply_4(x_8, x_47, x_48, x_49, x_50);
return x_51;
}
case 6:
{
lean_object* x_52; lean_object* x_53; lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; lean_object* x_58; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_52 = lean_ctor_get(x_1, 0);
lean_inc(x_52);
x_53 = lean_ctor_get(x_1, 1);
lean_inc(x_53);
x_54 = lean_ctor_get(x_1, 2);
lean_inc(x_54);
lean_dec_ref(x_1);
x_55 = lean_ctor_get(x_2, 0);
lean_inc(x_55);
x_56 = lean_ctor_get(x_2, 1);
lean_inc(x_56);
x_57 = lean_ctor_get(x_2, 2);
lean_inc(x_57);
lean_dec(x_2);
x_58 = lean_apply_6(x_9, x_52, x_53, x_54, x_55, x_56, x_57);
return x_58;
}
case 7:
{
uint8_t x_59; lean_object* x_60; uint8_t x_61; lean_object* x_62; lean_object* x_63; lean_object* x_64; lean_object* x_65; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_59 = lean_ctor_get_uint8(x_1, sizeof(void*)*1);
x_60 = lean_ctor_get(x_1, 0);
lean_inc(x_60);
lean_dec_ref(x_1);
x_61 = lean_ctor_get_uint8(x_2, sizeof(void*)*1);
x_62 = lean_ctor_get(x_2, 0);
lean_inc(x_62);
lean_dec(x_2);
x_63 = lean_box(x_59);
x_64 = lean_box(x_61);
x_65 = lean_apply_4(x_10, x_63, x_60, x_64, x_62);
return x_65;
}
case 8:
{
uint8_t x_66; lean_object* x_67; lean_object* x_68; uint8_t x_69; lean_object* x_70; lean_object* x_71; lean_object* x_72; lean_object* x_73; lean_object* x_74; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_66 = lean_ctor_get_uint8(x_1, sizeof(void*)*2);
x_67 = lean_ctor_get(x_1, 0);
lean_inc(x_67);
x_68 = lean_ctor_get(x_1, 1);
lean_inc(x_68);
lean_dec_ref(x_1);
x_69 = lean_ctor_get_uint8(x_2, sizeof(void*)*2);
x_70 = lean_ctor_get(x_2, 0);
lean_inc(x_70);
x_71 = lean_ctor_get(x_2, 1);
lean_inc(x_71);
lean_dec(x_2);
x_72 = lean_box(x_66);
x_73 = lean_box(x_69);
x_74 = lean_apply_6(x_11, x_72, x_67, x_68, x_73, x_70, x_71);
return x_74;
}
case 9:
{
lean_object* x_75; lean_object* x_76; lean_object* x_77; lean_object* x_78; lean_object* x_79; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_75 = lean_ctor_get(x_1, 0);
lean_inc(x_75);
x_76 = lean_ctor_get(x_1, 1);
lean_inc(x_76);
lean_dec_ref(x_1);
x_77 = lean_ctor_get(x_2, 0);
lean_inc(x_77);
x_78 = lean_ctor_get(x_2, 1);
lean_inc(x_78);
lean_dec(x_2);
x_79 = lean_apply_4(x_12, x_75, x_76, x_77, x_78);
return x_79;
}
case 10:
{
lean_object* x_80; lean_object* x_81; lean_object* x_82; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_80 = lean_ctor_get(x_1, 0);
lean_inc(x_80);
lean_dec_ref(x_1);
x_81 = lean_ctor_get(x_2, 0);
lean_inc(x_81);
lean_dec(x_2);
x_82 = lean_apply_2(x_13, x_80, x_81);
return x_82;
}
case 11:
{
lean_object* x_83; lean_object* x_84; lean_object* x_85; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_83 = lean_ctor_get(x_1, 0);
lean_inc(x_83);
lean_dec_ref(x_1);
x_84 = lean_ctor_get(x_2, 0);
lean_inc(x_84);
lean_dec(x_2);
x_85 = lean_apply_2(x_14, x_83, x_84);
return x_85;
}
case 12:
{
lean_object* x_86; lean_object* x_87; lean_object* x_88; lean_object* x_89; lean_object* x_90; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_86 = lean_ctor_get(x_1, 0);
lean_inc(x_86);
x_87 = lean_ctor_get(x_1, 1);
lean_inc(x_87);
lean_dec_ref(x_1);
x_88 = lean_ctor_get(x_2, 0);
lean_inc(x_88);
x_89 = lean_ctor_get(x_2, 1);
lean_inc(x_89);
lean_dec(x_2);
x_90 = lean_apply_4(x_15, x_86, x_87, x_88, x_89);
return x_90;
}
case 13:
{
lean_object* x_91; lean_object* x_92; lean_object* x_93; lean_object* x_94; lean_object* x_95; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_91 = lean_ctor_get(x_1, 0);
lean_inc(x_91);
x_92 = lean_ctor_get(x_1, 1);
lean_inc(x_92);
lean_dec_ref(x_1);
x_93 = lean_ctor_get(x_2, 0);
lean_inc(x_93);
x_94 = lean_ctor_get(x_2, 1);
lean_inc(x_94);
lean_dec(x_2);
x_95 = lean_apply_4(x_16, x_91, x_92, x_93, x_94);
return x_95;
}
case 14:
{
lean_object* x_96; lean_object* x_97; lean_object* x_98; lean_object* x_99; lean_object* x_100; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_96 = lean_ctor_get(x_1, 0);
lean_inc(x_96);
x_97 = lean_ctor_get(x_1, 1);
lean_inc(x_97);
lean_dec_ref(x_1);
x_98 = lean_ctor_get(x_2, 0);
lean_inc(x_98);
x_99 = lean_ctor_get(x_2, 1);
lean_inc(x_99);
lean_dec(x_2);
x_100 = lean_apply_4(x_17, x_96, x_97, x_98, x_99);
return x_100;
}
case 15:
{
lean_object* x_101; lean_object* x_102; lean_object* x_103; lean_object* x_104; lean_object* x_105; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_101 = lean_ctor_get(x_1, 0);
lean_inc(x_101);
x_102 = lean_ctor_get(x_1, 1);
lean_inc(x_102);
lean_dec_ref(x_1);
x_103 = lean_ctor_get(x_2, 0);
lean_inc(x_103);
x_104 = lean_ctor_get(x_2, 1);
lean_inc(x_104);
lean_dec(x_2);
x_105 = lean_apply_4(x_18, x_101, x_102, x_103, x_104);
return x_105;
}
case 16:
{
lean_object* x_106; lean_object* x_107; lean_object* x_108; lean_object* x_109; lean_object* x_110; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_106 = lean_ctor_get(x_1, 0);
lean_inc(x_106);
x_107 = lean_ctor_get(x_1, 1);
lean_inc(x_107);
lean_dec_ref(x_1);
x_108 = lean_ctor_get(x_2, 0);
lean_inc(x_108);
x_109 = lean_ctor_get(x_2, 1);
lean_inc(x_109);
lean_dec(x_2);
x_110 = lean_apply_4(x_19, x_106, x_107, x_108, x_109);
return x_110;
}
case 17:
{
lean_object* x_111; lean_object* x_112; lean_object* x_113; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_111 = lean_ctor_get(x_1, 0);
lean_inc(x_111);
lean_dec_ref(x_1);
x_112 = lean_ctor_get(x_2, 0);
lean_inc(x_112);
lean_dec(x_2);
x_113 = lean_apply_2(x_20, x_111, x_112);
return x_113;
}
case 18:
{
uint8_t x_114; uint8_t x_115; lean_object* x_116; lean_object* x_117; lean_object* x_118; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_114 = lean_ctor_get_uint8(x_1, 0);
lean_dec_ref(x_1);
x_115 = lean_ctor_get_uint8(x_2, 0);
lean_dec(x_2);
x_116 = lean_box(x_114);
x_117 = lean_box(x_115);
x_118 = lean_apply_2(x_21, x_116, x_117);
return x_118;
}
case 19:
{
lean_object* x_119; lean_object* x_120; lean_object* x_121; 
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_119 = lean_ctor_get(x_1, 0);
lean_inc(x_119);
lean_dec_ref(x_1);
x_120 = lean_ctor_get(x_2, 0);
lean_inc(x_120);
lean_dec(x_2);
x_121 = lean_apply_2(x_22, x_119, x_120);
return x_121;
}
case 20:
{
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
lean_dec(x_2);
lean_inc(x_23);
return x_23;
}
case 21:
{
lean_object* x_122; lean_object* x_123; lean_object* x_124; lean_object* x_125; lean_object* x_126; 
lean_dec(x_25);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_122 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_122);
x_123 = lean_ctor_get(x_1, 1);
lean_inc(x_123);
lean_dec_ref(x_1);
x_124 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_124);
x_125 = lean_ctor_get(x_2, 1);
lean_inc(x_125);
lean_dec(x_2);
x_126 = lean_apply_4(x_24, x_122, x_123, x_124, x_125);
return x_126;
}
default: 
{
lean_object* x_127; lean_object* x_128; lean_object* x_129; lean_object* x_130; lean_object* x_131; 
lean_dec(x_24);
lean_dec(x_22);
lean_dec(x_21);
lean_dec(x_20);
lean_dec(x_19);
lean_dec(x_18);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_15);
lean_dec(x_14);
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_3);
x_127 = lean_ctor_get(x_1, 0);
lean_inc(x_127);
x_128 = lean_ctor_get(x_1, 1);
lean_inc(x_128);
lean_dec_ref(x_1);
x_129 = lean_ctor_get(x_2, 0);
lean_inc(x_129);
x_130 = lean_ctor_get(x_2, 1);
lean_inc(x_130);
lean_dec(x_2);
x_131 = lean_apply_4(x_25, x_127, x_128, x_129, x_130);
return x_131;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12, lean_object* x_13, lean_object* x_14, lean_object* x_15, lean_object* x_16, lean_object* x_17, lean_object* x_18, lean_object* x_19, lean_object* x_20, lean_object* x_21, lean_object* x_22, lean_object* x_23, lean_object* x_24, lean_object* x_25, lean_object* x_26, lean_object* x_27, lean_object* x_28) {
_start:
{
lean_object* x_29; 
x_29 = l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(x_3, x_4, x_6, x_7, x_8, x_9, x_10, x_11, x_12, x_13, x_14, x_15, x_16, x_17, x_18, x_19, x_20, x_21, x_22, x_23, x_24, x_25, x_26, x_27, x_28);
return x_29;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462____boxed(lean_object** _args) {
lean_object* x_1 = _args[0];
lean_object* x_2 = _args[1];
lean_object* x_3 = _args[2];
lean_object* x_4 = _args[3];
lean_object* x_5 = _args[4];
lean_object* x_6 = _args[5];
lean_object* x_7 = _args[6];
lean_object* x_8 = _args[7];
lean_object* x_9 = _args[8];
lean_object* x_10 = _args[9];
lean_object* x_11 = _args[10];
lean_object* x_12 = _args[11];
lean_object* x_13 = _args[12];
lean_object* x_14 = _args[13];
lean_object* x_15 = _args[14];
lean_object* x_16 = _args[15];
lean_object* x_17 = _args[16];
lean_object* x_18 = _args[17];
lean_object* x_19 = _args[18];
lean_object* x_20 = _args[19];
lean_object* x_21 = _args[20];
lean_object* x_22 = _args[21];
lean_object* x_23 = _args[22];
lean_object* x_24 = _args[23];
lean_object* x_25 = _args[24];
lean_object* x_26 = _args[25];
lean_object* x_27 = _args[26];
lean_object* x_28 = _args[27];
_start:
{
lean_object* x_29; 
x_29 = l_Llmbda_Term_match__on__same__ctor_het_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(x_1, x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10, x_11, x_12, x_13, x_14, x_15, x_16, x_17, x_18, x_19, x_20, x_21, x_22, x_23, x_24, x_25, x_26, x_27, x_28);
lean_dec(x_26);
return x_29;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462____boxed(lean_object** _args) {
lean_object* x_1 = _args[0];
lean_object* x_2 = _args[1];
lean_object* x_3 = _args[2];
lean_object* x_4 = _args[3];
lean_object* x_5 = _args[4];
lean_object* x_6 = _args[5];
lean_object* x_7 = _args[6];
lean_object* x_8 = _args[7];
lean_object* x_9 = _args[8];
lean_object* x_10 = _args[9];
lean_object* x_11 = _args[10];
lean_object* x_12 = _args[11];
lean_object* x_13 = _args[12];
lean_object* x_14 = _args[13];
lean_object* x_15 = _args[14];
lean_object* x_16 = _args[15];
lean_object* x_17 = _args[16];
lean_object* x_18 = _args[17];
lean_object* x_19 = _args[18];
lean_object* x_20 = _args[19];
lean_object* x_21 = _args[20];
lean_object* x_22 = _args[21];
lean_object* x_23 = _args[22];
lean_object* x_24 = _args[23];
lean_object* x_25 = _args[24];
_start:
{
lean_object* x_26; 
x_26 = l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(x_1, x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10, x_11, x_12, x_13, x_14, x_15, x_16, x_17, x_18, x_19, x_20, x_21, x_22, x_23, x_24, x_25);
lean_dec(x_23);
return x_26;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13(uint8_t x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
return x_1;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = lean_string_dec_eq(x_1, x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0(x_1, x_2, x_3, x_4);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__1(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqConst_decEq(x_1, x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__1(x_1, x_2, x_3, x_4);
lean_dec(x_2);
lean_dec(x_1);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__2(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_apply_2(x_1, x_2, x_3);
x_7 = lean_unbox(x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__2___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__2(x_1, x_2, x_3, x_4, x_5);
x_7 = lean_box(x_6);
return x_7;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__3(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; 
x_8 = lean_string_dec_eq(x_2, x_4);
if (x_8 == 0)
{
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_9; 
x_9 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_5);
return x_9;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__3___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__3(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
lean_dec_ref(x_4);
lean_dec_ref(x_2);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__4(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
uint8_t x_10; 
x_10 = lean_string_dec_eq(x_2, x_5);
if (x_10 == 0)
{
lean_dec(x_7);
lean_dec(x_4);
lean_dec_ref(x_1);
return x_10;
}
else
{
uint8_t x_11; 
x_11 = lean_string_dec_eq(x_3, x_6);
if (x_11 == 0)
{
lean_dec(x_7);
lean_dec(x_4);
lean_dec_ref(x_1);
return x_11;
}
else
{
uint8_t x_12; 
x_12 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_4, x_7);
return x_12;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__4___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
uint8_t x_10; lean_object* x_11; 
x_10 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__4(x_1, x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9);
lean_dec_ref(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
x_11 = lean_box(x_10);
return x_11;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__5(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; 
lean_inc_ref(x_1);
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_4);
if (x_8 == 0)
{
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_9; 
x_9 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_5);
return x_9;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__5___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__5(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__6(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
uint8_t x_10; 
lean_inc_ref(x_1);
x_10 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_5);
if (x_10 == 0)
{
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_4);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_10;
}
else
{
uint8_t x_11; 
lean_inc_ref(x_1);
x_11 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_6);
if (x_11 == 0)
{
lean_dec(x_7);
lean_dec(x_4);
lean_dec_ref(x_1);
return x_11;
}
else
{
uint8_t x_12; 
x_12 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_4, x_7);
return x_12;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__6___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
uint8_t x_10; lean_object* x_11; 
x_10 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__6(x_1, x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9);
x_11 = lean_box(x_10);
return x_11;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__7(lean_object* x_1, uint8_t x_2, lean_object* x_3, uint8_t x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; 
x_8 = l_Llmbda_instDecidableEqOp1(x_2, x_4);
if (x_8 == 0)
{
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_9; 
x_9 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_5);
return x_9;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__7___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; uint8_t x_9; uint8_t x_10; lean_object* x_11; 
x_8 = lean_unbox(x_2);
x_9 = lean_unbox(x_4);
x_10 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__7(x_1, x_8, x_3, x_9, x_5, x_6, x_7);
x_11 = lean_box(x_10);
return x_11;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__8(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4, uint8_t x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
uint8_t x_10; 
x_10 = l_Llmbda_instDecidableEqOp2(x_2, x_5);
if (x_10 == 0)
{
lean_dec(x_7);
lean_dec(x_6);
lean_dec(x_4);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_10;
}
else
{
uint8_t x_11; 
lean_inc_ref(x_1);
x_11 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_6);
if (x_11 == 0)
{
lean_dec(x_7);
lean_dec(x_4);
lean_dec_ref(x_1);
return x_11;
}
else
{
uint8_t x_12; 
x_12 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_4, x_7);
return x_12;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__8___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
uint8_t x_10; uint8_t x_11; uint8_t x_12; lean_object* x_13; 
x_10 = lean_unbox(x_2);
x_11 = lean_unbox(x_5);
x_12 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__8(x_1, x_10, x_3, x_4, x_11, x_6, x_7, x_8, x_9);
x_13 = lean_box(x_12);
return x_13;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__9(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; 
lean_inc_ref(x_1);
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_4);
if (x_8 == 0)
{
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_9; 
x_9 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_5);
return x_9;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__9___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__9(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__10(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; 
x_6 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_3);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__10___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__10(x_1, x_2, x_3, x_4, x_5);
x_7 = lean_box(x_6);
return x_7;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__12(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
lean_object* x_8; uint8_t x_9; 
lean_inc_ref(x_1);
x_8 = lean_apply_2(x_1, x_2, x_4);
x_9 = lean_unbox(x_8);
if (x_9 == 0)
{
uint8_t x_10; 
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
x_10 = lean_unbox(x_8);
return x_10;
}
else
{
uint8_t x_11; 
x_11 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_5);
return x_11;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__12___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__12(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__17(uint8_t x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqReplyMode(x_1, x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__17___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; uint8_t x_6; uint8_t x_7; lean_object* x_8; 
x_5 = lean_unbox(x_1);
x_6 = lean_unbox(x_2);
x_7 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__17(x_5, x_6, x_3, x_4);
x_8 = lean_box(x_7);
return x_8;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_4 = lean_unbox(x_1);
x_5 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13(x_4, x_2, x_3);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__11(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; 
x_8 = lean_string_dec_eq(x_2, x_4);
if (x_8 == 0)
{
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_9; 
x_9 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_3, x_5);
return x_9;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__11___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__11(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
lean_dec_ref(x_4);
lean_dec_ref(x_2);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__14(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; 
lean_inc_ref(x_1);
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_4);
if (x_8 == 0)
{
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
return x_8;
}
else
{
lean_object* x_9; uint8_t x_10; 
x_9 = lean_apply_2(x_1, x_3, x_5);
x_10 = lean_unbox(x_9);
return x_10;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__14___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__14(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = l_Llmbda_Term_ctorIdx___redArg(x_2);
x_5 = l_Llmbda_Term_ctorIdx___redArg(x_3);
x_6 = lean_nat_dec_eq(x_4, x_5);
lean_dec(x_5);
lean_dec(x_4);
if (x_6 == 0)
{
lean_dec(x_3);
lean_dec(x_2);
lean_dec_ref(x_1);
return x_6;
}
else
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; uint8_t x_26; 
x_7 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0___boxed), 4, 0);
x_8 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__1___boxed), 4, 0);
lean_inc_ref(x_1);
x_9 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__2___boxed), 5, 1);
lean_closure_set(x_9, 0, x_1);
lean_inc_ref(x_1);
x_10 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__3___boxed), 7, 1);
lean_closure_set(x_10, 0, x_1);
lean_inc_ref(x_1);
x_11 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__4___boxed), 9, 1);
lean_closure_set(x_11, 0, x_1);
lean_inc_ref(x_1);
x_12 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__5___boxed), 7, 1);
lean_closure_set(x_12, 0, x_1);
lean_inc_ref(x_1);
x_13 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__6___boxed), 9, 1);
lean_closure_set(x_13, 0, x_1);
lean_inc_ref(x_1);
x_14 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__7___boxed), 7, 1);
lean_closure_set(x_14, 0, x_1);
lean_inc_ref(x_1);
x_15 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__8___boxed), 9, 1);
lean_closure_set(x_15, 0, x_1);
lean_inc_ref(x_1);
x_16 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__9___boxed), 7, 1);
lean_closure_set(x_16, 0, x_1);
lean_inc_ref(x_1);
x_17 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__10___boxed), 5, 1);
lean_closure_set(x_17, 0, x_1);
lean_inc_ref(x_1);
x_18 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__12___boxed), 7, 1);
lean_closure_set(x_18, 0, x_1);
x_19 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__17___boxed), 4, 0);
x_20 = lean_box(x_6);
x_21 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13___boxed), 3, 1);
lean_closure_set(x_21, 0, x_20);
lean_inc_ref(x_1);
x_22 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__11___boxed), 7, 1);
lean_closure_set(x_22, 0, x_1);
x_23 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__14___boxed), 7, 1);
lean_closure_set(x_23, 0, x_1);
lean_inc_ref_n(x_17, 3);
lean_inc_ref_n(x_16, 4);
x_24 = l_Llmbda_Term_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_1079193919____hygCtx___hyg_462_(x_2, x_3, x_7, x_8, x_9, x_10, x_11, x_12, x_13, x_14, x_15, x_16, x_17, x_17, x_18, x_16, x_16, x_16, x_16, x_17, x_19, x_17, x_21, x_22, x_23);
lean_dec_ref(x_21);
x_25 = lean_apply_2(x_24, lean_box(0), lean_box(0));
x_26 = lean_unbox(x_25);
return x_26;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm_decEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqTerm_decEq(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm_decEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqTerm___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqTerm(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqTerm___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqTerm___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
static lean_object* _init_l_Llmbda_instInhabitedTerm_default___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("", 0, 0);
return x_1;
}
}
static lean_object* _init_l_Llmbda_instInhabitedTerm_default___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_instInhabitedTerm_default___closed__0;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedTerm_default(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedTerm_default___closed__1;
return x_2;
}
}
static lean_object* _init_l_Llmbda_instInhabitedTerm___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedTerm_default(lean_box(0));
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedTerm(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedTerm___closed__0;
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue_decEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_4 = lean_ctor_get(x_2, 0);
lean_inc(x_4);
x_5 = lean_ctor_get(x_2, 1);
lean_inc(x_5);
lean_dec_ref(x_2);
x_6 = lean_ctor_get(x_3, 0);
lean_inc(x_6);
x_7 = lean_ctor_get(x_3, 1);
lean_inc(x_7);
lean_dec_ref(x_3);
lean_inc_ref(x_1);
x_8 = l_Llmbda_instDecidableEqTerm_decEq___redArg(x_1, x_4, x_6);
if (x_8 == 0)
{
lean_dec(x_7);
lean_dec(x_5);
lean_dec_ref(x_1);
return x_8;
}
else
{
lean_object* x_9; uint8_t x_10; 
x_9 = lean_apply_2(x_1, x_5, x_7);
x_10 = lean_unbox(x_9);
return x_10;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue_decEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqValue_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue_decEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqValue_decEq(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue_decEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqValue_decEq___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqValue_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqValue___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqValue_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqValue(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqValue___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqValue___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue_default___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; lean_object* x_3; 
x_2 = l_Llmbda_instInhabitedTerm___closed__0;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue_default(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_instInhabitedValue_default___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_instInhabitedValue_default___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedValue___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedValue_default___redArg(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Value_toTerm___redArg(lean_object* x_1) {
_start:
{
uint8_t x_2; 
x_2 = !lean_is_exclusive(x_1);
if (x_2 == 0)
{
lean_ctor_set_tag(x_1, 22);
return x_1;
}
else
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; 
x_3 = lean_ctor_get(x_1, 0);
x_4 = lean_ctor_get(x_1, 1);
lean_inc(x_4);
lean_inc(x_3);
lean_dec(x_1);
x_5 = lean_alloc_ctor(22, 2, 0);
lean_ctor_set(x_5, 0, x_3);
lean_ctor_set(x_5, 1, x_4);
return x_5;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Value_toTerm(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Value_toTerm___redArg(x_2);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term_⊔__1", 11, 9);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16;
x_2 = lean_unsigned_to_nat(68u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1;
x_4 = lean_alloc_ctor(4, 4, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_2);
lean_ctor_set(x_4, 3, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__2;
return x_1;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1;
lean_inc(x_1);
x_6 = l_Lean_Syntax_isOfKind(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_2);
lean_dec(x_1);
x_7 = lean_box(1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_3);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; uint8_t x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 2);
lean_inc(x_10);
x_11 = lean_ctor_get(x_2, 5);
lean_inc(x_11);
lean_dec_ref(x_2);
x_12 = l_Lean_Syntax_getArg(x_1, x_4);
x_13 = lean_unsigned_to_nat(2u);
x_14 = l_Lean_Syntax_getArg(x_1, x_13);
lean_dec(x_1);
x_15 = 0;
x_16 = l_Lean_SourceInfo_fromRef(x_11, x_15);
lean_dec(x_11);
x_17 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
x_18 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6;
x_19 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9;
x_20 = l_Lean_addMacroScope(x_9, x_19, x_10);
x_21 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12;
lean_inc(x_16);
x_22 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_22, 0, x_16);
lean_ctor_set(x_22, 1, x_18);
lean_ctor_set(x_22, 2, x_20);
lean_ctor_set(x_22, 3, x_21);
x_23 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
lean_inc(x_16);
x_24 = l_Lean_Syntax_node2(x_16, x_23, x_12, x_14);
x_25 = l_Lean_Syntax_node2(x_16, x_17, x_22, x_24);
x_26 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_26, 0, x_25);
lean_ctor_set(x_26, 1, x_3);
return x_26;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__2(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = l_Lean_Syntax_getArg(x_1, x_8);
x_10 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_9);
x_11 = l_Lean_Syntax_isOfKind(x_9, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec(x_9);
lean_dec(x_1);
x_12 = lean_box(0);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_3);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = l_Lean_Syntax_getArg(x_1, x_14);
lean_dec(x_1);
x_16 = lean_unsigned_to_nat(2u);
lean_inc(x_15);
x_17 = l_Lean_Syntax_matchesNull(x_15, x_16);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
lean_dec(x_15);
lean_dec(x_9);
x_18 = lean_box(0);
x_19 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_19, 0, x_18);
lean_ctor_set(x_19, 1, x_3);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; uint8_t x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_20 = l_Lean_Syntax_getArg(x_15, x_8);
x_21 = l_Lean_Syntax_getArg(x_15, x_14);
lean_dec(x_15);
x_22 = l_Lean_replaceRef(x_9, x_2);
lean_dec(x_9);
x_23 = 0;
x_24 = l_Lean_SourceInfo_fromRef(x_22, x_23);
lean_dec(x_22);
x_25 = l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1;
x_26 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
lean_inc(x_24);
x_27 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_27, 0, x_24);
lean_ctor_set(x_27, 1, x_26);
x_28 = l_Lean_Syntax_node3(x_24, x_25, x_20, x_27, x_21);
x_29 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_29, 0, x_28);
lean_ctor_set(x_29, 1, x_3);
return x_29;
}
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__2___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__2(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_innerLabel___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; 
switch (lean_obj_tag(x_2)) {
case 3:
{
lean_object* x_10; 
x_10 = lean_ctor_get(x_2, 1);
lean_inc(x_10);
lean_dec_ref(x_2);
x_2 = x_10;
goto _start;
}
case 4:
{
lean_object* x_12; 
x_12 = lean_ctor_get(x_2, 2);
lean_inc(x_12);
lean_dec_ref(x_2);
x_2 = x_12;
goto _start;
}
case 5:
{
lean_object* x_14; lean_object* x_15; 
x_14 = lean_ctor_get(x_2, 0);
lean_inc(x_14);
x_15 = lean_ctor_get(x_2, 1);
lean_inc(x_15);
lean_dec_ref(x_2);
x_3 = x_14;
x_4 = x_15;
goto block_9;
}
case 6:
{
lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; 
x_16 = lean_ctor_get(x_2, 0);
lean_inc(x_16);
x_17 = lean_ctor_get(x_2, 1);
lean_inc(x_17);
x_18 = lean_ctor_get(x_2, 2);
lean_inc(x_18);
lean_dec_ref(x_2);
x_19 = lean_ctor_get(x_1, 0);
lean_inc(x_19);
lean_inc_ref(x_1);
x_20 = l_Llmbda_Term_innerLabel___redArg(x_1, x_16);
lean_inc_ref(x_1);
x_21 = l_Llmbda_Term_innerLabel___redArg(x_1, x_17);
lean_inc(x_19);
x_22 = lean_apply_2(x_19, x_20, x_21);
x_23 = l_Llmbda_Term_innerLabel___redArg(x_1, x_18);
x_24 = lean_apply_2(x_19, x_22, x_23);
return x_24;
}
case 7:
{
lean_object* x_25; 
x_25 = lean_ctor_get(x_2, 0);
lean_inc(x_25);
lean_dec_ref(x_2);
x_2 = x_25;
goto _start;
}
case 8:
{
lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; lean_object* x_32; 
x_27 = lean_ctor_get(x_2, 0);
lean_inc(x_27);
x_28 = lean_ctor_get(x_2, 1);
lean_inc(x_28);
lean_dec_ref(x_2);
x_29 = lean_ctor_get(x_1, 0);
lean_inc(x_29);
lean_inc_ref(x_1);
x_30 = l_Llmbda_Term_innerLabel___redArg(x_1, x_27);
x_31 = l_Llmbda_Term_innerLabel___redArg(x_1, x_28);
x_32 = lean_apply_2(x_29, x_30, x_31);
return x_32;
}
case 9:
{
lean_object* x_33; lean_object* x_34; 
x_33 = lean_ctor_get(x_2, 0);
lean_inc(x_33);
x_34 = lean_ctor_get(x_2, 1);
lean_inc(x_34);
lean_dec_ref(x_2);
x_3 = x_33;
x_4 = x_34;
goto block_9;
}
case 10:
{
lean_object* x_35; 
x_35 = lean_ctor_get(x_2, 0);
lean_inc(x_35);
lean_dec_ref(x_2);
x_2 = x_35;
goto _start;
}
case 11:
{
lean_object* x_37; 
x_37 = lean_ctor_get(x_2, 0);
lean_inc(x_37);
lean_dec_ref(x_2);
x_2 = x_37;
goto _start;
}
case 12:
{
lean_object* x_39; 
x_39 = lean_ctor_get(x_2, 1);
lean_inc(x_39);
lean_dec_ref(x_2);
x_2 = x_39;
goto _start;
}
case 13:
{
lean_object* x_41; lean_object* x_42; 
x_41 = lean_ctor_get(x_2, 0);
lean_inc(x_41);
x_42 = lean_ctor_get(x_2, 1);
lean_inc(x_42);
lean_dec_ref(x_2);
x_3 = x_41;
x_4 = x_42;
goto block_9;
}
case 14:
{
lean_object* x_43; lean_object* x_44; 
x_43 = lean_ctor_get(x_2, 0);
lean_inc(x_43);
x_44 = lean_ctor_get(x_2, 1);
lean_inc(x_44);
lean_dec_ref(x_2);
x_3 = x_43;
x_4 = x_44;
goto block_9;
}
case 15:
{
lean_object* x_45; lean_object* x_46; 
x_45 = lean_ctor_get(x_2, 0);
lean_inc(x_45);
x_46 = lean_ctor_get(x_2, 1);
lean_inc(x_46);
lean_dec_ref(x_2);
x_3 = x_45;
x_4 = x_46;
goto block_9;
}
case 16:
{
lean_object* x_47; lean_object* x_48; 
x_47 = lean_ctor_get(x_2, 0);
lean_inc(x_47);
x_48 = lean_ctor_get(x_2, 1);
lean_inc(x_48);
lean_dec_ref(x_2);
x_3 = x_47;
x_4 = x_48;
goto block_9;
}
case 17:
{
lean_object* x_49; 
x_49 = lean_ctor_get(x_2, 0);
lean_inc(x_49);
lean_dec_ref(x_2);
x_2 = x_49;
goto _start;
}
case 19:
{
lean_object* x_51; 
x_51 = lean_ctor_get(x_2, 0);
lean_inc(x_51);
lean_dec_ref(x_2);
x_2 = x_51;
goto _start;
}
case 20:
{
lean_object* x_53; 
x_53 = lean_ctor_get(x_1, 1);
lean_inc(x_53);
lean_dec_ref(x_1);
return x_53;
}
case 21:
{
lean_object* x_54; 
x_54 = lean_ctor_get(x_2, 1);
lean_inc(x_54);
lean_dec_ref(x_2);
x_2 = x_54;
goto _start;
}
case 22:
{
lean_object* x_56; lean_object* x_57; lean_object* x_58; lean_object* x_59; lean_object* x_60; 
x_56 = lean_ctor_get(x_2, 0);
lean_inc(x_56);
x_57 = lean_ctor_get(x_2, 1);
lean_inc(x_57);
lean_dec_ref(x_2);
x_58 = lean_ctor_get(x_1, 0);
lean_inc(x_58);
x_59 = l_Llmbda_Term_innerLabel___redArg(x_1, x_56);
x_60 = lean_apply_2(x_58, x_57, x_59);
return x_60;
}
default: 
{
lean_object* x_61; 
lean_dec(x_2);
x_61 = lean_ctor_get(x_1, 1);
lean_inc(x_61);
lean_dec_ref(x_1);
return x_61;
}
}
block_9:
{
lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_5 = lean_ctor_get(x_1, 0);
lean_inc(x_5);
lean_inc_ref(x_1);
x_6 = l_Llmbda_Term_innerLabel___redArg(x_1, x_3);
x_7 = l_Llmbda_Term_innerLabel___redArg(x_1, x_4);
x_8 = lean_apply_2(x_5, x_6, x_7);
return x_8;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_innerLabel(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Term_innerLabel___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Value_deepLabel___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc(x_3);
x_4 = lean_ctor_get(x_2, 0);
lean_inc(x_4);
x_5 = lean_ctor_get(x_2, 1);
lean_inc(x_5);
lean_dec_ref(x_2);
x_6 = l_Llmbda_Term_innerLabel___redArg(x_1, x_4);
x_7 = lean_apply_2(x_3, x_5, x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Value_deepLabel(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Value_deepLabel___redArg(x_2, x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Term_ask___redArg___closed__1() {
_start:
{
uint8_t x_1; lean_object* x_2; 
x_1 = 0;
x_2 = lean_alloc_ctor(18, 0, 1);
lean_ctor_set_uint8(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Term_ask___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("_", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Term_ask___redArg___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Term_ask___redArg___closed__1;
x_2 = l_Llmbda_Term_ask___redArg___closed__0;
x_3 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ask___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_2 = l_Llmbda_Term_ask___redArg___closed__2;
x_3 = lean_alloc_ctor(17, 1, 0);
lean_ctor_set(x_3, 0, x_1);
x_4 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_4, 0, x_2);
lean_ctor_set(x_4, 1, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_ask(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Term_ask___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_letIn___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; 
x_4 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_4, 0, x_1);
lean_ctor_set(x_4, 1, x_3);
x_5 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_5, 0, x_4);
lean_ctor_set(x_5, 1, x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_letIn(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Term_letIn___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_seq___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; 
x_3 = l_Llmbda_Term_ask___redArg___closed__0;
x_4 = l_Llmbda_Term_letIn___redArg(x_3, x_1, x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_seq(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Term_seq___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Term_endorseFree___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; lean_object* x_3; 
switch (lean_obj_tag(x_1)) {
case 3:
{
lean_object* x_7; 
x_7 = lean_ctor_get(x_1, 1);
x_1 = x_7;
goto _start;
}
case 4:
{
lean_object* x_9; 
x_9 = lean_ctor_get(x_1, 2);
x_1 = x_9;
goto _start;
}
case 5:
{
lean_object* x_11; lean_object* x_12; 
x_11 = lean_ctor_get(x_1, 0);
x_12 = lean_ctor_get(x_1, 1);
x_2 = x_11;
x_3 = x_12;
goto block_6;
}
case 6:
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; uint8_t x_16; uint8_t x_19; 
x_13 = lean_ctor_get(x_1, 0);
x_14 = lean_ctor_get(x_1, 1);
x_15 = lean_ctor_get(x_1, 2);
x_19 = l_Llmbda_Term_endorseFree___redArg(x_13);
if (x_19 == 0)
{
x_16 = x_19;
goto block_18;
}
else
{
uint8_t x_20; 
x_20 = l_Llmbda_Term_endorseFree___redArg(x_14);
x_16 = x_20;
goto block_18;
}
block_18:
{
if (x_16 == 0)
{
return x_16;
}
else
{
x_1 = x_15;
goto _start;
}
}
}
case 7:
{
lean_object* x_21; 
x_21 = lean_ctor_get(x_1, 0);
x_1 = x_21;
goto _start;
}
case 8:
{
lean_object* x_23; lean_object* x_24; uint8_t x_25; 
x_23 = lean_ctor_get(x_1, 0);
x_24 = lean_ctor_get(x_1, 1);
x_25 = l_Llmbda_Term_endorseFree___redArg(x_23);
if (x_25 == 0)
{
return x_25;
}
else
{
x_1 = x_24;
goto _start;
}
}
case 9:
{
lean_object* x_27; lean_object* x_28; 
x_27 = lean_ctor_get(x_1, 0);
x_28 = lean_ctor_get(x_1, 1);
x_2 = x_27;
x_3 = x_28;
goto block_6;
}
case 10:
{
lean_object* x_29; 
x_29 = lean_ctor_get(x_1, 0);
x_1 = x_29;
goto _start;
}
case 11:
{
lean_object* x_31; 
x_31 = lean_ctor_get(x_1, 0);
x_1 = x_31;
goto _start;
}
case 12:
{
lean_object* x_33; 
x_33 = lean_ctor_get(x_1, 1);
x_1 = x_33;
goto _start;
}
case 13:
{
lean_object* x_35; lean_object* x_36; 
x_35 = lean_ctor_get(x_1, 0);
x_36 = lean_ctor_get(x_1, 1);
x_2 = x_35;
x_3 = x_36;
goto block_6;
}
case 14:
{
lean_object* x_37; lean_object* x_38; 
x_37 = lean_ctor_get(x_1, 0);
x_38 = lean_ctor_get(x_1, 1);
x_2 = x_37;
x_3 = x_38;
goto block_6;
}
case 15:
{
lean_object* x_39; lean_object* x_40; 
x_39 = lean_ctor_get(x_1, 0);
x_40 = lean_ctor_get(x_1, 1);
x_2 = x_39;
x_3 = x_40;
goto block_6;
}
case 16:
{
uint8_t x_41; 
x_41 = 0;
return x_41;
}
case 17:
{
lean_object* x_42; 
x_42 = lean_ctor_get(x_1, 0);
x_1 = x_42;
goto _start;
}
case 19:
{
lean_object* x_44; 
x_44 = lean_ctor_get(x_1, 0);
x_1 = x_44;
goto _start;
}
case 20:
{
uint8_t x_46; 
x_46 = 1;
return x_46;
}
case 21:
{
lean_object* x_47; 
x_47 = lean_ctor_get(x_1, 1);
x_1 = x_47;
goto _start;
}
case 22:
{
lean_object* x_49; 
x_49 = lean_ctor_get(x_1, 0);
x_1 = x_49;
goto _start;
}
default: 
{
uint8_t x_51; 
x_51 = 1;
return x_51;
}
}
block_6:
{
uint8_t x_4; 
x_4 = l_Llmbda_Term_endorseFree___redArg(x_2);
if (x_4 == 0)
{
return x_4;
}
else
{
x_1 = x_3;
goto _start;
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Term_endorseFree(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_Term_endorseFree___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_endorseFree___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Term_endorseFree(x_1, x_2);
lean_dec(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_endorseFree___redArg___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Term_endorseFree___redArg(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Term_isData___redArg(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 1:
{
uint8_t x_2; 
x_2 = 1;
return x_2;
}
case 2:
{
uint8_t x_3; 
x_3 = 1;
return x_3;
}
case 9:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_ctor_get(x_1, 0);
x_5 = lean_ctor_get(x_1, 1);
x_6 = l_Llmbda_Term_isData___redArg(x_4);
if (x_6 == 0)
{
return x_6;
}
else
{
x_1 = x_5;
goto _start;
}
}
default: 
{
uint8_t x_8; 
x_8 = 0;
return x_8;
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Term_isData(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_Term_isData___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_isData___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Term_isData(x_1, x_2);
lean_dec(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_isData___redArg___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Term_isData___redArg(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_subst___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_4; uint8_t x_5; 
x_4 = lean_ctor_get(x_1, 0);
x_5 = lean_string_dec_eq(x_4, x_2);
if (x_5 == 0)
{
return x_1;
}
else
{
lean_dec_ref(x_1);
lean_inc(x_3);
return x_3;
}
}
case 3:
{
lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_6 = lean_ctor_get(x_1, 0);
x_7 = lean_ctor_get(x_1, 1);
x_8 = lean_string_dec_eq(x_6, x_2);
if (x_8 == 0)
{
uint8_t x_9; 
lean_inc(x_7);
lean_inc_ref(x_6);
x_9 = !lean_is_exclusive(x_1);
if (x_9 == 0)
{
lean_object* x_10; lean_object* x_11; lean_object* x_12; 
x_10 = lean_ctor_get(x_1, 1);
lean_dec(x_10);
x_11 = lean_ctor_get(x_1, 0);
lean_dec(x_11);
x_12 = l_Llmbda_Term_subst___redArg(x_7, x_2, x_3);
lean_ctor_set(x_1, 1, x_12);
return x_1;
}
else
{
lean_object* x_13; lean_object* x_14; 
lean_dec(x_1);
x_13 = l_Llmbda_Term_subst___redArg(x_7, x_2, x_3);
x_14 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_14, 0, x_6);
lean_ctor_set(x_14, 1, x_13);
return x_14;
}
}
else
{
return x_1;
}
}
case 4:
{
lean_object* x_15; lean_object* x_16; lean_object* x_17; uint8_t x_18; 
x_15 = lean_ctor_get(x_1, 0);
x_16 = lean_ctor_get(x_1, 1);
x_17 = lean_ctor_get(x_1, 2);
x_18 = lean_string_dec_eq(x_15, x_2);
if (x_18 == 0)
{
uint8_t x_19; 
x_19 = lean_string_dec_eq(x_16, x_2);
if (x_19 == 0)
{
uint8_t x_20; 
lean_inc(x_17);
lean_inc_ref(x_16);
lean_inc_ref(x_15);
x_20 = !lean_is_exclusive(x_1);
if (x_20 == 0)
{
lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; 
x_21 = lean_ctor_get(x_1, 2);
lean_dec(x_21);
x_22 = lean_ctor_get(x_1, 1);
lean_dec(x_22);
x_23 = lean_ctor_get(x_1, 0);
lean_dec(x_23);
x_24 = l_Llmbda_Term_subst___redArg(x_17, x_2, x_3);
lean_ctor_set(x_1, 2, x_24);
return x_1;
}
else
{
lean_object* x_25; lean_object* x_26; 
lean_dec(x_1);
x_25 = l_Llmbda_Term_subst___redArg(x_17, x_2, x_3);
x_26 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_26, 0, x_15);
lean_ctor_set(x_26, 1, x_16);
lean_ctor_set(x_26, 2, x_25);
return x_26;
}
}
else
{
return x_1;
}
}
else
{
return x_1;
}
}
case 5:
{
uint8_t x_27; 
x_27 = !lean_is_exclusive(x_1);
if (x_27 == 0)
{
lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; 
x_28 = lean_ctor_get(x_1, 0);
x_29 = lean_ctor_get(x_1, 1);
x_30 = l_Llmbda_Term_subst___redArg(x_28, x_2, x_3);
x_31 = l_Llmbda_Term_subst___redArg(x_29, x_2, x_3);
lean_ctor_set(x_1, 1, x_31);
lean_ctor_set(x_1, 0, x_30);
return x_1;
}
else
{
lean_object* x_32; lean_object* x_33; lean_object* x_34; lean_object* x_35; lean_object* x_36; 
x_32 = lean_ctor_get(x_1, 0);
x_33 = lean_ctor_get(x_1, 1);
lean_inc(x_33);
lean_inc(x_32);
lean_dec(x_1);
x_34 = l_Llmbda_Term_subst___redArg(x_32, x_2, x_3);
x_35 = l_Llmbda_Term_subst___redArg(x_33, x_2, x_3);
x_36 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_36, 0, x_34);
lean_ctor_set(x_36, 1, x_35);
return x_36;
}
}
case 6:
{
uint8_t x_37; 
x_37 = !lean_is_exclusive(x_1);
if (x_37 == 0)
{
lean_object* x_38; lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; 
x_38 = lean_ctor_get(x_1, 0);
x_39 = lean_ctor_get(x_1, 1);
x_40 = lean_ctor_get(x_1, 2);
x_41 = l_Llmbda_Term_subst___redArg(x_38, x_2, x_3);
x_42 = l_Llmbda_Term_subst___redArg(x_39, x_2, x_3);
x_43 = l_Llmbda_Term_subst___redArg(x_40, x_2, x_3);
lean_ctor_set(x_1, 2, x_43);
lean_ctor_set(x_1, 1, x_42);
lean_ctor_set(x_1, 0, x_41);
return x_1;
}
else
{
lean_object* x_44; lean_object* x_45; lean_object* x_46; lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; 
x_44 = lean_ctor_get(x_1, 0);
x_45 = lean_ctor_get(x_1, 1);
x_46 = lean_ctor_get(x_1, 2);
lean_inc(x_46);
lean_inc(x_45);
lean_inc(x_44);
lean_dec(x_1);
x_47 = l_Llmbda_Term_subst___redArg(x_44, x_2, x_3);
x_48 = l_Llmbda_Term_subst___redArg(x_45, x_2, x_3);
x_49 = l_Llmbda_Term_subst___redArg(x_46, x_2, x_3);
x_50 = lean_alloc_ctor(6, 3, 0);
lean_ctor_set(x_50, 0, x_47);
lean_ctor_set(x_50, 1, x_48);
lean_ctor_set(x_50, 2, x_49);
return x_50;
}
}
case 7:
{
uint8_t x_51; 
x_51 = !lean_is_exclusive(x_1);
if (x_51 == 0)
{
lean_object* x_52; lean_object* x_53; 
x_52 = lean_ctor_get(x_1, 0);
x_53 = l_Llmbda_Term_subst___redArg(x_52, x_2, x_3);
lean_ctor_set(x_1, 0, x_53);
return x_1;
}
else
{
uint8_t x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; 
x_54 = lean_ctor_get_uint8(x_1, sizeof(void*)*1);
x_55 = lean_ctor_get(x_1, 0);
lean_inc(x_55);
lean_dec(x_1);
x_56 = l_Llmbda_Term_subst___redArg(x_55, x_2, x_3);
x_57 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_57, 0, x_56);
lean_ctor_set_uint8(x_57, sizeof(void*)*1, x_54);
return x_57;
}
}
case 8:
{
uint8_t x_58; 
x_58 = !lean_is_exclusive(x_1);
if (x_58 == 0)
{
lean_object* x_59; lean_object* x_60; lean_object* x_61; lean_object* x_62; 
x_59 = lean_ctor_get(x_1, 0);
x_60 = lean_ctor_get(x_1, 1);
x_61 = l_Llmbda_Term_subst___redArg(x_59, x_2, x_3);
x_62 = l_Llmbda_Term_subst___redArg(x_60, x_2, x_3);
lean_ctor_set(x_1, 1, x_62);
lean_ctor_set(x_1, 0, x_61);
return x_1;
}
else
{
uint8_t x_63; lean_object* x_64; lean_object* x_65; lean_object* x_66; lean_object* x_67; lean_object* x_68; 
x_63 = lean_ctor_get_uint8(x_1, sizeof(void*)*2);
x_64 = lean_ctor_get(x_1, 0);
x_65 = lean_ctor_get(x_1, 1);
lean_inc(x_65);
lean_inc(x_64);
lean_dec(x_1);
x_66 = l_Llmbda_Term_subst___redArg(x_64, x_2, x_3);
x_67 = l_Llmbda_Term_subst___redArg(x_65, x_2, x_3);
x_68 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_68, 0, x_66);
lean_ctor_set(x_68, 1, x_67);
lean_ctor_set_uint8(x_68, sizeof(void*)*2, x_63);
return x_68;
}
}
case 9:
{
uint8_t x_69; 
x_69 = !lean_is_exclusive(x_1);
if (x_69 == 0)
{
lean_object* x_70; lean_object* x_71; lean_object* x_72; lean_object* x_73; 
x_70 = lean_ctor_get(x_1, 0);
x_71 = lean_ctor_get(x_1, 1);
x_72 = l_Llmbda_Term_subst___redArg(x_70, x_2, x_3);
x_73 = l_Llmbda_Term_subst___redArg(x_71, x_2, x_3);
lean_ctor_set(x_1, 1, x_73);
lean_ctor_set(x_1, 0, x_72);
return x_1;
}
else
{
lean_object* x_74; lean_object* x_75; lean_object* x_76; lean_object* x_77; lean_object* x_78; 
x_74 = lean_ctor_get(x_1, 0);
x_75 = lean_ctor_get(x_1, 1);
lean_inc(x_75);
lean_inc(x_74);
lean_dec(x_1);
x_76 = l_Llmbda_Term_subst___redArg(x_74, x_2, x_3);
x_77 = l_Llmbda_Term_subst___redArg(x_75, x_2, x_3);
x_78 = lean_alloc_ctor(9, 2, 0);
lean_ctor_set(x_78, 0, x_76);
lean_ctor_set(x_78, 1, x_77);
return x_78;
}
}
case 10:
{
uint8_t x_79; 
x_79 = !lean_is_exclusive(x_1);
if (x_79 == 0)
{
lean_object* x_80; lean_object* x_81; 
x_80 = lean_ctor_get(x_1, 0);
x_81 = l_Llmbda_Term_subst___redArg(x_80, x_2, x_3);
lean_ctor_set(x_1, 0, x_81);
return x_1;
}
else
{
lean_object* x_82; lean_object* x_83; lean_object* x_84; 
x_82 = lean_ctor_get(x_1, 0);
lean_inc(x_82);
lean_dec(x_1);
x_83 = l_Llmbda_Term_subst___redArg(x_82, x_2, x_3);
x_84 = lean_alloc_ctor(10, 1, 0);
lean_ctor_set(x_84, 0, x_83);
return x_84;
}
}
case 11:
{
uint8_t x_85; 
x_85 = !lean_is_exclusive(x_1);
if (x_85 == 0)
{
lean_object* x_86; lean_object* x_87; 
x_86 = lean_ctor_get(x_1, 0);
x_87 = l_Llmbda_Term_subst___redArg(x_86, x_2, x_3);
lean_ctor_set(x_1, 0, x_87);
return x_1;
}
else
{
lean_object* x_88; lean_object* x_89; lean_object* x_90; 
x_88 = lean_ctor_get(x_1, 0);
lean_inc(x_88);
lean_dec(x_1);
x_89 = l_Llmbda_Term_subst___redArg(x_88, x_2, x_3);
x_90 = lean_alloc_ctor(11, 1, 0);
lean_ctor_set(x_90, 0, x_89);
return x_90;
}
}
case 12:
{
uint8_t x_91; 
x_91 = !lean_is_exclusive(x_1);
if (x_91 == 0)
{
lean_object* x_92; lean_object* x_93; 
x_92 = lean_ctor_get(x_1, 1);
x_93 = l_Llmbda_Term_subst___redArg(x_92, x_2, x_3);
lean_ctor_set(x_1, 1, x_93);
return x_1;
}
else
{
lean_object* x_94; lean_object* x_95; lean_object* x_96; lean_object* x_97; 
x_94 = lean_ctor_get(x_1, 0);
x_95 = lean_ctor_get(x_1, 1);
lean_inc(x_95);
lean_inc(x_94);
lean_dec(x_1);
x_96 = l_Llmbda_Term_subst___redArg(x_95, x_2, x_3);
x_97 = lean_alloc_ctor(12, 2, 0);
lean_ctor_set(x_97, 0, x_94);
lean_ctor_set(x_97, 1, x_96);
return x_97;
}
}
case 13:
{
uint8_t x_98; 
x_98 = !lean_is_exclusive(x_1);
if (x_98 == 0)
{
lean_object* x_99; lean_object* x_100; lean_object* x_101; lean_object* x_102; 
x_99 = lean_ctor_get(x_1, 0);
x_100 = lean_ctor_get(x_1, 1);
x_101 = l_Llmbda_Term_subst___redArg(x_99, x_2, x_3);
x_102 = l_Llmbda_Term_subst___redArg(x_100, x_2, x_3);
lean_ctor_set(x_1, 1, x_102);
lean_ctor_set(x_1, 0, x_101);
return x_1;
}
else
{
lean_object* x_103; lean_object* x_104; lean_object* x_105; lean_object* x_106; lean_object* x_107; 
x_103 = lean_ctor_get(x_1, 0);
x_104 = lean_ctor_get(x_1, 1);
lean_inc(x_104);
lean_inc(x_103);
lean_dec(x_1);
x_105 = l_Llmbda_Term_subst___redArg(x_103, x_2, x_3);
x_106 = l_Llmbda_Term_subst___redArg(x_104, x_2, x_3);
x_107 = lean_alloc_ctor(13, 2, 0);
lean_ctor_set(x_107, 0, x_105);
lean_ctor_set(x_107, 1, x_106);
return x_107;
}
}
case 14:
{
uint8_t x_108; 
x_108 = !lean_is_exclusive(x_1);
if (x_108 == 0)
{
lean_object* x_109; lean_object* x_110; lean_object* x_111; lean_object* x_112; 
x_109 = lean_ctor_get(x_1, 0);
x_110 = lean_ctor_get(x_1, 1);
x_111 = l_Llmbda_Term_subst___redArg(x_109, x_2, x_3);
x_112 = l_Llmbda_Term_subst___redArg(x_110, x_2, x_3);
lean_ctor_set(x_1, 1, x_112);
lean_ctor_set(x_1, 0, x_111);
return x_1;
}
else
{
lean_object* x_113; lean_object* x_114; lean_object* x_115; lean_object* x_116; lean_object* x_117; 
x_113 = lean_ctor_get(x_1, 0);
x_114 = lean_ctor_get(x_1, 1);
lean_inc(x_114);
lean_inc(x_113);
lean_dec(x_1);
x_115 = l_Llmbda_Term_subst___redArg(x_113, x_2, x_3);
x_116 = l_Llmbda_Term_subst___redArg(x_114, x_2, x_3);
x_117 = lean_alloc_ctor(14, 2, 0);
lean_ctor_set(x_117, 0, x_115);
lean_ctor_set(x_117, 1, x_116);
return x_117;
}
}
case 15:
{
uint8_t x_118; 
x_118 = !lean_is_exclusive(x_1);
if (x_118 == 0)
{
lean_object* x_119; lean_object* x_120; lean_object* x_121; lean_object* x_122; 
x_119 = lean_ctor_get(x_1, 0);
x_120 = lean_ctor_get(x_1, 1);
x_121 = l_Llmbda_Term_subst___redArg(x_119, x_2, x_3);
x_122 = l_Llmbda_Term_subst___redArg(x_120, x_2, x_3);
lean_ctor_set(x_1, 1, x_122);
lean_ctor_set(x_1, 0, x_121);
return x_1;
}
else
{
lean_object* x_123; lean_object* x_124; lean_object* x_125; lean_object* x_126; lean_object* x_127; 
x_123 = lean_ctor_get(x_1, 0);
x_124 = lean_ctor_get(x_1, 1);
lean_inc(x_124);
lean_inc(x_123);
lean_dec(x_1);
x_125 = l_Llmbda_Term_subst___redArg(x_123, x_2, x_3);
x_126 = l_Llmbda_Term_subst___redArg(x_124, x_2, x_3);
x_127 = lean_alloc_ctor(15, 2, 0);
lean_ctor_set(x_127, 0, x_125);
lean_ctor_set(x_127, 1, x_126);
return x_127;
}
}
case 16:
{
uint8_t x_128; 
x_128 = !lean_is_exclusive(x_1);
if (x_128 == 0)
{
lean_object* x_129; lean_object* x_130; lean_object* x_131; lean_object* x_132; 
x_129 = lean_ctor_get(x_1, 0);
x_130 = lean_ctor_get(x_1, 1);
x_131 = l_Llmbda_Term_subst___redArg(x_129, x_2, x_3);
x_132 = l_Llmbda_Term_subst___redArg(x_130, x_2, x_3);
lean_ctor_set(x_1, 1, x_132);
lean_ctor_set(x_1, 0, x_131);
return x_1;
}
else
{
lean_object* x_133; lean_object* x_134; lean_object* x_135; lean_object* x_136; lean_object* x_137; 
x_133 = lean_ctor_get(x_1, 0);
x_134 = lean_ctor_get(x_1, 1);
lean_inc(x_134);
lean_inc(x_133);
lean_dec(x_1);
x_135 = l_Llmbda_Term_subst___redArg(x_133, x_2, x_3);
x_136 = l_Llmbda_Term_subst___redArg(x_134, x_2, x_3);
x_137 = lean_alloc_ctor(16, 2, 0);
lean_ctor_set(x_137, 0, x_135);
lean_ctor_set(x_137, 1, x_136);
return x_137;
}
}
case 17:
{
uint8_t x_138; 
x_138 = !lean_is_exclusive(x_1);
if (x_138 == 0)
{
lean_object* x_139; lean_object* x_140; 
x_139 = lean_ctor_get(x_1, 0);
x_140 = l_Llmbda_Term_subst___redArg(x_139, x_2, x_3);
lean_ctor_set(x_1, 0, x_140);
return x_1;
}
else
{
lean_object* x_141; lean_object* x_142; lean_object* x_143; 
x_141 = lean_ctor_get(x_1, 0);
lean_inc(x_141);
lean_dec(x_1);
x_142 = l_Llmbda_Term_subst___redArg(x_141, x_2, x_3);
x_143 = lean_alloc_ctor(17, 1, 0);
lean_ctor_set(x_143, 0, x_142);
return x_143;
}
}
case 19:
{
uint8_t x_144; 
x_144 = !lean_is_exclusive(x_1);
if (x_144 == 0)
{
lean_object* x_145; lean_object* x_146; 
x_145 = lean_ctor_get(x_1, 0);
x_146 = l_Llmbda_Term_subst___redArg(x_145, x_2, x_3);
lean_ctor_set(x_1, 0, x_146);
return x_1;
}
else
{
lean_object* x_147; lean_object* x_148; lean_object* x_149; 
x_147 = lean_ctor_get(x_1, 0);
lean_inc(x_147);
lean_dec(x_1);
x_148 = l_Llmbda_Term_subst___redArg(x_147, x_2, x_3);
x_149 = lean_alloc_ctor(19, 1, 0);
lean_ctor_set(x_149, 0, x_148);
return x_149;
}
}
case 21:
{
uint8_t x_150; 
x_150 = !lean_is_exclusive(x_1);
if (x_150 == 0)
{
lean_object* x_151; lean_object* x_152; 
x_151 = lean_ctor_get(x_1, 1);
x_152 = l_Llmbda_Term_subst___redArg(x_151, x_2, x_3);
lean_ctor_set(x_1, 1, x_152);
return x_1;
}
else
{
lean_object* x_153; lean_object* x_154; lean_object* x_155; lean_object* x_156; 
x_153 = lean_ctor_get(x_1, 0);
x_154 = lean_ctor_get(x_1, 1);
lean_inc(x_154);
lean_inc(x_153);
lean_dec(x_1);
x_155 = l_Llmbda_Term_subst___redArg(x_154, x_2, x_3);
x_156 = lean_alloc_ctor(21, 2, 0);
lean_ctor_set(x_156, 0, x_153);
lean_ctor_set(x_156, 1, x_155);
return x_156;
}
}
default: 
{
return x_1;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_subst(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Term_subst___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_subst___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Term_subst(x_1, x_2, x_3, x_4);
lean_dec(x_4);
lean_dec_ref(x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Term_subst___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Term_subst___redArg(x_1, x_2, x_3);
lean_dec(x_3);
lean_dec_ref(x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_natDigits(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = lean_nat_dec_eq(x_1, x_4);
if (x_5 == 1)
{
lean_dec(x_2);
lean_dec(x_1);
return x_3;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; uint32_t x_10; lean_object* x_11; lean_object* x_12; uint8_t x_13; 
x_6 = lean_unsigned_to_nat(48u);
x_7 = lean_unsigned_to_nat(10u);
x_8 = lean_nat_mod(x_2, x_7);
x_9 = lean_nat_add(x_6, x_8);
lean_dec(x_8);
x_10 = l_Char_ofNat(x_9);
lean_dec(x_9);
x_11 = lean_box_uint32(x_10);
x_12 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_12, 0, x_11);
lean_ctor_set(x_12, 1, x_3);
x_13 = lean_nat_dec_lt(x_2, x_7);
if (x_13 == 0)
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = lean_nat_sub(x_1, x_14);
lean_dec(x_1);
x_16 = lean_nat_div(x_2, x_7);
lean_dec(x_2);
x_1 = x_15;
x_2 = x_16;
x_3 = x_12;
goto _start;
}
else
{
lean_dec(x_2);
lean_dec(x_1);
return x_12;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_hexDigits(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = lean_nat_dec_eq(x_1, x_4);
if (x_5 == 1)
{
lean_dec(x_2);
lean_dec(x_1);
return x_3;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; uint8_t x_12; lean_object* x_13; 
x_6 = lean_unsigned_to_nat(1u);
x_7 = lean_nat_sub(x_1, x_6);
lean_dec(x_1);
x_8 = lean_unsigned_to_nat(16u);
x_9 = lean_nat_mod(x_2, x_8);
x_10 = lean_unsigned_to_nat(10u);
x_11 = lean_nat_dec_lt(x_9, x_10);
x_12 = lean_nat_dec_lt(x_2, x_8);
if (x_11 == 0)
{
lean_object* x_21; lean_object* x_22; 
x_21 = lean_unsigned_to_nat(87u);
x_22 = lean_nat_add(x_21, x_9);
lean_dec(x_9);
x_13 = x_22;
goto block_20;
}
else
{
lean_object* x_23; lean_object* x_24; 
x_23 = lean_unsigned_to_nat(48u);
x_24 = lean_nat_add(x_23, x_9);
lean_dec(x_9);
x_13 = x_24;
goto block_20;
}
block_20:
{
uint32_t x_14; lean_object* x_15; lean_object* x_16; 
x_14 = l_Char_ofNat(x_13);
lean_dec(x_13);
x_15 = lean_box_uint32(x_14);
x_16 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_16, 0, x_15);
lean_ctor_set(x_16, 1, x_3);
if (x_12 == 0)
{
lean_object* x_17; lean_object* x_18; 
x_17 = lean_unsigned_to_nat(4u);
x_18 = lean_nat_shiftr(x_2, x_17);
lean_dec(x_2);
x_1 = x_7;
x_2 = x_18;
x_3 = x_16;
goto _start;
}
else
{
lean_dec(x_7);
lean_dec(x_2);
return x_16;
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_natToString(lean_object* x_1) {
_start:
{
lean_object* x_2; lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; 
x_2 = lean_unsigned_to_nat(1u);
x_3 = lean_nat_add(x_1, x_2);
x_4 = lean_box(0);
x_5 = l_Llmbda_Print_natDigits(x_3, x_1, x_4);
x_6 = lean_string_mk(x_5);
return x_6;
}
}
static lean_object* _init_l_Llmbda_Print_intToString___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = lean_nat_to_int(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_intToString___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("-", 1, 1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_intToString(lean_object* x_1) {
_start:
{
lean_object* x_2; uint8_t x_3; 
x_2 = l_Llmbda_Print_intToString___closed__0;
x_3 = lean_int_dec_lt(x_1, x_2);
if (x_3 == 0)
{
lean_object* x_4; lean_object* x_5; 
x_4 = lean_nat_abs(x_1);
x_5 = l_Llmbda_Print_natToString(x_4);
return x_5;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; 
x_6 = lean_nat_abs(x_1);
x_7 = lean_unsigned_to_nat(1u);
x_8 = lean_nat_sub(x_6, x_7);
lean_dec(x_6);
x_9 = l_Llmbda_Print_intToString___closed__1;
x_10 = lean_nat_add(x_8, x_7);
lean_dec(x_8);
x_11 = l_Llmbda_Print_natToString(x_10);
x_12 = lean_string_append(x_9, x_11);
lean_dec_ref(x_11);
return x_12;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_intToString___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Print_intToString(x_1);
lean_dec(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__0___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 123;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__0___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__1___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 117;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__0;
x_2 = l_Llmbda_Print_escapeChar___closed__1___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__2___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__1;
x_2 = l_Llmbda_Print_escapeChar___closed__2___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__3___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 125;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__3___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__4___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 114;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__4___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__5___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__4;
x_2 = l_Llmbda_Print_escapeChar___closed__5___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__6___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 116;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__6___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__7___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__6;
x_2 = l_Llmbda_Print_escapeChar___closed__7___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__8___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 110;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__8___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__9___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__9() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__8;
x_2 = l_Llmbda_Print_escapeChar___closed__9___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__10___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__10___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__11___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__11() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__10;
x_2 = l_Llmbda_Print_escapeChar___closed__11___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__12___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 34;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_escapeChar___closed__12___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__13___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_escapeChar___closed__13() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_escapeChar___closed__12;
x_2 = l_Llmbda_Print_escapeChar___closed__13___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar(uint32_t x_1) {
_start:
{
uint32_t x_2; uint8_t x_3; 
x_2 = 34;
x_3 = lean_uint32_dec_eq(x_1, x_2);
if (x_3 == 0)
{
uint32_t x_4; uint8_t x_5; 
x_4 = 92;
x_5 = lean_uint32_dec_eq(x_1, x_4);
if (x_5 == 0)
{
uint32_t x_6; uint8_t x_7; 
x_6 = 10;
x_7 = lean_uint32_dec_eq(x_1, x_6);
if (x_7 == 0)
{
uint32_t x_8; uint8_t x_9; 
x_8 = 9;
x_9 = lean_uint32_dec_eq(x_1, x_8);
if (x_9 == 0)
{
uint32_t x_10; uint8_t x_11; 
x_10 = 13;
x_11 = lean_uint32_dec_eq(x_1, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_21; uint8_t x_22; 
x_12 = lean_uint32_to_nat(x_1);
x_21 = lean_unsigned_to_nat(32u);
x_22 = lean_nat_dec_lt(x_12, x_21);
if (x_22 == 0)
{
lean_object* x_23; uint8_t x_24; 
x_23 = lean_unsigned_to_nat(127u);
x_24 = lean_nat_dec_eq(x_12, x_23);
if (x_24 == 0)
{
lean_object* x_25; lean_object* x_26; lean_object* x_27; 
lean_dec(x_12);
x_25 = lean_box(0);
x_26 = lean_box_uint32(x_1);
x_27 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_27, 0, x_26);
lean_ctor_set(x_27, 1, x_25);
return x_27;
}
else
{
goto block_20;
}
}
else
{
goto block_20;
}
block_20:
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_13 = lean_box(0);
x_14 = l_Llmbda_Print_escapeChar___closed__2;
x_15 = lean_unsigned_to_nat(8u);
x_16 = l_Llmbda_Print_hexDigits(x_15, x_12, x_13);
x_17 = l_Llmbda_Compiled_append___redArg(x_14, x_16);
lean_dec(x_16);
x_18 = l_Llmbda_Print_escapeChar___closed__3;
x_19 = l_Llmbda_Compiled_append___redArg(x_17, x_18);
return x_19;
}
}
else
{
lean_object* x_28; 
x_28 = l_Llmbda_Print_escapeChar___closed__5;
return x_28;
}
}
else
{
lean_object* x_29; 
x_29 = l_Llmbda_Print_escapeChar___closed__7;
return x_29;
}
}
else
{
lean_object* x_30; 
x_30 = l_Llmbda_Print_escapeChar___closed__9;
return x_30;
}
}
else
{
lean_object* x_31; 
x_31 = l_Llmbda_Print_escapeChar___closed__11;
return x_31;
}
}
else
{
lean_object* x_32; 
x_32 = l_Llmbda_Print_escapeChar___closed__13;
return x_32;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeChar___boxed(lean_object* x_1) {
_start:
{
uint32_t x_2; lean_object* x_3; 
x_2 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_3 = l_Llmbda_Print_escapeChar(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeList(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
return x_1;
}
else
{
lean_object* x_2; lean_object* x_3; uint32_t x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; 
x_2 = lean_ctor_get(x_1, 0);
x_3 = lean_ctor_get(x_1, 1);
x_4 = lean_unbox_uint32(x_2);
x_5 = l_Llmbda_Print_escapeChar(x_4);
x_6 = l_Llmbda_Print_escapeList(x_3);
x_7 = l_Llmbda_Compiled_append___redArg(x_5, x_6);
lean_dec(x_6);
return x_7;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_escapeList___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Print_escapeList(x_1);
lean_dec(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_quote___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 34;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_quote(lean_object* x_1) {
_start:
{
lean_object* x_2; lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_2 = lean_string_data(x_1);
x_3 = l_Llmbda_Print_escapeList(x_2);
lean_dec(x_2);
x_4 = l_Llmbda_Print_quote___boxed__const__1;
x_5 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_5, 0, x_4);
lean_ctor_set(x_5, 1, x_3);
x_6 = l_Llmbda_Print_escapeChar___closed__12;
x_7 = l_Llmbda_Compiled_append___redArg(x_5, x_6);
x_8 = lean_string_mk(x_7);
return x_8;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_joinSep(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
lean_object* x_3; 
x_3 = l_Llmbda_instInhabitedTerm_default___closed__0;
return x_3;
}
else
{
lean_object* x_4; 
x_4 = lean_ctor_get(x_2, 1);
if (lean_obj_tag(x_4) == 0)
{
lean_object* x_5; 
x_5 = lean_ctor_get(x_2, 0);
lean_inc(x_5);
lean_dec_ref(x_2);
return x_5;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; 
lean_inc(x_4);
x_6 = lean_ctor_get(x_2, 0);
lean_inc(x_6);
lean_dec_ref(x_2);
x_7 = lean_string_append(x_6, x_1);
x_8 = l_Llmbda_Print_joinSep(x_1, x_4);
x_9 = lean_string_append(x_7, x_8);
lean_dec_ref(x_8);
return x_9;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_joinSep___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Print_joinSep(x_1, x_2);
lean_dec_ref(x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_paren___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("(", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_paren___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(")", 1, 1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_paren(uint8_t x_1, lean_object* x_2) {
_start:
{
if (x_1 == 0)
{
lean_inc_ref(x_2);
return x_2;
}
else
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; 
x_3 = l_Llmbda_Print_paren___closed__0;
x_4 = lean_string_append(x_3, x_2);
x_5 = l_Llmbda_Print_paren___closed__1;
x_6 = lean_string_append(x_4, x_5);
return x_6;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_paren___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = lean_unbox(x_1);
x_4 = l_Llmbda_Print_paren(x_3, x_2);
lean_dec_ref(x_2);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("+", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(8u);
x_2 = lean_unsigned_to_nat(7u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__1;
x_2 = lean_unsigned_to_nat(7u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__2;
x_2 = l_Llmbda_Print_op2Info___closed__0;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__2;
x_2 = l_Llmbda_Print_intToString___closed__1;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("*", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(9u);
x_2 = lean_unsigned_to_nat(8u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__6;
x_2 = lean_unsigned_to_nat(8u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__7;
x_2 = l_Llmbda_Print_op2Info___closed__5;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__9() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("/", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__7;
x_2 = l_Llmbda_Print_op2Info___closed__9;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__11() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("%", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__7;
x_2 = l_Llmbda_Print_op2Info___closed__11;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__13() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("==", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__14() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_unsigned_to_nat(7u);
x_2 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_2, 0, x_1);
lean_ctor_set(x_2, 1, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__15() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__14;
x_2 = lean_unsigned_to_nat(6u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__16() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__15;
x_2 = l_Llmbda_Print_op2Info___closed__13;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__17() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("!=", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__18() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__15;
x_2 = l_Llmbda_Print_op2Info___closed__17;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__19() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("<", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__20() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__15;
x_2 = l_Llmbda_Print_op2Info___closed__19;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__21() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("<=", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__22() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__15;
x_2 = l_Llmbda_Print_op2Info___closed__21;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__23() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("++", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__24() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__2;
x_2 = l_Llmbda_Print_op2Info___closed__23;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__25() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("&&", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__26() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(6u);
x_2 = lean_unsigned_to_nat(5u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__27() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__26;
x_2 = lean_unsigned_to_nat(5u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__28() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__27;
x_2 = l_Llmbda_Print_op2Info___closed__25;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__29() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("||", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__30() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(5u);
x_2 = lean_unsigned_to_nat(4u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__31() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__30;
x_2 = lean_unsigned_to_nat(4u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op2Info___closed__32() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Print_op2Info___closed__31;
x_2 = l_Llmbda_Print_op2Info___closed__29;
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_op2Info(uint8_t x_1) {
_start:
{
switch (x_1) {
case 0:
{
lean_object* x_2; 
x_2 = l_Llmbda_Print_op2Info___closed__3;
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = l_Llmbda_Print_op2Info___closed__4;
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = l_Llmbda_Print_op2Info___closed__8;
return x_4;
}
case 3:
{
lean_object* x_5; 
x_5 = l_Llmbda_Print_op2Info___closed__10;
return x_5;
}
case 4:
{
lean_object* x_6; 
x_6 = l_Llmbda_Print_op2Info___closed__12;
return x_6;
}
case 5:
{
lean_object* x_7; 
x_7 = l_Llmbda_Print_op2Info___closed__16;
return x_7;
}
case 6:
{
lean_object* x_8; 
x_8 = l_Llmbda_Print_op2Info___closed__18;
return x_8;
}
case 7:
{
lean_object* x_9; 
x_9 = l_Llmbda_Print_op2Info___closed__20;
return x_9;
}
case 8:
{
lean_object* x_10; 
x_10 = l_Llmbda_Print_op2Info___closed__22;
return x_10;
}
case 9:
{
lean_object* x_11; 
x_11 = l_Llmbda_Print_op2Info___closed__24;
return x_11;
}
case 10:
{
lean_object* x_12; 
x_12 = l_Llmbda_Print_op2Info___closed__28;
return x_12;
}
default: 
{
lean_object* x_13; 
x_13 = l_Llmbda_Print_op2Info___closed__32;
return x_13;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_op2Info___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Print_op2Info(x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_op1Name___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("not", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op1Name___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("neg", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op1Name___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("show", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_op1Name___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("len", 3, 3);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_op1Name(uint8_t x_1) {
_start:
{
switch (x_1) {
case 0:
{
lean_object* x_2; 
x_2 = l_Llmbda_Print_op1Name___closed__0;
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = l_Llmbda_Print_op1Name___closed__1;
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = l_Llmbda_Print_op1Name___closed__2;
return x_4;
}
default: 
{
lean_object* x_5; 
x_5 = l_Llmbda_Print_op1Name___closed__3;
return x_5;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_op1Name___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Print_op1Name(x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_const___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("()", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_const___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("false", 5, 5);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_const___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("true", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_const___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("(-", 2, 2);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_const(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = l_Llmbda_Print_const___closed__0;
return x_2;
}
case 1:
{
uint8_t x_3; 
x_3 = lean_ctor_get_uint8(x_1, 0);
lean_dec_ref(x_1);
if (x_3 == 0)
{
lean_object* x_4; 
x_4 = l_Llmbda_Print_const___closed__1;
return x_4;
}
else
{
lean_object* x_5; 
x_5 = l_Llmbda_Print_const___closed__2;
return x_5;
}
}
case 2:
{
lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_6 = lean_ctor_get(x_1, 0);
lean_inc(x_6);
lean_dec_ref(x_1);
x_7 = l_Llmbda_Print_intToString___closed__0;
x_8 = lean_int_dec_lt(x_6, x_7);
if (x_8 == 0)
{
lean_object* x_9; lean_object* x_10; 
x_9 = lean_nat_abs(x_6);
lean_dec(x_6);
x_10 = l_Llmbda_Print_natToString(x_9);
return x_10;
}
else
{
lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_11 = lean_nat_abs(x_6);
lean_dec(x_6);
x_12 = lean_unsigned_to_nat(1u);
x_13 = lean_nat_sub(x_11, x_12);
lean_dec(x_11);
x_14 = l_Llmbda_Print_const___closed__3;
x_15 = lean_nat_add(x_13, x_12);
lean_dec(x_13);
x_16 = l_Llmbda_Print_natToString(x_15);
x_17 = lean_string_append(x_14, x_16);
lean_dec_ref(x_16);
x_18 = l_Llmbda_Print_paren___closed__1;
x_19 = lean_string_append(x_17, x_18);
return x_19;
}
}
default: 
{
lean_object* x_20; lean_object* x_21; 
x_20 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_20);
lean_dec_ref(x_1);
x_21 = l_Llmbda_Print_quote(x_20);
return x_21;
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Print_isPlainApp___redArg(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 5)
{
lean_object* x_2; 
x_2 = lean_ctor_get(x_1, 0);
if (lean_obj_tag(x_2) == 3)
{
uint8_t x_3; 
x_3 = 0;
return x_3;
}
else
{
uint8_t x_4; 
x_4 = 1;
return x_4;
}
}
else
{
uint8_t x_5; 
x_5 = 0;
return x_5;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Print_isPlainApp(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_Print_isPlainApp___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_isPlainApp___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Print_isPlainApp(x_1, x_2);
lean_dec(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_isPlainApp___redArg___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Print_isPlainApp___redArg(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Print_label___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("{", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_label___redArg___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(", ", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_label___redArg___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("}", 1, 1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_label___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; 
x_3 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_3);
lean_dec_ref(x_1);
x_4 = l_Llmbda_Print_label___redArg___closed__0;
x_5 = l_Llmbda_Print_label___redArg___closed__1;
x_6 = lean_apply_1(x_3, x_2);
x_7 = l_Llmbda_Print_joinSep(x_5, x_6);
x_8 = lean_string_append(x_4, x_7);
lean_dec_ref(x_7);
x_9 = l_Llmbda_Print_label___redArg___closed__2;
x_10 = lean_string_append(x_8, x_9);
return x_10;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_label(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Print_label___redArg(x_2, x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fun ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" -> ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("rec ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" ", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__4() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("let ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" = ", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__6() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" in ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__7() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("let rec ", 8, 8);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__8() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("; ", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__9() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("@", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__10() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("if ", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__11() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" then ", 6, 6);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__12() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" else ", 6, 6);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__13() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fst ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__14() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("snd ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__15() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" : ", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__16() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(") : ", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__17() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" \? ", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__18() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("assert ", 7, 7);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__19() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("endorse ", 8, 8);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__20() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("send ", 5, 5);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__21() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("recv", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__22() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("recv_data", 9, 9);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__23() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fork ", 5, 5);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__24() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("clear", 5, 5);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Print_term___redArg___closed__25() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("call ", 5, 5);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_term___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
switch (lean_obj_tag(x_3)) {
case 0:
{
lean_object* x_4; 
lean_dec_ref(x_1);
x_4 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_4);
lean_dec_ref(x_3);
return x_4;
}
case 1:
{
lean_object* x_5; lean_object* x_6; 
lean_dec_ref(x_1);
x_5 = lean_ctor_get(x_3, 0);
lean_inc(x_5);
lean_dec_ref(x_3);
x_6 = l_Llmbda_Print_const(x_5);
return x_6;
}
case 2:
{
lean_object* x_7; lean_object* x_8; 
x_7 = lean_ctor_get(x_3, 0);
lean_inc(x_7);
lean_dec_ref(x_3);
x_8 = l_Llmbda_Print_label___redArg(x_1, x_7);
return x_8;
}
case 3:
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; uint8_t x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_9 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_9);
x_10 = lean_ctor_get(x_3, 1);
lean_inc(x_10);
lean_dec_ref(x_3);
x_11 = lean_unsigned_to_nat(0u);
x_12 = lean_nat_dec_lt(x_11, x_2);
x_13 = l_Llmbda_Print_term___redArg___closed__0;
x_14 = lean_string_append(x_13, x_9);
lean_dec_ref(x_9);
x_15 = l_Llmbda_Print_term___redArg___closed__1;
x_16 = lean_string_append(x_14, x_15);
x_17 = l_Llmbda_Print_term___redArg(x_1, x_11, x_10);
x_18 = lean_string_append(x_16, x_17);
lean_dec_ref(x_17);
x_19 = l_Llmbda_Print_paren(x_12, x_18);
lean_dec_ref(x_18);
return x_19;
}
case 4:
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; uint8_t x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; lean_object* x_32; lean_object* x_33; lean_object* x_34; 
x_20 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_20);
x_21 = lean_ctor_get(x_3, 1);
lean_inc_ref(x_21);
x_22 = lean_ctor_get(x_3, 2);
lean_inc(x_22);
lean_dec_ref(x_3);
x_23 = lean_unsigned_to_nat(0u);
x_24 = lean_nat_dec_lt(x_23, x_2);
x_25 = l_Llmbda_Print_term___redArg___closed__2;
x_26 = lean_string_append(x_25, x_20);
lean_dec_ref(x_20);
x_27 = l_Llmbda_Print_term___redArg___closed__3;
x_28 = lean_string_append(x_26, x_27);
x_29 = lean_string_append(x_28, x_21);
lean_dec_ref(x_21);
x_30 = l_Llmbda_Print_term___redArg___closed__1;
x_31 = lean_string_append(x_29, x_30);
x_32 = l_Llmbda_Print_term___redArg(x_1, x_23, x_22);
x_33 = lean_string_append(x_31, x_32);
lean_dec_ref(x_32);
x_34 = l_Llmbda_Print_paren(x_24, x_33);
lean_dec_ref(x_33);
return x_34;
}
case 5:
{
lean_object* x_35; 
x_35 = lean_ctor_get(x_3, 0);
lean_inc(x_35);
if (lean_obj_tag(x_35) == 3)
{
lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_75; lean_object* x_76; lean_object* x_102; uint8_t x_103; 
x_36 = lean_ctor_get(x_3, 1);
lean_inc(x_36);
lean_dec_ref(x_3);
x_37 = lean_ctor_get(x_35, 0);
lean_inc_ref(x_37);
x_38 = lean_ctor_get(x_35, 1);
lean_inc(x_38);
lean_dec_ref(x_35);
x_102 = l_Llmbda_Term_ask___redArg___closed__0;
x_103 = lean_string_dec_eq(x_37, x_102);
if (x_103 == 0)
{
if (lean_obj_tag(x_36) == 4)
{
lean_object* x_104; lean_object* x_105; lean_object* x_106; 
x_104 = lean_ctor_get(x_36, 0);
lean_inc_ref(x_104);
x_105 = lean_ctor_get(x_36, 1);
lean_inc_ref(x_105);
x_106 = lean_ctor_get(x_36, 2);
lean_inc(x_106);
lean_dec_ref(x_36);
x_39 = x_37;
x_40 = x_104;
x_41 = x_105;
x_42 = x_106;
goto block_74;
}
else
{
x_75 = x_37;
x_76 = x_36;
goto block_101;
}
}
else
{
lean_dec_ref(x_37);
if (lean_obj_tag(x_38) == 18)
{
uint8_t x_107; 
x_107 = lean_ctor_get_uint8(x_38, 0);
if (x_107 == 0)
{
switch (lean_obj_tag(x_36)) {
case 17:
{
lean_object* x_108; lean_object* x_109; uint8_t x_110; lean_object* x_111; lean_object* x_112; lean_object* x_113; lean_object* x_114; lean_object* x_115; 
lean_dec_ref(x_38);
x_108 = lean_ctor_get(x_36, 0);
lean_inc(x_108);
lean_dec_ref(x_36);
x_109 = lean_unsigned_to_nat(9u);
x_110 = lean_nat_dec_lt(x_109, x_2);
x_111 = l_Llmbda_Print_term___redArg___closed__9;
x_112 = lean_unsigned_to_nat(10u);
x_113 = l_Llmbda_Print_term___redArg(x_1, x_112, x_108);
x_114 = lean_string_append(x_111, x_113);
lean_dec_ref(x_113);
x_115 = l_Llmbda_Print_paren(x_110, x_114);
lean_dec_ref(x_114);
return x_115;
}
case 4:
{
lean_object* x_116; lean_object* x_117; lean_object* x_118; 
x_116 = lean_ctor_get(x_36, 0);
lean_inc_ref(x_116);
x_117 = lean_ctor_get(x_36, 1);
lean_inc_ref(x_117);
x_118 = lean_ctor_get(x_36, 2);
lean_inc(x_118);
lean_dec_ref(x_36);
x_39 = x_102;
x_40 = x_116;
x_41 = x_117;
x_42 = x_118;
goto block_74;
}
default: 
{
x_75 = x_102;
x_76 = x_36;
goto block_101;
}
}
}
else
{
if (lean_obj_tag(x_36) == 4)
{
lean_object* x_119; lean_object* x_120; lean_object* x_121; 
x_119 = lean_ctor_get(x_36, 0);
lean_inc_ref(x_119);
x_120 = lean_ctor_get(x_36, 1);
lean_inc_ref(x_120);
x_121 = lean_ctor_get(x_36, 2);
lean_inc(x_121);
lean_dec_ref(x_36);
x_39 = x_102;
x_40 = x_119;
x_41 = x_120;
x_42 = x_121;
goto block_74;
}
else
{
x_75 = x_102;
x_76 = x_36;
goto block_101;
}
}
}
else
{
if (lean_obj_tag(x_36) == 4)
{
lean_object* x_122; lean_object* x_123; lean_object* x_124; 
x_122 = lean_ctor_get(x_36, 0);
lean_inc_ref(x_122);
x_123 = lean_ctor_get(x_36, 1);
lean_inc_ref(x_123);
x_124 = lean_ctor_get(x_36, 2);
lean_inc(x_124);
lean_dec_ref(x_36);
x_39 = x_102;
x_40 = x_122;
x_41 = x_123;
x_42 = x_124;
goto block_74;
}
else
{
x_75 = x_102;
x_76 = x_36;
goto block_101;
}
}
}
block_74:
{
uint8_t x_43; 
x_43 = lean_string_dec_eq(x_39, x_40);
if (x_43 == 0)
{
lean_object* x_44; uint8_t x_45; lean_object* x_46; lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; lean_object* x_52; lean_object* x_53; lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; 
x_44 = lean_unsigned_to_nat(0u);
x_45 = lean_nat_dec_lt(x_44, x_2);
x_46 = l_Llmbda_Print_term___redArg___closed__4;
x_47 = lean_string_append(x_46, x_39);
lean_dec_ref(x_39);
x_48 = l_Llmbda_Print_term___redArg___closed__5;
x_49 = lean_string_append(x_47, x_48);
x_50 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_50, 0, x_40);
lean_ctor_set(x_50, 1, x_41);
lean_ctor_set(x_50, 2, x_42);
lean_inc_ref(x_1);
x_51 = l_Llmbda_Print_term___redArg(x_1, x_44, x_50);
x_52 = lean_string_append(x_49, x_51);
lean_dec_ref(x_51);
x_53 = l_Llmbda_Print_term___redArg___closed__6;
x_54 = lean_string_append(x_52, x_53);
x_55 = l_Llmbda_Print_term___redArg(x_1, x_44, x_38);
x_56 = lean_string_append(x_54, x_55);
lean_dec_ref(x_55);
x_57 = l_Llmbda_Print_paren(x_45, x_56);
lean_dec_ref(x_56);
return x_57;
}
else
{
lean_object* x_58; uint8_t x_59; lean_object* x_60; lean_object* x_61; lean_object* x_62; lean_object* x_63; lean_object* x_64; lean_object* x_65; lean_object* x_66; lean_object* x_67; lean_object* x_68; lean_object* x_69; lean_object* x_70; lean_object* x_71; lean_object* x_72; lean_object* x_73; 
lean_dec_ref(x_40);
x_58 = lean_unsigned_to_nat(0u);
x_59 = lean_nat_dec_lt(x_58, x_2);
x_60 = l_Llmbda_Print_term___redArg___closed__7;
x_61 = lean_string_append(x_60, x_39);
lean_dec_ref(x_39);
x_62 = l_Llmbda_Print_term___redArg___closed__3;
x_63 = lean_string_append(x_61, x_62);
x_64 = lean_string_append(x_63, x_41);
lean_dec_ref(x_41);
x_65 = l_Llmbda_Print_term___redArg___closed__5;
x_66 = lean_string_append(x_64, x_65);
lean_inc_ref(x_1);
x_67 = l_Llmbda_Print_term___redArg(x_1, x_58, x_42);
x_68 = lean_string_append(x_66, x_67);
lean_dec_ref(x_67);
x_69 = l_Llmbda_Print_term___redArg___closed__6;
x_70 = lean_string_append(x_68, x_69);
x_71 = l_Llmbda_Print_term___redArg(x_1, x_58, x_38);
x_72 = lean_string_append(x_70, x_71);
lean_dec_ref(x_71);
x_73 = l_Llmbda_Print_paren(x_59, x_72);
lean_dec_ref(x_72);
return x_73;
}
}
block_101:
{
lean_object* x_77; uint8_t x_78; 
x_77 = l_Llmbda_Term_ask___redArg___closed__0;
x_78 = lean_string_dec_eq(x_75, x_77);
if (x_78 == 0)
{
lean_object* x_79; uint8_t x_80; lean_object* x_81; lean_object* x_82; lean_object* x_83; lean_object* x_84; lean_object* x_85; lean_object* x_86; lean_object* x_87; lean_object* x_88; lean_object* x_89; lean_object* x_90; lean_object* x_91; 
x_79 = lean_unsigned_to_nat(0u);
x_80 = lean_nat_dec_lt(x_79, x_2);
x_81 = l_Llmbda_Print_term___redArg___closed__4;
x_82 = lean_string_append(x_81, x_75);
lean_dec_ref(x_75);
x_83 = l_Llmbda_Print_term___redArg___closed__5;
x_84 = lean_string_append(x_82, x_83);
lean_inc_ref(x_1);
x_85 = l_Llmbda_Print_term___redArg(x_1, x_79, x_76);
x_86 = lean_string_append(x_84, x_85);
lean_dec_ref(x_85);
x_87 = l_Llmbda_Print_term___redArg___closed__6;
x_88 = lean_string_append(x_86, x_87);
x_89 = l_Llmbda_Print_term___redArg(x_1, x_79, x_38);
x_90 = lean_string_append(x_88, x_89);
lean_dec_ref(x_89);
x_91 = l_Llmbda_Print_paren(x_80, x_90);
lean_dec_ref(x_90);
return x_91;
}
else
{
lean_object* x_92; uint8_t x_93; lean_object* x_94; lean_object* x_95; lean_object* x_96; lean_object* x_97; lean_object* x_98; lean_object* x_99; lean_object* x_100; 
lean_dec_ref(x_75);
x_92 = lean_unsigned_to_nat(0u);
x_93 = lean_nat_dec_lt(x_92, x_2);
x_94 = lean_unsigned_to_nat(2u);
lean_inc_ref(x_1);
x_95 = l_Llmbda_Print_term___redArg(x_1, x_94, x_76);
x_96 = l_Llmbda_Print_term___redArg___closed__8;
x_97 = lean_string_append(x_95, x_96);
x_98 = l_Llmbda_Print_term___redArg(x_1, x_92, x_38);
x_99 = lean_string_append(x_97, x_98);
lean_dec_ref(x_98);
x_100 = l_Llmbda_Print_paren(x_93, x_99);
lean_dec_ref(x_99);
return x_100;
}
}
}
else
{
lean_object* x_125; lean_object* x_126; uint8_t x_127; lean_object* x_128; uint8_t x_137; 
x_125 = lean_ctor_get(x_3, 1);
lean_inc(x_125);
lean_dec_ref(x_3);
x_126 = lean_unsigned_to_nat(9u);
x_127 = lean_nat_dec_lt(x_126, x_2);
x_137 = l_Llmbda_Print_isPlainApp___redArg(x_35);
if (x_137 == 0)
{
lean_object* x_138; 
x_138 = lean_unsigned_to_nat(10u);
x_128 = x_138;
goto block_136;
}
else
{
x_128 = x_126;
goto block_136;
}
block_136:
{
lean_object* x_129; lean_object* x_130; lean_object* x_131; lean_object* x_132; lean_object* x_133; lean_object* x_134; lean_object* x_135; 
lean_inc_ref(x_1);
x_129 = l_Llmbda_Print_term___redArg(x_1, x_128, x_35);
x_130 = l_Llmbda_Print_term___redArg___closed__3;
x_131 = lean_string_append(x_129, x_130);
x_132 = lean_unsigned_to_nat(10u);
x_133 = l_Llmbda_Print_term___redArg(x_1, x_132, x_125);
x_134 = lean_string_append(x_131, x_133);
lean_dec_ref(x_133);
x_135 = l_Llmbda_Print_paren(x_127, x_134);
lean_dec_ref(x_134);
return x_135;
}
}
}
case 6:
{
lean_object* x_139; lean_object* x_140; lean_object* x_141; lean_object* x_142; uint8_t x_143; lean_object* x_144; lean_object* x_145; lean_object* x_146; lean_object* x_147; lean_object* x_148; lean_object* x_149; lean_object* x_150; lean_object* x_151; lean_object* x_152; lean_object* x_153; lean_object* x_154; lean_object* x_155; 
x_139 = lean_ctor_get(x_3, 0);
lean_inc(x_139);
x_140 = lean_ctor_get(x_3, 1);
lean_inc(x_140);
x_141 = lean_ctor_get(x_3, 2);
lean_inc(x_141);
lean_dec_ref(x_3);
x_142 = lean_unsigned_to_nat(0u);
x_143 = lean_nat_dec_lt(x_142, x_2);
x_144 = l_Llmbda_Print_term___redArg___closed__10;
lean_inc_ref(x_1);
x_145 = l_Llmbda_Print_term___redArg(x_1, x_142, x_139);
x_146 = lean_string_append(x_144, x_145);
lean_dec_ref(x_145);
x_147 = l_Llmbda_Print_term___redArg___closed__11;
x_148 = lean_string_append(x_146, x_147);
lean_inc_ref(x_1);
x_149 = l_Llmbda_Print_term___redArg(x_1, x_142, x_140);
x_150 = lean_string_append(x_148, x_149);
lean_dec_ref(x_149);
x_151 = l_Llmbda_Print_term___redArg___closed__12;
x_152 = lean_string_append(x_150, x_151);
x_153 = l_Llmbda_Print_term___redArg(x_1, x_142, x_141);
x_154 = lean_string_append(x_152, x_153);
lean_dec_ref(x_153);
x_155 = l_Llmbda_Print_paren(x_143, x_154);
lean_dec_ref(x_154);
return x_155;
}
case 7:
{
uint8_t x_156; lean_object* x_157; lean_object* x_158; uint8_t x_159; lean_object* x_160; lean_object* x_161; lean_object* x_162; lean_object* x_163; lean_object* x_164; lean_object* x_165; lean_object* x_166; 
x_156 = lean_ctor_get_uint8(x_3, sizeof(void*)*1);
x_157 = lean_ctor_get(x_3, 0);
lean_inc(x_157);
lean_dec_ref(x_3);
x_158 = lean_unsigned_to_nat(9u);
x_159 = lean_nat_dec_lt(x_158, x_2);
x_160 = l_Llmbda_Print_op1Name(x_156);
x_161 = l_Llmbda_Print_term___redArg___closed__3;
x_162 = lean_string_append(x_160, x_161);
x_163 = lean_unsigned_to_nat(10u);
x_164 = l_Llmbda_Print_term___redArg(x_1, x_163, x_157);
x_165 = lean_string_append(x_162, x_164);
lean_dec_ref(x_164);
x_166 = l_Llmbda_Print_paren(x_159, x_165);
lean_dec_ref(x_165);
return x_166;
}
case 8:
{
uint8_t x_167; lean_object* x_168; lean_object* x_169; lean_object* x_170; lean_object* x_171; lean_object* x_172; lean_object* x_173; lean_object* x_174; lean_object* x_175; lean_object* x_176; uint8_t x_177; lean_object* x_178; lean_object* x_179; lean_object* x_180; lean_object* x_181; lean_object* x_182; lean_object* x_183; lean_object* x_184; lean_object* x_185; 
x_167 = lean_ctor_get_uint8(x_3, sizeof(void*)*2);
x_168 = lean_ctor_get(x_3, 0);
lean_inc(x_168);
x_169 = lean_ctor_get(x_3, 1);
lean_inc(x_169);
lean_dec_ref(x_3);
x_170 = l_Llmbda_Print_op2Info(x_167);
x_171 = lean_ctor_get(x_170, 1);
lean_inc(x_171);
x_172 = lean_ctor_get(x_171, 1);
lean_inc(x_172);
x_173 = lean_ctor_get(x_170, 0);
lean_inc(x_173);
lean_dec_ref(x_170);
x_174 = lean_ctor_get(x_171, 0);
lean_inc(x_174);
lean_dec(x_171);
x_175 = lean_ctor_get(x_172, 0);
lean_inc(x_175);
x_176 = lean_ctor_get(x_172, 1);
lean_inc(x_176);
lean_dec(x_172);
x_177 = lean_nat_dec_lt(x_174, x_2);
lean_dec(x_174);
lean_inc_ref(x_1);
x_178 = l_Llmbda_Print_term___redArg(x_1, x_175, x_168);
lean_dec(x_175);
x_179 = l_Llmbda_Print_term___redArg___closed__3;
x_180 = lean_string_append(x_178, x_179);
x_181 = lean_string_append(x_180, x_173);
lean_dec(x_173);
x_182 = lean_string_append(x_181, x_179);
x_183 = l_Llmbda_Print_term___redArg(x_1, x_176, x_169);
lean_dec(x_176);
x_184 = lean_string_append(x_182, x_183);
lean_dec_ref(x_183);
x_185 = l_Llmbda_Print_paren(x_177, x_184);
lean_dec_ref(x_184);
return x_185;
}
case 9:
{
lean_object* x_186; lean_object* x_187; lean_object* x_188; lean_object* x_189; lean_object* x_190; lean_object* x_191; lean_object* x_192; lean_object* x_193; lean_object* x_194; lean_object* x_195; lean_object* x_196; lean_object* x_197; 
x_186 = lean_ctor_get(x_3, 0);
lean_inc(x_186);
x_187 = lean_ctor_get(x_3, 1);
lean_inc(x_187);
lean_dec_ref(x_3);
x_188 = l_Llmbda_Print_paren___closed__0;
x_189 = lean_unsigned_to_nat(0u);
lean_inc_ref(x_1);
x_190 = l_Llmbda_Print_term___redArg(x_1, x_189, x_186);
x_191 = lean_string_append(x_188, x_190);
lean_dec_ref(x_190);
x_192 = l_Llmbda_Print_label___redArg___closed__1;
x_193 = lean_string_append(x_191, x_192);
x_194 = l_Llmbda_Print_term___redArg(x_1, x_189, x_187);
x_195 = lean_string_append(x_193, x_194);
lean_dec_ref(x_194);
x_196 = l_Llmbda_Print_paren___closed__1;
x_197 = lean_string_append(x_195, x_196);
return x_197;
}
case 10:
{
lean_object* x_198; lean_object* x_199; uint8_t x_200; lean_object* x_201; lean_object* x_202; lean_object* x_203; lean_object* x_204; lean_object* x_205; 
x_198 = lean_ctor_get(x_3, 0);
lean_inc(x_198);
lean_dec_ref(x_3);
x_199 = lean_unsigned_to_nat(9u);
x_200 = lean_nat_dec_lt(x_199, x_2);
x_201 = l_Llmbda_Print_term___redArg___closed__13;
x_202 = lean_unsigned_to_nat(10u);
x_203 = l_Llmbda_Print_term___redArg(x_1, x_202, x_198);
x_204 = lean_string_append(x_201, x_203);
lean_dec_ref(x_203);
x_205 = l_Llmbda_Print_paren(x_200, x_204);
lean_dec_ref(x_204);
return x_205;
}
case 11:
{
lean_object* x_206; lean_object* x_207; uint8_t x_208; lean_object* x_209; lean_object* x_210; lean_object* x_211; lean_object* x_212; lean_object* x_213; 
x_206 = lean_ctor_get(x_3, 0);
lean_inc(x_206);
lean_dec_ref(x_3);
x_207 = lean_unsigned_to_nat(9u);
x_208 = lean_nat_dec_lt(x_207, x_2);
x_209 = l_Llmbda_Print_term___redArg___closed__14;
x_210 = lean_unsigned_to_nat(10u);
x_211 = l_Llmbda_Print_term___redArg(x_1, x_210, x_206);
x_212 = lean_string_append(x_209, x_211);
lean_dec_ref(x_211);
x_213 = l_Llmbda_Print_paren(x_208, x_212);
lean_dec_ref(x_212);
return x_213;
}
case 12:
{
lean_object* x_214; lean_object* x_215; lean_object* x_216; uint8_t x_217; lean_object* x_218; lean_object* x_219; lean_object* x_220; lean_object* x_221; lean_object* x_222; lean_object* x_223; 
x_214 = lean_ctor_get(x_3, 0);
lean_inc(x_214);
x_215 = lean_ctor_get(x_3, 1);
lean_inc(x_215);
lean_dec_ref(x_3);
x_216 = lean_unsigned_to_nat(2u);
x_217 = lean_nat_dec_lt(x_216, x_2);
lean_inc_ref(x_1);
x_218 = l_Llmbda_Print_label___redArg(x_1, x_214);
x_219 = l_Llmbda_Print_term___redArg___closed__15;
x_220 = lean_string_append(x_218, x_219);
x_221 = l_Llmbda_Print_term___redArg(x_1, x_216, x_215);
x_222 = lean_string_append(x_220, x_221);
lean_dec_ref(x_221);
x_223 = l_Llmbda_Print_paren(x_217, x_222);
lean_dec_ref(x_222);
return x_223;
}
case 13:
{
lean_object* x_224; 
x_224 = lean_ctor_get(x_3, 0);
lean_inc(x_224);
if (lean_obj_tag(x_224) == 2)
{
lean_object* x_225; lean_object* x_226; lean_object* x_227; uint8_t x_228; lean_object* x_229; lean_object* x_230; lean_object* x_231; lean_object* x_232; lean_object* x_233; lean_object* x_234; lean_object* x_235; lean_object* x_236; 
x_225 = lean_ctor_get(x_3, 1);
lean_inc(x_225);
lean_dec_ref(x_3);
x_226 = lean_ctor_get(x_224, 0);
lean_inc(x_226);
lean_dec_ref(x_224);
x_227 = lean_unsigned_to_nat(2u);
x_228 = lean_nat_dec_lt(x_227, x_2);
x_229 = l_Llmbda_Print_paren___closed__0;
lean_inc_ref(x_1);
x_230 = l_Llmbda_Print_label___redArg(x_1, x_226);
x_231 = lean_string_append(x_229, x_230);
lean_dec_ref(x_230);
x_232 = l_Llmbda_Print_term___redArg___closed__16;
x_233 = lean_string_append(x_231, x_232);
x_234 = l_Llmbda_Print_term___redArg(x_1, x_227, x_225);
x_235 = lean_string_append(x_233, x_234);
lean_dec_ref(x_234);
x_236 = l_Llmbda_Print_paren(x_228, x_235);
lean_dec_ref(x_235);
return x_236;
}
else
{
lean_object* x_237; lean_object* x_238; uint8_t x_239; lean_object* x_240; lean_object* x_241; lean_object* x_242; lean_object* x_243; lean_object* x_244; lean_object* x_245; lean_object* x_246; 
x_237 = lean_ctor_get(x_3, 1);
lean_inc(x_237);
lean_dec_ref(x_3);
x_238 = lean_unsigned_to_nat(2u);
x_239 = lean_nat_dec_lt(x_238, x_2);
x_240 = lean_unsigned_to_nat(3u);
lean_inc_ref(x_1);
x_241 = l_Llmbda_Print_term___redArg(x_1, x_240, x_224);
x_242 = l_Llmbda_Print_term___redArg___closed__15;
x_243 = lean_string_append(x_241, x_242);
x_244 = l_Llmbda_Print_term___redArg(x_1, x_238, x_237);
x_245 = lean_string_append(x_243, x_244);
lean_dec_ref(x_244);
x_246 = l_Llmbda_Print_paren(x_239, x_245);
lean_dec_ref(x_245);
return x_246;
}
}
case 14:
{
lean_object* x_247; lean_object* x_248; lean_object* x_249; uint8_t x_250; lean_object* x_251; lean_object* x_252; lean_object* x_253; lean_object* x_254; lean_object* x_255; lean_object* x_256; lean_object* x_257; 
x_247 = lean_ctor_get(x_3, 0);
lean_inc(x_247);
x_248 = lean_ctor_get(x_3, 1);
lean_inc(x_248);
lean_dec_ref(x_3);
x_249 = lean_unsigned_to_nat(3u);
x_250 = lean_nat_dec_lt(x_249, x_2);
x_251 = lean_unsigned_to_nat(4u);
lean_inc_ref(x_1);
x_252 = l_Llmbda_Print_term___redArg(x_1, x_251, x_247);
x_253 = l_Llmbda_Print_term___redArg___closed__17;
x_254 = lean_string_append(x_252, x_253);
x_255 = l_Llmbda_Print_term___redArg(x_1, x_251, x_248);
x_256 = lean_string_append(x_254, x_255);
lean_dec_ref(x_255);
x_257 = l_Llmbda_Print_paren(x_250, x_256);
lean_dec_ref(x_256);
return x_257;
}
case 15:
{
lean_object* x_258; lean_object* x_259; lean_object* x_260; uint8_t x_261; lean_object* x_262; lean_object* x_263; lean_object* x_264; lean_object* x_265; lean_object* x_266; lean_object* x_267; lean_object* x_268; lean_object* x_269; lean_object* x_270; 
x_258 = lean_ctor_get(x_3, 0);
lean_inc(x_258);
x_259 = lean_ctor_get(x_3, 1);
lean_inc(x_259);
lean_dec_ref(x_3);
x_260 = lean_unsigned_to_nat(9u);
x_261 = lean_nat_dec_lt(x_260, x_2);
x_262 = l_Llmbda_Print_term___redArg___closed__18;
x_263 = lean_unsigned_to_nat(10u);
lean_inc_ref(x_1);
x_264 = l_Llmbda_Print_term___redArg(x_1, x_263, x_258);
x_265 = lean_string_append(x_262, x_264);
lean_dec_ref(x_264);
x_266 = l_Llmbda_Print_term___redArg___closed__3;
x_267 = lean_string_append(x_265, x_266);
x_268 = l_Llmbda_Print_term___redArg(x_1, x_263, x_259);
x_269 = lean_string_append(x_267, x_268);
lean_dec_ref(x_268);
x_270 = l_Llmbda_Print_paren(x_261, x_269);
lean_dec_ref(x_269);
return x_270;
}
case 16:
{
lean_object* x_271; lean_object* x_272; lean_object* x_273; uint8_t x_274; lean_object* x_275; lean_object* x_276; lean_object* x_277; lean_object* x_278; lean_object* x_279; lean_object* x_280; lean_object* x_281; lean_object* x_282; lean_object* x_283; 
x_271 = lean_ctor_get(x_3, 0);
lean_inc(x_271);
x_272 = lean_ctor_get(x_3, 1);
lean_inc(x_272);
lean_dec_ref(x_3);
x_273 = lean_unsigned_to_nat(9u);
x_274 = lean_nat_dec_lt(x_273, x_2);
x_275 = l_Llmbda_Print_term___redArg___closed__19;
x_276 = lean_unsigned_to_nat(10u);
lean_inc_ref(x_1);
x_277 = l_Llmbda_Print_term___redArg(x_1, x_276, x_271);
x_278 = lean_string_append(x_275, x_277);
lean_dec_ref(x_277);
x_279 = l_Llmbda_Print_term___redArg___closed__3;
x_280 = lean_string_append(x_278, x_279);
x_281 = l_Llmbda_Print_term___redArg(x_1, x_276, x_272);
x_282 = lean_string_append(x_280, x_281);
lean_dec_ref(x_281);
x_283 = l_Llmbda_Print_paren(x_274, x_282);
lean_dec_ref(x_282);
return x_283;
}
case 17:
{
lean_object* x_284; lean_object* x_285; uint8_t x_286; lean_object* x_287; lean_object* x_288; lean_object* x_289; lean_object* x_290; lean_object* x_291; 
x_284 = lean_ctor_get(x_3, 0);
lean_inc(x_284);
lean_dec_ref(x_3);
x_285 = lean_unsigned_to_nat(9u);
x_286 = lean_nat_dec_lt(x_285, x_2);
x_287 = l_Llmbda_Print_term___redArg___closed__20;
x_288 = lean_unsigned_to_nat(10u);
x_289 = l_Llmbda_Print_term___redArg(x_1, x_288, x_284);
x_290 = lean_string_append(x_287, x_289);
lean_dec_ref(x_289);
x_291 = l_Llmbda_Print_paren(x_286, x_290);
lean_dec_ref(x_290);
return x_291;
}
case 18:
{
uint8_t x_292; 
lean_dec_ref(x_1);
x_292 = lean_ctor_get_uint8(x_3, 0);
lean_dec_ref(x_3);
if (x_292 == 0)
{
lean_object* x_293; 
x_293 = l_Llmbda_Print_term___redArg___closed__21;
return x_293;
}
else
{
lean_object* x_294; 
x_294 = l_Llmbda_Print_term___redArg___closed__22;
return x_294;
}
}
case 19:
{
lean_object* x_295; lean_object* x_296; uint8_t x_297; lean_object* x_298; lean_object* x_299; lean_object* x_300; lean_object* x_301; lean_object* x_302; 
x_295 = lean_ctor_get(x_3, 0);
lean_inc(x_295);
lean_dec_ref(x_3);
x_296 = lean_unsigned_to_nat(9u);
x_297 = lean_nat_dec_lt(x_296, x_2);
x_298 = l_Llmbda_Print_term___redArg___closed__23;
x_299 = lean_unsigned_to_nat(10u);
x_300 = l_Llmbda_Print_term___redArg(x_1, x_299, x_295);
x_301 = lean_string_append(x_298, x_300);
lean_dec_ref(x_300);
x_302 = l_Llmbda_Print_paren(x_297, x_301);
lean_dec_ref(x_301);
return x_302;
}
case 20:
{
lean_object* x_303; 
lean_dec_ref(x_1);
x_303 = l_Llmbda_Print_term___redArg___closed__24;
return x_303;
}
case 21:
{
lean_object* x_304; lean_object* x_305; lean_object* x_306; uint8_t x_307; lean_object* x_308; lean_object* x_309; lean_object* x_310; lean_object* x_311; lean_object* x_312; lean_object* x_313; lean_object* x_314; lean_object* x_315; lean_object* x_316; 
x_304 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_304);
x_305 = lean_ctor_get(x_3, 1);
lean_inc(x_305);
lean_dec_ref(x_3);
x_306 = lean_unsigned_to_nat(9u);
x_307 = lean_nat_dec_lt(x_306, x_2);
x_308 = l_Llmbda_Print_term___redArg___closed__25;
x_309 = l_Llmbda_Print_quote(x_304);
x_310 = lean_string_append(x_308, x_309);
lean_dec_ref(x_309);
x_311 = l_Llmbda_Print_term___redArg___closed__3;
x_312 = lean_string_append(x_310, x_311);
x_313 = lean_unsigned_to_nat(10u);
x_314 = l_Llmbda_Print_term___redArg(x_1, x_313, x_305);
x_315 = lean_string_append(x_312, x_314);
lean_dec_ref(x_314);
x_316 = l_Llmbda_Print_paren(x_307, x_315);
lean_dec_ref(x_315);
return x_316;
}
default: 
{
lean_object* x_317; lean_object* x_318; lean_object* x_319; lean_object* x_320; lean_object* x_321; lean_object* x_322; lean_object* x_323; lean_object* x_324; lean_object* x_325; lean_object* x_326; lean_object* x_327; lean_object* x_328; 
x_317 = lean_ctor_get(x_3, 0);
lean_inc(x_317);
x_318 = lean_ctor_get(x_3, 1);
lean_inc(x_318);
lean_dec_ref(x_3);
x_319 = l_Llmbda_Print_paren___closed__0;
lean_inc_ref(x_1);
x_320 = l_Llmbda_Print_label___redArg(x_1, x_318);
x_321 = lean_string_append(x_319, x_320);
lean_dec_ref(x_320);
x_322 = l_Llmbda_Print_term___redArg___closed__15;
x_323 = lean_string_append(x_321, x_322);
x_324 = lean_unsigned_to_nat(2u);
x_325 = l_Llmbda_Print_term___redArg(x_1, x_324, x_317);
x_326 = lean_string_append(x_323, x_325);
lean_dec_ref(x_325);
x_327 = l_Llmbda_Print_paren___closed__1;
x_328 = lean_string_append(x_326, x_327);
return x_328;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_term(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Print_term___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_term___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Print_term(x_1, x_2, x_3, x_4);
lean_dec(x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Print_term___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Print_term___redArg(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_print___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_unsigned_to_nat(0u);
x_4 = l_Llmbda_Print_term___redArg(x_1, x_3, x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_print(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_print___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_render___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 1)
{
lean_object* x_3; 
x_3 = lean_ctor_get(x_2, 0);
if (lean_obj_tag(x_3) == 3)
{
lean_object* x_4; 
lean_inc_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_4);
lean_dec_ref(x_3);
return x_4;
}
else
{
lean_object* x_5; 
x_5 = l_Llmbda_print___redArg(x_1, x_2);
return x_5;
}
}
else
{
lean_object* x_6; 
x_6 = l_Llmbda_print___redArg(x_1, x_2);
return x_6;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_render(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_render___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqParseError_decEq(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; uint8_t x_9; 
x_3 = lean_ctor_get(x_1, 0);
x_4 = lean_ctor_get(x_1, 1);
x_5 = lean_ctor_get(x_1, 2);
x_6 = lean_ctor_get(x_2, 0);
x_7 = lean_ctor_get(x_2, 1);
x_8 = lean_ctor_get(x_2, 2);
x_9 = lean_nat_dec_eq(x_3, x_6);
if (x_9 == 0)
{
return x_9;
}
else
{
uint8_t x_10; 
x_10 = lean_nat_dec_eq(x_4, x_7);
if (x_10 == 0)
{
return x_10;
}
else
{
uint8_t x_11; 
x_11 = lean_string_dec_eq(x_5, x_8);
return x_11;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqParseError_decEq___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqParseError_decEq(x_1, x_2);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqParseError(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_instDecidableEqParseError_decEq(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqParseError___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqParseError(x_1, x_2);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_instInhabitedParseError_default___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_instInhabitedTerm_default___closed__0;
x_2 = lean_unsigned_to_nat(0u);
x_3 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_2);
lean_ctor_set(x_3, 2, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_instInhabitedParseError_default() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedParseError_default___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_instInhabitedParseError() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedParseError_default;
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorIdx(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
case 3:
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
case 4:
{
lean_object* x_6; 
x_6 = lean_unsigned_to_nat(4u);
return x_6;
}
case 5:
{
lean_object* x_7; 
x_7 = lean_unsigned_to_nat(5u);
return x_7;
}
default: 
{
lean_object* x_8; 
x_8 = lean_unsigned_to_nat(6u);
return x_8;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorIdx___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_Tok_ctorIdx(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 2:
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc(x_3);
lean_dec_ref(x_1);
x_4 = lean_apply_1(x_2, x_3);
return x_4;
}
case 4:
{
lean_object* x_5; lean_object* x_6; 
x_5 = lean_ctor_get(x_1, 0);
lean_inc(x_5);
lean_dec_ref(x_1);
x_6 = lean_apply_1(x_2, x_5);
return x_6;
}
case 6:
{
return x_2;
}
default: 
{
lean_object* x_7; lean_object* x_8; 
x_7 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_7);
lean_dec(x_1);
x_8 = lean_apply_1(x_2, x_7);
return x_8;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Tok_ctorElim(x_1, x_2, x_3, x_4, x_5);
lean_dec(x_2);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ident_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_ident_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_kw_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_kw_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_int_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_int_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_str_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_str_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_label_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_label_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_sym_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_sym_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_eof_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Tok_eof_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Tok_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_3; 
x_3 = 1;
return x_3;
}
else
{
uint8_t x_4; 
x_4 = 0;
return x_4;
}
}
else
{
lean_object* x_5; lean_object* x_6; uint8_t x_7; 
x_5 = lean_ctor_get(x_1, 0);
x_6 = lean_ctor_get(x_1, 1);
x_7 = 0;
if (lean_obj_tag(x_2) == 0)
{
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; uint8_t x_10; 
x_8 = lean_ctor_get(x_2, 0);
x_9 = lean_ctor_get(x_2, 1);
x_10 = lean_string_dec_eq(x_5, x_8);
if (x_10 == 0)
{
return x_7;
}
else
{
uint8_t x_11; 
x_11 = l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0(x_6, x_9);
if (x_11 == 0)
{
return x_7;
}
else
{
return x_11;
}
}
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqTok_decEq(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_3; uint8_t x_4; 
x_3 = lean_ctor_get(x_1, 0);
x_4 = 0;
switch (lean_obj_tag(x_2)) {
case 0:
{
lean_object* x_5; uint8_t x_6; 
x_5 = lean_ctor_get(x_2, 0);
x_6 = lean_string_dec_eq(x_3, x_5);
if (x_6 == 0)
{
return x_4;
}
else
{
return x_6;
}
}
case 6:
{
return x_4;
}
default: 
{
return x_4;
}
}
}
case 1:
{
lean_object* x_7; uint8_t x_8; 
x_7 = lean_ctor_get(x_1, 0);
x_8 = 0;
switch (lean_obj_tag(x_2)) {
case 1:
{
lean_object* x_9; uint8_t x_10; 
x_9 = lean_ctor_get(x_2, 0);
x_10 = lean_string_dec_eq(x_7, x_9);
if (x_10 == 0)
{
return x_8;
}
else
{
return x_10;
}
}
case 6:
{
return x_8;
}
default: 
{
return x_8;
}
}
}
case 2:
{
lean_object* x_11; uint8_t x_12; 
x_11 = lean_ctor_get(x_1, 0);
x_12 = 0;
switch (lean_obj_tag(x_2)) {
case 2:
{
lean_object* x_13; uint8_t x_14; 
x_13 = lean_ctor_get(x_2, 0);
x_14 = lean_int_dec_eq(x_11, x_13);
if (x_14 == 0)
{
return x_12;
}
else
{
return x_14;
}
}
case 6:
{
return x_12;
}
default: 
{
return x_12;
}
}
}
case 3:
{
lean_object* x_15; uint8_t x_16; 
x_15 = lean_ctor_get(x_1, 0);
x_16 = 0;
switch (lean_obj_tag(x_2)) {
case 3:
{
lean_object* x_17; uint8_t x_18; 
x_17 = lean_ctor_get(x_2, 0);
x_18 = lean_string_dec_eq(x_15, x_17);
if (x_18 == 0)
{
return x_16;
}
else
{
return x_18;
}
}
case 6:
{
return x_16;
}
default: 
{
return x_16;
}
}
}
case 4:
{
lean_object* x_19; uint8_t x_20; 
x_19 = lean_ctor_get(x_1, 0);
x_20 = 0;
switch (lean_obj_tag(x_2)) {
case 4:
{
lean_object* x_21; uint8_t x_22; 
x_21 = lean_ctor_get(x_2, 0);
x_22 = l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0(x_19, x_21);
if (x_22 == 0)
{
return x_20;
}
else
{
return x_22;
}
}
case 6:
{
return x_20;
}
default: 
{
return x_20;
}
}
}
case 5:
{
lean_object* x_23; uint8_t x_24; 
x_23 = lean_ctor_get(x_1, 0);
x_24 = 0;
switch (lean_obj_tag(x_2)) {
case 5:
{
lean_object* x_25; uint8_t x_26; 
x_25 = lean_ctor_get(x_2, 0);
x_26 = lean_string_dec_eq(x_23, x_25);
if (x_26 == 0)
{
return x_24;
}
else
{
return x_26;
}
}
case 6:
{
return x_24;
}
default: 
{
return x_24;
}
}
}
default: 
{
if (lean_obj_tag(x_2) == 6)
{
uint8_t x_27; 
x_27 = 1;
return x_27;
}
else
{
uint8_t x_28; 
x_28 = 0;
return x_28;
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Compiled_decEqList___at___00Llmbda_Parse_instDecidableEqTok_decEq_spec__0(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqTok_decEq___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqTok(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqTok___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Parse_instDecidableEqTok(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Parse_instInhabitedTok_default___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_instInhabitedTerm_default___closed__0;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_instInhabitedTok_default() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_instInhabitedTok_default___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_instInhabitedTok() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_instInhabitedTok_default;
return x_1;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqPTok_decEq(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; uint8_t x_9; 
x_3 = lean_ctor_get(x_1, 0);
x_4 = lean_ctor_get(x_1, 1);
x_5 = lean_ctor_get(x_1, 2);
x_6 = lean_ctor_get(x_2, 0);
x_7 = lean_ctor_get(x_2, 1);
x_8 = lean_ctor_get(x_2, 2);
x_9 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_3, x_6);
if (x_9 == 0)
{
return x_9;
}
else
{
uint8_t x_10; 
x_10 = lean_nat_dec_eq(x_4, x_7);
if (x_10 == 0)
{
return x_10;
}
else
{
uint8_t x_11; 
x_11 = lean_nat_dec_eq(x_5, x_8);
return x_11;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqPTok_decEq___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Parse_instDecidableEqPTok_decEq(x_1, x_2);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_instDecidableEqPTok(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_Parse_instDecidableEqPTok_decEq(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_instDecidableEqPTok___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Parse_instDecidableEqPTok(x_1, x_2);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Parse_instInhabitedPTok_default___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = l_Llmbda_Parse_instInhabitedTok_default;
x_3 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
lean_ctor_set(x_3, 2, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_instInhabitedPTok_default() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_instInhabitedPTok_default___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_instInhabitedPTok() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_instInhabitedPTok_default;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fun", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("rec", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("let", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("in", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__4() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("if", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("then", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__6() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("else", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__7() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("send", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__8() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fork", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__9() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("assert", 6, 6);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__10() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("endorse", 7, 7);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__11() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("call", 4, 4);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__12() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fst", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__13() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("snd", 3, 3);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__14() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Parse_keywords___closed__13;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__15() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__14;
x_2 = l_Llmbda_Parse_keywords___closed__12;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__16() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__15;
x_2 = l_Llmbda_Print_op1Name___closed__3;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__17() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__16;
x_2 = l_Llmbda_Print_op1Name___closed__2;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__18() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__17;
x_2 = l_Llmbda_Print_op1Name___closed__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__19() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__18;
x_2 = l_Llmbda_Print_op1Name___closed__0;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__20() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__19;
x_2 = l_Llmbda_Parse_keywords___closed__11;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__21() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__20;
x_2 = l_Llmbda_Parse_keywords___closed__10;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__22() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__21;
x_2 = l_Llmbda_Parse_keywords___closed__9;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__23() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__22;
x_2 = l_Llmbda_Print_term___redArg___closed__24;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__24() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__23;
x_2 = l_Llmbda_Parse_keywords___closed__8;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__25() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__24;
x_2 = l_Llmbda_Print_term___redArg___closed__22;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__26() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__25;
x_2 = l_Llmbda_Print_term___redArg___closed__21;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__27() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__26;
x_2 = l_Llmbda_Parse_keywords___closed__7;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__28() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__27;
x_2 = l_Llmbda_Print_const___closed__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__29() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__28;
x_2 = l_Llmbda_Print_const___closed__2;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__30() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__29;
x_2 = l_Llmbda_Parse_keywords___closed__6;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__31() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__30;
x_2 = l_Llmbda_Parse_keywords___closed__5;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__32() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__31;
x_2 = l_Llmbda_Parse_keywords___closed__4;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__33() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__32;
x_2 = l_Llmbda_Parse_keywords___closed__3;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__34() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__33;
x_2 = l_Llmbda_Parse_keywords___closed__2;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__35() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__34;
x_2 = l_Llmbda_Parse_keywords___closed__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords___closed__36() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_keywords___closed__35;
x_2 = l_Llmbda_Parse_keywords___closed__0;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_keywords() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_keywords___closed__36;
return x_1;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_isIdStart(uint32_t x_1) {
_start:
{
uint8_t x_2; uint32_t x_11; uint8_t x_12; 
x_11 = 65;
x_12 = lean_uint32_dec_le(x_11, x_1);
if (x_12 == 0)
{
goto block_10;
}
else
{
uint32_t x_13; uint8_t x_14; 
x_13 = 90;
x_14 = lean_uint32_dec_le(x_1, x_13);
if (x_14 == 0)
{
goto block_10;
}
else
{
return x_14;
}
}
block_5:
{
if (x_2 == 0)
{
uint32_t x_3; uint8_t x_4; 
x_3 = 95;
x_4 = lean_uint32_dec_eq(x_1, x_3);
return x_4;
}
else
{
return x_2;
}
}
block_10:
{
uint32_t x_6; uint8_t x_7; 
x_6 = 97;
x_7 = lean_uint32_dec_le(x_6, x_1);
if (x_7 == 0)
{
x_2 = x_7;
goto block_5;
}
else
{
uint32_t x_8; uint8_t x_9; 
x_8 = 122;
x_9 = lean_uint32_dec_le(x_1, x_8);
x_2 = x_9;
goto block_5;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_isIdStart___boxed(lean_object* x_1) {
_start:
{
uint32_t x_2; uint8_t x_3; lean_object* x_4; 
x_2 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_3 = l_Llmbda_Parse_isIdStart(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_isIdChar(uint32_t x_1) {
_start:
{
uint8_t x_2; uint8_t x_8; uint32_t x_19; uint8_t x_20; 
x_19 = 65;
x_20 = lean_uint32_dec_le(x_19, x_1);
if (x_20 == 0)
{
goto block_18;
}
else
{
uint32_t x_21; uint8_t x_22; 
x_21 = 90;
x_22 = lean_uint32_dec_le(x_1, x_21);
if (x_22 == 0)
{
goto block_18;
}
else
{
return x_22;
}
}
block_7:
{
if (x_2 == 0)
{
uint32_t x_3; uint8_t x_4; 
x_3 = 95;
x_4 = lean_uint32_dec_eq(x_1, x_3);
if (x_4 == 0)
{
uint32_t x_5; uint8_t x_6; 
x_5 = 39;
x_6 = lean_uint32_dec_eq(x_1, x_5);
return x_6;
}
else
{
return x_4;
}
}
else
{
return x_2;
}
}
block_13:
{
if (x_8 == 0)
{
uint32_t x_9; uint8_t x_10; 
x_9 = 48;
x_10 = lean_uint32_dec_le(x_9, x_1);
if (x_10 == 0)
{
x_2 = x_10;
goto block_7;
}
else
{
uint32_t x_11; uint8_t x_12; 
x_11 = 57;
x_12 = lean_uint32_dec_le(x_1, x_11);
x_2 = x_12;
goto block_7;
}
}
else
{
return x_8;
}
}
block_18:
{
uint32_t x_14; uint8_t x_15; 
x_14 = 97;
x_15 = lean_uint32_dec_le(x_14, x_1);
if (x_15 == 0)
{
x_8 = x_15;
goto block_13;
}
else
{
uint32_t x_16; uint8_t x_17; 
x_16 = 122;
x_17 = lean_uint32_dec_le(x_1, x_16);
x_8 = x_17;
goto block_13;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_isIdChar___boxed(lean_object* x_1) {
_start:
{
uint32_t x_2; uint8_t x_3; lean_object* x_4; 
x_2 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_3 = l_Llmbda_Parse_isIdChar(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_span(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
lean_object* x_3; 
lean_dec_ref(x_1);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_2);
return x_3;
}
else
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; uint8_t x_7; 
x_4 = lean_ctor_get(x_2, 0);
x_5 = lean_ctor_get(x_2, 1);
lean_inc_ref(x_1);
lean_inc(x_4);
x_6 = lean_apply_1(x_1, x_4);
x_7 = lean_unbox(x_6);
if (x_7 == 0)
{
lean_object* x_8; lean_object* x_9; 
lean_dec_ref(x_1);
x_8 = lean_box(0);
x_9 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_9, 0, x_8);
lean_ctor_set(x_9, 1, x_2);
return x_9;
}
else
{
uint8_t x_10; 
lean_inc(x_5);
lean_inc(x_4);
x_10 = !lean_is_exclusive(x_2);
if (x_10 == 0)
{
lean_object* x_11; lean_object* x_12; lean_object* x_13; uint8_t x_14; 
x_11 = lean_ctor_get(x_2, 1);
lean_dec(x_11);
x_12 = lean_ctor_get(x_2, 0);
lean_dec(x_12);
x_13 = l_Llmbda_Parse_span(x_1, x_5);
x_14 = !lean_is_exclusive(x_13);
if (x_14 == 0)
{
lean_object* x_15; 
x_15 = lean_ctor_get(x_13, 0);
lean_ctor_set(x_2, 1, x_15);
lean_ctor_set(x_13, 0, x_2);
return x_13;
}
else
{
lean_object* x_16; lean_object* x_17; lean_object* x_18; 
x_16 = lean_ctor_get(x_13, 0);
x_17 = lean_ctor_get(x_13, 1);
lean_inc(x_17);
lean_inc(x_16);
lean_dec(x_13);
lean_ctor_set(x_2, 1, x_16);
x_18 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_18, 0, x_2);
lean_ctor_set(x_18, 1, x_17);
return x_18;
}
}
else
{
lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; 
lean_dec(x_2);
x_19 = l_Llmbda_Parse_span(x_1, x_5);
x_20 = lean_ctor_get(x_19, 0);
lean_inc(x_20);
x_21 = lean_ctor_get(x_19, 1);
lean_inc(x_21);
if (lean_is_exclusive(x_19)) {
 lean_ctor_release(x_19, 0);
 lean_ctor_release(x_19, 1);
 x_22 = x_19;
} else {
 lean_dec_ref(x_19);
 x_22 = lean_box(0);
}
x_23 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_23, 0, x_4);
lean_ctor_set(x_23, 1, x_20);
if (lean_is_scalar(x_22)) {
 x_24 = lean_alloc_ctor(0, 2, 0);
} else {
 x_24 = x_22;
}
lean_ctor_set(x_24, 0, x_23);
lean_ctor_set(x_24, 1, x_21);
return x_24;
}
}
}
}
}
static lean_object* _init_l_Llmbda_Parse_digitsValue___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_cstr_to_nat("18446744073709551616");
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_digitsValue(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
return x_1;
}
else
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; uint32_t x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; uint8_t x_13; 
x_3 = lean_ctor_get(x_2, 0);
x_4 = lean_ctor_get(x_2, 1);
x_5 = lean_unsigned_to_nat(10u);
x_6 = lean_nat_mul(x_1, x_5);
lean_dec(x_1);
x_7 = lean_unbox_uint32(x_3);
x_8 = lean_uint32_to_nat(x_7);
x_9 = lean_unsigned_to_nat(48u);
x_10 = lean_nat_sub(x_8, x_9);
lean_dec(x_8);
x_11 = lean_nat_add(x_6, x_10);
lean_dec(x_10);
lean_dec(x_6);
x_12 = l_Llmbda_Parse_digitsValue___closed__0;
x_13 = lean_nat_dec_le(x_11, x_12);
if (x_13 == 0)
{
lean_dec(x_11);
x_1 = x_12;
x_2 = x_4;
goto _start;
}
else
{
x_1 = x_11;
x_2 = x_4;
goto _start;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_digitsValue___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_digitsValue(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_hexValue(uint32_t x_1) {
_start:
{
uint32_t x_22; uint8_t x_23; 
x_22 = 48;
x_23 = lean_uint32_dec_le(x_22, x_1);
if (x_23 == 0)
{
goto block_21;
}
else
{
uint32_t x_24; uint8_t x_25; 
x_24 = 57;
x_25 = lean_uint32_dec_le(x_1, x_24);
if (x_25 == 0)
{
goto block_21;
}
else
{
lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_26 = lean_unsigned_to_nat(48u);
x_27 = lean_uint32_to_nat(x_1);
x_28 = lean_nat_sub(x_27, x_26);
lean_dec(x_27);
x_29 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_29, 0, x_28);
return x_29;
}
}
block_12:
{
uint32_t x_2; uint8_t x_3; 
x_2 = 65;
x_3 = lean_uint32_dec_le(x_2, x_1);
if (x_3 == 0)
{
lean_object* x_4; 
x_4 = lean_box(0);
return x_4;
}
else
{
uint32_t x_5; uint8_t x_6; 
x_5 = 70;
x_6 = lean_uint32_dec_le(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; 
x_7 = lean_box(0);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; 
x_8 = lean_uint32_to_nat(x_1);
x_9 = lean_unsigned_to_nat(55u);
x_10 = lean_nat_sub(x_8, x_9);
lean_dec(x_8);
x_11 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_11, 0, x_10);
return x_11;
}
}
}
block_21:
{
uint32_t x_13; uint8_t x_14; 
x_13 = 97;
x_14 = lean_uint32_dec_le(x_13, x_1);
if (x_14 == 0)
{
goto block_12;
}
else
{
uint32_t x_15; uint8_t x_16; 
x_15 = 102;
x_16 = lean_uint32_dec_le(x_1, x_15);
if (x_16 == 0)
{
goto block_12;
}
else
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; 
x_17 = lean_uint32_to_nat(x_1);
x_18 = lean_unsigned_to_nat(87u);
x_19 = lean_nat_sub(x_17, x_18);
lean_dec(x_17);
x_20 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_20, 0, x_19);
return x_20;
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_hexValue___boxed(lean_object* x_1) {
_start:
{
uint32_t x_2; lean_object* x_3; 
x_2 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_3 = l_Llmbda_Parse_hexValue(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexHex(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_3) == 0)
{
lean_object* x_4; 
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(0);
return x_4;
}
else
{
uint8_t x_5; 
x_5 = !lean_is_exclusive(x_3);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; uint32_t x_8; uint32_t x_9; uint8_t x_10; 
x_6 = lean_ctor_get(x_3, 0);
x_7 = lean_ctor_get(x_3, 1);
x_8 = 125;
x_9 = lean_unbox_uint32(x_6);
x_10 = lean_uint32_dec_eq(x_9, x_8);
if (x_10 == 0)
{
uint32_t x_11; lean_object* x_12; 
lean_free_object(x_3);
x_11 = lean_unbox_uint32(x_6);
lean_dec(x_6);
x_12 = l_Llmbda_Parse_hexValue(x_11);
if (lean_obj_tag(x_12) == 0)
{
lean_object* x_13; 
lean_dec(x_7);
lean_dec(x_2);
lean_dec(x_1);
x_13 = lean_box(0);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_14 = lean_ctor_get(x_12, 0);
lean_inc(x_14);
lean_dec_ref(x_12);
x_15 = lean_unsigned_to_nat(16u);
x_16 = lean_nat_mul(x_1, x_15);
lean_dec(x_1);
x_17 = lean_nat_add(x_16, x_14);
lean_dec(x_14);
lean_dec(x_16);
x_18 = lean_unsigned_to_nat(1u);
x_19 = lean_nat_add(x_2, x_18);
lean_dec(x_2);
x_1 = x_17;
x_2 = x_19;
x_3 = x_7;
goto _start;
}
}
else
{
lean_object* x_21; uint8_t x_22; 
lean_dec(x_6);
x_21 = lean_unsigned_to_nat(0u);
x_22 = lean_nat_dec_eq(x_2, x_21);
if (x_22 == 0)
{
lean_object* x_23; uint8_t x_24; 
x_23 = lean_unsigned_to_nat(6u);
x_24 = lean_nat_dec_lt(x_23, x_2);
if (x_24 == 0)
{
lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; 
x_25 = lean_unsigned_to_nat(1u);
x_26 = lean_nat_add(x_2, x_25);
lean_dec(x_2);
lean_ctor_set_tag(x_3, 0);
lean_ctor_set(x_3, 1, x_26);
lean_ctor_set(x_3, 0, x_7);
x_27 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_27, 0, x_1);
lean_ctor_set(x_27, 1, x_3);
x_28 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_28, 0, x_27);
return x_28;
}
else
{
lean_object* x_29; 
lean_free_object(x_3);
lean_dec(x_7);
lean_dec(x_2);
lean_dec(x_1);
x_29 = lean_box(0);
return x_29;
}
}
else
{
lean_object* x_30; 
lean_free_object(x_3);
lean_dec(x_7);
lean_dec(x_2);
lean_dec(x_1);
x_30 = lean_box(0);
return x_30;
}
}
}
else
{
lean_object* x_31; lean_object* x_32; uint32_t x_33; uint32_t x_34; uint8_t x_35; 
x_31 = lean_ctor_get(x_3, 0);
x_32 = lean_ctor_get(x_3, 1);
lean_inc(x_32);
lean_inc(x_31);
lean_dec(x_3);
x_33 = 125;
x_34 = lean_unbox_uint32(x_31);
x_35 = lean_uint32_dec_eq(x_34, x_33);
if (x_35 == 0)
{
uint32_t x_36; lean_object* x_37; 
x_36 = lean_unbox_uint32(x_31);
lean_dec(x_31);
x_37 = l_Llmbda_Parse_hexValue(x_36);
if (lean_obj_tag(x_37) == 0)
{
lean_object* x_38; 
lean_dec(x_32);
lean_dec(x_2);
lean_dec(x_1);
x_38 = lean_box(0);
return x_38;
}
else
{
lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; lean_object* x_44; 
x_39 = lean_ctor_get(x_37, 0);
lean_inc(x_39);
lean_dec_ref(x_37);
x_40 = lean_unsigned_to_nat(16u);
x_41 = lean_nat_mul(x_1, x_40);
lean_dec(x_1);
x_42 = lean_nat_add(x_41, x_39);
lean_dec(x_39);
lean_dec(x_41);
x_43 = lean_unsigned_to_nat(1u);
x_44 = lean_nat_add(x_2, x_43);
lean_dec(x_2);
x_1 = x_42;
x_2 = x_44;
x_3 = x_32;
goto _start;
}
}
else
{
lean_object* x_46; uint8_t x_47; 
lean_dec(x_31);
x_46 = lean_unsigned_to_nat(0u);
x_47 = lean_nat_dec_eq(x_2, x_46);
if (x_47 == 0)
{
lean_object* x_48; uint8_t x_49; 
x_48 = lean_unsigned_to_nat(6u);
x_49 = lean_nat_dec_lt(x_48, x_2);
if (x_49 == 0)
{
lean_object* x_50; lean_object* x_51; lean_object* x_52; lean_object* x_53; lean_object* x_54; 
x_50 = lean_unsigned_to_nat(1u);
x_51 = lean_nat_add(x_2, x_50);
lean_dec(x_2);
x_52 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_52, 0, x_32);
lean_ctor_set(x_52, 1, x_51);
x_53 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_53, 0, x_1);
lean_ctor_set(x_53, 1, x_52);
x_54 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_54, 0, x_53);
return x_54;
}
else
{
lean_object* x_55; 
lean_dec(x_32);
lean_dec(x_2);
lean_dec(x_1);
x_55 = lean_box(0);
return x_55;
}
}
else
{
lean_object* x_56; 
lean_dec(x_32);
lean_dec(x_2);
lean_dec(x_1);
x_56 = lean_box(0);
return x_56;
}
}
}
}
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("invalid \\u{…} escape", 22, 20);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unknown escape in string literal", 32, 32);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("string literal too long", 23, 23);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unterminated string literal", 27, 27);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 10;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___boxed__const__2() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 92;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___boxed__const__3() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 34;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___boxed__const__4() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 13;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lexString___boxed__const__5() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 9;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexString(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_10; lean_object* x_11; lean_object* x_16; uint8_t x_17; 
x_16 = lean_unsigned_to_nat(0u);
x_17 = lean_nat_dec_eq(x_1, x_16);
if (x_17 == 1)
{
lean_object* x_18; lean_object* x_19; lean_object* x_20; 
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_1);
x_18 = l_Llmbda_Parse_lexString___closed__2;
x_19 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_19, 0, x_2);
lean_ctor_set(x_19, 1, x_3);
lean_ctor_set(x_19, 2, x_18);
x_20 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_20, 0, x_19);
return x_20;
}
else
{
if (lean_obj_tag(x_5) == 0)
{
lean_object* x_21; lean_object* x_22; lean_object* x_23; 
lean_dec(x_4);
lean_dec(x_1);
x_21 = l_Llmbda_Parse_lexString___closed__3;
x_22 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_22, 0, x_2);
lean_ctor_set(x_22, 1, x_3);
lean_ctor_set(x_22, 2, x_21);
x_23 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_23, 0, x_22);
return x_23;
}
else
{
uint8_t x_24; 
x_24 = !lean_is_exclusive(x_5);
if (x_24 == 0)
{
lean_object* x_25; lean_object* x_26; uint32_t x_27; uint32_t x_28; uint8_t x_29; 
x_25 = lean_ctor_get(x_5, 0);
x_26 = lean_ctor_get(x_5, 1);
x_27 = 34;
x_28 = lean_unbox_uint32(x_25);
x_29 = lean_uint32_dec_eq(x_28, x_27);
if (x_29 == 0)
{
lean_object* x_30; lean_object* x_31; uint32_t x_32; uint32_t x_33; uint8_t x_34; 
x_30 = lean_unsigned_to_nat(1u);
x_31 = lean_nat_sub(x_1, x_30);
lean_dec(x_1);
x_32 = 92;
x_33 = lean_unbox_uint32(x_25);
x_34 = lean_uint32_dec_eq(x_33, x_32);
if (x_34 == 0)
{
uint32_t x_35; uint32_t x_36; uint8_t x_37; 
x_35 = 10;
x_36 = lean_unbox_uint32(x_25);
x_37 = lean_uint32_dec_eq(x_36, x_35);
if (x_37 == 0)
{
lean_object* x_38; 
x_38 = lean_nat_add(x_3, x_30);
lean_dec(x_3);
lean_ctor_set(x_5, 1, x_4);
x_1 = x_31;
x_3 = x_38;
x_4 = x_5;
x_5 = x_26;
goto _start;
}
else
{
lean_object* x_40; lean_object* x_41; 
lean_dec(x_25);
lean_dec(x_3);
x_40 = lean_nat_add(x_2, x_30);
lean_dec(x_2);
x_41 = l_Llmbda_Parse_lexString___boxed__const__1;
lean_ctor_set(x_5, 1, x_4);
lean_ctor_set(x_5, 0, x_41);
x_1 = x_31;
x_2 = x_40;
x_3 = x_30;
x_4 = x_5;
x_5 = x_26;
goto _start;
}
}
else
{
lean_free_object(x_5);
lean_dec(x_25);
if (lean_obj_tag(x_26) == 1)
{
uint8_t x_43; 
x_43 = !lean_is_exclusive(x_26);
if (x_43 == 0)
{
lean_object* x_44; lean_object* x_45; uint32_t x_46; uint32_t x_47; uint8_t x_48; 
x_44 = lean_ctor_get(x_26, 0);
x_45 = lean_ctor_get(x_26, 1);
x_46 = 110;
x_47 = lean_unbox_uint32(x_44);
x_48 = lean_uint32_dec_eq(x_47, x_46);
if (x_48 == 0)
{
uint32_t x_49; uint32_t x_50; uint8_t x_51; 
x_49 = 116;
x_50 = lean_unbox_uint32(x_44);
x_51 = lean_uint32_dec_eq(x_50, x_49);
if (x_51 == 0)
{
uint32_t x_52; uint32_t x_53; uint8_t x_54; 
x_52 = 114;
x_53 = lean_unbox_uint32(x_44);
x_54 = lean_uint32_dec_eq(x_53, x_52);
if (x_54 == 0)
{
uint32_t x_55; uint8_t x_56; 
x_55 = lean_unbox_uint32(x_44);
x_56 = lean_uint32_dec_eq(x_55, x_27);
if (x_56 == 0)
{
uint32_t x_57; uint8_t x_58; 
x_57 = lean_unbox_uint32(x_44);
x_58 = lean_uint32_dec_eq(x_57, x_32);
if (x_58 == 0)
{
uint32_t x_59; uint32_t x_60; uint8_t x_61; 
lean_free_object(x_26);
x_59 = 117;
x_60 = lean_unbox_uint32(x_44);
lean_dec(x_44);
x_61 = lean_uint32_dec_eq(x_60, x_59);
if (x_61 == 0)
{
lean_dec(x_45);
lean_dec(x_31);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
else
{
if (lean_obj_tag(x_45) == 1)
{
lean_object* x_62; lean_object* x_63; lean_object* x_64; uint32_t x_65; uint32_t x_66; uint8_t x_67; 
x_62 = lean_ctor_get(x_45, 0);
lean_inc(x_62);
x_63 = lean_ctor_get(x_45, 1);
lean_inc(x_63);
if (lean_is_exclusive(x_45)) {
 lean_ctor_release(x_45, 0);
 lean_ctor_release(x_45, 1);
 x_64 = x_45;
} else {
 lean_dec_ref(x_45);
 x_64 = lean_box(0);
}
x_65 = 123;
x_66 = lean_unbox_uint32(x_62);
lean_dec(x_62);
x_67 = lean_uint32_dec_eq(x_66, x_65);
if (x_67 == 0)
{
lean_dec(x_64);
lean_dec(x_63);
lean_dec(x_31);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
else
{
lean_object* x_68; 
x_68 = l_Llmbda_Parse_lexHex(x_16, x_16, x_63);
if (lean_obj_tag(x_68) == 0)
{
lean_object* x_69; lean_object* x_70; lean_object* x_71; 
lean_dec(x_64);
lean_dec(x_31);
lean_dec(x_4);
x_69 = l_Llmbda_Parse_lexString___closed__0;
x_70 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_70, 0, x_2);
lean_ctor_set(x_70, 1, x_3);
lean_ctor_set(x_70, 2, x_69);
x_71 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_71, 0, x_70);
return x_71;
}
else
{
lean_object* x_72; lean_object* x_73; lean_object* x_74; lean_object* x_75; lean_object* x_76; lean_object* x_85; uint8_t x_86; 
x_72 = lean_ctor_get(x_68, 0);
lean_inc(x_72);
lean_dec_ref(x_68);
x_73 = lean_ctor_get(x_72, 1);
lean_inc(x_73);
x_74 = lean_ctor_get(x_72, 0);
lean_inc(x_74);
lean_dec(x_72);
x_75 = lean_ctor_get(x_73, 0);
lean_inc(x_75);
x_76 = lean_ctor_get(x_73, 1);
lean_inc(x_76);
lean_dec(x_73);
x_85 = lean_unsigned_to_nat(55296u);
x_86 = lean_nat_dec_lt(x_74, x_85);
if (x_86 == 0)
{
lean_object* x_87; uint8_t x_88; 
x_87 = lean_unsigned_to_nat(57343u);
x_88 = lean_nat_dec_lt(x_87, x_74);
if (x_88 == 0)
{
lean_dec(x_76);
lean_dec(x_75);
lean_dec(x_74);
lean_dec(x_64);
lean_dec(x_31);
lean_dec(x_4);
goto block_9;
}
else
{
lean_object* x_89; uint8_t x_90; 
x_89 = lean_unsigned_to_nat(1114112u);
x_90 = lean_nat_dec_lt(x_74, x_89);
if (x_90 == 0)
{
lean_dec(x_76);
lean_dec(x_75);
lean_dec(x_74);
lean_dec(x_64);
lean_dec(x_31);
lean_dec(x_4);
goto block_9;
}
else
{
goto block_84;
}
}
}
else
{
goto block_84;
}
block_84:
{
lean_object* x_77; lean_object* x_78; lean_object* x_79; uint32_t x_80; lean_object* x_81; lean_object* x_82; 
x_77 = lean_unsigned_to_nat(3u);
x_78 = lean_nat_add(x_3, x_77);
lean_dec(x_3);
x_79 = lean_nat_add(x_78, x_76);
lean_dec(x_76);
lean_dec(x_78);
x_80 = l_Char_ofNat(x_74);
lean_dec(x_74);
x_81 = lean_box_uint32(x_80);
if (lean_is_scalar(x_64)) {
 x_82 = lean_alloc_ctor(1, 2, 0);
} else {
 x_82 = x_64;
}
lean_ctor_set(x_82, 0, x_81);
lean_ctor_set(x_82, 1, x_4);
x_1 = x_31;
x_3 = x_79;
x_4 = x_82;
x_5 = x_75;
goto _start;
}
}
}
}
else
{
lean_dec(x_45);
lean_dec(x_31);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
}
}
else
{
lean_object* x_91; lean_object* x_92; lean_object* x_93; 
lean_dec(x_44);
x_91 = lean_unsigned_to_nat(2u);
x_92 = lean_nat_add(x_3, x_91);
lean_dec(x_3);
x_93 = l_Llmbda_Parse_lexString___boxed__const__2;
lean_ctor_set(x_26, 1, x_4);
lean_ctor_set(x_26, 0, x_93);
x_1 = x_31;
x_3 = x_92;
x_4 = x_26;
x_5 = x_45;
goto _start;
}
}
else
{
lean_object* x_95; lean_object* x_96; lean_object* x_97; 
lean_dec(x_44);
x_95 = lean_unsigned_to_nat(2u);
x_96 = lean_nat_add(x_3, x_95);
lean_dec(x_3);
x_97 = l_Llmbda_Parse_lexString___boxed__const__3;
lean_ctor_set(x_26, 1, x_4);
lean_ctor_set(x_26, 0, x_97);
x_1 = x_31;
x_3 = x_96;
x_4 = x_26;
x_5 = x_45;
goto _start;
}
}
else
{
lean_object* x_99; lean_object* x_100; lean_object* x_101; 
lean_dec(x_44);
x_99 = lean_unsigned_to_nat(2u);
x_100 = lean_nat_add(x_3, x_99);
lean_dec(x_3);
x_101 = l_Llmbda_Parse_lexString___boxed__const__4;
lean_ctor_set(x_26, 1, x_4);
lean_ctor_set(x_26, 0, x_101);
x_1 = x_31;
x_3 = x_100;
x_4 = x_26;
x_5 = x_45;
goto _start;
}
}
else
{
lean_object* x_103; lean_object* x_104; lean_object* x_105; 
lean_dec(x_44);
x_103 = lean_unsigned_to_nat(2u);
x_104 = lean_nat_add(x_3, x_103);
lean_dec(x_3);
x_105 = l_Llmbda_Parse_lexString___boxed__const__5;
lean_ctor_set(x_26, 1, x_4);
lean_ctor_set(x_26, 0, x_105);
x_1 = x_31;
x_3 = x_104;
x_4 = x_26;
x_5 = x_45;
goto _start;
}
}
else
{
lean_object* x_107; lean_object* x_108; lean_object* x_109; 
lean_dec(x_44);
x_107 = lean_unsigned_to_nat(2u);
x_108 = lean_nat_add(x_3, x_107);
lean_dec(x_3);
x_109 = l_Llmbda_Parse_lexString___boxed__const__1;
lean_ctor_set(x_26, 1, x_4);
lean_ctor_set(x_26, 0, x_109);
x_1 = x_31;
x_3 = x_108;
x_4 = x_26;
x_5 = x_45;
goto _start;
}
}
else
{
lean_object* x_111; lean_object* x_112; uint32_t x_113; uint32_t x_114; uint8_t x_115; 
x_111 = lean_ctor_get(x_26, 0);
x_112 = lean_ctor_get(x_26, 1);
lean_inc(x_112);
lean_inc(x_111);
lean_dec(x_26);
x_113 = 110;
x_114 = lean_unbox_uint32(x_111);
x_115 = lean_uint32_dec_eq(x_114, x_113);
if (x_115 == 0)
{
uint32_t x_116; uint32_t x_117; uint8_t x_118; 
x_116 = 116;
x_117 = lean_unbox_uint32(x_111);
x_118 = lean_uint32_dec_eq(x_117, x_116);
if (x_118 == 0)
{
uint32_t x_119; uint32_t x_120; uint8_t x_121; 
x_119 = 114;
x_120 = lean_unbox_uint32(x_111);
x_121 = lean_uint32_dec_eq(x_120, x_119);
if (x_121 == 0)
{
uint32_t x_122; uint8_t x_123; 
x_122 = lean_unbox_uint32(x_111);
x_123 = lean_uint32_dec_eq(x_122, x_27);
if (x_123 == 0)
{
uint32_t x_124; uint8_t x_125; 
x_124 = lean_unbox_uint32(x_111);
x_125 = lean_uint32_dec_eq(x_124, x_32);
if (x_125 == 0)
{
uint32_t x_126; uint32_t x_127; uint8_t x_128; 
x_126 = 117;
x_127 = lean_unbox_uint32(x_111);
lean_dec(x_111);
x_128 = lean_uint32_dec_eq(x_127, x_126);
if (x_128 == 0)
{
lean_dec(x_112);
lean_dec(x_31);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
else
{
if (lean_obj_tag(x_112) == 1)
{
lean_object* x_129; lean_object* x_130; lean_object* x_131; uint32_t x_132; uint32_t x_133; uint8_t x_134; 
x_129 = lean_ctor_get(x_112, 0);
lean_inc(x_129);
x_130 = lean_ctor_get(x_112, 1);
lean_inc(x_130);
if (lean_is_exclusive(x_112)) {
 lean_ctor_release(x_112, 0);
 lean_ctor_release(x_112, 1);
 x_131 = x_112;
} else {
 lean_dec_ref(x_112);
 x_131 = lean_box(0);
}
x_132 = 123;
x_133 = lean_unbox_uint32(x_129);
lean_dec(x_129);
x_134 = lean_uint32_dec_eq(x_133, x_132);
if (x_134 == 0)
{
lean_dec(x_131);
lean_dec(x_130);
lean_dec(x_31);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
else
{
lean_object* x_135; 
x_135 = l_Llmbda_Parse_lexHex(x_16, x_16, x_130);
if (lean_obj_tag(x_135) == 0)
{
lean_object* x_136; lean_object* x_137; lean_object* x_138; 
lean_dec(x_131);
lean_dec(x_31);
lean_dec(x_4);
x_136 = l_Llmbda_Parse_lexString___closed__0;
x_137 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_137, 0, x_2);
lean_ctor_set(x_137, 1, x_3);
lean_ctor_set(x_137, 2, x_136);
x_138 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_138, 0, x_137);
return x_138;
}
else
{
lean_object* x_139; lean_object* x_140; lean_object* x_141; lean_object* x_142; lean_object* x_143; lean_object* x_152; uint8_t x_153; 
x_139 = lean_ctor_get(x_135, 0);
lean_inc(x_139);
lean_dec_ref(x_135);
x_140 = lean_ctor_get(x_139, 1);
lean_inc(x_140);
x_141 = lean_ctor_get(x_139, 0);
lean_inc(x_141);
lean_dec(x_139);
x_142 = lean_ctor_get(x_140, 0);
lean_inc(x_142);
x_143 = lean_ctor_get(x_140, 1);
lean_inc(x_143);
lean_dec(x_140);
x_152 = lean_unsigned_to_nat(55296u);
x_153 = lean_nat_dec_lt(x_141, x_152);
if (x_153 == 0)
{
lean_object* x_154; uint8_t x_155; 
x_154 = lean_unsigned_to_nat(57343u);
x_155 = lean_nat_dec_lt(x_154, x_141);
if (x_155 == 0)
{
lean_dec(x_143);
lean_dec(x_142);
lean_dec(x_141);
lean_dec(x_131);
lean_dec(x_31);
lean_dec(x_4);
goto block_9;
}
else
{
lean_object* x_156; uint8_t x_157; 
x_156 = lean_unsigned_to_nat(1114112u);
x_157 = lean_nat_dec_lt(x_141, x_156);
if (x_157 == 0)
{
lean_dec(x_143);
lean_dec(x_142);
lean_dec(x_141);
lean_dec(x_131);
lean_dec(x_31);
lean_dec(x_4);
goto block_9;
}
else
{
goto block_151;
}
}
}
else
{
goto block_151;
}
block_151:
{
lean_object* x_144; lean_object* x_145; lean_object* x_146; uint32_t x_147; lean_object* x_148; lean_object* x_149; 
x_144 = lean_unsigned_to_nat(3u);
x_145 = lean_nat_add(x_3, x_144);
lean_dec(x_3);
x_146 = lean_nat_add(x_145, x_143);
lean_dec(x_143);
lean_dec(x_145);
x_147 = l_Char_ofNat(x_141);
lean_dec(x_141);
x_148 = lean_box_uint32(x_147);
if (lean_is_scalar(x_131)) {
 x_149 = lean_alloc_ctor(1, 2, 0);
} else {
 x_149 = x_131;
}
lean_ctor_set(x_149, 0, x_148);
lean_ctor_set(x_149, 1, x_4);
x_1 = x_31;
x_3 = x_146;
x_4 = x_149;
x_5 = x_142;
goto _start;
}
}
}
}
else
{
lean_dec(x_112);
lean_dec(x_31);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
}
}
else
{
lean_object* x_158; lean_object* x_159; lean_object* x_160; lean_object* x_161; 
lean_dec(x_111);
x_158 = lean_unsigned_to_nat(2u);
x_159 = lean_nat_add(x_3, x_158);
lean_dec(x_3);
x_160 = l_Llmbda_Parse_lexString___boxed__const__2;
x_161 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_161, 0, x_160);
lean_ctor_set(x_161, 1, x_4);
x_1 = x_31;
x_3 = x_159;
x_4 = x_161;
x_5 = x_112;
goto _start;
}
}
else
{
lean_object* x_163; lean_object* x_164; lean_object* x_165; lean_object* x_166; 
lean_dec(x_111);
x_163 = lean_unsigned_to_nat(2u);
x_164 = lean_nat_add(x_3, x_163);
lean_dec(x_3);
x_165 = l_Llmbda_Parse_lexString___boxed__const__3;
x_166 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_166, 0, x_165);
lean_ctor_set(x_166, 1, x_4);
x_1 = x_31;
x_3 = x_164;
x_4 = x_166;
x_5 = x_112;
goto _start;
}
}
else
{
lean_object* x_168; lean_object* x_169; lean_object* x_170; lean_object* x_171; 
lean_dec(x_111);
x_168 = lean_unsigned_to_nat(2u);
x_169 = lean_nat_add(x_3, x_168);
lean_dec(x_3);
x_170 = l_Llmbda_Parse_lexString___boxed__const__4;
x_171 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_171, 0, x_170);
lean_ctor_set(x_171, 1, x_4);
x_1 = x_31;
x_3 = x_169;
x_4 = x_171;
x_5 = x_112;
goto _start;
}
}
else
{
lean_object* x_173; lean_object* x_174; lean_object* x_175; lean_object* x_176; 
lean_dec(x_111);
x_173 = lean_unsigned_to_nat(2u);
x_174 = lean_nat_add(x_3, x_173);
lean_dec(x_3);
x_175 = l_Llmbda_Parse_lexString___boxed__const__5;
x_176 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_176, 0, x_175);
lean_ctor_set(x_176, 1, x_4);
x_1 = x_31;
x_3 = x_174;
x_4 = x_176;
x_5 = x_112;
goto _start;
}
}
else
{
lean_object* x_178; lean_object* x_179; lean_object* x_180; lean_object* x_181; 
lean_dec(x_111);
x_178 = lean_unsigned_to_nat(2u);
x_179 = lean_nat_add(x_3, x_178);
lean_dec(x_3);
x_180 = l_Llmbda_Parse_lexString___boxed__const__1;
x_181 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_181, 0, x_180);
lean_ctor_set(x_181, 1, x_4);
x_1 = x_31;
x_3 = x_179;
x_4 = x_181;
x_5 = x_112;
goto _start;
}
}
}
else
{
lean_dec(x_31);
lean_dec(x_26);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
}
}
else
{
lean_object* x_183; lean_object* x_184; lean_object* x_185; lean_object* x_186; lean_object* x_187; lean_object* x_188; lean_object* x_189; 
lean_free_object(x_5);
lean_dec(x_25);
lean_dec(x_1);
x_183 = l_Llmbda_Compiled_reverse___redArg(x_4);
x_184 = lean_unsigned_to_nat(1u);
x_185 = lean_nat_add(x_3, x_184);
lean_dec(x_3);
x_186 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_186, 0, x_2);
lean_ctor_set(x_186, 1, x_185);
x_187 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_187, 0, x_26);
lean_ctor_set(x_187, 1, x_186);
x_188 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_188, 0, x_183);
lean_ctor_set(x_188, 1, x_187);
x_189 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_189, 0, x_188);
return x_189;
}
}
else
{
lean_object* x_190; lean_object* x_191; uint32_t x_192; uint32_t x_193; uint8_t x_194; 
x_190 = lean_ctor_get(x_5, 0);
x_191 = lean_ctor_get(x_5, 1);
lean_inc(x_191);
lean_inc(x_190);
lean_dec(x_5);
x_192 = 34;
x_193 = lean_unbox_uint32(x_190);
x_194 = lean_uint32_dec_eq(x_193, x_192);
if (x_194 == 0)
{
lean_object* x_195; lean_object* x_196; uint32_t x_197; uint32_t x_198; uint8_t x_199; 
x_195 = lean_unsigned_to_nat(1u);
x_196 = lean_nat_sub(x_1, x_195);
lean_dec(x_1);
x_197 = 92;
x_198 = lean_unbox_uint32(x_190);
x_199 = lean_uint32_dec_eq(x_198, x_197);
if (x_199 == 0)
{
uint32_t x_200; uint32_t x_201; uint8_t x_202; 
x_200 = 10;
x_201 = lean_unbox_uint32(x_190);
x_202 = lean_uint32_dec_eq(x_201, x_200);
if (x_202 == 0)
{
lean_object* x_203; lean_object* x_204; 
x_203 = lean_nat_add(x_3, x_195);
lean_dec(x_3);
x_204 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_204, 0, x_190);
lean_ctor_set(x_204, 1, x_4);
x_1 = x_196;
x_3 = x_203;
x_4 = x_204;
x_5 = x_191;
goto _start;
}
else
{
lean_object* x_206; lean_object* x_207; lean_object* x_208; 
lean_dec(x_190);
lean_dec(x_3);
x_206 = lean_nat_add(x_2, x_195);
lean_dec(x_2);
x_207 = l_Llmbda_Parse_lexString___boxed__const__1;
x_208 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_208, 0, x_207);
lean_ctor_set(x_208, 1, x_4);
x_1 = x_196;
x_2 = x_206;
x_3 = x_195;
x_4 = x_208;
x_5 = x_191;
goto _start;
}
}
else
{
lean_dec(x_190);
if (lean_obj_tag(x_191) == 1)
{
lean_object* x_210; lean_object* x_211; lean_object* x_212; uint32_t x_213; uint32_t x_214; uint8_t x_215; 
x_210 = lean_ctor_get(x_191, 0);
lean_inc(x_210);
x_211 = lean_ctor_get(x_191, 1);
lean_inc(x_211);
if (lean_is_exclusive(x_191)) {
 lean_ctor_release(x_191, 0);
 lean_ctor_release(x_191, 1);
 x_212 = x_191;
} else {
 lean_dec_ref(x_191);
 x_212 = lean_box(0);
}
x_213 = 110;
x_214 = lean_unbox_uint32(x_210);
x_215 = lean_uint32_dec_eq(x_214, x_213);
if (x_215 == 0)
{
uint32_t x_216; uint32_t x_217; uint8_t x_218; 
x_216 = 116;
x_217 = lean_unbox_uint32(x_210);
x_218 = lean_uint32_dec_eq(x_217, x_216);
if (x_218 == 0)
{
uint32_t x_219; uint32_t x_220; uint8_t x_221; 
x_219 = 114;
x_220 = lean_unbox_uint32(x_210);
x_221 = lean_uint32_dec_eq(x_220, x_219);
if (x_221 == 0)
{
uint32_t x_222; uint8_t x_223; 
x_222 = lean_unbox_uint32(x_210);
x_223 = lean_uint32_dec_eq(x_222, x_192);
if (x_223 == 0)
{
uint32_t x_224; uint8_t x_225; 
x_224 = lean_unbox_uint32(x_210);
x_225 = lean_uint32_dec_eq(x_224, x_197);
if (x_225 == 0)
{
uint32_t x_226; uint32_t x_227; uint8_t x_228; 
lean_dec(x_212);
x_226 = 117;
x_227 = lean_unbox_uint32(x_210);
lean_dec(x_210);
x_228 = lean_uint32_dec_eq(x_227, x_226);
if (x_228 == 0)
{
lean_dec(x_211);
lean_dec(x_196);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
else
{
if (lean_obj_tag(x_211) == 1)
{
lean_object* x_229; lean_object* x_230; lean_object* x_231; uint32_t x_232; uint32_t x_233; uint8_t x_234; 
x_229 = lean_ctor_get(x_211, 0);
lean_inc(x_229);
x_230 = lean_ctor_get(x_211, 1);
lean_inc(x_230);
if (lean_is_exclusive(x_211)) {
 lean_ctor_release(x_211, 0);
 lean_ctor_release(x_211, 1);
 x_231 = x_211;
} else {
 lean_dec_ref(x_211);
 x_231 = lean_box(0);
}
x_232 = 123;
x_233 = lean_unbox_uint32(x_229);
lean_dec(x_229);
x_234 = lean_uint32_dec_eq(x_233, x_232);
if (x_234 == 0)
{
lean_dec(x_231);
lean_dec(x_230);
lean_dec(x_196);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
else
{
lean_object* x_235; 
x_235 = l_Llmbda_Parse_lexHex(x_16, x_16, x_230);
if (lean_obj_tag(x_235) == 0)
{
lean_object* x_236; lean_object* x_237; lean_object* x_238; 
lean_dec(x_231);
lean_dec(x_196);
lean_dec(x_4);
x_236 = l_Llmbda_Parse_lexString___closed__0;
x_237 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_237, 0, x_2);
lean_ctor_set(x_237, 1, x_3);
lean_ctor_set(x_237, 2, x_236);
x_238 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_238, 0, x_237);
return x_238;
}
else
{
lean_object* x_239; lean_object* x_240; lean_object* x_241; lean_object* x_242; lean_object* x_243; lean_object* x_252; uint8_t x_253; 
x_239 = lean_ctor_get(x_235, 0);
lean_inc(x_239);
lean_dec_ref(x_235);
x_240 = lean_ctor_get(x_239, 1);
lean_inc(x_240);
x_241 = lean_ctor_get(x_239, 0);
lean_inc(x_241);
lean_dec(x_239);
x_242 = lean_ctor_get(x_240, 0);
lean_inc(x_242);
x_243 = lean_ctor_get(x_240, 1);
lean_inc(x_243);
lean_dec(x_240);
x_252 = lean_unsigned_to_nat(55296u);
x_253 = lean_nat_dec_lt(x_241, x_252);
if (x_253 == 0)
{
lean_object* x_254; uint8_t x_255; 
x_254 = lean_unsigned_to_nat(57343u);
x_255 = lean_nat_dec_lt(x_254, x_241);
if (x_255 == 0)
{
lean_dec(x_243);
lean_dec(x_242);
lean_dec(x_241);
lean_dec(x_231);
lean_dec(x_196);
lean_dec(x_4);
goto block_9;
}
else
{
lean_object* x_256; uint8_t x_257; 
x_256 = lean_unsigned_to_nat(1114112u);
x_257 = lean_nat_dec_lt(x_241, x_256);
if (x_257 == 0)
{
lean_dec(x_243);
lean_dec(x_242);
lean_dec(x_241);
lean_dec(x_231);
lean_dec(x_196);
lean_dec(x_4);
goto block_9;
}
else
{
goto block_251;
}
}
}
else
{
goto block_251;
}
block_251:
{
lean_object* x_244; lean_object* x_245; lean_object* x_246; uint32_t x_247; lean_object* x_248; lean_object* x_249; 
x_244 = lean_unsigned_to_nat(3u);
x_245 = lean_nat_add(x_3, x_244);
lean_dec(x_3);
x_246 = lean_nat_add(x_245, x_243);
lean_dec(x_243);
lean_dec(x_245);
x_247 = l_Char_ofNat(x_241);
lean_dec(x_241);
x_248 = lean_box_uint32(x_247);
if (lean_is_scalar(x_231)) {
 x_249 = lean_alloc_ctor(1, 2, 0);
} else {
 x_249 = x_231;
}
lean_ctor_set(x_249, 0, x_248);
lean_ctor_set(x_249, 1, x_4);
x_1 = x_196;
x_3 = x_246;
x_4 = x_249;
x_5 = x_242;
goto _start;
}
}
}
}
else
{
lean_dec(x_211);
lean_dec(x_196);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
}
}
else
{
lean_object* x_258; lean_object* x_259; lean_object* x_260; lean_object* x_261; 
lean_dec(x_210);
x_258 = lean_unsigned_to_nat(2u);
x_259 = lean_nat_add(x_3, x_258);
lean_dec(x_3);
x_260 = l_Llmbda_Parse_lexString___boxed__const__2;
if (lean_is_scalar(x_212)) {
 x_261 = lean_alloc_ctor(1, 2, 0);
} else {
 x_261 = x_212;
}
lean_ctor_set(x_261, 0, x_260);
lean_ctor_set(x_261, 1, x_4);
x_1 = x_196;
x_3 = x_259;
x_4 = x_261;
x_5 = x_211;
goto _start;
}
}
else
{
lean_object* x_263; lean_object* x_264; lean_object* x_265; lean_object* x_266; 
lean_dec(x_210);
x_263 = lean_unsigned_to_nat(2u);
x_264 = lean_nat_add(x_3, x_263);
lean_dec(x_3);
x_265 = l_Llmbda_Parse_lexString___boxed__const__3;
if (lean_is_scalar(x_212)) {
 x_266 = lean_alloc_ctor(1, 2, 0);
} else {
 x_266 = x_212;
}
lean_ctor_set(x_266, 0, x_265);
lean_ctor_set(x_266, 1, x_4);
x_1 = x_196;
x_3 = x_264;
x_4 = x_266;
x_5 = x_211;
goto _start;
}
}
else
{
lean_object* x_268; lean_object* x_269; lean_object* x_270; lean_object* x_271; 
lean_dec(x_210);
x_268 = lean_unsigned_to_nat(2u);
x_269 = lean_nat_add(x_3, x_268);
lean_dec(x_3);
x_270 = l_Llmbda_Parse_lexString___boxed__const__4;
if (lean_is_scalar(x_212)) {
 x_271 = lean_alloc_ctor(1, 2, 0);
} else {
 x_271 = x_212;
}
lean_ctor_set(x_271, 0, x_270);
lean_ctor_set(x_271, 1, x_4);
x_1 = x_196;
x_3 = x_269;
x_4 = x_271;
x_5 = x_211;
goto _start;
}
}
else
{
lean_object* x_273; lean_object* x_274; lean_object* x_275; lean_object* x_276; 
lean_dec(x_210);
x_273 = lean_unsigned_to_nat(2u);
x_274 = lean_nat_add(x_3, x_273);
lean_dec(x_3);
x_275 = l_Llmbda_Parse_lexString___boxed__const__5;
if (lean_is_scalar(x_212)) {
 x_276 = lean_alloc_ctor(1, 2, 0);
} else {
 x_276 = x_212;
}
lean_ctor_set(x_276, 0, x_275);
lean_ctor_set(x_276, 1, x_4);
x_1 = x_196;
x_3 = x_274;
x_4 = x_276;
x_5 = x_211;
goto _start;
}
}
else
{
lean_object* x_278; lean_object* x_279; lean_object* x_280; lean_object* x_281; 
lean_dec(x_210);
x_278 = lean_unsigned_to_nat(2u);
x_279 = lean_nat_add(x_3, x_278);
lean_dec(x_3);
x_280 = l_Llmbda_Parse_lexString___boxed__const__1;
if (lean_is_scalar(x_212)) {
 x_281 = lean_alloc_ctor(1, 2, 0);
} else {
 x_281 = x_212;
}
lean_ctor_set(x_281, 0, x_280);
lean_ctor_set(x_281, 1, x_4);
x_1 = x_196;
x_3 = x_279;
x_4 = x_281;
x_5 = x_211;
goto _start;
}
}
else
{
lean_dec(x_196);
lean_dec(x_191);
lean_dec(x_4);
x_10 = x_2;
x_11 = x_3;
goto block_15;
}
}
}
else
{
lean_object* x_283; lean_object* x_284; lean_object* x_285; lean_object* x_286; lean_object* x_287; lean_object* x_288; lean_object* x_289; 
lean_dec(x_190);
lean_dec(x_1);
x_283 = l_Llmbda_Compiled_reverse___redArg(x_4);
x_284 = lean_unsigned_to_nat(1u);
x_285 = lean_nat_add(x_3, x_284);
lean_dec(x_3);
x_286 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_286, 0, x_2);
lean_ctor_set(x_286, 1, x_285);
x_287 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_287, 0, x_191);
lean_ctor_set(x_287, 1, x_286);
x_288 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_288, 0, x_283);
lean_ctor_set(x_288, 1, x_287);
x_289 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_289, 0, x_288);
return x_289;
}
}
}
}
block_9:
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_6 = l_Llmbda_Parse_lexString___closed__0;
x_7 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_7, 0, x_2);
lean_ctor_set(x_7, 1, x_3);
lean_ctor_set(x_7, 2, x_6);
x_8 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_8, 0, x_7);
return x_8;
}
block_15:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
x_12 = l_Llmbda_Parse_lexString___closed__1;
x_13 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_13, 0, x_10);
lean_ctor_set(x_13, 1, x_11);
lean_ctor_set(x_13, 2, x_12);
x_14 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_14, 0, x_13);
return x_14;
}
}
}
static lean_object* _init_l_Llmbda_Parse_lexLabel___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("label literal too long", 22, 22);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexLabel___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unterminated label literal", 26, 26);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexLabel___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unexpected character in label literal", 37, 37);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lexLabel___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_alloc_closure((void*)(l_Llmbda_Parse_isIdChar___boxed), 1, 0);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lexLabel(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_15; uint8_t x_16; 
x_15 = lean_unsigned_to_nat(0u);
x_16 = lean_nat_dec_eq(x_1, x_15);
if (x_16 == 1)
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; 
lean_dec(x_5);
lean_dec(x_4);
lean_dec(x_1);
x_17 = l_Llmbda_Parse_lexLabel___closed__0;
x_18 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_18, 0, x_2);
lean_ctor_set(x_18, 1, x_3);
lean_ctor_set(x_18, 2, x_17);
x_19 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_19, 0, x_18);
return x_19;
}
else
{
if (lean_obj_tag(x_5) == 0)
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; 
lean_dec(x_4);
lean_dec(x_1);
x_20 = l_Llmbda_Parse_lexLabel___closed__1;
x_21 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_21, 0, x_2);
lean_ctor_set(x_21, 1, x_3);
lean_ctor_set(x_21, 2, x_20);
x_22 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_22, 0, x_21);
return x_22;
}
else
{
uint8_t x_23; 
x_23 = !lean_is_exclusive(x_5);
if (x_23 == 0)
{
lean_object* x_24; lean_object* x_25; uint32_t x_26; uint32_t x_27; uint8_t x_28; 
x_24 = lean_ctor_get(x_5, 0);
x_25 = lean_ctor_get(x_5, 1);
x_26 = 125;
x_27 = lean_unbox_uint32(x_24);
x_28 = lean_uint32_dec_eq(x_27, x_26);
if (x_28 == 0)
{
lean_object* x_29; lean_object* x_30; uint32_t x_31; uint32_t x_32; uint8_t x_33; 
x_29 = lean_unsigned_to_nat(1u);
x_30 = lean_nat_sub(x_1, x_29);
lean_dec(x_1);
x_31 = 32;
x_32 = lean_unbox_uint32(x_24);
x_33 = lean_uint32_dec_eq(x_32, x_31);
if (x_33 == 0)
{
uint32_t x_34; uint32_t x_35; uint8_t x_36; 
x_34 = 44;
x_35 = lean_unbox_uint32(x_24);
x_36 = lean_uint32_dec_eq(x_35, x_34);
if (x_36 == 0)
{
uint32_t x_37; uint8_t x_38; 
x_37 = lean_unbox_uint32(x_24);
x_38 = l_Llmbda_Parse_isIdStart(x_37);
if (x_38 == 0)
{
lean_object* x_39; lean_object* x_40; lean_object* x_41; 
lean_dec(x_30);
lean_free_object(x_5);
lean_dec(x_25);
lean_dec(x_24);
lean_dec(x_4);
x_39 = l_Llmbda_Parse_lexLabel___closed__2;
x_40 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_40, 0, x_2);
lean_ctor_set(x_40, 1, x_3);
lean_ctor_set(x_40, 2, x_39);
x_41 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_41, 0, x_40);
return x_41;
}
else
{
lean_object* x_42; lean_object* x_43; uint8_t x_44; 
x_42 = l_Llmbda_Parse_lexLabel___closed__3;
x_43 = l_Llmbda_Parse_span(x_42, x_25);
x_44 = !lean_is_exclusive(x_43);
if (x_44 == 0)
{
lean_object* x_45; lean_object* x_46; lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; 
x_45 = lean_ctor_get(x_43, 0);
x_46 = lean_ctor_get(x_43, 1);
x_47 = lean_nat_add(x_3, x_29);
lean_dec(x_3);
x_48 = l_Llmbda_Compiled_length___redArg(x_45);
x_49 = lean_nat_add(x_47, x_48);
lean_dec(x_48);
lean_dec(x_47);
lean_ctor_set(x_5, 1, x_45);
x_50 = lean_string_mk(x_5);
lean_ctor_set_tag(x_43, 1);
lean_ctor_set(x_43, 1, x_4);
lean_ctor_set(x_43, 0, x_50);
x_1 = x_30;
x_3 = x_49;
x_4 = x_43;
x_5 = x_46;
goto _start;
}
else
{
lean_object* x_52; lean_object* x_53; lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; lean_object* x_58; 
x_52 = lean_ctor_get(x_43, 0);
x_53 = lean_ctor_get(x_43, 1);
lean_inc(x_53);
lean_inc(x_52);
lean_dec(x_43);
x_54 = lean_nat_add(x_3, x_29);
lean_dec(x_3);
x_55 = l_Llmbda_Compiled_length___redArg(x_52);
x_56 = lean_nat_add(x_54, x_55);
lean_dec(x_55);
lean_dec(x_54);
lean_ctor_set(x_5, 1, x_52);
x_57 = lean_string_mk(x_5);
x_58 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_58, 0, x_57);
lean_ctor_set(x_58, 1, x_4);
x_1 = x_30;
x_3 = x_56;
x_4 = x_58;
x_5 = x_53;
goto _start;
}
}
}
else
{
lean_free_object(x_5);
lean_dec(x_24);
x_6 = x_30;
x_7 = x_2;
x_8 = x_3;
x_9 = x_4;
x_10 = x_25;
goto block_14;
}
}
else
{
lean_free_object(x_5);
lean_dec(x_24);
x_6 = x_30;
x_7 = x_2;
x_8 = x_3;
x_9 = x_4;
x_10 = x_25;
goto block_14;
}
}
else
{
lean_object* x_60; lean_object* x_61; lean_object* x_62; lean_object* x_63; lean_object* x_64; lean_object* x_65; 
lean_free_object(x_5);
lean_dec(x_24);
lean_dec(x_2);
lean_dec(x_1);
x_60 = l_Llmbda_Compiled_reverse___redArg(x_4);
x_61 = lean_unsigned_to_nat(1u);
x_62 = lean_nat_add(x_3, x_61);
lean_dec(x_3);
x_63 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_63, 0, x_25);
lean_ctor_set(x_63, 1, x_62);
x_64 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_64, 0, x_60);
lean_ctor_set(x_64, 1, x_63);
x_65 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_65, 0, x_64);
return x_65;
}
}
else
{
lean_object* x_66; lean_object* x_67; uint32_t x_68; uint32_t x_69; uint8_t x_70; 
x_66 = lean_ctor_get(x_5, 0);
x_67 = lean_ctor_get(x_5, 1);
lean_inc(x_67);
lean_inc(x_66);
lean_dec(x_5);
x_68 = 125;
x_69 = lean_unbox_uint32(x_66);
x_70 = lean_uint32_dec_eq(x_69, x_68);
if (x_70 == 0)
{
lean_object* x_71; lean_object* x_72; uint32_t x_73; uint32_t x_74; uint8_t x_75; 
x_71 = lean_unsigned_to_nat(1u);
x_72 = lean_nat_sub(x_1, x_71);
lean_dec(x_1);
x_73 = 32;
x_74 = lean_unbox_uint32(x_66);
x_75 = lean_uint32_dec_eq(x_74, x_73);
if (x_75 == 0)
{
uint32_t x_76; uint32_t x_77; uint8_t x_78; 
x_76 = 44;
x_77 = lean_unbox_uint32(x_66);
x_78 = lean_uint32_dec_eq(x_77, x_76);
if (x_78 == 0)
{
uint32_t x_79; uint8_t x_80; 
x_79 = lean_unbox_uint32(x_66);
x_80 = l_Llmbda_Parse_isIdStart(x_79);
if (x_80 == 0)
{
lean_object* x_81; lean_object* x_82; lean_object* x_83; 
lean_dec(x_72);
lean_dec(x_67);
lean_dec(x_66);
lean_dec(x_4);
x_81 = l_Llmbda_Parse_lexLabel___closed__2;
x_82 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_82, 0, x_2);
lean_ctor_set(x_82, 1, x_3);
lean_ctor_set(x_82, 2, x_81);
x_83 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_83, 0, x_82);
return x_83;
}
else
{
lean_object* x_84; lean_object* x_85; lean_object* x_86; lean_object* x_87; lean_object* x_88; lean_object* x_89; lean_object* x_90; lean_object* x_91; lean_object* x_92; lean_object* x_93; lean_object* x_94; 
x_84 = l_Llmbda_Parse_lexLabel___closed__3;
x_85 = l_Llmbda_Parse_span(x_84, x_67);
x_86 = lean_ctor_get(x_85, 0);
lean_inc(x_86);
x_87 = lean_ctor_get(x_85, 1);
lean_inc(x_87);
if (lean_is_exclusive(x_85)) {
 lean_ctor_release(x_85, 0);
 lean_ctor_release(x_85, 1);
 x_88 = x_85;
} else {
 lean_dec_ref(x_85);
 x_88 = lean_box(0);
}
x_89 = lean_nat_add(x_3, x_71);
lean_dec(x_3);
x_90 = l_Llmbda_Compiled_length___redArg(x_86);
x_91 = lean_nat_add(x_89, x_90);
lean_dec(x_90);
lean_dec(x_89);
x_92 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_92, 0, x_66);
lean_ctor_set(x_92, 1, x_86);
x_93 = lean_string_mk(x_92);
if (lean_is_scalar(x_88)) {
 x_94 = lean_alloc_ctor(1, 2, 0);
} else {
 x_94 = x_88;
 lean_ctor_set_tag(x_94, 1);
}
lean_ctor_set(x_94, 0, x_93);
lean_ctor_set(x_94, 1, x_4);
x_1 = x_72;
x_3 = x_91;
x_4 = x_94;
x_5 = x_87;
goto _start;
}
}
else
{
lean_dec(x_66);
x_6 = x_72;
x_7 = x_2;
x_8 = x_3;
x_9 = x_4;
x_10 = x_67;
goto block_14;
}
}
else
{
lean_dec(x_66);
x_6 = x_72;
x_7 = x_2;
x_8 = x_3;
x_9 = x_4;
x_10 = x_67;
goto block_14;
}
}
else
{
lean_object* x_96; lean_object* x_97; lean_object* x_98; lean_object* x_99; lean_object* x_100; lean_object* x_101; 
lean_dec(x_66);
lean_dec(x_2);
lean_dec(x_1);
x_96 = l_Llmbda_Compiled_reverse___redArg(x_4);
x_97 = lean_unsigned_to_nat(1u);
x_98 = lean_nat_add(x_3, x_97);
lean_dec(x_3);
x_99 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_99, 0, x_67);
lean_ctor_set(x_99, 1, x_98);
x_100 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_100, 0, x_96);
lean_ctor_set(x_100, 1, x_99);
x_101 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_101, 0, x_100);
return x_101;
}
}
}
}
block_14:
{
lean_object* x_11; lean_object* x_12; 
x_11 = lean_unsigned_to_nat(1u);
x_12 = lean_nat_add(x_8, x_11);
lean_dec(x_8);
x_1 = x_6;
x_2 = x_7;
x_3 = x_12;
x_4 = x_9;
x_5 = x_10;
goto _start;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_endsOperand(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 1:
{
lean_object* x_2; uint8_t x_3; lean_object* x_11; uint8_t x_12; 
x_2 = lean_ctor_get(x_1, 0);
x_11 = l_Llmbda_Print_const___closed__2;
x_12 = lean_string_dec_eq(x_2, x_11);
if (x_12 == 0)
{
lean_object* x_13; uint8_t x_14; 
x_13 = l_Llmbda_Print_const___closed__1;
x_14 = lean_string_dec_eq(x_2, x_13);
x_3 = x_14;
goto block_10;
}
else
{
x_3 = x_12;
goto block_10;
}
block_10:
{
if (x_3 == 0)
{
lean_object* x_4; uint8_t x_5; 
x_4 = l_Llmbda_Print_term___redArg___closed__21;
x_5 = lean_string_dec_eq(x_2, x_4);
if (x_5 == 0)
{
lean_object* x_6; uint8_t x_7; 
x_6 = l_Llmbda_Print_term___redArg___closed__22;
x_7 = lean_string_dec_eq(x_2, x_6);
if (x_7 == 0)
{
lean_object* x_8; uint8_t x_9; 
x_8 = l_Llmbda_Print_term___redArg___closed__24;
x_9 = lean_string_dec_eq(x_2, x_8);
return x_9;
}
else
{
return x_7;
}
}
else
{
return x_5;
}
}
else
{
return x_3;
}
}
}
case 5:
{
lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_15 = lean_ctor_get(x_1, 0);
x_16 = l_Llmbda_Print_paren___closed__1;
x_17 = lean_string_dec_eq(x_15, x_16);
return x_17;
}
case 6:
{
uint8_t x_18; 
x_18 = 0;
return x_18;
}
default: 
{
uint8_t x_19; 
x_19 = 1;
return x_19;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_endsOperand___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Parse_endsOperand(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("->", 2, 2);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Print_op2Info___closed__29;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym2___closed__1;
x_2 = l_Llmbda_Print_op2Info___closed__25;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym2___closed__2;
x_2 = l_Llmbda_Print_op2Info___closed__23;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym2___closed__3;
x_2 = l_Llmbda_Print_op2Info___closed__21;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym2___closed__4;
x_2 = l_Llmbda_Print_op2Info___closed__17;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym2___closed__5;
x_2 = l_Llmbda_Print_op2Info___closed__13;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym2___closed__6;
x_2 = l_Llmbda_Parse_sym2___closed__0;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym2() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_sym2___closed__7;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__0___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 37;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_Parse_sym1___closed__0___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__1___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 47;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__0;
x_2 = l_Llmbda_Parse_sym1___closed__1___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__2___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 42;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__1;
x_2 = l_Llmbda_Parse_sym1___closed__2___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__3___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 45;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__2;
x_2 = l_Llmbda_Parse_sym1___closed__3___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__4___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 43;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__3;
x_2 = l_Llmbda_Parse_sym1___closed__4___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__5___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 60;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__4;
x_2 = l_Llmbda_Parse_sym1___closed__5___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__6___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 61;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__5;
x_2 = l_Llmbda_Parse_sym1___closed__6___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__7___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 64;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__6;
x_2 = l_Llmbda_Parse_sym1___closed__7___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__8___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 63;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__7;
x_2 = l_Llmbda_Parse_sym1___closed__8___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__9___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 58;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__9() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__8;
x_2 = l_Llmbda_Parse_sym1___closed__9___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__10___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 59;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__9;
x_2 = l_Llmbda_Parse_sym1___closed__10___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__11___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 44;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__11() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__10;
x_2 = l_Llmbda_Parse_sym1___closed__11___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__12___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 41;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__11;
x_2 = l_Llmbda_Parse_sym1___closed__12___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__13___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 40;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1___closed__13() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_Parse_sym1___closed__12;
x_2 = l_Llmbda_Parse_sym1___closed__13___boxed__const__1;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_sym1() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_sym1___closed__13;
return x_1;
}
}
LEAN_EXPORT lean_object* l_Nat_cast___at___00Llmbda_Parse_lex_spec__3(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = lean_nat_to_int(x_1);
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_lex___lam__1(uint32_t x_1, uint8_t x_2, uint8_t x_3, uint32_t x_4) {
_start:
{
uint8_t x_5; 
x_5 = lean_uint32_dec_eq(x_4, x_1);
if (x_5 == 0)
{
return x_2;
}
else
{
return x_3;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_lex___lam__0(uint32_t x_1) {
_start:
{
uint32_t x_2; uint8_t x_3; 
x_2 = 48;
x_3 = lean_uint32_dec_le(x_2, x_1);
if (x_3 == 0)
{
return x_3;
}
else
{
uint32_t x_4; uint8_t x_5; 
x_4 = 57;
x_5 = lean_uint32_dec_le(x_1, x_4);
return x_5;
}
}
}
LEAN_EXPORT uint8_t l_List_elem___at___00Llmbda_Parse_lex_spec__0(uint32_t x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_3; 
x_3 = 0;
return x_3;
}
else
{
lean_object* x_4; lean_object* x_5; uint32_t x_6; uint8_t x_7; 
x_4 = lean_ctor_get(x_2, 0);
x_5 = lean_ctor_get(x_2, 1);
x_6 = lean_unbox_uint32(x_4);
x_7 = lean_uint32_dec_eq(x_1, x_6);
if (x_7 == 0)
{
x_2 = x_5;
goto _start;
}
else
{
return x_7;
}
}
}
}
LEAN_EXPORT uint8_t l_List_elem___at___00Llmbda_Parse_lex_spec__1(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_3; 
x_3 = 0;
return x_3;
}
else
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_ctor_get(x_2, 0);
x_5 = lean_ctor_get(x_2, 1);
x_6 = lean_string_dec_eq(x_1, x_4);
if (x_6 == 0)
{
x_2 = x_5;
goto _start;
}
else
{
return x_6;
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__4(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_3; 
x_3 = 1;
return x_3;
}
else
{
uint8_t x_4; 
x_4 = 0;
return x_4;
}
}
else
{
lean_object* x_5; uint8_t x_6; 
x_5 = lean_ctor_get(x_1, 0);
x_6 = 0;
if (lean_obj_tag(x_2) == 0)
{
return x_6;
}
else
{
lean_object* x_7; uint32_t x_8; uint32_t x_9; uint8_t x_10; 
x_7 = lean_ctor_get(x_2, 0);
x_8 = lean_unbox_uint32(x_5);
x_9 = lean_unbox_uint32(x_7);
x_10 = lean_uint32_dec_eq(x_8, x_9);
if (x_10 == 0)
{
return x_6;
}
else
{
return x_10;
}
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_3; 
x_3 = 1;
return x_3;
}
else
{
uint8_t x_4; 
x_4 = 0;
return x_4;
}
}
else
{
lean_object* x_5; uint8_t x_6; 
x_5 = lean_ctor_get(x_1, 0);
x_6 = 0;
if (lean_obj_tag(x_2) == 0)
{
return x_6;
}
else
{
uint8_t x_7; 
x_7 = lean_unbox(x_5);
if (x_7 == 0)
{
lean_object* x_8; uint8_t x_9; 
x_8 = lean_ctor_get(x_2, 0);
x_9 = lean_unbox(x_8);
if (x_9 == 0)
{
uint8_t x_10; 
x_10 = 1;
return x_10;
}
else
{
return x_6;
}
}
else
{
lean_object* x_11; uint8_t x_12; 
x_11 = lean_ctor_get(x_2, 0);
x_12 = lean_unbox(x_11);
if (x_12 == 0)
{
return x_6;
}
else
{
uint8_t x_13; 
x_13 = lean_unbox(x_11);
return x_13;
}
}
}
}
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("integer literal out of range", 28, 28);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("input too long", 14, 14);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unexpected character '", 22, 22);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("'", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__4() {
_start:
{
lean_object* x_1; 
x_1 = lean_cstr_to_nat("9223372036854775808");
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_lex___closed__4;
x_2 = lean_nat_to_int(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__6() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_lex___closed__5;
x_2 = lean_int_neg(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_cstr_to_nat("9223372036854775807");
x_2 = lean_nat_to_int(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__8() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("malformed number", 16, 16);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__9___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 45;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___closed__9() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_lex___closed__9___boxed__const__1;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_lex___boxed__const__1() {
_start:
{
uint32_t x_1; lean_object* x_2; 
x_1 = 10;
x_2 = lean_box_uint32(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___lam__0___boxed(lean_object* x_1) {
_start:
{
uint32_t x_2; uint8_t x_3; lean_object* x_4; 
x_2 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_3 = l_Llmbda_Parse_lex___lam__0(x_2);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___lam__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint32_t x_5; uint8_t x_6; uint8_t x_7; uint32_t x_8; uint8_t x_9; lean_object* x_10; 
x_5 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_6 = lean_unbox(x_2);
x_7 = lean_unbox(x_3);
x_8 = lean_unbox_uint32(x_4);
lean_dec(x_4);
x_9 = l_Llmbda_Parse_lex___lam__1(x_5, x_6, x_7, x_8);
x_10 = lean_box(x_9);
return x_10;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex(lean_object* x_1, lean_object* x_2, lean_object* x_3, uint8_t x_4, lean_object* x_5) {
_start:
{
lean_object* x_10; uint8_t x_11; 
x_10 = lean_unsigned_to_nat(0u);
x_11 = lean_nat_dec_eq(x_1, x_10);
if (x_11 == 1)
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
lean_dec(x_5);
lean_dec(x_1);
x_12 = l_Llmbda_Parse_lex___closed__1;
x_13 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_13, 0, x_2);
lean_ctor_set(x_13, 1, x_3);
lean_ctor_set(x_13, 2, x_12);
x_14 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_14, 0, x_13);
return x_14;
}
else
{
if (lean_obj_tag(x_5) == 0)
{
lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; 
lean_dec(x_1);
x_15 = lean_box(6);
x_16 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_16, 0, x_15);
lean_ctor_set(x_16, 1, x_2);
lean_ctor_set(x_16, 2, x_3);
x_17 = lean_box(0);
x_18 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_18, 0, x_16);
lean_ctor_set(x_18, 1, x_17);
x_19 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_19, 0, x_18);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; uint8_t x_24; uint8_t x_25; lean_object* x_273; lean_object* x_274; lean_object* x_275; lean_object* x_290; uint8_t x_291; lean_object* x_292; lean_object* x_293; lean_object* x_294; uint8_t x_318; lean_object* x_319; lean_object* x_320; lean_object* x_321; lean_object* x_322; uint32_t x_340; uint32_t x_341; uint8_t x_342; 
x_20 = lean_ctor_get(x_5, 0);
x_21 = lean_ctor_get(x_5, 1);
lean_inc(x_21);
x_22 = lean_unsigned_to_nat(1u);
x_23 = lean_nat_sub(x_1, x_22);
lean_dec(x_1);
x_340 = 10;
x_341 = lean_unbox_uint32(x_20);
x_342 = lean_uint32_dec_eq(x_341, x_340);
if (x_342 == 0)
{
uint32_t x_343; uint32_t x_344; uint8_t x_345; 
x_343 = 32;
x_344 = lean_unbox_uint32(x_20);
x_345 = lean_uint32_dec_eq(x_344, x_343);
if (x_345 == 0)
{
uint32_t x_346; uint32_t x_347; uint8_t x_348; 
x_346 = 9;
x_347 = lean_unbox_uint32(x_20);
x_348 = lean_uint32_dec_eq(x_347, x_346);
if (x_348 == 0)
{
uint32_t x_349; uint32_t x_350; uint8_t x_351; 
x_349 = 13;
x_350 = lean_unbox_uint32(x_20);
x_351 = lean_uint32_dec_eq(x_350, x_349);
if (x_351 == 0)
{
lean_object* x_352; uint32_t x_353; uint32_t x_354; uint8_t x_355; lean_object* x_356; lean_object* x_357; uint8_t x_358; lean_object* x_359; lean_object* x_360; uint8_t x_363; lean_object* x_364; uint8_t x_373; uint8_t x_375; uint8_t x_376; lean_object* x_377; uint8_t x_382; uint8_t x_383; uint8_t x_384; uint8_t x_388; uint8_t x_389; uint8_t x_400; uint8_t x_401; uint8_t x_402; 
x_352 = lean_alloc_closure((void*)(l_Llmbda_Parse_lex___lam__0___boxed), 1, 0);
x_353 = 45;
x_354 = lean_unbox_uint32(x_20);
x_355 = lean_uint32_dec_eq(x_354, x_353);
if (x_355 == 0)
{
goto block_435;
}
else
{
lean_object* x_436; lean_object* x_437; uint8_t x_438; 
x_436 = l_Llmbda_Compiled_head_x3f___redArg(x_21);
x_437 = l_Llmbda_Parse_lex___closed__9;
x_438 = l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__4(x_436, x_437);
lean_dec(x_436);
if (x_438 == 0)
{
goto block_435;
}
else
{
lean_object* x_439; lean_object* x_440; lean_object* x_441; lean_object* x_442; lean_object* x_443; lean_object* x_444; 
lean_dec_ref(x_352);
lean_dec_ref(x_5);
x_439 = l_Llmbda_Parse_lex___boxed__const__1;
x_440 = lean_box(x_438);
x_441 = lean_box(x_11);
x_442 = lean_alloc_closure((void*)(l_Llmbda_Parse_lex___lam__1___boxed), 4, 3);
lean_closure_set(x_442, 0, x_439);
lean_closure_set(x_442, 1, x_440);
lean_closure_set(x_442, 2, x_441);
x_443 = l_Llmbda_Parse_span(x_442, x_21);
x_444 = lean_ctor_get(x_443, 1);
lean_inc(x_444);
lean_dec_ref(x_443);
x_1 = x_23;
x_5 = x_444;
goto _start;
}
}
block_362:
{
lean_object* x_361; 
x_361 = l_Llmbda_Compiled_length___redArg(x_356);
lean_dec(x_356);
if (x_355 == 0)
{
x_318 = x_358;
x_319 = x_359;
x_320 = x_361;
x_321 = x_360;
x_322 = x_357;
goto block_336;
}
else
{
lean_dec(x_357);
x_318 = x_358;
x_319 = x_359;
x_320 = x_361;
x_321 = x_360;
x_322 = x_22;
goto block_336;
}
}
block_372:
{
lean_object* x_365; lean_object* x_366; lean_object* x_367; lean_object* x_368; 
x_365 = l_Llmbda_Parse_span(x_352, x_364);
x_366 = lean_ctor_get(x_365, 0);
lean_inc(x_366);
x_367 = lean_ctor_get(x_365, 1);
lean_inc(x_367);
lean_dec_ref(x_365);
x_368 = l_Llmbda_Parse_digitsValue(x_10, x_366);
if (x_355 == 0)
{
lean_object* x_369; 
x_369 = lean_nat_to_int(x_368);
x_356 = x_366;
x_357 = x_10;
x_358 = x_363;
x_359 = x_367;
x_360 = x_369;
goto block_362;
}
else
{
lean_object* x_370; lean_object* x_371; 
x_370 = lean_nat_to_int(x_368);
x_371 = lean_int_neg(x_370);
lean_dec(x_370);
x_356 = x_366;
x_357 = x_10;
x_358 = x_363;
x_359 = x_367;
x_360 = x_371;
goto block_362;
}
}
block_374:
{
if (x_355 == 0)
{
lean_dec(x_21);
x_363 = x_373;
x_364 = x_5;
goto block_372;
}
else
{
lean_dec_ref(x_5);
x_363 = x_373;
x_364 = x_21;
goto block_372;
}
}
block_381:
{
lean_object* x_378; lean_object* x_379; uint8_t x_380; 
x_378 = lean_box(x_375);
x_379 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_379, 0, x_378);
x_380 = l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2(x_377, x_379);
lean_dec_ref(x_379);
lean_dec(x_377);
if (x_380 == 0)
{
lean_dec_ref(x_352);
x_24 = x_375;
x_25 = x_376;
goto block_272;
}
else
{
x_373 = x_375;
goto block_374;
}
}
block_387:
{
lean_object* x_385; lean_object* x_386; 
x_385 = lean_box(x_384);
x_386 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_386, 0, x_385);
x_375 = x_382;
x_376 = x_383;
x_377 = x_386;
goto block_381;
}
block_399:
{
lean_object* x_390; 
x_390 = l_Llmbda_Compiled_head_x3f___redArg(x_21);
if (lean_obj_tag(x_390) == 0)
{
lean_object* x_391; 
x_391 = lean_box(0);
x_375 = x_388;
x_376 = x_389;
x_377 = x_391;
goto block_381;
}
else
{
lean_object* x_392; uint32_t x_393; uint32_t x_394; uint8_t x_395; 
x_392 = lean_ctor_get(x_390, 0);
lean_inc(x_392);
lean_dec_ref(x_390);
x_393 = 48;
x_394 = lean_unbox_uint32(x_392);
x_395 = lean_uint32_dec_le(x_393, x_394);
if (x_395 == 0)
{
lean_dec(x_392);
x_382 = x_388;
x_383 = x_389;
x_384 = x_395;
goto block_387;
}
else
{
uint32_t x_396; uint32_t x_397; uint8_t x_398; 
x_396 = 57;
x_397 = lean_unbox_uint32(x_392);
lean_dec(x_392);
x_398 = lean_uint32_dec_le(x_397, x_396);
x_382 = x_388;
x_383 = x_389;
x_384 = x_398;
goto block_387;
}
}
}
block_403:
{
if (x_402 == 0)
{
if (x_355 == 0)
{
lean_dec_ref(x_352);
x_24 = x_400;
x_25 = x_401;
goto block_272;
}
else
{
if (x_4 == 0)
{
x_388 = x_400;
x_389 = x_401;
goto block_399;
}
else
{
if (x_401 == 0)
{
lean_dec_ref(x_352);
x_24 = x_400;
x_25 = x_401;
goto block_272;
}
else
{
x_388 = x_400;
x_389 = x_401;
goto block_399;
}
}
}
}
else
{
x_373 = x_400;
goto block_374;
}
}
block_435:
{
uint32_t x_404; uint8_t x_405; 
x_404 = lean_unbox_uint32(x_20);
x_405 = l_Llmbda_Parse_isIdStart(x_404);
if (x_405 == 0)
{
uint8_t x_406; uint32_t x_407; uint32_t x_408; uint8_t x_409; 
x_406 = 1;
x_407 = 48;
x_408 = lean_unbox_uint32(x_20);
x_409 = lean_uint32_dec_le(x_407, x_408);
if (x_409 == 0)
{
x_400 = x_406;
x_401 = x_405;
x_402 = x_409;
goto block_403;
}
else
{
uint32_t x_410; uint32_t x_411; uint8_t x_412; 
x_410 = 57;
x_411 = lean_unbox_uint32(x_20);
x_412 = lean_uint32_dec_le(x_411, x_410);
x_400 = x_406;
x_401 = x_405;
x_402 = x_412;
goto block_403;
}
}
else
{
uint8_t x_413; 
lean_dec_ref(x_352);
lean_inc(x_20);
x_413 = !lean_is_exclusive(x_5);
if (x_413 == 0)
{
lean_object* x_414; lean_object* x_415; lean_object* x_416; lean_object* x_417; lean_object* x_418; lean_object* x_419; lean_object* x_420; lean_object* x_421; uint8_t x_422; 
x_414 = lean_ctor_get(x_5, 1);
lean_dec(x_414);
x_415 = lean_ctor_get(x_5, 0);
lean_dec(x_415);
x_416 = l_Llmbda_Parse_lexLabel___closed__3;
x_417 = l_Llmbda_Parse_span(x_416, x_21);
x_418 = lean_ctor_get(x_417, 0);
lean_inc(x_418);
x_419 = lean_ctor_get(x_417, 1);
lean_inc(x_419);
lean_dec_ref(x_417);
lean_inc(x_418);
lean_ctor_set(x_5, 1, x_418);
x_420 = lean_string_mk(x_5);
x_421 = l_Llmbda_Parse_keywords;
x_422 = l_List_elem___at___00Llmbda_Parse_lex_spec__1(x_420, x_421);
if (x_422 == 0)
{
lean_object* x_423; 
x_423 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_423, 0, x_420);
x_273 = x_419;
x_274 = x_418;
x_275 = x_423;
goto block_289;
}
else
{
lean_object* x_424; 
x_424 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_424, 0, x_420);
x_273 = x_419;
x_274 = x_418;
x_275 = x_424;
goto block_289;
}
}
else
{
lean_object* x_425; lean_object* x_426; lean_object* x_427; lean_object* x_428; lean_object* x_429; lean_object* x_430; lean_object* x_431; uint8_t x_432; 
lean_dec(x_5);
x_425 = l_Llmbda_Parse_lexLabel___closed__3;
x_426 = l_Llmbda_Parse_span(x_425, x_21);
x_427 = lean_ctor_get(x_426, 0);
lean_inc(x_427);
x_428 = lean_ctor_get(x_426, 1);
lean_inc(x_428);
lean_dec_ref(x_426);
lean_inc(x_427);
x_429 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_429, 0, x_20);
lean_ctor_set(x_429, 1, x_427);
x_430 = lean_string_mk(x_429);
x_431 = l_Llmbda_Parse_keywords;
x_432 = l_List_elem___at___00Llmbda_Parse_lex_spec__1(x_430, x_431);
if (x_432 == 0)
{
lean_object* x_433; 
x_433 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_433, 0, x_430);
x_273 = x_428;
x_274 = x_427;
x_275 = x_433;
goto block_289;
}
else
{
lean_object* x_434; 
x_434 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_434, 0, x_430);
x_273 = x_428;
x_274 = x_427;
x_275 = x_434;
goto block_289;
}
}
}
}
}
else
{
lean_dec_ref(x_5);
goto block_339;
}
}
else
{
lean_dec_ref(x_5);
goto block_339;
}
}
else
{
lean_dec_ref(x_5);
goto block_339;
}
}
else
{
lean_object* x_446; 
lean_dec_ref(x_5);
lean_dec(x_3);
x_446 = lean_nat_add(x_2, x_22);
lean_dec(x_2);
x_1 = x_23;
x_2 = x_446;
x_3 = x_22;
x_5 = x_21;
goto _start;
}
block_272:
{
uint32_t x_26; uint32_t x_27; uint8_t x_28; 
x_26 = 34;
x_27 = lean_unbox_uint32(x_20);
x_28 = lean_uint32_dec_eq(x_27, x_26);
if (x_28 == 0)
{
uint32_t x_29; uint32_t x_30; uint8_t x_31; 
x_29 = 123;
x_30 = lean_unbox_uint32(x_20);
x_31 = lean_uint32_dec_eq(x_30, x_29);
if (x_31 == 0)
{
if (lean_obj_tag(x_21) == 0)
{
lean_object* x_32; uint32_t x_33; uint8_t x_34; 
x_32 = l_Llmbda_Parse_sym1;
x_33 = lean_unbox_uint32(x_20);
x_34 = l_List_elem___at___00Llmbda_Parse_lex_spec__0(x_33, x_32);
if (x_34 == 0)
{
lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; lean_object* x_40; lean_object* x_41; 
lean_dec(x_23);
x_35 = l_Llmbda_Parse_lex___closed__2;
x_36 = lean_string_mk(x_5);
x_37 = lean_string_append(x_35, x_36);
lean_dec_ref(x_36);
x_38 = l_Llmbda_Parse_lex___closed__3;
x_39 = lean_string_append(x_37, x_38);
x_40 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_40, 0, x_2);
lean_ctor_set(x_40, 1, x_3);
lean_ctor_set(x_40, 2, x_39);
x_41 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_41, 0, x_40);
return x_41;
}
else
{
lean_object* x_42; uint32_t x_43; uint32_t x_44; uint8_t x_45; lean_object* x_46; 
x_42 = lean_nat_add(x_3, x_22);
x_43 = 41;
x_44 = lean_unbox_uint32(x_20);
x_45 = lean_uint32_dec_eq(x_44, x_43);
lean_inc(x_2);
x_46 = l_Llmbda_Parse_lex(x_23, x_2, x_42, x_45, x_21);
if (lean_obj_tag(x_46) == 0)
{
lean_dec_ref(x_5);
lean_dec(x_3);
lean_dec(x_2);
return x_46;
}
else
{
uint8_t x_47; 
x_47 = !lean_is_exclusive(x_46);
if (x_47 == 0)
{
lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; lean_object* x_52; 
x_48 = lean_ctor_get(x_46, 0);
x_49 = lean_string_mk(x_5);
x_50 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_50, 0, x_49);
x_51 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_51, 0, x_50);
lean_ctor_set(x_51, 1, x_2);
lean_ctor_set(x_51, 2, x_3);
x_52 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_52, 0, x_51);
lean_ctor_set(x_52, 1, x_48);
lean_ctor_set(x_46, 0, x_52);
return x_46;
}
else
{
lean_object* x_53; lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; lean_object* x_58; 
x_53 = lean_ctor_get(x_46, 0);
lean_inc(x_53);
lean_dec(x_46);
x_54 = lean_string_mk(x_5);
x_55 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_55, 0, x_54);
x_56 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_56, 0, x_55);
lean_ctor_set(x_56, 1, x_2);
lean_ctor_set(x_56, 2, x_3);
x_57 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_57, 0, x_56);
lean_ctor_set(x_57, 1, x_53);
x_58 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_58, 0, x_57);
return x_58;
}
}
}
}
else
{
uint8_t x_59; 
lean_inc(x_20);
x_59 = !lean_is_exclusive(x_5);
if (x_59 == 0)
{
lean_object* x_60; lean_object* x_61; lean_object* x_62; lean_object* x_63; lean_object* x_64; lean_object* x_65; lean_object* x_66; lean_object* x_67; uint8_t x_68; 
x_60 = lean_ctor_get(x_5, 1);
lean_dec(x_60);
x_61 = lean_ctor_get(x_5, 0);
lean_dec(x_61);
x_62 = lean_ctor_get(x_21, 0);
x_63 = lean_ctor_get(x_21, 1);
x_64 = lean_box(0);
lean_inc(x_62);
lean_ctor_set(x_5, 1, x_64);
lean_ctor_set(x_5, 0, x_62);
lean_inc(x_20);
x_65 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_65, 0, x_20);
lean_ctor_set(x_65, 1, x_5);
x_66 = lean_string_mk(x_65);
x_67 = l_Llmbda_Parse_sym2;
x_68 = l_List_elem___at___00Llmbda_Parse_lex_spec__1(x_66, x_67);
if (x_68 == 0)
{
lean_object* x_69; uint32_t x_70; uint8_t x_71; 
lean_dec_ref(x_66);
x_69 = l_Llmbda_Parse_sym1;
x_70 = lean_unbox_uint32(x_20);
x_71 = l_List_elem___at___00Llmbda_Parse_lex_spec__0(x_70, x_69);
if (x_71 == 0)
{
uint8_t x_72; 
lean_dec(x_23);
x_72 = !lean_is_exclusive(x_21);
if (x_72 == 0)
{
lean_object* x_73; lean_object* x_74; lean_object* x_75; lean_object* x_76; lean_object* x_77; lean_object* x_78; lean_object* x_79; lean_object* x_80; lean_object* x_81; 
x_73 = lean_ctor_get(x_21, 1);
lean_dec(x_73);
x_74 = lean_ctor_get(x_21, 0);
lean_dec(x_74);
x_75 = l_Llmbda_Parse_lex___closed__2;
lean_ctor_set(x_21, 1, x_64);
lean_ctor_set(x_21, 0, x_20);
x_76 = lean_string_mk(x_21);
x_77 = lean_string_append(x_75, x_76);
lean_dec_ref(x_76);
x_78 = l_Llmbda_Parse_lex___closed__3;
x_79 = lean_string_append(x_77, x_78);
x_80 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_80, 0, x_2);
lean_ctor_set(x_80, 1, x_3);
lean_ctor_set(x_80, 2, x_79);
x_81 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_81, 0, x_80);
return x_81;
}
else
{
lean_object* x_82; lean_object* x_83; lean_object* x_84; lean_object* x_85; lean_object* x_86; lean_object* x_87; lean_object* x_88; lean_object* x_89; 
lean_dec(x_21);
x_82 = l_Llmbda_Parse_lex___closed__2;
x_83 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_83, 0, x_20);
lean_ctor_set(x_83, 1, x_64);
x_84 = lean_string_mk(x_83);
x_85 = lean_string_append(x_82, x_84);
lean_dec_ref(x_84);
x_86 = l_Llmbda_Parse_lex___closed__3;
x_87 = lean_string_append(x_85, x_86);
x_88 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_88, 0, x_2);
lean_ctor_set(x_88, 1, x_3);
lean_ctor_set(x_88, 2, x_87);
x_89 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_89, 0, x_88);
return x_89;
}
}
else
{
lean_object* x_90; uint32_t x_91; uint32_t x_92; uint8_t x_93; lean_object* x_94; 
x_90 = lean_nat_add(x_3, x_22);
x_91 = 41;
x_92 = lean_unbox_uint32(x_20);
x_93 = lean_uint32_dec_eq(x_92, x_91);
lean_inc(x_2);
x_94 = l_Llmbda_Parse_lex(x_23, x_2, x_90, x_93, x_21);
if (lean_obj_tag(x_94) == 0)
{
lean_dec(x_20);
lean_dec(x_3);
lean_dec(x_2);
return x_94;
}
else
{
uint8_t x_95; 
x_95 = !lean_is_exclusive(x_94);
if (x_95 == 0)
{
lean_object* x_96; lean_object* x_97; lean_object* x_98; lean_object* x_99; lean_object* x_100; lean_object* x_101; 
x_96 = lean_ctor_get(x_94, 0);
x_97 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_97, 0, x_20);
lean_ctor_set(x_97, 1, x_64);
x_98 = lean_string_mk(x_97);
x_99 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_99, 0, x_98);
x_100 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_100, 0, x_99);
lean_ctor_set(x_100, 1, x_2);
lean_ctor_set(x_100, 2, x_3);
x_101 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_101, 0, x_100);
lean_ctor_set(x_101, 1, x_96);
lean_ctor_set(x_94, 0, x_101);
return x_94;
}
else
{
lean_object* x_102; lean_object* x_103; lean_object* x_104; lean_object* x_105; lean_object* x_106; lean_object* x_107; lean_object* x_108; 
x_102 = lean_ctor_get(x_94, 0);
lean_inc(x_102);
lean_dec(x_94);
x_103 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_103, 0, x_20);
lean_ctor_set(x_103, 1, x_64);
x_104 = lean_string_mk(x_103);
x_105 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_105, 0, x_104);
x_106 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_106, 0, x_105);
lean_ctor_set(x_106, 1, x_2);
lean_ctor_set(x_106, 2, x_3);
x_107 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_107, 0, x_106);
lean_ctor_set(x_107, 1, x_102);
x_108 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_108, 0, x_107);
return x_108;
}
}
}
}
else
{
uint8_t x_109; 
lean_inc(x_63);
lean_dec(x_20);
x_109 = !lean_is_exclusive(x_21);
if (x_109 == 0)
{
lean_object* x_110; lean_object* x_111; lean_object* x_112; lean_object* x_113; lean_object* x_114; 
x_110 = lean_ctor_get(x_21, 1);
lean_dec(x_110);
x_111 = lean_ctor_get(x_21, 0);
lean_dec(x_111);
x_112 = lean_unsigned_to_nat(2u);
x_113 = lean_nat_add(x_3, x_112);
lean_inc(x_2);
x_114 = l_Llmbda_Parse_lex(x_23, x_2, x_113, x_25, x_63);
if (lean_obj_tag(x_114) == 0)
{
lean_free_object(x_21);
lean_dec_ref(x_66);
lean_dec(x_3);
lean_dec(x_2);
return x_114;
}
else
{
uint8_t x_115; 
x_115 = !lean_is_exclusive(x_114);
if (x_115 == 0)
{
lean_object* x_116; lean_object* x_117; lean_object* x_118; 
x_116 = lean_ctor_get(x_114, 0);
x_117 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_117, 0, x_66);
x_118 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_118, 0, x_117);
lean_ctor_set(x_118, 1, x_2);
lean_ctor_set(x_118, 2, x_3);
lean_ctor_set(x_21, 1, x_116);
lean_ctor_set(x_21, 0, x_118);
lean_ctor_set(x_114, 0, x_21);
return x_114;
}
else
{
lean_object* x_119; lean_object* x_120; lean_object* x_121; lean_object* x_122; 
x_119 = lean_ctor_get(x_114, 0);
lean_inc(x_119);
lean_dec(x_114);
x_120 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_120, 0, x_66);
x_121 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_121, 0, x_120);
lean_ctor_set(x_121, 1, x_2);
lean_ctor_set(x_121, 2, x_3);
lean_ctor_set(x_21, 1, x_119);
lean_ctor_set(x_21, 0, x_121);
x_122 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_122, 0, x_21);
return x_122;
}
}
}
else
{
lean_object* x_123; lean_object* x_124; lean_object* x_125; 
lean_dec(x_21);
x_123 = lean_unsigned_to_nat(2u);
x_124 = lean_nat_add(x_3, x_123);
lean_inc(x_2);
x_125 = l_Llmbda_Parse_lex(x_23, x_2, x_124, x_25, x_63);
if (lean_obj_tag(x_125) == 0)
{
lean_dec_ref(x_66);
lean_dec(x_3);
lean_dec(x_2);
return x_125;
}
else
{
lean_object* x_126; lean_object* x_127; lean_object* x_128; lean_object* x_129; lean_object* x_130; lean_object* x_131; 
x_126 = lean_ctor_get(x_125, 0);
lean_inc(x_126);
if (lean_is_exclusive(x_125)) {
 lean_ctor_release(x_125, 0);
 x_127 = x_125;
} else {
 lean_dec_ref(x_125);
 x_127 = lean_box(0);
}
x_128 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_128, 0, x_66);
x_129 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_129, 0, x_128);
lean_ctor_set(x_129, 1, x_2);
lean_ctor_set(x_129, 2, x_3);
x_130 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_130, 0, x_129);
lean_ctor_set(x_130, 1, x_126);
if (lean_is_scalar(x_127)) {
 x_131 = lean_alloc_ctor(1, 1, 0);
} else {
 x_131 = x_127;
}
lean_ctor_set(x_131, 0, x_130);
return x_131;
}
}
}
}
else
{
lean_object* x_132; lean_object* x_133; lean_object* x_134; lean_object* x_135; lean_object* x_136; lean_object* x_137; lean_object* x_138; uint8_t x_139; 
lean_dec(x_5);
x_132 = lean_ctor_get(x_21, 0);
x_133 = lean_ctor_get(x_21, 1);
x_134 = lean_box(0);
lean_inc(x_132);
x_135 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_135, 0, x_132);
lean_ctor_set(x_135, 1, x_134);
lean_inc(x_20);
x_136 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_136, 0, x_20);
lean_ctor_set(x_136, 1, x_135);
x_137 = lean_string_mk(x_136);
x_138 = l_Llmbda_Parse_sym2;
x_139 = l_List_elem___at___00Llmbda_Parse_lex_spec__1(x_137, x_138);
if (x_139 == 0)
{
lean_object* x_140; uint32_t x_141; uint8_t x_142; 
lean_dec_ref(x_137);
x_140 = l_Llmbda_Parse_sym1;
x_141 = lean_unbox_uint32(x_20);
x_142 = l_List_elem___at___00Llmbda_Parse_lex_spec__0(x_141, x_140);
if (x_142 == 0)
{
lean_object* x_143; lean_object* x_144; lean_object* x_145; lean_object* x_146; lean_object* x_147; lean_object* x_148; lean_object* x_149; lean_object* x_150; lean_object* x_151; 
lean_dec(x_23);
if (lean_is_exclusive(x_21)) {
 lean_ctor_release(x_21, 0);
 lean_ctor_release(x_21, 1);
 x_143 = x_21;
} else {
 lean_dec_ref(x_21);
 x_143 = lean_box(0);
}
x_144 = l_Llmbda_Parse_lex___closed__2;
if (lean_is_scalar(x_143)) {
 x_145 = lean_alloc_ctor(1, 2, 0);
} else {
 x_145 = x_143;
}
lean_ctor_set(x_145, 0, x_20);
lean_ctor_set(x_145, 1, x_134);
x_146 = lean_string_mk(x_145);
x_147 = lean_string_append(x_144, x_146);
lean_dec_ref(x_146);
x_148 = l_Llmbda_Parse_lex___closed__3;
x_149 = lean_string_append(x_147, x_148);
x_150 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_150, 0, x_2);
lean_ctor_set(x_150, 1, x_3);
lean_ctor_set(x_150, 2, x_149);
x_151 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_151, 0, x_150);
return x_151;
}
else
{
lean_object* x_152; uint32_t x_153; uint32_t x_154; uint8_t x_155; lean_object* x_156; 
x_152 = lean_nat_add(x_3, x_22);
x_153 = 41;
x_154 = lean_unbox_uint32(x_20);
x_155 = lean_uint32_dec_eq(x_154, x_153);
lean_inc(x_2);
x_156 = l_Llmbda_Parse_lex(x_23, x_2, x_152, x_155, x_21);
if (lean_obj_tag(x_156) == 0)
{
lean_dec(x_20);
lean_dec(x_3);
lean_dec(x_2);
return x_156;
}
else
{
lean_object* x_157; lean_object* x_158; lean_object* x_159; lean_object* x_160; lean_object* x_161; lean_object* x_162; lean_object* x_163; lean_object* x_164; 
x_157 = lean_ctor_get(x_156, 0);
lean_inc(x_157);
if (lean_is_exclusive(x_156)) {
 lean_ctor_release(x_156, 0);
 x_158 = x_156;
} else {
 lean_dec_ref(x_156);
 x_158 = lean_box(0);
}
x_159 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_159, 0, x_20);
lean_ctor_set(x_159, 1, x_134);
x_160 = lean_string_mk(x_159);
x_161 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_161, 0, x_160);
x_162 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_162, 0, x_161);
lean_ctor_set(x_162, 1, x_2);
lean_ctor_set(x_162, 2, x_3);
x_163 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_163, 0, x_162);
lean_ctor_set(x_163, 1, x_157);
if (lean_is_scalar(x_158)) {
 x_164 = lean_alloc_ctor(1, 1, 0);
} else {
 x_164 = x_158;
}
lean_ctor_set(x_164, 0, x_163);
return x_164;
}
}
}
else
{
lean_object* x_165; lean_object* x_166; lean_object* x_167; lean_object* x_168; 
lean_inc(x_133);
lean_dec(x_20);
if (lean_is_exclusive(x_21)) {
 lean_ctor_release(x_21, 0);
 lean_ctor_release(x_21, 1);
 x_165 = x_21;
} else {
 lean_dec_ref(x_21);
 x_165 = lean_box(0);
}
x_166 = lean_unsigned_to_nat(2u);
x_167 = lean_nat_add(x_3, x_166);
lean_inc(x_2);
x_168 = l_Llmbda_Parse_lex(x_23, x_2, x_167, x_25, x_133);
if (lean_obj_tag(x_168) == 0)
{
lean_dec(x_165);
lean_dec_ref(x_137);
lean_dec(x_3);
lean_dec(x_2);
return x_168;
}
else
{
lean_object* x_169; lean_object* x_170; lean_object* x_171; lean_object* x_172; lean_object* x_173; lean_object* x_174; 
x_169 = lean_ctor_get(x_168, 0);
lean_inc(x_169);
if (lean_is_exclusive(x_168)) {
 lean_ctor_release(x_168, 0);
 x_170 = x_168;
} else {
 lean_dec_ref(x_168);
 x_170 = lean_box(0);
}
x_171 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_171, 0, x_137);
x_172 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_172, 0, x_171);
lean_ctor_set(x_172, 1, x_2);
lean_ctor_set(x_172, 2, x_3);
if (lean_is_scalar(x_165)) {
 x_173 = lean_alloc_ctor(1, 2, 0);
} else {
 x_173 = x_165;
}
lean_ctor_set(x_173, 0, x_172);
lean_ctor_set(x_173, 1, x_169);
if (lean_is_scalar(x_170)) {
 x_174 = lean_alloc_ctor(1, 1, 0);
} else {
 x_174 = x_170;
}
lean_ctor_set(x_174, 0, x_173);
return x_174;
}
}
}
}
}
else
{
uint8_t x_175; 
x_175 = !lean_is_exclusive(x_5);
if (x_175 == 0)
{
lean_object* x_176; lean_object* x_177; lean_object* x_178; lean_object* x_179; lean_object* x_180; lean_object* x_181; lean_object* x_182; 
x_176 = lean_ctor_get(x_5, 1);
lean_dec(x_176);
x_177 = lean_ctor_get(x_5, 0);
lean_dec(x_177);
x_178 = l_Llmbda_Compiled_length___redArg(x_21);
x_179 = lean_nat_add(x_178, x_22);
lean_dec(x_178);
x_180 = lean_nat_add(x_3, x_22);
x_181 = lean_box(0);
lean_inc(x_2);
x_182 = l_Llmbda_Parse_lexLabel(x_179, x_2, x_180, x_181, x_21);
if (lean_obj_tag(x_182) == 0)
{
uint8_t x_183; 
lean_free_object(x_5);
lean_dec(x_23);
lean_dec(x_3);
lean_dec(x_2);
x_183 = !lean_is_exclusive(x_182);
if (x_183 == 0)
{
return x_182;
}
else
{
lean_object* x_184; lean_object* x_185; 
x_184 = lean_ctor_get(x_182, 0);
lean_inc(x_184);
lean_dec(x_182);
x_185 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_185, 0, x_184);
return x_185;
}
}
else
{
lean_object* x_186; lean_object* x_187; lean_object* x_188; lean_object* x_189; lean_object* x_190; lean_object* x_191; 
x_186 = lean_ctor_get(x_182, 0);
lean_inc(x_186);
lean_dec_ref(x_182);
x_187 = lean_ctor_get(x_186, 1);
lean_inc(x_187);
x_188 = lean_ctor_get(x_186, 0);
lean_inc(x_188);
lean_dec(x_186);
x_189 = lean_ctor_get(x_187, 0);
lean_inc(x_189);
x_190 = lean_ctor_get(x_187, 1);
lean_inc(x_190);
lean_dec(x_187);
lean_inc(x_2);
x_191 = l_Llmbda_Parse_lex(x_23, x_2, x_190, x_24, x_189);
if (lean_obj_tag(x_191) == 0)
{
lean_dec(x_188);
lean_free_object(x_5);
lean_dec(x_3);
lean_dec(x_2);
return x_191;
}
else
{
uint8_t x_192; 
x_192 = !lean_is_exclusive(x_191);
if (x_192 == 0)
{
lean_object* x_193; lean_object* x_194; lean_object* x_195; 
x_193 = lean_ctor_get(x_191, 0);
x_194 = lean_alloc_ctor(4, 1, 0);
lean_ctor_set(x_194, 0, x_188);
x_195 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_195, 0, x_194);
lean_ctor_set(x_195, 1, x_2);
lean_ctor_set(x_195, 2, x_3);
lean_ctor_set(x_5, 1, x_193);
lean_ctor_set(x_5, 0, x_195);
lean_ctor_set(x_191, 0, x_5);
return x_191;
}
else
{
lean_object* x_196; lean_object* x_197; lean_object* x_198; lean_object* x_199; 
x_196 = lean_ctor_get(x_191, 0);
lean_inc(x_196);
lean_dec(x_191);
x_197 = lean_alloc_ctor(4, 1, 0);
lean_ctor_set(x_197, 0, x_188);
x_198 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_198, 0, x_197);
lean_ctor_set(x_198, 1, x_2);
lean_ctor_set(x_198, 2, x_3);
lean_ctor_set(x_5, 1, x_196);
lean_ctor_set(x_5, 0, x_198);
x_199 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_199, 0, x_5);
return x_199;
}
}
}
}
else
{
lean_object* x_200; lean_object* x_201; lean_object* x_202; lean_object* x_203; lean_object* x_204; 
lean_dec(x_5);
x_200 = l_Llmbda_Compiled_length___redArg(x_21);
x_201 = lean_nat_add(x_200, x_22);
lean_dec(x_200);
x_202 = lean_nat_add(x_3, x_22);
x_203 = lean_box(0);
lean_inc(x_2);
x_204 = l_Llmbda_Parse_lexLabel(x_201, x_2, x_202, x_203, x_21);
if (lean_obj_tag(x_204) == 0)
{
lean_object* x_205; lean_object* x_206; lean_object* x_207; 
lean_dec(x_23);
lean_dec(x_3);
lean_dec(x_2);
x_205 = lean_ctor_get(x_204, 0);
lean_inc(x_205);
if (lean_is_exclusive(x_204)) {
 lean_ctor_release(x_204, 0);
 x_206 = x_204;
} else {
 lean_dec_ref(x_204);
 x_206 = lean_box(0);
}
if (lean_is_scalar(x_206)) {
 x_207 = lean_alloc_ctor(0, 1, 0);
} else {
 x_207 = x_206;
}
lean_ctor_set(x_207, 0, x_205);
return x_207;
}
else
{
lean_object* x_208; lean_object* x_209; lean_object* x_210; lean_object* x_211; lean_object* x_212; lean_object* x_213; 
x_208 = lean_ctor_get(x_204, 0);
lean_inc(x_208);
lean_dec_ref(x_204);
x_209 = lean_ctor_get(x_208, 1);
lean_inc(x_209);
x_210 = lean_ctor_get(x_208, 0);
lean_inc(x_210);
lean_dec(x_208);
x_211 = lean_ctor_get(x_209, 0);
lean_inc(x_211);
x_212 = lean_ctor_get(x_209, 1);
lean_inc(x_212);
lean_dec(x_209);
lean_inc(x_2);
x_213 = l_Llmbda_Parse_lex(x_23, x_2, x_212, x_24, x_211);
if (lean_obj_tag(x_213) == 0)
{
lean_dec(x_210);
lean_dec(x_3);
lean_dec(x_2);
return x_213;
}
else
{
lean_object* x_214; lean_object* x_215; lean_object* x_216; lean_object* x_217; lean_object* x_218; lean_object* x_219; 
x_214 = lean_ctor_get(x_213, 0);
lean_inc(x_214);
if (lean_is_exclusive(x_213)) {
 lean_ctor_release(x_213, 0);
 x_215 = x_213;
} else {
 lean_dec_ref(x_213);
 x_215 = lean_box(0);
}
x_216 = lean_alloc_ctor(4, 1, 0);
lean_ctor_set(x_216, 0, x_210);
x_217 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_217, 0, x_216);
lean_ctor_set(x_217, 1, x_2);
lean_ctor_set(x_217, 2, x_3);
x_218 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_218, 0, x_217);
lean_ctor_set(x_218, 1, x_214);
if (lean_is_scalar(x_215)) {
 x_219 = lean_alloc_ctor(1, 1, 0);
} else {
 x_219 = x_215;
}
lean_ctor_set(x_219, 0, x_218);
return x_219;
}
}
}
}
}
else
{
uint8_t x_220; 
x_220 = !lean_is_exclusive(x_5);
if (x_220 == 0)
{
lean_object* x_221; lean_object* x_222; lean_object* x_223; lean_object* x_224; lean_object* x_225; lean_object* x_226; lean_object* x_227; 
x_221 = lean_ctor_get(x_5, 1);
lean_dec(x_221);
x_222 = lean_ctor_get(x_5, 0);
lean_dec(x_222);
x_223 = l_Llmbda_Compiled_length___redArg(x_21);
x_224 = lean_nat_add(x_223, x_22);
lean_dec(x_223);
x_225 = lean_nat_add(x_3, x_22);
x_226 = lean_box(0);
lean_inc(x_2);
x_227 = l_Llmbda_Parse_lexString(x_224, x_2, x_225, x_226, x_21);
if (lean_obj_tag(x_227) == 0)
{
uint8_t x_228; 
lean_free_object(x_5);
lean_dec(x_23);
lean_dec(x_3);
lean_dec(x_2);
x_228 = !lean_is_exclusive(x_227);
if (x_228 == 0)
{
return x_227;
}
else
{
lean_object* x_229; lean_object* x_230; 
x_229 = lean_ctor_get(x_227, 0);
lean_inc(x_229);
lean_dec(x_227);
x_230 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_230, 0, x_229);
return x_230;
}
}
else
{
lean_object* x_231; lean_object* x_232; lean_object* x_233; lean_object* x_234; lean_object* x_235; lean_object* x_236; lean_object* x_237; lean_object* x_238; 
x_231 = lean_ctor_get(x_227, 0);
lean_inc(x_231);
lean_dec_ref(x_227);
x_232 = lean_ctor_get(x_231, 1);
lean_inc(x_232);
x_233 = lean_ctor_get(x_232, 1);
lean_inc(x_233);
x_234 = lean_ctor_get(x_231, 0);
lean_inc(x_234);
lean_dec(x_231);
x_235 = lean_ctor_get(x_232, 0);
lean_inc(x_235);
lean_dec(x_232);
x_236 = lean_ctor_get(x_233, 0);
lean_inc(x_236);
x_237 = lean_ctor_get(x_233, 1);
lean_inc(x_237);
lean_dec(x_233);
x_238 = l_Llmbda_Parse_lex(x_23, x_236, x_237, x_24, x_235);
if (lean_obj_tag(x_238) == 0)
{
lean_dec(x_234);
lean_free_object(x_5);
lean_dec(x_3);
lean_dec(x_2);
return x_238;
}
else
{
uint8_t x_239; 
x_239 = !lean_is_exclusive(x_238);
if (x_239 == 0)
{
lean_object* x_240; lean_object* x_241; lean_object* x_242; lean_object* x_243; 
x_240 = lean_ctor_get(x_238, 0);
x_241 = lean_string_mk(x_234);
x_242 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_242, 0, x_241);
x_243 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_243, 0, x_242);
lean_ctor_set(x_243, 1, x_2);
lean_ctor_set(x_243, 2, x_3);
lean_ctor_set(x_5, 1, x_240);
lean_ctor_set(x_5, 0, x_243);
lean_ctor_set(x_238, 0, x_5);
return x_238;
}
else
{
lean_object* x_244; lean_object* x_245; lean_object* x_246; lean_object* x_247; lean_object* x_248; 
x_244 = lean_ctor_get(x_238, 0);
lean_inc(x_244);
lean_dec(x_238);
x_245 = lean_string_mk(x_234);
x_246 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_246, 0, x_245);
x_247 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_247, 0, x_246);
lean_ctor_set(x_247, 1, x_2);
lean_ctor_set(x_247, 2, x_3);
lean_ctor_set(x_5, 1, x_244);
lean_ctor_set(x_5, 0, x_247);
x_248 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_248, 0, x_5);
return x_248;
}
}
}
}
else
{
lean_object* x_249; lean_object* x_250; lean_object* x_251; lean_object* x_252; lean_object* x_253; 
lean_dec(x_5);
x_249 = l_Llmbda_Compiled_length___redArg(x_21);
x_250 = lean_nat_add(x_249, x_22);
lean_dec(x_249);
x_251 = lean_nat_add(x_3, x_22);
x_252 = lean_box(0);
lean_inc(x_2);
x_253 = l_Llmbda_Parse_lexString(x_250, x_2, x_251, x_252, x_21);
if (lean_obj_tag(x_253) == 0)
{
lean_object* x_254; lean_object* x_255; lean_object* x_256; 
lean_dec(x_23);
lean_dec(x_3);
lean_dec(x_2);
x_254 = lean_ctor_get(x_253, 0);
lean_inc(x_254);
if (lean_is_exclusive(x_253)) {
 lean_ctor_release(x_253, 0);
 x_255 = x_253;
} else {
 lean_dec_ref(x_253);
 x_255 = lean_box(0);
}
if (lean_is_scalar(x_255)) {
 x_256 = lean_alloc_ctor(0, 1, 0);
} else {
 x_256 = x_255;
}
lean_ctor_set(x_256, 0, x_254);
return x_256;
}
else
{
lean_object* x_257; lean_object* x_258; lean_object* x_259; lean_object* x_260; lean_object* x_261; lean_object* x_262; lean_object* x_263; lean_object* x_264; 
x_257 = lean_ctor_get(x_253, 0);
lean_inc(x_257);
lean_dec_ref(x_253);
x_258 = lean_ctor_get(x_257, 1);
lean_inc(x_258);
x_259 = lean_ctor_get(x_258, 1);
lean_inc(x_259);
x_260 = lean_ctor_get(x_257, 0);
lean_inc(x_260);
lean_dec(x_257);
x_261 = lean_ctor_get(x_258, 0);
lean_inc(x_261);
lean_dec(x_258);
x_262 = lean_ctor_get(x_259, 0);
lean_inc(x_262);
x_263 = lean_ctor_get(x_259, 1);
lean_inc(x_263);
lean_dec(x_259);
x_264 = l_Llmbda_Parse_lex(x_23, x_262, x_263, x_24, x_261);
if (lean_obj_tag(x_264) == 0)
{
lean_dec(x_260);
lean_dec(x_3);
lean_dec(x_2);
return x_264;
}
else
{
lean_object* x_265; lean_object* x_266; lean_object* x_267; lean_object* x_268; lean_object* x_269; lean_object* x_270; lean_object* x_271; 
x_265 = lean_ctor_get(x_264, 0);
lean_inc(x_265);
if (lean_is_exclusive(x_264)) {
 lean_ctor_release(x_264, 0);
 x_266 = x_264;
} else {
 lean_dec_ref(x_264);
 x_266 = lean_box(0);
}
x_267 = lean_string_mk(x_260);
x_268 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_268, 0, x_267);
x_269 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_269, 0, x_268);
lean_ctor_set(x_269, 1, x_2);
lean_ctor_set(x_269, 2, x_3);
x_270 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_270, 0, x_269);
lean_ctor_set(x_270, 1, x_265);
if (lean_is_scalar(x_266)) {
 x_271 = lean_alloc_ctor(1, 1, 0);
} else {
 x_271 = x_266;
}
lean_ctor_set(x_271, 0, x_270);
return x_271;
}
}
}
}
}
block_289:
{
lean_object* x_276; lean_object* x_277; lean_object* x_278; uint8_t x_279; lean_object* x_280; 
x_276 = lean_nat_add(x_3, x_22);
x_277 = l_Llmbda_Compiled_length___redArg(x_274);
lean_dec(x_274);
x_278 = lean_nat_add(x_276, x_277);
lean_dec(x_277);
lean_dec(x_276);
x_279 = l_Llmbda_Parse_endsOperand(x_275);
lean_inc(x_2);
x_280 = l_Llmbda_Parse_lex(x_23, x_2, x_278, x_279, x_273);
if (lean_obj_tag(x_280) == 0)
{
lean_dec(x_275);
lean_dec(x_3);
lean_dec(x_2);
return x_280;
}
else
{
uint8_t x_281; 
x_281 = !lean_is_exclusive(x_280);
if (x_281 == 0)
{
lean_object* x_282; lean_object* x_283; lean_object* x_284; 
x_282 = lean_ctor_get(x_280, 0);
x_283 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_283, 0, x_275);
lean_ctor_set(x_283, 1, x_2);
lean_ctor_set(x_283, 2, x_3);
x_284 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_284, 0, x_283);
lean_ctor_set(x_284, 1, x_282);
lean_ctor_set(x_280, 0, x_284);
return x_280;
}
else
{
lean_object* x_285; lean_object* x_286; lean_object* x_287; lean_object* x_288; 
x_285 = lean_ctor_get(x_280, 0);
lean_inc(x_285);
lean_dec(x_280);
x_286 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_286, 0, x_275);
lean_ctor_set(x_286, 1, x_2);
lean_ctor_set(x_286, 2, x_3);
x_287 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_287, 0, x_286);
lean_ctor_set(x_287, 1, x_285);
x_288 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_288, 0, x_287);
return x_288;
}
}
}
block_317:
{
lean_object* x_295; lean_object* x_296; uint8_t x_297; 
x_295 = lean_box(x_291);
x_296 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_296, 0, x_295);
x_297 = l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2(x_294, x_296);
lean_dec_ref(x_296);
lean_dec(x_294);
if (x_297 == 0)
{
lean_object* x_298; uint8_t x_299; 
x_298 = l_Llmbda_Parse_lex___closed__6;
x_299 = lean_int_dec_lt(x_293, x_298);
if (x_299 == 0)
{
lean_object* x_300; uint8_t x_301; 
x_300 = l_Llmbda_Parse_lex___closed__7;
x_301 = lean_int_dec_lt(x_300, x_293);
if (x_301 == 0)
{
lean_object* x_302; lean_object* x_303; 
x_302 = lean_nat_add(x_3, x_290);
lean_dec(x_290);
lean_inc(x_2);
x_303 = l_Llmbda_Parse_lex(x_23, x_2, x_302, x_291, x_292);
if (lean_obj_tag(x_303) == 0)
{
lean_dec(x_293);
lean_dec(x_3);
lean_dec(x_2);
return x_303;
}
else
{
uint8_t x_304; 
x_304 = !lean_is_exclusive(x_303);
if (x_304 == 0)
{
lean_object* x_305; lean_object* x_306; lean_object* x_307; lean_object* x_308; 
x_305 = lean_ctor_get(x_303, 0);
x_306 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_306, 0, x_293);
x_307 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_307, 0, x_306);
lean_ctor_set(x_307, 1, x_2);
lean_ctor_set(x_307, 2, x_3);
x_308 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_308, 0, x_307);
lean_ctor_set(x_308, 1, x_305);
lean_ctor_set(x_303, 0, x_308);
return x_303;
}
else
{
lean_object* x_309; lean_object* x_310; lean_object* x_311; lean_object* x_312; lean_object* x_313; 
x_309 = lean_ctor_get(x_303, 0);
lean_inc(x_309);
lean_dec(x_303);
x_310 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_310, 0, x_293);
x_311 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_311, 0, x_310);
lean_ctor_set(x_311, 1, x_2);
lean_ctor_set(x_311, 2, x_3);
x_312 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_312, 0, x_311);
lean_ctor_set(x_312, 1, x_309);
x_313 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_313, 0, x_312);
return x_313;
}
}
}
else
{
lean_dec(x_293);
lean_dec(x_292);
lean_dec(x_290);
lean_dec(x_23);
goto block_9;
}
}
else
{
lean_dec(x_293);
lean_dec(x_292);
lean_dec(x_290);
lean_dec(x_23);
goto block_9;
}
}
else
{
lean_object* x_314; lean_object* x_315; lean_object* x_316; 
lean_dec(x_293);
lean_dec(x_292);
lean_dec(x_290);
lean_dec(x_23);
x_314 = l_Llmbda_Parse_lex___closed__8;
x_315 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_315, 0, x_2);
lean_ctor_set(x_315, 1, x_3);
lean_ctor_set(x_315, 2, x_314);
x_316 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_316, 0, x_315);
return x_316;
}
}
block_336:
{
lean_object* x_323; lean_object* x_324; 
x_323 = lean_nat_add(x_320, x_322);
lean_dec(x_322);
lean_dec(x_320);
x_324 = l_Llmbda_Compiled_head_x3f___redArg(x_319);
if (lean_obj_tag(x_324) == 0)
{
lean_object* x_325; 
x_325 = lean_box(0);
x_290 = x_323;
x_291 = x_318;
x_292 = x_319;
x_293 = x_321;
x_294 = x_325;
goto block_317;
}
else
{
uint8_t x_326; 
x_326 = !lean_is_exclusive(x_324);
if (x_326 == 0)
{
lean_object* x_327; uint32_t x_328; uint8_t x_329; lean_object* x_330; 
x_327 = lean_ctor_get(x_324, 0);
x_328 = lean_unbox_uint32(x_327);
lean_dec(x_327);
x_329 = l_Llmbda_Parse_isIdStart(x_328);
x_330 = lean_box(x_329);
lean_ctor_set(x_324, 0, x_330);
x_290 = x_323;
x_291 = x_318;
x_292 = x_319;
x_293 = x_321;
x_294 = x_324;
goto block_317;
}
else
{
lean_object* x_331; uint32_t x_332; uint8_t x_333; lean_object* x_334; lean_object* x_335; 
x_331 = lean_ctor_get(x_324, 0);
lean_inc(x_331);
lean_dec(x_324);
x_332 = lean_unbox_uint32(x_331);
lean_dec(x_331);
x_333 = l_Llmbda_Parse_isIdStart(x_332);
x_334 = lean_box(x_333);
x_335 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_335, 0, x_334);
x_290 = x_323;
x_291 = x_318;
x_292 = x_319;
x_293 = x_321;
x_294 = x_335;
goto block_317;
}
}
}
block_339:
{
lean_object* x_337; 
x_337 = lean_nat_add(x_3, x_22);
lean_dec(x_3);
x_1 = x_23;
x_3 = x_337;
x_5 = x_21;
goto _start;
}
}
}
block_9:
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_6 = l_Llmbda_Parse_lex___closed__0;
x_7 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_7, 0, x_2);
lean_ctor_set(x_7, 1, x_3);
lean_ctor_set(x_7, 2, x_6);
x_8 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_8, 0, x_7);
return x_8;
}
}
}
LEAN_EXPORT lean_object* l_List_elem___at___00Llmbda_Parse_lex_spec__0___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint32_t x_3; uint8_t x_4; lean_object* x_5; 
x_3 = lean_unbox_uint32(x_1);
lean_dec(x_1);
x_4 = l_List_elem___at___00Llmbda_Parse_lex_spec__0(x_3, x_2);
lean_dec(x_2);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_List_elem___at___00Llmbda_Parse_lex_spec__1___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_List_elem___at___00Llmbda_Parse_lex_spec__1(x_1, x_2);
lean_dec(x_2);
lean_dec_ref(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__4___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__4(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_Compiled_decEqOption___at___00Llmbda_Parse_lex_spec__2(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lex___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_4);
x_7 = l_Llmbda_Parse_lex(x_1, x_2, x_3, x_6, x_5);
return x_7;
}
}
static lean_object* _init_l_Llmbda_Parse_maxDepth() {
_start:
{
lean_object* x_1; 
x_1 = lean_unsigned_to_nat(20000u);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx___redArg(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
case 3:
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
default: 
{
lean_object* x_6; 
x_6 = lean_unsigned_to_nat(4u);
return x_6;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorIdx___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorIdx(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorIdx___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_Mode_ctorIdx___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 1:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc(x_3);
x_4 = lean_ctor_get(x_1, 1);
lean_inc(x_4);
lean_dec_ref(x_1);
x_5 = lean_apply_2(x_2, x_3, x_4);
return x_5;
}
case 2:
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_6 = lean_ctor_get(x_1, 0);
lean_inc(x_6);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_apply_2(x_2, x_6, x_7);
return x_8;
}
case 3:
{
return x_2;
}
default: 
{
lean_object* x_9; lean_object* x_10; 
x_9 = lean_ctor_get(x_1, 0);
lean_inc(x_9);
lean_dec(x_1);
x_10 = lean_apply_1(x_2, x_9);
return x_10;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_4, x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Parse_Mode_ctorElim(x_1, x_2, x_3, x_4, x_5, x_6);
lean_dec(x_3);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_expr_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_expr_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_infix_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_infix_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_args_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_args_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_atom_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_atom_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_close_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_Mode_close_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_Mode_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(7u);
x_2 = lean_unsigned_to_nat(6u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_infixInfo___closed__0;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Print_op2Info___closed__1;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__3() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Print_op2Info___closed__6;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__4() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(";", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(":", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__6() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("\?", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Print_op2Info___closed__26;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Print_op2Info___closed__30;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__9() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(4u);
x_2 = lean_unsigned_to_nat(3u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_infixInfo___closed__9;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__11() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_unsigned_to_nat(2u);
x_2 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_2, 0, x_1);
lean_ctor_set(x_2, 1, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_infixInfo___closed__11;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__13() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = lean_unsigned_to_nat(1u);
x_3 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_infixInfo___closed__14() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_infixInfo___closed__13;
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_infixInfo(lean_object* x_1) {
_start:
{
lean_object* x_8; uint8_t x_9; 
x_8 = l_Llmbda_Parse_infixInfo___closed__4;
x_9 = lean_string_dec_eq(x_1, x_8);
if (x_9 == 0)
{
lean_object* x_10; uint8_t x_11; 
x_10 = l_Llmbda_Parse_infixInfo___closed__5;
x_11 = lean_string_dec_eq(x_1, x_10);
if (x_11 == 0)
{
lean_object* x_12; uint8_t x_13; 
x_12 = l_Llmbda_Parse_infixInfo___closed__6;
x_13 = lean_string_dec_eq(x_1, x_12);
if (x_13 == 0)
{
lean_object* x_14; uint8_t x_15; 
x_14 = l_Llmbda_Print_op2Info___closed__29;
x_15 = lean_string_dec_eq(x_1, x_14);
if (x_15 == 0)
{
lean_object* x_16; uint8_t x_17; 
x_16 = l_Llmbda_Print_op2Info___closed__25;
x_17 = lean_string_dec_eq(x_1, x_16);
if (x_17 == 0)
{
lean_object* x_18; uint8_t x_19; 
x_18 = l_Llmbda_Print_op2Info___closed__13;
x_19 = lean_string_dec_eq(x_1, x_18);
if (x_19 == 0)
{
lean_object* x_20; uint8_t x_21; 
x_20 = l_Llmbda_Print_op2Info___closed__17;
x_21 = lean_string_dec_eq(x_1, x_20);
if (x_21 == 0)
{
lean_object* x_22; uint8_t x_23; 
x_22 = l_Llmbda_Print_op2Info___closed__19;
x_23 = lean_string_dec_eq(x_1, x_22);
if (x_23 == 0)
{
lean_object* x_24; uint8_t x_25; 
x_24 = l_Llmbda_Print_op2Info___closed__21;
x_25 = lean_string_dec_eq(x_1, x_24);
if (x_25 == 0)
{
lean_object* x_26; uint8_t x_27; 
x_26 = l_Llmbda_Print_op2Info___closed__0;
x_27 = lean_string_dec_eq(x_1, x_26);
if (x_27 == 0)
{
lean_object* x_28; uint8_t x_29; 
x_28 = l_Llmbda_Print_intToString___closed__1;
x_29 = lean_string_dec_eq(x_1, x_28);
if (x_29 == 0)
{
lean_object* x_30; uint8_t x_31; 
x_30 = l_Llmbda_Print_op2Info___closed__23;
x_31 = lean_string_dec_eq(x_1, x_30);
if (x_31 == 0)
{
lean_object* x_32; uint8_t x_33; 
x_32 = l_Llmbda_Print_op2Info___closed__5;
x_33 = lean_string_dec_eq(x_1, x_32);
if (x_33 == 0)
{
lean_object* x_34; uint8_t x_35; 
x_34 = l_Llmbda_Print_op2Info___closed__9;
x_35 = lean_string_dec_eq(x_1, x_34);
if (x_35 == 0)
{
lean_object* x_36; uint8_t x_37; 
x_36 = l_Llmbda_Print_op2Info___closed__11;
x_37 = lean_string_dec_eq(x_1, x_36);
if (x_37 == 0)
{
lean_object* x_38; 
x_38 = lean_box(0);
return x_38;
}
else
{
goto block_7;
}
}
else
{
goto block_7;
}
}
else
{
goto block_7;
}
}
else
{
goto block_5;
}
}
else
{
goto block_5;
}
}
else
{
goto block_5;
}
}
else
{
goto block_3;
}
}
else
{
goto block_3;
}
}
else
{
goto block_3;
}
}
else
{
goto block_3;
}
}
else
{
lean_object* x_39; 
x_39 = l_Llmbda_Parse_infixInfo___closed__7;
return x_39;
}
}
else
{
lean_object* x_40; 
x_40 = l_Llmbda_Parse_infixInfo___closed__8;
return x_40;
}
}
else
{
lean_object* x_41; 
x_41 = l_Llmbda_Parse_infixInfo___closed__10;
return x_41;
}
}
else
{
lean_object* x_42; 
x_42 = l_Llmbda_Parse_infixInfo___closed__12;
return x_42;
}
}
else
{
lean_object* x_43; 
x_43 = l_Llmbda_Parse_infixInfo___closed__14;
return x_43;
}
block_3:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_infixInfo___closed__1;
return x_2;
}
block_5:
{
lean_object* x_4; 
x_4 = l_Llmbda_Parse_infixInfo___closed__2;
return x_4;
}
block_7:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_infixInfo___closed__3;
return x_6;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_infixInfo___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_infixInfo(x_1);
lean_dec_ref(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l_Llmbda_Parse_infixInfo___closed__4;
x_5 = lean_string_dec_eq(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; uint8_t x_7; 
x_6 = l_Llmbda_Parse_infixInfo___closed__5;
x_7 = lean_string_dec_eq(x_1, x_6);
if (x_7 == 0)
{
lean_object* x_8; uint8_t x_9; 
x_8 = l_Llmbda_Parse_infixInfo___closed__6;
x_9 = lean_string_dec_eq(x_1, x_8);
if (x_9 == 0)
{
lean_object* x_10; uint8_t x_11; 
x_10 = l_Llmbda_Print_op2Info___closed__29;
x_11 = lean_string_dec_eq(x_1, x_10);
if (x_11 == 0)
{
lean_object* x_12; uint8_t x_13; 
x_12 = l_Llmbda_Print_op2Info___closed__25;
x_13 = lean_string_dec_eq(x_1, x_12);
if (x_13 == 0)
{
lean_object* x_14; uint8_t x_15; 
x_14 = l_Llmbda_Print_op2Info___closed__13;
x_15 = lean_string_dec_eq(x_1, x_14);
if (x_15 == 0)
{
lean_object* x_16; uint8_t x_17; 
x_16 = l_Llmbda_Print_op2Info___closed__17;
x_17 = lean_string_dec_eq(x_1, x_16);
if (x_17 == 0)
{
lean_object* x_18; uint8_t x_19; 
x_18 = l_Llmbda_Print_op2Info___closed__19;
x_19 = lean_string_dec_eq(x_1, x_18);
if (x_19 == 0)
{
lean_object* x_20; uint8_t x_21; 
x_20 = l_Llmbda_Print_op2Info___closed__21;
x_21 = lean_string_dec_eq(x_1, x_20);
if (x_21 == 0)
{
lean_object* x_22; uint8_t x_23; 
x_22 = l_Llmbda_Print_op2Info___closed__0;
x_23 = lean_string_dec_eq(x_1, x_22);
if (x_23 == 0)
{
lean_object* x_24; uint8_t x_25; 
x_24 = l_Llmbda_Print_intToString___closed__1;
x_25 = lean_string_dec_eq(x_1, x_24);
if (x_25 == 0)
{
lean_object* x_26; uint8_t x_27; 
x_26 = l_Llmbda_Print_op2Info___closed__23;
x_27 = lean_string_dec_eq(x_1, x_26);
if (x_27 == 0)
{
lean_object* x_28; uint8_t x_29; 
x_28 = l_Llmbda_Print_op2Info___closed__5;
x_29 = lean_string_dec_eq(x_1, x_28);
if (x_29 == 0)
{
lean_object* x_30; uint8_t x_31; 
x_30 = l_Llmbda_Print_op2Info___closed__9;
x_31 = lean_string_dec_eq(x_1, x_30);
if (x_31 == 0)
{
uint8_t x_32; lean_object* x_33; 
x_32 = 4;
x_33 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_33, 0, x_2);
lean_ctor_set(x_33, 1, x_3);
lean_ctor_set_uint8(x_33, sizeof(void*)*2, x_32);
return x_33;
}
else
{
uint8_t x_34; lean_object* x_35; 
x_34 = 3;
x_35 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_35, 0, x_2);
lean_ctor_set(x_35, 1, x_3);
lean_ctor_set_uint8(x_35, sizeof(void*)*2, x_34);
return x_35;
}
}
else
{
uint8_t x_36; lean_object* x_37; 
x_36 = 2;
x_37 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_37, 0, x_2);
lean_ctor_set(x_37, 1, x_3);
lean_ctor_set_uint8(x_37, sizeof(void*)*2, x_36);
return x_37;
}
}
else
{
uint8_t x_38; lean_object* x_39; 
x_38 = 9;
x_39 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_39, 0, x_2);
lean_ctor_set(x_39, 1, x_3);
lean_ctor_set_uint8(x_39, sizeof(void*)*2, x_38);
return x_39;
}
}
else
{
uint8_t x_40; lean_object* x_41; 
x_40 = 1;
x_41 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_41, 0, x_2);
lean_ctor_set(x_41, 1, x_3);
lean_ctor_set_uint8(x_41, sizeof(void*)*2, x_40);
return x_41;
}
}
else
{
uint8_t x_42; lean_object* x_43; 
x_42 = 0;
x_43 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_43, 0, x_2);
lean_ctor_set(x_43, 1, x_3);
lean_ctor_set_uint8(x_43, sizeof(void*)*2, x_42);
return x_43;
}
}
else
{
uint8_t x_44; lean_object* x_45; 
x_44 = 8;
x_45 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_45, 0, x_2);
lean_ctor_set(x_45, 1, x_3);
lean_ctor_set_uint8(x_45, sizeof(void*)*2, x_44);
return x_45;
}
}
else
{
uint8_t x_46; lean_object* x_47; 
x_46 = 7;
x_47 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_47, 0, x_2);
lean_ctor_set(x_47, 1, x_3);
lean_ctor_set_uint8(x_47, sizeof(void*)*2, x_46);
return x_47;
}
}
else
{
uint8_t x_48; lean_object* x_49; 
x_48 = 6;
x_49 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_49, 0, x_2);
lean_ctor_set(x_49, 1, x_3);
lean_ctor_set_uint8(x_49, sizeof(void*)*2, x_48);
return x_49;
}
}
else
{
uint8_t x_50; lean_object* x_51; 
x_50 = 5;
x_51 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_51, 0, x_2);
lean_ctor_set(x_51, 1, x_3);
lean_ctor_set_uint8(x_51, sizeof(void*)*2, x_50);
return x_51;
}
}
else
{
uint8_t x_52; lean_object* x_53; 
x_52 = 10;
x_53 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_53, 0, x_2);
lean_ctor_set(x_53, 1, x_3);
lean_ctor_set_uint8(x_53, sizeof(void*)*2, x_52);
return x_53;
}
}
else
{
uint8_t x_54; lean_object* x_55; 
x_54 = 11;
x_55 = lean_alloc_ctor(8, 2, 1);
lean_ctor_set(x_55, 0, x_2);
lean_ctor_set(x_55, 1, x_3);
lean_ctor_set_uint8(x_55, sizeof(void*)*2, x_54);
return x_55;
}
}
else
{
lean_object* x_56; 
x_56 = lean_alloc_ctor(14, 2, 0);
lean_ctor_set(x_56, 0, x_2);
lean_ctor_set(x_56, 1, x_3);
return x_56;
}
}
else
{
lean_object* x_57; 
x_57 = lean_alloc_ctor(13, 2, 0);
lean_ctor_set(x_57, 0, x_2);
lean_ctor_set(x_57, 1, x_3);
return x_57;
}
}
else
{
lean_object* x_58; lean_object* x_59; lean_object* x_60; 
x_58 = l_Llmbda_Term_ask___redArg___closed__0;
x_59 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_59, 0, x_58);
lean_ctor_set(x_59, 1, x_3);
x_60 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_60, 0, x_59);
lean_ctor_set(x_60, 1, x_2);
return x_60;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_mkInfix___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Parse_mkInfix(x_1, x_2, x_3, x_4);
lean_dec_ref(x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_mkInfix___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Parse_mkInfix___redArg(x_1, x_2, x_3);
lean_dec_ref(x_1);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Parse_startsAtom(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 1:
{
lean_object* x_2; uint8_t x_3; lean_object* x_11; uint8_t x_12; 
x_2 = lean_ctor_get(x_1, 0);
x_11 = l_Llmbda_Print_const___closed__2;
x_12 = lean_string_dec_eq(x_2, x_11);
if (x_12 == 0)
{
lean_object* x_13; uint8_t x_14; 
x_13 = l_Llmbda_Print_const___closed__1;
x_14 = lean_string_dec_eq(x_2, x_13);
x_3 = x_14;
goto block_10;
}
else
{
x_3 = x_12;
goto block_10;
}
block_10:
{
if (x_3 == 0)
{
lean_object* x_4; uint8_t x_5; 
x_4 = l_Llmbda_Print_term___redArg___closed__21;
x_5 = lean_string_dec_eq(x_2, x_4);
if (x_5 == 0)
{
lean_object* x_6; uint8_t x_7; 
x_6 = l_Llmbda_Print_term___redArg___closed__22;
x_7 = lean_string_dec_eq(x_2, x_6);
if (x_7 == 0)
{
lean_object* x_8; uint8_t x_9; 
x_8 = l_Llmbda_Print_term___redArg___closed__24;
x_9 = lean_string_dec_eq(x_2, x_8);
return x_9;
}
else
{
return x_7;
}
}
else
{
return x_5;
}
}
else
{
return x_3;
}
}
}
case 5:
{
lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_15 = lean_ctor_get(x_1, 0);
x_16 = l_Llmbda_Print_paren___closed__0;
x_17 = lean_string_dec_eq(x_15, x_16);
return x_17;
}
case 6:
{
uint8_t x_18; 
x_18 = 0;
return x_18;
}
default: 
{
uint8_t x_19; 
x_19 = 1;
return x_19;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_startsAtom___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Parse_startsAtom(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_describe___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("identifier '", 12, 12);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_describe___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("keyword '", 9, 9);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_describe___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("integer literal", 15, 15);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_describe___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("string literal", 14, 14);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_describe___closed__4() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("label literal", 13, 13);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_describe___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("end of input", 12, 12);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_describe(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; lean_object* x_3; lean_object* x_4; lean_object* x_5; lean_object* x_6; 
x_2 = lean_ctor_get(x_1, 0);
x_3 = l_Llmbda_Parse_describe___closed__0;
x_4 = lean_string_append(x_3, x_2);
x_5 = l_Llmbda_Parse_lex___closed__3;
x_6 = lean_string_append(x_4, x_5);
return x_6;
}
case 1:
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; 
x_7 = lean_ctor_get(x_1, 0);
x_8 = l_Llmbda_Parse_describe___closed__1;
x_9 = lean_string_append(x_8, x_7);
x_10 = l_Llmbda_Parse_lex___closed__3;
x_11 = lean_string_append(x_9, x_10);
return x_11;
}
case 2:
{
lean_object* x_12; 
x_12 = l_Llmbda_Parse_describe___closed__2;
return x_12;
}
case 3:
{
lean_object* x_13; 
x_13 = l_Llmbda_Parse_describe___closed__3;
return x_13;
}
case 4:
{
lean_object* x_14; 
x_14 = l_Llmbda_Parse_describe___closed__4;
return x_14;
}
case 5:
{
lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; 
x_15 = lean_ctor_get(x_1, 0);
x_16 = l_Llmbda_Parse_lex___closed__3;
x_17 = lean_string_append(x_16, x_15);
x_18 = lean_string_append(x_17, x_16);
return x_18;
}
default: 
{
lean_object* x_19; 
x_19 = l_Llmbda_Parse_describe___closed__5;
return x_19;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_describe___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_describe(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_errAt___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = !lean_is_exclusive(x_1);
if (x_3 == 0)
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; 
x_4 = lean_ctor_get(x_1, 1);
x_5 = lean_ctor_get(x_1, 2);
x_6 = lean_ctor_get(x_1, 0);
lean_dec(x_6);
lean_ctor_set(x_1, 2, x_2);
lean_ctor_set(x_1, 1, x_5);
lean_ctor_set(x_1, 0, x_4);
x_7 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_7, 0, x_1);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; 
x_8 = lean_ctor_get(x_1, 1);
x_9 = lean_ctor_get(x_1, 2);
lean_inc(x_9);
lean_inc(x_8);
lean_dec(x_1);
x_10 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_10, 0, x_8);
lean_ctor_set(x_10, 1, x_9);
lean_ctor_set(x_10, 2, x_2);
x_11 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_11, 0, x_10);
return x_11;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_errAt(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Parse_errAt___redArg(x_2, x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Parse_peek___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = lean_box(6);
x_3 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
lean_ctor_set(x_3, 2, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_peek(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_peek___closed__0;
return x_2;
}
else
{
lean_object* x_3; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc(x_3);
return x_3;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_peek___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_peek(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_advance(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
return x_1;
}
else
{
lean_object* x_2; 
x_2 = lean_ctor_get(x_1, 1);
lean_inc(x_2);
return x_2;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_advance___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Parse_advance(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_binders(lean_object* x_1) {
_start:
{
lean_object* x_2; 
if (lean_obj_tag(x_1) == 1)
{
lean_object* x_6; lean_object* x_7; 
x_6 = lean_ctor_get(x_1, 0);
x_7 = lean_ctor_get(x_6, 0);
if (lean_obj_tag(x_7) == 0)
{
uint8_t x_8; 
lean_inc_ref(x_7);
x_8 = !lean_is_exclusive(x_1);
if (x_8 == 0)
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; uint8_t x_13; 
x_9 = lean_ctor_get(x_1, 1);
x_10 = lean_ctor_get(x_1, 0);
lean_dec(x_10);
x_11 = lean_ctor_get(x_7, 0);
lean_inc_ref(x_11);
lean_dec_ref(x_7);
x_12 = l_Llmbda_Parse_binders(x_9);
x_13 = !lean_is_exclusive(x_12);
if (x_13 == 0)
{
lean_object* x_14; 
x_14 = lean_ctor_get(x_12, 0);
lean_ctor_set(x_1, 1, x_14);
lean_ctor_set(x_1, 0, x_11);
lean_ctor_set(x_12, 0, x_1);
return x_12;
}
else
{
lean_object* x_15; lean_object* x_16; lean_object* x_17; 
x_15 = lean_ctor_get(x_12, 0);
x_16 = lean_ctor_get(x_12, 1);
lean_inc(x_16);
lean_inc(x_15);
lean_dec(x_12);
lean_ctor_set(x_1, 1, x_15);
lean_ctor_set(x_1, 0, x_11);
x_17 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_17, 0, x_1);
lean_ctor_set(x_17, 1, x_16);
return x_17;
}
}
else
{
lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; 
x_18 = lean_ctor_get(x_1, 1);
lean_inc(x_18);
lean_dec(x_1);
x_19 = lean_ctor_get(x_7, 0);
lean_inc_ref(x_19);
lean_dec_ref(x_7);
x_20 = l_Llmbda_Parse_binders(x_18);
x_21 = lean_ctor_get(x_20, 0);
lean_inc(x_21);
x_22 = lean_ctor_get(x_20, 1);
lean_inc(x_22);
if (lean_is_exclusive(x_20)) {
 lean_ctor_release(x_20, 0);
 lean_ctor_release(x_20, 1);
 x_23 = x_20;
} else {
 lean_dec_ref(x_20);
 x_23 = lean_box(0);
}
x_24 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_24, 0, x_19);
lean_ctor_set(x_24, 1, x_21);
if (lean_is_scalar(x_23)) {
 x_25 = lean_alloc_ctor(0, 2, 0);
} else {
 x_25 = x_23;
}
lean_ctor_set(x_25, 0, x_24);
lean_ctor_set(x_25, 1, x_22);
return x_25;
}
}
else
{
x_2 = x_1;
goto block_5;
}
}
else
{
x_2 = x_1;
goto block_5;
}
block_5:
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_box(0);
x_4 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
return x_4;
}
}
}
static lean_object* _init_l_Llmbda_Parse_expectSym___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected '", 10, 10);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_expectSym___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("' but found ", 12, 12);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_expectSym(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_3 = l_Llmbda_Parse_peek(x_2);
x_4 = lean_ctor_get(x_3, 0);
lean_inc(x_4);
lean_inc_ref(x_1);
x_5 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_5, 0, x_1);
x_6 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_4, x_5);
lean_dec_ref(x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; 
lean_dec(x_2);
x_7 = l_Llmbda_Parse_expectSym___closed__0;
x_8 = lean_string_append(x_7, x_1);
lean_dec_ref(x_1);
x_9 = l_Llmbda_Parse_expectSym___closed__1;
x_10 = lean_string_append(x_8, x_9);
x_11 = l_Llmbda_Parse_describe(x_4);
lean_dec(x_4);
x_12 = lean_string_append(x_10, x_11);
lean_dec_ref(x_11);
x_13 = l_Llmbda_Parse_errAt___redArg(x_3, x_12);
return x_13;
}
else
{
lean_dec(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_1);
if (lean_obj_tag(x_2) == 0)
{
lean_object* x_14; 
x_14 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_14, 0, x_2);
return x_14;
}
else
{
lean_object* x_15; lean_object* x_16; 
x_15 = lean_ctor_get(x_2, 1);
lean_inc(x_15);
lean_dec_ref(x_2);
x_16 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_16, 0, x_15);
return x_16;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_expectKw(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_3 = l_Llmbda_Parse_peek(x_2);
x_4 = lean_ctor_get(x_3, 0);
lean_inc(x_4);
lean_inc_ref(x_1);
x_5 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_5, 0, x_1);
x_6 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_4, x_5);
lean_dec_ref(x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; 
lean_dec(x_2);
x_7 = l_Llmbda_Parse_expectSym___closed__0;
x_8 = lean_string_append(x_7, x_1);
lean_dec_ref(x_1);
x_9 = l_Llmbda_Parse_expectSym___closed__1;
x_10 = lean_string_append(x_8, x_9);
x_11 = l_Llmbda_Parse_describe(x_4);
lean_dec(x_4);
x_12 = lean_string_append(x_10, x_11);
lean_dec_ref(x_11);
x_13 = l_Llmbda_Parse_errAt___redArg(x_3, x_12);
return x_13;
}
else
{
lean_dec(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_1);
if (lean_obj_tag(x_2) == 0)
{
lean_object* x_14; 
x_14 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_14, 0, x_2);
return x_14;
}
else
{
lean_object* x_15; lean_object* x_16; 
x_15 = lean_ctor_get(x_2, 1);
lean_inc(x_15);
lean_dec_ref(x_2);
x_16 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_16, 0, x_15);
return x_16;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_inc(x_2);
return x_2;
}
else
{
uint8_t x_3; 
x_3 = !lean_is_exclusive(x_1);
if (x_3 == 0)
{
lean_object* x_4; lean_object* x_5; 
x_4 = lean_ctor_get(x_1, 1);
x_5 = l_Llmbda_Parse_lams___redArg(x_4, x_2);
lean_ctor_set_tag(x_1, 3);
lean_ctor_set(x_1, 1, x_5);
return x_1;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_6 = lean_ctor_get(x_1, 0);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_inc(x_6);
lean_dec(x_1);
x_8 = l_Llmbda_Parse_lams___redArg(x_7, x_2);
x_9 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_9, 0, x_6);
lean_ctor_set(x_9, 1, x_8);
return x_9;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Parse_lams___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Parse_lams(x_1, x_2, x_3);
lean_dec(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_lams___redArg___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Parse_lams___redArg(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
static lean_object* _init_l_Llmbda_Parse_labelOf___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unknown label atom '", 20, 20);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_labelOf___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
if (lean_obj_tag(x_4) == 0)
{
lean_object* x_5; lean_object* x_6; 
lean_dec_ref(x_3);
lean_dec_ref(x_1);
x_5 = lean_ctor_get(x_2, 1);
lean_inc(x_5);
lean_dec_ref(x_2);
x_6 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_6, 0, x_5);
return x_6;
}
else
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; 
x_7 = lean_ctor_get(x_4, 0);
lean_inc(x_7);
x_8 = lean_ctor_get(x_4, 1);
lean_inc(x_8);
lean_dec_ref(x_4);
x_9 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_9);
lean_inc(x_7);
x_10 = lean_apply_1(x_9, x_7);
if (lean_obj_tag(x_10) == 0)
{
lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
lean_dec(x_8);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_11 = l_Llmbda_Parse_labelOf___redArg___closed__0;
x_12 = lean_string_append(x_11, x_7);
lean_dec(x_7);
x_13 = l_Llmbda_Parse_lex___closed__3;
x_14 = lean_string_append(x_12, x_13);
x_15 = l_Llmbda_Parse_errAt___redArg(x_3, x_14);
return x_15;
}
else
{
lean_object* x_16; lean_object* x_17; lean_object* x_18; 
lean_dec(x_7);
x_16 = lean_ctor_get(x_10, 0);
lean_inc(x_16);
lean_dec_ref(x_10);
x_17 = lean_ctor_get(x_2, 0);
lean_inc(x_17);
x_18 = l_Llmbda_Parse_labelOf___redArg(x_1, x_2, x_3, x_8);
if (lean_obj_tag(x_18) == 0)
{
lean_dec(x_17);
lean_dec(x_16);
return x_18;
}
else
{
uint8_t x_19; 
x_19 = !lean_is_exclusive(x_18);
if (x_19 == 0)
{
lean_object* x_20; lean_object* x_21; 
x_20 = lean_ctor_get(x_18, 0);
x_21 = lean_apply_2(x_17, x_16, x_20);
lean_ctor_set(x_18, 0, x_21);
return x_18;
}
else
{
lean_object* x_22; lean_object* x_23; lean_object* x_24; 
x_22 = lean_ctor_get(x_18, 0);
lean_inc(x_22);
lean_dec(x_18);
x_23 = lean_apply_2(x_17, x_16, x_22);
x_24 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_24, 0, x_23);
return x_24;
}
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_labelOf(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Parse_labelOf___redArg(x_2, x_3, x_4, x_5);
return x_6;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected 'let rec f x = e1 in e2'", 33, 33);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected 'rec f x -> body'", 26, 26);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__2() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("program too deeply nested", 25, 25);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("=", 1, 1);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__5() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected a name after 'let'", 27, 27);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__6() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected an expression but found ", 33, 33);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__7() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected a tool name (a string literal) after 'call'", 52, 52);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__8() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected a parameter name after 'fun'", 37, 37);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__9() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Parse_infixInfo___closed__5;
x_2 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_unsigned_to_nat(2u);
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__11() {
_start:
{
uint8_t x_1; lean_object* x_2; 
x_1 = 1;
x_2 = lean_alloc_ctor(18, 0, 1);
lean_ctor_set_uint8(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__12() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Print_paren___closed__1;
x_2 = lean_alloc_ctor(5, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__13() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_box(0);
x_2 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__14() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected ')' but found ", 23, 23);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Parse_go___redArg___closed__15() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(",", 1, 1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_go___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; lean_object* x_7; lean_object* x_11; lean_object* x_16; lean_object* x_21; uint8_t x_22; 
x_21 = lean_unsigned_to_nat(0u);
x_22 = lean_nat_dec_eq(x_3, x_21);
if (x_22 == 1)
{
lean_object* x_23; lean_object* x_24; lean_object* x_25; 
lean_dec(x_4);
lean_dec(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_23 = l_Llmbda_Parse_peek(x_5);
lean_dec(x_5);
x_24 = l_Llmbda_Parse_go___redArg___closed__2;
x_25 = l_Llmbda_Parse_errAt___redArg(x_23, x_24);
return x_25;
}
else
{
lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_125; 
x_26 = lean_unsigned_to_nat(1u);
x_27 = lean_nat_sub(x_3, x_26);
lean_dec(x_3);
switch (lean_obj_tag(x_4)) {
case 0:
{
lean_object* x_221; lean_object* x_233; lean_object* x_234; lean_object* x_235; lean_object* x_249; lean_object* x_250; lean_object* x_251; lean_object* x_265; lean_object* x_283; 
x_221 = lean_ctor_get(x_4, 0);
lean_inc(x_221);
lean_dec_ref(x_4);
x_265 = l_Llmbda_Parse_peek(x_5);
if (lean_obj_tag(x_5) == 0)
{
x_283 = x_5;
goto block_719;
}
else
{
lean_object* x_720; 
x_720 = lean_ctor_get(x_5, 1);
lean_inc(x_720);
x_283 = x_720;
goto block_719;
}
block_232:
{
lean_object* x_222; lean_object* x_223; 
x_222 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_223 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_222, x_5);
if (lean_obj_tag(x_223) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_223;
}
else
{
lean_object* x_224; uint8_t x_225; 
x_224 = lean_ctor_get(x_223, 0);
lean_inc(x_224);
lean_dec_ref(x_223);
x_225 = !lean_is_exclusive(x_224);
if (x_225 == 0)
{
lean_object* x_226; 
x_226 = lean_ctor_get(x_224, 1);
lean_ctor_set_tag(x_224, 2);
lean_ctor_set(x_224, 1, x_221);
x_3 = x_27;
x_4 = x_224;
x_5 = x_226;
goto _start;
}
else
{
lean_object* x_228; lean_object* x_229; lean_object* x_230; 
x_228 = lean_ctor_get(x_224, 0);
x_229 = lean_ctor_get(x_224, 1);
lean_inc(x_229);
lean_inc(x_228);
lean_dec(x_224);
x_230 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_230, 0, x_228);
lean_ctor_set(x_230, 1, x_221);
x_3 = x_27;
x_4 = x_230;
x_5 = x_229;
goto _start;
}
}
}
block_248:
{
lean_object* x_236; 
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_236 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_234, x_235);
if (lean_obj_tag(x_236) == 0)
{
lean_dec_ref(x_233);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_236;
}
else
{
lean_object* x_237; uint8_t x_238; 
x_237 = lean_ctor_get(x_236, 0);
lean_inc(x_237);
lean_dec_ref(x_236);
x_238 = !lean_is_exclusive(x_237);
if (x_238 == 0)
{
lean_object* x_239; lean_object* x_240; lean_object* x_241; 
x_239 = lean_ctor_get(x_237, 0);
x_240 = lean_ctor_get(x_237, 1);
lean_ctor_set_tag(x_237, 21);
lean_ctor_set(x_237, 1, x_239);
lean_ctor_set(x_237, 0, x_233);
x_241 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_241, 0, x_237);
lean_ctor_set(x_241, 1, x_221);
x_3 = x_27;
x_4 = x_241;
x_5 = x_240;
goto _start;
}
else
{
lean_object* x_243; lean_object* x_244; lean_object* x_245; lean_object* x_246; 
x_243 = lean_ctor_get(x_237, 0);
x_244 = lean_ctor_get(x_237, 1);
lean_inc(x_244);
lean_inc(x_243);
lean_dec(x_237);
x_245 = lean_alloc_ctor(21, 2, 0);
lean_ctor_set(x_245, 0, x_233);
lean_ctor_set(x_245, 1, x_243);
x_246 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_246, 0, x_245);
lean_ctor_set(x_246, 1, x_221);
x_3 = x_27;
x_4 = x_246;
x_5 = x_244;
goto _start;
}
}
}
block_264:
{
lean_object* x_252; 
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_252 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_250, x_251);
if (lean_obj_tag(x_252) == 0)
{
lean_dec(x_249);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_252;
}
else
{
lean_object* x_253; uint8_t x_254; 
x_253 = lean_ctor_get(x_252, 0);
lean_inc(x_253);
lean_dec_ref(x_252);
x_254 = !lean_is_exclusive(x_253);
if (x_254 == 0)
{
lean_object* x_255; lean_object* x_256; lean_object* x_257; 
x_255 = lean_ctor_get(x_253, 0);
x_256 = lean_ctor_get(x_253, 1);
lean_ctor_set_tag(x_253, 12);
lean_ctor_set(x_253, 1, x_255);
lean_ctor_set(x_253, 0, x_249);
x_257 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_257, 0, x_253);
lean_ctor_set(x_257, 1, x_221);
x_3 = x_27;
x_4 = x_257;
x_5 = x_256;
goto _start;
}
else
{
lean_object* x_259; lean_object* x_260; lean_object* x_261; lean_object* x_262; 
x_259 = lean_ctor_get(x_253, 0);
x_260 = lean_ctor_get(x_253, 1);
lean_inc(x_260);
lean_inc(x_259);
lean_dec(x_253);
x_261 = lean_alloc_ctor(12, 2, 0);
lean_ctor_set(x_261, 0, x_249);
lean_ctor_set(x_261, 1, x_259);
x_262 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_262, 0, x_261);
lean_ctor_set(x_262, 1, x_221);
x_3 = x_27;
x_4 = x_262;
x_5 = x_260;
goto _start;
}
}
}
block_282:
{
lean_object* x_266; uint8_t x_267; 
x_266 = lean_ctor_get(x_265, 0);
lean_inc(x_266);
x_267 = l_Llmbda_Parse_startsAtom(x_266);
if (x_267 == 0)
{
lean_object* x_268; lean_object* x_269; lean_object* x_270; lean_object* x_271; 
lean_dec(x_221);
lean_dec(x_27);
lean_dec(x_5);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_268 = l_Llmbda_Parse_go___redArg___closed__6;
x_269 = l_Llmbda_Parse_describe(x_266);
lean_dec(x_266);
x_270 = lean_string_append(x_268, x_269);
lean_dec_ref(x_269);
x_271 = l_Llmbda_Parse_errAt___redArg(x_265, x_270);
return x_271;
}
else
{
lean_object* x_272; lean_object* x_273; 
lean_dec(x_266);
lean_dec_ref(x_265);
x_272 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_273 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_272, x_5);
if (lean_obj_tag(x_273) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_273;
}
else
{
lean_object* x_274; uint8_t x_275; 
x_274 = lean_ctor_get(x_273, 0);
lean_inc(x_274);
lean_dec_ref(x_273);
x_275 = !lean_is_exclusive(x_274);
if (x_275 == 0)
{
lean_object* x_276; 
x_276 = lean_ctor_get(x_274, 1);
lean_ctor_set_tag(x_274, 2);
lean_ctor_set(x_274, 1, x_221);
x_3 = x_27;
x_4 = x_274;
x_5 = x_276;
goto _start;
}
else
{
lean_object* x_278; lean_object* x_279; lean_object* x_280; 
x_278 = lean_ctor_get(x_274, 0);
x_279 = lean_ctor_get(x_274, 1);
lean_inc(x_279);
lean_inc(x_278);
lean_dec(x_274);
x_280 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_280, 0, x_278);
lean_ctor_set(x_280, 1, x_221);
x_3 = x_27;
x_4 = x_280;
x_5 = x_279;
goto _start;
}
}
}
}
block_719:
{
lean_object* x_284; 
x_284 = lean_ctor_get(x_265, 0);
lean_inc(x_284);
switch (lean_obj_tag(x_284)) {
case 1:
{
lean_object* x_285; lean_object* x_286; uint8_t x_287; 
x_285 = lean_ctor_get(x_284, 0);
lean_inc_ref(x_285);
lean_dec_ref(x_284);
x_286 = l_Llmbda_Parse_keywords___closed__0;
x_287 = lean_string_dec_eq(x_285, x_286);
if (x_287 == 0)
{
lean_object* x_288; uint8_t x_289; 
x_288 = l_Llmbda_Parse_keywords___closed__1;
x_289 = lean_string_dec_eq(x_285, x_288);
if (x_289 == 0)
{
lean_object* x_290; uint8_t x_291; 
x_290 = l_Llmbda_Parse_keywords___closed__2;
x_291 = lean_string_dec_eq(x_285, x_290);
if (x_291 == 0)
{
lean_object* x_292; uint8_t x_293; 
x_292 = l_Llmbda_Parse_keywords___closed__4;
x_293 = lean_string_dec_eq(x_285, x_292);
if (x_293 == 0)
{
lean_object* x_294; uint8_t x_295; 
x_294 = l_Llmbda_Parse_keywords___closed__7;
x_295 = lean_string_dec_eq(x_285, x_294);
if (x_295 == 0)
{
lean_object* x_296; uint8_t x_297; 
x_296 = l_Llmbda_Parse_keywords___closed__8;
x_297 = lean_string_dec_eq(x_285, x_296);
if (x_297 == 0)
{
lean_object* x_298; uint8_t x_299; 
x_298 = l_Llmbda_Print_op1Name___closed__0;
x_299 = lean_string_dec_eq(x_285, x_298);
if (x_299 == 0)
{
lean_object* x_300; uint8_t x_301; 
x_300 = l_Llmbda_Print_op1Name___closed__1;
x_301 = lean_string_dec_eq(x_285, x_300);
if (x_301 == 0)
{
lean_object* x_302; uint8_t x_303; 
x_302 = l_Llmbda_Print_op1Name___closed__2;
x_303 = lean_string_dec_eq(x_285, x_302);
if (x_303 == 0)
{
lean_object* x_304; uint8_t x_305; 
x_304 = l_Llmbda_Print_op1Name___closed__3;
x_305 = lean_string_dec_eq(x_285, x_304);
if (x_305 == 0)
{
lean_object* x_306; uint8_t x_307; 
x_306 = l_Llmbda_Parse_keywords___closed__12;
x_307 = lean_string_dec_eq(x_285, x_306);
if (x_307 == 0)
{
lean_object* x_308; uint8_t x_309; 
x_308 = l_Llmbda_Parse_keywords___closed__13;
x_309 = lean_string_dec_eq(x_285, x_308);
if (x_309 == 0)
{
lean_object* x_310; uint8_t x_311; 
x_310 = l_Llmbda_Parse_keywords___closed__9;
x_311 = lean_string_dec_eq(x_285, x_310);
if (x_311 == 0)
{
lean_object* x_312; uint8_t x_313; 
x_312 = l_Llmbda_Parse_keywords___closed__10;
x_313 = lean_string_dec_eq(x_285, x_312);
if (x_313 == 0)
{
lean_object* x_314; uint8_t x_315; 
x_314 = l_Llmbda_Parse_keywords___closed__11;
x_315 = lean_string_dec_eq(x_285, x_314);
lean_dec_ref(x_285);
if (x_315 == 0)
{
lean_dec(x_283);
goto block_282;
}
else
{
lean_object* x_316; lean_object* x_317; 
lean_dec_ref(x_265);
lean_dec(x_5);
x_316 = l_Llmbda_Parse_peek(x_283);
x_317 = lean_ctor_get(x_316, 0);
lean_inc(x_317);
if (lean_obj_tag(x_317) == 3)
{
lean_object* x_318; lean_object* x_319; 
lean_dec_ref(x_316);
x_318 = lean_ctor_get(x_317, 0);
lean_inc_ref(x_318);
lean_dec_ref(x_317);
x_319 = lean_box(3);
if (lean_obj_tag(x_283) == 0)
{
x_233 = x_318;
x_234 = x_319;
x_235 = x_283;
goto block_248;
}
else
{
lean_object* x_320; 
x_320 = lean_ctor_get(x_283, 1);
lean_inc(x_320);
lean_dec_ref(x_283);
x_233 = x_318;
x_234 = x_319;
x_235 = x_320;
goto block_248;
}
}
else
{
lean_object* x_321; lean_object* x_322; 
lean_dec(x_317);
lean_dec(x_283);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_321 = l_Llmbda_Parse_go___redArg___closed__7;
x_322 = l_Llmbda_Parse_errAt___redArg(x_316, x_321);
return x_322;
}
}
}
else
{
lean_object* x_323; lean_object* x_324; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_323 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_324 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_323, x_283);
if (lean_obj_tag(x_324) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_324;
}
else
{
lean_object* x_325; uint8_t x_326; 
x_325 = lean_ctor_get(x_324, 0);
lean_inc(x_325);
lean_dec_ref(x_324);
x_326 = !lean_is_exclusive(x_325);
if (x_326 == 0)
{
lean_object* x_327; lean_object* x_328; lean_object* x_329; 
x_327 = lean_ctor_get(x_325, 0);
x_328 = lean_ctor_get(x_325, 1);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_329 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_323, x_328);
if (lean_obj_tag(x_329) == 0)
{
lean_free_object(x_325);
lean_dec(x_327);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_329;
}
else
{
lean_object* x_330; uint8_t x_331; 
x_330 = lean_ctor_get(x_329, 0);
lean_inc(x_330);
lean_dec_ref(x_329);
x_331 = !lean_is_exclusive(x_330);
if (x_331 == 0)
{
lean_object* x_332; lean_object* x_333; 
x_332 = lean_ctor_get(x_330, 0);
x_333 = lean_ctor_get(x_330, 1);
lean_ctor_set_tag(x_330, 16);
lean_ctor_set(x_330, 1, x_332);
lean_ctor_set(x_330, 0, x_327);
lean_ctor_set_tag(x_325, 1);
lean_ctor_set(x_325, 1, x_221);
lean_ctor_set(x_325, 0, x_330);
x_3 = x_27;
x_4 = x_325;
x_5 = x_333;
goto _start;
}
else
{
lean_object* x_335; lean_object* x_336; lean_object* x_337; 
x_335 = lean_ctor_get(x_330, 0);
x_336 = lean_ctor_get(x_330, 1);
lean_inc(x_336);
lean_inc(x_335);
lean_dec(x_330);
x_337 = lean_alloc_ctor(16, 2, 0);
lean_ctor_set(x_337, 0, x_327);
lean_ctor_set(x_337, 1, x_335);
lean_ctor_set_tag(x_325, 1);
lean_ctor_set(x_325, 1, x_221);
lean_ctor_set(x_325, 0, x_337);
x_3 = x_27;
x_4 = x_325;
x_5 = x_336;
goto _start;
}
}
}
else
{
lean_object* x_339; lean_object* x_340; lean_object* x_341; 
x_339 = lean_ctor_get(x_325, 0);
x_340 = lean_ctor_get(x_325, 1);
lean_inc(x_340);
lean_inc(x_339);
lean_dec(x_325);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_341 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_323, x_340);
if (lean_obj_tag(x_341) == 0)
{
lean_dec(x_339);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_341;
}
else
{
lean_object* x_342; lean_object* x_343; lean_object* x_344; lean_object* x_345; lean_object* x_346; lean_object* x_347; 
x_342 = lean_ctor_get(x_341, 0);
lean_inc(x_342);
lean_dec_ref(x_341);
x_343 = lean_ctor_get(x_342, 0);
lean_inc(x_343);
x_344 = lean_ctor_get(x_342, 1);
lean_inc(x_344);
if (lean_is_exclusive(x_342)) {
 lean_ctor_release(x_342, 0);
 lean_ctor_release(x_342, 1);
 x_345 = x_342;
} else {
 lean_dec_ref(x_342);
 x_345 = lean_box(0);
}
if (lean_is_scalar(x_345)) {
 x_346 = lean_alloc_ctor(16, 2, 0);
} else {
 x_346 = x_345;
 lean_ctor_set_tag(x_346, 16);
}
lean_ctor_set(x_346, 0, x_339);
lean_ctor_set(x_346, 1, x_343);
x_347 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_347, 0, x_346);
lean_ctor_set(x_347, 1, x_221);
x_3 = x_27;
x_4 = x_347;
x_5 = x_344;
goto _start;
}
}
}
}
}
else
{
lean_object* x_349; lean_object* x_350; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_349 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_350 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_349, x_283);
if (lean_obj_tag(x_350) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_350;
}
else
{
lean_object* x_351; uint8_t x_352; 
x_351 = lean_ctor_get(x_350, 0);
lean_inc(x_351);
lean_dec_ref(x_350);
x_352 = !lean_is_exclusive(x_351);
if (x_352 == 0)
{
lean_object* x_353; lean_object* x_354; lean_object* x_355; 
x_353 = lean_ctor_get(x_351, 0);
x_354 = lean_ctor_get(x_351, 1);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_355 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_349, x_354);
if (lean_obj_tag(x_355) == 0)
{
lean_free_object(x_351);
lean_dec(x_353);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_355;
}
else
{
lean_object* x_356; uint8_t x_357; 
x_356 = lean_ctor_get(x_355, 0);
lean_inc(x_356);
lean_dec_ref(x_355);
x_357 = !lean_is_exclusive(x_356);
if (x_357 == 0)
{
lean_object* x_358; lean_object* x_359; 
x_358 = lean_ctor_get(x_356, 0);
x_359 = lean_ctor_get(x_356, 1);
lean_ctor_set_tag(x_356, 15);
lean_ctor_set(x_356, 1, x_358);
lean_ctor_set(x_356, 0, x_353);
lean_ctor_set_tag(x_351, 1);
lean_ctor_set(x_351, 1, x_221);
lean_ctor_set(x_351, 0, x_356);
x_3 = x_27;
x_4 = x_351;
x_5 = x_359;
goto _start;
}
else
{
lean_object* x_361; lean_object* x_362; lean_object* x_363; 
x_361 = lean_ctor_get(x_356, 0);
x_362 = lean_ctor_get(x_356, 1);
lean_inc(x_362);
lean_inc(x_361);
lean_dec(x_356);
x_363 = lean_alloc_ctor(15, 2, 0);
lean_ctor_set(x_363, 0, x_353);
lean_ctor_set(x_363, 1, x_361);
lean_ctor_set_tag(x_351, 1);
lean_ctor_set(x_351, 1, x_221);
lean_ctor_set(x_351, 0, x_363);
x_3 = x_27;
x_4 = x_351;
x_5 = x_362;
goto _start;
}
}
}
else
{
lean_object* x_365; lean_object* x_366; lean_object* x_367; 
x_365 = lean_ctor_get(x_351, 0);
x_366 = lean_ctor_get(x_351, 1);
lean_inc(x_366);
lean_inc(x_365);
lean_dec(x_351);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_367 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_349, x_366);
if (lean_obj_tag(x_367) == 0)
{
lean_dec(x_365);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_367;
}
else
{
lean_object* x_368; lean_object* x_369; lean_object* x_370; lean_object* x_371; lean_object* x_372; lean_object* x_373; 
x_368 = lean_ctor_get(x_367, 0);
lean_inc(x_368);
lean_dec_ref(x_367);
x_369 = lean_ctor_get(x_368, 0);
lean_inc(x_369);
x_370 = lean_ctor_get(x_368, 1);
lean_inc(x_370);
if (lean_is_exclusive(x_368)) {
 lean_ctor_release(x_368, 0);
 lean_ctor_release(x_368, 1);
 x_371 = x_368;
} else {
 lean_dec_ref(x_368);
 x_371 = lean_box(0);
}
if (lean_is_scalar(x_371)) {
 x_372 = lean_alloc_ctor(15, 2, 0);
} else {
 x_372 = x_371;
 lean_ctor_set_tag(x_372, 15);
}
lean_ctor_set(x_372, 0, x_365);
lean_ctor_set(x_372, 1, x_369);
x_373 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_373, 0, x_372);
lean_ctor_set(x_373, 1, x_221);
x_3 = x_27;
x_4 = x_373;
x_5 = x_370;
goto _start;
}
}
}
}
}
else
{
lean_object* x_375; lean_object* x_376; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_375 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_376 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_375, x_283);
if (lean_obj_tag(x_376) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_376;
}
else
{
uint8_t x_377; 
x_377 = !lean_is_exclusive(x_376);
if (x_377 == 0)
{
lean_object* x_378; uint8_t x_379; 
x_378 = lean_ctor_get(x_376, 0);
x_379 = !lean_is_exclusive(x_378);
if (x_379 == 0)
{
lean_object* x_380; lean_object* x_381; 
x_380 = lean_ctor_get(x_378, 0);
x_381 = lean_ctor_get(x_378, 1);
lean_ctor_set_tag(x_376, 11);
lean_ctor_set(x_376, 0, x_380);
lean_ctor_set_tag(x_378, 1);
lean_ctor_set(x_378, 1, x_221);
lean_ctor_set(x_378, 0, x_376);
x_3 = x_27;
x_4 = x_378;
x_5 = x_381;
goto _start;
}
else
{
lean_object* x_383; lean_object* x_384; lean_object* x_385; 
x_383 = lean_ctor_get(x_378, 0);
x_384 = lean_ctor_get(x_378, 1);
lean_inc(x_384);
lean_inc(x_383);
lean_dec(x_378);
lean_ctor_set_tag(x_376, 11);
lean_ctor_set(x_376, 0, x_383);
x_385 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_385, 0, x_376);
lean_ctor_set(x_385, 1, x_221);
x_3 = x_27;
x_4 = x_385;
x_5 = x_384;
goto _start;
}
}
else
{
lean_object* x_387; lean_object* x_388; lean_object* x_389; lean_object* x_390; lean_object* x_391; lean_object* x_392; 
x_387 = lean_ctor_get(x_376, 0);
lean_inc(x_387);
lean_dec(x_376);
x_388 = lean_ctor_get(x_387, 0);
lean_inc(x_388);
x_389 = lean_ctor_get(x_387, 1);
lean_inc(x_389);
if (lean_is_exclusive(x_387)) {
 lean_ctor_release(x_387, 0);
 lean_ctor_release(x_387, 1);
 x_390 = x_387;
} else {
 lean_dec_ref(x_387);
 x_390 = lean_box(0);
}
x_391 = lean_alloc_ctor(11, 1, 0);
lean_ctor_set(x_391, 0, x_388);
if (lean_is_scalar(x_390)) {
 x_392 = lean_alloc_ctor(1, 2, 0);
} else {
 x_392 = x_390;
 lean_ctor_set_tag(x_392, 1);
}
lean_ctor_set(x_392, 0, x_391);
lean_ctor_set(x_392, 1, x_221);
x_3 = x_27;
x_4 = x_392;
x_5 = x_389;
goto _start;
}
}
}
}
else
{
lean_object* x_394; lean_object* x_395; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_394 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_395 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_394, x_283);
if (lean_obj_tag(x_395) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_395;
}
else
{
uint8_t x_396; 
x_396 = !lean_is_exclusive(x_395);
if (x_396 == 0)
{
lean_object* x_397; uint8_t x_398; 
x_397 = lean_ctor_get(x_395, 0);
x_398 = !lean_is_exclusive(x_397);
if (x_398 == 0)
{
lean_object* x_399; lean_object* x_400; 
x_399 = lean_ctor_get(x_397, 0);
x_400 = lean_ctor_get(x_397, 1);
lean_ctor_set_tag(x_395, 10);
lean_ctor_set(x_395, 0, x_399);
lean_ctor_set_tag(x_397, 1);
lean_ctor_set(x_397, 1, x_221);
lean_ctor_set(x_397, 0, x_395);
x_3 = x_27;
x_4 = x_397;
x_5 = x_400;
goto _start;
}
else
{
lean_object* x_402; lean_object* x_403; lean_object* x_404; 
x_402 = lean_ctor_get(x_397, 0);
x_403 = lean_ctor_get(x_397, 1);
lean_inc(x_403);
lean_inc(x_402);
lean_dec(x_397);
lean_ctor_set_tag(x_395, 10);
lean_ctor_set(x_395, 0, x_402);
x_404 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_404, 0, x_395);
lean_ctor_set(x_404, 1, x_221);
x_3 = x_27;
x_4 = x_404;
x_5 = x_403;
goto _start;
}
}
else
{
lean_object* x_406; lean_object* x_407; lean_object* x_408; lean_object* x_409; lean_object* x_410; lean_object* x_411; 
x_406 = lean_ctor_get(x_395, 0);
lean_inc(x_406);
lean_dec(x_395);
x_407 = lean_ctor_get(x_406, 0);
lean_inc(x_407);
x_408 = lean_ctor_get(x_406, 1);
lean_inc(x_408);
if (lean_is_exclusive(x_406)) {
 lean_ctor_release(x_406, 0);
 lean_ctor_release(x_406, 1);
 x_409 = x_406;
} else {
 lean_dec_ref(x_406);
 x_409 = lean_box(0);
}
x_410 = lean_alloc_ctor(10, 1, 0);
lean_ctor_set(x_410, 0, x_407);
if (lean_is_scalar(x_409)) {
 x_411 = lean_alloc_ctor(1, 2, 0);
} else {
 x_411 = x_409;
 lean_ctor_set_tag(x_411, 1);
}
lean_ctor_set(x_411, 0, x_410);
lean_ctor_set(x_411, 1, x_221);
x_3 = x_27;
x_4 = x_411;
x_5 = x_408;
goto _start;
}
}
}
}
else
{
lean_object* x_413; lean_object* x_414; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_413 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_414 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_413, x_283);
if (lean_obj_tag(x_414) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_414;
}
else
{
lean_object* x_415; uint8_t x_416; 
x_415 = lean_ctor_get(x_414, 0);
lean_inc(x_415);
lean_dec_ref(x_414);
x_416 = !lean_is_exclusive(x_415);
if (x_416 == 0)
{
lean_object* x_417; lean_object* x_418; uint8_t x_419; lean_object* x_420; 
x_417 = lean_ctor_get(x_415, 0);
x_418 = lean_ctor_get(x_415, 1);
x_419 = 3;
x_420 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_420, 0, x_417);
lean_ctor_set_uint8(x_420, sizeof(void*)*1, x_419);
lean_ctor_set_tag(x_415, 1);
lean_ctor_set(x_415, 1, x_221);
lean_ctor_set(x_415, 0, x_420);
x_3 = x_27;
x_4 = x_415;
x_5 = x_418;
goto _start;
}
else
{
lean_object* x_422; lean_object* x_423; uint8_t x_424; lean_object* x_425; lean_object* x_426; 
x_422 = lean_ctor_get(x_415, 0);
x_423 = lean_ctor_get(x_415, 1);
lean_inc(x_423);
lean_inc(x_422);
lean_dec(x_415);
x_424 = 3;
x_425 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_425, 0, x_422);
lean_ctor_set_uint8(x_425, sizeof(void*)*1, x_424);
x_426 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_426, 0, x_425);
lean_ctor_set(x_426, 1, x_221);
x_3 = x_27;
x_4 = x_426;
x_5 = x_423;
goto _start;
}
}
}
}
else
{
lean_object* x_428; lean_object* x_429; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_428 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_429 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_428, x_283);
if (lean_obj_tag(x_429) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_429;
}
else
{
lean_object* x_430; uint8_t x_431; 
x_430 = lean_ctor_get(x_429, 0);
lean_inc(x_430);
lean_dec_ref(x_429);
x_431 = !lean_is_exclusive(x_430);
if (x_431 == 0)
{
lean_object* x_432; lean_object* x_433; uint8_t x_434; lean_object* x_435; 
x_432 = lean_ctor_get(x_430, 0);
x_433 = lean_ctor_get(x_430, 1);
x_434 = 2;
x_435 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_435, 0, x_432);
lean_ctor_set_uint8(x_435, sizeof(void*)*1, x_434);
lean_ctor_set_tag(x_430, 1);
lean_ctor_set(x_430, 1, x_221);
lean_ctor_set(x_430, 0, x_435);
x_3 = x_27;
x_4 = x_430;
x_5 = x_433;
goto _start;
}
else
{
lean_object* x_437; lean_object* x_438; uint8_t x_439; lean_object* x_440; lean_object* x_441; 
x_437 = lean_ctor_get(x_430, 0);
x_438 = lean_ctor_get(x_430, 1);
lean_inc(x_438);
lean_inc(x_437);
lean_dec(x_430);
x_439 = 2;
x_440 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_440, 0, x_437);
lean_ctor_set_uint8(x_440, sizeof(void*)*1, x_439);
x_441 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_441, 0, x_440);
lean_ctor_set(x_441, 1, x_221);
x_3 = x_27;
x_4 = x_441;
x_5 = x_438;
goto _start;
}
}
}
}
else
{
lean_object* x_443; lean_object* x_444; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_443 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_444 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_443, x_283);
if (lean_obj_tag(x_444) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_444;
}
else
{
lean_object* x_445; uint8_t x_446; 
x_445 = lean_ctor_get(x_444, 0);
lean_inc(x_445);
lean_dec_ref(x_444);
x_446 = !lean_is_exclusive(x_445);
if (x_446 == 0)
{
lean_object* x_447; lean_object* x_448; uint8_t x_449; lean_object* x_450; 
x_447 = lean_ctor_get(x_445, 0);
x_448 = lean_ctor_get(x_445, 1);
x_449 = 1;
x_450 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_450, 0, x_447);
lean_ctor_set_uint8(x_450, sizeof(void*)*1, x_449);
lean_ctor_set_tag(x_445, 1);
lean_ctor_set(x_445, 1, x_221);
lean_ctor_set(x_445, 0, x_450);
x_3 = x_27;
x_4 = x_445;
x_5 = x_448;
goto _start;
}
else
{
lean_object* x_452; lean_object* x_453; uint8_t x_454; lean_object* x_455; lean_object* x_456; 
x_452 = lean_ctor_get(x_445, 0);
x_453 = lean_ctor_get(x_445, 1);
lean_inc(x_453);
lean_inc(x_452);
lean_dec(x_445);
x_454 = 1;
x_455 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_455, 0, x_452);
lean_ctor_set_uint8(x_455, sizeof(void*)*1, x_454);
x_456 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_456, 0, x_455);
lean_ctor_set(x_456, 1, x_221);
x_3 = x_27;
x_4 = x_456;
x_5 = x_453;
goto _start;
}
}
}
}
else
{
lean_object* x_458; lean_object* x_459; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_458 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_459 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_458, x_283);
if (lean_obj_tag(x_459) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_459;
}
else
{
lean_object* x_460; uint8_t x_461; 
x_460 = lean_ctor_get(x_459, 0);
lean_inc(x_460);
lean_dec_ref(x_459);
x_461 = !lean_is_exclusive(x_460);
if (x_461 == 0)
{
lean_object* x_462; lean_object* x_463; uint8_t x_464; lean_object* x_465; 
x_462 = lean_ctor_get(x_460, 0);
x_463 = lean_ctor_get(x_460, 1);
x_464 = 0;
x_465 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_465, 0, x_462);
lean_ctor_set_uint8(x_465, sizeof(void*)*1, x_464);
lean_ctor_set_tag(x_460, 1);
lean_ctor_set(x_460, 1, x_221);
lean_ctor_set(x_460, 0, x_465);
x_3 = x_27;
x_4 = x_460;
x_5 = x_463;
goto _start;
}
else
{
lean_object* x_467; lean_object* x_468; uint8_t x_469; lean_object* x_470; lean_object* x_471; 
x_467 = lean_ctor_get(x_460, 0);
x_468 = lean_ctor_get(x_460, 1);
lean_inc(x_468);
lean_inc(x_467);
lean_dec(x_460);
x_469 = 0;
x_470 = lean_alloc_ctor(7, 1, 1);
lean_ctor_set(x_470, 0, x_467);
lean_ctor_set_uint8(x_470, sizeof(void*)*1, x_469);
x_471 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_471, 0, x_470);
lean_ctor_set(x_471, 1, x_221);
x_3 = x_27;
x_4 = x_471;
x_5 = x_468;
goto _start;
}
}
}
}
else
{
lean_object* x_473; lean_object* x_474; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_473 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_474 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_473, x_283);
if (lean_obj_tag(x_474) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_474;
}
else
{
uint8_t x_475; 
x_475 = !lean_is_exclusive(x_474);
if (x_475 == 0)
{
lean_object* x_476; uint8_t x_477; 
x_476 = lean_ctor_get(x_474, 0);
x_477 = !lean_is_exclusive(x_476);
if (x_477 == 0)
{
lean_object* x_478; lean_object* x_479; 
x_478 = lean_ctor_get(x_476, 0);
x_479 = lean_ctor_get(x_476, 1);
lean_ctor_set_tag(x_474, 19);
lean_ctor_set(x_474, 0, x_478);
lean_ctor_set_tag(x_476, 1);
lean_ctor_set(x_476, 1, x_221);
lean_ctor_set(x_476, 0, x_474);
x_3 = x_27;
x_4 = x_476;
x_5 = x_479;
goto _start;
}
else
{
lean_object* x_481; lean_object* x_482; lean_object* x_483; 
x_481 = lean_ctor_get(x_476, 0);
x_482 = lean_ctor_get(x_476, 1);
lean_inc(x_482);
lean_inc(x_481);
lean_dec(x_476);
lean_ctor_set_tag(x_474, 19);
lean_ctor_set(x_474, 0, x_481);
x_483 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_483, 0, x_474);
lean_ctor_set(x_483, 1, x_221);
x_3 = x_27;
x_4 = x_483;
x_5 = x_482;
goto _start;
}
}
else
{
lean_object* x_485; lean_object* x_486; lean_object* x_487; lean_object* x_488; lean_object* x_489; lean_object* x_490; 
x_485 = lean_ctor_get(x_474, 0);
lean_inc(x_485);
lean_dec(x_474);
x_486 = lean_ctor_get(x_485, 0);
lean_inc(x_486);
x_487 = lean_ctor_get(x_485, 1);
lean_inc(x_487);
if (lean_is_exclusive(x_485)) {
 lean_ctor_release(x_485, 0);
 lean_ctor_release(x_485, 1);
 x_488 = x_485;
} else {
 lean_dec_ref(x_485);
 x_488 = lean_box(0);
}
x_489 = lean_alloc_ctor(19, 1, 0);
lean_ctor_set(x_489, 0, x_486);
if (lean_is_scalar(x_488)) {
 x_490 = lean_alloc_ctor(1, 2, 0);
} else {
 x_490 = x_488;
 lean_ctor_set_tag(x_490, 1);
}
lean_ctor_set(x_490, 0, x_489);
lean_ctor_set(x_490, 1, x_221);
x_3 = x_27;
x_4 = x_490;
x_5 = x_487;
goto _start;
}
}
}
}
else
{
lean_object* x_492; lean_object* x_493; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_5);
x_492 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_493 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_492, x_283);
if (lean_obj_tag(x_493) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_493;
}
else
{
uint8_t x_494; 
x_494 = !lean_is_exclusive(x_493);
if (x_494 == 0)
{
lean_object* x_495; uint8_t x_496; 
x_495 = lean_ctor_get(x_493, 0);
x_496 = !lean_is_exclusive(x_495);
if (x_496 == 0)
{
lean_object* x_497; lean_object* x_498; 
x_497 = lean_ctor_get(x_495, 0);
x_498 = lean_ctor_get(x_495, 1);
lean_ctor_set_tag(x_493, 17);
lean_ctor_set(x_493, 0, x_497);
lean_ctor_set_tag(x_495, 1);
lean_ctor_set(x_495, 1, x_221);
lean_ctor_set(x_495, 0, x_493);
x_3 = x_27;
x_4 = x_495;
x_5 = x_498;
goto _start;
}
else
{
lean_object* x_500; lean_object* x_501; lean_object* x_502; 
x_500 = lean_ctor_get(x_495, 0);
x_501 = lean_ctor_get(x_495, 1);
lean_inc(x_501);
lean_inc(x_500);
lean_dec(x_495);
lean_ctor_set_tag(x_493, 17);
lean_ctor_set(x_493, 0, x_500);
x_502 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_502, 0, x_493);
lean_ctor_set(x_502, 1, x_221);
x_3 = x_27;
x_4 = x_502;
x_5 = x_501;
goto _start;
}
}
else
{
lean_object* x_504; lean_object* x_505; lean_object* x_506; lean_object* x_507; lean_object* x_508; lean_object* x_509; 
x_504 = lean_ctor_get(x_493, 0);
lean_inc(x_504);
lean_dec(x_493);
x_505 = lean_ctor_get(x_504, 0);
lean_inc(x_505);
x_506 = lean_ctor_get(x_504, 1);
lean_inc(x_506);
if (lean_is_exclusive(x_504)) {
 lean_ctor_release(x_504, 0);
 lean_ctor_release(x_504, 1);
 x_507 = x_504;
} else {
 lean_dec_ref(x_504);
 x_507 = lean_box(0);
}
x_508 = lean_alloc_ctor(17, 1, 0);
lean_ctor_set(x_508, 0, x_505);
if (lean_is_scalar(x_507)) {
 x_509 = lean_alloc_ctor(1, 2, 0);
} else {
 x_509 = x_507;
 lean_ctor_set_tag(x_509, 1);
}
lean_ctor_set(x_509, 0, x_508);
lean_ctor_set(x_509, 1, x_221);
x_3 = x_27;
x_4 = x_509;
x_5 = x_506;
goto _start;
}
}
}
}
else
{
uint8_t x_511; 
lean_dec_ref(x_285);
lean_dec(x_221);
lean_dec(x_5);
x_511 = !lean_is_exclusive(x_265);
if (x_511 == 0)
{
lean_object* x_512; lean_object* x_513; lean_object* x_514; lean_object* x_515; lean_object* x_516; 
x_512 = lean_ctor_get(x_265, 2);
lean_dec(x_512);
x_513 = lean_ctor_get(x_265, 1);
lean_dec(x_513);
x_514 = lean_ctor_get(x_265, 0);
lean_dec(x_514);
x_515 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_516 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_515, x_283);
if (lean_obj_tag(x_516) == 0)
{
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_516;
}
else
{
lean_object* x_517; lean_object* x_518; lean_object* x_519; lean_object* x_520; lean_object* x_521; 
x_517 = lean_ctor_get(x_516, 0);
lean_inc(x_517);
lean_dec_ref(x_516);
x_518 = lean_ctor_get(x_517, 0);
lean_inc(x_518);
x_519 = lean_ctor_get(x_517, 1);
lean_inc(x_519);
lean_dec(x_517);
x_520 = l_Llmbda_Parse_keywords___closed__5;
x_521 = l_Llmbda_Parse_expectKw(x_520, x_519);
if (lean_obj_tag(x_521) == 0)
{
uint8_t x_522; 
lean_dec(x_518);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_522 = !lean_is_exclusive(x_521);
if (x_522 == 0)
{
return x_521;
}
else
{
lean_object* x_523; lean_object* x_524; 
x_523 = lean_ctor_get(x_521, 0);
lean_inc(x_523);
lean_dec(x_521);
x_524 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_524, 0, x_523);
return x_524;
}
}
else
{
lean_object* x_525; lean_object* x_526; 
x_525 = lean_ctor_get(x_521, 0);
lean_inc(x_525);
lean_dec_ref(x_521);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_526 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_515, x_525);
if (lean_obj_tag(x_526) == 0)
{
lean_dec(x_518);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_526;
}
else
{
lean_object* x_527; lean_object* x_528; lean_object* x_529; lean_object* x_530; lean_object* x_531; 
x_527 = lean_ctor_get(x_526, 0);
lean_inc(x_527);
lean_dec_ref(x_526);
x_528 = lean_ctor_get(x_527, 0);
lean_inc(x_528);
x_529 = lean_ctor_get(x_527, 1);
lean_inc(x_529);
lean_dec(x_527);
x_530 = l_Llmbda_Parse_keywords___closed__6;
x_531 = l_Llmbda_Parse_expectKw(x_530, x_529);
if (lean_obj_tag(x_531) == 0)
{
uint8_t x_532; 
lean_dec(x_528);
lean_dec(x_518);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_532 = !lean_is_exclusive(x_531);
if (x_532 == 0)
{
return x_531;
}
else
{
lean_object* x_533; lean_object* x_534; 
x_533 = lean_ctor_get(x_531, 0);
lean_inc(x_533);
lean_dec(x_531);
x_534 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_534, 0, x_533);
return x_534;
}
}
else
{
lean_object* x_535; lean_object* x_536; 
x_535 = lean_ctor_get(x_531, 0);
lean_inc(x_535);
lean_dec_ref(x_531);
x_536 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_515, x_535);
if (lean_obj_tag(x_536) == 0)
{
lean_dec(x_528);
lean_dec(x_518);
lean_free_object(x_265);
return x_536;
}
else
{
uint8_t x_537; 
x_537 = !lean_is_exclusive(x_536);
if (x_537 == 0)
{
lean_object* x_538; uint8_t x_539; 
x_538 = lean_ctor_get(x_536, 0);
x_539 = !lean_is_exclusive(x_538);
if (x_539 == 0)
{
lean_object* x_540; 
x_540 = lean_ctor_get(x_538, 0);
lean_ctor_set_tag(x_265, 6);
lean_ctor_set(x_265, 2, x_540);
lean_ctor_set(x_265, 1, x_528);
lean_ctor_set(x_265, 0, x_518);
lean_ctor_set(x_538, 0, x_265);
return x_536;
}
else
{
lean_object* x_541; lean_object* x_542; lean_object* x_543; 
x_541 = lean_ctor_get(x_538, 0);
x_542 = lean_ctor_get(x_538, 1);
lean_inc(x_542);
lean_inc(x_541);
lean_dec(x_538);
lean_ctor_set_tag(x_265, 6);
lean_ctor_set(x_265, 2, x_541);
lean_ctor_set(x_265, 1, x_528);
lean_ctor_set(x_265, 0, x_518);
x_543 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_543, 0, x_265);
lean_ctor_set(x_543, 1, x_542);
lean_ctor_set(x_536, 0, x_543);
return x_536;
}
}
else
{
lean_object* x_544; lean_object* x_545; lean_object* x_546; lean_object* x_547; lean_object* x_548; lean_object* x_549; 
x_544 = lean_ctor_get(x_536, 0);
lean_inc(x_544);
lean_dec(x_536);
x_545 = lean_ctor_get(x_544, 0);
lean_inc(x_545);
x_546 = lean_ctor_get(x_544, 1);
lean_inc(x_546);
if (lean_is_exclusive(x_544)) {
 lean_ctor_release(x_544, 0);
 lean_ctor_release(x_544, 1);
 x_547 = x_544;
} else {
 lean_dec_ref(x_544);
 x_547 = lean_box(0);
}
lean_ctor_set_tag(x_265, 6);
lean_ctor_set(x_265, 2, x_545);
lean_ctor_set(x_265, 1, x_528);
lean_ctor_set(x_265, 0, x_518);
if (lean_is_scalar(x_547)) {
 x_548 = lean_alloc_ctor(0, 2, 0);
} else {
 x_548 = x_547;
}
lean_ctor_set(x_548, 0, x_265);
lean_ctor_set(x_548, 1, x_546);
x_549 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_549, 0, x_548);
return x_549;
}
}
}
}
}
}
}
else
{
lean_object* x_550; lean_object* x_551; 
lean_dec(x_265);
x_550 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_551 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_550, x_283);
if (lean_obj_tag(x_551) == 0)
{
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_551;
}
else
{
lean_object* x_552; lean_object* x_553; lean_object* x_554; lean_object* x_555; lean_object* x_556; 
x_552 = lean_ctor_get(x_551, 0);
lean_inc(x_552);
lean_dec_ref(x_551);
x_553 = lean_ctor_get(x_552, 0);
lean_inc(x_553);
x_554 = lean_ctor_get(x_552, 1);
lean_inc(x_554);
lean_dec(x_552);
x_555 = l_Llmbda_Parse_keywords___closed__5;
x_556 = l_Llmbda_Parse_expectKw(x_555, x_554);
if (lean_obj_tag(x_556) == 0)
{
lean_object* x_557; lean_object* x_558; lean_object* x_559; 
lean_dec(x_553);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_557 = lean_ctor_get(x_556, 0);
lean_inc(x_557);
if (lean_is_exclusive(x_556)) {
 lean_ctor_release(x_556, 0);
 x_558 = x_556;
} else {
 lean_dec_ref(x_556);
 x_558 = lean_box(0);
}
if (lean_is_scalar(x_558)) {
 x_559 = lean_alloc_ctor(0, 1, 0);
} else {
 x_559 = x_558;
}
lean_ctor_set(x_559, 0, x_557);
return x_559;
}
else
{
lean_object* x_560; lean_object* x_561; 
x_560 = lean_ctor_get(x_556, 0);
lean_inc(x_560);
lean_dec_ref(x_556);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_561 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_550, x_560);
if (lean_obj_tag(x_561) == 0)
{
lean_dec(x_553);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_561;
}
else
{
lean_object* x_562; lean_object* x_563; lean_object* x_564; lean_object* x_565; lean_object* x_566; 
x_562 = lean_ctor_get(x_561, 0);
lean_inc(x_562);
lean_dec_ref(x_561);
x_563 = lean_ctor_get(x_562, 0);
lean_inc(x_563);
x_564 = lean_ctor_get(x_562, 1);
lean_inc(x_564);
lean_dec(x_562);
x_565 = l_Llmbda_Parse_keywords___closed__6;
x_566 = l_Llmbda_Parse_expectKw(x_565, x_564);
if (lean_obj_tag(x_566) == 0)
{
lean_object* x_567; lean_object* x_568; lean_object* x_569; 
lean_dec(x_563);
lean_dec(x_553);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_567 = lean_ctor_get(x_566, 0);
lean_inc(x_567);
if (lean_is_exclusive(x_566)) {
 lean_ctor_release(x_566, 0);
 x_568 = x_566;
} else {
 lean_dec_ref(x_566);
 x_568 = lean_box(0);
}
if (lean_is_scalar(x_568)) {
 x_569 = lean_alloc_ctor(0, 1, 0);
} else {
 x_569 = x_568;
}
lean_ctor_set(x_569, 0, x_567);
return x_569;
}
else
{
lean_object* x_570; lean_object* x_571; 
x_570 = lean_ctor_get(x_566, 0);
lean_inc(x_570);
lean_dec_ref(x_566);
x_571 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_550, x_570);
if (lean_obj_tag(x_571) == 0)
{
lean_dec(x_563);
lean_dec(x_553);
return x_571;
}
else
{
lean_object* x_572; lean_object* x_573; lean_object* x_574; lean_object* x_575; lean_object* x_576; lean_object* x_577; lean_object* x_578; lean_object* x_579; 
x_572 = lean_ctor_get(x_571, 0);
lean_inc(x_572);
if (lean_is_exclusive(x_571)) {
 lean_ctor_release(x_571, 0);
 x_573 = x_571;
} else {
 lean_dec_ref(x_571);
 x_573 = lean_box(0);
}
x_574 = lean_ctor_get(x_572, 0);
lean_inc(x_574);
x_575 = lean_ctor_get(x_572, 1);
lean_inc(x_575);
if (lean_is_exclusive(x_572)) {
 lean_ctor_release(x_572, 0);
 lean_ctor_release(x_572, 1);
 x_576 = x_572;
} else {
 lean_dec_ref(x_572);
 x_576 = lean_box(0);
}
x_577 = lean_alloc_ctor(6, 3, 0);
lean_ctor_set(x_577, 0, x_553);
lean_ctor_set(x_577, 1, x_563);
lean_ctor_set(x_577, 2, x_574);
if (lean_is_scalar(x_576)) {
 x_578 = lean_alloc_ctor(0, 2, 0);
} else {
 x_578 = x_576;
}
lean_ctor_set(x_578, 0, x_577);
lean_ctor_set(x_578, 1, x_575);
if (lean_is_scalar(x_573)) {
 x_579 = lean_alloc_ctor(1, 1, 0);
} else {
 x_579 = x_573;
}
lean_ctor_set(x_579, 0, x_578);
return x_579;
}
}
}
}
}
}
}
}
else
{
lean_object* x_580; lean_object* x_581; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_221);
lean_dec(x_5);
x_580 = l_Llmbda_Parse_peek(x_283);
x_581 = lean_ctor_get(x_580, 0);
lean_inc(x_581);
lean_dec_ref(x_580);
if (lean_obj_tag(x_581) == 1)
{
lean_object* x_582; uint8_t x_583; 
x_582 = lean_ctor_get(x_581, 0);
lean_inc_ref(x_582);
lean_dec_ref(x_581);
x_583 = lean_string_dec_eq(x_582, x_288);
lean_dec_ref(x_582);
if (x_583 == 0)
{
x_125 = x_283;
goto block_220;
}
else
{
if (lean_obj_tag(x_283) == 0)
{
x_28 = x_283;
goto block_124;
}
else
{
lean_object* x_584; 
x_584 = lean_ctor_get(x_283, 1);
lean_inc(x_584);
lean_dec_ref(x_283);
x_28 = x_584;
goto block_124;
}
}
}
else
{
lean_dec(x_581);
x_125 = x_283;
goto block_220;
}
}
}
else
{
uint8_t x_585; 
lean_dec_ref(x_285);
lean_dec(x_221);
lean_dec(x_5);
x_585 = !lean_is_exclusive(x_265);
if (x_585 == 0)
{
lean_object* x_586; lean_object* x_587; lean_object* x_588; lean_object* x_589; lean_object* x_590; 
x_586 = lean_ctor_get(x_265, 2);
lean_dec(x_586);
x_587 = lean_ctor_get(x_265, 1);
lean_dec(x_587);
x_588 = lean_ctor_get(x_265, 0);
lean_dec(x_588);
x_589 = l_Llmbda_Parse_binders(x_283);
x_590 = lean_ctor_get(x_589, 0);
lean_inc(x_590);
if (lean_obj_tag(x_590) == 1)
{
lean_object* x_591; 
x_591 = lean_ctor_get(x_590, 1);
lean_inc(x_591);
if (lean_obj_tag(x_591) == 1)
{
lean_object* x_592; 
x_592 = lean_ctor_get(x_591, 1);
if (lean_obj_tag(x_592) == 0)
{
lean_object* x_593; lean_object* x_594; lean_object* x_595; lean_object* x_596; lean_object* x_597; 
x_593 = lean_ctor_get(x_589, 1);
lean_inc(x_593);
lean_dec_ref(x_589);
x_594 = lean_ctor_get(x_590, 0);
lean_inc(x_594);
lean_dec_ref(x_590);
x_595 = lean_ctor_get(x_591, 0);
lean_inc(x_595);
lean_dec_ref(x_591);
x_596 = l_Llmbda_Parse_sym2___closed__0;
x_597 = l_Llmbda_Parse_expectSym(x_596, x_593);
if (lean_obj_tag(x_597) == 0)
{
uint8_t x_598; 
lean_dec(x_595);
lean_dec(x_594);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_598 = !lean_is_exclusive(x_597);
if (x_598 == 0)
{
return x_597;
}
else
{
lean_object* x_599; lean_object* x_600; 
x_599 = lean_ctor_get(x_597, 0);
lean_inc(x_599);
lean_dec(x_597);
x_600 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_600, 0, x_599);
return x_600;
}
}
else
{
lean_object* x_601; lean_object* x_602; lean_object* x_603; 
x_601 = lean_ctor_get(x_597, 0);
lean_inc(x_601);
lean_dec_ref(x_597);
x_602 = l_Llmbda_Parse_go___redArg___closed__4;
x_603 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_602, x_601);
if (lean_obj_tag(x_603) == 0)
{
lean_dec(x_595);
lean_dec(x_594);
lean_free_object(x_265);
return x_603;
}
else
{
uint8_t x_604; 
x_604 = !lean_is_exclusive(x_603);
if (x_604 == 0)
{
lean_object* x_605; uint8_t x_606; 
x_605 = lean_ctor_get(x_603, 0);
x_606 = !lean_is_exclusive(x_605);
if (x_606 == 0)
{
lean_object* x_607; 
x_607 = lean_ctor_get(x_605, 0);
lean_ctor_set_tag(x_265, 4);
lean_ctor_set(x_265, 2, x_607);
lean_ctor_set(x_265, 1, x_595);
lean_ctor_set(x_265, 0, x_594);
lean_ctor_set(x_605, 0, x_265);
return x_603;
}
else
{
lean_object* x_608; lean_object* x_609; lean_object* x_610; 
x_608 = lean_ctor_get(x_605, 0);
x_609 = lean_ctor_get(x_605, 1);
lean_inc(x_609);
lean_inc(x_608);
lean_dec(x_605);
lean_ctor_set_tag(x_265, 4);
lean_ctor_set(x_265, 2, x_608);
lean_ctor_set(x_265, 1, x_595);
lean_ctor_set(x_265, 0, x_594);
x_610 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_610, 0, x_265);
lean_ctor_set(x_610, 1, x_609);
lean_ctor_set(x_603, 0, x_610);
return x_603;
}
}
else
{
lean_object* x_611; lean_object* x_612; lean_object* x_613; lean_object* x_614; lean_object* x_615; lean_object* x_616; 
x_611 = lean_ctor_get(x_603, 0);
lean_inc(x_611);
lean_dec(x_603);
x_612 = lean_ctor_get(x_611, 0);
lean_inc(x_612);
x_613 = lean_ctor_get(x_611, 1);
lean_inc(x_613);
if (lean_is_exclusive(x_611)) {
 lean_ctor_release(x_611, 0);
 lean_ctor_release(x_611, 1);
 x_614 = x_611;
} else {
 lean_dec_ref(x_611);
 x_614 = lean_box(0);
}
lean_ctor_set_tag(x_265, 4);
lean_ctor_set(x_265, 2, x_612);
lean_ctor_set(x_265, 1, x_595);
lean_ctor_set(x_265, 0, x_594);
if (lean_is_scalar(x_614)) {
 x_615 = lean_alloc_ctor(0, 2, 0);
} else {
 x_615 = x_614;
}
lean_ctor_set(x_615, 0, x_265);
lean_ctor_set(x_615, 1, x_613);
x_616 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_616, 0, x_615);
return x_616;
}
}
}
}
else
{
lean_object* x_617; 
lean_dec_ref(x_591);
lean_dec_ref(x_590);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_617 = lean_ctor_get(x_589, 1);
lean_inc(x_617);
lean_dec_ref(x_589);
x_16 = x_617;
goto block_20;
}
}
else
{
lean_object* x_618; 
lean_dec(x_591);
lean_dec_ref(x_590);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_618 = lean_ctor_get(x_589, 1);
lean_inc(x_618);
lean_dec_ref(x_589);
x_16 = x_618;
goto block_20;
}
}
else
{
lean_object* x_619; 
lean_dec(x_590);
lean_free_object(x_265);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_619 = lean_ctor_get(x_589, 1);
lean_inc(x_619);
lean_dec_ref(x_589);
x_16 = x_619;
goto block_20;
}
}
else
{
lean_object* x_620; lean_object* x_621; 
lean_dec(x_265);
x_620 = l_Llmbda_Parse_binders(x_283);
x_621 = lean_ctor_get(x_620, 0);
lean_inc(x_621);
if (lean_obj_tag(x_621) == 1)
{
lean_object* x_622; 
x_622 = lean_ctor_get(x_621, 1);
lean_inc(x_622);
if (lean_obj_tag(x_622) == 1)
{
lean_object* x_623; 
x_623 = lean_ctor_get(x_622, 1);
if (lean_obj_tag(x_623) == 0)
{
lean_object* x_624; lean_object* x_625; lean_object* x_626; lean_object* x_627; lean_object* x_628; 
x_624 = lean_ctor_get(x_620, 1);
lean_inc(x_624);
lean_dec_ref(x_620);
x_625 = lean_ctor_get(x_621, 0);
lean_inc(x_625);
lean_dec_ref(x_621);
x_626 = lean_ctor_get(x_622, 0);
lean_inc(x_626);
lean_dec_ref(x_622);
x_627 = l_Llmbda_Parse_sym2___closed__0;
x_628 = l_Llmbda_Parse_expectSym(x_627, x_624);
if (lean_obj_tag(x_628) == 0)
{
lean_object* x_629; lean_object* x_630; lean_object* x_631; 
lean_dec(x_626);
lean_dec(x_625);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_629 = lean_ctor_get(x_628, 0);
lean_inc(x_629);
if (lean_is_exclusive(x_628)) {
 lean_ctor_release(x_628, 0);
 x_630 = x_628;
} else {
 lean_dec_ref(x_628);
 x_630 = lean_box(0);
}
if (lean_is_scalar(x_630)) {
 x_631 = lean_alloc_ctor(0, 1, 0);
} else {
 x_631 = x_630;
}
lean_ctor_set(x_631, 0, x_629);
return x_631;
}
else
{
lean_object* x_632; lean_object* x_633; lean_object* x_634; 
x_632 = lean_ctor_get(x_628, 0);
lean_inc(x_632);
lean_dec_ref(x_628);
x_633 = l_Llmbda_Parse_go___redArg___closed__4;
x_634 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_633, x_632);
if (lean_obj_tag(x_634) == 0)
{
lean_dec(x_626);
lean_dec(x_625);
return x_634;
}
else
{
lean_object* x_635; lean_object* x_636; lean_object* x_637; lean_object* x_638; lean_object* x_639; lean_object* x_640; lean_object* x_641; lean_object* x_642; 
x_635 = lean_ctor_get(x_634, 0);
lean_inc(x_635);
if (lean_is_exclusive(x_634)) {
 lean_ctor_release(x_634, 0);
 x_636 = x_634;
} else {
 lean_dec_ref(x_634);
 x_636 = lean_box(0);
}
x_637 = lean_ctor_get(x_635, 0);
lean_inc(x_637);
x_638 = lean_ctor_get(x_635, 1);
lean_inc(x_638);
if (lean_is_exclusive(x_635)) {
 lean_ctor_release(x_635, 0);
 lean_ctor_release(x_635, 1);
 x_639 = x_635;
} else {
 lean_dec_ref(x_635);
 x_639 = lean_box(0);
}
x_640 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_640, 0, x_625);
lean_ctor_set(x_640, 1, x_626);
lean_ctor_set(x_640, 2, x_637);
if (lean_is_scalar(x_639)) {
 x_641 = lean_alloc_ctor(0, 2, 0);
} else {
 x_641 = x_639;
}
lean_ctor_set(x_641, 0, x_640);
lean_ctor_set(x_641, 1, x_638);
if (lean_is_scalar(x_636)) {
 x_642 = lean_alloc_ctor(1, 1, 0);
} else {
 x_642 = x_636;
}
lean_ctor_set(x_642, 0, x_641);
return x_642;
}
}
}
else
{
lean_object* x_643; 
lean_dec_ref(x_622);
lean_dec_ref(x_621);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_643 = lean_ctor_get(x_620, 1);
lean_inc(x_643);
lean_dec_ref(x_620);
x_16 = x_643;
goto block_20;
}
}
else
{
lean_object* x_644; 
lean_dec(x_622);
lean_dec_ref(x_621);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_644 = lean_ctor_get(x_620, 1);
lean_inc(x_644);
lean_dec_ref(x_620);
x_16 = x_644;
goto block_20;
}
}
else
{
lean_object* x_645; 
lean_dec(x_621);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_645 = lean_ctor_get(x_620, 1);
lean_inc(x_645);
lean_dec_ref(x_620);
x_16 = x_645;
goto block_20;
}
}
}
}
else
{
lean_object* x_646; lean_object* x_647; lean_object* x_648; uint8_t x_649; 
lean_dec_ref(x_285);
lean_dec_ref(x_265);
lean_dec(x_221);
lean_dec(x_5);
lean_inc(x_283);
x_646 = l_Llmbda_Parse_binders(x_283);
x_647 = lean_ctor_get(x_646, 0);
lean_inc(x_647);
x_648 = lean_ctor_get(x_646, 1);
lean_inc(x_648);
lean_dec_ref(x_646);
x_649 = l_Llmbda_Compiled_isEmpty___redArg(x_647);
if (x_649 == 0)
{
lean_object* x_650; lean_object* x_651; 
lean_dec(x_283);
x_650 = l_Llmbda_Parse_sym2___closed__0;
x_651 = l_Llmbda_Parse_expectSym(x_650, x_648);
if (lean_obj_tag(x_651) == 0)
{
uint8_t x_652; 
lean_dec(x_647);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_652 = !lean_is_exclusive(x_651);
if (x_652 == 0)
{
return x_651;
}
else
{
lean_object* x_653; lean_object* x_654; 
x_653 = lean_ctor_get(x_651, 0);
lean_inc(x_653);
lean_dec(x_651);
x_654 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_654, 0, x_653);
return x_654;
}
}
else
{
lean_object* x_655; lean_object* x_656; lean_object* x_657; 
x_655 = lean_ctor_get(x_651, 0);
lean_inc(x_655);
lean_dec_ref(x_651);
x_656 = l_Llmbda_Parse_go___redArg___closed__4;
x_657 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_656, x_655);
if (lean_obj_tag(x_657) == 0)
{
lean_dec(x_647);
return x_657;
}
else
{
uint8_t x_658; 
x_658 = !lean_is_exclusive(x_657);
if (x_658 == 0)
{
lean_object* x_659; uint8_t x_660; 
x_659 = lean_ctor_get(x_657, 0);
x_660 = !lean_is_exclusive(x_659);
if (x_660 == 0)
{
lean_object* x_661; lean_object* x_662; 
x_661 = lean_ctor_get(x_659, 0);
x_662 = l_Llmbda_Parse_lams___redArg(x_647, x_661);
lean_dec(x_661);
lean_ctor_set(x_659, 0, x_662);
return x_657;
}
else
{
lean_object* x_663; lean_object* x_664; lean_object* x_665; lean_object* x_666; 
x_663 = lean_ctor_get(x_659, 0);
x_664 = lean_ctor_get(x_659, 1);
lean_inc(x_664);
lean_inc(x_663);
lean_dec(x_659);
x_665 = l_Llmbda_Parse_lams___redArg(x_647, x_663);
lean_dec(x_663);
x_666 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_666, 0, x_665);
lean_ctor_set(x_666, 1, x_664);
lean_ctor_set(x_657, 0, x_666);
return x_657;
}
}
else
{
lean_object* x_667; lean_object* x_668; lean_object* x_669; lean_object* x_670; lean_object* x_671; lean_object* x_672; lean_object* x_673; 
x_667 = lean_ctor_get(x_657, 0);
lean_inc(x_667);
lean_dec(x_657);
x_668 = lean_ctor_get(x_667, 0);
lean_inc(x_668);
x_669 = lean_ctor_get(x_667, 1);
lean_inc(x_669);
if (lean_is_exclusive(x_667)) {
 lean_ctor_release(x_667, 0);
 lean_ctor_release(x_667, 1);
 x_670 = x_667;
} else {
 lean_dec_ref(x_667);
 x_670 = lean_box(0);
}
x_671 = l_Llmbda_Parse_lams___redArg(x_647, x_668);
lean_dec(x_668);
if (lean_is_scalar(x_670)) {
 x_672 = lean_alloc_ctor(0, 2, 0);
} else {
 x_672 = x_670;
}
lean_ctor_set(x_672, 0, x_671);
lean_ctor_set(x_672, 1, x_669);
x_673 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_673, 0, x_672);
return x_673;
}
}
}
}
else
{
lean_object* x_674; lean_object* x_675; lean_object* x_676; 
lean_dec(x_648);
lean_dec(x_647);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_674 = l_Llmbda_Parse_peek(x_283);
lean_dec(x_283);
x_675 = l_Llmbda_Parse_go___redArg___closed__8;
x_676 = l_Llmbda_Parse_errAt___redArg(x_674, x_675);
return x_676;
}
}
}
case 4:
{
lean_object* x_677; lean_object* x_678; uint8_t x_679; 
x_677 = lean_ctor_get(x_284, 0);
lean_inc(x_677);
lean_dec_ref(x_284);
x_678 = lean_unsigned_to_nat(2u);
x_679 = lean_nat_dec_le(x_221, x_678);
if (x_679 == 0)
{
lean_dec(x_677);
lean_dec(x_283);
lean_dec_ref(x_265);
goto block_232;
}
else
{
lean_object* x_680; lean_object* x_681; lean_object* x_682; uint8_t x_683; 
x_680 = l_Llmbda_Parse_peek(x_283);
x_681 = lean_ctor_get(x_680, 0);
lean_inc(x_681);
lean_dec_ref(x_680);
x_682 = l_Llmbda_Parse_go___redArg___closed__9;
x_683 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_681, x_682);
lean_dec(x_681);
if (x_683 == 0)
{
lean_dec(x_677);
lean_dec(x_283);
lean_dec_ref(x_265);
goto block_232;
}
else
{
lean_object* x_684; 
lean_dec(x_5);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_684 = l_Llmbda_Parse_labelOf___redArg(x_1, x_2, x_265, x_677);
if (lean_obj_tag(x_684) == 0)
{
uint8_t x_685; 
lean_dec(x_283);
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_685 = !lean_is_exclusive(x_684);
if (x_685 == 0)
{
return x_684;
}
else
{
lean_object* x_686; lean_object* x_687; 
x_686 = lean_ctor_get(x_684, 0);
lean_inc(x_686);
lean_dec(x_684);
x_687 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_687, 0, x_686);
return x_687;
}
}
else
{
lean_object* x_688; lean_object* x_689; 
x_688 = lean_ctor_get(x_684, 0);
lean_inc(x_688);
lean_dec_ref(x_684);
x_689 = l_Llmbda_Parse_go___redArg___closed__10;
if (lean_obj_tag(x_283) == 0)
{
x_249 = x_688;
x_250 = x_689;
x_251 = x_283;
goto block_264;
}
else
{
lean_object* x_690; 
x_690 = lean_ctor_get(x_283, 1);
lean_inc(x_690);
lean_dec_ref(x_283);
x_249 = x_688;
x_250 = x_689;
x_251 = x_690;
goto block_264;
}
}
}
}
}
case 5:
{
lean_object* x_691; lean_object* x_692; uint8_t x_693; 
x_691 = lean_ctor_get(x_284, 0);
lean_inc_ref(x_691);
lean_dec_ref(x_284);
x_692 = l_Llmbda_Print_term___redArg___closed__9;
x_693 = lean_string_dec_eq(x_691, x_692);
lean_dec_ref(x_691);
if (x_693 == 0)
{
lean_dec(x_283);
goto block_282;
}
else
{
lean_object* x_694; lean_object* x_695; 
lean_dec_ref(x_265);
lean_dec(x_5);
x_694 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_695 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_694, x_283);
if (lean_obj_tag(x_695) == 0)
{
lean_dec(x_221);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_695;
}
else
{
uint8_t x_696; 
x_696 = !lean_is_exclusive(x_695);
if (x_696 == 0)
{
lean_object* x_697; uint8_t x_698; 
x_697 = lean_ctor_get(x_695, 0);
x_698 = !lean_is_exclusive(x_697);
if (x_698 == 0)
{
lean_object* x_699; lean_object* x_700; lean_object* x_701; lean_object* x_702; 
x_699 = lean_ctor_get(x_697, 0);
x_700 = lean_ctor_get(x_697, 1);
x_701 = l_Llmbda_Term_ask___redArg___closed__2;
lean_ctor_set_tag(x_695, 17);
lean_ctor_set(x_695, 0, x_699);
lean_ctor_set_tag(x_697, 5);
lean_ctor_set(x_697, 1, x_695);
lean_ctor_set(x_697, 0, x_701);
x_702 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_702, 0, x_697);
lean_ctor_set(x_702, 1, x_221);
x_3 = x_27;
x_4 = x_702;
x_5 = x_700;
goto _start;
}
else
{
lean_object* x_704; lean_object* x_705; lean_object* x_706; lean_object* x_707; lean_object* x_708; 
x_704 = lean_ctor_get(x_697, 0);
x_705 = lean_ctor_get(x_697, 1);
lean_inc(x_705);
lean_inc(x_704);
lean_dec(x_697);
x_706 = l_Llmbda_Term_ask___redArg___closed__2;
lean_ctor_set_tag(x_695, 17);
lean_ctor_set(x_695, 0, x_704);
x_707 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_707, 0, x_706);
lean_ctor_set(x_707, 1, x_695);
x_708 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_708, 0, x_707);
lean_ctor_set(x_708, 1, x_221);
x_3 = x_27;
x_4 = x_708;
x_5 = x_705;
goto _start;
}
}
else
{
lean_object* x_710; lean_object* x_711; lean_object* x_712; lean_object* x_713; lean_object* x_714; lean_object* x_715; lean_object* x_716; lean_object* x_717; 
x_710 = lean_ctor_get(x_695, 0);
lean_inc(x_710);
lean_dec(x_695);
x_711 = lean_ctor_get(x_710, 0);
lean_inc(x_711);
x_712 = lean_ctor_get(x_710, 1);
lean_inc(x_712);
if (lean_is_exclusive(x_710)) {
 lean_ctor_release(x_710, 0);
 lean_ctor_release(x_710, 1);
 x_713 = x_710;
} else {
 lean_dec_ref(x_710);
 x_713 = lean_box(0);
}
x_714 = l_Llmbda_Term_ask___redArg___closed__2;
x_715 = lean_alloc_ctor(17, 1, 0);
lean_ctor_set(x_715, 0, x_711);
if (lean_is_scalar(x_713)) {
 x_716 = lean_alloc_ctor(5, 2, 0);
} else {
 x_716 = x_713;
 lean_ctor_set_tag(x_716, 5);
}
lean_ctor_set(x_716, 0, x_714);
lean_ctor_set(x_716, 1, x_715);
x_717 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_717, 0, x_716);
lean_ctor_set(x_717, 1, x_221);
x_3 = x_27;
x_4 = x_717;
x_5 = x_712;
goto _start;
}
}
}
}
default: 
{
lean_dec(x_284);
lean_dec(x_283);
goto block_282;
}
}
}
}
case 1:
{
lean_object* x_721; lean_object* x_722; lean_object* x_723; lean_object* x_724; lean_object* x_725; 
x_721 = lean_ctor_get(x_4, 0);
lean_inc(x_721);
x_722 = lean_ctor_get(x_4, 1);
lean_inc(x_722);
if (lean_is_exclusive(x_4)) {
 lean_ctor_release(x_4, 0);
 lean_ctor_release(x_4, 1);
 x_723 = x_4;
} else {
 lean_dec_ref(x_4);
 x_723 = lean_box(0);
}
x_724 = l_Llmbda_Parse_peek(x_5);
x_725 = lean_ctor_get(x_724, 0);
lean_inc(x_725);
lean_dec_ref(x_724);
if (lean_obj_tag(x_725) == 5)
{
uint8_t x_726; 
x_726 = !lean_is_exclusive(x_725);
if (x_726 == 0)
{
lean_object* x_727; lean_object* x_728; 
x_727 = lean_ctor_get(x_725, 0);
x_728 = l_Llmbda_Parse_infixInfo(x_727);
if (lean_obj_tag(x_728) == 0)
{
lean_object* x_729; 
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_729 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_729, 0, x_721);
lean_ctor_set(x_729, 1, x_5);
lean_ctor_set_tag(x_725, 1);
lean_ctor_set(x_725, 0, x_729);
return x_725;
}
else
{
uint8_t x_730; 
lean_free_object(x_725);
x_730 = !lean_is_exclusive(x_728);
if (x_730 == 0)
{
lean_object* x_731; uint8_t x_732; 
x_731 = lean_ctor_get(x_728, 0);
x_732 = !lean_is_exclusive(x_731);
if (x_732 == 0)
{
lean_object* x_733; lean_object* x_734; uint8_t x_735; 
x_733 = lean_ctor_get(x_731, 0);
x_734 = lean_ctor_get(x_731, 1);
x_735 = lean_nat_dec_lt(x_733, x_722);
lean_dec(x_733);
if (x_735 == 0)
{
lean_object* x_736; 
lean_free_object(x_731);
lean_ctor_set_tag(x_728, 0);
lean_ctor_set(x_728, 0, x_734);
if (lean_obj_tag(x_5) == 0)
{
x_736 = x_5;
goto block_744;
}
else
{
lean_object* x_745; 
x_745 = lean_ctor_get(x_5, 1);
lean_inc(x_745);
lean_dec_ref(x_5);
x_736 = x_745;
goto block_744;
}
block_744:
{
lean_object* x_737; 
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_737 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_728, x_736);
if (lean_obj_tag(x_737) == 0)
{
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_721);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_737;
}
else
{
lean_object* x_738; lean_object* x_739; lean_object* x_740; lean_object* x_741; lean_object* x_742; 
x_738 = lean_ctor_get(x_737, 0);
lean_inc(x_738);
lean_dec_ref(x_737);
x_739 = lean_ctor_get(x_738, 0);
lean_inc(x_739);
x_740 = lean_ctor_get(x_738, 1);
lean_inc(x_740);
lean_dec(x_738);
x_741 = l_Llmbda_Parse_mkInfix___redArg(x_727, x_721, x_739);
lean_dec_ref(x_727);
if (lean_is_scalar(x_723)) {
 x_742 = lean_alloc_ctor(1, 2, 0);
} else {
 x_742 = x_723;
}
lean_ctor_set(x_742, 0, x_741);
lean_ctor_set(x_742, 1, x_722);
x_3 = x_27;
x_4 = x_742;
x_5 = x_740;
goto _start;
}
}
}
else
{
lean_dec(x_734);
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
lean_ctor_set(x_731, 1, x_5);
lean_ctor_set(x_731, 0, x_721);
return x_728;
}
}
else
{
lean_object* x_746; lean_object* x_747; uint8_t x_748; 
x_746 = lean_ctor_get(x_731, 0);
x_747 = lean_ctor_get(x_731, 1);
lean_inc(x_747);
lean_inc(x_746);
lean_dec(x_731);
x_748 = lean_nat_dec_lt(x_746, x_722);
lean_dec(x_746);
if (x_748 == 0)
{
lean_object* x_749; 
lean_ctor_set_tag(x_728, 0);
lean_ctor_set(x_728, 0, x_747);
if (lean_obj_tag(x_5) == 0)
{
x_749 = x_5;
goto block_757;
}
else
{
lean_object* x_758; 
x_758 = lean_ctor_get(x_5, 1);
lean_inc(x_758);
lean_dec_ref(x_5);
x_749 = x_758;
goto block_757;
}
block_757:
{
lean_object* x_750; 
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_750 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_728, x_749);
if (lean_obj_tag(x_750) == 0)
{
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_721);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_750;
}
else
{
lean_object* x_751; lean_object* x_752; lean_object* x_753; lean_object* x_754; lean_object* x_755; 
x_751 = lean_ctor_get(x_750, 0);
lean_inc(x_751);
lean_dec_ref(x_750);
x_752 = lean_ctor_get(x_751, 0);
lean_inc(x_752);
x_753 = lean_ctor_get(x_751, 1);
lean_inc(x_753);
lean_dec(x_751);
x_754 = l_Llmbda_Parse_mkInfix___redArg(x_727, x_721, x_752);
lean_dec_ref(x_727);
if (lean_is_scalar(x_723)) {
 x_755 = lean_alloc_ctor(1, 2, 0);
} else {
 x_755 = x_723;
}
lean_ctor_set(x_755, 0, x_754);
lean_ctor_set(x_755, 1, x_722);
x_3 = x_27;
x_4 = x_755;
x_5 = x_753;
goto _start;
}
}
}
else
{
lean_object* x_759; 
lean_dec(x_747);
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_759 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_759, 0, x_721);
lean_ctor_set(x_759, 1, x_5);
lean_ctor_set(x_728, 0, x_759);
return x_728;
}
}
}
else
{
lean_object* x_760; lean_object* x_761; lean_object* x_762; lean_object* x_763; uint8_t x_764; 
x_760 = lean_ctor_get(x_728, 0);
lean_inc(x_760);
lean_dec(x_728);
x_761 = lean_ctor_get(x_760, 0);
lean_inc(x_761);
x_762 = lean_ctor_get(x_760, 1);
lean_inc(x_762);
if (lean_is_exclusive(x_760)) {
 lean_ctor_release(x_760, 0);
 lean_ctor_release(x_760, 1);
 x_763 = x_760;
} else {
 lean_dec_ref(x_760);
 x_763 = lean_box(0);
}
x_764 = lean_nat_dec_lt(x_761, x_722);
lean_dec(x_761);
if (x_764 == 0)
{
lean_object* x_765; lean_object* x_766; 
lean_dec(x_763);
x_765 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_765, 0, x_762);
if (lean_obj_tag(x_5) == 0)
{
x_766 = x_5;
goto block_774;
}
else
{
lean_object* x_775; 
x_775 = lean_ctor_get(x_5, 1);
lean_inc(x_775);
lean_dec_ref(x_5);
x_766 = x_775;
goto block_774;
}
block_774:
{
lean_object* x_767; 
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_767 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_765, x_766);
if (lean_obj_tag(x_767) == 0)
{
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_721);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_767;
}
else
{
lean_object* x_768; lean_object* x_769; lean_object* x_770; lean_object* x_771; lean_object* x_772; 
x_768 = lean_ctor_get(x_767, 0);
lean_inc(x_768);
lean_dec_ref(x_767);
x_769 = lean_ctor_get(x_768, 0);
lean_inc(x_769);
x_770 = lean_ctor_get(x_768, 1);
lean_inc(x_770);
lean_dec(x_768);
x_771 = l_Llmbda_Parse_mkInfix___redArg(x_727, x_721, x_769);
lean_dec_ref(x_727);
if (lean_is_scalar(x_723)) {
 x_772 = lean_alloc_ctor(1, 2, 0);
} else {
 x_772 = x_723;
}
lean_ctor_set(x_772, 0, x_771);
lean_ctor_set(x_772, 1, x_722);
x_3 = x_27;
x_4 = x_772;
x_5 = x_770;
goto _start;
}
}
}
else
{
lean_object* x_776; lean_object* x_777; 
lean_dec(x_762);
lean_dec_ref(x_727);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
if (lean_is_scalar(x_763)) {
 x_776 = lean_alloc_ctor(0, 2, 0);
} else {
 x_776 = x_763;
}
lean_ctor_set(x_776, 0, x_721);
lean_ctor_set(x_776, 1, x_5);
x_777 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_777, 0, x_776);
return x_777;
}
}
}
}
else
{
lean_object* x_778; lean_object* x_779; 
x_778 = lean_ctor_get(x_725, 0);
lean_inc(x_778);
lean_dec(x_725);
x_779 = l_Llmbda_Parse_infixInfo(x_778);
if (lean_obj_tag(x_779) == 0)
{
lean_object* x_780; lean_object* x_781; 
lean_dec_ref(x_778);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_780 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_780, 0, x_721);
lean_ctor_set(x_780, 1, x_5);
x_781 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_781, 0, x_780);
return x_781;
}
else
{
lean_object* x_782; lean_object* x_783; lean_object* x_784; lean_object* x_785; lean_object* x_786; uint8_t x_787; 
x_782 = lean_ctor_get(x_779, 0);
lean_inc(x_782);
if (lean_is_exclusive(x_779)) {
 lean_ctor_release(x_779, 0);
 x_783 = x_779;
} else {
 lean_dec_ref(x_779);
 x_783 = lean_box(0);
}
x_784 = lean_ctor_get(x_782, 0);
lean_inc(x_784);
x_785 = lean_ctor_get(x_782, 1);
lean_inc(x_785);
if (lean_is_exclusive(x_782)) {
 lean_ctor_release(x_782, 0);
 lean_ctor_release(x_782, 1);
 x_786 = x_782;
} else {
 lean_dec_ref(x_782);
 x_786 = lean_box(0);
}
x_787 = lean_nat_dec_lt(x_784, x_722);
lean_dec(x_784);
if (x_787 == 0)
{
lean_object* x_788; lean_object* x_789; 
lean_dec(x_786);
if (lean_is_scalar(x_783)) {
 x_788 = lean_alloc_ctor(0, 1, 0);
} else {
 x_788 = x_783;
 lean_ctor_set_tag(x_788, 0);
}
lean_ctor_set(x_788, 0, x_785);
if (lean_obj_tag(x_5) == 0)
{
x_789 = x_5;
goto block_797;
}
else
{
lean_object* x_798; 
x_798 = lean_ctor_get(x_5, 1);
lean_inc(x_798);
lean_dec_ref(x_5);
x_789 = x_798;
goto block_797;
}
block_797:
{
lean_object* x_790; 
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_790 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_788, x_789);
if (lean_obj_tag(x_790) == 0)
{
lean_dec_ref(x_778);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_721);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_790;
}
else
{
lean_object* x_791; lean_object* x_792; lean_object* x_793; lean_object* x_794; lean_object* x_795; 
x_791 = lean_ctor_get(x_790, 0);
lean_inc(x_791);
lean_dec_ref(x_790);
x_792 = lean_ctor_get(x_791, 0);
lean_inc(x_792);
x_793 = lean_ctor_get(x_791, 1);
lean_inc(x_793);
lean_dec(x_791);
x_794 = l_Llmbda_Parse_mkInfix___redArg(x_778, x_721, x_792);
lean_dec_ref(x_778);
if (lean_is_scalar(x_723)) {
 x_795 = lean_alloc_ctor(1, 2, 0);
} else {
 x_795 = x_723;
}
lean_ctor_set(x_795, 0, x_794);
lean_ctor_set(x_795, 1, x_722);
x_3 = x_27;
x_4 = x_795;
x_5 = x_793;
goto _start;
}
}
}
else
{
lean_object* x_799; lean_object* x_800; 
lean_dec(x_785);
lean_dec_ref(x_778);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
if (lean_is_scalar(x_786)) {
 x_799 = lean_alloc_ctor(0, 2, 0);
} else {
 x_799 = x_786;
}
lean_ctor_set(x_799, 0, x_721);
lean_ctor_set(x_799, 1, x_5);
if (lean_is_scalar(x_783)) {
 x_800 = lean_alloc_ctor(1, 1, 0);
} else {
 x_800 = x_783;
}
lean_ctor_set(x_800, 0, x_799);
return x_800;
}
}
}
}
else
{
lean_object* x_801; lean_object* x_802; 
lean_dec(x_725);
lean_dec(x_723);
lean_dec(x_722);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_801 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_801, 0, x_721);
lean_ctor_set(x_801, 1, x_5);
x_802 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_802, 0, x_801);
return x_802;
}
}
case 2:
{
uint8_t x_803; 
x_803 = !lean_is_exclusive(x_4);
if (x_803 == 0)
{
lean_object* x_804; lean_object* x_805; lean_object* x_806; lean_object* x_807; uint8_t x_808; 
x_804 = lean_ctor_get(x_4, 0);
x_805 = lean_ctor_get(x_4, 1);
x_806 = l_Llmbda_Parse_peek(x_5);
x_807 = lean_ctor_get(x_806, 0);
lean_inc(x_807);
lean_dec_ref(x_806);
x_808 = l_Llmbda_Parse_startsAtom(x_807);
lean_dec(x_807);
if (x_808 == 0)
{
lean_ctor_set_tag(x_4, 1);
x_3 = x_27;
goto _start;
}
else
{
lean_object* x_810; lean_object* x_811; 
x_810 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_811 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_810, x_5);
if (lean_obj_tag(x_811) == 0)
{
lean_free_object(x_4);
lean_dec(x_805);
lean_dec(x_804);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_811;
}
else
{
lean_object* x_812; uint8_t x_813; 
x_812 = lean_ctor_get(x_811, 0);
lean_inc(x_812);
lean_dec_ref(x_811);
x_813 = !lean_is_exclusive(x_812);
if (x_813 == 0)
{
lean_object* x_814; lean_object* x_815; 
x_814 = lean_ctor_get(x_812, 0);
x_815 = lean_ctor_get(x_812, 1);
lean_ctor_set_tag(x_812, 5);
lean_ctor_set(x_812, 1, x_814);
lean_ctor_set(x_812, 0, x_804);
lean_ctor_set(x_4, 0, x_812);
x_3 = x_27;
x_5 = x_815;
goto _start;
}
else
{
lean_object* x_817; lean_object* x_818; lean_object* x_819; 
x_817 = lean_ctor_get(x_812, 0);
x_818 = lean_ctor_get(x_812, 1);
lean_inc(x_818);
lean_inc(x_817);
lean_dec(x_812);
x_819 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_819, 0, x_804);
lean_ctor_set(x_819, 1, x_817);
lean_ctor_set(x_4, 0, x_819);
x_3 = x_27;
x_5 = x_818;
goto _start;
}
}
}
}
else
{
lean_object* x_821; lean_object* x_822; lean_object* x_823; lean_object* x_824; uint8_t x_825; 
x_821 = lean_ctor_get(x_4, 0);
x_822 = lean_ctor_get(x_4, 1);
lean_inc(x_822);
lean_inc(x_821);
lean_dec(x_4);
x_823 = l_Llmbda_Parse_peek(x_5);
x_824 = lean_ctor_get(x_823, 0);
lean_inc(x_824);
lean_dec_ref(x_823);
x_825 = l_Llmbda_Parse_startsAtom(x_824);
lean_dec(x_824);
if (x_825 == 0)
{
lean_object* x_826; 
x_826 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_826, 0, x_821);
lean_ctor_set(x_826, 1, x_822);
x_3 = x_27;
x_4 = x_826;
goto _start;
}
else
{
lean_object* x_828; lean_object* x_829; 
x_828 = lean_box(3);
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_829 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_828, x_5);
if (lean_obj_tag(x_829) == 0)
{
lean_dec(x_822);
lean_dec(x_821);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_829;
}
else
{
lean_object* x_830; lean_object* x_831; lean_object* x_832; lean_object* x_833; lean_object* x_834; lean_object* x_835; 
x_830 = lean_ctor_get(x_829, 0);
lean_inc(x_830);
lean_dec_ref(x_829);
x_831 = lean_ctor_get(x_830, 0);
lean_inc(x_831);
x_832 = lean_ctor_get(x_830, 1);
lean_inc(x_832);
if (lean_is_exclusive(x_830)) {
 lean_ctor_release(x_830, 0);
 lean_ctor_release(x_830, 1);
 x_833 = x_830;
} else {
 lean_dec_ref(x_830);
 x_833 = lean_box(0);
}
if (lean_is_scalar(x_833)) {
 x_834 = lean_alloc_ctor(5, 2, 0);
} else {
 x_834 = x_833;
 lean_ctor_set_tag(x_834, 5);
}
lean_ctor_set(x_834, 0, x_821);
lean_ctor_set(x_834, 1, x_831);
x_835 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_835, 0, x_834);
lean_ctor_set(x_835, 1, x_822);
x_3 = x_27;
x_4 = x_835;
x_5 = x_832;
goto _start;
}
}
}
}
case 3:
{
lean_object* x_837; lean_object* x_844; 
x_837 = l_Llmbda_Parse_peek(x_5);
if (lean_obj_tag(x_5) == 0)
{
x_844 = x_5;
goto block_966;
}
else
{
lean_object* x_967; 
x_967 = lean_ctor_get(x_5, 1);
lean_inc(x_967);
lean_dec_ref(x_5);
x_844 = x_967;
goto block_966;
}
block_843:
{
lean_object* x_838; lean_object* x_839; lean_object* x_840; lean_object* x_841; lean_object* x_842; 
x_838 = lean_ctor_get(x_837, 0);
lean_inc(x_838);
x_839 = l_Llmbda_Parse_go___redArg___closed__6;
x_840 = l_Llmbda_Parse_describe(x_838);
lean_dec(x_838);
x_841 = lean_string_append(x_839, x_840);
lean_dec_ref(x_840);
x_842 = l_Llmbda_Parse_errAt___redArg(x_837, x_841);
return x_842;
}
block_966:
{
lean_object* x_845; 
x_845 = lean_ctor_get(x_837, 0);
lean_inc(x_845);
switch (lean_obj_tag(x_845)) {
case 0:
{
uint8_t x_846; 
lean_dec_ref(x_837);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_846 = !lean_is_exclusive(x_845);
if (x_846 == 0)
{
lean_object* x_847; lean_object* x_848; 
x_847 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_847, 0, x_845);
lean_ctor_set(x_847, 1, x_844);
x_848 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_848, 0, x_847);
return x_848;
}
else
{
lean_object* x_849; lean_object* x_850; lean_object* x_851; lean_object* x_852; 
x_849 = lean_ctor_get(x_845, 0);
lean_inc(x_849);
lean_dec(x_845);
x_850 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_850, 0, x_849);
x_851 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_851, 0, x_850);
lean_ctor_set(x_851, 1, x_844);
x_852 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_852, 0, x_851);
return x_852;
}
}
case 2:
{
uint8_t x_853; 
lean_dec_ref(x_837);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_853 = !lean_is_exclusive(x_845);
if (x_853 == 0)
{
lean_object* x_854; lean_object* x_855; lean_object* x_856; 
x_854 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_854, 0, x_845);
x_855 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_855, 0, x_854);
lean_ctor_set(x_855, 1, x_844);
x_856 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_856, 0, x_855);
return x_856;
}
else
{
lean_object* x_857; lean_object* x_858; lean_object* x_859; lean_object* x_860; lean_object* x_861; 
x_857 = lean_ctor_get(x_845, 0);
lean_inc(x_857);
lean_dec(x_845);
x_858 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_858, 0, x_857);
x_859 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_859, 0, x_858);
x_860 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_860, 0, x_859);
lean_ctor_set(x_860, 1, x_844);
x_861 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_861, 0, x_860);
return x_861;
}
}
case 3:
{
uint8_t x_862; 
lean_dec_ref(x_837);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_862 = !lean_is_exclusive(x_845);
if (x_862 == 0)
{
lean_object* x_863; lean_object* x_864; lean_object* x_865; 
x_863 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_863, 0, x_845);
x_864 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_864, 0, x_863);
lean_ctor_set(x_864, 1, x_844);
x_865 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_865, 0, x_864);
return x_865;
}
else
{
lean_object* x_866; lean_object* x_867; lean_object* x_868; lean_object* x_869; lean_object* x_870; 
x_866 = lean_ctor_get(x_845, 0);
lean_inc(x_866);
lean_dec(x_845);
x_867 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_867, 0, x_866);
x_868 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_868, 0, x_867);
x_869 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_869, 0, x_868);
lean_ctor_set(x_869, 1, x_844);
x_870 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_870, 0, x_869);
return x_870;
}
}
case 1:
{
uint8_t x_871; 
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_871 = !lean_is_exclusive(x_845);
if (x_871 == 0)
{
lean_object* x_872; lean_object* x_873; uint8_t x_874; 
x_872 = lean_ctor_get(x_845, 0);
x_873 = l_Llmbda_Print_const___closed__2;
x_874 = lean_string_dec_eq(x_872, x_873);
if (x_874 == 0)
{
lean_object* x_875; uint8_t x_876; 
x_875 = l_Llmbda_Print_const___closed__1;
x_876 = lean_string_dec_eq(x_872, x_875);
if (x_876 == 0)
{
lean_object* x_877; uint8_t x_878; 
x_877 = l_Llmbda_Print_term___redArg___closed__21;
x_878 = lean_string_dec_eq(x_872, x_877);
if (x_878 == 0)
{
lean_object* x_879; uint8_t x_880; 
x_879 = l_Llmbda_Print_term___redArg___closed__22;
x_880 = lean_string_dec_eq(x_872, x_879);
if (x_880 == 0)
{
lean_object* x_881; uint8_t x_882; 
x_881 = l_Llmbda_Print_term___redArg___closed__24;
x_882 = lean_string_dec_eq(x_872, x_881);
lean_dec_ref(x_872);
if (x_882 == 0)
{
lean_free_object(x_845);
lean_dec(x_844);
goto block_843;
}
else
{
lean_object* x_883; lean_object* x_884; 
lean_dec_ref(x_837);
x_883 = lean_box(20);
x_884 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_884, 0, x_883);
lean_ctor_set(x_884, 1, x_844);
lean_ctor_set(x_845, 0, x_884);
return x_845;
}
}
else
{
lean_object* x_885; lean_object* x_886; 
lean_dec_ref(x_872);
lean_dec_ref(x_837);
x_885 = l_Llmbda_Parse_go___redArg___closed__11;
x_886 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_886, 0, x_885);
lean_ctor_set(x_886, 1, x_844);
lean_ctor_set(x_845, 0, x_886);
return x_845;
}
}
else
{
lean_object* x_887; lean_object* x_888; 
lean_dec_ref(x_872);
lean_dec_ref(x_837);
x_887 = l_Llmbda_Term_ask___redArg___closed__1;
x_888 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_888, 0, x_887);
lean_ctor_set(x_888, 1, x_844);
lean_ctor_set(x_845, 0, x_888);
return x_845;
}
}
else
{
lean_object* x_889; lean_object* x_890; lean_object* x_891; 
lean_dec_ref(x_872);
lean_dec_ref(x_837);
x_889 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_889, 0, x_874);
lean_ctor_set(x_845, 0, x_889);
x_890 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_890, 0, x_845);
lean_ctor_set(x_890, 1, x_844);
x_891 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_891, 0, x_890);
return x_891;
}
}
else
{
lean_object* x_892; lean_object* x_893; lean_object* x_894; 
lean_dec_ref(x_872);
lean_dec_ref(x_837);
x_892 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_892, 0, x_874);
lean_ctor_set(x_845, 0, x_892);
x_893 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_893, 0, x_845);
lean_ctor_set(x_893, 1, x_844);
x_894 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_894, 0, x_893);
return x_894;
}
}
else
{
lean_object* x_895; lean_object* x_896; uint8_t x_897; 
x_895 = lean_ctor_get(x_845, 0);
lean_inc(x_895);
lean_dec(x_845);
x_896 = l_Llmbda_Print_const___closed__2;
x_897 = lean_string_dec_eq(x_895, x_896);
if (x_897 == 0)
{
lean_object* x_898; uint8_t x_899; 
x_898 = l_Llmbda_Print_const___closed__1;
x_899 = lean_string_dec_eq(x_895, x_898);
if (x_899 == 0)
{
lean_object* x_900; uint8_t x_901; 
x_900 = l_Llmbda_Print_term___redArg___closed__21;
x_901 = lean_string_dec_eq(x_895, x_900);
if (x_901 == 0)
{
lean_object* x_902; uint8_t x_903; 
x_902 = l_Llmbda_Print_term___redArg___closed__22;
x_903 = lean_string_dec_eq(x_895, x_902);
if (x_903 == 0)
{
lean_object* x_904; uint8_t x_905; 
x_904 = l_Llmbda_Print_term___redArg___closed__24;
x_905 = lean_string_dec_eq(x_895, x_904);
lean_dec_ref(x_895);
if (x_905 == 0)
{
lean_dec(x_844);
goto block_843;
}
else
{
lean_object* x_906; lean_object* x_907; lean_object* x_908; 
lean_dec_ref(x_837);
x_906 = lean_box(20);
x_907 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_907, 0, x_906);
lean_ctor_set(x_907, 1, x_844);
x_908 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_908, 0, x_907);
return x_908;
}
}
else
{
lean_object* x_909; lean_object* x_910; lean_object* x_911; 
lean_dec_ref(x_895);
lean_dec_ref(x_837);
x_909 = l_Llmbda_Parse_go___redArg___closed__11;
x_910 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_910, 0, x_909);
lean_ctor_set(x_910, 1, x_844);
x_911 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_911, 0, x_910);
return x_911;
}
}
else
{
lean_object* x_912; lean_object* x_913; lean_object* x_914; 
lean_dec_ref(x_895);
lean_dec_ref(x_837);
x_912 = l_Llmbda_Term_ask___redArg___closed__1;
x_913 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_913, 0, x_912);
lean_ctor_set(x_913, 1, x_844);
x_914 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_914, 0, x_913);
return x_914;
}
}
else
{
lean_object* x_915; lean_object* x_916; lean_object* x_917; lean_object* x_918; 
lean_dec_ref(x_895);
lean_dec_ref(x_837);
x_915 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_915, 0, x_897);
x_916 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_916, 0, x_915);
x_917 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_917, 0, x_916);
lean_ctor_set(x_917, 1, x_844);
x_918 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_918, 0, x_917);
return x_918;
}
}
else
{
lean_object* x_919; lean_object* x_920; lean_object* x_921; lean_object* x_922; 
lean_dec_ref(x_895);
lean_dec_ref(x_837);
x_919 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_919, 0, x_897);
x_920 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_920, 0, x_919);
x_921 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_921, 0, x_920);
lean_ctor_set(x_921, 1, x_844);
x_922 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_922, 0, x_921);
return x_922;
}
}
}
case 4:
{
uint8_t x_923; 
lean_dec(x_27);
x_923 = !lean_is_exclusive(x_845);
if (x_923 == 0)
{
lean_object* x_924; lean_object* x_925; 
x_924 = lean_ctor_get(x_845, 0);
x_925 = l_Llmbda_Parse_labelOf___redArg(x_1, x_2, x_837, x_924);
if (lean_obj_tag(x_925) == 0)
{
uint8_t x_926; 
lean_free_object(x_845);
lean_dec(x_844);
x_926 = !lean_is_exclusive(x_925);
if (x_926 == 0)
{
return x_925;
}
else
{
lean_object* x_927; lean_object* x_928; 
x_927 = lean_ctor_get(x_925, 0);
lean_inc(x_927);
lean_dec(x_925);
x_928 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_928, 0, x_927);
return x_928;
}
}
else
{
uint8_t x_929; 
x_929 = !lean_is_exclusive(x_925);
if (x_929 == 0)
{
lean_object* x_930; lean_object* x_931; 
x_930 = lean_ctor_get(x_925, 0);
lean_ctor_set_tag(x_845, 2);
lean_ctor_set(x_845, 0, x_930);
x_931 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_931, 0, x_845);
lean_ctor_set(x_931, 1, x_844);
lean_ctor_set(x_925, 0, x_931);
return x_925;
}
else
{
lean_object* x_932; lean_object* x_933; lean_object* x_934; 
x_932 = lean_ctor_get(x_925, 0);
lean_inc(x_932);
lean_dec(x_925);
lean_ctor_set_tag(x_845, 2);
lean_ctor_set(x_845, 0, x_932);
x_933 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_933, 0, x_845);
lean_ctor_set(x_933, 1, x_844);
x_934 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_934, 0, x_933);
return x_934;
}
}
}
else
{
lean_object* x_935; lean_object* x_936; 
x_935 = lean_ctor_get(x_845, 0);
lean_inc(x_935);
lean_dec(x_845);
x_936 = l_Llmbda_Parse_labelOf___redArg(x_1, x_2, x_837, x_935);
if (lean_obj_tag(x_936) == 0)
{
lean_object* x_937; lean_object* x_938; lean_object* x_939; 
lean_dec(x_844);
x_937 = lean_ctor_get(x_936, 0);
lean_inc(x_937);
if (lean_is_exclusive(x_936)) {
 lean_ctor_release(x_936, 0);
 x_938 = x_936;
} else {
 lean_dec_ref(x_936);
 x_938 = lean_box(0);
}
if (lean_is_scalar(x_938)) {
 x_939 = lean_alloc_ctor(0, 1, 0);
} else {
 x_939 = x_938;
}
lean_ctor_set(x_939, 0, x_937);
return x_939;
}
else
{
lean_object* x_940; lean_object* x_941; lean_object* x_942; lean_object* x_943; lean_object* x_944; 
x_940 = lean_ctor_get(x_936, 0);
lean_inc(x_940);
if (lean_is_exclusive(x_936)) {
 lean_ctor_release(x_936, 0);
 x_941 = x_936;
} else {
 lean_dec_ref(x_936);
 x_941 = lean_box(0);
}
x_942 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_942, 0, x_940);
x_943 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_943, 0, x_942);
lean_ctor_set(x_943, 1, x_844);
if (lean_is_scalar(x_941)) {
 x_944 = lean_alloc_ctor(1, 1, 0);
} else {
 x_944 = x_941;
}
lean_ctor_set(x_944, 0, x_943);
return x_944;
}
}
}
case 5:
{
lean_object* x_945; lean_object* x_946; uint8_t x_947; 
x_945 = lean_ctor_get(x_845, 0);
lean_inc_ref(x_945);
lean_dec_ref(x_845);
x_946 = l_Llmbda_Print_paren___closed__0;
x_947 = lean_string_dec_eq(x_945, x_946);
lean_dec_ref(x_945);
if (x_947 == 0)
{
lean_dec(x_844);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
goto block_843;
}
else
{
lean_object* x_948; lean_object* x_949; lean_object* x_950; uint8_t x_951; 
lean_dec_ref(x_837);
x_948 = l_Llmbda_Parse_peek(x_844);
x_949 = lean_ctor_get(x_948, 0);
lean_inc(x_949);
lean_dec_ref(x_948);
x_950 = l_Llmbda_Parse_go___redArg___closed__12;
x_951 = l_Llmbda_Parse_instDecidableEqTok_decEq(x_949, x_950);
lean_dec(x_949);
if (x_951 == 0)
{
lean_object* x_952; lean_object* x_953; 
x_952 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_953 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_952, x_844);
if (lean_obj_tag(x_953) == 0)
{
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_953;
}
else
{
uint8_t x_954; 
x_954 = !lean_is_exclusive(x_953);
if (x_954 == 0)
{
lean_object* x_955; lean_object* x_956; lean_object* x_957; 
x_955 = lean_ctor_get(x_953, 0);
x_956 = lean_ctor_get(x_955, 0);
lean_inc(x_956);
x_957 = lean_ctor_get(x_955, 1);
lean_inc(x_957);
lean_dec(x_955);
lean_ctor_set_tag(x_953, 4);
lean_ctor_set(x_953, 0, x_956);
x_3 = x_27;
x_4 = x_953;
x_5 = x_957;
goto _start;
}
else
{
lean_object* x_959; lean_object* x_960; lean_object* x_961; lean_object* x_962; 
x_959 = lean_ctor_get(x_953, 0);
lean_inc(x_959);
lean_dec(x_953);
x_960 = lean_ctor_get(x_959, 0);
lean_inc(x_960);
x_961 = lean_ctor_get(x_959, 1);
lean_inc(x_961);
lean_dec(x_959);
x_962 = lean_alloc_ctor(4, 1, 0);
lean_ctor_set(x_962, 0, x_960);
x_3 = x_27;
x_4 = x_962;
x_5 = x_961;
goto _start;
}
}
}
else
{
lean_object* x_964; 
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_964 = l_Llmbda_Parse_go___redArg___closed__13;
if (lean_obj_tag(x_844) == 0)
{
x_6 = x_964;
x_7 = x_844;
goto block_10;
}
else
{
lean_object* x_965; 
x_965 = lean_ctor_get(x_844, 1);
lean_inc(x_965);
lean_dec_ref(x_844);
x_6 = x_964;
x_7 = x_965;
goto block_10;
}
}
}
}
default: 
{
lean_dec(x_845);
lean_dec(x_844);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
goto block_843;
}
}
}
}
default: 
{
lean_object* x_968; lean_object* x_969; lean_object* x_973; lean_object* x_980; 
x_968 = lean_ctor_get(x_4, 0);
lean_inc(x_968);
lean_dec_ref(x_4);
x_973 = l_Llmbda_Parse_peek(x_5);
x_980 = lean_ctor_get(x_973, 0);
lean_inc(x_980);
if (lean_obj_tag(x_980) == 5)
{
lean_object* x_981; lean_object* x_982; uint8_t x_983; 
x_981 = lean_ctor_get(x_980, 0);
lean_inc_ref(x_981);
lean_dec_ref(x_980);
x_982 = l_Llmbda_Print_paren___closed__1;
x_983 = lean_string_dec_eq(x_981, x_982);
if (x_983 == 0)
{
lean_object* x_984; uint8_t x_985; 
x_984 = l_Llmbda_Parse_go___redArg___closed__15;
x_985 = lean_string_dec_eq(x_981, x_984);
lean_dec_ref(x_981);
if (x_985 == 0)
{
lean_dec(x_968);
lean_dec(x_27);
lean_dec(x_5);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
goto block_979;
}
else
{
lean_object* x_986; lean_object* x_987; 
lean_dec_ref(x_973);
x_986 = l_Llmbda_Parse_go___redArg___closed__4;
if (lean_obj_tag(x_5) == 0)
{
x_987 = x_5;
goto block_1014;
}
else
{
lean_object* x_1015; 
x_1015 = lean_ctor_get(x_5, 1);
lean_inc(x_1015);
lean_dec_ref(x_5);
x_987 = x_1015;
goto block_1014;
}
block_1014:
{
lean_object* x_988; 
x_988 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_986, x_987);
if (lean_obj_tag(x_988) == 0)
{
lean_dec(x_968);
return x_988;
}
else
{
lean_object* x_989; uint8_t x_990; 
x_989 = lean_ctor_get(x_988, 0);
lean_inc(x_989);
lean_dec_ref(x_988);
x_990 = !lean_is_exclusive(x_989);
if (x_990 == 0)
{
lean_object* x_991; lean_object* x_992; lean_object* x_993; 
x_991 = lean_ctor_get(x_989, 0);
x_992 = lean_ctor_get(x_989, 1);
x_993 = l_Llmbda_Parse_expectSym(x_982, x_992);
if (lean_obj_tag(x_993) == 0)
{
uint8_t x_994; 
lean_free_object(x_989);
lean_dec(x_991);
lean_dec(x_968);
x_994 = !lean_is_exclusive(x_993);
if (x_994 == 0)
{
return x_993;
}
else
{
lean_object* x_995; lean_object* x_996; 
x_995 = lean_ctor_get(x_993, 0);
lean_inc(x_995);
lean_dec(x_993);
x_996 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_996, 0, x_995);
return x_996;
}
}
else
{
uint8_t x_997; 
x_997 = !lean_is_exclusive(x_993);
if (x_997 == 0)
{
lean_object* x_998; lean_object* x_999; 
x_998 = lean_ctor_get(x_993, 0);
x_999 = lean_alloc_ctor(9, 2, 0);
lean_ctor_set(x_999, 0, x_968);
lean_ctor_set(x_999, 1, x_991);
lean_ctor_set(x_989, 1, x_998);
lean_ctor_set(x_989, 0, x_999);
lean_ctor_set(x_993, 0, x_989);
return x_993;
}
else
{
lean_object* x_1000; lean_object* x_1001; lean_object* x_1002; 
x_1000 = lean_ctor_get(x_993, 0);
lean_inc(x_1000);
lean_dec(x_993);
x_1001 = lean_alloc_ctor(9, 2, 0);
lean_ctor_set(x_1001, 0, x_968);
lean_ctor_set(x_1001, 1, x_991);
lean_ctor_set(x_989, 1, x_1000);
lean_ctor_set(x_989, 0, x_1001);
x_1002 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_1002, 0, x_989);
return x_1002;
}
}
}
else
{
lean_object* x_1003; lean_object* x_1004; lean_object* x_1005; 
x_1003 = lean_ctor_get(x_989, 0);
x_1004 = lean_ctor_get(x_989, 1);
lean_inc(x_1004);
lean_inc(x_1003);
lean_dec(x_989);
x_1005 = l_Llmbda_Parse_expectSym(x_982, x_1004);
if (lean_obj_tag(x_1005) == 0)
{
lean_object* x_1006; lean_object* x_1007; lean_object* x_1008; 
lean_dec(x_1003);
lean_dec(x_968);
x_1006 = lean_ctor_get(x_1005, 0);
lean_inc(x_1006);
if (lean_is_exclusive(x_1005)) {
 lean_ctor_release(x_1005, 0);
 x_1007 = x_1005;
} else {
 lean_dec_ref(x_1005);
 x_1007 = lean_box(0);
}
if (lean_is_scalar(x_1007)) {
 x_1008 = lean_alloc_ctor(0, 1, 0);
} else {
 x_1008 = x_1007;
}
lean_ctor_set(x_1008, 0, x_1006);
return x_1008;
}
else
{
lean_object* x_1009; lean_object* x_1010; lean_object* x_1011; lean_object* x_1012; lean_object* x_1013; 
x_1009 = lean_ctor_get(x_1005, 0);
lean_inc(x_1009);
if (lean_is_exclusive(x_1005)) {
 lean_ctor_release(x_1005, 0);
 x_1010 = x_1005;
} else {
 lean_dec_ref(x_1005);
 x_1010 = lean_box(0);
}
x_1011 = lean_alloc_ctor(9, 2, 0);
lean_ctor_set(x_1011, 0, x_968);
lean_ctor_set(x_1011, 1, x_1003);
x_1012 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_1012, 0, x_1011);
lean_ctor_set(x_1012, 1, x_1009);
if (lean_is_scalar(x_1010)) {
 x_1013 = lean_alloc_ctor(1, 1, 0);
} else {
 x_1013 = x_1010;
}
lean_ctor_set(x_1013, 0, x_1012);
return x_1013;
}
}
}
}
}
}
else
{
lean_dec_ref(x_981);
lean_dec_ref(x_973);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
if (lean_obj_tag(x_5) == 0)
{
x_969 = x_5;
goto block_972;
}
else
{
lean_object* x_1016; 
x_1016 = lean_ctor_get(x_5, 1);
lean_inc(x_1016);
lean_dec_ref(x_5);
x_969 = x_1016;
goto block_972;
}
}
}
else
{
lean_dec(x_980);
lean_dec(x_968);
lean_dec(x_27);
lean_dec(x_5);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
goto block_979;
}
block_972:
{
lean_object* x_970; lean_object* x_971; 
x_970 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_970, 0, x_968);
lean_ctor_set(x_970, 1, x_969);
x_971 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_971, 0, x_970);
return x_971;
}
block_979:
{
lean_object* x_974; lean_object* x_975; lean_object* x_976; lean_object* x_977; lean_object* x_978; 
x_974 = lean_ctor_get(x_973, 0);
lean_inc(x_974);
x_975 = l_Llmbda_Parse_go___redArg___closed__14;
x_976 = l_Llmbda_Parse_describe(x_974);
lean_dec(x_974);
x_977 = lean_string_append(x_975, x_976);
lean_dec_ref(x_976);
x_978 = l_Llmbda_Parse_errAt___redArg(x_973, x_977);
return x_978;
}
}
}
block_124:
{
lean_object* x_29; lean_object* x_30; 
x_29 = l_Llmbda_Parse_binders(x_28);
x_30 = lean_ctor_get(x_29, 0);
lean_inc(x_30);
if (lean_obj_tag(x_30) == 1)
{
lean_object* x_31; 
x_31 = lean_ctor_get(x_30, 1);
lean_inc(x_31);
if (lean_obj_tag(x_31) == 1)
{
lean_object* x_32; 
x_32 = lean_ctor_get(x_31, 1);
if (lean_obj_tag(x_32) == 0)
{
lean_object* x_33; lean_object* x_34; uint8_t x_35; 
x_33 = lean_ctor_get(x_29, 1);
lean_inc(x_33);
lean_dec_ref(x_29);
x_34 = lean_ctor_get(x_30, 0);
lean_inc(x_34);
lean_dec_ref(x_30);
x_35 = !lean_is_exclusive(x_31);
if (x_35 == 0)
{
lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; 
x_36 = lean_ctor_get(x_31, 0);
x_37 = lean_ctor_get(x_31, 1);
lean_dec(x_37);
x_38 = l_Llmbda_Parse_go___redArg___closed__3;
x_39 = l_Llmbda_Parse_expectSym(x_38, x_33);
if (lean_obj_tag(x_39) == 0)
{
uint8_t x_40; 
lean_free_object(x_31);
lean_dec(x_36);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_40 = !lean_is_exclusive(x_39);
if (x_40 == 0)
{
return x_39;
}
else
{
lean_object* x_41; lean_object* x_42; 
x_41 = lean_ctor_get(x_39, 0);
lean_inc(x_41);
lean_dec(x_39);
x_42 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_42, 0, x_41);
return x_42;
}
}
else
{
lean_object* x_43; lean_object* x_44; lean_object* x_45; 
x_43 = lean_ctor_get(x_39, 0);
lean_inc(x_43);
lean_dec_ref(x_39);
x_44 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_45 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_44, x_43);
if (lean_obj_tag(x_45) == 0)
{
lean_free_object(x_31);
lean_dec(x_36);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_45;
}
else
{
lean_object* x_46; uint8_t x_47; 
x_46 = lean_ctor_get(x_45, 0);
lean_inc(x_46);
lean_dec_ref(x_45);
x_47 = !lean_is_exclusive(x_46);
if (x_47 == 0)
{
lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; 
x_48 = lean_ctor_get(x_46, 0);
x_49 = lean_ctor_get(x_46, 1);
x_50 = l_Llmbda_Parse_keywords___closed__3;
x_51 = l_Llmbda_Parse_expectKw(x_50, x_49);
if (lean_obj_tag(x_51) == 0)
{
uint8_t x_52; 
lean_free_object(x_46);
lean_dec(x_48);
lean_free_object(x_31);
lean_dec(x_36);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_52 = !lean_is_exclusive(x_51);
if (x_52 == 0)
{
return x_51;
}
else
{
lean_object* x_53; lean_object* x_54; 
x_53 = lean_ctor_get(x_51, 0);
lean_inc(x_53);
lean_dec(x_51);
x_54 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_54, 0, x_53);
return x_54;
}
}
else
{
lean_object* x_55; lean_object* x_56; 
x_55 = lean_ctor_get(x_51, 0);
lean_inc(x_55);
lean_dec_ref(x_51);
x_56 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_44, x_55);
if (lean_obj_tag(x_56) == 0)
{
lean_free_object(x_46);
lean_dec(x_48);
lean_free_object(x_31);
lean_dec(x_36);
lean_dec(x_34);
return x_56;
}
else
{
uint8_t x_57; 
x_57 = !lean_is_exclusive(x_56);
if (x_57 == 0)
{
lean_object* x_58; uint8_t x_59; 
x_58 = lean_ctor_get(x_56, 0);
x_59 = !lean_is_exclusive(x_58);
if (x_59 == 0)
{
lean_object* x_60; lean_object* x_61; 
x_60 = lean_ctor_get(x_58, 0);
lean_inc(x_34);
lean_ctor_set_tag(x_46, 3);
lean_ctor_set(x_46, 1, x_60);
lean_ctor_set(x_46, 0, x_34);
x_61 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_61, 0, x_34);
lean_ctor_set(x_61, 1, x_36);
lean_ctor_set(x_61, 2, x_48);
lean_ctor_set_tag(x_31, 5);
lean_ctor_set(x_31, 1, x_61);
lean_ctor_set(x_31, 0, x_46);
lean_ctor_set(x_58, 0, x_31);
return x_56;
}
else
{
lean_object* x_62; lean_object* x_63; lean_object* x_64; lean_object* x_65; 
x_62 = lean_ctor_get(x_58, 0);
x_63 = lean_ctor_get(x_58, 1);
lean_inc(x_63);
lean_inc(x_62);
lean_dec(x_58);
lean_inc(x_34);
lean_ctor_set_tag(x_46, 3);
lean_ctor_set(x_46, 1, x_62);
lean_ctor_set(x_46, 0, x_34);
x_64 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_64, 0, x_34);
lean_ctor_set(x_64, 1, x_36);
lean_ctor_set(x_64, 2, x_48);
lean_ctor_set_tag(x_31, 5);
lean_ctor_set(x_31, 1, x_64);
lean_ctor_set(x_31, 0, x_46);
x_65 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_65, 0, x_31);
lean_ctor_set(x_65, 1, x_63);
lean_ctor_set(x_56, 0, x_65);
return x_56;
}
}
else
{
lean_object* x_66; lean_object* x_67; lean_object* x_68; lean_object* x_69; lean_object* x_70; lean_object* x_71; lean_object* x_72; 
x_66 = lean_ctor_get(x_56, 0);
lean_inc(x_66);
lean_dec(x_56);
x_67 = lean_ctor_get(x_66, 0);
lean_inc(x_67);
x_68 = lean_ctor_get(x_66, 1);
lean_inc(x_68);
if (lean_is_exclusive(x_66)) {
 lean_ctor_release(x_66, 0);
 lean_ctor_release(x_66, 1);
 x_69 = x_66;
} else {
 lean_dec_ref(x_66);
 x_69 = lean_box(0);
}
lean_inc(x_34);
lean_ctor_set_tag(x_46, 3);
lean_ctor_set(x_46, 1, x_67);
lean_ctor_set(x_46, 0, x_34);
x_70 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_70, 0, x_34);
lean_ctor_set(x_70, 1, x_36);
lean_ctor_set(x_70, 2, x_48);
lean_ctor_set_tag(x_31, 5);
lean_ctor_set(x_31, 1, x_70);
lean_ctor_set(x_31, 0, x_46);
if (lean_is_scalar(x_69)) {
 x_71 = lean_alloc_ctor(0, 2, 0);
} else {
 x_71 = x_69;
}
lean_ctor_set(x_71, 0, x_31);
lean_ctor_set(x_71, 1, x_68);
x_72 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_72, 0, x_71);
return x_72;
}
}
}
}
else
{
lean_object* x_73; lean_object* x_74; lean_object* x_75; lean_object* x_76; 
x_73 = lean_ctor_get(x_46, 0);
x_74 = lean_ctor_get(x_46, 1);
lean_inc(x_74);
lean_inc(x_73);
lean_dec(x_46);
x_75 = l_Llmbda_Parse_keywords___closed__3;
x_76 = l_Llmbda_Parse_expectKw(x_75, x_74);
if (lean_obj_tag(x_76) == 0)
{
lean_object* x_77; lean_object* x_78; lean_object* x_79; 
lean_dec(x_73);
lean_free_object(x_31);
lean_dec(x_36);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_77 = lean_ctor_get(x_76, 0);
lean_inc(x_77);
if (lean_is_exclusive(x_76)) {
 lean_ctor_release(x_76, 0);
 x_78 = x_76;
} else {
 lean_dec_ref(x_76);
 x_78 = lean_box(0);
}
if (lean_is_scalar(x_78)) {
 x_79 = lean_alloc_ctor(0, 1, 0);
} else {
 x_79 = x_78;
}
lean_ctor_set(x_79, 0, x_77);
return x_79;
}
else
{
lean_object* x_80; lean_object* x_81; 
x_80 = lean_ctor_get(x_76, 0);
lean_inc(x_80);
lean_dec_ref(x_76);
x_81 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_44, x_80);
if (lean_obj_tag(x_81) == 0)
{
lean_dec(x_73);
lean_free_object(x_31);
lean_dec(x_36);
lean_dec(x_34);
return x_81;
}
else
{
lean_object* x_82; lean_object* x_83; lean_object* x_84; lean_object* x_85; lean_object* x_86; lean_object* x_87; lean_object* x_88; lean_object* x_89; lean_object* x_90; 
x_82 = lean_ctor_get(x_81, 0);
lean_inc(x_82);
if (lean_is_exclusive(x_81)) {
 lean_ctor_release(x_81, 0);
 x_83 = x_81;
} else {
 lean_dec_ref(x_81);
 x_83 = lean_box(0);
}
x_84 = lean_ctor_get(x_82, 0);
lean_inc(x_84);
x_85 = lean_ctor_get(x_82, 1);
lean_inc(x_85);
if (lean_is_exclusive(x_82)) {
 lean_ctor_release(x_82, 0);
 lean_ctor_release(x_82, 1);
 x_86 = x_82;
} else {
 lean_dec_ref(x_82);
 x_86 = lean_box(0);
}
lean_inc(x_34);
x_87 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_87, 0, x_34);
lean_ctor_set(x_87, 1, x_84);
x_88 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_88, 0, x_34);
lean_ctor_set(x_88, 1, x_36);
lean_ctor_set(x_88, 2, x_73);
lean_ctor_set_tag(x_31, 5);
lean_ctor_set(x_31, 1, x_88);
lean_ctor_set(x_31, 0, x_87);
if (lean_is_scalar(x_86)) {
 x_89 = lean_alloc_ctor(0, 2, 0);
} else {
 x_89 = x_86;
}
lean_ctor_set(x_89, 0, x_31);
lean_ctor_set(x_89, 1, x_85);
if (lean_is_scalar(x_83)) {
 x_90 = lean_alloc_ctor(1, 1, 0);
} else {
 x_90 = x_83;
}
lean_ctor_set(x_90, 0, x_89);
return x_90;
}
}
}
}
}
}
else
{
lean_object* x_91; lean_object* x_92; lean_object* x_93; 
x_91 = lean_ctor_get(x_31, 0);
lean_inc(x_91);
lean_dec(x_31);
x_92 = l_Llmbda_Parse_go___redArg___closed__3;
x_93 = l_Llmbda_Parse_expectSym(x_92, x_33);
if (lean_obj_tag(x_93) == 0)
{
lean_object* x_94; lean_object* x_95; lean_object* x_96; 
lean_dec(x_91);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_94 = lean_ctor_get(x_93, 0);
lean_inc(x_94);
if (lean_is_exclusive(x_93)) {
 lean_ctor_release(x_93, 0);
 x_95 = x_93;
} else {
 lean_dec_ref(x_93);
 x_95 = lean_box(0);
}
if (lean_is_scalar(x_95)) {
 x_96 = lean_alloc_ctor(0, 1, 0);
} else {
 x_96 = x_95;
}
lean_ctor_set(x_96, 0, x_94);
return x_96;
}
else
{
lean_object* x_97; lean_object* x_98; lean_object* x_99; 
x_97 = lean_ctor_get(x_93, 0);
lean_inc(x_97);
lean_dec_ref(x_93);
x_98 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_99 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_98, x_97);
if (lean_obj_tag(x_99) == 0)
{
lean_dec(x_91);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_99;
}
else
{
lean_object* x_100; lean_object* x_101; lean_object* x_102; lean_object* x_103; lean_object* x_104; lean_object* x_105; 
x_100 = lean_ctor_get(x_99, 0);
lean_inc(x_100);
lean_dec_ref(x_99);
x_101 = lean_ctor_get(x_100, 0);
lean_inc(x_101);
x_102 = lean_ctor_get(x_100, 1);
lean_inc(x_102);
if (lean_is_exclusive(x_100)) {
 lean_ctor_release(x_100, 0);
 lean_ctor_release(x_100, 1);
 x_103 = x_100;
} else {
 lean_dec_ref(x_100);
 x_103 = lean_box(0);
}
x_104 = l_Llmbda_Parse_keywords___closed__3;
x_105 = l_Llmbda_Parse_expectKw(x_104, x_102);
if (lean_obj_tag(x_105) == 0)
{
lean_object* x_106; lean_object* x_107; lean_object* x_108; 
lean_dec(x_103);
lean_dec(x_101);
lean_dec(x_91);
lean_dec(x_34);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_106 = lean_ctor_get(x_105, 0);
lean_inc(x_106);
if (lean_is_exclusive(x_105)) {
 lean_ctor_release(x_105, 0);
 x_107 = x_105;
} else {
 lean_dec_ref(x_105);
 x_107 = lean_box(0);
}
if (lean_is_scalar(x_107)) {
 x_108 = lean_alloc_ctor(0, 1, 0);
} else {
 x_108 = x_107;
}
lean_ctor_set(x_108, 0, x_106);
return x_108;
}
else
{
lean_object* x_109; lean_object* x_110; 
x_109 = lean_ctor_get(x_105, 0);
lean_inc(x_109);
lean_dec_ref(x_105);
x_110 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_98, x_109);
if (lean_obj_tag(x_110) == 0)
{
lean_dec(x_103);
lean_dec(x_101);
lean_dec(x_91);
lean_dec(x_34);
return x_110;
}
else
{
lean_object* x_111; lean_object* x_112; lean_object* x_113; lean_object* x_114; lean_object* x_115; lean_object* x_116; lean_object* x_117; lean_object* x_118; lean_object* x_119; lean_object* x_120; 
x_111 = lean_ctor_get(x_110, 0);
lean_inc(x_111);
if (lean_is_exclusive(x_110)) {
 lean_ctor_release(x_110, 0);
 x_112 = x_110;
} else {
 lean_dec_ref(x_110);
 x_112 = lean_box(0);
}
x_113 = lean_ctor_get(x_111, 0);
lean_inc(x_113);
x_114 = lean_ctor_get(x_111, 1);
lean_inc(x_114);
if (lean_is_exclusive(x_111)) {
 lean_ctor_release(x_111, 0);
 lean_ctor_release(x_111, 1);
 x_115 = x_111;
} else {
 lean_dec_ref(x_111);
 x_115 = lean_box(0);
}
lean_inc(x_34);
if (lean_is_scalar(x_103)) {
 x_116 = lean_alloc_ctor(3, 2, 0);
} else {
 x_116 = x_103;
 lean_ctor_set_tag(x_116, 3);
}
lean_ctor_set(x_116, 0, x_34);
lean_ctor_set(x_116, 1, x_113);
x_117 = lean_alloc_ctor(4, 3, 0);
lean_ctor_set(x_117, 0, x_34);
lean_ctor_set(x_117, 1, x_91);
lean_ctor_set(x_117, 2, x_101);
x_118 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_118, 0, x_116);
lean_ctor_set(x_118, 1, x_117);
if (lean_is_scalar(x_115)) {
 x_119 = lean_alloc_ctor(0, 2, 0);
} else {
 x_119 = x_115;
}
lean_ctor_set(x_119, 0, x_118);
lean_ctor_set(x_119, 1, x_114);
if (lean_is_scalar(x_112)) {
 x_120 = lean_alloc_ctor(1, 1, 0);
} else {
 x_120 = x_112;
}
lean_ctor_set(x_120, 0, x_119);
return x_120;
}
}
}
}
}
}
else
{
lean_object* x_121; 
lean_dec_ref(x_31);
lean_dec_ref(x_30);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_121 = lean_ctor_get(x_29, 1);
lean_inc(x_121);
lean_dec_ref(x_29);
x_11 = x_121;
goto block_15;
}
}
else
{
lean_object* x_122; 
lean_dec(x_31);
lean_dec_ref(x_30);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_122 = lean_ctor_get(x_29, 1);
lean_inc(x_122);
lean_dec_ref(x_29);
x_11 = x_122;
goto block_15;
}
}
else
{
lean_object* x_123; 
lean_dec(x_30);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_123 = lean_ctor_get(x_29, 1);
lean_inc(x_123);
lean_dec_ref(x_29);
x_11 = x_123;
goto block_15;
}
}
block_220:
{
lean_object* x_126; lean_object* x_127; 
x_126 = l_Llmbda_Parse_binders(x_125);
x_127 = lean_ctor_get(x_126, 0);
lean_inc(x_127);
if (lean_obj_tag(x_127) == 0)
{
lean_object* x_128; lean_object* x_129; lean_object* x_130; lean_object* x_131; 
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_128 = lean_ctor_get(x_126, 1);
lean_inc(x_128);
lean_dec_ref(x_126);
x_129 = l_Llmbda_Parse_peek(x_128);
lean_dec(x_128);
x_130 = l_Llmbda_Parse_go___redArg___closed__5;
x_131 = l_Llmbda_Parse_errAt___redArg(x_129, x_130);
return x_131;
}
else
{
lean_object* x_132; uint8_t x_133; 
x_132 = lean_ctor_get(x_126, 1);
lean_inc(x_132);
lean_dec_ref(x_126);
x_133 = !lean_is_exclusive(x_127);
if (x_133 == 0)
{
lean_object* x_134; lean_object* x_135; lean_object* x_136; lean_object* x_137; 
x_134 = lean_ctor_get(x_127, 0);
x_135 = lean_ctor_get(x_127, 1);
x_136 = l_Llmbda_Parse_go___redArg___closed__3;
x_137 = l_Llmbda_Parse_expectSym(x_136, x_132);
if (lean_obj_tag(x_137) == 0)
{
uint8_t x_138; 
lean_free_object(x_127);
lean_dec(x_135);
lean_dec(x_134);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_138 = !lean_is_exclusive(x_137);
if (x_138 == 0)
{
return x_137;
}
else
{
lean_object* x_139; lean_object* x_140; 
x_139 = lean_ctor_get(x_137, 0);
lean_inc(x_139);
lean_dec(x_137);
x_140 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_140, 0, x_139);
return x_140;
}
}
else
{
lean_object* x_141; lean_object* x_142; lean_object* x_143; 
x_141 = lean_ctor_get(x_137, 0);
lean_inc(x_141);
lean_dec_ref(x_137);
x_142 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_143 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_142, x_141);
if (lean_obj_tag(x_143) == 0)
{
lean_free_object(x_127);
lean_dec(x_135);
lean_dec(x_134);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_143;
}
else
{
lean_object* x_144; uint8_t x_145; 
x_144 = lean_ctor_get(x_143, 0);
lean_inc(x_144);
lean_dec_ref(x_143);
x_145 = !lean_is_exclusive(x_144);
if (x_145 == 0)
{
lean_object* x_146; lean_object* x_147; lean_object* x_148; lean_object* x_149; 
x_146 = lean_ctor_get(x_144, 0);
x_147 = lean_ctor_get(x_144, 1);
x_148 = l_Llmbda_Parse_keywords___closed__3;
x_149 = l_Llmbda_Parse_expectKw(x_148, x_147);
if (lean_obj_tag(x_149) == 0)
{
uint8_t x_150; 
lean_free_object(x_144);
lean_dec(x_146);
lean_free_object(x_127);
lean_dec(x_135);
lean_dec(x_134);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_150 = !lean_is_exclusive(x_149);
if (x_150 == 0)
{
return x_149;
}
else
{
lean_object* x_151; lean_object* x_152; 
x_151 = lean_ctor_get(x_149, 0);
lean_inc(x_151);
lean_dec(x_149);
x_152 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_152, 0, x_151);
return x_152;
}
}
else
{
lean_object* x_153; lean_object* x_154; 
x_153 = lean_ctor_get(x_149, 0);
lean_inc(x_153);
lean_dec_ref(x_149);
x_154 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_142, x_153);
if (lean_obj_tag(x_154) == 0)
{
lean_free_object(x_144);
lean_dec(x_146);
lean_free_object(x_127);
lean_dec(x_135);
lean_dec(x_134);
return x_154;
}
else
{
uint8_t x_155; 
x_155 = !lean_is_exclusive(x_154);
if (x_155 == 0)
{
lean_object* x_156; uint8_t x_157; 
x_156 = lean_ctor_get(x_154, 0);
x_157 = !lean_is_exclusive(x_156);
if (x_157 == 0)
{
lean_object* x_158; lean_object* x_159; 
x_158 = lean_ctor_get(x_156, 0);
lean_ctor_set_tag(x_144, 3);
lean_ctor_set(x_144, 1, x_158);
lean_ctor_set(x_144, 0, x_134);
x_159 = l_Llmbda_Parse_lams___redArg(x_135, x_146);
lean_dec(x_146);
lean_ctor_set_tag(x_127, 5);
lean_ctor_set(x_127, 1, x_159);
lean_ctor_set(x_127, 0, x_144);
lean_ctor_set(x_156, 0, x_127);
return x_154;
}
else
{
lean_object* x_160; lean_object* x_161; lean_object* x_162; lean_object* x_163; 
x_160 = lean_ctor_get(x_156, 0);
x_161 = lean_ctor_get(x_156, 1);
lean_inc(x_161);
lean_inc(x_160);
lean_dec(x_156);
lean_ctor_set_tag(x_144, 3);
lean_ctor_set(x_144, 1, x_160);
lean_ctor_set(x_144, 0, x_134);
x_162 = l_Llmbda_Parse_lams___redArg(x_135, x_146);
lean_dec(x_146);
lean_ctor_set_tag(x_127, 5);
lean_ctor_set(x_127, 1, x_162);
lean_ctor_set(x_127, 0, x_144);
x_163 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_163, 0, x_127);
lean_ctor_set(x_163, 1, x_161);
lean_ctor_set(x_154, 0, x_163);
return x_154;
}
}
else
{
lean_object* x_164; lean_object* x_165; lean_object* x_166; lean_object* x_167; lean_object* x_168; lean_object* x_169; lean_object* x_170; 
x_164 = lean_ctor_get(x_154, 0);
lean_inc(x_164);
lean_dec(x_154);
x_165 = lean_ctor_get(x_164, 0);
lean_inc(x_165);
x_166 = lean_ctor_get(x_164, 1);
lean_inc(x_166);
if (lean_is_exclusive(x_164)) {
 lean_ctor_release(x_164, 0);
 lean_ctor_release(x_164, 1);
 x_167 = x_164;
} else {
 lean_dec_ref(x_164);
 x_167 = lean_box(0);
}
lean_ctor_set_tag(x_144, 3);
lean_ctor_set(x_144, 1, x_165);
lean_ctor_set(x_144, 0, x_134);
x_168 = l_Llmbda_Parse_lams___redArg(x_135, x_146);
lean_dec(x_146);
lean_ctor_set_tag(x_127, 5);
lean_ctor_set(x_127, 1, x_168);
lean_ctor_set(x_127, 0, x_144);
if (lean_is_scalar(x_167)) {
 x_169 = lean_alloc_ctor(0, 2, 0);
} else {
 x_169 = x_167;
}
lean_ctor_set(x_169, 0, x_127);
lean_ctor_set(x_169, 1, x_166);
x_170 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_170, 0, x_169);
return x_170;
}
}
}
}
else
{
lean_object* x_171; lean_object* x_172; lean_object* x_173; lean_object* x_174; 
x_171 = lean_ctor_get(x_144, 0);
x_172 = lean_ctor_get(x_144, 1);
lean_inc(x_172);
lean_inc(x_171);
lean_dec(x_144);
x_173 = l_Llmbda_Parse_keywords___closed__3;
x_174 = l_Llmbda_Parse_expectKw(x_173, x_172);
if (lean_obj_tag(x_174) == 0)
{
lean_object* x_175; lean_object* x_176; lean_object* x_177; 
lean_dec(x_171);
lean_free_object(x_127);
lean_dec(x_135);
lean_dec(x_134);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_175 = lean_ctor_get(x_174, 0);
lean_inc(x_175);
if (lean_is_exclusive(x_174)) {
 lean_ctor_release(x_174, 0);
 x_176 = x_174;
} else {
 lean_dec_ref(x_174);
 x_176 = lean_box(0);
}
if (lean_is_scalar(x_176)) {
 x_177 = lean_alloc_ctor(0, 1, 0);
} else {
 x_177 = x_176;
}
lean_ctor_set(x_177, 0, x_175);
return x_177;
}
else
{
lean_object* x_178; lean_object* x_179; 
x_178 = lean_ctor_get(x_174, 0);
lean_inc(x_178);
lean_dec_ref(x_174);
x_179 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_142, x_178);
if (lean_obj_tag(x_179) == 0)
{
lean_dec(x_171);
lean_free_object(x_127);
lean_dec(x_135);
lean_dec(x_134);
return x_179;
}
else
{
lean_object* x_180; lean_object* x_181; lean_object* x_182; lean_object* x_183; lean_object* x_184; lean_object* x_185; lean_object* x_186; lean_object* x_187; lean_object* x_188; 
x_180 = lean_ctor_get(x_179, 0);
lean_inc(x_180);
if (lean_is_exclusive(x_179)) {
 lean_ctor_release(x_179, 0);
 x_181 = x_179;
} else {
 lean_dec_ref(x_179);
 x_181 = lean_box(0);
}
x_182 = lean_ctor_get(x_180, 0);
lean_inc(x_182);
x_183 = lean_ctor_get(x_180, 1);
lean_inc(x_183);
if (lean_is_exclusive(x_180)) {
 lean_ctor_release(x_180, 0);
 lean_ctor_release(x_180, 1);
 x_184 = x_180;
} else {
 lean_dec_ref(x_180);
 x_184 = lean_box(0);
}
x_185 = lean_alloc_ctor(3, 2, 0);
lean_ctor_set(x_185, 0, x_134);
lean_ctor_set(x_185, 1, x_182);
x_186 = l_Llmbda_Parse_lams___redArg(x_135, x_171);
lean_dec(x_171);
lean_ctor_set_tag(x_127, 5);
lean_ctor_set(x_127, 1, x_186);
lean_ctor_set(x_127, 0, x_185);
if (lean_is_scalar(x_184)) {
 x_187 = lean_alloc_ctor(0, 2, 0);
} else {
 x_187 = x_184;
}
lean_ctor_set(x_187, 0, x_127);
lean_ctor_set(x_187, 1, x_183);
if (lean_is_scalar(x_181)) {
 x_188 = lean_alloc_ctor(1, 1, 0);
} else {
 x_188 = x_181;
}
lean_ctor_set(x_188, 0, x_187);
return x_188;
}
}
}
}
}
}
else
{
lean_object* x_189; lean_object* x_190; lean_object* x_191; lean_object* x_192; 
x_189 = lean_ctor_get(x_127, 0);
x_190 = lean_ctor_get(x_127, 1);
lean_inc(x_190);
lean_inc(x_189);
lean_dec(x_127);
x_191 = l_Llmbda_Parse_go___redArg___closed__3;
x_192 = l_Llmbda_Parse_expectSym(x_191, x_132);
if (lean_obj_tag(x_192) == 0)
{
lean_object* x_193; lean_object* x_194; lean_object* x_195; 
lean_dec(x_190);
lean_dec(x_189);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_193 = lean_ctor_get(x_192, 0);
lean_inc(x_193);
if (lean_is_exclusive(x_192)) {
 lean_ctor_release(x_192, 0);
 x_194 = x_192;
} else {
 lean_dec_ref(x_192);
 x_194 = lean_box(0);
}
if (lean_is_scalar(x_194)) {
 x_195 = lean_alloc_ctor(0, 1, 0);
} else {
 x_195 = x_194;
}
lean_ctor_set(x_195, 0, x_193);
return x_195;
}
else
{
lean_object* x_196; lean_object* x_197; lean_object* x_198; 
x_196 = lean_ctor_get(x_192, 0);
lean_inc(x_196);
lean_dec_ref(x_192);
x_197 = l_Llmbda_Parse_go___redArg___closed__4;
lean_inc(x_27);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
x_198 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_197, x_196);
if (lean_obj_tag(x_198) == 0)
{
lean_dec(x_190);
lean_dec(x_189);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
return x_198;
}
else
{
lean_object* x_199; lean_object* x_200; lean_object* x_201; lean_object* x_202; lean_object* x_203; lean_object* x_204; 
x_199 = lean_ctor_get(x_198, 0);
lean_inc(x_199);
lean_dec_ref(x_198);
x_200 = lean_ctor_get(x_199, 0);
lean_inc(x_200);
x_201 = lean_ctor_get(x_199, 1);
lean_inc(x_201);
if (lean_is_exclusive(x_199)) {
 lean_ctor_release(x_199, 0);
 lean_ctor_release(x_199, 1);
 x_202 = x_199;
} else {
 lean_dec_ref(x_199);
 x_202 = lean_box(0);
}
x_203 = l_Llmbda_Parse_keywords___closed__3;
x_204 = l_Llmbda_Parse_expectKw(x_203, x_201);
if (lean_obj_tag(x_204) == 0)
{
lean_object* x_205; lean_object* x_206; lean_object* x_207; 
lean_dec(x_202);
lean_dec(x_200);
lean_dec(x_190);
lean_dec(x_189);
lean_dec(x_27);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_205 = lean_ctor_get(x_204, 0);
lean_inc(x_205);
if (lean_is_exclusive(x_204)) {
 lean_ctor_release(x_204, 0);
 x_206 = x_204;
} else {
 lean_dec_ref(x_204);
 x_206 = lean_box(0);
}
if (lean_is_scalar(x_206)) {
 x_207 = lean_alloc_ctor(0, 1, 0);
} else {
 x_207 = x_206;
}
lean_ctor_set(x_207, 0, x_205);
return x_207;
}
else
{
lean_object* x_208; lean_object* x_209; 
x_208 = lean_ctor_get(x_204, 0);
lean_inc(x_208);
lean_dec_ref(x_204);
x_209 = l_Llmbda_Parse_go___redArg(x_1, x_2, x_27, x_197, x_208);
if (lean_obj_tag(x_209) == 0)
{
lean_dec(x_202);
lean_dec(x_200);
lean_dec(x_190);
lean_dec(x_189);
return x_209;
}
else
{
lean_object* x_210; lean_object* x_211; lean_object* x_212; lean_object* x_213; lean_object* x_214; lean_object* x_215; lean_object* x_216; lean_object* x_217; lean_object* x_218; lean_object* x_219; 
x_210 = lean_ctor_get(x_209, 0);
lean_inc(x_210);
if (lean_is_exclusive(x_209)) {
 lean_ctor_release(x_209, 0);
 x_211 = x_209;
} else {
 lean_dec_ref(x_209);
 x_211 = lean_box(0);
}
x_212 = lean_ctor_get(x_210, 0);
lean_inc(x_212);
x_213 = lean_ctor_get(x_210, 1);
lean_inc(x_213);
if (lean_is_exclusive(x_210)) {
 lean_ctor_release(x_210, 0);
 lean_ctor_release(x_210, 1);
 x_214 = x_210;
} else {
 lean_dec_ref(x_210);
 x_214 = lean_box(0);
}
if (lean_is_scalar(x_202)) {
 x_215 = lean_alloc_ctor(3, 2, 0);
} else {
 x_215 = x_202;
 lean_ctor_set_tag(x_215, 3);
}
lean_ctor_set(x_215, 0, x_189);
lean_ctor_set(x_215, 1, x_212);
x_216 = l_Llmbda_Parse_lams___redArg(x_190, x_200);
lean_dec(x_200);
x_217 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_217, 0, x_215);
lean_ctor_set(x_217, 1, x_216);
if (lean_is_scalar(x_214)) {
 x_218 = lean_alloc_ctor(0, 2, 0);
} else {
 x_218 = x_214;
}
lean_ctor_set(x_218, 0, x_217);
lean_ctor_set(x_218, 1, x_213);
if (lean_is_scalar(x_211)) {
 x_219 = lean_alloc_ctor(1, 1, 0);
} else {
 x_219 = x_211;
}
lean_ctor_set(x_219, 0, x_218);
return x_219;
}
}
}
}
}
}
}
}
block_10:
{
lean_object* x_8; lean_object* x_9; 
x_8 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_8, 0, x_6);
lean_ctor_set(x_8, 1, x_7);
x_9 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_9, 0, x_8);
return x_9;
}
block_15:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
x_12 = l_Llmbda_Parse_peek(x_11);
lean_dec(x_11);
x_13 = l_Llmbda_Parse_go___redArg___closed__0;
x_14 = l_Llmbda_Parse_errAt___redArg(x_12, x_13);
return x_14;
}
block_20:
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_17 = l_Llmbda_Parse_peek(x_16);
lean_dec(x_16);
x_18 = l_Llmbda_Parse_go___redArg___closed__1;
x_19 = l_Llmbda_Parse_errAt___redArg(x_17, x_18);
return x_19;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Parse_go(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Parse_go___redArg(x_2, x_3, x_4, x_5, x_6);
return x_7;
}
}
static lean_object* _init_l_Llmbda_parse___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("unexpected ", 11, 11);
return x_1;
}
}
static lean_object* _init_l_Llmbda_parse___redArg___closed__1() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked(" after the end of the program", 29, 29);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_parse___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; uint8_t x_8; lean_object* x_9; 
x_4 = lean_string_data(x_3);
x_5 = l_Llmbda_Compiled_length___redArg(x_4);
x_6 = lean_unsigned_to_nat(1u);
x_7 = lean_nat_add(x_5, x_6);
lean_dec(x_5);
x_8 = 0;
x_9 = l_Llmbda_Parse_lex(x_7, x_6, x_6, x_8, x_4);
if (lean_obj_tag(x_9) == 0)
{
uint8_t x_10; 
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_10 = !lean_is_exclusive(x_9);
if (x_10 == 0)
{
return x_9;
}
else
{
lean_object* x_11; lean_object* x_12; 
x_11 = lean_ctor_get(x_9, 0);
lean_inc(x_11);
lean_dec(x_9);
x_12 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_12, 0, x_11);
return x_12;
}
}
else
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; 
x_13 = lean_ctor_get(x_9, 0);
lean_inc(x_13);
lean_dec_ref(x_9);
x_14 = lean_unsigned_to_nat(20000u);
x_15 = l_Llmbda_Parse_go___redArg___closed__4;
x_16 = l_Llmbda_Parse_go___redArg(x_2, x_1, x_14, x_15, x_13);
if (lean_obj_tag(x_16) == 0)
{
uint8_t x_17; 
x_17 = !lean_is_exclusive(x_16);
if (x_17 == 0)
{
return x_16;
}
else
{
lean_object* x_18; lean_object* x_19; 
x_18 = lean_ctor_get(x_16, 0);
lean_inc(x_18);
lean_dec(x_16);
x_19 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_19, 0, x_18);
return x_19;
}
}
else
{
uint8_t x_20; 
x_20 = !lean_is_exclusive(x_16);
if (x_20 == 0)
{
lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; 
x_21 = lean_ctor_get(x_16, 0);
x_22 = lean_ctor_get(x_21, 0);
lean_inc(x_22);
x_23 = lean_ctor_get(x_21, 1);
lean_inc(x_23);
lean_dec(x_21);
x_24 = l_Llmbda_Parse_peek(x_23);
lean_dec(x_23);
x_25 = lean_ctor_get(x_24, 0);
lean_inc(x_25);
if (lean_obj_tag(x_25) == 6)
{
lean_dec_ref(x_24);
lean_ctor_set(x_16, 0, x_22);
return x_16;
}
else
{
uint8_t x_26; 
lean_dec(x_22);
x_26 = !lean_is_exclusive(x_24);
if (x_26 == 0)
{
lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; lean_object* x_32; lean_object* x_33; lean_object* x_34; 
x_27 = lean_ctor_get(x_24, 1);
x_28 = lean_ctor_get(x_24, 2);
x_29 = lean_ctor_get(x_24, 0);
lean_dec(x_29);
x_30 = l_Llmbda_parse___redArg___closed__0;
x_31 = l_Llmbda_Parse_describe(x_25);
lean_dec(x_25);
x_32 = lean_string_append(x_30, x_31);
lean_dec_ref(x_31);
x_33 = l_Llmbda_parse___redArg___closed__1;
x_34 = lean_string_append(x_32, x_33);
lean_ctor_set(x_24, 2, x_34);
lean_ctor_set(x_24, 1, x_28);
lean_ctor_set(x_24, 0, x_27);
lean_ctor_set_tag(x_16, 0);
lean_ctor_set(x_16, 0, x_24);
return x_16;
}
else
{
lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; 
x_35 = lean_ctor_get(x_24, 1);
x_36 = lean_ctor_get(x_24, 2);
lean_inc(x_36);
lean_inc(x_35);
lean_dec(x_24);
x_37 = l_Llmbda_parse___redArg___closed__0;
x_38 = l_Llmbda_Parse_describe(x_25);
lean_dec(x_25);
x_39 = lean_string_append(x_37, x_38);
lean_dec_ref(x_38);
x_40 = l_Llmbda_parse___redArg___closed__1;
x_41 = lean_string_append(x_39, x_40);
x_42 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_42, 0, x_35);
lean_ctor_set(x_42, 1, x_36);
lean_ctor_set(x_42, 2, x_41);
lean_ctor_set_tag(x_16, 0);
lean_ctor_set(x_16, 0, x_42);
return x_16;
}
}
}
else
{
lean_object* x_43; lean_object* x_44; lean_object* x_45; lean_object* x_46; lean_object* x_47; 
x_43 = lean_ctor_get(x_16, 0);
lean_inc(x_43);
lean_dec(x_16);
x_44 = lean_ctor_get(x_43, 0);
lean_inc(x_44);
x_45 = lean_ctor_get(x_43, 1);
lean_inc(x_45);
lean_dec(x_43);
x_46 = l_Llmbda_Parse_peek(x_45);
lean_dec(x_45);
x_47 = lean_ctor_get(x_46, 0);
lean_inc(x_47);
if (lean_obj_tag(x_47) == 6)
{
lean_object* x_48; 
lean_dec_ref(x_46);
x_48 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_48, 0, x_44);
return x_48;
}
else
{
lean_object* x_49; lean_object* x_50; lean_object* x_51; lean_object* x_52; lean_object* x_53; lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; lean_object* x_58; 
lean_dec(x_44);
x_49 = lean_ctor_get(x_46, 1);
lean_inc(x_49);
x_50 = lean_ctor_get(x_46, 2);
lean_inc(x_50);
if (lean_is_exclusive(x_46)) {
 lean_ctor_release(x_46, 0);
 lean_ctor_release(x_46, 1);
 lean_ctor_release(x_46, 2);
 x_51 = x_46;
} else {
 lean_dec_ref(x_46);
 x_51 = lean_box(0);
}
x_52 = l_Llmbda_parse___redArg___closed__0;
x_53 = l_Llmbda_Parse_describe(x_47);
lean_dec(x_47);
x_54 = lean_string_append(x_52, x_53);
lean_dec_ref(x_53);
x_55 = l_Llmbda_parse___redArg___closed__1;
x_56 = lean_string_append(x_54, x_55);
if (lean_is_scalar(x_51)) {
 x_57 = lean_alloc_ctor(0, 3, 0);
} else {
 x_57 = x_51;
}
lean_ctor_set(x_57, 0, x_49);
lean_ctor_set(x_57, 1, x_50);
lean_ctor_set(x_57, 2, x_56);
x_58 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_58, 0, x_57);
return x_58;
}
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_parse(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_parse___redArg(x_2, x_3, x_4);
return x_5;
}
}
static lean_object* _init_l_Llmbda_parseReply___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("a model reply may not endorse: endorse is written by the program, never generated", 81, 81);
return x_1;
}
}
static lean_object* _init_l_Llmbda_parseReply___redArg___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_parseReply___redArg___closed__0;
x_2 = lean_unsigned_to_nat(1u);
x_3 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_2);
lean_ctor_set(x_3, 2, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_parseReply___redArg___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_parseReply___redArg___closed__1;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_parseReply___redArg___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("expected a value (a literal or a pair of values), not code: this reply is read as data", 86, 86);
return x_1;
}
}
static lean_object* _init_l_Llmbda_parseReply___redArg___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l_Llmbda_parseReply___redArg___closed__3;
x_2 = lean_unsigned_to_nat(1u);
x_3 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_2);
lean_ctor_set(x_3, 2, x_1);
return x_3;
}
}
static lean_object* _init_l_Llmbda_parseReply___redArg___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_parseReply___redArg___closed__4;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_parseReply___redArg(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_parse___redArg(x_1, x_2, x_4);
if (lean_obj_tag(x_5) == 0)
{
return x_5;
}
else
{
if (x_3 == 0)
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_ctor_get(x_5, 0);
lean_inc(x_6);
x_7 = l_Llmbda_Term_endorseFree___redArg(x_6);
lean_dec(x_6);
if (x_7 == 0)
{
lean_object* x_8; 
lean_dec_ref(x_5);
x_8 = l_Llmbda_parseReply___redArg___closed__2;
return x_8;
}
else
{
return x_5;
}
}
else
{
lean_object* x_9; uint8_t x_10; 
x_9 = lean_ctor_get(x_5, 0);
lean_inc(x_9);
x_10 = l_Llmbda_Term_isData___redArg(x_9);
lean_dec(x_9);
if (x_10 == 0)
{
lean_object* x_11; 
lean_dec_ref(x_5);
x_11 = l_Llmbda_parseReply___redArg___closed__5;
return x_11;
}
else
{
return x_5;
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_parseReply(lean_object* x_1, lean_object* x_2, lean_object* x_3, uint8_t x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_parseReply___redArg(x_2, x_3, x_4, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_parseReply___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_4);
x_7 = l_Llmbda_parseReply(x_1, x_2, x_3, x_6, x_5);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_parseReply___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_3);
x_6 = l_Llmbda_parseReply___redArg(x_1, x_2, x_5, x_4);
return x_6;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term_⊔__2", 11, 9);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16;
x_2 = lean_unsigned_to_nat(68u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1;
x_4 = lean_alloc_ctor(4, 4, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_2);
lean_ctor_set(x_4, 3, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__2;
return x_1;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____2__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1;
lean_inc(x_1);
x_6 = l_Lean_Syntax_isOfKind(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_2);
lean_dec(x_1);
x_7 = lean_box(1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_3);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; uint8_t x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 2);
lean_inc(x_10);
x_11 = lean_ctor_get(x_2, 5);
lean_inc(x_11);
lean_dec_ref(x_2);
x_12 = l_Lean_Syntax_getArg(x_1, x_4);
x_13 = lean_unsigned_to_nat(2u);
x_14 = l_Lean_Syntax_getArg(x_1, x_13);
lean_dec(x_1);
x_15 = 0;
x_16 = l_Lean_SourceInfo_fromRef(x_11, x_15);
lean_dec(x_11);
x_17 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
x_18 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6;
x_19 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9;
x_20 = l_Lean_addMacroScope(x_9, x_19, x_10);
x_21 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12;
lean_inc(x_16);
x_22 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_22, 0, x_16);
lean_ctor_set(x_22, 1, x_18);
lean_ctor_set(x_22, 2, x_20);
lean_ctor_set(x_22, 3, x_21);
x_23 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
lean_inc(x_16);
x_24 = l_Lean_Syntax_node2(x_16, x_23, x_12, x_14);
x_25 = l_Lean_Syntax_node2(x_16, x_17, x_22, x_24);
x_26 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_26, 0, x_25);
lean_ctor_set(x_26, 1, x_3);
return x_26;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__3(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = l_Lean_Syntax_getArg(x_1, x_8);
x_10 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_9);
x_11 = l_Lean_Syntax_isOfKind(x_9, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec(x_9);
lean_dec(x_1);
x_12 = lean_box(0);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_3);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = l_Lean_Syntax_getArg(x_1, x_14);
lean_dec(x_1);
x_16 = lean_unsigned_to_nat(2u);
lean_inc(x_15);
x_17 = l_Lean_Syntax_matchesNull(x_15, x_16);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
lean_dec(x_15);
lean_dec(x_9);
x_18 = lean_box(0);
x_19 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_19, 0, x_18);
lean_ctor_set(x_19, 1, x_3);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; uint8_t x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_20 = l_Lean_Syntax_getArg(x_15, x_8);
x_21 = l_Lean_Syntax_getArg(x_15, x_14);
lean_dec(x_15);
x_22 = l_Lean_replaceRef(x_9, x_2);
lean_dec(x_9);
x_23 = 0;
x_24 = l_Lean_SourceInfo_fromRef(x_22, x_23);
lean_dec(x_22);
x_25 = l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1;
x_26 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
lean_inc(x_24);
x_27 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_27, 0, x_24);
lean_ctor_set(x_27, 1, x_26);
x_28 = l_Lean_Syntax_node3(x_24, x_25, x_20, x_27, x_21);
x_29 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_29, 0, x_28);
lean_ctor_set(x_29, 1, x_3);
return x_29;
}
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__3___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__3(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorIdx(uint8_t x_1) {
_start:
{
if (x_1 == 0)
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
else
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Role_ctorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_toCtorIdx(uint8_t x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Role_ctorIdx(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_toCtorIdx___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = lean_unbox(x_1);
x_3 = l_Llmbda_Role_toCtorIdx(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_inc(x_5);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_3);
x_7 = l_Llmbda_Role_ctorElim(x_1, x_2, x_6, x_4, x_5);
lean_dec(x_5);
lean_dec(x_2);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ctorElim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Role_ctorElim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Role_user_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_user_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Role_user_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_inc(x_4);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim___redArg(lean_object* x_1) {
_start:
{
lean_inc(x_1);
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Role_assistant_elim(x_1, x_5, x_3, x_4);
lean_dec(x_4);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_assistant_elim___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Role_assistant_elim___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_Role_ofNat(lean_object* x_1) {
_start:
{
lean_object* x_2; uint8_t x_3; 
x_2 = lean_unsigned_to_nat(0u);
x_3 = lean_nat_dec_le(x_1, x_2);
if (x_3 == 0)
{
uint8_t x_4; 
x_4 = 1;
return x_4;
}
else
{
uint8_t x_5; 
x_5 = 0;
return x_5;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Role_ofNat___boxed(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; 
x_2 = l_Llmbda_Role_ofNat(x_1);
lean_dec(x_1);
x_3 = lean_box(x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqRole(uint8_t x_1, uint8_t x_2) {
_start:
{
lean_object* x_3; lean_object* x_4; uint8_t x_5; 
x_3 = l_Llmbda_Role_ctorIdx(x_1);
x_4 = l_Llmbda_Role_ctorIdx(x_2);
x_5 = lean_nat_dec_eq(x_3, x_4);
lean_dec(x_4);
lean_dec(x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqRole___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; uint8_t x_4; uint8_t x_5; lean_object* x_6; 
x_3 = lean_unbox(x_1);
x_4 = lean_unbox(x_2);
x_5 = l_Llmbda_instDecidableEqRole(x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
static uint8_t _init_l_Llmbda_instInhabitedRole_default() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
static uint8_t _init_l_Llmbda_instInhabitedRole() {
_start:
{
uint8_t x_1; 
x_1 = 0;
return x_1;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage_decEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; lean_object* x_6; uint8_t x_7; lean_object* x_8; lean_object* x_9; uint8_t x_10; 
x_4 = lean_ctor_get_uint8(x_2, sizeof(void*)*2);
x_5 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_5);
x_6 = lean_ctor_get(x_2, 1);
lean_inc(x_6);
lean_dec_ref(x_2);
x_7 = lean_ctor_get_uint8(x_3, sizeof(void*)*2);
x_8 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_8);
x_9 = lean_ctor_get(x_3, 1);
lean_inc(x_9);
lean_dec_ref(x_3);
x_10 = l_Llmbda_instDecidableEqRole(x_4, x_7);
if (x_10 == 0)
{
lean_dec(x_9);
lean_dec_ref(x_8);
lean_dec(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_1);
return x_10;
}
else
{
uint8_t x_11; 
x_11 = lean_string_dec_eq(x_5, x_8);
lean_dec_ref(x_8);
lean_dec_ref(x_5);
if (x_11 == 0)
{
lean_dec(x_9);
lean_dec(x_6);
lean_dec_ref(x_1);
return x_11;
}
else
{
lean_object* x_12; uint8_t x_13; 
x_12 = lean_apply_2(x_1, x_6, x_9);
x_13 = lean_unbox(x_12);
return x_13;
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage_decEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqMessage_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage_decEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqMessage_decEq(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage_decEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqMessage_decEq___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqMessage_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqMessage___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqMessage_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqMessage(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqMessage___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqMessage___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage_default___redArg(lean_object* x_1) {
_start:
{
uint8_t x_2; lean_object* x_3; lean_object* x_4; 
x_2 = 0;
x_3 = l_Llmbda_instInhabitedTerm_default___closed__0;
x_4 = lean_alloc_ctor(0, 2, 1);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_1);
lean_ctor_set_uint8(x_4, sizeof(void*)*2, x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage_default(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_instInhabitedMessage_default___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_instInhabitedMessage_default___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedMessage___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedMessage_default___redArg(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Session_label___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
lean_object* x_3; 
x_3 = lean_ctor_get(x_1, 1);
lean_inc(x_3);
lean_dec_ref(x_1);
return x_3;
}
else
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_4 = lean_ctor_get(x_2, 0);
lean_inc(x_4);
x_5 = lean_ctor_get(x_2, 1);
lean_inc(x_5);
lean_dec_ref(x_2);
x_6 = lean_ctor_get(x_1, 0);
lean_inc(x_6);
x_7 = lean_ctor_get(x_4, 1);
lean_inc(x_7);
lean_dec(x_4);
x_8 = l_Llmbda_Session_label___redArg(x_1, x_5);
x_9 = lean_apply_2(x_6, x_7, x_8);
return x_9;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Session_label(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Session_label___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorIdx(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
else
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorIdx___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_PrimError_ctorIdx(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_3);
lean_dec_ref(x_1);
x_4 = lean_apply_1(x_2, x_3);
return x_4;
}
else
{
return x_2;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_PrimError_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_PrimError_ctorElim(x_1, x_2, x_3, x_4, x_5);
lean_dec(x_2);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_type_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_PrimError_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_type_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_PrimError_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_overflow_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_PrimError_ctorElim___redArg(x_2, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_PrimError_overflow_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_PrimError_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqPrimError_decEq(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_3; uint8_t x_4; 
x_3 = lean_ctor_get(x_1, 0);
x_4 = 0;
if (lean_obj_tag(x_2) == 0)
{
lean_object* x_5; uint8_t x_6; 
x_5 = lean_ctor_get(x_2, 0);
x_6 = lean_string_dec_eq(x_3, x_5);
if (x_6 == 0)
{
return x_4;
}
else
{
return x_6;
}
}
else
{
return x_4;
}
}
else
{
if (lean_obj_tag(x_2) == 0)
{
uint8_t x_7; 
x_7 = 0;
return x_7;
}
else
{
uint8_t x_8; 
x_8 = 1;
return x_8;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqPrimError_decEq___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqPrimError_decEq(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqPrimError(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; 
x_3 = l_Llmbda_instDecidableEqPrimError_decEq(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqPrimError___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = l_Llmbda_instDecidableEqPrimError(x_1, x_2);
lean_dec(x_2);
lean_dec(x_1);
x_4 = lean_box(x_3);
return x_4;
}
}
static lean_object* _init_l_Llmbda_instInhabitedPrimError_default___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_instInhabitedTerm_default___closed__0;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_instInhabitedPrimError_default() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedPrimError_default___closed__0;
return x_1;
}
}
static lean_object* _init_l_Llmbda_instInhabitedPrimError() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedPrimError_default;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_intMin() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_lex___closed__6;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_intMax() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_Parse_lex___closed__7;
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_intResult___redArg___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = lean_box(1);
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_intResult___redArg(lean_object* x_1) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l_Llmbda_Prim_intMin;
x_5 = lean_int_dec_le(x_4, x_1);
if (x_5 == 0)
{
lean_dec(x_1);
goto block_3;
}
else
{
lean_object* x_6; uint8_t x_7; 
x_6 = l_Llmbda_Prim_intMax;
x_7 = lean_int_dec_le(x_1, x_6);
if (x_7 == 0)
{
lean_dec(x_1);
goto block_3;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; 
x_8 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_8, 0, x_1);
x_9 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_9, 0, x_8);
x_10 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_10, 0, x_9);
return x_10;
}
}
block_3:
{
lean_object* x_2; 
x_2 = l_Llmbda_Prim_intResult___redArg___closed__0;
return x_2;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_intResult(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Prim_intResult___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_showConst(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = l_Llmbda_Print_const___closed__0;
return x_2;
}
case 1:
{
uint8_t x_3; 
x_3 = lean_ctor_get_uint8(x_1, 0);
if (x_3 == 0)
{
lean_object* x_4; 
x_4 = l_Llmbda_Print_const___closed__1;
return x_4;
}
else
{
lean_object* x_5; 
x_5 = l_Llmbda_Print_const___closed__2;
return x_5;
}
}
case 2:
{
lean_object* x_6; lean_object* x_7; 
x_6 = lean_ctor_get(x_1, 0);
x_7 = l_Llmbda_Print_intToString(x_6);
return x_7;
}
default: 
{
lean_object* x_8; 
x_8 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_8);
return x_8;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_showConst___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Prim_showConst(x_1);
lean_dec(x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("not: expected a boolean", 23, 23);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__0;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__1;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("neg: expected an integer", 24, 24);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__3;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__4;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__6() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("len: expected a string", 22, 22);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__6;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__7;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__9() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("show: expected a constant", 25, 25);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__9;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval1___redArg___closed__11() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval1___redArg___closed__10;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1___redArg(uint8_t x_1, lean_object* x_2) {
_start:
{
uint8_t x_5; 
switch (x_1) {
case 0:
{
if (lean_obj_tag(x_2) == 1)
{
lean_object* x_14; 
x_14 = lean_ctor_get(x_2, 0);
lean_inc(x_14);
lean_dec_ref(x_2);
if (lean_obj_tag(x_14) == 1)
{
uint8_t x_15; 
x_15 = lean_ctor_get_uint8(x_14, 0);
lean_dec_ref(x_14);
if (x_15 == 0)
{
uint8_t x_16; 
x_16 = 1;
x_5 = x_16;
goto block_9;
}
else
{
uint8_t x_17; 
x_17 = 0;
x_5 = x_17;
goto block_9;
}
}
else
{
lean_dec(x_14);
goto block_4;
}
}
else
{
lean_dec(x_2);
goto block_4;
}
}
case 1:
{
if (lean_obj_tag(x_2) == 1)
{
lean_object* x_18; 
x_18 = lean_ctor_get(x_2, 0);
lean_inc(x_18);
lean_dec_ref(x_2);
if (lean_obj_tag(x_18) == 2)
{
lean_object* x_19; lean_object* x_20; lean_object* x_21; 
x_19 = lean_ctor_get(x_18, 0);
lean_inc(x_19);
lean_dec_ref(x_18);
x_20 = lean_int_neg(x_19);
lean_dec(x_19);
x_21 = l_Llmbda_Prim_intResult___redArg(x_20);
return x_21;
}
else
{
lean_dec(x_18);
goto block_11;
}
}
else
{
lean_dec(x_2);
goto block_11;
}
}
case 2:
{
if (lean_obj_tag(x_2) == 1)
{
uint8_t x_22; 
x_22 = !lean_is_exclusive(x_2);
if (x_22 == 0)
{
lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_23 = lean_ctor_get(x_2, 0);
x_24 = l_Llmbda_Prim_showConst(x_23);
lean_dec(x_23);
x_25 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_25, 0, x_24);
lean_ctor_set(x_2, 0, x_25);
x_26 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_26, 0, x_2);
return x_26;
}
else
{
lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; 
x_27 = lean_ctor_get(x_2, 0);
lean_inc(x_27);
lean_dec(x_2);
x_28 = l_Llmbda_Prim_showConst(x_27);
lean_dec(x_27);
x_29 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_29, 0, x_28);
x_30 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_30, 0, x_29);
x_31 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_31, 0, x_30);
return x_31;
}
}
else
{
lean_object* x_32; 
lean_dec(x_2);
x_32 = l_Llmbda_Prim_eval1___redArg___closed__11;
return x_32;
}
}
default: 
{
if (lean_obj_tag(x_2) == 1)
{
uint8_t x_33; 
x_33 = !lean_is_exclusive(x_2);
if (x_33 == 0)
{
lean_object* x_34; 
x_34 = lean_ctor_get(x_2, 0);
if (lean_obj_tag(x_34) == 3)
{
uint8_t x_35; 
x_35 = !lean_is_exclusive(x_34);
if (x_35 == 0)
{
lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; 
x_36 = lean_ctor_get(x_34, 0);
x_37 = lean_string_length(x_36);
lean_dec_ref(x_36);
x_38 = lean_nat_to_int(x_37);
lean_ctor_set_tag(x_34, 2);
lean_ctor_set(x_34, 0, x_38);
x_39 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_39, 0, x_2);
return x_39;
}
else
{
lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; lean_object* x_44; 
x_40 = lean_ctor_get(x_34, 0);
lean_inc(x_40);
lean_dec(x_34);
x_41 = lean_string_length(x_40);
lean_dec_ref(x_40);
x_42 = lean_nat_to_int(x_41);
x_43 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_43, 0, x_42);
lean_ctor_set(x_2, 0, x_43);
x_44 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_44, 0, x_2);
return x_44;
}
}
else
{
lean_free_object(x_2);
lean_dec(x_34);
goto block_13;
}
}
else
{
lean_object* x_45; 
x_45 = lean_ctor_get(x_2, 0);
lean_inc(x_45);
lean_dec(x_2);
if (lean_obj_tag(x_45) == 3)
{
lean_object* x_46; lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; lean_object* x_52; 
x_46 = lean_ctor_get(x_45, 0);
lean_inc_ref(x_46);
if (lean_is_exclusive(x_45)) {
 lean_ctor_release(x_45, 0);
 x_47 = x_45;
} else {
 lean_dec_ref(x_45);
 x_47 = lean_box(0);
}
x_48 = lean_string_length(x_46);
lean_dec_ref(x_46);
x_49 = lean_nat_to_int(x_48);
if (lean_is_scalar(x_47)) {
 x_50 = lean_alloc_ctor(2, 1, 0);
} else {
 x_50 = x_47;
 lean_ctor_set_tag(x_50, 2);
}
lean_ctor_set(x_50, 0, x_49);
x_51 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_51, 0, x_50);
x_52 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_52, 0, x_51);
return x_52;
}
else
{
lean_dec(x_45);
goto block_13;
}
}
}
else
{
lean_dec(x_2);
goto block_13;
}
}
}
block_4:
{
lean_object* x_3; 
x_3 = l_Llmbda_Prim_eval1___redArg___closed__2;
return x_3;
}
block_9:
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_6 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_6, 0, x_5);
x_7 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_7, 0, x_6);
x_8 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_8, 0, x_7);
return x_8;
}
block_11:
{
lean_object* x_10; 
x_10 = l_Llmbda_Prim_eval1___redArg___closed__5;
return x_10;
}
block_13:
{
lean_object* x_12; 
x_12 = l_Llmbda_Prim_eval1___redArg___closed__8;
return x_12;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1(lean_object* x_1, uint8_t x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Prim_eval1___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = lean_unbox(x_2);
x_5 = l_Llmbda_Prim_eval1(x_1, x_4, x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval1___redArg___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
uint8_t x_3; lean_object* x_4; 
x_3 = lean_unbox(x_1);
x_4 = l_Llmbda_Prim_eval1___redArg(x_3, x_2);
return x_4;
}
}
static lean_object* _init_l_Llmbda_Prim_rawEq___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("==: only constants and labels can be compared", 45, 45);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_rawEq___redArg___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_rawEq___redArg___closed__0;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_rawEq___redArg___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_rawEq___redArg___closed__1;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_rawEq___redArg___closed__3() {
_start:
{
uint8_t x_1; lean_object* x_2; lean_object* x_3; 
x_1 = 0;
x_2 = lean_box(x_1);
x_3 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_3, 0, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_rawEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
switch (lean_obj_tag(x_2)) {
case 1:
{
lean_dec_ref(x_1);
switch (lean_obj_tag(x_3)) {
case 1:
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_ctor_get(x_2, 0);
lean_inc(x_6);
lean_dec_ref(x_2);
x_7 = !lean_is_exclusive(x_3);
if (x_7 == 0)
{
lean_object* x_8; uint8_t x_9; lean_object* x_10; 
x_8 = lean_ctor_get(x_3, 0);
x_9 = l_Llmbda_instDecidableEqConst_decEq(x_6, x_8);
lean_dec(x_8);
lean_dec(x_6);
x_10 = lean_box(x_9);
lean_ctor_set(x_3, 0, x_10);
return x_3;
}
else
{
lean_object* x_11; uint8_t x_12; lean_object* x_13; lean_object* x_14; 
x_11 = lean_ctor_get(x_3, 0);
lean_inc(x_11);
lean_dec(x_3);
x_12 = l_Llmbda_instDecidableEqConst_decEq(x_6, x_11);
lean_dec(x_11);
lean_dec(x_6);
x_13 = lean_box(x_12);
x_14 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_14, 0, x_13);
return x_14;
}
}
case 2:
{
lean_object* x_15; 
lean_dec_ref(x_3);
lean_dec_ref(x_2);
x_15 = l_Llmbda_Prim_rawEq___redArg___closed__3;
return x_15;
}
default: 
{
lean_dec(x_3);
lean_dec_ref(x_2);
goto block_5;
}
}
}
case 2:
{
switch (lean_obj_tag(x_3)) {
case 2:
{
lean_object* x_16; uint8_t x_17; 
x_16 = lean_ctor_get(x_2, 0);
lean_inc(x_16);
lean_dec_ref(x_2);
x_17 = !lean_is_exclusive(x_3);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
x_18 = lean_ctor_get(x_3, 0);
x_19 = lean_apply_2(x_1, x_16, x_18);
lean_ctor_set_tag(x_3, 1);
lean_ctor_set(x_3, 0, x_19);
return x_3;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; 
x_20 = lean_ctor_get(x_3, 0);
lean_inc(x_20);
lean_dec(x_3);
x_21 = lean_apply_2(x_1, x_16, x_20);
x_22 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_22, 0, x_21);
return x_22;
}
}
case 1:
{
lean_object* x_23; 
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_23 = l_Llmbda_Prim_rawEq___redArg___closed__3;
return x_23;
}
default: 
{
lean_dec(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
goto block_5;
}
}
}
default: 
{
lean_dec(x_3);
lean_dec(x_2);
lean_dec_ref(x_1);
goto block_5;
}
}
block_5:
{
lean_object* x_4; 
x_4 = l_Llmbda_Prim_rawEq___redArg___closed__2;
return x_4;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_rawEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_Prim_rawEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("arithmetic: expected two integers", 33, 33);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__0;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__1;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__3() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("++: expected two strings", 24, 24);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__4() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__3;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__5() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__4;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__6() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("&&: expected two booleans", 25, 25);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__7() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__6;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__8() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__7;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__9() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("||: expected two booleans", 25, 25);
return x_1;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__10() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__9;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
static lean_object* _init_l_Llmbda_Prim_eval2___redArg___closed__11() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_Prim_eval2___redArg___closed__10;
x_2 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2___redArg(lean_object* x_1, uint8_t x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_7; uint8_t x_16; uint8_t x_23; 
switch (x_2) {
case 0:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_28; 
x_28 = lean_ctor_get(x_3, 0);
lean_inc(x_28);
lean_dec_ref(x_3);
if (lean_obj_tag(x_28) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_29; 
x_29 = lean_ctor_get(x_4, 0);
lean_inc(x_29);
lean_dec_ref(x_4);
if (lean_obj_tag(x_29) == 2)
{
lean_object* x_30; lean_object* x_31; lean_object* x_32; lean_object* x_33; 
x_30 = lean_ctor_get(x_28, 0);
lean_inc(x_30);
lean_dec_ref(x_28);
x_31 = lean_ctor_get(x_29, 0);
lean_inc(x_31);
lean_dec_ref(x_29);
x_32 = lean_int_add(x_30, x_31);
lean_dec(x_31);
lean_dec(x_30);
x_33 = l_Llmbda_Prim_intResult___redArg(x_32);
return x_33;
}
else
{
lean_dec(x_29);
lean_dec_ref(x_28);
goto block_6;
}
}
else
{
lean_dec_ref(x_28);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_28);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 1:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_34; 
x_34 = lean_ctor_get(x_3, 0);
lean_inc(x_34);
lean_dec_ref(x_3);
if (lean_obj_tag(x_34) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_35; 
x_35 = lean_ctor_get(x_4, 0);
lean_inc(x_35);
lean_dec_ref(x_4);
if (lean_obj_tag(x_35) == 2)
{
lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; 
x_36 = lean_ctor_get(x_34, 0);
lean_inc(x_36);
lean_dec_ref(x_34);
x_37 = lean_ctor_get(x_35, 0);
lean_inc(x_37);
lean_dec_ref(x_35);
x_38 = lean_int_sub(x_36, x_37);
lean_dec(x_37);
lean_dec(x_36);
x_39 = l_Llmbda_Prim_intResult___redArg(x_38);
return x_39;
}
else
{
lean_dec(x_35);
lean_dec_ref(x_34);
goto block_6;
}
}
else
{
lean_dec_ref(x_34);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_34);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 2:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_40; 
x_40 = lean_ctor_get(x_3, 0);
lean_inc(x_40);
lean_dec_ref(x_3);
if (lean_obj_tag(x_40) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_41; 
x_41 = lean_ctor_get(x_4, 0);
lean_inc(x_41);
lean_dec_ref(x_4);
if (lean_obj_tag(x_41) == 2)
{
lean_object* x_42; lean_object* x_43; lean_object* x_44; lean_object* x_45; 
x_42 = lean_ctor_get(x_40, 0);
lean_inc(x_42);
lean_dec_ref(x_40);
x_43 = lean_ctor_get(x_41, 0);
lean_inc(x_43);
lean_dec_ref(x_41);
x_44 = lean_int_mul(x_42, x_43);
lean_dec(x_43);
lean_dec(x_42);
x_45 = l_Llmbda_Prim_intResult___redArg(x_44);
return x_45;
}
else
{
lean_dec(x_41);
lean_dec_ref(x_40);
goto block_6;
}
}
else
{
lean_dec_ref(x_40);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_40);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 3:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_46; 
x_46 = lean_ctor_get(x_3, 0);
lean_inc(x_46);
lean_dec_ref(x_3);
if (lean_obj_tag(x_46) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_47; 
x_47 = lean_ctor_get(x_4, 0);
lean_inc(x_47);
lean_dec_ref(x_4);
if (lean_obj_tag(x_47) == 2)
{
lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; 
x_48 = lean_ctor_get(x_46, 0);
lean_inc(x_48);
lean_dec_ref(x_46);
x_49 = lean_ctor_get(x_47, 0);
lean_inc(x_49);
lean_dec_ref(x_47);
x_50 = lean_int_ediv(x_48, x_49);
lean_dec(x_49);
lean_dec(x_48);
x_51 = l_Llmbda_Prim_intResult___redArg(x_50);
return x_51;
}
else
{
lean_dec(x_47);
lean_dec_ref(x_46);
goto block_6;
}
}
else
{
lean_dec_ref(x_46);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_46);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 4:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_52; 
x_52 = lean_ctor_get(x_3, 0);
lean_inc(x_52);
lean_dec_ref(x_3);
if (lean_obj_tag(x_52) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_53; 
x_53 = lean_ctor_get(x_4, 0);
lean_inc(x_53);
lean_dec_ref(x_4);
if (lean_obj_tag(x_53) == 2)
{
lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; 
x_54 = lean_ctor_get(x_52, 0);
lean_inc(x_54);
lean_dec_ref(x_52);
x_55 = lean_ctor_get(x_53, 0);
lean_inc(x_55);
lean_dec_ref(x_53);
x_56 = lean_int_emod(x_54, x_55);
lean_dec(x_55);
lean_dec(x_54);
x_57 = l_Llmbda_Prim_intResult___redArg(x_56);
return x_57;
}
else
{
lean_dec(x_53);
lean_dec_ref(x_52);
goto block_6;
}
}
else
{
lean_dec_ref(x_52);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_52);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 5:
{
lean_object* x_58; 
x_58 = l_Llmbda_Prim_rawEq___redArg(x_1, x_3, x_4);
if (lean_obj_tag(x_58) == 0)
{
uint8_t x_59; 
x_59 = !lean_is_exclusive(x_58);
if (x_59 == 0)
{
return x_58;
}
else
{
lean_object* x_60; lean_object* x_61; 
x_60 = lean_ctor_get(x_58, 0);
lean_inc(x_60);
lean_dec(x_58);
x_61 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_61, 0, x_60);
return x_61;
}
}
else
{
uint8_t x_62; 
x_62 = !lean_is_exclusive(x_58);
if (x_62 == 0)
{
lean_object* x_63; lean_object* x_64; uint8_t x_65; lean_object* x_66; 
x_63 = lean_ctor_get(x_58, 0);
x_64 = lean_alloc_ctor(1, 0, 1);
x_65 = lean_unbox(x_63);
lean_dec(x_63);
lean_ctor_set_uint8(x_64, 0, x_65);
x_66 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_66, 0, x_64);
lean_ctor_set(x_58, 0, x_66);
return x_58;
}
else
{
lean_object* x_67; lean_object* x_68; uint8_t x_69; lean_object* x_70; lean_object* x_71; 
x_67 = lean_ctor_get(x_58, 0);
lean_inc(x_67);
lean_dec(x_58);
x_68 = lean_alloc_ctor(1, 0, 1);
x_69 = lean_unbox(x_67);
lean_dec(x_67);
lean_ctor_set_uint8(x_68, 0, x_69);
x_70 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_70, 0, x_68);
x_71 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_71, 0, x_70);
return x_71;
}
}
}
case 6:
{
lean_object* x_72; 
x_72 = l_Llmbda_Prim_rawEq___redArg(x_1, x_3, x_4);
if (lean_obj_tag(x_72) == 0)
{
uint8_t x_73; 
x_73 = !lean_is_exclusive(x_72);
if (x_73 == 0)
{
return x_72;
}
else
{
lean_object* x_74; lean_object* x_75; 
x_74 = lean_ctor_get(x_72, 0);
lean_inc(x_74);
lean_dec(x_72);
x_75 = lean_alloc_ctor(0, 1, 0);
lean_ctor_set(x_75, 0, x_74);
return x_75;
}
}
else
{
lean_object* x_76; uint8_t x_77; 
x_76 = lean_ctor_get(x_72, 0);
lean_inc(x_76);
lean_dec_ref(x_72);
x_77 = lean_unbox(x_76);
lean_dec(x_76);
if (x_77 == 0)
{
uint8_t x_78; 
x_78 = 1;
x_7 = x_78;
goto block_11;
}
else
{
uint8_t x_79; 
x_79 = 0;
x_7 = x_79;
goto block_11;
}
}
}
case 7:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_80; 
x_80 = lean_ctor_get(x_3, 0);
lean_inc(x_80);
lean_dec_ref(x_3);
if (lean_obj_tag(x_80) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
uint8_t x_81; 
x_81 = !lean_is_exclusive(x_4);
if (x_81 == 0)
{
lean_object* x_82; 
x_82 = lean_ctor_get(x_4, 0);
if (lean_obj_tag(x_82) == 2)
{
lean_object* x_83; uint8_t x_84; 
x_83 = lean_ctor_get(x_80, 0);
lean_inc(x_83);
lean_dec_ref(x_80);
x_84 = !lean_is_exclusive(x_82);
if (x_84 == 0)
{
lean_object* x_85; uint8_t x_86; lean_object* x_87; 
x_85 = lean_ctor_get(x_82, 0);
x_86 = lean_int_dec_lt(x_83, x_85);
lean_dec(x_85);
lean_dec(x_83);
x_87 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_87, 0, x_86);
lean_ctor_set(x_4, 0, x_87);
lean_ctor_set_tag(x_82, 1);
lean_ctor_set(x_82, 0, x_4);
return x_82;
}
else
{
lean_object* x_88; uint8_t x_89; lean_object* x_90; lean_object* x_91; 
x_88 = lean_ctor_get(x_82, 0);
lean_inc(x_88);
lean_dec(x_82);
x_89 = lean_int_dec_lt(x_83, x_88);
lean_dec(x_88);
lean_dec(x_83);
x_90 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_90, 0, x_89);
lean_ctor_set(x_4, 0, x_90);
x_91 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_91, 0, x_4);
return x_91;
}
}
else
{
lean_free_object(x_4);
lean_dec(x_82);
lean_dec_ref(x_80);
goto block_6;
}
}
else
{
lean_object* x_92; 
x_92 = lean_ctor_get(x_4, 0);
lean_inc(x_92);
lean_dec(x_4);
if (lean_obj_tag(x_92) == 2)
{
lean_object* x_93; lean_object* x_94; lean_object* x_95; uint8_t x_96; lean_object* x_97; lean_object* x_98; lean_object* x_99; 
x_93 = lean_ctor_get(x_80, 0);
lean_inc(x_93);
lean_dec_ref(x_80);
x_94 = lean_ctor_get(x_92, 0);
lean_inc(x_94);
if (lean_is_exclusive(x_92)) {
 lean_ctor_release(x_92, 0);
 x_95 = x_92;
} else {
 lean_dec_ref(x_92);
 x_95 = lean_box(0);
}
x_96 = lean_int_dec_lt(x_93, x_94);
lean_dec(x_94);
lean_dec(x_93);
x_97 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_97, 0, x_96);
x_98 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_98, 0, x_97);
if (lean_is_scalar(x_95)) {
 x_99 = lean_alloc_ctor(1, 1, 0);
} else {
 x_99 = x_95;
 lean_ctor_set_tag(x_99, 1);
}
lean_ctor_set(x_99, 0, x_98);
return x_99;
}
else
{
lean_dec(x_92);
lean_dec_ref(x_80);
goto block_6;
}
}
}
else
{
lean_dec_ref(x_80);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_80);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 8:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_100; 
x_100 = lean_ctor_get(x_3, 0);
lean_inc(x_100);
lean_dec_ref(x_3);
if (lean_obj_tag(x_100) == 2)
{
if (lean_obj_tag(x_4) == 1)
{
uint8_t x_101; 
x_101 = !lean_is_exclusive(x_4);
if (x_101 == 0)
{
lean_object* x_102; 
x_102 = lean_ctor_get(x_4, 0);
if (lean_obj_tag(x_102) == 2)
{
lean_object* x_103; uint8_t x_104; 
x_103 = lean_ctor_get(x_100, 0);
lean_inc(x_103);
lean_dec_ref(x_100);
x_104 = !lean_is_exclusive(x_102);
if (x_104 == 0)
{
lean_object* x_105; uint8_t x_106; lean_object* x_107; 
x_105 = lean_ctor_get(x_102, 0);
x_106 = lean_int_dec_le(x_103, x_105);
lean_dec(x_105);
lean_dec(x_103);
x_107 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_107, 0, x_106);
lean_ctor_set(x_4, 0, x_107);
lean_ctor_set_tag(x_102, 1);
lean_ctor_set(x_102, 0, x_4);
return x_102;
}
else
{
lean_object* x_108; uint8_t x_109; lean_object* x_110; lean_object* x_111; 
x_108 = lean_ctor_get(x_102, 0);
lean_inc(x_108);
lean_dec(x_102);
x_109 = lean_int_dec_le(x_103, x_108);
lean_dec(x_108);
lean_dec(x_103);
x_110 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_110, 0, x_109);
lean_ctor_set(x_4, 0, x_110);
x_111 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_111, 0, x_4);
return x_111;
}
}
else
{
lean_free_object(x_4);
lean_dec(x_102);
lean_dec_ref(x_100);
goto block_6;
}
}
else
{
lean_object* x_112; 
x_112 = lean_ctor_get(x_4, 0);
lean_inc(x_112);
lean_dec(x_4);
if (lean_obj_tag(x_112) == 2)
{
lean_object* x_113; lean_object* x_114; lean_object* x_115; uint8_t x_116; lean_object* x_117; lean_object* x_118; lean_object* x_119; 
x_113 = lean_ctor_get(x_100, 0);
lean_inc(x_113);
lean_dec_ref(x_100);
x_114 = lean_ctor_get(x_112, 0);
lean_inc(x_114);
if (lean_is_exclusive(x_112)) {
 lean_ctor_release(x_112, 0);
 x_115 = x_112;
} else {
 lean_dec_ref(x_112);
 x_115 = lean_box(0);
}
x_116 = lean_int_dec_le(x_113, x_114);
lean_dec(x_114);
lean_dec(x_113);
x_117 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_117, 0, x_116);
x_118 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_118, 0, x_117);
if (lean_is_scalar(x_115)) {
 x_119 = lean_alloc_ctor(1, 1, 0);
} else {
 x_119 = x_115;
 lean_ctor_set_tag(x_119, 1);
}
lean_ctor_set(x_119, 0, x_118);
return x_119;
}
else
{
lean_dec(x_112);
lean_dec_ref(x_100);
goto block_6;
}
}
}
else
{
lean_dec_ref(x_100);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_100);
lean_dec(x_4);
goto block_6;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_6;
}
}
case 9:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_120; 
x_120 = lean_ctor_get(x_3, 0);
lean_inc(x_120);
lean_dec_ref(x_3);
if (lean_obj_tag(x_120) == 3)
{
if (lean_obj_tag(x_4) == 1)
{
uint8_t x_121; 
x_121 = !lean_is_exclusive(x_4);
if (x_121 == 0)
{
lean_object* x_122; 
x_122 = lean_ctor_get(x_4, 0);
if (lean_obj_tag(x_122) == 3)
{
uint8_t x_123; 
x_123 = !lean_is_exclusive(x_120);
if (x_123 == 0)
{
uint8_t x_124; 
x_124 = !lean_is_exclusive(x_122);
if (x_124 == 0)
{
lean_object* x_125; lean_object* x_126; lean_object* x_127; 
x_125 = lean_ctor_get(x_120, 0);
x_126 = lean_ctor_get(x_122, 0);
x_127 = lean_string_append(x_125, x_126);
lean_dec_ref(x_126);
lean_ctor_set(x_122, 0, x_127);
lean_ctor_set_tag(x_120, 1);
lean_ctor_set(x_120, 0, x_4);
return x_120;
}
else
{
lean_object* x_128; lean_object* x_129; lean_object* x_130; lean_object* x_131; 
x_128 = lean_ctor_get(x_120, 0);
x_129 = lean_ctor_get(x_122, 0);
lean_inc(x_129);
lean_dec(x_122);
x_130 = lean_string_append(x_128, x_129);
lean_dec_ref(x_129);
x_131 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_131, 0, x_130);
lean_ctor_set(x_4, 0, x_131);
lean_ctor_set_tag(x_120, 1);
lean_ctor_set(x_120, 0, x_4);
return x_120;
}
}
else
{
lean_object* x_132; lean_object* x_133; lean_object* x_134; lean_object* x_135; lean_object* x_136; lean_object* x_137; 
x_132 = lean_ctor_get(x_120, 0);
lean_inc(x_132);
lean_dec(x_120);
x_133 = lean_ctor_get(x_122, 0);
lean_inc_ref(x_133);
if (lean_is_exclusive(x_122)) {
 lean_ctor_release(x_122, 0);
 x_134 = x_122;
} else {
 lean_dec_ref(x_122);
 x_134 = lean_box(0);
}
x_135 = lean_string_append(x_132, x_133);
lean_dec_ref(x_133);
if (lean_is_scalar(x_134)) {
 x_136 = lean_alloc_ctor(3, 1, 0);
} else {
 x_136 = x_134;
}
lean_ctor_set(x_136, 0, x_135);
lean_ctor_set(x_4, 0, x_136);
x_137 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_137, 0, x_4);
return x_137;
}
}
else
{
lean_free_object(x_4);
lean_dec(x_122);
lean_dec_ref(x_120);
goto block_13;
}
}
else
{
lean_object* x_138; 
x_138 = lean_ctor_get(x_4, 0);
lean_inc(x_138);
lean_dec(x_4);
if (lean_obj_tag(x_138) == 3)
{
lean_object* x_139; lean_object* x_140; lean_object* x_141; lean_object* x_142; lean_object* x_143; lean_object* x_144; lean_object* x_145; lean_object* x_146; 
x_139 = lean_ctor_get(x_120, 0);
lean_inc_ref(x_139);
if (lean_is_exclusive(x_120)) {
 lean_ctor_release(x_120, 0);
 x_140 = x_120;
} else {
 lean_dec_ref(x_120);
 x_140 = lean_box(0);
}
x_141 = lean_ctor_get(x_138, 0);
lean_inc_ref(x_141);
if (lean_is_exclusive(x_138)) {
 lean_ctor_release(x_138, 0);
 x_142 = x_138;
} else {
 lean_dec_ref(x_138);
 x_142 = lean_box(0);
}
x_143 = lean_string_append(x_139, x_141);
lean_dec_ref(x_141);
if (lean_is_scalar(x_142)) {
 x_144 = lean_alloc_ctor(3, 1, 0);
} else {
 x_144 = x_142;
}
lean_ctor_set(x_144, 0, x_143);
x_145 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_145, 0, x_144);
if (lean_is_scalar(x_140)) {
 x_146 = lean_alloc_ctor(1, 1, 0);
} else {
 x_146 = x_140;
 lean_ctor_set_tag(x_146, 1);
}
lean_ctor_set(x_146, 0, x_145);
return x_146;
}
else
{
lean_dec(x_138);
lean_dec_ref(x_120);
goto block_13;
}
}
}
else
{
lean_dec_ref(x_120);
lean_dec(x_4);
goto block_13;
}
}
else
{
lean_dec(x_120);
lean_dec(x_4);
goto block_13;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_13;
}
}
case 10:
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_147; 
x_147 = lean_ctor_get(x_3, 0);
lean_inc(x_147);
lean_dec_ref(x_3);
if (lean_obj_tag(x_147) == 1)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_148; 
x_148 = lean_ctor_get(x_4, 0);
lean_inc(x_148);
lean_dec_ref(x_4);
if (lean_obj_tag(x_148) == 1)
{
uint8_t x_149; 
x_149 = lean_ctor_get_uint8(x_147, 0);
lean_dec_ref(x_147);
if (x_149 == 0)
{
lean_dec_ref(x_148);
x_16 = x_149;
goto block_20;
}
else
{
uint8_t x_150; 
x_150 = lean_ctor_get_uint8(x_148, 0);
lean_dec_ref(x_148);
x_16 = x_150;
goto block_20;
}
}
else
{
lean_dec(x_148);
lean_dec_ref(x_147);
goto block_15;
}
}
else
{
lean_dec_ref(x_147);
lean_dec(x_4);
goto block_15;
}
}
else
{
lean_dec(x_147);
lean_dec(x_4);
goto block_15;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_15;
}
}
default: 
{
lean_dec_ref(x_1);
if (lean_obj_tag(x_3) == 1)
{
lean_object* x_151; 
x_151 = lean_ctor_get(x_3, 0);
lean_inc(x_151);
lean_dec_ref(x_3);
if (lean_obj_tag(x_151) == 1)
{
if (lean_obj_tag(x_4) == 1)
{
lean_object* x_152; 
x_152 = lean_ctor_get(x_4, 0);
lean_inc(x_152);
lean_dec_ref(x_4);
if (lean_obj_tag(x_152) == 1)
{
uint8_t x_153; 
x_153 = lean_ctor_get_uint8(x_151, 0);
lean_dec_ref(x_151);
if (x_153 == 0)
{
uint8_t x_154; 
x_154 = lean_ctor_get_uint8(x_152, 0);
lean_dec_ref(x_152);
x_23 = x_154;
goto block_27;
}
else
{
lean_dec_ref(x_152);
x_23 = x_153;
goto block_27;
}
}
else
{
lean_dec(x_152);
lean_dec_ref(x_151);
goto block_22;
}
}
else
{
lean_dec_ref(x_151);
lean_dec(x_4);
goto block_22;
}
}
else
{
lean_dec(x_151);
lean_dec(x_4);
goto block_22;
}
}
else
{
lean_dec(x_4);
lean_dec(x_3);
goto block_22;
}
}
}
block_6:
{
lean_object* x_5; 
x_5 = l_Llmbda_Prim_eval2___redArg___closed__2;
return x_5;
}
block_11:
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; 
x_8 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_8, 0, x_7);
x_9 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_9, 0, x_8);
x_10 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_10, 0, x_9);
return x_10;
}
block_13:
{
lean_object* x_12; 
x_12 = l_Llmbda_Prim_eval2___redArg___closed__5;
return x_12;
}
block_15:
{
lean_object* x_14; 
x_14 = l_Llmbda_Prim_eval2___redArg___closed__8;
return x_14;
}
block_20:
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; 
x_17 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_17, 0, x_16);
x_18 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_18, 0, x_17);
x_19 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_19, 0, x_18);
return x_19;
}
block_22:
{
lean_object* x_21; 
x_21 = l_Llmbda_Prim_eval2___redArg___closed__11;
return x_21;
}
block_27:
{
lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_24 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_24, 0, x_23);
x_25 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_25, 0, x_24);
x_26 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_26, 0, x_25);
return x_26;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Prim_eval2___redArg(x_2, x_3, x_4, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = lean_unbox(x_3);
x_7 = l_Llmbda_Prim_eval2(x_1, x_2, x_6, x_4, x_5);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Prim_eval2___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = lean_unbox(x_2);
x_6 = l_Llmbda_Prim_eval2___redArg(x_1, x_5, x_3, x_4);
return x_6;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term_⊔__3", 11, 9);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16;
x_2 = lean_unsigned_to_nat(68u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1;
x_4 = lean_alloc_ctor(4, 4, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_2);
lean_ctor_set(x_4, 3, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__2;
return x_1;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____3__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1;
lean_inc(x_1);
x_6 = l_Lean_Syntax_isOfKind(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_2);
lean_dec(x_1);
x_7 = lean_box(1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_3);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; uint8_t x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 2);
lean_inc(x_10);
x_11 = lean_ctor_get(x_2, 5);
lean_inc(x_11);
lean_dec_ref(x_2);
x_12 = l_Lean_Syntax_getArg(x_1, x_4);
x_13 = lean_unsigned_to_nat(2u);
x_14 = l_Lean_Syntax_getArg(x_1, x_13);
lean_dec(x_1);
x_15 = 0;
x_16 = l_Lean_SourceInfo_fromRef(x_11, x_15);
lean_dec(x_11);
x_17 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
x_18 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6;
x_19 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9;
x_20 = l_Lean_addMacroScope(x_9, x_19, x_10);
x_21 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12;
lean_inc(x_16);
x_22 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_22, 0, x_16);
lean_ctor_set(x_22, 1, x_18);
lean_ctor_set(x_22, 2, x_20);
lean_ctor_set(x_22, 3, x_21);
x_23 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
lean_inc(x_16);
x_24 = l_Lean_Syntax_node2(x_16, x_23, x_12, x_14);
x_25 = l_Lean_Syntax_node2(x_16, x_17, x_22, x_24);
x_26 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_26, 0, x_25);
lean_ctor_set(x_26, 1, x_3);
return x_26;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__4(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = l_Lean_Syntax_getArg(x_1, x_8);
x_10 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_9);
x_11 = l_Lean_Syntax_isOfKind(x_9, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec(x_9);
lean_dec(x_1);
x_12 = lean_box(0);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_3);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = l_Lean_Syntax_getArg(x_1, x_14);
lean_dec(x_1);
x_16 = lean_unsigned_to_nat(2u);
lean_inc(x_15);
x_17 = l_Lean_Syntax_matchesNull(x_15, x_16);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
lean_dec(x_15);
lean_dec(x_9);
x_18 = lean_box(0);
x_19 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_19, 0, x_18);
lean_ctor_set(x_19, 1, x_3);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; uint8_t x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_20 = l_Lean_Syntax_getArg(x_15, x_8);
x_21 = l_Lean_Syntax_getArg(x_15, x_14);
lean_dec(x_15);
x_22 = l_Lean_replaceRef(x_9, x_2);
lean_dec(x_9);
x_23 = 0;
x_24 = l_Lean_SourceInfo_fromRef(x_22, x_23);
lean_dec(x_22);
x_25 = l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1;
x_26 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
lean_inc(x_24);
x_27 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_27, 0, x_24);
lean_ctor_set(x_27, 1, x_26);
x_28 = l_Lean_Syntax_node3(x_24, x_25, x_20, x_27, x_21);
x_29 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_29, 0, x_28);
lean_ctor_set(x_29, 1, x_3);
return x_29;
}
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__4___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__4(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term⊥_1", 9, 7);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3;
x_2 = lean_unsigned_to_nat(1024u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1;
x_4 = lean_alloc_ctor(3, 3, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__2;
return x_1;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1;
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec_ref(x_2);
x_6 = lean_box(1);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; 
x_8 = lean_ctor_get(x_2, 1);
lean_inc(x_8);
x_9 = lean_ctor_get(x_2, 2);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 5);
lean_inc(x_10);
lean_dec_ref(x_2);
x_11 = 0;
x_12 = l_Lean_SourceInfo_fromRef(x_10, x_11);
lean_dec(x_10);
x_13 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1;
x_14 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3;
x_15 = l_Lean_addMacroScope(x_8, x_14, x_9);
x_16 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6;
x_17 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_17, 0, x_12);
lean_ctor_set(x_17, 1, x_13);
lean_ctor_set(x_17, 2, x_15);
lean_ctor_set(x_17, 3, x_16);
x_18 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_18, 0, x_17);
lean_ctor_set(x_18, 1, x_3);
return x_18;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__2(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; uint8_t x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_8 = l_Lean_replaceRef(x_1, x_2);
lean_dec(x_1);
x_9 = 0;
x_10 = l_Lean_SourceInfo_fromRef(x_8, x_9);
lean_dec(x_8);
x_11 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1;
x_12 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2;
lean_inc(x_10);
x_13 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_13, 0, x_10);
lean_ctor_set(x_13, 1, x_12);
x_14 = l_Lean_Syntax_node1(x_10, x_11, x_13);
x_15 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_15, 0, x_14);
lean_ctor_set(x_15, 1, x_3);
return x_15;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__2___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__2(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term_⊔__4", 11, 9);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16;
x_2 = lean_unsigned_to_nat(68u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1;
x_4 = lean_alloc_ctor(4, 4, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_2);
lean_ctor_set(x_4, 3, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__2;
return x_1;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____4__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1;
lean_inc(x_1);
x_6 = l_Lean_Syntax_isOfKind(x_1, x_5);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_2);
lean_dec(x_1);
x_7 = lean_box(1);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_3);
return x_8;
}
else
{
lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; uint8_t x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 2);
lean_inc(x_10);
x_11 = lean_ctor_get(x_2, 5);
lean_inc(x_11);
lean_dec_ref(x_2);
x_12 = l_Lean_Syntax_getArg(x_1, x_4);
x_13 = lean_unsigned_to_nat(2u);
x_14 = l_Lean_Syntax_getArg(x_1, x_13);
lean_dec(x_1);
x_15 = 0;
x_16 = l_Lean_SourceInfo_fromRef(x_11, x_15);
lean_dec(x_11);
x_17 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
x_18 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6;
x_19 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9;
x_20 = l_Lean_addMacroScope(x_9, x_19, x_10);
x_21 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12;
lean_inc(x_16);
x_22 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_22, 0, x_16);
lean_ctor_set(x_22, 1, x_18);
lean_ctor_set(x_22, 2, x_20);
lean_ctor_set(x_22, 3, x_21);
x_23 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14;
lean_inc(x_16);
x_24 = l_Lean_Syntax_node2(x_16, x_23, x_12, x_14);
x_25 = l_Lean_Syntax_node2(x_16, x_17, x_22, x_24);
x_26 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_26, 0, x_25);
lean_ctor_set(x_26, 1, x_3);
return x_26;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__5(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_unsigned_to_nat(0u);
x_9 = l_Lean_Syntax_getArg(x_1, x_8);
x_10 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_9);
x_11 = l_Lean_Syntax_isOfKind(x_9, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec(x_9);
lean_dec(x_1);
x_12 = lean_box(0);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_3);
return x_13;
}
else
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; 
x_14 = lean_unsigned_to_nat(1u);
x_15 = l_Lean_Syntax_getArg(x_1, x_14);
lean_dec(x_1);
x_16 = lean_unsigned_to_nat(2u);
lean_inc(x_15);
x_17 = l_Lean_Syntax_matchesNull(x_15, x_16);
if (x_17 == 0)
{
lean_object* x_18; lean_object* x_19; 
lean_dec(x_15);
lean_dec(x_9);
x_18 = lean_box(0);
x_19 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_19, 0, x_18);
lean_ctor_set(x_19, 1, x_3);
return x_19;
}
else
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; uint8_t x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_20 = l_Lean_Syntax_getArg(x_15, x_8);
x_21 = l_Lean_Syntax_getArg(x_15, x_14);
lean_dec(x_15);
x_22 = l_Lean_replaceRef(x_9, x_2);
lean_dec(x_9);
x_23 = 0;
x_24 = l_Lean_SourceInfo_fromRef(x_22, x_23);
lean_dec(x_22);
x_25 = l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1;
x_26 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11;
lean_inc(x_24);
x_27 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_27, 0, x_24);
lean_ctor_set(x_27, 1, x_26);
x_28 = l_Lean_Syntax_node3(x_24, x_25, x_20, x_27, x_21);
x_29 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_29, 0, x_28);
lean_ctor_set(x_29, 1, x_3);
return x_29;
}
}
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__5___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__5(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("term⊥_2", 9, 7);
return x_1;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__0;
x_2 = l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6;
x_3 = l_Lean_Name_str___override(x_2, x_1);
return x_3;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__2() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; lean_object* x_4; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3;
x_2 = lean_unsigned_to_nat(1024u);
x_3 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1;
x_4 = lean_alloc_ctor(3, 3, 0);
lean_ctor_set(x_4, 0, x_3);
lean_ctor_set(x_4, 1, x_2);
lean_ctor_set(x_4, 2, x_1);
return x_4;
}
}
static lean_object* _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2() {
_start:
{
lean_object* x_1; 
x_1 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__2;
return x_1;
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__2__1(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1;
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec_ref(x_2);
x_6 = lean_box(1);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; 
x_8 = lean_ctor_get(x_2, 1);
lean_inc(x_8);
x_9 = lean_ctor_get(x_2, 2);
lean_inc(x_9);
x_10 = lean_ctor_get(x_2, 5);
lean_inc(x_10);
lean_dec_ref(x_2);
x_11 = 0;
x_12 = l_Lean_SourceInfo_fromRef(x_10, x_11);
lean_dec(x_10);
x_13 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1;
x_14 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3;
x_15 = l_Lean_addMacroScope(x_8, x_14, x_9);
x_16 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6;
x_17 = lean_alloc_ctor(3, 4, 0);
lean_ctor_set(x_17, 0, x_12);
lean_ctor_set(x_17, 1, x_13);
lean_ctor_set(x_17, 2, x_15);
lean_ctor_set(x_17, 3, x_16);
x_18 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_18, 0, x_17);
lean_ctor_set(x_18, 1, x_3);
return x_18;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__3(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; uint8_t x_5; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1;
lean_inc(x_1);
x_5 = l_Lean_Syntax_isOfKind(x_1, x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; 
lean_dec(x_1);
x_6 = lean_box(0);
x_7 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_7, 0, x_6);
lean_ctor_set(x_7, 1, x_3);
return x_7;
}
else
{
lean_object* x_8; uint8_t x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_8 = l_Lean_replaceRef(x_1, x_2);
lean_dec(x_1);
x_9 = 0;
x_10 = l_Lean_SourceInfo_fromRef(x_8, x_9);
lean_dec(x_8);
x_11 = l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1;
x_12 = l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2;
lean_inc(x_10);
x_13 = lean_alloc_ctor(2, 2, 0);
lean_ctor_set(x_13, 0, x_10);
lean_ctor_set(x_13, 1, x_12);
x_14 = l_Lean_Syntax_node1(x_10, x_11, x_13);
x_15 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_15, 0, x_14);
lean_ctor_set(x_15, 1, x_3);
return x_15;
}
}
}
LEAN_EXPORT lean_object* l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__3___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__bot__3(x_1, x_2, x_3);
lean_dec(x_2);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx___redArg(lean_object* x_1) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
case 1:
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
case 2:
{
lean_object* x_4; 
x_4 = lean_unsigned_to_nat(2u);
return x_4;
}
case 3:
{
lean_object* x_5; 
x_5 = lean_unsigned_to_nat(3u);
return x_5;
}
case 4:
{
lean_object* x_6; 
x_6 = lean_unsigned_to_nat(4u);
return x_6;
}
case 5:
{
lean_object* x_7; 
x_7 = lean_unsigned_to_nat(5u);
return x_7;
}
case 6:
{
lean_object* x_8; 
x_8 = lean_unsigned_to_nat(6u);
return x_8;
}
case 7:
{
lean_object* x_9; 
x_9 = lean_unsigned_to_nat(7u);
return x_9;
}
case 8:
{
lean_object* x_10; 
x_10 = lean_unsigned_to_nat(8u);
return x_10;
}
case 9:
{
lean_object* x_11; 
x_11 = lean_unsigned_to_nat(9u);
return x_11;
}
default: 
{
lean_object* x_12; 
x_12 = lean_unsigned_to_nat(10u);
return x_12;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorIdx___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorIdx(x_1, x_2);
lean_dec(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorIdx___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Error_ctorIdx___redArg(x_1);
lean_dec(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 2:
{
lean_object* x_3; lean_object* x_4; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_3);
lean_dec_ref(x_1);
x_4 = lean_apply_1(x_2, x_3);
return x_4;
}
case 3:
{
lean_object* x_5; lean_object* x_6; 
x_5 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_5);
lean_dec_ref(x_1);
x_6 = lean_apply_1(x_2, x_5);
return x_6;
}
case 5:
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_7 = lean_ctor_get(x_1, 0);
lean_inc(x_7);
x_8 = lean_ctor_get(x_1, 1);
lean_inc(x_8);
lean_dec_ref(x_1);
x_9 = lean_apply_2(x_2, x_7, x_8);
return x_9;
}
case 6:
{
lean_object* x_10; lean_object* x_11; 
x_10 = lean_ctor_get(x_1, 0);
lean_inc(x_10);
lean_dec_ref(x_1);
x_11 = lean_apply_1(x_2, x_10);
return x_11;
}
case 7:
{
lean_object* x_12; lean_object* x_13; 
x_12 = lean_ctor_get(x_1, 0);
lean_inc(x_12);
lean_dec_ref(x_1);
x_13 = lean_apply_1(x_2, x_12);
return x_13;
}
case 8:
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; 
x_14 = lean_ctor_get(x_1, 0);
lean_inc(x_14);
x_15 = lean_ctor_get(x_1, 1);
lean_inc(x_15);
lean_dec_ref(x_1);
x_16 = lean_apply_2(x_2, x_14, x_15);
return x_16;
}
case 9:
{
lean_object* x_17; lean_object* x_18; 
x_17 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_17);
lean_dec_ref(x_1);
x_18 = lean_apply_1(x_2, x_17);
return x_18;
}
case 10:
{
lean_object* x_19; lean_object* x_20; lean_object* x_21; 
x_19 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_19);
x_20 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_20);
lean_dec_ref(x_1);
x_21 = lean_apply_2(x_2, x_19, x_20);
return x_21;
}
default: 
{
lean_dec(x_1);
return x_2;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Error_ctorElim___redArg(x_4, x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Error_ctorElim(x_1, x_2, x_3, x_4, x_5, x_6);
lean_dec(x_3);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_outOfFuel_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_outOfFuel_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_depthExceeded_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_depthExceeded_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_unbound_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_unbound_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_typeError_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_typeError_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_overflow_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_overflow_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_assertFailed_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_assertFailed_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_illegalEndorse_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_illegalEndorse_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_clearDenied_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_clearDenied_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_upgradeDenied_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_upgradeDenied_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_noTool_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_noTool_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_badReply_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Error_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_badReply_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Error_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12, lean_object* x_13) {
_start:
{
switch (lean_obj_tag(x_1)) {
case 0:
{
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_2);
lean_inc(x_3);
return x_3;
}
case 1:
{
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_2);
lean_inc(x_4);
return x_4;
}
case 2:
{
lean_object* x_14; lean_object* x_15; lean_object* x_16; 
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
x_14 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_14);
lean_dec_ref(x_1);
x_15 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_15);
lean_dec(x_2);
x_16 = lean_apply_2(x_5, x_14, x_15);
return x_16;
}
case 3:
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; 
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_5);
x_17 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_17);
lean_dec_ref(x_1);
x_18 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_18);
lean_dec(x_2);
x_19 = lean_apply_2(x_6, x_17, x_18);
return x_19;
}
case 4:
{
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
lean_dec(x_2);
lean_inc(x_7);
return x_7;
}
case 5:
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; 
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_6);
lean_dec(x_5);
x_20 = lean_ctor_get(x_1, 0);
lean_inc(x_20);
x_21 = lean_ctor_get(x_1, 1);
lean_inc(x_21);
lean_dec_ref(x_1);
x_22 = lean_ctor_get(x_2, 0);
lean_inc(x_22);
x_23 = lean_ctor_get(x_2, 1);
lean_inc(x_23);
lean_dec(x_2);
x_24 = lean_apply_4(x_8, x_20, x_21, x_22, x_23);
return x_24;
}
case 6:
{
lean_object* x_25; lean_object* x_26; lean_object* x_27; 
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
x_25 = lean_ctor_get(x_1, 0);
lean_inc(x_25);
lean_dec_ref(x_1);
x_26 = lean_ctor_get(x_2, 0);
lean_inc(x_26);
lean_dec(x_2);
x_27 = lean_apply_2(x_9, x_25, x_26);
return x_27;
}
case 7:
{
lean_object* x_28; lean_object* x_29; lean_object* x_30; 
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
x_28 = lean_ctor_get(x_1, 0);
lean_inc(x_28);
lean_dec_ref(x_1);
x_29 = lean_ctor_get(x_2, 0);
lean_inc(x_29);
lean_dec(x_2);
x_30 = lean_apply_2(x_10, x_28, x_29);
return x_30;
}
case 8:
{
lean_object* x_31; lean_object* x_32; lean_object* x_33; lean_object* x_34; lean_object* x_35; 
lean_dec(x_13);
lean_dec(x_12);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
x_31 = lean_ctor_get(x_1, 0);
lean_inc(x_31);
x_32 = lean_ctor_get(x_1, 1);
lean_inc(x_32);
lean_dec_ref(x_1);
x_33 = lean_ctor_get(x_2, 0);
lean_inc(x_33);
x_34 = lean_ctor_get(x_2, 1);
lean_inc(x_34);
lean_dec(x_2);
x_35 = lean_apply_4(x_11, x_31, x_32, x_33, x_34);
return x_35;
}
case 9:
{
lean_object* x_36; lean_object* x_37; lean_object* x_38; 
lean_dec(x_13);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
x_36 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_36);
lean_dec_ref(x_1);
x_37 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_37);
lean_dec(x_2);
x_38 = lean_apply_2(x_12, x_36, x_37);
return x_38;
}
default: 
{
lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; 
lean_dec(x_12);
lean_dec(x_11);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
x_39 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_39);
x_40 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_40);
lean_dec_ref(x_1);
x_41 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_41);
x_42 = lean_ctor_get(x_2, 1);
lean_inc_ref(x_42);
lean_dec(x_2);
x_43 = lean_apply_4(x_13, x_39, x_40, x_41, x_42);
return x_43;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12, lean_object* x_13, lean_object* x_14, lean_object* x_15, lean_object* x_16) {
_start:
{
lean_object* x_17; 
x_17 = l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(x_3, x_4, x_6, x_7, x_8, x_9, x_10, x_11, x_12, x_13, x_14, x_15, x_16);
return x_17;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134____boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12, lean_object* x_13, lean_object* x_14, lean_object* x_15, lean_object* x_16) {
_start:
{
lean_object* x_17; 
x_17 = l_Llmbda_Error_match__on__same__ctor_het_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(x_1, x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10, x_11, x_12, x_13, x_14, x_15, x_16);
lean_dec(x_10);
lean_dec(x_7);
lean_dec(x_6);
return x_17;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134____boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12, lean_object* x_13) {
_start:
{
lean_object* x_14; 
x_14 = l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(x_1, x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10, x_11, x_12, x_13);
lean_dec(x_7);
lean_dec(x_4);
lean_dec(x_3);
return x_14;
}
}
static lean_object* _init_l_Llmbda_instDecidableEqError_decEq___redArg___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__0___boxed), 4, 0);
return x_1;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__3(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = lean_string_dec_eq(x_1, x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__3___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__3(x_1, x_2, x_3, x_4);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__1(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
lean_object* x_8; uint8_t x_9; 
lean_inc_ref(x_1);
x_8 = lean_apply_2(x_1, x_2, x_4);
x_9 = lean_unbox(x_8);
if (x_9 == 0)
{
uint8_t x_10; 
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
x_10 = lean_unbox(x_8);
return x_10;
}
else
{
lean_object* x_11; uint8_t x_12; 
x_11 = lean_apply_2(x_1, x_3, x_5);
x_12 = lean_unbox(x_11);
return x_12;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__1___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__1(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__0(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_apply_2(x_1, x_2, x_3);
x_7 = lean_unbox(x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__0___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__0(x_1, x_2, x_3, x_4, x_5);
x_7 = lean_box(x_6);
return x_7;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__2(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; uint8_t x_7; 
x_6 = lean_apply_2(x_1, x_2, x_3);
x_7 = lean_unbox(x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__2___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
uint8_t x_6; lean_object* x_7; 
x_6 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__2(x_1, x_2, x_3, x_4, x_5);
x_7 = lean_box(x_6);
return x_7;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__4(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
lean_object* x_8; uint8_t x_9; 
lean_inc_ref(x_1);
x_8 = lean_apply_2(x_1, x_2, x_4);
x_9 = lean_unbox(x_8);
if (x_9 == 0)
{
uint8_t x_10; 
lean_dec(x_5);
lean_dec(x_3);
lean_dec_ref(x_1);
x_10 = lean_unbox(x_8);
return x_10;
}
else
{
lean_object* x_11; uint8_t x_12; 
x_11 = lean_apply_2(x_1, x_3, x_5);
x_12 = lean_unbox(x_11);
return x_12;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__4___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
uint8_t x_8; lean_object* x_9; 
x_8 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__4(x_1, x_2, x_3, x_4, x_5, x_6, x_7);
x_9 = lean_box(x_8);
return x_9;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__5(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = lean_string_dec_eq(x_1, x_2);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__5___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__5(x_1, x_2, x_3, x_4);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg___lam__6(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
uint8_t x_7; 
x_7 = lean_string_dec_eq(x_1, x_3);
if (x_7 == 0)
{
return x_7;
}
else
{
uint8_t x_8; 
x_8 = l_Llmbda_instDecidableEqParseError_decEq(x_2, x_4);
return x_8;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___lam__6___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
uint8_t x_7; lean_object* x_8; 
x_7 = l_Llmbda_instDecidableEqError_decEq___redArg___lam__6(x_1, x_2, x_3, x_4, x_5, x_6);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_8 = lean_box(x_7);
return x_8;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = l_Llmbda_Error_ctorIdx___redArg(x_2);
x_5 = l_Llmbda_Error_ctorIdx___redArg(x_3);
x_6 = lean_nat_dec_eq(x_4, x_5);
lean_dec(x_5);
lean_dec(x_4);
if (x_6 == 0)
{
lean_dec(x_3);
lean_dec(x_2);
lean_dec_ref(x_1);
return x_6;
}
else
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; uint8_t x_19; 
x_7 = lean_box(x_6);
x_8 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqTerm_decEq___redArg___lam__13___boxed), 3, 1);
lean_closure_set(x_8, 0, x_7);
x_9 = l_Llmbda_instDecidableEqError_decEq___redArg___closed__0;
x_10 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__3___boxed), 4, 0);
lean_inc_ref(x_1);
x_11 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__1___boxed), 7, 1);
lean_closure_set(x_11, 0, x_1);
lean_inc_ref(x_1);
x_12 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__0___boxed), 5, 1);
lean_closure_set(x_12, 0, x_1);
lean_inc_ref(x_1);
x_13 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__2___boxed), 5, 1);
lean_closure_set(x_13, 0, x_1);
x_14 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__4___boxed), 7, 1);
lean_closure_set(x_14, 0, x_1);
x_15 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__5___boxed), 4, 0);
x_16 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqError_decEq___redArg___lam__6___boxed), 6, 0);
x_17 = l_Llmbda_Error_match__on__same__ctor_het___redArg_00___x40_LlmbdaExec_2111619821____hygCtx___hyg_134_(x_2, x_3, x_8, x_8, x_9, x_10, x_8, x_11, x_12, x_13, x_14, x_15, x_16);
lean_dec_ref(x_8);
x_18 = lean_apply_2(x_17, lean_box(0), lean_box(0));
x_19 = lean_unbox(x_18);
return x_19;
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError_decEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqError_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqError_decEq(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError_decEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqError_decEq___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqError_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqError___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqError_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqError(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqError___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqError___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedError_default(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = lean_box(0);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedError(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = lean_box(0);
return x_2;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState_decEq___redArg___lam__0(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqMessage_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState_decEq___redArg___lam__0___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqState_decEq___redArg___lam__0(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState_decEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_4 = lean_ctor_get(x_2, 0);
lean_inc(x_4);
x_5 = lean_ctor_get(x_2, 1);
lean_inc(x_5);
x_6 = lean_ctor_get(x_2, 2);
lean_inc(x_6);
lean_dec_ref(x_2);
x_7 = lean_ctor_get(x_3, 0);
lean_inc(x_7);
x_8 = lean_ctor_get(x_3, 1);
lean_inc(x_8);
x_9 = lean_ctor_get(x_3, 2);
lean_inc(x_9);
lean_dec_ref(x_3);
x_10 = lean_alloc_closure((void*)(l_Llmbda_instDecidableEqState_decEq___redArg___lam__0___boxed), 3, 1);
lean_closure_set(x_10, 0, x_1);
x_11 = l_Llmbda_Compiled_decEqList___redArg(x_10, x_4, x_7);
if (x_11 == 0)
{
lean_dec(x_9);
lean_dec(x_8);
lean_dec(x_6);
lean_dec(x_5);
return x_11;
}
else
{
uint8_t x_12; 
x_12 = lean_nat_dec_eq(x_5, x_8);
lean_dec(x_8);
lean_dec(x_5);
if (x_12 == 0)
{
lean_dec(x_9);
lean_dec(x_6);
return x_12;
}
else
{
uint8_t x_13; 
x_13 = lean_nat_dec_eq(x_6, x_9);
lean_dec(x_9);
lean_dec(x_6);
return x_13;
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState_decEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqState_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState_decEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqState_decEq(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState_decEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqState_decEq___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqState_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqState___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqState_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqState(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqState___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqState___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
static lean_object* _init_l_Llmbda_instInhabitedState_default___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_unsigned_to_nat(0u);
x_2 = lean_box(0);
x_3 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
lean_ctor_set(x_3, 2, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedState_default(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedState_default___closed__0;
return x_2;
}
}
static lean_object* _init_l_Llmbda_instInhabitedState___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedState_default(lean_box(0));
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedState(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedState___closed__0;
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx___redArg(lean_object* x_1) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_2; 
x_2 = lean_unsigned_to_nat(0u);
return x_2;
}
else
{
lean_object* x_3; 
x_3 = lean_unsigned_to_nat(1u);
return x_3;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Result_ctorIdx___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx___boxed(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Result_ctorIdx(x_1, x_2);
lean_dec_ref(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorIdx___redArg___boxed(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_Result_ctorIdx___redArg(x_1);
lean_dec_ref(x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorElim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_3);
x_4 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_4);
lean_dec_ref(x_1);
x_5 = lean_apply_2(x_2, x_3, x_4);
return x_5;
}
else
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; 
x_6 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_6);
x_7 = lean_ctor_get(x_1, 1);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_apply_2(x_2, x_6, x_7);
return x_8;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorElim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Result_ctorElim___redArg(x_4, x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ctorElim___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = l_Llmbda_Result_ctorElim(x_1, x_2, x_3, x_4, x_5, x_6);
lean_dec(x_3);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ok_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Result_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_ok_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Result_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_err_elim(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = l_Llmbda_Result_ctorElim___redArg(x_3, x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_err_elim___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Result_ctorElim___redArg(x_1, x_2);
return x_3;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult_decEq___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_2) == 0)
{
if (lean_obj_tag(x_3) == 0)
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; uint8_t x_8; 
x_4 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_4);
x_5 = lean_ctor_get(x_2, 1);
lean_inc_ref(x_5);
lean_dec_ref(x_2);
x_6 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_6);
x_7 = lean_ctor_get(x_3, 1);
lean_inc_ref(x_7);
lean_dec_ref(x_3);
lean_inc_ref(x_1);
x_8 = l_Llmbda_instDecidableEqState_decEq___redArg(x_1, x_4, x_6);
if (x_8 == 0)
{
lean_dec_ref(x_7);
lean_dec_ref(x_5);
lean_dec_ref(x_1);
return x_8;
}
else
{
uint8_t x_9; 
x_9 = l_Llmbda_instDecidableEqValue_decEq___redArg(x_1, x_5, x_7);
return x_9;
}
}
else
{
uint8_t x_10; 
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_10 = 0;
return x_10;
}
}
else
{
if (lean_obj_tag(x_3) == 0)
{
uint8_t x_11; 
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_11 = 0;
return x_11;
}
else
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; uint8_t x_16; 
x_12 = lean_ctor_get(x_2, 0);
lean_inc_ref(x_12);
x_13 = lean_ctor_get(x_2, 1);
lean_inc(x_13);
lean_dec_ref(x_2);
x_14 = lean_ctor_get(x_3, 0);
lean_inc_ref(x_14);
x_15 = lean_ctor_get(x_3, 1);
lean_inc(x_15);
lean_dec_ref(x_3);
lean_inc_ref(x_1);
x_16 = l_Llmbda_instDecidableEqState_decEq___redArg(x_1, x_12, x_14);
if (x_16 == 0)
{
lean_dec(x_15);
lean_dec(x_13);
lean_dec_ref(x_1);
return x_16;
}
else
{
uint8_t x_17; 
x_17 = l_Llmbda_instDecidableEqError_decEq___redArg(x_1, x_13, x_15);
return x_17;
}
}
}
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult_decEq(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqResult_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult_decEq___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqResult_decEq(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult_decEq___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqResult_decEq___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = l_Llmbda_instDecidableEqResult_decEq___redArg(x_2, x_3, x_4);
return x_5;
}
}
LEAN_EXPORT uint8_t l_Llmbda_instDecidableEqResult___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; 
x_4 = l_Llmbda_instDecidableEqResult_decEq___redArg(x_1, x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; lean_object* x_6; 
x_5 = l_Llmbda_instDecidableEqResult(x_1, x_2, x_3, x_4);
x_6 = lean_box(x_5);
return x_6;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instDecidableEqResult___redArg___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = l_Llmbda_instDecidableEqResult___redArg(x_1, x_2, x_3);
x_5 = lean_box(x_4);
return x_5;
}
}
static lean_object* _init_l_Llmbda_instInhabitedResult_default___closed__0() {
_start:
{
lean_object* x_1; lean_object* x_2; lean_object* x_3; 
x_1 = lean_box(0);
x_2 = l_Llmbda_instInhabitedState___closed__0;
x_3 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_3, 0, x_2);
lean_ctor_set(x_3, 1, x_1);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedResult_default(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedResult_default___closed__0;
return x_2;
}
}
static lean_object* _init_l_Llmbda_instInhabitedResult___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = l_Llmbda_instInhabitedResult_default(lean_box(0));
return x_1;
}
}
LEAN_EXPORT lean_object* l_Llmbda_instInhabitedResult(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = l_Llmbda_instInhabitedResult___closed__0;
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel___redArg___lam__0(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; uint8_t x_6; 
x_4 = lean_unsigned_to_nat(0u);
x_5 = lean_apply_2(x_1, x_4, x_2);
x_6 = lean_string_dec_eq(x_3, x_5);
lean_dec_ref(x_5);
if (x_6 == 0)
{
return x_4;
}
else
{
lean_object* x_7; 
x_7 = lean_unsigned_to_nat(1u);
return x_7;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel___redArg___lam__0___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Oracle_toModel___redArg___lam__0(x_1, x_2, x_3);
lean_dec_ref(x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel___redArg(lean_object* x_1) {
_start:
{
lean_object* x_2; 
x_2 = lean_alloc_closure((void*)(l_Llmbda_Oracle_toModel___redArg___lam__0___boxed), 3, 1);
lean_closure_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Oracle_toModel(lean_object* x_1, lean_object* x_2) {
_start:
{
lean_object* x_3; 
x_3 = l_Llmbda_Oracle_toModel___redArg(x_2);
return x_3;
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_bind___redArg(lean_object* x_1, lean_object* x_2) {
_start:
{
if (lean_obj_tag(x_1) == 0)
{
lean_object* x_3; lean_object* x_4; lean_object* x_5; 
x_3 = lean_ctor_get(x_1, 0);
lean_inc_ref(x_3);
x_4 = lean_ctor_get(x_1, 1);
lean_inc_ref(x_4);
lean_dec_ref(x_1);
x_5 = lean_apply_2(x_2, x_3, x_4);
return x_5;
}
else
{
lean_dec_ref(x_2);
return x_1;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_Result_bind(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; 
x_4 = l_Llmbda_Result_bind___redArg(x_2, x_3);
return x_4;
}
}
LEAN_EXPORT lean_object* l_Llmbda_primResult___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
if (lean_obj_tag(x_3) == 0)
{
lean_object* x_4; 
lean_dec(x_2);
x_4 = lean_ctor_get(x_3, 0);
lean_inc(x_4);
lean_dec_ref(x_3);
if (lean_obj_tag(x_4) == 0)
{
uint8_t x_5; 
x_5 = !lean_is_exclusive(x_4);
if (x_5 == 0)
{
lean_object* x_6; 
lean_ctor_set_tag(x_4, 3);
x_6 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_6, 0, x_1);
lean_ctor_set(x_6, 1, x_4);
return x_6;
}
else
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_7 = lean_ctor_get(x_4, 0);
lean_inc(x_7);
lean_dec(x_4);
x_8 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_8, 0, x_7);
x_9 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_9, 0, x_1);
lean_ctor_set(x_9, 1, x_8);
return x_9;
}
}
else
{
lean_object* x_10; lean_object* x_11; 
x_10 = lean_box(4);
x_11 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_11, 0, x_1);
lean_ctor_set(x_11, 1, x_10);
return x_11;
}
}
else
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
x_12 = lean_ctor_get(x_3, 0);
lean_inc(x_12);
lean_dec_ref(x_3);
x_13 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_13, 0, x_12);
lean_ctor_set(x_13, 1, x_2);
x_14 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_14, 0, x_1);
lean_ctor_set(x_14, 1, x_13);
return x_14;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_primResult(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = l_Llmbda_primResult___redArg(x_2, x_3, x_4);
return x_5;
}
}
static lean_object* _init_l_Llmbda_defaultMaxDepth() {
_start:
{
lean_object* x_1; 
x_1 = lean_unsigned_to_nat(10000u);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__0___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("application of a value that is not a function", 45, 45);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__0___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__0___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__0(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11) {
_start:
{
lean_object* x_12; 
x_12 = lean_ctor_get(x_1, 0);
switch (lean_obj_tag(x_12)) {
case 3:
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; 
lean_inc_ref(x_12);
x_13 = lean_ctor_get(x_1, 1);
lean_inc(x_13);
lean_dec_ref(x_1);
x_14 = lean_ctor_get(x_12, 0);
lean_inc_ref(x_14);
x_15 = lean_ctor_get(x_12, 1);
lean_inc(x_15);
lean_dec_ref(x_12);
x_16 = lean_ctor_get(x_2, 0);
lean_inc(x_16);
lean_dec_ref(x_2);
x_17 = lean_apply_2(x_16, x_3, x_13);
x_18 = l_Llmbda_Value_toTerm___redArg(x_11);
x_19 = l_Llmbda_Term_subst___redArg(x_15, x_14, x_18);
lean_dec(x_18);
lean_dec_ref(x_14);
x_20 = l_Llmbda_peval___redArg(x_4, x_5, x_6, x_7, x_8, x_9, x_17, x_10, x_19);
return x_20;
}
case 4:
{
uint8_t x_21; 
lean_inc_ref(x_12);
x_21 = !lean_is_exclusive(x_1);
if (x_21 == 0)
{
lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; lean_object* x_32; 
x_22 = lean_ctor_get(x_1, 1);
x_23 = lean_ctor_get(x_1, 0);
lean_dec(x_23);
x_24 = lean_ctor_get(x_12, 0);
lean_inc_ref(x_24);
x_25 = lean_ctor_get(x_12, 1);
x_26 = lean_ctor_get(x_12, 2);
x_27 = lean_ctor_get(x_2, 0);
lean_inc(x_27);
lean_dec_ref(x_2);
lean_inc(x_22);
x_28 = lean_apply_2(x_27, x_3, x_22);
x_29 = l_Llmbda_Value_toTerm___redArg(x_11);
lean_inc(x_26);
x_30 = l_Llmbda_Term_subst___redArg(x_26, x_25, x_29);
lean_dec(x_29);
lean_ctor_set_tag(x_1, 22);
x_31 = l_Llmbda_Term_subst___redArg(x_30, x_24, x_1);
lean_dec_ref(x_1);
lean_dec_ref(x_24);
x_32 = l_Llmbda_peval___redArg(x_4, x_5, x_6, x_7, x_8, x_9, x_28, x_10, x_31);
return x_32;
}
else
{
lean_object* x_33; lean_object* x_34; lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; 
x_33 = lean_ctor_get(x_1, 1);
lean_inc(x_33);
lean_dec(x_1);
x_34 = lean_ctor_get(x_12, 0);
lean_inc_ref(x_34);
x_35 = lean_ctor_get(x_12, 1);
x_36 = lean_ctor_get(x_12, 2);
x_37 = lean_ctor_get(x_2, 0);
lean_inc(x_37);
lean_dec_ref(x_2);
lean_inc(x_33);
x_38 = lean_apply_2(x_37, x_3, x_33);
x_39 = l_Llmbda_Value_toTerm___redArg(x_11);
lean_inc(x_36);
x_40 = l_Llmbda_Term_subst___redArg(x_36, x_35, x_39);
lean_dec(x_39);
x_41 = lean_alloc_ctor(22, 2, 0);
lean_ctor_set(x_41, 0, x_12);
lean_ctor_set(x_41, 1, x_33);
x_42 = l_Llmbda_Term_subst___redArg(x_40, x_34, x_41);
lean_dec_ref(x_41);
lean_dec_ref(x_34);
x_43 = l_Llmbda_peval___redArg(x_4, x_5, x_6, x_7, x_8, x_9, x_38, x_10, x_42);
return x_43;
}
}
default: 
{
uint8_t x_44; 
lean_dec_ref(x_11);
lean_dec(x_9);
lean_dec_ref(x_8);
lean_dec_ref(x_7);
lean_dec_ref(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec(x_3);
lean_dec_ref(x_2);
x_44 = !lean_is_exclusive(x_1);
if (x_44 == 0)
{
lean_object* x_45; lean_object* x_46; lean_object* x_47; 
x_45 = lean_ctor_get(x_1, 1);
lean_dec(x_45);
x_46 = lean_ctor_get(x_1, 0);
lean_dec(x_46);
x_47 = l_Llmbda_peval___redArg___lam__0___closed__1;
lean_ctor_set_tag(x_1, 1);
lean_ctor_set(x_1, 1, x_47);
lean_ctor_set(x_1, 0, x_10);
return x_1;
}
else
{
lean_object* x_48; lean_object* x_49; 
lean_dec(x_1);
x_48 = l_Llmbda_peval___redArg___lam__0___closed__1;
x_49 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_49, 0, x_10);
lean_ctor_set(x_49, 1, x_48);
return x_49;
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__1(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11) {
_start:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
lean_inc(x_8);
lean_inc_ref(x_7);
lean_inc_ref(x_6);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc(x_2);
x_12 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__0), 11, 9);
lean_closure_set(x_12, 0, x_11);
lean_closure_set(x_12, 1, x_1);
lean_closure_set(x_12, 2, x_2);
lean_closure_set(x_12, 3, x_3);
lean_closure_set(x_12, 4, x_4);
lean_closure_set(x_12, 5, x_5);
lean_closure_set(x_12, 6, x_6);
lean_closure_set(x_12, 7, x_7);
lean_closure_set(x_12, 8, x_8);
x_13 = l_Llmbda_peval___redArg(x_3, x_4, x_5, x_6, x_7, x_8, x_2, x_10, x_9);
x_14 = l_Llmbda_Result_bind___redArg(x_13, x_12);
return x_14;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__2___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("if: the condition is not a boolean", 34, 34);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__2___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__2___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__2(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12) {
_start:
{
lean_object* x_16; 
x_16 = lean_ctor_get(x_12, 0);
if (lean_obj_tag(x_16) == 1)
{
lean_object* x_17; 
x_17 = lean_ctor_get(x_16, 0);
if (lean_obj_tag(x_17) == 1)
{
uint8_t x_18; 
x_18 = lean_ctor_get_uint8(x_17, 0);
if (x_18 == 0)
{
lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; 
lean_dec(x_10);
x_19 = lean_ctor_get(x_12, 1);
lean_inc(x_19);
lean_dec_ref(x_12);
x_20 = lean_ctor_get(x_1, 0);
lean_inc(x_20);
lean_dec_ref(x_1);
x_21 = lean_apply_2(x_20, x_2, x_19);
x_22 = l_Llmbda_peval___redArg(x_3, x_4, x_5, x_6, x_7, x_8, x_21, x_11, x_9);
return x_22;
}
else
{
lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; 
lean_dec(x_9);
x_23 = lean_ctor_get(x_12, 1);
lean_inc(x_23);
lean_dec_ref(x_12);
x_24 = lean_ctor_get(x_1, 0);
lean_inc(x_24);
lean_dec_ref(x_1);
x_25 = lean_apply_2(x_24, x_2, x_23);
x_26 = l_Llmbda_peval___redArg(x_3, x_4, x_5, x_6, x_7, x_8, x_25, x_11, x_10);
return x_26;
}
}
else
{
lean_dec_ref(x_12);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec_ref(x_7);
lean_dec_ref(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec(x_2);
lean_dec_ref(x_1);
goto block_15;
}
}
else
{
lean_dec_ref(x_12);
lean_dec(x_10);
lean_dec(x_9);
lean_dec(x_8);
lean_dec_ref(x_7);
lean_dec_ref(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec(x_2);
lean_dec_ref(x_1);
goto block_15;
}
block_15:
{
lean_object* x_13; lean_object* x_14; 
x_13 = l_Llmbda_peval___redArg___lam__2___closed__1;
x_14 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_14, 0, x_11);
lean_ctor_set(x_14, 1, x_13);
return x_14;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__3(uint8_t x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_4; lean_object* x_5; lean_object* x_6; lean_object* x_7; 
x_4 = lean_ctor_get(x_3, 0);
lean_inc(x_4);
x_5 = lean_ctor_get(x_3, 1);
lean_inc(x_5);
lean_dec_ref(x_3);
x_6 = l_Llmbda_Prim_eval1___redArg(x_1, x_4);
x_7 = l_Llmbda_primResult___redArg(x_2, x_5, x_6);
return x_7;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__3___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
uint8_t x_4; lean_object* x_5; 
x_4 = lean_unbox(x_1);
x_5 = l_Llmbda_peval___redArg___lam__3(x_4, x_2, x_3);
return x_5;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__4(lean_object* x_1, lean_object* x_2, lean_object* x_3, uint8_t x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; 
x_7 = lean_ctor_get(x_1, 0);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_ctor_get(x_2, 0);
lean_inc(x_8);
x_9 = lean_ctor_get(x_2, 1);
lean_inc(x_9);
lean_dec_ref(x_2);
x_10 = lean_ctor_get(x_6, 0);
lean_inc(x_10);
x_11 = lean_ctor_get(x_6, 1);
lean_inc(x_11);
lean_dec_ref(x_6);
x_12 = lean_apply_2(x_7, x_9, x_11);
x_13 = l_Llmbda_Prim_eval2___redArg(x_3, x_4, x_8, x_10);
x_14 = l_Llmbda_primResult___redArg(x_5, x_12, x_13);
return x_14;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__4___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
uint8_t x_7; lean_object* x_8; 
x_7 = lean_unbox(x_4);
x_8 = l_Llmbda_peval___redArg___lam__4(x_1, x_2, x_3, x_7, x_5, x_6);
return x_8;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__5(lean_object* x_1, lean_object* x_2, uint8_t x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12) {
_start:
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; 
x_13 = lean_box(x_3);
lean_inc_ref(x_2);
x_14 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__4___boxed), 6, 4);
lean_closure_set(x_14, 0, x_1);
lean_closure_set(x_14, 1, x_12);
lean_closure_set(x_14, 2, x_2);
lean_closure_set(x_14, 3, x_13);
x_15 = l_Llmbda_peval___redArg(x_4, x_2, x_5, x_6, x_7, x_8, x_9, x_11, x_10);
x_16 = l_Llmbda_Result_bind___redArg(x_15, x_14);
return x_16;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__5___boxed(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12) {
_start:
{
uint8_t x_13; lean_object* x_14; 
x_13 = lean_unbox(x_3);
x_14 = l_Llmbda_peval___redArg___lam__5(x_1, x_2, x_13, x_4, x_5, x_6, x_7, x_8, x_9, x_10, x_11, x_12);
return x_14;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__6(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_5 = l_Llmbda_Value_toTerm___redArg(x_1);
x_6 = l_Llmbda_Value_toTerm___redArg(x_4);
x_7 = lean_alloc_ctor(9, 2, 0);
lean_ctor_set(x_7, 0, x_5);
lean_ctor_set(x_7, 1, x_6);
x_8 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_8, 0, x_7);
lean_ctor_set(x_8, 1, x_2);
x_9 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_9, 0, x_3);
lean_ctor_set(x_9, 1, x_8);
return x_9;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__7(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10) {
_start:
{
lean_object* x_11; lean_object* x_12; lean_object* x_13; 
lean_inc(x_1);
x_11 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__6), 4, 2);
lean_closure_set(x_11, 0, x_10);
lean_closure_set(x_11, 1, x_1);
x_12 = l_Llmbda_peval___redArg(x_2, x_3, x_4, x_5, x_6, x_7, x_1, x_9, x_8);
x_13 = l_Llmbda_Result_bind___redArg(x_12, x_11);
return x_13;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__8___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("fst: not a pair", 15, 15);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__8___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__8___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__8(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_7; 
x_7 = lean_ctor_get(x_3, 0);
if (lean_obj_tag(x_7) == 9)
{
lean_object* x_8; 
x_8 = lean_ctor_get(x_7, 0);
lean_inc(x_8);
if (lean_obj_tag(x_8) == 22)
{
uint8_t x_9; 
x_9 = !lean_is_exclusive(x_3);
if (x_9 == 0)
{
lean_object* x_10; lean_object* x_11; uint8_t x_12; 
x_10 = lean_ctor_get(x_3, 1);
x_11 = lean_ctor_get(x_3, 0);
lean_dec(x_11);
x_12 = !lean_is_exclusive(x_8);
if (x_12 == 0)
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; 
x_13 = lean_ctor_get(x_8, 0);
x_14 = lean_ctor_get(x_8, 1);
x_15 = lean_ctor_get(x_1, 0);
lean_inc(x_15);
lean_dec_ref(x_1);
x_16 = lean_apply_2(x_15, x_14, x_10);
lean_ctor_set(x_3, 1, x_16);
lean_ctor_set(x_3, 0, x_13);
lean_ctor_set_tag(x_8, 0);
lean_ctor_set(x_8, 1, x_3);
lean_ctor_set(x_8, 0, x_2);
return x_8;
}
else
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; 
x_17 = lean_ctor_get(x_8, 0);
x_18 = lean_ctor_get(x_8, 1);
lean_inc(x_18);
lean_inc(x_17);
lean_dec(x_8);
x_19 = lean_ctor_get(x_1, 0);
lean_inc(x_19);
lean_dec_ref(x_1);
x_20 = lean_apply_2(x_19, x_18, x_10);
lean_ctor_set(x_3, 1, x_20);
lean_ctor_set(x_3, 0, x_17);
x_21 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_21, 0, x_2);
lean_ctor_set(x_21, 1, x_3);
return x_21;
}
}
else
{
lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_22 = lean_ctor_get(x_3, 1);
lean_inc(x_22);
lean_dec(x_3);
x_23 = lean_ctor_get(x_8, 0);
lean_inc(x_23);
x_24 = lean_ctor_get(x_8, 1);
lean_inc(x_24);
if (lean_is_exclusive(x_8)) {
 lean_ctor_release(x_8, 0);
 lean_ctor_release(x_8, 1);
 x_25 = x_8;
} else {
 lean_dec_ref(x_8);
 x_25 = lean_box(0);
}
x_26 = lean_ctor_get(x_1, 0);
lean_inc(x_26);
lean_dec_ref(x_1);
x_27 = lean_apply_2(x_26, x_24, x_22);
x_28 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_28, 0, x_23);
lean_ctor_set(x_28, 1, x_27);
if (lean_is_scalar(x_25)) {
 x_29 = lean_alloc_ctor(0, 2, 0);
} else {
 x_29 = x_25;
 lean_ctor_set_tag(x_29, 0);
}
lean_ctor_set(x_29, 0, x_2);
lean_ctor_set(x_29, 1, x_28);
return x_29;
}
}
else
{
lean_dec(x_8);
lean_dec_ref(x_3);
lean_dec_ref(x_1);
goto block_6;
}
}
else
{
lean_dec_ref(x_3);
lean_dec_ref(x_1);
goto block_6;
}
block_6:
{
lean_object* x_4; lean_object* x_5; 
x_4 = l_Llmbda_peval___redArg___lam__8___closed__1;
x_5 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_5, 0, x_2);
lean_ctor_set(x_5, 1, x_4);
return x_5;
}
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__9___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("snd: not a pair", 15, 15);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__9___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__9___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__9(lean_object* x_1, lean_object* x_2, lean_object* x_3) {
_start:
{
lean_object* x_7; 
x_7 = lean_ctor_get(x_3, 0);
if (lean_obj_tag(x_7) == 9)
{
lean_object* x_8; 
x_8 = lean_ctor_get(x_7, 1);
lean_inc(x_8);
if (lean_obj_tag(x_8) == 22)
{
uint8_t x_9; 
x_9 = !lean_is_exclusive(x_3);
if (x_9 == 0)
{
lean_object* x_10; lean_object* x_11; uint8_t x_12; 
x_10 = lean_ctor_get(x_3, 1);
x_11 = lean_ctor_get(x_3, 0);
lean_dec(x_11);
x_12 = !lean_is_exclusive(x_8);
if (x_12 == 0)
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; 
x_13 = lean_ctor_get(x_8, 0);
x_14 = lean_ctor_get(x_8, 1);
x_15 = lean_ctor_get(x_1, 0);
lean_inc(x_15);
lean_dec_ref(x_1);
x_16 = lean_apply_2(x_15, x_14, x_10);
lean_ctor_set(x_3, 1, x_16);
lean_ctor_set(x_3, 0, x_13);
lean_ctor_set_tag(x_8, 0);
lean_ctor_set(x_8, 1, x_3);
lean_ctor_set(x_8, 0, x_2);
return x_8;
}
else
{
lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; 
x_17 = lean_ctor_get(x_8, 0);
x_18 = lean_ctor_get(x_8, 1);
lean_inc(x_18);
lean_inc(x_17);
lean_dec(x_8);
x_19 = lean_ctor_get(x_1, 0);
lean_inc(x_19);
lean_dec_ref(x_1);
x_20 = lean_apply_2(x_19, x_18, x_10);
lean_ctor_set(x_3, 1, x_20);
lean_ctor_set(x_3, 0, x_17);
x_21 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_21, 0, x_2);
lean_ctor_set(x_21, 1, x_3);
return x_21;
}
}
else
{
lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; 
x_22 = lean_ctor_get(x_3, 1);
lean_inc(x_22);
lean_dec(x_3);
x_23 = lean_ctor_get(x_8, 0);
lean_inc(x_23);
x_24 = lean_ctor_get(x_8, 1);
lean_inc(x_24);
if (lean_is_exclusive(x_8)) {
 lean_ctor_release(x_8, 0);
 lean_ctor_release(x_8, 1);
 x_25 = x_8;
} else {
 lean_dec_ref(x_8);
 x_25 = lean_box(0);
}
x_26 = lean_ctor_get(x_1, 0);
lean_inc(x_26);
lean_dec_ref(x_1);
x_27 = lean_apply_2(x_26, x_24, x_22);
x_28 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_28, 0, x_23);
lean_ctor_set(x_28, 1, x_27);
if (lean_is_scalar(x_25)) {
 x_29 = lean_alloc_ctor(0, 2, 0);
} else {
 x_29 = x_25;
 lean_ctor_set_tag(x_29, 0);
}
lean_ctor_set(x_29, 0, x_2);
lean_ctor_set(x_29, 1, x_28);
return x_29;
}
}
else
{
lean_dec(x_8);
lean_dec_ref(x_3);
lean_dec_ref(x_1);
goto block_6;
}
}
else
{
lean_dec_ref(x_3);
lean_dec_ref(x_1);
goto block_6;
}
block_6:
{
lean_object* x_4; lean_object* x_5; 
x_4 = l_Llmbda_peval___redArg___lam__9___closed__1;
x_5 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_5, 0, x_2);
lean_ctor_set(x_5, 1, x_4);
return x_5;
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__10(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
uint8_t x_5; 
x_5 = !lean_is_exclusive(x_4);
if (x_5 == 0)
{
lean_object* x_6; lean_object* x_7; lean_object* x_8; lean_object* x_9; 
x_6 = lean_ctor_get(x_4, 1);
x_7 = lean_ctor_get(x_1, 0);
lean_inc(x_7);
lean_dec_ref(x_1);
x_8 = lean_apply_2(x_7, x_6, x_2);
lean_ctor_set(x_4, 1, x_8);
x_9 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_9, 0, x_3);
lean_ctor_set(x_9, 1, x_4);
return x_9;
}
else
{
lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_10 = lean_ctor_get(x_4, 0);
x_11 = lean_ctor_get(x_4, 1);
lean_inc(x_11);
lean_inc(x_10);
lean_dec(x_4);
x_12 = lean_ctor_get(x_1, 0);
lean_inc(x_12);
lean_dec_ref(x_1);
x_13 = lean_apply_2(x_12, x_11, x_2);
x_14 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_14, 0, x_10);
lean_ctor_set(x_14, 1, x_13);
x_15 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_15, 0, x_3);
lean_ctor_set(x_15, 1, x_14);
return x_15;
}
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__11___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("e1 : e2: e1 is not a label", 26, 26);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__11___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__11___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__11(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4) {
_start:
{
lean_object* x_5; 
x_5 = lean_ctor_get(x_1, 0);
if (lean_obj_tag(x_5) == 2)
{
uint8_t x_6; 
lean_inc_ref(x_5);
x_6 = !lean_is_exclusive(x_1);
if (x_6 == 0)
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; uint8_t x_10; 
x_7 = lean_ctor_get(x_1, 1);
x_8 = lean_ctor_get(x_1, 0);
lean_dec(x_8);
x_9 = lean_ctor_get(x_5, 0);
lean_inc(x_9);
lean_dec_ref(x_5);
x_10 = !lean_is_exclusive(x_4);
if (x_10 == 0)
{
lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; 
x_11 = lean_ctor_get(x_4, 1);
x_12 = lean_ctor_get(x_2, 0);
lean_inc(x_12);
lean_dec_ref(x_2);
lean_inc(x_12);
x_13 = lean_apply_2(x_12, x_11, x_9);
x_14 = lean_apply_2(x_12, x_13, x_7);
lean_ctor_set(x_4, 1, x_14);
lean_ctor_set(x_1, 1, x_4);
lean_ctor_set(x_1, 0, x_3);
return x_1;
}
else
{
lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; 
x_15 = lean_ctor_get(x_4, 0);
x_16 = lean_ctor_get(x_4, 1);
lean_inc(x_16);
lean_inc(x_15);
lean_dec(x_4);
x_17 = lean_ctor_get(x_2, 0);
lean_inc(x_17);
lean_dec_ref(x_2);
lean_inc(x_17);
x_18 = lean_apply_2(x_17, x_16, x_9);
x_19 = lean_apply_2(x_17, x_18, x_7);
x_20 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_20, 0, x_15);
lean_ctor_set(x_20, 1, x_19);
lean_ctor_set(x_1, 1, x_20);
lean_ctor_set(x_1, 0, x_3);
return x_1;
}
}
else
{
lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; 
x_21 = lean_ctor_get(x_1, 1);
lean_inc(x_21);
lean_dec(x_1);
x_22 = lean_ctor_get(x_5, 0);
lean_inc(x_22);
lean_dec_ref(x_5);
x_23 = lean_ctor_get(x_4, 0);
lean_inc(x_23);
x_24 = lean_ctor_get(x_4, 1);
lean_inc(x_24);
if (lean_is_exclusive(x_4)) {
 lean_ctor_release(x_4, 0);
 lean_ctor_release(x_4, 1);
 x_25 = x_4;
} else {
 lean_dec_ref(x_4);
 x_25 = lean_box(0);
}
x_26 = lean_ctor_get(x_2, 0);
lean_inc(x_26);
lean_dec_ref(x_2);
lean_inc(x_26);
x_27 = lean_apply_2(x_26, x_24, x_22);
x_28 = lean_apply_2(x_26, x_27, x_21);
if (lean_is_scalar(x_25)) {
 x_29 = lean_alloc_ctor(0, 2, 0);
} else {
 x_29 = x_25;
}
lean_ctor_set(x_29, 0, x_23);
lean_ctor_set(x_29, 1, x_28);
x_30 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_30, 0, x_3);
lean_ctor_set(x_30, 1, x_29);
return x_30;
}
}
else
{
uint8_t x_31; 
lean_dec_ref(x_4);
lean_dec_ref(x_2);
x_31 = !lean_is_exclusive(x_1);
if (x_31 == 0)
{
lean_object* x_32; lean_object* x_33; lean_object* x_34; 
x_32 = lean_ctor_get(x_1, 1);
lean_dec(x_32);
x_33 = lean_ctor_get(x_1, 0);
lean_dec(x_33);
x_34 = l_Llmbda_peval___redArg___lam__11___closed__1;
lean_ctor_set_tag(x_1, 1);
lean_ctor_set(x_1, 1, x_34);
lean_ctor_set(x_1, 0, x_3);
return x_1;
}
else
{
lean_object* x_35; lean_object* x_36; 
lean_dec(x_1);
x_35 = l_Llmbda_peval___redArg___lam__11___closed__1;
x_36 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_36, 0, x_3);
lean_ctor_set(x_36, 1, x_35);
return x_36;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__12(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11) {
_start:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
x_12 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__11), 4, 2);
lean_closure_set(x_12, 0, x_11);
lean_closure_set(x_12, 1, x_1);
x_13 = l_Llmbda_peval___redArg(x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_10, x_9);
x_14 = l_Llmbda_Result_bind___redArg(x_13, x_12);
return x_14;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__13___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("e1 \? e2: e2 is not a label", 26, 26);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__13___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__13___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__13(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; 
x_7 = lean_ctor_get(x_6, 0);
lean_inc(x_7);
if (lean_obj_tag(x_7) == 2)
{
uint8_t x_8; 
x_8 = !lean_is_exclusive(x_6);
if (x_8 == 0)
{
lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_9 = lean_ctor_get(x_6, 1);
x_10 = lean_ctor_get(x_6, 0);
lean_dec(x_10);
x_11 = !lean_is_exclusive(x_7);
if (x_11 == 0)
{
uint8_t x_12; 
x_12 = !lean_is_exclusive(x_1);
if (x_12 == 0)
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; uint8_t x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; 
x_13 = lean_ctor_get(x_7, 0);
x_14 = lean_ctor_get(x_1, 1);
x_15 = lean_ctor_get(x_1, 0);
lean_dec(x_15);
x_16 = lean_ctor_get(x_2, 0);
lean_inc(x_16);
lean_inc(x_14);
x_17 = l_Llmbda_flows___redArg(x_2, x_3, x_14, x_13);
x_18 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_18, 0, x_17);
lean_ctor_set_tag(x_7, 1);
lean_ctor_set(x_7, 0, x_18);
lean_inc(x_16);
x_19 = lean_apply_2(x_16, x_4, x_14);
x_20 = lean_apply_2(x_16, x_19, x_9);
lean_ctor_set(x_1, 1, x_20);
lean_ctor_set(x_1, 0, x_7);
lean_ctor_set(x_6, 1, x_1);
lean_ctor_set(x_6, 0, x_5);
return x_6;
}
else
{
lean_object* x_21; lean_object* x_22; lean_object* x_23; uint8_t x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; 
x_21 = lean_ctor_get(x_7, 0);
x_22 = lean_ctor_get(x_1, 1);
lean_inc(x_22);
lean_dec(x_1);
x_23 = lean_ctor_get(x_2, 0);
lean_inc(x_23);
lean_inc(x_22);
x_24 = l_Llmbda_flows___redArg(x_2, x_3, x_22, x_21);
x_25 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_25, 0, x_24);
lean_ctor_set_tag(x_7, 1);
lean_ctor_set(x_7, 0, x_25);
lean_inc(x_23);
x_26 = lean_apply_2(x_23, x_4, x_22);
x_27 = lean_apply_2(x_23, x_26, x_9);
x_28 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_28, 0, x_7);
lean_ctor_set(x_28, 1, x_27);
lean_ctor_set(x_6, 1, x_28);
lean_ctor_set(x_6, 0, x_5);
return x_6;
}
}
else
{
lean_object* x_29; lean_object* x_30; lean_object* x_31; lean_object* x_32; uint8_t x_33; lean_object* x_34; lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; 
x_29 = lean_ctor_get(x_7, 0);
lean_inc(x_29);
lean_dec(x_7);
x_30 = lean_ctor_get(x_1, 1);
lean_inc(x_30);
if (lean_is_exclusive(x_1)) {
 lean_ctor_release(x_1, 0);
 lean_ctor_release(x_1, 1);
 x_31 = x_1;
} else {
 lean_dec_ref(x_1);
 x_31 = lean_box(0);
}
x_32 = lean_ctor_get(x_2, 0);
lean_inc(x_32);
lean_inc(x_30);
x_33 = l_Llmbda_flows___redArg(x_2, x_3, x_30, x_29);
x_34 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_34, 0, x_33);
x_35 = lean_alloc_ctor(1, 1, 0);
lean_ctor_set(x_35, 0, x_34);
lean_inc(x_32);
x_36 = lean_apply_2(x_32, x_4, x_30);
x_37 = lean_apply_2(x_32, x_36, x_9);
if (lean_is_scalar(x_31)) {
 x_38 = lean_alloc_ctor(0, 2, 0);
} else {
 x_38 = x_31;
}
lean_ctor_set(x_38, 0, x_35);
lean_ctor_set(x_38, 1, x_37);
lean_ctor_set(x_6, 1, x_38);
lean_ctor_set(x_6, 0, x_5);
return x_6;
}
}
else
{
lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; lean_object* x_44; uint8_t x_45; lean_object* x_46; lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; 
x_39 = lean_ctor_get(x_6, 1);
lean_inc(x_39);
lean_dec(x_6);
x_40 = lean_ctor_get(x_7, 0);
lean_inc(x_40);
if (lean_is_exclusive(x_7)) {
 lean_ctor_release(x_7, 0);
 x_41 = x_7;
} else {
 lean_dec_ref(x_7);
 x_41 = lean_box(0);
}
x_42 = lean_ctor_get(x_1, 1);
lean_inc(x_42);
if (lean_is_exclusive(x_1)) {
 lean_ctor_release(x_1, 0);
 lean_ctor_release(x_1, 1);
 x_43 = x_1;
} else {
 lean_dec_ref(x_1);
 x_43 = lean_box(0);
}
x_44 = lean_ctor_get(x_2, 0);
lean_inc(x_44);
lean_inc(x_42);
x_45 = l_Llmbda_flows___redArg(x_2, x_3, x_42, x_40);
x_46 = lean_alloc_ctor(1, 0, 1);
lean_ctor_set_uint8(x_46, 0, x_45);
if (lean_is_scalar(x_41)) {
 x_47 = lean_alloc_ctor(1, 1, 0);
} else {
 x_47 = x_41;
 lean_ctor_set_tag(x_47, 1);
}
lean_ctor_set(x_47, 0, x_46);
lean_inc(x_44);
x_48 = lean_apply_2(x_44, x_4, x_42);
x_49 = lean_apply_2(x_44, x_48, x_39);
if (lean_is_scalar(x_43)) {
 x_50 = lean_alloc_ctor(0, 2, 0);
} else {
 x_50 = x_43;
}
lean_ctor_set(x_50, 0, x_47);
lean_ctor_set(x_50, 1, x_49);
x_51 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_51, 0, x_5);
lean_ctor_set(x_51, 1, x_50);
return x_51;
}
}
else
{
uint8_t x_52; 
lean_dec(x_7);
lean_dec(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_52 = !lean_is_exclusive(x_6);
if (x_52 == 0)
{
lean_object* x_53; lean_object* x_54; lean_object* x_55; 
x_53 = lean_ctor_get(x_6, 1);
lean_dec(x_53);
x_54 = lean_ctor_get(x_6, 0);
lean_dec(x_54);
x_55 = l_Llmbda_peval___redArg___lam__13___closed__1;
lean_ctor_set_tag(x_6, 1);
lean_ctor_set(x_6, 1, x_55);
lean_ctor_set(x_6, 0, x_5);
return x_6;
}
else
{
lean_object* x_56; lean_object* x_57; 
lean_dec(x_6);
x_56 = l_Llmbda_peval___redArg___lam__13___closed__1;
x_57 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_57, 0, x_5);
lean_ctor_set(x_57, 1, x_56);
return x_57;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__14(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11) {
_start:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
lean_inc(x_3);
lean_inc_ref(x_2);
x_12 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__13), 6, 4);
lean_closure_set(x_12, 0, x_11);
lean_closure_set(x_12, 1, x_1);
lean_closure_set(x_12, 2, x_2);
lean_closure_set(x_12, 3, x_3);
x_13 = l_Llmbda_peval___redArg(x_4, x_2, x_5, x_6, x_7, x_8, x_3, x_10, x_9);
x_14 = l_Llmbda_Result_bind___redArg(x_13, x_12);
return x_14;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__15___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("assert: the first argument is not a label", 41, 41);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__15___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__15___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__15(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
x_6 = lean_ctor_get(x_1, 0);
if (lean_obj_tag(x_6) == 2)
{
uint8_t x_7; 
lean_inc_ref(x_6);
x_7 = !lean_is_exclusive(x_1);
if (x_7 == 0)
{
lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_8 = lean_ctor_get(x_1, 1);
x_9 = lean_ctor_get(x_1, 0);
lean_dec(x_9);
x_10 = lean_ctor_get(x_6, 0);
lean_inc(x_10);
lean_dec_ref(x_6);
x_11 = !lean_is_exclusive(x_5);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; uint8_t x_14; 
x_12 = lean_ctor_get(x_5, 0);
x_13 = lean_ctor_get(x_5, 1);
lean_inc(x_10);
lean_inc(x_13);
lean_inc_ref(x_2);
x_14 = l_Llmbda_flows___redArg(x_2, x_3, x_13, x_10);
if (x_14 == 0)
{
lean_object* x_15; 
lean_free_object(x_5);
lean_dec(x_12);
lean_dec(x_8);
lean_dec_ref(x_2);
lean_ctor_set_tag(x_1, 5);
lean_ctor_set(x_1, 1, x_10);
lean_ctor_set(x_1, 0, x_13);
x_15 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_15, 0, x_4);
lean_ctor_set(x_15, 1, x_1);
return x_15;
}
else
{
lean_object* x_16; lean_object* x_17; 
lean_dec(x_10);
x_16 = lean_ctor_get(x_2, 0);
lean_inc(x_16);
lean_dec_ref(x_2);
x_17 = lean_apply_2(x_16, x_13, x_8);
lean_ctor_set(x_5, 1, x_17);
lean_ctor_set(x_1, 1, x_5);
lean_ctor_set(x_1, 0, x_4);
return x_1;
}
}
else
{
lean_object* x_18; lean_object* x_19; uint8_t x_20; 
x_18 = lean_ctor_get(x_5, 0);
x_19 = lean_ctor_get(x_5, 1);
lean_inc(x_19);
lean_inc(x_18);
lean_dec(x_5);
lean_inc(x_10);
lean_inc(x_19);
lean_inc_ref(x_2);
x_20 = l_Llmbda_flows___redArg(x_2, x_3, x_19, x_10);
if (x_20 == 0)
{
lean_object* x_21; 
lean_dec(x_18);
lean_dec(x_8);
lean_dec_ref(x_2);
lean_ctor_set_tag(x_1, 5);
lean_ctor_set(x_1, 1, x_10);
lean_ctor_set(x_1, 0, x_19);
x_21 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_21, 0, x_4);
lean_ctor_set(x_21, 1, x_1);
return x_21;
}
else
{
lean_object* x_22; lean_object* x_23; lean_object* x_24; 
lean_dec(x_10);
x_22 = lean_ctor_get(x_2, 0);
lean_inc(x_22);
lean_dec_ref(x_2);
x_23 = lean_apply_2(x_22, x_19, x_8);
x_24 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_24, 0, x_18);
lean_ctor_set(x_24, 1, x_23);
lean_ctor_set(x_1, 1, x_24);
lean_ctor_set(x_1, 0, x_4);
return x_1;
}
}
}
else
{
lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; uint8_t x_30; 
x_25 = lean_ctor_get(x_1, 1);
lean_inc(x_25);
lean_dec(x_1);
x_26 = lean_ctor_get(x_6, 0);
lean_inc(x_26);
lean_dec_ref(x_6);
x_27 = lean_ctor_get(x_5, 0);
lean_inc(x_27);
x_28 = lean_ctor_get(x_5, 1);
lean_inc(x_28);
if (lean_is_exclusive(x_5)) {
 lean_ctor_release(x_5, 0);
 lean_ctor_release(x_5, 1);
 x_29 = x_5;
} else {
 lean_dec_ref(x_5);
 x_29 = lean_box(0);
}
lean_inc(x_26);
lean_inc(x_28);
lean_inc_ref(x_2);
x_30 = l_Llmbda_flows___redArg(x_2, x_3, x_28, x_26);
if (x_30 == 0)
{
lean_object* x_31; lean_object* x_32; 
lean_dec(x_29);
lean_dec(x_27);
lean_dec(x_25);
lean_dec_ref(x_2);
x_31 = lean_alloc_ctor(5, 2, 0);
lean_ctor_set(x_31, 0, x_28);
lean_ctor_set(x_31, 1, x_26);
x_32 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_32, 0, x_4);
lean_ctor_set(x_32, 1, x_31);
return x_32;
}
else
{
lean_object* x_33; lean_object* x_34; lean_object* x_35; lean_object* x_36; 
lean_dec(x_26);
x_33 = lean_ctor_get(x_2, 0);
lean_inc(x_33);
lean_dec_ref(x_2);
x_34 = lean_apply_2(x_33, x_28, x_25);
if (lean_is_scalar(x_29)) {
 x_35 = lean_alloc_ctor(0, 2, 0);
} else {
 x_35 = x_29;
}
lean_ctor_set(x_35, 0, x_27);
lean_ctor_set(x_35, 1, x_34);
x_36 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_36, 0, x_4);
lean_ctor_set(x_36, 1, x_35);
return x_36;
}
}
}
else
{
uint8_t x_37; 
lean_dec_ref(x_5);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
x_37 = !lean_is_exclusive(x_1);
if (x_37 == 0)
{
lean_object* x_38; lean_object* x_39; lean_object* x_40; 
x_38 = lean_ctor_get(x_1, 1);
lean_dec(x_38);
x_39 = lean_ctor_get(x_1, 0);
lean_dec(x_39);
x_40 = l_Llmbda_peval___redArg___lam__15___closed__1;
lean_ctor_set_tag(x_1, 1);
lean_ctor_set(x_1, 1, x_40);
lean_ctor_set(x_1, 0, x_4);
return x_1;
}
else
{
lean_object* x_41; lean_object* x_42; 
lean_dec(x_1);
x_41 = l_Llmbda_peval___redArg___lam__15___closed__1;
x_42 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_42, 0, x_4);
lean_ctor_set(x_42, 1, x_41);
return x_42;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__16(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11) {
_start:
{
lean_object* x_12; lean_object* x_13; lean_object* x_14; 
lean_inc_ref(x_2);
x_12 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__15), 5, 3);
lean_closure_set(x_12, 0, x_11);
lean_closure_set(x_12, 1, x_1);
lean_closure_set(x_12, 2, x_2);
x_13 = l_Llmbda_peval___redArg(x_3, x_2, x_4, x_5, x_6, x_7, x_8, x_10, x_9);
x_14 = l_Llmbda_Result_bind___redArg(x_13, x_12);
return x_14;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__17___closed__0() {
_start:
{
lean_object* x_1; 
x_1 = lean_mk_string_unchecked("endorse: the first argument is not a label", 42, 42);
return x_1;
}
}
static lean_object* _init_l_Llmbda_peval___redArg___lam__17___closed__1() {
_start:
{
lean_object* x_1; lean_object* x_2; 
x_1 = l_Llmbda_peval___redArg___lam__17___closed__0;
x_2 = lean_alloc_ctor(3, 1, 0);
lean_ctor_set(x_2, 0, x_1);
return x_2;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__17(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7) {
_start:
{
lean_object* x_8; 
x_8 = lean_ctor_get(x_1, 0);
lean_inc(x_8);
if (lean_obj_tag(x_8) == 2)
{
uint8_t x_9; 
x_9 = !lean_is_exclusive(x_1);
if (x_9 == 0)
{
lean_object* x_10; lean_object* x_11; uint8_t x_12; 
x_10 = lean_ctor_get(x_1, 1);
x_11 = lean_ctor_get(x_1, 0);
lean_dec(x_11);
x_12 = !lean_is_exclusive(x_8);
if (x_12 == 0)
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; lean_object* x_16; lean_object* x_17; uint8_t x_18; 
x_13 = lean_ctor_get(x_8, 0);
x_14 = lean_ctor_get(x_2, 0);
lean_inc(x_14);
x_15 = lean_ctor_get(x_2, 1);
lean_inc(x_15);
lean_dec_ref(x_2);
lean_inc(x_3);
lean_inc(x_13);
x_16 = lean_apply_1(x_3, x_13);
x_17 = lean_apply_2(x_4, x_16, x_15);
x_18 = lean_unbox(x_17);
if (x_18 == 0)
{
lean_dec(x_14);
lean_dec(x_10);
lean_dec_ref(x_7);
lean_dec(x_5);
lean_dec(x_3);
lean_ctor_set_tag(x_8, 6);
lean_ctor_set_tag(x_1, 1);
lean_ctor_set(x_1, 1, x_8);
lean_ctor_set(x_1, 0, x_6);
return x_1;
}
else
{
uint8_t x_19; 
lean_free_object(x_8);
x_19 = !lean_is_exclusive(x_7);
if (x_19 == 0)
{
lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; 
x_20 = lean_ctor_get(x_7, 1);
lean_inc(x_14);
x_21 = lean_apply_2(x_14, x_5, x_10);
x_22 = lean_apply_1(x_3, x_20);
lean_inc(x_14);
x_23 = lean_apply_2(x_14, x_21, x_22);
x_24 = lean_apply_2(x_14, x_23, x_13);
lean_ctor_set(x_7, 1, x_24);
lean_ctor_set(x_1, 1, x_7);
lean_ctor_set(x_1, 0, x_6);
return x_1;
}
else
{
lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; lean_object* x_29; lean_object* x_30; lean_object* x_31; 
x_25 = lean_ctor_get(x_7, 0);
x_26 = lean_ctor_get(x_7, 1);
lean_inc(x_26);
lean_inc(x_25);
lean_dec(x_7);
lean_inc(x_14);
x_27 = lean_apply_2(x_14, x_5, x_10);
x_28 = lean_apply_1(x_3, x_26);
lean_inc(x_14);
x_29 = lean_apply_2(x_14, x_27, x_28);
x_30 = lean_apply_2(x_14, x_29, x_13);
x_31 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_31, 0, x_25);
lean_ctor_set(x_31, 1, x_30);
lean_ctor_set(x_1, 1, x_31);
lean_ctor_set(x_1, 0, x_6);
return x_1;
}
}
}
else
{
lean_object* x_32; lean_object* x_33; lean_object* x_34; lean_object* x_35; lean_object* x_36; uint8_t x_37; 
x_32 = lean_ctor_get(x_8, 0);
lean_inc(x_32);
lean_dec(x_8);
x_33 = lean_ctor_get(x_2, 0);
lean_inc(x_33);
x_34 = lean_ctor_get(x_2, 1);
lean_inc(x_34);
lean_dec_ref(x_2);
lean_inc(x_3);
lean_inc(x_32);
x_35 = lean_apply_1(x_3, x_32);
x_36 = lean_apply_2(x_4, x_35, x_34);
x_37 = lean_unbox(x_36);
if (x_37 == 0)
{
lean_object* x_38; 
lean_dec(x_33);
lean_dec(x_10);
lean_dec_ref(x_7);
lean_dec(x_5);
lean_dec(x_3);
x_38 = lean_alloc_ctor(6, 1, 0);
lean_ctor_set(x_38, 0, x_32);
lean_ctor_set_tag(x_1, 1);
lean_ctor_set(x_1, 1, x_38);
lean_ctor_set(x_1, 0, x_6);
return x_1;
}
else
{
lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; lean_object* x_44; lean_object* x_45; lean_object* x_46; 
x_39 = lean_ctor_get(x_7, 0);
lean_inc(x_39);
x_40 = lean_ctor_get(x_7, 1);
lean_inc(x_40);
if (lean_is_exclusive(x_7)) {
 lean_ctor_release(x_7, 0);
 lean_ctor_release(x_7, 1);
 x_41 = x_7;
} else {
 lean_dec_ref(x_7);
 x_41 = lean_box(0);
}
lean_inc(x_33);
x_42 = lean_apply_2(x_33, x_5, x_10);
x_43 = lean_apply_1(x_3, x_40);
lean_inc(x_33);
x_44 = lean_apply_2(x_33, x_42, x_43);
x_45 = lean_apply_2(x_33, x_44, x_32);
if (lean_is_scalar(x_41)) {
 x_46 = lean_alloc_ctor(0, 2, 0);
} else {
 x_46 = x_41;
}
lean_ctor_set(x_46, 0, x_39);
lean_ctor_set(x_46, 1, x_45);
lean_ctor_set(x_1, 1, x_46);
lean_ctor_set(x_1, 0, x_6);
return x_1;
}
}
}
else
{
lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; lean_object* x_51; lean_object* x_52; lean_object* x_53; uint8_t x_54; 
x_47 = lean_ctor_get(x_1, 1);
lean_inc(x_47);
lean_dec(x_1);
x_48 = lean_ctor_get(x_8, 0);
lean_inc(x_48);
if (lean_is_exclusive(x_8)) {
 lean_ctor_release(x_8, 0);
 x_49 = x_8;
} else {
 lean_dec_ref(x_8);
 x_49 = lean_box(0);
}
x_50 = lean_ctor_get(x_2, 0);
lean_inc(x_50);
x_51 = lean_ctor_get(x_2, 1);
lean_inc(x_51);
lean_dec_ref(x_2);
lean_inc(x_3);
lean_inc(x_48);
x_52 = lean_apply_1(x_3, x_48);
x_53 = lean_apply_2(x_4, x_52, x_51);
x_54 = lean_unbox(x_53);
if (x_54 == 0)
{
lean_object* x_55; lean_object* x_56; 
lean_dec(x_50);
lean_dec(x_47);
lean_dec_ref(x_7);
lean_dec(x_5);
lean_dec(x_3);
if (lean_is_scalar(x_49)) {
 x_55 = lean_alloc_ctor(6, 1, 0);
} else {
 x_55 = x_49;
 lean_ctor_set_tag(x_55, 6);
}
lean_ctor_set(x_55, 0, x_48);
x_56 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_56, 0, x_6);
lean_ctor_set(x_56, 1, x_55);
return x_56;
}
else
{
lean_object* x_57; lean_object* x_58; lean_object* x_59; lean_object* x_60; lean_object* x_61; lean_object* x_62; lean_object* x_63; lean_object* x_64; lean_object* x_65; 
lean_dec(x_49);
x_57 = lean_ctor_get(x_7, 0);
lean_inc(x_57);
x_58 = lean_ctor_get(x_7, 1);
lean_inc(x_58);
if (lean_is_exclusive(x_7)) {
 lean_ctor_release(x_7, 0);
 lean_ctor_release(x_7, 1);
 x_59 = x_7;
} else {
 lean_dec_ref(x_7);
 x_59 = lean_box(0);
}
lean_inc(x_50);
x_60 = lean_apply_2(x_50, x_5, x_47);
x_61 = lean_apply_1(x_3, x_58);
lean_inc(x_50);
x_62 = lean_apply_2(x_50, x_60, x_61);
x_63 = lean_apply_2(x_50, x_62, x_48);
if (lean_is_scalar(x_59)) {
 x_64 = lean_alloc_ctor(0, 2, 0);
} else {
 x_64 = x_59;
}
lean_ctor_set(x_64, 0, x_57);
lean_ctor_set(x_64, 1, x_63);
x_65 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_65, 0, x_6);
lean_ctor_set(x_65, 1, x_64);
return x_65;
}
}
}
else
{
uint8_t x_66; 
lean_dec(x_8);
lean_dec_ref(x_7);
lean_dec(x_5);
lean_dec_ref(x_4);
lean_dec(x_3);
lean_dec_ref(x_2);
x_66 = !lean_is_exclusive(x_1);
if (x_66 == 0)
{
lean_object* x_67; lean_object* x_68; lean_object* x_69; 
x_67 = lean_ctor_get(x_1, 1);
lean_dec(x_67);
x_68 = lean_ctor_get(x_1, 0);
lean_dec(x_68);
x_69 = l_Llmbda_peval___redArg___lam__17___closed__1;
lean_ctor_set_tag(x_1, 1);
lean_ctor_set(x_1, 1, x_69);
lean_ctor_set(x_1, 0, x_6);
return x_1;
}
else
{
lean_object* x_70; lean_object* x_71; 
lean_dec(x_1);
x_70 = l_Llmbda_peval___redArg___lam__17___closed__1;
x_71 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_71, 0, x_6);
lean_ctor_set(x_71, 1, x_70);
return x_71;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__18(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10, lean_object* x_11, lean_object* x_12) {
_start:
{
lean_object* x_13; lean_object* x_14; lean_object* x_15; 
lean_inc(x_4);
lean_inc_ref(x_3);
x_13 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__17), 7, 5);
lean_closure_set(x_13, 0, x_12);
lean_closure_set(x_13, 1, x_1);
lean_closure_set(x_13, 2, x_2);
lean_closure_set(x_13, 3, x_3);
lean_closure_set(x_13, 4, x_4);
x_14 = l_Llmbda_peval___redArg(x_5, x_3, x_6, x_7, x_8, x_9, x_4, x_11, x_10);
x_15 = l_Llmbda_Result_bind___redArg(x_14, x_13);
return x_15;
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__19(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6) {
_start:
{
lean_object* x_7; lean_object* x_8; lean_object* x_9; lean_object* x_10; uint8_t x_11; 
x_7 = lean_ctor_get(x_5, 0);
x_8 = lean_ctor_get(x_5, 1);
x_9 = lean_ctor_get(x_5, 2);
lean_inc(x_7);
lean_inc_ref(x_1);
x_10 = l_Llmbda_Session_label___redArg(x_1, x_7);
lean_inc(x_10);
lean_inc(x_3);
lean_inc_ref(x_1);
x_11 = l_Llmbda_flows___redArg(x_1, x_2, x_3, x_10);
if (x_11 == 0)
{
lean_object* x_12; lean_object* x_13; 
lean_dec_ref(x_6);
lean_dec_ref(x_4);
lean_dec_ref(x_1);
x_12 = lean_alloc_ctor(8, 2, 0);
lean_ctor_set(x_12, 0, x_3);
lean_ctor_set(x_12, 1, x_10);
x_13 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_13, 0, x_5);
lean_ctor_set(x_13, 1, x_12);
return x_13;
}
else
{
uint8_t x_14; 
lean_dec(x_10);
lean_inc(x_9);
lean_inc(x_8);
lean_inc(x_7);
x_14 = !lean_is_exclusive(x_5);
if (x_14 == 0)
{
lean_object* x_15; lean_object* x_16; lean_object* x_17; lean_object* x_18; uint8_t x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; 
x_15 = lean_ctor_get(x_5, 2);
lean_dec(x_15);
x_16 = lean_ctor_get(x_5, 1);
lean_dec(x_16);
x_17 = lean_ctor_get(x_5, 0);
lean_dec(x_17);
x_18 = lean_ctor_get(x_6, 0);
x_19 = 0;
lean_inc(x_18);
x_20 = l_Llmbda_render___redArg(x_4, x_18);
x_21 = l_Llmbda_Value_deepLabel___redArg(x_1, x_6);
x_22 = lean_alloc_ctor(0, 2, 1);
lean_ctor_set(x_22, 0, x_20);
lean_ctor_set(x_22, 1, x_21);
lean_ctor_set_uint8(x_22, sizeof(void*)*2, x_19);
x_23 = lean_box(0);
x_24 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_24, 0, x_22);
lean_ctor_set(x_24, 1, x_23);
x_25 = l_Llmbda_Compiled_append___redArg(x_7, x_24);
lean_dec_ref(x_24);
lean_ctor_set(x_5, 0, x_25);
x_26 = l_Llmbda_Parse_go___redArg___closed__13;
x_27 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_27, 0, x_26);
lean_ctor_set(x_27, 1, x_3);
x_28 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_28, 0, x_5);
lean_ctor_set(x_28, 1, x_27);
return x_28;
}
else
{
lean_object* x_29; uint8_t x_30; lean_object* x_31; lean_object* x_32; lean_object* x_33; lean_object* x_34; lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; lean_object* x_39; lean_object* x_40; 
lean_dec(x_5);
x_29 = lean_ctor_get(x_6, 0);
x_30 = 0;
lean_inc(x_29);
x_31 = l_Llmbda_render___redArg(x_4, x_29);
x_32 = l_Llmbda_Value_deepLabel___redArg(x_1, x_6);
x_33 = lean_alloc_ctor(0, 2, 1);
lean_ctor_set(x_33, 0, x_31);
lean_ctor_set(x_33, 1, x_32);
lean_ctor_set_uint8(x_33, sizeof(void*)*2, x_30);
x_34 = lean_box(0);
x_35 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_35, 0, x_33);
lean_ctor_set(x_35, 1, x_34);
x_36 = l_Llmbda_Compiled_append___redArg(x_7, x_35);
lean_dec_ref(x_35);
x_37 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_37, 0, x_36);
lean_ctor_set(x_37, 1, x_8);
lean_ctor_set(x_37, 2, x_9);
x_38 = l_Llmbda_Parse_go___redArg___closed__13;
x_39 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_39, 0, x_38);
lean_ctor_set(x_39, 1, x_3);
x_40 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_40, 0, x_37);
lean_ctor_set(x_40, 1, x_39);
return x_40;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg___lam__20(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5) {
_start:
{
lean_object* x_6; 
lean_inc_ref(x_5);
lean_inc_ref(x_2);
x_6 = lean_apply_2(x_1, x_2, x_5);
if (lean_obj_tag(x_6) == 0)
{
lean_object* x_7; lean_object* x_8; 
lean_dec_ref(x_5);
lean_dec_ref(x_3);
x_7 = lean_alloc_ctor(9, 1, 0);
lean_ctor_set(x_7, 0, x_2);
x_8 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_8, 0, x_4);
lean_ctor_set(x_8, 1, x_7);
return x_8;
}
else
{
lean_object* x_9; uint8_t x_10; 
lean_dec_ref(x_2);
x_9 = lean_ctor_get(x_6, 0);
lean_inc(x_9);
lean_dec_ref(x_6);
x_10 = !lean_is_exclusive(x_9);
if (x_10 == 0)
{
lean_object* x_11; lean_object* x_12; lean_object* x_13; lean_object* x_14; lean_object* x_15; 
x_11 = lean_ctor_get(x_9, 1);
x_12 = lean_ctor_get(x_3, 0);
lean_inc(x_12);
x_13 = l_Llmbda_Value_deepLabel___redArg(x_3, x_5);
x_14 = lean_apply_2(x_12, x_13, x_11);
lean_ctor_set(x_9, 1, x_14);
x_15 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_15, 0, x_4);
lean_ctor_set(x_15, 1, x_9);
return x_15;
}
else
{
lean_object* x_16; lean_object* x_17; lean_object* x_18; lean_object* x_19; lean_object* x_20; lean_object* x_21; lean_object* x_22; 
x_16 = lean_ctor_get(x_9, 0);
x_17 = lean_ctor_get(x_9, 1);
lean_inc(x_17);
lean_inc(x_16);
lean_dec(x_9);
x_18 = lean_ctor_get(x_3, 0);
lean_inc(x_18);
x_19 = l_Llmbda_Value_deepLabel___redArg(x_3, x_5);
x_20 = lean_apply_2(x_18, x_19, x_17);
x_21 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_21, 0, x_16);
lean_ctor_set(x_21, 1, x_20);
x_22 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_22, 0, x_4);
lean_ctor_set(x_22, 1, x_21);
return x_22;
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
lean_object* x_10; lean_object* x_11; lean_object* x_12; uint8_t x_13; 
x_10 = lean_ctor_get(x_1, 0);
x_11 = lean_ctor_get(x_1, 2);
x_12 = lean_unsigned_to_nat(0u);
x_13 = lean_nat_dec_eq(x_6, x_12);
if (x_13 == 1)
{
lean_object* x_14; lean_object* x_15; 
lean_dec(x_9);
lean_dec(x_7);
lean_dec(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_14 = lean_box(1);
x_15 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_15, 0, x_8);
lean_ctor_set(x_15, 1, x_14);
return x_15;
}
else
{
lean_object* x_16; lean_object* x_17; lean_object* x_18; uint8_t x_19; 
x_16 = lean_ctor_get(x_8, 0);
x_17 = lean_ctor_get(x_8, 1);
x_18 = lean_ctor_get(x_8, 2);
x_19 = lean_nat_dec_eq(x_18, x_12);
if (x_19 == 1)
{
lean_object* x_20; lean_object* x_21; 
lean_dec(x_9);
lean_dec(x_7);
lean_dec(x_6);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_20 = lean_box(0);
x_21 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_21, 0, x_8);
lean_ctor_set(x_21, 1, x_20);
return x_21;
}
else
{
uint8_t x_22; 
lean_inc(x_18);
lean_inc(x_17);
lean_inc(x_16);
x_22 = !lean_is_exclusive(x_8);
if (x_22 == 0)
{
lean_object* x_23; lean_object* x_24; lean_object* x_25; lean_object* x_26; lean_object* x_27; lean_object* x_28; 
x_23 = lean_ctor_get(x_8, 2);
lean_dec(x_23);
x_24 = lean_ctor_get(x_8, 1);
lean_dec(x_24);
x_25 = lean_ctor_get(x_8, 0);
lean_dec(x_25);
x_26 = lean_unsigned_to_nat(1u);
x_27 = lean_nat_sub(x_6, x_26);
lean_dec(x_6);
x_28 = lean_nat_sub(x_18, x_26);
lean_dec(x_18);
lean_inc(x_28);
lean_inc(x_17);
lean_inc(x_16);
lean_ctor_set(x_8, 2, x_28);
switch (lean_obj_tag(x_9)) {
case 0:
{
uint8_t x_29; 
lean_dec(x_28);
lean_dec(x_27);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_7);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_29 = !lean_is_exclusive(x_9);
if (x_29 == 0)
{
lean_object* x_30; 
lean_ctor_set_tag(x_9, 2);
x_30 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_30, 0, x_8);
lean_ctor_set(x_30, 1, x_9);
return x_30;
}
else
{
lean_object* x_31; lean_object* x_32; lean_object* x_33; 
x_31 = lean_ctor_get(x_9, 0);
lean_inc(x_31);
lean_dec(x_9);
x_32 = lean_alloc_ctor(2, 1, 0);
lean_ctor_set(x_32, 0, x_31);
x_33 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_33, 0, x_8);
lean_ctor_set(x_33, 1, x_32);
return x_33;
}
}
case 5:
{
lean_object* x_34; lean_object* x_35; lean_object* x_36; lean_object* x_37; lean_object* x_38; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_34 = lean_ctor_get(x_9, 0);
lean_inc(x_34);
x_35 = lean_ctor_get(x_9, 1);
lean_inc(x_35);
lean_dec_ref(x_9);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_10);
x_36 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__1), 11, 9);
lean_closure_set(x_36, 0, x_10);
lean_closure_set(x_36, 1, x_7);
lean_closure_set(x_36, 2, x_1);
lean_closure_set(x_36, 3, x_2);
lean_closure_set(x_36, 4, x_3);
lean_closure_set(x_36, 5, x_4);
lean_closure_set(x_36, 6, x_5);
lean_closure_set(x_36, 7, x_27);
lean_closure_set(x_36, 8, x_35);
x_37 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_34);
x_38 = l_Llmbda_Result_bind___redArg(x_37, x_36);
return x_38;
}
case 6:
{
lean_object* x_39; lean_object* x_40; lean_object* x_41; lean_object* x_42; lean_object* x_43; lean_object* x_44; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_39 = lean_ctor_get(x_9, 0);
lean_inc(x_39);
x_40 = lean_ctor_get(x_9, 1);
lean_inc(x_40);
x_41 = lean_ctor_get(x_9, 2);
lean_inc(x_41);
lean_dec_ref(x_9);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_10);
x_42 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__2), 12, 10);
lean_closure_set(x_42, 0, x_10);
lean_closure_set(x_42, 1, x_7);
lean_closure_set(x_42, 2, x_1);
lean_closure_set(x_42, 3, x_2);
lean_closure_set(x_42, 4, x_3);
lean_closure_set(x_42, 5, x_4);
lean_closure_set(x_42, 6, x_5);
lean_closure_set(x_42, 7, x_27);
lean_closure_set(x_42, 8, x_41);
lean_closure_set(x_42, 9, x_40);
x_43 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_39);
x_44 = l_Llmbda_Result_bind___redArg(x_43, x_42);
return x_44;
}
case 7:
{
uint8_t x_45; lean_object* x_46; lean_object* x_47; lean_object* x_48; lean_object* x_49; lean_object* x_50; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_45 = lean_ctor_get_uint8(x_9, sizeof(void*)*1);
x_46 = lean_ctor_get(x_9, 0);
lean_inc(x_46);
lean_dec_ref(x_9);
x_47 = lean_box(x_45);
x_48 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__3___boxed), 3, 1);
lean_closure_set(x_48, 0, x_47);
x_49 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_46);
x_50 = l_Llmbda_Result_bind___redArg(x_49, x_48);
return x_50;
}
case 8:
{
uint8_t x_51; lean_object* x_52; lean_object* x_53; lean_object* x_54; lean_object* x_55; lean_object* x_56; lean_object* x_57; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_51 = lean_ctor_get_uint8(x_9, sizeof(void*)*2);
x_52 = lean_ctor_get(x_9, 0);
lean_inc(x_52);
x_53 = lean_ctor_get(x_9, 1);
lean_inc(x_53);
lean_dec_ref(x_9);
x_54 = lean_box(x_51);
lean_inc(x_7);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_55 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__5___boxed), 12, 10);
lean_closure_set(x_55, 0, x_10);
lean_closure_set(x_55, 1, x_2);
lean_closure_set(x_55, 2, x_54);
lean_closure_set(x_55, 3, x_1);
lean_closure_set(x_55, 4, x_3);
lean_closure_set(x_55, 5, x_4);
lean_closure_set(x_55, 6, x_5);
lean_closure_set(x_55, 7, x_27);
lean_closure_set(x_55, 8, x_7);
lean_closure_set(x_55, 9, x_53);
x_56 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_52);
x_57 = l_Llmbda_Result_bind___redArg(x_56, x_55);
return x_57;
}
case 9:
{
lean_object* x_58; lean_object* x_59; lean_object* x_60; lean_object* x_61; lean_object* x_62; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_58 = lean_ctor_get(x_9, 0);
lean_inc(x_58);
x_59 = lean_ctor_get(x_9, 1);
lean_inc(x_59);
lean_dec_ref(x_9);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc(x_7);
x_60 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__7), 10, 8);
lean_closure_set(x_60, 0, x_7);
lean_closure_set(x_60, 1, x_1);
lean_closure_set(x_60, 2, x_2);
lean_closure_set(x_60, 3, x_3);
lean_closure_set(x_60, 4, x_4);
lean_closure_set(x_60, 5, x_5);
lean_closure_set(x_60, 6, x_27);
lean_closure_set(x_60, 7, x_59);
x_61 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_58);
x_62 = l_Llmbda_Result_bind___redArg(x_61, x_60);
return x_62;
}
case 10:
{
lean_object* x_63; lean_object* x_64; lean_object* x_65; lean_object* x_66; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_63 = lean_ctor_get(x_9, 0);
lean_inc(x_63);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
x_64 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__8), 3, 1);
lean_closure_set(x_64, 0, x_10);
x_65 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_63);
x_66 = l_Llmbda_Result_bind___redArg(x_65, x_64);
return x_66;
}
case 11:
{
lean_object* x_67; lean_object* x_68; lean_object* x_69; lean_object* x_70; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_67 = lean_ctor_get(x_9, 0);
lean_inc(x_67);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
x_68 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__9), 3, 1);
lean_closure_set(x_68, 0, x_10);
x_69 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_67);
x_70 = l_Llmbda_Result_bind___redArg(x_69, x_68);
return x_70;
}
case 12:
{
lean_object* x_71; lean_object* x_72; lean_object* x_73; lean_object* x_74; lean_object* x_75; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_71 = lean_ctor_get(x_9, 0);
lean_inc(x_71);
x_72 = lean_ctor_get(x_9, 1);
lean_inc(x_72);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
x_73 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__10), 4, 2);
lean_closure_set(x_73, 0, x_10);
lean_closure_set(x_73, 1, x_71);
x_74 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_72);
x_75 = l_Llmbda_Result_bind___redArg(x_74, x_73);
return x_75;
}
case 13:
{
lean_object* x_76; lean_object* x_77; lean_object* x_78; lean_object* x_79; lean_object* x_80; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_76 = lean_ctor_get(x_9, 0);
lean_inc(x_76);
x_77 = lean_ctor_get(x_9, 1);
lean_inc(x_77);
lean_dec_ref(x_9);
lean_inc(x_7);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc_ref(x_10);
x_78 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__12), 11, 9);
lean_closure_set(x_78, 0, x_10);
lean_closure_set(x_78, 1, x_1);
lean_closure_set(x_78, 2, x_2);
lean_closure_set(x_78, 3, x_3);
lean_closure_set(x_78, 4, x_4);
lean_closure_set(x_78, 5, x_5);
lean_closure_set(x_78, 6, x_27);
lean_closure_set(x_78, 7, x_7);
lean_closure_set(x_78, 8, x_77);
x_79 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_76);
x_80 = l_Llmbda_Result_bind___redArg(x_79, x_78);
return x_80;
}
case 14:
{
lean_object* x_81; lean_object* x_82; lean_object* x_83; lean_object* x_84; lean_object* x_85; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_81 = lean_ctor_get(x_9, 0);
lean_inc(x_81);
x_82 = lean_ctor_get(x_9, 1);
lean_inc(x_82);
lean_dec_ref(x_9);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_83 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__14), 11, 9);
lean_closure_set(x_83, 0, x_10);
lean_closure_set(x_83, 1, x_2);
lean_closure_set(x_83, 2, x_7);
lean_closure_set(x_83, 3, x_1);
lean_closure_set(x_83, 4, x_3);
lean_closure_set(x_83, 5, x_4);
lean_closure_set(x_83, 6, x_5);
lean_closure_set(x_83, 7, x_27);
lean_closure_set(x_83, 8, x_82);
x_84 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_81);
x_85 = l_Llmbda_Result_bind___redArg(x_84, x_83);
return x_85;
}
case 15:
{
lean_object* x_86; lean_object* x_87; lean_object* x_88; lean_object* x_89; lean_object* x_90; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_86 = lean_ctor_get(x_9, 0);
lean_inc(x_86);
x_87 = lean_ctor_get(x_9, 1);
lean_inc(x_87);
lean_dec_ref(x_9);
lean_inc(x_7);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_88 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__16), 11, 9);
lean_closure_set(x_88, 0, x_10);
lean_closure_set(x_88, 1, x_2);
lean_closure_set(x_88, 2, x_1);
lean_closure_set(x_88, 3, x_3);
lean_closure_set(x_88, 4, x_4);
lean_closure_set(x_88, 5, x_5);
lean_closure_set(x_88, 6, x_27);
lean_closure_set(x_88, 7, x_7);
lean_closure_set(x_88, 8, x_87);
x_89 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_86);
x_90 = l_Llmbda_Result_bind___redArg(x_89, x_88);
return x_90;
}
case 16:
{
lean_object* x_91; lean_object* x_92; lean_object* x_93; lean_object* x_94; lean_object* x_95; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_91 = lean_ctor_get(x_9, 0);
lean_inc(x_91);
x_92 = lean_ctor_get(x_9, 1);
lean_inc(x_92);
lean_dec_ref(x_9);
lean_inc(x_27);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc(x_11);
lean_inc_ref(x_10);
x_93 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__18), 12, 10);
lean_closure_set(x_93, 0, x_10);
lean_closure_set(x_93, 1, x_11);
lean_closure_set(x_93, 2, x_2);
lean_closure_set(x_93, 3, x_7);
lean_closure_set(x_93, 4, x_1);
lean_closure_set(x_93, 5, x_3);
lean_closure_set(x_93, 6, x_4);
lean_closure_set(x_93, 7, x_5);
lean_closure_set(x_93, 8, x_27);
lean_closure_set(x_93, 9, x_92);
x_94 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_91);
x_95 = l_Llmbda_Result_bind___redArg(x_94, x_93);
return x_95;
}
case 17:
{
lean_object* x_96; lean_object* x_97; lean_object* x_98; lean_object* x_99; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_96 = lean_ctor_get(x_9, 0);
lean_inc(x_96);
lean_dec_ref(x_9);
lean_inc_ref(x_3);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_97 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__19), 6, 4);
lean_closure_set(x_97, 0, x_10);
lean_closure_set(x_97, 1, x_2);
lean_closure_set(x_97, 2, x_7);
lean_closure_set(x_97, 3, x_3);
x_98 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_96);
x_99 = l_Llmbda_Result_bind___redArg(x_98, x_97);
return x_99;
}
case 18:
{
uint8_t x_100; lean_object* x_101; uint8_t x_102; 
x_100 = lean_ctor_get_uint8(x_9, 0);
lean_dec_ref(x_9);
lean_inc(x_16);
lean_inc_ref(x_10);
x_101 = l_Llmbda_Session_label___redArg(x_10, x_16);
lean_inc(x_101);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_102 = l_Llmbda_flows___redArg(x_10, x_2, x_7, x_101);
if (x_102 == 0)
{
lean_object* x_103; lean_object* x_104; 
lean_dec(x_28);
lean_dec(x_27);
lean_dec(x_17);
lean_dec(x_16);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_103 = lean_alloc_ctor(8, 2, 0);
lean_ctor_set(x_103, 0, x_7);
lean_ctor_set(x_103, 1, x_101);
x_104 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_104, 0, x_8);
lean_ctor_set(x_104, 1, x_103);
return x_104;
}
else
{
lean_object* x_105; lean_object* x_106; lean_object* x_107; uint8_t x_108; lean_object* x_109; lean_object* x_110; lean_object* x_111; lean_object* x_112; lean_object* x_113; lean_object* x_114; lean_object* x_115; 
lean_dec_ref(x_8);
x_105 = lean_ctor_get(x_10, 0);
lean_inc_ref(x_4);
lean_inc(x_16);
lean_inc(x_17);
x_106 = lean_apply_2(x_4, x_17, x_16);
lean_inc(x_105);
x_107 = lean_apply_2(x_105, x_7, x_101);
x_108 = 1;
lean_inc(x_107);
lean_inc_ref(x_106);
x_109 = lean_alloc_ctor(0, 2, 1);
lean_ctor_set(x_109, 0, x_106);
lean_ctor_set(x_109, 1, x_107);
lean_ctor_set_uint8(x_109, sizeof(void*)*2, x_108);
x_110 = lean_box(0);
x_111 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_111, 0, x_109);
lean_ctor_set(x_111, 1, x_110);
x_112 = l_Llmbda_Compiled_append___redArg(x_16, x_111);
lean_dec_ref(x_111);
x_113 = lean_nat_add(x_17, x_26);
lean_dec(x_17);
x_114 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_114, 0, x_112);
lean_ctor_set(x_114, 1, x_113);
lean_ctor_set(x_114, 2, x_28);
lean_inc_ref(x_106);
lean_inc_ref(x_3);
lean_inc_ref(x_10);
x_115 = l_Llmbda_parseReply___redArg(x_10, x_3, x_100, x_106);
if (lean_obj_tag(x_115) == 0)
{
lean_object* x_116; lean_object* x_117; lean_object* x_118; 
lean_dec(x_107);
lean_dec(x_27);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_116 = lean_ctor_get(x_115, 0);
lean_inc(x_116);
lean_dec_ref(x_115);
x_117 = lean_alloc_ctor(10, 2, 0);
lean_ctor_set(x_117, 0, x_106);
lean_ctor_set(x_117, 1, x_116);
x_118 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_118, 0, x_114);
lean_ctor_set(x_118, 1, x_117);
return x_118;
}
else
{
lean_object* x_119; 
lean_dec_ref(x_106);
x_119 = lean_ctor_get(x_115, 0);
lean_inc(x_119);
lean_dec_ref(x_115);
x_6 = x_27;
x_7 = x_107;
x_8 = x_114;
x_9 = x_119;
goto _start;
}
}
}
case 19:
{
lean_object* x_121; lean_object* x_122; 
lean_dec(x_28);
lean_dec(x_17);
x_121 = lean_ctor_get(x_9, 0);
lean_inc(x_121);
lean_dec_ref(x_9);
x_122 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_121);
if (lean_obj_tag(x_122) == 0)
{
uint8_t x_123; 
x_123 = !lean_is_exclusive(x_122);
if (x_123 == 0)
{
lean_object* x_124; uint8_t x_125; 
x_124 = lean_ctor_get(x_122, 0);
x_125 = !lean_is_exclusive(x_124);
if (x_125 == 0)
{
lean_object* x_126; 
x_126 = lean_ctor_get(x_124, 0);
lean_dec(x_126);
lean_ctor_set(x_124, 0, x_16);
return x_122;
}
else
{
lean_object* x_127; lean_object* x_128; lean_object* x_129; 
x_127 = lean_ctor_get(x_124, 1);
x_128 = lean_ctor_get(x_124, 2);
lean_inc(x_128);
lean_inc(x_127);
lean_dec(x_124);
x_129 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_129, 0, x_16);
lean_ctor_set(x_129, 1, x_127);
lean_ctor_set(x_129, 2, x_128);
lean_ctor_set(x_122, 0, x_129);
return x_122;
}
}
else
{
lean_object* x_130; lean_object* x_131; lean_object* x_132; lean_object* x_133; lean_object* x_134; lean_object* x_135; lean_object* x_136; 
x_130 = lean_ctor_get(x_122, 0);
x_131 = lean_ctor_get(x_122, 1);
lean_inc(x_131);
lean_inc(x_130);
lean_dec(x_122);
x_132 = lean_ctor_get(x_130, 1);
lean_inc(x_132);
x_133 = lean_ctor_get(x_130, 2);
lean_inc(x_133);
if (lean_is_exclusive(x_130)) {
 lean_ctor_release(x_130, 0);
 lean_ctor_release(x_130, 1);
 lean_ctor_release(x_130, 2);
 x_134 = x_130;
} else {
 lean_dec_ref(x_130);
 x_134 = lean_box(0);
}
if (lean_is_scalar(x_134)) {
 x_135 = lean_alloc_ctor(0, 3, 0);
} else {
 x_135 = x_134;
}
lean_ctor_set(x_135, 0, x_16);
lean_ctor_set(x_135, 1, x_132);
lean_ctor_set(x_135, 2, x_133);
x_136 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_136, 0, x_135);
lean_ctor_set(x_136, 1, x_131);
return x_136;
}
}
else
{
lean_dec(x_16);
return x_122;
}
}
case 20:
{
uint8_t x_137; 
lean_dec(x_27);
lean_dec(x_16);
lean_inc_ref(x_10);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
x_137 = !lean_is_exclusive(x_1);
if (x_137 == 0)
{
lean_object* x_138; lean_object* x_139; lean_object* x_140; lean_object* x_141; uint8_t x_142; 
x_138 = lean_ctor_get(x_1, 2);
lean_dec(x_138);
x_139 = lean_ctor_get(x_1, 1);
lean_dec(x_139);
x_140 = lean_ctor_get(x_1, 0);
lean_dec(x_140);
x_141 = lean_ctor_get(x_10, 1);
lean_inc(x_141);
lean_inc(x_7);
x_142 = l_Llmbda_flows___redArg(x_10, x_2, x_7, x_141);
if (x_142 == 0)
{
lean_object* x_143; lean_object* x_144; 
lean_free_object(x_1);
lean_dec(x_28);
lean_dec(x_17);
x_143 = lean_alloc_ctor(7, 1, 0);
lean_ctor_set(x_143, 0, x_7);
x_144 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_144, 0, x_8);
lean_ctor_set(x_144, 1, x_143);
return x_144;
}
else
{
lean_object* x_145; lean_object* x_146; lean_object* x_147; lean_object* x_148; 
lean_dec_ref(x_8);
x_145 = lean_box(0);
lean_ctor_set(x_1, 2, x_28);
lean_ctor_set(x_1, 1, x_17);
lean_ctor_set(x_1, 0, x_145);
x_146 = l_Llmbda_Parse_go___redArg___closed__13;
x_147 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_147, 0, x_146);
lean_ctor_set(x_147, 1, x_7);
x_148 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_148, 0, x_1);
lean_ctor_set(x_148, 1, x_147);
return x_148;
}
}
else
{
lean_object* x_149; uint8_t x_150; 
lean_dec(x_1);
x_149 = lean_ctor_get(x_10, 1);
lean_inc(x_149);
lean_inc(x_7);
x_150 = l_Llmbda_flows___redArg(x_10, x_2, x_7, x_149);
if (x_150 == 0)
{
lean_object* x_151; lean_object* x_152; 
lean_dec(x_28);
lean_dec(x_17);
x_151 = lean_alloc_ctor(7, 1, 0);
lean_ctor_set(x_151, 0, x_7);
x_152 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_152, 0, x_8);
lean_ctor_set(x_152, 1, x_151);
return x_152;
}
else
{
lean_object* x_153; lean_object* x_154; lean_object* x_155; lean_object* x_156; lean_object* x_157; 
lean_dec_ref(x_8);
x_153 = lean_box(0);
x_154 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_154, 0, x_153);
lean_ctor_set(x_154, 1, x_17);
lean_ctor_set(x_154, 2, x_28);
x_155 = l_Llmbda_Parse_go___redArg___closed__13;
x_156 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_156, 0, x_155);
lean_ctor_set(x_156, 1, x_7);
x_157 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_157, 0, x_154);
lean_ctor_set(x_157, 1, x_156);
return x_157;
}
}
}
case 21:
{
lean_object* x_158; lean_object* x_159; lean_object* x_160; lean_object* x_161; lean_object* x_162; 
lean_dec(x_28);
lean_dec(x_17);
lean_dec(x_16);
x_158 = lean_ctor_get(x_9, 0);
lean_inc_ref(x_158);
x_159 = lean_ctor_get(x_9, 1);
lean_inc(x_159);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
lean_inc_ref(x_5);
x_160 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__20), 5, 3);
lean_closure_set(x_160, 0, x_5);
lean_closure_set(x_160, 1, x_158);
lean_closure_set(x_160, 2, x_10);
x_161 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_27, x_7, x_8, x_159);
x_162 = l_Llmbda_Result_bind___redArg(x_161, x_160);
return x_162;
}
case 22:
{
uint8_t x_163; 
lean_dec(x_28);
lean_dec(x_27);
lean_dec(x_17);
lean_dec(x_16);
lean_inc_ref(x_10);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_163 = !lean_is_exclusive(x_9);
if (x_163 == 0)
{
lean_object* x_164; lean_object* x_165; lean_object* x_166; lean_object* x_167; 
x_164 = lean_ctor_get(x_9, 1);
x_165 = lean_ctor_get(x_10, 0);
lean_inc(x_165);
lean_dec_ref(x_10);
x_166 = lean_apply_2(x_165, x_7, x_164);
lean_ctor_set_tag(x_9, 0);
lean_ctor_set(x_9, 1, x_166);
x_167 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_167, 0, x_8);
lean_ctor_set(x_167, 1, x_9);
return x_167;
}
else
{
lean_object* x_168; lean_object* x_169; lean_object* x_170; lean_object* x_171; lean_object* x_172; lean_object* x_173; 
x_168 = lean_ctor_get(x_9, 0);
x_169 = lean_ctor_get(x_9, 1);
lean_inc(x_169);
lean_inc(x_168);
lean_dec(x_9);
x_170 = lean_ctor_get(x_10, 0);
lean_inc(x_170);
lean_dec_ref(x_10);
x_171 = lean_apply_2(x_170, x_7, x_169);
x_172 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_172, 0, x_168);
lean_ctor_set(x_172, 1, x_171);
x_173 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_173, 0, x_8);
lean_ctor_set(x_173, 1, x_172);
return x_173;
}
}
default: 
{
lean_object* x_174; lean_object* x_175; 
lean_dec(x_28);
lean_dec(x_27);
lean_dec(x_17);
lean_dec(x_16);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_174 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_174, 0, x_9);
lean_ctor_set(x_174, 1, x_7);
x_175 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_175, 0, x_8);
lean_ctor_set(x_175, 1, x_174);
return x_175;
}
}
}
else
{
lean_object* x_176; lean_object* x_177; lean_object* x_178; lean_object* x_179; 
lean_dec(x_8);
x_176 = lean_unsigned_to_nat(1u);
x_177 = lean_nat_sub(x_6, x_176);
lean_dec(x_6);
x_178 = lean_nat_sub(x_18, x_176);
lean_dec(x_18);
lean_inc(x_178);
lean_inc(x_17);
lean_inc(x_16);
x_179 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_179, 0, x_16);
lean_ctor_set(x_179, 1, x_17);
lean_ctor_set(x_179, 2, x_178);
switch (lean_obj_tag(x_9)) {
case 0:
{
lean_object* x_180; lean_object* x_181; lean_object* x_182; lean_object* x_183; 
lean_dec(x_178);
lean_dec(x_177);
lean_dec(x_17);
lean_dec(x_16);
lean_dec(x_7);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_180 = lean_ctor_get(x_9, 0);
lean_inc_ref(x_180);
if (lean_is_exclusive(x_9)) {
 lean_ctor_release(x_9, 0);
 x_181 = x_9;
} else {
 lean_dec_ref(x_9);
 x_181 = lean_box(0);
}
if (lean_is_scalar(x_181)) {
 x_182 = lean_alloc_ctor(2, 1, 0);
} else {
 x_182 = x_181;
 lean_ctor_set_tag(x_182, 2);
}
lean_ctor_set(x_182, 0, x_180);
x_183 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_183, 0, x_179);
lean_ctor_set(x_183, 1, x_182);
return x_183;
}
case 5:
{
lean_object* x_184; lean_object* x_185; lean_object* x_186; lean_object* x_187; lean_object* x_188; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_184 = lean_ctor_get(x_9, 0);
lean_inc(x_184);
x_185 = lean_ctor_get(x_9, 1);
lean_inc(x_185);
lean_dec_ref(x_9);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_10);
x_186 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__1), 11, 9);
lean_closure_set(x_186, 0, x_10);
lean_closure_set(x_186, 1, x_7);
lean_closure_set(x_186, 2, x_1);
lean_closure_set(x_186, 3, x_2);
lean_closure_set(x_186, 4, x_3);
lean_closure_set(x_186, 5, x_4);
lean_closure_set(x_186, 6, x_5);
lean_closure_set(x_186, 7, x_177);
lean_closure_set(x_186, 8, x_185);
x_187 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_184);
x_188 = l_Llmbda_Result_bind___redArg(x_187, x_186);
return x_188;
}
case 6:
{
lean_object* x_189; lean_object* x_190; lean_object* x_191; lean_object* x_192; lean_object* x_193; lean_object* x_194; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_189 = lean_ctor_get(x_9, 0);
lean_inc(x_189);
x_190 = lean_ctor_get(x_9, 1);
lean_inc(x_190);
x_191 = lean_ctor_get(x_9, 2);
lean_inc(x_191);
lean_dec_ref(x_9);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_10);
x_192 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__2), 12, 10);
lean_closure_set(x_192, 0, x_10);
lean_closure_set(x_192, 1, x_7);
lean_closure_set(x_192, 2, x_1);
lean_closure_set(x_192, 3, x_2);
lean_closure_set(x_192, 4, x_3);
lean_closure_set(x_192, 5, x_4);
lean_closure_set(x_192, 6, x_5);
lean_closure_set(x_192, 7, x_177);
lean_closure_set(x_192, 8, x_191);
lean_closure_set(x_192, 9, x_190);
x_193 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_189);
x_194 = l_Llmbda_Result_bind___redArg(x_193, x_192);
return x_194;
}
case 7:
{
uint8_t x_195; lean_object* x_196; lean_object* x_197; lean_object* x_198; lean_object* x_199; lean_object* x_200; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_195 = lean_ctor_get_uint8(x_9, sizeof(void*)*1);
x_196 = lean_ctor_get(x_9, 0);
lean_inc(x_196);
lean_dec_ref(x_9);
x_197 = lean_box(x_195);
x_198 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__3___boxed), 3, 1);
lean_closure_set(x_198, 0, x_197);
x_199 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_196);
x_200 = l_Llmbda_Result_bind___redArg(x_199, x_198);
return x_200;
}
case 8:
{
uint8_t x_201; lean_object* x_202; lean_object* x_203; lean_object* x_204; lean_object* x_205; lean_object* x_206; lean_object* x_207; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_201 = lean_ctor_get_uint8(x_9, sizeof(void*)*2);
x_202 = lean_ctor_get(x_9, 0);
lean_inc(x_202);
x_203 = lean_ctor_get(x_9, 1);
lean_inc(x_203);
lean_dec_ref(x_9);
x_204 = lean_box(x_201);
lean_inc(x_7);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_205 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__5___boxed), 12, 10);
lean_closure_set(x_205, 0, x_10);
lean_closure_set(x_205, 1, x_2);
lean_closure_set(x_205, 2, x_204);
lean_closure_set(x_205, 3, x_1);
lean_closure_set(x_205, 4, x_3);
lean_closure_set(x_205, 5, x_4);
lean_closure_set(x_205, 6, x_5);
lean_closure_set(x_205, 7, x_177);
lean_closure_set(x_205, 8, x_7);
lean_closure_set(x_205, 9, x_203);
x_206 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_202);
x_207 = l_Llmbda_Result_bind___redArg(x_206, x_205);
return x_207;
}
case 9:
{
lean_object* x_208; lean_object* x_209; lean_object* x_210; lean_object* x_211; lean_object* x_212; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_208 = lean_ctor_get(x_9, 0);
lean_inc(x_208);
x_209 = lean_ctor_get(x_9, 1);
lean_inc(x_209);
lean_dec_ref(x_9);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc(x_7);
x_210 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__7), 10, 8);
lean_closure_set(x_210, 0, x_7);
lean_closure_set(x_210, 1, x_1);
lean_closure_set(x_210, 2, x_2);
lean_closure_set(x_210, 3, x_3);
lean_closure_set(x_210, 4, x_4);
lean_closure_set(x_210, 5, x_5);
lean_closure_set(x_210, 6, x_177);
lean_closure_set(x_210, 7, x_209);
x_211 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_208);
x_212 = l_Llmbda_Result_bind___redArg(x_211, x_210);
return x_212;
}
case 10:
{
lean_object* x_213; lean_object* x_214; lean_object* x_215; lean_object* x_216; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_213 = lean_ctor_get(x_9, 0);
lean_inc(x_213);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
x_214 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__8), 3, 1);
lean_closure_set(x_214, 0, x_10);
x_215 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_213);
x_216 = l_Llmbda_Result_bind___redArg(x_215, x_214);
return x_216;
}
case 11:
{
lean_object* x_217; lean_object* x_218; lean_object* x_219; lean_object* x_220; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_217 = lean_ctor_get(x_9, 0);
lean_inc(x_217);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
x_218 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__9), 3, 1);
lean_closure_set(x_218, 0, x_10);
x_219 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_217);
x_220 = l_Llmbda_Result_bind___redArg(x_219, x_218);
return x_220;
}
case 12:
{
lean_object* x_221; lean_object* x_222; lean_object* x_223; lean_object* x_224; lean_object* x_225; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_221 = lean_ctor_get(x_9, 0);
lean_inc(x_221);
x_222 = lean_ctor_get(x_9, 1);
lean_inc(x_222);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
x_223 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__10), 4, 2);
lean_closure_set(x_223, 0, x_10);
lean_closure_set(x_223, 1, x_221);
x_224 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_222);
x_225 = l_Llmbda_Result_bind___redArg(x_224, x_223);
return x_225;
}
case 13:
{
lean_object* x_226; lean_object* x_227; lean_object* x_228; lean_object* x_229; lean_object* x_230; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_226 = lean_ctor_get(x_9, 0);
lean_inc(x_226);
x_227 = lean_ctor_get(x_9, 1);
lean_inc(x_227);
lean_dec_ref(x_9);
lean_inc(x_7);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_2);
lean_inc_ref(x_1);
lean_inc_ref(x_10);
x_228 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__12), 11, 9);
lean_closure_set(x_228, 0, x_10);
lean_closure_set(x_228, 1, x_1);
lean_closure_set(x_228, 2, x_2);
lean_closure_set(x_228, 3, x_3);
lean_closure_set(x_228, 4, x_4);
lean_closure_set(x_228, 5, x_5);
lean_closure_set(x_228, 6, x_177);
lean_closure_set(x_228, 7, x_7);
lean_closure_set(x_228, 8, x_227);
x_229 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_226);
x_230 = l_Llmbda_Result_bind___redArg(x_229, x_228);
return x_230;
}
case 14:
{
lean_object* x_231; lean_object* x_232; lean_object* x_233; lean_object* x_234; lean_object* x_235; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_231 = lean_ctor_get(x_9, 0);
lean_inc(x_231);
x_232 = lean_ctor_get(x_9, 1);
lean_inc(x_232);
lean_dec_ref(x_9);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_233 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__14), 11, 9);
lean_closure_set(x_233, 0, x_10);
lean_closure_set(x_233, 1, x_2);
lean_closure_set(x_233, 2, x_7);
lean_closure_set(x_233, 3, x_1);
lean_closure_set(x_233, 4, x_3);
lean_closure_set(x_233, 5, x_4);
lean_closure_set(x_233, 6, x_5);
lean_closure_set(x_233, 7, x_177);
lean_closure_set(x_233, 8, x_232);
x_234 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_231);
x_235 = l_Llmbda_Result_bind___redArg(x_234, x_233);
return x_235;
}
case 15:
{
lean_object* x_236; lean_object* x_237; lean_object* x_238; lean_object* x_239; lean_object* x_240; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_236 = lean_ctor_get(x_9, 0);
lean_inc(x_236);
x_237 = lean_ctor_get(x_9, 1);
lean_inc(x_237);
lean_dec_ref(x_9);
lean_inc(x_7);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_238 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__16), 11, 9);
lean_closure_set(x_238, 0, x_10);
lean_closure_set(x_238, 1, x_2);
lean_closure_set(x_238, 2, x_1);
lean_closure_set(x_238, 3, x_3);
lean_closure_set(x_238, 4, x_4);
lean_closure_set(x_238, 5, x_5);
lean_closure_set(x_238, 6, x_177);
lean_closure_set(x_238, 7, x_7);
lean_closure_set(x_238, 8, x_237);
x_239 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_236);
x_240 = l_Llmbda_Result_bind___redArg(x_239, x_238);
return x_240;
}
case 16:
{
lean_object* x_241; lean_object* x_242; lean_object* x_243; lean_object* x_244; lean_object* x_245; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_241 = lean_ctor_get(x_9, 0);
lean_inc(x_241);
x_242 = lean_ctor_get(x_9, 1);
lean_inc(x_242);
lean_dec_ref(x_9);
lean_inc(x_177);
lean_inc_ref(x_5);
lean_inc_ref(x_4);
lean_inc_ref(x_3);
lean_inc_ref(x_1);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc(x_11);
lean_inc_ref(x_10);
x_243 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__18), 12, 10);
lean_closure_set(x_243, 0, x_10);
lean_closure_set(x_243, 1, x_11);
lean_closure_set(x_243, 2, x_2);
lean_closure_set(x_243, 3, x_7);
lean_closure_set(x_243, 4, x_1);
lean_closure_set(x_243, 5, x_3);
lean_closure_set(x_243, 6, x_4);
lean_closure_set(x_243, 7, x_5);
lean_closure_set(x_243, 8, x_177);
lean_closure_set(x_243, 9, x_242);
x_244 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_241);
x_245 = l_Llmbda_Result_bind___redArg(x_244, x_243);
return x_245;
}
case 17:
{
lean_object* x_246; lean_object* x_247; lean_object* x_248; lean_object* x_249; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_246 = lean_ctor_get(x_9, 0);
lean_inc(x_246);
lean_dec_ref(x_9);
lean_inc_ref(x_3);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_247 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__19), 6, 4);
lean_closure_set(x_247, 0, x_10);
lean_closure_set(x_247, 1, x_2);
lean_closure_set(x_247, 2, x_7);
lean_closure_set(x_247, 3, x_3);
x_248 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_246);
x_249 = l_Llmbda_Result_bind___redArg(x_248, x_247);
return x_249;
}
case 18:
{
uint8_t x_250; lean_object* x_251; uint8_t x_252; 
x_250 = lean_ctor_get_uint8(x_9, 0);
lean_dec_ref(x_9);
lean_inc(x_16);
lean_inc_ref(x_10);
x_251 = l_Llmbda_Session_label___redArg(x_10, x_16);
lean_inc(x_251);
lean_inc(x_7);
lean_inc_ref(x_2);
lean_inc_ref(x_10);
x_252 = l_Llmbda_flows___redArg(x_10, x_2, x_7, x_251);
if (x_252 == 0)
{
lean_object* x_253; lean_object* x_254; 
lean_dec(x_178);
lean_dec(x_177);
lean_dec(x_17);
lean_dec(x_16);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_253 = lean_alloc_ctor(8, 2, 0);
lean_ctor_set(x_253, 0, x_7);
lean_ctor_set(x_253, 1, x_251);
x_254 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_254, 0, x_179);
lean_ctor_set(x_254, 1, x_253);
return x_254;
}
else
{
lean_object* x_255; lean_object* x_256; lean_object* x_257; uint8_t x_258; lean_object* x_259; lean_object* x_260; lean_object* x_261; lean_object* x_262; lean_object* x_263; lean_object* x_264; lean_object* x_265; 
lean_dec_ref(x_179);
x_255 = lean_ctor_get(x_10, 0);
lean_inc_ref(x_4);
lean_inc(x_16);
lean_inc(x_17);
x_256 = lean_apply_2(x_4, x_17, x_16);
lean_inc(x_255);
x_257 = lean_apply_2(x_255, x_7, x_251);
x_258 = 1;
lean_inc(x_257);
lean_inc_ref(x_256);
x_259 = lean_alloc_ctor(0, 2, 1);
lean_ctor_set(x_259, 0, x_256);
lean_ctor_set(x_259, 1, x_257);
lean_ctor_set_uint8(x_259, sizeof(void*)*2, x_258);
x_260 = lean_box(0);
x_261 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_261, 0, x_259);
lean_ctor_set(x_261, 1, x_260);
x_262 = l_Llmbda_Compiled_append___redArg(x_16, x_261);
lean_dec_ref(x_261);
x_263 = lean_nat_add(x_17, x_176);
lean_dec(x_17);
x_264 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_264, 0, x_262);
lean_ctor_set(x_264, 1, x_263);
lean_ctor_set(x_264, 2, x_178);
lean_inc_ref(x_256);
lean_inc_ref(x_3);
lean_inc_ref(x_10);
x_265 = l_Llmbda_parseReply___redArg(x_10, x_3, x_250, x_256);
if (lean_obj_tag(x_265) == 0)
{
lean_object* x_266; lean_object* x_267; lean_object* x_268; 
lean_dec(x_257);
lean_dec(x_177);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_266 = lean_ctor_get(x_265, 0);
lean_inc(x_266);
lean_dec_ref(x_265);
x_267 = lean_alloc_ctor(10, 2, 0);
lean_ctor_set(x_267, 0, x_256);
lean_ctor_set(x_267, 1, x_266);
x_268 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_268, 0, x_264);
lean_ctor_set(x_268, 1, x_267);
return x_268;
}
else
{
lean_object* x_269; 
lean_dec_ref(x_256);
x_269 = lean_ctor_get(x_265, 0);
lean_inc(x_269);
lean_dec_ref(x_265);
x_6 = x_177;
x_7 = x_257;
x_8 = x_264;
x_9 = x_269;
goto _start;
}
}
}
case 19:
{
lean_object* x_271; lean_object* x_272; 
lean_dec(x_178);
lean_dec(x_17);
x_271 = lean_ctor_get(x_9, 0);
lean_inc(x_271);
lean_dec_ref(x_9);
x_272 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_271);
if (lean_obj_tag(x_272) == 0)
{
lean_object* x_273; lean_object* x_274; lean_object* x_275; lean_object* x_276; lean_object* x_277; lean_object* x_278; lean_object* x_279; lean_object* x_280; 
x_273 = lean_ctor_get(x_272, 0);
lean_inc_ref(x_273);
x_274 = lean_ctor_get(x_272, 1);
lean_inc_ref(x_274);
if (lean_is_exclusive(x_272)) {
 lean_ctor_release(x_272, 0);
 lean_ctor_release(x_272, 1);
 x_275 = x_272;
} else {
 lean_dec_ref(x_272);
 x_275 = lean_box(0);
}
x_276 = lean_ctor_get(x_273, 1);
lean_inc(x_276);
x_277 = lean_ctor_get(x_273, 2);
lean_inc(x_277);
if (lean_is_exclusive(x_273)) {
 lean_ctor_release(x_273, 0);
 lean_ctor_release(x_273, 1);
 lean_ctor_release(x_273, 2);
 x_278 = x_273;
} else {
 lean_dec_ref(x_273);
 x_278 = lean_box(0);
}
if (lean_is_scalar(x_278)) {
 x_279 = lean_alloc_ctor(0, 3, 0);
} else {
 x_279 = x_278;
}
lean_ctor_set(x_279, 0, x_16);
lean_ctor_set(x_279, 1, x_276);
lean_ctor_set(x_279, 2, x_277);
if (lean_is_scalar(x_275)) {
 x_280 = lean_alloc_ctor(0, 2, 0);
} else {
 x_280 = x_275;
}
lean_ctor_set(x_280, 0, x_279);
lean_ctor_set(x_280, 1, x_274);
return x_280;
}
else
{
lean_dec(x_16);
return x_272;
}
}
case 20:
{
lean_object* x_281; lean_object* x_282; uint8_t x_283; 
lean_dec(x_177);
lean_dec(x_16);
lean_inc_ref(x_10);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
if (lean_is_exclusive(x_1)) {
 lean_ctor_release(x_1, 0);
 lean_ctor_release(x_1, 1);
 lean_ctor_release(x_1, 2);
 x_281 = x_1;
} else {
 lean_dec_ref(x_1);
 x_281 = lean_box(0);
}
x_282 = lean_ctor_get(x_10, 1);
lean_inc(x_282);
lean_inc(x_7);
x_283 = l_Llmbda_flows___redArg(x_10, x_2, x_7, x_282);
if (x_283 == 0)
{
lean_object* x_284; lean_object* x_285; 
lean_dec(x_281);
lean_dec(x_178);
lean_dec(x_17);
x_284 = lean_alloc_ctor(7, 1, 0);
lean_ctor_set(x_284, 0, x_7);
x_285 = lean_alloc_ctor(1, 2, 0);
lean_ctor_set(x_285, 0, x_179);
lean_ctor_set(x_285, 1, x_284);
return x_285;
}
else
{
lean_object* x_286; lean_object* x_287; lean_object* x_288; lean_object* x_289; lean_object* x_290; 
lean_dec_ref(x_179);
x_286 = lean_box(0);
if (lean_is_scalar(x_281)) {
 x_287 = lean_alloc_ctor(0, 3, 0);
} else {
 x_287 = x_281;
}
lean_ctor_set(x_287, 0, x_286);
lean_ctor_set(x_287, 1, x_17);
lean_ctor_set(x_287, 2, x_178);
x_288 = l_Llmbda_Parse_go___redArg___closed__13;
x_289 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_289, 0, x_288);
lean_ctor_set(x_289, 1, x_7);
x_290 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_290, 0, x_287);
lean_ctor_set(x_290, 1, x_289);
return x_290;
}
}
case 21:
{
lean_object* x_291; lean_object* x_292; lean_object* x_293; lean_object* x_294; lean_object* x_295; 
lean_dec(x_178);
lean_dec(x_17);
lean_dec(x_16);
x_291 = lean_ctor_get(x_9, 0);
lean_inc_ref(x_291);
x_292 = lean_ctor_get(x_9, 1);
lean_inc(x_292);
lean_dec_ref(x_9);
lean_inc_ref(x_10);
lean_inc_ref(x_5);
x_293 = lean_alloc_closure((void*)(l_Llmbda_peval___redArg___lam__20), 5, 3);
lean_closure_set(x_293, 0, x_5);
lean_closure_set(x_293, 1, x_291);
lean_closure_set(x_293, 2, x_10);
x_294 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_177, x_7, x_179, x_292);
x_295 = l_Llmbda_Result_bind___redArg(x_294, x_293);
return x_295;
}
case 22:
{
lean_object* x_296; lean_object* x_297; lean_object* x_298; lean_object* x_299; lean_object* x_300; lean_object* x_301; lean_object* x_302; 
lean_dec(x_178);
lean_dec(x_177);
lean_dec(x_17);
lean_dec(x_16);
lean_inc_ref(x_10);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_296 = lean_ctor_get(x_9, 0);
lean_inc(x_296);
x_297 = lean_ctor_get(x_9, 1);
lean_inc(x_297);
if (lean_is_exclusive(x_9)) {
 lean_ctor_release(x_9, 0);
 lean_ctor_release(x_9, 1);
 x_298 = x_9;
} else {
 lean_dec_ref(x_9);
 x_298 = lean_box(0);
}
x_299 = lean_ctor_get(x_10, 0);
lean_inc(x_299);
lean_dec_ref(x_10);
x_300 = lean_apply_2(x_299, x_7, x_297);
if (lean_is_scalar(x_298)) {
 x_301 = lean_alloc_ctor(0, 2, 0);
} else {
 x_301 = x_298;
 lean_ctor_set_tag(x_301, 0);
}
lean_ctor_set(x_301, 0, x_296);
lean_ctor_set(x_301, 1, x_300);
x_302 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_302, 0, x_179);
lean_ctor_set(x_302, 1, x_301);
return x_302;
}
default: 
{
lean_object* x_303; lean_object* x_304; 
lean_dec(x_178);
lean_dec(x_177);
lean_dec(x_17);
lean_dec(x_16);
lean_dec_ref(x_5);
lean_dec_ref(x_4);
lean_dec_ref(x_3);
lean_dec_ref(x_2);
lean_dec_ref(x_1);
x_303 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_303, 0, x_9);
lean_ctor_set(x_303, 1, x_7);
x_304 = lean_alloc_ctor(0, 2, 0);
lean_ctor_set(x_304, 0, x_179);
lean_ctor_set(x_304, 1, x_303);
return x_304;
}
}
}
}
}
}
}
LEAN_EXPORT lean_object* l_Llmbda_peval(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10) {
_start:
{
lean_object* x_11; 
x_11 = l_Llmbda_peval___redArg(x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10);
return x_11;
}
}
LEAN_EXPORT lean_object* l_Llmbda_run___redArg(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9) {
_start:
{
lean_object* x_10; lean_object* x_11; lean_object* x_12; lean_object* x_13; 
x_10 = lean_unsigned_to_nat(10000u);
x_11 = lean_unsigned_to_nat(0u);
x_12 = lean_alloc_ctor(0, 3, 0);
lean_ctor_set(x_12, 0, x_8);
lean_ctor_set(x_12, 1, x_11);
lean_ctor_set(x_12, 2, x_6);
x_13 = l_Llmbda_peval___redArg(x_1, x_2, x_3, x_4, x_5, x_10, x_7, x_12, x_9);
return x_13;
}
}
LEAN_EXPORT lean_object* l_Llmbda_run(lean_object* x_1, lean_object* x_2, lean_object* x_3, lean_object* x_4, lean_object* x_5, lean_object* x_6, lean_object* x_7, lean_object* x_8, lean_object* x_9, lean_object* x_10) {
_start:
{
lean_object* x_11; 
x_11 = l_Llmbda_run___redArg(x_2, x_3, x_4, x_5, x_6, x_7, x_8, x_9, x_10);
return x_11;
}
}
lean_object* initialize_Init(uint8_t builtin);
static bool _G_initialized = false;
LEAN_EXPORT lean_object* initialize_LlmbdaExec(uint8_t builtin) {
lean_object * res;
if (_G_initialized) return lean_io_result_mk_ok(lean_box(0));
_G_initialized = true;
res = initialize_Init(builtin);
if (lean_io_result_is_error(res)) return res;
lean_dec_ref(res);
l_Llmbda_Compiled_instAppend___closed__0 = _init_l_Llmbda_Compiled_instAppend___closed__0();
lean_mark_persistent(l_Llmbda_Compiled_instAppend___closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__1);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__2);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__3 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__3);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__4 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__4);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__5);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__6);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__7 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__7();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__7);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__8);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__9 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__9();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__9);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__10);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__11);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__12 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__12();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__12);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__13 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__13();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__13);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__14);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__15 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__15();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__15);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__16);
l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__17 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__17();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294___00__closed__17);
l___private_LlmbdaExec_0__Llmbda_term___u2294__ = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294__();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294__);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__0);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__1);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__2);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__3 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__3);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__4);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__5 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__5);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__6);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__7);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__8);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__9);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__10 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__10();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__10);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__11 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__11();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__11);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__12);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__13 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__13();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__13);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2294____1___closed__14);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__0);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______unexpand__Llmbda__JoinSemilattice__join__1___closed__1);
l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__0);
l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__1);
l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__2);
l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__3);
l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__4 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5___closed__4);
l___private_LlmbdaExec_0__Llmbda_term_u22a5 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__0);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__1);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__2);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__3);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__4 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__4);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__5 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__5);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a5__1___closed__6);
l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__0);
l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__1);
l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__2);
l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__3 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__3);
l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__4 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a4___closed__4);
l___private_LlmbdaExec_0__Llmbda_term_u22a4 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a4);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__0);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__1);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__2);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__3 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__3);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__4 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__4);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__5 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__5);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__6 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__6();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term_u22a4__1___closed__6);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__1);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__2);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__3 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__3);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__4 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__4);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__5 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__5);
l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__6 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__6();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291___00__closed__6);
l___private_LlmbdaExec_0__Llmbda_term___u2291__ = _init_l___private_LlmbdaExec_0__Llmbda_term___u2291__();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2291__);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__0);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__1);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__2);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__3 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__3);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__4 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__4);
l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__5 = _init_l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__5();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda___aux__LlmbdaExec______macroRules____private__LlmbdaExec__0__Llmbda__term___u2291____1___closed__5);
l_Llmbda_instInhabitedLab4_default___closed__0 = _init_l_Llmbda_instInhabitedLab4_default___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedLab4_default___closed__0);
l_Llmbda_instInhabitedLab4_default = _init_l_Llmbda_instInhabitedLab4_default();
lean_mark_persistent(l_Llmbda_instInhabitedLab4_default);
l_Llmbda_instInhabitedLab4 = _init_l_Llmbda_instInhabitedLab4();
lean_mark_persistent(l_Llmbda_instInhabitedLab4);
l_Llmbda_Lab4_empty = _init_l_Llmbda_Lab4_empty();
lean_mark_persistent(l_Llmbda_Lab4_empty);
l_Llmbda_Lab4_U___closed__0 = _init_l_Llmbda_Lab4_U___closed__0();
lean_mark_persistent(l_Llmbda_Lab4_U___closed__0);
l_Llmbda_Lab4_U = _init_l_Llmbda_Lab4_U();
lean_mark_persistent(l_Llmbda_Lab4_U);
l_Llmbda_Lab4_S___closed__0 = _init_l_Llmbda_Lab4_S___closed__0();
lean_mark_persistent(l_Llmbda_Lab4_S___closed__0);
l_Llmbda_Lab4_S = _init_l_Llmbda_Lab4_S();
lean_mark_persistent(l_Llmbda_Lab4_S);
l_Llmbda_Lab4_US___closed__0 = _init_l_Llmbda_Lab4_US___closed__0();
lean_mark_persistent(l_Llmbda_Lab4_US___closed__0);
l_Llmbda_Lab4_US = _init_l_Llmbda_Lab4_US();
lean_mark_persistent(l_Llmbda_Lab4_US);
l_Llmbda_Lab4_instFactored = _init_l_Llmbda_Lab4_instFactored();
lean_mark_persistent(l_Llmbda_Lab4_instFactored);
l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0 = _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__0);
l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1 = _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__1);
l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__2 = _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__2();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__2);
l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__3 = _init_l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__3();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax___lam__0___closed__3);
l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__0 = _init_l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__0();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__0);
l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__1 = _init_l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__1();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax___lam__1___closed__1);
l_Llmbda_Lab4_instLabelSyntax = _init_l_Llmbda_Lab4_instLabelSyntax();
lean_mark_persistent(l_Llmbda_Lab4_instLabelSyntax);
l_Llmbda_instInhabitedConst_default = _init_l_Llmbda_instInhabitedConst_default();
lean_mark_persistent(l_Llmbda_instInhabitedConst_default);
l_Llmbda_instInhabitedConst = _init_l_Llmbda_instInhabitedConst();
lean_mark_persistent(l_Llmbda_instInhabitedConst);
l_Llmbda_instInhabitedOp1_default = _init_l_Llmbda_instInhabitedOp1_default();
l_Llmbda_instInhabitedOp1 = _init_l_Llmbda_instInhabitedOp1();
l_Llmbda_instInhabitedOp2_default = _init_l_Llmbda_instInhabitedOp2_default();
l_Llmbda_instInhabitedOp2 = _init_l_Llmbda_instInhabitedOp2();
l_Llmbda_instInhabitedReplyMode_default = _init_l_Llmbda_instInhabitedReplyMode_default();
l_Llmbda_instInhabitedReplyMode = _init_l_Llmbda_instInhabitedReplyMode();
l_Llmbda_instInhabitedTerm_default___closed__0 = _init_l_Llmbda_instInhabitedTerm_default___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedTerm_default___closed__0);
l_Llmbda_instInhabitedTerm_default___closed__1 = _init_l_Llmbda_instInhabitedTerm_default___closed__1();
lean_mark_persistent(l_Llmbda_instInhabitedTerm_default___closed__1);
l_Llmbda_instInhabitedTerm___closed__0 = _init_l_Llmbda_instInhabitedTerm___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedTerm___closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__1);
l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____1___closed__2);
l___private_LlmbdaExec_0__Llmbda_term___u2294____1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____1);
l_Llmbda_Term_ask___redArg___closed__1 = _init_l_Llmbda_Term_ask___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Term_ask___redArg___closed__1);
l_Llmbda_Term_ask___redArg___closed__0 = _init_l_Llmbda_Term_ask___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Term_ask___redArg___closed__0);
l_Llmbda_Term_ask___redArg___closed__2 = _init_l_Llmbda_Term_ask___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Term_ask___redArg___closed__2);
l_Llmbda_Print_intToString___closed__0 = _init_l_Llmbda_Print_intToString___closed__0();
lean_mark_persistent(l_Llmbda_Print_intToString___closed__0);
l_Llmbda_Print_intToString___closed__1 = _init_l_Llmbda_Print_intToString___closed__1();
lean_mark_persistent(l_Llmbda_Print_intToString___closed__1);
l_Llmbda_Print_escapeChar___closed__0___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__0___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__0___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__0 = _init_l_Llmbda_Print_escapeChar___closed__0();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__0);
l_Llmbda_Print_escapeChar___closed__1___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__1___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__1___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__1 = _init_l_Llmbda_Print_escapeChar___closed__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__1);
l_Llmbda_Print_escapeChar___closed__2___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__2___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__2___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__2 = _init_l_Llmbda_Print_escapeChar___closed__2();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__2);
l_Llmbda_Print_escapeChar___closed__3___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__3___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__3___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__3 = _init_l_Llmbda_Print_escapeChar___closed__3();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__3);
l_Llmbda_Print_escapeChar___closed__4___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__4___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__4___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__4 = _init_l_Llmbda_Print_escapeChar___closed__4();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__4);
l_Llmbda_Print_escapeChar___closed__5___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__5___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__5___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__5 = _init_l_Llmbda_Print_escapeChar___closed__5();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__5);
l_Llmbda_Print_escapeChar___closed__6___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__6___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__6___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__6 = _init_l_Llmbda_Print_escapeChar___closed__6();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__6);
l_Llmbda_Print_escapeChar___closed__7___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__7___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__7___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__7 = _init_l_Llmbda_Print_escapeChar___closed__7();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__7);
l_Llmbda_Print_escapeChar___closed__8___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__8___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__8___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__8 = _init_l_Llmbda_Print_escapeChar___closed__8();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__8);
l_Llmbda_Print_escapeChar___closed__9___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__9___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__9___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__9 = _init_l_Llmbda_Print_escapeChar___closed__9();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__9);
l_Llmbda_Print_escapeChar___closed__10___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__10___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__10___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__10 = _init_l_Llmbda_Print_escapeChar___closed__10();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__10);
l_Llmbda_Print_escapeChar___closed__11___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__11___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__11___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__11 = _init_l_Llmbda_Print_escapeChar___closed__11();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__11);
l_Llmbda_Print_escapeChar___closed__12___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__12___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__12___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__12 = _init_l_Llmbda_Print_escapeChar___closed__12();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__12);
l_Llmbda_Print_escapeChar___closed__13___boxed__const__1 = _init_l_Llmbda_Print_escapeChar___closed__13___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__13___boxed__const__1);
l_Llmbda_Print_escapeChar___closed__13 = _init_l_Llmbda_Print_escapeChar___closed__13();
lean_mark_persistent(l_Llmbda_Print_escapeChar___closed__13);
l_Llmbda_Print_quote___boxed__const__1 = _init_l_Llmbda_Print_quote___boxed__const__1();
lean_mark_persistent(l_Llmbda_Print_quote___boxed__const__1);
l_Llmbda_Print_paren___closed__0 = _init_l_Llmbda_Print_paren___closed__0();
lean_mark_persistent(l_Llmbda_Print_paren___closed__0);
l_Llmbda_Print_paren___closed__1 = _init_l_Llmbda_Print_paren___closed__1();
lean_mark_persistent(l_Llmbda_Print_paren___closed__1);
l_Llmbda_Print_op2Info___closed__0 = _init_l_Llmbda_Print_op2Info___closed__0();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__0);
l_Llmbda_Print_op2Info___closed__1 = _init_l_Llmbda_Print_op2Info___closed__1();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__1);
l_Llmbda_Print_op2Info___closed__2 = _init_l_Llmbda_Print_op2Info___closed__2();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__2);
l_Llmbda_Print_op2Info___closed__3 = _init_l_Llmbda_Print_op2Info___closed__3();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__3);
l_Llmbda_Print_op2Info___closed__4 = _init_l_Llmbda_Print_op2Info___closed__4();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__4);
l_Llmbda_Print_op2Info___closed__5 = _init_l_Llmbda_Print_op2Info___closed__5();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__5);
l_Llmbda_Print_op2Info___closed__6 = _init_l_Llmbda_Print_op2Info___closed__6();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__6);
l_Llmbda_Print_op2Info___closed__7 = _init_l_Llmbda_Print_op2Info___closed__7();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__7);
l_Llmbda_Print_op2Info___closed__8 = _init_l_Llmbda_Print_op2Info___closed__8();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__8);
l_Llmbda_Print_op2Info___closed__9 = _init_l_Llmbda_Print_op2Info___closed__9();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__9);
l_Llmbda_Print_op2Info___closed__10 = _init_l_Llmbda_Print_op2Info___closed__10();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__10);
l_Llmbda_Print_op2Info___closed__11 = _init_l_Llmbda_Print_op2Info___closed__11();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__11);
l_Llmbda_Print_op2Info___closed__12 = _init_l_Llmbda_Print_op2Info___closed__12();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__12);
l_Llmbda_Print_op2Info___closed__13 = _init_l_Llmbda_Print_op2Info___closed__13();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__13);
l_Llmbda_Print_op2Info___closed__14 = _init_l_Llmbda_Print_op2Info___closed__14();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__14);
l_Llmbda_Print_op2Info___closed__15 = _init_l_Llmbda_Print_op2Info___closed__15();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__15);
l_Llmbda_Print_op2Info___closed__16 = _init_l_Llmbda_Print_op2Info___closed__16();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__16);
l_Llmbda_Print_op2Info___closed__17 = _init_l_Llmbda_Print_op2Info___closed__17();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__17);
l_Llmbda_Print_op2Info___closed__18 = _init_l_Llmbda_Print_op2Info___closed__18();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__18);
l_Llmbda_Print_op2Info___closed__19 = _init_l_Llmbda_Print_op2Info___closed__19();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__19);
l_Llmbda_Print_op2Info___closed__20 = _init_l_Llmbda_Print_op2Info___closed__20();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__20);
l_Llmbda_Print_op2Info___closed__21 = _init_l_Llmbda_Print_op2Info___closed__21();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__21);
l_Llmbda_Print_op2Info___closed__22 = _init_l_Llmbda_Print_op2Info___closed__22();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__22);
l_Llmbda_Print_op2Info___closed__23 = _init_l_Llmbda_Print_op2Info___closed__23();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__23);
l_Llmbda_Print_op2Info___closed__24 = _init_l_Llmbda_Print_op2Info___closed__24();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__24);
l_Llmbda_Print_op2Info___closed__25 = _init_l_Llmbda_Print_op2Info___closed__25();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__25);
l_Llmbda_Print_op2Info___closed__26 = _init_l_Llmbda_Print_op2Info___closed__26();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__26);
l_Llmbda_Print_op2Info___closed__27 = _init_l_Llmbda_Print_op2Info___closed__27();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__27);
l_Llmbda_Print_op2Info___closed__28 = _init_l_Llmbda_Print_op2Info___closed__28();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__28);
l_Llmbda_Print_op2Info___closed__29 = _init_l_Llmbda_Print_op2Info___closed__29();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__29);
l_Llmbda_Print_op2Info___closed__30 = _init_l_Llmbda_Print_op2Info___closed__30();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__30);
l_Llmbda_Print_op2Info___closed__31 = _init_l_Llmbda_Print_op2Info___closed__31();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__31);
l_Llmbda_Print_op2Info___closed__32 = _init_l_Llmbda_Print_op2Info___closed__32();
lean_mark_persistent(l_Llmbda_Print_op2Info___closed__32);
l_Llmbda_Print_op1Name___closed__0 = _init_l_Llmbda_Print_op1Name___closed__0();
lean_mark_persistent(l_Llmbda_Print_op1Name___closed__0);
l_Llmbda_Print_op1Name___closed__1 = _init_l_Llmbda_Print_op1Name___closed__1();
lean_mark_persistent(l_Llmbda_Print_op1Name___closed__1);
l_Llmbda_Print_op1Name___closed__2 = _init_l_Llmbda_Print_op1Name___closed__2();
lean_mark_persistent(l_Llmbda_Print_op1Name___closed__2);
l_Llmbda_Print_op1Name___closed__3 = _init_l_Llmbda_Print_op1Name___closed__3();
lean_mark_persistent(l_Llmbda_Print_op1Name___closed__3);
l_Llmbda_Print_const___closed__0 = _init_l_Llmbda_Print_const___closed__0();
lean_mark_persistent(l_Llmbda_Print_const___closed__0);
l_Llmbda_Print_const___closed__1 = _init_l_Llmbda_Print_const___closed__1();
lean_mark_persistent(l_Llmbda_Print_const___closed__1);
l_Llmbda_Print_const___closed__2 = _init_l_Llmbda_Print_const___closed__2();
lean_mark_persistent(l_Llmbda_Print_const___closed__2);
l_Llmbda_Print_const___closed__3 = _init_l_Llmbda_Print_const___closed__3();
lean_mark_persistent(l_Llmbda_Print_const___closed__3);
l_Llmbda_Print_label___redArg___closed__0 = _init_l_Llmbda_Print_label___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Print_label___redArg___closed__0);
l_Llmbda_Print_label___redArg___closed__1 = _init_l_Llmbda_Print_label___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Print_label___redArg___closed__1);
l_Llmbda_Print_label___redArg___closed__2 = _init_l_Llmbda_Print_label___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Print_label___redArg___closed__2);
l_Llmbda_Print_term___redArg___closed__0 = _init_l_Llmbda_Print_term___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__0);
l_Llmbda_Print_term___redArg___closed__1 = _init_l_Llmbda_Print_term___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__1);
l_Llmbda_Print_term___redArg___closed__2 = _init_l_Llmbda_Print_term___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__2);
l_Llmbda_Print_term___redArg___closed__3 = _init_l_Llmbda_Print_term___redArg___closed__3();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__3);
l_Llmbda_Print_term___redArg___closed__4 = _init_l_Llmbda_Print_term___redArg___closed__4();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__4);
l_Llmbda_Print_term___redArg___closed__5 = _init_l_Llmbda_Print_term___redArg___closed__5();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__5);
l_Llmbda_Print_term___redArg___closed__6 = _init_l_Llmbda_Print_term___redArg___closed__6();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__6);
l_Llmbda_Print_term___redArg___closed__7 = _init_l_Llmbda_Print_term___redArg___closed__7();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__7);
l_Llmbda_Print_term___redArg___closed__8 = _init_l_Llmbda_Print_term___redArg___closed__8();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__8);
l_Llmbda_Print_term___redArg___closed__9 = _init_l_Llmbda_Print_term___redArg___closed__9();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__9);
l_Llmbda_Print_term___redArg___closed__10 = _init_l_Llmbda_Print_term___redArg___closed__10();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__10);
l_Llmbda_Print_term___redArg___closed__11 = _init_l_Llmbda_Print_term___redArg___closed__11();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__11);
l_Llmbda_Print_term___redArg___closed__12 = _init_l_Llmbda_Print_term___redArg___closed__12();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__12);
l_Llmbda_Print_term___redArg___closed__13 = _init_l_Llmbda_Print_term___redArg___closed__13();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__13);
l_Llmbda_Print_term___redArg___closed__14 = _init_l_Llmbda_Print_term___redArg___closed__14();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__14);
l_Llmbda_Print_term___redArg___closed__15 = _init_l_Llmbda_Print_term___redArg___closed__15();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__15);
l_Llmbda_Print_term___redArg___closed__16 = _init_l_Llmbda_Print_term___redArg___closed__16();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__16);
l_Llmbda_Print_term___redArg___closed__17 = _init_l_Llmbda_Print_term___redArg___closed__17();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__17);
l_Llmbda_Print_term___redArg___closed__18 = _init_l_Llmbda_Print_term___redArg___closed__18();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__18);
l_Llmbda_Print_term___redArg___closed__19 = _init_l_Llmbda_Print_term___redArg___closed__19();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__19);
l_Llmbda_Print_term___redArg___closed__20 = _init_l_Llmbda_Print_term___redArg___closed__20();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__20);
l_Llmbda_Print_term___redArg___closed__21 = _init_l_Llmbda_Print_term___redArg___closed__21();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__21);
l_Llmbda_Print_term___redArg___closed__22 = _init_l_Llmbda_Print_term___redArg___closed__22();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__22);
l_Llmbda_Print_term___redArg___closed__23 = _init_l_Llmbda_Print_term___redArg___closed__23();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__23);
l_Llmbda_Print_term___redArg___closed__24 = _init_l_Llmbda_Print_term___redArg___closed__24();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__24);
l_Llmbda_Print_term___redArg___closed__25 = _init_l_Llmbda_Print_term___redArg___closed__25();
lean_mark_persistent(l_Llmbda_Print_term___redArg___closed__25);
l_Llmbda_instInhabitedParseError_default___closed__0 = _init_l_Llmbda_instInhabitedParseError_default___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedParseError_default___closed__0);
l_Llmbda_instInhabitedParseError_default = _init_l_Llmbda_instInhabitedParseError_default();
lean_mark_persistent(l_Llmbda_instInhabitedParseError_default);
l_Llmbda_instInhabitedParseError = _init_l_Llmbda_instInhabitedParseError();
lean_mark_persistent(l_Llmbda_instInhabitedParseError);
l_Llmbda_Parse_instInhabitedTok_default___closed__0 = _init_l_Llmbda_Parse_instInhabitedTok_default___closed__0();
lean_mark_persistent(l_Llmbda_Parse_instInhabitedTok_default___closed__0);
l_Llmbda_Parse_instInhabitedTok_default = _init_l_Llmbda_Parse_instInhabitedTok_default();
lean_mark_persistent(l_Llmbda_Parse_instInhabitedTok_default);
l_Llmbda_Parse_instInhabitedTok = _init_l_Llmbda_Parse_instInhabitedTok();
lean_mark_persistent(l_Llmbda_Parse_instInhabitedTok);
l_Llmbda_Parse_instInhabitedPTok_default___closed__0 = _init_l_Llmbda_Parse_instInhabitedPTok_default___closed__0();
lean_mark_persistent(l_Llmbda_Parse_instInhabitedPTok_default___closed__0);
l_Llmbda_Parse_instInhabitedPTok_default = _init_l_Llmbda_Parse_instInhabitedPTok_default();
lean_mark_persistent(l_Llmbda_Parse_instInhabitedPTok_default);
l_Llmbda_Parse_instInhabitedPTok = _init_l_Llmbda_Parse_instInhabitedPTok();
lean_mark_persistent(l_Llmbda_Parse_instInhabitedPTok);
l_Llmbda_Parse_keywords___closed__0 = _init_l_Llmbda_Parse_keywords___closed__0();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__0);
l_Llmbda_Parse_keywords___closed__1 = _init_l_Llmbda_Parse_keywords___closed__1();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__1);
l_Llmbda_Parse_keywords___closed__2 = _init_l_Llmbda_Parse_keywords___closed__2();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__2);
l_Llmbda_Parse_keywords___closed__3 = _init_l_Llmbda_Parse_keywords___closed__3();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__3);
l_Llmbda_Parse_keywords___closed__4 = _init_l_Llmbda_Parse_keywords___closed__4();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__4);
l_Llmbda_Parse_keywords___closed__5 = _init_l_Llmbda_Parse_keywords___closed__5();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__5);
l_Llmbda_Parse_keywords___closed__6 = _init_l_Llmbda_Parse_keywords___closed__6();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__6);
l_Llmbda_Parse_keywords___closed__7 = _init_l_Llmbda_Parse_keywords___closed__7();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__7);
l_Llmbda_Parse_keywords___closed__8 = _init_l_Llmbda_Parse_keywords___closed__8();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__8);
l_Llmbda_Parse_keywords___closed__9 = _init_l_Llmbda_Parse_keywords___closed__9();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__9);
l_Llmbda_Parse_keywords___closed__10 = _init_l_Llmbda_Parse_keywords___closed__10();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__10);
l_Llmbda_Parse_keywords___closed__11 = _init_l_Llmbda_Parse_keywords___closed__11();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__11);
l_Llmbda_Parse_keywords___closed__12 = _init_l_Llmbda_Parse_keywords___closed__12();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__12);
l_Llmbda_Parse_keywords___closed__13 = _init_l_Llmbda_Parse_keywords___closed__13();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__13);
l_Llmbda_Parse_keywords___closed__14 = _init_l_Llmbda_Parse_keywords___closed__14();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__14);
l_Llmbda_Parse_keywords___closed__15 = _init_l_Llmbda_Parse_keywords___closed__15();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__15);
l_Llmbda_Parse_keywords___closed__16 = _init_l_Llmbda_Parse_keywords___closed__16();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__16);
l_Llmbda_Parse_keywords___closed__17 = _init_l_Llmbda_Parse_keywords___closed__17();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__17);
l_Llmbda_Parse_keywords___closed__18 = _init_l_Llmbda_Parse_keywords___closed__18();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__18);
l_Llmbda_Parse_keywords___closed__19 = _init_l_Llmbda_Parse_keywords___closed__19();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__19);
l_Llmbda_Parse_keywords___closed__20 = _init_l_Llmbda_Parse_keywords___closed__20();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__20);
l_Llmbda_Parse_keywords___closed__21 = _init_l_Llmbda_Parse_keywords___closed__21();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__21);
l_Llmbda_Parse_keywords___closed__22 = _init_l_Llmbda_Parse_keywords___closed__22();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__22);
l_Llmbda_Parse_keywords___closed__23 = _init_l_Llmbda_Parse_keywords___closed__23();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__23);
l_Llmbda_Parse_keywords___closed__24 = _init_l_Llmbda_Parse_keywords___closed__24();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__24);
l_Llmbda_Parse_keywords___closed__25 = _init_l_Llmbda_Parse_keywords___closed__25();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__25);
l_Llmbda_Parse_keywords___closed__26 = _init_l_Llmbda_Parse_keywords___closed__26();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__26);
l_Llmbda_Parse_keywords___closed__27 = _init_l_Llmbda_Parse_keywords___closed__27();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__27);
l_Llmbda_Parse_keywords___closed__28 = _init_l_Llmbda_Parse_keywords___closed__28();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__28);
l_Llmbda_Parse_keywords___closed__29 = _init_l_Llmbda_Parse_keywords___closed__29();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__29);
l_Llmbda_Parse_keywords___closed__30 = _init_l_Llmbda_Parse_keywords___closed__30();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__30);
l_Llmbda_Parse_keywords___closed__31 = _init_l_Llmbda_Parse_keywords___closed__31();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__31);
l_Llmbda_Parse_keywords___closed__32 = _init_l_Llmbda_Parse_keywords___closed__32();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__32);
l_Llmbda_Parse_keywords___closed__33 = _init_l_Llmbda_Parse_keywords___closed__33();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__33);
l_Llmbda_Parse_keywords___closed__34 = _init_l_Llmbda_Parse_keywords___closed__34();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__34);
l_Llmbda_Parse_keywords___closed__35 = _init_l_Llmbda_Parse_keywords___closed__35();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__35);
l_Llmbda_Parse_keywords___closed__36 = _init_l_Llmbda_Parse_keywords___closed__36();
lean_mark_persistent(l_Llmbda_Parse_keywords___closed__36);
l_Llmbda_Parse_keywords = _init_l_Llmbda_Parse_keywords();
lean_mark_persistent(l_Llmbda_Parse_keywords);
l_Llmbda_Parse_digitsValue___closed__0 = _init_l_Llmbda_Parse_digitsValue___closed__0();
lean_mark_persistent(l_Llmbda_Parse_digitsValue___closed__0);
l_Llmbda_Parse_lexString___closed__0 = _init_l_Llmbda_Parse_lexString___closed__0();
lean_mark_persistent(l_Llmbda_Parse_lexString___closed__0);
l_Llmbda_Parse_lexString___closed__1 = _init_l_Llmbda_Parse_lexString___closed__1();
lean_mark_persistent(l_Llmbda_Parse_lexString___closed__1);
l_Llmbda_Parse_lexString___closed__2 = _init_l_Llmbda_Parse_lexString___closed__2();
lean_mark_persistent(l_Llmbda_Parse_lexString___closed__2);
l_Llmbda_Parse_lexString___closed__3 = _init_l_Llmbda_Parse_lexString___closed__3();
lean_mark_persistent(l_Llmbda_Parse_lexString___closed__3);
l_Llmbda_Parse_lexString___boxed__const__1 = _init_l_Llmbda_Parse_lexString___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_lexString___boxed__const__1);
l_Llmbda_Parse_lexString___boxed__const__2 = _init_l_Llmbda_Parse_lexString___boxed__const__2();
lean_mark_persistent(l_Llmbda_Parse_lexString___boxed__const__2);
l_Llmbda_Parse_lexString___boxed__const__3 = _init_l_Llmbda_Parse_lexString___boxed__const__3();
lean_mark_persistent(l_Llmbda_Parse_lexString___boxed__const__3);
l_Llmbda_Parse_lexString___boxed__const__4 = _init_l_Llmbda_Parse_lexString___boxed__const__4();
lean_mark_persistent(l_Llmbda_Parse_lexString___boxed__const__4);
l_Llmbda_Parse_lexString___boxed__const__5 = _init_l_Llmbda_Parse_lexString___boxed__const__5();
lean_mark_persistent(l_Llmbda_Parse_lexString___boxed__const__5);
l_Llmbda_Parse_lexLabel___closed__0 = _init_l_Llmbda_Parse_lexLabel___closed__0();
lean_mark_persistent(l_Llmbda_Parse_lexLabel___closed__0);
l_Llmbda_Parse_lexLabel___closed__1 = _init_l_Llmbda_Parse_lexLabel___closed__1();
lean_mark_persistent(l_Llmbda_Parse_lexLabel___closed__1);
l_Llmbda_Parse_lexLabel___closed__2 = _init_l_Llmbda_Parse_lexLabel___closed__2();
lean_mark_persistent(l_Llmbda_Parse_lexLabel___closed__2);
l_Llmbda_Parse_lexLabel___closed__3 = _init_l_Llmbda_Parse_lexLabel___closed__3();
lean_mark_persistent(l_Llmbda_Parse_lexLabel___closed__3);
l_Llmbda_Parse_sym2___closed__0 = _init_l_Llmbda_Parse_sym2___closed__0();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__0);
l_Llmbda_Parse_sym2___closed__1 = _init_l_Llmbda_Parse_sym2___closed__1();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__1);
l_Llmbda_Parse_sym2___closed__2 = _init_l_Llmbda_Parse_sym2___closed__2();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__2);
l_Llmbda_Parse_sym2___closed__3 = _init_l_Llmbda_Parse_sym2___closed__3();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__3);
l_Llmbda_Parse_sym2___closed__4 = _init_l_Llmbda_Parse_sym2___closed__4();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__4);
l_Llmbda_Parse_sym2___closed__5 = _init_l_Llmbda_Parse_sym2___closed__5();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__5);
l_Llmbda_Parse_sym2___closed__6 = _init_l_Llmbda_Parse_sym2___closed__6();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__6);
l_Llmbda_Parse_sym2___closed__7 = _init_l_Llmbda_Parse_sym2___closed__7();
lean_mark_persistent(l_Llmbda_Parse_sym2___closed__7);
l_Llmbda_Parse_sym2 = _init_l_Llmbda_Parse_sym2();
lean_mark_persistent(l_Llmbda_Parse_sym2);
l_Llmbda_Parse_sym1___closed__0___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__0___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__0___boxed__const__1);
l_Llmbda_Parse_sym1___closed__0 = _init_l_Llmbda_Parse_sym1___closed__0();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__0);
l_Llmbda_Parse_sym1___closed__1___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__1___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__1___boxed__const__1);
l_Llmbda_Parse_sym1___closed__1 = _init_l_Llmbda_Parse_sym1___closed__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__1);
l_Llmbda_Parse_sym1___closed__2___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__2___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__2___boxed__const__1);
l_Llmbda_Parse_sym1___closed__2 = _init_l_Llmbda_Parse_sym1___closed__2();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__2);
l_Llmbda_Parse_sym1___closed__3___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__3___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__3___boxed__const__1);
l_Llmbda_Parse_sym1___closed__3 = _init_l_Llmbda_Parse_sym1___closed__3();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__3);
l_Llmbda_Parse_sym1___closed__4___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__4___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__4___boxed__const__1);
l_Llmbda_Parse_sym1___closed__4 = _init_l_Llmbda_Parse_sym1___closed__4();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__4);
l_Llmbda_Parse_sym1___closed__5___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__5___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__5___boxed__const__1);
l_Llmbda_Parse_sym1___closed__5 = _init_l_Llmbda_Parse_sym1___closed__5();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__5);
l_Llmbda_Parse_sym1___closed__6___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__6___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__6___boxed__const__1);
l_Llmbda_Parse_sym1___closed__6 = _init_l_Llmbda_Parse_sym1___closed__6();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__6);
l_Llmbda_Parse_sym1___closed__7___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__7___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__7___boxed__const__1);
l_Llmbda_Parse_sym1___closed__7 = _init_l_Llmbda_Parse_sym1___closed__7();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__7);
l_Llmbda_Parse_sym1___closed__8___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__8___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__8___boxed__const__1);
l_Llmbda_Parse_sym1___closed__8 = _init_l_Llmbda_Parse_sym1___closed__8();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__8);
l_Llmbda_Parse_sym1___closed__9___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__9___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__9___boxed__const__1);
l_Llmbda_Parse_sym1___closed__9 = _init_l_Llmbda_Parse_sym1___closed__9();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__9);
l_Llmbda_Parse_sym1___closed__10___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__10___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__10___boxed__const__1);
l_Llmbda_Parse_sym1___closed__10 = _init_l_Llmbda_Parse_sym1___closed__10();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__10);
l_Llmbda_Parse_sym1___closed__11___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__11___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__11___boxed__const__1);
l_Llmbda_Parse_sym1___closed__11 = _init_l_Llmbda_Parse_sym1___closed__11();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__11);
l_Llmbda_Parse_sym1___closed__12___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__12___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__12___boxed__const__1);
l_Llmbda_Parse_sym1___closed__12 = _init_l_Llmbda_Parse_sym1___closed__12();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__12);
l_Llmbda_Parse_sym1___closed__13___boxed__const__1 = _init_l_Llmbda_Parse_sym1___closed__13___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__13___boxed__const__1);
l_Llmbda_Parse_sym1___closed__13 = _init_l_Llmbda_Parse_sym1___closed__13();
lean_mark_persistent(l_Llmbda_Parse_sym1___closed__13);
l_Llmbda_Parse_sym1 = _init_l_Llmbda_Parse_sym1();
lean_mark_persistent(l_Llmbda_Parse_sym1);
l_Llmbda_Parse_lex___closed__0 = _init_l_Llmbda_Parse_lex___closed__0();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__0);
l_Llmbda_Parse_lex___closed__1 = _init_l_Llmbda_Parse_lex___closed__1();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__1);
l_Llmbda_Parse_lex___closed__2 = _init_l_Llmbda_Parse_lex___closed__2();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__2);
l_Llmbda_Parse_lex___closed__3 = _init_l_Llmbda_Parse_lex___closed__3();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__3);
l_Llmbda_Parse_lex___closed__4 = _init_l_Llmbda_Parse_lex___closed__4();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__4);
l_Llmbda_Parse_lex___closed__5 = _init_l_Llmbda_Parse_lex___closed__5();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__5);
l_Llmbda_Parse_lex___closed__6 = _init_l_Llmbda_Parse_lex___closed__6();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__6);
l_Llmbda_Parse_lex___closed__7 = _init_l_Llmbda_Parse_lex___closed__7();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__7);
l_Llmbda_Parse_lex___closed__8 = _init_l_Llmbda_Parse_lex___closed__8();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__8);
l_Llmbda_Parse_lex___closed__9___boxed__const__1 = _init_l_Llmbda_Parse_lex___closed__9___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__9___boxed__const__1);
l_Llmbda_Parse_lex___closed__9 = _init_l_Llmbda_Parse_lex___closed__9();
lean_mark_persistent(l_Llmbda_Parse_lex___closed__9);
l_Llmbda_Parse_lex___boxed__const__1 = _init_l_Llmbda_Parse_lex___boxed__const__1();
lean_mark_persistent(l_Llmbda_Parse_lex___boxed__const__1);
l_Llmbda_Parse_maxDepth = _init_l_Llmbda_Parse_maxDepth();
lean_mark_persistent(l_Llmbda_Parse_maxDepth);
l_Llmbda_Parse_infixInfo___closed__0 = _init_l_Llmbda_Parse_infixInfo___closed__0();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__0);
l_Llmbda_Parse_infixInfo___closed__1 = _init_l_Llmbda_Parse_infixInfo___closed__1();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__1);
l_Llmbda_Parse_infixInfo___closed__2 = _init_l_Llmbda_Parse_infixInfo___closed__2();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__2);
l_Llmbda_Parse_infixInfo___closed__3 = _init_l_Llmbda_Parse_infixInfo___closed__3();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__3);
l_Llmbda_Parse_infixInfo___closed__4 = _init_l_Llmbda_Parse_infixInfo___closed__4();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__4);
l_Llmbda_Parse_infixInfo___closed__5 = _init_l_Llmbda_Parse_infixInfo___closed__5();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__5);
l_Llmbda_Parse_infixInfo___closed__6 = _init_l_Llmbda_Parse_infixInfo___closed__6();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__6);
l_Llmbda_Parse_infixInfo___closed__7 = _init_l_Llmbda_Parse_infixInfo___closed__7();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__7);
l_Llmbda_Parse_infixInfo___closed__8 = _init_l_Llmbda_Parse_infixInfo___closed__8();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__8);
l_Llmbda_Parse_infixInfo___closed__9 = _init_l_Llmbda_Parse_infixInfo___closed__9();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__9);
l_Llmbda_Parse_infixInfo___closed__10 = _init_l_Llmbda_Parse_infixInfo___closed__10();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__10);
l_Llmbda_Parse_infixInfo___closed__11 = _init_l_Llmbda_Parse_infixInfo___closed__11();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__11);
l_Llmbda_Parse_infixInfo___closed__12 = _init_l_Llmbda_Parse_infixInfo___closed__12();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__12);
l_Llmbda_Parse_infixInfo___closed__13 = _init_l_Llmbda_Parse_infixInfo___closed__13();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__13);
l_Llmbda_Parse_infixInfo___closed__14 = _init_l_Llmbda_Parse_infixInfo___closed__14();
lean_mark_persistent(l_Llmbda_Parse_infixInfo___closed__14);
l_Llmbda_Parse_describe___closed__0 = _init_l_Llmbda_Parse_describe___closed__0();
lean_mark_persistent(l_Llmbda_Parse_describe___closed__0);
l_Llmbda_Parse_describe___closed__1 = _init_l_Llmbda_Parse_describe___closed__1();
lean_mark_persistent(l_Llmbda_Parse_describe___closed__1);
l_Llmbda_Parse_describe___closed__2 = _init_l_Llmbda_Parse_describe___closed__2();
lean_mark_persistent(l_Llmbda_Parse_describe___closed__2);
l_Llmbda_Parse_describe___closed__3 = _init_l_Llmbda_Parse_describe___closed__3();
lean_mark_persistent(l_Llmbda_Parse_describe___closed__3);
l_Llmbda_Parse_describe___closed__4 = _init_l_Llmbda_Parse_describe___closed__4();
lean_mark_persistent(l_Llmbda_Parse_describe___closed__4);
l_Llmbda_Parse_describe___closed__5 = _init_l_Llmbda_Parse_describe___closed__5();
lean_mark_persistent(l_Llmbda_Parse_describe___closed__5);
l_Llmbda_Parse_peek___closed__0 = _init_l_Llmbda_Parse_peek___closed__0();
lean_mark_persistent(l_Llmbda_Parse_peek___closed__0);
l_Llmbda_Parse_expectSym___closed__0 = _init_l_Llmbda_Parse_expectSym___closed__0();
lean_mark_persistent(l_Llmbda_Parse_expectSym___closed__0);
l_Llmbda_Parse_expectSym___closed__1 = _init_l_Llmbda_Parse_expectSym___closed__1();
lean_mark_persistent(l_Llmbda_Parse_expectSym___closed__1);
l_Llmbda_Parse_labelOf___redArg___closed__0 = _init_l_Llmbda_Parse_labelOf___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Parse_labelOf___redArg___closed__0);
l_Llmbda_Parse_go___redArg___closed__0 = _init_l_Llmbda_Parse_go___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__0);
l_Llmbda_Parse_go___redArg___closed__1 = _init_l_Llmbda_Parse_go___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__1);
l_Llmbda_Parse_go___redArg___closed__2 = _init_l_Llmbda_Parse_go___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__2);
l_Llmbda_Parse_go___redArg___closed__3 = _init_l_Llmbda_Parse_go___redArg___closed__3();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__3);
l_Llmbda_Parse_go___redArg___closed__4 = _init_l_Llmbda_Parse_go___redArg___closed__4();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__4);
l_Llmbda_Parse_go___redArg___closed__5 = _init_l_Llmbda_Parse_go___redArg___closed__5();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__5);
l_Llmbda_Parse_go___redArg___closed__6 = _init_l_Llmbda_Parse_go___redArg___closed__6();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__6);
l_Llmbda_Parse_go___redArg___closed__7 = _init_l_Llmbda_Parse_go___redArg___closed__7();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__7);
l_Llmbda_Parse_go___redArg___closed__8 = _init_l_Llmbda_Parse_go___redArg___closed__8();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__8);
l_Llmbda_Parse_go___redArg___closed__9 = _init_l_Llmbda_Parse_go___redArg___closed__9();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__9);
l_Llmbda_Parse_go___redArg___closed__10 = _init_l_Llmbda_Parse_go___redArg___closed__10();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__10);
l_Llmbda_Parse_go___redArg___closed__11 = _init_l_Llmbda_Parse_go___redArg___closed__11();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__11);
l_Llmbda_Parse_go___redArg___closed__12 = _init_l_Llmbda_Parse_go___redArg___closed__12();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__12);
l_Llmbda_Parse_go___redArg___closed__13 = _init_l_Llmbda_Parse_go___redArg___closed__13();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__13);
l_Llmbda_Parse_go___redArg___closed__14 = _init_l_Llmbda_Parse_go___redArg___closed__14();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__14);
l_Llmbda_Parse_go___redArg___closed__15 = _init_l_Llmbda_Parse_go___redArg___closed__15();
lean_mark_persistent(l_Llmbda_Parse_go___redArg___closed__15);
l_Llmbda_parse___redArg___closed__0 = _init_l_Llmbda_parse___redArg___closed__0();
lean_mark_persistent(l_Llmbda_parse___redArg___closed__0);
l_Llmbda_parse___redArg___closed__1 = _init_l_Llmbda_parse___redArg___closed__1();
lean_mark_persistent(l_Llmbda_parse___redArg___closed__1);
l_Llmbda_parseReply___redArg___closed__0 = _init_l_Llmbda_parseReply___redArg___closed__0();
lean_mark_persistent(l_Llmbda_parseReply___redArg___closed__0);
l_Llmbda_parseReply___redArg___closed__1 = _init_l_Llmbda_parseReply___redArg___closed__1();
lean_mark_persistent(l_Llmbda_parseReply___redArg___closed__1);
l_Llmbda_parseReply___redArg___closed__2 = _init_l_Llmbda_parseReply___redArg___closed__2();
lean_mark_persistent(l_Llmbda_parseReply___redArg___closed__2);
l_Llmbda_parseReply___redArg___closed__3 = _init_l_Llmbda_parseReply___redArg___closed__3();
lean_mark_persistent(l_Llmbda_parseReply___redArg___closed__3);
l_Llmbda_parseReply___redArg___closed__4 = _init_l_Llmbda_parseReply___redArg___closed__4();
lean_mark_persistent(l_Llmbda_parseReply___redArg___closed__4);
l_Llmbda_parseReply___redArg___closed__5 = _init_l_Llmbda_parseReply___redArg___closed__5();
lean_mark_persistent(l_Llmbda_parseReply___redArg___closed__5);
l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__1);
l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____2___closed__2);
l___private_LlmbdaExec_0__Llmbda_term___u2294____2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____2);
l_Llmbda_instInhabitedRole_default = _init_l_Llmbda_instInhabitedRole_default();
l_Llmbda_instInhabitedRole = _init_l_Llmbda_instInhabitedRole();
l_Llmbda_instInhabitedPrimError_default___closed__0 = _init_l_Llmbda_instInhabitedPrimError_default___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedPrimError_default___closed__0);
l_Llmbda_instInhabitedPrimError_default = _init_l_Llmbda_instInhabitedPrimError_default();
lean_mark_persistent(l_Llmbda_instInhabitedPrimError_default);
l_Llmbda_instInhabitedPrimError = _init_l_Llmbda_instInhabitedPrimError();
lean_mark_persistent(l_Llmbda_instInhabitedPrimError);
l_Llmbda_Prim_intMin = _init_l_Llmbda_Prim_intMin();
lean_mark_persistent(l_Llmbda_Prim_intMin);
l_Llmbda_Prim_intMax = _init_l_Llmbda_Prim_intMax();
lean_mark_persistent(l_Llmbda_Prim_intMax);
l_Llmbda_Prim_intResult___redArg___closed__0 = _init_l_Llmbda_Prim_intResult___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Prim_intResult___redArg___closed__0);
l_Llmbda_Prim_eval1___redArg___closed__0 = _init_l_Llmbda_Prim_eval1___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__0);
l_Llmbda_Prim_eval1___redArg___closed__1 = _init_l_Llmbda_Prim_eval1___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__1);
l_Llmbda_Prim_eval1___redArg___closed__2 = _init_l_Llmbda_Prim_eval1___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__2);
l_Llmbda_Prim_eval1___redArg___closed__3 = _init_l_Llmbda_Prim_eval1___redArg___closed__3();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__3);
l_Llmbda_Prim_eval1___redArg___closed__4 = _init_l_Llmbda_Prim_eval1___redArg___closed__4();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__4);
l_Llmbda_Prim_eval1___redArg___closed__5 = _init_l_Llmbda_Prim_eval1___redArg___closed__5();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__5);
l_Llmbda_Prim_eval1___redArg___closed__6 = _init_l_Llmbda_Prim_eval1___redArg___closed__6();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__6);
l_Llmbda_Prim_eval1___redArg___closed__7 = _init_l_Llmbda_Prim_eval1___redArg___closed__7();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__7);
l_Llmbda_Prim_eval1___redArg___closed__8 = _init_l_Llmbda_Prim_eval1___redArg___closed__8();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__8);
l_Llmbda_Prim_eval1___redArg___closed__9 = _init_l_Llmbda_Prim_eval1___redArg___closed__9();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__9);
l_Llmbda_Prim_eval1___redArg___closed__10 = _init_l_Llmbda_Prim_eval1___redArg___closed__10();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__10);
l_Llmbda_Prim_eval1___redArg___closed__11 = _init_l_Llmbda_Prim_eval1___redArg___closed__11();
lean_mark_persistent(l_Llmbda_Prim_eval1___redArg___closed__11);
l_Llmbda_Prim_rawEq___redArg___closed__0 = _init_l_Llmbda_Prim_rawEq___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Prim_rawEq___redArg___closed__0);
l_Llmbda_Prim_rawEq___redArg___closed__1 = _init_l_Llmbda_Prim_rawEq___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Prim_rawEq___redArg___closed__1);
l_Llmbda_Prim_rawEq___redArg___closed__2 = _init_l_Llmbda_Prim_rawEq___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Prim_rawEq___redArg___closed__2);
l_Llmbda_Prim_rawEq___redArg___closed__3 = _init_l_Llmbda_Prim_rawEq___redArg___closed__3();
lean_mark_persistent(l_Llmbda_Prim_rawEq___redArg___closed__3);
l_Llmbda_Prim_eval2___redArg___closed__0 = _init_l_Llmbda_Prim_eval2___redArg___closed__0();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__0);
l_Llmbda_Prim_eval2___redArg___closed__1 = _init_l_Llmbda_Prim_eval2___redArg___closed__1();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__1);
l_Llmbda_Prim_eval2___redArg___closed__2 = _init_l_Llmbda_Prim_eval2___redArg___closed__2();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__2);
l_Llmbda_Prim_eval2___redArg___closed__3 = _init_l_Llmbda_Prim_eval2___redArg___closed__3();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__3);
l_Llmbda_Prim_eval2___redArg___closed__4 = _init_l_Llmbda_Prim_eval2___redArg___closed__4();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__4);
l_Llmbda_Prim_eval2___redArg___closed__5 = _init_l_Llmbda_Prim_eval2___redArg___closed__5();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__5);
l_Llmbda_Prim_eval2___redArg___closed__6 = _init_l_Llmbda_Prim_eval2___redArg___closed__6();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__6);
l_Llmbda_Prim_eval2___redArg___closed__7 = _init_l_Llmbda_Prim_eval2___redArg___closed__7();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__7);
l_Llmbda_Prim_eval2___redArg___closed__8 = _init_l_Llmbda_Prim_eval2___redArg___closed__8();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__8);
l_Llmbda_Prim_eval2___redArg___closed__9 = _init_l_Llmbda_Prim_eval2___redArg___closed__9();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__9);
l_Llmbda_Prim_eval2___redArg___closed__10 = _init_l_Llmbda_Prim_eval2___redArg___closed__10();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__10);
l_Llmbda_Prim_eval2___redArg___closed__11 = _init_l_Llmbda_Prim_eval2___redArg___closed__11();
lean_mark_persistent(l_Llmbda_Prim_eval2___redArg___closed__11);
l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__1);
l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____3___closed__2);
l___private_LlmbdaExec_0__Llmbda_term___u2294____3 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____3();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____3);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__0);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__1);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__1___closed__2);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__1 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__1);
l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__0);
l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__1);
l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____4___closed__2);
l___private_LlmbdaExec_0__Llmbda_term___u2294____4 = _init_l___private_LlmbdaExec_0__Llmbda_term___u2294____4();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term___u2294____4);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__0 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__0();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__0);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__1);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__2 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__2___closed__2);
l___private_LlmbdaExec_0__Llmbda_term_u22a5__2 = _init_l___private_LlmbdaExec_0__Llmbda_term_u22a5__2();
lean_mark_persistent(l___private_LlmbdaExec_0__Llmbda_term_u22a5__2);
l_Llmbda_instDecidableEqError_decEq___redArg___closed__0 = _init_l_Llmbda_instDecidableEqError_decEq___redArg___closed__0();
lean_mark_persistent(l_Llmbda_instDecidableEqError_decEq___redArg___closed__0);
l_Llmbda_instInhabitedState_default___closed__0 = _init_l_Llmbda_instInhabitedState_default___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedState_default___closed__0);
l_Llmbda_instInhabitedState___closed__0 = _init_l_Llmbda_instInhabitedState___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedState___closed__0);
l_Llmbda_instInhabitedResult_default___closed__0 = _init_l_Llmbda_instInhabitedResult_default___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedResult_default___closed__0);
l_Llmbda_instInhabitedResult___closed__0 = _init_l_Llmbda_instInhabitedResult___closed__0();
lean_mark_persistent(l_Llmbda_instInhabitedResult___closed__0);
l_Llmbda_defaultMaxDepth = _init_l_Llmbda_defaultMaxDepth();
lean_mark_persistent(l_Llmbda_defaultMaxDepth);
l_Llmbda_peval___redArg___lam__0___closed__0 = _init_l_Llmbda_peval___redArg___lam__0___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__0___closed__0);
l_Llmbda_peval___redArg___lam__0___closed__1 = _init_l_Llmbda_peval___redArg___lam__0___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__0___closed__1);
l_Llmbda_peval___redArg___lam__2___closed__0 = _init_l_Llmbda_peval___redArg___lam__2___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__2___closed__0);
l_Llmbda_peval___redArg___lam__2___closed__1 = _init_l_Llmbda_peval___redArg___lam__2___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__2___closed__1);
l_Llmbda_peval___redArg___lam__8___closed__0 = _init_l_Llmbda_peval___redArg___lam__8___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__8___closed__0);
l_Llmbda_peval___redArg___lam__8___closed__1 = _init_l_Llmbda_peval___redArg___lam__8___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__8___closed__1);
l_Llmbda_peval___redArg___lam__9___closed__0 = _init_l_Llmbda_peval___redArg___lam__9___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__9___closed__0);
l_Llmbda_peval___redArg___lam__9___closed__1 = _init_l_Llmbda_peval___redArg___lam__9___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__9___closed__1);
l_Llmbda_peval___redArg___lam__11___closed__0 = _init_l_Llmbda_peval___redArg___lam__11___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__11___closed__0);
l_Llmbda_peval___redArg___lam__11___closed__1 = _init_l_Llmbda_peval___redArg___lam__11___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__11___closed__1);
l_Llmbda_peval___redArg___lam__13___closed__0 = _init_l_Llmbda_peval___redArg___lam__13___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__13___closed__0);
l_Llmbda_peval___redArg___lam__13___closed__1 = _init_l_Llmbda_peval___redArg___lam__13___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__13___closed__1);
l_Llmbda_peval___redArg___lam__15___closed__0 = _init_l_Llmbda_peval___redArg___lam__15___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__15___closed__0);
l_Llmbda_peval___redArg___lam__15___closed__1 = _init_l_Llmbda_peval___redArg___lam__15___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__15___closed__1);
l_Llmbda_peval___redArg___lam__17___closed__0 = _init_l_Llmbda_peval___redArg___lam__17___closed__0();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__17___closed__0);
l_Llmbda_peval___redArg___lam__17___closed__1 = _init_l_Llmbda_peval___redArg___lam__17___closed__1();
lean_mark_persistent(l_Llmbda_peval___redArg___lam__17___closed__1);
return lean_io_result_mk_ok(lean_box(0));
}
#ifdef __cplusplus
}
#endif
