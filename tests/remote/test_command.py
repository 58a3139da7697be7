"""`tpugui remote ...` headless, against the private sshd, with the real `tpugui train`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.remote.helpers import FAKE_WRITER, HOSTILE, remote_job, target
from tpugui.events import check_contract, read_events
from tpugui.job import save_job
from tpugui.remote import session, ssh

pytestmark = pytest.mark.ssh
ROOT = Path(__file__).resolve().parents[2]


def _cli(*argv: str, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tpugui", "remote", *argv],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=ROOT,
        env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"},
    )


def _conn_args(sshd, tmp_path: Path, known_hosts: Path | None = None) -> list[str]:
    kh = known_hosts or sshd.known_hosts(tmp_path / "kh")
    return ["--known-hosts", str(kh), "--ssh-config", str(tmp_path / "no-config")]


@pytest.mark.slow
def test_remote_train_runs_the_real_engine_and_streams_its_events(sshd, tmp_path):
    """A TF job with a hostile name, from a hostile folder, trained by `tpugui train` on the
    "VM", followed live; then attach replays it and fetch brings the folder home."""
    job_dir = tmp_path / HOSTILE
    job_dir.mkdir()
    job = remote_job(sshd, tmp_path, name="tiny 'tf' $(id); 訓練")
    job = job.updated("model.architecture", "mlp").updated("pipeline.batch_size", 32)
    job = job.updated("train.epochs", 1).updated("train.steps_per_epoch", 4)
    job_file = job_dir / "job ü.toml"
    save_job(job, job_file)
    out = _cli("train", str(job_file), "--json", *_conn_args(sshd, tmp_path), timeout=240)
    assert out.returncode == 0, out.stderr[-3000:]
    events = [json.loads(ln) for ln in out.stdout.splitlines() if ln.startswith('{"seq"')]
    assert check_contract(events) == [], events[-1]
    assert events[0]["backend"] == "tensorflow" and events[-1]["status"] == "completed"
    assert sum(1 for e in events if e["type"] == "batch_end") >= 1
    remote_dir = next(
        ln.split(": ", 1)[1] for ln in out.stdout.splitlines() if "remote folder" in ln
    )
    assert "$(id)" in remote_dir and not (tmp_path / "PWNED").exists()
    assert list(read_events(Path(remote_dir) / "events.jsonl")) == events
    mirror = next(ln.split(": ", 1)[1] for ln in out.stdout.splitlines() if "local copy" in ln)
    assert list(read_events(mirror)) == events

    again = _cli(
        "attach", "--job", str(job_file), "--json", "--after-seq", "2", *_conn_args(sshd, tmp_path)
    )
    assert again.returncode == 0, again.stderr[-2000:]
    replay = [json.loads(ln) for ln in again.stdout.splitlines() if ln.startswith('{"seq"')]
    assert replay == events[2:]

    dest = tmp_path / "fetched"
    got = _cli("fetch", "--job", str(job_file), "--to", str(dest), *_conn_args(sshd, tmp_path))
    assert got.returncode == 0, got.stderr
    assert list(read_events(dest / "events.jsonl")) == events
    assert (dest / "job.toml").is_file()


def test_unknown_host_key_needs_the_explicit_flag(sshd, tmp_path):
    kh = tmp_path / "fresh_known_hosts"
    args = [
        "--host",
        "127.0.0.1",
        "--port",
        str(sshd.port),
        "--user",
        sshd.user,
        "-i",
        str(sshd.client_key),
        "--python",
        sys.executable,
        "--remote-dir",
        str(tmp_path / "base"),
    ]
    out = _cli("probe", *args, *_conn_args(sshd, tmp_path, kh))
    assert out.returncode == 1
    assert "SHA256:" in out.stderr and "--accept-new-host-key" in out.stderr
    assert not kh.exists()
    out = _cli("probe", "--json", "--accept-new-host-key", *args, *_conn_args(sshd, tmp_path, kh))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["python"] == ".".join(map(str, sys.version_info[:3]))
    assert kh.exists()


def test_wrong_key_is_a_clear_error_and_no_host_is_exit_2(sshd, tmp_path):
    out = _cli(
        "probe",
        "--host",
        "127.0.0.1",
        "--port",
        str(sshd.port),
        "--user",
        sshd.user,
        "-i",
        str(sshd.other_key),
        *_conn_args(sshd, tmp_path),
    )
    assert out.returncode == 1 and "authentication failed" in out.stderr
    out = _cli("probe", *_conn_args(sshd, tmp_path))
    assert out.returncode == 2 and "remote.host" in out.stderr


def test_runs_stop_and_fetch_verbs(sshd, tmp_path):
    job = remote_job(sshd, tmp_path)
    job_file = tmp_path / "j.toml"
    save_job(job, job_file)
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        run = session.start_train(
            conn, job, tmp_path, argv=[sys.executable, str(FAKE_WRITER), ".", "100000", "0.01"]
        )
    listed = _cli("runs", "--job", str(job_file), *_conn_args(sshd, tmp_path))
    assert listed.stdout.split("\n")[0] == run.run_id
    stop = _cli(
        "stop",
        "--job",
        str(job_file),
        "--run",
        run.run_id,
        "--grace",
        "5",
        *_conn_args(sshd, tmp_path),
    )
    assert stop.returncode == 0 and "stopped" in stop.stdout, stop.stderr
    att = _cli("attach", "--job", str(job_file), "--json", *_conn_args(sshd, tmp_path))
    assert att.returncode == 130  # the run ended "stopped"
    assert json.loads(att.stdout.strip().splitlines()[-2])["status"] == "stopped"


def test_stop_without_grace_waits_the_jobs_stop_grace(sshd, tmp_path):
    """`remote stop` with no --grace waits the job's train.stop_grace (the one stop grace of
    local and remote runs) before it kills a run that ignores SIGINT and SIGTERM."""
    job = remote_job(sshd, tmp_path).updated("train.stop_grace", 1.5)
    job_file = tmp_path / "j.toml"
    save_job(job, job_file)
    stubborn = [
        sys.executable,
        "-c",
        "import signal,time\nfor s in (2,15): signal.signal(s, signal.SIG_IGN)\n"
        'open(\'events.jsonl\',\'a\').write(\'{"seq":1,"time":0,"type":"run_started"}\\n\')\n'
        "time.sleep(60)",
    ]
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        run = session.start_train(conn, job, tmp_path, argv=stubborn)
    stop = _cli("stop", "--job", str(job_file), "--run", run.run_id, *_conn_args(sshd, tmp_path))
    assert stop.returncode == 0 and "killed" in stop.stdout, stop.stderr
    last = list(read_events(Path(run.run_dir) / "events.jsonl"))[-1]
    assert last["status"] == "stopped" and "1.5 s grace period" in last["error"]


def test_gcloud_tpu_list_is_parsed_into_hosts_and_workers():
    """The cloud is out of reach here: this checks the parser on gcloud's documented JSON shape."""
    from tpugui.remote.gcloud import parse_tpu_list

    vms = parse_tpu_list(
        [
            {
                "name": "projects/p/locations/us-central2-b/nodes/pod-1",
                "acceleratorType": "v4-16",
                "state": "READY",
                "runtimeVersion": "tpu-ubuntu2204-base",
                "networkEndpoints": [
                    {"ipAddress": "10.0.0.2", "accessConfig": {"externalIp": "34.1.2.3"}},
                    {"ipAddress": "10.0.0.3"},
                ],
            }
        ]
    )
    assert vms[0].name == "pod-1" and vms[0].zone == "us-central2-b"
    assert vms[0].host == "34.1.2.3" and vms[0].workers == ["10.0.0.3"]


def test_pod_slice_stop_and_attach_name_every_worker(sshd, tmp_path):
    """Worker 0 and worker 1 are this machine (each its own run folder); worker 2, 127.0.0.2,
    has no sshd: stop reaches the two that answer, attach reports each worker's state."""
    job = remote_job(sshd, tmp_path)
    writer = [sys.executable, str(FAKE_WRITER), ".", "100000", "0.01"]
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        session.start_train(conn, job, tmp_path, run_id="pod 1", argv=writer)
        w1 = session.start_train(conn, job, tmp_path, run_id="pod 1.w1", argv=writer)
    job_file = tmp_path / "pod.toml"
    save_job(job.updated("remote.workers", ["127.0.0.1", "127.0.0.2"]), job_file)
    args = ["--job", str(job_file), *_conn_args(sshd, tmp_path)]
    stop = _cli("stop", "--grace", "5", *args)
    lines = stop.stdout.splitlines()
    assert stop.returncode == 1, stop.stderr  # worker 2 could not be reached: said, not hidden
    assert lines[0].endswith("pod 1: stopped") and "worker 1 (127.0.0.1): stopped" in lines
    assert lines[2].startswith("worker 2 (127.0.0.2): error: ") and "127.0.0.2" in lines[2]
    assert list(read_events(Path(w1.run_dir) / "events.jsonl"))[-1]["status"] == "stopped"

    att = _cli("attach", "--json", "--poll-interval", "0.2", *args)
    assert att.returncode == 130, att.stderr  # worker 0's run ended "stopped"
    out = att.stdout.splitlines()
    summary = [ln for ln in out if ln.startswith("worker ")]
    assert summary[0].startswith("worker 0 (") and summary[0].endswith("finished (stopped)")
    assert summary[1] == "worker 1 (127.0.0.1): finished (stopped)"
    assert summary[2].startswith("worker 2 (127.0.0.2): lost: ")


def test_a_lost_connection_is_said_once_not_lost_lost(capsys):
    """The follower's outcome already reads "lost: ..."; the CLI printed "lost: lost: ..."."""
    from tpugui.cli.remote import _status_printer
    from tpugui.remote.ssh import ConnectionStatus

    _status_printer(ConnectionStatus.LOST, "lost: the connection closed")
    _status_printer(ConnectionStatus.RECONNECTING, "Connection refused")
    _status_printer(ConnectionStatus.LOST, "lost: no heartbeat for 5 s")
    assert capsys.readouterr().err.splitlines() == [
        "tpugui remote: lost: the connection closed",
        "tpugui remote: reconnecting: Connection refused",
        "tpugui remote: lost: no heartbeat for 5 s",
    ]
