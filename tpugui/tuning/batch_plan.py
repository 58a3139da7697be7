"""The batch search's choices, pure: the candidates (per replica, multiples of 8; of 128 on
TPUs once that large), the next one after each trial (4× the first where its memory is known,
else doubling while it fits, then narrowing between the largest that fits and the smallest
that does not — sized by the line through the measured or compiled memory of two trials where
there is one, so a search usually ends in three trials), the sizes to time, the pick with its headroom, and the
learning rate scaled to the new batch. No framework, no process.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

__all__ = [
    "Trial",
    "multiple_for",
    "round_down",
    "next_candidate",
    "to_time",
    "pick",
    "scale_lr",
    "DEFAULT_HEADROOM",
]

#: the share of the device's memory the pick leaves free (allocator slack, fragmentation, a
#: longer sequence, the evaluation step): 10 %
DEFAULT_HEADROOM = 0.10
#: per-replica batches are multiples of 8 (the vector and matrix units' tile); 128 on TPUs
MULTIPLE, TPU_MULTIPLE = 8, 128
#: the narrowing ends when the largest fit is within this factor of the smallest failure
CLOSE_ENOUGH = 1.25
#: timings within this share of the fastest count as a tie (the larger batch wins a tie)
TIE = 0.05
#: a prediction from the line through two fits moves at most this factor past the largest fit
#: (a slope measured in noise would otherwise point at an absurd size)
MAX_LEAP = 16
#: after one fit whose memory is known, the second trial is this many times the first: the
#: line through the two then spans a wide base (a CPU's memory growth bends, allocators pool,
#: and a narrow base turns a few MB of noise into a wrong slope)
FIRST_LEAP = 4
#: where the line through fits is extrapolated, it aims this far inside the budget, so that
#: the trial at the edge lands within it despite a measurement's wobble and the search can end
#: there (a trial over the budget by a hair costs one more)
AIM_INSIDE = 0.03


@dataclass
class Trial:
    """One candidate, tried in its own process."""

    batch: int  # global: per_replica × replicas
    per_replica: int
    fits: bool = False
    bytes: int | None = None  # memory the trial needed (per device)
    examples_per_sec: float | None = None
    #: model FLOPs utilization over the timed steps (a fraction of the peak; None: not counted)
    mfu: float | None = None
    error: str = ""
    how: str = ""  # compiled | measured | timed
    samples: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d.pop("samples")
        return d


def multiple_for(tpu: bool, per_replica: int) -> int:
    """The step between candidates: 8, or 128 on a TPU once the batch is that large."""
    return TPU_MULTIPLE if tpu and per_replica >= TPU_MULTIPLE else MULTIPLE


def round_down(n: float, multiple: int) -> int:
    return max(multiple, int(n // multiple) * multiple)


def first_candidate(per_replica: int, cap: int, tpu: bool = False) -> int:
    """The job's own per-replica batch on the grid (at most ``cap``)."""
    m = multiple_for(tpu, per_replica)
    return min(max(MULTIPLE, round_down(per_replica, m)), cap)


def _estimate(
    fail: Trial, budget: float | None, ratio: float | None, headroom: float
) -> float | None:
    """Per-replica batch that would just fit the budget (the limit less the headroom), from a
    failure's memory alone, as if memory grew in proportion to the batch (it overestimates when
    much is fixed: the next trial corrects it; :func:`_line` does better where a fit is known)."""
    if fail.bytes and budget:
        share = budget / fail.bytes
    elif ratio is not None:
        share = ratio * (1 - headroom)
    else:
        return None
    return fail.per_replica * share if share < 1 else None


def _line(a: Trial, b: Trial, budget: float | None) -> float | None:
    """Per-replica batch at which the line through two trials' memory reaches the budget:
    memory = fixed + per example × batch (the weights, the optimizer's state and the runtime
    are fixed; activations and the batch itself grow with it). None: no budget, a memory
    unknown, or no growth between the two."""
    if not budget or not a.bytes or not b.bytes or a.per_replica == b.per_replica:
        return None
    slope = (b.bytes - a.bytes) / (b.per_replica - a.per_replica)
    if slope <= 0:
        return None
    return a.per_replica + (budget - a.bytes) / slope


def next_candidate(
    trials: list[Trial],
    cap: int,
    tpu: bool = False,
    limit: int | None = None,
    ratio: float | None = None,
    headroom: float = DEFAULT_HEADROOM,
) -> int | None:
    """The next per-replica batch to try after ``trials`` (None: done). ``cap``: the largest per
    replica the data allows; ``ratio``: limit/used of the last failure's message (:mod:`oom`).
    The search steers by "fits with the headroom left" (:func:`within`), the pick's own rule.

    After a first fit whose memory is known the second trial is :data:`FIRST_LEAP` × the
    first. Where two trials' memory is known the line through them predicts the edge: through
    the smallest and the largest fit while everything fits, aimed :data:`AIM_INSIDE` inside
    the budget (the search ends when the largest fit is within :data:`CLOSE_ENOUGH` of that
    edge; a leap is at most :data:`MAX_LEAP` × the largest), between the largest fit and the
    smallest failure once one fails. Without memory figures (a killed
    trial, no limit) the search doubles and then halves the gap."""
    tried = {t.per_replica for t in trials}
    budget = limit * (1 - headroom) if limit else None
    fit_trials = sorted(
        (t for t in trials if within(t, limit, headroom)), key=lambda t: t.per_replica
    )
    fits = [t.per_replica for t in fit_trials]
    fails = [t for t in trials if not within(t, limit, headroom)]
    lo = max(fits, default=0)
    hi_trial = min(
        (t for t in fails if t.per_replica > lo), key=lambda t: t.per_replica, default=None
    )
    if hi_trial is None:  # everything so far fits: past the line's edge, else double
        if not fits or lo >= cap:
            return None
        # the line through the smallest and the largest fit: the widest base, the least noise
        aim = budget * (1 - AIM_INSIDE) if budget else None
        edge = _line(fit_trials[0], fit_trials[-1], aim) if len(fit_trials) > 1 else None
        if edge is not None:
            if edge <= lo * CLOSE_ENOUGH and lo < cap:  # the largest fit is at the edge
                return None
            nxt = min(edge, lo * MAX_LEAP, cap)
            nxt = round_down(nxt, multiple_for(tpu, int(nxt))) if nxt < cap else cap
            return nxt if nxt > lo and nxt not in tried else None
        leap = FIRST_LEAP if budget and fit_trials[-1].bytes and len(trials) == 1 else 2
        nxt = min(lo * leap, cap)
        m = multiple_for(tpu, nxt)
        nxt = max(round_down(nxt, m), lo + MULTIPLE) if nxt < cap else cap
        return nxt if nxt not in tried else None
    hi = hi_trial.per_replica
    last = trials[-1]
    ok_last = within(last, limit, headroom)
    guess = None if ok_last else _estimate(last, budget, ratio, headroom)
    if lo == 0:  # nothing fits yet: below the smallest failure
        if hi <= MULTIPLE:
            return None
        nxt = guess if guess is not None and guess < hi else hi / 2
        nxt = round_down(nxt, multiple_for(tpu, int(nxt)))
        return nxt if nxt < hi and nxt not in tried else None
    if hi / lo <= CLOSE_ENOUGH or hi - lo <= MULTIPLE:
        return None
    edge = _line(fit_trials[-1], hi_trial, budget)
    if edge is not None:  # the line between the largest fit and the smallest failure
        nxt = round_down(edge, multiple_for(tpu, int(edge)))
        if nxt <= lo:  # the largest fit is already at the edge
            return None
        return nxt if nxt < hi and nxt not in tried else None
    nxt = guess if guess is not None and lo < guess < hi else (lo + hi) / 2
    m = multiple_for(tpu, int(nxt))
    nxt = round_down(nxt, m)
    if nxt <= lo or nxt >= hi:
        nxt = round_down((lo + hi) / 2, MULTIPLE)
    return nxt if lo < nxt < hi and nxt not in tried else None


def within(t: Trial, limit: int | None, headroom: float) -> bool:
    """Fits with the headroom left (a trial whose memory is unknown: fits at all)."""
    if not t.fits:
        return False
    if limit is None or t.bytes is None:
        return True
    return t.bytes <= limit * (1 - headroom)


def to_time(trials: list[Trial], limit: int | None, headroom: float, count: int = 3) -> list[int]:
    """The ``count`` largest per-replica batches that fit with the headroom left."""
    ok = sorted({t.per_replica for t in trials if within(t, limit, headroom)}, reverse=True)
    return ok[:count]


def pick(timed: list[Trial], tie: float = TIE) -> Trial | None:
    """The fastest timed trial; among those within ``tie`` of it, the largest batch."""
    ok = [t for t in timed if t.fits and t.examples_per_sec]
    if not ok:
        return None
    best = max(t.examples_per_sec or 0.0 for t in ok)
    close = [t for t in ok if (t.examples_per_sec or 0.0) >= best * (1 - tie)]
    return max(close, key=lambda t: t.batch)


#: how the learning rate follows the batch, by optimizer: SGD linearly (Goyal et al. 2017);
#: Adam and AdamW by the square root (Malladi et al. 2022, "On the SDEs and Scaling Rules for
#: Adaptive Gradient Algorithms")
LR_RULES = {"sgd": "linear", "adam": "sqrt", "adamw": "sqrt"}


def scale_lr(lr: float, old_batch: int, new_batch: int, optimizer: str) -> tuple[float, str]:
    """(the learning rate for ``new_batch``, the rule: "linear" or "sqrt")."""
    rule = LR_RULES.get(optimizer, "sqrt")
    k = new_batch / old_batch
    return (lr * k if rule == "linear" else lr * math.sqrt(k)), rule
