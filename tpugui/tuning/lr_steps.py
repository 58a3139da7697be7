"""The learning-rate range test's steps in each framework: the job's model, loss, optimizer
and input, trained one step per learning rate of ``lrs`` (set before each step), returning the
loss of each step (NaN once it is not finite; the test stops there). The job's schedule,
clipping aside, is replaced by the ramp; the step is computed in float32. Run inside a
trial's child process; each framework is imported in its own function only. JAX's are in
:mod:`tpugui.training.jax.tuning`, Keras's in :mod:`tpugui.training.tensorflow.tuning`.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any


def _finish(losses: list[float], n: int) -> list[float]:
    return losses + [math.nan] * (n - len(losses))


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
