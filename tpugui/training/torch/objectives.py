"""Each task's loss and metric sums for torch's step, functions of logits ``z`` and labels ``y``
(and optional per-example weights ``w``, 0 for a padding row): :func:`loss` per example,
:func:`stats` one batch's sums (what :func:`tpugui.tasks.finish` turns into the metric; the rules,
label smoothing's included, are :mod:`tpugui.training.objectives`'). torch is imported inside
the functions.
"""

from __future__ import annotations

from typing import Any

__all__ = ["loss", "stats"]


def loss(task: str, z: Any, y: Any, smoothing: float = 0.0) -> Any:
    """Per-example losses (float32) of logits ``z`` against labels ``y``."""
    import torch.nn.functional as F  # noqa: N812

    z = z.float()
    if task == "regression":
        return ((z - y.float()) ** 2).mean(dim=1)
    if task == "multilabel":
        target = y.float() * (1.0 - smoothing) + 0.5 * smoothing if smoothing else y.float()
        return F.binary_cross_entropy_with_logits(z, target, reduction="none").mean(dim=1)
    return F.cross_entropy(z, y, reduction="none", label_smoothing=smoothing)


def stats(task: str, z: Any, y: Any, w: Any = None) -> Any:
    """One batch's metric sums as a float32 vector on the batch's device."""
    import torch

    z = z.detach().float()
    if w is None:
        w = torch.ones(z.shape[0], device=z.device)
    if task == "classification":
        hits = ((z.argmax(dim=1) == y).float() * w).sum()
        return torch.stack([hits, w.sum()])
    yf = y.float()
    if task == "multilabel":
        hits = (((z > 0).float() == yf).float().sum(dim=1) * w).sum()
        return torch.stack([hits, w.sum() * z.shape[1]])
    wc = w[:, None]
    sse = (((z - yf) ** 2) * wc).sum()
    return torch.cat([torch.stack([sse, w.sum()]), (yf * wc).sum(dim=0), (yf * yf * wc).sum(dim=0)])
