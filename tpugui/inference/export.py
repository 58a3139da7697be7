"""``export(run, out)``: a run's model in its framework's own formats, loadable without tpugui.

``OUT`` (default ``RUN/export/``) gets, by framework:

* TensorFlow / Keras (:mod:`tpugui.training.tensorflow.export`): ``model.keras`` (``keras.saving.load_model``) and ``saved_model/``, an
  inference SavedModel with a ``serve`` signature (``tf.saved_model.load(...).serve(x)``); for a
  table run also ``model_columns.keras``, the model behind Keras preprocessing layers, taking the
  raw columns by name, and ``saved_model_columns/``, the same as a SavedModel whose ``serve``
  takes a dict of the raw columns;
* torch (and torch_xla, saved from the CPU; :mod:`tpugui.training.torch.export`): ``program.pt2``, a ``torch.export`` program with a
  dynamic batch (``torch.export.load(...).module()(x)``), and ``state_dict.pt`` (the weights for
  the same network built in code);
* JAX (:mod:`tpugui.training.jax.export`): ``params/``, the parameters and model state as
  orbax writes them (``StandardCheckpointer().restore``), and ``model.jaxexport``, a serialized
  ``jax.export`` program of ``(tree, x) -> logits`` with a symbolic batch
  (``jax.export.deserialize(...).call(tree, x)``);

``preprocess.py`` (:mod:`tpugui.inference.preprocess_code`): raw table rows (``preprocess_rows``,
``preprocess_csv``) or image files (``preprocess_images``) -> exactly the input the model takes,
as ``tpugui predict`` makes it, in a module of numpy alone (Pillow for image files);
and ``model.json``: what the model takes (dtype, shape, layout: NHWC, NCHW for torch), how raw
examples become that (the raw range, resize, normalisation, a table's fitted plan), the class
names, what the outputs mean (logits; softmax, sigmoid or none; a regression target's mean and
spread), the files and a one-line loader for each. The model is exported in float32.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import backends, sources
from tpugui.i18n_marks import N_
from tpugui.inference import preprocess_code
from tpugui.inference.restore import Restored, restore
from tpugui.job_errors import job_error
from tpugui.training.jax import export as jax_export
from tpugui.training.tensorflow import export as tf_export
from tpugui.training.torch import export as torch_export

__all__ = ["MODEL_JSON", "Format", "KERAS", "TORCH", "JAX", "export", "export_restored", "describe"]

MODEL_JSON = "model.json"
FORMAT = 1


@dataclass(frozen=True)
class Format:
    """How one framework's model is written: its files (model.json's "files": key -> name in
    OUT), a fresh Python's one line per file to load it (run in OUT; ``x`` as model.json's
    "inputs" says), and the function that writes them. A backend's descriptor names its
    format (``export_format``)."""

    files: dict[str, str]
    how_to_load: dict[str, str]
    write: Callable[[Restored, Path, dict[str, str]], None]
    #: what the loading lines import first
    imports: str = ""
    #: files written for some runs only (a table run's model_columns.keras): listed when written
    optional: dict[str, str] = field(default_factory=dict)
    optional_how_to_load: dict[str, str] = field(default_factory=dict)


ACTIVATION = {"classification": "softmax", "multilabel": "sigmoid", "regression": "none"}


def describe(restored: Restored, files: dict[str, str]) -> dict[str, Any]:
    """``model.json``: small; the table plan is the only table it holds."""
    info, job = restored.info, restored.job
    h, w, c = (tuple(restored.input_shape) + (1, 1, 1))[:3]
    torch = restored.family == "torch"
    plan = info.get("plan")
    task = restored.task
    outputs: dict[str, Any] = {
        "count": int(info["outputs"]),
        "kind": "logits",
        "activation": ACTIVATION.get(task, "none"),
    }
    if task == "regression" and plan and plan.get("target"):
        outputs["target"] = {
            "mean_spread": plan["target"],
            "value": "logit * spread + mean",
        }
    form = _format(restored)
    how = dict(form.how_to_load)
    how.update({k: v for k, v in form.optional_how_to_load.items() if k in files})
    if "preprocess" in files:
        how["preprocess"] = preprocess_code.HOW_TO_LOAD
    return {
        "format": FORMAT,
        "backend": job.model.backend,
        "framework": restored.family,
        "architecture": job.model.architecture,
        "task": task,
        "checkpoint": restored.checkpoint.meta_path.name,
        "input_shape": [h, w, c],
        "inputs": {
            "dtype": "float32",
            "layout": "NCHW" if torch else "NHWC",
            "shape": [None, c, h, w] if torch else [None, h, w, c],
            "preprocessed": True,
        },
        "preprocessing": {
            "source": info.get("source", job.data.source),
            "value_max": info.get("value_max", 1.0),
            "resize": info.get("resize", [0, 0]),
            "normalize": info.get("normalize", "none"),
            "image_size": sources.get(job.data.source).decode_size(job.data),
            "table": plan,
        },
        "class_names": info.get("class_names"),
        "outputs": outputs,
        "files": files,
        "how_to_load": how,
    }


def _format(restored: Restored) -> Format:
    """The export format of the run's backend (its descriptor's ``export_format``)."""
    descriptor = backends.get(restored.job.model.backend)
    return descriptor.hook(descriptor.export_format)


def _fresh(out: Path, names: dict[str, str]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name in [*names.values(), MODEL_JSON]:
        p = out / name
        if p.is_dir():
            shutil.rmtree(p)
        elif p.exists():
            p.unlink()


def export_restored(restored: Restored, out: str | Path | None = None) -> Path:
    """Write ``out`` (default ``RUN/export``) for a model already restored; returns it."""
    folder = Path(out).expanduser() if out is not None else restored.run_dir / "export"
    form = _format(restored)
    files = {**form.files, **form.optional, "preprocess": preprocess_code.FILE}
    try:
        _fresh(folder, files)
    except OSError as exc:
        raise job_error(
            "-o", N_("cannot write {path}: {error}"), path=str(folder), error=exc.strerror
        ) from None
    folder = folder.resolve()
    form.write(restored, folder, files)
    files = {k: v for k, v in files.items() if k not in form.optional or (folder / v).exists()}
    job = restored.job
    size = sources.get(job.data.source).decode_size(job.data)
    code = preprocess_code.source(restored.info, job, restored.family, form, size)
    (folder / files["preprocess"]).write_text(code, encoding="utf-8")
    text = json.dumps(describe(restored, files), indent=1, ensure_ascii=False)
    (folder / MODEL_JSON).write_text(text + "\n", encoding="utf-8")
    return folder


def export(
    run: str | Path,
    out: str | Path | None = None,
    base_dir: str | Path | None = None,
    root: str | Path | None = None,
) -> Path:
    """Restore ``run``'s model and write its export folder (see the module); returns it."""
    return export_restored(restore(run, base_dir, root), out)


KERAS = Format(
    tf_export.FILES,
    tf_export.HOW_TO_LOAD,
    tf_export.write,
    tf_export.IMPORTS,
    tf_export.COLUMNS,
    tf_export.COLUMNS_HOW_TO_LOAD,
)
TORCH = Format(torch_export.FILES, torch_export.HOW_TO_LOAD, torch_export.write,
               torch_export.IMPORTS)  # fmt: skip
JAX = Format(jax_export.FILES, jax_export.HOW_TO_LOAD, jax_export.write, jax_export.IMPORTS)
