"""Run history: the past runs of the run store, to open, compare, and find on disk.

The list is read off the GUI thread (a run store can hold many long runs). Ticking a run's
"Compare" box overlays it on the plots; "Open" shows it as the current run; "Open folder"
opens the run folder in the file manager; "TensorBoard" shows the command that serves it.
"""

from __future__ import annotations

import math
import shlex
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QBrush, QColor, QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import theme
from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.worker import BackgroundTask

COLUMNS = (
    tr_noop("Compare"),
    tr_noop("Name"),
    tr_noop("Status"),
    tr_noop("Started"),
    tr_noop("Where"),
    tr_noop("Steps"),
    tr_noop("Loss"),
    tr_noop("Val acc"),
)
#: run status -> the theme colour it is shown in (readable in light and dark mode)
STATUS_COLOURS = {
    "completed": "ok",
    "running": "info",
    "stopped": "warning",
    "failed": "error",
    "interrupted": "muted",
}


def status_colour(status: str) -> str | None:
    role = STATUS_COLOURS.get(status)
    return theme.colors()[role] if role else None


PATH_ROLE = Qt.ItemDataRole.UserRole


def _list_runs(sink: Any, stop_event: Any, root: Path | None) -> list[Any]:
    from tpugui.training.runs import list_runs

    return list_runs(root)


def tensorboard_command(path: str | Path) -> str:
    return f"tensorboard --logdir {shlex.quote(str(path))}"


class HistoryPanel(QWidget):
    open_requested = Signal(str)  # run folder
    compare_changed = Signal(str, bool)  # run folder, overlay on/off
    refreshed = Signal()

    def __init__(self, parent: QWidget | None = None, root: Path | None = None):
        super().__init__(parent)
        self.setObjectName("runHistoryPanel")
        self.root = root
        self.infos: list[Any] = []
        self._task: BackgroundTask | None = None
        self._filling = False

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("runHistory")
        self.table.setAccessibleName(tr("Past runs"))
        self.table.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.table.horizontalHeaderItem(0).setToolTip(tr("Tick a run to overlay it on the plots"))
        self.table.horizontalHeaderItem(7).setToolTip(tr("Validation accuracy at the end"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.setAlternatingRowColors(True)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemChanged.connect(self._item_changed)
        self.table.itemDoubleClicked.connect(lambda _item: self._open())
        self.table.itemSelectionChanged.connect(self._selection_changed)

        def button(text: str, name: str, tip: str) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setAccessibleName(text)
            b.setToolTip(tip)
            return b

        self.refresh_button = button(
            tr("Reload"), "refreshRunsButton", tr("Read the run store again")
        )
        self.open_button = button(tr("Open"), "openRunButton", tr("Show the selected run's plots"))
        self.folder_button = button(
            tr("Open folder"), "openFolderButton", tr("Open the run folder in the file manager")
        )
        self.tensorboard_button = button(
            tr("TensorBoard…"),
            "tensorboardButton",
            tr("Show the command that opens this run in TensorBoard"),
        )
        self.refresh_button.clicked.connect(self.refresh)
        self.open_button.clicked.connect(self._open)
        self.folder_button.clicked.connect(self.open_folder)
        self.tensorboard_button.clicked.connect(self.show_tensorboard)
        self.tb_command = QLineEdit()
        self.tb_command.setObjectName("tensorboardCommand")
        self.tb_command.setAccessibleName(tr("TensorBoard command (copied to the clipboard)"))
        self.tb_command.setReadOnly(True)
        self.tb_command.hide()

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        for b in (self.open_button, self.folder_button, self.tensorboard_button):
            bar.addWidget(b)
        bar.addWidget(self.tb_command, 1)
        bar.addStretch(0)
        bar.addWidget(self.refresh_button)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.table, 1)
        lay.addLayout(bar)
        self._selection_changed()

    # -- reading ---------------------------------------------------------------------------
    def refresh(self) -> None:
        if self._task is not None and self._task.is_running():
            return
        self.refresh_button.setEnabled(False)
        self._task = BackgroundTask(_list_runs, self.root, name="run-history", report_errors=False)
        self._task.finished_ok.connect(self._fill)
        self._task.failed.connect(self._failed)
        self._task.done.connect(lambda: self.refresh_button.setEnabled(True))
        self._task.start()

    def shutdown(self) -> None:
        if self._task is not None:
            self._task.join()

    def _failed(self, exc: BaseException, details: str) -> None:
        from tpugui.qt.errors import manager
        from tpugui.qt.worker import error_text

        message = error_text(exc)
        manager().notify(
            "error", tr("Cannot read the run history: {error}").format(error=message), details
        )

    def _fill(self, infos: list[Any]) -> None:
        checked = self.compared()
        selected = self.selected_path()
        self.infos = list(infos)
        self._filling = True
        try:
            self.table.setRowCount(len(self.infos))
            for row, info in enumerate(self.infos):
                path = str(info.path)
                check = QTableWidgetItem()
                check.setFlags(
                    Qt.ItemFlag.ItemIsUserCheckable
                    | Qt.ItemFlag.ItemIsEnabled
                    | Qt.ItemFlag.ItemIsSelectable
                )
                check.setCheckState(
                    Qt.CheckState.Checked if path in checked else Qt.CheckState.Unchecked
                )
                check.setToolTip(tr("Overlay this run on the plots"))
                cells = [
                    check,
                    QTableWidgetItem(info.name or info.run_id),
                    QTableWidgetItem(status_word(info.status)),
                    QTableWidgetItem(_when(info.started)),
                    QTableWidgetItem(
                        tr("{backend} on {device}").format(
                            backend=info.backend, device=info.device or "?"
                        )
                        if info.backend
                        else "–"
                    ),
                    QTableWidgetItem(str(info.steps or "")),
                    QTableWidgetItem(_fmt(info.last_loss)),
                    QTableWidgetItem(_fmt(info.last_val_accuracy, ".3f")),
                ]
                colour = status_colour(info.status)
                if colour:
                    cells[2].setForeground(QBrush(QColor(colour)))
                if info.error:
                    cells[2].setToolTip(str(info.error))
                cells[1].setToolTip(path)
                for col, item in enumerate(cells):
                    item.setData(PATH_ROLE, path)
                    self.table.setItem(row, col, item)
                if path == selected:
                    self.table.selectRow(row)
        finally:
            self._filling = False
        self._selection_changed()
        self.refreshed.emit()

    # -- actions ---------------------------------------------------------------------------
    def row_of(self, path: str | Path) -> int:
        path = str(path)
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).data(PATH_ROLE) == path:
                return row
        return -1

    def selected_path(self) -> str:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows:
            return ""
        return str(self.table.item(rows[0].row(), 0).data(PATH_ROLE))

    def compared(self) -> set[str]:
        out = set()
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            if item is not None and item.checkState() == Qt.CheckState.Checked:
                out.add(str(item.data(PATH_ROLE)))
        return out

    def set_compared(self, path: str, on: bool) -> None:
        row = self.row_of(path)
        if row >= 0:
            self.table.item(row, 0).setCheckState(
                Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            )

    def _item_changed(self, item: QTableWidgetItem) -> None:
        if self._filling or item.column() != 0:
            return
        self.compare_changed.emit(
            str(item.data(PATH_ROLE)), item.checkState() == Qt.CheckState.Checked
        )

    def _selection_changed(self) -> None:
        has = bool(self.selected_path())
        for b in (self.open_button, self.folder_button, self.tensorboard_button):
            b.setEnabled(has)

    def _open(self) -> None:
        path = self.selected_path()
        if path:
            self.open_requested.emit(path)

    def open_folder(self) -> bool:
        path = self.selected_path()
        return bool(path) and QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    def show_tensorboard(self) -> str:
        path = self.selected_path()
        if not path:
            return ""
        tb = Path(path) / "tensorboard"
        cmd = tensorboard_command(tb if tb.is_dir() else path)
        self.tb_command.setText(cmd)
        self.tb_command.setToolTip(
            tr("Run this in a terminal, then open http://localhost:6006 (copied to the clipboard)")
        )
        self.tb_command.show()
        self.tb_command.selectAll()
        QGuiApplication.clipboard().setText(cmd)
        return cmd


def _when(ts: float | None) -> str:
    if not ts:
        return "–"
    return datetime.fromtimestamp(float(ts)).strftime("%Y-%m-%d %H:%M")


def _fmt(v: float | None, spec: str = ".4g") -> str:
    if v is None:
        return ""
    try:
        f = float(v)
    except (TypeError, ValueError):
        return ""
    return "NaN" if math.isnan(f) else format(f, spec)
