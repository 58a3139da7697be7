"""A Keras run's model in TensorFlow's own formats (``tpugui export``,
:mod:`tpugui.inference.export` writes ``model.json`` beside them): ``model.keras``
(``keras.saving.load_model``) and ``saved_model/``, an inference SavedModel with a ``serve``
signature (``tf.saved_model.load(...).serve(x)``); for a table run also ``model_columns.keras``
and ``saved_model_columns/`` (:func:`write_columns`), which take the raw columns by name. Keras
saves inside :func:`write`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = [
    "FILES", "HOW_TO_LOAD", "IMPORTS", "COLUMNS", "COLUMNS_HOW_TO_LOAD", "write", "write_columns"
]  # fmt: skip

#: model.json's "files": key -> name in OUT
FILES = {"keras": "model.keras", "saved_model": "saved_model"}
#: what those lines import first
IMPORTS = "import keras, tensorflow as tf"
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
    if "columns" in files:
        write_columns(restored, out, files)


#: a table run's Keras model that takes the raw columns by name, and the same as an inference
#: SavedModel (written beside model.keras)
COLUMNS = {"columns": "model_columns.keras", "saved_model_columns": "saved_model_columns"}
#: their loading lines: a dict keyed by the column names, the Keras model one (rows, 1) array per
#: column, the SavedModel's ``serve`` one (rows,) array (a table's column as it is)
COLUMNS_HOW_TO_LOAD = {
    "columns": "keras.saving.load_model('model_columns.keras')({'age': np.array([[41.0]]), ...})",
    "saved_model_columns": "m = tf.saved_model.load('saved_model_columns'); "
    "m.serve({'age': np.array([41.0]), ...})  # keep m while serving",
}


def write_columns(restored: Any, out: Path, files: dict[str, str]) -> None:
    """For a table run (a fitted plan), ``model_columns.keras``: the model behind Keras's own
    preprocessing layers, one named input per column (shape (1,); float32 numbers, string
    categories): a Normalization layer with each number's training mean and variance, a
    StringLookup one-hot over each text column's training values (slot 0 a value they lack),
    concatenated in the model's order, the map stage's unit scale. Missing numbers are not
    filled (``preprocess.py`` fills them); a category read from a number is its ``%g`` text.

    ``saved_model_columns/``: that model as an inference SavedModel whose ``serve`` takes a dict
    keyed by the column names, one (rows,) tensor each (float32 numbers, string categories),
    and gives the logits; its ``serving_default`` signature names each input by the column's
    Keras name (:func:`_layer_name`)."""
    import keras
    import tensorflow as tf

    info = restored.info
    plan = info.get("plan")
    if (
        not plan
        or info.get("normalize") == "standardize"
        or list(info.get("resize") or [0, 0]) != [0, 0]
    ):
        return
    inputs, parts, specs = {}, [], {}
    used = {"row", "unit", "as_model_input", "columns"}  # the layer names taken
    for name, kind, stats in plan["features"]:
        safe = _layer_name(name, len(inputs), used)
        dtype = "float32" if kind == "number" else "string"
        specs[name] = tf.TensorSpec((None,), dtype, name=safe)  # serve's: one (rows,) column
        x = keras.Input(shape=(1,), dtype=dtype, name=safe)
        if kind == "number":
            mean, std = stats
            norm = keras.layers.Normalization(
                mean=[mean], variance=[std * std], name=f"{safe}_norm"
            )
            parts.append(norm(x))
        else:
            lookup = keras.layers.StringLookup(
                vocabulary=list(stats), num_oov_indices=1, output_mode="one_hot",
                name=f"{safe}_onehot",
            )  # fmt: skip
            parts.append(keras.ops.reshape(lookup(x), (-1, len(stats) + 1)))
        inputs[name] = x
    row = keras.layers.Concatenate(name="row")(parts) if len(parts) > 1 else parts[0]
    value_max = float(info.get("value_max", 1.0) or 1.0)
    if info.get("normalize") == "unit" and value_max != 1.0:
        row = keras.layers.Rescaling(1.0 / value_max, name="unit")(row)
    width = sum(1 if kind == "number" else len(stats) + 1 for _n, kind, stats in plan["features"])
    image = keras.layers.Reshape((1, width, 1), name="as_model_input")(row)
    model = keras.Model(inputs, restored.model(image), name="columns")
    model.save(str(out / files["columns"]))

    def serve(columns: dict[str, Any]) -> Any:
        return model({k: tf.expand_dims(v, -1) for k, v in columns.items()})

    archive = keras.export.ExportArchive()
    archive.track(model)
    archive.add_endpoint("serve", serve, input_signature=[specs])
    archive.write_out(str(out / files["saved_model_columns"]), verbose=False)


def _layer_name(name: str, i: int, used: set[str]) -> str:
    """A Keras name for a column (letters, digits, _ .-) that neither it nor its layers'
    (``_norm``, ``_onehot``) share with a name in ``used`` (which it joins: "a b" and "a_b"
    are two columns); the input is fed by the column's own name as the dict key."""
    import re

    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", str(name)) or f"column{i}"
    safe = safe if safe[0].isalpha() else f"c_{safe}"
    base, n = safe, 1
    while {safe, f"{safe}_norm", f"{safe}_onehot"} & used:
        n += 1
        safe = f"{base}_{n}"
    used.update((safe, f"{safe}_norm", f"{safe}_onehot"))
    return safe
