"""Reading /sys, /proc and /dev under a sysroot, never raising.

``Root("/some/snapshot")`` reads ``/some/snapshot/sys/...`` instead of ``/sys/...``, so a
captured TPU VM tree can be inspected on a laptop and tests can build one. Every reader returns
``None`` (or an empty list) when the file is missing or unreadable.

``recording()`` notes every path a reader touches while detection runs (``tpugui detect
--capture DIR`` copies them: a captured machine is exactly what detection reads, no more).
"""

from __future__ import annotations

import contextlib
import contextvars
import glob
import os
from collections.abc import Iterator
from pathlib import Path

#: the paths (inside the root) read, tested or matched while ``recording()`` is active
_RECORD: contextvars.ContextVar[set[str] | None] = contextvars.ContextVar(
    "sysfs_record", default=None
)


@contextlib.contextmanager
def recording() -> Iterator[set[str]]:
    """Collect every path any ``Root`` touches inside the block (this thread/context only)."""
    seen: set[str] = set()
    token = _RECORD.set(seen)
    try:
        yield seen
    finally:
        _RECORD.reset(token)


def _note(p: str) -> None:
    seen = _RECORD.get()
    if seen is not None:
        seen.add("/" + p.lstrip("/"))


class Root:
    def __init__(self, sysroot: str | os.PathLike[str] | None = None):
        self.base = Path(sysroot) if sysroot else Path("/")
        self.is_host = sysroot is None or Path(sysroot).resolve() == Path("/")

    def path(self, p: str) -> Path:
        return self.base / p.lstrip("/")

    def read(self, p: str) -> str | None:
        _note(p)
        try:
            return self.path(p).read_text(encoding="utf-8", errors="replace").strip()
        except OSError:
            return None

    def read_int(self, p: str, base: int = 10) -> int | None:
        text = self.read(p)
        if text is None:
            return None
        try:
            return int(text.split()[0], base)
        except (ValueError, IndexError):
            return None

    def exists(self, p: str) -> bool:
        _note(p)
        try:
            return self.path(p).exists()
        except OSError:
            return False

    def glob(self, pattern: str) -> list[str]:
        """Matching paths, as paths *inside* the root (``/dev/accel0``), sorted naturally."""
        base = str(self.base).rstrip("/")
        found = glob.glob(str(self.path(pattern)))
        rel = sorted(("/" + os.path.relpath(f, base) if base else f for f in found), key=_natural)
        for f in rel:
            _note(f)
        return rel


def _natural(s: str) -> list:
    import re

    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", s)]


def parse_size(text: str | None) -> int | None:
    """``32K`` / ``1024K`` / ``32768K`` / ``2M`` (sysfs cache sizes) -> bytes."""
    if not text:
        return None
    text = text.strip().upper().rstrip("B")
    mult = {"K": 1024, "M": 1024**2, "G": 1024**3}
    try:
        if text and text[-1] in mult:
            return int(float(text[:-1]) * mult[text[-1]])
        return int(text)
    except ValueError:
        return None


def parse_cpu_list(text: str | None) -> list[int]:
    """``0-3,8,10-11`` -> [0, 1, 2, 3, 8, 10, 11]."""
    out: list[int] = []
    for part in (text or "").split(","):
        part = part.strip()
        if not part:
            continue
        try:
            if "-" in part:
                a, b = part.split("-", 1)
                out.extend(range(int(a), int(b) + 1))
            else:
                out.append(int(part))
        except ValueError:
            continue
    return out
