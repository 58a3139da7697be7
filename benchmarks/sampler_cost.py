"""The live monitor's cost on training speed, measured (not asserted).

The same run (digits, a small MLP, ``steps_per_epoch`` steps a epoch) through ``engine.run()``
with ``train.sample_every = 1`` (a device_sample a second: host, process, GPUs/TPUs where there
are some) and with ``0`` (off), alternated A/B in one process, side by side. Steps per second are
read from the epoch_end events of epochs 2..E (the first epoch's tracing is outside the window).
Prints each pair and the median ratio (target: the sampler costs <= 1 %), the ratio of the
process's CPU seconds for the whole run (steadier than wall time on a shared machine: the
sampler's own work is in it), and the median time one sample takes (``Sampler.sample()``, the
work the thread does once a second).

    .venv/bin/python benchmarks/sampler_cost.py [--backend torch|tensorflow] [--rounds 7]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tpugui.events import Emitter, read_events  # noqa: E402
from tpugui.job import Job  # noqa: E402
from tpugui.monitor.sampler import Sampler  # noqa: E402
from tpugui.training import engine  # noqa: E402


def make_job(backend: str, steps: int, epochs: int, every: float) -> Job:
    return Job.from_dict(
        {
            "name": "bench",
            "model": {"backend": backend, "architecture": "mlp"},
            "train": {
                "epochs": epochs,
                "steps_per_epoch": steps,
                "checkpoint_every": 0,
                "sample_every": every,
            },
        }
    )


def steps_per_sec(backend: str, steps: int, epochs: int, every: float, root: Path) -> tuple:
    run_dir = Path(tempfile.mkdtemp(dir=root))
    job = make_job(backend, steps, epochs, every)
    cpu0 = time.process_time()
    assert engine.run(job, None, threading.Event(), run_dir=run_dir) == "completed"
    cpu = time.process_time() - cpu0
    events = list(read_events(run_dir / "events.jsonl"))
    ends = [e["time"] for e in events if e["type"] == "epoch_end"]
    samples = sum(e["type"] == "device_sample" for e in events)
    return steps * (len(ends) - 1) / (ends[-1] - ends[0]), samples, cpu


def sample_time(n: int = 200) -> float:
    s = Sampler(Emitter(), 1.0)
    s.sample()  # builds the sources
    times = []
    for _ in range(n):
        t = time.perf_counter()
        s.sample()
        times.append(time.perf_counter() - t)
    s.stop()
    return statistics.median(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--backend", default="torch", choices=["torch", "tensorflow"])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--epochs", type=int, default=4)
    a = ap.parse_args()
    if a.backend == "torch":
        import torch

        torch.set_num_threads(1)  # OpenMP threads on a shared 2-core machine stall at random
    root = Path(tempfile.mkdtemp(prefix="sampler-cost-"))
    steps_per_sec(a.backend, a.steps, 2, 0, root)  # warm: imports, first tracing
    ratios, on_rates, off_rates, cpu_ratios = [], [], [], []
    for r in range(a.rounds):
        # alternate which goes first, so a drift in the machine's load hits both alike
        order = (1.0, 0.0) if r % 2 == 0 else (0.0, 1.0)
        got = {every: steps_per_sec(a.backend, a.steps, a.epochs, every, root) for every in order}
        (on, samples, cpu_on), (off, _, cpu_off) = got[1.0], got[0.0]
        cpu_ratios.append(cpu_on / cpu_off)
        on_rates.append(on)
        off_rates.append(off)
        ratios.append(on / off)
        print(f"round {r + 1}: sampling {on:8.1f} steps/s ({samples} samples)  "
              f"off {off:8.1f} steps/s  ratio {on / off:.3f}  CPU s on/off {cpu_on / cpu_off:.3f}")  # fmt: skip
    med = statistics.median(ratios)
    print(f"{a.backend}: median steps/s with the sampler {statistics.median(on_rates):.1f}, "
          f"without {statistics.median(off_rates):.1f}; median ratio {med:.3f} "
          f"(cost {100 * (1 - med):+.1f} %)")  # fmt: skip
    print(f"process CPU seconds of the whole run, sampling / off: median "
          f"{statistics.median(cpu_ratios):.3f}")  # fmt: skip
    print(f"one sample (host, process, devices here): median {1e3 * sample_time():.2f} ms")


if __name__ == "__main__":
    main()
