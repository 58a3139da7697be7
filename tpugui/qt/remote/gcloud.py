"""The Remote page's gcloud step: list the zone's TPU VMs (``remote.zone``, ``remote.project``)
in the Set up tab; picking one fills the connection form with its host."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject

from tpugui.qt.i18n import tr
from tpugui.qt.page import AppContext
from tpugui.qt.remote.connection import SshConnection
from tpugui.qt.remote.form import ConnectionForm
from tpugui.qt.remote.setup import SetupPanel

__all__ = ["TpuVmList"]


class TpuVmList(QObject):
    """The Set up tab's TPU VM list, filled by gcloud in a remote task."""

    def __init__(
        self,
        ctx: AppContext,
        connection: SshConnection,
        setup: SetupPanel,
        form: ConnectionForm,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.ctx, self.connection, self.form = ctx, connection, form
        self.tpu_list, self.tpu_button = setup.tpu_list, setup.tpu_button
        self.tpu_list.activated.connect(self._pick_tpu)
        self.tpu_button.clicked.connect(self.list_tpus)

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
            status = self.connection.status
            self.connection.set_status(status, tr("{n} TPU VMs").format(n=len(vms)))

        self.connection.run_task(work, name="gcloud list", on_ok=done)

    def _pick_tpu(self, index: int) -> None:
        vm = self.tpu_list.itemData(index)
        if vm is not None:
            self.form.set_tpu_vm(vm)
