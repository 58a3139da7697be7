"""The left side of the Remote page: the connection form, the action buttons, the host-key panel.

The form's fields are the job's ``[remote]`` keys, made from the schema by the form builder
(objectNames ``remote.host``, ``remote.port``, ...); the passphrase field is never written to
the job, settings or logs. The stop grace is the job's ``train.stop_grace`` (:func:`stop_form`),
shared with local runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import Job
from tpugui.job_fields import section_specs
from tpugui.qt import theme
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.form import JobForm


def named(w: QWidget, name: str, spoken: str) -> QWidget:
    w.setObjectName(name)
    w.setAccessibleName(spoken)
    return w


class ConnectionForm(QWidget):
    """The job's ``[remote]`` keys (made by the form builder) and the key's passphrase."""

    def __init__(self, model: JobModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.model = model
        title = tr("Connection")
        keys = [s.key for s in section_specs("remote", "")]  # SSH; gcloud's: the Set up tab
        self.form = JobForm(
            model,
            [(title, keys)],
            problems_name="remoteProblems",
            browse={"remote.identity_file": self._browse_identity},
        )
        self.passphrase = named(QLineEdit(), "passphrase", tr("Key passphrase (never saved)"))
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(tr("only for an encrypted key; never saved"))
        self.form.widgets["remote.port"].setGroupSeparatorShown(False)  # 52751, not 52,751
        form, _row = self.form.rows["remote.identity_file"]
        index, _role = form.getWidgetPosition(_row)
        form.insertRow(index + 1, tr("Passphrase"), self.passphrase)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.form)

    def set_tpu_vm(self, vm: Any) -> None:
        """Fill host and workers, the VM's name, type and zone from a gcloud TPU VM (and its
        key, when gcloud made one)."""
        from tpugui.remote import gcloud

        values: dict[str, Any] = {
            "remote.host": vm.host,
            "remote.workers": list(vm.workers),
            "remote.vm_name": vm.name,
            "remote.accelerator_type": vm.accelerator,
        }
        if vm.zone:
            values["remote.zone"] = vm.zone
        if gcloud.gcloud_key().exists():
            values["remote.identity_file"] = str(gcloud.gcloud_key())
        self.model.update(values)

    def _browse_identity(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Choose the private key"), str(Path.home() / ".ssh")
        )
        if path:
            self.model.set("remote.identity_file", path)


class HostKeyPanel(QFrame):
    """An unknown host key, its SHA256 fingerprint, and Trust and save / Reject."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        named(self, "hostKeyPanel", tr("Unknown host key"))
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"#hostKeyPanel {{ background: {theme.colors()['note_bg']}; }}")
        kp = QVBoxLayout(self)
        self.text = named(QLabel(), "hostKeyText", tr("Host key fingerprint"))
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        kp.addWidget(self.text)
        kb = QHBoxLayout()
        self.accept = named(
            QPushButton(tr("Trust and save")), "acceptHostKeyButton", tr("Trust this host key")
        )
        self.reject = named(QPushButton(tr("Reject")), "rejectHostKeyButton", tr("Reject host key"))
        kb.addStretch(1)
        kb.addWidget(self.reject)
        kb.addWidget(self.accept)
        kp.addLayout(kb)
        self.hide()

    def ask(self, exc: Any) -> None:
        """Show a :class:`~tpugui.remote.ssh.HostKeyUnknown`."""
        self.text.setText(
            tr("<b>Unknown host key</b> for {host}").format(host=f"{exc.hostname}:{exc.port}")
            + f"<br>{exc.key_type} <tt>{exc.fingerprint}</tt><br>"
            + tr("Trust it only if this fingerprint matches the VM's real key.")
        )
        self.show()


def stop_form(model: JobModel) -> JobForm:
    """``train.stop_grace`` — the one stop grace of local and remote runs — from the schema
    (objectName ``train.stop_grace``; label, range, unit and help are the schema's)."""
    return JobForm(
        model, [(tr("Stopping a run"), ["train.stop_grace"])], problems_name="remoteStopProblems"
    )


def connector(
    job: Job,
    host: str,
    passphrase: str | None,
    ssh_config: str | None,
    known_hosts: str | None,
    accept_new: bool = False,
):  # noqa: ANN201
    """A function that opens a new Connection to ``host`` (default: the job's host); it is
    called in worker threads, so it reads no widget. ``accept_new``: a host key seen for the
    first time is trusted and saved (a TPU VM gcloud has just made again)."""
    from tpugui.remote import ssh

    r = job.remote
    target: list[Any] = []

    def connect():  # noqa: ANN202
        if not target:
            target.append(
                ssh.resolve(
                    host or r.host,
                    r.port,
                    r.user,
                    r.identity_file,
                    connect_timeout=r.connect_timeout,
                    ssh_config=ssh_config,
                    known_hosts=known_hosts,
                )
            )
        return ssh.connect(target[0], passphrase=passphrase, accept_new=accept_new)

    return connect


class QGridButtons(QWidget):
    """The action buttons, ``columns`` a row."""

    def __init__(self, columns: int = 2) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.columns = columns
        self.n = 0

    def add(self, text: str, name: str, slot) -> QPushButton:  # noqa: ANN001
        b = named(QPushButton(text), name, text)
        b.clicked.connect(lambda *_: slot())
        self.grid.addWidget(b, self.n // self.columns, self.n % self.columns)
        self.n += 1
        return b
