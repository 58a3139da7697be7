"""While a BackgroundTask runs or the main window is open, cyclic garbage is collected in the GUI
thread, never in a worker's.

The hang this prevents (seen once in a full run of the suite, idle CPU, pytest-timeout unable to
fire): the worker's automatic collection deleted a closed window's Qt objects in the worker
thread and deadlocked with the GUI thread on the GIL and a Qt lock (see tpugui/qt/gc_guard.py).
The deadlock itself cannot be provoked safely in a test, so the tests check the property that
rules it out: garbage made while a worker allocates hard is finalised in the GUI thread.
"""

from __future__ import annotations

import gc
import threading

from tpugui.qt import gc_guard
from tpugui.qt.worker import BackgroundTask


def _allocate_until_stopped(sink, stop_event) -> int:  # noqa: ANN001
    """A worker that allocates container objects fast: the automatic collector would run here."""
    rounds = 0
    junk: list = []
    while not stop_event.is_set():
        junk.append([{}, {}])
        if len(junk) > 5000:
            junk = []
            rounds += 1
    return rounds


class _Cycle:
    """Garbage that only the cyclic collector frees; records the thread that freed it."""

    freed_in: list[bool] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        _Cycle.freed_in.append(threading.current_thread() is threading.main_thread())


def test_garbage_made_during_a_run_is_freed_in_the_gui_thread(qtbot):
    assert gc.isenabled() and not gc_guard.active()
    _Cycle.freed_in = []
    task = BackgroundTask(_allocate_until_stopped, name="allocator")
    task.start()
    try:
        assert gc_guard.active() and not gc.isenabled()
        for _ in range(3):
            for _ in range(200):
                _Cycle()  # unreachable at once: a cycle for the collector
            qtbot.wait(150)  # the event loop runs: the guard's timer collects here
        qtbot.waitUntil(lambda: len(_Cycle.freed_in) == 600, timeout=10_000)
    finally:
        task.stop()
        assert task.join(10_000)
    assert all(_Cycle.freed_in), f"{_Cycle.freed_in.count(False)} of 600 freed in the worker"
    qtbot.waitUntil(lambda: not gc_guard.active(), timeout=5_000)  # the task's end switches it off
    assert gc.isenabled()
    assert task.result > 0  # the worker really did allocate


def test_guard_stays_on_until_the_last_task_ends(qtbot):
    first = BackgroundTask(_allocate_until_stopped, name="first")
    second = BackgroundTask(_allocate_until_stopped, name="second")
    first.start()
    second.start()
    try:
        first.stop()
        assert first.join(10_000)
        qtbot.wait(3 * gc_guard.INTERVAL_MS)
        assert gc_guard.active() and not gc.isenabled()  # the second still runs
    finally:
        first.stop()
        second.stop()
        assert second.join(10_000)
    qtbot.waitUntil(lambda: not gc_guard.active(), timeout=5_000)
    assert gc.isenabled()


def test_collect_due_follows_the_thresholds(qtbot):
    """Below gen 0's threshold nothing is collected; above it, gen 0 is."""
    old = gc.get_threshold()
    gc.disable()
    try:
        gc.collect()
        gc.set_threshold(100_000, 10, 10)
        cycle = _Cycle()
        del cycle
        before = gc.get_stats()[0]["collections"]
        gc_guard.collect_due()
        assert gc.get_stats()[0]["collections"] == before  # count far below 100 000
        gc.set_threshold(1, 10, 10)
        _Cycle.freed_in = []
        _Cycle()
        gc_guard.collect_due()
        assert gc.get_stats()[0]["collections"] > before
        assert _Cycle.freed_in == [True, True]  # both cycles, in this (the GUI) thread
    finally:
        gc.set_threshold(*old)
        gc.enable()
        gc.collect()


def test_while_the_window_is_open_a_plain_python_thread_never_collects(qtbot, tmp_path):
    """paramiko's transport thread and the remote steps' thread pools are Python threads, not
    QThreads: while the main window is open their garbage is freed in the GUI thread too, and
    closing the window gives the collector back."""
    from PySide6.QtCore import QSettings

    from tpugui.qt.main_window import MainWindow

    assert gc.isenabled() and not gc_guard.active()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.show()
    assert gc_guard.active() and not gc.isenabled()
    _Cycle.freed_in = []
    stop = threading.Event()

    def plain_thread() -> None:  # allocates, then makes cyclic garbage, as paramiko would
        while not stop.is_set():
            junk = [[{}, {}] for _ in range(5000)]
            del junk
            for _ in range(50):
                _Cycle()

    thread = threading.Thread(target=plain_thread, name="not-a-qthread", daemon=True)
    thread.start()
    try:
        qtbot.waitUntil(lambda: len(_Cycle.freed_in) >= 500, timeout=10_000)
    finally:
        stop.set()
        thread.join(10)
    assert all(_Cycle.freed_in), f"{_Cycle.freed_in.count(False)} freed in the plain thread"
    win.close()
    qtbot.waitUntil(lambda: not gc_guard.active(), timeout=5_000)
    assert gc.isenabled()
