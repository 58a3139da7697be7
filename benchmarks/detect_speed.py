"""How cheap is `tpugui detect`? Medians over several runs, set beside importing a framework.

Prints: the whole CLI (`python -m tpugui detect --json`, a fresh process each time), the
in-process `detect()` call, and, for scale, a fresh process that only imports TensorFlow /
PyTorch. Also checks that detection imports no framework. Target: CLI <= 1.5 s.

    .venv/bin/python benchmarks/detect_speed.py [--runs 5]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def wall(cmd: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)
    return time.perf_counter() - t0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    py = sys.executable
    rows = {}
    rows["python -c pass (interpreter start)"] = [
        wall([py, "-c", "pass"]) for _ in range(args.runs)
    ]
    rows["tpugui detect --json (CLI)"] = [
        wall([py, "-m", "tpugui", "detect", "--json"]) for _ in range(args.runs)
    ]
    for fw in ("tensorflow", "torch"):
        if importlib.util.find_spec(fw) is not None:
            rows[f"python -c 'import {fw}' (for scale)"] = [
                wall([py, "-c", f"import {fw}"]) for _ in range(max(3, args.runs // 2))
            ]

    from tpugui.devices.inventory import detect

    detect()  # warm the file cache
    inproc = []
    for _ in range(args.runs * 4):
        t0 = time.perf_counter()
        detect()
        inproc.append(time.perf_counter() - t0)
    rows["detect() in process"] = inproc
    heavy = [m for m in ("tensorflow", "torch", "torch_xla", "jax") if m in sys.modules]

    base = statistics.median(rows["tpugui detect --json (CLI)"])
    print(f"{'measure':<42} {'median s':>9} {'min s':>7} {'x detect CLI':>13}")
    for name, times in rows.items():
        med = statistics.median(times)
        print(f"{name:<42} {med:>9.3f} {min(times):>7.3f} {med / base:>13.2f}")
    print(f"frameworks imported by detect(): {heavy or 'none'}")
    verdict = "PASS" if base <= 1.5 and not heavy else "FAIL"
    print(f"target: CLI <= 1.5 s and no framework import -> {verdict}")
    print(json.dumps({"detect_cli_median_s": round(base, 3),
                      "detect_inprocess_median_s": round(statistics.median(inproc), 4)}))  # fmt: skip


if __name__ == "__main__":
    main()
