"""The live monitor's data, as the Training page and the Devices page draw it (no widgets).

:class:`MonitorData` folds ``device_sample`` events and the ``input_s`` / ``step_s`` of
``batch_end`` events into numpy series: per device utilization (a GPU's utilization, a TPU's
TensorCore duty cycle) and memory used (% of its total), the host's CPU and memory, the run
process's CPU and RSS, and the share of each logged window spent waiting for input. It also
says the verdict ("input-bound" or not) and how long the run has stayed above the advice line,
and folds ``run_started``'s FLOPs per step and peak with ``batch_end``'s ``flops_per_sec`` and
``mfu`` into the achieved FLOP/s and MFU of the last RECENT_S seconds (:meth:`compute`), and
every record into the run's goodput ledger (:mod:`tpugui.runs.goodput`: where its time went).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from typing import Any

from tpugui import input_bound
from tpugui.events import metric
from tpugui.i18n_marks import N_, Message
from tpugui.runs import goodput
from tpugui.runs.series import Series

__all__ = ["MonitorData", "Track", "ADVICE_SHARE", "ADVICE_AFTER_S", "device_key"]

#: the advice card appears when the input wait stays at or above "highly input-bound" ...
ADVICE_SHARE = input_bound.HIGH
#: ... for this many seconds of the run
ADVICE_AFTER_S = 60.0
#: the verdict and the advice read the input share over this many seconds of windows
RECENT_S = 10.0

VERDICT_NONE = N_("Input wait: no figures yet")
COMPUTE_NONE = N_("Compute: no FLOP count for this run")
COMPUTE_WAIT = N_("Compute: {flops} FLOPs a step; no timed window yet")
COMPUTE = N_("Compute: {rate} {unit} · MFU {mfu} % of {peak} {unit}")
COMPUTE_NO_PEAK = N_("Compute: {rate} {unit} (no peak known: no MFU)")


def device_key(d: dict[str, Any]) -> str:
    return f"{d.get('kind', '?')}{d.get('index', 0)}"


@dataclass
class Track:
    """One device's series: utilization % and memory used % (of its total)."""

    kind: str
    index: int
    name: str = ""
    utilization: Series = field(default_factory=lambda: Series(256))
    memory: Series = field(default_factory=lambda: Series(256))
    memory_used: float = math.nan
    memory_total: float = math.nan
    last: dict[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> str:
        return f"{self.kind.upper()} {self.index}"


def _si(n: float) -> str:
    """12345678 -> "12.3 M" (FLOPs, as a person reads them)."""
    for scale, prefix in ((1e15, "P"), (1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k")):
        if n >= scale:
            return f"{n / scale:.3g} {prefix}"
    return f"{n:.3g}"


def _pct(used: Any, total: Any) -> float:
    u, t = metric(used), metric(total)
    return 100.0 * u / t if t > 0 and math.isfinite(u) else math.nan


def _push(window: deque, sums: list, item: tuple[float, float, float], since: float) -> None:
    """Append ``item`` (t, a, b) to ``window``, drop what is older than ``since``, and keep
    ``sums`` = [sum of a, sum of b] over the window (exactly 0 once it is empty)."""
    window.append(item)
    sums[0] += item[1]
    sums[1] += item[2]
    while window and window[0][0] < since:
        _, a, b = window.popleft()
        sums[0] -= a
        sums[1] -= b
    if len(window) == 1:  # no drift carried from windows gone
        sums[0], sums[1] = window[0][1], window[0][2]


@dataclass
class MonitorData:
    #: x = global step, t = seconds since the run began, y = % of the window waiting for input
    input_share: Series = field(default_factory=lambda: Series(1024))
    host_cpu: Series = field(default_factory=lambda: Series(256))
    host_memory: Series = field(default_factory=lambda: Series(256))
    process_cpu: Series = field(default_factory=lambda: Series(256))
    process_rss: Series = field(default_factory=lambda: Series(256))
    devices: dict[str, Track] = field(default_factory=dict)
    last_sample: dict[str, Any] = field(default_factory=dict)
    samples: int = 0
    version: int = 0
    #: MFU of each timed window, % (x = global step, t = seconds since the run began)
    mfu: Series = field(default_factory=lambda: Series(1024))
    #: run_started's FLOPs of a global step and peak FLOP/s, and where each came from
    flops_per_step: float = math.nan
    peak_flops: float = math.nan
    flops_source: str = ""
    peak_source: str = ""
    #: (t, input_s, step_s) of the windows of the last RECENT_S seconds
    _recent: deque = field(default_factory=deque)
    #: (t, FLOPs done, step_s) of the timed windows of the last RECENT_S seconds
    _work: deque = field(default_factory=deque)
    _above_since: float = math.nan
    _last_t: float = math.nan
    #: running sums over ``_recent`` (input_s, step_s) and ``_work`` (FLOPs, step_s): a
    #: window holds thousands of fast steps, and summing it again at each step made folding a
    #: long run quadratic (a 20,000-step run of 2 ms steps took 33 s to open)
    _recent_sums: list = field(default_factory=lambda: [0.0, 0.0])
    _work_sums: list = field(default_factory=lambda: [0.0, 0.0])
    #: where the run's time went, so far (every record is folded in: a few float operations)
    ledger: goodput.Ledger = field(default_factory=goodput.Ledger)
    #: run_finished's own buckets (the run's end, as its process counted them)
    finished_goodput: dict | None = None

    def goodput(self, now: float | None = None) -> dict[str, Any] | None:
        """The buckets: run_finished's, else the ledger's up to ``now`` (default: the last
        event)."""
        if self.finished_goodput is not None:
            return self.finished_goodput
        return self.ledger.result(now)

    # -- events ----------------------------------------------------------------------------
    def on_batch(self, step: float, rel: float, input_s: Any, step_s: Any) -> None:
        i, s = metric(input_s), metric(step_s)
        if not (s > 0 and math.isfinite(i)):
            return
        i = min(max(i, 0.0), s)
        self.input_share.append(step, rel, 100.0 * i / s)
        if math.isfinite(rel):
            _push(self._recent, self._recent_sums, (rel, i, s), rel - RECENT_S)
            self._last_t = rel
            share = self.recent_share()
            if share is not None and share >= ADVICE_SHARE:
                if math.isnan(self._above_since):
                    self._above_since = rel
            else:
                self._above_since = math.nan
        self.version += 1

    def on_started(self, ev: dict[str, Any]) -> None:
        self.flops_per_step = metric(ev.get("flops_per_step"))
        self.peak_flops = metric(ev.get("peak_flops"))
        self.flops_source = str(ev.get("flops_source") or "")
        self.peak_source = str(ev.get("peak_source") or "")
        self.version += 1

    def on_rate(self, step: float, rel: float, flops_per_sec: Any, mfu: Any, step_s: Any) -> None:
        rate, s = metric(flops_per_sec), metric(step_s)
        if not (rate >= 0 and s > 0):
            return
        frac = metric(mfu)
        if math.isfinite(frac):
            self.mfu.append(step, rel, 100.0 * frac)
        if math.isfinite(rel):
            _push(self._work, self._work_sums, (rel, rate * s, s), rel - RECENT_S)
        self.version += 1

    def recent_rate(self) -> float | None:
        """FLOP/s over the last RECENT_S seconds of timed windows, or None."""
        flops, total = self._work_sums
        return flops / total if total > 0 and self._work else None

    def compute(self) -> Message:
        """Achieved FLOP/s and MFU of the last RECENT_S seconds: TFLOP/s on accelerators,
        GFLOP/s where the host is what works (no GPU or TPU in the samples)."""
        if not self.flops_per_step > 0:
            return Message(COMPUTE_NONE)
        rate = self.recent_rate()
        if rate is None:
            return Message(COMPUTE_WAIT, {"flops": _si(self.flops_per_step)})
        unit, scale = ("TFLOP/s", 1e12) if self.devices else ("GFLOP/s", 1e9)
        values = {"rate": f"{rate / scale:.3g}", "unit": unit}
        if not self.peak_flops > 0:
            return Message(COMPUTE_NO_PEAK, values)
        values.update(mfu=f"{100 * rate / self.peak_flops:.3g}",
                      peak=f"{self.peak_flops / scale:.4g}")  # fmt: skip
        return Message(COMPUTE, values)

    def on_sample(self, ev: dict[str, Any], rel: float) -> None:
        self.samples += 1
        self.last_sample = ev
        host = ev.get("host") or {}
        proc = ev.get("process") or {}
        if host:
            self.host_cpu.append(self.samples, rel, metric(host.get("cpu_percent")))
            self.host_memory.append(
                self.samples, rel, _pct(host.get("memory_used"), host.get("memory_total"))
            )
        if proc:
            self.process_cpu.append(self.samples, rel, metric(proc.get("cpu_percent")))
            self.process_rss.append(self.samples, rel, metric(proc.get("rss")))
        for d in ev.get("devices") or []:
            if not isinstance(d, dict):
                continue
            key = device_key(d)
            tr = self.devices.get(key)
            if tr is None:
                tr = self.devices[key] = Track(str(d.get("kind", "?")), int(d.get("index", 0)))
            tr.name = str(d.get("name") or tr.name)
            util = d.get("utilization", d.get("duty_cycle"))
            tr.utilization.append(self.samples, rel, metric(util))
            tr.memory.append(self.samples, rel, _pct(d.get("memory_used"), d.get("memory_total")))
            tr.memory_used, tr.memory_total = (
                metric(d.get("memory_used")),
                metric(d.get("memory_total")),
            )
            tr.last = d
        self.version += 1

    # -- what the page says -------------------------------------------------------------------
    def recent_share(self) -> float | None:
        """Input wait over the last RECENT_S seconds of windows (0..1), or None."""
        waited, total = self._recent_sums
        if total <= 0 or not self._recent:
            return None
        return min(1.0, max(0.0, waited / total))

    def bound_for(self) -> float:
        """Seconds the input wait has stayed above ADVICE_SHARE (0 when it is not)."""
        if math.isnan(self._above_since) or math.isnan(self._last_t):
            return 0.0
        return self._last_t - self._above_since

    def wants_advice(self) -> bool:
        return self.bound_for() >= ADVICE_AFTER_S

    def verdict(self) -> Message:
        share = self.recent_share()
        if share is None:
            return Message(VERDICT_NONE)
        return input_bound.verdict(share)  # the one scale the Pipeline page's Bench reads
