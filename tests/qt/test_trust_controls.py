"""Nothing changed behind the person's back (issue 29), on the real window's forms: the mouse
wheel over a control the person is only scrolling past leaves its value alone and scrolls the
page; a field whose lowest value is named takes that name typed ("AUTOTUNE", "autotune",
"off"); the Language menu ticks the language the window shows, also when --lang chose it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QScrollArea, QSpinBox

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    i18n.set_language("en")
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    win.set_job(Job(name="trust"), None)
    win.show_page("pipelinePage")
    yield win
    win.close()
    i18n.set_language("en")


def _wheel(widget, steps: int = -1) -> None:
    """A real wheel event at the widget's centre (a notch is 120; negative scrolls down)."""
    centre = QPointF(widget.rect().center())
    glob = QPointF(widget.mapToGlobal(widget.rect().center()))
    event = QWheelEvent(centre, glob, QPoint(0, 0), QPoint(0, 120 * steps), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)  # fmt: skip
    QApplication.sendEvent(widget, event)


def _control(win, cls, key):
    page = win.ctx.page("pipelinePage")
    return page.findChild(cls, key)


def test_the_wheel_over_an_unfocused_field_scrolls_the_form_and_keeps_the_value(window, qtbot):
    spin = _control(window, QSpinBox, "pipeline.shuffle_buffer")
    combo = _control(window, QComboBox, "pipeline.normalize")
    assert spin is not None and combo is not None
    parent = spin.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    area = parent
    before, choice = spin.value(), combo.currentIndex()
    area.verticalScrollBar().setValue(0)
    window.setFocus()
    for _ in range(3):
        _wheel(spin)
        _wheel(combo)
    assert spin.value() == before and combo.currentIndex() == choice
    assert window.ctx.job.pipeline.shuffle_buffer == before
    if area.verticalScrollBar().maximum() > 0:
        assert area.verticalScrollBar().value() > 0  # the wheel scrolled the form instead
    # once the person clicks into the field (focus), the wheel is theirs to turn it
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    _wheel(spin, steps=1)
    assert spin.value() == before + spin.singleStep()
    assert window.ctx.job.pipeline.shuffle_buffer == before + spin.singleStep()


@pytest.mark.parametrize("typed", ["AUTOTUNE", "autotune", "AutoTune"])
def test_autotune_typed_is_autotune(window, qtbot, typed):
    window.ctx.model.set("pipeline.map_parallel_calls", 4)
    spin = _control(window, QSpinBox, "pipeline.map_parallel_calls")
    assert spin.value() == 4
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, typed)
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert spin.value() == spin.minimum()
    assert window.ctx.job.pipeline.map_parallel_calls == "autotune"


def test_a_named_lowest_value_is_taken_typed_and_numbers_still_are(window, qtbot):
    window.ctx.model.set("pipeline.cpu_budget", 5)
    spin = _control(window, QSpinBox, "pipeline.cpu_budget")  # 0 reads "default"
    assert spin.isEnabled() and spin.value() == 5
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "Default")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.ctx.job.pipeline.cpu_budget == 0
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "3")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.ctx.job.pipeline.cpu_budget == 3
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "dx")  # not the start of the name: the x is refused
    assert spin.lineEdit().text() == "d"


def test_the_language_menu_ticks_the_language_lang_chose(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    i18n.save_language_setting("en", settings)
    i18n.set_language("zh_TW")  # as `tpugui --lang zh_TW` starts the app
    try:
        win = MainWindow(settings)
        qtbot.addWidget(win)
        assert win.language_actions["zh_TW"].isChecked()
        assert not win.language_actions["en"].isChecked()
        win.close()
        i18n.set_language("en")  # the saved choice and the shown language agree: it is ticked
        win = MainWindow(settings)
        qtbot.addWidget(win)
        assert win.language_actions["en"].isChecked()
        win.close()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(("typed", "value"), [("0", 0), ("-5", -5), ("99999999999", 99999999999)])
def test_a_number_outside_the_range_is_refused_at_the_field_not_clamped(
    window, qtbot, typed, value
):
    spin = _control(window, QSpinBox, "pipeline.batch_size")
    form = window.ctx.page("pipelinePage").form
    before = window.ctx.job.pipeline.batch_size
    spin.setFocus()
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, typed)
    # typed whole, not cut to what fits (Qt may group the digits as they come)
    assert int(spin.lineEdit().text().replace(",", "")) == value
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.ctx.job.pipeline.batch_size == before  # nothing changed in silence
    note = form.refused["pipeline.batch_size"]
    assert f"{value:,}" in note and "1 to 1,000,000" in note and str(before) in note
    assert note in spin.toolTip() and "batch size" in form.problem_label.text()
    # the next edit clears the word
    spin.lineEdit().selectAll()
    qtbot.keyClicks(spin, "32")
    qtbot.keyClick(spin, Qt.Key.Key_Return)
    assert window.ctx.job.pipeline.batch_size == 32 and "pipeline.batch_size" not in form.refused
