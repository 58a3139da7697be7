"""The Training page's run modes (tpugui/qt/training/run_mode.py): the page asks the going
run's mode how to stop it, what its end does, and what to say when the window closes.

No process is started here: a stand-in stream plays the remote mode, and the local mode is put
in charge through the page's ``begin_run`` (what LocalMode.start does before its process)."""

from __future__ import annotations

import pytest

from tpugui.qt.training.local import LocalMode
from tpugui.qt.training.remote_mode import RemoteMode


@pytest.fixture
def page(training_window):
    return training_window.ctx.page("trainingPage")


def _finished(seq: int) -> dict:
    return {"seq": seq, "time": 1.0, "type": "run_finished", "status": "completed",
            "error": None, "traceback": None}  # fmt: skip


def test_a_stream_is_the_remote_mode_its_stop_and_its_end(page, qtbot):
    assert page.mode is None and not page.running and page.busy() == ""
    page.attach_stream("vm-1")  # no stop: Stop cannot end it
    assert isinstance(page.mode, RemoteMode) and page.mode is page.remote_mode
    assert page.running and not page.stop_button.isEnabled()
    assert "remote run" in page.busy() and not page.can_outlive_window()
    assert page.end_run(page.local_mode, "failed") is False  # not the going run's mode
    page.end_stream("stopped")
    assert page.mode is None and page.current.status == "stopped"
    assert page.start_button.isEnabled()

    stops = []
    sink = page.attach_stream("vm-2", stop=lambda: stops.append(1))
    assert page.stop_button.isEnabled()
    page.stop_button.click()
    assert stops == [1] and page.status_label.text() == "Asked the remote run to stop…"
    assert not page.stop_button.isEnabled()
    sink(_finished(1))  # the run_finished record ends it (drained by the plots' timer)
    qtbot.waitUntil(lambda: not page.running, timeout=10_000)
    assert page.current.status == "completed" and page.current.name == "vm-2"
    page.end_stream("stopped")  # its end was shown: nothing changes
    assert page.current.status == "completed"


def test_a_local_run_is_the_local_mode_it_refuses_a_stream_and_outlives_the_window(page):
    page.begin_run(page.local_mode, "here")
    assert isinstance(page.mode, LocalMode) and page.mode is page.local_mode
    assert page.stop_button.isEnabled() and page.can_outlive_window()
    assert "training run is going (here)" in page.busy()
    with pytest.raises(RuntimeError, match="A local training run is going"):
        page.attach_stream("vm-1")
    page.end_stream("stopped")  # a stream's end does not end a local run
    assert page.mode is page.local_mode and page.current.name == "here"
    assert page.end_run(page.local_mode, "interrupted")
    assert page.mode is None and page.current.status == "interrupted"
    assert not page.can_outlive_window() and page.start_button.isEnabled()
