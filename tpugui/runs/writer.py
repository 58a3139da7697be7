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
Folding costs a few microseconds a record, in the writer's own thread, once per frame
(``benchmarks/engine_overhead.py`` measures the engine with it).
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from tpugui.events import JsonlSink
from tpugui.runs import cache
from tpugui.runs.model import RunData

__all__ = ["RunWriter", "FRAME_SECONDS", "FRAME_RECORDS"]

#: a frame at least this often while records come: a run killed mid-way opens from its frames
#: and at most this many seconds of lines, parsed (15,000 lines of 2 ms steps: 0.1 s)
FRAME_SECONDS = 30.0
#: and at least every this many records (a frame's fold stays a fraction of a second)
FRAME_RECORDS = 50_000


class RunWriter:
    """A sink: ``events.jsonl`` in ``run_dir`` and its columnar copy beside it. A folder
    that already holds records (a resumed writer, a mirror that goes on) is read first and
    its copy written anew from them.

    The line is written in the emitting thread; folding and frames happen in a thread of the
    writer's own every ``every_s`` seconds (or ``FRAME_RECORDS`` records), so a step never
    waits for a frame; ``run_finished`` and :meth:`close` write the last frame before they
    return."""

    def __init__(self, run_dir: str | Path, every_s: float = FRAME_SECONDS):
        self.run_dir = Path(run_dir)
        self.jsonl = JsonlSink(self.run_dir / cache.EVENTS)
        self.path = self.jsonl.path
        self.every_s = every_s
        self._lock = threading.Lock()  # the line and the pending list move together
        self._frame_lock = threading.Lock()  # one fold and frame at a time
        self._pending: list[dict[str, Any]] = []
        self._written: dict[str, int] = {}  # points in the copy, per series
        self._fresh = True  # the next frame starts the copy file anew
        self._wake = threading.Event()
        self._closed = False
        self._run: RunData | None = RunData()
        if self.jsonl.offset:
            try:
                self._run = cache.load_run(self.run_dir, live=True)
            except (OSError, ValueError):
                self._run = None
        self._thread = threading.Thread(target=self._loop, name="run-copy", daemon=True)
        self._thread.start()

    def __call__(self, record: dict[str, Any]) -> None:
        with self._lock:
            self.jsonl(record)
            if self._run is None:
                return
            self._pending.append(record)
            many = len(self._pending) >= FRAME_RECORDS
        if record.get("type") == "run_finished":
            self.flush()  # the run's end is in the copy when the run says it ended
        elif many:
            self._wake.set()

    def _loop(self) -> None:
        while not self._closed:
            self._wake.wait(self.every_s)
            self._wake.clear()
            if not self._closed:
                self.flush()

    def flush(self) -> None:
        """Fold what came since the last frame and append it as a frame."""
        with self._frame_lock:
            with self._lock:
                pending, self._pending = self._pending, []
                covered = self.jsonl.offset
            run = self._run
            if run is None or not pending:
                return
            try:
                run.on_events(pending)
                frame = cache.encode_frame(run, self.run_dir, covered, self._written)
                if frame is None:
                    raise OSError("events.jsonl unreadable")
                with open(self.run_dir / cache.CACHE, "wb" if self._fresh else "ab") as fh:
                    fh.write(frame)
                self._fresh = False
            except (OSError, TypeError, ValueError):
                self._run = None  # events.jsonl stays whole; the first open parses it
                (self.run_dir / cache.CACHE).unlink(missing_ok=True)

    def close(self) -> None:
        self._closed = True
        self._wake.set()
        self._thread.join()
        self.flush()
        self.jsonl.close()

    def __enter__(self) -> RunWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
