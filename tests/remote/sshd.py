"""A private OpenSSH server on 127.0.0.1 for the remote tests (real sshd, real keys, no mocks).

It has its own host key, its own authorized_keys (one client key made for the test session) and
listens on a free port. ``kill_sessions()`` kills the per-connection sshd processes (every open
SSH session drops, as when a laptop loses Wi-Fi) while the listener keeps accepting.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path

SSHD = "/usr/sbin/sshd"


def available() -> str:
    """'' when an sshd can be started here, else the reason to skip."""
    if not os.path.exists(SSHD):
        return f"{SSHD} is missing: install Debian's openssh-server (README test setup)"
    if not shutil.which("ssh-keygen"):
        return "ssh-keygen is missing: install openssh-client"
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _keygen(path: Path, comment: str) -> None:
    subprocess.run(
        ["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", comment, "-f", str(path)],
        check=True,
    )


class SshServer:
    def __init__(self, root: Path | None = None):
        self.root = Path(root or tempfile.mkdtemp(prefix="tpugui-sshd-"))
        self.port = _free_port()
        self.host_key = self.root / "ssh_host_ed25519_key"
        self.client_key = self.root / "client_ed25519"
        self.other_key = self.root / "stranger_ed25519"  # a key the server does not know
        self.authorized = self.root / "authorized_keys"
        self.config = self.root / "sshd_config"
        self.log = self.root / "sshd.log"
        self.user = "root" if os.geteuid() == 0 else os.environ.get("USER", "root")
        self.proc: subprocess.Popen | None = None
        #: variables every session gets (sshd_config SetEnv): ``PATH`` names the folder of the
        #: "VM image's" own programs, such as the stand-in for its gcloud
        self.setenv: dict[str, str] = {}

    # -- lifecycle --------------------------------------------------------------------------
    def start(self) -> SshServer:
        Path("/run/sshd").mkdir(parents=True, exist_ok=True)
        for key, comment in ((self.host_key, "host"), (self.client_key, "client"),
                             (self.other_key, "stranger")):  # fmt: skip
            if not key.exists():  # a server started again in its folder keeps its keys
                _keygen(key, f"tpugui-test-{comment}")
        self.authorized.write_text(Path(f"{self.client_key}.pub").read_text())
        self.config.write_text(
            "\n".join(
                [
                    f"Port {self.port}",
                    "ListenAddress 127.0.0.1",
                    f"HostKey {self.host_key}",
                    f"PidFile {self.root / 'sshd.pid'}",
                    f"AuthorizedKeysFile {self.authorized}",
                    "UsePAM no",
                    "StrictModes no",
                    "PermitRootLogin yes",
                    "PasswordAuthentication no",
                    "KbdInteractiveAuthentication no",
                    "PubkeyAuthentication yes",
                    "AllowTcpForwarding yes",
                    "X11Forwarding no",
                    "MaxStartups 100",
                    "MaxSessions 100",
                    "LogLevel VERBOSE",
                    "Subsystem sftp internal-sftp",
                    *(f'SetEnv "{k}={v}"' for k, v in self.setenv.items()),
                    "",
                ]
            )
        )
        self.proc = subprocess.Popen(
            [SSHD, "-D", "-e", "-f", str(self.config)],
            stdout=open(self.log, "ab"),  # noqa: SIM115
            stderr=subprocess.STDOUT,
        )
        deadline = time.time() + 10
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"sshd exited: {self.log.read_text()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("sshd did not start listening within 10 s")

    def stop(self, keep: bool = False) -> None:
        """Stop the server (and its sessions); ``keep``: its folder and keys stay, for a server
        started again there."""
        if self.proc is not None and self.proc.poll() is None:
            self.kill_sessions()
            self.proc.terminate()
            try:
                self.proc.wait(5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        if not keep:
            shutil.rmtree(self.root, ignore_errors=True)

    # -- helpers ----------------------------------------------------------------------------
    def host_key_line(self, host: str = "127.0.0.1") -> str:
        kind, b64 = Path(f"{self.host_key}.pub").read_text().split()[:2]
        return f"[{host}]:{self.port} {kind} {b64}\n"

    def known_hosts(self, path: Path) -> Path:
        path.write_text(self.host_key_line())
        return path

    def session_pids(self) -> list[int]:
        """The per-connection sshd processes (children and grandchildren of the listener)."""
        import psutil

        if self.proc is None:
            return []
        try:
            kids = psutil.Process(self.proc.pid).children(recursive=True)
        except psutil.NoSuchProcess:
            return []
        out = []
        for p in kids:
            try:
                if p.name() == "sshd" or (p.exe() or "").endswith("/sshd"):
                    out.append(p.pid)
            except (psutil.NoSuchProcess, psutil.AccessDenied):
                pass
        return out

    def kill_sessions(self) -> int:
        pids = self.session_pids()
        for pid in pids:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        return len(pids)
