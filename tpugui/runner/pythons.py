"""Which Python trains a job: one interpreter per backend, and what it has installed.

A backend trains in this environment's Python unless its descriptor names an environment of
its own (``own_python``: PyTorch/XLA's ``.venv-xla``, as torch_xla pins its torch), found beside
this environment or set by the person (Settings, or ``TPUGUI_PYTHON_TORCH_XLA``). :func:`describe` asks an interpreter for its Python and framework
versions with the vmside ``probe`` verb (importlib.metadata: nothing is imported), the same
question a TPU VM is asked; :func:`missing` says what is wrong and how to fix it, as a Message.
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from tpugui import backends
from tpugui.i18n_marks import N_, Message

__all__ = ["Interpreter", "python_for", "describe", "missing", "FRAMEWORKS", "ENV_VAR"]

#: the distributions that provide each backend (the first one found is shown)
FRAMEWORKS: dict[str, tuple[str, ...]] = {b.name: b.distributions for b in backends.all_backends()}
ENV_VAR = "TPUGUI_PYTHON_{}"  # TPUGUI_PYTHON_TORCH_XLA=/path/to/python
CACHE_S = 30.0  # how long an interpreter's answer is kept
_CACHE: dict[tuple[str, float], tuple[float, Interpreter]] = {}
_LOCK = threading.Lock()


@dataclass(frozen=True)
class Interpreter:
    """One Python: its path, version and framework versions (None: not installed)."""

    path: str
    python: str = ""
    packages: dict[str, str | None] = field(default_factory=dict)
    error: str = ""
    #: whether each module a backend imports (its own and its descriptor's ``needs``) is found
    #: there — import names, not distributions: ``orbax.checkpoint`` comes from
    #: ``orbax-checkpoint``
    modules: dict[str, bool] = field(default_factory=dict)

    def version_of(self, backend: str) -> str | None:
        for dist in FRAMEWORKS.get(backend, (backend,)):
            if self.packages.get(dist):
                return self.packages[dist]
        return None

    def has(self, backend: str) -> bool:
        return not self.error and self.version_of(backend) is not None

    def importable(self, module: str) -> bool:
        """Whether ``module`` imports in this Python (as its probe found it; a module the probe
        was not asked about: whether a distribution of that name is installed)."""
        if module in self.modules:
            return bool(self.modules[module])
        return self.version_of(module) is not None

    def summary(self, backend: str) -> dict[str, str]:
        """What a person reads before Start: Python and the versions that run ``backend``."""
        shown = {"python": self.python}
        # the framework it shares (torch under torch_xla), then its own
        for name in dict.fromkeys([backends.family_of(backend), backend]):
            shown[name] = self.version_of(name) or ""
        return shown


def _beside_this_env(name: str) -> Path | None:
    """``<project>/<name>/bin/python`` (``.venv-xla``) when this Python is
    ``<project>/.venv/bin/python``."""
    roots = {Path(sys.prefix).resolve().parent, Path(__file__).resolve().parents[2]}
    for root in sorted(roots):
        for exe in ("bin/python", "Scripts/python.exe"):
            p = root / name / exe
            if p.exists():
                return p
    return None


def python_for(backend: str, chosen: dict[str, str] | None = None) -> str:
    """The interpreter that trains ``backend``: the person's choice, the environment variable,
    the environment of its own beside this one (its descriptor's ``own_python``: PyTorch/XLA's
    ``.venv-xla``), else this Python."""
    choice = (chosen or {}).get(backend, "").strip()
    if choice:
        return str(Path(choice).expanduser())
    env = os.environ.get(ENV_VAR.format(backend.upper()), "").strip()
    if env:
        return env
    own = _own_python(backend)
    if own:
        found = _beside_this_env(own)
        if found is not None:
            return str(found)
    return sys.executable


def _own_python(backend: str) -> str:
    """The folder of ``backend``'s own environment (its descriptor's ``own_python``), or ""."""
    return backends.get(backend).own_python if backend in backends.names() else ""


def _module_args() -> list[str]:
    """``module:NAME`` for every module a backend imports, tf.data's included."""
    names = [backends.TF_DATA]
    for b in backends.all_backends():
        names += [b.module, *(m for m, _pip in b.needs)]
    return [f"module:{m}" for m in dict.fromkeys(names)]


def describe(python: str, timeout: float = 60.0) -> Interpreter:
    """Ask ``python`` for its version and framework versions (kept ``CACHE_S`` seconds; a few
    tens of ms to ask). Never raises: a failure is in ``error``."""
    try:
        mtime = os.stat(python).st_mtime
    except OSError as exc:
        return Interpreter(python, error=f"{python}: {exc.strerror or exc}")
    key = (python, mtime)
    with _LOCK:
        hit = _CACHE.get(key)
        # a framework installed into an environment changes no file of its interpreter: an
        # answer is kept for a short while only
        if hit is not None and time.monotonic() - hit[0] < CACHE_S:
            return hit[1]
    from tpugui.remote.vmcall import vm_argv
    from tpugui.runner.local import LocalConnection

    try:
        rc, out, err = LocalConnection().run(
            vm_argv(python, "probe", *backends.distributions(), *_module_args()), timeout=timeout
        )
    except Exception as exc:  # noqa: BLE001 - reported, not raised
        return Interpreter(python, error=str(exc))
    if rc != 0:
        return Interpreter(python, error=(err or out).strip()[-400:] or f"exit {rc}")
    try:
        info = json.loads(out.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return Interpreter(python, error=f"no answer from {python}")
    found = Interpreter(
        python,
        str(info.get("python", "")),
        dict(info.get("packages") or {}),
        modules={k: bool(v) for k, v in (info.get("modules") or {}).items()},
    )
    with _LOCK:
        _CACHE[key] = (time.monotonic(), found)
    return found


def missing(backend: str, interp: Interpreter) -> Message | None:
    """Why ``interp`` cannot train ``backend`` and what to do, or None when it can."""
    if interp.error:
        return Message(
            N_("{python} cannot be run ({error}); set the Python for {backend} in Settings"),
            dict(python=interp.path, error=interp.error, backend=backend),
        )
    if interp.has(backend):
        return None
    own_words = backends.get(backend).own_python_missing if backend in backends.names() else ""
    if own_words:  # how its own environment is made (PyTorch/XLA's `make xla`)
        return Message(own_words, dict(python=interp.path))
    return Message(
        N_("{backend} is not installed in {python}; install it there or choose another backend"),
        dict(backend=backend, python=interp.path),
    )
