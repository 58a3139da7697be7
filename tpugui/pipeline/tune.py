"""Tune: a bounded search over parallelism, cycle_length, prefetch depth, thread pool and cache.

``tune(space, start, measure)`` is a coordinate search: knob by knob it measures each candidate
value with the others held at the best found so far, keeps the best, and makes a second pass
while the budget of trials lasts. ``tune_job`` builds the space from a job (only the knobs that
apply to it) and measures real throughput with :func:`tpugui.pipeline.bench.bench_job`;
``apply_config`` turns the best configuration back into a job.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.job import Job

Config = dict[str, Any]


@dataclass
class TuneResult:
    best: Config
    best_score: float  # examples/s
    start: Config
    start_score: float
    trials: list[tuple[Config, float]] = field(default_factory=list)
    stopped: bool = False

    @property
    def speedup(self) -> float:
        return self.best_score / self.start_score if self.start_score > 0 else 0.0


def _key(cfg: Config) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in cfg.items()))


def tune(
    space: dict[str, list[Any]],
    start: Config,
    measure: Callable[[Config], float],
    budget: int = 24,
    passes: int = 2,
    stop_event: threading.Event | None = None,
    progress: Callable[[int, int, Config, float], None] | None = None,
) -> TuneResult:
    """Coordinate search; ``measure(config)`` returns a throughput (higher is better)."""
    seen: dict[tuple, float] = {}
    trials: list[tuple[Config, float]] = []

    def score(cfg: Config) -> float | None:
        k = _key(cfg)
        if k in seen:
            return seen[k]
        if len(trials) >= budget or (stop_event is not None and stop_event.is_set()):
            return None
        s = measure(dict(cfg))
        seen[k] = s
        trials.append((dict(cfg), s))
        if progress is not None:
            progress(len(trials), budget, dict(cfg), s)
        return s

    start = {k: start[k] for k in space}
    start_score = score(start) or 0.0
    best, best_score = dict(start), start_score
    for _ in range(passes):
        improved = False
        for knob, values in space.items():
            for v in values:
                if v == best[knob]:
                    continue
                cand = {**best, knob: v}
                s = score(cand)
                if s is None:
                    break
                if s > best_score:
                    best, best_score, improved = cand, s, True
        if not improved or len(trials) >= budget:
            break
    stopped = stop_event is not None and stop_event.is_set()
    return TuneResult(best, best_score, start, start_score, trials, stopped)


# --- jobs -------------------------------------------------------------------------------------


CACHE_PLACES = ("none", "after_map", "before_map")


def cache_place(job: Job) -> str:
    order = job.pipeline.order
    if "cache" not in order:
        return "none"
    if "map" in order and order.index("cache") < order.index("map"):
        return "before_map"
    return "after_map"


def job_space(job: Job) -> dict[str, list[Any]]:
    """The knobs that apply to this job and their candidate values."""
    p = job.pipeline
    space: dict[str, list[Any]] = {}
    if "map" in p.order or job.data.source in ("images", "tfrecord"):
        space["map_parallel_calls"] = [1, 2, 4, 8, 16, "autotune"]
    if job.data.source == "tfrecord" and "interleave" in p.order:
        space["cycle_length"] = [1, 2, 4, 8, 16]
    space["prefetch"] = [0, 1, 2, 4, "autotune"]
    if job.data.source in ("images", "tfrecord"):
        space["private_threadpool_size"] = [0, 4, 8, 16, 32]
    if "map" in p.order:
        # a random augmentation must stay after the cache, so only "before map" or none
        space["cache"] = ["none", "before_map"] if p.random_flip else list(CACHE_PLACES)
    return space


def job_config(job: Job) -> Config:
    p = job.pipeline
    return {
        "map_parallel_calls": p.map_parallel_calls,
        "cycle_length": p.cycle_length,
        "prefetch": p.prefetch if "prefetch" in p.order else 0,
        "private_threadpool_size": p.private_threadpool_size,
        "cache": cache_place(job),
    }


def apply_config(job: Job, cfg: Config) -> Job:
    """The job with a tuned configuration written into it (validated)."""
    data = job.to_dict()
    p = data["pipeline"]
    order = list(p["order"])
    for knob in ("map_parallel_calls", "private_threadpool_size"):
        if knob in cfg:
            p[knob] = cfg[knob]
    if "cycle_length" in cfg:
        p["cycle_length"] = p["interleave_parallel_calls"] = cfg["cycle_length"]
    if "prefetch" in cfg:
        order = [s for s in order if s != "prefetch"]
        if cfg["prefetch"] != 0:
            order.append("prefetch")
            p["prefetch"] = cfg["prefetch"]
    if "cache" in cfg:
        order = [s for s in order if s != "cache"]
        if cfg["cache"] != "none" and "map" in order:
            i = order.index("map")
            order.insert(i + 1 if cfg["cache"] == "after_map" else i, "cache")
    p["order"] = order
    return Job.from_dict(data)


def tune_job(
    job: Job,
    base_dir: str | Path | None = None,
    batches: int = 30,
    warmup: int = 5,
    budget: int = 24,
    stop_event: threading.Event | None = None,
    progress: Callable[[int, int, Config, float], None] | None = None,
) -> TuneResult:
    from tpugui.pipeline.bench import bench_job

    def measure(cfg: Config) -> float:
        res = bench_job(
            apply_config(job, cfg), base_dir, batches, warmup, stop_event, verdict=False
        )
        return 0.0 if res.stopped else res.examples_per_sec

    return tune(job_space(job), job_config(job), measure, budget, 2, stop_event, progress)
