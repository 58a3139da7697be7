"""The Remote page's install step: the chosen framework for TPUs installed on the VM with its
Python (``remote.python``), as a remote task; pip's output goes to the Set up tab
(:class:`~tpugui.qt.remote.setup.SetupPanel`) as it comes, then what got installed (or why not).
Stop ends the install: the VM's pip loses its session."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QTabWidget

from tpugui.qt.i18n import tr
from tpugui.qt.page import AppContext
from tpugui.qt.remote.connection import SshConnection
from tpugui.qt.remote.setup import SetupPanel
from tpugui.remote import frameworks
from tpugui.remote.ssh import ConnectionStatus

__all__ = ["FrameworkInstall"]


class FrameworkInstall(QObject):
    """Install, stop, and show the install's end in ``setup``."""

    def __init__(
        self,
        ctx: AppContext,
        connection: SshConnection,
        setup: SetupPanel,
        tabs: QTabWidget,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.ctx, self.connection, self.setup, self.tabs = ctx, connection, setup, tabs
        self.installing = False  # the install step's task is the running one
        setup.install_button.clicked.connect(lambda *_: self.install_framework())
        setup.stop_button.clicked.connect(lambda *_: self.stop_install())
        connection.item.connect(self._on_item)
        connection.task_failed.connect(self._task_failed)

    def install_framework(self) -> None:
        """Install the chosen framework for TPUs on the VM with its Python (``remote.python``):
        pip's output is shown as it comes, then what got installed (or why not)."""
        connection = self.connection
        job = connection.job()
        if job is None or connection.busy():
            return
        framework = self.setup.chosen_framework()
        connect = connection.connector(job)
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
            conn = connection.ensure(connect)
            sink(("conn", conn))
            return frameworks.install(
                conn,
                python,
                framework,
                on_line=lambda ln: sink(("install_line", ln)),
                stop=stop,
                complete=True,  # what a run imports beside the framework comes with it
            )

        if connection.run_task(work, name="remote install", on_ok=self._installed) is not None:
            self.installing = True
            self.setup.install_started(framework, job.remote.host)
            self.tabs.setCurrentWidget(self.setup)

    def stop_install(self) -> None:
        """Stop the install in progress: the VM's pip loses its session, the panel says the
        install was stopped."""
        task = self.connection.task
        if self.installing and task is not None and task.is_running():
            self.setup.stop_button.setEnabled(False)  # once: the task ends on its own
            task.stop()

    def _on_item(self, item: Any) -> None:
        if item[0] == "install_line":
            self.setup.install_line(item[1])

    def _task_failed(self, exc: BaseException, text: str) -> None:
        if self.installing:
            self.installing = False
            self.setup.install_done(None, text)

    def _installed(self, result: frameworks.InstallResult) -> None:
        self.installing = False
        self.setup.install_done(result)
        self.connection.set_status(ConnectionStatus.CONNECTED, result.text())
        self.ctx.log(result.text(), "info" if result.ok else "warning")
