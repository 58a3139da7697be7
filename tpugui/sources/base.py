"""What a data source is: the one class every source module fills in, and the shared helpers.

A source is where a job's examples come from (``data.source``). Its module says, once:

- which ``data.*`` keys it reads (``keys``: the Pipeline form shows those rows and hides the
  others) and what ``data.path`` names (``path``: a file, a folder, a glob, or nothing), whether
  ``data.validation_path`` may name another of the same kind;
- the checks that need no framework (``path_problem``, ``file_problems``), the example shape
  and count it knows without reading everything (the memory and batch checks, the advice),
  memory it makes up itself (``memory_terms``);
- how it is read: an in-memory source gives numpy :class:`~tpugui.sources.arrays.Arrays`
  (``load``; torch reads them directly, tf.data slices them); a file source gives unbatched
  tf.data datasets (``examples``) that torch reads through tf.data too;
- the code of its ``source(training)`` function in the generated pipeline script and the
  notebook (``code``, ``code_imports``, ``num_classes_code``, ``needs``);
- what must be copied to a VM for a remote run (``uploads``) and its advice rules (``advice``).

The job keys themselves (type, range, words) stay on the schema, :mod:`tpugui.job`. Nothing
here imports a framework at module level; TensorFlow is imported inside ``examples``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from tpugui.i18n_marks import Message

if TYPE_CHECKING:
    from tpugui.job import DataSection, Job

__all__ = [
    "Source",
    "Arrays",
    "Examples",
    "Problem",
    "resolve_path",
    "autotune",
    "code_repr",
    "code_tune",
]

Problem = tuple[str, Message]  # (dotted job key, reason)


def resolve_path(path: str, base_dir: str | Path | None) -> Path:
    """``path`` with ``~`` expanded, relative to ``base_dir`` (the job file's folder)."""
    p = Path(path).expanduser()
    if not p.is_absolute() and base_dir is not None:
        p = Path(base_dir) / p
    return p


def autotune(value: int | str) -> int:
    """A parallelism key's value for tf.data (``"autotune"`` is ``tf.data.AUTOTUNE``)."""
    import tensorflow as tf

    return tf.data.AUTOTUNE if value == "autotune" else int(value)


def code_repr(value: object) -> str:
    """``repr(value)`` fit to stand inside a generated docstring: three double quotes in a job's
    name or key would end the docstring, so they are escaped."""
    return repr(value).replace('"""', '\\"\\"\\"')


def code_tune(value: int | str) -> str:
    """A parallelism key's value as generated code writes it."""
    return "AUTOTUNE" if value == "autotune" else str(int(value))


def split_lines(n: str, seed: int, fraction: float) -> list[str]:
    """The generated code of the validation split (as :func:`arrays.split` makes it)."""
    return [
        f"# Hold out {fraction:g} of the examples for validation (fixed seed {seed}).",
        f"order = np.random.default_rng({seed}).permutation({n})",
        f"n_val = int(round({n} * {fraction!r})) if {fraction!r} > 0 else 0",
        "train_idx, val_idx = order[n_val:], order[:n_val]",
        "HAS_VALIDATION = n_val > 0",
    ]


def separate(data: DataSection) -> bool:
    """A separate validation source (``data.validation_path``) replaces the split."""
    return bool(data.validation_path.strip())


def held_out(n: int, fraction: float) -> int:
    """The examples of ``n`` that ``data.validation_split`` = ``fraction`` holds out for
    validation: the one split rule every source draws by (and the batch facts count by)."""
    return int(round(n * fraction)) if fraction > 0 else 0


@dataclass
class Arrays:
    x: np.ndarray  # (N, H, W, C) float32, raw values in [0, value_max]
    #: (N,) int64 class indices; multilabel: (N, labels) float32 0/1; regression: (N, targets)
    y: np.ndarray
    #: the model's outputs per example: classes, labels or targets (tpugui.tasks)
    num_classes: int
    value_max: float
    #: the classes' (or labels') names in output order, when the source knows them
    class_names: list[str] | None = None
    #: how raw columns become the model's input (a table source's fitted plan), for predict
    plan: dict[str, Any] | None = None

    @property
    def input_shape(self) -> tuple[int, ...]:
        return tuple(int(d) for d in self.x.shape[1:])

    def __len__(self) -> int:
        return int(self.x.shape[0])


@dataclass
class Examples:
    """A source as unbatched tf.data datasets of raw ``(x, y)`` examples."""

    train: Any
    val: Any | None
    value_max: float
    input_shape: tuple[int, ...]  # raw, before the map stage
    num_classes: int
    train_count: int
    val_count: int
    n_files: int = 1
    notes: list[str] = field(default_factory=list)
    class_names: list[str] | None = None
    plan: dict[str, Any] | None = None


class Source:
    """One data source. Subclasses set the class attributes and override the hooks they need."""

    #: the value of ``data.source``
    name: str = ""
    #: the ``data.*`` keys it reads besides the ones every source has (source, seed,
    #: validation_split); the form shows exactly these rows
    keys: tuple[str, ...] = ()
    #: what ``data.path`` names: "file", "folder", "glob" or "" (no path)
    path: str = ""
    #: whether ``data.validation_path`` may name a separate validation set of the same kind
    validation_path: bool = False
    #: in-memory numpy arrays (``load``, :class:`~.arrays.InMemory`); False: tf.data reads it
    in_memory: bool = False
    #: modules its loading code needs beside numpy and TensorFlow, as (import, pip name)
    needs: tuple[tuple[str, str], ...] = ()
    #: the advice treats it as files read from disk (decode cost, parallel reads)
    reads_files: bool = False
    #: its files are shards that ``interleave`` reads several at a time
    shards: bool = False
    #: its reader takes ``gs://`` URLs itself (tf.io.gfile): a job whose data lie on the VM
    #: (``data.location = "vm"``) may name a bucket; the others read the VM's own disk
    urls: bool = False
    #: where it is listed among the choices
    order: int = 100
    #: the ``model.task`` values its labels can train (tpugui.tasks)
    tasks: tuple[str, ...] = ("classification",)
    #: its examples are a table's rows (``read`` gives a :class:`~.tables.Table`), which
    #: predict reads with the run's fitted plan
    table: bool = False

    # --- checks (no framework, nothing read but headers) ----------------------------------

    def path_problem(self, key: str, p: Path) -> Message | None:
        """What is wrong with ``p`` as the value of ``key`` (data.path or validation_path)."""
        return None

    def file_problems(self, job: Job, p: Path) -> list[Problem]:
        """Cheap checks of a file that is there (an npz file's labels against data.classes)."""
        return []

    def example_shape(
        self, data: DataSection, base_dir: str | Path | None
    ) -> tuple[int, ...] | None:
        """One raw example's (H, W, C), when known without reading the data."""
        return None

    def example_count(self, data: DataSection, base_dir: str | Path | None) -> int | None:
        """How many examples there are, when known without reading the data."""
        return None

    def count_examples(self, data: DataSection, base_dir: str | Path | None) -> int | None:
        """How many examples ``data.path`` holds, reading what it must (a folder listed, a
        table read; not decoded, no framework); None when it cannot say. May raise the
        :class:`~tpugui.job.JobError` reading it would."""
        return self.example_count(data, base_dir)

    def memory_terms(self, data: DataSection, example: int) -> list[tuple[str, int, int]]:
        """(key, bytes it needs, bytes one unit of the key needs) of memory it makes itself."""
        return []

    # --- reading ------------------------------------------------------------------------

    def load(self, data: DataSection, name: str, key: str, base_dir: str | Path | None) -> Arrays:
        """In-memory sources: the arrays of ``name`` (data.path or validation_path, ``key``)."""
        raise NotImplementedError(f"{self.name} is not an in-memory source")

    def examples(self, job: Job, base_dir: str | Path | None) -> Examples:
        """Unbatched tf.data datasets of its examples (in-memory sources slice their arrays:
        :class:`~tpugui.sources.arrays.InMemory`)."""
        raise NotImplementedError

    def decode_size(self, data: DataSection) -> list[int] | None:
        """The (H, W) its images are decoded to, which predict decodes new images to (None:
        as stored)."""
        return None

    # --- generated code -----------------------------------------------------------------

    def code_imports(self, job: Job) -> list[str]:
        """Standard-library import lines its code needs (they go above numpy)."""
        return []

    def code_packages(self, job: Job) -> list[str]:
        """Import lines of other packages its code needs (they go below TensorFlow)."""
        return []

    def code(self, job: Job, base_dir: str | Path | None) -> list[str]:
        """The lines that define ``VALUE_MAX``, ``HAS_VALIDATION`` and ``source(training)``."""
        raise NotImplementedError

    def num_classes_code(self, job: Job) -> str:
        """The notebook's ``NUM_CLASSES`` as code."""
        return str(job.data.classes)

    # --- a remote run -------------------------------------------------------------------

    def uploads(self, data: DataSection, job_dir: Path) -> list[tuple[str, list[Path], str]]:
        """What a remote run copies to the VM: (job key, local paths, the name the key then
        names inside the copy: a glob's pattern names the copied files) for data.path and, where
        the source has one, data.validation_path. Raises ValueError (its text for the person)
        for a missing file. Nothing is copied for data on the VM (``data.location = "vm"``):
        the remote run does not ask (:mod:`tpugui.remote.session`)."""
        if not self.path:
            return []
        names = [("data.path", data.path)]
        if self.validation_path:
            names.append(("data.validation_path", data.validation_path))
        out: list[tuple[str, list[Path], str]] = []
        for key, name in names:
            if not name.strip():
                continue
            p = resolve_path(name, job_dir)
            if self.path == "glob" and any(c in p.name for c in "*?["):
                matches = sorted(p.parent.glob(p.name))
                if not matches:
                    raise ValueError(f"{key}: no file matches {p}; check the pattern")
                out.append((key, matches, p.name))
                continue
            if not p.exists():
                raise ValueError(f"{key}: {p} does not exist; choose the data file or folder")
            out.append((key, [p], p.name))
        return out

    # --- advice ---------------------------------------------------------------------------

    def advice(self, job: Job, facts: Any, add: Callable[..., None]) -> None:
        """Its own rules of :func:`tpugui.pipeline.advice.advise`: each calls ``add`` with
        :meth:`Advice.make`'s arguments. ``facts`` is the advice's ``Facts``."""


def exists(p: Path) -> bool:
    """``p.exists()`` that is False where the path cannot even be looked at."""
    try:
        return p.exists()
    except OSError:
        return False
