"""The local run's process, as the window sees it: which Python runs it, start (cold or warm),
follow, stop, let go at quit, find again at the next start; and the local run mode.

:class:`LocalRuns` keeps the process side of the Training page: the page shows a run (its
RunData, plots, log), this object owns the run's process and the threads that watch it. Every
step is a :mod:`tpugui.runner.steps` call in a :class:`BackgroundTask`: the GUI thread never
waits for a process. The supervising task starts the run (or hands a warm process its job) and
follows its ``events.jsonl`` into ``push`` (thread-safe) until ``run_finished``.

The warm start: once the window is idle (and after each run) one run process imports the job's
backend and waits; Start hands it the job. A changed backend, Python or job name discards it.
Settings turns it off (``ctx.warm_start``), as does ``TPUGUI_WARM=0`` (the tests, but for the
test of the warm start itself).

:class:`LocalMode` is the Training page's run mode (:mod:`tpugui.qt.training.run_mode`) for a
run of this computer: it starts (or follows again) the run through the page's LocalRuns, stops
it, and ends it when the supervising thread ends (then the run history is read again and a warm
process prepared for the next Start).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import AppContext, Page
from tpugui.qt.training.run_mode import RunMode
from tpugui.qt.worker import BackgroundTask, error_text

__all__ = ["LocalMode", "LocalRuns", "warm_enabled"]


def warm_enabled() -> bool:
    return os.environ.get("TPUGUI_WARM", "1") != "0"


# --- what the threads run ------------------------------------------------------------------
def _supervise(
    sink: Any, stop_event: Any, job: Job | None, base_dir: Path | None, python: str,
    push: Callable, run: Any = None,
) -> dict[str, Any] | None:  # fmt: skip
    """Start the run's process (unless ``run`` is one going already; a warm one gets ``job``),
    then follow its events into ``push`` until run_finished (returned) or ``stop_event`` (None:
    the window let go, the run goes on)."""
    from tpugui.runner import steps

    if run is None:
        run = steps.start_local(job, base_dir, python)
    elif job is not None:
        run = steps.start_warm(run, job, base_dir)
    sink(run)
    return steps.follow(run, push, stop_event=stop_event)


def _stop(sink: Any, stop_event: Any, run: Any, grace: float) -> Any:
    from tpugui.runner import steps

    return steps.stop(run, grace)[0]


def _warm(sink: Any, stop_event: Any, job: Job, python: str) -> Any:
    from tpugui.runner import steps

    return steps.warm_local(job, python)


def _describe(sink: Any, stop_event: Any, backend: str, python: str) -> tuple[str, Any]:
    from tpugui.runner import pythons

    return backend, pythons.describe(python)


def _count(sink: Any, stop_event: Any, job: Job, base_dir: Path | None) -> None:
    """Count the job's examples as Start's check counts them (a table read once per file
    state, then remembered): done here, off the window's thread, Start finds the count."""
    from tpugui.pipeline import batching

    batching.example_counts(job, base_dir, read=True)


def _live_runs(sink: Any, stop_event: Any) -> list[Any]:
    from tpugui.runner import steps

    return steps.live_local_runs()


class LocalRuns(QObject):
    """The local run's process and the threads around it (one run at a time)."""

    #: the run's process is there (its handle: tpugui.runner's RemoteRun)
    started = Signal(object)
    #: the supervising thread ended: ``error`` is "" when it ended by itself (run_finished, or
    #: let go at quit), else why it could not start or follow the run
    ended = Signal(str)
    #: it could not start or follow the run: the exception object and its traceback
    failed = Signal(object, str)
    #: (backend, tpugui.runner.pythons.Interpreter) of the Python that would run the job
    interpreter_found = Signal(str, object)
    #: local runs an earlier window left going (newest first)
    live_runs_found = Signal(object)

    def __init__(self, ctx: AppContext, parent: QObject | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.handle: Any = None
        self.task: BackgroundTask | None = None
        self.grace = 20.0  # train.stop_grace of the run being followed
        self.keep_running = False  # at quit: leave the run going (the next window finds it)
        self.interpreter: Any = None
        self._wanted: tuple[str, str] | None = None  # the (backend, python) last asked about
        self._stop_wanted = False
        self._helpers: list[BackgroundTask] = []  # short tasks, joined at shutdown
        self._closing = False
        #: a run process with the backend imported, waiting: ((backend, python, name), handle)
        self.warm: tuple[tuple[str, str, str], Any] | None = None
        self._warming = False
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.setInterval(1500)  # once the window is shown and idle
        self._warm_timer.timeout.connect(self.prepare_warm)
        #: the examples counted ahead of Start (a large table takes seconds to read), once the
        #: data settings rest
        self._count_timer = QTimer(self)
        self._count_timer.setSingleShot(True)
        self._count_timer.setInterval(800)
        self._count_timer.timeout.connect(self._count_ahead)
        #: where the job's file lies (its data paths are relative to it): set by the page
        self.base_dir: Callable[[], Path | None] = lambda: None
        ctx.model.loaded.connect(self._job_loaded)
        ctx.model.changed.connect(self._data_changed)
        self.count_ahead()

    # -- helpers -------------------------------------------------------------------------
    def _helper(self, fn: Callable, *args: Any, name: str) -> BackgroundTask:
        self._helpers = [t for t in self._helpers if t.is_running()]
        task = BackgroundTask(fn, *args, name=name, report_errors=False)
        self._helpers.append(task)
        return task

    def python_for(self, backend: str) -> str:
        from tpugui.runner import pythons

        return pythons.python_for(backend, self.ctx.pythons)

    @property
    def following(self) -> bool:
        return self.task is not None and self.task.is_running()

    # -- the Python that runs the job --------------------------------------------------------
    def check_interpreter(self, backend: str) -> str:
        """Ask, in a thread, what the Python for ``backend`` has; returns that Python's path."""
        python = self.python_for(backend)
        self._wanted = (backend, python)
        task = self._helper(_describe, backend, python, name="interpreter")
        task.finished_ok.connect(self._described)
        task.start()
        return python

    def _described(self, result: tuple[str, Any]) -> None:
        backend, interp = result
        if (backend, interp.path) != self._wanted:
            return  # an answer for a backend no longer chosen
        self.interpreter = interp
        self.interpreter_found.emit(backend, interp)

    def refuse(self, job: Job, base_dir: Path | None) -> None:
        """Raise JobError for a job its Python cannot run: the backend missing there, or what
        the engine's framework-free checks refuse (files, paths, checkpoint); data that lie on
        a VM (``data.location = "vm"``: only a remote run reads them)."""
        from tpugui.runner import pythons
        from tpugui.training import engine, limits

        here = limits.location_problems(job, remote=False)
        if here:
            raise JobError.of(here)

        python = self.python_for(job.model.backend)
        interp = self.interpreter
        if interp is None or interp.path != python:
            interp = pythons.describe(python)  # not looked at yet (cached after the first look)
            self.interpreter = interp
        problem = pythons.missing(job.model.backend, interp)
        if problem is not None:
            raise JobError.of([("model.backend", problem)])
        engine.check(job, base_dir, interp.importable, python)

    # -- start, follow, stop -----------------------------------------------------------------
    def start(self, job: Job, base_dir: Path | None, push: Callable) -> None:
        """Start ``job`` (in the warm process when it fits) and follow it into ``push``."""
        python = self.python_for(job.model.backend)
        self._supervise(job, base_dir, python, push, self._take_warm(job, python))
        self.grace = job.train.stop_grace

    def follow(self, handle: Any, push: Callable) -> None:
        """Follow a run that is going already (found at start-up)."""
        self._supervise(None, None, "", push, handle)
        self.grace = self.ctx.job.train.stop_grace

    def _supervise(self, job: Any, base_dir: Any, python: str, push: Callable, run: Any) -> None:
        self._warm_timer.stop()
        self.handle = run if job is None else None
        self._stop_wanted = False
        self.task = BackgroundTask(_supervise, job, base_dir, python, push, run, name="training",
                                   report_errors=False)  # fmt: skip
        self.task.event.connect(self._started)
        self.task.failed.connect(self.failed)
        self.task.done.connect(lambda task=self.task: self.ended.emit(task.error or ""))
        self.task.start()

    def _started(self, handle: Any) -> None:
        self.handle = handle
        self.started.emit(handle)
        if self._stop_wanted:
            self.stop()

    def stop(self) -> None:
        """SIGINT (the run ends after its current step), TERM, then KILL after the grace."""
        if self.handle is None:
            self._stop_wanted = True  # the process is still starting: stop it once there
            return
        task = self._helper(_stop, self.handle, self.grace, name="stop")
        task.failed.connect(
            lambda exc, tb: self.ctx.error(
                tr("Stopping failed: {error}").format(error=error_text(exc)), tb
            )
        )
        task.start()

    # -- runs left by an earlier window --------------------------------------------------------
    def find_live_runs(self) -> None:
        task = self._helper(_live_runs, name="live runs")
        task.finished_ok.connect(self.live_runs_found)
        task.start()

    # -- the warm start ------------------------------------------------------------------------
    def schedule_warm(self) -> None:
        if warm_enabled() and self.ctx.warm_start and not self._closing:
            self._warm_timer.start()

    def warm_start_changed(self) -> None:
        """Settings turned the warm start on (prepare one) or off (end the waiting one)."""
        if self.ctx.warm_start:
            self.schedule_warm()
        else:
            self._warm_timer.stop()
            self.discard_warm()

    def _warm_key(self, job: Job) -> tuple[str, str, str]:
        return job.model.backend, self.python_for(job.model.backend), job.name

    def prepare_warm(self) -> None:
        """Start a run process that imports the job's backend and waits for Start."""
        if self._closing or self.following or self.warm is not None or self._warming:
            return
        if not (warm_enabled() and self.ctx.warm_start):
            return
        from tpugui.runner import pythons

        job = self.ctx.model.job
        key = self._warm_key(job)
        interp = self.interpreter
        if interp is not None and interp.path == key[1] and pythons.missing(key[0], interp):
            return  # the backend is not there: Start will say so
        self._warming = True
        task = self._helper(_warm, job, key[1], name="warm start")
        task.finished_ok.connect(lambda handle: self._warm_ready(key, handle))
        task.done.connect(lambda: setattr(self, "_warming", False))
        task.start()

    def _warm_ready(self, key: tuple[str, str, str], handle: Any) -> None:
        if self._closing or self.following or key != self._warm_key(self.ctx.model.job):
            from tpugui.runner import steps

            steps.discard(handle)
            return
        self.warm = (key, handle)

    def count_ahead(self) -> None:
        """Count the job's examples in a thread once its data settings have rested."""
        if not self._closing:
            self._count_timer.start()

    def _count_ahead(self) -> None:
        if self._closing or not self.ctx.model.valid:
            return
        self._helper(_count, self.ctx.model.job, self.base_dir(), name="count").start()

    def _job_loaded(self, _job: Any) -> None:
        self.count_ahead()

    def _data_changed(self, keys: Any) -> None:
        """Changed data settings: their examples are counted ahead of Start."""
        if any(k.startswith(("data.", "pipeline.validation")) for k in keys):
            self.count_ahead()

    def job_changed(self, keys: Any) -> None:
        """A changed backend or name: the warm process is of no use; prepare another."""
        if self.warm is not None and {"model.backend", "name"} & set(keys):
            if self.warm[0] != self._warm_key(self.ctx.model.job):
                self.discard_warm()
                self.schedule_warm()

    def discard_warm(self) -> None:
        if self.warm is not None:
            from tpugui.runner import steps

            steps.discard(self.warm[1])
            self.warm = None

    def _take_warm(self, job: Job, python: str) -> Any:
        """The warm process when it fits this Start (else it is discarded): its handle or None."""
        from tpugui.runner import steps

        warm, self.warm = self.warm, None
        if warm is None:
            return None
        key, handle = warm
        if key == (job.model.backend, python, job.name) and steps.warm_alive(handle):
            return handle
        steps.discard(handle)
        return None

    # -- quit ------------------------------------------------------------------------------
    def shutdown(self) -> None:
        """Let go of everything. A run being followed is stopped (a detached stop: the window
        does not wait for it) unless :attr:`keep_running`; then it goes on alone."""
        self._closing = True
        self._warm_timer.stop()
        self._count_timer.stop()
        for t in self._helpers:
            t.stop()
        for t in self._helpers:
            t.join()
        self.discard_warm()
        if self.following and self.handle is not None and not self.keep_running:
            from tpugui.runner import steps

            steps.stop_detached(self.handle, self.grace)
        if self.task is not None:
            self.task.stop()
            self.task.join(30_000)


class LocalMode(RunMode):
    """A run of this computer, its process the page's :class:`LocalRuns` (``page.local``)."""

    outlives_window = True

    def connect(self, runs: LocalRuns) -> None:
        """Hear the run's process (the page's LocalRuns, or the one a language switch gave)."""
        runs.started.connect(self._started)
        runs.failed.connect(self._failed)
        runs.ended.connect(self._ended)

    def start(self, job: Job, base_dir: Path | None) -> None:
        """Show and start ``job`` (checked already: ``LocalRuns.refuse``)."""
        page = self.page
        where = tr("{backend} on {device}").format(
            backend=job.model.backend, device=job.model.device
        )
        push = page.begin_run(self, job.name)
        page.local.start(job, base_dir, push)
        page._set_status(tr("Starting {where}…").format(where=where), "running")
        page._log_line(
            "info",
            Message(
                tr_noop("Starting {name}: {architecture}, {where}, {epochs} epoch(s)"),
                dict(
                    name=job.name,
                    architecture=job.model.architecture,
                    where=Message(
                        tr_noop("{backend} on {device}"),
                        dict(backend=job.model.backend, device=job.model.device),
                    ),
                    epochs=job.train.epochs,
                ),
            ),
        )

    def follow(self, handle: Any) -> None:
        """Show and follow a run an earlier window left going (``handle``: its RemoteRun)."""
        page = self.page
        push = page.begin_run(self, handle.run_id)
        page.current.path = handle.run_dir
        page.local.follow(handle, push)
        page._set_status(tr("Following {source}…").format(source=handle.run_id), "running")
        page.ctx.log(
            Message(
                tr_noop("Found the run {run} still going; following it again"),
                dict(run=handle.run_id),
            )
        )

    def stop(self) -> None:
        self.page._set_status(tr("Stopping after the current step…"), "running")
        self.page.local.stop()

    def attach_refusal(self) -> str:
        return tr("A local training run is going; stop it before following another")

    def busy(self, name: str) -> str:
        return tr("Training: a training run is going ({name}).").format(name=name)

    def shutdown(self) -> None:
        self._ended("")

    def moved_to(self, page: Page) -> RunMode:
        return page.local_mode

    # -- the process's signals ---------------------------------------------------------------
    def _started(self, handle: Any) -> None:
        page = self.page
        if page.mode is self and page.current is not None:
            page.current.path = handle.run_dir

    def _failed(self, exc: BaseException, details: str) -> None:
        # The run's process could not be started or followed (no interpreter, a full disk, a
        # bug): the run itself, if it started, reports its own end in its folder.
        page = self.page
        page._drain()
        message = error_text(exc)
        run = page.current
        if run is not None and not run.finished:
            run.status, run.error, run.traceback = "failed", message, details
            run.version += 1
        if isinstance(exc, JobError):
            page.ctx.model.report(exc)
            message = core_text.job_error(exc)
        page.ctx.error(tr("Training could not run: {error}").format(error=message), details)

    def _ended(self, error: str) -> None:
        """The supervising thread ended (``error``: why it could not start or follow the run);
        the window let go (quit, keep running) or the follower failed: not the run's end, so a
        run without run_finished is interrupted (failed with ``error``)."""
        page = self.page
        if not page.end_run(self, "failed" if error else "interrupted"):
            return  # already shown (shutdown joins, then the queued signal arrives)
        run = page.current
        if run is not None and run.status == "failed" and run.error and not error:
            page.ctx.error(tr("Training failed: {error}").format(error=run.error), run.traceback)
        if not page._closing:
            page.history.refresh()
            page.local.schedule_warm()  # ready for the next Start
