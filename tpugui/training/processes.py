"""Several processes of one run on this host (``train.processes``), each set up through its
framework's own distributed runtime: the backend's descriptor names the function that gives
rank r of n the environment that runtime reads (torch: what ``torchrun`` sets — MASTER_ADDR,
MASTER_PORT, RANK, WORLD_SIZE, LOCAL_RANK — for ``torch.distributed`` + DistributedDataParallel).

This module is the parent: it starts the n workers (``python -m
tpugui.training.process_worker``), keeps each one's stdout, stderr and exit code in
``RUN/workers/w<rank>/`` (``stdout.log``, ``stderr.log``, ``exit.json``), hands rank 0's events to
the caller as they are written, turns a stop request into the stop file every rank polls, and
ends the run when one worker dies: the others get ``DEAD_GRACE_S`` to notice, then are killed, and
``run_finished`` says which worker ended how, with its last stderr lines. Rank 0 writes
``run_finished`` itself when the run ends well, with every worker's status and a digest of its
final parameters (``workers``: rank, host, status, params_digest); when it cannot, the parent
writes it. One run, many processes: the plots, the history and fetch read it as any other run.
Framework-free.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.events import RunStatus, Sink
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.pipeline import batching
from tpugui.runs import store as runs
from tpugui.training.names import COORDINATOR_ENV, NUM_WORKERS_ENV, STOP_FILE, WORKER_ID_ENV
from tpugui.training.ranks import (
    RANK_ENV,
    WORKERS_DIR,
    WORLD_ENV,
    EventsTail,
    coordinator_port,
    end_stream,
    local_gpus,
)

__all__ = [
    "RANK_ENV",
    "WORKERS_DIR",
    "WORLD_ENV",
    "count",
    "local_gpus",
    "launched",
    "place",
    "pod_hosts",
    "problems",
    "run",
]

#: seconds the other workers get to end on their own once one has died (they may be waiting
#: in a collective for it) before they are killed: a dead worker ends the run within this
#: plus a poll, far inside the 30 s a person waits
DEAD_GRACE_S = 5.0
POLL_S = 0.1
#: stderr lines of a dead worker quoted in ``run_finished.error``
TAIL_LINES = 12

NO_PROCESSES = N_(
    "the {backend} backend trains in one process here; set train.processes to 1 (several "
    "processes: {able})"
)


def count(job: Job, gpus: int | None = None) -> int:
    """How many processes the job's ``train.processes`` asks for here (``auto``: one per local
    GPU, else one)."""
    want = job.train.processes
    if want == "auto":
        return max(local_gpus() if gpus is None else gpus, 1)
    return int(want)


def pod_hosts(env: Any = None) -> int:
    """Hosts of the pod run this process belongs to (1: none; ``TPUGUI_NUM_WORKERS``)."""
    env = os.environ if env is None else env
    try:
        return max(int(env.get(NUM_WORKERS_ENV, "1") or 1), 1)
    except ValueError:
        return 1


def launched(job: Job, env: Any = None) -> bool:
    """Whether the job trains through this module here: several processes on this host, or
    the share of a pod run whose backend sets its runtime up per process (JAX pods join
    through ``jax.distributed`` themselves)."""
    descriptor = backends.get(job.model.backend)
    if not descriptor.processes:
        return False
    return count(job) > 1 or (pod_hosts(env) > 1 and not descriptor.pod_joins)


def problems(job: Job, gpus: int | None = None) -> list[tuple[str, Message]]:
    """What refuses a run of several processes before anything starts: a backend whose
    descriptor has no multi-process runtime, a global batch that does not divide over the
    processes (of every host of a pod run)."""
    n = count(job, gpus)
    hosts = pod_hosts()
    if n <= 1 and hosts <= 1:
        return []
    descriptor = backends.get(job.model.backend)
    if not descriptor.processes and n > 1:
        able = ", ".join(b.name for b in backends.all_backends() if b.processes) or "none"
        return [("train.processes", Message(NO_PROCESSES, {"backend": descriptor.name,
                                                            "able": able}))]  # fmt: skip
    if not descriptor.processes or (n <= 1 and descriptor.pod_joins):
        return []  # a pod of one process per host: JAX's own way
    return [(x.field, x.message) for x in batching.errors(
        batching.check_batch(job.pipeline.batch_size, n * hosts))]  # fmt: skip


def free_port() -> int:
    """A TCP port on the loopback no one listens on (the rendezvous' port)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class _Worker:
    rank: int
    proc: subprocess.Popen[bytes]
    folder: Path
    returncode: int | None = None
    ended_at: float = 0.0


@dataclass
class Place:
    """Where this host's workers sit in the whole run: ``hosts`` hosts (a pod slice's workers,
    ``remote.workers``) of ``per_host`` processes each; global rank = host × per_host + local;
    ``addresses[rank]`` is where that rank listens (rank 0's is the rendezvous)."""

    host: int
    hosts: int
    per_host: int
    addresses: list[str]

    @property
    def world(self) -> int:
        return self.hosts * self.per_host

    def rank(self, local: int) -> int:
        return self.host * self.per_host + local


def place(job: Job, run_dir: Path, n: int, env: Any = None) -> Place:
    """This host's place: alone (ports free on the loopback), or worker i of a pod run started
    by the Remote page (``TPUGUI_WORKER_ID``/``TPUGUI_NUM_WORKERS``, as for JAX), whose hosts are
    ``remote.host`` and ``remote.workers`` (``TPUGUI_COORDINATOR`` = host:port overrides worker
    0's address) and whose ports every host derives from the run id."""
    env = os.environ if env is None else env
    hosts = int(env.get(NUM_WORKERS_ENV, "1") or 1)
    if hosts <= 1:
        return Place(0, 1, n, [f"127.0.0.1:{free_port()}" for _ in range(n)])
    index = int(env.get(WORKER_ID_ENV, "0") or 0)
    names = [job.remote.host or "127.0.0.1", *job.remote.workers][:hosts]
    base = coordinator_port(run_dir) + 1  # beside JAX's coordinator port
    coordinator = (env.get(COORDINATOR_ENV) or "").strip()
    if coordinator:
        name, _, port = coordinator.rpartition(":")
        names[0], base = name or names[0], int(port) if port.isdigit() else base
    addresses = [f"{names[g // n]}:{base + g}" for g in range(hosts * n)]
    return Place(index, hosts, n, addresses)


#: the thread-count settings each framework's CPU kernels read (torch's OpenMP, TensorFlow's
#: intra-op pool): each process of several gets its share of the host's cores, as torchrun
#: does (it sets OMP_NUM_THREADS=1); without it n processes each run a pool as wide as the
#: machine (one round on 2 shared cores: 2.4 steps/s for two torch processes, 33.5 for one). One the person set is
#: kept.
THREAD_ENVS = ("OMP_NUM_THREADS", "TF_NUM_INTRAOP_THREADS")


def thread_share(per_host: int, env: Any = None) -> dict[str, str]:
    """Each of ``per_host`` processes' share of this host's cores, for the settings not set."""
    env = os.environ if env is None else env
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    share = str(max(cores // max(per_host, 1), 1))
    return {name: share for name in THREAD_ENVS if not env.get(name)}


def _start(
    job: Job, run_dir: Path, base_dir: Path | None, where: Place, run_start: float | None = None
) -> list[_Worker]:
    descriptor = backends.get(job.model.backend)
    rank_env = descriptor.hook(descriptor.processes)
    folder = run_dir / WORKERS_DIR
    folder.mkdir(exist_ok=True)
    spec = folder / "spec.json"
    n = where.per_host
    reason = f"train.processes = {job.train.processes}: {n} processes on this host"
    if where.hosts > 1:
        reason += f", {where.hosts} hosts, {where.world} in all"
    spec.write_text(json.dumps({"job": job.to_dict(), "run_dir": str(run_dir),
                                "base_dir": None if base_dir is None else str(base_dir),
                                "reason": reason, "run_start": run_start}),
                    encoding="utf-8")  # fmt: skip
    package_root = str(Path(__file__).resolve().parents[2])
    path = os.pathsep.join(p for p in (package_root, os.environ.get("PYTHONPATH", "")) if p)
    workers = []
    for local in range(n):
        rank = where.rank(local)
        env = {**os.environ, **thread_share(n), "PYTHONPATH": path, "PYTHONUNBUFFERED": "1",
               RANK_ENV: str(rank), WORLD_ENV: str(where.world),
               **rank_env(rank, local, where.world, where.addresses)}  # fmt: skip
        own = folder / f"w{rank}"
        own.mkdir(exist_ok=True)
        with open(own / "stdout.log", "wb") as out, open(own / "stderr.log", "wb") as err:
            proc = subprocess.Popen(
                [sys.executable, "-m", "tpugui.training.process_worker", str(spec)],
                stdin=subprocess.DEVNULL, stdout=out, stderr=err, env=env,
            )  # fmt: skip
        workers.append(_Worker(rank, proc, own))
    (folder / "launch.json").write_text(
        json.dumps({"workers": [{"rank": w.rank, "pid": w.proc.pid} for w in workers],
                    "addresses": where.addresses, "host": where.host, "hosts": where.hosts,
                    "reason": reason}), encoding="utf-8")  # fmt: skip
    return workers


def _kill(workers: list[_Worker]) -> None:
    for w in workers:
        if w.proc.poll() is None:
            with contextlib.suppress(OSError):
                w.proc.send_signal(signal.SIGKILL)


def _supervise(job: Job, workers: list[_Worker], stop_event: Any, stop_path: Path) -> None:
    """Wait for every worker: a stop request becomes the stop file; a dead worker (non-zero
    exit) gives the others ``DEAD_GRACE_S``; a stop they do not honour within the job's
    ``train.stop_grace`` ends them."""
    dead_at = stopped_at = 0.0
    while True:
        try:
            now = time.monotonic()
            for w in workers:
                if w.returncode is None and w.proc.poll() is not None:
                    w.returncode, w.ended_at = w.proc.returncode, now
                    if w.returncode != 0 and not dead_at:
                        dead_at = now
            if all(w.returncode is not None for w in workers):
                return
            if stop_event.is_set() and not stopped_at:
                stop_path.touch()
                stopped_at = now
            if dead_at and now - dead_at > DEAD_GRACE_S:
                _kill(workers)
            if stopped_at and now - stopped_at > job.train.stop_grace + DEAD_GRACE_S:
                _kill(workers)
            time.sleep(POLL_S)
        except KeyboardInterrupt:  # Ctrl-C in a terminal: a stop, as for one process
            stop_event.set()


def _tail_text(path: Path, lines: int = TAIL_LINES) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    kept = [ln for ln in text.splitlines() if ln.strip()]
    return "\n".join(kept[-lines:])


def _how(code: int | None) -> str:
    if code is None:
        return "still running"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


#: what each worker leaves in its folder when its run ends: its status, error, traceback and,
#: for rank 0, every worker's row (``tpugui.training.process_worker``)
RESULT = "result.json"


def _result(w: _Worker) -> dict[str, Any]:
    try:
        found = json.loads((w.folder / RESULT).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def _failure(workers: list[_Worker]) -> tuple[str, str | None]:
    """The worker whose end ended the run: the first to die (one that died without a word —
    killed, out of memory — before one that reports the broken collective it was left in),
    how, and its own account or its last stderr lines."""
    dead = [w for w in workers if w.returncode not in (0, None)]
    if not dead:
        return "the training processes ended without finishing the run", None
    first = min(dead, key=lambda w: (w.ended_at, bool(_result(w).get("error"))))
    said = _result(first)
    if said.get("error"):
        return f"worker {first.rank} failed: {said['error']}", said.get("traceback")
    tail = _tail_text(first.folder / "stderr.log")
    text = f"worker {first.rank} (pid {first.proc.pid}) ended: {_how(first.returncode)}"
    return (text + (f"; its last lines:\n{tail}" if tail else "")), tail or None


def _rows(workers: list[_Worker], host: str, others: list[Any]) -> list[dict[str, Any]]:
    """Every worker: how its run ended (its own word, or "failed" when it died without one),
    how its process ended, and the digest of its final parameters it left; then the workers of
    the other hosts as rank 0 gathered them (``others``)."""
    mine = {w.rank for w in workers}
    rows = []
    for w in workers:
        said = _result(w)
        status = said.get("status") if w.returncode == 0 else "failed"
        rows.append({"rank": w.rank, "host": host, "status": status or "failed",
                     "params_digest": said.get("params_digest"),
                     "steps_per_s": said.get("steps_per_s"),
                     "returncode": w.returncode, "pid": w.proc.pid})  # fmt: skip
    rows += [r for r in others if isinstance(r, dict) and r.get("rank") not in mine]
    return sorted(rows, key=lambda r: int(r.get("rank", 0)))


def run(
    job: Job,
    sink: Sink,
    stop_event: Any,
    run_dir: Path,
    base_dir: Path | None,
    n: int,
    preempted: Any = None,
    run_start: float | None = None,
) -> str:
    """Train ``job`` in ``n`` processes; the final status. ``preempted`` set with the stop (a
    TPU VM's SIGTERM) makes the stopped run ``preempted``: every worker stopped after the same
    step and worker 0 checkpointed it, so it resumes on every worker."""
    events = run_dir / runs.EVENTS
    events.touch()
    tail = EventsTail(events, sink)
    tail.start()
    where = place(job, run_dir, n)
    workers = _start(job, run_dir, base_dir, where, run_start)
    host = socket.gethostname()
    try:
        _supervise(job, workers, stop_event, run_dir / STOP_FILE)
    finally:
        _kill(workers)
        for w in workers:
            w.returncode = w.proc.wait() if w.returncode is None else w.returncode
            (w.folder / "exit.json").write_text(
                json.dumps({"rank": w.rank, "host": host, "pid": w.proc.pid,
                            "returncode": w.returncode}), encoding="utf-8")  # fmt: skip
        tail.done.set()
        tail.join(timeout=30)
    lead = _result(workers[0])
    failed = any(w.returncode != 0 for w in workers) or not lead
    if failed:
        status = RunStatus.FAILED
        error, tb = _failure(workers)
        if not any(w.returncode != 0 for w in workers):
            error, tb = lead.get("error") or error, lead.get("traceback") or tb
    else:
        status = RunStatus.of(lead.get("status"))
        error, tb = lead.get("error"), lead.get("traceback")
        if status == RunStatus.STOPPED and preempted is not None and preempted.is_set():
            status = RunStatus.PREEMPTED
    end_stream(job, sink, run_dir, n, status, error, tb,
                          workers=_rows(workers, host, lead.get("others") or []))  # fmt: skip
    return status
