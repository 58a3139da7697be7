"""File › Open TensorBoard logs…: a logdir's runs added to the run history, beside tpugui's.

The folder is asked for, its runs are read in a thread (:func:`tpugui.runs.tb_runs.import_logdir`:
one small folder per TensorBoard run under the runs root; the event files stay where they are),
then the Training page shows its run history with them; what was wrong with a file (a damaged
record) is said, naming the file. Opening the same logdir again reads what its files gained.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QWidget

from tpugui.qt import core_text
from tpugui.qt.errors import manager
from tpugui.qt.i18n import tr
from tpugui.qt.worker import BackgroundTask

__all__ = ["TensorBoardLogs"]


def _import(sink: Any, stop_event: Any, logdir: str, root: str) -> tuple[list[Path], list[Any]]:
    from tpugui.runs.tb_runs import import_logdir

    return import_logdir(logdir, root)


class TensorBoardLogs(QObject):
    """Asks for a logdir and adds its runs to the Training page's run history."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window = window
        self.task: BackgroundTask | None = None
        self.last_dir = ""

    def ask(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self.window, tr("Open TensorBoard logs"), self.last_dir or str(Path.home())
        )
        if path:
            self.open(path)

    def _page(self) -> Any:
        self.window.show_page("trainingPage")
        return self.window.ctx.page("trainingPage")

    def open(self, logdir: str) -> None:
        """Read ``logdir`` in a thread and add its runs to the history."""
        self.last_dir = str(Path(logdir).parent)
        page = self._page()
        root = str(page.history.runs_root())
        self.task = BackgroundTask(_import, logdir, root, name="tensorboard-import",
                                   report_errors=False)  # fmt: skip
        self.task.finished_ok.connect(lambda result: self._done(logdir, result))
        self.task.failed.connect(lambda exc, details: self._failed(logdir, exc, details))
        self.task.start()

    def join(self) -> None:
        if self.task is not None:
            self.task.join()

    def _done(self, logdir: str, result: tuple[list[Path], list[Any]]) -> None:
        folders, problems = result
        page = self._page()
        history = page.history
        if history._task is not None and history._task.is_running():
            history._task.done.connect(history.refresh)  # list again once this listing ends
        else:
            history.refresh()
        page.tabs.setCurrentWidget(history)
        manager().notify(
            "info",
            tr("Added {n} TensorBoard runs from {path} to the run history").format(
                n=len(folders), path=logdir
            ),
        )
        for problem in problems:
            manager().notify("warning", core_text.text(problem.message))

    def _failed(self, logdir: str, exc: BaseException, details: str) -> None:
        message = getattr(exc, "message", None)
        if message is not None and hasattr(message, "template"):
            manager().notify("error", core_text.text(message))
            return
        manager().notify(
            "error",
            tr("Cannot read the TensorBoard logs in {path}: {error}").format(
                path=logdir, error=exc
            ),
            details,
        )
