"""The Remote page driven as a person would, against the private sshd (real SSH, real engine)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QLineEdit, QPushButton

from tests.remote.sshd import SshServer, available
from tpugui.events import check_contract
from tpugui.job import Job
from tpugui.qt.page import AppContext
from tpugui.qt.remote_page import RemotePage
from tpugui.remote.ssh import ConnectionStatus

pytestmark = pytest.mark.ssh


@pytest.fixture(scope="module")
def sshd():
    reason = available()
    if reason:
        pytest.skip(reason)
    server = SshServer().start()
    yield server
    server.stop()


@pytest.fixture
def page(qtbot, tmp_path):
    ctx = AppContext()
    p = RemotePage(ctx)
    p.known_hosts = str(tmp_path / "known_hosts")
    p.ssh_config = str(tmp_path / "no-config")
    qtbot.addWidget(p)
    p.resize(1100, 720)
    p.show()
    yield p
    p.shutdown()


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


def _finished(page) -> bool:
    ev = page.view.events
    return bool(ev) and ev[-1]["type"] == "run_finished" and not page.task.is_running()


def _button(page, name) -> QPushButton:
    return page.findChild(QPushButton, name)


def test_form_round_trip_and_the_passphrase_is_never_in_the_job(page, qtbot, sshd, tmp_path):
    page.load_job(_job(sshd, tmp_path))
    assert page.findChild(QLineEdit, "host").text() == "127.0.0.1"
    assert page.port.value() == sshd.port
    workers = page.findChild(QLineEdit, "workers")
    workers.clear()
    qtbot.keyClicks(workers, "10.0.0.3, 10.0.0.4")
    qtbot.keyClicks(page.findChild(QLineEdit, "passphrase"), "s3cret")
    job = page.apply_to_job(Job())
    assert job.remote.workers == ["10.0.0.3", "10.0.0.4"]
    assert job.remote.port == sshd.port and job.remote.python == sys.executable
    assert "s3cret" not in str(job.to_dict())
    for name in (
        "host",
        "port",
        "user",
        "identity_file",
        "remote_dir",
        "python",
        "connect_timeout",
        "workers",
        "connectButton",
        "startButton",
        "stopButton",
    ):
        w = page.findChild(object, name)
        assert w is not None and w.accessibleName(), name


def test_unknown_host_key_is_shown_and_saved_only_when_accepted(page, qtbot, sshd, tmp_path):
    page.load_job(_job(sshd, tmp_path))
    qtbot.mouseClick(_button(page, "connectButton"), Qt.MouseButton.LeftButton)
    panel = page.findChild(object, "hostKeyPanel")
    qtbot.waitUntil(panel.isVisible, timeout=15_000)
    text = page.findChild(QLabel, "hostKeyText").text()
    assert "SHA256:" in text
    assert not (tmp_path / "known_hosts").exists()
    page.grab().save(str(tmp_path / "remote_hostkey.png"))
    qtbot.mouseClick(_button(page, "acceptHostKeyButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.CONNECTED, timeout=15_000)
    assert (tmp_path / "known_hosts").read_text().startswith(f"[127.0.0.1]:{sshd.port}")
    assert not panel.isVisible()
    qtbot.waitUntil(lambda: not page.task.is_running(), timeout=5000)


def test_unreachable_host_is_an_error_and_the_window_stays_responsive(page, qtbot, tmp_path):
    job = Job().updated("remote.host", "192.0.2.1").updated("remote.connect_timeout", 1.0)
    page.load_job(job)
    qtbot.mouseClick(_button(page, "connectButton"), Qt.MouseButton.LeftButton)
    assert page.status == ConnectionStatus.CONNECTING or page.task.is_running()
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.ERROR, timeout=10_000)
    assert "192.0.2.1" in page.status_label.text()


@pytest.mark.slow
def test_start_probe_follow_and_fetch_a_real_remote_run(page, qtbot, sshd, tmp_path):
    sshd.known_hosts(tmp_path / "known_hosts")
    page.ctx.job = _job(sshd, tmp_path)
    page.load_job(page.ctx.job)
    qtbot.mouseClick(_button(page, "probeButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.inventory.topLevelItemCount() > 4, timeout=30_000)
    rows = {
        page.inventory.topLevelItem(i).text(0): page.inventory.topLevelItem(i).text(1)
        for i in range(page.inventory.topLevelItemCount())
    }
    assert rows["Python"] == ".".join(map(str, sys.version_info[:3]))
    qtbot.waitUntil(lambda: not page.task.is_running(), timeout=5000)

    qtbot.mouseClick(_button(page, "startButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.RUNNING, timeout=30_000)
    qtbot.waitUntil(lambda: _finished(page), timeout=120_000)
    events = page.view.events
    assert check_contract(events) == [], events[-1]
    assert events[-1]["status"] == "completed"
    assert page.view.curve.getData()[0] is not None and page.view._n >= 1
    assert "finished: completed" in page.view.log.toPlainText()
    page.grab().save(str(tmp_path / "remote_run.png"))
    page.grab().save("/tmp/remote_run.png")

    qtbot.mouseClick(_button(page, "fetchButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.fetched is not None, timeout=30_000)
    assert (page.fetched / "events.jsonl").is_file()


@pytest.mark.slow
def test_remote_run_feeds_the_training_page_plots(qtbot, sshd, tmp_path):
    """In the real window: the Training page shows the remote run's events as if local."""
    from tpugui.qt.main_window import MainWindow

    win = MainWindow()
    qtbot.addWidget(win)
    page = win.ctx.pages["remotePage"]
    page.known_hosts = str(sshd.known_hosts(tmp_path / "known_hosts"))
    page.ssh_config = str(tmp_path / "no-config")
    job = _job(sshd, tmp_path).updated("train.epochs", 1)
    win.set_job(job, None)
    training = win.ctx.pages["trainingPage"]
    qtbot.mouseClick(_button(page, "startButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _finished(page), timeout=120_000)
    assert page.view.events[-1]["status"] == "completed"
    qtbot.waitUntil(
        lambda: training.current is not None and training.current.finished, timeout=5000
    )
    assert not training._streaming
    for p in win.ctx.pages.values():
        p.shutdown()
    win.close()
