"""Widgets sized to what they show, whatever the font and the language.

* :func:`keep_fitted`: a spin box at least as wide as its longest value's text (its lowest
  value's name, its value, its highest up to :data:`FIT_UP_TO`, with the suffix), sized again
  when its value, font or style changes: a narrow window never clips "one pass" to "one pa".
* :class:`Fold`: a collapsible section whose open part is as tall as its rows need at the width
  they get (long English labels put fields under their labels).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QSizePolicy,
    QStyle,
    QStyleOptionSpinBox,
    QWidget,
)
from superqt import QCollapsible

__all__ = ["FIT_UP_TO", "Fold", "fit_to_values", "keep_fitted", "value_texts"]


#: the largest value a spin box is sized for: a wider one grows as it is typed (a range's top
#: of 2,147,483,647 is not what a person enters)
FIT_UP_TO = 999_999


def value_texts(box: QAbstractSpinBox) -> list[str]:
    """The texts ``box`` shows for the values a person would enter: its lowest value (or that
    value's name: "off", "one pass"), its value now and its highest (up to :data:`FIT_UP_TO`),
    each with its suffix."""
    texts = [box.specialValueText()]
    top, bottom = min(box.maximum(), FIT_UP_TO), max(box.minimum(), -FIT_UP_TO)
    prefix = box.prefix() if hasattr(box, "prefix") else ""
    suffix = box.suffix() if hasattr(box, "suffix") else ""
    as_text = getattr(box, "textFromValue", str)
    for v in (bottom, box.value(), top):
        texts.append(prefix + as_text(v) + suffix)
    return [t for t in texts if t]


def fit_to_values(box: QAbstractSpinBox) -> None:
    """At least as wide as its longest value text in its own font (with the frame and the
    arrows), so a narrow window never clips "one pass" or "0.0040" to "one pa" or "0.00"."""
    fm = box.fontMetrics()
    text = max(fm.horizontalAdvance(t) for t in value_texts(box) or [""])
    opt = QStyleOptionSpinBox()
    box.initStyleOption(opt)
    # the line edit's own margins and the cursor's room, as QAbstractSpinBox's sizeHint adds
    inner = QSize(text + 8, fm.height())
    need = box.style().sizeFromContents(QStyle.ContentsType.CT_SpinBox, opt, inner, box)
    box.setMinimumWidth(need.width())


class _Refit(QObject):
    """Sizes a spin box again when its font or style changes (a language switch, dark mode)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange) and isinstance(
            watched, QAbstractSpinBox
        ):
            fit_to_values(watched)
        return False


_REFIT: _Refit | None = None


def keep_fitted(box: QAbstractSpinBox) -> None:
    """:func:`fit_to_values` now and whenever its value, font or style changes."""
    global _REFIT
    if _REFIT is None:
        _REFIT = _Refit()
    fit_to_values(box)
    box.installEventFilter(_REFIT)
    box.valueChanged.connect(lambda _v: fit_to_values(box))


class Fold(QCollapsible):
    """A QCollapsible whose open part is as tall as its rows need at the width they get:
    superqt caps it at its size hint, the height of rows side by side, and a narrow window
    (long English labels) puts fields under their labels, which the cap then squashed."""

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        # superqt's vertical Maximum holds it to its size hint, the unwrapped rows' height;
        # Preferred lets the layout give it the height its rows need at its width
        policy = self.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)
        # and its layout's AlignTop gave the open part its size hint's height whatever it had
        self.layout().setAlignment(Qt.AlignmentFlag(0))
        self.layout().addStretch(0)

    def expand(self, animate: bool = True) -> None:
        super().expand(animate=False)
        self.content().setMaximumHeight(16_777_215)  # QWIDGETSIZE_MAX: no cap

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        return False  # superqt's filter caps the open part again on every resize
