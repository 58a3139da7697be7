"""The run steps — start, follow, stop, find — for this computer and for SSH hosts alike.

A local run is ``python -m tpugui train RUN_DIR/job.toml --run-dir RUN_DIR`` started by the vmside
supervisor (its own session: it outlives the window if asked to) with the job's interpreter
(:mod:`tpugui.runner.pythons`); a remote run is the same command on the VM after the core and
the data were copied there (:func:`tpugui.remote.session.start_train`). Both are followed by
:class:`~tpugui.remote.stream.Follower` (tail with seq replay) and stopped by the vmside ``stop``
verb: SIGINT (the run stops after its current step), SIGTERM at half the grace, SIGKILL at its end.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Message
from tpugui.job import Job, dumps_job
from tpugui.remote import session, vmdata
from tpugui.remote.session import RemoteRun
from tpugui.remote.stream import Follower
from tpugui.remote.workers import StopResult, WorkerRef, pod_workers, stop_workers
from tpugui.runner.local import LOCAL_LABEL, LocalConnection
from tpugui.training.names import NUM_WORKERS_ENV, WORKER_ID_ENV

__all__ = [
    "RemoteRun",
    "start_local",
    "start_remote",
    "follow",
    "stop",
    "live_local_runs",
    "local_run",
    "train_argv",
    "CORE_ROOT",
]

#: the folder that holds the ``tpugui`` package: on the run's PYTHONPATH, so every interpreter
#: (the .venv-xla one too) runs this very core
CORE_ROOT = Path(__file__).resolve().parent.parent.parent
Sink = Callable[[dict[str, Any]], None]


def local_connect() -> LocalConnection:
    return LocalConnection()


def train_argv(python: str, run_dir: Path, base_dir: Path | None) -> list[str]:
    argv = [python, "-m", "tpugui", "train", str(run_dir / "job.toml"), "--run-dir", str(run_dir)]
    if base_dir is not None:
        argv += ["--base-dir", str(base_dir)]
    return [*argv, "--quiet"]


def run_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    path = os.environ.get("PYTHONPATH", "")
    env = {
        "PYTHONPATH": str(CORE_ROOT) + (os.pathsep + path if path else ""),
        "PYTHONUNBUFFERED": "1",
        "PYTHONIOENCODING": "utf-8",
        "TF_CPP_MIN_LOG_LEVEL": os.environ.get("TF_CPP_MIN_LOG_LEVEL", "2"),
    }
    env.update(extra or {})
    return env


def start_local(
    job: Job,
    base_dir: str | Path | None,
    python: str | None = None,
    *,
    run_dir: str | Path | None = None,
    root: str | Path | None = None,
    argv: list[str] | None = None,
    env: dict[str, str] | None = None,
) -> RemoteRun:
    """Start ``job`` on this computer in its own process; returns at once (the run goes on).

    ``base_dir`` is where the job's relative paths point (the job file's folder; None: the
    current folder); ``python``
    the interpreter that trains (default: this one); ``argv`` replaces the train command (tests).
    """
    from tpugui.runs import store as runs

    path = Path(run_dir) if run_dir is not None else runs.new_run_dir(job, root)
    path.mkdir(parents=True, exist_ok=True)
    (path / "job.toml").write_text(dumps_job(job), encoding="utf-8")
    # an unsaved job's relative paths are read from the current folder, as the CLI's would be
    base = Path(base_dir if base_dir is not None else Path.cwd()).resolve()
    python = python or sys.executable
    command = argv or train_argv(python, path, base)
    pid = session.launch(local_connect(), str(path), command, sys.executable, run_env(env))
    return RemoteRun(path.name, str(path), sys.executable, LOCAL_LABEL, str(CORE_ROOT), pid)


def local_run(run_dir: str | Path) -> RemoteRun:
    """The handle of a local run folder (to follow or stop a run started earlier)."""
    path = Path(run_dir).resolve()
    info = _launch_info(path)
    return RemoteRun(path.name, str(path), sys.executable, LOCAL_LABEL, str(CORE_ROOT),
                     info.get("pid"))  # fmt: skip


def _launch_info(path: Path) -> dict[str, Any]:
    """launch.json of a run folder ({} when there is none): vmside's own reading of it."""
    from tpugui.remote.vmside import _launch_info as read

    return read(str(path))


#: a remote key this run does not read, said when it starts
CHECKPOINTS_TO_UNUSED = N_(
    'remote.checkpoints_to ({where}) is read only with remote.on_preempt = "resume": this run '
    "copies no checkpoint there"
)


def unused_keys(job: Job) -> list[Message]:
    """The remote keys ``job`` sets that have no effect on its run, in words."""
    r = job.remote
    if r.checkpoints_to and r.on_preempt != "resume":
        return [Message(CHECKPOINTS_TO_UNUSED, {"where": r.checkpoints_to})]
    return []


def start_remote(
    conn: Any,
    connect_host: Callable[[str], Any],
    job: Job,
    job_dir: Path,
    *,
    argv: list[str] | None = None,
    started: Callable[[RemoteRun], None] | None = None,
    run_id: str = "",
) -> tuple[RemoteRun, list[WorkerRef]]:
    """Deploy, prepare and start the run on the job's host and on every further pod worker.

    Data that lie on the VM (``data.location = "vm"``) are checked on every worker first
    (:func:`tpugui.remote.vmdata.check`): a missing one raises JobError and nothing is started;
    its notes are ``run.notes``.

    ``run_id`` names the run (a free name made from the job's otherwise).
    ``started(run)`` is called as soon as worker 0 runs, before the other workers are started:
    if one of them cannot be, the caller still holds worker 0's run (to follow or stop it).
    """
    # data that lie on the VM (data.location = "vm"): there on every worker, before any starts
    notes = [*vmdata.check(conn, job, connect_host), *unused_keys(job)]
    # worker 0 of a pod slice knows its place too (a framework's cluster set-up reads it)
    pod = {WORKER_ID_ENV: "0", NUM_WORKERS_ENV: str(len(job.remote.workers) + 1)}
    run = session.start_train(
        conn, job, job_dir, argv=argv, env=pod if job.remote.workers else None, run_id=run_id
    )
    run.notes = notes
    if started is not None:
        started(run)
    workers = session.start_workers(connect_host, job, job_dir, run.run_id, argv=argv)
    run.workers = [{"host": w.host, "run_dir": w.run_dir} for w in workers]
    refs = pod_workers(
        job.remote.workers, run.run_id, job.remote.remote_dir, [w.run_dir for w in workers]
    )
    return run, refs


def is_local(run: RemoteRun) -> bool:
    return run.host == LOCAL_LABEL


def follow(
    run: RemoteRun,
    sink: Sink,
    *,
    connect: Callable[[], Any] | None = None,
    conn: Any = None,
    stop_event: threading.Event | None = None,
    on_status: Any = None,
    after_seq: int = 0,
    follower: list[Follower] | None = None,
) -> dict[str, Any] | None:
    """Hand every event of ``run`` after ``after_seq`` to ``sink`` exactly once, until its
    ``run_finished`` (returned) or ``stop_event`` (None: detached, the run goes on)."""
    if connect is None:
        connect = local_connect
    f = Follower(
        connect,
        run.run_dir,
        run.python,
        sink,
        after_seq=after_seq,
        conn=conn,
        stop_event=stop_event,
        on_status=on_status,
    )
    if follower is not None:
        follower.append(f)
    return f.run()


def stop(
    run: RemoteRun,
    grace: float,
    *,
    connect_host: Callable[[str], Any] | None = None,
    workers: list[WorkerRef] | None = None,
) -> dict[int, StopResult]:
    """Stop the run (every worker of a pod slice at once): graceful, then TERM, then KILL."""
    if connect_host is None:
        connect_host = lambda _host: LocalConnection()  # noqa: E731
    first = WorkerRef(0, run.host, run.run_dir)
    return stop_workers(connect_host, [first, *(workers or [])], run.python, grace)


def live_local_runs(root: str | Path | None = None) -> list[RemoteRun]:
    """Local runs whose supervised process still runs (newest first): to re-attach at start."""
    from tpugui.remote.vmside import _alive
    from tpugui.runs import store as runs

    base = Path(root) if root is not None else runs.default_runs_root()
    found = []
    try:
        folders = [p for p in base.iterdir() if (p / "launch.json").is_file()]
    except OSError:
        return []
    for path in folders:
        if not (path / "job.toml").is_file():
            continue  # a warm process waiting for its job: not a run yet
        info = _launch_info(path)
        if info and _alive(info):
            found.append((info.get("time") or 0.0, path.name, local_run(path)))
    return [r for _t, _n, r in sorted(found, key=lambda x: x[:2], reverse=True)]


def stop_detached(run: RemoteRun, grace: float) -> None:
    """Stop a local run without waiting: the stopper runs on alone (the window is quitting)."""
    import subprocess

    if not is_local(run):
        return
    try:
        subprocess.Popen(
            session.vm_argv(run.python, "stop", run.run_dir, f"{grace:g}"),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    except OSError:  # nothing to stop it with: the run's own end is in its folder
        pass


# --- the warm start ------------------------------------------------------------------------
def warm_local(job: Job, python: str | None = None, root: str | Path | None = None) -> RemoteRun:
    """Start a run process for ``job``'s backend ahead of Start: it imports the framework and
    waits (``warm.json`` says it is ready). :func:`start_warm` hands it the job; :func:`discard`
    ends it and removes its folder. It ends by itself when this process is gone."""
    from tpugui.runs import store as runs

    path = runs.new_run_dir(job, root)
    python = python or sys.executable
    command = [*train_argv(python, path, None), "--warm", job.model.backend,
               "--owner", str(os.getpid())]  # fmt: skip
    pid = session.launch(local_connect(), str(path), command, sys.executable, run_env())
    return RemoteRun(path.name, str(path), sys.executable, LOCAL_LABEL, str(CORE_ROOT), pid)


def warm_alive(run: RemoteRun) -> bool:
    from tpugui.remote.vmside import _alive

    return _alive(_launch_info(Path(run.run_dir))) and not (Path(run.run_dir) / "job.toml").exists()


def start_warm(run: RemoteRun, job: Job, base_dir: str | Path | None) -> RemoteRun:
    """Give the warm process its job: it trains it as :func:`start_local` would have.

    The run folder is named now, at Start (the contract), not when the warm process was
    started: the waiting folder is renamed to a fresh ``YYYYmmdd-HHMMSS-NAME``. The warm
    process and its supervisor work in it (their working directory), so they follow it.
    """
    from tpugui.runs import store as runs

    old = Path(run.run_dir)
    if old.name != runs.run_dir_name(job):  # warmed in an earlier second: named anew
        path = runs.new_run_dir(job, old.parent)  # the name of this moment, reserved (empty)
        os.rename(old, path)  # an empty folder is replaced (POSIX)
        run = replace(run, run_id=path.name, run_dir=str(path))
    path = Path(run.run_dir)
    (path / "job.toml").write_text(dumps_job(job), encoding="utf-8")
    base = str(Path(base_dir if base_dir is not None else Path.cwd()).resolve())
    tmp = path / "start.json.tmp"
    tmp.write_text(json.dumps({"base_dir": base}), encoding="utf-8")
    os.replace(tmp, path / "start.json")
    return run


def discard(run: RemoteRun) -> None:
    """End a warm process that will not be used and remove its folder."""
    import shutil
    import signal

    info = _launch_info(Path(run.run_dir))
    try:
        if info.get("pid"):
            os.killpg(int(info["pid"]), signal.SIGKILL)
    except OSError:
        pass
    shutil.rmtree(run.run_dir, ignore_errors=True)
