"""``tpugui sweep`` with real small runs (JAX, mlp, digits, a few steps an epoch, CPU): trials
are ordinary runs in the run store; the study's values are the runs' own final metrics; a
median pruner stops a clearly worse trial; a SIGKILLed parent resumes with no trial lost or
trained twice (the same test: 3 trials, 2 at a time). Nothing here waits on a clock: every wait is for a file or a process."""

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

from tests.training.helpers import ROOT
from tpugui.events import read_events

pytestmark = pytest.mark.slow

JOB = """name = "{name}"
[model]
backend = "jax"
architecture = "mlp"
[train]
epochs = {epochs}
steps_per_epoch = 5
sample_every = 0.0
checkpoint_every = 0
[sweep]
trials = {trials}
parallel = {parallel}
pruner = "{pruner}"
sampler = "random"
seed = {seed}
startup_trials = 1
[sweep.space]
{space}
"""


def _job(tmp_path: Path, **keys) -> Path:
    values = {"epochs": 1, "trials": 3, "parallel": 2, "pruner": "none", "seed": 0, **keys}
    path = tmp_path / "job.toml"
    path.write_text(JOB.format(**values))
    return path


def _env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "TPUGUI_RUNS": str(tmp_path / "runs"), "TF_CPP_MIN_LOG_LEVEL": "3"}


def _sweep(tmp_path: Path, job: Path, *args: str) -> dict:
    res = subprocess.run(
        [sys.executable, "-m", "tpugui", "sweep", str(job), "--json", *args],
        capture_output=True, text=True, cwd=ROOT, env=_env(tmp_path), timeout=600,
    )  # fmt: skip
    assert res.returncode == 0, res.stderr
    return json.loads(res.stdout)


def _runs(tmp_path: Path) -> list[Path]:
    root = tmp_path / "runs"
    return sorted(p for p in root.iterdir() if (p / "events.jsonl").exists())


def _final(run_dir: str | Path, metric: str) -> tuple[float, str]:
    """The run's last epoch metric and its end status, from its events."""
    value, status = math.nan, ""
    for ev in read_events(Path(run_dir) / "events.jsonl"):
        if ev["type"] == "epoch_end" and metric in ev["logs"]:  # a stopped run's last one has none
            value = float(ev["logs"][metric])
        elif ev["type"] == "run_finished":
            status = ev["status"]
    return value, status


def _study_states(tmp_path: Path, study: str) -> list[tuple[int, str, float | None, str]]:
    import optuna
    from optuna.storages import JournalStorage
    from optuna.storages.journal import JournalFileBackend

    path = tmp_path / "runs" / "sweeps" / f"{study}.journal"
    st = optuna.load_study(study_name=study, storage=JournalStorage(JournalFileBackend(str(path))))
    return [(t.number, t.state.name, t.value, t.user_attrs.get("run_dir", "")) for t in st.trials]


def _seed_good_then_bad(good: float, bad: float) -> int:
    """A seed whose random sampler draws ``good`` for trial 0 and ``bad`` for trial 1 (a fresh
    study's sampler is seeded with [sweep] seed)."""
    import optuna

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    for seed in range(100):
        study = optuna.create_study(sampler=optuna.samplers.RandomSampler(seed=seed))
        drawn = []
        for _ in range(2):
            t = study.ask()
            drawn.append(t.suggest_categorical("train.learning_rate", [good, bad]))
            study.tell(t, 0.0)
        if drawn == [good, bad]:
            return seed
    raise AssertionError("no seed draws good, then bad")


def test_median_pruner_stops_a_clearly_worse_trial(tmp_path):
    """Trial 0 learns (lr 0.03); trial 1 cannot (lr 1e-9): after its first epoch its val_loss is
    above trial 0's at that epoch, so the median pruner (1 startup trial) prunes it, and its run
    is stopped the way the window's Stop stops one (stop.json, then SIGINT)."""
    seed = _seed_good_then_bad(0.03, 1e-9)
    space = '"train.learning_rate" = { choices = [0.03, 1e-9] }'
    job = _job(tmp_path, name="prune", space=space, epochs=30, trials=2, parallel=1,
               pruner="median", seed=seed)  # fmt: skip
    out = _sweep(tmp_path, job)
    rows = {t["number"]: t for t in out["trials"]}
    assert rows[0]["params"] == {"train.learning_rate": 0.03} and rows[0]["state"] == "COMPLETE"
    assert rows[0]["value"] == _final(rows[0]["run_dir"], "val_loss")[0]
    assert rows[1]["params"] == {"train.learning_rate": 1e-9} and rows[1]["state"] == "PRUNED"
    pruned = Path(rows[1]["run_dir"])
    states = _study_states(tmp_path, "prune")
    assert [s for _n, s, _v, _r in states] == ["COMPLETE", "PRUNED"]
    _value, status = _final(pruned, "val_loss")
    # stopped through the run steps' stop (stop.json, SIGINT) — unless the run had already
    # ended all its epochs when the parent read its first (the decision is the same)
    assert (pruned / "stop.json").exists() or status == "completed"
    assert status in ("stopped", "completed")
    first = [e for e in read_events(pruned / "events.jsonl") if e["type"] == "epoch_end"][0]
    kept = [e for e in read_events(Path(rows[0]["run_dir"]) / "events.jsonl")
            if e["type"] == "epoch_end"][0]  # fmt: skip
    assert first["logs"]["val_loss"] > kept["logs"]["val_loss"]
    assert rows[1]["value"] == first["logs"]["val_loss"]  # pruned at epoch 1: its last report


def test_three_trials_two_at_a_time_killed_and_resumed(tmp_path):
    """3 trials, 2 at a time; the parent is SIGKILLed once a trial's run has started and the
    same command run again: the study ends with exactly 3 COMPLETE trials, one run folder each
    (named for the study and the trial, listed by `tpugui runs`), each trained once to its end,
    each trial's value its run's last val_loss."""
    space = '"train.learning_rate" = { low = 1e-3, high = 1e-1, log = true }'
    job = _job(tmp_path, name="resume", space=space, trials=3, parallel=2, epochs=2)
    parent = subprocess.Popen(
        [sys.executable, "-m", "tpugui", "sweep", str(job), "--json"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=ROOT, env=_env(tmp_path),
    )  # fmt: skip
    root = tmp_path / "runs"
    try:
        # mid-way: as soon as a trial's run has started training
        while parent.poll() is None:
            started = [
                p for p in (root.iterdir() if root.is_dir() else [])
                if (p / "events.jsonl").exists() and '"run_started"' in (p / "events.jsonl").read_text()
            ]  # fmt: skip
            if started:
                break
            time.sleep(0.1)
        assert parent.poll() is None, "the sweep ended before a run started"
        parent.send_signal(signal.SIGKILL)
        parent.wait()
    finally:
        if parent.poll() is None:
            parent.kill()
    out = _sweep(tmp_path, job)
    states = _study_states(tmp_path, "resume")
    complete = [(n, r) for n, s, _v, r in states if s == "COMPLETE"]
    assert len(complete) == 3 and out["counted"] == 3
    # a trial that is not COMPLETE is one lost before its run started (no folder, or no run)
    for _n, s, _v, r in states:
        assert s == "COMPLETE" or (s == "FAIL" and not (r and (Path(r) / "events.jsonl").exists()))
    runs = _runs(tmp_path)
    assert sorted(Path(r) for _n, r in complete) == runs  # one run folder per trial
    for run in runs:  # each trained once, to its end
        kinds = [e["type"] for e in read_events(run / "events.jsonl")]
        assert kinds.count("run_started") == 1 and kinds.count("run_finished") == 1
        assert _final(run, "val_loss")[1] == "completed"
    for n, run_dir in complete:
        value = next(v for m, _s, v, _r in states if m == n)
        assert value == _final(run_dir, "val_loss")[0]
        assert Path(run_dir).name.endswith(f"-resume-trial{n}")  # the study and trial in the name
    assert out["best"]["value"] == min(v for _n, s, v, _r in states if s == "COMPLETE")
    listed = subprocess.run(
        [sys.executable, "-m", "tpugui", "runs", "--json"],
        capture_output=True, text=True, cwd=ROOT, env=_env(tmp_path), timeout=120,
    )  # fmt: skip
    ids = {json.loads(line)["run_id"] for line in listed.stdout.splitlines() if line.strip()}
    assert ids == {r.name for r in runs}  # each trial is a run of the store


def test_stop_sweep_stops_a_sweep_whose_sigint_is_ignored(tmp_path, monkeypatch):
    """The window's Stop sweep (:func:`run_sweep`'s stop flag) on a sweep started as from a
    window under ``nohup`` or ``&`` (SIGINT ignored, inherited through exec): the child ends by
    itself (exit 130, not TERM's or KILL's) once its trial's run is stopped; no trial is asked
    after the stop."""
    import threading

    from tpugui.job import load_job
    from tpugui.qt.training.sweep_start import GRACE_S, run_sweep

    python = tmp_path / "python"  # SIGINT ignored, then the real interpreter (exec keeps it)
    python.write_text(f"#!/bin/sh\ntrap '' INT\nexec {sys.executable} \"$@\"\n")
    python.chmod(0o755)
    space = '"train.learning_rate" = { low = 1e-3, high = 1e-1, log = true }'
    job = load_job(_job(tmp_path, name="stopme", space=space, trials=3, parallel=1, epochs=100000))
    for key, value in _env(tmp_path).items():
        monkeypatch.setenv(key, value)
    stop, got = threading.Event(), {}
    sweep = threading.Thread(
        target=lambda: got.update(run_sweep(None, stop, str(python), job, ROOT))
    )
    sweep.start()
    try:
        root, lock = tmp_path / "runs", tmp_path / "runs" / "sweeps" / "stopme.lock"
        deadline = time.monotonic() + 300
        while not [p for p in (root.iterdir() if root.is_dir() else [])
                   if '"batch_end"' in _text(p / "events.jsonl")]:  # fmt: skip
            assert sweep.is_alive() and time.monotonic() < deadline, got
            time.sleep(0.1)  # a trial is training
        pid = int(lock.read_text().split()[0])  # the sweep's own process holds the study lock
        ignored = int(_status(pid)["SigIgn"], 16)
        assert ignored & (1 << (signal.SIGINT - 1)), "the sweep should ignore SIGINT"
        t0 = time.monotonic()
        stop.set()
        sweep.join(timeout=300)
        assert not sweep.is_alive()
    finally:
        stop.set()
        sweep.join(timeout=300)
    assert got["stopped"] and got["returncode"] == 130, got  # ended by itself
    assert time.monotonic() - t0 < GRACE_S  # not at the grace's end
    runs = _runs(tmp_path)
    assert len(runs) == 1  # the trial that was training; none asked after the stop
    assert _final(runs[0], "val_loss")[1] == "stopped"
    states = _study_states(tmp_path, "stopme")
    assert [(n, s) for n, s, _v, _r in states] == [(0, "FAIL")]  # lost: a re-run replaces it


def _text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""


def _status(pid: int) -> dict[str, str]:
    """/proc/PID/status as a dict (Linux)."""
    lines = Path(f"/proc/{pid}/status").read_text().splitlines()
    return dict(line.split(":\t", 1) for line in lines if ":\t" in line)
