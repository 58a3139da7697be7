"""New examples as the model was trained to read them: raw files -> its ``(N, H, W, C)`` input.

What a file is follows the run's source: for a table source (csv, parquet) every file is a table,
read by the source's own reader with the job's ``data.delimiter`` / ``data.header`` /
``data.skip_rows`` and encoded with the plan fitted on the training rows (``inputs.json``); the
label column may be absent. Otherwise a file is an ``.npz`` (its ``data.x_key`` array), a PNG or
JPEG image, or a folder of them (sorted by path; class sub-folders are walked too); an images
run decodes them to ``data.image_size`` as its source does, with the channels it trained on.
Then the map stage runs as training ran it (resize, ``unit`` = x / value_max, ``standardize``):
the torch backends' numpy stage (:func:`tpugui.training.torch.data.preprocess`) for in-memory
sources there, tf.data's map function (:func:`tpugui.pipeline.build.map_fn`) for the others:
one rule each, not a copy. Input that does not fit is refused naming the file: columns missing,
text where the model reads numbers, a wrong shape.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tpugui import sources
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, JobError
from tpugui.job_errors import job_error

__all__ = ["FIELD", "Examples", "read", "preprocess", "raw_tables", "is_table_source"]

#: the key messages about input files (the CLI's argument)
FIELD = "FILE"


@dataclass
class Examples:
    """The model's input, one row per example, and where each example came from."""

    x: np.ndarray  # (N, H, W, C) float32, preprocessed
    names: list[str]  # "iris.csv:3", "photos/cat/1.png", "batch.npz[7]"
    #: what was done to bring the input to the model's size and scale, said once (Messages)
    notes: list[Any] = field(default_factory=list)
    #: the files that could not be read (JobErrors naming each); the others were read
    skipped: list[Any] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.names)


def is_table_source(job: Job) -> bool:
    return sources.get(job.data.source).table


def read(
    paths: list[str | Path], job: Job, info: dict[str, Any], family: str | None = None
) -> Examples:
    """Every example of ``paths`` (in their order), read and preprocessed as training did
    (``family`` is the framework that trained: tensorflow, torch or jax)."""
    if not paths:
        raise job_error(
            FIELD, N_("no input files; name table files, images, folders or .npz files")
        )
    family = family or _family(job)
    notes: dict[str, Message] = {}
    xs: list[np.ndarray] = []
    names: list[str] = []
    skipped: list[JobError] = []
    for raw in paths:
        path = Path(raw).expanduser()
        try:
            if not path.exists():
                raise job_error(FIELD, N_("{file} does not exist"), file=str(path))
            if is_table_source(job):
                if path.is_dir():
                    raise job_error(
                        FIELD,
                        N_("{file} is a folder; this model reads table rows: name {source} files"),
                        file=str(path),
                        source=job.data.source,
                    )
                x, n = _table(path, job, info)
                xs.append(_mapped(x, job, info, family, path))
                names += n
                continue
            found = _arrays(path, job, info)
        except JobError as exc:  # this file is said by itself; the others are read
            skipped.append(exc)
            continue
        for load, n, where in found:
            try:
                x = _to_training_scale(load(notes), where, info, notes)
                xs.append(_mapped(x, job, info, family, where))
            except JobError as exc:
                skipped.append(exc)
                continue
            names += n
    if not xs and skipped:
        raise skipped[0]
    x = np.concatenate(xs) if xs else np.zeros((0, *info["input_shape"]), np.float32)
    return Examples(x.astype(np.float32, copy=False), names, list(notes.values()), skipped)


#: an 8-bit image brought to the training data's range (digits: 0-16)
RESCALED = N_(
    "images are 0-255; this model trained on values 0-{value_max:g}, so the images were scaled "
    "by {value_max:g}/255 first"
)
#: an array far outside the training data's range
OUT_OF_RANGE = N_(
    "{file} holds values up to {top:g}; this model trained on values 0-{value_max:g}: its "
    "predictions may be wrong (scale the input like the training data)"
)


def _to_training_scale(
    x: np.ndarray, where: Path, info: dict[str, Any], notes: dict[str, Message]
) -> np.ndarray:
    """An 8-bit image (0-255) for a model trained on another range (the digits' 0-16) is
    scaled to that range, as the training data were; an array far outside it is said."""
    from tpugui.sources.images import image_kind

    value_max = float(info.get("value_max", 1.0) or 1.0)
    if image_kind(where) is not None:
        if value_max != 255.0:
            notes.setdefault("rescaled", Message(RESCALED, {"value_max": value_max}))
            return x * (value_max / 255.0)
        return x
    top = float(np.max(x)) if x.size else 0.0
    if top > 2.0 * value_max:
        notes.setdefault(str(where), Message(OUT_OF_RANGE, {"file": where.name, "top": top,
                                                            "value_max": value_max}))  # fmt: skip
    return x


def _family(job: Job) -> str:
    from tpugui.inference.restore import family_of

    return family_of(job.model.backend)


# --- tables -----------------------------------------------------------------------------------


def raw_tables(path: Path, job: Job) -> Any:
    """The table in ``path`` as :class:`tpugui.sources.tables.Table`, read as the job's source
    reads its files."""
    return sources.get(job.data.source).read(job.data, str(path), FIELD, None)


def _table(path: Path, job: Job, info: dict[str, Any]) -> tuple[np.ndarray, list[str]]:
    from tpugui.sources.tables import encode

    plan = info.get("plan")
    if not plan:
        raise job_error(FIELD, N_("the run's inputs.json has no table plan; train the run again"))
    table = raw_tables(path, job)
    columns = dict(table.columns)
    wanted = [name for name, _kind, _stats in plan["features"]]
    missing = [name for name in wanted if name not in columns]
    if missing:
        raise job_error(
            FIELD,
            N_("{file} has no column {names}; the model reads {wanted} (it has {have})"),
            file=path.name,
            names=", ".join(repr(m) for m in missing),
            wanted=", ".join(wanted),
            have=", ".join(columns),
        )
    rows = len(next(iter(columns.values())))
    for name, kind, _stats in plan["features"]:
        v = columns[name]
        if kind == "number" and v.dtype == object:
            bad = next((i for i, s in enumerate(v) if s is not None and not _number(s)), None)
            if bad is not None:
                raise job_error(
                    FIELD,
                    N_("{where}: {value} in column {column}, which the model reads as numbers"),
                    where=table.where(bad),
                    value=repr(v[bad]),
                    column=repr(name),
                )
            columns[name] = np.array(
                [np.nan if s is None else float(s) for s in v], dtype=np.float64
            )
        elif kind == "category" and v.dtype != object:
            columns[name] = np.array([None if np.isnan(a) else f"{a:g}" for a in v], dtype=object)
    label = plan["label"]
    # the label is not read (a prediction's input may lack it): a placeholder of no class
    task = plan.get("task", "classification")
    texts = task == "multilabel" or (task == "classification" and plan.get("classes"))
    columns[label] = np.full(rows, None, dtype=object) if texts else np.zeros(rows)
    x, _ = encode(plan, columns)
    names = [f"{path.name}:{int(table.line_of[i])}" for i in range(rows)]
    return x, names


def _number(s: str) -> bool:
    try:
        float(s)
    except ValueError:
        return False
    return True


# --- arrays and images ------------------------------------------------------------------------


Loader = Callable[[dict[str, Message]], np.ndarray]


def _arrays(path: Path, job: Job, info: dict[str, Any]) -> list[tuple[Loader, list[str], Path]]:
    """(a loader of raw x (N, H, W, C), names, file) of an .npz, an image or a folder of images;
    each image is decoded by its own loader, so one bad file is said by itself."""
    from tpugui.sources.images import image_kind

    if path.is_dir():
        found = sorted(
            (f for f in path.rglob("*") if f.is_file() and not f.name.startswith(".")),
            key=lambda f: f.relative_to(path).as_posix(),
        )
        images = [f for f in found if image_kind(f) is not None]
        if not images:
            raise job_error(FIELD, N_("{file} holds no PNG or JPEG images"), file=str(path))
        return [(_image_loader(f, job, info), [f.relative_to(path.parent).as_posix()], f)
                for f in images]  # fmt: skip
    if path.suffix.lower() == ".npz":
        x, names, where = _npz(path, job)
        return [(lambda _notes: x, names, where)]
    if image_kind(path) is not None:
        return [(_image_loader(path, job, info), [path.name], path)]
    raise job_error(
        FIELD,
        N_("{file} is not a PNG or JPEG image, a folder of them or an .npz file"),
        file=str(path),
    )


def _npz(path: Path, job: Job) -> tuple[np.ndarray, list[str], Path]:
    from tpugui.sources.arrays import as_images

    key = job.data.x_key
    try:
        with np.load(path, allow_pickle=False) as npz:
            if key not in npz.files:
                raise job_error(
                    FIELD,
                    N_("{file} has no array {array} (data.x_key); it has {keys}"),
                    file=path.name,
                    array=repr(key),
                    keys=", ".join(npz.files),
                )
            x = np.asarray(npz[key])
    except (OSError, ValueError) as exc:
        raise job_error(
            FIELD, N_("{file} is not a readable .npz file ({error})"), file=path.name, error=exc
        ) from None
    try:
        x = as_images(x, FIELD)
    except Exception:  # noqa: BLE001 - the message names the file here
        raise job_error(
            FIELD,
            N_("{file}: array {array} has shape {shape}; expected images (N, H, W[, C])"),
            file=path.name,
            array=repr(key),
            shape=str(tuple(x.shape)),
        ) from None
    return x, [f"{path.name}[{i}]" for i in range(len(x))], path


#: an image of another size than the model reads (a run without a map-stage resize)
RESIZED = N_("images of another size were resized to {size} pixels, the size the model reads")


def _image_loader(path: Path, job: Job, info: dict[str, Any]) -> Loader:
    return lambda notes: _image(path, job, info, notes)


def _image(path: Path, job: Job, info: dict[str, Any], notes: dict[str, Message]) -> np.ndarray:
    """One image (1, H, W, C) in [0, 255]: an images run's reader (its data.image_size and the
    channels it trained on); for other runs decoded at its own size and, when the map stage does
    not resize, resized to the size the model reads (said once)."""
    import tensorflow as tf

    from tpugui.sources.images import image_reader

    channels = int(info["input_shape"][-1])
    if channels not in (1, 3):
        raise job_error(
            FIELD,
            N_("{file}: the model reads {channels} channels; an image has 1 or 3"),
            file=path.name,
            channels=channels,
        )
    try:
        size = sources.get(job.data.source).decode_size(job.data)
        if size is not None:
            img, _ = image_reader(size, channels)(str(path), 0)
        else:
            raw = tf.io.read_file(str(path))
            img = tf.io.decode_image(raw, channels=channels, expand_animations=False)
            want = [int(d) for d in info["input_shape"][:2]]
            if list(info.get("resize") or [0, 0])[:2] == [0, 0] and list(img.shape[:2]) != want:
                notes.setdefault("resized", Message(RESIZED, {"size": "x".join(map(str, want))}))
                img = tf.image.resize(img, want, method="area")
    except (tf.errors.InvalidArgumentError, tf.errors.NotFoundError) as exc:
        raise job_error(
            FIELD,
            N_("{file} cannot be decoded ({error})"),
            file=path.name,
            error=_plain(exc.message or str(exc)),
        ) from None
    return np.asarray(img, dtype=np.float32)[None]


def _plain(text: str) -> str:
    """TensorFlow's words without its graph frames, node names and op tags ("Invalid PNG.
    Failed to initialize decoder.")."""
    from tpugui.training.failure import plain

    return plain(text)[:200]


# --- the map stage ----------------------------------------------------------------------------


def preprocess(x: np.ndarray, job: Job, info: dict[str, Any], family: str) -> np.ndarray:
    """The map stage as training ran it on raw ``(N, H, W, C)`` -> ``(N, H, W, C)`` float32."""
    p = job.pipeline
    value_max = float(info.get("value_max", 1.0))
    x = np.asarray(x, dtype=np.float32)
    if family == "torch" and sources.get(job.data.source).in_memory:
        from tpugui.training.torch.data import preprocess as torch_preprocess

        return np.ascontiguousarray(np.transpose(torch_preprocess(x, value_max, p), (0, 2, 3, 1)))
    if "map" not in p.order or len(x) == 0:
        return x
    import tensorflow as tf

    from tpugui.pipeline.build import map_fn

    fn = map_fn(p, value_max, training=False)
    out, _ = fn(tf.constant(x), tf.constant(0))
    return np.asarray(out, dtype=np.float32)


def _mapped(x: np.ndarray, job: Job, info: dict[str, Any], family: str, where: Path) -> np.ndarray:
    out = preprocess(x, job, info, family)
    want = tuple(int(d) for d in info["input_shape"])
    if tuple(out.shape[1:]) != want:
        raise job_error(
            FIELD,
            N_("{file} gives examples of shape {got}; the model reads {want} (H, W, C)"),
            file=where.name,
            got=str(tuple(out.shape[1:])),
            want=str(want),
        )
    return out
