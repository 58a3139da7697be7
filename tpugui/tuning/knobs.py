"""The throughput knobs "make this job faster" turns (:mod:`faster`), each a candidate: one
change from the job as given, in one knob group.

* the batch: up to two larger sizes on :mod:`batch_plan`'s grid (2× and 4× per replica, at most
  what the data allows), each with the learning rate scaled by :func:`batch_plan.scale_lr`
  (linear for SGD, square root for Adam/AdamW); one group, its sizes smallest first;
* ``train.steps_per_execution`` where the backend reads it (its descriptor's ``reads_keys``);
* ``train.jit_compile = "on"`` (XLA compiles the Keras step; torch.compile the PyTorch model)
  where the backend reads it;
* ``model.precision = "mixed_bfloat16"`` where the backend trains in it — not on a CPU without
  native bf16 arithmetic (the frameworks convert to float32 and back: slower, never faster);
* the pipeline tuner's knobs set to let-it-choose values where the backend's input is the job's
  tf.data pipeline (``Backend.reads_tf_data``; :func:`tpugui.pipeline.tune.job_space`).

A knob that does not apply is said in a note (a :class:`~tpugui.i18n_marks.Message`), as is a
candidate the machine's pre-flight refuses (torch.compile without a C++ compiler). No
framework, no process: the measuring is :mod:`faster`'s.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job
from tpugui.job_fields import field_spec
from tpugui.pipeline import stats
from tpugui.pipeline import tune as pipeline_tune
from tpugui.tuning import batch_plan
from tpugui.tuning.batch_fit import cap_per_replica

__all__ = [
    "KNOBS",
    "Candidate",
    "apply_changes",
    "candidates",
    "combine",
    "groups",
    "job_diff",
]

#: the knob groups searched (``--knobs``)
KNOBS = ("batch", "steps_per_execution", "jit_compile", "precision", "pipeline")
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


@dataclass
class Candidate:
    """The baseline or one configuration measured: its changes from the job (dotted key -> new
    value), its rounds, and what the search made of it."""

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
    #: faster than the job beyond the noise, in every round (:func:`faster.claim`)
    faster: bool = False
    won: bool = False
    #: a batch size's fit is decided before its rounds (compiled) or by its first round
    fit_by: str = ""
    #: the round it lost and left the race after (0: it ran every round): with fewer rounds
    #: than the sign test needs, a change must win every round, so one lost round ends it
    lost_round: int = 0
    #: what it is in the search: "" (one change), "all" (every group's change at once),
    #: "all_but" (all, one group taken back: ``parts`` names the one), "pick" (what is kept)
    role: str = ""
    #: the one-change candidates it is made of (their names), or the one taken back
    parts: list[str] = field(default_factory=list)

    @property
    def speedup_vs_job(self) -> float:
        """Its examples/s over the job's: the median of its paired rounds' ratios."""
        c = self.comparison
        return c.speedup if c is not None and c.ratios else 1.0

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
            "role": self.role,
            "parts": self.parts,
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
            "faster": self.faster,
            "equal_accuracy": self.accurate,
            "offered": self.won,
            "lost_round": self.lost_round or None,
            "speedup_vs_job": self.speedup_vs_job if c is not None and c.ratios else None,
        }


def _num(x: float) -> float | None:
    return x if math.isfinite(x) else None


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
    return job.with_values(changes)


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
        elif machine is not None and _emulated_bf16(machine):
            notes.append(
                Message(
                    N_(
                        "precision: not tried — the job trains on this machine's CPU, which "
                        "has no native bf16 arithmetic (mixed_bfloat16 would be converted to "
                        "float32 and back: slower)"
                    )
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


def _emulated_bf16(machine: Any) -> bool:
    """The job would train on the CPU (no TPU, no CUDA GPU, no Apple GPU) and the CPU is known
    to have no native bf16 arithmetic (AVX512_BF16, AMX-BF16)."""
    on_cpu = not (machine.tpu_chips or machine.cuda_gpus or machine.mps)
    return on_cpu and getattr(machine, "cpu_bf16", None) is False


def groups(cands: list[Candidate]) -> list[list[Candidate]]:
    """The candidates by knob group — the keys they set: a batch's sizes are one group,
    smallest first — in the order of :func:`candidates`."""
    out: dict[frozenset[str], list[Candidate]] = {}
    for c in cands:
        out.setdefault(frozenset(c.changes), []).append(c)
    return [sorted(g, key=lambda c: c.job.pipeline.batch_size) for g in out.values()]


def combine(job: Job, parts: list[Candidate]) -> Candidate | None:
    """The job with every part's changes at once (None: no change); its ``parts`` named."""
    merged: dict[str, Any] = {}
    for c in parts:
        merged.update(c.changes)
    c = _candidate(job, merged)
    if c is not None:
        c.parts = [p.name for p in parts]
        c.fit_by = next((p.fit_by for p in parts if p.fit_by), "")
    return c


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
