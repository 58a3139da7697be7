"""Waits over a second say how far they are and the time left (issue 43, item 4): the Pipeline
page's Bench bar ("40%, about 0:30 left") and Tune's ("trial 2 of at most 16, at most about
…"), timed from the work's first count (TensorFlow's import and the pipeline's build before it
are no batch's time), and the Training page's Profile… (the seconds asked counted down, then
the trace being written). The page's clock is the test's own: no wall time passes."""

from __future__ import annotations

import threading

from tests.qt.test_pipeline_page import page  # noqa: F401 - fixture
from tests.qt.test_training_page import page_of, runs_root, window  # noqa: F401 - fixtures


def test_bench_bar_says_the_time_left_at_its_pace_since_the_first_count(page):  # noqa: F811
    """The events as the Bench worker hands them over (``("progress", done, total)``, each time
    the percentage moves): 10 batches of 110 at 100 s (the build before it), 50 at 105 s: 40
    batches in 5 s, 60 left, about 7.5 s."""
    now = [100.0]
    page.clock = lambda: now[0]
    bar = page.bench.progress
    page._counted_from = None  # as a new Bench starts (page._start)
    page._progress(("progress", 10, 110))
    assert bar.format() == "%p%"  # one count: no pace yet
    now[0] = 105.0
    page._progress(("progress", 50, 110))
    assert bar.format() == "%p%, about 0:08 left" and bar.text() == "45%, about 0:08 left"
    now[0] = 112.0
    page._progress(("progress", 110, 110))
    assert bar.format() == "%p%"  # done: no time left to say


def test_pipeline_tune_bar_says_at_most_the_time_left(page):  # noqa: F811
    now = [0.0]
    page.clock = lambda: now[0]
    bar = page.bench.progress
    page._counted_from = None
    page._progress(("trial", 1, 16, {"prefetch": 4}, 900.0))
    assert bar.text() == "trial 1 of at most 16"
    now[0] = 20.0
    page._progress(("trial", 3, 16, {"prefetch": 8}, 950.0))
    # 10 s a configuration × 13 left, at most: the search may stop sooner
    assert bar.text() == "trial 3 of at most 16, at most about 2:10 left"
    # the re-measuring: pairs at their own pace (a pair is no trial), from the first pair
    now[0] = 30.0
    page._progress(("confirm", 1, 6))
    assert bar.text() == f"{100 * 4 // 9}%"  # no pace yet (Qt truncates the percentage)
    now[0] = 36.0
    page._progress(("confirm", 3, 6))  # 3 s a pair × 3 left
    assert bar.text() == f"{100 * 6 // 9}%, about 0:09 left"


def test_profile_counts_down_the_seconds_asked_then_says_the_trace(
    window,  # noqa: F811
    qtbot,
    monkeypatch,
    tmp_path,
):
    """The wait itself is a stand-in that waits for Cancel (the real profile of a running run:
    tests/qt/test_training_profile.py, slow)."""
    from tpugui.qt.training import profile

    def waiting(_sink, stop: threading.Event, _run_dir, _seconds):
        stop.wait(60)
        raise RuntimeError("stopped by the test")

    monkeypatch.setattr(profile, "_profile", waiting)
    action = page_of(window).profile
    now = [50.0]
    action.clock = lambda: now[0]
    action.start(str(tmp_path), 3.0)
    assert action.status.isVisible() and action.status.text() == "Profile… about 0:03 left"
    now[0] = 52.0
    action._say_wait()  # the timer's tick, each second
    assert action.status.text() == "Profile… about 0:01 left"
    now[0] = 57.0
    action._say_wait()
    assert action.status.text() == "Profile… writing the trace, 0:07 so far"
    action.task.stop()
    qtbot.waitUntil(lambda: action.task is None, timeout=10_000)
    assert not action.status.isVisible()
