"""A local wheel folder that stands in for the package index: each distribution installed in this
test environment (and what it requires, followed through its metadata) packed back into the
wheel it was installed from — its files as its RECORD lists them, its own WHEEL tag, a fresh
RECORD with each file's hash. ``pip install --no-index --find-links FOLDER`` installs from it as
from PyPI, with nothing downloaded."""

from __future__ import annotations

import base64
import hashlib
import importlib.metadata as md
import re
import zipfile
from pathlib import Path

from packaging.requirements import Requirement

SKIP = {"INSTALLER", "REQUESTED", "direct_url.json", "RECORD"}


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def closure(names: list[str]) -> list[md.Distribution]:
    """The distributions named and everything they require (markers evaluated here, no
    extras), each once."""
    seen: dict[str, md.Distribution] = {}
    todo = list(names)
    while todo:
        name = todo.pop()
        key = _normal(name)
        if key in seen:
            continue
        dist = md.distribution(name)
        seen[key] = dist
        for text in dist.requires or []:
            req = Requirement(text)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return list(seen.values())


def _hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode("ascii")


def repack(dist: md.Distribution, folder: Path) -> Path:
    """``dist`` as a wheel in ``folder`` (stored, not compressed: it is read once, nearby)."""
    tag = next(
        line.split(":", 1)[1].strip()
        for line in (dist.read_text("WHEEL") or "").splitlines()
        if line.startswith("Tag:")
    )
    name, version = _normal(dist.metadata["Name"]), dist.version
    info = f"{name}-{version}.dist-info"
    wheel = folder / f"{name}-{version}-{tag}.whl"
    base = Path(dist.locate_file(""))
    rows = []
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as zf:
        for rel in dist.files or []:
            parts = Path(str(rel)).parts
            if parts[0] == ".." or "__pycache__" in parts:  # scripts outside site-packages
                continue
            if parts[0].endswith(".dist-info"):
                if parts[-1] in SKIP:
                    continue
                arc = "/".join((info, *parts[1:]))
            else:
                arc = "/".join(parts)
            data = (base / rel).read_bytes()
            zf.writestr(arc, data)
            rows.append(f"{arc},{_hash(data)},{len(data)}")
        rows.append(f"{info}/RECORD,,")
        zf.writestr(f"{info}/RECORD", "\n".join(rows) + "\n")
    return wheel


def wheel_folder(names: list[str], folder: Path) -> list[str]:
    """Wheels of ``names`` and their requirements in ``folder``; the distributions' names."""
    folder.mkdir(parents=True, exist_ok=True)
    dists = closure(names)
    for dist in dists:
        repack(dist, folder)
    return sorted(d.metadata["Name"] for d in dists)
