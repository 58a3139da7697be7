"""The engine's cost over a plain loop, measured (not asserted).

Steps per second through ``engine.run()`` (events on: every step numbered, written and flushed
to events.jsonl and handed to a sink; TensorBoard files; the NaN check) against a plain
``model.fit`` (TensorFlow) and a plain torch loop, on the same model, data, batch size and
validation, alternated in one process. The window is epochs 2..E (the first epoch's tracing and
the final checkpoint are outside it). Prints per-round figures and the median ratio.

    .venv/bin/python benchmarks/engine_overhead.py [--rounds 5] [--steps 100] [--epochs 4]
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

from tpugui.events import read_events  # noqa: E402
from tpugui.job import Job  # noqa: E402
from tpugui.training import engine  # noqa: E402


def make_job(backend: str, steps: int, epochs: int, arch: str) -> Job:
    return Job.from_dict(
        {
            "name": "bench",
            "model": {"backend": backend, "architecture": arch},
            "train": {"epochs": epochs, "steps_per_epoch": steps, "checkpoint_every": 0},
        }
    )


def _rates(ends: list[tuple[float, float]], steps_per_epoch: int) -> tuple[float, float]:
    """(steps per wall second, steps per CPU second) between the first and last epoch end."""
    steps = (len(ends) - 1) * steps_per_epoch
    return steps / (ends[-1][0] - ends[0][0]), steps / (ends[-1][1] - ends[0][1])


def _now() -> tuple[float, float]:
    return time.perf_counter(), time.process_time()


def through_engine(job: Job) -> tuple[float, float]:
    ends: list[tuple[float, float]] = []

    def sink(ev: dict) -> None:  # what the GUI bridge does: take the event, hand it on
        if ev["type"] == "epoch_end":
            ends.append(_now())

    with tempfile.TemporaryDirectory() as d:
        status = engine.run(job, sink, threading.Event(), run_dir=Path(d) / "run")
        assert status == "completed", status
        n = sum(
            1 for r in read_events(Path(d) / "run" / "events.jsonl") if r["type"] == "batch_end"
        )
        assert n == job.train.epochs * job.train.steps_per_epoch
    return _rates(ends, job.train.steps_per_epoch)


def plain_fit(job: Job) -> float:
    import keras

    from tpugui.pipeline.build import build_datasets
    from tpugui.training.tensorflow import build as tf_build
    from tpugui.training.tensorflow import models as models_tf

    keras.utils.set_random_seed(job.train.seed)
    built = build_datasets(job)
    model = models_tf.build(job.model.architecture, built.input_shape, built.num_classes)
    tf_build.compile_model(model, tf_build.make_optimizer(job, 1))
    ends: list[tuple[float, float]] = []
    cb = keras.callbacks.LambdaCallback(on_epoch_end=lambda e, logs: ends.append(_now()))
    model.fit(
        built.train.repeat(),
        epochs=job.train.epochs,
        steps_per_epoch=job.train.steps_per_epoch,
        validation_data=built.val,
        callbacks=[cb],
        verbose=0,
        shuffle=False,
    )
    return _rates(ends, job.train.steps_per_epoch)


def plain_torch(job: Job) -> float:
    import torch
    import torch.nn.functional as F  # noqa: N812

    from tpugui.training.torch import data as torch_data
    from tpugui.training.torch import models as models_torch

    torch.manual_seed(job.train.seed)
    data = torch_data.make(job, None)
    model = models_torch.build(job.model.architecture, data.input_shape, data.num_classes)
    opt = torch.optim.Adam(model.parameters(), lr=job.train.learning_rate)
    batches = torch_data.EpochSlice(data.train, job.train.steps_per_epoch)
    ends: list[tuple[float, float]] = []
    for _ in range(job.train.epochs):
        model.train()
        for x, y in batches:
            opt.zero_grad(set_to_none=True)
            loss = F.cross_entropy(model(x), y)
            loss.backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            correct = sum(int((model(x).argmax(1) == y).sum()) for x, y in data.val)
        model.train()
        _ = correct
        ends.append(_now())
    return _rates(ends, job.train.steps_per_epoch)


def compare(name: str, job: Job, plain, rounds: int) -> float:
    through_engine(job)  # warm both paths once (imports, first traces)
    plain(job)
    ratios, cpu_ratios, eng, base = [], [], [], []
    for i in range(rounds):
        # alternate which goes first, so drift (thermal, caches, neighbours) falls on both
        if i % 2 == 0:
            e, p = through_engine(job), plain(job)
        else:
            p, e = plain(job), through_engine(job)
        eng.append(e[0])
        base.append(p[0])
        ratios.append(e[0] / p[0])
        cpu_ratios.append(e[1] / p[1])
        print(
            f"  {name} round {i + 1}: engine {e[0]:8.1f} steps/s   plain {p[0]:8.1f} steps/s"
            f"   ratio {e[0] / p[0]:.3f}   (per CPU second: {e[1] / p[1]:.3f})",
            flush=True,
        )
    med = statistics.median(ratios)
    print(
        f"{name}: median engine {statistics.median(eng):.1f} steps/s, plain "
        f"{statistics.median(base):.1f} steps/s, median ratio {med:.3f} "
        f"(per CPU second {statistics.median(cpu_ratios):.3f}; target >= 0.97) "
        f"over {rounds} rounds"
    )
    return med


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=100, help="steps per epoch")
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--arch", default="cnn")
    ap.add_argument("--only", choices=["tensorflow", "torch"])
    ap.add_argument(
        "--threads",
        type=int,
        default=0,
        help="intra-op threads for both frameworks (0 = their default); 1 steadies the figures "
        "on a shared, busy machine, where spinning thread pools make timings erratic",
    )
    args = ap.parse_args()
    if args.threads:
        import tensorflow as tf
        import torch

        tf.config.threading.set_intra_op_parallelism_threads(args.threads)
        tf.config.threading.set_inter_op_parallelism_threads(args.threads)
        torch.set_num_threads(args.threads)
    print(
        f"model {args.arch}, digits, batch 64, {args.epochs} epochs x {args.steps} steps, "
        f"window = epochs 2..E, threads {args.threads or 'default'}"
    )
    if args.only in (None, "tensorflow"):
        compare(
            "tensorflow",
            make_job("tensorflow", args.steps, args.epochs, args.arch),
            plain_fit,
            args.rounds,
        )
    if args.only in (None, "torch"):
        compare(
            "torch", make_job("torch", args.steps, args.epochs, args.arch), plain_torch, args.rounds
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
