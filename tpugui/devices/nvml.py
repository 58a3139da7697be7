"""NVML (nvidia-ml-py) as detection and the live monitor both use it: loaded only when asked,
every call answering ``None`` for what a GPU or driver does not support."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["load", "call", "text"]


def load() -> Any:
    """The ``pynvml`` module, or ``None`` when nvidia-ml-py is not installed or is broken."""
    try:
        import pynvml

        return pynvml
    except Exception:  # noqa: BLE001 - not installed or broken: no NVML
        return None


def call(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)``; ``None`` on NVMLError_NotSupported and friends (the field is absent)."""
    try:
        return fn(*args)
    except Exception:  # noqa: BLE001 - a reading this GPU or driver does not expose
        return None


def text(v: Any) -> Any:
    """A name as text: older nvidia-ml-py returns bytes."""
    return v.decode() if isinstance(v, bytes) else v
