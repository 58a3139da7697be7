"""The window's job file: new, open, save, save as, the recent jobs, the notebook export, the
window title that names the file.

:class:`JobFiles` does what the File menu asks of the job (the menu itself is the window's): it
loads into and saves from the window's :class:`~tpugui.qt.job_model.JobModel`, remembers the
recent jobs in the settings (``jobs/recent``, ``jobs/last``) and fills the Recent jobs menu.
Problems are said through the error manager (a toast and the log), successes in the status bar
and the log.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from tpugui.i18n_marks import Message
from tpugui.job_errors import JobError
from tpugui.qt import core_text
from tpugui.qt.errors import manager
from tpugui.qt.i18n import tr, tr_noop

if TYPE_CHECKING:
    from tpugui.job import Job

__all__ = ["MAX_RECENT", "JobFiles"]

MAX_RECENT = 8


class JobFiles(QObject):
    """The job's file for ``window``: its model, settings and status bar."""

    def __init__(self, window: QMainWindow):
        super().__init__(window)
        self.window = window
        self.ctx = window.ctx
        self.settings = window.settings
        self.recent_menu: QMenu | None = None  # the File menu's Recent jobs, once built
        self.ctx.model.modified_changed.connect(self.set_modified)

    @property
    def path(self) -> Path | None:
        return self.ctx.model.path

    def _status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 5000)

    # -- recent jobs -----------------------------------------------------------------------
    def set_recent_menu(self, menu: QMenu) -> None:
        self.recent_menu = menu
        self.refresh_recent()

    def refresh_recent(self) -> None:
        if self.recent_menu is None:
            return
        self.recent_menu.clear()
        recent = self.recent_jobs()
        for path in recent:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open_recent(p))
        self.recent_menu.setEnabled(bool(recent))

    def recent_jobs(self) -> list[str]:
        value = self.settings.value("jobs/recent", [])
        if isinstance(value, str):
            value = [value]
        return [str(v) for v in (value or [])]

    def remember(self, path: Path) -> None:
        p = str(path.resolve())
        recent = [p] + [r for r in self.recent_jobs() if r != p]
        self.settings.setValue("jobs/recent", recent[:MAX_RECENT])
        self.settings.setValue("jobs/last", p)
        self.refresh_recent()

    # -- jobs ------------------------------------------------------------------------------
    def set_job(self, job: Job, path: Path | None) -> None:
        self.ctx.model.load(job, path)
        self.set_modified(False)

    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save, Discard or Cancel: what to do with the job's unsaved changes (a dialog)."""
        buttons = QMessageBox.StandardButton
        name = self.path.name if self.path else self.ctx.job.name
        return QMessageBox.question(
            self.window,
            tr("Save the job?"),
            tr("{name} has changes that are not saved. Save them first?").format(name=name),
            buttons.Save | buttons.Discard | buttons.Cancel,
            buttons.Save,
        )

    def may_replace(self) -> bool:
        """Whether the job may be replaced or the window closed: nothing is unsaved, or the person
        saved it (and the save worked) or chose to discard the changes."""
        if not self.ctx.model.modified:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        # Discard lets them go; Cancel (or Escape, which the dialog answers Cancel) keeps them
        return answer not in (
            QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.NoButton,
        )

    def open_recent(self, path: str) -> bool:
        """File › Recent jobs: another job, once the unsaved changes are saved or let go."""
        return self.may_replace() and self.window.open_job(path)

    def new_job(self) -> None:
        if not self.may_replace():
            return
        from tpugui.job import Job

        self.set_job(Job(), None)
        self.ctx.log(Message(tr_noop("New job from the built-in defaults")))

    def open_job(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            self.ctx.model.open(path)
        except JobError as exc:
            manager().notify(
                "error", tr("Cannot open the job: {error}").format(error=core_text.job_error(exc))
            )
            return False
        self.set_modified(False)
        self.remember(path)
        self.ctx.log(Message(tr_noop("Opened {path}"), dict(path=path)))
        self._status(tr("Opened {path}").format(path=path))
        return True

    def open_startup_job(self, path: str | None) -> None:
        if path:
            if self.window.open_job(path):
                return
        last = self.settings.value("jobs/last")
        if not path and last and Path(str(last)).exists() and self.window.open_job(str(last)):
            return
        from tpugui.job import demo_job

        self.set_job(demo_job(), None)
        self.ctx.log(Message(tr_noop("Opened the built-in demo job (digits, small CNN)")))

    def open_job_dialog(self) -> None:
        if not self.may_replace():
            return
        start = str(self.path.parent) if self.path else str(Path.cwd())
        path, _ = QFileDialog.getOpenFileName(
            self.window, tr("Open job"), start, tr("Jobs (*.toml)")
        )
        if path:
            self.window.open_job(path)

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        start = str(self.path or Path.cwd() / f"{self.ctx.job.name}.toml")
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Save job"), start, tr("Jobs (*.toml)")
        )
        return bool(path) and self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        try:
            self.ctx.model.save(path)
        except JobError as exc:
            manager().notify(
                "error",
                tr("The job has invalid values: {error}").format(error=core_text.job_error(exc)),
            )
            return False
        except OSError as exc:
            manager().notify(
                "error",
                tr("Cannot save {path}: {reason}; choose another folder").format(
                    path=path, reason=exc.strerror
                ),
            )
            return False
        self.remember(path)
        self._status(tr("Saved {path}").format(path=path))
        self.ctx.log(Message(tr_noop("Saved {path}"), dict(path=path)))
        return True

    def set_modified(self, modified: bool) -> None:
        name = (
            self.path.name if self.path else tr("{name} (unsaved)").format(name=self.ctx.job.name)
        )
        self.window.setWindowTitle(f"{name}[*] — tpugui")  # Qt shows [*] as '*' when modified
        self.window.setWindowModified(modified)

    # -- notebook --------------------------------------------------------------------------
    def export_notebook(self, target: str) -> bool:
        """File › Export as notebook: the job as a self-contained .ipynb for ``target``."""
        from tpugui.notebook import write_notebook

        try:
            job = self.ctx.model.validated()
        except JobError as exc:
            manager().notify(
                "error",
                tr("The job has invalid values: {error}").format(error=core_text.job_error(exc)),
            )
            return False
        folder = self.path.parent if self.path else Path.cwd()
        suffix = "" if target == "local" else f"-{target}"
        start = str(folder / f"{self.path.stem if self.path else job.name}{suffix}.ipynb")
        path, _ = QFileDialog.getSaveFileName(
            self.window, tr("Export as notebook"), start, tr("Notebooks (*.ipynb)")
        )
        if not path:
            return False
        base = self.path.parent if self.path else Path.cwd()
        try:
            write_notebook(job, path, target, base)
        except (OSError, ImportError) as exc:
            reason = exc.strerror if isinstance(exc, OSError) else str(exc)
            manager().notify(
                "error", tr("Cannot write {path}: {reason}").format(path=path, reason=reason)
            )
            return False
        self._status(tr("Wrote {path}").format(path=path))
        self.ctx.log(Message(tr_noop("Wrote the notebook {path}"), dict(path=path)))
        return True
