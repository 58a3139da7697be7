"""A view of the window's one log (:class:`~tpugui.qt.app_log.AppLog`): one coloured line per
entry, ``HH:MM:SS level text``, in the language and the colours of the moment it is shown."""

from __future__ import annotations

import html
import time

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from tpugui.qt import theme
from tpugui.qt.app_log import MAX_LINES, AppLog, LogEntry
from tpugui.qt.i18n import tr, tr_noop

__all__ = ["LEVEL_WORDS", "LogView"]

#: the level words as shown
LEVEL_WORDS = {
    "debug": tr_noop("debug"),
    "info": tr_noop("info"),
    "warning": tr_noop("warning"),
    "error": tr_noop("error"),
}
#: level -> the theme colour of its lines (info: the text colour), readable light and dark
LEVEL_COLOURS = {"debug": "muted", "info": None, "warning": "warning", "error": "error"}


class LogView(QPlainTextEdit):
    """Shows ``log``'s lines at or above its level; follows it as lines come."""

    def __init__(self, log: AppLog, parent: QWidget | None = None):
        super().__init__(parent)
        self.log = log
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        # bound methods: a deleted view (a page rebuilt) is let go of by Qt
        log.appended.connect(self._on_appended)
        log.reset.connect(self.refill)
        theme.notifier().changed.connect(self.refill)  # the lines in the new scheme's colours
        self.refill()

    def _on_appended(self, entry: LogEntry) -> None:
        if self.log.shown(entry):
            self._show(entry)

    def _show(self, entry: LogEntry) -> None:
        stamp = time.strftime("%H:%M:%S", time.localtime(entry.time))
        role = LEVEL_COLOURS.get(entry.level)
        colour = theme.colors()[role] if role else None
        word = tr(LEVEL_WORDS[entry.level]) if entry.level in LEVEL_WORDS else entry.level
        word = entry.level.upper() if word == entry.level else word  # English: INFO, as logs do
        text = html.escape(f"{stamp} {word:7s} {entry.words()}").replace("\n", "<br>")
        style = f" style='color:{colour}'" if colour else ""
        self.appendHtml(f"<span{style}>{text}</span>")

    def refill(self, *_: object) -> None:
        """Every kept line again (in the current language and colours)."""
        self.clear()
        for entry in list(self.log.entries):
            if self.log.shown(entry):
                self._show(entry)
