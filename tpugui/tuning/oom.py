"""Out-of-memory messages, read: a TPU's ``RESOURCE_EXHAUSTED … Used X of Y hbm``, XLA's
"Attempting to allocate X. That was not possible. There are Y free", CUDA's and TensorFlow's
own words — so a failed trial says how far over the device it was, and the next candidate is
sized from that instead of halved blindly. Pure text, no framework.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["Oom", "parse", "is_oom", "to_bytes"]

#: XLA and CUDA print binary units ("15.48G" of a 16 GiB v5e is GiB); a bare "B" is bytes
_UNITS = {
    "": 1,
    "b": 1,
    "k": 2**10,
    "kb": 2**10,
    "kib": 2**10,
    "m": 2**20,
    "mb": 2**20,
    "mib": 2**20,
    "g": 2**30,
    "gb": 2**30,
    "gib": 2**30,
    "t": 2**40,
    "tb": 2**40,
    "tib": 2**40,
}
_SIZE = r"([0-9]+(?:\.[0-9]+)?)\s*([KMGT]?i?B?)"

_USED = re.compile(rf"Used\s+{_SIZE}\s+of\s+{_SIZE}\s+(\w+)", re.I)
_EXCEEDED = re.compile(rf"Exceeded\s+(\w+)\s+capacity\s+by\s+{_SIZE}", re.I)
_ALLOCATE = re.compile(
    rf"(?:Attempting|Tried) to allocate\s+{_SIZE}.*?(?:There are|of which)\s+{_SIZE}\s+(?:is\s+)?free",
    re.I | re.S,
)
_CAPACITY = re.compile(rf"total capacity of\s+{_SIZE}", re.I)
_MARKERS = (
    "RESOURCE_EXHAUSTED",
    "ResourceExhaustedError",
    "out of memory",
    "OutOfMemoryError",
    "OOM when allocating",
    "Ran out of memory",
    "MemoryError",
    "Cannot allocate memory",
    "std::bad_alloc",
)


def to_bytes(number: str, unit: str) -> int:
    return int(round(float(number) * _UNITS[unit.lower()]))


@dataclass(frozen=True)
class Oom:
    """What an out-of-memory message says (each None where it does not say it)."""

    used: int | None = None  # bytes the program needed
    limit: int | None = None  # bytes the device has
    memory: str = ""  # the memory space ("hbm")
    requested: int | None = None  # one allocation that failed
    free: int | None = None  # bytes free when it failed

    @property
    def ratio(self) -> float | None:
        """limit / used: the share of this trial's memory the device holds (< 1: over)."""
        if self.used and self.limit:
            return self.limit / self.used
        if self.requested and self.free is not None and self.limit:
            # the device held limit - free already and needed requested more
            need = self.limit - self.free + self.requested
            return self.limit / need if need > 0 else None
        return None


def is_oom(text: str) -> bool:
    """Whether ``text`` (an error or a child's stderr) tells of memory running out."""
    low = text.lower()
    return any(m.lower() in low for m in _MARKERS)


def parse(text: str) -> Oom | None:
    """The sizes an out-of-memory message names; None when ``text`` is not one."""
    if not is_oom(text):
        return None
    used = limit = requested = free = None
    memory = ""
    m = _USED.search(text)
    if m:
        used, limit, memory = to_bytes(m[1], m[2]), to_bytes(m[3], m[4]), m[5].lower()
    else:
        e = _EXCEEDED.search(text)
        if e:
            memory = e[1].lower()
    a = _ALLOCATE.search(text)
    if a:
        requested, free = to_bytes(a[1], a[2]), to_bytes(a[3], a[4])
    c = _CAPACITY.search(text)
    if c and limit is None:
        limit = to_bytes(c[1], c[2])
    return Oom(used, limit, memory, requested, free)
