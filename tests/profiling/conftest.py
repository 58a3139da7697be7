"""The remote tests' private sshd, for the profile of a run on a VM."""

from tests.remote.conftest import sshd  # noqa: F401
