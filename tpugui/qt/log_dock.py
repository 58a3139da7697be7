"""The log dock: every log line of the app, with its level, and a level filter."""

from __future__ import annotations

import logging
import time
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.i18n_marks import Message
from tpugui.qt import core_text, theme
from tpugui.qt.i18n import tr, tr_noop

LEVELS = ("debug", "info", "warning", "error")
#: the level names as shown (and in each line: INFO in English, the translation in zh_TW)
LEVEL_TITLES = {
    "debug": tr_noop("debug"),
    "info": tr_noop("info"),
    "warning": tr_noop("warning"),
    "error": tr_noop("error"),
}
#: level -> the theme colour of its lines (info: the text colour), readable light and dark
LEVEL_COLOURS = {"debug": "muted", "info": None, "warning": "warning", "error": "error"}


class _Bridge(QObject):
    record = Signal(str, str)


class _QtHandler(logging.Handler):
    """Python logging -> the dock, from any thread (the signal is queued)."""

    def __init__(self, bridge: _Bridge):
        super().__init__(logging.INFO)
        self.bridge = bridge

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.bridge.record.emit(record.levelname.lower(), record.getMessage())
        except RuntimeError:  # the dock is gone (window closed)
            pass


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(tr("Log"), parent)
        self.setObjectName("logDock")
        self.entries: list[tuple[float, str, str]] = []
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(4, 4, 4, 4)
        bar = QHBoxLayout()
        self.show_label = QLabel(tr("Show"))
        bar.addWidget(self.show_label)
        self.level = QComboBox()
        self.level.setObjectName("logLevel")
        self.level.setAccessibleName(tr("Lowest log level shown"))
        for level in LEVELS:
            self.level.addItem(tr(LEVEL_TITLES[level]), level)
        self.level.setCurrentIndex(LEVELS.index("info"))
        self.level.currentIndexChanged.connect(self._refilter)
        bar.addWidget(self.level)
        bar.addStretch(1)
        self.clear_button = clear = QPushButton(tr("Clear"))
        clear.setObjectName("logClear")
        clear.setAccessibleName(tr("Clear the log"))
        clear.clicked.connect(self._clear)
        bar.addWidget(clear)
        lay.addLayout(bar)
        self.view = QPlainTextEdit(readOnly=True)
        self.view.setObjectName("logView")
        self.view.setAccessibleName(tr("Log"))
        self._refilter()  # the lines kept as messages show in the new language
        self.view.setMaximumBlockCount(5000)
        self.view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        lay.addWidget(self.view)
        self.setWidget(body)
        self._bridge = _Bridge(self)
        self._bridge.record.connect(self.append)
        self.handler = _QtHandler(self._bridge)
        logging.getLogger("tpugui").addHandler(self.handler)
        logging.getLogger("tpugui").setLevel(logging.INFO)
        # the lines are coloured when shown: show them again in the new scheme's colours
        theme.notifier().changed.connect(self._refilter)

    def append(self, level: str, message: Any) -> None:
        """A line: text, or a Message rendered in the language of the moment it is shown."""
        level = level if level in LEVELS else "info"
        self.entries.append((time.time(), level, message))
        if LEVELS.index(level) >= LEVELS.index(self.min_level()):
            self._show(self.entries[-1])

    def _show(self, entry: tuple[float, str, str]) -> None:
        t, level, message = entry
        if isinstance(message, Message):
            message = core_text.text(message)
        stamp = time.strftime("%H:%M:%S", time.localtime(t))
        role = LEVEL_COLOURS[level]
        colour = theme.colors()[role] if role else ""
        text = message.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>")
        style = f' style="color:{colour}"' if colour else ""
        word = tr(LEVEL_TITLES[level])  # the level in the interface's language
        word = level.upper() if word == level else word  # English: INFO, as log files write it
        self.view.appendHtml(f"<span{style}>{stamp} {word:7} {text}</span>")

    def _refilter(self) -> None:
        self.view.clear()
        for entry in self.entries[-5000:]:
            if LEVELS.index(entry[1]) >= LEVELS.index(self.min_level()):
                self._show(entry)

    def min_level(self) -> str:
        return self.level.currentData() or "info"

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Log"))
        self.show_label.setText(tr("Show"))
        self.level.setAccessibleName(tr("Lowest log level shown"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, tr(LEVEL_TITLES[level]))
        self.clear_button.setText(tr("Clear"))
        self.clear_button.setAccessibleName(tr("Clear the log"))
        self.view.setAccessibleName(tr("Log"))
        self._refilter()  # the lines kept as messages show in the new language

    def _clear(self) -> None:
        self.entries.clear()
        self.view.clear()

    def text(self) -> str:  # what is shown
        return self.view.toPlainText()
