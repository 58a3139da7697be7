"""Several processes against one, for every framework with a multi-process runtime (torch DDP
over gloo, TensorFlow MultiWorkerMirroredStrategy, JAX ``jax.distributed``), on this machine's
CPU; and how long a run takes to end once one of its workers dies.

Throughput: the same job (the built-in cnn on scikit-learn's digits, global batch ``--batch``,
the shuffle stage off) with ``train.processes`` = 1 and 2, rounds alternating the order. A run's
steps/s is taken from its own events: steps over the seconds between the first ``batch_end`` of
epoch 2 and the last one (the start, the compile and the first epoch left out). The ratio is
2-process steps/s over 1-process steps/s, median over rounds. On 2 cores two processes share the
cores one process already uses (its intra-op threads), and add an all-reduce each step: expect
less than 2×, likely less than 1×; on a machine with a core per process and a model whose step is
compute-bound it approaches 2×.

Death to end: a run of 2 processes, worker 1 killed with SIGKILL at step ``--kill-at``; the
seconds from the kill to the run's ``run_finished`` (status failed, naming worker 1), median
over rounds. The parent notices a dead worker within its poll (0.1 s) and gives the others
``DEAD_GRACE_S`` (5 s) to end on their own before it kills them.

    .venv/bin/python benchmarks/processes.py [--rounds 3] [--epochs 3] [--steps 20] [--backends torch,tensorflow,jax]
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from tpugui.events import read_events  # noqa: E402
from tpugui.job import Job  # noqa: E402
from tpugui.training import engine  # noqa: E402


def job_of(backend: str, n: int, args: argparse.Namespace, **train: Any) -> Job:
    return Job.from_dict(
        {
            "name": f"bench-{backend}-{n}",
            "model": {"backend": backend, "architecture": args.architecture},
            "pipeline": {"batch_size": args.batch, "order": ["map", "cache", "batch", "prefetch"]},
            "train": {
                "epochs": args.epochs,
                "steps_per_epoch": args.steps,
                "processes": n,
                "checkpoint_every": 0,
                **train,
            },
        }  # fmt: skip
    )


def steps_per_s(run_dir: Path) -> float:
    ends = [r for r in read_events(run_dir / "events.jsonl") if r["type"] == "batch_end"]
    later = [r for r in ends if r["epoch"] >= 2]
    if len(later) < 2:
        raise SystemExit(f"{run_dir}: too few steps after epoch 1 to time")
    return (later[-1]["step"] - later[0]["step"]) / (later[-1]["time"] - later[0]["time"])


def throughput(backend: str, args: argparse.Namespace, root: Path) -> dict[str, Any]:
    rates: dict[int, list[float]] = {1: [], 2: []}
    for r in range(args.rounds):
        for n in (1, 2) if r % 2 == 0 else (2, 1):
            run_dir = root / f"{backend}-{n}-{r}"
            status = engine.run(job_of(backend, n, args), None, None, run_dir=run_dir)
            if status != "completed":
                raise SystemExit(f"{backend} with {n} processes ended {status}: {run_dir}")
            rates[n].append(steps_per_s(run_dir))
            print(f"  {backend} round {r} processes {n}: {rates[n][-1]:.2f} steps/s", flush=True)
    ratios = [b / a for a, b in zip(rates[1], rates[2], strict=True)]
    return {"one": statistics.median(rates[1]), "two": statistics.median(rates[2]),
            "ratio": statistics.median(ratios), "ratios": ratios}  # fmt: skip


def death_to_end(backend: str, args: argparse.Namespace, root: Path) -> list[float]:
    seconds = []
    for r in range(args.rounds):
        run_dir = root / f"{backend}-kill-{r}"
        killed_at: list[float] = []

        def sink(rec: dict[str, Any], run_dir: Path = run_dir, killed_at: list = killed_at) -> None:
            if rec["type"] == "batch_end" and rec["step"] >= args.kill_at and not killed_at:
                launch = json.loads((run_dir / "workers" / "launch.json").read_text())
                os.kill(launch["workers"][1]["pid"], signal.SIGKILL)
                killed_at.append(time.time())

        job = job_of(backend, 2, args, epochs=1000)
        status = engine.run(job, sink, threading.Event(), run_dir=run_dir)
        fin = list(read_events(run_dir / "events.jsonl"))[-1]
        if status != "failed" or "worker 1" not in (fin.get("error") or ""):
            raise SystemExit(f"{backend}: the killed run ended {status}: {fin.get('error')}")
        seconds.append(fin["time"] - killed_at[0])
        print(f"  {backend} round {r}: killed -> run_finished {seconds[-1]:.2f} s", flush=True)
    return seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--architecture", default="cnn")
    ap.add_argument("--kill-at", type=int, default=5)
    ap.add_argument("--backends", default="torch,tensorflow,jax")
    args = ap.parse_args()
    print(f"cores {os.cpu_count()}, batch {args.batch} ({args.architecture}), "
          f"{args.epochs} epochs x {args.steps} steps, {args.rounds} rounds")  # fmt: skip
    rows = []
    with tempfile.TemporaryDirectory(prefix="tpugui-processes-") as tmp:
        for backend in args.backends.split(","):
            got = throughput(backend, args, Path(tmp))
            dead = death_to_end(backend, args, Path(tmp))
            rows.append((backend, got, dead))
    print("\n| framework | 1 process steps/s | 2 processes steps/s | ratio (median; rounds) |"
          " worker death -> run's end (median; rounds) |")  # fmt: skip
    print("|---|---|---|---|---|")
    for backend, got, dead in rows:
        rounds = ", ".join(f"{x:.2f}" for x in got["ratios"])
        deaths = ", ".join(f"{x:.1f}" for x in dead)
        print(f"| {backend} | {got['one']:.2f} | {got['two']:.2f} | **{got['ratio']:.2f}×** "
              f"({rounds}) | **{statistics.median(dead):.1f} s** ({deaths}) |")  # fmt: skip


if __name__ == "__main__":
    main()
