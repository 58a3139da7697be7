"""The Training page's past runs: read from the run store in a thread and shown, opened as the
current run or overlaid on the plots, kept in step with the run history's names, ticks and
deletions; and the columnar copy of a run followed to its end, written from memory.

:class:`PastRuns` listens to the :class:`~tpugui.qt.training.history.HistoryPanel` ("Open",
"Compare", a rename, a delete) and changes the page's plots; no widget is touched off the GUI
thread (the loader threads only read files and build RunData).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from tpugui.i18n_marks import Message
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import Page
from tpugui.qt.worker import BackgroundTask
from tpugui.runs.model import RunData

__all__ = ["PastRuns"]


def _read_run(sink: Any, stop_event: Any, path: str) -> RunData:
    """Runs in a loader thread: a past run's plot data, from its columnar copy when it has one
    (:mod:`tpugui.runs.cache`), no widgets touched."""
    from tpugui.runs.cache import load_run
    from tpugui.runs.store import summarize

    info = summarize(path)
    live = info.status == "running"
    run = load_run(path, name=info.name or info.run_id, live=live)
    run.run_id = run.run_id or info.run_id
    if info.status in ("running", "interrupted") and not run.finished:
        run.status = info.status
    return run


def _write_copy(sink: Any, stop_event: Any, run: RunData) -> bool:
    """Runs in a thread once the window has followed a run to its end: the run's columnar copy
    written from memory (:func:`~tpugui.runs.cache.save_cache`), so no later open
    parses its events.jsonl. False when there is one already or the file is not this run's."""
    from tpugui.runs import cache as run_cache

    if not run.path or run_cache.has_cache(run.path):
        return False
    return run_cache.save_cache(run, run.path) is not None


class PastRuns(QObject):
    """The page's past runs: loaded in threads, opened, compared, renamed, deleted."""

    def __init__(self, page: Page):
        super().__init__(page)
        self.page = page  # the Training page (not imported here: it imports this module)
        self.plots, self.history, self.ctx = page.plots, page.history, page.ctx
        self.loaders: list[BackgroundTask] = []  # reading or writing runs; joined at shutdown
        self.history.open_requested.connect(self.open)
        self.history.compare_changed.connect(self._compare_changed)
        self.history.renamed.connect(self._renamed)
        self.history.deleted.connect(self._deleted)

    def _task(self, fn: Callable, arg: Any, name: str) -> BackgroundTask:
        self.loaders = [t for t in self.loaders if t.is_running()]
        task = BackgroundTask(fn, arg, name=name, report_errors=False)
        self.loaders.append(task)
        return task

    def save_copy(self, run: RunData) -> None:
        """The run just followed to its end is whole in memory: its columnar copy is written
        from that in a thread (the finished run is no longer changed; nothing waits for it)."""
        self._task(_write_copy, run, "run-copy").start()

    def load(self, path: str, then: Callable[[RunData], None]) -> None:
        """Read the run ``path`` in a thread, then ``then(run)`` (its name as the history's)."""
        task = self._task(_read_run, path, "run-reader")
        task.finished_ok.connect(lambda run: then(self._named(run)))
        task.failed.connect(
            lambda exc, tb: self.ctx.error(
                tr("Cannot open the run {path}: {error}").format(path=path, error=exc), tb
            )
        )
        task.start()

    def _named(self, run: RunData) -> RunData:
        """A loaded run takes the name the history shows (its own, or what tells it apart)."""
        name = self.history.display_name(run.path)
        if name:
            run.name = name
        return run

    def open(self, path: str) -> None:
        """Show a past run's plots (over the live run while one is going)."""

        def shown(run: RunData) -> None:
            if self.page.running:
                self.plots.add_overlay(run)
                self.history.set_compared(path, True)
                return
            self.page.show_run(run)
            self.ctx.log(Message(tr_noop("Opened the run {path}"), dict(path=path)))

        self.load(path, shown)

    def shutdown(self) -> None:
        for t in self.loaders:
            t.join()

    # -- the history's changes -----------------------------------------------------------
    def _compare_changed(self, path: str, on: bool) -> None:
        if not on:
            run = self.plots.overlay_for(path)
            if run is not None:
                self.plots.remove_overlay(run)
            return
        current = self.page.current
        if current is not None and current.path == path:
            return
        if self.plots.overlay_for(path) is None:
            self.load(path, self.plots.add_overlay)

    def _renamed(self, path: str, name: str) -> None:
        for run in self.plots.runs():
            if run.path == path:
                run.name = name
                run.version += 1
        self.plots.redraw(force=True)
        self.plots.update_legend()

    def _deleted(self, path: str) -> None:
        run = self.plots.overlay_for(path)
        if run is not None:
            self.plots.remove_overlay(run)
