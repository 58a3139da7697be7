"""The Training page's Profile… button: N seconds of the running local run, profiled by its
own framework's profiler (:mod:`tpugui.profiling`), shown in a small dialog.

The request and the wait run in a worker thread (:mod:`tpugui.qt.worker`); the dialog shows the
step time against the logged one, the breakdown (input, compute, host, idle), the input-bound
verdict, the live input wait and MFU over the same steps, and the top operations; where
TensorBoard is installed, "Open in TensorBoard" opens the profile folder (its Profile tab is
XProf's, which needs the ``xprof`` package).

While it waits, a line under the buttons (``status``) counts down the seconds asked ("Profile…
about 0:02 left"; the capture starts at the run's next step), then says the trace is being
written, with the time so far.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QInputDialog,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.training.tensorboard import TensorBoardLauncher
from tpugui.qt.training.tune_action import WaitLine
from tpugui.qt.worker import BackgroundTask
from tpugui.tuning.progress import clock_text

__all__ = ["ProfileAction", "ProfileDialog"]


def _profile(sink: Any, stop_event: Any, run_dir: str, seconds: float) -> dict[str, Any]:
    from tpugui.profiling.analyze import analyze
    from tpugui.profiling.request import profile_local

    return analyze(profile_local(run_dir, seconds, stop_event=stop_event))


def _ms(s: Any) -> str:
    return tr("{ms:.2f} ms").format(ms=s * 1e3) if isinstance(s, int | float) else "–"


def _pct(x: Any) -> str:
    return f"{x:.0%}" if isinstance(x, int | float) else "–"


class ProfileAction(QObject):
    """The button and its task; ``update()`` enables it while a local run trains."""

    def __init__(self, page: Any):
        super().__init__(page)
        self.page = page
        self.button = QPushButton(tr("Profile…"))
        self.button.setObjectName("profileButton")
        self.button.setAccessibleName(tr("Profile the running run"))
        self.button.setToolTip(
            tr("Capture a few seconds of this run with its framework's own profiler")
        )
        self.button.setEnabled(False)
        self.button.clicked.connect(self.ask)
        self.task: BackgroundTask | None = None
        #: the wait in words while it runs: the seconds left, then the trace being written
        self.status = WaitLine("profileProgress")
        #: the seconds the wait is counted in (tests give their own clock)
        self.clock = time.monotonic
        self._began, self._seconds = 0.0, 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(1000)
        self._timer.timeout.connect(self._say_wait)
        self.tensorboard = TensorBoardLauncher(self)
        self.dialog: ProfileDialog | None = None
        page.local.started.connect(lambda _handle: self.update())  # the run's folder is known

    def _handle(self) -> Any:
        page = self.page
        if page.mode is not page.local_mode or not page.running:
            return None
        return page.local.handle

    def update(self) -> None:
        self.button.setEnabled(self._handle() is not None and self.task is None)

    def ask(self) -> None:
        handle = self._handle()
        if handle is None:
            return
        seconds, ok = QInputDialog.getDouble(
            self.page, tr("Profile"), tr("Seconds to profile:"), 3.0, 0.1, 600.0, 1
        )
        if ok:
            self.start(handle.run_dir, seconds)

    def start(self, run_dir: str, seconds: float) -> None:
        self.task = BackgroundTask(_profile, run_dir, seconds, name="profile", report_errors=False)
        self.task.finished_ok.connect(self.show)
        self.task.failed.connect(self._failed)
        self.task.done.connect(self._done)
        self.button.setText(tr("Profiling…"))
        self._began, self._seconds = self.clock(), float(seconds)
        self._say_wait()
        self.status.show()
        self._timer.start()
        self.task.start()
        self.update()

    def _say_wait(self) -> None:
        spent = self.clock() - self._began
        left = self._seconds - spent
        self.status.setText(
            tr("Profile… about {time} left").format(time=clock_text(max(left, 1.0)))
            if left > 0
            else tr("Profile… writing the trace, {time} so far").format(time=clock_text(spent))
        )

    def _done(self) -> None:
        self.task = None
        self._timer.stop()
        self.status.hide()
        self.button.setText(tr("Profile…"))
        self.update()

    def _failed(self, exc: BaseException, _tb: str) -> None:
        message = getattr(exc, "message", None)
        said = core_text.text(message) if message is not None else str(exc)
        self.page._log_line("warning", tr("No profile: {why}").format(why=said))

    def show(self, result: dict[str, Any]) -> None:
        self.dialog = ProfileDialog(result, self.tensorboard, self.page)
        self.dialog.show()

    def stop(self) -> None:
        if self.task is not None:
            self.task.stop()
            self.task.join()
        self.tensorboard.stop()


class ProfileDialog(QDialog):
    """One profile's figures (see the module text)."""

    def __init__(self, r: dict[str, Any], tensorboard: TensorBoardLauncher, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("profileDialog")
        self.setWindowTitle(tr("Profile {id}").format(id=r.get("id", "")))
        self.result = r
        live = r.get("live") or {}
        lay = QVBoxLayout(self)
        head = QLabel(
            tr("{steps} steps of a {backend} run: {step} a step (logged: {logged})").format(
                steps=r.get("steps", 0),
                backend=r.get("backend") or "?",
                step=_ms(r.get("step_s")),
                logged=_ms(live.get("logged_step_s")),
            )
        )
        head.setObjectName("profileSummary")
        head.setWordWrap(True)
        lay.addWidget(head)
        names = {
            "input": tr("Input (waiting for the next batch)"),
            "compute": tr("Compute (framework operations)"),
            "host": tr("Host (other framework work)"),
            "idle": tr("Idle (the loop's own Python, or nothing)"),
        }
        shares, per = r.get("shares") or {}, r.get("breakdown") or {}
        table = QTableWidget(len(shares), 3)
        table.setObjectName("profileBreakdown")
        table.setHorizontalHeaderLabels([tr("Part of the step"), tr("Time a step"), tr("Share")])
        for i, key in enumerate(shares):
            for j, value in enumerate((names.get(key, key), _ms(per.get(key)), _pct(shares[key]))):
                table.setItem(i, j, QTableWidgetItem(value))
        _fit_columns(table, stretch=0)
        lay.addWidget(table)
        if "input" in shares:
            from tpugui import input_bound

            lay.addWidget(QLabel(core_text.text(input_bound.verdict(shares["input"]))))
        figures = tr("Live input wait over the same steps: {wait}; MFU: {mfu} (live {live})")
        lay.addWidget(
            QLabel(
                figures.format(
                    wait=_pct(live.get("input_share")),
                    mfu=_pct(r.get("mfu")),
                    live=_pct(live.get("mfu")),
                )
            )
        )
        ops = r.get("top_ops") or []
        top = QTableWidget(len(ops), 3)
        top.setObjectName("profileTopOps")
        top.setHorizontalHeaderLabels([tr("Operation"), tr("Self time"), tr("Share")])
        for i, op in enumerate(ops):
            for j, value in enumerate((op["name"], _ms(op["self_s"]), _pct(op["share"]))):
                item = QTableWidgetItem(value)
                if j == 0:
                    item.setToolTip(value)  # a long name is elided in the middle
                top.setItem(i, j, item)
        top.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        top.setWordWrap(False)
        _fit_columns(top, stretch=0, widest=OP_NAME_PX)
        lay.addWidget(top)
        path = QLabel(tr("Trace: {path}").format(path=r.get("trace") or "–"))
        path.setWordWrap(True)
        lay.addWidget(path)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        logdir = r.get("tensorboard_logdir")
        if logdir and tensorboard.available():
            tb = box.addButton(tr("Open in TensorBoard"), QDialogButtonBox.ButtonRole.ActionRole)
            tb.setObjectName("profileTensorBoard")
            tb.clicked.connect(lambda: tensorboard.start(logdir))
        lay.addWidget(box)
        self._fit_to_contents(head, [table, top])

    def _fit_to_contents(self, head: QLabel, tables: list[QTableWidget]) -> None:
        """As wide as its tables and its title need, within the screen it opens on."""
        fm = self.fontMetrics()
        # the title bar: the title, and room for the window's own buttons
        want = max([fm.horizontalAdvance(self.windowTitle()) + 160]
                   + [t.sizeHint().width() for t in tables])  # fmt: skip
        margins = self.layout().contentsMargins()
        want += margins.left() + margins.right()
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            want = min(want, screen.width() - 40)
        self.resize(max(want, self.sizeHint().width()) if screen is None else want,
                    self.sizeHint().height())  # fmt: skip


#: the most an operation's name takes in the table; longer names are elided in the middle
OP_NAME_PX = 420


def _fit_columns(table: QTableWidget, stretch: int, widest: int = 0) -> None:
    """Columns as wide as their header and cells (the header never cut: "Shar"), column
    ``stretch`` taking what is left; the table as wide as its columns, as tall as its rows."""
    table.verticalHeader().hide()
    table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
    head = table.horizontalHeader()
    table.resizeColumnsToContents()
    for c in range(table.columnCount()):
        if c == stretch:
            continue
        head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
    if widest and table.columnWidth(stretch) > widest:
        table.setColumnWidth(stretch, widest)
    head.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
