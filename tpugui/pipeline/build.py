"""Spec -> tf.data.Dataset: the ``[pipeline]`` stages applied, in order, to the ``[data]`` source.

``build_datasets(job)`` returns the training dataset (every stage of ``pipeline.order``), the
validation dataset (same map / batch, no shuffle, no repeat, no augmentation) and the facts a
trainer needs (input shape, classes, example counts, steps per epoch). ``check_job`` refuses
what cannot work before anything runs (the message names the field). TensorFlow is imported
inside the functions.

The source gives single ``(x, y)`` examples with raw values in [0, value_max]: in-memory arrays
(digits, synthetic, npz), an images folder (decoded and resized to ``data.image_size`` as it is
read) or TFRecord files (read through ``interleave`` when it is in the order, then parsed).
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError, PipelineSection
from tpugui.job_errors import job_error
from tpugui.pipeline import batching, files, sources


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


@dataclass
class Source:
    """The ``[data]`` section as unbatched tf.data datasets of raw ``(x, y)`` examples."""

    train: Any
    val: Any | None
    value_max: float
    input_shape: tuple[int, ...]  # raw, before the map stage
    num_classes: int
    train_count: int
    val_count: int
    n_files: int = 1
    notes: list[str] = field(default_factory=list)


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
                num_parallel_calls=_tune(p.map_parallel_calls),
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
        elif stage == "batch":
            ds = ds.batch(p.batch_size, drop_remainder=p.drop_remainder)
        elif stage == "prefetch":
            ds = ds.prefetch(_tune(p.prefetch))
    if "batch" not in p.order:  # a trainer always needs batches
        ds = ds.batch(p.batch_size, drop_remainder=p.drop_remainder)
    return ds.with_options(options(p)) if isinstance(ds, tf.data.Dataset) else ds


# --- checks ------------------------------------------------------------------------------


def cache_path(p: PipelineSection, base_dir: str | Path | None) -> str:
    """The cache file prefix as an absolute path ("" for memory)."""
    if p.cache == "memory" or not p.cache:
        return ""
    return str(sources.resolve_path(p.cache, base_dir))


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


def load_source(job: Job, base_dir: str | Path | None = None) -> Source:
    import numpy as np
    import tensorflow as tf

    d, p = job.data, job.pipeline
    if d.source in sources.IN_MEMORY:
        train, val, notes = sources.train_val_arrays(d, base_dir)
        return Source(
            tf.data.Dataset.from_tensor_slices((train.x, train.y)),
            None if val is None else tf.data.Dataset.from_tensor_slices((val.x, val.y)),
            train.value_max,
            train.input_shape,
            train.num_classes,
            len(train),
            0 if val is None else len(val),
            1,
            notes,
        )
    separate = bool(d.validation_path.strip())
    if d.source == "images":
        folder = files.scan_images(d, base_dir)
        paths = np.array(folder.paths)
        labels = np.array(folder.labels, dtype=np.int64)
        order = np.random.default_rng(d.seed).permutation(len(paths))
        n_val = int(round(len(paths) * d.validation_split)) if d.validation_split > 0 else 0
        read = files.image_reader(d.image_size, folder.channels)
        notes = [folder.note()] if folder.skipped else []

        def images(paths, labels):  # noqa: ANN001, ANN202
            ds = tf.data.Dataset.from_tensor_slices((paths, labels))
            return ds.map(
                read, num_parallel_calls=_tune(p.map_parallel_calls), deterministic=p.deterministic
            )

        if separate:
            vpaths, vlabels, vnotes = _validation_images(d, folder, base_dir)
            train_ds, val_ds = images(paths[order], labels[order]), images(vpaths, vlabels)
            n_val, notes = len(vpaths), notes + vnotes
        else:
            tr, va = order[n_val:], order[:n_val]
            train_ds = images(paths[tr], labels[tr])
            val_ds = images(paths[va], labels[va]) if n_val else None
        return Source(
            train_ds,
            val_ds,
            255.0,
            (d.image_size[0], d.image_size[1], folder.channels),
            len(folder.classes),
            len(paths) - (0 if separate else n_val),
            n_val,
            1,
            notes,
        )
    # tfrecord
    facts = files.probe_tfrecords(d, base_dir)
    k = 0 if separate else files.holdout_every(d.validation_split)
    parse = files.tfrecord_parser(d, facts.shape)
    names = tf.data.Dataset.from_tensor_slices(facts.files)
    if separate:
        vdata = d.model_copy(update={"path": d.validation_path})
        vfacts = files.probe_tfrecords(vdata, base_dir, "data.validation_path")
        if vfacts.shape[2] != facts.shape[2] or (
            d.image_encoding == "raw" and vfacts.shape != facts.shape
        ):
            raise job_error(
                "data.validation_path",
                N_(
                    "its images are {val} (H, W, C) but the training images (data.path) are "
                    "{train}; use the same kind of images"
                ),
                val=str(vfacts.shape),
                train=str(facts.shape),
            )
        facts.num_classes = max(facts.num_classes, vfacts.num_classes)
        vnames = tf.data.Dataset.from_tensor_slices(vfacts.files)
        val_ds = vnames.flat_map(tf.data.TFRecordDataset).map(
            parse, num_parallel_calls=_tune(p.map_parallel_calls), deterministic=p.deterministic
        )
        return Source(
            _records(names, p, parse, 0, True),
            val_ds,
            255.0,
            facts.shape,
            facts.num_classes,
            facts.total,
            vfacts.total,
            len(facts.files),
            [sources.validation_note(d, vfacts.total)],
        )
    val_count = sum(n // k for n in facts.counts) if k else 0
    return Source(
        _records(names, p, parse, k, True),
        _records(names, p, parse, k, False) if val_count else None,
        255.0,
        facts.shape,
        facts.num_classes,
        facts.total - val_count,
        val_count,
        len(facts.files),
    )


def _validation_images(d, folder: files.ImageFolder, base_dir: str | Path | None):  # noqa: ANN001, ANN202
    """The images of ``data.validation_path``, labelled by the training folder's class names."""
    import numpy as np

    vdata = d.model_copy(update={"path": d.validation_path})
    vfolder = files.scan_images(vdata, base_dir, "data.validation_path")
    unknown = sorted(set(vfolder.classes) - set(folder.classes))
    if unknown:
        raise job_error(
            "data.validation_path",
            N_(
                "class folders {unknown} in {folder} are not classes of the training folder "
                "{train} ({classes}); rename or remove them"
            ),
            unknown=", ".join(unknown),
            folder=str(vfolder.root),
            train=str(folder.root),
            classes=", ".join(folder.classes),
        )
    index = {name: i for i, name in enumerate(folder.classes)}
    labels = np.array([index[vfolder.classes[j]] for j in vfolder.labels], dtype=np.int64)
    notes = [vfolder.note()] if vfolder.skipped else []
    return np.array(vfolder.paths), labels, notes + [sources.validation_note(d, len(labels))]


def _records(names, p: PipelineSection, parse, k: int, training: bool):  # noqa: ANN001, ANN202
    """The parsed records of the TFRecord files ``names``; every k-th held out (k = 0: none)."""
    import tensorflow as tf

    def per_file(name):  # noqa: ANN001, ANN202
        ds = tf.data.TFRecordDataset(name)
        if k:
            ds = ds.enumerate()
            if training:
                ds = ds.filter(lambda i, r: i % k != k - 1)
            else:
                ds = ds.filter(lambda i, r: i % k == k - 1)
            ds = ds.map(lambda i, r: r)
        return ds

    if "interleave" in p.order:
        ds = names.interleave(
            per_file,
            cycle_length=_tune(p.cycle_length),
            block_length=p.block_length,
            num_parallel_calls=_tune(p.interleave_parallel_calls),
            deterministic=p.interleave_deterministic,
        )
    else:
        ds = names.flat_map(per_file)
    return ds.map(
        parse, num_parallel_calls=_tune(p.map_parallel_calls), deterministic=p.deterministic
    )


def check_job(job: Job, base_dir: str | Path | None = None) -> Source:
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
    )
