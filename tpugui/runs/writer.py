"""The run's own writer: events.jsonl line by line, and its columnar copy as it goes.

:class:`RunWriter` is the sink a run's process (or the process that mirrors a remote run)
hands every record to. Each record is appended to events.jsonl and flushed at once, as
:class:`~tpugui.events.JsonlSink` does; the records are also folded into a
:class:`~tpugui.runs.model.RunData` and, every few seconds and when the run ends, the points
gained since are appended to ``metrics.chunks`` as one frame (:mod:`tpugui.runs.cache`). So
opening the run later reads its copy and no JSON, and a run killed mid-way opens from its
last frame and the seconds of lines after it.

The copy never fails the run: a value it cannot hold or a full disk stops the copy (the
first open then parses events.jsonl, as for a run of an older version) and nothing else.
Folding costs the run a few microseconds a record, in the thread that emits it, once per
frame (``benchmarks/engine_overhead.py`` measures the engine with it).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from tpugui.events import JsonlSink
from tpugui.runs import cache
from tpugui.runs.model import RunData

__all__ = ["RunWriter", "FRAME_SECONDS", "FRAME_RECORDS"]

#: a frame at least this often while records come (a run killed mid-way loses less to parse)
FRAME_SECONDS = 5.0
#: and at least every this many records (a frame's fold stays a few tens of milliseconds)
FRAME_RECORDS = 20_000


class RunWriter:
    """A sink: ``events.jsonl`` in ``run_dir`` and its columnar copy beside it. A folder
    that already holds records (a resumed writer, a mirror that goes on) is read first and
    its copy written anew from them."""

    def __init__(self, run_dir: str | Path, every_s: float = FRAME_SECONDS):
        self.run_dir = Path(run_dir)
        self.jsonl = JsonlSink(self.run_dir / cache.EVENTS)
        self.path = self.jsonl.path
        self.every_s = every_s
        self._pending: list[dict[str, Any]] = []
        self._written: dict[str, int] = {}  # points in the copy, per series
        self._fresh = True  # the next frame starts the copy file anew
        self._due = time.monotonic() + every_s
        self._run: RunData | None = RunData()
        if self.jsonl.offset:
            try:
                self._run = cache.load_run(self.run_dir, live=True)
            except (OSError, ValueError):
                self._run = None

    def __call__(self, record: dict[str, Any]) -> None:
        self.jsonl(record)
        if self._run is None:
            return
        self._pending.append(record)
        if (
            record.get("type") == "run_finished"
            or len(self._pending) >= FRAME_RECORDS
            or time.monotonic() >= self._due
        ):
            self.flush()

    def flush(self) -> None:
        """Fold what came since the last frame and append it as a frame."""
        run = self._run
        if run is None or not self._pending:
            return
        pending, self._pending = self._pending, []
        self._due = time.monotonic() + self.every_s
        try:
            run.on_events(pending)
            frame = cache.encode_frame(run, self.run_dir, self.jsonl.offset, self._written)
            if frame is None:
                raise OSError("events.jsonl unreadable")
            target = self.run_dir / cache.CACHE
            with open(target, "wb" if self._fresh else "ab") as fh:
                fh.write(frame)
            self._fresh = False
        except (OSError, TypeError, ValueError):
            self._run = None  # events.jsonl stays whole; the first open parses it
            (self.run_dir / cache.CACHE).unlink(missing_ok=True)

    def close(self) -> None:
        self.flush()
        self.jsonl.close()

    def __enter__(self) -> RunWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
