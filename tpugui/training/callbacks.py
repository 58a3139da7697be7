"""What happens around the steps, written once for every backend: Keras-style callbacks.

The hooks are Keras's (``on_train_begin/end``, ``on_epoch_begin/end(epoch, logs)``,
``on_train_batch_begin/end(batch, logs)``, ``on_test_begin/end``); ``epoch`` and ``batch`` are
0-based, as in Keras. The torch, PyTorch/XLA and JAX backends are driven by
:func:`tpugui.training.loop.fit`; TensorFlow's ``model.fit`` drives the same callbacks through
one ``keras.callbacks.Callback`` adapter
(:func:`tpugui.training.tensorflow.backend.keras_adapter`).

Lazy logs: ``on_train_batch_end(batch, logs)`` gets ``logs`` (plain floats: ``loss`` and what
else the step measured) only at a *report* step, and ``None`` at the others. A backend that must
not read the device back in the middle of a step (PyTorch/XLA every ``train.log_every`` steps,
JAX every step) calls the hook of a report step late, once its values are computed; the calls
still come in batch order. A callback does its work at report steps and returns at once on the
others (one attribute test), so the hooks cost nothing measurable a step.

The run's shared state is a :class:`Training` (``self.training`` in a callback): the step
counter, the epoch, whether to stop (``stop_training``, Keras's ``model.stop_training``), how
to save a checkpoint, and the ranks' agreement (``agree()``: every rank of a multi-process run
takes the same branches). :func:`standard` is the list every run gets, in its order.
"""

from __future__ import annotations

import math
import time
from pathlib import Path
from typing import Any

from tpugui import cost, tasks
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.training import checkpoints, flops, schedule
from tpugui.training.callback_base import Callback, CallbackList, Training
from tpugui.training.profile_capture import ProfileRequest

__all__ = [
    "BestCheckpoint",
    "Budget",
    "Callback",
    "CallbackList",
    "EarlyStop",
    "Checkpoints",
    "Events",
    "Flops",
    "InputWait",
    "NanStop",
    "Sampler",
    "StopRequest",
    "Steps",
    "Training",
    "standard",
]

# --- the callbacks ----------------------------------------------------------------------------


class Steps(Callback):
    """Counts: the global step of each batch's end, whole epochs done. First in the list."""

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        done = t.resumed_in_epoch if epoch == t.start_epoch else 0
        t.epoch, t.epochs_done, t.epoch_start_step = epoch, epoch, t.step - done
        t.epoch_complete = False

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        t.step = t.epoch_start_step + batch + 1

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        t.epoch_complete = t.step - t.epoch_start_step >= t.steps
        if t.epoch_complete:
            t.epochs_done = epoch + 1


class InputWait(Callback):
    """The report window's (input_s, step_s) (:mod:`tpugui.monitor.input_wait`): the seconds
    the epoch's timer saw the loop wait for batches, read at most every ``timer.read_every``
    seconds and at an epoch's last step (reports between carry neither); without a timer, the
    window's length alone."""

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        self.t_read = time.perf_counter()
        if t.timer is not None:
            t.timer.take()  # (validation's time is no training step's)

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        if logs is None:
            return
        t = self.training
        now = time.perf_counter()
        timer = t.timer
        if timer is None:
            t.window = (None, now - self.t_read)
            self.t_read = now
        elif now - self.t_read >= timer.read_every or batch + 1 >= t.steps:
            t.window = (timer.take(), now - self.t_read)
            self.t_read = now
        else:
            t.window = (None, None)


class Flops(Callback):
    """The report window's achieved FLOP/s and MFU (:func:`tpugui.training.flops.rates`): the
    FLOPs of a global step (``run_started.flops_per_step``) times the steps since the window
    began, over the window's seconds (:class:`InputWait`'s ``step_s``), against
    ``run_started.peak_flops``. Reports whose window is not read carry neither."""

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        self.flops, self.peak = t.rep.flops_per_step, t.rep.peak_flops
        self.since = t.step  # InputWait's window begins with the epoch too

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        if logs is None:
            return
        t = self.training
        seconds = t.window[1]
        if seconds is None or not self.flops:
            t.rates = {}
            return
        t.rates = flops.rates(self.flops, t.step - self.since, seconds, self.peak)
        self.since = t.step


class Events(Callback):
    """``batch_end`` and ``epoch_end`` events through the Reporter (with ``lr``, examples/s,
    the input wait, FLOP/s and MFU; validation's seconds), and the TensorBoard scalars
    (``batch/loss`` every ``train.log_every`` steps and at step 1; the epoch's logs)."""

    def __init__(self, writer: Any):
        self.writer = writer

    def set_training(self, training: Training) -> None:
        super().set_training(training)
        tr = training.job.train
        self.log_every = tr.log_every
        self.constant_lr = tr.learning_rate if tr.schedule == "constant" else None

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        self.last_batch = -1
        self.t_last = time.perf_counter()
        self.eval_s: float | None = None
        self.t_test: float | None = None

    def on_test_begin(self, logs: dict[str, Any] | None = None) -> None:
        self.t_test = time.perf_counter()

    def on_test_end(self, logs: dict[str, Any] | None = None) -> None:
        if self.t_test is not None:  # validation's seconds, for the epoch's end (goodput)
            self.eval_s = (self.eval_s or 0.0) + time.perf_counter() - self.t_test
            self.t_test = None

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        if logs is None:
            return
        t = self.training
        now = time.perf_counter()
        n, dt = batch - self.last_batch, now - self.t_last
        self.last_batch, self.t_last = batch, now
        step = t.step
        if "lr" not in logs:
            lr = self.constant_lr
            logs["lr"] = lr if lr is not None else schedule.lr_at(t.job.train, step - 1, t.total)
        eps = n * t.batch_size / dt if dt > 0 else None
        t.rep.batch_end(t.epoch + 1, step, logs, eps, *t.window, **t.rates)
        if step % self.log_every == 0 or step == 1:
            self.writer.scalar("batch/loss", logs.get("loss"), step)

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        logs = logs if logs is not None else {}
        t.rep.epoch_end(epoch + 1, logs, getattr(self, "eval_s", None))
        self.eval_s = None
        self.writer.scalars("epoch", logs, t.step)
        self.writer.flush()

    def close(self) -> None:
        self.writer.close()


def _bad(value: Any) -> str | None:
    """The word for a non-finite number ("NaN" or "inf"), else None."""
    try:
        f = float(value)
    except (TypeError, ValueError):
        return None
    if math.isfinite(f):
        return None
    return "NaN" if math.isnan(f) else "inf"


class NanStop(Callback):
    """``train.stop_on_nan``: a loss that becomes NaN or inf ends the run as failed, with the
    step (the report's event comes first)."""

    def _fail(self, word: str) -> None:
        t = self.training
        if t.rep.failure is None:
            t.rep.failure = (
                f"loss became {word} at step {t.step}; lower train.learning_rate "
                "(or set train.stop_on_nan = false to keep going)"
            )
        t.stop_training = True

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        if logs is None:
            return
        word = _bad(logs.get("loss", 0.0))
        if word is not None:
            self._fail(word)

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        if logs and _bad(logs.get("loss", 0.0)) is not None:
            self._fail("NaN")


class StopRequest(Callback):
    """A stop request (the GUI's Stop, Ctrl-C, the stop file) ends the run after this step."""

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        if t.rep.stop_event.is_set():
            t.stop_training = True

    on_epoch_end = on_train_batch_end


class Checkpoints(Callback):
    """``train.checkpoint_every``: a checkpoint at every N-th whole epoch and at the last; a run
    stopped mid-way keeps what it learned (resume continues from that step); a failed one
    keeps nothing more. The ranks agree first (they save together)."""

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        _, failed = t.agree()
        every = t.job.train.checkpoint_every
        wanted = epoch + 1 >= t.epochs or (every > 0 and (epoch + 1) % every == 0)
        if t.epoch_complete and not failed and wanted:
            _prune(t, t.save(epoch + 1, t.step))

    def on_train_end(self, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        _, failed = t.agree()
        if not failed and t.step != t.saved_step and t.step > t.start_step:
            _prune(t, t.save(t.epochs_done, t.step))


def _prune(t: Training, written: Any) -> None:
    """``train.keep_checkpoints``: after a checkpoint is written, the older ones beyond the
    newest N go (not the best, not the newest); only on the process that wrote it (a backend's
    save returns the metadata it wrote there, None on the other ranks)."""
    keep = t.job.train.keep_checkpoints
    if keep <= 0 or not isinstance(written, Path) or written.suffix != ".json":
        return
    checkpoints.prune(written.parent, keep)


class _Watch(Callback):
    """The metric ``train.monitor`` names, epoch by epoch: whether it improved by more than
    ``train.min_delta`` (a loss when lower, accuracy and R² when higher). The logs are the same
    on every rank (all-reduced sums), so every rank decides the same."""

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        t = self.training.job.train
        self.monitor, self.delta = t.monitor, t.min_delta
        self.sign = -1.0 if tasks.better(self.monitor) == "min" else 1.0
        self.best: float | None = None
        self.best_epoch = 0
        self.missing_told = False

    def improved(self, epoch: int, logs: dict[str, Any] | None) -> bool | None:
        """Whether this epoch improved the watched metric (None: the logs lack it)."""
        value = (logs or {}).get(self.monitor)
        if value is None or _bad(value) is not None:
            if not self.missing_told and value is None:
                self.missing_told = True
                self.training.rep.log(
                    Message(
                        N_(
                            "train.monitor: this run reports no {monitor} (no validation set, "
                            "or another task's metric); choose one of its metrics"
                        ),
                        {"monitor": self.monitor},
                    ),
                    "warning",
                )
            return None
        value = float(value)
        if self.best is None or self.sign * (value - self.best) > self.delta:
            self.best, self.best_epoch = value, epoch + 1
            return True
        return False


class EarlyStop(_Watch):
    """``train.patience`` > 0: end the run (as completed) when ``train.monitor`` has not improved
    for that many epochs, as Keras's ``EarlyStopping``."""

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        super().on_train_begin(logs)
        self.patience = self.training.job.train.patience
        self.wait = 0

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        got = self.improved(epoch, logs)
        if got is None:
            return
        self.wait = 0 if got else self.wait + 1
        t = self.training
        if self.wait >= self.patience and epoch + 1 < t.epochs:
            t.stop_training = True
            t.rep.log(
                Message(
                    N_(
                        "early stopping after epoch {epoch}: {monitor} has not improved for "
                        "{patience} epoch(s); the best was {best:.4g} at epoch {best_epoch}"
                    ),
                    {
                        "epoch": epoch + 1,
                        "monitor": self.monitor,
                        "patience": self.patience,
                        "best": self.best,
                        "best_epoch": self.best_epoch,
                    },
                )
            )


class BestCheckpoint(_Watch):
    """``train.keep_best``: the epoch with the best ``train.monitor`` keeps its checkpoint
    (saved now unless this step's is saved already) and ``checkpoints/best.json`` names it;
    export and predict take that one (:func:`tpugui.training.checkpoints.best`)."""

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        _, failed = t.agree()
        if failed or not t.epoch_complete or not self.improved(epoch, logs):
            return
        written = t.save(epoch + 1, t.step) if t.saved_step != t.step else None
        checkpoints.mark_best(
            t.rep.run_dir / "checkpoints", checkpoints.stem(epoch + 1, t.step), self.monitor,
            float(self.best or 0.0), epoch + 1,
        )  # fmt: skip
        _prune(t, written)  # the best before this one may go now


class Budget(Callback):
    """``remote.budget``: the run's cost (its wall time at the slice's hourly price, from
    ``tpugui.cost``) against its budget, at report steps. Said once when the pace projects
    past the budget and once at 80 % spent; at 100 % the run saves a checkpoint and ends
    ``stopped`` (``run_finished.reason`` "budget"), resumable as any stopped run."""

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        t = self.training
        self.budget = t.job.remote.budget
        self.per_hour = t.rep.price.per_hour or 0.0
        self.told: set[str] = set()
        self.first: tuple[float, int] | None = None

    def _say(self, key: str, template: str, **args: Any) -> None:
        if key not in self.told:
            self.told.add(key)
            self.training.rep.log(Message(template, args), "warning")

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        if logs is None:
            return
        t = self.training
        spent = t.rep.cost() or 0.0
        now = time.monotonic()
        if self.first is None:
            self.first = (now, t.step)
        elif now > self.first[0] and t.step > self.first[1]:
            pace = (t.step - self.first[1]) / (now - self.first[0])
            total = cost.projected(spent, self.per_hour, t.total - t.step, pace)
            if total > self.budget:
                self._say(
                    "pace",
                    N_(
                        "remote.budget: at this pace the run will cost about {total}, over its "
                        "budget of {budget}; it will save a checkpoint and stop when the budget "
                        "is spent"
                    ),
                    total=cost.money(total), budget=cost.money(self.budget),
                )  # fmt: skip
        if spent >= 0.8 * self.budget:
            self._say(
                "80",
                N_("remote.budget: the run has spent {spent}, 80 % of its budget of {budget}"),
                spent=cost.money(spent), budget=cost.money(self.budget),
            )  # fmt: skip
        if spent >= self.budget and t.rep.stop_reason is None:
            t.rep.stop_reason = "budget"
            t.rep.stop_event.set()
            t.stop_training = True
            self._say(
                "100",
                N_(
                    "remote.budget: the run has spent {spent} of its budget of {budget}; it "
                    "saves a checkpoint and stops. Raise remote.budget and resume it to go on"
                ),
                spent=cost.money(spent), budget=cost.money(self.budget),
            )  # fmt: skip

    on_epoch_end = on_train_batch_end


class Sampler(Callback):
    """The live monitor (:mod:`tpugui.monitor.sampler`) runs while the run trains; the
    Reporter's ``close`` stops it before ``run_finished``, however the run ended."""

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        sampler = self.training.rep.sampler
        if sampler is not None:
            sampler.start()


def standard(job: Job, writer: Any) -> list[Callback]:
    """Every run's callbacks, in their order: count, time, rate, report, judge, save, watch."""
    out: list[Callback] = [Steps(), InputWait(), Flops(), Events(writer)]
    if job.train.stop_on_nan:
        out.append(NanStop())
    out += [StopRequest(), Checkpoints()]
    if job.train.keep_best:
        out.append(BestCheckpoint())
    if job.train.patience > 0:
        out.append(EarlyStop())
    if job.remote.budget > 0 and cost.price_of_job(job.remote).per_hour is not None:
        out.append(Budget())
    out += [Sampler(), ProfileRequest()]
    return out
