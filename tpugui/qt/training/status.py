"""What the Training page says of its run: the status line (superqt's eliding label, the whole
text in its tooltip, coloured by the run's status) and the progress bar (epoch, step, ETA).

:func:`run_status` is the line for a run as it stands (running: where and how fast; failed: the
error; ended: the head word and the summary); :class:`RunProgress` shows the run's fraction and
widens for its text.
"""

from __future__ import annotations

from PySide6.QtWidgets import QProgressBar, QSizePolicy, QWidget
from superqt import QElidingLabel

from tpugui.qt import core_text
from tpugui.qt.core_text import status_word
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.training.history_model import status_colour
from tpugui.runs.model import RunData, format_eta

__all__ = ["ENDED", "PROGRESS_MAX", "PROGRESS_MIN", "RunProgress", "StatusLine", "run_status"]

#: the progress bar's width range (px), at the end of the legend's row: it widens to show "epoch 3/3 · step 22/22 · ETA 0:12"
PROGRESS_MIN, PROGRESS_MAX = 200, 340
#: the status line's first word once a run has ended (failed runs show their error)
ENDED = {
    "completed": tr_noop("Completed"),
    "stopped": tr_noop("Stopped"),
    "interrupted": tr_noop("Interrupted"),
}


class StatusLine(QElidingLabel):
    """One line, elided with "…" when too long; ``text()`` stays the whole text.

    Never wraps: a wrapping label gives the page a height-for-width, and the window's scroll
    area would then size the page too tall.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setMinimumWidth(120)
        self.setToolTip(text)

    def setText(self, text: str) -> None:  # noqa: N802
        super().setText(text)
        self.setToolTip(text)

    def show_status(self, text: str, status: str) -> None:
        """``text`` in the colour of the run status ``status`` (running, failed, …)."""
        colour = status_colour(status)
        self.setStyleSheet(f"color: {colour};" if colour else "")
        self.setText(text)

    def elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()


class RunProgress(QProgressBar):
    """The run's fraction done, its epoch, step and ETA as the text."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setRange(0, 1000)
        self.setTextVisible(True)
        self.clear_run()

    def clear_run(self) -> None:
        self.setValue(0)
        self.setFormat("–")
        self.setMinimumWidth(PROGRESS_MIN)

    def show_run(self, run: RunData) -> None:
        self.setValue(int(round(run.fraction() * 1000)))
        bits = [core_text.text(run.epoch_label()), core_text.text(run.step_label())]
        if not run.finished:
            bits.append(tr("ETA {eta}").format(eta=format_eta(run.eta_seconds())))
        text = " · ".join(bits)
        self.setFormat(text)
        # wide enough for its text (it grows during a run, never jitters back)
        need = min(PROGRESS_MAX, self.fontMetrics().horizontalAdvance(text) + 28)
        if need > self.minimumWidth():
            self.setMinimumWidth(need)


def run_status(run: RunData) -> tuple[str, str] | None:
    """The status line for ``run`` and the status it is coloured by (None: nothing to say)."""
    if run.status == "running":
        bits = [tr("Running {name}").format(name=run.name), core_text.text(run.where())]
        if run.examples_per_sec == run.examples_per_sec:  # not NaN
            rate = f"{run.examples_per_sec:,.0f}"
            bits.append(tr("{rate} examples/s").format(rate=rate))
        return " · ".join(b for b in bits if b), "running"
    if run.status == "failed":
        error = run.error or tr("see the log")
        return tr("Failed: {error}").format(error=error), "failed"
    if run.finished:
        head = tr(ENDED[run.status]) if run.status in ENDED else status_word(run.status)
        summary = " · ".join(core_text.text(m) for m in run.summary())
        return (f"{head} · {summary}" if summary else head), run.status
    return None
