"""File › Open TensorBoard logs… (issue 41): a logdir's runs join the run history beside
tpugui's, open on the plots, overlay and export like any run; a bad folder is said."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from tests.training.test_tensorboard_import import T0, _points, _tensor, _write
from tpugui.qt.errors import manager
from tpugui.runs.export import write_csv as export_csv


def test_open_tensorboard_logs_adds_the_runs_to_the_history(training_window, qtbot, tmp_path,
                                                             monkeypatch):  # fmt: skip
    logdir = tmp_path / "logs"
    _write(logdir / "a", _points(20))
    _write(logdir / "b", [_tensor("loss", 1.0 - i / 10, i, T0 + i, i == 0) for i in range(5)])
    win = training_window
    page = win.ctx.page("trainingPage")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(logdir))
    assert win.tensorboard_action.text() and win.tensorboard_action.objectName()
    win.tensorboard_action.trigger()
    model = page.history.model

    def listed() -> list:
        return [i for i in model.infos if i.source == "tensorboard"]

    qtbot.waitUntil(lambda: len(listed()) == 2, timeout=10000)
    assert {i.name for i in listed()} == {"logs/a", "logs/b"}
    assert page.tabs.currentWidget() is page.history
    assert any("Added 2 TensorBoard runs" in n.message for n in manager().records)
    # overlay both (the history's Compare ticks), then export what the plots hold
    for info in listed():
        index = model.index(model.row_of(info.path), 0)
        model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    qtbot.waitUntil(lambda: len(page.plots.overlays) == 2, timeout=10000)
    by_name = {i.name: str(i.path) for i in listed()}
    runs = {r.path: r for r in page.plots.runs()}
    b, a = runs[by_name["logs/b"]], runs[by_name["logs/a"]]
    assert b.loss.y.tolist() == [float(np.float32(1.0 - i / 10)) for i in range(5)]
    assert b.loss.x.tolist() == list(range(5)) and a.loss.n == 20
    out = tmp_path / "runs.csv"
    rows = export_csv(page.plots.runs(), out)
    text = out.read_text()
    assert rows == 20 + 20 + 1 + 1 + 5  # a: loss, acc, m/a, m/b; b: loss
    assert ",scalar,,5700," in text and "acc" in text
    # Export ▸ Parquet…: the same rows, typed (the name typed without its suffix)
    pq = pytest.importorskip("pyarrow.parquet")
    monkeypatch.setattr(
        "tpugui.qt.training.export_menu.QFileDialog.getSaveFileName",
        lambda *a: (str(tmp_path / "runs"), ""),
    )
    page.exports.parquet_action.trigger()
    table = pq.read_table(tmp_path / "runs.parquet")
    assert table.num_rows == rows and table.column("metric").to_pylist().count("acc") == 20


def test_a_folder_without_event_files_is_said(training_window, qtbot, tmp_path, monkeypatch):
    empty = tmp_path / "nothing"
    empty.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(empty))
    training_window.tensorboard_action.trigger()

    def said() -> list:
        return [n for n in manager().records if n.level == "error" and str(empty) in n.message]

    qtbot.waitUntil(lambda: bool(said()), timeout=10000)
    assert "events.out.tfevents" in said()[0].message


def test_a_tensorboard_run_still_written_is_followed_on_the_plots(training_window, qtbot, tmp_path):
    """Another program appends to the event file: the opened run gains the new points."""
    from tests.training.test_tensorboard_import import _simple, _Writer

    writer = _Writer(tmp_path / "logs" / "live")
    for i in range(10):
        writer.add(_simple("loss", 1.0 / (i + 1), i, T0 + i))
    writer.flush()
    win = training_window
    page = win.ctx.page("trainingPage")
    page.past.follow_timer.setInterval(100)
    win.open_tensorboard_logs(str(tmp_path / "logs"))
    qtbot.waitUntil(lambda: any(i.source == "tensorboard" for i in page.history.model.infos),
                    timeout=10000)  # fmt: skip
    (info,) = [i for i in page.history.model.infos if i.source == "tensorboard"]
    assert info.status == "running"  # its file changed a moment ago
    page.open_run(str(info.path))
    qtbot.waitUntil(lambda: page.current is not None and page.current.loss.n == 10, timeout=10000)
    run = page.current
    for i in range(10, 25):
        writer.add(_simple("loss", 1.0 / (i + 1), i, T0 + i))
    writer.flush()
    qtbot.waitUntil(lambda: run.loss.n == 25, timeout=10000)
    assert page.current is run and run.loss.x.tolist() == list(range(25))
    writer.close()
