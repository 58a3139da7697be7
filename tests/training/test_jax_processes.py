"""A JAX run in several processes on this host (``train.processes``): tpugui starts the
processes and each joins the others through ``jax.distributed`` (its coordinator at rank 0's
address, gloo CPU collectives) — JAX's own runtime, as on a pod; the jitted step's gradients are
all-reduced by XLA over the global device mesh. Real processes, CPU only."""

from __future__ import annotations

import json
import os
import signal
import threading

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui.training import engine, processes
from tpugui.training.ranks import paces

pytestmark = pytest.mark.slow


def _job(**train):
    return make_job(
        model={"backend": "jax", "architecture": "mlp"},
        pipeline={"batch_size": 64},
        train={"epochs": 2, "steps_per_epoch": 5, "processes": 2, **train},
    )


def test_a_dead_jax_worker_ends_the_run_naming_it(tmp_path, monkeypatch):
    """SIGKILL of worker 1 mid-epoch: the run ends failed, naming it (the other process, left
    in a collective, is ended by the parent; JAX's own heartbeat would take longer). The
    parent's grace for the survivors is cut to 1 s: the test waits for the parent's kill, not
    for the 5 s a survivor gets to end on its own."""
    monkeypatch.setattr(processes, "DEAD_GRACE_S", 1.0)
    run_dir = tmp_path / "run"
    killed = threading.Event()

    def sink(rec):
        if rec["type"] == "batch_end" and rec["step"] >= 3 and not killed.is_set():
            launch = json.loads((run_dir / "workers" / "launch.json").read_text())
            os.kill(launch["workers"][1]["pid"], signal.SIGKILL)
            killed.set()

    job = _job(epochs=1000, checkpoint_every=0)
    assert engine.run(job, sink, threading.Event(), run_dir=run_dir) == "failed"
    fin = events_of(run_dir)[-1]
    assert "worker 1" in fin["error"] and "SIGKILL" in fin["error"], fin["error"]


def test_a_pod_of_one_jax_process_per_host_is_not_launched_here():
    """A pod host with one process joins the others itself (``jax.distributed``): no parent."""
    job = make_job(model={"backend": "jax"}, train={"processes": 1})
    assert not processes.launched(job, {"TPUGUI_NUM_WORKERS": "2"})
    assert processes.launched(_job(), {})
    assert processes.launched(make_job(model={"backend": "torch"}), {"TPUGUI_NUM_WORKERS": "2"})


def _assert_trained_by_two_jax_processes(run_dir, records, status, steps):
    """Two processes, one stream (rank 0's, every step once), every worker's row with its pace
    and exit code, and the replicas' parameters the same."""
    assert_contract(records)
    started = of_type(records, "run_started")[0]
    assert started["processes"] == 2 and started["replicas"] == 2
    assert [b["step"] for b in of_type(records, "batch_end")] == steps
    fin = records[-1]
    assert fin["status"] == status
    rows = fin["workers"]
    assert [r["rank"] for r in rows] == [0, 1]
    assert [r["status"] for r in rows] == [status, status]
    digests = {r["params_digest"] for r in rows}
    assert len(digests) == 1 and None not in digests  # the replicas hold the same parameters
    assert all(r["steps_per_s"] > 0 for r in rows)
    assert sorted(paces(run_dir)) == [0, 1]
    for r in rows:
        folder = run_dir / processes.WORKERS_DIR / f"w{r['rank']}"
        assert json.loads((folder / "exit.json").read_text())["returncode"] == 0


def test_two_jax_processes_train_one_run_stop_all_and_resume_on_every_worker(tmp_path):
    """Two processes train one JAX run with the same parameters; Stop stops every process
    (worker 0 checkpoints the last step); the run resumes on every worker and completes."""
    stop = threading.Event()

    def sink(rec):
        if rec["type"] == "batch_end" and rec["step"] >= 7:
            stop.set()

    run_dir = tmp_path / "run"
    job = _job(epochs=1000, checkpoint_every=0)
    assert engine.run(job, sink, stop, run_dir=run_dir) == "stopped"
    records = events_of(run_dir)
    last = of_type(records, "batch_end")[-1]["step"]
    _assert_trained_by_two_jax_processes(run_dir, records, "stopped", list(range(1, last + 1)))
    ck = of_type(records, "checkpoint")[-1]
    assert ck["step"] == last and last < 1000 * 5

    resumed = job.updated("train.resume_from", ck["path"]).updated("train.epochs", ck["epoch"] + 1)
    again = tmp_path / "again"
    assert engine.run(resumed, None, None, run_dir=again) == "completed"
    records = events_of(again)
    end = (ck["epoch"] + 1) * 5
    _assert_trained_by_two_jax_processes(
        again, records, "completed", list(range(last + 1, end + 1))
    )
