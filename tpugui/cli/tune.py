"""``tpugui tune batch|lr JOB.toml``: the batch size that fits, and the learning rate.

- ``batch``: candidates per replica (multiples of 8; of 128 on a TPU) tried each in a fresh
  process — compiled where the framework can size its step (JAX), else a few real steps
  measured — then the largest that fit timed; the pick leaves ``--headroom`` of the memory
  free, and the learning rate is offered scaled to it. ``--max-memory BYTES`` stands in for
  the device's memory (on a CPU-only machine: what a trial may use).
- ``lr``: a learning-rate range test (exponentially growing learning rate over a few hundred
  steps, in a child process), once per seed; the suggestion and the curve (``-o`` CSV or JSON).

Exit codes: 0 done, 1 no batch fits / the test failed, 2 invalid job or arguments (the field or
flag named, before any framework is imported).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error

_SIZE = re.compile(r"^\s*([0-9]*\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\s*([KMGT]i?B?|B)?\s*$", re.I)
_UNIT = {"": 1, "B": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}


def parse_bytes(text: str, flag: str = "--max-memory") -> int:
    """``"2e9"``, ``"512M"``, ``"4GiB"`` -> bytes (binary units); a JobError naming ``flag``
    for anything that is not a positive size."""
    m = _SIZE.match(text or "")
    if m:
        unit = (m[2] or "").upper()[:1] if (m[2] or "").upper() != "B" else "B"
        value = float(m[1]) * _UNIT[unit]
        if value >= 1:
            return int(value)
    raise job_error(
        flag,
        N_("must be a positive number of bytes (e.g. 2e9, 512M, 4GiB), got {value!r}"),
        value=text,
    )


def register(sub: Any) -> None:
    p = sub.add_parser(
        "tune",
        help="tune a job: the batch size that fits (batch), the learning rate (lr)",
        description=(
            "batch: the largest batch that fits the device, timed, with headroom, and the "
            "learning rate scaled to it. lr: a learning-rate range test with a suggestion. "
            "Every trial runs in its own process."
        ),
        epilog="Exit codes: 0 done, 1 nothing fits / the test failed, 2 invalid job or arguments.",
    )
    p.add_argument("action", choices=("batch", "lr"))
    p.add_argument("job", help="the job file (TOML)")
    p.add_argument("--json", action="store_true", help="print the result as JSON")
    p.add_argument(
        "--base-dir",
        metavar="DIR",
        help="where the job's relative paths point (default: the job file's folder)",
    )
    p.add_argument(
        "--max-memory",
        metavar="BYTES",
        help=(
            "batch: the memory one device has (e.g. 16G); on a machine without the device it "
            "stands in for it: a trial fits when its measured or compiled memory is at most "
            "this (default: the device's own limit, else the host's available memory)"
        ),
    )
    p.add_argument("--replicas", type=int, default=1, help="batch: replicas the batch splits over")
    p.add_argument("--tpu", action="store_true", help="batch: the job runs on a TPU (grid of 128)")
    p.add_argument(
        "--headroom",
        type=float,
        default=0.10,
        help="batch: the share of memory the pick leaves free (default 0.10)",
    )
    p.add_argument("--time-steps", type=int, default=20, help="batch: steps each timing runs")
    p.add_argument("--seeds", type=int, default=1, help="lr: range tests, one per seed")
    p.add_argument("--steps", type=int, default=200, help="lr: steps of the range test")
    p.add_argument("--min-lr", type=float, default=1e-6, help="lr: the first learning rate")
    p.add_argument("--max-lr", type=float, default=1.0, help="lr: the last learning rate")
    p.add_argument("-o", "--output", help="lr: write the curve here (.csv or .json)")
    p.set_defaults(func=main)


def _check(args: argparse.Namespace) -> tuple[Any, Path]:
    """The job and its folder, checked before any framework import (exit 2 otherwise)."""
    from tpugui.job import load_job
    from tpugui.training import engine

    job = load_job(args.job)
    base = Path(args.base_dir).resolve() if args.base_dir else Path(args.job).resolve().parent
    if args.base_dir and not base.is_dir():
        raise job_error("--base-dir", N_("{path} is not a folder"), path=args.base_dir)
    if args.replicas < 1:
        raise job_error("--replicas", N_("must be 1 or more, got {n}"), n=args.replicas)
    if not 0 <= args.headroom < 1:
        raise job_error("--headroom", N_("must be from 0 to below 1, got {n}"), n=args.headroom)
    if args.action == "batch" and args.time_steps < 2:
        raise job_error("--time-steps", N_("must be 2 or more, got {n}"), n=args.time_steps)
    if args.action == "lr":
        if args.seeds < 1:
            raise job_error("--seeds", N_("must be 1 or more, got {n}"), n=args.seeds)
        if args.steps < 10:
            raise job_error("--steps", N_("must be 10 or more, got {n}"), n=args.steps)
        if not 0 < args.min_lr < args.max_lr:
            raise job_error(
                "--min-lr", N_("must be above 0 and below --max-lr, got {n}"), n=args.min_lr
            )
        if args.output and Path(args.output).suffix.lower() not in (".csv", ".json"):
            raise job_error("--output", N_("must end in .csv or .json, got {n}"), n=args.output)
    engine.check(job, base)
    return job, base


def main(args: argparse.Namespace) -> int:
    max_memory = parse_bytes(args.max_memory) if args.max_memory is not None else None
    job, base = _check(args)
    if args.action == "batch":
        return _batch(job, base, args, max_memory)
    return _lr(job, base, args)


def _say(kind: str, t: Any) -> None:
    what = "fits" if t.fits else "does not fit"
    mem = f", {t.bytes:,} bytes" if t.bytes is not None else ""
    speed = f", {t.examples_per_sec:,.0f} examples/s" if t.examples_per_sec else ""
    err = f" ({t.error.splitlines()[0][:120]})" if t.error and not t.fits else ""
    label = "timed" if kind == "time" else t.how
    print(f"  batch {t.batch}: {label}, {what}{mem}{speed}{err}", file=sys.stderr, flush=True)


def _batch(job: Any, base: Path, args: argparse.Namespace, max_memory: int | None) -> int:
    from tpugui.tuning.batch_fit import fit_batch

    res = fit_batch(
        job,
        base,
        replicas=args.replicas,
        tpu=args.tpu,
        max_memory=max_memory,
        headroom=args.headroom,
        time_steps=args.time_steps,
        progress=None if args.json else _say,
    )
    if args.json:
        print(json.dumps(res.as_dict(), indent=2))
    else:
        _batch_table(res)
    return 0 if res.pick is not None else 1


def _batch_table(res: Any) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    limit = f"{res.limit:,} bytes ({res.limit_source})" if res.limit else "unknown"
    table = Table(title=f"Batch sizes tried (memory limit {limit})")
    for col in ("batch", "per replica", "how", "fits", "bytes", "examples/s", "error"):
        table.add_column(col, justify="right" if col != "error" else "left")
    timed = {t.per_replica: t for t in res.timed}
    for t in res.trials:
        s = timed.get(t.per_replica)
        rate = f"{s.examples_per_sec:,.0f}" if s is not None and s.examples_per_sec else ""
        table.add_row(
            str(t.batch),
            str(t.per_replica),
            t.how,
            "yes" if t.fits else "no",
            f"{t.bytes:,}" if t.bytes is not None else "",
            rate,
            (t.error.splitlines()[0][:60] if t.error else ""),
        )
    console.print(table)
    for note in res.notes:
        console.print(f"note: {note}")
    if res.pick is None:
        console.print("no batch fits (see the errors above)")
        return
    console.print(
        f"pick: batch {res.pick.batch} ({res.pick.per_replica} per replica × {res.replicas}), "
        f"{res.pick.examples_per_sec:,.0f} examples/s, leaving at least {res.headroom:.0%} of "
        f"the memory free (memory {res.measured_by})"
    )
    console.print(
        f"learning rate: {res.scaled_lr:.3g} for batch {res.pick.batch} "
        f"(was {res.lr:g} for {res.job_batch}; {_rule_words(res.lr_rule)})"
    )


def _rule_words(rule: str) -> str:
    if rule == "linear":
        return "linear rule: scaled by the batch ratio, as for SGD"
    return "square-root rule: scaled by the square root of the batch ratio, as for Adam/AdamW"


def _lr(job: Any, base: Path, args: argparse.Namespace) -> int:
    from tpugui.tuning import lr_range

    res = lr_range.range_test(
        job,
        base,
        seeds=args.seeds,
        steps=args.steps,
        min_lr=args.min_lr,
        max_lr=args.max_lr,
    )
    if args.output:
        lr_range.write_curve(res, Path(args.output))
    if args.json:
        print(json.dumps(res.as_dict(), indent=2))
    else:
        for run in res.runs:
            got = f"{run.suggestion:.3g}" if run.suggestion else "none"
            err = f" ({run.error})" if run.error else ""
            print(f"seed {run.seed}: suggestion {got}{err}")
        if res.suggestion:
            print(
                f"suggested learning rate: {res.suggestion:.3g} ({res.rule}); across seeds "
                f"the suggestions span ×{res.spread:.2f}"
            )
        else:
            print("no suggestion: the loss did not fall (see the curve)")
        if args.output:
            print(f"curve written to {args.output}")
    return 0 if res.suggestion else 1
