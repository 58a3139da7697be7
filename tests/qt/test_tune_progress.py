"""Tune batch… and Faster… on the Training page say, while they run, how many trials of how many
have ended and the time left (issue 43, item 4), each trial a log line as it ends; a Cancel keeps
what was measured: the log says after how many of how many, the action's dialog shows the trials
measured, offering nothing (item 3).

The tune child is a stand-in script for the backend's Python (as in test_tune_faster.py's
``test_each_trial_is_shown_as_it_ends``): it writes the plan and two trials' progress lines as
``tpugui tune batch|faster --json`` writes them on stderr, then waits to be cancelled, standing in
for a search whose third trial is running. Its lines carry the child's own time so far (10 s,
then 20 s: a mean of 10 s a trial), and the window's clock stands still, so the time left is
exact without the test waiting for wall time."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication, QTableWidget

from tests.qt.test_training_page import LEFT, page_of, runs_root, window  # noqa: F401 - fixtures
from tpugui.qt.training.tune_batch import TuneBatchDialog
from tpugui.qt.training.tune_faster import TuneFasterDialog
from tpugui.tuning.progress import PREFIX


def _stand_in(tmp_path, lines):
    fake = tmp_path / "python"
    said = "".join(f"echo '{PREFIX}{json.dumps(x)}' >&2\n" for x in lines)
    fake.write_text(f"#!/bin/sh\n{said}exec sleep 600\n")
    fake.chmod(0o755)
    return fake


def _run_then_cancel(window, qtbot, monkeypatch, action, fake, counted, meanwhile=None):  # noqa: F811
    page = page_of(window)
    monkeypatch.setattr(page.local, "python_for", lambda _backend: str(fake))
    now = [1000.0]
    action.clock = lambda: now[0]  # the window's clock stands still: no wall time passes
    tall = page.height()
    qtbot.mouseClick(action.button, LEFT)
    qtbot.waitUntil(lambda: counted in action.status.text(), timeout=30_000)
    assert action.status.isVisible()
    QApplication.processEvents()  # the layout settles (a wrapped label made the page 1,500 px)
    assert page.height() == tall  # the buttons and the log's tabs stay in the window
    assert action.status.height() < 4 * action.status.fontMetrics().height()
    shown = action.status.text()
    if meanwhile is not None:
        meanwhile(now)
    qtbot.mouseClick(action.button, LEFT)  # Cancel (the button while it runs)
    qtbot.waitUntil(lambda: action.task is None, timeout=30_000)
    assert not action.status.isVisible()
    return shown


def test_tune_batch_counts_of_how_many_with_the_time_left_and_cancel_keeps_them(
    window,  # noqa: F811
    qtbot,
    tmp_path,
    monkeypatch,
):
    page = page_of(window)
    fake = _stand_in(tmp_path, [
        {"kind": "plan", "total": 8, "at_most": False, "trial": 0, "elapsed_s": 0.0},
        {"kind": "fit", "batch": 64, "per_replica": 64, "fits": True, "how": "measured",
         "bytes": 1_000_000_000, "examples_per_sec": 5000.0, "mfu": None, "error": "",
         "trial": 1, "total": 8, "at_most": False, "elapsed_s": 10.0},
        {"kind": "fit", "batch": 256, "per_replica": 256, "fits": True, "how": "measured",
         "bytes": 3_000_000_000, "examples_per_sec": 9000.0, "mfu": None, "error": "",
         "trial": 2, "total": 8, "at_most": False, "elapsed_s": 20.0},
    ])  # fmt: skip
    later = []

    def meanwhile(now):
        """The line counts down each second (the timer's tick, called here with the clock
        moved on), down to the time the trials after the running one take."""
        for moved in (5.0, 100.0):
            now[0] += moved
            page.tune._say_count()
            later.append(page.tune.status.text())

    shown = _run_then_cancel(window, qtbot, monkeypatch, page.tune, fake, "2 of 8", meanwhile)
    # 10 s a finished trial × 6 trials left
    assert shown == "Tune batch… 2 of 8, about 1:00 left"
    assert later == ["Tune batch… 2 of 8, about 0:55 left", "Tune batch… 2 of 8, about 0:50 left"]
    log = window.ctx.log_model.text()
    assert "Trial 1 of 8: batch 64: measured, fits, 1.00 GB, 5,000 examples/s" in log
    assert "Trial 2 of 8: batch 256: measured, fits, 3.00 GB, 9,000 examples/s" in log
    assert "Batch tuning cancelled after 2 of 8 trials" in log
    dialog = page.tune.dialog
    assert isinstance(dialog, TuneBatchDialog) and dialog.isVisible()
    table = dialog.findChild(QTableWidget, "tuneBatchTrials")
    assert [table.item(i, 0).text() for i in range(table.rowCount())] == ["64", "256"]
    assert table.item(1, 3).text() == "9,000"  # a measured trial is its own timing
    assert (
        dialog.findChild(object, "tuneBatchHead").text().startswith("Cancelled after 2 of 8 trials")
    )
    assert dialog.use_button is None  # nothing is offered from a search cut short
    assert page.tune.button.text() == "Tune batch…"
    dialog.close()


def test_faster_says_at_most_and_cancel_shows_the_rounds_measured(
    window,  # noqa: F811
    qtbot,
    tmp_path,
    monkeypatch,
):
    page = page_of(window)
    common = {"error": "", "parts": [], "trial": 0, "total": 14, "at_most": True}
    fake = _stand_in(tmp_path, [
        {"kind": "plan", "total": 14, "at_most": True, "trial": 0, "elapsed_s": 0.0},
        {**common, "kind": "round", "name": "the job as given", "role": "", "baseline": True,
         "round": 1, "examples_per_sec": 1000.0, "loss": 0.5, "trial": 1, "elapsed_s": 10.0},
        {**common, "kind": "round", "name": "all of: a + b", "role": "all", "baseline": False,
         "parts": ["a", "b"], "round": 1, "examples_per_sec": 1500.0, "loss": 0.5, "trial": 2,
         "elapsed_s": 20.0},
    ])  # fmt: skip
    shown = _run_then_cancel(window, qtbot, monkeypatch, page.faster, fake, "2 of at most 14")
    assert shown == "Faster… 2 of at most 14, at most about 2:00 left"
    log = window.ctx.log_model.text()
    assert "Trial 2 of at most 14: all of: a + b: round 1, 1,500 examples/s" in log
    assert "Make faster cancelled after 2 of at most 14 trials" in log
    dialog = page.faster.dialog
    assert isinstance(dialog, TuneFasterDialog) and dialog.apply_button is None
    table = dialog.findChild(QTableWidget, "tuneFasterCandidates")
    rows = [[table.item(i, j).text() for j in range(3)] for i in range(table.rowCount())]
    assert rows == [["the job as given", "1,000", "1.00"], ["all of: a + b", "1,500", "1.50"]]
    dialog.close()


def test_a_search_that_fails_keeps_and_shows_the_trials_it_measured(
    window,  # noqa: F811
    qtbot,
    tmp_path,
    monkeypatch,
):
    """A stand-in child that measures two batches, then fails as `tpugui tune` does (a message
    on stderr, exit 1): the failure is said, and what was measured stays, in the dialog."""
    page = page_of(window)
    fake = tmp_path / "python"
    lines = [
        {"kind": "plan", "total": 8, "at_most": False, "trial": 0, "elapsed_s": 0.0},
        {"kind": "fit", "batch": 64, "per_replica": 64, "fits": True, "how": "measured",
         "bytes": 1_000_000_000, "examples_per_sec": 5000.0, "mfu": None, "error": "",
         "trial": 1, "total": 8, "at_most": False, "elapsed_s": 10.0},
    ]  # fmt: skip
    said = "".join(f"echo '{PREFIX}{json.dumps(x)}' >&2\n" for x in lines)
    fake.write_text(f"#!/bin/sh\n{said}echo 'tpugui: the data folder is gone' >&2\nexit 1\n")
    fake.chmod(0o755)
    monkeypatch.setattr(page.local, "python_for", lambda _backend: str(fake))
    qtbot.mouseClick(page.tune.button, LEFT)
    qtbot.waitUntil(lambda: page.tune.task is None, timeout=30_000)
    dialog = page.tune.dialog
    assert isinstance(dialog, TuneBatchDialog) and dialog.isVisible()
    head = dialog.findChild(object, "tuneBatchHead").text()
    assert head.startswith("Failed after 1 of 8 trials"), head
    table = dialog.findChild(QTableWidget, "tuneBatchTrials")
    assert [table.item(i, 0).text() for i in range(table.rowCount())] == ["64"]
    assert dialog.use_button is None
    dialog.close()
