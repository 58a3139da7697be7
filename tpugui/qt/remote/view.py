"""The Run tab of the Remote page: what is remote-specific about the followed run.

The run's plots, progress and log are on the Training page — the one place any run is shown,
fed through its ``attach_stream``. This panel keeps only what a remote run adds: a summary line
(which run, where, how it ended), the state of each worker host of a pod slice (kept current by
:class:`~tpugui.qt.remote.pod.PodMonitor`; a worker whose state changes is written to the app's
log) and a button that brings the Training page forward.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.i18n_marks import Message
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.remote.events import worker_line, worker_state_message
from tpugui.remote.workers import WorkerStatus

STATE_ROLE = Qt.ItemDataRole.UserRole


class RunPanel(QWidget):
    """The summary line, the workers and "Show the plots" of the followed remote run.

    ``log(message, level)`` receives each worker's change of state (the app's log: ctx.log).
    """

    def __init__(
        self, log: Callable[[Any, str], None] | None = None, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self._log = log
        lay = QVBoxLayout(self)
        self.summary = QLabel(tr("No remote run yet."))
        self.summary.setObjectName("remoteRunSummary")
        self.summary.setAccessibleName(tr("Remote run"))
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.summary)
        self.hint = QLabel(tr("The run's plots, progress and log are on the Training page."))
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint)
        self.show_plots = QPushButton(tr("Show the plots"))
        self.show_plots.setObjectName("showPlotsButton")
        self.show_plots.setAccessibleName(tr("Show the run's plots on the Training page"))
        self.show_plots.setToolTip(tr("Bring the Training page forward"))
        lay.addWidget(self.show_plots, 0, Qt.AlignmentFlag.AlignLeft)
        self._stop_at = lay.count()  # the stop grace goes here (add_stop_form)
        self.workers = QListWidget()
        self.workers.setObjectName("workerStatus")
        self.workers.setAccessibleName(tr("Status of each worker host"))
        self.workers.hide()
        lay.addWidget(self.workers, 1)
        lay.addStretch(0)
        self.worker_states: dict[int, str] = {}

    def add_stop_form(self, form: QWidget) -> None:
        """The stop grace (``train.stop_grace``), under "Show the plots"."""
        self.layout().insertWidget(self._stop_at, form)

    def reset(self, title: str) -> None:
        """A new run is followed: ``title`` says what is happening; no workers yet."""
        self.worker_states = {}
        self.workers.clear()
        self.workers.hide()
        self.summary.setText(title)

    def set_summary(self, text: str) -> None:
        self.summary.setText(text)

    def set_workers(self, statuses: list[WorkerStatus]) -> None:
        """Show each worker's state (worker 0 streams the plots); a change goes to the log."""
        for st in statuses:
            old = self.worker_states.get(st.index)
            if old is not None and old != st.state and self._log is not None:
                args = dict(index=st.index, host=st.host, state=worker_state_message(st.state))
                if st.message and st.state == "lost":
                    template = tr_noop("worker {index} ({host}): {state} — {message}")
                    args["message"] = st.message
                else:
                    template = tr_noop("worker {index} ({host}): {state}")
                level = "warning" if st.state in ("lost", "interrupted") else "info"
                self._log(Message(template, args), level)
            self.worker_states[st.index] = st.state
        self.workers.clear()
        for st in sorted(statuses, key=lambda s: s.index):
            item = QListWidgetItem(worker_line(st, streams=st.index == 0 and len(statuses) > 1))
            item.setData(STATE_ROLE, st.state)
            if st.message:
                item.setToolTip(st.message)
            self.workers.addItem(item)
        self.workers.setVisible(bool(statuses))

    def worker_rows(self) -> list[tuple[str, str]]:
        """(text, state) of each row: what a person and a test read."""
        return [
            (self.workers.item(i).text(), self.workers.item(i).data(STATE_ROLE))
            for i in range(self.workers.count())
        ]


class TrainingLink:
    """The Training page as the display of the followed remote run: its ``attach_stream`` sink
    takes the events, ``end_stream`` closes it. Nothing else shows a run's events."""

    def __init__(self, ctx: Any):
        self.ctx = ctx
        self.sink: Callable[[dict[str, Any]], None] | None = None

    def refusal(self) -> str:
        """Why the Training page cannot show a remote run now ('' when it can)."""
        page = self.ctx.page("trainingPage")
        if page is None or not callable(getattr(page, "attach_stream", None)):
            return tr("there is no Training page to show the run on")
        if page.can_outlive_window():  # a local run is being followed there
            return tr(
                "the Training page is busy with a local run; stop it there or wait for its end, "
                "then start or attach the remote run"
            )
        return ""

    def open(self, name: str, stop: Callable[[], None]) -> str:
        """Show the run ``name`` on the Training page (its Stop calls ``stop``); '' when shown,
        else the reason it is not."""
        self.sink = None
        reason = self.refusal()
        if reason:
            return reason
        try:
            self.sink = self.ctx.page("trainingPage").attach_stream(name, stop=stop)
        except RuntimeError as exc:  # a local run there
            return str(exc)
        return ""

    def forward(self, ev: dict[str, Any]) -> None:
        if self.sink is not None:
            self.sink(ev)

    def abandon(self, reason: str) -> bool:
        """The run never started: the Training page drops its stream without a trace (True),
        or, when events came already, ends it as interrupted (False)."""
        if self.sink is None:
            return False
        page = self.ctx.page("trainingPage")
        if page is not None and page.abandon_stream(reason):
            self.sink = None
            return True
        self.close("interrupted")
        return False

    def close(self, status: str | None = None) -> bool:
        """The stream ended; a run without ``run_finished`` ends as ``status`` there. True when
        a stream was open."""
        if self.sink is None:
            return False
        self.sink = None
        page = self.ctx.page("trainingPage")
        if page is not None:
            page.end_stream(status)
        return True
