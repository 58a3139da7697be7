"""The LR range test's steps in torch (:mod:`tpugui.tuning.lr_steps` says the rules): the job's
model, loss, optimizer and input, trained one step per learning rate of ``lrs`` (set before each
step), returning the loss of each step (NaN once it is not finite; the test stops there). torch
is imported inside the function."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

__all__ = ["lr_steps"]


def lr_steps(job: Any, base_dir: str | Path | None, lrs: list[float]) -> list[float]:
    """The loss of one training step at each learning rate of ``lrs`` (NaN from the first one
    that is not finite)."""
    import torch as th

    from tpugui.training.torch import build, models, objectives
    from tpugui.training.torch import data as torch_data

    th.manual_seed(job.train.seed)
    data = torch_data.make(job, base_dir)
    model = models.build(job.model.architecture, data.input_shape, data.num_classes, base_dir)
    opt = build.make_optimizer(job, model.parameters())
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
        loss = objectives.loss(job.model.task, model(x), y, t.label_smoothing).mean()
        opt.zero_grad(set_to_none=True)
        loss.backward()
        if t.clip_norm > 0:
            th.nn.utils.clip_grad_norm_(model.parameters(), t.clip_norm)
        opt.step()
        value = float(loss.detach())
        if not math.isfinite(value):
            break
        losses.append(value)
    return losses + [math.nan] * (len(lrs) - len(losses))
