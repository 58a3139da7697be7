"""How much of a sweep the median pruner stops: a real ``tpugui sweep`` of a small digits job,
``--trials`` trials (default 24), ``--parallel`` at a time (default 2), counting the PRUNED
trials of the study and the epochs its runs trained against what every trial trained to its
end would have.

The job: scikit-learn's digits (1,024 examples, 20 % held out), the built-in mlp, JAX on the CPU,
``--epochs`` epochs (default 6) of the whole training split; the study minimizes ``val_loss``
over ``[sweep.space]``: ``train.learning_rate`` log-uniform from 1e-4 to 1, ``train.optimizer``
adam or sgd, ``pipeline.batch_size`` 32, 64 or 128 — a space where a good share of the draws
train badly, as a first sweep's do. The pruner is the job's default ``median`` (Optuna's
MedianPruner: none of the first ``--startup-trials`` finished trials, from epoch
``--warmup-epochs`` on a trial worse than the median of the earlier trials at the same epoch),
the sampler the default ``tpe`` (seeded). Each trial is an ordinary run in its own process in a
temporary run store; the figures come from the command's own ``--json`` and the runs' events.

    .venv/bin/python benchmarks/sweep_pruning.py [--trials 24] [--parallel 2] [--epochs 6]
        [--sampler tpe|random] [--startup-trials 5] [--warmup-epochs 0] [--seed 0] [--keep DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tpugui.events import read_events  # noqa: E402

JOB = """name = "prune"
[data]
source = "digits"
count = 1024
validation_split = 0.2
[pipeline]
batch_size = 64
[model]
backend = "jax"
architecture = "mlp"
[train]
epochs = {epochs}
learning_rate = 0.001
sample_every = 0.0
checkpoint_every = 0
monitor = "val_loss"
[sweep]
trials = {trials}
parallel = {parallel}
pruner = "median"
sampler = "{sampler}"
seed = {seed}
startup_trials = {startup}
warmup_epochs = {warmup}
[sweep.space]
"train.learning_rate" = {{ low = 1e-4, high = 1.0, log = true }}
"train.optimizer" = {{ choices = ["adam", "sgd"] }}
"pipeline.batch_size" = {{ choices = [32, 64, 128] }}
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trials", type=int, default=24)
    ap.add_argument("--parallel", type=int, default=2)
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--sampler", default="tpe", choices=("tpe", "random"))
    ap.add_argument("--startup-trials", type=int, default=5)
    ap.add_argument("--warmup-epochs", type=int, default=0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--keep", help="keep the run store in this folder")
    args = ap.parse_args()

    tmp = Path(args.keep or tempfile.mkdtemp(prefix="tpugui-sweep-prune-"))
    tmp.mkdir(parents=True, exist_ok=True)
    job = tmp / "job.toml"
    job.write_text(
        JOB.format(
            epochs=args.epochs,
            trials=args.trials,
            parallel=args.parallel,
            sampler=args.sampler,
            seed=args.seed,
            startup=args.startup_trials,
            warmup=args.warmup_epochs,
        )
    )
    env = {**os.environ, "TPUGUI_RUNS": str(tmp / "runs"), "TF_CPP_MIN_LOG_LEVEL": "3"}
    load = os.getloadavg()
    t0 = time.monotonic()
    res = subprocess.run(
        [sys.executable, "-m", "tpugui", "sweep", str(job), "--json"],
        capture_output=True, text=True, cwd=ROOT, env=env,
    )  # fmt: skip
    wall = time.monotonic() - t0
    if res.returncode != 0:
        print(res.stderr[-3000:], file=sys.stderr)
        return 1
    out = json.loads(res.stdout)
    trials = out["trials"]
    states = Counter(t["state"] for t in trials)
    pruned = states.get("PRUNED", 0)
    trained = 0
    for t in trials:
        events = Path(t["run_dir"]) / "events.jsonl"
        if events.exists():
            trained += sum(1 for e in read_events(events) if e["type"] == "epoch_end")
    full = len(trials) * args.epochs
    print(
        f"{len(trials)} trials ({out['counted']} counted), {args.parallel} at a time, "
        f"{args.epochs} epochs each, sampler {args.sampler} (seed {args.seed}), median pruner "
        f"(startup {args.startup_trials} trials, warmup {args.warmup_epochs} epochs)"
    )
    print("states: " + ", ".join(f"{k} {v}" for k, v in sorted(states.items())))
    print(f"pruned: {pruned} of {len(trials)} = {pruned / len(trials):.0%}")
    print(
        f"epochs trained: {trained} of {full} ({trained / full:.0%}; a sweep without pruning "
        f"trains all {full})"
    )
    best = out["best"]
    if best:
        print(f"best: trial {best['number']}, val_loss {best['value']:.4g}, {best['params']}")
    print(f"wall time {wall:.0f} s; load average at start {load[0]:.1f} (2 shared cores)")
    judged = _pruned_at(out["storage"], out["study"])
    ran_to = sorted(t["epochs"] or 0 for t in trials if t["state"] == "PRUNED")
    if judged:
        print(
            f"pruned at epoch (the pruner's decision): {judged}; the runs' last epoch "
            f"(a run ends after its current step once told to stop): {ran_to}"
        )
    return 0


def _pruned_at(storage: str, study: str) -> list[int]:
    """The epoch each PRUNED trial was pruned at: its last report, from the study's journal."""
    import optuna
    from optuna.storages import JournalStorage
    from optuna.storages.journal import JournalFileBackend

    optuna.logging.set_verbosity(optuna.logging.WARNING)
    st = optuna.load_study(study_name=study, storage=JournalStorage(JournalFileBackend(storage)))
    return sorted(
        max(t.intermediate_values)
        for t in st.trials
        if t.state.name == "PRUNED" and t.intermediate_values
    )


if __name__ == "__main__":
    sys.exit(main())
