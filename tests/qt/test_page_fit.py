"""Every page besides Training (tests/qt/test_training_fit.py) at 1024 x 700, in English and
Traditional Chinese: no sideways scrolling, and buttons and drop-downs show their whole text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionSpinBox,
    QTabWidget,
)

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow

PAGES = ["devicesPage", "pipelinePage", "remotePage", "learnPage"]


def fit_problems(win: MainWindow, page) -> list[str]:
    """What does not fit: the page wider than its scroll area, a sideways scroll bar, a button
    or drop-down narrower than its text or partly out of view, a spin box whose value is cut."""
    problems = []
    scroll = next(w for w in win.findChildren(QScrollArea) if w.widget() is page)
    if page.minimumSizeHint().width() > scroll.viewport().width():
        problems.append(
            f"needs {page.minimumSizeHint().width()} px, has {scroll.viewport().width()}"
        )
    if scroll.horizontalScrollBar().isVisible():
        problems.append("scrolls sideways")
    for w in page.findChildren(QAbstractButton) + page.findChildren(QComboBox):
        if not w.isVisible() or not w.visibleRegion().boundingRect().width():
            continue
        text = w.text() if isinstance(w, QAbstractButton) else w.currentText()
        need = w.fontMetrics().horizontalAdvance(text.replace("&", ""))
        if isinstance(w, QCheckBox | QRadioButton):  # the box or circle beside the text
            need = w.sizeHint().width() - 8
        if text and w.width() < need + 8:
            problems.append(f"{w.objectName()} {text!r}: {w.width()} < {need + 8}")
        if w.visibleRegion().boundingRect().width() < w.width() - 1:
            problems.append(f"{w.objectName()} {text!r} is partly out of view")
    for box in page.findChildren(QAbstractSpinBox):
        if not box.isVisible() or not box.visibleRegion().boundingRect().width():
            continue
        opt = QStyleOptionSpinBox()
        box.initStyleOption(opt)
        field = box.style().subControlRect(
            QStyle.ComplexControl.CC_SpinBox, opt, QStyle.SubControl.SC_SpinBoxEditField, box
        )
        need = box.fontMetrics().horizontalAdvance(box.text())
        if box.text() and field.width() < need + 2:
            problems.append(f"{box.objectName()} {box.text()!r}: {field.width()} < {need + 2}")
    return problems


@pytest.fixture(params=["en", "zh_TW"])
def small_window(request, qtbot, tmp_path, monkeypatch):
    lang = request.param
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    monkeypatch.setenv("TPUGUI_LANG", lang)
    i18n.set_language(lang)
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    win.set_job(Job(name="demo"), None)
    yield win, lang
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


@pytest.mark.parametrize("name", PAGES)
def test_the_page_fits_1024_by_700(small_window, qtbot, name):
    win, lang = small_window
    win.show_page(name)
    page = win.ctx.page(name)
    qtbot.wait(50)  # the layout pass after the switch
    problems = fit_problems(win, page)
    for tabs in page.findChildren(QTabWidget):  # each tab shown in turn
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            qtbot.wait(20)
            problems += [f"{tabs.tabText(i)}: {p}" for p in fit_problems(win, page)]
    assert problems == []
