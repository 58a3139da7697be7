"""``tpugui runs [--root DIR] [--json]``: the past runs, newest first (killed ones say so)."""

from __future__ import annotations

import argparse
import json
from datetime import datetime
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser(
        "runs",
        help="list past runs (status, steps, last loss)",
        description="List the run folders, newest first; a run killed mid-way is 'interrupted'.",
    )
    p.add_argument("--root", help="the runs folder (default: under the user data dir)")
    p.add_argument("--json", action="store_true", help="one JSON object per run")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    from tpugui.training.runs import default_runs_root, list_runs

    root = args.root or default_runs_root()
    found = list_runs(root)
    if args.json:
        for info in found:
            print(json.dumps(info.to_dict(), ensure_ascii=False))
        return 0
    if not found:
        print(f"no runs under {root}")
        return 0
    print(f"{'started':<19}  {'status':<11}  {'backend':<10}  {'steps':>7}  {'loss':>8}  run")
    for r in found:
        when = datetime.fromtimestamp(r.started).strftime("%Y-%m-%d %H:%M:%S") if r.started else ""
        loss = f"{r.last_loss:.4f}" if r.last_loss is not None else "-"
        print(f"{when:<19}  {r.status:<11}  {r.backend:<10}  {r.steps:>7}  {loss:>8}  {r.path}")
    return 0
