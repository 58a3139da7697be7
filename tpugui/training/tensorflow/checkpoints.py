"""Keras checkpoints and the weights' digest.

``checkpoints/STEM.weights.h5`` holds the model's weights (``model.save_weights``) and
``STEM.optimizer.npz`` the optimizer's variables in their order, beside tpugui's ``STEM.json``
(backend, epoch, step); both files are written whole or not at all. The workers of a
multi-worker run hold the same weights, so worker 0 writes them. numpy is imported at use;
Keras's own objects are the model's.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tpugui.backends.tensorflow import BACKEND
from tpugui.i18n_marks import N_, Message
from tpugui.training import checkpoints
from tpugui.training.reporter import Reporter

__all__ = ["save", "restore", "params_digest"]


def params_digest(model: Any) -> str:
    """sha256 of the model's weights in their order, as float32 bytes."""
    import hashlib

    import numpy as np

    h = hashlib.sha256()
    for w in model.weights:
        h.update(w.path.encode() if hasattr(w, "path") else b"")
        h.update(np.ascontiguousarray(np.asarray(w.numpy(), dtype=np.float32)).tobytes())
    return h.hexdigest()


def save(model: Any, rep: Reporter, epoch: int, step: int) -> Path:
    """Write the model's weights and its optimizer's variables as the checkpoint of ``epoch``
    and ``step``, and say so (``checkpoint`` event); the meta file's path."""
    import numpy as np

    folder = rep.run_dir / "checkpoints"
    folder.mkdir(parents=True, exist_ok=True)
    name = checkpoints.stem(epoch, step)
    weights = f"{name}.weights.h5"
    opt = f"{name}.optimizer.npz"
    arrays = {f"v{i:04d}": np.asarray(v.numpy()) for i, v in enumerate(model.optimizer.variables)}
    size = sum(np.asarray(w.numpy()).nbytes for w in model.weights)
    checkpoints.ensure_space(folder, size + checkpoints.state_bytes(arrays))
    with checkpoints.atomic(folder / weights) as tmp:  # a full disk leaves no partial file
        model.save_weights(str(tmp))
    with checkpoints.atomic(folder / opt) as tmp:
        np.savez(tmp, **arrays)
    meta = checkpoints.write_meta(
        folder, name, BACKEND.name, epoch, step, {"weights": weights, "optimizer": opt}
    )
    rep.checkpoint(meta, epoch, step)
    return meta


def restore(model: Any, ck: checkpoints.Checkpoint, rep: Reporter) -> None:
    """Load ``ck`` into the compiled ``model`` and its optimizer (an optimizer whose variables
    do not fit starts fresh at the checkpoint's step, said as a warning)."""
    import numpy as np

    opt = model.optimizer
    opt.build(model.trainable_variables)  # first, so load_weights finds the optimizer's slots
    model.load_weights(str(ck.files["weights"]))
    with np.load(ck.files["optimizer"]) as npz:
        arrays = [npz[k] for k in sorted(npz.files)]
    variables = list(opt.variables)
    if len(arrays) == len(variables) and all(
        tuple(a.shape) == tuple(v.shape) for a, v in zip(arrays, variables, strict=True)
    ):
        for v, a in zip(variables, arrays, strict=True):
            v.assign(a)
    else:
        rep.log(
            Message(
                N_(
                    "the checkpoint's optimizer state does not fit this optimizer; it starts "
                    "fresh (the step count still continues)"
                )
            ),
            "warning",
        )
        opt.iterations.assign(ck.step)
    rep.restored(checkpoints.resumed_message(ck))
