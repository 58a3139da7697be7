"""Two processes train what one process trains: for every framework with a multi-process
runtime (torch DDP, TensorFlow MultiWorkerMirroredStrategy, JAX ``jax.distributed``), a run of
``train.processes = 2`` reports, step by step, the losses a run of one process reports with the
same global batch (the shuffle stage off, so both see the same examples in the same order).

Tolerance: a relative 1e-4 per step — the same arithmetic in another order (a sum over two
half-batches all-reduced instead of one batch's mean); measured here 1e-7 (torch, JAX) and
2e-6 (TensorFlow). A gradient exchange that was missing or wrong would part the losses by
percents within a few steps (the digest test of ``test_torch_ddp`` shows it)."""

from __future__ import annotations

import pytest

from tests.training.helpers import events_of, make_job, of_type
from tpugui.training import engine

pytestmark = pytest.mark.slow

REL = 1e-4


@pytest.mark.parametrize("backend", ["torch", "tensorflow", "jax"])
def test_two_processes_report_the_losses_of_one(backend, tmp_path):
    losses = {}
    for n in (1, 2):
        job = make_job(
            model={"backend": backend, "architecture": "mlp"},
            pipeline={"batch_size": 64, "order": ["map", "cache", "batch", "prefetch"]},
            train={"epochs": 1, "steps_per_epoch": 6, "processes": n},
        )
        run_dir = tmp_path / f"p{n}"
        assert engine.run(job, None, None, run_dir=run_dir) == "completed"
        losses[n] = [b["logs"]["loss"] for b in of_type(events_of(run_dir), "batch_end")]
    assert len(losses[1]) == len(losses[2]) == 6
    assert losses[2] == pytest.approx(losses[1], rel=REL), losses
    assert len(set(losses[1])) > 1  # it trained: the loss moved
