"""The Preview of a table job (csv, parquet): its columns as the run fits them, and its labels.

A :class:`~tpugui.sources.table_summary.TableSummary` (read in the page's worker thread) shown as
a line of counts, a table of the columns (role, kind; a number's mean, spread and missing
values; a category's different values, most common ones and missing values) and a bar chart of
the labels (:class:`LabelHistogram`): examples per class, per tag, or per bin of a regression
label, the training rows under the validation rows.
"""

from __future__ import annotations

import html
import math
from functools import partial
from pathlib import Path
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import theme
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.widgets import ticks
from tpugui.qt.widgets.plots import MetricPlot, run_colour
from tpugui.sources.table_summary import ColumnRow, Histogram, TableSummary

COLUMNS = (
    tr_noop("Column"),
    tr_noop("Role"),
    tr_noop("Kind"),
    tr_noop("Missing"),
    tr_noop("Mean"),
    tr_noop("Spread"),
    tr_noop("Values"),
    tr_noop("Most common"),
)
NAME, ROLE, KIND, MISSING, MEAN, SPREAD, VALUES, TOP = range(len(COLUMNS))
ROLES = {"label": tr_noop("label"), "feature": tr_noop("feature"), "unused": tr_noop("not used")}
KINDS = {"number": tr_noop("number"), "category": tr_noop("category"), "tags": tr_noop("tags")}
#: the most bars of tags drawn (the most common ones); classes and bins are all drawn
MOST_TAGS = 40
#: a tick label's least room (px): closer bars are labelled every second, third ... one
TICK_PX = 28
#: the height (px) the histogram keeps when the table has many columns
HISTOGRAM_PX = 190
#: a most-common value is cut to this many characters in the table (its tooltip has it all)
VALUE_CHARS = 18


def number_text(v: float) -> str:
    """A figure of the table: four significant digits, large ones whole with separators."""
    if not math.isfinite(v):
        return "–"
    return f"{v:,.0f}" if abs(v) >= 10_000 else f"{v:.4g}"


def _cut(s: str, n: int = VALUE_CHARS) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def _files_text(files: list[str]) -> str:
    return Path(files[0]).name if len(files) == 1 else tr("{n} files").format(n=len(files))


class LabelHistogram(MetricPlot):
    """Bars of the labels: training examples (below) and validation examples (stacked on
    them) per class or tag, or per bin of a regression label; pointing at a bar reads it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__("labelHistogram", tr("Labels"), tr("examples"), parent, grid=False)
        # lines across only: the bars are few and still (the axis' own grid costs nothing here)
        self.getPlotItem().showGrid(x=False, y=True, alpha=0.15)
        self.setToolTip(
            tr(
                "How many examples each label has: the training rows, with the validation "
                "rows stacked on them. Point at a bar for its counts; drag or wheel to look "
                "closer."
            )
        )
        left = self.getPlotItem().getAxis("left")
        left.tickValues = partial(ticks.integer_ticks, left)  # counts are whole
        self.train_bars: pg.BarGraphItem | None = None
        self.val_bars: pg.BarGraphItem | None = None
        self.hist: Histogram | None = None
        self.names: tuple[str, ...] = ()  # the bars drawn (tags: the most common ones)
        self.readout = self._readout
        self.getPlotItem().vb.sigRangeChanged.connect(self._label_bars)

    def show_histogram(self, summary: TableSummary) -> None:
        h = summary.histogram
        item = self.getPlotItem()
        for bars in (self.train_bars, self.val_bars):
            if bars is not None:
                item.removeItem(bars)
        self.train_bars = self.val_bars = None
        self.legend_entries.clear()
        self.hist = h
        train, val = h.train, h.val
        label = summary.label
        if h.kind == "bins":
            x0, x1 = h.edges[:-1], h.edges[1:]
            self.names = ()
            self.set_title(tr("Examples per range of {label}").format(label=label))
            self.set_x_label(label)
            item.getAxis("bottom").setTicks(None)
        else:
            if h.kind == "tags" and h.bars > MOST_TAGS:
                train, val = train[:MOST_TAGS], val[:MOST_TAGS]  # the most common (core order)
                title = tr("Examples per tag of {label} (the {most} most common of {n})").format(
                    label=label, most=MOST_TAGS, n=h.bars
                )
            elif h.kind == "tags":
                title = tr("Examples per tag of {label}").format(label=label)
            else:
                title = tr("Examples per class of {label}").format(label=label)
            self.names = h.names[: len(train)]
            x = np.arange(len(train), dtype=float)
            x0, x1 = x - 0.4, x + 0.4
            self.set_title(title)
            self.set_x_label(tr("tag") if h.kind == "tags" else tr("class"))
        pen = pg.mkPen(self._fg, width=0.5)
        train_colour, val_colour = run_colour(0), run_colour(4)
        self.train_bars = pg.BarGraphItem(
            x0=x0, x1=x1, y0=np.zeros(len(train)), height=train, brush=train_colour, pen=pen
        )
        item.addItem(self.train_bars)
        self.legend_entries["train"] = (train_colour, False, None, tr("training"))
        if summary.val_rows:
            self.val_bars = pg.BarGraphItem(
                x0=x0, x1=x1, y0=train, height=val, brush=val_colour, pen=pen
            )
            item.addItem(self.val_bars)
            self.legend_entries["val"] = (val_colour, False, None, tr("validation"))
        self.add_legend()
        top = float((train + val).max()) if len(train) else 1.0
        lo, hi = float(np.min(x0)) if len(train) else 0.0, float(np.max(x1)) if len(train) else 1.0
        pad = 0.02 * (hi - lo)
        top = max(top, 1.0)
        # a hair below 0, so that the axis labels its 0 too
        item.vb.setRange(xRange=(lo - pad, hi + pad), yRange=(-0.03 * top, top * 1.08), padding=0)
        self._label_bars()

    def _label_bars(self, *_: Any) -> None:
        """The bars' names under them, every k-th one when they are close, cut to fit."""
        if not self.names:
            return
        axis = self.getPlotItem().getAxis("bottom")
        vb = self.getPlotItem().vb
        (x0, x1), _ = vb.viewRange()
        per_bar = vb.width() / max(x1 - x0, 1e-9)  # px a bar's slot spans
        step = max(1, math.ceil(TICK_PX / max(per_bar, 1e-9)))
        fm = QFontMetrics(axis.style.get("tickFont") or self.font())
        room = int(per_bar * step - 6)
        labels = [
            (float(i), fm.elidedText(self.names[i], Qt.TextElideMode.ElideRight, max(room, 12)))
            for i in range(0, len(self.names), step)
        ]
        axis.setTicks([labels])

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().resizeEvent(event)
        if "names" in self.__dict__:
            self._label_bars()

    def bar_at(self, x: float) -> int | None:
        """The bar under data x (None between or beside the bars)."""
        h = self.hist
        if h is None or not math.isfinite(x):
            return None
        if h.kind == "bins":
            i = int(np.searchsorted(h.edges, x, side="right")) - 1
            return i if 0 <= i < h.bars or (i == h.bars and x == h.edges[-1]) else None
        i = round(x)
        return i if 0 <= i < len(self.names) and abs(x - i) <= 0.4 else None

    def _readout(self, x: float) -> str:
        i = self.bar_at(x)
        h = self.hist
        if i is None or h is None:
            return ""
        i = min(i, h.bars - 1)
        if h.kind == "bins":
            name = f"{number_text(h.edges[i])} – {number_text(h.edges[i + 1])}"
        else:
            name = self.names[i]
        text = f"<b>{html.escape(name)}</b><br>" + tr("training: {n}").format(n=int(h.train[i]))
        if self.val_bars is not None:
            text += "<br>" + tr("validation: {n}").format(n=int(h.val[i]))
        return text


class ColumnTable(QTableWidget):
    """The columns' table: every column as wide as its text; the last one (the most common
    values) fills what is left, or is as wide as its text, scrolling sideways, when the table
    is narrower than the whole."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(0, len(COLUMNS), parent)
        self.setObjectName("columnTable")
        self.setAccessibleName(tr("The table's columns"))
        self.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        self.setWordWrap(False)
        hh = self.horizontalHeader()
        hh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(TOP, QHeaderView.ResizeMode.Interactive)
        hh.setStretchLastSection(False)
        vh = self.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(self.fontMetrics().height() + 8)  # compact rows
        self.setMinimumHeight(vh.defaultSectionSize() * 2 + 30)  # the header and two rows

    def fit_last(self) -> None:
        hh = self.horizontalHeader()
        others = sum(hh.sectionSize(i) for i in range(TOP))
        content = max(self.sizeHintForColumn(TOP), hh.sectionSizeHint(TOP))
        hh.resizeSection(TOP, max(content, self.viewport().width() - others))

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        super().resizeEvent(event)
        self.fit_last()


class TablePreview(QWidget):
    """A table job's Preview: a line of counts, the columns, the labels' histogram."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tablePreview")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.info = QLabel("")
        self.info.setObjectName("tableSummary")
        self.info.setAccessibleName(tr("What the table holds"))
        self.info.setWordWrap(True)
        self.info.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.info)
        self.table = ColumnTable()
        self.histogram = LabelHistogram()
        self.histogram.setMinimumHeight(120)
        self.split = QSplitter(Qt.Orientation.Vertical)
        self.split.setObjectName("tablePreviewSplit")
        self.split.setChildrenCollapsible(False)
        # as high as the tab leaves, no higher: the page's scroll area asks its layout for
        # the height it prefers, and the table's and the plot's own wishes would make the
        # whole page scroll at 1024 x 700
        self.split.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        self.split.setMinimumHeight(
            self.table.minimumHeight() + self.histogram.minimumHeight() + self.split.handleWidth()
        )
        self.split.addWidget(self.table)
        self.split.addWidget(self.histogram)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 2)
        lay.addWidget(self.split, 1)
        self.summary: TableSummary | None = None

    def show_summary(self, s: TableSummary) -> None:
        self.summary = s
        features = sum(c.role == "feature" for c in s.columns)
        self.info.setText(
            tr(
                "The label is <b>{label}</b>; the model reads {features} columns, {width} "
                "numbers an example once encoded."
            ).format(label=html.escape(s.label), features=features, width=s.width)
        )
        self._fill(s.columns)
        self.histogram.show_histogram(s)
        self._share()

    def _share(self) -> None:
        """The table as high as its rows, the histogram the rest; with many columns the
        histogram keeps HISTOGRAM_PX, or half the height in a small window (the table
        scrolls)."""
        t = self.table
        need = (
            t.horizontalHeader().height()
            + t.rowCount() * t.verticalHeader().defaultSectionSize()
            + 2 * t.frameWidth()
            + (
                t.horizontalScrollBar().sizeHint().height()
                if t.horizontalScrollBar().isVisible()
                else 0
            )
            + 4
        )
        total = sum(self.split.sizes()) or self.split.height()
        if total <= 0:
            return
        top = min(need, max(total - HISTOGRAM_PX, total // 2))
        self.split.setSizes([top, total - top])

    @staticmethod
    def counts_text(s: TableSummary) -> str:
        """The rows read and how they are used, in a line (the Preview's status)."""
        files = html.escape(_files_text(s.files))
        if s.val_files:
            return tr(
                "<b>{files}</b>: {rows} rows, every one for training; {val} validation rows "
                "from {val_files}."
            ).format(
                files=files,
                rows=f"{s.rows:,}",
                val=f"{s.val_rows:,}",
                val_files=html.escape(_files_text(s.val_files)),
            )
        if s.val_rows:
            return tr(
                "<b>{files}</b>: {rows} rows, {train} for training and {val} for validation."
            ).format(
                files=files, rows=f"{s.rows:,}", train=f"{s.train_rows:,}", val=f"{s.val_rows:,}"
            )
        return tr("<b>{files}</b>: {rows} rows, every one for training.").format(
            files=files, rows=f"{s.rows:,}"
        )

    def _fill(self, rows: list[ColumnRow]) -> None:
        t = self.table
        t.setRowCount(0)
        colours = theme.colors()
        muted = QBrush(QColor(colours["muted"]))
        warn = QBrush(QColor(colours["warning"]))
        for r, c in enumerate(rows):
            t.insertRow(r)
            number = c.kind == "number"
            top = ", ".join(f"{_cut(v)} ({n:,})" for v, n in c.top)
            cells = {
                NAME: c.name,
                ROLE: tr(ROLES[c.role]),
                KIND: tr(KINDS[c.kind]),
                MISSING: f"{c.missing:,}",
                MEAN: number_text(c.mean) if number and c.mean is not None else "",
                SPREAD: number_text(c.std) if number and c.std is not None else "",
                VALUES: f"{c.distinct:,}" if c.distinct is not None else "",
                TOP: top,
            }
            tips = {
                MEAN: tr("the mean of the training rows: a run subtracts it"),
                SPREAD: tr(
                    "the spread (standard deviation) of the training rows: a run divides by it"
                ),
                VALUES: tr("different values in the training rows"),
                TOP: ", ".join(f"{v} ({n:,})" for v, n in c.top),
            }
            if c.missing:
                tips[MISSING] = (
                    tr("missing values: a run fills them with the training rows' mean")
                    if number and c.role == "feature"
                    else tr("missing values: a run reads them as a value the training rows lack")
                    if c.role == "feature"
                    else tr("missing values")
                )
            for col, text in cells.items():
                item = QTableWidgetItem(text)
                if col in (MISSING, MEAN, SPREAD, VALUES):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                item.setToolTip(tips.get(col, text) if text else "")
                if c.role == "unused":
                    item.setForeground(muted)
                elif col == MISSING and c.missing:
                    item.setForeground(warn)
                if col == NAME and c.role == "label":
                    f = item.font()
                    f.setBold(True)
                    item.setFont(f)
                t.setItem(r, col, item)
        t.fit_last()
