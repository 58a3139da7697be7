"""A TensorFlow run in several processes on this host (``train.processes``): tpugui writes each
worker's ``TF_CONFIG`` (a cluster of workers on the loopback) and Keras's ``fit`` trains under
``MultiWorkerMirroredStrategy`` — TensorFlow's own collective all-reduce, no hand-made gradient
exchange; the two Keras 3 faults it meets there are worked around in
``tpugui.training.tensorflow.cluster``. Real processes, CPU only."""

from __future__ import annotations

import threading

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.training import engine
from tpugui.training.ranks import paces

pytestmark = pytest.mark.slow


def _job(**train):
    return make_job(
        model={"backend": "tensorflow", "architecture": "mlp"},
        pipeline={"batch_size": 64},
        train={"epochs": 2, "steps_per_epoch": 5, "processes": 2, **train},
    )


def test_two_workers_train_one_run_with_the_same_weights(tmp_path):
    run_dir = tmp_path / "run"
    assert engine.run(_job(), None, None, run_dir=run_dir) == "completed"
    records = events_of(run_dir)
    assert_contract(records)
    started = of_type(records, "run_started")[0]
    assert (started["strategy"], started["replicas"]) == ("multi_worker", 2)
    assert [b["step"] for b in of_type(records, "batch_end")] == list(range(1, 11))
    epochs = of_type(records, "epoch_end")
    assert (
        "val_loss" in epochs[-1]["logs"]
        and epochs[-1]["logs"]["loss"] < epochs[0]["logs"]["loss"] * 1.5
    )
    fin = records[-1]
    assert fin["status"] == "completed"
    assert [w["status"] for w in fin["workers"]] == ["completed", "completed"]
    digests = {w["params_digest"] for w in fin["workers"]}
    assert len(digests) == 1 and None not in digests
    # each process's own pace, and each left its pace file while it ran
    assert all(w["steps_per_s"] > 0 for w in fin["workers"])
    assert sorted(paces(run_dir)) == [0, 1]
    assert len(list((run_dir / "checkpoints").glob("*.json"))) == 2  # worker 0's, once each


def test_a_stop_reaches_every_worker_at_the_same_step(tmp_path):
    """Only worker 0's events see the request; the workers agree each step, so they stop
    together (a worker left stepping alone would wait in its all-reduce until killed)."""
    stop = threading.Event()

    def sink(rec):
        if rec["type"] == "batch_end" and rec["step"] >= 4:
            stop.set()

    run_dir = tmp_path / "run"
    assert engine.run(_job(epochs=1000, checkpoint_every=0), sink, stop, run_dir=run_dir) == (
        "stopped"
    )
    fin = events_of(run_dir)[-1]
    assert [w["status"] for w in fin["workers"]] == ["stopped", "stopped"]
    assert len({w["params_digest"] for w in fin["workers"]}) == 1
    assert of_type(events_of(run_dir), "checkpoint")[-1]["step"] == fin["step"]
