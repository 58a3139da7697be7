"""Issue 29, a window a person can trust: after View › Language nothing is lost, doubled or
left connected to the job model by a page that was rebuilt."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    i18n.set_language("en")
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    win.resize(1200, 800)
    win.show()
    win.set_job(Job(name="switch").updated("model.architecture", "mlp"), None)
    yield win
    win.ctx.model.modified = False
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


def _errors(start: int) -> list[str]:
    return [n.message for n in manager().records[start:] if n.level == "error"]


def test_file_new_and_an_edit_after_a_switch_reach_no_deleted_form(window, qtbot):
    """The rebuilt Pipeline page's old form let go of the job model: File › New and an edit
    through the model after a switch raise nothing (no "already deleted")."""
    win = window
    win.build_all_pages()
    qtbot.waitUntil(lambda: all(win.ctx.pages.is_built(n) for n in win._specs), timeout=10_000)
    old = win.ctx.pages["pipelinePage"]
    win.change_language("zh_TW")
    qtbot.waitUntil(lambda: win.ctx.pages["pipelinePage"] is not old, timeout=10_000)
    qtbot.wait(50)  # the old page's deleteLater runs
    seen = len(manager().records)
    win.ctx.model.set("data.source", "synthetic")
    win.ctx.model.set("pipeline.order", ["cache", "shuffle", "batch", "prefetch"])
    win.ctx.model.modified = False
    win.new_job()
    qtbot.wait(50)
    assert _errors(seen) == []
    win.change_language("en")
    qtbot.wait(50)
    seen = len(manager().records)
    win.new_job()
    win.ctx.model.set("data.source", "npz")
    qtbot.wait(50)
    assert _errors(seen) == []
