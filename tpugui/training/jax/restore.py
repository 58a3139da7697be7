"""A JAX run's model restored for inference (:mod:`tpugui.inference.restore` calls these): the
network rebuilt, the orbax checkpoint's parameters and model state read back as numpy onto it,
and the jitted forward that maps ``(tree, x)`` to logits. jax and orbax are imported inside the
functions."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

from tpugui.training.jax import models

__all__ = ["restore", "logits_fn"]


def logits_fn(model: Any) -> Any:
    """``(tree, x) -> logits`` of ``model`` in inference mode, jitted."""
    import jax

    return jax.jit(lambda tree, x: model.apply(tree["params"], tree["state"], x, False)[0])


def restore(
    arch: str, shape: tuple[int, ...], outputs: int, base_dir: Any, ck: Any
) -> tuple[Any, dict[str, Any]]:
    """The model ``arch`` for ``shape`` and ``outputs``, and the checkpoint ``ck``'s parameters
    and model state for it as numpy ({"params": ..., "state": ...}); ValueError when they are
    not this model's."""
    import jax
    import orbax.checkpoint as ocp

    h, w, c = (tuple(shape) + (1, 1, 1))[:3]
    model = models.build(arch, (h, w, c), outputs, base_dir)
    params, state = model.init(0, np.zeros((1, h, w, c), np.float32))
    ckptr = ocp.StandardCheckpointer()
    try:
        got = ckptr.restore(Path(ck.files["state"]).resolve())
    finally:
        ckptr.close()
    tree = {}
    for name, like in (("params", params), ("state", state)):
        leaves = [np.asarray(a) for a in jax.tree_util.tree_leaves(got[name])]
        want = jax.tree_util.tree_leaves(like)
        treedef = jax.tree_util.tree_structure(like)
        if len(leaves) != len(want) or any(
            a.shape != np.shape(b) for a, b in zip(leaves, want, strict=True)
        ):
            raise ValueError(f"its {name} are not this model's")
        tree[name] = jax.tree_util.tree_unflatten(treedef, leaves)
    return model, tree
