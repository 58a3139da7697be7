"""The first-start pointer on the first page: on a machine with no run yet, one line that says
what to do next (train the demo job: Training › Start training) and a button that goes there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette, QShowEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from tpugui.qt.i18n import tr
from tpugui.qt.page import AppContext
from tpugui.runs import store

__all__ = ["FirstStartPointer"]


class FirstStartPointer(QFrame):
    """Shown while the run store holds no run; "Go to Training" shows the Training page with
    Start training focused (one more key press, Enter, starts the demo)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("firstStartPointer")
        # as tall as its button (no frame, no vertical margin): the status row it sits on keeps
        # the page within a 1024 x 700 window, in zh_TW too; a tinted background marks it
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAutoFillBackground(True)
        self.setBackgroundRole(QPalette.ColorRole.AlternateBase)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(6, 0, 0, 0)
        # one short line: a second one gave the page a scroll bar of its own around the cards'
        # at 1024 x 700 (the details are the button's tooltip)
        self.label = QLabel(tr("New here? Train the demo job: Training › Start training."))
        self.label.setObjectName("firstStartText")
        self.label.setWordWrap(False)  # one line: no height-for-width for the page
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.label, 1)
        self.button = QPushButton(tr("Go to Training"))
        self.button.setObjectName("firstStartButton")
        self.button.setAccessibleName(tr("Go to the Training page to start the demo training"))
        self.button.setToolTip(
            tr(
                "Shows the Training page with Start training ready: the demo job trains a small "
                "network on handwritten digits, here, in a minute or two"
            )
        )
        self.button.clicked.connect(self.go)
        lay.addWidget(self.button)
        # hidden where a run exists; never shown here: a widget without a parent yet would
        # open as a window of its own (and take the focus from the window while it appears)
        if store.has_runs():
            self.hide()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        if store.has_runs():  # a run was made since (the first page shown again)
            self.hide()

    def go(self) -> None:
        self.ctx.show_page.emit("trainingPage")
        page = self.ctx.page("trainingPage")
        start = getattr(page, "start_button", None)
        if start is not None:
            start.setFocus(Qt.FocusReason.OtherFocusReason)
