"""Run history: a table of the past runs with their settings and results (TensorBoard's HParams
view as the anchor), to sort, filter, open, compare, name, note, tag and delete.

The rows are the Qt-free summaries of :func:`tpugui.runs.store.list_runs` (summary.json or
the head and tail of events.jsonl: fast at any size), read off the GUI thread. A
:class:`HistoryModel` (``QAbstractTableModel``) holds them; a :class:`HistoryFilter`
(``QSortFilterProxyModel``) sorts by the real values and filters on the name, tags, notes and
settings (both in :mod:`tpugui.qt.training.history_model`; this module is the view). Ticking a run's "Compare" box overlays it on the plots; "Open" shows it as the current
run; the name, tags and notes are edited in place (F2, or a click on a selected cell) and kept in
the run folder's meta.json; "Delete" moves the run folder to the trash after asking.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QFile,
    QModelIndex,
    QPersistentModelIndex,
    QStandardPaths,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QTableView,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.events import RunStatus
from tpugui.qt.i18n import tr
from tpugui.qt.training.history_model import (
    KEYS,
    PATH_ROLE,
    HistoryFilter,
    HistoryModel,
    status_colour,
)
from tpugui.qt.training.tensorboard import TensorBoardLauncher
from tpugui.qt.worker import BackgroundTask

__all__ = [
    "KEYS",
    "PATH_ROLE",
    "HistoryFilter",
    "HistoryModel",
    "HistoryPanel",
    "status_colour",
]


def _convert(sink: Any, stop_event: Any, paths: list[Path]) -> int:
    from tpugui.runs.cache import convert

    return convert(paths, sink, stop_event)


def _list_runs(sink: Any, stop_event: Any, root: Path | None) -> tuple[list[Any], dict[str, str]]:
    from tpugui.runs.store import default_names, list_runs

    infos = list_runs(root)
    return infos, default_names(infos)


class HistoryPanel(QWidget):
    open_requested = Signal(str)  # run folder
    compare_changed = Signal(str, bool)  # run folder, overlay on/off
    renamed = Signal(str, str)  # run folder, its new name
    deleted = Signal(str)  # run folder (moved to the trash)
    refreshed = Signal()
    selected = Signal(str)  # the selected run folder ("" when none)

    def __init__(self, parent: QWidget | None = None, root: Path | None = None):
        super().__init__(parent)
        self.setObjectName("runHistoryPanel")
        self.root = root
        self._task: BackgroundTask | None = None
        self._converting: BackgroundTask | None = None
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
        # its arrow: the checkpoints only (the disk back, the plots and the log kept)
        self.delete_menu = QMenu(self.delete_button)
        self.delete_run_action = self.delete_menu.addAction(tr("Delete the run…"))
        self.delete_run_action.setObjectName("deleteRunAction")
        self.delete_run_action.triggered.connect(self.delete_selected)
        self.delete_checkpoints_action = self.delete_menu.addAction(tr("Delete the checkpoints…"))
        self.delete_checkpoints_action.setObjectName("deleteCheckpointsAction")
        self.delete_checkpoints_action.setToolTip(
            tr("Free the disk the run's checkpoints take; its plots, metrics and log stay")
        )
        self.delete_checkpoints_action.triggered.connect(self.delete_checkpoints_selected)
        self.delete_button.setMenu(self.delete_menu)
        self.delete_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        # the same on a right click in the table
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(
            lambda pos: (
                self.delete_menu.exec(self.table.viewport().mapToGlobal(pos))
                if self.selected_path()
                else None
            )
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

        # the buttons in a tool bar: on a narrow window (1024 px, long English words, a large
        # desktop font) the ones that do not fit go behind its » button instead of widening
        # the page into a sideways scroll
        self.actions_bar = QToolBar()
        self.actions_bar.setObjectName("runActions")
        self.actions_bar.setAccessibleName(tr("Run actions"))
        self.actions_bar.setFloatable(False)
        self.actions_bar.setMovable(False)
        self.actions_bar.setStyleSheet("QToolBar { border: none; spacing: 4px; padding: 0; }")
        for b in (
            self.open_button,
            self.folder_button,
            self.rename_button,
            self.delete_button,
            self.tensorboard_button,
            self.refresh_button,
        ):
            self.actions_bar.addWidget(b)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.setSpacing(4)
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.actions_bar)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        lay.addLayout(bar)
        lay.addWidget(self.table, 1)
        # older runs get their columnar copy in the background: said while it goes
        self.convert_label = QLabel()
        self.convert_label.setObjectName("convertRunsLabel")
        self.convert_label.setWordWrap(True)  # a long run name never widens the page
        self.convert_label.setVisible(False)
        lay.addWidget(self.convert_label)
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
        if self._converting is not None:
            self._converting.stop()
            self._converting.join()
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
        self._convert_old(infos)

    def _convert_old(self, infos: list[Any]) -> None:
        """Runs of an older version (no columnar copy) and TensorBoard-free runs that have
        ended get their copy, one by one, off the GUI thread; the label says how far."""
        if self._converting is not None and self._converting.is_running():
            return
        paths = [
            Path(i.path)
            for i in infos
            if i.source == "tpugui" and RunStatus.of(i.status, RunStatus.RUNNING).finished
        ]
        if not paths:
            return
        self._converting = BackgroundTask(_convert, paths, name="convert-runs", report_errors=False)
        self._converting.event.connect(self._converted_one)
        self._converting.done.connect(lambda: self.convert_label.setVisible(False))
        self._converting.start()

    def _converted_one(self, ev: dict[str, Any]) -> None:
        self.convert_label.setText(
            tr("Making older runs quick to open: {done} of {total} ({run})…").format(
                done=ev["done"] + 1, total=ev["total"], run=ev["run"]
            )
        )
        self.convert_label.setVisible(True)

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
        path = self.selected_path()
        for b in (self.open_button, self.folder_button, self.rename_button, self.delete_button):
            b.setEnabled(bool(path))
        src = self.model.row_of(path) if path else -1
        has = src >= 0 and (Path(path) / "checkpoints").is_dir()
        self.delete_checkpoints_action.setEnabled(has)
        self.selected.emit(path)

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

    def delete_checkpoints_selected(self) -> bool:
        """Remove the selected run's checkpoints/ (to the trash when there is one), after
        asking; its events, metrics and plots stay. False when nothing was removed."""
        from tpugui.devices.model import human_bytes
        from tpugui.runs.store import CHECKPOINTS, delete_checkpoints, folder_bytes

        path = self.selected_path()
        src = self.model.row_of(path)
        if src < 0:
            return False
        info = self.model.infos[src]
        folder = Path(path) / CHECKPOINTS
        if not folder.is_dir():
            return False
        if info.status == "running":
            QMessageBox.information(
                self,
                tr("Delete the checkpoints"),
                tr("{name} is still running; stop it first.").format(name=self.model.name(info)),
            )
            return False
        answer = QMessageBox.question(
            self,
            tr("Delete the checkpoints"),
            tr(
                "Delete the checkpoints of {name} ({size})? Its plots, metrics and log stay; "
                "Predict, Export and Resume need a checkpoint and will not work for it."
            ).format(name=self.model.name(info), size=human_bytes(folder_bytes(folder))),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        try:
            delete_checkpoints(path, remove=self._to_trash)
        except OSError as exc:
            from tpugui.qt.errors import manager

            manager().notify("error", tr("Cannot delete {path}").format(path=str(folder)), str(exc))
            return False
        self.refresh()  # the size column counts the folder again
        return True

    @staticmethod
    def _to_trash(folder: Path) -> None:
        """To the trash where there is one; a folder left behind is deleted by the caller."""
        data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
        if data:
            Path(data).mkdir(parents=True, exist_ok=True)
        QFile.moveToTrash(str(folder))

    def runs_root(self) -> Path:
        from tpugui.runs.store import default_runs_root

        return Path(self.root) if self.root is not None else default_runs_root()

    def start_tensorboard(self) -> bool:
        """Start ``tensorboard --logdir <runs folder>`` (once) and open it in the browser."""
        return self.tensorboard.start(self.runs_root())
