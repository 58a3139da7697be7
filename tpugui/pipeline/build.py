"""Spec -> tf.data.Dataset: the ``[pipeline]`` stages applied, in order, to the ``[data]`` source.

``build_datasets(job)`` returns the training dataset (every stage of ``pipeline.order``), the
validation dataset (same map / batch, no shuffle, no repeat, no augmentation) and the facts a
trainer needs (input shape, classes, example counts, steps per epoch). ``check_job`` refuses
what cannot work before anything runs (the message names the field). TensorFlow is imported
inside the functions.

The source gives single ``(x, y)`` examples with raw values in [0, value_max], read by the
source's own module (:mod:`tpugui.sources`): in-memory arrays sliced, or files read by tf.data.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import sources
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError, PipelineSection
from tpugui.pipeline import batching
from tpugui.sources.base import Examples, autotune, resolve_path


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
    #: things the person should know (skipped files, ...)
    notes: list[str] = field(default_factory=list)
    #: files the source reads (1 for in-memory sources)
    n_files: int = 1
    #: what predict needs to read new examples as these: the raw range, the classes' names,
    #: a table's fitted plan (tpugui.sources.tables)
    value_max: float = 1.0
    class_names: list[str] | None = None
    plan: dict[str, Any] | None = None


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


def apply_stages(ds, p: PipelineSection, value_max: float, training: bool, cache_suffix: str = ""):  # noqa: ANN001, ANN201
    """Apply ``p.order`` to ``ds`` (a dataset of single (x, y) examples).

    ``interleave`` is applied where the files are read (see :func:`load_source`).
    """
    import tensorflow as tf

    for stage in p.order:
        if stage == "interleave":
            continue  # applied to the files of the source, where the records are read
        if stage == "map":
            ds = ds.map(
                map_fn(p, value_max, training),
                num_parallel_calls=autotune(p.map_parallel_calls),
                deterministic=p.deterministic,
            )
        elif stage == "cache":
            ds = ds.cache("" if p.cache == "memory" else p.cache + cache_suffix)
        elif stage == "shuffle" and training:
            ds = ds.shuffle(
                p.shuffle_buffer,
                seed=p.shuffle_seed,
                reshuffle_each_iteration=p.reshuffle_each_iteration,
            )
        elif stage == "repeat" and training:
            ds = ds.repeat(None if p.repeat == -1 else p.repeat)
        elif stage == "batch":  # validation keeps its short last batch: every example counts
            ds = ds.batch(p.batch_size, drop_remainder=p.drop_remainder and training)
        elif stage == "prefetch":
            ds = ds.prefetch(autotune(p.prefetch))
    if "batch" not in p.order:  # a trainer always needs batches
        ds = ds.batch(p.batch_size, drop_remainder=p.drop_remainder and training)
    return ds.with_options(options(p)) if isinstance(ds, tf.data.Dataset) else ds


# --- checks ------------------------------------------------------------------------------


def cache_path(p: PipelineSection, base_dir: str | Path | None) -> str:
    """The cache file prefix as an absolute path ("" for memory)."""
    if p.cache == "memory" or not p.cache:
        return ""
    return str(resolve_path(p.cache, base_dir))


def check_pipeline(
    p: PipelineSection, base_dir: str | Path | None = None
) -> list[tuple[str, Message]]:
    """Problems with the ``[pipeline]`` section that need no data, as (job key, Message)."""
    problems: list[tuple[str, Message]] = []

    def add(key: str, template: str, **args: object) -> None:
        problems.append((key, Message(template, args)))

    if (
        "interleave" in p.order
        and p.cycle_length != "autotune"
        and p.interleave_parallel_calls != "autotune"
        and p.interleave_parallel_calls > p.cycle_length
    ):
        add(
            "pipeline.interleave_parallel_calls",
            N_(
                "{calls} is more than cycle_length {cycle}; tf.data refuses that. Use at most "
                "{cycle} or AUTOTUNE"
            ),
            calls=p.interleave_parallel_calls,
            cycle=p.cycle_length,
        )
    if (p.resize[0] > 0) != (p.resize[1] > 0):
        add(
            "pipeline.resize",
            N_("give both height and width (got {resize}); 0, 0 keeps the size"),
            resize=str(p.resize),
        )
    if "cache" in p.order and p.cache != "memory":
        if not p.cache.strip():
            add("pipeline.cache", N_("give a file path, or 'memory'"))
        else:
            path = Path(cache_path(p, base_dir))
            parent = path.parent
            if path.is_dir():
                add(
                    "pipeline.cache",
                    N_("{path} is a folder; give a file name inside it (for example {example})"),
                    path=str(path),
                    example=str(path / "train.cache"),
                )
            elif not parent.is_dir():
                add(
                    "pipeline.cache",
                    N_(
                        "the folder {folder} does not exist; create it or choose another cache path"
                    ),
                    folder=str(parent),
                )
            elif not os.access(parent, os.W_OK | os.X_OK):
                add(
                    "pipeline.cache",
                    N_(
                        "cannot write the cache file {path} (the folder {folder} is "
                        "not writable); choose another path or 'memory'"
                    ),
                    path=str(path),
                    folder=str(parent),
                )
    return problems


def check_counts(p: PipelineSection, train_count: int) -> list[tuple[str, Message]]:
    """The batch rule's errors for ``train_count`` training examples (:mod:`.batching`)."""
    problems = batching.check_batch(p.batch_size, 1, train_count, p.drop_remainder)
    return [(x.field, x.message) for x in batching.errors(problems)]


# --- sources -----------------------------------------------------------------------------


def load_source(job: Job, base_dir: str | Path | None = None) -> Examples:
    """The job's source as unbatched tf.data datasets (the source's own reader)."""
    return sources.get(job.data.source).examples(job, base_dir)


def check_job(job: Job, base_dir: str | Path | None = None) -> Examples:
    """Every check that can be made before a run; returns the loaded source.

    Raises :class:`JobError` listing all problems (each ``field: reason``).
    """
    problems = check_pipeline(job.pipeline, base_dir)
    src = load_source(job, base_dir)
    problems += check_counts(job.pipeline, src.train_count)
    if problems:
        raise JobError.of(problems)
    return src


def output_shape(job: Job, raw_shape: tuple[int, ...]) -> tuple[int, ...]:
    p = job.pipeline
    shape = list(raw_shape)
    if p.resize[0] > 0 and p.resize[1] > 0 and "map" in p.order:
        shape[0], shape[1] = p.resize
    return tuple(shape)


def build_datasets(job: Job, base_dir: str | Path | None = None) -> Built:
    p = job.pipeline
    src = check_job(job, base_dir)
    cache = cache_path(p, base_dir)
    if cache:
        p = p.model_copy(update={"cache": cache})
    train_ds = apply_stages(src.train, p, src.value_max, True)
    val_ds = None
    if src.val is not None:
        val_ds = apply_stages(src.val, p, src.value_max, False, cache_suffix=".val")
    n = src.train_count
    steps = n // p.batch_size if p.drop_remainder else math.ceil(n / p.batch_size)
    repeat_forever = "repeat" in p.order and p.repeat == -1
    return Built(
        train=train_ds,
        val=val_ds,
        input_shape=output_shape(job, src.input_shape),
        num_classes=src.num_classes,
        train_count=n,
        val_count=src.val_count,
        batch_size=p.batch_size,
        steps_per_epoch=max(steps, 0),
        infinite=repeat_forever,
        notes=list(src.notes),
        n_files=src.n_files,
        value_max=src.value_max,
        class_names=src.class_names,
        plan=src.plan,
    )
