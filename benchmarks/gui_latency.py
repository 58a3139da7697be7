"""GUI event-loop latency under a fast training stream, measured (not asserted).

A producer thread emits ``batch_end`` events at a steady rate (default 2,000 per second for
30 s) into the Training page's stream sink, exactly as the engine or the SSH reader does. The
GUI thread meanwhile runs the page as a person sees it (plots redrawn on their ~50 ms timer)
and a 10 ms probe timer whose lateness is the event loop's latency: how long a click or a
repaint would wait. Reported: probe latency p50 / p99 / max, event delivery latency (event
time -> folded into the plot buffers) p50 / p99 / max, events produced vs shown (drops).

``--naive`` runs the same stream through one queued Qt signal per event (what a plain
``BackgroundTask.event`` hookup does, with a redraw per event batch) for comparison.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/gui_latency.py [--rate 2000]
        [--seconds 30] [--naive]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
from PySide6.QtCore import QObject, QTimer, Signal  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from tpugui.events import Emitter  # noqa: E402
from tpugui.qt.page import AppContext  # noqa: E402
from tpugui.qt.training.page import TrainingPage  # noqa: E402


def produce(sink, rate: int, seconds: float, done: threading.Event) -> None:
    em = Emitter([sink])
    total = int(rate * seconds)
    em.emit(
        "run_started",
        run_id="synthetic",
        backend="torch_xla",
        device="xla:0",
        replicas=8,
        epochs=1,
        steps_per_epoch=total,
        job={"name": "synthetic"},
    )
    t0 = time.perf_counter()
    rng = np.random.default_rng(0)
    noise = rng.random(total)
    for i in range(1, total + 1):
        # pace: event i is due at t0 + i / rate (bursts of about 1 ms)
        due = t0 + i / rate
        delay = due - time.perf_counter()
        if delay > 0.001:
            time.sleep(delay)
        em.emit(
            "batch_end",
            epoch=1,
            step=i,
            logs={"loss": 2.0 / (1 + i / 5000) + 0.1 * noise[i - 1], "lr": 1e-3},
            examples_per_sec=250_000.0,
        )
    em.emit("run_finished", status="completed", error=None, traceback=None)
    done.set()


def pct(values: list[float], q: float) -> float:
    return float(np.percentile(values, q)) if values else float("nan")


class _Naive(QObject):
    event = Signal(object)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rate", type=int, default=2000, help="batch_end events per second")
    ap.add_argument("--seconds", type=float, default=30.0)
    ap.add_argument("--naive", action="store_true", help="one queued signal per event instead")
    args = ap.parse_args()

    app = QApplication.instance() or QApplication([])
    ctx = AppContext()
    page = TrainingPage(ctx)
    page.resize(1400, 900)
    page.show()
    app.processEvents()

    deliveries: list[float] = []
    sink = page.attach_stream("synthetic")
    run = page.current
    original = run.on_event

    def timed(ev):  # noqa: ANN001, ANN202
        deliveries.append(time.time() - ev["time"])
        return original(ev)

    run.on_event = timed  # instance attribute: measures when each event reaches the plots

    naive = None
    if args.naive:
        naive = _Naive()
        naive.event.connect(lambda ev: (sink(ev), page._drain(), page.plots.redraw()))
        producer_sink = naive.event.emit
    else:
        producer_sink = sink

    lateness: list[float] = []
    probe = QTimer(page)
    probe.setInterval(10)
    last = [time.perf_counter()]

    def on_probe() -> None:
        now = time.perf_counter()
        lateness.append(max(0.0, now - last[0] - 0.010))
        last[0] = now

    probe.timeout.connect(on_probe)
    probe.start()
    done = threading.Event()
    producer = threading.Thread(
        target=produce, args=(producer_sink, args.rate, args.seconds, done), daemon=True
    )
    t0 = time.perf_counter()
    producer.start()
    while not done.is_set() or page.running:
        app.processEvents()
        time.sleep(0.0005)
        if time.perf_counter() - t0 > args.seconds * 4 + 60:
            print("timed out", file=sys.stderr)
            break
    wall = time.perf_counter() - t0
    probe.stop()
    producer.join()
    expected = int(args.rate * args.seconds)
    shown = page.plots.curve_points(page.plots.loss_plot, run, "loss")
    report = {
        "mode": "naive (signal per event)" if args.naive else "queue + 50 ms timer drain",
        "rate_per_s": args.rate,
        "seconds": args.seconds,
        "wall_s": round(wall, 2),
        "events_produced": expected,
        "events_in_buffers": run.batch_events,
        "points_in_loss_plot": shown,
        "dropped": expected - run.batch_events,
        "loop_latency_ms": {
            "p50": round(pct(lateness, 50) * 1e3, 2),
            "p99": round(pct(lateness, 99) * 1e3, 2),
            "max": round(max(lateness) * 1e3, 2) if lateness else None,
            "samples": len(lateness),
        },
        "delivery_latency_ms": {
            "p50": round(pct(deliveries, 50) * 1e3, 2),
            "p99": round(pct(deliveries, 99) * 1e3, 2),
            "max": round(max(deliveries) * 1e3, 2) if deliveries else None,
        },
        "redraws": page.plots.redraws,
        "target": "loop latency p99 <= 50 ms, no drops",
    }
    print(json.dumps(report, indent=2))
    page.shutdown()
    page.close()
    return 0 if report["dropped"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
