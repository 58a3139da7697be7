""" "Make this job faster": a small search over the throughput knobs of the job's backend, at
equal accuracy after a fixed number of steps, with a speed-up claimed only beyond the noise.

The candidates (:func:`candidates`), each one change from the job as given (the baseline):

* the batch: up to two larger sizes on :mod:`batch_plan`'s grid (2× and 4× per replica, at most
  what the data allows), each with the learning rate scaled by :func:`batch_plan.scale_lr`
  (linear for SGD, square root for Adam/AdamW); a size is dropped when it does not fit —
  compiled where the backend sizes its step so (``Backend.fit_compile``: JAX), else measured
  by the first round's own steps (peak memory against the limit less the headroom);
* ``train.steps_per_execution`` where the backend reads it (the key's ``Meta.backends``);
* ``train.jit_compile = "on"`` (XLA compiles the Keras step; torch.compile the PyTorch model)
  where the backend reads it (the key's ``Meta.backends``);
* ``model.precision = "mixed_bfloat16"`` where the backend trains in it (on a CPU that is
  rarely faster: it is kept only when measured faster, as everything else);
* the pipeline tuner's knobs set to let-it-choose values where the backend's input is the job's
  tf.data pipeline (``Backend.reads_tf_data``; :func:`tpugui.pipeline.tune.job_space`).

Every measurement is a fresh child process (:mod:`trials`, mode ``steps``) that trains
``steps`` steps and reports examples/s (the median of the steps after the first half) and the
loss (the mean over the last quarter of the reported steps). ``rounds`` rounds each measure the
baseline and every candidate, the order reversed every other round so a drifting machine
favours neither. A candidate is *at equal accuracy* when its median loss is at most the
baseline's × (1 + tolerance), the tolerance being 5 % or the baseline's own round-to-round loss
spread, whichever is larger. A candidate is *faster* when the pipeline tuner's rule holds
(:mod:`tpugui.pipeline.stats`): its median per-round ratio to the baseline exceeds
1 + max(3 %, 2 × noise), the noise being the round-to-round spread of the baseline's
throughput (pooled with the candidate's when that is larger), and it won in every round
(with 5 or more rounds: the one-sided sign test at 5 %). With fewer rounds a candidate that is
not faster than the baseline in a round can no longer win, so it leaves the race then (its
later rounds are not run). When two or more candidates win, their combination is measured too.

A second stage follows a winner: what the first stage's winner took away may have been what
held the other changes back (a starved input: a larger batch or steps_per_execution gain
nothing while the step waits for its data, and much once the pipeline is fed). So each change
that did not win alone (and was not worse in loss, and touches other keys) is measured on top
of the winner, against the winner measured again, by the same rules; its speed-up over the job
is its ratio to the winner times the winner's to the job. The winner is the fastest that wins
either stage; it is offered as a diff of the job (:func:`job_diff`).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, dumps_job
from tpugui.job_fields import field_spec
from tpugui.pipeline import stats
from tpugui.pipeline import tune as pipeline_tune
from tpugui.tuning import batch_plan
from tpugui.tuning.batch_fit import _host_available, _rate, cap_per_replica, trial_job
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

#: the knob groups searched (``--knobs``)
KNOBS = ("batch", "steps_per_execution", "jit_compile", "precision", "pipeline")
#: a candidate's loss may be this much above the baseline's (or the baseline's own spread)
LOSS_TOLERANCE = 0.05
#: with fewer paired rounds the sign test cannot reach its level: every round must be won
SIGN_TEST_PAIRS = 5
#: steps_per_execution tried (at most steps / 4, so a trial still reports 4 times)
STEPS_PER_EXECUTION = 8
#: the pipeline tuner's knobs at let-it-choose values (each only where the job has the knob)
PIPELINE_TARGET: dict[str, Any] = {
    "map_parallel_calls": "autotune",
    "prefetch": "autotune",
    "cycle_length": 4,
    "private_threadpool_size": 8,
    "cache": "after_map",
}

Child = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass
class Candidate:
    """The baseline or one candidate: its changes (dotted key -> new value) and its rounds."""

    name: str
    changes: dict[str, Any]
    job: Job
    rates: list[float] = field(default_factory=list)  # examples/s, one per round
    losses: list[float] = field(default_factory=list)  # loss after the steps, one per round
    error: str = ""
    device: str = ""
    bytes: int | None = None
    #: paired with the baseline's rounds (index i: the baseline's ratio in round i)
    comparison: stats.Comparison | None = None
    accurate: bool | None = None
    won: bool = False
    #: a batch size's fit is decided before its rounds (compiled) or by its first round
    fit_by: str = ""
    #: the round it lost and left the race after (0: it ran every round): with fewer rounds
    #: than the sign test needs, a change must win every round, so one lost round ends it
    lost_round: int = 0
    #: what its rounds are paired with: the job as given, or (a second stage) the first
    #: stage's winner, whose own speed-up over the job is ``base_speedup``
    against: str = N_("the job as given")
    base_speedup: float = 1.0

    @property
    def speedup_vs_job(self) -> float:
        """Its examples/s over the job's: its ratio to what it was paired with, times that
        one's own ratio to the job (1 for a change measured against the job itself)."""
        c = self.comparison
        return (c.speedup if c is not None and c.ratios else 1.0) * self.base_speedup

    @property
    def rate(self) -> float:
        return stats.median(self.rates)

    @property
    def loss(self) -> float:
        finite = [x for x in self.losses if math.isfinite(x)]
        return statistics.median(finite) if len(finite) == len(self.losses) and finite else math.nan

    def as_dict(self, job: Job) -> dict[str, Any]:
        c = self.comparison
        return {
            "name": self.name,
            "changes": [
                {"key": k, "old": _value(job, k), "new": v} for k, v in self.changes.items()
            ],
            "examples_per_sec": self.rate or None,
            "rates": self.rates,
            "loss": _num(self.loss),
            "losses": [_num(x) for x in self.losses],
            "error": self.error,
            "device": self.device,
            "bytes": self.bytes,
            "speedup": c.speedup if c is not None and c.ratios else None,
            "threshold": c.threshold if c is not None else None,
            "noise": c.noise if c is not None else None,
            "p_value": c.p_value if c is not None and c.ratios else None,
            "faster": bool(c is not None and claim(c)),
            "equal_accuracy": self.accurate,
            "offered": self.won,
            "lost_round": self.lost_round or None,
            "against": self.against,
            "speedup_vs_job": self.speedup_vs_job if c is not None and c.ratios else None,
        }


def _speedup(c: Candidate) -> float:
    return c.speedup_vs_job


def _num(x: float) -> float | None:
    return x if math.isfinite(x) else None


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
                "need": self.winner.comparison.threshold * self.winner.base_speedup,
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
            "note_messages": [
                {
                    "template": n.template,
                    "args": {
                        k: v if isinstance(v, int | float) else str(v) for k, v in n.args.items()
                    },
                }
                for n in self.notes
                if isinstance(n, Message)
            ],
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


def _flat(d: dict[str, Any], prefix: str = "") -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in d.items():
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            out.update(_flat(v, key + "."))
        else:
            out[key] = v
    return out


def _value(job: Job, key: str) -> Any:
    return _flat(job.to_dict()).get(key)


def job_diff(old: Job, new: Job) -> list[tuple[str, Any, Any]]:
    """(dotted key, old value, new value) for every key that differs."""
    a, b = _flat(old.to_dict()), _flat(new.to_dict())
    return [(k, a.get(k), b[k]) for k in b if a.get(k) != b[k]]


def apply_changes(job: Job, changes: dict[str, Any]) -> Job:
    """The job with each dotted key set (validated)."""
    data = job.to_dict()
    for dotted, value in changes.items():
        node = data
        *parents, leaf = dotted.split(".")
        for p in parents:
            node = node[p]
        node[leaf] = value
    return Job.from_dict(data)


def _label(changes: dict[str, Any], job: Job) -> str:
    shown = {k: v for k, v in changes.items() if k != "train.learning_rate"} or changes
    return ", ".join(f"{k} {_value(job, k)} → {v}" for k, v in shown.items())


def _candidate(job: Job, changes: dict[str, Any]) -> Candidate | None:
    changes = {k: v for k, v in changes.items() if _value(job, k) != v}
    if not changes:
        return None
    return Candidate(_label(changes, job), changes, apply_changes(job, changes))


def candidates(
    job: Job,
    base_dir: str | Path | None = None,
    knobs: tuple[str, ...] = KNOBS,
    steps: int = 50,
    replicas: int = 1,
    machine: Any = None,
) -> tuple[list[Candidate], list[Message]]:
    """The candidates that apply to the job's backend, each one change from the job; and the
    notes saying which knob groups do not apply and why. With ``machine`` (a pre-flight
    :class:`~tpugui.training.preflight.Machine`), a candidate it refuses is left out with a
    note."""
    backend = backends.get(job.model.backend)
    out: list[Candidate] = []
    notes: list[Message] = []
    if "batch" in knobs:
        per = max(1, job.pipeline.batch_size // replicas)
        cap = cap_per_replica(job, base_dir, replicas)
        sizes: list[int] = []
        for k in (2, 4):
            size = min(batch_plan.round_down(per * k, batch_plan.MULTIPLE), cap)
            if size > per and size not in sizes:
                sizes.append(size)
        if not sizes:
            notes.append(
                Message(
                    N_("batch: the data allows no larger batch than {batch}"),
                    {"batch": job.pipeline.batch_size},
                )
            )
        for size in sizes:
            batch = size * replicas
            lr, _rule = batch_plan.scale_lr(
                job.train.learning_rate, job.pipeline.batch_size, batch, job.train.optimizer
            )
            c = _candidate(
                job, {"pipeline.batch_size": batch, "train.learning_rate": float(f"{lr:.6g}")}
            )
            if c is not None:
                c.fit_by = "compiled" if backend.fit_compile else "measured"
                out.append(c)
    if "steps_per_execution" in knobs:
        if not field_spec("train.steps_per_execution").applies_to(backend.name):
            notes.append(
                Message(
                    N_("steps_per_execution: {backend} does not read it"),
                    {"backend": backend.label},
                )
            )
        else:
            spe = min(STEPS_PER_EXECUTION, max(1, steps // 4))
            c = _candidate(job, {"train.steps_per_execution": spe}) if spe > 1 else None
            if c is not None and spe > job.train.steps_per_execution:
                out.append(c)
    if "jit_compile" in knobs:
        if not field_spec("train.jit_compile").applies_to(backend.name):
            notes.append(
                Message(
                    N_("jit_compile: {backend} does not read it"),
                    {"backend": backend.label},
                )
            )
        else:
            c = _candidate(job, {"train.jit_compile": "on"})
            if c is not None:
                out.append(c)
    if "precision" in knobs:
        if "mixed_bfloat16" not in backend.precisions:
            notes.append(
                Message(
                    N_("precision: {backend} does not train in mixed_bfloat16"),
                    {"backend": backend.label},
                )
            )
        else:
            c = _candidate(job, {"model.precision": "mixed_bfloat16"})
            if c is not None:
                out.append(c)
    if "pipeline" in knobs:
        if not backend.reads_tf_data:
            notes.append(
                Message(
                    N_("pipeline knobs: {backend} does not read the job's tf.data pipeline"),
                    {"backend": backend.label},
                )
            )
        else:
            space = pipeline_tune.job_space(job)
            start = {k: v for k, v in pipeline_tune.job_config(job).items() if k in space}
            target = dict(start)
            for knob, value in PIPELINE_TARGET.items():
                if knob in space:
                    want = value
                    if knob == "cache" and job.pipeline.random_flip:
                        want = "before_map"  # a random augmentation stays after the cache
                    if want in space[knob]:
                        target[knob] = want
            if target != start:
                new = pipeline_tune.apply_config(job, target)
                changes = {k: b for k, _a, b in job_diff(job, new)}
                c = _candidate(job, changes)
                if c is not None:
                    out.append(c)
            else:
                notes.append(
                    Message(
                        N_(
                            "pipeline knobs: already at the values tried (autotune, cache, "
                            "prefetch); `tpugui pipeline tune` searches them further"
                        )
                    )
                )
    if machine is not None:
        out = [c for c in out if _runs_here(c, machine, notes)]
    return out, notes


def _runs_here(c: Candidate, machine: Any, notes: list[Message]) -> bool:
    """False (and a note) when the machine's pre-flight refuses the candidate for a key it
    changes (torch.compile without a C++ compiler): it would only be a failed trial."""
    from tpugui.training import preflight

    refused = [m for key, m in preflight.errors(c.job, machine) if key in c.changes]
    if refused:
        notes.append(
            Message(
                N_("{name}: not tried on this machine ({reason})"),
                {"name": c.name, "reason": refused[0]},
            )
        )
    return not refused


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


def _rounds(
    base: Candidate,
    cands: list[Candidate],
    rounds: int,
    run: Callable[[Candidate], None],
    after_first: Callable[[], None] | None = None,
) -> None:
    """Each round measures the baseline and every candidate still in the race; every other
    round in the reverse order. A candidate that fails once is out (its rounds no longer pair).
    With fewer rounds than the sign test needs (:data:`SIGN_TEST_PAIRS`) a change is offered
    only if it wins every round (:func:`claim`), so one that is not faster than the baseline in
    a round leaves the race then: racing, which saves its later rounds and changes no verdict."""
    race = rounds < SIGN_TEST_PAIRS
    for r in range(rounds):
        live = [c for c in cands if not c.error and not c.lost_round]
        order = [base, *live] if r % 2 == 0 else [*reversed(live), base]
        for c in order:
            run(c)
        if r == 0 and after_first is not None:
            after_first()
        if race and r < rounds - 1 and len(base.rates) == r + 1:
            for c in live:
                if not c.error and len(c.rates) == r + 1 and c.rates[-1] <= base.rates[-1]:
                    c.lost_round = r + 1


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

    cands, notes = candidates(job, base_dir, knobs, steps, replicas, machine or Machine.here())
    base = Candidate(N_("the job as given"), {}, job)

    def say(what: str, c: Candidate) -> None:
        if progress is not None:
            progress(what, c)

    for c in cands:
        if c.fit_by == "compiled" and backend.fit_compile:
            _compile_fit(c, base_dir, replicas, max_memory, headroom, child)
            say("fit", c)

    def run(c: Candidate) -> None:
        _measure(c, base_dir, steps, replicas, child)
        say("round", c)

    def fit_measured(group: list[Candidate]) -> Callable[[], None]:
        """After a group's first round: a batch measured over the memory is out."""

        def check() -> None:
            limit = max_memory or _host_available()
            for c in group:
                if c.fit_by == "measured" and not c.error:
                    _check_fit(c, limit, headroom)

        return check

    _rounds(base, cands, rounds, run, fit_measured(cands))
    if base.error or not base.rates:
        notes.append(Message(N_("the job as given failed: {error}"), {"error": base.error}))
        return FasterResult(base, cands, None, [], None, job, steps, rounds, 0.0, LOSS_TOLERANCE,
                            notes=notes)  # fmt: skip
    tol = loss_tolerance(base.losses)
    if "cpu" in base.device.lower() and any("model.precision" in c.changes for c in cands):
        notes.append(
            Message(
                N_(
                    "on a CPU mixed_bfloat16 is rarely faster (few CPUs compute in bf16 "
                    "natively): it is offered only if measured faster beyond noise here"
                )
            )
        )

    def judge(c: Candidate, base_rates: list[float], base_loss: float) -> None:
        if c.error or not c.rates:
            return
        c.comparison = compare(base_rates, c.rates)  # a raced-out one: the rounds it ran
        c.accurate = equal_accuracy(base_loss, c.loss, tol)
        c.won = len(c.rates) == rounds and claim(c.comparison) and bool(c.accurate)

    def stage(incumbent: Candidate, entrants: list[Candidate]) -> Candidate | None:
        """The entrants judged against the incumbent's rounds (at the job's loss), the
        combination of two or more winners measured too; the fastest that wins."""
        for c in entrants:
            judge(c, incumbent.rates, base.loss)
        won = []  # the fastest first; a winner changing a key a faster one set is left out
        for c in sorted((c for c in entrants if c.won), key=_speedup, reverse=True):
            if not any(set(c.changes) & set(w.changes) - set(incumbent.changes) for w in won):
                won.append(c)
        if len(won) >= 2:
            merged: dict[str, Any] = {}
            for c in won:
                merged.update(c.changes)
            both = _candidate(job, merged)
            if both is not None:
                parts = [c.name.removeprefix(f"{incumbent.name} + ") for c in won]
                head = [incumbent.name] if incumbent.changes else []
                both.name = " + ".join(head + parts)
                both.against = incumbent.name
                both.base_speedup = incumbent.base_speedup
                cands.append(both)
                fresh = Candidate(incumbent.name, incumbent.changes, incumbent.job)
                _rounds(fresh, [both], rounds, run)
                if fresh.rates and len(fresh.rates) == len(both.rates):
                    judge(both, fresh.rates, base.loss)
                entrants = [*entrants, both]
        for c in entrants:
            c.won = c.won and c.comparison is not None
        return max((c for c in entrants if c.won), key=_speedup, default=None)

    singles = list(cands)
    best = stage(base, singles)
    if best is not None:
        # once the winner took away the bottleneck, what did not help alone may: the changes
        # that did not win, each on top of it (a starved input first fed, then a larger
        # batch, steps_per_execution, XLA), against the winner measured again
        top = Candidate(best.name, best.changes, best.job, base_speedup=best.speedup_vs_job)
        again = []
        for c in singles:
            if c.error or c.won or c.accurate is False or set(c.changes) & set(best.changes):
                continue
            more = _candidate(job, {**best.changes, **c.changes})
            if more is not None:
                more.name = f"{best.name} + {c.name}"
                more.fit_by, more.bytes = c.fit_by, c.bytes
                more.against, more.base_speedup = top.name, top.base_speedup
                again.append(more)
        if again:
            cands.extend(again)
            _rounds(top, again, rounds, run, fit_measured(again))
            if top.rates:
                better = stage(top, again)
                best = better if better is not None else best
    for c in cands:
        c.won = c is best
    noise = max(stats.pooled_noise([base.rates]), 0.0)
    diff: list[tuple[str, Any, Any]] = []
    new_job = None
    rule = ""
    if best is not None:
        new_job = best.job
        diff = job_diff(job, new_job)
        if "pipeline.batch_size" in best.changes:
            rule = batch_plan.LR_RULES.get(job.train.optimizer, "sqrt")
    failed = [c for c in cands if c.error]
    for c in failed:
        notes.append(Message(N_("{name}: left out ({error})"), {"name": c.name, "error": c.error}))
    for c in cands:
        if not c.lost_round or c.error:
            continue
        if c.against == base.name:
            said = N_("{name}: not faster than the job in round {round}, not measured further")
        else:
            said = N_("{name}: not faster than {against} in round {round}, not measured further")
        notes.append(Message(said, {"name": c.name, "round": c.lost_round, "against": c.against}))
    return FasterResult(base, cands, best, diff, new_job, job, steps, rounds, noise, tol, rule,
                        notes)  # fmt: skip
