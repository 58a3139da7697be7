"""A run's plot data, fast: a columnar copy of its metrics beside events.jsonl.

``metrics.chunks`` holds every :class:`~tpugui.runs.series.Series` of a :class:`RunData` as
float64 columns and the rest of its state (logs, checkpoints, progress) as JSON, in frames
appended one after another. The run's own process writes a frame every few seconds as it
trains and the last one as it ends (:mod:`tpugui.runs.writer`), so opening a run of this
version parses no events.jsonl at all; a run killed mid-way opens from its frames and the few
lines written after the last one. Each frame says how many bytes of events.jsonl it covers
and carries a checksum of the file's first bytes, so:

- it covers the whole file: the copy is used as it is (a 1,000,000-step run opens in a
  fraction of a second instead of parsing 175 MB of JSON);
- events.jsonl grew (a run still being written, or one that ended since): the copy is loaded
  and only the new bytes are read and folded in (incremental);
- another first line, another RunData layout, a cut-short or broken frame: the copy ends at
  the frame before (or is rebuilt from events.jsonl when no frame holds).

events.jsonl stays the source of truth: the copy may be deleted at any time. A run without
one (written by an older version) is parsed on its first open, or converted in the background
(:func:`tpugui.runs.store.convert_old_runs`), and the copy written once; the window writes it
from the RunData it followed to the end (no parse at all). That parse uses orjson when it is
installed (a base dependency; json otherwise), one call per 8 MiB chunk. Qt-free, numpy
(+ orjson) only.
"""

from __future__ import annotations

import dataclasses
import importlib
import json
import math
import os
import struct
import threading
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
from tpugui.runs.series import Series, share_steps

__all__ = [
    "load_run", "save_cache", "has_cache", "encode_frame", "read_records", "convert", "CACHE",
    "CACHE_VERSION",
]  # fmt: skip

CACHE = "metrics.chunks"
CACHE_VERSION = 3
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


def _head_crc(path: Path, length: int) -> int | None:
    """crc32 of events.jsonl's first ``length`` bytes (None: shorter, or unreadable)."""
    try:
        with open(path / EVENTS, "rb") as fh:
            head = fh.read(length)
    except OSError:
        return None
    return zlib.crc32(head) if len(head) == length else None


def _size(path: Path) -> int:
    try:
        return (path / EVENTS).stat().st_size
    except OSError:
        return 0


# --- the copy: frames appended to one file -------------------------------------------------
#
# A frame is a fixed head (magic, the lengths of its index, state and body, the crc32 of its
# index and of its state), a JSON index, a JSON state and a body of raw float64 columns. The
# index says which bytes of events.jsonl the frame covers (``covered``, a checksum of the
# file's first ``head`` bytes) and, per series (named by its path in RunData, e.g.
# ``.epoch_metrics['val_loss']``), where the points it gained since the frame before lie in
# the body; a ``reset`` frame holds every point (the first one does). The state is the run at
# ``covered``, everything but the series: only the last frame's is read. A frame is written
# in one append: a writer killed mid-frame leaves a cut-short last frame, which the reader
# ignores (the copy then ends at the frame before).

_HEAD = struct.Struct("<8sIIQII")
MAGIC = b"TPGUIMC2"
#: the columns a series' points are kept in (x, time, value)
_ROWS = 3


def _columns(run: RunData) -> tuple[dict[str, np.ndarray | Series], Any]:
    """Every Series and ndarray by its path, the rest as one JSON-able state."""
    arrays: dict[str, np.ndarray | Series] = {}
    return arrays, _dump(run, arrays, "")


def _dump(value: Any, arrays: dict[str, np.ndarray], path: str) -> Any:
    if isinstance(value, Series):
        arrays[path] = value  # its points since the last frame are taken in encode_frame
        return {"__series__": path}
    if isinstance(value, np.ndarray):
        key = "=" + path  # a plain array: whole in every frame
        arrays[key] = np.ascontiguousarray(value)
        return {"__array__": key}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        cls = type(value)
        return {
            "__dc__": f"{cls.__module__}:{cls.__qualname__}",
            "fields": {
                f.name: _dump(getattr(value, f.name), arrays, f"{path}.{f.name}")
                for f in dataclasses.fields(value)
            },
        }
    if isinstance(value, dict):
        return {
            "__dict__": [
                [_dump(k, arrays, f"{path}<k>"), _dump(v, arrays, f"{path}[{k!r}]")]
                for k, v in value.items()
            ]
        }
    if isinstance(value, deque):
        rows = _float_rows(value)
        if rows is not None:  # a window of (t, a, b) floats: thousands of steps, as columns
            key = "=" + path
            arrays[key] = rows
            return {"__deque_rows__": key, "maxlen": value.maxlen}
        items = [_dump(v, arrays, f"{path}[{i}]") for i, v in enumerate(value)]
        return {"__deque__": items, "maxlen": value.maxlen}
    if isinstance(value, tuple):
        return {"__tuple__": [_dump(v, arrays, f"{path}[{i}]") for i, v in enumerate(value)]}
    if isinstance(value, list):
        return [_dump(v, arrays, f"{path}[{i}]") for i, v in enumerate(value)]
    if isinstance(value, float):
        return value if math.isfinite(value) else {"__float__": repr(value)}
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, np.generic):
        return value.item()
    raise _Unsupported(type(value).__name__)


def _float_rows(items: deque) -> np.ndarray | None:
    """A deque of same-length tuples of floats as one (n, k) float64 array, else None."""
    if not items:
        return None
    width = len(items[0]) if isinstance(items[0], tuple) else -1
    if width <= 0 or not all(
        type(r) is tuple and len(r) == width and all(type(v) is float for v in r) for r in items
    ):
        return None
    return np.array(items, dtype=np.float64).reshape(len(items), width)


def _restore(state: Any, data: dict[str, Any]) -> Any:
    if isinstance(state, list):
        return [_restore(v, data) for v in state]
    if not isinstance(state, dict):
        return state
    if "__series__" in state:  # one left unread (see _load_cache's skip) is empty
        key = state["__series__"]
        return data[key] if key in data else Series(1)
    if "__array__" in state:
        return data[state["__array__"]]
    if "__float__" in state:
        return float(state["__float__"])
    if "__tuple__" in state:
        return tuple(_restore(v, data) for v in state["__tuple__"])
    if "__deque_rows__" in state:
        rows = data[state["__deque_rows__"]]
        return deque((tuple(r) for r in rows.tolist()), state.get("maxlen"))
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


def encode_frame(run: RunData, path: Path, covered: int, written: dict[str, int]) -> bytes | None:
    """The frame of ``run`` covering the first ``covered`` bytes of ``path``'s events.jsonl:
    the points each series gained since ``written`` (its count per path, updated; empty: a
    reset frame with every point). None when those bytes cannot be read; raises
    ``TypeError`` for a value the copy cannot hold."""
    head_len = min(4096, covered)
    crc = _head_crc(path, head_len)
    if crc is None:
        return None
    arrays, state = _columns(run)
    reset = not written or any(
        len(arrays[k]) < n for k, n in written.items() if k in arrays
    )  # a series that shrank (replaced): every point again
    if reset:
        written.clear()
    parts: list[bytes] = []
    where: dict[str, list[Any]] = {}
    at = 0
    for key, arr in arrays.items():
        if key.startswith("="):
            data = arr
        else:
            data = arr.block(written.get(key, 0))
            written[key] = arr.n
        raw = data.tobytes()
        where[key] = [at, data.dtype.str, list(data.shape)]
        parts.append(raw)
        at += len(raw)
    index = {
        "version": CACHE_VERSION,
        "layout": _layout(),
        "covered": covered,
        "head": head_len,
        "crc": crc,
        "reset": reset,
        "arrays": where,
    }
    itext, stext = json.dumps(index).encode(), json.dumps(state).encode()
    head = _HEAD.pack(MAGIC, len(itext), len(stext), at, zlib.crc32(itext), zlib.crc32(stext))
    return head + itext + stext + b"".join(parts)


class _Frame:
    """Where one whole frame of the copy lies, and its index."""

    __slots__ = ("index", "state_at", "state_len", "state_crc", "body_at")

    def __init__(self, index: dict[str, Any], state_at: int, slen: int, scrc: int, body: int):
        self.index, self.state_at, self.state_len = index, state_at, slen
        self.state_crc, self.body_at = scrc, body


def _frames(path: Path, size: int) -> list[_Frame]:
    """The whole frames of the copy that match events.jsonl (of ``size`` bytes); the copy
    ends at the first frame that is cut short, broken or another run's. Reads the indexes
    only (a few kB a frame), not the states or the columns."""
    out: list[_Frame] = []
    try:
        fh = open(path / CACHE, "rb")  # noqa: SIM115 (closed below)
    except OSError:
        return out
    with fh:
        total = os.fstat(fh.fileno()).st_size
        at, crcs, last = 0, {}, 0
        while at + _HEAD.size <= total:
            fh.seek(at)
            magic, ilen, slen, blen, icrc, scrc = _HEAD.unpack(fh.read(_HEAD.size))
            end = at + _HEAD.size + ilen + slen + blen
            if magic != MAGIC or end > total:
                break
            text = fh.read(ilen)
            if zlib.crc32(text) != icrc:
                break
            try:
                index = json.loads(text)
                covered, head = int(index["covered"]), int(index["head"])
            except (ValueError, KeyError, TypeError):
                break
            if head not in crcs:
                crcs[head] = _head_crc(path, head)
            if (
                index.get("version") != CACHE_VERSION
                or index.get("layout") != _layout()
                or crcs[head] is None
                or index.get("crc") != crcs[head]
                or not last <= covered <= size
                or (not out and not index.get("reset"))
            ):
                break
            state_at = at + _HEAD.size + ilen
            out.append(_Frame(index, state_at, slen, scrc, state_at + slen))
            at, last = end, covered
    return out


def save_cache(run: RunData, path: str | Path, covered: int | None = None) -> Path | None:
    """Write ``run``'s columnar copy into its run folder ``path`` as one frame (atomically,
    in place of any copy there). ``covered``: the bytes of events.jsonl the run holds
    (default: the whole file, when its last record is the run's ``run_finished`` with the
    run's last ``seq`` and status). None when it cannot be written or would not match.

    A run held in memory (the window followed it to its end) is written the same way: the
    copy then equals the one parsed from events.jsonl, and no later open parses the file."""
    path = Path(path)
    size = _size(path)
    if covered is None:
        covered = size if _matches_tail(run, path / EVENTS) else -1
    if covered <= 0 or covered != size:
        return None
    try:
        frame = encode_frame(run, path, covered, {})
    except _Unsupported:
        return None
    if frame is None:
        return None
    target = path / CACHE
    # per process and thread: the window may write a copy while a loader thread writes another
    tmp = path / f".{CACHE}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        with open(tmp, "wb") as fh:
            fh.write(frame)
        os.replace(tmp, target)
    except OSError:
        return None
    finally:
        if tmp.exists():
            tmp.unlink()
    return target


def has_cache(path: str | Path) -> bool:
    """True when the run folder's copy covers all of its events.jsonl (nothing to write);
    reads only the copy's frame headers."""
    path = Path(path)
    size = _size(path)
    frames = _frames(path, size) if size else []
    return bool(frames) and int(frames[-1].index["covered"]) == size


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


def _load_cache(path: Path, size: int, skip: str = "") -> tuple[RunData, int] | None:
    """The run as its copy's frames hold it, and the bytes of events.jsonl they cover; the
    series whose path starts with ``skip`` (when given) are left empty, unread."""
    frames = _frames(path, size)
    try:
        with open(path / CACHE, "rb") as fh:
            while frames:  # the last frame whose state reads whole
                last = frames[-1]
                fh.seek(last.state_at)
                text = fh.read(last.state_len)
                if zlib.crc32(text) == last.state_crc:
                    break
                frames.pop()
            if not frames:
                return None
            first = max(i for i, f in enumerate(frames) if f.index.get("reset"))
            data = _gather(frames[first:], fh, skip)
        run = _restore(json.loads(text), data)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, IndexError):
        return None
    if not isinstance(run, RunData):
        return None
    return run, int(frames[-1].index["covered"])


def _gather(frames: list[_Frame], fh: Any, skip: str = "") -> dict[str, Any]:
    """Each series, its points from every frame read straight into one buffer, and the last
    frame's plain arrays."""
    pieces: dict[str, list[tuple[int, int]]] = {}  # path -> (where in the file, points)
    data: dict[str, Any] = {}
    for frame in frames:
        for key, (at, dtype, shape) in frame.index["arrays"].items():
            if key.startswith("=") and frame is frames[-1]:  # the run's state: the last frame's
                count = int(np.prod(shape)) if shape else 1
                fh.seek(frame.body_at + at)
                raw = fh.read(count * np.dtype(dtype).itemsize)
                data[key] = np.frombuffer(raw, dtype=np.dtype(dtype), count=count).reshape(shape)
            elif not key.startswith("=") and not (skip and key.startswith(skip)):
                pieces.setdefault(key, []).append((frame.body_at + at, int(shape[1])))
    distinct: list[Series] = []  # series whose steps no earlier one has
    for key, parts in pieces.items():
        n = sum(k for _, k in parts)
        s = Series(max(n, 1))
        cols = s.columns()
        pos = 0
        for where, k in parts:
            for row in range(_ROWS):  # each row of the frame's (3, k) block, straight in
                fh.seek(where + row * k * 8)
                if fh.readinto(memoryview(cols[row][pos : pos + k])) != k * 8:
                    raise ValueError("a cut-short column")
            pos += k
        s.n = n
        s.nonfinite = int(n - np.count_nonzero(np.isfinite(cols[2][:n])))
        s.version = 1
        data[key] = s
        share_steps([s], distinct)  # its steps shared as soon as read (a low peak)
    return data


def load_run(
    path: str | Path, name: str = "", live: bool = False, plots_only: bool = False
) -> RunData:
    """A run folder's plot data: from its columnar copy when it matches, plus whatever
    events.jsonl gained since; else parsed from events.jsonl. What was parsed is written to
    the copy unless the run is ``live`` (still being written: no copy, no "interrupted"
    verdict); a run that died without run_finished is copied as its file holds it, and
    called interrupted when opened. ``plots_only``: a run overlaid on another's plots needs
    its training curves, not its monitor's (input wait, MFU, host): when the copy holds the
    whole run those are left empty, unread (a million-step run reads 40 % less)."""
    path = Path(path)
    if not path.is_dir():
        raise FileNotFoundError(f"{path}: no such run folder")
    if (path / "tensorboard.json").is_file():  # a TensorBoard run beside tpugui's
        from tpugui.runs import tb_runs

        return tb_runs.load(path, name)
    size = _size(path)
    cached = None
    if size and plots_only and has_cache(path):
        cached = _load_cache(path, size, skip=MONITOR)
        plots_only = cached is not None
    if cached is None:
        plots_only = False
        cached = _load_cache(path, size) if size else None
    if cached is not None:
        run, offset = cached
        run.version += 1
    else:
        run, offset = RunData(), 0
    run.path = str(path)
    if name:
        run.name = name
    covered = offset
    if size > offset:
        covered = read_records(path / EVENTS, offset, run.on_events)
    if not live and not plots_only and covered != offset:  # at rest: copied before the verdict
        save_cache(run, path, covered)
    if not live and not RunStatus.of(run.status).finished:
        run.status = "interrupted"  # no run_finished: the process died mid-way
    return run


#: the path of the monitor's series in a RunData (left unread for an overlaid run)
MONITOR = ".monitor."


def convert(paths: list[Path], sink: Any = None, stop_event: Any = None) -> int:
    """Write the copy of each run among ``paths`` that has none or an older one (a run of an
    older version), one after another, so its next open parses nothing; ``sink`` is handed
    ``{"done": i, "total": n, "run": folder name}`` before each run is read, and ``stop_event``
    (set) ends the work between runs. Returns how many copies were written. A run still
    being written, or one that cannot be read, is left as it is."""
    todo = [Path(p) for p in paths if _size(Path(p)) and not has_cache(p)]
    written = 0
    for i, path in enumerate(todo):
        if stop_event is not None and stop_event.is_set():
            break
        if sink is not None:
            sink({"done": i, "total": len(todo), "run": path.name})
        try:
            load_run(path)
        except (OSError, ValueError):
            continue
        written += has_cache(path)
    return written
