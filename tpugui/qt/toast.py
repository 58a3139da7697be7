"""Non-blocking notifications: small cards in the window's lower right corner."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt import theme
from tpugui.qt.errors import Notification
from tpugui.qt.i18n import tr, tr_noop

LEVEL_TITLES = {
    "error": tr_noop("Error"),
    "warning": tr_noop("Warning"),
    "info": tr_noop("Information"),
}

#: per scheme: level -> card background (the border is the theme's colour of that level) and
#: the text colour, dark on the light cards, light on the dark ones
_BACKGROUND = {
    "light": {"error": "#fdecea", "warning": "#fff4e5", "info": "#e8f1fb"},
    "dark": {"error": "#3d2224", "warning": "#3a2f18", "info": "#1c2a3c"},
}
_TEXT = {"light": "#222222", "dark": "#e6e6e6"}


def style(level: str, scheme: str | None = None) -> tuple[str, str, str]:
    """(background, border, text) colours of a toast of ``level`` on ``scheme``."""
    scheme = scheme or theme.current()
    level = level if level in _BACKGROUND[scheme] else "info"
    return _BACKGROUND[scheme][level], theme.colors(scheme)[level], _TEXT[scheme]


MAX_TOASTS = 4


class Toast(QFrame):
    def __init__(self, note: Notification, parent: QWidget):
        super().__init__(parent)
        self.note = note
        self.setObjectName("toast")
        title = tr(LEVEL_TITLES.get(note.level, LEVEL_TITLES["info"]))
        self.setAccessibleName(f"{title}: {note.message}")
        bg, fg, text_colour = style(note.level)
        self.setStyleSheet(
            f"#toast {{ background: {bg}; border: 1px solid {fg}; border-left: 5px solid {fg};"
            " border-radius: 4px; }"
            f" QLabel {{ color: {text_colour}; background: transparent; }}"
            f" QPushButton#toastClose {{ color: {text_colour}; }}"
        )
        lay = QHBoxLayout(self)
        lay.setContentsMargins(10, 8, 6, 8)
        text = QLabel(note.message if len(note.message) < 400 else note.message[:400] + "…")
        text.setWordWrap(True)
        text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        text.setObjectName("toastText")
        lay.addWidget(text, 1)
        buttons = QVBoxLayout()
        close = QPushButton("✕")
        close.setObjectName("toastClose")
        close.setAccessibleName(tr("Dismiss notification"))
        close.setFlat(True)
        close.setFixedWidth(28)
        close.clicked.connect(self.dismiss)
        buttons.addWidget(close)
        if note.details:
            more = QPushButton(tr("Details"))
            more.setObjectName("toastDetails")
            more.clicked.connect(self._details)
            buttons.addWidget(more)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        self.setFixedWidth(420)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.dismiss)
        self.timer.start(12_000 if note.level == "error" else 6_000)

    def _details(self) -> None:
        box = QMessageBox(self.window())
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(tr("Details"))
        box.setText(self.note.message)
        box.setDetailedText(self.note.details)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()  # non-blocking

    def dismiss(self) -> None:
        # hidden (no longer listed by ToastArea.toasts) and deleted by the event loop; it stays
        # the window's child until then: taken from its parent, Python would own it and could
        # delete it at once, inside the click or timeout that called this
        self.timer.stop()
        self.hide()
        self.deleteLater()
        parent = self.parent()
        if isinstance(parent, QWidget) and hasattr(parent.window(), "toasts"):
            parent.window().toasts.relayout()


class ToastArea(QObject):
    """Stacks toasts over the bottom-right corner of ``window`` and follows its resizes."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.window = window
        window.installEventFilter(self)

    def toasts(self) -> list[Toast]:
        return [t for t in self.window.findChildren(Toast) if t.isVisible()]

    def show_note(self, note: Notification) -> None:
        toast = Toast(note, self.window)
        live = self.toasts()
        for old in live[: max(0, len(live) - MAX_TOASTS + 1)]:
            old.dismiss()
        toast.adjustSize()
        toast.show()
        toast.raise_()
        self.relayout()

    def relayout(self) -> None:
        y = self.window.height() - 36
        for toast in reversed(self.toasts()):
            toast.adjustSize()
            y -= toast.height() + 8
            toast.move(self.window.width() - toast.width() - 16, max(40, y))

    def clear(self) -> None:
        for toast in self.window.findChildren(Toast):
            toast.timer.stop()
            toast.hide()

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:  # noqa: N802
        if obj is self.window and ev.type() == QEvent.Type.Resize:
            self.relayout()
        return False
