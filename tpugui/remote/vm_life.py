"""A TPU VM's life through ``gcloud``: create, start, stop, delete, and follow its state.

Each action is the exact gcloud command a person would type (:func:`action_argv`, shown before
it runs), sent with ``--async`` so that nothing blocks, then followed by polling ``describe``
until the VM's state settles (:func:`follow`): READY, STOPPED, PREEMPTED, TERMINATED, or gone
after a delete. A Spot VM is created with ``--spot``, one under a commitment with
``--reserved``, and a flex-start one as a queued resource (``--provisioning-model=flex-start``
and a ``--max-run-duration``), whose VM appears once the queue grants it. gcloud's failures (no
quota, no capacity in the zone, no permission, ...) come back in plain words with the fix
(:mod:`tpugui.remote.gcloud_errors`). Qt-free; what bills or destroys is asked about by the
caller (the CLI's prompt, the window's question) before :func:`run` is called.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.remote.gcloud import create_argv, parse_tpu_list, runtime_version, scope_args
from tpugui.remote.gcloud_errors import explain
from tpugui.remote.ssh import GCLOUD_SILENT, NO_GCLOUD, RemoteError, say

__all__ = [
    "BILLS",
    "GONE",
    "SETTLED",
    "VmState",
    "action_argv",
    "describe",
    "follow",
    "run",
]

#: the actions that start billing or destroy the VM: asked about first
BILLS = ("create", "start", "delete")
#: the state each action ends in (a create may also end PREEMPTED or FAILED)
TARGET = {"create": "READY", "start": "READY", "stop": "STOPPED", "delete": "GONE"}
#: states a VM rests in; the others (CREATING, STARTING, STOPPING, DELETING, REPAIRING,
#: RESTARTING, and a queued resource's WAITING_FOR_RESOURCES, PROVISIONING) pass
SETTLED = ("READY", "STOPPED", "PREEMPTED", "TERMINATED", "FAILED", "SUSPENDED")
#: a queued resource's states that end its wait without a VM
QUEUE_ENDS = ("FAILED", "SUSPENDED", "GONE")
#: the VM no longer exists (describe says NOT_FOUND)
GONE = "GONE"


@dataclass(frozen=True)
class VmState:
    name: str
    state: str
    accelerator: str = ""
    spot: bool = False
    #: worker 0 first: the external IP where there is one (what SSH connects to)
    hosts: tuple[str, ...] = ()

    @property
    def settled(self) -> bool:
        return self.state in SETTLED or self.state == GONE


def action_argv(
    action: str,
    name: str,
    zone: str = "",
    project: str = "",
    accelerator_type: str = "",
    provisioning: str = "on-demand",
    max_run_duration: str = "1d",
) -> list[str]:
    """The gcloud command of ``action`` on the VM ``name``, as a person types it."""
    scope = scope_args(zone, project)
    if action == "create" and provisioning == "flex-start":
        return [
            "gcloud", "alpha", "compute", "tpus", "queued-resources", "create", name,
            f"--node-id={name}", f"--accelerator-type={accelerator_type}",
            f"--runtime-version={runtime_version(accelerator_type)}",
            "--provisioning-model=flex-start", f"--max-run-duration={max_run_duration}",
            *scope, "--async",
        ]  # fmt: skip
    base = ["gcloud", "compute", "tpus", "tpu-vm"]
    if action == "create":
        extra = {"spot": ["--spot"], "committed-1y": ["--reserved"], "committed-3y": ["--reserved"]}
        argv = create_argv(name, accelerator_type, zone, project)
        return [*argv, *extra.get(provisioning, []), "--async"]
    if action in ("start", "stop"):
        return [*base, action, name, *scope, "--async"]
    if action == "delete":
        return [*base, "delete", name, *scope, "--quiet", "--async"]
    raise ValueError(f"unknown TPU VM action {action!r}")


def _gcloud(argv: list[str], zone: str, project: str, timeout: float) -> str:
    exe = shutil.which("gcloud")
    if exe is None:
        raise RemoteError(say(NO_GCLOUD))
    try:
        done = subprocess.run([exe, *argv[1:]], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RemoteError(say(GCLOUD_SILENT, seconds=timeout)) from None
    if done.returncode != 0:
        raise explain(done.stderr or done.stdout, done.returncode, zone, project)
    return done.stdout


def run(argv: list[str], zone: str = "", project: str = "", timeout: float = 120.0) -> str:
    """Run an action's command (from :func:`action_argv`); gcloud's output, or its failure in
    plain words (:class:`~tpugui.remote.gcloud_errors.GcloudError`)."""
    return _gcloud(argv, zone, project, timeout)


def describe(
    name: str, zone: str = "", project: str = "", timeout: float = 60.0, queued: bool = False
) -> VmState:
    """The VM's state now (``GONE`` once it no longer exists); ``queued``: the state of the
    queued resource ``name`` (WAITING_FOR_RESOURCES, PROVISIONING, ACTIVE, FAILED, ...)."""
    group = ["alpha", "compute", "tpus", "queued-resources"] if queued else [
        "compute", "tpus", "tpu-vm"]  # fmt: skip
    argv = ["gcloud", *group, "describe", name, "--format=json", *scope_args(zone, project)]
    try:
        out = _gcloud(argv, zone, project, timeout)
    except RemoteError as exc:
        if getattr(exc, "kind", "") == "not-found":
            return VmState(name, GONE)
        raise
    try:
        node: dict[str, Any] = json.loads(out or "{}")
    except json.JSONDecodeError as exc:
        raise RemoteError(
            say(N_("gcloud printed something that is not a TPU VM: {error}"), error=str(exc))
        ) from None
    if queued:
        return VmState(name, str((node.get("state") or {}).get("state", "")))
    sched = node.get("schedulingConfig") or {}
    listed = parse_tpu_list([node])
    return VmState(
        name,
        str(node.get("state", "")),
        str(node.get("acceleratorType", "")),
        bool(sched.get("spot") or sched.get("preemptible")),
        tuple(listed[0].hosts) if listed else (),
    )


def follow(
    name: str,
    action: str,
    zone: str = "",
    project: str = "",
    on_state: Callable[[VmState], None] | None = None,
    poll_s: float = 5.0,
    timeout_s: float = 1800.0,
    cancelled: Callable[[], bool] | None = None,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
    queued: bool = False,
) -> VmState:
    """Poll the VM after ``action`` until it settles (or is gone after a delete); every change
    of state goes to ``on_state``. ``queued`` (a flex-start create): the queued resource is
    followed until the queue grants it (ACTIVE), then its VM."""
    end = clock() + timeout_s
    last = ""
    while True:
        st = describe(name, zone, project, queued=queued)
        if st.state != last:
            last = st.state
            if on_state is not None:
                on_state(st)
        if queued and st.state == "ACTIVE":
            queued, last = False, ""
            continue
        if (st.settled and not queued) or (queued and st.state in QUEUE_ENDS):
            return st
        if clock() >= end or (cancelled is not None and cancelled()):
            return st
        sleep(poll_s)
