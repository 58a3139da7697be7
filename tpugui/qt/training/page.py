"""The Training page: settings, Start / Stop, live plots, progress, log and run history.

A run is its own process (``python -m tpugui train``, the entry the CLI and a TPU VM use), started
detached by :mod:`tpugui.runner.steps` with the Python its backend needs and followed through its
``events.jsonl`` by the same Follower a remote run uses; the window never imports a framework, and
a run that crashes or is killed ends as a failed run with the reason. A :class:`BackgroundTask`
thread supervises it: it starts the process and follows it, its sink only appends to a deque
(thread-safe), and the plots' ~50 ms timer drains the deque in the GUI thread, folds the events
into :class:`RunData` and redraws. Stop asks the run to end at its next step, then TERM, then KILL
after ``train.stop_grace`` seconds. Closing the window may leave the run going; the next window
finds it and follows it again from seq 1.

Remote runs reuse the page: ``sink = page.attach_stream("tpu-vm-1")`` returns a thread-safe
sink for the SSH reader thread (or call ``page.on_event(ev)``), ``page.end_stream()`` closes it;
a ``run_finished`` record closes it too.
"""

from __future__ import annotations

import os
from collections import deque
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from superqt import QElidingLabel

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text
from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.page import AppContext, Page
from tpugui.qt.training.export import export_csv, export_image
from tpugui.qt.training.form import TrainingForm
from tpugui.qt.training.history import HistoryPanel, status_colour
from tpugui.qt.training.log import RunLog, event_line
from tpugui.qt.training.plots import TrainingPlots
from tpugui.qt.training.status import StatusLine
from tpugui.qt.widgets.form import problem_text
from tpugui.qt.worker import BackgroundTask, error_text
from tpugui.training.run_model import RunData, format_eta

#: the progress bar's width range (px): it widens to show "epoch 3/3 · step 22/22 · ETA 0:12"
PROGRESS_MIN, PROGRESS_MAX = 200, 420
#: the status line's first word once a run has ended (failed runs show their error)
ENDED = {
    "completed": tr_noop("Completed"),
    "stopped": tr_noop("Stopped"),
    "interrupted": tr_noop("Interrupted"),
}
EXPORT_FILTERS = {
    "png": tr_noop("PNG image (*.png)"),
    "svg": tr_noop("SVG drawing (*.svg)"),
    "csv": tr_noop("CSV table (*.csv)"),
}


def _supervise(
    sink: Any,
    stop_event: Any,
    job: Job | None,
    base_dir: Path | None,
    python: str,
    push: Callable,
    run: Any = None,
) -> dict[str, Any] | None:
    """Runs in the supervising thread: start the run's process (unless ``run`` is one already
    going), then follow its events into the page's queue until run_finished (returned) or the
    window lets go of it (``stop_event``: None, the run goes on)."""
    from tpugui.runner import steps

    if run is None:
        run = steps.start_local(job, base_dir, python)
    elif job is not None:  # a warm process: it has the framework loaded, give it the job
        run = steps.start_warm(run, job, base_dir)
    sink(("run", run))
    return steps.follow(run, push, stop_event=stop_event)


def _stop_run(sink: Any, stop_event: Any, run: Any, grace: float) -> Any:
    from tpugui.runner import steps

    return steps.stop(run, grace)[0]


def _warm(sink: Any, stop_event: Any, job: Job, python: str) -> Any:
    from tpugui.runner import steps

    return steps.warm_local(job, python)


def _interpreter(sink: Any, stop_event: Any, backend: str, python: str) -> tuple[str, Any]:
    from tpugui.runner import pythons

    return backend, pythons.describe(python)


def _live_runs(sink: Any, stop_event: Any) -> list[Any]:
    from tpugui.runner import steps

    return steps.live_local_runs()


def _read_run(sink: Any, stop_event: Any, path: str) -> RunData:
    """Runs in a loader thread: a past run folded into plot data (no widgets touched)."""
    from tpugui.training.runs import read_run

    info, events = read_run(path)
    run = RunData.from_events(events, name=info.name or info.run_id, path=str(info.path))
    run.run_id = run.run_id or info.run_id
    if info.status in ("running", "interrupted") and not run.finished:
        run.status = info.status
    return run


class TrainingPage(Page):
    title = tr_noop("Training")
    object_name = "trainingPage"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.current: RunData | None = None
        self._queue: deque[tuple[int, dict[str, Any]]] = deque()
        self._gen = 0
        self._task: BackgroundTask | None = None
        self._loaders: list[BackgroundTask] = []
        self._stream_stop: Callable[[], None] | None = None
        self._streaming = False
        self._local = False  # from Start until the run's end has been shown
        self._closing = False
        self.events_seen = 0
        self.handle: Any = None  # the local run's process (tpugui.runner's RemoteRun)
        self._stop_wanted = False  # Stop pressed before the process was there
        self._stop_task: BackgroundTask | None = None
        self.keep_running = False  # at quit: leave the local run going (the next window finds it)
        self.interpreter: Any = None  # tpugui.runner.pythons.Interpreter of the job's backend
        self._interp_task: BackgroundTask | None = None
        self._finder: BackgroundTask | None = None
        #: the warm start: a run process with the backend imported, waiting for Start
        #: ((backend, python, name), handle); TPUGUI_WARM=0 turns it off
        self.warm: tuple[tuple[str, str, str], Any] | None = None
        self._warm_task: BackgroundTask | None = None
        self._warm_timer = QTimer(self)
        self._warm_timer.setSingleShot(True)
        self._warm_timer.setInterval(1500)  # once the window is shown and idle
        self._warm_timer.timeout.connect(self.prepare_warm)

        # -- left: the settings and the buttons --
        self.form = TrainingForm(ctx.model)
        self.start_button = QPushButton(tr("Start training"))
        self.start_button.setObjectName("startButton")
        self.start_button.setAccessibleName(tr("Start training"))
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(32)
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setAccessibleName(tr("Stop training"))
        self.stop_button.setToolTip(tr("Stop after the current step; the run is kept as 'stopped'"))
        self.stop_button.setEnabled(False)
        self.stop_button.setMinimumHeight(32)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button, 2)
        buttons.addWidget(self.stop_button, 1)
        left_body = QWidget()
        left_lay = QVBoxLayout(left_body)
        left_lay.setContentsMargins(0, 0, 8, 0)
        left_lay.addWidget(self.form)
        left_lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("trainingSettings")
        scroll.setWidget(left_body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left = QWidget()
        left.setMinimumWidth(290)
        left.setMaximumWidth(360)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.addWidget(scroll, 1)
        self.python_label = QElidingLabel()
        self.python_label.setObjectName("runPython")
        self.python_label.setAccessibleName(tr("The Python that will run the job"))
        self.python_label.setElideMode(Qt.TextElideMode.ElideMiddle)
        lv.addWidget(self.python_label)
        lv.addLayout(buttons)

        # -- right: status, progress, plots, log and history --
        self.status_label = StatusLine(tr("No run yet: choose the settings and press Start."))
        self.status_label.setObjectName("runStatus")
        self.status_label.setAccessibleName(tr("Run status"))
        self.progress = QProgressBar()
        self.progress.setObjectName("progressBar")
        self.progress.setAccessibleName(tr("Training progress"))
        self.progress.setRange(0, 1000)
        self.progress.setValue(0)
        self.progress.setTextVisible(True)
        self.progress.setFormat("–")
        self.progress.setMinimumWidth(PROGRESS_MIN)

        def small(text: str, name: str, tip: str) -> QPushButton:
            b = QPushButton(text)
            b.setObjectName(name)
            b.setAccessibleName(tip)
            b.setToolTip(tip)
            b.setFixedWidth(44)
            return b

        self.png_button = small("PNG", "exportPngButton", tr("Save the plots as a PNG image"))
        self.svg_button = small("SVG", "exportSvgButton", tr("Save the plots as an SVG drawing"))
        self.csv_button = small(
            "CSV", "exportCsvButton", tr("Save the shown runs' metrics as a CSV table")
        )
        top = QHBoxLayout()
        top.addWidget(self.status_label, 1)
        top.addWidget(self.progress)

        self.plots = TrainingPlots()
        self.plots.before_redraw.append(self._drain)
        self.log_view = RunLog()
        self.history = HistoryPanel()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("trainingTabs")
        self.tabs.setAccessibleName(tr("Run log and run history"))
        self.tabs.addTab(self.log_view, tr("Log"))
        self.tabs.addTab(self.history, tr("Run history"))
        self.tabs.setTabToolTip(0, tr("What the run reports, newest at the bottom"))
        self.tabs.setTabToolTip(1, tr("Past runs: open, compare, find on disk"))
        # the export buttons sit beside the tabs, where the row has room: the status line
        # above the plots keeps the whole width
        exports = QWidget()
        exports.setObjectName("exportButtons")
        ex = QHBoxLayout(exports)
        ex.setContentsMargins(0, 0, 0, 2)
        ex.setSpacing(4)
        ex.addWidget(QLabel(tr("Export")))
        for b in (self.png_button, self.svg_button, self.csv_button):
            ex.addWidget(b)
        self.tabs.setCornerWidget(exports, Qt.Corner.TopRightCorner)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("trainingSplitter")
        split.addWidget(self.plots)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        split.setSizes([520, 200])
        right = QWidget()
        rv = QVBoxLayout(right)
        rv.setContentsMargins(0, 0, 0, 0)
        rv.setSpacing(4)
        rv.addLayout(top)
        rv.addWidget(split, 1)

        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(left)
        lay.addWidget(right, 1)

        # -- wiring --
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self.stop)
        ctx.model.problems_changed.connect(self._update_buttons)
        ctx.model.loaded.connect(self._job_loaded)
        ctx.model.changed.connect(self._job_changed)
        self.png_button.clicked.connect(lambda: self._export_dialog("png"))
        self.svg_button.clicked.connect(lambda: self._export_dialog("svg"))
        self.csv_button.clicked.connect(lambda: self._export_dialog("csv"))
        self.history.open_requested.connect(self.open_run)
        self.history.compare_changed.connect(self._compare_changed)
        self.ctx.inventory_changed.connect(self._on_inventory)
        if ctx.inventory is not None:
            self._on_inventory(ctx.inventory)
        self._update_buttons()
        self.history.refresh()
        self.check_interpreter()
        if os.environ.get("TPUGUI_WARM", "1") != "0":
            self._warm_timer.start()
        if not ctx.reattach_checked:
            ctx.reattach_checked = True
            self._finder = BackgroundTask(_live_runs, name="live runs", report_errors=False)
            self._finder.finished_ok.connect(self._found_live_runs)
            self._finder.start()

    # -- Page interface --------------------------------------------------------------------
    def _job_loaded(self, _job: Job) -> None:
        if self.ctx.inventory is not None:
            self._on_inventory(self.ctx.inventory)
        self.check_interpreter()

    def _job_changed(self, keys: Any) -> None:
        if "model.backend" in keys:
            self.check_interpreter()
        if self.warm is not None and self.warm[0] != self._warm_key():
            self.discard_warm()  # a changed backend (or name): that process is of no use
            if os.environ.get("TPUGUI_WARM", "1") != "0":
                self._warm_timer.start()

    # -- the warm start --------------------------------------------------------------------
    def _warm_key(self) -> tuple[str, str, str]:
        from tpugui.runner import pythons

        job = self.ctx.model.job
        return job.model.backend, pythons.python_for(job.model.backend, self.ctx.pythons), job.name

    def prepare_warm(self) -> None:
        """Start a run process that imports the job's backend and waits for Start."""
        if self.running or self._closing or self.warm is not None:
            return
        if self._warm_task is not None and self._warm_task.is_running():
            return
        from tpugui.runner import pythons

        key = self._warm_key()
        interp = self.interpreter
        if interp is not None and interp.path == key[1] and pythons.missing(key[0], interp):
            return  # the backend is not there: Start will say so
        task = BackgroundTask(_warm, self.ctx.model.job, key[1], name="warm start",
                              report_errors=False)  # fmt: skip
        task.finished_ok.connect(lambda handle: self._warm_ready(key, handle))
        self._warm_task = task
        task.start()

    def _warm_ready(self, key: tuple[str, str, str], handle: Any) -> None:
        if self._closing or key != self._warm_key() or self.running:
            from tpugui.runner import steps

            steps.discard(handle)
            return
        self.warm = (key, handle)

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

    def save_state(self) -> Any:
        return {"current": self.current, "overlays": list(self.plots.overlays)}

    def restore_state(self, state: Any) -> None:
        if not state:
            return
        run = state.get("current")
        if run is not None:
            self.current = run
            self.plots.set_current(run)
            for line in run.logs[-2000:]:
                self._log_line(line.level, line.message)
            self._update_progress(force=True)
        for other in state.get("overlays", []):
            self.plots.add_overlay(other)
            if other.path:
                self.history.set_compared(other.path, True)

    @property
    def running(self) -> bool:
        """A local run or a followed stream is going (until its end has been shown)."""
        return self._local or self._streaming

    def busy(self) -> str:
        if not self.running:
            return ""
        name = self.current.name if self.current else "–"
        if self._streaming:
            return tr(
                "Training: a remote run is being followed ({name}); closing stops it."
            ).format(name=name)
        return tr("Training: a training run is going ({name}).").format(name=name)

    @property
    def has_local_run(self) -> bool:
        """A local run's process is being followed (it can be left running at quit)."""
        return self._local

    def shutdown(self) -> None:
        """Let go of everything. A local run is stopped (a detached stop: the window does not
        wait for it) unless :attr:`keep_running` was chosen; then it goes on alone."""
        self._closing = True
        self._warm_timer.stop()
        if self._warm_task is not None:
            self._warm_task.join()
        self.discard_warm()
        if self._local and self.handle is not None and not self.keep_running:
            from tpugui.runner import steps

            steps.stop_detached(self.handle, self.ctx.job.train.stop_grace)
        for t in [self._task, self._finder, self._interp_task, self._stop_task]:
            if t is not None:
                t.stop()
        if self._task is not None:
            self._task.join(30_000)
            self._task_done()
        if self._streaming:
            self.end_stream("stopped")
        for t in [*self._loaders, self._finder, self._interp_task, self._stop_task]:
            if t is not None:
                t.join()
        self.history.shutdown()
        self.plots.timer.stop()
        self._drain()

    def _show_granularity(self, every: int) -> None:
        """steps_per_execution (Keras) or the lagged XLA loss read: say how dense the curve is."""
        plot = self.plots.loss_plot
        if every > 1:
            plot.set_title(tr("Training loss, one point every {n} steps").format(n=every))
            self._log_line(
                "info",
                tr(
                    "The loss arrives every {n} steps (steps_per_execution or the XLA loss "
                    "read): each point is one of those steps"
                ).format(n=every),
            )
        else:
            plot.set_title(tr("Training loss per step"))

    # -- starting and stopping --------------------------------------------------------------
    def _base_dir(self) -> Path | None:
        path = self.ctx.model.path
        return Path(path).parent if path else None

    def start(self) -> bool:
        """Start a local run of the current job; False (with the reason shown) when it cannot."""
        if self.running:
            return False
        try:
            job = self.ctx.model.validated()
            self._check_interpreter(job)
        except JobError as exc:
            self._refused(exc)
            return False
        from tpugui.runner import pythons

        python = pythons.python_for(job.model.backend, self.ctx.pythons)
        where = tr("{backend} on {device}").format(
            backend=job.model.backend, device=job.model.device
        )
        self._follow(self._take_warm(job, python), job.name, job, python)
        self._set_status(tr("Starting {where}…").format(where=where), "running")
        self._log_line(
            "info",
            tr("Starting {name}: {architecture}, {where}, {epochs} epoch(s)").format(
                name=job.name,
                architecture=job.model.architecture,
                where=where,
                epochs=job.train.epochs,
            ),
        )
        return True

    def _follow(self, handle: Any, name: str, job: Job | None = None, python: str = "") -> None:
        """Follow a local run: a new one (``handle`` None: start ``job``) or one going already."""
        run = self._new_run(name)
        self.handle = handle
        self._stop_wanted = False
        push = partial(self._push, self._gen)
        self._task = BackgroundTask(
            _supervise, job, self._base_dir(), python, push, handle, name="training",
            report_errors=False,
        )  # fmt: skip
        self._task.event.connect(self._task_event)
        self._task.failed.connect(self._task_failed)
        self._task.done.connect(self._task_done)
        self.current = run
        self._local = True
        self._task.start()
        self._update_buttons()
        self.plots.start_live()

    def _task_event(self, item: Any) -> None:
        if item[0] == "run" and self._local:
            self.handle = item[1]
            self.current.path = self.handle.run_dir
            if self._stop_wanted:
                self.stop()

    def stop(self) -> None:
        if self._local:
            self._set_status(tr("Stopping after the current step…"), "running")
            if self.handle is None:
                self._stop_wanted = True  # the process is still starting: stop it once there
            elif self._stop_task is None or not self._stop_task.is_running():
                grace = self.ctx.job.train.stop_grace
                task = BackgroundTask(_stop_run, self.handle, grace, name="stop",
                                      report_errors=False)  # fmt: skip
                task.failed.connect(
                    lambda exc, tb: self.ctx.error(
                        tr("Stopping failed: {error}").format(error=error_text(exc)), tb
                    )
                )
                self._stop_task = task
                task.start()
        elif self._streaming and self._stream_stop is not None:
            self._stream_stop()
            self._set_status(tr("Asked the remote run to stop…"), "running")
        self.stop_button.setEnabled(False)

    # -- the interpreter ------------------------------------------------------------------
    def check_interpreter(self) -> None:
        """Find which Python runs the job's backend and what it has (in a thread)."""
        from tpugui.runner import pythons

        backend = self.ctx.model.value("model.backend")
        python = pythons.python_for(backend, self.ctx.pythons)
        self._interp_wanted = (backend, python)
        self.python_label.setText(tr("Python: looking at {python}…").format(python=python))
        task = BackgroundTask(_interpreter, backend, python, name="interpreter",
                              report_errors=False)  # fmt: skip
        task.finished_ok.connect(self._interpreter_found)
        if self._interp_task is not None:
            self._interp_task.stop()
            self._old_interp = self._interp_task  # kept until its thread ends
        self._interp_task = task
        task.start()

    def _interpreter_found(self, result: tuple[str, Any]) -> None:
        from tpugui.runner import pythons

        backend, interp = result
        if (backend, interp.path) != self._interp_wanted:
            return  # an answer for a backend no longer chosen
        self.interpreter = interp
        problem = pythons.missing(backend, interp)
        if problem is not None:
            self.python_label.setText(core_text.text(problem))
            self.python_label.setStyleSheet(f"color: {status_colour('failed')};")
        else:
            versions = [
                f"{name} {version}"
                for name, version in interp.summary(backend).items()
                if name != "python" and version
            ]
            self.python_label.setText(
                tr("Runs with Python {version} · {frameworks}").format(
                    version=interp.python, frameworks=", ".join(versions)
                )
            )
            self.python_label.setStyleSheet("")
        self.python_label.setToolTip(interp.path)

    def _check_interpreter(self, job: Job) -> None:
        """Refuse a job whose backend is missing in its Python (known before Start)."""
        from tpugui.runner import pythons

        interp = self.interpreter
        python = pythons.python_for(job.model.backend, self.ctx.pythons)
        if interp is None or interp.path != python:
            interp = pythons.describe(python)  # not looked at yet: a quick look (~0.1 s)
            self.interpreter = interp
        problem = pythons.missing(job.model.backend, interp)
        if problem is not None:
            raise JobError.of([("model.backend", problem)])
        from tpugui.training import engine

        # the engine's own framework-free checks (files, paths, checkpoint), for that Python
        engine.check(job, self._base_dir(), lambda m: interp.version_of(m) is not None, python)

    # -- runs left by an earlier window ------------------------------------------------------
    def _found_live_runs(self, runs: list[Any]) -> None:
        if not runs or self.running or self._closing:
            return
        handle = runs[0]
        self._follow(handle, handle.run_id)
        self._set_status(tr("Following {source}…").format(source=handle.run_id), "running")
        self.ctx.log(
            Message(
                tr_noop("Found the run {run} still going; following it again"),
                dict(run=handle.run_id),
            )
        )

    def _new_run(self, name: str) -> RunData:
        self._drain()
        self._gen += 1
        self._queue.clear()
        run = RunData(name=name)
        self.current = run
        self.plots.set_current(run)
        self.log_view.clear()
        self.progress.setValue(0)
        self.progress.setFormat("–")
        self.progress.setMinimumWidth(PROGRESS_MIN)
        return run

    def _refused(self, exc: JobError) -> None:
        self.ctx.model.report(exc)
        text = tr("; ").join(problem_text(k, m) for k, m in exc.details) or str(exc)
        self._set_status(tr("Cannot start: {problems}").format(problems=text), "failed")
        self.ctx.error(tr("Cannot start training: {problems}").format(problems=text))

    def _task_failed(self, exc: BaseException, details: str) -> None:
        # The run's process could not be started or followed (no interpreter, a full disk, a
        # bug): the run itself, if it started, reports its own end in its folder.
        self._drain()
        message = error_text(exc)
        run = self.current
        if run is not None and not run.finished:
            run.status, run.error, run.traceback = "failed", message, details
            run.version += 1
        if isinstance(exc, JobError):
            self.ctx.model.report(exc)
            message = core_text.job_error(exc)
        self.ctx.error(tr("Training could not run: {error}").format(error=message), details)

    def _task_done(self) -> None:
        if not self._local:
            return  # already shown (shutdown joins, then the queued signal arrives)
        task = self._task
        self._local = False
        self._drain()
        run = self.current
        if run is not None and not run.finished:
            # the window let go (quit, keep running) or the follower failed: not the run's end
            run.status = "interrupted" if task is None or not task.error else "failed"
            run.version += 1
        self._finish_display()
        if run is not None and run.status == "failed" and run.error and task and not task.error:
            self.ctx.error(tr("Training failed: {error}").format(error=run.error), run.traceback)
        if not self._closing:
            self.history.refresh()
            if os.environ.get("TPUGUI_WARM", "1") != "0":
                self._warm_timer.start()  # ready for the next Start

    def _finish_display(self) -> None:
        self.plots.stop_live()
        self._update_progress(force=True)
        self._update_buttons()

    # -- remote streams --------------------------------------------------------------------
    def attach_stream(
        self, source_name: str, stop: Callable[[], None] | None = None
    ) -> Callable[[dict[str, Any]], None]:
        """Show a run whose events come from elsewhere (an SSH stream); returns its sink.

        The sink may be called from any thread. ``stop`` is called when the person presses Stop.
        """
        if self._local:
            raise RuntimeError(
                tr("A local training run is going; stop it before following another")
            )
        self._new_run(source_name)
        self._streaming = True
        self._stream_stop = stop
        self._set_status(tr("Following {source}…").format(source=source_name), "running")
        self._update_buttons()
        self.plots.start_live()
        return partial(self._push, self._gen)

    def on_event(self, event: dict[str, Any]) -> None:
        """Feed one event of the followed stream (any thread)."""
        self._push(self._gen, event)

    def end_stream(self, status: str | None = None) -> None:
        """The stream ended; a run without ``run_finished`` becomes ``status`` (interrupted)."""
        self._drain()
        if not self._streaming:
            return
        self._streaming = False
        self._stream_stop = None
        run = self.current
        if run is not None and not run.finished:
            run.status = status or "interrupted"
            run.version += 1
        self._finish_display()

    # -- events ----------------------------------------------------------------------------
    def _push(self, gen: int, event: dict[str, Any]) -> None:
        self._queue.append((gen, event))  # deque.append is atomic: safe from any thread

    def _drain(self) -> None:
        run = self.current
        changed = False
        finished = False
        q = self._queue
        while q:
            gen, ev = q.popleft()
            if gen != self._gen or run is None or not run.on_event(ev):
                continue
            self.events_seen += 1
            changed = True
            if ev.get("type") == "run_started":
                self._show_granularity(int(ev.get("events_every") or 1))
            elif ev.get("type") == "run_finished":
                finished = True
            line = event_line(ev, run)
            if line is not None:
                self._log_line(*line)
        if changed:
            self._update_progress()
        if finished and self._streaming:
            self._streaming = False
            self._stream_stop = None
            self._finish_display()

    def _log_line(self, level: str, message: str) -> None:
        self.log_view.line(level, message)

    # -- display ---------------------------------------------------------------------------
    def _update_buttons(self) -> None:
        running = self.running
        self.start_button.setEnabled(not running and self.form.valid)
        self.stop_button.setEnabled(
            self._local or (self._streaming and self._stream_stop is not None)
        )
        self.form.set_running(running)
        if not self.form.valid and not running:
            self.start_button.setToolTip(tr("Fix the settings marked in red first"))
        else:
            self.start_button.setToolTip(tr("Train this job in the background"))

    def _set_status(self, text: str, status: str) -> None:
        colour = status_colour(status)
        self.status_label.setStyleSheet(f"color: {colour};" if colour else "")
        self.status_label.setText(text)

    def _update_progress(self, force: bool = False) -> None:
        run = self.current
        if run is None:
            return
        self.progress.setValue(int(round(run.fraction() * 1000)))
        bits = [core_text.text(run.epoch_label()), core_text.text(run.step_label())]
        if not run.finished:
            bits.append(tr("ETA {eta}").format(eta=format_eta(run.eta_seconds())))
        text = " · ".join(bits)
        self.progress.setFormat(text)
        # wide enough for its text (it grows during a run, never jitters back)
        need = min(PROGRESS_MAX, self.progress.fontMetrics().horizontalAdvance(text) + 28)
        if need > self.progress.minimumWidth():
            self.progress.setMinimumWidth(need)
        if run.status == "running":
            bits = [tr("Running {name}").format(name=run.name), core_text.text(run.where())]
            if run.examples_per_sec == run.examples_per_sec:  # not NaN
                rate = f"{run.examples_per_sec:,.0f}"
                bits.append(tr("{rate} examples/s").format(rate=rate))
            self._set_status(" · ".join(b for b in bits if b), "running")
        elif run.status == "failed":
            error = run.error or tr("see the log")
            self._set_status(tr("Failed: {error}").format(error=error), "failed")
        elif run.finished:
            head = tr(ENDED[run.status]) if run.status in ENDED else status_word(run.status)
            summary = " · ".join(core_text.text(m) for m in run.summary())
            self._set_status(f"{head} · {summary}" if summary else head, run.status)

    # -- history ---------------------------------------------------------------------------
    def _load(self, path: str, then: Callable[[RunData], None]) -> None:
        self._loaders = [t for t in self._loaders if t.is_running()]
        task = BackgroundTask(_read_run, path, name="run-reader", report_errors=False)
        task.finished_ok.connect(then)
        task.failed.connect(
            lambda exc, tb: self.ctx.error(
                tr("Cannot open the run {path}: {error}").format(path=path, error=exc), tb
            )
        )
        self._loaders.append(task)
        task.start()

    def open_run(self, path: str) -> None:
        """Show a past run's plots (over the live run while one is going)."""

        def shown(run: RunData) -> None:
            if self.running:
                self.plots.add_overlay(run)
                self.history.set_compared(path, True)
                return
            self._gen += 1
            self.current = run
            self.plots.set_current(run)
            self.log_view.clear()
            for line in run.logs[-2000:]:
                self._log_line(line.level, line.message)
            self._update_progress(force=True)
            self.ctx.log(Message(tr_noop("Opened the run {path}"), dict(path=path)))

        self._load(path, shown)

    def _compare_changed(self, path: str, on: bool) -> None:
        if not on:
            run = self.plots.overlay_for(path)
            if run is not None:
                self.plots.remove_overlay(run)
            return
        if self.current is not None and self.current.path == path:
            return
        if self.plots.overlay_for(path) is None:
            self._load(path, self.plots.add_overlay)

    # -- exports ---------------------------------------------------------------------------
    def export_plots(self, path: str | Path) -> Path:
        return export_image(self.plots, path)

    def export_metrics(self, path: str | Path) -> int:
        return export_csv(self.plots.runs(), path)

    def _export_dialog(self, kind: str) -> None:
        name = (self.current.name if self.current else "training") + f".{kind}"
        path, _ = QFileDialog.getSaveFileName(
            self,
            tr("Export {kind}").format(kind=kind.upper()),
            name,
            tr(EXPORT_FILTERS[kind]),
        )
        if not path:
            return
        try:
            if kind == "csv":
                rows = self.export_metrics(path)
                self.ctx.log(
                    tr("Saved {rows} metric values to {path}").format(rows=rows, path=path)
                )
            else:
                saved = self.export_plots(path)
                self.ctx.log(Message(tr_noop("Saved the plots to {path}"), dict(path=saved)))
        except OSError as exc:
            self.ctx.error(
                tr("Cannot save {path}: {error}; choose another folder").format(
                    path=path, error=exc
                )
            )

    # -- device advice ---------------------------------------------------------------------
    def _on_inventory(self, inventory: Any) -> None:
        self.form.apply_inventory(inventory)
