"""``inputs.json`` of a run folder: what the model was trained to read, for export and predict.

Written by every backend once its data is built (before the first step), so a run that stops
early can still be exported. It holds the task, the model's input shape (after the map stage),
how raw examples became that input (the raw range ``value_max`` and the map stage's resize and
normalisation; a table's fitted plan: its columns' means, spreads and categories), and the names
of the outputs (class names, tags) when the source knows them. JSON, small, no framework.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from tpugui.job import Job

__all__ = ["FILE", "describe", "write", "read"]

FILE = "inputs.json"
FORMAT = 1


def describe(job: Job, built: Any) -> dict[str, Any]:
    """The description of a built input (:class:`~tpugui.pipeline.build.Built` or
    :class:`~tpugui.training.torch.data.TorchData`)."""
    p = job.pipeline
    mapped = "map" in p.order
    return {
        "format": FORMAT,
        "task": job.model.task,
        "source": job.data.source,
        "input_shape": [int(d) for d in built.input_shape],
        "outputs": int(built.num_classes),
        "value_max": float(getattr(built, "value_max", 1.0)),
        "resize": list(p.resize) if mapped else [0, 0],
        "normalize": p.normalize if mapped else "none",
        "class_names": list(built.class_names) if built.class_names else None,
        "plan": built.plan,
    }


def write(run_dir: Path, job: Job, built: Any) -> Path:
    path = Path(run_dir) / FILE
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(describe(job, built), indent=1), encoding="utf-8")
    os.replace(tmp, path)
    return path


def read(run_dir: Path) -> dict[str, Any] | None:
    path = Path(run_dir) / FILE
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
