"""What the TensorFlow input-wait stage costs a training step, alone.

The live monitor times each step's wait for its batch with a tf.data stage at the end of the
training input (``tpugui.monitor.input_wait.TfInputWait``: a zip with request stamps and a map
that sums the wait into a CPU variable). Here the same plain ``model.fit`` of the demo job (the
engine's own builders: build_datasets, models_tf.build, make_optimizer, compile_model; no
callback, no events) runs with and without the stage, and with the stage and its total read
after every step (as the engine did before it read it ten times a second). Steps/s of epochs
2..3, rounds alternate the order, all in one process (fresh models each time). Medians.

    .venv/bin/python benchmarks/input_wait_cost.py [--rounds 5] [--steps 300]
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


def fit(variant: str, steps: int) -> float:
    import keras

    from tpugui.job import load_job
    from tpugui.monitor.input_wait import TfInputWait
    from tpugui.pipeline.build import build_datasets
    from tpugui.training import models_tf, tf_backend

    job = load_job(DEMO).updated("train.epochs", 3).updated("train.steps_per_epoch", steps)
    keras.utils.set_random_seed(job.train.seed)
    built = build_datasets(job, DEMO.parent)
    train = built.train if built.infinite else built.train.repeat()
    wait = TfInputWait(train) if variant != "none" else None
    model = models_tf.build(job.model.architecture, built.input_shape, built.num_classes)
    tf_backend.compile_model(model, tf_backend.make_optimizer(job, 3 * steps), 1)
    ends: list[float] = []
    callbacks = [
        keras.callbacks.LambdaCallback(on_epoch_end=lambda e, logs: ends.append(time.time()))
    ]
    if variant == "stage+read":
        callbacks.append(
            keras.callbacks.LambdaCallback(on_train_batch_end=lambda b, logs: wait.take())
        )
    model.fit(
        wait.dataset if wait is not None else train,
        epochs=3,
        steps_per_epoch=steps,
        validation_data=built.val if built.val_count else None,
        callbacks=callbacks,
        verbose=0,
        shuffle=False,
    )
    keras.backend.clear_session()
    return 2 * steps / (ends[-1] - ends[0])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=300)
    args = ap.parse_args()
    print(f"input_wait_cost: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}", flush=True)
    variants = ["none", "stage", "stage+read"]
    rates: dict[str, list[float]] = {v: [] for v in variants}
    fit("none", 20)  # imports and first traces outside the rounds
    for i in range(args.rounds):
        for v in variants if i % 2 == 0 else variants[::-1]:
            rates[v].append(fit(v, args.steps))
        print(
            f"  round {i + 1}: " + ", ".join(f"{v} {rates[v][-1]:6.1f}" for v in variants),
            flush=True,
        )
    base = statistics.median(rates["none"])
    for v in variants:
        ratios = [r / n for r, n in zip(rates[v], rates["none"], strict=True)]
        print(
            f"{v:12s} median {statistics.median(rates[v]):6.1f} steps/s, "
            f"ratio to none {statistics.median(ratios):.3f} "
            f"(medians {statistics.median(rates[v]) / base:.3f})"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
