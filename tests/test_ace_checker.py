"""ACE's plan subset and static IFC checker: the rules, and soundness against the dynamic labels.

The soundness test draws random plans (lets, sequences, branches, loops, sensitivity marks) over
random apps (bounds, provider trust), runs each on the LLMbda core with random app outputs, and
checks: **whenever the checker accepts a plan, no wrapper's ``assert`` and no orchestrator check
fails**. It also counts rejected plans that do fail dynamically, so the test is not vacuous.
"""

from __future__ import annotations

from typing import Any, Mapping

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from llmbda.ace.abstract import AbstractApp, AbstractPlan, read_reply
from llmbda.ace.checker import AppPolicy, CheckResult, check, parse_label, show
from llmbda.ace.concrete import DEFAULT_POLICY, Binding, ConcretePlan, app_bound
from llmbda.ace.orchestrator import execute, program
from llmbda.ace.plan import Call, Let, Lit, PlanError, apps_called, parse_plan
from llmbda.ace.registry import App

APPS = {"Fetch": 1, "Store": 2, "Ping": 0}
F = frozenset


def pol(bound: str, result: str = "{}") -> AppPolicy:
    return AppPolicy("", parse_label(bound), parse_label(result))


# ---- the subset -----------------------------------------------------------------------------------

@pytest.mark.parametrize("src, msg", [
    ("let x = Fetch (Fetch 1) in x", "inside an expression"),
    ("let y = 1 + Fetch 2 in y", "inside an expression"),
    ("fun x -> x", "'fun' is not allowed"),
    ('let x = call "t" 1 in x', "'call' is not allowed"),
    ("endorse {} 1", "'endorse' is not allowed"),
    ("let x = 1 in let x = 2 in x", "already bound"),
    ("Nope 1", "unknown app 'Nope'"),
    ("let x = Store 1 in x", "takes 2 argument(s), not 1"),
    ("Ping", "takes no inputs"),
    ("let rec f i = f i; 1 in f 0", "must be the last step"),
    ("let rec f i = let y = f i in y in f 0", "only be called as the last step"),
    ("let x = y in x", "unbound name 'y'"),
    ("let x = 1 in x x", "only apps and loops are called"),
    ("let x = (fun y -> y) 1 in x", "'fun' is not allowed"),
    ("let x = recv_data in x", "'recv_data' is not allowed"),
    ("let x = [1] in x", "lists and records are not allowed"),
    ("let x = 1 in let z = (if x < 2 then 1 else 2) in z", "not part of an expression"),
    ("let Bad = 1 in Bad", "PascalCase names are for apps"),
    ('let x = {Z} : 1 in x', "unknown label"),
])
def test_the_subset_is_enforced(src: str, msg: str) -> None:
    with pytest.raises(PlanError) as e:
        parse_plan(src, APPS)
    assert msg in str(e.value)


@pytest.mark.parametrize("literal", [r'"a\u{22}b"', r'"tab\there"', r'"\u{1F600} \\ \"q\""', "(-9223372036854775807)"])
def test_a_plan_reads_its_literals_as_the_engine_does(literal: str) -> None:
    import llmbda

    plan = parse_plan(f"let x = Fetch {literal} in x", APPS)
    assert isinstance(plan, Let) and isinstance(plan.rhs, Call)
    assert plan.rhs.args == (Lit(llmbda.run(literal).value.raw),)


@pytest.mark.parametrize("src", [
    'Fetch "\\q"',                       # an escape the engine does not know
    "Fetch 99999999999999999999",          # a literal beyond 64 bits
    'Fetch "open',                         # a string never closed
    "let x = Fetch 1 in x in x",           # a stray `in`
])
def test_what_the_engine_does_not_parse_is_no_plan(src: str) -> None:
    import llmbda

    with pytest.raises(llmbda.ParseError) as engine:
        llmbda.parse(src)
    with pytest.raises(PlanError) as e:
        parse_plan(src, APPS)
    assert (e.value.line, e.value.col) == (engine.value.line, engine.value.col)


def test_accepted_plans_are_llmbda_programs() -> None:
    import llmbda

    src = ('let a = Fetch ({S} : 7) in\nlet b = Ping () in\n'
           'let rec loop i = if i < 3 then (Store i a; loop (i + 1)) else i in\n'
           'let n = loop 0 in\nif a < b then (Store n 1; "low") else "high"')
    plan = parse_plan(src, APPS)
    assert apps_called(plan) == {"Fetch", "Ping", "Store"}
    llmbda.parse(src)  # the subset is LLMbda: the core parses it too


def test_declarations() -> None:
    ab = read_reply("-- app Fare (origin : str) (dest : str) -> (fare : float) (note : str) : a fare\n"
                    "-- app Now () -> (date : str) : today\nlet d = Now () in Fare \"a\" d")
    assert ab.apps["Fare"].inputs == (("origin", "str"), ("dest", "str"))
    assert ab.apps["Fare"].outputs == (("fare", "float"), ("note", "str"))
    assert ab.apps["Now"].inputs == ()
    assert read_reply('"nothing to do"').apps == {}  # a plan may need no app
    for bad, msg in [("-- app Fare (a : str) -> : x\nFare 1", "declaration reads"),
                     ("-- app fare (a : str) -> (b : str) : x\nfare 1", "PascalCase"),
                     ("-- app F (a : text) -> (b : str) : x\nF 1", "unknown type"),
                     ("-- app F (a : str) -> (b : str) : x\n-- app F (a : str) -> (b : str) : y\nF 1", "twice")]:
        with pytest.raises(PlanError, match=msg):
            read_reply(bad)


# ---- the rules --------------------------------------------------------------------------------------

def test_explicit_flows_and_marks() -> None:
    p = parse_plan('let a = Fetch ({S} : 1) in Store a 2', APPS)
    assert not check(p, {"Fetch": pol("{S}"), "Store": pol("{}")}).ok
    assert check(p, {"Fetch": pol("{S}"), "Store": pol("{S}")}).ok
    # an untrusted provider's result
    q = parse_plan('let a = Fetch 1 in Store a 2', APPS)
    r = check(q, {"Fetch": pol("{}", "{U}"), "Store": pol("{}")})
    assert [str(v) for v in r.violations] == [
        "result: Store's argument 1 is labelled {U}, which does not flow to its bound {}"]


def test_implicit_flows_through_branches() -> None:
    p = parse_plan('let a = Fetch 1 in if a < 3 then Store 1 2 else Ping ()', APPS)
    r = check(p, {"Fetch": pol("{}", "{U}"), "Store": pol("{}"), "Ping": pol("{}")})
    assert {(v.app, v.arg) for v in r.violations} == {("Store", 0), ("Store", 1), ("Ping", None)}


def test_loops_reach_a_fixpoint_through_their_condition() -> None:
    # the untrusted status decides whether the loop goes on: the counter, and everything after the
    # loop that depends on it, is untrusted from the second iteration on
    src = ('let rec poll i = let s = Fetch i in if s == 0 then i else poll (i + 1) in\n'
           'let n = poll 0 in Store n 1')
    p = parse_plan(src, APPS)
    r = check(p, {"Fetch": pol("{U}", "{U}"), "Store": pol("{}")})
    assert r.labels["i"] == F({"U"}) and r.labels["n"] == F({"U"}) and r.iterations >= 2
    assert not r.ok
    # with a trusted status the loop is fine
    assert check(p, {"Fetch": pol("{}"), "Store": pol("{}")}).ok


def test_a_loops_body_runs_under_the_pc_of_the_call_that_started_the_iteration() -> None:
    # Ping's argument is trusted, but from the second iteration on the body runs because an
    # untrusted condition said so: statically rejected, and dynamically stuck at Ping's assert
    src = "let rec f i = Ping ();\n  if i < 2 && ({U} : 1) < 7 then f (i + 1) else i in\nlet r = f 0 in r"
    p = parse_plan(src, APPS)
    r = check(p, {"Ping": pol("{}")})
    assert [(v.app, v.arg, v.label) for v in r.violations] == [("Ping", None, F({"U"}))]
    cp = _concrete(src, {"Fetch": "{}", "Store": "{}", "Ping": "{}"},
                   {"Fetch": "trusted", "Store": "trusted", "Ping": "trusted"})
    ex = execute(cp, runner=lambda app, inputs: {"y": 0})
    assert ex.error is not None and ex.error.startswith("LabelViolation")
    assert [c.app for c in ex.calls] == ["Ping"]  # the first iteration's call went through


# ---- soundness against the dynamic labels ----------------------------------------------------------

_LABELS = ["{}", "{U}", "{S}", "{U, S}"]


@st.composite
def plans(draw: Any) -> str:
    counter = [0]

    def fresh() -> str:
        counter[0] += 1
        return f"v{counter[0]}"

    def atom(env: list[str]) -> str:
        kind = draw(st.integers(0, 3))
        if kind == 0 or not env:
            lab = draw(st.sampled_from(["", "{S} : ", "{U} : "]))
            return f"({lab}{draw(st.integers(0, 9))})" if lab else str(draw(st.integers(0, 9)))
        if kind == 1:
            return f"({draw(st.sampled_from(env))} + {draw(st.integers(0, 3))})"
        return draw(st.sampled_from(env))

    def rhs(env: list[str]) -> str:
        app = draw(st.sampled_from(sorted(APPS)))
        if draw(st.booleans()):
            return atom(env)
        n = APPS[app]
        return f"{app} ()" if n == 0 else " ".join([app] + [atom(env) for _ in range(n)])

    def plan(env: list[str], depth: int) -> str:
        k = draw(st.integers(0, 4 if depth > 0 else 0))
        if k == 0:
            return rhs(env)
        if k == 1:
            x = fresh()
            return f"let {x} = {rhs(env)} in\n{plan(env + [x], depth - 1)}"
        if k == 2:
            return f"{rhs(env)};\n{plan(env, depth - 1)}"
        if k == 3:
            c = f"{atom(env)} < {atom(env)}"
            return f"if {c} then ({plan(env, depth - 1)}) else ({plan(env, depth - 1)})"
        f, i, r = fresh(), fresh(), fresh()
        body = plan(env + [i], 0)
        # the body's first step runs under the pc of the call that started this iteration: from the
        # second iteration on, that is the condition's label
        loop = (f"let rec {f} {i} = {body};\n  if {i} < 2 && {atom(env + [i])} < 7 then {f} ({i} + 1) "
                f"else {i} in\n")
        return loop + f"let {r} = {f} ({atom(env)}) in\n{plan(env + [r], depth - 1)}"

    return plan([], draw(st.integers(1, 4)))


def _concrete(src: str, bounds: Mapping[str, str], trust: Mapping[str, str]) -> ConcretePlan:
    abstract = {n: AbstractApp(n, tuple((f"x{i}", "int") for i in range(a)), (("y", "int"),), n)
                for n, a in APPS.items()}
    plan = parse_plan(src, APPS)
    bindings = {n: Binding(abstract[n], App(n, n, abstract[n].inputs, (("y", "int"),), "x:y",
                                            trust=trust[n], clearance=bounds[n]),  # type: ignore[arg-type]
                           tuple(f"x{i}" for i in range(APPS[n])), ("y",)) for n in APPS}
    return ConcretePlan(AbstractPlan(abstract, src, plan), bindings, CheckResult(), frozenset())


stats = {"accepted": 0, "rejected_and_failed": 0}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(src=plans(), bounds=st.fixed_dictionaries({n: st.sampled_from(_LABELS) for n in APPS}),
       trust=st.fixed_dictionaries({n: st.sampled_from(["trusted", "untrusted"]) for n in APPS}),
       outputs=st.lists(st.integers(0, 9), min_size=1, max_size=8))
def test_the_checker_is_sound_for_the_dynamic_labels(src: str, bounds: dict[str, str], trust: dict[str, str],
                                                     outputs: list[int]) -> None:
    cp = _concrete(src, bounds, trust)
    pols = {n: AppPolicy(n, app_bound(b.app, DEFAULT_POLICY),
                         F({"U"}) if trust[n] == "untrusted" else F()) for n, b in cp.bindings.items()}
    verdict = check(cp.abstract.plan, pols)
    it = iter(outputs * 50)

    def runner(app: App, inputs: Mapping[str, object]) -> Mapping[str, object]:
        return {"y": next(it, 0)}

    ex = execute(cp, runner=runner, fuel=200_000)
    violated = ex.error is not None and (ex.error.startswith(("LabelViolation", "CallDenied"))
                                         or "AppRefused" in ex.error)
    if verdict.ok:
        stats["accepted"] += 1
        assert not violated, (src, bounds, trust, ex.error, program(cp))
    elif violated:
        stats["rejected_and_failed"] += 1


def test_the_soundness_test_saw_both_kinds() -> None:
    # runs after the property test (file order): both outcomes must have occurred
    assert stats["accepted"] > 20 and stats["rejected_and_failed"] > 20, stats


def test_show_and_parse_labels() -> None:
    assert show(F({"S", "U"})) == "{S, U}" and parse_label("{U, S}") == F({"U", "S"})
    with pytest.raises(ValueError):
        parse_label("U")
