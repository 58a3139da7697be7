"""Pre-flight, the disk: will the run's checkpoints fit on the disk of the runs folder?

One checkpoint's size is read from the newest past run of the same job name that kept any (its
``checkpoints/`` folder over the checkpoints in it); how many the run keeps follows from
``train.epochs``, ``train.checkpoint_every``, ``train.keep_checkpoints`` and ``train.keep_best``.
When that many would not fit in the free space of the runs folder's disk (``shutil.disk_usage``),
:func:`findings` says so at ``train.keep_checkpoints``, with the number that fits as the one-click
alternative, a warning (the run may still be started). No past run: nothing to say. Qt-free.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from tpugui.devices.model import human_bytes
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.training.preflight import Finding

KEY = "train.keep_checkpoints"

DISK_FULL = N_(
    "the run keeps about {kept} checkpoints of {each} each ({total}) and the disk of the runs "
    "folder has {free} free; keep fewer ({alternative!r}) or free some space"
)

#: the share of the free space the checkpoints may take (the rest: events, the system)
ROOM = 0.9


def kept(job: Job) -> int:
    """How many checkpoints the run has on disk at most."""
    t = job.train
    every = t.checkpoint_every
    written = max(1, t.epochs // every) if every else 1
    if t.keep_checkpoints <= 0:
        return written
    return min(written, t.keep_checkpoints + (1 if t.keep_best else 0))


def checkpoint_bytes(job: Job, runs_root: str | Path) -> int | None:
    """One checkpoint's bytes, from the newest past run of ``job``'s name that has any."""
    from tpugui.runs.store import CHECKPOINTS, _slug, folder_bytes

    root = Path(runs_root)
    suffix = "-" + _slug(job.name)
    try:
        runs = sorted((p for p in root.iterdir() if p.name.endswith(suffix)), reverse=True)
    except OSError:
        return None
    for run in runs[:20]:  # the newest few: a cheap look, not a walk of every run
        folder = run / CHECKPOINTS
        n = sum(1 for _ in folder.glob("epoch-*.json")) if folder.is_dir() else 0
        if n:
            return folder_bytes(folder) // n
    return None


def findings(job: Job, runs_root: str | Path, free: int | None = None) -> list[Finding]:
    """A warning at ``train.keep_checkpoints`` when the kept checkpoints would not fit."""
    each = checkpoint_bytes(job, runs_root)
    if not each:
        return []
    if free is None:
        where = Path(runs_root)
        while not where.exists() and where.parent != where:
            where = where.parent
        try:
            free = shutil.disk_usage(where).free
        except OSError:
            return []
    n = kept(job)
    if n * each <= free * ROOM:
        return []
    fits = max(1, int(free * ROOM // each) - (1 if job.train.keep_best else 0))
    args = {"kept": n, "each": human_bytes(each), "total": human_bytes(n * each),
            "free": human_bytes(free), "alternative": fits}  # fmt: skip
    return [Finding(KEY, Message(DISK_FULL, args), fits, "warning")]
