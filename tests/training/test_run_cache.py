"""Runs at scale: a long events.jsonl lists from its head and tail, opens from a columnar copy
beside it, and a run still being written is read incrementally.

50,000 steps (6.5 MB of events) are ten times what a listing may parse and show the same paths
a 1,000,000-step run takes; the million-step figures (time, memory) are benchmarks/run_scale.py's
and benchmarks/run_open_window.py's job."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from tests.training.bigrun import write_big_run, write_mixed_run
from tpugui import events as events_mod
from tpugui.runs import cache as run_cache
from tpugui.runs import store as runs
from tpugui.runs.model import RunData

BIG = 50_000


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    return write_big_run(tmp_path_factory.mktemp("runs") / "20260101-000000-big", BIG, epochs=10)


def _count(monkeypatch, module, name):
    calls = []
    real = getattr(module, name)

    def counted(*a, **k):
        calls.append(1)
        return real(*a, **k)

    monkeypatch.setattr(module, name, counted)
    return calls


def test_a_long_run_is_summarised_from_its_head_and_tail(big, monkeypatch):
    (big / runs.SUMMARY).unlink(missing_ok=True)
    parsed = _count(monkeypatch, runs, "parse_line")
    info = runs.summarize(big)
    assert len(parsed) < BIG // 10  # the head and the tail, not every line
    assert info.status == "completed" and info.steps == BIG and info.epoch == 10
    assert info.events == BIG + 10 + 2  # batch_end, epoch_end, run_started, run_finished
    assert info.epoch_loss == pytest.approx(2.0 / (1 + BIG * 1e-4) + 0.01)
    assert info.last_val_accuracy == pytest.approx(0.85)
    assert info.duration == pytest.approx(BIG * 0.001 + 1)
    assert info.setting("train.optimizer") == "adam"
    # the summary is kept beside the run; the next listing reads only that file
    assert (big / runs.SUMMARY).exists()
    parsed.clear()
    again = runs.list_runs(big.parent)[0]
    assert parsed == [] and again.to_dict() == info.to_dict()


def test_a_long_run_opens_from_its_columnar_copy(big, monkeypatch):
    (big / run_cache.CACHE).unlink(missing_ok=True)
    first = run_cache.load_run(big)
    assert first.loss.n == BIG and first.status == "completed"
    assert (big / run_cache.CACHE).exists()
    folded = _count(monkeypatch, RunData, "on_event")
    second = run_cache.load_run(big, name="renamed")
    assert folded == []  # nothing parsed: every series came from the copy
    assert second.name == "renamed" and second.status == "completed"
    for a, b in ((first.loss, second.loss), (first.lr, second.lr)):
        assert a.n == b.n and np.array_equal(a.x, b.x) and np.array_equal(a.y, b.y)
    assert sorted(second.epoch_metrics) == ["accuracy", "loss", "val_accuracy", "val_loss"]
    assert second.epoch_metrics["val_loss"].n == 10
    assert second.global_step == BIG and second.epoch == 10 and second.fraction() == 1.0


def _lines(records, start_seq):
    return "".join(
        json.dumps({"seq": start_seq + i, "time": 1000.0 + start_seq + i, **r}) + "\n"
        for i, r in enumerate(records)
    )


START = {
    "type": "run_started",
    "run_id": "g",
    "backend": "torch",
    "device": "cpu",
    "replicas": 1,
    "epochs": 1,
    "steps_per_epoch": 100,
    "job": {"name": "growing"},
}


def _batch(step):
    return {"type": "batch_end", "epoch": 1, "step": step, "logs": {"loss": 1.0 / step}}


def test_a_run_being_written_is_read_incrementally(tmp_path, monkeypatch):
    run_dir = tmp_path / "growing"
    run_dir.mkdir()
    events = run_dir / "events.jsonl"
    events.write_text(_lines([START] + [_batch(s) for s in range(1, 51)], 1) + '{"seq": 52, "ti')
    live = run_cache.load_run(run_dir, live=True)
    assert live.status == "running" and live.loss.n == 50
    assert not (run_dir / run_cache.CACHE).exists()  # not ended: no copy yet
    # it ends; the torn line was the start of step 51's record
    with open(events, "r+", encoding="utf-8") as fh:
        text = fh.read()
        fh.seek(0)
        fh.truncate()
        fh.write(text[: text.rindex("\n") + 1])
        fh.write(_lines([_batch(s) for s in range(51, 101)], 52))
        fh.write(_lines([{"type": "run_finished", "status": "completed"}], 102))
    done = run_cache.load_run(run_dir)
    assert done.status == "completed" and done.loss.n == 100
    assert (run_dir / run_cache.CACHE).exists()
    # more lines after the copy (a resumed writer): only those are folded in
    with open(events, "a", encoding="utf-8") as fh:
        fh.write(_lines([{"type": "log", "level": "info", "message": "later"}], 103))
    folded = _count(monkeypatch, RunData, "on_event")
    again = run_cache.load_run(run_dir)
    assert len(folded) == 1 and again.loss.n == 100 and again.logs[-1].message == "later"


def test_a_stale_or_broken_copy_is_rebuilt(tmp_path):
    run_dir = tmp_path / "r"
    run_dir.mkdir()
    finished = [{"type": "run_finished", "status": "completed"}]
    (run_dir / "events.jsonl").write_text(
        _lines([START, _batch(1), _batch(2)] + finished, 1), encoding="utf-8"
    )
    assert run_cache.load_run(run_dir).loss.n == 2
    # events.jsonl replaced by another, shorter run: the copy no longer matches
    (run_dir / "events.jsonl").write_text(_lines([START, _batch(1)] + finished, 1))
    assert run_cache.load_run(run_dir).loss.n == 1
    (run_dir / run_cache.CACHE).write_bytes(b"not a zip")
    assert run_cache.load_run(run_dir).loss.n == 1
    # an old run: no copy, no summary: both are made from events.jsonl
    os.unlink(run_dir / run_cache.CACHE)
    assert runs.summarize(run_dir).last_loss == 1.0


def test_names_notes_and_tags_are_kept_in_meta_json(tmp_path):
    run_dir = tmp_path / "r"
    run_dir.mkdir()
    (run_dir / "events.jsonl").write_text(_lines([START, _batch(1)], 1))
    runs.write_meta(run_dir, name="baseline", notes="first try\nlr too high", tags=["b", "a", "a"])
    info = runs.summarize(run_dir)
    assert info.name == "baseline" and info.custom_name and info.job_name == "growing"
    assert info.notes == "first try\nlr too high" and info.tags == ["a", "b"]
    runs.write_meta(run_dir, name="")
    assert runs.summarize(run_dir).name == "growing"
    assert not list(run_dir.glob(".*.tmp"))


def test_default_names_say_what_differs_from_the_run_before(tmp_path):
    def run(name, when, **train):
        job = {"name": "digits", "train": {"optimizer": "adam", "learning_rate": 0.001, **train}}
        job["pipeline"] = {"batch_size": train.pop("batch", 64)}
        d = tmp_path / name
        d.mkdir()
        start = {**START, "job": job}
        (d / "events.jsonl").write_text(
            json.dumps({"seq": 1, "time": when, **start}) + "\n", encoding="utf-8"
        )
        return d

    a = run("a", 1000.0)
    b = run("b", 2000.0, learning_rate=0.01)
    c = run("c", 3000.0, learning_rate=0.01, optimizer="sgd")
    d = run("d", 4000.0, learning_rate=0.01, optimizer="sgd")
    runs.write_meta(d, name="mine")
    names = runs.default_names(runs.list_runs(tmp_path))
    assert names[str(b)] == "digits · lr=0.01"
    assert names[str(c)] == "digits · sgd"
    assert names[str(d)] == "mine"
    assert names[str(a)].startswith("digits · ")  # the first: its start time
    assert len(set(names.values())) == 4


def test_the_events_module_reader_is_not_needed_for_a_listing(big, monkeypatch):
    reads = _count(monkeypatch, events_mod, "read_events")
    runs.list_runs(big.parent)
    assert reads == []


def test_runs_json_lists_a_million_step_run_without_reading_its_events(big, monkeypatch, capsys):
    from tpugui.cli import main

    (big / runs.SUMMARY).unlink(missing_ok=True)
    parsed = _count(monkeypatch, runs, "parse_line")
    assert main(["runs", "--json", "--root", str(big.parent)]) == 0
    row = json.loads(capsys.readouterr().out.splitlines()[0])
    assert len(parsed) < 5_000
    assert row["status"] == "completed" and row["steps"] == BIG
    assert row["settings"]["train.optimizer"] == "adam" and row["duration"] > 0
    assert main(["runs", "--root", str(big.parent)]) == 0
    out = capsys.readouterr().out
    assert "epoch loss" in out and "completed" in out


# --- the first open: written from memory, by the CLI, or parsed fast ------------------------


def same_run(a, b, path=""):
    """Every field of two RunData (and the dataclasses in them) equal, Series by their
    columns; the name, folder and change counter may differ."""
    import dataclasses
    import math

    from tpugui.runs.series import Series

    if isinstance(a, Series):
        assert a.n == b.n and a.nonfinite == b.nonfinite, path
        assert np.array_equal(a.block(), b.block(), equal_nan=True), path
    elif dataclasses.is_dataclass(a):
        assert type(a) is type(b), path
        for f in dataclasses.fields(a):
            if f.name not in ("name", "path", "version"):
                same_run(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
    elif isinstance(a, dict):
        assert list(a) == list(b), path
        for k in a:
            same_run(a[k], b[k], f"{path}[{k!r}]")
    elif isinstance(a, float) and math.isnan(a):
        assert isinstance(b, float) and math.isnan(b), path
    else:
        assert a == b, path


def _records(run_dir):
    return list(events_mod.read_events(run_dir / "events.jsonl"))


@pytest.fixture(scope="module")
def mid(tmp_path_factory):
    return write_mixed_run(tmp_path_factory.mktemp("mid") / "r")


def test_a_copy_written_from_memory_equals_the_one_parsed_from_the_file(mid, monkeypatch):
    (mid / run_cache.CACHE).unlink(missing_ok=True)
    followed = RunData(name="as the window named it")
    for rec in _records(mid):  # as the window folds a run it follows
        followed.on_event(rec)
    assert followed.status == "failed" and followed.loss.nonfinite == 1
    assert not run_cache.has_cache(mid)
    assert run_cache.save_cache(followed, mid) is not None
    assert run_cache.has_cache(mid)
    reads = _count(monkeypatch, run_cache, "read_records")
    from_memory = run_cache.load_run(mid)
    assert reads == []  # the open after it reads no event of events.jsonl
    (mid / run_cache.CACHE).unlink()
    parsed = run_cache.load_run(mid)
    assert len(reads) == 1 and (mid / run_cache.CACHE).exists()
    same_run(from_memory, parsed)
    same_run(followed, parsed)
    assert parsed.logs[-1].message == "loss is ünïcode ✓"


def test_a_run_in_memory_that_is_not_the_whole_file_writes_no_copy(mid):
    (mid / run_cache.CACHE).unlink(missing_ok=True)
    records = _records(mid)
    partial = RunData.from_events(records[:-3])  # let go at quit: the file went on
    assert run_cache.save_cache(partial, mid) is None
    gone = RunData.from_events(records[:-1])  # the follower's own "process gone" record
    gone.on_event({**records[-1], "status": "stopped"})
    assert run_cache.save_cache(gone, mid) is None
    assert not (mid / run_cache.CACHE).exists()


def test_orjson_and_json_parse_every_event_type_alike(mid, monkeypatch):
    pytest.importorskip("orjson")
    (mid / run_cache.CACHE).unlink(missing_ok=True)
    fast = run_cache.load_run(mid)
    (mid / run_cache.CACHE).unlink()
    monkeypatch.setattr(run_cache, "_loads", json.loads)  # as without orjson
    same_run(fast, run_cache.load_run(mid))


def test_a_line_orjson_refuses_is_read_as_json_reads_it(tmp_path):
    run_dir = tmp_path / "r"
    run_dir.mkdir()
    text = _lines([START, _batch(1)], 1)
    text += '{"seq": 3, "time": 1003.0, "type": "batch_end", "step": 2, "logs": {"loss": NaN}}\n'
    text += _lines([_batch(3), {"type": "run_finished", "status": "completed"}], 4)
    (run_dir / "events.jsonl").write_text(text, encoding="utf-8")
    run = run_cache.load_run(run_dir)
    assert run.loss.n == 3 and run.loss.nonfinite == 1 and run.status == "completed"


@pytest.mark.slow
def test_tpugui_train_leaves_the_copy_of_the_run_it_ran(tmp_path, monkeypatch):
    import sys

    from tests.training.helpers import cli, make_job, write_job

    job = make_job(
        model={"backend": "torch", "architecture": "mlp", "device": "cpu"},
        train={"epochs": 1, "steps_per_epoch": 5, "checkpoint_every": 0},
    )
    path = write_job(job, tmp_path / "job.toml")
    out = cli(sys.executable, "train", str(path), "--run-dir", str(tmp_path / "run"), "--quiet")
    assert out.returncode == 0, out.stderr[-3000:]
    assert run_cache.has_cache(tmp_path / "run")  # written by the run's process as it went
    reads = _count(monkeypatch, run_cache, "read_records")
    copied = run_cache.load_run(tmp_path / "run")
    assert reads == []  # no first parse: the open reads no event of events.jsonl
    (tmp_path / "run" / run_cache.CACHE).unlink()
    parsed = run_cache.load_run(tmp_path / "run")
    assert parsed.loss.n == 5
    same_run(copied, parsed)


def test_folding_records_together_equals_folding_them_one_by_one(mid):
    records = _records(mid)
    one_by_one = RunData()
    for rec in records:
        one_by_one.on_event(rec)
    together = RunData()
    together.on_events(records[:7_000])
    together.on_events(records[5_000:])  # a replay's overlap: its records are ignored
    same_run(one_by_one, together)
    # steps that restart every epoch, without steps_per_epoch; no time; duplicate seq
    recs = [{"seq": 1, "type": "run_started", "epochs": 2}]
    for i, (e, s) in enumerate([(1, 0), (1, 1), (1, 1), (2, 0), (2, 1)], start=2):
        recs.append({"seq": i, "type": "batch_end", "epoch": e, "step": s,
                     "logs": {"learning_rate": 0.1, "loss": "inf"}, "examples_per_sec": "x"})  # fmt: skip
    recs.append(dict(recs[-1]))
    a, b = RunData(), RunData()
    for rec in recs:
        a.on_event(rec)
    b.on_events(recs)
    same_run(a, b)
    assert list(b.loss.x) == [0, 1, 1, 2, 3] and b.lr.n == 5 and b.loss.nonfinite == 5
