"""A Keras run's model restored for inference (:mod:`tpugui.inference.restore` calls it): the
network rebuilt in float32 and the checkpoint's weights loaded onto it. Keras is imported
inside the function."""

from __future__ import annotations

from typing import Any

from tpugui.training.tensorflow import models

__all__ = ["restore"]


def restore(arch: str, shape: tuple[int, ...], outputs: int, base_dir: Any, ck: Any) -> Any:
    """The model ``arch`` for ``shape`` and ``outputs`` (float32, whatever the global policy
    was), with the checkpoint ``ck``'s weights."""
    import keras

    prev = keras.mixed_precision.global_policy()
    keras.mixed_precision.set_global_policy("float32")
    try:
        model = models.build(arch, shape, outputs, base_dir)
    finally:
        keras.mixed_precision.set_global_policy(prev)
    model.load_weights(str(ck.files["weights"]))
    return model
