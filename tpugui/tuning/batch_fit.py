"""The batch size that fits, then the fastest of the largest that fit, with headroom.

``fit_batch(job, ...)``: candidates per replica on the grid of :mod:`batch_plan` (global =
per replica × replicas), each tried in a fresh child process (:mod:`trials`): compiled where
the backend can size its step so (``Backend.fit_compile``: JAX), else real steps whose memory
is measured (the GPU allocator's peak, or the process's peak RSS growth on a CPU). A trial
fits when it ran and its memory is within the limit: ``max_memory`` (which stands in for a
device's memory on a machine without one), else the device's own limit, else the host's
available memory. A failure's out-of-memory message (:mod:`oom`) sizes the next candidate;
two trials' memory sizes it by their line (:func:`batch_plan.next_candidate`).

Then the up-to-3 largest that fit with the headroom left are timed (examples/s and, where the
run counts its step's FLOPs against a peak, MFU: medians over the second half of the steps)
and the fastest is the pick (the larger on a tie). A compiled search ran nothing, so its
sizes are timed in runs of their own; a measured trial already trained ``time_steps`` steps,
so its own steps are its timing and no size is run twice (the job's size, its double and the
line's edge: three trials that execute steps). The learning rate is offered scaled to the
pick (:func:`batch_plan.scale_lr`).

``progress(kind, item)`` hears the plan first (kind ``plan``, a :class:`~progress.Plan`: at most
:data:`MAX_FIT_TRIALS` fit trials and, where they are compiled, ``time_count`` timings), then
each trial as it ends (``fit``, ``time``), and the plan again, exact, once the fit search ends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.events import log_fields
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, dumps_job
from tpugui.pipeline import batching
from tpugui.tuning import batch_plan, oom
from tpugui.tuning.batch_plan import Trial
from tpugui.tuning.progress import Plan
from tpugui.tuning.trials import run_child

#: the note of a search that stopped at the largest batch the data allow
LARGEST = N_(
    "the data allows at most {batch} a batch (at least {steps} steps an epoch over the training "
    "examples left after the validation split): larger was not tried"
)

__all__ = ["BatchResult", "fit_batch", "trial_job", "MAX_PER_REPLICA"]

#: the largest per-replica batch tried when the data does not say how many examples it holds
MAX_PER_REPLICA = 65536
#: trials that search for the fit (at most)
MAX_FIT_TRIALS = 10


@dataclass
class BatchResult:
    trials: list[Trial]  # the fit search, in the order tried
    timed: list[Trial]  # the largest that fit, timed
    pick: Trial | None
    limit: int | None  # the memory a trial must fit in (bytes)
    limit_source: str  # --max-memory | device | host memory available
    headroom: float
    replicas: int
    measured_by: str  # compiled (JAX memory_analysis) | measured (peak RSS / device peak)
    job_batch: int
    lr: float
    scaled_lr: float | None = None
    lr_rule: str = ""
    notes: list[Message] = field(default_factory=list)
    #: the peak the timed trials' MFU is measured against (FLOP/s) and where it comes from
    peak_flops: float | None = None
    peak_source: str = ""

    def as_dict(self) -> dict[str, Any]:
        return {
            "trials": [t.as_dict() for t in self.trials],
            "timed": [t.as_dict() for t in self.timed],
            "pick": self.pick.as_dict() if self.pick else None,
            "limit": self.limit,
            "limit_source": self.limit_source,
            "headroom": self.headroom,
            "replicas": self.replicas,
            "measured_by": self.measured_by,
            "job_batch": self.job_batch,
            "learning_rate": self.lr,
            "scaled_learning_rate": self.scaled_lr,
            "lr_rule": self.lr_rule,
            "notes": [str(n) for n in self.notes],
            "note_messages": [log_fields(n) for n in self.notes],
            "peak_flops": self.peak_flops,
            "peak_source": self.peak_source,
        }


def trial_job(job: Job, batch: int, steps: int) -> Job:
    """The job as a short trial: ``batch``, one epoch of ``steps``, no validation, no
    checkpoint until the end, no resume, no early stop, no live sampler."""
    data = job.to_dict()
    data["pipeline"]["batch_size"] = batch
    t = data["train"]
    t.update(
        epochs=1,
        steps_per_epoch=steps,
        checkpoint_every=0,
        resume_from="",
        patience=0,
        keep_best=False,
        sample_every=0.0,
    )
    if t.get("schedule") == "warmup_cosine":
        t["warmup_steps"] = 0
    data["data"]["validation_path"] = ""
    data["data"]["validation_split"] = 0.0
    return Job.from_dict(data)


def cap_per_replica(job: Job, base_dir: str | Path | None, replicas: int) -> int:
    """The largest per-replica batch the training examples allow, as Advice and pre-flight
    count them (:func:`batching.example_counts`: after the validation split) and as large as a
    one-click result may be (:func:`batching.largest_batch`: enough steps an epoch); on the
    grid of 8 where it is that large."""
    top = batching.largest_batch(batching.example_counts(job, base_dir, read=True).train, replicas)
    if top is None:
        return MAX_PER_REPLICA
    per = max(1, top // max(1, replicas))
    if per >= batch_plan.MULTIPLE:
        per = per // batch_plan.MULTIPLE * batch_plan.MULTIPLE
    return min(MAX_PER_REPLICA, per)


def _host_available() -> int | None:
    try:
        import psutil

        return int(psutil.virtual_memory().available)
    except ImportError:
        return None


def _rate(rates: list[float]) -> tuple[float | None, list[float]]:
    """examples/s of a timed trial: the median of the steps after the first half (the first
    steps compile and warm the pipeline)."""
    from statistics import median

    kept = rates[len(rates) // 2 :] if len(rates) > 2 else rates
    return (median(kept) if kept else None), kept


def _timing(t: Trial, got: dict[str, Any], peak: dict[str, Any]) -> None:
    """A run's examples/s and MFU onto its trial; the peak the MFU is against into ``peak``."""
    t.examples_per_sec, t.samples = _rate(got.get("rates", []))
    t.mfu = _rate(got.get("mfus", []))[0]
    if got.get("peak_flops") and not peak:
        peak.update({k: got.get(k) for k in ("peak_flops", "peak_source")})


def _spec(
    job: Job, base_dir: str | Path | None, mode: str, per: int, replicas: int, steps: int
) -> dict[str, Any]:
    return {
        "mode": mode,
        "job": dumps_job(trial_job(job, per * replicas, steps)),
        "base_dir": str(base_dir) if base_dir is not None else None,
        "per_replica": per,
    }


def fit_batch(
    job: Job,
    base_dir: str | Path | None = None,
    *,
    replicas: int = 1,
    tpu: bool = False,
    max_memory: int | None = None,
    headroom: float = batch_plan.DEFAULT_HEADROOM,
    fit_steps: int = 3,
    time_steps: int = 20,
    time_count: int = 3,
    progress: Callable[[str, Any], None] | None = None,
    child: Callable[[dict[str, Any]], dict[str, Any]] = run_child,
) -> BatchResult:
    backend = backends.get(job.model.backend)
    compiled = bool(backend.fit_compile)
    mode = "compile" if compiled else "steps"
    cap = cap_per_replica(job, base_dir, replicas)
    limit, limit_source = (max_memory, "--max-memory") if max_memory else (None, "")
    notes: list[Message] = []
    trials: list[Trial] = []
    per: int | None = batch_plan.first_candidate(job.pipeline.batch_size // replicas, cap, tpu)
    ratio: float | None = None
    # a measured trial runs as many steps as a timing does: it is its own timing
    steps = fit_steps if compiled else max(fit_steps, time_steps)
    peak: dict[str, Any] = {}
    if progress:  # the fit search may end sooner: at the edge, or where the job itself fails
        progress("plan", Plan(MAX_FIT_TRIALS + (time_count if compiled else 0), at_most=True))
    while per is not None and len(trials) < MAX_FIT_TRIALS:
        got = child(_spec(job, base_dir, mode, per, replicas, steps))
        trial = Trial(per * replicas, per, how="compiled" if compiled else "measured")
        trial.bytes = got.get("bytes")
        error = got.get("error", "")
        if limit is None:  # the device's own, else the host's: said in the result
            if got.get("device_limit"):
                limit, limit_source = int(got["device_limit"]), "device"
            elif not error:
                limit, limit_source = _host_available(), "host memory available"
        ratio = None
        if error:
            trial.error = error
            found = oom.parse(f"{error}\n{got.get('stderr', '')}")
            if found is not None:
                ratio = found.ratio
                if found.limit and limit_source != "--max-memory":
                    limit, limit_source = found.limit, "device"
            if not trials and found is None and not got.get("died"):
                trials.append(trial)  # not memory: the job itself fails; nothing to search
                if progress:
                    progress("fit", trial)
                break
        else:
            trial.fits = limit is None or trial.bytes is None or trial.bytes <= limit
            if not trial.fits:
                trial.error = f"needs {trial.bytes:,} bytes, over the {limit:,} of {limit_source}"
            if not compiled:
                _timing(trial, got, peak)
        trials.append(trial)
        if progress:
            progress("fit", trial)
        per = batch_plan.next_candidate(trials, cap, tpu, limit, ratio, headroom)
    if any(t.per_replica >= cap and t.fits for t in trials):
        notes.append(Message(LARGEST, {"batch": cap * replicas, "steps": batching.MIN_FIX_STEPS}))
    timed: list[Trial] = []
    sizes = batch_plan.to_time(trials, limit, headroom, time_count)
    if progress:  # now known: the fit trials done and the timings to run
        progress("plan", Plan(len(trials) + (len(sizes) if compiled else 0)))
    for size in sizes:
        if not compiled:  # its fit trial's own steps: nothing run again
            timed.append(next(t for t in trials if t.per_replica == size))
            continue
        got = child(_spec(job, base_dir, "steps", size, replicas, time_steps))
        t = Trial(size * replicas, size, how="timed")
        t.bytes = next((x.bytes for x in trials if x.per_replica == size), None)
        if got.get("error"):
            t.error = got["error"]
        else:
            t.fits = True
            _timing(t, got, peak)
        timed.append(t)
        if progress:
            progress("time", t)
    pick = batch_plan.pick(timed)
    result = BatchResult(
        trials,
        timed,
        pick,
        limit,
        limit_source,
        headroom,
        replicas,
        "compiled" if compiled else "measured",
        job.pipeline.batch_size,
        job.train.learning_rate,
        notes=notes,
        peak_flops=peak.get("peak_flops"),
        peak_source=str(peak.get("peak_source") or ""),
    )
    if pick is not None:
        result.scaled_lr, result.lr_rule = batch_plan.scale_lr(
            job.train.learning_rate, job.pipeline.batch_size, pick.batch, job.train.optimizer
        )
    return result
