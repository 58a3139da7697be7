"""Light and dark: the Fusion style with a palette that follows the system's colour scheme.

``install(app)`` applies the scheme the system asks for (``QStyleHints.colorScheme()``) and
re-applies it when the system switches (``colorSchemeChanged``). ``TPUGUI_THEME=dark|light``
overrides the system (tests, screenshots). Pages that colour text themselves take the colours
from :func:`colors` (readable on the current background) instead of hard-coding them; the main
window rebuilds idle pages after a switch (``notifier().changed``), so those colours follow.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QStyleFactory

ENV_VAR = "TPUGUI_THEME"
SCHEMES = ("light", "dark")

#: colours with a meaning, per scheme: each readable on that scheme's window and base colours
_COLORS = {
    "light": {
        "error": "#c62828",
        "warning": "#945400",
        "info": "#1565c0",
        "ok": "#256b29",
        "muted": "#5f6368",
        "note_bg": "#fff4d6",
        "invalid_bg": "#fff0f0",
        "invalid_border": "#d9534f",
        "plot_bg": "#ffffff",
        "plot_fg": "#303030",
        "plot_line": "#1f77b4",
    },
    "dark": {
        "error": "#ff7b72",
        "warning": "#f0a741",
        "info": "#79b8ff",
        "ok": "#7ee787",
        "muted": "#a8acb3",
        "note_bg": "#4d3d12",
        "invalid_bg": "#4a1f1f",
        "invalid_border": "#f07070",
        "plot_bg": "#1e1f22",
        "plot_fg": "#d0d0d0",
        "plot_line": "#58a6ff",
    },
}


class _Notifier(QObject):
    #: "light" | "dark", after the palette changed
    changed = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.scheme = "light"
        self.connected = False


_notifier: _Notifier | None = None


def notifier() -> _Notifier:
    global _notifier
    if _notifier is None:
        _notifier = _Notifier()
    return _notifier


def requested() -> str | None:
    """The scheme ``TPUGUI_THEME`` asks for ("dark" | "light"), or None (follow the system)."""
    value = (os.environ.get(ENV_VAR) or "").strip().lower()
    return value if value in SCHEMES else None


def _scheme_name(scheme: Qt.ColorScheme) -> str:
    return "dark" if scheme == Qt.ColorScheme.Dark else "light"


def system_scheme() -> str:
    """What the desktop asks for; "light" when it says nothing (Unknown)."""
    return _scheme_name(QGuiApplication.styleHints().colorScheme())


def current() -> str:
    return notifier().scheme


def is_dark() -> bool:
    return current() == "dark"


def colors(scheme: str | None = None) -> dict[str, str]:
    """Colours with a meaning (error, warning, info, ok, muted, note_bg, invalid_bg, ...)."""
    return dict(_COLORS[scheme or current()])


def light_palette() -> QPalette:
    style = QStyleFactory.create("Fusion")
    return style.standardPalette()


def dark_palette() -> QPalette:
    """A dark palette for Fusion: every role set, disabled text dimmed, links readable."""
    pal = QPalette()
    window, base, alt = QColor(45, 46, 50), QColor(30, 31, 34), QColor(53, 55, 60)
    text, dim = QColor(230, 230, 230), QColor(128, 130, 135)
    roles = {
        QPalette.ColorRole.Window: window,
        QPalette.ColorRole.WindowText: text,
        QPalette.ColorRole.Base: base,
        QPalette.ColorRole.AlternateBase: alt,
        QPalette.ColorRole.ToolTipBase: QColor(60, 62, 68),
        QPalette.ColorRole.ToolTipText: text,
        QPalette.ColorRole.PlaceholderText: dim,
        QPalette.ColorRole.Text: text,
        QPalette.ColorRole.Button: QColor(56, 58, 64),
        QPalette.ColorRole.ButtonText: text,
        QPalette.ColorRole.BrightText: QColor(255, 110, 110),
        QPalette.ColorRole.Light: QColor(80, 82, 88),
        QPalette.ColorRole.Midlight: QColor(66, 68, 74),
        QPalette.ColorRole.Mid: QColor(40, 41, 45),
        QPalette.ColorRole.Dark: QColor(25, 26, 28),
        QPalette.ColorRole.Shadow: QColor(10, 10, 10),
        QPalette.ColorRole.Highlight: QColor(53, 116, 200),
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(121, 184, 255),
        QPalette.ColorRole.LinkVisited: QColor(190, 150, 255),
        QPalette.ColorRole.Accent: QColor(53, 116, 200),
    }
    for role, colour in roles.items():
        pal.setColor(role, colour)
    disabled = QPalette.ColorGroup.Disabled
    for role in (
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.ButtonText,
    ):
        pal.setColor(disabled, role, dim)
    pal.setColor(disabled, QPalette.ColorRole.Highlight, QColor(70, 72, 78))
    pal.setColor(disabled, QPalette.ColorRole.HighlightedText, dim)
    pal.setColor(disabled, QPalette.ColorRole.Base, window)
    return pal


def apply(app: QApplication | None = None, scheme: str | None = None) -> str:
    """Fusion plus the palette of ``scheme`` (default: the override, else the system's)."""
    app = app or QApplication.instance()
    scheme = scheme if scheme in SCHEMES else (requested() or system_scheme())
    if app is None:
        return scheme
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(dark_palette() if scheme == "dark" else light_palette())
    state = notifier()
    changed = scheme != state.scheme
    state.scheme = scheme
    if changed:
        state.changed.emit(scheme)
    return scheme


def _on_system_change(scheme: Qt.ColorScheme) -> None:
    if requested() is None:  # an explicit TPUGUI_THEME wins over the desktop
        apply(None, _scheme_name(scheme))


def install(app: QApplication) -> str:
    """Apply the theme now and follow the system's light/dark switches from now on."""
    state = notifier()
    if not state.connected:
        QGuiApplication.styleHints().colorSchemeChanged.connect(_on_system_change)
        state.connected = True
    return apply(app)
