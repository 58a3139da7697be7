"""What every backend tells the engine: the one place events are shaped.

A backend calls :meth:`Reporter.started` once it knows the device and step counts; the run's
callbacks (:mod:`tpugui.training.callbacks`) then call ``batch_end`` / ``epoch_end`` /
``checkpoint`` / ``log``, start the sampler, and set ``failure`` (a loss that became NaN/inf).
``should_stop`` answers whether the run must end (a stop request, or a failure). Epochs in
events are 1-based; ``step`` is the global step, 1-based, and continues on resume. Qt-free, no
frameworks.

The timing the goodput ledger (:mod:`tpugui.runs.goodput`) reads is added here, so every
backend reports it: ``run_started.process_start`` (Unix seconds the run's process began, or
``run_start`` given), ``epoch_end.eval_s`` (validation), ``checkpoint.save_s`` (from
:meth:`Reporter.saving`), the resume's ``log`` with ``restore_s`` (:meth:`Reporter.restoring` /
:meth:`Reporter.restored`) and a compile's ``at`` (when it ended, where its source knows). The
reporter folds what it emits into its :attr:`Reporter.ledger` (a few float operations a
record), whose buckets go into ``run_finished.goodput``.
"""

from __future__ import annotations

import math
import threading
import time
from pathlib import Path
from typing import Any

from tpugui import cost
from tpugui.events import Emitter, clean_logs, log_fields
from tpugui.i18n_marks import Message
from tpugui.job import Job
from tpugui.runs.goodput import Ledger


class StopRun(Exception):  # noqa: N818 - a control-flow signal, not an error
    """Raised inside a backend to end the run early (stop request or NaN)."""


class Reporter:
    def __init__(
        self,
        job: Job,
        emitter: Emitter,
        stop_event: threading.Event,
        run_dir: Path,
        base_dir: Path | None,
        run_start: float | None = None,
    ):
        self.job = job
        #: Unix seconds the run began (its process's start; default: now), the ledger's zero
        self.run_start = float(run_start) if run_start is not None else time.time()
        #: the goodput ledger of what this reporter emitted (:mod:`tpugui.runs.goodput`)
        self.ledger = Ledger()
        self._save_t0: float | None = None
        #: the hourly price of the slice the job names (:mod:`tpugui.cost`; ``per_hour`` None:
        #: no price), and why the run was stopped when it stopped itself (``"budget"``)
        self.price = cost.price_of_job(job.remote)
        self.stop_reason: str | None = None
        self._restore_t0: float | None = None
        self.emitter = emitter
        self.stop_event = stop_event
        #: set with ``stop_event`` when the stop is a preemption notice (SIGTERM from the VM's
        #: shutdown): the run saves its checkpoint as a stop does and ends ``preempted``
        self.preempted = threading.Event()
        self.run_dir = run_dir
        self.base_dir = base_dir
        self.run_id = run_dir.name
        self.is_started = False
        self._pending_logs: list[tuple[str, str | Message, dict[str, Any]]] = []
        #: set when the run must end as failed (NaN loss); the message for run_finished
        self.failure: str | None = None
        #: what a run of several processes adds to its end: rank 0's ``workers`` rows
        self.finish_extra: dict[str, Any] = {}
        self.step = 0  # last global step reported
        #: this process's pace in a run of several (:class:`~tpugui.training.ranks.Pace`)
        self.pace: Any = None
        self.epoch = 0  # last epoch (1-based) seen
        #: FLOPs of a global step and the peak FLOP/s of the run's devices, from ``started``
        #: (:mod:`tpugui.training.flops`; None: not known)
        self.flops_per_step: float | None = None
        self.peak_flops: float | None = None
        #: the live monitor (:class:`~tpugui.monitor.sampler.Sampler`): started with the run
        #: (:class:`~tpugui.training.callbacks.Sampler`),
        #: stopped by :meth:`close` before ``run_finished``
        self.sampler: Any = None

    # -- lifecycle -----------------------------------------------------------------------
    def started(
        self,
        *,
        backend: str,
        device: str,
        replicas: int,
        epochs: int,
        steps_per_epoch: int,
        **extra: Any,
    ) -> None:
        if self.is_started:
            return
        self.is_started = True
        self.flops_per_step = extra.get("flops_per_step")
        self.peak_flops = extra.get("peak_flops")
        extra.setdefault("process_start", round(min(self.run_start, time.time()), 3))
        redo = self._redo_until()
        if redo > int(extra.get("start_step") or 0):  # steps a lost run had reached, again
            extra.setdefault("redo_until", redo)
        for key, value in self.price.event_fields().items():
            extra.setdefault(key, value)
        if self.price.per_hour is not None and self.job.remote.budget > 0:
            extra.setdefault("budget", self.job.remote.budget)
        self._emit(
            "run_started",
            run_id=self.run_id,
            backend=backend,
            device=device,
            replicas=replicas,
            epochs=epochs,
            steps_per_epoch=steps_per_epoch,
            job=self.job.to_dict(),
            run_dir=str(self.run_dir),
            **extra,
        )
        for level, message, fields in self._pending_logs:
            self._log(message, level, fields)
        self._pending_logs.clear()

    def _redo_until(self) -> int:
        """The step a lost run had reached beyond the checkpoint this one resumes from (the
        checkpoint's ``reached``, :func:`~tpugui.training.checkpoints.mark_reached`); 0."""
        if not self.job.train.resume_from:
            return 0
        from tpugui.training import checkpoints

        try:
            ck = checkpoints.resolve(self.job.train.resume_from, self.base_dir)
        except Exception:  # noqa: BLE001 - the run's own resume says what is wrong with it
            return 0
        return ck.reached if ck is not None else 0

    def _emit(self, type_: str, **fields: Any) -> dict[str, Any]:
        record = self.emitter.emit(type_, **fields)
        self.ledger.add(record)
        return record

    def _log(self, message: str | Message, level: str, fields: dict[str, Any]) -> None:
        self._emit("log", level=level, **log_fields(message), **fields)

    def goodput(self) -> dict[str, Any] | None:
        """The run's buckets up to now, as ``run_finished.goodput`` carries them."""
        self.ledger.end = time.time()
        return self.ledger.result()

    def cost(self) -> float | None:
        """US dollars the run has cost so far (its wall time at the slice's price; None: no
        price)."""
        per_hour = self.price.per_hour
        if per_hour is None:
            return None
        return max(time.time() - self.run_start, 0.0) * per_hour / 3600.0

    def close(self) -> None:
        """The run is ending: the sampler stops (no sample after this)."""
        sampler, self.sampler = self.sampler, None
        if sampler is not None:
            sampler.stop()

    def log(self, message: str | Message, level: str = "info", **fields: Any) -> None:
        """A ``log`` event (held until ``run_started``); a :class:`Message` is translatable."""
        if not self.is_started:
            self._pending_logs.append((level, message, fields))
        else:
            self._log(message, level, fields)

    # -- progress ------------------------------------------------------------------------
    def should_stop(self) -> bool:
        return self.failure is not None or self.stop_event.is_set()

    def batch_end(
        self,
        epoch: int,
        step: int,
        logs: dict[str, Any],
        examples_per_sec: float | None,
        input_s: float | None = None,
        step_s: float | None = None,
        **rates: float,
    ) -> bool:
        """Report one step (or the last of several); True when the run must stop.

        ``input_s`` / ``step_s``: seconds of the logged window (since the last report) spent
        waiting for the next batch, and in all (:mod:`tpugui.monitor.input_wait`); ``rates``:
        the window's ``flops_per_sec`` and ``mfu`` (:class:`~tpugui.training.callbacks.Flops`)."""
        self.step, self.epoch = step, epoch
        clean = clean_logs(logs)
        timing = {}
        if step_s is not None and math.isfinite(step_s) and step_s > 0:
            timing["step_s"] = round(step_s, 6)
            if input_s is not None and math.isfinite(input_s):
                timing["input_s"] = round(min(max(input_s, 0.0), step_s), 6)
        self._emit(
            "batch_end",
            epoch=epoch,
            step=step,
            logs=clean,
            examples_per_sec=(
                round(examples_per_sec, 2)
                if examples_per_sec and math.isfinite(examples_per_sec)
                else None
            ),
            **timing,
            **rates,
        )
        return self.should_stop()

    def epoch_end(self, epoch: int, logs: dict[str, Any], eval_s: float | None = None) -> bool:
        """``eval_s``: the seconds validation took at this epoch's end (None: none ran)."""
        self.epoch = epoch
        clean = clean_logs(logs)
        timing = {"eval_s": round(eval_s, 6)} if _seconds(eval_s) else {}
        self._emit("epoch_end", epoch=epoch, step=self.step, logs=clean, **timing)
        return self.should_stop()

    def saving(self) -> None:
        """A checkpoint is being written from now: the next ``checkpoint`` event says how long
        it took (``save_s``)."""
        self._save_t0 = time.perf_counter()

    def checkpoint(self, path: Path, epoch: int, step: int) -> None:
        t0, self._save_t0 = self._save_t0, None
        timing = {"save_s": round(time.perf_counter() - t0, 6)} if t0 is not None else {}
        self._emit("checkpoint", path=str(path), epoch=epoch, step=step, **timing)

    def restoring(self) -> None:
        """A checkpoint is being read back from now (a resume); :meth:`restored` ends it."""
        self._restore_t0 = time.perf_counter()

    def restored(self, message: str | Message) -> None:
        """The resume's ``log`` line, with ``restore_s`` since :meth:`restoring` and ``at``
        (when the restore ended: the line may wait for ``run_started``)."""
        t0, self._restore_t0 = self._restore_t0, None
        if t0 is None:
            self.log(message)
            return
        self.log(message, restore_s=round(time.perf_counter() - t0, 6), at=round(time.time(), 6))

    def compiled(self, *, step: int, count: int, seconds: float | None, function: str,
                 cause: str, detail: str, at: float | None = None) -> None:  # fmt: skip
        """A ``compile`` event (:mod:`tpugui.training.compiles`): one compile of the run;
        ``at``: Unix seconds it ended, where the source knows (it is reported later)."""
        timing = {"at": round(at, 6)} if _seconds(at) else {}
        self._emit(
            "compile",
            step=step,
            count=count,
            seconds=round(seconds, 4) if seconds is not None and math.isfinite(seconds) else None,
            function=function,
            cause=cause,
            detail=detail,
            **timing,
        )


def _seconds(value: Any) -> bool:
    """Whether ``value`` is a finite number >= 0."""
    return isinstance(value, int | float) and math.isfinite(value) and value >= 0
