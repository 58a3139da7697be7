"""The Remote page: connect to a (Cloud TPU) VM over SSH, probe it, run the job there, follow it.

Every network step runs in a :class:`BackgroundTask`; the page only reacts to its signals. An
unknown host key is shown inline with its SHA256 fingerprint (Accept saves it to known_hosts,
Reject drops it); a changed key is refused with a warning. The passphrase lives in the field
only: it is never written to the job, settings or logs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import Job, JobError
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import Page
from tpugui.qt.remote_view import InventoryView, RunView
from tpugui.qt.worker import BackgroundTask
from tpugui.remote.ssh import ConnectionStatus

STATUS_COLOURS = {
    ConnectionStatus.DISCONNECTED: "#666",
    ConnectionStatus.CONNECTING: "#a60",
    ConnectionStatus.CONNECTED: "#070",
    ConnectionStatus.RUNNING: "#06c",
    ConnectionStatus.LOST: "#c00",
    ConnectionStatus.RECONNECTING: "#a60",
    ConnectionStatus.ERROR: "#c00",
}


def _named(w: QWidget, name: str, spoken: str) -> QWidget:
    w.setObjectName(name)
    w.setAccessibleName(spoken)
    return w


#: connection states and run ends as shown (the enum values stay English in logs and the CLI)
STATUS_TEXT = {
    "disconnected": tr_noop("disconnected"),
    "connecting": tr_noop("connecting"),
    "connected": tr_noop("connected"),
    "running": tr_noop("running"),
    "lost": tr_noop("lost"),
    "reconnecting": tr_noop("reconnecting"),
    "error": tr_noop("error"),
    "completed": tr_noop("completed"),
    "stopped": tr_noop("stopped"),
    "failed": tr_noop("failed"),
}


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
        self.pending_key: Any = None  # HostKeyUnknown waiting for the person
        self.task: BackgroundTask | None = None
        self._stop_task: BackgroundTask | None = None
        self._tasks: list[BackgroundTask] = []
        self.fetched: Path | None = None
        self._train_sink: Any = None
        self._build()
        self._set_status(ConnectionStatus.DISCONNECTED)

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
        box = QGroupBox(tr("Connection"))
        form = QFormLayout(box)
        self.host = _named(QLineEdit(), "host", tr("Host"))
        self.host.setPlaceholderText(tr("hostname, IP or ~/.ssh/config alias"))
        self.port = _named(QSpinBox(), "port", tr("Port"))
        self.port.setRange(1, 65535)
        self.user = _named(QLineEdit(), "user", tr("User"))
        self.user.setPlaceholderText(tr("(from ssh config or your login name)"))
        self.identity_file = _named(QLineEdit(), "identity_file", tr("Identity file"))
        self.identity_file.setPlaceholderText(tr("(ssh-agent / ssh config)"))
        browse = _named(QPushButton(tr("…")), "identityBrowseButton", tr("Choose identity file"))
        browse.setFixedWidth(32)
        browse.clicked.connect(self._browse_identity)
        row = QHBoxLayout()
        row.addWidget(self.identity_file)
        row.addWidget(browse)
        self.passphrase = _named(QLineEdit(), "passphrase", tr("Key passphrase (never saved)"))
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(tr("only for an encrypted key; never saved"))
        self.remote_dir = _named(QLineEdit(), "remote_dir", tr("Folder on the VM"))
        self.python = _named(QLineEdit(), "python", tr("Python on the VM"))
        self.connect_timeout = _named(QDoubleSpinBox(), "connect_timeout", tr("Connect timeout"))
        self.connect_timeout.setRange(0.5, 600)
        self.connect_timeout.setSuffix(tr(" s"))
        self.workers = _named(QLineEdit(), "workers", tr("Further worker hosts of a pod slice"))
        self.workers.setPlaceholderText(tr("pod slice: worker 1, worker 2, … (comma-separated)"))
        form.addRow(tr("Host"), self.host)
        form.addRow(tr("Port"), self.port)
        form.addRow(tr("User"), self.user)
        form.addRow(tr("Identity file"), row)
        form.addRow(tr("Passphrase"), self.passphrase)
        form.addRow(tr("Folder on VM"), self.remote_dir)
        form.addRow(tr("Python on VM"), self.python)
        form.addRow(tr("Timeout"), self.connect_timeout)
        form.addRow(tr("Workers"), self.workers)
        for w in (self.host, self.user, self.identity_file, self.remote_dir, self.python):
            w.textEdited.connect(lambda *_: self.ctx.job_edited.emit())
        lv.addWidget(box)

        self.tpu_row = QWidget()
        tpu_lay = QHBoxLayout(self.tpu_row)
        tpu_lay.setContentsMargins(0, 0, 0, 0)
        self.tpu_list = _named(QComboBox(), "tpuVms", tr("TPU VMs of the gcloud project"))
        self.tpu_list.setPlaceholderText(tr("TPU VMs (gcloud)"))
        self.tpu_list.activated.connect(self._pick_tpu)
        self.tpu_button = _named(
            QPushButton(tr("List TPU VMs")), "tpuListButton", tr("List TPU VMs")
        )
        self.tpu_button.clicked.connect(self.list_tpus)
        tpu_lay.addWidget(self.tpu_list, 1)
        tpu_lay.addWidget(self.tpu_button)
        from tpugui.remote import gcloud

        lv.addWidget(self.tpu_row)  # first: setVisible(True) on a parentless row flashes a window
        self.tpu_row.setVisible(gcloud.available())

        buttons = QGridButtons()
        self.connect_button = buttons.add(tr("Connect"), "connectButton", self.connect_host)
        self.disconnect_button = buttons.add(tr("Disconnect"), "disconnectButton", self.disconnect)
        self.probe_button = buttons.add(tr("Probe"), "probeButton", self.probe)
        self.start_button = buttons.add(tr("Start remote run"), "startButton", self.start_run)
        self.stop_button = buttons.add(tr("Stop"), "stopButton", self.stop_run)
        self.attach_button = buttons.add(tr("Attach"), "attachButton", self.attach)
        self.fetch_button = buttons.add(tr("Fetch run"), "fetchButton", self.fetch)
        lv.addWidget(buttons)

        self.status_label = _named(QLabel(), "connectionStatus", tr("Connection status"))
        self.status_label.setWordWrap(True)
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lv.addWidget(self.status_label)

        self.key_panel = _named(QFrame(), "hostKeyPanel", tr("Unknown host key"))
        self.key_panel.setFrameShape(QFrame.Shape.StyledPanel)
        self.key_panel.setStyleSheet(
            f"#hostKeyPanel {{ background: {theme.colors()['note_bg']}; }}"  # light or dark
        )
        kp = QVBoxLayout(self.key_panel)
        self.key_text = _named(QLabel(), "hostKeyText", tr("Host key fingerprint"))
        self.key_text.setWordWrap(True)
        self.key_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        kp.addWidget(self.key_text)
        kb = QHBoxLayout()
        self.accept_key = _named(
            QPushButton(tr("Trust and save")), "acceptHostKeyButton", tr("Trust this host key")
        )
        self.reject_key = _named(
            QPushButton(tr("Reject")), "rejectHostKeyButton", tr("Reject host key")
        )
        self.accept_key.clicked.connect(self.accept_host_key)
        self.reject_key.clicked.connect(self.reject_host_key)
        kb.addStretch(1)
        kb.addWidget(self.reject_key)
        kb.addWidget(self.accept_key)
        kp.addLayout(kb)
        self.key_panel.hide()
        lv.addWidget(self.key_panel)
        lv.addStretch(1)
        split.addWidget(left)

        self.tabs = _named(QTabWidget(), "remoteTabs", tr("Remote views"))
        self.inventory = InventoryView()
        self.view = RunView()
        self.tabs.addTab(self.view, tr("Run"))
        self.tabs.addTab(self.inventory, tr("Devices"))
        split.addWidget(self.tabs)
        split.setStretchFactor(1, 1)
        split.setSizes([380, 700])

    # -- job -------------------------------------------------------------------------------
    def load_job(self, job: Job) -> None:
        r = job.remote
        self.host.setText(r.host)
        self.port.setValue(r.port)
        self.user.setText(r.user)
        self.identity_file.setText(r.identity_file)
        self.remote_dir.setText(r.remote_dir)
        self.python.setText(r.python)
        self.connect_timeout.setValue(r.connect_timeout)
        self.workers.setText(", ".join(r.workers))

    def apply_to_job(self, job: Job) -> Job:
        data = job.to_dict()
        data["remote"].update(
            host=self.host.text().strip(),
            port=self.port.value(),
            user=self.user.text().strip(),
            identity_file=self.identity_file.text().strip(),
            remote_dir=self.remote_dir.text().strip() or "~/.tpugui",
            python=self.python.text().strip() or "python3",
            connect_timeout=self.connect_timeout.value(),
            workers=[w.strip() for w in self.workers.text().split(",") if w.strip()],
        )
        return Job.from_dict(data)

    def busy(self) -> str:
        if self.task is not None and self.task.is_running():
            return (
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
        self.view.stop()
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    # -- helpers ---------------------------------------------------------------------------
    def _set_status(self, status: ConnectionStatus, message: str = "") -> None:
        self.status = status
        colour = STATUS_COLOURS[status]
        shown = tr(STATUS_TEXT.get(status.value, status.value))
        text = f"<b style='color:{colour}'>● {shown}</b>"
        if message:
            text += f" — {message.replace('<', '&lt;')}"
        self.status_label.setText(text)
        self.status_label.setAccessibleDescription(f"{shown} {message}")
        self._update_buttons()

    def _update_buttons(self) -> None:
        running = self.task is not None and self.task.is_running()
        connected = self.conn is not None
        self.connect_button.setEnabled(not running)
        self.disconnect_button.setEnabled(connected and not running)
        self.probe_button.setEnabled(not running)
        self.start_button.setEnabled(not running)
        self.attach_button.setEnabled(not running)
        self.fetch_button.setEnabled(not running and self.run is not None)
        self.stop_button.setEnabled(self.run is not None)

    def _job(self) -> Job | None:
        try:
            job = self.apply_to_job(self.ctx.job)
        except Exception as exc:  # noqa: BLE001 - JobError names the field
            error = core_text.job_error(exc) if isinstance(exc, JobError) else exc
            self.ctx.error(tr("The remote settings are invalid: {error}").format(error=error))
            return None
        if not job.remote.host:
            self._set_status(ConnectionStatus.ERROR, "enter a host first (remote.host)")
            return None
        return job

    def _target(self, job: Job, host: str = ""):  # noqa: ANN202
        from tpugui.remote import ssh

        r = job.remote
        return ssh.resolve(
            host or r.host,
            r.port,
            r.user,
            r.identity_file,
            connect_timeout=r.connect_timeout,
            ssh_config=self.ssh_config,
            known_hosts=self.known_hosts,
        )

    def _connector(self, job: Job, host: str = ""):  # noqa: ANN202
        """A function that opens a new Connection (called in worker threads)."""
        from tpugui.remote import ssh

        passphrase = self.passphrase.text() or None
        target_holder: list[Any] = []

        def connect():  # noqa: ANN202
            if not target_holder:
                target_holder.append(self._target(job, host))
            return ssh.connect(target_holder[0], passphrase=passphrase)

        return connect

    def _run_task(self, fn, *args: Any, name: str, on_ok) -> BackgroundTask | None:  # noqa: ANN001
        if self.task is not None and self.task.is_running():
            self.ctx.log(tr("A remote task is already running; wait for it or stop it"), "warning")
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
        elif kind == "event":
            self.view.on_event(item[1])
            self._forward(item[1])
        elif kind == "run":
            self.run = item[1]
            self._update_buttons()
        elif kind == "workers":
            self.view.set_workers(item[1])
        elif kind == "conn":
            self.conn = item[1]

    def _forward(self, ev: dict[str, Any]) -> None:
        """Feed the Training page's plots (the same events as a local run)."""
        if self._train_sink is not None:
            self._train_sink(ev)

    def _open_training_stream(self, name: str) -> None:
        """Show the followed run on the Training page too, when it offers ``attach_stream``."""
        self._train_sink = None
        page = self.ctx.page("trainingPage")
        attach = getattr(page, "attach_stream", None)
        if callable(attach):
            try:
                self._train_sink = attach(name, stop=self.stop_run)
            except RuntimeError as exc:  # a local run is going there: our own view still shows it
                self.ctx.log(
                    tr("The Training page cannot show the remote run: {error}").format(error=exc),
                    "warning",
                )

    def _close_training_stream(self, status: str | None = None) -> None:
        page = self.ctx.page("trainingPage")
        if self._train_sink is not None and hasattr(page, "end_stream"):
            page.end_stream(status)
        self._train_sink = None

    def _on_failed(self, message: str, details: str) -> None:
        if message.startswith("HostKeyUnknown"):
            self._show_key_question()
            return
        text = message.split(": ", 1)[1] if ": " in message else message
        self._close_training_stream("interrupted")
        self._set_status(ConnectionStatus.ERROR, text)
        self.ctx.error(text, details if not message.startswith(("Remote", "Auth", "Unre")) else "")

    # -- actions ---------------------------------------------------------------------------
    def connect_host(self) -> None:
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import ssh

            sink(("status", ConnectionStatus.CONNECTING, ""))
            try:
                conn = connect()
            except ssh.HostKeyUnknown as exc:
                self.pending_key = exc
                raise
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
        self.ctx.log(tr("Connected to {host}").format(host=conn.target.label))

    def _show_key_question(self) -> None:
        exc = self.pending_key
        self.key_text.setText(
            tr("<b>Unknown host key</b> for {host}").format(host=f"{exc.hostname}:{exc.port}")
            + f"<br>{exc.key_type} <tt>{exc.fingerprint}</tt><br>"
            + tr("Trust it only if this fingerprint matches the VM's real key.")
        )
        self.key_panel.show()
        self._set_status(ConnectionStatus.ERROR, "unknown host key: trust it or reject it")

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
        self._set_status(ConnectionStatus.ERROR, "host key rejected; not connected")

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

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            sink(("status", ConnectionStatus.CONNECTING, "probing"))
            conn = self._ensure(connect)
            sink(("conn", conn))
            return session.probe(conn, job.remote.python, job.remote.remote_dir)

        self._run_task(work, name="remote probe", on_ok=self._probed)

    def _probed(self, info: dict[str, Any]) -> None:
        self.inventory.show_info(info, self.ctx.inventory)
        self.tabs.setCurrentWidget(self.inventory)
        self._set_status(
            ConnectionStatus.CONNECTED, tr("probed {host}").format(host=info.get("host", ""))
        )

    def _follow(self, sink, stop, connect, conn, run_dir: str, python: str):  # noqa: ANN001, ANN202
        from tpugui.remote.stream import Follower

        follower = Follower(
            connect,
            run_dir,
            python,
            lambda ev: sink(("event", ev)),
            conn=conn,
            stop_event=stop,
            on_status=lambda s, m: sink(("status", s, m)),
        )
        try:
            return follower.run()
        finally:
            sink(("conn", follower.conn))

    def start_run(self) -> None:
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)
        worker_connect = {h: self._connector(job, h) for h in job.remote.workers}
        job_dir = self._job_dir()
        self.view.reset(
            tr("Starting {job} on {host}…").format(job=repr(job.name), host=job.remote.host)
        )
        self._open_training_stream(f"{job.remote.host}: {job.name}")
        self.tabs.setCurrentWidget(self.view)

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            sink(("status", ConnectionStatus.CONNECTING, "deploying"))
            conn = self._ensure(connect)
            sink(("conn", conn))
            run = session.start_train(conn, job, job_dir)
            sink(("run", run))
            rows = [f"worker 0: {conn.target.label} — pid {run.pid} (streams the plots)"]
            workers = session.start_workers(lambda h: worker_connect[h](), job, job_dir, run.run_id)
            rows += [f"worker {i}: {w.host} — pid {w.pid}" for i, w in enumerate(workers, 1)]
            run.workers = [{"host": w.host, "run_dir": w.run_dir} for w in workers]
            sink(("workers", rows))
            return self._follow(sink, stop, connect, conn, run.run_dir, job.remote.python)

        self._run_task(work, name="remote run", on_ok=self._run_ended)

    def _job_dir(self) -> Path:
        win = self.window()
        path = getattr(win, "job_path", None)
        return Path(path).resolve().parent if path else Path.cwd()

    def attach(self, run: str = "") -> None:
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)
        self.view.reset(tr("Attaching…"))
        self._open_training_stream(f"{job.remote.host}: {run or tr('newest run')}")
        self.tabs.setCurrentWidget(self.view)

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            conn = self._ensure(connect)
            sink(("conn", conn))
            run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, run)
            sink(("run", session.RemoteRun(Path(run_dir).name, run_dir, job.remote.python)))
            return self._follow(sink, stop, connect, conn, run_dir, job.remote.python)

        self._run_task(work, name="remote attach", on_ok=self._run_ended)

    def _run_ended(self, finished: dict[str, Any] | None) -> None:
        self._close_training_stream(None if finished else "interrupted")
        if finished is None:
            self._set_status(ConnectionStatus.CONNECTED, tr("detached; the run goes on on the VM"))
            return
        status = finished.get("status")
        self.view.summary.setText(
            tr("Run {run}: {status}").format(run=repr(self.run.run_id), status=tr(str(status)))
        )
        self._set_status(
            ConnectionStatus.CONNECTED, tr("run {status}").format(status=tr(str(status)))
        )
        if status == "failed":
            self.ctx.error(
                tr("The remote run failed: {error}").format(error=finished.get("error") or "")
            )

    def stop_run(self) -> None:
        """Stop the remote run (graceful, then forced); the follow task sees run_finished."""
        if self.run is None:
            return
        job = self._job()
        if job is None:
            return
        connect = self._connector(job)
        run = self.run

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            with connect() as conn:
                return session.stop_run(conn, run.run_dir, run.python, grace=20)

        task = BackgroundTask(work, name="remote stop", report_errors=False)
        task.finished_ok.connect(lambda r: self.ctx.log(f"Remote stop: {r.replace('_', ' ')}"))
        task.failed.connect(
            lambda m, d: self.ctx.error(tr("Stopping failed: {error}").format(error=m))
        )
        self._stop_task = task
        self._tasks.append(task)
        task.start()

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
            self.ctx.log(tr("Fetched {n} files to {path}").format(n=result[1], path=result[0]))
            self._set_status(self.status, tr("fetched to {path}").format(path=result[0]))

        self._run_task(work, name="remote fetch", on_ok=done)

    def list_tpus(self) -> None:
        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import gcloud

            return gcloud.list_tpu_vms()

        def done(vms: list[Any]) -> None:
            self.tpu_list.clear()
            for vm in vms:
                self.tpu_list.addItem(f"{vm.name} ({vm.accelerator}, {vm.state})", vm)
            self._set_status(self.status, tr("{n} TPU VMs").format(n=len(vms)))

        self._run_task(work, name="gcloud list", on_ok=done)

    def _pick_tpu(self, index: int) -> None:
        from tpugui.remote import gcloud

        vm = self.tpu_list.itemData(index)
        if vm is None:
            return
        self.host.setText(vm.host)
        self.workers.setText(", ".join(vm.workers))
        if gcloud.gcloud_key().exists():
            self.identity_file.setText(str(gcloud.gcloud_key()))
        self.ctx.job_edited.emit()

    def _browse_identity(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Choose the private key"), str(Path.home() / ".ssh")
        )
        if path:
            self.identity_file.setText(path)
            self.ctx.job_edited.emit()


class QGridButtons(QWidget):
    """The action buttons, two a row."""

    def __init__(self) -> None:
        super().__init__()
        from PySide6.QtWidgets import QGridLayout

        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.n = 0

    def add(self, text: str, name: str, slot) -> QPushButton:  # noqa: ANN001
        b = _named(QPushButton(text), name, text)
        b.clicked.connect(lambda *_: slot())
        self.grid.addWidget(b, self.n // 2, self.n % 2)
        self.n += 1
        return b
