"""Translatable messages of the Qt-free core, without Qt.

The core writes English (the CLI and JSON stay English). A message the GUI shows is built from
an English template marked with :func:`N_` and its values: ``Message(N_("got {n} files"),
{"n": 3})``. ``str(message)`` is the English text; the Qt layer (``tpugui.qt.core_text``)
renders ``tr(template).format(**values)``. ``scripts/i18n.py`` extracts every ``N_("...")``
literal of the core modules into the ``coretext`` translation area.

A value that is the machine's or the user's words (a CPU's model name, a path, a job's name) is
wrapped in :class:`Data` where it is made: it is still the plain string everywhere (the CLI, JSON),
and the GUI marks its span as data, which no translation check reads as English.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def N_(text: str) -> str:  # noqa: N802 - the gettext convention
    """Mark an English template for translation; returns it unchanged."""
    return text


class Data(str):
    """A string that is data (the machine's or the user's words), not text to translate."""

    __slots__ = ()


@dataclass(frozen=True)
class Message:
    template: str
    args: dict[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return self.template.format(**self.args)


class MessageError(ValueError):
    """A ValueError whose text is a :class:`Message` (validators raise it; JobError keeps it)."""

    def __init__(self, message: Message):
        super().__init__(str(message))
        self.message = message
