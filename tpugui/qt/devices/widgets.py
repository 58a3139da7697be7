"""Widgets of the Devices page: a device card (characteristics table) and the comparison chart."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.devices.compare import MEASURES, Bar
from tpugui.devices.model import NOT_EXPOSED, Char, Device, human_bytes
from tpugui.devices.text import message_of
from tpugui.qt import theme
from tpugui.qt.core_text import text
from tpugui.qt.i18n import data, tr, tr_noop

KIND_TITLE = {"cpu": "CPU", "gpu": "GPU", "tpu": "TPU"}
KIND_COLOR = {"cpu": QColor("#3b7dd8"), "gpu": QColor("#3a9a5b"), "tpu": QColor("#e08a1e")}
#: where a number comes from -> its colour, per scheme (each readable on that scheme's base);
#: the light ones are also written in the page's translatable heading, see :func:`recolour`
SOURCE_COLORS = {
    "light": {
        "detected": "#2b5fa8",
        "measured": "#1f7a3f",
        "spec": "#7b3fa0",
        "derived": "#666666",
    },
    "dark": {"detected": "#79b8ff", "measured": "#7ee787", "spec": "#d2a8ff", "derived": "#a8acb3"},
}
#: colours as written in HTML texts (the translations keep them) -> the source they stand for
_WRITTEN = {"#2b5fa8": "detected", "#1f7a3f": "measured", "#7b3fa0": "spec", "#666": "derived",
            "#666666": "derived", "gray": "derived"}  # fmt: skip
_WRITTEN_RE = re.compile(r"(color:\s*)(#[0-9a-fA-F]{3,6}|gray)\b")
SOURCE_TEXT = {"detected": tr_noop("detected"), "measured": tr_noop("measured"),
               "spec": tr_noop("spec table"), "derived": tr_noop("derived")}  # fmt: skip
SOURCE_TIP = {"detected": tr_noop("read from this machine"), "measured": tr_noop("timed by Bench"),
              "spec": tr_noop("from the published spec table"),
              "derived": tr_noop("computed from detected values")}  # fmt: skip
KEY_ROLE = Qt.ItemDataRole.UserRole


def device_text(value: object) -> str:
    """A text of device detection (a :class:`~tpugui.devices.text.Text`, or a plain string read
    back from another machine's JSON) in the current language, through ``core_text``."""
    return text(message_of(value))


def device_name(dev: Device) -> str:
    """A device's name as the page shows it: the machine's own words (a CPU's model name) are
    data; a name of ours ("unknown CPU", a Text) is in the current language."""
    shown = device_text(dev.name)
    return shown if shown != str(dev.name) else data(shown)


def char_text(char: Char) -> str:
    """The value as a person reads it (:meth:`Char.text`), in the current language."""
    v = char.value
    if v is None:
        return device_text(char.note or NOT_EXPOSED)
    if isinstance(v, bool):
        return tr("yes") if v else tr("no")
    if isinstance(v, list | tuple):
        return ", ".join(device_text(x) for x in v) if v else tr("none")
    unit = device_text(char.unit)
    if isinstance(v, float):
        s = f"{v:,.2f}" if abs(v) < 100 else f"{v:,.0f}"
        return f"{s} {unit}".strip()
    if isinstance(v, int) and char.unit in ("B", "bytes"):
        return human_bytes(v)
    if isinstance(v, str):
        return f"{device_text(v)} {unit}".strip()
    return f"{v} {unit}".strip()


def source_color(source: str) -> QColor:
    """The colour of ``source`` (detected, measured, spec, derived) on the current scheme."""
    colours = SOURCE_COLORS[theme.current()]
    return QColor(colours.get(source, colours["derived"]))


def recolour(html: str) -> str:
    """``html`` with the source colours it names (light-scheme hex codes, ``gray``) replaced by
    the current scheme's, so a translated text stays readable on a dark background."""
    colours = SOURCE_COLORS[theme.current()]

    def sub(m: re.Match[str]) -> str:
        source = _WRITTEN.get(m.group(2).lower())
        return m.group(1) + colours[source] if source else m.group(0)

    return _WRITTEN_RE.sub(sub, html)


class DeviceCard(QFrame):
    """One device kind: a heading, its characteristics grouped by aspect, and its notes."""

    LABEL_SHARE = 0.42

    def __init__(self, kind: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.kind = kind
        self.device: Device | None = None
        self.setObjectName(f"{kind}Card")
        self.setAccessibleName(tr("{kind} card").format(kind=KIND_TITLE[kind]))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 8, 10, 8)
        self.heading = QLabel()
        self.heading.setObjectName(f"{kind}Heading")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName(f"{kind}Table")
        self.table.setAccessibleName(tr("{kind} characteristics").format(kind=KIND_TITLE[kind]))
        self.table.setHorizontalHeaderLabels([tr("Characteristic"), tr("Value"), tr("Source")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        hdr = self.table.horizontalHeader()
        # the label column takes what its longest label needs, up to LABEL_SHARE of the width
        # (long labels wrap), so values like a list of device files keep room to wrap too
        hdr.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        hdr.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        hdr.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        lay.addWidget(self.table)
        self.notes = QLabel()
        self.notes.setObjectName(f"{kind}Notes")
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet(f"color: {theme.colors()['warning']};")
        lay.addWidget(self.notes)
        self.set_waiting()

    def set_waiting(self, text: str = "") -> None:
        self.device = None
        text = text or tr("Looking…")
        self.heading.setText(f"<b>{KIND_TITLE[self.kind]}</b> — <i>{text}</i>")
        self.table.setRowCount(0)
        self.table.hide()
        self.notes.hide()

    def set_absent(self, text: str) -> None:
        self.set_waiting()
        self.heading.setText(f"<b>{KIND_TITLE[self.kind]}</b> — " + tr("none found"))
        self.notes.setText(text)
        self.notes.setStyleSheet(f"color: {theme.colors()['muted']};")
        self.notes.show()

    def set_reference(self, dev: Device, text: str) -> None:
        """None of this kind here (``text`` says so): the spec-table ``dev`` fills the table,
        marked as a reference in the heading and in every value's source ("spec")."""
        self.set_device(dev)
        self.heading.setText(
            f"<b>{KIND_TITLE[self.kind]}</b> — "
            + tr("none found · reference: {name}").format(name=_esc(device_text(dev.name)))
        )
        self.notes.setText(text)
        self.notes.setStyleSheet(f"color: {theme.colors()['muted']};")
        self.notes.show()

    def set_device(self, dev: Device) -> None:
        self.device = dev
        count = f" × {dev.count}" if dev.count > 1 else ""
        sub = dev.extra.get("accelerator_type") or ""
        self.heading.setText(
            f"<b>{KIND_TITLE[self.kind]}</b> — {_esc(device_name(dev))}{count}"
            + (
                f" <span style='color:{theme.colors()['muted']}'>({_esc(sub)})</span>"
                if sub
                else ""
            )
        )
        groups: dict[str, list[tuple[str, object]]] = {}  # aspect -> rows, in first-seen order
        for key, char in dev.characteristics.items():
            groups.setdefault(char.aspect, []).append((key, char))
        rows: list[tuple[str, str | None, object]] = []  # (aspect header | key)
        for aspect, items in groups.items():
            if aspect:
                rows.append(("aspect", aspect, None))
            rows += [("char", key, char) for key, char in items]
        t = self.table
        t.clearSpans()
        t.setRowCount(len(rows))
        bold = QFont()
        bold.setBold(True)
        for r, (what, key, char) in enumerate(rows):
            if what == "aspect":
                item = QTableWidgetItem(device_text(key).capitalize())
                item.setFont(bold)
                item.setBackground(QBrush(QColor(127, 127, 127, 40)))
                t.setItem(r, 0, item)
                for c in (1, 2):
                    t.setItem(r, c, QTableWidgetItem(""))
                t.setSpan(r, 0, 1, 3)
                continue
            name = device_text(char.label) if char.label else key
            # a break after each "_": "(TPU_ACCELERATOR_TYPE)" wraps instead of being cut
            label = QTableWidgetItem(name.replace("_", "_\u200b"))
            label.setData(KEY_ROLE, key)
            missing = device_text(char.note if len(char.note) <= 32 else NOT_EXPOSED)
            value = QTableWidgetItem(char_text(char) if char.value is not None else missing or "–")
            if char.value is None:  # the reason (which file, which driver) is in the tooltip
                value.setForeground(QBrush(QColor(theme.colors()["muted"])))
                italic = QFont()
                italic.setItalic(True)
                value.setFont(italic)
            tip = device_text(char.note or "")
            for it in (label, value):
                it.setToolTip(tip)
            if char.value is None:  # nothing was read: no source to name
                src = QTableWidgetItem("–")
                src.setForeground(QBrush(QColor(theme.colors()["muted"])))
                src.setToolTip(tr("this machine does not expose it"))
            else:
                src = QTableWidgetItem(tr(SOURCE_TEXT.get(char.source, char.source)))
                src.setForeground(QBrush(source_color(char.source)))
                src.setToolTip(tr(SOURCE_TIP[char.source]) if char.source in SOURCE_TIP else "")
            t.setItem(r, 0, label)
            t.setItem(r, 1, value)
            t.setItem(r, 2, src)
        t.show()
        self._fit_columns()
        t.resizeRowsToContents()
        self._fit_height()
        notes = list(dev.notes)
        self.notes.setText("\n".join(f"⚠ {device_text(n)}" for n in notes))
        self.notes.setStyleSheet(f"color: {theme.colors()['warning']};")
        self.notes.setVisible(bool(notes))

    def _fit_columns(self) -> None:
        t = self.table
        want = t.sizeHintForColumn(0) + 8
        t.setColumnWidth(0, max(60, min(want, int(t.viewport().width() * self.LABEL_SHARE))))

    def _fit_height(self) -> None:
        t = self.table
        h = t.horizontalHeader().height() + 2 * t.frameWidth()
        h += sum(t.rowHeight(r) for r in range(t.rowCount()))
        t.setFixedHeight(h)

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        if self.table.isVisible():
            self._fit_columns()
            self.table.resizeRowsToContents()
            self._fit_height()

    # for tests and screen readers: the value text of one characteristic
    def value_text(self, key: str) -> str | None:
        for r in range(self.table.rowCount()):
            item = self.table.item(r, 0)
            if item is not None and item.data(KEY_ROLE) == key:
                return self.table.item(r, 1).text()
        return None


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _fmt(v: float) -> str:
    if v >= 100:
        return f"{v:,.0f}"
    if v >= 1:
        return f"{v:.1f}"
    return f"{v:.3g}"


class ComparisonChart(QWidget):
    """Horizontal bars on a log scale: CPU vs GPU vs TPU, one panel per measure."""

    ROW_H = 22
    TITLE_H = 22
    LABEL_W = 120
    VALUE_W = 120

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("comparisonChart")
        self.setAccessibleName(tr("Comparison chart: CPU, GPU and TPU side by side"))
        self.bars: dict[str, list[Bar]] = {}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setMinimumWidth(240)

    def set_bars(self, bars: dict[str, list[Bar]]) -> None:
        self.bars = bars
        self.setToolTip(self.summary())
        self.setAccessibleDescription(self.summary())
        self.updateGeometry()
        self.setFixedHeight(self.heightForWidth(self.width()))
        self.update()

    def summary(self) -> str:
        lines = []
        for key, title, unit in MEASURES:
            parts = [
                f"{device_text(b.label)} {_fmt(b.value)} {unit}" if b.value
                else f"{device_text(b.label)} –"
                for b in self.bars.get(key, [])
            ]  # fmt: skip
            lines.append(device_text(title) + tr(": ") + tr("; ").join(parts))
        return "\n".join(lines)

    @staticmethod
    def legend() -> str:
        return tr("Solid: this machine · dark: measured · hatched: spec-table reference")

    def _legend_rect(self, y: float, width: int) -> QRectF:
        """Where the legend goes below the bars: as wide as the chart, as tall as it wraps."""
        flags = Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter
        w = max(40, width - 8)
        h = self.fontMetrics().boundingRect(0, 0, w, 10_000, flags, self.legend()).height()
        return QRectF(4, y, w, max(20, h + 4))

    def _bars_height(self) -> int:
        rows = sum(len(self.bars.get(k, [])) for k, _, _ in MEASURES)
        return 4 + len(MEASURES) * (self.TITLE_H + 8) + rows * self.ROW_H

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return int(self._bars_height() + self._legend_rect(0, width).height() + 6)

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(520, self.heightForWidth(max(self.width(), 240)))

    def resizeEvent(self, event) -> None:  # noqa: N802, ANN001
        super().resizeEvent(event)
        height = self.heightForWidth(self.width())
        if height != self.height():  # the legend wraps onto more (or fewer) lines
            self.setFixedHeight(height)

    def paintEvent(self, event) -> None:  # noqa: N802, ANN001
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        text = pal.windowText().color()
        mid = QColor(text)
        mid.setAlpha(110)
        y = 4
        bar_x = self.LABEL_W
        bar_w = max(40, self.width() - self.LABEL_W - self.VALUE_W - 8)
        bold = QFont(self.font())
        bold.setBold(True)
        for key, title, unit in MEASURES:
            bars = self.bars.get(key, [])
            vals = [b.value for b in bars if b.value]
            p.setFont(bold)
            p.setPen(text)
            scale = "  " + tr("(log scale)") if len(vals) > 1 else ""
            p.drawText(QRectF(4, y, self.width() - 8, self.TITLE_H),
                       Qt.AlignmentFlag.AlignVCenter, f"{device_text(title)}, {unit}{scale}")  # fmt: skip
            y += self.TITLE_H
            p.setFont(self.font())
            lo = math.floor(math.log10(min(vals))) if vals else 0
            hi = math.ceil(math.log10(max(vals))) if vals else 1
            if hi <= lo:
                hi = lo + 1
            for b in bars:
                p.setPen(text)
                p.drawText(QRectF(8, y, self.LABEL_W - 12, self.ROW_H),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                           device_text(b.label))  # fmt: skip
                if b.value:
                    frac = (math.log10(b.value) - lo + 0.15) / (hi - lo + 0.15)
                    w = max(3.0, min(1.0, frac) * bar_w)
                    color = QColor(KIND_COLOR.get(b.kind, QColor("gray")))
                    if b.source == "measured":
                        color = color.darker(140)
                    brush = QBrush(color, Qt.BrushStyle.BDiagPattern if b.reference
                                   else Qt.BrushStyle.SolidPattern)  # fmt: skip
                    p.setPen(QPen(color, 1))
                    p.setBrush(brush)
                    p.drawRoundedRect(QRectF(bar_x, y + 4, w, self.ROW_H - 8), 3, 3)
                    p.setPen(text)
                    p.drawText(QRectF(bar_x + w + 6, y, self.VALUE_W + 60, self.ROW_H),
                               Qt.AlignmentFlag.AlignVCenter,
                               f"{_fmt(b.value)}  ({device_text(b.detail)})")  # fmt: skip
                else:
                    p.setPen(mid)
                    p.drawText(QRectF(bar_x, y, bar_w + self.VALUE_W, self.ROW_H),
                               Qt.AlignmentFlag.AlignVCenter, "— " + (device_text(b.detail) if b.detail else tr("unknown")))  # fmt: skip
                y += self.ROW_H
            y += 8
        p.setPen(mid)
        p.drawText(self._legend_rect(y, self.width()),
                   Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignVCenter, self.legend())  # fmt: skip
        p.end()
