"""The run writes its columnar copy as it goes: frames appended while it trains, the last one
as it ends. Opening a run of this version parses no events.jsonl; a run killed mid-way (in
the middle of a frame) opens from its whole frames and the lines after them, and equals the
run parsed from events.jsonl."""

from __future__ import annotations

import json
import os

import numpy as np
import pytest

from tests.training.bigrun import write_mixed_run
from tests.training.test_run_cache import _count, _records, same_run
from tpugui.runs import cache as run_cache
from tpugui.runs import writer as run_writer
from tpugui.runs.model import RunData


@pytest.fixture(scope="module")
def mid(tmp_path_factory):
    return write_mixed_run(tmp_path_factory.mktemp("mid") / "r")


def _write(records, run_dir, every=2_000):
    """``records`` through a RunWriter, a frame every ``every`` records (as its thread writes
    one every few seconds; here by count, so the frames are known)."""
    with run_writer.RunWriter(run_dir, every_s=1e9) as w:
        for i, rec in enumerate(records, start=1):
            w(rec)
            if i % every == 0:
                w.flush()
    return run_dir


def _frames(run_dir):
    return run_cache._frames(run_dir, (run_dir / "events.jsonl").stat().st_size)


def test_a_finished_run_opens_from_the_frames_it_wrote_and_reads_no_event(
    mid, tmp_path, monkeypatch
):
    records = _records(mid)
    run_dir = _write(records, tmp_path / "r")
    assert _records(run_dir) == records  # events.jsonl as before: every record, in order
    frames = _frames(run_dir)
    assert len(frames) == -(-len(records) // 2_000)  # one per 2,000 records, the last at the end
    assert [f.index["reset"] for f in frames] == [True] + [False] * (len(frames) - 1)
    assert run_cache.has_cache(run_dir)
    reads = _count(monkeypatch, run_cache, "read_records")
    opened = run_cache.load_run(run_dir)
    assert reads == []  # no first parse
    same_run(opened, RunData.from_events(records))
    assert opened.status == "failed" and opened.loss.n == 20_001 and opened.loss.nonfinite == 1


def test_a_run_killed_mid_frame_opens_up_to_its_last_whole_frame(mid, tmp_path, monkeypatch):
    records = _records(mid)
    cut = 11_500  # killed after this record: the run never wrote run_finished
    run_dir = _write(records[:cut], tmp_path / "r")
    copy = run_dir / run_cache.CACHE
    data = copy.read_bytes()
    whole = _frames(run_dir)
    last_start = whole[-1].body_at - 1  # inside the last frame (its columns start here)
    copy.write_bytes(data[:last_start])  # the kill tore the last frame
    torn = _frames(run_dir)
    assert len(torn) == len(whole) - 1
    covered = torn[-1].index["covered"]
    size = (run_dir / "events.jsonl").stat().st_size
    assert 0 < covered < size
    reads = []
    real = run_cache.read_records

    def counted(path, offset=0, sink=None):
        reads.append(offset)
        return real(path, offset, sink)

    monkeypatch.setattr(run_cache, "read_records", counted)
    opened = run_cache.load_run(run_dir)
    assert reads == [covered]  # only the lines after the last whole frame
    parsed = RunData.from_events(records[:cut])
    parsed.status = "interrupted"  # as an open says of a run with no run_finished
    same_run(opened, parsed)
    # a torn first frame: no frame holds, the whole file is parsed
    copy.write_bytes(data[: whole[0].body_at + 10])
    assert _frames(run_dir) == []
    same_run(run_cache.load_run(run_dir), parsed)


def test_a_writer_that_goes_on_in_a_folder_with_records_starts_the_copy_anew(mid, tmp_path):
    records = _records(mid)
    run_dir = _write(records[:5_000], tmp_path / "r")
    (run_dir / run_cache.CACHE).write_bytes(b"\0" * 64)  # and a broken copy beside it
    with open(run_dir / "events.jsonl", "a", encoding="utf-8") as fh:  # lines the copy lacks
        fh.writelines(json.dumps(r) + "\n" for r in records[5_000:5_100])
    _write(records[5_100:], run_dir)  # e.g. the end a parent writes
    frames = _frames(run_dir)
    assert frames[0].index["reset"] and frames[-1].index["covered"] == os.path.getsize(
        run_dir / "events.jsonl"
    )
    same_run(run_cache.load_run(run_dir), RunData.from_events(records))


def test_a_value_the_copy_cannot_hold_stops_the_copy_not_the_run(tmp_path, monkeypatch):
    def refuse(*a, **k):
        raise run_cache._Unsupported("object")

    monkeypatch.setattr(run_cache, "encode_frame", refuse)
    rec = {"seq": 1, "time": 1.0, "type": "run_finished", "status": "completed"}
    with run_writer.RunWriter(tmp_path / "r") as w:
        w(rec)
        w({**rec, "seq": 2, "type": "log", "level": "info", "message": "after"})
    assert not (tmp_path / "r" / run_cache.CACHE).exists()
    assert len(_records(tmp_path / "r")) == 2  # events.jsonl whole


@pytest.mark.parametrize("every", [1, 7])
def test_frames_of_any_size_add_up_to_the_same_run(mid, tmp_path, every):
    records = _records(mid)[-60:]  # the tail: samples, a checkpoint, logs, NaN, the end
    records = [{**r, "seq": i + 1} for i, r in enumerate(records)]
    run_dir = _write(records, tmp_path / "r", every=every)
    assert len(_frames(run_dir)) == -(-len(records) // every)
    same_run(run_cache.load_run(run_dir), RunData.from_events(records))


def test_the_writer_thread_writes_frames_while_the_run_goes(mid, tmp_path):
    """No run_finished, no flush by hand: the writer's own thread writes the frames."""
    import threading

    records = _records(mid)[:3_000]
    run_dir = tmp_path / "r"
    w = run_writer.RunWriter(run_dir, every_s=0.01)
    try:
        for rec in records:
            w(rec)
        framed = threading.Event()
        for _ in range(1_000):  # until the thread has written every record (or 10 s)
            frames = _frames(run_dir)
            if frames and frames[-1].index["covered"] == w.jsonl.offset:
                framed.set()
                break
            framed.wait(0.01)
        assert framed.is_set()
        live = run_cache.load_run(run_dir, live=True)
        assert live.status == "running" and live.loss.n == RunData.from_events(records).loss.n
    finally:
        w.close()


def test_an_overlaid_run_reads_its_curves_and_leaves_the_monitor_unread(mid, tmp_path):
    records = _records(mid)
    run_dir = _write(records, tmp_path / "r")
    whole = run_cache.load_run(run_dir)
    assert whole.monitor.input_share.n == 1 and whole.monitor.host_cpu.n == 1
    overlay = run_cache.load_run(run_dir, plots_only=True)
    assert overlay.monitor.input_share.n == 0 and overlay.monitor.host_cpu.n == 0
    for name in ("loss", "lr", "throughput"):
        a, b = getattr(whole, name), getattr(overlay, name)
        assert a.n == b.n and (a.y[~np.isnan(a.y)] == b.y[~np.isnan(b.y)]).all()
    assert sorted(overlay.epoch_metrics) == sorted(whole.epoch_metrics)
    assert overlay.status == whole.status == "failed"
    # no whole copy: read whole (and the copy written from it, with every series)
    (run_dir / run_cache.CACHE).unlink()
    first = run_cache.load_run(run_dir, plots_only=True)
    assert first.monitor.input_share.n == 1 and run_cache.has_cache(run_dir)
    same_run(run_cache.load_run(run_dir), whole)
