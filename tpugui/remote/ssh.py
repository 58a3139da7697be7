"""SSH connections to a (TPU) VM: targets from ~/.ssh/config, host keys, the agent, ProxyJump.

Qt-free, built on paramiko. Nothing is ever accepted silently: an unknown host key raises
:class:`HostKeyUnknown` carrying its SHA256 fingerprint (the caller shows it and, if the person
accepts, calls :func:`remember_host_key` or connects again with ``accept_new=True``); a key that
differs from known_hosts raises :class:`HostKeyChanged` (possible man-in-the-middle) and is
never overridden here. Passwords and passphrases are only passed through to paramiko.
"""

from __future__ import annotations

import base64
import getpass
import hashlib
import os
import shlex
import socket
import threading
import time
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_, Data, Message

__all__ = [
    "ConnectionStatus",
    "RemoteError",
    "HostKeyUnknown",
    "HostKeyChanged",
    "AuthenticationFailed",
    "Unreachable",
    "Target",
    "Connection",
    "resolve",
    "connect",
    "fingerprint",
    "remember_host_key",
    "default_known_hosts",
    "default_ssh_config",
]


class ConnectionStatus(StrEnum):
    """What the page and the CLI show about a connection."""

    DISCONNECTED = "disconnected"
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RUNNING = "running"
    LOST = "lost"
    RECONNECTING = "reconnecting"
    ERROR = "error"


class RemoteError(Exception):
    """A remote operation failed; the message says what happened and what to do.

    ``message`` is a :class:`~tpugui.i18n_marks.Message` (an ``N_`` template and its values) the
    window shows in its language; ``str(exc)`` is the English text for the CLI. A plain string
    is kept as it is (the words of another program, shown untranslated)."""

    def __init__(self, message: str | Message = ""):
        if not isinstance(message, Message):
            message = Message("{text}", {"text": str(message)})
        super().__init__(str(message))
        self.message = message


def say(template: str, **values: Any) -> Message:
    """A message of this package: ``N_`` marks the template where it is written."""
    return Message(template, {k: Data(v) if isinstance(v, str) else v for k, v in values.items()})


class HostKeyUnknown(RemoteError):
    def __init__(self, hostname: str, port: int, key: Any, known_hosts: Path):
        self.hostname, self.port, self.key, self.known_hosts = hostname, port, key, known_hosts
        self.key_type = key.get_name()
        self.fingerprint = fingerprint(key)
        super().__init__(
            say(
                N_(
                    "The host {host} is not in {file}. Its {key_type} key fingerprint is "
                    "{fingerprint}. Compare it with the VM's real key (for example `gcloud "
                    "compute tpus tpu-vm ssh` or the cloud console) before trusting it."
                ),
                host=_hostport(hostname, port),
                file=str(known_hosts),
                key_type=self.key_type,
                fingerprint=self.fingerprint,
            )
        )


class HostKeyChanged(RemoteError):
    def __init__(self, hostname: str, port: int, got: Any, expected: Any, known_hosts: Path):
        self.hostname, self.port, self.known_hosts = hostname, port, known_hosts
        self.fingerprint = fingerprint(got)
        self.expected_fingerprint = fingerprint(expected)
        super().__init__(
            say(
                N_(
                    "WARNING: the host key of {host} has CHANGED ({fingerprint}; {file} has "
                    "{expected}). Someone may be intercepting the connection (man-in-the-middle), "
                    "or the VM was recreated. Connection refused. If the VM was recreated, remove "
                    "its old line from {file}."
                ),
                host=_hostport(hostname, port),
                fingerprint=self.fingerprint,
                file=str(known_hosts),
                expected=self.expected_fingerprint,
            )
        )


class AuthenticationFailed(RemoteError):
    pass


#: the connection went away under a command
LOST = N_("the connection to {host} was lost")
#: gcloud's absence and silence (listing TPUs, a VM's life)
NO_GCLOUD = N_("the gcloud CLI is not installed; install the Google Cloud SDK")
GCLOUD_SILENT = N_("gcloud gave no answer within {seconds:g} s")


class Unreachable(RemoteError):
    pass


def fingerprint(key: Any) -> str:
    """The OpenSSH-style ``SHA256:...`` fingerprint of a paramiko key."""
    digest = hashlib.sha256(key.asbytes()).digest()
    return "SHA256:" + base64.b64encode(digest).decode("ascii").rstrip("=")


def _hostport(hostname: str, port: int) -> str:
    return hostname if port == 22 else f"[{hostname}]:{port}"


def default_known_hosts() -> Path:
    return Path.home() / ".ssh" / "known_hosts"


def default_ssh_config() -> Path:
    return Path.home() / ".ssh" / "config"


@dataclass
class Target:
    """Where to connect, with ~/.ssh/config already applied."""

    host: str  # as the person typed it (an alias or a hostname)
    hostname: str
    port: int = 22
    user: str = ""
    identity_files: list[str] = field(default_factory=list)
    proxy_jump: str = ""
    connect_timeout: float = 10.0
    known_hosts: Path = field(default_factory=default_known_hosts)
    ssh_config: Path | None = None

    @property
    def label(self) -> str:
        return f"{self.user}@{_hostport(self.hostname, self.port)}"


def resolve(
    host: str,
    port: int | None = None,
    user: str = "",
    identity_file: str = "",
    *,
    connect_timeout: float = 10.0,
    ssh_config: str | Path | None = None,
    known_hosts: str | Path | None = None,
) -> Target:
    """A :class:`Target` for ``host``: a Host alias of the ssh config or a plain hostname.

    Explicit arguments win over the config (as on the ssh command line); ``port=None`` or 22
    leaves the config's Port in force.
    """
    host = host.strip()
    if not host:
        raise RemoteError(
            say(N_("remote.host: no host given; enter a hostname, an IP or a Host alias"))
        )
    if "@" in host and not user:
        user, host = host.rsplit("@", 1)
    if host.count(":") == 1 and port in (None, 22):
        host, _, p = host.partition(":")
        if p.isdigit():
            port = int(p)
    cfg_path = Path(ssh_config).expanduser() if ssh_config else default_ssh_config()
    found: dict[str, Any] = {}
    if cfg_path.is_file():
        import paramiko

        try:
            found = dict(paramiko.SSHConfig.from_path(str(cfg_path)).lookup(host))
        except Exception as exc:  # noqa: BLE001 - a broken config must not crash us
            raise RemoteError(
                say(N_("{file}: cannot be read as an ssh config: {error}"), file=str(cfg_path),
                     error=str(exc))
            ) from None  # fmt: skip
    hostname = found.get("hostname", host)
    cfg_port = int(found.get("port", 22))
    final_port = port if port not in (None, 22) else cfg_port
    identity = [os.path.expanduser(identity_file)] if identity_file else []
    if not identity:
        identity = [os.path.expanduser(p) for p in found.get("identityfile", [])]
        identity = [p for p in identity if os.path.exists(p)]
    if identity_file and not os.path.exists(identity[0]):
        raise RemoteError(
            say(
                N_("remote.identity_file: {file} does not exist; choose your private key file"),
                file=identity[0],
            )
        )
    timeout = float(found.get("connecttimeout", connect_timeout))
    return Target(
        host=host,
        hostname=hostname,
        port=final_port,
        user=user or found.get("user") or getpass.getuser(),
        identity_files=identity,
        proxy_jump="" if found.get("proxyjump", "none") == "none" else found["proxyjump"],
        connect_timeout=min(timeout, connect_timeout) if connect_timeout else timeout,
        known_hosts=Path(known_hosts).expanduser() if known_hosts else default_known_hosts(),
        ssh_config=cfg_path if cfg_path.is_file() else None,
    )


def remember_host_key(known_hosts: str | Path, hostname: str, port: int, key: Any) -> None:
    """Add a key the person accepted to known_hosts (folder 0700, file 0600)."""
    import paramiko

    path = Path(known_hosts)
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    keys = paramiko.HostKeys()
    if path.exists():
        keys.load(str(path))
    keys.add(_hostport(hostname, port), key.get_name(), key)
    keys.save(str(path))
    os.chmod(path, 0o600)


def _policy(known_hosts: Path, accept_new: bool):
    import paramiko

    class _Policy(paramiko.MissingHostKeyPolicy):
        def missing_host_key(self, client, hostname, key):  # noqa: ANN001
            # paramiko passes "[host]:port" for a non-standard port
            host, port = hostname, 22
            if hostname.startswith("[") and "]:" in hostname:
                host, _, p = hostname[1:].partition("]:")
                port = int(p)
            if not accept_new:
                raise HostKeyUnknown(host, port, key, known_hosts)
            remember_host_key(known_hosts, host, port, key)
            client.get_host_keys().add(hostname, key.get_name(), key)

    return _Policy()


class Connection:
    """One authenticated SSH connection (plus its jump hosts). Thread-safe for separate calls."""

    def __init__(self, target: Target, client: Any, jumps: list[Any] | None = None):
        self.target = target
        self.client = client
        self._jumps = jumps or []
        self._sftp = None
        self._lock = threading.Lock()
        self._home: str | None = None

    @property
    def alive(self) -> bool:
        t = self.client.get_transport()
        return bool(t and t.is_active())

    def sftp(self):  # noqa: ANN201
        with self._lock:
            if self._sftp is None:
                self._sftp = self.client.open_sftp()
            return self._sftp

    @property
    def home(self) -> str:
        if self._home is None:
            self._home = self.sftp().normalize(".")
        return self._home

    def expand(self, path: str) -> str:
        """A remote path with a leading ``~`` made absolute (SFTP does not expand it)."""
        if path == "~":
            return self.home
        if path.startswith("~/"):
            return self.home.rstrip("/") + "/" + path[2:]
        if not path.startswith("/"):
            return self.home.rstrip("/") + "/" + path
        return path

    def open_channel(self, argv: list[str], timeout: float | None = None):  # noqa: ANN201
        """Start ``argv`` (each argument quoted) and return its paramiko channel."""
        transport = self.client.get_transport()
        if transport is None or not transport.is_active():
            raise RemoteError(say(LOST, host=self.target.label))
        import paramiko

        try:
            chan = transport.open_session(timeout=timeout or self.target.connect_timeout)
            chan.exec_command(" ".join(shlex.quote(a) for a in argv))
        except paramiko.SSHException as exc:
            raise RemoteError(str(exc)) from None
        return chan

    def run(
        self, argv: list[str], stdin: bytes = b"", timeout: float = 120.0
    ) -> tuple[int, str, str]:
        """Run ``argv`` to its end: (exit status, stdout, stderr)."""
        chan = self.open_channel(argv)
        deadline = time.monotonic() + timeout
        out, err = bytearray(), bytearray()
        try:
            if stdin:
                chan.sendall(stdin)
            chan.shutdown_write()
            while True:
                got = False
                if chan.recv_ready():
                    out += chan.recv(65536)
                    got = True
                if chan.recv_stderr_ready():
                    err += chan.recv_stderr(65536)
                    got = True
                if got:
                    continue
                if chan.exit_status_ready() or chan.closed:
                    break
                if time.monotonic() > deadline:
                    raise RemoteError(
                        say(N_("{command} on {host} gave no answer within {seconds:g} s"),
                             command=argv[0], host=self.target.label, seconds=timeout)
                    )  # fmt: skip
                if not self.alive:
                    raise RemoteError(say(LOST, host=self.target.label))
                time.sleep(0.002)
            status = chan.recv_exit_status()
        finally:
            chan.close()
        return status, out.decode("utf-8", "replace"), err.decode("utf-8", "replace")

    def close(self) -> None:
        for c in [self._sftp, self.client, *reversed(self._jumps)]:
            try:
                if c is not None:
                    c.close()
            except Exception:  # noqa: BLE001, S110 - closing a dead connection
                pass
        self._sftp = None

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _open_client(
    target: Target,
    *,
    sock: Any = None,
    password: str | None = None,
    passphrase: str | None = None,
    accept_new: bool = False,
    allow_agent: bool = True,
):  # noqa: ANN202
    import paramiko

    client = paramiko.SSHClient()
    if target.known_hosts.is_file():
        try:
            client.get_host_keys().load(str(target.known_hosts))
        except Exception as exc:  # noqa: BLE001
            raise RemoteError(
                say(N_("{file}: cannot be read: {error}"), file=str(target.known_hosts),
                     error=str(exc))
            ) from None  # fmt: skip
    client.set_missing_host_key_policy(_policy(target.known_hosts, accept_new))
    where = target.label
    try:
        client.connect(
            target.hostname,
            port=target.port,
            username=target.user,
            password=password,
            passphrase=passphrase,
            key_filename=target.identity_files or None,
            look_for_keys=not target.identity_files,
            allow_agent=allow_agent,
            timeout=target.connect_timeout,
            banner_timeout=target.connect_timeout,
            auth_timeout=target.connect_timeout,
            channel_timeout=target.connect_timeout,
            sock=sock,
        )
    except RemoteError:
        client.close()
        raise
    except paramiko.BadHostKeyException as exc:
        client.close()
        raise HostKeyChanged(
            target.hostname, target.port, exc.key, exc.expected_key, target.known_hosts
        ) from None
    except paramiko.PasswordRequiredException:
        client.close()
        raise AuthenticationFailed(
            say(N_("{host}: the identity file {file} is encrypted; enter its passphrase"),
                 host=where, file=", ".join(target.identity_files))
        ) from None  # fmt: skip
    except paramiko.AuthenticationException as exc:
        client.close()
        keys: Any = ", ".join(target.identity_files) or Message(
            N_("the ssh-agent's and default keys")
        )
        raise AuthenticationFailed(
            say(
                N_(
                    "{host}: authentication failed ({error}). The server refused {keys}; check "
                    "the user name and the identity file, or add the key to the ssh-agent."
                ),
                host=where,
                error=str(exc),
                keys=keys,
            )
        ) from None
    except TimeoutError:
        client.close()
        raise Unreachable(
            say(
                N_(
                    "{host}: no answer within {seconds:g} s; check the host, the port, the VM is "
                    "running and a firewall allows SSH"
                ),
                host=where,
                seconds=target.connect_timeout,
            )
        ) from None
    except socket.gaierror as exc:
        client.close()
        raise Unreachable(
            say(N_("{host}: unknown host ({error}); check the host name"), host=where,
                 error=str(exc.strerror))
        ) from None  # fmt: skip
    except paramiko.SSHException as exc:
        client.close()
        raise RemoteError(
            say(N_("{host}: SSH failed: {error}"), host=where, error=str(exc))
        ) from None
    except OSError as exc:
        client.close()
        raise Unreachable(
            say(N_("{host}: cannot connect ({error}); check the host and port"), host=where,
                 error=str(exc.strerror or exc))
        ) from None  # fmt: skip
    transport = client.get_transport()
    if transport is not None:
        transport.set_keepalive(10)
    return client


def connect(
    target: Target,
    *,
    password: str | None = None,
    passphrase: str | None = None,
    accept_new: bool = False,
    allow_agent: bool = True,
) -> Connection:
    """An authenticated :class:`Connection`, through the ProxyJump chain when there is one."""
    jumps: list[Any] = []
    sock = None
    try:
        for hop in [h.strip() for h in target.proxy_jump.split(",") if h.strip()]:
            jt = resolve(
                hop,
                connect_timeout=target.connect_timeout,
                ssh_config=target.ssh_config,
                known_hosts=target.known_hosts,
            )
            jc = _open_client(jt, sock=sock, accept_new=accept_new, allow_agent=allow_agent)
            jumps.append(jc)
            nxt = _next_hop(target, hop, jumps)
            try:
                sock = jc.get_transport().open_channel(
                    "direct-tcpip", nxt, ("127.0.0.1", 0), timeout=target.connect_timeout
                )
            except Exception as exc:  # noqa: BLE001
                raise Unreachable(
                    say(N_("the jump host {jump} could not reach {host}: {error}"),
                         jump=jt.label, host=f"{nxt[0]}:{nxt[1]}", error=str(exc))
                ) from None  # fmt: skip
        client = _open_client(
            target,
            sock=sock,
            password=password,
            passphrase=passphrase,
            accept_new=accept_new,
            allow_agent=allow_agent,
        )
    except BaseException:
        for j in reversed(jumps):
            j.close()
        raise
    return Connection(target, client, jumps)


def _next_hop(target: Target, hop: str, jumps: list[Any]) -> tuple[str, int]:
    hops = [h.strip() for h in target.proxy_jump.split(",") if h.strip()]
    i = len(jumps)  # the hop just connected is hops[i-1]; the next is hops[i] or the target
    if i < len(hops):
        nt = resolve(hops[i], ssh_config=target.ssh_config, known_hosts=target.known_hosts)
        return nt.hostname, nt.port
    return target.hostname, target.port
