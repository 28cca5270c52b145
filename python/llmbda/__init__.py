"""LLMbda: a labelled lambda calculus for LLM agents whose safety is a theorem.

``parse`` and ``run`` execute programs with the semantics of the Lean interpreter ``peval``
(``lean/Llmbda/Exec/Peval.lean``) on the compiled core ``llmbda._core``. The Lean tooling
(``python -m llmbda.lean``) works from a source checkout without the core, so the core is imported on
first use of a name that needs it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

_LAZY = {
    "Label": "labels", "Lattice": "labels", "LAB4": "labels", "BOT": "labels", "U": "labels",
    "S": "labels", "US": "labels",
    "parse": "runtime", "run": "runtime", "value": "runtime", "Program": "runtime",
    "Value": "values", "Message": "values", "Conversation": "values", "Result": "values", "TraceEvent": "values",
    "Endorsement": "values", "Effect": "values",
    "Labelled": "values", "DEFAULT_FUEL": "runtime", "DEFAULT_MAX_DEPTH": "runtime",
    "MAX_DEPTH_LIMIT": "runtime", "PARSE_MAX_DEPTH": "runtime",
    "LlmbdaError": "errors", "ParseError": "errors", "EvalError": "errors",
    "LabelViolation": "errors", "CallDenied": "errors", "IllegalEndorse": "errors", "ClearDenied": "errors",
    "OutOfFuel": "errors", "DepthExceeded": "errors", "UnboundVariable": "errors",
    "EvalTypeError": "errors", "IntegerOverflow": "errors", "NoTool": "errors",
    "BadReply": "errors", "OracleError": "errors", "ToolError": "errors", "ResourceLimit": "errors",
    "OracleConfigError": "errors", "UpgradeDenied": "errors", "OracleRequestError": "errors", "ReplayMiss": "errors",
    "CountDependentReply": "errors", "EffectLogMismatch": "errors", "EffectLimit": "errors",
    "ScriptedOracle": "oracles", "RecordingOracle": "oracles", "ReplayOracle": "oracles",
    "OpenAIOracle": "oracles",
    "PRELUDE_NAMES": "prelude", "prelude_source": "prelude",
}

__all__ = ["__version__", *_LAZY]

if TYPE_CHECKING:
    from .errors import (
        BadReply, CallDenied, ClearDenied, CountDependentReply, DepthExceeded, EffectLimit, EffectLogMismatch,
        EvalError, EvalTypeError, IllegalEndorse, IntegerOverflow, LabelViolation, LlmbdaError, NoTool,
        OracleConfigError, OracleError, OracleRequestError, OutOfFuel, ParseError, ReplayMiss, ResourceLimit,
        ToolError, UnboundVariable, UpgradeDenied,
    )
    from .labels import BOT, LAB4, S, U, US, Label, Lattice
    from .oracles import OpenAIOracle, RecordingOracle, ReplayOracle, ScriptedOracle
    from .prelude import PRELUDE_NAMES, prelude_source
    from .runtime import DEFAULT_FUEL, DEFAULT_MAX_DEPTH, MAX_DEPTH_LIMIT, PARSE_MAX_DEPTH, Program, parse, run, value
    from .values import Conversation, Effect, Endorsement, Labelled, Message, Result, TraceEvent, Value


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'llmbda' has no attribute {name!r}")
    import importlib

    obj = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = obj
    return obj


def __dir__() -> list[str]:
    return sorted(__all__)
