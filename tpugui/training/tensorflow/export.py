"""A Keras run's model in TensorFlow's own formats (``tpugui export``,
:mod:`tpugui.inference.export` writes ``model.json`` beside them): ``model.keras``
(``keras.saving.load_model``) and ``saved_model/``, an inference SavedModel with a ``serve``
signature (``tf.saved_model.load(...).serve(x)``). Keras saves inside :func:`write`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["FILES", "HOW_TO_LOAD", "write"]

#: model.json's "files": key -> name in OUT
FILES = {"keras": "model.keras", "saved_model": "saved_model"}
#: a fresh Python's one line per file to load it (run in OUT)
HOW_TO_LOAD = {
    "keras": "keras.saving.load_model('model.keras')(x)",
    "saved_model": "m = tf.saved_model.load('saved_model'); m.serve(x)  # keep m while serving",
}


def write(restored: Any, out: Path, files: dict[str, str]) -> None:
    """Write ``restored`` (a :class:`tpugui.inference.restore.Restored` of a Keras run) into
    ``out`` under ``files``' names."""
    model = restored.model
    model.save(str(out / files["keras"]))
    model.export(str(out / files["saved_model"]), format="tf_saved_model", verbose=False)
