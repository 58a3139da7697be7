"""Where a JAX run's processes meet: one process, or one per pod worker (``jax.distributed``).

A pod run is started by the Remote page (``tpugui.runner.steps.start_remote``): worker i runs
``tpugui train`` in its own run folder (``<run_id>.w<i>``) with ``TPUGUI_WORKER_ID=i`` and
``TPUGUI_NUM_WORKERS=n`` in its environment. With n > 1 every worker calls
``jax.distributed.initialize`` before anything else touches JAX:

* on a TPU VM (a TPU chip seen on the PCI bus) with no arguments: JAX finds the slice's
  coordinator, process count and id from the TPU metadata, as on any Cloud TPU pod slice;
* elsewhere (CPU, GPU hosts) with ``coordinator_address`` = ``TPUGUI_COORDINATOR`` when set,
  else worker 0's host (``remote.host``) and a port derived from the run id (every worker
  derives the same one), ``num_processes`` = n, ``process_id`` = i; CPU processes all-reduce
  through gloo (``jax_cpu_collectives_implementation``).

Only worker 0 writes the run's progress events; the others write their start and end (so the
Remote page's worker poller sees each one finish). jax is imported inside the functions.
"""

from __future__ import annotations

import os
import signal
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.job import Job
from tpugui.training import ranks
from tpugui.training.names import COORDINATOR_ENV as ENV_COORDINATOR
from tpugui.training.names import NUM_WORKERS_ENV as ENV_COUNT
from tpugui.training.names import WORKER_ID_ENV as ENV_ID
from tpugui.training.ranks import RANK_ENV, WORLD_ENV, coordinator_port, local_gpus

#: seconds without a worker's heartbeat before JAX's coordination service gives up on it and
#: ends every other worker (JAX's default, 100 s, left a pod waiting that long for a dead
#: worker); the supervisor then names the worker (tpugui.remote.vmside)
HEARTBEAT_S = 10
#: events a worker other than 0 writes (its progress is worker 0's)
QUIET_TYPES = ("run_started", "run_finished", "log", "checkpoint")


@dataclass
class Cluster:
    process_id: int = 0
    processes: int = 1
    coordinator: str = ""
    auto: bool = False  # TPU metadata found the coordinator

    @property
    def multi(self) -> bool:
        return self.processes > 1

    @property
    def is_writer(self) -> bool:
        return self.process_id == 0


def rank_env(rank: int, local: int, world: int, addresses: list[str]) -> dict[str, str]:
    """Rank ``rank`` of ``world`` processes of one run (``train.processes``; its place is in
    TPUGUI_RANK/TPUGUI_WORLD_SIZE, which :func:`from_env` reads first): ``jax.distributed``'s
    coordinator is rank 0's address; on a GPU host each process sees its own GPU (the
    descriptor's ``processes``)."""
    env = {ENV_COORDINATOR: addresses[0]}
    if local_gpus() > 0:
        env["CUDA_VISIBLE_DEVICES"] = str(local)
    return env


def from_env(job: Job, run_dir: Path) -> Cluster:
    """This process's place: rank r of a run of several processes (TPUGUI_RANK/WORLD_SIZE,
    set by :mod:`tpugui.training.processes` with the coordinator), else worker i of a pod run
    of one process per host (TPUGUI_WORKER_ID/NUM_WORKERS), else alone."""
    if os.environ.get(RANK_ENV) and os.environ.get(WORLD_ENV):
        n, i = int(os.environ[WORLD_ENV]), int(os.environ[RANK_ENV])
    else:
        n = int(os.environ.get(ENV_COUNT, "1") or 1)
        i = int(os.environ.get(ENV_ID, "0") or 0)
    if n <= 1:
        return Cluster()
    address = os.environ.get(ENV_COORDINATOR, "").strip()
    if not address:
        host = job.remote.host or "127.0.0.1"
        address = f"{host}:{coordinator_port(run_dir)}"
    return Cluster(process_id=i, processes=n, coordinator=address)


def _tpu_here() -> bool:
    try:
        from tpugui.devices import tpu

        return bool(tpu.is_available())
    except Exception:  # noqa: BLE001 - no TPU is the answer
        return False


def start(cluster: Cluster) -> Cluster:
    """Join the other processes (blocks until all n have arrived)."""
    if not cluster.multi:
        return cluster
    import jax

    if _tpu_here():
        jax.distributed.initialize(heartbeat_timeout_seconds=HEARTBEAT_S)
        cluster.auto = True
    else:
        jax.config.update("jax_cpu_collectives_implementation", "gloo")
        jax.distributed.initialize(
            coordinator_address=cluster.coordinator,
            num_processes=cluster.processes,
            process_id=cluster.process_id,
            initialization_timeout=120,
            heartbeat_timeout_seconds=HEARTBEAT_S,
        )
    cluster.process_id = int(jax.process_index())
    cluster.processes = int(jax.process_count())
    return cluster


def gather_rows(rep: Any, cluster: Cluster) -> None:
    """Every process's row for process 0's ``run_finished.workers`` (:func:`ranks.gather_rows`),
    through the key-value store of JAX's coordination service."""
    from jax._src import distributed

    client = distributed.global_state.client
    if client is not None:
        ranks.gather_rows(rep, cluster.process_id, cluster.processes, client.key_value_set,
                          client.blocking_key_value_get)  # fmt: skip


def leave(cluster: Cluster) -> None:
    """Leave the run together (``jax.distributed.shutdown`` waits for every process): process
    0 hosts the coordination service, and one that ended first would abort the others'
    agents ("the JAX distributed service detected fatal errors")."""
    if not cluster.multi:
        return
    import jax

    try:
        jax.distributed.shutdown()
    except Exception:  # noqa: BLE001 - a process already gone: the parent judges the run
        pass


class PeerDied(RuntimeError):
    """A collective failed because other workers are gone (their heartbeat stopped)."""

    def __init__(self, workers: list[int]):
        self.workers = workers
        names = ", ".join(str(w) for w in workers)
        super().__init__(
            f"worker {names} stopped answering (it died, or its VM was preempted); this worker "
            f"ended too: see worker {names}'s stderr.log"
        )


def dead_peers(cluster: Cluster) -> list[int]:
    """The workers JAX's coordination service no longer sees alive (asked after a collective
    failed; the answer comes once their heartbeat is overdue, ``HEARTBEAT_S`` at most)."""
    try:
        from jax._src import distributed

        client = distributed.global_state.client
        if client is None:
            return []
        live = client.get_live_nodes(list(range(cluster.processes)))
    except Exception:  # noqa: BLE001 - the service is gone too: nothing to name
        return []
    return [i for i in range(cluster.processes) if i not in live]


def peer_stopped() -> None:
    """Another worker's stop reached this one first (through the all-reduced flag). The pod's
    Stop signals every worker, so this worker's own SIGINT is on its way: it is the same stop,
    not a second Ctrl-C that means "quit at once" (SIGTERM still ends the process)."""
    if threading.current_thread() is not threading.main_thread():
        return
    try:
        signal.signal(signal.SIGINT, lambda signum, frame: None)
    except (ValueError, OSError):
        pass


class QuietEmitter:
    """The emitter of a worker other than 0: only its start, end, logs and checkpoints."""

    def __init__(self, inner: Any):
        self.inner = inner

    @property
    def seq(self) -> int:
        return self.inner.seq

    def emit(self, type_: str, **fields: Any) -> dict[str, Any]:
        if type_ in QUIET_TYPES:
            return self.inner.emit(type_, **fields)
        return {"type": type_, **fields}

    def log(self, message: Any, level: str = "info") -> dict[str, Any]:
        return self.inner.log(message, level)
