"""A JAX job on a two-worker "pod slice": both workers behind the private sshd, started exactly
as the Remote page starts pod workers (``runner.steps.start_remote``), joined by
``jax.distributed.initialize`` with gloo CPU collectives (one CPU device each: 2 global devices).

Worker 0 writes the progress; Stop (``runner.steps.stop``, the Remote page's) reaches both; each
worker writes the parameters it holds at its end (``jax_params.json``): they are equal only if
the gradients were really all-reduced, because each worker trains on its own half of every batch.
"""

from __future__ import annotations

import dataclasses
import json
import threading
from pathlib import Path

import pytest

from tests.remote.helpers import remote_job, target
from tpugui.events import ListSink, check_contract, read_events
from tpugui.remote import ssh
from tpugui.runner import steps
from tpugui.training.jax.backend import PARAMS_FILE

pytest.importorskip("jax")
pytest.importorskip("optax")
pytestmark = [pytest.mark.ssh, pytest.mark.slow]
STOP_AT = 6


def _connect_host(sshd, tmp_path):
    t = target(sshd, tmp_path)

    def connect(host: str) -> ssh.Connection:
        return ssh.connect(
            ssh.resolve(host, t.port, t.user, t.identity_files[0], connect_timeout=5,
                        known_hosts=t.known_hosts, ssh_config=tmp_path / "none"),
            allow_agent=False,
        )  # fmt: skip

    return connect


def test_two_workers_train_one_model_and_stop_together(sshd, tmp_path):
    job = remote_job(sshd, tmp_path, name="jax pod")
    for key, value in {
        "model.backend": "jax",
        "model.architecture": "mlp",
        "pipeline.batch_size": 32,
        "train.epochs": 1,
        "train.steps_per_epoch": 100000,  # runs until stopped
        "train.learning_rate": 0.003,
        "train.checkpoint_every": 0,
        "remote.workers": ["127.0.0.1"],
    }.items():
        job = job.updated(key, value)
    connect = _connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run, refs = steps.start_remote(conn, connect, job, tmp_path)
        assert [r.index for r in refs] == [1]
        sink = ListSink()
        stop_follow = threading.Event()
        stopped: dict = {}

        def watch(ev: dict) -> None:
            sink(ev)
            if ev["type"] == "batch_end" and ev["step"] >= STOP_AT and not stopped:
                # as the Remote page's Stop: worker 0 is the job's host, then every worker
                w0 = dataclasses.replace(run, host=job.remote.host)
                stopped.update(steps.stop(w0, 60, connect_host=connect, workers=refs))

        fin = steps.follow(run, watch, conn=conn, stop_event=stop_follow)
    w0, w1 = Path(run.run_dir), Path(refs[0].run_dir)
    log = (w0 / "stdout.log").read_text(errors="replace")[-3000:]
    log1 = (w1 / "stdout.log").read_text(errors="replace")[-3000:]
    assert fin is not None and fin["status"] == "stopped", (fin, log, log1)
    assert {i: r.text() for i, r in stopped.items()} == {0: "stopped", 1: "stopped"}
    records = list(sink)
    assert check_contract(records) == []
    start = records[0]
    assert start["backend"] == "jax" and start["processes"] == 2 and start["replicas"] == 2
    assert start["batch_sharding"]["devices"] == 2
    batches = [r for r in records if r["type"] == "batch_end"]
    assert batches[-1]["step"] >= STOP_AT
    # worker 1 wrote its start and its end (and its own host's samples), no progress
    other = list(read_events(w1 / "events.jsonl"))
    assert check_contract(other) == [], log1
    assert {r["type"] for r in other} <= {"run_started", "log", "device_sample", "run_finished"}
    assert [r["type"] for r in records].count("checkpoint") == 1  # the stop's, by worker 0
    assert other[0]["process_id"] == 1 and other[-1]["status"] == "stopped"
    # both stopped after the same step and hold the same parameters
    p0 = json.loads((w0 / PARAMS_FILE).read_text())
    p1 = json.loads((w1 / PARAMS_FILE).read_text())
    assert (p0["process_id"], p1["process_id"]) == (0, 1)
    assert p0["step"] == p1["step"] == batches[-1]["step"] == other[-1]["step"]
    assert p0["sha256"] == p1["sha256"] and p0["abs_sum"] == p1["abs_sum"]
    assert p0["abs_sum"] > 0


def test_a_worker_that_dies_ends_the_pod_run_within_30_s_naming_it(sshd, tmp_path):
    """Worker 1's trainer is killed (-9, as an out-of-memory kill or a lost VM would end it)
    after a few steps: worker 0 does not wait JAX's default 100 s for its heartbeat; the run
    ends failed, saying which worker stopped answering."""
    import os
    import signal
    import time

    job = remote_job(sshd, tmp_path, name="jax pod dies")
    for key, value in {
        "model.backend": "jax",
        "model.architecture": "mlp",
        "pipeline.batch_size": 32,
        "train.epochs": 1,
        "train.steps_per_epoch": 100000,
        "train.checkpoint_every": 0,
        "remote.workers": ["127.0.0.1"],
    }.items():
        job = job.updated(key, value)
    connect = _connect_host(sshd, tmp_path)
    killed: dict = {}
    with connect("127.0.0.1") as conn:
        run, refs = steps.start_remote(conn, connect, job, tmp_path)
        w1 = Path(refs[0].run_dir)

        def watch(ev: dict) -> None:
            if ev["type"] == "batch_end" and ev["step"] >= 3 and not killed:
                child = json.loads((w1 / "launch.json").read_text())["child_pid"]
                os.kill(child, signal.SIGKILL)
                killed["at"] = time.time()

        fin = steps.follow(run, watch, conn=conn, stop_event=threading.Event())
        # the fetch brings every worker's folder: events, logs, its supervisor's exit.json
        from tpugui.remote import session

        dest = tmp_path / "fetched"
        session.fetch_run(conn, run.run_dir, dest)
        got = session.fetch_workers(connect, job, run.run_id, dest)
    assert {p.name for p in got[1]} >= {"events.jsonl", "stderr.log", "stdout.log", "exit.json"}
    assert json.loads((dest / "workers" / "w1" / "exit.json").read_text())["returncode"] == -9
    assert (dest / "exit.json").is_file()  # worker 0's, waited for
    log = (Path(run.run_dir) / "stderr.log").read_text(errors="replace")[-3000:]
    assert killed and fin is not None and fin["status"] == "failed", (fin, log)
    assert "worker 1 stopped answering" in fin["error"], (fin["error"], log)
    assert fin["time"] - killed["at"] < 30, fin["time"] - killed["at"]  # the bound
    other = list(read_events(w1 / "events.jsonl"))
    assert other[-1]["type"] == "run_finished" and other[-1]["status"] == "failed"
    assert "SIGKILL" in other[-1]["error"]


def test_the_supervisor_names_the_dead_worker_from_jaxs_own_words():
    """When JAX's coordination service ends a worker itself (a fatal error, not an exception
    the run can report), the supervisor's run_finished names the worker from stderr.log's
    words — both forms jax 0.10 prints — and leaves the native stack frames out of the tail."""
    from tpugui.remote import vmside

    told = (
        "F1202 client.h:80] Terminating process because the JAX distributed service detected "
        "fatal errors. absl::Status: UNAVAILABLE: The following tasks are unhealthy (stopped "
        "sending heartbeats):\n3\nThe tasks have crashed."
    )
    assert vmside._peer_dead(told) == 3
    assert vmside._peer_dead("UNAVAILABLE: Task 1 heartbeat timeout. This indicates") == 1
    assert vmside._peer_dead("Gloo all-reduce failed: Connection reset by peer") is None
    assert vmside._frame("    @     0x7fb59e6eb505  std::_Function_handler<>::_M_invoke()")
    assert vmside._frame("*** Check failure stack trace: ***")
    assert not vmside._frame("RPC: /xla.coordination.CoordinationService/PollForError")
