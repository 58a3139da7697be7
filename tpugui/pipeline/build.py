"""Spec -> tf.data.Dataset: the ``[pipeline]`` stages applied, in order, to the ``[data]`` source.

``build_datasets(job)`` returns the training dataset (every stage of ``pipeline.order``), the
validation dataset (same map / batch, no shuffle, no repeat, no augmentation) and the facts a
trainer needs (input shape, classes, example counts, steps per epoch). TensorFlow is imported
inside the functions.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.job import Job, PipelineSection
from tpugui.pipeline import sources


@dataclass
class Built:
    train: Any  # tf.data.Dataset of (x, y) batches
    val: Any | None  # tf.data.Dataset or None
    input_shape: tuple[int, ...]  # per example, after the map stage
    num_classes: int
    train_count: int
    val_count: int
    batch_size: int
    #: batches in one pass over the training examples
    steps_per_epoch: int
    #: True when ``repeat`` makes the training dataset endless
    infinite: bool


def _tune(value: int | str) -> int:
    import tensorflow as tf

    return tf.data.AUTOTUNE if value == "autotune" else int(value)


def map_fn(p: PipelineSection, value_max: float, training: bool):  # noqa: ANN201
    """The preprocess function of the map stage: resize, normalise, random flip."""
    import tensorflow as tf

    def fn(x, y):  # noqa: ANN001, ANN202
        x = tf.cast(x, tf.float32)
        if p.resize[0] > 0 and p.resize[1] > 0:
            x = tf.image.resize(x, (p.resize[0], p.resize[1]))
        if p.normalize == "unit":
            x = x / value_max
        elif p.normalize == "standardize":
            x = tf.image.per_image_standardization(x)
        if training and p.random_flip:
            x = tf.image.random_flip_left_right(x)
        return x, y

    return fn


def options(p: PipelineSection):  # noqa: ANN201
    import tensorflow as tf

    opts = tf.data.Options()
    opts.autotune.enabled = p.autotune
    if p.cpu_budget:
        opts.autotune.cpu_budget = p.cpu_budget
    if p.ram_budget:
        opts.autotune.ram_budget = p.ram_budget
    opts.deterministic = p.deterministic
    if p.private_threadpool_size:
        opts.threading.private_threadpool_size = p.private_threadpool_size
    return opts


def apply_stages(ds, p: PipelineSection, value_max: float, training: bool):  # noqa: ANN001, ANN201
    """Apply ``p.order`` to ``ds`` (a dataset of single (x, y) examples)."""
    import tensorflow as tf

    for stage in p.order:
        if stage == "interleave":
            continue  # in-memory sources are a single shard; file sources interleave on read
        if stage == "map":
            ds = ds.map(
                map_fn(p, value_max, training),
                num_parallel_calls=_tune(p.map_parallel_calls),
                deterministic=p.deterministic,
            )
        elif stage == "cache":
            ds = ds.cache("" if p.cache == "memory" else p.cache)
        elif stage == "shuffle" and training:
            ds = ds.shuffle(
                p.shuffle_buffer,
                seed=p.shuffle_seed,
                reshuffle_each_iteration=p.reshuffle_each_iteration,
            )
        elif stage == "repeat" and training:
            ds = ds.repeat(None if p.repeat == -1 else p.repeat)
        elif stage == "batch":
            ds = ds.batch(p.batch_size, drop_remainder=p.drop_remainder)
        elif stage == "prefetch":
            ds = ds.prefetch(_tune(p.prefetch))
    if "batch" not in p.order:  # a trainer always needs batches
        ds = ds.batch(p.batch_size, drop_remainder=p.drop_remainder)
    return ds.with_options(options(p)) if isinstance(ds, tf.data.Dataset) else ds


def build_datasets(job: Job, base_dir: str | Path | None = None) -> Built:
    import tensorflow as tf

    p = job.pipeline
    arrays = sources.load_arrays(job.data, base_dir)
    train, val = sources.split(arrays, job.data.validation_split, job.data.seed)
    train_ds = apply_stages(
        tf.data.Dataset.from_tensor_slices((train.x, train.y)), p, arrays.value_max, True
    )
    val_ds = None
    if val is not None:
        val_ds = apply_stages(
            tf.data.Dataset.from_tensor_slices((val.x, val.y)), p, arrays.value_max, False
        )
    shape = list(arrays.input_shape)
    if p.resize[0] > 0 and p.resize[1] > 0 and "map" in p.order:
        shape[0], shape[1] = p.resize
    n = len(train)
    steps = n // p.batch_size if p.drop_remainder else math.ceil(n / p.batch_size)
    repeat_forever = "repeat" in p.order and p.repeat == -1
    return Built(
        train=train_ds,
        val=val_ds,
        input_shape=tuple(shape),
        num_classes=arrays.num_classes,
        train_count=n,
        val_count=len(val) if val is not None else 0,
        batch_size=p.batch_size,
        steps_per_epoch=max(steps, 0),
        infinite=repeat_forever,
    )
