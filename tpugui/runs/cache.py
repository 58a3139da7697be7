"""A run's plot data, fast: a compact columnar copy of its metrics beside events.jsonl.

``metrics.npz`` (numpy's own format, uncompressed: it loads at disk speed) holds every
:class:`~tpugui.runs.series.Series` of a :class:`RunData` as three float64 columns, and
the rest of its state (logs, checkpoints, progress) as one JSON document. It is keyed by the
byte length of events.jsonl it covers and a checksum of the file's first 4 KiB, so:

- the same length: the copy is used as it is (a 1,000,000-step run opens in a fraction of a
  second instead of parsing 175 MB of JSON);
- events.jsonl grew (a run still being written, or one that ended since): the copy is loaded
  and only the new bytes are read and folded in (incremental);
- shorter, another first line, another RunData layout, a broken file: rebuilt from events.jsonl.

events.jsonl stays the source of truth: the copy may be deleted at any time. It is written
once a run has ended (a live run's copy would be stale at once): by ``tpugui train`` at its end
(a few milliseconds for a short run), by the window from the RunData it followed to the end
(no parse at all), else on the first open. That parse uses orjson when it is installed (a base
dependency; json otherwise), one call per 8 MiB chunk. Qt-free, numpy (+ orjson) only.
"""

from __future__ import annotations

import dataclasses
import importlib
import io
import json
import math
import os
import threading
import zipfile
import zlib
from collections import deque
from pathlib import Path
from typing import Any

import numpy as np

try:  # orjson parses events.jsonl ~1.3x faster (benchmarks/run_scale.py); json when missing
    from orjson import loads as _loads
except ImportError:  # pragma: no cover - orjson is a base dependency
    _loads = json.loads

from tpugui.events import RunStatus, parse_line
from tpugui.runs.model import RunData
from tpugui.runs.series import Series

__all__ = ["load_run", "save_cache", "has_cache", "read_records", "CACHE", "CACHE_VERSION"]

CACHE = "metrics.npz"
CACHE_VERSION = 2
EVENTS = "events.jsonl"
#: bytes parsed per JSON call while reading events.jsonl (one json.loads per chunk, not line)
CHUNK = 8 << 20


def _layout() -> str:
    """The RunData fields (and those of the dataclasses in them): a copy made by another
    layout is rebuilt."""
    return ",".join(_fields(RunData()))


def _fields(obj: Any, prefix: str = "") -> list[str]:
    out = []
    for f in dataclasses.fields(obj):
        value = getattr(obj, f.name)
        out.append(prefix + f.name)
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            out += _fields(value, f"{prefix}{f.name}.")
    return out


class _Unsupported(TypeError):
    """A value the copy cannot hold: no copy is written (events.jsonl is read instead)."""


# --- reading events.jsonl in chunks ---------------------------------------------------------


def read_records(path: str | Path, offset: int = 0, sink: Any = None) -> int:
    """Parse events.jsonl from byte ``offset`` to its last complete line, handing each record
    to ``sink`` (a callable taking a list of records, chunk by chunk); returns the byte offset
    just after the last complete line. A torn or foreign line is skipped."""
    path = Path(path)
    end = offset
    with open(path, "rb") as fh:
        fh.seek(offset)
        while True:
            lines = fh.readlines(CHUNK)
            if not lines:
                break
            if not lines[-1].endswith(b"\n"):
                lines.pop()  # still being written (or torn): not covered
                if not lines:
                    break
            end += sum(len(line) for line in lines)
            body = [line for line in lines if line.strip()]
            try:
                recs = _loads(b"[" + b",".join(body) + b"]")
                if not all(isinstance(r, dict) and isinstance(r.get("seq"), int) for r in recs):
                    raise ValueError("foreign record")
            except ValueError:  # one bad line (orjson's error is a ValueError): line by line
                recs = [r for r in (parse_line(b.decode("utf-8", "replace")) for b in body) if r]
            sink(recs)
    return end


def _key(path: Path) -> tuple[int, int]:
    try:
        with open(path / EVENTS, "rb") as fh:
            head = fh.read(4096)
            size = os.fstat(fh.fileno()).st_size
    except OSError:
        return (0, 0)
    return (size, zlib.crc32(head))


# --- the copy -------------------------------------------------------------------------------


def _columns(run: RunData) -> tuple[dict[str, np.ndarray], Any]:
    """Every Series as an array (three float64 rows), the rest as one JSON-able state."""
    arrays: dict[str, np.ndarray] = {}
    return arrays, _dump(run, arrays)


def _dump(value: Any, arrays: dict[str, np.ndarray]) -> Any:
    if isinstance(value, Series):
        key = f"a{len(arrays)}"
        arrays[key] = value._buf[:, : value.n]
        return {"__series__": key}
    if isinstance(value, np.ndarray):
        key = f"a{len(arrays)}"
        arrays[key] = value
        return {"__array__": key}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        return {
            "__dc__": f"{cls.__module__}:{cls.__qualname__}",
            "fields": {
                f.name: _dump(getattr(value, f.name), arrays) for f in dataclasses.fields(value)
            },
        }
    if isinstance(value, dict):
        return {"__dict__": [[_dump(k, arrays), _dump(v, arrays)] for k, v in value.items()]}
    if isinstance(value, deque):
        return {"__deque__": [_dump(v, arrays) for v in value], "maxlen": value.maxlen}
    if isinstance(value, tuple):
        return {"__tuple__": [_dump(v, arrays) for v in value]}
    if isinstance(value, list):
        return [_dump(v, arrays) for v in value]
    if isinstance(value, float):
        return value if math.isfinite(value) else {"__float__": repr(value)}
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, np.generic):
        return value.item()
    raise _Unsupported(type(value).__name__)


def _restore(state: Any, data: Any) -> Any:
    if isinstance(state, list):
        return [_restore(v, data) for v in state]
    if not isinstance(state, dict):
        return state
    if "__series__" in state:
        return _series(data[state["__series__"]])
    if "__array__" in state:
        return np.array(data[state["__array__"]])
    if "__float__" in state:
        return float(state["__float__"])
    if "__tuple__" in state:
        return tuple(_restore(v, data) for v in state["__tuple__"])
    if "__deque__" in state:
        return deque((_restore(v, data) for v in state["__deque__"]), state.get("maxlen"))
    if "__dict__" in state:
        return {_restore(k, data): _restore(v, data) for k, v in state["__dict__"]}
    if "__dc__" in state:
        module, _, qualname = state["__dc__"].partition(":")
        if not module.startswith("tpugui."):
            raise ValueError(f"not a tpugui class: {module}")
        cls: Any = importlib.import_module(module)
        for part in qualname.split("."):
            cls = getattr(cls, part)
        names = {f.name for f in dataclasses.fields(cls)}
        if names != set(state["fields"]):
            raise ValueError(f"{qualname}: another layout")
        obj = object.__new__(cls)
        for name, v in state["fields"].items():
            object.__setattr__(obj, name, _restore(v, data))
        return obj
    raise ValueError("unknown state")


def _series(cols: np.ndarray) -> Series:
    n = cols.shape[1]
    s = Series(max(n, 1))
    s._buf[:, :n] = cols
    s.n = n
    s.nonfinite = int(n - np.count_nonzero(np.isfinite(cols[2])))
    s.version = 1
    return s


def save_cache(run: RunData, path: str | Path, covered: int | None = None) -> Path | None:
    """Write ``run``'s columnar copy into its run folder ``path`` (atomically). ``covered``:
    the bytes of events.jsonl the run holds (default: the whole file, when its last record
    is the run's ``run_finished`` with the run's last ``seq`` and status). None when it cannot
    be written or would not match.

    A run held in memory (the window followed it to its end) is written the same way: the
    copy then equals the one parsed from events.jsonl, and no later open parses the file."""
    path = Path(path)
    key = _key(path)
    if covered is None:
        covered = key[0] if _matches_tail(run, path / EVENTS) else -1
    if covered <= 0 or covered != key[0]:
        return None
    try:
        arrays, state = _columns(run)
    except _Unsupported:
        return None
    meta = {"version": CACHE_VERSION, "layout": _layout(), "covered": covered, "crc": key[1]}
    arrays["meta"] = np.frombuffer(json.dumps(meta).encode(), dtype=np.uint8)
    arrays["state"] = np.frombuffer(json.dumps(state).encode(), dtype=np.uint8)
    target = path / CACHE
    # per process and thread: the window may write a copy while a loader thread writes another
    tmp = path / f".{CACHE}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        with open(tmp, "wb") as fh:
            np.savez(fh, **arrays)
        os.replace(tmp, target)
    except OSError:
        return None
    finally:
        if tmp.exists():
            tmp.unlink()
    return target


def has_cache(path: str | Path) -> bool:
    """True when the run folder's copy covers all of its events.jsonl (nothing to write);
    reads only the copy's small header member."""
    path = Path(path)
    key = _key(path)
    meta = _meta(path, key)
    return meta is not None and int(meta["covered"]) == key[0]


def _meta(path: Path, key: tuple[int, int], data: Any = None) -> dict[str, Any] | None:
    try:
        if data is None:
            data = np.load(path / CACHE, allow_pickle=False)
        meta = json.loads(bytes(data["meta"]).decode())
    except (OSError, ValueError, KeyError, TypeError, zipfile.BadZipFile):
        return None
    if (
        not isinstance(meta, dict)
        or meta.get("version") != CACHE_VERSION
        or meta.get("layout") != _layout()
        or meta.get("crc") != key[1]
        or not 0 < int(meta.get("covered", 0)) <= key[0]
    ):
        return None
    return meta


def _tail_record(events: Path) -> dict[str, Any] | None:
    """The last complete record of events.jsonl (None when its last line is torn)."""
    try:
        with open(events, "rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            fh.seek(max(0, size - 65536))
            lines = fh.read().split(b"\n")
    except OSError:
        return None
    if lines and lines[-1] != b"":
        return None  # a torn last line: not the run's last record
    for raw in reversed(lines):
        rec = parse_line(raw.decode("utf-8", "replace"))
        if rec is not None:
            return rec
    return None


def _matches_tail(run: RunData, events: Path) -> bool:
    """``run`` holds every record of ``events`` and the file has ended: its last record is
    ``run``'s last ``seq``, a run_finished with ``run``'s status (a follower's own "process
    gone" record is not in the file; a run let go at quit has not ended)."""
    rec = _tail_record(events)
    return (
        rec is not None
        and rec["seq"] == run.last_seq
        and rec.get("type") == "run_finished"
        and RunStatus.of(rec.get("status"), RunStatus.COMPLETED) == run.status
    )


def _load_cache(path: Path, key: tuple[int, int]) -> tuple[RunData, int] | None:
    try:
        data = np.load(path / CACHE, allow_pickle=False)
        meta = _meta(path, key, data)
        if meta is None:
            return None
        state = json.loads(bytes(data["state"]).decode())
        run = _restore(state, data)
        if not isinstance(run, RunData):
            return None
        return run, int(meta["covered"])
    except (OSError, ValueError, KeyError, TypeError, AttributeError, zipfile.BadZipFile):
        return None


def load_run(path: str | Path, name: str = "", live: bool = False) -> RunData:
    """A run folder's plot data: from its columnar copy when it matches, plus whatever
    events.jsonl gained since; else parsed from events.jsonl (and the copy written once the
    run has ended). ``live``: the run is still being written (no "interrupted" verdict)."""
    path = Path(path)
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no such run folder")
    if (path / "tensorboard.json").is_file():  # a TensorBoard run beside tpugui's
        from tpugui.runs import tb_runs

        return tb_runs.load(path, name)
    key = _key(path)
    cached = _load_cache(path, key) if key[0] else None
    if cached is not None:
        run, offset = cached
        run.version += 1
    else:
        run, offset = RunData(), 0
    run.path = str(path)
    if name:
        run.name = name
    covered = offset
    if key[0] > offset:
        covered = read_records(path / EVENTS, offset, run.on_events)
    if not live and not RunStatus.of(run.status).finished:
        run.status = "interrupted"  # no run_finished: the process died mid-way
    if run.finished and run.status != "interrupted" and covered != offset:
        save_cache(run, path, covered)
    return run


def cache_bytes(run: RunData) -> int:
    """The size the columnar copy of ``run`` takes (for the README's figures)."""
    arrays, _ = _columns(run)
    buf = io.BytesIO()
    np.savez(buf, **arrays)
    return buf.tell()
