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

So :func:`hold` (called by ``BackgroundTask.start`` in the GUI thread) turns the automatic
collector off and collects from a GUI-thread timer instead, generation by generation when their
thresholds are crossed, the expensive full collection (about 0.2 s with TensorFlow loaded) at
most every ``FULL_EVERY_S``. When no held thread runs any more the collector is switched back on.
"""

from __future__ import annotations

import gc
import threading
import time
import weakref

from PySide6.QtCore import QCoreApplication, QThread, QTimer

INTERVAL_MS = 100
FULL_EVERY_S = 10.0

_threads: weakref.WeakSet[QThread] = weakref.WeakSet()
_state = {"timer": None, "reenable": False, "last_full": 0.0}


def active() -> bool:
    """Whether the guard is on (the automatic collector is off because of it)."""
    return _state["timer"] is not None


def _running() -> bool:
    alive = False
    for thread in list(_threads):
        try:
            alive = alive or thread.isRunning()
        except RuntimeError:  # its C++ object is gone: it has ended
            pass
    return alive


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


def hold(thread: QThread) -> None:
    """Keep the collector in the GUI thread while ``thread`` runs (call before starting it)."""
    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return
    _threads.add(thread)
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
    """Switch the automatic collector back on once no held thread runs (GUI thread)."""
    timer = _state["timer"]
    if timer is None or _running():
        return
    _state["timer"] = None
    try:
        timer.stop()
        timer.deleteLater()
    except RuntimeError:  # the application (its parent) is gone
        pass
    _threads.clear()
    if _state["reenable"]:
        gc.enable()
