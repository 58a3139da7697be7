"""Tune: a bounded search over parallelism, cycle_length, prefetch depth, thread pool and cache.

``tune(space, start, measure)`` is a coordinate search: knob by knob it measures each candidate
value with the others held at the best found so far (the median of ``repeats`` measurements),
keeps the best, and makes a second pass while the budget of configurations lasts. Then the best
and the start are measured again, interleaved (:mod:`tpugui.pipeline.stats`), and a speed-up is
claimed only beyond the noise: ``TuneResult.claimed``. Every tried configuration is kept
(``trials``: its samples, median and the knobs that differ from the start). ``tune_job`` builds
the space from a job (only the knobs that apply to it) and measures real throughput with
:func:`tpugui.pipeline.bench.bench_samples`; ``apply_config`` turns a configuration back into a
job.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import sources
from tpugui.job import Job
from tpugui.pipeline import stats

Config = dict[str, Any]
Measure = Callable[[Config], "float | list[float]"]


@dataclass
class Trial:
    config: Config
    samples: list[float]  # examples/s of each repeated measurement

    @property
    def score(self) -> float:
        return stats.median(self.samples)

    def changes(self, start: Config) -> list[tuple[str, Any, Any]]:
        """(knob, current value, this trial's value) for each knob that differs from ``start``."""
        return [(k, start.get(k), v) for k, v in self.config.items() if start.get(k) != v]

    def __iter__(self):  # noqa: ANN204 - (config, score), as the trials were once tuples
        return iter((self.config, self.score))


@dataclass
class TuneResult:
    best: Config
    best_score: float  # examples/s, the median of the search's measurements
    start: Config
    start_score: float
    trials: list[Trial] = field(default_factory=list)
    stopped: bool = False
    noise: float = 0.0  # relative spread of repeated measurements (0.05: ±5 %)
    confirm: stats.Comparison | None = None  # the interleaved re-measurement, best vs start

    @property
    def speedup(self) -> float:
        """Best / start: the confirmation's median pair ratio (the search's when none ran)."""
        if self.confirm is not None and self.confirm.ratios:
            return self.confirm.speedup
        return self.best_score / self.start_score if self.start_score > 0 else 0.0

    @property
    def claimed(self) -> bool:
        """The best is faster than the start beyond the noise (False when they are the same)."""
        return self.best != self.start and self.confirm is not None and self.confirm.claimed

    @property
    def threshold(self) -> float:
        return self.confirm.threshold if self.confirm is not None else 1.0 + stats.MIN_GAIN

    @property
    def recommended(self) -> Config:
        """The configuration to use: the best if its speed-up is claimed, else the start."""
        return self.best if self.claimed else self.start


def changes_text(changes: list[tuple[str, Any, Any]]) -> str:
    """``map_parallel_calls 1 → 8, prefetch 0 → autotune`` (knob names are job keys)."""
    return ", ".join(f"{k} {a} → {b}" for k, a, b in changes)


def _key(cfg: Config) -> tuple:
    return tuple(sorted((k, str(v)) for k, v in cfg.items()))


def _samples(value: float | list[float]) -> list[float]:
    return [float(v) for v in value] if isinstance(value, list | tuple) else [float(value)]


def tune(
    space: dict[str, list[Any]],
    start: Config,
    measure: Measure,
    budget: int = 24,
    passes: int = 2,
    stop_event: threading.Event | None = None,
    progress: Callable[[int, int, Config, float], None] | None = None,
    repeats: int = 3,
    confirm_pairs: int = 6,
    confirm_progress: Callable[[int, int], None] | None = None,
) -> TuneResult:
    """Coordinate search; ``measure(config)`` returns a throughput or a list of them (higher is
    better), and is called ``repeats`` times a configuration (a list counts as its samples).
    ``budget`` counts configurations; the confirmation adds ``2 × confirm_pairs`` measurements
    (``confirm_progress(pairs done, confirm_pairs)`` as each pair is measured)."""
    seen: dict[tuple, Trial] = {}
    trials: list[Trial] = []

    def stopped() -> bool:
        return stop_event is not None and stop_event.is_set()

    def run(cfg: Config) -> list[float]:
        got = _samples(measure(dict(cfg)))
        while len(got) < repeats and not stopped():
            got += _samples(measure(dict(cfg)))
        return got

    def score(cfg: Config) -> float | None:
        k = _key(cfg)
        if k in seen:
            return seen[k].score
        if len(trials) >= budget or stopped():
            return None
        t = Trial(dict(cfg), run(cfg))
        seen[k] = t
        trials.append(t)
        if progress is not None:
            progress(len(trials), budget, dict(cfg), t.score)
        return t.score

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
    noise = stats.pooled_noise(t.samples for t in trials)
    confirm = None
    if best != start and confirm_pairs > 0 and not stopped():
        confirm = stats.Comparison(noise=noise)
        fresh: dict[str, list[float]] = {"a": [], "b": []}
        for order in stats.interleaved_order(confirm_pairs):
            got = {}
            for side in order:
                if stopped():
                    break
                got[side] = stats.median(_samples(measure(dict(start if side == "a" else best))))
            if len(got) < 2:
                break
            confirm.a.append(got["a"])
            confirm.b.append(got["b"])
            if confirm_progress is not None:
                confirm_progress(len(confirm.a), confirm_pairs)
            fresh["a"].append(got["a"])
            fresh["b"].append(got["b"])
        # the noise of the fresh measurements counts too (a machine that got busier)
        confirm.noise = max(noise, stats.pooled_noise(fresh.values()))
        noise = confirm.noise
    return TuneResult(best, best_score, start, start_score, trials, stopped(), noise, confirm)


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
    source = sources.get(job.data.source)
    space: dict[str, list[Any]] = {}
    if "map" in p.order or source.reads_files:
        space["map_parallel_calls"] = [1, 2, 4, 8, 16, "autotune"]
    if source.shards and "interleave" in p.order:
        space["cycle_length"] = [1, 2, 4, 8, 16]
    space["prefetch"] = [0, 1, 2, 4, "autotune"]
    if source.reads_files:
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
    repeats: int = 3,
    confirm_pairs: int = 6,
    confirm_progress: Callable[[int, int], None] | None = None,
) -> TuneResult:
    """Tune the job's pipeline; each configuration is measured as Bench measures the job
    (:func:`tpugui.pipeline.bench.sample`: the same batches, warm-up and repeats)."""
    from tpugui.pipeline.bench import bench_samples

    def measure(cfg: Config) -> list[float]:
        return bench_samples(apply_config(job, cfg), base_dir, batches, warmup, repeats, stop_event)

    return tune(
        job_space(job),
        job_config(job),
        measure,
        budget,
        2,
        stop_event,
        progress,
        repeats,
        confirm_pairs,
        confirm_progress,
    )
