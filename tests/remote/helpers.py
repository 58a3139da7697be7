"""Helpers of the remote tests: targets for the private sshd, and a hostile remote folder."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from tpugui.job import Job
from tpugui.remote import ssh

ROOT = Path(__file__).resolve().parents[2]
FAKE_WRITER = Path(__file__).with_name("fake_writer.py")
#: a folder name with spaces, quotes, $(), ; and non-ASCII: must reach the VM literally
HOSTILE = 'ru n\'s "q" $(touch PWNED); `id` 訓練'


def target(sshd, tmp_path: Path, **kw) -> ssh.Target:
    kh = kw.pop("known_hosts", None)
    if kh is None:
        kh = tmp_path / "known_hosts"
        if not kh.exists():
            sshd.known_hosts(kh)
    kw.setdefault("connect_timeout", 5)
    return ssh.resolve(
        "127.0.0.1",
        sshd.port,
        sshd.user,
        str(sshd.client_key),
        known_hosts=kh,
        ssh_config=tmp_path / "no_ssh_config",
        **kw,
    )


def remote_job(sshd, tmp_path: Path, name: str = "demo", python: str = sys.executable) -> Job:
    base = tmp_path / HOSTILE
    return Job.from_dict(
        {
            "name": name,
            "remote": {
                "host": "127.0.0.1",
                "port": sshd.port,
                "user": sshd.user,
                "identity_file": str(sshd.client_key),
                "remote_dir": str(base),
                "python": python,
                "connect_timeout": 5,
            },
        }
    )


def until(check, what: str, timeout: float = 60.0):  # noqa: ANN001, ANN201
    """Poll ``check`` until it gives something true (returned); fail naming ``what`` after
    ``timeout`` seconds (a hang guard: the condition, not the clock, ends the wait)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")
