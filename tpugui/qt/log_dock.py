"""The log dock: the window's one log (:class:`~tpugui.qt.app_log.AppLog`) with a level filter
and Clear; the Python ``tpugui`` logger's records (the error path's among them) go into it."""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tpugui.qt.app_log import LEVELS, AppLog
from tpugui.qt.i18n import tr
from tpugui.qt.log_view import LEVEL_WORDS, LogView

#: the level names as shown in the filter
LEVEL_TITLES = LEVEL_WORDS


class _Bridge(QObject):
    record = Signal(str, str)


class _QtHandler(logging.Handler):
    """Python logging -> the log, from any thread (the signal is queued)."""

    def __init__(self, bridge: _Bridge):
        super().__init__(logging.INFO)
        self.bridge = bridge

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.bridge.record.emit(record.levelname.lower(), record.getMessage())
        except RuntimeError:  # the dock is gone (window closed)
            pass


class LogDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None, log: AppLog | None = None):
        super().__init__(tr("Log"), parent)
        self.setObjectName("logDock")
        self.log = log if log is not None else AppLog(self)
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
        self.level.setCurrentIndex(LEVELS.index(self.log.min_level))
        self.level.currentIndexChanged.connect(
            lambda _i: self.log.set_min_level(self.level.currentData() or "info")
        )
        bar.addWidget(self.level)
        bar.addStretch(1)
        self.clear_button = clear = QPushButton(tr("Clear"))
        clear.setObjectName("logClear")
        clear.setAccessibleName(tr("Clear the log"))
        clear.clicked.connect(self.log.clear)
        bar.addWidget(clear)
        lay.addLayout(bar)
        self.view = LogView(self.log)
        self.view.setObjectName("logView")
        self.view.setAccessibleName(tr("Log"))
        lay.addWidget(self.view)
        self.setWidget(body)
        self._bridge = _Bridge(self)
        self._bridge.record.connect(self.append)
        self.handler = _QtHandler(self._bridge)
        logging.getLogger("tpugui").addHandler(self.handler)
        logging.getLogger("tpugui").setLevel(logging.INFO)

    def append(self, level: str, message: Any) -> None:
        """A line: text, or a Message rendered in the language of the moment it is shown."""
        self.log.add(level, message)

    def min_level(self) -> str:
        return self.log.min_level

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Log"))
        self.show_label.setText(tr("Show"))
        self.level.setAccessibleName(tr("Lowest log level shown"))
        for i, level in enumerate(LEVELS):
            self.level.setItemText(i, tr(LEVEL_TITLES[level]))
        self.clear_button.setText(tr("Clear"))
        self.clear_button.setAccessibleName(tr("Clear the log"))
        self.view.setAccessibleName(tr("Log"))
        self.view.refill()  # the lines kept as messages show in the new language

    def text(self) -> str:  # what is shown
        return self.view.toPlainText()
