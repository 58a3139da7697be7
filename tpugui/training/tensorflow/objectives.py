"""Each task's loss and metrics as Keras objects (what the task means: :mod:`tpugui.tasks`;
the rules, label smoothing's included, are :mod:`tpugui.training.objectives`'): :func:`loss`
takes logits, :func:`metrics` the metric Keras reports. Keras is imported inside the functions.
"""

from __future__ import annotations

from typing import Any

__all__ = ["loss", "metrics"]


def loss(task: str, smoothing: float = 0.0) -> Any:
    """The task's Keras loss of logits (``(y_true, y_pred)``)."""
    import keras

    if task == "regression":
        return keras.losses.MeanSquaredError()
    if task == "multilabel":
        return keras.losses.BinaryCrossentropy(from_logits=True, label_smoothing=float(smoothing))
    if not smoothing:
        return keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    s = float(smoothing)

    # keras's sparse loss has no label_smoothing: the labels become one-hot inside the loss (the
    # metrics keep the integer labels)
    def smoothed_crossentropy(y_true: Any, y_pred: Any) -> Any:
        ops = keras.ops
        labels = ops.cast(ops.reshape(y_true, (-1,)), "int32")
        target = ops.one_hot(labels, ops.shape(y_pred)[-1], dtype=y_pred.dtype)
        return keras.losses.categorical_crossentropy(
            target, y_pred, from_logits=True, label_smoothing=s
        )

    return smoothed_crossentropy  # compile() wraps it (mean over the batch)


def metrics(task: str) -> list[Any]:
    """The task's Keras metric (named as the other frameworks' runs name it)."""
    import keras

    if task == "regression":
        return [keras.metrics.R2Score(class_aggregation="variance_weighted_average", name="r2")]
    if task == "multilabel":
        return [keras.metrics.BinaryAccuracy(name="accuracy", threshold=0.0)]
    return [keras.metrics.SparseCategoricalAccuracy(name="accuracy")]
