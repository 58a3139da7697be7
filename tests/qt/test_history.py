"""The run history as a table of runs (TensorBoard's HParams view as the anchor): settings and
results, sorting, filtering, names that differ, renaming, notes, tags, delete to the trash and
TensorBoard, on real run folders with real events.jsonl files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QLineEdit, QMessageBox

from tpugui.qt.training.history import KEYS, HistoryPanel
from tpugui.runs import store as runs

LEFT = Qt.MouseButton.LeftButton


def make_run(root: Path, name: str, when: float, lr: float, batch: int = 64, opt="adam",
             cost: bool = False):  # fmt: skip
    path = root / name
    path.mkdir(parents=True)
    job = {
        "name": "digits",
        "pipeline": {"batch_size": batch},
        "train": {"optimizer": opt, "learning_rate": lr, "schedule": "constant", "epochs": 2},
    }
    recs = [
        {"type": "run_started", "run_id": name, "backend": "torch", "device": "cpu",
         "replicas": 1, "epochs": 2, "steps_per_epoch": 2, "job": job},
        {"type": "batch_end", "epoch": 1, "step": 1, "logs": {"loss": 2.0}},
        {"type": "batch_end", "epoch": 1, "step": 2, "logs": {"loss": 1.0}, "step_s": 0.5,
         "flops_per_sec": 2.46e9, "mfu": lr * 12.3},
        {"type": "epoch_end", "epoch": 1, "logs": {"loss": 1.5, "val_loss": lr * 100,
                                                  "accuracy": 0.5, "val_accuracy": 0.6}},
        {"type": "run_finished", "status": "completed", **({"cost": lr * 410} if cost else {})},
    ]  # fmt: skip
    with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
        for i, r in enumerate(recs, start=1):
            fh.write(json.dumps({"seq": i, "time": when + i, **r}) + "\n")
    return path


@pytest.fixture
def panel(qtbot, tmp_path):
    root = tmp_path / "runs"
    a = make_run(root, "a", 1000.0, 0.001)
    b = make_run(root, "b", 2000.0, 0.01, cost=True)  # a run on a priced TPU slice
    c = make_run(root, "c", 3000.0, 0.01, batch=128, opt="sgd")
    p = HistoryPanel(root=root)
    qtbot.addWidget(p)
    p.resize(1000, 300)
    p.show()
    p.refresh()
    qtbot.waitUntil(lambda: not p._task.is_running() and p.proxy.rowCount() == 3)
    p.paths = (a, b, c)
    yield p
    p.shutdown()


def shown_names(p: HistoryPanel) -> list[str]:
    col = KEYS.index("name")
    return [p.proxy.index(r, col).data() for r in range(p.proxy.rowCount())]


def test_the_table_shows_settings_and_results_and_names_that_differ(panel):
    a, b, c = panel.paths
    assert panel.text(b, "name") == "digits · lr=0.01"
    assert panel.text(c, "name") == "digits · batch=128, sgd"
    assert len(set(shown_names(panel))) == 3
    assert panel.text(c, "batch") == "128" and panel.text(c, "optimizer") == "sgd"
    assert panel.text(b, "lr") == "0.01" and panel.text(b, "schedule") == "constant"
    assert panel.text(b, "loss") == "1.5" and panel.text(b, "val_loss") == "1"
    assert panel.text(b, "val_accuracy") == "0.600" and panel.text(b, "duration") == "0:04"
    assert panel.text(b, "mfu") == "12.3 %"  # the last timed window's MFU
    assert panel.text(b, "cost") == "$4.10" and panel.text(a, "cost") == ""  # no price: empty
    tip = panel.table.model().headerData(KEYS.index("mfu"), Qt.Orientation.Horizontal,
                                         Qt.ItemDataRole.ToolTipRole)  # fmt: skip
    assert "FLOPs" in tip
    header = panel.table.model().headerData(KEYS.index("loss"), Qt.Orientation.Horizontal)
    assert header == "Epoch mean loss"
    # newest first
    assert shown_names(panel)[0] == panel.text(c, "name")


def test_sorting_by_a_column_orders_by_its_values(panel, qtbot):
    a, b, c = panel.paths
    col = KEYS.index("val_loss")
    panel.table.sortByColumn(col, Qt.SortOrder.AscendingOrder)
    assert [panel.row_of(p) for p in (a, b, c)][0] == 0  # 0.1 before 1.0 (numbers, not text)
    panel.table.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    assert panel.row_of(a) == 2


def test_the_filter_keeps_rows_with_every_word(panel, qtbot):
    a, b, c = panel.paths
    box = panel.findChild(QLineEdit, "runFilter")
    qtbot.keyClicks(box, "sgd")
    assert panel.proxy.rowCount() == 1 and panel.row_of(c) == 0 and panel.row_of(a) == -1
    box.clear()
    qtbot.keyClicks(box, "digits 0.01")
    assert panel.proxy.rowCount() == 2
    box.clear()
    assert panel.proxy.rowCount() == 3


def _edit(panel, qtbot, path, key, text):
    panel.select(path)
    index = panel.index(path, key)
    panel.table.setCurrentIndex(index)
    qtbot.keyClick(panel.table, Qt.Key.Key_F2)
    editors = [e for e in panel.table.viewport().findChildren(QLineEdit) if e.isVisible()]
    assert len(editors) == 1
    editor = editors[0]
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    # the delegate commits on a queued call
    qtbot.waitUntil(lambda: panel.table.state() != QAbstractItemView.State.EditingState)


def test_rename_notes_and_tags_are_kept_in_the_run_folder(panel, qtbot):
    a, b, c = panel.paths
    renamed = []
    panel.renamed.connect(lambda path, name: renamed.append((path, name)))
    _edit(panel, qtbot, b, "name", "high lr")
    assert panel.text(b, "name") == "high lr"
    assert runs.read_meta(b)["name"] == "high lr" and renamed == [(str(b), "high lr")]
    _edit(panel, qtbot, b, "tags", "baseline, lr")
    _edit(panel, qtbot, b, "notes", "diverged at first")
    assert runs.read_meta(b) == {
        "name": "high lr",
        "tags": ["baseline", "lr"],
        "notes": "diverged at first",
    }
    # a reload reads them back; the filter finds tags and notes
    panel.refresh()
    qtbot.waitUntil(lambda: not panel._task.is_running())
    assert panel.text(b, "name") == "high lr" and panel.text(b, "tags") == "baseline, lr"
    qtbot.keyClicks(panel.findChild(QLineEdit, "runFilter"), "diverged")
    assert panel.proxy.rowCount() == 1
    # the Rename button edits the name in place
    panel.findChild(QLineEdit, "runFilter").clear()
    panel.select(c)
    qtbot.mouseClick(panel.rename_button, LEFT)
    assert panel.table.state() == QAbstractItemView.State.EditingState


def test_delete_asks_then_moves_the_run_to_the_trash(panel, qtbot, monkeypatch, tmp_path):
    a, b, c = panel.paths
    asked = []
    monkeypatch.setattr(
        QMessageBox, "question", lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No
    )
    panel.select(a)
    qtbot.mouseClick(panel.delete_button, LEFT)
    assert a.exists() and panel.row_of(a) >= 0 and "digits" in asked[0]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    deleted = []
    panel.deleted.connect(deleted.append)
    panel.select(a)
    qtbot.mouseClick(panel.delete_button, LEFT)
    assert not a.exists() and panel.row_of(a) == -1 and deleted == [str(a)]
    assert panel.proxy.rowCount() == 2


def test_tensorboard_starts_on_the_runs_folder_and_opens_the_browser(panel, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(
        "tpugui.qt.training.tensorboard.QDesktopServices.openUrl",
        lambda url: opened.append(url.toString()) or True,
    )
    assert panel.tensorboard_button.isEnabled()
    qtbot.mouseClick(panel.tensorboard_button, LEFT)
    tb = panel.tensorboard
    cmd = tb.command
    assert Path(cmd[0]).name == "tensorboard"
    assert cmd[1:3] == ["--logdir", str(panel.root)] and "--port" in cmd
    assert tb.running()
    qtbot.waitUntil(lambda: bool(opened), timeout=60_000)
    assert opened == [tb.url] and tb.url.startswith("http://localhost:")
    tb.stop()
    assert not tb.running()


def test_tensorboard_where_no_browser_opens_it_gives_its_url(panel, qtbot):
    """Offscreen there is no browser: QDesktopServices.openUrl really returns False. The
    launcher says where TensorBoard listens and that nothing opened it."""
    tb = panel.tensorboard
    opened, no_browser = [], []
    tb.opened.connect(opened.append)
    tb.no_browser.connect(no_browser.append)
    qtbot.mouseClick(panel.tensorboard_button, LEFT)
    qtbot.waitUntil(lambda: bool(no_browser), timeout=60_000)
    assert opened == no_browser == [tb.url] and tb.url.startswith("http://localhost:")
    tb.stop()


def test_runs_of_an_older_version_get_their_columnar_copy_in_the_background(panel, qtbot):
    from tpugui.runs import cache as run_cache

    def settled() -> bool:  # the work done and its end said (the line hidden)
        return not panel._converting.is_running() and not panel.convert_label.isVisible()

    # the three runs were written as an older version wrote them: events.jsonl alone
    qtbot.waitUntil(settled)
    assert all(run_cache.has_cache(p) for p in panel.paths)
    # a new one appears; the next listing converts it alone
    d = make_run(panel.root, "d", 4000.0, 0.1)
    panel.refresh()
    qtbot.waitUntil(lambda: panel.proxy.rowCount() == 4)
    qtbot.waitUntil(settled)
    assert run_cache.has_cache(d) and panel._converting.result == 1
    # what the line says while it goes (each run as it is read)
    panel._converted_one({"done": 0, "total": 2, "run": "d"})
    assert panel.convert_label.isVisible() and "1 of 2 (d)" in panel.convert_label.text()
