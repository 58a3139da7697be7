"""Fixtures of the window tests."""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QSettings

from tpugui.job import Job
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow


@contextmanager
def open_training_window(qtbot, tmp_path, monkeypatch, size=(1400, 900), confirm_close=True):
    """The main window on the Training page with the digits job, its settings and runs in the
    test's own folder, the run history read once; closed at the end."""
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win.confirm_close = confirm_close
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    win.set_job(Job(name="digits-mlp"), None)
    win.show_page("trainingPage")
    page = win.ctx.page("trainingPage")
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    try:
        yield win
    finally:
        win.close()
        manager().restore_hooks()


@pytest.fixture
def training_window(qtbot, tmp_path, monkeypatch):
    """The main window (1400×900) on the Training page (:func:`open_training_window`)."""
    with open_training_window(qtbot, tmp_path, monkeypatch) as win:
        yield win
