"""The ``[data]`` sources as in-memory arrays (digits, synthetic, npz).

``load_arrays`` gives raw examples ``x`` (N, H, W, C) float32 and integer labels ``y``; a
``value_max`` tells the map stage how to normalise to [0, 1]. ``split`` holds out the
validation fraction with a fixed seed. File-based sources (images, tfrecord) are read by tf.data
in ``tpugui.pipeline.build``. numpy and scikit-learn only; no TensorFlow here.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tpugui.i18n_marks import N_, Message
from tpugui.job import DataSection, JobError
from tpugui.job_errors import job_error

IN_MEMORY = ("digits", "synthetic", "npz")


@dataclass
class Arrays:
    x: np.ndarray  # (N, H, W, C) float32, raw values in [0, value_max]
    y: np.ndarray  # (N,) int64 class indices
    num_classes: int
    value_max: float

    @property
    def input_shape(self) -> tuple[int, ...]:
        return tuple(int(d) for d in self.x.shape[1:])

    def __len__(self) -> int:
        return int(self.x.shape[0])


def resolve_path(path: str, base_dir: str | Path | None) -> Path:
    p = Path(path).expanduser()
    if not p.is_absolute() and base_dir is not None:
        p = Path(base_dir) / p
    return p


def _as_images(x: np.ndarray, field: str) -> np.ndarray:
    x = np.asarray(x)
    if x.ndim == 2:  # (N, features) -> (N, features, 1, 1)? keep flat vectors as 1-high images
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


def load_arrays(data: DataSection, base_dir: str | Path | None = None) -> Arrays:
    if data.source == "digits":
        from sklearn.datasets import load_digits

        d = load_digits()
        x = d.images.astype(np.float32)[..., None]  # (1797, 8, 8, 1), values 0..16
        return Arrays(x, d.target.astype(np.int64), 10, 16.0)
    if data.source == "synthetic":
        rng = np.random.default_rng(data.seed)
        shape = tuple(data.shape)
        if len(shape) == 1:
            shape = (1, shape[0], 1)
        elif len(shape) == 2:
            shape = (*shape, 1)
        y = rng.integers(0, data.classes, size=data.count).astype(np.int64)
        # Learnable: each class has its own mean image, plus noise.
        centres = rng.random((data.classes, *shape), dtype=np.float32)
        noise = rng.normal(0.0, 0.15, size=(data.count, *shape)).astype(np.float32)
        x = np.clip(centres[y] + noise, 0.0, 1.0).astype(np.float32)
        return Arrays(x, y, data.classes, 1.0)
    if data.source == "npz":
        if not data.path:
            raise job_error("data.path", N_("the npz source needs a file; choose one"))
        return _load_npz(data, data.path, "data.path", base_dir)
    raise ValueError(f"{data.source} is not an in-memory source")


def _load_npz(data: DataSection, name: str, field: str, base_dir: str | Path | None) -> Arrays:
    """One npz file (``field`` names the job key of its path in messages)."""
    path = resolve_path(name, base_dir)
    try:
        npz = np.load(path, allow_pickle=False)
    except FileNotFoundError:
        raise job_error(field, N_("file not found: {path}"), path=str(path)) from None
    except (OSError, ValueError) as exc:
        raise job_error(
            field,
            N_("{path} is not a readable .npz file ({error})"),
            path=str(path),
            error=str(exc),
        ) from None
    with npz:
        keys = list(npz.files)
        for key_field, key in (("data.x_key", data.x_key), ("data.y_key", data.y_key)):
            if key not in keys:
                raise job_error(
                    key_field,
                    N_("no array {key} in {file}; it has {keys}"),
                    key=repr(key),
                    file=path.name,
                    keys=", ".join(keys),
                )
        x = _as_images(npz[data.x_key], "data.x_key")
        y = np.asarray(npz[data.y_key]).astype(np.int64).reshape(-1)
    if len(x) != len(y):
        raise job_error(
            "data.y_key",
            N_("{labels} labels for {examples} examples in {file}"),
            labels=len(y),
            examples=len(x),
            file=path.name,
        )
    if len(y) == 0:
        raise job_error(field, N_("{file} holds no examples"), file=path.name)
    bad = label_problem(y, data.classes, path.name)
    if bad is not None:
        raise JobError.of([bad])
    vmax = float(x.max()) if x.size else 1.0
    value_max = 255.0 if vmax > 1.0 and vmax <= 255.0 else max(vmax, 1.0)
    return Arrays(x, y, int(y.max()) + 1, value_max)


def label_problem(y: np.ndarray, classes: int, name: str) -> tuple[str, Message] | None:
    """``(field, reason)`` when the labels ``y`` of file ``name`` are not class indices below
    ``data.classes`` (a label of 15 with 10 classes would train a wrong model silently; a
    negative one fails deep inside the framework)."""
    lo, hi = int(y.min()), int(y.max())
    if lo < 0:
        return "data.y_key", Message(
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


def npz_shapes(path: str | Path) -> dict[str, tuple[int, ...]]:
    """The shapes of the arrays of an .npz file, read from their headers only (no data is
    loaded: cheap enough for live advice); ``{}`` when the file cannot be read."""
    import zipfile

    from numpy.lib import format as npformat

    out: dict[str, tuple[int, ...]] = {}
    try:
        with zipfile.ZipFile(path) as zf:
            for name in zf.namelist():
                if not name.endswith(".npy"):
                    continue
                with zf.open(name) as fh:
                    version = npformat.read_magic(fh)
                    if version == (1, 0):
                        shape = npformat.read_array_header_1_0(fh)[0]
                    elif version == (2, 0):
                        shape = npformat.read_array_header_2_0(fh)[0]
                    else:
                        continue
                out[name[: -len(".npy")]] = tuple(int(n) for n in shape)
    except (OSError, ValueError, zipfile.BadZipFile):
        return {}
    return out


def image_shape(array_shape: tuple[int, ...]) -> tuple[int, ...] | None:
    """One example's (H, W, C) for an array of this shape, as :func:`load_arrays` reads it."""
    if len(array_shape) == 2:
        return (1, array_shape[1], 1)
    if len(array_shape) == 3:
        return (*array_shape[1:], 1)
    if len(array_shape) == 4:
        return tuple(array_shape[1:])
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
    data: DataSection, base_dir: str | Path | None = None
) -> tuple[Arrays, Arrays | None, list[str]]:
    """The training and validation arrays of an in-memory source, and notes for the log.

    With ``data.validation_path`` (npz only) every example of ``data.path`` trains (shuffled
    once with ``data.seed``) and the validation file is normalised with the training data's
    ``value_max``; otherwise ``validation_split`` holds out a fraction (:func:`split`).
    """
    arrays = load_arrays(data, base_dir)
    if not data.validation_path.strip():
        train, val = split(arrays, data.validation_split, data.seed)
        return train, val, []
    if data.source != "npz":
        raise job_error(
            "data.validation_path",
            N_("the {source} source has no separate validation files; leave it empty"),
            source=data.source,
        )
    val = _load_npz(data, data.validation_path, "data.validation_path", base_dir)
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
    n_val = int(round(n * fraction))
    if fraction <= 0 or n_val == 0:
        return Arrays(arrays.x[order], arrays.y[order], arrays.num_classes, arrays.value_max), None
    val_idx, train_idx = order[:n_val], order[n_val:]

    def take(idx: np.ndarray) -> Arrays:
        return Arrays(arrays.x[idx], arrays.y[idx], arrays.num_classes, arrays.value_max)

    return take(train_idx), take(val_idx)
