"""The Sweeps tab's "Start sweep": ``tpugui sweep JOB --json`` for the job as it stands (its
``[sweep]`` and ``[sweep.space]``), in a child process whose trials are ordinary runs in the
run store; the tab reads the study as it grows.

The job is written to a temporary file (its relative paths still read from the job file's
folder: ``--base-dir``) and the child run with the backend's Python, supervised by a worker
thread that polls the stop flag. "Stop sweep" writes the child's stop file (``--stop-file``):
the sweep stops as Ctrl-C stops it (its trials' runs stopped; the same command again replaces
them) whatever signals the window inherited (a window started from a script, ``nohup`` or ``&``
hands its children SIGINT ignored); then SIGINT, TERM and KILL after a grace. "Stopping…" stays
shown until the child has ended. The study's trial count and the trials at a time
(``sweep.trials``, ``sweep.parallel``) are set beside the button. While it runs the tab re-reads
the study every few seconds; at its end once more.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSignalBlocker, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from tpugui.job import Job, JobError
from tpugui.job_fields import sweep_spec
from tpugui.qt.i18n import tr
from tpugui.qt.training.child_cli import run_child
from tpugui.qt.training.tune_action import left_text
from tpugui.qt.widgets.controls import SpecialSpinBox, wheel_only_when_focused
from tpugui.qt.widgets.form import problem_text
from tpugui.qt.worker import BackgroundTask

__all__ = ["SweepStart", "run_sweep", "sweep_argv"]

GRACE_S = 60.0
#: how often the tab re-reads the study while the sweep runs (ms)
REFRESH_MS = 5000


def sweep_argv(
    python: str, job_file: Path, base_dir: Path | None, stop_file: Path | None = None
) -> list[str]:
    argv = [python, "-m", "tpugui", "sweep", str(job_file), "--json"]
    if base_dir is not None:
        argv += ["--base-dir", str(base_dir)]
    if stop_file is not None:
        argv += ["--stop-file", str(stop_file)]
    return argv


def _end(proc: subprocess.Popen, stop_file: Path | None = None) -> None:
    """The stop file first (the sweep stops its trials' runs, SIGINT ignored or not), then
    Ctrl-C, then TERM and KILL to its process group."""
    first = GRACE_S
    if stop_file is not None:
        stop_file.write_text("stop\n", encoding="utf-8")
        try:
            proc.wait(GRACE_S)
            return
        except subprocess.TimeoutExpired:
            first = 5.0
    for sig, wait in ((signal.SIGINT, first), (signal.SIGTERM, 5.0), (signal.SIGKILL, 10.0)):
        try:
            os.kill(proc.pid, sig) if sig == signal.SIGINT else os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(wait)
            return
        except subprocess.TimeoutExpired:
            continue


def run_sweep(
    sink: Any, stop_event: Any, python: str, job: Job, base_dir: Path | None
) -> dict[str, Any]:
    """The sweep's ``--json`` result, or ``{"stopped": True, ...}`` when stopped; the child's
    last words as ``error`` when it printed no result (an invalid space: exit 2)."""
    with tempfile.TemporaryDirectory(prefix="tpugui-sweep-stop-") as folder:
        stop_file = Path(folder) / "stop"
        got = run_child(lambda job_file: sweep_argv(python, job_file, base_dir, stop_file), job,
                        stop_event, lambda proc: _end(proc, stop_file),
                        prefix="tpugui-sweep-")  # fmt: skip
    try:
        result = json.loads(got.stdout)
    except ValueError:
        return {"stopped": got.stopped, "error": "" if got.stopped else got.last_words(),
                "returncode": got.returncode}  # fmt: skip
    return {**result, "stopped": got.stopped, "returncode": got.returncode}


class SweepStart(QObject):
    """The button, the study's trial count and trials at a time, the sweep's state line and
    its task on the Sweeps tab (``controls`` goes beside the study chooser)."""

    finished = Signal(object)  # the result dict

    def __init__(self, page: Any, view: Any):
        super().__init__(view)
        self.page = page
        self.view = view
        self.model = page.ctx.model
        self.button = QToolButton()
        self.button.setObjectName("sweepStartButton")
        self.button.clicked.connect(self.toggle)
        self.spins = {key: self._spin(key) for key in ("sweep.trials", "sweep.parallel")}
        self.controls = QWidget()
        self.controls.setObjectName("sweepControls")
        row = QHBoxLayout(self.controls)
        row.setContentsMargins(0, 0, 0, 0)
        for key, spin in self.spins.items():
            label = QLabel(tr(sweep_spec(key).meta.label))
            label.setBuddy(spin)
            row.addWidget(label)
            row.addWidget(spin)
        row.addWidget(self.button)
        #: what the sweep is doing (started, stopping, stopped, its trials all done), kept
        #: through the study's re-reads until it is no longer true
        self.status = QLabel()
        self.status.setObjectName("sweepStatus")
        self.status.setWordWrap(True)
        self.status.hide()
        view.layout().insertWidget(1, self.status)
        self.model.changed.connect(self._model_changed)
        self.task: BackgroundTask | None = None
        self.stopping = False
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self._refresh)
        #: the seconds the time left is counted in (tests give their own clock)
        self.clock = time.monotonic
        #: (when, trials finished) at the sweep's first look at its study after Start
        self._counted_from: tuple[float, int] | None = None
        view.loaded.connect(self._count)
        self._idle()

    # -- the study's trial count and trials at a time: job keys ------------------------------
    def _spin(self, key: str) -> SpecialSpinBox:
        spec = sweep_spec(key)
        spin = SpecialSpinBox()
        spin.setObjectName(key)
        spin.setRange(int(spec.minimum or 1), int(spec.maximum or 100_000))
        spin.setAccessibleName(tr(spec.meta.label))
        spin.setToolTip(tr(spec.meta.help))
        spin.setKeyboardTracking(False)  # the number is taken whole (Return, Tab)
        wheel_only_when_focused(spin)
        spin.setValue(self._value(key))
        spin.valueChanged.connect(lambda v, k=key: self._edited(k, int(v)))
        spin.out_of_range.connect(lambda v, k=key: self._out_of_range(k, v))
        return spin

    def _section(self) -> dict[str, Any]:
        """The job's ``[sweep]`` as it stands ({} where the job has none yet)."""
        try:
            return dict(self.model.value("sweep") or {})
        except KeyError:
            return {}

    def _value(self, key: str) -> int:
        return int(self._section().get(key.split(".", 1)[1], sweep_spec(key).default))

    def _edited(self, key: str, value: int) -> None:
        if self._value(key) != value:  # the section is written whole (it may not exist yet)
            self.model.update({"sweep": {**self._section(), key.split(".", 1)[1]: value}})
        self.say("")

    def _out_of_range(self, key: str, value: int) -> None:
        spin = self.spins[key]
        self.say(
            tr("{label}: {value:,} is outside the allowed range, {low:,} to {high:,}").format(
                label=tr(sweep_spec(key).meta.label),
                value=value,
                low=spin.minimum(),
                high=spin.maximum(),
            )
        )

    def _model_changed(self, keys: frozenset[str]) -> None:
        for key, spin in self.spins.items():
            if key in keys or "sweep" in keys:
                value = self._value(key)
                if spin.value() != value:
                    blocker = QSignalBlocker(spin)  # noqa: F841 - the model's value, shown
                    spin.setValue(value)

    def say(self, text: str) -> None:
        """The sweep's state line (hidden when empty)."""
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _idle(self) -> None:
        for spin in self.spins.values():
            spin.setEnabled(True)
        self.button.setEnabled(True)
        self.button.setText(tr("Start sweep"))
        self.button.setAccessibleName(tr("Start a sweep of this job"))
        self.button.setToolTip(
            tr(
                "Run tpugui sweep on this job: an Optuna study over its [sweep.space], each "
                "trial an ordinary run in the run store"
            )
        )

    def toggle(self) -> None:
        if self.task is not None:
            self.task.stop()
            self.stopping = True
            self.button.setEnabled(False)  # until the child has ended
            self.say(tr("Stopping the sweep and its trials' runs…"))
        else:
            self.start()

    def start(self) -> bool:
        from tpugui.sweep.space import parse

        if self.task is not None:
            return False
        try:
            job = self.page.ctx.model.validated()
            parse(job)
        except JobError as exc:
            text = tr("; ").join(problem_text(k, m) for k, m in exc.details) or str(exc)
            self.say(tr("Cannot start a sweep: {why}").format(why=text))
            return False
        self._study = job.sweep.study or job.name
        self._trials = job.sweep.trials
        self.stopping = False
        python = self.page.local.python_for(job.model.backend)
        self.task = BackgroundTask(
            run_sweep, python, job, self.page._base_dir(), name="sweep", report_errors=False
        )
        self.task.finished_ok.connect(self._finished)
        self.task.failed.connect(
            lambda exc, _tb: self.say(tr("The sweep failed: {why}").format(why=str(exc)))
        )
        self.task.done.connect(self._done)
        self.button.setText(tr("Stop sweep"))
        self.button.setAccessibleName(tr("Stop the sweep"))
        self.button.setToolTip(
            tr("Stop the sweep and its trials' runs (the same Start resumes it)")
        )
        for spin in self.spins.values():
            spin.setEnabled(False)  # the sweep runs the job as it was started
        self.say(
            tr("Sweep {study} started: its trials train in their own processes…").format(
                study=self._study
            )
        )
        self._counted_from = None
        self.task.start()
        self.timer.start()
        return True

    def _count(self) -> None:
        """The study re-read while the sweep runs: its trials finished of those asked for, and
        the time left at the pace of those this sweep finished."""
        shown = self.view.view
        if self.task is None or self.stopping or shown is None or shown.name != self._study:
            return
        from tpugui.tuning.progress import seconds_left

        done = sum(1 for t in shown.trials if t.state in ("COMPLETE", "PRUNED", "FAIL"))
        now = self.clock()
        if self._counted_from is None:
            self._counted_from = (now, done)
        t0, d0 = self._counted_from
        left = seconds_left(done - d0, self._trials - d0, now - t0)
        said = tr("Sweep {study}: {done} of {trials} trials finished").format(
            study=self._study, done=min(done, self._trials), trials=self._trials
        )
        if left is not None and done < self._trials:
            said += tr(", {left}").format(left=left_text(left, False))
        self.say(said)

    def _refresh(self) -> None:
        if not self.view.busy:
            self.view.refresh()

    def _finished(self, result: dict[str, Any]) -> None:
        self.result = result
        if result.get("stopped"):
            self.say(tr("The sweep was stopped; Start sweep resumes it"))
        elif result.get("error"):
            self.say(tr("The sweep ended: {why}").format(why=result["error"][:300]))
        elif int(result.get("counted") or 0) >= self._trials:
            self.say(
                tr(
                    "Study {study} has {counted} of its {trials} trials; raise Trials to run more"
                ).format(study=self._study, counted=result["counted"], trials=self._trials)
            )
        else:
            self.say("")
        self.view.choose(self._study)
        self.finished.emit(result)

    def _done(self) -> None:
        self.task = None
        self.stopping = False
        self.timer.stop()
        self._idle()

    def stop(self) -> None:
        """The page closes: the sweep is stopped as Ctrl-C stops it."""
        self.timer.stop()
        if self.task is not None:
            self.task.stop()
            self.task.join()
