"""Every control a person can reach has a name a screen reader speaks and a stable objectName.

The test opens the real window, builds every page, shows each one, and lists every visible
interactive widget (buttons, line edits, combo boxes, spin boxes, sliders, item views, editable
text edits, tab bars) whose ``accessibleName()`` is empty (and no buddy label names it) or whose
``objectName()`` is empty. Widgets that Qt builds inside another control (a spin box's line edit,
a combo box's list, a scroll area's scroll bars, a tab widget's tab bar) belong to that control
and are not counted.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSlider,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QToolButton,
    QWidget,
)
from superqt import QCollapsible

from tpugui.job import demo_job
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow

#: pages whose owners are still naming their controls (none: every page is checked)
PAGES_NOT_YET_CHECKED: list[str] = []

INTERACTIVE = (
    QAbstractButton,
    QLineEdit,
    QComboBox,
    QAbstractSpinBox,
    QSlider,
    QAbstractItemView,
    QPlainTextEdit,
    QTextEdit,
    QTabBar,
)


def _is_part_of_another_control(w: QWidget) -> bool:
    """Qt's own sub-widgets: named through the control that owns them."""
    parent = w.parentWidget()
    if isinstance(w, QHeaderView) and isinstance(parent, QAbstractItemView):
        return True  # a table's header
    if w.objectName().startswith("qt_") and not isinstance(w, QTabBar):
        return True  # e.g. a tab bar's scroll arrows, a dock's close button
    while parent is not None:
        if isinstance(parent, QAbstractSpinBox | QComboBox):
            return True  # a spin box's line edit, a combo box's list
        parent = parent.parentWidget()
    return False


def _named_by(w: QWidget) -> QWidget:
    """The widget whose names speak for ``w`` (a tab widget speaks for its tab bar)."""
    parent = w.parentWidget()
    return parent if isinstance(w, QTabBar) and isinstance(parent, QTabWidget) else w


def _buddy_names(root: QWidget) -> set[int]:
    return {id(label.buddy()) for label in root.findChildren(QLabel) if label.buddy() is not None}


def controls(root: QWidget) -> list[QWidget]:
    """The visible controls of ``root`` a person can reach."""
    out = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, INTERACTIVE) or not w.isVisibleTo(root):
            continue
        if isinstance(w, QTextEdit | QPlainTextEdit) and w.isReadOnly():
            continue  # text to read: its accessible role is static text
        if not _is_part_of_another_control(w):
            out.append(w)
    return out


def unnamed_controls(root: QWidget) -> list[str]:
    """'Type#objectName (text)' for each visible control missing a name."""
    buddies = _buddy_names(root)
    out = []
    for w in controls(root):
        problems = []
        named = _named_by(w)
        if not named.accessibleName().strip() and id(w) not in buddies:
            problems.append("no accessibleName")
        if not named.objectName():
            problems.append("no objectName")
        if problems:
            text = w.text() if isinstance(w, QAbstractButton | QLineEdit) else ""
            parent = w.parentWidget()
            out.append(
                f"{type(w).__name__}#{w.objectName() or '?'} {text!r} in "
                f"{type(parent).__name__}#{parent.objectName() if parent else ''}: "
                + ", ".join(problems)
            )
    return sorted(out)


def open_folds(page: QWidget, qtbot) -> list[str]:  # noqa: ANN001
    """Click every closed fold button (``...Toggle``) of ``page`` open, as a person would, so the
    controls it hides are checked too; the names of the buttons clicked."""
    opened = []
    for button in page.findChildren(QToolButton):
        if button.objectName().endswith("Toggle") and button.isCheckable():
            if not button.isChecked() and button.isVisibleTo(page):
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                assert button.isChecked(), button.objectName()
                opened.append(button.objectName())
    for fold in page.findChildren(QCollapsible):  # the form builder's advanced settings
        if not fold.isExpanded() and fold.isVisibleTo(page):
            qtbot.mouseClick(fold.toggleButton(), Qt.MouseButton.LeftButton)
            assert fold.isExpanded(), fold.objectName()
            opened.append(fold.toggleButton().objectName())
    return opened


@pytest.fixture
def window(qtbot, tmp_path):
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(1300, 850)
    win.show()
    win.set_job(demo_job(), None)
    yield win
    win.close()
    manager().restore_hooks()


def test_every_visible_control_has_a_name(window, qtbot):
    problems = []
    checked = []
    for name in list(window._specs):
        window.show_page(name)
        page = window.ctx.pages[name]
        qtbot.waitUntil(page.isVisible)
        if name in PAGES_NOT_YET_CHECKED:
            continue
        checked.append(name)
        opened = open_folds(page, qtbot)
        found: set[str] = set()
        seen = 0
        for tabs in [None, *page.findChildren(QTabWidget)]:
            for index in range(tabs.count()) if tabs is not None else [None]:
                if tabs is not None:
                    tabs.setCurrentIndex(index)  # controls on every tab, as a person sees them
                found.update(unnamed_controls(page))
                seen = max(seen, len(controls(page)))
        assert seen >= 2, f"{name}: no controls found (is the page built?)"
        if name == "trainingPage":  # its advanced settings fold away: they were opened and checked
            assert opened and page.findChild(QWidget, "advancedSettings").isVisible()
        problems += [f"{name}: {p}" for p in sorted(found)]
    problems += [f"window: {p}" for p in unnamed_controls(window.log_dock)]
    problems += [f"window: {p}" for p in unnamed_controls(window.nav.parentWidget())]
    assert len(checked) >= 3
    assert not problems, "controls without a name:\n" + "\n".join(problems)


def test_the_detector_finds_an_unnamed_control(qtbot):
    from PySide6.QtWidgets import QPushButton, QSpinBox, QVBoxLayout

    root = QWidget()
    qtbot.addWidget(root)
    lay = QVBoxLayout(root)
    named = QPushButton("Start")
    named.setObjectName("startButton")
    named.setAccessibleName("Start")
    anonymous = QPushButton("Go")
    spin = QSpinBox()
    spin.setObjectName("batch_size")
    label = QLabel("Batch size")
    label.setBuddy(spin)  # a buddy label names the spin box
    for w in (named, anonymous, label, spin):
        lay.addWidget(w)
    root.show()
    assert unnamed_controls(root) == [
        "QPushButton#? 'Go' in QWidget#: no accessibleName, no objectName"
    ]
