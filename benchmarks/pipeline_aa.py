"""A/A: how often the pipeline tuner claims a speed-up when there is none.

Each trial is one run of the tuner (:func:`tpugui.pipeline.tune.tune`, the one the Pipeline page
and ``tpugui pipeline tune`` use: 3 measurements a configuration, the pooled noise, 6
interleaved AB/BA re-measurements of the best against the current one, the sign test and the
max(3 %, 2 × noise) threshold) over four "configurations" that are all the same real tf.data
pipeline: the demo job's (digits, map > cache > shuffle > batch 64 > prefetch), each
measurement taken as Bench and Tune take theirs (:func:`tpugui.pipeline.bench.sample`: a fresh
iterator, 5 warm-up batches, ``--batches`` timed). The search always finds a noise "best"; a
claim is a false positive. Printed: the claims, the median noise the tuner estimated, the time.

    .venv/bin/python benchmarks/pipeline_aa.py [--trials 200] [--batches 50]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from pathlib import Path

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from tpugui.job import load_job  # noqa: E402
from tpugui.pipeline.bench import sample  # noqa: E402
from tpugui.pipeline.build import build_datasets  # noqa: E402
from tpugui.pipeline.tune import tune  # noqa: E402

DEMO = Path(__file__).resolve().parents[1] / "examples" / "demo.toml"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--trials", type=int, default=200)
    ap.add_argument("--batches", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=5)
    args = ap.parse_args()
    job = load_job(DEMO)
    built = build_datasets(job, DEMO.parent)

    def measure(_cfg):  # noqa: ANN001, ANN202 - every configuration is the same pipeline
        return sample(built, args.batches, args.warmup, 3).samples

    measure({})  # TensorFlow's first iterator
    claims, noises, t0 = 0, [], time.perf_counter()
    for i in range(args.trials):
        res = tune({"k": [0, 1, 2, 3]}, {"k": 0}, measure, budget=4, repeats=3, confirm_pairs=6)
        claims += res.claimed
        noises.append(res.noise)
        if (i + 1) % 10 == 0:
            print(f"  {i + 1} trials: {claims} claimed", flush=True)
    took = time.perf_counter() - t0
    print(
        f"A/A, the demo job's tf.data pipeline, {args.batches} batches a measurement, "
        f"{os.cpu_count()} CPU cores: {claims} of {args.trials} trials claimed a speed-up "
        f"({claims / args.trials:.1%}); median noise ±{statistics.median(noises):.1%} "
        f"(range ±{min(noises):.1%}–±{max(noises):.1%}); {took:.0f} s"
    )


if __name__ == "__main__":
    main()
