"""What every run of several processes shares, whoever starts them (``torch_xla.launch``, this
package's own workers): a process's place (:class:`Launched`), the thread that hands rank 0's
events to the caller as they are written (:class:`EventsTail`), and the end no process wrote
(:func:`end_stream`). Framework-free."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.events import Emitter, JsonlSink, Sink, parse_line, read_events
from tpugui.job import Job
from tpugui.runs import store as runs

__all__ = ["EventsTail", "Launched", "end_stream"]


@dataclass
class Launched:
    """This process's place in a run of several processes (``torch_xla.launch``'s ranks, or
    this module's workers: ``mode`` "processes")."""

    rank: int
    world: int
    mode: str = "spawn"
    reason: str = ""


class EventsTail(threading.Thread):
    """Hands each complete line rank 0 appends to ``events.jsonl`` to the caller's sink."""

    def __init__(self, path: Path, sink: Sink):
        super().__init__(name="tpugui-events-tail", daemon=True)
        self.path, self.sink = path, sink
        self.done = threading.Event()
        self.last_seq = 0

    def run(self) -> None:
        with open(self.path, encoding="utf-8", errors="replace") as fh:
            buf = ""
            while True:
                finished = self.done.is_set()  # read once more after the writers are gone
                chunk = fh.read()
                if chunk:
                    buf += chunk
                    *lines, buf = buf.split("\n")
                    for line in lines:
                        rec = parse_line(line)
                        if rec is not None and rec["seq"] > self.last_seq:
                            self.last_seq = rec["seq"]
                            self.sink(rec)
                elif finished:
                    return
                else:
                    time.sleep(0.05)


def end_stream(
    job: Job,
    sink: Sink,
    run_dir: Path,
    replicas: int,
    status: str,
    error: str | None,
    tb: str | None,
    **extra: Any,
) -> None:
    """Write the ``run_finished`` no process wrote (and a ``run_started`` first when none got
    that far) after whatever rank 0 left in ``events.jsonl`` — a line it was killed in the
    middle of stays on its own line — and hand both to ``sink``."""
    events = run_dir / runs.EVENTS
    records = list(read_events(events))
    size = events.stat().st_size
    if size:  # a rank killed mid-line: our records start on a line of their own
        with open(events, "rb") as fh:
            fh.seek(size - 1)
            torn = fh.read(1) != b"\n"
        if torn:
            with open(events, "a", encoding="utf-8") as fh:
                fh.write("\n")
    jsonl = JsonlSink(events)
    emitter = Emitter([jsonl, sink], start_seq=records[-1]["seq"] if records else 0)
    batches = [r for r in records if r["type"] in ("batch_end", "epoch_end")]
    try:
        if not any(r["type"] == "run_started" for r in records):
            emitter.emit(
                "run_started",
                run_id=run_dir.name,
                backend=job.model.backend,
                device=None,
                replicas=replicas,
                epochs=job.train.epochs,
                steps_per_epoch=None,
                job=job.to_dict(),
                run_dir=str(run_dir),
            )
        emitter.emit(
            "run_finished",
            status=status,
            error=error,
            traceback=tb,
            step=batches[-1].get("step", 0) if batches else 0,
            epoch=batches[-1].get("epoch", 0) if batches else 0,
            run_dir=str(run_dir),
            **extra,
        )
    finally:
        jsonl.close()
