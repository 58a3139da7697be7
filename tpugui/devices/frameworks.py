"""Installed ML frameworks, read from package metadata without importing them."""

from __future__ import annotations

from importlib import metadata

from tpugui import backends

__all__ = ["FRAMEWORKS", "installed_versions"]


#: name shown -> distributions that provide it (first found wins)
def _frameworks() -> dict[str, tuple[str, ...]]:
    """Each backend (its descriptor's distributions) with its companions, then libtpu."""
    out: dict[str, tuple[str, ...]] = {}
    for b in backends.all_backends():
        out[b.name] = b.distributions
        out.update({c: (c,) for c in b.companions})
    out["libtpu"] = ("libtpu", "libtpu-nightly")
    return out


FRAMEWORKS: dict[str, tuple[str, ...]] = _frameworks()


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
    """``{"tensorflow": "2.21.0", "jax": None, ...}`` for every framework we know."""
    return {name: _version(dists) for name, dists in FRAMEWORKS.items()}
