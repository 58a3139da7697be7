"""The LR range test's steps in Keras (:mod:`tpugui.tuning.lr_steps` says the rules): the job's
model, loss, optimizer and input, trained one step per learning rate of ``lrs`` (set before each
step), returning the loss of each step (NaN once it is not finite; the test stops there).
TensorFlow and Keras are imported inside the function."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

__all__ = ["lr_steps"]


def lr_steps(job: Any, base_dir: str | Path | None, lrs: list[float]) -> list[float]:
    """The loss of one training step at each learning rate of ``lrs`` (NaN from the first one
    that is not finite)."""
    import keras as k
    import tensorflow as tf

    from tpugui.pipeline.build import build_datasets
    from tpugui.training.tensorflow import build, models

    k.utils.set_random_seed(job.train.seed)
    built = build_datasets(job, base_dir)
    model = models.build(job.model.architecture, built.input_shape, built.num_classes, base_dir)
    opt = build.make_optimizer(job.updated("train.schedule", "constant"), len(lrs))
    loss_of = build.make_loss(job.train.label_smoothing, job.model.task)
    opt.build(model.trainable_variables)

    @tf.function
    def step(x: Any, y: Any) -> Any:
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(loss_of(y, model(x, training=True)))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables, strict=True))
        return loss

    ds = built.train if built.infinite else built.train.repeat()
    batches = iter(ds)
    losses: list[float] = []
    for lr in lrs:
        opt.learning_rate.assign(lr)
        x, y = next(batches)
        loss = float(step(x, y))
        if not math.isfinite(loss):
            break
        losses.append(loss)
    return losses + [math.nan] * (len(lrs) - len(losses))
