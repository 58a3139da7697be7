"""Run folders: where each run lives, and reading past runs back (finished, running or killed).

A run folder holds ``job.toml``, ``events.jsonl``, ``checkpoints/``, TensorBoard event files and
a ``pid`` file naming the process that writes it (``pid host start_time``). A run's status is
its ``run_finished`` record's status; without one it is ``running`` while the writer lives and
``interrupted`` once it is gone (killed, crashed, machine rebooted). Qt-free, no frameworks.
"""

from __future__ import annotations

import os
import re
import socket
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from tpugui.events import metric, read_events
from tpugui.job import Job

__all__ = [
    "RunInfo",
    "default_runs_root",
    "new_run_dir",
    "list_runs",
    "read_run",
    "write_pid",
    "writer_alive",
    "RUN_STATUSES",
]

RUN_STATUSES = ("running", "completed", "stopped", "failed", "interrupted")
EVENTS = "events.jsonl"
PID = "pid"


@dataclass
class RunInfo:
    run_id: str
    path: Path
    name: str = ""
    status: str = "interrupted"
    started: float | None = None  # Unix seconds of run_started (or the folder's mtime)
    finished: float | None = None
    backend: str = ""
    device: str = ""
    replicas: int | None = None
    epochs: int | None = None
    steps_per_epoch: int | None = None
    epoch: int | None = None  # last epoch seen
    steps: int = 0  # last global step seen
    last_loss: float | None = None
    last_val_loss: float | None = None
    last_val_accuracy: float | None = None
    error: str | None = None
    events: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        d = {k: v for k, v in self.__dict__.items() if k != "extra"}
        d["path"] = str(self.path)
        return d


def default_runs_root() -> Path:
    """``<user data dir>/tpugui/runs`` (``$XDG_DATA_HOME`` on Linux); ``TPUGUI_RUNS`` overrides."""
    env = os.environ.get("TPUGUI_RUNS")
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("tpugui", appauthor=False)) / "runs"


def _slug(text: str) -> str:
    s = re.sub(r"[^\w.-]+", "-", text, flags=re.UNICODE).strip("-.")
    return (s or "run")[:40]


def new_run_dir(job: Job, root: str | Path | None = None) -> Path:
    """A fresh, empty folder ``ROOT/YYYYmmdd-HHMMSS-NAME[-N]`` (created)."""
    root = Path(root) if root is not None else default_runs_root()
    root.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    base = f"{stamp}-{_slug(job.name)}"
    for n in range(1, 10_000):
        path = root / (base if n == 1 else f"{base}-{n}")
        try:
            path.mkdir()
        except FileExistsError:
            continue
        return path
    raise RuntimeError(f"cannot create a new run folder under {root}")


# --- the writer's pid ---------------------------------------------------------------------


def _proc_start(pid: int) -> float | None:
    try:
        import psutil

        return float(psutil.Process(pid).create_time())
    except Exception:  # noqa: BLE001 - no such process, no psutil, no permission
        return None


def write_pid(run_dir: str | Path) -> None:
    """Record this process as the run's writer (``pid host process_start_time``)."""
    pid = os.getpid()
    start = _proc_start(pid) or 0.0
    (Path(run_dir) / PID).write_text(f"{pid} {socket.gethostname()} {start:.3f}\n")


def writer_alive(run_dir: str | Path) -> bool | None:
    """True while the recorded writer still runs; False when gone; None when unknown
    (no pid file, or written on another host)."""
    try:
        parts = (Path(run_dir) / PID).read_text().split()
        pid, host, start = int(parts[0]), parts[1], float(parts[2])
    except (OSError, ValueError, IndexError):
        return None
    if host != socket.gethostname():
        return None
    now_start = _proc_start(pid)
    if now_start is None:
        return False
    # A different process that reuses the pid started at another time.
    return start == 0.0 or abs(now_start - start) < 1.0


# --- reading ------------------------------------------------------------------------------


def _summarise(path: Path, records: list[dict[str, Any]]) -> RunInfo:
    info = RunInfo(run_id=path.name, path=path, events=len(records))
    try:
        info.started = path.stat().st_mtime
    except OSError:
        pass
    finished = None
    for rec in records:
        kind = rec.get("type")
        if kind == "run_started":
            info.run_id = str(rec.get("run_id") or path.name)
            info.started = rec.get("time", info.started)
            info.backend = str(rec.get("backend") or "")
            info.device = str(rec.get("device") or "")
            info.replicas = rec.get("replicas")
            info.epochs = rec.get("epochs")
            info.steps_per_epoch = rec.get("steps_per_epoch")
            job = rec.get("job") or {}
            info.name = str(job.get("name", "")) if isinstance(job, dict) else ""
        elif kind == "batch_end":
            info.steps = int(rec.get("step") or info.steps)
            info.epoch = rec.get("epoch", info.epoch)
            loss = (rec.get("logs") or {}).get("loss")
            if loss is not None:
                info.last_loss = metric(loss)
        elif kind == "epoch_end":
            info.epoch = rec.get("epoch", info.epoch)
            logs = rec.get("logs") or {}
            if "loss" in logs:
                info.last_loss = metric(logs["loss"])
            if "val_loss" in logs:
                info.last_val_loss = metric(logs["val_loss"])
            if "val_accuracy" in logs:
                info.last_val_accuracy = metric(logs["val_accuracy"])
        elif kind == "run_finished":
            finished = rec
    if finished is not None:
        info.status = str(finished.get("status") or "failed")
        info.finished = finished.get("time")
        info.error = finished.get("error")
    else:
        alive = writer_alive(path)
        if alive or (alive is None and not records and (path / PID).exists()):
            info.status = "running"
        else:
            info.status = "interrupted"
    if not info.name:
        info.name = _name_from_job_file(path)
    return info


def _name_from_job_file(path: Path) -> str:
    try:
        import tomllib

        return str(tomllib.loads((path / "job.toml").read_text(encoding="utf-8")).get("name", ""))
    except (OSError, ValueError):
        return ""


def read_run(path: str | Path) -> tuple[RunInfo, list[dict[str, Any]]]:
    """A run's summary and its events (a torn last line is skipped)."""
    path = Path(path)
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no such run folder")
    events_path = path / EVENTS
    records = list(read_events(events_path)) if events_path.exists() else []
    return _summarise(path, records), records


def list_runs(root: str | Path | None = None) -> list[RunInfo]:
    """Every run folder under ``root``, newest first. Folders without events.jsonl or job.toml
    are not runs and are skipped."""
    root = Path(root) if root is not None else default_runs_root()
    if not root.is_dir():
        return []
    out: list[RunInfo] = []
    for child in root.iterdir():
        if not child.is_dir() or not ((child / EVENTS).exists() or (child / "job.toml").exists()):
            continue
        try:
            out.append(read_run(child)[0])
        except OSError:
            continue
    out.sort(key=lambda r: r.started or 0.0, reverse=True)
    return out
