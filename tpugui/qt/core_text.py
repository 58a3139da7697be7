"""The Qt-free core's messages in the current language.

The core (``tpugui.job``, ``tpugui.pipeline.advice``, ``tpugui.pipeline.bench``) keeps English
for the CLI and carries each message it shows as a :class:`~tpugui.i18n_marks.Message`: an
English template marked with ``N_`` plus its values. Here the template goes through ``tr()``
(the ``coretext`` area of ``resources/i18n``) and is filled with the values. A message without
a translation comes back in English, so nothing is ever lost.
"""

from __future__ import annotations

import re
from typing import Any

from tpugui.i18n_marks import Data, Message
from tpugui.qt.i18n import current_language, data, tr


def _value(name: str, value: Any) -> Any:
    if isinstance(value, Message):  # a message inside a message, in the same language
        return text(value)
    if name == "expected" and isinstance(value, str) and current_language() != "en":
        # pydantic's "'digits', 'npz' or 'images'": list the choices without the English "or"
        items = re.findall(r"'[^']*'|\S+", value.replace(",", " "))
        return "、".join(i for i in items if i != "or")
    if isinstance(value, Data):  # the machine's or the user's words, marked where made
        return data(value)
    return value


def text(message: Message) -> str:
    """``message`` translated and filled in."""
    template = tr(message.template) if message.template != "{text}" else message.template
    values = {k: _value(k, v) for k, v in message.args.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return str(message)  # a translation that lost a placeholder: English, never a crash


def notes(result: dict[str, Any]) -> list[str]:
    """A tuner's notes (its JSON's ``note_messages``: templates and values) in the window's
    language; its English ``notes`` when it gave no templates."""
    said = [
        text(Message(str(m["template"]), dict(m.get("args") or {})))
        if m.get("template")
        else str(m.get("message", ""))
        for m in result.get("note_messages") or []
        if isinstance(m, dict)
    ]
    return said or [str(n) for n in result.get("notes") or []]


def job_problems(exc: Any) -> list[str]:
    """A JobError's ``field: reason`` lines in the current language (field names stay)."""
    details = getattr(exc, "details", None) or []
    if len(details) != len(exc.problems):
        return list(exc.problems)
    return [f"{where}: {text(msg)}" if where else text(msg) for where, msg in details]


def job_error(exc: Any) -> str:
    """A JobError as one line in the current language, like ``str(exc)`` in English."""
    head = f"{exc.source}: " if getattr(exc, "source", None) else ""
    return head + "; ".join(job_problems(exc))


def advice(item: Any, part: str) -> str:
    """An advice's "title", "reason" or "fix_label" in the current language."""
    if not getattr(item, part):
        return ""
    return text(item.message(part))


def verdict_label(verdict: Any, short: bool = False) -> str:
    return text(verdict.short_label if short else verdict.label_message)


def suggestion(sentence: str) -> str:
    """A bench suggestion (a fixed English sentence marked with N_)."""
    return tr(sentence)


def status_word(status: str) -> str:
    """``completed`` -> the word in the current language (unknown statuses as written)."""
    from tpugui.runs.model import STATUS_WORDS

    word = STATUS_WORDS.get(status)
    return tr(word) if word else status


def metric_name(key: str) -> str:
    """``val_loss`` -> "validation loss" in the current language (others as written)."""
    from tpugui.runs.model import METRIC_NAMES

    name = METRIC_NAMES.get(key)
    return tr(name) if name else key
