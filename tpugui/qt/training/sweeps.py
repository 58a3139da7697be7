"""The Training page's Sweeps tab: the studies of the run store (``tpugui sweep``), one at a time.

A chooser of the journals in ``RUNS/sweeps/``; the chosen study's trials in a sortable table
(number, state, the metric, the searched keys, the run id), the best so far, and its parallel
coordinates (:mod:`tpugui.qt.training.parcoords`). The list and the study are read in worker
threads (:mod:`tpugui.sweep.studies`: Optuna's journal, read only). Double-clicking a trial
asks the page to open its run (``open_requested``); where optuna-dashboard is installed, its
button says the command that opens the study there.
"""

from __future__ import annotations

import importlib.util
import math
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr
from tpugui.qt.training.parcoords import ParallelCoordinates
from tpugui.qt.worker import BackgroundTask

__all__ = ["SweepsView", "dashboard_available"]

#: the URL optuna-dashboard serves by default
DASHBOARD_URL = "http://127.0.0.1:8080/"
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
PATH_ROLE = Qt.ItemDataRole.UserRole + 2


def dashboard_available() -> bool:
    return importlib.util.find_spec("optuna_dashboard") is not None


def _list(sink: Any, stop_event: Any, root: Path | None) -> list[Any]:
    from tpugui.runs.store import default_runs_root
    from tpugui.sweep.studies import list_studies

    return list_studies(root if root is not None else default_runs_root())


def _load(sink: Any, stop_event: Any, path: Path) -> Any:
    from tpugui.sweep.studies import load_study

    return load_study(path)


def _cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:.4g}" if math.isfinite(v) else str(v)
    return str(v)


class _Item(QTableWidgetItem):
    """A cell sorted by its value (numbers as numbers, blanks last), not its text."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        a, b = self.data(SORT_ROLE), other.data(SORT_ROLE)
        if a is None or b is None:
            return a is not None  # blanks after the values
        if isinstance(a, int | float) and isinstance(b, int | float):
            return a < b
        return str(a) < str(b)


class SweepsView(QWidget):
    open_requested = Signal(str)  # a trial's run folder
    loaded = Signal()  # a study (or the empty list) is shown

    def __init__(self, parent: QWidget | None = None, root: Path | None = None, model: Any = None):
        super().__init__(parent)
        self.setObjectName("sweepsView")
        self.root = root
        #: the window's job model: "Search space…" writes its [sweep.space]
        self.model = model
        self.space_dialog: Any = None
        self.view: Any = None  # the StudyView shown
        self.studies: list[Any] = []
        self._tasks: list[BackgroundTask] = []
        self._want: str = ""  # the study to show once the list is read
        self._want_name: str = ""  # or the study of this name (a sweep started here)

        self.chooser = QComboBox()
        self.chooser.setObjectName("sweepStudy")
        self.chooser.setAccessibleName(tr("Study"))
        self.chooser.setToolTip(tr("The studies of tpugui sweep in the run store"))
        self.chooser.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.chooser.currentIndexChanged.connect(self._chosen)
        self.refresh_button = QToolButton()
        self.refresh_button.setText(tr("Refresh"))
        self.refresh_button.setObjectName("sweepRefresh")
        self.refresh_button.setAccessibleName(tr("Refresh the studies"))
        self.refresh_button.setToolTip(tr("Read the studies and their trials again"))
        self.refresh_button.clicked.connect(self.refresh)
        self.dashboard_button = QToolButton()
        self.dashboard_button.setText(tr("Open in optuna-dashboard"))
        self.dashboard_button.setObjectName("sweepDashboard")
        self.dashboard_button.setAccessibleName(tr("Open in optuna-dashboard"))
        self.dashboard_button.setToolTip(
            tr("Copy the command that serves this study in optuna-dashboard")
        )
        self.dashboard_button.clicked.connect(self.show_dashboard)
        self.dashboard_button.setVisible(dashboard_available())
        self.dashboard_button.setEnabled(False)
        self.space_button = QToolButton()
        self.space_button.setText(tr("Search space…"))
        self.space_button.setObjectName("sweepSpaceButton")
        self.space_button.setAccessibleName(tr("Choose the search space"))
        self.space_button.setToolTip(
            tr("Choose the job keys a sweep searches and their ranges (the job's [sweep.space])")
        )
        self.space_button.clicked.connect(self.edit_space)
        self.space_button.setVisible(model is not None)
        self.best_label = QLabel()
        self.best_label.setObjectName("sweepBest")
        self.best_label.setWordWrap(True)
        self.best_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        top = self.top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(QLabel(tr("Study")))
        top.addWidget(self.chooser, 1)
        top.addWidget(self.refresh_button)
        top.addWidget(self.space_button)
        top.addWidget(self.dashboard_button)

        self.table = QTableWidget(0, 0)
        self.table.setObjectName("sweepTrials")
        self.table.setAccessibleName(tr("Trials of the study"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        self.table.setToolTip(tr("Double-click a trial to open its run's plots"))
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        head.setStretchLastSection(True)
        self.table.doubleClicked.connect(self._double_clicked)
        self.parallel = ParallelCoordinates()

        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("sweepSplitter")
        split.addWidget(self.table)
        split.addWidget(self.parallel)
        split.setStretchFactor(0, 3)  # the table's columns need the room more than the plot
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.setSpacing(4)
        lay.addLayout(top)
        lay.addWidget(self.best_label)
        lay.addWidget(split, 1)
        self._say_empty()

    def add_action(self, widget: QWidget) -> None:
        """A button of the page's beside the study chooser (Start sweep)."""
        self.top.insertWidget(self.top.indexOf(self.space_button) + 1, widget)

    def choose(self, study: str) -> None:
        """Read the studies again and show ``study``."""
        self._want_name = study
        self.refresh()

    def edit_space(self) -> Any:
        """Open the search-space dialog on the job (it writes only on OK)."""
        from tpugui.qt.training.sweep_space import SpaceDialog

        self.space_dialog = SpaceDialog(self.model, self)
        self.space_dialog.show()
        return self.space_dialog

    # -- reading (worker threads) ------------------------------------------------------------
    def _task(self, fn: Any, *args: Any, name: str) -> BackgroundTask:
        self._tasks = [t for t in self._tasks if t.is_running()]
        task = BackgroundTask(fn, *args, name=name, report_errors=False)
        self._tasks.append(task)
        return task

    @property
    def busy(self) -> bool:
        return any(t.is_running() for t in self._tasks)

    def refresh(self) -> None:
        """Read the list of studies again (then the chosen one)."""
        self._want = self.chooser.currentData(PATH_ROLE) or ""
        task = self._task(_list, self.root, name="sweep-studies")
        task.finished_ok.connect(self._listed)
        task.failed.connect(self._failed)
        task.start()

    def _listed(self, studies: list[Any]) -> None:
        self.studies = studies
        self.chooser.blockSignals(True)
        self.chooser.clear()
        for s in studies:
            self.chooser.addItem(s.name)
            self.chooser.setItemData(self.chooser.count() - 1, str(s.path), PATH_ROLE)
            self.chooser.setItemData(
                self.chooser.count() - 1, str(s.path), Qt.ItemDataRole.ToolTipRole
            )
        paths = [str(s.path) for s in studies]
        names = [s.name for s in studies]
        if self._want_name in names:
            self.chooser.setCurrentIndex(names.index(self._want_name))
            self._want_name = ""
        else:
            self.chooser.setCurrentIndex(paths.index(self._want) if self._want in paths else 0)
        self.chooser.blockSignals(False)
        if not studies:
            self._say_empty()
            self.loaded.emit()
            return
        self._chosen()

    def _chosen(self, *_: Any) -> None:
        path = self.chooser.currentData(PATH_ROLE)
        if not path:
            return
        self.best_label.setText(tr("Reading {name}…").format(name=self.chooser.currentText()))
        task = self._task(_load, Path(path), name="sweep-study")
        task.finished_ok.connect(lambda view, p=path: self._shown(view, p))
        task.failed.connect(self._failed)
        task.start()

    def _failed(self, exc: BaseException, _tb: str) -> None:
        self.best_label.setText(tr("Cannot read the study: {why}").format(why=exc))
        self.loaded.emit()

    def shutdown(self) -> None:
        for t in self._tasks:
            t.stop()
        for t in self._tasks:
            t.join()

    # -- showing ------------------------------------------------------------------------------
    def _say_empty(self) -> None:
        self.view = None
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        self.parallel.clear()
        self.dashboard_button.setEnabled(False)
        self.best_label.setText(
            tr("No study yet: tpugui sweep JOB.toml runs one over the job's [sweep.space]")
        )

    def _shown(self, view: Any, path: str) -> None:
        if path != self.chooser.currentData(PATH_ROLE):
            return  # an answer for a study no longer chosen
        self.show_study(view)
        self.loaded.emit()

    def show_study(self, view: Any) -> None:
        self.view = view
        keys = view.keys
        heads = [tr("Trial"), tr("State"), view.metric, *keys, tr("Run")]
        self.table.setSortingEnabled(False)
        self.table.clear()
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(view.trials))
        for i, t in enumerate(view.trials):
            state = t.state.lower()
            said = {"complete": status_word("completed"), "fail": status_word("failed")}.get(
                state, {"pruned": tr("pruned"), "running": status_word("running")}.get(state, state)
            )
            if t.lost:
                said += " " + tr("(lost)")
            cells = [(str(t.number), t.number), (said, state), (_cell(t.value), t.value)]
            cells += [(_cell(t.params.get(k)), t.params.get(k)) for k in keys]
            cells.append((t.run_id, t.run_id or None))
            for j, (text, key) in enumerate(cells):
                item = _Item(text)
                item.setData(SORT_ROLE, key)
                item.setData(PATH_ROLE, t.run_dir)
                if t.error and j == 1:
                    item.setToolTip(t.error.splitlines()[0][:300])
                if j in (0, 2) or 3 <= j < 3 + len(keys):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(i, j, item)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.resizeColumnsToContents()
        self.parallel.show_study(view)
        self.dashboard_button.setEnabled(True)
        self.best_label.setText(self.best_text(view))

    @staticmethod
    def best_text(view: Any) -> str:
        done = sum(1 for t in view.trials if t.state in ("COMPLETE", "PRUNED", "FAIL"))
        head = tr("{n} trials, {done} finished; {direction} {metric}").format(
            n=len(view.trials),
            done=done,
            direction=tr("lowest") if view.direction == "minimize" else tr("highest"),
            metric=view.metric,
        )
        b = view.best
        if b is None:
            return head + tr(": no trial completed yet")
        params = ", ".join(f"{k.rsplit('.', 1)[-1]} {_cell(v)}" for k, v in b.params.items())
        return head + tr(". Best so far: trial {n}, {metric} {value} ({params})").format(
            n=b.number, metric=view.metric, value=_cell(b.value), params=params
        )

    def _double_clicked(self, index: Any) -> None:
        path = index.data(PATH_ROLE)
        if path and Path(path).is_dir():
            self.open_requested.emit(str(path))
        elif path:
            self.best_label.setText(tr("The trial's run folder is gone: {path}").format(path=path))

    def dashboard_text(self) -> str:
        """What the dashboard button says (and copies): the command and the address."""
        if self.view is None:
            return ""
        return tr("Run {command} and open {url}").format(
            command=self.view.dashboard_command(), url=DASHBOARD_URL
        )

    def show_dashboard(self) -> None:
        if self.view is None:
            return
        QGuiApplication.clipboard().setText(self.view.dashboard_command())
        self.best_label.setText(self.dashboard_text() + " " + tr("(the command is copied)"))
