"""What a job asks of its files and of this machine, checked before any framework is imported.

The schema (:mod:`tpugui.job`) holds every key's own range and a path's length; what depends on
the files and on the machine that will train is checked here, each problem a ``(dotted key,
Message)`` pair that says why and what to do:

- :func:`path_problems`: each path key names the kind of thing it must (an npz *file*, an images
  *folder*, a TFRecord glob that matches files, a model *file* of sane size, a checkpoint) and
  nothing under ``/proc``, ``/sys`` or ``/dev`` (``/dev/zero`` reads without end, ``/proc``
  files are no data).
- :func:`machine_problems`: counts checked against this machine's CPU cores (logical CPUs,
  loader workers) and its free memory (the batch, the shuffle buffer, prefetched batches, the
  in-memory cache, generated data), so that nothing the schema accepts kills or hangs a run.

Qt-free and framework-free (numpy's npz header reader and psutil only).
"""

from __future__ import annotations

import glob
import math
import os
from pathlib import Path

from tpugui.i18n_marks import N_, Message
from tpugui.job import TORCH_BACKENDS, Job

__all__ = [
    "path_problems",
    "machine_problems",
    "example_shape",
    "SYSTEM_DIRS",
    "MODEL_FILE_MAX",
]

Problem = tuple[str, Message]

#: folders whose files are the system's, never a job's data, model, cache or checkpoint
SYSTEM_DIRS = ("/proc", "/sys", "/dev")
#: the largest model file read (a Python file of 10 MiB is no model definition)
MODEL_FILE_MAX = 10 * 2**20

SYSTEM_PATH = N_("{path} is under {root}, a system folder; name a file or folder of your own")
NOT_A_FOLDER = N_("{path} is not a folder; name a folder with one sub-folder per class")
FOLDER_NOT_FOUND = N_("folder not found: {path} (a folder with one sub-folder per class)")
NOT_A_FILE = N_("{path} is not a regular file; name an .npz file")
NO_MATCH = N_(
    "no files match {pattern}; check the path (a glob like data/train-*.tfrecord, relative to "
    "the job file)"
)
MODEL_NOT_A_FILE = N_("{path} is not a regular file; name a Python file (file:net.py)")
MODEL_TOO_BIG = N_(
    "{path} is {size} large; a model file is Python source of at most {most}: name the right file"
)
RESUME_KIND = N_("{path} is neither a file nor a folder; name a checkpoint or a run folder")
TOO_MANY_LOGICAL = N_(
    "this machine has {cores} CPU core(s); each logical CPU runs its own copy of every step on "
    "them, so {count} make a step take minutes: use at most {most}"
)
TOO_MANY_WORKERS = N_(
    "this machine has {cores} CPU core(s); {count} loader processes only add memory and start-up "
    "time: use at most {most}"
)
TOO_MUCH_MEMORY = N_(
    "needs about {need} of memory at this value (examples of {example} each); this machine has "
    "{free} free: use at most {most:,}"
)
CACHE_MEMORY = N_(
    "the cache keeps every example in memory, about {need}; this machine has {free} free: cache "
    "to a file or leave out the cache stage"
)


def _resolve(name: str, base_dir: str | Path | None) -> Path:
    p = Path(name).expanduser()
    if not p.is_absolute() and base_dir is not None:
        p = Path(base_dir) / p
    return p


def _system_root(p: Path) -> str | None:
    real = os.path.realpath(p)
    for root in SYSTEM_DIRS:
        if real == root or real.startswith(root + "/"):
            return root
    return None


def _size(n: float) -> str:
    for unit in ("bytes", "KiB", "MiB", "GiB", "TiB"):
        if n < 1024 or unit == "TiB":
            return f"{n:,.0f} {unit}" if unit == "bytes" else f"{n:,.1f} {unit}"
        n /= 1024
    return f"{n:,.1f} TiB"  # pragma: no cover


def path_problems(job: Job, base_dir: str | Path | None = None) -> list[Problem]:
    """Each path key of ``job`` names a thing of its kind (the files are read later)."""
    out: list[Problem] = []
    d = job.data
    keys: list[tuple[str, str]] = []
    if d.source in ("npz", "images", "tfrecord"):
        keys += [("data.path", d.path), ("data.validation_path", d.validation_path)]
    if "cache" in job.pipeline.order and job.pipeline.cache not in ("memory", ""):
        keys.append(("pipeline.cache", job.pipeline.cache))
    if job.model.architecture.startswith("file:"):
        keys.append(("model.architecture", job.model.architecture[5:]))
    keys.append(("train.resume_from", job.train.resume_from))
    for key, name in keys:
        if not name.strip():
            continue
        p = _resolve(name, base_dir)
        root = _system_root(p)
        if root is not None:
            out.append((key, Message(SYSTEM_PATH, {"path": str(p), "root": root})))
            continue
        problem = _kind_problem(key, p, d.source)
        if problem is not None:
            out.append((key, problem))
        elif d.source == "npz" and key in ("data.path", "data.validation_path"):
            out += _label_problems(job, p)
    return out


def _label_problems(job: Job, p: Path) -> list[Problem]:
    """An npz file's labels against ``data.classes`` (only the label array is read)."""
    import numpy as np

    from tpugui.pipeline.sources import label_problem

    try:
        with np.load(p, allow_pickle=False) as npz:
            y = np.asarray(npz[job.data.y_key]).reshape(-1)
        if y.size == 0 or not np.issubdtype(y.dtype, np.number):
            return []
        problem = label_problem(y.astype(np.int64), job.data.classes, p.name)
    except (OSError, ValueError, KeyError, EOFError):
        return []  # the run names what is wrong with the file itself
    return [] if problem is None else [problem]


def _kind_problem(key: str, p: Path, source: str) -> Message | None:
    try:
        exists = p.exists()
    except OSError:
        exists = False
    if key == "data.path":
        if source == "images":
            if not exists:
                return Message(FOLDER_NOT_FOUND, {"path": str(p)})
            if not p.is_dir():
                return Message(NOT_A_FOLDER, {"path": str(p)})
        elif source == "tfrecord":
            if not [f for f in glob.glob(str(p)) if os.path.isfile(f)]:
                return Message(NO_MATCH, {"pattern": repr(str(p))})
        elif source == "npz" and exists and not p.is_file():
            return Message(NOT_A_FILE, {"path": str(p)})
    elif key == "model.architecture" and exists:
        if not p.is_file():
            return Message(MODEL_NOT_A_FILE, {"path": str(p)})
        size = p.stat().st_size
        if size > MODEL_FILE_MAX:
            return Message(
                MODEL_TOO_BIG, {"path": str(p), "size": _size(size), "most": _size(MODEL_FILE_MAX)}
            )
    elif key == "train.resume_from" and exists and not (p.is_file() or p.is_dir()):
        return Message(RESUME_KIND, {"path": str(p)})
    return None


# --- this machine ---------------------------------------------------------------------------


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _free_memory() -> int:
    import psutil

    return int(psutil.virtual_memory().available)


def example_shape(job: Job, base_dir: str | Path | None = None) -> tuple[int, ...] | None:
    """One example's (H, W, C) as the model sees it (after ``pipeline.resize``); None when it
    is known only once the files are read (a TFRecord without ``data.image_shape``)."""
    d = job.data
    shape: tuple[int, ...] | None
    if d.source == "digits":
        shape = (8, 8, 1)
    elif d.source == "synthetic":
        s = tuple(d.shape)
        shape = (1, s[0], 1) if len(s) == 1 else (*s, 1) if len(s) == 2 else s
    elif d.source == "images":
        shape = (d.image_size[0], d.image_size[1], 3)
    elif d.source == "tfrecord":
        shape = tuple(d.image_shape) if len(d.image_shape) == 3 else None
    else:
        shape = None
        if d.path:
            from tpugui.pipeline.sources import image_shape, npz_shapes

            arrays = npz_shapes(_resolve(d.path, base_dir))
            if d.x_key in arrays:
                shape = image_shape(arrays[d.x_key])
    resize = job.pipeline.resize
    if shape is not None and len(shape) == 3 and resize[0] > 0 and resize[1] > 0:
        shape = (resize[0], resize[1], shape[2])
    return shape


def _example_count(job: Job, base_dir: str | Path | None) -> int | None:
    d = job.data
    if d.source == "digits":
        return 1797
    if d.source == "synthetic":
        return d.count
    if d.source == "npz" and d.path:
        from tpugui.pipeline.sources import npz_shapes

        arrays = npz_shapes(_resolve(d.path, base_dir))
        if d.x_key in arrays and arrays[d.x_key]:
            return arrays[d.x_key][0]
    return None


def machine_problems(
    job: Job,
    base_dir: str | Path | None = None,
    cores: int | None = None,
    free_memory: int | None = None,
) -> list[Problem]:
    """Counts this machine cannot honour: too many logical CPUs or loader processes for its
    cores, buffers larger than its free memory (each problem names its key and says why)."""
    cores = cores or _cores()
    out: list[Problem] = []
    backend = job.model.backend
    most_logical = max(8, 4 * cores)
    if backend == "tensorflow" and job.model.logical_cpus > most_logical:
        out.append(
            (
                "model.logical_cpus",
                Message(
                    TOO_MANY_LOGICAL,
                    {"cores": cores, "count": job.model.logical_cpus, "most": most_logical},
                ),
            )
        )
    most_workers = max(4, 4 * cores)
    if backend in TORCH_BACKENDS and job.train.num_workers > most_workers:
        out.append(
            (
                "train.num_workers",
                Message(
                    TOO_MANY_WORKERS,
                    {"cores": cores, "count": job.train.num_workers, "most": most_workers},
                ),
            )
        )
    out += _memory_problems(job, base_dir, free_memory)
    return out


def _memory_problems(job: Job, base_dir: str | Path | None, free: int | None) -> list[Problem]:
    shape = example_shape(job, base_dir)
    if shape is None:
        return []
    example = 4 * math.prod(shape)  # float32
    p = job.pipeline
    batch = example * p.batch_size
    free = free if free is not None else _free_memory()
    # (key, bytes it needs, bytes one unit of the key needs): a batch and its copy on the
    # device; the shuffle buffer's elements; batches prepared ahead; generated data (x, noise, y)
    terms: list[tuple[str, int, int]] = [("pipeline.batch_size", 2 * batch, 2 * example)]
    tf_data = job.model.backend not in TORCH_BACKENDS or job.data.source in ("images", "tfrecord")
    order = p.order
    if tf_data and "shuffle" in order:
        after_batch = "batch" in order and order.index("shuffle") > order.index("batch")
        unit = batch if after_batch else example
        terms.append(("pipeline.shuffle_buffer", p.shuffle_buffer * unit, unit))
    if tf_data and "prefetch" in order and isinstance(p.prefetch, int):
        terms.append(("pipeline.prefetch", p.prefetch * batch, batch))
    if job.model.backend in TORCH_BACKENDS and job.train.num_workers > 0:
        per = job.train.num_workers * batch
        terms.append(("train.prefetch_factor", job.train.prefetch_factor * per, per))
    if job.data.source == "synthetic":
        terms.append(("data.count", 3 * example * job.data.count, 3 * example))
    count = _example_count(job, base_dir)
    out: list[Problem] = []
    for key, need, unit in terms:
        if need > free:
            args = {"need": _size(need), "example": _size(example), "free": _size(free)}
            out.append((key, Message(TOO_MUCH_MEMORY, {**args, "most": max(1, free // unit)})))
    if tf_data and "cache" in order and p.cache == "memory" and count:
        need = count * example
        if need > free:
            args = {"need": _size(need), "free": _size(free)}
            out.append(("pipeline.cache", Message(CACHE_MEMORY, args)))
    return out
