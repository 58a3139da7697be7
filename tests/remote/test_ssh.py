"""Connecting to a real private sshd: host keys, authentication, ssh config, ProxyJump, agent."""

from __future__ import annotations

import os
import subprocess
import time

import pytest

from tests.remote.helpers import target
from tpugui.remote import ssh

pytestmark = pytest.mark.ssh


def test_connects_with_a_pinned_host_key_and_runs_quoted_arguments(sshd, tmp_path):
    with ssh.connect(target(sshd, tmp_path), allow_agent=False) as conn:
        rc, out, err = conn.run(["printf", "%s|", "a b", "$(id)", "x;y", "訓練"])
        assert (rc, out) == (0, "a b|$(id)|x;y|訓練|"), err
        assert conn.home.startswith("/")


def test_unknown_host_key_is_refused_with_its_sha256_fingerprint(sshd, tmp_path):
    kh = tmp_path / "empty_known_hosts"
    t = target(sshd, tmp_path, known_hosts=kh)
    with pytest.raises(ssh.HostKeyUnknown) as info:
        ssh.connect(t, allow_agent=False)
    exc = info.value
    expected = subprocess.run(
        ["ssh-keygen", "-lf", f"{sshd.host_key}.pub", "-E", "sha256"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()[1]
    assert exc.fingerprint == expected
    assert expected in str(exc) and not kh.exists()  # nothing saved silently
    # the person accepts: saved, and the next connection needs no question
    ssh.remember_host_key(kh, exc.hostname, exc.port, exc.key)
    assert oct(kh.stat().st_mode & 0o777) == "0o600"
    ssh.connect(t, allow_agent=False).close()


def test_accept_new_saves_the_key_but_a_changed_key_is_refused(sshd, tmp_path):
    kh = tmp_path / "kh"
    t = target(sshd, tmp_path, known_hosts=kh)
    ssh.connect(t, allow_agent=False, accept_new=True).close()
    assert f"[127.0.0.1]:{sshd.port}" in kh.read_text()
    # another server's key recorded for this host: a possible man-in-the-middle
    other = open(f"{sshd.other_key}.pub").read().split()[:2]
    kh.write_text(f"[127.0.0.1]:{sshd.port} {other[0]} {other[1]}\n")
    with pytest.raises(ssh.HostKeyChanged) as info:
        ssh.connect(t, allow_agent=False, accept_new=True)
    assert "man-in-the-middle" in str(info.value) and "CHANGED" in str(info.value)
    assert other[1] in kh.read_text()  # not overwritten


def test_wrong_key_and_wrong_user_give_a_clear_authentication_error(sshd, tmp_path):
    t = target(sshd, tmp_path)
    t.identity_files = [str(sshd.other_key)]
    with pytest.raises(ssh.AuthenticationFailed, match="authentication failed"):
        ssh.connect(t, allow_agent=False)
    t = target(sshd, tmp_path)
    t.user = "nobody-here"
    with pytest.raises(ssh.AuthenticationFailed, match="check the user"):
        ssh.connect(t, allow_agent=False)


def test_unreachable_host_fails_within_the_connect_timeout(sshd, tmp_path):
    import socket

    with socket.socket() as s:  # a port nobody listens on: refused at once
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    t = target(sshd, tmp_path)
    t.port = port
    with pytest.raises(ssh.Unreachable, match="cannot connect"):
        ssh.connect(t, allow_agent=False)
    # a host that never answers: a listener whose accept queue is full drops every new SYN
    # (Linux), like a blackholed address; the configured timeout is what ends the attempt
    with socket.socket() as silent, socket.socket() as queued:
        silent.bind(("127.0.0.1", 0))
        silent.listen(0)
        queued.connect(silent.getsockname())  # fills the queue (never accepted)
        t.port, t.connect_timeout = silent.getsockname()[1], 1.5
        with pytest.raises(ssh.Unreachable, match=r"no answer within 1\.5 s; check the host"):
            ssh.connect(t, allow_agent=False)


def test_missing_identity_file_names_the_field(tmp_path):
    with pytest.raises(ssh.RemoteError, match="remote.identity_file"):
        ssh.resolve("h", identity_file=str(tmp_path / "nope"), ssh_config=tmp_path / "x")


def test_ssh_config_alias_with_proxyjump(sshd, tmp_path):
    """Host alias -> HostName, User, Port, IdentityFile, and a ProxyJump through a bastion."""
    cfg = tmp_path / "config"
    cfg.write_text(
        f"Host bastion\n  HostName 127.0.0.1\n  Port {sshd.port}\n  User {sshd.user}\n"
        f"  IdentityFile {sshd.client_key}\n\n"
        f"Host tpu-vm\n  HostName 127.0.0.1\n  Port {sshd.port}\n  User {sshd.user}\n"
        f"  IdentityFile {sshd.client_key}\n  ProxyJump bastion\n"
    )
    kh = sshd.known_hosts(tmp_path / "kh")
    t = ssh.resolve("tpu-vm", ssh_config=cfg, known_hosts=kh, connect_timeout=5)
    assert (t.hostname, t.port, t.user, t.proxy_jump) == (
        "127.0.0.1",
        sshd.port,
        sshd.user,
        "bastion",
    )
    assert t.identity_files == [str(sshd.client_key)]
    with ssh.connect(t, allow_agent=False) as conn:
        assert len(conn._jumps) == 1  # really went through the bastion
        assert conn.run(["echo", "through"])[1] == "through\n"


def test_ssh_agent_supplies_the_key(sshd, tmp_path):
    sock = tmp_path / "agent.sock"
    agent = subprocess.Popen(["ssh-agent", "-D", "-a", str(sock)], stdout=subprocess.DEVNULL)
    try:
        for _ in range(100):
            if sock.exists():
                break
            time.sleep(0.02)
        env = {**os.environ, "SSH_AUTH_SOCK": str(sock)}
        subprocess.run(["ssh-add", "-q", str(sshd.client_key)], env=env, check=True)
        old = os.environ.get("SSH_AUTH_SOCK")
        os.environ["SSH_AUTH_SOCK"] = str(sock)
        try:
            t = target(sshd, tmp_path)
            t.identity_files = []  # no key file: only the agent can authenticate
            with ssh.connect(t, allow_agent=True) as conn:
                assert conn.run(["true"])[0] == 0
        finally:
            if old is None:
                os.environ.pop("SSH_AUTH_SOCK", None)
            else:
                os.environ["SSH_AUTH_SOCK"] = old
    finally:
        agent.terminate()
        agent.wait(5)
