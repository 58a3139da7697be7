"""The Training page's "Tune batch…": ``tpugui tune batch JOB --json`` for the job as it stands,
in a child process (its trials in their own), its result in a small dialog.

The job is written to a temporary file (its relative paths still read from the job file's
folder: ``--base-dir``) and the child run with the backend's Python, supervised by a worker
thread (:mod:`tpugui.qt.worker`) that polls the stop flag: Cancel ends the child's whole
process group (TERM, then KILL). The dialog lists the batches tried and the pick; only its
"Use batch N" writes ``pipeline.batch_size`` into the job model, and ``train.learning_rate``
only where the person ticked "Also scale the learning rate" (off at first): one step of
Edit › Undo, each key changed a line in the log (:meth:`JobModel.apply`). A cancelled search's
dialog lists the batches measured before the Cancel and offers nothing.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.qt import core_text
from tpugui.qt.i18n import tr, tr_noop
from tpugui.qt.training.child_cli import run_child
from tpugui.qt.training.tune_action import TuneAction

__all__ = ["TuneBatchAction", "TuneBatchDialog", "TuneFailed", "tune_batch_argv", "run_tune"]

#: seconds between looks at the child and the stop flag; the grace before KILL
GRACE_S = 5.0


class TuneFailed(Exception):
    """The child refused the job or died; ``message`` is its last words."""

    def __init__(self, message: str, returncode: int | None = None):
        super().__init__(message)
        self.message = message
        self.returncode = returncode


def tune_batch_argv(
    python: str,
    job_file: Path,
    base_dir: Path | None,
    max_memory: int | None = None,
    action: str = "batch",
) -> list[str]:
    argv = [python, "-m", "tpugui", "tune", action, str(job_file), "--json"]
    if base_dir is not None:
        argv += ["--base-dir", str(base_dir)]
    if max_memory is not None:
        argv += ["--max-memory", str(int(max_memory))]
    return argv


def _end(proc: subprocess.Popen) -> None:
    for sig, wait in ((signal.SIGTERM, GRACE_S), (signal.SIGKILL, 10.0)):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(wait)
            return
        except subprocess.TimeoutExpired:
            continue


def run_tune(
    sink: Any,
    stop_event: Any,
    python: str,
    job: Job,
    base_dir: Path | None,
    max_memory: int | None = None,
    action: str = "batch",
) -> dict[str, Any] | None:
    """The child's ``--json`` result (None when cancelled); TuneFailed when it gave none.
    ``action``: ``batch`` or ``faster`` (``tpugui tune ACTION``)."""
    from tpugui.tuning import progress

    def on_line(line: str) -> None:  # a trial ended: its progress line to the window
        trial = progress.parse(line)
        if trial is not None:
            sink(trial)

    got = run_child(
        lambda job_file: tune_batch_argv(python, job_file, base_dir, max_memory, action),
        job, stop_event, _end, prefix="tpugui-tune-", on_line=on_line,
    )  # fmt: skip
    if got.stopped:
        return None
    try:
        result = json.loads(got.stdout)
    except ValueError:
        raise TuneFailed(got.last_words(), got.returncode) from None
    if not isinstance(result, dict):
        raise TuneFailed(f"exit code {got.returncode}", got.returncode)
    return result


class TuneBatchAction(TuneAction):
    """The button and its task on the page (``page.tune``)."""

    object_name, task_name = "tuneBatchButton", "tune-batch"
    runner = staticmethod(run_tune)

    def __init__(self, page: Any):
        super().__init__(page)
        #: stands in for the device's memory (bytes), as ``--max-memory``; None: the device's
        self.max_memory: int | None = None

    def words(self) -> dict[str, str]:
        return {
            "label": tr("Tune batch…"),
            "name": tr("Find the batch size that fits"),
            "tip": tr(
                "Try batch sizes in their own processes (tpugui tune batch), time the largest "
                "that fit and offer the fastest with the learning rate scaled to it"
            ),
            "busy": tr("Cancel tuning"),
            "busy_tip": tr("Stop trying batch sizes (the trials' processes end)"),
            "started": tr("Trying batch sizes, each in its own process…"),
            "stopping": tr("Stopping the batch-size trials…"),
            "cannot": tr("Cannot tune the batch: {why}"),
            "failed": tr("Batch tuning failed: {why}"),
            "cancelled": tr("Batch tuning cancelled"),
        }

    def task_args(self, job: Job) -> tuple[Any, ...]:
        self._asked = job
        return (self.max_memory,)

    def make_dialog(self, result: dict[str, Any]) -> TuneBatchDialog:
        return TuneBatchDialog(result, self.page.ctx.model, self.page)

    def partial(self, trials: list[dict[str, Any]]) -> dict[str, Any]:
        """The batches tried before the Cancel; a measured trial (or a timing) with its
        examples/s; no pick."""
        return {
            "trials": [t for t in trials if t.get("kind") == "fit"],
            "timed": [t for t in trials if t.get("examples_per_sec")],
            "pick": None,
        }


#: how the trials' memory was found (``tpugui tune batch --json``'s ``measured_by``)
HOW = {
    "compiled": tr_noop("from the compiled step, no step run"),
    "measured": tr_noop("measured over a few real steps"),
}


def _bytes(n: Any) -> str:
    return f"{n / 2**20:,.0f} MiB" if isinstance(n, int | float) else ""


class TuneBatchDialog(QDialog):
    """The batches tried, the pick, and the one click that writes it into the job."""

    def __init__(self, r: dict[str, Any], model: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tuneBatchDialog")
        self.setWindowTitle(tr("Batch size that fits"))
        self.result = r
        self.model = model
        lay = QVBoxLayout(self)
        limit = r.get("limit")
        head = QLabel(
            r["cancelled"]
            if r.get("cancelled")
            else tr("Memory limit: {limit} ({source}); memory {how}").format(
                limit=_bytes(limit) or tr("unknown"),
                source=r.get("limit_source") or "–",
                how=tr(HOW.get(str(r.get("measured_by")), "–")),
            )
        )
        head.setObjectName("tuneBatchHead")
        head.setWordWrap(True)
        lay.addWidget(head)
        trials = r.get("trials") or []
        timed = {t.get("per_replica"): t for t in r.get("timed") or []}
        table = QTableWidget(len(trials), 6)
        table.setObjectName("tuneBatchTrials")
        table.setAccessibleName(tr("Batch sizes tried"))
        table.setHorizontalHeaderLabels(
            [tr("Batch"), tr("Fits"), tr("Memory"), tr("Examples/s"), tr("MFU"), tr("Error")]
        )
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for i, t in enumerate(trials):
            s = timed.get(t.get("per_replica")) or {}
            rate = s.get("examples_per_sec")
            mfu = s.get("mfu")
            error = (t.get("error") or "").splitlines()[0][:120] if t.get("error") else ""
            cells = [
                str(t.get("batch")),
                tr("yes") if t.get("fits") else tr("no"),
                _bytes(t.get("bytes")),
                f"{rate:,.0f}" if isinstance(rate, int | float) else "",
                f"{mfu:.1%}" if isinstance(mfu, int | float) else "",
                error,
            ]
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j == 5 and t.get("error"):
                    item.setToolTip(t["error"][:2000])
                table.setItem(i, j, item)
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        lay.addWidget(table, 1)
        self.pick = r.get("pick")
        lr = r.get("scaled_learning_rate")
        #: the learning rate as the button says it (3 significant digits) is the one written
        self.lr = float(f"{lr:.3g}") if isinstance(lr, int | float) else None
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        self.use_button: QPushButton | None = None
        #: "Also scale the learning rate": off at first; only when ticked is it written
        self.lr_box: QCheckBox | None = None
        if self.pick and isinstance(self.lr, int | float):
            rule = (
                tr("linear rule: scaled by the batch ratio, as for SGD")
                if r.get("lr_rule") == "linear"
                else tr("square-root rule: scaled by the square root of the batch ratio")
            )
            words = tr(
                "Pick: batch {batch}, {rate} examples/s, leaving {headroom:.0%} of the memory free."
            ).format(
                batch=self.pick.get("batch"),
                rate=f"{self.pick.get('examples_per_sec') or 0:,.0f}",
                headroom=r.get("headroom") or 0,
            )
            self.lr_box = QCheckBox(
                tr(
                    "Also scale the learning rate to {lr:.3g} (was {old:g} for batch "
                    "{old_batch}; {rule})"
                ).format(
                    lr=self.lr, old=r.get("learning_rate") or 0, old_batch=r.get("job_batch"),
                    rule=rule,
                )
            )  # fmt: skip
            self.lr_box.setObjectName("tuneBatchScaleLr")
            self.lr_box.setChecked(False)
            self.use_button = box.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
            self.use_button.setObjectName("tuneBatchUse")
            self.use_button.clicked.connect(self.use)
            self.lr_box.toggled.connect(self._say_use)
            self._say_use()
        elif r.get("cancelled"):
            words = tr("Nothing is picked: the search was cancelled before it ended")
        else:
            words = tr("No batch size fits: see the errors above")
        said = QLabel(words)
        said.setObjectName("tuneBatchPick")
        said.setWordWrap(True)
        lay.addWidget(said)
        if self.lr_box is not None:
            lay.addWidget(self.lr_box)
        for note in core_text.notes(r):
            n = QLabel(note)
            n.setWordWrap(True)
            lay.addWidget(n)
        lay.addWidget(box)
        self.resize(620, 420)

    def _say_use(self) -> None:
        """The button says what it writes: the batch, and the learning rate when ticked."""
        if self.use_button is None or not self.pick:
            return
        if self.lr_box is not None and self.lr_box.isChecked():
            text = tr("Use batch {batch} and learning rate {lr:.3g}")
        else:
            text = tr("Use batch {batch}")
        self.use_button.setText(text.format(batch=self.pick.get("batch"), lr=self.lr))

    def use(self) -> None:
        """Write the pick into the job (the person's click: the job is modified, not saved):
        the batch, and the learning rate only when ticked; one undo step, logged."""
        if not self.pick or not isinstance(self.lr, int | float):
            return
        values: dict[str, Any] = {"pipeline.batch_size": int(self.pick["batch"])}
        if self.lr_box is not None and self.lr_box.isChecked():
            values["train.learning_rate"] = self.lr
        self.model.apply(values, Message(N_("Tune batch…")), tr("Tune batch…"))
        self.accept()
