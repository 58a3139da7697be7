"""File › Export as notebook and Help › User guide (in the chosen language)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from tpugui.job import Job, save_job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    manager().install_hooks()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


def test_export_as_notebook_writes_the_job_for_the_chosen_target(window, tmp_path, monkeypatch):
    job_path = tmp_path / "mine.toml"
    save_job(Job(name="mine").updated("model.backend", "torch"), job_path)
    assert window.open_job(job_path)
    asked = {}

    def save_name(parent, title, start, filters):  # noqa: ANN001, ANN202
        asked.update(title=title, start=start, filters=filters)
        return str(tmp_path / "out.ipynb"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    assert [a.objectName() for a in window.notebook_menu.actions()] == [
        "notebook_colab",
        "notebook_tpu_vm",
        "notebook_local",
    ]
    window.notebook_actions["colab"].trigger()
    assert asked["start"].endswith("mine-colab.ipynb") and "*.ipynb" in asked["filters"]
    nb = json.loads((tmp_path / "out.ipynb").read_text(encoding="utf-8"))
    assert nb["metadata"]["tpugui"] == {
        "version": nb["metadata"]["tpugui"]["version"],
        "target": "colab",
        "backend": "torch_xla",
    }
    assert "Wrote" in window.statusBar().currentMessage()


def test_user_guide_opens_in_the_chosen_language(window, qtbot, monkeypatch):
    opened = []
    monkeypatch.setattr(window, "open_url", lambda url: opened.append(url.toLocalFile()) or True)
    assert window.guide_action.text() == "&User guide"
    window.guide_action.trigger()
    assert opened[-1].endswith("docs/user-guide.md")
    window.change_language("zh_TW")
    qtbot.waitUntil(lambda: i18n.current_language() == "zh_TW", timeout=10_000)
    window.guide_action.trigger()
    assert opened[-1].endswith("docs/user-guide.zh_TW.md")
    assert window.guide_action.text() != "&User guide"  # translated


def test_user_guide_where_nothing_opens_it_says_so_with_its_path(window, qtbot):
    """Offscreen no program opens a file (QDesktopServices.openUrl returns False, for real):
    the window says so in a toast and the status bar, with the guide's path to copy."""
    seen = []
    manager().notified.connect(seen.append)
    assert window.open_user_guide() is False
    path = str(window.user_guide_path())
    qtbot.waitUntil(lambda: any(path in n.message for n in seen), timeout=3000)
    note = next(n for n in seen if path in n.message)
    assert note.level == "warning" and "could open" in note.message
    assert path in window.statusBar().currentMessage()


def test_user_guide_opened_names_its_path_in_the_status_bar(window, monkeypatch):
    monkeypatch.setattr(window, "open_url", lambda url: True)
    assert window.open_user_guide() is True
    assert str(window.user_guide_path()) in window.statusBar().currentMessage()
