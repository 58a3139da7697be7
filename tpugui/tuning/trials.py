"""Run one trial in a fresh child process (:mod:`tpugui.tuning.child`) and read its result.

A child that dies (the kernel's OOM killer, a crash in native code, a timeout) is a failed
trial with the reason said — never a failure of the tuner. The child's peak RSS is read from
the kernel (``os.wait4``) as well.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = ["run_child", "TRIAL_TIMEOUT_S"]

#: the longest one trial may take (a compile on a large model, a few steps)
TRIAL_TIMEOUT_S = 900.0


def _tail(path: Path, lines: int = 12) -> str:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    return "\n".join(text.strip().splitlines()[-lines:])


def run_child(spec: dict[str, Any], timeout: float = TRIAL_TIMEOUT_S) -> dict[str, Any]:
    """The child's result dict; on a death ``{"error": ..., "died": True, "stderr": ...}``.
    ``max_rss`` (bytes, the kernel's count) is added either way."""
    with tempfile.TemporaryDirectory(prefix="tpugui-tune-") as tmp:
        where = Path(tmp)
        spec = {**spec, "out": str(where / "result.json")}
        spec.setdefault("run_dir", str(where / "run"))
        (where / "spec.json").write_text(json.dumps(spec), encoding="utf-8")
        err_path = where / "stderr.log"
        env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": os.environ.get("TF_CPP_MIN_LOG_LEVEL", "2")}
        with open(err_path, "wb") as err, open(os.devnull, "wb") as devnull:
            proc = subprocess.Popen(
                [sys.executable, "-m", "tpugui.tuning.child", str(where / "spec.json")],
                stdout=devnull,
                stderr=err,
                env=env,
                start_new_session=True,
            )
            deadline = time.monotonic() + timeout
            timed_out = False
            while True:
                pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
                if pid:
                    break
                if time.monotonic() > deadline:
                    timed_out = True
                    os.killpg(proc.pid, signal.SIGKILL)
                    pid, status, usage = os.wait4(proc.pid, 0)
                    break
                time.sleep(0.05)
            proc.returncode = os.waitstatus_to_exitcode(status)
        rss = int(usage.ru_maxrss) * 1024
        out = where / "result.json"
        if out.exists():
            result = json.loads(out.read_text(encoding="utf-8"))
            result["max_rss"] = rss
            if result.get("error"):
                result["stderr"] = _tail(err_path)
            return result
        code = proc.returncode
        if timed_out:
            why = f"the trial took over {timeout:.0f} s and was ended"
        elif code < 0:
            name = signal.Signals(-code).name
            why = f"the trial's process was killed ({name})" + (
                ": out of memory (the kernel's OOM killer)" if -code == signal.SIGKILL else ""
            )
        else:
            why = f"the trial's process ended with exit code {code} and no result"
        return {"error": why, "died": True, "stderr": _tail(err_path), "max_rss": rss}
