"""The Devices page, driven offscreen as a person would: real detection and a real bench.

GPU and TPU hosts are stand-ins (a recorded NVML, sysroot trees of a TPU VM) because the CI has
neither; the hanging probe stands in for a TPU runtime that never answers.
"""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QPushButton, QWidget

from tests.devices.fakes import FakeNvml, tpu_host
from tpugui.devices import probe
from tpugui.devices.inventory import detect
from tpugui.qt.devices.page import DevicesPage
from tpugui.qt.page import AppContext


@pytest.fixture
def ctx():
    return AppContext()


@pytest.fixture
def page(qtbot, ctx):
    p = DevicesPage(ctx)
    qtbot.addWidget(p)
    p.resize(1200, 800)
    yield p
    p.shutdown()


def _show_and_wait(qtbot, page, ctx):
    with qtbot.waitSignal(ctx.inventory_changed, timeout=60_000) as blocker:
        page.show()
    qtbot.waitUntil(lambda: page.refresh_button.isEnabled(), timeout=60_000)
    return blocker.args[0]


def test_detection_fills_cards_and_sets_the_inventory(qtbot, page, ctx):
    inv = _show_and_wait(qtbot, page, ctx)
    assert ctx.inventory is inv and page.inventory is inv
    cpu = page.cards["cpu"]
    assert cpu.value_text("logical_cores") == str(os.cpu_count())
    assert cpu.value_text("model") == inv.device("cpu").name
    assert "none found" in page.cards["tpu"].heading.text()
    assert "0x1ae0" in page.cards["tpu"].notes.text()
    assert "Recommended" in page.recommendation.text() and "cpu" in page.recommendation.text()
    bars = page.chart.bars["peak"]
    if inv.device("gpu") is None:  # a spec-table GPU stands in, marked as a reference
        assert [b.kind for b in bars] == ["cpu", "gpu", "tpu"] and bars[1].reference
        assert round(bars[1].value, 2) == 8.14  # T4: 2,560 cores x 2 x 1,590 MHz
    assert bars[-1].kind == "tpu" and bars[-1].reference
    assert bars[-1].value == 197  # v5e spec reference
    page.reference_combo.setCurrentIndex(page.reference_combo.findData("v6e"))
    assert page.chart.bars["peak"][-1].value == 918
    assert "v6e" in page.cards["tpu"].notes.text()
    qtbot.wait(100)  # let the layouts settle before the screenshot
    page.grab().save(str(os.environ.get("TPUGUI_SHOT_DIR", "/tmp")) + "/devices_page.png")


def test_controls_have_stable_names(page):
    for name in ("refreshButton", "benchButton", "stopButton", "copyJsonButton",
                 "probeFrameworks", "probeTimeout", "benchFrameworks", "referenceTpu",
                 "progressBar", "comparisonChart", "frameworksTable", "recommendation",
                 "cpuCard", "gpuCard", "tpuCard", "cpuTable"):  # fmt: skip
        w = page.findChild(QWidget, name)
        assert w is not None, name
        assert w.accessibleName(), name


def test_copy_as_json(qtbot, page, ctx):
    _show_and_wait(qtbot, page, ctx)
    button = page.findChild(QPushButton, "copyJsonButton")
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    data = json.loads(QApplication.clipboard().text())
    assert data["devices"][0]["kind"] == "cpu" and "recommendation" in data


def test_bench_measures_and_updates_cards_and_chart(qtbot, page, ctx):
    _show_and_wait(qtbot, page, ctx)
    page.findChild(QCheckBox, "benchFrameworks").setChecked(False)  # numpy only: fast
    bench = page.findChild(QPushButton, "benchButton")
    with qtbot.waitSignal(ctx.inventory_changed, timeout=60_000):
        qtbot.mouseClick(bench, Qt.MouseButton.LeftButton)
        assert page.stop_button.isEnabled() and not bench.isEnabled()
        assert "benchmark" in page.busy()
    qtbot.waitUntil(lambda: page.refresh_button.isEnabled(), timeout=30_000)
    cpu = page.inventory.device("cpu")
    assert cpu.characteristics["matmul_fp32"].source == "measured"
    assert page.cards["cpu"].value_text("matmul_fp32").endswith("GFLOP/s")
    assert page.cards["cpu"].value_text("matmul_fp32_efficiency").endswith("% of peak")
    assert any(b.label == "CPU measured" for b in page.chart.bars["peak"])
    assert page.chart.bars["bandwidth"][0].value > 0  # STREAM copy, measured
    assert page.status.text().startswith("Bench done")
    assert bench.isEnabled() and not page.stop_button.isEnabled()


def test_stop_cuts_the_bench_short(qtbot, page, ctx):
    _show_and_wait(qtbot, page, ctx)
    page.bench_fw_check.setChecked(False)
    qtbot.mouseClick(page.bench_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.refresh_button.isEnabled(), timeout=30_000)
    assert page.status.text().startswith("Bench stopped")
    assert len(page.inventory.bench) < 3  # not all of matmul + copy + triad


def test_hanging_probe_is_reported_and_never_blocks(qtbot, page, ctx, monkeypatch):
    # Stands in for a TPU runtime that never answers: the probe child sleeps past its timeout.
    sleep = "import time\ntime.sleep(120)\nout = {}\n"
    hanging = {**probe.PROBES, "tensorflow": sleep, "torch": sleep}  # the others as they are
    monkeypatch.setattr(probe, "PROBES", hanging)
    page.findChild(QCheckBox, "probeFrameworks").setChecked(True)
    page.timeout_spin.setValue(1.0)
    page.show()
    # The CPU card fills in while the probes still hang: the GUI thread is free.
    qtbot.waitUntil(lambda: page.cards["cpu"].value_text("model") is not None, timeout=10_000)
    assert page._running()
    qtbot.waitUntil(lambda: page.refresh_button.isEnabled(), timeout=30_000)
    fw = page.frameworks_table
    seen = {fw.item(r, 0).text(): fw.item(r, 2).text() for r in range(fw.rowCount())}
    assert seen["tensorflow"].startswith("no answer") and seen["torch"].startswith("no answer")
    assert "No answer from" in page.status.text()


def test_tpu_and_gpu_hosts_are_shown(qtbot, page, ctx, tmp_path):
    _show_and_wait(qtbot, page, ctx)
    tpu_host(tmp_path, "v5e", 8)
    inv = detect(str(tmp_path), env={"TPU_ACCELERATOR_TYPE": "v5litepod-8"})
    page.show_inventory(inv)
    card = page.cards["tpu"]
    assert "v5e" in card.heading.text() and "v5litepod-8" in card.heading.text()
    assert card.value_text("chips") == "8" and card.value_text("replicas") == "8"
    tpu_bar = page.chart.bars["peak"][-1]
    assert not tpu_bar.reference and tpu_bar.value == pytest.approx(197 * 8)
    assert "batch size <b>1024</b>" in page.recommendation.text()
    assert ctx.inventory is inv

    gpu_inv = detect(nvml=FakeNvml(count=2), env={})
    page.show_inventory(gpu_inv)
    assert "H100" in page.cards["gpu"].heading.text()
    assert page.cards["gpu"].value_text("compute_capability") == "9.0"
    assert [b.kind for b in page.chart.bars["bandwidth"]][:2] == ["cpu", "gpu"]
    qtbot.wait(100)  # let the layouts settle before the screenshot
    page.grab().save(str(os.environ.get("TPUGUI_SHOT_DIR", "/tmp")) + "/devices_gpu.png")


def test_without_a_gpu_the_card_shows_a_reference_gpu(qtbot, page, ctx):
    inv = _show_and_wait(qtbot, page, ctx)
    if inv.device("gpu") is not None:
        pytest.skip("this machine has a GPU")
    gpu = page.cards["gpu"]
    assert "none found · reference: NVIDIA T4 (spec reference)" in gpu.heading.text()
    assert "T4" in gpu.notes.text() and "spec table" in gpu.notes.text()
    assert gpu.value_text("sm_count") == "40" and gpu.value_text("cuda_cores") == "2560"
    assert gpu.value_text("memory_total") == "14.9 GiB"
    assert gpu.value_text("memory_bandwidth") == "320 GB/s"
    sources = {gpu.table.item(r, 2).text() for r in range(gpu.table.rowCount())} - {""}
    assert sources == {"spec table"}  # every number is the spec table's
    assert inv.device("gpu") is None and "cpu" in page.recommendation.text()  # not a real GPU


def test_a_value_not_exposed_has_no_source(qtbot, page, ctx):
    from tpugui.devices.model import Char, Device

    _show_and_wait(qtbot, page, ctx)
    dev = Device("cpu", "test CPU", 1)
    dev.add("power", None, "W", label="Power", note="not exposed (no RAPL counters)")
    dev.add("logical_cores", 4, label="Logical cores")
    card = page.cards["cpu"]
    card.set_device(dev)
    rows = {card.table.item(r, 0).text(): r for r in range(card.table.rowCount())}
    assert card.table.item(rows["Power"], 2).text() == "–"
    assert card.table.item(rows["Logical cores"], 2).text() == "detected"
    assert isinstance(dev.characteristics["power"], Char)


def test_the_bench_progress_bar_fits_its_text(qtbot, page, ctx):
    _show_and_wait(qtbot, page, ctx)
    page.progress.show()
    page._on_event({"type": "bench_progress", "total": 4, "done": 1, "what": "numpy STREAM copy"})
    text = "1/4 numpy STREAM copy"
    assert page.progress.text() == text
    need = page.progress.fontMetrics().horizontalAdvance(text)
    qtbot.waitUntil(lambda: page.progress.width() >= need + 20, timeout=5_000)
