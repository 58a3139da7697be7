"""Does the live input-wait meter agree with ground truth? TensorFlow and torch, starved and fed.

The meter (``tpugui.monitor.input_wait``) is what the Training page reads: each ``batch_end``'s
``input_s / step_s`` from a real ``engine.run``; here the median over the windows of epochs 2..
(one step each). Ground truth comes from throughputs measured apart, with no meter involved:

- P, the training pipeline alone (its batches taken as the loop takes them, nothing trained),
  examples/s (for a fed job: what taking a ready batch costs the loop's own thread, the part of
  a prefetched input that stays serial);
- T, the same training on ready data (the batches decoded once and handed over from memory),
  examples/s from the events' own times (steps × batch / seconds of epochs 2..).

A serial pipeline (input, then the step, then input...) spends (1/P) / (1/P + 1/T) of each step
on input: the truth of the starved job, and of the fed one (nearly 0: its prefetch hands over a
ready batch). A pipeline that runs ahead of the loop but is slower than the step waits
max(0, 1/P - 1/T) / max(1/P, 1/T) of it (the "job" case). Beside both, the run's own
throughput A gives 1 - A/T: the part of a step that is not the ready-data step, which also
counts as waiting a step slowed by the pipeline's threads on the same cores. That slowdown is
measured directly: the median seconds of a step's own call (Keras's compiled step on the batch
the feed took; torch's ``run_step``), input not included, in the run and on ready data.

The data is a folder of real PNGs the script writes: scikit-learn's digits, upscaled (bilinear)
to ``--size`` pixels with a little noise so that PNG does not compress them to nothing, one
sub-folder per class; ``--decode`` × ``--decode`` grey images, batch 16. The jobs:

- starved (the built-in mlp): decoded on the loop's own thread, no parallelism, no prefetch: a
  tf.data map with no ``num_parallel_calls`` and tf.data's default optimizations off (they fuse
  map and batch into a stage that runs ahead and inject a prefetch: see "job") — truly serial;
- job: the same as a tpugui job says it (``map_parallel_calls = 1``, no prefetch stage, the
  issue's case): tf.data still fuses map + batch and injects an autotuned prefetch, so the
  decode runs in its threads beside the step — the serial figure is an upper bound there;
- fed: the job with ``cache = "memory"`` and a prefetch stage (epoch 1 fills the cache), the
  demo's cnn (a step of a few ms; T is always measured with the case's own model).

torch reads an images folder through tf.data (``tpugui.training.torch.data``), on one intra-op
thread as the tests run it. Rounds alternate the order; medians over rounds.

    .venv/bin/python benchmarks/input_wait_truth.py [--rounds 3] [--steps 40] [--backends tensorflow,torch]
    .venv/bin/python benchmarks/input_wait_truth.py --check   # one short round, fails beyond ±10 points
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

BATCH = 16
CASES = ("starved", "job", "fed")
SERIAL = ("starved",)  # the cases whose truth is the serial formula


def write_folder(root: Path, count: int = 160, size: int = 256, seed: int = 0) -> Path:
    """``count`` PNGs of scikit-learn's digits, ``size`` × ``size`` grey, one folder per class."""
    import numpy as np
    from PIL import Image
    from sklearn.datasets import load_digits

    digits = load_digits()
    rng = np.random.default_rng(seed)
    folder = root / f"digits-{size}px-{count}"
    if folder.is_dir() and len(list(folder.glob("*/*.png"))) == count:
        return folder
    for i in range(count):
        img = Image.fromarray((digits.images[i] * 255 / 16).astype(np.uint8))
        big = np.asarray(img.resize((size, size), Image.BILINEAR), dtype=np.int16)
        noisy = np.clip(big + rng.integers(-8, 9, big.shape), 0, 255).astype(np.uint8)
        (folder / str(digits.target[i])).mkdir(parents=True, exist_ok=True)
        Image.fromarray(noisy).save(folder / str(digits.target[i]) / f"{i:04d}.png")
    return folder


def make_job(folder: Path, backend: str, case: str, steps: int, epochs: int, decode: int) -> Any:
    from tests.training.helpers import make_job as job_of

    order = ["map", "cache", "batch", "prefetch"] if case == "fed" else ["map", "batch"]
    # fed: the demo's CNN, a step of several ms: taking a ready batch still costs the loop its
    # Python and GetNext (0.1-1 ms on this VM), real input time but not what "fed" is about,
    # and on a 1 ms MLP step it is all the noise of a loaded machine (P alone moves 2x)
    return job_of(
        data={
            "source": "images",
            "path": str(folder),
            "image_size": [decode, decode],
            "validation_split": 0.0,
        },
        pipeline={
            "order": order,
            "batch_size": BATCH,
            "map_parallel_calls": 1,
            "cache": "memory",
            "drop_remainder": True,
        },
        model={"backend": backend, "architecture": "cnn" if case == "fed" else "mlp"},
        # the monitor on (input wait timed), no device sample, no checkpoint within the run
        train={
            "epochs": epochs,
            "steps_per_epoch": steps,
            "sample_every": 3600.0,
            "checkpoint_every": 0,
        },
    )


def serial_train(job: Any) -> Any:
    """The job's training batches decoded on the consumer's thread: a plain map (no
    ``num_parallel_calls``), then batch, with tf.data's default optimizations, its prefetch
    injection and autotuning off: nothing runs ahead of the loop's ``next()``."""
    import numpy as np
    import tensorflow as tf

    from tpugui.pipeline.build import map_fn
    from tpugui.sources.images import image_reader, scan_images

    folder = scan_images(job.data)
    order = np.random.default_rng(job.data.seed).permutation(len(folder.paths))
    paths = np.array(folder.paths)[order]
    labels = np.array(folder.labels, dtype=np.int64)[order]
    ds = tf.data.Dataset.from_tensor_slices((paths, labels))
    ds = ds.map(image_reader(job.data.image_size, folder.channels))
    ds = ds.map(map_fn(job.pipeline, 255.0, True))
    ds = ds.batch(job.pipeline.batch_size, drop_remainder=True)
    opts = tf.data.Options()
    opts.autotune.enabled = False
    opts.experimental_optimization.apply_default_optimizations = False
    opts.experimental_optimization.inject_prefetch = False
    opts.experimental_optimization.map_and_batch_fusion = False
    opts.experimental_optimization.map_parallelization = False
    return ds.with_options(opts)


def ready_batches(job: Any, n: int) -> list[tuple[Any, Any]]:
    """``n`` training batches of the job, decoded once (numpy, NHWC)."""
    from tpugui.pipeline.build import build_datasets

    built = build_datasets(job)
    out: list[tuple[Any, Any]] = []
    while len(out) < n:
        out.extend((x, y) for x, y in built.train.as_numpy_iterator())
    return out[:n]


class _Ready:
    """torch batches handed over from memory (NCHW), as many as the loader has."""

    def __init__(self, batches: list[tuple[Any, Any]]):
        import numpy as np
        import torch

        self.batches = [
            (
                torch.from_numpy(np.ascontiguousarray(np.transpose(x, (0, 3, 1, 2)))),
                torch.from_numpy(np.asarray(y).astype(np.int64)),
            )
            for x, y in batches
        ]

    def __len__(self) -> int:
        return len(self.batches)

    def __iter__(self) -> Iterator[Any]:
        return iter(self.batches)


@contextmanager
def train_input(backend: str, replace: Any) -> Iterator[None]:
    """Within: the runs' training input is ``replace(job, real)`` (None: the job's own)."""
    if replace is None:
        yield
        return
    if backend == "tensorflow":
        from tpugui.pipeline import build

        real = build.build_datasets

        def built(job: Any, base_dir: Any = None) -> Any:
            b = real(job, base_dir)
            b.train = replace(job, b.train)
            return b

        build.build_datasets = built
        try:
            yield
        finally:
            build.build_datasets = real
        return
    from tpugui.training.torch import data as torch_data

    real_make = torch_data.make

    def made(job: Any, base_dir: Any = None, shard: Any = None) -> Any:
        data = real_make(job, base_dir, shard)
        data.train = replace(job, data.train)
        return data

    torch_data.make = made
    try:
        yield
    finally:
        torch_data.make = real_make


def replacer(backend: str, case: str, ready: list[tuple[Any, Any]] | None) -> Any:
    """What ``train_input`` puts in place of the job's own training input for ``case``."""
    if case == "ready":
        assert ready is not None
        if backend == "tensorflow":

            def ready_tf(job: Any, real: Any) -> Any:
                import numpy as np
                import tensorflow as tf

                xs = np.stack([x for x, _ in ready])
                ys = np.stack([y for _, y in ready])
                return tf.data.Dataset.from_tensor_slices((xs, ys)).repeat()

            return ready_tf
        return lambda job, real: _Ready(ready)
    if case == "starved":
        if backend == "tensorflow":
            return lambda job, real: serial_train(job)
        from tpugui.training.torch.data import _TfBatches

        return lambda job, real: _TfBatches(serial_train(job), len(real))
    return None


@contextmanager
def step_clock(backend: str, into: list[float]) -> Iterator[None]:
    """Within: the seconds of each training step's own call (TensorFlow: Keras's compiled step
    on the batch the feed took; torch: ``TorchStep.run_step``), input not included."""
    if backend == "tensorflow":
        from tpugui.training.tensorflow.input_wait import KerasFeedWait as owner

        name = "_step"

        def wrap(real: Any) -> Any:
            def timed(*a: Any) -> Any:
                t0 = time.perf_counter()
                try:
                    return real(*a)
                finally:
                    into.append(time.perf_counter() - t0)

            return timed

        real_init = owner.__init__

        def init(self: Any, model: Any) -> None:
            real_init(self, model)
            setattr(self, name, wrap(getattr(self, name)))

        owner.__init__ = init  # type: ignore[method-assign]
        try:
            yield
        finally:
            owner.__init__ = real_init  # type: ignore[method-assign]
        return
    from tpugui.training.torch.backend import TorchStep

    real_step = TorchStep.run_step

    def run_step(self: Any, batch: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return real_step(self, batch)
        finally:
            into.append(time.perf_counter() - t0)

    TorchStep.run_step = run_step  # type: ignore[method-assign]
    try:
        yield
    finally:
        TorchStep.run_step = real_step  # type: ignore[method-assign]


def train_once(backend: str, job: Any, case: str, ready: Any, folder: Path) -> dict[str, float]:
    """One ``engine.run``: the meter's median share, the run's examples/s and the median
    seconds of a step's own call (epochs 2..)."""
    from tests.training.helpers import events_of, of_type
    from tpugui.monitor.input_wait import share
    from tpugui.training import engine

    run_dir = folder / f"{backend}-{case}-{time.monotonic_ns()}"
    calls: list[float] = []
    with train_input(backend, replacer(backend, case, ready)), step_clock(backend, calls):
        status = engine.run(job, None, threading.Event(), run_dir=run_dir)
    assert status == "completed", (backend, case, status)
    ends = [b for b in of_type(events_of(run_dir), "batch_end") if b["epoch"] >= 2]
    shares = [share(b.get("input_s"), b.get("step_s")) for b in ends]
    first, last = ends[0], ends[-1]
    eps = (last["step"] - first["step"]) * BATCH / (last["time"] - first["time"])
    later = calls[job.train.steps_per_epoch :] or calls
    return {
        "meter": statistics.median(s for s in shares if s is not None),
        "eps": eps,
        "step_ms": statistics.median(later) * 1e3 if later else float("nan"),
    }


def pipeline_alone(backend: str, job: Any, case: str, steps: int) -> float:
    """P: examples/s of the case's training input taken as the loop takes it, nothing trained,
    whole passes (a fresh iterator each, as a run makes one an epoch) after one warm pass (the
    fed case's cache filled, the files in the page cache); only the ``next()`` calls count."""
    from tpugui.pipeline.build import build_datasets

    ds = serial_train(job) if case == "starved" else build_datasets(job).train
    loader: Any = ds
    if backend == "torch":
        from tpugui.training.torch.data import _TfBatches

        loader = _TfBatches(ds, job.train.steps_per_epoch)
    for _ in loader:
        pass
    n, spent = 0, 0.0
    while n < steps:
        it = iter(loader)
        while True:
            t0 = time.perf_counter()
            try:
                next(it)
            except StopIteration:
                break
            finally:
                spent += time.perf_counter() - t0
            n += 1
    return n * BATCH / spent


def truth(case: str, p: float, t: float) -> float:
    """The share of a step spent on input: serial, or overlapped (see the module text)."""
    if case == "job":
        return max(0.0, 1 / p - 1 / t) / max(1 / p, 1 / t)
    return (1 / p) / (1 / p + 1 / t)


def measure(
    backend: str,
    folder: Path,
    work: Path,
    steps: int,
    epochs: int,
    decode: int,
    rounds: int,
    cases: tuple[str, ...] = CASES,
    log: Any = print,
) -> dict[str, dict[str, float]]:
    """Per case: medians over ``rounds`` of P, T, the meter, A, the truth, 1 - A/T and the
    meter's difference from the truth (``diff``, each round's own). Each case's T is measured
    right before its P and its run, so a neighbour's load moves all three of a round."""
    if backend == "torch":
        import torch

        torch.set_num_threads(1)
    jobs = {c: make_job(folder, backend, c, steps, epochs, decode) for c in CASES}
    ready = ready_batches(jobs["fed"], jobs["fed"].train.steps_per_epoch)
    got: dict[str, dict[str, list[float]]] = {c: {} for c in cases}
    for r in range(rounds):
        order = list(cases) if r % 2 == 0 else list(cases)[::-1]
        for c in order:
            on_ready = train_once(backend, jobs[c], "ready", ready, work)  # the case's model
            t = on_ready["eps"]
            p = pipeline_alone(backend, jobs[c], c, 2 * steps)
            run = train_once(backend, jobs[c], c, None, work)
            row = {"P": p, "T": t, "meter": run["meter"], "A": run["eps"],
                   "step_ms": run["step_ms"], "ready_step_ms": on_ready["step_ms"]}  # fmt: skip
            row["truth"] = truth(c, p, t)
            row["1-A/T"] = max(0.0, 1 - run["eps"] / t)
            row["diff"] = run["meter"] - row["truth"]
            for k, v in row.items():
                got[c].setdefault(k, []).append(v)
            log(
                f"  {backend} round {r + 1} {c:7s}: P {p:7.0f} ex/s, T {t:6.0f}, A {run['eps']:6.0f}; "
                f"truth {row['truth']:6.1%}, 1-A/T {row['1-A/T']:6.1%}, meter {run['meter']:6.1%}; "
                f"a step's call {run['step_ms']:.2f} ms (ready data {on_ready['step_ms']:.2f})"
            )
    return {c: {k: statistics.median(v) for k, v in got[c].items()} for c in cases}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--steps", type=int, default=40, help="steps an epoch")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--size", type=int, default=256, help="pixels of the PNGs written")
    ap.add_argument("--decode", type=int, default=32, help="pixels the job decodes them to")
    ap.add_argument("--backends", default="tensorflow,torch")
    ap.add_argument(
        "--check", action="store_true", help="one short round; exit 1 beyond ±10 points"
    )
    args = ap.parse_args()
    if args.check:
        args.rounds, args.epochs = 1, 2
    work = Path(tempfile.mkdtemp(prefix="input-wait-truth-"))
    folder = write_folder(work, count=args.steps * BATCH, size=args.size)
    print(f"input_wait_truth: {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}, "
          f"{args.steps * BATCH} PNGs {args.size}x{args.size} -> {args.decode}x{args.decode}, "
          f"batch {BATCH}, mlp, {args.epochs} epochs x {args.steps} steps", flush=True)  # fmt: skip
    rows = []
    for backend in args.backends.split(","):
        res = measure(backend, folder, work, args.steps, args.epochs, args.decode, args.rounds)
        for case, m in res.items():
            rows.append((backend, case, m))
    print(
        "\n| backend | job | P ex/s | T ex/s | A ex/s | truth | 1 − A/T | a step's call, ms (ready data) | meter | meter − truth |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    bad = []
    for backend, case, m in rows:
        diff = m["diff"] * 100
        print(f"| {backend} | {case} | {m['P']:.0f} | {m['T']:.0f} | {m['A']:.0f} | "
              f"{m['truth']:.1%} | {m['1-A/T']:.1%}"
              + f" | {m['step_ms']:.2f} ({m['ready_step_ms']:.2f})"
              + f" | {m['meter']:.1%} | {diff:+.1f} |")  # fmt: skip
        if case in ("starved", "fed") and abs(diff) > 10:
            bad.append(f"{backend} {case} {diff:+.1f} points")
    print(f"load now {os.getloadavg()[0]:.2f}")
    if args.check and bad:
        print("beyond ±10 points: " + ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
