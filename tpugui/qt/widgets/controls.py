"""Form controls that never change a value behind the person's back.

* :func:`wheel_only_when_focused`: a spin box or drop-down turns with the mouse wheel only once
  it has the keyboard focus (a click or Tab); over an unfocused one the wheel scrolls the page
  it sits in, as the person meant (Qt's own default turns the value under a scrolling pointer).
* :class:`SpecialSpinBox`: a spin box whose lowest value has a name (``AUTOTUNE``, ``off``,
  ``one pass``) accepts that name typed, in the window's language or as the job file writes it
  (``autotune``), letter by letter and in any case; a number outside its range may be typed
  (``-5``, ``0``, ``99999999999``) and is then refused out loud: ``out_of_range(value)`` is
  emitted as Qt puts the last value back, so the form can say so at the field.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QSpinBox,
    QWidget,
)

__all__ = ["SpecialSpinBox", "wheel_only_when_focused"]


class _WheelGuard(QObject):
    """Event filter: an unfocused control hands the wheel to the scroll area around it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.Wheel or not isinstance(watched, QWidget):
            return False
        if watched.hasFocus():
            return False  # focused: the wheel turns the value, as the person asked
        area = watched.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QApplication.sendEvent(area.verticalScrollBar(), event)
        return True  # never the value of a control the pointer merely passes over


_GUARD: _WheelGuard | None = None


def wheel_only_when_focused(widget: QAbstractSpinBox | QComboBox) -> None:
    """The wheel changes ``widget`` only when it has the focus; clicks and Tab give it focus."""
    global _GUARD
    if _GUARD is None:
        _GUARD = _WheelGuard()
    widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    widget.installEventFilter(_GUARD)


class SpecialSpinBox(QSpinBox):
    """A QSpinBox whose special value text may be typed (see the module text); ``names`` are
    the other spellings it answers to (the job file's word, e.g. ``autotune``)."""

    #: a typed number outside the range, refused (Qt shows the last value again)
    out_of_range = Signal(object)  # an int, which may be beyond 32 bits

    def __init__(self, names: tuple[str, ...] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self._names = tuple(n.casefold() for n in names)

    def _number(self, text: str) -> int | None:
        """The integer typed (group separators and the suffix left out), or None."""
        bare = self._bare(text).replace(self.locale().groupSeparator(), "").replace(",", "")
        bare = bare.replace(" ", "")
        try:
            return int(bare)
        except ValueError:
            return None

    def _special_names(self) -> list[str]:
        special = self.specialValueText().casefold()
        return [n for n in (special, *self._names) if n]

    def _bare(self, text: str) -> str:
        text = text.strip()
        suffix = self.suffix().strip()
        if suffix and text.endswith(suffix):
            text = text[: -len(suffix)].strip()
        return text.casefold()

    def validate(self, text: str, pos: int) -> object:
        bare = self._bare(text)
        names = self._special_names()
        if bare and any(n == bare for n in names):
            return QValidator.State.Acceptable, text, pos
        if bare and not bare[0].isdigit() and any(n.startswith(bare) for n in names):
            return QValidator.State.Intermediate, text, pos
        if bare in ("-", "+") and self.minimum() >= 0:
            return QValidator.State.Intermediate, text, pos  # the start of an out-of-range number
        number = self._number(text)
        if number is not None and not self.minimum() <= number <= self.maximum():
            return QValidator.State.Intermediate, text, pos  # typed whole, refused at the end
        return super().validate(text, pos)

    def _refuse_out_of_range(self) -> None:
        """Before Qt puts the last value back (Return, or the focus leaving): say so."""
        number = self._number(self.lineEdit().text())
        if number is not None and not self.minimum() <= number <= self.maximum():
            self.out_of_range.emit(number)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._refuse_out_of_range()
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._refuse_out_of_range()
        super().focusOutEvent(event)

    def valueFromText(self, text: str) -> int:  # noqa: N802
        if self._bare(text) in self._special_names():
            return self.minimum()
        return super().valueFromText(text)
