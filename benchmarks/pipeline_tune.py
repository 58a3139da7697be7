"""Tuned vs naive vs exhaustive grid on a latency-bound source, side by side in one run.

The source is generated (tpugui.pipeline.artificial, in the style of the TF data-performance
guide's artificial dataset): many shards, a per-file open latency, a per-record read latency
and a costly map. The tuner (tpugui.pipeline.tune.tune, the one the page and
`tpugui pipeline tune` use) searches the same knobs as the grid: interleave cycle_length (with
as many parallel calls), map parallelism, prefetch depth and the private thread pool.

Every configuration is scored by the median of REPEATS epochs. At the end the naive pipeline,
the tuner's choice and the grid's best are measured again, interleaved, REPEATS times each, and
the ratios of those medians are printed.

Targets: tuned >= 3x naive, tuned >= 0.9x the grid's best.
    .venv/bin/python benchmarks/pipeline_tune.py [--quick]
"""

from __future__ import annotations

import itertools
import os
import statistics
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from tpugui.pipeline.artificial import NAIVE, Latency, epoch_throughput  # noqa: E402
from tpugui.pipeline.tune import tune  # noqa: E402

QUICK = "--quick" in sys.argv
REPEATS = 3
SPACE = {
    "cycle_length": [1, 4, 16],
    "map_parallel_calls": [1, 4, 16, "autotune"],
    "prefetch": [0, 1, "autotune"],
    "private_threadpool_size": [0, 8, 32],
}
if QUICK:
    SPACE = {k: v[::2] if len(v) > 2 else v for k, v in SPACE.items()}
    REPEATS = 1


def score(cfg, lat):
    return statistics.median(epoch_throughput(cfg, lat) for _ in range(REPEATS))


def main() -> None:
    lat = Latency()
    print(
        f"source: {lat.files} shards x {lat.records} records, open {lat.open_ms} ms, "
        f"read {lat.read_ms} ms/record, map {lat.map_ms} ms/example, batch {lat.batch_size}; "
        f"{os.cpu_count()} CPU cores"
    )
    epoch_throughput(NAIVE, lat)  # warm TensorFlow up

    t = time.perf_counter()
    tuned = tune(SPACE, dict(NAIVE), lambda c: score(c, lat), budget=20)
    tune_s = time.perf_counter() - t
    print(f"tuner: {len(tuned.trials)} configurations in {tune_s:.0f} s -> {tuned.best}")

    t = time.perf_counter()
    grid = []
    keys = list(SPACE)
    for values in itertools.product(*SPACE.values()):
        cfg = dict(zip(keys, values, strict=True))
        grid.append((score(cfg, lat), cfg))
    grid.sort(key=lambda g: -g[0])
    grid_s = time.perf_counter() - t
    best_grid = grid[0][1]
    print(f"grid:  {len(grid)} configurations in {grid_s:.0f} s -> {best_grid}")

    # the final comparison: the three side by side, interleaved, medians of 5
    runs = {"naive": [], "tuned": [], "grid best": []}
    for _ in range(1 if QUICK else 5):
        runs["naive"].append(epoch_throughput(NAIVE, lat))
        runs["tuned"].append(epoch_throughput(tuned.best, lat))
        runs["grid best"].append(epoch_throughput(best_grid, lat))
    med = {k: statistics.median(v) for k, v in runs.items()}
    for k, v in med.items():
        print(f"  {k:10s} {v:8,.0f} examples/s  (runs: {', '.join(f'{x:,.0f}' for x in runs[k])})")
    print(f"tuned / naive     = {med['tuned'] / med['naive']:.2f}x   (target >= 3)")
    print(f"tuned / grid best = {med['tuned'] / med['grid best']:.2f}x   (target >= 0.9)")
    print(
        f"tuner measured {len(tuned.trials)} of {len(grid)} grid points "
        f"({tune_s:.0f} s vs {grid_s:.0f} s)"
    )


if __name__ == "__main__":
    main()
