"""Capture this machine as a sysroot: the files device detection reads, copied into a folder.

``tpugui detect --capture DIR`` runs detection while ``sysfs.recording()`` notes every path it
touches, then copies each one that exists under ``DIR`` (device files such as ``/dev/accel0``
become empty files: detection only tests that they exist). ``tpugui detect --sysroot DIR`` on
any other machine then reads that machine as detection saw it here; the test suite's captured
CPUs (``tests/machines/``) were made this way. Nothing outside /proc, /sys and /dev is copied,
and from /proc only cpuinfo and meminfo: no host name, no process, no user.
"""

from __future__ import annotations

import stat
from pathlib import Path

__all__ = ["capture", "ALLOWED"]

#: the only places a capture copies from (everything detection reads lies below these)
ALLOWED = ("/sys/", "/dev/", "/proc/cpuinfo", "/proc/meminfo")


def capture(dest: str | Path) -> list[str]:
    """Detect this machine and copy what detection read into ``dest``; the paths copied."""
    from tpugui.devices import cpu, gpu, tpu
    from tpugui.devices.sysfs import recording

    out = Path(dest)
    with recording() as seen:
        cpu.detect_cpu(None, sample_power=False)
        gpu.detect_gpus(None)
        tpu.detect_tpu(None, env={})
        tpu.unknown_google_devices(None)
    copied: list[str] = []
    for p in sorted(seen):
        if not p.startswith(ALLOWED):
            continue
        src = Path(p)
        try:
            st = src.stat()
        except OSError:
            continue
        target = out / p.lstrip("/")
        if stat.S_ISDIR(st.st_mode):
            target.mkdir(parents=True, exist_ok=True)
            copied.append(p)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if stat.S_ISREG(st.st_mode):
            try:
                text = src.read_bytes()
            except OSError:  # unreadable here (a root-only counter): left out, as detection saw
                continue
            target.write_bytes(text)
        else:  # a character device (/dev/accel0, /dev/vfio/0): existence is what counts
            target.write_bytes(b"")
        copied.append(p)
    return copied
