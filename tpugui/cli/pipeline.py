"""``tpugui pipeline code|advise|bench|tune JOB.toml``: the pipeline headless.

- ``code``: the standalone Python script that builds this dataset (``-o FILE`` to save it).
- ``advise``: the advice of the tf.data and TPU guides, most severe first (``--json``).
- ``bench``: throughput after warm-up, first-batch latency and the input-bound verdict.
- ``tune``: a bounded search with repeated measurements; lists every configuration tried, the
  noise, and the best only if it is faster beyond the noise; ``--write OUT.toml`` saves the
  recommended one (the current configuration when nothing is faster beyond the noise).

``--replicas N`` and ``--tpu`` describe the devices (the GUI takes them from the Devices page).
Exit codes: 0 fine, 1 the pipeline failed while running, 2 invalid job (the field is named).
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from pathlib import Path

from tpugui.i18n_marks import N_
from tpugui.job import JobError, load_job, save_job
from tpugui.job_errors import job_error


def register(subparsers: argparse._SubParsersAction) -> None:
    p = subparsers.add_parser(
        "pipeline",
        help="the tf.data pipeline of a job: its code, advice, measured speed, tuning",
        description="Inspect the [data] and [pipeline] sections of a job without the window.",
    )
    p.add_argument("action", choices=("code", "advise", "bench", "tune"))
    p.add_argument("job", help="the job file (TOML)")
    p.add_argument("--replicas", type=int, default=1, help="replicas the data is split over")
    p.add_argument("--tpu", action="store_true", help="the job runs on a TPU")
    p.add_argument("--json", action="store_true", help="print JSON (advise, bench, tune)")
    p.add_argument("-o", "--output", help="code: write the script to this file")
    p.add_argument("--batches", type=int, default=50, help="bench/tune: batches timed")
    p.add_argument("--warmup", type=int, default=5, help="bench/tune: batches before timing")
    p.add_argument("--no-verdict", action="store_true", help="bench: skip the model step")
    p.add_argument("--budget", type=int, default=24, help="tune: most configurations tried")
    p.add_argument("--write", help="tune: save the job with the recommended configuration here")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    job = load_job(args.job)
    base = Path(args.job).resolve().parent
    if args.replicas < 1:
        raise job_error("--replicas", N_("must be 1 or more, got {n}"), n=args.replicas)
    if args.action != "code":  # these read the data: its paths and sizes first, no framework yet
        from tpugui.training import limits

        problems = limits.path_problems(job, base) + limits.machine_problems(job, base)
        if problems:
            raise JobError.of(problems)
    try:
        return _ACTIONS[args.action](job, base, args)
    except JobError:
        raise
    except Exception as exc:  # noqa: BLE001 - tf.data errors become a message, exit 1
        from tpugui.pipeline.bench import friendly_error

        msg = friendly_error(exc)
        if msg is None:
            raise
        print(f"tpugui: {msg}", file=sys.stderr)
        return 1


def _code(job, base: Path, args: argparse.Namespace) -> int:  # noqa: ANN001
    from tpugui.pipeline.codegen import pipeline_code

    code = pipeline_code(job, base, args.replicas, args.tpu)
    if args.output:
        Path(args.output).write_text(code, encoding="utf-8")
        print(f"wrote {args.output}", file=sys.stderr)
    else:
        print(code)
    return 0


def _advise(job, base: Path, args: argparse.Namespace) -> int:  # noqa: ANN001
    from tpugui.pipeline import advice
    from tpugui.pipeline.build import check_pipeline

    problems = check_pipeline(job.pipeline, base)
    if problems:
        raise JobError.of(problems)
    facts = advice.probe_facts(job, base, args.replicas, args.tpu)
    items = advice.advise(job, facts)
    if args.tpu or args.replicas > 1:
        items = [a for a in items if a.id != "api-current"] + advice.legacy_api_notes()
    if args.json:
        print(json.dumps([a.as_dict() for a in items], indent=2, ensure_ascii=False))
        return 0
    if not items:
        print("No advice: the pipeline follows the guides.")
    for a in items:
        print(f"[{a.severity}] {a.title}\n    {a.reason}")
        if a.fix:
            print(
                f"    fix: {a.fix_label}  ({', '.join(f'{k} = {v!r}' for k, v in a.fix.items())})"
            )
    return 0


def _progress(done: int, total: int) -> None:
    if sys.stderr.isatty():
        print(f"\r  batch {done}/{total}", end="" if done < total else "\n", file=sys.stderr)


def _bench(job, base: Path, args: argparse.Namespace) -> int:  # noqa: ANN001
    from tpugui.pipeline.bench import bench_job

    res = bench_job(
        job,
        base,
        args.batches,
        args.warmup,
        threading.Event(),
        _progress,
        verdict=not args.no_verdict,
    )
    if args.json:
        print(json.dumps(res.as_dict(), indent=2))
        return 0
    print(f"pipeline: {res.summary}")
    print(
        f"  {res.examples_per_sec:,.0f} examples/s, {res.batches_per_sec:,.1f} batches/s "
        f"(the median of {len(res.samples)} measurements of {res.batches} batches of "
        f"{res.batch_size} after {args.warmup} warm-up, ±{res.spread:.0%}; Tune measures "
        "each configuration the same way)"
    )
    print(
        f"  first batch after {res.first_batch_s * 1000:.0f} ms, "
        f"median batch {res.batch_s * 1000:.2f} ms"
    )
    v = res.verdict
    if v is not None:
        print(f"  model step {v.step_s * 1000:.2f} ms on in-memory batches -> {v.label}")
        for s in v.suggestions:
            print(f"    - {s}")
    return 0


def _tune(job, base: Path, args: argparse.Namespace) -> int:  # noqa: ANN001
    from tpugui.pipeline.tune import apply_config, changes_text, tune_job

    def progress(i, budget, cfg, score):  # noqa: ANN001
        print(f"  trial {i}: {score:,.0f} examples/s  {cfg}", file=sys.stderr)

    res = tune_job(job, base, args.batches, args.warmup, args.budget, progress=progress)
    best_job = apply_config(job, res.recommended)
    if args.write:
        save_job(best_job, args.write)
    if args.json:
        print(
            json.dumps(
                {
                    "best": res.best,
                    "best_examples_per_sec": res.best_score,
                    "start": res.start,
                    "start_examples_per_sec": res.start_score,
                    "noise": res.noise,
                    "speedup": res.speedup,
                    "claimed": res.claimed,
                    "recommended": res.recommended,
                    "trials": [
                        {
                            "config": t.config,
                            "samples": t.samples,
                            "examples_per_sec": t.score,
                            "changes": [list(c) for c in t.changes(res.start)],
                        }
                        for t in res.trials
                    ],
                },
                indent=2,
            )
        )
        return 0
    print(f"{'examples/s':>12}  {'spread':>7}  {'vs current':>10}  changes from the current")
    for t in res.trials:
        spread = (max(t.samples) - min(t.samples)) / t.score if t.score > 0 else 0.0
        ratio = t.score / res.start_score if res.start_score > 0 else 0.0
        what = changes_text(t.changes(res.start)) or "(the current configuration)"
        print(f"{t.score:>12,.0f}  {spread:>6.0%}  {ratio:>9.2f}x  {what}")
    print(f"noise: ±{res.noise:.1%} (spread of repeated measurements)")
    what = changes_text(
        [(k, res.start.get(k), v) for k, v in res.best.items() if res.start.get(k) != v]
    )
    if res.claimed:
        print(
            f"best:  {res.speedup:.2f}x the current, beyond the noise "
            f"(threshold {res.threshold:.2f}x, {len(res.confirm.ratios)} interleaved pairs): "
            f"{what}  ({len(res.trials)} configurations measured)"
        )
    else:
        print(
            f"best:  no configuration is faster beyond the noise (re-measured "
            f"{res.speedup:.2f}x, threshold {res.threshold:.2f}x): keep the current one  "
            f"({len(res.trials)} configurations measured)"
        )
    if args.write:
        print(f"wrote {args.write}")
    return 0


_ACTIONS = {"code": _code, "advise": _advise, "bench": _bench, "tune": _tune}
