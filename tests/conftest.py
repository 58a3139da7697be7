"""Shared test setup.

- Qt runs offscreen and every test gets its own settings and data folders (no real user files).
- Tests that use Qt fail when they leave a running QThread / BackgroundTask, an active QTimer
  or an open top-level widget behind (as napari's suite does).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = Path(tempfile.mkdtemp(prefix="tpugui-tests-"))
os.environ["XDG_CONFIG_HOME"] = str(_HOME / "config")
os.environ["XDG_DATA_HOME"] = str(_HOME / "data")
os.environ["XDG_CACHE_HOME"] = str(_HOME / "cache")
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# no warm run process behind every Training page (2 CPU cores in CI); the warm start has its
# own test, which turns it on
os.environ["TPUGUI_WARM"] = "0"

ROOT = Path(__file__).resolve().parent.parent
XLA_PYTHON = ROOT / ".venv-xla" / "bin" / "python"


@pytest.fixture
def demo_path() -> Path:
    return ROOT / "examples" / "demo.toml"


def _qt_loaded() -> bool:
    return "PySide6.QtWidgets" in sys.modules


#: the questions of the running test (one list), for the stand-in below
_ASKED: list[list[str]] = []


def _question(parent, title, text, *a, **k):  # noqa: ANN001, ANN002, ANN003, ANN202
    """QMessageBox.question answered as a person would who wants the test to go on."""
    from PySide6.QtWidgets import QMessageBox

    if _ASKED:
        _ASKED[0].append(f"{title}: {text}")
    offered = a[0] if a else k.get("buttons")
    discard = QMessageBox.StandardButton.Discard
    if offered is not None and (offered & discard) == discard:
        return discard
    return QMessageBox.StandardButton.Yes


_question.stand_in = True


@pytest.fixture(autouse=True)
def _no_dangling_qt(request):
    """Fail a test that leaves Qt threads, timers or windows behind."""
    if "qtbot" not in request.fixturenames and "qapp" not in request.fixturenames:
        yield
        return
    from PySide6.QtCore import QThread, QTimer
    from PySide6.QtWidgets import QApplication

    started_threads: list = []
    started_timers: list = []
    orig_thread_start = QThread.start
    orig_timer_start = QTimer.start

    def thread_start(self, *a, **k):
        started_threads.append(self)
        return orig_thread_start(self, *a, **k)

    def timer_start(self, *a, **k):
        started_timers.append(self)
        return orig_timer_start(self, *a, **k)

    QThread.start = thread_start
    QTimer.start = timer_start
    # A modal question nobody answers would block the suite: a test that does not answer it
    # itself (monkeypatch) gets "Yes" (e.g. "Stop the run and quit?") or, where "Discard" is
    # offered ("Save the job?" on closing with unsaved edits), "Discard"; the question is kept.
    # The stand-in stays installed once Qt is loaded (a window pytest-qt closes after this
    # fixture ends may still ask); the questions of this test are kept on it.
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []
    _ASKED[:] = [asked]
    if not getattr(QMessageBox.question, "stand_in", False):
        QMessageBox.question = _question
    request.node.asked_questions = asked
    before = set(map(id, QApplication.topLevelWidgets())) if QApplication.instance() else set()
    try:
        yield
    finally:
        QThread.start = orig_thread_start
        QTimer.start = orig_timer_start
    app = QApplication.instance()
    if app is None:
        return
    from tpugui.qt.worker import live_tasks

    problems = []
    for t in started_threads:
        try:
            if t.isRunning() and not t.wait(10_000):
                problems.append(f"QThread {t.objectName() or t} still running")
        except RuntimeError:
            pass  # deleted
    if live_tasks():
        problems.append(f"background tasks still running: {[t.name for t in live_tasks()]}")
    for t in started_timers:
        try:
            if t.isActive() and t.parent() is None:
                problems.append(f"QTimer {t.objectName() or t} still active with no parent")
        except RuntimeError:
            pass
    app.processEvents()

    def _open(w) -> bool:
        try:
            return id(w) not in before and w.isVisible() and w.objectName() != ""
        except RuntimeError:  # deleted by Qt between the listing and the look: not left open
            return False

    leftover = [w for w in QApplication.topLevelWidgets() if _open(w)]
    for w in leftover:
        w.close()
    from tpugui.qt import gc_guard

    gc_guard.check()  # a closed window no longer holds the collector in the GUI thread
    if leftover:
        problems.append(f"top-level widgets left open: {[w.objectName() for w in leftover]}")
    if problems:
        pytest.fail("; ".join(problems))
