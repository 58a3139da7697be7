"""The left side of the Remote page: the connection form, the action buttons, the host-key panel.

The form's fields are the job's ``[remote]`` keys (objectNames ``host``, ``port``, ``user``,
``identity_file``, ``remote_dir``, ``python``, ``connect_timeout``, ``workers``); the passphrase
field is never written to the job, settings or logs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import Job
from tpugui.qt import theme
from tpugui.qt.i18n import tr


def named(w: QWidget, name: str, spoken: str) -> QWidget:
    w.setObjectName(name)
    w.setAccessibleName(spoken)
    return w


class ConnectionForm(QGroupBox):
    """Host, port, user, key, passphrase, folder and Python on the VM, timeout, pod workers."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("Connection"), parent)
        form = QFormLayout(self)
        self.host = named(QLineEdit(), "host", tr("Host"))
        self.host.setPlaceholderText(tr("hostname, IP or ~/.ssh/config alias"))
        self.port = named(QSpinBox(), "port", tr("Port"))
        self.port.setRange(1, 65535)
        self.user = named(QLineEdit(), "user", tr("User"))
        self.user.setPlaceholderText(tr("(from ssh config or your login name)"))
        self.identity_file = named(QLineEdit(), "identity_file", tr("Identity file"))
        self.identity_file.setPlaceholderText(tr("(ssh-agent / ssh config)"))
        browse = named(QPushButton(tr("…")), "identityBrowseButton", tr("Choose identity file"))
        browse.setFixedWidth(32)
        browse.clicked.connect(self._browse_identity)
        row = QHBoxLayout()
        row.addWidget(self.identity_file)
        row.addWidget(browse)
        self.passphrase = named(QLineEdit(), "passphrase", tr("Key passphrase (never saved)"))
        self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
        self.passphrase.setPlaceholderText(tr("only for an encrypted key; never saved"))
        self.remote_dir = named(QLineEdit(), "remote_dir", tr("Folder on the VM"))
        self.python = named(QLineEdit(), "python", tr("Python on the VM"))
        self.connect_timeout = named(QDoubleSpinBox(), "connect_timeout", tr("Connect timeout"))
        self.connect_timeout.setRange(0.5, 600)
        self.connect_timeout.setSuffix(tr(" s"))
        self.workers = named(QLineEdit(), "workers", tr("Further worker hosts of a pod slice"))
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
        for w in (self.host, self.user, self.identity_file, self.remote_dir, self.python,
                  self.workers):  # fmt: skip
            w.textEdited.connect(lambda *_: self.edited.emit())
        self.port.valueChanged.connect(lambda *_: self.edited.emit())
        self.connect_timeout.valueChanged.connect(lambda *_: self.edited.emit())

    def load_job(self, job: Job) -> None:
        r = job.remote
        for w in (self.port, self.connect_timeout):
            w.blockSignals(True)
        self.host.setText(r.host)
        self.port.setValue(r.port)
        self.user.setText(r.user)
        self.identity_file.setText(r.identity_file)
        self.remote_dir.setText(r.remote_dir)
        self.python.setText(r.python)
        self.connect_timeout.setValue(r.connect_timeout)
        self.workers.setText(", ".join(r.workers))
        for w in (self.port, self.connect_timeout):
            w.blockSignals(False)

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

    def set_tpu_vm(self, vm: Any) -> None:
        """Fill host and workers from a gcloud TPU VM (and its key, when gcloud made one)."""
        from tpugui.remote import gcloud

        self.host.setText(vm.host)
        self.workers.setText(", ".join(vm.workers))
        if gcloud.gcloud_key().exists():
            self.identity_file.setText(str(gcloud.gcloud_key()))
        self.edited.emit()

    def _browse_identity(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Choose the private key"), str(Path.home() / ".ssh")
        )
        if path:
            self.identity_file.setText(path)
            self.edited.emit()


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


def stop_grace_row() -> tuple[QWidget, QDoubleSpinBox]:
    """ "Stop grace period [20 s]": the seconds Stop waits before the run is killed."""
    row = QWidget()
    lay = QHBoxLayout(row)
    lay.setContentsMargins(0, 0, 0, 0)
    label = QLabel(tr("Stop grace period"))
    spin = named(QDoubleSpinBox(), "stopGrace", tr("Stop grace period"))
    spin.setRange(0.5, 3600)
    spin.setDecimals(1)
    spin.setValue(20.0)
    spin.setSuffix(tr(" s"))
    spin.setToolTip(
        tr(
            "Stop asks the run to end (SIGINT, then SIGTERM at half the time) and kills it "
            "when it is still running after this many seconds"
        )
    )
    label.setBuddy(spin)
    lay.addWidget(label)
    lay.addWidget(spin)
    lay.addStretch(1)
    return row, spin


def connector(
    job: Job,
    host: str,
    passphrase: str | None,
    ssh_config: str | None,
    known_hosts: str | None,
):  # noqa: ANN201
    """A function that opens a new Connection to ``host`` (default: the job's host); it is
    called in worker threads, so it reads no widget."""
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
        return ssh.connect(target[0], passphrase=passphrase)

    return connect


class QGridButtons(QWidget):
    """The action buttons, two a row."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.n = 0

    def add(self, text: str, name: str, slot) -> QPushButton:  # noqa: ANN001
        b = named(QPushButton(text), name, text)
        b.clicked.connect(lambda *_: slot())
        self.grid.addWidget(b, self.n // 2, self.n % 2)
        self.n += 1
        return b
