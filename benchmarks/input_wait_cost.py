"""What timing the TensorFlow input wait costs a training step, alone.

The live monitor times each step's wait for its batch (``tpugui.monitor.input_wait``). With one
step per call (the default) the batch is taken in Python and its GetNext kernel timed
(``KerasFeedWait``, ``tpugui.training.tensorflow.input_wait``); with several steps per call a tf.data stage at the end of the input times it
(``TfInputWait``: a zip with request stamps and a map that sums the wait into a CPU variable).
Here the same plain ``model.fit`` of the demo job (the engine's own builders: build_datasets,
models.build, make_optimizer, compile_model; no callback, no events) runs without either,
with the feed and with the stage. Steps/s and process CPU per step of epochs 2..3, rounds
alternate the order, all in one process (fresh models each time). Medians.

    .venv/bin/python benchmarks/input_wait_cost.py [--rounds 8] [--steps 300]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
DEMO = ROOT / "examples" / "demo.toml"


def fit(variant: str, steps: int) -> tuple[float, float]:
    """(steps per second, CPU microseconds per step) of epochs 2..3."""
    import keras

    from tpugui.job import load_job
    from tpugui.pipeline.build import build_datasets
    from tpugui.training.tensorflow import build as tf_build
    from tpugui.training.tensorflow import models as models_tf
    from tpugui.training.tensorflow.input_wait import KerasFeedWait, TfInputWait

    job = load_job(DEMO).updated("train.epochs", 3).updated("train.steps_per_epoch", steps)
    keras.utils.set_random_seed(job.train.seed)
    built = build_datasets(job, DEMO.parent)
    train = built.train if built.infinite else built.train.repeat()
    if variant == "stage":
        train = TfInputWait(train).dataset
    model = models_tf.build(job.model.architecture, built.input_shape, built.num_classes)
    tf_build.compile_model(model, tf_build.make_optimizer(job, 3 * steps), 1)
    if variant == "feed":
        KerasFeedWait(model)
    ends: list[tuple[float, float]] = []
    callbacks = [
        keras.callbacks.LambdaCallback(
            on_epoch_end=lambda e, logs: ends.append((time.time(), time.process_time()))
        )
    ]
    model.fit(
        train,
        epochs=3,
        steps_per_epoch=steps,
        validation_data=built.val if built.val_count else None,
        callbacks=callbacks,
        verbose=0,
        shuffle=False,
    )
    keras.backend.clear_session()
    (t0, c0), (t1, c1) = ends[0], ends[-1]
    return 2 * steps / (t1 - t0), (c1 - c0) / (2 * steps) * 1e6


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--steps", type=int, default=300)
    args = ap.parse_args()
    print(f"input_wait_cost: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}", flush=True)
    variants = ["none", "feed", "stage"]
    got: dict[str, list[tuple[float, float]]] = {v: [] for v in variants}
    fit("none", 20)  # imports and first traces outside the rounds
    for i in range(args.rounds):
        for v in variants if i % 2 == 0 else variants[::-1]:
            got[v].append(fit(v, args.steps))
        print(
            f"  round {i + 1}: "
            + ", ".join(
                f"{v} {got[v][-1][0]:6.1f} steps/s {got[v][-1][1]:5.0f} us CPU" for v in variants
            ),
            flush=True,
        )
    for v in variants:
        ratios = [r[0] / n[0] for r, n in zip(got[v], got["none"], strict=True)]
        cpu = [r[1] - n[1] for r, n in zip(got[v], got["none"], strict=True)]
        print(
            f"{v:6s} median {statistics.median(r[0] for r in got[v]):6.1f} steps/s, "
            f"ratio to none {statistics.median(ratios):.3f} (rounds {min(ratios):.2f}-"
            f"{max(ratios):.2f}), CPU a step {statistics.median(cpu):+.0f} us"
        )
    print(f"load now {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
