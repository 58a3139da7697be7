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


def _lines(view) -> list[str]:
    return [line for line in view.toPlainText().splitlines() if line.strip()]


def _stamps(lines: list[str]) -> list[str]:
    return [line.split()[0] for line in lines]


def _set_small(page, epochs: int) -> None:
    from PySide6.QtWidgets import QSpinBox

    page.findChild(QSpinBox, "train.epochs").setValue(epochs)
    page.ctx.model.set("train.steps_per_epoch", 5)
    page.ctx.model.set("train.checkpoint_every", 0)


@pytest.mark.slow
def test_a_switch_mid_run_keeps_the_log_translated_and_the_run_shown_going(
    window, qtbot, monkeypatch
):
    """Issue 29: View › Language mid-run keeps every line of the log (same lines, same times)
    in the new language, and the page never says "No run yet" with Start enabled while the
    run it follows goes on (status, Start and Stop are right at once after the switch)."""
    from PySide6.QtCore import Qt

    from tpugui.qt.i18n import tr

    win = window
    win.show_page("trainingPage")
    page = win.ctx.pages["trainingPage"]
    qtbot.waitUntil(lambda: not page.history._task.is_running(), timeout=10_000)
    _set_small(page, epochs=400)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: sum("Epoch" in line for line in _lines(page.log_view)) >= 2, timeout=120_000
    )
    before = _lines(page.log_view)
    assert len(before) >= 4 and any("Epoch" in line for line in before), before

    from tpugui.qt.training.page import TrainingPage

    shown_before_restore: list[bool] = []
    restore = TrainingPage.restore_state

    def watched(self, state):  # noqa: ANN001, ANN202
        # the window may paint at any moment (a real X server does): the new page must not
        # be in view yet with its empty start ("No run yet", Start on) before it has the run
        shown_before_restore.append(self.isVisibleTo(win))
        return restore(self, state)

    monkeypatch.setattr(TrainingPage, "restore_state", watched)
    win.change_language("zh_TW")
    new = win.ctx.pages["trainingPage"]
    assert new is not page and new.running
    assert shown_before_restore == [False]
    # at once, before any event loop turn: shown as going, Stop on, Start off
    assert new.stop_button.isEnabled() and not new.start_button.isEnabled()
    assert "尚無" not in new.status_label.text() and "No run yet" not in new.status_label.text()
    going = tr("Running {name}").format(name="switch")
    assert going.startswith("正在訓練") and new.status_label.text().startswith(going)
    after = _lines(new.log_view)[: len(before)]
    assert _stamps(after) == _stamps(before)  # the same lines at the same times
    assert not any("Epoch" in line or "started" in line for line in after), after
    assert any("第 2 週期" in line for line in after), after
    # and it stays right while the run goes on
    for _ in range(10):
        qtbot.wait(30)
        assert new.stop_button.isEnabled() and not new.start_button.isEnabled()
        assert new.status_label.text().startswith(going), new.status_label.text()
    assert _lines(win.log_dock.view) == _lines(new.log_view)  # one log
    qtbot.mouseClick(new.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not new.running, timeout=120_000)
    assert new.current.status == "stopped"


def test_the_log_is_one_and_a_switch_adds_no_line(window, qtbot):
    """Issue 29: the window's log dock and the Training page's Log tab show the same lines
    (a message of the window and a run's line alike), and switching the language back and
    forth adds none (the Devices page's "Devices:" line was logged again at every switch)."""
    from tpugui.i18n_marks import Message
    from tpugui.qt.i18n import tr_noop

    win = window
    win.build_all_pages()
    qtbot.waitUntil(lambda: all(win.ctx.pages.is_built(n) for n in win._specs), timeout=10_000)
    devices = win.ctx.pages["devicesPage"]
    qtbot.waitUntil(lambda: devices.inventory is not None and not devices.busy(), timeout=60_000)
    training = win.ctx.pages["trainingPage"]
    training._log_line("warning", Message(tr_noop("Saved the plots to {path}"), {"path": "/p"}))
    win.ctx.log(Message(tr_noop("Opened {path}"), {"path": "/x/job.toml"}))
    dock = _lines(win.log_dock.view)
    assert dock == _lines(training.log_view)
    assert sum("Devices:" in line for line in dock) == 1
    assert any("Saved the plots to /p" in line for line in dock)
    for lang in ("zh_TW", "en", "zh_TW"):
        win.change_language(lang)
        qtbot.waitUntil(lambda: not win._pending_rebuild, timeout=10_000)
    training = win.ctx.pages["trainingPage"]
    shown = _lines(win.log_dock.view)
    assert shown == _lines(training.log_view)
    assert len(shown) == len(dock) and _stamps(shown) == _stamps(dock)
    assert any("已開啟 /x/job.toml" in line for line in shown)
    assert not any("Opened" in line or "Devices:" in line for line in shown), shown
