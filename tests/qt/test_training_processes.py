"""A run of several processes from the window: Start trains a torch job with
``train.processes = 2`` (two real processes, gloo on the CPU); the Processes tab appears with a
row per process while it runs and, at its end, each one's status and parameter digest."""

from __future__ import annotations

from unittest import mock

import pytest
from PySide6.QtWidgets import QTableWidget

from tests.qt.test_training_page import LEFT, page_of, run_dir_of, runs_root, wait_finished, window  # noqa: F401 - fixtures
from tpugui.runs.model import RunData
from tpugui.training.ranks import Pace

pytestmark = pytest.mark.slow


def test_the_processes_tab_shows_each_process_of_a_run(window, qtbot):  # noqa: F811
    page = page_of(window)
    tab = page.tabs.indexOf(page.workers_view)
    assert not page.tabs.isTabVisible(tab)  # a run of one process has no such tab
    window.ctx.model.update(
        {
            "model.backend": "torch",
            "model.architecture": "mlp",
            "train.epochs": 1,
            "train.steps_per_epoch": 6,
            "train.processes": 2,
            "pipeline.batch_size": 64,
        }  # fmt: skip
    )
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.tabs.isTabVisible(tab), timeout=240_000)
    table = page.findChild(QTableWidget, "workersTable")
    assert table.rowCount() == 2
    wait_finished(qtbot, page, timeout=240_000)
    assert page.current.status == "completed", page.current.error
    assert [table.item(r, 0).text() for r in range(2)] == ["0", "1"]
    digests = {table.item(r, 4).toolTip() for r in range(2)}
    assert len(digests) == 1 and len(digests.pop()) == 64
    assert "same parameters" in page.workers_view.summary.text()
    paces = [float(table.item(r, 3).text().replace(",", "")) for r in range(2)]
    assert all(p > 0 for p in paces), paces  # each process's own mean steps/s


def test_each_process_shows_its_own_pace_while_the_run_goes_on(window, tmp_path):  # noqa: F811
    """Two workers' pace files, written by the workers' own writer (``ranks.Pace``), read into
    the rows while the run has no end yet: rank 1 at half rank 0's pace."""
    page = page_of(window)
    steps = {0: 0, 1: 0}
    writers = {}
    for rank in (0, 1):
        folder = tmp_path / "workers" / f"w{rank}"
        folder.mkdir(parents=True)
        writers[rank] = Pace(folder, rank, lambda r=rank: steps[r])
    clock = iter([100.0, 110.0, 100.0, 110.0])
    for rank, advance in ((0, 40), (1, 20)):
        with mock.patch("time.monotonic", lambda: next(clock)):
            writers[rank].write(writers[rank].sample())
            steps[rank] += advance
            writers[rank].write(writers[rank].sample())
    run = RunData(name="live", status="running", processes=2)
    run.path = str(tmp_path)
    page.show_run(run)
    table = page.workers_view.table
    assert [table.item(r, 3).text() for r in range(2)] == ["4.00", "2.00"]


def test_the_tab_says_when_the_replicas_drifted_apart(window):  # noqa: F811
    page = page_of(window)
    run = RunData(name="drift", status="completed", processes=2)
    run.workers = [
        {"rank": 0, "host": "a", "status": "completed", "params_digest": "1" * 64, "returncode": 0},
        {"rank": 1, "host": "b", "status": "failed", "params_digest": None, "returncode": -9},
    ]
    page.show_run(run)
    assert page.tabs.isTabVisible(page.tabs.indexOf(page.workers_view))
    table = page.workers_view.table
    assert "-9" in table.item(1, 2).text()
    assert "Not every process" in page.workers_view.summary.text()
    run.workers[1].update(params_digest="2" * 64, status="completed", returncode=0)
    page.show_run(run)
    assert "different parameters" in page.workers_view.summary.text()
    page.show_run(RunData(name="one"))
    assert not page.tabs.isTabVisible(page.tabs.indexOf(page.workers_view))
