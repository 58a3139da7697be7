"""JAX's hooks for the tuners, run inside a trial's child process (jax is imported in the
functions only); both build the model, optimizer and step as training does (:mod:`build`).

* :func:`fit_compile` — the batch that fits, decided by the compiler: the job's real train step
  for one per-replica batch, lowered and compiled (never run), and the compiler's own memory
  account of it (``jax.jit(step).lower(...).compile().memory_analysis()``). The peak of one
  device is its arguments + outputs − what the outputs share with donated arguments +
  temporaries + the generated code. On a TPU a step that does not fit fails to compile with
  ``RESOURCE_EXHAUSTED … Used X of Y hbm`` (read by :mod:`tpugui.tuning.oom`).
* :func:`lr_steps` — the learning-rate range test's steps: one step per learning rate of
  ``lrs`` (the ramp in place of the job's schedule; a model file's own optimizer gets the ramp
  as its schedule), computed in float32, the loss of each (NaN once it is not finite).
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from tpugui.training.jax.build import build, compute_dtype

__all__ = ["fit_compile", "lr_steps", "peak_bytes"]


class _Quiet:
    """A reporter stand-in for the builders' notes (a trial prints nothing)."""

    def log(self, *args: Any, **kwargs: Any) -> None:
        pass


def _tf_off_accelerators() -> None:
    """tf.data only reads: the accelerators are JAX's."""
    try:
        import tensorflow as tf

        tf.config.set_visible_devices([], "GPU")
        tf.config.set_visible_devices([], "TPU")
    except (ImportError, RuntimeError, ValueError):
        pass


def peak_bytes(analysis: Any) -> int:
    """One device's peak from a ``CompiledMemoryStats``."""
    get = lambda name: int(getattr(analysis, name, 0) or 0)  # noqa: E731
    return (
        get("argument_size_in_bytes")
        + get("output_size_in_bytes")
        - get("alias_size_in_bytes")
        + get("temp_size_in_bytes")
        + get("generated_code_size_in_bytes")
    )


def fit_compile(job: Any, base_dir: str | Path | None, per_replica: int) -> dict[str, Any]:
    """The compiler's memory account of the job's train step at ``per_replica`` examples."""
    import jax
    import numpy as np

    from tpugui.pipeline.build import build_datasets

    _tf_off_accelerators()
    t = job.train
    built = build_datasets(
        job.updated("pipeline.batch_size", min(job.pipeline.batch_size, 8)), base_dir
    )
    device = jax.devices()[0]
    dtype = compute_dtype(job, device.platform, _Quiet())
    total = max(t.epochs * max(t.steps_per_epoch, 1), 1)
    parts = build(job, base_dir, built.input_shape, built.num_classes, total, dtype)
    h, w, c = parts.shape
    params, state = parts.model.init(t.seed, np.zeros((1, h, w, c), np.float32))
    opt_state = parts.tx.init(params)
    y_spec = built.train.element_spec[1]
    y_dtype = np.int32 if job.model.task == "classification" else np.float32
    x = jax.ShapeDtypeStruct((per_replica, h, w, c), np.float32)
    y = jax.ShapeDtypeStruct((per_replica, *y_spec.shape[1:]), y_dtype)
    compiled = parts.train_step.lower(params, state, opt_state, x, y, np.int32(1)).compile()
    analysis = compiled.memory_analysis()
    stats = {}
    try:
        stats = device.memory_stats() or {}
    except Exception:  # noqa: BLE001 - a device that keeps no statistics (the CPU)
        stats = {}
    detail = {
        k: int(getattr(analysis, k, 0) or 0)
        for k in (
            "argument_size_in_bytes",
            "output_size_in_bytes",
            "alias_size_in_bytes",
            "temp_size_in_bytes",
            "generated_code_size_in_bytes",
        )
    }
    return {
        "bytes": peak_bytes(analysis),
        "detail": detail,
        "device_limit": stats.get("bytes_limit"),
        "device": getattr(device, "device_kind", device.platform),
        "platform": device.platform,
    }


def lr_steps(job: Any, base_dir: str | Path | None, lrs: list[float]) -> list[float]:
    """The loss of one training step at each learning rate of ``lrs`` (NaN from the first one
    that is not finite)."""
    import jax
    import jax.numpy as jnp
    import numpy as np

    from tpugui.pipeline.build import build_datasets

    _tf_off_accelerators()
    t = job.train
    built = build_datasets(job, base_dir)
    ramp = jnp.asarray(lrs, jnp.float32)

    def schedule(count: Any) -> Any:
        return ramp[jnp.minimum(count, len(lrs) - 1)]

    parts = build(job, base_dir, built.input_shape, built.num_classes, len(lrs), jnp.float32,
                  lr=schedule)  # fmt: skip
    h, w, c = parts.shape
    params, state = parts.model.init(t.seed, np.zeros((1, h, w, c), np.float32))
    opt_state = parts.tx.init(params)
    dtype = "int32" if job.model.task == "classification" else "float32"
    ds = built.train if built.infinite else built.train.repeat()
    losses: list[float] = []
    for i, (x, y) in enumerate(ds.as_numpy_iterator()):
        if i >= len(lrs):
            break
        params, state, opt_state, loss, _ = parts.train_step(
            params, state, opt_state, x, y.astype(dtype), np.int32(i)
        )
        value = float(jax.device_get(loss))
        if not math.isfinite(value):
            break
        losses.append(value)
    return losses + [math.nan] * (len(lrs) - len(losses))
