"""MFU beside examples/s in the batch finder's timing: the finder keeps the median of the steps'
second half, and the table shows it. A real timed trial of every backend (the demo job's mlp for
a few steps) reporting the MFU of its steps from the run's own FLOPs count and peak is the
conformance suite's (``tests/training/test_conformance.py``)."""

from __future__ import annotations

import pytest

from tests.training.helpers import ROOT
from tpugui.cli import tune as tune_cli
from tpugui.job import load_job
from tpugui.tuning import batch_fit
from tpugui.tuning.batch_fit import fit_batch

DEMO = ROOT / "examples" / "demo.toml"


def _job(backend: str = "torch"):
    job = load_job(DEMO).updated("model.backend", backend).updated("model.architecture", "mlp")
    return job.updated("train.log_every", 1)


def test_the_finder_keeps_the_median_mfu_of_the_second_half(capsys):
    """The finder's arithmetic on what a child reports (the child is the seam the conformance
    suite's real trial covers): examples/s and MFU from the same second half of the steps; table and JSON."""
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
