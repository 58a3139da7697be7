"""The Sweeps tab's "Search space…": the person picks the job keys a sweep searches and their
ranges, and the dialog writes the job's ``[sweep.space]`` through the job model (the person's
edit: the job is modified, not saved; nothing is written before OK).

One row per key a sweep commonly searches — batch size, learning rate, the optimizer and its
settings, the pipeline's knobs, steps_per_execution, XLA compilation, precision — and any other
key the job's space already holds. A row's values are typed as the TOML entry reads: a range
``1e-4 .. 1e-2 log`` (or ``… step 8``), or choices ``32, 64, 128``. The space is checked by
:func:`tpugui.sweep.space.parse` (the schema's own ranges and choices) before it is written; a
problem is said under the table, naming its key, and the dialog stays open.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from tpugui.job import Job, JobError
from tpugui.qt.i18n import tr
from tpugui.qt.widgets.form import problem_text

__all__ = ["PRESETS", "SpaceDialog", "entry_text", "parse_entry"]

#: the keys offered, each with the values a first sweep would try
PRESETS: dict[str, str] = {
    "train.learning_rate": "1e-4 .. 1e-2 log",
    "pipeline.batch_size": "32, 64, 128",
    "train.optimizer": "adam, adamw, sgd",
    "train.momentum": "0.8 .. 0.99",
    "train.beta_1": "0.85 .. 0.95",
    "train.weight_decay": "1e-5 .. 1e-2 log",
    "pipeline.map_parallel_calls": "1, 4, autotune",
    "pipeline.prefetch": "1, 4, autotune",
    "pipeline.private_threadpool_size": "0, 8",
    "train.steps_per_execution": "1, 8, 32",
    "train.jit_compile": "off, on",
    "model.precision": "float32, mixed_bfloat16",
}


def _value(word: str) -> Any:
    w = word.strip()
    if w.lower() in ("true", "false"):
        return w.lower() == "true"
    for kind in (int, float):
        try:
            return kind(w)
        except ValueError:
            pass
    return w.strip("\"'")


def parse_entry(text: str) -> dict[str, Any]:
    """``"1e-4 .. 1e-2 log"`` -> ``{"low": 1e-4, "high": 1e-2, "log": True}``; ``"a .. b step
    s"`` -> with ``step``; ``"32, 64"`` -> ``{"choices": [32, 64]}``. The space's own check
    says what is wrong with the values."""
    if ".." in text:
        low, rest = text.split("..", 1)
        words = rest.split()
        entry: dict[str, Any] = {"low": _value(low), "high": _value(words[0]) if words else None}
        extra = words[1:]
        if extra[:1] == ["log"]:
            entry["log"] = True
        elif extra[:1] == ["step"] and len(extra) > 1:
            entry["step"] = _value(extra[1])
        return entry
    return {"choices": [_value(w) for w in text.split(",") if w.strip()]}


def _shown(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    return f"{v:g}" if isinstance(v, float) else str(v)


def entry_text(entry: dict[str, Any]) -> str:
    """The row's text of a ``[sweep.space]`` entry (the inverse of :func:`parse_entry`)."""
    if "choices" in entry:
        return ", ".join(_shown(v) for v in entry["choices"])
    text = f"{_shown(entry.get('low'))} .. {_shown(entry.get('high'))}"
    if entry.get("log"):
        text += " log"
    elif entry.get("step") is not None:
        text += f" step {_shown(entry['step'])}"
    return text


def _sweep_of(model: Any) -> dict[str, Any]:
    """The job's ``[sweep]`` section as the draft holds it ({} when the job has none)."""
    try:
        return copy.deepcopy(model.value("sweep") or {})
    except KeyError:
        return {}


class SpaceDialog(QDialog):
    """The keys and their values; OK writes ``sweep.space`` into the job model."""

    def __init__(self, model: Any, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("sweepSpaceDialog")
        self.setWindowTitle(tr("Search space"))
        self.model = model
        sweep = _sweep_of(model)
        space: dict[str, Any] = dict(sweep.get("space") or {})
        keys = list(PRESETS) + [k for k in space if k not in PRESETS]
        lay = QVBoxLayout(self)
        head = QLabel(
            tr(
                "The job keys a sweep searches (tpugui sweep, [sweep.space]): a range as "
                "low .. high (add log, or step N), or choices as a, b, c"
            )
        )
        head.setWordWrap(True)
        lay.addWidget(head)
        self.table = QTableWidget(len(keys), 2)
        self.table.setObjectName("sweepSpaceTable")
        self.table.setAccessibleName(tr("Keys searched"))
        self.table.setHorizontalHeaderLabels([tr("Search"), tr("Values")])
        self.table.verticalHeader().hide()
        self.rows: dict[str, tuple[QCheckBox, QLineEdit]] = {}
        for i, key in enumerate(keys):
            check = QCheckBox(key)
            check.setObjectName(f"space:{key}")
            check.setAccessibleName(tr("Search {key}").format(key=key))
            check.setChecked(key in space)
            edit = QLineEdit(entry_text(space[key]) if key in space else PRESETS.get(key, ""))
            edit.setObjectName(f"spaceValues:{key}")
            edit.setAccessibleName(tr("Values of {key}").format(key=key))
            edit.textEdited.connect(lambda _t, c=check: c.setChecked(True))
            self.table.setCellWidget(i, 0, check)
            self.table.setCellWidget(i, 1, edit)
            self.rows[key] = (check, edit)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        lay.addWidget(self.table, 1)
        self.problems = QLabel()
        self.problems.setObjectName("sweepSpaceProblems")
        self.problems.setWordWrap(True)
        lay.addWidget(self.problems)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = box.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setObjectName("sweepSpaceOk")
        box.accepted.connect(self.write)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.resize(560, 480)

    def space(self) -> dict[str, Any]:
        """The space the checked rows say."""
        return {
            key: parse_entry(edit.text())
            for key, (check, edit) in self.rows.items()
            if check.isChecked()
        }

    def write(self) -> bool:
        """Check the space against the job; write it (and close) or say what is wrong."""
        from tpugui.sweep.space import parse

        space = self.space()
        sweep = _sweep_of(self.model)
        sweep["space"] = space
        try:
            job = self.model.validated()
            parse(Job.from_dict({**job.to_dict(), "sweep": sweep}))
        except JobError as exc:
            self.problems.setText("\n".join(problem_text(k, m) for k, m in exc.details))
            return False
        self.model.update({"sweep": sweep})
        self.accept()
        return True
