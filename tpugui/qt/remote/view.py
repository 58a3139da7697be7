"""The live run on the Remote page: progress, loss plot, the workers and the event log.

``RunView`` takes events (the same records a local run writes), keeps the loss in numpy buffers
and redraws on a 100 ms timer owned by the widget; it never touches the network. Log lines and
worker rows are written in the current language (:mod:`tpugui.qt.remote.events`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QProgressBar,
    QVBoxLayout,
    QWidget,
)

from tpugui.events import metric
from tpugui.qt import theme
from tpugui.qt.i18n import tr
from tpugui.qt.remote.events import event_line, worker_line, worker_state
from tpugui.remote.workers import WorkerStatus

STATE_ROLE = Qt.ItemDataRole.UserRole


class RunView(QWidget):
    """Progress, a live loss plot, the event log and the workers of the followed run."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel(tr("No remote run yet."))
        self.summary.setObjectName("remoteRunSummary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.progress = QProgressBar()
        self.progress.setObjectName("remoteProgress")
        self.progress.setAccessibleName(tr("Remote run progress"))
        lay.addWidget(self.progress)
        self.plot = pg.PlotWidget()
        self.plot.setObjectName("remoteLossPlot")
        self.plot.setAccessibleName(tr("Remote loss plot"))
        colors = theme.colors()  # readable in light and dark mode
        self.plot.setBackground(colors["plot_bg"])
        for axis in ("bottom", "left"):
            self.plot.getAxis(axis).setTextPen(colors["plot_fg"])
            self.plot.getAxis(axis).setPen(colors["plot_fg"])
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setLabel("bottom", tr("step"))
        self.plot.setLabel("left", tr("loss"))
        self.curve = self.plot.plot(pen=pg.mkPen(colors["plot_line"], width=2))
        self.curve.setDownsampling(auto=True, method="peak")
        self.curve.setClipToView(True)
        lay.addWidget(self.plot, 3)
        self.workers = QListWidget()
        self.workers.setObjectName("workerStatus")
        self.workers.setAccessibleName(tr("Status of each worker host"))
        self.workers.setMaximumHeight(90)
        self.workers.hide()
        lay.addWidget(self.workers)
        self.worker_states: dict[int, str] = {}
        self.log = QPlainTextEdit(readOnly=True)
        self.log.setObjectName("remoteEvents")
        self.log.setAccessibleName(tr("Remote run events"))
        self.log.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.log.setMaximumBlockCount(5000)
        lay.addWidget(self.log, 2)
        self._x = np.zeros(1024)
        self._y = np.zeros(1024)
        self._n = 0
        self._dirty = False
        self.total = 0
        self.events: list[dict[str, Any]] = []
        self.timer = QTimer(self)
        self.timer.setInterval(100)
        self.timer.timeout.connect(self.redraw)

    def reset(self, title: str) -> None:
        self._n = 0
        self.total = 0
        self.events = []
        self.curve.setData([], [])
        self.log.clear()
        self.worker_states = {}
        self.workers.clear()
        self.workers.hide()
        self.progress.setValue(0)
        self.summary.setText(title)
        self.timer.start()

    def on_event(self, ev: dict[str, Any]) -> None:
        self.events.append(ev)
        kind = ev.get("type")
        if kind == "run_started":
            epochs = int(ev.get("epochs") or 0)
            steps = int(ev.get("steps_per_epoch") or 0)
            self.total = epochs * steps
            self.progress.setRange(0, max(self.total, 1))
        elif kind == "batch_end":
            loss = metric((ev.get("logs") or {}).get("loss"))
            if self._n == len(self._x):
                self._x = np.concatenate([self._x, np.zeros_like(self._x)])
                self._y = np.concatenate([self._y, np.zeros_like(self._y)])
            step = ev.get("global_step") or self._n + 1
            self._x[self._n], self._y[self._n] = float(step), loss
            self._n += 1
            self._dirty = True
            if self.total:
                self.progress.setValue(min(self._n, self.total))
        elif kind == "run_finished":
            self.timer.stop()
            self.redraw()
            if ev.get("status") == "completed" and self.total:
                self.progress.setValue(self.total)
        line = event_line(ev)
        if line is not None:
            self.log.appendPlainText(line)

    def redraw(self) -> None:
        if self._dirty:
            self.curve.setData(self._x[: self._n], self._y[: self._n])
            self._dirty = False

    def set_workers(self, statuses: list[WorkerStatus]) -> None:
        """Show each worker's state (worker 0 streams the plots); a change goes to the log."""
        for st in statuses:
            old = self.worker_states.get(st.index)
            if old is not None and old != st.state:
                self.log.appendPlainText(
                    tr("worker {index} ({host}): {state}").format(
                        index=st.index, host=st.host, state=worker_state(st.state)
                    )
                    + (f" — {st.message}" if st.message and st.state == "lost" else "")
                )
            self.worker_states[st.index] = st.state
        self.workers.clear()
        for st in sorted(statuses, key=lambda s: s.index):
            item = QListWidgetItem(worker_line(st, streams=st.index == 0 and len(statuses) > 1))
            item.setData(STATE_ROLE, st.state)
            if st.message:
                item.setToolTip(st.message)
            self.workers.addItem(item)
        self.workers.setVisible(bool(statuses))

    def worker_rows(self) -> list[tuple[str, str]]:
        """(text, state) of each row: what a person and a test read."""
        return [
            (self.workers.item(i).text(), self.workers.item(i).data(STATE_ROLE))
            for i in range(self.workers.count())
        ]

    def stop(self) -> None:
        self.timer.stop()
