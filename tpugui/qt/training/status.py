"""The Training page's status line: superqt's eliding label, the whole text in its tooltip."""

from __future__ import annotations

from PySide6.QtWidgets import QSizePolicy, QWidget
from superqt import QElidingLabel


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

    def elided(self) -> bool:
        return self.fontMetrics().horizontalAdvance(self.text()) > self.contentsRect().width()
