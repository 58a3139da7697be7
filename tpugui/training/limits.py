"""What a job asks of its files and of this machine, checked before any framework is imported.

The schema (:mod:`tpugui.job`) holds every key's own range and a path's length; what depends on
the files and on the machine that will train is checked here, each problem a ``(dotted key,
Message)`` pair that says why and what to do:

- :func:`path_problems`: each path key names the kind of thing it must (an npz *file*, an images
  *folder*, a TFRecord glob that matches files, a model *file* of sane size, a checkpoint) and
  nothing under ``/proc``, ``/sys`` or ``/dev`` (``/dev/zero`` reads without end, ``/proc``
  files are no data).
- :func:`location_problems`: ``data.location`` against where the job trains: data on the VM
  (``"vm"``) are for a remote run only, and there each path is absolute or ``~/`` (a VM has no
  job folder); :func:`vm_data_paths` lists what the VM then checks before the run starts.
- :func:`machine_problems`: counts checked against this machine's CPU cores (logical CPUs,
  loader workers) and its free memory (the batch, the shuffle buffer, prefetched batches, the
  in-memory cache, generated data), so that nothing the schema accepts kills or hangs a run.

Qt-free and framework-free (numpy's npz header reader and psutil only).
"""

from __future__ import annotations

import math
import os
from pathlib import Path

from tpugui import backends, sources
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.sources.base import exists, resolve_path

__all__ = [
    "path_problems",
    "location_problems",
    "vm_data_paths",
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
MODEL_NOT_A_FILE = N_("{path} is not a regular file; name a Python file (file:net.py)")
MODEL_TOO_BIG = N_(
    "{path} is {size} large; a model file is Python source of at most {most}: name the right file"
)
RESUME_KIND = N_("{path} is neither a file nor a folder; name a checkpoint or a run folder")
LOCAL_VM = N_(
    '"vm" means the data lie on the TPU VM, and only a remote run reads them there; set it to '
    "local to train on this computer"
)
VM_RELATIVE = N_(
    "{path} is a relative path, and the VM has no job folder to read it from: name the path on "
    "the VM from its root (/data/train.npz) or from the home folder there (~/{path})"
)
VM_URL = N_(
    "the {source} source reads files on the VM's own disk, not gs:// URLs: copy the data onto "
    "the VM (gcloud storage cp -r) and name its path there"
)
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


size_text = _size  # a size as the messages write it (the model file check too)


def path_problems(job: Job, base_dir: str | Path | None = None) -> list[Problem]:
    """Each path key of ``job`` names a thing of its kind (the files are read later)."""
    out: list[Problem] = []
    d = job.data
    source = sources.get(d.source)
    keys: list[tuple[str, str]] = []
    if source.path:
        keys += [("data.path", d.path), ("data.validation_path", d.validation_path)]
    if "cache" in job.pipeline.order and job.pipeline.cache not in ("memory", ""):
        keys.append(("pipeline.cache", job.pipeline.cache))
    if job.model.architecture.startswith("file:"):
        keys.append(("model.architecture", job.model.architecture[5:]))
    keys.append(("train.resume_from", job.train.resume_from))
    for key, name in keys:
        if not name.strip():
            continue
        p = resolve_path(name, base_dir)
        root = _system_root(p)
        if root is not None:
            out.append((key, Message(SYSTEM_PATH, {"path": str(p), "root": root})))
            continue
        if key == "data.validation_path":
            problem = None  # the engine's check asks the source (tpugui.training.engine)
        elif key == "data.path":
            problem = source.path_problem(key, p)
        else:
            problem = _kind_problem(key, p)
        if problem is not None:
            out.append((key, problem))
        elif key in ("data.path", "data.validation_path") and exists(p):
            out += source.file_problems(job, p)
    return out


def vm_data_paths(job: Job) -> list[tuple[str, str, str]]:
    """(key, path as written, what the source's path names: file | folder | glob) of each data
    path a job whose data lie on the VM names; [] for data on this computer."""
    d = job.data
    source = sources.get(d.source)
    if d.location != "vm" or not source.path:
        return []
    names = [("data.path", d.path)]
    if source.validation_path:
        names.append(("data.validation_path", d.validation_path))
    return [(key, name, source.path) for key, name in names if name.strip()]


def location_problems(job: Job, remote: bool) -> list[Problem]:
    """``data.location`` against where the job trains (``remote``: on a VM over SSH).

    Data on the VM are refused for a run on this computer (the window's Start; the VM's own
    ``tpugui train`` reads them as paths of its machine, where they are local); for a remote run
    each path is absolute or starts with ``~`` (the VM's home), or is a ``gs://`` URL for a
    source that reads URLs. Whether the path is there is asked of the VM itself (vmside
    ``paths``), not of this computer."""
    d = job.data
    source = sources.get(d.source)
    if d.location != "vm" or not source.path:
        return []
    if not remote:
        return [("data.location", Message(LOCAL_VM))]
    out: list[Problem] = []
    for key, name, _kind in vm_data_paths(job):
        if name.startswith("gs://"):
            if not source.urls:
                out.append((key, Message(VM_URL, {"source": d.source})))
        elif not name.startswith(("/", "~")):
            out.append((key, Message(VM_RELATIVE, {"path": name})))
    return out


def _kind_problem(key: str, p: Path) -> Message | None:
    """A path key outside ``[data]`` (the source checks its own paths)."""
    try:
        exists = p.exists()
    except OSError:
        exists = False
    if key == "model.architecture" and exists:
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
    shape = sources.get(job.data.source).example_shape(job.data, base_dir)
    resize = job.pipeline.resize
    if shape is not None and len(shape) == 3 and resize[0] > 0 and resize[1] > 0:
        shape = (resize[0], resize[1], shape[2])
    return shape


def _example_count(job: Job, base_dir: str | Path | None) -> int | None:
    return sources.get(job.data.source).example_count(job.data, base_dir)


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
    if _splits_cpu(backend) and job.model.logical_cpus > most_logical:
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
    if _reads(backend, "train.num_workers") and job.train.num_workers > most_workers:
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


def _splits_cpu(backend: str) -> bool:
    """Whether ``model.logical_cpus`` splits the CPU for ``backend`` (its descriptor's trait)."""
    return _reads(backend, "model.logical_cpus")


def _reads(backend: str, key: str) -> bool:
    """Whether ``backend`` reads the job key ``key`` (its descriptor's ``reads_keys``)."""
    return backend in backends.names() and backends.get(backend).reads(key)


def _reads_tf_data(backend: str) -> bool:
    """Whether ``backend``'s input is the job's tf.data pipeline, not its own loader (its
    descriptor's ``reads_tf_data``; a backend no descriptor has: tf.data)."""
    return backend not in backends.names() or backends.get(backend).reads_tf_data


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
    source = sources.get(job.data.source)
    tf_data = _reads_tf_data(job.model.backend) or not source.in_memory
    order = p.order
    if tf_data and "shuffle" in order:
        after_batch = "batch" in order and order.index("shuffle") > order.index("batch")
        unit = batch if after_batch else example
        terms.append(("pipeline.shuffle_buffer", p.shuffle_buffer * unit, unit))
    if tf_data and "prefetch" in order and isinstance(p.prefetch, int):
        terms.append(("pipeline.prefetch", p.prefetch * batch, batch))
    if _reads(job.model.backend, "train.num_workers") and job.train.num_workers > 0:
        per = job.train.num_workers * batch
        terms.append(("train.prefetch_factor", job.train.prefetch_factor * per, per))
    terms += source.memory_terms(job.data, example)
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
