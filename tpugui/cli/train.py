"""``tpugui train JOB.toml [--run-dir DIR]``: train headless with a progress bar.

The run folder is printed at the start and at the end. Ctrl-C asks the run to stop after the
current step (exit 130); a second Ctrl-C quits at once. Exit codes: 0 completed, 1 failed,
2 invalid job (before any framework is imported), 130 stopped.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time
from pathlib import Path
from typing import Any

from tpugui import backends
from tpugui.events import RunStatus

#: the exit code of each way a run ends (a preempted run failed as far as a script can tell)
EXIT = {RunStatus.COMPLETED: 0, RunStatus.FAILED: 1, RunStatus.PREEMPTED: 1, RunStatus.STOPPED: 130}


def register(sub: Any) -> None:
    p = sub.add_parser(
        "train",
        help="train a job headless (progress bar, events in the run folder)",
        description=(
            "Train JOB.toml with its backend. Writes job.toml, events.jsonl, checkpoints/ and "
            "TensorBoard files to the run folder. Ctrl-C stops after the current step."
        ),
    )
    p.add_argument("job", help="the job file (TOML)")
    p.add_argument("--run-dir", help="the run folder (default: a new one under the user data dir)")
    p.add_argument(
        "--base-dir",
        help="the folder the job's relative paths are read from (default: the job file's folder)",
    )
    p.add_argument(
        "--warm",
        metavar="BACKEND",
        help=argparse.SUPPRESS,  # the window's warm start: import BACKEND, then wait for the job
    )
    p.add_argument("--owner", type=int, default=0, help=argparse.SUPPRESS)
    out = p.add_mutually_exclusive_group()
    out.add_argument("--quiet", action="store_true", help="no progress bar")
    out.add_argument(
        "--json", action="store_true", help="print every event as a JSON line on stdout"
    )
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    from tpugui.job import load_job
    from tpugui.training import engine

    job_path = Path(args.job)
    # where the run's wall time begins (its goodput ledger): this process's start, or for a
    # warm process (imported ahead, waiting) the moment Start handed it the job
    run_start = _process_start()
    if args.warm:
        start = _warm_up(args.warm, Path(args.run_dir), args.owner)
        if start is None:
            return 0  # not wanted after all: the folder is gone
        run_start = time.time()
        args.base_dir = start.get("base_dir") or args.base_dir
        # Start renamed the folder (named at Start): it is this process's working directory
        args.run_dir = start["run_dir"]
        job_path = Path(args.run_dir) / "job.toml"
    job = load_job(job_path)  # JobError -> exit 2 (cli.py)
    base_dir = Path(args.base_dir).resolve() if args.base_dir else job_path.resolve().parent
    engine.check(job, base_dir)  # before any framework import
    if not args.warm:  # the window's Start said it in its pre-flight already
        _warn_disk(job, Path(args.run_dir).parent if args.run_dir else None)
    run_dir = engine.prepare_run_dir(job, args.run_dir, base_dir)
    print(f"run folder: {run_dir}", flush=True)

    stop = threading.Event()
    sink: Any = None
    if args.json:

        def sink(ev: dict[str, Any]) -> None:
            sys.stdout.write(json.dumps(ev, ensure_ascii=False) + "\n")
            sys.stdout.flush()

    elif not args.quiet:
        from tpugui.training.progress import ProgressSink

        sink = ProgressSink()

    def on_sigint(signum: int, frame: Any) -> None:
        if stop.is_set():
            raise KeyboardInterrupt
        stop.set()
        print(
            "\ntpugui: stopping after the current step (Ctrl-C again to quit at once)",
            file=sys.stderr,
            flush=True,
        )

    preempted = threading.Event()

    def on_sigterm(signum: int, frame: Any) -> None:
        if stop.is_set():  # Stop's escalation (SIGINT came first), or a second notice: end now
            signal.signal(signal.SIGTERM, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGTERM)
            return
        preempted.set()  # a VM's shutdown (a Spot or preemptible TPU VM taken back)
        stop.set()
        print(
            "\ntpugui: SIGTERM: saving a checkpoint after the current step, then ending as "
            "preempted (resume with train.resume_from)",
            file=sys.stderr,
            flush=True,
        )

    previous = signal.signal(signal.SIGINT, on_sigint)
    previous_term = signal.signal(signal.SIGTERM, on_sigterm)
    try:
        status = engine.run(
            job,
            sink,
            stop,
            run_dir=run_dir,
            base_dir=base_dir,
            preempted=preempted,
            run_start=run_start,
        )
    finally:
        signal.signal(signal.SIGINT, previous)
        signal.signal(signal.SIGTERM, previous_term)
        if hasattr(sink, "close"):
            sink.close()
    write_copy(run_dir)
    print(f"run folder: {run_dir} ({status})", flush=True)
    if status == RunStatus.FAILED:
        _say_why(run_dir, args, shown=sink is not None and not args.json)
        args.exit_at_once = True  # a framework may be left broken: no clean-up at exit
    return EXIT.get(status, 1)


def _warn_disk(job: Any, runs_root: Path | None) -> None:
    """The pre-flight's disk warning (the window shows it at ``train.keep_checkpoints``): the
    checkpoints the run would keep outgrow the free disk. The run still starts."""
    from tpugui.runs.files import default_runs_root
    from tpugui.training import preflight_disk

    try:
        found = preflight_disk.findings(job, runs_root or default_runs_root())
    except (OSError, ValueError):
        return
    for f in found:
        print(f"tpugui: warning: {f.key}: {f.message}", file=sys.stderr, flush=True)


def _process_start() -> float | None:
    """Unix seconds this process began (None: not known; the run then begins at engine.run)."""
    try:
        import psutil

        return float(psutil.Process().create_time())
    except Exception:  # noqa: BLE001 - no psutil, no permission: the engine's own clock
        return None


def write_copy(run_dir: Path) -> bool:
    """The ended run's columnar copy (metrics.chunks), so its first open in the window reads
    no JSON: the run's process wrote it as it went (:mod:`tpugui.runs.writer`); this opens
    it, folding in what a parent process added after it (nothing to parse when it is whole),
    and writes it whole. Never fails the run."""
    from tpugui.runs import cache as run_cache

    try:
        run_cache.load_run(run_dir)
    except (OSError, ValueError):
        return False
    return (run_dir / run_cache.CACHE).exists()


def _say_why(run_dir: Path, args: argparse.Namespace, shown: bool) -> None:
    """A failed run's one paragraph (unless the progress display said it already) and where
    its full text is; ``--verbose`` prints that full text too."""
    from tpugui.events import read_events
    from tpugui.runs import store as runs

    last: dict[str, Any] = {}
    try:
        for ev in read_events(run_dir / runs.EVENTS):
            if ev.get("type") == "run_finished":
                last = ev
    except OSError:
        return
    if not shown and last.get("error"):
        print(f"tpugui: the run failed: {last['error']}", file=sys.stderr)
    if getattr(args, "verbose", False) and last.get("traceback"):
        print(last["traceback"].rstrip(), file=sys.stderr)
    elif last.get("traceback"):
        print(
            f"tpugui: the full text is in {run_dir / runs.EVENTS} (or run with --verbose)",
            file=sys.stderr,
        )


#: what a warm process imports ahead of its job: the framework and the backend module
WARM_IMPORTS = {b.name: b.warm_imports for b in backends.all_backends()}
#: imported when present, whatever the backend: the digits source's loader (scikit-learn's
#: datasets take 0.4-0.8 s to import, which a warm start would otherwise pay after Start)
WARM_OPTIONAL = ("sklearn.datasets",)
WARM_LIMIT_S = 3600.0


def _warm_up(backend: str, run_dir: Path, owner: int) -> dict[str, Any] | None:
    """Import the backend, say so (``warm.json``), then wait for ``start.json`` (the job is in
    the folder then). None — and the folder removed — when the window that asked is gone, or
    nobody started within an hour. The folder is the working directory from here on: Start
    renames it (the run is named at Start), and the answer's ``run_dir`` is its name then."""
    import importlib
    import os
    import shutil
    import time

    if run_dir.is_dir() and run_dir.resolve() != Path.cwd().resolve():
        os.chdir(run_dir)  # started by hand elsewhere (the window starts it in the folder)
    for name in WARM_IMPORTS.get(backend, ()):
        importlib.import_module(name)
    for name in WARM_OPTIONAL:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # not installed here: the job's own source says so when it needs it
    descriptor = backends.get(backend) if backend in backends.names() else None
    if descriptor is not None and descriptor.warm_up:
        descriptor.hook(descriptor.warm_up)()  # the framework's runtime starts now, not at Start
    Path("warm.json").write_text(json.dumps({"backend": backend, "time": time.time()}))
    start = Path("start.json")  # in the working directory, wherever Start renamed it to
    t0 = time.monotonic()
    last_check = 0.0
    while not start.exists():
        now = time.monotonic()
        if now - last_check > 0.5:
            last_check = now
            try:
                if owner:
                    os.kill(owner, 0)
            except ProcessLookupError:
                now = t0 + WARM_LIMIT_S + 1  # the window is gone
            except PermissionError:
                pass
            if now - t0 > WARM_LIMIT_S:
                shutil.rmtree(os.getcwd(), ignore_errors=True)
                return None
        time.sleep(0.005)
    return {**json.loads(start.read_text(encoding="utf-8")), "run_dir": os.getcwd()}
