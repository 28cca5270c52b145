"""An oracle backed by an OpenAI-compatible chat completions API (OpenAI, vLLM, llama.cpp, ollama…).

The conversation is sent as chat messages after a system prompt (``llmbda.hints.SYSTEM_PROMPT``);
user messages with a non-empty label get a first line ``[label {U}]`` so that the model can tell
untrusted or secret data from instructions. Where the server takes a GBNF grammar (llama.cpp), each
request carries the grammar of what the program will read (:mod:`llmbda.grammar`): a program for
``recv``, a value for ``recv_data``. See docs/ORACLES.md.
"""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING, Any, Callable, Literal, Optional, Sequence, TypeVar, cast
from urllib.parse import urlsplit

from .. import grammar as reply_grammar
from ..errors import OracleConfigError, OracleRequestError
from ..hints import SYSTEM_PROMPT

if TYPE_CHECKING:
    import openai as openai_module

    from ..values import Message

#: The base URL used when none is configured.
DEFAULT_BASE_URL = "https://api.openai.com/v1"
#: HTTP statuses worth retrying (besides every 5xx).
RETRYABLE_STATUSES = frozenset({408, 429})

#: When the oracle sends the reply grammar: ``"auto"`` to every server but the OpenAI API, dropped
#: for good when the server refuses it; ``"always"``; ``"never"``.
GrammarPolicy = Literal["auto", "always", "never"]


def reply_kind(session: Sequence[Message]) -> reply_grammar.ReplyKind:
    """What the reply will be read as, as the conversation says (``Conversation.reply`` in a run:
    ``"data"`` for ``recv_data``; :class:`llmbda.grammar.Request` from host code); ``"code"`` when it
    does not say."""
    return reply_grammar.said_reply(session) or "code"


def render_messages(session: Sequence[Message], *, system: Optional[str] = SYSTEM_PROMPT,
                    show_labels: bool = True) -> list[dict[str, str]]:
    """The chat messages sent for a conversation: the system prompt (unless ``system`` is None),
    then every message in order as ``{"role", "content"}``. With ``show_labels``, a user message
    whose label is not empty starts with a line ``[label {U}]``; assistant messages are never
    annotated."""
    out = [] if system is None else [{"role": "system", "content": system}]
    for m in session:
        content = m.content
        if show_labels and m.role == "user" and m.label.bits != 0:
            content = f"[label {m.label}]\n{content}"
        out.append({"role": m.role, "content": content})
    return out


def resolve_endpoint(base_url: Optional[str], api_key: Optional[str]) -> Optional[tuple[str, str]]:
    """The base URL and API key of an OpenAI-compatible server, from the arguments or else
    ``$OPENAI_BASE_URL`` / ``$OPENAI_API_KEY``; ``None`` when the OpenAI API itself is meant and no
    key is given. Other servers (vLLM, llama.cpp, ollama) do not check the key: they get
    ``"unused"``."""
    base_url = base_url or os.environ.get("OPENAI_BASE_URL") or None
    api_key = api_key or os.environ.get("OPENAI_API_KEY") or None
    if api_key is None:
        if base_url is None or urlsplit(base_url).hostname == "api.openai.com":
            return None
        api_key = "unused"
    return (base_url or DEFAULT_BASE_URL).rstrip("/"), api_key


_Owner = TypeVar("_Owner", bound="OwnedClient")


class OwnedClient:
    """An ``openai`` client and its life cycle: made for the configured endpoint (:meth:`_connect`),
    closed by :meth:`close`, by ``with``, and before the object is collected — unless it was passed
    in (``_owns_client`` false). Shared by the oracle and ACE's embedder."""

    _client: Any
    _owns_client: bool
    _openai: Any
    base_url: str

    def _connect(self, client: Any, base_url: Optional[str], api_key: Optional[str], *, timeout: float,
                 max_retries: int, error: Callable[[str], Exception], no_key: str) -> None:
        """Use ``client``, or make one for the endpoint :func:`resolve_endpoint` finds; ``error(msg)``
        is raised when the ``openai`` package or the API key is missing."""
        try:
            import openai
        except ImportError:
            raise error("the openai package is not installed: pip install openai") from None
        self._openai = openai
        self._owns_client = client is None
        if client is not None:
            self.base_url = str(client.base_url).rstrip("/")
            self._client = client
            return
        endpoint = resolve_endpoint(base_url, api_key)
        if endpoint is None:
            raise error(no_key)
        self.base_url, key = endpoint
        self._client = openai.OpenAI(api_key=key, base_url=self.base_url, timeout=timeout,
                                     max_retries=max_retries)

    def close(self) -> None:
        """Close the HTTP client (unless it was passed in as ``client``)."""
        if self._owns_client:
            self._client.close()

    def __del__(self) -> None:
        # close the connection pool before its sockets are collected (no ResourceWarning)
        try:
            if getattr(self, "_owns_client", False) and hasattr(self, "_client"):
                self._client.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass

    def __enter__(self: _Owner) -> _Owner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class OpenAIOracle(OwnedClient):
    """An oracle (``oracle(session) -> reply``) asking an OpenAI-compatible chat model.

    ``model`` defaults to ``$LLMBDA_MODEL`` then ``$OPENAI_MODEL``, ``base_url`` to
    ``$OPENAI_BASE_URL`` (else the OpenAI API), ``api_key`` to ``$OPENAI_API_KEY``; a key is
    required only for the OpenAI API (other servers get the placeholder ``"unused"``). A missing
    model or key raises :class:`OracleConfigError` here, before any request.

    Requests that hit a rate limit (429), a server error (5xx), 408, a connection error or a timeout
    (``timeout`` seconds) are retried up to ``max_retries`` times, waiting
    ``min(max_backoff, backoff * 2**k)`` before retry ``k`` (or the server's ``Retry-After``, capped
    by ``max_backoff``) with ``sleep``. A request that fails for good raises
    :class:`OracleRequestError`. ``requests`` counts the HTTP requests made, ``last_usage`` keeps
    the token usage of the last reply (if the server reported it).

    Constrained replies: with ``grammar="auto"`` (the default) every request to a server other than
    the OpenAI API carries, as ``grammar`` (llama.cpp's GBNF), the language the program will read the
    reply in (:mod:`llmbda.grammar`: a program without ``endorse`` for ``recv``, a value for
    ``recv_data``, a program of the host's own, e.g. a plan, for a :class:`llmbda.grammar.Request`
    with ``reply="program"``, as the conversation's ``reply`` says; label literals over
    ``label_atoms``), so
    the model cannot write a reply that does not parse. A server that refuses the field (HTTP 400
    naming it) is asked again without it, and never again with it (``grammar_refused``).
    ``"always"`` sends it to every server, ``"never"`` to none. ``constrained`` counts the requests
    that carried a grammar. The grammar only helps the model: every reply is parsed by the program
    all the same, and a constrained reply can still fail when it runs.

    Noninterference: each request carries the rendered conversation and nothing else that varies
    (system prompt, model and options are fixed; the request count is not sent), so the oracle is a
    model of the conversation. Sampled (a temperature above 0, the servers' default, or a server that
    is not bit-for-bit reproducible) it is a *probabilistic* model of the conversation, with finitely
    many possible replies (a bounded number of tokens): covered by the probabilistic theorems
    (TIPNI, ``Llmbda.denote_tipni``: the distributions of what an observer sees are compatible; one
    run is one sample). A server that answers reproducibly is a function of the conversation,
    covered by ``Llmbda.peval_tini``. What is assumed of the server: the chat-completions API keeps
    no state between requests, and the runs compared talk to the same model.
    """

    def __init__(self, model: Optional[str] = None, *, base_url: Optional[str] = None,
                 api_key: Optional[str] = None, system: Optional[str] = SYSTEM_PROMPT,
                 show_labels: bool = True, temperature: Optional[float] = None,
                 max_tokens: Optional[int] = None, timeout: float = 60.0, max_retries: int = 4,
                 backoff: float = 0.5, max_backoff: float = 30.0,
                 sleep: Callable[[float], object] = time.sleep,
                 client: Optional[openai_module.OpenAI] = None, grammar: GrammarPolicy = "auto",
                 label_atoms: Sequence[str] = reply_grammar.LABEL_ATOMS) -> None:
        if timeout <= 0 or max_retries < 0 or backoff < 0 or max_backoff < 0:
            raise ValueError("timeout must be positive; max_retries, backoff and max_backoff non-negative")
        if grammar not in ("auto", "always", "never"):
            raise ValueError(f"grammar must be 'auto', 'always' or 'never', not {grammar!r}")
        model = model or os.environ.get("LLMBDA_MODEL") or os.environ.get("OPENAI_MODEL")
        if not model:
            raise OracleConfigError("no model configured: pass --model (model=...) or set LLMBDA_MODEL "
                                    "(or OPENAI_MODEL) to the model's name")
        self.model: str = model
        self.system = system
        self.show_labels = show_labels
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.timeout = timeout
        self.max_retries = max_retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.sleep = sleep
        #: The number of HTTP requests made so far.
        self.requests = 0
        #: The token usage of the last reply (``prompt_tokens``, ``completion_tokens``…), if any.
        self.last_usage: Optional[dict[str, Any]] = None
        self.grammar: GrammarPolicy = grammar
        self.label_atoms = tuple(label_atoms)
        #: The number of requests that carried a reply grammar.
        self.constrained = 0
        #: Whether the server refused the grammar field (then it is no longer sent).
        self.grammar_refused = False
        self._grammars: dict[str, str] = {}
        self._connect(client, base_url, api_key, timeout=timeout, max_retries=0, error=OracleConfigError,
                      no_key="no API key: set OPENAI_API_KEY, or pass --base-url (base_url=...) "
                             "for an OpenAI-compatible server")

    def __repr__(self) -> str:
        return f"OpenAIOracle(model={self.model!r}, base_url={self.base_url!r})"

    def __call__(self, session: Sequence[Message]) -> str:
        """Ask the model for the reply to ``session``; retried as described on the class."""
        messages = render_messages(session, system=self.system, show_labels=self.show_labels)
        options: dict[str, Any] = {}
        if self.temperature is not None:
            options["temperature"] = self.temperature
        if self.max_tokens is not None:
            options["max_tokens"] = self.max_tokens
        gbnf = self._grammar_for(reply_kind(session))
        attempts = 0
        while True:
            attempts += 1
            self.requests += 1
            extra = {"extra_body": {"grammar": gbnf}} if gbnf is not None else {}
            try:
                response = self._client.chat.completions.create(
                    model=self.model, messages=cast(Any, messages), **options, **extra)
            except Exception as exc:
                status, what, detail, retryable, retry_after = self._classify(exc)
                if (gbnf is not None and self.grammar == "auto" and status == 400
                        and "grammar" in detail.lower()):
                    # the server does not take a grammar: ask again without one, and never send it
                    self.grammar_refused = True
                    gbnf = None
                    attempts -= 1
                    continue
                if not retryable or attempts > self.max_retries:
                    raise self._failure(what, detail, status, attempts) from exc
            else:
                if gbnf is not None:
                    self.constrained += 1
                return self._text(response, attempts)
            k = attempts - 1
            delay = retry_after if retry_after is not None else self.backoff * 2 ** k
            self.sleep(min(self.max_backoff, delay))

    def _grammar_for(self, kind: reply_grammar.ReplyKind) -> Optional[str]:
        """The GBNF grammar to send with a reply read as ``kind``, or ``None``."""
        if self.grammar == "never" or self.grammar_refused:
            return None
        if self.grammar == "auto" and urlsplit(self.base_url).hostname == "api.openai.com":
            return None
        text = self._grammars.get(kind)
        if text is None:
            text = self._grammars[kind] = reply_grammar.gbnf(kind, label_atoms=self.label_atoms)
        return text

    def _classify(self, exc: Exception) -> tuple[Optional[int], str, str, bool, Optional[float]]:
        """(status, what failed, the server's message, retryable?, Retry-After) of a failed request."""
        oa = self._openai
        if isinstance(exc, oa.APIStatusError):
            status = exc.status_code
            retryable = status in RETRYABLE_STATUSES or status >= 500
            return status, f"HTTP {status}", _server_message(exc), retryable, _retry_after(exc)
        if isinstance(exc, oa.APITimeoutError):
            return None, f"timed out after {self.timeout:g} s", "", True, None
        if isinstance(exc, oa.APIConnectionError):
            cause = exc.__cause__
            return None, "connection error", str(cause) if cause is not None else exc.message, True, None
        # JSONDecodeError included; RecursionError: the SDK's json.loads of a body nested too deeply
        if isinstance(exc, (ValueError, RecursionError, oa.APIResponseValidationError)):
            return None, "invalid response (not the JSON of a chat completion)", _one_line(str(exc)), False, None
        raise exc

    def _failure(self, what: str, detail: str, status: Optional[int], attempts: int) -> OracleRequestError:
        msg = f"model request failed: {what} from {self.base_url} (model {self.model})"
        if detail:
            msg += f": {detail}"
        if attempts > 1:
            msg += f" (gave up after {attempts} attempts)"
        return OracleRequestError(msg, status=status, attempts=attempts)

    def _text(self, response: Any, attempts: int) -> str:
        usage = getattr(response, "usage", None)
        if usage is not None and hasattr(usage, "model_dump"):
            self.last_usage = cast(dict[str, Any], usage.model_dump(exclude_none=True))
        choices = getattr(response, "choices", None) or []
        message = getattr(choices[0], "message", None) if choices else None
        content = getattr(message, "content", None)
        if not isinstance(content, str):
            finish = getattr(choices[0], "finish_reason", None) if choices else None
            why = "no choices" if not choices else f"finish_reason {finish}"
            raise OracleRequestError(f"the model returned no text ({why}) from {self.base_url} "
                                     f"(model {self.model})", status=200, attempts=attempts)
        return content


def _server_message(exc: openai_module.APIStatusError) -> str:
    """The ``error.message`` of an OpenAI-style error body, else the raw body, on one line."""
    body = exc.body
    if isinstance(body, dict):
        inner = body.get("error", body)
        msg = inner.get("message") if isinstance(inner, dict) else inner
        if msg:
            return _one_line(str(msg))
    elif isinstance(body, str) and body.strip():
        return _one_line(body)
    try:
        return _one_line(exc.response.text)
    except Exception:
        return ""


def _retry_after(exc: openai_module.APIStatusError) -> Optional[float]:
    """The ``Retry-After`` header in seconds, if present and a non-negative number."""
    value = exc.response.headers.get("retry-after")
    try:
        seconds = float(value) if value is not None else None
    except ValueError:
        return None
    return seconds if seconds is not None and seconds >= 0 and seconds == seconds else None


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
