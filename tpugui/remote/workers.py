"""The workers of a pod slice: where each one's run lives and what state it is in.

Worker 0 is the host the run is followed on (its events stream into the plots); workers
1..n run the same job in ``<run_id>.w<i>`` on the hosts of ``job.remote.workers``.
:class:`WorkerPoller` asks each of those workers for its ``run_state`` every few seconds (off
the GUI thread; one SSH connection per host, reopened when lost) and reports a
:class:`WorkerStatus` for each: ``starting``, ``running``, ``completed`` / ``stopped`` /
``failed`` (finished, with the run's status), ``interrupted`` (the process ended without a
``run_finished``), ``missing`` (no run folder there) or ``lost`` (the host does not answer).
Qt-free.
"""

from __future__ import annotations

import posixpath
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from tpugui.events import FINISH_STATUSES
from tpugui.remote.session import run_state, stop_run
from tpugui.remote.ssh import Connection, RemoteError

__all__ = [
    "FINISHED",
    "TERMINAL",
    "StopResult",
    "WorkerRef",
    "WorkerStatus",
    "WorkerPoller",
    "classify",
    "pod_workers",
    "stop_workers",
]

#: states that are a run's end status
FINISHED = FINISH_STATUSES
#: states after which a worker is not polled again
TERMINAL = frozenset({*FINISHED, "interrupted", "missing"})

ConnectHost = Callable[[str], Connection]


@dataclass
class WorkerRef:
    """Where worker ``index`` of a pod slice runs: its host and run folder."""

    index: int
    host: str
    run_dir: str = ""  # absolute; "" -> BASE/runs/RUN_ID, resolved on the worker
    run_id: str = ""
    base: str = "~/.tpugui"


@dataclass
class WorkerStatus:
    index: int
    host: str
    state: str = "starting"
    pid: int | None = None
    last_seq: int = 0
    message: str = ""

    @property
    def done(self) -> bool:
        return self.state in TERMINAL

    def text(self) -> str:
        """One English line for the CLI and the logs."""
        head = f"worker {self.index} ({self.host}): "
        if self.state in FINISHED:
            head += f"finished ({self.state})"
        else:
            head += self.state
        if self.state == "running" and self.last_seq:
            head += f", seq {self.last_seq}"
        return head + (f": {self.message}" if self.message else "")


def classify(state: dict[str, Any]) -> str:
    """A ``run_state`` answer as a worker state."""
    finished = state.get("finished")
    if finished:
        return "interrupted" if state.get("cause") == "interrupted" else str(finished)
    if state.get("alive"):
        return "running"
    if not state.get("pid"):
        return "missing"  # no launch.json: the run never started there
    return "interrupted"


def pod_workers(
    hosts: list[str], run_id: str, base: str, run_dirs: list[str] | None = None
) -> list[WorkerRef]:
    """Workers 1..n of a pod slice run ``run_id`` (the folders ``start_workers`` made)."""
    return [
        WorkerRef(
            i,
            host,
            run_dir=(run_dirs[i - 1] if run_dirs else ""),
            run_id=f"{run_id}.w{i}",
            base=base,
        )
        for i, host in enumerate(hosts, start=1)
    ]


def _resolve(conn: Connection, ref: WorkerRef) -> str:
    if not ref.run_dir:
        ref.run_dir = posixpath.join(conn.expand(ref.base), "runs", ref.run_id)
    return ref.run_dir


class WorkerPoller:
    """Polls the state of each worker; ``on_update(statuses)`` after every round.

    ``run()`` ends when every worker is in a terminal state or ``stop_event`` is set.
    """

    def __init__(
        self,
        connect_host: ConnectHost,
        workers: list[WorkerRef],
        python: str,
        on_update: Callable[[list[WorkerStatus]], None] | None = None,
        *,
        interval: float = 5.0,
        stop_event: threading.Event | None = None,
    ):
        self.connect_host = connect_host
        self.workers = list(workers)
        self.python = python
        self.on_update = on_update
        self.interval = interval
        self.stop_event = stop_event or threading.Event()
        self.statuses = [WorkerStatus(w.index, w.host) for w in self.workers]
        self._conns: dict[str, Connection] = {}
        self._lock = threading.Lock()

    def _conn(self, host: str) -> Connection:
        conn = self._conns.get(host)
        if conn is None or not conn.alive:
            if conn is not None:
                conn.close()
            conn = self.connect_host(host)
            with self._lock:
                self._conns[host] = conn
        return conn

    def _drop(self, host: str) -> None:
        with self._lock:
            conn = self._conns.pop(host, None)
        if conn is not None:
            conn.close()

    def _poll_host(self, host: str, items: list[tuple[WorkerRef, WorkerStatus]]) -> None:
        for ref, st in items:
            if st.done or self.stop_event.is_set():
                continue
            try:
                conn = self._conn(host)
                state = run_state(conn, _resolve(conn, ref), self.python)
            except (RemoteError, OSError, EOFError) as exc:
                st.state, st.message = "lost", str(exc)
                self._drop(host)
                continue
            except Exception as exc:  # noqa: BLE001 - paramiko's SSHException and kin
                st.state, st.message = "lost", f"{type(exc).__name__}: {exc}"
                self._drop(host)
                continue
            st.state = classify(state)
            st.pid = state.get("pid")
            st.last_seq = int(state.get("last_seq") or 0)
            st.message = "no run folder there" if st.state == "missing" else ""

    def poll_once(self) -> list[WorkerStatus]:
        """One round over every worker not yet done (hosts in parallel); copies of the states."""
        by_host: dict[str, list[tuple[WorkerRef, WorkerStatus]]] = {}
        for ref, st in zip(self.workers, self.statuses, strict=True):
            by_host.setdefault(ref.host, []).append((ref, st))
        if len(by_host) == 1:
            host, items = next(iter(by_host.items()))
            self._poll_host(host, items)
        elif by_host:
            with ThreadPoolExecutor(max_workers=min(8, len(by_host))) as pool:
                list(pool.map(lambda kv: self._poll_host(*kv), by_host.items()))
        return [replace(s) for s in self.statuses]

    @property
    def all_done(self) -> bool:
        return all(s.done for s in self.statuses)

    def run(self) -> list[WorkerStatus]:
        try:
            while not self.stop_event.is_set():
                statuses = self.poll_once()
                if self.on_update is not None and not self.stop_event.is_set():
                    self.on_update(statuses)
                if self.all_done:
                    break
                self.stop_event.wait(self.interval)
        finally:
            self.close()
        return [replace(s) for s in self.statuses]

    def close(self) -> None:
        for host in list(self._conns):
            self._drop(host)


@dataclass(frozen=True)
class StopResult:
    """What stopping one worker's run did: ``result`` (``stopped`` | ``killed`` |
    ``not_running``) when it worked, else ``error``, the exception that stopped it."""

    index: int
    host: str
    result: str = ""
    error: Exception | None = None

    @property
    def ok(self) -> bool:
        return self.error is None

    def text(self) -> str:
        """One English word or line for the CLI: ``not running``, ``error: <message>``."""
        return self.result.replace("_", " ") if self.ok else f"error: {self.error}"

    def raise_error(self) -> None:
        """Raise the error as a :class:`RemoteError` (itself when it is one; else chained)."""
        if isinstance(self.error, RemoteError):
            raise self.error
        if self.error is not None:
            raise RemoteError(str(self.error)) from self.error


def stop_workers(
    connect_host: ConnectHost, workers: list[WorkerRef], python: str, grace: float
) -> dict[int, StopResult]:
    """Stop every worker's run at once (graceful, then forced after ``grace`` s).

    ``{index: StopResult}``; an unreachable worker's result carries its exception.
    """

    def one(ref: WorkerRef) -> tuple[int, StopResult]:
        try:
            with connect_host(ref.host) as conn:
                result = stop_run(conn, _resolve(conn, ref), python, grace)
        except Exception as exc:  # noqa: BLE001 - one unreachable worker must not hide the rest
            return ref.index, StopResult(ref.index, ref.host, error=exc)
        return ref.index, StopResult(ref.index, ref.host, result)

    if not workers:
        return {}
    with ThreadPoolExecutor(max_workers=min(8, len(workers))) as pool:
        return dict(pool.map(one, workers))
