"""Runs at scale, measured (not asserted): opening a 1,000,000-step run, listing 1,000 runs,
``tpugui runs --json``, and redrawing ten 1,000,000-step runs overlaid.

Every sample is a fresh process (so the memory figure is that process's peak RSS and no
file cache of Python objects helps); the figure is the median. "before" is the way it was done
until issue 15: ``read_run`` (every event parsed) + ``RunData.from_events``, and every run's
events read to list it. "first open" parses events.jsonl once in chunks and writes the
columnar copy (metrics.npz); "open" reads that copy.

    .venv/bin/python benchmarks/run_scale.py [--steps 1000000] [--runs 1000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.training.bigrun import write_big_run  # noqa: E402

# peak RSS from /proc (VmHWM): getrusage's ru_maxrss survives exec, so a child would report
# this (large) benchmark process's peak
PROBE = r"""
import json, sys, time
sys.path.insert(0, {root!r})
def hwm():
    for line in open("/proc/self/status"):
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
import numpy
from tpugui.training import run_cache, runs
from tpugui.training.run_model import RunData
before = hwm()
t = time.perf_counter()
{body}
dt = time.perf_counter() - t
peak = hwm()
print(json.dumps({{"s": dt, "peak_mb": peak, "delta_mb": peak - before}}))
"""

BODIES = {
    "before: open (read_run + from_events)": (
        "info, ev = runs.read_run(P); r = RunData.from_events(ev); del ev"
    ),
    "first open (parse once, write metrics.npz)": (
        "import os; [os.unlink(P + '/' + f) for f in ('metrics.npz',) "
        "if os.path.exists(P + '/' + f)]; r = run_cache.load_run(P)"
    ),
    "open (metrics.npz)": "r = run_cache.load_run(P)",
    "before: list (every event of every run)": "x = [runs.read_run(p)[0] for p in ROOTS]",
    "list (summary.json)": "x = runs.list_runs(R)",
}


def probe(body: str, env: dict[str, str]) -> dict[str, float]:
    code = "\n".join(f"{k} = {v!r}" for k, v in env.items()) + "\n"
    src = PROBE.format(root=str(ROOT), body=code + body)
    out = subprocess.run([sys.executable, "-c", src], capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def median(samples: list[dict[str, float]], key: str) -> float:
    return statistics.median(s[key] for s in samples)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--steps", type=int, default=1_000_000)
    ap.add_argument("--runs", type=int, default=1000)
    ap.add_argument("--run-steps", type=int, default=500, help="steps of each listed run")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--overlay", type=int, default=10, help="runs overlaid in the redraw")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="tpugui-scale-"))
    results: dict[str, dict[str, float]] = {}
    try:
        big = write_big_run(tmp / "big" / "20260101-000000-big", args.steps)
        env = {"P": str(big)}
        for label in list(BODIES)[:3]:
            samples = [probe(BODIES[label], env) for _ in range(args.rounds)]
            results[label] = {
                "s": median(samples, "s"),
                "peak_mb": median(samples, "peak_mb"),
                "delta_mb": median(samples, "delta_mb"),
            }
            print(label, results[label], flush=True)
        many = tmp / "many"
        for i in range(args.runs):
            write_big_run(many / f"2026010{i // 100000}-{i:06d}-r", args.run_steps, epochs=2)
        roots = sorted(str(p) for p in many.iterdir())
        env = {"R": str(many), "ROOTS": roots}
        probe("runs.list_runs(R)", env)  # writes the summaries (what the first listing does)
        for label in list(BODIES)[3:]:
            samples = [probe(BODIES[label], env) for _ in range(args.rounds)]
            results[label] = {"s": median(samples, "s"), "peak_mb": median(samples, "peak_mb")}
            print(label, results[label], flush=True)
        cli = []
        for _ in range(args.rounds):
            t = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "tpugui", "runs", "--json", "--root", str(many)],
                capture_output=True,
                check=True,
                cwd=ROOT,
            )
            cli.append(time.perf_counter() - t)
        results["tpugui runs --json (fresh process, 1,000 runs)"] = {"s": statistics.median(cli)}
        print("cli", results["tpugui runs --json (fresh process, 1,000 runs)"], flush=True)
        results["overlay redraw"] = overlay(big, args.overlay)
        print("overlay", results["overlay redraw"], flush=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    b, a = results["before: open (read_run + from_events)"], results["open (metrics.npz)"]
    lb, la = results["before: list (every event of every run)"], results["list (summary.json)"]
    print(
        json.dumps(
            {
                "open_ratio": b["s"] / a["s"],
                "open_memory_ratio": b["delta_mb"] / max(a["delta_mb"], 1e-9),
                "list_ratio": lb["s"] / la["s"],
                "results": results,
            },
            indent=1,
        )
    )
    return 0


def overlay(big: Path, n: int) -> dict[str, float]:
    """Median redraw with ``n`` copies of the big run overlaid and a live run appending 100
    points a tick (the timer's work plus a synchronous repaint of the plots)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from tpugui.qt.training.plots import TrainingPlots
    from tpugui.training.run_cache import load_run
    from tpugui.training.run_model import RunData

    app = QApplication.instance() or QApplication([])
    plots = TrainingPlots()
    plots.resize(1000, 600)
    plots.show()
    for _ in range(n):
        plots.add_overlay(load_run(big))
    live = RunData(name="live")
    live.on_event({"seq": 1, "time": 0.0, "type": "run_started", "epochs": 1})
    plots.set_current(live)
    app.processEvents()
    times = []
    seq, step = 1, 0
    for _ in range(40):
        for _ in range(100):
            seq, step = seq + 1, step + 1
            live.on_event(
                {"seq": seq, "time": step * 0.01, "type": "batch_end", "epoch": 1,
                 "step": step, "logs": {"loss": 1.0 / step}}
            )  # fmt: skip
        t = time.perf_counter()
        plots.redraw()
        plots.repaint()
        app.processEvents()
        times.append(time.perf_counter() - t)
    plots.close()
    times = times[5:]
    return {
        "median_ms": statistics.median(times) * 1000,
        "p90_ms": sorted(times)[int(0.9 * len(times))] * 1000,
    }


if __name__ == "__main__":
    raise SystemExit(main())
