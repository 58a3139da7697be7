"""Plots a person reads like TensorBoard's: a hover readout on every plot (step, raw and
smoothed value, run, wall time), a crosshair across a run's plots, one legend of the runs outside
the plots, log ticks that never overlap, and one named loss in the status line and the history."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QFontMetrics

from tpugui.qt.training.plots import TrainingPlots
from tpugui.qt.widgets.plots import MetricPlot
from tpugui.qt.widgets.ticks import log_ticks
from tpugui.runs.model import RunData

T0 = 1_700_000_000.0


def make_run(name: str, scale: float = 1.0, steps: int = 40) -> RunData:
    run = RunData(name=name)
    seq = 1
    run.on_event({"seq": 1, "time": T0, "type": "run_started", "run_id": name, "epochs": 2,
                  "steps_per_epoch": steps // 2, "backend": "torch", "device": "cpu"})  # fmt: skip
    for s in range(1, steps + 1):
        seq += 1
        run.on_event({"seq": seq, "time": T0 + s, "type": "batch_end", "epoch": 1 + (s - 1) // 20,
                      "step": s, "logs": {"loss": scale / s, "lr": 0.01},
                      "examples_per_sec": 100.0 + s})  # fmt: skip
        if s % (steps // 2) == 0:
            seq += 1
            run.on_event({"seq": seq, "time": T0 + s, "type": "epoch_end", "epoch": s // 20,
                          "logs": {"loss": scale / s + 0.1, "val_loss": scale / s + 0.2,
                                   "accuracy": 0.5, "val_accuracy": 0.6}})  # fmt: skip
    return run


@pytest.fixture
def plots(qtbot):
    p = TrainingPlots()
    qtbot.addWidget(p)
    p.resize(1000, 600)
    p.show()
    qtbot.waitExposed(p)
    return p


def test_every_plot_reads_out_the_points_under_the_pointer(plots, qtbot):
    run = make_run("baseline")
    plots.set_current(run)
    plots.add_overlay(make_run("other", scale=2.0))
    text = plots.loss_plot.hover(10.2)
    assert "baseline" in text and "other" in text
    assert "step 10" in text and "raw 0.1" in text and "raw 0.2" in text  # 1/10 and 2/10
    assert "smoothed" in text
    assert "wall time" in text and "(10.0 s in)" in text
    assert plots.loss_plot.readout_label.isVisible()
    for p in (plots.throughput_plot, plots.lr_plot):
        assert "step 10" in p.hover(10.0)
    epoch = plots.epoch_plot.hover(2.0)
    assert "epoch 2" in epoch and "validation 0.225" in epoch
    assert "training, epoch mean 0.125" in epoch
    assert "val" not in plots.accuracy_plot.hover(1.0).split("epoch")[0]
    # the label stays inside its plot, wherever the pointer is
    for at in (QPoint(5, 5), QPoint(plots.loss_plot.width() - 3, plots.loss_plot.height() - 3)):
        plots.loss_plot.hover(20.0, at)
        geo = plots.loss_plot.readout_label.geometry()
        assert plots.loss_plot.rect().contains(geo)
    plots.loss_plot.hover(math.nan)
    assert not plots.loss_plot.readout_label.isVisible()


def test_a_real_mouse_move_shows_the_readout_and_crosshairs(plots, qtbot):
    plots.set_current(make_run("baseline"))
    plot = plots.loss_plot
    rect = plot.plotItem.vb.sceneBoundingRect()
    at = plot.mapFromScene(rect.center())
    qtbot.mouseMove(plot.viewport(), at)
    qtbot.waitUntil(lambda: plot.readout_label.isVisible())
    x = plot.hover_x
    assert math.isfinite(x)
    # the crosshair is on every plot of the run: the same step, and epoch = step / 20
    assert plots.lr_plot.crosshair.isVisible() and plots.lr_plot.crosshair.value() == x
    assert plots.epoch_plot.crosshair.value() == pytest.approx(x / 20)
    plot.hover(math.nan)
    assert not any(p.crosshair.isVisible() for p in plots.plots)


def test_the_run_legend_is_outside_the_plots_and_says_every_name_whole(plots, qtbot):
    long = "a-very-long-run-name-" * 5
    plots.set_current(make_run("live"))
    plots.add_overlay(make_run(long))
    for i in range(3):
        plots.add_overlay(make_run(f"run {i}"))
    assert plots.legend_names() == ["live", long, "run 0", "run 1", "run 2"]
    item = plots.legend.item(1)
    assert long in item.toolTip() and "…" in item.text()

    # the legend is a row of its own above the plots, not drawn over any of them
    def apart() -> bool:
        legend = plots.legend.geometry()
        return not any(legend.intersects(p.geometry()) for p in plots.plots)

    qtbot.waitUntil(apart)  # after the layout pass
    # the epoch plots' legend names the curves' kind: which loss it is
    assert plots.epoch_plot.legend_text() == "training  validation"
    plots.remove_overlay(plots.overlays[0])
    assert long not in plots.legend_names()


@pytest.mark.parametrize("size", [60, 120, 300])
@pytest.mark.parametrize("span", [(-3.0, 0.5), (-0.6, 0.3), (-0.05, 0.02), (-12.0, 3.0)])
def test_log_ticks_never_overlap(qtbot, size, span):
    plot = MetricPlot("p", "p", "loss")
    qtbot.addWidget(plot)
    axis = plot.getPlotItem().getAxis("left")
    values = [v for _, vs in log_ticks(axis, *span, size) for v in vs]
    assert values, "no ticks"
    px = sorted(v * size / (span[1] - span[0]) for v in values)
    gaps = [b - a for a, b in zip(px, px[1:], strict=False)]
    height = QFontMetrics(axis.style.get("tickFont") or plot.font()).height()
    assert not gaps or min(gaps) >= height


def test_log_scale_axis_uses_the_non_overlapping_ticks(plots):
    plots.set_current(make_run("baseline"))
    plots.log_y.setChecked(True)
    axis = plots.epoch_plot.getPlotItem().getAxis("left")
    assert axis.tickStrings([0.0, -1.0, math.log10(0.25)], 1.0, 1.0) == ["1", "0.1", "0.25"]
    plots.log_y.setChecked(False)
    assert "tickValues" not in axis.__dict__
