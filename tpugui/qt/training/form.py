"""The Training page's settings: the ``[model]`` and ``[train]`` keys, made by the form builder.

Which keys, their controls, ranges, labels and help all come from the schema: every key of the
two sections appears, the ``advanced`` ones fold away. Behaviour of its own:

- the Devices page's advice: backend, device and strategy are prefilled from it while the job
  leaves the device to the app (``model.device = auto``) and the person has not chosen them
  here;
- ``model.architecture``'s model file (the protocol: :mod:`tpugui.training.file_model`):
  *Browse…* picks a ``.py`` file and *New model file…* writes the commented template of the
  current backend (never over an existing file without asking); both set ``file:PATH``, relative
  to the job file when the model file is in its folder, and the file is checked at once
  (without importing it: the window never imports a framework).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (
    QBoxLayout,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui import backends
from tpugui.i18n_marks import Message
from tpugui.job import JobError
from tpugui.job_fields import section_specs
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.form import JobForm
from tpugui.training import file_model

__all__ = ["TrainingForm", "TRAINING_SECTIONS"]

TRAINING_SECTIONS = ("model", "train")
_CHOSEN = {"model.backend", "model.device", "model.strategy"}
ARCH = "model.architecture"


def _keys(section: str, advanced: bool) -> list[str]:
    return [s.key for s in section_specs(section) if s.meta.advanced == advanced]


class TrainingForm(QWidget):
    def __init__(self, model: JobModel, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("trainingForm")
        self.model = model
        self._prefilled = False  # backend/device came from the Devices page
        self.advice_label = QLabel()
        self.advice_label.setObjectName("deviceAdvice")
        self.advice_label.setWordWrap(True)
        self.advice_label.setStyleSheet(f"color: {theme.colors()['muted']};")
        self.advice_label.hide()
        self.form = JobForm(
            model,
            [
                (tr("Model and device"), _keys("model", False)),
                (tr("Training"), _keys("train", False)),
            ],
            advanced=[*_keys("model", True), *_keys("train", True)],
            problems_name="formProblems",
            browse={ARCH: self.browse_model_file},
        )
        # a row too long for the settings column puts its field under its label, so the
        # column (and the page) fits a 1024 px window and no field is cut on the right
        for f in self.form.findChildren(QFormLayout):
            f.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.widgets = self.form.widgets
        self.browse_button: QPushButton = self.widgets[ARCH].browse_button
        self.browse_button.setToolTip(tr("Choose a Python model file (.py) for this job"))
        self.new_file_button = QPushButton(tr("New model file…"))
        self.new_file_button.setObjectName("newModelFileButton")
        self.new_file_button.setAccessibleName(tr("Write a new model file for this backend"))
        self.new_file_button.setToolTip(
            tr(
                "Write a commented model file for the current backend that trains as it is, "
                "with the optional loss, optimizer and metrics hooks shown, and use it"
            )
        )
        self.new_file_button.clicked.connect(self.new_model_file)
        # the model type on its own line (a file's path stays readable), its buttons below
        row_lay = self.form.rows[ARCH][1].layout()
        row_lay.removeWidget(self.browse_button)
        row_lay.setDirection(QBoxLayout.Direction.TopToBottom)
        buttons = QHBoxLayout()
        buttons.addWidget(self.browse_button)
        buttons.addWidget(self.new_file_button)
        buttons.addStretch(1)
        row_lay.addLayout(buttons)
        self.problem_label = self.form.problem_label
        self.advanced = self.form.advanced
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.advice_label)
        lay.addWidget(self.form)
        model.loaded.connect(self._job_loaded)  # a bound method: let go when deleted

    def _job_loaded(self, _job: object) -> None:
        self._prefilled = False

    @property
    def valid(self) -> bool:
        return self.model.valid

    @property
    def problems(self) -> list[str]:
        return self.form.problems

    def set_running(self, running: bool) -> None:
        self.form.set_running(running)
        self.new_file_button.setEnabled(not running)

    # -- the model file ------------------------------------------------------------------------
    def _job_dir(self) -> Path | None:
        return self.model.path.parent if self.model.path is not None else None

    def _start_dir(self) -> str:
        """The current model file's folder, else the job file's, else the working folder."""
        current = file_model.model_file(str(self.model.value(ARCH)), self._job_dir())
        if current is not None and current.parent.is_dir():
            return str(current.parent)
        folder = self._job_dir()
        return str(folder) if folder is not None else os.getcwd()

    def architecture_of(self, path: str | Path) -> str:
        """``file:PATH``: relative to the job file's folder when the file is inside it."""
        p = Path(path).expanduser().absolute()
        folder = self._job_dir()
        if folder is not None:
            try:
                return "file:" + p.relative_to(folder.absolute()).as_posix()
            except ValueError:
                pass
        return f"file:{p}"

    def use_model_file(self, path: str | Path) -> None:
        """Set ``model.architecture`` to the file and show what keeps it from working."""
        arch = self.architecture_of(path)
        self.model.set(ARCH, arch)
        found = file_model.problems(arch, self._job_dir())
        if found:
            self.model.report(JobError.of(found))

    def browse_model_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            tr("Choose a model file"),
            self._start_dir(),
            tr("Python files (*.py);;All files (*)"),
        )
        if path:
            self.use_model_file(path)

    def new_model_file(self) -> bool:
        """Write the current backend's template where the person says; True when written."""
        backend = str(self.model.value("model.backend"))
        flax = backends.installed("flax")
        name = file_model.template_name(backend, flax)
        suggested = str(Path(self._start_dir()) / "model.py")
        path, _ = QFileDialog.getSaveFileName(  # the dialog asks before replacing a file
            self,
            tr("New model file for {backend}").format(backend=backend),
            suggested,
            tr("Python files (*.py)"),
        )
        if not path:
            return False
        target = Path(path)
        if target.suffix != ".py":
            target = target.with_name(target.name + ".py")
            if target.exists() and not self._confirm_replace(target):
                return False  # the dialog asked about the name without .py, not this one
        try:
            target.write_text(file_model.template(backend, flax), encoding="utf-8")
        except OSError as exc:
            QMessageBox.warning(
                self,
                tr("New model file"),
                tr("Cannot write {path}: {error}").format(
                    path=str(target), error=exc.strerror or str(exc)
                ),
            )
            return False
        self.use_model_file(target)
        self.new_file_button.setProperty("template", name)
        return True

    def _confirm_replace(self, target: Path) -> bool:
        answer = QMessageBox.question(
            self,
            tr("Replace the file?"),
            tr("{path} already exists. Replace it with a new model file?").format(path=str(target)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    # -- device advice -----------------------------------------------------------------------
    def apply_inventory(self, inventory: Any) -> bool:
        """Prefill from the Devices page's inventory (``inventory.recommendation``: backend,
        device, strategy, reason); True when the job changed."""
        rec = getattr(inventory, "recommendation", None)
        if rec is None and isinstance(inventory, dict):
            rec = inventory.get("recommendation")
        if rec is None:
            return False

        def get(name: str) -> Any:
            return rec.get(name) if isinstance(rec, dict) else getattr(rec, name, None)

        why = get("reason_message") or get("reason") or get("why") or ""
        return self.apply_recommendation(get("backend"), get("device"), why, get("strategy"))

    def _show_advice(
        self, backend: str | None, device: str | None, why: Any, applied: bool
    ) -> None:
        text = tr("Devices page recommends {backend} on {device}").format(
            backend=backend or "?", device=device or "auto"
        )
        message = why if isinstance(why, Message) else getattr(why, "message", None)
        reason = core_text.text(message) if message is not None else str(why or "")
        if reason:
            text = tr("{advice}: {why}").format(advice=text, why=reason)
        if applied:
            text = tr("{advice} (applied)").format(advice=text)
        else:
            text = tr("{advice} (not applied: you chose the device)").format(advice=text)
        self.advice_label.setText(text)
        self.advice_label.setToolTip(
            tr("The Devices page's advice for this machine; choose a device here to override it")
        )
        self.advice_label.show()

    def apply_recommendation(
        self,
        backend: str | None,
        device: str | None,
        why: Any = "",
        strategy: str | None = None,
    ) -> bool:
        """Prefill backend / device / strategy from the Devices page.

        Only while the job leaves the device to the app (``device = auto``) and the person has
        not chosen them here; otherwise the advice is shown, not applied.
        """
        if not backend and not device:
            return False
        model = self.model
        applies = not (_CHOSEN & model.edited) and (
            model.value("model.device") == "auto" or self._prefilled
        )
        if not applies:
            self._show_advice(backend, device, why, False)
            return False
        values: dict[str, Any] = {}
        if backend:
            values["model.backend"] = backend
        if device:
            values["model.device"] = device
        if strategy:
            values["model.strategy"] = strategy
        model.update(values, edited=False)
        self._prefilled = True
        self._show_advice(backend, device, why, True)
        return True
