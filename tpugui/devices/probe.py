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
from typing import Any

from tpugui.devices.text import msg
from tpugui.i18n_marks import N_

__all__ = ["PROBES", "run_python", "run_probe", "MARK"]

MARK = "TPUGUI_PROBE "

_EMIT = f"import json as _j\nprint({MARK!r} + _j.dumps(out), flush=True)\n"

#: probe name -> Python source; each fills ``out`` (a dict)
PROBES: dict[str, str] = {
    "tensorflow": """
import os
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
import tensorflow as tf
out = {"version": tf.__version__,
       "gpus": [d.name for d in tf.config.list_physical_devices("GPU")], "tpus": []}
if os.environ.get("TPUGUI_PROBE_TPU") == "1":
    try:
        r = tf.distribute.cluster_resolver.TPUClusterResolver(tpu="local")
        tf.config.experimental_connect_to_cluster(r)
        tf.tpu.experimental.initialize_tpu_system(r)
        out["tpus"] = [d.name for d in tf.config.list_logical_devices("TPU")]
    except Exception as e:
        out["tpu_error"] = (type(e).__name__ + ": " + str(e))[:300]
""",
    "torch": """
import torch
out = {"version": torch.__version__, "cuda": torch.cuda.is_available(),
       "cuda_devices": [], "hip": getattr(torch.version, "hip", None),
       "cuda_version": torch.version.cuda,
       "mps": bool(getattr(torch.backends, "mps", None) and torch.backends.mps.is_available())}
if out["cuda"]:
    for i in range(torch.cuda.device_count()):
        p = torch.cuda.get_device_properties(i)
        out["cuda_devices"].append({"name": p.name, "memory": p.total_memory,
                                    "sm_count": p.multi_processor_count,
                                    "cc": [p.major, p.minor]})
""",
    "torch_xla": """
import torch_xla
out = {"version": getattr(torch_xla, "__version__", None),
       "devices": [str(d) for d in torch_xla.real_devices()]}
""",
    "jax": """
import jax
ds = jax.devices()
out = {"version": jax.__version__, "backend": jax.default_backend(),
       "devices": [str(d) for d in ds], "device_kind": ds[0].device_kind if ds else None}
""",
}


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
    """One framework's view (``PROBES[name]``); ``tpu=True`` also asks TensorFlow for TPUs."""
    env = {"TPUGUI_PROBE_TPU": "1" if tpu else "0", "TF_CPP_MIN_LOG_LEVEL": "2"}
    out = run_python(PROBES[name] + _EMIT, timeout, python, env, stop_event)
    out["framework"] = name
    return out
