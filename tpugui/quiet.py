"""Keep the frameworks' own noise off the terminal: tpugui's lines only, unless ``--verbose``.

Importing TensorFlow prints absl's "All log messages before absl::InitializeLog()" and oneDNN's
notice straight to file descriptor 2, whatever ``TF_CPP_MIN_LOG_LEVEL`` says; Keras warns "Your
input ran out of data" at the end of every epoch with a separate validation source; torch warns
"The given NumPy array is not writable"; h5py's handles print "Exception ignored" tracebacks
after a full disk. :func:`install` (called by the CLI unless ``--verbose``) imports the
frameworks with descriptor 2 sent to a temporary file (shown only when the import fails),
ignores the known warnings and the unraisable exceptions, and sends every other Python warning
that is not tpugui's own (Keras's, torch's, a model file's) to the run's log while a run goes
(:func:`to_run_log`, which the engine sets), never to the terminal. ``--verbose`` leaves
everything as it is.
Qt-free; imports no framework itself.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import os
import sys
import tempfile
import warnings
from collections.abc import Callable
from typing import Any

from tpugui import backends

__all__ = ["install", "to_run_log", "NOISY_MODULES", "NOISE"]

#: top-level modules whose import prints native log lines (each backend's descriptor names its own)
NOISY_MODULES = tuple(dict.fromkeys(m for b in backends.all_backends() for m in b.noisy))
#: Python warnings that say nothing a person can act on (regular expressions, from the start)
NOISE = (
    r"Your input ran out of data",
    r"The given NumPy array is not writable",
    r"Protobuf gencode version",
)


class _QuietLoader(importlib.abc.Loader):
    def __init__(self, loader: Any):
        self._loader = loader

    def create_module(self, spec: Any) -> Any:
        return self._loader.create_module(spec)

    def exec_module(self, module: Any) -> None:
        with _stderr_to_file() as captured:
            try:
                self._loader.exec_module(module)
            except BaseException:
                captured.failed = True
                raise

    def __getattr__(self, name: str) -> Any:
        return getattr(self._loader, name)


class _Captured:
    failed = False


class _stderr_to_file:  # noqa: N801 - used as a context manager
    """Descriptor 2 to a temporary file for the duration; replayed when the import failed."""

    def __enter__(self) -> _Captured:
        sys.stderr.flush()
        self.saved = os.dup(2)
        self.file = tempfile.TemporaryFile()
        os.dup2(self.file.fileno(), 2)
        self.captured = _Captured()
        return self.captured

    def __exit__(self, *exc: object) -> None:
        try:
            sys.stderr.flush()
        except (OSError, ValueError):
            pass
        os.dup2(self.saved, 2)
        os.close(self.saved)
        if self.captured.failed:
            self.file.seek(0)
            text = self.file.read().decode("utf-8", "replace")
            if text:
                sys.stderr.write(text)
        self.file.close()


class _QuietFinder(importlib.abc.MetaPathFinder):
    def __init__(self) -> None:
        self._busy = False

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        if name not in NOISY_MODULES or self._busy:
            return None
        self._busy = True
        try:
            spec = importlib.machinery.PathFinder.find_spec(name, path)
        finally:
            self._busy = False
        if spec is not None and spec.loader is not None:
            spec.loader = _QuietLoader(spec.loader)
        return spec


_FINDER = _QuietFinder()


#: where a framework's warning goes while a run goes (the run's log), see :func:`to_run_log`
_RUN_LOG: list[Callable[[str], Any]] = []
_TPUGUI = os.path.dirname(os.path.abspath(__file__)) + os.sep


def to_run_log(sink: Callable[[str], Any] | None) -> None:
    """While a run goes, the frameworks' Python warnings are ``sink``'s (a line of the run's
    log, level warning); None when it ends. Without :func:`install` nothing changes."""
    _RUN_LOG[:] = [sink] if sink is not None else []


def _show_warning(message: Any, category: type, filename: str, lineno: int,
                  file: Any = None, line: Any = None) -> None:  # fmt: skip
    """tpugui's own warnings as Python shows them; another module's to the run's log (its
    category, text and where it came from), or nowhere when no run is going."""
    if os.path.abspath(filename).startswith(_TPUGUI):
        _SHOW(message, category, filename, lineno, file, line)
        return
    if _RUN_LOG:
        where = f"{os.path.basename(filename)}:{lineno}"
        _RUN_LOG[0](f"{category.__name__}: {message} ({where})")


_SHOW = warnings.showwarning


def install(verbose: bool = False) -> None:
    """Quiet the frameworks for this process (not with ``verbose``); safe to call twice."""
    if verbose:
        return
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    os.environ.setdefault("GRPC_VERBOSITY", "ERROR")
    for pattern in NOISE:
        warnings.filterwarnings("ignore", message=pattern)
    warnings.showwarning = _show_warning
    if _FINDER not in sys.meta_path:
        sys.meta_path.insert(0, _FINDER)
    sys.unraisablehook = _unraisable
    if not isinstance(sys.excepthook, _QuietExcepthook):
        sys.excepthook = _QuietExcepthook(sys.excepthook)


class _QuietExcepthook:
    """Cython prints a failing ``__dealloc__``'s traceback through ``sys.excepthook`` before
    "Exception ignored": h5py's after a full disk. Those alone are dropped; every other
    traceback is printed as always."""

    def __init__(self, hook: Any):
        self.hook = hook

    def __call__(self, kind: Any, value: Any, tb: Any) -> None:
        frames, at = [], tb
        while at is not None:
            frames.append(at.tb_frame.f_code.co_filename)
            at = at.tb_next
        if frames and all(f.startswith("h5py/") for f in frames):
            return
        self.hook(kind, value, tb)


def _unraisable(unraisable: Any) -> None:
    """ "Exception ignored in ..." (h5py's handles after a full disk, a framework's __del__):
    nothing a person can act on; ``--verbose`` shows them."""
    return None
