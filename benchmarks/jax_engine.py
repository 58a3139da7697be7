"""The jax backend's cost over a plain jitted training loop, measured (not asserted).

Steps per second through ``engine.run()`` (every step's loss read back one step late, numbered,
written and flushed to events.jsonl and handed to a sink; TensorBoard; the NaN check) against a
plain loop a JAX user would write: the same network (``jax.models``), optimizer, jitted step and
shardings (``jax.build.make_steps`` over the same Mesh), fed the same tf.data numpy batches,
reading nothing back until the epoch ends. Alternated in one process; the window is epochs 2..E
(compilation and the first epoch outside it). Prints per-round figures and the median ratios of
steps per wall second and of steps per CPU second of this process (on a shared, loaded VM the
wall-clock ratio swings with the neighbours; the CPU-time ratio counts the work each side did).

    .venv/bin/python benchmarks/jax_engine.py [--rounds 5] [--steps 100] [--epochs 4]
    XLA_FLAGS=--xla_force_host_platform_device_count=8 ...   # the same over 8 CPU devices
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

from tpugui.job import Job  # noqa: E402
from tpugui.training import engine  # noqa: E402


def make_job(steps: int, epochs: int, arch: str, batch: int) -> Job:
    return Job.from_dict(
        {
            "name": "bench",
            "model": {"backend": "jax", "architecture": arch},
            "pipeline": {"batch_size": batch},
            "train": {"epochs": epochs, "steps_per_epoch": steps, "checkpoint_every": 0},
            "data": {"validation_split": 0.0},
        }
    )


def _now() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def _rates(ends: list[tuple[float, float]], steps: int) -> tuple[float, float]:
    n = (len(ends) - 1) * steps
    return n / (ends[-1][0] - ends[0][0]), n / (ends[-1][1] - ends[0][1])


def through_engine(job: Job) -> tuple[float, float]:
    ends: list[tuple[float, float]] = []

    def sink(ev: dict) -> None:
        if ev["type"] == "epoch_end":
            ends.append(_now())

    with tempfile.TemporaryDirectory() as d:
        status = engine.run(job, sink, threading.Event(), run_dir=Path(d) / "run")
        assert status == "completed", status
    return _rates(ends, job.train.steps_per_epoch)


def plain(job: Job) -> tuple[float, float]:
    import jax
    import numpy as np

    from tpugui.training.jax import backend, build, models
    from tpugui.training.jax.cluster import Cluster

    class _Rep:  # what pick_devices / make_input need of a reporter
        base_dir = None

        def log(self, *a, **k) -> None: ...

    rep = _Rep()
    dev = backend.pick_devices(job, rep)
    inp = backend.make_input(job, rep, Cluster())
    h, w, c = inp.built.input_shape
    model = models.build(job.model.architecture, (h, w, c), inp.built.num_classes)
    tx = build.make_optimizer(job, job.train.epochs * inp.steps)
    params, state = backend.replicate(dev, model.init(0, np.zeros((1, h, w, c), np.float32)))
    opt_state = jax.jit(tx.init, out_shardings=dev.replicated)(params)
    step, _ = build.make_steps(model, tx, inp.built.num_classes, 0.0, np.float32, False)
    batches = backend.train_batches(inp, Cluster())
    ends = []
    for _epoch in range(job.train.epochs):
        for _ in range(job.train.steps_per_epoch):
            x, y = next(batches)
            x = jax.device_put(x, dev.data)
            y = jax.device_put(y, dev.data)
            params, state, opt_state, loss, _correct = step(params, state, opt_state, x, y)
        float(loss)  # the epoch's end: wait for the device
        ends.append(_now())
    return _rates(ends, job.train.steps_per_epoch)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=100)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--arch", default="cnn")
    ap.add_argument("--batch", type=int, default=64)
    args = ap.parse_args()
    job = make_job(args.steps, args.epochs, args.arch, args.batch)
    import jax

    print(f"jax {jax.__version__}, {jax.device_count()} device(s), {args.arch}, batch {args.batch}")
    wall, cpu = [], []
    for r in range(args.rounds):
        a = plain(job) if r % 2 == 0 else None
        e = through_engine(job)
        if a is None:
            a = plain(job)
        wall.append(e[0] / a[0])
        cpu.append(e[1] / a[1])
        print(
            f"round {r + 1}: engine {e[0]:7.1f} steps/s ({e[1]:7.1f} per CPU s), plain jit "
            f"{a[0]:7.1f} ({a[1]:7.1f}); ratio wall {wall[-1]:.3f}, CPU {cpu[-1]:.3f}"
        )
    for name, ratios in (("wall", wall), ("CPU", cpu)):
        print(
            f"median {name} ratio {statistics.median(ratios):.3f} "
            f"(rounds {min(ratios):.3f}-{max(ratios):.3f})"
        )


if __name__ == "__main__":
    main()
