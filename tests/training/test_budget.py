"""A run's price and budget (``tpugui.cost``, ``remote.budget``), on a real torch run.

The run's own process keeps the budget, the same code locally and on a TPU VM, so a local run
stands in for the VM's: the job names a v5litepod-8 slice at a price high enough that a dollar
is spent within a second of wall time. The run ends ``stopped`` for its budget with a
checkpoint at its last step, says so, carries its cost, and resumes from that step."""

from __future__ import annotations

import pytest

from tests.training.helpers import assert_contract, events_of, make_job, of_type
from tpugui import cost
from tpugui.job import JobError
from tpugui.training import engine

pytestmark = pytest.mark.slow


def _priced(**train):
    return make_job(
        model={"backend": "torch", "architecture": "mlp"},
        train={"epochs": 2000, "steps_per_epoch": 5, "checkpoint_every": 0, **train},
        remote={
            "accelerator_type": "v5litepod-8",
            "zone": "us-central1-a",
            "price_per_chip_hour": 1000.0,  # 8 chips: $8,000 an hour, $2.22 a second
            "budget": 1.0,
        },
    )


def test_a_run_stops_at_its_budget_with_a_checkpoint_and_resumes(tmp_path):
    job = _priced()
    status = engine.run(job, None, None, run_dir=tmp_path / "run")
    records = events_of(tmp_path / "run")
    assert_contract(records)
    assert status == "stopped"
    start, end = records[0], records[-1]
    assert start["price_per_hour"] == 8000.0 and start["price_basis"] == "job"
    assert start["budget"] == 1.0
    assert end["reason"] == "budget" and end["status"] == "stopped"
    wall = end["time"] - start["process_start"]
    assert end["cost"] >= 1.0  # it stopped once a dollar was spent, not before
    assert end["cost"] == pytest.approx(wall * 8000 / 3600, rel=0.05)
    said = [r["message"] for r in of_type(records, "log") if "remote.budget" in r["message"]]
    assert any("80 % of its budget of $1.00" in m for m in said), said
    assert any("saves a checkpoint and stops" in m for m in said), said
    last = of_type(records, "batch_end")[-1]["step"]
    ck = of_type(records, "checkpoint")[-1]
    assert ck["step"] == last < 2000 * 5

    # the run history and `tpugui runs --json` carry its cost and why it stopped
    from tpugui.runs.store import summarize

    info = summarize(tmp_path / "run")
    assert info.cost == pytest.approx(end["cost"]) and info.reason == "budget"
    assert info.to_dict()["cost"] == pytest.approx(end["cost"])
    from tpugui.runs.model import RunData

    shown = str(RunData.from_events(records).cost_label())
    assert shown == f"cost {cost.money(end['cost'])}: stopped at its budget of $1.00"

    more = job.updated("remote.budget", 0.0).updated("train.resume_from", ck["path"])
    more = more.updated("train.epochs", ck["epoch"] + 1)
    assert engine.run(more, None, None, run_dir=tmp_path / "again") == "completed"
    steps = [b["step"] for b in of_type(events_of(tmp_path / "again"), "batch_end")]
    assert steps[0] == last + 1 and steps[-1] == (ck["epoch"] + 1) * 5


def test_a_budget_without_a_price_is_refused_before_the_run():
    job = make_job(model={"backend": "torch"}, remote={"budget": 5.0})
    with pytest.raises(JobError) as got:
        engine.check(job)
    assert "remote.budget" in str(got.value) and "remote.accelerator_type" in str(got.value)
    job = job.updated("remote.accelerator_type", "v6e-8").updated("remote.zone", "asia-east1-c")
    with pytest.raises(JobError) as got:
        engine.check(job)
    assert "no v6e price for asia-east1" in str(got.value)


@pytest.mark.parametrize(
    "kind, zone, option, chips, per_hour, basis",
    [
        ("v5litepod-8", "us-central1-a", "on-demand", 8, 8 * 1.20, "table"),
        ("v6e-8", "us-east5-b", "committed-3y", 8, 8 * 1.22, "table"),
        ("v5p-8", "us-east5-a", "on-demand", 4, 4 * 4.20, "table"),  # v5p counts TensorCores
        ("v4-32", "us-central2-b", "committed-1y", 16, 16 * 2.03, "table"),
        ("v5litepod-4", "us-west4-a", "spot", 4, 4 * 1.20, "upper-bound"),
    ],
)
def test_the_price_table_prices_a_slice(kind, zone, option, chips, per_hour, basis):
    price = cost.price_of(kind, zone, option)
    assert price.chips == chips and price.basis == basis
    assert price.per_hour == pytest.approx(per_hour)
    fields = price.event_fields()
    assert "cloud.google.com/tpu/pricing" in fields["price_source"]
    assert cost.table()["as_of"] in fields["price_source"]
    if basis == "upper-bound":
        assert fields["price_source"].startswith("at most")
    # the project's own figure wins over the table
    assert cost.price_of(kind, zone, option, 0.5).per_hour == pytest.approx(0.5 * chips)


def test_a_run_shows_its_cost_so_far_and_its_projected_total():
    """The Training page's status line (RunData.summary): spent to the last event at the
    slice's price, and the steps left at the run's pace; its figure at the end."""
    from tpugui.runs.model import RunData

    started = {"type": "run_started", "seq": 1, "time": 100.0, "process_start": 99.0,
               "backend": "jax", "device": "tpu", "epochs": 1, "steps_per_epoch": 10,
               "price_per_hour": 3600.0, "budget": 20.0}  # fmt: skip
    batches = [{"type": "batch_end", "seq": 1 + s, "time": 101.0 + s, "epoch": 1, "step": s,
                "logs": {"loss": 1.0}} for s in (1, 2)]  # fmt: skip
    run = RunData.from_events([started, *batches], live=True)
    assert run.cost_so_far() == pytest.approx(4.0)  # 99 s -> 103 s at $1 a second
    assert run.projected_cost() == pytest.approx(4.0 + 8 * 1.0)  # 8 steps left at 1 s each
    assert str(run.cost_label()) == "cost $4.00 of about $12.00 (budget $20.00)"
    assert str(run.summary()[-1]) == str(run.cost_label())
    end = {"type": "run_finished", "seq": 4, "time": 112.0, "status": "completed", "cost": 13.0}
    run.on_event(end)
    assert str(run.cost_label()) == "cost $13.00"
    plain = RunData.from_events([{**started, "price_per_hour": None}, *batches])
    assert plain.cost_label() is None  # no price, no cost shown
