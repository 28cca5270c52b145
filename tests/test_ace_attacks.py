"""IsolateGPT's three attacks (fare-estimate scenario): they succeed against an undefended
tool-calling loop whose model obeys what it reads, and fail against ACE — with the apps run in
isolated worker processes by the real executor."""

from __future__ import annotations

import pytest

from llmbda.ace.agent import Ace, AceOutcome
from llmbda.ace.concrete import name_match_model
from llmbda.ace.embed import HashEmbedder, default_embedder
from llmbda.ace.isolategpt import HOME, PLANS, QUERIES, gullible_model, registry, succeeded, undefended_loop

ATTACKS = (1, 2, 3)


def ace_run(attack: int) -> AceOutcome:
    reg = registry(attack)
    return Ace(lambda messages: PLANS[attack], name_match_model, reg, default_embedder()).run(QUERIES[attack])


@pytest.mark.parametrize("attack", ATTACKS)
def test_the_attack_succeeds_against_the_undefended_loop(attack: int) -> None:
    run = undefended_loop(gullible_model, registry(attack), QUERIES[attack])
    assert succeeded(attack, run.calls), run.calls


@pytest.mark.parametrize("attack", ATTACKS)
def test_the_attack_fails_against_ace(attack: int) -> None:
    out = ace_run(attack)
    assert out.execution is not None and out.error is None, out.to_json()
    calls = [(c.app, c.inputs) for c in out.execution.calls]
    assert not succeeded(attack, calls), calls
    assert all(c.error is None for c in out.execution.calls)


def test_planner_manipulation_the_secret_never_reaches_the_malicious_app() -> None:
    out = ace_run(1)
    assert out.concrete is not None
    assert out.concrete.bindings["FareEstimate"].app.name == "QuickRide"
    refused = [c.describe() for c in out.concrete.considered if not c.check.ok]
    assert any("ShadyRide" in r and "{S}" in r for r in refused), refused
    # the abstract planner saw the query only; the plan has no message step
    assert "SendMessage" not in (out.abstract.source if out.abstract else "")
    assert out.answer == "2450"  # QuickRide's fare, in hundredths


def test_output_attacks_reach_the_user_as_untrusted_data_and_change_nothing() -> None:
    for attack in (2, 3):
        out = ace_run(attack)
        assert out.execution is not None
        assert [c.app for c in out.execution.calls] == ["ShadyRide", "BookRide"]
        assert out.answer is not None and "ShadyRide: ride from Station to Airport booked" in out.answer
        assert out.execution.label == "{U}"  # the estimate's text came from an untrusted provider


def test_ace_fails_closed_when_no_assignment_is_secure() -> None:
    # the only fare app may not see the secret address: no plan, and a report that says why
    reg = registry(1)
    from llmbda.ace.registry import Registry

    only_shady = Registry([a for a in reg if a.name != "QuickRide"])
    out = Ace(lambda m: PLANS[1], name_match_model, only_shady, HashEmbedder()).run(QUERIES[1])
    assert out.execution is None and out.error is not None and out.error.startswith("NoSecurePlan")
    assert out.refused is not None and "ShadyRide" in out.refused and "{S}" in out.refused
    assert HOME not in out.error or "labelled" in out.error
