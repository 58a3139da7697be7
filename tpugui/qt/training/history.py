"""Run history: a table of the past runs with their settings and results (TensorBoard's HParams
view as the anchor), to sort, filter, open, compare, name, note, tag and delete.

The rows are the Qt-free summaries of :func:`tpugui.runs.store.list_runs` (summary.json or
the head and tail of events.jsonl: fast at any size), read off the GUI thread. A
:class:`HistoryModel` (``QAbstractTableModel``) holds them; a :class:`HistoryFilter`
(``QSortFilterProxyModel``) sorts by the real values and filters on the name, tags, notes and
settings. Ticking a run's "Compare" box overlays it on the plots; "Open" shows it as the current
run; the name, tags and notes are edited in place (F2, or a click on a selected cell) and kept in
the run folder's meta.json; "Delete" moves the run folder to the trash after asking.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QFile,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    QStandardPaths,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QMessageBox,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import theme
from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.training.tensorboard import TensorBoardLauncher
from tpugui.qt.worker import BackgroundTask
from tpugui.runs.model import format_eta

PATH_ROLE = Qt.ItemDataRole.UserRole
SORT_ROLE = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class Column:
    key: str
    header: str
    tip: str = ""
    editable: bool = False


COLUMNS = (
    Column("compare", tr_noop("Compare"), tr_noop("Tick a run to overlay it on the plots")),
    Column(
        "name",
        tr_noop("Name"),
        tr_noop("The run's name: the settings that differ from the run before, or your own (F2)"),
        editable=True,
    ),
    Column("status", tr_noop("Status")),
    Column("started", tr_noop("Started")),
    Column("backend", tr_noop("Backend")),
    Column("device", tr_noop("Device")),
    Column("replicas", tr_noop("Replicas"), tr_noop("Devices the batch is split over")),
    Column("batch", tr_noop("Batch"), tr_noop("Global batch size (pipeline.batch_size)")),
    Column("optimizer", tr_noop("Optimizer")),
    Column("lr", tr_noop("Learning rate")),
    Column("schedule", tr_noop("Schedule"), tr_noop("Learning-rate schedule")),
    Column("epochs", tr_noop("Epochs"), tr_noop("Epochs done / epochs asked for")),
    Column("steps", tr_noop("Steps")),
    Column(
        "loss",
        tr_noop("Epoch mean loss"),
        tr_noop("Training loss averaged over the last epoch (the status line shows the same)"),
    ),
    Column("val_loss", tr_noop("Validation loss"), tr_noop("Validation loss after the last epoch")),
    Column("accuracy", tr_noop("Accuracy"), tr_noop("Training accuracy over the last epoch")),
    Column("val_accuracy", tr_noop("Validation accuracy"), tr_noop("After the last epoch")),
    Column("duration", tr_noop("Duration")),
    Column("tags", tr_noop("Tags"), tr_noop("Comma-separated tags (F2 to edit)"), editable=True),
    Column("notes", tr_noop("Notes"), tr_noop("Your notes on the run (F2 to edit)"), editable=True),
)
KEYS = [c.key for c in COLUMNS]
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


def _list_runs(sink: Any, stop_event: Any, root: Path | None) -> tuple[list[Any], dict[str, str]]:
    from tpugui.runs.store import default_names, list_runs

    infos = list_runs(root)
    return infos, default_names(infos)


def _fmt(v: Any, spec: str = ".4g") -> str:
    if v is None:
        return ""
    try:
        f = float(v)
    except (TypeError, ValueError):
        return str(v)
    return "NaN" if math.isnan(f) else format(f, spec)


def _duration(seconds: float | None) -> str:
    return "" if seconds is None else format_eta(seconds)  # h:mm:ss, as the progress bar


class HistoryModel(QAbstractTableModel):
    """The runs as rows; values for sorting under ``SORT_ROLE``, the folder under ``PATH_ROLE``."""

    meta_changed = Signal(str)  # run folder whose name / tags / notes were edited

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.infos: list[Any] = []
        self.names: dict[str, str] = {}
        self.checked: set[str] = set()

    # -- filling ---------------------------------------------------------------------------
    def set_runs(self, infos: list[Any], names: dict[str, str]) -> None:
        self.beginResetModel()
        self.infos, self.names = list(infos), dict(names)
        self.checked &= {str(i.path) for i in self.infos}
        self.endResetModel()

    def row_of(self, path: str | Path) -> int:
        path = str(path)
        return next((i for i, info in enumerate(self.infos) if str(info.path) == path), -1)

    def name(self, info: Any) -> str:
        return self.names.get(str(info.path)) or info.name or info.run_id

    def search_text(self, row: int) -> str:
        info = self.infos[row]
        bits = [self.name(info), info.run_id, info.status, status_word(info.status), info.notes]
        bits += info.tags + [str(self.value(row, k)) for k in KEYS[4:12]]
        return " ".join(b for b in bits if b).lower()

    # -- values ----------------------------------------------------------------------------
    def value(self, row: int, key: str) -> Any:
        """The cell's value (numbers as numbers): what the column sorts by."""
        info = self.infos[row]
        if key == "name":
            return self.name(info)
        if key == "status":
            return info.status
        if key == "started":
            return info.started or 0.0
        if key in ("backend", "device", "replicas"):
            return getattr(info, key) or ""
        setting = {
            "batch": "pipeline.batch_size",
            "optimizer": "train.optimizer",
            "lr": "train.learning_rate",
            "schedule": "train.schedule",
        }.get(key)
        if setting:
            return info.setting(setting)
        if key == "epochs":
            return info.epoch or 0
        if key == "steps":
            return info.steps or 0
        if key == "loss":
            return info.epoch_loss if info.epoch_loss is not None else info.last_loss
        if key == "val_loss":
            return info.last_val_loss
        if key == "accuracy":
            return info.epoch_accuracy
        if key == "val_accuracy":
            return info.last_val_accuracy
        if key == "duration":
            return info.duration
        if key == "tags":
            return ", ".join(info.tags)
        if key == "notes":
            return info.notes
        return None

    def text(self, row: int, key: str) -> str:
        info = self.infos[row]
        v = self.value(row, key)
        if key == "status":
            return status_word(info.status)
        if key == "started":
            return datetime.fromtimestamp(v).strftime("%m-%d %H:%M:%S") if v else "–"
        if key == "epochs":
            asked = info.epochs or info.setting("train.epochs")
            return f"{v}/{asked}" if asked else (str(v) if v else "")
        if key == "lr":
            return _fmt(v, "g")
        if key in ("loss", "val_loss"):
            return _fmt(v)
        if key in ("accuracy", "val_accuracy"):
            return _fmt(v, ".3f")
        if key == "duration":
            return _duration(v)
        if key == "notes":
            return str(v or "").replace("\n", " ⏎ ")
        if key == "steps":
            return str(v) if v else ""
        return "" if v is None else str(v)

    # -- QAbstractTableModel ---------------------------------------------------------------
    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self.infos)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Any, role: int = 0) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(COLUMNS):
            return None
        col = COLUMNS[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return tr(col.header)
        if role == Qt.ItemDataRole.ToolTipRole and col.tip:
            return tr(col.tip)
        return None

    def flags(self, index: QModelIndex) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        col = COLUMNS[index.column()]
        if col.key == "compare":
            base |= Qt.ItemFlag.ItemIsUserCheckable
        if col.editable:
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: QModelIndex, role: int = 0) -> Any:
        if not index.isValid():
            return None
        row, key = index.row(), KEYS[index.column()]
        info = self.infos[row]
        if role == PATH_ROLE:
            return str(info.path)
        if role == SORT_ROLE:
            if key == "compare":
                return int(str(info.path) in self.checked)
            v = self.value(row, key)
            if isinstance(v, int | float):
                return float(v) if not (isinstance(v, float) and math.isnan(v)) else -math.inf
            return str(v or "").lower() if v not in (None, "") else None
        if key == "compare":
            if role == Qt.ItemDataRole.CheckStateRole:
                on = str(info.path) in self.checked
                return Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            if role == Qt.ItemDataRole.ToolTipRole:
                return tr("Overlay this run on the plots")
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, key)
        if role == Qt.ItemDataRole.EditRole:
            if key == "name":
                return info.name if info.custom_name else self.name(info)
            return self.value(row, key) or ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tip(info, key, row)
        if role == Qt.ItemDataRole.ForegroundRole and key == "status":
            colour = status_colour(info.status)
            return QBrush(QColor(colour)) if colour else None
        if role == Qt.ItemDataRole.TextAlignmentRole and key not in (
            "name",
            "status",
            "backend",
            "device",
            "optimizer",
            "schedule",
            "tags",
            "notes",
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _tip(self, info: Any, key: str, row: int) -> str | None:
        if key == "name":
            bits = [self.name(info), str(info.path)]
            if info.notes:
                bits.append(info.notes)
            return "\n".join(bits)
        if key == "status" and info.error:
            return str(info.error)
        if key == "started" and info.started:
            return datetime.fromtimestamp(info.started).strftime("%Y-%m-%d %H:%M:%S")
        if key == "notes" and info.notes:
            return info.notes
        return None

    def setData(self, index: QModelIndex, value: Any, role: int = 2) -> bool:  # noqa: N802
        if not index.isValid():
            return False
        row, key = index.row(), KEYS[index.column()]
        info = self.infos[row]
        path = str(info.path)
        if key == "compare" and role == Qt.ItemDataRole.CheckStateRole:
            on = Qt.CheckState(value) == Qt.CheckState.Checked
            if on:
                self.checked.add(path)
            else:
                self.checked.discard(path)
            self.dataChanged.emit(index, index, [role])
            return True
        if role != Qt.ItemDataRole.EditRole or key not in ("name", "tags", "notes"):
            return False
        from tpugui.runs.store import write_meta

        text = str(value).strip()
        try:
            if key == "name":
                if text == self.name(info) and not info.custom_name:
                    return False  # the default name, unchanged
                write_meta(path, name=text)
                info.custom_name = bool(text)
                info.name = text or info.job_name
                if text:
                    self.names[path] = text
                else:
                    self.names.pop(path, None)
            elif key == "tags":
                tags = sorted({t.strip() for t in text.split(",") if t.strip()})
                write_meta(path, tags=tags)
                info.tags = tags
            else:
                write_meta(path, notes=str(value).replace(" ⏎ ", "\n").strip())
                info.notes = str(value).replace(" ⏎ ", "\n").strip()
        except OSError as exc:
            from tpugui.qt.errors import manager

            manager().notify(
                "error", tr("Cannot save the run's {what}: {error}").format(what=key, error=exc)
            )
            return False
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(COLUMNS) - 1))
        self.meta_changed.emit(path)
        return True

    def remove(self, path: str) -> None:
        row = self.row_of(path)
        if row >= 0:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self.infos[row]
            self.checked.discard(path)
            self.endRemoveRows()


class HistoryFilter(QSortFilterProxyModel):
    """Sorts by the cells' values (numbers as numbers; empty cells last) and keeps the rows
    whose name, tags, notes, status or settings hold every word of the filter."""

    def __init__(self, parent: Any = None):
        super().__init__(parent)
        self.words: list[str] = []
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(False)

    def set_filter(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.9+: invalidateFilter is on its way out
            self.beginFilterChange()
            self.words = text.lower().split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self.words = text.lower().split()
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: Any) -> bool:  # noqa: N802
        if not self.words:
            return True
        hay = self.sourceModel().search_text(row)
        return all(w in hay for w in self.words)

    def lessThan(self, left: QModelIndex, right: QModelIndex) -> bool:  # noqa: N802
        a, b = left.data(SORT_ROLE), right.data(SORT_ROLE)
        if a is None or b is None:
            # empty cells sort after filled ones, in both orders
            asc = self.sortOrder() == Qt.SortOrder.AscendingOrder
            return (a is not None) if asc else (a is None and b is not None)
        if type(a) is not type(b):
            a, b = str(a), str(b)
        return a < b


class HistoryPanel(QWidget):
    open_requested = Signal(str)  # run folder
    compare_changed = Signal(str, bool)  # run folder, overlay on/off
    renamed = Signal(str, str)  # run folder, its new name
    deleted = Signal(str)  # run folder (moved to the trash)
    refreshed = Signal()

    def __init__(self, parent: QWidget | None = None, root: Path | None = None):
        super().__init__(parent)
        self.setObjectName("runHistoryPanel")
        self.root = root
        self._task: BackgroundTask | None = None
        self.model = HistoryModel(self)
        self.proxy = HistoryFilter(self)
        self.proxy.setSourceModel(self.model)
        self.tensorboard = TensorBoardLauncher(self)

        self.table = QTableView()
        self.table.setObjectName("runHistory")
        self.table.setAccessibleName(tr("Past runs"))
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(KEYS.index("started"), Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        head.setStretchLastSection(True)
        head.setHighlightSections(False)
        self.table.doubleClicked.connect(self._double_clicked)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.model.dataChanged.connect(self._data_changed)
        self.model.meta_changed.connect(self._meta_changed)

        def button(text: str, name: str, tip: str) -> QToolButton:
            # tool buttons: as wide as their text (a push button is at least ~80 px), so the
            # filter keeps room at 1024 px
            b = QToolButton()
            b.setText(text)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setObjectName(name)
            b.setAccessibleName(text)
            b.setToolTip(tip)
            return b

        self.filter = QLineEdit()
        self.filter.setObjectName("runFilter")
        self.filter.setClearButtonEnabled(True)
        self.filter.setMinimumWidth(120)
        self.filter.setPlaceholderText(tr("Filter: name, tag, setting…"))
        self.filter.setAccessibleName(tr("Filter the runs"))
        self.filter.setToolTip(
            tr("Show the runs whose name, tags, notes, status or settings hold every word")
        )
        self.filter.textChanged.connect(self.proxy.set_filter)
        self.refresh_button = button(
            tr("Reload"), "refreshRunsButton", tr("Read the run store again")
        )
        self.open_button = button(tr("Open"), "openRunButton", tr("Show the selected run's plots"))
        self.folder_button = button(
            tr("Folder"), "openFolderButton", tr("Open the run folder in the file manager")
        )
        self.rename_button = button(
            tr("Rename"), "renameRunButton", tr("Give the selected run a name of your own")
        )
        self.delete_button = button(
            tr("Delete…"), "deleteRunButton", tr("Move the selected run's folder to the trash")
        )
        self.tensorboard_button = button(
            tr("TensorBoard"),
            "tensorboardButton",
            tr("Start TensorBoard on the runs folder and open it in the browser"),
        )
        self.refresh_button.clicked.connect(self.refresh)
        self.open_button.clicked.connect(self._open)
        self.folder_button.clicked.connect(self.open_folder)
        self.rename_button.clicked.connect(self.rename_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        self.tensorboard_button.clicked.connect(self.start_tensorboard)
        self.tensorboard_button.setEnabled(self.tensorboard.available())
        if not self.tensorboard.available():
            self.tensorboard_button.setToolTip(
                tr("TensorBoard is not installed in this Python (pip install tensorboard)")
            )

        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(4)
        bar.addWidget(self.filter, 1)
        for b in (
            self.open_button,
            self.folder_button,
            self.rename_button,
            self.delete_button,
            self.tensorboard_button,
            self.refresh_button,
        ):
            bar.addWidget(b)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(bar)
        lay.addWidget(self.table, 1)
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
        self.tensorboard.stop()

    def _failed(self, exc: BaseException, details: str) -> None:
        from tpugui.qt.errors import manager
        from tpugui.qt.worker import error_text

        message = error_text(exc)
        manager().notify(
            "error", tr("Cannot read the run history: {error}").format(error=message), details
        )

    def _fill(self, result: tuple[list[Any], dict[str, str]]) -> None:
        infos, names = result
        selected = self.selected_path()
        self.model.set_runs(infos, names)
        self.table.sortByColumn(
            self.table.horizontalHeader().sortIndicatorSection(),
            self.table.horizontalHeader().sortIndicatorOrder(),
        )
        self._size_columns()
        if selected:
            self.select(selected)
        self._selection_changed()
        self.refreshed.emit()

    def _size_columns(self) -> None:
        self.table.resizeColumnsToContents()
        fm = self.fontMetrics()
        name_col = KEYS.index("name")
        # the name column is the one a person reads: wide enough for a differing-settings name
        longest = max(
            [fm.horizontalAdvance(self.model.text(r, "name")) for r in range(len(self.model.infos))]
            or [0]
        )
        self.table.setColumnWidth(name_col, max(140, min(longest + 16, 280)))
        for key in ("notes", "tags"):
            col = KEYS.index(key)
            self.table.setColumnWidth(col, min(self.table.columnWidth(col), 200))

    # -- rows ------------------------------------------------------------------------------
    def row_of(self, path: str | Path) -> int:
        """The row (as shown: sorted and filtered) of a run folder, -1 when not shown."""
        src = self.model.row_of(path)
        if src < 0:
            return -1
        return self.proxy.mapFromSource(self.model.index(src, 0)).row()

    def index(self, path: str | Path, key: str) -> QModelIndex:
        return self.proxy.index(self.row_of(path), KEYS.index(key))

    def text(self, path: str | Path, key: str) -> str:
        """The cell of run ``path`` in column ``key`` as shown (tests, accessibility)."""
        src = self.model.row_of(path)
        return self.model.text(src, key) if src >= 0 else ""

    def display_name(self, path: str | Path) -> str:
        """The name the table shows for run ``path`` ("" when it is not listed)."""
        return self.text(path, "name")

    def select(self, path: str | Path) -> None:
        row = self.row_of(path)
        if row >= 0:
            self.table.selectRow(row)

    def selected_path(self) -> str:
        sel = self.table.selectionModel()
        rows = sel.selectedRows() if sel is not None else []
        return str(rows[0].data(PATH_ROLE)) if rows else ""

    def compared(self) -> set[str]:
        return set(self.model.checked)

    def set_compared(self, path: str, on: bool) -> None:
        src = self.model.row_of(path)
        if src >= 0:
            state = Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            self.model.setData(self.model.index(src, 0), state, Qt.ItemDataRole.CheckStateRole)

    def _data_changed(self, top: QModelIndex, bottom: QModelIndex, roles: Any = ()) -> None:
        if top.column() == 0 and bottom.column() == 0 and top.row() == bottom.row():
            path = str(self.model.infos[top.row()].path)
            self.compare_changed.emit(path, path in self.model.checked)

    def _meta_changed(self, path: str) -> None:
        row = self.model.row_of(path)
        if row >= 0:
            self.renamed.emit(path, self.model.name(self.model.infos[row]))

    def _selection_changed(self) -> None:
        has = bool(self.selected_path())
        for b in (self.open_button, self.folder_button, self.rename_button, self.delete_button):
            b.setEnabled(has)

    # -- actions ---------------------------------------------------------------------------
    def _double_clicked(self, index: QModelIndex) -> None:
        if not (self.proxy.flags(index) & Qt.ItemFlag.ItemIsEditable) or index.column() != 1:
            self._open()

    def _open(self) -> None:
        path = self.selected_path()
        if path:
            self.open_requested.emit(path)

    def open_folder(self) -> bool:
        path = self.selected_path()
        return bool(path) and QDesktopServices.openUrl(QUrl.fromLocalFile(path))

    def rename_selected(self) -> None:
        """Start editing the selected run's name in place."""
        path = self.selected_path()
        if path:
            index = self.index(path, "name")
            self.table.setCurrentIndex(index)
            self.table.edit(QPersistentModelIndex(index))

    def delete_selected(self) -> bool:
        """Move the selected run's folder to the trash, after asking. False when it was not."""
        path = self.selected_path()
        src = self.model.row_of(path)
        if src < 0:
            return False
        info = self.model.infos[src]
        if info.status == "running":
            QMessageBox.information(
                self,
                tr("Delete run"),
                tr("{name} is still running; stop it first.").format(name=self.model.name(info)),
            )
            return False
        answer = QMessageBox.question(
            self,
            tr("Delete run"),
            tr("Move the run {name} to the trash?\n{path}").format(
                name=self.model.name(info), path=path
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        # Qt's freedesktop trash lives in the data folder: a fresh account may not have it yet
        data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
        if data:
            Path(data).mkdir(parents=True, exist_ok=True)
        ok = QFile.moveToTrash(path)
        if isinstance(ok, tuple):
            ok = ok[0]
        if not ok or Path(path).exists():
            from tpugui.qt.errors import manager

            manager().notify("error", tr("Cannot move {path} to the trash").format(path=path), "")
            return False
        if path in self.model.checked:
            self.model.checked.discard(path)
            self.compare_changed.emit(path, False)
        self.model.remove(path)
        self.deleted.emit(path)
        self._selection_changed()
        return True

    def runs_root(self) -> Path:
        from tpugui.runs.store import default_runs_root

        return Path(self.root) if self.root is not None else default_runs_root()

    def start_tensorboard(self) -> bool:
        """Start ``tensorboard --logdir <runs folder>`` (once) and open it in the browser."""
        return self.tensorboard.start(self.runs_root())
