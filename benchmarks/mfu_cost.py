"""What the live FLOP/s and MFU cost a run: steps/s with and without, and the one count at start.

Per step, the ``Flops`` callback (``tpugui.training.callbacks``) is the whole cost: at a report
step it divides the step's FLOPs by the window's seconds (one attribute test at the others).
Here the same small job (the built-in mlp on digits, batch 32, ``--steps`` steps an epoch, 3
epochs, no checkpoints) runs through ``tpugui.training.engine.run`` with the standard callbacks
("with") and with ``Flops`` taken out of them ("without"), paired rounds alternating the order,
in one process per backend. Steps/s of epochs 2..3 from the events' own times (the first epoch
holds the compile). Medians; the ratio is with / without (1.0: free). The FLOP count itself
runs once, before the first step: its seconds are measured apart (``Count.seconds``; JAX's
count is the first step's own compile, which the step then reuses).

    .venv/bin/python benchmarks/mfu_cost.py [--rounds 6] [--steps 200] [--backends torch,jax]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")


def steps_per_sec(backend: str, steps: int, with_flops: bool, folder: Path) -> float:
    from tests.training.helpers import events_of, make_job, of_type
    from tpugui.training import callbacks, engine

    job = make_job(
        model={"backend": backend, "architecture": "mlp"},
        pipeline={"batch_size": 32},
        train={"epochs": 3, "steps_per_epoch": steps, "checkpoint_every": 0},
    )
    real = callbacks.standard
    if not with_flops:
        callbacks.standard = lambda j, w: [
            c for c in real(j, w) if not isinstance(c, callbacks.Flops)
        ]
    try:
        run_dir = folder / f"{backend}-{with_flops}-{time.monotonic_ns()}"
        assert engine.run(job, None, None, run_dir=run_dir) == "completed"
    finally:
        callbacks.standard = real
    ends = of_type(events_of(run_dir), "batch_end")
    first = next(b for b in ends if b["epoch"] == 2)
    last = ends[-1]
    return (last["step"] - first["step"]) / (last["time"] - first["time"])


def count_seconds(backend: str) -> float:
    """The FLOP count's own seconds for the job's model (once per run)."""
    import numpy as np

    from tpugui.training.jax import flops as jax_flops

    if backend == "torch":
        from tpugui.training.torch import flops as torch_flops
        from tpugui.training.torch import models as models_torch

        model = models_torch.build("mlp", (8, 8, 1), 10)
        return torch_flops.count(model, (1, 8, 8), 32).seconds
    if backend == "tensorflow":
        import tensorflow as tf

        from tests.training.helpers import make_job
        from tpugui.training.tensorflow import build as tf_build
        from tpugui.training.tensorflow import flops as tf_flops
        from tpugui.training.tensorflow import models as models_tf

        job = make_job(model={"backend": "tensorflow", "architecture": "mlp"})
        model = models_tf.build("mlp", (8, 8, 1), 10)
        tf_build.compile_model(model, tf_build.make_optimizer(job, 10), 1)
        spec = (tf.TensorSpec((None, 8, 8, 1), tf.float32), tf.TensorSpec((None,), tf.int32))
        return tf_flops.count(model, spec, 32).seconds
    import jax
    import jax.numpy as jnp

    w = [jnp.ones((64, 128)), jnp.ones((128, 64)), jnp.ones((64, 10))]

    def step(w, x):
        def loss(w):
            h = x
            for m in w:
                h = jnp.tanh(h @ m)
            return jnp.mean(h**2)

        value, g = jax.value_and_grad(loss)(w)
        return [a - 0.1 * b for a, b in zip(w, g, strict=True)], value

    return jax_flops.count(jax.jit(step), w, jnp.asarray(np.ones((32, 64), np.float32))).seconds


def hook_seconds(calls: int = 100_000) -> float:
    """Seconds of one ``Flops.on_train_batch_end`` at a timed report (the costly case)."""
    import threading

    from tests.training.helpers import make_job
    from tpugui.events import Emitter
    from tpugui.training import callbacks
    from tpugui.training.reporter import Reporter

    job = make_job()
    rep = Reporter(job, Emitter([]), threading.Event(), Path(tempfile.mkdtemp()), None)
    rep.started(backend="torch", device="CPU", replicas=1, epochs=1, steps_per_epoch=calls,
                flops_per_step=1.2e7, peak_flops=3.4e11)  # fmt: skip
    t = callbacks.Training(job, rep, steps=calls)
    cb = callbacks.Flops()
    cb.set_training(t)
    cb.on_epoch_begin(0)
    logs = {"loss": 1.0}
    t0 = time.perf_counter()
    for i in range(calls):
        t.step, t.window = i + 1, (0.0, 0.001)
        cb.on_train_batch_end(i, logs)
    return (time.perf_counter() - t0) / calls


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--backends", default="torch,jax,tensorflow")
    args = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="mfu-cost-"))
    hook = hook_seconds()
    print(f"Flops hook at a timed report: {hook * 1e6:.2f} us a call", flush=True)
    for backend in args.backends.split(","):
        steps_per_sec(backend, 20, True, folder)  # warm the imports and caches
        pairs = []
        for r in range(args.rounds):
            order = (True, False) if r % 2 == 0 else (False, True)
            got = {w: steps_per_sec(backend, args.steps, w, folder) for w in order}
            pairs.append((got[True], got[False]))
            print(f"{backend} round {r + 1}: with {got[True]:.0f}, without {got[False]:.0f} "
                  f"steps/s, {got[True] / got[False]:.3f}x", flush=True)  # fmt: skip
        ratios = [a / b for a, b in pairs]
        print(f"{backend}: with {statistics.median(a for a, _ in pairs):.0f} steps/s, without "
              f"{statistics.median(b for _, b in pairs):.0f}; ratio median "
              f"{statistics.median(ratios):.3f}x (rounds {min(ratios):.3f}-{max(ratios):.3f}); "
              f"the hook {hook * statistics.median(a for a, _ in pairs) * 100:.3f} % of a step; "
              f"the count at start {count_seconds(backend) * 1000:.0f} ms", flush=True)  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
