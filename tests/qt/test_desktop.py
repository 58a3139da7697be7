"""Desktop integration: the .desktop file, the icon, --version, Start/Stop shortcuts, light/dark
themes and high-DPI scaling. Everything is real: the Training page's shortcut test trains a small
MLP on the CPU and stops it with Ctrl+. ; only the desktop's light/dark switch is simulated (the
offscreen platform has no desktop to switch), by emitting the signal Qt emits when it happens.
"""

from __future__ import annotations

import configparser
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QWidget

from tpugui import __version__
from tpugui.job import Job
from tpugui.qt import theme
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
DESKTOP = ROOT / "resources" / "tpugui.desktop"
SHOTS = ROOT / "build" / "screenshots"


def _load_make_icons():
    spec = importlib.util.spec_from_file_location(
        "tpugui_make_icons", ROOT / "scripts/make_icons.py"
    )
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


# -- .desktop file, icon, version --------------------------------------------------------------
def test_desktop_file_has_the_keys_a_menu_needs():
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "tpugui %f"
    assert entry["Icon"] == "tpugui"
    assert entry["Terminal"] == "false"
    assert {"Development", "Science"} <= set(entry["Categories"].strip(";").split(";"))
    for key in ("Name", "Comment", "GenericName", "Keywords"):
        assert entry[key].strip(), key
        zh = entry[f"{key}[zh_TW]"]
        assert any("\u4e00" <= c <= "\u9fff" for c in zh), f"{key}[zh_TW] is not Chinese: {zh!r}"
    assert "application/toml" in entry["MimeType"]


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate missing (apt-get install desktop-file-utils)",
)
def test_desktop_file_validates():
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, check=False
    )
    errors = [line for line in result.stdout.splitlines() if "error:" in line]
    assert result.returncode == 0 and not errors, result.stdout + result.stderr


def test_icons_are_rendered_from_the_svg(qapp):
    make_icons = _load_make_icons()
    for size in make_icons.SIZES:
        path = make_icons.png_path(size)
        assert path.exists(), f"{path} missing: run python scripts/make_icons.py"
    assert make_icons.main(["--check"]) == 0, "icons are stale: run python scripts/make_icons.py"
    img = make_icons.render(64)
    # a drawn icon: opaque in the middle, transparent in the corner (rounded square)
    assert img.pixelColor(32, 32).alpha() == 255
    assert img.pixelColor(0, 0).alpha() == 0
    assert len({img.pixelColor(x, 32).name() for x in range(0, 64, 4)}) > 3


def test_window_and_app_have_the_icon(qtbot, tmp_path):
    from tpugui.qt.icons import app_icon

    icon = app_icon()
    sizes = {s.width() for s in icon.availableSizes()}
    assert {16, 32, 48, 256} <= sizes
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    try:
        assert not win.windowIcon().isNull()
        assert {s.width() for s in win.windowIcon().availableSizes()} == sizes
    finally:
        win.close()
        manager().restore_hooks()


def test_version_flag():
    result = subprocess.run(
        [sys.executable, "-m", "tpugui", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"tpugui {__version__}"


# -- shortcuts -----------------------------------------------------------------------------------
@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("TPUGUI_RUNS", str(tmp_path / "runs"))
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(1300, 850)
    win.show()
    win.activateWindow()
    qtbot.waitExposed(win)
    yield win
    win.close()
    manager().restore_hooks()


def test_run_menu_lists_start_and_stop_with_their_keys(window):
    menu = window.findChild(type(window.run_menu), "runMenu")
    assert menu is window.run_menu
    names = [a.objectName() for a in menu.actions()]
    assert names == ["startAction", "stopAction"]
    assert window.start_action.shortcut().toString() == "Ctrl+Return"
    assert "Ctrl+Enter" in [s.toString() for s in window.start_action.shortcuts()]
    assert window.stop_action.shortcut().toString() == "Ctrl+."
    assert window.open_action.shortcut().toString() == "Ctrl+O"
    assert window.save_action.shortcut().toString() == "Ctrl+S"


def test_start_shortcut_on_a_page_without_start_says_so(window, qtbot):
    window.show_page("learnPage")
    qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "This page has no Start."
    window.show_page("devicesPage")  # it has a Stop (for Bench), disabled while nothing runs
    page = window.ctx.pages["devicesPage"]
    stop = page.findChild(QWidget, "stopButton")
    qtbot.waitUntil(lambda: not stop.isEnabled(), timeout=60_000)  # the first detection ends
    qtbot.keyClick(window, Qt.Key.Key_Period, Qt.KeyboardModifier.ControlModifier)
    assert window.statusBar().currentMessage() == "Stop is not available right now."


@pytest.mark.slow
def test_ctrl_return_starts_and_ctrl_period_stops_a_training(window, qtbot):
    """A real run (digits, a small MLP, TensorFlow on the CPU), started and stopped by keys."""
    window.set_job(Job(name="keys"), None)
    window.show_page("trainingPage")
    page = window.ctx.pages["trainingPage"]
    page.findChild(QComboBox, "model.architecture").setCurrentText("mlp")
    page.findChild(QSpinBox, "train.epochs").setValue(200)  # long enough to be stopped mid-way
    start = page.findChild(type(page.start_button), "startButton")
    stop = page.findChild(type(page.stop_button), "stopButton")
    assert start.isEnabled() and not stop.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert page.running, "Ctrl+Return did not press the Training page's Start"
    assert not start.isEnabled()
    # stop once batches arrive (the run really trains), with the keyboard
    qtbot.waitUntil(lambda: page.current.batch_events >= 5 and stop.isEnabled(), timeout=120_000)
    qtbot.keyClick(window, Qt.Key.Key_Period, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not page.running, timeout=120_000)
    run_dir = Path(page.current.path)
    events = [json.loads(line) for line in (run_dir / "events.jsonl").read_text().splitlines()]
    assert events[-1]["type"] == "run_finished"
    assert events[-1]["status"] == "stopped"
    assert start.isEnabled()


# -- themes --------------------------------------------------------------------------------------
@pytest.fixture
def restore_theme(qapp):
    style, palette = qapp.style().name(), qapp.palette()
    yield qapp
    theme.apply(qapp, "light")
    qapp.setStyle(style)
    qapp.setPalette(palette)


def _lightness(role: QPalette.ColorRole) -> int:
    return QApplication.palette().color(role).lightness()


def test_dark_and_light_palettes_are_readable(restore_theme):
    app = restore_theme
    assert theme.apply(app, "dark") == "dark"
    assert app.style().name().lower() == "fusion"
    assert _lightness(QPalette.ColorRole.Window) < 80
    assert _lightness(QPalette.ColorRole.WindowText) > 200
    assert _lightness(QPalette.ColorRole.Base) < 60 and _lightness(QPalette.ColorRole.Text) > 200
    assert theme.is_dark()
    assert theme.apply(app, "light") == "light"
    assert _lightness(QPalette.ColorRole.Window) > 200
    assert _lightness(QPalette.ColorRole.WindowText) < 60


def _contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two #rrggbb colours."""

    def lum(c: str) -> float:
        rgb = [int(c[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("scheme", theme.SCHEMES)
def test_meaning_colours_are_readable_on_their_scheme(restore_theme, scheme):
    app = restore_theme
    theme.apply(app, scheme)
    pal = QApplication.palette()
    window = pal.color(QPalette.ColorRole.Window).name()
    text = pal.color(QPalette.ColorRole.WindowText).name()
    c = theme.colors()
    for name in ("error", "warning", "info", "ok", "muted"):
        assert _contrast(c[name], window) >= 4.5, f"{scheme}: {name} {c[name]} on {window}"
    for bg in ("note_bg", "invalid_bg"):
        assert _contrast(text, c[bg]) >= 7, f"{scheme}: text {text} on {bg} {c[bg]}"
    assert _contrast(c["plot_fg"], c["plot_bg"]) >= 7


def test_env_override_and_following_the_system(restore_theme, monkeypatch, qtbot):
    app = restore_theme
    hints = QGuiApplication.styleHints()
    monkeypatch.setenv("TPUGUI_THEME", "dark")
    assert theme.install(app) == "dark"
    # the desktop switches to light: TPUGUI_THEME still wins
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert theme.current() == "dark"
    monkeypatch.delenv("TPUGUI_THEME")
    with qtbot.waitSignal(theme.notifier().changed) as blocker:
        hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)  # simulated desktop switch
    assert blocker.args == ["light"] and _lightness(QPalette.ColorRole.Window) > 200
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert theme.current() == "dark" and _lightness(QPalette.ColorRole.Window) < 80


def test_window_rebuilds_pages_in_the_new_colours(restore_theme, window, qtbot):
    window.show_page("remotePage")
    old = window.ctx.pages["remotePage"]
    theme.apply(restore_theme, "dark")
    new = window.ctx.pages["remotePage"]
    assert new is not old
    panel = new.findChild(QWidget, "hostKeyPanel")
    assert theme.colors("dark")["note_bg"] in panel.styleSheet()


# -- high DPI ------------------------------------------------------------------------------------
_DPI_SCRIPT = r"""
import json, sys
from tpugui.qt.app import create_application
from PySide6.QtGui import QGuiApplication
app = create_application()
from tpugui.qt.main_window import MainWindow
from PySide6.QtCore import QSettings
win = MainWindow(QSettings(sys.argv[1], QSettings.Format.IniFormat))
win.confirm_close = False
win.resize(1100, 720)
win.show()
app.processEvents()
shot = win.grab()
if len(sys.argv) > 2:
    shot.save(sys.argv[2])
print(json.dumps({
    "policy": QGuiApplication.highDpiScaleFactorRoundingPolicy().name,
    "ratio": win.devicePixelRatioF(),
    "shot": [shot.width(), shot.height()],
    "theme": __import__("tpugui.qt.theme", fromlist=["x"]).current(),
}))
win.close()
"""


def test_fractional_scale_is_passed_through(tmp_path):
    SHOTS.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR="1.5", TPUGUI_LANG="en")
    env["TPUGUI_THEME"] = "light"
    result = subprocess.run(
        [sys.executable, "-c", _DPI_SCRIPT, str(tmp_path / "s.ini"), str(SHOTS / "scale150.png")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    info = json.loads(result.stdout.strip().splitlines()[-1])
    assert info["policy"] == "PassThrough"
    assert info["ratio"] == pytest.approx(1.5)  # not rounded to 2
    assert info["shot"] == [1650, 1080]
    assert info["theme"] == "light"
