"""The range test's smoothing and suggestion on synthetic curves (no framework)."""

from __future__ import annotations

import math
import random

from tpugui.tuning import lr_range


def curve(lrs, best=1e-2, noise=0.0, seed=0):
    """A loss that falls as the lr grows towards ``best`` and blows up past it."""
    rng = random.Random(seed)
    out = []
    for lr in lrs:
        x = math.log10(lr / best)
        base = 2.0 - 1.5 / (1 + math.exp(-3 * (x + 1.5))) if x < 0 else 0.5 + 4 * x**2
        out.append(base * (1 + noise * rng.uniform(-1, 1)))
    return out


def test_ramp_is_exponential_between_the_ends():
    lrs = lr_range.ramp(1e-6, 1.0, 7)
    assert math.isclose(lrs[0], 1e-6) and math.isclose(lrs[-1], 1.0)
    assert all(math.isclose(b / a, 10.0) for a, b in zip(lrs, lrs[1:], strict=False))


def test_smooth_is_bias_corrected_and_stops_at_nan():
    s = lr_range.smooth([2.0, 2.0, math.nan, 1.0])
    assert math.isclose(s[0], 2.0) and math.isclose(s[1], 2.0)
    assert math.isnan(s[2]) and math.isnan(s[3])


def test_suggestion_is_stable_under_noise():
    lrs = lr_range.ramp(1e-6, 1.0, 200)
    got = []
    for seed in range(5):
        sug, _ = lr_range.suggest(lrs, lr_range.smooth(curve(lrs, noise=0.3, seed=seed)))
        got.append(sug)
    assert all(g is not None for g in got)
    assert max(got) / min(got) <= 1.5
    assert 1e-4 < got[0] < 1e-2  # an order of magnitude below the curve's best


def test_no_suggestion_when_the_loss_never_falls():
    lrs = lr_range.ramp(1e-6, 1.0, 100)
    rising = [1.0 + i * 0.01 for i in range(100)]
    assert lr_range.suggest(lrs, lr_range.smooth(rising))[0] is None


def test_curve_is_cut_at_divergence():
    lrs = lr_range.ramp(1e-6, 1.0, 100)
    losses = [1.0 - 0.005 * i for i in range(60)] + [math.nan] * 40
    _, end = lr_range.suggest(lrs, lr_range.smooth(losses))
    assert end == 60
