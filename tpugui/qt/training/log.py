"""The lines a run's events add to the window's one log (:mod:`tpugui.qt.app_log`): what each
event worth reading says, put into words when shown (so in the language of that moment)."""

from __future__ import annotations

from functools import partial
from typing import Any

from tpugui.i18n_marks import Message
from tpugui.qt import core_text
from tpugui.qt.app_log import render
from tpugui.qt.core_text import metric_name
from tpugui.qt.i18n import tr, tr_noop
from tpugui.runs.model import STATUS_WORDS, RunData

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


def event_entry(ev: dict[str, Any], run: RunData) -> tuple[str, Any] | None:
    """(level, what the line says) for an event the log shows; None for the others (batch_end).

    What it says is kept, not its words (a Message, or a function of the event's values): the
    window's one log puts it into words when it shows it, in the language of that moment.
    """
    kind = ev.get("type")
    if kind == "log":
        return str(ev.get("level", "info")), partial(log_message, dict(ev))
    if kind == "run_started":
        return "info", Message(
            tr_noop(
                "Run {run_id} started: {where}, {replicas} replica(s), {epochs} epoch(s) "
                "of {steps} steps"
            ),
            dict(
                run_id=run.run_id,
                where=run.where(),
                replicas=run.replicas or 1,
                epochs=run.epochs,
                steps=run.steps_per_epoch,
            ),
        )
    if kind == "epoch_end":
        return "info", partial(_epoch_text, ev.get("epoch"), dict(ev.get("logs") or {}))
    if kind == "compile":
        return compile_entry(ev)
    if kind == "checkpoint":
        return "info", Message(tr_noop("Checkpoint saved: {path}"), dict(path=ev.get("path")))
    if kind == "run_finished":
        word: Any = STATUS_WORDS.get(run.status)
        word = Message(word) if word else run.status
        if run.error:
            text = Message(tr_noop("Run {status}: {error}"), dict(status=word, error=run.error))
        else:
            text = Message(tr_noop("Run {status}"), dict(status=word))
        return ("error" if run.status == "failed" else "info"), text
    return None


def event_line(ev: dict[str, Any], run: RunData) -> tuple[str, str] | None:
    """(level, text in the current language) for an event the log shows; None for the others."""
    entry = event_entry(ev, run)
    return None if entry is None else (entry[0], render(entry[1]))


def _epoch_text(epoch: Any, logs: dict[str, Any]) -> str:
    parts = tr(", ").join(f"{metric_name(k)} {short(v)}" for k, v in logs.items())
    return tr("Epoch {epoch}: {metrics}").format(epoch=epoch, metrics=parts)


def compile_entry(ev: dict[str, Any]) -> tuple[str, Message]:
    """A ``compile`` event's line: a first compile at debug level, a recompile at info (its
    advice comes as a warning ``log`` of its own)."""
    cause = str(ev.get("cause", ""))
    word: Any = Message(CAUSE_WORDS[cause]) if cause in CAUSE_WORDS else cause
    values = dict(count=ev.get("count"), function=ev.get("function"), step=ev.get("step"),
                  cause=word)  # fmt: skip
    seconds = ev.get("seconds")
    if isinstance(seconds, int | float):
        text = Message(
            tr_noop("Compile {count}: {function} at step {step}, {seconds} s ({cause})"),
            dict(seconds=f"{seconds:.2f}", **values),
        )
    else:
        text = Message(tr_noop("Compile {count}: {function} at step {step} ({cause})"), values)
    return ("debug" if cause == "first" else "info"), text


def compile_line(ev: dict[str, Any]) -> tuple[str, str]:
    level, text = compile_entry(ev)
    return level, render(text)
