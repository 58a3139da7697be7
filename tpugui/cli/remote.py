"""``tpugui remote probe|train|attach|stop|fetch|runs|tpus|install|vm``: remote runs without a window.

The host comes from a job's ``[remote]`` section (``--job`` or the train verb's JOB.toml) and/or
``--host/--port/--user/-i``; a Host alias of ~/.ssh/config works. An unknown host key is shown
with its SHA256 fingerprint and refused unless ``--accept-new-host-key`` is given; a changed
key is always refused. Exit codes: 0 done (run completed), 1 failed / unreachable / refused,
2 invalid job or arguments, 130 stopped (or detached with Ctrl-C: the run goes on).

A pod slice (``[remote] workers``): train starts the run on every worker, train and attach
follow worker 0 and print each further worker's state as it changes (polled every
``--poll-interval`` seconds) and all of them at the end; stop stops every worker, waiting
``--grace`` seconds (default: the job's ``train.stop_grace``) before it kills a run.

The run steps are the window's: :mod:`tpugui.runner.steps` (``start_remote``, ``follow``,
``stop``).
"""

from __future__ import annotations

import argparse
import getpass
import json
import sys
import threading
from pathlib import Path
from typing import Any

from tpugui.events import RunStatus
from tpugui.i18n_marks import N_
from tpugui.job import Job, load_job
from tpugui.job_errors import job_error

#: the exit code of each way a run ends (a preempted run failed as far as a script can tell)
EXIT = {RunStatus.COMPLETED: 0, RunStatus.FAILED: 1, RunStatus.PREEMPTED: 1, RunStatus.STOPPED: 130}


def _target_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("connection (defaults from the job's [remote] section)")
    g.add_argument("--job", help="a job file whose [remote] section names the host")
    g.add_argument("--host", help="hostname, IP, user@host or a Host alias of ~/.ssh/config")
    g.add_argument("--port", type=int, help="SSH port")
    g.add_argument("--user", help="user name on the VM")
    g.add_argument("-i", "--identity-file", help="private key file")
    g.add_argument("--remote-dir", help="the folder on the VM (default ~/.tpugui)")
    g.add_argument("--python", help="the VM's python (default python3)")
    g.add_argument("--connect-timeout", type=float, help="seconds (default 10)")
    ssh_args(g)


def ssh_args(g: Any) -> None:
    """How SSH is used: also ``tpugui sweep --remote``'s."""
    g.add_argument("--ssh-config", help="ssh config file (default ~/.ssh/config)")
    g.add_argument("--known-hosts", help="known_hosts file (default ~/.ssh/known_hosts)")
    g.add_argument(
        "--accept-new-host-key",
        action="store_true",
        help="trust and save a host key seen for the first time (check its fingerprint!)",
    )
    g.add_argument(
        "--ask-passphrase", action="store_true", help="prompt for the identity file's passphrase"
    )


def _poll_arg(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--poll-interval",
        type=float,
        default=5.0,
        help="seconds between two looks at the other workers of a pod slice (default 5)",
    )


def register(sub: Any) -> None:
    p = sub.add_parser(
        "remote",
        help="probe, train on, follow, stop and fetch runs on an SSH host (a Cloud TPU VM)",
        description=__doc__.split("\n\n")[1] if __doc__ else None,
    )
    verbs = p.add_subparsers(dest="remote_verb", metavar="ACTION", required=True)

    v = verbs.add_parser("probe", help="the VM's OS, Python, frameworks and devices")
    _target_args(v)
    v.add_argument("--json", action="store_true", help="print the inventory as JSON")
    v.set_defaults(func=cmd_probe)

    v = verbs.add_parser("train", help="copy the job there, start it detached and follow it")
    v.add_argument("job_file", metavar="JOB.toml", help="the job to run")
    _target_args(v)
    v.add_argument("--detach", action="store_true", help="start it and return at once")
    v.add_argument("--fetch", action="store_true", help="fetch the run folder when it ends")
    v.add_argument("--json", action="store_true", help="print every event as a JSON line")
    _poll_arg(v)
    v.set_defaults(func=cmd_train)

    v = verbs.add_parser("attach", help="follow a running or finished run (replays it)")
    _target_args(v)
    v.add_argument("--run", default="", help="run id or absolute remote folder (default newest)")
    v.add_argument("--after-seq", type=int, default=0, help="replay only records after this seq")
    v.add_argument("--json", action="store_true", help="print every event as a JSON line")
    _poll_arg(v)
    v.set_defaults(func=cmd_attach)

    v = verbs.add_parser("stop", help="stop a run: gracefully, then forced after --grace")
    _target_args(v)
    v.add_argument("--run", default="", help="run id or absolute remote folder (default newest)")
    v.add_argument(
        "--grace",
        type=float,
        default=None,
        help="seconds before SIGKILL (SIGTERM at half of them); default: the job's "
        "train.stop_grace (20)",
    )
    v.set_defaults(func=cmd_stop)

    v = verbs.add_parser("fetch", help="copy a run folder back to the local run store")
    _target_args(v)
    v.add_argument("--run", default="", help="run id or absolute remote folder (default newest)")
    v.add_argument("--to", help="local folder (default: the run store, same run id)")
    v.set_defaults(func=cmd_fetch)

    v = verbs.add_parser("runs", help="list the runs on the VM, newest first")
    _target_args(v)
    v.set_defaults(func=cmd_runs)

    v = verbs.add_parser("tpus", help="list the project's TPU VMs (needs the gcloud CLI)")
    v.add_argument("--job", help="a job file whose [remote] section names zone and project")
    _gcloud_args(v)
    v.set_defaults(func=cmd_tpus)

    from tpugui.cli import remote_vm

    remote_vm.register(verbs)

    from tpugui.remote.frameworks import LABELS

    v = verbs.add_parser(
        "install", help="install TensorFlow, JAX or PyTorch/XLA for TPUs on the VM with pip"
    )
    v.add_argument("framework", choices=list(LABELS), help="what to install")
    _target_args(v)
    v.add_argument("--dry-run", action="store_true", help="only echo the pip command on the VM")
    v.set_defaults(func=cmd_install)


def _gcloud_args(p: argparse.ArgumentParser) -> None:
    """--zone and --project, worded by the schema (``remote.zone``, ``remote.project``)."""
    from tpugui.job_fields import field_spec

    for name in ("zone", "project"):
        spec = field_spec(f"remote.{name}")
        p.add_argument(f"--{name}", default=None, help=f"{spec.meta.help} (default: the job's)")


# --- helpers -----------------------------------------------------------------------------
def _job_for(args: argparse.Namespace) -> tuple[Job, Path]:
    path = getattr(args, "job_file", None) or args.job
    if path:
        job = load_job(path)
        base = Path(path).resolve().parent
    else:
        job, base = Job(), Path.cwd()
    changes = {
        "remote.host": args.host,
        "remote.port": args.port,
        "remote.user": args.user,
        "remote.identity_file": args.identity_file,
        "remote.remote_dir": args.remote_dir,
        "remote.python": args.python,
        "remote.connect_timeout": args.connect_timeout,
    }
    for key, value in changes.items():
        if value is not None:
            job = job.updated(key, value)
    if not job.remote.host:
        raise job_error("remote.host", N_("no host; give --host or a job whose [remote] names one"))
    return job, base


def _connect(args: argparse.Namespace, job: Job, host: str = ""):  # noqa: ANN202
    """(connect(), the Target) for ``host`` (default: the job's); the passphrase is asked once."""
    from tpugui.remote import ssh

    r = job.remote
    target = ssh.resolve(
        host or r.host,
        r.port,
        r.user,
        r.identity_file,
        connect_timeout=r.connect_timeout,
        ssh_config=args.ssh_config,
        known_hosts=args.known_hosts,
    )
    if args.ask_passphrase and not hasattr(args, "_passphrase"):
        args._passphrase = getpass.getpass("passphrase: ")
    passphrase = getattr(args, "_passphrase", None)
    return lambda: ssh.connect(
        target, passphrase=passphrase, accept_new=args.accept_new_host_key
    ), target


def _host_connector(args: argparse.Namespace, job: Job):  # noqa: ANN202
    """``connect_host(host)`` for the workers of a pod slice (each target resolved once)."""
    cache: dict[str, Any] = {}

    def connect_host(host: str):  # noqa: ANN202
        if host not in cache:
            cache[host] = _connect(args, job, host)[0]
        return cache[host]()

    return connect_host


class _WorkerWatch:
    """The other workers of a pod slice, polled in a thread while worker 0 is followed."""

    def __init__(self, args: argparse.Namespace, job: Job, refs: list[Any]):
        from tpugui.remote.workers import WorkerPoller

        self.stop = threading.Event()
        self.seen: dict[int, str] = {}
        self.poller = WorkerPoller(
            _host_connector(args, job),
            refs,
            job.remote.python,
            self._changed,
            interval=args.poll_interval,
            stop_event=self.stop,
        )
        self.thread = threading.Thread(target=self.poller.run, name="workers", daemon=True)
        self.thread.start()

    def _changed(self, statuses: list[Any]) -> None:
        for st in statuses:
            if self.seen.get(st.index) != st.state:
                self.seen[st.index] = st.state
                print(f"tpugui remote: {st.text()}", file=sys.stderr, flush=True)

    def final(self, first: Any) -> None:
        """Stop polling, look once more at every worker not done, print each one's state."""
        self.stop.set()
        self.thread.join(60)
        self.poller.stop_event = threading.Event()
        try:
            statuses = self.poller.poll_once()
        finally:
            self.poller.close()
        for st in [first, *statuses]:
            print(st.text(), flush=True)


def _run_remote(fn: Any, args: argparse.Namespace) -> int:
    from tpugui.remote import ssh

    try:
        return fn()
    except ssh.HostKeyUnknown as exc:
        print(f"tpugui remote: {exc}", file=sys.stderr)
        print(
            "tpugui remote: if the fingerprint is right, run again with --accept-new-host-key",
            file=sys.stderr,
        )
        return 1
    except ssh.RemoteError as exc:
        print(f"tpugui remote: {exc}", file=sys.stderr)
        return 1


def _printer(args: argparse.Namespace) -> Any:
    if args.json:

        def sink(ev: dict[str, Any]) -> None:
            sys.stdout.write(json.dumps(ev, ensure_ascii=False) + "\n")
            sys.stdout.flush()

        return sink
    try:
        from tpugui.training.progress import ProgressSink
    except ImportError:  # pragma: no cover - the engine package is part of the core
        return lambda ev: print(ev.get("type"), ev.get("seq"), flush=True)
    return ProgressSink()


def _status_printer(status: Any, message: Any) -> None:
    """The follower's LOST / RECONNECTING with what it says (a Message: its English)."""
    from tpugui.remote.ssh import ConnectionStatus

    if status in (ConnectionStatus.LOST, ConnectionStatus.RECONNECTING):
        print(status_line(status.value, str(message)), file=sys.stderr)


def status_line(state: str, message: str) -> str:
    """``tpugui remote: lost: the connection closed``: the state once, even when the message
    already starts with it (the follower's outcomes read "lost: ...")."""
    message = message.removeprefix(f"{state}: ").removeprefix(f"{state}:").strip()
    return f"tpugui remote: {state}{': ' + message if message else ''}"


def _follow(
    args: argparse.Namespace,
    connect: Any,
    conn: Any,
    run_dir: str,
    job: Job,
    refs: list[Any] | None = None,
) -> int:
    from tpugui.remote.session import RemoteRun, local_run_store
    from tpugui.remote.workers import WorkerStatus, pod_workers
    from tpugui.runner import steps
    from tpugui.runs.writer import RunWriter

    if refs is None:
        refs = pod_workers(job.remote.workers, Path(run_dir).name, job.remote.remote_dir)
    watch = _WorkerWatch(args, job, refs) if refs else None

    printer = _printer(args)
    mirror_dir = local_run_store() / Path(run_dir).name
    mirror_dir.mkdir(parents=True, exist_ok=True)
    mirror_path = mirror_dir / "events.jsonl"
    if args.after_seq == 0 and mirror_path.exists():
        mirror_path.unlink()
    mirror = RunWriter(mirror_dir)  # events.jsonl and its columnar copy, as the run goes

    def sink(ev: dict[str, Any]) -> None:
        mirror(ev)
        printer(ev)

    stop = threading.Event()
    run = RemoteRun(Path(run_dir).name, run_dir, job.remote.python, job.remote.host)
    followers: list[Any] = []
    try:
        finished = steps.follow(
            run,
            sink,
            connect=connect,
            conn=conn,
            stop_event=stop,
            on_status=_status_printer,
            after_seq=args.after_seq,
            follower=followers,
        )
    except KeyboardInterrupt:
        stop.set()
        if watch is not None:
            watch.stop.set()
        print(
            f"\ntpugui remote: detached; the run goes on. Follow it again with "
            f"`tpugui remote attach --run {Path(run_dir).name!r}`, stop it with `remote stop`.",
            file=sys.stderr,
        )
        return 130
    finally:
        mirror.close()
        if hasattr(printer, "close"):
            printer.close()
        follower = followers[0] if followers else None
        if follower is not None and follower.conn is not None:
            follower.conn.close()
    if watch is not None:
        fin = finished or {}
        state = "interrupted" if fin.get("cause") == "interrupted" else fin.get("status", "lost")
        label = job.remote.host
        if follower is not None and follower.conn is not None:
            label = follower.conn.target.label
        last_seq = follower.last_seq if follower is not None else 0
        watch.final(WorkerStatus(0, label, state=state, last_seq=last_seq))
    print(f"local copy of the events: {mirror_path}", flush=True)
    return EXIT.get(RunStatus.of((finished or {}).get("status")), 1)


# --- verbs -------------------------------------------------------------------------------
def cmd_probe(args: argparse.Namespace) -> int:
    from tpugui.remote import session

    job, _ = _job_for(args)
    connect, target = _connect(args, job)

    def go() -> int:
        with connect() as conn:
            info = session.probe(conn, job.remote.python, job.remote.remote_dir)
        if args.json:
            print(json.dumps(info, indent=2, ensure_ascii=False))
            return 0
        print(f"{target.label}: {info['os']} ({info['machine']}), Python {info['python']}")
        for name, version in info["packages"].items():
            if version:
                print(f"  {name:16} {version}")
        for backend, pips in info.get("missing", {}).items():
            if pips:
                print(f"  a {backend} run lacks: {' '.join(pips)}")
        if "devices" in info:
            print(json.dumps(info["devices"], indent=2, ensure_ascii=False)[:4000])
        else:
            print(f"  devices: not detected ({info.get('devices_error', '')[:300]})")
        return 0

    return _run_remote(go, args)


def cmd_train(args: argparse.Namespace) -> int:
    from tpugui.remote import session

    job, base = _job_for(args)
    if job.remote.on_preempt == "resume" and not args.detach:
        return _train_resuming(args, job, base)
    connect, target = _connect(args, job)
    args.after_seq = 0

    def go() -> int:
        from tpugui.runner import steps

        conn = connect()
        run, refs = steps.start_remote(conn, _host_connector(args, job), job, base)
        print(f"remote run {run.run_id!r} on {target.label}, pid {run.pid}", flush=True)
        print(f"remote folder: {run.run_dir}", flush=True)
        for note in run.notes:
            print(f"note: {note}", flush=True)
        for ref in refs:
            print(f"worker {ref.index}: {ref.host}, folder {ref.run_dir}", flush=True)
        if args.detach:
            conn.close()
            return 0
        code = _follow(args, connect, conn, run.run_dir, job, refs)
        if args.fetch:
            with connect() as c2:
                dest = session.local_run_store() / run.run_id
                session.fetch_run(c2, run.run_dir, dest)
            session.fetch_workers(_host_connector(args, job), job, run.run_id, dest)
            print(f"fetched to {dest}", flush=True)
        return code

    return _run_remote(go, args)


def _train_resuming(args: argparse.Namespace, job: Job, base: Path) -> int:
    """``remote.on_preempt = "resume"``: checkpoints copied off the VM as they are written, and
    a preempted VM made again and the run resumed there (:mod:`tpugui.runner.spot`)."""
    from tpugui.remote import session
    from tpugui.runner import spot

    if not job.remote.vm_name:
        print(
            'tpugui remote train: remote.on_preempt = "resume" needs remote.vm_name (the TPU VM '
            "to make again)",
            file=sys.stderr,
        )
        return 2
    printer = _printer(args)
    dest = session.local_run_store() / f"{session.new_run_id(job)}-checkpoints"

    def connect_for(j: Job) -> Any:
        return _connect(args, j)[0]()

    def note(message: Any) -> None:
        # the VM gcloud has just made has a new host key: trust it as gcloud made it
        args.accept_new_host_key = True
        print(f"tpugui remote: {message}", file=sys.stderr, flush=True)

    def started(run: Any) -> None:
        print(f"remote run {run.run_id!r} on {run.host}, folder {run.run_dir}", flush=True)

    def go() -> int:
        outcome = spot.train(job, base, connect_for, printer, dest, note=note, on_started=started)
        print(f"checkpoints copied off the VM to {outcome.copies}", flush=True)
        lost = sum(r.lost for r in outcome.recoveries)
        if outcome.recoveries:
            print(
                f"{len(outcome.recoveries)} recovery(ies), {lost} step(s) trained again", flush=True
            )
        return EXIT.get(RunStatus.of(outcome.status, RunStatus.FAILED), 1)

    return _run_remote(go, args)


def cmd_attach(args: argparse.Namespace) -> int:
    from tpugui.remote import session

    job, _ = _job_for(args)
    connect, _t = _connect(args, job)

    def go() -> int:
        conn = connect()
        run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, args.run)
        print(f"attached to {run_dir}", flush=True)
        return _follow(args, connect, conn, run_dir, job)

    return _run_remote(go, args)


def cmd_stop(args: argparse.Namespace) -> int:
    from tpugui.remote import session

    job, _ = _job_for(args)
    connect, _t = _connect(args, job)
    grace = job.train.stop_grace if args.grace is None else args.grace

    def go() -> int:
        from tpugui.remote.workers import pod_workers
        from tpugui.runner import steps

        with connect() as conn:
            run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, args.run)
        run = session.RemoteRun(Path(run_dir).name, run_dir, job.remote.python, job.remote.host)
        refs = pod_workers(job.remote.workers, run.run_id, job.remote.remote_dir)
        # every worker of a pod slice at the same time (worker 0 is the job's host)
        results = steps.stop(run, grace, connect_host=_host_connector(args, job), workers=refs)
        results[0].raise_error()  # worker 0 not stopped: the error, as raised there
        print(f"{run_dir}: {results[0].text()}", flush=True)
        for ref in refs:
            print(f"worker {ref.index} ({ref.host}): {results[ref.index].text()}")
        return 0 if all(r.ok for r in results.values()) else 1

    return _run_remote(go, args)


def cmd_fetch(args: argparse.Namespace) -> int:
    from tpugui.remote import session

    job, _ = _job_for(args)
    connect, _t = _connect(args, job)

    def go() -> int:
        with connect() as conn:
            run_dir = session.resolve_run_dir(conn, job.remote.remote_dir, args.run)
            dest = Path(args.to) if args.to else session.local_run_store() / Path(run_dir).name
            files = session.fetch_run(conn, run_dir, dest)
        print(f"fetched {len(files)} files to {dest}", flush=True)
        run_id = Path(run_dir).name
        for i, got in session.fetch_workers(_host_connector(args, job), job, run_id, dest).items():
            if isinstance(got, str):
                print(f"worker {i}: not fetched: {got}", flush=True)
            else:
                print(f"worker {i}: {len(got)} files", flush=True)
        return 0

    return _run_remote(go, args)


def cmd_runs(args: argparse.Namespace) -> int:
    from tpugui.remote import session

    job, _ = _job_for(args)
    connect, _t = _connect(args, job)

    def go() -> int:
        with connect() as conn:
            for run_id in session.list_runs(conn, job.remote.remote_dir):
                print(run_id)
        return 0

    return _run_remote(go, args)


def cmd_tpus(args: argparse.Namespace) -> int:
    from tpugui.remote import gcloud

    job = load_job(args.job) if args.job else Job()
    zone = job.remote.zone if args.zone is None else args.zone
    project = job.remote.project if args.project is None else args.project

    def go() -> int:
        vms = gcloud.list_tpu_vms(zone, project)
        for vm in vms:
            print(f"{vm.name}\t{vm.zone}\t{vm.accelerator}\t{vm.state}\t{' '.join(vm.hosts)}")
        if not vms:
            print("no TPU VMs in this project/zone")
        return 0

    return _run_remote(go, args)


def cmd_install(args: argparse.Namespace) -> int:
    from tpugui.remote import frameworks

    job, _ = _job_for(args)
    connect, target = _connect(args, job)

    def go() -> int:
        with connect() as conn:
            result = frameworks.install(
                conn,
                job.remote.python,
                args.framework,
                on_line=lambda line: print(line, flush=True),
                dry_run=args.dry_run or None,
                complete=True,
            )
        print(result.text(), flush=True)
        return 0 if result.ok else 1

    return _run_remote(go, args)
