"""Measuring what a person would find cut, crowded or doubled on a page (not only whether it fits).

Each function walks the visible widgets under ``root`` and returns a list of readable problems
(empty when the page reads well):

- :func:`cut_texts`: a label, button or tab narrower than its text (Qt clips it), an eliding
  label showing "…" for part of its text, a list item whose text is elided by its view;
- :func:`nested_scrolls`: a scroll area showing a scroll bar inside another scroll area that shows
  one in the same direction (two bars to drag for one page);
- :func:`crowded_ticks`: the tick labels of a pyqtgraph axis that overlap one another;
- :func:`short_plots`: plots too short to read;
- :func:`raw_keys`: a label that shows a job key or an option's code name instead of words;
- :func:`latin_words`: English words in a zh_TW text outside names, code and units.
"""

from __future__ import annotations

import re

import pyqtgraph as pg
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QListWidget,
    QRadioButton,
    QTabBar,
    QTableWidget,
    QWidget,
)
from superqt import QElidingLabel


def shown(w: QWidget) -> bool:
    """Visible and at least partly on screen (not scrolled out of its scroll area)."""
    return w.isVisible() and not w.visibleRegion().isEmpty()


def _where(w: QWidget) -> str:
    names = []
    p = w
    while p is not None and len(names) < 3:
        if p.objectName():
            names.append(p.objectName())
        p = p.parentWidget()
    return f"{type(w).__name__}({'/'.join(names)})"


def _plain(text: str) -> str:
    return re.sub(r"&(?!&)", "", text)


def cut_texts(root: QWidget) -> list[str]:
    out: list[str] = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():  # laid out, in view or scrolled out of it: its width is its own
            continue
        if isinstance(w, QElidingLabel):  # text() is the whole text; it shows what fits
            text = w.text()
            need = w.fontMetrics().horizontalAdvance(text)
            if text and need > w.contentsRect().width() + 1:
                out.append(
                    f"{_where(w)} {text!r} is elided: {w.contentsRect().width()} px for {need}"
                )
        elif isinstance(w, QLabel):
            text = w.text()
            if not text or w.textFormat() == Qt.TextFormat.RichText or Qt.mightBeRichText(text):
                continue
            if w.wordWrap():
                continue
            fm = w.fontMetrics()
            room = w.contentsRect().width() - 2 * max(w.margin(), 0)
            need = max(fm.horizontalAdvance(line) for line in text.split("\n"))
            if need > room + 1:
                out.append(f"{_where(w)} {text!r}: {room} px for {need} px")
        elif isinstance(w, QAbstractButton) and not isinstance(w, QCheckBox | QRadioButton):
            text = _plain(w.text())
            if not text:
                continue
            need = w.fontMetrics().horizontalAdvance(text) + 8
            if w.icon() is not None and not w.icon().isNull():
                need += w.iconSize().width() + 4
            if w.width() < need:
                out.append(f"{_where(w)} {text!r}: {w.width()} px for {need} px")
        elif isinstance(w, QCheckBox | QRadioButton):
            text = _plain(w.text())
            if text and w.width() < w.sizeHint().width() - 8:
                out.append(f"{_where(w)} {text!r}: {w.width()} px for {w.sizeHint().width()}")
        elif isinstance(w, QGroupBox):
            text = _plain(w.title())
            need = w.fontMetrics().horizontalAdvance(text)
            if text and w.width() < need:
                out.append(f"{_where(w)} title {text!r}: {w.width()} px for {need} px")
        elif isinstance(w, QTabBar):
            out += _cut_tabs(w)
        elif isinstance(w, QListWidget):
            out += _cut_items(w)
        elif isinstance(w, QTableWidget):
            out += _cut_cells(w)
    return out


_WORDS = re.compile(r"[A-Za-z0-9_().,:;=+\-/\[\]'\"%]+|[^\s\u200b]")


def _cut_cells(table: QTableWidget) -> list[str]:
    """Cells whose text cannot fit their column: a word (wrapping breaks between words only)
    or, without wrapping, the whole line wider than the cell."""
    out = []
    if table.horizontalScrollBar().isVisible():
        return out
    fm = table.fontMetrics()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            item = table.item(r, c)
            if item is None or not item.text() or table.columnSpan(r, c) > 1:
                continue
            rect = table.visualItemRect(item)
            if rect.isEmpty():
                continue
            text = item.text()
            # wrapping breaks at spaces, zero-width spaces and between CJK characters
            parts = _WORDS.findall(text) if table.wordWrap() else text.split("\n")
            need = max(fm.horizontalAdvance(p) for p in parts) + 6  # the view's margins
            if need > rect.width():
                out.append(f"{_where(table)} cell {text!r}: {rect.width()} px for {need} px")
    return out


def _cut_tabs(bar: QTabBar) -> list[str]:
    out = []
    fm = bar.fontMetrics()
    right = bar.width()
    scroll_buttons = [b for b in bar.findChildren(QAbstractButton) if b.isVisible()]
    if scroll_buttons:  # Qt's arrows: the tabs beyond them are out of view, but reachable
        right = min(b.x() for b in scroll_buttons)
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        text = _plain(bar.tabText(i))
        rect = bar.tabRect(i)
        need = fm.horizontalAdvance(text) + 8
        if not bar.tabIcon(i).isNull():
            need += bar.iconSize().width()
        if rect.width() < need:
            out.append(f"{_where(bar)} tab {text!r}: {rect.width()} px for {need} px")
        elif rect.left() < right and rect.right() > right + 1 and not scroll_buttons:
            out.append(f"{_where(bar)} tab {text!r} is cut by the bar's edge")
    return out


def _cut_items(view: QListWidget) -> list[str]:
    out = []
    fm = view.fontMetrics()
    room = view.viewport().width()
    if view.horizontalScrollBar().isVisible():
        return out  # scrolls sideways: every text can be reached
    for i in range(view.count()):
        item = view.item(i)
        rect = view.visualItemRect(item)
        if rect.isEmpty() or view.isRowHidden(i):
            continue
        text = item.text()
        indent = 4 + (view.iconSize().width() if not item.icon().isNull() else 0)
        if item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
            indent += 20
        if fm.horizontalAdvance(text) + indent > min(rect.width(), room):
            out.append(f"{_where(view)} item {text!r} is elided ({min(rect.width(), room)} px)")
    return out


def nested_scrolls(root: QWidget) -> list[str]:
    """A scroll area showing a bar inside one that shows a bar in the same direction."""
    out = []
    areas = [a for a in root.findChildren(QAbstractScrollArea) if shown(a)]
    if isinstance(root, QAbstractScrollArea):
        areas.append(root)
    p = root.parentWidget()
    while p is not None:  # the page's own scroll area, above it
        if isinstance(p, QAbstractScrollArea):
            areas.append(p)
        p = p.parentWidget()
    for inner in areas:
        p = inner.parentWidget()
        while p is not None:
            if isinstance(p, QAbstractScrollArea) and p.isVisible():
                for bar, name in (("verticalScrollBar", "vertical"),
                                  ("horizontalScrollBar", "horizontal")):  # fmt: skip
                    if getattr(inner, bar)().isVisible() and getattr(p, bar)().isVisible():
                        out.append(f"{_where(inner)} scrolls {name}ly inside {_where(p)}")
            p = p.parentWidget()
    return sorted(set(out))


def _tick_rects(axis: pg.AxisItem) -> list[tuple[QRectF, str]]:
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        specs = axis.generateDrawSpecs(painter)
    finally:
        painter.end()
    if not specs:
        return []
    return [(QRectF(rect), text) for rect, _flags, text in specs[2] if text]


def crowded_ticks(root: QWidget) -> list[str]:
    """Tick labels of one axis that overlap (or touch: less than 2 px apart)."""
    out = []
    plots = root.findChildren(pg.PlotWidget)
    if isinstance(root, pg.PlotWidget):
        plots.append(root)
    for plot in plots:
        if not plot.isVisible():
            continue
        item = plot.getPlotItem()
        for side in ("left", "bottom", "right", "top"):
            axis = item.getAxis(side)
            if axis is None or not axis.isVisible() or not axis.style.get("showValues", True):
                continue
            rects = _tick_rects(axis)
            vertical = side in ("left", "right")
            spans = sorted(
                (r.top(), r.bottom(), t) if vertical else (r.left(), r.right(), t) for r, t in rects
            )
            for (_a0, a1, ta), (b0, _b1, tb) in zip(spans, spans[1:], strict=False):
                if b0 < a1 + 2:
                    out.append(f"{plot.objectName()} {side} axis: {ta!r} and {tb!r} collide")
    return out


#: below this height (px) a plot's curve is a line, not a picture
MIN_PLOT_PX = 120


def short_plots(root: QWidget, least: int = MIN_PLOT_PX) -> list[str]:
    return [
        f"{p.objectName()} is {p.height()} px tall"
        for p in root.findChildren(pg.PlotWidget)
        if shown(p) and p.height() < least
    ]


_KEY = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b[a-z]+\.[a-z_]+\.[a-z_.]+\b|\(bytes\)")


def raw_keys(root: QWidget) -> list[str]:
    """Labels (form rows, buttons, group titles) naming a key instead of saying what it is."""
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, QLabel) and not w.wordWrap() and len(w.text()) < 60:
            text = w.text()
        elif isinstance(w, QAbstractButton):
            text = w.text()
        elif isinstance(w, QGroupBox):
            text = w.title()
        else:
            continue
        if "<code>" in text or "<tt>" in text:
            continue
        found = _KEY.findall(re.sub(r"<[^>]+>", " ", text))
        if found:
            out.append(f"{_where(w)} {text!r}: {', '.join(found)}")
    return out


#: views whose rows are the person's own data (run names: "digits · lr=0.01"), not labels
DATA_VIEWS = {"runLegend"}


def latin_words(root: QWidget, english_words) -> list[str]:  # noqa: ANN001
    """Visible texts with English left in them (``english_words`` from tests/qt/test_i18n.py)."""
    out = []
    for w in root.findChildren(QWidget):
        if not w.isVisible() or w.property("i18n_core_text") or w.objectName() in DATA_VIEWS:
            continue
        texts = []
        if isinstance(w, QLabel | QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) and w.model():
            model = w.model()
            for r in range(min(model.rowCount(), 50)):
                text = model.index(r, 0).data()
                if isinstance(text, str):
                    texts.append(text)
        for text in texts:
            words = english_words(text or "")
            if words:
                out.append(f"{_where(w)} {text!r}: {', '.join(words)}")
    return sorted(set(out))


#: a memory size in decimal units (GB, TB, MB not followed by "/s"): sizes are in GiB
_DECIMAL_SIZE = re.compile(r"\d\s*(?:[KMGT]B)\b(?!/s)")
#: a bandwidth in binary units: bandwidths are in GB/s
_BINARY_RATE = re.compile(r"\d\s*(?:[KMGT]iB/s)")


def texts(root: QWidget) -> list[tuple[str, str]]:
    """(where, text) of what ``root`` shows: labels, buttons, table cells, browsers, charts'
    summaries (their accessible descriptions and tooltips)."""
    from PySide6.QtWidgets import QTableWidget, QTextBrowser

    out = []
    for w in [root, *root.findChildren(QWidget)]:
        where = _where(w)
        if isinstance(w, QLabel | QAbstractButton):
            out.append((where, w.text()))
        elif isinstance(w, QTextBrowser):
            out.append((where, w.toPlainText()))
        elif isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        out.append((where, item.text()))
        summary = getattr(w, "summary", None)
        if callable(summary):
            try:
                out.append((where, str(summary())))
            except TypeError:
                pass
        out.append((where, w.toolTip()))
    return [(w, t) for w, t in out if t]


def mixed_units(root: QWidget) -> list[str]:
    """Figures of one kind in two unit systems: memory sizes are in GiB (MiB, KiB), bandwidths
    in GB/s; a size in GB or a rate in GiB/s is the other system."""
    out = []
    for where, text in texts(root):
        plain = re.sub(r"<[^>]+>", " ", text)
        for bad in _DECIMAL_SIZE.findall(plain) + _BINARY_RATE.findall(plain):
            out.append(f"{where}: {bad!r} in {plain[:80]!r}")
    return sorted(set(out))
