"""Cloud TPU VMs through the ``gcloud`` CLI: list them and connect as ``tpu-vm ssh`` would.

``gcloud compute tpus tpu-vm ssh`` logs in with ``~/.ssh/google_compute_engine`` as the local
user; a pod slice has one network endpoint per worker (worker 0 first). Nothing here needs
network access unless ``list_tpu_vms`` is called; its errors say in plain words what failed
and the fix (:mod:`tpugui.remote.gcloud_errors`), with gcloud's own text kept.
"""

from __future__ import annotations

import json
import shlex
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.cost import generation
from tpugui.i18n_marks import N_
from tpugui.remote.gcloud_errors import explain
from tpugui.remote.ssh import GCLOUD_SILENT, NO_GCLOUD, RemoteError, say

__all__ = [
    "RUNTIME_VERSIONS",
    "TpuVm",
    "available",
    "ACCELERATOR_TYPES",
    "create_argv",
    "describe_argv",
    "gcloud_key",
    "generation",
    "list_tpu_vms",
    "parse_tpu_list",
    "runtime_version",
    "scope_args",
    "shell",
    "ssh_argv",
]

#: the TPU VM runtime (software) version to create a VM with, per TPU generation, as Cloud TPU
#: documents them today; v4 and older run the plain Ubuntu 22.04 base image
RUNTIME_VERSIONS: dict[str, str] = {
    "v6e": "v2-alpha-tpuv6e",
    "v5p": "v2-alpha-tpuv5",
    "v5e": "v2-alpha-tpuv5-lite",
    "v4": "tpu-ubuntu2204-base",
}
#: a single-host accelerator type of each generation (the guide's example)
ACCELERATOR_TYPES: dict[str, str] = {
    "v6e": "v6e-8",
    "v5p": "v5p-8",
    "v5e": "v5litepod-8",
    "v4": "v4-8",
}


@dataclass
class TpuVm:
    name: str
    zone: str
    state: str
    accelerator: str
    runtime: str
    hosts: list[str] = field(default_factory=list)  # worker 0 first; external IP when there is one

    @property
    def host(self) -> str:
        return self.hosts[0] if self.hosts else ""

    @property
    def workers(self) -> list[str]:
        return self.hosts[1:]


def available() -> bool:
    return shutil.which("gcloud") is not None


def gcloud_key() -> Path:
    """The private key ``gcloud compute tpus tpu-vm ssh`` uses (and creates)."""
    return Path.home() / ".ssh" / "google_compute_engine"


def runtime_version(accelerator_type: str) -> str:
    """The ``--version`` to create a TPU VM of ``accelerator_type`` with."""
    return RUNTIME_VERSIONS.get(generation(accelerator_type), RUNTIME_VERSIONS["v4"])


def scope_args(zone: str = "", project: str = "") -> list[str]:
    """``--zone=Z --project=P`` for every gcloud command (gcloud's configured ones when empty)."""
    out = []
    if zone:
        out.append(f"--zone={zone}")
    if project:
        out.append(f"--project={project}")
    return out


def create_argv(name: str, accelerator_type: str, zone: str = "", project: str = "") -> list[str]:
    """``gcloud compute tpus tpu-vm create`` with the generation's current runtime version."""
    return [
        "gcloud", "compute", "tpus", "tpu-vm", "create", name,
        f"--accelerator-type={accelerator_type}",
        f"--version={runtime_version(accelerator_type)}",
        *scope_args(zone, project),
    ]  # fmt: skip


def ssh_argv(name: str, zone: str = "", project: str = "") -> list[str]:
    """The first login: it creates ~/.ssh/google_compute_engine and puts its key on the VM."""
    return ["gcloud", "compute", "tpus", "tpu-vm", "ssh", name, *scope_args(zone, project)]


def describe_argv(name: str, zone: str = "", project: str = "") -> list[str]:
    """The VM's description: ``networkEndpoints[0].accessConfig.externalIp`` is worker 0's
    external IP, the host to connect to."""
    return ["gcloud", "compute", "tpus", "tpu-vm", "describe", name, *scope_args(zone, project)]


def shell(argv: list[str]) -> str:
    """A command as a person types it."""
    return shlex.join(argv)


def parse_tpu_list(data: list[dict[str, Any]]) -> list[TpuVm]:
    """``gcloud compute tpus tpu-vm list --format=json`` output as :class:`TpuVm` records."""
    out = []
    for node in data:
        name = node.get("name", "")
        parts = name.split("/")  # projects/P/locations/Z/nodes/N
        zone = parts[3] if len(parts) > 3 else ""
        hosts = []
        for ep in node.get("networkEndpoints") or []:
            ext = (ep.get("accessConfig") or {}).get("externalIp")
            hosts.append(ext or ep.get("ipAddress", ""))
        out.append(
            TpuVm(
                name=parts[-1],
                zone=zone,
                state=node.get("state", ""),
                accelerator=node.get("acceleratorType", "")
                or (node.get("acceleratorConfig") or {}).get("type", ""),
                runtime=node.get("runtimeVersion", ""),
                hosts=[h for h in hosts if h],
            )
        )
    return out


def list_tpu_vms(zone: str = "", project: str = "", timeout: float = 60.0) -> list[TpuVm]:
    """The project's TPU VMs in ``zone`` (gcloud's configured zone/project when empty)."""
    exe = shutil.which("gcloud")
    if exe is None:
        raise RemoteError(say(NO_GCLOUD))
    argv = [exe, "compute", "tpus", "tpu-vm", "list", "--format=json", *scope_args(zone, project)]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RemoteError(say(GCLOUD_SILENT, seconds=timeout)) from None
    if done.returncode != 0:  # plain words and the fix; gcloud's own text in .raw
        raise explain(done.stderr or done.stdout, done.returncode, zone, project)
    try:
        return parse_tpu_list(json.loads(done.stdout or "[]"))
    except (json.JSONDecodeError, AttributeError) as exc:
        raise RemoteError(
            say(N_("gcloud printed something that is not a TPU list: {error}"), error=str(exc))
        ) from None
