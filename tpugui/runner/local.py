"""A :class:`~tpugui.remote.ssh.Connection` look-alike for this computer.

The run steps (launch, state, tail, stop) are vmside verbs run as argument lists; here they are
subprocesses instead of SSH channels, so a local run is started, followed, stopped and re-attached
by exactly the code that does it on a TPU VM. :class:`LocalChannel` offers the few paramiko
channel calls :class:`~tpugui.remote.stream.Follower` uses (``recv`` with a timeout,
``exit_status_ready``, ``recv_exit_status``, ``recv_stderr``), on pipes read with ``select``.
"""

from __future__ import annotations

import os
import select
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tpugui.remote.ssh import RemoteError

__all__ = ["LocalConnection", "LocalChannel", "LOCAL_LABEL"]

LOCAL_LABEL = "this computer"


@dataclass(frozen=True)
class _LocalTarget:
    label: str = LOCAL_LABEL
    connect_timeout: float = 10.0


class LocalChannel:
    """A subprocess with a paramiko-channel face (stdout through ``recv``)."""

    def __init__(self, argv: list[str]):
        try:
            self.proc = subprocess.Popen(
                argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE
            )
        except OSError as exc:
            raise RemoteError(f"cannot start {argv[0]}: {exc.strerror or exc}") from None
        self.timeout: float | None = None
        self.closed = False

    def settimeout(self, timeout: float | None) -> None:
        self.timeout = timeout

    def recv(self, n: int) -> bytes:
        fd = self.proc.stdout.fileno()
        ready, _, _ = select.select([fd], [], [], self.timeout)
        if not ready:
            raise TimeoutError
        return os.read(fd, n)

    def exit_status_ready(self) -> bool:
        return self.proc.poll() is not None

    def recv_exit_status(self) -> int:
        return self.proc.wait()

    def recv_stderr_ready(self) -> bool:
        if self.proc.stderr.closed:
            return False
        return bool(select.select([self.proc.stderr.fileno()], [], [], 0)[0])

    def recv_stderr(self, n: int) -> bytes:
        data = os.read(self.proc.stderr.fileno(), n)
        if not data:
            self.proc.stderr.close()
        return data

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for f in (self.proc.stdout, self.proc.stderr):
            if f is not None and not f.closed:
                f.close()


class LocalConnection:
    """Runs vmside verbs on this computer; always "connected"."""

    target = _LocalTarget()
    alive = True

    def open_channel(self, argv: list[str], timeout: float | None = None) -> LocalChannel:
        return LocalChannel(argv)

    def run(
        self, argv: list[str], stdin: bytes = b"", timeout: float = 120.0
    ) -> tuple[int, str, str]:
        try:
            p = subprocess.run(argv, input=stdin, capture_output=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise RemoteError(f"{argv[0]} gave no answer within {timeout:g} s") from None
        except OSError as exc:
            raise RemoteError(f"cannot start {argv[0]}: {exc.strerror or exc}") from None
        return (
            p.returncode,
            p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"),
        )

    def expand(self, path: str) -> str:
        return str(Path(path).expanduser().resolve())

    def close(self) -> None:
        pass

    def __enter__(self) -> LocalConnection:
        return self

    def __exit__(self, *exc: Any) -> None:
        pass
