"""The Training page at 1024 x 700, in English and Traditional Chinese (and English under an
11 pt desktop font, as GNOME and many desktops set it: the longer English words are where the
page overflowed): no sideways scrolling, buttons and controls show their whole text, every spin
box shows its whole value, the Hardware tab's plots are tall enough to read, the history shows
several runs with a name column a person can read, and the Profile dialog shows its headers,
its title and its operations (long names elided, whole in their tooltips)."""

from __future__ import annotations

import contextlib
import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QComboBox, QScrollArea
from pytestqt.exceptions import TimeoutError as QtTimeout

from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow
from tpugui.qt.training.history import KEYS


def _runs(root, n=6):
    for i in range(n):
        path = root / f"2026010{i}-000000-demo"
        path.mkdir(parents=True)
        job = {"name": "demo", "train": {"learning_rate": 0.001 * (i + 1), "optimizer": "adam"}}
        recs = [
            {"type": "run_started", "run_id": path.name, "backend": "tensorflow",
             "device": "cpu", "replicas": 1, "epochs": 1, "steps_per_epoch": 1, "job": job},
            {"type": "batch_end", "epoch": 1, "step": 1, "logs": {"loss": 1.0}},
            {"type": "epoch_end", "epoch": 1, "logs": {"loss": 1.0, "val_loss": 1.1}},
            {"type": "run_finished", "status": "completed"},
        ]  # fmt: skip
        with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
            for s, r in enumerate(recs, start=1):
                fh.write(json.dumps({"seq": s, "time": 1000.0 * (i + 1) + s, **r}) + "\n")


#: (language, the application font's point size; 0: Qt's default)
CASES = [("en", 0), ("zh_TW", 0), ("en", 11)]


@pytest.fixture(params=CASES, ids=lambda c: f"{c[0]}-{c[1]}pt" if c[1] else c[0])
def small_window(request, qtbot, tmp_path, monkeypatch):
    lang, points = request.param
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    old_font = app.font()
    if points:
        font = app.font()
        font.setPointSizeF(points)
        app.setFont(font)
    root = tmp_path / "runs"
    _runs(root)
    monkeypatch.setenv("TPUGUI_RUNS", str(root))
    monkeypatch.setenv("TPUGUI_LANG", lang)
    i18n.set_language(lang)
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    win.set_job(Job(name="demo"), None)
    win.show_page("trainingPage")
    page = win.ctx.page("trainingPage")
    qtbot.waitUntil(
        lambda: not page.history._task.is_running() and page.history.proxy.rowCount() > 0
    )
    page.tabs.setCurrentIndex(1)
    qtbot.wait(50)  # the layout pass after the tab switch
    yield win, page
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")
    app.setFont(old_font)


def test_the_training_page_fits_1024_by_700(small_window, qtbot):
    win, page = small_window
    scroll = next(w for w in win.findChildren(QScrollArea) if w.widget() is page)
    assert page.minimumSizeHint().width() <= scroll.viewport().width()
    assert not scroll.horizontalScrollBar().isVisible()
    # buttons and drop-downs on the page show their whole text
    cut = []
    for w in page.findChildren(QAbstractButton) + page.findChildren(QComboBox):
        if not w.isVisible() or not w.visibleRegion().boundingRect().width():
            continue
        text = w.text() if isinstance(w, QAbstractButton) else w.currentText()
        need = w.fontMetrics().horizontalAdvance(text.replace("&", ""))
        if text and w.width() < need + 8:
            cut.append(f"{w.objectName()} {text!r}: {w.width()} < {need + 8}")
        if w.visibleRegion().boundingRect().width() < w.width() - 1:
            cut.append(f"{w.objectName()} {text!r} is partly out of view")
    assert cut == []


def test_the_history_shows_several_runs_with_readable_names(small_window, qtbot):
    win, page = small_window
    table = page.history.table
    rows = table.viewport().height() // table.rowHeight(0)
    big_font = table.font().pointSizeF() > 10  # taller rows in the same 700 px
    assert rows >= (2 if big_font else 3)
    name_col = KEYS.index("name")
    width = table.columnWidth(name_col)
    fm = table.fontMetrics()
    for r in range(page.history.proxy.rowCount()):
        name = page.history.proxy.index(r, name_col).data()
        assert fm.horizontalAdvance(name) + 8 <= width, name


def test_every_spin_box_shows_its_whole_value(small_window, qtbot):
    """The advanced settings open: each spin box's text field is as wide as the value it shows
    and as tall as a line (a narrow window once squashed them to half a line)."""
    from PySide6.QtWidgets import QAbstractSpinBox

    win, page = small_window
    page.form.form.advanced.expand(animate=False)

    def cut() -> list[str]:
        out = []
        for box in page.form.findChildren(QAbstractSpinBox):
            if not box.isVisible():
                continue
            edit, fm = box.lineEdit(), box.fontMetrics()
            need = fm.horizontalAdvance(edit.text()) + 4
            if edit.width() < need or edit.height() < fm.height():
                out.append(f"{box.objectName()} {edit.text()!r}: {edit.width()}x{edit.height()}"
                           f" px for {need}x{fm.height()}")  # fmt: skip
        return out

    with contextlib.suppress(QtTimeout):  # the layout passes the unfolding sets off
        qtbot.waitUntil(lambda: not cut(), timeout=3000)
    assert cut() == []


def test_the_hardware_plots_are_tall_enough(small_window, qtbot):
    """At 1024 px the monitor is a tab under the plots: its three plots are at least
    ``MIN_PLOT_PX`` tall, their text lines beside them, not above."""
    from tests.qt import layout_probe as probe

    win, page = small_window
    index = page.tabs.indexOf(page.monitor)
    assert index >= 0  # a tab at this width
    page.tabs.setCurrentIndex(index)
    qtbot.wait(30)
    assert probe.short_plots(page.monitor) == []
    assert probe.cut_texts(page.monitor) == []
    scroll = next(w for w in win.findChildren(QScrollArea) if w.widget() is page)
    assert not scroll.horizontalScrollBar().isVisible()


PROFILE = {
    "id": "20260101-000000-demo-profile-0001",
    "steps": 12,
    "backend": "tensorflow",
    "step_s": 0.0123,
    "live": {"logged_step_s": 0.0125, "input_share": 0.1, "mfu": 0.02},
    "mfu": 0.021,
    "shares": {"input": 0.1, "compute": 0.7, "host": 0.15, "idle": 0.05},
    "breakdown": {"input": 0.001, "compute": 0.008, "host": 0.002, "idle": 0.0005},
    "top_ops": [
        {"name": "sequential/dense_1/MatMul/ReadVariableOp/" + "fused_gemm_bias_relu_" * 4,
         "self_s": 0.004, "share": 0.33},
        {"name": "Adam/update/ResourceApplyAdam", "self_s": 0.001, "share": 0.08},
    ],
    "trace": "/home/someone/runs/20260101-000000-demo/profile/host.xplane.pb",
}  # fmt: skip


def test_the_profile_dialog_shows_its_headers_title_and_operations(small_window, qtbot):
    from PySide6.QtWidgets import QTableWidget

    from tpugui.qt.training.profile import ProfileDialog
    from tpugui.qt.training.tensorboard import TensorBoardLauncher

    win, page = small_window
    dialog = ProfileDialog(PROFILE, TensorBoardLauncher(), win)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.wait(20)
    fm = dialog.fontMetrics()
    assert dialog.width() >= fm.horizontalAdvance(dialog.windowTitle()) + 100
    assert dialog.width() <= dialog.screen().availableGeometry().width()
    for table in dialog.findChildren(QTableWidget):
        head = table.horizontalHeader()
        assert not table.horizontalScrollBar().isVisible(), table.objectName()
        for c in range(table.columnCount()):
            text = table.horizontalHeaderItem(c).text()
            need = head.fontMetrics().horizontalAdvance(text) + 8
            assert head.sectionSize(c) >= need, (text, head.sectionSize(c), need)
            assert head.sectionViewportPosition(c) + head.sectionSize(c) <= head.width(), text
    ops = dialog.findChild(QTableWidget, "profileTopOps")
    for r in range(ops.rowCount()):
        item = ops.item(r, 0)
        if fm.horizontalAdvance(item.text()) + 8 > ops.columnWidth(0):  # elided: whole in its tip
            assert item.toolTip() == item.text()
    dialog.close()
