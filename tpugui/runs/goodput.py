"""Where a run's time went (goodput): its wall time split into buckets, from its own events.

A run's wall time (from its process's start, ``run_started.process_start``, to ``run_finished``;
to its last event while it runs or once it was killed) is split into:

- ``productive``: training steps (the timed windows of ``batch_end``, less what is below);
- ``startup``: process start, imports, data and model set-up, up to the first step;
- ``compile``: each ``compile`` event's ``seconds`` (TensorFlow does not time its traces: the
  first step's excess over the run's typical step, marked ``estimated``);
- ``input``: the windows' ``input_s`` (the steps waited for their batches);
- ``eval``: validation (``epoch_end.eval_s``);
- ``save`` / ``restore``: checkpoints written (``checkpoint.save_s``) and read back (the
  resume's ``log`` with ``restore_s``);
- ``lost``: progress lost to a restart: the steps a run resumed after its VM was lost trains
  again (up to ``run_started.redo_until``, the step the lost run had reached beyond the
  checkpoint), compute and input wait alike;
- ``other``: the rest (epoch ends, callbacks, the run's own end): the wall time less the
  others, so the buckets add up to the wall time exactly.

Every span is placed on the run's clock (Unix seconds; a span ends at its event's ``time``, or
its ``at`` where the event came later than the span ended) and an instant is counted once, in
the first of compile, restore, save, eval, steps, startup that covers it: a validation's compile
is a compile, not validation. ``input`` is taken from the steps' windows it was measured in.
With ``run_started.price_per_hour``, every bucket also has its cost.

:class:`Ledger` folds events one at a time (a few float operations a record: the engine feeds
it as it reports, the window as it follows a run) and says the buckets at any time
(:meth:`Ledger.result`); :func:`ledger` does a whole list. Qt-free, no frameworks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from tpugui.i18n_marks import N_, Message

__all__ = [
    "BUCKETS",
    "WORDS",
    "Ledger",
    "breakdown",
    "from_record",
    "headline",
    "ledger",
    "share",
    "summary_text",
]

#: the buckets, in the order they are shown
BUCKETS = (
    "productive", "startup", "compile", "input", "eval", "save", "restore", "lost", "other"
)  # fmt: skip
#: each bucket's words (translated where shown)
WORDS = {
    "productive": N_("training steps"),
    "startup": N_("start-up and imports"),
    "compile": N_("compiles"),
    "input": N_("waiting for input"),
    "eval": N_("evaluation"),
    "save": N_("checkpoint saves"),
    "restore": N_("checkpoint restore"),
    "lost": N_("progress lost to a restart"),
    "other": N_("other"),
}
#: records this close in time (seconds) came from one report
POLL_S = 0.05
#: an instant covered by several spans counts in the first of these
_PRIORITY = ("compile", "restore", "save", "eval", "steps", "startup")


def _num(value: Any) -> float:
    try:
        f = float(value)
    except (TypeError, ValueError):
        return math.nan
    return f


@dataclass
class Ledger:
    """A run's events folded into the spans its buckets are measured from (see the module)."""

    #: the run's clock: where its wall time begins (process start, else run_started's time)
    start: float = math.nan
    first_time: float = math.nan
    last_time: float = math.nan
    end: float = math.nan  # run_finished's time
    price_per_hour: float = math.nan
    #: epoch -> [first window's start, last window's end, input_s, step_s]
    epochs: dict = field(default_factory=dict)
    #: [start, end, kind] of compiles, restores, saves and validations
    spans: list = field(default_factory=list)
    #: the run's first timed window (see ``_batch``); the compute seconds, steps and reports
    #: of the others (the typical step a compile without seconds is measured against)
    first_window: list = field(default_factory=list)
    later_compute: float = 0.0
    later_steps: int = 0
    later_reports: int = 0
    last_step: int = 0
    reports: int = 0  # batch_end records since the last timed one
    #: the last timed window: [its end, epoch, input_s, compute s, compiles in it, its start]
    window: list = field(default_factory=list)
    #: the last poll of compiles without ``at``: [its time, where the next one ends]
    poll: list = field(default_factory=list)
    #: compiles without seconds (TensorFlow's traces) seen by the first window's end
    untimed_first: int = 0
    untimed: int = 0
    #: steps up to this one are trained again after a restart (``run_started.redo_until``),
    #: and the compute and input seconds of their windows
    redo_until: int = 0
    redo_compute: float = 0.0
    redo_input: float = 0.0
    redo_window: bool = False  # the last timed window was such a step

    # -- folding ---------------------------------------------------------------------------
    def add(self, rec: dict[str, Any]) -> None:
        """Fold one record in (unknown types and keys are ignored)."""
        t = _num(rec.get("time"))
        if not math.isfinite(t):
            return
        if math.isnan(self.first_time):
            self.first_time = t
        self.last_time = t
        kind = rec.get("type")
        if kind == "batch_end":
            self._batch(rec, t)
        elif kind == "compile":
            s = _num(rec.get("seconds"))
            if s >= 0:
                self._compile(rec, t, s)
            else:
                self.untimed += 1
                if not self.first_window or _num(rec.get("step")) <= self.first_window[4]:
                    self.untimed_first += 1
        elif kind == "epoch_end":
            self._span(rec, t, "eval_s", "eval")
        elif kind == "checkpoint":
            self._span(rec, t, "save_s", "save")
        elif kind == "log":
            self._span(rec, t, "restore_s", "restore")
        elif kind == "run_started":
            start = _num(rec.get("process_start"))
            self.start = start if math.isfinite(start) and start <= t else t
            redo = _num(rec.get("redo_until"))
            self.redo_until = int(redo) if math.isfinite(redo) and redo > 0 else 0
            price = _num(rec.get("price_per_hour"))
            self.price_per_hour = price if math.isfinite(price) and price >= 0 else math.nan
        elif kind == "run_finished":
            self.end = t

    def _compile(self, rec: dict[str, Any], t: float, s: float) -> None:
        """A timed compile's span: where it ended (``at``), else back to back before the poll
        that reported it (several compiles of one poll do not overlap). One reported with the
        window it ran in took that window's compute first, then its input wait: PyTorch/XLA
        compiles in the loader's ``next()``, which the input wait times."""
        at = _num(rec.get("at"))
        if math.isfinite(at):
            end = at
        else:
            same_poll = self.poll and abs(t - self.poll[0]) < POLL_S
            end = self.poll[1] if same_poll else t
            self.poll = [t, end - s]
        self.spans.append([end - s, end, "compile"])
        w = self.window
        # [end, epoch, input_s, compute, compiled, start]: a compile inside the window just read
        if w and abs(t - w[0]) < POLL_S and end - s >= w[5] - POLL_S:
            w[4] += s
            if self.redo_window:  # a compile is a compile, in a step trained again too
                self.redo_compute = max(self.redo_compute - s, 0.0)
            over = min(max(w[4] - w[3], 0.0), w[2])
            row = self.epochs.get(w[1])
            if over > 0 and row is not None:
                row[2] -= over
                w[2] -= over
                w[3] += over

    def _span(self, rec: dict[str, Any], t: float, key: str, kind: str) -> None:
        s = _num(rec.get(key))
        if s > 0:
            at = _num(rec.get("at"))
            at = at if math.isfinite(at) else t
            self.spans.append([at - s, at, kind])

    def _batch(self, rec: dict[str, Any], t: float) -> None:
        self.reports += 1
        step = _num(rec.get("step"))
        step = int(step) if math.isfinite(step) else 0
        s = _num(rec.get("step_s"))
        if not s > 0:
            return
        i = _num(rec.get("input_s"))
        i = min(max(i, 0.0), s) if math.isfinite(i) else 0.0
        epoch = _num(rec.get("epoch"))
        key = int(epoch) if math.isfinite(epoch) else 0
        row = self.epochs.get(key)
        if row is None:
            self.epochs[key] = [t - s, t, i, s]
        else:
            row[1] = max(row[1], t)
            row[2] += i
            row[3] += s
        self.window = [t, key, i, s - i, 0.0, t - s]
        self.redo_window = bool(step) and step <= self.redo_until
        if self.redo_window:  # a step trained again after a restart
            self.redo_compute += s - i
            self.redo_input += i
        if not self.first_window:  # [start, end, compute, its reports, its last step]
            self.first_window = [t - s, t, s - i, self.reports, step]
        else:
            self.later_compute += s - i
            self.later_steps += max(step - self.last_step, 1)
            self.later_reports += self.reports
        self.reports = 0
        self.last_step = step

    # -- the buckets -----------------------------------------------------------------------
    def result(self, now: float | None = None) -> dict[str, Any] | None:
        """The buckets (seconds; ``shares`` of the wall time; ``cost`` with a price), or None
        before the run's first event. ``now``: where a run still going ends (default: its
        last event)."""
        t0 = self.start if math.isfinite(self.start) else self.first_time
        if math.isnan(t0):
            return None
        end = self.end
        if math.isnan(end):
            end = max(self.last_time, now) if now is not None else self.last_time
        wall = max(end - t0, 0.0)
        spans: list[tuple[float, float, str]] = [(a, b, str(k)) for a, b, k in self.spans if b > a]
        first = min((row[0] for row in self.epochs.values()), default=end)
        spans.append((t0, max(min(first, end), t0), "startup"))
        input_s = 0.0
        for a, b, i, _ in self.epochs.values():
            spans.append((a, b, "steps"))
            input_s += i
        estimated = self._untimed_estimate()
        if estimated > 0:  # TensorFlow's first trace and compile: in the first window
            a = self.first_window[0]
            spans.append((a, a + estimated, "compile"))
        measured = _cover(spans, t0, end)
        steps = measured.pop("steps", 0.0)
        out = {k: 0.0 for k in BUCKETS}
        out.update(measured)
        out["input"] = min(max(input_s - self.redo_input, 0.0), steps)
        out["lost"] = min(self.redo_compute + self.redo_input, steps - out["input"])
        out["productive"] = steps - out["input"] - out["lost"]
        counted = sum(v for k, v in out.items() if k != "other")
        out["other"] = max(wall - counted, 0.0)
        seconds = {k: round(out[k], 3) for k in BUCKETS}
        seconds["other"] = round(max(wall - sum(seconds[k] for k in BUCKETS[:-1]), 0.0), 3)
        d: dict[str, Any] = {
            "wall_s": round(wall, 3),
            "seconds": seconds,
            "goodput": round(out["productive"] / wall, 4) if wall > 0 else None,
            "running": math.isnan(self.end),
        }
        if estimated > 0:
            d["compile_estimated"] = True
        if math.isfinite(self.price_per_hour):
            price = self.price_per_hour
            d["price_per_hour"] = price
            d["cost"] = {k: round(seconds[k] * price / 3600.0, 4) for k in BUCKETS}
            d["total_cost"] = round(wall * price / 3600.0, 4)
        return d

    def _untimed_estimate(self) -> float:
        """Seconds of the compiles that came without a duration (TensorFlow): the first
        window's compute time less its steps at the run's typical pace (0 when unknown)."""
        if not self.untimed_first or not self.first_window or self.later_steps <= 0:
            return 0.0
        compute, reports = self.first_window[2], self.first_window[3]
        per_report = self.later_steps / max(self.later_reports, 1)
        typical = self.later_compute / self.later_steps
        return max(compute - max(reports * per_report, 1.0) * typical, 0.0)


def _cover(spans: list[tuple[float, float, str]], lo: float, hi: float) -> dict[str, float]:
    """Seconds of [lo, hi] each kind covers, an instant counted once in the first kind of
    :data:`_PRIORITY` that covers it."""
    rank = {k: i for i, k in enumerate(_PRIORITY)}
    points: list[tuple[float, int, int]] = []
    for a, b, kind in spans:
        a, b = max(a, lo), min(b, hi)
        if b > a and kind in rank:
            points.append((a, 1, rank[kind]))
            points.append((b, -1, rank[kind]))
    points.sort()
    active = [0] * len(_PRIORITY)
    out = dict.fromkeys(_PRIORITY, 0.0)
    prev = None
    for x, delta, r in points:
        if prev is not None and x > prev:
            for j, n in enumerate(active):
                if n > 0:
                    out[_PRIORITY[j]] += x - prev
                    break
        active[r] += delta
        prev = x
    return out


def ledger(records: Any, now: float | None = None) -> dict[str, Any] | None:
    """The buckets of a run's records (:meth:`Ledger.result`)."""
    led = Ledger()
    for rec in records:
        led.add(rec)
    return led.result(now)


def from_record(value: Any) -> dict[str, Any] | None:
    """A ``run_finished.goodput`` as read back (None when missing or not one)."""
    if not isinstance(value, dict) or not isinstance(value.get("seconds"), dict):
        return None
    return value


def share(result: dict[str, Any] | None) -> float | None:
    """The productive share of the wall time (0..1), or None."""
    if not result:
        return None
    g = result.get("goodput")
    return float(g) if isinstance(g, int | float) else None


#: what the monitor and the history say (translated where shown: area "runtext")
HEADLINE = N_("Goodput: {share} % of {wall} in training steps")
HEADLINE_NONE = N_("Goodput: no figures yet")
BUCKET = N_("{what}: {seconds} ({share} %)")
BUCKET_COST = N_("{what}: {seconds} ({share} %), {cost}")
COST = N_("of {total}, {lost} went to everything but training steps")


def _duration(seconds: float) -> str:
    """12.3 s; 0:12:05 from a minute on."""
    if seconds < 60:
        return f"{seconds:.1f} s"
    s = int(round(seconds))
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"


def _money(dollars: float) -> str:
    return f"${dollars:,.2f}" if dollars >= 0.995 or dollars == 0 else f"${dollars:.3f}"


def headline(result: dict[str, Any] | None) -> Message:
    """ "Goodput: 83 % of 0:12:05 in training steps" (or that there are no figures yet)."""
    good = share(result)
    if result is None or good is None:
        return Message(HEADLINE_NONE)
    wall = _duration(float(result.get("wall_s") or 0.0))
    return Message(HEADLINE, {"share": f"{100 * good:.0f}", "wall": wall})


def breakdown(result: dict[str, Any] | None) -> list[Message]:
    """One line per bucket that holds time ("compiles: 12.3 s (8.1 %)", with its cost where
    the run has a price), then what the rest cost."""
    if not result:
        return []
    wall = float(result.get("wall_s") or 0.0)
    seconds = result.get("seconds") or {}
    cost = result.get("cost") or {}
    out = []
    for key in BUCKETS:
        s = float(seconds.get(key) or 0.0)
        if s <= 0 and key != "productive":
            continue
        args: dict[str, Any] = {
            "what": Message(WORDS[key]),
            "seconds": _duration(s),
            "share": f"{100.0 * s / wall:.1f}" if wall > 0 else "0",
        }
        if key in cost:
            out.append(Message(BUCKET_COST, {**args, "cost": _money(float(cost[key]))}))
        else:
            out.append(Message(BUCKET, args))
    total = result.get("total_cost")
    if isinstance(total, int | float) and "productive" in cost:
        lost = float(total) - float(cost["productive"])
        out.append(Message(COST, {"total": _money(float(total)), "lost": _money(max(lost, 0))}))
    return out


def summary_text(result: dict[str, Any] | None) -> list[str]:
    """:func:`breakdown` in English, one line a bucket."""
    return [str(m) for m in breakdown(result)]
