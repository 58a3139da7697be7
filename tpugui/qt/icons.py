"""tpugui's icon, for the application and every window (the app and the main window read it)."""

from __future__ import annotations


def icon_dir():  # noqa: ANN201 - a Path
    from tpugui.qt.i18n import resources_dir

    return resources_dir() / "icons"


def app_icon():  # noqa: ANN201 - a QIcon
    """tpugui's icon: the rendered PNG sizes (resources/icons/hicolor), else the SVG."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for png in sorted(icon_dir().glob("hicolor/*/apps/tpugui.png")):
        icon.addFile(str(png))
    if icon.isNull() and (icon_dir() / "tpugui.svg").exists():
        icon.addFile(str(icon_dir() / "tpugui.svg"))
    return icon
