"""Run folders: new ones, and past runs read back as completed, running or interrupted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from tests.training.helpers import make_job
from tpugui.runs import store as runs


def _write_events(run_dir: Path, records: list[dict], torn: str = "") -> None:
    run_dir.mkdir(parents=True, exist_ok=True)
    with open(run_dir / "events.jsonl", "w", encoding="utf-8") as fh:
        for i, rec in enumerate(records, start=1):
            fh.write(json.dumps({"seq": i, "time": 1000.0 + i, **rec}) + "\n")
        fh.write(torn)


START = {
    "type": "run_started",
    "run_id": "x",
    "backend": "torch",
    "device": "CPU",
    "replicas": 1,
    "epochs": 2,
    "steps_per_epoch": 3,
    "job": {"name": "訓練"},
}
BATCH = {"type": "batch_end", "epoch": 1, "step": 2, "logs": {"loss": 1.5}, "examples_per_sec": 9}


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_default_root_is_the_user_data_dir(monkeypatch):
    monkeypatch.delenv("TPUGUI_RUNS", raising=False)
    root = runs.default_runs_root()
    assert root.name == "runs" and root.parent.name == "tpugui"
    assert str(root).startswith(os.environ["XDG_DATA_HOME"])


def test_new_run_dirs_are_fresh_and_named_after_the_job(tmp_path):
    job = make_job(name="digits / 手寫")
    a, b = runs.new_run_dir(job, tmp_path), runs.new_run_dir(job, tmp_path)
    assert a != b and a.is_dir() and b.is_dir()
    assert "/" not in a.name[16:] and a.name.endswith("digits-手寫")


def test_list_runs_reports_each_status(tmp_path):
    done = tmp_path / "20240101-000001-done"
    _write_events(
        done,
        [
            START,
            BATCH,
            {"type": "run_finished", "status": "completed", "error": None, "traceback": None},
        ],
    )
    failed = tmp_path / "20240101-000002-failed"
    _write_events(
        failed,
        [
            START,
            {
                "type": "run_finished",
                "status": "failed",
                "error": "loss became NaN at step 7",
                "traceback": "tb",
            },
        ],
    )
    running = tmp_path / "20240101-000003-running"
    _write_events(running, [START, BATCH])
    runs.write_pid(running)  # this process is the writer, and it is alive
    killed = tmp_path / "20240101-000004-killed"
    _write_events(killed, [START, BATCH], torn='{"seq": 3, "time": 1, "ty')
    (killed / "pid").write_text(f"{_dead_pid()} {os.uname().nodename} 0\n")
    (tmp_path / "not-a-run").mkdir()

    found = {r.path.name: r for r in runs.list_runs(tmp_path)}
    assert set(found) == {done.name, failed.name, running.name, killed.name}
    assert found[done.name].status == "completed"
    assert found[done.name].steps == 2 and found[done.name].last_loss == 1.5
    assert found[done.name].name == "訓練" and found[done.name].backend == "torch"
    assert found[failed.name].status == "failed"
    assert "NaN at step 7" in found[failed.name].error
    assert found[running.name].status == "running"
    assert found[killed.name].status == "interrupted"
    info, records = runs.read_run(killed)
    assert [r["seq"] for r in records] == [1, 2]  # the torn line is skipped
    assert info.events == 2


def test_a_reused_pid_is_not_mistaken_for_the_writer(tmp_path):
    run_dir = tmp_path / "r"
    _write_events(run_dir, [START])
    # Our own pid, but a start time that is not ours: another process had this pid.
    (run_dir / "pid").write_text(f"{os.getpid()} {os.uname().nodename} 12345.0\n")
    assert runs.read_run(run_dir)[0].status == "interrupted"


def test_list_runs_of_a_missing_root_is_empty(tmp_path):
    assert runs.list_runs(tmp_path / "nowhere") == []


def test_read_run_of_a_missing_folder_says_so(tmp_path):
    try:
        runs.read_run(tmp_path / "gone")
    except FileNotFoundError as exc:
        assert "gone" in str(exc)
    else:
        raise AssertionError("no error")


def test_runs_are_listed_newest_first(tmp_path):
    for i in range(3):
        _write_events(tmp_path / f"r{i}", [{**START, "type": "run_started"}])
        time.sleep(0.01)
    # run_started times are 1001 for all; the folder mtime breaks no ties here, so use events
    rec = dict(START)
    d = tmp_path / "r9"
    d.mkdir()
    (d / "events.jsonl").write_text(json.dumps({"seq": 1, "time": 5000.0, **rec}) + "\n")
    assert runs.list_runs(tmp_path)[0].path.name == "r9"
