"""The Remote page: connect to a (Cloud TPU) VM over SSH, probe it, run the job there, follow it.

The page keeps the layout and composes the parts, each its own module:

- :mod:`~tpugui.qt.remote.connection` (:class:`SshConnection`): the SSH connection, its status
  line, the host-key question, and the one remote task at a time every step runs in;
- :mod:`~tpugui.qt.remote.probe` (:class:`RemoteProbe`): what the VM has (the Devices tab, next
  to this computer's) and the job checked against it before a run;
- :mod:`~tpugui.qt.remote.runs` (:class:`RemoteRuns`): start, attach, follow (the Training page
  shows the run), stop and fetch a run; the Run tab;
- :mod:`~tpugui.qt.remote.gcloud` (:class:`TpuVmList`): the zone's TPU VMs;
- :mod:`~tpugui.qt.remote.vm` (:class:`VmActions`): create, start, stop, delete the job's TPU VM
  and what it costs;
- :mod:`~tpugui.qt.remote.install` (:class:`FrameworkInstall`): a framework installed on the VM
  (the Set up tab, :mod:`~tpugui.qt.remote.setup`).

Every network step runs in a :class:`BackgroundTask`; the parts only react to its signals.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt.i18n import tr
from tpugui.qt.page import Page
from tpugui.qt.remote.connection import SshConnection
from tpugui.qt.remote.events import STATUS_TEXT
from tpugui.qt.remote.form import (
    ConnectionForm,
    HostKeyPanel,
    QGridButtons,
    named,
    stop_form,
)
from tpugui.qt.remote.gcloud import TpuVmList
from tpugui.qt.remote.install import FrameworkInstall
from tpugui.qt.remote.inventory import InventoryView
from tpugui.qt.remote.probe import RemoteProbe
from tpugui.qt.remote.runs import RemoteRuns
from tpugui.qt.remote.setup import SetupPanel
from tpugui.qt.remote.view import RunPanel
from tpugui.qt.remote.vm import VmActions
from tpugui.qt.worker import BackgroundTask
from tpugui.remote.ssh import ConnectionStatus

__all__ = ["RemotePage", "STATUS_TEXT"]


class RemotePage(Page):
    title = "Remote"
    object_name = "remotePage"

    def __init__(self, ctx, parent=None):  # noqa: ANN001
        super().__init__(ctx, parent)
        self._build()
        # the parts (the install before the runs: a failed task ends the install first)
        self.connection = SshConnection(ctx, self.form, self.status_label, self.key_panel, self)
        self.vm_probe = RemoteProbe(ctx, self.connection, self.inventory, self.tabs, self)
        self.installer = FrameworkInstall(ctx, self.connection, self.setup, self.tabs, self)
        self.runs = RemoteRuns(ctx, self.connection, self.vm_probe, self.panel, self.tabs, self)
        self.tpus = TpuVmList(ctx, self.connection, self.setup, self.form, self)
        self.vm_actions = VmActions(ctx, self.connection, self.setup.vm_box, self)
        self.training, self.pod = self.runs.training, self.runs.pod
        self.connection.changed.connect(self._update_buttons)
        self.runs.changed.connect(self._update_buttons)
        self.ctx.model.changed.connect(self._job_changed)
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
        lv.addWidget(self.key_panel)
        lv.addStretch(1)
        split.addWidget(left)

        self.tabs = named(QTabWidget(), "remoteTabs", tr("Remote views"))
        self.setup = SetupPanel(self.ctx.model)
        self.tpu_list, self.tpu_button = self.setup.tpu_list, self.setup.tpu_button
        self.inventory = InventoryView()
        self.panel = RunPanel(self.ctx.log)
        self.stop_form = stop_form(self.ctx.model)  # train.stop_grace, shared with local runs
        self.panel.add_stop_form(self.stop_form)
        self.tabs.addTab(self.setup, tr("Set up"))
        self.tabs.addTab(self.panel, tr("Run"))
        self.tabs.addTab(self.inventory, tr("Devices"))
        if self._has_host():
            self.tabs.setCurrentWidget(self.panel)
        split.addWidget(self.tabs)
        split.setStretchFactor(1, 1)
        split.setSizes([380, 700])

    # -- the parts' state, as tests and other pages read it ----------------------------------
    @property
    def status(self) -> ConnectionStatus:
        return self.connection.status

    @property
    def conn(self) -> Any:
        return self.connection.conn

    @property
    def task(self) -> BackgroundTask | None:
        return self.connection.task

    @property
    def pending_key(self) -> Any:
        return self.connection.pending_key

    @property
    def known_hosts(self) -> str | None:
        return self.connection.known_hosts

    @known_hosts.setter
    def known_hosts(self, path: str | None) -> None:
        self.connection.known_hosts = path

    @property
    def ssh_config(self) -> str | None:
        return self.connection.ssh_config

    @ssh_config.setter
    def ssh_config(self, path: str | None) -> None:
        self.connection.ssh_config = path

    @property
    def run(self) -> Any:
        """The RemoteRun being followed."""
        return self.runs.run

    @property
    def fetched(self) -> Path | None:
        return self.runs.fetched

    @property
    def vm_machine(self) -> Any:
        return self.vm_probe.vm_machine

    # -- the parts' actions (the buttons') ---------------------------------------------------
    def connect_host(self) -> None:
        self.connection.connect_host()

    def accept_host_key(self) -> None:
        self.connection.accept_host_key()

    def reject_host_key(self) -> None:
        self.connection.reject_host_key()

    def disconnect(self) -> None:
        self.connection.disconnect()

    def probe(self) -> None:
        self.vm_probe.probe()

    def start_run(self) -> None:
        self.runs.start_run()

    def attach(self, run: str = "") -> None:
        self.runs.attach(run)

    def stop_run(self) -> None:
        self.runs.stop_run()

    def fetch(self) -> None:
        self.runs.fetch()

    def show_plots(self) -> None:
        self.runs.show_plots()

    def list_tpus(self) -> None:
        self.tpus.list_tpus()

    def install_framework(self) -> None:
        self.installer.install_framework()

    def stop_install(self) -> None:
        self.installer.stop_install()

    def _run_task(self, fn, *args: Any, name: str, on_ok) -> BackgroundTask | None:  # noqa: ANN001
        return self.connection.run_task(fn, *args, name=name, on_ok=on_ok)

    # -- job -------------------------------------------------------------------------------
    def busy(self) -> str:
        if self.connection.running:
            return tr(
                "A remote task is running (closing only detaches: a remote run goes on "
                "on the VM; attach to it later)."
            )
        return ""

    def shutdown(self) -> None:
        tasks = [self.connection.task, self.runs.stop_task, *self.runs.tasks]
        for t in tasks:
            if t is not None:
                t.stop()
        for t in tasks:
            if t is not None:
                t.join(30_000)
        self.pod.stop()
        self.pod.join()
        self.connection.close()

    # -- helpers ---------------------------------------------------------------------------
    def _set_status(self, status: ConnectionStatus, message: Any = "") -> None:
        self.connection.set_status(status, message)

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
        running = self.connection.running
        connected = self.connection.conn is not None
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
        self.fetch_button.setEnabled(not running and self.runs.run is not None)
        self.stop_button.setEnabled(self.runs.run is not None)
        self.tpu_button.setEnabled(not running and not self.setup.list_reason())
        self.setup.vm_box.refresh()
        if running:  # one remote task at a time
            for b in self.setup.vm_box.buttons.values():
                b.setEnabled(False)
