"""Run folders: where each run lives, and reading past runs back (finished, running or killed).

A run folder holds ``job.toml``, ``events.jsonl``, ``checkpoints/``, TensorBoard event files and
a ``pid`` file naming the process that writes it (``pid host start_time``). A run's status is
its ``run_finished`` record's status; without one it is ``running`` while the writer lives and
``interrupted`` once it is gone (killed, crashed, machine rebooted). Qt-free, no frameworks.

Fast at any size: listing reads ``summary.json`` beside each run (written here once a run has
ended, keyed by the size and first bytes of ``events.jsonl``, so a stale one is rebuilt), and
without one only the head and tail of ``events.jsonl``: a 1,000,000-step run lists as fast as a
10-step one. ``meta.json`` holds what the person adds: a name, notes, tags (written atomically).
events.jsonl stays the source of truth; both files can be deleted at any time.
"""

from __future__ import annotations

import json
import os
import re
import socket
import zlib
from datetime import datetime
from pathlib import Path
from typing import Any

from tpugui.events import RunStatus, metric, parse_line, read_events
from tpugui.job import Job
from tpugui.runs import goodput
from tpugui.runs.files import default_runs_root, write_atomic
from tpugui.runs.info import SETTING_KEYS, RunInfo

__all__ = [
    "RunInfo",
    "default_runs_root",
    "new_run_dir",
    "list_runs",
    "read_run",
    "summarize",
    "read_meta",
    "write_meta",
    "write_atomic",
    "default_names",
    "events_key",
    "write_pid",
    "writer_alive",
    "RUN_STATUSES",
]

RUN_STATUSES = tuple(s for s in RunStatus if s != RunStatus.WAITING)
EVENTS = "events.jsonl"
PID = "pid"
#: the run's copy of its model file (``model.architecture = "file:…"``), what it trained
MODEL_COPY = "model"
SUMMARY = "summary.json"
META = "meta.json"
#: a TensorBoard run imported beside tpugui's (tpugui.runs.tb_runs.MARKER)
TB_MARKER = "tensorboard.json"
#: bump when RunInfo's fields change: older summary.json files are rebuilt
SUMMARY_VERSION = 4
#: the tail of events.jsonl read for a summary, at most (the last epoch_end is searched for)
TAIL_MAX = 8 << 20


def has_runs(root: str | Path | None = None) -> bool:
    """Whether the run store holds any run (a folder with its events): a cheap look, stopped
    at the first one (the window's first-start pointer asks it)."""
    root = Path(root) if root is not None else default_runs_root()
    try:
        with os.scandir(root) as entries:
            return any(e.is_dir() and os.path.exists(os.path.join(e.path, EVENTS)) for e in entries)
    except OSError:
        return False


def _slug(text: str) -> str:
    s = re.sub(r"[^\w.-]+", "-", text, flags=re.UNICODE).strip("-.")
    return (s or "run")[:40]


def run_dir_name(job: Job) -> str:
    """``YYYYmmdd-HHMMSS-NAME`` of this moment (a new run folder's name, before any ``-N``)."""
    return f"{datetime.now().strftime('%Y%m%d-%H%M%S')}-{_slug(job.name)}"


def new_run_dir(job: Job, root: str | Path | None = None) -> Path:
    """A fresh, empty folder ``ROOT/YYYYmmdd-HHMMSS-NAME[-N]`` (created)."""
    root = Path(root) if root is not None else default_runs_root()
    root.mkdir(parents=True, exist_ok=True)
    base = run_dir_name(job)
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
        if isinstance(rec.get("time"), int | float):
            info.last_time = float(rec["time"])
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
            if isinstance(job, dict):
                info.config = flat_job(job)
        elif kind == "batch_end":
            info.steps = int(rec.get("step") or info.steps)
            info.epoch = rec.get("epoch", info.epoch)
            loss = (rec.get("logs") or {}).get("loss")
            if loss is not None:
                info.last_loss = metric(loss)
            if isinstance(rec.get("mfu"), int | float):
                info.mfu = float(rec["mfu"])
        elif kind == "epoch_end":
            info.epoch = rec.get("epoch", info.epoch)
            logs = rec.get("logs") or {}
            if "loss" in logs:
                info.epoch_loss = metric(logs["loss"])
            if "accuracy" in logs:
                info.epoch_accuracy = metric(logs["accuracy"])
            if "val_loss" in logs:
                info.last_val_loss = metric(logs["val_loss"])
            if "val_accuracy" in logs:
                info.last_val_accuracy = metric(logs["val_accuracy"])
        elif kind == "run_finished":
            finished = rec
    if finished is not None:
        info.status = RunStatus.of(finished.get("status"))
        info.finished = finished.get("time")
        info.error = finished.get("error")
        info.goodput = goodput.from_record(finished.get("goodput"))
        spent = finished.get("cost")
        info.cost = float(spent) if isinstance(spent, (int, float)) else None
        info.reason = finished.get("reason") or None
    else:
        alive = writer_alive(path)
        if alive or (alive is None and not records and (path / PID).exists()):
            info.status = RunStatus.RUNNING
        else:
            info.status = "interrupted"
    if not info.name or not info.config:
        job = _job_file(path)
        info.name = info.name or str(job.get("name", ""))
        info.config = info.config or flat_job(job)
    info.job_name = info.name
    return info


def _job_file(path: Path) -> dict[str, Any]:
    try:
        import tomllib

        return tomllib.loads((path / "job.toml").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def flat_job(job: dict[str, Any]) -> dict[str, Any]:
    """``{"train": {"epochs": 5}}`` -> ``{"train.epochs": 5}`` (plain values only)."""
    out: dict[str, Any] = {}
    for section, values in job.items():
        if isinstance(values, dict):
            for key, value in values.items():
                if value is None or isinstance(value, bool | int | float | str):
                    out[f"{section}.{key}"] = value
                elif isinstance(value, list) and len(value) <= 8:
                    out[f"{section}.{key}"] = list(value)
    return out


def read_run(path: str | Path) -> tuple[RunInfo, list[dict[str, Any]]]:
    """A run's summary and all its events (a torn last line is skipped). For plots, prefer
    :func:`tpugui.runs.cache.load_run` (columnar, cached, incremental)."""
    path = Path(path)
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no such run folder")
    events_path = path / EVENTS
    records = list(read_events(events_path)) if events_path.exists() else []
    info = _summarise(path, records)
    _apply_meta(info, read_meta(path))
    return info, records


# --- summaries: head and tail, cached ---------------------------------------------------------


def events_key(path: str | Path) -> tuple[int, int]:
    """(size, crc32 of the first 4 KiB) of a run's events.jsonl, (0, 0) when absent: a cache
    made for another key is stale (the file grew, or was replaced)."""
    try:
        with open(Path(path) / EVENTS, "rb") as fh:
            head = fh.read(4096)
            size = os.fstat(fh.fileno()).st_size
    except OSError:
        return (0, 0)
    return (size, zlib.crc32(head))


def _head_and_tail(events_path: Path) -> tuple[list[dict[str, Any]], int]:
    """The first record and enough of the last ones for a summary (the last batch_end, the
    last epoch_end, run_finished), read backwards in blocks; and the last ``seq`` seen."""
    with open(events_path, "rb") as fh:
        first = parse_line(fh.readline(1 << 22).decode("utf-8", "replace"))
        size = os.fstat(fh.fileno()).st_size
        tail: list[dict[str, Any]] = []
        end, carry, read = size, b"", 0
        want = {"batch_end", "epoch_end"}
        block = 1 << 16
        while end > 0 and read < TAIL_MAX and want:
            start = max(0, end - block)
            fh.seek(start)
            chunk = fh.read(end - start) + carry
            read += end - start
            lines = chunk.split(b"\n")
            carry = lines[0] if start > 0 else b""
            body = lines[1:] if start > 0 else lines
            got = []
            for raw in body:
                rec = parse_line(raw.decode("utf-8", "replace"))
                if rec is not None:
                    got.append(rec)
            for rec in reversed(got):
                want.discard(rec.get("type"))
            tail[:0] = got
            end = start
            block = min(block * 4, 1 << 21)
    head = [first] if first is not None else []
    if head and tail and tail[0].get("seq") == first.get("seq"):
        head = []
    records = head + tail
    last_seq = max((r["seq"] for r in records), default=0)
    return records, last_seq


def _scan(path: Path) -> RunInfo:
    events_path = path / EVENTS
    if not events_path.exists():
        return _summarise(path, [])
    records, last_seq = _head_and_tail(events_path)
    info = _summarise(path, records)
    info.events = last_seq  # seq is gapless: the last one counts the records
    return info


CHECKPOINTS = "checkpoints"


def folder_bytes(path: str | Path) -> int:
    """The bytes of every file under ``path`` (links not followed; 0 when it is missing)."""
    total = 0
    stack = [str(path)]
    while stack:
        try:
            with os.scandir(stack.pop()) as entries:
                for e in entries:
                    try:
                        if e.is_dir(follow_symlinks=False):
                            stack.append(e.path)
                        else:
                            total += e.stat(follow_symlinks=False).st_size
                    except OSError:
                        continue  # gone while counted (a pruned checkpoint)
        except OSError:
            continue
    return total


def _size_key(path: Path, key: list[int]) -> list[int]:
    """What a run folder's size follows: its events and its checkpoints folder (its mtime
    changes as a checkpoint is written or deleted; gone: 0)."""
    try:
        ck = (path / CHECKPOINTS).stat().st_mtime_ns
    except OSError:
        ck = 0
    return [*key, ck]


def summarize(path: str | Path, write: bool = True) -> RunInfo:
    """A run's summary, fast: ``summary.json`` when it matches events.jsonl, else the head and
    tail of events.jsonl (the summary is then written for next time once the run has ended).
    Its size on disk is counted (a walk of the folder) and kept in the summary once the run has
    ended, until its checkpoints change."""
    path = Path(path)
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no such run folder")
    if (path / TB_MARKER).is_file():
        from tpugui.runs import tb_runs

        info = tb_runs.summarize(path)
        _apply_meta(info, read_meta(path))
        return info
    key = list(events_key(path))
    info = None
    cached: dict[str, Any] = {}
    try:
        cached = json.loads((path / SUMMARY).read_text(encoding="utf-8"))
        if cached.get("version") == SUMMARY_VERSION and cached.get("key") == key:
            info = RunInfo.from_dict(cached["info"], path)
    except (OSError, ValueError, TypeError, KeyError):
        info = None
    stale = info is None
    if info is None:
        info = _scan(path)
    size_key = _size_key(path, key)
    size = cached.get("size") if isinstance(cached, dict) else None
    if not stale and isinstance(size, dict) and size.get("key") == size_key:
        info.size = int(size.get("bytes", 0))
    else:
        info.size = folder_bytes(path)
        stale = True
    if stale and write and info.status != RunStatus.RUNNING and key[0] > 0:
        d = info.to_dict()
        d["config"] = info.config
        d.pop("size", None)  # kept beside, with what it follows
        body = {"version": SUMMARY_VERSION, "key": key, "info": d,
                "size": {"key": size_key, "bytes": info.size}}  # fmt: skip
        try:
            write_atomic(path / SUMMARY, json.dumps(body))
        except OSError:
            pass  # a read-only run folder lists all the same
    _apply_meta(info, read_meta(path))
    return info


def delete_checkpoints(path: str | Path, remove: Any = None) -> int:
    """Remove a run's ``checkpoints/`` folder (its events, metrics and plots stay); ``remove``
    takes the folder (a move to the trash), else it is deleted. Returns the bytes freed; the
    run's summary counts its size again on the next listing."""
    import shutil

    folder = Path(path) / CHECKPOINTS
    if not folder.is_dir():
        return 0
    freed = folder_bytes(folder)
    if remove is not None:
        remove(folder)
    if folder.exists():
        shutil.rmtree(folder)
    return freed


def is_run_folder(path: Path) -> bool:
    """A folder holding a run: tpugui's (events.jsonl or job.toml) or a TensorBoard run's."""
    return path.is_dir() and any((path / name).exists() for name in (EVENTS, "job.toml", TB_MARKER))


def list_runs(root: str | Path | None = None) -> list[RunInfo]:
    """Every run folder under ``root``, newest first. Folders without events.jsonl or job.toml
    are not runs and are skipped."""
    root = Path(root) if root is not None else default_runs_root()
    if not root.is_dir():
        return []
    out: list[RunInfo] = []
    for child in root.iterdir():
        if not is_run_folder(child):
            continue
        try:
            out.append(summarize(child))
        except (OSError, ValueError):
            continue
    # newest first; runs started in the same second by name, whatever order the folder lists
    out.sort(key=lambda r: (r.started or 0.0, r.run_id), reverse=True)
    return out


# --- what the person adds: name, notes, tags --------------------------------------------------


def read_meta(path: str | Path) -> dict[str, Any]:
    """``meta.json`` of a run folder: ``name``, ``notes``, ``tags`` ({} when none)."""
    try:
        meta = json.loads((Path(path) / META).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return meta if isinstance(meta, dict) else {}


def write_meta(path: str | Path, **changes: Any) -> dict[str, Any]:
    """Change some of ``name`` / ``notes`` / ``tags`` (None or "" removes a key); atomic."""
    meta = read_meta(path)
    for key, value in changes.items():
        if key == "tags" and value is not None:
            value = sorted({str(t).strip() for t in value if str(t).strip()})
        if value in (None, "", []):
            meta.pop(key, None)
        else:
            meta[key] = value
    write_atomic(Path(path) / META, json.dumps(meta, ensure_ascii=False, indent=1))
    return meta


def _apply_meta(info: RunInfo, meta: dict[str, Any]) -> None:
    name = str(meta.get("name") or "").strip()
    info.custom_name = bool(name)
    if name:
        info.name = name
    info.notes = str(meta.get("notes") or "")
    tags = meta.get("tags") or []
    info.tags = [str(t) for t in tags] if isinstance(tags, list) else []


# --- default names that tell runs apart -------------------------------------------------------

_SHORT = {
    "pipeline.batch_size": "batch",
    "train.optimizer": "",
    "train.learning_rate": "lr",
    "train.schedule": "",
    "train.epochs": "epochs",
    "model.architecture": "",
    "model.backend": "",
    "model.device": "",
    "model.precision": "",
}
#: keys that differ between any two runs and say nothing about the run
_NOT_SETTINGS = ("name", "remote.", "data.path", "data.validation_path", "train.resume_from")


def _short(key: str, value: Any) -> str:
    label = _SHORT.get(key, key.split(".", 1)[-1])
    if isinstance(value, float):
        value = f"{value:g}"
    elif isinstance(value, list):
        value = "x".join(str(v) for v in value)
    return f"{label}={value}" if label else str(value)


def default_names(infos: list[RunInfo], most: int = 3) -> dict[str, str]:
    """Run path -> a name that tells it apart: the job's name and the settings that differ
    from the run before it (``digits · lr=0.01, batch=128``). Runs the person named keep
    their name; a first run, or one like the one before, gets its start time."""
    out: dict[str, str] = {}
    previous: dict[str, Any] | None = None
    for info in sorted(infos, key=lambda r: r.started or 0.0):
        config = dict(info.config)
        if info.backend:
            config["model.backend"] = info.backend
        if info.custom_name:
            out[str(info.path)] = info.name
        else:
            base = info.job_name or info.name or info.run_id
            diffs = []
            if previous is not None:
                keys = [k for k in (*SETTING_KEYS, "model.backend") if k in config]
                keys += sorted(k for k in config if k not in keys)
                for k in keys:
                    if k.startswith(_NOT_SETTINGS) or k == "name":
                        continue
                    if k in previous and previous.get(k) != config.get(k):
                        diffs.append(_short(k, config[k]))
            if diffs:
                more = len(diffs) - most
                text = ", ".join(diffs[:most]) + (f", +{more}" if more > 0 else "")
                out[str(info.path)] = f"{base} · {text}"
            elif info.started:
                out[str(info.path)] = (
                    f"{base} · {datetime.fromtimestamp(info.started):%m-%d %H:%M:%S}"
                )
            else:
                out[str(info.path)] = base
        previous = config
    return out
