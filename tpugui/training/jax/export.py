"""A JAX run's model in JAX's own formats (``tpugui export``, :mod:`tpugui.inference.export`
writes ``model.json`` beside them): ``params/``, the parameters and model state as orbax writes
them (``StandardCheckpointer().restore``), and ``model.jaxexport``, a serialized ``jax.export``
program of ``(tree, x) -> logits`` with a symbolic batch (``jax.export.deserialize(...)
.call(tree, x)``). jax and orbax are imported inside :func:`write`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["FILES", "HOW_TO_LOAD", "IMPORTS", "write"]

#: model.json's "files": key -> name in OUT
FILES = {"params": "params", "program": "model.jaxexport"}
#: what those lines import first
IMPORTS = "import os, jax, orbax.checkpoint"
#: a fresh Python's one line per file to load it (run in OUT)
HOW_TO_LOAD = {
    "params": "orbax.checkpoint.StandardCheckpointer().restore(os.path.abspath('params'))",
    "program": (
        "jax.export.deserialize(open('model.jaxexport', 'rb').read()).call("
        "orbax.checkpoint.StandardCheckpointer().restore(os.path.abspath('params')), x)"
    ),
}


def write(restored: Any, out: Path, files: dict[str, str]) -> None:
    """Write ``restored`` (a :class:`tpugui.inference.restore.Restored` of a JAX run) into
    ``out`` under ``files``' names."""
    import jax
    import jax.numpy as jnp
    import orbax.checkpoint as ocp

    model, tree = restored.model, restored.tree
    ckptr = ocp.StandardCheckpointer()
    try:
        ckptr.save(out / files["params"], tree, force=True)
        ckptr.wait_until_finished()
    finally:
        ckptr.close()

    def logits(tree: Any, x: Any) -> Any:
        return model.apply(tree["params"], tree["state"], x, False)[0]

    h, w, c = (tuple(restored.input_shape) + (1, 1, 1))[:3]
    (batch,) = jax.export.symbolic_shape("batch")
    spec = jax.tree_util.tree_map(lambda a: jax.ShapeDtypeStruct(np.shape(a), a.dtype), tree)
    x = jax.ShapeDtypeStruct((batch, h, w, c), jnp.float32)
    program = jax.export.export(jax.jit(logits))(spec, x)
    (out / files["program"]).write_bytes(bytes(program.serialize()))
