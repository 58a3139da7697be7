"""While background threads run Python, the cyclic garbage collector runs in the GUI thread only.

Python's collector runs in whichever thread allocates when a threshold is crossed. During a run
that is nearly always the worker (TensorFlow's tracing allocates a lot). When the garbage holds Qt
objects (a closed window's menus, a page rebuilt after a language or theme switch, a dialog),
their C++ destructors then run in the worker thread: a Qt object deleted from the wrong thread,
and a deadlock with idle CPU when the GUI thread holds the GIL waiting for a Qt lock the worker
holds while it waits for the GIL. Seen in a full test run: the worker in ``QObject::~QObject`` ->
``Shiboken::GilState::acquire``, the GUI thread in ``BindingManager::runDeletionInMainThread`` ->
``QMenu::~QMenu`` -> ``QBasicMutex::lockInternal``; pytest-timeout's own thread could not run.
(pyqtgraph's ``GarbageCollector`` exists for the same reason.)

So :func:`hold` turns the automatic collector off and collects from a GUI-thread timer instead,
generation by generation when their thresholds are crossed, the expensive full collection (about
0.2 s with TensorFlow loaded) at most every ``FULL_EVERY_S``. It holds for a QThread while it
runs (``BackgroundTask.start``), for a widget while it is shown and for any other QObject while
it lives. The main window holds it while it is open: Python threads that are no QThread run
beside it too (paramiko's transport thread while a VM is followed, the thread pools of the
remote steps and of device probes) and would otherwise collect a closed dialog's or a rebuilt
page's Qt objects. When nothing holds it any more the collector is switched back on.
"""

from __future__ import annotations

import gc
import threading
import time
import weakref

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer
from PySide6.QtWidgets import QWidget

INTERVAL_MS = 100
FULL_EVERY_S = 10.0

_holders: weakref.WeakSet[QObject] = weakref.WeakSet()
_state = {"timer": None, "reenable": False, "last_full": 0.0}


def active() -> bool:
    """Whether the guard is on (the automatic collector is off because of it)."""
    return _state["timer"] is not None


def _holds(obj: QObject) -> bool:
    try:
        if not shiboken6.isValid(obj):
            return False  # its C++ object is gone: a thread that ended, a window deleted
        if isinstance(obj, QThread):
            return obj.isRunning()
        return obj.isVisible() if isinstance(obj, QWidget) else True
    except RuntimeError:
        return False


def _running() -> bool:
    return any(_holds(obj) for obj in list(_holders))


def collect_due() -> None:
    """Collect the generations whose thresholds are crossed, as the automatic collector would."""
    c0, c1, c2 = gc.get_count()
    t0, t1, t2 = gc.get_threshold()
    if t0 == 0 or c0 <= t0:
        return
    if c1 <= t1:
        gc.collect(0)
    elif c2 <= t2 or time.monotonic() - _state["last_full"] < FULL_EVERY_S:
        gc.collect(1)
    else:
        gc.collect(2)
        _state["last_full"] = time.monotonic()


def _tick() -> None:
    collect_due()
    check()


def hold(obj: QObject) -> None:
    """Keep the collector in the GUI thread while ``obj`` runs (a QThread: call before starting
    it), is shown (a widget: the main window) or lives (any other QObject)."""
    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return
    _holders.add(obj)
    if active():
        return
    _state["reenable"] = gc.isenabled()
    gc.disable()
    timer = QTimer(app)
    timer.setObjectName("gcGuardTimer")
    timer.setInterval(INTERVAL_MS)
    timer.timeout.connect(_tick)
    _state["timer"] = timer
    timer.start()


def check() -> None:
    """Switch the automatic collector back on once nothing holds it (GUI thread)."""
    timer = _state["timer"]
    if timer is None or _running():
        return
    _state["timer"] = None
    try:
        timer.stop()
        timer.deleteLater()
    except RuntimeError:  # the application (its parent) is gone
        pass
    _holders.clear()
    if _state["reenable"]:
        gc.enable()
