"""What the Remote page's window tests share: the private sshd, the real window on the Remote
page, a job that reaches the sshd, and waiting for the page's remote task to end."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton

from tests.remote.sshd import SshServer, available
from tpugui.job import Job

LEFT = Qt.MouseButton.LeftButton


def sshd_server():  # noqa: ANN201
    """The body of a module's ``sshd`` fixture: the server (the test skipped without sshd)."""
    reason = available()
    if reason:
        pytest.skip(reason)
    server = SshServer().start()
    yield server
    server.stop()


def _window(qtbot, tmp_path):
    """The real window on the Remote page; its known_hosts and ssh config are the test's."""
    from tpugui.qt.main_window import MainWindow

    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(1300, 850)
    page = win.ctx.pages["remotePage"]
    page.known_hosts = str(tmp_path / "known_hosts")
    page.ssh_config = str(tmp_path / "no-config")
    win.show_page("remotePage")
    win.show()
    return win


def _job(sshd, tmp_path) -> Job:
    return Job.from_dict(
        {
            "name": "gui 'remote' $(x)",
            "model": {"architecture": "mlp"},
            "pipeline": {"batch_size": 32},
            "train": {"epochs": 2, "steps_per_epoch": 4},
            "remote": {
                "host": "127.0.0.1",
                "port": sshd.port,
                "user": sshd.user,
                "identity_file": str(sshd.client_key),
                "remote_dir": str(tmp_path / "vm dir ü"),
                "python": sys.executable,
                "connect_timeout": 5,
            },
        }
    )


def _button(page, name) -> QPushButton:
    return page.findChild(QPushButton, name)


def _wait_idle(page, qtbot) -> None:
    """Until the task's thread ended AND its queued `done` re-enabled the buttons."""
    qtbot.waitUntil(
        lambda: not page.task.is_running() and _button(page, "startButton").isEnabled(),
        timeout=10_000,
    )
