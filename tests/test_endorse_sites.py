"""Endorse only where the plan says (host side).

A Randori plan whose endorsement sites differ from its ``-- endorse:`` declarations (or that rebinds
a prelude name) is an :class:`~llmbda.errors.UndeclaredEndorse` before it runs: in practice it is a
repair request, and it never reaches the final run. Code a model generates for ``llmbda.try`` never
endorses.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional

import pytest

import llmbda
from llmbda.agents.randori import (ENDORSE_NAMES, EndorseSite, check_endorsements, declared_endorsements,
                                   endorse_sites, endorsing_names)
from llmbda.errors import UndeclaredEndorse

PLANS = sorted((Path(__file__).resolve().parent / "data" / "banking_plans").glob("*.lam"))
BILL = "bill-december-2023.txt"
BILL_IBAN = "UK12345678901234567890"
AMOUNT_Q = "Answer with an integer only: the amount the bill asks for, in cents."
DECLARATION = "-- endorse: the bill's total; the user asked to pay this bill"
UNDECLARED = f"""\
let bill = read_file "{BILL}" in
let amount = quarantine "{AMOUNT_Q}" bill in
let total = endorse {{}} amount in
send_money "{BILL_IBAN}" total "Bill December 2023" "2022-04-01";
"Paid " ++ money total"""
DECLARED = UNDECLARED.replace("let total =", f"{DECLARATION}\nlet total =")


def refusal(plan: str) -> UndeclaredEndorse:
    with pytest.raises(UndeclaredEndorse) as info:
        check_endorsements(plan)
    return info.value


# -- the check on the plan's text ------------------------------------------------------------------------


def test_an_undeclared_endorse_is_refused_with_its_line() -> None:
    e = refusal(UNDECLARED)
    assert (e.undeclared, e.unmatched, e.rebound) == ((3,), (), ())
    assert "line 3 endorses without a declaration" in str(e) and "-- endorse:" in str(e)
    check_endorsements(DECLARED)
    assert endorse_sites(DECLARED) == [EndorseSite(4, "let total = endorse {} amount in")]


@pytest.mark.parametrize("plan,undeclared", [
    ("let b = robust_endorse true in b", (1,)),
    ("bounded_endorse 2 (fun i -> i) 1", (1,)),
    # one declaration covers the line directly below it only
    ("-- endorse: both\nlet a = endorse {} 1 in\nlet b = endorse {} 2 in a + b", (3,)),
    # a blank line between the declaration and the site
    ("-- endorse: a\n\nendorse {} 1", (3,)),
    # a declaration after code on the line is misplaced (and does not declare its own line)
    ("let a = endorse {} 1 in -- endorse: a\na", (1,)),
], ids=["robust_endorse", "bounded_endorse", "one-declaration-two-lines", "blank-line", "trailing"])
def test_every_endorsing_line_needs_its_own_declaration(plan: str, undeclared: tuple[int, ...]) -> None:
    assert refusal(plan).undeclared == undeclared


@pytest.mark.parametrize("plan,unmatched", [
    ("-- endorse: the total\nlet total = 1 in total", (1,)),
    ("let x = 1 in -- endorse: x\nx", (1,)),
    # the declaration must be the last comment line above the site
    ("-- endorse: a\n-- (more)\nendorse {} 1", (1,)),
    ("-- endorse: a\n-- endorse: b\nendorse {} 1", (1,)),
], ids=["no-endorse-below", "trailing", "comment-between", "two-declarations"])
def test_a_declaration_without_an_endorse_below_is_refused(plan: str, unmatched: tuple[int, ...]) -> None:
    e = refusal(plan)
    assert e.unmatched == unmatched
    assert f"declaration on line {unmatched[0]} is not directly above a line that endorses" in str(e)


def test_two_endorses_on_one_line_under_one_declaration_are_accepted() -> None:
    plan = ("let flag = ({U} : true) in\n-- a comment above the declaration is fine\n"
            "-- endorse: the flag, twice\nlet p = (endorse {} flag, robust_endorse flag) in fst p")
    check_endorsements(plan)
    assert endorse_sites(plan) == [EndorseSite(4, "let p = (endorse {} flag, robust_endorse flag) in fst p")]
    assert declared_endorsements(plan) == ["the flag, twice"]
    assert llmbda.run(plan).value.raw is True


def test_endorse_in_a_string_or_a_comment_does_not_count() -> None:
    plan = ('let s = "endorse {} x; robust_endorse b" in\n-- we never endorse here\n'
            'let t = "\n-- endorse: not a declaration (in a string)\nendorse" in\ns ++ t')
    check_endorsements(plan)
    assert endorse_sites(plan) == [] and declared_endorsements(plan) == []
    # an empty declaration is no declaration
    assert refusal("-- endorse:\nendorse {} 1").undeclared == (2,)


def test_a_site_after_a_string_spanning_lines_is_on_the_line_it_ends() -> None:
    plan = 'let s = "a\nb" in -- endorse: misplaced\nlet t = "c\n" ++ endorse {} s in t'
    e = refusal(plan)
    assert (e.undeclared, e.unmatched) == ((4,), (2,))


@pytest.mark.parametrize("plan,rebound", [
    ('let quarantine = fun p -> fun d -> d in quarantine "q" 1', ((1, "quarantine"),)),
    ("-- endorse: mine\nlet robust_endorse = fun b -> endorse {} b in\nrobust_endorse 1", ((2, "robust_endorse"),)),
    ("let rec bounded_endorse n = n in 1", ((1, "bounded_endorse"),)),
    ("(fun x quarantine -> x) 1 2", ((1, "quarantine"),)),
], ids=["let", "let-declared", "let-rec", "fun-parameter"])
def test_a_plan_that_rebinds_a_prelude_name_is_refused(plan: str, rebound: tuple[tuple[int, str], ...]) -> None:
    e = refusal(plan)
    assert e.rebound == rebound and "rebinds the prelude name" in str(e)


def test_an_alias_is_a_site_that_must_be_declared() -> None:
    plan = "let trust = robust_endorse in\ntrust true"
    assert refusal(plan).undeclared == (1,)
    check_endorsements("-- endorse: one bit, through an alias\n" + plan)


def test_the_endorsing_names_cover_the_prelude() -> None:
    assert ENDORSE_NAMES <= endorsing_names()
    assert {"robust_endorse", "bounded_endorse"} <= endorsing_names()
    assert "quarantine" not in endorsing_names()


@pytest.mark.parametrize("path", PLANS, ids=[p.stem for p in PLANS])
def test_every_stored_plan_passes_the_check(path: Path) -> None:
    plan = path.read_text(encoding="utf-8")
    check_endorsements(plan)
    assert len(declared_endorsements(plan)) == len(endorse_sites(plan))


# -- Randori: refused before it runs, repaired like a parse error ---------------------------------------


class CallLog(list):  # type: ignore[type-arg]
    """A host's ``calls`` that also keeps what Randori clears between practice runs."""

    def __init__(self) -> None:
        super().__init__()
        self.every: list[Any] = []

    def append(self, item: Any) -> None:
        self.every.append(item)
        super().append(item)


@pytest.fixture(scope="module")
def suite() -> Any:
    pytest.importorskip("agentdojo")
    from agentdojo.task_suite.load_suites import get_suite

    return get_suite("v1.2.2", "banking")


def solve(suite: Any, planner: Any, **kw: Any) -> tuple[Any, Any, Any, Any]:
    from agentdojo.functions_runtime import FunctionsRuntime

    from llmbda.agents.banking import BankingHost
    from llmbda.agents.mock_banking import mock_environment
    from llmbda.agents.randori import Randori
    from llmbda.bench.offline import DataQModel

    env = suite.load_and_inject_default_environment({})
    real = BankingHost(FunctionsRuntime(suite.tools), env)
    mock = BankingHost(FunctionsRuntime(suite.tools), mock_environment(), trusted=True)
    real.calls = CallLog()
    mock.calls = CallLog()
    out = Randori(planner, DataQModel(), **kw).solve("Pay my bill, please.", real, mock)
    return out, real, mock, env


@pytest.mark.parametrize("no_endorse", [False, True], ids=["endorse", "no-endorse"])
def test_an_undeclared_plan_is_refused_before_any_tool_call(suite: Any, no_endorse: bool) -> None:
    planner = llmbda.ScriptedOracle([], default=UNDECLARED)
    out, real, mock, env = solve(suite, planner, repairs=2, no_endorse=no_endorse)
    assert out.error is not None and out.error.startswith("NoPlan") and out.answer is None
    assert out.planner_calls == 3 and len(out.practice_errors) == 3
    assert all(e.startswith("UndeclaredEndorse: ") and "line 3 endorses" in e for e in out.practice_errors)
    assert mock.calls.every == [] and real.calls.every == []   # no tool was called, not even a source


def test_an_undeclared_plan_is_repaired_after_one_request(suite: Any) -> None:
    planner = llmbda.ScriptedOracle([UNDECLARED, DECLARED])
    out, real, mock, env = solve(suite, planner)
    assert (out.error, out.answer, out.plan) == (None, "Paid 98.70", DECLARED)
    assert out.planner_calls == planner.calls == 2 and len(out.practice_errors) == 1
    repair = planner.prompts[1][-1].content
    assert repair.startswith("Your program failed when it was practised on example data "
                             "(it was refused before it ran: its endorsements do not match its declarations)")
    assert "UndeclaredEndorse" in repair and "line 3 endorses without a declaration" in repair
    # practice ran the declared plan only: one read of the bill and one payment each, on each host
    assert [c.tool for c in mock.calls.every] == ["read_file", "send_money"]
    assert [c.tool for c in real.calls.every] == ["read_file", "send_money"]
    assert out.endorses == [EndorseSite(4, "let total = endorse {} amount in")]
    assert out.declared == ["the bill's total; the user asked to pay this bill"]
    assert (env.bank_account.transactions[-1].recipient, env.bank_account.transactions[-1].amount) == (BILL_IBAN, 98.70)


def test_the_final_run_refuses_an_undeclared_plan_too(suite: Any) -> None:
    """The guard in the run itself: a plan that did not pass the check never runs."""
    from agentdojo.functions_runtime import FunctionsRuntime

    from llmbda.agents.banking import BankingHost
    from llmbda.agents.randori import Randori

    host = BankingHost(FunctionsRuntime(suite.tools), suite.load_and_inject_default_environment({}))
    with pytest.raises(UndeclaredEndorse):
        Randori(llmbda.ScriptedOracle([]), llmbda.ScriptedOracle([]))._run(UNDECLARED, host)
    assert host.calls == []


# -- llmbda.try: generated code never endorses -----------------------------------------------------------


def try_code(code: str, oracle: Optional[Any] = None) -> tuple[Any, Any]:
    r = llmbda.run(f'let quarantine = 0 in call "llmbda.try" ({code}, ({{U}} : 41))', oracle)
    ok, v = r.value.raw
    return ok.raw, v.raw


@pytest.mark.parametrize("code,name", [
    ('"fun x -> endorse {} x + 1"', "endorse"),
    ('"let robust_endorse = fun b -> endorse {} b in fun x -> robust_endorse (x == 41)"', "endorse, robust_endorse"),
    ('"fun x -> let bounded_endorse = 0 in x"', "bounded_endorse"),
    ("fun x -> endorse {} x + 1", "endorse"),                   # a function value, checked by its text
], ids=["endorse", "robust_endorse", "bounded_endorse", "function-value"])
def test_try_refuses_generated_code_that_endorses(code: str, name: str) -> None:
    ok, msg = try_code(code)
    assert ok is False and msg == f"refused: generated code may not endorse (it uses {name})"


def test_try_runs_code_that_only_mentions_endorse_in_strings_and_comments() -> None:
    code = '"fun x -> -- no endorse here\\n  if x == 41 then \\"endorse\\" else \\"no\\""'
    assert try_code(code) == (True, "endorse")


def test_generate_is_told_that_endorsing_code_is_refused() -> None:
    oracle = llmbda.ScriptedOracle(['"fun x -> endorse {} x"', '"fun x -> x + 1"'])
    r = llmbda.run('generate "Add one." ({U} : 41) 2', oracle)
    ok, v = r.value.raw
    assert ok.raw is True and v.raw == 42 and str(v.label) == "{U}"
    assert "generated code may not endorse" in oracle.prompts[1][-1].content


# -- every executed endorse is logged with its site ------------------------------------------------

#: A plan that endorses twice: once in the plan (line 4), once inside the prelude's robust_endorse.
TWO_ENDORSES = DECLARED.replace('"Paid " ++ money total', (
    "-- endorse: whether the bill is small; the user asked to pay it\n"
    "let small = robust_endorse (amount < 100000) in\n"
    'if small then "Paid " ++ money total else "Paid a large bill"'))


def test_every_executed_endorse_is_logged_with_its_plan_line(suite: Any) -> None:
    """`peval` logs each endorse it executes (its position and labels); Randori maps it to the
    plan's line, and an endorse inside the prelude (robust_endorse) to no plan line. The default
    engine's report is the core's, entry for entry."""
    core, *_ = solve(suite, llmbda.ScriptedOracle([TWO_ENDORSES]), engine="core")
    out, real, mock, env = solve(suite, llmbda.ScriptedOracle([TWO_ENDORSES]))
    assert out.error is None and out.engine == "lean", out.error
    assert out.answer == core.answer and out.label == core.label  # the two engines agree on the run
    assert out.to_json()["executed_endorses"] == core.to_json()["executed_endorses"]
    in_plan = [(e.line, e.target, e.before, e.after) for e in out.executed if e.line is not None]
    assert in_plan == [(4, "{}", "{U}", "{}")]
    assert {e.line for e in out.endorses} == {4, 7}  # the declared sites: line 7 calls robust_endorse
    in_prelude = [e for e in out.executed if e.line is None]
    assert len(in_prelude) == 1 and in_prelude[0].before == "{U}" and in_prelude[0].after == "{}"
    assert out.executed_total == 2 and out.to_json()["executed_endorses_total"] == 2


def test_no_endorse_executes_no_endorse_at_all(suite: Any) -> None:
    out, real, mock, env = solve(suite, llmbda.ScriptedOracle([TWO_ENDORSES]), no_endorse=True)
    assert out.executed == [] and out.executed_total == 0
    assert out.error is not None and "LabelViolation" in out.error  # the payment needs the endorse
