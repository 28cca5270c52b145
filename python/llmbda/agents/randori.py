"""Randori: the dual-LLM agent whose plan is an LLMbda program.

1. The **planner** model sees only trusted text: the user's query and the tools' signatures. It
   writes an LLMbda program (the plan) that calls the tools; untrusted results (labelled ``{U}``) can
   only be read through ``quarantine``, where the **Q-model** answers questions about them in a
   throw-away conversation, and its answer stays labelled ``{U}``.
2. **Practice**: the plan runs on mock state, every tool result trusted, with the real Q-model. A
   parse error or a runtime error (including a label violation the plan's own structure causes) is
   shown to the planner, which repairs the plan, up to ``repairs`` times. The errors come from mock
   data, so showing them to the planner reveals nothing untrusted.
3. **Final run**: the practised plan runs once against the real environment, with the real labels.
   A sink whose arguments (or ``pc``) carry untrusted influence stops the run with a label violation;
   nothing is retried (the error may carry untrusted data).

A plan may act on untrusted data only by an explicit ``endorse`` (or ``robust_endorse`` /
``bounded_endorse`` of the prelude), which the planner declares in advance with a comment line
``-- endorse: <what and why>``. **Endorse only where the plan says** (:func:`check_endorsements`):
before a plan runs, in practice or in the final run, its endorsement sites are checked
against its declarations, and a mismatch is a :class:`~llmbda.errors.UndeclaredEndorse`. In practice
it is shown to the planner as a repair request, like a parse error (it concerns the plan's text
alone); a plan that fails the check never reaches the final run. The rule:

- a line *endorses* when ``endorse``, ``robust_endorse``, ``bounded_endorse`` (or any other prelude
  function whose definition reaches ``endorse``, :func:`endorsing_names`) occurs on it as code, not
  in a string or a comment (:func:`endorse_sites`); several on one line are one site;
- a *declaration* is a comment line of its own, ``-- endorse: <text>`` with a non-empty text;
- every line that endorses has a declaration on the line directly above it (other comment lines may
  stand above the declaration: it is the last line of the run of comments), and every declaration
  is directly above a line that endorses. A declaration after code on the same line counts as a
  misplaced declaration, not as one of the line;
- the plan binds no prelude name (``let``, ``let rec``, ``fun``, ``rec`` binders), e.g. its own
  ``quarantine``, ``robust_endorse`` or ``bounded_endorse``. Such a definition could not make
  endorsement reachable without a token — the prelude is bound *around* the plan, so the plan cannot
  change what a prelude function does, and an ``endorse`` inside the plan's own definition is a site
  that must be declared — but it would silently change what the plan's *uses* of the name mean to
  whoever reads the plan and its declarations (a ``quarantine`` whose answer is endorsed, a
  ``robust_endorse`` that endorses any value under any pc), so it is refused. An alias such as
  ``let trust = robust_endorse in`` is allowed: the token appears on that line, which must be
  declared; the uses of the alias are covered by that declaration.

Model-written code never endorses: the Q-model's answers are read as data (``quarantine`` uses
``recv_data``: a literal or a pair, never code), no reply ``recv`` runs may contain ``endorse`` (the
calculus refuses it), and code the model generates for ``llmbda.try`` (:mod:`llmbda.prelude`) is
refused when it contains ``endorse``. Every endorsement site of the final plan is logged
(:attr:`Outcome.endorses`), and so is every ``endorse`` the final run executed, with its plan line
and labels (:attr:`Outcome.executed`, from the run's endorse log, which ``peval`` records). With
``no_endorse``
endorsement is inert: ``endorse`` returns its value unchanged (the planner is told), so a plan can
never lower integrity; the check applies all the same (both arms of the ablation plan under the same
rules).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from string import Template
from typing import Any, Callable, Literal, Optional, Sequence

from .. import errors
from ..hints import SYNTAX_HINTS
from ..labels import LAB4
from ..grammar import Request
from ..prelude import _TOKENS, PRELUDE_NAMES, REPLY_SCOPE, bind, definitions, identifiers, needed
from ..runtime import Endorsement, Message, default_engine, parse, run
from .banking import BankingHost, ToolCall, library, signatures, tool_bounds
from .banking_labels import SINKS

Oracle = Callable[[Sequence[Message]], str]  # conversation -> reply (a list or a read-only view)

#: The identifiers that endorse (the keyword and the prelude functions built on it).
ENDORSE_NAMES = frozenset({"endorse", "robust_endorse", "bounded_endorse"})
#: What ``endorse`` becomes with ``no_endorse``: a function that returns its value unchanged.
INERT_ENDORSE = "(fun _ -> fun x -> x)"

#: The system prompt of a planner served by an OpenAI-compatible server.
PLANNER_SYSTEM = ("You are the planner of an agent: you write programs in the LLMbda language. "
                  "Reply with one program only, no prose.")

#: The planner's prompt, one file (``planner_prompt.txt``): the task, the language
#: (:data:`~llmbda.hints.SYNTAX_HINTS`), the tools with their labels, the library, the rules, and two
#: worked examples that are not AgentDojo tasks; ``$``-placeholders are filled by
#: :meth:`Randori.planner_prompt`.
PLANNER_PROMPT_FILE = "planner_prompt.txt"
#: The prelude's functions on lists, records and strings the prompt lists (from their doc comments).
LIBRARY_FUNCTIONS = REPLY_SCOPE


@lru_cache(maxsize=1)
def planner_template() -> Template:
    """The planner's prompt as a template (``$syntax``, ``$tools``, ``$library``, ``$no_endorse``,
    ``$query``)."""
    return Template(resources.files(__package__).joinpath(PLANNER_PROMPT_FILE).read_text(encoding="utf-8"))


def planner_examples() -> list[tuple[str, str]]:
    """The worked examples of the planner's prompt: (task, program)."""
    text = planner_template().template
    return [(m.group(1).strip(), m.group(2).strip())
            for m in re.finditer(r"^Example task: ([^\n]*)\n```lam\n(.*?)```", text, re.M | re.S)]


def library_lines() -> str:
    """One line per library function of :data:`LIBRARY_FUNCTIONS`: its prelude doc comment."""
    docs = {d.name: d.doc for d in definitions()}
    return "\n".join(f"- {docs[name]}" for name in LIBRARY_FUNCTIONS if docs.get(name))


NO_ENDORSE_NOTE = "\n- Endorsement is DISABLED in this run: endorse returns its value unchanged."

REPAIR_PROMPT = """\
Your program failed when it was practised on example data ({what}):
{error}
Reply with the corrected program only."""


@dataclass(frozen=True)
class EndorseSite:
    """An endorsement in the final plan: its line (in the plan) and the line's text."""

    line: int
    text: str


@dataclass(frozen=True)
class ExecutedEndorse:
    """An ``endorse`` the final run executed: the plan's line (``None`` when the ``endorse`` is in
    the prelude, e.g. inside ``robust_endorse``; ``program_line`` is then its line in the program
    that ran), the target label, and the value's label before and after."""

    line: Optional[int]
    program_line: int
    target: str
    before: str
    after: str


@dataclass
class Outcome:
    """What one Randori run did."""

    query: str
    plan: Optional[str] = None
    planner_calls: int = 0
    practice_errors: list[str] = field(default_factory=list)
    answer: Optional[str] = None
    label: Optional[str] = None
    error: Optional[str] = None
    endorses: list[EndorseSite] = field(default_factory=list)
    declared: list[str] = field(default_factory=list)
    calls: list[ToolCall] = field(default_factory=list)
    #: every ``endorse`` the final run executed, in order (a run keeps the first 10,000)
    executed: list[ExecutedEndorse] = field(default_factory=list)
    executed_total: int = 0
    #: the engine of the final run: ``"lean"`` (Lean's compiled ``peval``) or ``"core"``
    engine: str = ""

    @property
    def plan_sinks(self) -> frozenset[str]:
        """The sinks the final plan mentions."""
        return plan_tools(self.plan or "") & SINKS

    def to_json(self) -> dict[str, Any]:
        return {
            "plan": self.plan, "planner_calls": self.planner_calls,
            "practice_errors": self.practice_errors, "answer": self.answer, "label": self.label,
            "error": self.error, "endorses": [{"line": e.line, "text": e.text} for e in self.endorses],
            "declared": self.declared, "plan_sinks": sorted(self.plan_sinks),
            "engine": self.engine,
            "executed_endorses": [
                {"line": e.line, "program_line": e.program_line, "target": e.target,
                 "before": e.before, "after": e.after} for e in self.executed],
            "executed_endorses_total": self.executed_total,
            "calls": [{"tool": c.tool, "args": c.args, "label": c.label, "error": c.error}
                      for c in self.calls],
        }


def _code_tokens(src: str) -> list[str]:
    return list(_TOKENS.findall(src))


def plan_tools(plan: str) -> frozenset[str]:
    """The identifiers of a plan (strings and comments skipped)."""
    return frozenset(t for t in _code_tokens(plan) if t[:1].isalpha() or t[:1] == "_")


@lru_cache(maxsize=1)
def endorsing_names() -> frozenset[str]:
    """The names whose use endorses: :data:`ENDORSE_NAMES` and every prelude function whose
    definition mentions ``endorse`` or another such function (computed from ``prelude.lam``, so a
    new endorsing prelude function is covered without a change here)."""
    out = set(ENDORSE_NAMES)
    for d in definitions():  # in file order: a definition uses only earlier ones
        body = d.text.split("=", 1)[1]
        if "endorse" in identifiers(body) or d.uses & out:
            out.add(d.name)
    return frozenset(out)


#: A declaration: a comment ``-- endorse: <what and why>``.
_DECLARATION = re.compile(r"--\s*endorse\s*:(.*)", re.S)
#: The keywords after which the identifiers are binders (``fun x y ->``, ``let f x =``,
#: ``let rec f x =``, ``rec f x ->``).
_BINDERS = frozenset({"fun", "let", "rec"})


@dataclass(frozen=True)
class _Declaration:
    line: int
    text: str
    alone: bool  # a comment line of its own (no code before it on the line)


def _scan(plan: str) -> tuple[list[int], list[_Declaration], list[tuple[int, str]]]:
    """The lines that endorse, the declarations, and the (line, name) of every binder of a prelude
    name, in one pass over the tokens (the lexer's: strings and comments are single tokens)."""
    names = endorsing_names()
    sites: list[int] = []
    decls: list[_Declaration] = []
    rebound: list[tuple[int, str]] = []
    line, code_on_line, binding = 1, False, False
    for tok in _code_tokens(plan):
        if tok.startswith("--"):
            m = _DECLARATION.match(tok)
            if m and m.group(1).strip():
                decls.append(_Declaration(line, m.group(1).strip(), not code_on_line))
        elif not tok.isspace():
            code_on_line = True
            ident = tok[:1].isalpha() or tok[:1] == "_"
            if ident and tok in names and (not sites or sites[-1] != line):
                sites.append(line)
            if binding and ident and tok in PRELUDE_NAMES:
                rebound.append((line, tok))
            binding = tok in _BINDERS or (binding and ident)  # binders: identifiers in a row
        n = tok.count("\n")
        if n:
            line += n
            code_on_line = tok != "\n"  # a string that spans lines ends on this one
    return sites, decls, rebound


def endorse_sites(plan: str) -> list[EndorseSite]:
    """The lines of a plan that endorse (``endorse``, ``robust_endorse``, ``bounded_endorse`` — all
    of :func:`endorsing_names` — as code, not in a string or a comment), one per line."""
    lines = plan.split("\n")
    return [EndorseSite(n, lines[n - 1].strip()) for n in _scan(plan)[0]]


def declared_endorsements(plan: str) -> list[str]:
    """The texts of the ``-- endorse: …`` declarations of a plan (comments, not strings)."""
    return [d.text for d in _scan(plan)[1]]


def check_endorsements(plan: str) -> None:
    """Endorse only where the plan says: raise :class:`~llmbda.errors.UndeclaredEndorse` unless every
    line of ``plan`` that endorses is directly below a declaration, every declaration is a comment
    line of its own directly above a line that endorses, and the plan binds no prelude name (the
    rule is in the module doc). ``plan`` is the planner's text alone (before the library and the
    prelude are added); it should parse (the tokens are then the lexer's)."""
    sites, decls, rebound = _scan(plan)
    declared = {d.line for d in decls if d.alone}
    site_set = set(sites)
    undeclared = tuple(n for n in sites if n - 1 not in declared)
    unmatched = tuple(d.line for d in decls if not d.alone or d.line + 1 not in site_set)
    if undeclared or unmatched or rebound:
        raise errors.UndeclaredEndorse(undeclared, unmatched, tuple(rebound))


def make_inert(src: str) -> str:
    """``src`` with every ``endorse`` (as code) replaced by a function returning its value."""
    return "".join(INERT_ENDORSE if t == "endorse" else t for t in _code_tokens(src))


def extract_program(reply: str) -> str:
    """The program in a planner's reply: the first fenced block if there is one, else the reply."""
    m = re.search(r"```[A-Za-z0-9_-]*[ \t]*\n(.*?)```", reply, re.S)
    return (m.group(1) if m else reply).strip()


def _describe(exc: errors.LlmbdaError) -> str:
    """An error as the outcome reports it (``str(exc)``: an error labelled above public names its
    kind only)."""
    return f"{type(exc).__name__}: {exc}"


def _describe_practice(exc: errors.LlmbdaError) -> str:
    """An error met in practice, for the planner's repair prompt: the whole message, whatever the
    error's label. Practice runs on mock state (:mod:`.mock_banking`), none of it from the real
    environment, and its tools' results are trusted and public, so a label above public there comes
    from the plan's own label literals, not from data the planner may not see; the withheld form
    (``str(exc)``) would only hide the plan's own mistake from the planner."""
    if isinstance(exc, errors.EvalError):
        return f"{type(exc).__name__}: {exc.message_for(exc.label)}"
    return _describe(exc)


class Randori:
    """The agent. ``planner`` and ``q_model`` are oracles (conversation → reply), possibly different
    models. ``repairs`` bounds the planner's repairs in practice; ``fuel`` the steps of a run;
    ``engine`` the engine of every run (``None``: ``llmbda.run``'s default, Lean's compiled ``peval``);
    either logs the endorsements executed (:attr:`Outcome.executed`)."""

    def __init__(self, planner: Oracle, q_model: Oracle, *, no_endorse: bool = False,
                 repairs: int = 3, fuel: int = 5_000_000,
                 engine: Optional[Literal["lean", "core"]] = None) -> None:
        self.engine = engine
        self.planner = planner
        self.q_model = q_model
        self.no_endorse = no_endorse
        self.repairs = repairs
        self.fuel = fuel

    def planner_prompt(self, query: str) -> str:
        return planner_template().substitute(syntax=SYNTAX_HINTS, tools=signatures(), library=library_lines(),
                                             query=query, no_endorse=NO_ENDORSE_NOTE if self.no_endorse else "")

    def program_text(self, plan: str) -> str:
        """The text that runs: the prelude definitions the plan needs, the banking library, the
        plan (with inert endorsement under ``no_endorse``)."""
        text = library() + plan
        text, _ = bind(text, needed(text))
        return make_inert(text) if self.no_endorse else text

    def _run(self, plan: str, host: BankingHost) -> Any:
        check_endorsements(plan)  # checked before practice too; no plan that fails it ever runs
        return run(self.program_text(plan), self.q_model, tools=host.tools(), bounds=tool_bounds(),
                   fuel=self.fuel, lattice=LAB4, prelude=False, engine=self.engine)

    def solve(self, query: str, real: BankingHost, mock: BankingHost) -> Outcome:
        """Plan, practise on ``mock`` (trusted results), then run on ``real``."""
        out = Outcome(query)
        convo = [Message("user", self.planner_prompt(query), LAB4.bot)]
        plan: Optional[str] = None
        for attempt in range(self.repairs + 1):
            out.planner_calls += 1
            try:
                # the plan is a program of the host's own: a grammar-taking server is given its
                # language (endorse and comments allowed), so that a plan that does not parse
                # cannot be written
                reply = self.planner(Request(convo, reply="program"))
            except Exception as exc:  # the planner's failure ends the run, clearly
                out.error = f"PlannerError: {type(exc).__name__}: {exc}"
                return out
            if not isinstance(reply, str):
                out.error = f"PlannerError: the planner returned a {type(reply).__name__}"
                return out
            convo.append(Message("assistant", reply, LAB4.bot))
            candidate = extract_program(reply)
            problem: Optional[tuple[str, str]] = None
            try:
                parse(candidate)
            except errors.ParseError as exc:
                problem = ("it does not parse", str(exc))
            if problem is None:
                try:  # before any tool call: the check concerns the plan's text alone
                    check_endorsements(candidate)
                except errors.UndeclaredEndorse as exc:
                    problem = ("it was refused before it ran: its endorsements do not match its "
                               "declarations", _describe(exc))
            if problem is None:
                mock.calls.clear()
                try:
                    self._run(candidate, mock)
                except errors.OracleError as exc:  # the Q-model failed: not the plan's fault
                    out.error = f"QModelError: {exc}"
                    out.plan = candidate
                    return out
                except errors.LlmbdaError as exc:
                    problem = ("it stopped", _describe_practice(exc))
            if problem is None:
                plan = candidate
                break
            out.practice_errors.append(problem[1])
            if attempt < self.repairs:
                convo.append(Message("user", REPAIR_PROMPT.format(what=problem[0], error=problem[1]),
                                     LAB4.bot))
        if plan is None:
            out.error = f"NoPlan: no plan passed practice in {out.planner_calls} attempts"
            out.plan = extract_program(convo[-1].content) if convo[-1].role == "assistant" else None
            return out
        out.plan = plan
        out.endorses = endorse_sites(plan)
        out.declared = declared_endorsements(plan)
        text = self.program_text(plan)
        offset = text[:len(text) - len(plan)].count("\n") if text.endswith(plan) else None
        log: list[Endorsement] = []
        out.engine = self.engine or default_engine()
        endorsed = bool(out.endorses)  # (a failure that reports no log: as if its endorses ran)
        try:
            r = self._run(plan, real)
            log, out.executed_total = r.endorsements, r.endorsements_total
            endorsed = out.executed_total > 0
            out.answer = r.value.render()  # a text past TEXT_LIMIT is a ResourceLimit
            out.label = str(r.label)
        except errors.LlmbdaError as exc:
            out.error = _describe(exc)
            if isinstance(exc, errors.EvalError):
                log, out.executed_total = exc.endorsements, exc.endorsements_total
                endorsed = out.executed_total > 0
        finally:
            if endorsed and not self.no_endorse:  # its writes do not read back as trusted later
                real.mark_endorsed()
        out.executed = [ExecutedEndorse(e.line - offset if offset is not None and e.line > offset else None,
                                        e.line, str(e.target), str(e.before), str(e.after)) for e in log]
        out.calls = list(real.calls)
        return out
