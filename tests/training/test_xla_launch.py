"""PyTorch/XLA, one process per device (``torch_xla.launch``).

What stands in for a TPU: the decision (one process or one per device) reads fake sysroots of
TPU hosts (``tests/devices/fakes.py``: PCI functions of vendor 0x1ae0), since this machine has
no TPU. The launch path itself runs for real on the XLA CPU device (``PJRT_DEVICE=CPU``) in
``.venv-xla``, forced with ``TPUGUI_XLA_LAUNCH``: ``1`` spawns one real child process through
``torch_xla.launch`` (world size 1: the CPU client cannot all-reduce across processes), ``debug``
runs it in-process (``debug_single_process=True``). The rank-0 gate, the shards of two ranks and
the parent's recovery of a crashed run are tested on real objects and files.
"""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time

import numpy as np
import pytest

from tests.devices.fakes import tpu_host
from tests.training.helpers import (
    ROOT,
    XLA_PYTHON,
    assert_contract,
    assert_goodput,
    cli,
    events_of,
    make_job,
    of_type,
    write_job,
)
from tpugui.events import ListSink, metric, read_events
from tpugui.job import JobError
from tpugui.training import ranks
from tpugui.training.torch import xla_launch

XLA_JOB = {"backend": "torch_xla", "architecture": "mlp"}


# --- one process or one per device (no framework) -----------------------------------------


@pytest.mark.parametrize(
    ("generation", "chips", "env", "device", "mode", "devices", "pjrt"),
    [
        ("v4", 4, {"PJRT_DEVICE": "TPU"}, "auto", "spawn", 4, None),
        ("v4", 4, {}, "tpu", "spawn", 4, "TPU"),  # PJRT_DEVICE set for the children
        ("v3", 1, {}, "auto", "spawn", 2, "TPU"),  # two TensorCores = two devices per chip
        ("v5e", 1, {}, "auto", "single", 1, "TPU"),
        ("v5e", 8, {"PJRT_DEVICE": "CPU"}, "auto", "single", 1, None),
        ("v5e", 8, {}, "cpu", "single", 1, "CPU"),
        ("v4", 4, {"TPUGUI_XLA_LAUNCH": "0"}, "auto", "single", 1, "TPU"),
        (None, 0, {}, "auto", "single", 1, None),
        (None, 0, {"TPUGUI_XLA_LAUNCH": "debug"}, "auto", "debug", 1, None),
        (None, 0, {"TPUGUI_XLA_LAUNCH": "1", "PJRT_DEVICE": "CPU"}, "auto", "spawn", 1, None),
    ],
)
def test_plan_follows_the_tpu_host(tmp_path, generation, chips, env, device, mode, devices, pjrt):
    if generation:
        tpu_host(tmp_path, generation, chips)
    job = make_job(model={**XLA_JOB, "device": device})
    p = xla_launch.plan(job, env=env, sysroot=str(tmp_path))
    assert (p.mode, p.devices, p.pjrt) == (mode, devices, pjrt), p.reason


def test_a_pod_slice_host_launches_its_devices_and_counts_every_host(tmp_path):
    """Worker 1 of a 4-host v4 slice (the fake sysroot stands in for its TPU chips; the Remote
    page sets TPUGUI_NUM_WORKERS on every host): one process per local device, and the global
    batch must divide over the 16 processes of the 4 hosts (PJRT's world)."""
    tpu_host(tmp_path, "v4", 4)
    env = {"TPUGUI_NUM_WORKERS": "4", "TPUGUI_WORKER_ID": "1"}
    p = xla_launch.plan(make_job(model=XLA_JOB), env=env, sysroot=str(tmp_path))
    assert (p.mode, p.devices, p.hosts, p.world) == ("spawn", 4, 4, 16), p.reason
    assert "4 hosts" in p.reason
    assert xla_launch.check_plan(make_job(model=XLA_JOB, pipeline={"batch_size": 64}), p) == []
    problems = xla_launch.check_plan(make_job(model=XLA_JOB, pipeline={"batch_size": 24}), p)
    assert problems and "16" in problems[0].line, problems  # 24 divides over 4, not over 16
    cpu = xla_launch.plan(make_job(model={**XLA_JOB, "device": "cpu"}), env=env)
    assert cpu.hosts == 1  # a pod of CPU hosts is not PJRT's TPU world


def test_batch_must_divide_over_the_devices(tmp_path):
    tpu_host(tmp_path, "v4", 4)
    p = xla_launch.plan(make_job(model=XLA_JOB), env={}, sysroot=str(tmp_path))
    assert xla_launch.check_plan(make_job(model=XLA_JOB, pipeline={"batch_size": 64}), p) == []
    problems = xla_launch.check_plan(make_job(pipeline={"batch_size": 66}), p)
    assert problems and problems[0].field == "pipeline.batch_size"
    assert problems[0].line.startswith("pipeline.batch_size: 66 does not divide")
    assert "64 or 68" in problems[0].line
    from tpugui.training.torch import data as torch_data

    with pytest.raises(JobError, match=r"pipeline\.batch_size: 66 does not divide over the 4"):
        torch_data.per_replica_batch(make_job(pipeline={"batch_size": 66}), 4)


def test_two_ranks_get_disjoint_shards_of_half_the_batch():
    import torch

    from tpugui.training.torch import data as torch_data

    job = make_job(data={"validation_split": 0.1}, pipeline={"batch_size": 32})
    parts = [torch_data.make(job, None, shard=(r, 2)) for r in (0, 1)]
    assert [d.batch_size for d in parts] == [16, 16]
    assert parts[0].steps_per_epoch == parts[1].steps_per_epoch > 0

    def keys(loader):  # each example by its pixels: the shards must not overlap
        return [tuple(x.flatten().tolist()) for xb, _ in loader for x in xb]

    first = [keys(d.train) for d in parts]
    assert set(first[0]).isdisjoint(first[1])
    assert len(first[0]) == len(first[1]) == parts[0].steps_per_epoch * 16
    assert keys(parts[0].train) != first[0]  # the next pass is shuffled anew
    val = [keys(d.val) for d in parts]
    assert set(val[0]).isdisjoint(val[1]) and len(val[0]) + len(val[1]) == parts[0].val_count
    assert isinstance(next(iter(parts[0].train))[0], torch.Tensor)


def test_only_rank_0_writes_events(tmp_path):
    job = make_job(model=XLA_JOB)
    rep1, sinks1 = ranks.reporter(job, 1, tmp_path, None)
    rep1.started(backend="torch_xla", device="XLA", replicas=2, epochs=1, steps_per_epoch=3)
    rep1.batch_end(1, 1, {"loss": 1.0}, None)
    assert sinks1 == [] and not (tmp_path / "events.jsonl").exists()
    rep0, sinks0 = ranks.reporter(job, 0, tmp_path, None)
    rep0.started(backend="torch_xla", device="XLA", replicas=2, epochs=1, steps_per_epoch=3)
    for s in sinks0:
        s.close()
    assert [r["type"] for r in read_events(tmp_path / "events.jsonl")] == ["run_started"]
    # the stop flag every rank polls is a file in the run folder
    assert not rep1.should_stop()
    ranks.StopFile(tmp_path / xla_launch.STOP_FILE).set()
    assert rep1.should_stop() and rep0.should_stop()


def test_parent_finishes_a_run_whose_rank_died_mid_line(tmp_path):
    job = make_job(model=XLA_JOB)
    events = tmp_path / "events.jsonl"
    rep, sinks = ranks.reporter(job, 0, tmp_path, None)
    rep.started(backend="torch_xla", device="XLA", replicas=4, epochs=1, steps_per_epoch=9)
    rep.batch_end(1, 5, {"loss": 2.0}, 100.0)
    for s in sinks:
        s.close()
    with open(events, "a", encoding="utf-8") as fh:
        fh.write('{"seq": 3, "time": 1, "type": "batch_e')  # killed while writing
    (tmp_path / "rank-2.error").write_text("RuntimeError: HBM exhausted\nTraceback ...\n")
    got = ListSink()
    p = xla_launch.Plan("spawn", 4, None, "test")
    status = xla_launch._finish(job, got, threading.Event(), tmp_path, p, None, None)
    assert status == "failed"
    records = list(read_events(events))
    assert_contract(records)
    assert records[-1]["error"] == "process 2: RuntimeError: HBM exhausted"
    assert records[-1]["step"] == 5 and got == [records[-1]]


# --- the launch path for real on the XLA CPU device ---------------------------------------

needs_xla = pytest.mark.skipif(
    not XLA_PYTHON.exists(), reason=".venv-xla (torch 2.9 + torch_xla 2.9) is not installed"
)
SPAWN = {"PJRT_DEVICE": "CPU", "TPUGUI_XLA_LAUNCH": "1"}


@needs_xla
@pytest.mark.slow
@pytest.mark.xla
def test_launch_spawns_a_rank_that_trains_and_reports(tmp_path):
    job = make_job(model=XLA_JOB, train={"epochs": 2, "log_every": 5, "learning_rate": 0.003})
    path = write_job(job, tmp_path / "job.toml")
    out = cli(
        XLA_PYTHON, "train", str(path), "--run-dir", str(tmp_path / "run"), "--json", env=SPAWN
    )
    assert out.returncode == 0, out.stderr[-3000:]
    records = events_of(tmp_path / "run")
    assert_contract(records)
    import json

    assert [json.loads(x) for x in out.stdout.splitlines() if x.startswith("{")] == records
    start = records[0]
    parent = int((tmp_path / "run" / "pid").read_text().split()[0])
    assert start["processes"] == 1 and start["per_replica_batch"] == 64
    assert start["pid"] != parent  # rank 0 is a process of its own
    assert any("torch_xla.launch" in r["message"] for r in of_type(records, "log"))
    assert [b["step"] for b in of_type(records, "batch_end")] == [
        5,
        10,
        15,
        20,
        22,
        25,
        30,
        35,
        40,
        44,
    ]
    losses = [metric(e["logs"]["loss"]) for e in of_type(records, "epoch_end")]
    assert losses[1] < losses[0]
    assert [c["step"] for c in of_type(records, "checkpoint")] == [22, 44]
    assert len(list((tmp_path / "run" / "checkpoints").glob("*.pt"))) == 2
    # where the time went, from the launching parent's start (the rank began later)
    got = assert_goodput(records)
    assert start["process_start"] < start["time"] and got["seconds"]["startup"] > 0
    if any(c["seconds"] for c in of_type(records, "compile")):
        assert got["seconds"]["compile"] > 0


@needs_xla
@pytest.mark.slow
@pytest.mark.xla
def test_ctrl_c_reaches_the_ranks_through_the_stop_file(tmp_path):
    job = make_job(model=XLA_JOB, train={"epochs": 300, "log_every": 4, "checkpoint_every": 0})
    path = write_job(job, tmp_path / "job.toml")
    run_dir = tmp_path / "run"
    env = {**os.environ, "PJRT_DEVICE": "CPU", "TPUGUI_XLA_LAUNCH": "debug"}
    proc = subprocess.Popen(
        [str(XLA_PYTHON), "-m", "tpugui", "train", str(path), "--run-dir", str(run_dir), "--quiet"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        end = time.monotonic() + 120
        while time.monotonic() < end and proc.poll() is None:
            ev = run_dir / "events.jsonl"
            if ev.exists() and any(r["type"] == "batch_end" for r in read_events(ev)):
                break
            time.sleep(0.05)
        proc.send_signal(signal.SIGINT)
        _, stderr = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130, stderr[-2000:]
    assert (run_dir / "stop").exists()
    records = events_of(run_dir)
    assert_contract(records)
    assert records[-1]["status"] == "stopped"
    last = of_type(records, "batch_end")[-1]["step"]
    assert last < 300 * 22 and last % 4 == 0  # the ranks stop together at a report step
    assert records[-1]["step"] == last
    assert of_type(records, "checkpoint")[-1]["step"] == last  # a stop keeps the weights


@needs_xla
@pytest.mark.slow
@pytest.mark.xla
def test_a_rank_that_dies_still_ends_the_run_once(tmp_path):
    (tmp_path / "dies.py").write_text(
        "import os\n"
        "def build_model(framework, input_shape, num_classes):\n"
        "    import torch\n"
        "    h, w, c = input_shape\n"
        "    class Net(torch.nn.Module):\n"
        "        def __init__(self):\n"
        "            super().__init__()\n"
        "            self.fc = torch.nn.Linear(h * w * c, num_classes)\n"
        "            self.calls = 0\n"
        "        def forward(self, x):\n"
        "            self.calls += 1\n"
        "            if self.calls == 13:\n"
        "                os._exit(3)  # the process vanishes, as when the kernel kills it\n"
        "            return self.fc(x.flatten(1))\n"
        "    return Net()\n"
    )
    job = make_job(
        model={**XLA_JOB, "architecture": "file:dies.py"}, train={"epochs": 2, "log_every": 5}
    )
    path = write_job(job, tmp_path / "job.toml")
    out = cli(
        XLA_PYTHON, "train", str(path), "--run-dir", str(tmp_path / "run"), "--quiet", env=SPAWN
    )
    assert out.returncode == 1, out.stderr[-3000:]
    records = events_of(tmp_path / "run")
    assert_contract(records)  # one run_started (rank 0), one run_finished (the parent)
    assert [b["step"] for b in of_type(records, "batch_end")] == [5, 10]  # kept on disk
    assert "a training process ended unexpectedly" in records[-1]["error"]
    assert np.isfinite(records[-1]["time"])
