"""Live input wait: the seconds of each logged window a step spent waiting for its next batch.

A ``batch_end`` carries ``input_s`` (waiting for input) and ``step_s`` (the whole window since
the last one that carried them); ``input_s / step_s`` is the share of the time the accelerator
starved. torch reports every step; TensorFlow reads its stage's total at most every 0.1 s and at
an epoch's end (``tf_backend.WAIT_READ_S``), and the events between carry neither.

- torch: :class:`TimedIter` times the loader's ``next()`` around the training loop's iterator.
- TensorFlow/Keras: the wait happens inside Keras's compiled train function (it calls
  ``next(iterator)`` in the graph), so :class:`TfInputWait` times it inside tf.data: the input
  is zipped behind a stage that stamps ``tf.timestamp()`` when the consumer asks for an element,
  and a last map adds (arrival - request) to a float64 variable on the CPU, all in the graph:
  no Python and no GIL per element (a ``tf.numpy_function`` there cost a few % of a small
  model's steps/s and counted its own wait for the GIL as input wait). Reading the variable is
  one eager op (25 us alone, about 0.1 ms right after a step): ten reads a second, not one a
  step. Zip asks its inputs in order, so the stamp is taken before the pipeline's own
  ``GetNext``; tf.data's automatic prefetch injection is turned off so nothing runs ahead of
  the stamp. On one device this is the step's own wait; a
  distribution strategy that prefetches onto several devices waits instead, so those runs
  report no ``input_s`` (the backends apply it to single-replica input only).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import Any

__all__ = ["TimedIter", "TfInputWait", "share"]


class TimedIter:
    """Iterates ``iterable`` and counts the seconds spent in its ``next()``."""

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


class TfInputWait:
    """A tf.data dataset whose consumer's waits are summed in a variable (see the module text).

    ``take()`` reads the seconds waited since the last call.
    """

    def __init__(self, dataset: Any):
        import tensorflow as tf

        with tf.device("/CPU:0"):  # tf.data functions run on the host
            self.total = tf.Variable(0.0, dtype=tf.float64, trainable=False, name="input_wait")
        self._last = 0.0
        total = self.total

        def asked(_: Any) -> Any:
            return tf.timestamp()

        def arrived(t_ask: Any, element: Any) -> Any:
            done = total.assign_add(tf.maximum(tf.timestamp() - t_ask, 0.0), read_value=False)
            with tf.control_dependencies([done]):
                return tf.nest.map_structure(tf.identity, element)

        stamps = tf.data.Dataset.counter().map(asked)
        ds = tf.data.Dataset.zip((stamps, dataset)).map(arrived)
        opts = tf.data.Options()
        opts.experimental_optimization.inject_prefetch = False
        self.dataset = ds.with_options(opts)

    def take(self) -> float:
        now = float(self.total.numpy())
        w, self._last = now - self._last, now
        return max(0.0, w)


def share(input_s: Any, step_s: Any) -> float | None:
    """``input_s / step_s`` clipped to [0, 1]; None when either is missing."""
    try:
        i, s = float(input_s), float(step_s)
    except (TypeError, ValueError):
        return None
    if not s > 0 or i != i:
        return None
    return min(1.0, max(0.0, i / s))
