"""The Remote page's SSH side: the connection and its status line, the host-key question, and
the one remote task at a time that every step (connect, probe, run, fetch, gcloud, install) runs
in.

:class:`SshConnection` opens the connection in a :class:`BackgroundTask` (the GUI thread never
waits for the network). An unknown host key reaches it as the :class:`HostKeyUnknown` object and
is shown inline with its SHA256 fingerprint (Accept saves it to known_hosts, Reject drops it); a
changed key is refused with a warning. The passphrase lives in the field only: it is never
written to the job, settings or logs. A task sends items to the GUI thread: ``("status", s, m)``
and ``("conn", c)`` are this part's; every item then goes out through :attr:`SshConnection.item`
to the part that handles its kind.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QLabel

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import AppContext
from tpugui.qt.remote.events import STATUS_COLOURS, status_message, status_text
from tpugui.qt.remote.form import ConnectionForm, HostKeyPanel, connector
from tpugui.qt.worker import BackgroundTask, error_text
from tpugui.remote.gcloud_errors import GcloudError
from tpugui.remote.ssh import ConnectionStatus, HostKeyUnknown, RemoteError

__all__ = ["SshConnection"]


class SshConnection(QObject):
    """The connection, its status (shown in ``status_label``) and the remote task slot."""

    #: the status, the connection or the running task changed (the page's buttons follow)
    changed = Signal()
    #: an item a task sent (after this part took its own: the status, the connection)
    item = Signal(object)
    #: a task failed: the exception and its text (before the status line says so)
    task_failed = Signal(object, str)

    def __init__(
        self,
        ctx: AppContext,
        form: ConnectionForm,
        status_label: QLabel,
        key_panel: HostKeyPanel,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.ctx = ctx
        self.passphrase = form.passphrase
        self.status_label = status_label
        self.key_panel = key_panel
        self.known_hosts: str | None = None  # None: ~/.ssh/known_hosts
        self.ssh_config: str | None = None  # None: ~/.ssh/config
        self.status = ConnectionStatus.DISCONNECTED
        self.conn: Any = None
        self.pending_key: Any = None  # HostKeyUnknown waiting for the person
        self.task: BackgroundTask | None = None
        key_panel.accept.clicked.connect(self.accept_host_key)
        key_panel.reject.clicked.connect(self.reject_host_key)

    # -- status ----------------------------------------------------------------------------
    def set_status(self, status: ConnectionStatus, message: Any = "") -> None:
        self.status = status
        colour = STATUS_COLOURS[status.value]
        shown = status_text(status.value)
        message = status_message(message)
        if not message and status == ConnectionStatus.DISCONNECTED and not self.has_host():
            message = tr("enter the VM's host; the Set up tab has a step-by-step guide")
        text = f"<b style='color:{colour}'>● {shown}</b>"
        if message:
            text += f" — {message.replace('<', '&lt;')}"
        self.status_label.setText(text)
        self.status_label.setAccessibleDescription(f"{shown} {message}")
        self.changed.emit()

    def has_host(self) -> bool:
        return bool(str(self.ctx.model.value("remote.host") or "").strip())

    # -- the job and the connectors ----------------------------------------------------------
    def job(self) -> Job | None:
        """The whole job as edited (saved or not) for an SSH step; None (and said) when it is
        invalid or has no host."""
        try:
            job = self.ctx.model.validated()
        except JobError as exc:
            error = core_text.job_error(exc)
            self.ctx.error(tr("The remote settings are invalid: {error}").format(error=error))
            return None
        if not job.remote.host:
            self.set_status(ConnectionStatus.ERROR, tr("enter a host first (remote.host)"))
            return None
        return job

    def connector(self, job: Job, host: str = "", accept_new: bool = False):  # noqa: ANN201
        """A function that opens a new Connection (called in worker threads)."""
        return connector(
            job, host, self.passphrase.text() or None, self.ssh_config, self.known_hosts,
            accept_new,
        )  # fmt: skip

    def host_connector(self, job: Job):  # noqa: ANN201
        """``connect_host(host)`` for the hosts of the job (worker 0 and the pod's workers)."""
        connectors = {h: self.connector(job, h) for h in {job.remote.host, *job.remote.workers}}
        return lambda host: connectors[host]()

    def ensure(self, connect):  # noqa: ANN001, ANN201
        """The open connection, or a new one (in the worker thread)."""
        conn = self.conn
        if conn is None or not conn.alive:
            conn = connect()
        return conn

    # -- the remote task -------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.task is not None and self.task.is_running()

    def busy(self) -> bool:
        """A remote task runs (said in the log): no second one now."""
        if self.running:
            self.ctx.log(
                Message(tr_noop("A remote task is already running; wait for it or stop it")),
                "warning",
            )
            return True
        return False

    def run_task(self, fn, *args: Any, name: str, on_ok) -> BackgroundTask | None:  # noqa: ANN001
        if self.running:
            self.ctx.log(
                Message(tr_noop("A remote task is already running; wait for it or stop it")),
                "warning",
            )
            return None
        task = BackgroundTask(fn, *args, name=name, report_errors=False)
        task.event.connect(self._on_task_event)
        task.finished_ok.connect(on_ok)
        task.failed.connect(self._on_failed)
        task.done.connect(self.changed)
        self.task = task
        task.start()
        self.changed.emit()
        return task

    def _on_task_event(self, item: Any) -> None:
        kind = item[0]
        if kind == "status":
            self.set_status(item[1], item[2])
        elif kind == "conn":
            self.conn = item[1]
        self.item.emit(item)

    def _on_failed(self, exc: BaseException, details: str) -> None:
        if isinstance(exc, JobError):  # the VM refused the job (its data are not there): no bug
            self.ctx.model.report(exc)  # marked at its fields, in the current language
            text = core_text.job_error(exc)
            self.task_failed.emit(exc, text)
            self.set_status(ConnectionStatus.ERROR, text)
            self.ctx.error(tr("The VM refused the job: {error}").format(error=text))
            return
        # a RemoteError's (gcloud's too) plain words in this language; a bug as Kind: message
        text = error_text(exc) if isinstance(exc, RemoteError) else str(exc) or type(exc).__name__
        self.task_failed.emit(exc, text)
        if isinstance(exc, HostKeyUnknown):
            self.pending_key = exc  # its host, port, key type and fingerprint go to the panel
            self._show_key_question()
            return
        if isinstance(exc, GcloudError):  # gcloud's own text in the details
            self.set_status(ConnectionStatus.ERROR, text)
            self.ctx.error(text, exc.raw)
            return
        self.set_status(ConnectionStatus.ERROR, text)
        # a RemoteError says what happened and what to do; anything else is a bug: its traceback
        self.ctx.error(text, "" if isinstance(exc, RemoteError) else details)

    # -- connect, the host key, disconnect ---------------------------------------------------
    def connect_host(self) -> None:
        job = self.job()
        if job is None:
            return
        connect = self.connector(job)

        def work(sink, stop):  # noqa: ANN001, ANN202
            sink(("status", ConnectionStatus.CONNECTING, ""))
            conn = connect()  # HostKeyUnknown reaches _on_failed as the object
            sink(("conn", conn))
            return conn

        self.close()
        self.run_task(work, name="remote connect", on_ok=self._connected)

    def _connected(self, conn: Any) -> None:
        self.conn = conn
        self.key_panel.hide()
        self.set_status(ConnectionStatus.CONNECTED, conn.target.label)
        self.ctx.log(Message(tr_noop("Connected to {host}"), dict(host=conn.target.label)))

    def _show_key_question(self) -> None:
        self.key_panel.ask(self.pending_key)
        self.set_status(ConnectionStatus.ERROR, tr("unknown host key: trust it or reject it"))

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
        self.set_status(ConnectionStatus.ERROR, tr("host key rejected; not connected"))

    def disconnect(self) -> None:
        self.close()
        self.set_status(ConnectionStatus.DISCONNECTED)

    def close(self) -> None:
        """Close the connection (no status change)."""
        if self.conn is not None:
            self.conn.close()
            self.conn = None
