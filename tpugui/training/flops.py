"""FLOPs of a run's own training step, counted once per compiled shape, by the framework itself.

One counter per framework, in its package (each imports its framework inside):

* JAX (:func:`tpugui.training.jax.flops.count`): XLA's cost analysis of the real compiled
  train step (see there).
* torch (:func:`tpugui.training.torch.flops.count`): ``torch.utils.flop_counter.FlopCounterMode``
  over the model's forward and backward of one batch (see there).
* TensorFlow (:func:`tpugui.training.tensorflow.flops.count`): TensorFlow's graph profiler over
  the graph of ``model.train_step`` traced once at the global batch (see there).

Each returns a :class:`Count`: ``flops`` per global step (None when the count failed) and
``source``, which says how and what it includes. :func:`run_fields` shapes the ``run_started``
keys with the peak (:mod:`tpugui.training.peak`); the ``Flops`` callback turns them into each
report's FLOP/s and MFU. Qt-free.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from tpugui.training.peak import Peak

__all__ = ["Count", "run_fields", "rates", "failed"]


@dataclass(frozen=True)
class Count:
    #: FLOPs of one global training step (None: not counted)
    flops: float | None
    source: str
    #: seconds the count took
    seconds: float = 0.0


def run_fields(count: Count, peak: Peak) -> dict[str, Any]:
    """``run_started``'s ``flops_per_step``, ``peak_flops``, ``flops_source``, ``peak_source``."""
    return {
        "flops_per_step": _sig(count.flops),
        "peak_flops": _sig(peak.flops),
        "flops_source": count.source,
        "peak_source": peak.source,
    }


def rates(flops_per_step: float | None, steps: int, seconds: float | None,
          peak: float | None) -> dict[str, float]:  # fmt: skip
    """A report window's ``flops_per_sec`` and ``mfu`` (a fraction of ``peak``): the step's FLOPs
    times the window's steps over its seconds; {} when a figure is missing."""
    if not flops_per_step or not seconds or seconds <= 0 or steps <= 0:
        return {}
    rate = flops_per_step * steps / seconds
    out = {"flops_per_sec": _sig(rate)}
    if peak:
        out["mfu"] = _sig(rate / peak)
    return out


def _sig(x: float | None, digits: int = 6) -> float | None:
    return None if x is None else float(f"{float(x):.{digits}g}")


def failed(what: str, exc: BaseException, t0: float) -> Count:
    """The count of a counter that raised (``t0``: when it started)."""
    return Count(None, f"not counted: {what}: {type(exc).__name__}: {exc}"[:300],
                 time.perf_counter() - t0)  # fmt: skip
