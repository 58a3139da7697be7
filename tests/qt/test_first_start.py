"""Issue 29: the first page points a new person at what to do next — on a machine with no run
yet, a line on the Devices page says how to train the demo job and a button goes to Start."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.main_window import MainWindow


def _window(qtbot, tmp_path, monkeypatch, runs):
    monkeypatch.setenv("TPUGUI_RUNS", str(runs))
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    win.set_job(Job(name="demo"), None)
    return win


@pytest.fixture
def english():
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_no_run_yet_the_first_page_points_to_start(qtbot, tmp_path, monkeypatch, english):
    win = _window(qtbot, tmp_path, monkeypatch, tmp_path / "runs")
    devices = win.current_page()
    assert devices.objectName() == "devicesPage"
    text = devices.findChild(QLabel, "firstStartText")
    button = devices.findChild(QPushButton, "firstStartButton")
    assert text is not None and button is not None
    assert text.isVisibleTo(win) and "Start training" in text.text()
    assert button.accessibleName()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    training = win.current_page()
    assert training.objectName() == "trainingPage"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is training.start_button, timeout=3000)
    assert training.start_button.isEnabled()
    # translated, as the rest of the page
    win.change_language("zh_TW")
    qtbot.waitUntil(lambda: not win._pending_rebuild, timeout=10_000)
    zh = win.ctx.pages["devicesPage"].findChild(QLabel, "firstStartText")
    assert zh is not None and "Start training" not in zh.text() and "訓練" in zh.text()
    win.close()


def test_with_a_run_in_the_history_there_is_no_pointer(qtbot, tmp_path, monkeypatch, english):
    runs = tmp_path / "runs"
    (runs / "20261202-203110-demo").mkdir(parents=True)
    (runs / "20261202-203110-demo" / "events.jsonl").write_text("")
    win = _window(qtbot, tmp_path, monkeypatch, runs)
    pointer = win.current_page().findChild(QPushButton, "firstStartButton")
    assert pointer is None or not pointer.isVisibleTo(win)
    win.close()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_pointer_leaves_the_first_page_without_a_scroll_bar_around_its_cards(
    qtbot, tmp_path, monkeypatch, english, lang
):
    """At 1024 x 700 the pointer shares the status line's row: on a row of its own it made the
    page taller than the window, whose scroll bar then showed around the cards' own."""
    from tests.qt import layout_probe as probe

    i18n.set_language(lang)
    win = _window(qtbot, tmp_path, monkeypatch, tmp_path / "runs")
    win.resize(1024, 700)
    devices = win.current_page()
    devices.status.setText(
        "Bench done. numpy float32 175.3 GFLOP/s (112% of the theoretical peak)"
        if lang == "en"
        else "效能測試完成。numpy float32 5.3 GFLOP/s（達峰值的 3.4%）"
    )
    qtbot.waitUntil(lambda: devices.findChild(QLabel, "firstStartText").isVisibleTo(win))
    holder = devices.parentWidget().parentWidget()
    qtbot.wait(50)
    assert not holder.verticalScrollBar().isVisible()
    assert probe.nested_scrolls(win) == []
    win.close()
