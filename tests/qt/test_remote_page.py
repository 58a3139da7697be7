"""The Remote page driven as a person would, against the private sshd (real SSH, real engine).

The pod-slice and stop tests start their runs with tests/remote/fake_writer.py, a stand-in for
`tpugui train` that writes contract events at a known pace; the other runs use the real engine.
The "local" inventory of the inventory test is a sysroot snapshot of a 12-thread Xeon host
(tests/devices/fakes.py), so the two columns differ on this one machine.
"""

from __future__ import annotations

import os
import signal
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit, QPushButton, QSpinBox

from tests.conftest import XLA_PYTHON
from tests.remote.helpers import FAKE_WRITER
from tests.remote.sshd import SshServer, available
from tpugui.events import check_contract, read_events
from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.page import AppContext
from tpugui.qt.remote.page import RemotePage
from tpugui.qt.remote.view import RunView
from tpugui.remote import session, ssh
from tpugui.remote.ssh import ConnectionStatus
from tpugui.remote.workers import WorkerStatus

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
    """The run ended, the task's thread ended and its queued `done` re-enabled the buttons."""
    ev = page.view.events
    return (
        bool(ev)
        and ev[-1]["type"] == "run_finished"
        and not page.task.is_running()
        and _button(page, "startButton").isEnabled()
    )


def _button(page, name) -> QPushButton:
    return page.findChild(QPushButton, name)


def _wait_idle(page, qtbot) -> None:
    """Until the task's thread ended AND its queued `done` re-enabled the buttons."""
    qtbot.waitUntil(
        lambda: not page.task.is_running() and _button(page, "startButton").isEnabled(),
        timeout=10_000,
    )


def test_form_round_trip_and_the_passphrase_is_never_in_the_job(page, qtbot, sshd, tmp_path):
    page.ctx.model.load(_job(sshd, tmp_path))
    assert page.findChild(QLineEdit, "remote.host").text() == "127.0.0.1"
    assert page.findChild(QSpinBox, "remote.port").value() == sshd.port
    workers = page.findChild(QLineEdit, "remote.workers")
    workers.clear()
    qtbot.keyClicks(workers, "10.0.0.3, 10.0.0.4")
    qtbot.keyClicks(page.findChild(QLineEdit, "passphrase"), "s3cret")
    job = page.ctx.model.job
    assert job.remote.workers == ["10.0.0.3", "10.0.0.4"]
    assert job.remote.port == sshd.port and job.remote.python == sys.executable
    assert "s3cret" not in str(job.to_dict())
    for name in (
        "remote.host",
        "remote.port",
        "remote.user",
        "remote.identity_file",
        "remote.remote_dir",
        "remote.python",
        "remote.connect_timeout",
        "remote.workers",
        "connectButton",
        "startButton",
        "stopButton",
    ):
        w = page.findChild(object, name)
        assert w is not None and w.accessibleName(), name


def test_unknown_host_key_is_shown_and_saved_only_when_accepted(page, qtbot, sshd, tmp_path):
    page.ctx.model.load(_job(sshd, tmp_path))
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
    _wait_idle(page, qtbot)


def test_unreachable_host_is_an_error_and_the_window_stays_responsive(page, qtbot, tmp_path):
    job = Job().updated("remote.host", "192.0.2.1").updated("remote.connect_timeout", 1.0)
    page.ctx.model.load(job)
    qtbot.mouseClick(_button(page, "connectButton"), Qt.MouseButton.LeftButton)
    assert page.status == ConnectionStatus.CONNECTING or page.task.is_running()
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.ERROR, timeout=10_000)
    assert "192.0.2.1" in page.status_label.text()


@pytest.mark.slow
def test_start_probe_follow_and_fetch_a_real_remote_run(page, qtbot, sshd, tmp_path):
    sshd.known_hosts(tmp_path / "known_hosts")
    page.ctx.model.load(_job(sshd, tmp_path))
    qtbot.mouseClick(_button(page, "probeButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.inventory.remote.fact("Python") is not None, timeout=30_000)
    assert page.inventory.remote.fact("Python") == ".".join(map(str, sys.version_info[:3]))
    _wait_idle(page, qtbot)

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

    qtbot.waitUntil(_button(page, "fetchButton").isEnabled, timeout=10_000)
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
    job = _job(sshd, tmp_path).updated("train.epochs", 2)
    win.set_job(job, None)
    training = win.ctx.pages["trainingPage"]
    # unsaved edits on two other pages, never saved nor started locally
    training.findChild(QSpinBox, "train.epochs").setValue(1)
    pipeline = win.ctx.pages["pipelinePage"]
    pipeline.findChild(QSpinBox, "pipeline.batch_size").setValue(48)
    assert win.ctx.model.modified
    qtbot.mouseClick(_button(page, "startButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _finished(page), timeout=120_000)
    assert page.view.events[-1]["status"] == "completed"
    started = next(e for e in page.view.events if e["type"] == "run_started")
    assert started["job"]["train"]["epochs"] == 1  # the remote run used the unsaved edits
    assert started["job"]["pipeline"]["batch_size"] == 48
    qtbot.waitUntil(
        lambda: training.current is not None and training.current.finished, timeout=5000
    )
    assert not training._streaming
    for p in win.ctx.pages.values():
        p.shutdown()
    win.close()


# -- follow-ups: inventory, pod workers, translated events, stop grace ----------------------------
def _connect(sshd, tmp_path) -> ssh.Connection:
    kh = tmp_path / "known_hosts"
    if not kh.exists():
        sshd.known_hosts(kh)
    t = ssh.resolve("127.0.0.1", sshd.port, sshd.user, str(sshd.client_key), known_hosts=kh,
                    ssh_config=tmp_path / "no-config", connect_timeout=5)  # fmt: skip
    return ssh.connect(t, allow_agent=False)


def _shot(name: str) -> str:
    return os.path.join(os.environ.get("TPUGUI_SHOT_DIR", "/tmp"), f"{name}.png")


def _writer(steps: int, interval: float) -> list[str]:
    return [sys.executable, str(FAKE_WRITER), ".", str(steps), str(interval)]


@pytest.mark.skipif(not XLA_PYTHON.exists(), reason=".venv-xla (torch_xla) is not installed")
def test_probe_shows_the_vm_inventory_next_to_the_local_one(page, qtbot, sshd, tmp_path):
    """The "VM" runs the torch_xla environment (torch_xla, no TensorFlow); this computer is a
    12-thread Xeon snapshot with this venv's TensorFlow. Both go through the Devices cards."""
    from tests.devices.fakes import xeon_host
    from tpugui.devices.inventory import detect

    sshd.known_hosts(tmp_path / "known_hosts")
    local = detect(str(xeon_host(tmp_path / "xeon", logical=12)), env={})
    page.ctx.inventory = local
    job = _job(sshd, tmp_path).updated("remote.python", str(XLA_PYTHON))
    page.ctx.model.load(job)
    qtbot.mouseClick(_button(page, "probeButton"), Qt.MouseButton.LeftButton)
    inv = page.inventory
    qtbot.waitUntil(lambda: inv.remote.inventory is not None, timeout=60_000)
    _wait_idle(page, qtbot)
    remote_cpu, local_cpu = inv.remote.cards["cpu"], inv.local.cards["cpu"]
    assert remote_cpu.value_text("logical_cores") == str(os.cpu_count())
    assert local_cpu.value_text("logical_cores") == "12"
    assert "Xeon" in local_cpu.heading.text()
    assert inv.remote.fact("CPU cores") == str(os.cpu_count())
    assert inv.local.fact("CPU cores") == "12"
    assert inv.remote.version("torch_xla").startswith("2.9")
    assert inv.remote.version("tensorflow") == "not installed"
    assert inv.local.version("tensorflow").startswith("2.")
    assert inv.local.version("torch_xla") == "not installed"
    assert inv.local.fact("Python") == ".".join(map(str, sys.version_info[:3]))
    assert page.tabs.currentWidget() is inv
    page.grab().save(_shot("remote_inventory"))

    info = inv.info  # the same probe answer, shown in zh_TW: the Devices page's wording
    i18n.set_language("zh_TW")
    try:
        from tests.qt.test_i18n import untranslated_texts
        from tpugui.qt.remote.inventory import InventoryView

        zh = InventoryView()
        qtbot.addWidget(zh)
        zh.resize(900, 700)
        zh.show_info(info, local)
        zh.show()
        card = zh.remote.cards["cpu"]
        assert card.value_text("logical_cores") == str(os.cpu_count())
        labels = [card.table.item(r, 0).text() for r in range(card.table.rowCount())]
        assert (
            "Logical cores (threads)" not in labels and i18n.tr("Logical cores (threads)") in labels
        )
        assert zh.remote.version("tensorflow") == i18n.tr("not installed") != "not installed"
        assert zh.remote.fact(i18n.tr("CPU cores")) == str(os.cpu_count())
        names = [d.name for d in local.devices + zh.remote.inventory.devices]  # data, not text
        assert [t for t in untranslated_texts(zh) if not any(n in t for n in names)] == []
        qtbot.wait(50)  # the layout settles before the picture
        zh.grab().save(_shot("remote_inventory_zh"))
    finally:
        i18n.set_language("en")


def _rows(page) -> list[str | None]:
    return [state for _text, state in page.view.worker_rows()]


def test_pod_slice_workers_are_kept_current(page, qtbot, sshd, tmp_path):
    """Worker 0 streams; worker 1 (this machine again) runs, then dies; worker 2 never answers.
    Each row follows its worker while the run goes on."""
    job = _job(sshd, tmp_path)
    with _connect(sshd, tmp_path) as conn:  # both in one folder: Attach picks worker 0's run
        w0 = session.start_train(conn, job, tmp_path, run_id="pod ü", argv=_writer(150, 0.02))
        w1 = session.start_train(conn, job, tmp_path, run_id="pod ü.w1", argv=_writer(100000, 0.01))
    page.pod.interval = 0.2
    page.ctx.model.load(job.updated("remote.workers", ["127.0.0.1", "127.0.0.2"]))
    qtbot.mouseClick(_button(page, "attachButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _rows(page) == ["running", "running", "lost"], timeout=15_000)
    assert page.run.run_dir == w0.run_dir
    texts = [t for t, _s in page.view.worker_rows()]
    assert "(streams the plots)" in texts[0] and f"pid {w1.pid}" in texts[1]
    assert "127.0.0.2" in texts[2]
    os.kill(w1.pid, signal.SIGKILL)  # worker 1 dies mid-run
    qtbot.waitUntil(lambda: _rows(page)[1] == "interrupted", timeout=10_000)
    assert page.view.events[-1]["type"] != "run_finished"  # kept current during the run
    qtbot.waitUntil(lambda: _finished(page), timeout=30_000)
    assert _rows(page)[0] == "completed"
    assert "finished (completed)" in page.view.worker_rows()[0][0]
    log = page.view.log.toPlainText()
    assert "worker 1 (127.0.0.1): interrupted" in log
    page.grab().save(_shot("remote_pod"))


def test_stop_waits_the_grace_period_set_on_the_page(page, qtbot, sshd, tmp_path):
    """A run that ignores SIGINT and SIGTERM is killed after the page's stopGrace seconds."""
    job = _job(sshd, tmp_path)
    stubborn = [
        sys.executable,
        "-c",
        "import signal,time\nfor s in (2,15): signal.signal(s, signal.SIG_IGN)\n"
        'open(\'events.jsonl\',\'a\').write(\'{"seq":1,"time":0,"type":"run_started"}\\n\')\n'
        "time.sleep(60)",
    ]
    with _connect(sshd, tmp_path) as conn:
        run = session.start_train(conn, job, tmp_path, argv=stubborn)
    grace = page.findChild(QDoubleSpinBox, "stopGrace")
    assert grace.value() == 20 and grace.accessibleName()
    grace.setValue(1.5)
    messages: list[str] = []
    page.ctx.log_message.connect(lambda _level, text: messages.append(str(text)))
    page.ctx.model.load(job)
    qtbot.mouseClick(_button(page, "attachButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(page.view.events), timeout=15_000)
    qtbot.waitUntil(_button(page, "stopButton").isEnabled, timeout=10_000)
    qtbot.mouseClick(_button(page, "stopButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: _finished(page), timeout=20_000)
    last = list(read_events(os.path.join(run.run_dir, "events.jsonl")))[-1]
    assert last["status"] == "stopped" and "1.5 s grace period" in last["error"]
    qtbot.waitUntil(
        lambda: any("killed after the grace period" in m for m in messages), timeout=5000
    )


EVENTS = [
    {"seq": 1, "time": 0, "type": "run_started", "backend": "torch_xla", "device": "xla:0",
     "replicas": 1, "epochs": 1, "steps_per_epoch": 2, "job": {}},
    {"seq": 2, "time": 0, "type": "batch_end", "epoch": 0, "step": 1, "logs": {"loss": 2.0}},
    {"seq": 3, "time": 0, "type": "log", "level": "warning", "message": "slow input pipeline"},
    {"seq": 4, "time": 0, "type": "epoch_end", "epoch": 0,
     "logs": {"loss": 1.5, "accuracy": 0.5, "val_loss": 1.7, "val_accuracy": 0.25}},
    {"seq": 5, "time": 0, "type": "checkpoint", "path": "/vm/runs/r/checkpoints/e1.pt",
     "epoch": 0, "step": 2},
    {"seq": 6, "time": 0, "type": "run_finished", "status": "failed", "cause": "interrupted",
     "error": "the remote training process ended without finishing (killed?)", "traceback": ""},
]  # fmt: skip


def _feed(view: RunView) -> list[str]:
    view.reset("")
    for ev in EVENTS:
        view.on_event(ev)
    view.set_workers([WorkerStatus(0, "vm-0", "running"), WorkerStatus(1, "vm-1", "running")])
    view.set_workers([WorkerStatus(0, "vm-0", "interrupted"), WorkerStatus(1, "vm-1", "lost")])
    return view.log.toPlainText().splitlines()


def test_event_log_lines_are_translated(qtbot):
    from tests.qt.test_i18n import _english_words

    view = RunView()
    qtbot.addWidget(view)
    lines = _feed(view)
    assert lines[0] == "#1 started: torch_xla on xla:0, 1 epochs × 2 steps"
    assert lines[2] == "#4 epoch 0: loss 1.5000, accuracy 0.5000, validation loss 1.7000, "\
        "validation accuracy 0.2500"  # fmt: skip
    assert "worker 1 (vm-1): lost (no answer)" in lines
    i18n.set_language("zh_TW")
    try:
        zh = RunView()
        qtbot.addWidget(zh)
        lines = _feed(zh)
        assert len(lines) == 7
        assert any("slow input pipeline" in ln for ln in lines)  # the engine's words stay
        english = [
            (ln, _english_words(ln.replace("slow input pipeline", "").replace("vm-", "")))
            for ln in lines
        ]
        assert [e for e in english if e[1]] == []
        rows = [t for t, _s in zh.worker_rows()]
        assert not any(_english_words(r.replace("vm-", "")) for r in rows), rows
    finally:
        i18n.set_language("en")
