"""FLOPs of torch's training step (:mod:`tpugui.training.flops` shapes them for the run):
``torch.utils.flop_counter.FlopCounterMode`` over the model's forward and backward of one batch
at the global batch size, on meta tensors (``functional_call``: no memory, no change to the
model, its grads or its batch-norm statistics). It counts the matmuls, convolutions and
attention; elementwise ops, the loss and the optimizer update are left out (an optimizer update
is about 10 FLOPs a parameter: far below 6 x batch).

torch is imported inside the function.
"""

from __future__ import annotations

import time
from typing import Any

from tpugui.training.flops import Count, failed

__all__ = ["count"]


def count(model: Any, input_shape: tuple[int, ...], batch: int) -> Count:
    """The forward and backward FLOPs of ``model`` on a float32 batch of ``batch`` examples of
    ``input_shape`` (meta tensors: nothing is computed, nothing changes)."""
    t0 = time.perf_counter()
    try:
        import torch
        from torch.utils.flop_counter import FlopCounterMode

        meta = {k: torch.empty_like(p, device="meta").requires_grad_(p.requires_grad)
                for k, p in model.named_parameters()}  # fmt: skip
        meta.update({k: torch.empty_like(b, device="meta") for k, b in model.named_buffers()})
        x = torch.empty((batch, *input_shape), device="meta")
        with FlopCounterMode(display=False) as counter:
            out = torch.func.functional_call(model, meta, (x,))
            out = out[0] if isinstance(out, tuple | list) else out
            out.float().sum().backward()
        flops = float(counter.get_total_flops())
    except Exception as exc:  # noqa: BLE001
        return failed("torch FlopCounterMode", exc, t0)
    return Count(flops, "torch FlopCounterMode, forward + backward of one batch (matmuls, "
                        "convolutions, attention; the optimizer update left out)",
                 time.perf_counter() - t0)  # fmt: skip
