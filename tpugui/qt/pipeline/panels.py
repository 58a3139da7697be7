"""The Pipeline page's right-hand panels: preview, advice (with one-click fixes), bench and tune."""

from __future__ import annotations

import html
import time
from typing import Any

import numpy as np
from PySide6.QtCore import QEvent, Qt, Signal
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
    QSizePolicy,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from superqt import QElidingLabel

from tpugui.pipeline.advice import Advice
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.pipeline.table_preview import TablePreview
from tpugui.qt.widgets.sizing import keep_fitted

SEVERITY_STYLE = {
    "error": ("#d9534f", tr_noop("Error")),
    "warning": ("#e69500", tr_noop("Warning")),
    "info": ("#3a7bd5", tr_noop("Tip")),
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
    """The first examples after the map stage; for a table job (csv, parquet) its columns and
    labels instead (:class:`~tpugui.qt.pipeline.table_preview.TablePreview`)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.button = _button(tr("Preview"), "previewButton", tr("Show the first examples"))
        top.addWidget(self.button)
        self.status = QLabel(tr("Shows the first examples after the map stage, with their labels."))
        self.status.setObjectName("previewStatus")
        self.status.setWordWrap(True)
        top.addWidget(self.status, 1)
        lay.addLayout(top)
        self.examples = QWidget()
        el = QVBoxLayout(self.examples)
        el.setContentsMargins(0, 0, 0, 0)
        self.spec = QLabel("")
        self.spec.setObjectName("elementSpec")
        self.spec.setAccessibleName(tr("Element shapes and dtypes"))
        self.spec.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.spec.setWordWrap(True)
        el.addWidget(self.spec)
        self.grid_host = QWidget()
        self.grid_host.setObjectName("previewGrid")
        self.grid = QGridLayout(self.grid_host)
        self.grid.setSpacing(6)
        el.addWidget(self.grid_host)
        el.addStretch(1)
        lay.addWidget(self.examples, 1)
        self.table_view = TablePreview()
        self.table_view.hide()
        lay.addWidget(self.table_view, 1)
        self.tiles: list[QLabel] = []
        self.table_mode = False
        self._said = ""  # the status line while the preview matches the job

    def set_stale(self, stale: bool) -> None:
        """The preview no longer matches the job's data settings (their values changed since
        it was read): greyed, and the line says so; matching again, as it was."""
        if stale == (not self.table_view.isEnabled() or not self.examples.isEnabled()):
            return
        for w in (self.examples, self.table_view):
            w.setEnabled(not stale)
        if stale:
            self._said = self.status.text()
            self.status.setText(
                tr("Out of date: the data settings changed since this preview; press Preview "
                   "to read it again.")
            )  # fmt: skip
        else:
            self.status.setText(self._said)

    def set_table_mode(self, on: bool) -> None:
        """A table job previews its columns and labels, any other its first examples; what
        the other kind showed goes."""
        if on == self.table_mode:
            return
        self.table_mode = on
        self._clear_tiles()
        self.spec.setText("")
        self.table_view.hide()
        self.examples.setVisible(not on)
        if on:
            self.button.setAccessibleName(tr("Show the table's columns and labels"))
            self.status.setText(
                tr(
                    "Shows the columns the job reads, as the run fits them, and how many "
                    "examples each label has."
                )
            )
        else:
            self.button.setAccessibleName(tr("Show the first examples"))
            self.status.setText(
                tr("Shows the first examples after the map stage, with their labels.")
            )

    def show_table(self, summary: Any) -> None:
        """A table job's columns and labels (a TableSummary)."""
        self.examples.hide()
        self.table_view.show()
        self.table_view.show_summary(summary)

    def _clear_tiles(self) -> None:
        for t in self.tiles:
            t.deleteLater()
        self.tiles = []

    def show_preview(self, pv: Any) -> None:
        self.table_view.hide()
        self.examples.show()
        self._clear_tiles()
        for i, img in enumerate(pv.images):
            tile = QLabel()
            tile.setPixmap(image_pixmap(img))
            label = pv.labels[i]
            tile.setToolTip(tr("label {label}").format(label=label))
            cap = QLabel(tr("label {label}").format(label=label))
            cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(tile, (i // 8) * 2, i % 8, Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(cap, (i // 8) * 2 + 1, i % 8, Qt.AlignmentFlag.AlignCenter)
            self.tiles += [tile, cap]
        self.spec.setText(
            tr("<b>One example</b> (after map): {spec}").format(spec=pv.example_spec)
            + "<br>"
            + tr("<b>One training element</b>: {spec}").format(spec=pv.batch_spec)
            + "<br>"
            + tr("{train} training and {val} validation examples, {classes} classes").format(
                train=pv.train_count, val=pv.val_count, classes=pv.num_classes
            )
            + (tr(", {n} files").format(n=pv.n_files) if pv.n_files > 1 else "")
            + "".join(f"<br><i>{n}</i>" for n in pv.notes)
        )


class TitleLine(QElidingLabel):
    """One line of plain text, elided with "…" by superqt when narrower than the text;
    ``text()`` / ``full_text()`` stay the whole text, which is also the tooltip and the
    accessible name (a screen reader reads all of it)."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setToolTip(text)
        self.setAccessibleName(text)

    def changeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt's name
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # a bold font is wider: elide again
            QLabel.setText(self, self._elidedText())

    def is_elided(self) -> bool:
        """Whether the line shows less than the whole text."""
        return QLabel.text(self) != self.full_text()


class AdviceCard(QFrame):
    """One advice: the severity and the title on one line, the reason under it, and the Fix
    button at the right of the reason (under it when the card is narrow)."""

    fix_clicked = Signal(object)  # Advice
    #: below this width the Fix button goes under the reason, so the reason keeps its width
    NARROW = 440

    def __init__(self, a: Advice, parent: QWidget | None = None):
        super().__init__(parent)
        self.advice = a
        color, word = SEVERITY_STYLE[a.severity]
        self.setObjectName(f"advice_{a.id}")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet(
            f"QFrame#advice_{a.id} {{ border: 1px solid palette(mid); border-left: 4px solid "
            f"{color}; border-radius: 3px; background: palette(base); }}"
        )
        # the advice comes from the Qt-free core as templates: shown in the user's language
        title = core_text.advice(a, "title")
        reason = core_text.advice(a, "reason")
        fix_label = core_text.advice(a, "fix_label")
        self.setAccessibleName(f"{tr(word)}: {title}")
        self.severity = QLabel(tr(word))
        self.severity.setObjectName("adviceSeverity")
        self.severity.setStyleSheet(f"color: {color}; font-weight: bold; border: none;")
        self.title = TitleLine(title)
        self.title.setObjectName("adviceTitle")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.title.setStyleSheet("border: none; background: transparent;")
        self.reason = QLabel(reason)
        self.reason.setObjectName("adviceReason")
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setWordWrap(True)
        self.reason.setStyleSheet("border: none; background: transparent;")
        self.reason.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.button: QPushButton | None = None
        if a.fix:
            self.button = _button(
                fix_label or tr("Fix"),
                f"fix_{a.id}",
                tr("Fix: {what}").format(what=fix_label or title),
            )
            self.button.setToolTip(fix_label or title)
            self.button.clicked.connect(lambda _=False: self.fix_clicked.emit(self.advice))
        head = QHBoxLayout()
        head.setSpacing(8)
        head.addWidget(self.severity)
        head.addWidget(self.title, 1)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(10, 6, 8, 8)
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(4)
        self.grid.addLayout(head, 0, 0, 1, 2)
        self.grid.addWidget(self.reason, 1, 0)
        self.grid.setColumnStretch(0, 1)
        self.narrow: bool | None = None
        self._place_button(False)

    def _place_button(self, narrow: bool) -> None:
        if self.button is None or narrow == self.narrow:
            return
        self.narrow = narrow
        self.grid.removeWidget(self.button)
        if narrow:
            self.grid.addWidget(self.button, 2, 0, 1, 2, Qt.AlignmentFlag.AlignRight)
        else:
            self.grid.addWidget(self.button, 1, 1, Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt's name
        super().resizeEvent(event)
        self._place_button(self.width() < self.NARROW)


class AdvicePanel(QWidget):
    fix_clicked = Signal(object)  # Advice

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.summary = QLabel("")
        self.summary.setObjectName("adviceSummary")
        self.summary.setWordWrap(True)
        outer.addWidget(self.summary)
        scroll = QScrollArea()
        scroll.setObjectName("adviceScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body = QWidget()
        self.body.setObjectName("adviceList")
        self.body.setAccessibleName(tr("Advice"))
        self.rows = QVBoxLayout(self.body)
        self.rows.setContentsMargins(2, 4, 2, 4)
        self.rows.setSpacing(6)
        self.rows.addStretch(1)
        scroll.setWidget(self.body)
        outer.addWidget(scroll, 1)
        self.items: list[Advice] = []
        self.cards: list[AdviceCard] = []

    def set_advice(self, items: list[Advice], note: str = "") -> None:
        self.items = list(items)
        for card in self.cards:
            # hidden now (deleteLater waits for the event loop: a stale card must not show)
            card.hide()
            self.rows.removeWidget(card)
            card.deleteLater()
        self.cards = []
        self.summary.setText(self._summary(items) + (f" {note}" if note else ""))
        for a in items:
            card = AdviceCard(a)
            card.fix_clicked.connect(self.fix_clicked)
            self.rows.insertWidget(self.rows.count() - 1, card)
            self.cards.append(card)

    @staticmethod
    def _summary(items: list[Advice]) -> str:
        if not items:
            return tr("No advice: the pipeline follows the tf.data and TPU guides.")
        counts = {s: sum(a.severity == s for a in items) for s in SEVERITY_STYLE}
        parts = []
        if counts["error"]:
            parts.append(
                (tr("1 error") if counts["error"] == 1 else tr("{n} errors")).format(
                    n=counts["error"]
                )
            )
        if counts["warning"]:
            parts.append(
                (tr("1 warning") if counts["warning"] == 1 else tr("{n} warnings")).format(
                    n=counts["warning"]
                )
            )
        if counts["info"]:
            parts.append(
                (tr("1 tip") if counts["info"] == 1 else tr("{n} tips")).format(n=counts["info"])
            )
        return " · ".join(parts)


COLUMNS = (
    tr_noop("Time"),
    tr_noop("Pipeline"),
    tr_noop("examples/s"),
    tr_noop("batches/s"),
    tr_noop("first batch"),
    tr_noop("verdict"),
)


TUNE_COLUMNS = (
    tr_noop("examples/s"),
    tr_noop("spread"),
    tr_noop("vs current"),
    tr_noop("Changes from the current configuration"),
)


def how_measured(res: Any) -> str:
    """What a Bench figure is: the protocol Tune uses too, and every measurement."""
    samples = ", ".join(f"{x:,.0f}" for x in getattr(res, "samples", []))
    text = tr(
        "The median of {n} measurements of {batches} batches (after {warmup} warm-up batches), "
        "each from a fresh iterator over the same pipeline: as Tune measures each "
        "configuration. A measurement of a small pipeline lasts milliseconds and swings on a "
        "busy machine: compare figures within their spread."
    ).format(n=max(1, len(getattr(res, "samples", []))), batches=res.batches, warmup=res.warmup)
    if samples:
        text += "\n" + tr("Measurements: {samples} examples/s").format(samples=samples)
    return text


class BenchPanel(QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.bench = _button(tr("Bench"), "benchButton", tr("Measure the pipeline's throughput"))
        self.cancel = _button(tr("Cancel"), "cancelButton", tr("Cancel the measurement"))
        self.cancel.setEnabled(False)
        self.batches = QSpinBox()
        self.batches.setObjectName("benchBatches")
        self.batches.setAccessibleName(tr("Batches to time"))
        self.batches.setRange(2, 100_000)
        self.batches.setValue(50)
        self.batches.setSuffix(tr(" batches"))
        self.tune = _button(tr("Tune"), "tuneButton", tr("Search for the fastest configuration"))
        self.budget = QSpinBox()
        self.budget.setObjectName("tuneBudget")
        self.budget.setAccessibleName(tr("Configurations the tuner may try"))
        self.budget.setRange(2, 500)
        self.budget.setValue(16)
        self.budget.setSuffix(tr(" tries"))
        # two rows, each spin box as wide as its values: one row of five clipped "50 batches"
        # in a narrow window (1024 x 700, English)
        for box in (self.batches, self.budget):
            keep_fitted(box)
        for w in (self.bench, self.batches, self.cancel):
            top.addWidget(w)
        top.addStretch(1)
        lay.addLayout(top)
        second = QHBoxLayout()
        for w in (self.tune, self.budget):
            second.addWidget(w)
        second.addStretch(1)
        lay.addLayout(second)
        self.progress = QProgressBar()
        self.progress.setObjectName("progressBar")
        self.progress.setAccessibleName(tr("Measurement progress"))
        self.progress.setValue(0)
        lay.addWidget(self.progress)
        self.verdict = QLabel(
            tr(
                "Bench measures examples/s after warm-up, the first-batch latency, "
                "and whether the model would wait for input."
            )
        )
        self.verdict.setObjectName("verdictLabel")
        self.verdict.setWordWrap(True)
        lay.addWidget(self.verdict)
        self.tune_result = QLabel("")
        self.tune_result.setObjectName("tuneResult")
        self.tune_result.setWordWrap(True)
        self.apply_tune = _button(
            tr("Apply the best"), "applyTuneButton", tr("Apply the best configuration found")
        )
        self.apply_tune.setEnabled(False)
        tl = QHBoxLayout()
        tl.addWidget(self.tune_result, 1)
        tl.addWidget(self.apply_tune)
        lay.addLayout(tl)
        # every configuration the tuner tried: what differs from the current one, its figures
        self.tune_table = QTableWidget(0, len(TUNE_COLUMNS))
        self.tune_table.setObjectName("tuneTable")
        self.tune_table.setAccessibleName(tr("Configurations the tuner tried"))
        self.tune_table.setHorizontalHeaderLabels([tr(c) for c in TUNE_COLUMNS])
        self.tune_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tune_table.verticalHeader().setVisible(False)
        self.tune_table.setWordWrap(False)
        th = self.tune_table.horizontalHeader()
        # the changes column is as wide as its longest text (a scroll bar, never a cut knob)
        th.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        th.setStretchLastSection(False)
        self.tune_table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.tune_table.hide()
        lay.addWidget(self.tune_table, 1)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("benchTable")
        self.table.setAccessibleName(tr("Past measurements"))
        self.table.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.table, 1)
        #: the measurements shown, (Unix time, BenchResult): models, so a page rebuilt in
        #: another language shows them again (see PipelinePage.save_state)
        self.results: list[tuple[float, Any]] = []

    def set_tune_stale(self, stale: bool, said: str) -> None:
        """The tune's result no longer matches the job (its data changed since): greyed, not
        to be applied, and the line says so; ``said`` is the result's own text."""
        self.tune_table.setEnabled(not stale)
        if stale:
            self.apply_tune.setEnabled(False)
            self.tune_result.setText(
                tr("Out of date: the data settings changed since this tune; tune again for "
                   "figures of this data.")
                + "<br>" + said
            )  # fmt: skip
        else:
            self.tune_result.setText(said)

    def show_trials(self, res: Any) -> None:
        """One row a configuration the tuner tried (a TuneResult): its median examples/s, the
        spread of its repeated measurements, its ratio to the current one and the knobs that
        differ from the current one; the best claimed beyond the noise is bold."""
        from tpugui.pipeline.tune import changes_text

        t = self.tune_table
        t.setRowCount(0)
        for trial in res.trials:
            row = t.rowCount()
            t.insertRow(row)
            score = trial.score
            spread = (max(trial.samples) - min(trial.samples)) / score if score > 0 else 0.0
            ratio = score / res.start_score if res.start_score > 0 else 0.0
            changes = changes_text(trial.changes(res.start)) or tr("(the current configuration)")
            cells = (
                f"{score:,.0f}",
                "±" + f"{spread / 2:.0%}",
                f"{ratio:.2f}x",
                changes,
            )
            samples = ", ".join(f"{x:,.0f}" for x in trial.samples)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col < 3:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                item.setToolTip(
                    tr("Measurements: {samples} examples/s").format(samples=samples)
                    + "\n"
                    + tr(
                        "Measured as Bench measures: the median of {n} measurements, each from "
                        "a fresh iterator over the same pipeline. A measurement of a small "
                        "pipeline lasts milliseconds and swings on a busy machine: compare "
                        "figures within their spread."
                    ).format(n=len(trial.samples))
                    if col < 3
                    else text
                )
                if res.claimed and trial.config == res.best:
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                t.setItem(row, col, item)
        t.setVisible(t.rowCount() > 0)
        t.resizeColumnsToContents()

    def add_result(self, res: Any, when: float | None = None) -> None:
        """One row for ``res`` (a BenchResult) measured at ``when`` (Unix time; now if None)."""
        when = time.time() if when is None else when
        self.results.append((when, res))
        row = self.table.rowCount()
        self.table.insertRow(row)
        verdict = (
            core_text.verdict_label(res.verdict, short=True)
            if res.verdict
            else (tr("cancelled") if res.stopped else "")
        )
        spread = getattr(res, "spread", 0.0)
        cells = (
            time.strftime("%H:%M:%S", time.localtime(when)),
            res.summary,
            f"{res.examples_per_sec:,.0f}" + (f" ±{spread:.0%}" if spread else ""),
            f"{res.batches_per_sec:,.1f}",
            f"{res.first_batch_s * 1000:,.0f} ms",
            verdict,
        )
        for col, text in enumerate(cells):
            item = QTableWidgetItem(text)
            if col in (2, 3, 4):
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(
                res.summary if col == 1 else (how_measured(res) if col in (2, 3) else text)
            )
            self.table.setItem(row, col, item)
        self.table.scrollToBottom()
        if res.verdict is not None:
            v = res.verdict
            tips = "".join(
                f"<li>{html.escape(core_text.suggestion(s), quote=False)}</li>"
                for s in v.suggestions
            )
            self.verdict.setText(
                f"<b>{html.escape(core_text.verdict_label(v), quote=False)}</b>: "
                + tr(
                    "the pipeline takes {batch:.2f} ms a batch; a model step on in-memory "
                    "batches of the same shape takes {step:.2f} ms."
                ).format(batch=v.batch_s * 1000, step=v.step_s * 1000)
                + f"<ul>{tips}</ul>"
            )
        elif res.stopped:
            self.verdict.setText(tr("Measurement cancelled."))
