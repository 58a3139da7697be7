"""What a callback is: Keras's hooks, the list that calls them, and the run's shared state.

:class:`Callback` (every hook a no-op; ``self.training`` the run's :class:`Training`),
:class:`CallbackList` (calls a hook only on the callbacks that override it) and
:class:`Training` (the step counter, the epoch, whether to stop, how to save, how the ranks
agree). The callbacks themselves are in :mod:`tpugui.training.callbacks`, which re-exports these;
a module that is itself one of the standard callbacks' helpers imports them from here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tpugui.job import Job
from tpugui.training.reporter import Reporter

__all__ = ["HOOKS", "Callback", "CallbackList", "Training"]

HOOKS = (
    "on_train_begin",
    "on_train_end",
    "on_epoch_begin",
    "on_epoch_end",
    "on_train_batch_begin",
    "on_train_batch_end",
    "on_test_begin",
    "on_test_end",
)


def _agree_alone(stop: bool, failed: bool) -> tuple[bool, bool]:
    return stop, failed


class Training:
    """One run's state, shared by its callbacks and the loop that drives them.

    ``save(epoch, step)`` writes a checkpoint; ``agree(stop, failed)`` makes the ranks of a
    multi-process run agree (an all-reduce; one process answers what it was given);
    ``timer`` is the input-wait timer of the epoch (``take()``, ``read_every``) or None.
    """

    def __init__(
        self,
        job: Job,
        rep: Reporter,
        *,
        steps: int,
        start_epoch: int = 0,
        start_step: int = 0,
        save: Callable[[int, int], Any] | None = None,
        agree: Callable[[bool, bool], tuple[bool, bool]] | None = None,
        timer: Any = None,
    ):
        self.job, self.rep = job, rep
        self.steps = steps  # per epoch
        self.epochs = job.train.epochs
        self.total = self.epochs * steps
        self.batch_size = job.pipeline.batch_size  # global: examples a step over every replica
        self.start_epoch, self.start_step = start_epoch, start_step
        self.epoch = start_epoch  # 0-based, the epoch being trained
        self.step = start_step  # global, 1-based: the last step whose end was seen
        self.epoch_start_step = start_step
        self.epochs_done = start_epoch  # whole epochs trained (what a checkpoint records)
        #: steps of ``start_epoch`` already trained before a resume from a mid-epoch checkpoint
        #: (a preemption or a Stop saves after its current step); the loop trains the rest of
        #: that epoch only. Set by :func:`tpugui.training.loop.fit` (Keras's fit starts whole
        #: epochs: 0 there)
        self.resumed_in_epoch = 0
        self.epoch_complete = False
        self.saved_step = start_step
        self.stop_training = False  # set by a callback: end after this step
        self.timer = timer
        #: (input_s, step_s) of the report window, set by :class:`InputWait`
        self.window: tuple[float | None, float | None] = (None, None)
        #: the report window's ``flops_per_sec`` and ``mfu``, set by :class:`Flops`
        self.rates: dict[str, float] = {}
        self._save = save
        #: how the ranks agree: (stop, failed) -> the same on every rank
        self.agreement = agree or _agree_alone
        #: agree at every step's end (workers whose framework steps in lockstep and has no
        #: lazy vote: TensorFlow's MultiWorkerMirroredStrategy), so they stop at one step
        self.step_agreement = False

    def wants_stop(self) -> bool:
        return self.stop_training or self.rep.should_stop()

    def agree(self) -> tuple[bool, bool]:
        """(stop, failed), the same on every rank (call it on every rank, in the same place)."""
        return self.agreement(self.wants_stop(), self.rep.failure is not None)

    def save(self, epoch: int, step: int) -> Any:
        if self._save is None:
            return None
        self.rep.saving()  # the checkpoint event says how long it took
        path = self._save(epoch, step)
        self.saved_step = step
        return path


class Callback:
    """Keras's hooks, all no-ops; ``self.training`` is the run's :class:`Training`."""

    training: Training

    def set_training(self, training: Training) -> None:
        self.training = training

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None: ...
    def on_train_end(self, logs: dict[str, Any] | None = None) -> None: ...
    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None: ...
    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None: ...
    def on_train_batch_begin(self, batch: int, logs: dict[str, Any] | None = None) -> None: ...
    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None: ...
    def on_test_begin(self, logs: dict[str, Any] | None = None) -> None: ...
    def on_test_end(self, logs: dict[str, Any] | None = None) -> None: ...

    def close(self) -> None:
        """The run is over, however it ended (files are closed here)."""


class CallbackList:
    """Calls each hook on every callback, in the list's order; a hook a callback does not
    override is not called at all (the per-step hooks stay a short loop)."""

    def __init__(self, callbacks: Iterable[Callback], training: Training):
        self.callbacks = list(callbacks)
        self.training = training
        for cb in self.callbacks:
            cb.set_training(training)
        self._hooks = {
            name: [
                getattr(cb, name)
                for cb in self.callbacks
                if getattr(type(cb), name) is not getattr(Callback, name)
            ]
            for name in HOOKS
        }
        self.batch_begin_hooks = self._hooks["on_train_batch_begin"]
        self._batch_end = self._hooks["on_train_batch_end"]

    def on_train_begin(self, logs: dict[str, Any] | None = None) -> None:
        for f in self._hooks["on_train_begin"]:
            f(logs)

    def on_train_end(self, logs: dict[str, Any] | None = None) -> None:
        for f in self._hooks["on_train_end"]:
            f(logs)

    def on_epoch_begin(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        for f in self._hooks["on_epoch_begin"]:
            f(epoch, logs)

    def on_epoch_end(self, epoch: int, logs: dict[str, Any] | None = None) -> None:
        for f in self._hooks["on_epoch_end"]:
            f(epoch, logs)

    def on_train_batch_begin(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        for f in self.batch_begin_hooks:
            f(batch, logs)

    def on_train_batch_end(self, batch: int, logs: dict[str, Any] | None = None) -> None:
        for f in self._batch_end:
            f(batch, logs)

    def on_test_begin(self, logs: dict[str, Any] | None = None) -> None:
        for f in self._hooks["on_test_begin"]:
            f(logs)

    def on_test_end(self, logs: dict[str, Any] | None = None) -> None:
        for f in self._hooks["on_test_end"]:
            f(logs)

    def close(self) -> None:
        for cb in self.callbacks:
            cb.close()
