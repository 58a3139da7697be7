"""What every page shares: the app context and the page interface.

A page is a QWidget with a stable objectName (``devicesPage``, ``pipelinePage``, ...). The main
window calls ``load_job(job)`` when a job is opened and ``apply_to_job(job)`` to collect the form
values before saving or starting a run. Pages talk to each other only through the
:class:`AppContext`: the current job, the device inventory, the log and the error path.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from tpugui.job import Job
from tpugui.qt.errors import manager
from tpugui.qt.i18n import tr


class AppContext(QObject):
    """Shared state of one window. Signals are emitted in the GUI thread."""

    job_loaded = Signal(object)  # Job: a job was opened / reset; pages refill their forms
    job_edited = Signal()  # a page changed a value; the window marks the job modified
    inventory_changed = Signal(object)  # the Devices page found (or refreshed) devices
    log_message = Signal(str, str)  # level, message -> the log dock
    show_page = Signal(str)  # objectName of a page to bring forward

    def __init__(self) -> None:
        super().__init__()
        self.job = Job()
        self.inventory: Any = None  # set by the Devices page
        self.pages: dict[str, Page] = {}

    def log(self, message: str, level: str = "info") -> None:
        self.log_message.emit(level, message)

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

    def load_job(self, job: Job) -> None:
        """Fill the forms from ``job``."""

    def apply_to_job(self, job: Job) -> Job:
        """Return ``job`` with this page's form values written into it."""
        return job

    def busy(self) -> str:
        """A description of work in progress that closing would interrupt, or ''."""
        return ""

    def shutdown(self) -> None:
        """Stop background work and join its threads (the window is closing)."""
