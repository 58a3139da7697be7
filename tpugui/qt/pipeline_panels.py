"""The Pipeline page's right-hand panels: preview, advice (with one-click fixes), bench and tune."""

from __future__ import annotations

import time
from typing import Any

import numpy as np
from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.pipeline.advice import Advice

SEVERITY_STYLE = {
    "error": ("#d9534f", "Error"),
    "warning": ("#e69500", "Warning"),
    "info": ("#3a7bd5", "Tip"),
}


def _button(text: str, name: str, accessible: str) -> QPushButton:
    b = QPushButton(text)
    b.setObjectName(name)
    b.setAccessibleName(accessible)
    return b


def image_pixmap(img: np.ndarray, size: int = 64) -> QPixmap:
    """A float image in [0, 1] (H, W, C) as a pixmap scaled to ``size`` (nearest: crisp pixels)."""
    a = np.clip(img * 255.0, 0, 255).astype(np.uint8)
    if a.shape[-1] == 1:
        a = np.ascontiguousarray(a[..., 0])
        q = QImage(a.data, a.shape[1], a.shape[0], a.strides[0], QImage.Format.Format_Grayscale8)
    else:
        a = np.ascontiguousarray(a[..., :3])
        q = QImage(a.data, a.shape[1], a.shape[0], a.strides[0], QImage.Format.Format_RGB888)
    return QPixmap.fromImage(q.copy()).scaled(
        size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation
    )


class PreviewPanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.button = _button("Preview", "previewButton", "Show the first examples")
        top.addWidget(self.button)
        self.status = QLabel("Shows the first examples after the map stage, with their labels.")
        self.status.setObjectName("previewStatus")
        self.status.setWordWrap(True)
        top.addWidget(self.status, 1)
        lay.addLayout(top)
        self.spec = QLabel("")
        self.spec.setObjectName("elementSpec")
        self.spec.setAccessibleName("Element shapes and dtypes")
        self.spec.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.spec.setWordWrap(True)
        lay.addWidget(self.spec)
        self.grid_host = QWidget()
        self.grid_host.setObjectName("previewGrid")
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(6)
        lay.addWidget(self.grid_host)
        lay.addStretch(1)
        self.tiles: list[QLabel] = []

    def show_preview(self, pv: Any) -> None:
        for t in self.tiles:
            t.deleteLater()
        self.tiles = []
        for i, img in enumerate(pv.images):
            tile = QLabel()
            tile.setPixmap(image_pixmap(img))
            label = pv.labels[i]
            tile.setToolTip(f"label {label}")
            cap = QLabel(f"label {label}")
            cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(tile, (i // 8) * 2, i % 8, Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(cap, (i // 8) * 2 + 1, i % 8, Qt.AlignmentFlag.AlignCenter)
            self.tiles += [tile, cap]
        self.spec.setText(
            f"<b>One example</b> (after map): {pv.example_spec}<br>"
            f"<b>One training element</b>: {pv.batch_spec}<br>"
            f"{pv.train_count} training and {pv.val_count} validation examples, "
            f"{pv.num_classes} classes"
            + (f", {pv.n_files} files" if pv.n_files > 1 else "")
            + "".join(f"<br><i>{n}</i>" for n in pv.notes)
        )


class AdvicePanel(QWidget):
    fix_clicked = Signal(object)  # Advice

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel("")
        self.summary.setObjectName("adviceSummary")
        outer.addWidget(self.summary)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.body = QWidget()
        self.body.setObjectName("adviceList")
        self.body.setAccessibleName("Advice")
        self.rows = QVBoxLayout(self.body)
        self.rows.addStretch(1)
        scroll.setWidget(self.body)
        outer.addWidget(scroll, 1)
        self.items: list[Advice] = []

    def set_advice(self, items: list[Advice]) -> None:
        self.items = list(items)
        while self.rows.count() > 1:
            w = self.rows.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        counts = {s: sum(a.severity == s for a in items) for s in SEVERITY_STYLE}
        self.summary.setText(
            "No advice: the pipeline follows the tf.data and TPU guides."
            if not items
            else f"{counts['error']} errors, {counts['warning']} warnings, {counts['info']} tips"
        )
        for a in items:
            self.rows.insertWidget(self.rows.count() - 1, self._row(a))

    def _row(self, a: Advice) -> QWidget:
        color, word = SEVERITY_STYLE[a.severity]
        row = QFrame()
        row.setObjectName(f"advice_{a.id}")
        row.setFrameShape(QFrame.Shape.StyledPanel)
        row.setStyleSheet(f"QFrame#advice_{a.id} {{ border-left: 4px solid {color}; }}")
        lay = QHBoxLayout(row)
        text = QLabel(f"<b style='color:{color}'>{word}</b> &nbsp;<b>{a.title}</b><br>{a.reason}")
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(text, 1)
        if a.fix:
            b = _button(a.fix_label or "Fix", f"fix_{a.id}", f"Fix: {a.fix_label or a.title}")
            b.clicked.connect(lambda _=False, adv=a: self.fix_clicked.emit(adv))
            lay.addWidget(b, 0, Qt.AlignmentFlag.AlignVCenter)
        return row


COLUMNS = ("Time", "Pipeline", "examples/s", "batches/s", "first batch", "verdict")


class BenchPanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.bench = _button("Bench", "benchButton", "Measure the pipeline's throughput")
        self.cancel = _button("Cancel", "cancelButton", "Cancel the measurement")
        self.cancel.setEnabled(False)
        self.batches = QSpinBox()
        self.batches.setObjectName("benchBatches")
        self.batches.setAccessibleName("Batches to time")
        self.batches.setRange(2, 100_000)
        self.batches.setValue(50)
        self.batches.setSuffix(" batches")
        self.tune = _button("Tune", "tuneButton", "Search for the fastest configuration")
        self.budget = QSpinBox()
        self.budget.setObjectName("tuneBudget")
        self.budget.setAccessibleName("Configurations the tuner may try")
        self.budget.setRange(2, 500)
        self.budget.setValue(16)
        self.budget.setSuffix(" tries")
        for w in (self.bench, self.batches, self.cancel, self.tune, self.budget):
            top.addWidget(w)
        top.addStretch(1)
        lay.addLayout(top)
        self.progress = QProgressBar()
        self.progress.setObjectName("progressBar")
        self.progress.setAccessibleName("Measurement progress")
        self.progress.setValue(0)
        lay.addWidget(self.progress)
        self.verdict = QLabel(
            "Bench measures examples/s after warm-up, the first-batch latency, "
            "and whether the model would wait for input."
        )
        self.verdict.setObjectName("verdictLabel")
        self.verdict.setWordWrap(True)
        lay.addWidget(self.verdict)
        self.tune_result = QLabel("")
        self.tune_result.setObjectName("tuneResult")
        self.tune_result.setWordWrap(True)
        self.apply_tune = _button(
            "Apply the best", "applyTuneButton", "Apply the best configuration found"
        )
        self.apply_tune.setEnabled(False)
        tl = QHBoxLayout()
        tl.addWidget(self.tune_result, 1)
        tl.addWidget(self.apply_tune)
        lay.addLayout(tl)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("benchTable")
        self.table.setAccessibleName("Past measurements")
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)

    def add_result(self, res: Any) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        verdict = (
            res.verdict.label.split(" (")[0]
            if res.verdict
            else ("cancelled" if res.stopped else "")
        )
        cells = (
            time.strftime("%H:%M:%S"),
            res.summary,
            f"{res.examples_per_sec:,.0f}",
            f"{res.batches_per_sec:,.1f}",
            f"{res.first_batch_s * 1000:,.0f} ms",
            verdict,
        )
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col in (2, 3, 4):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(res.summary if col == 1 else text)
            self.table.setItem(row, col, item)
        self.table.scrollToBottom()
        if res.verdict is not None:
            v = res.verdict
            tips = "".join(f"<li>{s}</li>" for s in v.suggestions)
            self.verdict.setText(
                f"<b>{v.label}</b>: the pipeline takes {v.batch_s * 1000:.2f} ms a batch; a "
                f"model step on in-memory batches of the same shape takes "
                f"{v.step_s * 1000:.2f} ms.<ul>{tips}</ul>"
            )
        elif res.stopped:
            self.verdict.setText("Measurement cancelled.")
