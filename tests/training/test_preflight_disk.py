"""Pre-flight, the disk: checkpoints that would outgrow the free space are said at
``train.keep_checkpoints`` with the number that fits; a run's size is counted and cached."""

from __future__ import annotations

import json

from tpugui.job import Job
from tpugui.runs import store
from tpugui.training import preflight_disk


def past_run(root, name="demo", checkpoints=3, each=1000, status="completed"):
    """A run folder of ``name`` with ``checkpoints`` checkpoints of ``each`` bytes."""
    path = root / f"20260101-000000-{name}"
    ck = path / "checkpoints"
    ck.mkdir(parents=True)
    for i in range(1, checkpoints + 1):
        (ck / f"epoch-{i:04d}.weights.h5").write_bytes(b"x" * (each - 10))
        (ck / f"epoch-{i:04d}.json").write_bytes(b"y" * 10)
    recs = [{"type": "run_started", "run_id": path.name, "backend": "torch", "device": "cpu",
             "epochs": 3, "job": {"name": name}},
            {"type": "run_finished", "status": status}]  # fmt: skip
    with open(path / "events.jsonl", "w", encoding="utf-8") as fh:
        for i, r in enumerate(recs, start=1):
            fh.write(json.dumps({"seq": i, "time": 1000.0 + i, **r}) + "\n")
    return path


def test_checkpoints_that_outgrow_the_free_disk_are_said_with_what_fits(tmp_path):
    past_run(tmp_path)
    job = Job(name="demo").updated("train.epochs", 300).updated("train.keep_checkpoints", 0)
    assert preflight_disk.checkpoint_bytes(job, tmp_path) == 1000
    assert preflight_disk.kept(job) == 300  # every epoch's, all kept
    [f] = preflight_disk.findings(job, tmp_path, free=100_000)
    assert (f.key, f.level, f.alternative) == ("train.keep_checkpoints", "warning", 90)
    assert f.message.args["kept"] == 300 and "90 MiB" not in str(f.message)
    assert "293.0 KiB" in str(f.message) and "97.7 KiB free" in str(f.message)
    # the last 3 fit; another job's name, or no past run: nothing to say
    assert preflight_disk.findings(job.updated("train.keep_checkpoints", 3), tmp_path,
                                   free=100_000) == []  # fmt: skip
    assert preflight_disk.findings(job.updated("name", "other"), tmp_path, free=10) == []
    assert preflight_disk.kept(job.updated("train.keep_checkpoints", 3)
                               .updated("train.keep_best", True)) == 4  # fmt: skip


def test_a_runs_size_is_counted_and_kept_in_its_summary_once_ended(tmp_path):
    path = past_run(tmp_path)
    info = store.summarize(path)
    assert info.size == 3000 + (path / "events.jsonl").stat().st_size
    cached = json.loads((path / "summary.json").read_text(encoding="utf-8"))
    assert cached["size"]["bytes"] == info.size
    assert store.summarize(path).size == info.size  # from the summary
    # the checkpoints go: the size follows, the events stay
    assert store.delete_checkpoints(path) == 3000
    assert not (path / "checkpoints").exists() and (path / "events.jsonl").exists()
    assert store.summarize(path).size < 2000  # the events and the summary
