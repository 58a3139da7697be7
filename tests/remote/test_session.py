"""Probe, deploy, launch detached, follow live through a cut connection, stop and fetch.

The "VM" is this machine behind the private sshd. Until the engine's `tpugui train` is used
(tests/remote/test_e2e.py), the event producer here is tests/remote/fake_writer.py: a clearly
marked stand-in that writes contract events at a known pace so counts can be exact.
"""

from __future__ import annotations

import json
import stat
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.remote.helpers import FAKE_WRITER, HOSTILE, remote_job, target
from tpugui.events import ListSink, check_contract, read_events
from tpugui.remote import session, ssh
from tpugui.remote.stream import Follower

pytestmark = pytest.mark.ssh
PY = sys.executable


def _writer(steps: int, interval: float) -> list[str]:
    return [PY, str(FAKE_WRITER), ".", str(steps), str(interval)]


@pytest.fixture
def conn(sshd, tmp_path):
    c = ssh.connect(target(sshd, tmp_path), allow_agent=False)
    yield c
    c.close()


def test_probe_reports_os_python_and_frameworks(conn, tmp_path):
    info = session.probe(conn, PY, str(tmp_path / "base"))
    assert info["python"] == ".".join(map(str, sys.version_info[:3]))
    assert info["packages"]["torch"].startswith("2.")  # this venv's torch, seen from the "VM"
    assert info["packages"]["torch_xla"] is None
    assert info["os"]
    assert "devices" in info or info["devices_error"]  # detection shown, or why it is missing


def test_probe_with_a_wrong_python_says_which_setting_to_fix(conn, tmp_path):
    with pytest.raises(ssh.RemoteError, match="remote.python"):
        session.probe(conn, "/no/such/python3", str(tmp_path / "b"))


def test_deploy_is_versioned_idempotent_private_and_qt_free(conn, tmp_path):
    base = str(tmp_path / HOSTILE)
    core = session.deploy_core(conn, base, PY)
    assert Path(core).name.startswith("core-0.") and Path(core).parent == Path(base)
    assert (Path(core) / "tpugui" / "job.py").is_file()
    assert not (Path(core) / "tpugui" / "qt").exists()
    assert stat.S_IMODE(Path(base).stat().st_mode) == 0o700
    assert session.deploy_core(conn, base, PY) == core  # second time: already there
    assert not (tmp_path / "PWNED").exists() and not Path("PWNED").exists()


def test_run_streams_every_event_once_through_a_cut_connection(sshd, conn, tmp_path):
    """The sshd session is killed mid-run: the run goes on, the client reconnects by itself and
    the stream ends with every seq exactly once."""
    job = remote_job(sshd, tmp_path, name="cut 'me' $(x); ü")
    run = session.start_train(conn, job, tmp_path, argv=_writer(150, 0.01))
    assert "$(x)" in run.run_dir and Path(run.run_dir).is_dir()
    assert stat.S_IMODE(Path(run.run_dir).stat().st_mode) == 0o700
    sink, statuses = ListSink(), []
    t = target(sshd, tmp_path)
    follower = Follower(
        lambda: ssh.connect(t, allow_agent=False),
        run.run_dir,
        PY,
        sink,
        conn=conn,
        on_status=lambda s, m: statuses.append(s),
    )
    th = threading.Thread(target=follower.run)
    th.start()
    deadline = time.time() + 20
    while len(sink) < 30 and time.time() < deadline:
        time.sleep(0.01)
    assert sshd.kill_sessions() >= 1  # every SSH session drops
    th.join(60)
    assert not th.is_alive()
    assert follower.reconnects >= 1
    assert ssh.ConnectionStatus.LOST in statuses and ssh.ConnectionStatus.RECONNECTING in statuses
    assert [r["seq"] for r in sink] == list(range(1, 153))  # gapless, no duplicates
    assert check_contract(list(sink)) == []
    assert sink[-1]["status"] == "completed"
    on_disk = list(read_events(Path(run.run_dir) / "events.jsonl"))
    assert on_disk == list(sink)


def test_attach_replays_a_finished_run_from_any_seq(sshd, conn, tmp_path):
    job = remote_job(sshd, tmp_path)
    run = session.start_train(conn, job, tmp_path, argv=_writer(40, 0))
    first = ListSink()
    Follower(lambda: conn, run.run_dir, PY, first, conn=conn).run()
    assert len(first) == 42
    again = ListSink()
    fin = Follower(lambda: conn, run.run_dir, PY, again, conn=conn, after_seq=30).run()
    assert [r["seq"] for r in again] == list(range(31, 43)) and fin["type"] == "run_finished"
    state = session.run_state(conn, run.run_dir, PY)
    assert state["finished"] == "completed" and state["alive"] is False
    assert session.list_runs(conn, job.remote.remote_dir)[0] == run.run_id


def test_killed_process_is_reported_failed_not_a_hang(sshd, conn, tmp_path):
    job = remote_job(sshd, tmp_path)
    run = session.start_train(conn, job, tmp_path, argv=_writer(100000, 0.01))
    sink = ListSink()
    th = threading.Thread(
        target=Follower(lambda: conn, run.run_dir, PY, sink, conn=conn).run, daemon=True
    )
    th.start()
    while len(sink) < 5:
        time.sleep(0.01)
    import os
    import signal

    os.kill(run.pid, signal.SIGKILL)  # out of memory, or someone's kill -9
    th.join(15)
    assert not th.is_alive()
    assert sink[-1]["type"] == "run_finished" and sink[-1]["status"] == "failed"
    assert "ended without finishing" in sink[-1]["error"]
    assert check_contract(list(sink)) == []


def test_stop_is_graceful_then_forced(sshd, conn, tmp_path):
    job = remote_job(sshd, tmp_path)
    graceful = session.start_train(conn, job, tmp_path, argv=_writer(100000, 0.01))
    written = Path(graceful.run_dir) / "events.jsonl"
    for _ in range(400):  # stopped once it runs (it has written), not after a guessed time
        if written.exists() and list(read_events(written)):
            break
        time.sleep(0.05)
    assert session.stop_run(conn, graceful.run_dir, PY, grace=5) == "stopped"
    last = list(read_events(Path(graceful.run_dir) / "events.jsonl"))[-1]
    assert last["type"] == "run_finished" and last["status"] == "stopped"
    # a process that ignores SIGINT and SIGTERM (it notes each one) is killed after the grace
    stubborn = session.start_train(
        conn,
        job,
        tmp_path,
        run_id="stubborn",
        argv=[
            PY,
            "-c",
            "import signal,time\n"
            "def note(n, _f):\n"
            "    with open('signals', 'a') as fh: fh.write(f'{n}\\n')\n"
            "for s in (2,15): signal.signal(s, note)\n"
            'open(\'events.jsonl\',\'a\').write(\'{"seq":1,"time":0,"type":"run_started"}\\n\')\n'
            "time.sleep(60)",
        ],
    )
    run_dir = Path(stubborn.run_dir)
    followed = ListSink()  # followed meanwhile: the kill must reach it as "stopped", not failed
    th = threading.Thread(
        target=Follower(lambda: conn, stubborn.run_dir, PY, followed, conn=conn).run, daemon=True
    )
    th.start()
    events = run_dir / "events.jsonl"
    for _ in range(200):  # its handlers are set once it has written run_started
        if events.exists() and list(read_events(events)):
            break
        time.sleep(0.05)
    launch = json.loads((run_dir / "launch.json").read_text())
    assert session.stop_run(conn, stubborn.run_dir, PY, grace=0.6) == "killed"
    # asked to stop (SIGINT), then told to (SIGTERM), then killed: none of it is left running
    noted = [int(n) for n in (run_dir / "signals").read_text().split()]
    assert noted and set(noted) == {2, 15} and noted.index(2) < noted.index(15), noted
    assert _gone(launch["child_pid"]) and _gone(launch["pid"])
    th.join(15)
    assert not th.is_alive()
    recs = list(read_events(events))
    assert [r["seq"] for r in recs] == [1, 2] and recs[-1]["status"] == "stopped"
    assert "0.6 s grace period" in recs[-1]["error"] and list(followed) == recs
    assert session.stop_run(conn, stubborn.run_dir, PY) == "not_running"


def _gone(pid: int) -> bool:
    """The process has ended: no such pid, or a zombie waiting to be reaped."""
    try:
        stat_line = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat_line.rsplit(")", 1)[1].split()[0] in ("Z", "X")


def test_fetch_copies_the_run_folder_and_local_data_goes_up(sshd, conn, tmp_path):
    import numpy as np

    data = tmp_path / "my data $(x)"
    data.mkdir()
    np.savez(data / "set ü.npz", x=np.zeros((4, 2)), y=np.zeros(4))
    job = remote_job(sshd, tmp_path).updated("data.source", "npz")
    job = job.updated("data.path", "my data $(x)/set ü.npz")  # relative to the job's folder
    run = session.start_train(conn, job, tmp_path, argv=_writer(5, 0))
    remote_toml = (Path(run.run_dir) / "job.toml").read_text()
    assert "data/0/set ü.npz" in remote_toml
    Follower(lambda: conn, run.run_dir, PY, ListSink(), conn=conn).run()
    dest = tmp_path / "local store" / run.run_id
    files = session.fetch_run(conn, run.run_dir, dest)
    names = {p.name for p in files}
    assert {"events.jsonl", "job.toml", "launch.json", "stdout.log"} <= names
    assert "set ü.npz" not in names  # the person's own data is not copied back
    assert len(list(read_events(dest / "events.jsonl"))) == 7
    assert json.loads((dest / "launch.json").read_text())["pid"] == run.pid


def test_a_fetch_right_after_run_finished_waits_for_the_supervisors_exit_json(sshd, conn, tmp_path):
    """The trainer's last event comes before its process ends, and the supervisor writes
    exit.json after that: a trainer that lingers (1.5 s here, as a loaded VM's exit can) must not
    leave a fetch without it."""
    import time

    linger = ["sh", "-c", f'"{PY}" "{FAKE_WRITER}" . 3 0 && sleep 1.5']
    run = session.start_train(conn, remote_job(sshd, tmp_path), tmp_path, argv=linger)
    events = Path(run.run_dir) / "events.jsonl"
    deadline = time.monotonic() + 60
    while not (events.exists() and '"run_finished"' in events.read_text()):
        assert time.monotonic() < deadline, "the writer never finished"
        time.sleep(0.02)
    assert not (Path(run.run_dir) / "exit.json").exists()  # the case this test is about
    files = session.fetch_run(conn, run.run_dir, tmp_path / "fetched")
    assert "exit.json" in {p.name for p in files}
    assert json.loads((tmp_path / "fetched" / "exit.json").read_text())["returncode"] == 0


def test_missing_local_data_names_the_field(sshd, conn, tmp_path):
    job = remote_job(sshd, tmp_path).updated("data.source", "npz")
    job = job.updated("data.path", "nowhere.npz")
    with pytest.raises(ssh.RemoteError, match="data.path"):
        session.start_train(conn, job, tmp_path, argv=_writer(1, 0))


def test_pod_slice_starts_every_worker(sshd, conn, tmp_path):
    """Two "workers" (both this machine): each gets its own run folder and worker id."""
    job = remote_job(sshd, tmp_path).updated("remote.workers", ["127.0.0.1"])
    argv = [
        PY,
        "-c",
        "import os,sys; open('worker_id','w').write(os.environ.get("
        "'TPUGUI_WORKER_ID','0')); sys.argv=['w','.','3','0']; "
        f"exec(open({str(FAKE_WRITER)!r}).read())",
    ]
    run = session.start_train(conn, job, tmp_path, argv=argv)
    t = target(sshd, tmp_path)
    workers = session.start_workers(
        lambda host: ssh.connect(
            ssh.resolve(
                host,
                t.port,
                t.user,
                t.identity_files[0],
                known_hosts=t.known_hosts,
                ssh_config=tmp_path / "none",
            ),
            allow_agent=False,
        ),
        job,
        tmp_path,
        run.run_id,
        argv=argv,
    )
    assert [w.run_dir for w in workers] == [run.run_dir + ".w1"]
    Follower(lambda: conn, run.run_dir, PY, ListSink(), conn=conn).run()
    for _ in range(100):
        if session.run_state(conn, workers[0].run_dir, PY)["finished"]:
            break
        time.sleep(0.05)
    assert session.run_state(conn, workers[0].run_dir, PY)["finished"] == "completed"
    assert (Path(workers[0].run_dir) / "worker_id").read_text() == "1"


def test_two_starts_in_one_second_get_two_run_folders(sshd, conn, tmp_path, monkeypatch):
    job = remote_job(sshd, tmp_path)
    monkeypatch.setattr(session, "new_run_id", lambda job: "same second")
    first = session.prepare_run(conn, job, tmp_path, job.remote.remote_dir)
    second = session.prepare_run(conn, job, tmp_path, job.remote.remote_dir)
    assert (first[0], second[0]) == ("same second", "same second-2")
    assert Path(second[1]).is_dir() and Path(second[1]).name == "same second-2"
    with pytest.raises(ssh.RemoteError, match="exists already"):  # a name the caller chose
        session.prepare_run(conn, job, tmp_path, job.remote.remote_dir, "same second")
