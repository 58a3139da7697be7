"""The Remote page: connect to a (Cloud TPU) VM over SSH, probe it, run the job there, follow it.

Every network step runs in a :class:`BackgroundTask`; the page only reacts to its signals. An
unknown host key is shown inline with its SHA256 fingerprint (Accept saves it to known_hosts,
Reject drops it); a changed key is refused with a warning. The passphrase lives in the field
only: it is never written to the job, settings or logs. The Devices tab shows the VM's inventory
next to this computer's (:mod:`remote_inventory`).

The run steps are :mod:`tpugui.runner.steps`, the same as a local run's: ``start_remote``,
``follow``, ``stop``. The followed run's events go to the Training page (``attach_stream``), the
one place a run's plots, progress and log are shown; while that page is busy with a local run a
remote run is neither started nor attached. The Run tab keeps what is remote-specific: a summary
line, each worker of a pod slice kept current (:mod:`remote_pod`) and "Show the plots". Stop
waits the job's ``train.stop_grace`` seconds (shown here by the form builder, shared with local
runs) before the run is killed.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import Page
from tpugui.qt.remote.events import (
    STATUS_COLOURS,
    STATUS_TEXT,
    STOP_TEXT,
    status_message,
    status_text,
)
from tpugui.qt.remote.form import (
    ConnectionForm,
    HostKeyPanel,
    QGridButtons,
    connector,
    named,
    stop_form,
)
from tpugui.qt.remote.inventory import InventoryView
from tpugui.qt.remote.pod import PodMonitor
from tpugui.qt.remote.setup import SetupPanel
from tpugui.qt.remote.view import RunPanel, TrainingLink
from tpugui.qt.worker import BackgroundTask
from tpugui.remote import frameworks
from tpugui.remote.ssh import ConnectionStatus, HostKeyUnknown, RemoteError

if TYPE_CHECKING:
    from tpugui.remote.workers import StopResult

__all__ = ["RemotePage", "STATUS_TEXT"]


class RemotePage(Page):
    title = "Remote"
    object_name = "remotePage"

    def __init__(self, ctx, parent=None):  # noqa: ANN001
        super().__init__(ctx, parent)
        self.known_hosts: str | None = None  # None: ~/.ssh/known_hosts
        self.ssh_config: str | None = None  # None: ~/.ssh/config
        self.status = ConnectionStatus.DISCONNECTED
        self.conn: Any = None
        self.run: Any = None  # the RemoteRun being followed
        self.vm_machine: Any = None  # the probed VM as the pre-flight sees it (None: not probed)
        self._probe_host = ""
        self.run_job: Job | None = None  # the job it was started or attached with
        self._stop_wanted = False  # Stop pressed while the run was still being started
        self.pending_key: Any = None  # HostKeyUnknown waiting for the person
        self.task: BackgroundTask | None = None
        self._stop_task: BackgroundTask | None = None
        self._tasks: list[BackgroundTask] = []
        self.fetched: Path | None = None
        self._installing = False  # the install step's task is the running one
        self._build()
        self.pod = PodMonitor(self.panel)
        self._set_status(ConnectionStatus.DISCONNECTED)
        ctx.inventory_changed.connect(self._local_inventory)
        if ctx.inventory is not None:
            self.inventory.show_local(ctx.inventory)

    # -- layout ----------------------------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)

        left = QWidget()
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 6, 0)
        head = QLabel(
            tr(
                "<h2>Remote</h2><p>Train on a Cloud TPU VM (or any SSH host): the job, the core of "
                "tpugui and the job's local data are copied there; the run keeps going if the "
                "connection drops.</p>"
            )
        )
        head.setWordWrap(True)
        lv.addWidget(head)
        self.form = ConnectionForm(self.ctx.model)
        self.passphrase = self.form.passphrase
        lv.addWidget(self.form)

        buttons = QGridButtons(3)  # three rows: the page needs no scrolling at 1024x700
        self.connect_button = buttons.add(tr("Connect"), "connectButton", self.connect_host)
        self.disconnect_button = buttons.add(tr("Disconnect"), "disconnectButton", self.disconnect)
        self.probe_button = buttons.add(tr("Probe"), "probeButton", self.probe)
        self.start_button = buttons.add(tr("Start remote run"), "startButton", self.start_run)
        self.stop_button = buttons.add(tr("Stop"), "stopButton", self.stop_run)
        self.attach_button = buttons.add(tr("Attach"), "attachButton", self.attach)
        self.fetch_button = buttons.add(tr("Fetch run"), "fetchButton", self.fetch)
        lv.addWidget(buttons)

        self.status_label = named(QLabel(), "connectionStatus", tr("Connection status"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lv.addWidget(self.status_label)

        self.key_panel = HostKeyPanel()
        self.key_text = self.key_panel.text
        self.key_panel.accept.clicked.connect(self.accept_host_key)
        self.key_panel.reject.clicked.connect(self.reject_host_key)
        lv.addWidget(self.key_panel)
        lv.addStretch(1)
        split.addWidget(left)

        self.tabs = named(QTabWidget(), "remoteTabs", tr("Remote views"))
        self.setup = SetupPanel(self.ctx.model)
        self.tpu_list, self.tpu_button = self.setup.tpu_list, self.setup.tpu_button
        self.tpu_list.activated.connect(self._pick_tpu)
        self.tpu_button.clicked.connect(self.list_tpus)
        self.setup.install_button.clicked.connect(lambda *_: self.install_framework())
        self.setup.stop_button.clicked.connect(lambda *_: self.stop_install())
        self.inventory = InventoryView()
        self.panel = RunPanel(self.ctx.log)
        self.stop_form = stop_form(self.ctx.model)  # train.stop_grace, shared with local runs
        self.panel.add_stop_form(self.stop_form)
        self.training = TrainingLink(self.ctx)
        self.panel.show_plots.clicked.connect(self.show_plots)
        self.tabs.addTab(self.setup, tr("Set up"))
        self.tabs.addTab(self.panel, tr("Run"))
        self.tabs.addTab(self.inventory, tr("Devices"))
        if self._has_host():
            self.tabs.setCurrentWidget(self.panel)
        self.ctx.model.changed.connect(self._job_changed)
        split.addWidget(self.tabs)
        split.setStretchFactor(1, 1)
        split.setSizes([380, 700])

    # -- job -------------------------------------------------------------------------------
    def busy(self) -> str:
        if self.task is not None and self.task.is_running():
            return tr(
                "A remote task is running (closing only detaches: a remote run goes on "
                "on the VM; attach to it later)."
            )
        return ""

    def shutdown(self) -> None:
        for t in [self.task, self._stop_task, *self._tasks]:
            if t is not None:
                t.stop()
        for t in [self.task, self._stop_task, *self._tasks]:
            if t is not None:
                t.join(30_000)
        self.pod.stop()
        self.pod.join()
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    # -- helpers ---------------------------------------------------------------------------
    def _set_status(self, status: ConnectionStatus, message: Any = "") -> None:
        self.status = status
        colour = STATUS_COLOURS[status.value]
        shown = status_text(status.value)
        message = status_message(message)
        if not message and status == ConnectionStatus.DISCONNECTED and not self._has_host():
            message = tr("enter the VM's host; the Set up tab has a step-by-step guide")
        text = f"<b style='color:{colour}'>● {shown}</b>"
        if message:
            text += f" — {message.replace('<', '&lt;')}"
        self.status_label.setText(text)
        self.status_label.setAccessibleDescription(f"{shown} {message}")
        self._update_buttons()

    def _has_host(self) -> bool:
        return bool(str(self.ctx.model.value("remote.host") or "").strip())

    def _job_changed(self, keys: frozenset[str]) -> None:
        if keys & {"remote.host", "remote.zone"}:
            if self.status == ConnectionStatus.DISCONNECTED:
                self._set_status(self.status)  # says what to do while there is no host
            else:
                self._update_buttons()

    def _update_buttons(self) -> None:
        """Each button is enabled only when it can work: a host for the SSH steps, a zone (and
        the gcloud CLI) for the list, no other remote task running; the reason is its tooltip."""
        running = self.task is not None and self.task.is_running()
        connected = self.conn is not None
        host = self._has_host()
        need_host = "" if host else tr("Enter the VM's host first (the Host field).")
        for b in (
            self.connect_button,
            self.probe_button,
            self.start_button,
            self.attach_button,
            self.setup.install_button,
        ):
            b.setEnabled(not running and host)
            b.setToolTip(need_host)
        self.disconnect_button.setEnabled(connected and not running)
        self.fetch_button.setEnabled(not running and self.run is not None)
        self.stop_button.setEnabled(self.run is not None)
        self.tpu_button.setEnabled(not running and not self.setup.list_reason())

    def _job(self) -> Job | None:
        try:
            job = self.ctx.model.validated()  # the whole job as edited, saved or not
        except JobError as exc:
            error = core_text.job_error(exc)
            self.ctx.error(tr("The remote settings are invalid: {error}").format(error=error))
            return None
        if not job.remote.host:
            self._set_status(ConnectionStatus.ERROR, tr("enter a host first (remote.host)"))
            return None
        return job

    def _connector(self, job: Job, host: str = ""):  # noqa: ANN202
        """A function that opens a new Connection (called in worker threads)."""
        return connector(
            job, host, self.passphrase.text() or None, self.ssh_config, self.known_hosts
        )

    def _run_task(self, fn, *args: Any, name: str, on_ok) -> BackgroundTask | None:  # noqa: ANN001
        if self.task is not None and self.task.is_running():
            self.ctx.log(
                Message(tr_noop("A remote task is already running; wait for it or stop it")),
                "warning",
            )
            return None
        task = BackgroundTask(fn, *args, name=name, report_errors=False)
        task.event.connect(self._on_task_event)
        task.finished_ok.connect(on_ok)
        task.failed.connect(self._on_failed)
        task.done.connect(self._update_buttons)
        self.task = task
        task.start()
        self._update_buttons()
        return task

    def _on_task_event(self, item: Any) -> None:
        kind = item[0]
        if kind == "status":
            self._set_status(item[1], item[2])
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
            self._update_buttons()
            if self._stop_wanted:
                self.stop_run()
        elif kind == "pod":  # the further workers of a pod slice: (refs, connect_host, python)
            self.pod.watch(*item[1:])
        elif kind == "conn":
            self.conn = item[1]
        elif kind == "install_line":
            self.setup.install_line(item[1])

    def show_plots(self) -> None:
        """Bring the Training page (the run's plots, progress and log) forward."""
        self.ctx.show_page.emit("trainingPage")

    def _busy(self) -> bool:
        """A remote task runs (said in the log): no second one now."""
        if self.task is not None and self.task.is_running():
            self.ctx.log(
                Message(tr_noop("A remote task is already running; wait for it or stop it")),
                "warning",
            )
            return True
        return False

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
        self._update_buttons()
        return True

    def _on_failed(self, exc: BaseException, details: str) -> None:
        text = str(exc) or type(exc).__name__
        if self._installing:
            self._installing = False
            self.setup.install_done(None, text)
        if self.training.close("interrupted"):  # a run was being started or followed
            self.panel.set_summary(tr("No remote run followed: {reason}").format(reason=text))
        if isinstance(exc, HostKeyUnknown):
            self.pending_key = exc  # its host, port, key type and fingerprint go to the panel
            self._show_key_question()
            return
        self._set_status(ConnectionStatus.ERROR, text)
        # a RemoteError says what happened and what to do; anything else is a bug: its traceback
        self.ctx.error(text, "" if isinstance(exc, RemoteError) else details)

    # -- actions ---------------------------------------------------------------------------
    def connect_host(self) -> None:
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)

        def work(sink, stop):  # noqa: ANN001, ANN202
            sink(("status", ConnectionStatus.CONNECTING, ""))
            conn = connect()  # HostKeyUnknown reaches _on_failed as the object
            sink(("conn", conn))
            return conn

        if self.conn is not None:
            self.conn.close()
            self.conn = None
        self._run_task(work, name="remote connect", on_ok=self._connected)

    def _connected(self, conn: Any) -> None:
        self.conn = conn
        self.key_panel.hide()
        self._set_status(ConnectionStatus.CONNECTED, conn.target.label)
        self.ctx.log(Message(tr_noop("Connected to {host}"), dict(host=conn.target.label)))

    def _show_key_question(self) -> None:
        self.key_panel.ask(self.pending_key)
        self._set_status(ConnectionStatus.ERROR, tr("unknown host key: trust it or reject it"))

    def accept_host_key(self) -> None:
        from tpugui.remote import ssh

        exc = self.pending_key
        if exc is None:
            return
        ssh.remember_host_key(exc.known_hosts, exc.hostname, exc.port, exc.key)
        self.ctx.log(
            tr("Saved the host key {fingerprint} of {host} to {path}").format(
                fingerprint=exc.fingerprint, host=exc.hostname, path=exc.known_hosts
            )
        )
        self.pending_key = None
        self.key_panel.hide()
        self.connect_host()

    def reject_host_key(self) -> None:
        self.pending_key = None
        self.key_panel.hide()
        self._set_status(ConnectionStatus.ERROR, tr("host key rejected; not connected"))

    def disconnect(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None
        self._set_status(ConnectionStatus.DISCONNECTED)

    def _ensure(self, connect):  # noqa: ANN001, ANN202
        conn = self.conn
        if conn is None or not conn.alive:
            conn = connect()
        return conn

    def probe(self) -> None:
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)
        local = self.ctx.inventory
        self._probe_host = job.remote.host

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            sink(("status", ConnectionStatus.CONNECTING, tr("probing")))
            conn = self._ensure(connect)
            sink(("conn", conn))
            info = session.probe(conn, job.remote.python, job.remote.remote_dir)
            if local is None:  # the Devices page has not looked yet: a quick look (~0.1 s)
                from tpugui.devices.inventory import detect

                return info, detect()
            return info, local

        self._run_task(work, name="remote probe", on_ok=self._probed)

    def _local_inventory(self, inv: Any) -> None:
        if inv is not None:
            self.inventory.show_local(inv)

    def _probed(self, result: tuple[dict[str, Any], Any]) -> None:
        info, local = result
        self.inventory.show_info(info, local)
        self.vm_machine = _vm_machine(info, self._probe_host)
        self.tabs.setCurrentWidget(self.inventory)
        self._set_status(
            ConnectionStatus.CONNECTED, tr("probed {host}").format(host=info.get("host", ""))
        )

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
        job = self._job()
        if job is None or self._busy() or not self._preflight(job):
            return
        title = tr("Starting {job} on {host}…").format(job=repr(job.name), host=job.remote.host)
        if not self._show_on_training(f"{job.remote.host}: {job.name}", title):
            return
        self.run_job = job
        connect = self._connector(job)
        connect_host = self._host_connector(job)
        job_dir = self._job_dir()

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.runner import steps

            sink(("status", ConnectionStatus.CONNECTING, tr("deploying")))
            conn = self._ensure(connect)
            sink(("conn", conn))
            # worker 0's run is known at once: a pod worker that fails to start leaves it
            # stoppable from the page
            run, refs = steps.start_remote(
                conn, connect_host, job, job_dir, started=lambda r: sink(("run", r))
            )
            sink(("pod", refs, connect_host, job.remote.python))
            return self._follow(sink, stop, connect, conn, run)

        self._run_task(work, name="remote run", on_ok=self._run_ended)

    def _preflight(self, job: Job) -> bool:
        """The job against the VM's probed devices (the check ``tpugui train`` makes there),
        before anything is copied: what the VM cannot run is marked at its field."""
        machine = self.vm_machine
        if machine is None or machine.name != job.remote.host:
            return True  # not probed yet: the VM's own ``tpugui train`` checks it
        from tpugui.job_errors import JobError
        from tpugui.training import preflight

        problems = preflight.errors(job, machine)
        if not problems:
            return True
        exc = JobError.of(problems)
        self.ctx.model.report(exc)
        self._set_status(
            ConnectionStatus.ERROR,
            tr("{host} cannot run this job: {error}").format(
                host=job.remote.host, error=core_text.job_error(exc)
            ),
        )
        return False

    def _host_connector(self, job: Job):  # noqa: ANN202
        """``connect_host(host)`` for the hosts of the job (worker 0 and the pod's workers)."""
        connectors = {h: self._connector(job, h) for h in {job.remote.host, *job.remote.workers}}
        return lambda host: connectors[host]()

    def _job_dir(self) -> Path:
        path = self.ctx.model.path
        return Path(path).resolve().parent if path else Path.cwd()

    def attach(self, run: str = "") -> None:
        job = self._job()
        if job is None or self._busy():
            return
        name = f"{job.remote.host}: {run or tr('newest run')}"
        if not self._show_on_training(name, tr("Attaching…")):
            return
        self.run_job = job
        connect = self._connector(job)
        connect_host = self._host_connector(job)

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session
            from tpugui.remote.workers import pod_workers

            conn = self._ensure(connect)
            sink(("conn", conn))
            run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, run)
            run_id = Path(run_dir).name
            handle = session.RemoteRun(run_id, run_dir, job.remote.python, conn.target.label)
            sink(("run", handle))
            refs = pod_workers(job.remote.workers, run_id, job.remote.remote_dir)
            sink(("pod", refs, connect_host, job.remote.python))
            return self._follow(sink, stop, connect, conn, handle)

        self._run_task(work, name="remote attach", on_ok=self._run_ended)

    def _run_ended(self, finished: dict[str, Any] | None) -> None:
        self.training.close(None if finished else "interrupted")
        run_id = repr(self.run.run_id) if self.run is not None else ""
        if finished is None:
            self.panel.set_summary(
                tr("Run {run}: detached; it goes on on the VM.").format(run=run_id)
            )
            self._set_status(ConnectionStatus.CONNECTED, tr("detached; the run goes on on the VM"))
            return
        status = str(finished.get("status"))
        self.panel.set_summary(
            tr("Run {run}: {status}").format(run=run_id, status=status_text(status))
        )
        self._set_status(
            ConnectionStatus.CONNECTED, tr("run {status}").format(status=status_text(status))
        )
        if status == "failed":
            self.ctx.error(
                tr("The remote run failed: {error}").format(error=finished.get("error") or "")
            )

    def stop_run(self) -> None:
        """Stop the remote run (every worker at once: graceful, then forced after the job's
        ``train.stop_grace``); the follow task sees its run_finished."""
        if self.run is None:
            # still deploying or looking for it: stopped as soon as it is there
            self._stop_wanted = self.task is not None and self.task.is_running()
            return
        self._stop_wanted = False
        job = self.run_job or self.ctx.job  # the hosts the run was started or attached on
        connect_host = self._host_connector(job)
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
            lambda exc, _tb: self.ctx.error(tr("Stopping failed: {error}").format(error=exc))
        )
        self._stop_task = task
        self._tasks.append(task)
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
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)
        run = self.run

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            dest = session.local_run_store() / run.run_id
            with connect() as conn:
                files = session.fetch_run(conn, run.run_dir, dest)
            return dest, len(files)

        def done(result: tuple[Path, int]) -> None:
            self.fetched = result[0]
            self.ctx.log(
                Message(tr_noop("Fetched {n} files to {path}"), dict(n=result[1], path=result[0]))
            )
            self._set_status(self.status, tr("fetched to {path}").format(path=result[0]))

        self._run_task(work, name="remote fetch", on_ok=done)

    def list_tpus(self) -> None:
        """The zone's TPU VMs (``remote.zone``, ``remote.project``) as gcloud lists them."""
        zone = str(self.ctx.model.value("remote.zone") or "").strip()
        project = str(self.ctx.model.value("remote.project") or "").strip()

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import gcloud

            return gcloud.list_tpu_vms(zone, project)

        def done(vms: list[Any]) -> None:
            self.tpu_list.clear()
            for vm in vms:
                self.tpu_list.addItem(f"{vm.name} ({vm.accelerator}, {vm.state})", vm)
            self._set_status(self.status, tr("{n} TPU VMs").format(n=len(vms)))

        self._run_task(work, name="gcloud list", on_ok=done)

    def _pick_tpu(self, index: int) -> None:
        vm = self.tpu_list.itemData(index)
        if vm is not None:
            self.form.set_tpu_vm(vm)

    def install_framework(self) -> None:
        """Install the chosen framework for TPUs on the VM with its Python (``remote.python``):
        pip's output is shown as it comes, then what got installed (or why not)."""
        job = self._job()
        if job is None or self._busy():
            return
        framework = self.setup.chosen_framework()
        connect = self._connector(job)
        python = job.remote.python
        label = frameworks.LABELS[framework]

        def work(sink, stop):  # noqa: ANN001, ANN202
            sink(
                (
                    "status",
                    ConnectionStatus.CONNECTING,
                    tr("installing {framework}").format(framework=label),
                )
            )
            conn = self._ensure(connect)
            sink(("conn", conn))
            return frameworks.install(
                conn, python, framework, on_line=lambda ln: sink(("install_line", ln)), stop=stop
            )

        if self._run_task(work, name="remote install", on_ok=self._installed) is not None:
            self._installing = True
            self.setup.install_started(framework, job.remote.host)
            self.tabs.setCurrentWidget(self.setup)

    def stop_install(self) -> None:
        """Stop the install in progress: the VM's pip loses its session, the panel says the
        install was stopped."""
        if self._installing and self.task is not None and self.task.is_running():
            self.setup.stop_button.setEnabled(False)  # once: the task ends on its own
            self.task.stop()

    def _installed(self, result: frameworks.InstallResult) -> None:
        self._installing = False
        self.setup.install_done(result)
        self._set_status(ConnectionStatus.CONNECTED, result.text())
        self.ctx.log(result.text(), "info" if result.ok else "warning")


def _vm_machine(info: dict[str, Any], host: str) -> Any:
    """The VM probed as ``host`` (remote.host) as the pre-flight sees a machine (None when its
    devices were not read)."""
    from tpugui.devices.inventory import Inventory
    from tpugui.training import preflight

    devices = info.get("devices")
    if not isinstance(devices, dict):
        return None
    try:
        inv = Inventory.from_json(devices)
    except (KeyError, TypeError, ValueError):
        return None
    machine = preflight.Machine.from_inventory(inv, here=False)
    machine.name = host
    return machine
