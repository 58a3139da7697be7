"""The Remote page's probe: what the VM has (its Python, frameworks, devices) next to this
computer (the Devices tab, :mod:`tpugui.qt.remote.inventory`), and the job checked against the
VM's probed devices before a run is started there (the check ``tpugui train`` makes on the VM)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QTabWidget

from tpugui.job import Job
from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.page import AppContext
from tpugui.qt.remote.connection import SshConnection
from tpugui.qt.remote.inventory import InventoryView
from tpugui.remote.ssh import ConnectionStatus

__all__ = ["RemoteProbe"]


class RemoteProbe(QObject):
    """Probe the VM (a remote task) and show it in ``inventory``; the pre-flight of a run."""

    def __init__(
        self,
        ctx: AppContext,
        connection: SshConnection,
        inventory: InventoryView,
        tabs: QTabWidget,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.ctx, self.connection, self.inventory, self.tabs = ctx, connection, inventory, tabs
        self.vm_machine: Any = None  # the probed VM as the pre-flight sees it (None: not probed)
        self._probe_host = ""
        ctx.inventory_changed.connect(self._local_inventory)
        if ctx.inventory is not None:
            inventory.show_local(ctx.inventory)

    def probe(self) -> None:
        connection = self.connection
        job = connection.job()
        if job is None:
            return
        connect = connection.connector(job)
        local = self.ctx.inventory
        self._probe_host = job.remote.host

        def work(sink, stop):  # noqa: ANN001, ANN202
            from tpugui.remote import session

            sink(("status", ConnectionStatus.CONNECTING, tr("probing")))
            conn = connection.ensure(connect)
            sink(("conn", conn))
            info = session.probe(conn, job.remote.python, job.remote.remote_dir)
            sink(("vm_watch", session.watch_state(conn, job)))  # the VM's idle stop, if any
            if local is None:  # the Devices page has not looked yet: a quick look (~0.1 s)
                from tpugui.devices.inventory import detect

                return info, detect()
            return info, local

        connection.run_task(work, name="remote probe", on_ok=self._probed)

    def _local_inventory(self, inv: Any) -> None:
        if inv is not None:
            self.inventory.show_local(inv)

    def _probed(self, result: tuple[dict[str, Any], Any]) -> None:
        info, local = result
        self.inventory.show_info(info, local)
        self.vm_machine = _vm_machine(info, self._probe_host)
        self.tabs.setCurrentWidget(self.inventory)
        self.connection.set_status(
            ConnectionStatus.CONNECTED, tr("probed {host}").format(host=info.get("host", ""))
        )

    def preflight(self, job: Job) -> bool:
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
        self.connection.set_status(
            ConnectionStatus.ERROR,
            tr("{host} cannot run this job: {error}").format(
                host=job.remote.host, error=core_text.job_error(exc)
            ),
        )
        return False


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
