"""Several workers of one Keras run: each worker's ``TF_CONFIG`` (:func:`rank_env`, the
descriptor's ``processes``), the workers' agreement to stop and their rows for worker 0
(:func:`agree_over`, :func:`gather_rows`), and Keras 3's ``model.fit`` under
``MultiWorkerMirroredStrategy``, made to run.

Keras 3.15 (TensorFlow 2.21) fails there in both workers before the first step, measured here
(STACK.md) with a plain ``Dataset.from_tensor_slices(...).batch(32).repeat()``:

1. ``fit`` builds the model from a first batch it takes from the distributed iterator and
   averages over the workers with ``strategy.reduce("MEAN", batch, axis=None)``;
   CollectiveAllReduceStrategy cannot reduce that ``PerReplica`` ("Attempt to convert a value
   (PerReplica:{...}) ... to a Tensor"). :func:`build_from_spec` builds it from the dataset's
   ``element_spec`` instead — symbolic tensors of the batch's shapes and dtypes, which is all
   that build reads — so no batch is taken or reduced.
2. Each step's logs are reduced over the workers with ``strategy.reduce("MEAN", v, axis=0)``;
   a loss or a metric is a scalar and has no axis 0 ("Invalid reduction dimension 0 for input
   with 0 dimensions"). :func:`patch_log_reduction` reduces a scalar with ``axis=None`` (the
   mean over the replicas) and leaves every other value to Keras.

Both are applied only for a multi-worker strategy; a later Keras that fixes these needs
neither (tests/training/test_tf_multi_worker.py trains two workers through ``fit``).
TensorFlow and Keras are imported inside the functions.
"""

from __future__ import annotations

import json
from typing import Any

from tpugui.training import ranks
from tpugui.training.ranks import Launched
from tpugui.training.reporter import Reporter

__all__ = ["rank_env", "agree_over", "gather_rows", "build_from_spec", "patch_log_reduction"]


def rank_env(rank: int, local: int, world: int, addresses: list[str]) -> dict[str, str]:
    """``TF_CONFIG`` for worker ``rank`` of ``world``: the cluster of every worker's address,
    read by ``MultiWorkerMirroredStrategy`` (the descriptor's ``processes``)."""
    cluster = {"worker": list(addresses[:world])}
    return {"TF_CONFIG": json.dumps({"cluster": cluster, "task": {"type": "worker",
                                                                  "index": rank}})}  # fmt: skip


def agree_over(strategy_: Any) -> Any:
    """(stop, failed) summed over the workers of a MultiWorkerMirroredStrategy: every worker
    calls it at the same step (a Keras callback's batch end) and gets the same answer."""
    import tensorflow as tf

    def agree(stop: bool, failed: bool) -> tuple[bool, bool]:
        local = tf.constant([float(stop), float(failed)])

        def each() -> Any:
            return tf.distribute.get_replica_context().all_reduce(tf.distribute.ReduceOp.SUM,
                                                                  local)  # fmt: skip

        summed = strategy_.experimental_local_results(strategy_.run(each))[0].numpy()
        return bool(summed[0] > 0), bool(summed[1] > 0)

    return agree


def gather_rows(rep: Reporter, launched: Launched) -> None:
    """Every worker's row for worker 0's ``run_finished.workers``, the other hosts' included (a
    pod run), through the key-value store of TensorFlow's coordination service, which
    MultiWorkerMirroredStrategy runs (:func:`tpugui.training.ranks.gather_rows`)."""
    from tensorflow.python.eager import context

    ctx = context.context()
    ranks.gather_rows(rep, launched.rank, launched.world, ctx.set_config_key_value,
                      ctx.get_config_key_value)  # fmt: skip


def build_from_spec(model: Any, element_spec: Any) -> None:
    """Replace ``model``'s first-batch build with one from ``element_spec`` (x, y)."""
    import keras

    specs = element_spec if isinstance(element_spec, tuple) else (element_spec,)

    def build(iterator: Any = None, data_batch: Any = None) -> None:
        batch = tuple(keras.KerasTensor(tuple(s.shape), s.dtype.name) for s in specs)
        with model.distribute_strategy.scope():
            model._symbolic_build(data_batch=batch)

    model._maybe_symbolic_build = build


def patch_log_reduction() -> None:
    """Scalars (a step's loss and metrics) averaged over the workers with ``axis=None``."""
    from keras.src import tree
    from keras.src.backend.tensorflow import trainer

    if getattr(trainer.reduce_per_replica, "tpugui", False):
        return
    keras_own = trainer.reduce_per_replica

    def reduce_per_replica(values: Any, strategy: Any, reduction: str) -> Any:
        if not trainer._collective_all_reduce_multi_worker(strategy) or reduction not in (
            "auto",
            "mean",
        ):
            return keras_own(values, strategy, reduction)

        def one(v: Any) -> Any:
            local = v.values[0] if hasattr(v, "values") else v
            axis = None if len(local.shape) == 0 else 0
            return strategy.reduce("MEAN", v, axis=axis)

        return tree.map_structure(one, values)

    reduce_per_replica.tpugui = True  # type: ignore[attr-defined]
    trainer.reduce_per_replica = reduce_per_replica
