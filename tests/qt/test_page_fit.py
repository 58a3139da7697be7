"""Every page besides Training (tests/qt/test_training_fit.py) at 1024 x 700, in English and
Traditional Chinese: no sideways scrolling, and buttons and drop-downs show their whole text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QCheckBox, QComboBox, QRadioButton, QScrollArea

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow

PAGES = ["devicesPage", "pipelinePage", "remotePage", "learnPage"]


def fit_problems(win: MainWindow, page) -> list[str]:
    """What does not fit: the page wider than its scroll area, a sideways scroll bar, a button
    or drop-down narrower than its text or partly out of view."""
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
    assert fit_problems(win, page) == []
