"""A disk that does not fill, in the window: the run history's Size column (human units, read
off the GUI thread), Delete… › Delete the checkpoints (asks first, keeps the events, the size
follows), and the Training page's warning at Keep checkpoints when the kept checkpoints would
outgrow the free disk, with the number that fits as its one-click fix. Real widgets, real files."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from tests.training.test_preflight_disk import past_run
from tpugui.qt.training.history import HistoryPanel


def test_the_size_column_and_deleting_a_runs_checkpoints(qtbot, tmp_path, monkeypatch):
    root = tmp_path / "runs"
    path = past_run(root, each=400_000)  # 3 checkpoints of ~391 KiB
    panel = HistoryPanel(root=root)
    qtbot.addWidget(panel)
    panel.show()
    panel.refresh()
    qtbot.waitUntil(lambda: not panel._task.is_running() and panel.proxy.rowCount() == 1)
    assert panel.text(path, "size") == "1.1 MiB"
    panel.select(path)
    assert panel.delete_checkpoints_action.isEnabled()
    asked = []
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: asked.append(a[2]) or QMessageBox.StandardButton.No)  # fmt: skip
    panel.delete_checkpoints_action.trigger()
    assert "1.1 MiB" in asked[0] and (path / "checkpoints").is_dir()  # asked; No keeps them
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    panel.delete_checkpoints_action.trigger()
    assert not (path / "checkpoints").exists() and (path / "events.jsonl").is_file()
    qtbot.waitUntil(lambda: not panel._task.is_running() and "KiB" in panel.text(path, "size"))
    panel.select(path)
    assert not panel.delete_checkpoints_action.isEnabled()  # nothing left to delete
    panel.shutdown()


def test_the_training_page_warns_when_the_checkpoints_would_not_fit(training_window, monkeypatch,
                                                                    tmp_path):  # fmt: skip
    import shutil
    from collections import namedtuple

    from tpugui.job import Job
    from tpugui.runs.files import default_runs_root

    past_run(default_runs_root(), name="big", each=1_000_000)
    usage = namedtuple("usage", "total used free")
    monkeypatch.setattr(
        shutil, "disk_usage", lambda _p: usage(10**9, 10**9 - 20_000_000, 20_000_000)
    )
    page = training_window.ctx.page("trainingPage")
    job = Job(name="big").updated("train.epochs", 100).updated("train.keep_checkpoints", 0)
    training_window.set_job(job, None)
    page.fix_button.check()
    form = page.form.form
    assert "train.keep_checkpoints" in form.notes
    assert "100 checkpoints" in form.notes["train.keep_checkpoints"]
    assert page.fix_button.isVisible() and "keep_checkpoints 18" in page.fix_button.text()
    page.fix_button.click()
    assert training_window.ctx.model.validated().train.keep_checkpoints == 18
    assert "train.keep_checkpoints" not in form.notes
