"""A preemption notice: a Spot or preemptible TPU VM that is taken back shuts down, and its
processes get SIGTERM first (a stand-in here: the test sends the signal the VM's shutdown
would). The run saves a checkpoint after its current step, ends ``preempted`` and resumes from
that step; a SIGTERM after a Stop (Stop's escalation) still ends the process at once."""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

from tests.training.helpers import ROOT, assert_contract, events_of, make_job, of_type, write_job
from tests.training.test_processes import _wait_for
from tpugui.training import engine

pytestmark = pytest.mark.slow


def _start(tmp_path, job):
    path = write_job(job, tmp_path / "job.toml")
    run_dir = tmp_path / "run"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tpugui", "train", str(path), "--run-dir", str(run_dir)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"},
    )
    return proc, run_dir


def _long_job():
    return make_job(
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 2000, "steps_per_epoch": 5, "checkpoint_every": 0},
    )


def test_sigterm_checkpoints_ends_preempted_and_the_run_resumes_from_that_step(tmp_path):
    job = _long_job()
    proc, run_dir = _start(tmp_path, job)
    try:
        _wait_for(
            run_dir / "events.jsonl",
            lambda rs: sum(r["type"] == "batch_end" for r in rs) >= 7,  # past the first epoch
            proc,
        )
        proc.send_signal(signal.SIGTERM)
        _stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, stderr[-2000:]  # preempted: not a success to a script
    assert "ending as preempted" in stderr
    records = events_of(run_dir)
    assert_contract(records)
    assert records[-1]["status"] == "preempted"
    last = of_type(records, "batch_end")[-1]["step"]
    ck = of_type(records, "checkpoint")[-1]
    assert ck["step"] == last < 2000 * 5  # what it learned up to its last step is kept

    resumed = job.updated("train.resume_from", ck["path"]).updated("train.epochs", ck["epoch"] + 1)
    assert engine.run(resumed, None, None, run_dir=tmp_path / "again") == "completed"
    steps = [b["step"] for b in of_type(events_of(tmp_path / "again"), "batch_end")]
    assert steps[0] == last + 1 and steps[-1] == (ck["epoch"] + 1) * 5


def test_sigterm_after_a_stop_ends_the_process_at_once(tmp_path):
    proc, run_dir = _start(tmp_path, _long_job())
    try:
        _wait_for(
            run_dir / "events.jsonl", lambda rs: any(r["type"] == "batch_end" for r in rs), proc
        )
        # Stop's order: SIGINT, then SIGTERM (Python runs pending handlers in signal-number
        # order, so the stop is set first even when both arrive together)
        proc.send_signal(signal.SIGINT)
        proc.send_signal(signal.SIGTERM)
        _stdout, stderr = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == -signal.SIGTERM, (proc.returncode, stderr[-2000:])
    assert not any(r.get("status") == "preempted" for r in events_of(run_dir))
