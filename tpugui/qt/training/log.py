"""The Training page's run log: one coloured, translated line per event worth reading."""

from __future__ import annotations

import html
import time
from typing import Any

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from tpugui.i18n_marks import Message
from tpugui.qt import core_text, theme
from tpugui.qt.core_text import metric_name, status_word
from tpugui.qt.i18n import tr, tr_noop
from tpugui.runs.model import RunData

#: log level -> theme colour of its lines (info: the text colour)
LOG_COLOURS = {"debug": "muted", "warning": "warning", "error": "error"}
LEVEL_WORDS = {
    "debug": tr_noop("debug"),
    "info": tr_noop("info"),
    "warning": tr_noop("warning"),
    "error": tr_noop("error"),
}

#: ``compile.cause`` -> its words in the log
CAUSE_WORDS = {
    "first": tr_noop("first compile"),
    "shape": tr_noop("an input's shape changed"),
    "dtype": tr_noop("an input's dtype changed"),
    "python_value": tr_noop("a Python value changed"),
    "short_batch": tr_noop("the short last batch"),
    "unknown": tr_noop("cause unknown"),
}


def short(v: Any) -> str:
    try:
        return f"{float(v):.4g}"
    except (TypeError, ValueError):
        return str(v)


def log_message(ev: dict[str, Any]) -> str:
    """A ``log`` event's text: its ``template`` + ``args`` translated when the engine sent them
    (a :class:`~tpugui.i18n_marks.Message`), else the English ``message`` (older runs)."""
    template, args = ev.get("template"), ev.get("args")
    if isinstance(template, str) and isinstance(args, dict):
        try:
            return core_text.text(Message(template, args))
        except (KeyError, IndexError, ValueError):
            pass
    return str(ev.get("message", ""))


def event_line(ev: dict[str, Any], run: RunData) -> tuple[str, str] | None:
    """(level, text) for an event the log shows; None for the others (batch_end)."""
    kind = ev.get("type")
    if kind == "log":
        return str(ev.get("level", "info")), log_message(ev)
    if kind == "run_started":
        return "info", tr(
            "Run {run_id} started: {where}, {replicas} replica(s), {epochs} epoch(s) "
            "of {steps} steps"
        ).format(
            run_id=run.run_id,
            where=core_text.text(run.where()),
            replicas=run.replicas or 1,
            epochs=run.epochs,
            steps=run.steps_per_epoch,
        )
    if kind == "epoch_end":
        logs = ev.get("logs") or {}
        parts = tr(", ").join(f"{metric_name(k)} {short(v)}" for k, v in logs.items())
        return "info", tr("Epoch {epoch}: {metrics}").format(epoch=ev.get("epoch"), metrics=parts)
    if kind == "compile":
        return compile_line(ev)
    if kind == "checkpoint":
        return "info", tr("Checkpoint saved: {path}").format(path=ev.get("path"))
    if kind == "run_finished":
        word = status_word(run.status)
        if run.error:
            text = tr("Run {status}: {error}").format(status=word, error=run.error)
        else:
            text = tr("Run {status}").format(status=word)
        return ("error" if run.status == "failed" else "info"), text
    return None


def compile_line(ev: dict[str, Any]) -> tuple[str, str]:
    """A ``compile`` event's line: a first compile at debug level, a recompile at info (its
    advice comes as a warning ``log`` of its own)."""
    cause = str(ev.get("cause", ""))
    word = tr(CAUSE_WORDS[cause]) if cause in CAUSE_WORDS else cause
    values = dict(count=ev.get("count"), function=ev.get("function"), step=ev.get("step"),
                  cause=word)  # fmt: skip
    seconds = ev.get("seconds")
    if isinstance(seconds, int | float):
        text = tr("Compile {count}: {function} at step {step}, {seconds} s ({cause})").format(
            seconds=f"{seconds:.2f}", **values
        )
    else:
        text = tr("Compile {count}: {function} at step {step} ({cause})").format(**values)
    return ("debug" if cause == "first" else "info"), text


class RunLog(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("runLog")
        self.setAccessibleName(tr("Run log"))
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))

    def line(self, level: str, message: str) -> None:
        stamp = time.strftime("%H:%M:%S")
        role = LOG_COLOURS.get(level)
        colour = theme.colors()[role] if role else None
        word = tr(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level
        text = html.escape(f"{stamp} {word:7s} {message}").replace("\n", "<br>")
        style = f" style='color:{colour}'" if colour else ""
        self.appendHtml(f"<span{style}>{text}</span>")
