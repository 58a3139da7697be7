"""Plots: doubling buffers, TensorBoard smoothing, NaN-proof curves, follow-newest, replay."""

from __future__ import annotations

import math

import numpy as np
import pytest

from tpugui.events import Emitter, JsonlSink, ListSink, read_events
from tpugui.qt.training.plots import TrainingPlots
from tpugui.qt.widgets.plots import MetricPlot, Series, Smoother, ema
from tpugui.runs.model import RunData


def _tb_smooth(values, weight):
    """TensorBoard's smoothing, written out point by point (the reference)."""
    out, last, n = [], 0.0, 0
    for v in values:
        if not math.isfinite(v):
            out.append(v)
            continue
        last = last * weight + (1 - weight) * v
        n += 1
        out.append(last / (1 - weight**n) if weight < 1 else last)
    return out


def test_series_doubles_and_keeps_every_point():
    s = Series(capacity=4)
    for i in range(1000):
        s.append(i, i * 0.1, float(i) if i != 500 else math.nan)
    assert len(s) == 1000 and len(s.columns()[2]) == 1024
    assert s.x[999] == 999 and s.t[10] == pytest.approx(1.0) and math.isnan(s.y[500])
    assert s.nonfinite == 1
    s.extend(np.arange(3), np.arange(3), np.array([1.0, np.inf, 2.0]))
    assert len(s) == 1003 and s.nonfinite == 2 and s.last() == 2.0


@pytest.mark.parametrize("weight", [0.0, 0.6, 0.99, 0.999])
def test_ema_matches_tensorboard_and_passes_nan_through(weight):
    rng = np.random.default_rng(0)
    v = rng.random(500) + np.linspace(3, 0, 500)
    v[[7, 100]] = [math.nan, math.inf]
    got = ema(v, weight)
    want = _tb_smooth(list(v), weight) if weight else list(v)
    np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-12)
    assert math.isnan(got[7]) and math.isinf(got[100])


def test_ema_smoothed_a_block_at_a_time_is_the_same(monkeypatch):
    from tpugui.runs import series

    monkeypatch.setattr(series, "_BLOCK", 37)  # 500 points in 14 blocks, the state carried
    rng = np.random.default_rng(2)
    v = rng.random(500) + np.linspace(3, 0, 500)
    # 0.9: debiased up to the 355th point, which falls inside a block
    np.testing.assert_allclose(ema(v, 0.9), _tb_smooth(list(v), 0.9), rtol=1e-9, atol=1e-12)


def test_incremental_smoother_equals_full_recompute():
    rng = np.random.default_rng(1)
    s, sm = Series(8), Smoother()
    for chunk in range(20):
        for v in rng.random(37):
            s.append(s.n, 0, v if chunk != 5 else math.nan)
        np.testing.assert_allclose(sm.smoothed(s, 0.9), ema(s.y, 0.9), rtol=1e-9)
    np.testing.assert_allclose(sm.smoothed(s, 0.5), ema(s.y, 0.5), rtol=1e-9)  # weight change


def test_a_clean_curve_is_handed_on_uncopied_until_a_point_must_be_dropped():
    from tpugui.runs.series import Cleaned

    s, c = Series(8), Cleaned(None, log=False)
    for v in (1.0, 2.0, 3.0):
        s.append(s.n, 0, v)
    x, y = c.clean(s.x, s.y)
    assert np.shares_memory(y, s.columns()[2])  # the curve's own points: no second copy
    s.append(s.n, 0, math.nan)
    s.append(s.n, 0, 5.0)
    x, y = c.clean(s.x, s.y)
    assert not np.shares_memory(y, s.columns()[2])
    assert list(x) == [0, 1, 2, 4] and list(y) == [1, 2, 3, 5]  # the NaN left out, order kept
    s.append(s.n, 0, 6.0)
    assert list(c.clean(s.x, s.y)[1]) == [1, 2, 3, 5, 6]
    log = Cleaned(None, log=True)
    assert list(log.clean(s.x, s.y)[1]) == pytest.approx(np.log10([1, 2, 3, 5, 6]))


def test_nan_and_inf_never_break_a_plot_even_on_log_scale(qtbot):
    plot = MetricPlot("lossPlot", "loss", "loss")
    qtbot.addWidget(plot)
    plot.curve("a", "#0072B2")
    y = np.array([1.0, math.nan, 0.5, math.inf, -1.0, 0.25])
    x = np.arange(len(y), dtype=float)
    plot.set_curve("a", x, y)
    assert plot.points("a") == 4  # NaN and inf left out of the line
    plot.set_log_y(True)
    plot.set_curve("a", x, y)
    assert plot.points("a") == 3  # and non-positive values on a log axis
    plot.grab()  # paints without raising
    (x0, x1), _ = plot.plotItem.vb.viewRange()
    assert np.isfinite([x0, x1]).all()


def test_view_follows_until_the_person_zooms_and_the_button_restores_it(qtbot):
    plots = TrainingPlots()
    qtbot.addWidget(plots)
    plots.resize(900, 500)
    plots.show()
    run = RunData(name="live")
    plots.set_current(run)
    em = Emitter([run.on_event])
    em.emit(
        "run_started",
        run_id="r1",
        backend="torch",
        device="cpu",
        epochs=1,
        steps_per_epoch=500,
        replicas=1,
        job={},
    )
    for i in range(1, 201):
        em.emit("batch_end", epoch=1, step=i, logs={"loss": 2.0 / i}, examples_per_sec=100.0)
    plots.redraw()
    vb = plots.loss_plot.plotItem.vb
    qtbot.waitUntil(lambda: vb.viewRange()[0][1] >= 199)
    assert not plots.follow_button.isEnabled()
    # the person zooms in on the start: the view stops following
    vb.scaleBy((0.1, 1.0))
    vb.sigRangeChangedManually.emit(vb.state["mouseEnabled"])
    assert plots.follow_button.isEnabled()
    for i in range(201, 401):
        em.emit("batch_end", epoch=1, step=i, logs={"loss": 2.0 / i}, examples_per_sec=100.0)
    plots.redraw()
    qtbot.wait(20)
    assert vb.viewRange()[0][1] < 399  # stayed where the person put it
    qtbot.mouseClick(
        plots.follow_button, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton
    )
    qtbot.waitUntil(lambda: vb.viewRange()[0][1] >= 399)
    assert not plots.follow_button.isEnabled()


def test_replayed_events_file_fills_every_plot(qtbot, tmp_path):
    path = tmp_path / "events.jsonl"
    with JsonlSink(path) as sink:
        em = Emitter([sink])
        em.emit(
            "run_started",
            run_id="replay",
            backend="tensorflow",
            device="cpu",
            replicas=1,
            epochs=3,
            steps_per_epoch=10,
            job={"name": "digits"},
        )
        step = 0
        for epoch in (1, 2, 3):
            for _ in range(10):
                step += 1
                loss = "nan" if step == 15 else 3.0 / step
                em.emit(
                    "batch_end",
                    epoch=epoch,
                    step=step,
                    logs={"loss": loss, "lr": 0.001},
                    examples_per_sec=500.0 + step,
                )
            em.emit(
                "epoch_end",
                epoch=epoch,
                step=step,
                logs={
                    "loss": 1.0 / epoch,
                    "val_loss": 1.2 / epoch,
                    "accuracy": 0.5 + epoch / 10,
                    "val_accuracy": 0.45 + epoch / 10,
                },
            )
        em.emit("run_finished", status="completed", error=None, traceback=None)
    events = list(read_events(path))
    run = RunData.from_events(events, path=str(tmp_path))
    assert run.name == "digits" and run.status == "completed" and run.batch_events == 30
    assert run.fraction() == 1.0 and str(run.epoch_label()) == "epoch 3/3"

    plots = TrainingPlots()
    qtbot.addWidget(plots)
    plots.set_current(run)
    assert plots.curve_points(plots.loss_plot, run, "loss") == 29  # the NaN step is a gap
    assert len(run.loss) == 30
    assert plots.curve_points(plots.epoch_plot, run, "val_loss") == 3
    assert plots.curve_points(plots.accuracy_plot, run, "val_accuracy") == 3
    assert plots.curve_points(plots.throughput_plot, run, "examples_per_sec") == 30
    assert plots.curve_points(plots.lr_plot, run, "lr") == 30
    # wall-time axis uses seconds since run_started
    plots.x_axis.setCurrentIndex(1)
    xs = plots.loss_plot.curves[f"{plots.key(run)}/loss"].xData
    assert xs.min() >= 0 and xs.max() < 60
    # overlaying a second run adds its curves; removing it takes them away
    other = RunData.from_events(events, name="other", path="elsewhere")
    plots.add_overlay(other)
    assert plots.curve_points(plots.loss_plot, other, "loss") == 29
    n_curves = len(plots.loss_plot.curves)
    plots.remove_overlay(other)
    assert len(plots.loss_plot.curves) == n_curves - 2


def test_duplicate_records_after_a_reconnect_are_ignored():
    run = RunData()
    sink = ListSink()
    em = Emitter([sink])
    em.emit("run_started", run_id="x", epochs=1, steps_per_epoch=3)
    for i in (1, 2, 3):
        em.emit("batch_end", epoch=1, step=i, logs={"loss": 1.0})
    for ev in sink + sink[1:]:  # replay overlaps what was already seen
        run.on_event(ev)
    assert run.batch_events == 3 and run.global_step == 3


def test_steps_that_restart_each_epoch_still_count_on():
    run = RunData()
    em = Emitter([run.on_event])
    em.emit("run_started", run_id="x", epochs=2, steps_per_epoch=4)
    for epoch in (1, 2):
        for s in range(4):
            em.emit("batch_end", epoch=epoch, step=s, logs={"loss": 1.0})
    assert list(run.loss.x) == [0, 1, 2, 3, 4, 5, 6, 7]


def test_long_curves_draw_their_exact_min_max_envelope_and_every_point_when_zoomed(qtbot):
    from tpugui.qt.widgets.plots import DECIMATE_ABOVE

    plot = MetricPlot("lossPlot", "loss", "loss")
    qtbot.addWidget(plot)
    plot.curve("a", "#0072B2")
    s = Series()
    rng = np.random.default_rng(3)
    total = 0
    for chunk in (30_000, 7, 50_000, 1, 123_456):  # grows unevenly, buckets merge on the way
        s.extend(np.arange(total, total + chunk), np.zeros(chunk), rng.random(chunk))
        total += chunk
        plot.set_curve("a", s.x, s.y, all_finite=True, token=s.version, grows=id(s))
    shown = plot.curves["a"]
    assert plot.points("a") == total > DECIMATE_ABOVE
    assert len(shown.xData) < 10_000  # the envelope, not every point
    assert shown.yData.min() == s.y.min() and shown.yData.max() == s.y.max()
    # every bucket's min and max are the raw points' (peak downsampling, done incrementally)
    dec = plot._decimated["a"]
    b, m = dec.b, dec.buf.n
    raw = s.y[: m * b].reshape(m, b)
    np.testing.assert_array_equal(dec.buf.t, raw.min(axis=1))
    np.testing.assert_array_equal(dec.buf.y, raw.max(axis=1))
    # the person zooms in: every point is handed over for the detail; following again: envelope
    plot._user_moved()
    assert len(plot.curves["a"].xData) == total
    plot.follow()
    assert len(plot.curves["a"].xData) < 10_000


def test_a_deleted_plot_leaves_no_top_level_menu_for_the_garbage_collector(qtbot):
    """pyqtgraph makes its context menus (the view box's, the plot options) without a parent:
    top-level widgets owned by Python in reference cycles, which the cyclic collector deleted
    at any moment, even while Qt walked QApplication.topLevelWidgets() (a segfault in the suite).
    They belong to the plot: deleting the plot deletes them, with no collection at all."""
    import gc

    import shiboken6
    from PySide6.QtWidgets import QApplication

    gc.collect()
    before = {id(w) for w in QApplication.topLevelWidgets()}
    plot = MetricPlot("lossPlot", "loss", "loss")
    item = plot.getPlotItem()
    menus = [item.getViewBox().menu, item.ctrlMenu]
    for menu in menus:
        assert menu.parent() is plot and not shiboken6.ownedByPython(menu)
    gc.disable()
    try:
        plot.deleteLater()
        qtbot.waitUntil(lambda: not shiboken6.isValid(plot), timeout=5_000)
        assert not any(shiboken6.isValid(m) for m in menus)
        left = [w for w in QApplication.topLevelWidgets() if id(w) not in before]
        assert not left, [type(w).__name__ for w in left]
    finally:
        gc.enable()


def test_a_short_axis_gets_major_labels_that_fit(qtbot):
    """pyqtgraph asks for at least 2.25 intervals however short the axis: a 48 px learning-rate
    axis got six labels (0, 0.0002, ... 0.001) on top of each other. Now it gets two, and a
    tall axis keeps pyqtgraph's own."""
    plot = MetricPlot("lrPlot", "learning rate", "lr")
    qtbot.addWidget(plot)
    axis = plot.getPlotItem().getAxis("left")
    short = axis.tickValues(-0.00005, 0.00105, 48)
    assert short[0][0] == pytest.approx(0.001)
    assert [round(v, 6) for v in short[0][1]] == [0.0, 0.001]
    assert len(axis.tickValues(0.0, 2.3, 60)[0][1]) >= 2  # two in view where two fit
    # an accuracy axis squeezed to 20 px (a 1024 x 700 window with a legend row): 0.6 and 0.8
    # were drawn on top of each other; now 0.8 alone, the major value nearest the middle
    squeezed = axis.tickValues(0.55, 0.98, 20)
    assert [round(v, 6) for v in squeezed[0][1]] == [0.8]
    assert [round(v, 6) for v in axis.tickValues(0.55, 0.98, 40)[0][1]] == [0.6, 0.8]
    tall = axis.tickValues(-0.00005, 0.00105, 400)
    assert tall[0][0] == pytest.approx(0.0002)


def test_a_single_spike_in_a_million_steps_is_drawn_at_every_zoom(qtbot):
    """A 1,000,000-step loss with one spike at step 777,777: the data the curve draws (after the
    envelope and pyqtgraph's own peak downsampling and clip-to-view) holds the spike at full
    view, zoomed to 150,000 steps around it, and zoomed to 200 steps."""
    plot = MetricPlot("lossPlot", "loss", "loss")
    qtbot.addWidget(plot)
    plot.resize(800, 300)
    plot.show()
    plot.curve("a", "#0072B2")
    s = Series()
    n = 1_000_000
    y = 1.0 + 0.01 * np.random.default_rng(7).random(n)
    y[777_777] = 50.0
    s.extend(np.arange(n), np.zeros(n), y)
    plot.set_curve("a", s.x, s.y, all_finite=True, token=s.version, grows=id(s))
    plot.follow_data(force=True)  # the owner's redraw timer does this: every point in view
    curve = plot.curves["a"]

    def drawn() -> tuple[np.ndarray, np.ndarray]:
        qtbot.wait(50)  # the view's range change is applied on the event loop
        x, shown = curve.getData()  # what is drawn: downsampled and clipped to the view
        return x, shown

    try:
        x, shown = drawn()
        assert len(shown) < 20_000 and shown.max() == 50.0  # full view: the envelope has it
        for lo, hi in ((700_000, 850_000), (777_677, 777_877)):
            plot.getPlotItem().setXRange(lo, hi, padding=0)
            plot._user_moved()
            x, shown = drawn()
            assert shown.max() == 50.0, (lo, hi)
            assert x.min() >= lo - (hi - lo) and x.max() <= hi + (hi - lo)  # clipped to view
    finally:
        plot.hide()


def test_series_with_the_same_steps_share_them_and_copy_before_a_write():
    """A finished run's series logged at the same steps keep one step and time column (issue
    41: a 1,000,000-step run's seven per-step series in the memory of three and a half); a
    series copies the shared columns before it writes, and the other keeps its points."""
    from tpugui.runs.series import share_steps

    steps = np.arange(1.0, 1001.0)
    a, b, c = Series(1000), Series(1000), Series(1000)
    a.extend(steps, steps * 0.5, steps * 2)
    b.extend(steps, steps * 0.5, -steps)
    c.extend(steps + 1, steps * 0.5, steps)  # other steps: its own
    assert share_steps([a, b, c]) == 2 * 8 * 1000
    assert np.shares_memory(a.x, b.x) and np.shares_memory(a.t, b.t)
    assert not np.shares_memory(a.x, c.x) and not np.shares_memory(a.y, b.y)
    b.append(1001, 500.5, -1001)  # a write: b's own columns first
    assert not np.shares_memory(a.x, b.x) and len(a) == 1000 and a.x[-1] == 1000
    assert list(b.x[-2:]) == [1000, 1001] and list(b.y[-2:]) == [-1000, -1001]
    a.extend(np.array([1001.0]), np.array([500.5]), np.array([2002.0]))
    assert list(a.x[-2:]) == [1000, 1001] and a.y[-1] == 2002 and b.y[-1] == -1001
    assert np.array_equal(a.block()[0], b.block()[0])


def test_a_legend_with_no_room_for_a_whole_name_says_its_short_form(qtbot):
    """At 1200 px the Epoch loss and Accuracy legends read "traini…" and "valid…": a name with a
    short form ("train", "val") says that before a word is cut."""
    plot = MetricPlot("epochLossPlot", "Epoch loss", "loss")
    qtbot.addWidget(plot)
    plot.add_legend()
    plot.curve("a/loss", "#1f77b4", dashed=True, symbol="t", name="training", short="train")
    plot.curve("a/val_loss", "#1f77b4", symbol="o", name="validation", short="val")
    wide = plot._legend_html()
    assert "training" in wide and "validation" in wide  # room enough: the whole names
    fm_room = 2 * 70  # room for two short names and their samples, not the whole ones
    narrow = plot._legend_html(fm_room)
    assert "&nbsp;train&nbsp;" in narrow and narrow.endswith("&nbsp;val"), narrow
    assert "…" not in narrow  # no cut word
