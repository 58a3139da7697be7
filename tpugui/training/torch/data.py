"""The job's data for the torch backends: a DataLoader over the same sources as tf.data.

In-memory sources (digits, synthetic, npz, ...) come from their ``tpugui.sources`` module as numpy, with
the pipeline's map stage done once up front in numpy (resize, ``unit`` = x / value_max,
``standardize`` = per image) and shuffling seeded by ``pipeline.shuffle_seed``. File sources
(images, TFRecord, ...) are read by tf.data (``tpugui.pipeline.build``) when TensorFlow is installed.
Batches are ``(N, C, H, W)`` float32 and int64 labels. ``random_flip`` is applied per batch by
:func:`augment`. torch is imported inside the functions; this module works without TensorFlow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tpugui import sources
from tpugui.i18n_marks import N_
from tpugui.job import Job, PipelineSection
from tpugui.job_errors import job_error
from tpugui.pipeline import batching


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
    value_max: float = 1.0
    class_names: list[str] | None = None
    plan: dict[str, Any] | None = None


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


def _loader(
    x: np.ndarray, y: np.ndarray, job: Job, training: bool, shard: tuple[int, int] | None = None
) -> Any:
    """A DataLoader; with ``shard`` = (rank, world), this rank's 1/world of the examples in
    batches of batch_size / world (training: a DistributedSampler reshuffled every pass)."""
    import torch
    from torch.utils.data import DataLoader, TensorDataset

    p, t = job.pipeline, job.train
    rank, world = shard or (0, 1)
    if shard is not None and not training:  # every example once, split over the ranks
        x, y = x[rank::world], y[rank::world]
    ds = TensorDataset(torch.from_numpy(x), torch.from_numpy(y))
    gen = torch.Generator().manual_seed(p.shuffle_seed)
    shuffle = training and "shuffle" in p.order
    kw: dict[str, Any] = {}
    if t.num_workers > 0:
        kw.update(prefetch_factor=t.prefetch_factor, persistent_workers=True)
    if shard is not None and training:
        kw["sampler"] = _shard_sampler(ds, rank, world, shuffle, p.shuffle_seed)
    else:
        kw.update(shuffle=shuffle, generator=gen)
    return DataLoader(
        ds,
        batch_size=p.batch_size // world,
        drop_last=p.drop_remainder if training else False,
        num_workers=t.num_workers,
        pin_memory=t.pin_memory,
        **kw,
    )


def _shard_sampler(ds: Any, rank: int, world: int, shuffle: bool, seed: int) -> Any:
    """torch's DistributedSampler (equal shards, so every rank makes the same number of steps),
    moved to a new shuffle each time a pass over the data begins."""
    from torch.utils.data.distributed import DistributedSampler

    class _EachPass(DistributedSampler):
        def __iter__(self) -> Any:
            it = super().__iter__()
            self.set_epoch(self.epoch + 1)
            return it

    return _EachPass(ds, num_replicas=world, rank=rank, shuffle=shuffle, seed=seed, drop_last=True)


def per_replica_batch(job: Job, world: int) -> int:
    """One process's share of the global batch; the batch rule refuses one that does not divide
    (:class:`~tpugui.pipeline.batching.BatchError`)."""
    b = job.pipeline.batch_size
    batching.require_batch(b, world)
    return b // max(world, 1)


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


def make(job: Job, base_dir: str | Path | None, shard: tuple[int, int] | None = None) -> TorchData:
    """The job's batches; ``shard`` = (rank, world) gives one ``torch_xla.launch`` rank its part
    (``batch_size`` stays the global batch, ``TorchData.batch_size`` is this rank's)."""
    p = job.pipeline
    rank, world = shard or (0, 1)
    per = per_replica_batch(job, world)
    source = sources.get(job.data.source)
    if source.in_memory:
        train, val, notes = source.arrays(job.data, base_dir, job.model.task)
        xt = preprocess(train.x, train.value_max, p)
        shape = (xt.shape[2], xt.shape[3], xt.shape[1])
        train_loader = _loader(xt, train.y, job, True, shard)
        val_loader = None
        if val is not None:
            val_loader = _loader(preprocess(val.x, train.value_max, p), val.y, job, False, shard)
        return TorchData(
            train_loader,
            val_loader,
            shape,
            train.num_classes,
            len(train),
            len(val) if val is not None else 0,
            per,
            len(train_loader),
            notes,
            train.value_max,
            train.class_names,
            train.plan,
        )
    try:
        from tpugui.pipeline.build import build_datasets

        built = build_datasets(job.updated("pipeline.batch_size", per), base_dir)
    except ImportError:
        raise job_error(
            "data.source",
            N_("{source} files need TensorFlow (tf.data) to be read"),
            source=job.data.source,
        ) from None
    # sharded: rank r takes every world-th batch (of batch_size / world examples)
    steps = built.steps_per_epoch // world
    train_ds, val_ds = built.train, built.val
    if world > 1:
        train_ds = train_ds.shard(world, rank)
        val_ds = val_ds.shard(world, rank) if val_ds is not None else None
    if built.infinite:
        train_ds = train_ds.take(steps)
    val_steps = -(-built.val_count // per)
    return TorchData(
        _TfBatches(train_ds, steps),
        _TfBatches(val_ds, val_steps) if val_ds is not None else None,
        tuple(built.input_shape),
        built.num_classes,
        built.train_count,
        built.val_count,
        per,
        steps,
        list(getattr(built, "notes", [])),
        built.value_max,
        built.class_names,
        built.plan,
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
