"""``tpugui sweep --remote``: a study's trials train on the job's remote hosts, one per host at a
time — here two "hosts" that are both this machine behind the private sshd on the loopback (the
Remote page's own way of starting and following a run: the core deployed, ``tpugui train``
under its supervisor, the Follower). Each trial's events are mirrored into its local run folder,
so the study reads and judges it as a local trial and the run is in the local history."""

from __future__ import annotations

import json
import math
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import tomli_w

from tests.remote.helpers import remote_job
from tests.training.helpers import ROOT
from tpugui.events import check_contract, read_events

pytestmark = [pytest.mark.ssh, pytest.mark.slow]


def test_a_killed_remote_sweep_follows_its_trials_again(sshd, tmp_path):
    """``tpugui sweep --remote`` with 3 trials on the two hosts, SIGKILLed once a trial's run
    trains on a host, then the same command again: the runs went on there (their own
    supervisors); the new parent follows each again from the first event its mirror lacks and
    starts the rest, so the study ends with exactly 3 COMPLETE trials, each started once on a
    host, every mirrored run holds each event once, and each trial's value is its run's own
    last metric, read from the mirror (what a sweep that is not killed does, with the trials
    it starts itself; this test covers that too)."""
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
    first_log = tmp_path / "first.stderr"
    with first_log.open("wb") as err:
        parent = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=err, cwd=ROOT,
                                  env=env)  # fmt: skip
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
    said = first_log.read_text(errors="replace") + again.stderr
    assert out["best"] is not None
    for t in complete:
        name = Path(t["run_dir"]).name
        assert t["host"] == "127.0.0.1"
        started = [ln for ln in said.splitlines() if "started on 127.0.0.1" in ln]
        assert sum(f"(run {name})" in ln for ln in started) == 1, said  # started once
        mirror = list(read_events(Path(t["run_dir"]) / "events.jsonl"))
        seqs = [e["seq"] for e in mirror]
        assert seqs == sorted(set(seqs)), t["run_dir"]  # each event once, in order
        assert check_contract(mirror) == [], mirror
        assert [e["type"] for e in mirror].count("run_finished") == 1
        assert mirror[-1]["type"] == "run_finished" and mirror[-1]["status"] == "completed"
        assert mirror[0]["run_id"] == name  # the remote run has the trial's name
        # the study's value is the run's own last metric, read from the mirrored events
        last = [e for e in mirror if e["type"] == "epoch_end"][-1]["logs"]
        assert math.isclose(t["value"], last[out["metric"]], rel_tol=1e-9)
