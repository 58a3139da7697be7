"""The frameworks' own view of the devices, each in a subprocess with a timeout.

A TPU probe can hang (a TPU runtime that never answers), so it never runs in this process and
never on the GUI thread: each probe is a child Python that prints one marked JSON line. A child
that does not answer in time is killed with its whole process group and reported as
``no answer``; a child that fails is ``failed`` with its last error line.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping
from typing import Any

from tpugui import backends
from tpugui.devices.text import msg
from tpugui.i18n_marks import N_

__all__ = ["PROBES", "run_python", "run_probe", "MARK"]

MARK = "TPUGUI_PROBE "

_EMIT = f"import json as _j\nprint({MARK!r} + _j.dumps(out), flush=True)\n"


def _probes() -> dict[str, str]:
    return {b.name: b.probe for b in backends.all_backends() if b.probe}


#: probe name (a backend's) -> Python source, each backend's descriptor's ``probe``: it fills
#: ``out`` (a dict); read from the registry at each use
PROBES: Mapping[str, str] = backends.Live(_probes)


def run_python(
    code: str,
    timeout: float = 45.0,
    python: str | None = None,
    env: dict[str, str] | None = None,
    stop_event: threading.Event | None = None,
) -> dict[str, Any]:
    """Run ``code`` (which prints ``MARK + json``) in a child; never raises, never hangs."""
    t0 = time.perf_counter()
    child_env = {**os.environ, **(env or {})}
    try:
        proc = subprocess.Popen(
            [python or sys.executable, "-c", code],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=child_env,
            start_new_session=True,  # its own process group: a timeout kills all of it
        )
    except OSError as exc:
        return {"status": msg(N_("failed")),
                "error": msg(N_("cannot start {python}: {error}"),
                             python=python or sys.executable, error=str(exc)),
                "seconds": 0.0}  # fmt: skip
    result: dict[str, list[str]] = {}

    def _read() -> None:
        out, err = proc.communicate()
        result["out"], result["err"] = [out or ""], [err or ""]

    reader = threading.Thread(target=_read, daemon=True)
    reader.start()
    deadline = t0 + timeout
    while reader.is_alive():
        reader.join(0.05)
        if stop_event is not None and stop_event.is_set():
            _kill(proc)
            reader.join(2)
            return {"status": msg(N_("cancelled")), "error": msg(N_("stopped by the user")),
                    "seconds": round(time.perf_counter() - t0, 2)}  # fmt: skip
        if time.perf_counter() > deadline:
            _kill(proc)
            reader.join(2)
            return {"status": msg(N_("no answer")),
                    "error": msg(N_("no answer within {seconds} s; the probe was stopped"),
                                 seconds=f"{timeout:g}"),
                    "seconds": round(time.perf_counter() - t0, 2)}  # fmt: skip
    seconds = round(time.perf_counter() - t0, 2)
    out = result.get("out", [""])[0]
    for line in reversed(out.splitlines()):
        if line.startswith(MARK):
            try:
                return {"status": msg(N_("ok")), "result": json.loads(line[len(MARK):]),
                        "seconds": seconds}  # fmt: skip
            except json.JSONDecodeError:
                break
    err = result.get("err", [""])[0].strip().splitlines()
    last = (
        err[-1][:500] if err
        else msg(N_("exit code {code}, no answer printed"), code=proc.returncode)
    )  # fmt: skip
    return {"status": msg(N_("failed")), "error": last, "seconds": seconds}


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError, OSError, AttributeError):
        try:
            proc.kill()
        except OSError:
            pass


def run_probe(
    name: str,
    timeout: float = 45.0,
    tpu: bool = False,
    stop_event: threading.Event | None = None,
    python: str | None = None,
) -> dict[str, Any]:
    """One framework's view (``PROBES[name]``); ``tpu=True`` also asks for TPUs (a probe that
    must set a TPU runtime up first, TensorFlow's, does so only then)."""
    env = {"TPUGUI_PROBE_TPU": "1" if tpu else "0", "TF_CPP_MIN_LOG_LEVEL": "2"}
    out = run_python(PROBES[name] + _EMIT, timeout, python, env, stop_event)
    out["framework"] = name
    return out
