"""The event stream: gapless seq, JSON Lines flushed per line, torn lines tolerated."""

from __future__ import annotations

import json
import math
import threading

import pytest

from tpugui.events import (
    Emitter,
    JsonlSink,
    ListSink,
    check_contract,
    clean_logs,
    metric,
    read_events,
)


def test_emitter_numbers_and_writes_each_line_at_once(tmp_path):
    path = tmp_path / "events.jsonl"
    sink = JsonlSink(path)
    em = Emitter([sink])
    em.emit("run_started", run_id="r1", backend="tensorflow")
    # Flushed per line: another reader sees it before close.
    assert json.loads(path.read_text(encoding="utf-8"))["seq"] == 1
    em.emit("batch_end", epoch=0, step=1, logs=clean_logs({"loss": 2.0}), examples_per_sec=10.0)
    em.log("naïve 訓練", level="warning")
    em.emit("run_finished", status="completed", error=None, traceback=None)
    sink.close()
    records = list(read_events(path))
    assert [r["seq"] for r in records] == [1, 2, 3, 4]
    assert records[2]["message"] == "naïve 訓練"
    assert check_contract(records) == []


def test_non_finite_metrics_stay_valid_json(tmp_path):
    logs = clean_logs({"loss": float("nan"), "acc": float("inf"), "lr": 0.1, "name": "x"})
    assert logs == {"loss": "nan", "acc": "inf", "lr": 0.1}
    line = json.dumps(logs, allow_nan=False)  # would raise on a bare NaN
    assert math.isnan(metric(json.loads(line)["loss"]))
    assert metric(None) != metric(None)  # unknown -> nan


def test_torn_last_line_and_after_seq(tmp_path):
    path = tmp_path / "events.jsonl"
    em = Emitter([JsonlSink(path)])
    for i in range(5):
        em.emit("log", level="info", message=str(i))
    with open(path, "a", encoding="utf-8") as fh:
        fh.write('{"seq": 6, "time": 1, "type": "lo')  # a process killed mid-write
    assert [r["seq"] for r in read_events(path)] == [1, 2, 3, 4, 5]
    assert [r["seq"] for r in read_events(path, after_seq=3)] == [4, 5]


def test_seq_is_gapless_across_threads():
    sink = ListSink()
    em = Emitter([sink])
    threads = [threading.Thread(target=lambda: [em.log("x") for _ in range(500)]) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [r["seq"] for r in sink] == list(range(1, 2001))


def test_contract_checker_finds_problems():
    good = [
        {"seq": 1, "time": 1.0, "type": "run_started"},
        {"seq": 2, "time": 1.0, "type": "run_finished", "status": "completed"},
    ]
    assert check_contract(good) == []
    gap = [good[0], {**good[1], "seq": 3}]
    assert check_contract(gap)
    assert check_contract([good[1]])
    assert check_contract(good[:1], finished=True)
    assert check_contract(good[:1], finished=False) == []
    with pytest.raises(ValueError):
        Emitter().emit("bogus")


def test_run_status_is_an_enum_that_reads_and_writes_as_its_text():
    import json

    from tpugui.cli.remote import EXIT as REMOTE_EXIT
    from tpugui.cli.train import EXIT
    from tpugui.events import FINISH_STATUSES, RunStatus
    from tpugui.runs.store import RUN_STATUSES

    assert [str(s) for s in FINISH_STATUSES] == ["completed", "stopped", "failed", "preempted"]
    assert json.dumps({"status": RunStatus.STOPPED}) == '{"status": "stopped"}'
    assert RunStatus.of("failed") is RunStatus.FAILED and RunStatus.FAILED == "failed"
    assert RunStatus.of(None) is RunStatus.FAILED
    assert RunStatus.of("no such status", RunStatus.COMPLETED) is RunStatus.COMPLETED
    assert [s for s in RunStatus if not s.finished] == [RunStatus.WAITING, RunStatus.RUNNING]
    assert RunStatus.WAITING not in RUN_STATUSES and RunStatus.INTERRUPTED in RUN_STATUSES
    for status in FINISH_STATUSES:  # every way a run ends has an exit code, the same twice
        assert EXIT[status] == REMOTE_EXIT[status]
    assert (EXIT[RunStatus.COMPLETED], EXIT[RunStatus.STOPPED]) == (0, 130)
