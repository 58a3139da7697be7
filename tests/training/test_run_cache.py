"""Runs at scale: a 1,000,000-step events.jsonl lists from its head and tail, opens from a
columnar copy beside it, and a run still being written is read incrementally."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from tests.training.bigrun import write_big_run
from tpugui import events as events_mod
from tpugui.training import run_cache, runs
from tpugui.training.run_model import RunData

BIG = 1_000_000


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


def test_a_million_step_run_is_summarised_from_its_head_and_tail(big, monkeypatch):
    (big / runs.SUMMARY).unlink(missing_ok=True)
    parsed = _count(monkeypatch, runs, "parse_line")
    info = runs.summarize(big)
    assert len(parsed) < 5_000  # not 1,000,000 lines
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


def test_a_million_step_run_opens_from_its_columnar_copy(big, monkeypatch):
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
