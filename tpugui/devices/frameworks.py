"""Installed ML frameworks, read from package metadata without importing them."""

from __future__ import annotations

from importlib import metadata

__all__ = ["FRAMEWORKS", "installed_versions"]

#: name shown -> distributions that provide it (first found wins)
FRAMEWORKS: dict[str, tuple[str, ...]] = {
    "tensorflow": ("tensorflow", "tensorflow-cpu", "tensorflow-macos", "tf-nightly"),
    "keras": ("keras",),
    "torch": ("torch",),
    "torch_xla": ("torch-xla", "torch_xla"),
    "jax": ("jax",),
    "jaxlib": ("jaxlib",),
    "libtpu": ("libtpu", "libtpu-nightly"),
}


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
