"""The Training page at 1024 x 700, in English and Traditional Chinese: no sideways scrolling,
buttons and controls show their whole text, and the history shows several runs with a name
column a person can read."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QComboBox, QScrollArea

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow
from tpugui.qt.training.history import KEYS


def _runs(root, n=6):
    for i in range(n):
        path = root / f"2026010{i}-000000-demo"
        path.mkdir(parents=True)
        job = {"name": "demo", "train": {"learning_rate": 0.001 * (i + 1), "optimizer": "adam"}}
        recs = [
            {"type": "run_started", "run_id": path.name, "backend": "tensorflow",
             "device": "cpu", "replicas": 1, "epochs": 1, "steps_per_epoch": 1, "job": job},
            {"type": "batch_end", "epoch": 1, "step": 1, "logs": {"loss": 1.0}},
            {"type": "epoch_end", "epoch": 1, "logs": {"loss": 1.0, "val_loss": 1.1}},
            {"type": "run_finished", "status": "completed"},
        ]  # fmt: skip
        with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
            for s, r in enumerate(recs, start=1):
                fh.write(json.dumps({"seq": s, "time": 1000.0 * (i + 1) + s, **r}) + "\n")


@pytest.fixture(params=["en", "zh_TW"])
def small_window(request, qtbot, tmp_path, monkeypatch):
    lang = request.param
    root = tmp_path / "runs"
    _runs(root)
    monkeypatch.setenv("TPUGUI_RUNS", str(root))
    monkeypatch.setenv("TPUGUI_LANG", lang)
    i18n.set_language(lang)
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    win.set_job(Job(name="demo"), None)
    win.show_page("trainingPage")
    page = win.ctx.page("trainingPage")
    qtbot.waitUntil(
        lambda: not page.history._task.is_running() and page.history.proxy.rowCount() > 0
    )
    page.tabs.setCurrentIndex(1)
    qtbot.wait(50)  # the layout pass after the tab switch
    yield win, page
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


def test_the_training_page_fits_1024_by_700(small_window, qtbot):
    win, page = small_window
    scroll = next(w for w in win.findChildren(QScrollArea) if w.widget() is page)
    assert page.minimumSizeHint().width() <= scroll.viewport().width()
    assert not scroll.horizontalScrollBar().isVisible()
    # buttons and drop-downs on the page show their whole text
    cut = []
    for w in page.findChildren(QAbstractButton) + page.findChildren(QComboBox):
        if not w.isVisible() or not w.visibleRegion().boundingRect().width():
            continue
        text = w.text() if isinstance(w, QAbstractButton) else w.currentText()
        need = w.fontMetrics().horizontalAdvance(text.replace("&", ""))
        if text and w.width() < need + 8:
            cut.append(f"{w.objectName()} {text!r}: {w.width()} < {need + 8}")
        if w.visibleRegion().boundingRect().width() < w.width() - 1:
            cut.append(f"{w.objectName()} {text!r} is partly out of view")
    assert cut == []


def test_the_history_shows_several_runs_with_readable_names(small_window, qtbot):
    win, page = small_window
    table = page.history.table
    rows = table.viewport().height() // table.rowHeight(0)
    assert rows >= 3
    name_col = KEYS.index("name")
    width = table.columnWidth(name_col)
    fm = table.fontMetrics()
    for r in range(page.history.proxy.rowCount()):
        name = page.history.proxy.index(r, name_col).data()
        assert fm.horizontalAdvance(name) + 8 <= width, name
