"""ACE's planners and their failure paths: the verifier's mapping replies, least privilege and its
seeded tie-break, failing closed, what each model is shown, the abstract planner's repair loop, and
app failures during execution (in-process, and a misbehaving app in a real isolated worker)."""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

import pytest

from llmbda.ace.abstract import PROMPT as PLANNER_PROMPT
from llmbda.ace.abstract import AbstractApp, AbstractPlan, plan_abstractly, read_reply
from llmbda.ace.agent import Ace
from llmbda.ace.concrete import ConcretePlan, NoSecurePlan, concretize, name_match_model, parse_mapping
from llmbda.ace.embed import HashEmbedder
from llmbda.ace.executor import AppFailure
from llmbda.ace.isolategpt import HOME, MANIPULATE, PLANS, QUERIES, registry
from llmbda.ace.orchestrator import execute
from llmbda.ace.plan import PlanError
from llmbda.ace.registry import App, Limits, Registry, Schema
from llmbda.ace.ride_apps import DISRUPT, HIJACK
from llmbda.hints import SYNTAX_HINTS

Messages = list[dict[str, str]]
EMBED = HashEmbedder()
VERIFY_MARK = "Is this installed app a correct implementation"


def abstract(name: str, inputs: Schema, outputs: Schema, desc: str = "an abstract app") -> AbstractApp:
    return AbstractApp(name, inputs, outputs, desc)


def app(name: str, inputs: Schema, outputs: Schema, *, privileges: Sequence[str] = (),
        trust: str = "trusted", clearance: str = "{}", impl: str = "llmbda.ace.demo_apps:echo",
        desc: str = "", limits: Limits = Limits()) -> App:
    return App(name, desc or f"the installed app {name}", inputs, outputs, impl, frozenset(privileges),
               trust, clearance, limits)  # type: ignore[arg-type]


def recording(model: Callable[[Messages], str], log: list[Messages]) -> Callable[[Messages], str]:
    def wrapped(messages: Messages) -> str:
        log.append([dict(m) for m in messages])
        return model(messages)
    return wrapped


# ---- parse_mapping: a verification reply is a binding only when it fits both signatures -----------

FARE_ABS = abstract("Fare", (("from_", "str"), ("to", "str")), (("price", "float"),))
FARE_APP = app("QuickFare", (("origin", "str"), ("destination", "str")), (("fare", "float"), ("details", "str")))


def test_a_correct_mapping_is_a_binding_in_the_abstract_order() -> None:
    b = parse_mapping('"origin destination -> fare"', FARE_ABS, FARE_APP)
    assert b is not None
    assert (b.abstract, b.app, b.inputs, b.outputs) == (FARE_ABS, FARE_APP, ("origin", "destination"), ("fare",))
    # the order is the abstract app's: swapped names are a (different) valid binding
    swapped = parse_mapping('  "destination origin -> fare"\n', FARE_ABS, FARE_APP)
    assert swapped is not None and swapped.inputs == ("destination", "origin")


@pytest.mark.parametrize("reply", [
    "false", " false\n", '"false"', "true",
    "origin destination -> fare",                     # not a string literal
    '"origin destination fare"',                      # no arrow
    '"origin place -> fare"',                         # unknown input name
    '"origin destination -> cost"',                   # unknown output name
    '"origin -> fare"',                               # too few inputs
    '"origin destination destination -> fare"',       # too many inputs
    '"origin origin -> fare"',                        # an input twice (and one missing)
    '"origin destination -> fare details"',           # more outputs than the abstract app has
    '"origin destination -> "',                       # fewer outputs
    '"origin destination -> details"',                # str output for a float result
], ids=lambda r: repr(r))
def test_a_mapping_that_does_not_fit_is_a_refusal(reply: str) -> None:
    assert parse_mapping(reply, FARE_ABS, FARE_APP) is None


def test_types_must_fit_and_only_int_widens_to_float() -> None:
    count = app("Count", (("text", "int"),), (("n", "int"),))
    # str argument into an int input; int input from a float argument
    assert parse_mapping('"text -> n"', abstract("A", (("s", "str"),), (("n", "int"),)), count) is None
    assert parse_mapping('"text -> n"', abstract("A", (("x", "float"),), (("n", "int"),)), count) is None
    # a str / float output where the abstract app promises an int
    words = app("Words", (("text", "int"),), (("w", "str"), ("r", "float")))
    assert parse_mapping('"text -> w"', abstract("A", (("x", "int"),), (("n", "int"),)), words) is None
    assert parse_mapping('"text -> r"', abstract("A", (("x", "int"),), (("n", "int"),)), words) is None
    # int → float is allowed both ways it can arise: an int argument into a float input, an int output
    # for a float result
    scale = app("Scale", (("x", "float"),), (("y", "int"),))
    b = parse_mapping('"x -> y"', abstract("A", (("k", "int"),), (("z", "float"),)), scale)
    assert b is not None and (b.inputs, b.outputs) == (("x",), ("y",))
    # but never float → int
    half = app("Half", (("x", "int"),), (("y", "float"),))
    assert parse_mapping('"x -> y"', abstract("A", (("k", "int"),), (("z", "int"),)), half) is None
    assert parse_mapping('"x -> y"', abstract("A", (("k", "float"),), (("z", "float"),)), half) is None
    assert parse_mapping('"x -> y"', abstract("A", (("k", "int"),), (("z", "float"),)), half) is not None


def test_duplicate_names_are_refused() -> None:
    two_in = app("Two", (("a", "str"), ("b", "str")), (("c", "str"), ("d", "str")))
    a = abstract("A", (("p", "str"), ("q", "str")), (("r", "str"), ("s", "str")))
    assert parse_mapping('"a b -> c d"', a, two_in) is not None
    assert parse_mapping('"a a -> c d"', a, two_in) is None
    # two abstract results read from one installed output: the second result does not exist
    assert parse_mapping('"a b -> c c"', a, two_in) is None


# ---- least privilege and the seeded tie-break ----------------------------------------------------

LOOKUP = "-- app Lookup (query : str) -> (answer : str) : look something up\nlet r = Lookup \"x\" in r\n"
LOOKUP_IO: tuple[Schema, Schema] = ((("q", "str"),), (("a", "str"),))


def chosen(reg: Registry, seed: int, plan: str = LOOKUP) -> ConcretePlan:
    return concretize(read_reply(plan), reg, name_match_model, EMBED, seed=seed)


def test_the_strictly_smaller_risk_set_wins_whatever_the_seed() -> None:
    net = app("NetLookup", *LOOKUP_IO, privileges=["network"])
    local = app("LocalLookup", *LOOKUP_IO)
    untrusted = app("CheapLookup", *LOOKUP_IO, trust="untrusted", clearance="{U, S}")
    for apps in ([net, local], [local, net], [net, untrusted, local]):
        for seed in range(21):
            c = chosen(Registry(apps), seed)
            assert c.bindings["Lookup"].app.name == "LocalLookup" and c.risk == frozenset()
            assert sum(x.check.ok for x in c.considered) == len(apps)   # all secure, the least chosen
    # untrusted-provider counts as a risk: {untrusted-provider} < {network, untrusted-provider}
    both = app("Both", *LOOKUP_IO, privileges=["network"], trust="untrusted", clearance="{U, S}")
    for seed in range(21):
        c = chosen(Registry([both, untrusted]), seed)
        assert c.bindings["Lookup"].app.name == "CheapLookup" and c.risk == {"untrusted-provider"}


def test_incomparable_minimal_assignments_are_chosen_by_the_seed_alone() -> None:
    net = app("NetLookup", *LOOKUP_IO, privileges=["network"])
    disk = app("DiskLookup", *LOOKUP_IO, privileges=["filesystem"])
    worse = app("AllLookup", *LOOKUP_IO, privileges=["network", "filesystem"])   # never minimal
    picks: dict[int, str] = {}
    for seed in range(21):
        names = {chosen(Registry(apps), seed).bindings["Lookup"].app.name
                 for apps in ([net, disk], [disk, net], [worse, disk, net], [net, worse, disk])}
        assert len(names) == 1, (seed, names)    # same seed, same choice, whatever the install order
        picks[seed] = names.pop()
        assert chosen(Registry([net, disk]), seed).bindings["Lookup"].app.name == picks[seed]
    assert set(picks.values()) == {"NetLookup", "DiskLookup"}


# ---- fail closed ------------------------------------------------------------------------------------

def test_no_implementation_of_an_abstract_app_is_NoSecurePlan_naming_it() -> None:
    plan = read_reply("-- app Lookup (query : str) -> (answer : str) : look something up\n"
                      "-- app Launch (code : int) -> (ok : bool) : launch the rocket\n"
                      "let r = Lookup \"x\" in let ok = Launch 3 in r\n")
    reg = Registry([app("NetLookup", *LOOKUP_IO)])
    with pytest.raises(NoSecurePlan) as e:
        concretize(plan, reg, name_match_model, EMBED)
    assert "no installed app implements Launch" in e.value.report and "NetLookup" in e.value.report
    assert "implements Lookup" not in e.value.report
    # a verifier that refuses everything; an empty registry
    with pytest.raises(NoSecurePlan, match="no installed app implements Lookup"):
        concretize(plan, reg, lambda m: "false", EMBED)
    with pytest.raises(NoSecurePlan, match=r"implements Lookup \(candidates: none\)"):
        concretize(plan, Registry(), name_match_model, EMBED)
    # a verifier that fails is a refusal too, never an exception out of the planner
    def broken(messages: Messages) -> str:
        raise ConnectionError("the verifier is down")
    with pytest.raises(NoSecurePlan, match="no installed app implements Lookup"):
        concretize(plan, reg, broken, EMBED)
    # through the agent: no execution, a clear error
    out = Ace(lambda m: LOOKUP, lambda m: "false", reg, EMBED, runner=_never).run("look x up")
    assert out.execution is None and out.concrete is None
    assert out.error is not None and out.error.startswith("NoSecurePlan: no installed app implements Lookup")


def _never(a: App, inputs: Mapping[str, object]) -> Mapping[str, object]:
    raise AssertionError(f"{a.name} must not run")


def test_all_assignments_insecure_is_NoSecurePlan_reporting_each_one() -> None:
    # a secret goes to a lookup, and the lookups all hold the network (bound {}) or are untrusted
    # with clearance {U}; the result then goes to a sender (network: nothing untrusted)
    src = ('-- app Lookup (query : str) -> (answer : str) : look something up\n'
           '-- app Send (text : str) -> (ok : bool) : send a message\n'
           'let r = Lookup ({S} : "secret") in\nlet ok = Send r in ok\n')
    sender = app("Mailer", (("body", "str"),), (("sent", "bool"),), privileges=["network"])
    reg = Registry([app("NetLookup", *LOOKUP_IO, privileges=["network"]),
                    app("ShadyLookup", *LOOKUP_IO, trust="untrusted", clearance="{U}"), sender])
    with pytest.raises(NoSecurePlan) as e:
        concretize(read_reply(src), reg, name_match_model, EMBED)
    report = e.value.report
    lines = report.split("\n")
    assert lines[0] == "no assignment of installed apps is secure:"
    assert sorted(lines[1:]) == sorted([
        "- Lookup→NetLookup, Send→Mailer: refused: "
        "let r: Lookup's argument 1 is labelled {S}, which does not flow to its bound {}; "
        "let ok: Send's argument 1 is labelled {S}, which does not flow to its bound {}",
        "- Lookup→ShadyLookup, Send→Mailer: refused: "
        "let r: Lookup's argument 1 is labelled {S}, which does not flow to its bound {U}; "
        "let ok: Send's argument 1 is labelled {S, U}, which does not flow to its bound {}",
    ]), report
    out = Ace(lambda m: src, name_match_model, reg, EMBED, runner=_never).run("q")
    assert out.execution is None and out.refused == report
    assert out.error == "NoSecurePlan: no assignment of installed apps is secure:"


# ---- what each model sees ---------------------------------------------------------------------------

@pytest.mark.parametrize("attack", [1, 3])
def test_the_verifier_never_sees_data_and_the_planner_sees_the_query_only(attack: int) -> None:
    planner_log: list[Messages] = []
    verifier_log: list[Messages] = []
    reg = registry(attack)
    ace = Ace(recording(lambda m: PLANS[attack], planner_log), recording(name_match_model, verifier_log),
              reg, EMBED)
    out = ace.run(QUERIES[attack])
    assert out.error is None and out.execution is not None, out.to_json()
    # the planner: one request, the instructions and the query — no app, no description
    [[planner_msg]] = planner_log
    assert planner_msg["content"].endswith("The user's task:\n" + QUERIES[attack])
    planner_text = planner_msg["content"].replace(QUERIES[attack], "")
    installed = [a.name for a in reg] + [a.description for a in reg]
    assert [s for s in installed + ["IMPORTANT INSTRUCTION", "ShadyRide", "QuickRide", HOME]
            if s in planner_text] == []
    # the verifier: one question per candidate, signatures and descriptions only
    assert verifier_log and all(len(msgs) == 1 and VERIFY_MARK in msgs[0]["content"] for msgs in verifier_log)
    verifier_text = "\n".join(msgs[0]["content"] for msgs in verifier_log)
    if attack == 1:   # the manipulative description itself is allowed: it is what the verifier judges
        assert MANIPULATE.strip()[:40] in verifier_text
    outputs = [str(v) for c in out.execution.calls for v in (c.outputs or {}).values()]
    assert outputs and out.answer is not None
    secrets = [HOME, out.answer, DISRUPT, HIJACK, "ShadyRide economy car", "booked", *outputs]
    assert [s for s in secrets if s in verifier_text] == []
    assert out.abstract is not None and out.abstract.source not in verifier_text   # nor the plan
    # and the check can fail: the secret and the outputs are in the run
    if attack == 1:
        assert out.execution.calls[0].inputs["origin"] == HOME
    else:
        assert HIJACK in outputs


# ---- the abstract planner's repair loop ---------------------------------------------------------------

BAD = "-- app Fetch (x : int) -> (y : int) : fetch\nlet x = Fetch (Fetch 1) in x\n"
GOOD = "-- app Fetch (x : int) -> (y : int) : fetch\nlet y = Fetch 1 in y\n"


def scripted(replies: list[str], log: list[Messages]) -> Callable[[Messages], str]:
    def model(messages: Messages) -> str:
        log.append([dict(m) for m in messages])
        return replies[min(len(log) - 1, len(replies) - 1)]
    return model


def test_an_invalid_reply_is_repaired() -> None:
    log: list[Messages] = []
    res = plan_abstractly(scripted([BAD, GOOD], log), "fetch one")
    assert res.plan is not None and res.attempts == 2
    assert res.plan.source == GOOD.strip("\n") and list(res.plan.apps) == ["Fetch"]
    [error] = res.errors
    with pytest.raises(PlanError) as e:
        read_reply(BAD)
    assert error == str(e.value) and "inside an expression" in error
    assert len(log) == 2
    first, second = log
    assert [m["role"] for m in first] == ["user"]
    assert first[0]["content"] == PLANNER_PROMPT.format(syntax=SYNTAX_HINTS, query="fetch one")
    assert [m["role"] for m in second] == ["user", "assistant", "user"]
    assert second[1]["content"] == BAD
    assert error in second[2]["content"] and second[2]["content"].startswith("That reply is not a valid plan")


@pytest.mark.parametrize("repairs", [0, 2, 4])
def test_a_planner_that_never_gets_it_right_gives_no_plan(repairs: int) -> None:
    log: list[Messages] = []
    replies = [BAD, "-- app fetch (x : int) -> (y : int) : lower case\nfetch 1", "Sure! Here is the plan."]
    res = plan_abstractly(scripted(replies, log), "fetch one", repairs=repairs)
    assert res.plan is None and res.attempts == repairs + 1 == len(log) == len(res.errors)
    assert len(log[-1]) == 2 * repairs + 1        # the whole conversation, every repair request in it


def test_no_plan_through_the_agent_is_a_NoPlan_error() -> None:
    verifier_log: list[Messages] = []
    log: list[Messages] = []
    out = Ace(scripted([BAD], log), recording(name_match_model, verifier_log), Registry(), EMBED,
              runner=_never).run("fetch one")
    assert len(log) == 3 and verifier_log == []
    assert out.abstract is None and out.concrete is None and out.execution is None
    assert out.error is not None and out.error.startswith("NoPlan: ") and "inside an expression" in out.error
    assert len(out.planner_errors) == 3
    # a planner that raises is a PlannerError, not an exception
    def down(messages: Messages) -> str:
        raise TimeoutError("no answer")
    out = Ace(down, name_match_model, Registry(), EMBED).run("fetch one")
    assert out.error == "PlannerError: TimeoutError: no answer"


# ---- app failures during execution ------------------------------------------------------------------

TWO_STEPS = ('-- app Estimate (origin : str) (destination : str) -> (fare : float) : estimate a fare\n'
             '-- app Book (origin : str) (destination : str) -> (confirmation : str) : book a ride\n'
             'let fare = Estimate "Station" "Airport" in\n'
             'let c = Book "Station" "Airport" in (fare, c)\n')
RIDES = Registry([
    app("FareApp", (("origin", "str"), ("destination", "str")), (("fare", "float"),), desc="estimate a taxi fare"),
    app("BookApp", (("origin", "str"), ("destination", "str")), (("confirmation", "str"),), desc="book a ride"),
])


def test_an_app_failure_stops_the_plan_with_a_ToolError_naming_the_app() -> None:
    ran: list[str] = []

    def runner(a: App, inputs: Mapping[str, object]) -> Mapping[str, object]:
        ran.append(a.name)
        if a.name == "FareApp":
            raise AppFailure(a.name, "timeout", "no result within the wall-clock limit of 5 s")
        return {"confirmation": "booked"}

    c = concretize(read_reply(TWO_STEPS), RIDES, name_match_model, EMBED)
    assert {n: b.app.name for n, b in c.bindings.items()} == {"Estimate": "FareApp", "Book": "BookApp"}
    ex = execute(c, runner=runner)
    assert ran == ["FareApp"]                       # the booking never ran
    assert ex.value is None and ex.error is not None
    assert ex.error.startswith("ToolError") and "FareApp" in ex.error and "timeout" in ex.error
    [call] = ex.calls
    assert (call.abstract, call.app, call.outputs) == ("Estimate", "FareApp", None)
    assert call.inputs == {"origin": "Station", "destination": "Airport"}
    assert call.error is not None and call.error.startswith("timeout: ")
    # the same through the agent
    ran.clear()
    out = Ace(lambda m: TWO_STEPS, name_match_model, RIDES, EMBED, runner=runner).run("q")
    assert ran == ["FareApp"] and out.answer is None
    assert out.error is not None and out.error.startswith("ToolError") and "FareApp" in out.error
    assert out.to_json()["calls"][0]["error"].startswith("timeout")
    # and with a working runner the same plan completes (floats come back in hundredths)
    ok = execute(c, runner=lambda a, i: {"fare": 12.5} if a.name == "FareApp" else {"confirmation": "booked"})
    assert ok.error is None and ok.value == '(({} : 1250), ({} : "booked"))' and ok.label == "{}"


def test_a_spinning_app_in_a_real_worker_is_killed_and_reported() -> None:
    spin = app("Spinner", (), (("n", "int"),), impl="llmbda.ace.demo_apps:spin", desc="count something busily",
               limits=Limits(cpu_seconds=0.5, wall_seconds=4.0))
    echo = app("Echo", (("text", "str"),), (("text", "str"),), desc="echo a text")
    plan = ("-- app Count () -> (n : int) : count something\n"
            "-- app Say (text : str) -> (text : str) : say a text\n"
            "let n = Count () in\nlet s = Say (show n) in s\n")
    out = Ace(lambda m: plan, name_match_model, Registry([spin, echo]), EMBED).run("count")
    assert out.concrete is not None and out.concrete.bindings["Count"].app.name == "Spinner"
    assert out.execution is not None and out.answer is None
    assert out.error is not None and out.error.startswith("ToolError") and "Spinner" in out.error
    assert "cpu" in out.error or "timeout" in out.error, out.error
    assert [c.app for c in out.execution.calls] == ["Spinner"]     # Say never ran
    assert out.execution.calls[0].error is not None
    assert out.execution.calls[0].error.split(":")[0] in ("cpu", "timeout")


def test_a_plan_is_not_rebound_after_it_was_checked() -> None:
    # what execute runs is exactly the abstract plan's text under the chosen bindings
    c = concretize(read_reply(LOOKUP), Registry([app("OnlyLookup", *LOOKUP_IO)]), name_match_model, EMBED)
    assert isinstance(c.abstract, AbstractPlan) and c.check.ok
    seen: list[dict[str, object]] = []

    def runner(a: App, inputs: Mapping[str, object]) -> Mapping[str, object]:
        seen.append(dict(inputs))
        return {"a": "found"}

    ex = execute(c, runner=runner)
    assert seen == [{"q": "x"}] and ex.value == "found" and ex.label == "{}"
