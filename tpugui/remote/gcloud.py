"""Cloud TPU VMs through the ``gcloud`` CLI: list them and connect as ``tpu-vm ssh`` would.

``gcloud compute tpus tpu-vm ssh`` logs in with ``~/.ssh/google_compute_engine`` as the local
user; a pod slice has one network endpoint per worker (worker 0 first). Nothing here needs
network access unless ``list_tpu_vms`` is called; its errors are gcloud's own words.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tpugui.remote.ssh import RemoteError

__all__ = ["TpuVm", "available", "gcloud_key", "list_tpu_vms", "parse_tpu_list"]


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
        raise RemoteError("the gcloud CLI is not installed; install the Google Cloud SDK")
    argv = [exe, "compute", "tpus", "tpu-vm", "list", "--format=json"]
    if zone:
        argv.append(f"--zone={zone}")
    if project:
        argv.append(f"--project={project}")
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RemoteError(f"gcloud gave no answer within {timeout:g} s") from None
    if done.returncode != 0:
        msg = done.stderr.strip().splitlines()
        raise RemoteError("gcloud: " + (" ".join(msg[:4]) or f"exit {done.returncode}"))
    try:
        return parse_tpu_list(json.loads(done.stdout or "[]"))
    except (json.JSONDecodeError, AttributeError) as exc:
        raise RemoteError(f"gcloud printed something that is not a TPU list: {exc}") from None
