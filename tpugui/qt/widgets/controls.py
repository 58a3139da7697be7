"""Form controls that never change a value behind the person's back.

* :func:`wheel_only_when_focused`: a spin box or drop-down turns with the mouse wheel only once
  it has the keyboard focus (a click or Tab); over an unfocused one the wheel scrolls the page
  it sits in, as the person meant (Qt's own default turns the value under a scrolling pointer).
* :class:`SpecialSpinBox`: a spin box whose lowest value has a name (``AUTOTUNE``, ``off``,
  ``one pass``) accepts that name typed, in the window's language or as the job file writes it
  (``autotune``), letter by letter and in any case; a number outside its range may be typed
  (``-5``, ``0``, ``99999999999``) and is then refused out loud: ``out_of_range(value)`` is
  emitted as Qt puts the last value back, so the form can say so at the field.
* :class:`SpecialDoubleSpinBox`: the same for a number with decimals (the validation share, label
  smoothing, the clip norm); more: any in-range number is taken as typed, whole or key by key,
  with more decimals than the field shows (``0.125`` where ``0.20`` is shown) up to
  :data:`PRECISION`; a number finer than that is refused out loud (``too_fine(text)``) as one
  out of range is. Typing ``0`` on the way to ``0.25`` never turns the field into its lowest
  value's name: the value is taken when the typing is whole (Return, Tab, a click away).
"""

from __future__ import annotations

from decimal import ROUND_FLOOR, Decimal, InvalidOperation

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDoubleSpinBox,
    QSpinBox,
    QWidget,
)

__all__ = ["PRECISION", "SpecialDoubleSpinBox", "SpecialSpinBox", "wheel_only_when_focused"]

#: the decimals a number field keeps whatever it shows (0.125 typed where 0.20 is shown)
PRECISION = 6


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


class SpecialDoubleSpinBox(QDoubleSpinBox):
    """A QDoubleSpinBox that takes any in-range number typed (see the module text): it shows
    ``shown`` decimals at least, keeps up to :data:`PRECISION`, answers to its special value
    text typed, and says what it refuses before Qt puts the last value back."""

    #: a typed number outside the range (a float), refused
    out_of_range = Signal(object)
    #: a typed number with more decimals than :data:`PRECISION` (its text), refused
    too_fine = Signal(str)

    def __init__(self, shown: int = 2, parent: QWidget | None = None):
        super().__init__(parent)
        self._shown = max(0, min(shown, PRECISION))
        self.setDecimals(PRECISION)
        # the value is taken once the typing is whole: a value on the way (0 before 0.25)
        # would be shown back as the special text ("none") and the rest of the typing refused
        self.setKeyboardTracking(False)

    def setRange(self, low: float, high: float) -> None:  # noqa: N802
        """The range, its ends cut to :data:`PRECISION` inward (an exclusive 1 is 0.999999,
        never rounded up to a value the job refuses)."""
        step = Decimal(1).scaleb(-PRECISION)
        lo = -Decimal(repr(-low)).quantize(step, rounding=ROUND_FLOOR)
        hi = Decimal(repr(high)).quantize(step, rounding=ROUND_FLOOR)
        super().setRange(float(lo), float(hi))

    def _bare(self, text: str) -> str:
        text = text.strip()
        suffix = self.suffix().strip()
        if suffix and text.endswith(suffix):
            text = text[: -len(suffix)].strip()
        return text.casefold()

    def _decimal(self, text: str) -> Decimal | None:
        """The number typed (the locale's or a plain decimal point, no group separators)."""
        loc = self.locale()
        bare = self._bare(text).replace(" ", "")
        bare = bare.replace(loc.groupSeparator(), "") if loc.groupSeparator() != "." else bare
        bare = bare.replace(loc.decimalPoint(), ".").replace(",", "")
        try:
            number = Decimal(bare)
        except InvalidOperation:
            return None
        return number if number.is_finite() else None

    def _special(self, bare: str) -> bool:
        special = self.specialValueText().strip().casefold()
        return bool(special) and bare == special

    def validate(self, text: str, pos: int) -> object:
        bare = self._bare(text)
        special = self.specialValueText().strip().casefold()
        if bare and self._special(bare):
            return QValidator.State.Acceptable, text, pos
        if bare and not bare[0].isdigit() and bare[0] not in "-+.," and special.startswith(bare):
            return QValidator.State.Intermediate, text, pos
        if bare in ("-", "+", ".", ",", "-.", "+."):
            return QValidator.State.Intermediate, text, pos
        number = self._decimal(text)
        if number is None:
            return QValidator.State.Invalid, text, pos
        if -number.as_tuple().exponent > PRECISION or not (  # type: ignore[operator]
            self.minimum() <= float(number) <= self.maximum()
        ):
            return QValidator.State.Intermediate, text, pos  # typed whole, refused at the end
        if bare.endswith((".", ",")):
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos

    def valueFromText(self, text: str) -> float:  # noqa: N802
        bare = self._bare(text)
        if self._special(bare):
            return self.minimum()
        number = self._decimal(text)
        return self.value() if number is None else float(number)

    def textFromValue(self, value: float) -> str:  # noqa: N802
        """At least ``shown`` decimals, more only where the value has them (0.20, 0.125)."""
        text = super().textFromValue(value)
        point = self.locale().decimalPoint()
        if point in text:
            whole, frac = text.rsplit(point, 1)
            frac = frac.rstrip("0").ljust(self._shown, "0")
            text = f"{whole}{point}{frac}" if frac else whole
        return text

    def _refuse(self) -> None:
        """Before Qt puts the last value back (Return, or the focus leaving): say why."""
        text = self.lineEdit().text()
        number = self._decimal(text)
        if number is None or self._special(self._bare(text)):
            return
        if not self.minimum() <= float(number) <= self.maximum():
            whole = number == number.to_integral_value()
            self.out_of_range.emit(int(number) if whole else float(number))
        elif -number.as_tuple().exponent > PRECISION:  # type: ignore[operator]
            self.too_fine.emit(self._bare(text))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._refuse()
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802
        self._refuse()
        super().focusOutEvent(event)
