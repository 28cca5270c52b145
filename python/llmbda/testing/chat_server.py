"""A real OpenAI-compatible chat server on loopback, for tests and offline demos (stdlib only).

``ChatServer`` answers ``POST /v1/chat/completions`` with scripted replies (or the result of a
function of the request's messages) and ``GET /v1/models`` with its model. Failures, slow responses
and malformed JSON can be queued to exercise a client's retries and error handling::

    with ChatServer(['fun x -> x * 2']) as srv:
        srv.fail_next(429, retry_after=1)
        oracle = OpenAIOracle(model="m", base_url=srv.base_url)

From the command line it runs in the foreground and prints its base URL::

    python -m llmbda.testing.chat_server --port 8000 --reply '"hi"' --reply '42'
"""

from __future__ import annotations

import argparse
import json
import select
import socket
import sys
import threading
import time
from collections import deque
from dataclasses import dataclass
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterable, Iterator, Optional, Sequence, Union

from .. import _json

Reply = Optional[str]
Replies = Union[Iterable[Reply], Callable[[list[dict[str, Any]]], Reply]]

_ERROR_TYPES = {400: "invalid_request_error", 401: "invalid_request_error", 403: "permission_error",
                404: "invalid_request_error", 408: "timeout", 422: "invalid_request_error",
                429: "rate_limit_exceeded"}


@dataclass(frozen=True)
class ReceivedRequest:
    """A request the server received: method, path, headers (lower-case names) and JSON body
    (``None`` when there is none or it is not JSON)."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any


@dataclass(frozen=True)
class _Fail:
    status: int
    retry_after: Optional[float]
    message: str


@dataclass(frozen=True)
class _Delay:
    seconds: float


@dataclass(frozen=True)
class _Malformed:
    body: bytes


_Action = Union[_Fail, _Delay, _Malformed]
#: The default malformed body: JSON cut short.
_BROKEN = b'{"id": "chatcmpl-broken", "choices": ['


class _Exhausted(Exception):
    pass


class ChatServer:
    """An OpenAI-compatible HTTP server on loopback, started in a daemon thread.

    ``replies`` is the script (the reply texts, in order; when they run out the server answers
    HTTP 500 "script exhausted") or a function from the request's ``messages`` to the reply. A
    ``None`` reply is sent as ``"content": null`` (finish reason ``content_filter``). With
    ``api_key`` set, requests without ``Authorization: Bearer <api_key>`` get 401; with ``model``
    set, requests for another model get 404. Every request is recorded in :attr:`requests`.
    Queued actions (:meth:`fail_next`, :meth:`delay_next`, :meth:`malformed_next`) apply, in the
    order queued, one per chat request.

    Noninterference (for an ``OpenAIOracle`` pointed at it): with a deterministic function of the
    request's messages, the model is a function of the conversation (the messages are its
    rendering), covered by the theorems. A list script is served in request order whatever the
    conversation, like ``ScriptedOracle(replies, by_call_count=True)``: outside the theorems'
    hypothesis, for tests and demos whose number of requests does not depend on secrets.
    """

    def __init__(self, replies: Replies = (), *, host: str = "127.0.0.1", port: int = 0,
                 api_key: Optional[str] = None, model: Optional[str] = None) -> None:
        self._reply_fn: Optional[Callable[[list[dict[str, Any]]], Reply]] = None
        self._script: Optional[Iterator[Reply]] = None
        if callable(replies):
            self._reply_fn = replies
        else:
            self._script = iter([replies] if isinstance(replies, str) else replies)
        self.host = host
        self.port = port
        self.api_key = api_key
        self.model = model
        #: The requests received so far, in order.
        self.requests: list[ReceivedRequest] = []
        self._actions: deque[_Action] = deque()
        self._lock = threading.Lock()
        self._httpd: Optional[ThreadingHTTPServer] = None
        self._thread: Optional[threading.Thread] = None

    # -- lifecycle ---------------------------------------------------------------------------------

    def start(self) -> ChatServer:
        """Bind and serve in a daemon thread (the port is known from now on)."""
        if self._httpd is not None:
            return self
        httpd = ThreadingHTTPServer((self.host, self.port), _handler_class(self))
        httpd.daemon_threads = True
        self._httpd = httpd
        self.port = httpd.server_address[1]
        self._thread = threading.Thread(target=httpd.serve_forever, args=(0.05,), name="ChatServer",
                                        daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the socket."""
        httpd, self._httpd = self._httpd, None
        if httpd is not None:
            httpd.shutdown()
            httpd.server_close()
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def __enter__(self) -> ChatServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        """The OpenAI base URL of the server, ``http://HOST:PORT/v1``."""
        if self._httpd is None:
            raise RuntimeError("the ChatServer is not started")
        return f"http://{self.host}:{self.port}/v1"

    # -- scripting ---------------------------------------------------------------------------------

    def fail_next(self, status: int, *, times: int = 1, retry_after: Optional[float] = None,
                  message: Optional[str] = None) -> None:
        """Answer the next ``times`` chat requests with HTTP ``status`` and an OpenAI-style error
        body, with a ``Retry-After`` header (seconds) if ``retry_after`` is given."""
        text = message if message is not None else f"simulated failure: {HTTPStatus(status).phrase}"
        self._queue(_Fail(status, retry_after, text), times)

    def delay_next(self, seconds: float, *, times: int = 1) -> None:
        """Delay the next ``times`` chat responses by ``seconds``. A request whose client hung up
        during the delay (a client timeout) is dropped without drawing a reply."""
        self._queue(_Delay(seconds), times)

    def malformed_next(self, *, times: int = 1, body: Optional[bytes] = None) -> None:
        """Answer the next ``times`` chat requests with 200 and ``body`` (default: a body that is not
        valid JSON)."""
        self._queue(_Malformed(_BROKEN if body is None else body), times)

    def _queue(self, action: _Action, times: int) -> None:
        with self._lock:
            self._actions.extend([action] * times)

    def _next_action(self) -> Optional[_Action]:
        with self._lock:
            return self._actions.popleft() if self._actions else None

    def _reply(self, messages: list[dict[str, Any]]) -> Reply:
        if self._reply_fn is not None:
            return self._reply_fn(messages)
        assert self._script is not None
        with self._lock:
            try:
                return next(self._script)
            except StopIteration:
                raise _Exhausted from None


def _handler_class(server: ChatServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: Any) -> None:  # no noise on stderr
            pass

        def do_GET(self) -> None:
            self._handle("GET")

        def do_POST(self) -> None:
            self._handle("POST")

        def _handle(self, method: str) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length) if length else b""
            try:
                body: Any = _json.loads(raw) if raw else None
                valid = True
            except ValueError:
                body, valid = None, False
            path = self.path.split("?", 1)[0].rstrip("/")
            headers = {k.lower(): v for k, v in self.headers.items()}
            with server._lock:
                server.requests.append(ReceivedRequest(method, path, headers, body))
            route = (method, path)
            if route not in {("POST", "/v1/chat/completions"), ("GET", "/v1/models")}:
                return self._error(404, f"unknown endpoint: {method} {self.path}", "invalid_request_error")
            if server.api_key is not None and headers.get("authorization") != f"Bearer {server.api_key}":
                return self._error(401, "Incorrect API key provided", "invalid_request_error",
                                   code="invalid_api_key")
            if method == "GET":
                model = server.model or "chat-server"
                return self._json(200, {"object": "list", "data": [
                    {"id": model, "object": "model", "created": 0, "owned_by": "llmbda"}]})
            if not valid or not isinstance(body, dict) or not isinstance(body.get("messages"), list):
                return self._error(400, "the body must be a JSON object with a 'messages' list",
                                   "invalid_request_error")
            model = str(body.get("model"))
            if server.model is not None and model != server.model:
                return self._error(404, f"The model `{model}` does not exist", "invalid_request_error",
                                   code="model_not_found")
            action = server._next_action()
            if isinstance(action, _Fail):
                extra = {} if action.retry_after is None else {"Retry-After": f"{action.retry_after:g}"}
                return self._error(action.status, action.message,
                                   _ERROR_TYPES.get(action.status, "server_error"), extra=extra)
            if isinstance(action, _Malformed):
                return self._send(200, action.body, "application/json")
            if isinstance(action, _Delay):
                time.sleep(action.seconds)
                if self._client_gone():
                    self.close_connection = True
                    return
            try:
                reply = server._reply(body["messages"])
            except _Exhausted:
                return self._error(500, "script exhausted", "server_error")
            except Exception as exc:  # a reply function that raises: the test sees it as a 500
                return self._error(500, f"reply function raised {exc!r}", "server_error")
            prompt = sum(len(str(m.get("content", "")).split()) for m in body["messages"]
                         if isinstance(m, dict))
            completion = len((reply or "").split())
            self._json(200, {
                "id": f"chatcmpl-{len(server.requests)}", "object": "chat.completion",
                "created": int(time.time()), "model": model,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": reply},
                             "finish_reason": "stop" if reply is not None else "content_filter"}],
                "usage": {"prompt_tokens": prompt, "completion_tokens": completion,
                          "total_tokens": prompt + completion},
            })

        def _client_gone(self) -> bool:
            sock: socket.socket = self.connection
            try:
                readable, _, _ = select.select([sock], [], [], 0)
                return bool(readable) and sock.recv(1, socket.MSG_PEEK) == b""
            except OSError:
                return True

        def _error(self, status: int, message: str, kind: str, *, code: Optional[str] = None,
                   extra: Optional[dict[str, str]] = None) -> None:
            body = {"error": {"message": message, "type": kind, "param": None, "code": code}}
            self._json(status, body, extra)

        def _json(self, status: int, obj: Any, extra: Optional[dict[str, str]] = None) -> None:
            self._send(status, json.dumps(obj).encode(), "application/json", extra)

        def _send(self, status: int, data: bytes, ctype: str,
                  extra: Optional[dict[str, str]] = None) -> None:
            try:
                self.send_response(status)
                self.send_header("Content-Type", ctype)
                self.send_header("Content-Length", str(len(data)))
                for k, v in (extra or {}).items():
                    self.send_header(k, v)
                self.end_headers()
                self.wfile.write(data)
            except OSError:  # the client hung up
                self.close_connection = True

    return Handler


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run a ChatServer in the foreground until interrupted."""
    ap = argparse.ArgumentParser(prog="python -m llmbda.testing.chat_server",
                                 description="An OpenAI-compatible server with scripted replies.")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000, help="0 picks a free port")
    ap.add_argument("--reply", action="append", default=[], metavar="TEXT",
                    help="a reply, in order (repeat the option); the text is sent as is")
    ap.add_argument("--replies-file", metavar="FILE", help="a JSON list of replies, sent after --reply")
    ap.add_argument("--api-key", help="require this bearer key")
    ap.add_argument("--model", help="serve only this model")
    args = ap.parse_args(argv)
    replies: list[str] = list(args.reply)
    if args.replies_file:
        try:
            with open(args.replies_file, encoding="utf-8") as f:
                loaded = _json.loads(f.read())
        except (OSError, ValueError) as exc:
            ap.error(f"cannot read {args.replies_file}: {exc}")
        if not isinstance(loaded, list) or not all(isinstance(r, str) for r in loaded):
            ap.error(f"{args.replies_file}: expected a JSON list of strings")
        replies += loaded
    srv = ChatServer(replies, host=args.host, port=args.port, api_key=args.api_key, model=args.model)
    try:
        srv.start()
    except OSError as exc:
        print(f"cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    print(srv.base_url, flush=True)
    print(f"{len(replies)} scripted replies; Ctrl-C to stop", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        srv.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
