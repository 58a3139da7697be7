"""The Devices page's live mode without a run, driven offscreen: one row per device with a
sparkline and the processes using it. GPUs are the changing NVML stand-in; TPU chips are read
from a real loopback gRPC metrics service (tpu-info's protos) with their holders from /proc of a
sysroot snapshot."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tests.devices.fakes import LiveNvml, tpu_host
from tpugui.monitor import sources
from tpugui.qt.devices.live import Sparkline
from tpugui.qt.devices.page import DevicesPage
from tpugui.qt.page import AppContext


@pytest.fixture
def page(qtbot):
    p = DevicesPage(AppContext())
    qtbot.addWidget(p)
    p.resize(1200, 800)
    p._started = True  # the live mode alone: no detection run
    p.show()
    yield p
    p.shutdown()


def test_live_gpus_show_changing_use_and_their_processes(qtbot, page):
    nvml = LiveNvml(count=2)
    page.live.factories = [
        ("host", sources.HostSource),
        ("gpu", lambda: sources.GpuSource(nvml)),
    ]
    button = page.findChild(QPushButton, "liveButton")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked() and page.live.isVisible()
    spark = lambda key: page.findChild(Sparkline, f"liveSpark_{key}")  # noqa: E731
    qtbot.waitUntil(lambda: spark("gpu1") is not None and len(spark("gpu1").values) >= 3,
                    timeout=30_000)  # fmt: skip
    values = list(spark("gpu0").values)
    assert len(set(values)) > 1  # the stand-in's utilization moves: so does the line
    assert "4242" in page.findChild(QLabel, "liveProcesses_gpu0").text()
    assert page.findChild(QLabel, "liveProcesses_gpu1").text() == "no process"
    assert "GiB" in page.findChild(QLabel, "liveValue_gpu0").text()
    assert spark("host") is not None
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not page.live.timer.isActive() and not page.live.isVisible()
    qtbot.waitUntil(lambda: nvml.shutdown_called, timeout=10_000)


def test_live_tpu_chips_from_the_metrics_service_with_their_holders(qtbot, page, tmp_path):
    pytest.importorskip("tpu_info")
    from tests.monitor.tpu_server import MetricsServer

    root = tpu_host(tmp_path / "vm", "v5e", 2)
    fd = root / "proc" / str(os.getpid()) / "fd"
    fd.mkdir(parents=True)
    (fd / "7").symlink_to("/dev/vfio/1")  # this process holds chip 1
    with MetricsServer(devices=2) as server:
        page.live.factories = [
            ("tpu", lambda: sources.TpuSource("v5e", server.addr)),
        ]
        page.live.sysroot = str(root)
        page.live.set_live(True)
        qtbot.waitUntil(lambda: page.live.readings >= 2, timeout=30_000)
        page.live.set_live(False)
    name = page.findChild(QLabel, "liveName_tpu1").text()
    assert "TPU 1" in name and "v5e" in name
    assert str(os.getpid()) in page.findChild(QLabel, "liveProcesses_tpu1").text()
    assert page.findChild(QLabel, "liveProcesses_tpu0").text() == "no process"
    assert len(page.findChild(Sparkline, "liveSpark_tpu0").values) >= 2


def test_live_stays_on_across_a_rebuild_in_another_language(qtbot, page):
    """A language switch rebuilds the page from its saved state: Live on stays on (and polls),
    the inventory found stays shown."""
    page.live.factories = [("host", sources.HostSource)]
    page.live.set_live(True)
    assert page.live.button.isChecked()
    state = page.save_state()
    page.shutdown()
    again = DevicesPage(AppContext())
    qtbot.addWidget(again)
    again.live.factories = [("host", sources.HostSource)]
    again.restore_state(state)
    try:
        assert again.live.button.isChecked() and again.live.timer.isActive()
        qtbot.waitUntil(lambda: again.live.readings >= 1, timeout=30_000)
    finally:
        again.shutdown()
