"""Live metric plots: a pyqtgraph plot that follows the newest points, over numpy buffers.

(The numpy side, re-exported here, lives in :mod:`tpugui.runs.series`.)

- :class:`Series` keeps (x, time, value) points in a numpy buffer that doubles when full
  (pyqtgraph's scrollingPlots idea), so appending is O(1) and drawing hands numpy *views* to
  ``setData`` without copying.
- :func:`ema` is TensorBoard's debiased exponential moving average; :class:`Smoother` keeps it
  up to date for a growing series, computing only the new points.
- :class:`MetricPlot` is a ``pg.PlotWidget`` whose curves use peak downsampling and clip-to-view,
  whose view follows the newest points until the person pans or zooms, and that never breaks on
  NaN or inf (non-finite points are left out of the line). Its legend is a row of the title
  (beside it when there is room, else under it), so it never hides a curve. Where its ticks go
  (labels that never crowd, log and whole-number axes) is :mod:`.ticks`.

The redraw itself is driven by the owner's timer (about 20 per second), never per event.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPoint, QPointF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QWidget

from tpugui.qt import theme
from tpugui.qt.i18n import tr
from tpugui.qt.widgets import ticks
from tpugui.runs.series import Cleaned, Decimated, Series, Smoother, ema

#: curves longer than this are drawn from their kept min/max envelope while following
DECIMATE_ABOVE = 20_000
#: legend entries shown in a title row; the rest are counted ("+2 more")
LEGEND_MAX = 4
_TITLE_PT, _LEGEND_PT = 10, 8
#: a line sample per curve style: (dashed, symbol) -> glyphs drawn in the curve's colour
_SAMPLES = {
    (False, None): "━━",
    (True, None): "╌╌",
    (False, "o"): "━●━",
    (True, "o"): "╌●╌",
    (False, "t"): "━▼━",
    (True, "t"): "╌▼╌",
}

__all__ = ["Series", "ema", "Smoother", "MetricPlot", "PALETTE", "run_colour"]

# Colour-blind friendly (Okabe-Ito), the live run first; its yellow darkened to a gold that
# shows on the white plot background (#F0E442 is 1.3:1 against white)
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#C4AA00")
#: the same on the dark plot background: the blue lighter, white for black
PALETTE_DARK = (
    "#3a9ee0",
    "#D55E00",
    "#009E73",
    "#CC79A7",
    "#E69F00",
    "#56B4E9",
    "#e6e6e6",
    "#F0E442",
)


def run_colour(index: int) -> str:
    """The colour of compared run ``index`` (0: the live run), readable on the plot background."""
    palette = PALETTE_DARK if theme.is_dark() else PALETTE
    return palette[index % len(palette)]


def own_menus(widget: QWidget, item: pg.PlotItem) -> None:
    """Give pyqtgraph's context menus (the view box's and the plot's options) to ``widget``.

    pyqtgraph makes them without a parent: top-level widgets owned by Python and held in
    reference cycles, so the cyclic collector deleted them at whatever moment it ran, even while
    Qt was walking the list of top-level widgets (``QApplication.topLevelWidgets()`` or an event
    delivery): a segfault. Owned by the plot they go with it, in Qt's own order."""
    menus = [item.getViewBox().menu, item.ctrlMenu]
    for menu in menus:
        if menu is not None and menu.parent() is None:
            menu.setParent(widget, menu.windowFlags())  # still a popup, now the plot's child


#: below this height (px) a plot labels only its major y ticks
SHORT_PLOT_PX = 170


class MetricPlot(pg.PlotWidget):
    """One metric plot: named curves, peak downsampling, clip-to-view, follow-newest."""

    following_changed = Signal(bool)

    def __init__(
        self,
        object_name: str,
        title: str,
        y_label: str,
        parent=None,  # noqa: ANN001
        grid: bool = True,
    ):
        colours = theme.colors()
        super().__init__(parent=parent, background=colours["plot_bg"])
        self.setObjectName(object_name)
        self.setAccessibleName(title)
        self.setToolTip(
            tr(
                "{title}. Drag to pan, wheel to zoom, right-click for more; "
                "'Follow newest' returns to following the run."
            ).format(title=title)
        )
        self.title = title
        self._fg = colours["plot_fg"]
        #: curve key -> (colour, dashed, symbol, name): the legend row's entries, in order
        self.legend_entries: dict[str, tuple[str, bool, str | None, str]] = {}
        #: a legend name's short form, said where the whole name would be cut ("train")
        self.legend_short: dict[str, str] = {}
        self._legend_on = False
        self._title_lines = 0
        item = self.getPlotItem()
        own_menus(self, item)
        for side in ("left", "bottom"):  # labels that never crowd, along either axis
            axis = item.getAxis(side)
            axis.tickSpacing = partial(ticks.sparse_spacing, axis)
        # no "Export..." of pyqtgraph's own in the right-click menu: its dialog is English only
        # and knows nothing of runs; the pages' Image…/CSV… buttons export (export_dialog.py)
        self.scene().contextMenu = []
        for side in ("left", "bottom"):
            item.getAxis(side).setPen(self._fg)
            item.getAxis(side).setTextPen(self._fg)
        self._update_title()
        if grid:
            # A GridItem draws lines only; the axes' own grid repaints the tick labels with
            # every curve update (8 ms against 0.4 ms a frame, measured offscreen).
            self.grid = pg.GridItem(textPen=None)
            self.grid.setTickSpacing(x=[None, None], y=[None, None])  # no dense third level
            self.grid.setPen(pg.mkPen((0, 0, 0, 28)))
            self.grid.setZValue(-100)
            item.addItem(self.grid, ignoreBounds=True)
        item.setLabel("left", y_label)
        item.setMenuEnabled(True)
        item.hideButtons()  # the page has its own follow button
        for side in ("left", "bottom"):
            item.getAxis(side).enableAutoSIPrefix(False)
        self.log_y = False
        self.curves: dict[str, pg.PlotDataItem] = {}
        self._tokens: dict[str, object] = {}
        self._bounds: dict[str, list] = {}  # key -> [n, x0, x1, y0, y1, grows]
        self._clean: dict[str, Cleaned] = {}
        self._decimated: dict[str, Decimated] = {}
        self._counts: dict[str, int] = {}  # points each curve holds (before decimation)
        self._full: dict[str, tuple] = {}  # key -> (x, y, grows) last given, cleaned
        self._following = True
        self._include_zero = False
        self._fixed_y: tuple[float, float] | None = None
        item.vb.disableAutoRange()  # follow_data() moves the view, in steps
        item.setDownsampling(auto=True, mode="peak")
        item.setClipToView(True)
        self.plotItem.vb.sigRangeChangedManually.connect(self._user_moved)
        self.setMinimumSize(120, 100)
        # -- hover readout: a crosshair line and a label beside the pointer --
        #: x (data units) -> the readout's rich text ("" for none); set by the owner
        self.readout: Callable[[float], str] | None = None
        self.hover_x = math.nan
        self.crosshair = pg.InfiniteLine(angle=90, movable=False)
        cross_pen = pg.mkPen(self._fg, width=1)
        cross_pen.setStyle(Qt.PenStyle.DashLine)
        self.crosshair.setPen(cross_pen)
        self.crosshair.setZValue(50)
        self.crosshair.hide()
        item.addItem(self.crosshair, ignoreBounds=True)
        self.readout_label = QLabel(self)
        self.readout_label.setObjectName(f"{object_name}Readout")
        self.readout_label.setTextFormat(Qt.TextFormat.RichText)
        self.readout_label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.readout_label.setStyleSheet(
            f"QLabel {{ background: {colours['plot_bg']}; color: {self._fg};"
            f" border: 1px solid {self._fg}; border-radius: 3px; padding: 3px; }}"
        )
        self.readout_label.hide()
        self.scene().sigMouseMoved.connect(self._mouse_moved)

    # -- curves ----------------------------------------------------------------------------
    def add_legend(self) -> None:
        """Show the named curves in a legend row of the title (never over the data)."""
        self._legend_on = True
        self._update_title()

    def set_curve_name(self, key: str, name: str | None) -> None:
        """Rename curve ``key`` in the legend (None takes it out)."""
        c = self.curves.get(key)
        if c is None:
            return
        c.opts["name"] = name
        old = self.legend_entries.get(key)
        if name is None:
            self.legend_entries.pop(key, None)
            self.legend_short.pop(key, None)
        elif old is not None:
            self.legend_entries[key] = (*old[:3], name)
        self._update_title()

    def legend_text(self) -> str:
        """The legend as plain text (what a person reads beside the title)."""
        return "  ".join(name for *_, name in self.legend_entries.values())

    def title_html(self) -> str:
        return self.getPlotItem().titleLabel.text

    def _legend_html(self, room: float = math.inf) -> str:
        """The legend entries in HTML; names are elided so the row fits ``room`` px."""
        keys = list(self.legend_entries)
        entries = list(self.legend_entries.values())
        shown = entries[:LEGEND_MAX]
        small = QFont(self.font())
        small.setPointSize(_LEGEND_PT)
        fm = QFontMetrics(small)
        more = (
            tr("+{n} more").format(n=len(entries) - LEGEND_MAX) if len(entries) > LEGEND_MAX else ""
        )
        fixed = sum(fm.horizontalAdvance(_SAMPLES[(False, "o")] + "    ") for _ in shown)
        fixed += fm.horizontalAdvance(more)
        each = (room - fixed) / max(len(shown), 1) if math.isfinite(room) else math.inf
        parts = []
        for key, (colour, dashed, symbol, name) in zip(keys, shown, strict=False):
            sample = _SAMPLES.get((dashed, symbol), _SAMPLES[(dashed, None)])
            if math.isfinite(each):
                if fm.horizontalAdvance(name) > each and key in self.legend_short:
                    name = self.legend_short[key]  # its short form before a cut word
                name = fm.elidedText(name, Qt.TextElideMode.ElideRight, int(max(each, 12)))
            parts.append(f"<span style='color:{colour}'>{sample}</span>&nbsp;{html.escape(name)}")
        if more:
            parts.append(html.escape(more))
        return "&nbsp;&nbsp;&nbsp;".join(parts)

    def _legend_plain(self) -> str:
        entries = list(self.legend_entries.values())[:LEGEND_MAX]
        return "   ".join(f"\u2501\u25cf\u2501 {name}" for *_, name in entries) + (
            "  " + tr("+{n} more").format(n=9) if len(self.legend_entries) > LEGEND_MAX else ""
        )

    def set_title(self, title: str) -> None:
        self.title = title
        self._update_title()

    def _update_title(self) -> None:
        """The title, with the legend beside it when it fits the plot's width, else under it."""
        item = self.getPlotItem()
        big = QFont(self.font())
        room = self.width() - self.getPlotItem().getAxis("left").width() - 12
        # a narrow plot sets its title a point or two smaller, then elides it (the whole
        # title is its tooltip and accessible name)
        for pt in (_TITLE_PT, _TITLE_PT - 1, _TITLE_PT - 2):
            big.setPointSize(pt)
            if QFontMetrics(big).horizontalAdvance(self.title) <= room:
                break
        shown = QFontMetrics(big).elidedText(self.title, Qt.TextElideMode.ElideRight, max(room, 40))
        head = f"<span style='font-size:{pt}pt'>{html.escape(shown)}</span>"
        legend = self._legend_html() if self._legend_on and self.legend_entries else ""
        lines = 1
        if legend:
            small = QFont(self.font())
            small.setPointSize(_LEGEND_PT)
            need = QFontMetrics(big).horizontalAdvance(self.title + "    ") + QFontMetrics(
                small
            ).horizontalAdvance(self._legend_plain())
            # the title spans the view box's column: the plot less its y-axis and margins
            fm = QFontMetrics(small)
            narrowest = max(fm.horizontalAdvance(f"{_SAMPLES[(False, 'o')]} {n[-1][:6]}…")
                            for n in self.legend_entries.values())  # fmt: skip
            if need <= room:
                sep = "&nbsp;&nbsp;&nbsp;&nbsp;"
            elif narrowest * len(self.legend_entries) <= room:
                sep, lines = "<br>", 2
                legend = self._legend_html(room)  # on its own row, elided to fit
            else:  # too narrow for a readable legend: the tooltip and the readout say it
                sep, legend = "", ""
            if legend:
                head += f"{sep}<span style='font-size:{_LEGEND_PT}pt'>{legend}</span>"
        item.setTitle(head, color=self._fg)
        # the label asks for its text's width as its minimum; the text is elided to fit, so
        # let the plot be narrower than a long title instead of spilling out of the widget
        label = item.titleLabel
        label.setMinimumWidth(0)
        label._sizeHint[Qt.SizeHint.MinimumSize] = (0, label._sizeHint[Qt.SizeHint.MinimumSize][1])
        label.updateGeometry()
        height = 30 if lines == 1 else 44
        item.titleLabel.setMaximumHeight(height)
        item.layout.setRowFixedHeight(0, height)
        self._title_lines = lines
        if getattr(self, "range", None) is not None:  # refit: a longer old title widened it
            item.setGeometry(self.range)

    def resizeEvent(self, event) -> None:  # noqa: ANN001, N802
        super().resizeEvent(event)
        if "_title_lines" not in self.__dict__:
            return  # still being built
        self._update_title()
        # a short plot (the small ones at 1024 x 700) labels its major y ticks only: the minor
        # levels' labels ("0.0008", "0.0010" ...) would overlap in 60 px
        level = 0 if self.height() < SHORT_PLOT_PX else 2
        axis = self.getPlotItem().getAxis("left")
        if axis.style["maxTextLevel"] != level:
            axis.setStyle(maxTextLevel=level)

    def include_zero(self) -> None:
        """Keep y = 0 in the followed view (rates, learning rates: a flat line stays readable)."""
        self._include_zero = True

    def percent_axis(self) -> None:
        """y is a share: the followed view always shows 0-100 % (a 3 % memory line reads as
        small, not as a full-height wave), ticked at 0, 50 and 100 only so that a short plot's
        labels never crowd."""
        self._fixed_y = (0.0, 100.0)
        self.getPlotItem().getAxis("left").setTicks([[(0, "0"), (50, "50"), (100, "100")], []])
        self.setYRange(0, 100, padding=0.02)

    def curve(
        self,
        key: str,
        colour: str,
        *,
        width: float = 1.0,
        alpha: int = 255,
        dashed: bool = False,
        symbol: str | None = None,
        name: str | None = None,
        short: str | None = None,
    ) -> pg.PlotDataItem:
        """The curve ``key``, created on first use; ``name`` in the legend, ``short`` where the
        legend has no room for it."""
        c = self.curves.get(key)
        if c is not None:
            return c
        colour_q = pg.mkColor(colour)
        colour_q.setAlpha(alpha)
        pen = pg.mkPen(colour_q, width=width)
        if dashed:
            from PySide6.QtCore import Qt

            pen.setStyle(Qt.PenStyle.DashLine)
        kw = {}
        if symbol:
            kw = {"symbol": symbol, "symbolSize": 6, "symbolBrush": colour_q, "symbolPen": None}
        # ~1 peak-downsampled bin per pixel (min and max are both drawn): the envelope stays
        # exact and a 1,000,000-point curve costs what a 1,000-point one does.
        c = pg.PlotDataItem(pen=pen, name=name, autoDownsampleFactor=1.0, **kw)
        # PlotItem.addItem applies the plot's downsampling, clip-to-view and log settings to
        # the item (set in __init__), so they are set there, not on the item before adding.
        self.getPlotItem().addItem(c)
        self.curves[key] = c
        if name is not None:
            self.legend_entries[key] = (colour, dashed, symbol, name)
            if short:
                self.legend_short[key] = short
            if self._legend_on:
                self._update_title()
        return c

    def set_curve(
        self,
        key: str,
        x: np.ndarray,
        y: np.ndarray,
        all_finite: bool = False,
        token: object = None,
        grows: object = None,
    ) -> None:
        """Show ``(x, y)`` on curve ``key``; ``all_finite`` skips the NaN/inf scan (a caller
        that counts non-finite values on append knows). A ``token`` equal to the last one
        given for ``key`` means nothing changed: no work, no repaint. A ``grows`` equal to the
        last one means the arrays only had points appended (the bounds update incrementally)."""
        c = self.curves.get(key)
        if c is None:
            return
        if token is not None:
            if self._tokens.get(key) == token:
                return
            self._tokens[key] = token
        if not all_finite or self.log_y:
            cache = self._clean.get(key)
            if grows is None or cache is None or cache.grows != grows or cache.log != self.log_y:
                cache = self._clean[key] = Cleaned(grows, self.log_y)
            x, y = cache.clean(x, y)
        else:
            self._clean.pop(key, None)
        self._counts[key] = len(y)
        self._update_bounds(key, x, y, grows)
        self._full[key] = (x, y, grows)
        self._show(key)

    def _show(self, key: str) -> None:
        """Give pyqtgraph the curve's points. Following a long run, the view holds every
        point: it gets the kept min/max envelope (what its peak downsampling would draw,
        without a pass over every point per redraw). Zoomed in, it gets every point."""
        x, y, grows = self._full[key]
        if self._following and grows is not None and len(y) > DECIMATE_ABOVE:
            dec = self._decimated.get(key)
            if dec is None or dec.grows != (grows, self.log_y):
                dec = self._decimated[key] = Decimated((grows, self.log_y))
            x, y = dec.update(x, y)
        else:
            self._decimated.pop(key, None)
        self.curves[key].setData(x, y)

    def _update_bounds(self, key: str, x: np.ndarray, y: np.ndarray, grows: object) -> None:
        n = len(y)
        old = self._bounds.get(key)
        if n == 0:
            self._bounds.pop(key, None)
            self._clean.pop(key, None)
            return
        if grows is not None and old is not None and old[5] == grows and old[0] <= n:
            k = old[0]
            if k == n:
                return
            tx, ty = x[k:], y[k:]
            b = [
                n,
                min(old[1], tx.min()),
                max(old[2], tx.max()),
                min(old[3], ty.min()),
                max(old[4], ty.max()),
                grows,
            ]
        else:
            b = [n, x.min(), x.max(), y.min(), y.max(), grows]
        self._bounds[key] = b

    def data_bounds(self) -> tuple[float, float, float, float] | None:
        """(x0, x1, y0, y1) over the visible curves' shown points (in view units: log10 on a
        log axis), from bounds kept up to date as the curves grow."""
        boxes = [
            b for k, b in self._bounds.items() if k in self.curves and self.curves[k].isVisible()
        ]
        if not boxes:
            return None
        x0, x1 = min(b[1] for b in boxes), max(b[2] for b in boxes)
        y0, y1 = min(b[3] for b in boxes), max(b[4] for b in boxes)
        return float(x0), float(x1), float(y0), float(y1)

    def remove_curves(self, predicate: Callable[[str], bool]) -> None:
        for key in [k for k in self.curves if predicate(k)]:
            c = self.curves.pop(key)
            self._tokens.pop(key, None)
            self._bounds.pop(key, None)
            self._clean.pop(key, None)
            self._decimated.pop(key, None)
            self._counts.pop(key, None)
            self._full.pop(key, None)
            self.legend_short.pop(key, None)
            if self.legend_entries.pop(key, None) is not None and self._legend_on:
                self._update_title()
            self.getPlotItem().removeItem(c)

    def points(self, key: str) -> int:
        """How many points the curve ``key`` holds (finite ones; 0 when absent)."""
        if key not in self.curves:
            return 0
        return self._counts.get(key, 0)

    # -- hover readout ---------------------------------------------------------------------
    hovered = Signal(float)  # x under the pointer in data units; NaN when it left the plot

    def _mouse_moved(self, scene_pos: QPointF) -> None:
        vb = self.plotItem.vb
        if not vb.sceneBoundingRect().contains(scene_pos):
            self.hover(math.nan)
            return
        x = vb.mapSceneToView(scene_pos).x()
        self.hover(x, self.mapFromScene(scene_pos))

    def leaveEvent(self, event) -> None:  # noqa: ANN001, N802
        super().leaveEvent(event)
        self.hover(math.nan)

    def hover(self, x: float, at: QPoint | None = None) -> str:
        """Show the readout for data x (at widget point ``at``, else at the plot's top left)
        and the crosshair; NaN hides both. Returns the readout's text (plain)."""
        self.hover_x = x
        if not math.isfinite(x):
            self.readout_label.hide()
            self.show_crosshair(None)
            self.hovered.emit(math.nan)
            return ""
        self.show_crosshair(x)
        text = self.readout(x) if self.readout is not None else ""
        if text:
            self.readout_label.setText(text)
            self.readout_label.adjustSize()
            self._place_readout(at)
            self.readout_label.show()
            self.readout_label.raise_()
        else:
            self.readout_label.hide()
        self.hovered.emit(x)
        return self.readout_label.text() if text else ""

    def _place_readout(self, at: QPoint | None) -> None:
        """Beside the pointer, flipped to its left / above it near the edges: never cut."""
        lab, w, h = self.readout_label, self.width(), self.height()
        rect = self.plotItem.vb.sceneBoundingRect()
        if at is None:
            at = QPoint(int(rect.left()) + 4, int(rect.top()) + 4)
            x, y = at.x(), at.y()
        else:
            x, y = at.x() + 14, at.y() + 14
            if x + lab.width() > w:
                x = at.x() - 14 - lab.width()
            if y + lab.height() > h:
                y = at.y() - 14 - lab.height()
        lab.move(max(0, min(x, w - lab.width())), max(0, min(y, h - lab.height())))

    def show_crosshair(self, x: float | None) -> None:
        """The vertical line at data x (None hides it): the other plots of a run follow the
        pointer of the one under it."""
        if x is None or not math.isfinite(x):
            self.crosshair.hide()
        else:
            self.crosshair.setValue(x)
            self.crosshair.show()

    # -- view ------------------------------------------------------------------------------
    def set_log_y(self, on: bool) -> None:
        """Log-scale y. The curves get log10 values from set_curve (computed once per point),
        and only the axis is told, so pyqtgraph does not take the log of every point again
        at every redraw."""
        self.log_y = on
        axis = self.getPlotItem().getAxis("left")
        axis.setLogMode(False, on)
        if on:
            axis.tickValues = partial(ticks.log_ticks, axis)
            axis.tickStrings = ticks.log_tick_strings
        else:
            for name in ("tickValues", "tickStrings"):
                axis.__dict__.pop(name, None)
        axis.picture = None
        axis.update()
        self._tokens.clear()

    def set_x_label(self, text: str, integer_ticks: bool = False) -> None:
        """Name the x-axis; ``integer_ticks`` keeps only whole-number ticks (epochs)."""
        item = self.getPlotItem()
        item.setLabel("bottom", text)
        axis = item.getAxis("bottom")
        if integer_ticks:
            axis.tickValues = partial(ticks.integer_ticks, axis)
        elif "tickValues" in axis.__dict__:
            del axis.tickValues
        axis.picture = None
        axis.update()

    @property
    def following(self) -> bool:
        return self._following

    def follow(self) -> None:
        """Follow the newest points again."""
        if not self._following:
            self._following = True
            self.following_changed.emit(True)
            for key in list(self._full):
                self._show(key)
        self.follow_data(force=True)

    def follow_data(self, force: bool = False) -> bool:
        """While following, keep every point in view: the x range grows in steps of a quarter
        (so the axes, whose repaint is the costly part, change a few times per run, not at
        every redraw); y fits the data with a margin. True when the view moved."""
        if not self._following:
            return False
        vb = self.plotItem.vb
        bounds = self.data_bounds()
        if bounds is None:
            return False
        x0, x1, y0, y1 = bounds
        if not all(map(math.isfinite, bounds)):
            return False
        if self._include_zero and not self.log_y:
            y0, y1 = min(y0, 0.0), max(y1, 0.0)
        (vx0, vx1), (vy0, vy1) = vb.viewRange()
        span = max(x1 - x0, 1.0)
        margin = 0.03 * (vx1 - vx0)  # the newest point never sits on the frame
        move_x = force or x0 < vx0 or x1 > vx1 - margin or (vx1 - vx0) > 2.0 * span * 1.3
        ys = y1 - y0
        pad = ys * 0.06 if ys > 0 else max(abs(y1) * 0.1, 1e-12)
        lo, hi = y0 - pad, y1 + pad
        if self._include_zero and not self.log_y and y0 >= 0:
            lo = 0.0
        # y: refit when data leave the view or the view is more than twice the data
        move_y = force or y0 < vy0 or y1 > vy1 or (vy1 - vy0) > 2.0 * (hi - lo)
        if self._fixed_y is not None:  # a share: always the whole scale
            pad = 0.02 * (self._fixed_y[1] - self._fixed_y[0])
            lo, hi = self._fixed_y[0] - pad, self._fixed_y[1] + pad
            move_y = force or abs(vy0 - lo) > 1e-9 or abs(vy1 - hi) > 1e-9
        if not (move_x or move_y):
            return False
        xr = (x0 - 0.05 * span, x0 + span * 1.25) if move_x else (vx0, vx1)
        vb.setRange(xRange=xr, yRange=(lo, hi) if move_y else (vy0, vy1), padding=0)
        return True

    def _user_moved(self, *_: object) -> None:
        if self._following:
            self._following = False
            for key in list(self._decimated):  # zoomed in: every point, for the detail
                self._show(key)
            self.following_changed.emit(False)
