"""What the goodput ledger costs a run, measured (not asserted).

The ledger (``tpugui.runs.goodput.Ledger``) folds every record the run's Reporter emits. Two
figures, on a real torch run (the digits MLP, ``--epochs`` × ``--steps`` steps):

1. the fold alone: microseconds a record, over the run's own events, against the run's median
   step time (the share of a step it takes);
2. steps/s through ``engine.run()`` with the ledger against the same run with a ledger that
   folds nothing, alternated in one process, epochs 2..E (the first epoch's start-up outside).

    .venv/bin/python benchmarks/ledger_cost.py [--rounds 5] [--steps 200] [--epochs 4] [--docs]

The figures go to ``benchmarks/results/ledger_cost.json``; ``--docs`` puts them into
docs/benchmarks.md (between its ``<!-- ledger-cost -->`` marks).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import docs_block  # noqa: E402 - beside this script

from tpugui.events import read_events  # noqa: E402
from tpugui.job import Job  # noqa: E402
from tpugui.runs import goodput  # noqa: E402
from tpugui.training import engine, reporter  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results" / "ledger_cost.json"


class _NoLedger(goodput.Ledger):
    """The ledger's place kept, nothing folded (the "off" arm)."""

    def add(self, rec):  # noqa: ANN001, ANN201
        return None


def make_job(steps: int, epochs: int) -> Job:
    return Job.from_dict({
        "name": "ledger-bench", "model": {"backend": "torch", "architecture": "mlp"},
        "train": {"epochs": epochs, "steps_per_epoch": steps, "checkpoint_every": 0},
    })  # fmt: skip


def one_run(job: Job, ledger: type) -> tuple[float, list[dict]]:
    """(steps per second over epochs 2..E, the run's events)."""
    ends: list[float] = []

    def sink(ev: dict) -> None:
        if ev["type"] == "epoch_end":
            ends.append(time.perf_counter())

    saved = reporter.Ledger
    reporter.Ledger = ledger
    try:
        with tempfile.TemporaryDirectory() as d:
            status = engine.run(job, sink, threading.Event(), run_dir=Path(d) / "run")
            assert status == "completed", status
            events = list(read_events(Path(d) / "run" / "events.jsonl"))
    finally:
        reporter.Ledger = saved
    steps = (len(ends) - 1) * job.train.steps_per_epoch
    return steps / (ends[-1] - ends[0]), events


def fold_cost(events: list[dict], reps: int = 200) -> float:
    """Seconds to fold one record (the median of ``reps`` folds of the whole run)."""
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        led = goodput.Ledger()
        for rec in events:
            led.add(rec)
        led.result()
        times.append((time.perf_counter() - t0) / len(events))
    return statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--epochs", type=int, default=4)
    ap.add_argument("--docs", action="store_true", help="put the figures into docs/benchmarks.md")
    args = ap.parse_args()
    job = make_job(args.steps, args.epochs)
    one_run(job, goodput.Ledger)  # warm: imports, the data set's first load
    ratios, on_rates, off_rates = [], [], []
    events: list[dict] = []
    for r in range(args.rounds):
        arms = [("on", goodput.Ledger), ("off", _NoLedger)]
        if r % 2:
            arms.reverse()
        got = {}
        for name, ledger in arms:
            got[name], ev = one_run(job, ledger)
            if name == "on":
                events = ev
        on_rates.append(got["on"])
        off_rates.append(got["off"])
        ratios.append(got["on"] / got["off"])
        print(f"round {r + 1}: with the ledger {got['on']:.1f} steps/s, without "
              f"{got['off']:.1f} steps/s, ratio {ratios[-1]:.3f}", flush=True)  # fmt: skip
    per_record = fold_cost(events)
    step_s = statistics.median(
        e["step_s"] for e in events if e["type"] == "batch_end" and e.get("step_s")
    )
    per_step = (
        per_record * len(events) / max(sum(e["type"] == "batch_end" for e in events), 1)
    )  # every record of the run, shared over its steps
    print(f"fold: {per_record * 1e6:.1f} µs a record, {per_step * 1e6:.1f} µs a step "
          f"({100 * per_step / step_s:.3f} % of the median step, {step_s * 1e3:.2f} ms)")  # fmt: skip
    print(f"steps/s with the ledger / without, median of {args.rounds} rounds: "
          f"{statistics.median(ratios):.3f} (rounds {min(ratios):.3f}-{max(ratios):.3f})")  # fmt: skip
    result = {
        "machine": f"{platform.machine()}, {os.cpu_count()} vCPUs",
        "load_average": round(os.getloadavg()[0], 1),
        "rounds": args.rounds, "steps": args.steps, "epochs": args.epochs,
        "fold_us_per_record": per_record * 1e6, "fold_us_per_step": per_step * 1e6,
        "median_step_ms": step_s * 1e3, "share_of_step": per_step / step_s,
        "ratio": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios),
        "steps_per_s_on": statistics.median(on_rates),
        "steps_per_s_off": statistics.median(off_rates),
    }  # fmt: skip
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=1))
    if args.docs:
        write_docs(result)
    return 0


def write_docs(r: dict) -> None:
    row = (
        f"| `ledger_cost.py` | the goodput ledger on a real torch run (digits MLP, {r['epochs']} "
        f"epochs × {r['steps']} steps): its fold a record over the run's own events, and steps/s "
        f"through `engine.run()` with the ledger against one that folds nothing, alternated, "
        f"median of {r['rounds']} rounds | fold **{r['fold_us_per_record']:.1f} µs** a record, "
        f"{r['fold_us_per_step']:.1f} µs a step ({100 * r['share_of_step']:.2f} % of the median "
        f"step of {r['median_step_ms']:.2f} ms); steps/s with / without **{r['ratio']:.3f}** "
        f"(rounds {r['ratio_min']:.3f}–{r['ratio_max']:.3f}) | ≤ 1 % of a step |"
    )
    body = (
        f"| script | what it measures | figure | target |\n|---|---|---|---|\n{row}\n"
        f"\nMeasured on {r['machine']} (load average {r['load_average']} at the end)."
    )
    docs_block.put("ledger-cost", body, "Goodput ledger")


if __name__ == "__main__":
    sys.exit(main())
