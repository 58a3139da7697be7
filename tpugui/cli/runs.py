"""``tpugui runs [--root DIR] [--json]``: the past runs, newest first (killed ones say so).

``goodput`` is the share of the run's wall time spent in training steps; ``--json`` carries
every bucket (``goodput.seconds``: productive, startup, compile, input, eval, save, restore,
other; with a price, ``goodput.cost``), see :mod:`tpugui.runs.goodput`. ``cost`` is what the
run cost in US dollars (its wall time at the slice's price, :mod:`tpugui.cost`; "-" without a
price) and ``reason`` why it stopped itself (``budget``).

Fast at any size: each run is read from its ``summary.json`` or the head and tail of its
events.jsonl (:func:`tpugui.runs.store.summarize`), never every event."""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser(
        "runs",
        help="list past runs (status, steps, epoch mean loss, validation loss)",
        description="List the run folders, newest first; a run killed mid-way is 'interrupted'.",
    )
    p.add_argument("--root", help="the runs folder (default: under the user data dir)")
    p.add_argument("--json", action="store_true", help="one JSON object per run")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    from tpugui.cost import money
    from tpugui.runs import goodput
    from tpugui.runs.store import default_runs_root, list_runs

    root = args.root or default_runs_root()
    found = list_runs(root)
    if args.json:
        for info in found:
            print(json.dumps(info.to_dict(), ensure_ascii=False))
        return 0
    if not found:
        print(f"no runs under {root}")
        return 0
    print(
        f"{'started':<19}  {'status':<11}  {'backend':<10}  {'steps':>7}  "
        f"{'epoch loss':>10}  {'val loss':>8}  {'goodput':>7}  {'cost':>9}  run"
    )
    for r in found:
        when = datetime.fromtimestamp(r.started).strftime("%Y-%m-%d %H:%M:%S") if r.started else ""
        loss = _num(r.epoch_loss if r.epoch_loss is not None else r.last_loss)
        val = _num(r.last_val_loss)
        good = goodput.share(r.goodput)
        good_text = f"{100 * good:.0f} %" if good is not None else "-"
        print(
            f"{when:<19}  {r.status:<11}  {r.backend:<10}  {r.steps:>7}  {loss:>10}  {val:>8}  "
            f"{good_text:>7}  {money(r.cost) if r.cost is not None else '-':>9}  {r.path}"
        )
    return 0


def _num(v: float | None) -> str:
    return f"{v:.4f}" if v is not None else "-"
