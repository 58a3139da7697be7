"""The analysis on traces made by hand: each class of a step's time, overlaps, top operations,
the live figures of a window, and what a run that cannot be profiled says."""

from __future__ import annotations

import gzip
import json

import pytest

from tpugui.profiling import analyze as an
from tpugui.profiling.request import ProfileError, profile_local
from tpugui.training.profile_capture import window_figures


def _x(name, ts, dur, tid=1, **kw):
    return {"ph": "X", "name": name, "ts": ts, "dur": dur, "pid": 1, "tid": tid, **kw}


def _write(folder, events, **done):
    folder.mkdir(parents=True)
    with gzip.open(folder / "trace.json.gz", "wt") as fh:
        json.dump({"traceEvents": events}, fh)
    base = {"id": folder.name, "status": "captured", "backend": "jax", "trace": "trace.json.gz"}
    (folder / "done.json").write_text(json.dumps({**base, **done}))


def test_a_step_splits_into_input_compute_host_and_idle(tmp_path):
    steps = []
    for n in range(3):  # 1000 us steps: 400 input, 300 compute (200 of it on a worker), ...
        t = n * 1000.0
        steps += [
            _x("train", t, 1000, args={"step_num": n + 1}),
            _x("tpugui.input", t, 400),
            _x("PjitFunction(step)", t + 400, 100),
            _x("fusion.1", t + 500, 200, tid=2),  # an XLA thread: compute
            _x("Iterator::Map", t + 100, 800, tid=3),  # a pipeline working ahead: not the step
            _x("TFE_Py_Execute", t + 700, 100),  # host-side, no op
        ]
    _write(tmp_path / "p", steps, live={"logged_step_s": 0.001, "flops_per_step": 5e5,
                                         "peak_flops": 1e9})  # fmt: skip
    r = an.analyze(tmp_path / "p")
    assert r["steps"] == 3
    assert r["step_s"] == pytest.approx(0.001)
    assert r["shares"] == pytest.approx({"input": 0.4, "compute": 0.3, "host": 0.1, "idle": 0.2})
    assert r["input_bound"] == "highly"
    assert r["step_vs_logged"] == pytest.approx(1.0)
    assert r["mfu"] == pytest.approx(5e5 / 0.001 / 1e9)
    assert [o["name"] for o in r["top_ops"]] == ["fusion.1", "PjitFunction(step)"]


def test_input_wins_where_it_overlaps_and_self_time_leaves_out_children(tmp_path):
    ev = [
        _x("tpugui.step#1", 0, 1000, cat="user_annotation"),
        _x("tpugui.input", 0, 500, cat="user_annotation"),
        _x("aten::stack", 100, 300, cat="cpu_op"),  # collating the batch: input's time
        _x("aten::linear", 500, 400, cat="cpu_op"),
        _x("aten::addmm", 550, 300, cat="cpu_op"),
    ]
    _write(tmp_path / "p", ev, backend="torch")
    r = an.analyze(tmp_path / "p")
    assert r["breakdown"]["input"] == pytest.approx(500e-6)
    assert r["breakdown"]["compute"] == pytest.approx(400e-6)
    ops = {o["name"]: o["self_s"] for o in r["top_ops"]}
    assert ops["aten::addmm"] == pytest.approx(300e-6)
    assert ops["aten::linear"] == pytest.approx(100e-6)


def test_a_failed_profile_says_why(tmp_path):
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "done.json").write_text(
        json.dumps({"id": "p", "status": "failed", "error": "the run ended before it was profiled"})
    )
    r = an.analyze(tmp_path / "p")
    assert r["status"] == "failed" and r["steps"] == 0 and "ended" in r["error"]


def test_the_live_figures_of_the_window():
    ev = [{"type": "run_started", "time": 0, "flops_per_step": 10.0, "peak_flops": 100.0}]
    ev += [
        {"type": "batch_end", "time": 10 + i, "step": 2 * i, "step_s": 0.2, "input_s": 0.05,
         "mfu": 0.5}
        for i in range(5)
    ]  # fmt: skip
    got = window_figures(ev, 10.5, 20)
    assert got["logged_steps"] == 8 and got["logged_step_s"] == pytest.approx(0.1)
    assert got["input_share"] == pytest.approx(0.25) and got["mfu"] == pytest.approx(0.5)
    assert got["flops_per_step"] == 10.0


def test_a_run_that_is_not_running_is_refused(tmp_path):
    run = tmp_path / "run"
    run.mkdir()
    (run / "events.jsonl").write_text(
        json.dumps({"seq": 1, "time": 1, "type": "run_finished", "status": "completed"}) + "\n"
    )
    with pytest.raises(ProfileError, match="not running"):
        profile_local(run, 1.0)
    with pytest.raises(ProfileError, match="seconds"):
        profile_local(run, 0.0)
