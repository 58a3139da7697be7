"""The Training page's Profile… button on a real running run: disabled without a run, enabled
while one trains, and its dialog shows the breakdown, the verdict and the top operations."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTableWidget

from tests.qt.test_training_page import LEFT, page_of, run_dir_of, set_small, wait_finished

pytestmark = pytest.mark.slow


def test_profile_a_running_run_from_the_page(training_window, qtbot):
    page = page_of(training_window)
    button = page.findChild(type(page.start_button), "profileButton")
    assert button is not None and not button.isEnabled()
    set_small(page, qtbot, epochs=100_000)  # going until stopped: it cannot end before the profile
    qtbot.mouseClick(page.start_button, LEFT)
    qtbot.waitUntil(lambda: page.current.batch_events >= 5, timeout=90_000)
    assert button.isEnabled()
    page.profile.start(str(run_dir_of(page)), 0.5)  # what the seconds dialog hands over
    assert not button.isEnabled()
    qtbot.waitUntil(lambda: page.profile.dialog is not None, timeout=120_000)
    dialog = page.profile.dialog
    assert dialog.objectName() == "profileDialog"
    assert dialog.findChild(QTableWidget, "profileBreakdown").rowCount() == 4
    assert dialog.findChild(QTableWidget, "profileTopOps").rowCount() >= 1
    assert dialog.result["steps"] >= 1
    dialog.close()
    qtbot.mouseClick(page.stop_button, LEFT)
    wait_finished(qtbot, page, timeout=60_000)
    assert not button.isEnabled()
