"""``tpugui runs [--root DIR] [--json]``: the past runs, newest first (killed ones say so).

``goodput`` is the share of the run's wall time spent in training steps; ``--json`` carries
every bucket (``goodput.seconds``: productive, startup, compile, input, eval, save, restore,
lost, other; with a price, ``goodput.cost``), see :mod:`tpugui.runs.goodput`. ``cost`` is what the
run cost in US dollars (its wall time at the slice's price, :mod:`tpugui.cost`; "-" without a
price) and ``reason`` why it stopped itself (``budget``).

``tpugui runs import LOGDIR`` adds a TensorBoard logdir's runs beside tpugui's
(:mod:`tpugui.runs.tb_runs`); ``--logdir LOGDIR`` lists them without adding them.
``tpugui runs export RUN... -o FILE`` writes every point of the runs as one table, CSV or
Parquet by the file's suffix (:mod:`tpugui.runs.export`).

Fast at any size: each run is read from its ``summary.json`` or the head and tail of its
events.jsonl (:func:`tpugui.runs.store.summarize`), never every event."""

from __future__ import annotations

import argparse
import json
import sys
from datetime import datetime
from typing import Any


def register(sub: Any) -> None:
    p = sub.add_parser(
        "runs",
        help="list past runs (status, steps, epoch mean loss, validation loss)",
        description=(
            "List the run folders, newest first; a run killed mid-way is 'interrupted'. "
            "'tpugui runs import LOGDIR' adds a TensorBoard logdir's runs beside them; "
            "'--logdir LOGDIR' lists a logdir's runs without adding them."
        ),
    )
    p.add_argument("--root", help="the runs folder (default: under the user data dir)")
    p.add_argument("--json", action="store_true", help="one JSON object per run")
    p.add_argument(
        "--logdir",
        metavar="LOGDIR",
        help="list the runs of a TensorBoard logdir (every scalar read) instead of the runs folder",
    )
    p.set_defaults(func=main)
    verbs = p.add_subparsers(dest="runs_verb", metavar="import|export")
    imp = verbs.add_parser(
        "import",
        help="add a TensorBoard logdir's runs to the run history",
        description=(
            "Add every run of a TensorBoard logdir (each folder holding events.out.tfevents.* "
            "files) to the runs folder, beside tpugui's runs: every scalar point with its step "
            "and wall time, and the hparams. The event files stay where they are; importing "
            "again reads only what they gained."
        ),
    )
    imp.add_argument("logdir", metavar="LOGDIR", help="the folder TensorBoard's --logdir names")
    imp.add_argument("--root", dest="import_root", help="the runs folder (default: as above)")
    imp.add_argument("--json", dest="import_json", action="store_true",
                     help="one JSON object per imported run")  # fmt: skip
    imp.set_defaults(func=import_main)
    exp = verbs.add_parser(
        "export",
        help="write every point of runs as one table (CSV or Parquet)",
        description=(
            "Write every metric point of the runs (run folders; tpugui's or imported TensorBoard "
            "runs) as one tidy table, one value a row: run, run_id, kind, epoch, step, seconds, "
            "metric, value. The format follows the file's suffix: .csv or .parquet."
        ),
    )
    exp.add_argument("runs", metavar="RUN", nargs="+", help="run folders")
    exp.add_argument("-o", "--output", required=True, metavar="FILE",
                     help="the table to write: NAME.csv or NAME.parquet")  # fmt: skip
    exp.set_defaults(func=export_main)


def _problems(problems: list[Any]) -> None:
    for problem in problems:
        print(f"tpugui: {problem}", file=sys.stderr)


def import_main(args: argparse.Namespace) -> int:
    from tpugui.runs import tb_runs
    from tpugui.runs.store import default_runs_root, summarize
    from tpugui.runs.tensorboard import LogdirError

    root = args.import_root or args.root or default_runs_root()
    try:
        folders, problems = tb_runs.import_logdir(args.logdir, root)
    except LogdirError as exc:
        print(f"tpugui: {exc}", file=sys.stderr)
        return 2
    _problems(problems)
    for folder in folders:
        info = summarize(folder)
        if args.import_json or args.json:
            print(json.dumps(info.to_dict(), ensure_ascii=False))
        else:
            print(f"{info.name}: {info.events:,} points, last step {info.steps:,} -> {folder}")
    if not (args.import_json or args.json):
        print(f"added {len(folders)} TensorBoard runs to {root} (see them with: tpugui runs)")
    return 0


def export_main(args: argparse.Namespace) -> int:
    from pathlib import Path

    from tpugui.runs import export
    from tpugui.runs.cache import load_run
    from tpugui.runs.store import is_run_folder

    if Path(args.output).suffix.lower() not in export.FORMATS:
        print(f"tpugui: {args.output}: name a .csv or a .parquet file (-o)", file=sys.stderr)
        return 2
    runs = []
    for folder in args.runs:
        if not is_run_folder(Path(folder)):
            print(f"tpugui: {folder} is not a run folder (no events.jsonl)", file=sys.stderr)
            return 2
        runs.append(load_run(folder))
    try:
        rows = export.write(runs, args.output)
    except ImportError:
        print(
            "tpugui: Parquet needs pyarrow (pip install pyarrow); or write a .csv", file=sys.stderr
        )
        return 2
    except OSError as exc:
        print(f"tpugui: cannot write {args.output}: {exc}", file=sys.stderr)
        return 1
    print(f"wrote {rows:,} values of {len(runs)} run(s) to {args.output}")
    return 0


def main(args: argparse.Namespace) -> int:
    from tpugui.cost import money
    from tpugui.runs import goodput
    from tpugui.runs.store import default_runs_root, list_runs

    root = args.root or default_runs_root()
    if args.logdir:
        from tpugui.runs import tb_runs
        from tpugui.runs.tensorboard import LogdirError

        try:
            found, problems = tb_runs.logdir_infos(args.logdir)
        except LogdirError as exc:
            print(f"tpugui: {exc}", file=sys.stderr)
            return 2
        _problems(problems)
        root = args.logdir
    else:
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
