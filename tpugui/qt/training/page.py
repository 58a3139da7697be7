"""The Training page: settings, Start / Stop, live plots, progress, log and run history.

A run is its own process (``python -m tpugui train``, the entry the CLI and a TPU VM use), started
detached with the Python its backend needs and followed through its ``events.jsonl`` by the same
Follower a remote run uses (:class:`~tpugui.qt.training.local.LocalRuns` owns the process side);
the window never imports a framework, and a run that crashes or is killed ends as a failed run
with the reason. The follower only appends to a deque (thread-safe), and the plots' ~50 ms timer
drains the deque in the GUI thread, folds the events into :class:`RunData` and redraws. Stop asks
the run to end at its next step, then TERM, then KILL after ``train.stop_grace`` seconds. Closing
the window may leave the run going; the next window finds it and follows it again from seq 1.

Remote runs reuse the page: ``sink = page.attach_stream("tpu-vm-1")`` returns a thread-safe
sink for the SSH reader thread (or call ``page.on_event(ev)``), ``page.end_stream()`` closes it;
a ``run_finished`` record closes it too.

The going run's mode (:mod:`tpugui.qt.training.run_mode`: :class:`LocalMode` or
:class:`RemoteMode`, ``page.mode``) starts, stops and ends it; the page shows the run
(:meth:`begin_run`, the events, :meth:`end_run`) and keeps the layout and the wiring.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt.errors import manager
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.log_view import LogView
from tpugui.qt.page import AppContext, Page
from tpugui.qt.training.export_dialog import ExportImageDialog
from tpugui.qt.training.export_menu import ExportMenu
from tpugui.qt.training.form import TrainingForm
from tpugui.qt.training.history import HistoryPanel
from tpugui.qt.training.local import LocalMode, LocalRuns
from tpugui.qt.training.log import event_entry
from tpugui.qt.training.monitor import MonitorPanel, PlotArea
from tpugui.qt.training.past_runs import PastRuns
from tpugui.qt.training.plots import TrainingPlots
from tpugui.qt.training.predict import PredictPanel
from tpugui.qt.training.preflight import PREFLIGHT_KEYS, FixButton
from tpugui.qt.training.profile import ProfileAction
from tpugui.qt.training.python_label import PythonLabel
from tpugui.qt.training.remote_mode import RemoteMode
from tpugui.qt.training.run_mode import RunMode
from tpugui.qt.training.status import RunProgress, StatusLine, run_status
from tpugui.qt.training.sweep_start import SweepStart
from tpugui.qt.training.sweeps import SweepsView
from tpugui.qt.training.tune_batch import TuneBatchAction
from tpugui.qt.training.tune_faster import TuneFasterAction
from tpugui.qt.training.workers import WorkersView
from tpugui.qt.widgets.form import problem_text
from tpugui.runs.model import RunData


class TrainingPage(Page):
    title = tr_noop("Training")
    object_name = "trainingPage"

    def __init__(self, ctx: AppContext, parent: QWidget | None = None):
        super().__init__(ctx, parent)
        self.current: RunData | None = None
        self._queue: deque[tuple[int, dict[str, Any]]] = deque()
        self._gen = 0
        #: the going run's mode (local or remote), from its start until its end has been shown
        self.mode: RunMode | None = None
        self._closing = False
        self._handed_over = False  # a language switch gave the going run to the new page
        self.events_seen = 0
        #: the local run's process: start, follow, stop, warm start, its Python
        self.local = LocalRuns(ctx, self)
        self.local.base_dir = self._base_dir  # the job file's folder (relative data paths)
        self.local_mode = LocalMode(self)  # a run of this computer, through ``local``
        self.remote_mode = RemoteMode(self)  # a run followed from elsewhere (attach_stream)

        # -- left: the settings and the buttons --
        self.form = TrainingForm(ctx.model)
        self.start_button = QPushButton(tr("Start training"))
        self.start_button.setObjectName("startButton")
        self.start_button.setAccessibleName(tr("Start training"))
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(30)
        self.stop_button = QPushButton(tr("Stop"))
        self.stop_button.setObjectName("stopButton")
        self.stop_button.setAccessibleName(tr("Stop training"))
        self.stop_button.setToolTip(tr("Stop after the current step; the run is kept as 'stopped'"))
        self.stop_button.setEnabled(False)
        self.stop_button.setMinimumHeight(30)
        self.profile = ProfileAction(self)  # Profile…: the running run, its own profiler
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button, 2)
        buttons.addWidget(self.stop_button, 1)
        left_body = QWidget()
        left_lay = QVBoxLayout(left_body)
        left_lay.setContentsMargins(0, 0, 8, 0)
        left_lay.setSpacing(0)  # the Python line right under the form (an 800 px window fits)
        left_lay.addWidget(self.form)
        # the Python that will run the job, under the settings it follows from (backend): a
        # line of its own (beside Tune batch… at 1024 px it was cut: "Runs with Pyth…21.0")
        self.python_label = PythonLabel()
        left_lay.addWidget(self.python_label)
        left_lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("trainingSettings")
        scroll.setWidget(left_body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left = QWidget()
        left.setMinimumWidth(260)  # the page fits a 1024 px window (tests/qt/test_training_fit.py)
        left.setMaximumWidth(360)
        lv = QVBoxLayout(left)
        lv.setContentsMargins(0, 0, 0, 0)
        lv.setSpacing(2)
        lv.addWidget(scroll, 1)
        self.tune = TuneBatchAction(self)  # Tune batch…: tpugui tune batch in a child process
        self.faster = TuneFasterAction(self)  # Faster…: tpugui tune faster in a child process
        tools = QHBoxLayout()
        tools.addWidget(self.tune.button, 1)
        tools.addWidget(self.faster.button, 1)
        tools.addWidget(self.profile.button, 1)
        lv.addLayout(tools)
        # while one runs: how many trials of how many, the time left (hidden otherwise)
        lv.addWidget(self.tune.status)
        lv.addWidget(self.faster.status)
        lv.addWidget(self.profile.status)
        lv.addLayout(buttons)

        # -- right: status, progress, plots, log and history --
        self.status_label = StatusLine(tr("No run yet: choose the settings and press Start."))
        self.status_label.setObjectName("runStatus")
        self.status_label.setAccessibleName(tr("Run status"))

        # one Export button with a menu (Image…, CSV…) beside the tabs
        self.exports = ExportMenu(self)
        self.export_button = self.exports.button
        self.image_action, self.csv_action = self.exports.image_action, self.exports.csv_action
        # pre-flight: the one-click alternative for what this machine cannot run
        self.fix_button = FixButton(ctx.model, self.form.form)
        self.fix_button.applied.connect(
            lambda: self._set_status(tr("Suggested values written; press Start again"), "idle")
        )
        top = QHBoxLayout()
        top.addWidget(self.status_label, 1)
        top.addWidget(self.fix_button)

        self.plots = TrainingPlots()
        # the progress at the end of the legend's row: the status line above the plots keeps
        # the whole width for its text ("Completed · epoch mean loss … · val acc …" was cut)
        self.progress = RunProgress()
        self.progress.setObjectName("progressBar")
        self.progress.setAccessibleName(tr("Training progress"))
        self.plots.legend_row.addWidget(self.progress)
        self.plots.before_redraw.append(self._drain)
        self.monitor = MonitorPanel(self.plots)  # input wait and devices, beside the plots
        self.monitor.open_pipeline.connect(lambda: ctx.show_page.emit("pipelinePage"))
        self.monitor.show_key.connect(self.show_key)
        # the window's one log, as the dock shows it (the run's lines among the others)
        self.log_view = LogView(ctx.log_model)
        self.log_view.setObjectName("runLog")
        self.log_view.setAccessibleName(tr("Log"))
        self.history = HistoryPanel()
        self.tabs = QTabWidget()
        self.tabs.setObjectName("trainingTabs")
        self.tabs.setAccessibleName(tr("Run log, run history and predictions"))
        self.tabs.addTab(self.log_view, tr("Log"))
        self.tabs.addTab(self.history, tr("Run history"))
        self.predict_panel = PredictPanel()
        # a selection cleared (a refresh, a click on nothing) keeps the run the panel names
        self.history.selected.connect(lambda path: path and self.predict_panel.set_run(path))
        # in its own scroll area: its form's height no longer sets the tabs' least height, so
        # the plots above keep theirs at 700 px (it scrolls on a short window)
        self.predict_scroll = predict_scroll = QScrollArea()
        predict_scroll.setObjectName("predictScroll")
        predict_scroll.setWidget(self.predict_panel)
        predict_scroll.setWidgetResizable(True)
        predict_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.tabs.addTab(predict_scroll, tr("Predict"))
        self.tabs.setTabToolTip(0, tr("What the run reports, newest at the bottom"))
        self.tabs.setTabToolTip(1, tr("Past runs: open, compare, find on disk"))
        self.tabs.setTabToolTip(
            2, tr("The selected run's model on new files; export it in its framework's formats")
        )
        # the studies of tpugui sweep (read in threads), built when the tab is first shown: the
        # window opens without it and a run's page has nothing of it (its construction, under
        # the offscreen platform, also left the window without keyboard focus mid-run)
        self._sweeps: SweepsView | None = None
        self._sweeps_box = QWidget()
        self._sweeps_box.setObjectName("sweepsBox")
        QVBoxLayout(self._sweeps_box).setContentsMargins(0, 0, 0, 0)
        self._sweeps_tab = self.tabs.addTab(self._sweeps_box, tr("Sweeps"))
        self.tabs.setTabToolTip(
            self._sweeps_tab,
            tr("Studies of tpugui sweep: trials, best so far, parallel coordinates"),
        )
        self.tabs.currentChanged.connect(
            lambda i: self.sweeps.refresh() if i == self._sweeps_tab else None
        )
        self.workers_view = WorkersView()
        self._workers_tab = self.tabs.addTab(self.workers_view, tr("Processes"))
        self.tabs.setTabToolTip(
            self._workers_tab,
            tr("Each process of a run of several: its host, status, speed and final parameters"),
        )
        self.tabs.setTabVisible(self._workers_tab, False)  # shown for a run of several
        # the export buttons sit beside the tabs, where the row has room: the status line
        # above the plots keeps the whole width
        exports = QWidget()
        exports.setObjectName("exportButtons")
        ex = QHBoxLayout(exports)
        ex.setContentsMargins(0, 0, 0, 2)
        ex.addWidget(self.export_button)
        self.tabs.setCornerWidget(exports, Qt.Corner.TopRightCorner)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setObjectName("trainingSplitter")
        self.plot_area = PlotArea(self.plots, self.monitor, self.tabs)
        split.addWidget(self.plot_area)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setChildrenCollapsible(False)
        split.setSizes([460, 240])  # the plots first; the history still shows 3 runs at 700 px
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
        self._connect_local()
        #: past runs: opened, compared, renamed, deleted in the history; a followed run's copy
        self.past = PastRuns(self)
        self.history.tensorboard.failed.connect(self.ctx.error)
        self.history.tensorboard.opened.connect(self._tensorboard_opened)
        self.history.tensorboard.no_browser.connect(self._tensorboard_no_browser)
        self.ctx.inventory_changed.connect(self._on_inventory)
        if ctx.inventory is not None:
            self._on_inventory(ctx.inventory)
        self._update_buttons()
        self.history.refresh()
        self.check_interpreter()
        self.local.schedule_warm()
        if not ctx.reattach_checked:
            ctx.reattach_checked = True
            self.local.find_live_runs()

    def _connect_local(self) -> None:
        self.local_mode.connect(self.local)  # started, failed, ended
        self.local.interpreter_found.connect(self.python_label.found)
        self.local.live_runs_found.connect(self._found_live_runs)

    # -- Page interface --------------------------------------------------------------------
    def show_key(self, key: str) -> None:
        """Bring the form's control of ``key`` into view (its folded part opened) and give it
        the focus when it can take it (during a run the form is read-only)."""
        from PySide6.QtWidgets import QScrollArea, QWidget
        from superqt import QCollapsible

        w = self.form.findChild(QWidget, key)
        if w is None:
            return
        fold = w.parentWidget()
        while fold is not None and not isinstance(fold, QCollapsible):
            fold = fold.parentWidget()
        if isinstance(fold, QCollapsible) and not fold.isExpanded():
            fold.expand(animate=False)
        parent = w.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        if isinstance(parent, QScrollArea):
            parent.ensureWidgetVisible(w)
        w.setFocus(Qt.FocusReason.OtherFocusReason)

    def _tensorboard_opened(self, url: str) -> None:
        manager().notify("info", tr("TensorBoard is at {url}").format(url=url))

    def _tensorboard_no_browser(self, url: str) -> None:
        manager().notify(
            "warning",
            tr(
                "No browser opened TensorBoard here: open {url} yourself (copy it from here)."
            ).format(url=url),
        )

    def _job_loaded(self, _job: Job) -> None:
        if self.ctx.inventory is not None:
            self._on_inventory(self.ctx.inventory)
        self.check_interpreter()

    def _job_changed(self, keys: Any) -> None:
        if "model.backend" in keys:
            self.check_interpreter()
        self.local.job_changed(keys)
        if keys & PREFLIGHT_KEYS and not self.running:
            self.fix_button.check()  # the machine check while editing (training/preflight.py)

    @property
    def warm(self) -> Any:
        """The warm run process waiting for Start (``((backend, python, name), handle)``)."""
        return self.local.warm

    @property
    def interpreter(self) -> Any:
        return self.local.interpreter

    def rebuild_while_busy(self) -> bool:
        """A going run is handed to the new page (``save_state``): no need to wait for its end."""
        return True

    def save_state(self) -> Any:
        state = {"current": self.current, "overlays": list(self.plots.overlays)}
        if self.running:
            # the run goes on: its process (LocalRuns), the queue its follower fills and what
            # is being followed move to the new page; this page's shutdown leaves them alone
            self._drain()
            for signal in (
                self.local.started,
                self.local.failed,
                self.local.ended,
                self.local.interpreter_found,
                self.local.live_runs_found,
            ):
                signal.disconnect()  # fmt: skip
            self.local.setParent(None)
            state["live"] = {
                "local": self.local,
                "queue": self._queue,
                "gen": self._gen,
                "mode": self.mode,
                "events_seen": self.events_seen,
            }
            self._handed_over = True
        return state

    def restore_state(self, state: Any) -> None:
        if not state:
            return
        run = state.get("current")
        if run is not None:
            self.current = run
            self.plots.set_current(run)
            self._update_progress(force=True)  # its log lines are in the window's log still
        for other in state.get("overlays", []):
            self.plots.add_overlay(other)
            if other.path:
                self.history.set_compared(other.path, True)
        live = state.get("live")
        if live is not None:
            self._adopt(live)

    def _adopt(self, live: dict[str, Any]) -> None:
        """Go on showing the run the page before a language switch was showing."""
        fresh, self.local = self.local, live["local"]
        fresh.shutdown()  # this page's own, never used
        fresh.deleteLater()
        self.local.setParent(self)
        self._connect_local()
        self._queue, self._gen = live["queue"], live["gen"]
        self.mode = live["mode"].moved_to(self)
        self.events_seen = live["events_seen"]
        self._set_status(tr("Running {name}").format(name=self.current.name), "running")
        self._update_buttons()
        self.plots.start_live()
        self.check_interpreter()

    @property
    def running(self) -> bool:
        """A local run or a followed stream is going (until its end has been shown)."""
        return self.mode is not None

    def busy(self) -> str:
        if self.mode is None:
            return ""
        return self.mode.busy(self.current.name if self.current else "–")

    def can_outlive_window(self) -> bool:
        """A local run's process is being followed: it may go on after the window closes."""
        return self.mode is not None and self.mode.outlives_window

    def keep_running(self, keep: bool) -> None:
        self.local.keep_running = keep

    def shutdown(self) -> None:
        """Let go of everything. A local run is stopped (a detached stop: the window does not
        wait for it) unless :attr:`keep_running` was chosen; then it goes on alone."""
        self._closing = True
        self.past.shutdown()
        self.history.shutdown()
        self.profile.stop()
        self.tune.stop()
        self.faster.stop()
        if self._sweeps is not None:
            self.sweep_start.stop()
            self._sweeps.shutdown()
        self.predict_panel.shutdown()
        self.plots.timer.stop()
        self.monitor.shutdown()
        if self._handed_over:
            return  # the run, its process and its events are the new page's now
        self.local.shutdown()
        if self.mode is not None:
            self.mode.shutdown()
        self._drain()

    def _show_granularity(self, every: int) -> None:
        """steps_per_execution (Keras) or the lagged XLA loss read: say how dense the curve is."""
        plot = self.plots.loss_plot
        if every > 1:
            plot.set_title(tr("Training loss, one point every {n} steps").format(n=every))
            self._log_line(
                "info",
                Message(
                    tr_noop(
                        "The loss arrives every {n} steps (steps_per_execution or the XLA loss "
                        "read): each point is one of those steps"
                    ),
                    dict(n=every),
                ),
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
            self.local.refuse(job, self._base_dir())
        except JobError as exc:
            self._refused(exc)
            return False
        self.local_mode.start(job, self._base_dir())
        return True

    @property
    def sweeps(self) -> SweepsView:
        """The Sweeps tab's view (built on first use)."""
        if self._sweeps is None:
            self._sweeps = SweepsView(model=self.ctx.model)
            self.sweep_start = SweepStart(self, self._sweeps)  # tpugui sweep in a child
            self._sweeps.add_action(self.sweep_start.controls)
            self._sweeps.open_requested.connect(self.open_run)
            self._sweeps_box.layout().addWidget(self._sweeps)
        return self._sweeps

    def stop(self) -> None:
        if self.mode is not None:
            self.mode.stop()
        self.stop_button.setEnabled(False)

    # -- the interpreter ------------------------------------------------------------------
    def check_interpreter(self) -> None:
        """Find which Python runs the job's backend and what it has (in a thread)."""
        python = self.local.check_interpreter(self.ctx.model.value("model.backend"))
        self.python_label.looking(python)

    # -- runs left by an earlier window ------------------------------------------------------
    def _found_live_runs(self, runs: list[Any]) -> None:
        if not runs or self.running or self._closing:
            return
        self.local_mode.follow(runs[0])

    def _new_run(self, name: str) -> RunData:
        self._drain()
        self._gen += 1
        self._queue.clear()
        run = RunData(name=name)
        self.current = run
        self.plots.set_current(run)
        self.progress.clear_run()
        return run

    def _refused(self, exc: JobError) -> None:
        self.ctx.model.report(exc)
        self.fix_button.offer(exc)
        text = tr("; ").join(problem_text(k, m) for k, m in exc.details) or str(exc)
        self._set_status(tr("Cannot start: {problems}").format(problems=text), "failed")
        self.ctx.error(tr("Cannot start training: {problems}").format(problems=text))

    # -- a run's beginning and end (its mode calls them) ------------------------------------
    def begin_run(self, mode: RunMode, name: str) -> Callable[[dict[str, Any]], None]:
        """Show a new run ``name`` going in ``mode``; returns the sink of its events (any
        thread)."""
        self._new_run(name)
        self.mode = mode
        self._update_buttons()
        self.plots.start_live()
        return partial(self._push, self._gen)

    def end_run(self, mode: RunMode, status: str) -> bool:
        """The run going in ``mode`` ended: the events that came are shown, a run without
        ``run_finished`` ends as ``status``. False when ``mode`` is not the going run's (its
        end was shown already)."""
        if self.mode is not mode:
            return False
        self.mode = None
        self._drain()
        run = self.current
        if run is not None and not run.finished:
            run.status = status
            run.version += 1
        self._finish_display()
        return True

    def abandon_stream(self, reason: str) -> bool:
        """The followed stream's run never started (not one event came: a remote start that
        could not connect or deploy): it leaves nothing behind (no "Interrupted" run, no
        legend) and the status line says why. False when events came: it ends as usual."""
        mode = self.mode
        if mode is None or mode is not self.remote_mode:
            return False
        self._drain()
        run = self.current
        if run is not None and (run.last_seq or run.status != "waiting"):
            return False
        self.mode = None
        self.current = None
        self.plots.stop_live()
        self.plots.set_current(None)
        self.progress.clear_run()
        self._update_buttons()
        self._set_status(tr("Not started: {reason}").format(reason=reason), "failed")
        return True

    def _finish_display(self) -> None:
        self.plots.stop_live()
        self._update_progress(force=True)
        self._update_buttons()
        run = self.current
        if run is not None and run.finished and run.status != "interrupted" and not self._closing:
            self.past.save_copy(run)
            if run.path and Path(run.path).is_dir():  # a local run: ready to predict with
                self.predict_panel.offer_run(run.path)

    # -- remote streams --------------------------------------------------------------------
    def attach_stream(
        self, source_name: str, stop: Callable[[], None] | None = None
    ) -> Callable[[dict[str, Any]], None]:
        """Show a run whose events come from elsewhere (an SSH stream); returns its sink.

        The sink may be called from any thread. ``stop`` is called when the person presses Stop.
        """
        refusal = self.mode.attach_refusal() if self.mode is not None else ""
        if refusal:
            raise RuntimeError(refusal)
        return self.remote_mode.start(source_name, stop)

    def on_event(self, event: dict[str, Any]) -> None:
        """Feed one event of the followed stream (any thread)."""
        self._push(self._gen, event)

    def end_stream(self, status: str | None = None) -> None:
        """The stream ended; a run without ``run_finished`` becomes ``status`` (interrupted)."""
        if self.mode is not None:
            self.mode.stream_ended(status)
        else:
            self._drain()

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
            line = event_entry(ev, run)
            if line is not None:
                self._log_line(*line, when=ev.get("time"))
        if changed:
            self._update_progress()
        if finished and self.mode is not None:
            self.mode.run_finished()

    def _log_line(self, level: str, message: Any, when: Any = None) -> None:
        """A line of the run in the window's one log (``message``: text, a Message or a
        function that says it, put into words when shown; ``when``: its event's time)."""
        known = isinstance(when, int | float) and when == when  # not NaN
        self.ctx.log(message, level, when if known else None)

    # -- display ---------------------------------------------------------------------------
    def _update_buttons(self) -> None:
        running = self.running
        self.start_button.setEnabled(not running and self.form.valid)
        self.stop_button.setEnabled(self.mode is not None and self.mode.can_stop)
        self.profile.update()
        self.form.set_running(running)
        if not self.form.valid and not running:
            self.start_button.setToolTip(tr("Fix the settings marked in red first"))
        else:
            self.start_button.setToolTip(tr("Train this job in the background"))

    def _set_status(self, text: str, status: str) -> None:
        self.status_label.show_status(text, status)

    def _update_progress(self, force: bool = False) -> None:
        run = self.current
        self.workers_view.show_run(run)
        several = self.workers_view.processes > 1
        if self.tabs.isTabVisible(self._workers_tab) != several:
            self.tabs.setTabVisible(self._workers_tab, several)
        if run is None:
            return
        self.progress.show_run(run)
        said = run_status(run)
        if said is not None:
            self._set_status(*said)

    # -- past runs (tpugui.qt.training.past_runs) ------------------------------------------
    def open_run(self, path: str) -> None:
        """Show a past run's plots (over the live run while one is going)."""
        self.past.open(path)

    def show_run(self, run: RunData) -> None:
        """Show the past run ``run`` as the current one (no run going)."""
        self._gen += 1
        self.current = run
        self.plots.set_current(run)
        for line in run.logs[-2000:]:  # its engine's lines, at their times
            self._log_line(line.level, line.message, line.time)
        self._update_progress(force=True)

    # -- exports (tpugui.qt.training.export_menu) ------------------------------------------
    def export_plots(
        self, path: str | Path, size: tuple[int, int] | None = None, plot: Any = None
    ) -> Path:
        """The plots only (``plot``: that one), PNG at ``size`` or SVG, by the path's suffix."""
        return self.exports.plots(path, size, plot)

    def export_image_dialog(self) -> ExportImageDialog:
        return self.exports.image_dialog()

    @property
    def export_dialog(self) -> ExportImageDialog | None:
        return self.exports.dialog

    def export_metrics(self, path: str | Path) -> int:
        return self.exports.metrics(path)

    # -- device advice ---------------------------------------------------------------------
    def _on_inventory(self, inventory: Any) -> None:
        self.form.apply_inventory(inventory)
        if hasattr(inventory, "device"):  # choices it lacks greyed, the job checked against it
            self.fix_button.machine_found(inventory)
