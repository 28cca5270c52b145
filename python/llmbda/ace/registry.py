"""The app registry: what an installed app is, what it may do, and the typed values it exchanges.

An :class:`App` is a typed function (``inputs`` to ``outputs``, each a tuple of ``(name, type)``
pairs over the four scalar types of :data:`Type`) implemented by an importable Python function
(``impl = "module:function"``) that the isolated executor (:mod:`llmbda.ace.executor`) runs in a
fresh worker process. Besides its signature an app declares

* ``privileges``: a subset of :data:`PRIVILEGES`. An app without ``"network"`` runs without
  network access, one without ``"filesystem"`` cannot read or write host files outside the system directories
  (it writes only its private directory),
  one without ``"process"`` cannot start processes (what is enforced on this machine is reported by
  :func:`llmbda.ace.executor.isolation_report`);
* ``trust``: whether its provider is trusted (the planner labels the outputs of untrusted apps);
* ``clearance``: an LLMbda label literal of the paper's lattice ``LAB4`` (``"{}"``, ``"{U}"``,
  ``"{S}"``, ``"{U, S}"``): the most sensitive data the app may receive;
* ``limits``: the resources of one call (:class:`Limits`).

:func:`validate` checks a set of values against a signature: exactly the declared keys, ``bool``
is not an ``int``, an ``int`` is accepted (and converted) for a ``float``, and floats are finite.
"""

from __future__ import annotations

import keyword
import math
import re
from dataclasses import dataclass
from typing import Iterable, Iterator, Literal, Mapping, TypeGuard, get_args

Type = Literal["int", "float", "str", "bool"]
TYPES: frozenset[str] = frozenset(get_args(Type))


def is_type(name: object) -> TypeGuard[Type]:
    """Whether ``name`` is one of the four types (narrows ``str`` to :data:`Type` for mypy)."""
    return isinstance(name, str) and name in TYPES


Trust = Literal["trusted", "untrusted"]
TRUSTS: frozenset[str] = frozenset(get_args(Trust))

#: The privileges an app may hold; an app holds none unless it declares them.
PRIVILEGES: frozenset[str] = frozenset({"filesystem", "network", "process"})

Schema = tuple[tuple[str, Type], ...]


@dataclass(frozen=True)
class Limits:
    """The resources of one call of an app (enforced by the executor)."""

    cpu_seconds: float = 2.0  #: CPU time (rounded up to whole seconds by RLIMIT_CPU)
    #: memory, in MiB: the address space (RLIMIT_AS) of each process of the call, and, where the
    #: machine allows a memory cgroup, everything the call holds (shared memory, memfds, tmpfs,
    #: page tables, page cache): see :func:`llmbda.ace.executor.memory_mechanism`
    memory_mb: int = 256
    wall_seconds: float = 5.0  #: wall-clock time, including the worker's start-up
    output_bytes: int = 1_000_000  #: size of the worker's JSON response
    disk_mb: int = 64  #: size of the private directory (a tmpfs): the app's disk quota, in MiB


@dataclass(frozen=True)
class App:
    """An installed app; see the module documentation."""

    name: str
    description: str
    inputs: Schema
    outputs: Schema
    impl: str  #: "module:function", importable in a fresh Python process
    privileges: frozenset[str] = frozenset()  #: a subset of PRIVILEGES
    trust: Trust = "trusted"  #: the trust in the app's provider
    clearance: str = "{}"  #: the most sensitive data (a LAB4 label literal) the app may receive
    limits: Limits = Limits()


class SchemaError(ValueError):
    """A value, a set of values or an app declaration that does not fit its schema."""


_PASCAL = re.compile(r"[A-Z][A-Za-z0-9]*")
_SNAKE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*")
_IMPL = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*:[A-Za-z_][A-Za-z0-9_]*")


def _show(value: object, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _names(keys: Iterable[object]) -> str:
    return ", ".join(sorted(repr(k) for k in keys))


def _check_value(ty: str, value: object, where: str) -> object:
    """``value`` converted to ``ty`` (only int to float converts), or SchemaError."""
    got = type(value).__name__
    if ty == "bool":
        if isinstance(value, bool):
            return value
    elif ty == "int":
        if isinstance(value, int) and not isinstance(value, bool):
            return int(value)
    elif ty == "float":
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            try:
                f = float(value)
            except OverflowError:
                raise SchemaError(f"{where} must be a float, got an int too large for a float") from None
            if not math.isfinite(f):
                raise SchemaError(f"{where} must be a finite float, got {f!r}")
            return f
    elif ty == "str":
        if isinstance(value, str):
            return str(value)
    else:
        raise SchemaError(f"{where} has unknown type {ty!r} (types: {_names(TYPES)})")
    raise SchemaError(f"{where} must be {'an' if ty == 'int' else 'a'} {ty}, got {got} {_show(value)}")


def validate(schema: Schema, values: Mapping[str, object], what: str) -> dict[str, object]:
    """``values`` checked against ``schema`` (exact key set, types) and converted (int to float),
    in the schema's order; ``what`` names the values in the error, e.g. ``"inputs of app 'echo'"``.
    Raises :class:`SchemaError`."""
    if not isinstance(values, Mapping):
        raise SchemaError(f"{what}: expected a mapping of field names to values, got {type(values).__name__}")
    declared = [n for n, _ in schema]
    missing = [n for n in declared if n not in values]
    extra = [k for k in values if k not in set(declared)]
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"missing field(s) {_names(missing)}")
        if extra:
            parts.append(f"unexpected field(s) {_names(extra)}")
        want = ", ".join(f"{n}: {t}" for n, t in schema) or "no fields"
        raise SchemaError(f"{what}: {' and '.join(parts)} (expected {want})")
    return {n: _check_value(t, values[n], f"{what}: field {n!r}") for n, t in schema}


def _check_schema(schema: object, where: str) -> None:
    if not isinstance(schema, tuple):
        raise SchemaError(f"{where} must be a tuple of (name, type) pairs, got {type(schema).__name__}")
    seen: set[str] = set()
    for item in schema:
        if not (isinstance(item, tuple) and len(item) == 2):
            raise SchemaError(f"{where}: {_show(item)} is not a (name, type) pair")
        name, ty = item
        if not (isinstance(name, str) and name.isidentifier() and not keyword.iskeyword(name)):
            raise SchemaError(f"{where}: field name {_show(name)} is not a Python identifier")
        if name in seen:
            raise SchemaError(f"{where}: field {name!r} declared twice")
        seen.add(name)
        if ty not in TYPES:
            raise SchemaError(f"{where}: field {name!r} has unknown type {_show(ty)} (types: {_names(TYPES)})")


def _check_limits(limits: object, where: str) -> None:
    if not isinstance(limits, Limits):
        raise SchemaError(f"{where}: limits must be a Limits, got {type(limits).__name__}")
    for name in ("cpu_seconds", "wall_seconds"):
        v = getattr(limits, name)
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not (math.isfinite(v) and v > 0):
            raise SchemaError(f"{where}: limits.{name} must be a positive number of seconds, got {_show(v)}")
    for name in ("memory_mb", "output_bytes", "disk_mb"):
        v = getattr(limits, name)
        if isinstance(v, bool) or not isinstance(v, int) or v <= 0:
            raise SchemaError(f"{where}: limits.{name} must be a positive int, got {_show(v)}")


def check_app(app: App, *, clearance: bool = True) -> None:
    """Raise :class:`SchemaError` unless ``app`` is well formed. ``clearance=False`` skips parsing the
    clearance label (which needs the compiled core)."""
    if not isinstance(app, App):
        raise SchemaError(f"expected an App, got {type(app).__name__}")
    name = app.name
    if not (isinstance(name, str) and (_PASCAL.fullmatch(name) or _SNAKE.fullmatch(name))):
        raise SchemaError(f"app name {_show(name)} is neither PascalCase nor snake_case")
    where = f"app {name!r}"
    if not isinstance(app.description, str):
        raise SchemaError(f"{where}: description must be a str")
    _check_schema(app.inputs, f"{where}: inputs")
    _check_schema(app.outputs, f"{where}: outputs")
    if not (isinstance(app.impl, str) and _IMPL.fullmatch(app.impl)):
        raise SchemaError(f"{where}: impl {_show(app.impl)} is not 'module:function'")
    if not isinstance(app.privileges, frozenset) or not all(isinstance(p, str) for p in app.privileges):
        raise SchemaError(f"{where}: privileges must be a frozenset of str")
    unknown = app.privileges - PRIVILEGES
    if unknown:
        raise SchemaError(f"{where}: unknown privilege(s) {_names(unknown)} (privileges: {_names(PRIVILEGES)})")
    if app.trust not in TRUSTS:
        raise SchemaError(f"{where}: trust must be 'trusted' or 'untrusted', got {_show(app.trust)}")
    if not isinstance(app.clearance, str):
        raise SchemaError(f"{where}: clearance must be a label literal like '{{U, S}}'")
    if clearance:
        from llmbda.labels import LAB4  # needs the compiled core: imported only here

        try:
            LAB4.label(app.clearance)
        except ValueError as e:
            raise SchemaError(f"{where}: clearance {app.clearance!r}: {e}") from None
    _check_limits(app.limits, where)


class Registry:
    """The installed apps, by unique name, in the order they were added."""

    def __init__(self, apps: Iterable[App] = ()) -> None:
        self._apps: dict[str, App] = {}
        for app in apps:
            self.add(app)

    def add(self, app: App) -> App:
        """Check ``app`` (:func:`check_app`) and install it; a name may be installed once."""
        check_app(app)
        if app.name in self._apps:
            raise SchemaError(f"an app named {app.name!r} is already installed")
        self._apps[app.name] = app
        return app

    def get(self, name: str) -> App:
        """The app named ``name``; KeyError (naming the installed apps) if there is none."""
        try:
            return self._apps[name]
        except KeyError:
            known = ", ".join(self._apps) or "none"
            raise KeyError(f"no app named {name!r} is installed (installed: {known})") from None

    def __contains__(self, name: object) -> bool:
        return name in self._apps

    def __iter__(self) -> Iterator[App]:
        return iter(list(self._apps.values()))

    def __len__(self) -> int:
        return len(self._apps)

    def __repr__(self) -> str:
        return f"Registry({list(self._apps)!r})"
