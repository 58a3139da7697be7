"""In-memory examples as numpy arrays, and what every in-memory source does with them.

An in-memory source's ``load`` gives raw examples ``x`` (N, H, W, C) float32 and integer labels
``y``; a ``value_max`` tells the map stage how to normalise to [0, 1]. ``split`` holds out the
validation fraction with a fixed seed; ``train_val_arrays`` gives the training and validation
arrays of a job (a split, or a separate ``data.validation_path`` of the same kind). numpy only.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tpugui.i18n_marks import N_, Message
from tpugui.job_errors import job_error
from tpugui.sources.base import Arrays, Examples, Source, held_out, separate, split_lines

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job


def as_images(x: np.ndarray, field: str) -> np.ndarray:
    """``x`` as (N, H, W, C) float32: flat vectors become 1-high images, (N, H, W) gets C."""
    x = np.asarray(x)
    if x.ndim == 2:
        x = x[:, None, :, None]
    elif x.ndim == 3:
        x = x[..., None]
    if x.ndim != 4:
        raise job_error(
            field,
            N_("expected an array of images (N, H, W[, C]), got shape {shape}"),
            shape=str(x.shape),
        )
    return x.astype(np.float32, copy=False)


def image_shape(array_shape: tuple[int, ...]) -> tuple[int, ...] | None:
    """One example's (H, W, C) for an array of this shape, as :func:`as_images` reads it."""
    if len(array_shape) == 2:
        return (1, array_shape[1], 1)
    if len(array_shape) == 3:
        return (*array_shape[1:], 1)
    if len(array_shape) == 4:
        return tuple(array_shape[1:])
    return None


def value_max_of(x: np.ndarray) -> float:
    """The raw range a file's values are normalised by: 255 for 8-bit images, else the max."""
    vmax = float(x.max()) if x.size else 1.0
    return 255.0 if 1.0 < vmax <= 255.0 else max(vmax, 1.0)


def label_problem(
    y: np.ndarray, classes: int, name: str, key: str = "data.y_key"
) -> tuple[str, Message] | None:
    """``(field, reason)`` when the labels ``y`` of file ``name`` are not class indices below
    ``data.classes`` (a label of 15 with 10 classes would train a wrong model silently; a
    negative one fails deep inside the framework). ``key`` names the labels' own key."""
    lo, hi = int(y.min()), int(y.max())
    if lo < 0:
        return key, Message(
            N_(
                "the labels in {file} go down to {low}; labels are class numbers from 0 to "
                "data.classes - 1 ({top}): fix the labels"
            ),
            {"file": name, "low": lo, "top": classes - 1},
        )
    if hi >= classes:
        return "data.classes", Message(
            N_(
                "the labels in {file} go up to {high}, but data.classes is {classes} (labels 0 to "
                "{top}); set data.classes to {need} or fix the labels"
            ),
            {"file": name, "high": hi, "classes": classes, "top": classes - 1, "need": hi + 1},
        )
    return None


def validation_note(data: DataSection, count: int) -> str:
    """The log line of a run with a separate validation source."""
    ignored = (
        f"; data.validation_split ({data.validation_split:g}) is ignored"
        if data.validation_split > 0
        else ""
    )
    return (
        f"validating on {count} examples from {data.validation_path} "
        f"(data.validation_path){ignored}"
    )


def note_level(note: str) -> str:
    """The log level of a source note: a validation source is news, skipped files a warning."""
    return "info" if note.startswith("validating on") and "ignored" not in note else "warning"


def train_val_arrays(
    source: Source, data: DataSection, base_dir: str | Path | None = None
) -> tuple[Arrays, Arrays | None, list[str]]:
    """The training and validation arrays of an in-memory source, and notes for the log.

    With ``data.validation_path`` every example of ``data.path`` trains (shuffled once with
    ``data.seed``) and the validation file is normalised with the training data's
    ``value_max``; otherwise ``validation_split`` holds out a fraction (:func:`split`).
    """
    arrays = source.load(data, data.path, "data.path", base_dir)
    if not data.validation_path.strip():
        train, val = split(arrays, data.validation_split, data.seed)
        return train, val, []
    if not source.validation_path:
        raise job_error(
            "data.validation_path",
            N_("the {source} source has no separate validation files; leave it empty"),
            source=data.source,
        )
    val = source.load(data, data.validation_path, "data.validation_path", base_dir)
    if val.input_shape != arrays.input_shape:
        raise job_error(
            "data.validation_path",
            N_(
                "its examples have shape {val} but the training examples (data.path) have {train}; "
                "use the same shape"
            ),
            val=str(val.input_shape),
            train=str(arrays.input_shape),
        )
    classes = max(arrays.num_classes, val.num_classes)
    train, _ = split(arrays, 0.0, data.seed)
    train.num_classes = classes
    val = Arrays(val.x, val.y, classes, arrays.value_max)
    return train, val, [validation_note(data, len(val))]


def split(arrays: Arrays, fraction: float, seed: int) -> tuple[Arrays, Arrays | None]:
    """Shuffle once with ``seed`` and hold out ``fraction`` for validation."""
    n = len(arrays)
    order = np.random.default_rng(seed).permutation(n)
    n_val = held_out(n, fraction)
    val_idx, train_idx = order[:n_val], order[n_val:]

    def take(idx: np.ndarray) -> Arrays:
        a = arrays
        return Arrays(a.x[idx], a.y[idx], a.num_classes, a.value_max, a.class_names, a.plan)

    if fraction <= 0 or n_val == 0:
        return take(order), None

    return take(train_idx), take(val_idx)


def code_lines(data: DataSection, load: list[str], vload: list[str]) -> list[str]:
    """The generated ``source(training)`` of an in-memory source, after its loading lines
    (``load`` sets x, y, VALUE_MAX; ``vload`` sets val_x, val_y from data.validation_path)."""
    out = list(load)
    if separate(data):
        out += [
            "",
            "# A separate validation file (data.validation_path): every example of the training",
            f"# file trains (shuffled once, seed {data.seed}); validation_split is not used. The",
            "# validation images are normalised with the training data's VALUE_MAX.",
            *vload,
            f"order = np.random.default_rng({data.seed}).permutation(len(x))",
            "x, y = x[order], y[order]",
            "HAS_VALIDATION = True",
            "",
            "",
            "def source(training):",
            '    """Single (image, label) examples of the training or the validation file."""',
            "    if training:",
            "        return tf.data.Dataset.from_tensor_slices((x, y))",
            "    return tf.data.Dataset.from_tensor_slices((val_x, val_y))",
        ]
        return out
    out += [""] + split_lines("len(x)", data.seed, data.validation_split)
    out += [
        "",
        "",
        "def source(training):",
        '    """Single (image, label) examples of the training or the validation split."""',
        "    idx = train_idx if training else val_idx",
        "    return tf.data.Dataset.from_tensor_slices((x[idx], y[idx]))",
    ]
    return out


class InMemory(Source):
    """A source whose examples are numpy arrays (``load``): torch reads them as they are,
    tf.data slices them."""

    in_memory = True

    def arrays(
        self, data: DataSection, base_dir: str | Path | None, task: str = "classification"
    ) -> tuple[Arrays, Arrays | None, list[str]]:
        """The training and validation arrays and the notes for the log (a split of
        ``data.path``, or ``data.validation_path``: :func:`train_val_arrays`); ``task`` is
        ``model.task``, which a source of :attr:`~Source.tasks` reads its labels for."""
        return train_val_arrays(self, data, base_dir)

    def examples(self, job: Job, base_dir: str | Path | None) -> Examples:
        import tensorflow as tf

        train, val, notes = self.arrays(job.data, base_dir, job.model.task)
        return Examples(
            tf.data.Dataset.from_tensor_slices((train.x, train.y)),
            None if val is None else tf.data.Dataset.from_tensor_slices((val.x, val.y)),
            train.value_max,
            train.input_shape,
            train.num_classes,
            len(train),
            0 if val is None else len(val),
            1,
            notes,
            train.class_names,
            train.plan,
        )
