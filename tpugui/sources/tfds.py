"""A TensorFlow Datasets data set, prepared in a folder (``data.path`` is its ``data_dir``).

``data.dataset`` names it (``mnist``, or with its version ``mnist/3.0.1``), ``data.split`` the
split that trains; the validation share is held out of that split's end with TFDS's own slicing
(``train[:80%]`` / ``train[80%:]``). Nothing is downloaded at run time: the data set is read from
its prepared folder with ``tfds.builder_from_directory`` (no builder code needed); when it is not
there, the message says how to prepare it where there is a network. Its ``supervised_keys`` are
the (input, label) pair. tensorflow_datasets is imported inside the functions.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tpugui.i18n_marks import N_, Message
from tpugui.job_errors import job_error
from tpugui.sources.base import Examples, Problem, Source, exists, resolve_path

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job

NOT_A_FOLDER = N_("{path} is not a folder; name the TFDS data_dir that holds the data set")
NO_NAME = N_("name the TFDS data set (for example mnist)")
NOT_PREPARED = N_(
    "no prepared data set {name} in {folder}; prepare it once where there is a network: "
    "python -c \"import tensorflow_datasets as tfds; tfds.builder('{name}', "
    "data_dir='{folder}').download_and_prepare()\""
)


def _version(folder: Path) -> tuple[int, ...]:
    try:
        return tuple(int(n) for n in folder.name.split("."))
    except ValueError:
        return ()


def prepared(data_dir: Path, dataset: str) -> Path | None:
    """The folder of ``dataset`` (name or name/version, ":" also taken) under ``data_dir`` that
    holds a ``dataset_info.json``: the newest version when none is named."""
    name = dataset.strip().replace(":", "/").strip("/")
    if not name or ".." in name.split("/"):
        return None
    root = data_dir / name
    if (root / "dataset_info.json").is_file():
        return root
    found = [p.parent for p in root.glob("**/dataset_info.json")] if root.is_dir() else []
    return max(found, key=lambda p: (_version(p), str(p))) if found else None


def slices(data: DataSection) -> tuple[str, str | None]:
    """The training and validation splits: the validation share held out of the split's end."""
    held = round(100 * data.validation_split)
    if held <= 0:
        return data.split, None
    return f"{data.split}[:{100 - held}%]", f"{data.split}[{100 - held}%:]"


class Tfds(Source):
    name = "tfds"
    order = 7
    keys = ("data.path", "data.location", "data.dataset", "data.split")
    path = "folder"
    in_memory = False
    reads_files = True
    needs = (("tensorflow_datasets", "tensorflow-datasets"),)

    def path_problem(self, key: str, p: Path) -> Message | None:
        if key == "data.path" and exists(p) and not p.is_dir():
            return Message(NOT_A_FOLDER, {"path": str(p)})
        return None

    def file_problems(self, job: Job, p: Path) -> list[Problem]:
        d = job.data
        if not d.dataset.strip():
            return [("data.dataset", Message(NO_NAME))]
        if prepared(p, d.dataset) is None:
            return [("data.dataset", Message(NOT_PREPARED, {"name": d.dataset, "folder": str(p)}))]
        return []

    def _builder(self, data: DataSection, base_dir: str | Path | None):  # noqa: ANN202
        import tensorflow_datasets as tfds

        if not data.path.strip():
            raise job_error(
                "data.path", N_("the tfds source needs its data_dir; choose the folder")
            )
        root = resolve_path(data.path, base_dir)
        if not data.dataset.strip():
            raise job_error("data.dataset", NO_NAME)
        folder = prepared(root, data.dataset)
        if folder is None:
            raise job_error("data.dataset", NOT_PREPARED, name=data.dataset, folder=str(root))
        builder = tfds.builder_from_directory(str(folder))
        info = builder.info
        if not info.supervised_keys:
            raise job_error(
                "data.dataset",
                N_("{name} has no (input, label) pair (TFDS supervised_keys); choose another"),
                name=data.dataset,
            )
        if data.split not in info.splits:
            raise job_error(
                "data.split",
                N_("{name} has no split {split}; it has {have}"),
                name=data.dataset,
                split=repr(data.split),
                have=", ".join(sorted(info.splits)),
            )
        return builder

    def examples(self, job: Job, base_dir: str | Path | None) -> Examples:
        import numpy as np

        d = job.data
        builder = self._builder(d, base_dir)
        info = builder.info
        x_key, y_key = info.supervised_keys[:2]
        image, label = info.features[x_key], info.features[y_key]
        shape = tuple(image.shape)
        resize = job.pipeline.resize
        if any(n is None for n in shape[:2]) and not (resize[0] > 0 and resize[1] > 0):
            raise job_error(
                "pipeline.resize",
                N_("the images of {name} differ in size; give the size to resize them to"),
                name=d.dataset,
            )
        train_split, val_split = slices(d)
        counts = [info.splits[train_split].num_examples]
        counts.append(info.splits[val_split].num_examples if val_split else 0)
        if counts[0] == 0:
            raise job_error("data.split", N_("{split} holds no examples"), split=train_split)

        def read(split: str):  # noqa: ANN202
            return builder.as_dataset(split=split, as_supervised=True, shuffle_files=False)

        value_max = 255.0 if np.dtype(image.np_dtype) == np.uint8 else 1.0
        return Examples(
            read(train_split),
            read(val_split) if val_split and counts[1] else None,
            value_max,
            tuple(-1 if n is None else int(n) for n in shape),
            int(getattr(label, "num_classes", 0) or 2),
            counts[0],
            counts[1],
            info.splits[d.split].num_shards,
        )

    def code_packages(self, job: Job) -> list[str]:
        return ["import tensorflow_datasets as tfds"]

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        d = job.data
        root = resolve_path(d.path, base_dir)
        folder = prepared(root, d.dataset) or root / d.dataset
        train_split, val_split = slices(d)
        return [
            f"# The TFDS data set {d.dataset} as prepared in {root} (nothing is downloaded).",
            f"BUILDER = tfds.builder_from_directory({str(folder)!r})",
            "IMAGE = BUILDER.info.features[BUILDER.info.supervised_keys[0]]",
            "VALUE_MAX = 255.0 if IMAGE.np_dtype == np.uint8 else 1.0",
            f"HAS_VALIDATION = {val_split is not None}",
            "",
            "",
            "def source(training):",
            '    """Single (image, label) examples of the training or the validation slice."""',
            f"    split = {train_split!r} if training else {val_split!r}",
            "    return BUILDER.as_dataset(split=split, as_supervised=True, shuffle_files=False)",
        ]

    def num_classes_code(self, job: Job) -> str:
        return "BUILDER.info.features[BUILDER.info.supervised_keys[1]].num_classes"

    def uploads(self, data: DataSection, job_dir: Path) -> list[tuple[str, list[Path], str]]:
        """The prepared data set's own folder, under a data_dir of its own on the VM."""
        if not data.path:
            return []
        root = resolve_path(data.path, job_dir)
        folder = prepared(root, data.dataset)
        if folder is None:
            raise ValueError(f"data.dataset: no prepared data set {data.dataset} in {root}")
        top = root / data.dataset.replace(":", "/").strip("/").split("/")[0]
        return [("data.path", [top], "")]


SOURCE = Tfds()
