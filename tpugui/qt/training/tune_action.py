"""What the Training page's tuning buttons share ("Tune batch…", "Faster…"): a button that starts
``tpugui tune ACTION JOB --json`` for the job as it stands in a child process
(:func:`tpugui.qt.training.tune_batch.run_tune`, in a worker thread that polls the stop flag),
turns into Cancel while it runs, says in the run log what happens, and shows the result in the
action's own dialog. A subclass gives its words, its command's arguments and its dialog.

While it runs, a line under the buttons (``status``) says how many trials of how many have ended
and the time left ("Tune batch… 3 of at most 13, at most about 1:20 left": the child's plan and
count, :mod:`tpugui.tuning.progress`; the time left is the mean time a finished trial took × the
trials left, counted down each second); each trial is a line in the log as it ends. Cancel keeps
what was measured: the log says after how many of how many trials, and the action's dialog shows
the trials measured so far, with nothing offered (:meth:`TuneAction.partial`)."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QSize, QTimer, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from tpugui.i18n_marks import Message
from tpugui.job import Job, JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.widgets.form import problem_text
from tpugui.qt.worker import BackgroundTask
from tpugui.tuning.progress import clock_text, seconds_left

__all__ = ["TuneAction", "WaitLine", "count_text", "left_text", "progress_text"]


class WaitLine(QLabel):
    """A wait in words under the buttons: wrapped to the column's width, as tall as its lines
    there. It asks its layout for no height-for-width: under the page's scroll area that made
    the whole page 1,500 px tall (the column's buttons and the log's tabs pushed out of the
    window) while it showed; its height follows its width as it is resized instead."""

    def __init__(self, name: str):
        super().__init__()
        self.setObjectName(name)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.hide()

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False

    def _lines_height(self) -> int:
        return super().heightForWidth(max(self.width(), 120)) if self.text() else 0

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(120, self._lines_height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        return QSize(0, self._lines_height())

    def setText(self, text: str) -> None:  # noqa: N802
        super().setText(text)
        self.updateGeometry()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._lines_height() != self.height():  # more (or fewer) lines at this width
            self.updateGeometry()


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
        #: how many trials of how many, the time left: a line under the buttons while it runs
        self.status = WaitLine(self.object_name.replace("Button", "Progress"))
        self.task: BackgroundTask | None = None
        self.dialog: QWidget | None = None
        #: the seconds the count is timed by (tests give their own)
        self.clock = time.monotonic
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._say_count)
        self._reset()
        self._idle()

    def _reset(self) -> None:
        #: the trials ended (their progress lines), counted against the child's plan
        self.measured: list[dict[str, Any]] = []
        self.done, self.total, self.at_most, self.elapsed = 0, None, False, 0.0
        self._began = self._heard_at = self.clock()

    # -- what a subclass says and runs ---------------------------------------------------------
    def words(self) -> dict[str, str]:
        """Translated texts: ``label``, ``name`` (accessible), ``tip``, ``busy``, ``busy_tip``,
        ``started``, ``stopping``, ``cannot`` and ``failed`` ({why}), ``cancelled``."""
        raise NotImplementedError

    def partial(self, trials: list[dict[str, Any]]) -> dict[str, Any]:
        """The dialog's result from the trials measured before a Cancel (their progress lines):
        what they measured, nothing picked."""
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
        self._reset()
        self._say_count()
        self.status.show()
        self._timer.start()
        self.task.start()
        return True

    def _progress(self, item: Any) -> None:
        """The child's plan, or a trial that ended (its JSON line): the count and the time left
        under the buttons; a trial said in the log as it comes, and kept."""
        if not isinstance(item, dict) or self.task is None:
            return
        plan = item.get("kind") == "plan"
        if isinstance(item.get("total"), int):
            self.total, self.at_most = item["total"], bool(item.get("at_most"))
        if not plan:
            n = item.get("trial")
            self.done = n if isinstance(n, int) and n > self.done else self.done + 1
            self.total = max(self.total, self.done) if self.total is not None else None
        spent = item.get("elapsed_s")
        self._heard_at = self.clock()
        self.elapsed = spent if isinstance(spent, int | float) else self._heard_at - self._began
        if not plan:
            self.measured.append(item)
            n, total, most = self.done, self.total, self.at_most
            self.page._log_line("info", lambda: tr("Trial {count}: {what}").format(
                count=count_text(n, total, most), what=progress_text(item)))  # fmt: skip
        self._say_count()

    def left(self) -> float | None:
        """The time left now: the mean time a finished trial took × the trials left, less the
        time since the last ended (never below the trials after the one running)."""
        left = seconds_left(self.done, self.total, self.elapsed)
        if left is None or self.total is None:
            return None
        mean = self.elapsed / self.done
        since = self.clock() - self._heard_at
        return max(left - since, mean * max(0, self.total - self.done - 1))

    def _say_count(self) -> None:
        action = self.words()["label"]
        if self.total is None:
            text = tr("{action} starting…").format(action=action)
        else:
            count = count_text(self.done, self.total, self.at_most)
            left = self.left()
            text = (
                tr("{action} {count}, {left}").format(
                    action=action, count=count, left=left_text(left, self.at_most)
                )
                if left is not None and left >= 1
                else tr("{action} {count}").format(action=action, count=count)
            )
        self.status.setText(text)

    def cancel(self) -> None:
        if self.task is not None:
            self.task.stop()
            self.page._log_line("info", self.words()["stopping"])

    def _done(self) -> None:
        self.task = None
        self._timer.stop()
        self.status.hide()
        self._idle()

    def _failed(self, exc: BaseException, _tb: str) -> None:
        """Failed: said in the log; what was measured before stays, shown in the dialog."""
        message = getattr(exc, "message", None)
        said = core_text.text(message) if isinstance(message, Message) else str(exc)
        self.page._log_line("warning", self.words()["failed"].format(why=said))
        if self.measured:
            count = count_text(self.done, self.total, self.at_most)
            result = self.partial(list(self.measured))
            result["cancelled"] = tr(
                "Failed after {count} trials: what they measured, nothing picked"
            ).format(count=count)
            self.show(result)

    def _finished(self, result: dict[str, Any] | None) -> None:
        if result is None:
            self._cancelled()
            return
        self.show(result)

    def _cancelled(self) -> None:
        """Cancelled: what was measured stays: said in the log, shown in the dialog."""
        w = self.words()
        if not self.measured:
            self.page._log_line("info", w["cancelled"])
            return
        count = count_text(self.done, self.total, self.at_most)
        self.page._log_line(
            "info",
            tr("{cancelled} after {count} trials: the trials measured are shown").format(
                cancelled=w["cancelled"], count=count
            ),
        )
        result = self.partial(list(self.measured))
        result["cancelled"] = tr(
            "Cancelled after {count} trials: what they measured, nothing picked"
        ).format(count=count)
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


def count_text(n: int, total: int | None, at_most: bool) -> str:
    """``3 of 8``, ``3 of at most 13`` (``3`` without a plan)."""
    if total is None:
        return str(n)
    if at_most:
        return tr("{n} of at most {total}").format(n=n, total=total)
    return tr("{n} of {total}").format(n=n, total=total)


def left_text(seconds: float, at_most: bool) -> str:
    """``about 0:40 left``; ``at most about 1:20 left`` where the plan may end sooner."""
    said = tr("at most about {time} left") if at_most else tr("about {time} left")
    return said.format(time=clock_text(seconds))


def _name(item: dict[str, Any]) -> str:
    """A Faster configuration's name in the window's language (all of …, all but …)."""
    role, parts = item.get("role"), item.get("parts") or []
    if role == "all" and len(parts) > 1:
        return tr("all of: {parts}").format(parts=" + ".join(parts))
    if role == "all_but" and parts:
        return tr("all but: {part}").format(part=" + ".join(parts))
    if item.get("baseline"):
        return tr("the job as given")
    return str(item.get("name", ""))


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
    name = _name(item)
    if item.get("error"):
        return tr("{name}: failed ({error})").format(name=name, error=item["error"])
    if item.get("kind") == "fit":
        return tr("{name}: fits").format(name=name)
    return tr("{name}: round {round}, {rate}").format(name=name, round=item.get("round"), rate=rate)
