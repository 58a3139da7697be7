"""What every page shares: the app context and the page interface.

A page is a QWidget with a stable objectName (``devicesPage``, ``pipelinePage``, ...). Pages
talk to each other only through the :class:`AppContext`: the one job model
(:class:`~tpugui.qt.job_model.JobModel`: every page reads and writes it, nothing else assembles a
Job), the device inventory, the log and the error path.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tpugui.i18n_marks import N_, Message
from tpugui.qt.app_log import AppLog
from tpugui.qt.errors import manager
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel

if TYPE_CHECKING:
    from tpugui.job import Job

#: one key a helper's result changed, as the log says it (issue 43: key, from, to, and who)
APPLIED = N_("{key}: {old} → {new} ({what})")


def shown_value(value: Any) -> str:
    """A job value as a log line shows it (``0.001``, ``128``, ``mixed_bfloat16``)."""
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


class AppContext(QObject):
    """Shared state of one window. Signals are emitted in the GUI thread."""

    inventory_changed = Signal(object)  # the Devices page found (or refreshed) devices
    log_message = Signal(str, object)  # level, str | Message: a line just added to the log
    show_page = Signal(str)  # objectName of a page to bring forward

    def __init__(self) -> None:
        super().__init__()
        self.model = JobModel(None, self)  # the default job, made when first read
        #: the window's one log (the dock and the Training page's Log tab show it); it outlives
        #: the pages a language switch rebuilds, and says its lines in the language of the day
        self.log_model = AppLog(self)
        self.model.applied.connect(self._log_applied)
        self.inventory: Any = None  # set by the Devices page
        self.pages: dict[str, Page] = {}
        #: the Python chosen per backend in Settings ({"torch_xla": "/path/bin/python"});
        #: a backend not named trains with tpugui.runner.pythons.python_for's default
        self.pythons: dict[str, str] = {}
        #: a run process loads the job's framework before Start (Settings; TPUGUI_WARM=0: off)
        self.warm_start = True
        #: the live local runs left by an earlier window were looked for (once per window)
        self.reattach_checked = False

    @property
    def job(self) -> Job:
        """The current job as the schema last accepted it (see ``model.validated()``)."""
        return self.model.job

    def log(self, message: Any, level: str = "info", when: float | None = None) -> None:
        """A log line: a Message (shown again in the new language after a switch), a function
        that says it, or text; ``when``: its time (default now)."""
        self.log_model.add(level, message, when)
        self.log_message.emit(level, message)

    def _log_applied(self, what: Any, changes: list[tuple[str, Any, Any]]) -> None:
        """A helper's applied result: one log line a key (from, to), in the day's language."""
        for key, old, new in changes:
            args = {"key": key, "old": shown_value(old), "new": shown_value(new), "what": what}
            self.log(Message(APPLIED, args))

    def error(self, message: str, details: str = "") -> None:
        manager().notify("error", message, details)

    def page(self, name: str) -> Page | None:
        return self.pages.get(name)


class Page(QWidget):
    """Base class of the pages; subclasses set ``title`` and ``object_name``."""

    title = "Page"
    object_name = "page"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName(self.object_name)
        self.setAccessibleName(tr(self.title))  # titles are marked in main_window.PAGES

    def save_state(self) -> Any:
        """What this page shows beyond the job (its Qt-free models), handed to the page that
        replaces it after a language switch; None when there is nothing to keep."""
        return None

    def restore_state(self, state: Any) -> None:
        """Show again what :meth:`save_state` kept (in the new language)."""

    def busy(self) -> str:
        """A description of work in progress that closing would interrupt, or ''."""
        return ""

    def rebuild_while_busy(self) -> bool:
        """A language switch may rebuild this page while it is busy (its ``save_state`` hands
        the work to the new page); False: the switch waits for the work to end."""
        return False

    def can_outlive_window(self) -> bool:
        """The busy work is a process that may go on after the window closes (a local run)."""
        return False

    def keep_running(self, keep: bool) -> None:
        """At quit: leave that work going (True) or stop it (False, the default)."""

    def shutdown(self) -> None:
        """Stop background work and join its threads (the window is closing)."""
