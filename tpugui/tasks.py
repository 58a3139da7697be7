"""What a model predicts (``model.task``), once: its labels, its metric, how outputs read.

Every task trains a model whose outputs are *logits* (``num_outputs`` of them per example):

* ``classification`` — one class per example; labels are class indices (int64); the loss is
  softmax cross-entropy, the metric ``accuracy`` (the arg-max is the label). An output reads as
  the most probable class and its softmax probability.
* ``multilabel`` — any number of labels per example; labels are multi-hot float32 rows
  ``(N, labels)``; the loss is sigmoid cross-entropy per label, the metric ``accuracy`` per
  label (a logit above 0 is a "yes", as Keras's ``BinaryAccuracy(threshold=0)``). An output reads
  as the labels whose sigmoid is above one half, each with its probability.
* ``regression`` — numbers; labels are float32 rows ``(N, targets)`` (a table's target column
  standardised with the training rows' mean and spread, undone when an output is read); the loss
  is the mean squared error, the metric ``r2`` (R², pooled over the targets: 1 - SSE / SST, as
  Keras's ``R2Score(class_aggregation="variance_weighted_average")``).

The frameworks' losses and metric sums are in :mod:`tpugui.training.objectives`; what a metric is
called, which way is better and what the plots title it, here. numpy only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from tpugui.i18n_marks import N_

__all__ = ["Task", "TASKS", "get", "better", "metric_of", "finish", "predictions"]


@dataclass(frozen=True)
class Task:
    name: str
    #: the epoch metric's log key ("accuracy", "r2"); validation adds "val_"
    metric: str
    #: the metric as the plots and tables title it
    metric_label: str
    #: what a label is: "class" (an index), "labels" (multi-hot), "value" (numbers)
    label: str
    #: the sources' labels are float32 (else int64)
    float_labels: bool

    def monitors(self) -> tuple[str, ...]:
        return ("val_loss", f"val_{self.metric}", "loss", self.metric)


TASKS: dict[str, Task] = {
    "classification": Task("classification", "accuracy", N_("Accuracy"), "class", False),
    "multilabel": Task("multilabel", "accuracy", N_("Accuracy per label"), "labels", True),
    "regression": Task("regression", "r2", N_("R²"), "value", True),
}


def get(name: str) -> Task:
    return TASKS[name]


def better(monitor: str) -> str:
    """ "min" for a loss, "max" for accuracy and R²."""
    return "min" if monitor.endswith("loss") else "max"


def metric_of(monitor: str) -> str:
    """The metric a monitor watches, without "val_"."""
    return monitor[4:] if monitor.startswith("val_") else monitor


def stats_width(task: str, outputs: int) -> int:
    """How many sums one batch's metric keeps (:mod:`tpugui.training.objectives`)."""
    return 2 + 2 * outputs if task == "regression" else 2


def finish(task: str, sums: Any) -> float | None:
    """The metric from a pass's summed statistics (None when nothing was seen).

    classification, multilabel: ``[hits, count]``; regression: ``[sse, n, sum_y..., sum_yy...]``
    (one sum of y and of y² per target)."""
    s = np.asarray(sums, dtype=np.float64)
    if s[1] <= 0:
        return None
    if task != "regression":
        return float(s[0] / s[1])
    k = (len(s) - 2) // 2
    n, sy, syy = s[1], s[2 : 2 + k], s[2 + k :]
    sst = float(np.sum(syy - sy * sy / n))
    return float(1.0 - s[0] / sst) if sst > 0 else 0.0


def _softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max(axis=-1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=-1, keepdims=True)


def predictions(
    task: str,
    outputs: Any,
    classes: list[str] | None = None,
    target: list[list[float]] | None = None,
) -> list[dict[str, Any]]:
    """One reading per example of a model's outputs (logits, ``(N, outputs)``).

    classification: ``{"prediction": class name (or index), "probability": p}``; multilabel:
    ``{"prediction": [names...], "probability": [p of each...]}``; regression: ``{"prediction":
    value}`` (a list for several targets), ``target`` being ``[[mean, spread], ...]`` per target
    to undo the standardisation."""
    z = np.asarray(outputs, dtype=np.float64)
    z = z.reshape(len(z), -1)
    names = list(classes) if classes else None
    out: list[dict[str, Any]] = []
    if task == "classification":
        p = _softmax(z)
        for row in p:
            i = int(row.argmax())
            out.append({"prediction": names[i] if names else i, "probability": float(row[i])})
    elif task == "multilabel":
        p = 1.0 / (1.0 + np.exp(-z))
        for row in p:
            on = [int(i) for i in np.flatnonzero(row > 0.5)]
            out.append(
                {
                    "prediction": [names[i] if names else i for i in on],
                    "probability": [float(row[i]) for i in on],
                }
            )
    else:
        values = z
        if target:
            stats = np.asarray(target, dtype=np.float64).reshape(-1, 2)
            values = z * stats[:, 1] + stats[:, 0]
        for row in values:
            v = [float(a) for a in row]
            out.append({"prediction": v[0] if len(v) == 1 else v})
    return out
