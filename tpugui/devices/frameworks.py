"""Installed ML frameworks, read from package metadata without importing them."""

from __future__ import annotations

from collections.abc import Mapping
from importlib import metadata

from tpugui import backends

__all__ = ["FRAMEWORKS", "installed_versions"]


def _frameworks() -> dict[str, tuple[str, ...]]:
    """Each backend (its descriptor's distributions) with its companions, then libtpu."""
    out: dict[str, tuple[str, ...]] = {}
    for b in backends.all_backends():
        out[b.name] = b.distributions
        out.update({c: (c,) for c in b.companions})
    out["libtpu"] = ("libtpu", "libtpu-nightly")
    return out


#: name shown -> distributions that provide it (first found wins), read from the registry at
#: each use
FRAMEWORKS: Mapping[str, tuple[str, ...]] = backends.Live(_frameworks)


def _version(dists: tuple[str, ...]) -> str | None:
    for dist in dists:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
        except Exception:  # noqa: BLE001 - broken metadata counts as absent
            continue
    return None


def installed_versions() -> dict[str, str | None]:
    """``{"tensorflow": "2.21.0", "torch": None, ...}`` for every framework we know."""
    return {name: _version(dists) for name, dists in _frameworks().items()}
