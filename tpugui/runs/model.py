"""One run as the Training page sees it: its events folded into metric series and progress.

Plain Python + numpy (no widgets), so the same code replays an events.jsonl from disk, follows
a live local run and follows a remote run's SSH stream. ``seq`` makes a replay after a
reconnect exact: records at or below the last seen ``seq`` are ignored.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, ClassVar

import numpy as np

from tpugui.cost import money
from tpugui.events import RunStatus, metric
from tpugui.i18n_marks import N_, Message
from tpugui.runs import goodput
from tpugui.runs.live import MonitorData
from tpugui.runs.series import Series

__all__ = ["RunData", "LogLine", "EPOCH_METRICS", "STATUS_WORDS", "METRIC_NAMES"]

#: epoch_end metrics the page draws (others are kept for the CSV export)
EPOCH_METRICS = ("loss", "val_loss", "accuracy", "val_accuracy", "r2", "val_r2")

#: a run's status as a word in a table cell or a sentence
STATUS_WORDS = {
    "waiting": N_("waiting"),
    "running": N_("running"),
    "completed": N_("completed"),
    "stopped": N_("stopped"),
    "failed": N_("failed"),
    "interrupted": N_("interrupted"),
}
#: metric names the engine reports, as a person reads them (others stay as written)
METRIC_NAMES = {
    "loss": N_("loss"),
    "accuracy": N_("accuracy"),
    "val_loss": N_("validation loss"),
    "val_accuracy": N_("validation accuracy"),
    "r2": N_("R²"),
    "val_r2": N_("validation R²"),
    "lr": N_("learning rate"),
    "learning_rate": N_("learning rate"),
}


@dataclass
class LogLine:
    time: float
    level: str
    message: str


@dataclass
class RunData:
    name: str = "run"
    run_id: str = ""
    path: str = ""
    #: waiting | running | completed | stopped | failed | interrupted
    status: str = "waiting"
    error: str = ""
    traceback: str = ""
    backend: str = ""
    device: str = ""
    replicas: int = 0
    #: processes of the run (``run_started.processes``; 1 for one process)
    processes: int = 1
    #: each process's end (``run_finished.workers``: rank, host, status, params_digest, ...)
    workers: list[dict[str, Any]] = field(default_factory=list)
    epochs: int = 0
    steps_per_epoch: int = 0
    t0: float = math.nan
    last_time: float = math.nan
    last_seq: int = 0
    epoch: int = 0
    global_step: int = 0
    batch_events: int = 0
    examples_per_sec: float = math.nan
    loss: Series = field(default_factory=lambda: Series(1024))
    lr: Series = field(default_factory=lambda: Series(1024))
    throughput: Series = field(default_factory=lambda: Series(1024))
    epoch_metrics: dict[str, Series] = field(default_factory=dict)
    #: other scalars by tag, x = step (a TensorBoard run's tags that are not its loss, learning
    #: rate or epoch metrics: :mod:`tpugui.runs.tb_runs` sets its own dict). Not a field: the
    #: columnar copies of tpugui's runs (their layout is the fields) stay valid; empty and
    #: read-only for them
    scalars: ClassVar[Mapping[str, Series]] = MappingProxyType({})
    logs: list[LogLine] = field(default_factory=list)
    checkpoints: list[str] = field(default_factory=list)
    #: the live monitor: device samples and the input-wait share (tpugui.runs.live)
    monitor: MonitorData = field(default_factory=MonitorData)
    version: int = 0
    #: the slice's price in US dollars an hour (``run_started.price_per_hour``; NaN: none),
    #: the run's budget (0: none), when its process began, what it cost at its end
    #: (``run_finished.cost``) and why it stopped itself (``run_finished.reason``)
    price_per_hour: float = math.nan
    budget: float = 0.0
    process_start: float = math.nan
    cost: float = math.nan
    reason: str = ""
    # global step bookkeeping (steps may restart at every epoch or count on)
    _offset: int = 0
    _last_raw: int = -1
    _first_batch_time: float = math.nan
    _first_batch_step: int = 0

    # -- events ----------------------------------------------------------------------------
    def on_event(self, ev: dict[str, Any]) -> bool:
        """Fold one record in; False when it was a duplicate (``seq`` already seen)."""
        seq = ev.get("seq")
        if isinstance(seq, int):
            if seq <= self.last_seq:
                return False
            self.last_seq = seq
        kind = ev.get("type")
        t = metric(ev.get("time"))
        if math.isnan(self.t0) and math.isfinite(t):
            self.t0 = t
        if math.isfinite(t):
            self.last_time = t
        rel = t - self.t0 if math.isfinite(t) else math.nan
        self.monitor.ledger.add(ev)
        handler = getattr(self, f"_on_{kind}", None)
        if handler is not None:
            handler(ev, rel)
        self.version += 1
        return True

    def on_events(self, events: Iterable[dict[str, Any]]) -> None:
        """Fold many records in (a file read in chunks): the same as :meth:`on_event` for each,
        about twice as fast for a run of steps: a batch_end's loss, learning rate and
        throughput points are gathered in lists and appended to their series once per call.
        Nothing reads those series in between (other records touch other state)."""
        loss: tuple[list[float], list[float], list[float]] = ([], [], [])
        lr: tuple[list[float], list[float], list[float]] = ([], [], [])
        rate: tuple[list[float], list[float], list[float]] = ([], [], [])
        isfinite, isnan = math.isfinite, math.isnan
        for ev in events:
            if ev.get("type") != "batch_end":
                self.on_event(ev)
                continue
            seq = ev.get("seq")
            if isinstance(seq, int):
                if seq <= self.last_seq:
                    continue
                self.last_seq = seq
            t = metric(ev.get("time"))
            if isfinite(t):
                if isnan(self.t0):
                    self.t0 = t
                self.last_time = t
                rel = t - self.t0
            else:
                rel = math.nan
            # _on_batch_end, with its appends gathered
            self.monitor.ledger.add(ev)
            step = self._advance(ev)
            logs = ev.get("logs") or {}
            loss[0].append(step)
            loss[1].append(rel)
            loss[2].append(metric(logs.get("loss")))
            if "lr" in logs or "learning_rate" in logs:
                lr[0].append(step)
                lr[1].append(rel)
                lr[2].append(metric(logs.get("lr", logs.get("learning_rate"))))
            eps = ev.get("examples_per_sec")
            if eps is not None:
                eps = metric(eps)
                rate[0].append(step)
                rate[1].append(rel)
                rate[2].append(eps)
                if isfinite(eps):
                    self.examples_per_sec = eps
            self._after_batch(ev, step, rel)
            self.version += 1
        for series, (x, t, y) in ((self.loss, loss), (self.lr, lr), (self.throughput, rate)):
            if y:
                series.extend(np.array(x, np.float64), np.array(t, np.float64), np.array(y))

    def _on_run_started(self, ev: dict[str, Any], rel: float) -> None:
        self.status = "running"
        self.run_id = str(ev.get("run_id") or self.run_id)
        self.backend = str(ev.get("backend") or "")
        self.device = str(ev.get("device") or "")
        self.replicas = _int(ev.get("replicas"))
        self.processes = max(_int(ev.get("processes")), 1)
        self.epochs = _int(ev.get("epochs"))
        self.steps_per_epoch = _int(ev.get("steps_per_epoch"))
        self.monitor.on_started(ev)
        self.price_per_hour = metric(ev.get("price_per_hour"))
        self.budget = _num(ev.get("budget"))
        self.process_start = metric(ev.get("process_start", ev.get("time")))
        if ev.get("run_dir") and not self.path:
            self.path = str(ev["run_dir"])
        job = ev.get("job")
        if isinstance(job, dict) and job.get("name") and self.name in ("run", ""):
            self.name = str(job["name"])

    def _advance(self, ev: dict[str, Any]) -> int:
        """A batch_end's global step (steps that restart with each epoch keep counting)."""
        if self.status == "waiting":
            self.status = "running"
        epoch = _int(ev.get("epoch"), self.epoch)
        raw = _int(ev.get("step"), self._last_raw + 1)
        if epoch != self.epoch and raw <= self._last_raw:
            # steps restarted with the new epoch: continue the global count
            if self.steps_per_epoch > 0 and self.epoch > 0:
                self._offset += self.steps_per_epoch * (epoch - self.epoch)
            else:
                self._offset = self.global_step + 1 - raw
        self.epoch, self._last_raw = epoch, raw
        self.global_step = self._offset + raw
        self.batch_events += 1
        return self.global_step

    def _after_batch(self, ev: dict[str, Any], step: int, rel: float) -> None:
        if math.isnan(self._first_batch_time):
            self._first_batch_time = rel
            self._first_batch_step = step
        if ev.get("step_s") is not None:
            self.monitor.on_batch(step, rel, ev.get("input_s"), ev.get("step_s"))
            if ev.get("flops_per_sec") is not None:
                self.monitor.on_rate(step, rel, ev["flops_per_sec"], ev.get("mfu"), ev["step_s"])

    def _on_batch_end(self, ev: dict[str, Any], rel: float) -> None:
        self._advance(ev)
        logs = ev.get("logs") or {}
        self.loss.append(self.global_step, rel, metric(logs.get("loss")))
        if "lr" in logs or "learning_rate" in logs:
            self.lr.append(self.global_step, rel, metric(logs.get("lr", logs.get("learning_rate"))))
        eps = metric(ev.get("examples_per_sec"))
        if ev.get("examples_per_sec") is not None:
            self.throughput.append(self.global_step, rel, eps)
            if math.isfinite(eps):
                self.examples_per_sec = eps
        self._after_batch(ev, self.global_step, rel)

    def _on_device_sample(self, ev: dict[str, Any], rel: float) -> None:
        self.monitor.on_sample(ev, rel)

    def _on_epoch_end(self, ev: dict[str, Any], rel: float) -> None:
        epoch = _int(ev.get("epoch"), self.epoch)
        self.epoch = epoch
        for key, value in (ev.get("logs") or {}).items():
            s = self.epoch_metrics.get(key)
            if s is None:
                s = self.epoch_metrics[key] = Series(64)
            s.append(epoch, rel, metric(value))

    def _on_log(self, ev: dict[str, Any], rel: float) -> None:
        self.logs.append(
            LogLine(metric(ev.get("time")), str(ev.get("level", "info")), str(ev.get("message")))
        )

    def _on_checkpoint(self, ev: dict[str, Any], rel: float) -> None:
        self.checkpoints.append(str(ev.get("path", "")))

    def _on_run_finished(self, ev: dict[str, Any], rel: float) -> None:
        self.status = RunStatus.of(ev.get("status"), RunStatus.COMPLETED)
        self.error = str(ev.get("error") or "")
        self.traceback = str(ev.get("traceback") or "")
        self.cost = metric(ev.get("cost"))
        self.reason = str(ev.get("reason") or "")
        workers = ev.get("workers")
        if isinstance(workers, list):
            self.workers = [w for w in workers if isinstance(w, dict)]
        self.monitor.finished_goodput = goodput.from_record(ev.get("goodput"))

    # -- whole runs ------------------------------------------------------------------------
    @classmethod
    def from_events(
        cls, events: list[dict[str, Any]], name: str = "run", path: str = "", live: bool = False
    ) -> RunData:
        run = cls(name=name, path=path)
        run.on_events(events)
        if not live and not RunStatus.of(run.status).finished:
            run.status = "interrupted"  # no run_finished: the process died mid-way
        return run

    @property
    def finished(self) -> bool:
        return RunStatus.of(self.status, RunStatus.RUNNING).finished

    # -- progress --------------------------------------------------------------------------
    # The engine's steps are global and 1-based, epochs 1-based (tpugui.training.reporter).
    def total_steps(self) -> int:
        return self.epochs * self.steps_per_epoch if self.epochs and self.steps_per_epoch else 0

    def fraction(self) -> float:
        if self.status == RunStatus.COMPLETED:
            return 1.0
        total = self.total_steps()
        if total <= 0:
            return 0.0
        return min(1.0, max(0.0, self.global_step / total))

    def eta_seconds(self, now: float | None = None) -> float:
        """Seconds left at the rate so far; NaN when unknown."""
        total = self.total_steps()
        if self.finished or total <= 0 or self.batch_events < 2:
            return math.nan
        last_rel = self.last_time - self.t0
        elapsed = last_rel - self._first_batch_time
        done = self.global_step - self._first_batch_step
        if not elapsed > 0 or done <= 0:
            return math.nan
        return max(0.0, (total - self.global_step) * elapsed / done)

    def cost_so_far(self) -> float:
        """US dollars spent: the end's figure, else the wall time to the last event at the
        slice's price (NaN without a price)."""
        if not math.isnan(self.cost):
            return self.cost
        if math.isnan(self.price_per_hour) or math.isnan(self.process_start):
            return math.nan
        return max(self.last_time - self.process_start, 0.0) * self.price_per_hour / 3600.0

    def projected_cost(self) -> float:
        """The whole run's cost at its pace (what it spent once it ended; NaN: unknown)."""
        spent = self.cost_so_far()
        if self.finished or math.isnan(spent):
            return spent
        left = self.eta_seconds()
        return math.nan if math.isnan(left) else spent + left * self.price_per_hour / 3600.0

    def cost_label(self) -> Message | None:
        """``cost $1.20 of about $4.10`` while it runs, ``cost $4.10`` at its end (with
        ``stopped at its budget``); None without a price."""
        spent = self.cost_so_far()
        if math.isnan(spent):
            return None
        if self.reason == "budget":
            return Message(N_("cost {spent}: stopped at its budget of {budget}"),
                           dict(spent=money(spent), budget=money(self.budget)))  # fmt: skip
        total = self.projected_cost()
        if self.finished or math.isnan(total):
            return Message(N_("cost {spent}"), dict(spent=money(spent)))
        if self.budget > 0:
            return Message(N_("cost {spent} of about {total} (budget {budget})"),
                           dict(spent=money(spent), total=money(total),
                                budget=money(self.budget)))  # fmt: skip
        return Message(N_("cost {spent} of about {total}"),
                       dict(spent=money(spent), total=money(total)))  # fmt: skip

    def epoch_label(self) -> Message:
        """``epoch 2/5`` (epochs count from 1, as the engine reports them)."""
        if self.epoch <= 0:
            return Message(N_("epoch {epoch}"), dict(epoch="–"))
        if self.epochs:
            return Message(N_("epoch {epoch}/{epochs}"), dict(epoch=self.epoch, epochs=self.epochs))
        return Message(N_("epoch {epoch}"), dict(epoch=self.epoch))

    def step_label(self) -> Message:
        spe = self.steps_per_epoch
        if not self.batch_events:
            return Message(N_("step {step}"), dict(step="–"))
        if spe <= 0:
            return Message(N_("step {step}"), dict(step=self.global_step))
        return Message(
            N_("step {step}/{steps}"), dict(step=(self.global_step - 1) % spe + 1, steps=spe)
        )

    def where(self) -> Message:
        """``tensorflow on cpu`` (empty before run_started)."""
        if not self.backend:
            return Message("")
        return Message(
            N_("{backend} on {device}"), dict(backend=self.backend, device=self.device or "?")
        )

    def summary(self) -> list[Message]:
        """Final loss (named: the last epoch's mean, else the last step's), validation loss and
        accuracy (the GUI joins them with " · "); where it ran only when there is no loss yet
        (the history's columns say it). The history shows the same values, formatted alike."""
        bits = []
        epoch_loss = self.epoch_metrics.get("loss")
        if epoch_loss is not None and epoch_loss.n:
            bits.append(
                Message(N_("epoch mean loss {value}"), dict(value=f"{epoch_loss.last():.4g}"))
            )
        elif self.loss.n:
            bits.append(
                Message(N_("last-step loss {value}"), dict(value=f"{self.loss.last():.4g}"))
            )
        val_loss = self.epoch_metrics.get("val_loss")
        if val_loss is not None and val_loss.n:
            bits.append(
                Message(N_("validation loss {value}"), dict(value=f"{val_loss.last():.4g}"))
            )
        val = self.epoch_metrics.get("val_accuracy")
        if val is not None and val.n:
            bits.append(Message(N_("val acc {value}"), dict(value=f"{val.last():.3f}")))
        r2 = self.epoch_metrics.get("val_r2")
        if r2 is not None and r2.n:
            bits.append(Message(N_("val R² {value}"), dict(value=f"{r2.last():.3f}")))
        if self.backend and not bits:
            bits.append(self.where())
        spent = self.cost_label()
        if spent is not None:
            bits.append(spent)
        return bits


def _num(value: Any) -> float:
    f = metric(value)
    return 0.0 if math.isnan(f) else f


def _int(value: Any, default: int = 0) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def format_eta(seconds: float) -> str:
    if not math.isfinite(seconds):
        return "–"
    s = int(round(seconds))
    h, rem = divmod(s, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"
