"""The Training page's Processes tab: a row per process of a run of several
(``train.processes``): rank, host, status, its own steps/s and the digest of its final
parameters.

While the run goes on each process's steps/s is its own, from the ``progress.json`` every worker
writes in the run folder about once a second (:func:`tpugui.training.ranks.paces`; a run on
another host shows its processes without it until its end). At ``run_finished`` each row takes
its worker's own end from ``workers`` (status, exit code, mean steps/s, digest); equal digests say
the replicas stayed in sync, different ones are pointed out. The page shows the tab only for a
run of several processes.
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
from tpugui.training.ranks import paces

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
            [tr("Rank"), tr("Host"), tr("Status"), tr("Steps/s"), tr("Parameter digest")]
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
        live = {} if run.workers or not run.path else paces(run.path)
        pace = tuple(sorted((r, row.get("step"), row.get("steps_per_s"))
                            for r, row in live.items()))  # fmt: skip
        state = (id(run), run.status, run.processes, ends, pace)
        if state == self._shown:
            return
        self._shown = state
        if run.workers:
            self.processes = len(run.workers)
            self._fill(run.workers)
            self._say_sync(run.workers)
            return
        self.processes = run.processes
        status = run.status if run.status != "waiting" else "running"
        rows = [{"rank": r, "status": status, **{k: live.get(r, {}).get(k) for k in
                                                 ("steps_per_s", "host")}}
                for r in range(run.processes)]  # fmt: skip
        self._fill(rows)
        self.summary.setText(
            tr(
                "{n} processes step together, each on its share of every batch; each one's "
                "steps/s is its own"
            ).format(n=run.processes)
        )

    def _fill(self, rows: list[dict[str, Any]]) -> None:
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
            pace = w.get("steps_per_s")
            shown = isinstance(pace, (int, float)) and math.isfinite(pace)
            self._set(i, 3, f"{pace:,.2f}" if shown else "")
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
