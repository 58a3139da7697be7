"""A stand-in for the ``gcloud`` CLI and Google's TPU service behind it (neither is reachable
from the test machines): the ``compute tpus tpu-vm`` and ``compute tpus queued-resources``
commands tpugui sends, with gcloud's own syntax, its JSON (``--format=json``), its messages on
stderr and its exit codes. The "cloud" is a JSON file: the nodes, every command received
(``calls``), and a failure to answer the next create with (``fail``: quota, capacity). After each
``describe`` or ``list`` a node moves one step along its way (CREATING -> READY, STOPPING ->
STOPPED, DELETING -> gone, a queued resource WAITING_FOR_RESOURCES -> PROVISIONING -> ACTIVE
with its node then CREATING), as the real
service does over minutes.

``install(folder, state)`` writes an executable ``gcloud`` into ``folder`` bound to ``state``.
"""

from __future__ import annotations

import fcntl
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NEXT = {
    "CREATING": "READY",
    "STARTING": "READY",
    "STOPPING": "STOPPED",
    "DELETING": None,
}
FAILURES = {
    "quota": '{{"code": 8, "message": "Quota limit \'TPUV5sLitepodPerProjectPerZoneForTPUAPI\' '
    'has been exceeded. Limit: 0 in zone {zone}. [EID: 0x1f2e3d4c5b6a7988]"}}',
    "capacity": '{{"code": 8, "message": "There is no more capacity in the zone \\"{zone}\\"; '
    "you can try in another zone where Cloud TPU Nodes are offered (see "
    'https://cloud.google.com/tpu/docs/regions) [EID: 0x5a6b7c8d9e0f1a2b]"}}',
}


def install(folder: Path, state: Path, **cloud: Any) -> Path:
    """An executable ``folder/gcloud`` answering from ``state`` (created with ``cloud``'s keys:
    ``zone``, ``project``, ``host``, ``nodes``, ``fail``)."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"zone": "us-central1-a", "project": "p-1", "host": "127.0.0.1", "nodes": {},
            "calls": [], "fail": {}}  # fmt: skip
    data.update(cloud)
    state.write_text(json.dumps(data), encoding="utf-8")
    exe = folder / "gcloud"
    exe.write_text(
        f"#!{sys.executable}\nimport sys\nsys.path.insert(0, {str(ROOT)!r})\n"
        "from tests.remote.fake_gcloud import main\n"
        f"sys.exit(main(sys.argv[1:], {str(state)!r}))\n",
        encoding="utf-8",
    )
    exe.chmod(0o755)
    return exe


def read(state: Path) -> dict[str, Any]:
    return json.loads(state.read_text(encoding="utf-8"))


def _flags(args: list[str]) -> tuple[list[str], dict[str, str]]:
    plain, flags = [], {}
    for a in args:
        if a.startswith("--"):
            key, _, value = a[2:].partition("=")
            flags[key] = value if _ else "true"
        else:
            plain.append(a)
    return plain, flags


def _node(data: dict[str, Any], name: str, zone: str) -> dict[str, Any]:
    n = data["nodes"][name]
    return {
        "name": f"projects/{data['project']}/locations/{zone}/nodes/{name}",
        "acceleratorType": n["type"],
        "runtimeVersion": n["version"],
        "state": n["state"],
        "schedulingConfig": {"spot": True} if n.get("spot") else {},
        "networkEndpoints": [{"ipAddress": "10.128.0.2",
                              "accessConfig": {"externalIp": data["host"]}}],
    }  # fmt: skip


def _advance(data: dict[str, Any]) -> None:
    for name in list(data["nodes"]):
        n = data["nodes"][name]
        if n["state"] in NEXT:
            after = NEXT[n["state"]]
            if after is None:
                del data["nodes"][name]
            else:
                n["state"] = after
    for q in data.setdefault("queued", {}).values():
        if q["state"] == "WAITING_FOR_RESOURCES":
            q["state"] = "PROVISIONING"
        elif q["state"] == "PROVISIONING":
            q["state"] = "ACTIVE"
            data["nodes"][q["node"]] = {**q["spec"], "state": "CREATING"}


def _answer(argv: list[str], data: dict[str, Any]) -> tuple[int, str, str]:
    args = argv[1:] if argv[:1] == ["alpha"] else argv
    plain, flags = _flags(args)
    zone = flags.get("zone", data["zone"])
    cmd = " ".join(plain[:4])
    if plain[:3] != ["compute", "tpus", "tpu-vm"] and plain[:3] != [
        "compute", "tpus", "queued-resources"
    ]:  # fmt: skip
        return 2, "", f"ERROR: (gcloud) Invalid choice: '{' '.join(plain[:3])}'.\n"
    group, verb = plain[2], plain[3] if len(plain) > 3 else ""
    name = plain[4] if len(plain) > 4 else ""
    label = f"gcloud.compute.tpus.{group}.{verb}"
    if verb == "list":
        out = json.dumps([_node(data, n, zone) for n in data["nodes"]])
        _advance(data)
        return 0, out, ""
    if group == "queued-resources" and verb == "describe":
        q = data.setdefault("queued", {}).get(name)
        if q is None:
            return 1, "", f"ERROR: ({label}) NOT_FOUND: Resource '{name}' was not found\n"
        out = json.dumps(
            {
                "name": f"projects/{data['project']}/locations/{zone}/queuedResources/{name}",
                "state": {"state": q["state"]},
            }
        )
        _advance(data)
        return 0, out, ""
    if verb in ("describe", "start", "stop", "delete") and name not in data["nodes"]:
        return (
            1,
            "",
            (
                f"ERROR: ({label}) NOT_FOUND: Resource 'projects/{data['project']}/locations/{zone}"
                f"/nodes/{name}' was not found\n"
            ),
        )
    if verb == "describe":
        out = json.dumps(_node(data, name, zone))
        _advance(data)
        return 0, out, ""
    if verb == "create":
        why = data["fail"].pop("create", "")
        if why:
            return 1, "", f"ERROR: ({label}) " + FAILURES[why].format(zone=zone) + "\n"
        if name in data["nodes"] or flags.get("node-id") in data["nodes"]:
            return 1, "", f"ERROR: ({label}) ALREADY_EXISTS: Resource '{name}' already exists\n"
        queued = group == "queued-resources"
        node = flags.get("node-id", name) if queued else name
        if "accelerator-type" not in flags or not (flags.get("version") or flags.get(
                "runtime-version")):  # fmt: skip
            return 2, "", f"ERROR: ({label}) argument --accelerator-type --version: required\n"
        spec = {
            "type": flags["accelerator-type"],
            "version": flags.get("version") or flags["runtime-version"],
            "spot": "spot" in flags,
        }
        if queued:  # its node appears once the queue grants it
            q = {"state": "WAITING_FOR_RESOURCES", "node": node, "spec": spec}
            data.setdefault("queued", {})[name] = q
        else:
            data["nodes"][node] = {**spec, "state": "CREATING"}
        return (
            0,
            "",
            (
                f"Create request issued for: [{name}]\nCheck operation [projects/{data['project']}/"
                f"locations/{zone}/operations/operation-1] for status.\n"
            ),
        )
    n = data["nodes"][name]
    if verb == "stop":
        if n["state"] != "READY":
            return 1, "", f"ERROR: ({label}) FAILED_PRECONDITION: node is {n['state']}\n"
        n["state"] = "STOPPING"
    elif verb == "start":
        if n["state"] != "STOPPED":
            return 1, "", f"ERROR: ({label}) FAILED_PRECONDITION: node is {n['state']}\n"
        n["state"] = "STARTING"
    elif verb == "delete":
        n["state"] = "DELETING"
    else:
        return 2, "", f"ERROR: (gcloud) Invalid choice: '{cmd}'.\n"
    return 0, "", f"{verb.capitalize()} request issued for: [{name}]\n"


def main(argv: list[str], state: str) -> int:
    with open(state + ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        path = Path(state)
        data = read(path)
        data["calls"].append(["gcloud", *argv])
        code, out, err = _answer(argv, data)
        path.write_text(json.dumps(data), encoding="utf-8")
    sys.stdout.write(out)
    sys.stderr.write(err)
    return code
