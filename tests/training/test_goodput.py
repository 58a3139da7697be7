"""The goodput ledger (tpugui.runs.goodput) on hand-written events: every bucket where it
belongs, and the buckets adding up to the wall time. The real runs of every backend check the
same on their own events (tests/training/helpers.py: assert_goodput)."""

from __future__ import annotations

import pytest

from tpugui.runs import goodput
from tpugui.runs.store import summarize


def _events(price: float | None = None) -> list[dict]:
    """A run that starts its process at 100, reports run_started at 103 (imports), restores a
    checkpoint 103-104 (its log line waits for run_started: ``at`` says when it ended), trains
    epoch 1 from 105 to 115 in two windows with a 2 s compile inside the first and 3 s of
    input wait, validates for 1 s, saves a checkpoint for 0.5 s and ends at 118."""
    started = {"type": "run_started", "time": 103.0, "process_start": 100.0}
    if price is not None:
        started["price_per_hour"] = price
    recs = [
        started,
        {"type": "log", "time": 103.0, "message": "resumed", "restore_s": 1.0, "at": 104.0},
        {"type": "batch_end", "time": 110.0, "epoch": 1, "step": 1, "step_s": 5.0, "input_s": 1.0},
        {"type": "compile", "time": 110.0, "step": 1, "seconds": 2.0, "at": 108.0},
        {"type": "batch_end", "time": 112.0, "epoch": 1, "step": 2},  # no window read
        {"type": "batch_end", "time": 115.0, "epoch": 1, "step": 3, "step_s": 5.0, "input_s": 2.0},
        {"type": "epoch_end", "time": 116.2, "epoch": 1, "eval_s": 1.0},
        {"type": "checkpoint", "time": 116.8, "save_s": 0.5},
        {"type": "device_sample", "time": 117.0},
        {"type": "run_finished", "time": 118.0, "status": "completed"},
    ]
    return [{"seq": i, **r} for i, r in enumerate(recs, start=1)]


def test_each_span_lands_in_its_bucket_and_they_add_up():
    got = goodput.ledger(_events())
    s = got["seconds"]
    assert got["wall_s"] == 18.0
    # 100-105 before the first window, less the restore (103-104)
    assert s["startup"] == pytest.approx(4.0)
    assert s["restore"] == pytest.approx(1.0)
    assert s["compile"] == pytest.approx(2.0)  # 106-108, inside the first window
    assert s["input"] == pytest.approx(3.0)
    assert s["productive"] == pytest.approx(10.0 - 2.0 - 3.0)
    assert s["eval"] == pytest.approx(1.0)
    assert s["save"] == pytest.approx(0.5)
    assert s["other"] == pytest.approx(18.0 - 4 - 1 - 2 - 3 - 5 - 1 - 0.5)
    assert sum(s.values()) == pytest.approx(got["wall_s"], abs=1e-9)
    assert got["goodput"] == pytest.approx(5.0 / 18.0, abs=1e-4)
    assert got["running"] is False and "cost" not in got


def test_steps_trained_again_after_a_restart_are_progress_lost():
    """A run resumed after its Spot VM was lost trains again the steps the lost run had
    reached beyond the checkpoint (run_started.redo_until): their compute and input wait are
    lost to the restart, a compile inside them stays a compile, and the buckets still add up."""
    recs = _events()
    recs[0]["redo_until"] = 1  # step 1 (its window: 5 s, 1 s input, a 2 s compile) again
    got = goodput.ledger(recs)
    s = got["seconds"]
    assert s["lost"] == pytest.approx(5.0 - 1.0 - 2.0 + 1.0)
    assert s["compile"] == pytest.approx(2.0) and s["input"] == pytest.approx(2.0)
    assert s["productive"] == pytest.approx(5.0 - 2.0)  # step 3's window alone
    assert sum(s.values()) == pytest.approx(got["wall_s"], abs=1e-9)
    assert s["other"] == pytest.approx(goodput.ledger(_events())["seconds"]["other"])
    assert "progress lost to a restart" in goodput.summary_text(got)[-2]


def test_a_compile_inside_validation_counts_once_as_a_compile():
    recs = _events()
    # validation 115.2-116.2 held a 0.5 s compile (reported at the epoch's end)
    recs.insert(6, {"seq": 0, "type": "compile", "time": 116.2, "seconds": 0.5})
    s = goodput.ledger(recs)["seconds"]
    assert s["compile"] == pytest.approx(2.5)
    assert s["eval"] == pytest.approx(0.5)
    assert sum(s.values()) == pytest.approx(18.0, abs=1e-9)


def test_a_price_gives_every_bucket_its_cost():
    got = goodput.ledger(_events(price=36.0))  # $0.01 a second
    assert got["cost"]["compile"] == pytest.approx(0.02)
    assert got["cost"]["input"] == pytest.approx(0.03)
    assert got["total_cost"] == pytest.approx(0.18)
    assert sum(got["cost"].values()) == pytest.approx(0.18, abs=1e-3)
    lines = goodput.summary_text(got)
    assert "compiles: 2.0 s (11.1 %), $0.020" in lines
    assert lines[-1] == "of $0.180, $0.130 went to everything but training steps"
    assert str(goodput.headline(got)) == "Goodput: 28 % of 18.0 s in training steps"


def test_a_running_run_ends_at_its_last_event_or_now():
    recs = _events()[:-1]
    led = goodput.Ledger()
    for r in recs:
        led.add(r)
    assert led.result()["wall_s"] == 17.0 and led.result()["running"] is True
    assert led.result(now=120.0)["wall_s"] == 20.0


def test_untimed_compiles_are_the_first_step_beyond_the_typical_one():
    """TensorFlow does not time its traces: the first window's compute beyond the run's typical
    step is the compile (estimated)."""
    recs = [{"type": "run_started", "time": 1.0, "process_start": 0.0}]
    recs.append({"type": "batch_end", "time": 5.0, "epoch": 1, "step": 1, "step_s": 3.1})
    recs.append({"type": "compile", "time": 5.0, "step": 1, "seconds": None})
    for k in range(2, 12):
        recs.append({"type": "batch_end", "time": 5.0 + 0.1 * (k - 1), "epoch": 1, "step": k,
                     "step_s": 0.1})  # fmt: skip
    recs.append({"type": "run_finished", "time": 6.5})
    got = goodput.ledger([{"seq": i, **r} for i, r in enumerate(recs, 1)])
    assert got["compile_estimated"] is True
    assert got["seconds"]["compile"] == pytest.approx(3.0)
    assert got["seconds"]["productive"] == pytest.approx(1.1)


def test_run_finished_goodput_reaches_the_runs_list(tmp_path):
    import json

    run = tmp_path / "r"
    run.mkdir()
    recs = _events()
    recs[-1]["goodput"] = goodput.ledger(recs)
    (run / "events.jsonl").write_text("".join(json.dumps(r) + "\n" for r in recs))
    info = summarize(run, write=False)
    assert info.goodput["seconds"]["compile"] == pytest.approx(2.0)
    assert info.to_dict()["goodput"]["goodput"] == pytest.approx(0.2778, abs=1e-4)


def test_compiles_in_the_loaders_next_are_not_input_wait_too():
    """PyTorch/XLA compiles in the loader's next() (timed as input wait) and says only how long
    each compile took, at the report after: those compiles sit back to back at the window's end
    and take its input wait, not a second share of the time."""
    recs = [
        {"type": "run_started", "time": 99.0, "process_start": 98.0},
        {"type": "batch_end", "time": 106.0, "epoch": 1, "step": 5, "step_s": 6.0, "input_s": 4.5},
        {"type": "compile", "time": 106.0001, "step": 5, "seconds": 3.0},
        {"type": "compile", "time": 106.0002, "step": 5, "seconds": 1.5},
        {"type": "batch_end", "time": 110.0, "epoch": 1, "step": 10, "step_s": 4.0, "input_s": 1.0},
        {"type": "run_finished", "time": 110.0},
    ]
    got = goodput.ledger([{"seq": i, **r} for i, r in enumerate(recs, 1)])
    s = got["seconds"]
    assert s["compile"] == pytest.approx(4.5)  # both, not the longer of the two
    assert s["input"] == pytest.approx(1.5 + 1.0)
    assert s["productive"] == pytest.approx(3.0)
    assert s["startup"] == pytest.approx(2.0)
    assert sum(s.values()) == pytest.approx(12.0, abs=1e-9)


@pytest.mark.slow
def test_a_slow_source_s_wait_lands_in_the_input_bucket(tmp_path, monkeypatch):
    """A real torch run whose source sleeps 0.1 s before each of its 20 batches (a slow
    source: the sleep is in the loader the loop waits on): 2 s of input wait, in the input
    bucket, not in the training steps; the buckets add up to the wall time."""
    import threading
    import time

    from tests.training.helpers import assert_goodput, events_of, make_job
    from tpugui.training import engine
    from tpugui.training.torch import data as torch_data

    slept = []
    plain = torch_data.EpochSlice.__iter__

    def slow(self):  # noqa: ANN001, ANN202
        for batch in plain(self):
            time.sleep(0.1)
            slept.append(0.1)
            yield batch

    monkeypatch.setattr(torch_data.EpochSlice, "__iter__", slow)
    job = make_job(
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 1, "steps_per_epoch": 20, "checkpoint_every": 0},
    )
    assert engine.run(job, None, threading.Event(), run_dir=tmp_path / "r") == "completed"
    got = assert_goodput(events_of(tmp_path / "r"))
    waited = sum(slept)
    assert waited == pytest.approx(2.0)
    s = got["seconds"]
    # the sleeps, and the little the loader itself takes to make 20 batches of 64 digits
    assert waited * 0.98 <= s["input"] <= waited + 0.5, s
    assert s["productive"] > 0


@pytest.mark.slow
def test_a_run_resumed_past_a_lost_one_counts_its_redone_steps_as_lost(tmp_path):
    """The checkpoint a Spot recovery resumes from notes the step the lost run had reached
    (checkpoints.mark_reached); the real run that goes on says so in run_started.redo_until
    and its steps up to there land in the lost bucket; the buckets add up to its wall time."""
    pytest.importorskip("torch")
    from tests.training.helpers import events_of, make_job, of_type
    from tpugui.training import checkpoints, engine

    job = make_job(
        model={"backend": "torch", "architecture": "mlp", "device": "cpu"},
        train={"epochs": 1, "steps_per_epoch": 4, "checkpoint_every": 1},
    )
    assert engine.run(job, None, None, run_dir=tmp_path / "a") == "completed"
    ck = checkpoints.newest(tmp_path / "a" / "checkpoints")
    assert ck.step == 4
    checkpoints.mark_reached(ck.meta_path, 7)  # the lost run had reached step 7
    again = job.with_values({"train.epochs": 2, "train.resume_from": str(ck.meta_path)})
    assert engine.run(again, None, None, run_dir=tmp_path / "b") == "completed"
    records = events_of(tmp_path / "b")
    assert of_type(records, "run_started")[0]["redo_until"] == 7
    got = of_type(records, "run_finished")[0]["goodput"]
    steps = [b for b in of_type(records, "batch_end") if b.get("step_s")]
    redone = sum(b["step_s"] for b in steps if b["step"] <= 7)
    assert got["seconds"]["lost"] == pytest.approx(redone, rel=0.05, abs=0.01)
    assert got["seconds"]["productive"] > 0  # step 8 is new progress
    assert sum(got["seconds"].values()) == pytest.approx(got["wall_s"], abs=0.01)
