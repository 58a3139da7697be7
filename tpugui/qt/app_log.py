"""The window's one log: every line of the app and of its runs, in one list.

A line keeps what it says, not its words: a :class:`~tpugui.i18n_marks.Message` (template +
values), a function that says it (a run event's line), or plain text (an engine's or a
library's message, as written). It is put into words when it is shown, so after View ›
Language the same lines, with the same times, read in the new language. The list lives on the
:class:`~tpugui.qt.page.AppContext`, which outlives every page a language switch rebuilds; the
window's log dock and the Training page's Log tab are two views of it
(:class:`~tpugui.qt.log_view.LogView`), showing the same lines.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from tpugui.i18n_marks import Message
from tpugui.qt import core_text

__all__ = ["LEVELS", "AppLog", "LogEntry", "render"]

LEVELS = ("debug", "info", "warning", "error")
#: the lines kept (the oldest go first)
MAX_LINES = 5000


def render(text: Any) -> str:
    """A line's words in the current language: a Message translated, a function called."""
    if isinstance(text, Message):
        return core_text.text(text)
    if callable(text):
        return str(text())
    return str(text)


@dataclass(frozen=True)
class LogEntry:
    time: float  # when it happened (a run's line: its event's time)
    level: str  # debug | info | warning | error
    text: str | Message | Callable[[], str]

    def words(self) -> str:
        return render(self.text)


class AppLog(QObject):
    """The lines, the lowest level shown, and signals for the views (GUI thread only)."""

    appended = Signal(object)  # LogEntry
    reset = Signal()  # cleared, or the level shown changed: views show every line again

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.entries: deque[LogEntry] = deque(maxlen=MAX_LINES)
        self.min_level = "info"

    def add(self, level: str, text: Any, when: float | None = None) -> LogEntry:
        level = level if level in LEVELS else "info"
        entry = LogEntry(time.time() if when is None else float(when), level, text)
        self.entries.append(entry)
        self.appended.emit(entry)
        return entry

    def shown(self, entry: LogEntry) -> bool:
        return LEVELS.index(entry.level) >= LEVELS.index(self.min_level)

    def set_min_level(self, level: str) -> None:
        if level in LEVELS and level != self.min_level:
            self.min_level = level
            self.reset.emit()

    def clear(self) -> None:
        self.entries.clear()
        self.reset.emit()

    def text(self) -> str:
        """The shown lines' words (as the views show them, without the time)."""
        return "\n".join(e.words() for e in self.entries if self.shown(e))
