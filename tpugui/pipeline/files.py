"""File sources: an images folder (one sub-folder per class) and TFRecord globs.

``scan_images`` and ``probe_tfrecords`` look at the files *before* a pipeline runs, so a bad
input gets a message that names the field and the file: a glob that matches nothing, a corrupt
record (file and record number), a feature key that does not exist (with the keys that do),
non-image files in the folder (skipped and counted). ``image_reader`` / ``tfrecord_reader``
give the tf.data functions that read them. TensorFlow is imported inside the functions.
"""

from __future__ import annotations

import glob as globlib
import os
from dataclasses import dataclass, field
from pathlib import Path

from tpugui.i18n_marks import N_, Message
from tpugui.job import DataSection, JobError
from tpugui.job_errors import job_error
from tpugui.pipeline.sources import resolve_path

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
JPEG_MAGIC = b"\xff\xd8\xff"


def image_kind(path: str | Path) -> str | None:
    """``"png"``, ``"jpeg"`` or None, from the file's first bytes (not its name)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(8)
    except OSError:
        return None
    if head.startswith(PNG_MAGIC):
        return "png"
    if head.startswith(JPEG_MAGIC):
        return "jpeg"
    return None


@dataclass
class ImageFolder:
    root: Path
    classes: list[str]
    paths: list[str]
    labels: list[int]
    skipped: list[str] = field(default_factory=list)
    channels: int = 3

    def note(self) -> str:
        if not self.skipped:
            return ""
        shown = ", ".join(Path(s).name for s in self.skipped[:3])
        more = f" and {len(self.skipped) - 3} more" if len(self.skipped) > 3 else ""
        return f"skipped {len(self.skipped)} non-image files in {self.root} ({shown}{more})"


def scan_images(
    data: DataSection, base_dir: str | Path | None = None, job_key: str = "data.path"
) -> ImageFolder:
    """The class folders under ``data.path`` (``job_key`` names the job key in messages)."""
    if not data.path:
        raise job_error(job_key, N_("the images source needs a folder; choose one"))
    root = resolve_path(data.path, base_dir)
    if not root.exists():
        raise job_error(job_key, N_("folder not found: {path}"), path=str(root))
    if not root.is_dir():
        raise job_error(
            job_key,
            N_(
                "{path} is a file; the images source needs a folder with one sub-folder per class "
                "(for example photos/cat/1.jpg, photos/dog/2.jpg)"
            ),
            path=str(root),
        )
    classes = sorted(d.name for d in root.iterdir() if d.is_dir() and not d.name.startswith("."))
    if not classes:
        raise job_error(
            job_key,
            N_(
                "{path} has no sub-folders; put each class's images in its own sub-folder "
                "(for example photos/cat/1.jpg)"
            ),
            path=str(root),
        )
    paths: list[str] = []
    labels: list[int] = []
    skipped: list[str] = []
    for label, name in enumerate(classes):
        for f in sorted((root / name).iterdir()):
            if not f.is_file() or f.name.startswith("."):
                continue
            if image_kind(f) is None:
                skipped.append(str(f))
                continue
            paths.append(str(f))
            labels.append(label)
    if not paths:
        raise job_error(
            job_key,
            N_(
                "no PNG or JPEG images in the class folders of {path} ({skipped} other files "
                "skipped)"
            ),
            path=str(root),
            skipped=len(skipped),
        )
    return ImageFolder(root, classes, paths, labels, skipped, _channels_of(paths[0]))


def _channels_of(path: str) -> int:
    import tensorflow as tf

    img = tf.io.decode_image(tf.io.read_file(path), expand_animations=False)
    return 1 if int(img.shape[-1]) in (1, 2) else 3


def image_reader(size: list[int], channels: int):  # noqa: ANN201
    """(path, label) -> (float32 image resized to ``size`` in [0, 255], label)."""
    import tensorflow as tf

    def read(path, label):  # noqa: ANN001, ANN202
        img = tf.io.decode_image(tf.io.read_file(path), channels=channels, expand_animations=False)
        img = tf.image.resize(img, (size[0], size[1]))
        return img, label

    return read


# --- TFRecord ----------------------------------------------------------------------------


@dataclass
class TFRecordFacts:
    files: list[str]
    counts: list[int]  # records per file
    keys: list[str]  # feature keys of the first record
    shape: tuple[int, int, int]  # decoded image (H, W, C)
    num_classes: int = 0

    @property
    def total(self) -> int:
        return sum(self.counts)


def match_files(
    data: DataSection, base_dir: str | Path | None = None, job_key: str = "data.path"
) -> list[str]:
    if not data.path:
        raise job_error(
            job_key,
            N_("the tfrecord source needs a file pattern; for example data/train-*.tfrecord"),
        )
    pattern = str(resolve_path(data.path, base_dir))
    files = sorted(f for f in globlib.glob(pattern) if os.path.isfile(f))
    if not files:
        raise job_error(
            job_key,
            N_(
                "no files match {pattern}; check the folder and the pattern (for example "
                "data/train-*.tfrecord)"
            ),
            pattern=repr(pattern),
        )
    for f in files:
        if not os.access(f, os.R_OK):
            raise job_error(job_key, N_("{path} cannot be read (permission denied)"), path=f)
    return files


def probe_tfrecords(
    data: DataSection, base_dir: str | Path | None = None, job_key: str = "data.path"
) -> TFRecordFacts:
    """Count every file's records (naming a corrupt one) and check the feature spec."""
    import tensorflow as tf

    files = match_files(data, base_dir, job_key)
    counts: list[int] = []
    first: bytes | None = None
    first_file = files[0]
    for f in files:
        n = 0
        try:
            for raw in tf.data.TFRecordDataset(f):
                if first is None:
                    first, first_file = raw.numpy(), f
                n += 1
        except (tf.errors.DataLossError, tf.errors.InvalidArgumentError) as exc:
            msg = exc.message.splitlines()[0] if exc.message else type(exc).__name__
            raise job_error(
                job_key,
                N_(
                    "{path}: record {record} is corrupt or the file is not a TFRecord ({error}); "
                    "re-write or remove that file"
                ),
                path=f,
                record=n + 1,
                error=msg,
            ) from None
        counts.append(n)
    if first is None:
        raise job_error(job_key, N_("the {count} matching files hold no records"), count=len(files))
    try:
        example = tf.train.Example.FromString(first)
    except Exception:  # noqa: BLE001 - protobuf raises its own DecodeError
        raise job_error(
            job_key, N_("{path}: the records are not tf.train.Example protos"), path=first_file
        ) from None
    feats = example.features.feature
    keys = sorted(feats.keys())
    have = ", ".join(keys) or "(none)"
    no_feature = N_("no feature {name} in {path}; the records have: {have}")
    problems = [
        (key, Message(no_feature, {"name": repr(name), "path": first_file, "have": have}))
        for key, name in (("data.image_key", data.image_key), ("data.label_key", data.label_key))
        if name not in feats
    ]
    if problems:
        raise JobError.of(problems)
    img = feats[data.image_key]
    if not img.bytes_list.value:
        raise job_error(
            "data.image_key",
            N_(
                "{name} in {path} is not a bytes feature; choose the feature that holds the encoded "
                "image"
            ),
            name=repr(data.image_key),
            path=first_file,
        )
    lab = feats[data.label_key]
    kind = "int64" if lab.int64_list.value else "float32" if lab.float_list.value else ""
    if kind != data.label_dtype:
        raise job_error(
            "data.label_dtype",
            N_("{name} in {path} holds {kind} values; set label_dtype to {want}"),
            name=repr(data.label_key),
            path=first_file,
            kind=kind or "bytes",
            want=kind or "int64",
        )
    payload = img.bytes_list.value[0]
    if data.image_encoding == "raw":
        shape = list(data.image_shape)
        if len(shape) == 2:
            shape.append(1)
        if len(shape) != 3:
            raise job_error("data.image_shape", N_("raw images need their shape [H, W, C]"))
        need = shape[0] * shape[1] * shape[2]
        if len(payload) != need:
            raise job_error(
                "data.image_shape",
                N_("{shape} needs {need} bytes a record but {path} record 1 holds {have}"),
                shape=str(shape),
                need=need,
                path=first_file,
                have=len(payload),
            )
        facts = TFRecordFacts(files, counts, keys, (shape[0], shape[1], shape[2]))
        return _with_classes(facts, data)
    try:
        decoded = tf.io.decode_image(payload, expand_animations=False)
    except tf.errors.InvalidArgumentError:
        raise job_error(
            "data.image_encoding",
            N_("record 1 of {path} is not a {encoding} image; choose png, jpeg or raw"),
            path=first_file,
            encoding=data.image_encoding.upper(),
        ) from None
    h, w, c = (int(d) for d in decoded.shape)
    if data.image_shape:
        want = list(data.image_shape) + [c] * (3 - len(data.image_shape))
        h, w, c = want[0], want[1], want[2]
    return _with_classes(TFRecordFacts(files, counts, keys, (h, w, 1 if c in (1, 2) else 3)), data)


def _with_classes(facts: TFRecordFacts, data: DataSection) -> TFRecordFacts:
    """Classes = largest int64 label + 1 (one vectorised pass); float labels: data.classes."""
    import tensorflow as tf

    if data.label_dtype != "int64":
        facts.num_classes = data.classes
        return facts
    spec = {data.label_key: tf.io.FixedLenFeature([], tf.int64)}
    top = -1
    try:
        labels = tf.data.TFRecordDataset(facts.files).batch(4096)
        for batch in labels.map(lambda r: tf.io.parse_example(r, spec)[data.label_key]):
            top = max(top, int(tf.reduce_max(batch)))
    except tf.errors.InvalidArgumentError as exc:
        raise job_error(
            "data.label_key",
            N_("not every record has a single int64 {name} ({error})"),
            name=repr(data.label_key),
            error=exc.message.splitlines()[0],
        ) from None
    facts.num_classes = max(top + 1, 2)
    return facts


def tfrecord_parser(data: DataSection, shape: tuple[int, int, int]):  # noqa: ANN201
    """serialized tf.train.Example -> (float32 image (H, W, C) in [0, 255], label)."""
    import tensorflow as tf

    label_type = tf.int64 if data.label_dtype == "int64" else tf.float32
    spec = {
        data.image_key: tf.io.FixedLenFeature([], tf.string),
        data.label_key: tf.io.FixedLenFeature([], label_type),
    }
    h, w, c = shape

    def parse(record):  # noqa: ANN001, ANN202
        ex = tf.io.parse_single_example(record, spec)
        if data.image_encoding == "raw":
            img = tf.reshape(tf.io.decode_raw(ex[data.image_key], tf.uint8), (h, w, c))
            img = tf.cast(img, tf.float32)
        else:
            img = tf.io.decode_image(ex[data.image_key], channels=c, expand_animations=False)
            img = tf.image.resize(img, (h, w))
        return img, ex[data.label_key]

    return parse


def holdout_every(fraction: float) -> int:
    """TFRecords: every k-th record of each file is held out for validation (0 = none)."""
    return 0 if fraction <= 0 else max(2, round(1 / fraction))
