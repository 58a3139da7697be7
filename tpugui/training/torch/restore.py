"""A torch run's model restored for inference (:mod:`tpugui.inference.restore` calls it): the
network rebuilt on the CPU and the checkpoint's model state loaded onto it, in float32 and eval
mode. torch is imported inside the function."""

from __future__ import annotations

from typing import Any

from tpugui.training.torch import models

__all__ = ["restore"]


def restore(arch: str, shape: tuple[int, ...], outputs: int, base_dir: Any, ck: Any) -> Any:
    """The model ``arch`` for ``shape`` and ``outputs`` with the checkpoint ``ck``'s weights
    (CPU, float32, eval mode)."""
    import torch

    model = models.build(arch, shape, outputs, base_dir)
    state = torch.load(ck.files["state"], map_location="cpu", weights_only=True)
    model.load_state_dict(state["model"])
    return model.float().eval()
