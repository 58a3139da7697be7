"""Checkpoint files and finding the one to resume from.

Each checkpoint is a set of files in ``RUN/checkpoints/`` sharing a stem (``epoch-0003``): the
framework's weights (``.weights.h5`` for Keras, ``.pt`` for torch, which also holds the optimizer),
the Keras optimizer's variables (``.optimizer.npz``) and ``STEM.json``: backend, epoch (completed
epochs), step (global step) and the file names. ``train.resume_from`` may name that json, any of
the files, a ``checkpoints/`` folder or a run folder (its newest checkpoint is used).
Qt-free, no frameworks.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import JobError

FIELD = "train.resume_from"


@dataclass
class Checkpoint:
    meta_path: Path
    backend: str
    epoch: int  # epochs completed when it was written
    step: int  # global step when it was written
    files: dict[str, Path]

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


def _read(path: Path) -> Checkpoint:
    try:
        meta: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        files = {k: path.parent / v for k, v in meta["files"].items()}
        ck = Checkpoint(path, str(meta["backend"]), int(meta["epoch"]), int(meta["step"]), files)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise JobError([f"{FIELD}: {path} is not a tpugui checkpoint ({exc})"]) from None
    missing = [str(p) for p in ck.files.values() if not p.exists()]
    if missing:
        raise JobError([f"{FIELD}: checkpoint {path.name} is incomplete; missing {missing[0]}"])
    return ck


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
        raise JobError([f"{FIELD}: {p} does not exist; name a checkpoint file or a run folder"])
    if p.is_dir():
        folder = p / "checkpoints" if (p / "checkpoints").is_dir() else p
        ck = newest(folder)
        if ck is None:
            raise JobError([f"{FIELD}: no checkpoint in {folder}; choose another run"])
        return ck
    if p.suffix == ".json":
        return _read(p)
    # a weights / optimizer file: its metadata shares the stem before the first dot
    meta = p.with_name(p.name.split(".", 1)[0] + ".json")
    if not meta.exists():
        raise JobError([f"{FIELD}: {p.name} has no {meta.name} beside it; name the .json"])
    return _read(meta)


def check_backend(ck: Checkpoint, backend: str) -> None:
    fam = {"tensorflow": "tensorflow", "torch": "torch", "torch_xla": "torch"}
    if fam.get(ck.backend, ck.backend) != fam.get(backend, backend):
        raise JobError(
            [
                f"{FIELD}: {ck.meta_path.name} was written by the {ck.backend} backend; "
                f"model.backend is {backend}; resume with the same framework"
            ]
        )
