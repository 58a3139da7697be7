"""The Training page's machine check (:mod:`tpugui.training.preflight`) and its one-click fix.

While the job is edited, what this machine cannot run (a TPU device here without a TPU, float16
on a CPU) is marked amber on its field, the reason first in its tooltip, and the fix button
offers the suggested values. Advice only: the job may be meant for another machine (the Remote
page checks it against the VM), so nothing is blocked until a local Start, whose refusal the
page hands to :meth:`FixButton.offer`.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QWidget

from tpugui.job import JobError
from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.job_model import JobModel
from tpugui.qt.widgets.form import JobForm

#: job keys whose change the machine check looks at again while editing
PREFLIGHT_KEYS = frozenset(
    {
        "model.backend",
        "model.device",
        "model.strategy",
        "model.precision",
        # the disk: how many checkpoints the run keeps (training/preflight_disk.py)
        "name",
        "train.epochs",
        "train.checkpoint_every",
        "train.keep_checkpoints",
        "train.keep_best",
    }
)


class FixButton(QPushButton):
    """Writes every suggested alternative (device auto, strategy auto, ...) into the job."""

    applied = Signal()

    def __init__(self, model: JobModel, form: JobForm, parent: QWidget | None = None):
        super().__init__("", parent)
        self.model, self.form = model, form
        self.setObjectName("preflightFixButton")
        self.setAccessibleName(tr("Use the suggested values"))
        self.setToolTip(tr("Write the suggested values into the job"))
        self.clicked.connect(self._apply)
        self.hide()
        self.fixes: list = []  # the preflight.Finding the button would write
        self.machine: Any = None  # preflight.Machine of this machine, once detected
        #: the runs folder whose disk the checkpoints go to (None: the default one)
        self.runs_root: Any = None

    def machine_found(self, inventory: Any) -> None:
        """This machine's inventory: its absent device choices are greyed, the job checked."""
        from tpugui.job_fields import field_spec
        from tpugui.training import preflight

        self.machine = preflight.Machine.from_inventory(inventory)
        choices = field_spec("model.device").meta.choices
        self.form.mark_choices("model.device", preflight.device_choices(self.machine, choices))
        self.check()

    def check(self) -> None:
        """Mark the fields of the current job this machine cannot run, and offer the fix."""
        from tpugui.training import preflight

        found = self._disk()
        if self.machine is not None:
            found = preflight.findings(self.model.job, self.machine) + found
        self.form.set_notes({f.key: core_text.text(f.message) for f in found})
        self._show(found)

    def _disk(self) -> list:
        """Checkpoints that would outgrow the free disk (tpugui/training/preflight_disk.py)."""
        from tpugui.runs.files import default_runs_root
        from tpugui.training import preflight_disk

        root = self.runs_root if self.runs_root is not None else default_runs_root()
        try:
            return preflight_disk.findings(self.model.job, root)
        except (OSError, ValueError):
            return []

    def offer(self, exc: JobError) -> None:
        """A refused Start: the fix for the fields the check refused, and its warnings."""
        from tpugui.training import preflight

        refused = {k for k, _ in exc.details}
        try:
            job = self.model.validated()
        except JobError:
            job = None
        found = []
        if job is not None:
            found = [
                f
                for f in preflight.findings(job, preflight.Machine.here())
                if f.key in refused or f.level == "warning"
            ]
        self._show(found)

    def _show(self, found: list) -> None:
        self.fixes = found
        self.setText(
            tr("Use {changes}").format(
                changes=", ".join(f"{f.key.split('.')[-1]} {f.alternative}" for f in found)
            )
        )
        self.setVisible(bool(found))

    def _apply(self) -> None:
        from tpugui.training import preflight

        if not self.fixes:
            return
        fixes, self.fixes = self.fixes, []
        self.hide()
        # the edit runs the check again: what is left to say (bfloat16 on the CPU the job now
        # runs on) comes back with its own fix
        self.model.replace(preflight.fixed(self.model.validated(), fixes))
        self.applied.emit()
