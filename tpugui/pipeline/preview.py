"""The first examples of a pipeline (after the map stage) and its element shapes and dtypes."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.job import Job


@dataclass
class Preview:
    images: Any  # numpy (n, H, W, C) float32, scaled to [0, 1] for display
    labels: list[Any]
    example_spec: str  # one example after the map stage
    batch_spec: str  # one element of the training dataset
    train_count: int
    val_count: int
    num_classes: int
    n_files: int
    notes: list[str] = field(default_factory=list)


def _spec(spec: Any) -> str:
    parts = spec if isinstance(spec, tuple) else (spec,)
    names = ("image", "label")
    return ", ".join(
        f"{names[i] if i < 2 else i}: {tuple(s.shape)} {s.dtype.name}" for i, s in enumerate(parts)
    )


def preview(job: Job, base_dir: str | Path | None = None, n: int = 16) -> Preview:
    import numpy as np

    from tpugui.pipeline.build import build_datasets, load_source, map_fn

    built = build_datasets(job, base_dir)  # runs every check first
    src = load_source(job, base_dir)
    ds = src.train
    if "map" in job.pipeline.order:
        ds = ds.map(map_fn(job.pipeline, src.value_max, False))
    xs, ys = [], []
    for x, y in ds.take(n):
        xs.append(x.numpy())
        ys.append(y.numpy().item())
    example_spec = _spec(ds.element_spec)
    images = np.stack(xs) if xs else np.zeros((0, 1, 1, 1), np.float32)
    lo, hi = float(images.min(initial=0.0)), float(images.max(initial=1.0))
    images = (images - lo) / (hi - lo) if hi > lo else images * 0
    return Preview(
        images=images.astype(np.float32),
        labels=ys,
        example_spec=example_spec,
        batch_spec=_spec(built.train.element_spec),
        train_count=built.train_count,
        val_count=built.val_count,
        num_classes=built.num_classes,
        n_files=built.n_files,
        notes=built.notes,
    )
