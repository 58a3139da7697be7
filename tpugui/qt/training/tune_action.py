"""What the Training page's tuning buttons share ("Tune batch…", "Faster…"): a button that starts
``tpugui tune ACTION JOB --json`` for the job as it stands in a child process
(:func:`tpugui.qt.training.tune_batch.run_tune`, in a worker thread that polls the stop flag),
turns into Cancel while it runs, says in the run log what happens, and shows the result in the
action's own dialog. A subclass gives its words, its command's arguments and its dialog."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QPushButton, QWidget

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.widgets.form import problem_text
from tpugui.qt.worker import BackgroundTask

__all__ = ["TuneAction"]


class TuneAction(QObject):
    """The button and its task on the page."""

    result_shown = Signal(object)  # the dialog
    #: the button's object name and the worker thread's name
    object_name = ""
    task_name = ""
    #: ``(python, job, base_dir, *task_args) -> result`` run in the worker thread
    #: (:func:`tpugui.qt.training.tune_batch.run_tune`)
    runner: Any = None

    def __init__(self, page: Any):
        super().__init__(page)
        self.page = page
        self.button = QPushButton()
        self.button.setObjectName(self.object_name)
        self.button.clicked.connect(self.toggle)
        self.task: BackgroundTask | None = None
        self.dialog: QWidget | None = None
        self._idle()

    # -- what a subclass says and runs ---------------------------------------------------------
    def words(self) -> dict[str, str]:
        """Translated texts: ``label``, ``name`` (accessible), ``tip``, ``busy``, ``busy_tip``,
        ``started``, ``stopping``, ``cannot`` and ``failed`` ({why}), ``cancelled``."""
        raise NotImplementedError

    def task_args(self, job: Job) -> tuple[Any, ...]:
        """``run_tune``'s arguments after the Python, the job and its folder."""
        raise NotImplementedError

    def make_dialog(self, result: dict[str, Any]) -> QWidget:
        raise NotImplementedError

    # -- the shared flow ------------------------------------------------------------------------
    def _idle(self) -> None:
        w = self.words()
        self.button.setText(w["label"])
        self.button.setAccessibleName(w["name"])
        self.button.setToolTip(w["tip"])

    def toggle(self) -> None:
        if self.task is not None:
            self.cancel()
        else:
            self.start()

    def start(self) -> bool:
        if self.task is not None:
            return False
        page, w = self.page, self.words()
        try:
            job = page.ctx.model.validated()
        except JobError as exc:
            text = tr("; ").join(problem_text(k, m) for k, m in exc.details) or str(exc)
            page._log_line("warning", w["cannot"].format(why=text))
            return False
        python = page.local.python_for(job.model.backend)
        self.task = BackgroundTask(self.runner, python, job, page._base_dir(), *self.task_args(job),
                                   name=self.task_name, report_errors=False)  # fmt: skip
        self.task.event.connect(self._progress)
        self.task.finished_ok.connect(self._finished)
        self.task.failed.connect(self._failed)
        self.task.done.connect(self._done)
        self.button.setText(w["busy"])
        self.button.setToolTip(w["busy_tip"])
        page._log_line("info", w["started"])
        self.trials, self._began = 0, time.monotonic()
        self.task.start()
        return True

    def _progress(self, item: Any) -> None:
        """A trial ended (the child's JSON line): said in the log as it comes, and counted on
        the button with the time so far."""
        if not isinstance(item, dict) or self.task is None:
            return
        self.trials += 1
        self.page._log_line("info", progress_text(item))
        spent = int(time.monotonic() - self._began)
        self.button.setText(
            tr("{busy} ({n} tried, {minutes}:{seconds:02d})").format(
                busy=self.words()["busy"], n=self.trials, minutes=spent // 60, seconds=spent % 60
            )
        )

    def cancel(self) -> None:
        if self.task is not None:
            self.task.stop()
            self.page._log_line("info", self.words()["stopping"])

    def _done(self) -> None:
        self.task = None
        self._idle()

    def _failed(self, exc: BaseException, _tb: str) -> None:
        message = getattr(exc, "message", None)
        said = core_text.text(message) if isinstance(message, Message) else str(exc)
        self.page._log_line("warning", self.words()["failed"].format(why=said))

    def _finished(self, result: dict[str, Any] | None) -> None:
        if result is None:
            self.page._log_line("info", self.words()["cancelled"])
            return
        self.show(result)

    def show(self, result: dict[str, Any]) -> Any:
        self.dialog = self.make_dialog(result)
        self.dialog.show()
        self.result_shown.emit(self.dialog)
        return self.dialog

    def stop(self) -> None:
        """The page closes: the child ends, the dialog closes."""
        if self.task is not None:
            self.task.stop()
            self.task.join()
        if self.dialog is not None:
            self.dialog.close()


def progress_text(item: dict[str, Any]) -> str:
    """One trial in words: ``batch 256: measured, fits, 1.2 GB, 9,462 examples/s`` (Tune
    batch) or ``prefetch 4: round 2, 9,120 examples/s`` (Faster)."""
    speed = item.get("examples_per_sec")
    rate = tr("{rate:,.0f} examples/s").format(rate=speed) if speed else ""
    if "batch" in item:
        bits = [
            {"compiled": tr("compiled"), "measured": tr("measured")}.get(str(item.get("how")), "")
            if item.get("kind") != "time" else tr("timed"),
            tr("fits") if item.get("fits") else tr("does not fit"),
        ]  # fmt: skip
        if item.get("bytes"):
            bits.append(tr("{gb:.2f} GB").format(gb=item["bytes"] / 1e9))
        bits.append(rate)
        return tr("batch {batch}: {what}").format(
            batch=item["batch"], what=tr(", ").join(b for b in bits if b)
        )
    if item.get("error"):
        return tr("{name}: failed ({error})").format(name=item.get("name"), error=item["error"])
    if item.get("kind") == "fit":
        return tr("{name}: fits").format(name=item.get("name"))
    return tr("{name}: round {round}, {rate}").format(
        name=item.get("name"), round=item.get("round"), rate=rate
    )
