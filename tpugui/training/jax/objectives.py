"""Each task's loss and metric sums for JAX's jitted step, functions of logits ``z`` and labels
``y`` (and optional per-example weights ``w``, 0 for a padding row): :func:`loss` per example,
:func:`stats` one batch's sums (what :func:`tpugui.tasks.finish` turns into the metric; the rules,
label smoothing's included, are :mod:`tpugui.training.objectives`'). jax and optax are imported
inside the functions.
"""

from __future__ import annotations

from typing import Any

__all__ = ["loss", "stats"]


def loss(task: str, z: Any, y: Any, outputs: int, smoothing: float = 0.0) -> Any:
    """Per-example losses (float32) of logits ``z`` against labels ``y``."""
    import jax
    import jax.numpy as jnp
    import optax

    z = z.astype(jnp.float32)
    if task == "regression":
        return ((z - y) ** 2).mean(axis=1)
    if task == "multilabel":
        target = y * (1.0 - smoothing) + 0.5 * smoothing if smoothing else y
        return optax.sigmoid_binary_cross_entropy(z, target).mean(axis=1)
    if not smoothing:
        return optax.softmax_cross_entropy_with_integer_labels(z, y)
    target = optax.smooth_labels(jax.nn.one_hot(y, outputs), smoothing)
    return optax.softmax_cross_entropy(z, target)


def stats(task: str, z: Any, y: Any, w: Any = None) -> Any:
    """One batch's metric sums as a float32 vector (jit-able)."""
    import jax.numpy as jnp

    z = z.astype(jnp.float32)
    if w is None:
        w = jnp.ones(z.shape[0], jnp.float32)
    if task == "classification":
        hits = ((jnp.argmax(z, -1) == y) * w).sum()
        return jnp.stack([hits, w.sum()])
    if task == "multilabel":
        hits = (((z > 0).astype(jnp.float32) == y).sum(axis=1) * w).sum()
        return jnp.stack([hits, w.sum() * z.shape[1]])
    wc = w[:, None]
    sse = (((z - y) ** 2) * wc).sum()
    return jnp.concatenate(
        [jnp.stack([sse, w.sum()]), (y * wc).sum(axis=0), (y * y * wc).sum(axis=0)]
    )
