"""The learning-rate range test's steps in each framework: the job's model, loss, optimizer
and input, trained one step per learning rate of ``lrs`` (set before each step), returning the
loss of each step (NaN once it is not finite; the test stops there). The job's schedule,
clipping aside, is replaced by the ramp; the step is computed in float32. Run inside a
trial's child process; each framework is imported in its own function only. JAX's are in
:mod:`tpugui.training.jax.tuning`.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any


def _finish(losses: list[float], n: int) -> list[float]:
    return losses + [math.nan] * (n - len(losses))


def _tf_batches(built: Any) -> Any:
    ds = built.train if built.infinite else built.train.repeat()
    return iter(ds)


def keras(job: Any, base_dir: str | Path | None, lrs: list[float]) -> list[float]:
    import keras as k
    import tensorflow as tf

    from tpugui.pipeline.build import build_datasets
    from tpugui.training import models_tf, tf_backend

    k.utils.set_random_seed(job.train.seed)
    built = build_datasets(job, base_dir)
    model = models_tf.build(job.model.architecture, built.input_shape, built.num_classes, base_dir)
    opt = tf_backend.make_optimizer(job.updated("train.schedule", "constant"), len(lrs))
    loss_of = tf_backend.make_loss(job.train.label_smoothing, job.model.task)
    opt.build(model.trainable_variables)

    @tf.function
    def step(x: Any, y: Any) -> Any:
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(loss_of(y, model(x, training=True)))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables, strict=True))
        return loss

    batches = _tf_batches(built)
    losses: list[float] = []
    for lr in lrs:
        opt.learning_rate.assign(lr)
        x, y = next(batches)
        loss = float(step(x, y))
        if not math.isfinite(loss):
            break
        losses.append(loss)
    return _finish(losses, len(lrs))


def torch(job: Any, base_dir: str | Path | None, lrs: list[float]) -> list[float]:
    import torch as th

    from tpugui.training import models_torch, objectives, torch_backend, torch_data

    th.manual_seed(job.train.seed)
    data = torch_data.make(job, base_dir)
    model = models_torch.build(job.model.architecture, data.input_shape, data.num_classes, base_dir)
    opt = torch_backend.make_optimizer(job, model.parameters())
    t = job.train

    def endless() -> Any:
        while True:
            yield from data.train

    batches = endless()
    model.train()
    losses: list[float] = []
    for lr in lrs:
        for group in opt.param_groups:
            group["lr"] = lr
        x, y = next(batches)
        loss = objectives.torch_loss(job.model.task, model(x), y, t.label_smoothing).mean()
        opt.zero_grad(set_to_none=True)
        loss.backward()
        if t.clip_norm > 0:
            th.nn.utils.clip_grad_norm_(model.parameters(), t.clip_norm)
        opt.step()
        value = float(loss.detach())
        if not math.isfinite(value):
            break
        losses.append(value)
    return _finish(losses, len(lrs))
