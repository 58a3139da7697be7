"""Every page at 1024 x 700 and at 1600 x 1000, in English and Traditional Chinese, reads: no text
cut or elided, no tick labels colliding, no scroll area with a bar inside another one with a bar,
plots tall enough to read, no raw key names as labels, no English left in zh_TW (the measures
are in tests/qt/layout_probe.py).

The window detects a captured machine (tests/machines), never the host it runs on: the pages that
show the machine (Devices, Training) are read under each of them, so the CPU's name changes from
case to case ("AMD EPYC", "Intel(R) Xeon(R) Platinum 8481C CPU @ 2.70GHz", "ARM Neoverse-V2")
and is data, not English left untranslated."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings

from tests.machines import MACHINES
from tests.qt import layout_probe as probe
from tests.qt.test_i18n import _english_words
from tpugui.job import Job
from tpugui.qt import i18n
from tpugui.qt.errors import manager
from tpugui.qt.main_window import MainWindow

PAGES = ["devicesPage", "pipelinePage", "trainingPage", "remotePage", "learnPage"]
#: the pages that show the machine's own names, read under every captured machine
MACHINE_PAGES = ["devicesPage", "trainingPage"]
SIZES = [(1024, 700), (1600, 1000)]


def _runs(root, n=3, steps=40):
    """Finished runs with a learning-rate schedule, so every plot has curves and ticks."""
    for i in range(n):
        path = root / f"2026010{i}-000000-demo"
        path.mkdir(parents=True)
        job = {"name": "demo", "train": {"learning_rate": 0.001 * (i + 1), "optimizer": "adam"}}
        recs = [{"type": "run_started", "run_id": path.name, "backend": "tensorflow",
                 "device": "cpu", "replicas": 1, "epochs": 2, "steps_per_epoch": steps // 2,
                 "job": job}]  # fmt: skip
        for s in range(1, steps + 1):
            recs.append({"type": "batch_end", "epoch": 1 + (s > steps // 2), "step": s * 20,
                         "logs": {"loss": 2.0 / s, "accuracy": 1 - 1 / (s + 1),
                                  "learning_rate": 0.001 * (1 - s / (steps + 1))},
                         "examples_per_sec": 1000.0 + s, "input_s": 0.001, "step_s": 0.01})  # fmt: skip
            if s % (steps // 2) == 0:
                recs.append({"type": "epoch_end", "epoch": s // (steps // 2),
                             "logs": {"loss": 1.0 / s, "val_loss": 1.1 / s,
                                      "accuracy": 0.9, "val_accuracy": 0.85}})  # fmt: skip
        recs.append({"type": "run_finished", "status": "completed"})
        with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
            for seq, r in enumerate(recs, start=1):
                fh.write(json.dumps({"seq": seq, "time": 1000.0 * (i + 1) + seq, **r}) + "\n")


@pytest.fixture(params=[(lang, size) for lang in ("en", "zh_TW") for size in SIZES],
                ids=lambda p: f"{p[0]}-{p[1][0]}x{p[1][1]}")  # fmt: skip
def window(request, qtbot, tmp_path, monkeypatch):
    lang, size = request.param
    callspec = getattr(request.node, "callspec", None)
    machine = MACHINES[
        callspec.params.get("machine", "amd-epyc-avx2") if callspec else "amd-epyc-avx2"
    ]
    _detects(monkeypatch, machine.root)
    root = tmp_path / "runs"
    _runs(root)
    monkeypatch.setenv("TPUGUI_RUNS", str(root))
    monkeypatch.setenv("TPUGUI_LANG", lang)
    i18n.set_language(lang)
    manager().install_hooks()
    win = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.confirm_close = False
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    win.set_job(Job(name="demo"), None)
    yield win, lang
    win.close()
    manager().restore_hooks()
    i18n.set_language("en")


def _detects(monkeypatch, sysroot: str) -> None:
    """The Devices page's detection reads ``sysroot`` (a captured machine) instead of this host:
    the same detection, only its /proc and /sys come from the capture."""
    from tpugui.devices import inventory
    from tpugui.qt.devices import page as devices_page

    def detect_task(sink, stop_event, probe: bool, timeout: float):  # noqa: ANN001, ANN202
        return inventory.detect(sysroot, progress=sink, stop_event=stop_event)

    monkeypatch.setattr(devices_page, "_detect_task", detect_task)


def _show(win, qtbot, name):
    win.show_page(name)
    page = win.ctx.page(name)
    if name == "trainingPage":
        qtbot.waitUntil(
            lambda: not page.history._task.is_running() and page.history.proxy.rowCount() > 0
        )
        page.history.table.selectRow(0)
        page.history._open()
        qtbot.waitUntil(lambda: page.plots.current is not None and page.plots.current.version > 0)
        page.plots.redraw(force=True)
    qtbot.wait(60)  # the layout pass after the switch
    return page


PAGE_CASES = [
    pytest.param(name, machine, id=f"{name}-{machine}" if name in MACHINE_PAGES else name)
    for name in PAGES
    for machine in (MACHINES if name in MACHINE_PAGES else ["amd-epyc-avx2"])
]


@pytest.mark.parametrize(("name", "machine"), PAGE_CASES)
def test_the_page_reads(window, qtbot, name, machine):
    win, lang = window
    page = _show(win, qtbot, name)
    if name == "devicesPage":  # the captured machine's cards are what the page shows
        qtbot.waitUntil(lambda: page.inventory is not None and page.refresh_button.isEnabled(),
                        timeout=60_000)  # fmt: skip
        assert page.inventory.host["sysroot"] == MACHINES[machine].root
    problems = (
        probe.cut_texts(page)
        + probe.nested_scrolls(page)
        + probe.crowded_ticks(page)
        + probe.short_plots(page)
        + probe.raw_keys(page)
    )
    if lang == "zh_TW":
        problems += probe.latin_words(page, _english_words)
    assert not problems, "\n".join(problems)


def _arrow_ink(w) -> list[int]:
    """Dark pixels in the middle of a spin box's up and down buttons (or a drop-down's button):
    the arrows, where a style sheet's bare bevels have none."""
    from PySide6.QtWidgets import (
        QComboBox,
        QStyle,
        QStyleOptionComboBox,
        QStyleOptionSpinBox,
    )

    image = w.grab().toImage()
    if isinstance(w, QComboBox):
        opt = QStyleOptionComboBox()
        w.initStyleOption(opt)
        cc, parts = QStyle.ComplexControl.CC_ComboBox, [QStyle.SubControl.SC_ComboBoxArrow]
    else:
        opt = QStyleOptionSpinBox()
        w.initStyleOption(opt)
        cc = QStyle.ComplexControl.CC_SpinBox
        parts = [QStyle.SubControl.SC_SpinBoxUp, QStyle.SubControl.SC_SpinBoxDown]
    out = []
    for part in parts:
        r = w.style().subControlRect(cc, opt, part, w)
        mid = r.adjusted(r.width() // 4, r.height() // 4, -r.width() // 4, -r.height() // 4)
        out.append(
            sum(
                image.pixelColor(x, y).lightness() < 140
                for x in range(mid.left(), mid.right() + 1)
                for y in range(mid.top(), mid.bottom() + 1)
            )
        )
    return out


def test_a_marked_spin_box_or_drop_down_keeps_its_arrows(window, qtbot):
    """A field marked red or amber keeps its up/down arrows and its drop-down arrow."""
    win, _lang = window
    page = _show(win, qtbot, "trainingPage")
    form = page.form.form
    keys = ["train.epochs", "train.optimizer"]
    form.set_notes({k: "a note" for k in keys})
    form.show_problems()
    qtbot.wait(20)
    for key in keys:
        w = form.widgets[key]
        assert w.styleSheet()  # marked
        ink = _arrow_ink(w)
        assert all(n > 0 for n in ink), (key, ink)


def test_the_log_dock_says_its_levels_in_the_language(window, qtbot):
    """The window's log shows each line's level in the interface's language (INFO in English,
    資訊 in zh_TW), so a zh_TW log has no English words of its own."""
    import logging

    win, lang = window
    logging.getLogger("tpugui").warning("%s", "x")
    qtbot.waitUntil(lambda: "x" in win.log_dock.text().splitlines()[-1])
    line = win.log_dock.text().splitlines()[-1]
    if lang == "en":
        assert " WARNING " in line
    else:
        assert _english_words(line) == [], line


def test_one_unit_system_per_kind_of_figure(window, qtbot, tmp_path):
    """Memory sizes in GiB, bandwidths in GB/s, on the Devices page (a TPU VM's cards and the
    side-by-side chart) and in every Learn topic (the TPU table)."""
    from tests.devices.fakes import tpu_host, xeon_host
    from tpugui.devices.inventory import detect

    win, _lang = window
    page = _show(win, qtbot, "devicesPage")
    qtbot.waitUntil(lambda: page.inventory is not None and page.refresh_button.isEnabled(),
                    timeout=60_000)  # fmt: skip
    problems = probe.mixed_units(page)
    root = tpu_host(xeon_host(tmp_path / "tpu", logical=8), "v5e", 8)
    page.show_inventory(detect(str(root), env={"TPU_ACCELERATOR_TYPE": "v5litepod-8"}))
    problems += probe.mixed_units(page)
    learn = _show(win, qtbot, "learnPage")
    problems += probe.mixed_units(learn)
    assert not problems, "\n".join(problems)


def test_the_devices_page_of_a_tpu_vm_reads(window, qtbot, tmp_path):
    """A TPU VM's cards (long characteristic names: "Accelerator type (TPU_ACCELERATOR_TYPE)")
    show their whole words."""
    from PySide6.QtWidgets import QScrollArea

    from tests.devices.fakes import tpu_host, xeon_host
    from tpugui.devices.inventory import detect

    win, _lang = window
    page = _show(win, qtbot, "devicesPage")
    # this machine's own detection first (it would replace the TPU VM's cards when it ends)
    qtbot.waitUntil(lambda: page.inventory is not None and page.refresh_button.isEnabled(),
                    timeout=60_000)  # fmt: skip
    root = tpu_host(xeon_host(tmp_path / "tpu", logical=8), "v5e", 8)
    page.show_inventory(detect(str(root), env={"TPU_ACCELERATOR_TYPE": "v5litepod-8"}))
    assert page.cards["tpu"].table.rowCount() > 10
    cards = page.findChild(QScrollArea, "deviceCards")
    cards.verticalScrollBar().setValue(page.cards["tpu"].y())  # the TPU card in view
    qtbot.wait(60)
    problems = probe.cut_texts(page) + probe.nested_scrolls(page)
    assert not problems, "\n".join(problems)
