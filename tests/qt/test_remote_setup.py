"""The Remote page's Set up tab driven as a person would, in the real window (issue 16): zone and
project, the connection guide, buttons that can work, the install step against the private sshd
(the VM echoes the install command: nothing is downloaded)."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QLineEdit

from tests.qt.remote_window import LEFT, _button, _job, _wait_idle, _window, sshd_server
from tpugui.job import Job
from tpugui.remote.ssh import ConnectionStatus

pytestmark = pytest.mark.ssh


@pytest.fixture(scope="module")
def sshd():
    yield from sshd_server()


@pytest.fixture
def page(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))  # no local run of another test
    win = _window(qtbot, tmp_path)
    yield win.ctx.pages["remotePage"]
    win.close()


def _fake_gcloud(tmp_path, monkeypatch):
    """A gcloud on PATH that records its arguments and lists one TPU VM (no cloud reached)."""
    from tests.remote.test_frameworks import _fake_gcloud as fake

    return fake(tmp_path, monkeypatch)


def test_buttons_are_enabled_only_when_they_can_work(page, qtbot, tmp_path, monkeypatch):
    import json

    page.ctx.model.load(Job())
    for name in ("connectButton", "probeButton", "startButton", "attachButton", "installButton"):
        assert not _button(page, name).isEnabled(), name
        assert "host" in _button(page, name).toolTip()
    assert "Set up tab" in page.status_label.text()
    host = page.findChild(QLineEdit, "remote.host")
    qtbot.keyClicks(host, "10.1.2.3")
    for name in ("connectButton", "probeButton", "startButton", "attachButton", "installButton"):
        assert _button(page, name).isEnabled(), name
    assert not _button(page, "fetchButton").isEnabled()  # no run yet

    record = _fake_gcloud(tmp_path, monkeypatch)
    page.setup.refresh()
    page._update_buttons()
    listing = _button(page, "tpuListButton")
    assert not listing.isEnabled() and "zone" in listing.toolTip()  # gcloud is there: no zone
    qtbot.keyClicks(page.findChild(QLineEdit, "remote.zone"), "us-west4-a")
    qtbot.keyClicks(page.findChild(QLineEdit, "remote.project"), "p-1")
    assert listing.isEnabled()
    qtbot.mouseClick(listing, LEFT)
    qtbot.waitUntil(lambda: page.tpu_list.count() == 1, timeout=10_000)
    _wait_idle(page, qtbot)
    assert json.loads(record.read_text())[-2:] == ["--zone=us-west4-a", "--project=p-1"]
    page.tpu_list.activated.emit(0)
    assert page.ctx.job.remote.host == "10.0.0.2"
    assert page.ctx.job.remote.zone == "us-west4-a" and page.ctx.job.remote.project == "p-1"


def test_the_guide_uses_zone_project_and_the_current_runtime_version(page, qtbot):
    page.ctx.model.load(Job())
    setup = page.setup
    assert page.tabs.currentWidget() is setup  # no host yet: the guide is what is shown
    text = setup.guide_text()
    assert "--zone=ZONE" in text and "enter the zone" in text
    page.ctx.model.update({"remote.zone": "europe-west4-a", "remote.project": "p-2"})
    assert "create my-tpu \\\n    --accelerator-type=v5litepod-8" in setup.guide_text()
    # the guide's VM is the job's (remote.vm_name, remote.accelerator_type), typed in its form
    qtbot.keyClicks(setup.gcloud_form.widgets["remote.vm_name"], "my-tpu-2")
    text = setup.guide_text()
    assert (
        "gcloud compute tpus tpu-vm create my-tpu-2 \\\n    --accelerator-type=v5litepod-8 \\\n"
        "    --version=v2-alpha-tpuv5-lite \\\n    --zone=europe-west4-a \\\n    --project=p-2"
    ) in text
    assert (
        "gcloud compute tpus tpu-vm ssh my-tpu-2 \\\n    --zone=europe-west4-a \\\n"
        "    --project=p-2" in text
    )
    assert "~/.ssh/google_compute_engine" in text and "host key" in text
    for version in ("v2-alpha-tpuv6e", "v2-alpha-tpuv5", "tpu-ubuntu2204-base"):
        assert version in text
    page.ctx.model.set("remote.accelerator_type", "v4-8")
    assert "--version=tpu-ubuntu2204-base" in setup.guide_text()
    page.ctx.model.set("remote.provisioning", "spot")  # the guide creates what the job names
    assert "--spot" in setup.guide_text() and "--async" not in setup.guide_text()


def test_install_step_runs_the_exact_command_dry_over_ssh(page, qtbot, sshd, tmp_path, monkeypatch):
    from tests.remote.test_frameworks import guarded_python
    from tpugui.remote import frameworks

    monkeypatch.setenv(frameworks.DRY_RUN_ENV, "1")  # the VM echoes the command: no download
    sshd.known_hosts(tmp_path / "known_hosts")
    py = guarded_python(tmp_path)  # and its Python refuses pip, should the echo be missing
    job = _job(sshd, tmp_path).updated("model.backend", "jax").updated("remote.python", py)
    page.ctx.model.load(job)
    setup = page.setup
    assert setup.chosen_framework() == "jax"  # the job's backend

    def shown() -> str:  # the command as shown, its continued lines joined
        return setup.command.toPlainText().replace(" \\\n    ", " ")

    assert shown() == frameworks.install_command(py, "jax")
    setup.framework.setCurrentIndex(setup.framework.findData("torch_xla"))
    assert shown() == frameworks.install_command(py, "torch_xla")
    setup.framework.setCurrentIndex(setup.framework.findData("tensorflow"))
    assert setup.command.toPlainText().endswith(
        " \\\n    tensorflow-tpu \\\n"
        "    -f https://storage.googleapis.com/libtpu-tf-releases/index.html"
    )
    setup.framework.setCurrentIndex(setup.framework.findData("jax"))
    qtbot.mouseClick(_button(page, "installButton"), LEFT)
    assert setup.progress.isVisible() and not _button(page, "installButton").isEnabled()
    qtbot.waitUntil(setup.result.isVisible, timeout=30_000)
    _wait_idle(page, qtbot)
    assert setup.lines == [" ".join(frameworks.install_argv(py, "jax"))]
    assert not setup.progress.isVisible()
    import jax

    result = setup.result.text()
    assert (
        f"JAX is installed on {sshd.user}@[127.0.0.1]:{sshd.port}: jax {jax.__version__}" in result
    )
    assert "dry run" in result
    assert page.status == ConnectionStatus.CONNECTED
    page.grab().save(str(tmp_path / "remote_install.png"))


def test_install_step_says_plainly_why_it_failed(page, qtbot, sshd, tmp_path):
    fake = tmp_path / "python3"
    fake.write_text("#!/bin/sh\necho '/usr/bin/python3: No module named pip' >&2\nexit 1\n")
    fake.chmod(0o755)
    sshd.known_hosts(tmp_path / "known_hosts")
    page.ctx.model.load(_job(sshd, tmp_path).updated("remote.python", str(fake)))
    # nothing of an earlier test still going: the click is taken
    qtbot.waitUntil(lambda: page.task is None or not page.task.is_running(), timeout=30_000)
    qtbot.mouseClick(_button(page, "installButton"), LEFT)
    qtbot.waitUntil(page.setup.result.isVisible, timeout=60_000)
    _wait_idle(page, qtbot)
    result = page.setup.result.text()
    assert "TensorFlow was not installed (pip exit 1)" in result and "python3-pip" in result


def test_an_install_in_progress_can_be_stopped(page, qtbot, sshd, tmp_path):
    """A pip that does not end (the VM's Python prints a line, then waits): Stop, shown
    beside the progress while it installs, ends it on the VM too and the panel says it was
    stopped."""
    import psutil

    fake = tmp_path / "python3"
    fake.write_text(  # this Python, except that its pip never ends
        '#!/bin/sh\nif [ "$1" = "-m" ] && [ "$2" = "pip" ]; then\n'
        f"  echo $$ > {tmp_path / 'pid'}\n  echo 'Collecting jax'\n  exec sleep 60\nfi\n"
        f'exec {sys.executable} "$@"\n'
    )
    fake.chmod(0o755)
    sshd.known_hosts(tmp_path / "known_hosts")
    page.ctx.model.load(_job(sshd, tmp_path).updated("remote.python", str(fake)))
    setup = page.setup
    assert not setup.stop_button.isVisible()
    qtbot.mouseClick(_button(page, "installButton"), LEFT)
    qtbot.waitUntil(lambda: setup.lines == ["Collecting jax"], timeout=30_000)
    assert setup.stop_button.isVisible() and page.task.is_running()
    qtbot.mouseClick(_button(page, "stopInstallButton"), LEFT)
    qtbot.waitUntil(setup.result.isVisible, timeout=30_000)
    _wait_idle(page, qtbot)
    assert "was stopped" in setup.result.text()
    assert not setup.stop_button.isVisible() and _button(page, "installButton").isEnabled()
    pid = int((tmp_path / "pid").read_text())
    qtbot.waitUntil(lambda: not psutil.pid_exists(pid), timeout=10_000)  # not left running


def _plain(text: str) -> str:
    """Shown text without its data marks (U+2068/U+2069 around the machine's own words)."""
    return text.replace("\u2068", "").replace("\u2069", "")


def test_the_vm_box_creates_stops_and_deletes_the_vm_asked_first(
    page, qtbot, tmp_path, monkeypatch
):
    """Create…, Stop and Delete… on the Set up tab, against ``tests/remote/fake_gcloud.py``
    standing in for gcloud and Google's TPU service: the question before what bills or
    destroys names the price and the exact command, and the state is followed to its end."""
    from PySide6.QtWidgets import QMessageBox

    from tests.remote import fake_gcloud

    cloud = tmp_path / "cloud.json"
    fake_gcloud.install(tmp_path / "bin", cloud)
    monkeypatch.setenv("PATH", f"{tmp_path / 'bin'}:{__import__('os').environ['PATH']}")
    asked: list[str] = []
    answers = [QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No]

    def question(_parent, title, text, *_a):
        if title != "TPU VM":  # the window's own question on close: the job is not saved
            return QMessageBox.StandardButton.Discard
        asked.append(_plain(text))
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    page.ctx.model.load(Job())
    box = page.setup.vm_box
    page.vm_actions.poll_s = 0
    assert not box.buttons["create"].isEnabled()  # no VM named yet
    assert "Choose the accelerator type" in _plain(box.price.text())
    page.ctx.model.update({"remote.vm_name": "tpu-a", "remote.accelerator_type": "v5litepod-8",
                           "remote.zone": "us-central1-a"})  # fmt: skip
    assert "$9.60 an hour while READY" in _plain(box.price.text())
    assert "8 chip(s) × $1.20 per chip-hour" in _plain(box.price.text())
    qtbot.mouseClick(box.buttons["create"], LEFT)
    qtbot.waitUntil(lambda: box.last_state == "READY", timeout=30_000)
    qtbot.waitUntil(lambda: not page.connection.running, timeout=10_000)
    assert "$9.60 an hour while READY" in asked[0]
    assert "$ gcloud compute tpus tpu-vm create tpu-a --accelerator-type=v5litepod-8" in asked[0]
    assert "tpu-a: READY" in _plain(box.state.text())

    qtbot.mouseClick(box.buttons["stop"], LEFT)  # stopping bills nothing: not asked
    qtbot.waitUntil(lambda: box.last_state == "STOPPED", timeout=30_000)
    qtbot.waitUntil(lambda: not page.connection.running, timeout=10_000)
    assert len(asked) == 1
    qtbot.mouseClick(box.buttons["delete"], LEFT)  # answered No: nothing is sent
    assert "cannot be undone" in asked[1]
    calls = fake_gcloud.read(cloud)["calls"]
    assert not any("delete" in c for c in calls)
    assert fake_gcloud.read(cloud)["nodes"]["tpu-a"]["state"] == "STOPPED"


def test_the_vm_box_says_when_the_idle_watchdog_stops_the_vm(page):
    """The watchdog's state.json as a probe reads it (tpugui.remote.vm_watch writes it): when
    the VM stops itself and what its idle time has cost at the slice's price."""
    import time as _time

    page.ctx.model.load(Job())
    page.ctx.model.update({"remote.vm_name": "tpu-a", "remote.accelerator_type": "v5litepod-8",
                           "remote.zone": "us-central1-a"})  # fmt: skip
    box = page.setup.vm_box
    now = _time.time()
    idle = {"minutes": 30.0, "going": [], "idle_since": now - 600, "stop_at": now + 1200}
    page.vm_actions._on_item(("vm_watch", idle))  # as the probe hands it over
    shown = _plain(box.watch.text())
    assert box.watch.isVisibleTo(box)
    at = _time.strftime("%H:%M", _time.localtime(now + 1200))
    assert f"stops itself at {at}" in shown and "$1.60 idle so far" in shown  # 10 min × $9.60/h
    busy = {"minutes": 30.0, "going": ["r1", "r2"], "idle_since": None, "stop_at": None}
    assert "2 run(s) going" in _plain(box.watch_text(busy))
    done = {**idle, "stopped_at": now, "reason": "idle"}
    assert "stopped itself" in _plain(box.watch_text(done))
    page.vm_actions._on_item(("vm_watch", {}))  # no watchdog on this VM: nothing said
    assert not box.watch.isVisibleTo(box)


def test_a_spot_run_resumed_on_a_new_vm_is_shown_anew(page, qtbot):
    """The window's side of Spot recovery (tpugui.runner.spot sends these items from the
    remote task; the recovery itself is tests/remote/test_spot_recovery.py): the preempted
    attempt ends on the Training page, the resumed one is followed there as a new stream, its
    events numbered from 1 again."""
    from tpugui.remote.session import RemoteRun

    job = Job().with_values({"remote.host": "10.0.0.2", "remote.vm_name": "tpu-s"})
    page.ctx.model.load(job)
    runs = page.runs
    assert runs._show_on_training("10.0.0.2: demo", "Starting…")
    runs.run_job = job
    runs._on_item(("run", RemoteRun("r1", "/vm/runs/r1", "python3", "10.0.0.2", "", 11)))
    start = {"type": "run_started", "seq": 1, "time": 1.0, "run_id": "r1", "backend": "torch",
             "device": "cpu", "epochs": 2, "steps_per_epoch": 4}  # fmt: skip
    runs._on_item(("event", start))
    runs._on_item(("event", {"type": "run_finished", "seq": 2, "time": 2.0,
                             "status": "preempted"}))  # fmt: skip
    training = page.ctx.page("trainingPage")
    first = training.current
    qtbot.waitUntil(lambda: first.status == "preempted", timeout=5000)
    runs._on_item(("resumed", RemoteRun("r2", "/vm/runs/r2", "python3", "10.0.0.3", "", 12)))
    runs._on_item(("event", {**start, "run_id": "r2", "time": 3.0}))
    runs._on_item(("event", {"type": "batch_end", "seq": 2, "time": 3.5, "epoch": 1, "step": 5,
                             "logs": {"loss": 0.5}}))  # fmt: skip
    qtbot.waitUntil(lambda: training.current is not first and training.current.global_step == 5,
                    timeout=5000)  # fmt: skip
    assert training.current.status == "running" and runs.run.run_id == "r2"
    assert "resumed after the VM was preempted" in runs.panel.summary.text()
    runs.training.close("stopped")
