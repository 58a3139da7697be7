"""The Sweeps tab's "Start sweep": ``tpugui sweep JOB --json`` for the job as it stands (its
``[sweep]`` and ``[sweep.space]``), in a child process whose trials are ordinary runs in the
run store; the tab reads the study as it grows.

The job is written to a temporary file (its relative paths still read from the job file's
folder: ``--base-dir``) and the child run with the backend's Python, supervised by a worker
thread that polls the stop flag. "Stop sweep" is the command line's Ctrl-C: SIGINT to the
child (it stops its trials' runs; the same command again replaces them), then TERM and KILL
after a grace. While it runs the tab re-reads the study every few seconds; at its end once more.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QToolButton

from tpugui.job import Job, JobError
from tpugui.qt.i18n import tr
from tpugui.qt.training.child_cli import run_child
from tpugui.qt.widgets.form import problem_text
from tpugui.qt.worker import BackgroundTask

__all__ = ["SweepStart", "run_sweep", "sweep_argv"]

GRACE_S = 60.0
#: how often the tab re-reads the study while the sweep runs (ms)
REFRESH_MS = 5000


def sweep_argv(python: str, job_file: Path, base_dir: Path | None) -> list[str]:
    argv = [python, "-m", "tpugui", "sweep", str(job_file), "--json"]
    if base_dir is not None:
        argv += ["--base-dir", str(base_dir)]
    return argv


def _end(proc: subprocess.Popen) -> None:
    """Ctrl-C first (the sweep stops its trials' runs), then TERM, then KILL."""
    for sig, wait in ((signal.SIGINT, GRACE_S), (signal.SIGTERM, 5.0), (signal.SIGKILL, 10.0)):
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
    got = run_child(lambda job_file: sweep_argv(python, job_file, base_dir), job, stop_event,
                    _end, prefix="tpugui-sweep-")  # fmt: skip
    try:
        result = json.loads(got.stdout)
    except ValueError:
        return {"stopped": got.stopped, "error": "" if got.stopped else got.last_words(),
                "returncode": got.returncode}  # fmt: skip
    return {**result, "stopped": got.stopped, "returncode": got.returncode}


class SweepStart(QObject):
    """The button and its task on the Sweeps tab."""

    finished = Signal(object)  # the result dict

    def __init__(self, page: Any, view: Any):
        super().__init__(view)
        self.page = page
        self.view = view
        self.button = QToolButton()
        self.button.setObjectName("sweepStartButton")
        self.button.clicked.connect(self.toggle)
        self.task: BackgroundTask | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self._refresh)
        self._idle()

    def _idle(self) -> None:
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
            self.view.best_label.setText(tr("Stopping the sweep and its trials' runs…"))
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
            self.view.best_label.setText(tr("Cannot start a sweep: {why}").format(why=text))
            return False
        self._study = job.sweep.study or job.name
        python = self.page.local.python_for(job.model.backend)
        self.task = BackgroundTask(
            run_sweep, python, job, self.page._base_dir(), name="sweep", report_errors=False
        )
        self.task.finished_ok.connect(self._finished)
        self.task.failed.connect(
            lambda exc, _tb: self.view.best_label.setText(
                tr("The sweep failed: {why}").format(why=str(exc))
            )
        )
        self.task.done.connect(self._done)
        self.button.setText(tr("Stop sweep"))
        self.button.setAccessibleName(tr("Stop the sweep"))
        self.button.setToolTip(
            tr("Stop the sweep and its trials' runs (the same Start resumes it)")
        )
        self.view.best_label.setText(
            tr("Sweep {study} started: its trials train in their own processes…").format(
                study=self._study
            )
        )
        self.task.start()
        self.timer.start()
        return True

    def _refresh(self) -> None:
        if not self.view.busy:
            self.view.refresh()

    def _finished(self, result: dict[str, Any]) -> None:
        self.result = result
        if result.get("error"):
            self.view.best_label.setText(
                tr("The sweep ended: {why}").format(why=result["error"][:300])
            )
        self.view.choose(self._study)
        self.finished.emit(result)

    def _done(self) -> None:
        self.task = None
        self.timer.stop()
        self._idle()

    def stop(self) -> None:
        """The page closes: the sweep is stopped as Ctrl-C stops it."""
        self.timer.stop()
        if self.task is not None:
            self.task.stop()
            self.task.join()
