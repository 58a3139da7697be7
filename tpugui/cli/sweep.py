"""``tpugui sweep JOB.toml [--trials N] [--parallel K] [--study NAME] [--json]``.

An Optuna study over the job's ``[sweep.space]``: each trial is the job with its sampled values,
trained by ``tpugui train`` in its own process and run folder (``STUDY-trialN`` in the run
store, listed by ``tpugui runs``); ``parallel`` trials train at a time; the pruner stops a trial
whose epoch metric falls behind. The study lives in a journal file in the run store (or the
database ``[sweep] storage`` names): the same command again resumes it. Prints the trials and
the best; ``--json`` prints the same as JSON.

Exit codes: 0 the study has a complete trial, 1 no trial completed, 2 invalid job, space or
arguments (the key named, before any framework is imported), 130 stopped (Ctrl-C, or the file
``--stop-file`` names appearing, stops the trials' runs; a re-run replaces them).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.job_errors import job_error


def register(sub: Any) -> None:
    p = sub.add_parser(
        "sweep",
        help="an Optuna study over the job's [sweep.space]; its trials are ordinary runs",
        description=(
            "Run an Optuna study over JOB.toml's [sweep.space]: every trial is the job with "
            "its sampled values, trained in its own process and run folder; trials whose "
            "epoch metric falls behind are pruned (stopped). The study lives in a journal "
            "file in the run store (sweeps/STUDY.journal) or the database [sweep] storage "
            "names; the same command again resumes it."
        ),
        epilog=(
            "Exit codes: 0 a trial completed, 1 none did, 2 invalid job, space or arguments, "
            "130 stopped."
        ),
    )
    p.add_argument("job", help="the job file (TOML) with a [sweep] section")
    p.add_argument("--trials", type=int, help="trials in all (default: [sweep] trials)")
    p.add_argument("--parallel", type=int, help="trials at a time (default: [sweep] parallel)")
    p.add_argument("--study", help="the study's name (default: [sweep] study, else the job's name)")
    p.add_argument(
        "--remote",
        action="store_true",
        help="train the trials on the job's remote.host and remote.workers, one per host at a "
        "time (over SSH, as the Remote page runs a job)",
    )
    p.add_argument("--json", action="store_true", help="print the trials and the best as JSON")
    p.add_argument(
        "--stop-file",
        metavar="FILE",
        help="stop as Ctrl-C does once FILE exists (for a parent whose SIGINT is ignored: a "
        "script, nohup or &)",
    )
    p.add_argument(
        "--base-dir",
        metavar="DIR",
        help="where the job's relative paths point (default: the job file's folder)",
    )
    from tpugui.cli.remote import ssh_args

    ssh_args(p.add_argument_group("SSH, with --remote"))
    p.set_defaults(func=main)


def _check(args: argparse.Namespace) -> tuple[Any, Path, Any, Any, Any]:
    """The job, its folder, the space, the settings and the storage: checked before any
    framework (or Optuna) import; a JobError (exit 2) otherwise."""
    from tpugui.job import load_job
    from tpugui.runs import store as runs
    from tpugui.sweep import driver, space, storage
    from tpugui.training import engine

    job = load_job(args.job)
    base_dir = getattr(args, "base_dir", None)
    base = Path(base_dir).resolve() if base_dir else Path(args.job).resolve().parent
    if base_dir and not base.is_dir():
        raise job_error("--base-dir", N_("{path} is not a folder"), path=base_dir)
    settings = driver.settings_of(job, args.trials, args.parallel)
    dims = space.parse(job)
    name = storage.study_name(job, args.study)
    engine.check(job, base)
    where = storage.locate(job, name, runs.default_runs_root(), base)
    return job, base, dims, settings, where


def main(args: argparse.Namespace) -> int:
    if args.study is not None and not args.study.strip():
        raise job_error("--study", N_("must not be empty"))
    job, base, dims, settings, where = _check(args)
    if importlib.util.find_spec("optuna") is None:
        print(
            "tpugui: a sweep needs Optuna: pip install 'optuna==5.0.0' (or 'tpugui[ml]')",
            file=sys.stderr,
        )
        return 1
    from tpugui.runs import store as runs
    from tpugui.sweep.driver import Sweep
    from tpugui.sweep.storage import StudyLock

    def say(text: str) -> None:
        print(text, file=sys.stderr, flush=True)

    if not args.json:
        say(
            f"study {where.study}: {settings.trials} trials, {settings.parallel} at a time, "
            f"{settings.direction} {settings.metric}, pruner {settings.pruner}; "
            f"storage {where.label}"
        )
    connect_host = None
    if args.remote:
        from tpugui.cli.remote import _host_connector
        from tpugui.sweep.remote_trials import hosts_of

        if not hosts_of(job):
            raise job_error("remote.host", N_("--remote needs the host(s) the trials train on"))
        connect_host = _host_connector(args, job)
        settings = dataclasses.replace(settings, parallel=len(hosts_of(job)))
    stop_file = Path(args.stop_file).resolve() if getattr(args, "stop_file", None) else None
    sweep = Sweep(job, base, dims, where, settings, runs.default_runs_root(), say, connect_host,
                  stop_file)  # fmt: skip
    with StudyLock(where):
        res = sweep.run()
    dashboard = where.dashboard_command() if importlib.util.find_spec("optuna_dashboard") else None
    if args.json:
        out = res.as_dict()
        out["dashboard"] = dashboard
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        _table(res, [d.key for d in dims])
        if dashboard:
            print(f"open the study in optuna-dashboard: {dashboard}")
    return 0 if res.best is not None else 1


def _cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float):
        return f"{v:.4g}"
    return str(v)


def _table(res: Any, keys: list[str]) -> None:
    from rich.console import Console
    from rich.table import Table

    # a pipe or a file gets the whole table, not one cut to 80 columns
    console = Console(width=None if sys.stdout.isatty() else 200)
    table = Table(title=f"Study {res.study} ({res.direction} {res.metric})")
    table.add_column("trial", justify="right")
    for key in keys:
        table.add_column(key, justify="right", overflow="fold")
    table.add_column(res.metric, justify="right")
    table.add_column("state")
    table.add_column("epochs", justify="right")
    table.add_column("run id", overflow="fold")
    for t in res.trials:
        state = t.state + (" (lost)" if t.lost else "")
        table.add_row(
            str(t.number),
            *(_cell(t.params.get(k)) for k in keys),
            _cell(t.value),
            state,
            _cell(t.epochs),
            t.run_id,
        )
    console.print(table)
    for t in res.trials:
        if t.state == "FAIL" and t.error:
            console.print(f"trial {t.number}: {t.error.splitlines()[0][:300]}", highlight=False)
    if res.best is None:
        console.print("no trial completed")
        return
    params = ", ".join(f"{k} = {_cell(v)}" for k, v in res.best.params.items())
    console.print(
        f"best: trial {res.best.number}, {res.metric} {res.best.value:.6g} ({params}); "
        f"run {res.best.run_id}"
    )
