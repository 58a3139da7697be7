"""A NumPy ``.npz`` file: an array of images (``data.x_key``) and one of labels (``data.y_key``)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from tpugui.i18n_marks import N_, Message
from tpugui.job_errors import job_error
from tpugui.sources.arrays import (
    Arrays,
    InMemory,
    as_images,
    code_lines,
    image_shape,
    label_problem,
    value_max_of,
)
from tpugui.sources.base import Problem, code_repr, resolve_path
from tpugui.sources.base import exists as _exists

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job

NOT_A_FILE = N_("{path} is not a regular file; name an .npz file")
VAL_NOT_FOUND = N_("file not found: {path} (an .npz file like data.path)")


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


class Npz(InMemory):
    name = "npz"
    order = 2
    keys = (
        "data.path",
        "data.location",
        "data.validation_path",
        "data.classes",
        "data.x_key",
        "data.y_key",
    )
    path = "file"
    validation_path = True

    def path_problem(self, key: str, p: Path) -> Message | None:
        if key == "data.path" and _exists(p) and not p.is_file():
            return Message(NOT_A_FILE, {"path": str(p)})
        if key == "data.validation_path" and not p.is_file():
            return Message(VAL_NOT_FOUND, {"path": str(p)})
        return None

    def file_problems(self, job: Job, p: Path) -> list[Problem]:
        """The labels against ``data.classes`` (only the label array is read)."""
        try:
            with np.load(p, allow_pickle=False) as npz:
                y = np.asarray(npz[job.data.y_key]).reshape(-1)
            if y.size == 0 or not np.issubdtype(y.dtype, np.number):
                return []
            problem = label_problem(y.astype(np.int64), job.data.classes, p.name)
        except (OSError, ValueError, KeyError, EOFError):
            return []  # the run names what is wrong with the file itself
        return [] if problem is None else [problem]

    def _shape(self, data: DataSection, base_dir: str | Path | None) -> tuple[int, ...] | None:
        if not data.path.strip():
            return None
        return npz_shapes(resolve_path(data.path, base_dir)).get(data.x_key)

    def example_shape(
        self, data: DataSection, base_dir: str | Path | None
    ) -> tuple[int, ...] | None:
        xs = self._shape(data, base_dir)
        return image_shape(xs) if xs else None

    def example_count(self, data: DataSection, base_dir: str | Path | None) -> int | None:
        xs = self._shape(data, base_dir)
        return xs[0] if xs and image_shape(xs) else None

    def load(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Arrays:
        if not name:
            raise job_error(key, N_("the npz source needs a file; choose one"))
        path = resolve_path(name, base_dir)
        try:
            npz = np.load(path, allow_pickle=False)
        except FileNotFoundError:
            raise job_error(key, N_("file not found: {path}"), path=str(path)) from None
        except (OSError, ValueError) as exc:
            raise job_error(
                key,
                N_("{path} is not a readable .npz file ({error})"),
                path=str(path),
                error=str(exc),
            ) from None
        with npz:
            names = list(npz.files)
            for key_field, array in (("data.x_key", data.x_key), ("data.y_key", data.y_key)):
                if array not in names:
                    raise job_error(
                        key_field,
                        N_("no array {key} in {file}; it has {keys}"),
                        key=repr(array),
                        file=path.name,
                        keys=", ".join(names),
                    )
            x = as_images(npz[data.x_key], "data.x_key")
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
            raise job_error(key, N_("{file} holds no examples"), file=path.name)
        bad = label_problem(y, data.classes, path.name)
        if bad is not None:
            from tpugui.job import JobError

            raise JobError.of([bad])
        return Arrays(x, y, int(y.max()) + 1, value_max_of(x))

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        d = job.data
        load = [
            "",
            "def load_npz(path):",
            f'    """Arrays {code_repr(d.x_key)} (images) and {code_repr(d.y_key)} (labels) of a '
            'NumPy file."""',
            "    with np.load(path, allow_pickle=False) as npz:",
            f"        x = np.asarray(npz[{d.x_key!r}])",
            f"        y = np.asarray(npz[{d.y_key!r}]).astype(np.int64).reshape(-1)",
            "    if x.ndim == 2:  # flat vectors become 1-high images",
            "        x = x[:, None, :, None]",
            "    elif x.ndim == 3:  # (N, H, W) gets a channel axis",
            "        x = x[..., None]",
            "    return x.astype(np.float32), y",
            "",
            "",
            f"x, y = load_npz({str(resolve_path(d.path, base_dir))!r})",
            "vmax = float(x.max()) if x.size else 1.0",
            "VALUE_MAX = 255.0 if 1.0 < vmax <= 255.0 else max(vmax, 1.0)",
        ]
        vload = [f"val_x, val_y = load_npz({str(resolve_path(d.validation_path, base_dir))!r})"]
        return code_lines(d, load, vload)


SOURCE = Npz()
