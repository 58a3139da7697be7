"""What every run of several processes shares, whoever starts them (``torch_xla.launch``, this
package's own workers): a process's place (:class:`Launched`), each rank's reporter
(:func:`reporter`: rank 0's alone writes ``events.jsonl``) and the stop file every rank polls
(:class:`StopFile`), the thread that hands rank 0's events to the caller as they are written
(:class:`EventsTail`), the end no process wrote (:func:`end_stream`), and each process's own
pace (:class:`Pace`, :func:`paces`: every worker writes ``workers/w<rank>/progress.json`` about
once a second — its step and steps/s — which the Training page's Processes tab reads while the
run goes on). Framework-free."""

from __future__ import annotations

import json
import math
import os
import re
import socket
import threading
import time
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.events import Emitter, Sink, parse_line, read_events
from tpugui.job import Job
from tpugui.monitor.sampler import sampler_for
from tpugui.runs import goodput
from tpugui.runs import store as runs
from tpugui.runs.writer import RunWriter
from tpugui.training.names import STOP_FILE
from tpugui.training.reporter import Reporter

__all__ = [
    "RANK_ENV",
    "WORLD_ENV",
    "EventsTail",
    "Launched",
    "Pace",
    "StopFile",
    "base_run_id",
    "coordinator_port",
    "end_stream",
    "local_gpus",
    "paces",
    "reporter",
]

#: each worker's place, whatever its framework's runtime reads (set by the parent,
#: :mod:`tpugui.training.processes`, for every worker it starts)
RANK_ENV, WORLD_ENV = "TPUGUI_RANK", "TPUGUI_WORLD_SIZE"
#: where each worker's logs, pace and end go: ``RUN/workers/w<rank>/``
WORKERS_DIR = "workers"
#: each worker's pace while it runs
PROGRESS = "progress.json"
#: how often a worker looks for its first step (its pace is timed from there)
FIRST_POLL_S = 0.02
#: the ports a pod run's coordinator is derived into (every worker derives the same one)
PORT_BASE, PORT_SPAN = 20000, 20000


def base_run_id(run_dir: Path) -> str:
    """The pod run's id as every worker knows it (worker i's folder is ``<run_id>.w<i>``)."""
    return re.sub(r"\.w\d+$", "", Path(run_dir).name)


def coordinator_port(run_dir: Path) -> int:
    """A pod run's coordinator port, derived from its run id (the same on every worker)."""
    return PORT_BASE + zlib.crc32(base_run_id(run_dir).encode("utf-8")) % PORT_SPAN


@dataclass
class Launched:
    """This process's place in a run of several processes (``torch_xla.launch``'s ranks, or
    this module's workers: ``mode`` "processes")."""

    rank: int
    world: int
    mode: str = "spawn"
    reason: str = ""


class StopFile:
    """``threading.Event``-like stop flag shared by processes: the file ``RUN/stop``."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self._set = False

    def is_set(self) -> bool:
        if not self._set:
            self._set = os.path.exists(self.path)
        return self._set

    def set(self) -> None:
        self.path.touch()
        self._set = True


def reporter(
    job: Job, rank: int, run_dir: Path, base_dir: Path | None, run_start: float | None = None
) -> tuple[Reporter, list[RunWriter]]:
    """Rank 0's reporter writes ``events.jsonl``; the others' report to no one. Every rank's
    stop flag is the run's stop file. ``run_start``: when the run's parent began (the goodput
    ledger's zero; default: now)."""
    sinks = [RunWriter(run_dir)] if rank == 0 else []
    stop = StopFile(run_dir / STOP_FILE)
    rep = Reporter(job, Emitter(sinks), stop, run_dir, base_dir, run_start=run_start)
    if rank == 0:  # one sampler watches the host and every chip
        rep.sampler = sampler_for(job, rep.emitter)
    return rep, sinks


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
    jsonl = RunWriter(run_dir)  # the copy is written anew with the records it adds
    emitter = Emitter([jsonl, sink], start_seq=records[-1]["seq"] if records else 0)
    batches = [r for r in records if r["type"] in ("batch_end", "epoch_end")]
    led = goodput.Ledger()  # where the time went, from what the ranks wrote
    for rec in records:
        led.add(rec)
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
            goodput=_finished(led, emitter),
            **extra,
        )
    finally:
        jsonl.close()


def _finished(led: goodput.Ledger, emitter: Emitter) -> dict[str, Any] | None:
    """The ledger's buckets up to now (a run_started written here counts too)."""
    if math.isnan(led.start) and math.isnan(led.first_time):
        led.start = time.time()
    led.end = time.time()
    return led.result()


def local_gpus(dev: str = "/dev") -> int:
    """NVIDIA GPUs this host exposes (``/dev/nvidia<N>``), without asking a framework."""
    try:
        names = os.listdir(dev)
    except OSError:
        return 0
    return sum(1 for n in names if n.startswith("nvidia") and n[len("nvidia") :].isdigit())


class Pace(threading.Thread):
    """Writes this worker's step and steps/s (over the last ``every`` seconds) to its
    ``progress.json`` about once a second, and keeps its mean steps/s for its end: the pace of
    each process, not only rank 0's. ``step`` is read from the reporter the loop updates."""

    def __init__(self, folder: Path, rank: int, step: Any, every: float = 1.0):
        super().__init__(name="tpugui-pace", daemon=True)
        self.path = folder / PROGRESS
        self.rank, self.step_of, self.every = rank, step, every
        self.done = threading.Event()
        self.first: tuple[float, int] | None = None
        self.last: tuple[float, int] | None = None

    def sample(self) -> dict[str, Any]:
        now, step = time.monotonic(), int(self.step_of())
        before = self.last
        if self.first is None and step > 0:  # from its first step: compiling is not pace
            self.first = (now, step)
        self.last = (now, step)
        rate = None
        if before is not None and now > before[0] and step >= before[1]:
            rate = (step - before[1]) / (now - before[0])
        return {"rank": self.rank, "step": step, "steps_per_s": rate, "pid": os.getpid(),
                "host": socket.gethostname(), "time": time.time()}  # fmt: skip

    def mean(self, fresh: bool = False) -> float | None:
        """Steps/s from its first step to its last sample (``fresh``: to now)."""
        if fresh:
            self.sample()
        if self.first is None or self.last is None or self.last[0] <= self.first[0]:
            return None
        return (self.last[1] - self.first[1]) / (self.last[0] - self.first[0])

    def write(self, row: dict[str, Any]) -> None:
        tmp = self.path.with_suffix(".tmp")
        try:
            tmp.write_text(json.dumps(row), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError:  # its folder went away: the run is over
            pass

    def run(self) -> None:
        while self.first is None and not self.done.wait(FIRST_POLL_S):  # its first step, closely
            if int(self.step_of()) > 0:
                self.first = (time.monotonic(), int(self.step_of()))
        while not self.done.wait(self.every):
            self.write(self.sample())

    def stop(self) -> float | None:
        """Its mean steps/s, also left in its ``progress.json``."""
        self.done.set()
        row = self.sample()
        row["steps_per_s"] = mean = self.mean()
        self.write(row)
        return mean


def paces(run_dir: Path | str) -> dict[int, dict[str, Any]]:
    """Every worker's last ``progress.json`` in a run folder, by rank ({} for a run of one
    process or a folder not here)."""
    found: dict[int, dict[str, Any]] = {}
    folder = Path(run_dir) / WORKERS_DIR
    try:
        names = os.listdir(folder)
    except OSError:
        return found
    for name in names:
        if not (name.startswith("w") and name[1:].isdigit()):
            continue
        try:
            row = json.loads((folder / name / PROGRESS).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(row, dict):
            found[int(name[1:])] = row
    return found


#: how long rank 0 waits for another process's row (it has ended the same loop)
GATHER_TIMEOUT_MS = 30_000


def own_row(rep: Any, rank: int) -> dict[str, Any]:
    """This process's row of ``run_finished.workers``: how its run ended, the digest of its
    final parameters (``rep.finish_extra``), its pid and its mean steps/s."""
    status = "stopped" if rep.stop_event.is_set() else "completed"
    return {"rank": rank, "host": socket.gethostname(), "status": status,
            "params_digest": rep.finish_extra.get("params_digest"), "pid": os.getpid(),
            "steps_per_s": rep.pace.mean(fresh=True) if rep.pace else None}  # fmt: skip


def gather_rows(rep: Any, rank: int, world: int, put: Any, get: Any) -> None:
    """Every process's row for rank 0's ``run_finished.workers``, the other hosts' included,
    through a framework's key-value store (``put(key, text)``, ``get(key, timeout_ms)``: the
    coordination service TensorFlow's MultiWorkerMirroredStrategy and ``jax.distributed``
    run): each puts its row, rank 0 reads them all into ``rep.finish_extra["others"]``. A row
    that does not come within ``GATHER_TIMEOUT_MS`` is left out (its host's own end lists it)."""
    from tpugui.i18n_marks import N_, Message

    row = own_row(rep, rank)
    try:
        if rank != 0:
            put(f"tpugui/worker/{rank}", json.dumps(row))
            return
        rows = [row]
        for other in range(1, world):
            rows.append(json.loads(get(f"tpugui/worker/{other}", GATHER_TIMEOUT_MS)))
    except Exception as exc:  # noqa: BLE001 - no service or a process gone: the hosts' own ends
        rep.log(Message(N_("the other workers' ends could not be gathered: {error}"),
                        {"error": str(exc)}), "warning")  # fmt: skip
        return
    rep.finish_extra["others"] = rows
