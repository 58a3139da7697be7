"""The Training page, driven by object names as a person would, with the real engine.

Training runs are real: scikit-learn's digits, a small MLP, TensorFlow on the CPU, 1-2 epochs.
Only the remote stream is simulated (a thread emitting events), as we have no TPU VM here.
"""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from tpugui.events import Emitter, JsonlSink, read_events
from tpugui.job import Job, dumps_job
from tpugui.job_fields import section_specs
from tpugui.qt.main_window import MainWindow
from tpugui.qt.page import AppContext
from tpugui.qt.training.page import TrainingPage

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def runs_root(tmp_path, monkeypatch):
    root = tmp_path / "runs"
    monkeypatch.setenv("TPUGUI_RUNS", str(root))
    return root


@pytest.fixture
def window(runs_root, training_window):
    return training_window


def page_of(win) -> TrainingPage:
    return win.ctx.page("trainingPage")


def set_small(page: TrainingPage, qtbot, epochs: int = 2, backend: str | None = None) -> None:
    """Choose a small MLP run through the form, as a person would. The window's handling of a
    run's process (stop, close, quit, fail, follow again) is the same for every framework; the
    tests of it train with torch, which starts in a third of TensorFlow's time; the whole run
    from the window trains with the job's own TensorFlow."""
    if backend is not None:
        page.findChild(QComboBox, "model.backend").setCurrentText(backend)
    arch = page.findChild(QComboBox, "model.architecture")
    arch.setCurrentText("mlp")
    ep = page.findChild(QSpinBox, "train.epochs")
    ep.setValue(epochs)


def ctx_problems(win) -> set[str]:
    return set(win.ctx.model.problems)


def run_dir_of(page: TrainingPage) -> Path:
    assert page.current is not None and page.current.path, "no run folder reported"
    return Path(page.current.path)


def wait_finished(qtbot, page: TrainingPage, timeout: int = 120_000) -> None:
    qtbot.waitUntil(lambda: not page.running, timeout=timeout)


# --- forms --------------------------------------------------------------------------------


def test_every_setting_has_its_job_key_as_object_name_and_validates_inline(qtbot):
    ctx = AppContext()
    page = TrainingPage(ctx)
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    keys = [s.key for section in ("model", "train") for s in section_specs(section)]
    assert "train.label_smoothing" in keys  # a key on the schema is a control, no form code
    for key in keys:
        w = page.findChild(QWidget, key)
        assert w is not None, key
        assert w.accessibleName(), key
        spec = section_specs(key.split(".")[0])
        spin = page.findChild(QSpinBox, key)
        if spin is not None:  # the range is the Job's range: nothing the Job refuses
            (s,) = [x for x in spec if x.key == key]
            word = 1 if s.kind == "parallelism" else 0  # its lowest value reads "auto"
            assert spin.minimum() == s.minimum - word and spin.maximum() == s.maximum, key
    for name in (
        "startButton",
        "stopButton",
        "progressBar",
        "lossPlot",
        "smoothing",
        "xAxis",
        "logY",
        "followButton",
        "runHistory",
        "runLog",
        "runStatus",
    ):
        assert page.findChild(object, name) is not None, name
    start = page.findChild(type(page.start_button), "startButton")
    assert start.isEnabled()

    lr = page.findChild(QLineEdit, "train.learning_rate")
    lr.clear()
    qtbot.keyClicks(lr, "fast")
    problems = page.findChild(type(page.form.problem_label), "formProblems")
    assert "train.learning_rate" in problems.text() and not problems.isHidden()
    assert not start.isEnabled()
    assert "border" in lr.styleSheet()
    lr.clear()
    qtbot.keyClicks(lr, "3e-4")
    assert start.isEnabled() and lr.styleSheet() == ""

    device = page.findChild(QComboBox, "model.device")
    device.setCurrentText("gpu-one")
    assert "model.device" in problems.text() and not start.isEnabled()
    device.setCurrentText("cpu")
    assert start.isEnabled()

    page.findChild(QComboBox, "model.backend").setCurrentText("torch")
    assert not page.findChild(QComboBox, "model.strategy").isEnabled()  # a TensorFlow setting
    assert page.findChild(QSpinBox, "train.num_workers").isEnabled()
    page.findChild(QSpinBox, "train.epochs").setValue(7)
    job = ctx.model.job
    assert (job.model.backend, job.model.device, job.train.epochs) == ("torch", "cpu", 7)
    assert job.train.learning_rate == pytest.approx(3e-4)
    # train.processes: a number, or "auto" at the spin box's lowest value (shown as its word)
    procs = page.findChild(QSpinBox, "train.processes")
    procs.setValue(2)
    assert ctx.model.job.train.processes == 2
    procs.setValue(procs.minimum())
    assert ctx.model.job.train.processes == "auto" and procs.text() == "auto"
    ctx.model.load(Job().updated("train.processes", 3))
    assert procs.value() == 3
    ctx.model.load(Job().updated("train.processes", "auto"))
    assert procs.value() == procs.minimum()

    # a job loaded later refills the form
    ctx.model.load(Job().updated("train.optimizer", "sgd").updated("train.label_smoothing", 0.1))
    assert page.findChild(QComboBox, "train.optimizer").currentData() == "sgd"
    assert page.form.widgets["train.label_smoothing"].value() == pytest.approx(0.1)
    # one owner per key: the validation share is the Pipeline page's, not a second widget here
    assert page.findChild(QWidget, "data.validation_split") is None


def test_a_seed_problem_marks_only_its_own_field(qtbot):
    ctx = AppContext()
    page = TrainingPage(ctx)
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    ctx.model.set("train.seed", "not a number")
    assert set(ctx.model.problems) == {"train.seed"}
    assert page.form.widgets["train.seed"].styleSheet()
    assert all(not w.styleSheet() for k, w in page.form.widgets.items() if k != "train.seed")
    assert "train.seed" in page.form.problems[0] and "data.seed" not in page.form.problems[0]


def test_devices_recommendation_prefills_backend_and_device(qtbot):
    ctx = AppContext()
    page = TrainingPage(ctx)
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    rec = SimpleNamespace(backend="torch", device="cpu", strategy="default", reason="no GPU here")
    ctx.inventory = SimpleNamespace(recommendation=rec)
    ctx.inventory_changed.emit(ctx.inventory)
    assert page.findChild(QComboBox, "model.backend").currentText() == "torch"
    assert page.findChild(QComboBox, "model.device").currentText() == "cpu"
    assert "no GPU here" in page.form.advice_label.text()
    # once the person picks a device, the advice no longer overrides it
    page.findChild(QComboBox, "model.device").setCurrentText("cuda:0")
    ctx.inventory.recommendation = SimpleNamespace(backend="tensorflow", device="tpu")
    ctx.inventory_changed.emit(ctx.inventory)
    assert page.findChild(QComboBox, "model.device").currentText() == "cuda:0"
    assert "not applied" in page.form.advice_label.text()


def test_a_real_inventory_prefills_the_device_and_the_combo_shows_it(qtbot):
    """A CPU-only inventory (its device choices get marked absent too): the advice's device is
    in the job and shown in the editable combo, and nobody counts as having chosen it."""
    from tpugui.devices.inventory import Inventory
    from tpugui.devices.model import Device, Recommendation

    ctx = AppContext()
    page = TrainingPage(ctx)
    qtbot.addWidget(page)
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    inv = Inventory(devices=[Device("cpu", "test CPU", 1)], recommendation=Recommendation())
    ctx.inventory = inv
    ctx.inventory_changed.emit(inv)
    assert ctx.model.value("model.device") == "cpu"
    assert page.findChild(QComboBox, "model.device").currentText() == "cpu"
    assert "model.device" not in ctx.model.edited
    assert "(applied)" in page.form.advice_label.text()


# --- real runs ------------------------------------------------------------------------------


@pytest.mark.slow
def test_full_digits_run_from_the_gui(window, qtbot):
    page = page_of(window)
    set_small(page, qtbot, epochs=2)
    start = page.findChild(type(page.start_button), "startButton")
    qtbot.mouseClick(start, LEFT)
    assert not start.isEnabled() and page.stop_button.isEnabled()
    assert page.busy()
    qtbot.waitUntil(lambda: page.current.batch_events >= 10, timeout=60_000)
    SHOTS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "training-during.png"))
    wait_finished(qtbot, page)
    window.grab().save(str(SHOTS / "training-after.png"))

    run = page.current
    events = list(read_events(run_dir_of(page) / "events.jsonl"))
    batch = [e for e in events if e["type"] == "batch_end"]
    assert events[-1]["type"] == "run_finished" and events[-1]["status"] == "completed"
    assert len(batch) > 10
    assert page.plots.curve_points(page.plots.loss_plot, run, "loss") == len(batch)
    losses = page.plots.loss_plot.curves[f"{page.plots.key(run)}/loss"].yData
    assert losses[-1] < losses[0]
    assert page.plots.curve_points(page.plots.epoch_plot, run, "val_loss") == 2
    assert page.findChild(type(page.progress), "progressBar").value() == 1000
    assert "epoch 2/2" in page.progress.text()
    assert page.status_label.text().startswith("Completed")
    assert start.isEnabled() and not page.stop_button.isEnabled()
    assert "Run completed" in page.log_view.toPlainText()
    # the run shows up in the history, and the Predict panel is ready to predict with it
    qtbot.waitUntil(lambda: page.history.row_of(str(run_dir_of(page))) >= 0, timeout=10_000)
    assert Path(page.predict_panel.run) == run_dir_of(page)


@pytest.mark.slow
def test_stop_mid_run_ends_as_stopped(window, qtbot):
    page = page_of(window)
    set_small(page, qtbot, epochs=200, backend="torch")
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.current.batch_events >= 5, timeout=60_000)
    qtbot.mouseClick(page.findChild(type(page.stop_button), "stopButton"), LEFT)
    wait_finished(qtbot, page, timeout=30_000)
    assert page.current.status == "stopped"
    events = list(read_events(run_dir_of(page) / "events.jsonl"))
    assert events[-1]["status"] == "stopped"
    assert events[-1]["epoch"] < 200
    assert page.status_label.text().startswith("Stopped")
    assert page.start_button.isEnabled()


@pytest.mark.slow
def test_failing_run_shows_its_error_and_a_new_run_works(window, qtbot, tmp_path):
    page = page_of(window)
    model = tmp_path / "broken_model.py"
    model.write_text(
        "def build_model(framework, input_shape, num_classes):\n"
        "    raise RuntimeError('this model is broken on purpose')\n",
        encoding="utf-8",
    )
    set_small(page, qtbot, epochs=1, backend="torch")
    page.findChild(QComboBox, "model.architecture").setCurrentText(f"file:{model}")
    qtbot.mouseClick(page.start_button, LEFT)
    wait_finished(qtbot, page)
    assert page.current.status == "failed"
    assert "broken on purpose" in page.status_label.text()
    assert "broken on purpose" in page.log_view.toPlainText()
    qtbot.waitUntil(
        lambda: any("broken on purpose" in t.note.message for t in window.toasts.toasts())
    )
    assert window.isVisible() and page.start_button.isEnabled()

    # the same window trains again
    page.findChild(QComboBox, "model.architecture").setCurrentText("mlp")
    qtbot.mouseClick(page.start_button, LEFT)
    wait_finished(qtbot, page)
    assert page.current.status == "completed"
    assert page.status_label.text().startswith("Completed")


def test_a_job_the_engine_refuses_names_the_field(window, qtbot, tmp_path, runs_root):
    """The engine's framework-free checks run before the run's process is started."""
    page = page_of(window)
    job = Job(name="npz").updated("data.source", "npz")
    window.set_job(job.updated("data.path", str(tmp_path / "missing.npz")), None)
    qtbot.mouseClick(page.start_button, LEFT)
    assert "data.path" in ctx_problems(window)
    assert "data.path" in page.status_label.text()
    assert not page.running and page.start_button.isEnabled()
    assert not runs_root.exists() or not any(runs_root.iterdir())  # no process, no run folder


def test_data_on_the_vm_are_refused_for_a_run_here(window, qtbot, tmp_path, runs_root):
    """data.location = "vm" is for a remote run: Start here says so at that key."""
    page = page_of(window)
    data = tmp_path / "here.npz"  # even a path that exists here: the job says it lies on a VM
    data.write_bytes(b"")
    job = Job(name="npz").updated("data.source", "npz").updated("data.path", str(data))
    window.set_job(job.updated("data.location", "vm"), None)
    qtbot.mouseClick(page.start_button, LEFT)
    assert "set it to local" in str(window.ctx.model.problems["data.location"])
    assert not page.running and page.start_button.isEnabled()
    assert not runs_root.exists() or not any(runs_root.iterdir())


@pytest.mark.slow
def test_closing_during_a_run_stops_it_and_leaves_no_thread(window, qtbot, monkeypatch):
    page = page_of(window)
    set_small(page, qtbot, epochs=200, backend="torch")
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.current.batch_events >= 3, timeout=60_000)
    asked = []

    def answer(*args, **kwargs):
        asked.append(args[2])
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    thread = page.local.task._thread
    run_dir = run_dir_of(page)
    window.close()
    assert asked and "Training" in asked[0]
    assert not thread.isRunning() and not page.running
    # the stop goes on without the window: the run ends at its next step
    qtbot.waitUntil(lambda: _last_event(run_dir)["type"] == "run_finished", timeout=60_000)
    assert _last_event(run_dir)["status"] == "stopped"


def _last_event(run_dir: Path) -> dict:
    return list(read_events(run_dir / "events.jsonl"))[-1]


def test_a_run_kept_going_at_quit_is_followed_again_by_the_next_window(
    window, qtbot, monkeypatch, tmp_path
):
    page = page_of(window)
    set_small(page, qtbot, epochs=200, backend="torch")
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.current.batch_events >= 3, timeout=60_000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    run_dir = run_dir_of(page)
    seen = page.current.batch_events
    window.close()  # "No": leave it running
    assert not page.running
    assert _last_event(run_dir)["type"] != "run_finished"  # still training, on its own
    again = MainWindow(QSettings(str(tmp_path / "settings2.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(again)
    again.show()
    second = page_of(again)
    qtbot.waitUntil(lambda: second.running and second.current.batch_events > seen, timeout=60_000)
    assert second.current.path == str(run_dir)
    qtbot.mouseClick(second.stop_button, LEFT)
    wait_finished(qtbot, second, timeout=60_000)
    assert second.current.status == "stopped"
    records = list(read_events(run_dir / "events.jsonl"))
    # replayed from seq 1: the new window has every record and every step once
    assert second.events_seen == len(records)
    assert second.current.batch_events == len([r for r in records if r["type"] == "batch_end"])
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    again.close()


# --- history, compare, export ---------------------------------------------------------------


def write_run(root: Path, name: str, steps: int, scale: float = 1.0) -> Path:
    path = root / name
    path.mkdir(parents=True)
    (path / "job.toml").write_text(dumps_job(Job(name=name)), encoding="utf-8")
    with JsonlSink(path / "events.jsonl") as sink:
        em = Emitter([sink])
        em.emit(
            "run_started",
            run_id=name,
            backend="torch",
            device="cpu",
            replicas=1,
            epochs=2,
            steps_per_epoch=steps // 2,
            job={"name": name},
            run_dir=str(path),
        )
        em.log("hello from the past", "warning")
        for i in range(1, steps + 1):
            em.emit(
                "batch_end",
                epoch=1 + (i - 1) // (steps // 2),
                step=i,
                logs={"loss": scale / i, "lr": 0.01},
                examples_per_sec=1000.0,
            )
            if i % (steps // 2) == 0:
                em.emit(
                    "epoch_end",
                    epoch=i // (steps // 2),
                    step=i,
                    logs={
                        "loss": scale / i,
                        "val_loss": 1.1 * scale / i,
                        "accuracy": 0.5,
                        "val_accuracy": 0.6,
                    },
                )
        em.emit("run_finished", status="completed", error=None, traceback=None)
    return path


def test_past_run_opens_from_history_and_runs_overlay_and_export(
    window, qtbot, runs_root, tmp_path, monkeypatch
):
    page = page_of(window)
    first = write_run(runs_root, "past-a", 40)
    second = write_run(runs_root, "past-b", 60, scale=2.0)
    qtbot.mouseClick(
        page.history.findChild(type(page.history.refresh_button), "refreshRunsButton"), LEFT
    )
    qtbot.waitUntil(lambda: page.history.row_of(first) >= 0 and page.history.row_of(second) >= 0)
    history = page.history
    assert history.text(first, "status") == "completed"
    assert history.text(first, "backend") == "torch" and history.text(first, "epochs") == "2/2"

    history.select(first)
    qtbot.mouseClick(history.open_button, LEFT)
    qtbot.waitUntil(lambda: page.current is not None and page.current.path == str(first))
    run = page.current
    assert page.plots.curve_points(page.plots.loss_plot, run, "loss") == 40
    assert page.plots.curve_points(page.plots.epoch_plot, run, "val_loss") == 2
    assert page.status_label.text().startswith("Completed")
    assert "hello from the past" in page.log_view.toPlainText()
    # one named loss: the status line and the history say which, and agree
    status = page.status_label.text()
    assert f"epoch mean loss {history.text(first, 'loss')}" in status
    assert f"validation loss {history.text(first, 'val_loss')}" in status
    assert page.plots.legend_names() == [history.display_name(first)]

    # tick "Compare" on the other run: its curves overlay the open one
    history.set_compared(str(second), True)
    qtbot.waitUntil(lambda: page.plots.overlay_for(str(second)) is not None)
    other = page.plots.overlay_for(str(second))
    assert page.plots.curve_points(page.plots.loss_plot, other, "loss") == 60
    history.set_compared(str(second), False)
    assert page.plots.overlay_for(str(second)) is None
    history.set_compared(str(second), True)
    qtbot.waitUntil(lambda: page.plots.overlay_for(str(second)) is not None)

    # the folder
    history.select(first)
    opened = []
    monkeypatch.setattr(
        "tpugui.qt.training.history.QDesktopServices.openUrl",
        lambda url: opened.append(url.toLocalFile()) or True,
    )
    qtbot.mouseClick(history.folder_button, LEFT)
    assert opened == [str(first)]

    # exports: PNG at a chosen size and SVG, the plots only; CSV (both runs, every value)
    page.resize(1200, 800)
    png = page.export_plots(tmp_path / "plots.png", (1000, 640))
    svg = page.export_plots(tmp_path / "plots.svg")
    assert QImage(str(png)).size().toTuple() == (1000, 640)  # not a grab of the widget
    assert b"<svg" in svg.read_bytes()[:2000]
    one = page.export_plots(tmp_path / "loss.png", (500, 300), plot=page.plots.loss_plot)
    assert QImage(str(one)).size().toTuple() == (500, 300)
    # ... and through the Image… button: which plot, format and size, then the file name
    monkeypatch.setattr(
        "tpugui.qt.training.export_dialog.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(tmp_path / "epoch"), ""),
    )
    page.findChild(QAction, "exportImageAction").trigger()  # Export ▸ Image…
    dialog = page.export_dialog
    dialog.findChild(QComboBox, "exportWhich").setCurrentIndex(2)  # Epoch loss
    dialog.findChild(QComboBox, "exportFormat").setCurrentIndex(1)  # SVG
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), LEFT)
    assert b"<svg" in (tmp_path / "epoch.svg").read_bytes()[:2000]
    dialog = page.export_image_dialog()
    dialog.width_box.setValue(900)
    dialog.height_box.setValue(600)
    monkeypatch.setattr(
        "tpugui.qt.training.export_dialog.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(tmp_path / "all.png"), ""),
    )
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Save), LEFT)
    assert QImage(str(tmp_path / "all.png")).size().toTuple() == (900, 600)
    rows = page.export_metrics(tmp_path / "metrics.csv")
    lines = (tmp_path / "metrics.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "run,run_id,kind,epoch,step,seconds,metric,value"
    # per run: loss, lr, throughput per step + 4 metrics x 2 epochs
    assert rows == len(lines) - 1 == (40 * 3 + 8) + (60 * 3 + 8)
    monkeypatch.setattr(
        "tpugui.qt.training.export_menu.QFileDialog.getSaveFileName",
        lambda *a, **k: (str(tmp_path / "via-button.csv"), ""),
    )
    page.findChild(QAction, "exportCsvAction").trigger()  # Export ▸ CSV…
    assert (tmp_path / "via-button.csv").exists()


def test_remote_stream_feeds_the_same_plots(window, qtbot):
    page = page_of(window)
    stops = []
    sink = page.attach_stream("tpu-vm-1", stop=lambda: stops.append(1))
    assert page.busy() and not page.start_button.isEnabled() and page.stop_button.isEnabled()

    def remote():  # an SSH reader thread would do this
        em = Emitter([sink])
        em.emit(
            "run_started",
            run_id="remote-1",
            backend="torch_xla",
            device="xla:0",
            replicas=4,
            epochs=1,
            steps_per_epoch=50,
            job={"name": "on-tpu"},
        )
        for i in range(1, 51):
            em.emit("batch_end", epoch=1, step=i, logs={"loss": 1.0 / i}, examples_per_sec=9e3)
            time.sleep(0.002)
        em.emit("epoch_end", epoch=1, step=50, logs={"loss": 0.02, "val_loss": 0.03})
        em.emit("run_finished", status="completed", error=None, traceback=None)

    t = threading.Thread(target=remote)
    t.start()
    qtbot.mouseClick(page.stop_button, LEFT)
    assert stops == [1]
    t.join()
    qtbot.waitUntil(lambda: not page.running, timeout=10_000)
    run = page.current
    assert run.status == "completed" and run.backend == "torch_xla"
    assert page.plots.curve_points(page.plots.loss_plot, run, "loss") == 50
    assert page.start_button.isEnabled()


def test_sparse_loss_points_are_said_on_the_plot(window, qtbot):
    """steps_per_execution = 32 (or the lagged XLA read): the curve's density is made visible."""
    page = page_of(window)
    sink = page.attach_stream("stand-in stream")
    sink(
        {
            "seq": 1,
            "time": 1.0,
            "type": "run_started",
            "run_id": "r",
            "backend": "tensorflow",
            "device": "tpu",
            "replicas": 8,
            "epochs": 1,
            "steps_per_epoch": 64,
            "events_every": 32,
        }
    )
    for i, step in enumerate((32, 64), start=2):
        sink(
            {
                "seq": i,
                "time": 1.0 + i,
                "type": "batch_end",
                "epoch": 1,
                "step": step,
                "logs": {"loss": 1.0 / i},
                "examples_per_sec": 100.0,
            }
        )
    sink(
        {
            "seq": 4,
            "time": 5.0,
            "type": "run_finished",
            "status": "completed",
            "error": None,
            "traceback": None,
        }
    )
    qtbot.waitUntil(lambda: "32" in page.plots.loss_plot.title, timeout=5000)
    assert "one point every 32 steps" in page.plots.loss_plot.title
    assert "every 32 steps" in page.log_view.toPlainText()
    page.end_stream()


# --- the Python per backend ------------------------------------------------------------------

XLA_PYTHON = Path(__file__).resolve().parents[2] / ".venv-xla" / "bin" / "python"


@pytest.mark.skipif(not XLA_PYTHON.exists(), reason=".venv-xla (torch_xla) is not installed")
def test_pytorch_xla_runs_from_the_window_in_its_own_python(window, qtbot):
    page = page_of(window)
    window.set_job(Job(name="xla").updated("train.epochs", 1), None)
    # chosen in the form, as a person would (the Devices advice leaves edited keys alone)
    window.ctx.model.update(
        {"model.backend": "torch_xla", "model.architecture": "mlp", "train.steps_per_epoch": 5}
    )
    qtbot.waitUntil(lambda: "torch_xla" in page.python_label.text(), timeout=30_000)
    assert page.python_label.toolTip() == str(XLA_PYTHON)  # .venv-xla found beside .venv
    qtbot.mouseClick(page.start_button, LEFT)
    wait_finished(qtbot, page, timeout=240_000)
    assert page.current.status == "completed", page.current.error
    started = next(r for r in read_events(run_dir_of(page) / "events.jsonl"))
    assert started["backend"] == "torch_xla"
    launch = (run_dir_of(page) / "launch.json").read_text()
    assert str(XLA_PYTHON) in launch  # trained by the .venv-xla interpreter


def test_a_backend_missing_in_its_python_is_refused_before_start(window, qtbot):
    import sys

    page = page_of(window)
    window.ctx.pythons = {"torch_xla": sys.executable}  # set in Settings: a Python without it
    window.ctx.model.update({"model.backend": "torch_xla"})
    qtbot.waitUntil(lambda: "not installed" in page.python_label.text(), timeout=30_000)
    assert not page.start()
    assert "model.backend" in ctx_problems(window)
    assert page.current is None or page.current.path == ""


# --- the warm start --------------------------------------------------------------------------


def test_a_warm_process_takes_the_first_start_and_a_new_backend_discards_it(
    qtbot, tmp_path, runs_root, monkeypatch
):
    monkeypatch.setenv("TPUGUI_WARM", "1")
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.show()
    win.set_job(Job(name="warm").updated("model.backend", "jax"), None)
    page = page_of(win)
    set_small(page, qtbot, epochs=1)
    qtbot.waitUntil(lambda: page.warm is not None, timeout=60_000)
    first = Path(page.warm[1].run_dir)
    qtbot.waitUntil(lambda: (first / "warm.json").exists(), timeout=120_000)  # JAX imported
    win.ctx.model.update({"model.backend": "torch"})  # another backend: that process is no use
    assert page.warm is None and not first.exists()
    qtbot.waitUntil(lambda: page.warm is not None, timeout=60_000)
    warm = Path(page.warm[1].run_dir)
    qtbot.waitUntil(lambda: (warm / "warm.json").exists(), timeout=120_000)  # torch imported
    assert json.loads((warm / "warm.json").read_text())["backend"] == "torch"
    qtbot.mouseClick(page.start_button, LEFT)
    wait_finished(qtbot, page)
    assert page.current.status == "completed", page.current.error
    # the warm process trained it, in its folder renamed at Start (the run is named at Start)
    trained = Path(page.current.path)
    assert trained.parent == warm.parent and not warm.exists()
    assert (trained / "warm.json").exists() and trained.name >= warm.name
    started = next(r for r in read_events(trained / "events.jsonl"))
    assert started["backend"] == "torch"
    # after a run another one waits for the next Start, until Settings turns the warm start off
    qtbot.waitUntil(lambda: page.warm is not None, timeout=60_000)
    waiting = Path(page.warm[1].run_dir)
    win.set_warm_start(False)
    assert page.warm is None and not waiting.exists()
    assert win.settings.value("runs/warm_start") == "false"
    page.local.prepare_warm()  # nothing: it is off
    assert page.warm is None and not page.local._warming
    win.close()


def test_stop_pressed_before_the_process_is_there_stops_it_once_there(window, qtbot):
    page = page_of(window)
    set_small(page, qtbot, epochs=200, backend="torch")
    qtbot.mouseClick(page.start_button, LEFT)
    assert page.local.handle is None  # the process is still being started, in a thread
    qtbot.mouseClick(page.stop_button, LEFT)
    wait_finished(qtbot, page, timeout=120_000)
    assert page.current.status == "stopped"
    assert _last_event(run_dir_of(page))["status"] == "stopped"
