"""A run the window followed to its end is whole in memory: its columnar copy (metrics.chunks) is
written from that in a background task, and no later open parses its events.jsonl."""

from __future__ import annotations

from tests.qt import test_training_page as training
from tests.training.bigrun import write_big_run
from tests.training.test_run_cache import _count, _records, same_run
from tpugui.runs import cache as run_cache
from tpugui.runs.model import RunData

runs_root, window = training.runs_root, training.window  # the Training page's fixtures


def test_a_run_followed_to_its_end_leaves_its_copy_and_opens_without_parsing(
    window, qtbot, runs_root, monkeypatch
):
    page = training.page_of(window)
    run_dir = write_big_run(runs_root / "20260101-000000-fed", 20_000, epochs=2, name="fed")
    assert not (run_dir / run_cache.CACHE).exists()
    sink = page.attach_stream("fed")  # the records as a follower hands them over
    for rec in _records(run_dir):
        sink(rec)
    qtbot.waitUntil(lambda: not page.running, timeout=20_000)
    followed = page.current
    assert followed.status == "completed" and followed.loss.n == 20_000
    assert followed.path == str(run_dir)
    qtbot.waitUntil(lambda: not any(t.is_running() for t in page.past.loaders), timeout=30_000)
    assert run_cache.has_cache(run_dir)

    reads = _count(monkeypatch, run_cache, "read_records")
    folded = _count(monkeypatch, RunData, "on_event")
    opened = []
    page.past.load(str(run_dir), opened.append)  # what opening it from the history does
    qtbot.waitUntil(lambda: bool(opened), timeout=30_000)
    assert reads == [] and folded == []  # not one event parsed
    assert opened[0].loss.n == 20_000 and opened[0].status == "completed"
    (run_dir / run_cache.CACHE).unlink()
    monkeypatch.undo()
    same_run(opened[0], run_cache.load_run(run_dir))
