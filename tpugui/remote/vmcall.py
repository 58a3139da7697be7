"""How the local side calls the VM side: ``vmside.py`` (one stdlib-only script) run by the VM's
Python with a verb, its JSON answer read back. The modules that ask the VM something (the run
session, the requirements pre-flight, the data check, the frameworks install) all go through
here, so none of them needs another to reach the VM."""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

from tpugui.i18n_marks import N_
from tpugui.remote.ssh import Connection, RemoteError, say

__all__ = ["VMSIDE", "vm_argv", "vm_json"]

VMSIDE = Path(__file__).with_name("vmside.py")


@functools.cache
def _vmside_source() -> str:
    return VMSIDE.read_text(encoding="utf-8")


def vm_argv(python: str, verb: str, *args: str) -> list[str]:
    """The argument list that runs a ``vmside`` verb with the VM's python."""
    return [python, "-c", _vmside_source(), verb, *args]


def vm_json(conn: Connection, python: str, verb: str, *args: str, timeout: float = 60) -> Any:
    """Run a ``vmside`` verb on the VM and return its JSON answer (its last output line); a
    failure or no answer is a RemoteError that says which verb, on which host, and why."""
    rc, out, err = conn.run(vm_argv(python, verb, *args), timeout=timeout)
    if rc != 0:
        hint = ""
        if rc == 127 or "not found" in err:
            hint = f" — is {python!r} the VM's Python? Set remote.python to its path"
        raise RemoteError(
            say(N_("{command} on {host} failed (exit {code}){hint}: {error}"), command=verb,
                host=conn.target.label, code=rc, hint=hint, error=err.strip()[-800:])
        )  # fmt: skip
    lines = [ln for ln in out.splitlines() if ln.strip()]
    try:
        return json.loads(lines[-1])
    except (IndexError, json.JSONDecodeError):
        raise RemoteError(
            say(N_("{command} on {host} gave no answer: {output}"), command=verb,
                host=conn.target.label, output=out[-400:])
        ) from None  # fmt: skip
