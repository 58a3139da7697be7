"""The Training page's Processes tab: a row per process of a run of several
(``train.processes``): rank, host, status, examples/s and the digest of its final parameters.

The processes of one run step in lockstep (their gradients are all-reduced each step), each on
its share of every batch, so while it runs each one's examples/s is the run's (rank 0's
``batch_end``) divided among them. At ``run_finished`` each row takes its worker's own end from
``workers`` (status, exit code, digest); equal digests say the replicas stayed in sync, different
ones are pointed out. The page shows the tab only for a run of several processes.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr
from tpugui.runs.model import RunData

__all__ = ["WorkersView"]

#: the digest's characters shown (the whole is in the cell's tooltip)
DIGEST_SHOWN = 12


class WorkersView(QWidget):
    """One row per process of the run shown (:meth:`show_run`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("workersView")
        self.table = QTableWidget(0, 5)
        self.table.setObjectName("workersTable")
        self.table.setAccessibleName(tr("Processes of this run"))
        self.table.setHorizontalHeaderLabels(
            [tr("Rank"), tr("Host"), tr("Status"), tr("Examples/s"), tr("Parameter digest")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.summary = QLabel()
        self.summary.setObjectName("workersSummary")
        self.summary.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.summary)
        lay.addWidget(self.table, 1)
        self.processes = 0
        #: what the rows show now: the page calls :meth:`show_run` at every drain of events,
        #: and the table is filled again only when it changed
        self._shown: tuple[Any, ...] = ()

    def show_run(self, run: RunData | None) -> None:
        """The rows of ``run`` as it stands (nothing for a run of one process)."""
        if run is None or (run.processes <= 1 and len(run.workers) <= 1):
            if self._shown:
                self._shown = ()
                self.processes = 0
                self.table.setRowCount(0)
                self.summary.setText("")
            return
        ends = tuple((w.get("status"), w.get("params_digest"), w.get("returncode"))
                     for w in run.workers)  # fmt: skip
        state = (id(run), run.status, run.processes, ends, run.examples_per_sec)
        if state == self._shown:
            return
        self._shown = state
        rate = run.examples_per_sec
        n = max(len(run.workers), run.processes)
        each = rate / n if math.isfinite(rate) else math.nan
        if run.workers:
            self.processes = len(run.workers)
            self._fill(run.workers, each)
            self._say_sync(run.workers)
            return
        self.processes = run.processes
        status = run.status if run.status != "waiting" else "running"
        self._fill([{"rank": r, "status": status} for r in range(run.processes)], each)
        self.summary.setText(
            tr(
                "{n} processes step together, each on its share of every batch: the run's "
                "examples/s divided among them"
            ).format(n=run.processes)
        )

    def _fill(self, rows: list[dict[str, Any]], each: float) -> None:
        self.table.setRowCount(len(rows))
        for i, w in enumerate(rows):
            self._set(i, 0, str(w.get("rank", i)))
            self._set(i, 1, str(w.get("host") or ""))
            status = str(w.get("status") or "")
            code = w.get("returncode")
            text = status_word(status) if status else ""
            if isinstance(code, int) and code != 0:
                text += f" ({tr('exit code')} {code})"
            self._set(i, 2, text)
            self._set(i, 3, f"{each:,.0f}" if math.isfinite(each) else "")
            digest = str(w.get("params_digest") or "")
            self._set(i, 4, digest[:DIGEST_SHOWN], digest)

    def _say_sync(self, workers: list[dict[str, Any]]) -> None:
        digests = {w.get("params_digest") for w in workers if w.get("params_digest")}
        if len(digests) == 1 and all(w.get("params_digest") for w in workers):
            text = tr("Every process ended with the same parameters: the replicas stayed in sync")
        elif len(digests) > 1:
            text = tr("The processes ended with different parameters: the replicas drifted apart")
        else:
            text = tr("Not every process left a digest of its parameters (it did not end well)")
        self.summary.setText(text)

    def _set(self, row: int, col: int, text: str, tip: str = "") -> None:
        item = self.table.item(row, col)
        if item is None:
            item = QTableWidgetItem()
            self.table.setItem(row, col, item)
        item.setText(text)
        item.setToolTip(tip or text)
