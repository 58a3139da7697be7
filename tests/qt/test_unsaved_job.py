"""Nothing lost (issue 29): a job with unsaved edits is not dropped by quitting, File › New,
File › Open or a recent job without the person's word: Save, Discard or Cancel. The question's
answer is the person's click (the one stand-in)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tpugui.job import Job, load_job, save_job
from tpugui.qt.main_window import MainWindow

B = QMessageBox.StandardButton


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    path = tmp_path / "job.toml"
    save_job(Job(name="mine"), path)
    assert win.open_job(path)
    win.show()
    yield win, path
    monkeypatch.setattr(win.files, "ask_unsaved", lambda: B.Discard)
    win.close()


def _edit(win) -> None:
    win.ctx.model.set("pipeline.batch_size", 128)
    assert win.ctx.model.modified and win.isWindowModified()


def _answer(monkeypatch, win, button) -> list[int]:
    asked: list[int] = []

    def ask():
        asked.append(1)
        return button

    monkeypatch.setattr(win.files, "ask_unsaved", ask)
    return asked


def test_quit_with_unsaved_edits_asks_and_cancel_keeps_the_window_and_the_edits(
    window, monkeypatch
):
    win, _ = window
    _edit(win)
    asked = _answer(monkeypatch, win, B.Cancel)
    assert not win.close()
    assert asked and win.isVisible() and win.ctx.job.pipeline.batch_size == 128


def test_quit_and_save_writes_the_edits_first(window, monkeypatch):
    win, path = window
    _edit(win)
    _answer(monkeypatch, win, B.Save)
    assert win.close()
    assert load_job(path).pipeline.batch_size == 128


def test_quit_and_discard_leaves_the_file_as_it_was(window, monkeypatch):
    win, path = window
    _edit(win)
    _answer(monkeypatch, win, B.Discard)
    assert win.close()
    assert load_job(path).pipeline.batch_size == Job().pipeline.batch_size


def test_nothing_is_asked_without_edits(window, monkeypatch):
    win, _ = window
    asked = _answer(monkeypatch, win, B.Cancel)
    win.new_job()
    assert not asked and win.ctx.job.name == Job().name


@pytest.mark.parametrize("action", ["new", "open", "recent"])
def test_new_open_and_recent_ask_first_and_cancel_keeps_the_edits(
    window, monkeypatch, tmp_path, action
):
    win, path = window
    other = tmp_path / "other.toml"
    save_job(Job(name="other"), other)
    win.files.remember(other)
    _edit(win)
    asked = _answer(monkeypatch, win, B.Cancel)
    opened: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda *a, **k: opened.append(1) or (str(other), "")
    )
    {
        "new": win.new_job,
        "open": win.open_job_dialog,
        "recent": lambda: win.files.open_recent(str(other)),
    }[action]()
    assert asked and not opened  # cancelled before any dialog
    assert win.ctx.job.name == "mine" and win.ctx.job.pipeline.batch_size == 128
    _answer(monkeypatch, win, B.Discard)
    {
        "new": win.new_job,
        "open": win.open_job_dialog,
        "recent": lambda: win.files.open_recent(str(other)),
    }[action]()
    assert win.ctx.job.name == (Job().name if action == "new" else "other")
