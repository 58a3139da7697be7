""" "Make this job faster" against the job as given and against a hand grid over the same knobs.

Two TensorFlow jobs on the CPU:

* ``demo``: the demo job (``examples/demo.toml``: digits, the cnn, batch 64, tf.data with
  autotune and a cache already);
* ``png``: a starved PNG-folder job — the folder ``benchmarks/input_wait_truth.py`` writes (640
  real PNGs of the digits, 256 px, decoded to 32 px), the mlp, batch 16, ``map`` then ``batch``
  with ``map_parallel_calls = 1``, no cache, no prefetch: the step waits for its input.

For each: ``tuning.faster.make_faster`` (what ``tpugui tune faster`` runs: all the changes at
once, then each group taken back in turn, the pick against the job in paired rounds, offered
only at equal loss and beyond the noise; on this machine, with its pre-flight ``Machine``: a CPU
without native bf16 leaves precision out), once per ``--rounds`` value, and its trial count
(child processes, each ``--steps`` steps). The hand grid: every combination of the knob groups'
values — batch ×1, ×2, ×4 (learning rate scaled as tune faster scales it) ×
``steps_per_execution`` 1 or 8 × ``jit_compile`` as given or on × precision float32 or
mixed_bfloat16 × the pipeline as given or at the tuner's let-it-choose values — each measured
once (one child of ``--steps`` steps, the same measurement), its best the fastest at equal loss
(the loss after the steps at most 5 % above the job's). Last, the job, each search's pick and
the grid's best measured again side by side, ``--final`` rounds in alternated order (a pick
that is the grid's best configuration is one configuration, measured once a round); the
figures are the medians of those examples/s and their ratios.

    .venv/bin/python benchmarks/faster_grid.py [--jobs demo,png] [--steps 50] [--rounds 2,3] [--final 3]
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
    picks: dict[str, Job] = {}
    searched: dict[str, dict[str, Any]] = {}
    for rounds in args.rounds:
        count = Counter()
        t0 = time.monotonic()
        res = faster.make_faster(job, base, steps=args.steps, rounds=rounds, child=count)
        secs = time.monotonic() - t0
        key = f"tune faster ({rounds} rounds)"
        picks[key] = res.winner.job if res.winner is not None else job
        searched[key] = {"trials": count.n, "s": round(secs),
                         "winner": res.winner.name if res.winner else None}  # fmt: skip
        print(f"{key}: {count.n} trials, {secs:.0f} s; {res.verdict}", flush=True)
        for n in res.notes:
            print(f"  note: {n}")
        b = res.baseline
        print(f"  job: {[round(x) for x in b.rates]} ex/s, loss {b.loss:.4g}")
        for c in res.candidates:
            sp = c.speedup_vs_job if c.comparison is not None and c.comparison.ratios else None
            print(f"  [{c.role or 'one'}] {c.name}: {[round(x) for x in c.rates]} ex/s, × job "
                  f"{sp and f'{sp:.2f}'}, loss {c.loss:.4g}, equal {c.accurate}, faster "
                  f"{c.faster}, offered {c.won} {c.error}", flush=True)  # fmt: skip

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

    # the finals: one measurement per distinct job a round (a pick that is the grid's best, or
    # the job itself, is the same configuration: it is measured once and counted for both)
    wanted = {"job": job, **picks, "grid best": best.job}
    distinct: list[Job] = []
    for j in wanted.values():
        if not any(faster.job_diff(j, d) == [] for d in distinct):
            distinct.append(j)
    runs = [faster.Candidate(f"config {i}", {}, j) for i, j in enumerate(distinct)]
    for r in range(args.final):
        for c in runs if r % 2 == 0 else list(reversed(runs)):
            measure(c, base, args.steps, run_child)
    of = {k: next(c for c in runs if faster.job_diff(j, c.job) == []) for k, j in wanted.items()}
    med = {k: statistics.median(c.rates) if c.rates else float("nan") for k, c in of.items()}
    row: dict[str, Any] = {
        "job": name,
        "grid_cells": len(cells),
        "grid_trials": gcount.n,
        "grid_s": round(grid_s),
        "grid_best": best.name,
        "examples_per_s": {k: round(v) for k, v in med.items()},
        "grid_best_vs_job": med["grid best"] / med["job"],
        "rounds": {k: [round(x) for x in c.rates] for k, c in of.items()},
    }
    print(f"final ({args.final} alternated rounds, {len(runs)} distinct configurations): "
          + ", ".join(f"{k} {v:,.0f}" for k, v in med.items()) + " ex/s", flush=True)  # fmt: skip
    for key in picks:
        s = searched[key]
        same = of[key] is of["grid best"]
        row[key] = {**s, "vs_job": med[key] / med["job"],
                    "vs_grid_best": med[key] / med["grid best"], "is_grid_best": same,
                    "trial_share": s["trials"] / gcount.n}  # fmt: skip
        print(f"  {key}: {row[key]['vs_job']:.2f}× the job, {row[key]['vs_grid_best']:.2f}× the "
              f"grid's best{' (the same configuration)' if same else ''}, with {s['trials']} "
              f"trials against the grid's {gcount.n} ({s['trials'] / gcount.n:.2f})",
              flush=True)  # fmt: skip
    print(f"  rounds {row['rounds']}")
    return row


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", default="demo,png")
    ap.add_argument("--steps", type=int, default=50)
    ap.add_argument(
        "--rounds",
        type=lambda v: [int(x) for x in v.split(",")],
        default=[2, 3],
        help="tune faster's rounds, one search per value (default 2,3)",
    )
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
