"""Fixtures of the remote tests: one private sshd for the session, per-test known_hosts."""

from __future__ import annotations

import pytest

from tests.remote.sshd import SshServer, available


@pytest.fixture(scope="session")
def sshd():
    reason = available()
    if reason:
        pytest.skip(reason)
    server = SshServer().start()
    yield server
    server.stop()
