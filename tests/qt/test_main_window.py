"""The window: pages, menus, job open/save, settings, and the one error path."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QSettings

from tpugui.job import Job, load_job, save_job
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot, settings):
    manager().install_hooks()
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()
    manager().restore_hooks()


def test_pages_and_menus(qtbot, window):
    from PySide6.QtCore import Qt

    names = [window.nav.item(i).data(Qt.ItemDataRole.UserRole) for i in range(window.nav.count())]
    assert names[:4] == ["devicesPage", "pipelinePage", "trainingPage", "remotePage"]
    # No page is built before the window's first paint; the one shown first right after it,
    # then the others, one per event-loop turn.
    assert window.at_first_paint["pages_built"] == []
    qtbot.waitUntil(lambda: window.ctx.pages.is_built("devicesPage"))
    qtbot.waitUntil(lambda: window.first_page_painted_at is not None, timeout=30_000)
    qtbot.waitUntil(lambda: all(window.ctx.pages.is_built(n) for n in names), timeout=30_000)
    for name in names:
        page = window.ctx.pages[name]
        assert page.objectName() == name
        assert window.stack.widget(names.index(name)).widget() is page
    for name in ("newAction", "openAction", "saveAction", "saveAsAction", "quitAction"):
        assert window.findChild(type(window.new_action), name) is not None
    assert window.recent_menu.objectName() == "recentMenu"
    assert window.findChild(type(window.log_dock), "logDock") is window.log_dock
    window.show_page("trainingPage")
    assert window.stack.currentWidget().widget().objectName() == "trainingPage"


def test_open_save_and_recent(window, tmp_path, settings):
    path = tmp_path / "mine.toml"
    save_job(Job(name="mine").updated("pipeline.batch_size", 32), path)
    assert window.open_job(path)
    assert window.ctx.job.pipeline.batch_size == 32
    assert "mine.toml" in window.windowTitle()
    assert window.recent_jobs()[0] == str(path.resolve())
    assert settings.value("jobs/last") == str(path.resolve())
    window.set_job(window.ctx.job.updated("train.epochs", 7), path)  # fills every page's form
    assert window.save()
    assert load_job(path).train.epochs == 7
    assert window.recent_menu.actions()[0].text() == str(path.resolve())


def test_bad_job_file_reaches_the_person_and_window_stays(window, tmp_path, qtbot):
    bad = tmp_path / "bad.toml"
    bad.write_text("[pipeline]\nbatch_size = -3\n", encoding="utf-8")
    before = window.ctx.job
    assert not window.open_job(bad)
    assert window.ctx.job is before
    toasts = window.toasts.toasts()
    assert toasts and "pipeline.batch_size: must be a positive integer, got -3" in (
        toasts[-1].note.message
    )
    assert "pipeline.batch_size" in window.log_dock.text()


def test_save_to_unwritable_place_is_reported(window, tmp_path):
    assert not window.save_to(tmp_path / "no-such-dir" / "job.toml")
    assert "Cannot save" in window.toasts.toasts()[-1].note.message


def test_exception_in_worker_thread_reaches_the_person(window, qtbot):
    def boom():
        raise RuntimeError("disk on fire")

    t = threading.Thread(target=boom, name="probe-thread")
    with qtbot.waitSignal(manager().notified, timeout=5000):
        t.start()
    t.join()
    qtbot.waitUntil(lambda: any("disk on fire" in x.note.message for x in window.toasts.toasts()))
    assert "probe-thread" in window.toasts.toasts()[-1].note.message
    assert "RuntimeError" in window.log_dock.text()
    assert window.isVisible()


def test_exception_in_gui_slot_reaches_the_person(window, qtbot):
    import sys

    try:
        raise ValueError("slot failed")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    qtbot.waitUntil(lambda: any("slot failed" in x.note.message for x in window.toasts.toasts()))


def test_background_task_failure_and_result(window, qtbot):
    from tpugui.qt.worker import BackgroundTask

    def work(sink, stop_event, n):
        for i in range(n):
            sink(i)
        return "done"

    task = BackgroundTask(work, 3, name="counter")
    seen = []
    task.event.connect(seen.append)
    with qtbot.waitSignal(task.done, timeout=5000):
        task.start()
    assert seen == [0, 1, 2] and task.result == "done"

    def bad(sink, stop_event):
        raise OSError("no such device")

    task2 = BackgroundTask(bad, name="device-probe")
    with qtbot.waitSignal(task2.done, timeout=5000):
        task2.start()
    qtbot.waitUntil(lambda: any("no such device" in x.note.message for x in window.toasts.toasts()))


def test_geometry_is_remembered(qtbot, settings):
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    win.resize(737, 561)  # the offscreen screen is 800 x 800
    size = (win.width(), win.height())
    assert size == (737, 561)
    win.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == size
    again.close()


def test_last_job_reopens(qtbot, settings, tmp_path):
    path = tmp_path / "last.toml"
    save_job(Job(name="last-one"), path)
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.open_job(path)
    win.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.open_startup_job(None)
    assert again.ctx.job.name == "last-one"
    again.close()


def test_a_run_folder_given_at_start_is_shown_on_the_training_page(qtbot, window, tmp_path):
    """``tpugui RUN_FOLDER``: the window opens with that run's plots (from its copy)."""
    from tests.training.bigrun import write_big_run
    from tpugui.runs import cache as run_cache

    run = write_big_run(tmp_path / "runs" / "20260101-000000-big", 3_000, epochs=3)
    run_cache.load_run(run)  # as its own writer left it: the copy beside events.jsonl
    window.open_startup_job(str(run))
    page = window.ctx.pages["trainingPage"]
    assert window.current_page() is page
    qtbot.waitUntil(lambda: page.current is not None and page.current.loss.n == 3_000)
    assert page.current.status == "completed"
    assert window.ctx.job.name  # a job is open beside it (the last one, or the demo)


def test_new_job_resets_to_defaults(window):
    window.ctx.model.load(Job(name="x"))
    window.new_job()
    assert window.ctx.job == Job()


def test_pages_built_after_the_first_paint_open_no_window_of_their_own(qtbot, settings):
    """A page's widget shown before it has a parent flashes up as a window of its own (and,
    the pages being built after the window appears, takes the focus from it)."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QWidget

    shown: list[str] = []

    class Windows(QObject):
        def eventFilter(self, obj, ev):  # noqa: N802
            if ev.type() == QEvent.Type.Show and isinstance(obj, QWidget) and obj.isWindow():
                shown.append(obj.objectName() or type(obj).__name__)
            return False

    watch = Windows()
    QApplication.instance().installEventFilter(watch)
    try:
        win = MainWindow(settings)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitUntil(lambda: all(win.ctx.pages.is_built(n) for n in win._specs), timeout=30_000)
        qtbot.waitUntil(win.isActiveWindow, timeout=30_000)
    finally:
        QApplication.instance().removeEventFilter(watch)
    assert shown == ["mainWindow"]
    win.close()
