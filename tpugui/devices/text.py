"""What device detection says, as English that carries its translatable message.

The core keeps English for the CLI and ``detect --json``, and the GUI shows every one of its texts
translated. A :class:`Text` is both: a ``str`` (the English, exactly as before, so comparisons,
``in``, f-strings and JSON see plain English) that carries the
:class:`~tpugui.i18n_marks.Message` it was made from (an ``N_``-marked template and its values).
The Qt layer renders ``message_of(text)`` with ``tpugui.qt.core_text.text``.

Build one with :func:`msg`: ``msg(N_("shared by {n} logical CPUs"), n=4)``. A value that is a
:class:`Text` itself stays a message (rendered in the same language); :func:`join` puts parts
together as ``"a; b"``. Qt-free.
"""

from __future__ import annotations

from typing import Any

from tpugui.i18n_marks import N_, Message

__all__ = ["Text", "msg", "join", "message_of", "JOIN", "PLAIN"]

#: the template of two parts joined by "; " (the core's separator of note parts)
JOIN = N_("{first}; {second}")
#: a text that is data, not words (a model name, a path): shown as written
PLAIN = "{text}"


class Text(str):
    """English text (a ``str``) with the :class:`Message` it was built from in ``.message``."""

    message: Message

    def __new__(cls, message: Message) -> Text:
        self = super().__new__(cls, str(message))
        self.message = message
        return self

    def __str__(self) -> str:
        return self  # str(text) keeps the message (still a str, still the English)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.message,))


def _arg(value: Any) -> Any:
    return value.message if isinstance(value, Text) else value


def msg(template: str, **args: Any) -> Text:
    """``template`` (marked with ``N_``) filled with ``args``; a :class:`Text` arg stays a message."""
    return Text(Message(template, {k: _arg(v) for k, v in args.items()}))


def join(*parts: Any) -> Text:
    """``parts`` as ``"a; b; c"``, each part keeping its message."""
    out = parts[0] if isinstance(parts[0], Text) else msg(PLAIN, text=str(parts[0]))
    for part in parts[1:]:
        out = msg(JOIN, first=out, second=part)
    return out


def message_of(text: Any) -> Message:
    """The message of a core text, for the GUI.

    A :class:`Text` gives its own message. A plain string (read back from another machine's
    ``detect --json``, or data such as a CPU model name) becomes a message whose template is the
    string itself when it has no braces, so a whole fixed phrase ("Logical cores (threads)")
    still finds its translation and anything else shows as written.
    """
    if isinstance(text, Text):
        return text.message
    if isinstance(text, Message):
        return text
    s = "" if text is None else str(text)
    if not s or "{" in s or "}" in s:
        return Message(PLAIN, {"text": s})
    return Message(s)
