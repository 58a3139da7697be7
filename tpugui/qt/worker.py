"""The one bridge from engine / probe / remote threads to Qt signals.

``BackgroundTask`` runs a plain Python callable ``fn(sink, stop_event, *args)`` in a QThread.
Whatever the callable passes to ``sink`` arrives in the GUI thread through the queued ``event``
signal; its return value arrives as ``finished_ok``; an exception arrives as ``failed`` (the
exception object itself and its traceback text: handlers check its class and read its fields,
never its text) and also goes to the one error path unless ``report_errors=False``. Nothing in the worker thread
touches a widget. ``stop()`` sets the event the callable polls; ``join()`` waits for the thread.

Every task that was started is tracked in ``live_tasks()`` so tests can fail on a thread left
running, as napari's test suite does.
"""

from __future__ import annotations

import sys
import threading
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from tpugui.qt import gc_guard
from tpugui.qt.errors import manager

_TASKS: weakref.WeakSet[BackgroundTask] = weakref.WeakSet()


def live_tasks() -> list[BackgroundTask]:
    return [t for t in list(_TASKS) if t.is_running()]


def error_text(exc: BaseException) -> str:
    """An exception as a person reads it: an error that says what to do (a job's, a remote
    operation's, gcloud's) in the current language without its class name; anything else (a
    bug) as ``Kind: message``. Never parse it back (check the class)."""
    from tpugui.i18n_marks import Message
    from tpugui.job_errors import JobError
    from tpugui.qt import core_text

    if isinstance(exc, JobError):
        return core_text.job_error(exc)
    message = getattr(exc, "message", None)
    if isinstance(message, Message):
        return core_text.text(message)
    return f"{type(exc).__name__}: {exc}"


class _Thread(QThread):
    def __init__(self, task: BackgroundTask):
        super().__init__()
        self._task = task

    def run(self) -> None:  # runs in the worker thread
        self._task._run_in_thread()


class BackgroundTask(QObject):
    event = Signal(object)  # whatever fn passed to sink
    finished_ok = Signal(object)  # fn's return value
    failed = Signal(object, str)  # the exception object, its traceback text
    done = Signal()  # always, after finished_ok or failed

    def __init__(
        self,
        fn: Callable[..., Any],
        *args: Any,
        name: str = "task",
        report_errors: bool = True,
        **kwargs: Any,
    ):
        """``report_errors=False`` when the caller shows failures itself (``failed``)."""
        super().__init__()
        self.report_errors = report_errors
        self._fn, self._args, self._kwargs = fn, args, kwargs
        self.name = name
        self.stop_event = threading.Event()
        self._thread = _Thread(self)
        self._thread.setObjectName(name)
        self._thread.finished.connect(self._on_thread_finished)
        self.result: Any = None
        self.exception: BaseException | None = None
        self.error: str | None = None  # error_text(self.exception), for display only

    # -- GUI thread ------------------------------------------------------------------------
    def start(self) -> None:
        _TASKS.add(self)
        gc_guard.hold(self._thread)  # cyclic GC in the GUI thread while it runs (see gc_guard)
        self._thread.start()

    def stop(self) -> None:
        self.stop_event.set()

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def join(self, timeout_ms: int = 30_000) -> bool:
        """Wait for the thread to end; True when it has."""
        return self._thread.wait(timeout_ms)

    def _on_thread_finished(self) -> None:
        gc_guard.check()
        self.done.emit()

    # -- worker thread ---------------------------------------------------------------------
    def _run_in_thread(self) -> None:
        try:
            self.result = self._fn(self.event.emit, self.stop_event, *self._args, **self._kwargs)
        except BaseException as exc:  # noqa: BLE001 - everything reaches the person
            import traceback

            self.exception = exc
            self.error = error_text(exc)
            tb = traceback.format_exc()
            self.failed.emit(exc, tb)
            if self.report_errors:
                manager().report_exception(*sys.exc_info(), source=self.name)
        else:
            self.finished_ok.emit(self.result)
