"""The one epoch/step loop of the torch, PyTorch/XLA and JAX backends.

A backend gives a small *step* object (:class:`Step`): its batches, ``run_step`` (one training
step, returning what it computed without reading it back), ``read`` (those values as floats),
the epoch's logs, ``evaluate``, ``save``, and how its ranks agree. Everything else (steps,
events, TensorBoard, NaN stop, checkpoint cadence, stop requests, input-wait timing, the
sampler) is a callback (:mod:`tpugui.training.callbacks`), driven here in Keras's order.

Reads: a step every ``step.every`` steps is a report step (and the last of an epoch). An eager
step is read at once. A ``lazy`` one is read at the next report: ``read_early`` before the next
step is traced (PyTorch/XLA: the loader's ``torch_xla.sync()`` has computed it by then), else
just after the next step was dispatched (JAX: the device never waits for the host). Ranks that
``agreed`` stop on their all-reduced flag only (the same step on every rank): the flag is
voted at a report step and read with that report.
"""

from __future__ import annotations

from typing import Any

from tpugui.monitor.input_wait import TimedIter
from tpugui.training.callbacks import Callback, CallbackList, Training

__all__ = ["Step", "fit"]


class Step:
    """What a backend does; the loop does the rest (see the module text)."""

    #: report every this many steps (and at an epoch's last)
    every = 1
    #: a report's values are read at the next report, not at once
    lazy = False
    #: lazy values are read before the next step is run (else right after it was dispatched)
    read_early = True
    #: ranks stop on an all-reduced flag (``vote`` / ``voted``)
    agreed = False

    def batches(self, epoch: int) -> Any:
        """The epoch's batches (exactly ``steps`` of them)."""
        raise NotImplementedError

    def run_step(self, batch: Any) -> Any:
        """Train on ``batch``; what :meth:`read` turns into the report's logs."""
        raise NotImplementedError

    def read(self, handle: Any) -> dict[str, Any]:
        """A report step's logs as floats (``loss``, ...)."""
        raise NotImplementedError

    def epoch_logs(self) -> dict[str, Any]:
        """The epoch's training metrics (``loss``, ``accuracy``), read once."""
        return {}

    def evaluate(self) -> dict[str, Any]:
        """``val_*`` metrics of the validation set ({} without one)."""
        return {}

    def save(self, epoch: int, step: int) -> Any:
        raise NotImplementedError

    def agree(self, stop: bool, failed: bool) -> tuple[bool, bool]:
        """(stop, failed) the same on every rank."""
        return stop, failed

    def vote(self, training: Training) -> None:
        """At a report step of ``agreed`` ranks: put this rank's stop wish to the others."""

    def voted(self) -> bool:
        """With the report's read: whether the ranks agreed to stop."""
        return False


def fit(step: Step, training: Training, callbacks: list[Callback]) -> None:
    """Train ``training.start_epoch`` .. ``epochs``, driving ``callbacks`` (closed at the end,
    however the run ends)."""
    cbs = CallbackList(callbacks, training)
    training.agreement = step.agree
    # a checkpoint saved mid-epoch (a preemption, a Stop): that epoch's remaining steps only
    into = training.start_step - training.start_epoch * training.steps
    training.resumed_in_epoch = into if 0 < into < training.steps else 0
    try:
        cbs.on_train_begin()
        for epoch in range(training.start_epoch, training.epochs):
            timed = TimedIter(step.batches(epoch))  # input wait: the seconds in next()
            training.timer = timed
            cbs.on_epoch_begin(epoch)
            done = _epoch(step, training, cbs, timed)
            logs = dict(step.epoch_logs())
            if done and not training.agree()[0]:
                cbs.on_test_begin()
                val = step.evaluate()
                cbs.on_test_end(val)
                logs.update(val)
            cbs.on_epoch_end(epoch, logs)
            if training.agree()[0]:  # every rank takes the same branch
                break
        cbs.on_train_end()
    finally:
        cbs.close()


def _epoch(step: Step, training: Training, cbs: CallbackList, batches: Any) -> bool:
    """One epoch's steps; whether it ran to its end."""
    steps, every, lazy, early, agreed = (
        training.steps,
        step.every,
        step.lazy,
        step.read_early,
        step.agreed,
    )
    begin, end = cbs.batch_begin_hooks, cbs.on_train_batch_end
    g = training.step
    n = training.step - training.epoch_start_step  # > 0 in an epoch resumed mid-way
    pending: tuple[int, Any] | None = None

    def report(batch: int, handle: Any) -> bool:
        end(batch, step.read(handle))
        return step.voted() if agreed else training.stop_training

    for batch in batches:
        if pending is not None and early:
            if report(*pending):
                pending = None
                break
            pending = None
        if begin:
            cbs.on_train_batch_begin(n)
        handle = step.run_step(batch)
        n += 1
        g += 1
        stop = False
        if pending is not None:  # the previous step's values, now this one is queued
            stop = report(*pending)
            pending = None
        if g % every == 0 or n >= steps:
            if lazy:
                pending = (n - 1, handle)
                if agreed:
                    step.vote(training)
            else:
                if agreed:  # every rank reads the same all-reduced flag at this step
                    step.vote(training)
                stop = report(n - 1, handle) or stop
        else:
            end(n - 1, None)
            stop = stop or (not agreed and training.stop_training)
        if stop or n >= steps:
            break
    if pending is not None:
        report(*pending)
    return n >= steps
