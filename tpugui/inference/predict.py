"""``predict(run, paths)``: one reading per example of the files, in their order.

The run's model (:mod:`restore`) reads the files as training read its data (:mod:`reading`);
its logits become readings by :func:`tpugui.tasks.predictions`: classification ``{"prediction":
class name (or index), "probability": p}``, multilabel ``{"prediction": [names],
"probability": [ps]}``, regression ``{"prediction": value}`` (a table's target standardisation
undone).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tpugui import tasks
from tpugui.inference import reading
from tpugui.inference.restore import Restored, restore

__all__ = ["Prediction", "predict", "predict_with", "readings"]


@dataclass
class Prediction:
    """The readings of a set of files: one per example, where it came from, the logits."""

    names: list[str]
    readings: list[dict[str, Any]]
    logits: np.ndarray
    inputs: np.ndarray  # the preprocessed model input (N, H, W, C)
    #: what was done to bring the input to the model's size and scale (Messages, said once)
    notes: list[Any] = field(default_factory=list)
    #: the files that could not be read, each a JobError naming it (the others were predicted)
    skipped: list[Any] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.names)


def readings(restored: Restored, logits: np.ndarray) -> list[dict[str, Any]]:
    """The task's reading of each row of ``logits``."""
    info = restored.info
    plan = info.get("plan") or {}
    return tasks.predictions(
        restored.task, logits, info.get("class_names"), plan.get("target") if plan else None
    )


def predict_with(restored: Restored, paths: list[str | Path]) -> Prediction:
    """Read ``paths`` and predict with a model already restored (the window keeps one)."""
    ex = reading.read(paths, restored.job, restored.info, restored.family)
    logits = restored.forward(ex.x)
    return Prediction(
        ex.names, readings(restored, logits), logits, ex.x, [*restored.notes, *ex.notes], ex.skipped
    )


def predict(
    run: str | Path,
    paths: list[str | Path],
    base_dir: str | Path | None = None,
    root: str | Path | None = None,
) -> list[dict[str, Any]]:
    """One reading per example of ``paths`` (table rows, images, folders, npz) by ``run``'s
    model, in input order (a folder's images sorted by path)."""
    return predict_with(restore(run, base_dir, root), paths).readings
