"""Colours that pages set themselves stay readable in dark mode, and the Devices chart wraps.

Each check reads the colour the real widget was given (a table item's foreground, a label's
style sheet, the HTML of a log line or a table row) after ``theme.apply(app, scheme)`` and
measures its WCAG contrast against the background it is drawn on: the palette's base or window
colour, or the card's own background. 4.5:1 is WCAG AA for body text; 3:1 for a border.
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QPushButton

from tpugui.devices.compare import comparison
from tpugui.devices.inventory import Inventory
from tpugui.devices.model import Device
from tpugui.qt import theme, toast
from tpugui.qt.devices.widgets import ComparisonChart, DeviceCard, recolour
from tpugui.qt.errors import Notification
from tpugui.qt.learn import facts as learn_facts
from tpugui.qt.log_dock import LogDock
from tpugui.qt.widgets.plots import run_colour

SCHEMES = ("light", "dark")
TEXT = 4.5  # WCAG AA, body text


def luminance(colour: QColor | str) -> float:
    c = QColor(colour)

    def channel(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())


def contrast(a: QColor | str, b: QColor | str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_contrast_measure():
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#777777") == pytest.approx(1.0)
    assert contrast("#8a5a00", "#1e1f22") < 3  # the old notes colour on the dark base: unreadable


@pytest.fixture
def scheme_app(qapp):
    style, palette = qapp.style().name(), qapp.palette()
    yield qapp
    theme.apply(qapp, "light")
    qapp.setStyle(style)
    qapp.setPalette(palette)


def _background(role: QPalette.ColorRole) -> QColor:
    return QApplication.palette().color(role)


def _style_colour(sheet: str) -> str:
    m = re.search(r"(?<![-\w])color:\s*(#[0-9a-fA-F]{3,8})", sheet)
    assert m, sheet
    return m.group(1)


def _device() -> Device:
    d = Device("cpu", "Test CPU", 1)
    d.add("model", "Test CPU", label="Model", aspect="generality")
    d.add("cores", 2, label="Physical cores", aspect="cores", source="measured")
    d.add("peak", 166.0, "GFLOP/s", source="derived", label="Peak fp32", aspect="peak")
    d.add("mxu", 4, source="spec", label="MXUs", aspect="peak")
    d.add("power", None, "W", label="Package power", aspect="power", note="not exposed")
    d.notes.append("A note about this device.")
    return d


@pytest.mark.parametrize("scheme", SCHEMES)
def test_device_card_colours_are_readable(scheme_app, qtbot, scheme):
    theme.apply(scheme_app, scheme)
    card = DeviceCard("cpu")
    qtbot.addWidget(card)
    card.resize(600, 500)
    card.show()
    card.set_device(_device())
    base = _background(QPalette.ColorRole.Base)
    table = card.table
    sources = {}
    for r in range(table.rowCount()):
        src = table.item(r, 2)
        if src is not None and src.text():
            sources[src.text()] = src.foreground().color()
            assert contrast(src.foreground().color(), base) >= TEXT, (scheme, src.text())
    # detected, measured, derived, spec table; a value not exposed has none ("–")
    assert len(sources.keys() - {"–"}) == 4 and "–" in sources, sources
    assert card.value_text("power") == "not exposed"
    missing = [table.item(r, 1) for r in range(table.rowCount()) if table.item(r, 1)]
    missing = [it for it in missing if it.font().italic()]  # a value the machine does not expose
    assert len(missing) == 1 and contrast(missing[0].foreground().color(), base) >= TEXT
    window = _background(QPalette.ColorRole.Window)
    assert card.notes.isVisible()
    assert contrast(_style_colour(card.notes.styleSheet()), window) >= TEXT, scheme


@pytest.mark.parametrize("scheme", SCHEMES)
def test_translated_headings_are_recoloured_for_the_scheme(scheme_app, scheme):
    theme.apply(scheme_app, scheme)
    # the Devices heading as translated (the .ts keeps the light hex codes)
    html = (
        "<span style='color:#2b5fa8'>偵測</span>、<span style='color:#1f7a3f'>實測</span>、"
        "<span style='color:#7b3fa0'>規格表</span>或<span style='color:#666'>推算</span>"
        "<br><span style='color:gray'>reason</span>"
    )
    out = recolour(html)
    colours = re.findall(r"color:(#[0-9a-fA-F]{6})", out)
    assert len(colours) == 5, out
    window = _background(QPalette.ColorRole.Window)
    for colour in colours:
        assert contrast(colour, window) >= TEXT, (scheme, colour)
    assert recolour("<b style='color:#123456'>x</b>") == "<b style='color:#123456'>x</b>"
    if scheme == "dark":
        assert "#2b5fa8" not in out and "gray" not in out


@pytest.mark.parametrize("scheme", SCHEMES)
def test_log_lines_follow_the_scheme(scheme_app, qtbot, scheme):
    other = "light" if scheme == "dark" else "dark"
    theme.apply(scheme_app, other)
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.level.setCurrentIndex(0)  # debug and up
    for level in ("debug", "warning", "error"):
        dock.append(level, f"a {level} line")
    theme.apply(scheme_app, scheme)  # switched while the dock is open: the lines are recoloured
    html = dock.view.document().toHtml()
    base = _background(QPalette.ColorRole.Base)
    for level, role in (("debug", "muted"), ("warning", "warning"), ("error", "error")):
        colour = theme.colors(scheme)[role]
        assert colour in html.lower(), (scheme, level)
        assert contrast(colour, base) >= TEXT, (scheme, level)
    assert theme.colors(other)["warning"] not in html.lower()
    assert dock.text().count("line") == 3


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("level", ["error", "warning", "info"])
def test_toast_text_and_close_button_are_readable(scheme_app, qtbot, scheme, level):
    theme.apply(scheme_app, scheme)
    bg, border, text = toast.style(level)
    assert contrast(text, bg) >= 7, (scheme, level)  # AAA
    assert contrast(border, bg) >= 3, (scheme, level)
    host = QPushButton()  # any parent widget
    qtbot.addWidget(host)
    card = toast.Toast(Notification(level=level, message="Something to read."), host)
    sheet = card.styleSheet()
    assert bg in sheet and f"QPushButton#toastClose {{ color: {text}; }}" in sheet
    card.timer.stop()
    assert card.findChild(QPushButton, "toastClose") is not None


@pytest.mark.parametrize("scheme", SCHEMES)
def test_this_machines_tpu_row_is_readable(scheme_app, scheme):
    theme.apply(scheme_app, scheme)
    inv = Inventory(devices=[Device("tpu", "TPU v5 lite", 4, extra={"generation": "v5e"})])
    row = next(r for r in learn_facts.tpu_table(inv).split("<tr") if "<b>v5e</b>" in r)
    m = re.search(r'bgcolor="(#[0-9a-fA-F]{6})"', row)
    assert m and m.group(1) == theme.colors(scheme)["note_bg"]
    text = QApplication.palette().color(QPalette.ColorRole.Text)  # the browser's text colour
    assert contrast(text, m.group(1)) >= TEXT, scheme


@pytest.mark.parametrize("scheme", SCHEMES)
def test_run_colours_stand_out_from_the_plot_background(scheme_app, scheme):
    theme.apply(scheme_app, scheme)
    bg = theme.colors(scheme)["plot_bg"]
    assert run_colour(0) != run_colour(1)
    for i in range(8):  # a curve, not text: 1.6:1 keeps a 2 px line visible (black on dark was 1.2)
        assert contrast(run_colour(i), bg) >= 1.6, (scheme, i, run_colour(i))


def test_chart_legend_wraps_when_narrow(qtbot):
    """The legend under the bars (``…hatched: spec-table reference``) wraps onto more lines when
    the chart is narrow (QT_SCALE_FACTOR=1.5 on a small screen) and the chart grows to show it."""
    inv = Inventory(devices=[_device()])
    chart = ComparisonChart()
    qtbot.addWidget(chart)
    chart.set_bars(comparison(inv))
    chart.resize(900, chart.height())
    chart.show()
    qtbot.waitUntil(lambda: chart.height() == chart.heightForWidth(900))
    wide = chart.height()
    one_line = chart.fontMetrics().height()
    chart.resize(260, chart.height())
    qtbot.waitUntil(lambda: chart.height() == chart.heightForWidth(260))
    narrow = chart.height()
    assert narrow > wide, (wide, narrow)
    legend = chart._legend_rect(0, 260)
    needs = chart.fontMetrics().horizontalAdvance(chart.legend())
    assert needs > 260 - 8  # it cannot fit on one line at this width...
    assert legend.height() >= 2 * one_line  # ...so it takes two or more
    assert chart._bars_height() + legend.height() <= narrow  # and all of it is inside the chart
    chart.resize(900, chart.height())
    qtbot.waitUntil(lambda: chart.height() == wide)  # wide again: one line again
