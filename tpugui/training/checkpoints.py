"""Checkpoint files and finding the one to resume from.

Each checkpoint is a set of files in ``RUN/checkpoints/`` sharing a stem (``epoch-0003``): the
framework's weights (``.weights.h5`` for Keras, ``.pt`` for torch, which also holds the optimizer),
the Keras optimizer's variables (``.optimizer.npz``) and ``STEM.json``: backend, epoch (completed
epochs), step (global step) and the file names. ``train.resume_from`` may name that json, any of
the files, a ``checkpoints/`` folder or a run folder (its newest checkpoint is used).
Qt-free, no frameworks.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.i18n_marks import N_, Message
from tpugui.job_errors import job_error

FIELD = "train.resume_from"


@dataclass
class Checkpoint:
    meta_path: Path
    backend: str
    epoch: int  # epochs completed when it was written
    step: int  # global step when it was written
    files: dict[str, Path]
    #: the step a run that was lost (a preempted Spot VM) had reached beyond this checkpoint:
    #: the steps up to it are trained again (``mark_reached``), 0 when none
    reached: int = 0

    @property
    def folder(self) -> Path:
        return self.meta_path.parent


def resumed_message(ck: Checkpoint) -> Message:
    """The log line of a run that continues from ``ck``."""
    return Message(
        N_("resumed from {path} (epoch {epoch}, step {step})"),
        {"path": str(ck.meta_path), "epoch": ck.epoch, "step": ck.step},
    )


def stem(epoch: int, step: int) -> str:
    return f"epoch-{epoch:04d}-step-{step:07d}"


def write_meta(
    folder: Path, name: str, backend: str, epoch: int, step: int, files: dict[str, str]
) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    meta = {"backend": backend, "epoch": epoch, "step": step, "files": files}
    path = folder / f"{name}.json"
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(meta, indent=2), encoding="utf-8")
    tmp.replace(path)
    return path


def mark_reached(meta_path: Path, reached: int) -> None:
    """Note in a checkpoint's json that a run resumed from it had reached step ``reached``
    before it was lost: the run that goes on from it trains those steps again and counts
    them as progress lost to a restart (``run_started.redo_until``)."""
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta["reached"] = int(reached)
    tmp = meta_path.with_name(meta_path.name + ".tmp")
    tmp.write_text(json.dumps(meta, indent=2), encoding="utf-8")
    tmp.replace(meta_path)


#: room kept free beside a checkpoint's own bytes (file metadata, the json)
SPACE_MARGIN = 256 * 1024


def ensure_space(folder: Path, nbytes: int) -> None:
    """Raise ``OSError(ENOSPC)`` before writing a checkpoint of about ``nbytes`` that cannot fit:
    a framework that runs out of room mid-file (h5py) leaves broken handles behind that crash
    the process at exit; refusing first keeps the run's end clean."""
    try:
        free = shutil.disk_usage(folder).free
    except OSError:
        return
    need = int(nbytes * 1.05) + SPACE_MARGIN
    if free < need:
        raise OSError(
            errno.ENOSPC,
            f"No space left on device: a checkpoint needs about {need / 2**20:.1f} MiB and "
            f"{folder} has {free / 2**20:.1f} MiB free; free some space or train into another "
            "run folder (--run-dir)",
        )


def state_bytes(obj: Any) -> int:
    """The bytes of the arrays/tensors in a (nested) state: numpy ``nbytes`` or torch
    ``numel() * element_size()``; no framework is imported."""
    if isinstance(obj, dict):
        return sum(state_bytes(v) for v in obj.values())
    if isinstance(obj, list | tuple):
        return sum(state_bytes(v) for v in obj)
    if hasattr(obj, "element_size") and hasattr(obj, "numel"):
        return int(obj.numel()) * int(obj.element_size())
    return int(getattr(obj, "nbytes", 0) or 0)


@contextlib.contextmanager
def atomic(path: Path, writer: bool = True) -> Iterator[Path]:
    """A temporary name beside ``path`` to write to; renamed onto ``path`` when the block ends
    well, removed when it fails (a full disk never leaves a partial checkpoint file). The
    temporary name keeps ``path``'s suffixes (Keras wants ``.weights.h5``) and does not match
    ``epoch-*``. When nothing was written (a torch_xla rank that does not write), nothing
    happens. A rank that is not the ``writer`` of a run's shared folder never renames or removes
    the temporary file: it is the writer's, perhaps still being written."""
    tmp = path.with_name(f"partial-{path.name}")
    try:
        yield tmp
    except BaseException:
        if writer:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
        raise
    if writer and tmp.exists():
        tmp.replace(path)


def _read(path: Path) -> Checkpoint:
    try:
        meta: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        files = {k: path.parent / v for k, v in meta["files"].items()}
        ck = Checkpoint(path, str(meta["backend"]), int(meta["epoch"]), int(meta["step"]), files,
                        int(meta.get("reached") or 0))  # fmt: skip
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise job_error(
            FIELD, N_("{path} is not a tpugui checkpoint ({error})"), path=str(path), error=str(exc)
        ) from None
    missing = [str(p) for p in ck.files.values() if not p.exists()]
    if missing:
        raise job_error(
            FIELD,
            N_("checkpoint {file} is incomplete; missing {missing}"),
            file=path.name,
            missing=missing[0],
        )
    return ck


BEST = "best.json"


def mark_best(folder: Path, name: str, monitor: str, value: float, epoch: int) -> Path:
    """``best.json``: the checkpoint ``name`` holds the best ``monitor`` so far."""
    path = folder / BEST
    tmp = path.with_name(path.name + ".tmp")
    info = {"checkpoint": f"{name}.json", "monitor": monitor, "value": value, "epoch": epoch}
    tmp.write_text(json.dumps(info, indent=2), encoding="utf-8")
    tmp.replace(path)
    return path


def best(folder: Path) -> Checkpoint | None:
    """The checkpoint ``best.json`` names (None without one)."""
    try:
        info = json.loads((folder / BEST).read_text(encoding="utf-8"))
        return _read(folder / str(info["checkpoint"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def prune(folder: Path, keep: int) -> list[str]:
    """``train.keep_checkpoints``: delete the checkpoints of ``folder`` older than its newest
    ``keep`` (0: none is deleted); never the one ``best.json`` names, never the newest (the one
    a resume takes from a run folder). Only the process that writes the run's checkpoints calls
    this. Each goes metadata first, so a reader never meets a half-deleted checkpoint; returns
    the names deleted."""
    if keep <= 0:
        return []
    metas = sorted(p for p in folder.glob("epoch-*.json"))
    try:
        info = json.loads((folder / BEST).read_text(encoding="utf-8"))
        kept_best = str(info["checkpoint"])
    except (OSError, ValueError, KeyError, TypeError):
        kept_best = ""
    gone: list[str] = []
    for meta in metas[: -max(keep, 1)]:
        if meta.name == kept_best:
            continue
        try:
            files = json.loads(meta.read_text(encoding="utf-8")).get("files", {})
            meta.unlink()
        except (OSError, ValueError, AttributeError):
            continue  # not a checkpoint tpugui wrote, or already gone: left alone
        for name in files.values() if isinstance(files, dict) else ():
            path = folder / str(name)
            if path.parent != folder:
                continue  # only the checkpoint's own files, beside its metadata
            if path.is_dir():  # orbax writes a folder
                shutil.rmtree(path, ignore_errors=True)
            else:
                with contextlib.suppress(OSError):
                    path.unlink()
        gone.append(meta.stem)
    return gone


def newest(folder: Path) -> Checkpoint | None:
    metas = sorted(p for p in folder.glob("epoch-*.json") if not p.name.endswith(".tmp"))
    return _read(metas[-1]) if metas else None


def resolve(resume_from: str, base_dir: str | Path | None = None) -> Checkpoint | None:
    """The checkpoint ``train.resume_from`` names, or None when it is empty."""
    if not resume_from:
        return None
    p = Path(resume_from).expanduser()
    if not p.is_absolute() and base_dir is not None:
        p = Path(base_dir) / p
    if not p.exists():
        raise job_error(
            FIELD, N_("{path} does not exist; name a checkpoint file or a run folder"), path=str(p)
        )
    if p.is_dir():
        folder = p / "checkpoints" if (p / "checkpoints").is_dir() else p
        ck = newest(folder)
        if ck is None:
            raise job_error(
                FIELD, N_("no checkpoint in {folder}; choose another run"), folder=str(folder)
            )
        return ck
    if p.suffix == ".json":
        return _read(p)
    # a weights / optimizer file: its metadata shares the stem before the first dot
    meta = p.with_name(p.name.split(".", 1)[0] + ".json")
    if not meta.exists():
        raise job_error(
            FIELD, N_("{file} has no {meta} beside it; name the .json"), file=p.name, meta=meta.name
        )
    return _read(meta)


def check_backend(ck: Checkpoint, backend: str) -> None:
    """A checkpoint resumes in a backend of the framework that wrote it (the descriptors'
    ``family``: PyTorch/XLA's and torch's are one)."""
    if backends.family_of(ck.backend) != backends.family_of(backend):
        raise job_error(
            FIELD,
            N_(
                "{file} was written by the {written} backend; model.backend is "
                "{backend}; resume with the same framework"
            ),
            file=ck.meta_path.name,
            written=ck.backend,
            backend=backend,
        )
