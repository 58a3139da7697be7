"""View › Language loses nothing: the job as edited, a run and its plots, the bench, the log.

The state lives in models (the JobModel, RunData, the Inventory, Message log lines), so the
pages rebuilt in the new language show it again. Real run (a small MLP on digits, CPU), real
device detection; the device bench rows are given (the measurement itself is tested in
tests/devices); a real pipeline bench and tune (BenchResult, TuneResult).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QSpinBox

from tpugui.events import read_events
from tpugui.i18n_marks import Message
from tpugui.job import Job
from tpugui.pipeline.tune import apply_config
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.i18n import tr_noop
from tpugui.qt.main_window import MainWindow

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    i18n.set_language("en")
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    job = Job(name="switch").updated("model.architecture", "mlp").updated("train.epochs", 2)
    win.set_job(job, None)
    yield win
    for p in win.ctx.pages.values():
        p.shutdown()
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


def _rebuilt(win, name, old) -> bool:
    page = win.ctx.pages.get(name)
    return page is not None and page is not old


@pytest.mark.slow
def test_switch_during_a_run_keeps_the_run_the_edits_and_the_log(window, qtbot):
    win = window
    win.show_page("trainingPage")
    page = win.ctx.pages["trainingPage"]
    qtbot.waitUntil(lambda: not page.history._task.is_running(), timeout=10_000)
    # an unsaved edit, then a run
    # going until stopped (3 epochs could end before the switch under load)
    page.findChild(QSpinBox, "train.epochs").setValue(100_000)
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.current is not None and page.current.loss.n > 0, timeout=120_000)
    run_id = page.current.run_id
    win.ctx.log("plain text stays as written")
    win.ctx.log(Message(tr_noop("Opened {path}"), {"path": "/x/job.toml"}))
    assert "Opened /x/job.toml" in win.log_dock.text()

    win.change_language("zh_TW")
    # rebuilt at once: the going run (its process, its events) is handed to the new page
    assert _rebuilt(win, "trainingPage", page)
    new = win.ctx.pages["trainingPage"]
    assert new.running and new.current is not None and new.current.run_id == run_id
    assert new.stop_button.isEnabled() and new.stop_button.text() != "Stop"  # in Chinese
    qtbot.waitUntil(lambda: new.current.loss.n >= 3, timeout=120_000)  # followed after the switch
    qtbot.mouseClick(new.stop_button, LEFT)  # the new page's Stop stops the run it took over
    qtbot.waitUntil(lambda: not new.running, timeout=120_000)
    assert new.current.status == "stopped"
    assert new.current.finished and new.current.loss.n >= 3
    records = list(read_events(Path(new.current.path) / "events.jsonl"))
    assert new.events_seen == len(records)  # none lost or doubled across the switch
    assert new.current.batch_events == len([r for r in records if r["type"] == "batch_end"])
    assert new.plots.current is new.current  # the plots draw the same run
    assert new.findChild(QSpinBox, "train.epochs").value() == 100_000  # the edit survived
    assert win.ctx.model.modified
    assert new.start_button.text() != "Start training"  # rebuilt in Chinese
    log = win.log_dock.text()
    assert "plain text stays as written" in log
    assert "已開啟 /x/job.toml" in log and "Opened /x/job.toml" not in log  # re-rendered


def test_switch_after_a_bench_keeps_the_measured_figures(window, qtbot):
    win = window
    win.show_page("devicesPage")
    page = win.ctx.pages["devicesPage"]
    qtbot.waitUntil(lambda: page.inventory is not None and not page.busy(), timeout=60_000)
    rows = [
        {"device": "cpu", "framework": "numpy", "dtype": "float32", "op": "matmul", "n": 512,
         "value": 31.5},
        {"device": "cpu", "framework": "numpy", "dtype": "float64", "op": "stream_copy", "value": 12.25},
    ]  # fmt: skip
    page._on_bench_done(rows)
    before = page.inventory.device("cpu").characteristics["matmul_fp32"]
    win.change_language("zh_TW")
    qtbot.waitUntil(lambda: _rebuilt(win, "devicesPage", page), timeout=10_000)
    new = win.ctx.pages["devicesPage"]
    assert new.inventory is page.inventory and new.inventory.bench == rows
    assert new.inventory.device("cpu").characteristics["matmul_fp32"] == before
    assert not new.busy()  # shown again, not detected again


def test_switch_after_a_bench_and_a_tune_keeps_the_pipeline_tables(window, qtbot):
    """A real bench and tune on the Pipeline page (synthetic data, a few batches), then
    View › Language to zh_TW and back: the rows, the tune and "Apply the best" survive, and
    the header and the verdict cells are in the new language."""
    win = window
    win.show_page("pipelinePage")
    page = win.ctx.pages["pipelinePage"]
    page.bench.batches.setValue(5)
    qtbot.mouseClick(page.bench.bench, LEFT)
    qtbot.waitUntil(lambda: page.bench.table.rowCount() == 1, timeout=60_000)
    qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    page.bench.budget.setValue(3)
    qtbot.mouseClick(page.bench.tune, LEFT)
    qtbot.waitUntil(
        lambda: "configurations measured" in page.bench.tune_result.text(), timeout=120_000
    )
    qtbot.waitUntil(lambda: page.busy() == "", timeout=10_000)
    # whether the real tune found a speed-up beyond the noise or not, a claimed one is shown
    # next (the statistics as a model), so "Apply the best" has something to apply
    from tests.qt.test_pipeline_page import _claimed_tune

    page._tune_ready(_claimed_tune(page._task_job))
    table = page.bench.table
    cells = [table.item(0, c).text() for c in range(table.columnCount())]
    assert table.horizontalHeaderItem(0).text() == "Time"
    assert "input-bound" in cells[5]
    assert "configurations measured" in page.bench.tune_result.text()
    best = dict(page._best)

    old = page
    win.change_language("zh_TW")
    qtbot.waitUntil(lambda: _rebuilt(win, "pipelinePage", old), timeout=10_000)
    zh = win.ctx.pages["pipelinePage"]
    t = zh.bench.table
    assert t.rowCount() == 1
    assert t.horizontalHeaderItem(0).text() == "時間"
    assert t.horizontalHeaderItem(2).text() == "樣本／秒"
    assert [t.item(0, c).text() for c in range(5)] == cells[:5]  # time, summary, figures
    assert t.item(0, 5).text() and "input-bound" not in t.item(0, 5).text()  # re-rendered
    assert "共測量了" in zh.bench.tune_result.text()
    assert zh.bench.apply_tune.isEnabled() and zh._best == best

    win.change_language("en")
    qtbot.waitUntil(lambda: _rebuilt(win, "pipelinePage", zh), timeout=10_000)
    en = win.ctx.pages["pipelinePage"]
    t = en.bench.table
    assert t.rowCount() == 1
    assert t.horizontalHeaderItem(0).text() == "Time"
    assert [t.item(0, c).text() for c in range(t.columnCount())] == cells
    assert "configurations measured" in en.bench.tune_result.text()
    # the tuned knobs still apply to the job as it is now
    en.form.widget("pipeline.map_parallel_calls").setValue(7)  # not a value the tuner tries
    expected = apply_config(win.ctx.model.validated(), best).pipeline.model_dump()
    qtbot.mouseClick(en.bench.apply_tune, LEFT)
    after = win.ctx.model.job.pipeline
    assert after.model_dump() == expected and after.map_parallel_calls != 7
    assert not en.bench.apply_tune.isEnabled()


def test_switch_while_a_stream_is_followed_hands_it_to_the_new_page(window, qtbot):
    """A run followed from elsewhere (the Remote page's SSH stream, simulated by its sink):
    events sent before and after the switch all reach the one run shown, once each."""
    from tpugui.events import Emitter

    win = window
    page = win.ctx.pages["trainingPage"]
    stops: list[int] = []
    sink = page.attach_stream("tpu-vm-1", stop=lambda: stops.append(1))
    em = Emitter([sink])
    em.emit("run_started", run_id="r", backend="torch", device="cpu", replicas=1, epochs=1,
            steps_per_epoch=10, job={"name": "remote"})  # fmt: skip
    for step in range(1, 6):
        em.emit("batch_end", epoch=0, step=step, logs={"loss": 1.0 / step})
    win.change_language("zh_TW")
    assert _rebuilt(win, "trainingPage", page)
    new = win.ctx.pages["trainingPage"]
    assert new.running and new.current is page.current
    for step in range(6, 11):
        em.emit("batch_end", epoch=0, step=step, logs={"loss": 1.0 / step})
    qtbot.mouseClick(new.stop_button, LEFT)  # the stream's own stop, from the new page
    assert stops == [1]
    em.emit("run_finished", status="stopped", error=None, traceback=None, step=10, epoch=0)
    qtbot.waitUntil(lambda: not new.running, timeout=10_000)
    assert new.current.batch_events == 10 and new.events_seen == 12
    assert new.current.status == "stopped"
