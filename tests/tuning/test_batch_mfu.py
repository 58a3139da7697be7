"""MFU beside examples/s in the batch finder's timing: a real timed trial (a child process
training the demo job's mlp in torch for a few steps) reports the MFU of its steps from the
run's own FLOPs count and peak; the finder keeps the median of the steps' second half, and the
table shows it."""

from __future__ import annotations

import statistics

import pytest

from tests.training.helpers import ROOT
from tpugui.cli import tune as tune_cli
from tpugui.job import dumps_job, load_job
from tpugui.tuning import batch_fit
from tpugui.tuning.batch_fit import fit_batch, trial_job
from tpugui.tuning.trials import run_child

DEMO = ROOT / "examples" / "demo.toml"


def _job(backend: str = "torch"):
    job = load_job(DEMO).updated("model.backend", backend).updated("model.architecture", "mlp")
    return job.updated("train.log_every", 1)


@pytest.mark.slow
@pytest.mark.parametrize("backend", ["torch", "jax"])
def test_a_timed_trial_reports_its_steps_mfu(backend):
    job = _job(backend)
    got = run_child({"mode": "steps", "job": dumps_job(trial_job(job, 64, 12)),
                     "base_dir": str(DEMO.parent), "per_replica": 64})  # fmt: skip
    assert not got.get("error"), got
    assert got["flops_per_step"] > 0 and got["peak_flops"] > 0 and got["peak_source"]
    assert got["mfus"] and all(0 < m < 5 for m in got["mfus"])
    # each report's MFU is its FLOP/s over the peak: FLOPs a step × steps/s; the steps/s of a
    # report is its examples/s over the batch, so the two agree report by report
    implied = [r / 64 * got["flops_per_step"] / got["peak_flops"] for r in got["rates"]]
    assert statistics.median(got["mfus"]) == pytest.approx(statistics.median(implied), rel=0.25)


def test_the_finder_keeps_the_median_mfu_of_the_second_half(capsys):
    """The finder's arithmetic on what a child reports (the child is the seam the real test
    above covers): examples/s and MFU from the same second half of the steps; table and JSON."""
    calls = []

    def child(spec):
        calls.append(spec["mode"])
        per = spec["per_replica"]
        if spec["mode"] == "steps" and "steps_per_epoch = 3" in spec["job"]:
            return {"bytes": per * 1000, "rates": [1.0, 2.0, 3.0]}
        return {"bytes": per * 1000, "rates": [10.0, 20.0, 30.0, 40.0],
                "mfus": [0.01, 0.02, 0.03, 0.05], "flops_per_step": 1e6,
                "peak_flops": 2e11, "peak_source": "spec: a CPU"}  # fmt: skip

    res = fit_batch(_job(), DEMO.parent, max_memory=300_000, child=child)
    assert res.timed and all(t.mfu == pytest.approx(0.04) for t in res.timed)
    # measured (TensorFlow): each fit trial trains the timed steps and is its own timing
    assert all(t.how == "measured" and t.mfu == pytest.approx(0.04) for t in res.trials)
    assert len(calls) == len(res.trials) == len({t.per_replica for t in res.trials})
    assert all(any(t is s for s in res.trials) for t in res.timed)  # nothing run twice
    out = res.as_dict()
    assert out["peak_flops"] == 2e11 and out["timed"][0]["mfu"] == pytest.approx(0.04)
    tune_cli._batch_table(res)
    shown = capsys.readouterr().out
    assert "MFU" in shown and "4.0%" in shown and "200.0 GFLOP/s" in shown


def test_no_mfu_where_the_run_counts_no_flops():
    def child(spec):
        return {"bytes": spec["per_replica"] * 1000, "rates": [10.0, 20.0, 30.0, 40.0]}

    res = fit_batch(_job(), DEMO.parent, max_memory=300_000, child=child)
    assert res.timed and all(t.mfu is None for t in res.timed) and res.peak_flops is None
    assert batch_fit.BatchResult.as_dict(res)["timed"][0]["mfu"] is None
