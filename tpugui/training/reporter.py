"""What every backend tells the engine: the one place events are shaped.

A backend calls :meth:`Reporter.started` once it knows the device and step counts; the run's
callbacks (:mod:`tpugui.training.callbacks`) then call ``batch_end`` / ``epoch_end`` /
``checkpoint`` / ``log``, start the sampler, and set ``failure`` (a loss that became NaN/inf).
``should_stop`` answers whether the run must end (a stop request, or a failure). Epochs in
events are 1-based; ``step`` is the global step, 1-based, and continues on resume. Qt-free, no
frameworks.
"""

from __future__ import annotations

import math
import threading
from pathlib import Path
from typing import Any

from tpugui.events import Emitter, clean_logs
from tpugui.i18n_marks import Message
from tpugui.job import Job


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
    ):
        self.job = job
        self.emitter = emitter
        self.stop_event = stop_event
        #: set with ``stop_event`` when the stop is a preemption notice (SIGTERM from the VM's
        #: shutdown): the run saves its checkpoint as a stop does and ends ``preempted``
        self.preempted = threading.Event()
        self.run_dir = run_dir
        self.base_dir = base_dir
        self.run_id = run_dir.name
        self.is_started = False
        self._pending_logs: list[tuple[str, str | Message]] = []
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
        self.emitter.emit(
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
        for level, message in self._pending_logs:
            self.emitter.log(message, level)
        self._pending_logs.clear()

    def close(self) -> None:
        """The run is ending: the sampler stops (no sample after this)."""
        sampler, self.sampler = self.sampler, None
        if sampler is not None:
            sampler.stop()

    def log(self, message: str | Message, level: str = "info") -> None:
        """A ``log`` event (held until ``run_started``); a :class:`Message` is translatable."""
        if not self.is_started:
            self._pending_logs.append((level, message))
        else:
            self.emitter.log(message, level)

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
        self.emitter.emit(
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

    def epoch_end(self, epoch: int, logs: dict[str, Any]) -> bool:
        self.epoch = epoch
        clean = clean_logs(logs)
        self.emitter.emit("epoch_end", epoch=epoch, step=self.step, logs=clean)
        return self.should_stop()

    def checkpoint(self, path: Path, epoch: int, step: int) -> None:
        self.emitter.emit("checkpoint", path=str(path), epoch=epoch, step=step)

    def compiled(self, *, step: int, count: int, seconds: float | None, function: str,
                 cause: str, detail: str) -> None:  # fmt: skip
        """A ``compile`` event (:mod:`tpugui.training.compiles`): one compile of the run."""
        self.emitter.emit(
            "compile",
            step=step,
            count=count,
            seconds=round(seconds, 4) if seconds is not None and math.isfinite(seconds) else None,
            function=function,
            cause=cause,
            detail=detail,
        )
