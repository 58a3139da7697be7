"""TensorBoard event files read fast, every point kept: the reader behind ``tpugui runs import``.

A TensorBoard *run* is a folder holding ``events.out.tfevents.*`` files; a *logdir* is a folder
of runs (at any depth). Each file is a sequence of TFRecords (8-byte length, 4-byte masked
CRC-32C of the length, the data, 4-byte masked CRC-32C of the data) whose data is one
serialized ``Event`` proto. :class:`RunReader` reads every scalar of a run: ``simple_value``
summaries (``tf.compat.v1.summary``, torch's ``SummaryWriter``) and tensor-valued scalars
(``tf.summary.scalar`` of TF 2, Keras's TensorBoard callback, Flax's writer: plugin
``scalars``), each point with its step and wall time (no sampling: TensorBoard's own loader
keeps 1,000 points a tag by default), and the hyperparameters the HParams plugin wrote.

Fast: the record framing is found in blocks (:mod:`tpugui.runs.tfrecord`), and the records
are decoded as numpy columns, not one by one. Records of one tag written by one writer differ only in their wall
time, step and value bytes: the wall time and step sit at fixed places at the head of an
Event; the rest of a record is a *template* (the tag, the plugin's metadata, the tensor's
header) with the value at a fixed offset. Each template is found and checked once with
TensorBoard's compiled ``event_pb2.Event`` (the value is located, then moved to a sentinel
and parsed again), and every record sharing it byte for byte is read in one numpy gather.
Anything else (a merged summary, an integer tensor, the hparams, a file's first record) is
parsed record by record with ``event_pb2``. ``benchmarks/tensorboard_import.py`` measures it
against TensorBoard's ``EventAccumulator``.

Incremental: a reader remembers each file's byte offset; :meth:`RunReader.read` again reads
only what was appended (follow a run another program is writing). A last record still being
written is left for the next read, without a word; a corrupt record (its length's checksum
does not match) is said (:class:`Problem`: the file, the byte offset, what to do) and what
came before it is kept. Qt-free; tensorboard and protobuf are imported inside the functions.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from tpugui.i18n_marks import N_, Data, Message, MessageError
from tpugui.runs.tfrecord import LEN, frame, masked_crc32c, varints

__all__ = [
    "EVENTS_PREFIX",
    "LogdirError",
    "Problem",
    "RunReader",
    "find_runs",
    "open_logdir",
]

#: an event file's name starts so (TensorBoard's own rule: the name contains "tfevents")
EVENTS_PREFIX = "events.out.tfevents."

MSG_NOT_FOLDER = N_("{path} is not a folder: choose the folder TensorBoard's --logdir names")
MSG_NO_EVENTS = N_(
    "{path} holds no TensorBoard event files (events.out.tfevents.*): choose the folder "
    "that TensorBoard's --logdir names, or a run folder inside it"
)
MSG_UNREADABLE = N_("Cannot read {path}: {error}")
MSG_CORRUPT = N_(
    "{path} is damaged at byte {offset} (a record's length fails its checksum): the {points} "
    "points before it are read, the rest of the file is not. Copy the file again from where "
    "it was written"
)
MSG_BAD_RECORD = N_(
    "{path}: the record at byte {offset} is not a TensorBoard event ({error}); it is skipped"
)

#: bytes of an event file read and decoded at a time (bounds the memory a big file takes)
CHUNK = 64 << 20
_SENTINEL_F = -7.25e-33
_SENTINEL_D = -7.123456789e-201


class LogdirError(MessageError):
    """A folder that cannot be read as a logdir; the message names it and says what to do."""

    def __init__(self, message: Message, path: str | Path):
        super().__init__(message)
        self.path = str(path)


@dataclass(frozen=True)
class Problem:
    """Something wrong in an event file: where (the file, the byte offset) and what."""

    path: str
    offset: int
    message: Message

    def __str__(self) -> str:
        return str(self.message)


# --- finding runs ---------------------------------------------------------------------------


def _is_events(name: str) -> bool:
    return name.startswith(EVENTS_PREFIX) and not name.endswith((".tmp", ".part"))


def find_runs(logdir: str | Path) -> list[Path]:
    """Every folder under ``logdir`` (itself included) that holds event files, sorted.
    Raises :class:`LogdirError` when ``logdir`` is not a folder or holds none."""
    logdir = Path(logdir).expanduser()
    if not logdir.is_dir():
        raise LogdirError(Message(MSG_NOT_FOLDER, {"path": Data(str(logdir))}), logdir)
    runs = []
    for folder, dirs, files in os.walk(logdir, onerror=None):
        dirs.sort()
        if any(_is_events(f) for f in files):
            runs.append(Path(folder))
    if not runs:
        raise LogdirError(Message(MSG_NO_EVENTS, {"path": Data(str(logdir))}), logdir)
    return sorted(runs)


def open_logdir(logdir: str | Path) -> list[RunReader]:
    """A reader for every run of ``logdir``, each read once (its name: its path in the logdir,
    ``.`` for the logdir itself)."""
    logdir = Path(logdir).expanduser()
    readers = []
    for folder in find_runs(logdir):
        reader = RunReader(folder, name=folder.relative_to(logdir).as_posix())
        reader.read()
        readers.append(reader)
    return readers


# --- one run --------------------------------------------------------------------------------


@dataclass
class _Points:
    """One tag's points, in chunks appended by each read (joined when asked)."""

    steps: list[np.ndarray] = field(default_factory=list)
    wall: list[np.ndarray] = field(default_factory=list)
    values: list[np.ndarray] = field(default_factory=list)
    n: int = 0

    def add(self, steps: np.ndarray, wall: np.ndarray, values: np.ndarray) -> None:
        if len(steps):
            self.steps.append(np.asarray(steps, np.int64))
            self.wall.append(np.asarray(wall, np.float64))
            self.values.append(np.asarray(values, np.float64))
            self.n += len(steps)

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        if len(self.steps) > 1:
            self.steps = [np.concatenate(self.steps)]
            self.wall = [np.concatenate(self.wall)]
            self.values = [np.concatenate(self.values)]
        if not self.steps:
            return np.empty(0, np.int64), np.empty(0), np.empty(0)
        return self.steps[0], self.wall[0], self.values[0]


class RunReader:
    """One TensorBoard run (a folder of event files), read incrementally.

    :meth:`read` reads what the files gained since the last read; :meth:`tags` and
    :meth:`scalars` give every scalar point read so far, ``hparams`` the run's hyperparameters
    (the HParams plugin's session start), ``problems`` what was wrong (one per file)."""

    def __init__(self, folder: str | Path, name: str = ""):
        self.folder = Path(folder)
        self.name = name or self.folder.name
        self.offsets: dict[str, int] = {}
        self.problems: dict[str, Problem] = {}
        self.hparams: dict[str, Any] = {}
        self.bytes_read = 0
        self._points: dict[str, _Points] = {}
        #: tag -> "simple" (simple_value) or the plugin its metadata named (tensor values)
        self._kind: dict[str, str] = {}

    # -- what was read -------------------------------------------------------------------------
    def tags(self) -> list[str]:
        """The scalar tags (a tensor tag counts once its plugin is known to be ``scalars``)."""
        return sorted(
            t for t, p in self._points.items() if p.n and self._kind.get(t) in ("simple", "scalars")
        )

    def scalars(self, tag: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """``(steps, wall_times, values)`` of ``tag`` in the order written (int64, float64,
        float64)."""
        return self._points[tag].arrays()

    def points(self) -> int:
        return sum(self._points[t].n for t in self.tags())

    def files(self) -> list[Path]:
        try:
            names = sorted(n for n in os.listdir(self.folder) if _is_events(n))
        except OSError:
            return []
        return [self.folder / n for n in names]

    # -- reading -------------------------------------------------------------------------------
    def read(self) -> int:
        """Read what the run's files gained since the last read; returns the new points.
        A file is read in chunks of :data:`CHUNK` bytes (a record bigger than that whole)."""
        before = self.points()
        for path in self.files():
            key = path.name
            start = self.offsets.get(key, 0)
            damaged = self.problems.get(key)
            if (
                damaged is not None
                and damaged.offset == start
                and damaged.message.template == MSG_CORRUPT
            ):
                continue  # a damaged record: nothing after it can be read
            want = CHUNK
            try:
                with open(path, "rb") as fh:
                    while True:
                        fh.seek(start)
                        buf = fh.read(want)
                        if not buf:
                            break
                        used = self._read_bytes(buf, path, start)
                        start += used
                        self.bytes_read += used
                        damaged = self.problems.get(key)
                        if len(buf) < want or (damaged is not None and damaged.offset == start):
                            break  # the end of the file, or of what can be read of it
                        want = want * 2 if used == 0 else CHUNK  # a record bigger than a chunk
            except OSError as exc:
                self.problems[key] = Problem(
                    str(path),
                    start,
                    Message(MSG_UNREADABLE, {"path": Data(str(path)), "error": Data(str(exc))}),
                )
            self.offsets[key] = start
        return self.points() - before

    def _read_bytes(self, buf: bytes, path: Path, start: int) -> int:
        """Read the complete records of ``buf`` (the file from byte ``start``); returns the
        bytes used (up to a record still being written, or a damaged one)."""
        starts, end = frame(buf)
        a = np.frombuffer(buf, np.uint8)
        if len(starts):
            w12 = np.lib.stride_tricks.sliding_window_view(a, 12)[starts]
            heads = w12[:, :8]
            want = w12[:, 8:].copy().view("<u4").ravel()
            bad = np.flatnonzero(masked_crc32c(heads) != want)
            if len(bad):
                cut = int(bad[0])
                end = int(starts[cut])
                starts = starts[:cut]
                self._corrupt(path, start + end, starts, buf)
        if end < len(buf) and end + 12 <= len(buf):
            # the last record runs past the end: being written, unless its length is damaged
            head = a[end : end + 8][None, :]
            (crc,) = struct.unpack_from("<I", buf, end + 8)
            if int(masked_crc32c(head)[0]) != crc:
                self._corrupt(path, start + end, starts, buf)
        if len(starts):
            self._decode(buf, a, starts, path, start)
        return end

    def _corrupt(self, path: Path, offset: int, starts: np.ndarray, buf: bytes) -> None:
        self.problems[path.name] = Problem(
            str(path),
            offset,
            Message(
                MSG_CORRUPT,
                {"path": Data(str(path)), "offset": f"{offset:,}", "points": f"{len(starts):,}"},
            ),
        )

    # -- decoding ------------------------------------------------------------------------------
    def _decode(self, buf: bytes, a: np.ndarray, starts: np.ndarray, path: Path, base: int) -> None:
        ends = np.empty_like(starts)
        ends[:-1] = starts[1:] - 4
        last_len = LEN.unpack_from(buf, int(starts[-1]))[0]
        ends[-1] = starts[-1] + 12 + last_len
        d = starts + 12  # each record's data
        size = len(buf)
        # wall_time (field 1, fixed64) first, then step (field 2, varint; absent when 0)
        fast = (ends - d >= 11) & (a[np.minimum(d, size - 1)] == 0x09)
        fi = np.flatnonzero(fast)
        df = d[fi]
        wall = np.zeros(len(starts))
        steps = np.zeros(len(starts), np.int64)
        w8 = np.lib.stride_tricks.sliding_window_view(a, 8)
        wall[fi] = w8[df + 1].copy().view("<f8").ravel()
        has_step = a[df + 9] == 0x10
        val, vlen = varints(a, df + 10)
        steps[fi] = np.where(has_step, val.view(np.int64), 0)
        s = df + 9 + np.where(has_step, 1 + vlen, 0)
        fast_ok = (s < ends[fi]) & (a[np.minimum(s, size - 1)] == 0x2A)
        slow = list(np.flatnonzero(~fast))
        slow += list(fi[~fast_ok])
        fi, s = fi[fast_ok], s[fast_ok]
        # the fast records: grouped by row length, then by template
        found: dict[str, list[tuple[np.ndarray, np.ndarray]]] = {}
        rlen = ends[fi] - s
        order = np.argsort(rlen, kind="stable")
        cuts = np.flatnonzero(np.diff(rlen[order])) + 1
        for sel in np.split(order, cuts) if len(order) else []:
            length = rlen[sel[0]]
            rows = np.lib.stride_tricks.sliding_window_view(a, int(length))[s[sel]]
            slow += list(fi[sel[self._templated(rows, fi[sel], found)]])
        # the rest, record by record
        slow_points = self._slow(buf, sorted(int(i) for i in slow), starts, ends, path, base)
        for tag, (idx, values) in slow_points.items():
            found.setdefault(tag, []).append((np.asarray(idx, np.int64), np.asarray(values)))
        for tag, parts in found.items():
            idx = np.concatenate([p[0] for p in parts])
            values = np.concatenate([np.asarray(p[1], np.float64) for p in parts])
            order = np.argsort(idx, kind="stable")
            idx, values = idx[order], values[order]
            pts = self._points.get(tag)
            if pts is None:
                pts = self._points[tag] = _Points()
            pts.add(steps[idx], wall[idx], values)

    def _templated(
        self, rows: np.ndarray, index: np.ndarray, found: dict[str, list[Any]]
    ) -> np.ndarray:
        """Read the rows (one length) that match a checked template into ``found`` (tag ->
        [(record indexes, values)]); returns the positions of the rows left to parse.

        A first row's template says where the value lies; every row is hashed with those
        bytes left out, and each group of equal hashes is checked byte for byte against its
        own first row's template. Rows of another layout are tried again with theirs."""
        pending = np.arange(rows.shape[0])
        slow: list[np.ndarray] = []
        width = rows.shape[1]
        padded = -(-width // 8) * 8
        for _ in range(16):
            if not len(pending):
                break
            tpl = self._template(rows[pending[0]])
            if tpl is None:
                slow.append(pending[:1])
                pending = pending[1:]
                continue
            q0, q1 = tpl[1], tpl[2]
            sub = rows if len(pending) == rows.shape[0] else rows[pending]
            zeroed = np.zeros((len(sub), padded), np.uint8)
            zeroed[:, :width] = sub
            zeroed[:, q0:q1] = 0
            words = zeroed.view("<u8")
            keys = words[:, 0].copy()
            for c in range(1, words.shape[1]):  # a hash: each group is checked below
                keys *= np.uint64(0x9E3779B97F4A7C15)
                keys ^= words[:, c]
            whole = zeroed.view(np.dtype((np.void, padded))).ravel()
            order = np.argsort(keys, kind="stable")
            ks = keys[order]
            bounds = np.flatnonzero(np.concatenate(([True], ks[1:] != ks[:-1], [True])))
            sizes = np.diff(bounds)
            own = int(np.searchsorted(bounds, int(np.flatnonzero(order == 0)[0]), "right") - 1)
            done = np.zeros(len(pending), bool)
            for g in np.argsort(-sizes, kind="stable")[:256]:
                if sizes[g] < 2 and g != own:
                    break
                members = order[bounds[g] : bounds[g + 1]]
                r = members[0]
                t = tpl if g == own else self._template(sub[r])
                if t is None:
                    continue
                tag, g0, g1, dtype = t
                if (g0, g1) == (q0, q1):
                    hit = members[whole[members] == whole[r]]
                else:
                    grp, ref = sub[members], sub[r]
                    hit = members[
                        (grp[:, :g0] == ref[:g0]).all(axis=1) & (grp[:, g1:] == ref[g1:]).all(1)
                    ]
                values = sub[hit, g0:g1].copy().view("<" + dtype).ravel().astype(np.float64)
                found.setdefault(tag, []).append((index[pending[hit]], values))
                done[hit] = True
            if not done[0]:
                slow.append(pending[:1])
                done[0] = True
            pending = pending[~done]
        slow.append(pending)
        return np.concatenate(slow)

    def _template(self, row: np.ndarray) -> tuple[str, int, int, str] | None:
        """The tag and value position of a record's summary bytes (None: not a one-value
        float scalar), checked by moving the value to a sentinel and parsing again."""
        from tensorboard.compat.proto import event_pb2

        raw = row.tobytes()
        try:
            ev = event_pb2.Event.FromString(raw)
        except Exception:  # noqa: BLE001 - protobuf's DecodeError: not ours to read fast
            return None
        if ev.WhichOneof("what") != "summary" or len(ev.summary.value) != 1:
            return None
        v = ev.summary.value[0]
        kind = v.WhichOneof("value")
        plugin = v.metadata.plugin_data.plugin_name if v.HasField("metadata") else ""
        if kind == "simple_value":
            pats = [(b"\x15" + struct.pack("<f", v.simple_value), 1, "f4")]
        elif kind == "tensor" and not v.tensor.tensor_shape.dim and v.tensor.dtype in (1, 2):
            t = v.tensor
            if t.dtype == 1:
                pats = [(b"\x22\x04" + t.tensor_content, 2, "f4")] if t.tensor_content else []
                pats += [(b"\x2a\x04" + struct.pack("<f", x), 2, "f4") for x in t.float_val[:1]]
            else:
                pats = [(b"\x22\x08" + t.tensor_content, 2, "f8")] if t.tensor_content else []
                pats += [(b"\x32\x08" + struct.pack("<d", x), 2, "f8") for x in t.double_val[:1]]
        else:
            return None
        for pat, head, dtype in pats:
            at = raw.find(pat)
            if at < 0 or raw.find(pat, at + 1) >= 0:
                continue
            q0, q1 = at + head, at + len(pat)
            sentinel = (
                struct.pack("<f", _SENTINEL_F) if dtype == "f4" else struct.pack("<d", _SENTINEL_D)
            )
            try:
                again = event_pb2.Event.FromString(raw[:q0] + sentinel + raw[q1:])
            except Exception:  # noqa: BLE001
                continue
            got = _scalar(again.summary.value[0]) if len(again.summary.value) == 1 else []
            want = _SENTINEL_F if dtype == "f4" else _SENTINEL_D
            if len(got) == 1 and again.summary.value[0].tag == v.tag and _same(got[0], want):
                self._note_kind(v.tag, "simple" if kind == "simple_value" else plugin)
                return v.tag, q0, q1, dtype
        return None

    def _note_kind(self, tag: str, kind: str) -> None:
        if kind and tag not in self._kind:
            self._kind[tag] = kind

    def _slow(
        self,
        buf: bytes,
        which: list[int],
        starts: np.ndarray,
        ends: np.ndarray,
        path: Path,
        base: int,
    ) -> dict[str, tuple[list[int], list[float]]]:
        """Records parsed one by one: scalars of any layout, the hparams."""
        if not which:
            return {}
        from tensorboard.compat.proto import event_pb2

        out: dict[str, tuple[list[int], list[float]]] = {}
        view = memoryview(buf)
        for i in which:
            lo, hi = int(starts[i]) + 12, int(ends[i])
            try:
                ev = event_pb2.Event.FromString(view[lo:hi])
            except Exception as exc:  # noqa: BLE001 - a record that is not an Event
                self.problems.setdefault(
                    path.name,
                    Problem(
                        str(path),
                        base + lo - 12,
                        Message(
                            MSG_BAD_RECORD,
                            {
                                "path": Data(str(path)),
                                "offset": f"{base + lo - 12:,}",
                                "error": Data(str(exc) or type(exc).__name__),
                            },
                        ),
                    ),
                )
                continue
            if ev.WhichOneof("what") != "summary":
                continue
            for v in ev.summary.value:
                plugin = v.metadata.plugin_data.plugin_name if v.HasField("metadata") else ""
                if plugin == "hparams":
                    self._hparams(v.metadata.plugin_data.content)
                    continue
                kind = v.WhichOneof("value")
                if kind == "simple_value":
                    self._note_kind(v.tag, "simple")
                    got = [v.simple_value]
                elif kind == "tensor":
                    self._note_kind(v.tag, plugin)
                    got = _values(v)
                else:
                    continue
                if len(got) == 1:
                    idx, vals = out.setdefault(v.tag, ([], []))
                    idx.append(i)
                    vals.append(got[0])
        return out

    def _hparams(self, content: bytes) -> None:
        from tensorboard.plugins.hparams import plugin_data_pb2

        try:
            data = plugin_data_pb2.HParamsPluginData.FromString(content)
        except Exception:  # noqa: BLE001 - not the hparams we know
            return
        if data.WhichOneof("data") != "session_start_info":
            return
        for name, value in data.session_start_info.hparams.items():
            which = value.WhichOneof("kind")
            if which == "number_value":
                number = value.number_value
                self.hparams[name] = int(number) if number.is_integer() else number
            elif which in ("string_value", "bool_value"):
                self.hparams[name] = getattr(value, which)


# --- helpers --------------------------------------------------------------------------------


def _scalar(v: Any) -> list[float]:
    """A summary value's one number ([] when it holds none or several)."""
    if v.WhichOneof("value") == "simple_value":
        return [float(v.simple_value)]
    return _values(v) if v.WhichOneof("value") == "tensor" else []


def _values(v: Any) -> list[float]:
    """The numbers of a summary value's scalar tensor ([] when it is not a number)."""
    t = v.tensor
    if t.tensor_shape.dim and int(np.prod([d.size for d in t.tensor_shape.dim])) != 1:
        return []
    try:
        from tensorboard.util import tensor_util

        arr = np.asarray(tensor_util.make_ndarray(t))
    except Exception:  # noqa: BLE001 - a dtype TensorBoard cannot read either
        return []
    if arr.size != 1 or arr.dtype.kind not in "fiub":
        return []
    return [float(arr.reshape(-1)[0])]


def _same(a: float, b: float) -> bool:
    return a == b or abs(a - b) <= 1e-6 * abs(b)
