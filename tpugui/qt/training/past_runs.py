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

from PySide6.QtCore import QObject, QTimer

from tpugui.i18n_marks import Message
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import Page
from tpugui.qt.worker import BackgroundTask
from tpugui.runs.model import RunData

__all__ = ["PastRuns"]


def _read_run(sink: Any, stop_event: Any, path: str, overlay: bool = False) -> RunData:
    """Runs in a loader thread: a past run's plot data, from its columnar copy when it has one
    (:mod:`tpugui.runs.cache`), no widgets touched; an ``overlay``'s without its monitor's
    series (only the current run's are shown)."""
    from tpugui.runs.cache import load_run
    from tpugui.runs.store import summarize

    info = summarize(path)
    live = info.status == "running"
    run = load_run(path, name=info.name or info.run_id, live=live, plots_only=overlay)
    run.run_id = run.run_id or info.run_id
    if info.status in ("running", "interrupted") and not run.finished:
        run.status = info.status
    return run


def _read_tensorboard(sink: Any, stop_event: Any, path: str) -> RunData:
    """Runs in a loader thread: a TensorBoard run's data again (only what its event files
    gained since is read: :mod:`tpugui.runs.tb_runs`)."""
    from tpugui.runs import tb_runs

    return tb_runs.load(path)


def _merge(run: RunData, new: RunData) -> bool:
    """Append to ``run``'s series the points ``new`` has beyond them (the same run read
    again); True when any came."""
    grew = False
    pairs = [(run.loss, new.loss), (run.lr, new.lr), (run.throughput, new.throughput)]
    for mine, theirs in ((run.epoch_metrics, new.epoch_metrics), (run.scalars, new.scalars)):
        for key, series in theirs.items():
            pairs.append((mine.setdefault(key, type(series)(max(series.n, 1))), series))
    for mine, theirs in pairs:
        if theirs.n > mine.n:
            k = mine.n
            mine.extend(theirs.x[k:].copy(), theirs.t[k:].copy(), theirs.y[k:].copy())
            grew = True
    run.global_step, run.epoch = new.global_step, new.epoch
    run.last_time, run.status = new.last_time, new.status
    if grew:
        run.version += 1
    return grew


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

    #: how often a running TensorBoard run on the plots is read again (ms)
    FOLLOW_MS = 2000

    def __init__(self, page: Page):
        super().__init__(page)
        self.page = page  # the Training page (not imported here: it imports this module)
        self.plots, self.history, self.ctx = page.plots, page.history, page.ctx
        self.loaders: list[BackgroundTask] = []  # reading or writing runs; joined at shutdown
        self.history.open_requested.connect(self.open)
        self.history.compare_changed.connect(self._compare_changed)
        self.history.renamed.connect(self._renamed)
        self.history.deleted.connect(self._deleted)
        #: TensorBoard runs on the plots whose files still grow are read again (new bytes only)
        self.follow_timer = QTimer(self)
        self.follow_timer.setObjectName("tensorboardFollowTimer")
        self.follow_timer.setInterval(self.FOLLOW_MS)
        self.follow_timer.timeout.connect(self._follow_tensorboard)
        self.follow_timer.start()
        self._following: set[str] = set()

    def _task(self, fn: Callable, arg: Any, name: str, **kwargs: Any) -> BackgroundTask:
        self.loaders = [t for t in self.loaders if t.is_running()]
        task = BackgroundTask(fn, arg, name=name, report_errors=False, **kwargs)
        self.loaders.append(task)
        return task

    def save_copy(self, run: RunData) -> None:
        """The run just followed to its end is whole in memory: its columnar copy is written
        from that in a thread (the finished run is no longer changed; nothing waits for it)."""
        self._task(_write_copy, run, "run-copy").start()

    def load(self, path: str, then: Callable[[RunData], None], overlay: bool = False) -> None:
        """Read the run ``path`` in a thread, then ``then(run)`` (its name as the history's);
        an ``overlay`` without its monitor's series."""
        task = self._task(_read_run, path, "run-reader", overlay=overlay)
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

    def _follow_tensorboard(self) -> None:
        """Read again each TensorBoard run on the plots that another program still writes
        (its status ``running``), and draw what it gained."""
        from pathlib import Path

        for run in self.plots.runs():
            path = run.path
            if run.status != "running" or not path or path in self._following:
                continue
            if not (Path(path) / "tensorboard.json").is_file():
                continue
            self._following.add(path)
            task = self._task(_read_tensorboard, path, "tensorboard-follow")
            task.finished_ok.connect(lambda new, r=run: self._grown(r, new))
            task.done.connect(lambda p=path: self._following.discard(p))
            task.start()

    def _grown(self, run: RunData, new: RunData) -> None:
        if any(r is run for r in self.plots.runs()) and _merge(run, new):
            self.plots.redraw()

    def shutdown(self) -> None:
        self.follow_timer.stop()
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
            self.load(path, self.plots.add_overlay, overlay=True)

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
