"""``tpugui sweep --remote``: a study's trials train on the job's remote hosts, one per host at a
time — here two "hosts" that are both this machine behind the private sshd on the loopback (the
Remote page's own way of starting and following a run: the core deployed, ``tpugui train``
under its supervisor, the Follower). Each trial's events are mirrored into its local run folder,
so the study reads and judges it as a local trial and the run is in the local history."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from tests.remote.helpers import remote_job
from tests.remote.test_jax_pod import _connect_host
from tpugui.events import check_contract, read_events
from tpugui.job import Job
from tpugui.sweep import driver, space, storage

pytestmark = [pytest.mark.ssh, pytest.mark.slow]


def test_three_trials_on_two_remote_hosts(sshd, tmp_path):
    job = remote_job(sshd, tmp_path, name="remote sweep")
    for key, value in {
        "model.backend": "torch",
        "model.architecture": "mlp",
        "pipeline.batch_size": 32,
        "train.epochs": 1,
        "train.steps_per_epoch": 3,
        "train.checkpoint_every": 0,
        "remote.workers": ["127.0.0.1"],
    }.items():
        job = job.updated(key, value)
    job = Job.from_dict({**job.to_dict(), "sweep": {
        "trials": 3, "sampler": "random",
        "space": {"train.learning_rate": {"low": 1e-4, "high": 1e-2, "log": True}}}})  # fmt: skip
    root = tmp_path / "runs"
    where = storage.locate(job, "remote", root, tmp_path)
    said: list[str] = []
    sweep = driver.Sweep(job, tmp_path, space.parse(job), where, driver.settings_of(job), root,
                         said.append, _connect_host(sshd, tmp_path))  # fmt: skip
    res = sweep.run()
    assert [t.state for t in res.trials] == ["COMPLETE"] * 3, "\n".join(said)
    assert {t.host for t in res.trials} == {"127.0.0.1"}
    assert sum("started on 127.0.0.1" in line for line in said) == 3, said
    for t in res.trials:
        mirror = list(read_events(Path(t.run_dir) / "events.jsonl"))
        assert check_contract(mirror) == [], mirror
        assert mirror[-1]["type"] == "run_finished" and mirror[-1]["status"] == "completed"
        # the study's value is the run's own last metric, read from the mirrored events
        last = [e for e in mirror if e["type"] == "epoch_end"][-1]["logs"]
        assert math.isclose(t.value, last[res.metric], rel_tol=1e-9)
        assert mirror[0]["run_id"] == Path(t.run_dir).name  # the remote run has the trial's name
    assert res.best is not None


def test_a_killed_remote_sweep_follows_its_trials_again(sshd, tmp_path):
    """``tpugui sweep --remote`` SIGKILLed once a trial's run trains on a host, then the same
    command again: the runs went on there (their own supervisors); the new parent follows each
    again from the first event its mirror lacks, so the study ends with exactly 3 COMPLETE
    trials and every mirrored run holds each event once."""
    import json
    import os
    import signal
    import subprocess
    import sys
    import time

    import tomli_w

    from tests.training.helpers import ROOT

    job = remote_job(sshd, tmp_path, name="rsweep")
    for key, value in {
        "model.backend": "torch",
        "model.architecture": "mlp",
        "pipeline.batch_size": 32,
        "train.epochs": 2,
        "train.steps_per_epoch": 20,
        "train.checkpoint_every": 0,
        "remote.workers": ["127.0.0.1"],
    }.items():
        job = job.updated(key, value)
    data = {**job.to_dict(), "sweep": {"trials": 3, "sampler": "random", "pruner": "none",
            "space": {"train.learning_rate": {"low": 1e-4, "high": 1e-2, "log": True}}}}  # fmt: skip
    path = tmp_path / "job.toml"
    path.write_bytes(tomli_w.dumps(data).encode())
    kh = sshd.known_hosts(tmp_path / "kh")
    argv = [sys.executable, "-m", "tpugui", "sweep", str(path), "--remote", "--json",
            "--known-hosts", str(kh), "--ssh-config", str(tmp_path / "none")]  # fmt: skip
    env = {**os.environ, "TPUGUI_RUNS": str(tmp_path / "runs"), "TF_CPP_MIN_LOG_LEVEL": "3"}
    root = tmp_path / "runs"
    parent = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              cwd=ROOT, env=env)  # fmt: skip
    try:
        journal = root / "sweeps" / "rsweep.journal"
        while parent.poll() is None:  # mid-way: a trial's run trains there, its place kept
            mirrors = [p / "events.jsonl" for p in (root.iterdir() if root.is_dir() else [])]
            trains = any(m.exists() and '"batch_end"' in m.read_text() for m in mirrors)
            if trains and journal.exists() and '"remote_run"' in journal.read_text():
                break
            time.sleep(0.1)
        assert parent.poll() is None, "the sweep ended before a run trained"
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    finally:
        if parent.poll() is None:
            parent.kill()
    again = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, env=env, timeout=900)
    assert again.returncode == 0, again.stderr[-3000:]
    out = json.loads(again.stdout)
    complete = [t for t in out["trials"] if t["state"] == "COMPLETE"]
    assert len(complete) == 3 and out["counted"] == 3, again.stderr[-3000:]
    assert "following its run" in again.stderr, again.stderr[-3000:]
    for t in complete:
        mirror = list(read_events(Path(t["run_dir"]) / "events.jsonl"))
        seqs = [e["seq"] for e in mirror]
        assert seqs == sorted(set(seqs)), t["run_dir"]  # each event once, in order
        assert check_contract(mirror) == []
        assert [e["type"] for e in mirror].count("run_finished") == 1
