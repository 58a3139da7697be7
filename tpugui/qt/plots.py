"""Live metric plots: numpy doubling buffers, EMA smoothing and a pyqtgraph plot that follows.

- :class:`Series` keeps (x, time, value) points in a numpy buffer that doubles when full
  (pyqtgraph's scrollingPlots idea), so appending is O(1) and drawing hands numpy *views* to
  ``setData`` without copying.
- :func:`ema` is TensorBoard's debiased exponential moving average; :class:`Smoother` keeps it
  up to date for a growing series, computing only the new points.
- :class:`MetricPlot` is a ``pg.PlotWidget`` whose curves use peak downsampling and clip-to-view,
  whose view follows the newest points until the person pans or zooms, and that never breaks on
  NaN or inf (non-finite points are left out of the line).

The redraw itself is driven by the owner's timer (about 20 per second), never per event.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Signal

__all__ = ["Series", "ema", "Smoother", "MetricPlot", "PALETTE", "run_colour"]

# Colour-blind friendly (Okabe-Ito), the live run first.
PALETTE = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442")


def run_colour(index: int) -> str:
    return PALETTE[index % len(PALETTE)]


class Series:
    """Points (x, time, value) in a numpy buffer that doubles when full."""

    __slots__ = ("_buf", "n", "nonfinite", "version")

    def __init__(self, capacity: int = 256):
        self._buf = np.empty((3, max(int(capacity), 1)), dtype=np.float64)
        self.n = 0
        self.nonfinite = 0  # how many values are NaN or inf
        self.version = 0  # bumps on every change (the redraw skips unchanged series)

    def __len__(self) -> int:
        return self.n

    def _grow(self, need: int) -> None:
        cap = self._buf.shape[1]
        if need <= cap:
            return
        while cap < need:
            cap *= 2
        buf = np.empty((3, cap), dtype=np.float64)
        buf[:, : self.n] = self._buf[:, : self.n]
        self._buf = buf

    def append(self, x: float, t: float, y: float) -> None:
        if self.n == self._buf.shape[1]:
            self._grow(self.n + 1)
        b = self._buf
        b[0, self.n] = x
        b[1, self.n] = t
        b[2, self.n] = y
        if not math.isfinite(y):
            self.nonfinite += 1
        self.n += 1
        self.version += 1

    def extend(self, x: np.ndarray, t: np.ndarray, y: np.ndarray) -> None:
        k = len(y)
        if k == 0:
            return
        self._grow(self.n + k)
        self._buf[0, self.n : self.n + k] = x
        self._buf[1, self.n : self.n + k] = t
        self._buf[2, self.n : self.n + k] = y
        self.nonfinite += int(k - np.count_nonzero(np.isfinite(self._buf[2, self.n : self.n + k])))
        self.n += k
        self.version += 1

    def clear(self) -> None:
        self.n = 0
        self.nonfinite = 0
        self.version += 1

    @property
    def x(self) -> np.ndarray:
        return self._buf[0, : self.n]

    @property
    def t(self) -> np.ndarray:
        return self._buf[1, : self.n]

    @property
    def y(self) -> np.ndarray:
        return self._buf[2, : self.n]

    def last(self) -> float:
        return float(self._buf[2, self.n - 1]) if self.n else math.nan


# --- smoothing ------------------------------------------------------------------------------


def _ema_run(
    values: np.ndarray, weight: float, acc: float, count: int
) -> tuple[np.ndarray, float, int]:
    """Debiased EMA of finite ``values`` continuing from state (acc, count)."""
    k = len(values)
    if k == 0:
        return values.copy(), acc, count
    try:
        from scipy.signal import lfilter
    except ImportError:  # scipy comes with scikit-learn; keep working without it
        out = np.empty(k)
        a = acc
        for i, v in enumerate(values):
            a = a * weight + (1.0 - weight) * v
            out[i] = a
    else:
        out, _ = lfilter([1.0 - weight], [1.0, -weight], values, zi=[weight * acc])
    new_acc = float(out[-1])
    counts = np.arange(count + 1, count + k + 1, dtype=np.float64)
    with np.errstate(under="ignore"):
        debias = 1.0 - np.power(weight, counts)
    return out / debias, new_acc, count + k


def ema(values: np.ndarray, weight: float) -> np.ndarray:
    """TensorBoard's smoothing: a debiased exponential moving average.

    ``weight`` in [0, 1): 0 is no smoothing. Non-finite values (NaN, inf) are passed through
    as they are and do not disturb the average of the finite ones.
    """
    values = np.asarray(values, dtype=np.float64)
    if weight <= 0 or len(values) == 0:
        return values.copy()
    out = values.copy()
    finite = np.isfinite(values)
    sm, _, _ = _ema_run(values[finite], weight, 0.0, 0)
    out[finite] = sm
    return out


class Smoother:
    """The EMA of a growing :class:`Series`, computing only what was appended since last time."""

    def __init__(self) -> None:
        self.weight = -1.0
        self._done = 0
        self._acc = 0.0
        self._count = 0
        self._out = np.empty(0)

    def smoothed(self, series: Series, weight: float) -> np.ndarray:
        n = series.n
        if weight != self.weight or n < self._done:
            self.weight, self._done, self._acc, self._count = weight, 0, 0.0, 0
        if weight <= 0:
            self._done = n
            return series.y
        if len(self._out) < n:
            grown = np.empty(max(n, 2 * len(self._out), 256))
            grown[: self._done] = self._out[: self._done]
            self._out = grown
        new = series.y[self._done : n]
        if len(new):
            chunk = new.copy()
            finite = np.isfinite(new)
            sm, self._acc, self._count = _ema_run(new[finite], weight, self._acc, self._count)
            chunk[finite] = sm
            self._out[self._done : n] = chunk
            self._done = n
        return self._out[:n]


# --- the plot widget ------------------------------------------------------------------------


def _integer_ticks(axis: pg.AxisItem, lo: float, hi: float, size: float) -> list:
    levels = pg.AxisItem.tickValues(axis, lo, hi, size)
    out = []
    for spacing, values in levels:
        if spacing < 1:
            continue
        out.append((spacing, [v for v in values if abs(v - round(v)) < 1e-9]))
    if not out:  # zoomed in closer than one epoch: the whole numbers in view
        out = [(1.0, [float(v) for v in range(math.ceil(lo), math.floor(hi) + 1)])]
    return out


def _finite_xy(x: np.ndarray, y: np.ndarray, log_y: bool) -> tuple[np.ndarray, np.ndarray]:
    """Points a line can show: non-finite values dropped (and non-positive ones on log-y)."""
    ok = np.isfinite(y) & np.isfinite(x)
    if log_y:
        ok &= y > 0
    if ok.all():
        return x, y
    return x[ok], y[ok]


class MetricPlot(pg.PlotWidget):
    """One metric plot: named curves, peak downsampling, clip-to-view, follow-newest."""

    following_changed = Signal(bool)

    def __init__(self, object_name: str, title: str, y_label: str, parent=None):  # noqa: ANN001
        super().__init__(parent=parent, background="w")
        self.setObjectName(object_name)
        self.setAccessibleName(title)
        self.setToolTip(
            f"{title}. Drag to pan, wheel to zoom, right-click for more; "
            "'Follow newest' returns to following the run."
        )
        item = self.getPlotItem()
        item.setTitle(f"<span style='font-size:10pt'>{title}</span>", color="#333")
        item.showGrid(x=True, y=True, alpha=0.25)
        item.setLabel("left", y_label)
        item.setMenuEnabled(True)
        item.hideButtons()  # the page has its own follow button
        for side in ("left", "bottom"):
            item.getAxis(side).enableAutoSIPrefix(False)
        self.legend = None
        self.log_y = False
        self.curves: dict[str, pg.PlotDataItem] = {}
        self._following = True
        self.plotItem.vb.sigRangeChangedManually.connect(self._user_moved)
        self.setMinimumSize(160, 130)

    # -- curves ----------------------------------------------------------------------------
    def add_legend(self, bottom: bool = False) -> None:
        offset = (-8, -8) if bottom else (-8, 8)
        self.legend = self.getPlotItem().addLegend(offset=offset, labelTextSize="8pt")

    def include_zero(self) -> None:
        """Keep y = 0 in the followed view (rates, learning rates: a flat line stays readable)."""
        anchor = pg.PlotDataItem(
            [0.0], [0.0], pen=None, symbol="o", symbolSize=0, symbolPen=None, symbolBrush=None
        )
        self.getPlotItem().addItem(anchor)

    def curve(
        self,
        key: str,
        colour: str,
        *,
        width: float = 1.5,
        alpha: int = 255,
        dashed: bool = False,
        symbol: str | None = None,
        name: str | None = None,
    ) -> pg.PlotDataItem:
        """The curve ``key``, created on first use."""
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
        c = pg.PlotDataItem(pen=pen, name=name, **kw)
        c.setDownsampling(auto=True, method="peak")
        c.setClipToView(True)
        c.setLogMode(False, self.log_y)
        self.getPlotItem().addItem(c)
        self.curves[key] = c
        return c

    def set_curve(self, key: str, x: np.ndarray, y: np.ndarray, all_finite: bool = False) -> None:
        """Show ``(x, y)`` on curve ``key``; ``all_finite`` skips the NaN/inf scan (a caller
        that counts non-finite values on append knows)."""
        c = self.curves.get(key)
        if c is None:
            return
        if not all_finite or self.log_y:
            x, y = _finite_xy(x, y, self.log_y)
        c.setData(x, y)

    def remove_curves(self, predicate: Callable[[str], bool]) -> None:
        for key in [k for k in self.curves if predicate(k)]:
            c = self.curves.pop(key)
            if self.legend is not None:
                self.legend.removeItem(c)
            self.getPlotItem().removeItem(c)

    def points(self, key: str) -> int:
        """How many points the curve ``key`` holds (finite ones; 0 when absent)."""
        c = self.curves.get(key)
        if c is None or c.xData is None:
            return 0
        return len(c.xData)

    # -- view ------------------------------------------------------------------------------
    def set_log_y(self, on: bool) -> None:
        self.log_y = on
        self.getPlotItem().setLogMode(False, on)

    def set_x_label(self, text: str, integer_ticks: bool = False) -> None:
        """Name the x-axis; ``integer_ticks`` keeps only whole-number ticks (epochs)."""
        item = self.getPlotItem()
        item.setLabel("bottom", text)
        axis = item.getAxis("bottom")
        if integer_ticks:
            axis.tickValues = partial(_integer_ticks, axis)
        elif "tickValues" in axis.__dict__:
            del axis.tickValues
        axis.picture = None
        axis.update()

    @property
    def following(self) -> bool:
        return self._following

    def follow(self) -> None:
        """Follow the newest points again (auto-range on both axes)."""
        self.plotItem.vb.enableAutoRange(x=True, y=True)
        if not self._following:
            self._following = True
            self.following_changed.emit(True)

    def _user_moved(self, *_: object) -> None:
        if self._following:
            self._following = False
            self.following_changed.emit(False)
