"""The input wait of a Keras run's ``fit`` (what it is, and how torch's and JAX's loops time it:
:mod:`tpugui.monitor.input_wait`):

- TensorFlow/Keras, one step per call (``steps_per_execution = 1``): :class:`KerasFeedWait`
  takes the batch on the Python side of Keras's loop and times its ``GetNext`` kernel (called
  as tf.data's ``OwnedIterator`` calls it, through that class's private fields; another
  iterator, or one whose fields have changed, is timed around its whole ``next()``). Keras's
  own train function fetches the batch inside its compiled step (``multi_step_on_iterator``
  with an ``Optional`` around it); given a batch instead, it runs the same compiled
  ``one_step_on_data`` on it (the branch it has for Python iterators). Measured on the demo job
  (``benchmarks/input_wait_cost.py``) this costs nothing against a plain ``fit``, where a tf.data
  stage costs 3-7 % of a 5 ms step (two tf.data function calls and a zip per element, about
  0.25-0.5 ms of CPU).
- TensorFlow/Keras with several steps per call (or a model class with its own train function,
  which the feed leaves alone): the wait happens inside the compiled loop,
  so :class:`TfInputWait` times it inside tf.data: the input is zipped behind a stage that stamps
  ``tf.timestamp()`` when the consumer asks for an element, and a last map adds (arrival -
  request) to a float64 variable on the CPU, all in the graph: no Python and no GIL per element.
  Reading the variable is one eager op (25 us alone, about 0.1 ms right after a step): ten reads
  a second, not one a step. Zip asks its inputs in order, so the stamp is taken before the
  pipeline's own ``GetNext``; tf.data's automatic prefetch injection is turned off so nothing
  runs ahead of the stamp. Those runs' steps are long (that is why they run several a call),
  so the stage's fixed cost a step is small there.

Single-replica input only (the backend's rule: a strategy over several devices prefetches).
TensorFlow and Keras are imported inside the methods.
"""

from __future__ import annotations

import time
from typing import Any

__all__ = ["KerasFeedWait", "TfInputWait"]


class KerasFeedWait:
    """A compiled Keras model (TensorFlow, ``steps_per_execution = 1``) whose ``fit`` takes
    each batch in Python, timed (see the module text). ``take()``: seconds since the last call.

    What is timed is the iterator's ``GetNext`` kernel, called as tf.data's own iterator calls
    it: the Python around it (about 60 us a batch here: the op's dispatch and the element's
    structure) is the loop's, not the input's, and would read as a few % of input wait in a
    perfectly fed short step. An iterator of another kind (a distribution strategy's) is timed
    around its whole ``next()``.
    """

    read_every = 0.0  # a Python float: every event can carry it

    @staticmethod
    def fits(model: Any) -> bool:
        """Whether ``model`` trains with Keras's own train function (a model class that makes
        its own keeps it, untouched: the tf.data stage times its input instead)."""
        import keras

        return type(model).make_train_function is keras.Model.make_train_function

    def __init__(self, model: Any):
        model.make_train_function()
        self._step = model.train_function
        self.waited = 0.0
        self._iterator: Any = None
        self._next: Any = None
        model.train_function = self._fed

    def _fed(self, iterator: Any) -> Any:
        if iterator is not self._iterator:
            self._iterator, self._next = iterator, self._timer(iterator)
        batch = self._next()  # StopIteration ends the epoch, as in Keras's own function
        return self._step((batch,))  # not a tf.data iterator: Keras runs its step on the batch

    def _timer(self, iterator: Any) -> Any:
        from tensorflow.python.data.ops import iterator_ops
        from tensorflow.python.eager import context
        from tensorflow.python.framework import errors
        from tensorflow.python.ops import gen_dataset_ops

        parts = ("_iterator_resource", "_flat_output_types", "_flat_output_shapes")
        if not isinstance(iterator, iterator_ops.OwnedIterator) or not all(
            hasattr(iterator, p) for p in (*parts, "_element_spec")
        ):

            def whole() -> Any:
                t0 = time.perf_counter()
                try:
                    return next(iterator)
                finally:
                    self.waited += time.perf_counter() - t0

            return whole
        resource, types, shapes = (getattr(iterator, p) for p in parts)
        spec = iterator._element_spec
        rebuild = getattr(spec, "_from_compatible_tensor_list", None)
        if rebuild is None:
            from tensorflow.python.data.util import structure

            def rebuild(flat: Any) -> Any:
                return structure.from_compatible_tensor_list(spec, flat)

        def kernel() -> Any:
            with context.execution_mode(context.SYNC):  # as OwnedIterator._next_internal
                t0 = time.perf_counter()
                try:
                    flat = gen_dataset_ops.iterator_get_next(
                        resource, output_types=types, output_shapes=shapes
                    )
                except errors.OutOfRangeError:
                    raise StopIteration from None
                finally:
                    self.waited += time.perf_counter() - t0
                return rebuild(flat)

        return kernel

    def take(self) -> float:
        w, self.waited = self.waited, 0.0
        return w


class TfInputWait:
    """A tf.data dataset whose consumer's waits are summed in a variable (see the module text).

    ``take()`` reads the seconds waited since the last call.
    """

    read_every = 0.1  # one eager op a read: at most ten a second (and at an epoch's end)

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
