"""One error path: every uncaught exception, in any thread, reaches the person.

Modelled on napari's NotificationManager. ``sys.excepthook`` (GUI thread) and
``threading.excepthook`` (Python threads; QThreads route through ``report_exception``) feed one
:class:`NotificationManager`; it logs the traceback and emits ``notified`` in the GUI thread,
where the main window shows a non-blocking toast and a log line. Nothing here blocks or exits.
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from dataclasses import dataclass, field
from types import TracebackType

from PySide6.QtCore import QObject, Signal

log = logging.getLogger("tpugui")


@dataclass
class Notification:
    level: str  # info | warning | error
    message: str
    details: str = ""
    source: str = field(default="")


class NotificationManager(QObject):
    """Collects notifications from any thread; ``notified`` is delivered in the GUI thread."""

    notified = Signal(object)  # Notification

    def __init__(self) -> None:
        super().__init__()
        self.records: list[Notification] = []
        self._old_sys_hook = None
        self._old_thread_hook = None

    def notify(self, level: str, message: str, details: str = "", source: str = "") -> None:
        note = Notification(level, message, details, source)
        self.records.append(note)
        getattr(log, "error" if level == "error" else level, log.info)(
            "%s%s", message, f"\n{details}" if details else ""
        )
        # Emitted from a worker thread, the connection to GUI-thread receivers is queued.
        self.notified.emit(note)

    def report_exception(
        self,
        exc_type: type[BaseException],
        exc: BaseException,
        tb: TracebackType | None,
        source: str = "",
    ) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        message = f"{exc_type.__name__}: {exc}" if str(exc) else exc_type.__name__
        where = f" in {source}" if source else ""
        self.notify("error", f"Unexpected error{where}: {message}", details, source)

    def install_hooks(self) -> None:
        self._old_sys_hook = sys.excepthook
        self._old_thread_hook = threading.excepthook
        sys.excepthook = self._sys_hook
        threading.excepthook = self._thread_hook

    def restore_hooks(self) -> None:
        if self._old_sys_hook is not None:
            sys.excepthook = self._old_sys_hook
            threading.excepthook = self._old_thread_hook
            self._old_sys_hook = self._old_thread_hook = None

    def _sys_hook(self, exc_type, exc, tb) -> None:  # noqa: ANN001
        if issubclass(exc_type, KeyboardInterrupt):
            return
        self.report_exception(exc_type, exc, tb, "the window")

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        name = args.thread.name if args.thread else "a background thread"
        self.report_exception(args.exc_type, args.exc_value, args.exc_traceback, name)


_manager: NotificationManager | None = None


def manager() -> NotificationManager:
    global _manager
    if _manager is None:
        _manager = NotificationManager()
    return _manager
