""" "Make this job faster" against the job as given and against a hand grid over the same knobs.

Two TensorFlow jobs on the CPU:

* ``demo``: the demo job (``examples/demo.toml``: digits, the cnn, batch 64, tf.data with
  autotune and a cache already);
* ``png``: a starved PNG-folder job — the folder ``benchmarks/input_wait_truth.py`` writes (640
  real PNGs of the digits, 256 px, decoded to 32 px), the mlp, batch 16, ``map`` then ``batch``
  with ``map_parallel_calls = 1``, no cache, no prefetch: the step waits for its input.

For each: ``tuning.faster.make_faster`` (what ``tpugui tune faster`` runs: every candidate one
change, ``--rounds`` rounds alternated with the job, a change offered only at equal loss and
beyond the noise) and its trial count (child processes, each ``--steps`` steps). The hand grid:
every combination of the same knob groups' values — batch ×1, ×2, ×4 (learning rate scaled as
tune faster scales it) × ``steps_per_execution`` 1 or 8 × ``jit_compile`` as given or on ×
precision float32 or mixed_bfloat16
× the pipeline as given or at the tuner's let-it-choose values — each measured once (one child
of ``--steps`` steps, the same measurement), its best the fastest at equal loss (the loss after
the steps at most 5 % above the job's). Last, the job, tune faster's pick and the grid's best
measured again side by side, ``--final`` rounds in alternated order; the figures are the
medians of those examples/s and their ratios.

    .venv/bin/python benchmarks/faster_grid.py [--jobs demo,png] [--steps 50] [--rounds 3] [--final 3]
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

from tpugui.job import Job, load_job  # noqa: E402
from tpugui.tuning import faster  # noqa: E402
from tpugui.tuning.trials import run_child  # noqa: E402

DEMO = ROOT / "examples" / "demo.toml"


def demo_job() -> tuple[Job, Path]:
    return load_job(DEMO).updated("train.sample_every", 0.0), DEMO.parent


def png_job(root: Path) -> tuple[Job, Path]:
    from input_wait_truth import write_folder

    folder = write_folder(root, count=640, size=256)
    data = load_job(DEMO).to_dict()
    data["data"].update(source="images", path=str(folder), image_size=[32, 32],
                        validation_split=0.0)  # fmt: skip
    data["pipeline"].update(order=["map", "batch"], batch_size=16, map_parallel_calls=1,
                            drop_remainder=True)  # fmt: skip
    data["model"].update(architecture="mlp")
    data["train"].update(sample_every=0.0)
    return Job.from_dict(data), root


class Counter:
    def __init__(self) -> None:
        self.n = 0

    def __call__(self, spec: dict[str, Any]) -> dict[str, Any]:
        self.n += 1
        return run_child(spec)


def grid(job: Job, base: Path, steps: int) -> list[faster.Candidate]:
    """Every combination of the single changes tune faster would try, by knob group."""
    singles, _notes = faster.candidates(job, base, faster.KNOBS, steps)
    groups: dict[str, list[dict[str, Any]]] = {}
    for c in singles:
        if "pipeline.batch_size" in c.changes:
            g = "batch"
        elif "train.steps_per_execution" in c.changes:
            g = "spe"
        elif "train.jit_compile" in c.changes:
            g = "jit_compile"
        elif "model.precision" in c.changes:
            g = "precision"
        else:
            g = "pipeline"
        groups.setdefault(g, [{}]).append(c.changes)
    out = []
    for combo in itertools.product(*groups.values()):
        merged: dict[str, Any] = {}
        for ch in combo:
            merged.update(ch)
        c = faster._candidate(job, merged) or faster.Candidate("the job as given", {}, job)
        out.append(c)
    return out


def measure(c: faster.Candidate, base: Path, steps: int, child: Any) -> None:
    faster._measure(c, base, steps, 1, child)


def bench(name: str, job: Job, base: Path, args: argparse.Namespace) -> dict[str, Any]:
    print(f"\n== {name}: {job.model.backend}, {job.model.architecture}, batch "
          f"{job.pipeline.batch_size}; load {os.getloadavg()[0]:.1f}", flush=True)  # fmt: skip
    count = Counter()
    t0 = time.monotonic()
    res = faster.make_faster(job, base, steps=args.steps, rounds=args.rounds, child=count)
    tf_s = time.monotonic() - t0
    tf_trials = count.n
    pick = res.winner.job if res.winner is not None else job
    print(f"tune faster: {tf_trials} trials, {tf_s:.0f} s; {res.verdict}", flush=True)
    for c in res.candidates:
        sp = c.comparison.speedup if c.comparison is not None and c.comparison.ratios else None
        print(f"  {c.name}: {c.rate:,.0f} ex/s, speedup {sp and f'{sp:.2f}'}, loss {c.loss:.4g}, "
              f"equal {c.accurate}, offered {c.won} {c.error}", flush=True)  # fmt: skip

    cells = grid(job, base, args.steps)
    gcount = Counter()
    t0 = time.monotonic()
    for c in cells:
        measure(c, base, args.steps, gcount)
    grid_s = time.monotonic() - t0
    job_cell = next(c for c in cells if not c.changes)
    ok = [c for c in cells if c.rates and faster.equal_accuracy(job_cell.loss, c.loss, 0.05)]
    best = max(ok, key=lambda c: c.rate)
    print(f"grid: {len(cells)} cells, {gcount.n} trials, {grid_s:.0f} s; best {best.name} "
          f"{best.rate:,.0f} ex/s (job {job_cell.rate:,.0f})", flush=True)  # fmt: skip
    for c in sorted(cells, key=lambda c: -(c.rate or 0)):
        print(f"  {c.rate:8,.0f} ex/s loss {c.loss:.4g} {c.name} {c.error}")

    finals = {"job": faster.Candidate("job", {}, job),
              "tune faster": faster.Candidate("tune faster", {}, pick),
              "grid best": faster.Candidate("grid best", {}, best.job)}  # fmt: skip
    for r in range(args.final):
        order = list(finals.values()) if r % 2 == 0 else list(reversed(finals.values()))
        for c in order:
            measure(c, base, args.steps, run_child)
    med = {k: statistics.median(c.rates) if c.rates else float("nan") for k, c in finals.items()}
    row = {
        "job": name,
        "tune_faster_trials": tf_trials,
        "tune_faster_s": round(tf_s),
        "grid_cells": len(cells),
        "grid_trials": gcount.n,
        "grid_s": round(grid_s),
        "winner": res.winner.name if res.winner else None,
        "grid_best": best.name,
        "examples_per_s": {k: round(v) for k, v in med.items()},
        "vs_job": med["tune faster"] / med["job"],
        "vs_grid_best": med["tune faster"] / med["grid best"],
        "grid_best_vs_job": med["grid best"] / med["job"],
        "rounds": {k: [round(x) for x in c.rates] for k, c in finals.items()},
    }
    print(f"final ({args.final} alternated rounds): job {med['job']:,.0f}, tune faster "
          f"{med['tune faster']:,.0f}, grid best {med['grid best']:,.0f} ex/s: tune faster "
          f"{row['vs_job']:.2f}× the job, {row['vs_grid_best']:.2f}× the grid's best, with "
          f"{tf_trials} trials against the grid's {gcount.n} ({tf_trials / gcount.n:.2f})", flush=True)  # fmt: skip
    print(f"  rounds {row['rounds']}")
    return row


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", default="demo,png")
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--final", type=int, default=3)
    ap.add_argument("--data", help="where the PNG folder is written (default: a temporary one)")
    args = ap.parse_args()
    root = Path(args.data or tempfile.mkdtemp(prefix="tpugui-faster-"))
    print(f"load average at start {os.getloadavg()[0]:.1f} (2 shared cores)")
    for name in args.jobs.split(","):
        job, base = demo_job() if name == "demo" else png_job(root)
        bench(name, job, base, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
