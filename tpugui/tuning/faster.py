""" "Make this job faster": a small search over the throughput knobs of the job's backend
(:mod:`knobs`: a larger batch, steps_per_execution, XLA compilation, precision, the pipeline
tuner's knobs), at equal accuracy after a fixed number of steps, with a speed-up claimed only
beyond the noise.

The search starts from everything at once and takes back what does not help (greedy backward
elimination):

1. the job as given and *all*: every knob group's change together (the largest batch that
   fits). Throughput knobs mostly remove different overheads (the input's wait, the per-step
   dispatch, the kernels' launch, the arithmetic), so each is worth most once the others are
   in: a larger batch or steps_per_execution gain nothing while the step waits for its data,
   and much once the pipeline feeds it. Trying each alone first would see none of that.
2. *all but* each group in turn, one trial each. The fastest at the job's loss, if at least as
   fast as the current configuration, becomes the current one; the groups whose taking back
   was also at least as fast are taken back in turn from there (one group may spoil another:
   on a CPU, XLA slows the larger batch, so with XLA in, taking the batch back looks good
   too); the rest stay. A taking back less than :data:`SURE_TAKE_BACK` faster is a close call
   between two single trials: both are measured once more, paired, and it is taken only if it
   wins that pair too. When *all* fails or loses accuracy, the group whose taking back mends it
   goes first.
3. the pick, the current configuration when no taking back is faster, measured afresh
   against the job in ``rounds`` paired rounds, the order alternated (its trial in the pass
   is not one of them: picked for being the fastest there, it leans high).

So the search costs 2 + groups (+ one per group tried again, + 2 per close call) + 2 × rounds
trials, where a grid over the same knobs costs the product of the groups' sizes: 48 on a
TensorFlow job with every group.

A batch's fit is decided before (compiled, where the backend sizes its step so:
``Backend.fit_compile``, JAX: its sizes from the largest down, until one fits) or by the trial's
own peak memory (measured) against the limit less the headroom; a measured *all* over it steps
down to the next smaller batch.

Every measurement is a fresh child process (:mod:`trials`, mode ``steps``) that trains
``steps`` steps and reports examples/s (the median of the steps after the first half) and the
loss (the mean over the last quarter of the reported steps). A configuration is *at equal
accuracy* when its loss is at most the job's × (1 + tolerance), the tolerance being 5 % or the
job's own round-to-round loss spread, whichever is larger. The pick is *faster* when the
pipeline tuner's rule holds (:mod:`tpugui.pipeline.stats`): its median paired ratio to the job
exceeds 1 + max(3 %, 2 × noise), the noise being the round-to-round spread of the job's
throughput (pooled with the pick's when that is larger), and it won every round (with 5 or
more rounds: the one-sided sign test at 5 %); with fewer, a round it does not win ends its
race. It is offered as a diff of the job (:func:`job_diff`).

``progress(kind, item)`` hears each trial as it ends (``fit``: a batch compiled; ``round``: a
configuration measured) and, before the first and after each step of the search, the plan
(kind ``plan``, a :class:`~tpugui.tuning.progress.Plan`): the trials done and at most those the
search can still run (:func:`take_back_bound`), so the count says "of at most N" and N shrinks
as the search learns what it keeps.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.events import log_fields
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, dumps_job
from tpugui.pipeline import stats
from tpugui.tuning import batch_plan
from tpugui.tuning.batch_fit import _host_available, _rate, trial_job
from tpugui.tuning.knobs import (
    KNOBS,
    Candidate,
    _candidate,
    _value,
    apply_changes,
    candidates,
    combine,
    groups,
    job_diff,
)
from tpugui.tuning.progress import Plan
from tpugui.tuning.trials import run_child

__all__ = [
    "KNOBS",
    "LOSS_TOLERANCE",
    "Candidate",
    "FasterResult",
    "candidates",
    "claim",
    "equal_accuracy",
    "job_diff",
    "apply_changes",
    "make_faster",
]

#: a candidate's loss may be this much above the baseline's (or the baseline's own spread)
LOSS_TOLERANCE = 0.05
#: with fewer paired rounds the sign test cannot reach its level: every round must be won
SIGN_TEST_PAIRS = 5
#: a taking back this much faster than the current configuration is taken at once; a closer
#: one is measured again, paired, first (two single trials' ratio wobbles by ±20 % here)
SURE_TAKE_BACK = 1.25
#: the names the search gives what it measures (the window says them in its language)
ALL, ALL_BUT = N_("all of: {parts}"), N_("all but: {part}")

Child = Callable[[dict[str, Any]], dict[str, Any]]

_ = (_value, _candidate)  # the knobs' helpers, for callers of this module


@dataclass
class FasterResult:
    baseline: Candidate
    candidates: list[Candidate]
    winner: Candidate | None
    diff: list[tuple[str, Any, Any]]
    new_job: Job | None
    job: Job
    steps: int
    rounds: int
    noise: float
    loss_tolerance: float
    lr_rule: str = ""
    notes: list[Message] = field(default_factory=list)

    @property
    def verdict(self) -> Message:
        if self.winner is None or self.winner.comparison is None:
            return Message(N_("no change is faster beyond noise here"))
        return Message(
            N_("{name} is {speedup:.2f}× the job's examples/s (beyond the noise: > {need:.2f}×)"),
            {
                "name": self.winner.name,
                "speedup": self.winner.speedup_vs_job,
                "need": self.winner.comparison.threshold,
            },
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "backend": self.job.model.backend,
            "steps": self.steps,
            "rounds": self.rounds,
            "noise": self.noise,
            "loss_tolerance": self.loss_tolerance,
            "baseline": self.baseline.as_dict(self.job),
            "candidates": [c.as_dict(self.job) for c in self.candidates],
            "winner": self.winner.name if self.winner else None,
            "speedup": (
                self.winner.speedup_vs_job
                if self.winner is not None and self.winner.comparison is not None
                else None
            ),
            "diff": [{"key": k, "old": a, "new": b} for k, a, b in self.diff],
            "lr_rule": self.lr_rule,
            "verdict": str(self.verdict),
            "notes": [str(n) for n in self.notes],
            # the same notes as templates and values, for the window to say in its language
            "note_messages": [log_fields(n) for n in self.notes],
        }


# --- the pure parts ---------------------------------------------------------------------------


def claim(c: stats.Comparison) -> bool:
    """The pipeline tuner's rule on paired rounds: the median ratio beyond
    ``1 + max(MIN_GAIN, 2 × noise)``, and every round won (the sign test at ``ALPHA`` once
    there are :data:`SIGN_TEST_PAIRS` rounds or more; with fewer it cannot reach that level)."""
    r = c.ratios
    if not r or c.speedup <= c.threshold:
        return False
    if len(r) >= SIGN_TEST_PAIRS:
        return c.p_value <= stats.ALPHA
    return all(x > 1.0 for x in r)


def compare(base: list[float], cand: list[float]) -> stats.Comparison:
    """Paired rounds (round i of each); the noise is the baseline's round-to-round spread, or
    the spread pooled with the candidate's when that is larger."""
    pairs = [(a, b) for a, b in zip(base, cand, strict=False) if a > 0 and b > 0]
    a = [p[0] for p in pairs]
    b = [p[1] for p in pairs]
    noise = max(stats.pooled_noise([a]), stats.pooled_noise([a, b]))
    return stats.Comparison(a, b, noise)


def loss_tolerance(base_losses: list[float]) -> float:
    """:data:`LOSS_TOLERANCE`, or the baseline's relative round-to-round loss spread when larger."""
    finite = [x for x in base_losses if math.isfinite(x)]
    if len(finite) < 2:
        return LOSS_TOLERANCE
    mid = statistics.median(finite)
    spread = (max(finite) - min(finite)) / abs(mid) if mid else 0.0
    return max(LOSS_TOLERANCE, spread)


def equal_accuracy(base_loss: float, cand_loss: float, tolerance: float) -> bool:
    """The candidate's loss after the same steps is not clearly worse than the baseline's."""
    if not math.isfinite(cand_loss):
        return False
    if not math.isfinite(base_loss):
        return True
    return cand_loss <= base_loss + max(tolerance * abs(base_loss), 1e-6)


# --- measuring --------------------------------------------------------------------------------


def _loss_after(losses: list[float]) -> float:
    """The loss after the steps: the mean over the last quarter of the reported steps."""
    if not losses:
        return math.nan
    tail = losses[-max(1, len(losses) // 4) :]
    return sum(tail) / len(tail)


def _spec(c: Candidate, base_dir: str | Path | None, steps: int, replicas: int) -> dict[str, Any]:
    batch = c.job.pipeline.batch_size
    return {
        "mode": "steps",
        "job": dumps_job(trial_job(c.job, batch, steps)),
        "base_dir": str(base_dir) if base_dir is not None else None,
        "per_replica": batch // replicas,
    }


def _measure(
    c: Candidate, base_dir: str | Path | None, steps: int, replicas: int, child: Child
) -> None:
    got = child(_spec(c, base_dir, steps, replicas))
    if got.get("error"):
        c.error = str(got["error"]).splitlines()[0][:300] if got["error"] else ""
        return
    rate, _kept = _rate(got.get("rates", []))
    if not rate:
        c.error = "the trial reported no examples/s"
        return
    c.rates.append(float(rate))
    c.losses.append(_loss_after([float(x) for x in got.get("losses", [])]))
    c.device = c.device or str(got.get("device") or "")
    if got.get("bytes") is not None:
        c.bytes = max(c.bytes or 0, int(got["bytes"]))


def _compile_fit(
    c: Candidate,
    base_dir: str | Path | None,
    replicas: int,
    max_memory: int | None,
    headroom: float,
    child: Child,
) -> None:
    """Drop a batch that does not fit, by compiling its step (no steps run)."""
    batch = c.job.pipeline.batch_size
    got = child(
        {
            "mode": "compile",
            "job": dumps_job(trial_job(c.job, batch, 1)),
            "base_dir": str(base_dir) if base_dir is not None else None,
            "per_replica": batch // replicas,
        }
    )
    if got.get("error"):
        c.error = str(got["error"]).splitlines()[0][:300]
        return
    c.bytes = got.get("bytes")
    limit = max_memory or got.get("device_limit") or _host_available()
    _check_fit(c, limit, headroom)


def _check_fit(c: Candidate, limit: int | None, headroom: float) -> None:
    if c.bytes is None or not limit:
        return
    if c.bytes > limit * (1 - headroom):
        c.error = (
            f"does not fit: needs {c.bytes:,} bytes, over {1 - headroom:.0%} of the {limit:,} "
            "bytes of memory"
        )


def take_back_bound(kept: int, trying: int) -> int:
    """The most trials the taking back can still run with ``kept`` groups in and ``trying`` of
    them to take back in turn: a pass measures each one tried (+ 2 for a close call), and each
    pass that takes one back leaves one group fewer in and at most one fewer to try."""
    total = 0
    while kept > 1 and trying > 0:
        total += trying + 2
        kept -= 1
        trying = min(trying - 1, kept)
    return total


def _all_bound(grp: list[list[Candidate]]) -> int:
    """The most trials *all at once* can take: one, and one more per size a measured batch
    can step down or leave (a size over the memory)."""
    if not grp:
        return 0
    return 1 + sum(len(g) for g in grp if any(c.fit_by == "measured" for c in g))


def _named(c: Candidate | None, role: str, parts: list[Candidate]) -> Candidate | None:
    """``c`` (a combination) named by its role in the search: all of the parts, or all but
    the one part."""
    if c is None:
        return None
    c.role = role
    c.parts = [p.name for p in parts]
    if role == "all" and len(parts) > 1:
        c.name = ALL.format(parts=" + ".join(c.parts))
    elif role == "all_but":
        c.name = ALL_BUT.format(part=" + ".join(c.parts))
    return c


def make_faster(
    job: Job,
    base_dir: str | Path | None = None,
    *,
    steps: int = 50,
    rounds: int = 3,
    knobs: tuple[str, ...] = KNOBS,
    replicas: int = 1,
    max_memory: int | None = None,
    headroom: float = batch_plan.DEFAULT_HEADROOM,
    progress: Callable[[str, Candidate], None] | None = None,
    child: Child = run_child,
    machine: Any = None,
) -> FasterResult:
    backend = backends.get(job.model.backend)
    from tpugui.training.preflight import Machine

    singles, notes = candidates(job, base_dir, knobs, steps, replicas, machine or Machine.here())
    base = Candidate(N_("the job as given"), {}, job)
    measured: list[Candidate] = []  # all, all but each group, the pick: in the result
    done = [0]  # trials ended

    def say(what: str, c: Candidate) -> None:
        done[0] += 1
        if progress is not None:
            progress(what, c)

    said: list[Plan] = []

    def plan(more: int) -> None:
        """The trials done and at most ``more`` still to come (said when it changes)."""
        p = Plan(done[0] + more, at_most=True)
        if progress is not None and p not in said[-1:]:
            said.append(p)
            progress("plan", p)

    def rest(grp: list[list[Candidate]]) -> int:
        """At most: all at once, the taking back, then the pick's rounds."""
        return _all_bound(grp) + take_back_bound(len(grp), len(grp)) + 2 * rounds

    compiled = groups([c for c in singles if c.fit_by == "compiled"]) if backend.fit_compile else []
    later = groups(singles)
    plan(sum(len(g) for g in compiled) + 1 + rest(later))
    if backend.fit_compile:
        # a compiled batch's sizes from the largest down, until one fits: only the largest
        # that fits is ever trained (a compiled size is never stepped down), so compiling the
        # smaller ones too would only cost a process each
        for g in compiled:
            for c in reversed(g):
                _compile_fit(c, base_dir, replicas, max_memory, headroom, child)
                say("fit", c)
                if not c.error:
                    break

    def run(c: Candidate) -> None:
        _measure(c, base_dir, steps, replicas, child)
        if c.fit_by == "measured" and not c.error:  # a batch over the memory is out
            _check_fit(c, max_memory or _host_available(), headroom)
        say("round", c)

    later = groups([c for c in singles if not c.error])
    plan(1 + rest(later))
    run(base)
    if base.error or not base.rates:
        notes.append(Message(N_("the job as given failed: {error}"), {"error": base.error}))
        return FasterResult(base, singles, None, [], None, job, steps, rounds, 0.0,
                            LOSS_TOLERANCE, notes=notes)  # fmt: skip
    tol = loss_tolerance(base.losses)

    def ok(c: Candidate | None) -> bool:
        return (
            c is not None
            and not c.error
            and bool(c.rates)
            and equal_accuracy(base.loss, c.loss, tol)
        )

    # 1. all at once: every group's largest change (a measured batch over the memory steps down)
    grp = groups([c for c in singles if not c.error])
    members = [g[-1] for g in grp]
    everything: Candidate | None = None
    while members:
        everything = _named(combine(job, members), "all", members)
        if everything is None:
            break
        measured.append(everything)
        run(everything)
        if not everything.error.startswith("does not fit"):
            break
        i = next(i for i, m in enumerate(members) if m.fit_by == "measured")
        k = grp[i].index(members[i])
        if k > 0:
            members[i] = grp[i][k - 1]
        else:
            del members[i], grp[i]
    # 2. take back, group by group: each group still in, taken back in turn; the fastest at
    # the job's loss, when at least as fast, is the new current, and the groups whose taking
    # back was also at least as fast are tried again from there (an interaction: XLA slowing
    # the larger batch makes taking back either look good; once XLA is out, the batch helps)
    current = everything
    kept = list(members)
    out: list[Candidate] = []  # taken back, in order
    trying = list(members)
    plan((take_back_bound(len(kept), len(trying)) if current is not None else 0) + 2 * rounds)
    while current is not None and len(kept) > 1 and trying:
        tried: list[tuple[Candidate, Candidate]] = []
        for m in trying:
            rest = [x for x in kept if x is not m]
            a = _named(combine(job, rest), "all_but", [*out, m])
            if a is None:
                continue
            measured.append(a)
            run(a)
            tried.append((m, a))
        good = [(m, a) for m, a in tried if ok(a)]
        if not good:
            break
        m, a = max(good, key=lambda p: p[1].rate)
        if ok(current) and a.rate < current.rate:
            break  # taking back any group is slower: the current one stands
        if ok(current) and a.rate < current.rate * SURE_TAKE_BACK:
            # a close call between two single trials (each wobbles by ±10-15 % on a shared
            # machine): once more each, paired; taken back only if it wins that pair too
            for c in (current, a):
                run(c)
            if a.error or current.error or a.rates[-1] <= current.rates[-1]:
                break
        was = current
        current = a
        kept.remove(m)
        out.append(m)
        trying = [x for x, y in good if x is not m and (not ok(was) or y.rate >= was.rate)]
        plan(take_back_bound(len(kept), len(trying)) + 2 * rounds)
    # 3. the pick: the current configuration, at the job's loss, measured afresh against the
    # job in paired rounds, in alternated order (racing with few rounds). Its trial in the
    # pass is not one of them: it was picked for being the fastest there, so that measurement
    # leans high (with it as round 1, 3 rounds of two equal configurations claim a speed-up
    # in 6.4 % of searches, against 3.3 % fresh: tests/tuning/test_faster.py)
    pick: Candidate | None = None
    plan(2 * rounds if current is not None and ok(current) else 0)
    if current is not None and ok(current):
        pick = Candidate(" + ".join(m.name for m in kept), current.changes, current.job)
        pick.role, pick.parts, pick.fit_by = "pick", [m.name for m in kept], current.fit_by
        measured.append(pick)
        race = rounds < SIGN_TEST_PAIRS
        for r in range(rounds):
            for c in [base, pick] if r % 2 == 0 else [pick, base]:
                run(c)
            if pick.error or base.error or len(pick.rates) != r + 1:
                break
            if race and r < rounds - 1 and pick.rates[-1] <= base.rates[-1]:
                pick.lost_round = r + 1
                break
    tol = loss_tolerance(base.losses)
    for c in measured:
        if c.error or not c.rates:
            continue
        # the pass's configurations against the job's first trial; the pick against the
        # job's rounds after it
        mine = base.rates[1 : 1 + len(c.rates)] if c is pick else base.rates[:1]
        c.comparison = compare(mine, c.rates)
        c.accurate = equal_accuracy(base.loss, c.loss, tol)
        c.faster = c is pick and len(c.rates) == rounds and claim(c.comparison)
    best = pick if pick is not None and pick.faster and pick.accurate else None
    if best is not None:
        best.won = True
    if "cpu" in base.device.lower() and any("model.precision" in c.changes for c in measured):
        notes.append(
            Message(
                N_(
                    "on a CPU mixed_bfloat16 is rarely faster (few CPUs compute in bf16 "
                    "natively): it is offered only if measured faster beyond noise here"
                )
            )
        )
    noise = max(stats.pooled_noise([base.rates[1:] or base.rates]), 0.0)
    diff: list[tuple[str, Any, Any]] = []
    new_job = None
    rule = ""
    if best is not None:
        new_job = best.job
        diff = job_diff(job, new_job)
        if "pipeline.batch_size" in best.changes:
            rule = batch_plan.LR_RULES.get(job.train.optimizer, "sqrt")
    listed = [c for c in singles if c.error] + measured
    for c in listed:
        if c.error:
            notes.append(
                Message(N_("{name}: left out ({error})"), {"name": c.name, "error": c.error})
            )
    if pick is not None and pick.lost_round and not pick.error:
        notes.append(
            Message(
                N_("{name}: not faster than the job in round {round}, not measured further"),
                {"name": pick.name, "round": pick.lost_round},
            )
        )
    return FasterResult(base, listed, best, diff, new_job, job, steps, rounds, noise, tol, rule,
                        notes)  # fmt: skip
