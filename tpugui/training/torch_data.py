"""The job's data for the torch backends: a DataLoader over the same sources as tf.data.

In-memory sources (digits, synthetic, npz) come from ``tpugui.pipeline.sources`` as numpy, with
the pipeline's map stage done once up front in numpy (resize, ``unit`` = x / value_max,
``standardize`` = per image) and shuffling seeded by ``pipeline.shuffle_seed``. File sources
(images, TFRecord) are read by tf.data (``tpugui.pipeline.build``) when TensorFlow is installed.
Batches are ``(N, C, H, W)`` float32 and int64 labels. ``random_flip`` is applied per batch by
:func:`augment`. torch is imported inside the functions; this module works without TensorFlow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tpugui.job import Job, JobError, PipelineSection
from tpugui.pipeline import sources


@dataclass
class TorchData:
    train: Any  # an iterable of (x, y) batches, re-iterable once per epoch
    val: Any | None
    input_shape: tuple[int, ...]  # (H, W, C), as the job sees it
    num_classes: int
    train_count: int
    val_count: int
    batch_size: int
    steps_per_epoch: int  # batches in one pass
    notes: list[str] = field(default_factory=list)  # skipped files and the like


def preprocess(x: np.ndarray, value_max: float, p: PipelineSection) -> np.ndarray:
    """The map stage in numpy: (N, H, W, C) raw -> (N, C, H, W) float32."""
    x = x.astype(np.float32, copy=False)
    if "map" in p.order:
        if p.resize[0] > 0 and p.resize[1] > 0 and tuple(x.shape[1:3]) != tuple(p.resize):
            x = _resize(x, p.resize[0], p.resize[1])
        if p.normalize == "unit":
            x = x / np.float32(value_max)
        elif p.normalize == "standardize":  # tf.image.per_image_standardization
            flat = x.reshape(len(x), -1)
            mean = flat.mean(axis=1, keepdims=True)
            adj = np.maximum(flat.std(axis=1, keepdims=True), 1.0 / np.sqrt(flat.shape[1]))
            x = ((flat - mean) / adj).reshape(x.shape).astype(np.float32)
    return np.ascontiguousarray(np.transpose(x, (0, 3, 1, 2)))


def _resize(x: np.ndarray, h: int, w: int) -> np.ndarray:
    import torch
    import torch.nn.functional as F  # noqa: N812

    t = torch.from_numpy(np.transpose(x, (0, 3, 1, 2)).copy())
    t = F.interpolate(t, size=(h, w), mode="bilinear", align_corners=False)
    return np.transpose(t.numpy(), (0, 2, 3, 1))


def augment(x: Any, p: PipelineSection) -> Any:
    """Random horizontal flip of half the images of a batch (when ``random_flip``)."""
    if not p.random_flip or "map" not in p.order:
        return x
    import torch

    mask = torch.rand(x.shape[0], device=x.device) < 0.5
    return torch.where(mask[:, None, None, None], x.flip(-1), x)


def _loader(x: np.ndarray, y: np.ndarray, job: Job, training: bool) -> Any:
    import torch
    from torch.utils.data import DataLoader, TensorDataset

    p, t = job.pipeline, job.train
    ds = TensorDataset(torch.from_numpy(x), torch.from_numpy(y))
    gen = torch.Generator().manual_seed(p.shuffle_seed)
    kw: dict[str, Any] = {}
    if t.num_workers > 0:
        kw.update(prefetch_factor=t.prefetch_factor, persistent_workers=True)
    return DataLoader(
        ds,
        batch_size=p.batch_size,
        shuffle=training and "shuffle" in p.order,
        generator=gen,
        drop_last=p.drop_remainder if training else False,
        num_workers=t.num_workers,
        pin_memory=t.pin_memory,
        **kw,
    )


class _TfBatches:
    """A tf.data dataset as torch batches (for file sources), one pass per iteration."""

    def __init__(self, ds: Any, steps: int):
        self.ds, self.steps = ds, steps

    def __len__(self) -> int:
        return self.steps

    def __iter__(self) -> Any:
        import torch

        for i, (x, y) in enumerate(self.ds.as_numpy_iterator()):
            if i >= self.steps:
                return
            yield (
                torch.from_numpy(np.ascontiguousarray(np.transpose(x, (0, 3, 1, 2)))),
                torch.from_numpy(np.asarray(y).astype(np.int64)),
            )


def make(job: Job, base_dir: str | Path | None) -> TorchData:
    p = job.pipeline
    if job.data.source in sources.IN_MEMORY:
        train, val, notes = sources.train_val_arrays(job.data, base_dir)
        xt = preprocess(train.x, train.value_max, p)
        shape = (xt.shape[2], xt.shape[3], xt.shape[1])
        train_loader = _loader(xt, train.y, job, True)
        val_loader = None
        if val is not None:
            val_loader = _loader(preprocess(val.x, train.value_max, p), val.y, job, False)
        return TorchData(
            train_loader,
            val_loader,
            shape,
            train.num_classes,
            len(train),
            len(val) if val is not None else 0,
            p.batch_size,
            len(train_loader),
            notes,
        )
    try:
        from tpugui.pipeline.build import build_datasets

        built = build_datasets(job, base_dir)
    except ImportError:
        raise JobError(
            [f"data.source: {job.data.source} files need TensorFlow (tf.data) to be read"]
        ) from None
    train_ds = built.train if not built.infinite else built.train.take(built.steps_per_epoch)
    val_steps = -(-built.val_count // p.batch_size)
    return TorchData(
        _TfBatches(train_ds, built.steps_per_epoch),
        _TfBatches(built.val, val_steps) if built.val is not None else None,
        tuple(built.input_shape),
        built.num_classes,
        built.train_count,
        built.val_count,
        p.batch_size,
        built.steps_per_epoch,
        list(getattr(built, "notes", [])),
    )


class EpochSlice:
    """Exactly ``steps`` batches per iteration, continuing (and wrapping) the loader across
    epochs: ``train.steps_per_epoch`` may be more or fewer than one pass."""

    def __init__(self, loader: Any, steps: int):
        self.loader, self.steps = loader, steps
        self._it: Any = None

    def __len__(self) -> int:
        return self.steps

    def __iter__(self) -> Any:
        for _ in range(self.steps):
            if self._it is None:
                self._it = iter(self.loader)
            try:
                batch = next(self._it)
            except StopIteration:
                self._it = iter(self.loader)
                try:
                    batch = next(self._it)
                except StopIteration:
                    return
            yield batch
