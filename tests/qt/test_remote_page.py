"""The Remote page driven as a person would, in the real window, against the private sshd (real
SSH, real engine).

A remote run's plots, progress and log are the Training page's (the one place any run is shown):
what a run did is read there (its ``current`` RunData, ``events_seen``, ``log_view``) and in the
run folder's events.jsonl; the Remote page's Run tab keeps the summary line and the workers.
The pod-slice and stop tests start their runs with tests/remote/fake_writer.py, a stand-in for
`tpugui train` that writes contract events at a known pace; the other runs use the real engine.
The "local" inventory of the inventory test is a sysroot snapshot of a 12-thread Xeon host
(tests/devices/fakes.py), so the two columns differ on this one machine.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDoubleSpinBox, QLabel, QLineEdit, QSpinBox

from tests.conftest import XLA_PYTHON
from tests.qt.remote_window import LEFT, _button, _job, _wait_idle, _window, sshd_server
from tests.remote.helpers import FAKE_WRITER
from tpugui.events import check_contract, read_events
from tpugui.job import Job
from tpugui.qt import core_text, i18n
from tpugui.qt.remote.view import RunPanel
from tpugui.remote import session, ssh
from tpugui.remote.ssh import ConnectionStatus
from tpugui.remote.workers import WorkerStatus

pytestmark = pytest.mark.ssh


@pytest.fixture(scope="module")
def sshd():
    yield from sshd_server()


@pytest.fixture
def win(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))  # no local run of another test
    w = _window(qtbot, tmp_path)
    yield w
    w.close()


@pytest.fixture
def page(win):
    return win.ctx.pages["remotePage"]


def _training(page):
    return page.ctx.page("trainingPage")


def _finished(page) -> bool:
    """The Training page showed the run's end, the task's thread ended and its queued `done`
    re-enabled the buttons."""
    run = _training(page).current
    return (
        run is not None
        and run.finished
        and page.task is not None
        and not page.task.is_running()
        and _button(page, "startButton").isEnabled()
    )


def _forwarded(page, monkeypatch) -> list[dict]:
    """Every event the Remote page hands to the Training page, in the order handed."""
    seen: list[dict] = []
    forward = page.training.forward

    def spy(ev: dict) -> None:
        seen.append(ev)
        forward(ev)

    monkeypatch.setattr(page.training, "forward", spy)
    return seen


def _records(run_dir: str) -> list[dict]:
    return list(read_events(Path(run_dir) / "events.jsonl"))


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
        "train.stop_grace",
        "connectButton",
        "startButton",
        "stopButton",
        "showPlotsButton",
        "remoteRunSummary",
        "workerStatus",
    ):
        w = page.findChild(object, name)
        assert w is not None and w.accessibleName(), name
    assert page.findChild(object, "stopGrace") is None  # the page's own copy is gone


def test_unknown_host_key_is_shown_and_saved_only_when_accepted(page, qtbot, sshd, tmp_path):
    page.ctx.model.load(_job(sshd, tmp_path))
    qtbot.mouseClick(_button(page, "connectButton"), LEFT)
    panel = page.findChild(object, "hostKeyPanel")
    qtbot.waitUntil(panel.isVisible, timeout=15_000)
    text = page.findChild(QLabel, "hostKeyText").text()
    assert "SHA256:" in text
    assert not (tmp_path / "known_hosts").exists()
    page.grab().save(str(tmp_path / "remote_hostkey.png"))
    qtbot.mouseClick(_button(page, "acceptHostKeyButton"), LEFT)
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.CONNECTED, timeout=15_000)
    assert (tmp_path / "known_hosts").read_text().startswith(f"[127.0.0.1]:{sshd.port}")
    assert not panel.isVisible()
    _wait_idle(page, qtbot)


def test_unreachable_host_is_an_error_and_the_window_stays_responsive(page, qtbot, tmp_path):
    job = Job().updated("remote.host", "192.0.2.1").updated("remote.connect_timeout", 1.0)
    page.ctx.model.load(job)
    qtbot.mouseClick(_button(page, "connectButton"), LEFT)
    assert page.status == ConnectionStatus.CONNECTING or page.task.is_running()
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.ERROR, timeout=10_000)
    assert "192.0.2.1" in page.status_label.text()


def test_a_remote_start_that_never_started_leaves_no_run_behind(page, qtbot):
    """Start against a host that refuses the connection: the Training page shows no
    "Interrupted" run and no legend for a run that never existed; it says why it did not
    start."""
    import socket

    with socket.socket() as s:  # a port nobody listens on: refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    training = _training(page)
    before = training.current
    page.ctx.model.load(Job().updated("remote.host", "127.0.0.1").updated("remote.port", port))
    qtbot.mouseClick(_button(page, "startButton"), LEFT)
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.ERROR, timeout=10_000)
    _wait_idle(page, qtbot)
    assert training.current is before and training.mode is None  # no new run, no legend
    assert training.plots.current is before
    assert training.status_label.text().startswith("Not started: "), training.status_label.text()
    assert "cannot connect" in training.status_label.text()
    assert "Interrupted" not in training.status_label.text()
    assert training.start_button.isEnabled()


def test_a_refused_connection_is_said_in_the_users_language(page, qtbot):
    """zh_TW: the status line and the error say the connect failure in Chinese, with the
    system's own words (errno text) kept as data, and no class name."""
    import socket

    with socket.socket() as s:  # a port nobody listens on: refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    errors: list[str] = []
    page.ctx.error = lambda message, details="": errors.append(message)
    i18n.set_language("zh_TW")
    try:
        job = Job().updated("remote.host", "127.0.0.1").updated("remote.port", port)
        page.ctx.model.load(job)
        qtbot.mouseClick(_button(page, "connectButton"), LEFT)
        qtbot.waitUntil(lambda: page.status == ConnectionStatus.ERROR, timeout=10_000)
        shown = page.status_label.text()
        assert "無法連線" in shown and "請檢查主機與連接埠" in shown, shown
        assert "cannot connect" not in shown and "Unreachable" not in shown, shown
        assert errors and "無法連線" in errors[-1], errors
    finally:
        i18n.set_language("en")


@pytest.mark.slow
def test_start_probe_follow_and_fetch_a_real_remote_run(
    win, page, qtbot, sshd, tmp_path, monkeypatch
):
    sshd.known_hosts(tmp_path / "known_hosts")
    page.ctx.model.load(_job(sshd, tmp_path))
    qtbot.mouseClick(_button(page, "probeButton"), LEFT)
    qtbot.waitUntil(lambda: page.inventory.remote.fact("Python") is not None, timeout=30_000)
    assert page.inventory.remote.fact("Python") == ".".join(map(str, sys.version_info[:3]))
    _wait_idle(page, qtbot)

    forwarded = _forwarded(page, monkeypatch)
    training = _training(page)
    qtbot.mouseClick(_button(page, "startButton"), LEFT)
    qtbot.waitUntil(lambda: page.status == ConnectionStatus.RUNNING, timeout=30_000)
    assert training.running and training.stop_button.isEnabled()  # its Stop stops the VM's run
    qtbot.waitUntil(lambda: _finished(page), timeout=120_000)
    records = _records(page.run.run_dir)
    assert check_contract(records) == [], records[-1]
    assert forwarded == records  # every event handed to the Training page once, in order
    run = training.current
    assert training.events_seen == len(records) and run.last_seq == records[-1]["seq"]
    assert run.status == records[-1]["status"] == "completed"
    batches = sum(1 for r in records if r["type"] == "batch_end")
    assert run.batch_events == batches >= 1 and len(run.loss) >= 1
    assert "Run completed" in training.log_view.toPlainText()
    assert "completed" in page.findChild(QLabel, "remoteRunSummary").text()
    assert [s for _t, s in page.panel.worker_rows()] == ["completed"]
    page.grab().save(str(tmp_path / "remote_run.png"))

    qtbot.mouseClick(_button(page, "showPlotsButton"), LEFT)
    assert win.stack.currentWidget().widget().objectName() == "trainingPage"

    qtbot.waitUntil(_button(page, "fetchButton").isEnabled, timeout=10_000)
    qtbot.mouseClick(_button(page, "fetchButton"), LEFT)
    qtbot.waitUntil(lambda: page.fetched is not None, timeout=30_000)
    assert (page.fetched / "events.jsonl").is_file()


@pytest.mark.slow
def test_remote_run_feeds_the_training_page_plots(win, page, qtbot, sshd, tmp_path):
    """The remote run uses the window's job as edited (unsaved, on two other pages) and the
    Training page shows it as if local."""
    sshd.known_hosts(tmp_path / "known_hosts")
    job = _job(sshd, tmp_path).updated("train.epochs", 2)
    win.set_job(job, None)
    training = win.ctx.pages["trainingPage"]
    # unsaved edits on two other pages, never saved nor started locally
    training.findChild(QSpinBox, "train.epochs").setValue(1)
    pipeline = win.ctx.pages["pipelinePage"]
    pipeline.findChild(QSpinBox, "pipeline.batch_size").setValue(48)
    assert win.ctx.model.modified
    qtbot.mouseClick(_button(page, "startButton"), LEFT)
    qtbot.waitUntil(lambda: _finished(page), timeout=120_000)
    records = _records(page.run.run_dir)
    assert records[-1]["status"] == "completed" == training.current.status
    started = next(e for e in records if e["type"] == "run_started")
    assert started["job"]["train"]["epochs"] == 1  # the remote run used the unsaved edits
    assert started["job"]["pipeline"]["batch_size"] == 48
    assert training.current.epochs == 1 and training.events_seen == len(records)
    assert training.mode is None  # the stream ended with its run


def test_a_local_run_on_the_training_page_refuses_a_remote_run(qtbot, sshd, tmp_path, monkeypatch):
    """The Training page is the one place a run is shown: while it follows a local run, a remote
    run is neither started nor attached (said, not followed nowhere); once the local run ended,
    Attach follows the remote run there."""
    from tpugui.runner import steps

    runs = tmp_path / "runs"
    monkeypatch.setenv("TPUGUI_RUNS", str(runs))
    job = _job(sshd, tmp_path)
    with _connect(sshd, tmp_path) as conn:
        remote = session.start_train(conn, job, tmp_path, argv=_writer(20, 0.01))
    local = steps.start_local(Job(name="local"), None, root=runs, argv=_writer(100000, 0.01))
    win = _window(qtbot, tmp_path)  # finds the local run going and follows it
    try:
        page, training = win.ctx.pages["remotePage"], win.ctx.pages["trainingPage"]
        qtbot.waitUntil(lambda: training.can_outlive_window(), timeout=15_000)
        errors: list[str] = []
        monkeypatch.setattr(win.ctx, "error", lambda message, details="": errors.append(message))
        page.ctx.model.load(job)
        for name in ("startButton", "attachButton"):
            qtbot.mouseClick(_button(page, name), LEFT)
            assert page.task is None and page.run is None, name
            assert "busy with a local run" in errors[-1], name
            assert "busy with a local run" in page.findChild(QLabel, "remoteRunSummary").text()
        assert training.can_outlive_window() and training.local.handle.run_dir == local.run_dir

        qtbot.mouseClick(training.stop_button, LEFT)
        qtbot.waitUntil(lambda: not training.running, timeout=30_000)
        assert _records(local.run_dir)[-1]["status"] == "stopped"
        seen = training.events_seen  # counts every run the page showed
        qtbot.mouseClick(_button(page, "attachButton"), LEFT)
        qtbot.waitUntil(lambda: _finished(page), timeout=30_000)
        assert page.run.run_dir == remote.run_dir
        assert training.current.status == "completed"
        assert training.events_seen - seen == len(_records(remote.run_dir))
    finally:
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


def _writer(steps: int, interval: float, hold: Path | None = None) -> list[str]:
    """The stand-in run (tests/remote/fake_writer.py); with ``hold``, it ends only once that file
    is gone."""
    held = ["1", str(hold)] if hold is not None else []
    return [sys.executable, str(FAKE_WRITER), ".", str(steps), str(interval), *held]


@pytest.mark.skipif(not XLA_PYTHON.exists(), reason=".venv-xla (torch_xla) is not installed")
def test_a_job_the_probed_vm_cannot_run_is_refused_at_its_field_before_deploying(
    page, qtbot, sshd, tmp_path
):
    """After a probe the window knows the VM's devices: a TPU job for a VM without a TPU (the
    loopback "VM" has none) is refused at model.device before anything is copied there."""
    sshd.known_hosts(tmp_path / "known_hosts")
    job = _job(sshd, tmp_path).updated("remote.python", str(XLA_PYTHON))
    page.ctx.model.load(job)
    qtbot.mouseClick(_button(page, "probeButton"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.vm_machine is not None, timeout=60_000)
    _wait_idle(page, qtbot)
    assert page.vm_machine.name == job.remote.host and page.vm_machine.tpu_chips == 0
    page.ctx.model.set("model.device", "tpu")
    qtbot.mouseClick(_button(page, "startButton"), Qt.MouseButton.LeftButton)
    assert "model.device" in page.ctx.model.problems
    assert page.run is None and page.task is not None and not page.task.is_running()
    assert "cannot run this job" in page.status_label.text()
    page.ctx.model.set("model.device", "auto")
    assert "model.device" not in page.ctx.model.problems


def test_data_missing_on_the_vm_are_refused_at_their_field(page, qtbot, sshd, tmp_path):
    """data.location = "vm": the VM is asked before anything starts; a path missing there is
    marked at data.path with the host and the fix, not shown as a crash."""
    sshd.known_hosts(tmp_path / "known_hosts")
    job = _job(sshd, tmp_path).updated("data.source", "npz")
    job = job.updated("data.path", str(tmp_path / "not on the VM.npz"))
    page.ctx.model.load(job.updated("data.location", "vm"))
    qtbot.mouseClick(_button(page, "startButton"), Qt.MouseButton.LeftButton)
    _wait_idle(page, qtbot)
    problem = str(page.ctx.model.problems["data.path"])
    assert "not on the VM.npz" in problem and "data.location = local" in problem
    assert page.run is None and "not on the VM.npz" in page.status_label.text()
    assert not Path(job.remote.remote_dir).exists()  # no core, no run folder


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
    return [state for _text, state in page.panel.worker_rows()]


def test_pod_slice_workers_are_kept_current(page, qtbot, sshd, tmp_path):
    """Worker 0 streams; worker 1 (this machine again) runs, then dies; worker 2 never answers.
    Each row follows its worker while the run goes on; each change is written to the app log."""
    job = _job(sshd, tmp_path)
    hold = tmp_path / "hold"  # worker 0 runs until the rows were seen while it ran
    hold.touch()
    with _connect(sshd, tmp_path) as conn:  # both in one folder: Attach picks worker 0's run
        w0 = session.start_train(conn, job, tmp_path, run_id="pod ü",
                                 argv=_writer(150, 0.02, hold))  # fmt: skip
        w1 = session.start_train(conn, job, tmp_path, run_id="pod ü.w1", argv=_writer(100000, 0.01))
    messages: list[str] = []
    page.ctx.log_message.connect(lambda _level, text: messages.append(str(text)))
    training = _training(page)
    page.pod.interval = 0.2
    page.ctx.model.load(job.updated("remote.workers", ["127.0.0.1", "127.0.0.2"]))
    qtbot.mouseClick(_button(page, "attachButton"), LEFT)
    qtbot.waitUntil(lambda: _rows(page) == ["running", "running", "lost"], timeout=15_000)
    assert page.run.run_dir == w0.run_dir
    texts = [t for t, _s in page.panel.worker_rows()]
    assert "(streams the plots)" in texts[0] and f"pid {w1.pid}" in texts[1]
    assert "127.0.0.2" in texts[2]
    os.kill(w1.pid, signal.SIGKILL)  # worker 1 dies mid-run
    qtbot.waitUntil(lambda: _rows(page)[1] == "interrupted", timeout=10_000)
    assert training.current.status == "running"  # kept current during the run
    hold.unlink()
    qtbot.waitUntil(lambda: _finished(page), timeout=30_000)
    assert _rows(page)[0] == "completed" and training.current.status == "completed"
    assert training.events_seen == len(_records(w0.run_dir))
    assert "finished (completed)" in page.panel.worker_rows()[0][0]
    assert "worker 1 (127.0.0.1): interrupted (the process ended without finishing)" in messages
    page.grab().save(_shot("remote_pod"))


def test_stop_waits_the_jobs_stop_grace(page, qtbot, sshd, tmp_path):
    """A run that ignores SIGINT and SIGTERM is killed after train.stop_grace seconds, set with
    the control on the Remote page (the same job key the Training page's Stop uses)."""
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
    page.ctx.model.load(job)
    grace = page.findChild(QDoubleSpinBox, "train.stop_grace")
    assert grace.value() == 20 and grace.accessibleName()
    grace.setValue(1.5)
    assert page.ctx.job.train.stop_grace == 1.5
    messages: list[str] = []
    page.ctx.log_message.connect(lambda _level, text: messages.append(str(text)))
    training = _training(page)
    qtbot.mouseClick(_button(page, "attachButton"), LEFT)
    qtbot.waitUntil(lambda: training.events_seen >= 1, timeout=15_000)
    qtbot.waitUntil(_button(page, "stopButton").isEnabled, timeout=10_000)
    qtbot.mouseClick(_button(page, "stopButton"), LEFT)
    qtbot.waitUntil(lambda: _finished(page), timeout=20_000)
    last = _records(run.run_dir)[-1]
    assert last["status"] == "stopped" and "1.5 s grace period" in last["error"]
    assert training.current.status == "stopped" and training.current.last_seq == last["seq"]
    qtbot.waitUntil(
        lambda: any("killed after the grace period" in m for m in messages), timeout=5000
    )


def _feed(panel: RunPanel) -> None:
    panel.reset("")
    panel.set_workers([WorkerStatus(0, "vm-0", "running"), WorkerStatus(1, "vm-1", "running")])
    panel.set_workers(
        [
            WorkerStatus(0, "vm-0", "completed", pid=41, last_seq=9),
            WorkerStatus(1, "vm-1", "lost", message="no heartbeat"),
        ]
    )


def test_worker_rows_and_their_changes_are_translated(qtbot):
    """The rows and the app-log lines of each worker's change; a logged line is a Message, so
    it reads in the new language after a switch."""
    from tests.qt.test_i18n import _english_words

    logged: list[tuple[str, object]] = []
    panel = RunPanel(lambda message, level="info": logged.append((level, message)))
    qtbot.addWidget(panel)
    _feed(panel)
    assert [core_text.text(m) for _l, m in logged] == [
        "worker 0 (vm-0): finished (completed)",
        "worker 1 (vm-1): lost (no answer) — no heartbeat",
    ]
    assert [level for level, _m in logged] == ["info", "warning"]
    assert panel.worker_rows() == [
        ("worker 0: vm-0 — finished (completed), pid 41 (streams the plots)", "completed"),
        ("worker 1: vm-1 — lost (no answer)", "lost"),
    ]
    i18n.set_language("zh_TW")
    try:
        lines = [core_text.text(m).replace("no heartbeat", "") for _l, m in logged]
        assert [ln for ln in lines if _english_words(ln.replace("vm-", ""))] == []
        zh = RunPanel(lambda message, level="info": None)
        qtbot.addWidget(zh)
        _feed(zh)
        rows = [t for t, _s in zh.worker_rows()]
        assert not any(_english_words(r.replace("vm-", "")) for r in rows), rows
        assert zh.show_plots.text() == i18n.tr("Show the plots") != "Show the plots"
    finally:
        i18n.set_language("en")
