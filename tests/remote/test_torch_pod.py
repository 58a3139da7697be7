"""A torch job on a two-worker "pod slice" (both behind the private sshd on the loopback),
started exactly as the Remote page starts pod workers (``runner.steps.start_remote``): each
host's ``tpugui train`` starts its processes with the environment ``torchrun`` would set for
their global ranks (host × processes + local; the rendezvous at worker 0's address and a port
every host derives from the run id), and ``torch.distributed`` (gloo) +
DistributedDataParallel trains one model across the hosts. Worker 0's ``run_finished`` lists
every process of every host with its parameter digest; equal digests say the gradients really
were exchanged (each process trains on its own shard)."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.remote.helpers import remote_job
from tests.remote.test_jax_pod import _connect_host
from tpugui.events import ListSink, check_contract, read_events
from tpugui.runner import steps

pytestmark = [pytest.mark.ssh, pytest.mark.slow]


def _ended(folder: Path, timeout: float = 120.0) -> list[dict]:
    """Host 1's events once its own parent has written its end (it ends a moment after worker
    0's run_finished, which is where the follow stops)."""
    import time

    end = time.monotonic() + timeout
    while True:
        records = list(read_events(folder / "events.jsonl"))
        if (records and records[-1]["type"] == "run_finished") or time.monotonic() > end:
            return records
        time.sleep(0.2)


def test_two_hosts_train_one_torch_model_through_ddp(sshd, tmp_path):
    job = remote_job(sshd, tmp_path, name="torch pod")
    for key, value in {
        "model.backend": "torch",
        "model.architecture": "mlp",
        "pipeline.batch_size": 32,
        "train.epochs": 2,
        "train.steps_per_epoch": 5,
        "train.processes": 1,
        "remote.workers": ["127.0.0.1"],
    }.items():
        job = job.updated(key, value)
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run, refs = steps.start_remote(conn, connect, job, tmp_path)
        sink = ListSink()
        fin = steps.follow(run, sink, conn=conn, stop_event=threading.Event())
    w0, w1 = Path(run.run_dir), Path(refs[0].run_dir)
    log = (w0 / "stderr.log").read_text(errors="replace")[-3000:]
    assert fin is not None and fin["status"] == "completed", (fin, log)
    records = list(sink)
    assert check_contract(records) == []
    assert [b["step"] for b in records if b["type"] == "batch_end"] == list(range(1, 11))
    rows = fin["workers"]
    assert [r["rank"] for r in rows] == [0, 1]
    digests = {r["params_digest"] for r in rows}
    assert len(digests) == 1 and None not in digests
    # host 1 wrote its start and its end (no progress), and kept its process's logs
    other = _ended(w1)
    assert check_contract(other) == []
    assert {r["type"] for r in other} <= {"run_started", "run_finished"}
    assert other[-1]["status"] == "completed"
    assert other[-1]["workers"][0]["rank"] == 1
    assert (w1 / "workers" / "w1" / "stderr.log").exists()


def test_two_hosts_train_one_tensorflow_model_through_multi_worker(sshd, tmp_path):
    """The same for TensorFlow: each host's worker gets a ``TF_CONFIG`` naming every worker of
    every host, and ``MultiWorkerMirroredStrategy`` all-reduces across them."""
    job = remote_job(sshd, tmp_path, name="tf pod")
    for key, value in {
        "model.backend": "tensorflow",
        "model.architecture": "mlp",
        "pipeline.batch_size": 32,
        "train.epochs": 1,
        "train.steps_per_epoch": 5,
        "remote.workers": ["127.0.0.1"],
    }.items():
        job = job.updated(key, value)
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run, refs = steps.start_remote(conn, connect, job, tmp_path)
        sink = ListSink()
        fin = steps.follow(run, sink, conn=conn, stop_event=threading.Event())
    w0, w1 = Path(run.run_dir), Path(refs[0].run_dir)
    log = (w0 / "workers" / "w0" / "stderr.log").read_text(errors="replace")[-3000:]
    assert fin is not None and fin["status"] == "completed", (fin, log)
    start = next(r for r in sink if r["type"] == "run_started")
    assert (start["strategy"], start["replicas"]) == ("multi_worker", 2)
    other = _ended(w1)
    digests = {fin["workers"][0]["params_digest"], other[-1]["workers"][0]["params_digest"]}
    assert len(digests) == 1 and None not in digests  # the two hosts hold the same weights
    # worker 0's end lists the other host's worker too (gathered through TensorFlow's
    # coordination service), with its own pace
    rows = fin["workers"]
    assert [r["rank"] for r in rows] == [0, 1]
    assert rows[1]["params_digest"] == rows[0]["params_digest"]
    assert all(r["steps_per_s"] and r["steps_per_s"] > 0 for r in rows)
