"""A stand-in for the ``gcloud`` CLI and Google's TPU service behind it (neither is reachable
from the test machines): the ``compute tpus tpu-vm`` and ``compute tpus queued-resources``
commands tpugui sends, with gcloud's own syntax, its JSON (``--format=json``), its messages on
stderr and its exit codes. The "cloud" is a JSON file: the nodes, every command received
(``calls``), and a failure to answer the next create with (``fail``: quota, capacity). After each
``describe`` or ``list`` a node moves one step along its way (CREATING -> READY, STOPPING ->
STOPPED, DELETING -> gone, a queued resource WAITING_FOR_RESOURCES -> PROVISIONING -> ACTIVE
with its node then CREATING), as the real
service does over minutes.

It stands in for Cloud Storage too: ``gcloud storage cp`` (``--recursive``/``-r``, several
sources, a destination ending in ``/`` or already a folder taking each source under its own
name), ``gcloud storage ls`` (one level, a sub-folder with its trailing ``/``) and ``gcloud
storage cat``, with gcloud's messages (``Copying file://… to gs://…``, ``One or more URLs matched
no objects.``, ``gs://NAME not found: 404.``, ``The following URLs matched no objects or
files:``). "The buckets" are local folders under the cloud's ``storage`` folder, one per bucket,
an object a file at its name; an object is written whole (to a temporary name, then renamed), as
an upload only appears once it is complete.

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
    ``zone``, ``project``, ``host``, ``nodes``, ``fail``, ``storage``: the folder that holds the
    buckets, ``STATE.storage`` unless named; two gcloud installs given one ``storage`` see the
    same buckets, as a VM's gcloud and this computer's do)."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"zone": "us-central1-a", "project": "p-1", "host": "127.0.0.1", "nodes": {},
            "calls": [], "fail": {}, "storage": f"{state}.storage"}  # fmt: skip
    data.update(cloud)
    data["storage"] = str(data["storage"])
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
    if args[:1] == ["storage"]:
        return _storage(args[1:], Path(data["storage"]))
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


# --- Cloud Storage ---------------------------------------------------------------------------
def _split(url: str) -> tuple[str, str]:
    bucket, _, name = url[len("gs://") :].partition("/")
    return bucket, name


def _objects(root: Path, bucket: str) -> list[str]:
    """Every object's name in ``bucket`` (its files, as paths below its folder)."""
    top = root / bucket
    return sorted(p.relative_to(top).as_posix() for p in top.rglob("*") if p.is_file()
                  and not p.name.endswith(".uploading"))  # fmt: skip


def _put(path: Path, raw: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".uploading")
    tmp.write_bytes(raw)
    tmp.replace(path)


def _storage(args: list[str], root: Path) -> tuple[int, str, str]:
    verb, rest = (args[0] if args else ""), args[1:]
    label = f"gcloud.storage.{verb}"
    recursive = False
    plain = []
    for a in rest:
        if a in ("-r", "-R", "--recursive"):
            recursive = True
        elif a.startswith("-"):
            return 2, "", f"ERROR: ({label}) unrecognized arguments: {a}\n"
        else:
            plain.append(a)
    if verb == "ls":
        return _ls(plain, root, label)
    if verb == "cat":
        return _cat(plain, root, label)
    if verb == "cp":
        return _cp(plain, root, label, recursive)
    return 2, "", f"ERROR: (gcloud.storage) Invalid choice: '{verb}'.\n"


def _ls(urls: list[str], root: Path, label: str) -> tuple[int, str, str]:
    if not urls:
        return 0, "".join(f"gs://{b.name}/\n" for b in sorted(root.iterdir())), ""
    lines = []
    for url in urls:
        bucket, name = _split(url)
        if not (root / bucket).is_dir():
            return 1, "", f"ERROR: ({label}) gs://{bucket} not found: 404.\n"
        names = _objects(root, bucket)
        if name and not name.endswith("/") and name in names:
            lines.append(url)
            continue
        prefix = name.rstrip("/") + "/" if name else ""
        seen = set()
        for n in names:
            if n.startswith(prefix):
                head, sep, _ = n[len(prefix) :].partition("/")
                child = f"gs://{bucket}/{prefix}{head}{sep}"
                if child not in seen:
                    seen.add(child)
                    lines.append(child)
    if not lines:
        return 1, "", f"ERROR: ({label}) One or more URLs matched no objects.\n"
    return 0, "".join(f"{ln}\n" for ln in lines), ""


def _cat(urls: list[str], root: Path, label: str) -> tuple[int, str, str]:
    out, missing = [], []
    for url in urls:
        bucket, name = _split(url)
        path = root / bucket / name
        if name and path.is_file():
            out.append(path.read_text(encoding="utf-8"))
        else:
            missing.append(url)
    if missing or not urls:
        return 1, "", (f"ERROR: ({label}) The following URLs matched no objects or files:\n"
                       + "\n".join(missing) + "\n")  # fmt: skip
    return 0, "".join(out), ""


def _sources(src: str, root: Path, recursive: bool) -> list[tuple[str, str, bytes]] | str | None:
    """(its address, the name below the destination, bytes) for each file ``src`` brings; a
    str: the folder left out (no --recursive); None: nothing there."""
    if src.startswith("gs://"):
        bucket, name = _split(src)
        top = root / bucket
        if name and (top / name).is_file():
            return [(src, name.rsplit("/", 1)[-1], (top / name).read_bytes())]
        prefix = name.rstrip("/") + "/"
        under = [n for n in (_objects(root, bucket) if top.is_dir() else []) if
                 n.startswith(prefix)]  # fmt: skip
        if not under:
            return None
        if not recursive:
            return src
        base = prefix.rstrip("/").rsplit("/", 1)[-1]
        return [(f"gs://{bucket}/{n}", f"{base}/{n[len(prefix) :]}", (top / n).read_bytes())
                for n in under]  # fmt: skip
    path = Path(src)
    if path.is_file():
        return [(f"file://{path.absolute()}", path.name, path.read_bytes())]
    if path.is_dir():
        if not recursive:
            return f"file://{path}"
        return [(f"file://{p.absolute()}", f"{path.name}/{p.relative_to(path).as_posix()}",
                 p.read_bytes()) for p in sorted(path.rglob("*")) if p.is_file()]  # fmt: skip
    return None


def _cp(plain: list[str], root: Path, label: str, recursive: bool) -> tuple[int, str, str]:
    if len(plain) < 2:
        return 2, "", f"ERROR: ({label}) argument DESTINATION: Must be specified.\n"
    *srcs, dst = plain
    err = []
    to_cloud = dst.startswith("gs://")
    if to_cloud:
        bucket, dname = _split(dst)
        if not (root / bucket).is_dir():
            return 1, "", (f"ERROR: ({label}) HTTPError 404: The destination bucket gs://{bucket}"
                           " does not exist or the write to the destination must be "
                           "restarted\n")  # fmt: skip
        is_folder = (not dname or dname.endswith("/")
                     or any(n.startswith(dname + "/") for n in _objects(root, bucket)))  # fmt: skip
    else:
        is_folder = dst.endswith("/") or Path(dst).is_dir()
    missing, copied = [], 0
    for src in srcs:
        got = _sources(src, root, recursive)
        if got is None:
            missing.append(src)
            continue
        if isinstance(got, str):
            err.append(f"WARNING: Omitting {got} because it is a container, and recursion is "
                       "not enabled.")  # fmt: skip
            continue
        single = len(got) == 1 and "/" not in got[0][1]
        for origin, rel, raw in got:
            if is_folder or len(srcs) > 1:
                where = rel
            elif single:
                where = ""  # the destination names the object or file itself
            else:
                where = rel.split("/", 1)[1]  # a folder's contents under a new name
            if to_cloud:
                name = dname.rstrip("/") + "/" + where if where else dname
                target = root / bucket / name.lstrip("/")
                shown = f"gs://{bucket}/{name.lstrip('/')}"
            else:
                target = Path(dst) / where if where else Path(dst)
                shown = f"file://{target}"
            err.append(f"Copying {origin} to {shown}")
            _put(target, raw)
            copied += 1
    if missing:
        err.append(f"ERROR: ({label}) The following URLs matched no objects or files:")
        err.extend(missing)
        return 1, "", "\n".join(err) + "\n"
    err.append(f"  Completed files {copied}/{copied}")
    return 0, "", "\n".join(err) + "\n"


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
