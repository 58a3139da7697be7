"""Runs in their own process: PyTorch/XLA on the XLA CPU device, MirroredStrategy over two
logical CPUs (set before TensorFlow starts), Ctrl-C, a run killed mid-way, and --json."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.training.helpers import (
    ROOT,
    XLA_PYTHON,
    assert_contract,
    cli,
    events_of,
    make_job,
    of_type,
    write_job,
)
from tpugui.events import metric
from tpugui.runs import store as runs

pytestmark = pytest.mark.slow


def _wait_for(path, predicate, proc, timeout=240.0):
    """Poll the run's events until ``predicate`` holds; the timeout only guards against a hang
    (pytest-timeout's 300 s ends the test first on a machine loaded enough to need it)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise AssertionError(f"exited early: {proc.communicate()}")
        if path.exists():
            from tpugui.events import read_events

            if predicate(list(read_events(path))):
                return
        time.sleep(0.05)
    raise AssertionError("timed out")


@pytest.mark.xla
def test_torch_xla_trains_on_the_xla_cpu_device(tmp_path):
    if not XLA_PYTHON.exists():
        pytest.skip(".venv-xla (torch 2.9 + torch_xla 2.9) is not installed; `make xla`")
    job = make_job(
        model={"backend": "torch_xla", "architecture": "mlp", "precision": "mixed_bfloat16"},
        train={"epochs": 2, "log_every": 5},
    )
    path = write_job(job, tmp_path / "job.toml")
    out = cli(
        XLA_PYTHON,
        "train",
        str(path),
        "--run-dir",
        str(tmp_path / "run"),
        "--quiet",
        env={"PJRT_DEVICE": "CPU"},
    )
    assert out.returncode == 0, out.stderr[-3000:]
    records = events_of(tmp_path / "run")
    assert_contract(records)
    start = records[0]
    assert start["backend"] == "torch_xla" and start["device"].startswith("XLA")
    assert start["events_every"] == 5
    steps = [b["step"] for b in of_type(records, "batch_end")]
    # read back every 5 steps (and at each epoch's end), never every step
    assert steps == [5, 10, 15, 20, 22, 25, 30, 35, 40, 44]
    losses = [metric(e["logs"]["loss"]) for e in of_type(records, "epoch_end")]
    assert losses[1] < losses[0]
    assert metric(of_type(records, "batch_end")[-1]["logs"]["loss"]) < metric(
        of_type(records, "batch_end")[0]["logs"]["loss"]
    )
    assert [c["step"] for c in of_type(records, "checkpoint")] == [22, 44]
    assert (
        any("tensorboard" in r.get("message", "").lower() for r in of_type(records, "log"))
        or (tmp_path / "run" / "tensorboard").exists()
    )


@pytest.mark.parametrize("distribute", ["auto", "function"])
def test_mirrored_strategy_over_two_logical_cpus(tmp_path, distribute):
    job = make_job(
        model={"architecture": "mlp", "logical_cpus": 2, "strategy": "mirrored"},
        pipeline={"distribute": distribute},
        train={"epochs": 1, "steps_per_epoch": 6, "checkpoint_every": 0},
    )
    path = write_job(job, tmp_path / "job.toml")
    out = cli(sys.executable, "train", str(path), "--run-dir", str(tmp_path / "run"), "--quiet")
    assert out.returncode == 0, out.stderr[-3000:]
    records = events_of(tmp_path / "run")
    assert_contract(records)
    assert records[0]["replicas"] == 2 and records[0]["strategy"] == "mirrored"
    assert records[0]["device"] == "2 x CPU (logical)"
    assert [b["step"] for b in of_type(records, "batch_end")] == [1, 2, 3, 4, 5, 6]
    assert "val_accuracy" in of_type(records, "epoch_end")[0]["logs"]


def test_ctrl_c_stops_after_the_step_and_exits_130(tmp_path):
    job = make_job(model={"backend": "torch", "architecture": "mlp"}, train={"epochs": 500})
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
    try:
        _wait_for(
            run_dir / "events.jsonl", lambda rs: any(r["type"] == "batch_end" for r in rs), proc
        )
        proc.send_signal(signal.SIGINT)
        stdout, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr[-2000:]
    assert f"run folder: {run_dir}" in stdout.splitlines()[0]
    assert stdout.strip().splitlines()[-1] == f"run folder: {run_dir} (stopped)"
    records = events_of(run_dir)
    assert_contract(records)
    assert records[-1]["status"] == "stopped"
    assert of_type(records, "batch_end")[-1]["step"] < 500 * 22
    assert "stopping after the current step" in stderr


def test_a_killed_run_reads_back_as_interrupted(tmp_path):
    job = make_job(model={"backend": "torch", "architecture": "mlp"}, train={"epochs": 500})
    path = write_job(job, tmp_path / "job.toml")
    root = tmp_path / "runs"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tpugui", "train", str(path), "--quiet"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "TPUGUI_RUNS": str(root)},
    )
    try:
        run_dir = None
        end = time.monotonic() + 240
        while run_dir is None and time.monotonic() < end:
            dirs = list(root.glob("*")) if root.exists() else []
            run_dir = dirs[0] if dirs else None
            time.sleep(0.05)
        assert run_dir is not None
        _wait_for(
            run_dir / "events.jsonl",
            lambda rs: sum(r["type"] == "batch_end" for r in rs) >= 3,
            proc,
        )
        assert runs.list_runs(root)[0].status == "running"
        proc.kill()
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    info = runs.list_runs(root)[0]
    assert info.status == "interrupted" and info.steps >= 3
    _, records = runs.read_run(run_dir)
    from tpugui.events import check_contract

    assert records and check_contract(records, finished=False) == []


def test_json_events_on_stdout(tmp_path):
    job = make_job(
        model={"backend": "torch", "architecture": "mlp"}, train={"epochs": 1, "steps_per_epoch": 3}
    )
    path = write_job(job, tmp_path / "job.toml")
    out = cli(sys.executable, "train", str(path), "--run-dir", str(tmp_path / "r"), "--json")
    assert out.returncode == 0, out.stderr[-2000:]
    lines = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    assert [r["seq"] for r in lines] == list(range(1, len(lines) + 1))
    assert lines == events_of(tmp_path / "r")
