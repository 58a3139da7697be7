"""Where a plot's axis ticks go, so that their labels never crowd: pure functions of the view's
range and the axis length in pixels, put on a pyqtgraph ``AxisItem`` as its ``tickValues``,
``tickSpacing`` or ``tickStrings`` (``MetricPlot`` does)."""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QFont, QFontMetrics


def integer_ticks(axis: pg.AxisItem, lo: float, hi: float, size: float) -> list:
    """pyqtgraph's tick values, whole numbers only (an epoch axis)."""
    levels = pg.AxisItem.tickValues(axis, lo, hi, size)
    out = []
    for spacing, values in levels:
        if spacing < 1:
            continue
        out.append((spacing, [v for v in values if abs(v - round(v)) < 1e-9]))
    if not out:  # zoomed in closer than one epoch: the whole numbers in view
        out = [(1.0, [float(v) for v in range(math.ceil(lo), math.floor(hi) + 1)])]
    return out


#: vertical room (px) one y-axis label needs; a shorter axis gets fewer major ticks
Y_LABEL_PX = 24


def _label_px(axis: pg.AxisItem, lo: float, hi: float, spacing: float) -> float:
    """Horizontal room (px) the widest label of ``spacing``'s ticks in [lo, hi] needs, with a
    gap: an x axis's labels sit side by side, so their width decides how many fit."""
    vals = [spacing * math.ceil(lo / spacing - 1e-9), spacing * math.floor(hi / spacing + 1e-9)]
    try:
        strings = axis.tickStrings(vals, getattr(axis, "scale", 1.0), spacing)
    except Exception:  # noqa: BLE001 - a custom tickStrings with other needs: plain numbers
        strings = [f"{v:g}" for v in vals]
    fm = QFontMetrics(axis.style.get("tickFont") or QFont())
    return max(fm.horizontalAdvance(str(t)) for t in strings) + max(
        8, fm.horizontalAdvance("0") + 4
    )


def sparse_spacing(axis: pg.AxisItem, lo: float, hi: float, size: float) -> list:
    """pyqtgraph's tick spacing, with the major interval widened (1-2-5 steps) until the
    major labels fit the axis: pyqtgraph asks for at least 2.25 intervals whatever the length,
    so a 50 px learning-rate axis got six overlapping labels (0, 0.0002, ... 0.001), and a
    130 px step axis "0 200400600800". A y axis counts label heights, an x axis the widest
    label's width. Two labels at least, unless even two would touch: then one."""
    levels = pg.AxisItem.tickSpacing(axis, lo, hi, size)
    if not levels:
        return levels
    lo, hi = min(lo, hi), max(lo, hi)
    horizontal = axis.orientation in ("bottom", "top")

    def room(spacing: float) -> float:  # px one label needs along the axis
        return _label_px(axis, lo, hi, spacing) if horizontal else Y_LABEL_PX

    def labels(spacing: float) -> int:  # major ticks inside [lo, hi]
        return math.floor(hi / spacing + 1e-9) - math.ceil(lo / spacing - 1e-9) + 1

    major = levels[0][0]
    while major > 0 and labels(major) > max(2.0, size / room(major)):
        exp = math.floor(math.log10(major))
        mant = round(major / 10**exp, 6)
        wider = (2.0 if mant < 2 else 5.0 if mant < 5 else 10.0) * 10**exp
        if labels(wider) < 2:  # never fewer than two labelled values in view
            break
        major = wider
    minor = [(sp, off) for sp, off in levels[1:] if sp < major]
    if labels(major) >= 2 and major / (hi - lo) * size < room(major) * (1 if horizontal else 2 / 3):
        # two labels would touch (an accuracy plot squeezed to a 20 px axis): one, the major
        # value nearest the middle, labelled alone (a spacing no view of this axis spans twice)
        mid = major * round((lo + hi) / 2 / major)
        return [(major * 1000, mid)] + minor
    if major == levels[0][0]:
        return levels
    return [(major, 0)] + minor


#: mantissas labelled on a log axis, densest first: the densest whose labels do not touch wins
_LOG_MANTISSAS = ((1, 2, 3, 4, 5, 6, 7, 8, 9), (1, 2, 5), (1, 3), (1,))


def log_ticks(axis: pg.AxisItem, lo: float, hi: float, size: float) -> list:
    """Tick values for a log10 axis (values are log10 of the data) whose labels never overlap:
    whole decades, plus 2 and 5 (or every mantissa) only where the axis has the room. On a range
    under a decade, evenly spaced plain values."""
    if not (math.isfinite(lo) and math.isfinite(hi)) or hi <= lo or size <= 0:
        return []
    px = size / (hi - lo)  # pixels per decade
    need = QFontMetrics(axis.style.get("tickFont") or QFont()).height() * 1.6
    for mantissas in _LOG_MANTISSAS:
        gaps = np.diff(np.log10(np.array([*mantissas, 10.0])))
        if gaps.min() * px >= need:
            values = [
                d + math.log10(m)
                for d in range(math.floor(lo), math.ceil(hi) + 1)
                for m in mantissas
                if lo <= d + math.log10(m) <= hi
            ]
            if len(values) >= 2:
                return [(None, values)]
            break
    decades = [float(d) for d in range(math.ceil(lo), math.floor(hi) + 1)]
    if px < need:  # even the decades are too close: every k-th one
        k = math.ceil(need / px)
        decades = [d for d in decades if int(d) % k == 0]
    if len(decades) >= 2:
        return [(None, decades)]
    # under a decade in view: evenly spaced plain values (0.2, 0.25, 0.3 ...)
    a, b = 10.0**lo, 10.0**hi
    n = max(2, int(size // need))
    raw = (b - a) / n
    mag = 10.0 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    first = math.ceil(a / step) * step
    vals = np.arange(first, b + step * 0.001, step)
    return [(None, [math.log10(v) for v in vals if v > 0])]


def log_tick_strings(values: list[float], scale: float, spacing: float) -> list[str]:
    """Plain numbers for log10 tick positions (0.001, 0.25, 10, 1e+06)."""
    return [f"{10.0**v * scale:.3g}" for v in values]
