"""What `tpugui detect --bench` measures on this machine, run several times: medians and spread.

Matmul GFLOP/s per framework and dtype, STREAM copy/triad GB/s, each beside the CPU's derived
peak (cores x clock x FLOPs/cycle for its ISA) as an efficiency %, plus the bench's own wall time
(target: under ~20 s here with TensorFlow and PyTorch installed).

    .venv/bin/python benchmarks/detect_bench.py [--runs 3]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict

from tpugui.devices.bench import run_bench
from tpugui.devices.inventory import detect


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    inv = detect()
    cpu = inv.device("cpu")
    peaks = {"float32": cpu.value("peak_fp32"), "bfloat16": cpu.value("peak_bf16")}
    print(f"CPU: {cpu.name}, {cpu.value('physical_cores')} cores, peak fp32 "
          f"{peaks['float32']} / bf16 {peaks['bfloat16']} GFLOP/s ({cpu.characteristics['peak_fp32'].note})")  # fmt: skip
    values: dict[tuple, list[float]] = defaultdict(list)
    walls = []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        rows = run_bench(inv.frameworks)
        walls.append(time.perf_counter() - t0)
        for r in rows:
            if r.get("value") is not None:
                values[(r["device"], r["framework"], r["op"], r["dtype"], r["unit"])].append(
                    r["value"]
                )
    print(f"{'device':<7} {'framework':<11} {'op':<13} {'dtype':<9} {'median':>9} "
          f"{'min':>8} {'max':>8}  unit      efficiency")  # fmt: skip
    for (dev, fw, op, dtype, unit), vals in values.items():
        med = statistics.median(vals)
        peak = peaks.get(dtype) if op == "matmul" and dev == "cpu" else None
        eff = f"{100 * med / peak:5.1f}% of peak" if peak else ""
        print(f"{dev:<7} {fw:<11} {op:<13} {dtype:<9} {med:>9.1f} {min(vals):>8.1f} "
              f"{max(vals):>8.1f}  {unit:<8}  {eff}")  # fmt: skip
    print(f"bench wall time: median {statistics.median(walls):.1f} s "
          f"(first run includes framework imports: {walls[0]:.1f} s)")  # fmt: skip


if __name__ == "__main__":
    main()
