"""The Training page's "Faster…": ``tpugui tune faster JOB --json`` ("make this job faster") for
the job as it stands, in a child process (each measurement in its own), its result in a dialog.

The child runs as "Tune batch…"'s does (:func:`tune_batch.run_tune`: the job in a temporary
file, the backend's Python, a worker thread that polls the stop flag; Cancel ends the child's
process group). The dialog lists the job and every candidate (examples/s, × the job, loss, at
equal loss, beyond the noise), the verdict and the winner as a diff of the job; only its
"Apply these changes" writes those keys into the job model, nothing else, as any edit does (the
job is modified, not saved) — a learning rate scaled with the batch only where the person
ticked "Also scale the learning rate" (off at first) — as one step of Edit › Undo, each key a
line in the log (:meth:`JobModel.apply`). A cancelled search's dialog lists what was measured
before the Cancel (each configuration's rounds so far against the job's first) and offers
nothing.
"""

from __future__ import annotations

import statistics
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
from tpugui.qt.i18n import tr
from tpugui.qt.training.tune_action import TuneAction
from tpugui.qt.training.tune_batch import run_tune

__all__ = ["TuneFasterAction", "TuneFasterDialog"]

#: the key a larger batch scales with it (written only when the person ticks it)
LR = "train.learning_rate"


class TuneFasterAction(TuneAction):
    """The button and its task on the page (``page.faster``)."""

    object_name, task_name = "tuneFasterButton", "tune-faster"
    runner = staticmethod(run_tune)

    def words(self) -> dict[str, str]:
        return {
            "label": tr("Faster…"),
            "name": tr("Make this job faster"),
            "tip": tr(
                "Make this job faster (tpugui tune faster): a larger batch that fits, "
                "steps_per_execution, XLA compilation, precision and the pipeline's knobs: all "
                "at once, then each taken back in turn, every trial in its own process; what is "
                "kept is offered only at equal loss and beyond the noise"
            ),
            "busy": tr("Cancel"),
            "busy_tip": tr("Stop measuring (the trials' processes end)"),
            "started": tr(
                "Measuring the job's throughput knobs, each in its own process (a few minutes)…"
            ),
            "stopping": tr("Stopping the measurements…"),
            "cannot": tr("Cannot make the job faster: {why}"),
            "failed": tr("Make faster failed: {why}"),
            "cancelled": tr("Make faster cancelled"),
        }

    def task_args(self, job: Job) -> tuple[Any, ...]:
        return (None, "faster")

    def make_dialog(self, result: dict[str, Any]) -> TuneFasterDialog:
        return TuneFasterDialog(result, self.page.ctx.model, self.page)

    def partial(self, trials: list[dict[str, Any]]) -> dict[str, Any]:
        """The configurations measured before the Cancel, each with the median of its rounds
        so far and its ratio to the job's first round; a batch that did not fit; no winner."""
        rows: dict[str, dict[str, Any]] = {}
        for t in trials:
            name = str(t.get("name", ""))
            row = rows.setdefault(name, {
                "name": name, "role": t.get("role") or "", "parts": t.get("parts") or [],
                "baseline": bool(t.get("baseline")), "rates": [], "losses": [], "error": "",
            })  # fmt: skip
            if t.get("error"):
                row["error"] = str(t["error"])
            rate, loss = t.get("examples_per_sec"), t.get("loss")
            if t.get("kind") == "round" and isinstance(rate, int | float):
                row["rates"].append(float(rate))
                if isinstance(loss, int | float):
                    row["losses"].append(float(loss))
        kept = [r for r in rows.values() if r["rates"] or r["error"]]  # a fit alone: not measured
        for r in kept:
            r["examples_per_sec"] = statistics.median(r["rates"]) if r["rates"] else None
            r["loss"] = statistics.median(r["losses"]) if r["losses"] else None
        base = next((r for r in kept if r["baseline"]), None)
        job = base["rates"][0] if base is not None and base["rates"] else None
        for r in kept:
            if job and r["examples_per_sec"] and r is not base:
                r["speedup_vs_job"] = r["examples_per_sec"] / job
        return {
            "baseline": base or {},
            "candidates": [r for r in kept if r is not base],
            "winner": None,
            "diff": [],
        }


def _num(x: Any, fmt: str) -> str:
    return format(x, fmt) if isinstance(x, int | float) else ""


def _named(c: dict[str, Any]) -> tuple[str, str]:
    """(the row's name, its tooltip): what it is in the search — all the changes at once, all
    but one — in the window's language; the pick by its changes, with what it was measured as."""
    role, parts, name = c.get("role"), c.get("parts") or [], str(c.get("name", ""))
    what = ""
    if role == "all" and len(parts) > 1:
        what = tr("all of: {parts}").format(parts=" + ".join(parts))
    elif role == "all_but" and parts:
        what = tr("all but: {part}").format(part=parts[0])
    if c.get("offered") or not what:
        return name, f"{name}\n({what})" if what and what != name else name
    return what, what


def _beyond(c: dict[str, Any], rounds: int) -> str:
    """The "beyond noise" cell: yes/no with the bar; a configuration of the elimination pass
    (one trial, not the pick) is not judged alone."""
    if not c.get("faster") and not c.get("lost_round") and len(c.get("rates") or []) < rounds:
        return tr("(one trial)")
    bar = f" (> {c['threshold']:.2f}×)" if c.get("threshold") else ""
    return (tr("yes") if c.get("faster") else tr("no")) + bar


class TuneFasterDialog(QDialog):
    """The candidates measured, the verdict, and the one click that applies the winner."""

    def __init__(self, r: dict[str, Any], model: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tuneFasterDialog")
        self.setWindowTitle(tr("Make this job faster"))
        self.result = r
        self.model = model
        lay = QVBoxLayout(self)
        cancelled = r.get("cancelled")
        head = QLabel(
            cancelled
            or tr(
                "{steps} steps a trial: all the changes at once, then each taken back in turn; "
                "the pick against the job in {rounds} rounds. Throughput noise ±{noise:.1%}, "
                "loss tolerance {tol:.0%}"
            ).format(
                steps=r.get("steps"),
                rounds=r.get("rounds"),
                noise=r.get("noise") or 0.0,
                tol=r.get("loss_tolerance") or 0.0,
            )
        )
        head.setObjectName("tuneFasterHead")
        head.setWordWrap(True)
        lay.addWidget(head)
        base = r.get("baseline") or {}
        # cancelled before the job's first round: only what was measured
        rows = [base, *(r.get("candidates") or [])] if base or not cancelled else r["candidates"]
        table = QTableWidget(len(rows), 6)
        table.setObjectName("tuneFasterCandidates")
        table.setAccessibleName(tr("Changes measured"))
        table.setHorizontalHeaderLabels(
            [tr("Change"), tr("Examples/s"), tr("× job"), tr("Loss"), tr("Equal loss"),
             tr("Beyond noise")]
        )  # fmt: skip
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        for i, c in enumerate(rows):
            if c is base:
                name = tr("the job as given")
                cells = [name, _num(c.get("examples_per_sec"), ",.0f"), "1.00",
                         _num(c.get("loss"), ".4g"), "", ""]  # fmt: skip
            elif c.get("error"):
                cells = [c.get("name", ""), "", "", "", "", c["error"][:120]]
            else:
                eq = c.get("equal_accuracy")
                cells = [
                    c.get("name", ""),
                    _num(c.get("examples_per_sec"), ",.0f"),
                    _num(c.get("speedup_vs_job") or c.get("speedup"), ".2f"),
                    _num(c.get("loss"), ".4g"),
                    "" if eq is None else (tr("yes") if eq else tr("no (worse)")),
                    "" if cancelled else _beyond(c, r.get("rounds") or 0),
                ]
            tip = cells[0]
            if c is not base and not c.get("error"):
                cells[0], tip = _named(c)
            for j, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if j == 0:
                    item.setToolTip(tip)
                table.setItem(i, j, item)
        # the figures' columns fit their contents; the change column takes what is left (a
        # combination's name is long: elided in a narrow dialog, its tooltip whole)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(table, 1)
        #: the winner's changes as the child measured them (dotted key -> new value)
        self.changes = {d["key"]: d["new"] for d in r.get("diff") or [] if "key" in d}
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        self.apply_button: QPushButton | None = None
        #: "Also scale the learning rate" (the winner's batch came with one): off at first
        self.lr_box: QCheckBox | None = None
        if r.get("winner") and self.changes:
            lines = "\n".join(
                f"  {d['key']}: {d.get('old')!r} → {d['new']!r}"
                for d in r.get("diff") or []
                if d.get("key") != LR
            )
            lr = next((d for d in r.get("diff") or [] if d.get("key") == LR), None)
            if lr is not None and len(self.changes) > 1:
                self.lr_box = QCheckBox(
                    tr(
                        "Also scale the learning rate to {new:.3g} (was {old:g}), as the "
                        "measured runs did"
                    ).format(new=lr["new"], old=lr.get("old") or 0)
                )
                self.lr_box.setObjectName("tuneFasterScaleLr")
                self.lr_box.setChecked(False)
            words = tr("{name}: {speedup:.2f}× the job's examples/s. The change:").format(
                name=r["winner"], speedup=r.get("speedup") or 0.0
            )
            words += "\n" + lines
            self.apply_button = box.addButton(
                tr("Apply these changes"), QDialogButtonBox.ButtonRole.AcceptRole
            )
            self.apply_button.setObjectName("tuneFasterApply")
            self.apply_button.clicked.connect(self.apply)
        elif cancelled:
            words = tr("Nothing is offered: the search was cancelled before it ended")
        else:
            words = tr("No change is faster beyond the noise here: the job stays as it is.")
        said = QLabel(words)
        said.setObjectName("tuneFasterVerdict")
        said.setWordWrap(True)
        lay.addWidget(said)
        if self.lr_box is not None:
            lay.addWidget(self.lr_box)
        for note in core_text.notes(r):
            n = QLabel(note)
            n.setWordWrap(True)
            lay.addWidget(n)
        lay.addWidget(box)
        self.resize(720, 440)

    def apply(self) -> None:
        """Write the winner's keys into the job (the person's click: modified, not saved); its
        learning rate only when ticked; one undo step, logged."""
        if not self.changes:
            return
        values = dict(self.changes)
        if self.lr_box is not None and not self.lr_box.isChecked():
            values.pop(LR, None)
        self.model.apply(values, Message(N_("Faster…")), tr("Faster…"))
        self.accept()
