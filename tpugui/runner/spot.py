"""Spot TPU VMs that come back (``remote.on_preempt = "resume"``).

While a remote run is followed, :class:`CheckpointCopier` copies each checkpoint off the VM as
its ``checkpoint`` event arrives (its ``STEM.json`` and the files it names) into the local run
store, so a checkpoint outlives the VM. :func:`train` starts the run and follows it; when the
run ends ``preempted`` (the VM's shutdown stopped it) or the VM stops answering and gcloud says
it is PREEMPTED, TERMINATED, STOPPED or gone, the VM is made again (a preempted TPU VM cannot be
started: it is deleted and created again with the same name, type, zone and Spot; a stopped one
is started), the job is deployed there again with ``train.resume_from`` naming the newest copied
checkpoint, and the run goes on from its step. The steps trained after that checkpoint are
trained again: each recovery says how many (``lost``), and the copied checkpoint notes the
step the lost run had reached, so the run that goes on counts the time it spends on them as
progress lost to a restart (its goodput's ``lost``). Qt-free; the CLI (``tpugui remote
train``) runs it, and its notes are :class:`~tpugui.i18n_marks.Message` values.

With ``remote.checkpoints_to = "gs://BUCKET/FOLDER"`` the copies go to Cloud Storage instead
(:class:`BucketCopier`): the VM copies each checkpoint itself with its own gcloud
(:mod:`tpugui.remote.vm_gcs`) into ``FOLDER/<the session's name>/``, the json last, and nothing
is copied to this computer (a checkpoint of many GB would cross this computer's connection
twice for nothing: the bucket outlives the VM as well). On recovery the newest checkpoint in
that folder is copied back onto the VM made again (:func:`restore`) and the run resumes from it
there; the recovery's note says which ``gs://`` address it came from.
"""

from __future__ import annotations

import json
import posixpath
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.events import RunStatus
from tpugui.i18n_marks import N_, Data, Message
from tpugui.job import Job
from tpugui.remote import vm_gcs, vm_life
from tpugui.remote.ssh import RemoteError
from tpugui.runner import steps
from tpugui.training import checkpoints

__all__ = ["BucketCopier", "CheckpointCopier", "Recovery", "restore", "train"]

#: states after which the VM must be made again before the run can go on
GONE_STATES = ("PREEMPTED", "TERMINATED", "STOPPED", vm_life.GONE)


class CheckpointCopier:
    """Copies a remote run's checkpoints into ``dest`` as their events arrive (the newest's
    local ``STEM.json`` is :attr:`last`); the json is written last, so a copy cut short by the
    VM's end is never taken for a checkpoint."""

    def __init__(self, connect: Callable[[], Any], dest: Path):
        self.connect, self.dest = connect, dest
        self.last: Path | str | None = None
        self.last_step = 0
        self.conn: Any = None
        #: why the newest checkpoint could not be copied (None once one is)
        self.failed: Message | None = None

    def on_event(self, ev: dict[str, Any]) -> None:
        if ev.get("type") != "checkpoint" or not ev.get("path"):
            return
        from paramiko import SSHException

        try:
            self.copy(str(ev["path"]), int(ev.get("step") or 0))
            self.failed = None
        except RemoteError as exc:
            self.failed = exc.message
            self.close()
        except (OSError, EOFError, SSHException, ValueError, KeyError):
            # the VM went away mid-copy ("Server connection dropped"): the previous copy stays
            # the newest, and the next checkpoint is copied over a new connection
            self.close()

    def copy(self, meta_path: str, step: int) -> Path:
        if self.conn is None:
            self.conn = self.connect()
        sftp = self.conn.sftp()
        with sftp.open(meta_path, "r") as fh:
            raw = fh.read()
        meta = json.loads(raw.decode("utf-8"))
        self.dest.mkdir(parents=True, exist_ok=True)
        folder = posixpath.dirname(meta_path)
        for name in meta["files"].values():
            _get_tree(sftp, posixpath.join(folder, name), self.dest / name)
        local = self.dest / posixpath.basename(meta_path)
        tmp = local.with_name(local.name + ".tmp")
        tmp.write_bytes(raw)
        tmp.replace(local)
        self.last, self.last_step = local, step
        return local

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None


class BucketCopier(CheckpointCopier):
    """Copies a remote run's checkpoints, on the VM itself, into the Cloud Storage folder
    ``folder`` (``gs://…/``) with the VM's gcloud as their events arrive: the files the json
    names first, then the json, so a copy cut short by the VM's end is never taken for a
    checkpoint (:func:`restore` looks for the json). :attr:`last` is the newest json's
    ``gs://`` address. A copy gcloud refuses (no such bucket, a service account that may not
    write there) is said through ``note``, once until a copy succeeds again."""

    def __init__(self, connect: Callable[[], Any], folder: str,
                 note: Callable[[Message], None] = lambda m: None):  # fmt: skip
        super().__init__(connect, Path())
        self.folder, self.note = folder, note

    def on_event(self, ev: dict[str, Any]) -> None:
        before = self.failed
        super().on_event(ev)
        if self.failed is not None and (before is None or str(before) != str(self.failed)):
            self.note(Message(N_("checkpoint not copied to {folder}: {error}"),
                              {"folder": Data(self.folder), "error": self.failed}))  # fmt: skip

    def copy(self, meta_path: str, step: int) -> str:  # type: ignore[override]
        if self.conn is None:
            self.conn = self.connect()
        with self.conn.sftp().open(meta_path, "r") as fh:
            meta = json.loads(fh.read().decode("utf-8"))
        folder = posixpath.dirname(meta_path)
        files = [posixpath.join(folder, name) for name in meta["files"].values()]
        if files:
            vm_gcs.upload(self.conn, files, self.folder)
        vm_gcs.upload(self.conn, [meta_path], self.folder)  # last: the checkpoint is whole
        self.last, self.last_step = self.folder + posixpath.basename(meta_path), step
        return self.last


@dataclass
class Restored:
    """A checkpoint copied back from Cloud Storage onto the VM: its json there, its step, and
    the ``gs://`` address it came from."""

    path: str
    step: int
    source: str


def restore(conn: Any, folder: str, into: str, reached: int = 0) -> Restored | None:
    """Copy the newest checkpoint in the ``gs://`` ``folder`` onto the VM, into its folder
    ``into``, with the VM's gcloud (``storage ls``, ``cat``, ``cp``): its files first, its json
    last (with ``reached``, the step the lost run had reached beyond it, noted in it:
    :func:`~tpugui.training.checkpoints.mark_reached`). None when the folder holds none."""
    metas = sorted(u for u in vm_gcs.listing(conn, folder)
                   if _META.fullmatch(posixpath.basename(u)))  # fmt: skip
    if not metas:
        return None
    url = metas[-1]
    meta = json.loads(vm_gcs.cat(conn, url))
    names = list(meta["files"].values())
    into = conn.expand(into)
    if names:
        vm_gcs.download(conn, [folder + str(n) for n in names], into)
    step = int(meta.get("step") or 0)
    if reached > step:  # the run that goes on counts those steps as lost to the restart
        meta["reached"] = int(reached)
    path = posixpath.join(into, posixpath.basename(url))
    sftp = conn.sftp()
    with sftp.open(path + ".tmp", "w") as fh:
        fh.write(json.dumps(meta, indent=2).encode("utf-8"))
    sftp.posix_rename(path + ".tmp", path)
    return Restored(path, step, url)


#: a checkpoint's json (checkpoints.stem), not best.json nor a .tmp
_META = re.compile(r"epoch-\d+-step-\d+\.json")


def _get_tree(sftp: Any, remote: str, local: Path) -> None:
    import stat

    if stat.S_ISDIR(sftp.stat(remote).st_mode or 0):
        local.mkdir(parents=True, exist_ok=True)
        for entry in sftp.listdir(remote):
            _get_tree(sftp, posixpath.join(remote, entry), local / entry)
    else:
        sftp.get(remote, str(local))


@dataclass
class Recovery:
    """One recovery: the state the VM was found in, the step the run had reached, the step
    it goes on from (the newest copied checkpoint's) and the steps lost between them."""

    state: str
    reached: int
    resumed_from: int
    host: str
    #: where the checkpoint came from when it was put back from Cloud Storage (its gs://
    #: address); "" for a copy on this computer
    source: str = ""

    @property
    def lost(self) -> int:
        return max(self.reached - self.resumed_from, 0)

    def message(self) -> Message:
        if self.source:
            return Message(
                N_(
                    "the TPU VM was {state} at step {reached}: made again, the run goes on from "
                    "the checkpoint of step {resumed}, copied back from {source}, on {host} "
                    "({lost} step(s) trained again)"
                ),
                {"state": self.state, "reached": self.reached, "resumed": self.resumed_from,
                 "source": Data(self.source), "host": self.host, "lost": self.lost},
            )  # fmt: skip
        return Message(
            N_(
                "the TPU VM was {state} at step {reached}: made again, the run goes on from the "
                "checkpoint of step {resumed} on {host} ({lost} step(s) trained again)"
            ),
            {"state": self.state, "reached": self.reached, "resumed": self.resumed_from,
             "host": self.host, "lost": self.lost},
        )  # fmt: skip


@dataclass
class Outcome:
    status: str
    finished: dict[str, Any] | None
    recoveries: list[Recovery] = field(default_factory=list)
    run_ids: list[str] = field(default_factory=list)
    #: where the checkpoints were copied: the local folder, or the gs:// folder
    copies: str = ""


def remake(job: Job, poll_s: float = 5.0, on_state: Callable[[Any], None] | None = None) -> str:
    """Make the job's VM usable again after it went away; its new host (worker 0)."""
    r = job.remote
    st = vm_life.describe(r.vm_name, r.zone, r.project)
    if st.state in ("PREEMPTED", "TERMINATED"):
        argv = vm_life.action_argv("delete", r.vm_name, r.zone, r.project)
        vm_life.run(argv, r.zone, r.project)
        vm_life.follow(r.vm_name, "delete", r.zone, r.project, on_state=on_state, poll_s=poll_s)
        st = vm_life.VmState(r.vm_name, vm_life.GONE)
    if st.state == vm_life.GONE:
        kind = r.accelerator_type or st.accelerator
        argv = vm_life.action_argv("create", r.vm_name, r.zone, r.project, kind, r.provisioning)
        vm_life.run(argv, r.zone, r.project)
        st = vm_life.follow(r.vm_name, "create", r.zone, r.project, on_state=on_state,
                            poll_s=poll_s, queued=r.provisioning == "flex-start")  # fmt: skip
    elif st.state == "STOPPED":
        vm_life.run(vm_life.action_argv("start", r.vm_name, r.zone, r.project), r.zone, r.project)
        st = vm_life.follow(r.vm_name, "start", r.zone, r.project, on_state=on_state, poll_s=poll_s)
    if st.state != "READY":
        raise RemoteError(f"the TPU VM {r.vm_name} did not come back: it is {st.state}")
    if not st.hosts:
        st = vm_life.describe(r.vm_name, r.zone, r.project)
    return st.hosts[0] if st.hosts else r.host


def train(
    job: Job,
    job_dir: Path,
    connect_for: Callable[[Job], Any],
    sink: Callable[[dict[str, Any]], None],
    dest: Path,
    *,
    note: Callable[[Message], None] = lambda m: None,
    stop_event: threading.Event | None = None,
    poll_s: float = 5.0,
    max_recoveries: int = 5,
    argv: list[str] | None = None,
    on_started: Callable[[Any], None] | None = None,
) -> Outcome:
    """Run ``job`` on its VM and bring it back after each preemption (see the module text).

    ``connect_for(job)`` opens a Connection to ``job.remote.host`` (a VM made again has a new
    host key: the caller's connector accepts it, since gcloud has just made that VM);
    ``dest`` is where checkpoints are copied (with ``remote.checkpoints_to`` set, the ``gs://``
    folder's sub-folder of ``dest``'s name instead, and nothing is copied to this computer);
    ``sink`` gets every event of every attempt."""
    base = job.remote.checkpoints_to
    bucket = vm_gcs.folder_url(base, dest.name) if base else ""
    outcome = Outcome("", None, copies=bucket or str(dest))
    current = job
    reached = 0
    pending: Any = None  # a connection to the VM made again, opened to put a checkpoint back
    while True:
        conn = pending or _connect_retrying(connect_for, current, stop_event)
        pending = None
        run, _refs = steps.start_remote(conn, lambda h, j=current: connect_for(j), current,
                                        job_dir, argv=argv)  # fmt: skip
        outcome.run_ids.append(run.run_id)
        if on_started is not None:
            on_started(run)
        copier = (
            BucketCopier(lambda c=current: connect_for(c), bucket, note)
            if bucket
            else CheckpointCopier(lambda c=current: connect_for(c), dest)
        )

        def each(ev: dict[str, Any], copier: CheckpointCopier = copier) -> None:
            nonlocal reached
            if ev.get("type") == "batch_end":
                reached = max(reached, int(ev.get("step") or 0))
            copier.on_event(ev)
            sink(ev)

        try:
            finished = steps.follow(run, each, connect=lambda c=current: connect_for(c),
                                    conn=conn, stop_event=stop_event)  # fmt: skip
        except RemoteError:
            finished = None  # the VM stopped answering
        finally:
            copier.close()
            conn.close()
        status = str((finished or {}).get("status") or "lost")
        if status in (RunStatus.COMPLETED, RunStatus.FAILED, RunStatus.STOPPED):
            outcome.status, outcome.finished = status, finished
            return outcome
        if stop_event is not None and stop_event.is_set():
            outcome.status, outcome.finished = "detached", finished
            return outcome
        r = current.remote
        state = vm_life.describe(r.vm_name, r.zone, r.project).state
        if state not in GONE_STATES and status != RunStatus.PREEMPTED:
            outcome.status, outcome.finished = status, finished
            return outcome  # the VM is there: not a preemption (the caller may attach again)
        if len(outcome.recoveries) >= max_recoveries or copier.last is None and not reached:
            outcome.status, outcome.finished = status, finished
            return outcome
        host = remake(current, poll_s)
        current = current.with_values({"remote.host": host})
        was = state if state in GONE_STATES else "PREEMPTED"
        values: dict[str, Any] = {}
        if bucket:  # the newest checkpoint in the bucket, put back by the VM made again
            pending = _connect_retrying(connect_for, current, stop_event)
            into = posixpath.join(current.remote.remote_dir, "restored", dest.name)
            try:
                got = restore(pending, bucket, into, reached)
            except BaseException:
                pending.close()
                raise
            rec = Recovery(was, reached, got.step if got else 0, host,
                           got.source if got else "")  # fmt: skip
            if got is not None:
                values["train.resume_from"] = got.path
        else:
            ck = copier.last or _newest(dest)
            rec = Recovery(was, reached,
                           copier.last_step if copier.last else _step_of(ck), host)  # fmt: skip
            if ck is not None:
                values["train.resume_from"] = str(ck)
                if rec.lost > 0:  # the run that goes on counts those steps as lost
                    checkpoints.mark_reached(Path(ck), reached)
        outcome.recoveries.append(rec)
        note(rec.message())
        if values:
            current = current.with_values(values)


def _newest(dest: Path) -> Path | None:
    metas = sorted(dest.glob("epoch-*.json")) if dest.is_dir() else []
    return metas[-1] if metas else None


def _step_of(meta: Path | None) -> int:
    if meta is None:
        return 0
    try:
        return int(json.loads(meta.read_text(encoding="utf-8"))["step"])
    except (OSError, ValueError, KeyError):
        return 0


def _connect_retrying(
    connect_for: Callable[[Job], Any], job: Job, stop_event: threading.Event | None,
    tries: int = 60, wait_s: float = 2.0,
) -> Any:  # fmt: skip
    """A fresh VM's sshd comes up a little after gcloud says READY: try for a while."""
    last: Exception | None = None
    for _ in range(tries):
        try:
            return connect_for(job)
        except RemoteError as exc:
            last = exc
        if stop_event is not None and stop_event.wait(wait_s):
            break
        if stop_event is None:
            threading.Event().wait(wait_s)
    raise last if last is not None else RemoteError("stopped")
