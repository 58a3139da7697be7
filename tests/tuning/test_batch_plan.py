"""The batch search's choices (pure): candidates on the grid, narrowing, headroom, pick, lr."""

from __future__ import annotations

import math

import pytest

from tpugui.tuning import batch_plan
from tpugui.tuning.batch_plan import Trial


def run_search(fits_below: int, cap: int = 4096, start: int = 64, tpu: bool = False,
               limit: int | None = None, cost=None) -> list[Trial]:  # fmt: skip
    """The whole search against a device where a per-replica batch fits up to ``fits_below``."""
    trials: list[Trial] = []
    per = batch_plan.first_candidate(start, cap, tpu)
    while per is not None and len(trials) < 20:
        t = Trial(per, per, fits=per <= fits_below)
        if cost is not None:
            t.bytes = cost(per)
        trials.append(t)
        per = batch_plan.next_candidate(trials, cap, tpu, limit)
    return trials


def test_candidates_are_multiples_of_8_and_128_on_tpus():
    trials = run_search(fits_below=300)
    assert all(t.per_replica % 8 == 0 for t in trials)
    tpu = run_search(fits_below=1000, start=128, tpu=True)
    assert all(t.per_replica % 128 == 0 for t in tpu)


def test_search_doubles_then_narrows_to_within_a_quarter():
    trials = run_search(fits_below=300)
    sizes = [t.per_replica for t in trials]
    assert sizes[:4] == [64, 128, 256, 512]
    lo = max(t.per_replica for t in trials if t.fits)
    hi = min(t.per_replica for t in trials if not t.fits)
    assert lo <= 300 < hi and (hi / lo <= batch_plan.CLOSE_ENOUGH or hi - lo <= 8)
    assert len(set(sizes)) == len(sizes)  # nothing tried twice


def test_search_goes_down_when_the_first_fails_and_stops_at_8():
    assert [t.per_replica for t in run_search(fits_below=40, start=256)][:3] == [256, 128, 64]
    none = run_search(fits_below=0, start=64)
    assert none[-1].per_replica == 8 and not any(t.fits for t in none)


def test_search_stops_at_the_cap():
    trials = run_search(fits_below=10**6, cap=200)
    assert max(t.per_replica for t in trials) == 200
    assert all(t.fits for t in trials)


def test_a_measured_failure_sizes_the_next_candidate():
    """Between a fit and a failure whose memory is known, the line through them sizes the
    next trial; a fixed cost (the weights, the runtime) does not fool it as a proportional
    guess from the failure alone would."""
    cost = lambda b: 400_000 + 100 * b  # noqa: E731 - mostly fixed
    limit = 500_000  # within the 10 % headroom up to 500
    trials = [Trial(256, 256, fits=True, bytes=cost(256)), Trial(1024, 1024, bytes=cost(1024))]
    nxt = batch_plan.next_candidate(trials, 4096, limit=limit)
    assert nxt == 496  # (450_000 - 400_000) / 100 = 500 -> 496 on the grid
    # proportional from the failure alone: 1024 * 450_000 / 502_400 = 917, far past the edge
    # the largest fit already at the edge: done, no trial between it and the failure
    cost = lambda b: 1000 + 100 * b  # noqa: E731
    trials = [Trial(256, 256, fits=True, bytes=cost(256)), Trial(512, 512, bytes=cost(512))]
    assert batch_plan.next_candidate(trials, 4096, limit=30_000) is None  # 264 needs 27,400


def test_two_fits_predict_the_edge_in_three_trials():
    """A measured search (each trial runs steps): after the first fit the second is 4x it (a
    wide base for the line), then the line through the two, aimed 3 % inside the budget, is
    the third trial and the last; doubling would take five."""
    cost = lambda b: 900_000_000 + 250_000 * b  # noqa: E731 - a fixed ~900 MB, 250 kB an example
    limit = 1_400_000_000  # within the headroom up to 1440; aimed 3 % inside: 1288
    trials: list[Trial] = []
    per = batch_plan.first_candidate(64, 65536)
    while per is not None:
        trials.append(Trial(per, per, fits=cost(per) <= limit, bytes=cost(per)))
        per = batch_plan.next_candidate(trials, 65536, limit=limit)
    assert [t.per_replica for t in trials] == [64, 256, 1288]
    assert batch_plan.to_time(trials, limit, batch_plan.DEFAULT_HEADROOM, 1) == [1288]
    # torch on the CPU, as measured (peak RSS growth, bytes): through 64 and 128 the aimed
    # edge is 208; once 208 is measured within it, the search ends there rather than chasing
    # the noise above it
    mb = {64: 870_899_712, 128: 902_725_632}
    seen = [Trial(b, b, True, bytes=m) for b, m in mb.items()]
    assert batch_plan.next_candidate(seen, 65536, limit=1_081_844_622) == 208
    seen.append(Trial(208, 208, True, bytes=942_500_000))
    assert batch_plan.next_candidate(seen, 65536, limit=1_081_844_622) is None
    # a slope measured in noise leaps at most MAX_LEAP x past the largest fit
    flat = [Trial(64, 64, True, bytes=1_000_000), Trial(128, 128, True, bytes=1_000_008)]
    assert batch_plan.next_candidate(flat, 65536, limit=10**9) == 128 * batch_plan.MAX_LEAP


def test_the_second_trial_is_4x_the_first_only_where_its_memory_is_known():
    fit = [Trial(64, 64, True, bytes=100_000_000)]
    assert batch_plan.next_candidate(fit, 65536, limit=10**10) == 256
    assert batch_plan.next_candidate(fit, 65536, limit=None) == 128  # no budget: doubling
    assert batch_plan.next_candidate([Trial(64, 64, True)], 65536, limit=10**10) == 128
    assert batch_plan.next_candidate(fit, 200, limit=10**10) == 200  # at most the cap


def test_a_message_ratio_sizes_the_next_candidate():
    trials = [Trial(1024, 1024, fits=False)]
    nxt = batch_plan.next_candidate(trials, 4096, ratio=0.5, headroom=0.1)
    assert nxt == 456  # 1024 * 0.5 * 0.9 = 460.8 -> 456


def test_to_time_leaves_headroom():
    trials = [Trial(b, b, fits=True, bytes=b * 10) for b in (64, 128, 256, 512)]
    trials.append(Trial(1024, 1024, fits=False, bytes=10240))
    # limit 5400: 512 (5120 bytes) fits but not with 10 % left (4860)
    assert batch_plan.to_time(trials, 5400, 0.10) == [256, 128, 64]
    assert batch_plan.to_time(trials, 5400, 0.0, count=2) == [512, 256]


def test_pick_is_the_fastest_and_the_larger_on_a_tie():
    a = Trial(256, 256, True, examples_per_sec=1000.0)
    b = Trial(128, 128, True, examples_per_sec=1500.0)
    c = Trial(64, 64, True, examples_per_sec=1480.0)
    assert batch_plan.pick([a, b, c]) is b  # the largest is not always the fastest
    d = Trial(512, 512, True, examples_per_sec=1460.0)
    assert batch_plan.pick([a, b, c, d]) is d  # within 5 %: the larger
    assert batch_plan.pick([Trial(8, 8, False)]) is None


@pytest.mark.parametrize(
    ("optimizer", "rule", "factor"),
    [("sgd", "linear", 4.0), ("adam", "sqrt", 2.0), ("adamw", "sqrt", 2.0)],
)
def test_lr_scales_with_the_batch(optimizer, rule, factor):
    lr, got_rule = batch_plan.scale_lr(0.01, 64, 256, optimizer)
    assert got_rule == rule and math.isclose(lr, 0.01 * factor)


def test_search_steers_by_the_headroom():
    """A trial that fits but leaves less than the headroom free bounds the search from above:
    the search ends near the largest that the pick may take."""
    cost = lambda b: 236_000 + 2_080 * b  # noqa: E731 - the JAX demo mlp's compiled bytes
    limit = 700_000
    trials: list[Trial] = []
    per = batch_plan.first_candidate(64, 816)
    while per is not None:
        trials.append(Trial(per, per, fits=cost(per) <= limit, bytes=cost(per)))
        per = batch_plan.next_candidate(trials, 816, limit=limit)
    best = batch_plan.to_time(trials, limit, batch_plan.DEFAULT_HEADROOM, 1)[0]
    assert cost(best) <= limit * 0.9 < cost(best + 8) + 2_080 * 8
    assert len(trials) <= 7
