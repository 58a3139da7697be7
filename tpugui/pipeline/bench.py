"""Measure a pipeline: throughput after warm-up, first-batch latency, and the input-bound verdict.

``measure(ds, ...)`` iterates any tf.data dataset; ``bench_job(job, ...)`` builds the job's
training dataset and measures it, then (``verdict=True``) times a model of the same input shape
on in-memory batches and classifies the pipeline as the TF Profiler does: under 5 % of the step
waiting for input is not input-bound, 5-20 % moderately, 20 % or more highly (one scale:
``tpugui.input_bound``, which the Training page's live verdict reads too). ``progress(done,
total)`` is called as batches arrive and as the verdict's model steps run (``total`` counts
both); ``stop_event`` cancels (the result says ``stopped``).

Bench and Tune measure one way (:func:`sample`): the pipeline is built once and measured
``repeats`` times, each from a fresh iterator (its start-up, ``warmup`` batches, then ``batches``
timed ones); a figure is the median of those measurements and its spread is kept. A single
measurement of a small pipeline lasts a few tens of milliseconds and swings several-fold on a
busy machine (``benchmarks/pipeline_tune.py``), so one measurement alone is never the figure.
"""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from tpugui import input_bound, sources
from tpugui.i18n_marks import N_, Message
from tpugui.job import Job

Progress = Callable[[int, int], None]


@dataclass
class Verdict:
    step_s: float  # the model's training step on in-memory batches
    batch_s: float  # the pipeline's time per batch
    wait_fraction: float  # share of a training step spent waiting for input
    level: str  # not | moderately | highly
    suggestions: list[str] = field(default_factory=list)

    @property
    def label(self) -> str:
        return str(self.label_message)

    @property
    def label_message(self) -> Message:
        """The label as a translatable message (the GUI shows it in the user's language)."""
        return Message(LEVEL_LABELS[self.level], {"pct": f"{self.wait_fraction:.0%}"})

    @property
    def short_label(self) -> Message:
        """The level alone ("Moderately input-bound"), for a table cell."""
        return Message(LEVEL_NAMES[self.level])


LEVEL_LABELS, LEVEL_NAMES = input_bound.LABELS, input_bound.NAMES  # one scale, one wording


@dataclass
class BenchResult:
    examples_per_sec: float
    batches_per_sec: float
    first_batch_s: float
    batch_s: float  # median seconds per batch after warm-up
    batches: int  # timed batches
    batch_size: int
    stopped: bool = False
    verdict: Verdict | None = None
    summary: str = ""
    #: examples/s of each repeated measurement (the figure is their median)
    samples: list[float] = field(default_factory=list)
    warmup: int = 0  # untimed batches before each measurement

    @property
    def spread(self) -> float:
        """Half the range of the measurements relative to the median (0.1: ±10 %)."""
        if len(self.samples) < 2 or self.examples_per_sec <= 0:
            return 0.0
        return (max(self.samples) - min(self.samples)) / 2 / self.examples_per_sec

    def as_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if self.verdict is not None:
            d["verdict"]["label"] = self.verdict.label
        return d


def classify(batch_s: float, step_s: float, overlapped: bool) -> tuple[float, str]:
    """Share of the step that waits for input, and the Profiler's level for it."""
    wait = max(0.0, batch_s - step_s) if overlapped else batch_s
    frac = wait / (step_s + wait) if (step_s + wait) > 0 else 0.0
    return frac, input_bound.level(frac)


def measure(
    ds: Any,
    batches: int = 50,
    warmup: int = 5,
    batch_size: int = 1,
    stop_event: threading.Event | None = None,
    progress: Progress | None = None,
) -> BenchResult:
    """Time ``warmup + batches`` batches of ``ds`` (restarted when it ends)."""
    total = warmup + batches
    t0 = time.perf_counter()
    it = iter(ds)
    first_s = 0.0
    times: list[float] = []
    done = 0
    started = time.perf_counter()
    last = t0
    sizes: list[int] = []
    while done < total:
        if stop_event is not None and stop_event.is_set():
            break
        try:
            elem = next(it)
        except StopIteration:
            if done == 0:
                raise ValueError("the pipeline gave no batch at all") from None
            it = iter(ds)
            continue
        now = time.perf_counter()
        if done == 0:
            first_s = now - t0
        done += 1
        if done > warmup:
            times.append(now - last)
            sizes.append(_batch_len(elem, batch_size))
            if done == warmup + 1:
                started = last
        last = now
        if progress is not None:
            progress(done, total)
    stopped = done < total
    elapsed = (last - started) if times else 0.0
    n = len(times)
    bps = n / elapsed if elapsed > 0 else 0.0
    eps = sum(sizes) / elapsed if elapsed > 0 else 0.0
    return BenchResult(
        examples_per_sec=eps,
        batches_per_sec=bps,
        first_batch_s=first_s,
        batch_s=statistics.median(times) if times else 0.0,
        batches=n,
        batch_size=batch_size,
        stopped=stopped,
    )


def _batch_len(elem: Any, default: int) -> int:
    first = elem[0] if isinstance(elem, tuple | list) else elem
    shape = getattr(first, "shape", None)
    return int(shape[0]) if shape is not None and len(shape) else default


def friendly_error(exc: BaseException) -> str | None:
    """A person's message for a tf.data failure while the pipeline runs (None: not one)."""
    try:
        import tensorflow as tf
    except ImportError:
        return None
    if not isinstance(exc, tf.errors.OpError):
        return None
    first = (exc.message or "").strip().splitlines()[0] if exc.message else type(exc).__name__
    hint = ""
    if "Feature:" in first or "key" in first.lower():
        hint = " (a record lacks a feature of the spec; check data.image_key and data.label_key)"
    elif isinstance(exc, tf.errors.DataLossError):
        hint = " (a file is corrupt; re-write or remove it)"
    elif "cache" in first.lower():
        hint = " (check pipeline.cache)"
    return f"the pipeline failed while running: {type(exc).__name__}: {first}{hint}"


def summary(job: Job) -> str:
    """One line that tells two configurations apart in the page's table."""
    p = job.pipeline

    def t(v: Any) -> str:
        return "A" if v == "autotune" else str(v)

    parts = [" > ".join(p.order), f"batch {p.batch_size}", f"map {t(p.map_parallel_calls)}"]
    if "interleave" in p.order:
        parts.append(f"cycle {t(p.cycle_length)}/{t(p.interleave_parallel_calls)}")
    if "prefetch" in p.order:
        parts.append(f"prefetch {t(p.prefetch)}")
    if p.private_threadpool_size:
        parts.append(f"pool {p.private_threadpool_size}")
    return ", ".join(parts)


REPEATS = 3  # measurements of one configuration, for Bench and for each Tune trial
VERDICT_STEPS = 8  # timed model steps of the verdict (after one that compiles)


def sample(
    built: Any,
    batches: int,
    warmup: int,
    repeats: int = REPEATS,
    stop_event: threading.Event | None = None,
    progress: Progress | None = None,
    total: int = 0,
    keep_partial: bool = True,
) -> BenchResult:
    """``repeats`` measurements of the built pipeline, each from a fresh iterator; the result
        is the median one (``samples``: every one's examples/s; ``first_batch_s``: the first's, the
        cold start). ``progress(done, total)`` counts batches over all repeats (``total``: a larger
        count when the caller has more to do after). Cancelled: what was measured, ``stopped`` (a
    measurement cut short counts only when it is the first and ``keep_partial``)."""
    ds = built.train if built.infinite else built.train.repeat()
    each = warmup + batches
    total = max(total, each * max(1, repeats))
    runs: list[BenchResult] = []
    for k in range(max(1, repeats)):
        inner = None
        if progress is not None:

            def inner(done: int, _t: int, base: int = k * each) -> None:
                progress(base + done, total)

        res = measure(ds, batches, warmup, built.batch_size, stop_event, inner)
        if res.stopped and (runs or not res.batches or not keep_partial):
            break
        runs.append(res)
        if res.stopped:
            break
    if not runs:
        return BenchResult(0.0, 0.0, 0.0, 0.0, 0, built.batch_size, True, warmup=warmup)
    ranked = sorted(runs, key=lambda r: r.examples_per_sec)
    mid = ranked[(len(ranked) - 1) // 2]
    out = BenchResult(
        examples_per_sec=statistics.median(r.examples_per_sec for r in runs),
        batches_per_sec=statistics.median(r.batches_per_sec for r in runs),
        first_batch_s=runs[0].first_batch_s,
        batch_s=mid.batch_s,
        batches=mid.batches,
        batch_size=built.batch_size,
        stopped=any(r.stopped for r in runs) or len(runs) < max(1, repeats),
        samples=[r.examples_per_sec for r in runs],
        warmup=warmup,
    )
    return out


def bench_job(
    job: Job,
    base_dir: str | Path | None = None,
    batches: int = 50,
    warmup: int = 5,
    stop_event: threading.Event | None = None,
    progress: Progress | None = None,
    verdict: bool = True,
    repeats: int = REPEATS,
) -> BenchResult:
    """The job's training pipeline measured as Tune measures each configuration (:func:`sample`),
    then (``verdict``) the input-bound verdict from a model step of the same input shape."""
    from tpugui.pipeline.build import build_datasets

    built = build_datasets(job, base_dir)
    steps = VERDICT_STEPS if verdict else 0
    total = (warmup + batches) * max(1, repeats) + (steps + 1 if verdict else 0)
    res = sample(built, batches, warmup, repeats, stop_event, progress, total)
    res.summary = summary(job)
    if verdict and not res.stopped and res.batches:
        done = total - steps - 1

        def step_progress(k: int, _n: int) -> None:
            if progress is not None:
                progress(done + k, total)

        step = model_step_time(
            built.input_shape,
            built.num_classes,
            built.batch_size,
            job.model.architecture,
            steps,
            step_progress,
        )
        overlapped = "prefetch" in job.pipeline.order
        frac, level = classify(res.batch_s, step, overlapped)
        res.verdict = Verdict(step, res.batch_s, frac, level, suggestions(job, level))
    return res


def bench_samples(
    job: Job,
    base_dir: str | Path | None = None,
    batches: int = 30,
    warmup: int = 5,
    repeats: int = REPEATS,
    stop_event: threading.Event | None = None,
) -> list[float]:
    """``repeats`` throughputs (examples/s) of the job's training pipeline, as Bench measures
    them (:func:`sample`): the repeated measurements the tuner's noise estimate needs.
    Cancelled: what was measured."""
    from tpugui.pipeline.build import build_datasets

    built = build_datasets(job, base_dir)
    res = sample(built, batches, warmup, repeats, stop_event, keep_partial=False)
    return res.samples or [0.0]


def model_step_time(
    input_shape: tuple[int, ...],
    num_classes: int,
    batch_size: int,
    architecture: str = "cnn",
    steps: int = VERDICT_STEPS,
    progress: Progress | None = None,
) -> float:
    """Median seconds of one training step of a model like the job's on in-memory batches
    (``progress(k, steps + 1)`` after the compiling step and after each timed one)."""
    import numpy as np
    import tensorflow as tf

    keras = tf.keras
    layers = keras.layers
    tf.keras.utils.set_random_seed(0)
    inputs = keras.Input(shape=input_shape)
    if architecture == "mlp":
        h = layers.Dense(128, activation="relu")(layers.Flatten()(inputs))
    else:
        h = layers.Conv2D(32, 3, padding="same", activation="relu")(inputs)
        if architecture == "resnet":
            h = layers.Add()([h, layers.Conv2D(32, 3, padding="same", activation="relu")(h)])
        h = layers.Conv2D(64, 3, padding="same", activation="relu")(h)
        h = layers.GlobalAveragePooling2D()(h)
    model = keras.Model(inputs, layers.Dense(num_classes)(h))
    model.compile(
        optimizer="adam", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    )
    rng = np.random.default_rng(0)
    x = rng.random((batch_size, *input_shape), dtype=np.float32)
    y = rng.integers(0, num_classes, size=batch_size)
    xt, yt = tf.constant(x), tf.constant(y)
    model.train_on_batch(xt, yt)  # compile
    if progress is not None:
        progress(1, steps + 1)
    times = []
    for k in range(steps):
        t = time.perf_counter()
        model.train_on_batch(xt, yt)
        times.append(time.perf_counter() - t)
        if progress is not None:
            progress(k + 2, steps + 1)
    return statistics.median(times)


def suggestions(job: Job, level: str) -> list[str]:
    """Concrete changes that would help an input-bound pipeline (fixed English sentences,
    marked with N_: the GUI translates each as it is)."""
    if level == "not":
        return [
            N_("The pipeline keeps up with the model: spend effort on the model, not the input.")
        ]
    p, out = job.pipeline, []
    if "prefetch" not in p.order or p.order[-1] != "prefetch":
        out.append(N_("Put prefetch(AUTOTUNE) last so input preparation overlaps the step."))
    if p.map_parallel_calls != "autotune" and p.map_parallel_calls < 4:
        out.append(
            N_("Raise map num_parallel_calls (AUTOTUNE) so examples are decoded in parallel.")
        )
    if "cache" not in p.order:
        out.append(N_("Cache after the deterministic map if the decoded data fits in RAM."))
    source = sources.get(job.data.source)
    if source.shards and "interleave" not in p.order:
        out.append(N_("Interleave the files with parallel calls to hide read latency."))
    if source.reads_files and not p.private_threadpool_size:
        out.append(N_("Give tf.data a private thread pool (8-16) so slow reads overlap."))
    out.append(N_("Run Tune: it measures parallelism, cycle_length, prefetch and cache placement."))
    return out
