"""Redraw cost of a 1,000,000-point loss curve, measured (not asserted).

The Training page's plots hold a run whose loss curve has N points (default 1,000,000, plus
learning rate and throughput curves of the same length). Each round appends 100 new points
(what 50 ms of a fast run adds) and times one redraw: the timer's work (EMA smoothing of the new
points, ``setData`` on every changed curve, following the newest points) plus the synchronous
repaint of the plots. Side by side in the same process: the same curve drawn the naive way
(no downsampling, no clip-to-view, auto-range on every update). Also timed: moving the
smoothing slider (the EMA of all N points recomputed) and switching to log-y.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_redraw.py [--points 1000000]
        [--rounds 30]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
import pyqtgraph as pg  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tpugui.qt.training.plots import TrainingPlots  # noqa: E402
from tpugui.runs.model import RunData  # noqa: E402


def fill(run: RunData, n: int) -> None:
    rng = np.random.default_rng(0)
    steps = np.arange(1, n + 1, dtype=np.float64)
    t = steps * 0.0005
    loss = 2.0 / (1 + steps / 50_000) + 0.05 * rng.random(n)
    run.loss.extend(steps, t, loss)
    run.lr.extend(steps, t, np.full(n, 1e-3))
    run.throughput.extend(steps, t, 250_000 + 5_000 * rng.random(n))
    run.global_step = n
    run.batch_events = n
    run.version += 1


def append(run: RunData, k: int) -> None:
    n = run.global_step
    steps = np.arange(n + 1, n + k + 1, dtype=np.float64)
    t = steps * 0.0005
    run.loss.extend(steps, t, 2.0 / (1 + steps / 50_000) + 0.05 * np.random.rand(k))
    run.lr.extend(steps, t, np.full(k, 1e-3))
    run.throughput.extend(steps, t, 250_000 + 5_000 * np.random.rand(k))
    run.global_step += k
    run.batch_events += k
    run.version += 1


def ms(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values) * 1e3, 2),
        "p90": round(float(np.percentile(values, 90)) * 1e3, 2),
        "max": round(max(values) * 1e3, 2),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--points", type=int, default=1_000_000)
    ap.add_argument("--rounds", type=int, default=30)
    args = ap.parse_args()
    app = QApplication.instance() or QApplication([])

    plots = TrainingPlots()
    plots.resize(1100, 600)
    plots.show()
    run = RunData(name="big")
    fill(run, args.points)
    t = time.perf_counter()
    plots.set_current(run)
    plots.repaint()
    app.processEvents()
    first = time.perf_counter() - t

    def one_live_redraw() -> float:
        append(run, 100)
        t0 = time.perf_counter()
        plots.timer.start()  # redraws as while live (secondary plots every 4th tick)
        plots.redraw()
        plots.timer.stop()
        plots.repaint()
        app.processEvents()
        return time.perf_counter() - t0

    for _ in range(3):
        one_live_redraw()
    live = [one_live_redraw() for _ in range(args.rounds)]
    points = plots.curve_points(plots.loss_plot, run, "loss")

    slider = []
    for i in range(5):
        t0 = time.perf_counter()
        plots.smoothing.setValue(600 + 50 * (i + 1))  # recomputes the EMA of every point
        plots.repaint()
        app.processEvents()
        slider.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    plots.log_y.setChecked(True)
    plots.repaint()
    app.processEvents()
    log_switch = time.perf_counter() - t0
    plots.log_y.setChecked(False)
    log_live = []
    plots.log_y.setChecked(True)
    for _ in range(10):
        log_live.append(one_live_redraw())
    plots.log_y.setChecked(False)

    # the naive way, same widget size, same data: every point drawn, auto-range each update
    naive = pg.PlotWidget(background="w")
    naive.resize(700, 330)
    naive.show()
    curve = naive.plot(pen=pg.mkPen("#0072B2"))
    naive.getPlotItem().enableAutoRange()
    naive_times = []
    for _ in range(min(args.rounds, 8)):
        append(run, 100)
        t0 = time.perf_counter()
        curve.setData(run.loss.x, run.loss.y)
        naive.repaint()
        app.processEvents()
        naive_times.append(time.perf_counter() - t0)

    report = {
        "points_per_curve": run.loss.n,
        "points_in_loss_plot": points,
        "first_draw_ms": round(first * 1e3, 1),
        "live_redraw_ms": ms(live),
        "live_redraw_log_y_ms": ms(log_live),
        "smoothing_slider_move_ms": ms(slider),
        "log_y_switch_ms": round(log_switch * 1e3, 1),
        "naive_redraw_ms": ms(naive_times),
        "speedup_vs_naive": round(statistics.median(naive_times) / statistics.median(live), 1),
        "target": "redraw <= 20 ms with 1,000,000 points",
    }
    print(json.dumps(report, indent=2))
    naive.close()
    plots.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
