"""What a remote run does over a :class:`~tpugui.remote.ssh.Connection`.

probe (OS, Python, frameworks, devices), deploy (the Qt-free core into a versioned folder),
prepare a run folder (the job and the local data it names; data that lie on the VM are not
copied, :mod:`tpugui.remote.vmdata` checks them there), launch detached, state, stop
(graceful, then forced) and fetch. Every remote command is an argument list quoted with
``shlex.quote`` (see ``Connection.open_channel``) or an SFTP call: names with spaces, quotes,
``$()``, ``;`` or non-ASCII reach the VM literally. Remote folders are created 0700.
"""

from __future__ import annotations

import hashlib
import io
import json
import posixpath
import re
import stat
import tarfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui import __version__, backends, sources
from tpugui.i18n_marks import N_
from tpugui.job import Job, dumps_job
from tpugui.remote.ssh import Connection, RemoteError, say
from tpugui.remote.vmcall import vm_argv
from tpugui.remote.vmcall import vm_json as _vm_json
from tpugui.training.names import NUM_WORKERS_ENV, WORKER_ID_ENV

__all__ = [
    "RemoteRun",
    "vm_argv",
    "probe",
    "deploy_core",
    "prepare_run",
    "launch",
    "start_train",
    "run_state",
    "stop_run",
    "fetch_run",
    "list_runs",
    "new_run_id",
    "local_run_store",
]

PKG = Path(__file__).resolve().parent.parent  # the tpugui package folder


@dataclass
class RemoteRun:
    """A run on a VM: where it lives and how it was started."""

    run_id: str
    run_dir: str  # absolute remote path
    python: str
    host: str = ""
    core_dir: str = ""
    pid: int | None = None
    workers: list[dict[str, Any]] = field(default_factory=list)
    #: what the start noted but did not refuse (Messages: a gs:// path the VM could not check)
    notes: list[Any] = field(default_factory=list)


# --- probe -------------------------------------------------------------------------------
def probe(conn: Connection, python: str = "python3", base: str = "~/.tpugui") -> dict[str, Any]:
    """The VM's OS, Python, framework versions and — via ``tpugui detect --json`` run there with
    the deployed core — its devices. Device detection that is unavailable is reported, not fatal.
    """
    from tpugui.remote import requirements

    asked = requirements.probe_args(requirements.all_needs())
    info = _vm_json(conn, python, "probe", *backends.distributions(), *asked)
    info["host"] = conn.target.label
    info["missing"] = {
        b: requirements.pips(lacking)
        for b, lacking in requirements.by_backend(info.get("modules") or {}).items()
    }
    try:
        core = deploy_core(conn, base)
        rc, out, err = conn.run(
            ["env", f"PYTHONPATH={core}", python, "-m", "tpugui", "detect", "--json"],
            timeout=120,
        )
        if rc == 0:
            info["devices"] = json.loads(out)
        else:
            info["devices_error"] = (err or out).strip()[-600:] or f"detect exited {rc}"
    except (RemoteError, json.JSONDecodeError) as exc:
        info["devices_error"] = str(exc)
    return info


# --- deploy ------------------------------------------------------------------------------
def _core_files() -> list[Path]:
    files = []
    for p in sorted(PKG.rglob("*")):
        rel = p.relative_to(PKG)
        if not p.is_file() or rel.parts[0] == "qt" or "__pycache__" in rel.parts:
            continue
        if p.suffix in (".pyc", ".pyo"):
            continue
        files.append(p)
    return files


def core_archive() -> tuple[str, bytes]:
    """(``core-<version>-<hash>``, a tar.gz of the Qt-free core as ``tpugui/...``)."""
    h = hashlib.sha256()
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=6) as tar:
        for p in _core_files():
            rel = "tpugui/" + p.relative_to(PKG).as_posix()
            data = p.read_bytes()
            h.update(rel.encode() + b"\0" + data + b"\0")
            info = tarfile.TarInfo(rel)
            info.size = len(data)
            info.mode = 0o600
            info.mtime = 0
            tar.addfile(info, io.BytesIO(data))
    return f"core-{__version__}-{h.hexdigest()[:12]}", buf.getvalue()


def _mkdirs(conn: Connection, path: str) -> None:
    """``mkdir -p`` over SFTP, each new folder 0700."""
    sftp = conn.sftp()
    parts = path.rstrip("/").split("/")
    cur = ""
    for part in parts:
        cur = f"{cur}/{part}" if cur or not part else part
        if not cur or cur == "/":
            cur = cur or "/"
            continue
        try:
            sftp.stat(cur)
        except FileNotFoundError:
            try:
                sftp.mkdir(cur, mode=0o700)
            except OSError:
                sftp.stat(cur)  # another client made it meanwhile: fine
            else:
                sftp.chmod(cur, 0o700)  # mkdir's mode is filtered by the umask


def deploy_core(conn: Connection, base: str = "~/.tpugui", python: str = "python3") -> str:
    """Copy the core into ``BASE/core-<version>-<hash>`` unless it is there; its absolute path."""
    name, blob = core_archive()
    base_abs = conn.expand(base)
    dest = posixpath.join(base_abs, name)
    sftp = conn.sftp()
    try:
        sftp.stat(posixpath.join(dest, "tpugui", "__init__.py"))
        return dest
    except FileNotFoundError:
        pass
    _mkdirs(conn, base_abs)
    archive = f"{dest}.tar.gz.{int(time.time() * 1000)}"
    with sftp.open(archive, "wb") as fh:
        fh.set_pipelined(True)
        fh.write(blob)
    _vm_json(conn, python, "unpack", archive, dest)
    return dest


# --- runs ----------------------------------------------------------------------------------
def new_run_id(job: Job) -> str:
    """``YYYYmmdd-HHMMSS-<job name>``; the name kept literally but for ``/`` and control chars."""
    name = re.sub(r"[/\x00-\x1f\x7f]", "_", job.name).strip() or "run"
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{name[:80]}"


def _local_data(job: Job, job_dir: Path) -> list[tuple[str, list[Path], str]]:
    """(job field, local paths, the name the field names inside the copy) for each local file
    or folder the job names: the source's data (its ``uploads``; none when the data lie on the
    VM, ``data.location = "vm"``: those keys stay as written), a model file, and the checkpoint
    ``train.resume_from`` names with its files when it is on this computer (a path that is not
    here is the VM's and stays as written)."""
    found: list[tuple[str, list[Path], str]] = []
    if job.data.location != "vm":
        try:
            found = sources.get(job.data.source).uploads(job.data, job_dir)
        except ValueError as exc:
            raise RemoteError(str(exc)) from None
    arch = job.model.architecture
    if arch.startswith("file:"):
        p = Path(arch[5:]).expanduser()
        p = p if p.is_absolute() else job_dir / p
        if not p.is_file():
            raise RemoteError(
                say(N_("model.architecture: {file} does not exist; choose the model file"),
                    file=str(p))
            )  # fmt: skip
        found.append(("model.architecture", [p], p.name))
    local_ck = Path(job.train.resume_from).expanduser() if job.train.resume_from else None
    if local_ck is not None and not local_ck.is_absolute():
        local_ck = job_dir / local_ck
    if local_ck is not None and local_ck.exists():
        from tpugui.training import checkpoints

        try:  # a checkpoint on this computer (a copy kept off a Spot VM): it and its files
            ck = checkpoints.resolve(str(local_ck))
        except ValueError as exc:
            raise RemoteError(str(exc)) from None
        if ck is not None:
            paths = [ck.meta_path, *(ck.folder / f.name for f in ck.files.values())]
            found.append(("train.resume_from", paths, ck.meta_path.name))
    return found


def _put_tree(conn: Connection, local: Path, remote: str) -> None:
    sftp = conn.sftp()
    if local.is_dir():
        _mkdirs(conn, remote)
        for child in sorted(local.iterdir()):
            _put_tree(conn, child, posixpath.join(remote, child.name))
    else:
        sftp.put(str(local), remote)


def prepare_run(
    conn: Connection, job: Job, job_dir: Path, base: str = "~/.tpugui", run_id: str = ""
) -> tuple[str, str, Job]:
    """Make ``BASE/runs/<run_id>`` (0700) with job.toml and the job's local data in ``data/``
    (data on the VM, ``data.location = "vm"``, are named as written and not copied).

    Returns (run_id, absolute run folder, the job as the VM sees it).
    """
    given = bool(run_id)
    run_id = run_id or new_run_id(job)
    runs = posixpath.join(conn.expand(base), "runs")
    run_dir = posixpath.join(runs, run_id)
    for n in range(2, 1000):  # a name made here is made unique (two starts in one second)
        try:
            conn.sftp().stat(run_dir)
        except FileNotFoundError:
            break
        if given:
            raise RemoteError(
                say(N_("the remote run folder {folder} exists already; choose another run"),
                    folder=run_dir)
            )  # fmt: skip
        run_dir = posixpath.join(runs, f"{run_id}-{n}")
    run_id = posixpath.basename(run_dir)
    _mkdirs(conn, run_dir)
    remote_job = job
    for i, (key, paths, name) in enumerate(_local_data(job, Path(job_dir))):
        dest_dir = posixpath.join(run_dir, "data", str(i))
        _mkdirs(conn, dest_dir)
        for local in paths:
            _put_tree(conn, local, posixpath.join(dest_dir, local.name))
        remote_value = posixpath.join(dest_dir, name)
        if key == "model.architecture":
            remote_value = "file:" + remote_value
        remote_job = remote_job.updated(key, remote_value)
    with conn.sftp().open(posixpath.join(run_dir, "job.toml"), "w") as fh:
        fh.write(dumps_job(remote_job).encode("utf-8"))
    return run_id, run_dir, remote_job


def launch(
    conn: Connection,
    run_dir: str,
    argv: list[str],
    python: str = "python3",
    env: dict[str, str] | None = None,
) -> int:
    """Start ``argv`` on the VM detached from the SSH session; its pid."""
    spec = json.dumps({"argv": argv, "env": env or {}, "cwd": run_dir}, ensure_ascii=False)
    return int(_vm_json(conn, python, "launch", run_dir, spec)["pid"])


def train_argv(python: str, run_dir: str) -> list[str]:
    return [
        python,
        "-m",
        "tpugui",
        "train",
        posixpath.join(run_dir, "job.toml"),
        "--run-dir",
        run_dir,
    ]


def start_train(
    conn: Connection,
    job: Job,
    job_dir: Path,
    *,
    run_id: str = "",
    argv: list[str] | None = None,
    env: dict[str, str] | None = None,
    watchdog: bool = True,
) -> RemoteRun:
    """Deploy the core, prepare the run folder and start ``tpugui train`` there, detached;
    with ``watchdog`` (worker 0's start) the VM's idle watchdog too (:func:`watch`).

    Before anything is copied, the VM's Python is asked for every module the run imports (the
    core's dependencies, the backend's, the source's: tpugui.remote.requirements); a missing
    one is a RemoteError that names it. ``argv`` replaces the train command (the run folder's
    job.toml is its job; no framework is asked for): tests and benchmarks that need a scripted
    event writer use it.
    """
    r = job.remote
    if argv is None:
        from tpugui.remote import requirements

        requirements.check(conn, r.python, job.model.backend, job.data.source)
    core = deploy_core(conn, r.remote_dir, r.python)
    run_id, run_dir, _ = prepare_run(conn, job, job_dir, r.remote_dir, run_id)
    full_env = {"PYTHONPATH": core, "PYTHONUNBUFFERED": "1", "PYTHONIOENCODING": "utf-8"}
    full_env.update(env or {})
    pid = launch(conn, run_dir, argv or train_argv(r.python, run_dir), r.python, full_env)
    if watchdog:
        watch(conn, job, core)
    return RemoteRun(run_id, run_dir, r.python, conn.target.label, core, pid)


def watch(
    conn: Connection, job: Job, core: str, poll_s: float = 15.0, gcloud: str = "gcloud"
) -> dict[str, Any] | None:
    """Start (or retune) the VM's idle watchdog (:mod:`tpugui.remote.vm_watch`) for the job's
    ``remote.idle_stop_minutes`` and ``remote.budget_stops_vm``; its spec, or None when the job
    asks for neither or names no VM to stop (``remote.vm_name``). ``gcloud``: the VM's gcloud
    (found on PATH or where TPU VM images keep it, by default)."""
    from tpugui.remote import vm_life

    r = job.remote
    if not r.vm_name or (r.idle_stop_minutes <= 0 and not r.budget_stops_vm):
        return None
    folder = posixpath.join(conn.expand(r.remote_dir), "watch")
    _mkdirs(conn, folder)
    spec = {
        "minutes": r.idle_stop_minutes,
        "budget_stops_vm": r.budget_stops_vm,
        "poll_s": poll_s,
        "stop_argv": [gcloud, *vm_life.action_argv("stop", r.vm_name, r.zone, r.project)[1:]],
    }
    sftp = conn.sftp()
    tmp = posixpath.join(folder, "spec.json.tmp")
    with sftp.open(tmp, "w") as fh:
        fh.write(json.dumps(spec).encode("utf-8"))
    sftp.posix_rename(tmp, posixpath.join(folder, "spec.json"))
    if not run_state(conn, folder, r.python).get("alive"):
        argv = [r.python, "-m", "tpugui.remote.vm_watch", conn.expand(r.remote_dir)]
        launch(conn, folder, argv, r.python, {"PYTHONPATH": core})
    return spec


def watch_state(conn: Connection, job: Job) -> dict[str, Any]:
    """The watchdog's ``state.json`` ({} when none ran): ``minutes``, ``idle_since``,
    ``stop_at``, ``going``; once it acted ``stopped_at``, ``reason`` and ``result``."""
    path = posixpath.join(conn.expand(job.remote.remote_dir), "watch", "state.json")
    try:
        with conn.sftp().open(path, "r") as fh:
            return json.loads(fh.read().decode("utf-8"))
    except (OSError, ValueError):
        return {}


def start_workers(
    connect_host: Any, job: Job, job_dir: Path, run_id: str, argv: list[str] | None = None
) -> list[RemoteRun]:
    """Start the run on each further worker of a pod slice (``job.remote.workers``).

    ``connect_host(host)`` opens a Connection to one worker. Worker i runs in the folder
    ``<run_id>.w<i>`` with ``TPUGUI_WORKER_ID=i`` and ``TPUGUI_NUM_WORKERS`` in its environment.
    """
    n = len(job.remote.workers) + 1
    started = []
    for i, host in enumerate(job.remote.workers, start=1):
        with connect_host(host) as conn:
            run = start_train(
                conn,
                job,
                job_dir,
                run_id=f"{run_id}.w{i}",
                argv=argv,
                env={WORKER_ID_ENV: str(i), NUM_WORKERS_ENV: str(n)},
                watchdog=False,
            )
        run.host = host
        started.append(run)
    return started


def run_state(conn: Connection, run_dir: str, python: str = "python3") -> dict[str, Any]:
    """``{pid, alive, last_seq, finished}`` of a remote run folder."""
    return _vm_json(conn, python, "state", run_dir)


def stop_run(conn: Connection, run_dir: str, python: str = "python3", grace: float = 10.0) -> str:
    """SIGINT, then SIGTERM, then SIGKILL after ``grace`` s: stopped | killed | not_running."""
    return _vm_json(conn, python, "stop", run_dir, f"{grace:g}", timeout=grace + 30)["result"]


def list_runs(conn: Connection, base: str = "~/.tpugui") -> list[str]:
    """Run ids under ``BASE/runs``, newest first."""
    runs = posixpath.join(conn.expand(base), "runs")
    try:
        entries = conn.sftp().listdir_attr(runs)
    except FileNotFoundError:
        return []
    entries = [e for e in entries if stat.S_ISDIR(e.st_mode or 0)]
    return [
        e.filename
        for e in sorted(entries, key=lambda e: (e.st_mtime or 0, e.filename), reverse=True)
    ]


def resolve_run_dir(conn: Connection, base: str, run: str) -> str:
    """A run id (or an absolute remote folder, or '' for the newest run) as an absolute folder."""
    if run.startswith("/"):
        return run
    if not run:
        runs = list_runs(conn, base)
        if not runs:
            raise RemoteError(
                say(N_("no runs under {folder} on {host}"), folder=f"{conn.expand(base)}/runs",
                    host=conn.target.label)
            )  # fmt: skip
        # the newest run, not a pod worker's share of one (``<run_id>.w<i>``), when there is one
        run = next((r for r in runs if not re.search(r"\.w\d+$", r)), runs[0])
    path = posixpath.join(conn.expand(base), "runs", run)
    try:
        conn.sftp().stat(path)
    except FileNotFoundError:
        raise RemoteError(
            say(N_("no run {run} on {host} (looked in {folder})"), run=repr(run),
                host=conn.target.label, folder=path)
        ) from None  # fmt: skip
    return path


def local_run_store() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("tpugui")) / "runs"


#: how long a fetch of a finished run waits for its supervisor's ``exit.json``
SUPERVISOR_WAIT_S = 30.0


def _finished_remote(sftp: Any, run_dir: str) -> bool:
    """Whether the VM's events.jsonl ends with ``run_finished`` (its last 8 KiB read)."""
    try:
        with sftp.open(posixpath.join(run_dir, "events.jsonl")) as fh:
            size = fh.stat().st_size or 0
            fh.seek(max(0, size - 8192))
            tail = fh.read().decode("utf-8", "replace")
    except OSError:
        return False
    lines = [ln for ln in tail.splitlines() if ln.strip()]
    try:
        return bool(lines) and json.loads(lines[-1]).get("type") == "run_finished"
    except ValueError:
        return False


def _await_supervisor(sftp: Any, run_dir: str, wait: float) -> None:
    """A run that wrote ``run_finished`` but whose supervisor has not yet written
    ``exit.json`` (it does so after the child's last event; under load that can come later than
    a fetch): wait while the supervisor's process is there, up to ``wait`` s. Read over SFTP
    (``launch.json``'s pid under ``/proc``): no Python is run on the VM."""
    try:
        with sftp.open(posixpath.join(run_dir, "launch.json")) as fh:
            pid = int(json.loads(fh.read().decode("utf-8")).get("pid") or 0)
    except (OSError, ValueError, TypeError):
        return  # not a launched run (a profile folder, a copied run)
    if not _finished_remote(sftp, run_dir):
        return  # still training (or never started): a fetch of what is there so far
    end = time.monotonic() + wait
    while time.monotonic() < end:
        try:
            sftp.stat(posixpath.join(run_dir, "exit.json"))
            return
        except OSError:
            pass
        try:
            sftp.stat(f"/proc/{pid}")
        except OSError:
            return  # the supervisor is gone without one: nothing more will come
        time.sleep(0.1)


def fetch_run(
    conn: Connection, run_dir: str, dest: Path, wait: float = SUPERVISOR_WAIT_S
) -> list[Path]:
    """Copy the remote run folder (events, checkpoints, logs; not the uploaded ``data/``) into
    ``dest``; the files copied. A finished run's supervisor is waited for (``wait`` s at most)
    so that its ``exit.json`` comes too."""
    sftp = conn.sftp()
    copied: list[Path] = []
    if wait > 0:
        _await_supervisor(sftp, run_dir, wait)

    def walk(remote: str, local: Path, top: bool = False) -> None:
        local.mkdir(parents=True, exist_ok=True)
        for e in sftp.listdir_attr(remote):
            if top and e.filename == "data":  # the job's own input data: the person has it
                continue
            r = posixpath.join(remote, e.filename)
            if stat.S_ISDIR(e.st_mode or 0):
                walk(r, local / e.filename)
            elif stat.S_ISREG(e.st_mode or 0):
                tmp = local / (e.filename + ".part")
                sftp.get(r, str(tmp))
                tmp.replace(local / e.filename)
                copied.append(local / e.filename)

    try:
        walk(run_dir, Path(dest), top=True)
    except FileNotFoundError:
        raise RemoteError(
            say(N_("{folder} is not on {host}"), folder=str(run_dir), host=conn.target.label)
        ) from None
    return copied


#: where a pod run's other workers' folders go inside the fetched run (``workers/w1``, ...)
WORKERS_DIR = "workers"


def fetch_workers(
    connect_host: Any, job: Job, run_id: str, dest: Path, wait: float = SUPERVISOR_WAIT_S
) -> dict[int, list[Path] | str]:
    """Fetch the folders of a pod run's other workers (``<run_id>.w<i>`` on each host of
    ``job.remote.workers``) into ``dest/workers/w<i>``: their events, stdout/stderr logs, exit
    and launch files, written as each worker's supervisor left them. Per worker: the files, or
    why none came (a host that does not answer does not stop the others)."""
    out: dict[int, list[Path] | str] = {}
    for i, host in enumerate(job.remote.workers, start=1):
        try:
            with connect_host(host) as conn:
                remote = resolve_run_dir(conn, job.remote.remote_dir, f"{run_id}.w{i}")
                out[i] = fetch_run(conn, remote, Path(dest) / WORKERS_DIR / f"w{i}", wait)
        except RemoteError as exc:
            out[i] = str(exc)
    return out
