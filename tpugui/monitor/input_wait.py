"""Live input wait: the seconds of each logged window a step spent waiting for its next batch.

A ``batch_end`` carries ``input_s`` (waiting for input) and ``step_s`` (the whole window since
the last one that carried them); ``input_s / step_s`` is the share of the time the accelerator
starved. torch and TensorFlow with one step per call report every step; TensorFlow with several
steps per call reads its stage's total at most every 0.1 s and at an epoch's end, and the events
between carry neither.

- torch: :class:`TimedIter` times the loader's ``next()`` around the training loop's iterator.
- TensorFlow/Keras: ``KerasFeedWait`` and ``TfInputWait``, in
  :mod:`tpugui.training.tensorflow.input_wait` (they reach into tf.data's and Keras's own
  objects).

On one device this is the step's own wait; a distribution strategy that prefetches onto several
devices waits instead, so those runs report no ``input_s`` (the backends apply it to
single-replica input only). Each timer says how often it is read: ``read_every`` seconds.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import Any

__all__ = ["TimedIter", "share"]


class TimedIter:
    """Iterates ``iterable`` and counts the seconds spent in its ``next()``."""

    read_every = 0.0  # a Python float: every report can carry it

    def __init__(self, iterable: Iterable[Any]):
        self._it: Iterator[Any] = iter(iterable)
        self.waited = 0.0

    def __iter__(self) -> TimedIter:
        return self

    def __next__(self) -> Any:
        t0 = time.perf_counter()
        try:
            return next(self._it)
        finally:
            self.waited += time.perf_counter() - t0

    def take(self) -> float:
        """Seconds waited since the last ``take``."""
        w, self.waited = self.waited, 0.0
        return w


def share(input_s: Any, step_s: Any) -> float | None:
    """``input_s / step_s`` clipped to [0, 1]; None when either is missing."""
    try:
        i, s = float(input_s), float(step_s)
    except (TypeError, ValueError):
        return None
    if not s > 0 or i != i:
        return None
    return min(1.0, max(0.0, i / s))
