"""An images folder: one sub-folder per class, PNG and JPEG files decoded to ``data.image_size``.

``scan_images`` looks at the files *before* a pipeline runs, so a bad input gets a message that
names the field and the file (no folder, no class folders, no images; non-image files are
skipped and counted). ``image_reader`` gives the tf.data function that decodes them; TensorFlow
is imported inside the functions.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tpugui.i18n_marks import N_, Message
from tpugui.job import DataSection
from tpugui.job_errors import job_error
from tpugui.sources.arrays import validation_note
from tpugui.sources.base import (
    Examples,
    Source,
    autotune,
    code_tune,
    exists,
    held_out,
    resolve_path,
    separate,
    split_lines,
)

if TYPE_CHECKING:
    from tpugui.job import Job

NOT_A_FOLDER = N_("{path} is not a folder; name a folder with one sub-folder per class")
FOLDER_NOT_FOUND = N_("folder not found: {path} (a folder with one sub-folder per class)")
VAL_NOT_FOUND = N_(
    "folder not found: {path} (a folder with one sub-folder per class, like data.path)"
)

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
    data: DataSection,
    base_dir: str | Path | None = None,
    job_key: str = "data.path",
    channels: bool = True,
) -> ImageFolder:
    """The class folders under ``data.path`` (``job_key`` names the job key in messages);
    ``channels``: decode the first image for its channels (TensorFlow), else 3 is assumed."""
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
    return ImageFolder(
        root, classes, paths, labels, skipped, _channels_of(paths[0]) if channels else 3
    )


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


class Images(Source):
    name = "images"
    order = 3
    keys = ("data.path", "data.location", "data.validation_path", "data.image_size")
    path = "folder"
    validation_path = True
    in_memory = False
    reads_files = True

    def decode_size(self, data: DataSection) -> list[int] | None:
        return list(data.image_size)

    def path_problem(self, key: str, p: Path) -> Message | None:
        if key == "data.validation_path":
            return None if p.is_dir() else Message(VAL_NOT_FOUND, {"path": str(p)})
        if not exists(p):
            return Message(FOLDER_NOT_FOUND, {"path": str(p)})
        if not p.is_dir():
            return Message(NOT_A_FOLDER, {"path": str(p)})
        return None

    def example_shape(self, data: DataSection, base_dir: str | Path | None) -> tuple[int, ...]:
        return (data.image_size[0], data.image_size[1], 3)

    def count_examples(self, data: DataSection, base_dir: str | Path | None) -> int:
        return len(scan_images(data, base_dir, channels=False).paths)

    def examples(self, job: Job, base_dir: str | Path | None) -> Examples:
        import numpy as np
        import tensorflow as tf

        d, p = job.data, job.pipeline
        folder = scan_images(d, base_dir)
        paths = np.array(folder.paths)
        labels = np.array(folder.labels, dtype=np.int64)
        order = np.random.default_rng(d.seed).permutation(len(paths))
        n_val = held_out(len(paths), d.validation_split)
        read = image_reader(d.image_size, folder.channels)
        notes = [folder.note()] if folder.skipped else []

        def images(paths, labels):  # noqa: ANN001, ANN202
            ds = tf.data.Dataset.from_tensor_slices((paths, labels))
            return ds.map(
                read,
                num_parallel_calls=autotune(p.map_parallel_calls),
                deterministic=p.deterministic,
            )

        if separate(d):
            vpaths, vlabels, vnotes = _validation_images(d, folder, base_dir)
            train_ds, val_ds = images(paths[order], labels[order]), images(vpaths, vlabels)
            n_val, notes = len(vpaths), notes + vnotes
        else:
            tr, va = order[n_val:], order[:n_val]
            train_ds = images(paths[tr], labels[tr])
            val_ds = images(paths[va], labels[va]) if n_val else None
        return Examples(
            train_ds,
            val_ds,
            255.0,
            (d.image_size[0], d.image_size[1], folder.channels),
            len(folder.classes),
            len(paths) - (0 if separate(d) else n_val),
            n_val,
            1,
            notes,
            class_names=list(folder.classes),
        )

    def code_imports(self, job: Job) -> list[str]:
        return ["from pathlib import Path"]

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        return _code(job, base_dir)

    def num_classes_code(self, job: Job) -> str:
        return "len(classes)"


def _validation_images(d: DataSection, folder: ImageFolder, base_dir: str | Path | None):  # noqa: ANN202
    """The images of ``data.validation_path``, labelled by the training folder's class names."""
    import numpy as np

    vdata = d.model_copy(update={"path": d.validation_path})
    vfolder = scan_images(vdata, base_dir, "data.validation_path")
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
    return np.array(vfolder.paths), labels, notes + [validation_note(d, len(labels))]


def _code(job: Job, base_dir: str | Path | None) -> list[str]:
    d, p = job.data, job.pipeline
    root = resolve_path(d.path, base_dir)
    h, w = d.image_size
    head = [
        "# An images folder: one sub-folder per class; PNG/JPEG files (checked by their",
        "# first bytes, other files are skipped) are decoded and resized as they are read.",
        f"ROOT = Path({str(root)!r})",
        'classes = sorted(c.name for c in ROOT.iterdir() if c.is_dir() and not c.name.startswith("."))',
        "",
        "",
        "def is_image(f):",
        '    with open(f, "rb") as fh:',
        "        head = fh.read(8)",
        '    return head.startswith(b"\\x89PNG\\r\\n\\x1a\\n") or head.startswith(b"\\xff\\xd8\\xff")',
        "",
        "",
        "paths, labels = [], []",
        "for label, name in enumerate(classes):",
        "    for f in sorted((ROOT / name).iterdir()):",
        '        if f.is_file() and not f.name.startswith(".") and is_image(f):',
        "            paths.append(str(f))",
        "            labels.append(label)",
        "paths, labels = np.array(paths), np.array(labels, dtype=np.int64)",
        "first = tf.io.decode_image(tf.io.read_file(paths[0]), expand_animations=False)",
        "CHANNELS = 1 if first.shape[-1] in (1, 2) else 3",
        "VALUE_MAX = 255.0",
        "",
    ]
    read = [
        "",
        "",
        "def read_image(path, label):",
        "    img = tf.io.decode_image(tf.io.read_file(path), channels=CHANNELS, expand_animations=False)",
        f"    return tf.image.resize(img, ({h}, {w})), label",
        "",
        "",
    ]
    parallel = (
        f"num_parallel_calls={code_tune(p.map_parallel_calls)}, deterministic={p.deterministic}"
    )
    if not separate(job.data):
        return [
            *head,
            *split_lines("len(paths)", d.seed, d.validation_split),
            *read,
            "def source(training):",
            "    idx = train_idx if training else val_idx",
            "    ds = tf.data.Dataset.from_tensor_slices((paths[idx], labels[idx]))",
            f"    return ds.map(read_image, {parallel})",
        ]
    vroot = resolve_path(d.validation_path, base_dir)
    return [
        *head,
        "# A separate validation folder (data.validation_path): its class folders are",
        "# labelled by the training folder's class names; validation_split is not used.",
        f"VAL_ROOT = Path({str(vroot)!r})",
        "val_paths, val_labels = [], []",
        'for name in sorted(c.name for c in VAL_ROOT.iterdir() if c.is_dir() and not c.name.startswith(".")):',
        "    if name not in classes:",
        '        raise SystemExit(f"{VAL_ROOT / name} is not a class of the training folder {ROOT}")',
        "    for f in sorted((VAL_ROOT / name).iterdir()):",
        '        if f.is_file() and not f.name.startswith(".") and is_image(f):',
        "            val_paths.append(str(f))",
        "            val_labels.append(classes.index(name))",
        "val_paths, val_labels = np.array(val_paths), np.array(val_labels, dtype=np.int64)",
        f"# Every training image trains, shuffled once (seed {d.seed}).",
        f"order = np.random.default_rng({d.seed}).permutation(len(paths))",
        "HAS_VALIDATION = len(val_paths) > 0",
        *read,
        "def source(training):",
        "    if training:",
        "        ds = tf.data.Dataset.from_tensor_slices((paths[order], labels[order]))",
        "    else:",
        "        ds = tf.data.Dataset.from_tensor_slices((val_paths, val_labels))",
        f"    return ds.map(read_image, {parallel})",
    ]


SOURCE = Images()
