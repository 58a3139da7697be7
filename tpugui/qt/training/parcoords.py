"""A study's parallel coordinates: one line per complete trial across the searched keys and the
metric, each axis normalized to 0–1 (a log range on its logarithm, a set by the order of its
choices), the line's colour its value (the best trial drawn thickest). pyqtgraph.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from tpugui.qt import theme
from tpugui.qt.i18n import tr
from tpugui.qt.widgets.plots import own_menus

__all__ = ["ParallelCoordinates", "axis_scale"]


def _short(v: Any) -> str:
    if isinstance(v, float):
        return f"{v:.3g}"
    return str(v)


def axis_scale(entry: dict[str, Any], values: list[Any]) -> tuple[Any, Any, Any]:
    """``(to_unit, low_text, high_text)``: the function that puts a value of this axis on 0–1,
    and the words at its ends. ``entry`` is the space's (``low``/``high``/``log`` or
    ``choices``); the trials' values widen it."""
    choices = list(entry.get("choices") or [])
    numbers = [v for v in values if isinstance(v, int | float) and not isinstance(v, bool)]
    if choices or (values and len(numbers) < len(values)):
        for v in values:
            if v not in choices:
                choices.append(v)
        n = len(choices)

        def unit_of_choice(v: Any) -> float:
            return choices.index(v) / (n - 1) if n > 1 and v in choices else 0.5

        return (
            unit_of_choice,
            _short(choices[0]) if choices else "",
            _short(choices[-1]) if choices else "",
        )
    lows = [v for v in (entry.get("low"),) if isinstance(v, int | float)]
    highs = [v for v in (entry.get("high"),) if isinstance(v, int | float)]
    lo = min(lows + numbers, default=0.0)
    hi = max(highs + numbers, default=1.0)
    log = bool(entry.get("log")) and lo > 0
    f = (lambda x: math.log10(x)) if log else (lambda x: float(x))  # noqa: E731
    a, b = f(lo), f(hi)

    def unit_of_number(v: Any) -> float:
        if not isinstance(v, int | float) or (log and v <= 0):
            return math.nan
        return 0.5 if b == a else (f(v) - a) / (b - a)

    return unit_of_number, _short(lo), _short(hi)


class ParallelCoordinates(QWidget):
    """``show_study(view)`` draws it; ``curves`` are the trials' lines (trial numbers in
    ``numbers``)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sweepParallel")
        colours = theme.colors()
        self._fg = colours["plot_fg"]
        self.plot = pg.PlotWidget(background=colours["plot_bg"])
        for side in ("left", "bottom"):
            self.plot.getPlotItem().getAxis(side).setPen(self._fg)
            self.plot.getPlotItem().getAxis(side).setTextPen(self._fg)
        self.plot.setObjectName("sweepParallelPlot")
        self.plot.setAccessibleName(tr("Parallel coordinates of the study's trials"))
        self.plot.setMenuEnabled(False)
        # pyqtgraph's menus, made without a parent, belong to the plot (a top-level menu the
        # collector deletes mid-run took the window's focus with it)
        own_menus(self.plot, self.plot.getPlotItem())
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.getPlotItem().hideAxis("left")
        bottom = self.plot.getPlotItem().getAxis("bottom")
        bottom.setStyle(tickTextOffset=3)
        bottom.setHeight(self.fontMetrics().height() + 8)
        self.plot.setYRange(-0.04, 1.04, padding=0)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot)
        self.curves: list[pg.PlotDataItem] = []
        self.numbers: list[int] = []
        self.axis_names: list[str] = []

    def clear(self) -> None:
        self.plot.clear()
        self.curves, self.numbers, self.axis_names = [], [], []
        self.plot.getPlotItem().getAxis("bottom").setTicks([[]])

    def show_study(self, view: Any) -> None:
        self.clear()
        complete = [t for t in view.trials if t.state == "COMPLETE" and t.value is not None]
        keys = view.keys
        columns: list[tuple[str, Any, str, str]] = []  # name, to_unit, low, high
        for key in keys:
            to_unit, low, high = axis_scale(
                view.space.get(key, {}), [t.params[key] for t in complete if key in t.params]
            )
            leaf = key.rsplit(".", 1)[-1]
            name = tr("{key} (log)").format(key=leaf) if view.is_log(key) else leaf
            columns.append((name, to_unit, low, high))
        values = [t.value for t in complete]
        v_unit, v_low, v_high = axis_scale({}, values)
        columns.append((view.metric, v_unit, v_low, v_high))
        self.axis_names = [c[0] for c in columns]
        n = len(columns)
        axis_pen = pg.mkPen(self._fg, width=1)
        for i in range(n):
            self.plot.addItem(pg.PlotDataItem([i, i], [0, 1], pen=axis_pen))
        # each axis's ends in the tooltip: the plot is short at 700 px, labels on it would be cut
        self.plot.setToolTip(
            "\n".join(
                tr("{axis}: {low} (bottom) to {high} (top)").format(axis=c[0], low=c[2], high=c[3])
                for c in columns
            )
        )
        self.plot.getPlotItem().getAxis("bottom").setTicks(
            [[(i, c[0]) for i, c in enumerate(columns)]]
        )
        self.plot.setXRange(-0.3, n - 0.7, padding=0)
        if not complete:
            return
        cmap = pg.colormap.get("viridis")
        best = view.best.number if view.best is not None else None
        # the better the value the brighter: units of "goodness" for the colour
        good = [v_unit(v) if view.direction == "maximize" else 1 - v_unit(v) for v in values]
        order = sorted(range(len(complete)), key=lambda j: good[j])  # the best drawn last
        for j in order:
            t = complete[j]
            ys = [f(t.params.get(k)) for k, (_n, f, _lo, _hi) in zip(keys, columns, strict=False)]
            ys.append(v_unit(t.value))
            colour = cmap.map(0.15 + 0.85 * good[j], mode="qcolor")
            width = 3.5 if t.number == best else 1.5
            curve = pg.PlotDataItem(
                list(range(n)), ys, pen=pg.mkPen(colour, width=width), connect="finite"
            )
            curve.setToolTip(tr("Trial {n}: {value}").format(n=t.number, value=_short(t.value)))
            curve.setZValue(2 if t.number == best else 1)
            self.plot.addItem(curve)
            self.curves.append(curve)
            self.numbers.append(t.number)
        self.plot.getPlotItem().setContentsMargins(4, 4, 4, 4)
        self.plot.setCursor(Qt.CursorShape.ArrowCursor)
