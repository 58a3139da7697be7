"""The Remote page's runs: start the job on the VM or attach to a run there, follow it, stop it,
fetch it.

The run steps are :mod:`tpugui.runner.steps`, the same as a local run's: ``start_remote``,
``follow``, ``stop``. The followed run's events go to the Training page (``attach_stream``, by
:class:`~tpugui.qt.remote.view.TrainingLink`), the one place a run's plots, progress and log are
shown; while that page is busy with a local run a remote run is neither started nor attached.
The Run tab (:class:`~tpugui.qt.remote.view.RunPanel`) keeps what is remote-specific: a summary
line, each worker of a pod slice kept current (:mod:`remote_pod`) and "Show the plots". Stop
waits the job's ``train.stop_grace`` seconds before the run is killed.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QTabWidget

from tpugui.i18n_marks import Message
from tpugui.job import Job
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import AppContext
from tpugui.qt.remote.connection import SshConnection
from tpugui.qt.remote.events import STOP_TEXT, status_text
from tpugui.qt.remote.pod import PodMonitor
from tpugui.qt.remote.probe import RemoteProbe
from tpugui.qt.remote.view import RunPanel, TrainingLink
from tpugui.qt.worker import BackgroundTask, error_text
from tpugui.remote.ssh import ConnectionStatus

if TYPE_CHECKING:
    from tpugui.remote.workers import StopResult

__all__ = ["RemoteRuns"]


class RemoteRuns(QObject):
    """The remote run being started, followed, stopped or fetched (one at a time)."""

    #: the run (there or gone) changed: Stop and Fetch follow
    changed = Signal()

    def __init__(
        self,
        ctx: AppContext,
        connection: SshConnection,
        probe: RemoteProbe,
        panel: RunPanel,
        tabs: QTabWidget,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.ctx, self.connection, self.probe = ctx, connection, probe
        self.panel, self.tabs = panel, tabs
        self.run: Any = None  # the RemoteRun being followed
        self.run_job: Job | None = None  # the job it was started or attached with
        self._stop_wanted = False  # Stop pressed while the run was still being started
        self.stop_task: BackgroundTask | None = None
        self.tasks: list[BackgroundTask] = []  # the stops, joined at shutdown
        self.fetched: Path | None = None
        self.training = TrainingLink(ctx)
        self.pod = PodMonitor(panel)
        panel.show_plots.clicked.connect(self.show_plots)
        connection.item.connect(self._on_item)
        connection.task_failed.connect(self._task_failed)

    def show_plots(self) -> None:
        """Bring the Training page (the run's plots, progress and log) forward."""
        self.ctx.show_page.emit("trainingPage")

    # -- what the task sends -----------------------------------------------------------------
    def _on_item(self, item: Any) -> None:
        kind = item[0]
        if kind == "status":
            self.pod.on_status(item[1], item[2])
        elif kind == "event":
            self.pod.on_event(item[1])
            self.training.forward(item[1])
        elif kind == "run":
            self.run = item[1]
            self.pod.begin(self.run.host, self.run.pid)
            self.panel.set_summary(
                tr("Run {run} on {host}: following it.").format(
                    run=repr(self.run.run_id), host=self.run.host
                )
            )
            self.changed.emit()
            if self._stop_wanted:
                self.stop_run()
        elif kind == "resumed":  # a Spot VM made again: the run goes on in a new folder there
            self.run = item[1]
            self.training.close(None)
            job = self.run_job
            name = f"{self.run.host}: {job.name if job is not None else self.run.run_id}"
            self.training.open(name, self.stop_run)
            self.pod.begin(self.run.host, self.run.pid)
            self.panel.set_summary(
                tr("Run {run} on {host}: resumed after the VM was preempted.").format(
                    run=repr(self.run.run_id), host=self.run.host
                )
            )
            self.changed.emit()
        elif kind == "pod":  # the further workers of a pod slice: (refs, connect_host, python)
            self.pod.watch(*item[1:])
        elif kind == "note":
            self.ctx.log(item[1], "warning")

    def _task_failed(self, exc: BaseException, text: str) -> None:
        open_ = self.training.sink is not None
        if self.run is None and self.training.abandon(text):  # never started: no run left
            self.panel.set_summary(tr("No remote run started: {reason}").format(reason=text))
        elif self.training.close("interrupted") or open_:  # a run was being started or followed
            self.panel.set_summary(tr("No remote run followed: {reason}").format(reason=text))

    def _show_on_training(self, name: str, title: str) -> bool:
        """Open the Training page's stream for the run; False (and said) when that page cannot
        show it now (a local run there): the run is then neither started nor attached."""
        reason = self.training.open(name, self.stop_run)
        if reason:
            self.panel.set_summary(tr("No remote run followed: {reason}").format(reason=reason))
            said = tr("The remote run was not started or attached: {reason}")
            self.ctx.error(said.format(reason=reason))
            return False
        self.run, self._stop_wanted = None, False  # Stop and Fetch: the new run, once there
        self.panel.reset(title)
        self.tabs.setCurrentWidget(self.panel)
        self.changed.emit()
        return True

    # -- start, attach, follow ---------------------------------------------------------------
    def _follow(self, sink, stop, connect, conn, run):  # noqa: ANN001, ANN202
        """Follow ``run`` until its end (returned) or ``stop`` (None); in the worker thread."""
        from tpugui.runner import steps

        follower: list[Any] = []
        try:
            return steps.follow(
                run,
                lambda ev: sink(("event", ev)),
                connect=connect,
                conn=conn,
                stop_event=stop,
                on_status=lambda s, m: sink(("status", s, m)),
                follower=follower,
            )
        finally:
            if follower:
                sink(("conn", follower[0].conn))

    def start_run(self) -> None:
        connection = self.connection
        job = connection.job()
        if job is None or connection.busy() or not self.probe.preflight(job):
            return
        title = tr("Starting {job} on {host}…").format(job=repr(job.name), host=job.remote.host)
        if not self._show_on_training(f"{job.remote.host}: {job.name}", title):
            return
        self.run_job = job
        connect = connection.connector(job)
        connect_host = connection.host_connector(job)
        job_dir = self._job_dir()

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.runner import steps

            if job.remote.on_preempt == "resume" and job.remote.vm_name:
                return self._resuming(sink, stop, job, job_dir)
            sink(("status", ConnectionStatus.CONNECTING, tr("deploying")))
            conn = connection.ensure(connect)
            sink(("conn", conn))
            # worker 0's run is known at once: a pod worker that fails to start leaves it
            # stoppable from the page
            run, refs = steps.start_remote(
                conn, connect_host, job, job_dir, started=lambda r: sink(("run", r))
            )
            sink(("pod", refs, connect_host, job.remote.python))
            for note in run.notes:  # what the start noted (a gs:// path the VM could not check)
                sink(("note", note))
            return self._follow(sink, stop, connect, conn, run)

        connection.run_task(work, name="remote run", on_ok=self._run_ended)

    def _resuming(self, sink, stop, job: Job, job_dir: Path):  # noqa: ANN001, ANN202
        """``remote.on_preempt = "resume"``: checkpoints copied off the VM as they are written,
        a preempted VM made again and the run resumed there (:mod:`tpugui.runner.spot`); in
        the worker thread. Each resumed attempt is a new run folder, shown anew."""
        from tpugui.remote.session import local_run_store, new_run_id
        from tpugui.runner import spot

        sink(("status", ConnectionStatus.CONNECTING, tr("deploying")))
        attempts: list[Any] = []

        def started(run: Any) -> None:
            attempts.append(run)
            sink(("run", run) if len(attempts) == 1 else ("resumed", run))

        def connect_for(j: Job) -> Any:  # a VM made again has a new host key: gcloud made it
            return self.connection.connector(j, accept_new=bool(attempts[1:] or j != job))()

        dest = local_run_store() / f"{new_run_id(job)}-checkpoints"
        outcome = spot.train(
            job, job_dir, connect_for, lambda ev: sink(("event", ev)), dest,
            note=lambda m: sink(("note", m)), stop_event=stop, on_started=started,
        )  # fmt: skip
        return outcome.finished

    def _job_dir(self) -> Path:
        path = self.ctx.model.path
        return Path(path).resolve().parent if path else Path.cwd()

    def attach(self, run: str = "") -> None:
        connection = self.connection
        job = connection.job()
        if job is None or connection.busy():
            return
        name = f"{job.remote.host}: {run or tr('newest run')}"
        if not self._show_on_training(name, tr("Attaching…")):
            return
        self.run_job = job
        connect = connection.connector(job)
        connect_host = connection.host_connector(job)

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session
            from tpugui.remote.workers import pod_workers

            conn = connection.ensure(connect)
            sink(("conn", conn))
            run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, run)
            run_id = Path(run_dir).name
            handle = session.RemoteRun(run_id, run_dir, job.remote.python, conn.target.label)
            sink(("run", handle))
            refs = pod_workers(job.remote.workers, run_id, job.remote.remote_dir)
            sink(("pod", refs, connect_host, job.remote.python))
            return self._follow(sink, stop, connect, conn, handle)

        connection.run_task(work, name="remote attach", on_ok=self._run_ended)

    def _run_ended(self, finished: dict[str, Any] | None) -> None:
        self.training.close(None if finished else "interrupted")
        run_id = repr(self.run.run_id) if self.run is not None else ""
        set_status = self.connection.set_status
        if finished is None:
            self.panel.set_summary(
                tr("Run {run}: detached; it goes on on the VM.").format(run=run_id)
            )
            set_status(ConnectionStatus.CONNECTED, tr("detached; the run goes on on the VM"))
            return
        status = str(finished.get("status"))
        self.panel.set_summary(
            tr("Run {run}: {status}").format(run=run_id, status=status_text(status))
        )
        set_status(
            ConnectionStatus.CONNECTED, tr("run {status}").format(status=status_text(status))
        )
        if status == "failed":
            self.ctx.error(
                tr("The remote run failed: {error}").format(error=finished.get("error") or "")
            )

    # -- stop, fetch -----------------------------------------------------------------------
    def stop_run(self) -> None:
        """Stop the remote run (every worker at once: graceful, then forced after the job's
        ``train.stop_grace``); the follow task sees its run_finished."""
        if self.run is None:
            # still deploying or looking for it: stopped as soon as it is there
            self._stop_wanted = self.connection.running
            return
        self._stop_wanted = False
        job = self.run_job or self.ctx.job  # the hosts the run was started or attached on
        connect_host = self.connection.host_connector(job)
        run = dataclasses.replace(self.run, host=job.remote.host)  # worker 0: the job's host
        refs = list(self.pod.refs)
        grace = self.ctx.job.train.stop_grace

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.runner import steps

            results = steps.stop(run, grace, connect_host=connect_host, workers=refs)
            results[0].raise_error()  # worker 0 not stopped: its own exception
            return results

        task = BackgroundTask(work, name="remote stop", report_errors=False)
        task.finished_ok.connect(self._stopped)
        task.failed.connect(
            lambda exc, _tb: self.ctx.error(
                tr("Stopping failed: {error}").format(error=error_text(exc))
            )
        )
        self.stop_task = task
        self.tasks.append(task)
        task.start()

    def _stopped(self, results: dict[int, StopResult]) -> None:
        for index, result in sorted(results.items()):
            if not result.ok:
                shown = tr("error: {error}").format(error=result.error)
            else:
                shown = (
                    tr(STOP_TEXT[result.result]) if result.result in STOP_TEXT else result.result
                )
            if len(results) == 1:
                self.ctx.log(Message(tr_noop("Remote stop: {result}"), dict(result=shown)))
            else:
                self.ctx.log(
                    tr("Remote stop, worker {index}: {result}").format(index=index, result=shown)
                )

    def fetch(self) -> None:
        if self.run is None:
            return
        connection = self.connection
        job = connection.job()
        if job is None:
            return
        connect = connection.connector(job)
        connect_host = connection.host_connector(job)
        run = self.run

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            dest = session.local_run_store() / run.run_id
            with connect() as conn:
                files = session.fetch_run(conn, run.run_dir, dest)
            # a pod run: every worker's events and logs come too (dest/workers/w<i>)
            more = session.fetch_workers(connect_host, job, run.run_id, dest)
            return dest, len(files) + sum(len(f) for f in more.values() if isinstance(f, list))

        def done(result: tuple[Path, int]) -> None:
            self.fetched = result[0]
            self.ctx.log(
                Message(tr_noop("Fetched {n} files to {path}"), dict(n=result[1], path=result[0]))
            )
            connection.set_status(connection.status, tr("fetched to {path}").format(path=result[0]))

        connection.run_task(work, name="remote fetch", on_ok=done)
