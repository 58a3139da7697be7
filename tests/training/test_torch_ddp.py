"""Several processes of one torch run on this host (``train.processes``): real processes set up
by torch.distributed's own runtime (gloo on the CPU, the environment torchrun would set) with
DistributedDataParallel and a DistributedSampler — no hand-made gradient exchange. Rank 0 writes
the events; every worker's logs and exit code are kept; ``run_finished`` lists every worker with
a digest of its final parameters; a worker that dies ends the run, named; Stop stops them all and
the run resumes on every worker from its checkpoint. (No GPU here: NCCL, one GPU per process, is
the same code with another backend name and is not exercised.)"""

from __future__ import annotations

import json
import os
import signal
import threading

import pytest

from tests.training.helpers import assert_contract, assert_goodput, events_of, make_job, of_type
from tpugui.job import JobError
from tpugui.training import engine, processes

pytestmark = pytest.mark.slow


def _job(**train):
    return make_job(
        model={"backend": "torch", "architecture": "mlp"},
        pipeline={"batch_size": 64},
        train={"epochs": 2, "steps_per_epoch": 6, "processes": 2, **train},
    )


def test_the_gradients_are_exchanged_the_replicas_differ_without_it(tmp_path, monkeypatch):
    """The digest check can fail: with DistributedDataParallel replaced by the bare model
    (each rank then learns from its own shard alone) the two replicas end apart."""
    # the workers are fresh processes: the change reaches them through a site hook
    hook = tmp_path / "hook"
    hook.mkdir()
    (hook / "sitecustomize.py").write_text(
        "from tpugui.training.torch import devices as torch_devices\n"
        "torch_devices.DdpDevice.prepare = lambda self, model: model\n"
    )
    monkeypatch.setenv("PYTHONPATH", f"{hook}{os.pathsep}{os.environ.get('PYTHONPATH', '')}")
    run_dir = tmp_path / "run"
    assert engine.run(_job(epochs=1), None, None, run_dir=run_dir) == "completed"
    workers = events_of(run_dir)[-1]["workers"]
    assert len({w["params_digest"] for w in workers}) == 2


def test_a_worker_that_dies_ends_the_run_naming_it(tmp_path, monkeypatch):
    # the survivor's grace to end on its own cut to 1 s: past it the parent kills it
    monkeypatch.setattr(processes, "DEAD_GRACE_S", 1.0)
    run_dir = tmp_path / "run"
    killed: dict = {}

    def sink(rec):
        if rec["type"] == "batch_end" and rec["step"] >= 3 and not killed:
            launch = json.loads((run_dir / processes.WORKERS_DIR / "launch.json").read_text())
            pid = next(w["pid"] for w in launch["workers"] if w["rank"] == 1)
            os.kill(pid, signal.SIGKILL)
            killed["pid"] = pid

    job = _job(epochs=1000, checkpoint_every=0)
    assert engine.run(job, sink, None, run_dir=run_dir) == "failed"
    fin = events_of(run_dir)[-1]
    assert killed and fin["status"] == "failed"
    assert fin["error"].startswith("worker 1 "), fin["error"]
    assert "SIGKILL" in fin["error"], fin["error"]
    rows = {w["rank"]: w for w in fin["workers"]}
    assert rows[1]["status"] == "failed" and rows[1]["returncode"] == -signal.SIGKILL
    assert fin["step"] < 1000 * 6  # it did not train on without worker 1
    assert_contract(events_of(run_dir))


def _assert_trained_by_two_processes(run_dir, records, status, steps):
    """A run of two processes: one event stream (rank 0's, every step once), the global batch
    split over them, DistributedDataParallel over gloo, every worker's row, exit code and logs,
    and the replicas' parameters the same."""
    assert_contract(records)
    started = of_type(records, "run_started")[0]
    assert started["replicas"] == 2 and started["processes"] == 2
    assert started["per_replica_batch"] == 32  # the global batch split over the processes
    assert [b["step"] for b in of_type(records, "batch_end")] == steps
    logs = [r["message"] for r in of_type(records, "log")]
    assert any("DistributedDataParallel" in m and "gloo" in m for m in logs), logs
    fin = records[-1]
    assert fin["type"] == "run_finished" and fin["status"] == status
    workers = fin["workers"]
    assert [w["rank"] for w in workers] == [0, 1]
    assert {w["status"] for w in workers} == {status}
    digests = {w["params_digest"] for w in workers}
    assert len(digests) == 1 and None not in digests  # the replicas hold the same parameters
    for w in workers:
        folder = run_dir / processes.WORKERS_DIR / f"w{w['rank']}"
        assert json.loads((folder / "exit.json").read_text())["returncode"] == 0
        assert (folder / "stderr.log").exists() and (folder / "stdout.log").exists()


def test_two_processes_train_one_run_stop_all_and_resume_on_every_worker(tmp_path):
    """Two processes train one run and their replicas stay in sync; Stop stops every process
    (worker 0 checkpoints the last step); the run resumes on every worker from it and completes,
    one checkpoint file per save (rank 0's)."""
    stop = threading.Event()

    def sink(rec):
        if rec["type"] == "batch_end" and rec["step"] >= 8:
            stop.set()

    run_dir = tmp_path / "run"
    # a checkpoint every epoch, every rank in the save: only rank 0 writes and renames its file
    # (rank 1 once took it from under rank 0: FileNotFoundError on partial-….pt)
    job = _job(epochs=1000, checkpoint_every=1)
    assert engine.run(job, sink, stop, run_dir=run_dir) == "stopped"
    records = events_of(run_dir)
    last = of_type(records, "batch_end")[-1]["step"]
    _assert_trained_by_two_processes(run_dir, records, "stopped", list(range(1, last + 1)))
    ck = of_type(records, "checkpoint")[-1]
    assert ck["step"] == last and last < 1000 * 6
    # the parent's run_finished has the ledger, from the parent's start (rank 0 is later)
    assert_goodput(records)

    resumed = job.updated("train.resume_from", ck["path"]).updated("train.epochs", ck["epoch"] + 1)
    again = tmp_path / "again"
    assert engine.run(resumed, None, None, run_dir=again) == "completed"
    records = events_of(again)
    end = (ck["epoch"] + 1) * 6
    _assert_trained_by_two_processes(again, records, "completed", list(range(last + 1, end + 1)))
    logs = " ".join(r["message"] for r in of_type(records, "log"))
    assert "resumed from" in logs
    saves = of_type(records, "checkpoint")
    assert saves[-1]["step"] == end
    assert len(list((again / "checkpoints").glob("*.pt"))) == len(saves)  # one file a save
    assert assert_goodput(records)["seconds"]["restore"] > 0


def test_pre_flight_refuses_what_cannot_run_in_several_processes():
    def problems(job):
        try:
            engine.check(job, machine=False)
        except JobError as exc:
            return {key: str(msg) for key, msg in exc.details}
        return {}

    odd = make_job(model={"backend": "torch"}, pipeline={"batch_size": 64},
                   train={"processes": 3})  # fmt: skip
    assert "pipeline.batch_size" in problems(odd)  # 64 does not divide over 3 processes
    # PyTorch/XLA's processes are torch_xla.launch's, one per TPU device, not train.processes
    xla = make_job(model={"backend": "torch_xla", "architecture": "mlp"}, train={"processes": 2})
    said = problems(xla).get("train.processes", "")
    assert "one process" in said and "torch" in said and "jax" in said, said
    assert problems(make_job(model={"backend": "torch"}, train={"processes": 2})) == {}


def test_auto_is_one_process_per_local_gpu(tmp_path):
    """``/dev/nvidia<N>`` files stand in for GPUs this machine lacks."""
    dev = tmp_path / "dev"
    dev.mkdir()
    assert processes.local_gpus(str(dev)) == 0
    for name in ("nvidia0", "nvidia1", "nvidia2", "nvidiactl", "nvidia-uvm"):
        (dev / name).touch()
    assert processes.local_gpus(str(dev)) == 3
    job = make_job(train={"processes": "auto"})
    assert processes.count(job, gpus=3) == 3
    assert processes.count(job, gpus=0) == 1
    assert processes.count(make_job(train={"processes": 4}), gpus=8) == 4


def test_a_preemption_notice_ends_every_worker_preempted_and_resumable(tmp_path):
    """SIGTERM reaches `tpugui train` and its workers (a VM's shutdown signals every process; the
    test signals the parent and one worker, as such a shutdown would): they stop after the same
    step, worker 0 checkpoints it, the run ends ``preempted``."""
    import subprocess
    import sys

    from tests.training.helpers import ROOT, write_job
    from tests.training.test_processes import _wait_for

    job = _job(epochs=1000, checkpoint_every=0)
    path = write_job(job, tmp_path / "job.toml")
    run_dir = tmp_path / "run"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tpugui", "train", str(path), "--run-dir", str(run_dir)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        _wait_for(run_dir / "events.jsonl",
                  lambda rs: sum(r["type"] == "batch_end" for r in rs) >= 3, proc)  # fmt: skip
        launch = json.loads((run_dir / processes.WORKERS_DIR / "launch.json").read_text())
        os.kill(launch["workers"][1]["pid"], signal.SIGTERM)
        proc.send_signal(signal.SIGTERM)
        _out, err = proc.communicate(timeout=180)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 1, err[-2000:]
    records = events_of(run_dir)
    assert_contract(records)
    fin = records[-1]
    assert fin["status"] == "preempted", fin
    assert [w["returncode"] for w in fin["workers"]] == [0, 0]
    ck = of_type(records, "checkpoint")[-1]
    assert ck["step"] == fin["step"] == of_type(records, "batch_end")[-1]["step"]


def test_each_process_gets_its_share_of_the_cores(monkeypatch):
    """torchrun's rule: n processes on a host do not each run a thread pool as wide as the host
    (one round on 2 shared cores: two torch processes 2.4 steps/s, one 33.5); a setting the person made stays."""
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(8)))
    assert processes.thread_share(2, {}) == {"OMP_NUM_THREADS": "4", "TF_NUM_INTRAOP_THREADS": "4"}
    assert processes.thread_share(16, {}) == {"OMP_NUM_THREADS": "1",
                                              "TF_NUM_INTRAOP_THREADS": "1"}  # fmt: skip
    assert processes.thread_share(2, {"OMP_NUM_THREADS": "3"}) == {"TF_NUM_INTRAOP_THREADS": "4"}
