"""The Training page's live monitor, driven offscreen: the input-wait plot and verdict, the advice
card after a minute above 20 % (its button opens the Pipeline page), and the device plots, for a
followed stream (as a remote run is) and for a real local run."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton, QSpinBox

from tpugui.qt.widgets.plots import MetricPlot


@pytest.fixture
def window(training_window):
    return training_window


def _stream(seconds: int, input_s: float, gpus: int = 2, backend: str = "tensorflow"):
    """A run's events as a TPU VM or GPU host would send them, one step and one sample a second."""
    seq = 0

    def ev(kind, t, **fields):
        nonlocal seq
        seq += 1
        return {"seq": seq, "time": 1000.0 + t, "type": kind, **fields}

    out = [ev("run_started", 0, run_id="r", backend=backend, device="cuda", epochs=1,
              steps_per_epoch=10_000, replicas=1)]  # fmt: skip
    for k in range(1, seconds + 1):
        out.append(ev("batch_end", k, epoch=1, step=k, logs={"loss": 1.0 / k},
                      examples_per_sec=100.0, input_s=input_s, step_s=1.0))  # fmt: skip
        devices = [
            {"kind": "gpu", "index": i, "name": "H100", "utilization": (10 * k + i) % 100,
             "memory_used": (k + i) * 2**30, "memory_total": 80 * 2**30}
            for i in range(gpus)
        ]  # fmt: skip
        out.append(
            ev("device_sample", k, host={"cpu_percent": 50.0, "memory_used": 1, "memory_total": 2},
               process={"pid": 1, "cpu_percent": 90.0, "rss": 2**30}, devices=devices)
        )  # fmt: skip
    return out


def test_a_starving_stream_shows_its_wait_the_verdict_and_the_advice(window, qtbot):
    page = window.ctx.page("trainingPage")
    sink = page.attach_stream("gpu-host")
    for e in _stream(90, input_s=0.5):
        sink(e)
    verdict = page.findChild(QLabel, "inputVerdict")
    qtbot.waitUntil(lambda: "50%" in verdict.text(), timeout=10_000)
    assert verdict.text().startswith("Highly input-bound")
    advice = page.findChild(QPushButton, "openPipelineButton")
    qtbot.waitUntil(advice.isVisible, timeout=10_000)
    wait_plot = page.findChild(MetricPlot, "inputWaitPlot")
    assert wait_plot.points("input") == 90
    util = page.findChild(MetricPlot, "deviceUtilPlot")
    memory = page.findChild(MetricPlot, "deviceMemoryPlot")
    assert util.points("gpu0") == 90 and util.points("gpu1") == 90
    assert memory.points("gpu1") == 90
    # a share keeps its whole 0-100 % scale (a run using 2 % of the memory is drawn low, not
    # stretched to the plot's height) with three ticks that never crowd a short plot
    (_x, (y0, y1)) = memory.getPlotItem().vb.viewRange()
    assert y0 == pytest.approx(-2.0) and y1 == pytest.approx(102.0)
    ticks = [v for v, _label in memory.getPlotItem().getAxis("left")._tickLevels[0]]
    assert ticks == [0, 50, 100]
    assert "GPU 0" in util.legend_text()
    qtbot.mouseClick(advice, Qt.MouseButton.LeftButton)
    assert window.current_page().objectName() == "pipelinePage"
    page.end_stream()


def test_a_starving_run_that_does_not_read_tf_data_is_not_sent_to_the_pipeline_page(window, qtbot):
    """A torch run (digits, npz: PyTorch's DataLoader, not the job's tf.data pipeline) that
    starves is told about its loader's settings, and the button shows them, not the Pipeline
    page, whose knobs would change nothing for it."""
    page = window.ctx.page("trainingPage")
    page.ctx.model.update({"model.backend": "torch"})
    sink = page.attach_stream("gpu-host")
    for e in _stream(90, input_s=0.5, backend="torch"):
        sink(e)
    loader = page.findChild(QPushButton, "showLoaderSettingsButton")
    qtbot.waitUntil(loader.isVisible, timeout=10_000)
    assert not page.findChild(QPushButton, "openPipelineButton").isVisible()
    text = page.monitor.advice_text.text()
    assert "DataLoader" in text and "train.num_workers" in text and "Pipeline page's" in text
    qtbot.mouseClick(loader, Qt.MouseButton.LeftButton)
    assert window.current_page().objectName() == "trainingPage"
    workers = page.findChild(QSpinBox, "train.num_workers")
    qtbot.waitUntil(lambda: workers.isVisibleTo(window), timeout=5000)  # its fold opened
    page.end_stream()


def test_a_stream_that_does_not_wait_gets_no_advice(window, qtbot):
    page = window.ctx.page("trainingPage")
    sink = page.attach_stream("tpu-vm")
    for e in _stream(90, input_s=0.02, gpus=0):
        sink(e)
    verdict = page.findChild(QLabel, "inputVerdict")
    qtbot.waitUntil(lambda: verdict.text().startswith("Not input-bound"), timeout=10_000)
    assert not page.findChild(QPushButton, "openPipelineButton").isVisible()
    util = page.findChild(MetricPlot, "deviceUtilPlot")
    assert util.points("host") == 90  # no accelerator: the host's CPU is drawn
    page.end_stream()


@pytest.mark.slow
def test_a_real_local_run_fills_the_monitor(window, qtbot):
    page = window.ctx.page("trainingPage")
    page.findChild(QComboBox, "model.architecture").setCurrentText("mlp")
    page.findChild(QSpinBox, "train.epochs").setValue(1)
    assert page.start()
    qtbot.waitUntil(lambda: not page.running, timeout=180_000)
    assert page.current.status == "completed", page.current.error
    mon = page.current.monitor
    assert mon.input_share.n > 0
    verdict = page.findChild(QLabel, "inputVerdict")
    qtbot.waitUntil(lambda: "no figures" not in verdict.text(), timeout=10_000)
    # the run's own FLOP count and this CPU's peak: GFLOP/s and MFU beside utilization
    assert mon.flops_per_step > 0 and mon.peak_flops > 0 and mon.mfu.n > 0
    compute = page.findChild(QLabel, "computeRate")
    qtbot.waitUntil(lambda: "MFU" in compute.text(), timeout=10_000)
    assert "GFLOP/s" in compute.text() and "% of" in compute.text()
    assert "FLOPs per step" in compute.toolTip() and "Peak" in compute.toolTip()
    util = page.findChild(MetricPlot, "deviceUtilPlot")
    qtbot.waitUntil(lambda: util.points("mfu") == mon.mfu.n, timeout=10_000)  # the last redraw


def test_a_stream_with_flops_shows_tflops_and_mfu_on_an_accelerator(window, qtbot):
    page = window.ctx.page("trainingPage")
    sink = page.attach_stream("gpu-host")
    events = _stream(20, input_s=0.1)
    events[0].update(flops_per_step=2.0e12, peak_flops=1.978e15, flops_source="XLA",
                     peak_source="spec: H100 bf16 tensor cores 989 TFLOP/s x 2 GPUs",
                     price_per_hour=36.0)  # fmt: skip
    for e in events:
        if e["type"] == "batch_end":
            e.update(flops_per_sec=2.0e12, mfu=2.0e12 / 1.978e15)
        sink(e)
    compute = page.findChild(QLabel, "computeRate")
    qtbot.waitUntil(lambda: "MFU" in compute.text(), timeout=10_000)
    assert compute.text() == "Compute: 2 TFLOP/s · MFU 0.101 % of 1978 TFLOP/s"
    assert page.findChild(MetricPlot, "deviceUtilPlot").points("mfu") == 20
    # where the time went, live: 20 one-second windows, a tenth of each waiting for input
    good = page.findChild(QLabel, "goodputLine")
    assert good.text() == "Goodput: 90 % of 20.0 s in training steps"
    assert "waiting for input: 2.0 s (10.0 %), $0.020" in good.toolTip().splitlines()
    page.end_stream()


def test_a_narrow_window_gives_the_monitor_a_tab_and_the_advice_brings_it_forward(window, qtbot):
    """At 1024×700 a third column of plots would squeeze every plot into a sliver: the monitor
    moves into a "Hardware" tab beside the log (plots side by side) and comes forward, marked,
    when the input-bound advice appears; widened again, it is back beside the loss plots."""
    page = window.ctx.page("trainingPage")
    tabs = page.tabs
    monitor = page.monitor
    assert tabs.indexOf(monitor) < 0 and page.plot_area.indexOf(monitor) == 1  # 1400 px: beside
    window.resize(1024, 700)
    qtbot.waitUntil(lambda: tabs.indexOf(monitor) >= 0)
    index = tabs.indexOf(monitor)
    assert tabs.tabText(index) == "Hardware" and page.plot_area.indexOf(monitor) < 0
    assert tabs.currentIndex() != index and tabs.tabIcon(index).isNull()
    assert monitor.split.orientation() == Qt.Orientation.Horizontal
    sink = page.attach_stream("gpu-host")
    for e in _stream(90, input_s=0.5):
        sink(e)
    verdict = page.findChild(QLabel, "inputVerdict")
    # the verdict is kept current while its tab is not shown
    qtbot.waitUntil(lambda: verdict.text().startswith("Highly input-bound"), timeout=10_000)
    qtbot.waitUntil(lambda: tabs.currentIndex() == index, timeout=10_000)
    assert page.findChild(QPushButton, "openPipelineButton").isVisible()
    assert not tabs.tabIcon(index).isNull()
    page.end_stream()
    window.resize(1400, 900)
    qtbot.waitUntil(lambda: page.plot_area.indexOf(monitor) == 1)
    shown = [tabs.tabText(i) for i in range(tabs.count()) if tabs.isTabVisible(i)]
    assert tabs.indexOf(monitor) < 0 and "Hardware" not in shown  # Processes: hidden here
    assert shown == ["Log", "Run history", "Predict", "Sweeps"]
    assert monitor.split.orientation() == Qt.Orientation.Vertical
