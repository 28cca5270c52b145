"""The Python API of the compiled core: parse, run, values, labels, sessions, typed errors."""

from __future__ import annotations

import pytest

import llmbda as L
from support.child import check_oracle


def test_code_generation_runs_the_reply() -> None:
    oracle = L.ScriptedOracle(["fun x -> x * 2"])
    r = L.run('(@"Write a function that doubles its argument.") 21', oracle)
    assert r.value.raw == 42 and str(r.label) == "{}"
    assert [(m.role, m.content, str(m.label)) for m in r.session] == [
        ("user", "Write a function that doubles its argument.", "{}"),
        ("assistant", "fun x -> x * 2", "{}"),
    ]
    assert r.calls == 1 and r.steps + r.work + r.fuel_left == L.DEFAULT_FUEL
    assert oracle.prompts[0][0].content.startswith("Write")


def test_untrusted_prompt_taints_the_reply() -> None:
    r = L.run('@({U} : "summarise this")', L.ScriptedOracle(['"ok"']))
    assert r.value.raw == "ok" and r.label == L.U
    assert r.session[1].label == L.U


def test_label_violation_reports_labels_and_state() -> None:
    with pytest.raises(L.LabelViolation) as info:
        L.run('send "hi"; assert {} ({S} : 1)')
    e = info.value
    assert e.actual == L.S and e.required == L.BOT
    assert [m.content for m in e.session] == ["hi"]
    assert e.steps > 0


def test_parse_error_has_position() -> None:
    with pytest.raises(L.ParseError) as info:
        L.parse("let x = 1 in\n  x +")
    assert (info.value.line, info.value.col) == (2, 6)


def test_out_of_fuel_and_depth() -> None:
    with pytest.raises(L.OutOfFuel) as info:
        L.run("let rec f x = f x in f 0", fuel=500)
    assert info.value.fuel_left == 0 and info.value.steps == 500
    with pytest.raises(L.DepthExceeded):
        L.run("let rec f x = f x in f 0", max_depth=50)


def test_oracle_errors_are_chained() -> None:
    def boom(session: list[L.Message]) -> str:
        raise RuntimeError("model down")

    with pytest.raises(L.OracleError) as info:
        L.run('send "q"; recv', boom)
    assert isinstance(info.value.__cause__, RuntimeError)
    assert [m.content for m in info.value.session] == ["q"]
    with pytest.raises(L.OracleError, match="not str"):
        L.run("recv", lambda s: 3)  # type: ignore[arg-type,return-value]
    with pytest.raises(L.OracleError, match="no oracle"):
        L.run("recv")


def test_bad_reply_is_typed() -> None:
    with pytest.raises(L.BadReply) as info:
        L.run("recv", L.ScriptedOracle(["fun ->"]))
    assert info.value.reply == "fun ->" and info.value.parse_error.col == 5
    assert info.value.session[-1].content == "fun ->"


def test_tools_and_provenance() -> None:
    r = L.run('call "read" "inbox"', tools={"read": lambda v: L.Labelled(v.raw + "!", L.U)})
    assert r.value.raw == "inbox!" and r.label == L.U
    with pytest.raises(L.NoTool):
        L.run('call "nope" 1', tools={})
    with pytest.raises(L.ToolError) as info:
        L.run('call "t" 1', tools={"t": lambda v: 1 / 0})
    assert isinstance(info.value.__cause__, ZeroDivisionError)
    # the tool sees the whole argument: a public pair with a secret component gives a secret result
    seen = []
    r = L.run('call "t" (0, {S} : 1)', tools={"t": lambda v: (seen.append(v), L.Labelled("x", L.U))[1]},
              bounds={"t": L.LAB4.top})
    assert r.label == L.US and len(seen) == 1
    tool = {"t": lambda v: L.Labelled("x", L.BOT)}
    with pytest.raises(L.CallDenied):  # by default a tool takes no secret, in a closure either
        L.run('let s = {S} : 1 in call "t" (fun z -> s + z)', tools=tool)
    assert L.run('let s = {S} : 1 in call "t" (fun z -> s + z)', tools=tool, bounds={"t": "{S}"}).label == L.S
    assert L.run('call "t" (fun z -> ({S} : 1) + z)', tools=tool).label == L.BOT  # code, not data


def test_values_and_pairs() -> None:
    r = L.run('({S} : 1, "a")')
    a, b = r.value.raw
    assert a.raw == 1 and a.label == L.S and b.raw == "a"
    assert str(r.value) == '(({S} : 1), ({} : "a"))'
    f = L.run("let x = {U} : 5 in fun y -> x + y").value
    assert f.kind == "fun" and str(f) == "fun y -> ({U} : 5) + y"


def test_trace_records_rules() -> None:
    r = L.run("if true then 1 else 2", trace=True)
    assert r.trace is not None
    assert [e.rule for e in r.trace] == ["E-If", "E-Const", "E-Const"]


def test_pc_and_session_arguments() -> None:
    r = L.run("recv", L.ScriptedOracle(["1"]), pc="{U}",
              session=[L.Message("user", "earlier", L.US)])
    assert r.label == L.US and r.session[0].content == "earlier"
    with pytest.raises(L.UpgradeDenied) as ei:  # {U} does not flow to the conversation's {S}
        L.run("recv", L.ScriptedOracle(["1"]), pc="{U}", session=[L.Message("user", "earlier", L.S)])
    assert (ei.value.pc, ei.value.conversation) == (L.U, L.S)
    with pytest.raises(L.ClearDenied):
        L.run("clear", pc="{U}", session=[("user", "x", "{}")])


def test_user_lattice() -> None:
    lat = L.Lattice.chains(integrity=["Trusted", "Untrusted"], confidentiality=["Public", "Internal", "Secret"])
    r = L.run("({Internal} : 1) + ({Secret} : 2)", lattice=lat)
    assert str(r.label) == "{Secret}"
    r = L.run("endorse {Trusted} ({Untrusted, Internal} : 1)", lattice=lat)
    assert str(r.label) == "{Internal}"
    with pytest.raises(L.ParseError, match="unknown label atom 'U'"):
        L.parse("{U} : 1", lattice=lat)


def test_bad_arguments_are_clear() -> None:
    with pytest.raises(ValueError, match="fuel"):
        L.run("1", fuel=-1)
    with pytest.raises(ValueError, match="max_depth"):
        L.run("1", max_depth=0)
    with pytest.raises(ValueError, match="unknown label atom"):
        L.run("1", pc="{X}")
    with pytest.raises(L.ParseError, match="surrogate"):
        L.parse('"\udc80"')


def test_ctrl_c_stops_a_long_run(engine: str) -> None:
    """Ctrl-C stops a pure loop on either engine, and the engine still works afterwards."""
    import signal
    import subprocess
    import sys
    import time

    code = (
        "import llmbda, signal, sys\n"
        # Python's handler even if this process was started with SIGINT ignored (then Ctrl-C is off)
        "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
        "print('ready', flush=True)\n"
        "try:\n"
        "    llmbda.run('let rec f n = if n == 0 then 0 else f (n - 1) + f (n - 1) in f 60', fuel=10**15,\n"
        f"               engine={engine!r})\n"
        "except KeyboardInterrupt:\n"
        f"    r = llmbda.run('1 + 1', engine={engine!r})\n"
        "    print('interrupted', r.value, flush=True)\n"
        "    sys.exit(7)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    try:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip() == "ready"
        time.sleep(1.0)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=60)
        check_oracle(err)
        assert proc.returncode == 7 and "interrupted 2" in out, err[-2000:]
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.communicate()


def test_concurrent_runs_from_threads() -> None:
    import threading

    results: list[int] = []

    def work(k: int) -> None:
        oracle = L.ScriptedOracle([str(k)] * 50)
        r = L.run(f"let rec loop n = if n == 0 then 0 else recv + loop (n - 1) in loop 50", oracle)
        results.append(r.value.raw)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(results) == [50 * k for k in range(6)]
