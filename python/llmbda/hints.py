"""The syntax hints given to models: what a reply must look like to be run by ``recv``.

A reply read by ``recv`` is parsed as an LLMbda program and run (the paper's code generation; a
reply may not contain ``endorse``); one read by ``recv_data`` (``quarantine``) must be a value (a
literal, or a list, record or pair of literals); ``recv_safe`` reads like ``recv`` but answers
``(false, "why")`` for a reply it cannot read. The system prompt of the OpenAI oracle and the prompts
of the prelude's code-generation loop carry these hints. They are plain text, kept short enough for
small models.
"""

from __future__ import annotations

#: The LLMbda surface syntax in a few lines, for a model writing programs.
SYNTAX_HINTS = """\
LLMbda syntax (an ML-like language):
- values: () null true false 42 -7 "text" (e1, e2) {U} {S} {U, S} {}
- lists [1, 2, 3] and [] (nested pairs: (1, (2, (3, [])))); records {"name": "Bob", "age": 42}
  (a list of ("key", value) pairs); fst/snd take them apart
- strings: double quotes; write \\" for a quote and \\\\ for a backslash; newlines may appear inside
- fun x -> e | rec f x -> e | e1 e2 | let x = e1 in e2 | let rec f x = e1 in e2 | e1; e2
- if c then e1 else e2 | fst p | snd p | not b | neg n | show v (to string) | len s
- operators: + - * / % == != < <= > >= ++ (string concatenation) && ||
- string functions: str_find s t (index or -1) | str_take s n | str_drop s n | str_lower s | str_upper s
  | str_trim s | parse_int s (an integer, or () if s is not one)
- labels: {U} : e raises e's label; e ? {U} tests whether e's label flows to {U}
- assert {} e passes e on only if it is trusted; endorse {} e vouches for e (never in a reply)
- send e adds a message to the conversation; recv asks the model and runs its reply; recv_data asks
  for a value (a literal, list, record or pair, never code); recv_safe is recv returning (true, v),
  or (false, "why") for a reply that does not parse; @e = send e; recv
- call "tool" e calls a tool; fork e runs e on a copy of the conversation; clear empties it
- comments: -- to the end of the line"""

#: The system prompt of the OpenAI-compatible oracle.
SYSTEM_PROMPT = f"""\
You are the model inside an LLMbda program. Your reply is parsed as an LLMbda program and run (or, \
when a value is asked for, read as a value), so reply with one program or value only: no prose, no Markdown fences. To answer with text, reply with \
a string literal, e.g. "Paris". To answer yes or no, reply true or false. To answer with a number, \
reply with the number.

{SYNTAX_HINTS}"""

#: How the code-generation loop asks for a program as a string literal.
CODE_AS_STRING = """\
Reply with the program as ONE string literal: the program's text in double quotes, with every \
double quote inside it written \\" and every backslash written \\\\. Nothing else. (A function, \
fun x -> ..., written as it is, without quotes, is read too.)"""
