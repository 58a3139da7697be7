"""The Training page's settings: the ``[model]`` and ``[train]`` keys, made by the form builder.

Which keys, their controls, ranges, labels and help all come from the schema: every key of the
two sections appears, the ``advanced`` ones fold away. The only behaviour of its own is the
Devices page's advice: backend, device and strategy are prefilled from it while the job leaves
the device to the app (``model.device = auto``) and the person has not chosen them here.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout, QLabel, QVBoxLayout, QWidget

from tpugui.i18n_marks import Message
from tpugui.job_fields import section_specs
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.form import JobForm

__all__ = ["TrainingForm", "TRAINING_SECTIONS"]

TRAINING_SECTIONS = ("model", "train")
_CHOSEN = {"model.backend", "model.device", "model.strategy"}


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
        )
        # a row too long for the settings column puts its field under its label, so the
        # column (and the page) fits a 1024 px window and no field is cut on the right
        for f in self.form.findChildren(QFormLayout):
            f.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.widgets = self.form.widgets
        self.problem_label = self.form.problem_label
        self.advanced = self.form.advanced
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.advice_label)
        lay.addWidget(self.form)
        model.loaded.connect(lambda _job: setattr(self, "_prefilled", False))

    @property
    def valid(self) -> bool:
        return self.model.valid

    @property
    def problems(self) -> list[str]:
        return self.form.problems

    def set_running(self, running: bool) -> None:
        self.form.set_running(running)

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
