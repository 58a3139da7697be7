"""TensorBoard runs beside tpugui's: a logdir's runs as run folders of the history.

``tpugui runs import LOGDIR`` (and the window's File › Open TensorBoard logs…) make one small
folder per TensorBoard run under the runs root, holding ``tensorboard.json``: where the event
files are (they are never copied or changed). The run store lists such a folder like any run
(:func:`summarize`: a :class:`~tpugui.runs.info.RunInfo` whose ``source`` is
``"tensorboard"``), and the plots open it as a :class:`~tpugui.runs.model.RunData`
(:func:`load`), so it can be compared, overlaid and exported like a run of tpugui's. Each
open reads what the event files gained since (one :class:`~tpugui.runs.tensorboard.RunReader`
per folder and process: follow a run another program is writing).

Tags become a run's series so: a step loss (``loss``, ``batch_loss``, ``train/loss``, ...) is
the run's loss curve, a learning rate (``lr``, ``learning_rate``) its learning-rate curve,
Keras's ``epoch_*`` tags its epoch metrics (Keras counts epochs from 0, tpugui from 1: epoch
= step + 1); every other tag is kept under its own name (``RunData.scalars``, x = step), and
every point is exported. Keras's TensorBoard callback writes ``train/`` and ``validation/``
beside each other: they are one run, the validation tags prefixed ``val_``. The HParams
plugin's hyperparameters become the run's settings (``hparams.NAME``; ``lr`` /
``learning_rate``, ``batch_size`` and ``optimizer`` also fill the history's columns).
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

from tpugui.runs.files import default_runs_root, write_atomic
from tpugui.runs.info import RunInfo
from tpugui.runs.model import RunData
from tpugui.runs.series import Series
from tpugui.runs.tensorboard import Problem, RunReader, find_runs

__all__ = ["MARKER", "is_tensorboard_run", "import_logdir", "summarize", "load", "logdir_infos"]

MARKER = "tensorboard.json"
SUMMARY = "summary.json"
SOURCE = "tensorboard"
#: a run whose event files changed this recently is shown as running
RUNNING_WITHIN_S = 120.0
LOSS_TAGS = {
    "loss",
    "batch_loss",
    "train_loss",
    "training_loss",
    "train/loss",
    "loss/train",
    "train/batch_loss",
    "batch/loss",
}
LR_TAGS = {"lr", "learning_rate", "train/lr", "train/learning_rate", "batch_learning_rate"}
#: hparams that also fill the history's setting columns
HPARAM_SETTINGS = {
    "lr": "train.learning_rate",
    "learning_rate": "train.learning_rate",
    "batch_size": "pipeline.batch_size",
    "optimizer": "train.optimizer",
    "epochs": "train.epochs",
}

_LOCK = threading.Lock()
_READERS: dict[str, RunReader] = {}


def is_tensorboard_run(path: str | Path) -> bool:
    return (Path(path) / MARKER).is_file()


def _reader(folder: str) -> RunReader:
    """The process's reader of a TensorBoard run folder, read up to now (new bytes only);
    called with ``_LOCK`` held (loader threads share the readers)."""
    reader = _READERS.get(folder)
    if reader is None:
        reader = _READERS[folder] = RunReader(folder)
    reader.read()
    return reader


# --- grouping a logdir's runs -----------------------------------------------------------------


def _groups(logdir: Path, folders: list[Path]) -> list[tuple[str, dict[str, str]]]:
    """(name, {prefix: folder}) per tpugui run: Keras's train/ + validation/ are one."""
    taken: set[Path] = set()
    out = []
    present = set(folders)
    for folder in folders:
        if folder in taken:
            continue
        parent = folder.parent
        if (
            folder.name in ("train", "validation")
            and {parent / "train", parent / "validation"} <= present
        ):
            parts = {"": str(parent / "train"), "val_": str(parent / "validation")}
            taken |= {parent / "train", parent / "validation"}
            rel = parent.relative_to(logdir).as_posix()
        else:
            parts = {"": str(folder)}
            taken.add(folder)
            rel = folder.relative_to(logdir).as_posix()
        name = logdir.name if rel == "." else f"{logdir.name}/{rel}"
        out.append((name, parts))
    return out


def _slug(text: str) -> str:
    return (re.sub(r"[^\w.-]+", "-", text).strip("-.") or "run")[:40]


def import_logdir(
    logdir: str | Path, root: str | Path | None = None
) -> tuple[list[Path], list[Problem]]:
    """Add every run of ``logdir`` to the runs root (one folder each; importing again finds
    the same folders and reads only what the files gained). Returns the run folders and the
    problems met. Raises :class:`~tpugui.runs.tensorboard.LogdirError` for a folder that is
    not a logdir."""
    logdir = Path(logdir).expanduser().resolve()
    root = Path(root) if root is not None else default_runs_root()
    root.mkdir(parents=True, exist_ok=True)
    made: list[Path] = []
    problems: list[Problem] = []
    for name, parts in _groups(logdir, find_runs(logdir)):
        digest = hashlib.sha1("\n".join(sorted(parts.values())).encode()).hexdigest()[:8]
        folder = root / f"tb-{_slug(name)}-{digest}"
        folder.mkdir(exist_ok=True)
        marker = {"version": 1, "source": SOURCE, "name": name, "logdir": str(logdir)}
        marker["folders"] = parts
        write_atomic(folder / MARKER, json.dumps(marker, ensure_ascii=False, indent=1))
        info = summarize(folder)
        problems += info.extra.get("problems", [])
        made.append(folder)
    return made, problems


def logdir_infos(logdir: str | Path) -> tuple[list[Any], list[Problem]]:
    """The runs of ``logdir`` as RunInfo rows, without adding them to the runs root."""
    logdir = Path(logdir).expanduser().resolve()
    infos, problems = [], []
    for name, parts in _groups(logdir, find_runs(logdir)):
        run, readers = _build(parts, name, path=str(logdir))
        info = _info(run, readers, Path(next(iter(parts.values()))))
        problems += info.extra["problems"]
        infos.append(info)
    return infos, problems


# --- one run folder -------------------------------------------------------------------------


def _marker(path: Path) -> dict[str, Any]:
    data = json.loads((path / MARKER).read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("folders"), dict):
        raise ValueError(f"{path / MARKER}: not a TensorBoard run's marker")
    return data


def _files_key(parts: dict[str, str]) -> list[list[Any]]:
    key = []
    for prefix, folder in sorted(parts.items()):
        try:
            names = sorted(n for n in os.listdir(folder) if n.startswith("events.out.tfevents."))
        except OSError:
            names = []
        for n in names:
            try:
                key.append([prefix, n, os.path.getsize(os.path.join(folder, n))])
            except OSError:
                continue
    return key


def _newest(parts: dict[str, str]) -> float:
    newest = 0.0
    for folder in parts.values():
        try:
            for entry in os.scandir(folder):
                if entry.name.startswith("events.out.tfevents."):
                    newest = max(newest, entry.stat().st_mtime)
        except OSError:
            continue
    return newest


def _build(parts: dict[str, str], name: str, path: str) -> tuple[RunData, list[RunReader]]:
    """A RunData of a TensorBoard run's scalars (see the module doc for which go where)."""
    run = RunData(name=name, run_id=Path(path).name, path=path, backend="")
    run.scalars = {}  # type: ignore[misc] - this run's own (RunData.scalars is read-only)
    tagged = []
    t0 = math.inf
    with _LOCK:
        readers = [_reader(folder) for folder in parts.values()]
        for (prefix, _), reader in zip(parts.items(), readers, strict=True):
            for tag in reader.tags():
                steps, wall, values = reader.scalars(tag)
                if len(wall):
                    t0 = min(t0, float(wall.min()))
                tagged.append((prefix, tag, steps, wall, values))
    run.t0 = t0 if math.isfinite(t0) else math.nan
    last = -math.inf
    for prefix, tag, steps, wall, values in tagged:
        rel = wall - run.t0
        last = max(last, float(wall.max()))
        low = tag.lower()
        x = steps.astype(np.float64)
        if low.startswith("epoch_"):
            key = prefix + tag[len("epoch_") :]
            target = run.epoch_metrics.setdefault(key, Series(max(len(x), 1)))
            target.extend(x + 1, rel, values)
            run.epoch = max(run.epoch, int(steps.max()) + 1)
            continue
        if not prefix and low in LOSS_TAGS and not run.loss.n:
            target = run.loss
            run.global_step = max(run.global_step, int(steps.max()))
            run.batch_events = len(steps)
        elif not prefix and low in LR_TAGS and not run.lr.n:
            target = run.lr
        else:
            target = run.scalars.setdefault(prefix + tag, Series(max(len(x), 1)))
        target.extend(x, rel, values)
        run.global_step = max(run.global_step, int(steps.max()))
    run.last_time = last if math.isfinite(last) else math.nan
    run.status = "running" if time.time() - _newest(parts) < RUNNING_WITHIN_S else "completed"
    run.version += 1
    return run, readers


def _info(run: RunData, readers: list[RunReader], path: Path) -> RunInfo:
    def last(series: Series | None) -> float | None:
        return float(series.last()) if series is not None and series.n else None

    info = RunInfo(run_id=path.name, path=path, name=run.name, status=run.status)
    info.source = SOURCE
    info.started = run.t0 if math.isfinite(run.t0) else None
    info.last_time = run.last_time if math.isfinite(run.last_time) else None
    if run.status != "running":
        info.finished = info.last_time
    info.steps = run.global_step
    info.epoch = run.epoch or None
    info.last_loss = last(run.loss)
    m = run.epoch_metrics
    info.epoch_loss = last(m.get("loss"))
    info.epoch_accuracy = last(m.get("accuracy"))
    info.last_val_loss = last(m.get("val_loss"))
    info.last_val_accuracy = last(m.get("val_accuracy"))
    info.job_name = run.name
    info.events = sum(r.points() for r in readers)
    hparams: dict[str, Any] = {}
    for r in readers:
        hparams.update(r.hparams)
    config: dict[str, Any] = {f"hparams.{k}": v for k, v in hparams.items()}
    for k, v in hparams.items():
        if k in HPARAM_SETTINGS:
            config.setdefault(HPARAM_SETTINGS[k], v)
    info.config = config
    info.extra = {
        "problems": [p for r in readers for p in r.problems.values()],
        "tags": sum(len(r.tags()) for r in readers),
        "folders": [str(r.folder) for r in readers],
    }
    return info


def summarize(path: str | Path) -> RunInfo:
    """The RunInfo of an imported TensorBoard run folder: from its ``summary.json`` while
    the event files keep their sizes, else read (new bytes only) and written again."""
    path = Path(path)
    marker = _marker(path)
    parts = {str(k): str(v) for k, v in marker["folders"].items()}
    key = _files_key(parts)
    try:
        cached = json.loads((path / SUMMARY).read_text(encoding="utf-8"))
        if cached.get("source") == SOURCE and cached.get("key") == key:
            info = RunInfo.from_dict(cached["info"], path)
            info.config = cached["info"].get("config", {})
            if info.status == "running" and time.time() - _newest(parts) >= RUNNING_WITHIN_S:
                info.status = "completed"
                info.finished = info.last_time
            return info
    except (OSError, ValueError, TypeError, KeyError):
        pass
    run, readers = _build(parts, str(marker.get("name") or path.name), str(path))
    info = _info(run, readers, path)
    d = info.to_dict()
    d["config"] = info.config
    try:
        write_atomic(path / SUMMARY, json.dumps({"source": SOURCE, "key": key, "info": d}))
    except OSError:
        pass
    return info


def load(path: str | Path, name: str = "") -> RunData:
    """An imported TensorBoard run folder's plot data (what its files gained since the last
    read is read now)."""
    path = Path(path)
    marker = _marker(path)
    parts = {str(k): str(v) for k, v in marker["folders"].items()}
    run, _ = _build(parts, name or str(marker.get("name") or path.name), str(path))
    return run
