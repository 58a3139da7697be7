"""The workers of a pod slice, polled over SSH: running, finished, interrupted, missing, lost.

Two "workers" are this machine behind the private sshd (worker 0 and worker 1, each in its own
run folder, as ``start_workers`` makes them); a third worker, 127.0.0.2, has no sshd listening:
a host that does not answer. The event producer is tests/remote/fake_writer.py (a stand-in for
``tpugui train`` that writes contract events at a known pace).
"""

from __future__ import annotations

import os
import signal
import sys
import time

import pytest

from tests.remote.helpers import FAKE_WRITER, remote_job, target
from tpugui.events import read_events
from tpugui.remote import session, ssh
from tpugui.remote.workers import (
    WorkerPoller,
    WorkerRef,
    WorkerStatus,
    classify,
    pod_workers,
    stop_workers,
)

pytestmark = pytest.mark.ssh
PY = sys.executable


def _writer(steps: int, interval: float) -> list[str]:
    return [PY, str(FAKE_WRITER), ".", str(steps), str(interval)]


def connect_host(sshd, tmp_path):
    t = target(sshd, tmp_path)

    def connect(host: str) -> ssh.Connection:
        return ssh.connect(
            ssh.resolve(
                host,
                t.port,
                t.user,
                t.identity_files[0],
                connect_timeout=3,
                known_hosts=t.known_hosts,
                ssh_config=tmp_path / "none",
            ),
            allow_agent=False,
        )

    return connect


def test_classify_run_states():
    assert classify({"pid": 5, "alive": True, "finished": None}) == "running"
    assert classify({"pid": 5, "alive": False, "finished": "completed"}) == "completed"
    assert classify({"pid": 5, "alive": False, "finished": None}) == "interrupted"
    assert classify({"pid": 5, "alive": False, "finished": "failed", "cause": "interrupted"}) == (
        "interrupted"
    )
    assert classify({"pid": None, "alive": False, "finished": None}) == "missing"
    st = WorkerStatus(1, "10.0.0.3", "completed")
    assert st.done and st.text() == "worker 1 (10.0.0.3): finished (completed)"
    assert not WorkerStatus(2, "h", "lost").done
    refs = pod_workers(["a", "b"], "r1", "~/.tpugui", ["/x/r1.w1", "/x/r1.w2"])
    assert [(r.index, r.host, r.run_id, r.run_dir) for r in refs] == [
        (1, "a", "r1.w1", "/x/r1.w1"),
        (2, "b", "r1.w2", "/x/r1.w2"),
    ]


def test_poller_sees_running_interrupted_missing_and_lost_workers(sshd, tmp_path):
    job = remote_job(sshd, tmp_path).updated("remote.workers", ["127.0.0.1"])
    connect = connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run = session.start_train(conn, job, tmp_path, argv=_writer(100000, 0.01))
    started = session.start_workers(connect, job, tmp_path, run.run_id, argv=_writer(100000, 0.01))
    refs = pod_workers(["127.0.0.1"], run.run_id, job.remote.remote_dir)  # found by name
    refs += [
        WorkerRef(2, "127.0.0.2", run_id="nowhere", base=job.remote.remote_dir),  # no sshd there
        WorkerRef(3, "127.0.0.1", run_id=f"{run.run_id}.w3", base=job.remote.remote_dir),
    ]
    updates: list[list[WorkerStatus]] = []
    poller = WorkerPoller(connect, refs, PY, updates.append, interval=0.1)
    try:
        first = poller.poll_once()
        assert [s.state for s in first] == ["running", "lost", "missing"]
        assert refs[0].run_dir == started[0].run_dir  # resolved on the worker
        assert first[0].pid == started[0].pid
        assert "127.0.0.2" in first[1].message
        os.kill(started[0].pid, signal.SIGKILL)  # worker 1 dies without a run_finished
        for _ in range(100):
            if poller.poll_once()[0].state == "interrupted":
                break
            time.sleep(0.05)
        assert poller.statuses[0].state == "interrupted"
        assert poller.statuses[0].text().startswith("worker 1 (127.0.0.1): interrupted")
    finally:
        poller.close()
        with connect("127.0.0.1") as conn:
            session.stop_run(conn, run.run_dir, PY, grace=2)


def test_poller_follows_workers_to_their_end_and_stop_reaches_every_worker(sshd, tmp_path):
    job = remote_job(sshd, tmp_path)
    connect = connect_host(sshd, tmp_path)
    with connect("127.0.0.1") as conn:
        run = session.start_train(conn, job, tmp_path, argv=_writer(100000, 0.01))
        slow, quick = (
            session.start_train(conn, job, tmp_path, run_id=f"{run.run_id}.w{i}", argv=argv)
            for i, argv in ((2, _writer(100000, 0.01)), (1, _writer(50, 0.02)))
        )
    # two workers of the slice: one that finishes by itself, one that runs until stopped
    refs = [WorkerRef(1, "127.0.0.1", quick.run_dir), WorkerRef(2, "127.0.0.1", slow.run_dir)]
    seen: list[tuple[str, ...]] = []
    poller = WorkerPoller(connect, refs, PY, lambda s: seen.append(tuple(x.state for x in s)),
                          interval=0.1)  # fmt: skip
    import threading

    th = threading.Thread(target=poller.run)
    th.start()
    deadline = time.time() + 20
    while not any(s[0] == "completed" for s in seen) and time.time() < deadline:
        time.sleep(0.05)
    assert seen[0] == ("running", "running")
    assert ("completed", "running") in seen  # kept current: the quick one ended meanwhile
    results = stop_workers(connect, [WorkerRef(0, "127.0.0.1", run.run_dir), refs[1]], PY, grace=3)
    assert {i: (r.ok, r.result) for i, r in results.items()} == {
        0: (True, "stopped"),
        2: (True, "stopped"),
    }
    th.join(20)
    assert not th.is_alive()  # every worker ended: the poller ends by itself
    assert seen[-1] == ("completed", "stopped")
    last = list(read_events(os.path.join(slow.run_dir, "events.jsonl")))[-1]
    assert last["type"] == "run_finished" and last["status"] == "stopped"
    unreachable = stop_workers(connect, [WorkerRef(5, "127.0.0.2", "/x")], PY, grace=1)
    lost = unreachable[5]
    assert not lost.ok and isinstance(lost.error, Exception) and lost.host == "127.0.0.2"
    assert lost.text() == f"error: {lost.error}"  # the CLI's English line
    with pytest.raises(ssh.RemoteError):
        lost.raise_error()
