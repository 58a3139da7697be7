"""Numpy data behind the live plots: doubling buffers, TensorBoard smoothing, and the
incremental clean-up (finite / log10) and min/max envelope of growing curves.

No widgets here: :mod:`tpugui.qt.widgets.plots` draws what these keep. Every structure works on the
points appended since the last redraw, so a 1,000,000-point run costs a redraw what its newest
points cost.
"""

from __future__ import annotations

import math

import numpy as np

__all__ = ["Series", "share_steps", "ema", "Smoother", "Cleaned", "Decimated"]


class Series:
    """Points (x, time, value) in numpy columns that double when full. A finished run's series
    that were logged at the same steps and times share those two columns
    (:func:`share_steps`: a 1,000,000-step run keeps one step column, not seven); a series
    copies a shared column before it writes to it."""

    __slots__ = ("_x", "_t", "_y", "_own", "n", "nonfinite", "version")

    def __init__(self, capacity: int = 256):
        cap = max(int(capacity), 1)
        self._x = np.empty(cap, dtype=np.float64)
        self._t = np.empty(cap, dtype=np.float64)
        self._y = np.empty(cap, dtype=np.float64)
        self._own = True  # x and t are this series' alone (not shared)
        self.n = 0
        self.nonfinite = 0  # how many values are NaN or inf
        self.version = 0  # bumps on every change (the redraw skips unchanged series)

    def __len__(self) -> int:
        return self.n

    def _grow(self, need: int) -> None:
        """Room for ``need`` points, in columns of this series' own."""
        cap = len(self._y)
        if need <= cap and self._own:
            return
        while cap < need:
            cap *= 2
        for name in ("_x", "_t", "_y"):
            col = np.empty(cap, dtype=np.float64)
            col[: self.n] = getattr(self, name)[: self.n]
            setattr(self, name, col)
        self._own = True

    def append(self, x: float, t: float, y: float) -> None:
        if self.n == len(self._y) or not self._own:
            self._grow(self.n + 1)
        n = self.n
        self._x[n] = x
        self._t[n] = t
        self._y[n] = y
        if not math.isfinite(y):
            self.nonfinite += 1
        self.n += 1
        self.version += 1

    def extend(self, x: np.ndarray, t: np.ndarray, y: np.ndarray) -> None:
        k = len(y)
        if k == 0:
            return
        self._grow(self.n + k)
        n = self.n
        self._x[n : n + k] = x
        self._t[n : n + k] = t
        self._y[n : n + k] = y
        self.nonfinite += int(k - np.count_nonzero(np.isfinite(self._y[n : n + k])))
        self.n += k
        self.version += 1

    def clear(self) -> None:
        self.n = 0
        self.nonfinite = 0
        self.version += 1

    def columns(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The (x, time, value) columns' whole buffers, to be filled (the run's copy reads its
        frames straight into them; set :attr:`n` after)."""
        if not self._own:
            self._grow(self.n)
        return self._x, self._t, self._y

    def block(self, start: int = 0) -> np.ndarray:
        """The points from ``start`` on as one (3, k) array (x, time, value rows)."""
        return np.stack((self._x[start : self.n], self._t[start : self.n], self._y[start : self.n]))

    @property
    def x(self) -> np.ndarray:
        return self._x[: self.n]

    @property
    def t(self) -> np.ndarray:
        return self._t[: self.n]

    @property
    def y(self) -> np.ndarray:
        return self._y[: self.n]

    def last(self) -> float:
        return float(self._y[self.n - 1]) if self.n else math.nan


def share_steps(series: list[Series], kept: list[Series] | None = None) -> int:
    """Let each of ``series`` share the step and time columns of an earlier one (or one of
    ``kept``, a list this extends with the series that share with none) where they are the
    same point for point; returns the bytes freed. Each series copies a shared column before
    writing to it. Called one series at a time as they are read, a run's copy holds one
    series' columns more than it keeps, never all of them."""
    kept = [] if kept is None else kept
    freed = 0
    for s in series:
        if s.n == 0:
            continue
        for k in kept:
            if k.n == s.n and np.array_equal(k.x, s.x) and np.array_equal(k.t, s.t):
                freed += 2 * 8 * len(s._x) if s._own else 0
                s._x, s._t = k._x, k._t
                s._own = k._own = False
                break
        else:
            kept.append(s)
    return freed


# --- smoothing ------------------------------------------------------------------------------


def _ema_biased(x: np.ndarray, w: float, acc0: float) -> np.ndarray:
    """``a[k] = w * a[k-1] + (1 - w) * x[k]`` with ``a[-1] = acc0``, vectorised in numpy.

    The closed form ``a[k] = w^(k+1) acc0 + (1-w) w^k cumsum(x[j] w^-j)`` is exact but
    ``w^-j`` overflows on long series, so it runs on chunks of B points with ``w^-B`` at most
    1e12; the state carried into chunk c is then sum_i w^(iB) end[c-1-i], where ``w^B`` is
    1e-12 or less: three terms of it are exact to double precision.
    """
    n = len(x)
    if n == 0:
        return x.astype(np.float64)
    b = n
    if 0.0 < w < 1.0:
        b = max(1, min(n, int(math.log(1e12) / -math.log(w))))
    chunks = -(-n // b)
    padded = np.zeros(chunks * b)
    padded[:n] = x
    xs = padded.reshape(chunks, b)
    j = np.arange(b, dtype=np.float64)
    with np.errstate(under="ignore", over="ignore"):
        wj = np.power(w, j)  # w^j
        inv = np.power(w, -j) if w > 0 else np.ones(b)
        local = (1.0 - w) * wj * np.cumsum(xs * inv, axis=1) if w > 0 else xs * (1.0 - w)
        ends = local[:, -1]
        carry = np.empty(chunks)
        carry[0] = acc0
        if chunks > 1:
            wb = w**b
            t = np.concatenate(([acc0], ends[:-1]))
            carry[:] = t
            carry[1:] += wb * t[:-1]
            carry[2:] += wb * wb * t[:-2]
        out = local + np.outer(carry, wj * w)
    return out.reshape(-1)[:n]


def _ema_run(
    values: np.ndarray, weight: float, acc: float, count: int
) -> tuple[np.ndarray, float, int]:
    """Debiased EMA of finite ``values`` continuing from state (acc, count), a block of
    ``_BLOCK`` points at a time (a million-point curve needs a few MB of scratch, not ten
    copies of itself)."""
    k = len(values)
    if k == 0:
        return values.copy(), acc, count
    out = np.empty(k)
    # 1 - w^n is 1.0 exactly in float64 once w^n < 2^-54: past that count there is nothing
    # to divide by (a long curve spends its time there; pow over a million points is slow)
    settled = (
        math.inf if not 0.0 < weight < 1.0 else math.ceil(-54 * math.log(2) / math.log(weight))
    )
    for i in range(0, k, _BLOCK):
        part = values[i : i + _BLOCK]
        biased = _ema_biased(part, weight, acc)
        m = len(part)
        head = int(min(max(settled - count, 0), m))  # the points still debiased
        out[i + head : i + m] = biased[head:]
        if head:
            counts = np.arange(count + 1, count + head + 1, dtype=np.float64)
            with np.errstate(under="ignore"):
                out[i : i + head] = biased[:head] / (1.0 - np.power(weight, counts))
        acc, count = float(biased[-1]), count + m
    return out, acc, count


#: points smoothed at a time
_BLOCK = 1 << 16


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


class Cleaned:
    """The points a line can show of a growing curve (finite; on a log axis positive, as
    log10), kept up to date incrementally: a 1,000,000-point curve costs only its new points.
    While every point is shown as it is (a linear axis, no NaN or inf yet) the curve's own
    arrays are handed on, not copied: a million-point run costs no second copy."""

    def __init__(self, grows: object, log: bool):
        self.grows, self.log = grows, log
        self.src_n = 0
        self.direct = not log
        self.buf = Series(1024)  # x, (unused), y of the points kept, once one is dropped

    def clean(self, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        if len(y) < self.src_n:  # not the same growing curve after all
            self.src_n = 0
            self.buf.clear()
            self.direct = not self.log
        tx, ty = x[self.src_n :], y[self.src_n :]
        ok = np.isfinite(tx) & np.isfinite(ty)
        if self.direct:
            if ok.all():
                self.src_n = len(y)
                return x, y
            self.direct = False  # a point to drop: from here on the kept points are copied
            self.buf.extend(x[: self.src_n], x[: self.src_n], y[: self.src_n])
        if self.log:
            ok &= ty > 0
        tx, ty = tx[ok], ty[ok]
        if self.log:
            ty = np.log10(ty)
        self.buf.extend(tx, tx, ty)
        self.src_n = len(y)
        return self.buf.x, self.buf.y


class Decimated:
    """A growing curve reduced to min/max per bucket (peak decimation), kept incrementally.

    Buckets hold ``b`` points from index 0; when there are more than 2 * TARGET of them, pairs
    merge and ``b`` doubles (O(buckets), never a pass over the whole curve). Each redraw
    reduces only the points that arrived since; the unfinished last bucket is drawn raw.
    """

    TARGET = 2048

    def __init__(self, grows: object):
        self.grows = grows
        self.b = 1
        self.n_done = 0
        self.buf = Series(4 * self.TARGET)  # x of the bucket's first point, min, max

    def update(self, x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        n = len(y)
        if n < self.n_done:
            self.__init__(self.grows)
        while n // self.b > 2 * self.TARGET:
            c = self.buf.n
            pairs = c // 2
            bx = self.buf.x[0 : 2 * pairs : 2].copy()
            lo = np.minimum(self.buf.t[0 : 2 * pairs : 2], self.buf.t[1 : 2 * pairs : 2])
            hi = np.maximum(self.buf.y[0 : 2 * pairs : 2], self.buf.y[1 : 2 * pairs : 2])
            self.buf.clear()
            self.buf.extend(bx, lo, hi)
            self.b *= 2
            self.n_done = pairs * self.b
        b = self.b
        k = (n - self.n_done) // b
        if k:
            end = self.n_done + k * b
            seg = y[self.n_done : end].reshape(k, b)
            self.buf.extend(x[self.n_done : end : b], seg.min(axis=1), seg.max(axis=1))
            self.n_done = end
        m = self.buf.n
        tail = n - self.n_done
        xd = np.empty(2 * m + tail)
        yd = np.empty(2 * m + tail)
        xd[0 : 2 * m : 2] = self.buf.x
        xd[1 : 2 * m : 2] = self.buf.x
        yd[0 : 2 * m : 2] = self.buf.t
        yd[1 : 2 * m : 2] = self.buf.y
        xd[2 * m :] = x[self.n_done :]
        yd[2 * m :] = y[self.n_done :]
        return xd, yd
