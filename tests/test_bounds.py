"""Every unit of work is bounded: deep labels of shared values, rendering, string work and
nested runs are charged to the run's fuel; cancellation reaches long operations and oracle calls in
progress; the oracle's view of the conversation costs O(1) to make.

Host work (bytes of strings handled, sent, received; text printed into a message) and the runs an
oracle or a tool starts are charged to the fuel by the Lean `peval` itself, so these tests run on
the engine. The long conversation's flat cost is not the engine's yet (benchmarks/conversation.py):
that test holds the tests' oracle to it (the ``core`` mark, inherited by child processes).

Tests that could hang on a regression run in a child process with a timeout (a hang fails the test,
it does not block the suite); none of them measures time. docs/RESOURCE_BOUNDS.md gives the bounds,
benchmarks/cancel.py and benchmarks/conversation.py the latencies and costs.
"""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap

import pytest

import llmbda as L
from llmbda.runtime import prelude_tools
from llmbda.toolargs import deep_label
from support.child import child


# #: the tests' oracle: for bounds the engine meets with its runtime's work bound instead
core = pytest.mark.usefixtures("core_engine")


#: A pair DAG: `f n 1` is a pair of depth n whose two components are the same value, built in ~14 n
#: steps; as a tree it has 2^n leaves.
DAG = "let rec f k = fun p -> if k == 0 then p else f (k - 1) (p, p) in "


# --------------------------------------------------------------------------------------------------
# deep labels of DAG-shaped values


@pytest.mark.parametrize("n", [28, 40, 64])
def test_a_pair_dag_passed_to_a_tool_costs_its_nodes_not_its_paths(n: int) -> None:
    out = child(f"""
        import json, llmbda as L
        try:
            L.run({DAG + f'call "nosuchtool" (f {n} 1)'!r})
        except L.NoTool as e:
            print(json.dumps([type(e).__name__, e.steps, e.work]))
    """)
    assert out == ["NoTool", 14 * n + 15, 0]  # before: 4.75 s at n = 28, still running at n = 40


def test_the_deep_label_of_a_dag_reaches_its_bottom() -> None:
    v = L.run(DAG + "f 64 ({S} : 1)").value  # one secret at the bottom: found only if the walk gets there
    assert v.label == L.BOT and v.deep_label == L.S and deep_label(v) == L.S
    w = L.run(DAG + 'let d = f 64 ({U} : 1) in fun x -> (d, x)').value
    assert w.kind == "fun" and w.deep_label == L.U          # a closure over a DAG: through its capture
    # the label of a DAG that a tool receives, in the host (llmbda.toolargs.deep_label)
    seen: list[L.Label] = []
    L.run(DAG + 'call "t" (f 64 ({S} : 1))', tools={"t": lambda a: seen.append(deep_label(a)) or 0},
          bounds={"t": L.LAB4.top})
    assert seen == [L.S]


def test_a_dag_reply_from_a_hostile_model_ends_promptly() -> None:
    out = child(f"""
        import json, llmbda as L
        reply = {DAG + 'call "read" (f 64 1)'!r}
        tools = {{"read": lambda v: L.Labelled("text", L.U)}}
        r = L.run('fork (clear; send ({{U}} : "doc"); recv)', L.ScriptedOracle([reply]), tools=tools,
                  bounds={{"read": L.LAB4.top}})  # (the reply runs under {{U}}: a read may)
        try:  # quarantine reads the reply as data: the code never runs
            L.run('quarantine "Summarise." ({{U}} : "doc")', L.ScriptedOracle([reply]), tools=tools)
            refused = False
        except L.BadReply:
            refused = True
        print(json.dumps([r.value.raw, str(r.label), r.steps < 2000, refused]))
    """)
    assert out == ["text", "{U}", True, True]


@pytest.mark.parametrize("n", [28, 64])
def test_sending_a_dag_is_charged_by_the_size_of_its_text(n: int) -> None:
    with pytest.raises(L.OutOfFuel) as info:
        L.run(DAG + f"send (f {n} 1); 0", fuel=1_000_000)
    e = info.value
    assert e.fuel_left == 0 and e.steps + e.work == 1_000_000 and e.steps < 1000
    assert e.session == []                                     # nothing was sent


def test_rendering_charges_beyond_a_free_allowance() -> None:
    small = L.run('send (1, "two"); 0')
    assert small.work == 0                                     # short texts cost what the Lean peval says
    big = L.run('let s = "' + "x" * 4096 + '" in send s; send (s, s); 0')
    # the string: 4096 / 256 = 16 units; the pair's text: (8223 - 256) / 16 = 497 units
    text = big.session[1].content
    assert big.work == 4096 // 256 + (len(text.encode()) - 256) // 16
    assert big.steps + big.work + big.fuel_left == L.DEFAULT_FUEL


def test_string_work_is_charged() -> None:
    n = 1 << 20
    r = L.run('let s = call "big" () in let t = s ++ s in (len t, (t == t, show s == s))',
              tools={"big": lambda _: "y" * n})
    length, rest = r.value.raw
    assert (length.raw, rest.raw[0].raw, rest.raw[1].raw) == (2 * n, True, True)
    # ++: 2n bytes; len: 2n; t == t: 4n; show s: n; show s == s: 2n
    assert r.work == (2 * n + 2 * n + 4 * n + n + 2 * n) // 256
    with pytest.raises(L.OutOfFuel) as info:
        L.run('let s = call "big" () in let rec loop k = if k == 0 then 0 else (len s; loop (k - 1)) '
              'in loop 1000000', tools={"big": lambda _: "z" * (64 << 20)})
    assert info.value.steps < 1000 and info.value.fuel_left == 0  # 64 MiB costs 262,144 units a `len`


def test_a_long_reply_is_charged() -> None:
    reply = '"' + "r" * 100_000 + '"'
    r = L.run("recv", L.ScriptedOracle([reply]))
    assert r.work == len(reply) // 256 and r.value.raw == "r" * 100_000


# --------------------------------------------------------------------------------------------------
# nested runs draw on the caller's fuel and depth

#: generated code that runs for 2^21 steps
HEAVY = '"fun x -> let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 20"'


def test_nested_runs_are_charged_to_the_caller() -> None:
    src = (f'let rec loop n = if n == 0 then "done" else (call "llmbda.try" ({HEAVY}, 0); loop (n - 1)) '
           'in loop 400')
    with pytest.raises(L.OutOfFuel) as info:
        L.run(src, fuel=20_000, prelude=False, tools=prelude_tools())
    e = info.value
    # before: 6,017 outer steps for ~80 M nested ones, and "done"
    assert e.steps + e.work == 20_000 and e.fuel_left == 0 and e.work > e.steps


def test_a_nested_run_gets_at_most_the_callers_fuel_and_the_caller_pays() -> None:
    """A run a tool starts gets at most the caller's fuel, never what the caller has left (that
    depends on the branches the caller took: the nested run's outcome would show them), and `peval`
    charges what it used to the caller when the tool answers (`Tools.cost`)."""
    seen: list[tuple[int, int, int]] = []

    def nested(_: L.Value) -> int:
        try:
            r = L.run("let rec f n = if n == 0 then 0 else f (n - 1) in f 30", fuel=10**9)
            seen.append((r.steps, r.work, r.fuel_left))
        except L.EvalError as e:
            seen.append((e.steps, -1, e.fuel_left))
        return 0

    for burn in (0, 60):  # the caller's own steps before the calls change nothing the tool sees
        seen.clear()
        r = L.run(f'let rec b n = if n == 0 then 0 else b (n - 1) in b {burn}; call "n" (); call "n" (); 7',
                  tools={"n": nested}, fuel=2000)
        first, second = seen
        assert first == second and first[1] == 0 and first[0] + first[2] == 2000
        assert r.value.raw == 7 and r.work == first[0] + second[0]  # and the caller paid for its steps
        assert r.steps + r.work + r.fuel_left == 2000
    seen.clear()
    with pytest.raises(L.OutOfFuel) as info:  # a caller that cannot pay runs out of fuel at the call
        L.run('call "n" (); call "n" (); call "n" (); 7', tools={"n": nested}, fuel=first[0] + 20)
    e = info.value
    # the first call is paid for; the second runs in full (its budget is the fuel given) and is not
    assert len(seen) == 2 and e.fuel_left == 0 and e.steps + e.work == first[0] + 20
    assert [ev.tool for ev in e.effects] == ["n", "n"]


def test_a_run_the_oracle_starts_is_charged_with_the_reply(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """As for a tool: a run an oracle starts (a model wrapper that checks its code, say) gets at
    most the caller's fuel and depth, never what the caller has left, and `peval` charges what it
    used to the caller with the reply (`Tools.recvCost`); the tests' oracle, the core, does the
    same. Before, the engine drew such runs from an allowance the binding kept outside `peval`."""
    monkeypatch.setenv("LLMBDA_ENGINE", engine)  # (the nested runs too)
    seen: list[tuple[int, int, int]] = []

    def model(_: L.Conversation) -> str:
        try:
            r = L.run("let rec f n = if n == 0 then 0 else f (n - 1) in f 30", fuel=10**9,
                      max_depth=10**6)
            seen.append((r.steps, r.work, r.fuel_left))
        except L.EvalError as e:
            seen.append((e.steps, -1, e.fuel_left))
        return "7"

    for burn in (0, 60):  # the caller's own steps before the calls change nothing the oracle sees
        seen.clear()
        r = L.run(f'let rec b n = if n == 0 then 0 else b (n - 1) in b {burn}; @"a"; @"b"', model,
                  fuel=2000, prelude=False)
        first, second = seen
        assert first == second and first[1] == 0 and first[0] + first[2] == 2000
        assert r.value.raw == 7 and r.work == first[0] + second[0]  # the caller paid for the steps
        assert r.steps + r.work + r.fuel_left == 2000
    seen.clear()
    with pytest.raises(L.OutOfFuel) as info:  # a caller that cannot pay is out of fuel at the reply
        L.run('@"a"; @"b"; @"c"', model, fuel=first[0] + 20, prelude=False)
    e = info.value
    # the first reply is paid for; the second run has its whole budget (the fuel given), the reply is
    # drawn and the caller cannot pay for it
    assert len(seen) == 2 and e.calls == 2 and e.fuel_left == 0 and e.steps + e.work == first[0] + 20

    def deep_model(_: L.Conversation) -> str:
        try:
            L.run("let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f 1000", max_depth=10**6)
            return '"deep"'
        except L.DepthExceeded:
            return '"capped"'

    assert L.run("@1", deep_model, max_depth=200, prelude=False).value.raw == "capped"
    assert L.run("@1", deep_model, prelude=False).value.raw == "deep"


def test_a_nested_run_goes_no_deeper_than_the_caller_may() -> None:
    deep = '"fun x -> let rec f n = if n == 0 then 0 else 1 + f (n - 1) in f 1000"'
    r = L.run(f'call "llmbda.try" ({deep}, 0)', max_depth=200, tools=prelude_tools(),
              prelude=False)
    ok, msg = r.value.raw
    assert ok.raw is False and "nested deeper" in msg.raw
    assert L.run(f'call "llmbda.try" ({deep}, 0)', tools=prelude_tools(),
                 prelude=False).value.raw[0].raw is True


# --------------------------------------------------------------------------------------------------
# findings 3 and 4: cancellation


CANCEL_CASES = {
    # one step of each is linear in a 64 MiB string: checked within the operation, not per 4,096 steps
    "len": ('let s = call "big" () in let rec loop k = if k == 0 then 0 else (len s; loop (k - 1)) in '
            'loop 1000000000', "big"),
    "concat": ('let s = call "big" () in let rec loop k = if k == 0 then 0 else (s ++ s; loop (k - 1)) in '
               'loop 1000000000', "big"),
    "send-dag": (DAG + "let rec loop k = if k == 0 then 0 else (fork (send (f 64 1)); loop (k - 1)) in "
                 "loop 1000000000", ""),
    "steps": ("let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 200", ""),
}


@pytest.mark.parametrize("case", sorted(CANCEL_CASES))
def test_ctrl_c_stops_every_long_operation(case: str) -> None:
    src, tool = CANCEL_CASES[case]
    out = child(f"""
        import json, os, signal, threading, llmbda as L
        tools = {{"big": lambda _: "x" * (64 << 20)}}
        def go():
            threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        tools["big"] = (lambda f: (lambda v: (go(), f(v))[1]))(tools["big"])
        if not {tool!r}:
            go()
        try:
            L.run({src!r}, fuel=2**64 - 1, max_depth=2_000_000, tools=tools)
            res = "finished"
        except KeyboardInterrupt:
            res = "KeyboardInterrupt"
        print(json.dumps([res, L.run("1 + 1").value.raw]))
    """)
    assert out == ["KeyboardInterrupt", 2]


LONG_SEARCH = 'let s = call "big" () in str_find s (s ++ "!")'  # each position compares up to |s| chars


def test_a_long_search_meets_the_work_bound_on_the_lean_engine() -> None:
    """`str_find` is a plain search in the Lean definition (time |s|·|t|, no allocation while it
    searches); the compiled code charges each position to the run's work (`Llmbda.Compiled.findFromC`,
    proved equal), so a search too long for the run's fuel ends in a ResourceLimit, not a hang."""
    out = child(f"""
        import json, llmbda as L
        try:
            L.run({LONG_SEARCH!r}, fuel=10_000, tools={{"big": lambda _: "x" * (1 << 20)}}, engine="lean")
            res = ["finished"]
        except L.ResourceLimit as e:
            res = ["ResourceLimit", "work bound" in str(e)]
        print(json.dumps(res))
    """)  # in a child: a search that does not meet the bound would hang, and the child is killed
    assert out == ["ResourceLimit", True]
    found = L.run('let s = call "big" () in str_find s "xy"', fuel=10_000, engine="lean",
                  tools={"big": lambda _: "x" * (1 << 16) + "y"})
    assert found.value.raw == (1 << 16) - 1  # a long search within the bound still answers


def test_ctrl_c_stops_a_long_search_on_the_lean_engine() -> None:
    out = child(f"""
        import json, os, signal, threading, llmbda as L
        def big(_):
            threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
            return "x" * (1 << 20)
        try:
            L.run({LONG_SEARCH!r}, fuel=2**64 - 1, tools={{"big": big}}, engine="lean")
            res = "finished"
        except KeyboardInterrupt:
            res = "KeyboardInterrupt"
        print(json.dumps([res, L.run("1 + 1").value.raw]))
    """)
    assert out == ["KeyboardInterrupt", 2]


def test_ctrl_c_interrupts_the_oracle_call_in_progress() -> None:
    out = child("""
        import json, os, signal, threading, time, llmbda as L
        calls, returned = [], []
        def slow(session):
            calls.append(1)
            threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
            time.sleep(30)
            returned.append(1)
            return "1"
        try:
            L.run("recv + recv", slow)
            outcome = "finished"
        except KeyboardInterrupt:
            outcome = "KeyboardInterrupt"
        print(json.dumps([outcome, len(calls), len(returned)]))
    """)
    # before: the call in progress ran to its end (the oracle ran on the evaluation thread)
    assert out == ["KeyboardInterrupt", 1, 0]


def test_ctrl_c_reaches_a_nested_run() -> None:
    out = child("""
        import json, os, signal, threading, llmbda as L
        heavy = "let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 60"
        threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        try:
            L.run('call "nest" ()', fuel=2**64 - 1, tools={"nest": lambda _: L.run(heavy, fuel=2**64 - 1).value})
            res = "finished"
        except KeyboardInterrupt:
            res = "KeyboardInterrupt"
        print(json.dumps([res, L.run("1 + 1").value.raw]))
    """)
    assert out == ["KeyboardInterrupt", 2]


def test_an_ignored_sigint_stays_ignored() -> None:
    """Why the Ctrl-C tests once failed in CI: a process started with SIGINT ignored (as a background
    job of a non-interactive shell is) never gets Python's handler, so a SIGINT does nothing. The
    core leaves that choice to the process; the tests install the default handler in their children."""
    code = textwrap.dedent("""
        import json, os, signal, threading, llmbda as L
        assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
        threading.Timer(0.2, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
        r = L.run("let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 22", fuel=10**9)
        print(json.dumps(r.value.raw))
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(proc.stdout) == 0


# --------------------------------------------------------------------------------------------------
# the oracle's view of the conversation


def test_the_oracle_gets_a_read_only_view_of_the_conversation() -> None:
    views: list[L.Conversation] = []

    def oracle(conv: L.Conversation) -> str:
        assert isinstance(conv, L.Conversation) and conv[-1].role == "user"
        views.append(conv)
        return str(len(conv))

    r = L.run('send "a"; let x = recv in fork (send "b"; recv) + x', oracle)
    first, second = views
    assert [m.content for m in first] == ["a"] and len(first) == 1
    assert [m.content for m in second] == ["a", "1", "b"] and second[1].role == "assistant"
    assert second[0] is first[0]                           # one Message object per message of a run
    assert second[-3:] == list(second) and second[1:2] == [second[1]] and second[-2].content == "1"
    assert first == [L.Message("user", "a", L.BOT)] and first != second
    with pytest.raises(IndexError):
        second[3]
    assert r.value.raw == 4 and [m.content for m in r.session] == ["a", "1"]  # the fork's messages are gone
    assert isinstance(r.session, list)


def test_views_kept_by_the_oracle_and_the_log_stay_as_they_were_shown(engine: str) -> None:
    """Conversations that share their older messages, then part (a fork's, one after a `clear`):
    each view the oracle kept, and each prompt of the effect log, still holds what was shown when
    later conversations were read from the same messages."""
    kept: list[L.Conversation] = []

    def oracle(conv: L.Conversation) -> str:
        kept.append(conv)
        return "0"

    r = L.run('send "a"; fork (send "b"; recv); send ({S} : "c"); recv; fork (send "d"; recv); '
              'clear; send "e"; recv; send "f"; recv', oracle, engine=engine)
    shown = [["a", "b"], ["a", "c"], ["a", "c", "0", "d"], ["e"], ["e", "0", "f"]]
    assert [[m.content for m in c] for c in kept] == shown
    assert [len(c) for c in kept] == [len(s) for s in shown] and kept[2][-1].content == "d"
    prompts = [e for e in r.effects if e.kind == "prompt"]
    assert [[m.content for m in e.conversation or ()] for e in prompts] == shown
    assert [str(e.label) for e in prompts] == ["{}", "{S}", "{S}", "{}", "{}"]
    assert [m.content for m in r.session] == ["e", "0", "f", "0"]


@core
def test_a_long_conversation_is_not_copied_per_message() -> None:
    """10,000 iterations keeping their conversation, each forking it: the views stay correct (the
    cost per iteration is benchmarks/conversation.py's)."""
    lens: list[int] = []

    def oracle(conv: L.Conversation) -> str:
        lens.append(len(conv))
        return "1"

    n = 10_000
    r = L.run(f'let rec loop n = if n == 0 then 0 else (send "m"; let r = fork (send "f"; recv) in '
              f'loop (n - r)) in loop {n}', oracle, max_depth=200_000)
    assert r.value.raw == 0 and len(r.session) == n
    assert lens == [k + 2 for k in range(n)]


def test_printing_a_dag_on_the_host_is_bounded() -> None:
    from llmbda.runtime import TEXT_LIMIT

    v = L.run(DAG + "f 64 1").value
    text = str(v)                                          # 2^64 leaves: cut, not printed in full
    assert text.endswith(" …") and len(text.encode()) <= TEXT_LIMIT + 4
    assert repr(v).startswith("Value(((") and len(repr(v)) < 300
    with pytest.raises(L.ResourceLimit, match="longer than"):
        v.render()
    assert v.text(10) == "(({} : (({" + " …"
    assert L.value(("é", 1)).text(9) == '(({} : "' + " …"     # never half a character
    assert L.value("x" * 100).render(limit=100) == "x" * 100


@pytest.mark.parametrize("reply", [
    DAG + 'call "x" (f 64 1)',          # a tool given a DAG: its deep label costs 64 nodes
    DAG + 'send (f 64 1); "x"',         # a DAG sent: its text is charged (fuel 10,000 here)
    DAG + 'fst (f 64 1)',               # a DAG returned: not a literal of the app's type
])


def test_an_ace_ask_app_given_a_dag_reply_fails_cleanly(reply: str) -> None:
    """ACE's Ask apps read the Q-model's reply with a small run of its own (a DAG reply
    kept them busy past 40 s); it ends at once with the app's typed failure."""
    pytest.importorskip("agentdojo")
    from llmbda.ace.executor import AppFailure
    from llmbda.bench.ace_banking import _literal

    with pytest.raises(AppFailure) as info:
        _literal(reply, "str", "AskAnswer")
    assert info.value.kind == "bad-output" and len(str(info.value)) < 2000
