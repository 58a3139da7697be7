"""The tuner's statistics with real timings: A/A claims no speed-up, a real 3x is found.

The measurements are real (numpy work timed with perf_counter on this machine, however busy),
so the noise is the machine's own; only the claims are counted, never a time.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from tpugui.pipeline import stats
from tpugui.pipeline.tune import tune, tune_job

X = np.arange(100_000, dtype=np.float64)


def _rate(work: int) -> float:
    """Examples/s of ``work`` passes over X (real time)."""
    t = time.perf_counter()
    for _ in range(work):
        X.sum()
    return X.size * 2 / (time.perf_counter() - t)  # the same "examples" whatever the work


def test_a_a_comparison_claims_no_speedup_in_95_percent_of_trials():
    """Every configuration is the same pipeline (the knob changes nothing): the search still
    finds a noise "best", but the confirmation must not call it faster."""
    trials, claims = 40, 0
    for _ in range(trials):
        res = tune(
            {"k": [0, 1, 2, 3]},
            {"k": 0},
            lambda cfg: _rate(2),
            budget=4,
            repeats=3,
            confirm_pairs=6,
        )
        assert len(res.trials) == 4 and all(len(t.samples) == 3 for t in res.trials)
        claims += res.claimed
        assert res.recommended == (res.best if res.claimed else res.start)
    assert claims <= trials * 0.05, f"{claims} of {trials} A/A trials claimed a speed-up"


def test_a_real_speedup_is_claimed_beyond_the_noise():
    res = tune(
        {"work": [6, 2]},
        {"work": 6},
        lambda cfg: [_rate(cfg["work"]) for _ in range(3)],
        budget=3,
        repeats=3,
        confirm_pairs=6,
    )
    assert res.best == {"work": 2} and res.claimed
    assert res.speedup > res.threshold > 1.0 and len(res.confirm.ratios) == 6
    assert res.trials[1].changes(res.start) == [("work", 6, 2)]


def test_sign_test_and_thresholds():
    assert stats.sign_test_p(6, 6) == pytest.approx(1 / 64)
    assert stats.sign_test_p(5, 6) == pytest.approx(7 / 64)
    assert stats.sign_test_p(0, 6) == 1.0
    # a steady 10 % gain with ±1 % noise is claimed; the same gain with ±8 % noise is not
    c = stats.Comparison([100.0] * 6, [110.0] * 6, noise=0.01)
    assert c.claimed and c.speedup == pytest.approx(1.1)
    assert not stats.Comparison([100.0] * 6, [110.0] * 6, noise=0.08).claimed
    # one pair of six slower: the sign test fails at 5 %
    assert not stats.Comparison([100.0] * 6, [120.0] * 5 + [90.0], noise=0.0).claimed
    assert stats.pooled_noise([[100.0, 100.0], [50.0]]) == 0.0
    assert stats.pooled_noise([[90.0, 110.0]]) == pytest.approx(0.1414, rel=0.02)
    assert stats.interleaved_order(3) == [("a", "b"), ("b", "a"), ("a", "b")]


def test_tune_job_repeats_real_pipeline_measurements():
    from tests.pipeline.conftest import small_job

    job = small_job(order=["map", "batch"], map_parallel_calls=1, batch_size=32)
    res = tune_job(job, batches=4, warmup=1, budget=3, repeats=2, confirm_pairs=2)
    assert len(res.trials) == 3 and all(len(t.samples) == 2 for t in res.trials)
    assert all(s > 0 for t in res.trials for s in t.samples) and res.noise >= 0
    assert [t.changes(res.start) for t in res.trials][0] == []
    if res.best != res.start:
        assert res.confirm is not None and len(res.confirm.ratios) == 2
