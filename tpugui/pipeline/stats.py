"""The statistics behind an honest "faster": repeated measurements, a noise estimate, a paired test.

A throughput measured once on a shared machine can differ by 20 % from the same configuration
measured a minute later. So a tuner here measures every configuration several times, estimates
the noise (the spread of repeated measurements of one configuration, pooled over all of them,
on a log scale so that it reads as ±x %), and claims a speed-up only when a fresh, interleaved
re-measurement of the current and the best configuration (order AB, BA, AB, ... so a drift of
the machine favours neither) finds the best faster in every pair but at most a few (a one-sided
sign test at ``ALPHA``) *and* by more than ``max(MIN_GAIN, 2 × noise)``.

Comparing a configuration with itself (A/A) then claims a speed-up in well under 5 % of trials:
the sign test alone allows ``ALPHA`` (6 of 6 pairs: 1.6 %), and the effect threshold removes most
of those (tests/pipeline/test_tune_stats.py measures it with real timings).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

ALPHA = 0.05  # the one-sided sign test's level
MIN_GAIN = 0.03  # a speed-up under 3 % is not worth a changed configuration


def median(xs: Sequence[float]) -> float:
    return statistics.median(xs) if xs else 0.0


def pooled_noise(groups: Iterable[Sequence[float]]) -> float:
    """The relative spread (standard deviation of log throughput, pooled over the groups, each
    a configuration's repeated measurements); 0 when no group has two positive samples."""
    ss, dof = 0.0, 0
    for g in groups:
        logs = [math.log(x) for x in g if x > 0]
        if len(logs) < 2:
            continue
        m = statistics.fmean(logs)
        ss += sum((v - m) ** 2 for v in logs)
        dof += len(logs) - 1
    return math.sqrt(ss / dof) if dof else 0.0


def sign_test_p(positive: int, n: int) -> float:
    """One-sided p of at least ``positive`` successes in ``n`` fair coin flips."""
    if n <= 0:
        return 1.0
    return sum(math.comb(n, k) for k in range(positive, n + 1)) / 2**n


@dataclass
class Comparison:
    """A paired re-measurement of a candidate (B) against the current configuration (A)."""

    a: list[float] = field(default_factory=list)  # examples/s, one per pair
    b: list[float] = field(default_factory=list)
    noise: float = 0.0  # relative (0.05: ±5 %)

    @property
    def ratios(self) -> list[float]:
        return [y / x for x, y in zip(self.a, self.b, strict=False) if x > 0]

    @property
    def speedup(self) -> float:
        """The median of the pairs' ratios B/A (1.0 when nothing was compared)."""
        r = self.ratios
        return median(r) if r else 1.0

    @property
    def threshold(self) -> float:
        """The speed-up (as a ratio) a claim must exceed: the noise doubled, at least MIN_GAIN."""
        return 1.0 + max(MIN_GAIN, 2.0 * self.noise)

    @property
    def p_value(self) -> float:
        r = self.ratios
        return sign_test_p(sum(1 for x in r if x > 1.0), len(r))

    @property
    def claimed(self) -> bool:
        """B is faster than A beyond the noise."""
        return bool(self.ratios) and self.p_value <= ALPHA and self.speedup > self.threshold


def interleaved_order(pairs: int) -> list[tuple[str, str]]:
    """AB, BA, AB, ...: a machine that speeds up or slows down favours neither side."""
    return [("a", "b") if i % 2 == 0 else ("b", "a") for i in range(pairs)]
