"""A profile of a run on a VM (this machine behind the private sshd): the request is written
there over SFTP, the run's own profiler captures, and the profile folder comes back; then
``tpugui profile RUN --host ...`` does the same from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.remote.helpers import remote_job, target
from tests.training.helpers import PY, cli
from tpugui.profiling.analyze import analyze
from tpugui.profiling.request import profile_remote
from tpugui.remote import session, ssh

pytestmark = [pytest.mark.ssh, pytest.mark.slow]


def _wait_step(conn, run_dir: str, timeout: float = 240.0) -> None:
    import time

    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        try:
            with conn.sftp().open(run_dir + "/events.jsonl") as fh:
                if b'"batch_end"' in fh.read():
                    return
        except OSError:
            pass
        time.sleep(0.3)
    raise AssertionError("no step on the VM")


def test_a_run_on_a_vm_is_profiled_and_fetched(sshd, tmp_path):
    job = remote_job(sshd, tmp_path, name="profiled")
    for key, value in {
        "model.backend": "torch",
        "model.architecture": "mlp",
        "train.epochs": 100_000,  # runs until stopped (500 ended first under load in CI)
        "train.sample_every": 3600.0,
        "train.checkpoint_every": 0,
    }.items():
        job = job.updated(key, value)
    conn = ssh.connect(target(sshd, tmp_path), allow_agent=False)
    try:
        run = session.start_train(conn, job, tmp_path)
        try:
            _wait_step(conn, run.run_dir)
            folder = profile_remote(conn, run.run_dir, 1.0, tmp_path / "local", python=PY)
            r = analyze(folder)
            p = cli(
                PY, "profile", run.run_id, "--seconds", "0.5", "--json", "--host", "127.0.0.1",
                "--port", str(sshd.port), "--user", sshd.user, "-i", str(sshd.client_key),
                "--remote-dir", job.remote.remote_dir, "--python", PY,
                "--known-hosts", str(tmp_path / "known_hosts"),
                "--ssh-config", str(tmp_path / "none"), "--to", str(tmp_path / "via-cli"),
            )  # fmt: skip
        finally:
            session.stop_run(conn, run.run_dir, PY, 20.0)
    finally:
        conn.close()
    assert folder.is_relative_to(tmp_path / "local")
    assert (Path(folder) / "done.json").is_file()
    assert r["status"] == "captured" and r["steps"] >= 1, r
    logged = r["live"]["logged_step_s"]
    assert abs(r["step_s"] / logged - 1) <= 0.25, (r["step_s"], logged)
    assert p.returncode == 0, p.stderr
    via = json.loads(p.stdout)
    assert via["steps"] >= 1 and Path(via["folder"]).is_relative_to(tmp_path / "via-cli")
