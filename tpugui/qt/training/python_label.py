"""The Training page's line on the Python that will run the job: its version and the backend's
frameworks there, or why it cannot run it (the backend missing); its path is the tooltip."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from superqt import QElidingLabel

from tpugui.qt import core_text
from tpugui.qt.i18n import tr
from tpugui.qt.training.history_model import status_colour

__all__ = ["PythonLabel"]


class PythonLabel(QElidingLabel):
    """One line, elided in the middle (a long path keeps its both ends)."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("runPython")
        self.setAccessibleName(tr("The Python that will run the job"))
        self.setElideMode(Qt.TextElideMode.ElideMiddle)

    def looking(self, python: str) -> None:
        """``python`` is being looked at (in a thread)."""
        self.setText(tr("Python: looking at {python}…").format(python=python))

    def found(self, backend: str, interp: Any) -> None:
        """What ``interp`` (tpugui.runner.pythons.Interpreter) has for ``backend``."""
        from tpugui.runner import pythons

        problem = pythons.missing(backend, interp)
        if problem is not None:
            self.setText(core_text.text(problem))
            self.setStyleSheet(f"color: {status_colour('failed')};")
        else:
            versions = [
                f"{name} {version}"
                for name, version in interp.summary(backend).items()
                if name != "python" and version
            ]
            self.setText(
                tr("Runs with Python {version} · {frameworks}").format(
                    version=interp.python, frameworks=", ".join(versions)
                )
            )
            self.setStyleSheet("")
        self.setToolTip(interp.path)
