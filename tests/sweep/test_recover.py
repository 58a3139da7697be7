"""What a re-run does with the trials a killed parent left RUNNING, branch by branch, on a real
journal file and hand-written run folders (no run is started: quick, no framework)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tpugui.job import loads_job
from tpugui.sweep import space, storage
from tpugui.sweep.driver import LOST, RUN_DIR, Sweep, settings_of

optuna = pytest.importorskip("optuna")

JOB = """name = "rec"
[model]
backend = "jax"
architecture = "mlp"
[sweep]
trials = 3
pruner = "none"
[sweep.space]
"train.learning_rate" = { low = 1e-3, high = 1e-1, log = true }
"""


def _sweep(tmp_path: Path) -> Sweep:
    job = loads_job(JOB)
    root = tmp_path / "runs"
    where = storage.locate(job, "rec", root)
    sweep = Sweep(job, tmp_path, space.parse(job), where, settings_of(job), root)
    sweep.open()
    return sweep


def _events(run_dir: Path, *records: dict) -> None:
    run_dir.mkdir(parents=True, exist_ok=True)
    lines = [json.dumps({"seq": i + 1, "time": 0.0, **r}) for i, r in enumerate(records)]
    (run_dir / "events.jsonl").write_text("\n".join(lines) + "\n")


def _asked(sweep: Sweep, run_dir: Path | None) -> int:
    trial = sweep.study.ask()
    trial.suggest_float("train.learning_rate", 1e-3, 1e-1, log=True)
    if run_dir is not None:
        trial.set_user_attr(RUN_DIR, str(run_dir))
    return trial.number


def test_a_trial_killed_before_its_run_is_lost_and_not_counted(tmp_path):
    sweep = _sweep(tmp_path)
    n = _asked(sweep, None)
    m = _asked(sweep, tmp_path / "runs" / "never-made")
    sweep.recover()
    trials = {t.number: t for t in sweep.study.trials}
    for k in (n, m):
        assert trials[k].state.name == "FAIL" and trials[k].user_attrs[LOST]
    assert sweep.counted() == 0 and not sweep.active


def test_a_run_that_finished_while_no_sweep_watched_is_told_its_result(tmp_path):
    sweep = _sweep(tmp_path)
    done, failed = tmp_path / "runs" / "done", tmp_path / "runs" / "failed"
    _events(
        done,
        {"type": "run_started"},
        {"type": "epoch_end", "epoch": 1, "logs": {"val_loss": 1.5}},
        {"type": "epoch_end", "epoch": 2, "logs": {"val_loss": 0.75}},
        {"type": "run_finished", "status": "completed"},
    )
    _events(
        failed,
        {"type": "run_started"},
        {"type": "run_finished", "status": "failed", "error": "boom"},
    )
    for path in (done, failed):
        (path / "launch.json").write_text("{}")  # its supervisor ran (and is gone)
    a, b = _asked(sweep, done), _asked(sweep, failed)
    sweep.recover()
    trials = {t.number: t for t in sweep.study.trials}
    assert trials[a].state.name == "COMPLETE" and trials[a].value == 0.75
    assert trials[a].intermediate_values == {1: 1.5, 2: 0.75}
    assert trials[b].state.name == "FAIL" and not trials[b].user_attrs.get(LOST)
    assert "boom" in trials[b].user_attrs["error"]
    assert sweep.counted() == 2  # both count toward trials: neither is asked again


def test_a_run_that_died_with_no_end_is_lost(tmp_path):
    sweep = _sweep(tmp_path)
    cut = tmp_path / "runs" / "cut"
    _events(
        cut, {"type": "run_started"}, {"type": "epoch_end", "epoch": 1, "logs": {"val_loss": 2.0}}
    )
    (cut / "launch.json").write_text(json.dumps({"pid": 2**22 + 12345}))  # no such process
    n = _asked(sweep, cut)
    sweep.recover()
    t = next(t for t in sweep.study.trials if t.number == n)
    assert t.state.name == "FAIL" and t.user_attrs[LOST] and sweep.counted() == 0


def test_a_resume_with_another_space_is_refused(tmp_path):
    _sweep(tmp_path)
    job = loads_job(JOB.replace("1e-1, log", "5e-2, log"))
    root = tmp_path / "runs"
    where = storage.locate(job, "rec", root)
    other = Sweep(job, tmp_path, space.parse(job), where, settings_of(job), root)
    with pytest.raises(ValueError, match="space"):
        other.open()


def test_one_parent_per_study(tmp_path):
    where = storage.locate(loads_job(JOB), "rec", tmp_path / "runs")
    with storage.StudyLock(where), pytest.raises(ValueError, match="another tpugui sweep"):
        storage.StudyLock(where).acquire()
