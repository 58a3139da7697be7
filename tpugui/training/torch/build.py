"""What a torch run is built of, once for training and the LR range test: the optimizer
``train.*`` describes and the forward pass's autocast for ``model.precision`` (the model is
:mod:`models`', the loss :mod:`objectives`'). torch is imported inside the functions."""

from __future__ import annotations

import contextlib
from typing import Any

from tpugui.job import Job

__all__ = ["make_optimizer", "autocast"]


def make_optimizer(job: Job, params: Any) -> Any:
    """The optimizer ``train.*`` describes (momentum: sgd; beta_1, beta_2: adam, adamw; weight
    decay: adamw, decoupled). The clip norm is applied in the step (:meth:`TorchStep.run_step`)."""
    import torch

    t = job.train
    if t.optimizer == "sgd":
        return torch.optim.SGD(params, lr=t.learning_rate, momentum=t.momentum)
    betas = (t.beta_1, t.beta_2)
    if t.optimizer == "adamw":
        return torch.optim.AdamW(
            params, lr=t.learning_rate, betas=betas, weight_decay=t.weight_decay
        )
    return torch.optim.Adam(params, lr=t.learning_rate, betas=betas)


def autocast(job: Job, device_type: str) -> Any:
    """The forward pass's ``torch.autocast`` for ``model.precision`` (a null context in
    float32)."""
    import torch

    prec = job.model.precision
    if prec == "float32":
        return contextlib.nullcontext()
    dtype = torch.bfloat16 if prec == "mixed_bfloat16" else torch.float16
    return torch.autocast(device_type=device_type, dtype=dtype)
