"""The event stream: one typed record per happening, JSON Lines on disk and on the wire.

Every record has ``seq`` (1, 2, 3, ... gapless within a run), ``time`` (Unix seconds) and
``type``. Producers call an :class:`Emitter`; it numbers the records and hands each one to its
sinks (a :class:`JsonlSink` file, the GUI bridge, the terminal progress). Readers ignore
unknown keys, and :func:`read_events` tolerates a last line cut short by a killed process.
A ``log`` record's ``message`` is English; one made from a :class:`~tpugui.i18n_marks.Message`
also carries its ``template`` and ``args`` (plain JSON values) so a reader can translate it.
``run_started`` may carry ``flops_per_step`` (FLOPs of one global training step),
``peak_flops`` (FLOP/s of all the run's devices at its precision) and their ``flops_source`` /
``peak_source``; ``batch_end`` then carries its window's ``flops_per_sec`` and ``mfu`` (a
fraction of ``peak_flops``). Qt-free; no framework imports.
"""

from __future__ import annotations

import json
import math
import numbers
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from enum import StrEnum
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import Message

__all__ = [
    "EVENT_TYPES",
    "FINISH_STATUSES",
    "RunStatus",
    "Emitter",
    "JsonlSink",
    "ListSink",
    "Sink",
    "read_events",
    "parse_line",
    "check_contract",
    "clean_logs",
    "log_fields",
]

EVENT_TYPES = (
    "run_started",
    "batch_end",
    "epoch_end",
    "log",
    "checkpoint",
    "device_sample",
    #: one compile of the run's step: step, count, seconds (or null), function, cause (first |
    #: shape | dtype | python_value | short_batch | unknown), detail (the framework's words)
    "compile",
    "profile",
    "run_finished",
)


class RunStatus(StrEnum):
    """A run's status: ``run_finished.status`` (completed | stopped | failed | preempted) and what
    a reader knows before or without that event. A ``str``: JSON writes it as its value, and it
    equals that text, so events stay as they were."""

    #: a run folder whose process waits for its job (a warm start)
    WAITING = "waiting"
    RUNNING = "running"
    COMPLETED = "completed"
    STOPPED = "stopped"
    FAILED = "failed"
    #: the VM was preempted (a Spot or preemptible TPU VM taken back)
    PREEMPTED = "preempted"
    #: the process ended without run_finished (killed; its supervisor gone too)
    INTERRUPTED = "interrupted"

    @property
    def finished(self) -> bool:
        """Over: it will not train another step."""
        return self not in (RunStatus.WAITING, RunStatus.RUNNING)

    @classmethod
    def of(cls, value: Any, default: RunStatus | None = None) -> RunStatus:
        """``value`` as a status; an unknown or missing one is ``default`` (else FAILED)."""
        try:
            return cls(str(value))
        except ValueError:
            return default if default is not None else cls.FAILED


#: what ``run_finished.status`` may say
FINISH_STATUSES = (
    RunStatus.COMPLETED,
    RunStatus.STOPPED,
    RunStatus.FAILED,
    RunStatus.PREEMPTED,
)

Sink = Callable[[dict[str, Any]], None]


def clean_logs(logs: dict[str, Any] | None) -> dict[str, float | None]:
    """Metric dicts as JSON can carry them: floats, with NaN/inf spelled as strings.

    JSON has no NaN; ``json.dumps`` would write the non-standard ``NaN`` token. We keep
    non-finite values visible as the strings ``"nan"``, ``"inf"``, ``"-inf"`` so a reader
    in any language parses the line, and :func:`metric` turns them back into floats.
    """
    out: dict[str, Any] = {}
    for k, v in (logs or {}).items():
        try:
            f = float(v)
        except (TypeError, ValueError):
            continue
        out[str(k)] = f if math.isfinite(f) else repr(f)
    return out


def metric(value: Any) -> float:
    """A metric value from an event as a float (``"nan"`` -> nan); unknown -> nan."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return math.nan


class Emitter:
    """Numbers records (gapless ``seq``), stamps ``time`` and fans them out to sinks.

    Thread-safe: the engine, a torch_xla rank-0 process and a log handler may all emit.
    ``start_seq`` lets a resumed writer continue an existing file's numbering.
    """

    def __init__(self, sinks: Iterable[Sink] = (), start_seq: int = 0):
        self._sinks = list(sinks)
        self._seq = start_seq
        self._lock = threading.Lock()

    @property
    def seq(self) -> int:
        return self._seq

    def emit(self, type_: str, **fields: Any) -> dict[str, Any]:
        if type_ not in EVENT_TYPES:
            raise ValueError(f"unknown event type {type_!r}")
        with self._lock:
            self._seq += 1
            record = {"seq": self._seq, "time": time.time(), "type": type_, **fields}
            for sink in self._sinks:
                sink(record)
        return record

    # Convenience spellings, Keras-callback style.
    def log(self, message: str | Message, level: str = "info") -> dict[str, Any]:
        """A ``log`` record; a :class:`~tpugui.i18n_marks.Message` adds ``template`` and
        ``args`` (plain JSON values) to the English ``message``, so a reader can translate it."""
        return self.emit("log", level=level, **log_fields(message))


def log_fields(message: str | Message) -> dict[str, Any]:
    """``message`` (the English), and for a Message its ``template`` and plain ``args``."""
    if not isinstance(message, Message):
        return {"message": str(message)}
    return {
        "message": str(message),
        "template": message.template,
        "args": {str(k): plain_value(v) for k, v in message.args.items()},
    }


def plain_value(value: Any) -> Any:
    """A value JSON can carry as it is: None, bool, int, finite float or str (else its text)."""
    if value is None or isinstance(value, bool | str):
        return value
    if isinstance(value, numbers.Integral):
        return int(value)
    if isinstance(value, numbers.Real):
        f = float(value)
        return f if math.isfinite(f) else repr(f)
    return str(value)


class JsonlSink:
    """Appends each record as one UTF-8 JSON line and flushes it at once. ``offset`` is the
    file's length after the last line written (a columnar copy says how much it covers)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._fh = open(self.path, "ab")  # noqa: SIM115 (closed in close())
        self.offset = self._fh.seek(0, 2)

    def __call__(self, record: dict[str, Any]) -> None:
        line = (json.dumps(record, ensure_ascii=False, allow_nan=False) + "\n").encode()
        self._fh.write(line)
        self._fh.flush()
        self.offset += len(line)

    def close(self) -> None:
        if not self._fh.closed:
            self._fh.close()

    def __enter__(self) -> JsonlSink:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ListSink(list):
    """Keeps records in memory (tests, replays)."""

    def __call__(self, record: dict[str, Any]) -> None:
        self.append(record)


def parse_line(line: str) -> dict[str, Any] | None:
    """One record from one line, or None for a blank, cut-short or foreign line."""
    line = line.strip()
    if not line:
        return None
    try:
        rec = json.loads(line)
    except json.JSONDecodeError:
        return None
    if not isinstance(rec, dict) or not isinstance(rec.get("seq"), int) or "type" not in rec:
        return None
    return rec


def read_events(path: str | Path, after_seq: int = 0) -> Iterator[dict[str, Any]]:
    """The records of an events.jsonl with ``seq > after_seq``; skips a torn last line."""
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            rec = parse_line(line)
            if rec is not None and rec["seq"] > after_seq:
                yield rec


#: optional numbers of a record type: None or a finite number >= 0 (the FLOPs and MFU keys)
NUMBER_KEYS = {
    "run_started": ("flops_per_step", "peak_flops"),
    "batch_end": ("flops_per_sec", "mfu"),
}
#: optional texts of a record type: None or a string (where a number came from)
TEXT_KEYS = {"run_started": ("flops_source", "peak_source")}


def _field_problems(i: int, rec: dict[str, Any]) -> list[str]:
    out = []
    kind = rec.get("type")
    for key in NUMBER_KEYS.get(kind, ()):
        v = rec.get(key)
        if v is not None and (
            isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or v < 0
        ):
            out.append(f"record {i}: {kind}.{key} is {v!r}, not a number >= 0")
    for key in TEXT_KEYS.get(kind, ()):
        v = rec.get(key)
        if v is not None and not isinstance(v, str):
            out.append(f"record {i}: {kind}.{key} is {v!r}, not a text")
    return out


def check_contract(records: list[dict[str, Any]], finished: bool = True) -> list[str]:
    """Problems with a run's records against the contract (empty list = conforms)."""
    problems: list[str] = []
    if not records:
        return ["no events"]
    for i, rec in enumerate(records, start=1):
        if rec.get("seq") != i:
            problems.append(f"record {i}: seq is {rec.get('seq')}, expected {i}")
            break
        if rec.get("type") not in EVENT_TYPES:
            problems.append(f"record {i}: unknown type {rec.get('type')!r}")
        if not isinstance(rec.get("time"), int | float):
            problems.append(f"record {i}: no time")
        problems += _field_problems(i, rec)
    if records[0].get("type") != "run_started":
        problems.append("first record is not run_started")
    starts = sum(1 for r in records if r.get("type") == "run_started")
    if starts != 1:
        problems.append(f"{starts} run_started records, expected 1")
    finishes = [r for r in records if r.get("type") == "run_finished"]
    if finished:
        if len(finishes) != 1 or records[-1].get("type") != "run_finished":
            problems.append("last record is not the one run_finished")
        elif finishes[0].get("status") not in FINISH_STATUSES:
            problems.append(f"bad finish status {finishes[0].get('status')!r}")
    return problems
