"""``tpugui tune batch|lr|faster JOB.toml``: the batch size that fits, the learning rate, and
"make this job faster".

- ``batch``: candidates per replica (multiples of 8; of 128 on a TPU) tried each in a fresh
  process — compiled where the framework can size its step (JAX), else a few real steps
  measured — then the largest that fit timed; the pick leaves ``--headroom`` of the memory
  free, and the learning rate is offered scaled to it. ``--max-memory BYTES`` stands in for
  the device's memory (on a CPU-only machine: what a trial may use).
- ``lr``: a learning-rate range test (exponentially growing learning rate over a few hundred
  steps, in a child process), once per seed; the suggestion and the curve (``-o`` CSV or JSON).
- ``faster``: the job's throughput knobs (a larger batch that fits, steps_per_execution,
  compiling the step (jit_compile: XLA, torch.compile), mixed_bfloat16, the pipeline tuner's knobs: those its backend reads), each a fresh process
  training ``--steps`` steps, ``--rounds`` rounds alternated with the job as given; a change is
  offered only at equal loss and beyond the measured noise, as a diff of the job (``-o``: a new
  job file; never the input).

``batch`` and ``faster`` say each trial as it ends, counted against the search's plan and with
the time left (``trial 3 of at most 13, at most about 1:20 left: batch 256: …``); with ``--json``
the plan and each trial are ``tpugui-progress {json}`` lines on stderr
(:mod:`tpugui.tuning.progress`), the result the one JSON document on stdout.

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
        help=(
            "tune a job: the batch size that fits (batch), the learning rate (lr), its "
            "throughput knobs (faster)"
        ),
        description=(
            "batch: the largest batch that fits the device, timed, with headroom, and the "
            "learning rate scaled to it. lr: a learning-rate range test with a suggestion. "
            "faster: the batch, steps_per_execution, XLA compilation, precision and the pipeline "
            "knobs, all at once and then each taken back in turn; what is kept is offered at the "
            "job's loss and only beyond the noise. "
            "Every trial runs in its own process."
        ),
        epilog="Exit codes: 0 done, 1 nothing fits / the test failed, 2 invalid job or arguments.",
    )
    p.add_argument("action", choices=("batch", "lr", "faster"))
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
    p.add_argument(
        "--steps",
        type=int,
        default=None,
        help="lr: steps of the range test (default 200); faster: steps each trial trains "
        "(default 50)",
    )
    p.add_argument(
        "--rounds",
        type=int,
        default=3,
        help="faster: paired rounds of the pick against the job (default 3)",
    )
    p.add_argument(
        "--knobs",
        default="batch,steps_per_execution,jit_compile,precision,pipeline",
        help="faster: the knob groups searched, comma-separated (default: all that apply)",
    )
    p.add_argument("--min-lr", type=float, default=1e-6, help="lr: the first learning rate")
    p.add_argument("--max-lr", type=float, default=1.0, help="lr: the last learning rate")
    p.add_argument(
        "-o",
        "--output",
        help="lr: write the curve here (.csv or .json); faster: write the faster job here (.toml)",
    )
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
    if args.steps is None:
        args.steps = 50 if args.action == "faster" else 200
    if args.action == "faster":
        _check_faster(args)
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


def _check_faster(args: argparse.Namespace) -> None:
    from tpugui.tuning.faster import KNOBS

    if not 10 <= args.steps <= 100_000:
        raise job_error("--steps", N_("must be from 10 to 100000, got {n}"), n=args.steps)
    if not 2 <= args.rounds <= 50:
        raise job_error("--rounds", N_("must be from 2 to 50, got {n}"), n=args.rounds)
    knobs = tuple(k.strip() for k in (args.knobs or "").split(",") if k.strip())
    bad = [k for k in knobs if k not in KNOBS]
    if not knobs or bad:
        raise job_error(
            "--knobs",
            N_("must be one or more of {choices}, comma-separated, got {got!r}"),
            choices=", ".join(KNOBS),
            got=args.knobs,
        )
    args.knobs = knobs
    if args.output:
        out = Path(args.output)
        if out.suffix.lower() != ".toml":
            raise job_error("--output", N_("must end in .toml, got {n}"), n=args.output)
        if out.resolve() == Path(args.job).resolve():
            raise job_error(
                "--output", N_("must be a new file, not the input job {n}"), n=args.output
            )


def main(args: argparse.Namespace) -> int:
    max_memory = parse_bytes(args.max_memory) if args.max_memory is not None else None
    job, base = _check(args)
    if args.action == "batch":
        return _batch(job, base, args, max_memory)
    if args.action == "faster":
        return _faster(job, base, args, max_memory)
    return _lr(job, base, args)


def _counted(say: Any, json_lines: bool, count: Any = None) -> Any:
    """The search's ``progress(kind, item)``: the plan and each trial counted
    (:class:`~tpugui.tuning.progress.Count`); with ``--json`` each as its progress line on
    stderr (the window shows them), else ``say(kind, item, count)`` in words."""
    from tpugui.tuning import progress

    count = count if count is not None else progress.Count()

    def heard(kind: str, item: Any) -> None:
        if kind == "plan":
            count.planned(item)
        else:
            count.ended()
        if json_lines:
            print(progress.line(kind, item, count), file=sys.stderr, flush=True)
        elif kind != "plan":
            say(kind, item, progress.count_words(count))

    return heard


def _say_faster(kind: str, c: Any, count: str) -> None:
    if kind == "fit":
        what = f"does not fit ({c.error})" if c.error else "fits"
        print(f"  {count}: {c.name}: compiled, {what}", file=sys.stderr, flush=True)
        return
    if c.error:
        print(f"  {count}: {c.name}: failed ({c.error})", file=sys.stderr, flush=True)
        return
    n = len(c.rates)
    print(
        f"  {count}: round {n}: {c.name}: {c.rates[-1]:,.0f} examples/s, loss {c.losses[-1]:.4g}",
        file=sys.stderr,
        flush=True,
    )


def _faster(job: Any, base: Path, args: argparse.Namespace, max_memory: int | None) -> int:
    from tpugui.job import save_job
    from tpugui.tuning.faster import make_faster

    res = make_faster(
        job,
        base,
        steps=args.steps,
        rounds=args.rounds,
        knobs=args.knobs,
        replicas=args.replicas,
        max_memory=max_memory,
        headroom=args.headroom,
        progress=_counted(_say_faster, args.json),
    )
    written = ""
    if args.output and res.new_job is not None:
        save_job(res.new_job, args.output)
        written = args.output
    if args.json:
        print(json.dumps({**res.as_dict(), "written": written or None}, indent=2))
    else:
        _faster_table(res, written)
    return 1 if res.baseline.error or not res.baseline.rates else 0


def _faster_table(res: Any, written: str) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    table = Table(
        title=(
            f"{res.steps} steps a trial: all at once, then each taken back; the pick against "
            f"the job in {res.rounds} rounds (throughput noise ±{res.noise:.1%}; loss "
            f"tolerance {res.loss_tolerance:.0%})"
        )
    )
    for col in ("change", "examples/s", "× job", "loss", "equal loss", "beyond noise"):
        table.add_column(col, justify="left" if col == "change" else "right")
    b = res.baseline
    table.add_row(b.name, f"{b.rate:,.0f}", "1.00", f"{b.loss:.4g}", "", "")
    for c in res.candidates:
        if c.error:
            table.add_row(c.name, "", "", "", "", c.error[:60])
            continue
        cmp = c.comparison
        table.add_row(
            c.name,
            f"{c.rate:,.0f}" if c.rates else "",
            f"{c.speedup_vs_job:.2f}" if cmp is not None and cmp.ratios else "",
            f"{c.loss:.4g}",
            "" if c.accurate is None else ("yes" if c.accurate else "no (worse)"),
            "" if cmp is None else (f"yes (> {cmp.threshold:.2f}×)" if c.faster
                                    else f"no (slower in round {c.lost_round})" if c.lost_round
                                    else "(one trial)" if len(c.rates) < res.rounds
                                    else f"no (≤ {cmp.threshold:.2f}×)"),
        )  # fmt: skip
    console.print(table)
    for note in res.notes:
        console.print(f"note: {note}")
    console.print(str(res.verdict))
    if res.winner is None:
        return
    console.print("the change, as a diff of the job:")
    for key, old, new in res.diff:
        console.print(f"  {key}: {old!r} → {new!r}")
    if res.lr_rule:
        console.print(f"  (learning rate: {_rule_words(res.lr_rule)})")
    if written:
        console.print(f"the faster job written to {written}")


def _say(kind: str, t: Any, count: str) -> None:
    what = "fits" if t.fits else "does not fit"
    mem = f", {t.bytes:,} bytes" if t.bytes is not None else ""
    speed = f", {t.examples_per_sec:,.0f} examples/s" if t.examples_per_sec else ""
    if t.mfu is not None:
        speed += f", MFU {t.mfu:.1%}"
    err = f" ({t.error.splitlines()[0][:120]})" if t.error and not t.fits else ""
    label = "timed" if kind == "time" else t.how
    print(f"  {count}: batch {t.batch}: {label}, {what}{mem}{speed}{err}", file=sys.stderr,
          flush=True)  # fmt: skip


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
        progress=_counted(_say, args.json),
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
    for col in ("batch", "per replica", "how", "fits", "bytes", "examples/s", "MFU", "error"):
        table.add_column(col, justify="right" if col != "error" else "left")
    timed = {t.per_replica: t for t in res.timed}
    for t in res.trials:
        s = timed.get(t.per_replica)
        rate = f"{s.examples_per_sec:,.0f}" if s is not None and s.examples_per_sec else ""
        mfu = f"{s.mfu:.1%}" if s is not None and s.mfu is not None else ""
        table.add_row(
            str(t.batch),
            str(t.per_replica),
            t.how,
            "yes" if t.fits else "no",
            f"{t.bytes:,}" if t.bytes is not None else "",
            rate,
            mfu,
            (t.error.splitlines()[0][:60] if t.error else ""),
        )
    console.print(table)
    if res.peak_flops:
        console.print(
            f"MFU against a peak of {res.peak_flops / 1e9:,.1f} GFLOP/s ({res.peak_source})",
            highlight=False,
        )
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
