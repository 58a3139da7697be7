"""One input-bound scale: the live verdict (Training page), Bench (Pipeline page, CLI) and the
advice card read the same levels with the same words (issue 24: 15 % read differently)."""

from __future__ import annotations

import pytest

from tpugui import input_bound
from tpugui.pipeline.bench import classify
from tpugui.runs.live import ADVICE_SHARE, MonitorData


def _live(share: float) -> MonitorData:
    mon = MonitorData()
    for k in range(1, 21):  # 20 one-second steps, ``share`` of each waiting for input
        mon.on_batch(k, float(k), input_s=share, step_s=1.0)
    return mon


@pytest.mark.parametrize(
    ("share", "level"),
    [(0.0, "not"), (0.049, "not"), (0.051, "moderately"), (0.15, "moderately"),
     (0.199, "moderately"), (0.201, "highly"), (0.78, "highly")],
)  # fmt: skip
def test_the_live_verdict_and_bench_read_one_scale(share, level):
    assert input_bound.level(share) == level
    # Bench, not overlapped: a batch that takes ``share`` of a 1 s step + its wait
    step_s = 1.0
    batch_s = share * step_s / (1 - share)
    frac, bench_level = classify(batch_s, step_s, overlapped=False)
    assert frac == pytest.approx(share) and bench_level == level
    live = _live(share).verdict()
    assert live.template == input_bound.LABELS[level]
    assert live == input_bound.verdict(share)


def test_the_levels_start_at_5_and_20_percent():
    assert [input_bound.level(s) for s in (0.0499, 0.05, 0.1999, 0.20)] == [
        "not", "moderately", "moderately", "highly"]  # fmt: skip


def test_the_advice_appears_from_highly_input_bound_on():
    assert ADVICE_SHARE == input_bound.HIGH
    assert _live(0.21).bound_for() > 0 and _live(0.19).bound_for() == 0


def test_the_recent_share_and_rate_over_a_sliding_window_are_exact():
    """The window's sums are kept as steps arrive and leave (folding a long run stays linear:
    benchmarks/run_open_window.py); they equal the sums over the window's steps."""
    import math
    import random

    from tpugui.runs.live import RECENT_S

    rng = random.Random(0)
    mon = MonitorData()
    steps = []
    t = 0.0
    for k in range(1, 20_001):
        t += rng.uniform(0.0005, 0.004)
        s = rng.uniform(0.001, 0.004)
        i = rng.uniform(0.0, s)
        mon.on_batch(k, t, i, s)
        mon.on_rate(k, t, 1e9, 0.1, s)
        steps.append((t, i, s))
        if k % 997 == 0:
            window = [(i_, s_) for t_, i_, s_ in steps if t_ >= t - RECENT_S]
            share = sum(i_ for i_, _ in window) / sum(s_ for _, s_ in window)
            assert mon.recent_share() == pytest.approx(share, rel=1e-9)
            assert mon.recent_rate() == pytest.approx(1e9, rel=1e-9)
    assert t > 3 * RECENT_S  # steps did leave the window
    assert not math.isnan(mon.recent_share())
