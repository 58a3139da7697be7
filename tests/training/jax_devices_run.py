"""Run a small jax job in this process and write what its batches looked like (a test helper).

``python jax_devices_run.py RUN_DIR OUT.json STEPS`` — run with XLA_FLAGS set by the caller (the
CPU device count is fixed when JAX starts, so each device count is its own process). OUT.json
gets the events' losses and, for every step, the batch's layout read from the global array the
jitted step received (``x.sharding``, its addressable shards), through ``tpugui.training.jax.backend.on_batch``.
"""

from __future__ import annotations

import json
import sys
import threading

from tpugui.job import Job
from tpugui.training import engine
from tpugui.training.jax import backend as jax_backend


def main() -> None:
    run_dir, out, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
    seen: list[dict] = []

    def hook(step: int, x, y) -> None:
        seen.append(
            {
                "step": step,
                "shape": list(x.shape),
                "devices": sorted(d.id for d in x.sharding.device_set),
                "spec": [str(a) for a in x.sharding.spec],
                "shards": [list(s.data.shape) for s in x.addressable_shards],
                "label_shards": [list(s.data.shape) for s in y.addressable_shards],
                "fully_replicated": bool(x.sharding.is_fully_replicated),
            }
        )

    jax_backend.on_batch = hook
    job = Job.from_dict(
        {
            "name": "devices",
            "model": {"backend": "jax", "architecture": "cnn"},
            "pipeline": {"batch_size": 64},
            "train": {
                "epochs": 1,
                "steps_per_epoch": steps,
                "checkpoint_every": 0,
                "learning_rate": 0.003,
            },  # fmt: skip
        }
    )
    status = engine.run(job, None, threading.Event(), run_dir=run_dir)
    import jax

    with open(out, "w", encoding="utf-8") as fh:
        json.dump({"status": status, "batches": seen, "device_count": jax.device_count()}, fh)


if __name__ == "__main__":
    main()
