"""Fixtures of the window tests."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tpugui.job import Job
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow


@pytest.fixture
def training_window(qtbot, tmp_path, monkeypatch):
    """The main window (1400×900) on the Training page with the digits job, its settings and
    runs in the test's own folder, the run history read once."""
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1400, 900)
    win.show()
    win.set_job(Job(name="digits-mlp"), None)
    win.show_page("trainingPage")
    page = win.ctx.page("trainingPage")
    qtbot.waitUntil(lambda: not page.history._task.is_running())
    yield win
    win.close()
    manager().restore_hooks()
