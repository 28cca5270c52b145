"""Every model exchange of a live benchmark run, recorded as it happens, and replayed without a model.

A live run (``llmbda bench agentdojo --model M``) talks to the model through one stand-in for the
``openai`` client per *role* (:class:`ModelClient`): Randori's ``planner`` and ``q_model``, ACE's
``ace_planner``, ``ace_verifier`` and ``ace_q_model``, the undefended ``baseline``'s LLM. Every
request goes through an :class:`ExchangeLog`: the :class:`Recorder` sends it to the server and
appends the exchange to ``exchanges.jsonl`` in the output directory before the reply is used (a
crash loses nothing done; a resumed run appends); the :class:`Replayer` answers it from a recording
(``--replay-exchanges``), so that the same rows run again, with no model, and AgentDojo's checks judge
them afresh.

The file: one JSON object per line, each with an ``event``:

* ``start``, one per invocation (an *attempt*): ``attempt`` (its id), ``format``, ``time``, the
  command's ``settings`` (what a replay runs again) and ``server`` (the model, its digest and the
  server's version when known: :func:`server_info`);
* ``exchange``: ``attempt``; ``run`` (which run asked: ``kind`` ``task``, ``camel`` or ``probe``, the
  report ``row``, ``agent``, ``adversary``, ``user_task``, ``injection_task``, ``rep``); ``role``;
  ``seq`` (the request's position in its run) and ``occurrence`` (how many equal requests of the role
  came before it in the run); ``key`` (the sha256 of the role and the request); ``request`` (``model``,
  ``messages`` as sent, ``grammar``: the reply language whose GBNF grammar was sent —
  :data:`llmbda.grammar.REPLY_KINDS` — or null, and the other ``options``); ``reply`` (``text``,
  ``tool_calls``, ``finish_reason``, ``usage``) or ``error`` (the failure: an HTTP status and body, a
  timeout, a connection error); ``seconds`` (the request's wall time); for a planner's reply, ``parsed``
  (whether ``llmbda.parse`` reads the program in it);
* ``run``, after each run: ``attempt``, ``run``, ``seconds`` and the ``verdict`` (AgentDojo's utility
  and security checks, the error; for a CaMeL attack or a probe what it found).

Replaying, a request is answered by the recorded exchange with the same run, role and key, the
``k``-th time by its ``k``-th occurrence: the same request at the same place in the same run gets the
same reply (a failure is raised again as the same ``openai`` error). Where the recording holds a run
more than once (a resumed run that had been interrupted half way), the attempt that finished it is
used. A request the recording lacks is a :class:`ReplayMissing` naming the run, the role, the
request's position and how it differs from the closest recorded one; an exchange line whose request
no longer matches its key (edited by hand) is refused when the recording is read.
"""

from __future__ import annotations

import builtins
import gzip
import hashlib
import json
import os
import threading
import time
import urllib.error
import urllib.request
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from types import SimpleNamespace
from typing import Any, Callable, Iterator, Optional, Union

from .. import _json

#: The format of ``exchanges.jsonl``.
FORMAT = 1
#: The recording's name in the output directory.
FILE_NAME = "exchanges.jsonl"
#: The roles whose replies are plans: their exchanges say whether the plan parses.
PLANNER_ROLES = ("planner", "ace_planner")
#: Request options that are not part of what is asked (AgentDojo's local LLM draws a random seed).
_NOT_KEYED = frozenset({"seed", "timeout", "extra_headers", "extra_query", "stream"})


class ReplayError(Exception):
    """A recording that cannot be replayed: unreadable, malformed, edited, or missing a request."""


class ReplayMissing(ReplayError):
    """A request the recording does not hold (one line naming it)."""


@dataclass(frozen=True)
class RunId:
    """Which run asked: a benchmark run (``task``), a CaMeL attack (``camel``: ``injection_task`` is
    ``camel:<attack>``) or a parse probe (``probe``: ``row`` names the agent and the grammar)."""

    kind: str
    row: str
    agent: str
    user_task: str
    injection_task: Optional[str] = None
    rep: int = 0
    adversary: Optional[str] = None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "row": self.row, "agent": self.agent, "adversary": self.adversary,
                "user_task": self.user_task, "injection_task": self.injection_task, "rep": self.rep}

    @classmethod
    def from_json(cls, obj: Any) -> "RunId":
        if not isinstance(obj, dict):
            raise ValueError("'run' must be an object")
        try:
            return cls(str(obj["kind"]), str(obj["row"]), str(obj["agent"]), str(obj["user_task"]),
                       None if obj.get("injection_task") is None else str(obj["injection_task"]),
                       int(obj.get("rep") or 0), None if obj.get("adversary") is None else str(obj["adversary"]))
        except (KeyError, TypeError, ValueError):
            raise ValueError("'run' needs kind, row, agent and user_task") from None

    def describe(self) -> str:
        if self.kind == "camel":
            return f"the CaMeL attack {self.injection_task} ({self.row}, {self.user_task})"
        if self.kind == "probe":
            return f"the parse probe ({self.row}) of {self.user_task}"
        return (f"the run ({self.row}, {self.user_task}, {self.injection_task or 'no attack'}, "
                f"rep {self.rep})")


#: Requests made outside any run (none are, by the runner).
OUTSIDE = RunId("other", "-", "-", "-")


@dataclass
class RoleStats:
    """Model requests of one role: how many, how many failed, their wall time."""

    requests: int = 0
    failed: int = 0
    seconds: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"requests": self.requests, "failed": self.failed, "seconds": round(self.seconds, 4)}


@dataclass
class RunStats:
    """What one run asked the model (per role) and, of its planners' replies, how many parse and how
    many were asked with a grammar; ``recorded_seconds`` is the run's wall time in the recording (a
    replay) or None (a live run)."""

    roles: dict[str, RoleStats] = field(default_factory=dict)
    planner_replies: int = 0
    planner_parsed: int = 0
    planner_constrained: int = 0
    planner_constrained_parsed: int = 0
    recorded_seconds: Optional[float] = None

    def add(self, role: str, seconds: float, failed: bool, grammar: Optional[str], parsed: Optional[bool]) -> None:
        s = self.roles.setdefault(role, RoleStats())
        s.requests += 1
        s.failed += failed
        s.seconds += seconds
        if parsed is not None:
            self.planner_replies += 1
            self.planner_parsed += parsed
            if grammar is not None:
                self.planner_constrained += 1
                self.planner_constrained_parsed += parsed

    def to_json(self) -> dict[str, Any]:
        return {"requests": sum(s.requests for s in self.roles.values()),
                "seconds": round(sum(s.seconds for s in self.roles.values()), 4),
                "roles": {r: s.to_json() for r, s in self.roles.items()},
                "planner": {"replies": self.planner_replies, "parsed": self.planner_parsed,
                            "constrained": self.planner_constrained,
                            "constrained_parsed": self.planner_constrained_parsed}}


def plan_parses(text: Optional[str]) -> bool:
    """Whether ``llmbda.parse`` reads the program in a planner's reply (its first fenced block, else
    the whole reply, as Randori reads it)."""
    if text is None:
        return False
    from ..agents.randori import extract_program
    from ..errors import LlmbdaError
    from ..runtime import parse

    try:
        parse(extract_program(text))
    except (LlmbdaError, ValueError, RecursionError):
        return False
    return True


# -- requests and replies as JSON ------------------------------------------------------------------

def _plain(v: Any) -> Any:
    """``v`` as JSON data (pydantic models dumped, tuples as lists)."""
    return json.loads(json.dumps(v, default=_default, ensure_ascii=False))


def _default(v: Any) -> Any:
    dump = getattr(v, "model_dump", None)
    if callable(dump):
        return dump(exclude_none=True)
    if isinstance(v, (set, frozenset)):
        return sorted(v, key=str)
    return str(v)


def _given(v: Any) -> bool:
    """False for the ``openai`` package's "not given" sentinels."""
    return type(v).__name__ not in ("NotGiven", "Omit")


_GRAMMARS: dict[str, str] = {}


def grammar_kind(text: str) -> str:
    """The reply language whose GBNF grammar ``text`` is (``code``, ``data``, ``program``), else
    ``gbnf:<sha256 prefix>``."""
    if not _GRAMMARS:
        from .. import grammar

        for kind in grammar.REPLY_KINDS:
            _GRAMMARS[grammar.gbnf(kind)] = kind
    return _GRAMMARS.get(text) or "gbnf:" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def request_json(kwargs: dict[str, Any]) -> dict[str, Any]:
    """A chat-completions request (the keyword arguments of ``create``) as it is recorded and keyed:
    the model, the messages, the grammar's kind and the other options, without the random seed and
    the transport options (:data:`_NOT_KEYED`)."""
    kw = {k: v for k, v in kwargs.items() if _given(v) and k not in _NOT_KEYED}
    extra = dict(kw.pop("extra_body", None) or {})
    gbnf = extra.pop("grammar", None)
    options = _plain({k: v for k, v in kw.items() if k not in ("model", "messages")})
    if extra:
        options["extra_body"] = _plain(extra)
    return {"model": str(kw.get("model")), "messages": _plain(kw.get("messages") or []),
            "grammar": grammar_kind(gbnf) if isinstance(gbnf, str) else None, "options": options}


def request_key(role: str, request: dict[str, Any]) -> str:
    """The sha256 of a role and a request (:func:`request_json`): what a replay looks a reply up by."""
    text = json.dumps({"role": role, "request": request}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def reply_json(response: Any) -> dict[str, Any]:
    """A chat completion's reply as it is recorded: the text, the tool calls, the finish reason, the
    token usage."""
    choices = getattr(response, "choices", None) or []
    out: dict[str, Any] = {"choices": len(choices)}
    if choices:
        msg = getattr(choices[0], "message", None)
        out["text"] = getattr(msg, "content", None)
        calls = getattr(msg, "tool_calls", None)
        out["tool_calls"] = _plain(calls) if calls else None
        out["finish_reason"] = getattr(choices[0], "finish_reason", None)
    usage = getattr(response, "usage", None)
    if usage is not None:
        out["usage"] = _plain(usage)
    return out


_FINISH = ("stop", "length", "tool_calls", "content_filter", "function_call")


def completion_from(reply: dict[str, Any], model: str, n: int) -> Any:
    """The ``ChatCompletion`` a recorded reply came in."""
    from openai.types.chat import ChatCompletion

    choices = []
    if reply.get("choices", 1):
        finish = reply.get("finish_reason")
        choices.append({"index": 0, "finish_reason": finish if finish in _FINISH else "stop",
                        "message": {"role": "assistant", "content": reply.get("text"),
                                    "tool_calls": reply.get("tool_calls") or None}})
    obj: dict[str, Any] = {"id": f"replay-{n}", "object": "chat.completion", "created": 0, "model": model,
                           "choices": choices}
    if isinstance(reply.get("usage"), dict):
        obj["usage"] = reply["usage"]
    return ChatCompletion.model_validate(obj)


def error_json(exc: BaseException) -> dict[str, Any]:
    """A failed request as it is recorded (enough to raise the same ``openai`` error again)."""
    import openai

    if isinstance(exc, openai.APIStatusError):
        out: dict[str, Any] = {"type": "status", "status": exc.status_code, "message": exc.message,
                               "body": _plain(exc.body)}
        retry_after = exc.response.headers.get("retry-after")
        if retry_after is not None:
            out["retry_after"] = retry_after
        return out
    if isinstance(exc, openai.APITimeoutError):
        return {"type": "timeout", "message": str(exc)}
    if isinstance(exc, openai.APIConnectionError):
        cause = exc.__cause__
        return {"type": "connection", "message": exc.message, "cause": None if cause is None else str(cause)}
    return {"type": "other", "class": type(exc).__name__, "message": str(exc)}


def _httpx() -> Any:
    """The HTTP library the ``openai`` package builds its errors from."""
    import openai._exceptions as oe

    for name in ("httpx2", "httpx"):
        mod = getattr(oe, name, None)
        if mod is not None:
            return mod
    import httpx

    return httpx


_STATUS_ERRORS = {400: "BadRequestError", 401: "AuthenticationError", 403: "PermissionDeniedError",
                  404: "NotFoundError", 409: "ConflictError", 422: "UnprocessableEntityError",
                  429: "RateLimitError"}


def _status_error(status: int, message: str, body: Any, url: str, headers: Optional[dict[str, str]] = None
                  ) -> Exception:
    import openai

    hx = _httpx()
    request = hx.Request("POST", url)
    response = hx.Response(status, json=body if body is not None else {"error": {"message": message}},
                           headers=headers or {}, request=request)
    name = _STATUS_ERRORS.get(status, "InternalServerError" if status >= 500 else "APIStatusError")
    cls = getattr(openai, name, openai.APIStatusError)
    exc: Exception = cls(message, response=response, body=body)
    return exc


def error_from(error: dict[str, Any], url: str) -> Exception:
    """The exception a recorded failure raises again."""
    import openai

    kind = error.get("type")
    message = str(error.get("message") or "")
    request = _httpx().Request("POST", url)
    if kind == "status":
        headers = {"retry-after": str(error["retry_after"])} if error.get("retry_after") is not None else {}
        return _status_error(int(error.get("status") or 500), message, error.get("body"), url, headers)
    if kind == "timeout":
        return openai.APITimeoutError(request=request)
    if kind == "connection":
        exc = openai.APIConnectionError(message=message or "Connection error.", request=request)
        if error.get("cause"):
            exc.__cause__ = ConnectionError(str(error["cause"]))
        return exc
    cls = getattr(builtins, str(error.get("class")), None)
    if isinstance(cls, type) and issubclass(cls, Exception) and cls.__module__ == "builtins":
        try:
            return cls(message)
        except TypeError:
            pass
    if str(error.get("class")) == "JSONDecodeError":
        return ValueError(message)
    return RuntimeError(f"{error.get('class')}: {message}")


# -- the log ----------------------------------------------------------------------------------------

class ExchangeLog:
    """Where a run's model requests go (see the module doc): :meth:`begin` and :meth:`end` bracket
    each run; :meth:`exchange` carries one request. Subclassed by :class:`Recorder` and
    :class:`Replayer`."""

    replaying = False

    def __init__(self, path: Path) -> None:
        self.path = path
        self.run: RunId = OUTSIDE
        self.stats = RunStats()
        self._seq = 0
        self._occurrences: Counter[tuple[str, str]] = Counter()
        self._lock = threading.Lock()
        #: all requests so far (every run), for progress lines
        self.total = RoleStats()
        #: the first request a replay could not answer (agents catch model errors: the runner checks this)
        self.miss: Optional[str] = None

    def begin(self, run: RunId) -> None:
        """A run starts: requests from now on are its own."""
        self.run = run
        self.stats = RunStats()
        self._seq = 0
        self._occurrences.clear()

    def end(self, verdict: Optional[dict[str, Any]] = None, seconds: Optional[float] = None) -> RunStats:
        """The run ended (``verdict``: what it achieved): its statistics."""
        stats, self.run, self.stats = self.stats, OUTSIDE, RunStats()
        return stats

    def check(self) -> None:
        """Raise :class:`ReplayMissing` if a request went unanswered (a replay)."""
        if self.miss is not None:
            raise ReplayMissing(self.miss)

    def _position(self, role: str, key: str) -> tuple[int, int]:
        with self._lock:
            seq = self._seq
            self._seq += 1
            occurrence = self._occurrences[(role, key)]
            self._occurrences[(role, key)] += 1
        return seq, occurrence

    def _count(self, role: str, seconds: float, failed: bool, grammar: Optional[str], parsed: Optional[bool]) -> None:
        with self._lock:
            self.stats.add(role, seconds, failed, grammar, parsed)
            self.total.requests += 1
            self.total.failed += failed
            self.total.seconds += seconds

    def exchange(self, role: str, kwargs: dict[str, Any], send: Callable[[], Any], base_url: str) -> Any:
        raise NotImplementedError


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


class Recorder(ExchangeLog):
    """Send every request and append the exchange to ``path`` (``exchanges.jsonl``) before the reply
    is used; a ``start`` line opens the attempt (``settings``, ``server``). An existing file is
    appended to (a resumed run)."""

    def __init__(self, path: Union[str, "os.PathLike[str]"], *, settings: dict[str, Any],
                 server: dict[str, Any]) -> None:
        super().__init__(Path(path))
        self.attempt = f"{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}-{os.getpid()}-{uuid.uuid4().hex[:6]}"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._write({"event": "start", "attempt": self.attempt, "format": FORMAT, "time": _now(),
                     "settings": settings, "server": server})

    def _write(self, obj: dict[str, Any]) -> None:
        line = json.dumps(obj, ensure_ascii=False, default=str)
        with self._lock, self.path.open("a", encoding="utf-8") as f:
            f.write(line + "\n")

    def exchange(self, role: str, kwargs: dict[str, Any], send: Callable[[], Any], base_url: str) -> Any:
        request = request_json(kwargs)
        key = request_key(role, request)
        seq, occurrence = self._position(role, key)
        run = self.run
        started, t0 = _now(), time.monotonic()
        try:
            response = send()
        except Exception as exc:
            seconds = round(time.monotonic() - t0, 4)  # as recorded: a replay sums the same
            self._count(role, seconds, True, request["grammar"], None)
            self._write({"event": "exchange", "attempt": self.attempt, "run": run.to_json(), "role": role,
                         "seq": seq, "occurrence": occurrence, "key": key, "time": started,
                         "seconds": seconds, "request": request, "reply": None,
                         "error": error_json(exc)})
            raise
        seconds = round(time.monotonic() - t0, 4)  # as recorded: a replay sums the same
        reply = reply_json(response)
        parsed = plan_parses(reply.get("text")) if role in PLANNER_ROLES else None
        self._count(role, seconds, False, request["grammar"], parsed)
        line: dict[str, Any] = {"event": "exchange", "attempt": self.attempt, "run": run.to_json(), "role": role,
                                "seq": seq, "occurrence": occurrence, "key": key, "time": started,
                                "seconds": seconds, "request": request, "reply": reply, "error": None}
        if parsed is not None:
            line["parsed"] = parsed
        self._write(line)
        return response

    def end(self, verdict: Optional[dict[str, Any]] = None, seconds: Optional[float] = None) -> RunStats:
        run = self.run
        stats = super().end(verdict, seconds)
        self._write({"event": "run", "attempt": self.attempt, "run": run.to_json(), "time": _now(),
                     "seconds": None if seconds is None else round(seconds, 4), "verdict": verdict,
                     "model": stats.to_json()})
        return stats


@dataclass
class _Recorded:
    line: int
    role: str
    key: str
    request: dict[str, Any]
    reply: Optional[dict[str, Any]]
    error: Optional[dict[str, Any]]
    seconds: float
    seq: int


def _run_key(run: RunId) -> tuple[Any, ...]:
    return (run.kind, run.row, run.user_task, run.injection_task, run.rep)


def recording_path(source: Union[str, "os.PathLike[str]"]) -> Path:
    """The recording a ``--replay-exchanges`` argument names: a file, or a directory holding
    ``exchanges.jsonl`` (or ``exchanges.jsonl.gz``)."""
    p = Path(source)
    if p.is_dir():
        for name in (FILE_NAME, FILE_NAME + ".gz"):
            if (p / name).is_file():
                return p / name
        raise ReplayError(f"{p} holds no {FILE_NAME} (nor {FILE_NAME}.gz)")
    if not p.exists():
        raise ReplayError(f"no recording at {p}")
    return p


def _read_lines(path: Path) -> Iterator[tuple[int, str]]:
    try:
        if path.suffix == ".gz":
            with gzip.open(path, "rt", encoding="utf-8") as f:
                text = f.read()
        else:
            text = path.read_text(encoding="utf-8")
    except (OSError, EOFError) as exc:
        raise ReplayError(f"cannot read the recording {path}: {getattr(exc, 'strerror', None) or exc}") from None
    except UnicodeDecodeError:
        raise ReplayError(f"the recording {path} is not UTF-8 text") from None
    for n, raw in enumerate(text.splitlines(), 1):
        if raw.strip():
            yield n, raw


class Replayer(ExchangeLog):
    """Answer every request from a recording (see the module doc). ``starts`` are its ``start``
    lines (the attempts, in order); ``differences`` collects the runs whose verdict now differs from
    the recorded one; ``unused`` counts recorded requests of the replayed runs that were never asked."""

    replaying = True

    def __init__(self, source: Union[str, "os.PathLike[str]"]) -> None:
        path = recording_path(source)
        super().__init__(path)
        self.starts: list[dict[str, Any]] = []
        order: dict[str, int] = {}
        exchanges: dict[tuple[tuple[Any, ...], str], list[_Recorded]] = {}
        finished: dict[tuple[Any, ...], tuple[str, dict[str, Any]]] = {}
        self.lines = 0
        for n, raw in _read_lines(path):
            where = f"{path}:{n}"
            try:
                obj = _json.loads(raw)
            except json.JSONDecodeError as exc:
                raise ReplayError(f"{where}: not a JSON line ({exc.msg})") from None
            if not isinstance(obj, dict):
                raise ReplayError(f"{where}: not a JSON object")
            event = obj.get("event")
            attempt = str(obj.get("attempt"))
            self.lines += 1
            if event == "start":
                if obj.get("format") != FORMAT:
                    raise ReplayError(f"{where}: a recording of format {obj.get('format')!r}; this runner "
                                      f"reads format {FORMAT}")
                order.setdefault(attempt, len(order))
                self.starts.append(obj)
                continue
            if event not in ("exchange", "run"):
                raise ReplayError(f"{where}: unknown event {event!r}")
            if attempt not in order:
                raise ReplayError(f"{where}: attempt {attempt!r} has no start line before it")
            try:
                run = RunId.from_json(obj.get("run"))
            except ValueError as exc:
                raise ReplayError(f"{where}: {exc}") from None
            if event == "run":
                finished[_run_key(run)] = (attempt, obj)
                continue
            role, request = obj.get("role"), obj.get("request")
            if not isinstance(role, str) or not isinstance(request, dict):
                raise ReplayError(f"{where}: an exchange needs a 'role' string and a 'request' object")
            if obj.get("key") != request_key(role, request):
                raise ReplayError(f"{where}: the request does not match its key (was the line edited?): "
                                  f"{run.describe()}, {role} request #{obj.get('seq')}")
            reply, error = obj.get("reply"), obj.get("error")
            if not isinstance(reply, dict) and not isinstance(error, dict):
                raise ReplayError(f"{where}: an exchange needs a 'reply' or an 'error' object")
            exchanges.setdefault((_run_key(run), attempt), []).append(_Recorded(
                n, role, str(obj["key"]), request, reply if isinstance(reply, dict) else None,
                error if isinstance(error, dict) else None, float(obj.get("seconds") or 0.0),
                int(obj.get("seq") or 0)))
        if not self.starts:
            raise ReplayError(f"{path}: no start line: not a recording of llmbda bench agentdojo")
        # the attempt that finished a run, else the last one that asked anything for it
        chosen: dict[tuple[Any, ...], str] = {}
        for (rk, attempt) in exchanges:
            if rk not in chosen or order[attempt] > order[chosen[rk]]:
                chosen[rk] = attempt
        for rk, (attempt, _) in finished.items():
            chosen[rk] = attempt
        self._runs: dict[tuple[Any, ...], list[_Recorded]] = {
            rk: exchanges.get((rk, attempt), []) for rk, attempt in chosen.items()}
        self._finished = {rk: obj for rk, (_, obj) in finished.items()}
        self._served: Counter[tuple[str, str]] = Counter()
        self._current: list[_Recorded] = []
        self._index: dict[tuple[str, str], list[_Recorded]] = {}
        self.differences: list[str] = []
        self.unused = 0
        self.replayed_runs = 0

    @property
    def settings(self) -> dict[str, Any]:
        """The settings of the last attempt."""
        s = self.starts[-1].get("settings")
        return s if isinstance(s, dict) else {}

    @property
    def server(self) -> dict[str, Any]:
        s = self.starts[-1].get("server")
        return s if isinstance(s, dict) else {}

    def digest(self) -> str:
        h = hashlib.sha256()
        with self.path.open("rb") as f:
            for chunk in iter(lambda: f.read(1 << 20), b""):
                h.update(chunk)
        return h.hexdigest()

    def begin(self, run: RunId) -> None:
        super().begin(run)
        self._current = self._runs.get(_run_key(run), [])
        self._index = {}
        for r in self._current:
            self._index.setdefault((r.role, r.key), []).append(r)
        self._served = Counter()

    def exchange(self, role: str, kwargs: dict[str, Any], send: Callable[[], Any], base_url: str) -> Any:
        request = request_json(kwargs)
        key = request_key(role, request)
        seq, occurrence = self._position(role, key)
        found = self._index.get((role, key), [])
        if occurrence >= len(found):
            if self.miss is None:
                self.miss = self._explain(role, request, key, seq, occurrence, len(found))
            # not retried by AgentDojo's client nor by the oracle (a 422); the runner reports self.miss
            raise _status_error(422, "no recorded reply (replay miss)", None, base_url + "/chat/completions")
        rec = found[occurrence]
        self._served[(role, key)] += 1
        parsed = None
        if role in PLANNER_ROLES and rec.reply is not None:
            parsed = plan_parses(rec.reply.get("text"))
        self._count(role, rec.seconds, rec.error is not None, request["grammar"], parsed)
        if rec.error is not None:
            raise error_from(rec.error, base_url + "/chat/completions")
        assert rec.reply is not None
        return completion_from(rec.reply, request["model"], rec.line)

    def _explain(self, role: str, request: dict[str, Any], key: str, seq: int, occurrence: int, have: int) -> str:
        where = (f"the recording {self.path} has no reply for {role} request #{seq + 1} of "
                 f"{self.run.describe()} (sha256 {key[:12]})")
        if have:
            return (f"{where}: the run asks it {occurrence + 1} times, the recording {have} "
                    f"time{'s' if have != 1 else ''}")
        same_role = [r for r in self._current if r.role == role]
        if not self._current:
            return f"{where}: the recording has no request of that run"
        if not same_role:
            return f"{where}: the recording has no {role} request in that run"
        # the recorded request at the same place in the run, else the one that shares the most with it
        near = next((r for r in same_role if r.seq == seq), None) or min(
            same_role, key=lambda r: (-_common(r.request, request), abs(r.seq - seq)))
        what = "at that place" if near.seq == seq else "closest"
        return f"{where}: {_difference(near.request, request)} (the recorded request {what}: line {near.line})"

    def end(self, verdict: Optional[dict[str, Any]] = None, seconds: Optional[float] = None) -> RunStats:
        run = self.run
        rk = _run_key(run)
        stats = super().end(verdict, seconds)
        self.replayed_runs += 1
        self.unused += sum(max(0, len(v) - self._served[k]) for k, v in self._index.items())
        done = self._finished.get(rk)
        if done is not None:
            if isinstance(done.get("seconds"), (int, float)):
                stats.recorded_seconds = float(done["seconds"])
            was = done.get("verdict")
            if verdict is not None and isinstance(was, dict):
                diff = [f"{k} {was.get(k)!r} → {verdict.get(k)!r}" for k in sorted(set(was) | set(verdict))
                        if was.get(k) != verdict.get(k)]
                if diff:
                    self.differences.append(f"{run.describe()}: " + ", ".join(diff))
        return stats


def _common(a: dict[str, Any], b: dict[str, Any]) -> int:
    """How many leading messages two requests share (a tie-breaker: equal grammar and options)."""
    ma, mb = a.get("messages") or [], b.get("messages") or []
    n = 0
    while n < min(len(ma), len(mb)) and ma[n] == mb[n]:
        n += 1
    return 2 * n + (a.get("grammar") == b.get("grammar")) + (a.get("options") == b.get("options"))


def _snippet(v: Any, limit: int = 60) -> str:
    text = v if isinstance(v, str) else json.dumps(v, ensure_ascii=False, default=str)
    text = " ".join(text.split())
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def _difference(recorded: dict[str, Any], asked: dict[str, Any]) -> str:
    """How a request differs from a recorded one, in a few words."""
    ma, mb = recorded.get("messages") or [], asked.get("messages") or []
    for i, (x, y) in enumerate(zip(ma, mb)):
        if x != y:
            xc, yc = (m.get("content") if isinstance(m, dict) else m for m in (x, y))
            j = next((k for k, (p, q) in enumerate(zip(str(xc), str(yc))) if p != q), min(len(str(xc)), len(str(yc))))
            return (f"message {i + 1} differs at character {j + 1}: recorded {_snippet(str(xc)[j:])}, "
                    f"asked {_snippet(str(yc)[j:])}")
    if len(ma) != len(mb):
        return f"the recorded request has {len(ma)} messages, this one {len(mb)}"
    for field_ in ("model", "grammar", "options"):
        if recorded.get(field_) != asked.get(field_):
            return f"the {field_} differs: recorded {_snippet(recorded.get(field_))}, asked {_snippet(asked.get(field_))}"
    return "it differs from every recorded one"


# -- the client -------------------------------------------------------------------------------------

class ModelClient:
    """What an agent holds in place of an ``openai.OpenAI`` client: ``chat.completions.create(**kw)``
    goes through ``log`` as a request of ``role`` (sent by ``inner``, a real client, when recording).
    ``base_url`` is the server's (recorded, when replaying). ``defaults`` are request fields sent
    where the caller sets none (the run's ``max_tokens`` and ``temperature``)."""

    def __init__(self, log: ExchangeLog, role: str, base_url: str, inner: Any = None,
                 defaults: Optional[dict[str, Any]] = None) -> None:
        self.log, self.role, self.inner = log, role, inner
        self.base_url = base_url
        self.defaults = dict(defaults or {})
        self.chat = SimpleNamespace(completions=SimpleNamespace(create=self._create))

    def _create(self, **kwargs: Any) -> Any:
        inner = self.inner
        kwargs = {**self.defaults, **kwargs}

        def send() -> Any:
            if inner is None:
                raise RuntimeError("no model server (a replay)")
            return inner.chat.completions.create(**kwargs)
        return self.log.exchange(self.role, kwargs, send, str(self.base_url).rstrip("/"))

    def close(self) -> None:
        """The real client is closed by its owner."""

    def __repr__(self) -> str:
        return f"ModelClient(role={self.role!r}, base_url={self.base_url!r})"


# -- the server -------------------------------------------------------------------------------------

def _get_json(url: str, timeout: float) -> Any:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # loopback servers: no proxy
    try:
        with opener.open(url, timeout=timeout) as r:
            return _json.loads(r.read(1 << 22))
    except (OSError, ValueError, urllib.error.URLError):
        return None


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 22), b""):
            h.update(chunk)
    return h.hexdigest()


def server_info(base_url: str, model: str, *, model_digest: Optional[str] = None,
                server_version: Optional[str] = None, timeout: float = 5.0,
                digest_file: bool = True) -> dict[str, Any]:
    """What the report says of the model and its server: the model's name, the weights' file and
    sha256, the server's version, each with where it came from. llama.cpp's llama-server answers
    ``GET /props`` (``model_path``, ``build_info``) and ``GET /v1/models`` (the model's id and
    ``meta``); ``model_digest`` and ``server_version`` (the command's options) take precedence. When
    the server names a weights file readable here and no digest is given, its sha256 is computed."""
    root = base_url.rstrip("/")
    root = root[: -len("/v1")] if root.endswith("/v1") else root
    props = _get_json(root + "/props", timeout)
    models = _get_json(base_url.rstrip("/") + "/models", timeout)
    info: dict[str, Any] = {"model": model, "base_url": base_url}
    if isinstance(models, dict) and isinstance(models.get("data"), list):
        entry = next((m for m in models["data"] if isinstance(m, dict) and m.get("id") == model), None)
        entry = entry or next((m for m in models["data"] if isinstance(m, dict)), None)
        if entry is not None:
            info["served_id"] = entry.get("id")
            if entry.get("owned_by"):
                info["owned_by"] = entry.get("owned_by")
            if isinstance(entry.get("meta"), dict):
                info["model_meta"] = entry["meta"]
    if isinstance(props, dict):
        if isinstance(props.get("model_path"), str):
            info["model_path"] = props["model_path"]
        for k in ("build_info", "version"):
            if isinstance(props.get(k), str) and props[k]:
                info["server_version"], info["server_version_source"] = props[k], f"GET /props ({k})"
                break
        settings = props.get("default_generation_settings")
        if isinstance(settings, dict):
            info["n_ctx"] = settings.get("n_ctx")
            params = settings.get("params")
            if isinstance(params, dict):
                info["defaults"] = {k: params.get(k) for k in ("temperature", "top_k", "top_p", "seed")
                                    if k in params}
    if server_version:
        info["server_version"], info["server_version_source"] = server_version, "--server-version"
    if model_digest:
        info["model_digest"], info["model_digest_source"] = model_digest, "--model-digest"
    elif digest_file and isinstance(info.get("model_path"), str) and Path(info["model_path"]).is_file():
        p = Path(info["model_path"])
        info["model_digest"] = "sha256:" + sha256_file(p)
        info["model_digest_source"] = "computed from the file the server names (GET /props model_path)"
    return info
