"""FLOPs of a Keras run's training step (:mod:`tpugui.training.flops` shapes them for the run):
TensorFlow's graph profiler (``tf.compat.v1.profiler`` float operations) over the graph of
``model.train_step`` traced once as a ``tf.function`` at the global batch: the forward, the
gradients and the optimizer update as the graph holds them. Only ops with a registered FLOPs
statistic count (MatMul, Conv2D and their gradients, elementwise Add, Mul, ...): activations,
softmax and ops inside nested functions or loops are left out.

TensorFlow is imported inside the function.
"""

from __future__ import annotations

import time
from typing import Any

from tpugui.training.flops import Count, failed

__all__ = ["count"]


def count(model: Any, element_spec: Any, batch: int) -> Count:
    """The FLOPs of ``model.train_step`` traced at ``element_spec`` (a dataset's, its batch
    dimension set to ``batch``) by TensorFlow's graph profiler; nothing runs."""
    t0 = time.perf_counter()
    try:
        import tensorflow as tf
        from tensorflow.python.profiler import model_analyzer, option_builder

        def fixed(spec: Any) -> Any:
            shape = list(spec.shape)
            if shape and shape[0] is None:
                shape[0] = batch
            return tf.TensorSpec(shape, spec.dtype)

        from tensorflow.python.util import deprecation

        spec = tf.nest.map_structure(fixed, element_spec)
        graph = tf.function(model.train_step).get_concrete_function(spec).graph
        builder = option_builder.ProfileOptionBuilder
        opts = builder(builder.float_operation()).with_empty_output().build()
        with deprecation.silence():  # the profiler's own use of a v1 helper
            flops = float(model_analyzer.profile(graph, options=opts).total_float_ops)
    except Exception as exc:  # noqa: BLE001
        return failed("TensorFlow profiler", exc, t0)
    return Count(flops, "TensorFlow profiler float_ops of model.train_step's graph (forward, "
                        "gradients, optimizer update; ops without a FLOPs statistic and nested "
                        "functions left out)", time.perf_counter() - t0)  # fmt: skip
