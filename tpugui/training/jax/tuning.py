"""The batch that fits, decided by the compiler: the job's real train step for one per-replica
batch, lowered and compiled (never run), and the compiler's own memory account of it.

JAX: ``jax.jit(step).lower(...).compile().memory_analysis()`` of the very step the JAX backend
trains with (:func:`tpugui.training.jax_backend.make_steps`: the model, the loss, optax's
update, donated state). The peak of one device is its arguments + outputs − what the outputs
share with donated arguments + temporaries + the generated code. On a TPU a step that does not
fit fails to compile with ``RESOURCE_EXHAUSTED … Used X of Y hbm`` (read by :mod:`oom`).
Runs inside a trial's child process; jax is imported here only.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any


class _Quiet:
    """A reporter stand-in for the builders' notes (a trial prints nothing)."""

    def log(self, *args: Any, **kwargs: Any) -> None:
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


def jax_step(job: Any, base_dir: str | Path | None, per_replica: int) -> dict[str, Any]:
    import jax
    import numpy as np

    from tpugui.pipeline.build import build_datasets
    from tpugui.training import file_model, jax_backend, models_jax

    try:
        import tensorflow as tf

        tf.config.set_visible_devices([], "GPU")
        tf.config.set_visible_devices([], "TPU")
    except (ImportError, RuntimeError, ValueError):
        pass
    t = job.train
    built = build_datasets(
        job.updated("pipeline.batch_size", min(job.pipeline.batch_size, 8)), base_dir
    )
    h, w, c = (tuple(built.input_shape) + (1, 1, 1))[:3]
    model = models_jax.build(job.model.architecture, (h, w, c), built.num_classes, base_dir)
    hooks = file_model.hooks(job.model.architecture, base_dir)
    total = max(t.epochs * max(t.steps_per_epoch, 1), 1)
    tx = hooks.optimizer(
        "jax", jax_backend.learning_rate(job, total)
    ) or jax_backend.make_optimizer(job, total)
    params, state = model.init(t.seed, np.zeros((1, h, w, c), np.float32))
    opt_state = tx.init(params)
    device = jax.devices()[0]
    dtype = jax_backend.compute_dtype(job, device.platform, _Quiet())
    train_step, _ = jax_backend.make_steps(
        model, tx, built.num_classes, t.label_smoothing, dtype, False, job.model.task, t.seed, hooks
    )
    y_spec = built.train.element_spec[1]
    y_dtype = np.int32 if job.model.task == "classification" else np.float32
    x = jax.ShapeDtypeStruct((per_replica, h, w, c), np.float32)
    y = jax.ShapeDtypeStruct((per_replica, *y_spec.shape[1:]), y_dtype)
    compiled = train_step.lower(params, state, opt_state, x, y, np.int32(1)).compile()
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
