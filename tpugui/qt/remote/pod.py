"""The worker list of the followed remote run, kept current while it runs.

Worker 0 is the host whose events stream into the plots: its state follows the stream (running,
lost while reconnecting, finished with the run's status). Workers 1..n of a pod slice are polled
by :class:`~tpugui.remote.workers.WorkerPoller` in a :class:`BackgroundTask` (every
``interval`` seconds, over their own SSH connections) until each one has ended; the rows of
:class:`~tpugui.qt.remote.view.RunPanel` are redrawn after every poll.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from tpugui.qt.remote.events import status_message
from tpugui.qt.remote.view import RunPanel
from tpugui.qt.worker import BackgroundTask
from tpugui.remote.ssh import ConnectionStatus
from tpugui.remote.workers import WorkerPoller, WorkerRef, WorkerStatus


def _poll(sink, stop, connect_host, refs, python, interval):  # noqa: ANN001, ANN202
    poller = WorkerPoller(connect_host, refs, python, sink, interval=interval, stop_event=stop)
    return poller.run()


class PodMonitor(QObject):
    def __init__(self, view: RunPanel, interval: float = 5.0):
        super().__init__()
        self.view = view
        self.interval = interval
        self.first = WorkerStatus(0, "")
        self.others: list[WorkerStatus] = []
        self.refs: list[WorkerRef] = []
        self.task: BackgroundTask | None = None
        self._old: list[BackgroundTask] = []

    # -- GUI thread --------------------------------------------------------------------------
    def begin(self, host: str, pid: int | None = None) -> None:
        """A new run is followed on ``host`` (worker 0); forget the previous workers."""
        self.stop()
        self.task = None
        self.first = WorkerStatus(0, host, pid=pid)
        self.others, self.refs = [], []
        self._show()

    def watch(self, refs: list[WorkerRef], connect_host: Callable[[str], Any], python: str) -> None:
        """Poll ``refs`` (workers 1..n) until each has ended."""
        self.refs = list(refs)
        self.others = [WorkerStatus(r.index, r.host) for r in refs]
        self._show()
        if not refs:
            return
        task = BackgroundTask(
            _poll, connect_host, self.refs, python, self.interval, name="remote workers",
            report_errors=False,
        )  # fmt: skip
        task.event.connect(self._polled)
        self.task = task
        self._old.append(task)
        task.start()

    def on_status(self, status: ConnectionStatus, message: Any = "") -> None:
        if self.first.done or not self.first.host:
            return
        if status in (ConnectionStatus.LOST, ConnectionStatus.RECONNECTING):
            self.first.state, self.first.message = "lost", status_message(message)
        elif status == ConnectionStatus.RUNNING:
            self.first.state, self.first.message = "running", ""
        else:
            return
        self._show()

    def on_event(self, ev: dict[str, Any]) -> None:
        if not self.first.host:
            return
        kind = ev.get("type")
        self.first.last_seq = int(ev.get("seq") or self.first.last_seq)
        if kind == "run_finished":
            cause = ev.get("cause")
            self.first.state = "interrupted" if cause == "interrupted" else str(ev.get("status"))
            self.first.message = ""
            self._show()
        elif self.first.state != "running":
            self.first.state = "running"
            self._show()

    def statuses(self) -> list[WorkerStatus]:
        return ([self.first] if self.first.host else []) + list(self.others)

    def _polled(self, statuses: list[WorkerStatus]) -> None:
        if self.sender() is not self.task:
            return  # a poll of a run no longer shown
        self.others = list(statuses)
        self._show()

    def _show(self) -> None:
        self.view.set_workers(self.statuses())

    def stop(self) -> None:
        for t in self._old:
            t.stop()

    def join(self, timeout_ms: int = 30_000) -> None:
        for t in self._old:
            t.join(timeout_ms)
        self._old = [t for t in self._old if t.is_running()]
